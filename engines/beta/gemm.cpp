// Engine beta's gemm family: validation as one pass of checks, emission as a single text stream
// (which also emits conv_wgrad's implicit GEMM, engines/CONTRACT_WGRAD.md).
// Written independently of engine alpha on purpose; both follow engines/CONTRACT.md.
#include "gemm.h"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include <fmt/compile.h>
#include <fmt/format.h>

#include "lowering.h"
#include "matrix.h"
#include "text_sink.h"

namespace paritykit::beta {
namespace {

// Appends to the stream with a format string parsed and bounded at compile time (text_sink.h
// says how every write stays inside the buffer).
#define EMIT(text, ...) PK_SINK_FORMAT(out_, text __VA_OPT__(, ) __VA_ARGS__)

using namespace paritykit::spec;

std::string_view ir_type(DType d) { return d == DType::F16 ? "half" : d == DType::BF16 ? "bfloat" : "float"; }
std::string_view ir_zero(DType d) { return d == DType::F16 ? "0xH0000" : d == DType::BF16 ? "0xR0000" : "0.000000e+00"; }

/// The matrix instruction of a matrix-path spec: of the target's shapes for its math, the one
/// with the largest k that divides tile.k, else the first (which the tile rule then reports).
const MatrixShape* instruction_of(const GemmSpec& g, const TargetInfo& t) { return pick_instruction(t, g.math, g.tile_k); }

/// Everything the emitter derives from a spec, computed once. On a matrix path `ins` is the
/// instruction; each wave owns a wm x wn tile of fm x fn instruction tiles.
struct Shape {
  int wave, lanes_m, lanes_n, threads, rows_t, cols_t, tm, tn, colgroup;
  const MatrixShape* ins;
  int wm, wn, fm, fn;
  int lane_accumulators() const { return fm * fn * ins->c.elements(); }
};

Shape shape_of(const GemmSpec& g, const TargetInfo& t) {
  Shape s{};
  if (g.math != Math::Simt) {
    s.ins = instruction_of(g, t);
    s.wm = g.tile_m / g.warps_m;
    s.wn = g.tile_n / g.warps_n;
    if (s.ins) {
      s.fm = s.wm / s.ins->m;
      s.fn = s.wn / s.ins->n;
    }
  }
  s.wave = t.wave_size;
  s.lanes_m = s.wave == 64 ? 8 : 4;
  s.lanes_n = 8;
  s.threads = g.warps_m * g.warps_n * s.wave;
  s.rows_t = g.warps_m * s.lanes_m;
  s.cols_t = g.warps_n * s.lanes_n;
  s.tm = g.tile_m / s.rows_t;
  s.tn = g.tile_n / s.cols_t;
  s.colgroup = (g.split == SplitMode::Atomic && g.out != DType::F32) ? 2 : 1;
  return s;
}

/// One operand's tile as it moves from global memory to LDS.
struct Operand {
  char name;          // 'a' or 'b'
  DType dtype;
  int vec;
  int rows, cont;     // global tile: rows x contiguous extent
  std::string outer0, outer_bound, inner0, inner_bound, ld;
  bool transposed = false;  // staged in LDS with rows and columns swapped (conv_wgrad's M-outer tiles)

  /// LDS elements between two LDS rows (each padded by one vector), and in the whole tile.
  int lds_stride() const { return (transposed ? rows : cont) + vec; }
  int lds_elems() const { return (transposed ? cont : rows) * lds_stride(); }
};

/// Operand `name`'s tile whose K origin is `k0` (the loop's %k0, or another tile's origin).
Operand operand(char name, const GemmSpec& g, const std::string& kend, const std::string& k0 = "%k0",
                bool transposed = false) {
  Operand o{name, name == 'a' ? g.a : g.b, name == 'a' ? g.vector_a : g.vector_b, 0, 0, "", "", "", "", ""};
  if (name == 'a') {
    if (g.layout_a == Layout::Row) o = {name, o.dtype, o.vec, g.tile_m, g.tile_k, "%m0", "%M", k0, kend, "%K"};
    else o = {name, o.dtype, o.vec, g.tile_k, g.tile_m, k0, kend, "%m0", "%M", "%M"};
  } else {
    if (g.layout_b == Layout::Row) o = {name, o.dtype, o.vec, g.tile_k, g.tile_n, k0, kend, "%n0", "%N", "%N"};
    else o = {name, o.dtype, o.vec, g.tile_n, g.tile_k, "%n0", "%N", k0, kend, "%K"};
  }
  o.transposed = transposed;
  return o;
}

/// Whether conv_wgrad config `w` (or nullptr: a gemm) stages its tiles transposed: M-outer tiles
/// hold dY as an `A row` tile and X as a `B col` tile (engines/CONTRACT_WGRAD.md section 8).
bool transposed_tiles(const ConvWgradSpec* w) { return w && !w->lds_k_outer; }

/// LDS stages per operand tile: double_buffer, and conv_wgrad's async ping-pong loop (`wgrad`),
/// fill one while the K step reads the other.
int stages_of(const GemmSpec& g, bool wgrad) {
  return g.k_loop == KLoop::DoubleBuffer || (wgrad && g.k_loop == KLoop::Async) ? 2 : 1;
}

std::optional<Verdict> reject(std::string code, std::string message) {
  return Verdict{false, std::move(code), std::move(message)};
}

}  // namespace

std::optional<Verdict> check_gemm(const Config& c) {
  const GemmSpec& g = std::get<GemmSpec>(c.spec);
  if (auto r = check_gemm_math(g, c.target)) return r;
  if (auto r = check_gemm_async_target(g, c.target)) return r;
  return check_gemm_tiles(g, c.target, nullptr);
}

std::optional<Verdict> check_gemm_math(const GemmSpec& g, const std::string& target) {
  const TargetInfo& t = *find_target(target);
  const bool matrix = g.math != Math::Simt;
  if (matrix && !instruction_of(g, t))
    return reject("E_MATH_UNSUPPORTED", fmt::format("math {} is not available on {}; it has simt and {}",
                                                    to_string(g.math), target, to_string(t.matrix[0].math)));
  if (matrix && (g.a != g.b || !instruction_of(g, t)->intrinsic(g.a)))
    return reject("E_MATRIX_DTYPE", fmt::format("math {} takes f16 or bf16 inputs of one type, got a {} and b {}",
                                                to_string(g.math), to_string(g.a), to_string(g.b)));
  return std::nullopt;
}

std::optional<Verdict> check_gemm_async_target(const GemmSpec& g, const std::string& target) {
  if (g.k_loop == KLoop::Async && !find_target(target)->async_lds_loads)
    return reject("E_ASYNC_TARGET",
                  fmt::format("k_loop async needs global_load_async_to_lds, which {} does not have", target));
  return std::nullopt;
}

std::optional<Verdict> check_gemm_tiles(const GemmSpec& g, const std::string& target, const ConvWgradSpec* w) {
  const bool wgrad = w != nullptr;
  const TargetInfo& t = *find_target(target);
  const bool matrix = g.math != Math::Simt;
  const bool async = g.k_loop == KLoop::Async;
  Shape s = shape_of(g, t);
  if (s.threads > t.threads_max)
    return reject("E_THREADS_OVER_LIMIT", fmt::format("workgroup of {} threads (warps {}x{} of {}) exceeds the {} "
                                                      "limit of {}", s.threads, g.warps_m, g.warps_n, s.wave,
                                                      target, t.threads_max));
  if (matrix && (g.tile_m % (g.warps_m * s.ins->m) || g.tile_n % (g.warps_n * s.ins->n) || g.tile_k % s.ins->k))
    return reject("E_MATRIX_TILE", fmt::format("tile {}x{}x{} is not a multiple of warps {}x{} of the {} instruction "
                                               "{}x{}x{}", g.tile_m, g.tile_n, g.tile_k, g.warps_m, g.warps_n,
                                               to_string(g.math), s.ins->m, s.ins->n, s.ins->k));
  if (matrix && s.lane_accumulators() > 64)
    return reject("E_MICROTILE_TOO_LARGE", fmt::format("per-wave tile {}x{} holds {} accumulators per lane, over the "
                                                       "limit of 64", s.wm, s.wn, s.lane_accumulators()));
  if (!matrix && (g.tile_m % s.rows_t || g.tile_n % s.cols_t))
    return reject("E_TILE_NOT_DIVISIBLE",
                  fmt::format("tile {}x{} is not divisible by the thread grid {}x{} (warps {}x{} of wave shape {}x{})",
                              g.tile_m, g.tile_n, s.rows_t, s.cols_t, g.warps_m, g.warps_n, s.lanes_m, s.lanes_n));
  if (!matrix && s.tm * s.tn > 64)
    return reject("E_MICROTILE_TOO_LARGE", fmt::format("per-thread tile {}x{} holds {} accumulators, over the "
                                                       "limit of 64", s.tm, s.tn, s.tm * s.tn));
  const std::string kend = "%kend";
  const bool transposed = transposed_tiles(w);
  Operand ops[2] = {operand('a', g, kend, "%k0", transposed), operand('b', g, kend, "%k0", transposed)};
  for (const Operand& o : ops)
    if (o.vec * size_of(o.dtype) > 16)
      return reject("E_VECTOR_TOO_WIDE", fmt::format("vector.{} of {} {} elements is {} bytes, over 16", o.name,
                                                     o.vec, to_string(o.dtype), o.vec * size_of(o.dtype)));
  // gemm's async K loop moves each vector slot as one 16-byte chunk (conv_wgrad's chunks are rule W8's).
  for (const Operand& o : ops)
    if (async && !wgrad && o.vec * size_of(o.dtype) != 16)
      return reject("E_ASYNC_CHUNK", fmt::format("k_loop async copies 16-byte chunks; vector.{} of {} {} elements is "
                                                 "{} bytes", o.name, o.vec, to_string(o.dtype),
                                                 o.vec * size_of(o.dtype)));
  for (const Operand& o : ops)
    if (o.cont % o.vec)
      return reject("E_VECTOR_NOT_DIVISIBLE", fmt::format("vector.{} of {} does not divide the contiguous tile "
                                                          "extent {} of operand {}", o.name, o.vec, o.cont, o.name));
  for (const Operand& o : ops)
    if ((o.rows * o.cont / o.vec) % s.threads)
      return reject("E_LOAD_NOT_DIVISIBLE", fmt::format("operand {} tile has {} vector loads, not a multiple of the "
                                                        "{} threads", o.name, o.rows * o.cont / o.vec, s.threads));
  const bool cshuffle = g.epilogue == Epilogue::Cshuffle;
  const int vc = g.vector_c;
  if (!cshuffle && vc != 1)
    return reject("E_STORE_VECTOR_DIRECT", fmt::format("vector.c of {} needs epilogue cshuffle; the direct epilogue "
                                                       "stores one element at a time", vc));
  if (cshuffle && vc * size_of(g.out) > 16)
    return reject("E_VECTOR_TOO_WIDE", fmt::format("vector.c of {} {} elements is {} bytes, over 16", vc,
                                                   to_string(g.out), vc * size_of(g.out)));
  if (cshuffle && (g.tile_m * (g.tile_n / vc)) % s.threads)
    return reject("E_STORE_NOT_DIVISIBLE", fmt::format("output tile has {} vector stores, not a multiple of the {} "
                                                       "threads", g.tile_m * (g.tile_n / vc), s.threads));
  int lds = 0;
  for (const Operand& o : ops) lds += stages_of(g, wgrad) * o.lds_elems() * size_of(o.dtype);
  if (lds > t.lds_bytes_max)
    return reject("E_LDS_BUDGET",
                  fmt::format("LDS of {} bytes exceeds the {} budget of {}", lds, target, t.lds_bytes_max));
  if (cshuffle) {
    const int la = stages_of(g, wgrad) * ops[0].lds_elems() * size_of(ops[0].dtype);
    const int staging =
        g.tile_m * (g.tile_n + vc) * size_of(g.split == SplitMode::TwoStage ? DType::F32 : g.out);
    if (lds + staging > t.lds_bytes_max)
      return reject("E_CSHUFFLE_LDS", fmt::format("LDS of {} bytes (A) + {} bytes (B) + {} bytes (cshuffle staging) "
                                                  "is {}, over the {} budget of {}", la, lds - la, staging,
                                                  lds + staging, target, t.lds_bytes_max));
  }
  const int d = g.split_degree;
  if (g.split == SplitMode::None && d != 1)
    return reject("E_SPLIT_DEGREE", fmt::format("split_k none needs degree 1, got {}", d));
  if (g.split != SplitMode::None && d < 2)
    return reject("E_SPLIT_DEGREE", fmt::format("split_k {} needs degree >= 2, got {}", to_string(g.split), d));
  if (g.split == SplitMode::Atomic) {
    bool validated = false;
    for (DType x : t.validated_atomics) validated |= x == g.out;
    if (!validated)
      return reject("E_ATOMIC_UNVALIDATED", fmt::format("split_k atomic with {} output is not validated on {}; use "
                                                        "two_stage", to_string(g.out), target));
    if (g.out != DType::F32 && d > kHalfAtomicLimit)
      return reject("E_SPLIT_ATOMIC_LIMIT",
                    fmt::format("split_k degree {} over the 16-bit atomic limit of {}", d, kHalfAtomicLimit));
    if (g.out == DType::F16 && d > kF16AtomicAccuracyCap)
      return reject("E_SPLIT_F16_ACCURACY_CAP", fmt::format("split_k degree {} over the f16 packed-atomic accuracy "
                                                            "cap of {}", d, kF16AtomicAccuracyCap));
    if (g.out == DType::BF16 && d > kBF16AtomicAccuracyCap)
      return reject("E_SPLIT_BF16_ACCURACY_CAP", fmt::format("split_k degree {} over the bf16 atomic accuracy cap "
                                                             "of {}", d, kBF16AtomicAccuracyCap));
    if (!matrix && s.colgroup == 2 && s.tn % 2)
      return reject("E_PACKED_ATOMIC_ODD_N", fmt::format("per-thread N tile {} is odd; packed {} atomics need "
                                                         "column pairs", s.tn, to_string(g.out)));
    if (cshuffle && g.out != DType::F32 && vc % 2)
      return reject("E_CSHUFFLE_ODD_VECTOR", fmt::format("vector.c of {} is odd; cshuffle adds packed {} atomics in "
                                                         "column pairs", vc, to_string(g.out)));
  }
  return std::nullopt;
}

namespace {

/// A block label built without heap allocation ("e.3.1", "eh.0.2", "cs.1", "exit").
struct Label {
  char text[32];
  size_t size = 0;
  Label(const char* kind, int i, int j) {
    size = fmt::format_to_n(text, sizeof text, FMT_COMPILE("{}.{}.{}"), kind, i, j).size;
  }
  Label(const char* kind, int i) { size = fmt::format_to_n(text, sizeof text, FMT_COMPILE("{}.{}"), kind, i).size; }
  explicit Label(std::string_view fixed) : size(fixed.size()) { fixed.copy(text, sizeof text); }
  std::string_view view() const { return {text, size}; }
};

/// The label after element (i, j) of a rows x cols walk of `kind` blocks, or "exit" after the last.
Label next_label(const char* kind, int i, int j, int rows, int cols) {
  if (j + 1 < cols) return Label(kind, i, j + 1);
  if (i + 1 < rows) return Label(kind, i + 1, 0);
  return Label("exit");
}

/// Streams one module. Member functions append to `out` in contract order.
class Stream {
 public:
  Stream(const Config& c, const GemmSpec& g, const ConvWgradSpec* w, const Flavor& f)
      : c_(c), g_(g), w_(w), t_(*find_target(c.target)), f_(f), s_(shape_of(g_, t_)), lower_(isa_text(t_.isa)),
        family_(c.family_name()), kname_(fmt::format("paritykit_{}_{}", family_, c.id)), tail2_(atomic_tail(2)),
        tail4_(atomic_tail(4)), out_(128 * 1024) {
    matrix_ = g_.math != Math::Simt;
    async_ = g_.k_loop == KLoop::Async;
    pingpong_ = w_ && async_;
    stages_ = stages_of(g_, w_ != nullptr);
    rows_ = s_.tm;
    cols_ = s_.tn;
    colgroup_ = s_.colgroup;
    if (!matrix_) return;
    AccGrid grid = acc_grid(s_.ins->c);
    crow_ = std::move(grid.rows);
    ccol_ = std::move(grid.cols);
    rows_ = s_.fm * static_cast<int>(crow_.size());
    cols_ = s_.fn * static_cast<int>(ccol_.size());
    // Packed 16-bit atomics need each lane's columns in adjacent pairs (mma's C has them); AMD's
    // accumulators hold one column per lane, so each element is added alone (a masked pair).
    colgroup_ = s_.colgroup == 2 && ccol_.size() % 2 == 0 ? 2 : 1;
    mt_ = matrix_text(*s_.ins, g_.a);
    intrinsic_ = mt_.intrinsic;
    bits_ = intrinsic_->bits;
    element_type_ = mt_.element_type;
    acc_type_ = mt_.acc_type;
  }

