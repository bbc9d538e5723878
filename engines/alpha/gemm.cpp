// The gemm kernel generator: a tiled SIMT GEMM (and, for two_stage split-K, its reduce kernel)
// built through ir::Builder. Names and instruction order follow engines/CONTRACT.md exactly;
// this file decides structure and names, the printer decides every other byte.
#include "gemm.h"

#include <fmt/format.h>

#include <vector>

#include "gemm_geometry.h"
#include "lowering.h"

namespace paritykit::alpha {
namespace {

using ir::Block;
using ir::Builder;
using ir::Instruction;
using ir::Type;
using ir::Value;
using spec::DType;
using spec::SplitMode;

constexpr int kGlobalSpace = 1;  // addrspace of A, B, D, W
constexpr int kLdsSpace = 3;     // addrspace of the LDS tiles
constexpr int kLdsAlign = 16;
constexpr int kReduceBlock = 256;  // threads per reduce workgroup, one output element each

const Type kI1 = Type::int_(1), kI32 = Type::int_(32), kI64 = Type::int_(64), kF32 = Type::float_();

Type ir_type(DType d) { return d == DType::F16 ? Type::half() : d == DType::BF16 ? Type::bfloat() : kF32; }

template <typename... Args>
std::string name(fmt::format_string<Args...> f, Args&&... args) {
  return fmt::format(f, std::forward<Args>(args)...);
}

/// The declared intrinsics, in the module's fixed declaration order.
struct Intrinsics {
  const ir::Function* thread_id_x;
  const ir::Function* block_id[3];
  const ir::Function* barrier;
  const ir::Function* fmuladd;

  static Intrinsics declare(ir::Module& m, const IsaLowering& t) {
    Intrinsics in{};
    in.thread_id_x = &m.declare(t.thread_id_x, kI32, {});
    for (int d = 0; d < 3; ++d) in.block_id[d] = &m.declare(t.block_id[d], kI32, {});
    in.barrier = &m.declare(t.barrier, Type::void_(), {});
    in.fmuladd = &m.declare("llvm.fmuladd.f32", kF32, {kF32, kF32, kF32});
    return in;
  }
};

/// Per-thread values an operand's tile loads reuse every K step, computed once in `entry`.
struct LoadSlots {
  std::vector<Value> row;      ///< %x.r<l>: tile row (along `outer`) of load l
  std::vector<Value> col;      ///< %x.i<l>: first tile column (along `inner`) of load l
  std::vector<Value> lds_ptr;  ///< %x.q<l>: LDS address of load l
  Value ld64;                  ///< leading dimension as i64
  Value aligned;               ///< ld % vector == 0 (only when vector > 1)
};

/// Builds one module. The main kernel is built in contract order: entry, K loop header, tile
/// loads of A then B, barrier, inner product, K step, epilogue, exit.
class GemmGenerator {
 public:
  GemmGenerator(const spec::Config& c, const spec::Flavor& f)
      : config_(c), g_(std::get<spec::GemmSpec>(c.spec)), flavor_(f), target_(*spec::find_target(c.target)),
        lower_(isa_lowering(target_.isa)), geo_(GemmGeometry::of(g_, target_)),
        kernel_(name("paritykit_gemm_{}", c.id)), split_(g_.split != SplitMode::None),
        two_stage_(g_.split == SplitMode::TwoStage) {}

  ir::Module build() {
    m_.header_comments.push_back(
        name("paritykit gemm config {}, flavor {}, target {}", config_.id, flavor_.name, config_.target));
    m_.source_filename = name("paritykit.gemm.{}", config_.id);
    m_.triple = target_.triple;
    for (const OperandTile* o : {&geo_.a, &geo_.b})
      lds_[o->name == 'b'] = &m_.add_global(name("{}.lds_{}", kernel_, o->name), kLdsSpace,
                                            Type::array(o->lds_elements(), ir_type(o->dtype)), kLdsAlign);
    in_ = Intrinsics::declare(m_, lower_);
    main_kernel();
    if (two_stage_) reduce_kernel();
    return std::move(m_);
  }

