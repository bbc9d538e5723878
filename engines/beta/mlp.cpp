// Engine beta's mlp family: validation as one pass of checks, emission as a single text stream
// (the module frame and the `activations: lds` body here, the `registers` body in
// mlp_registers.cpp). Written independently of engine alpha on purpose; both follow
// engines/CONTRACT_MLP.md.
#include "mlp.h"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/compile.h>
#include <fmt/format.h>

#include "lowering.h"
#include "matrix.h"
#include "mlp_parts.h"
#include "text_sink.h"

namespace paritykit::beta {
namespace {

#define EMIT(text, ...) PK_SINK_FORMAT(out_, text __VA_OPT__(, ) __VA_ARGS__)

using namespace paritykit::spec;

/// What the rules and the emitter derive from a spec (engines/CONTRACT_MLP.md section 2). On the matrix
/// paths `ins` is the instruction, section 9's with `activations: registers` (nullptr when the
/// target has none of the math); tm, tn are the per-thread grid of either path.
struct Geometry {
  bool matrix, registers;
  int wave, nw, threads, sa, sw;
  int lm, r, tm, tn;  // simt: lanes per wave column, thread rows; both paths: TM, TN
  const MatrixShape* ins;
  int fn, ec;  // matrix: fragments per wave along the outputs, accumulators per fragment and lane
};

Geometry geometry_of(const MlpSpec& m, const TargetInfo& t) {
  Geometry g{};
  g.matrix = m.math != Math::Simt;
  g.registers = m.activations == MlpActivations::Registers;
  g.wave = t.wave_size;
  g.nw = m.rows_per_block / 16;
  g.threads = g.nw * g.wave;
  g.sa = m.width + 8;
  g.sw = m.width + 8;
  if (!g.matrix) {
    g.lm = g.wave / 8;
    g.r = g.nw * g.lm;
    g.tm = 16 / g.lm;
    g.tn = m.width / 8;
    return g;
  }
  g.ins = g.registers ? register_instruction(t, m.math, m.width) : pick_instruction(t, m.math, m.width);
  if (g.ins) {
    g.fn = m.width / g.ins->n;
    g.ec = g.ins->c.elements();
    const AccGrid grid = acc_grid(g.ins->c);
    g.tm = static_cast<int>(grid.rows.size());
    g.tn = g.fn * static_cast<int>(grid.cols.size());
  }
  return g;
}

std::optional<Verdict> reject(std::string code, std::string message) {
  return Verdict{false, std::move(code), std::move(message)};
}

}  // namespace

std::optional<Verdict> check_mlp(const Config& c) {
  const MlpSpec& m = std::get<MlpSpec>(c.spec);
  const TargetInfo& t = *find_target(c.target);
  if (m.mode == MlpMode::Training)
    return reject("E_MLP_TRAINING", "mlp mode training has no kernels; only inference is emitted");
  const Geometry g = geometry_of(m, t);
  if (g.matrix && !g.ins)
    return reject("E_MATH_UNSUPPORTED", fmt::format("math {} is not available on {}; it has simt and {}",
                                                    to_string(m.math), c.target, to_string(t.matrix[0].math)));
  if (g.registers && !g.matrix)
    return reject("E_MLP_REGISTERS_MATH", "activations registers needs a matrix math (wmma, mfma or mma), not simt");
  if (m.input_width > m.width)
    return reject("E_MLP_DIM_OVER_WIDTH", fmt::format("input_width {} exceeds width {}", m.input_width, m.width));
  if (m.output_width > m.width)
    return reject("E_MLP_DIM_OVER_WIDTH", fmt::format("output_width {} exceeds width {}", m.output_width, m.width));
  if (g.registers && m.output_width % 16)
    return reject("E_MLP_REGISTERS_OUTPUT", fmt::format("activations registers stores whole 16-neuron pieces: "
                                                        "output_width {} is not a multiple of 16", m.output_width));
  const int tile_n = g.matrix ? g.ins->n : 16, tile_k = g.matrix ? g.ins->k : 16;
  if (m.width % tile_n || m.width % tile_k)
    return reject("E_MLP_WIDTH", fmt::format("width {} is not a multiple of the {} tile {}x{}", m.width,
                                             to_string(m.math), tile_n, tile_k));
  if (m.rows_per_block % 16)
    return reject("E_MLP_ROWS",
                  fmt::format("rows_per_block {} is not a multiple of the 16-row tile", m.rows_per_block));
  if (g.threads > t.threads_max)
    return reject("E_THREADS_OVER_LIMIT", fmt::format("workgroup of {} threads ({} waves of {}) exceeds the {} limit "
                                                      "of {}", g.threads, g.nw, g.wave, c.target, t.threads_max));
  if (!g.matrix && g.tm * g.tn > 64)
    return reject("E_MICROTILE_TOO_LARGE", fmt::format("per-thread tile {}x{} holds {} accumulators, over the limit "
                                                       "of 64", g.tm, g.tn, g.tm * g.tn));
  if (g.matrix && g.fn * g.ec > 64)
    return reject("E_MICROTILE_TOO_LARGE", fmt::format("per-wave tile 16x{} holds {} accumulators per lane, over the "
                                                       "limit of 64", m.width, g.fn * g.ec));
  // Registers: one piece, 2 * 16 * SW bytes, fits every target's LDS (section 9): no rule 9.
  const int act = 2 * m.rows_per_block * g.sa, wgt = 2 * m.width * g.sw;
  if (!g.registers && act + wgt > t.lds_bytes_max)
    return reject("E_LDS_BUDGET", fmt::format("LDS of {} bytes (activations {} + weights {}) exceeds the {} budget "
                                              "of {}", act + wgt, act, wgt, c.target, t.lds_bytes_max));
  return std::nullopt;
}

std::string activation_lines(TextSink& out, Activation act, std::string_view name, std::string_view q,
                             std::string_view u, std::string_view exp2) {
  switch (act) {
    case Activation::None: return std::string(u);
    case Activation::ReLU:
      PK_SINK_FORMAT(out, "  {0}.rp{1} = fcmp ogt float {2}, 0.000000e+00\n", name, q, u);
      PK_SINK_FORMAT(out, "  {0}.a{1} = select i1 {0}.rp{1}, float {2}, float 0.000000e+00\n", name, q, u);
      break;
    case Activation::Sigmoid:
      PK_SINK_FORMAT(out, "  {0}.sx{1} = fmul float {2}, 0xBFF7154760000000\n", name, q, u);
      PK_SINK_FORMAT(out, "  {0}.se{1} = call float @{2}(float {0}.sx{1})\n", name, q, exp2);
      PK_SINK_FORMAT(out, "  {0}.sd{1} = fadd float {0}.se{1}, 1.000000e+00\n", name, q);
      PK_SINK_FORMAT(out, "  {0}.a{1} = fdiv float 1.000000e+00, {0}.sd{1}\n", name, q);
      break;
    case Activation::Tanh:
      PK_SINK_FORMAT(out, "  {0}.tx{1} = fmul float {2}, 0x4007154760000000\n", name, q, u);
      PK_SINK_FORMAT(out, "  {0}.te{1} = call float @{2}(float {0}.tx{1})\n", name, q, exp2);
      PK_SINK_FORMAT(out, "  {0}.td{1} = fadd float {0}.te{1}, 1.000000e+00\n", name, q);
      PK_SINK_FORMAT(out, "  {0}.tq{1} = fdiv float 2.000000e+00, {0}.td{1}\n", name, q);
      PK_SINK_FORMAT(out, "  {0}.a{1} = fsub float 1.000000e+00, {0}.tq{1}\n", name, q);
      break;
  }
  return text_of<"{}.a{}">(name, q);
}

namespace {

/// Streams one module in contract order (engines/CONTRACT_MLP.md sections 5 and 6).
class Stream {
 public:
  Stream(const Config& c, const Flavor& f)
      : c_(c), m_(std::get<MlpSpec>(c.spec)), t_(*find_target(c.target)), f_(f), g_(geometry_of(m_, t_)),
        lower_(isa_text(t_.isa, f)), kname_(text_of<"paritykit_mlp_{}">(c.id)), out_(64 * 1024) {
    if (!g_.matrix) return;
    mt_ = matrix_text(*g_.ins, m_.dtype, f);
    AccGrid grid = acc_grid(g_.ins->c);
    rows_ = std::move(grid.rows);
    cols_ = std::move(grid.cols);
  }

