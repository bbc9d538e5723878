// Engine beta's mlp body with `activations: registers` (engines/CONTRACT_MLP.md section 9): each
// wave keeps its 16 batch rows in its accumulators from one layer to the next, and only the
// weights pass through LDS, one 16-row piece at a time. Written from the contract, independently
// of engine alpha.
#include <cstdint>
#include <string>
#include <string_view>

#include "mlp_parts.h"

namespace paritykit::beta {

#define EMIT(text, ...) PK_SINK_FORMAT(out_, text __VA_OPT__(, ) __VA_ARGS__)

using namespace paritykit::spec;

bool activations_in_a(const MatrixShape& s) { return s.call == MatrixCall::MmaSync; }

namespace {

/// A shape whose accumulator, lane by lane, is already its activations operand: `FX.run == FC.run`.
bool feeds_itself(const MatrixShape& s) { return (activations_in_a(s) ? s.a : s.b).run == s.c.run; }

}  // namespace

const MatrixShape* register_instruction(const TargetInfo& t, Math math, int width) {
  return pick_instruction(t, math, width, feeds_itself);
}

namespace {

/// Streams section 9's blocks. The names follow the contract: FX, FW, FC are the layouts of the
/// activations operand, the weights operand and the accumulator; NH the neurons of one fragment.
class RegisterBody {
 public:
  RegisterBody(TextSink& out, const MlpFrame& frame)
      : out_(out), fr_(frame), m_(frame.mlp), ins_(*frame.matrix.shape), mma_(ins_.call == MatrixCall::MmaSync),
        ox_a_(activations_in_a(ins_)), fx_(ox_a_ ? ins_.a : ins_.b), fw_(ox_a_ ? ins_.b : ins_.a), fc_(ins_.c),
        nh_(ox_a_ ? ins_.n : ins_.m), sw_(m_.width + 8), ks_(m_.width / ins_.k), pf_(16 / nh_), ec_(fc_.elements()),
        threads_(m_.rows_per_block / 16 * frame.target.wave_size), nb_(ox_a_ ? "%cc" : "%cr"),
        rt_x_(run_type(fx_)), rt_w_(run_type(fw_)) {}

  void emit() {
    entry();
    input();
    for (int l = 0; l <= m_.hidden_layers; ++l) {
      for (int p = 0; p < out_rows(l) / 16; ++p) {
        piece_copy(l, p);
        piece_products(l, p);
      }
      results(l);
    }
    output();
  }

 private:
  void put(std::string_view text) { out_.append(text); }
  void barrier() { put(fr_.lower.barrier); }
  /// out_l: the rows of layer l's weight matrix.
  int out_rows(int l) const { return l < m_.hidden_layers ? m_.width : m_.output_width; }
  Activation act_of(int l) const { return l < m_.hidden_layers ? m_.activation : m_.output_activation; }
  /// RT(F): one run's vector type.
  std::string run_type(const FragmentLayout& f) const {
    return text_of<"<{} x {}>">(f.run, fr_.matrix.element_type);
  }
  /// Run c of FC: its batch-row (RB) and neuron (RN) offsets in the lane's block.
  int batch_offset(int c) const { return ox_a_ ? fc_.runs[c].row : fc_.runs[c].col; }
  int neuron_offset(int c) const { return ox_a_ ? fc_.runs[c].col : fc_.runs[c].row; }
  /// AL(F, S): 2 * the largest power of two <= F.run dividing S.
  static int align_of(const FragmentLayout& f, int stride) {
    int al = 1;
    while (2 * al <= f.run && stride % (2 * al) == 0) al *= 2;
    return 2 * al;
  }