 private:
  // ------------------------------------------------------------ shared pieces

  ir::Function& define_kernel(std::string fn_name, std::vector<ir::Argument> args, int threads) {
    ir::Function& fn = m_.define(std::move(fn_name), lower_.cc, Type::void_(), std::move(args));
    if (!lower_.workgroup_size_attribute.empty())
      fn.attribute_group =
          m_.add_attribute_group({{std::string(lower_.workgroup_size_attribute), name("{0},{0}", threads)}});
    return fn;
  }

  static ir::Argument global_ptr(std::string arg_name, bool readonly) {
    const unsigned attrs = ir::kNoAlias | ir::kNoCapture | (readonly ? ir::kReadOnly : 0u);
    return {std::move(arg_name), Type::ptr(kGlobalSpace), attrs};
  }

  void barrier(Builder& b) {
    if (lower_.fenced_barrier) {
      b.fence("workgroup", ir::Ordering::Release);
      b.call(*in_.barrier, {});
      b.fence("workgroup", ir::Ordering::Acquire);
    } else {
      b.call(*in_.barrier, {});
    }
  }

  /// A device-scope relaxed float add; AMDGPU also promises no fine-grained memory, which lets
  /// the backend use the hardware atomic instead of a CAS loop.
  void atomic_add(Builder& b, Value ptr, Value v, int align, std::string result) {
    Instruction& a = b.atomic_fadd(ptr, v, target_.atomic_scope, ir::Ordering::Monotonic, align, std::move(result));
    if (lower_.atomic_metadata.empty()) return;
    if (fine_grained_node_ < 0) fine_grained_node_ = m_.add_empty_metadata_node();
    a.metadata.push_back({lower_.atomic_metadata, fine_grained_node_});
  }

  // ------------------------------------------------------------ main kernel

  Value origin(Axis axis) const { return axis == Axis::M ? m0_ : axis == Axis::N ? n0_ : k0_; }
  /// Upper bound of valid indices along an axis; K stops at this workgroup's split end.
  Value bound(Axis axis) const { return axis == Axis::M ? M_ : axis == Axis::N ? N_ : kbound_; }
  /// Global extent of an axis, i.e. the leading dimension of an operand whose inner axis it is.
  Value global_extent(Axis axis) const { return axis == Axis::M ? M_ : axis == Axis::N ? N_ : K_; }
  /// LDS element stride of a step along `axis` in operand tile `o`.
  static int lds_stride(const OperandTile& o, Axis axis) { return o.outer == axis ? o.row_stride() : 1; }

