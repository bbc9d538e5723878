// Engine beta's gemm family: validation as one pass of checks, emission as a single text stream.
// Written independently of engine alpha on purpose; both follow engines/CONTRACT.md.
#include "gemm.h"

#include <fmt/compile.h>
#include <fmt/format.h>

#include "lowering.h"
#include "text_sink.h"

namespace paritykit::beta {
namespace {

// Appends to the stream with a format string parsed and bounded at compile time (text_sink.h
// says how every write stays inside the buffer).
#define EMIT(text, ...) PK_SINK_FORMAT(out_, text __VA_OPT__(, ) __VA_ARGS__)

using namespace paritykit::spec;

std::string_view ir_type(DType d) { return d == DType::F16 ? "half" : d == DType::BF16 ? "bfloat" : "float"; }
std::string_view ir_zero(DType d) { return d == DType::F16 ? "0xH0000" : d == DType::BF16 ? "0xR0000" : "0.000000e+00"; }

/// Everything the emitter derives from a spec, computed once.
struct Shape {
  int wave, lanes_m, lanes_n, threads, rows_t, cols_t, tm, tn, colgroup;
};

Shape shape_of(const GemmSpec& g, const TargetInfo& t) {
  Shape s{};
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
  int rows, cont;     // LDS tile: rows x contiguous extent (+ vec padding)
  std::string outer0, outer_bound, inner0, inner_bound, ld;
};

Operand operand(char name, const GemmSpec& g, const std::string& kend) {
  Operand o{name, name == 'a' ? g.a : g.b, name == 'a' ? g.vector_a : g.vector_b, 0, 0, "", "", "", "", ""};
  if (name == 'a') {
    if (g.layout_a == Layout::Row) o = {name, o.dtype, o.vec, g.tile_m, g.tile_k, "%m0", "%M", "%k0", kend, "%K"};
    else o = {name, o.dtype, o.vec, g.tile_k, g.tile_m, "%k0", kend, "%m0", "%M", "%M"};
  } else {
    if (g.layout_b == Layout::Row) o = {name, o.dtype, o.vec, g.tile_k, g.tile_n, "%k0", kend, "%n0", "%N", "%N"};
    else o = {name, o.dtype, o.vec, g.tile_n, g.tile_k, "%n0", "%N", "%k0", kend, "%K"};
  }
  return o;
}

std::optional<Verdict> reject(std::string code, std::string message) {
  return Verdict{false, std::move(code), std::move(message)};
}

}  // namespace

std::optional<Verdict> check_gemm(const Config& c, const Flavor& f) {
  const GemmSpec& g = std::get<GemmSpec>(c.spec);
  const TargetInfo& t = *find_target(c.target);
  if (!f.has_target(c.target)) {
    std::string list;
    for (const auto& x : f.targets) list += (list.empty() ? "" : ", ") + x;
    return reject("E_TARGET_NEEDS_FLAVOR",
                  fmt::format("target {} is not in flavor {} (its LLVM has {})", c.target, f.name, list));
  }
  Shape s = shape_of(g, t);
  if (s.threads > t.threads_max)
    return reject("E_THREADS_OVER_LIMIT", fmt::format("workgroup of {} threads (warps {}x{} of {}) exceeds the {} "
                                                      "limit of {}", s.threads, g.warps_m, g.warps_n, s.wave,
                                                      c.target, t.threads_max));
  if (g.tile_m % s.rows_t || g.tile_n % s.cols_t)
    return reject("E_TILE_NOT_DIVISIBLE",
                  fmt::format("tile {}x{} is not divisible by the thread grid {}x{} (warps {}x{} of wave shape {}x{})",
                              g.tile_m, g.tile_n, s.rows_t, s.cols_t, g.warps_m, g.warps_n, s.lanes_m, s.lanes_n));
  if (s.tm * s.tn > 64)
    return reject("E_MICROTILE_TOO_LARGE", fmt::format("per-thread tile {}x{} holds {} accumulators, over the "
                                                       "limit of 64", s.tm, s.tn, s.tm * s.tn));
  const std::string kend = "%kend";
  Operand ops[2] = {operand('a', g, kend), operand('b', g, kend)};
  for (const Operand& o : ops)
    if (o.vec * size_of(o.dtype) > 16)
      return reject("E_VECTOR_TOO_WIDE", fmt::format("vector.{} of {} {} elements is {} bytes, over 16", o.name,
                                                     o.vec, to_string(o.dtype), o.vec * size_of(o.dtype)));
  for (const Operand& o : ops)
    if (o.cont % o.vec)
      return reject("E_VECTOR_NOT_DIVISIBLE", fmt::format("vector.{} of {} does not divide the contiguous tile "
                                                          "extent {} of operand {}", o.name, o.vec, o.cont, o.name));
  for (const Operand& o : ops)
    if ((o.rows * o.cont / o.vec) % s.threads)
      return reject("E_LOAD_NOT_DIVISIBLE", fmt::format("operand {} tile has {} vector loads, not a multiple of the "
                                                        "{} threads", o.name, o.rows * o.cont / o.vec, s.threads));
  int lds = 0;
  for (const Operand& o : ops) lds += o.rows * (o.cont + o.vec) * size_of(o.dtype);
  if (lds > t.lds_bytes_max)
    return reject("E_LDS_BUDGET",
                  fmt::format("LDS of {} bytes exceeds the {} budget of {}", lds, c.target, t.lds_bytes_max));
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
                                                        "two_stage", to_string(g.out), c.target));
    if (g.out != DType::F32 && d > kHalfAtomicLimit)
      return reject("E_SPLIT_ATOMIC_LIMIT",
                    fmt::format("split_k degree {} over the 16-bit atomic limit of {}", d, kHalfAtomicLimit));
    if (g.out == DType::F16 && d > kF16AtomicAccuracyCap)
      return reject("E_SPLIT_F16_ACCURACY_CAP", fmt::format("split_k degree {} over the f16 packed-atomic accuracy "
                                                            "cap of {}", d, kF16AtomicAccuracyCap));
    if (g.out == DType::BF16 && d > kBF16AtomicAccuracyCap)
      return reject("E_SPLIT_BF16_ACCURACY_CAP", fmt::format("split_k degree {} over the bf16 atomic accuracy cap "
                                                             "of {}", d, kBF16AtomicAccuracyCap));
    if (s.colgroup == 2 && s.tn % 2)
      return reject("E_PACKED_ATOMIC_ODD_N", fmt::format("per-thread N tile {} is odd; packed {} atomics need "
                                                         "column pairs", s.tn, to_string(g.out)));
  }
  return std::nullopt;
}

