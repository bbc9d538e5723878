// Engine alpha's gemm kernel generator, the class its files share: a tiled GEMM whose inner
// product is SIMT fused multiply-adds or a matrix instruction (wmma, mfma, mma), and for two_stage
// split-K its reduce kernel, built through ir::Builder. Names and instruction order follow
// engines/CONTRACT.md exactly; the generator decides structure and names, the printer decides
// every other byte. Private to the gemm_*.cpp files, one per section of the contract:
//   gemm.cpp                the module (sections 3, 6), the main kernel's frame and `entry:` (7)
//   gemm_k_loop.cpp         the K loop: sync (7), double_buffer (12), async (13), conv_wgrad's
//                           ping-pong (engines/CONTRACT_WGRAD.md 7)
//   gemm_tile_loads.cpp     the tile loads: per-thread slots, fast and slow paths, async chunks (5, 7)
//   gemm_wgrad_gather.cpp   conv_wgrad's problem binding: its `entry:` and X's gathered tile
//                           (engines/CONTRACT_WGRAD.md 6, 7)
//   gemm_inner_product.cpp  the inner product: simt (7 `inner:`) and the matrix paths (11)
//   gemm_epilogue.cpp       the epilogue: the direct store chain and cshuffle (7 `epi:`)
//   gemm_reduce.cpp         the reduce kernel of two_stage (8)
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "gemm_geometry.h"
#include "ir.h"
#include "lowering.h"
#include "matrix_types.h"
#include "paritykit/spec.h"
#include "value_name.h"

namespace paritykit::alpha::gemm {

using ir::Block;
using ir::Builder;
using ir::Instruction;
using ir::Type;
using ir::Value;
using spec::DType;
using spec::SplitMode;

inline const Type kI32 = Type::int_(32), kI64 = Type::int_(64), kF32 = Type::float_();

inline Type ir_type(DType d) { return d == DType::F16 ? Type::half() : d == DType::BF16 ? Type::bfloat() : kF32; }

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
                            int chunk_b);
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
/// loads of A then B, barrier, inner product, K step, epilogue, exit. Each member is defined in
/// the file of its section (the list above).
class GemmGenerator {
 public:
  GemmGenerator(const spec::Config& c, const spec::GemmSpec& g, const ProblemBinding& binding, const spec::Flavor& f);

  ir::Module build();

 private:
  // ------------------------------------------------------------ gemm.cpp: module, shared pieces, entry

  ir::Function& define_kernel(std::string fn_name, std::vector<ir::Argument> args, int threads);
  static ir::Argument global_ptr(std::string arg_name, bool readonly);
  void barrier(Builder& b);
  void atomic_add(Builder& b, Value ptr, Value v, int align, std::string result);
  void main_kernel();
  void entry_values(Builder& b);
  void split_range(Builder& b);

  Value origin(Axis axis) const { return axis == Axis::M ? m0_ : axis == Axis::N ? n0_ : k0_; }
  /// Upper bound of valid indices along an axis; K stops at this workgroup's split end.
  Value bound(Axis axis) const { return axis == Axis::M ? M_ : axis == Axis::N ? N_ : kbound_; }
  /// Global extent of an axis, i.e. the leading dimension of an operand whose inner axis it is.
  Value global_extent(Axis axis) const { return axis == Axis::M ? M_ : axis == Axis::N ? N_ : K_; }
  /// LDS element stride of a step along `axis` in operand tile `o`.
  static int lds_stride(const OperandTile& o, Axis axis) { return o.lds_outer() == axis ? o.row_stride() : 1; }

  // ------------------------------------------------------------ gemm_k_loop.cpp: the K loop

  /// The kloop header entered from `from` with %k0 = `first`: the K phi, with double_buffer the
  /// stage phi, the accumulator phis, and the test that leaves for `epi`. Returns the phis whose
  /// back edges the caller adds: k0, then stage (or nullptr), then the accumulators in `acc`.
  struct LoopHeader {
    Instruction* k0;
    Instruction* stage;
    std::vector<Instruction*> acc;
    Value more;
  };
  /// The next K tile's origin %k0.next, whether it exists (%knext), and both operands' stages:
  /// the one the inner loop reads (lds_read_, %<x>.lds) and the other one's offset (%<x>.oth64).
  struct NextTile {
    Value k0_next, knext, other64[2];
  };