  void main_kernel() {
    ir::Function& fn = define_kernel(
        kernel_,
        {global_ptr("A", true), global_ptr("B", true), global_ptr(two_stage_ ? "W" : "D", false),
         {"M", kI32, 0}, {"N", kI32, 0}, {"K", kI32, 0}},
        geo_.threads);
    fn_ = &fn;
    A_ = fn.arg(0), B_ = fn.arg(1), out_ = fn.arg(2), M_ = fn.arg(3), N_ = fn.arg(4), K_ = fn.arg(5);
    Builder b(fn);
    Block* entry = fn.new_block("entry");
    Block* kloop = fn.new_block("kloop");
    Block* kstep = fn.new_block("kstep");
    Block* epi = fn.new_block("epi");
    exit_ = fn.new_block("exit");

    b.start(entry);
    entry_values(b);
    b.br(kloop);

    b.start(kloop);
    Instruction& k0 = b.phi(kI32, "k0");
    k0.add_incoming(split_ ? kbeg_ : ir::i32(0), entry);
    k0_ = k0.result();
    std::vector<Instruction*> acc;
    for (int i = 0; i < geo_.tm; ++i)
      for (int j = 0; j < geo_.tn; ++j) {
        acc.push_back(&b.phi(kF32, name("acc.{}.{}", i, j)));
        acc.back()->add_incoming(ir::fp_zero(kF32), entry);
      }
    Value more = b.icmp_ult(k0_, kbound_, "kmore");
    Block* a_check = fn.new_block("a.check");
    Block* b_check = fn.new_block("b.check");
    Block* sync = fn.new_block("sync");
    b.cond_br(more, a_check, epi);

    tile_load(b, geo_.a, slots_a_, a_check, b_check);
    tile_load(b, geo_.b, slots_b_, b_check, sync);

    b.start(sync);
    barrier(b);
    Block* inner = fn.new_block("inner");
    b.br(inner);
    std::vector<Value> next = inner_product(b, inner, sync, acc, kstep);

    b.start(kstep);
    barrier(b);
    Value k0_next = b.add(k0_, ir::i32(g_.tile_k), "k0.next");
    b.br(kloop);
    k0.add_incoming(k0_next, kstep);
    for (std::size_t n = 0; n < acc.size(); ++n) acc[n]->add_incoming(next[n], kstep);
    acc_.clear();
    for (Instruction* phi : acc) acc_.push_back(phi->result());

    b.start(epi);
    epilogue(b);
    b.start(exit_);
    b.ret_void();
  }

  void entry_values(Builder& b) {
    tid_ = b.call(*in_.thread_id_x, {}, "tid");
    const Value bx = b.call(*in_.block_id[0], {}, "bx");
    const Value by = b.call(*in_.block_id[1], {}, "by");
    if (split_) bz_ = b.call(*in_.block_id[2], {}, "bz");
    const Value ty = b.udiv(tid_, ir::i32(geo_.grid_cols), "ty");
    const Value tx = b.urem(tid_, ir::i32(geo_.grid_cols), "tx");
    m0_ = b.mul(by, ir::i32(g_.tile_m), "m0");
    n0_ = b.mul(bx, ir::i32(g_.tile_n), "n0");
    kbound_ = K_;
    if (split_) split_range(b);
    operand_slots(b, geo_.a, slots_a_);
    operand_slots(b, geo_.b, slots_b_);
    for (int i = 0; i < geo_.tm; ++i) {
      ar_.push_back(b.add(ty, ir::i32(i * geo_.grid_rows), name("ar.{}", i)));
      ab_.push_back(b.mul(ar_[i], ir::i32(lds_stride(geo_.a, Axis::M)), name("ab.{}", i)));
    }
    // With column pairs a thread owns columns 2*tx, 2*tx+1, then the same a grid-width later.
    const int group = geo_.column_group;
    const Value txc = b.mul(tx, ir::i32(group), "txc");
    for (int j = 0; j < geo_.tn; ++j) {
      const int offset = (j / group) * geo_.grid_cols * group + j % group;
      bc_.push_back(b.add(txc, ir::i32(offset), name("bc.{}", j)));
      bb_.push_back(b.mul(bc_[j], ir::i32(lds_stride(geo_.b, Axis::N)), name("bb.{}", j)));
    }
  }

  /// This workgroup's K range: ceil(K tiles / degree) tiles starting at bz times that; the end
  /// is clamped to K, and a range starting past K runs no iterations.
  void split_range(Builder& b) {
    const Value ktiles_add = b.add(K_, ir::i32(g_.tile_k - 1), "ktiles.add");
    const Value ktiles = b.udiv(ktiles_add, ir::i32(g_.tile_k), "ktiles");
    const Value kper_add = b.add(ktiles, ir::i32(g_.split_degree - 1), "kper.add");
    const Value kper = b.udiv(kper_add, ir::i32(g_.split_degree), "kper");
    const Value kspan = b.mul(kper, ir::i32(g_.tile_k), "kspan");
    kbeg_ = b.mul(bz_, kspan, "kbeg");
    const Value raw = b.add(kbeg_, kspan, "kend.raw");
    const Value lt = b.icmp_ult(raw, K_, "kend.lt");
    kbound_ = b.select(lt, raw, K_, "kend");
  }