  Module run() {
    const bool two = g_.split == SplitMode::TwoStage;
    EMIT("; paritykit {} config {}, flavor {}, target {}\n", family_, c_.id, f_.name, c_.target);
    EMIT("source_filename = \"paritykit.{}.{}\"\n", family_, c_.id);
    EMIT("target triple = \"{}\"\n\n", t_.triple);
    lds_global('a');
    lds_global('b');
    if (g_.epilogue == Epilogue::Cshuffle)
      EMIT("@{}.lds_c = internal addrspace(3) global [{} x {}] poison, align 16\n", kname_,
        g_.tile_m * (g_.tile_n + g_.vector_c), ir_type(staged_dtype()));
    put("\n");
    main_kernel();
    if (two) reduce_kernel();
    declarations();
    if (lower_.workgroup_size_attribute) {
      EMIT("\nattributes #0 = {{ \"amdgpu-flat-work-group-size\"=\"{0},{0}\" }}\n", s_.threads);
      if (two) put("attributes #1 = { \"amdgpu-flat-work-group-size\"=\"256,256\" }\n");
    }
    if (!lower_.atomic_metadata.empty() && g_.split == SplitMode::Atomic) put("\n!0 = !{}\n");
    Module m;
    m.ir_text = out_.str();
    m.kernels.push_back(kname_);
    if (two) m.kernels.push_back(kname_ + "_reduce");
    return m;
  }

 private:
  void put(std::string_view text) { out_.append(text); }

  Operand op(char n, const std::string& k0 = "%k0") const {
    return operand(n, g_, g_.split == SplitMode::None ? "%K" : "%kend", k0, transposed_tiles(w_));
  }

  void lds_global(char n) {
    Operand o = op(n);
    EMIT("@{}.lds_{} = internal addrspace(3) global [{} x {}] poison, align 16\n", kname_, n,
      stages_ * o.lds_elems(), ir_type(o.dtype));
  }

  void barrier() { put(lower_.barrier); }

  /// " #<n>" naming a kernel's attribute group, where the ISA has one.
  std::string_view attributes(std::string_view group) const {
    return lower_.workgroup_size_attribute ? group : std::string_view();
  }

  std::string atomic_tail(int align) const {
    return fmt::format(" syncscope(\"{}\") monotonic, align {}{}", t_.atomic_scope, align, lower_.atomic_metadata);
  }

  void main_kernel() {
    const bool split = g_.split != SplitMode::None;
    const std::string nc = f_.nocapture_attr;
    if (w_) {
      EMIT("define {0} void @{1}(ptr addrspace(1) noalias {2} readonly %dY, ptr addrspace(1) noalias {2} readonly %X, "
        "ptr addrspace(1) noalias {2} %{3}, i32 %n, i32 %h, i32 %w, i32 %c, i32 %k, i32 %r, i32 %s, i32 %p, "
        "i32 %q){4} {{\n", lower_.kernel_cc, kname_, nc, g_.split == SplitMode::TwoStage ? "W" : "dW",
        attributes(" #0"));
    } else {
      EMIT("define {} void @{}(ptr addrspace(1) noalias {} readonly %A, ptr addrspace(1) noalias {} readonly %B, "
        "ptr addrspace(1) noalias {} %{}, i32 %M, i32 %N, i32 %K){} {{\n", lower_.kernel_cc, kname_, nc, nc, nc,
        g_.split == SplitMode::TwoStage ? "W" : "D", attributes(" #0"));
    }
    put("entry:\n");
    EMIT("  %tid = call i32 @{}()\n", lower_.thread_id_x);
    EMIT("  %bx = call i32 @{}()\n", lower_.block_id[0]);
    EMIT("  %by = call i32 @{}()\n", lower_.block_id[1]);
    if (w_) {
      wgrad_problem();
    } else if (split) {
      EMIT("  %bz = call i32 @{}()\n", lower_.block_id[2]);
    }
    if (!matrix_) {
      EMIT("  %ty = udiv i32 %tid, {}\n", s_.cols_t);
      EMIT("  %tx = urem i32 %tid, {}\n", s_.cols_t);
    }
    EMIT("  %m0 = mul i32 %by, {}\n", g_.tile_m);
    EMIT("  %n0 = mul i32 %bx, {}\n", g_.tile_n);
    if (split) {
      EMIT("  %ktiles.add = add i32 %K, {}\n", g_.tile_k - 1);
      EMIT("  %ktiles = udiv i32 %ktiles.add, {}\n", g_.tile_k);
      EMIT("  %kper.add = add i32 %ktiles, {}\n", g_.split_degree - 1);
      EMIT("  %kper = udiv i32 %kper.add, {}\n", g_.split_degree);
      EMIT("  %kspan = mul i32 %kper, {}\n", g_.tile_k);
      // conv_wgrad's z index is slice and group; %kz is the slice.
      EMIT("  %kbeg = mul i32 {}, %kspan\n", w_ ? "%kz" : "%bz");
      put("  %kend.raw = add i32 %kbeg, %kspan\n"
              "  %kend.lt = icmp ult i32 %kend.raw, %K\n  %kend = select i1 %kend.lt, i32 %kend.raw, i32 %K\n");
    }
    for (char n : {'a', 'b'}) slots(op(n));
    if (matrix_) {
      matrix_bases();
    } else {
      simt_bases();
    }
    if (g_.k_loop == KLoop::DoubleBuffer) {
      double_buffer_loop();
    } else if (pingpong_) {
      async_pingpong_loop();
    } else {
      sync_loop();
    }
    epilogue();
    put("\nexit:\n  ret void\n}\n\n");
  }

  /// conv_wgrad's entry lines after %by (engines/CONTRACT_WGRAD.md, section 6): the z index as
  /// slice and group, the gemm sizes M, N, K of the convolution, and the group's dY, X and dW.
  void wgrad_problem() {
    const int groups = w_->groups;
    EMIT("  %bz = call i32 @{}()\n", lower_.block_id[2]);
    EMIT("  %kz = udiv i32 %bz, {0}\n  %grp = urem i32 %bz, {0}\n", groups);
    EMIT("  %M = udiv i32 %k, {0}\n  %Cg = udiv i32 %c, {0}\n", groups);
    put("  %sc = mul i32 %s, %Cg\n  %N = mul i32 %r, %sc\n  %pq = mul i32 %p, %q\n  %K = mul i32 %n, %pq\n");
    put("  %h64 = zext i32 %h to i64\n  %w64 = zext i32 %w to i64\n  %c64 = zext i32 %c to i64\n");
    put("  %ga = mul i32 %grp, %M\n  %ga64 = zext i32 %ga to i64\n");
    EMIT("  %A = getelementptr inbounds {}, ptr addrspace(1) %dY, i64 %ga64\n", ir_type(g_.a));
    put("  %gb = mul i32 %grp, %Cg\n  %gb64 = zext i32 %gb to i64\n");
    EMIT("  %B = getelementptr inbounds {}, ptr addrspace(1) %X, i64 %gb64\n", ir_type(g_.b));
    if (g_.split != SplitMode::TwoStage) {
      put("  %gN64 = zext i32 %N to i64\n  %gd = mul i64 %ga64, %gN64\n");
      EMIT("  %D = getelementptr inbounds {}, ptr addrspace(1) %dW, i64 %gd\n", ir_type(g_.out));
    }
  }

  /// The kloop header: %k0 from `first` (entered from `from`), the accumulator phis, the exit test.
  void loop_header(std::string_view from, std::string_view first) {
    put("\nkloop:\n");
    EMIT("  %k0 = phi i32 [ {}, %{} ], [ %k0.next, %kstep ]\n", first, from);
    if (stages_ == 2) EMIT("  %stage = phi i32 [ 0, %{} ], [ %stage.next, %kstep ]\n", from);
    if (matrix_) {
      for (int i = 0; i < s_.fm; ++i)
        for (int j = 0; j < s_.fn; ++j)
          EMIT("  %macc.{0}.{1} = phi {2} [ zeroinitializer, %{3} ], [ %mc.{0}.{1}.next, %kstep ]\n", i, j, acc_type_,
            from);
    } else {
      for (int i = 0; i < s_.tm; ++i)
        for (int j = 0; j < s_.tn; ++j)
          EMIT("  %acc.{0}.{1} = phi float [ 0.000000e+00, %{2} ], [ %c.{0}.{1}.next, %kstep ]\n", i, j, from);
    }
    EMIT("  %kmore = icmp ult i32 %k0, {}\n", g_.split != SplitMode::None ? "%kend" : "%K");
  }