  Module run() {
    EMIT("; paritykit mlp config {}, flavor {}, target {}\n", c_.id, f_.name, c_.target);
    EMIT("source_filename = \"paritykit.mlp.{}\"\n", c_.id);
    EMIT("target triple = \"{}\"\n\n", t_.triple);
    if (g_.registers) {
      EMIT("@{}.wgt = internal addrspace(3) global [{} x half] poison, align 16\n\n", kname_, 16 * g_.sw);
    } else {
      EMIT("@{}.act = internal addrspace(3) global [{} x half] poison, align 16\n", kname_, m_.rows_per_block * g_.sa);
      EMIT("@{}.wgt = internal addrspace(3) global [{} x half] poison, align 16\n\n", kname_, m_.width * g_.sw);
    }
    kernel();
    declarations();
    if (lower_.workgroup_size_attribute)
      EMIT("\nattributes #0 = {{ \"amdgpu-flat-work-group-size\"=\"{0},{0}\" }}\n", g_.threads);
    Module mod;
    mod.ir_text = out_.str();
    mod.kernels.push_back(kname_);
    return mod;
  }

 private:
  void put(std::string_view text) { out_.append(text); }
  void barrier() { put(lower_.barrier); }
  int layers() const { return m_.hidden_layers; }
  /// out_l: the rows of layer l's weight matrix.
  int out_rows(int l) const { return l < layers() ? m_.width : m_.output_width; }
  Activation act_of(int l) const { return l < layers() ? m_.activation : m_.output_activation; }

