// Engine beta's gemm inner product (engines/CONTRACT.md section 7, `inner:`): the simt path's
// per-thread bases and fused multiply-adds over the LDS tiles, and the matrix paths (section 11):
// each lane's place in its wave's tile, its fragments of A and B from LDS, the matrix instruction,
// and the accumulators handed to the epilogue as scalars.
#include "gemm_stream.h"

namespace paritykit::beta::gemm {

/// The LDS tile the inner loop reads: the global, or with two stages the current stage.
std::string Stream::lds_base(char n) const {
  return stages_ == 2 ? text_of<"%{}.lds">(n) : text_of<"@{}.lds_{}">(kname_, n);
}

/// The layout of operand n's LDS tile: its global one, or the other one when transposed.
Layout Stream::lds_layout(char n) const {
  const Layout global = n == 'a' ? g_.layout_a : g_.layout_b;
  if (!transposed_tiles(w_)) return global;
  return global == Layout::Row ? Layout::Col : Layout::Row;
}

/// Per-thread LDS read bases of the simt path: rows of A, columns of B.
void Stream::simt_bases() {
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
void Stream::simt_inner() {
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

void Stream::lds_reads(char n, int count, DType d) {
  const std::string_view ty = ir_type(d);
  for (int i = 0; i < count; ++i) {
    EMIT("  %{0}o.{1} = add i32 %{0}b.{1}, %{0}k\n  %{0}w.{1} = zext i32 %{0}o.{1} to i64\n", n, i);
    EMIT("  %{0}p.{1} = getelementptr inbounds {2}, ptr addrspace(3) {3}, i64 %{0}w.{1}\n", n, i, ty,
      lds_base(n));
    EMIT("  %{0}v.{1} = load {2}, ptr addrspace(3) %{0}p.{1}, align {3}\n", n, i, ty, size_of(d));
    if (d != DType::F32) EMIT("  %{0}f.{1} = fpext {2} %{0}v.{1} to float\n", n, i, ty);
  }
}

Stream::Staged Stream::staged(char n) const {
  const bool a = n == 'a';
  const bool k_inner = lds_layout(n) == (a ? Layout::Row : Layout::Col);
  const int stride = op(n).lds_stride();
  return {n, a ? &s_.ins->a : &s_.ins->b, a ? s_.fm : s_.fn, a ? s_.ins->m : s_.ins->n, k_inner ? stride : 1,
          k_inner ? 1 : stride};
}

/// Per-lane bases of the matrix path: each wave's place in the tile, the lane's first element
/// of A and B in LDS, and the rows and columns of its accumulators (named as the simt path's
/// %ar.<i> and %bc.<j>, so the epilogue is the same).
void Stream::matrix_bases() {
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
void Stream::matrix_inner() {
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
void Stream::fragments(const Staged& x) {
  const char n = x.n;
  const FragmentLayout& f = *x.f;
  const std::string_view ety = element_type_;
  const int esz = size_of(g_.a);
  const std::string rty = text_of<"<{} x {}>">(f.run, ety);
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
          const std::string into = w == 0 ? std::string("poison") : text_of<"%{}i.{}.{}.{}">(n, fr, r, w - 1);
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
std::string Stream::fragment(char n, int fr) const {
  const FragmentLayout& f = n == 'a' ? s_.ins->a : s_.ins->b;
  return f.runs.size() == 1 ? text_of<"%{}v.{}.0">(n, fr) : text_of<"%{}x.{}">(n, fr);
}

/// "i32 0, i32 1, ..., i32 <count - 1>".
std::string Stream::lane_list(int count) {
  std::string out;
  for (int i = 0; i < count; ++i) out += text_of<"{}i32 {}">(i ? ", " : "", i);
  return out;
}

/// D = A * B + C for fragment (i, j), written in the intrinsic's argument form.
void Stream::matrix_call(int i, int j) {
  const char* val = bits_ == FragmentBits::Int32PerRun ? "x" : "v";
  beta::matrix_call(out_, mt_, text_of<"%mc.{}.{}.next">(i, j), text_of<"%mc.{}.{}">(i, j),
                    fragment('a', i), fragment('b', j), text_of<"%a{}.{}.">(val, i),
                    text_of<"%b{}.{}.">(val, j));
}

/// The matrix path's accumulators as the epilogue's rows x cols of scalars %acc.<i>.<j>.
void Stream::matrix_extract() {
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

}  // namespace paritykit::beta::gemm
