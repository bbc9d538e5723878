// The register-resident mlp kernel (`activations: registers`, engines/CONTRACT_MLP.md section 9):
// each wave keeps its 16 batch rows in the matrix operand that the previous layer's accumulators
// already match lane for lane (B on AMD, A on mma.sync), so a layer's f16 results become the next
// layer's operand without LDS or a cross-lane move; only the weights pass through LDS, one
// 16-row piece of a layer at a time. Names and instruction order follow the contract exactly.
#include <stdexcept>
#include <vector>

#include "gemm_geometry.h"
#include "lowering.h"
#include "matrix_types.h"
#include "mlp.h"
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

using namespace mlp_ir;

constexpr int kPieceRows = 16;  // rows of W_l one piece stages in LDS

/// One matrix operand of one k-step in a lane: its runs (mma.sync's arguments) and the whole
/// fragment (the AMD calls' vector: the one run, or two runs joined).
struct Operand {
  std::vector<Value> runs;
  Value whole;
};

class MlpRegistersGenerator {
 public:
  MlpRegistersGenerator(const spec::Config& c, const spec::Flavor& f)
      : config_(c), s_(std::get<spec::MlpSpec>(c.spec)), flavor_(f), target_(*spec::find_target(c.target)),
        lower_(isa_lowering(target_.isa, f)), geo_(MlpGeometry::of(s_, target_)),
        kernel_(name("paritykit_mlp_{}", c.id)), mx_(*geo_.instruction),
        intrinsic_(*mx_.intrinsic(spec::DType::F16)), types_(MatrixTypes::of(mx_, intrinsic_, f)),
        mma_(mx_.call == spec::MatrixCall::MmaSync), x_is_a_(mlp_activations_operand_is_a(mx_)),
        fx_(x_is_a_ ? mx_.a : mx_.b), fw_(x_is_a_ ? mx_.b : mx_.a), fc_(mx_.c),
        run_x_(x_is_a_ ? types_.run_a : types_.run_b), run_w_(x_is_a_ ? types_.run_b : types_.run_a),
        nh_(x_is_a_ ? mx_.n : mx_.m), ks_(s_.width / mx_.k), pf_(kPieceRows / nh_), sw_(geo_.wgt_stride),
        ec_(fc_.elements()) {}

  ir::Module build() {
    start_mlp_module(m_, config_, flavor_, target_);
    wgt_ = &m_.add_global(kernel_ + ".wgt", kLdsSpace, Type::array(geo_.wgt_rows * sw_, kHalf), kLdsAlign);
    fns_ = declare_mlp_intrinsics(m_, lower_, s_, &mx_, &intrinsic_, types_);
    kernel();
    return std::move(m_);
  }

 private:
  void kernel() {
    ir::Function& fn = define_mlp_kernel(m_, lower_, kernel_, geo_.threads);
    fn_ = &fn;
    X_ = fn.arg(0), P_ = fn.arg(1), Y_ = fn.arg(2), B_ = fn.arg(3);
    Builder b(fn);
    Block* entry = fn.new_block("entry");
    Block* in = fn.new_block("in");
    b.start(entry);
    entry_values(b);
    b.br(in);
    b.start(in);
    std::vector<Operand> x = input_operand(b);
    // `open` is the block being filled; the next block's code branches out of it.
    Block* open = in;
    std::vector<Value> h;
    for (int l = 0; l <= s_.hidden_layers; ++l) {
      std::vector<Value> acc;
      for (int p = 0; p < mlp_layer_outputs(s_, l) / kPieceRows; ++p) open = piece(b, l, p, open, x, &acc);
      Block* e = fn.new_block(name("e{}", l));
      b.br(e);
      b.start(e);
      h = results(b, l, acc);
      if (l < s_.hidden_layers) x = next_operand(b, l, h);
      open = e;
    }
    output_rows(b, h);
  }

  // ------------------------------------------------------------ entry

  Value row_part(const spec::FragmentLayout& f) const { return f.row_from_lo ? llo_ : lhi_; }
  Value col_part(const spec::FragmentLayout& f) const { return f.row_from_lo ? lhi_ : llo_; }