  void kernel() {
    const std::string& nc = f_.nocapture_attr;
    EMIT("define {} void @{}(ptr addrspace(1) noalias {} readonly %X, ptr addrspace(1) noalias {} readonly %P, "
      "ptr addrspace(1) noalias {} %Y, i32 %B){} {{\n", lower_.kernel_cc, kname_, nc, nc, nc,
      lower_.workgroup_size_attribute ? " #0" : "");
    if (g_.registers) {
      register_body(out_, MlpFrame{c_, m_, t_, lower_, mt_, kname_});
    } else {
      entry();
      input();
      for (int l = 0; l <= layers(); ++l) {
        weights(l);
        products(l);
        results(l);
      }
      output();
    }
    put("}\n\n");
  }

  void entry() {
    put("entry:\n");
    EMIT("  %tid = call i32 @{}()\n", lower_.thread_id_x);
    EMIT("  %bx = call i32 @{}()\n", lower_.block_id[0]);
    EMIT("  %row0 = mul i32 %bx, {}\n", m_.rows_per_block);
    if (!g_.matrix) {
      put("  %ty = udiv i32 %tid, 8\n  %tx = urem i32 %tid, 8\n");
      for (int i = 0; i < g_.tm; ++i)
        EMIT("  %ar.{0} = add i32 %ty, {1}\n  %ab.{0} = mul i32 %ar.{0}, {2}\n", i, i * g_.r, g_.sa);
      for (int j = 0; j < g_.tn; ++j)
        EMIT("  %bc.{0} = add i32 %tx, {1}\n  %bb.{0} = mul i32 %bc.{0}, {2}\n", j, j * 8, g_.sw);
    } else {
      const MatrixShape& ins = *g_.ins;
      EMIT("  %wave = udiv i32 %tid, {0}\n  %lane = urem i32 %tid, {0}\n", g_.wave);
      put("  %wrow = mul i32 %wave, 16\n");
      EMIT("  %llo = urem i32 %lane, {0}\n  %lhi = udiv i32 %lane, {0}\n", ins.c.lane_split);
      EMIT("  %afr = mul i32 {}, {}\n  %afk = mul i32 {}, {}\n", row_part(ins.a), ins.a.row_scale, col_part(ins.a),
        ins.a.col_scale);
      EMIT("  %afw = add i32 %afr, %wrow\n  %afo = mul i32 %afw, {}\n  %abase = add i32 %afo, %afk\n", g_.sa);
      EMIT("  %bfr = mul i32 {}, {}\n  %bfk = mul i32 {}, {}\n", row_part(ins.b), ins.b.row_scale, col_part(ins.b),
        ins.b.col_scale);
      EMIT("  %bfo = mul i32 %bfr, {}\n  %bbase = add i32 %bfo, %bfk\n", g_.sw);
      EMIT("  %cr = mul i32 {}, {}\n  %cc = mul i32 {}, {}\n", row_part(ins.c), ins.c.row_scale, col_part(ins.c),
        ins.c.col_scale);
      put("  %crow = add i32 %wrow, %cr\n");
      for (int i = 0; i < g_.tm; ++i)
        EMIT("  %ar.{0} = add i32 %crow, {1}\n  %ab.{0} = mul i32 %ar.{0}, {2}\n", i, rows_[i], g_.sa);
      const int ncols = static_cast<int>(cols_.size());
      for (int j = 0; j < g_.tn; ++j)
        EMIT("  %bc.{} = add i32 %cc, {}\n", j, (j / ncols) * ins.n + cols_[j % ncols]);
    }
    put("  br label %in.head\n");
  }

