// The gemm kernel generator: a tiled GEMM whose inner product is SIMT fused multiply-adds or a
// matrix instruction (wmma, mfma, mma), and for two_stage split-K its reduce kernel, built
// through ir::Builder. Names and instruction order follow engines/CONTRACT.md exactly;
// this file decides structure and names, the printer decides every other byte.
#include "gemm.h"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "gemm_geometry.h"
#include "lowering.h"
#include "matrix_types.h"
#include "wgrad_geometry.h"

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

const Type kI1 = Type::int_(1), kI32 = Type::int_(32), kI64 = Type::int_(64), kF32 = Type::float_();

Type ir_type(DType d) { return d == DType::F16 ? Type::half() : d == DType::BF16 ? Type::bfloat() : kF32; }

template <typename... Args>
std::string name(fmt::format_string<Args...> f, Args&&... args) {
  return fmt::format(f, std::forward<Args>(args)...);
}

/// The declared intrinsics, in the module's fixed declaration order: the ids, the barrier, then
/// the inner product's one intrinsic (fmuladd on simt, the matrix instruction otherwise).
struct Intrinsics {
  const ir::Function* thread_id_x;
  const ir::Function* block_id[3];
  const ir::Function* barrier;
  const ir::Function* fmuladd;  ///< simt only
  const ir::Function* matrix;   ///< matrix paths only
  const ir::Function* async_copy[2];  ///< async K loop only: A's chunk copy, B's (the same when equal)
  const ir::Function* async_wait;     ///< async K loop only

  /// `chunk_a`, `chunk_b`: the async K loop's chunk bytes per operand, 0 without it.
  static Intrinsics declare(ir::Module& m, const IsaLowering& t, const spec::MatrixShape* shape,
                            const spec::MatrixIntrinsic* intrinsic, const MatrixTypes& types, int chunk_a,
                            int chunk_b) {
    Intrinsics in{};
    in.thread_id_x = &m.declare(t.thread_id_x, kI32, {});
    for (int d = 0; d < 3; ++d) in.block_id[d] = &m.declare(t.block_id[d], kI32, {});
    in.barrier = &m.declare(t.barrier, Type::void_(), {});
    if (shape)
      in.matrix = &m.declare(intrinsic->name, types.acc, types.params(*shape));
    else
      in.fmuladd = &m.declare("llvm.fmuladd.f32", kF32, {kF32, kF32, kF32});
    if (chunk_a) {
      const std::vector<Type> params = {Type::ptr(kGlobalSpace), Type::ptr(kLdsSpace), kI32, kI32};
      in.async_copy[0] = &m.declare(name("{}{}", t.async_copy_stem, 8 * chunk_a), Type::void_(), params);
      in.async_copy[1] = chunk_b == chunk_a ? in.async_copy[0]
                                            : &m.declare(name("{}{}", t.async_copy_stem, 8 * chunk_b), Type::void_(),
                                                         params);
      in.async_wait = &m.declare(t.async_wait, Type::void_(), {Type::int_(16)});
    }
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
  /// conv_wgrad's X tile only: per load, its first column j and that column's channel, and the
  /// tap's row and column offsets into the image (%b.j<l>, %b.cc<l>, %b.th<l>, %b.tw<l>).
  std::vector<Value> col_j, col_channel, tap_h, tap_w;
};

/// What problem a kernel's operands come from. A gemm reads A, B and writes D as its parameters
/// say; conv_wgrad (engines/CONTRACT_WGRAD.md) computes the gemm sizes and the group's pointers
/// in `entry` and gathers its B tile from the image X.
struct ProblemBinding {
  const char* family;                        ///< names the module, its source and its kernels
  const spec::ConvWgradSpec* conv = nullptr;  ///< the convolution, for conv_wgrad
};

/// Builds one module. The main kernel is built in contract order: entry, K loop header, tile
/// loads of A then B, barrier, inner product, K step, epilogue, exit.
class GemmGenerator {
 public:
  GemmGenerator(const spec::Config& c, const spec::GemmSpec& g, const ProblemBinding& binding, const spec::Flavor& f)
      : config_(c), g_(g), binding_(binding), conv_(binding.conv), flavor_(f), target_(*spec::find_target(c.target)),
        lower_(isa_lowering(target_.isa)),
        geo_(GemmGeometry::of(g_, target_, binding.conv ? wgrad_lds_order(*binding.conv) : LdsOrder::Global)),
        kernel_(name("paritykit_{}_{}", binding.family, c.id)), split_(g_.split != SplitMode::None),
        two_stage_(g_.split == SplitMode::TwoStage), double_buffer_(g_.k_loop == spec::KLoop::DoubleBuffer),
        async_(g_.k_loop == spec::KLoop::Async), pingpong_(conv_ && async_),
        stages_(double_buffer_ || pingpong_ ? 2 : 1),
        mx_(g_.math == spec::Math::Simt ? nullptr : geo_.instruction) {
    if (mx_) {
      mx_intrinsic_ = mx_->intrinsic(g_.a);
      mx_types_ = MatrixTypes::of(*mx_, *mx_intrinsic_);
    }
  }

