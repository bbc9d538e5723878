// The mlp kernel generator: a fused MLP inference forward pass (tiny-cuda-nn's FullyFusedMLP):
// each workgroup stages its batch rows in LDS, then per layer stages the layer's weights in LDS,
// multiplies (simt fused multiply-adds or a matrix instruction), applies the activation and
// writes the f16 results back over the rows, and finally stores the output columns
// (`activations: lds`; `registers` is mlp_registers.cpp). Names and instruction order follow
// engines/CONTRACT_MLP.md exactly; the printer decides every other byte.
#include "mlp.h"

#include <vector>

#include "gemm_geometry.h"
#include "lowering.h"
#include "matrix_types.h"
#include "mlp_geometry.h"
#include "mlp_kernel_parts.h"
#include "value_name.h"

namespace paritykit::alpha {
namespace {

using ir::Block;
using ir::Builder;
using ir::Instruction;
using ir::Type;
using ir::Value;
using spec::Activation;

using namespace mlp_ir;

class MlpGenerator {
 public:
  MlpGenerator(const spec::Config& c, const spec::Flavor& f)
      : config_(c), s_(std::get<spec::MlpSpec>(c.spec)), flavor_(f), target_(*spec::find_target(c.target)),
        lower_(isa_lowering(target_.isa, f)), geo_(MlpGeometry::of(s_, target_)),
        kernel_(name("paritykit_mlp_{}", c.id)),
        mx_(s_.math == spec::Math::Simt ? nullptr : geo_.instruction) {
    if (mx_) {
      mx_intrinsic_ = mx_->intrinsic(spec::DType::F16);
      mx_types_ = MatrixTypes::of(*mx_, *mx_intrinsic_, f);
    }
  }

  ir::Module build() {
    start_mlp_module(m_, config_, flavor_, target_);
    act_ = &m_.add_global(kernel_ + ".act", kLdsSpace, Type::array(geo_.rows * geo_.act_stride, kHalf), kLdsAlign);
    wgt_ = &m_.add_global(kernel_ + ".wgt", kLdsSpace, Type::array(geo_.wgt_rows * geo_.wgt_stride, kHalf), kLdsAlign);
    fns_ = declare_mlp_intrinsics(m_, lower_, s_, mx_, mx_intrinsic_, mx_types_);
    kernel();
    return std::move(m_);
  }

 private:
  void barrier(Builder& b) { mlp_barrier(b, lower_, fns_); }

  Value lds_ptr(Builder& b, const ir::Global& array, Value offset, const std::string& offset64,
                const std::string& ptr) {
    const Value w = b.zext(offset, kI64, offset64);
    return b.gep(kHalf, array.ref(), w, ptr);
  }

  void kernel() {
    ir::Function& fn = define_mlp_kernel(m_, lower_, kernel_, geo_.threads);
    fn_ = &fn;
    X_ = fn.arg(0), P_ = fn.arg(1), Y_ = fn.arg(2), B_ = fn.arg(3);
    Builder b(fn);
    Block* entry = fn.new_block("entry");
    Block* in_head = fn.new_block("in.head");
    Block* in_body = fn.new_block("in.body");
    b.start(entry);
    entry_values(b);
    b.br(in_head);
    Block* after_input = fn.new_block("w0.head");
    input_rows(b, entry, in_head, in_body, after_input);
    Block* head = after_input;
    Block* pred = in_head;
    for (int l = 0; l <= s_.hidden_layers; ++l) {
      Block* next = l < s_.hidden_layers ? fn.new_block(name("w{}.head", l + 1)) : fn.new_block("out.sync");
      Block* done = layer(b, l, head, pred, next);
      pred = done;
      head = next;
    }
    output_rows(b, head);
  }

  // ------------------------------------------------------------ entry