  /// The inner loop over one staged K tile, entered from `from`, leaving to `to`.
  void inner_loop(std::string_view from, std::string_view to) {
    EMIT("\ninner:\n  %kk = phi i32 [ 0, %{} ], [ %kk.next, %inner ]\n", from);
    from_ = from;
    if (matrix_) {
      matrix_inner();
    } else {
      simt_inner();
    }
    EMIT("  %kk.next = add i32 %kk, {}\n  %kk.more = icmp ult i32 %kk.next, {}\n", matrix_ ? s_.ins->k : 1,
      g_.tile_k);
    EMIT("  br i1 %kk.more, label %inner, label %{}\n", to);
  }

  /// One LDS stage: per K step, load the tile, barrier, inner loop, barrier.
  void sync_loop() {
    put("  br label %kloop\n");
    loop_header("entry", g_.split != SplitMode::None ? "%kbeg" : "0");
    if (async_) {
      put("  br i1 %kmore, label %a.chunk.0, label %epi\n");
      async_tile_load(op('a'), "a", "q", "b.chunk.0");
      async_tile_load(op('b'), "b", "q", "sync");
      EMIT("\nsync:\n  call void @{}(i16 0)\n", lower_.async_wait);
    } else {
      put("  br i1 %kmore, label %a.check, label %epi\n");
      tile_load(op('a'), "b.check");
      tile_load(op('b'), "sync");
      put("\nsync:\n");
    }
    barrier();
    put("  br label %inner\n");
    inner_loop("sync", "kstep");
    put("\nkstep:\n");
    barrier();
    EMIT("  %k0.next = add i32 %k0, {}\n", g_.tile_k);
    put("  br label %kloop\n");
  }

  /// Two LDS stages: the first tile goes to stage 0 before the loop; each K step then loads the
  /// next tile into registers, runs the inner loop on the current stage, stores the registers
  /// into the other stage and meets one barrier, so the global loads overlap the math.
  void double_buffer_loop() {
    const std::string first = g_.split != SplitMode::None ? "%kbeg" : "0";
    put("  br label %a.check\n");
    tile_load(op('a', first), "b.check");
    tile_load(op('b', first), "psync");
    put("\npsync:\n");
    barrier();
    put("  br label %kloop\n");
    loop_header("psync", first);
    put("  br i1 %kmore, label %kpre, label %epi\n\nkpre:\n");
    next_tile_values();
    put("  br i1 %knext, label %an.check, label %compute\n");
    register_load(op('a', "%k0.next"), "bn.check");
    register_load(op('b', "%k0.next"), "compute");
    put("\ncompute:\n");
    for (char n : {'a', 'b'}) {
      const Operand o = op(n);
      for (int l = 0; l < loads_per_thread(o); ++l)
        EMIT("  %{0}n.k{1} = phi {2} [ %{0}n.r{1}, %bn.join ], [ poison, %kpre ]\n", n, l, vector_type(o));
    }
    put("  br label %inner\n");
    inner_loop("compute", "kafter");
    put("\nkafter:\n  br i1 %knext, label %kput, label %kstep\n\nkput:\n");
    for (char n : {'a', 'b'}) {
      const Operand o = op(n);
      for (int l = 0; l < loads_per_thread(o); ++l) {
        EMIT("  %{0}.w{1} = getelementptr inbounds {2}, ptr addrspace(3) %{0}.q{1}, i64 %{0}.oth64\n", n, l,
          ir_type(o.dtype));
        store_slot(o, fmt::format("{}n.k{}", n, l), fmt::format("{}.w{}", n, l));
      }
    }
    put("  br label %kstep\n\nkstep:\n");
    barrier();
    put("  %stage.next = sub i32 1, %stage\n  br label %kloop\n");
  }

  /// conv_wgrad's async ping-pong loop (engines/CONTRACT_WGRAD.md section 7): the first tile's
  /// copies go to stage 0 before the loop; each K step waits for this wave's copies, meets the one
  /// barrier (every wave's copies have landed, and every wave is done reading the other stage),
  /// issues the next tile's copies into the other stage and runs the inner loop on this one.
  void async_pingpong_loop() {
    const std::string first = g_.split != SplitMode::None ? "%kbeg" : "0";
    const Operand a = op('a', first), b = op('b', first);
    EMIT("  br label %{}\n", copy_entry(a, "a"));
    wgrad_async_copy(a, "a", "q", copy_entry(b, "b"));
    wgrad_async_copy(b, "b", "q", "pdone");
    put("\npdone:\n  br label %kloop\n");
    loop_header("pdone", first);
    put("  br i1 %kmore, label %kwait, label %epi\n\nkwait:\n");
    EMIT("  call void @{}(i16 0)\n", lower_.async_wait);
    barrier();
    next_tile_values();
    for (char n : {'a', 'b'}) {
      const Operand o = op(n);
      for (int l = 0; l < loads_per_thread(o); ++l)
        EMIT("  %{0}.w{1} = getelementptr inbounds {2}, ptr addrspace(3) %{0}.q{1}, i64 %{0}.oth64\n", n, l,
          ir_type(o.dtype));
    }
    const Operand an = op('a', "%k0.next"), bn = op('b', "%k0.next");
    EMIT("  br i1 %knext, label %{}, label %compute\n", copy_entry(an, "an"));
    wgrad_async_copy(an, "an", "w", copy_entry(bn, "bn"));
    wgrad_async_copy(bn, "bn", "w", "compute");
    put("\ncompute:\n  br label %inner\n");
    inner_loop("compute", "kstep");
    put("\nkstep:\n  %stage.next = sub i32 1, %stage\n  br label %kloop\n");
  }

  /// The next tile's origin and whether it exists, and both operands' current and other stages.
  void next_tile_values() {
    EMIT("  %k0.next = add i32 %k0, {}\n", g_.tile_k);
    EMIT("  %knext = icmp ult i32 %k0.next, {}\n", g_.split != SplitMode::None ? "%kend" : "%K");
    for (char n : {'a', 'b'}) {
      const Operand o = op(n);
      const int elems = o.lds_elems();
      const std::string_view ty = ir_type(o.dtype);
      EMIT("  %{0}.cur = mul i32 %stage, {1}\n  %{0}.cur64 = zext i32 %{0}.cur to i64\n", n, elems);
      EMIT("  %{0}.lds = getelementptr inbounds {1}, ptr addrspace(3) @{2}.lds_{0}, i64 %{0}.cur64\n", n, ty,
        kname_);
      EMIT("  %{0}.oth = sub i32 {1}, %{0}.cur\n  %{0}.oth64 = zext i32 %{0}.oth to i64\n", n, elems);
    }
  }

  int loads_per_thread(const Operand& o) const { return o.rows * (o.cont / o.vec) / s_.threads; }
  static std::string vector_type(const Operand& o) {
    return o.vec > 1 ? fmt::format("<{} x {}>", o.vec, ir_type(o.dtype)) : std::string(ir_type(o.dtype));
  }

  /// The next tile of one operand from global memory into registers %<n>n.r<l>: the fast path's
  /// vector loads, or the slow path's guarded element loads (zero where out of bounds) gathered
  /// into the same vector type, joined in <n>n.join.
  void register_load(const Operand& o, const char* next) {
    if (w_ && o.name == 'b') return gather_load(o, false, next);
    const char n = o.name;
    const std::string_view ty = ir_type(o.dtype);
    const std::string vty = vector_type(o);
    const int count = loads_per_thread(o);
    const std::string p = fmt::format("{}n", n);
    full_check(o, p);
    for (int l = 0; l < count; ++l) fast_load(o, p, l);
    EMIT("  br label %{}n.join\n\n{}n.slow:\n", n, n);
    for (int l = 0; l < count; ++l) {
      slow_slot(o, p, l);
      for (int e = 0; e < o.vec; ++e) {
        slow_element(o, p, l, e);
        if (o.vec > 1) {
          const std::string into = e == 0 ? std::string("poison") : fmt::format("%{}n.s{}.{}.g", n, l, e - 1);
          EMIT("  %{0}n.s{1}.{2}.g = insertelement {3} {4}, {5} %{0}n.s{1}.{2}.v, i32 {2}\n", n, l, e, vty, into, ty);
        }
      }
    }
    EMIT("  br label %{}n.join\n\n{}n.join:\n", n, n);
    for (int l = 0; l < count; ++l) {
      const std::string gathered = o.vec > 1 ? fmt::format("%{}n.s{}.{}.g", n, l, o.vec - 1)
                                             : fmt::format("%{}n.s{}.0.v", n, l);
      EMIT("  %{0}n.r{1} = phi {2} [ %{0}n.f{1}.v, %{0}n.fast ], [ {3}, %{0}n.slow ]\n", n, l, vty, gathered);
    }
    EMIT("  br label %{}\n", next);
  }

  // The pieces tile_load and register_load share. `p` names the values and blocks: the operand's
  // name for the tile load into LDS, <name>n for double_buffer's load of the next tile; the
  // per-thread slot values (%<name>.r<l>, .i<l>, .ld64, .aligned) are the operand's.

  /// <p>.check: whether the whole tile is in bounds (and aligned for vectors), then <p>.fast:.
  void full_check(const Operand& o, std::string_view p) {
    EMIT("\n{}.check:\n", p);
    EMIT("  %{0}.oend = add i32 {1}, {2}\n  %{0}.ofull = icmp ule i32 %{0}.oend, {3}\n", p, o.outer0, o.rows,
      o.outer_bound);
    EMIT("  %{0}.iend = add i32 {1}, {2}\n  %{0}.ifull = icmp ule i32 %{0}.iend, {3}\n", p, o.inner0, o.cont,
      o.inner_bound);
    if (o.vec > 1)
      EMIT("  %{0}.inb = and i1 %{0}.ofull, %{0}.ifull\n  %{0}.full = and i1 %{0}.inb, %{1}.aligned\n", p, o.name);
    else
      EMIT("  %{0}.full = and i1 %{0}.ofull, %{0}.ifull\n", p);
    EMIT("  br i1 %{0}.full, label %{0}.fast, label %{0}.slow\n\n{0}.fast:\n", p);
  }

  /// Slot l's vector from global memory: %<p>.f<l>.v.
  void fast_load(const Operand& o, std::string_view p, int l) {
    const char n = o.name;
    const std::string vty = vector_type(o);
    const int sz = size_of(o.dtype);
    EMIT("  %{0}.f{1}.o = add i32 {2}, %{3}.r{1}\n  %{0}.f{1}.i = add i32 {4}, %{3}.i{1}\n", p, l, o.outer0, n,
      o.inner0);
    EMIT("  %{0}.f{1}.o64 = zext i32 %{0}.f{1}.o to i64\n  %{0}.f{1}.row = mul i64 %{0}.f{1}.o64, %{2}.ld64\n", p, l, n);
    EMIT("  %{0}.f{1}.i64 = zext i32 %{0}.f{1}.i to i64\n  %{0}.f{1}.idx = add i64 %{0}.f{1}.row, %{0}.f{1}.i64\n", p,
      l);
    EMIT("  %{0}.f{1}.p = getelementptr inbounds {2}, ptr addrspace(1) %{3}, i64 %{0}.f{1}.idx\n", p, l,
      ir_type(o.dtype), n == 'a' ? 'A' : 'B');
    EMIT("  %{0}.f{1}.v = load {2}, ptr addrspace(1) %{0}.f{1}.p, align {3}\n", p, l, vty, o.vec * sz);
  }

  /// Slot l's row on the slow path: %<p>.s<l>.ook (row in bounds), .row (its offset), .ib.
  void slow_slot(const Operand& o, std::string_view p, int l) {
    const char n = o.name;
    EMIT("  %{0}.s{1}.o = add i32 {2}, %{3}.r{1}\n  %{0}.s{1}.ook = icmp ult i32 %{0}.s{1}.o, {4}\n", p, l, o.outer0,
      n, o.outer_bound);
    EMIT("  %{0}.s{1}.o64 = zext i32 %{0}.s{1}.o to i64\n  %{0}.s{1}.row = mul i64 %{0}.s{1}.o64, %{2}.ld64\n", p, l, n);
    EMIT("  %{0}.s{1}.ib = add i32 {2}, %{3}.i{1}\n", p, l, o.inner0, n);
  }