  ir::Module build() {
    m_.header_comments.push_back(
        name("paritykit {} config {}, flavor {}, target {}", binding_.family, config_.id, flavor_.name, config_.target));
    m_.source_filename = name("paritykit.{}.{}", binding_.family, config_.id);
    m_.triple = target_.triple;
    for (const OperandTile* o : {&geo_.a, &geo_.b})
      lds_[o->name == 'b'] = &m_.add_global(name("{}.lds_{}", kernel_, o->name), kLdsSpace,
                                            Type::array(stages_ * o->lds_elements(), ir_type(o->dtype)), kLdsAlign);
    if (g_.epilogue == spec::Epilogue::Cshuffle)
      lds_c_ = &m_.add_global(name("{}.lds_c", kernel_), kLdsSpace,
                              Type::array(g_.tile_m * (g_.tile_n + g_.vector_c), ir_type(staged_dtype())), kLdsAlign);
    in_ = Intrinsics::declare(m_, lower_, mx_, mx_intrinsic_, mx_types_, async_ ? geo_.a.vector_bytes() : 0,
                              async_ ? geo_.b.vector_bytes() : 0);
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
  static int lds_stride(const OperandTile& o, Axis axis) { return o.lds_outer() == axis ? o.row_stride() : 1; }

  void main_kernel() {
    std::vector<ir::Argument> args;
    if (conv_) {
      args = {global_ptr("dY", true), global_ptr("X", true), global_ptr(two_stage_ ? "W" : "dW", false)};
      for (const char* size : {"n", "h", "w", "c", "k", "r", "s", "p", "q"}) args.push_back({size, kI32, 0});
    } else {
      args = {global_ptr("A", true), global_ptr("B", true), global_ptr(two_stage_ ? "W" : "D", false),
              {"M", kI32, 0}, {"N", kI32, 0}, {"K", kI32, 0}};
    }
    ir::Function& fn = define_kernel(kernel_, std::move(args), geo_.threads);
    fn_ = &fn;
    if (conv_) {
      for (int a = 0; a < 9; ++a) conv_size_[a] = fn.arg(3 + a);
      out_ = fn.arg(2);  // the workspace W; modes none and atomic replace it by the group's %D
    } else {
      A_ = fn.arg(0), B_ = fn.arg(1), out_ = fn.arg(2), M_ = fn.arg(3), N_ = fn.arg(4), K_ = fn.arg(5);
    }
    Builder b(fn);
    Block* entry = fn.new_block("entry");
    b.start(entry);
    entry_values(b);
    for (int x = 0; x < 2; ++x) lds_read_[x] = lds_[x]->ref();
    Block* epi = fn.new_block("epi");
    exit_ = fn.new_block("exit");
    if (double_buffer_) {
      double_buffer_loop(b, epi);
    } else if (pingpong_) {
      async_pingpong_loop(b, epi);
    } else {
      sync_loop(b, entry, epi);
    }

    b.start(epi);
    if (mx_) matrix_extract(b);
    epilogue(b);
    b.start(exit_);
    b.ret_void();
  }

  /// The kloop header entered from `from` with %k0 = `first`: the K phi, with double_buffer the
  /// stage phi, the accumulator phis, and the test that leaves for `epi`. Returns the phis whose
  /// back edges the caller adds: k0, then stage (or nullptr), then the accumulators in `acc`.
  struct LoopHeader {
    Instruction* k0;
    Instruction* stage;
    std::vector<Instruction*> acc;
    Value more;
  };
  LoopHeader loop_header(Builder& b, Block* kloop, Block* from, Value first) {
    LoopHeader h{};
    b.start(kloop);
    h.k0 = &b.phi(kI32, "k0");
    h.k0->add_incoming(first, from);
    k0_ = h.k0->result();
    if (stages_ == 2) {
      h.stage = &b.phi(kI32, "stage");
      h.stage->add_incoming(ir::i32(0), from);
    }
    if (mx_) {
      for (int i = 0; i < geo_.frags_m; ++i)
        for (int j = 0; j < geo_.frags_n; ++j) {
          h.acc.push_back(&b.phi(mx_types_.acc, name("macc.{}.{}", i, j)));
          h.acc.back()->add_incoming(ir::zero_initializer(mx_types_.acc), from);
        }
    } else {
      for (int i = 0; i < geo_.tm; ++i)
        for (int j = 0; j < geo_.tn; ++j) {
          h.acc.push_back(&b.phi(kF32, name("acc.{}.{}", i, j)));
          h.acc.back()->add_incoming(ir::fp_zero(kF32), from);
        }
    }
    h.more = b.icmp_ult(k0_, kbound_, "kmore");
    return h;
  }

  /// Closes the K loop: the back edges from kstep and the accumulators the epilogue reads.
  void close_loop(const LoopHeader& h, Block* kstep, Value k0_next, const std::vector<Value>& next) {
    h.k0->add_incoming(k0_next, kstep);
    for (std::size_t n = 0; n < h.acc.size(); ++n) h.acc[n]->add_incoming(next[n], kstep);
    acc_.clear();
    for (Instruction* phi : h.acc) acc_.push_back(phi->result());
  }

  /// One LDS stage: per K step the tile loads, a barrier, the inner loop and a barrier.
  void sync_loop(Builder& b, Block* entry, Block* epi) {
    Block* kloop = fn_->new_block("kloop");
    b.br(kloop);
    const LoopHeader h = loop_header(b, kloop, entry, split_ ? kbeg_ : ir::i32(0));
    Block* sync;
    Block* kstep;
    if (async_) {
      const std::vector<Block*> a_chunks = chunk_blocks(slots_a_, "a");
      const std::vector<Block*> b_chunks = chunk_blocks(slots_b_, "b");
      sync = fn_->new_block("sync");
      kstep = fn_->new_block("kstep");
      b.cond_br(h.more, a_chunks.front(), epi);
      async_tile_load(b, geo_.a, slots_a_, "a", slots_a_.lds_ptr, a_chunks, b_chunks.front());
      async_tile_load(b, geo_.b, slots_b_, "b", slots_b_.lds_ptr, b_chunks, sync);
      b.start(sync);
      b.call(*in_.async_wait, {ir::const_int(16, 0)});
    } else {
      Block* a_check = fn_->new_block("a.check");
      Block* b_check = fn_->new_block("b.check");
      sync = fn_->new_block("sync");
      kstep = fn_->new_block("kstep");
      b.cond_br(h.more, a_check, epi);
      tile_load(b, geo_.a, slots_a_, a_check, b_check);
      tile_load(b, geo_.b, slots_b_, b_check, sync);
      b.start(sync);
    }
    barrier(b);
    Block* inner = fn_->new_block("inner");
    b.br(inner);
    const std::vector<Value> next = inner_loop(b, inner, sync, h.acc, kstep);
    b.start(kstep);
    barrier(b);
    const Value k0_next = b.add(k0_, ir::i32(g_.tile_k), "k0.next");
    b.br(kloop);
    close_loop(h, kstep, k0_next, next);
  }

  std::vector<Value> inner_loop(Builder& b, Block* inner, Block* from, const std::vector<Instruction*>& acc,
                                Block* to) {
    return mx_ ? matrix_product(b, inner, from, acc, to) : inner_product(b, inner, from, acc, to);
  }

  /// Two LDS stages: the first tile goes to stage 0 before the loop; each K step then loads the
  /// next tile into registers, runs the inner loop on the current stage, stores the registers
  /// into the other stage and meets one barrier, so the global loads overlap the math.
  void double_buffer_loop(Builder& b, Block* epi) {
    const Value first = split_ ? kbeg_ : ir::i32(0);
    Block* a_check = fn_->new_block("a.check");
    Block* b_check = fn_->new_block("b.check");
    Block* psync = fn_->new_block("psync");
    b.br(a_check);
    k0_ = first;
    tile_load(b, geo_.a, slots_a_, a_check, b_check);
    tile_load(b, geo_.b, slots_b_, b_check, psync);
    b.start(psync);
    barrier(b);
    Block* kloop = fn_->new_block("kloop");
    b.br(kloop);
    const LoopHeader h = loop_header(b, kloop, psync, first);
    Block* kpre = fn_->new_block("kpre");
    b.cond_br(h.more, kpre, epi);

    b.start(kpre);
    const NextTile nt = next_tile_values(b, h);
    const Value k0_next = nt.k0_next, knext = nt.knext;
    const Value* other64 = nt.other64;
    Block* an_check = fn_->new_block("an.check");
    Block* bn_check = fn_->new_block("bn.check");
    Block* compute = fn_->new_block("compute");
    b.cond_br(knext, an_check, compute);
    const Value loop_k0 = k0_;
    k0_ = k0_next;
    const std::vector<Value> ra = register_load(b, geo_.a, slots_a_, an_check, bn_check);
    const std::vector<Value> rb = register_load(b, geo_.b, slots_b_, bn_check, compute);
    k0_ = loop_k0;

    b.start(compute);
    std::vector<Value> kept[2];
    for (int n = 0; n < 2; ++n) {
      const OperandTile& o = n ? geo_.b : geo_.a;
      const std::vector<Value>& r = n ? rb : ra;
      for (std::size_t l = 0; l < r.size(); ++l) {
        Instruction& phi = b.phi(r[l].type, name("{}n.k{}", o.name, l));
        phi.add_incoming(r[l], join_b_);
        phi.add_incoming(ir::poison(r[l].type), kpre);
        kept[n].push_back(phi.result());
      }
    }
    Block* inner = fn_->new_block("inner");
    b.br(inner);
    Block* kafter = fn_->new_block("kafter");
    const std::vector<Value> next = inner_loop(b, inner, compute, h.acc, kafter);

    b.start(kafter);
    Block* kput = fn_->new_block("kput");
    Block* kstep = fn_->new_block("kstep");
    b.cond_br(knext, kput, kstep);
    b.start(kput);
    for (int n = 0; n < 2; ++n) {
      const OperandTile& o = n ? geo_.b : geo_.a;
      const LoadSlots& s = n ? slots_b_ : slots_a_;
      for (std::size_t l = 0; l < kept[n].size(); ++l) {
        const Value w = b.gep(ir_type(o.dtype), s.lds_ptr[l], other64[n], name("{}.w{}", o.name, l));
        store_slot(b, o, kept[n][l], name("{}n.k{}", o.name, l), w);
      }
    }
    b.br(kstep);
    b.start(kstep);
    barrier(b);
    const Value stage_next = b.sub(ir::i32(1), h.stage->result(), "stage.next");
    b.br(kloop);
    h.stage->add_incoming(stage_next, kstep);
    close_loop(h, kstep, k0_next, next);
  }

  /// The next K tile's origin %k0.next, whether it exists (%knext), and both operands' stages:
  /// the one the inner loop reads (lds_read_, %<x>.lds) and the other one's offset (%<x>.oth64).
  struct NextTile {
    Value k0_next, knext, other64[2];
  };
  NextTile next_tile_values(Builder& b, const LoopHeader& h) {
    NextTile t;
    t.k0_next = b.add(k0_, ir::i32(g_.tile_k), "k0.next");
    t.knext = b.icmp_ult(t.k0_next, kbound_, "knext");
    for (const OperandTile* o : {&geo_.a, &geo_.b}) {
      const char x = o->name;
      const int n = x == 'b';
      const Value cur = b.mul(h.stage->result(), ir::i32(o->lds_elements()), name("{}.cur", x));
      const Value cur64 = b.zext(cur, kI64, name("{}.cur64", x));
      lds_read_[n] = b.gep(ir_type(o->dtype), lds_[n]->ref(), cur64, name("{}.lds", x));
      const Value other = b.sub(ir::i32(o->lds_elements()), cur, name("{}.oth", x));
      t.other64[n] = b.zext(other, kI64, name("{}.oth64", x));
    }
    return t;
  }

  /// conv_wgrad's async ping-pong loop (engines/CONTRACT_WGRAD.md section 7): the first tile's
  /// copies go to stage 0 before the loop; each K step waits for this wave's copies, meets the one
  /// barrier (every wave's copies have landed, and every wave is done reading the other stage),
  /// issues the next tile's copies into the other stage and runs the inner loop on this one.
  void async_pingpong_loop(Builder& b, Block* epi) {
    const Value first = split_ ? kbeg_ : ir::i32(0);
    const CopyBlocks pa = copy_blocks(geo_.a, slots_a_, "a"), pb = copy_blocks(geo_.b, slots_b_, "b");
    Block* pdone = fn_->new_block("pdone");
    b.br(pa.entry);
    k0_ = first;
    wgrad_async_copy(b, geo_.a, slots_a_, "a", slots_a_.lds_ptr, pa, pb.entry);
    wgrad_async_copy(b, geo_.b, slots_b_, "b", slots_b_.lds_ptr, pb, pdone);
    b.start(pdone);
    Block* kloop = fn_->new_block("kloop");
    b.br(kloop);
    const LoopHeader h = loop_header(b, kloop, pdone, first);
    Block* kwait = fn_->new_block("kwait");
    b.cond_br(h.more, kwait, epi);

    b.start(kwait);
    b.call(*in_.async_wait, {ir::const_int(16, 0)});
    barrier(b);
    const NextTile nt = next_tile_values(b, h);
    std::vector<Value> dest[2];
    for (int n = 0; n < 2; ++n) {
      const OperandTile& o = n ? geo_.b : geo_.a;
      const LoadSlots& s = n ? slots_b_ : slots_a_;
      for (std::size_t l = 0; l < s.lds_ptr.size(); ++l)
        dest[n].push_back(b.gep(ir_type(o.dtype), s.lds_ptr[l], nt.other64[n], name("{}.w{}", o.name, l)));
    }
    const CopyBlocks na = copy_blocks(geo_.a, slots_a_, "an"), nb = copy_blocks(geo_.b, slots_b_, "bn");
    Block* compute = fn_->new_block("compute");
    b.cond_br(nt.knext, na.entry, compute);
    const Value loop_k0 = k0_;
    k0_ = nt.k0_next;
    wgrad_async_copy(b, geo_.a, slots_a_, "an", dest[0], na, nb.entry);
    wgrad_async_copy(b, geo_.b, slots_b_, "bn", dest[1], nb, compute);
    k0_ = loop_k0;

    b.start(compute);
    Block* inner = fn_->new_block("inner");
    b.br(inner);
    Block* kstep = fn_->new_block("kstep");
    const std::vector<Value> next = inner_loop(b, inner, compute, h.acc, kstep);
    b.start(kstep);
    const Value stage_next = b.sub(ir::i32(1), h.stage->result(), "stage.next");
    b.br(kloop);
    h.stage->add_incoming(stage_next, kstep);
    close_loop(h, kstep, nt.k0_next, next);
  }

  /// The blocks of one operand's copy in the ping-pong loop, created up front so that the block
  /// before can branch to `entry`: with vectors <p>.load (the alignment test) and <p>.slow.
  struct CopyBlocks {
    Block* entry;
    Block* load = nullptr;
    std::vector<Block*> chunks;
    Block* slow = nullptr;
  };
  CopyBlocks copy_blocks(const OperandTile& o, const LoadSlots& s, const std::string& p) {
    CopyBlocks c{};
    if (o.vector > 1) c.load = fn_->new_block(p + ".load");
    c.chunks = chunk_blocks(s, p);
    if (o.vector > 1) c.slow = fn_->new_block(p + ".slow");
    c.entry = c.load ? c.load : c.chunks.front();
    return c;
  }

  /// conv_wgrad's async copy of one operand tile at origin k0_ into `dest` (one LDS pointer per
  /// slot): with vectors, a runtime channel run off the vector sends the whole tile down the
  /// element-wise slow path, since its chunks would straddle it.
  void wgrad_async_copy(Builder& b, const OperandTile& o, const LoadSlots& s, const std::string& p,
                        const std::vector<Value>& dest, const CopyBlocks& c, Block* next) {
    if (c.load) {
      b.start(c.load);
      b.cond_br(s.aligned, c.chunks.front(), c.slow);
    }
    async_tile_load(b, o, s, p, dest, c.chunks, next);
    if (!c.slow) return;
    b.start(c.slow);
    slow_tile(b, o, s, p, dest);
    b.br(next);
  }

  /// The next tile of one operand (origin k0_) from global memory into registers: the fast
  /// path's vector loads, or the slow path's guarded element loads (zero where out of bounds)
  /// gathered into the same vector type, joined by phis in <x>n.join. Returns the joined values.
  std::vector<Value> register_load(Builder& b, const OperandTile& o, const LoadSlots& s, Block* check, Block* next) {
    const std::string x = name("{}n", o.name);
    const Type elem = ir_type(o.dtype);
    const Type vty = o.vector > 1 ? Type::vector(o.vector, elem) : elem;

    b.start(check);
    const Value full = slot_full(b, o, s, x);
    Block* fast = fn_->new_block(x + ".fast");
    Block* slow = fn_->new_block(x + ".slow");
    Block* join = fn_->new_block(x + ".join");
    b.cond_br(full, fast, slow);

    b.start(fast);
    std::vector<Value> fv;
    for (std::size_t l = 0; l < s.row.size(); ++l) fv.push_back(slot_vector(b, o, s, l, name("{}.f{}", x, l)));
    b.br(join);

    b.start(slow);
    std::vector<Value> sv;
    for (std::size_t l = 0; l < s.row.size(); ++l) {
      Value gathered = ir::poison(vty);
      slow_slot(b, o, s, l, name("{}.s{}", x, l), [&](int e, Value v, const std::string& p) {
        gathered = o.vector > 1 ? b.insert_element(gathered, v, ir::i32(e), p + ".g") : v;
      });
      sv.push_back(gathered);
    }
    b.br(join);

    b.start(join);
    std::vector<Value> joined;
    for (std::size_t l = 0; l < s.row.size(); ++l) {
      Instruction& phi = b.phi(vty, name("{}.r{}", x, l));
      phi.add_incoming(fv[l], fast);
      phi.add_incoming(sv[l], slow);
      joined.push_back(phi.result());
    }
    b.br(next);
    join_b_ = join;
    return joined;
  }

  void entry_values(Builder& b) {
    tid_ = b.call(*in_.thread_id_x, {}, "tid");
    const Value bx = b.call(*in_.block_id[0], {}, "bx");
    const Value by = b.call(*in_.block_id[1], {}, "by");
    if (conv_) {
      bz_ = b.call(*in_.block_id[2], {}, "bz");
      conv_entry(b);
    } else if (split_) {
      bz_ = b.call(*in_.block_id[2], {}, "bz");
    }
    Value ty, tx;
    if (!mx_) {
      ty = b.udiv(tid_, ir::i32(geo_.grid_cols), "ty");
      tx = b.urem(tid_, ir::i32(geo_.grid_cols), "tx");
    }
    m0_ = b.mul(by, ir::i32(g_.tile_m), "m0");
    n0_ = b.mul(bx, ir::i32(g_.tile_n), "n0");
    kbound_ = K_;
    if (split_) split_range(b);
    operand_slots(b, geo_.a, slots_a_);
    operand_slots(b, geo_.b, slots_b_);
    if (mx_) return matrix_bases(b);
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
    // conv_wgrad's z index also numbers the group: its slice is kz.
    kbeg_ = b.mul(conv_ ? kz_ : bz_, kspan, "kbeg");
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
      // The slot's first element: its row and column in LDS are its global ones, or swapped.
      const Value lds_row = o.transposed ? s.col[l] : s.row[l], lds_col = o.transposed ? s.row[l] : s.col[l];
      const Value row_off = b.mul(lds_row, ir::i32(o.row_stride()), name("{}.lr{}", x, l));
      const Value off = b.add(row_off, lds_col, name("{}.l{}", x, l));
      const Value off64 = b.zext(off, kI64, name("{}.lx{}", x, l));
      s.lds_ptr.push_back(b.gep(ir_type(o.dtype), lds, off64, name("{}.q{}", x, l)));
    }
    if (conv_) return conv_slot_tail(b, o, s);
    const Value ld = global_extent(o.inner);
    s.ld64 = b.zext(ld, kI64, name("{}.ld64", x));
    if (o.vector > 1) {
      const Value rem = b.urem(ld, ir::i32(o.vector), name("{}.ldrem", x));
      s.aligned = b.icmp_eq(rem, ir::i32(0), name("{}.aligned", x));
    }
  }