  void entry_values(Builder& b) {
    tid_ = b.call(*fns_.thread_id_x, {}, "tid");
    const Value bx = b.call(*fns_.block_id_x, {}, "bx");
    row0_ = b.mul(bx, ir::i32(geo_.rows), "row0");
    const Value wave = b.udiv(tid_, ir::i32(geo_.wave), "wave");
    const Value lane = b.urem(tid_, ir::i32(geo_.wave), "lane");
    const Value wrow = b.mul(wave, ir::i32(16), "wrow");
    llo_ = b.urem(lane, ir::i32(fc_.lane_split), "llo");
    lhi_ = b.udiv(lane, ir::i32(fc_.lane_split), "lhi");
    const Value xr = b.mul(row_part(fx_), ir::i32(fx_.row_scale), "xr");
    xk_ = b.mul(col_part(fx_), ir::i32(fx_.col_scale), "xk");
    const Value xwr = b.add(wrow, xr, "xwr");
    xg_ = b.add(row0_, xwr, "xg");
    const Value wr = b.mul(row_part(fw_), ir::i32(fw_.row_scale), "wr");
    const Value wk = b.mul(col_part(fw_), ir::i32(fw_.col_scale), "wk");
    const Value wo = b.mul(wr, ir::i32(sw_), "wo");
    wbase_ = b.add(wo, wk, "wbase");
    const Value cr = b.mul(row_part(fc_), ir::i32(fc_.row_scale), "cr");
    const Value cc = b.mul(col_part(fc_), ir::i32(fc_.col_scale), "cc");
    // C's batch rows are its columns on AMD (C = W H^T), its rows on mma.sync (C = H W^T).
    const Value cwr = b.add(wrow, x_is_a_ ? cr : cc, "cwr");
    ob_ = b.add(row0_, cwr, "ob");
    nb_ = x_is_a_ ? cc : cr;
  }

  // ------------------------------------------------------------ the activations operand

  /// The whole fragment of the runs of k-step `s`, joined where the AMD call takes two runs as
  /// one vector (named `joined`).
  Operand operand(Builder& b, std::vector<Value> runs, const spec::FragmentLayout& f, const std::string& joined) {
    const Value whole = join_runs(b, mx_, runs, f.run, joined);
    return {std::move(runs), whole};
  }

  /// Layer 0's operand from X, per k-step: the lane's rows and k, zero past B (and past
  /// input_width when X's rows are narrower than the layer).
  std::vector<Operand> input_operand(Builder& b) {
    const int nr = static_cast<int>(fx_.runs.size());
    std::vector<Value> ok, row;
    for (int r = 0; r < nr; ++r) {
      const Value g = b.add(xg_, ir::i32(fx_.runs[r].row), name("in.g.{}", r));
      ok.push_back(b.icmp_ult(g, B_, name("in.ok.{}", r)));
      const Value g64 = b.zext(g, kI64, name("in.g64.{}", r));
      row.push_back(b.mul(g64, ir::i64(s_.input_width), name("in.row.{}", r)));
    }
    const bool vec = s_.input_width == s_.width;
    std::vector<Operand> x;
    for (int s = 0; s < ks_; ++s) {
      std::vector<Value> runs;
      for (int r = 0; r < nr; ++r) {
        const int k = s * mx_.k + fx_.runs[r].col;
        runs.push_back(vec ? input_vector(b, s, r, k, ok[r], row[r]) : input_elements(b, s, r, k, ok[r], row[r]));
      }
      x.push_back(operand(b, std::move(runs), fx_, name("x0.x.{}", s)));
    }
    return x;
  }

  Value input_vector(Builder& b, int s, int r, int k, Value ok, Value row) {
    const std::string q = name(".{}.{}", s, r);
    const Value c = b.add(xk_, ir::i32(k), "in.c" + q);
    const Value c64 = b.zext(c, kI64, "in.c64" + q);
    const Value idx = b.add(row, c64, "in.idx" + q);
    const Value safe = b.select(ok, idx, ir::i64(0), "in.safe" + q);
    const Value p = b.gep(kHalf, X_, safe, "in.p" + q);
    const Value v = b.load(run_x_, p, 2 * fx_.run, "in.x" + q);
    return b.select(ok, v, ir::zero_initializer(run_x_), "x0.v" + q);
  }