  /// Element w of a vector built by insertelement: `<chain>.<w>`, the last one named `last`.
  void insert(std::string_view type, std::string_view chain, std::string_view last, int w, int run,
              std::string_view value) {
    const std::string name = w == run - 1 ? std::string(last) : text_of<"{}.{}">(chain, w);
    const std::string from = w == 0 ? std::string("poison") : text_of<"{}.{}">(chain, w - 1);
    EMIT("  {} = insertelement {} {}, half {}, i32 {}\n", name, type, from, value, w);
  }
  /// Two runs of one operand as the single vector its call takes (not on MmaSync, which takes runs).
  void concat(const FragmentLayout& f, std::string_view type, std::string_view result, std::string_view v0,
              std::string_view v1) {
    if (mma_ || f.runs.size() != 2) return;
    std::string lanes;
    for (int i = 0; i < 2 * f.run; ++i) lanes += text_of<"{}i32 {}">(i ? ", " : "", i);
    EMIT("  {0} = shufflevector {1} {2}, {1} {3}, <{4} x i32> <{5}>\n", result, type, v0, v1, 2 * f.run, lanes);
  }
  /// XV(l, s): the activations operand of layer l, k-step s, as its call takes it.
  std::string operand(int l, int s) const {
    return fx_.runs.size() == 1 ? text_of<"%x{}.v.{}.0">(l, s) : text_of<"%x{}.x.{}">(l, s);
  }

  void entry() {
    put("entry:\n");
    EMIT("  %tid = call i32 @{}()\n", fr_.lower.thread_id_x);
    EMIT("  %bx = call i32 @{}()\n", fr_.lower.block_id[0]);
    EMIT("  %row0 = mul i32 %bx, {}\n", m_.rows_per_block);
    EMIT("  %wave = udiv i32 %tid, {0}\n  %lane = urem i32 %tid, {0}\n", fr_.target.wave_size);
    put("  %wrow = mul i32 %wave, 16\n");
    EMIT("  %llo = urem i32 %lane, {0}\n  %lhi = udiv i32 %lane, {0}\n", fc_.lane_split);
    EMIT("  %xr = mul i32 {}, {}\n  %xk = mul i32 {}, {}\n", row_part(fx_), fx_.row_scale, col_part(fx_),
      fx_.col_scale);
    put("  %xwr = add i32 %wrow, %xr\n  %xg = add i32 %row0, %xwr\n");
    EMIT("  %wr = mul i32 {}, {}\n  %wk = mul i32 {}, {}\n", row_part(fw_), fw_.row_scale, col_part(fw_),
      fw_.col_scale);
    EMIT("  %wo = mul i32 %wr, {}\n  %wbase = add i32 %wo, %wk\n", sw_);
    EMIT("  %cr = mul i32 {}, {}\n  %cc = mul i32 {}, {}\n", row_part(fc_), fc_.row_scale, col_part(fc_),
      fc_.col_scale);
    EMIT("  %cwr = add i32 %wrow, {}\n  %ob = add i32 %row0, %cwr\n  br label %in\n", ox_a_ ? "%cr" : "%cc");
  }

  /// The lane's input rows, zero-padded to width and past the batch, as layer 0's operand.
  void input() {
    const int iw = m_.input_width;
    put("\nin:\n");
    for (size_t r = 0; r < fx_.runs.size(); ++r) {
      EMIT("  %in.g.{0} = add i32 %xg, {1}\n  %in.ok.{0} = icmp ult i32 %in.g.{0}, %B\n", r, fx_.runs[r].row);
      EMIT("  %in.g64.{0} = zext i32 %in.g.{0} to i64\n  %in.row.{0} = mul i64 %in.g64.{0}, {1}\n", r, iw);
    }
    for (int s = 0; s < ks_; ++s) {
      for (size_t r = 0; r < fx_.runs.size(); ++r) {
        const int k = s * ins_.k + fx_.runs[r].col;
        if (iw == m_.width) {
          EMIT("  %in.c.{0}.{1} = add i32 %xk, {2}\n  %in.c64.{0}.{1} = zext i32 %in.c.{0}.{1} to i64\n", s, r, k);
          EMIT("  %in.idx.{0}.{1} = add i64 %in.row.{1}, %in.c64.{0}.{1}\n", s, r);
          EMIT("  %in.safe.{0}.{1} = select i1 %in.ok.{1}, i64 %in.idx.{0}.{1}, i64 0\n", s, r);
          EMIT("  %in.p.{0}.{1} = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.{0}.{1}\n", s, r);
          EMIT("  %in.x.{0}.{1} = load {2}, ptr addrspace(1) %in.p.{0}.{1}, align {3}\n", s, r, rt_x_, 2 * fx_.run);
          EMIT("  %x0.v.{0}.{1} = select i1 %in.ok.{1}, {2} %in.x.{0}.{1}, {2} zeroinitializer\n", s, r, rt_x_);
          continue;
        }
        for (int w = 0; w < fx_.run; ++w) {
          const std::string q = text_of<".{}.{}.{}">(s, r, w);
          EMIT("  %in.c{0} = add i32 %xk, {1}\n  %in.cok{0} = icmp ult i32 %in.c{0}, {2}\n", q, k + w, iw);
          EMIT("  %in.ok{0} = and i1 %in.ok.{1}, %in.cok{0}\n  %in.c64{0} = zext i32 %in.c{0} to i64\n", q, r);
          EMIT("  %in.idx{0} = add i64 %in.row.{1}, %in.c64{0}\n", q, r);
          EMIT("  %in.safe{0} = select i1 %in.ok{0}, i64 %in.idx{0}, i64 0\n", q);
          EMIT("  %in.p{0} = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe{0}\n", q);
          EMIT("  %in.x{0} = load half, ptr addrspace(1) %in.p{0}, align 2\n", q);
          EMIT("  %in.e{0} = select i1 %in.ok{0}, half %in.x{0}, half 0xH0000\n", q);
          insert(rt_x_, text_of<"%x0.i.{}.{}">(s, r), text_of<"%x0.v.{}.{}">(s, r), w, fx_.run,
                 text_of<"%in.e{}">(q));
        }
      }
      concat(fx_, rt_x_, text_of<"%x0.x.{}">(s), text_of<"%x0.v.{}.0">(s), text_of<"%x0.v.{}.1">(s));
    }
    put("  br label %c0.0.head\n");
  }