  /// The block's input rows into act, zero-padded to width and past the batch.
  void input() {
    const bool vec = m_.input_width == m_.width;
    const int w = m_.width;
    const int ne = vec ? m_.rows_per_block * w / 8 : m_.rows_per_block * w;
    const std::string_view vt = vec ? "<8 x half>" : "half", z = vec ? "zeroinitializer" : "0xH0000";
    const int ax = vec ? 16 : 2;
    put("\nin.head:\n  %in.e = phi i32 [ %tid, %entry ], [ %in.next, %in.body ]\n");
    EMIT("  %in.more = icmp ult i32 %in.e, {}\n  br i1 %in.more, label %in.body, label %w0.head\n\nin.body:\n", ne);
    if (vec) {
      EMIT("  %in.r = udiv i32 %in.e, {0}\n  %in.v = urem i32 %in.e, {0}\n  %in.c = mul i32 %in.v, 8\n", w / 8);
      put("  %in.g = add i32 %row0, %in.r\n  %in.ok = icmp ult i32 %in.g, %B\n");
    } else {
      EMIT("  %in.r = udiv i32 %in.e, {0}\n  %in.c = urem i32 %in.e, {0}\n", w);
      put("  %in.g = add i32 %row0, %in.r\n  %in.rok = icmp ult i32 %in.g, %B\n");
      EMIT("  %in.cok = icmp ult i32 %in.c, {}\n  %in.ok = and i1 %in.rok, %in.cok\n", m_.input_width);
    }
    EMIT("  %in.g64 = zext i32 %in.g to i64\n  %in.row = mul i64 %in.g64, {}\n", m_.input_width);
    put("  %in.c64 = zext i32 %in.c to i64\n  %in.idx = add i64 %in.row, %in.c64\n"
        "  %in.safe = select i1 %in.ok, i64 %in.idx, i64 0\n"
        "  %in.p = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe\n");
    EMIT("  %in.x = load {0}, ptr addrspace(1) %in.p, align {1}\n  %in.val = select i1 %in.ok, {0} %in.x, {0} {2}\n",
      vt, ax, z);
    EMIT("  %in.lr = mul i32 %in.r, {}\n  %in.l = add i32 %in.lr, %in.c\n  %in.l64 = zext i32 %in.l to i64\n", g_.sa);
    EMIT("  %in.q = getelementptr inbounds half, ptr addrspace(3) @{}.act, i64 %in.l64\n", kname_);
    EMIT("  store {} %in.val, ptr addrspace(3) %in.q, align {}\n", vt, ax);
    EMIT("  %in.next = add i32 %in.e, {}\n  br label %in.head\n", g_.threads);
  }