  Value input_elements(Builder& b, int s, int r, int k, Value row_ok, Value row) {
    Value v = ir::poison(run_x_);
    for (int w = 0; w < fx_.run; ++w) {
      const std::string q = name(".{}.{}.{}", s, r, w);
      const Value c = b.add(xk_, ir::i32(k + w), "in.c" + q);
      const Value cok = b.icmp_ult(c, ir::i32(s_.input_width), "in.cok" + q);
      const Value ok = b.and_(row_ok, cok, "in.ok" + q);
      const Value c64 = b.zext(c, kI64, "in.c64" + q);
      const Value idx = b.add(row, c64, "in.idx" + q);
      const Value safe = b.select(ok, idx, ir::i64(0), "in.safe" + q);
      const Value p = b.gep(kHalf, X_, safe, "in.p" + q);
      const Value x = b.load(kHalf, p, 2, "in.x" + q);
      const Value e = b.select(ok, x, ir::fp_zero(kHalf), "in.e" + q);
      v = b.insert_element(v, e, ir::i32(w), w + 1 == fx_.run ? name("x0.v.{}.{}", s, r) : "x0.i" + q);
    }
    return v;
  }

  // ------------------------------------------------------------ one piece of a layer

  /// Piece p of layer l: its 16 rows of W_l into wgt (c<l>.<p>.head, .body), then its fragments'
  /// products over every k-step (m<l>.<p>), appended to `acc`. Returns m<l>.<p>, left open.
  Block* piece(Builder& b, int l, int p, Block* pred, const std::vector<Operand>& x, std::vector<Value>* acc) {
    const std::string c = name("c{}.{}", l, p);
    Block* head = fn_->new_block(c + ".head");
    Block* body = fn_->new_block(c + ".body");
    Block* m = fn_->new_block(name("m{}.{}", l, p));
    b.br(head);

    b.start(head);
    Instruction& e = b.phi(kI32, c + ".e");
    e.add_incoming(tid_, pred);
    const Value more = b.icmp_ult(e.result(), ir::i32(2 * s_.width), c + ".more");
    b.cond_br(more, body, m);

    b.start(body);
    const Value r = b.udiv(e.result(), ir::i32(s_.width / kVec), c + ".r");
    const Value v = b.urem(e.result(), ir::i32(s_.width / kVec), c + ".v");
    const Value col = b.mul(v, ir::i32(kVec), c + ".c");
    const Value g = b.mul(e.result(), ir::i32(kVec), c + ".g");
    const Value g64 = b.zext(g, kI64, c + ".g64");
    const std::int64_t first = mlp_weight_offset(s_, l) + static_cast<std::int64_t>(kPieceRows) * p * s_.width;
    const Value idx = b.add(g64, ir::i64(first), c + ".idx");
    const Value gp = b.gep(kHalf, P_, idx, c + ".gp");
    const Value w = b.load(kVecType, gp, 16, c + ".x");
    const Value lr = b.mul(r, ir::i32(sw_), c + ".lr");
    const Value lo = b.add(lr, col, c + ".l");
    const Value l64 = b.zext(lo, kI64, c + ".l64");
    const Value q = b.gep(kHalf, wgt_->ref(), l64, c + ".q");
    b.store(w, q, 16);
    const Value nx = b.add(e.result(), ir::i32(geo_.threads), c + ".next");
    b.br(head);
    e.add_incoming(nx, body);

    b.start(m);
    mlp_barrier(b, lower_, fns_);
    for (int qf = 0; qf < pf_; ++qf) acc->push_back(fragment_products(b, l, p * pf_ + qf, qf, x));
    // The second barrier keeps the next piece's copy from overwriting what a slower wave reads.
    mlp_barrier(b, lower_, fns_);
    return m;
  }

  /// Fragment f (the piece's q-th) over every k-step; returns its last step's accumulators.
  Value fragment_products(Builder& b, int l, int f, int q, const std::vector<Operand>& x) {
    const int align = mlp_run_align(fw_, sw_);
    Value prev = ir::zero_initializer(types_.acc);
    for (int s = 0; s < ks_; ++s) {
      const std::string m = name("m{}.{}.{}", l, f, s);
      std::vector<Value> runs;
      for (std::size_t r = 0; r < fw_.runs.size(); ++r) {
        const int at = (q * nh_ + fw_.runs[r].row) * sw_ + s * mx_.k + fw_.runs[r].col;
        const Value o = b.add(wbase_, ir::i32(at), name("{}.q.{}", m, r));
        const Value o64 = b.zext(o, kI64, name("{}.w.{}", m, r));
        const Value ptr = b.gep(kHalf, wgt_->ref(), o64, name("{}.p.{}", m, r));
        runs.push_back(b.load(run_w_, ptr, align, name("{}.v.{}", m, r)));
      }
      const Operand w = operand(b, std::move(runs), fw_, m + ".x");
      prev = product(b, name("acc{}.{}", l, f), s, w, x[s], prev);
    }
    return prev;
  }