  /// Rows 16p .. 16p + 15 of W_l into wgt.
  void piece_copy(int l, int p) {
    const int w = m_.width;
    const std::string pred = p > 0 ? text_of<"%m{}.{}">(l, p - 1) : l > 0 ? text_of<"%e{}">(l - 1) : "%in";
    EMIT("\nc{0}.{1}.head:\n  %c{0}.{1}.e = phi i32 [ %tid, {2} ], [ %c{0}.{1}.next, %c{0}.{1}.body ]\n", l, p, pred);
    EMIT("  %c{0}.{1}.more = icmp ult i32 %c{0}.{1}.e, {2}\n", l, p, 2 * w);
    EMIT("  br i1 %c{0}.{1}.more, label %c{0}.{1}.body, label %m{0}.{1}\n", l, p);
    EMIT("\nc{0}.{1}.body:\n  %c{0}.{1}.r = udiv i32 %c{0}.{1}.e, {2}\n  %c{0}.{1}.v = urem i32 %c{0}.{1}.e, {2}\n",
      l, p, w / 8);
    EMIT("  %c{0}.{1}.c = mul i32 %c{0}.{1}.v, 8\n  %c{0}.{1}.g = mul i32 %c{0}.{1}.e, 8\n", l, p);
    EMIT("  %c{0}.{1}.g64 = zext i32 %c{0}.{1}.g to i64\n", l, p);
    EMIT("  %c{0}.{1}.idx = add i64 %c{0}.{1}.g64, {2}\n", l, p,
      std::int64_t{l} * w * w + std::int64_t{16} * p * w);
    EMIT("  %c{0}.{1}.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c{0}.{1}.idx\n", l, p);
    EMIT("  %c{0}.{1}.x = load <8 x half>, ptr addrspace(1) %c{0}.{1}.gp, align 16\n", l, p);
    EMIT("  %c{0}.{1}.lr = mul i32 %c{0}.{1}.r, {2}\n  %c{0}.{1}.l = add i32 %c{0}.{1}.lr, %c{0}.{1}.c\n", l, p,
      sw_);
    EMIT("  %c{0}.{1}.l64 = zext i32 %c{0}.{1}.l to i64\n", l, p);
    EMIT("  %c{0}.{1}.q = getelementptr inbounds half, ptr addrspace(3) @{2}.wgt, i64 %c{0}.{1}.l64\n", l, p,
      fr_.kname);
    EMIT("  store <8 x half> %c{0}.{1}.x, ptr addrspace(3) %c{0}.{1}.q, align 16\n", l, p);
    EMIT("  %c{0}.{1}.next = add i32 %c{0}.{1}.e, {2}\n  br label %c{0}.{1}.head\n", l, p, threads_);
  }