namespace {

/// A block label built without heap allocation ("e.3.1", "eh.0.2", "exit").
struct Label {
  char text[32];
  size_t size = 0;
  Label(const char* kind, int i, int j) {
    size = fmt::format_to_n(text, sizeof text, FMT_COMPILE("{}.{}.{}"), kind, i, j).size;
  }
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
  Stream(const Config& c, const Flavor& f)
      : c_(c), g_(std::get<GemmSpec>(c.spec)), t_(*find_target(c.target)), f_(f), s_(shape_of(g_, t_)),
        lower_(isa_text(t_.isa)), kname_(fmt::format("paritykit_gemm_{}", c.id)), tail2_(atomic_tail(2)),
        tail4_(atomic_tail(4)), out_(128 * 1024) {}

  Module run() {
    const bool two = g_.split == SplitMode::TwoStage;
    EMIT("; paritykit gemm config {}, flavor {}, target {}\n", c_.id, f_.name, c_.target);
    EMIT("source_filename = \"paritykit.gemm.{}\"\n", c_.id);
    EMIT("target triple = \"{}\"\n\n", t_.triple);
    lds_global('a');
    lds_global('b');
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

  Operand op(char n) const { return operand(n, g_, g_.split == SplitMode::None ? "%K" : "%kend"); }

  void lds_global(char n) {
    Operand o = op(n);
    EMIT("@{}.lds_{} = internal addrspace(3) global [{} x {}] poison, align 16\n", kname_, n,
      o.rows * (o.cont + o.vec), ir_type(o.dtype));
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
    EMIT("define {} void @{}(ptr addrspace(1) noalias {} readonly %A, ptr addrspace(1) noalias {} readonly %B, "
      "ptr addrspace(1) noalias {} %{}, i32 %M, i32 %N, i32 %K){} {{\n", lower_.kernel_cc, kname_, nc, nc, nc,
      g_.split == SplitMode::TwoStage ? "W" : "D", attributes(" #0"));
    put("entry:\n");
    EMIT("  %tid = call i32 @{}()\n", lower_.thread_id_x);
    EMIT("  %bx = call i32 @{}()\n", lower_.block_id[0]);
    EMIT("  %by = call i32 @{}()\n", lower_.block_id[1]);
    if (split) EMIT("  %bz = call i32 @{}()\n", lower_.block_id[2]);
    EMIT("  %ty = udiv i32 %tid, {}\n", s_.cols_t);
    EMIT("  %tx = urem i32 %tid, {}\n", s_.cols_t);
    EMIT("  %m0 = mul i32 %by, {}\n", g_.tile_m);
    EMIT("  %n0 = mul i32 %bx, {}\n", g_.tile_n);
    if (split) {
      EMIT("  %ktiles.add = add i32 %K, {}\n", g_.tile_k - 1);
      EMIT("  %ktiles = udiv i32 %ktiles.add, {}\n", g_.tile_k);
      EMIT("  %kper.add = add i32 %ktiles, {}\n", g_.split_degree - 1);
      EMIT("  %kper = udiv i32 %kper.add, {}\n", g_.split_degree);
      EMIT("  %kspan = mul i32 %kper, {}\n", g_.tile_k);
      put("  %kbeg = mul i32 %bz, %kspan\n  %kend.raw = add i32 %kbeg, %kspan\n"
              "  %kend.lt = icmp ult i32 %kend.raw, %K\n  %kend = select i1 %kend.lt, i32 %kend.raw, i32 %K\n");
    }
    for (char n : {'a', 'b'}) slots(op(n));
    // Per-thread LDS read bases: rows of A, columns of B.
    const bool arow = g_.layout_a == Layout::Row, brow = g_.layout_b == Layout::Row;
    for (int i = 0; i < s_.tm; ++i) {
      EMIT("  %ar.{0} = add i32 %ty, {1}\n", i, i * s_.rows_t);
      EMIT("  %ab.{0} = mul i32 %ar.{0}, {1}\n", i, arow ? g_.tile_k + g_.vector_a : 1);
    }
    EMIT("  %txc = mul i32 %tx, {}\n", s_.colgroup);
    for (int j = 0; j < s_.tn; ++j) {
      EMIT("  %bc.{0} = add i32 %txc, {1}\n", j, (j / s_.colgroup) * s_.cols_t * s_.colgroup + j % s_.colgroup);
      EMIT("  %bb.{0} = mul i32 %bc.{0}, {1}\n", j, brow ? 1 : g_.tile_k + g_.vector_b);
    }
    put("  br label %kloop\n\nkloop:\n");
    EMIT("  %k0 = phi i32 [ {}, %entry ], [ %k0.next, %kstep ]\n", split ? "%kbeg" : "0");
    for (int i = 0; i < s_.tm; ++i)
      for (int j = 0; j < s_.tn; ++j)
        EMIT("  %acc.{0}.{1} = phi float [ 0.000000e+00, %entry ], [ %c.{0}.{1}.next, %kstep ]\n", i, j);
    EMIT("  %kmore = icmp ult i32 %k0, {}\n", split ? "%kend" : "%K");
    put("  br i1 %kmore, label %a.check, label %epi\n");
    tile_load(op('a'), "b.check");
    tile_load(op('b'), "sync");
    put("\nsync:\n");
    barrier();
    put("  br label %inner\n\ninner:\n  %kk = phi i32 [ 0, %sync ], [ %kk.next, %inner ]\n");
    for (int i = 0; i < s_.tm; ++i)
      for (int j = 0; j < s_.tn; ++j)
        EMIT("  %c.{0}.{1} = phi float [ %acc.{0}.{1}, %sync ], [ %c.{0}.{1}.next, %inner ]\n", i, j);
    EMIT("  %ak = mul i32 %kk, {}\n", arow ? 1 : g_.tile_m + g_.vector_a);
    EMIT("  %bk = mul i32 %kk, {}\n", brow ? g_.tile_n + g_.vector_b : 1);
    lds_reads('a', s_.tm, g_.a);
    lds_reads('b', s_.tn, g_.b);
    for (int i = 0; i < s_.tm; ++i)
      for (int j = 0; j < s_.tn; ++j)
        EMIT("  %c.{0}.{1}.next = call float @llvm.fmuladd.f32(float %a{2}.{0}, float %b{3}.{1}, float %c.{0}.{1})\n", i, j,
          g_.a == DType::F32 ? 'v' : 'f', g_.b == DType::F32 ? 'v' : 'f');
    EMIT("  %kk.next = add i32 %kk, 1\n  %kk.more = icmp ult i32 %kk.next, {}\n", g_.tile_k);
    put("  br i1 %kk.more, label %inner, label %kstep\n\nkstep:\n");
    barrier();
    EMIT("  %k0.next = add i32 %k0, {}\n", g_.tile_k);
    put("  br label %kloop\n");
    epilogue();
    put("\nexit:\n  ret void\n}\n\n");
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
      EMIT("  %{0}.lr{1} = mul i32 %{0}.r{1}, {2}\n", n, l, o.cont + o.vec);
      EMIT("  %{0}.l{1} = add i32 %{0}.lr{1}, %{0}.i{1}\n", n, l);
      EMIT("  %{0}.lx{1} = zext i32 %{0}.l{1} to i64\n", n, l);
      EMIT("  %{0}.q{1} = getelementptr inbounds {2}, ptr addrspace(3) @{3}.lds_{0}, i64 %{0}.lx{1}\n", n, l,
        ir_type(o.dtype), kname_);
    }
    EMIT("  %{0}.ld64 = zext i32 {1} to i64\n", n, o.ld);
    if (o.vec > 1) {
      EMIT("  %{0}.ldrem = urem i32 {1}, {2}\n", n, o.ld, o.vec);
      EMIT("  %{0}.aligned = icmp eq i32 %{0}.ldrem, 0\n", n);
    }
  }