  /// Element e of slot l, read at index 0 and replaced by zero where out of bounds: every value
  /// is %<p>.s<l>.<e>.<what>, the element %<p>.s<l>.<e>.v.
  void slow_element(const Operand& o, std::string_view p, int l, int e) {
    const std::string_view ty = ir_type(o.dtype);
    EMIT("  %{0}.s{1}.{2}.i = add i32 %{0}.s{1}.ib, {2}\n  %{0}.s{1}.{2}.iok = icmp ult i32 %{0}.s{1}.{2}.i, {3}\n", p,
      l, e, o.inner_bound);
    EMIT("  %{0}.s{1}.{2}.ok = and i1 %{0}.s{1}.ook, %{0}.s{1}.{2}.iok\n"
      "  %{0}.s{1}.{2}.i64 = zext i32 %{0}.s{1}.{2}.i to i64\n", p, l, e);
    EMIT("  %{0}.s{1}.{2}.idx = add i64 %{0}.s{1}.row, %{0}.s{1}.{2}.i64\n"
      "  %{0}.s{1}.{2}.safe = select i1 %{0}.s{1}.{2}.ok, i64 %{0}.s{1}.{2}.idx, i64 0\n", p, l, e);
    EMIT("  %{0}.s{1}.{2}.p = getelementptr inbounds {3}, ptr addrspace(1) %{4}, i64 %{0}.s{1}.{2}.safe\n", p, l, e,
      ty, o.name == 'a' ? 'A' : 'B');
    EMIT("  %{0}.s{1}.{2}.x = load {3}, ptr addrspace(1) %{0}.s{1}.{2}.p, align {4}\n", p, l, e, ty, size_of(o.dtype));
    EMIT("  %{0}.s{1}.{2}.v = select i1 %{0}.s{1}.{2}.ok, {3} %{0}.s{1}.{2}.x, {3} {4}\n", p, l, e, ty,
      ir_zero(o.dtype));
  }

  /// The LDS tile the inner loop reads: the global, or with two stages the current stage.
  std::string lds_base(char n) const {
    return stages_ == 2 ? fmt::format("%{}.lds", n) : fmt::format("@{}.lds_{}", kname_, n);
  }

  /// The layout of operand n's LDS tile: its global one, or the other one when transposed.
  Layout lds_layout(char n) const {
    const Layout global = n == 'a' ? g_.layout_a : g_.layout_b;
    if (!transposed_tiles(w_)) return global;
    return global == Layout::Row ? Layout::Col : Layout::Row;
  }

  /// Per-thread LDS read bases of the simt path: rows of A, columns of B.
  void simt_bases() {
    const bool arow = lds_layout('a') == Layout::Row, brow = lds_layout('b') == Layout::Row;
    const int sa = op('a').lds_stride(), sb = op('b').lds_stride();
    for (int i = 0; i < s_.tm; ++i) {
      EMIT("  %ar.{0} = add i32 %ty, {1}\n", i, i * s_.rows_t);
      EMIT("  %ab.{0} = mul i32 %ar.{0}, {1}\n", i, arow ? sa : 1);
    }
    EMIT("  %txc = mul i32 %tx, {}\n", s_.colgroup);
    for (int j = 0; j < s_.tn; ++j) {
      EMIT("  %bc.{0} = add i32 %txc, {1}\n", j, (j / s_.colgroup) * s_.cols_t * s_.colgroup + j % s_.colgroup);
      EMIT("  %bb.{0} = mul i32 %bc.{0}, {1}\n", j, brow ? 1 : sb);
    }
  }

  /// One k of the simt path: every thread's tm x tn fused multiply-adds.
  void simt_inner() {
    const bool arow = lds_layout('a') == Layout::Row, brow = lds_layout('b') == Layout::Row;
    for (int i = 0; i < s_.tm; ++i)
      for (int j = 0; j < s_.tn; ++j)
        EMIT("  %c.{0}.{1} = phi float [ %acc.{0}.{1}, %{2} ], [ %c.{0}.{1}.next, %inner ]\n", i, j, from_);
    EMIT("  %ak = mul i32 %kk, {}\n", arow ? 1 : op('a').lds_stride());
    EMIT("  %bk = mul i32 %kk, {}\n", brow ? op('b').lds_stride() : 1);
    lds_reads('a', s_.tm, g_.a);
    lds_reads('b', s_.tn, g_.b);
    for (int i = 0; i < s_.tm; ++i)
      for (int j = 0; j < s_.tn; ++j)
        EMIT("  %c.{0}.{1}.next = call float @llvm.fmuladd.f32(float %a{2}.{0}, float %b{3}.{1}, float %c.{0}.{1})\n", i, j,
          g_.a == DType::F32 ? 'v' : 'f', g_.b == DType::F32 ? 'v' : 'f');
  }

  /// The lane's place in a fragment layout: "%llo" or "%lhi" for its rows and for its columns.
  static std::string_view row_part(const FragmentLayout& f) { return f.row_from_lo ? "%llo" : "%lhi"; }
  static std::string_view col_part(const FragmentLayout& f) { return f.row_from_lo ? "%lhi" : "%llo"; }

  /// A matrix operand in LDS: the stride of one fragment row (m of A, n of B) and of one k.
  struct Staged {
    char n;
    const FragmentLayout* f;
    int frags, step;          ///< fragments per wave along the operand's rows, rows per fragment
    int row_mult, k_mult;     ///< LDS elements per fragment row and per k
  };
  Staged staged(char n) const {
    const bool a = n == 'a';
    const bool k_inner = lds_layout(n) == (a ? Layout::Row : Layout::Col);
    const int stride = op(n).lds_stride();
    return {n, a ? &s_.ins->a : &s_.ins->b, a ? s_.fm : s_.fn, a ? s_.ins->m : s_.ins->n, k_inner ? stride : 1,
            k_inner ? 1 : stride};
  }

  /// Per-lane bases of the matrix path: each wave's place in the tile, the lane's first element
  /// of A and B in LDS, and the rows and columns of its accumulators (named as the simt path's
  /// %ar.<i> and %bc.<j>, so the epilogue is the same).
  void matrix_bases() {
    const FragmentLayout& c = s_.ins->c;
    EMIT("  %wave = udiv i32 %tid, {0}\n  %lane = urem i32 %tid, {0}\n", s_.wave);
    EMIT("  %wm = udiv i32 %wave, {0}\n  %wn = urem i32 %wave, {0}\n", g_.warps_n);
    EMIT("  %wrow = mul i32 %wm, {}\n  %wcol = mul i32 %wn, {}\n", s_.wm, s_.wn);
    EMIT("  %llo = urem i32 %lane, {0}\n  %lhi = udiv i32 %lane, {0}\n", c.lane_split);
    for (char n : {'a', 'b'}) {
      const Staged x = staged(n);
      EMIT("  %{0}fr = mul i32 {1}, {2}\n  %{0}fk = mul i32 {3}, {4}\n", n, row_part(*x.f), x.f->row_scale,
        col_part(*x.f), x.f->col_scale);
      EMIT("  %{0}fw = add i32 %{0}fr, {1}\n", n, n == 'a' ? "%wrow" : "%wcol");
      EMIT("  %{0}fo = mul i32 %{0}fw, {1}\n  %{0}fq = mul i32 %{0}fk, {2}\n", n, x.row_mult, x.k_mult);
      EMIT("  %{0}base = add i32 %{0}fo, %{0}fq\n", n);
    }
    EMIT("  %cr = mul i32 {}, {}\n  %cc = mul i32 {}, {}\n", row_part(c), c.row_scale, col_part(c), c.col_scale);
    put("  %crow = add i32 %wrow, %cr\n  %ccol = add i32 %wcol, %cc\n");
    for (int i = 0; i < rows_; ++i)
      EMIT("  %ar.{} = add i32 %crow, {}\n", i, (i / crow_.size()) * s_.ins->m + crow_[i % crow_.size()]);
    for (int j = 0; j < cols_; ++j)
      EMIT("  %bc.{} = add i32 %ccol, {}\n", j, (j / ccol_.size()) * s_.ins->n + ccol_[j % ccol_.size()]);
  }

  /// One instruction-k step of the matrix path: the lane's fragments of A and B from LDS, then
  /// fm x fn matrix instructions.
  void matrix_inner() {
    for (int i = 0; i < s_.fm; ++i)
      for (int j = 0; j < s_.fn; ++j)
        EMIT("  %mc.{0}.{1} = phi {2} [ %macc.{0}.{1}, %{3} ], [ %mc.{0}.{1}.next, %inner ]\n", i, j, acc_type_,
          from_);
    for (char n : {'a', 'b'}) fragments(staged(n));
    for (int i = 0; i < s_.fm; ++i)
      for (int j = 0; j < s_.fn; ++j) matrix_call(i, j);
  }

  /// Loads the lane's runs of every fragment of one operand; a run along a contiguous LDS row is
  /// one vector load, otherwise one load per element gathered with insertelement. Leaves the
  /// intrinsic's operand in %<n>x.<f> (one vector) or %<n>x.<f>.<r> (one argument per run).
  void fragments(const Staged& x) {
    const char n = x.n;
    const FragmentLayout& f = *x.f;
    const std::string_view ety = element_type_;
    const int esz = size_of(g_.a);
    const std::string rty = fmt::format("<{} x {}>", f.run, ety);
    EMIT("  %{0}kk = mul i32 %kk, {1}\n  %{0}q = add i32 %{0}base, %{0}kk\n", n, x.k_mult);
    for (int fr = 0; fr < x.frags; ++fr) {
      for (size_t r = 0; r < f.runs.size(); ++r) {
        const int at = fr * x.step * x.row_mult + f.runs[r].row * x.row_mult + f.runs[r].col * x.k_mult;
        if (x.k_mult == 1) {
          int align = 1;
          while (align < f.run && x.row_mult % (2 * align) == 0) align *= 2;
          EMIT("  %{0}q.{1}.{2} = add i32 %{0}q, {3}\n  %{0}w.{1}.{2} = zext i32 %{0}q.{1}.{2} to i64\n", n, fr, r, at);
          EMIT("  %{0}p.{1}.{2} = getelementptr inbounds {3}, ptr addrspace(3) {4}, i64 %{0}w.{1}.{2}\n", n,
            fr, r, ir_type(g_.a), lds_base(n));
          EMIT("  %{0}v.{1}.{2} = load {3}, ptr addrspace(3) %{0}p.{1}.{2}, align {4}\n", n, fr, r, rty, align * esz);
        } else {
          for (int w = 0; w < f.run; ++w) {
            EMIT("  %{0}q.{1}.{2}.{3} = add i32 %{0}q, {4}\n", n, fr, r, w, at + w * x.k_mult);
            EMIT("  %{0}w.{1}.{2}.{3} = zext i32 %{0}q.{1}.{2}.{3} to i64\n", n, fr, r, w);
            EMIT("  %{0}p.{1}.{2}.{3} = getelementptr inbounds {4}, ptr addrspace(3) {5}, i64 "
              "%{0}w.{1}.{2}.{3}\n", n, fr, r, w, ir_type(g_.a), lds_base(n));
            EMIT("  %{0}e.{1}.{2}.{3} = load {4}, ptr addrspace(3) %{0}p.{1}.{2}.{3}, align {5}\n", n, fr, r, w, ety,
              esz);
            const std::string into = w == 0 ? std::string("poison") : fmt::format("%{}i.{}.{}.{}", n, fr, r, w - 1);
            if (w + 1 < f.run)
              EMIT("  %{0}i.{1}.{2}.{3} = insertelement {4} {5}, {6} %{0}e.{1}.{2}.{3}, i32 {3}\n", n, fr, r, w, rty,
                into, ety);
            else
              EMIT("  %{0}v.{1}.{2} = insertelement {4} {5}, {6} %{0}e.{1}.{2}.{3}, i32 {3}\n", n, fr, r, w, rty,
                into, ety);
          }
        }
        if (bits_ == FragmentBits::Int32PerRun)
          EMIT("  %{0}x.{1}.{2} = bitcast {3} %{0}v.{1}.{2} to i32\n", n, fr, r, rty);
      }
      // One run is the operand itself; the AMD shapes have at most two.
      if (s_.ins->call != MatrixCall::MmaSync && f.runs.size() == 2)
        EMIT("  %{0}x.{1} = shufflevector {2} %{0}v.{1}.0, {2} %{0}v.{1}.1, <{3} x i32> <{4}>\n", n, fr, rty,
          2 * f.run, lane_list(2 * f.run));
    }
  }