  /// The piece's fragments times every k-step of the activations, the accumulators starting at zero.
  void piece_products(int l, int p) {
    EMIT("\nm{}.{}:\n", l, p);
    barrier();
    for (int q = 0; q < pf_; ++q)
      for (int s = 0; s < ks_; ++s) {
        const int f = p * pf_ + q;
        const std::string m = text_of<"%m{}.{}.{}">(l, f, s);
        for (size_t r = 0; r < fw_.runs.size(); ++r) {
          const int at = (q * nh_ + fw_.runs[r].row) * sw_ + s * ins_.k + fw_.runs[r].col;
          EMIT("  {0}.q.{1} = add i32 %wbase, {2}\n  {0}.w.{1} = zext i32 {0}.q.{1} to i64\n", m, r, at);
          EMIT("  {0}.p.{1} = getelementptr inbounds half, ptr addrspace(3) @{2}.wgt, i64 {0}.w.{1}\n", m, r,
            fr_.kname);
          EMIT("  {0}.v.{1} = load {2}, ptr addrspace(3) {0}.p.{1}, align {3}\n", m, r, rt_w_, align_of(fw_, sw_));
        }
        concat(fw_, rt_w_, m + ".x", m + ".v.0", m + ".v.1");
        const std::string xw = fw_.runs.size() == 1 ? m + ".v.0" : m + ".x";
        const std::string prev = s == 0 ? std::string("zeroinitializer") : text_of<"%acc{}.{}.{}">(l, f, s - 1);
        // The weights are A on AMD and B on sm_90 (section 9, "Orientation").
        const std::string xa = ox_a_ ? operand(l, s) : xw, xb = ox_a_ ? xw : operand(l, s);
        const std::string x_runs = text_of<"%x{}.v.{}.">(l, s), w_runs = m + ".v.";
        matrix_call(out_, fr_.matrix, text_of<"%acc{}.{}.{}">(l, f, s), prev, xa, xb, ox_a_ ? x_runs : w_runs,
                    ox_a_ ? w_runs : x_runs);
      }
    barrier();
    if (p + 1 < out_rows(l) / 16)
      EMIT("  br label %c{}.{}.head\n", l, p + 1);
    else
      EMIT("  br label %e{}\n", l);
  }

  /// Layer l's results: bias, activation, f16; then the next layer's operand in the same lanes.
  void results(int l) {
    const int nf = out_rows(l) / nh_;
    const std::string& acc = fr_.matrix.acc_type;
    EMIT("\ne{}:\n", l);
    for (int f = 0; f < nf; ++f)
      for (int e = 0; e < ec_; ++e) {
        if (mma_)
          EMIT("  %e{0}.v.{1}.{2} = extractvalue {3} %acc{0}.{1}.{4}, {2}\n", l, f, e, acc, ks_ - 1);
        else
          EMIT("  %e{0}.v.{1}.{2} = extractelement {3} %acc{0}.{1}.{4}, i32 {2}\n", l, f, e, acc, ks_ - 1);
      }
    const std::int64_t layers = m_.hidden_layers, w = m_.width;
    const std::int64_t boff = (layers * w + m_.output_width) * w + l * w;
    const std::string name = text_of<"%e{}">(l);
    for (int f = 0; f < nf; ++f)
      for (int e = 0; e < ec_; ++e) {
        const std::string q = text_of<".{}.{}">(f, e);
        std::string u = text_of<"%e{}.v{}">(l, q);
        if (m_.bias) {
          const std::int64_t neuron = neuron_offset(e / fc_.run) + e % fc_.run;
          EMIT("  %e{0}.zc{1} = add i32 {2}, {3}\n", l, q, nb_, boff + std::int64_t{f} * nh_ + neuron);
          EMIT("  %e{0}.zw{1} = zext i32 %e{0}.zc{1} to i64\n", l, q);
          EMIT("  %e{0}.zp{1} = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e{0}.zw{1}\n", l, q);
          EMIT("  %e{0}.zv{1} = load half, ptr addrspace(1) %e{0}.zp{1}, align 2\n", l, q);
          EMIT("  %e{0}.zf{1} = fpext half %e{0}.zv{1} to float\n", l, q);
          EMIT("  %e{0}.y{1} = fadd float {2}, %e{0}.zf{1}\n", l, q, u);
          u = text_of<"%e{}.y{}">(l, q);
        }
        const std::string a = activation_lines(out_, act_of(l), name, q, u, fr_.lower.exp2);
        EMIT("  %e{0}.h{1} = fptrunc float {2} to half\n", l, q, a);
      }
    if (l == m_.hidden_layers) {
      put("  br label %o.0\n");
      return;
    }
    // Element w of run r of the next layer's operand at k-step s is, in this lane, element e of
    // fragment f of these results (section 9, "Orientation").
    for (int s = 0; s < ks_; ++s) {
      for (size_t r = 0; r < fx_.runs.size(); ++r)
        for (int wi = 0; wi < fx_.run; ++wi) {
          const int f = (s * ins_.k + fx_.runs[r].col) / nh_;
          const int e = ox_a_ ? element_at(fc_, fx_.runs[r].row, wi) : element_at(fc_, wi, 0);
          insert(rt_x_, text_of<"%x{}.i.{}.{}">(l + 1, s, r), text_of<"%x{}.v.{}.{}">(l + 1, s, r), wi,
                 fx_.run, text_of<"%e{}.h.{}.{}">(l, f, e));
        }
      concat(fx_, rt_x_, text_of<"%x{}.x.{}">(l + 1, s), text_of<"%x{}.v.{}.0">(l + 1, s),
             text_of<"%x{}.v.{}.1">(l + 1, s));
    }
    EMIT("  br label %c{}.0.head\n", l + 1);
  }