  /// The fast-path test of a tile at origin k0_, its values named <prefix>.oend and so on: the
  /// tile lies inside both bounds and, with vectors, the leading dimension keeps them aligned.
  Value tile_is_full(Builder& b, const OperandTile& o, const LoadSlots& s, const std::string& prefix) {
    const Value oend = b.add(origin(o.outer), ir::i32(o.rows), prefix + ".oend");
    const Value ofull = b.icmp_ule(oend, bound(o.outer), prefix + ".ofull");
    const Value iend = b.add(origin(o.inner), ir::i32(o.contiguous), prefix + ".iend");
    const Value ifull = b.icmp_ule(iend, bound(o.inner), prefix + ".ifull");
    if (o.vector == 1) return b.and_(ofull, ifull, prefix + ".full");
    const Value inb = b.and_(ofull, ifull, prefix + ".inb");
    return b.and_(inb, s.aligned, prefix + ".full");
  }

  /// The first block of each of an operand's chunk copies ("x.chunk.<l>"), created up front so
  /// that the K loop header and the previous operand can branch to them.
  std::vector<Block*> chunk_blocks(const LoadSlots& s, const std::string& p) {
    std::vector<Block*> blocks;
    for (std::size_t l = 0; l < s.row.size(); ++l) blocks.push_back(fn_->new_block(name("{}.chunk.{}", p, l)));
    return blocks;
  }

  /// The async K loop's copy of one operand tile (gemm's, and conv_wgrad's in its ping-pong loop):
  /// each vector slot is one chunk, copied straight into LDS (at dest[l]) when it lies wholly in
  /// bounds, else zero-filled in LDS. Nothing is read element by element, so gemm's launch
  /// precondition (contiguous extent and leading dimension multiples of the chunk), and
  /// conv_wgrad's aligned channel run, make a chunk either wholly in or wholly out of bounds.
  /// Values and blocks are named after `p`.
  void async_tile_load(Builder& b, const OperandTile& o, const LoadSlots& s, const std::string& p,
                       const std::vector<Value>& dest, const std::vector<Block*>& chunks, Block* next) {
    const char x = o.name;
    const Type elem = ir_type(o.dtype);
    for (std::size_t l = 0; l < chunks.size(); ++l) {
      Block* after = l + 1 < chunks.size() ? chunks[l + 1] : next;
      const std::string q = name("{}.ck{}", p, l);
      Block* copy = fn_->new_block(name("{}.copy.{}", p, l));
      Block* zero = fn_->new_block(name("{}.zero.{}", p, l));
      b.start(chunks[l]);
      const Value gp = gathered(o) ? gather_chunk(b, s, l, q, copy, zero) : chunk_address(b, o, s, l, q, copy, zero);
      // The LDS operand is this lane's own destination (the instruction's VDST register), not an
      // M0 base. The whole address is in the two pointers: the immediate offset and the cache
      // policy stay 0.
      b.call(*in_.async_copy[x == 'b'], {gp, dest[l], ir::i32(0), ir::i32(0)});
      b.br(after);

      b.start(zero);
      const Type vty = o.vector > 1 ? Type::vector(o.vector, elem) : elem;
      b.store(o.vector > 1 ? ir::zero_initializer(vty) : ir::fp_zero(elem), dest[l], o.vector_bytes());
      b.br(after);
    }
  }