  /// The value holding fragment `fr` of operand `n` as one vector.
  std::string fragment(char n, int fr) const {
    const FragmentLayout& f = n == 'a' ? s_.ins->a : s_.ins->b;
    return f.runs.size() == 1 ? fmt::format("%{}v.{}.0", n, fr) : fmt::format("%{}x.{}", n, fr);
  }

  /// "i32 0, i32 1, ..., i32 <count - 1>".
  static std::string lane_list(int count) {
    std::string out;
    for (int i = 0; i < count; ++i) out += fmt::format("{}i32 {}", i ? ", " : "", i);
    return out;
  }

  /// D = A * B + C for fragment (i, j), written in the intrinsic's argument form.
  void matrix_call(int i, int j) {
    const char* val = bits_ == FragmentBits::Int32PerRun ? "x" : "v";
    beta::matrix_call(out_, mt_, fmt::format("%mc.{}.{}.next", i, j), fmt::format("%mc.{}.{}", i, j),
                      fragment('a', i), fragment('b', j), fmt::format("%a{}.{}.", val, i),
                      fmt::format("%b{}.{}.", val, j));
  }

  /// The matrix path's accumulators as the epilogue's rows x cols of scalars %acc.<i>.<j>.
  void matrix_extract() {
    const FragmentLayout& c = s_.ins->c;
    for (int i = 0; i < rows_; ++i)
      for (int j = 0; j < cols_; ++j) {
        const int fi = i / static_cast<int>(crow_.size()), fj = j / static_cast<int>(ccol_.size());
        const int e = element_at(c, crow_[i % crow_.size()], ccol_[j % ccol_.size()]);
        if (s_.ins->call == MatrixCall::MmaSync)
          EMIT("  %acc.{0}.{1} = extractvalue {2} %macc.{3}.{4}, {5}\n", i, j, acc_type_, fi, fj, e);
        else
          EMIT("  %acc.{0}.{1} = extractelement {2} %macc.{3}.{4}, i32 {5}\n", i, j, acc_type_, fi, fj, e);
      }
  }

  void slots(const Operand& o) {
    const int per_row = o.cont / o.vec;
    const int count = o.rows * per_row / s_.threads;
    const char n = o.name;
    for (int l = 0; l < count; ++l) {
      EMIT("  %{0}.c{1} = add i32 %tid, {2}\n", n, l, l * s_.threads);
      EMIT("  %{0}.r{1} = udiv i32 %{0}.c{1}, {2}\n", n, l, per_row);
      EMIT("  %{0}.v{1} = urem i32 %{0}.c{1}, {2}\n", n, l, per_row);
      EMIT("  %{0}.i{1} = mul i32 %{0}.v{1}, {2}\n", n, l, o.vec);
      // A transposed tile swaps the slot's LDS row and column.
      EMIT("  %{0}.lr{1} = mul i32 %{0}.{2}{1}, {3}\n", n, l, o.transposed ? 'i' : 'r', o.lds_stride());
      EMIT("  %{0}.l{1} = add i32 %{0}.lr{1}, %{0}.{2}{1}\n", n, l, o.transposed ? 'r' : 'i');
      EMIT("  %{0}.lx{1} = zext i32 %{0}.l{1} to i64\n", n, l);
      EMIT("  %{0}.q{1} = getelementptr inbounds {2}, ptr addrspace(3) @{3}.lds_{0}, i64 %{0}.lx{1}\n", n, l,
        ir_type(o.dtype), kname_);
    }
    if (w_) return wgrad_slot_tail(o);
    EMIT("  %{0}.ld64 = zext i32 {1} to i64\n", n, o.ld);
    if (o.vec > 1) {
      EMIT("  %{0}.ldrem = urem i32 {1}, {2}\n", n, o.ld, o.vec);
      EMIT("  %{0}.aligned = icmp eq i32 %{0}.ldrem, 0\n", n);
    }
  }

  /// conv_wgrad's slot tails: dY's rows are all k channels apart, and a vector is aligned when the
  /// group's channel run is (M % VA == 0 implies k % VA == 0 and g * M % VA == 0); X has no
  /// leading dimension, only each slot's column facts: its tap (r', s') and channel c'.
  void wgrad_slot_tail(const Operand& o) {
    const char n = o.name;
    if (n == 'a') put("  %a.ld64 = zext i32 %k to i64\n");
    if (o.vec > 1)
      EMIT("  %{0}.ldrem = urem i32 {1}, {2}\n  %{0}.aligned = icmp eq i32 %{0}.ldrem, 0\n", n,
        n == 'a' ? "%M" : "%Cg", o.vec);
    if (n != 'b') return;
    for (int l = 0; l < loads_per_thread(o); ++l) {
      EMIT("  %b.j{0} = add i32 %n0, %b.i{0}\n  %b.rs{0} = udiv i32 %b.j{0}, %Cg\n  %b.cc{0} = urem i32 %b.j{0}, %Cg\n", l);
      EMIT("  %b.rr{0} = udiv i32 %b.rs{0}, %s\n  %b.ss{0} = urem i32 %b.rs{0}, %s\n", l);
      EMIT("  %b.th{0} = mul i32 %b.rr{0}, {1}\n  %b.tw{0} = mul i32 %b.ss{0}, {2}\n", l, w_->dilation_h,
        w_->dilation_w);
    }
  }

  /// conv_wgrad's B tile (engines/CONTRACT_WGRAD.md, section 6), gathered from X: as a tile load
  /// into LDS (`into_lds`, blocks b.*) or as double_buffer's register load of the next tile (blocks
  /// bn.*, joined in bn.join). K0 is `o.outer0`, KB `o.outer_bound`. Every range check is unsigned:
  /// a tap above or left of the image wraps past 2^31 and fails `ult` like one past the bottom.
  void gather_load(const Operand& o, bool into_lds, std::string_view next) {
    const std::string_view p = into_lds ? "b" : "bn";
    const std::string_view ty = ir_type(o.dtype);
    const int vec = o.vec, sz = size_of(o.dtype), count = loads_per_thread(o);
    const std::string vty = vector_type(o);
    const std::string_view zv = vec > 1 ? std::string_view("zeroinitializer") : ir_zero(o.dtype);
    const std::string after = into_lds ? std::string(next) : fmt::format("{}.join", p);
    EMIT("\n{0}.check:\n  %{0}.iend = add i32 %n0, {1}\n  %{0}.ifull = icmp ule i32 %{0}.iend, %N\n", p, g_.tile_n);
    if (vec > 1) EMIT("  %{0}.full = and i1 %{0}.ifull, %b.aligned\n", p);
    EMIT("  br i1 %{0}.{1}, label %{0}.fast, label %{0}.slow\n\n{0}.fast:\n", p, vec > 1 ? "full" : "ifull");
    for (int l = 0; l < count; ++l) {
      const std::string q = fmt::format("{}.f{}", p, l);
      gather_reduction_step(o, q, l);
      gather_tap(q, l);
      EMIT("  %{0}.ok0 = and i1 %{0}.tok, %{0}.hok\n  %{0}.ok = and i1 %{0}.ok0, %{0}.wok\n", q);
      gather_offset(q, l);
      EMIT("  %{0}.safe = select i1 %{0}.ok, i64 %{0}.idx, i64 0\n", q);
      EMIT("  %{0}.p = getelementptr inbounds {1}, ptr addrspace(1) %B, i64 %{0}.safe\n", q, ty);
      EMIT("  %{0}.x = load {1}, ptr addrspace(1) %{0}.p, align {2}\n", q, vty, vec * sz);
      // Out of the image, past N or past KB: the whole vector is zeros of X's own type.
      EMIT("  %{0}.v = select i1 %{0}.ok, {1} %{0}.x, {1} {2}\n", q, vty, zv);
      if (into_lds) store_slot(o, q + ".v", fmt::format("b.q{}", l));
    }
    EMIT("  br label %{1}\n\n{0}.slow:\n", p, after);
    gather_slow(o, p, into_lds ? "q" : "");
    EMIT("  br label %{}\n", after);
    if (into_lds) return;
    EMIT("\n{}.join:\n", p);
    for (int l = 0; l < count; ++l) {
      const std::string gathered = vec > 1 ? fmt::format("%bn.s{}.{}.g", l, vec - 1) : fmt::format("%bn.s{}.0.v", l);
      EMIT("  %bn.r{0} = phi {1} [ %bn.f{0}.v, %bn.fast ], [ {2}, %bn.slow ]\n", l, vty, gathered);
    }
    EMIT("  br label %{}\n", next);
  }

  /// The gathered slow path's lines (values %<p>.s<l>.*): each element of each slot with its own
  /// column's tap and channel, stored into LDS at %b.<slot><l> + e, or with `slot` empty gathered
  /// into the slot's vector %<p>.s<l>.<e>.g.
  void gather_slow(const Operand& o, std::string_view p, std::string_view slot) {
    const std::string_view ty = ir_type(o.dtype);
    const int vec = o.vec, sz = size_of(o.dtype), count = loads_per_thread(o);
    const std::string vty = vector_type(o);
    for (int l = 0; l < count; ++l) {
      const std::string q = fmt::format("{}.s{}", p, l);
      gather_reduction_step(o, q, l);
      EMIT("  %{0}.hs = mul i32 %{0}.op, {1}\n  %{0}.ws = mul i32 %{0}.oq, {2}\n", q, w_->stride_h, w_->stride_w);
      EMIT("  %{0}.on64 = zext i32 %{0}.on to i64\n  %{0}.nh = mul i64 %{0}.on64, %h64\n", q);
      for (int e = 0; e < vec; ++e) {
        const std::string pe = fmt::format("{}.{}", q, e);
        EMIT("  %{0}.j = add i32 %b.j{1}, {2}\n  %{0}.jok = icmp ult i32 %{0}.j, %N\n", pe, l, e);
        EMIT("  %{0}.rs = udiv i32 %{0}.j, %Cg\n  %{0}.cc = urem i32 %{0}.j, %Cg\n", pe);
        EMIT("  %{0}.rr = udiv i32 %{0}.rs, %s\n  %{0}.ss = urem i32 %{0}.rs, %s\n", pe);
        EMIT("  %{0}.th = mul i32 %{0}.rr, {1}\n  %{0}.ht = add i32 %{2}.hs, %{0}.th\n", pe, w_->dilation_h, q);
        EMIT("  %{0}.ih = sub i32 %{0}.ht, {1}\n  %{0}.hok = icmp ult i32 %{0}.ih, %h\n", pe, w_->pad_h);
        EMIT("  %{0}.tw = mul i32 %{0}.ss, {1}\n  %{0}.wt = add i32 %{2}.ws, %{0}.tw\n", pe, w_->dilation_w, q);
        EMIT("  %{0}.iw = sub i32 %{0}.wt, {1}\n  %{0}.wok = icmp ult i32 %{0}.iw, %w\n", pe, w_->pad_w);
        EMIT("  %{0}.ok0 = and i1 %{1}.tok, %{0}.jok\n  %{0}.ok1 = and i1 %{0}.ok0, %{0}.hok\n", pe, q);
        EMIT("  %{0}.ok = and i1 %{0}.ok1, %{0}.wok\n", pe);
        EMIT("  %{0}.ih64 = zext i32 %{0}.ih to i64\n  %{0}.row = add i64 %{1}.nh, %{0}.ih64\n", pe, q);
        EMIT("  %{0}.rw = mul i64 %{0}.row, %w64\n  %{0}.iw64 = zext i32 %{0}.iw to i64\n", pe);
        EMIT("  %{0}.pix = add i64 %{0}.rw, %{0}.iw64\n  %{0}.pc = mul i64 %{0}.pix, %c64\n", pe);
        EMIT("  %{0}.cc64 = zext i32 %{0}.cc to i64\n  %{0}.idx = add i64 %{0}.pc, %{0}.cc64\n", pe);
        EMIT("  %{0}.safe = select i1 %{0}.ok, i64 %{0}.idx, i64 0\n", pe);
        EMIT("  %{0}.p = getelementptr inbounds {1}, ptr addrspace(1) %B, i64 %{0}.safe\n", pe, ty);
        EMIT("  %{0}.x = load {1}, ptr addrspace(1) %{0}.p, align {2}\n", pe, ty, sz);
        EMIT("  %{0}.v = select i1 %{0}.ok, {1} %{0}.x, {1} {2}\n", pe, ty, ir_zero(o.dtype));
        if (!slot.empty()) {
          EMIT("  %{0}.q = getelementptr inbounds {1}, ptr addrspace(3) %b.{4}{2}, i64 {3}\n", pe, ty, l,
            e * element_step(o), slot);
          EMIT("  store {1} %{0}.v, ptr addrspace(3) %{0}.q, align {2}\n", pe, ty, sz);
        } else if (vec > 1) {
          const std::string into = e == 0 ? std::string("poison") : fmt::format("%{}.{}.g", q, e - 1);
          EMIT("  %{0}.g = insertelement {1} {2}, {3} %{0}.v, i32 {4}\n", pe, vty, into, ty, e);
        }
      }
    }
  }