  /// Thread tid's vector loads of one operand tile: load l covers vector slot tid + l*threads,
  /// numbered row-major over (rows) x (contiguous / vector).
  void operand_slots(Builder& b, const OperandTile& o, LoadSlots& s) {
    const char x = o.name;
    const int per_row = o.contiguous / o.vector;
    const int loads = o.vector_loads() / geo_.threads;
    const Value lds = lds_[x == 'b']->ref();
    for (int l = 0; l < loads; ++l) {
      const Value slot = b.add(tid_, ir::i32(l * geo_.threads), name("{}.c{}", x, l));
      s.row.push_back(b.udiv(slot, ir::i32(per_row), name("{}.r{}", x, l)));
      const Value vcol = b.urem(slot, ir::i32(per_row), name("{}.v{}", x, l));
      s.col.push_back(b.mul(vcol, ir::i32(o.vector), name("{}.i{}", x, l)));
      const Value row_off = b.mul(s.row[l], ir::i32(o.row_stride()), name("{}.lr{}", x, l));
      const Value off = b.add(row_off, s.col[l], name("{}.l{}", x, l));
      const Value off64 = b.zext(off, kI64, name("{}.lx{}", x, l));
      s.lds_ptr.push_back(b.gep(ir_type(o.dtype), lds, off64, name("{}.q{}", x, l)));
    }
    const Value ld = global_extent(o.inner);
    s.ld64 = b.zext(ld, kI64, name("{}.ld64", x));
    if (o.vector > 1) {
      const Value rem = b.urem(ld, ir::i32(o.vector), name("{}.ldrem", x));
      s.aligned = b.icmp_eq(rem, ir::i32(0), name("{}.aligned", x));
    }
  }

  /// Global -> LDS copy of one operand tile for the current k0. The fast path (tile fully in
  /// bounds and the leading dimension a multiple of the vector) moves whole vectors; the slow
  /// path moves single elements, reading index 0 and storing zero where out of bounds.
  void tile_load(Builder& b, const OperandTile& o, const LoadSlots& s, Block* check, Block* next) {
    const char x = o.name;
    const Type elem = ir_type(o.dtype);
    const int size = spec::size_of(o.dtype);
    const Value base = x == 'a' ? A_ : B_;
    const Value outer0 = origin(o.outer), inner0 = origin(o.inner);
    const Value outer_bound = bound(o.outer), inner_bound = bound(o.inner);

    b.start(check);
    const Value oend = b.add(outer0, ir::i32(o.rows), name("{}.oend", x));
    const Value ofull = b.icmp_ule(oend, outer_bound, name("{}.ofull", x));
    const Value iend = b.add(inner0, ir::i32(o.contiguous), name("{}.iend", x));
    const Value ifull = b.icmp_ule(iend, inner_bound, name("{}.ifull", x));
    Value full;
    if (o.vector > 1) {
      const Value inb = b.and_(ofull, ifull, name("{}.inb", x));
      full = b.and_(inb, s.aligned, name("{}.full", x));
    } else {
      full = b.and_(ofull, ifull, name("{}.full", x));
    }
    Block* fast = fn_->new_block(name("{}.fast", x));
    Block* slow = fn_->new_block(name("{}.slow", x));
    b.cond_br(full, fast, slow);

    b.start(fast);
    const Type vty = o.vector > 1 ? Type::vector(o.vector, elem) : elem;
    for (std::size_t l = 0; l < s.row.size(); ++l) {
      const Value oi = b.add(outer0, s.row[l], name("{}.f{}.o", x, l));
      const Value ii = b.add(inner0, s.col[l], name("{}.f{}.i", x, l));
      const Value oi64 = b.zext(oi, kI64, name("{}.f{}.o64", x, l));
      const Value row = b.mul(oi64, s.ld64, name("{}.f{}.row", x, l));
      const Value ii64 = b.zext(ii, kI64, name("{}.f{}.i64", x, l));
      const Value idx = b.add(row, ii64, name("{}.f{}.idx", x, l));
      const Value p = b.gep(elem, base, idx, name("{}.f{}.p", x, l));
      const Value v = b.load(vty, p, o.vector_bytes(), name("{}.f{}.v", x, l));
      b.store(v, s.lds_ptr[l], o.vector_bytes());
    }
    b.br(next);

    b.start(slow);
    for (std::size_t l = 0; l < s.row.size(); ++l) {
      const Value oi = b.add(outer0, s.row[l], name("{}.s{}.o", x, l));
      const Value ook = b.icmp_ult(oi, outer_bound, name("{}.s{}.ook", x, l));
      const Value oi64 = b.zext(oi, kI64, name("{}.s{}.o64", x, l));
      const Value row = b.mul(oi64, s.ld64, name("{}.s{}.row", x, l));
      const Value ib = b.add(inner0, s.col[l], name("{}.s{}.ib", x, l));
      for (int e = 0; e < o.vector; ++e) {
        const std::string p = name("{}.s{}.{}", x, l, e);
        const Value ii = b.add(ib, ir::i32(e), p + ".i");
        const Value iok = b.icmp_ult(ii, inner_bound, p + ".iok");
        const Value ok = b.and_(ook, iok, p + ".ok");
        const Value ii64 = b.zext(ii, kI64, p + ".i64");
        const Value idx = b.add(row, ii64, p + ".idx");
        const Value safe = b.select(ok, idx, ir::i64(0), p + ".safe");
        const Value gp = b.gep(elem, base, safe, p + ".p");
        const Value got = b.load(elem, gp, size, p + ".x");
        const Value v = b.select(ok, got, ir::fp_zero(elem), p + ".v");
        const Value q = b.gep(elem, s.lds_ptr[l], ir::i64(e), p + ".q");
        b.store(v, q, size);
      }
    }
    b.br(next);
  }