  /// Layer l's weight matrix into wgt.
  void weights(int l) {
    const int w = m_.width;
    const std::string pred = l == 0 ? std::string("in.head") : text_of<"l{}.done">(l - 1);
    EMIT("\nw{0}.head:\n  %w{0}.e = phi i32 [ %tid, %{1} ], [ %w{0}.next, %w{0}.body ]\n", l, pred);
    EMIT("  %w{0}.more = icmp ult i32 %w{0}.e, {1}\n  br i1 %w{0}.more, label %w{0}.body, label %l{0}.sync\n", l,
      out_rows(l) * w / 8);
    EMIT("\nw{0}.body:\n  %w{0}.r = udiv i32 %w{0}.e, {1}\n  %w{0}.v = urem i32 %w{0}.e, {1}\n", l, w / 8);
    EMIT("  %w{0}.c = mul i32 %w{0}.v, 8\n  %w{0}.g = mul i32 %w{0}.e, 8\n  %w{0}.g64 = zext i32 %w{0}.g to i64\n", l);
    EMIT("  %w{0}.idx = add i64 %w{0}.g64, {1}\n", l, static_cast<std::int64_t>(l) * w * w);
    EMIT("  %w{0}.p = getelementptr inbounds half, ptr addrspace(1) %P, i64 %w{0}.idx\n", l);
    EMIT("  %w{0}.x = load <8 x half>, ptr addrspace(1) %w{0}.p, align 16\n", l);
    EMIT("  %w{0}.lr = mul i32 %w{0}.r, {1}\n  %w{0}.l = add i32 %w{0}.lr, %w{0}.c\n", l, g_.sw);
    EMIT("  %w{0}.l64 = zext i32 %w{0}.l to i64\n", l);
    EMIT("  %w{0}.q = getelementptr inbounds half, ptr addrspace(3) @{1}.wgt, i64 %w{0}.l64\n", l, kname_);
    EMIT("  store <8 x half> %w{0}.x, ptr addrspace(3) %w{0}.q, align 16\n", l);
    EMIT("  %w{0}.next = add i32 %w{0}.e, {1}\n  br label %w{0}.head\n", l, g_.threads);
  }

  /// Layer l's products: the K loop over the width.
  void products(int l) {
    EMIT("\nl{0}.sync:\n", l);
    barrier();
    EMIT("  br label %l{0}.k\n\nl{0}.k:\n", l);
    EMIT("  %l{0}.kk = phi i32 [ 0, %l{0}.sync ], [ %l{0}.kk.next, %l{0}.k ]\n", l);
    if (g_.matrix)
      matrix_products(l);
    else
      simt_products(l);
    EMIT("  %l{0}.kk.more = icmp ult i32 %l{0}.kk.next, {1}\n", l, m_.width);
    EMIT("  br i1 %l{0}.kk.more, label %l{0}.k, label %l{0}.done\n", l);
  }

  void simt_products(int l) {
    for (int i = 0; i < g_.tm; ++i)
      for (int j = 0; j < g_.tn; ++j)
        EMIT("  %l{0}.c.{1}.{2} = phi float [ 0.000000e+00, %l{0}.sync ], [ %l{0}.c.{1}.{2}.next, %l{0}.k ]\n", l, i,
          j);
    simt_reads(l, 'a', g_.tm, "act");
    simt_reads(l, 'b', g_.tn, "wgt");
    for (int i = 0; i < g_.tm; ++i)
      for (int j = 0; j < g_.tn; ++j)
        EMIT("  %l{0}.c.{1}.{2}.next = call float @llvm.fmuladd.f32(float %l{0}.af.{1}, float %l{0}.bf.{2}, "
          "float %l{0}.c.{1}.{2})\n", l, i, j);
    EMIT("  %l{0}.kk.next = add i32 %l{0}.kk, 1\n", l);
  }

  /// One k of the simt path: `count` values of one operand from LDS, widened to f32.
  void simt_reads(int l, char x, int count, std::string_view array) {
    for (int i = 0; i < count; ++i) {
      EMIT("  %l{0}.{1}o.{2} = add i32 %{1}b.{2}, %l{0}.kk\n", l, x, i);
      EMIT("  %l{0}.{1}w.{2} = zext i32 %l{0}.{1}o.{2} to i64\n", l, x, i);
      EMIT("  %l{0}.{1}p.{2} = getelementptr inbounds half, ptr addrspace(3) @{3}.{4}, i64 %l{0}.{1}w.{2}\n", l, x, i,
        kname_, array);
      EMIT("  %l{0}.{1}v.{2} = load half, ptr addrspace(3) %l{0}.{1}p.{2}, align 2\n", l, x, i);
      EMIT("  %l{0}.{1}f.{2} = fpext half %l{0}.{1}v.{2} to float\n", l, x, i);
    }
  }