  /// Slot l's image row and column at the pixel of %<q>.op, %<q>.oq and their unsigned range
  /// checks: %<q>.hs ... %<q>.wok.
  void gather_tap(std::string_view q, int l) {
    EMIT("  %{0}.hs = mul i32 %{0}.op, {1}\n  %{0}.ht = add i32 %{0}.hs, %b.th{2}\n", q, w_->stride_h, l);
    EMIT("  %{0}.ih = sub i32 %{0}.ht, {1}\n  %{0}.hok = icmp ult i32 %{0}.ih, %h\n", q, w_->pad_h);
    EMIT("  %{0}.ws = mul i32 %{0}.oq, {1}\n  %{0}.wt = add i32 %{0}.ws, %b.tw{2}\n", q, w_->stride_w, l);
    EMIT("  %{0}.iw = sub i32 %{0}.wt, {1}\n  %{0}.wok = icmp ult i32 %{0}.iw, %w\n", q, w_->pad_w);
  }

  /// Slot l's element index into X, formed in i64 from zero-extended parts: %<q>.on64 ... %<q>.idx.
  void gather_offset(std::string_view q, int l) {
    EMIT("  %{0}.on64 = zext i32 %{0}.on to i64\n  %{0}.nh = mul i64 %{0}.on64, %h64\n", q);
    EMIT("  %{0}.ih64 = zext i32 %{0}.ih to i64\n  %{0}.row = add i64 %{0}.nh, %{0}.ih64\n", q);
    EMIT("  %{0}.rw = mul i64 %{0}.row, %w64\n  %{0}.iw64 = zext i32 %{0}.iw to i64\n", q);
    EMIT("  %{0}.pix = add i64 %{0}.rw, %{0}.iw64\n  %{0}.pc = mul i64 %{0}.pix, %c64\n", q);
    EMIT("  %{0}.cc64 = zext i32 %b.cc{1} to i64\n  %{0}.idx = add i64 %{0}.pc, %{0}.cc64\n", q, l);
  }

  /// Slot l's reduction step t = K0 + row and its output pixel (n', p', q'), values %<q>.*.
  void gather_reduction_step(const Operand& o, std::string_view q, int l) {
    EMIT("  %{0}.t = add i32 {1}, %b.r{2}\n  %{0}.tok = icmp ult i32 %{0}.t, {3}\n", q, o.outer0, l, o.outer_bound);
    EMIT("  %{0}.on = udiv i32 %{0}.t, %pq\n  %{0}.opq = urem i32 %{0}.t, %pq\n", q);
    EMIT("  %{0}.op = udiv i32 %{0}.opq, %q\n  %{0}.oq = urem i32 %{0}.opq, %q\n", q);
  }

  /// The async K loop's tile load (engines/CONTRACT.md section 13; conv_wgrad's A in its
  /// ping-pong loop, engines/CONTRACT_WGRAD.md section 7): per vector slot, one chunk is copied
  /// into LDS when its row is in bounds and the whole chunk lies inside the contiguous bound, else
  /// the slot is zero-filled in LDS. No global value passes through registers, so a partial chunk
  /// cannot be read element by element: gemm's launch precondition, and conv_wgrad's aligned
  /// channel run, keep every chunk either wholly inside or wholly outside the bound. Values and
  /// blocks are named after `p`; slot l lands at %<name>.<slot><l>.
  void async_tile_load(const Operand& o, std::string_view p, std::string_view slot, std::string_view next) {
    const char n = o.name;
    const std::string_view ty = ir_type(o.dtype);
    const int count = loads_per_thread(o);
    for (int l = 0; l < count; ++l) {
      const std::string after = l + 1 < count ? fmt::format("{}.chunk.{}", p, l + 1) : std::string(next);
      if (w_ && n == 'b') {
        gather_chunk(o, p, slot, l, after);
        continue;
      }
      EMIT("\n{0}.chunk.{1}:\n  %{0}.ck{1}.o = add i32 {2}, %{3}.r{1}\n", p, l, o.outer0, n);
      // Unsigned compares: an index of 2^31 or more is out of bounds, never negative.
      EMIT("  %{0}.ck{1}.ook = icmp ult i32 %{0}.ck{1}.o, {2}\n", p, l, o.outer_bound);
      EMIT("  %{0}.ck{1}.i = add i32 {2}, %{3}.i{1}\n  %{0}.ck{1}.iend = add i32 %{0}.ck{1}.i, {4}\n", p, l, o.inner0,
        n, o.vec);
      EMIT("  %{0}.ck{1}.iok = icmp ule i32 %{0}.ck{1}.iend, {2}\n", p, l, o.inner_bound);
      EMIT("  %{0}.ck{1}.ok = and i1 %{0}.ck{1}.ook, %{0}.ck{1}.iok\n", p, l);
      EMIT("  br i1 %{0}.ck{1}.ok, label %{0}.copy.{1}, label %{0}.zero.{1}\n\n{0}.copy.{1}:\n", p, l);
      EMIT("  %{0}.ck{1}.o64 = zext i32 %{0}.ck{1}.o to i64\n", p, l);
      EMIT("  %{0}.ck{1}.row = mul i64 %{0}.ck{1}.o64, %{2}.ld64\n", p, l, n);
      EMIT("  %{0}.ck{1}.i64 = zext i32 %{0}.ck{1}.i to i64\n", p, l);
      EMIT("  %{0}.ck{1}.idx = add i64 %{0}.ck{1}.row, %{0}.ck{1}.i64\n", p, l);
      EMIT("  %{0}.ck{1}.p = getelementptr inbounds {2}, ptr addrspace(1) %{3}, i64 %{0}.ck{1}.idx\n", p, l, ty,
        n == 'a' ? 'A' : 'B');
      chunk_copy_or_zero(o, p, slot, l, after);
    }
  }

  /// conv_wgrad's X chunk l (engines/CONTRACT_WGRAD.md section 7): copied when its reduction step
  /// is inside KB, its tap inside the image and its VB columns inside N, else zero-filled.
  void gather_chunk(const Operand& o, std::string_view p, std::string_view slot, int l, std::string_view after) {
    const std::string q = fmt::format("{}.ck{}", p, l);
    EMIT("\n{}.chunk.{}:\n", p, l);
    gather_reduction_step(o, q, l);
    gather_tap(q, l);
    EMIT("  %{0}.jend = add i32 %b.j{1}, {2}\n  %{0}.jok = icmp ule i32 %{0}.jend, %N\n", q, l, o.vec);
    EMIT("  %{0}.ok0 = and i1 %{0}.tok, %{0}.hok\n  %{0}.ok1 = and i1 %{0}.ok0, %{0}.wok\n", q);
    EMIT("  %{0}.ok = and i1 %{0}.ok1, %{0}.jok\n", q);
    EMIT("  br i1 %{0}.ok, label %{1}.copy.{2}, label %{1}.zero.{2}\n\n{1}.copy.{2}:\n", q, p, l);
    gather_offset(q, l);
    EMIT("  %{0}.p = getelementptr inbounds {1}, ptr addrspace(1) %B, i64 %{0}.idx\n", q, ir_type(o.dtype));
    chunk_copy_or_zero(o, p, slot, l, after);
  }

  /// The end of chunk l's copy block (the copy of %<p>.ck<l>.p) and its zero block.
  void chunk_copy_or_zero(const Operand& o, std::string_view p, std::string_view slot, int l, std::string_view after) {
    // The LDS operand is each lane's own address (the instruction's VDST), not an M0 base. The
    // whole address is in the two pointers: the immediate offset and cpol stay 0.
    EMIT("  call void @{0}(ptr addrspace(1) %{1}.ck{2}.p, ptr addrspace(3) %{3}.{4}{2}, i32 0, i32 0)\n",
      copy_intrinsic(o), p, l, o.name, slot);
    const std::string_view zv = o.vec > 1 ? std::string_view("zeroinitializer") : ir_zero(o.dtype);
    EMIT("  br label %{2}\n\n{0}.zero.{1}:\n", p, l, after);
    EMIT("  store {0} {1}, ptr addrspace(3) %{2}.{3}{4}, align {5}\n  br label %{6}\n", vector_type(o), zv, o.name,
      slot, l, o.vec * size_of(o.dtype), after);
  }

  /// The async copy intrinsic for one of the operand's chunks (4, 8 or 16 bytes).
  std::string copy_intrinsic(const Operand& o) const {
    return fmt::format("{}{}", lower_.async_copy_stem, 8 * o.vec * size_of(o.dtype));
  }

  /// conv_wgrad's async copy of one operand tile (engines/CONTRACT_WGRAD.md section 7), origin
  /// `o.outer0`, values and blocks named after `p`, slot l landing at %<name>.<slot><l>: with
  /// vectors, a runtime channel run off the vector sends the whole tile down the element-wise
  /// slow path (<p>.load branches on %<name>.aligned), since its chunks would straddle it.
  void wgrad_async_copy(const Operand& o, std::string_view p, std::string_view slot, std::string_view next) {
    if (o.vec > 1) EMIT("\n{0}.load:\n  br i1 %{1}.aligned, label %{0}.chunk.0, label %{0}.slow\n", p, o.name);
    async_tile_load(o, p, slot, next);
    if (o.vec == 1) return;
    EMIT("\n{}.slow:\n", p);
    if (o.name == 'b') {
      gather_slow(o, p, slot);
    } else {
      slow_tile(o, p, slot);
    }
    EMIT("  br label %{}\n", next);
  }

  /// The first block of wgrad_async_copy's blocks named after `p`.
  static std::string copy_entry(const Operand& o, std::string_view p) {
    return o.vec > 1 ? fmt::format("{}.load", p) : fmt::format("{}.chunk.0", p);
  }

  /// LDS elements between consecutive elements of one slot: 1, or an LDS row when transposed.
  static int element_step(const Operand& o) { return o.transposed ? o.lds_stride() : 1; }

  /// Slot vector %<v> into LDS at %<dest>: one store, or on a transposed tile with vectors one
  /// per element, %<v>.<e> at %<dest> + e * the LDS row stride.
  void store_slot(const Operand& o, std::string_view v, std::string_view dest) {
    const int sz = size_of(o.dtype);
    if (!o.transposed || o.vec == 1) {
      EMIT("  store {} %{}, ptr addrspace(3) %{}, align {}\n", vector_type(o), v, dest, o.vec * sz);
      return;
    }
    const std::string_view ty = ir_type(o.dtype);
    const std::string vty = vector_type(o);
    for (int e = 0; e < o.vec; ++e) {
      EMIT("  %{0}.{1} = extractelement {2} %{0}, i32 {1}\n", v, e, vty);
      EMIT("  %{0}.{1}.q = getelementptr inbounds {2}, ptr addrspace(3) %{3}, i64 {4}\n", v, e, ty, dest,
        e * element_step(o));
      EMIT("  store {2} %{0}.{1}, ptr addrspace(3) %{0}.{1}.q, align {3}\n", v, e, ty, sz);
    }
  }

  void tile_load(const Operand& o, const char* next) {
    if (w_ && o.name == 'b') return gather_load(o, true, next);
    const char n = o.name;
    const int count = loads_per_thread(o);
    const std::string_view p(&o.name, 1);
    full_check(o, p);
    for (int l = 0; l < count; ++l) {
      fast_load(o, p, l);
      store_slot(o, fmt::format("{}.f{}.v", n, l), fmt::format("{}.q{}", n, l));
    }
    EMIT("  br label %{}\n\n{}.slow:\n", next, n);
    slow_tile(o, p, "q");
    EMIT("  br label %{}\n", next);
  }

  /// The slow path's lines of a tile load (values %<p>.s<l>.*): each element read where in bounds
  /// and stored into LDS at %<name>.<slot><l> + e.
  void slow_tile(const Operand& o, std::string_view p, std::string_view slot) {
    const std::string_view ty = ir_type(o.dtype);
    for (int l = 0; l < loads_per_thread(o); ++l) {
      slow_slot(o, p, l);
      for (int e = 0; e < o.vec; ++e) {
        slow_element(o, p, l, e);
        EMIT("  %{0}.s{1}.{2}.q = getelementptr inbounds {3}, ptr addrspace(3) %{4}.{5}{1}, i64 {6}\n", p, l, e, ty,
          o.name, slot, e * element_step(o));
        EMIT("  store {3} %{0}.s{1}.{2}.v, ptr addrspace(3) %{0}.s{1}.{2}.q, align {4}\n", p, l, e, ty,
          size_of(o.dtype));
      }
    }
  }