  LoopHeader loop_header(Builder& b, Block* kloop, Block* from, Value first);
  void close_loop(const LoopHeader& h, Block* kstep, Value k0_next, const std::vector<Value>& next);
  void sync_loop(Builder& b, Block* entry, Block* epi);
  std::vector<Value> inner_loop(Builder& b, Block* inner, Block* from, const std::vector<Instruction*>& acc,
                                Block* to);
  void double_buffer_loop(Builder& b, Block* epi);
  NextTile next_tile_values(Builder& b, const LoopHeader& h);
  void async_pingpong_loop(Builder& b, Block* epi);

  // ------------------------------------------------------------ gemm_tile_loads.cpp: the tile loads

  /// The blocks of one operand's copy in the ping-pong loop, created up front so that the block
  /// before can branch to `entry`: with vectors <p>.load (the alignment test) and <p>.slow.
  struct CopyBlocks {
    Block* entry;
    Block* load = nullptr;
    std::vector<Block*> chunks;
    Block* slow = nullptr;
  };
  /// Slot l's row on the slow path: whether it is in bounds, its offset, its first column.
  struct GuardedRow {
    Value ook, row, ib;
  };

  void operand_slots(Builder& b, const OperandTile& o, LoadSlots& s);
  void tile_load(Builder& b, const OperandTile& o, const LoadSlots& s, Block* check, Block* next);
  std::vector<Value> register_load(Builder& b, const OperandTile& o, const LoadSlots& s, Block* check, Block* next);
  Value tile_is_full(Builder& b, const OperandTile& o, const LoadSlots& s, const std::string& prefix);
  std::vector<Block*> chunk_blocks(const LoadSlots& s, const std::string& p);
  void async_tile_load(Builder& b, const OperandTile& o, const LoadSlots& s, const std::string& p,
                       const std::vector<Value>& dest, const std::vector<Block*>& chunks, Block* next);
  Value chunk_address(Builder& b, const OperandTile& o, const LoadSlots& s, std::size_t l, const std::string& q,
                      Block* copy, Block* zero);
  CopyBlocks copy_blocks(const OperandTile& o, const LoadSlots& s, const std::string& p);
  void wgrad_async_copy(Builder& b, const OperandTile& o, const LoadSlots& s, const std::string& p,
                        const std::vector<Value>& dest, const CopyBlocks& c, Block* next);
  void store_slot(Builder& b, const OperandTile& o, Value v, const std::string& v_name, Value dest);
  void slow_tile(Builder& b, const OperandTile& o, const LoadSlots& s, const std::string& p,
                 const std::vector<Value>& dest);
  Value slot_full(Builder& b, const OperandTile& o, const LoadSlots& s, const std::string& prefix);
  Value slot_vector(Builder& b, const OperandTile& o, const LoadSlots& s, std::size_t l, const std::string& f);
  template <typename Each>
  void slow_slot(Builder& b, const OperandTile& o, const LoadSlots& s, std::size_t l, const std::string& sl,
                 Each&& each);
  Value fast_load(Builder& b, const OperandTile& o, const LoadSlots& s, std::size_t l, const std::string& f);
  GuardedRow guarded_row(Builder& b, const OperandTile& o, const LoadSlots& s, std::size_t l, const std::string& sl);
  Value guarded_element(Builder& b, const OperandTile& o, const GuardedRow& r, int e, const std::string& p);

  // ------------------------------------------------------------ gemm_wgrad_gather.cpp: conv_wgrad's problem binding

  /// The output pixel (n', p', q') of slot l's reduction index at origin k0_: <q>.t ... <q>.oq.
  struct GatherPixel {
    Value tok, on, op, oq;
  };
  /// Slot l's image row and column at its pixel, with their unsigned range checks: <q>.hs ... <q>.wok.
  struct GatherTap {
    Value ih, hok, iw, wok;
  };
  /// Slot l's row on the gathered slow path: what its elements share.
  struct GatherRow {
    std::size_t l;
    Value tok, hs, ws, nh;
  };

  /// The operand gathered from the image: conv_wgrad's B (X).
  bool gathered(const OperandTile& o) const { return conv_ && o.name == 'b'; }
  Value conv_arg(char size) const;
  void conv_entry(Builder& b);
  void conv_slot_tail(Builder& b, const OperandTile& o, LoadSlots& s);
  Value gather_is_full(Builder& b, const LoadSlots& s, const std::string& x);
  GatherPixel gather_pixel(Builder& b, const LoadSlots& s, std::size_t l, const std::string& q);
  Value gather_fast(Builder& b, const LoadSlots& s, std::size_t l, const std::string& q);
  GatherTap gather_tap(Builder& b, const LoadSlots& s, std::size_t l, const GatherPixel& px, const std::string& q);
  Value gather_index(Builder& b, const LoadSlots& s, std::size_t l, const GatherPixel& px, const GatherTap& tap,
                     const std::string& q);
  Value gather_chunk(Builder& b, const LoadSlots& s, std::size_t l, const std::string& q, Block* copy, Block* zero);
  GatherRow gather_row(Builder& b, const LoadSlots& s, std::size_t l, const std::string& sl);
  Value gather_element(Builder& b, const LoadSlots& s, const GatherRow& r, int e, const std::string& p);