  void matrix_products(int l) {
    const MatrixShape& ins = *g_.ins;
    for (int j = 0; j < g_.fn; ++j)
      EMIT("  %l{0}.mc.{1} = phi {2} [ zeroinitializer, %l{0}.sync ], [ %l{0}.mc.{1}.next, %l{0}.k ]\n", l, j,
        mt_.acc_type);
    fragments(l, 'a', ins.a, 1, g_.sa, "act");
    fragments(l, 'b', ins.b, g_.fn, g_.sw, "wgt");
    const char* val = mt_.intrinsic->bits == FragmentBits::Int32PerRun ? "x" : "v";
    for (int j = 0; j < g_.fn; ++j) {
      const std::string xa = ins.a.runs.size() == 1 ? text_of<"%l{}.av.0.0">(l) : text_of<"%l{}.ax.0">(l);
      const std::string xb =
          ins.b.runs.size() == 1 ? text_of<"%l{}.bv.{}.0">(l, j) : text_of<"%l{}.bx.{}">(l, j);
      matrix_call(out_, mt_, text_of<"%l{}.mc.{}.next">(l, j), text_of<"%l{}.mc.{}">(l, j), xa, xb,
                  text_of<"%l{}.a{}.0.">(l, val), text_of<"%l{}.b{}.{}.">(l, val, j));
    }
    EMIT("  %l{0}.kk.next = add i32 %l{0}.kk, {1}\n", l, ins.k);
  }

  /// The lane's runs of `frags` fragments of one operand, each run one vector load from LDS.
  void fragments(int l, char x, const FragmentLayout& f, int frags, int stride, std::string_view array) {
    int al = 1;
    while (2 * al <= f.run && stride % (2 * al) == 0) al *= 2;
    const std::string rty = text_of<"<{} x {}>">(f.run, mt_.element_type);
    EMIT("  %l{0}.{1}q = add i32 %{1}base, %l{0}.kk\n", l, x);
    for (int fr = 0; fr < frags; ++fr) {
      for (size_t r = 0; r < f.runs.size(); ++r) {
        const int at = fr * g_.ins->n * stride + f.runs[r].row * stride + f.runs[r].col;
        EMIT("  %l{0}.{1}q.{2}.{3} = add i32 %l{0}.{1}q, {4}\n", l, x, fr, r, at);
        EMIT("  %l{0}.{1}w.{2}.{3} = zext i32 %l{0}.{1}q.{2}.{3} to i64\n", l, x, fr, r);
        EMIT("  %l{0}.{1}p.{2}.{3} = getelementptr inbounds half, ptr addrspace(3) @{4}.{5}, i64 %l{0}.{1}w.{2}.{3}\n",
          l, x, fr, r, kname_, array);
        EMIT("  %l{0}.{1}v.{2}.{3} = load {4}, ptr addrspace(3) %l{0}.{1}p.{2}.{3}, align {5}\n", l, x, fr, r, rty,
          2 * al);
        if (mt_.intrinsic->bits == FragmentBits::Int32PerRun)
          EMIT("  %l{0}.{1}x.{2}.{3} = bitcast {4} %l{0}.{1}v.{2}.{3} to i32\n", l, x, fr, r, rty);
      }
      if (g_.ins->call != MatrixCall::MmaSync && f.runs.size() == 2) {
        std::string lanes;
        for (int i = 0; i < 2 * f.run; ++i) lanes += text_of<"{}i32 {}">(i ? ", " : "", i);
        EMIT("  %l{0}.{1}x.{2} = shufflevector {3} %l{0}.{1}v.{2}.0, {3} %l{0}.{1}v.{2}.1, <{4} x i32> <{5}>\n", l, x,
          fr, rty, 2 * f.run, lanes);
      }
    }
  }