  /// Chunk l of a gemm-shaped tile: the range test (ending the chunk block with a branch to
  /// `copy` or `zero`), then in `copy` its global address.
  Value chunk_address(Builder& b, const OperandTile& o, const LoadSlots& s, std::size_t l, const std::string& q,
                      Block* copy, Block* zero) {
    // Unsigned compares: an index of 2^31 or more is out of bounds, never a negative index.
    const Value oi = b.add(origin(o.outer), s.row[l], q + ".o");
    const Value ook = b.icmp_ult(oi, bound(o.outer), q + ".ook");
    const Value ii = b.add(origin(o.inner), s.col[l], q + ".i");
    const Value chunk_end = b.add(ii, ir::i32(o.vector), q + ".iend");
    const Value iok = b.icmp_ule(chunk_end, bound(o.inner), q + ".iok");
    const Value ok = b.and_(ook, iok, q + ".ok");
    b.cond_br(ok, copy, zero);

    b.start(copy);
    const Value oi64 = b.zext(oi, kI64, q + ".o64");
    const Value row = b.mul(oi64, s.ld64, q + ".row");
    const Value ii64 = b.zext(ii, kI64, q + ".i64");
    const Value idx = b.add(row, ii64, q + ".idx");
    return b.gep(ir_type(o.dtype), o.name == 'a' ? A_ : B_, idx, q + ".p");
  }

  /// Global -> LDS copy of one operand tile for the current k0. The fast path (tile fully in
  /// bounds and the leading dimension a multiple of the vector) moves whole vectors; the slow
  /// path moves single elements, reading index 0 and storing zero where out of bounds.
  void tile_load(Builder& b, const OperandTile& o, const LoadSlots& s, Block* check, Block* next) {
    const char x = o.name;

    b.start(check);
    const Value full = slot_full(b, o, s, std::string(1, x));
    Block* fast = fn_->new_block(name("{}.fast", x));
    Block* slow = fn_->new_block(name("{}.slow", x));
    b.cond_br(full, fast, slow);

    b.start(fast);
    for (std::size_t l = 0; l < s.row.size(); ++l) {
      const std::string f = name("{}.f{}", x, l);
      store_slot(b, o, slot_vector(b, o, s, l, f), f + ".v", s.lds_ptr[l]);
    }
    b.br(next);

    b.start(slow);
    slow_tile(b, o, s, std::string(1, x), s.lds_ptr);
    b.br(next);
  }

  /// One slot's vector `v` (named `v_name`) into LDS at `dest`: one store, or on a transposed
  /// tile with vectors one per element, <v_name>.<e> at dest + e * row stride.
  void store_slot(Builder& b, const OperandTile& o, Value v, const std::string& v_name, Value dest) {
    if (!o.transposed || o.vector == 1) {
      b.store(v, dest, o.vector_bytes());
      return;
    }
    const Type elem = ir_type(o.dtype);
    for (int e = 0; e < o.vector; ++e) {
      const std::string pe = name("{}.{}", v_name, e);
      const Value x = b.extract_element(v, ir::i32(e), pe);
      const Value q = b.gep(elem, dest, ir::i64(e * o.element_step()), pe + ".q");
      b.store(x, q, spec::size_of(o.dtype));
    }
  }

  /// The slow path's element loads of one operand tile (values <p>.s<l>.*), each element stored
  /// into LDS at dest[l] + e (+ e * row stride on a transposed tile).
  void slow_tile(Builder& b, const OperandTile& o, const LoadSlots& s, const std::string& p,
                 const std::vector<Value>& dest) {
    const Type elem = ir_type(o.dtype);
    for (std::size_t l = 0; l < s.row.size(); ++l)
      slow_slot(b, o, s, l, name("{}.s{}", p, l), [&](int e, Value v, const std::string& pe) {
        const Value q = b.gep(elem, dest[l], ir::i64(e * o.element_step()), pe + ".q");
        b.store(v, q, spec::size_of(o.dtype));
      });
  }

  /// The fast-path test of one operand tile: gemm's, or the gathered X tile's.
  Value slot_full(Builder& b, const OperandTile& o, const LoadSlots& s, const std::string& prefix) {
    return gathered(o) ? gather_is_full(b, s, prefix) : tile_is_full(b, o, s, prefix);
  }

  /// Slot l's whole vector on the fast path.
  Value slot_vector(Builder& b, const OperandTile& o, const LoadSlots& s, std::size_t l, const std::string& f) {
    return gathered(o) ? gather_fast(b, s, l, f) : fast_load(b, o, s, l, f);
  }

  /// Slot l's elements on the slow path, in order; `each(e, value, prefix)` follows each element
  /// (the tile load stores it, the register load gathers it).
  template <typename Each>
  void slow_slot(Builder& b, const OperandTile& o, const LoadSlots& s, std::size_t l, const std::string& sl,
                 Each&& each) {
    if (gathered(o)) {
      const GatherRow r = gather_row(b, s, l, sl);
      for (int e = 0; e < o.vector; ++e) {
        const std::string p = name("{}.{}", sl, e);
        each(e, gather_element(b, s, r, e, p), p);
      }
      return;
    }
    const GuardedRow r = guarded_row(b, o, s, l, sl);
    for (int e = 0; e < o.vector; ++e) {
      const std::string p = name("{}.{}", sl, e);
      each(e, guarded_element(b, o, r, e, p), p);
    }
  }

  // ------------------------------------------------------------ conv_wgrad's problem binding

  Value conv_arg(char size) const {
    static constexpr char kSizes[] = "nhwckrspq";
    for (int a = 0; a < 9; ++a)
      if (kSizes[a] == size) return conv_size_[a];
    throw std::logic_error("alpha: no conv_wgrad size parameter of that name");
  }

  /// The operand gathered from the image: conv_wgrad's B (X).
  bool gathered(const OperandTile& o) const { return conv_ && o.name == 'b'; }

  /// conv_wgrad's lines after %bz: the workgroup's slice and group, the implicit gemm's sizes,
  /// and the group's first elements of dY, X (and dW) as the gemm's A, B (and D).
  void conv_entry(Builder& b) {
    const ir::Value groups = ir::i32(conv_->groups);
    kz_ = b.udiv(bz_, groups, "kz");
    const Value grp = b.urem(bz_, groups, "grp");
    M_ = b.udiv(conv_arg('k'), groups, "M");
    cg_ = b.udiv(conv_arg('c'), groups, "Cg");
    const Value sc = b.mul(conv_arg('s'), cg_, "sc");
    N_ = b.mul(conv_arg('r'), sc, "N");
    pq_ = b.mul(conv_arg('p'), conv_arg('q'), "pq");
    K_ = b.mul(conv_arg('n'), pq_, "K");
    h64_ = b.zext(conv_arg('h'), kI64, "h64");
    w64_ = b.zext(conv_arg('w'), kI64, "w64");
    c64_ = b.zext(conv_arg('c'), kI64, "c64");
    const Value ga = b.mul(grp, M_, "ga");
    const Value ga64 = b.zext(ga, kI64, "ga64");
    A_ = b.gep(ir_type(g_.a), fn_->arg(0), ga64, "A");
    const Value gb = b.mul(grp, cg_, "gb");
    const Value gb64 = b.zext(gb, kI64, "gb64");
    B_ = b.gep(ir_type(g_.b), fn_->arg(1), gb64, "B");
    if (two_stage_) return;
    const Value gn64 = b.zext(N_, kI64, "gN64");
    const Value gd = b.mul(ga64, gn64, "gd");
    out_ = b.gep(ir_type(g_.out), out_, gd, "D");
  }

  /// The tail of conv_wgrad's load slots. dY (A) is read with all k channels as its leading
  /// dimension; a vector is aligned when the group's channel run is. X (B) has no leading
  /// dimension: each slot's column names a tap and a channel, computed once here.
  void conv_slot_tail(Builder& b, const OperandTile& o, LoadSlots& s) {
    const char x = o.name;
    if (x == 'a') s.ld64 = b.zext(conv_arg('k'), kI64, "a.ld64");
    if (o.vector > 1) {
      const Value rem = b.urem(x == 'a' ? M_ : cg_, ir::i32(o.vector), name("{}.ldrem", x));
      s.aligned = b.icmp_eq(rem, ir::i32(0), name("{}.aligned", x));
    }
    if (x == 'a') return;
    for (std::size_t l = 0; l < s.col.size(); ++l) {
      s.col_j.push_back(b.add(n0_, s.col[l], name("b.j{}", l)));
      const Value rs = b.udiv(s.col_j[l], cg_, name("b.rs{}", l));
      s.col_channel.push_back(b.urem(s.col_j[l], cg_, name("b.cc{}", l)));
      const Value rr = b.udiv(rs, conv_arg('s'), name("b.rr{}", l));
      const Value ss = b.urem(rs, conv_arg('s'), name("b.ss{}", l));
      s.tap_h.push_back(b.mul(rr, ir::i32(conv_->dilation_h), name("b.th{}", l)));
      s.tap_w.push_back(b.mul(ss, ir::i32(conv_->dilation_w), name("b.tw{}", l)));
    }
  }