  /// %acc<l>.<f>.<s> = the instruction on the weights `w` and the activations `x` of step s, on
  /// the previous step's accumulators (zero at s = 0).
  Value product(Builder& b, const std::string& acc, int s, const Operand& w, const Operand& x, Value prev) {
    const std::string result = name("{}.{}", acc, s);
    const Operand& a = x_is_a_ ? x : w;
    const Operand& bo = x_is_a_ ? w : x;
    if (!mma_) return b.call(*fns_.matrix, types_.vector_operands(mx_, a.whole, bo.whole, prev), result);
    std::vector<Value> args = a.runs;
    args.insert(args.end(), bo.runs.begin(), bo.runs.end());
    for (int e = 0; e < ec_; ++e)
      args.push_back(s == 0 ? ir::fp_zero(kF32) : b.extract_value(prev, e, name("{}.{}.{}", acc, s - 1, e)));
    return b.call(*fns_.matrix, std::move(args), result);
  }

  // ------------------------------------------------------------ a layer's results

  /// Accumulator element `e`'s neuron offset in the lane's block of a fragment (NO(e)).
  int neuron_offset(int e) const {
    const spec::FragmentLayout::Offset& run = fc_.runs[static_cast<std::size_t>(e / fc_.run)];
    return (x_is_a_ ? run.col : run.row) + e % fc_.run;
  }

  /// In e<l>: each fragment's accumulators, the bias, the activation, rounded to f16; returns
  /// %e<l>.h.<f>.<e>, fragment-major.
  std::vector<Value> results(Builder& b, int l, const std::vector<Value>& acc) {
    const std::string p = name("e{}", l);
    std::vector<Value> v;
    for (std::size_t f = 0; f < acc.size(); ++f)
      for (int e = 0; e < ec_; ++e) {
        const std::string n = name("{}.v.{}.{}", p, f, e);
        v.push_back(mma_ ? b.extract_value(acc[f], e, n) : b.extract_element(acc[f], ir::i32(e), n));
      }
    const spec::Activation act = l < s_.hidden_layers ? s_.activation : s_.output_activation;
    const std::int64_t boff = mlp_bias_offset(s_, l);
    std::vector<Value> h;
    for (std::size_t f = 0; f < acc.size(); ++f)
      for (int e = 0; e < ec_; ++e) {
        const std::string q = name(".{}.{}", f, e);
        Value u = v[h.size()];
        if (s_.bias) {
          const std::int64_t at = boff + static_cast<std::int64_t>(f) * nh_ + neuron_offset(e);
          const Value zc = b.add(nb_, ir::i32(at), p + ".zc" + q);
          const Value zw = b.zext(zc, kI64, p + ".zw" + q);
          const Value zp = b.gep(kHalf, P_, zw, p + ".zp" + q);
          const Value zv = b.load(kHalf, zp, 2, p + ".zv" + q);
          const Value zf = b.fpext(zv, kF32, p + ".zf" + q);
          u = b.fadd(u, zf, p + ".y" + q);
        }
        const Value a = mlp_activation(b, act, u, fns_, p, q);
        h.push_back(b.fptrunc(a, kHalf, p + ".h" + q));
      }
    return h;
  }

  /// The accumulator element that holds element w of run r of the activations operand (section
  /// 9, "Orientation"): at the run's batch row, column w when the operand is A; row w, column 0
  /// when it is B.
  int operand_element(int r, int w) const {
    const int row = x_is_a_ ? fx_.runs[static_cast<std::size_t>(r)].row : w;
    const int e = fragment_element(fc_, row, x_is_a_ ? w : 0);
    if (e < 0) throw std::logic_error("alpha: the accumulator does not hold the activations operand's element");
    return e;
  }

  /// Layer l + 1's operand, per k-step, out of layer l's f16 results in the same lane.
  std::vector<Operand> next_operand(Builder& b, int l, const std::vector<Value>& h) {
    const std::string x = name("x{}", l + 1);
    std::vector<Operand> out;
    for (int s = 0; s < ks_; ++s) {
      std::vector<Value> runs;
      for (std::size_t r = 0; r < fx_.runs.size(); ++r) {
        const int f = (s * mx_.k + fx_.runs[r].col) / nh_;
        Value v = ir::poison(run_x_);
        for (int w = 0; w < fx_.run; ++w) {
          const Value el = h[static_cast<std::size_t>(f * ec_ + operand_element(static_cast<int>(r), w))];
          v = b.insert_element(v, el, ir::i32(w),
                               w + 1 == fx_.run ? name("{}.v.{}.{}", x, s, r) : name("{}.i.{}.{}.{}", x, s, r, w));
        }
        runs.push_back(v);
      }
      out.push_back(operand(b, std::move(runs), fx_, name("{}.x.{}", x, s)));
    }
    return out;
  }