  /// The tile_k-step loop over the LDS tiles; returns the accumulators after the last step.
  std::vector<Value> inner_product(Builder& b, Block* inner, Block* sync, const std::vector<Instruction*>& acc,
                                   Block* kstep) {
    b.start(inner);
    Instruction& kk = b.phi(kI32, "kk");
    kk.add_incoming(ir::i32(0), sync);
    std::vector<Instruction*> c;
    for (int i = 0; i < geo_.tm; ++i)
      for (int j = 0; j < geo_.tn; ++j) {
        c.push_back(&b.phi(kF32, name("c.{}.{}", i, j)));
        c.back()->add_incoming(acc[c.size() - 1]->result(), sync);
      }
    const Value ak = b.mul(kk.result(), ir::i32(lds_stride(geo_.a, Axis::K)), "ak");
    const Value bk = b.mul(kk.result(), ir::i32(lds_stride(geo_.b, Axis::K)), "bk");
    const std::vector<Value> av = lds_reads(b, geo_.a, ab_, ak);
    const std::vector<Value> bv = lds_reads(b, geo_.b, bb_, bk);
    std::vector<Value> next;
    for (int i = 0; i < geo_.tm; ++i)
      for (int j = 0; j < geo_.tn; ++j)
        next.push_back(b.call(*in_.fmuladd, {av[i], bv[j], c[next.size()]->result()}, name("c.{}.{}.next", i, j)));
    const Value kk_next = b.add(kk.result(), ir::i32(1), "kk.next");
    const Value kk_more = b.icmp_ult(kk_next, ir::i32(g_.tile_k), "kk.more");
    b.cond_br(kk_more, inner, kstep);
    kk.add_incoming(kk_next, inner);
    for (std::size_t n = 0; n < c.size(); ++n) c[n]->add_incoming(next[n], inner);
    return next;
  }