  /// The gathered tile's fast-path test: its N range lies inside N and, with vectors, the
  /// channel run keeps each slot's channels aligned (its rows and taps are checked per slot).
  Value gather_is_full(Builder& b, const LoadSlots& s, const std::string& x) {
    const Value iend = b.add(n0_, ir::i32(g_.tile_n), x + ".iend");
    const Value ifull = b.icmp_ule(iend, N_, x + ".ifull");
    if (geo_.b.vector == 1) return ifull;
    return b.and_(ifull, s.aligned, x + ".full");
  }

  /// The output pixel (n', p', q') of slot l's reduction index at origin k0_: <q>.t ... <q>.oq.
  struct GatherPixel {
    Value tok, on, op, oq;
  };
  GatherPixel gather_pixel(Builder& b, const LoadSlots& s, std::size_t l, const std::string& q) {
    const Value t = b.add(k0_, s.row[l], q + ".t");
    const Value tok = b.icmp_ult(t, kbound_, q + ".tok");
    const Value on = b.udiv(t, pq_, q + ".on");
    const Value opq = b.urem(t, pq_, q + ".opq");
    const Value op = b.udiv(opq, conv_arg('q'), q + ".op");
    const Value oq = b.urem(opq, conv_arg('q'), q + ".oq");
    return {tok, on, op, oq};
  }

  /// Slot l's vector of X on the fast path: one tap, consecutive channels of one pixel, all zeros
  /// when the pixel is off the image or its reduction index past the bound. The compares are
  /// unsigned: a tap above or left of the image wraps past 2^31 and fails like one past the end.
  Value gather_fast(Builder& b, const LoadSlots& s, std::size_t l, const std::string& q) {
    const OperandTile& o = geo_.b;
    const Type elem = ir_type(o.dtype);
    const Type vty = o.vector > 1 ? Type::vector(o.vector, elem) : elem;
    const GatherPixel px = gather_pixel(b, s, l, q);
    const GatherTap tap = gather_tap(b, s, l, px, q);
    const Value ok0 = b.and_(px.tok, tap.hok, q + ".ok0");
    const Value ok = b.and_(ok0, tap.wok, q + ".ok");
    const Value idx = gather_index(b, s, l, px, tap, q);
    const Value safe = b.select(ok, idx, ir::i64(0), q + ".safe");
    const Value p = b.gep(elem, B_, safe, q + ".p");
    const Value got = b.load(vty, p, o.vector_bytes(), q + ".x");
    const Value zero = o.vector > 1 ? ir::zero_initializer(vty) : ir::fp_zero(elem);
    return b.select(ok, got, zero, q + ".v");
  }

  /// Slot l's image row and column at its pixel, with their unsigned range checks: <q>.hs ... <q>.wok.
  struct GatherTap {
    Value ih, hok, iw, wok;
  };
  GatherTap gather_tap(Builder& b, const LoadSlots& s, std::size_t l, const GatherPixel& px, const std::string& q) {
    const Value hs = b.mul(px.op, ir::i32(conv_->stride_h), q + ".hs");
    const Value ht = b.add(hs, s.tap_h[l], q + ".ht");
    const Value ih = b.sub(ht, ir::i32(conv_->pad_h), q + ".ih");
    const Value hok = b.icmp_ult(ih, conv_arg('h'), q + ".hok");
    const Value ws = b.mul(px.oq, ir::i32(conv_->stride_w), q + ".ws");
    const Value wt = b.add(ws, s.tap_w[l], q + ".wt");
    const Value iw = b.sub(wt, ir::i32(conv_->pad_w), q + ".iw");
    const Value wok = b.icmp_ult(iw, conv_arg('w'), q + ".wok");
    return {ih, hok, iw, wok};
  }

  /// Slot l's element index into X, formed in i64 from zero-extended parts: <q>.on64 ... <q>.idx.
  Value gather_index(Builder& b, const LoadSlots& s, std::size_t l, const GatherPixel& px, const GatherTap& tap,
                     const std::string& q) {
    const Value on64 = b.zext(px.on, kI64, q + ".on64");
    const Value nh = b.mul(on64, h64_, q + ".nh");
    const Value ih64 = b.zext(tap.ih, kI64, q + ".ih64");
    const Value row = b.add(nh, ih64, q + ".row");
    const Value rw = b.mul(row, w64_, q + ".rw");
    const Value iw64 = b.zext(tap.iw, kI64, q + ".iw64");
    const Value pix = b.add(rw, iw64, q + ".pix");
    const Value pc = b.mul(pix, c64_, q + ".pc");
    const Value cc64 = b.zext(s.col_channel[l], kI64, q + ".cc64");
    return b.add(pc, cc64, q + ".idx");
  }

  /// conv_wgrad's X chunk l (engines/CONTRACT_WGRAD.md section 7): copied when its reduction step
  /// is inside the bound, its tap inside the image and its vector of columns inside N. Ends the
  /// chunk block with a branch to `copy` or `zero` and returns, in `copy`, the chunk's address.
  Value gather_chunk(Builder& b, const LoadSlots& s, std::size_t l, const std::string& q, Block* copy, Block* zero) {
    const GatherPixel px = gather_pixel(b, s, l, q);
    const GatherTap tap = gather_tap(b, s, l, px, q);
    const Value jend = b.add(s.col_j[l], ir::i32(geo_.b.vector), q + ".jend");
    const Value jok = b.icmp_ule(jend, N_, q + ".jok");
    const Value ok0 = b.and_(px.tok, tap.hok, q + ".ok0");
    const Value ok1 = b.and_(ok0, tap.wok, q + ".ok1");
    const Value ok = b.and_(ok1, jok, q + ".ok");
    b.cond_br(ok, copy, zero);
    b.start(copy);
    return b.gep(ir_type(geo_.b.dtype), B_, gather_index(b, s, l, px, tap, q), q + ".p");
  }

  /// Slot l's row on the gathered slow path: what its elements share.
  struct GatherRow {
    std::size_t l;
    Value tok, hs, ws, nh;
  };
  GatherRow gather_row(Builder& b, const LoadSlots& s, std::size_t l, const std::string& sl) {
    const GatherPixel px = gather_pixel(b, s, l, sl);
    const Value hs = b.mul(px.op, ir::i32(conv_->stride_h), sl + ".hs");
    const Value ws = b.mul(px.oq, ir::i32(conv_->stride_w), sl + ".ws");
    const Value on64 = b.zext(px.on, kI64, sl + ".on64");
    const Value nh = b.mul(on64, h64_, sl + ".nh");
    return {l, px.tok, hs, ws, nh};
  }

  /// Element e of a gathered slow-path slot: its own column's tap and channel, read at index 0
  /// and replaced by X's zero (never another type's) where out of range.
  Value gather_element(Builder& b, const LoadSlots& s, const GatherRow& r, int e, const std::string& p) {
    const Type elem = ir_type(geo_.b.dtype);
    const Value j = b.add(s.col_j[r.l], ir::i32(e), p + ".j");
    const Value jok = b.icmp_ult(j, N_, p + ".jok");
    const Value rs = b.udiv(j, cg_, p + ".rs");
    const Value cc = b.urem(j, cg_, p + ".cc");
    const Value rr = b.udiv(rs, conv_arg('s'), p + ".rr");
    const Value ss = b.urem(rs, conv_arg('s'), p + ".ss");
    const Value th = b.mul(rr, ir::i32(conv_->dilation_h), p + ".th");
    const Value ht = b.add(r.hs, th, p + ".ht");
    const Value ih = b.sub(ht, ir::i32(conv_->pad_h), p + ".ih");
    const Value hok = b.icmp_ult(ih, conv_arg('h'), p + ".hok");
    const Value tw = b.mul(ss, ir::i32(conv_->dilation_w), p + ".tw");
    const Value wt = b.add(r.ws, tw, p + ".wt");
    const Value iw = b.sub(wt, ir::i32(conv_->pad_w), p + ".iw");
    const Value wok = b.icmp_ult(iw, conv_arg('w'), p + ".wok");
    const Value ok0 = b.and_(r.tok, jok, p + ".ok0");
    const Value ok1 = b.and_(ok0, hok, p + ".ok1");
    const Value ok = b.and_(ok1, wok, p + ".ok");
    const Value ih64 = b.zext(ih, kI64, p + ".ih64");
    const Value row = b.add(r.nh, ih64, p + ".row");
    const Value rw = b.mul(row, w64_, p + ".rw");
    const Value iw64 = b.zext(iw, kI64, p + ".iw64");
    const Value pix = b.add(rw, iw64, p + ".pix");
    const Value pc = b.mul(pix, c64_, p + ".pc");
    const Value cc64 = b.zext(cc, kI64, p + ".cc64");
    const Value idx = b.add(pc, cc64, p + ".idx");
    const Value safe = b.select(ok, idx, ir::i64(0), p + ".safe");
    const Value gp = b.gep(elem, B_, safe, p + ".p");
    const Value got = b.load(elem, gp, spec::size_of(geo_.b.dtype), p + ".x");
    return b.select(ok, got, ir::fp_zero(elem), p + ".v");
  }

  // The pieces tile_load and register_load share; `f`, `sl` and `p` name the values (the operand's
  // name for the tile load into LDS, <name>n for double_buffer's load of the next tile).