  void entry_values(Builder& b) {
    tid_ = b.call(*fns_.thread_id_x, {}, "tid");
    const Value bx = b.call(*fns_.block_id_x, {}, "bx");
    row0_ = b.mul(bx, ir::i32(geo_.rows), "row0");
    if (!mx_) {
      const Value ty = b.udiv(tid_, ir::i32(8), "ty");
      const Value tx = b.urem(tid_, ir::i32(8), "tx");
      for (int i = 0; i < geo_.tm; ++i) {
        const Value ar = b.add(ty, ir::i32(i * geo_.grid_rows), name("ar.{}", i));
        ab_.push_back(b.mul(ar, ir::i32(geo_.act_stride), name("ab.{}", i)));
      }
      for (int j = 0; j < geo_.tn; ++j) {
        bc_.push_back(b.add(tx, ir::i32(j * 8), name("bc.{}", j)));
        bb_.push_back(b.mul(bc_[j], ir::i32(geo_.wgt_stride), name("bb.{}", j)));
      }
      return;
    }
    const spec::FragmentLayout &fa = mx_->a, &fb = mx_->b, &fc = mx_->c;
    const Value wave = b.udiv(tid_, ir::i32(geo_.wave), "wave");
    const Value lane = b.urem(tid_, ir::i32(geo_.wave), "lane");
    const Value wrow = b.mul(wave, ir::i32(16), "wrow");
    llo_ = b.urem(lane, ir::i32(fc.lane_split), "llo");
    lhi_ = b.udiv(lane, ir::i32(fc.lane_split), "lhi");
    const Value afr = b.mul(row_part(fa), ir::i32(fa.row_scale), "afr");
    const Value afk = b.mul(col_part(fa), ir::i32(fa.col_scale), "afk");
    const Value afw = b.add(afr, wrow, "afw");
    const Value afo = b.mul(afw, ir::i32(geo_.act_stride), "afo");
    base_[0] = b.add(afo, afk, "abase");
    const Value bfr = b.mul(row_part(fb), ir::i32(fb.row_scale), "bfr");
    const Value bfk = b.mul(col_part(fb), ir::i32(fb.col_scale), "bfk");
    const Value bfo = b.mul(bfr, ir::i32(geo_.wgt_stride), "bfo");
    base_[1] = b.add(bfo, bfk, "bbase");
    const Value cr = b.mul(row_part(fc), ir::i32(fc.row_scale), "cr");
    const Value cc = b.mul(col_part(fc), ir::i32(fc.col_scale), "cc");
    const Value crow = b.add(wrow, cr, "crow");
    for (int i = 0; i < geo_.tm; ++i) {
      const Value ar = b.add(crow, ir::i32(geo_.c_rows[i]), name("ar.{}", i));
      ab_.push_back(b.mul(ar, ir::i32(geo_.act_stride), name("ab.{}", i)));
    }
    const int nc = static_cast<int>(geo_.c_cols.size());
    for (int j = 0; j < geo_.tn; ++j)
      bc_.push_back(b.add(cc, ir::i32((j / nc) * mx_->n + geo_.c_cols[j % nc]), name("bc.{}", j)));
  }

  Value row_part(const spec::FragmentLayout& f) const { return f.row_from_lo ? llo_ : lhi_; }
  Value col_part(const spec::FragmentLayout& f) const { return f.row_from_lo ? lhi_ : llo_; }

  // ------------------------------------------------------------ input rows

  /// The block's rows of X into act, zero past B and past input_width: whole vectors when X's
  /// rows are as wide as act's, else element by element.
  void input_rows(Builder& b, Block* entry, Block* head, Block* body, Block* next) {
    const bool vec = s_.input_width == s_.width;
    const int ne = vec ? geo_.rows * s_.width / kVec : geo_.rows * s_.width;
    const Type vt = vec ? kVecType : kHalf;
    const int ax = vec ? 16 : 2;
    b.start(head);
    Instruction& e = b.phi(kI32, "in.e");
    e.add_incoming(tid_, entry);
    const Value more = b.icmp_ult(e.result(), ir::i32(ne), "in.more");
    b.cond_br(more, body, next);

    b.start(body);
    Value r, c, g, ok;
    if (vec) {
      r = b.udiv(e.result(), ir::i32(s_.width / kVec), "in.r");
      const Value v = b.urem(e.result(), ir::i32(s_.width / kVec), "in.v");
      c = b.mul(v, ir::i32(kVec), "in.c");
      g = b.add(row0_, r, "in.g");
      ok = b.icmp_ult(g, B_, "in.ok");
    } else {
      r = b.udiv(e.result(), ir::i32(s_.width), "in.r");
      c = b.urem(e.result(), ir::i32(s_.width), "in.c");
      g = b.add(row0_, r, "in.g");
      const Value rok = b.icmp_ult(g, B_, "in.rok");
      const Value cok = b.icmp_ult(c, ir::i32(s_.input_width), "in.cok");
      ok = b.and_(rok, cok, "in.ok");
    }
    const Value g64 = b.zext(g, kI64, "in.g64");
    const Value row = b.mul(g64, ir::i64(s_.input_width), "in.row");
    const Value c64 = b.zext(c, kI64, "in.c64");
    const Value idx = b.add(row, c64, "in.idx");
    const Value safe = b.select(ok, idx, ir::i64(0), "in.safe");
    const Value p = b.gep(kHalf, X_, safe, "in.p");
    const Value x = b.load(vt, p, ax, "in.x");
    const Value val = b.select(ok, x, vec ? ir::zero_initializer(vt) : ir::fp_zero(kHalf), "in.val");
    const Value lr = b.mul(r, ir::i32(geo_.act_stride), "in.lr");
    const Value l = b.add(lr, c, "in.l");
    const Value q = lds_ptr(b, *act_, l, "in.l64", "in.q");
    b.store(val, q, ax);
    const Value nx = b.add(e.result(), ir::i32(geo_.threads), "in.next");
    b.br(head);
    e.add_incoming(nx, body);
  }