  // ------------------------------------------------------------ output rows

  /// One o.<c>, s.<c> pair per accumulator run (each run one batch row): the row's bound check,
  /// then its FC.run consecutive neurons of every fragment as one vector store.
  void output_rows(Builder& b, const std::vector<Value>& h) {
    const int nc = static_cast<int>(fc_.runs.size());
    const int frags = s_.output_width / nh_;
    const Type vt = Type::vector(fc_.run, kHalf);
    std::vector<Block*> o, st;
    for (int c = 0; c < nc; ++c) {
      o.push_back(fn_->new_block(name("o.{}", c)));
      st.push_back(fn_->new_block(name("s.{}", c)));
    }
    Block* exit = fn_->new_block("exit");
    b.br(o[0]);
    for (int c = 0; c < nc; ++c) {
      const spec::FragmentLayout::Offset& run = fc_.runs[static_cast<std::size_t>(c)];
      const int rb = x_is_a_ ? run.row : run.col, rn = x_is_a_ ? run.col : run.row;
      Block* next = c + 1 < nc ? o[c + 1] : exit;
      b.start(o[c]);
      const Value g = b.add(ob_, ir::i32(rb), name("o.g.{}", c));
      const Value ok = b.icmp_ult(g, B_, name("o.ok.{}", c));
      b.cond_br(ok, st[c], next);

      b.start(st[c]);
      const Value g64 = b.zext(g, kI64, name("s.g64.{}", c));
      const Value row = b.mul(g64, ir::i64(s_.output_width), name("s.row.{}", c));
      for (int f = 0; f < frags; ++f) {
        const std::string q = name(".{}.{}", c, f);
        Value v = ir::poison(vt);
        for (int w = 0; w < fc_.run; ++w)
          v = b.insert_element(v, h[static_cast<std::size_t>(f * ec_ + c * fc_.run + w)], ir::i32(w),
                               w + 1 == fc_.run ? "s.v" + q : name("s.i{}.{}", q, w));
        const Value n = b.add(nb_, ir::i32(f * nh_ + rn), "s.n" + q);
        const Value n64 = b.zext(n, kI64, "s.n64" + q);
        const Value idx = b.add(row, n64, "s.idx" + q);
        const Value p = b.gep(kHalf, Y_, idx, "s.p" + q);
        b.store(v, p, 2 * fc_.run);
      }
      b.br(next);
    }
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
  const spec::MatrixShape& mx_;           ///< I
  const spec::MatrixIntrinsic& intrinsic_;  ///< INT
  const MatrixTypes types_;
  const bool mma_;     ///< mma.sync: runs as arguments, a struct of accumulators
  const bool x_is_a_;  ///< OX = a (mma.sync), else OX = b
  const spec::FragmentLayout &fx_, &fw_, &fc_;  ///< FX, FW, FC
  const Type run_x_, run_w_;                    ///< RT(FX), RT(FW)
  const int nh_;   ///< NH: neurons per accumulator fragment
  const int ks_;   ///< KS: k-steps per layer
  const int pf_;   ///< PF: fragments per 16-row piece
  const int sw_;   ///< SW: the LDS row stride of a weight piece
  const int ec_;   ///< EC: accumulators per fragment and lane

  ir::Module m_;
  const ir::Global* wgt_ = nullptr;
  MlpIntrinsics fns_;

  ir::Function* fn_ = nullptr;
  Value X_, P_, Y_, B_;
  Value tid_, row0_, llo_, lhi_;
  Value xk_, xg_;  ///< the lane's first k and first batch row of the activations operand
  Value wbase_;    ///< the lane's offset into a weight piece
  Value ob_;       ///< the lane's first batch row of the accumulators
  Value nb_;       ///< NB: the lane's neuron base in a fragment
};

}  // namespace

ir::Module build_mlp_registers_module(const spec::Config& config, const spec::Flavor& flavor) {
  return MlpRegistersGenerator(config, flavor).build();
}

}  // namespace paritykit::alpha