  void lds_reads(char n, int count, DType d) {
    const std::string_view ty = ir_type(d);
    for (int i = 0; i < count; ++i) {
      EMIT("  %{0}o.{1} = add i32 %{0}b.{1}, %{0}k\n  %{0}w.{1} = zext i32 %{0}o.{1} to i64\n", n, i);
      EMIT("  %{0}p.{1} = getelementptr inbounds {2}, ptr addrspace(3) {3}, i64 %{0}w.{1}\n", n, i, ty,
        lds_base(n));
      EMIT("  %{0}v.{1} = load {2}, ptr addrspace(3) %{0}p.{1}, align {3}\n", n, i, ty, size_of(d));
      if (d != DType::F32) EMIT("  %{0}f.{1} = fpext {2} %{0}v.{1} to float\n", n, i, ty);
    }
  }

  void epilogue() {
    const bool two = g_.split == SplitMode::TwoStage;
    const bool packed = colgroup_ == 2;
    put("\nepi:\n");
    if (matrix_) matrix_extract();
    if (g_.epilogue == Epilogue::Cshuffle) return cshuffle_epilogue();
    put("  %N64 = zext i32 %N to i64\n");
    for (int i = 0; i < rows_; ++i) {
      EMIT("  %er.{0} = add i32 %m0, %ar.{0}\n  %erok.{0} = icmp ult i32 %er.{0}, %M\n", i);
      EMIT("  %er64.{0} = zext i32 %er.{0} to i64\n  %erow.{0} = mul i64 %er64.{0}, %N64\n", i);
    }
    for (int j = 0; j < cols_; ++j) {
      EMIT("  %ec.{0} = add i32 %n0, %bc.{0}\n  %ecok.{0} = icmp ult i32 %ec.{0}, %N\n", j);
      EMIT("  %ec64.{0} = zext i32 %ec.{0} to i64\n", j);
    }
    const std::string_view base = output_base();
    if (packed) put("  %nrem = and i32 %N, 1\n  %neven = icmp eq i32 %nrem, 0\n");
    put("  br label %e.0.0\n");
    const DType od = two ? DType::F32 : g_.out;
    const std::string_view oty = ir_type(od);
    const int osz = size_of(od);
    if (!packed) {
      const bool masked = g_.split == SplitMode::Atomic && od != DType::F32 && t_.packed_half_atomics;
      for (int i = 0; i < rows_; ++i)
        for (int j = 0; j < cols_; ++j) {
          const Label next = next_label("e", i, j, rows_, cols_);
          EMIT("\ne.{0}.{1}:\n  %eok.{0}.{1} = and i1 %erok.{0}, %ecok.{1}\n", i, j);
          EMIT("  br i1 %eok.{0}.{1}, label %es.{0}.{1}, label %{2}\n\nes.{0}.{1}:\n", i, j, next.view());
          EMIT("  %eidx.{0}.{1} = add i64 %erow.{0}, %ec64.{1}\n", i, j);
          if (masked) {
            // A lane's lone column (AMD's matrix accumulators hold one column per lane).
            single_in_pair("eidx", i, j, oty);
            EMIT("  br label %{}\n", next.view());
            continue;
          }
          EMIT("  %eptr.{0}.{1} = getelementptr inbounds {2}, ptr addrspace(1) {3}, i64 %eidx.{0}.{1}\n", i, j, oty,
            base);
          const char* val = "acc";
          if (od != DType::F32) {
            EMIT("  %ev.{0}.{1} = fptrunc float %acc.{0}.{1} to {2}\n", i, j, oty);
            val = "ev";
          }
          if (g_.split == SplitMode::Atomic)
            EMIT("  %ea.{0}.{1} = atomicrmw fadd ptr addrspace(1) %eptr.{0}.{1}, {2} %{3}.{0}.{1}{4}\n", i, j, oty, val,
              osz == 4 ? tail4_ : tail2_);
          else
            EMIT("  store {2} %{3}.{0}.{1}, ptr addrspace(1) %eptr.{0}.{1}, align {4}\n", i, j, oty, val, osz);
          EMIT("  br label %{}\n", next.view());
        }
      return;
    }
    const int pairs = cols_ / 2;
    for (int i = 0; i < rows_; ++i)
      for (int p = 0; p < pairs; ++p) {
        const int j0 = 2 * p, j1 = 2 * p + 1;
        const Label next = next_label("e", i, p, rows_, pairs);
        EMIT("\ne.{0}.{1}:\n  %pok0.{0}.{1} = and i1 %erok.{0}, %ecok.{2}\n", i, p, j1);
        EMIT("  %pok.{0}.{1} = and i1 %pok0.{0}.{1}, %neven\n", i, p);
        EMIT("  br i1 %pok.{0}.{1}, label %epk.{0}.{1}, label %eh.{0}.{2}\n\nepk.{0}.{1}:\n", i, p, j0);
        EMIT("  %pidx.{0}.{1} = add i64 %erow.{0}, %ec64.{2}\n", i, p, j0);
        EMIT("  %pptr.{0}.{1} = getelementptr inbounds {2}, ptr addrspace(1) %D, i64 %pidx.{0}.{1}\n", i, p, oty);
        EMIT("  %pl.{0}.{1} = fptrunc float %acc.{0}.{2} to {3}\n", i, p, j0, oty);
        EMIT("  %ph.{0}.{1} = fptrunc float %acc.{0}.{2} to {3}\n", i, p, j1, oty);
        EMIT("  %pv0.{0}.{1} = insertelement <2 x {2}> poison, {2} %pl.{0}.{1}, i32 0\n", i, p, oty);
        EMIT("  %pv.{0}.{1} = insertelement <2 x {2}> %pv0.{0}.{1}, {2} %ph.{0}.{1}, i32 1\n", i, p, oty);
        EMIT("  %pa.{0}.{1} = atomicrmw fadd ptr addrspace(1) %pptr.{0}.{1}, <2 x {2}> %pv.{0}.{1}{3}\n", i, p, oty,
          tail4_);
        EMIT("  br label %{}\n", next.view());
        for (int j : {j0, j1}) {
          const Label after = j == j0 ? Label("eh", i, j1) : next;
          EMIT("\neh.{0}.{1}:\n  %hok.{0}.{1} = and i1 %erok.{0}, %ecok.{1}\n", i, j);
          EMIT("  br i1 %hok.{0}.{1}, label %ehs.{0}.{1}, label %{2}\n\nehs.{0}.{1}:\n", i, j, after.view());
          EMIT("  %hidx.{0}.{1} = add i64 %erow.{0}, %ec64.{1}\n", i, j);
          if (t_.packed_half_atomics) {
            single_in_pair("hidx", i, j, oty);
          } else {
            EMIT("  %hptr.{0}.{1} = getelementptr inbounds {2}, ptr addrspace(1) %D, i64 %hidx.{0}.{1}\n", i, j,
              oty);
            EMIT("  %hv.{0}.{1} = fptrunc float %acc.{0}.{1} to {2}\n", i, j, oty);
            EMIT("  %ha.{0}.{1} = atomicrmw fadd ptr addrspace(1) %hptr.{0}.{1}, {2} %hv.{0}.{1}{3}\n", i, j, oty,
              tail2_);
          }
          EMIT("  br label %{}\n", after.view());
        }
      }
  }

  /// The epilogue's base pointer: %D, or for two_stage %Dz, plane bz of the workspace (emitted
  /// here, after %N64).
  std::string_view output_base() {
    if (g_.split != SplitMode::TwoStage) return "%D";
    put("  %M64 = zext i32 %M to i64\n  %bz64 = zext i32 %bz to i64\n  %wplane = mul i64 %M64, %N64\n"
            "  %wofs = mul i64 %bz64, %wplane\n  %Dz = getelementptr inbounds float, ptr addrspace(1) %W, i64 %wofs\n");
    return "%Dz";
  }

  /// The staging tile's element type: the workspace's f32 for two_stage, else the output's.
  DType staged_dtype() const { return g_.split == SplitMode::TwoStage ? DType::F32 : g_.out; }

  /// Epilogue cshuffle: every accumulator goes to its (row, column) of the LDS staging tile, then,
  /// after one barrier, each thread takes whole vector.c-element row pieces of the tile to global
  /// memory, so that consecutive threads store consecutive vectors along N.
  void cshuffle_epilogue() {
    const bool atomic = g_.split == SplitMode::Atomic;
    const DType od = staged_dtype();
    const std::string_view oty = ir_type(od);
    const int osz = size_of(od), vc = g_.vector_c, stride = g_.tile_n + vc;
    const int per_row = g_.tile_n / vc, slots = g_.tile_m * per_row / s_.threads;
    const int align = std::min(vc * osz, 16);
    const std::string vty = vc > 1 ? fmt::format("<{} x {}>", vc, oty) : std::string(oty);
    const bool pairs = atomic && od != DType::F32;
    for (int i = 0; i < rows_; ++i) EMIT("  %sr.{0} = mul i32 %ar.{0}, {1}\n", i, stride);
    for (int i = 0; i < rows_; ++i)
      for (int j = 0; j < cols_; ++j) {
        EMIT("  %so.{0}.{1} = add i32 %sr.{0}, %bc.{1}\n  %sx.{0}.{1} = zext i32 %so.{0}.{1} to i64\n", i, j);
        EMIT("  %sp.{0}.{1} = getelementptr inbounds {2}, ptr addrspace(3) @{3}.lds_c, i64 %sx.{0}.{1}\n", i, j, oty,
          kname_);
        if (od != DType::F32) {
          EMIT("  %sv.{0}.{1} = fptrunc float %acc.{0}.{1} to {2}\n", i, j, oty);
          EMIT("  store {2} %sv.{0}.{1}, ptr addrspace(3) %sp.{0}.{1}, align {3}\n", i, j, oty, osz);
        } else {
          EMIT("  store float %acc.{0}.{1}, ptr addrspace(3) %sp.{0}.{1}, align 4\n", i, j);
        }
      }
    barrier();
    put("  %N64 = zext i32 %N to i64\n");
    const std::string_view base = output_base();
    if (!atomic && vc > 1) EMIT("  %crem = urem i32 %N, {}\n  %caligned = icmp eq i32 %crem, 0\n", vc);
    if (pairs) put("  %nrem = and i32 %N, 1\n  %neven = icmp eq i32 %nrem, 0\n");
    put("  br label %cs.0\n");
    for (int l = 0; l < slots; ++l) {
      const Label after = l + 1 < slots ? Label("cs", l + 1) : Label("exit");
      const std::string_view next = after.view();
      EMIT("\ncs.{0}:\n  %c.c.{0} = add i32 %tid, {1}\n  %c.r.{0} = udiv i32 %c.c.{0}, {2}\n", l, l * s_.threads,
        per_row);
      EMIT("  %c.v.{0} = urem i32 %c.c.{0}, {1}\n  %c.i.{0} = mul i32 %c.v.{0}, {2}\n", l, per_row, vc);
      EMIT("  %c.lr.{0} = mul i32 %c.r.{0}, {1}\n  %c.l.{0} = add i32 %c.lr.{0}, %c.i.{0}\n", l, stride);
      EMIT("  %c.lx.{0} = zext i32 %c.l.{0} to i64\n", l);
      EMIT("  %c.q.{0} = getelementptr inbounds {1}, ptr addrspace(3) @{2}.lds_c, i64 %c.lx.{0}\n", l, oty, kname_);
      EMIT("  %c.x.{0} = load {1}, ptr addrspace(3) %c.q.{0}, align {2}\n", l, vty, align);
      EMIT("  %c.row.{0} = add i32 %m0, %c.r.{0}\n  %c.rok.{0} = icmp ult i32 %c.row.{0}, %M\n", l);
      EMIT("  %c.col.{0} = add i32 %n0, %c.i.{0}\n  %c.row64.{0} = zext i32 %c.row.{0} to i64\n", l);
      EMIT("  %c.rowi.{0} = mul i64 %c.row64.{0}, %N64\n  %c.col64.{0} = zext i32 %c.col.{0} to i64\n", l);
      EMIT("  %c.idx.{0} = add i64 %c.rowi.{0}, %c.col64.{0}\n", l);
      if (atomic) {
        EMIT("  br label %ce.{}.0\n", l);
      } else {
        EMIT("  %c.cend.{0} = add i32 %c.col.{0}, {1}\n  %c.cok.{0} = icmp ule i32 %c.cend.{0}, %N\n", l, vc);
        if (vc > 1)
          EMIT("  %c.in.{0} = and i1 %c.rok.{0}, %c.cok.{0}\n  %c.full.{0} = and i1 %c.in.{0}, %caligned\n", l);
        else
          EMIT("  %c.full.{0} = and i1 %c.rok.{0}, %c.cok.{0}\n", l);
        EMIT("  br i1 %c.full.{0}, label %cf.{0}, label %ce.{0}.0\n\ncf.{0}:\n", l);
        EMIT("  %c.p.{0} = getelementptr inbounds {1}, ptr addrspace(1) {2}, i64 %c.idx.{0}\n", l, oty, base);
        EMIT("  store {1} %c.x.{0}, ptr addrspace(1) %c.p.{0}, align {2}\n  br label %{3}\n", l, vty, align, next);
      }
      if (pairs) {
        cshuffle_pairs(l, next, oty);
        continue;
      }
      for (int e = 0; e < vc; ++e) {
        const Label ne = e + 1 < vc ? Label("ce", l, e + 1) : Label(next);
        EMIT("\nce.{0}.{1}:\n  %c.ec.{0}.{1} = add i32 %c.col.{0}, {1}\n", l, e);
        EMIT("  %c.ecok.{0}.{1} = icmp ult i32 %c.ec.{0}.{1}, %N\n  %c.eok.{0}.{1} = and i1 %c.rok.{0}, %c.ecok.{0}.{1}\n",
          l, e);
        EMIT("  br i1 %c.eok.{0}.{1}, label %ces.{0}.{1}, label %{2}\n\nces.{0}.{1}:\n", l, e, ne.view());
        EMIT("  %c.ei.{0}.{1} = add i64 %c.idx.{0}, {1}\n", l, e);
        EMIT("  %c.ep.{0}.{1} = getelementptr inbounds {2}, ptr addrspace(1) {3}, i64 %c.ei.{0}.{1}\n", l, e, oty, base);
        std::string v = fmt::format("%c.x.{}", l);
        if (vc > 1) {
          EMIT("  %c.ev.{0}.{1} = extractelement {2} %c.x.{0}, i32 {1}\n", l, e, vty);
          v = fmt::format("%c.ev.{}.{}", l, e);
        }
        if (atomic)
          EMIT("  %c.ea.{0}.{1} = atomicrmw fadd ptr addrspace(1) %c.ep.{0}.{1}, {2} {3}{4}\n", l, e, oty, v, tail4_);
        else
          EMIT("  store {2} {3}, ptr addrspace(1) %c.ep.{0}.{1}, align {4}\n", l, e, oty, v, osz);
        EMIT("  br label %{}\n", ne.view());
      }
    }
  }