  // ------------------------------------------------------------ gemm_inner_product.cpp: simt and matrix paths

  /// One operand's fragments for one k step: per fragment, each run as loaded (the mma call
  /// takes runs one by one) and the whole fragment as one vector (the AMD calls take that).
  struct Fragments {
    std::vector<std::vector<Value>> runs;
    std::vector<Value> whole;
  };

  std::vector<Value> inner_product(Builder& b, Block* inner, Block* sync, const std::vector<Instruction*>& acc,
                                   Block* kstep);
  std::vector<Value> lds_reads(Builder& b, const OperandTile& o, const std::vector<Value>& bases, Value kofs);
  Value row_part(const spec::FragmentLayout& f) const;
  Value col_part(const spec::FragmentLayout& f) const;
  void matrix_bases(Builder& b);
  std::vector<Value> matrix_product(Builder& b, Block* inner, Block* sync, const std::vector<Instruction*>& acc,
                                    Block* kstep);
  Fragments fragments(Builder& b, const OperandTile& o, Value kk);
  Value matrix_call(Builder& b, int i, int j, const Fragments& fa, const Fragments& fb, Value c);
  void matrix_extract(Builder& b);

  // ------------------------------------------------------------ gemm_epilogue.cpp: direct and cshuffle

  /// One store slot of the cshuffle epilogue, as its element and pair chains need it.
  struct CshuffleSlot {
    int l = 0;
    Value value;   ///< %c.x<l>: the slot's vector.c elements from the staging tile
    Value row_ok;  ///< its row is inside M
    Value col;     ///< its first column in D
    Value idx;     ///< its first element's index from the base
  };

  void epilogue(Builder& b);
  Value output_base(Builder& b, Value n64);
  void store_one(Builder& b, int i, int j, Value base, DType dtype, Block* next);
  void store_pair(Builder& b, int i, int p, Block* next);
  void add_in_pair(Builder& b, int i, int j, Value idx);
  /// Where a lone 16-bit column's aligned pair is formed: the element's index and the pointer it
  /// indexes. D and its index, or for conv_wgrad with groups > 1 dW and `%gd + idx`
  /// (`hdw_name`), since the group's D may start at an odd element of dW
  /// (engines/CONTRACT_WGRAD.md section 6, "The epilogue's lone 16-bit columns").
  std::pair<Value, Value> lone_pair_index(Builder& b, Value idx, const std::string& hdw_name);
  /// What the cshuffle staging tile holds: f32 partials for the two_stage workspace, else D's type.
  DType staged_dtype() const { return two_stage_ ? DType::F32 : g_.out; }
  void cshuffle(Builder& b);
  void cshuffle_elements(Builder& b, const CshuffleSlot& s, Value base, Block* first, Block* next);
  void cshuffle_pairs(Builder& b, const CshuffleSlot& s, Block* first, Block* next);

  // ------------------------------------------------------------ gemm_reduce.cpp: the reduce kernel

  void reduce_kernel();

  // ------------------------------------------------------------ state

  const spec::Config& config_;
  const spec::GemmSpec g_;  ///< the config's, or the one a conv_wgrad config derives
  const ProblemBinding binding_;
  const spec::ConvWgradSpec* const conv_;  ///< conv_wgrad only
  const spec::Flavor& flavor_;
  const spec::TargetInfo& target_;
  const IsaLowering lower_;
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
  /// conv_wgrad with groups > 1, modes none and atomic: the group's first element of dW (%gd),
  /// and dW itself; unset otherwise.
  Value gd_, dw_;
  LoadSlots slots_a_, slots_b_;
  std::vector<Value> ar_, ab_, bc_, bb_;  // per-thread row/column and their LDS bases
  std::vector<Value> acc_;                // the K loop's accumulator phis, row-major; then the epilogue's scalars
  Value llo_, lhi_, mx_base_[2];          // matrix: the lane's index parts, its A and B LDS bases
  std::vector<Value> erok_, erow_, ecok_, ec64_;
  Value neven_;
};

}  // namespace paritykit::alpha::gemm