  /// Slot l's whole vector from global memory (the fast path): <f>.o ... <f>.v.
  Value fast_load(Builder& b, const OperandTile& o, const LoadSlots& s, std::size_t l, const std::string& f) {
    const Type elem = ir_type(o.dtype);
    const Type vty = o.vector > 1 ? Type::vector(o.vector, elem) : elem;
    const Value oi = b.add(origin(o.outer), s.row[l], f + ".o");
    const Value ii = b.add(origin(o.inner), s.col[l], f + ".i");
    const Value oi64 = b.zext(oi, kI64, f + ".o64");
    const Value row = b.mul(oi64, s.ld64, f + ".row");
    const Value ii64 = b.zext(ii, kI64, f + ".i64");
    const Value idx = b.add(row, ii64, f + ".idx");
    const Value p = b.gep(elem, o.name == 'a' ? A_ : B_, idx, f + ".p");
    return b.load(vty, p, o.vector_bytes(), f + ".v");
  }

  /// Slot l's row on the slow path: whether it is in bounds, its offset, its first column.
  struct GuardedRow {
    Value ook, row, ib;
  };
  GuardedRow guarded_row(Builder& b, const OperandTile& o, const LoadSlots& s, std::size_t l, const std::string& sl) {
    const Value oi = b.add(origin(o.outer), s.row[l], sl + ".o");
    const Value ook = b.icmp_ult(oi, bound(o.outer), sl + ".ook");
    const Value oi64 = b.zext(oi, kI64, sl + ".o64");
    const Value row = b.mul(oi64, s.ld64, sl + ".row");
    return {ook, row, b.add(origin(o.inner), s.col[l], sl + ".ib")};
  }

  /// Element e of a slow-path row, read at index 0 and replaced by zero where out of bounds:
  /// <p>.i ... <p>.v.
  Value guarded_element(Builder& b, const OperandTile& o, const GuardedRow& r, int e, const std::string& p) {
    const Type elem = ir_type(o.dtype);
    const Value ii = b.add(r.ib, ir::i32(e), p + ".i");
    const Value iok = b.icmp_ult(ii, bound(o.inner), p + ".iok");
    const Value ok = b.and_(r.ook, iok, p + ".ok");
    const Value ii64 = b.zext(ii, kI64, p + ".i64");
    const Value idx = b.add(r.row, ii64, p + ".idx");
    const Value safe = b.select(ok, idx, ir::i64(0), p + ".safe");
    const Value gp = b.gep(elem, o.name == 'a' ? A_ : B_, safe, p + ".p");
    const Value got = b.load(elem, gp, spec::size_of(o.dtype), p + ".x");
    return b.select(ok, got, ir::fp_zero(elem), p + ".v");
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
      const Value p = b.gep(elem, lds_read_[x == 'b'], off64, name("{}p.{}", x, i));
      Value v = b.load(elem, p, spec::size_of(o.dtype), name("{}v.{}", x, i));
      if (o.dtype != DType::F32) v = b.fpext(v, kF32, name("{}f.{}", x, i));
      out.push_back(v);
    }
    return out;
  }

  // ------------------------------------------------------------ matrix path

  /// The lane's place in a fragment layout: its rows come from the low or the high part of the
  /// lane index, its columns (k for A and B) from the other.
  Value row_part(const spec::FragmentLayout& f) const { return f.row_from_lo ? llo_ : lhi_; }
  Value col_part(const spec::FragmentLayout& f) const { return f.row_from_lo ? lhi_ : llo_; }

  /// Each wave's place in the tile, the lane's first element of A and B in LDS, and the rows
  /// and columns of its accumulators as %ar.<i> and %bc.<j>, which the epilogue reads as on simt.
  void matrix_bases(Builder& b) {
    const spec::FragmentLayout& c = mx_->c;
    const Value wave = b.udiv(tid_, ir::i32(geo_.wave), "wave");
    const Value lane = b.urem(tid_, ir::i32(geo_.wave), "lane");
    const Value wm = b.udiv(wave, ir::i32(g_.warps_n), "wm");
    const Value wn = b.urem(wave, ir::i32(g_.warps_n), "wn");
    const Value wrow = b.mul(wm, ir::i32(geo_.wave_m), "wrow");
    const Value wcol = b.mul(wn, ir::i32(geo_.wave_n), "wcol");
    llo_ = b.urem(lane, ir::i32(c.lane_split), "llo");
    lhi_ = b.udiv(lane, ir::i32(c.lane_split), "lhi");
    for (const OperandTile* o : {&geo_.a, &geo_.b}) {
      const char x = o->name;
      const spec::FragmentLayout& f = x == 'a' ? mx_->a : mx_->b;
      const FragmentStrides st = fragment_strides(*o);
      const Value fr = b.mul(row_part(f), ir::i32(f.row_scale), name("{}fr", x));
      const Value fk = b.mul(col_part(f), ir::i32(f.col_scale), name("{}fk", x));
      const Value fw = b.add(fr, x == 'a' ? wrow : wcol, name("{}fw", x));
      const Value fo = b.mul(fw, ir::i32(st.row), name("{}fo", x));
      const Value fq = b.mul(fk, ir::i32(st.k), name("{}fq", x));
      mx_base_[x == 'b'] = b.add(fo, fq, name("{}base", x));
    }
    const Value cr = b.mul(row_part(c), ir::i32(c.row_scale), "cr");
    const Value cc = b.mul(col_part(c), ir::i32(c.col_scale), "cc");
    const Value crow = b.add(wrow, cr, "crow");
    const Value ccol = b.add(wcol, cc, "ccol");
    const int nr = static_cast<int>(geo_.c_rows.size()), nc = static_cast<int>(geo_.c_cols.size());
    for (int i = 0; i < geo_.tm; ++i)
      ar_.push_back(b.add(crow, ir::i32((i / nr) * mx_->m + geo_.c_rows[i % nr]), name("ar.{}", i)));
    for (int j = 0; j < geo_.tn; ++j)
      bc_.push_back(b.add(ccol, ir::i32((j / nc) * mx_->n + geo_.c_cols[j % nc]), name("bc.{}", j)));
  }

  /// The tile_k loop of the matrix path, one instruction k per step: the lane's fragments of A
  /// and B from LDS, then frags_m x frags_n matrix instructions. Returns the accumulators after
  /// the last step.
  std::vector<Value> matrix_product(Builder& b, Block* inner, Block* sync, const std::vector<Instruction*>& acc,
                                    Block* kstep) {
    b.start(inner);
    Instruction& kk = b.phi(kI32, "kk");
    kk.add_incoming(ir::i32(0), sync);
    std::vector<Instruction*> c;
    for (int i = 0; i < geo_.frags_m; ++i)
      for (int j = 0; j < geo_.frags_n; ++j) {
        c.push_back(&b.phi(mx_types_.acc, name("mc.{}.{}", i, j)));
        c.back()->add_incoming(acc[c.size() - 1]->result(), sync);
      }
    const Fragments fa = fragments(b, geo_.a, kk.result());
    const Fragments fb = fragments(b, geo_.b, kk.result());
    std::vector<Value> next;
    for (int i = 0; i < geo_.frags_m; ++i)
      for (int j = 0; j < geo_.frags_n; ++j)
        next.push_back(matrix_call(b, i, j, fa, fb, c[next.size()]->result()));
    const Value kk_next = b.add(kk.result(), ir::i32(mx_->k), "kk.next");
    const Value kk_more = b.icmp_ult(kk_next, ir::i32(g_.tile_k), "kk.more");
    b.cond_br(kk_more, inner, kstep);
    kk.add_incoming(kk_next, inner);
    for (std::size_t n = 0; n < c.size(); ++n) c[n]->add_incoming(next[n], inner);
    return next;
  }

  /// One operand's fragments for one k step: per fragment, each run as loaded (the mma call
  /// takes runs one by one) and the whole fragment as one vector (the AMD calls take that).
  struct Fragments {
    std::vector<std::vector<Value>> runs;
    std::vector<Value> whole;
  };

  /// Loads the lane's runs of every fragment of operand `o`. A run along a contiguous LDS row is
  /// one vector load; otherwise its elements are loaded one by one and gathered into a vector.
  Fragments fragments(Builder& b, const OperandTile& o, Value kk) {
    const char x = o.name;
    const spec::FragmentLayout& f = x == 'a' ? mx_->a : mx_->b;
    const FragmentStrides st = fragment_strides(o);
    const int frags = x == 'a' ? geo_.frags_m : geo_.frags_n;
    const int step = x == 'a' ? mx_->m : mx_->n;  // fragment rows per fragment
    const Type lds_elem = ir_type(o.dtype);
    const Type elem = mx_types_.element;
    const Type run = x == 'a' ? mx_types_.run_a : mx_types_.run_b;
    const int size = spec::size_of(o.dtype);
    const Value lds = lds_read_[x == 'b'];
    const Value kofs = b.mul(kk, ir::i32(st.k), name("{}kk", x));
    const Value q = b.add(mx_base_[x == 'b'], kofs, name("{}q", x));
    Fragments out;
    for (int fr = 0; fr < frags; ++fr) {
      std::vector<Value> runs;
      for (std::size_t r = 0; r < f.runs.size(); ++r) {
        const int at = fr * step * st.row + f.runs[r].row * st.row + f.runs[r].col * st.k;
        Value v;
        if (st.k == 1) {
          // The widest power of two (up to the run) that every fragment row start keeps.
          int align = 1;
          while (align < f.run && st.row % (2 * align) == 0) align *= 2;
          const Value off = b.add(q, ir::i32(at), name("{}q.{}.{}", x, fr, r));
          const Value off64 = b.zext(off, kI64, name("{}w.{}.{}", x, fr, r));
          const Value p = b.gep(lds_elem, lds, off64, name("{}p.{}.{}", x, fr, r));
          v = b.load(run, p, align * size, name("{}v.{}.{}", x, fr, r));
        } else {
          v = ir::poison(run);
          for (int w = 0; w < f.run; ++w) {
            const std::string at_w = name("{}.{}.{}", fr, r, w);
            const Value off = b.add(q, ir::i32(at + w * st.k), name("{}q.{}", x, at_w));
            const Value off64 = b.zext(off, kI64, name("{}w.{}", x, at_w));
            const Value p = b.gep(lds_elem, lds, off64, name("{}p.{}", x, at_w));
            const Value e = b.load(elem, p, size, name("{}e.{}", x, at_w));
            const std::string into = w + 1 < f.run ? name("{}i.{}", x, at_w) : name("{}v.{}.{}", x, fr, r);
            v = b.insert_element(v, e, ir::i32(w), into);
          }
        }
        if (mx_intrinsic_->bits == spec::FragmentBits::Int32PerRun)
          v = b.bitcast(v, kI32, name("{}x.{}.{}", x, fr, r));
        runs.push_back(v);
      }
      const Value whole = join_runs(b, *mx_, runs, f.run, name("{}x.{}", x, fr));
      out.runs.push_back(std::move(runs));
      out.whole.push_back(whole);
    }
    return out;
  }