  void tile_load(const Operand& o, const char* next) {
    const char n = o.name;
    const std::string_view ty = ir_type(o.dtype);
    const int sz = size_of(o.dtype);
    const int count = o.rows * (o.cont / o.vec) / s_.threads;
    const std::string vty = o.vec > 1 ? fmt::format("<{} x {}>", o.vec, ty) : std::string(ty);
    EMIT("\n{}.check:\n", n);
    EMIT("  %{0}.oend = add i32 {1}, {2}\n  %{0}.ofull = icmp ule i32 %{0}.oend, {3}\n", n, o.outer0, o.rows,
      o.outer_bound);
    EMIT("  %{0}.iend = add i32 {1}, {2}\n  %{0}.ifull = icmp ule i32 %{0}.iend, {3}\n", n, o.inner0, o.cont,
      o.inner_bound);
    if (o.vec > 1)
      EMIT("  %{0}.inb = and i1 %{0}.ofull, %{0}.ifull\n  %{0}.full = and i1 %{0}.inb, %{0}.aligned\n", n);
    else
      EMIT("  %{0}.full = and i1 %{0}.ofull, %{0}.ifull\n", n);
    EMIT("  br i1 %{0}.full, label %{0}.fast, label %{0}.slow\n\n{0}.fast:\n", n);
    for (int l = 0; l < count; ++l) {
      EMIT("  %{0}.f{1}.o = add i32 {2}, %{0}.r{1}\n  %{0}.f{1}.i = add i32 {3}, %{0}.i{1}\n", n, l, o.outer0,
        o.inner0);
      EMIT("  %{0}.f{1}.o64 = zext i32 %{0}.f{1}.o to i64\n  %{0}.f{1}.row = mul i64 %{0}.f{1}.o64, %{0}.ld64\n", n, l);
      EMIT("  %{0}.f{1}.i64 = zext i32 %{0}.f{1}.i to i64\n  %{0}.f{1}.idx = add i64 %{0}.f{1}.row, %{0}.f{1}.i64\n", n,
        l);
      EMIT("  %{0}.f{1}.p = getelementptr inbounds {2}, ptr addrspace(1) %{3}, i64 %{0}.f{1}.idx\n", n, l, ty,
        n == 'a' ? 'A' : 'B');
      EMIT("  %{0}.f{1}.v = load {2}, ptr addrspace(1) %{0}.f{1}.p, align {3}\n", n, l, vty, o.vec * sz);
      EMIT("  store {2} %{0}.f{1}.v, ptr addrspace(3) %{0}.q{1}, align {3}\n", n, l, vty, o.vec * sz);
    }
    EMIT("  br label %{}\n\n{}.slow:\n", next, n);
    for (int l = 0; l < count; ++l) {
      EMIT("  %{0}.s{1}.o = add i32 {2}, %{0}.r{1}\n  %{0}.s{1}.ook = icmp ult i32 %{0}.s{1}.o, {3}\n", n, l,
        o.outer0, o.outer_bound);
      EMIT("  %{0}.s{1}.o64 = zext i32 %{0}.s{1}.o to i64\n  %{0}.s{1}.row = mul i64 %{0}.s{1}.o64, %{0}.ld64\n", n, l);
      EMIT("  %{0}.s{1}.ib = add i32 {2}, %{0}.i{1}\n", n, l, o.inner0);
      for (int e = 0; e < o.vec; ++e) {
        // Element e of slot l: every value is %<n>.s<l>.<e>.<what>.
        EMIT("  %{0}.s{1}.{2}.i = add i32 %{0}.s{1}.ib, {2}\n  %{0}.s{1}.{2}.iok = icmp ult i32 %{0}.s{1}.{2}.i, {3}\n",
          n, l, e, o.inner_bound);
        EMIT("  %{0}.s{1}.{2}.ok = and i1 %{0}.s{1}.ook, %{0}.s{1}.{2}.iok\n"
          "  %{0}.s{1}.{2}.i64 = zext i32 %{0}.s{1}.{2}.i to i64\n", n, l, e);
        EMIT("  %{0}.s{1}.{2}.idx = add i64 %{0}.s{1}.row, %{0}.s{1}.{2}.i64\n"
          "  %{0}.s{1}.{2}.safe = select i1 %{0}.s{1}.{2}.ok, i64 %{0}.s{1}.{2}.idx, i64 0\n", n, l, e);
        EMIT("  %{0}.s{1}.{2}.p = getelementptr inbounds {3}, ptr addrspace(1) %{4}, i64 %{0}.s{1}.{2}.safe\n", n, l, e,
          ty, n == 'a' ? 'A' : 'B');
        EMIT("  %{0}.s{1}.{2}.x = load {3}, ptr addrspace(1) %{0}.s{1}.{2}.p, align {4}\n", n, l, e, ty, sz);
        EMIT("  %{0}.s{1}.{2}.v = select i1 %{0}.s{1}.{2}.ok, {3} %{0}.s{1}.{2}.x, {3} {4}\n", n, l, e, ty,
          ir_zero(o.dtype));
        EMIT("  %{0}.s{1}.{2}.q = getelementptr inbounds {3}, ptr addrspace(3) %{0}.q{1}, i64 {2}\n", n, l, e, ty);
        EMIT("  store {3} %{0}.s{1}.{2}.v, ptr addrspace(3) %{0}.s{1}.{2}.q, align {4}\n", n, l, e, ty, sz);
      }
    }
    EMIT("  br label %{}\n", next);
  }