  /// The last layer's results to Y, one run of FC (consecutive neurons of one batch row) per store.
  void output() {
    const int runs = static_cast<int>(fc_.runs.size()), nf = m_.output_width / nh_;
    const std::string vt = text_of<"<{} x half>">(fc_.run);
    for (int c = 0; c < runs; ++c) {
      const std::string next = c + 1 < runs ? text_of<"%o.{}">(c + 1) : std::string("%exit");
      EMIT("\no.{0}:\n  %o.g.{0} = add i32 %ob, {1}\n  %o.ok.{0} = icmp ult i32 %o.g.{0}, %B\n", c, batch_offset(c));
      EMIT("  br i1 %o.ok.{0}, label %s.{0}, label {1}\n", c, next);
      EMIT("\ns.{0}:\n  %s.g64.{0} = zext i32 %o.g.{0} to i64\n  %s.row.{0} = mul i64 %s.g64.{0}, {1}\n", c,
        m_.output_width);
      for (int f = 0; f < nf; ++f) {
        const std::string q = text_of<".{}.{}">(c, f);
        for (int w = 0; w < fc_.run; ++w)
          insert(vt, "%s.i" + q, "%s.v" + q, w, fc_.run, text_of<"%e{}.h.{}.{}">(m_.hidden_layers, f,
                                                                       c * fc_.run + w));
        EMIT("  %s.n{0} = add i32 {1}, {2}\n  %s.n64{0} = zext i32 %s.n{0} to i64\n", q, nb_,
          f * nh_ + neuron_offset(c));
        EMIT("  %s.idx{0} = add i64 %s.row.{1}, %s.n64{0}\n", q, c);
        EMIT("  %s.p{0} = getelementptr inbounds half, ptr addrspace(1) %Y, i64 %s.idx{0}\n", q);
        EMIT("  store {1} %s.v{0}, ptr addrspace(1) %s.p{0}, align {2}\n", q, vt, 2 * fc_.run);
      }
      EMIT("  br label {}\n", next);
    }
    put("\nexit:\n  ret void\n");
  }

  TextSink& out_;
  const MlpFrame& fr_;
  const MlpSpec& m_;
  const MatrixShape& ins_;
  const bool mma_;   ///< the call form is MmaSync (runs one by one)
  const bool ox_a_;  ///< OX = a: the activations are the A operand
  const FragmentLayout &fx_, &fw_, &fc_;
  const int nh_, sw_, ks_, pf_, ec_, threads_;
  const std::string_view nb_;  ///< NB: the lane's neuron base
  const std::string rt_x_, rt_w_;  ///< RT(FX), RT(FW)
};

}  // namespace

void register_body(TextSink& out, const MlpFrame& frame) { RegisterBody(out, frame).emit(); }

}  // namespace paritykit::beta