  /// D = A * B + C for fragment (i, j), in the intrinsic's argument form.
  Value matrix_call(Builder& b, int i, int j, const Fragments& fa, const Fragments& fb, Value c) {
    const std::string result = name("mc.{}.{}.next", i, j);
    const Value A = fa.whole[i], B = fb.whole[j];
    switch (mx_->call) {
      case spec::MatrixCall::Wmma: return b.call(*in_.matrix, {A, B, c}, result);
      case spec::MatrixCall::WmmaMods:
        return b.call(*in_.matrix,
                      {ir::i1(false), A, ir::i1(false), B, ir::const_int(16, 0), c, ir::i1(false), ir::i1(false)},
                      result);
      case spec::MatrixCall::Mfma: return b.call(*in_.matrix, {A, B, c, ir::i32(0), ir::i32(0), ir::i32(0)}, result);
      case spec::MatrixCall::MmaSync: break;
    }
    std::vector<Value> args = fa.runs[i];
    args.insert(args.end(), fb.runs[j].begin(), fb.runs[j].end());
    for (int e = 0; e < mx_->c.elements(); ++e) args.push_back(b.extract_value(c, e, name("mc.{}.{}.{}", i, j, e)));
    return b.call(*in_.matrix, std::move(args), result);
  }

  /// The fragments' accumulators as the epilogue's tm x tn scalars %acc.<i>.<j>.
  void matrix_extract(Builder& b) {
    const int nr = static_cast<int>(geo_.c_rows.size()), nc = static_cast<int>(geo_.c_cols.size());
    std::vector<Value> frag = std::move(acc_);
    acc_.clear();
    for (int i = 0; i < geo_.tm; ++i)
      for (int j = 0; j < geo_.tn; ++j) {
        const Value& f = frag[(i / nr) * geo_.frags_n + j / nc];
        const int e = fragment_element(mx_->c, geo_.c_rows[i % nr], geo_.c_cols[j % nc]);
        if (e < 0) throw std::logic_error("alpha: the accumulator layout does not cover its own rows and columns");
        const std::string n = name("acc.{}.{}", i, j);
        acc_.push_back(mx_->call == spec::MatrixCall::MmaSync ? b.extract_value(f, e, n)
                                                               : b.extract_element(f, ir::i32(e), n));
      }
  }

  // ------------------------------------------------------------ epilogue