  /// One element per thread row (A) or column (B) at step kk, widened to float.
  std::vector<Value> lds_reads(Builder& b, const OperandTile& o, const std::vector<Value>& bases, Value kofs) {
    const char x = o.name;
    const Type elem = ir_type(o.dtype);
    std::vector<Value> out;
    for (std::size_t i = 0; i < bases.size(); ++i) {
      const Value off = b.add(bases[i], kofs, name("{}o.{}", x, i));
      const Value off64 = b.zext(off, kI64, name("{}w.{}", x, i));
      const Value p = b.gep(elem, lds_[x == 'b']->ref(), off64, name("{}p.{}", x, i));
      Value v = b.load(elem, p, spec::size_of(o.dtype), name("{}v.{}", x, i));
      if (o.dtype != DType::F32) v = b.fpext(v, kF32, name("{}f.{}", x, i));
      out.push_back(v);
    }
    return out;
  }

  /// Row/column bounds, then one guarded store (or atomic add) per accumulator, chained
  /// through blocks e.<i>.<j> in row-major order and ending at `exit`.
  void epilogue(Builder& b) {
    const Value n64 = b.zext(N_, kI64, "N64");
    for (int i = 0; i < geo_.tm; ++i) {
      const Value er = b.add(m0_, ar_[i], name("er.{}", i));
      erok_.push_back(b.icmp_ult(er, M_, name("erok.{}", i)));
      const Value er64 = b.zext(er, kI64, name("er64.{}", i));
      erow_.push_back(b.mul(er64, n64, name("erow.{}", i)));
    }
    for (int j = 0; j < geo_.tn; ++j) {
      const Value ec = b.add(n0_, bc_[j], name("ec.{}", j));
      ecok_.push_back(b.icmp_ult(ec, N_, name("ecok.{}", j)));
      ec64_.push_back(b.zext(ec, kI64, name("ec64.{}", j)));
    }
    Value base = out_;
    if (two_stage_) {
      // Workspace plane bz holds this split's partial D.
      const Value m64 = b.zext(M_, kI64, "M64");
      const Value bz64 = b.zext(bz_, kI64, "bz64");
      const Value plane = b.mul(m64, n64, "wplane");
      const Value ofs = b.mul(bz64, plane, "wofs");
      base = b.gep(kF32, out_, ofs, "Dz");
    }
    if (geo_.column_group == 2) {
      const Value rem = b.and_(N_, ir::i32(1), "nrem");
      neven_ = b.icmp_eq(rem, ir::i32(0), "neven");
    }
    Block* head = fn_->new_block("e.0.0");
    b.br(head);
    const DType out_dtype = two_stage_ ? DType::F32 : g_.out;
    const int per_row = geo_.tn / geo_.column_group;
    for (int i = 0; i < geo_.tm; ++i)
      for (int j = 0; j < per_row; ++j) {
        Block* next = j + 1 < per_row   ? fn_->new_block(name("e.{}.{}", i, j + 1))
                      : i + 1 < geo_.tm ? fn_->new_block(name("e.{}.0", i + 1))
                                        : exit_;
        b.start(head);
        if (geo_.column_group == 2)
          store_pair(b, i, j, next);
        else
          store_one(b, i, j, base, out_dtype, next);
        head = next;
      }
  }

  void store_one(Builder& b, int i, int j, Value base, DType dtype, Block* next) {
    const Type ty = ir_type(dtype);
    const Value ok = b.and_(erok_[i], ecok_[j], name("eok.{}.{}", i, j));
    Block* store = fn_->new_block(name("es.{}.{}", i, j));
    b.cond_br(ok, store, next);
    b.start(store);
    const Value idx = b.add(erow_[i], ec64_[j], name("eidx.{}.{}", i, j));
    const Value p = b.gep(ty, base, idx, name("eptr.{}.{}", i, j));
    Value v = acc_[i * geo_.tn + j];
    if (dtype != DType::F32) v = b.fptrunc(v, ty, name("ev.{}.{}", i, j));
    if (g_.split == SplitMode::Atomic)
      atomic_add(b, p, v, spec::size_of(dtype), name("ea.{}.{}", i, j));
    else
      b.store(v, p, spec::size_of(dtype));
    b.br(next);
  }

