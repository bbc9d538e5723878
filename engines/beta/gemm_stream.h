// Engine beta's gemm text stream, the class its files share: one module (a gemm config's, or
// conv_wgrad's implicit GEMM, engines/CONTRACT_WGRAD.md) streamed as text in contract order.
// Written independently of engine alpha on purpose; both follow engines/CONTRACT.md. Private to
// the gemm_*.cpp files, one per section of the contract:
//   gemm.cpp                the module (sections 3, 6), the main kernel's frame and `entry:` (7)
//   gemm_k_loop.cpp         the K loop: sync (7), double_buffer (12), async (13), conv_wgrad's
//                           ping-pong (engines/CONTRACT_WGRAD.md 7)
//   gemm_tile_loads.cpp     the tile loads: per-thread slots, fast and slow paths, async chunks (5, 7)
//   gemm_wgrad_gather.cpp   conv_wgrad's problem binding: its `entry:` and X's gathered tile
//                           (engines/CONTRACT_WGRAD.md 6, 7)
//   gemm_inner_product.cpp  the inner product: simt (7 `inner:`) and the matrix paths (11)
//   gemm_epilogue.cpp       the epilogue: the direct store chain and cshuffle (7 `epi:`)
//   gemm_reduce.cpp         the reduce kernel of two_stage (8)
// The checks are gemm_rules.cpp's; the numbers both derive are gemm_geometry.h's.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "gemm_geometry.h"
#include "lowering.h"
#include "matrix.h"
#include "text_sink.h"

namespace paritykit::beta::gemm {

// Appends to the stream with a format string parsed and bounded at compile time (text_sink.h
// says how every write stays inside the buffer).
#define EMIT(text, ...) PK_SINK_FORMAT(out_, text __VA_OPT__(, ) __VA_ARGS__)

inline std::string_view ir_type(DType d) { return d == DType::F16 ? "half" : d == DType::BF16 ? "bfloat" : "float"; }
inline std::string_view ir_zero(DType d) {
  return d == DType::F16 ? "0xH0000" : d == DType::BF16 ? "0xR0000" : "0.000000e+00";
}

/// Streams one module. Member functions append to `out` in contract order; each is defined in the
/// file of its section (the list above).
class Stream {
 public:
  Stream(const Config& c, const GemmSpec& g, const ConvWgradSpec* w, const Flavor& f);
  Module run();

 private:
  // ------------------------------------------------------------ gemm.cpp: module, shared pieces, entry

  void put(std::string_view text) { out_.append(text); }
  Operand op(char n, const std::string& k0 = "%k0") const;
  void lds_global(char n);
  void barrier() { put(lower_.barrier); }
  std::string_view attributes(std::string_view group) const;
  std::string atomic_tail(int align) const;
  void main_kernel();
  void declarations();
  /// The matrix instruction's declaration, in place of fmuladd's (engines/CONTRACT.md section 11).
  void matrix_declaration() { beta::matrix_declaration(out_, mt_); }

  // ------------------------------------------------------------ gemm_k_loop.cpp: the K loop

  void loop_header(std::string_view from, std::string_view first);
  void inner_loop(std::string_view from, std::string_view to);
  void sync_loop();
  void double_buffer_loop();
  void async_pingpong_loop();
  void next_tile_values();

  // ------------------------------------------------------------ gemm_tile_loads.cpp: the tile loads

  int loads_per_thread(const Operand& o) const { return o.rows * (o.cont / o.vec) / s_.threads; }
  /// LDS elements between consecutive elements of one slot: 1, or an LDS row when transposed.
  static int element_step(const Operand& o) { return o.transposed ? o.lds_stride() : 1; }
  static std::string vector_type(const Operand& o);
  void slots(const Operand& o);
  void tile_load(const Operand& o, const char* next);
  void register_load(const Operand& o, const char* next);
  void full_check(const Operand& o, std::string_view p);
  void fast_load(const Operand& o, std::string_view p, int l);
  void slow_slot(const Operand& o, std::string_view p, int l);
  void slow_element(const Operand& o, std::string_view p, int l, int e);
  void store_slot(const Operand& o, std::string_view v, std::string_view dest);
  void slow_tile(const Operand& o, std::string_view p, std::string_view slot);
  void async_tile_load(const Operand& o, std::string_view p, std::string_view slot, std::string_view next);
  void chunk_copy_or_zero(const Operand& o, std::string_view p, std::string_view slot, int l, std::string_view after);
  std::string copy_intrinsic(const Operand& o) const;
  void wgrad_async_copy(const Operand& o, std::string_view p, std::string_view slot, std::string_view next);
  static std::string copy_entry(const Operand& o, std::string_view p);