  /// Layer l's results: bias, activation, f16, into act.
  void results(int l) {
    EMIT("\nl{0}.done:\n", l);
    barrier();
    const bool last = l == layers();
    std::vector<std::string> v(static_cast<size_t>(g_.tm * g_.tn));
    if (g_.matrix) {
      const int nrows = static_cast<int>(rows_.size()), ncols = static_cast<int>(cols_.size());
      const bool mma = g_.ins->call == MatrixCall::MmaSync;
      for (int i = 0; i < g_.tm; ++i)
        for (int j = 0; j < g_.tn; ++j) {
          const int e = element_at(g_.ins->c, rows_[i % nrows], cols_[j % ncols]);
          if (mma)
            EMIT("  %l{0}.acc.{1}.{2} = extractvalue {3} %l{0}.mc.{4}.next, {5}\n", l, i, j, mt_.acc_type, j / ncols,
              e);
          else
            EMIT("  %l{0}.acc.{1}.{2} = extractelement {3} %l{0}.mc.{4}.next, i32 {5}\n", l, i, j, mt_.acc_type,
              j / ncols, e);
          v[i * g_.tn + j] = text_of<"%l{}.acc.{}.{}">(l, i, j);
        }
    } else {
      for (int i = 0; i < g_.tm; ++i)
        for (int j = 0; j < g_.tn; ++j) v[i * g_.tn + j] = text_of<"%l{}.c.{}.{}.next">(l, i, j);
    }
    const std::int64_t L = layers(), w = m_.width;
    const std::int64_t boff = (L * w + m_.output_width) * w + l * w;
    if (m_.bias)
      for (int j = 0; j < g_.tn; ++j) {
        EMIT("  %l{0}.zc.{1} = add i32 %bc.{1}, {2}\n", l, j, boff);
        if (last) {
          EMIT("  %l{0}.zok.{1} = icmp ult i32 %bc.{1}, {2}\n", l, j, m_.output_width);
          EMIT("  %l{0}.zs.{1} = select i1 %l{0}.zok.{1}, i32 %l{0}.zc.{1}, i32 {2}\n", l, j, boff);
        }
        EMIT("  %l{0}.zw.{1} = zext i32 %l{0}.z{2}.{1} to i64\n", l, j, last ? 's' : 'c');
        EMIT("  %l{0}.zp.{1} = getelementptr inbounds half, ptr addrspace(1) %P, i64 %l{0}.zw.{1}\n", l, j);
        EMIT("  %l{0}.zv.{1} = load half, ptr addrspace(1) %l{0}.zp.{1}, align 2\n", l, j);
        EMIT("  %l{0}.zf.{1} = fpext half %l{0}.zv.{1} to float\n", l, j);
      }
    const Activation act = act_of(l);
    for (int i = 0; i < g_.tm; ++i)
      for (int j = 0; j < g_.tn; ++j) {
        std::string u = v[i * g_.tn + j];
        if (m_.bias) {
          EMIT("  %l{0}.y.{1}.{2} = fadd float {3}, %l{0}.zf.{2}\n", l, i, j, u);
          u = text_of<"%l{}.y.{}.{}">(l, i, j);
        }
        u = activation_lines(out_, act, text_of<"%l{}">(l), text_of<".{}.{}">(i, j), u, lower_.exp2);
        EMIT("  %l{0}.h.{1}.{2} = fptrunc float {3} to half\n", l, i, j, u);
        EMIT("  %l{0}.o.{1}.{2} = add i32 %ab.{1}, %bc.{2}\n", l, i, j);
        EMIT("  %l{0}.ow.{1}.{2} = zext i32 %l{0}.o.{1}.{2} to i64\n", l, i, j);
        EMIT("  %l{0}.op.{1}.{2} = getelementptr inbounds half, ptr addrspace(3) @{3}.act, i64 %l{0}.ow.{1}.{2}\n", l,
          i, j, kname_);
        EMIT("  store half %l{0}.h.{1}.{2}, ptr addrspace(3) %l{0}.op.{1}.{2}, align 2\n", l, i, j);
      }
    if (last)
      put("  br label %out.sync\n");
    else
      EMIT("  br label %w{}.head\n", l + 1);
  }