  /// Slot l of a 16-bit atomic cshuffle: column pairs of its vector as one packed add each when
  /// both columns are in range and N is even (the pair is then 4-byte aligned), else column by
  /// column in the form of the direct epilogue's lone columns.
  void cshuffle_pairs(int l, std::string_view next, std::string_view oty) {
    const int vc = g_.vector_c, pairs = vc / 2;
    const std::string_view nz = g_.out == DType::F16 ? "0xH8000" : "0xR8000";
    for (int p = 0; p < pairs; ++p) {
      const int e0 = 2 * p, e1 = 2 * p + 1;
      const Label np = p + 1 < pairs ? Label("ce", l, p + 1) : Label(next);
      EMIT("\nce.{0}.{1}:\n  %c.pc.{0}.{1} = add i32 %c.col.{0}, {2}\n", l, p, e1);
      EMIT("  %c.pcok.{0}.{1} = icmp ult i32 %c.pc.{0}.{1}, %N\n  %c.pok0.{0}.{1} = and i1 %c.rok.{0}, %c.pcok.{0}.{1}\n",
        l, p);
      EMIT("  %c.pok.{0}.{1} = and i1 %c.pok0.{0}.{1}, %neven\n", l, p);
      EMIT("  br i1 %c.pok.{0}.{1}, label %cpk.{0}.{1}, label %ceh.{0}.{2}\n\ncpk.{0}.{1}:\n", l, p, e0);
      EMIT("  %c.pi.{0}.{1} = add i64 %c.idx.{0}, {2}\n", l, p, e0);
      EMIT("  %c.pp.{0}.{1} = getelementptr inbounds {2}, ptr addrspace(1) %D, i64 %c.pi.{0}.{1}\n", l, p, oty);
      EMIT("  %c.pv.{0}.{1} = shufflevector <{2} x {3}> %c.x.{0}, <{2} x {3}> poison, <2 x i32> <i32 {4}, i32 {5}>\n", l,
        p, vc, oty, e0, e1);
      EMIT("  %c.pa.{0}.{1} = atomicrmw fadd ptr addrspace(1) %c.pp.{0}.{1}, <2 x {2}> %c.pv.{0}.{1}{3}\n", l, p, oty,
        tail4_);
      EMIT("  br label %{}\n", np.view());
      for (int e : {e0, e1}) {
        const Label after = e == e0 ? Label("ceh", l, e1) : np;
        EMIT("\nceh.{0}.{1}:\n  %c.hc.{0}.{1} = add i32 %c.col.{0}, {1}\n", l, e);
        EMIT("  %c.hcok.{0}.{1} = icmp ult i32 %c.hc.{0}.{1}, %N\n  %c.hok.{0}.{1} = and i1 %c.rok.{0}, %c.hcok.{0}.{1}\n",
          l, e);
        EMIT("  br i1 %c.hok.{0}.{1}, label %cehs.{0}.{1}, label %{2}\n\ncehs.{0}.{1}:\n", l, e, after.view());
        EMIT("  %c.hi.{0}.{1} = add i64 %c.idx.{0}, {1}\n", l, e);
        EMIT("  %c.hv.{0}.{1} = extractelement <{2} x {3}> %c.x.{0}, i32 {1}\n", l, e, vc, oty);
        if (t_.packed_half_atomics) {
          EMIT("  %c.hlane.{0}.{1} = and i64 %c.hi.{0}.{1}, 1\n  %c.hpair.{0}.{1} = and i64 %c.hi.{0}.{1}, -2\n", l, e);
          EMIT("  %c.hp.{0}.{1} = getelementptr inbounds {2}, ptr addrspace(1) %D, i64 %c.hpair.{0}.{1}\n", l, e, oty);
          EMIT("  %c.hpv.{0}.{1} = insertelement <2 x {2}> splat ({2} {3}), {2} %c.hv.{0}.{1}, i64 %c.hlane.{0}.{1}\n", l,
            e, oty, nz);
          EMIT("  %c.ha.{0}.{1} = atomicrmw fadd ptr addrspace(1) %c.hp.{0}.{1}, <2 x {2}> %c.hpv.{0}.{1}{3}\n", l, e,
            oty, tail4_);
        } else {
          EMIT("  %c.hp.{0}.{1} = getelementptr inbounds {2}, ptr addrspace(1) %D, i64 %c.hi.{0}.{1}\n", l, e, oty);
          EMIT("  %c.ha.{0}.{1} = atomicrmw fadd ptr addrspace(1) %c.hp.{0}.{1}, {2} %c.hv.{0}.{1}{3}\n", l, e, oty,
            tail2_);
        }
        EMIT("  br label %{}\n", after.view());
      }
    }
  }

  /// One column through the packed atomic: a scalar 16-bit atomicrmw fadd is a compare-and-swap
  /// loop on AMDGPU, so the element goes into its lane of the 4-byte-aligned pair that holds it, and
  /// the partner lane adds -0.0, the one value that leaves every partner (+0.0 included) unchanged.
  void single_in_pair(std::string_view index, int i, int j, std::string_view oty) {
    const std::string_view nz = g_.out == DType::F16 ? "0xH8000" : "0xR8000";
    EMIT("  %hlane.{0}.{1} = and i64 %{2}.{0}.{1}, 1\n  %hpair.{0}.{1} = and i64 %{2}.{0}.{1}, -2\n", i, j, index);
    EMIT("  %hptr.{0}.{1} = getelementptr inbounds {2}, ptr addrspace(1) %D, i64 %hpair.{0}.{1}\n", i, j, oty);
    EMIT("  %hv.{0}.{1} = fptrunc float %acc.{0}.{1} to {2}\n", i, j, oty);
    EMIT("  %hpv.{0}.{1} = insertelement <2 x {2}> splat ({2} {3}), {2} %hv.{0}.{1}, i64 %hlane.{0}.{1}\n", i, j, oty,
      nz);
    EMIT("  %ha.{0}.{1} = atomicrmw fadd ptr addrspace(1) %hptr.{0}.{1}, <2 x {2}> %hpv.{0}.{1}{3}\n", i, j, oty,
      tail4_);
  }

  void reduce_kernel() {
    const std::string nc = f_.nocapture_attr;
    const std::string_view oty = ir_type(g_.out);
    EMIT("define {} void @{}_reduce(ptr addrspace(1) noalias {} readonly %W, ptr addrspace(1) noalias {} %D, "
      "i32 %M, i32 %N){} {{\nentry:\n", lower_.kernel_cc, kname_, nc, nc, attributes(" #1"));
    EMIT("  %tid = call i32 @{}()\n  %bx = call i32 @{}()\n", lower_.thread_id_x, lower_.block_id[0]);
    put("  %bx64 = zext i32 %bx to i64\n  %tid64 = zext i32 %tid to i64\n  %base = mul i64 %bx64, 256\n"
            "  %idx = add i64 %base, %tid64\n  %M64 = zext i32 %M to i64\n  %N64 = zext i32 %N to i64\n"
            "  %total = mul i64 %M64, %N64\n  %inb = icmp ult i64 %idx, %total\n"
            "  br i1 %inb, label %sum, label %exit\n\nsum:\n");
    std::string acc;
    for (int s = 0; s < g_.split_degree; ++s) {
      EMIT("  %w{0}.o = mul i64 %total, {0}\n  %w{0}.i = add i64 %w{0}.o, %idx\n", s);
      EMIT("  %w{0}.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w{0}.i\n", s);
      EMIT("  %w{0}.v = load float, ptr addrspace(1) %w{0}.p, align 4\n", s);
      if (s == 0) {
        acc = "%w0.v";
      } else {
        EMIT("  %sum{} = fadd float {}, %w{}.v\n", s, acc, s);
        acc = fmt::format("%sum{}", s);
      }
    }
    if (g_.out != DType::F32) {
      EMIT("  %out.v = fptrunc float {} to {}\n", acc, oty);
      acc = "%out.v";
    }
    EMIT("  %out.p = getelementptr inbounds {}, ptr addrspace(1) %D, i64 %idx\n", oty);
    EMIT("  store {} {}, ptr addrspace(1) %out.p, align {}\n", oty, acc, size_of(g_.out));
    put("  br label %exit\n\nexit:\n  ret void\n}\n\n");
  }

  void declarations() {
    for (std::string_view id : {lower_.thread_id_x, lower_.block_id[0], lower_.block_id[1], lower_.block_id[2]})
      EMIT("declare i32 @{}()\n", id);
    EMIT("declare void @{}()\n", lower_.barrier_intrinsic);
    if (!matrix_)
      put("declare float @llvm.fmuladd.f32(float, float, float)\n");
    else
      matrix_declaration();
    if (async_) {
      const std::string ca = copy_intrinsic(op('a')), cb = copy_intrinsic(op('b'));
      EMIT("declare void @{}(ptr addrspace(1), ptr addrspace(3), i32, i32)\n", ca);
      if (cb != ca) EMIT("declare void @{}(ptr addrspace(1), ptr addrspace(3), i32, i32)\n", cb);
      EMIT("declare void @{}(i16)\n", lower_.async_wait);
    }
  }

  /// The matrix instruction's declaration, in place of fmuladd's (engines/CONTRACT.md section 11).
  void matrix_declaration() { beta::matrix_declaration(out_, mt_); }

  const Config& c_;
  const GemmSpec& g_;
  const ConvWgradSpec* w_;  ///< conv_wgrad's implicit GEMM over g_, or nullptr for the gemm family
  const TargetInfo& t_;
  const Flavor& f_;
  const Shape s_;
  const IsaText& lower_;
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

}  // namespace

Module emit_gemm(const Config& c, const Flavor& f) { return Stream(c, std::get<GemmSpec>(c.spec), nullptr, f).run(); }

Module emit_gemm_kernel(const Config& c, const GemmSpec& g, const ConvWgradSpec* wgrad, const Flavor& f) {
  return Stream(c, g, wgrad, f).run();
}

}  // namespace paritykit::beta