  /// Row/column bounds, then one guarded store (or atomic add) per accumulator, chained
  /// through blocks e.<i>.<j> in row-major order and ending at `exit`.
  void epilogue(Builder& b) {
    if (g_.epilogue == spec::Epilogue::Cshuffle) return cshuffle(b);
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
    const Value base = output_base(b, n64);
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

  /// Where the epilogue writes: %D, or for two_stage plane bz of the workspace, which holds this
  /// split's partial D.
  Value output_base(Builder& b, Value n64) {
    if (!two_stage_) return out_;
    const Value m64 = b.zext(M_, kI64, "M64");
    const Value bz64 = b.zext(bz_, kI64, "bz64");
    const Value plane = b.mul(m64, n64, "wplane");
    const Value ofs = b.mul(bz64, plane, "wofs");
    return b.gep(kF32, out_, ofs, "Dz");
  }

  void store_one(Builder& b, int i, int j, Value base, DType dtype, Block* next) {
    const Type ty = ir_type(dtype);
    const Value ok = b.and_(erok_[i], ecok_[j], name("eok.{}.{}", i, j));
    Block* store = fn_->new_block(name("es.{}.{}", i, j));
    b.cond_br(ok, store, next);
    b.start(store);
    const Value idx = b.add(erow_[i], ec64_[j], name("eidx.{}.{}", i, j));
    if (g_.split == SplitMode::Atomic && dtype != DType::F32 && target_.packed_half_atomics)
    {
      // A lane's lone column (AMD's matrix accumulators hold one column per lane).
      add_in_pair(b, i, j, idx);
      b.br(next);
      return;
    }
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

  // ------------------------------------------------------------ epilogue cshuffle

  /// What the cshuffle staging tile holds: f32 partials for the two_stage workspace, else D's type.
  DType staged_dtype() const { return two_stage_ ? DType::F32 : g_.out; }

  /// The accumulators go through the LDS staging tile (row stride tile.n + vector.c) and leave it
  /// re-laid: after one barrier, store slot l of a thread is vector (tid + l*threads) of the tile's
  /// tile.m rows of tile.n / vector.c vectors, so a wave's stores are consecutive along N.
  void cshuffle(Builder& b) {
    const DType dt = staged_dtype();
    const Type ty = ir_type(dt);
    const int vc = g_.vector_c, stride = g_.tile_n + vc;
    const int per_row = g_.tile_n / vc, slots = g_.tile_m * per_row / geo_.threads;
    const int align = std::min(vc * spec::size_of(dt), 16);
    const Type vty = vc > 1 ? Type::vector(vc, ty) : ty;
    const bool atomic = g_.split == SplitMode::Atomic, pairs = atomic && dt != DType::F32;
    const Value lds = lds_c_->ref();

    std::vector<Value> srow;
    for (int i = 0; i < geo_.tm; ++i) srow.push_back(b.mul(ar_[i], ir::i32(stride), name("sr.{}", i)));
    for (int i = 0; i < geo_.tm; ++i)
      for (int j = 0; j < geo_.tn; ++j) {
        const Value at = b.add(srow[i], bc_[j], name("so.{}.{}", i, j));
        const Value at64 = b.zext(at, kI64, name("sx.{}.{}", i, j));
        const Value p = b.gep(ty, lds, at64, name("sp.{}.{}", i, j));
        Value v = acc_[i * geo_.tn + j];
        if (dt != DType::F32) v = b.fptrunc(v, ty, name("sv.{}.{}", i, j));
        b.store(v, p, spec::size_of(dt));
      }
    barrier(b);  // every thread's accumulators are in the staging tile before any thread reads
    const Value n64 = b.zext(N_, kI64, "N64");
    const Value base = output_base(b, n64);
    // A whole-vector store is aligned only when each row of D starts at a multiple of vector.c.
    Value aligned;
    if (!atomic && vc > 1) {
      const Value rem = b.urem(N_, ir::i32(vc), "crem");
      aligned = b.icmp_eq(rem, ir::i32(0), "caligned");
    }
    if (pairs) {
      const Value rem = b.and_(N_, ir::i32(1), "nrem");
      neven_ = b.icmp_eq(rem, ir::i32(0), "neven");
    }
    Block* head = fn_->new_block("cs.0");
    b.br(head);
    for (int l = 0; l < slots; ++l) {
      Block* next = l + 1 < slots ? fn_->new_block(name("cs.{}", l + 1)) : exit_;
      b.start(head);
      const Value slot = b.add(tid_, ir::i32(l * geo_.threads), name("c.c.{}", l));
      const Value row = b.udiv(slot, ir::i32(per_row), name("c.r.{}", l));
      const Value vec = b.urem(slot, ir::i32(per_row), name("c.v.{}", l));
      const Value col = b.mul(vec, ir::i32(vc), name("c.i.{}", l));
      const Value lrow = b.mul(row, ir::i32(stride), name("c.lr.{}", l));
      const Value lat = b.add(lrow, col, name("c.l.{}", l));
      const Value lat64 = b.zext(lat, kI64, name("c.lx.{}", l));
      const Value q = b.gep(ty, lds, lat64, name("c.q.{}", l));
      CshuffleSlot s;
      s.l = l;
      s.value = b.load(vty, q, align, name("c.x.{}", l));
      const Value grow = b.add(m0_, row, name("c.row.{}", l));
      s.row_ok = b.icmp_ult(grow, M_, name("c.rok.{}", l));
      s.col = b.add(n0_, col, name("c.col.{}", l));
      const Value grow64 = b.zext(grow, kI64, name("c.row64.{}", l));
      const Value rowi = b.mul(grow64, n64, name("c.rowi.{}", l));
      const Value col64 = b.zext(s.col, kI64, name("c.col64.{}", l));
      s.idx = b.add(rowi, col64, name("c.idx.{}", l));
      Block* first = fn_->new_block(name("ce.{}.0", l));
      if (atomic) {
        b.br(first);
      } else {
        const Value cend = b.add(s.col, ir::i32(vc), name("c.cend.{}", l));
        const Value cok = b.icmp_ule(cend, N_, name("c.cok.{}", l));
        Value full;
        if (vc > 1) {
          const Value in = b.and_(s.row_ok, cok, name("c.in.{}", l));
          full = b.and_(in, aligned, name("c.full.{}", l));
        } else {
          full = b.and_(s.row_ok, cok, name("c.full.{}", l));
        }
        Block* fast = fn_->new_block(name("cf.{}", l));
        b.cond_br(full, fast, first);
        b.start(fast);
        const Value p = b.gep(ty, base, s.idx, name("c.p.{}", l));
        b.store(s.value, p, align);
        b.br(next);
      }
      if (pairs)
        cshuffle_pairs(b, s, first, next);
      else
        cshuffle_elements(b, s, base, first, next);
      head = next;
    }
  }

  /// One store slot of the cshuffle epilogue, as its element and pair chains need it.
  struct CshuffleSlot {
    int l = 0;
    Value value;   ///< %c.x<l>: the slot's vector.c elements from the staging tile
    Value row_ok;  ///< its row is inside M
    Value col;     ///< its first column in D
    Value idx;     ///< its first element's index from the base
  };

  /// Element by element, each guarded by its own row and column: stores, or f32 atomic adds.
  void cshuffle_elements(Builder& b, const CshuffleSlot& s, Value base, Block* first, Block* next) {
    const DType dt = staged_dtype();
    const Type ty = ir_type(dt);
    const int vc = g_.vector_c, l = s.l;
    Block* head = first;
    for (int e = 0; e < vc; ++e) {
      Block* after = e + 1 < vc ? fn_->new_block(name("ce.{}.{}", l, e + 1)) : next;
      b.start(head);
      const Value ec = b.add(s.col, ir::i32(e), name("c.ec.{}.{}", l, e));
      const Value ecok = b.icmp_ult(ec, N_, name("c.ecok.{}.{}", l, e));
      const Value ok = b.and_(s.row_ok, ecok, name("c.eok.{}.{}", l, e));
      Block* store = fn_->new_block(name("ces.{}.{}", l, e));
      b.cond_br(ok, store, after);
      b.start(store);
      const Value idx = b.add(s.idx, ir::i64(e), name("c.ei.{}.{}", l, e));
      const Value p = b.gep(ty, base, idx, name("c.ep.{}.{}", l, e));
      const Value v = vc > 1 ? b.extract_element(s.value, ir::i32(e), name("c.ev.{}.{}", l, e)) : s.value;
      if (g_.split == SplitMode::Atomic)
        atomic_add(b, p, v, spec::size_of(dt), name("c.ea.{}.{}", l, e));
      else
        b.store(v, p, spec::size_of(dt));
      b.br(after);
      head = after;
    }
  }

  /// 16-bit atomic adds: each column pair as one packed add when both columns are in range and
  /// N is even (the pair is then 4-byte aligned), else column by column as the direct epilogue's
  /// lone columns are added.
  void cshuffle_pairs(Builder& b, const CshuffleSlot& s, Block* first, Block* next) {
    const Type ty = ir_type(g_.out);
    const Type pair = Type::vector(2, ty);
    const int vc = g_.vector_c, l = s.l, count = vc / 2;
    Block* head = first;
    for (int p = 0; p < count; ++p) {
      const int e0 = 2 * p, e1 = 2 * p + 1;
      Block* after = p + 1 < count ? fn_->new_block(name("ce.{}.{}", l, p + 1)) : next;
      b.start(head);
      const Value pc = b.add(s.col, ir::i32(e1), name("c.pc.{}.{}", l, p));
      const Value pcok = b.icmp_ult(pc, N_, name("c.pcok.{}.{}", l, p));
      const Value ok0 = b.and_(s.row_ok, pcok, name("c.pok0.{}.{}", l, p));
      const Value ok = b.and_(ok0, neven_, name("c.pok.{}.{}", l, p));
      Block* packed = fn_->new_block(name("cpk.{}.{}", l, p));
      Block* lone0 = fn_->new_block(name("ceh.{}.{}", l, e0));
      Block* lone1 = fn_->new_block(name("ceh.{}.{}", l, e1));
      b.cond_br(ok, packed, lone0);
      b.start(packed);
      const Value pi = b.add(s.idx, ir::i64(e0), name("c.pi.{}.{}", l, p));
      const Value pp = b.gep(ty, out_, pi, name("c.pp.{}.{}", l, p));
      const Value pv = b.shuffle_vector(s.value, ir::poison(s.value.type), {e0, e1}, name("c.pv.{}.{}", l, p));
      atomic_add(b, pp, pv, 2 * spec::size_of(g_.out), name("c.pa.{}.{}", l, p));
      b.br(after);
      for (const auto& [e, then] : {std::pair{e0, lone1}, std::pair{e1, after}}) {
        b.start(e == e0 ? lone0 : lone1);
        const Value hc = b.add(s.col, ir::i32(e), name("c.hc.{}.{}", l, e));
        const Value hcok = b.icmp_ult(hc, N_, name("c.hcok.{}.{}", l, e));
        const Value hok = b.and_(s.row_ok, hcok, name("c.hok.{}.{}", l, e));
        Block* store = fn_->new_block(name("cehs.{}.{}", l, e));
        b.cond_br(hok, store, then);
        b.start(store);
        const Value hi = b.add(s.idx, ir::i64(e), name("c.hi.{}.{}", l, e));
        const Value hv = b.extract_element(s.value, ir::i32(e), name("c.hv.{}.{}", l, e));
        if (target_.packed_half_atomics) {
          // A scalar 16-bit atomic is a compare-and-swap loop here: add into the aligned pair,
          // -0.0 (fadd's identity) in the partner lane.
          const Value lane = b.and_(hi, ir::i64(1), name("c.hlane.{}.{}", l, e));
          const Value even = b.and_(hi, ir::i64(-2), name("c.hpair.{}.{}", l, e));
          const Value hp = b.gep(ty, out_, even, name("c.hp.{}.{}", l, e));
          const Value hpv = b.insert_element(ir::fp_neg_zero(pair), hv, lane, name("c.hpv.{}.{}", l, e));
          atomic_add(b, hp, hpv, 2 * spec::size_of(g_.out), name("c.ha.{}.{}", l, e));
        } else {
          const Value hp = b.gep(ty, out_, hi, name("c.hp.{}.{}", l, e));
          atomic_add(b, hp, hv, spec::size_of(g_.out), name("c.ha.{}.{}", l, e));
        }
        b.br(then);
      }
      head = after;
    }
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
  const spec::GemmSpec g_;  ///< the config's, or the one a conv_wgrad config derives
  const ProblemBinding binding_;
  const spec::ConvWgradSpec* const conv_;  ///< conv_wgrad only
  const spec::Flavor& flavor_;
  const spec::TargetInfo& target_;
  const IsaLowering& lower_;
  const GemmGeometry geo_;
  const std::string kernel_;
  const bool split_, two_stage_;
  const bool double_buffer_, async_;
  const bool pingpong_;  ///< conv_wgrad's async loop: two stages, one barrier per K step
  const int stages_;     ///< LDS stages per operand tile: 2 with double_buffer or pingpong_, else 1
  /// Matrix paths: the instruction, its intrinsic for the input type and its IR types; mx_ is
  /// nullptr on simt.
  const spec::MatrixShape* const mx_;
  const spec::MatrixIntrinsic* mx_intrinsic_ = nullptr;
  MatrixTypes mx_types_{};

  ir::Module m_;
  Intrinsics in_{};
  const ir::Global* lds_[2] = {nullptr, nullptr};  // A, B
  const ir::Global* lds_c_ = nullptr;              // the cshuffle staging tile
  int fine_grained_node_ = -1;

  // Main-kernel values that later stages refer to.
  ir::Function* fn_ = nullptr;
  Block* exit_ = nullptr;
  Block* join_b_ = nullptr;  // the last register_load's join block (bn.join)
  /// The LDS tiles the inner loop reads: the globals, or with double_buffer the current stage.
  Value lds_read_[2];
  Value A_, B_, out_, M_, N_, K_;
  Value tid_, bz_, m0_, n0_, k0_, kbeg_, kbound_;
  /// conv_wgrad: the size parameters n, h, w, c, k, r, s, p, q; this workgroup's split slice; the
  /// group's channel run Cg; p*q; h, w, c widened to i64.
  Value conv_size_[9];
  Value kz_, cg_, pq_, h64_, w64_, c64_;
  LoadSlots slots_a_, slots_b_;
  std::vector<Value> ar_, ab_, bc_, bb_;  // per-thread row/column and their LDS bases
  std::vector<Value> acc_;                // the K loop's accumulator phis, row-major; then the epilogue's scalars
  Value llo_, lhi_, mx_base_[2];          // matrix: the lane's index parts, its A and B LDS bases
  std::vector<Value> erok_, erow_, ecok_, ec64_;
  Value neven_;
};

}  // namespace

ir::Module build_gemm_module(const spec::Config& config, const spec::Flavor& flavor) {
  return GemmGenerator(config, std::get<spec::GemmSpec>(config.spec), {"gemm"}, flavor).build();
}

ir::Module build_conv_wgrad_module(const spec::Config& config, const spec::Flavor& flavor) {
  const spec::ConvWgradSpec& conv = std::get<spec::ConvWgradSpec>(config.spec);
  const spec::GemmSpec gemm = derived_gemm(conv, *spec::find_target(config.target));
  return GemmGenerator(config, gemm, {"conv_wgrad", &conv}, flavor).build();
}

}  // namespace paritykit::alpha