  /// The block's rows of the last layer's results to Y, up to the batch.
  void output() {
    const bool vec = m_.output_width == m_.width;
    const int ne = vec ? m_.rows_per_block * m_.width / 8 : m_.rows_per_block * m_.output_width;
    const int d = vec ? m_.width / 8 : m_.output_width, ax = vec ? 16 : 2;
    const std::string_view vt = vec ? "<8 x half>" : "half", col = vec ? "%out.c" : "%out.v";
    put("\nout.sync:\n");
    barrier();
    put("  br label %out.head\n\nout.head:\n  %out.e = phi i32 [ %tid, %out.sync ], [ %out.next, %out.step ]\n");
    EMIT("  %out.more = icmp ult i32 %out.e, {}\n  br i1 %out.more, label %out.body, label %exit\n\nout.body:\n", ne);
    EMIT("  %out.r = udiv i32 %out.e, {0}\n  %out.v = urem i32 %out.e, {0}\n", d);
    if (vec) put("  %out.c = mul i32 %out.v, 8\n");
    EMIT("  %out.lr = mul i32 %out.r, {}\n  %out.l = add i32 %out.lr, {}\n", g_.sa, col);
    put("  %out.l64 = zext i32 %out.l to i64\n");
    EMIT("  %out.q = getelementptr inbounds half, ptr addrspace(3) @{}.act, i64 %out.l64\n", kname_);
    EMIT("  %out.x = load {}, ptr addrspace(3) %out.q, align {}\n", vt, ax);
    put("  %out.g = add i32 %row0, %out.r\n  %out.ok = icmp ult i32 %out.g, %B\n"
        "  br i1 %out.ok, label %out.st, label %out.step\n\nout.st:\n  %out.g64 = zext i32 %out.g to i64\n");
    EMIT("  %out.row = mul i64 %out.g64, {}\n  %out.c64 = zext i32 {} to i64\n", m_.output_width, col);
    put("  %out.idx = add i64 %out.row, %out.c64\n"
        "  %out.p = getelementptr inbounds half, ptr addrspace(1) %Y, i64 %out.idx\n");
    EMIT("  store {} %out.x, ptr addrspace(1) %out.p, align {}\n", vt, ax);
    put("  br label %out.step\n\nout.step:\n");
    EMIT("  %out.next = add i32 %out.e, {}\n  br label %out.head\n\nexit:\n  ret void\n", g_.threads);
  }

  void declarations() {
    EMIT("declare i32 @{}()\n", lower_.thread_id_x);
    EMIT("declare i32 @{}()\n", lower_.block_id[0]);
    put(lower_.barrier_declaration);
    if (g_.matrix)
      matrix_declaration(out_, mt_);
    else
      put("declare float @llvm.fmuladd.f32(float, float, float)\n");
    const auto exp_based = [](Activation a) { return a == Activation::Sigmoid || a == Activation::Tanh; };
    if (exp_based(m_.activation) || exp_based(m_.output_activation)) EMIT("declare float @{}(float)\n", lower_.exp2);
  }

  const Config& c_;
  const MlpSpec& m_;
  const TargetInfo& t_;
  const Flavor& f_;
  const Geometry g_;
  const IsaText lower_;
  const std::string kname_;
  MatrixText mt_{};               ///< the instruction's types (matrix paths)
  std::vector<int> rows_, cols_;  ///< ROWS and COLS: a lane's accumulator rows and columns in one fragment
  TextSink out_;
};

}  // namespace

Module emit_mlp(const Config& c, const Flavor& f) {
  const MlpSpec& m = std::get<MlpSpec>(c.spec);
  // Rule 3r rejects it; a caller that emits anyway gets an error, not a body read from no instruction.
  if (m.activations == MlpActivations::Registers && m.math == Math::Simt)
    throw std::invalid_argument(fmt::format("beta: mlp config {} keeps activations in registers with simt math", c.id));
  return Stream(c, f).run();
}

}  // namespace paritykit::beta