  // ------------------------------------------------------------ one layer

  /// Layer l: its weights into wgt, the products, the activation back into act. Returns l<l>.done.
  Block* layer(Builder& b, int l, Block* head, Block* pred, Block* next) {
    Block* body = fn_->new_block(name("w{}.body", l));
    Block* sync = fn_->new_block(name("l{}.sync", l));
    Block* k = fn_->new_block(name("l{}.k", l));
    Block* done = fn_->new_block(name("l{}.done", l));
    weights(b, l, head, pred, body, sync);
    b.start(sync);
    barrier(b);
    b.br(k);
    std::vector<Value> v = mx_ ? matrix_products(b, l, sync, k, done) : simt_products(b, l, sync, k, done);
    b.start(done);
    barrier(b);
    if (mx_) v = accumulators(b, l, v);
    results(b, l, v);
    b.br(next);
    return done;
  }

  void weights(Builder& b, int l, Block* head, Block* pred, Block* body, Block* sync) {
    const std::string w = name("w{}", l);
    const int ne = mlp_layer_outputs(s_, l) * s_.width / kVec;
    b.start(head);
    Instruction& e = b.phi(kI32, w + ".e");
    e.add_incoming(tid_, pred);
    const Value more = b.icmp_ult(e.result(), ir::i32(ne), w + ".more");
    b.cond_br(more, body, sync);

    b.start(body);
    const Value r = b.udiv(e.result(), ir::i32(s_.width / kVec), w + ".r");
    const Value v = b.urem(e.result(), ir::i32(s_.width / kVec), w + ".v");
    const Value c = b.mul(v, ir::i32(kVec), w + ".c");
    const Value g = b.mul(e.result(), ir::i32(kVec), w + ".g");
    const Value g64 = b.zext(g, kI64, w + ".g64");
    const Value idx = b.add(g64, ir::i64(mlp_weight_offset(s_, l)), w + ".idx");
    const Value p = b.gep(kHalf, P_, idx, w + ".p");
    const Value x = b.load(kVecType, p, 16, w + ".x");
    const Value lr = b.mul(r, ir::i32(geo_.wgt_stride), w + ".lr");
    const Value lo = b.add(lr, c, w + ".l");
    const Value q = lds_ptr(b, *wgt_, lo, w + ".l64", w + ".q");
    b.store(x, q, 16);
    const Value nx = b.add(e.result(), ir::i32(geo_.threads), w + ".next");
    b.br(head);
    e.add_incoming(nx, body);
  }