  void lds_reads(char n, int count, DType d) {
    const std::string_view ty = ir_type(d);
    for (int i = 0; i < count; ++i) {
      EMIT("  %{0}o.{1} = add i32 %{0}b.{1}, %{0}k\n  %{0}w.{1} = zext i32 %{0}o.{1} to i64\n", n, i);
      EMIT("  %{0}p.{1} = getelementptr inbounds {2}, ptr addrspace(3) @{3}.lds_{0}, i64 %{0}w.{1}\n", n, i, ty,
        kname_);
      EMIT("  %{0}v.{1} = load {2}, ptr addrspace(3) %{0}p.{1}, align {3}\n", n, i, ty, size_of(d));
      if (d != DType::F32) EMIT("  %{0}f.{1} = fpext {2} %{0}v.{1} to float\n", n, i, ty);
    }
  }

  void epilogue() {
    const bool two = g_.split == SplitMode::TwoStage;
    const bool packed = s_.colgroup == 2;
    put("\nepi:\n  %N64 = zext i32 %N to i64\n");
    for (int i = 0; i < s_.tm; ++i) {
      EMIT("  %er.{0} = add i32 %m0, %ar.{0}\n  %erok.{0} = icmp ult i32 %er.{0}, %M\n", i);
      EMIT("  %er64.{0} = zext i32 %er.{0} to i64\n  %erow.{0} = mul i64 %er64.{0}, %N64\n", i);
    }
    for (int j = 0; j < s_.tn; ++j) {
      EMIT("  %ec.{0} = add i32 %n0, %bc.{0}\n  %ecok.{0} = icmp ult i32 %ec.{0}, %N\n", j);
      EMIT("  %ec64.{0} = zext i32 %ec.{0} to i64\n", j);
    }
    std::string base = "%D";
    if (two) {
      put("  %M64 = zext i32 %M to i64\n  %bz64 = zext i32 %bz to i64\n  %wplane = mul i64 %M64, %N64\n"
              "  %wofs = mul i64 %bz64, %wplane\n  %Dz = getelementptr inbounds float, ptr addrspace(1) %W, i64 %wofs\n");
      base = "%Dz";
    }
    if (packed) put("  %nrem = and i32 %N, 1\n  %neven = icmp eq i32 %nrem, 0\n");
    put("  br label %e.0.0\n");
    const DType od = two ? DType::F32 : g_.out;
    const std::string_view oty = ir_type(od);
    const int osz = size_of(od);
    if (!packed) {
      for (int i = 0; i < s_.tm; ++i)
        for (int j = 0; j < s_.tn; ++j) {
          const Label next = next_label("e", i, j, s_.tm, s_.tn);
          EMIT("\ne.{0}.{1}:\n  %eok.{0}.{1} = and i1 %erok.{0}, %ecok.{1}\n", i, j);
          EMIT("  br i1 %eok.{0}.{1}, label %es.{0}.{1}, label %{2}\n\nes.{0}.{1}:\n", i, j, next.view());
          EMIT("  %eidx.{0}.{1} = add i64 %erow.{0}, %ec64.{1}\n", i, j);
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
    const int pairs = s_.tn / 2;
    for (int i = 0; i < s_.tm; ++i)
      for (int p = 0; p < pairs; ++p) {
        const int j0 = 2 * p, j1 = 2 * p + 1;
        const Label next = next_label("e", i, p, s_.tm, pairs);
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
            single_in_pair(i, j, oty);
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

  /// One column through the packed atomic: a scalar 16-bit atomicrmw fadd is a compare-and-swap
  /// loop on AMDGPU, so the element goes into its lane of the 4-byte-aligned pair that holds it, and
  /// the partner lane adds -0.0, the one value that leaves every partner (+0.0 included) unchanged.
  void single_in_pair(int i, int j, std::string_view oty) {
    const std::string_view nz = g_.out == DType::F16 ? "0xH8000" : "0xR8000";
    EMIT("  %hlane.{0}.{1} = and i64 %hidx.{0}.{1}, 1\n  %hpair.{0}.{1} = and i64 %hidx.{0}.{1}, -2\n", i, j);
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
    put("declare float @llvm.fmuladd.f32(float, float, float)\n");
  }

  const Config& c_;
  const GemmSpec& g_;
  const TargetInfo& t_;
  const Flavor& f_;
  const Shape s_;
  const IsaText& lower_;
  const std::string kname_;
  const std::string tail2_, tail4_;  ///< atomicrmw suffix for 2- and 4-byte atomics
  TextSink out_;  ///< one allocation: the largest modules are about 100 KiB
};

}  // namespace

Module emit_gemm(const Config& c, const Flavor& f) { return Stream(c, f).run(); }

}  // namespace paritykit::beta