  /// Packed 16-bit atomics: columns (2p, 2p+1) in one <2 x T> add when both are in range and N
  /// is even (so the pair is 4-byte aligned); otherwise each column on its own. Only mode
  /// atomic packs, so the output is always %D, never a workspace.
  void store_pair(Builder& b, int i, int p, Block* next) {
    const Type ty = ir_type(g_.out);
    const int j0 = 2 * p, j1 = 2 * p + 1;
    const Value ok0 = b.and_(erok_[i], ecok_[j1], name("pok0.{}.{}", i, p));
    const Value ok = b.and_(ok0, neven_, name("pok.{}.{}", i, p));
    Block* packed = fn_->new_block(name("epk.{}.{}", i, p));
    Block* half0 = fn_->new_block(name("eh.{}.{}", i, j0));
    Block* half1 = fn_->new_block(name("eh.{}.{}", i, j1));
    b.cond_br(ok, packed, half0);

    b.start(packed);
    const Value idx = b.add(erow_[i], ec64_[j0], name("pidx.{}.{}", i, p));
    const Value ptr = b.gep(ty, out_, idx, name("pptr.{}.{}", i, p));
    const Value lo = b.fptrunc(acc_[i * geo_.tn + j0], ty, name("pl.{}.{}", i, p));
    const Value hi = b.fptrunc(acc_[i * geo_.tn + j1], ty, name("ph.{}.{}", i, p));
    const Type pair = Type::vector(2, ty);
    const Value v0 = b.insert_element(ir::poison(pair), lo, ir::i32(0), name("pv0.{}.{}", i, p));
    const Value v = b.insert_element(v0, hi, ir::i32(1), name("pv.{}.{}", i, p));
    atomic_add(b, ptr, v, 2 * spec::size_of(g_.out), name("pa.{}.{}", i, p));
    b.br(next);

    for (const auto& [j, after] : {std::pair{j0, half1}, std::pair{j1, next}}) {
      b.start(j == j0 ? half0 : half1);
      const Value hok = b.and_(erok_[i], ecok_[j], name("hok.{}.{}", i, j));
      Block* store = fn_->new_block(name("ehs.{}.{}", i, j));
      b.cond_br(hok, store, after);
      b.start(store);
      const Value hidx = b.add(erow_[i], ec64_[j], name("hidx.{}.{}", i, j));
      if (target_.packed_half_atomics) {
        add_in_pair(b, i, j, hidx);
      } else {
        const Value hptr = b.gep(ty, out_, hidx, name("hptr.{}.{}", i, j));
        const Value hv = b.fptrunc(acc_[i * geo_.tn + j], ty, name("hv.{}.{}", i, j));
        atomic_add(b, hptr, hv, spec::size_of(g_.out), name("ha.{}.{}", i, j));
      }
      b.br(after);
    }
  }

  /// Where a packed 16-bit add is native, a lone column still goes out packed: a scalar 16-bit
  /// atomicrmw fadd would be a compare-and-swap loop. Element `idx` takes lane idx & 1 of the
  /// 4-byte-aligned pair at idx & ~1; the other lane adds -0.0, which changes no value it can hold.
  /// At the last element of an odd-sized D the pair reaches the 2 bytes after D (engines/CONTRACT.md, section 7).
  void add_in_pair(Builder& b, int i, int j, Value idx) {
    const Type ty = ir_type(g_.out);
    const Type pair = Type::vector(2, ty);
    const Value lane = b.and_(idx, ir::i64(1), name("hlane.{}.{}", i, j));
    const Value even = b.and_(idx, ir::i64(-2), name("hpair.{}.{}", i, j));
    const Value ptr = b.gep(ty, out_, even, name("hptr.{}.{}", i, j));
    const Value v = b.fptrunc(acc_[i * geo_.tn + j], ty, name("hv.{}.{}", i, j));
    const Value pv = b.insert_element(ir::fp_neg_zero(pair), v, lane, name("hpv.{}.{}", i, j));
    atomic_add(b, ptr, pv, 2 * spec::size_of(g_.out), name("ha.{}.{}", i, j));
  }