  /// The loop over k of simt fused multiply-adds; returns V(i, j) row-major.
  std::vector<Value> simt_products(Builder& b, int l, Block* sync, Block* k, Block* done) {
    const std::string p = name("l{}", l);
    b.start(k);
    Instruction& kk = b.phi(kI32, p + ".kk");
    kk.add_incoming(ir::i32(0), sync);
    std::vector<Instruction*> c;
    for (int i = 0; i < geo_.tm; ++i)
      for (int j = 0; j < geo_.tn; ++j) {
        c.push_back(&b.phi(kF32, name("{}.c.{}.{}", p, i, j)));
        c.back()->add_incoming(ir::fp_zero(kF32), sync);
      }
    std::vector<Value> av, bv;
    for (int i = 0; i < geo_.tm; ++i) av.push_back(simt_read(b, p, 'a', i, ab_[i], *act_, kk.result()));
    for (int j = 0; j < geo_.tn; ++j) bv.push_back(simt_read(b, p, 'b', j, bb_[j], *wgt_, kk.result()));
    std::vector<Value> next;
    for (int i = 0; i < geo_.tm; ++i)
      for (int j = 0; j < geo_.tn; ++j)
        next.push_back(
            b.call(*fns_.fmuladd, {av[i], bv[j], c[next.size()]->result()}, name("{}.c.{}.{}.next", p, i, j)));
    const Value kk_next = b.add(kk.result(), ir::i32(1), p + ".kk.next");
    close_k(b, p, kk, kk_next, k, done);
    for (std::size_t n = 0; n < c.size(); ++n) c[n]->add_incoming(next[n], k);
    return next;
  }

  Value simt_read(Builder& b, const std::string& p, char x, int i, Value base, const ir::Global& array, Value kk) {
    const Value o = b.add(base, kk, name("{}.{}o.{}", p, x, i));
    const Value ptr = lds_ptr(b, array, o, name("{}.{}w.{}", p, x, i), name("{}.{}p.{}", p, x, i));
    const Value v = b.load(kHalf, ptr, 2, name("{}.{}v.{}", p, x, i));
    return b.fpext(v, kF32, name("{}.{}f.{}", p, x, i));
  }

  void close_k(Builder& b, const std::string& p, Instruction& kk, Value kk_next, Block* k, Block* done) {
    const Value more = b.icmp_ult(kk_next, ir::i32(s_.width), p + ".kk.more");
    b.cond_br(more, k, done);
    kk.add_incoming(kk_next, k);
  }

  /// One operand's fragments at step kk: per fragment its runs as loaded (bit-cast to i32 where
  /// the intrinsic wants that) and the whole fragment as the AMD calls take it.
  struct Fragments {
    std::vector<std::vector<Value>> runs;
    std::vector<Value> whole;
  };

  Fragments fragments(Builder& b, const std::string& p, char x, Value kk) {
    const bool is_a = x == 'a';
    const spec::FragmentLayout& f = is_a ? mx_->a : mx_->b;
    const int frags = is_a ? 1 : geo_.frags_n;
    const int stride = is_a ? geo_.act_stride : geo_.wgt_stride;
    const ir::Global& array = is_a ? *act_ : *wgt_;
    const Type run = is_a ? mx_types_.run_a : mx_types_.run_b;
    const int align = mlp_run_align(f, stride);
    const std::string xp = name("{}.{}", p, x);
    const Value q = b.add(base_[is_a ? 0 : 1], kk, xp + "q");
    Fragments out;
    for (int fr = 0; fr < frags; ++fr) {
      std::vector<Value> runs;
      for (std::size_t r = 0; r < f.runs.size(); ++r) {
        const int at = fr * mx_->n * stride + f.runs[r].row * stride + f.runs[r].col;
        const Value off = b.add(q, ir::i32(at), name("{}q.{}.{}", xp, fr, r));
        const Value ptr = lds_ptr(b, array, off, name("{}w.{}.{}", xp, fr, r), name("{}p.{}.{}", xp, fr, r));
        Value v = b.load(run, ptr, align, name("{}v.{}.{}", xp, fr, r));
        if (mx_intrinsic_->bits == spec::FragmentBits::Int32PerRun) v = b.bitcast(v, kI32, name("{}x.{}.{}", xp, fr, r));
        runs.push_back(v);
      }
      const Value whole = join_runs(b, *mx_, runs, f.run, name("{}x.{}", xp, fr));
      out.runs.push_back(std::move(runs));
      out.whole.push_back(whole);
    }
    return out;
  }