  // ------------------------------------------------------------ gemm_wgrad_gather.cpp: conv_wgrad's problem binding

  void wgrad_problem();
  void wgrad_slot_tail(const Operand& o);
  void gather_load(const Operand& o, bool into_lds, std::string_view next);
  void gather_slow(const Operand& o, std::string_view p, std::string_view slot);
  void gather_tap(std::string_view q, int l);
  void gather_offset(std::string_view q, int l);
  void gather_reduction_step(const Operand& o, std::string_view q, int l);
  void gather_chunk(const Operand& o, std::string_view p, std::string_view slot, int l, std::string_view after);

  // ------------------------------------------------------------ gemm_inner_product.cpp: simt and matrix paths

  /// A matrix operand in LDS: the stride of one fragment row (m of A, n of B) and of one k.
  struct Staged {
    char n;
    const FragmentLayout* f;
    int frags, step;          ///< fragments per wave along the operand's rows, rows per fragment
    int row_mult, k_mult;     ///< LDS elements per fragment row and per k
  };

  std::string lds_base(char n) const;
  Layout lds_layout(char n) const;
  void simt_bases();
  void simt_inner();
  void lds_reads(char n, int count, DType d);
  Staged staged(char n) const;
  void matrix_bases();
  void matrix_inner();
  void fragments(const Staged& x);
  std::string fragment(char n, int fr) const;
  static std::string lane_list(int count);
  void matrix_call(int i, int j);
  void matrix_extract();

  // ------------------------------------------------------------ gemm_epilogue.cpp: direct and cshuffle

  void epilogue();
  std::string_view output_base();
  /// The staging tile's element type: the workspace's f32 for two_stage, else the output's.
  DType staged_dtype() const { return g_.split == SplitMode::TwoStage ? DType::F32 : g_.out; }
  void cshuffle_epilogue();
  void cshuffle_pairs(int l, std::string_view next, std::string_view oty);
  void single_in_pair(std::string_view index, int i, int j, std::string_view oty);
  /// A lone 16-bit column's aligned pair is formed on dW from `%gd + index`: conv_wgrad with
  /// groups > 1, whose group slice %D may start at an odd element of dW
  /// (engines/CONTRACT_WGRAD.md section 6, "The epilogue's lone 16-bit columns"). Only lone
  /// columns ask; they are atomic.
  bool pair_on_dw() const { return w_ && w_->groups > 1; }

  // ------------------------------------------------------------ gemm_reduce.cpp: the reduce kernel

  void reduce_kernel();

  // ------------------------------------------------------------ state

  const Config& c_;
  const GemmSpec& g_;
  const ConvWgradSpec* w_;  ///< conv_wgrad's implicit GEMM over g_, or nullptr for the gemm family
  const TargetInfo& t_;
  const Flavor& f_;
  const Shape s_;
  const IsaText lower_;
  const std::string family_;
  const std::string kname_;
  const std::string tail2_, tail4_;  ///< atomicrmw suffix for 2- and 4-byte atomics
  bool matrix_ = false;           ///< a matrix path (wmma, mfma, mma) rather than simt
  bool async_ = false;            ///< the async K loop: tiles copied into LDS without registers
  bool pingpong_ = false;         ///< conv_wgrad's async loop: two stages, one barrier per K step
  int stages_ = 1;                ///< LDS stages per operand tile
  int rows_ = 0, cols_ = 0;       ///< the epilogue's grid of %acc.<i>.<j> per thread
  int colgroup_ = 1;              ///< adjacent columns stored together (2: packed 16-bit atomics)
  std::vector<int> crow_, ccol_;  ///< a lane's accumulator rows and columns within one fragment
  MatrixText mt_{};                ///< the instruction's types (matrix paths)
  const MatrixIntrinsic* intrinsic_ = nullptr;
  FragmentBits bits_ = FragmentBits::Native;
  std::string_view element_type_;  ///< IR type of one fragment element (half, bfloat or i16)
  std::string acc_type_;           ///< IR type of one fragment's accumulators
  std::string_view from_;  ///< the block that enters the inner loop (sync or compute)
  TextSink out_;  ///< one allocation: the largest modules are about 100 KiB
};

}  // namespace paritykit::beta::gemm