  // ------------------------------------------------------------ reduce kernel

  /// D[idx] = sum over s of W[s*M*N + idx], one element per thread, summed in split order.
  void reduce_kernel() {
    ir::Function& fn = define_kernel(kernel_ + "_reduce",
                                     {global_ptr("W", true), global_ptr("D", false), {"M", kI32, 0}, {"N", kI32, 0}},
                                     kReduceBlock);
    const Value W = fn.arg(0), D = fn.arg(1), M = fn.arg(2), N = fn.arg(3);
    Builder b(fn);
    Block* sum = fn.new_block("sum");
    Block* exit = fn.new_block("exit");
    b.start(fn.new_block("entry"));
    const Value tid = b.call(*in_.thread_id_x, {}, "tid");
    const Value bx = b.call(*in_.block_id[0], {}, "bx");
    const Value bx64 = b.zext(bx, kI64, "bx64");
    const Value tid64 = b.zext(tid, kI64, "tid64");
    const Value first = b.mul(bx64, ir::i64(kReduceBlock), "base");
    const Value idx = b.add(first, tid64, "idx");
    const Value m64 = b.zext(M, kI64, "M64");
    const Value n64 = b.zext(N, kI64, "N64");
    const Value total = b.mul(m64, n64, "total");
    const Value inb = b.icmp_ult(idx, total, "inb");
    b.cond_br(inb, sum, exit);

    b.start(sum);
    Value acc;
    for (int s = 0; s < g_.split_degree; ++s) {
      const Value plane = b.mul(total, ir::i64(s), name("w{}.o", s));
      const Value at = b.add(plane, idx, name("w{}.i", s));
      const Value p = b.gep(kF32, W, at, name("w{}.p", s));
      const Value v = b.load(kF32, p, 4, name("w{}.v", s));
      acc = s == 0 ? v : b.fadd(acc, v, name("sum{}", s));
    }
    const Type oty = ir_type(g_.out);
    if (g_.out != DType::F32) acc = b.fptrunc(acc, oty, "out.v");
    const Value out = b.gep(oty, D, idx, "out.p");
    b.store(acc, out, spec::size_of(g_.out));
    b.br(exit);
    b.start(exit);
    b.ret_void();
  }

  const spec::Config& config_;
  const spec::GemmSpec& g_;
  const spec::Flavor& flavor_;
  const spec::TargetInfo& target_;
  const IsaLowering& lower_;
  const GemmGeometry geo_;
  const std::string kernel_;
  const bool split_, two_stage_;

  ir::Module m_;
  Intrinsics in_{};
  const ir::Global* lds_[2] = {nullptr, nullptr};  // A, B
  int fine_grained_node_ = -1;

  // Main-kernel values that later stages refer to.
  ir::Function* fn_ = nullptr;
  Block* exit_ = nullptr;
  Value A_, B_, out_, M_, N_, K_;
  Value tid_, bz_, m0_, n0_, k0_, kbeg_, kbound_;
  LoadSlots slots_a_, slots_b_;
  std::vector<Value> ar_, ab_, bc_, bb_;  // per-thread row/column and their LDS bases
  std::vector<Value> acc_;                // the K loop's accumulator phis, row-major
  std::vector<Value> erok_, erow_, ecok_, ec64_;
  Value neven_;
};

}  // namespace

ir::Module build_gemm_module(const spec::Config& config, const spec::Flavor& flavor) {
  return GemmGenerator(config, flavor).build();
}

}  // namespace paritykit::alpha