  /// The loop over k of matrix instructions, one fragment of 16 rows by I.n outputs each; returns
  /// each fragment's accumulators after the last step.
  std::vector<Value> matrix_products(Builder& b, int l, Block* sync, Block* k, Block* done) {
    const std::string p = name("l{}", l);
    b.start(k);
    Instruction& kk = b.phi(kI32, p + ".kk");
    kk.add_incoming(ir::i32(0), sync);
    std::vector<Instruction*> mc;
    for (int j = 0; j < geo_.frags_n; ++j) {
      mc.push_back(&b.phi(mx_types_.acc, name("{}.mc.{}", p, j)));
      mc.back()->add_incoming(ir::zero_initializer(mx_types_.acc), sync);
    }
    const Fragments fa = fragments(b, p, 'a', kk.result());
    const Fragments fb = fragments(b, p, 'b', kk.result());
    std::vector<Value> next;
    for (int j = 0; j < geo_.frags_n; ++j) next.push_back(matrix_call(b, p, j, fa, fb, mc[j]->result()));
    const Value kk_next = b.add(kk.result(), ir::i32(mx_->k), p + ".kk.next");
    close_k(b, p, kk, kk_next, k, done);
    for (int j = 0; j < geo_.frags_n; ++j) mc[j]->add_incoming(next[j], k);
    return next;
  }

  /// V(i, j) row-major: each element the lane holds, out of its fragment's accumulators.
  std::vector<Value> accumulators(Builder& b, int l, const std::vector<Value>& frags) {
    const std::string p = name("l{}", l);
    const int nr = static_cast<int>(geo_.c_rows.size()), nc = static_cast<int>(geo_.c_cols.size());
    std::vector<Value> v;
    for (int i = 0; i < geo_.tm; ++i)
      for (int j = 0; j < geo_.tn; ++j) {
        const int e = fragment_element(mx_->c, geo_.c_rows[i % nr], geo_.c_cols[j % nc]);
        if (e < 0) throw std::logic_error("alpha: the accumulator layout does not cover its own rows and columns");
        const Value& f = frags[j / nc];
        const std::string n = name("{}.acc.{}.{}", p, i, j);
        v.push_back(mx_->call == spec::MatrixCall::MmaSync ? b.extract_value(f, e, n)
                                                           : b.extract_element(f, ir::i32(e), n));
      }
    return v;
  }

  Value matrix_call(Builder& b, const std::string& p, int j, const Fragments& fa, const Fragments& fb, Value c) {
    const std::string result = name("{}.mc.{}.next", p, j);
    const Value A = fa.whole[0], B = fb.whole[j];
    if (mx_->call != spec::MatrixCall::MmaSync)
      return b.call(*fns_.matrix, mx_types_.vector_operands(*mx_, A, B, c), result);
    std::vector<Value> args = fa.runs[0];
    args.insert(args.end(), fb.runs[j].begin(), fb.runs[j].end());
    for (int e = 0; e < mx_->c.elements(); ++e) args.push_back(b.extract_value(c, e, name("{}.mc.{}.{}", p, j, e)));
    return b.call(*fns_.matrix, std::move(args), result);
  }

  // ------------------------------------------------------------ results

  /// In l<l>.done, after its barrier (and the matrix path's extracts): the biases, then per output the activation, rounded to f16 and stored over the row in act.
  void results(Builder& b, int l, const std::vector<Value>& v) {
    const std::string p = name("l{}", l);
    const bool last = l == s_.hidden_layers;
    const Activation act = last ? s_.output_activation : s_.activation;
    std::vector<Value> bias;
    if (s_.bias) {
      const std::int64_t boff = mlp_bias_offset(s_, l);
      for (int j = 0; j < geo_.tn; ++j) {
        Value at = b.add(bc_[j], ir::i32(boff), name("{}.zc.{}", p, j));
        if (last) {
          const Value ok = b.icmp_ult(bc_[j], ir::i32(s_.output_width), name("{}.zok.{}", p, j));
          at = b.select(ok, at, ir::i32(boff), name("{}.zs.{}", p, j));
        }
        const Value w = b.zext(at, kI64, name("{}.zw.{}", p, j));
        const Value ptr = b.gep(kHalf, P_, w, name("{}.zp.{}", p, j));
        const Value z = b.load(kHalf, ptr, 2, name("{}.zv.{}", p, j));
        bias.push_back(b.fpext(z, kF32, name("{}.zf.{}", p, j)));
      }
    }
    for (int i = 0; i < geo_.tm; ++i)
      for (int j = 0; j < geo_.tn; ++j) {
        const std::string q = name(".{}.{}", i, j);
        Value u = v[i * geo_.tn + j];
        if (s_.bias) u = b.fadd(u, bias[j], p + ".y" + q);
        const Value a = mlp_activation(b, act, u, fns_, p, q);
        const Value h = b.fptrunc(a, kHalf, p + ".h" + q);
        const Value o = b.add(ab_[i], bc_[j], p + ".o" + q);
        const Value ptr = lds_ptr(b, *act_, o, p + ".ow" + q, p + ".op" + q);
        b.store(h, ptr, 2);
      }
  }

  // ------------------------------------------------------------ output rows

  /// The block's rows of act's first output_width columns into Y, rows below B only: whole
  /// vectors when Y's rows are as wide as act's, else element by element.
  void output_rows(Builder& b, Block* sync) {
    const bool vec = s_.output_width == s_.width;
    const int ne = vec ? geo_.rows * s_.width / kVec : geo_.rows * s_.output_width;
    const int d = vec ? s_.width / kVec : s_.output_width;
    const Type vt = vec ? kVecType : kHalf;
    const int ax = vec ? 16 : 2;
    Block* head = fn_->new_block("out.head");
    Block* body = fn_->new_block("out.body");
    Block* st = fn_->new_block("out.st");
    Block* step = fn_->new_block("out.step");
    Block* exit = fn_->new_block("exit");
    b.start(sync);
    barrier(b);
    b.br(head);

    b.start(head);
    Instruction& e = b.phi(kI32, "out.e");
    e.add_incoming(tid_, sync);
    const Value more = b.icmp_ult(e.result(), ir::i32(ne), "out.more");
    b.cond_br(more, body, exit);

    b.start(body);
    const Value r = b.udiv(e.result(), ir::i32(d), "out.r");
    const Value v = b.urem(e.result(), ir::i32(d), "out.v");
    const Value c = vec ? b.mul(v, ir::i32(kVec), "out.c") : v;
    const Value lr = b.mul(r, ir::i32(geo_.act_stride), "out.lr");
    const Value l = b.add(lr, c, "out.l");
    const Value q = lds_ptr(b, *act_, l, "out.l64", "out.q");
    const Value x = b.load(vt, q, ax, "out.x");
    const Value g = b.add(row0_, r, "out.g");
    const Value ok = b.icmp_ult(g, B_, "out.ok");
    b.cond_br(ok, st, step);

    b.start(st);
    const Value g64 = b.zext(g, kI64, "out.g64");
    const Value row = b.mul(g64, ir::i64(s_.output_width), "out.row");
    const Value c64 = b.zext(c, kI64, "out.c64");
    const Value idx = b.add(row, c64, "out.idx");
    const Value ptr = b.gep(kHalf, Y_, idx, "out.p");
    b.store(x, ptr, ax);
    b.br(step);

    b.start(step);
    const Value nx = b.add(e.result(), ir::i32(geo_.threads), "out.next");
    b.br(head);
    e.add_incoming(nx, step);

    b.start(exit);
    b.ret_void();
  }

  const spec::Config& config_;
  const spec::MlpSpec& s_;
  const spec::Flavor& flavor_;
  const spec::TargetInfo& target_;
  const IsaLowering lower_;
  const MlpGeometry geo_;
  const std::string kernel_;
  /// Matrix paths: the instruction, its f16 intrinsic and its IR types; mx_ is nullptr on simt.
  const spec::MatrixShape* const mx_;
  const spec::MatrixIntrinsic* mx_intrinsic_ = nullptr;
  MatrixTypes mx_types_{};

  ir::Module m_;
  const ir::Global* act_ = nullptr;
  const ir::Global* wgt_ = nullptr;
  MlpIntrinsics fns_;

  ir::Function* fn_ = nullptr;
  Value X_, P_, Y_, B_;
  Value tid_, row0_;
  Value llo_, lhi_, base_[2];  ///< matrix: the lane's index parts, its A (act) and B (wgt) bases
  std::vector<Value> ab_;      ///< LDS offset of each row a thread (lane) holds: %ab.<i>
  std::vector<Value> bc_, bb_; ///< each output column it holds (%bc.<j>), simt: its weight row (%bb.<j>)
};

}  // namespace

ir::Module build_mlp_module(const spec::Config& config, const spec::Flavor& flavor) {
  if (std::get<spec::MlpSpec>(config.spec).activations == spec::MlpActivations::Registers)
    return build_mlp_registers_module(config, flavor);
  return MlpGenerator(config, flavor).build();
}

}  // namespace paritykit::alpha
