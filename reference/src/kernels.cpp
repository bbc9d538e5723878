// The gemm and conv_wgrad reference kernels through Eigen (FP32 results, FP64 exact values and
// bounds) and the naive nested-loop definitions they are tested and benchmarked against (mlp: mlp.cpp).
#include <algorithm>
#include <cmath>
#include <string>
#include <type_traits>

#include "stored.h"

namespace paritykit::reference {
namespace {

using namespace stored;

/// out = op(sa) * op(sb), where op transposes when the flag is set.
template <class L, class R, class D>
void product(const L& sa, bool ta, const R& sb, bool tb, D&& out) {
  if (!ta && !tb) out.noalias() = sa * sb;
  else if (ta && !tb) out.noalias() = sa.transpose() * sb;
  else if (!ta && tb) out.noalias() = sa * sb.transpose();
  else out.noalias() = sa.transpose() * sb.transpose();
}

void check_gemm(const GemmProblem& p, ConstView a, ConstView b) {
  if (p.m < 1 || p.n < 1 || p.k < 1) throw ProblemError("gemm: m, n and k must be >= 1");
  check_view(a, p.m * p.k, "gemm A");
  check_view(b, p.k * p.n, "gemm B");
}

// ---------------------------------------------------------------- conv_wgrad

struct ConvGeometry {
  std::int64_t p, q, cg, kg, rsc;
};

ConvGeometry check_conv(const spec::ConvWgradSpec& cs, const ConvProblem& p, ConstView x, ConstView dy) {
  if (p.n < 1 || p.h < 1 || p.w < 1 || p.c < 1 || p.k < 1 || p.r < 1 || p.s < 1)
    throw ProblemError("conv_wgrad: n, h, w, c, k, r and s must be >= 1");
  if (cs.split_auto)
    throw ProblemError("conv_wgrad: split_k degree \"auto\" is chosen by the engines' split policy "
                       "(engines/CONTRACT_WGRAD.md section 3); the reference needs the resolved degree");
  if (p.c % cs.groups != 0 || p.k % cs.groups != 0)
    throw ProblemError("conv_wgrad: groups " + std::to_string(cs.groups) + " must divide c=" + std::to_string(p.c) +
                       " and k=" + std::to_string(p.k));
  ConvGeometry g{conv_p(cs, p), conv_q(cs, p), p.c / cs.groups, p.k / cs.groups, 0};
  if (g.p < 1 || g.q < 1)
    throw ProblemError("conv_wgrad: the filter (with dilation) does not fit the padded input: P=" +
                       std::to_string(g.p) + ", Q=" + std::to_string(g.q));
  g.rsc = p.r * p.s * g.cg;
  check_view(x, p.n * p.h * p.w * p.c, "conv_wgrad X");
  check_view(dy, p.n * g.p * g.q * p.k, "conv_wgrad dY");
  return g;
}

/// im2col of image n, group g: row (p*Q + q), column ((r*S + s)*Cg + c'), zero at padding.
template <class S>
void im2col(const spec::ConvWgradSpec& cs, const ConvProblem& p, const ConvGeometry& g, const S* x,
            std::int64_t n, std::int64_t group, RowMat<S>& col) {
  col.setZero(g.p * g.q, g.rsc);
  for (std::int64_t op = 0; op < g.p; ++op)
    for (std::int64_t oq = 0; oq < g.q; ++oq)
      for (std::int64_t r = 0; r < p.r; ++r) {
        std::int64_t ih = op * cs.stride_h - cs.pad_h + r * cs.dilation_h;
        if (ih < 0 || ih >= p.h) continue;
        for (std::int64_t s = 0; s < p.s; ++s) {
          std::int64_t iw = oq * cs.stride_w - cs.pad_w + s * cs.dilation_w;
          if (iw < 0 || iw >= p.w) continue;
          const S* src = x + ((n * p.h + ih) * p.w + iw) * p.c + group * g.cg;
          S* dst = col.data() + (op * g.q + oq) * g.rsc + (r * p.s + s) * g.cg;
          std::copy(src, src + g.cg, dst);
        }
      }
}

/// dW (K x RSCg, row-major) = sum over images of dY_n^T * im2col(X_n), group by group.
/// `dyt` is dY^T: K x NPQ column-major (which is how the NPQK buffer reads).
template <class S>
RowMat<S> conv_wgrad_eigen(const spec::ConvWgradSpec& cs, const ConvProblem& p, const ConvGeometry& g, const S* x,
                           const Eigen::Map<const Mat<S>>& dyt) {
  RowMat<S> dw = RowMat<S>::Zero(p.k, g.rsc);
  RowMat<S> col;
  const std::int64_t pq = g.p * g.q;
  for (std::int64_t n = 0; n < p.n; ++n)
    for (std::int64_t group = 0; group < cs.groups; ++group) {
      im2col(cs, p, g, x, n, group, col);
      dw.middleRows(group * g.kg, g.kg).noalias() += dyt.block(group * g.kg, n * pq, g.kg, pq) * col;
    }
  return dw;
}

/// The buffer as a contiguous float array: in place for f32, else widened into `scratch`.
template <class S>
const S* as_array(ConstView v, std::vector<S>& scratch) {
  if constexpr (std::is_same_v<S, float>)
    if (v.dtype == DType::F32) return static_cast<const float*>(v.data);
  Mat<S> m = stored_as<S>(v, v.size, 1);
  scratch.assign(m.data(), m.data() + m.size());
  return scratch.data();
}

Reference finish(std::vector<std::int64_t> shape, std::vector<float> ref, const double* exact,
                 std::vector<double> bound_vs_exact) {
  Reference r;
  r.shape = std::move(shape);
  r.ref = std::move(ref);
  r.exact.assign(exact, exact + r.ref.size());
  r.bound = std::move(bound_vs_exact);
  // The bound is against the exact value; ref is itself off by |ref - exact|.
  for (std::size_t i = 0; i < r.ref.size(); ++i) r.bound[i] += std::abs(static_cast<double>(r.ref[i]) - r.exact[i]);
  return r;
}

ReductionModel split_model(spec::SplitMode mode, int degree, std::int64_t terms, DType out) {
  ReductionModel m;
  m.terms = terms;
  m.split_degree = mode == spec::SplitMode::None ? 1 : degree;
  m.atomic = mode == spec::SplitMode::Atomic;
  m.u_acc = 0x1p-24;  // the kernels accumulate in f32
  m.out = out;
  return m;
}

}  // namespace

std::int64_t conv_p(const spec::ConvWgradSpec& cs, const ConvProblem& p) {
  std::int64_t span = p.h + 2 * cs.pad_h - cs.dilation_h * (p.r - 1) - 1;
  return span < 0 ? 0 : span / cs.stride_h + 1;
}
std::int64_t conv_q(const spec::ConvWgradSpec& cs, const ConvProblem& p) {
  std::int64_t span = p.w + 2 * cs.pad_w - cs.dilation_w * (p.s - 1) - 1;
  return span < 0 ? 0 : span / cs.stride_w + 1;
}

// ---------------------------------------------------------------- gemm

static std::vector<float> gemm_f32_checked(const spec::GemmSpec& gs, const GemmProblem& p, ConstView a, ConstView b) {
  check_gemm(p, a, b);
  // A row-major m x k is the column-major k x m matrix A^T; likewise for B.
  const bool ta = gs.layout_a == spec::Layout::Row, tb = gs.layout_b == spec::Layout::Row;
  F32Stored sa(a, ta ? p.k : p.m, ta ? p.m : p.k);
  F32Stored sb(b, tb ? p.n : p.k, tb ? p.k : p.n);
  std::vector<float> d(static_cast<std::size_t>(p.m * p.n));
  product(sa.map(), ta, sb.map(), tb, Eigen::Map<RowMat<float>>(d.data(), p.m, p.n));
  return d;
}

static Reference gemm_reference_checked(const spec::GemmSpec& gs, const GemmProblem& p, ConstView a, ConstView b) {
  std::vector<float> ref = gemm_f32_checked(gs, p, a, b);
  const bool ta = gs.layout_a == spec::Layout::Row, tb = gs.layout_b == spec::Layout::Row;
  Mat<double> sa = stored_as<double>(a, ta ? p.k : p.m, ta ? p.m : p.k);
  Mat<double> sb = stored_as<double>(b, tb ? p.n : p.k, tb ? p.k : p.n);
  RowMat<double> exact(p.m, p.n), abs_products(p.m, p.n);
  product(sa, ta, sb, tb, exact);
  product(Mat<double>(sa.cwiseAbs()), ta, Mat<double>(sb.cwiseAbs()), tb, abs_products);
  const ReductionModel model = split_model(gs.split, gs.split_degree, p.k, gs.out);
  // With a split, what any prefix sum of the exact partials can reach: max(sum of the positive
  // ones, sum of the negative ones' magnitudes), over the kernel's K ranges (engines/CONTRACT.md
  // section 3: kper = ceil(ceil(K / tile.k) / degree) K tiles each, the last range cut at K).
  // FP64's own error in it is under gamma_K(2^-53) * sum|a*b|, added below. A spec without
  // tile.k (a bare reference-run spec) has no known ranges: the bound through sum|a*b| stays.
  RowMat<double> abs_partials;
  if (gs.split != spec::SplitMode::None && gs.tile_k > 0) {
    const std::int64_t ktiles = (p.k + gs.tile_k - 1) / gs.tile_k;
    const std::int64_t span = (ktiles + gs.split_degree - 1) / gs.split_degree * gs.tile_k;
    // op(A) is m x k and op(B) k x n whatever the layouts: copies of the logical operands.
    Mat<double> la = ta ? Mat<double>(sa.transpose()) : sa;
    Mat<double> lb = tb ? Mat<double>(sb.transpose()) : sb;
    RowMat<double> positive = RowMat<double>::Zero(p.m, p.n), negative = RowMat<double>::Zero(p.m, p.n);
    for (std::int64_t k0 = 0; k0 < p.k; k0 += span) {
      const std::int64_t len = std::min(span, p.k - k0);
      RowMat<double> partial = la.middleCols(k0, len) * lb.middleRows(k0, len);
      positive += partial.cwiseMax(0.0);
      negative -= partial.cwiseMin(0.0);
    }
    abs_partials = positive.cwiseMax(negative);
  }
  std::vector<double> bound(ref.size());
  for (std::size_t i = 0; i < bound.size(); ++i)
    bound[i] = (abs_partials.size() ? reduction_bound(model, abs_products.data()[i], std::abs(exact.data()[i]),
                                                      abs_partials.data()[i] + gamma(p.k, kU64) * abs_products.data()[i])
                                    : reduction_bound(model, abs_products.data()[i], std::abs(exact.data()[i]))) +
               gamma(p.k, kU64) * abs_products.data()[i];
  return finish({p.m, p.n}, std::move(ref), exact.data(), std::move(bound));
}

static std::vector<float> gemm_naive_checked(const spec::GemmSpec& gs, const GemmProblem& p, ConstView a, ConstView b) {
  check_gemm(p, a, b);
  std::vector<float> a_scratch, b_scratch;
  const float* av = as_array(a, a_scratch);
  const float* bv = as_array(b, b_scratch);
  auto at = [&](std::int64_t i, std::int64_t k) {
    return av[gs.layout_a == spec::Layout::Row ? i * p.k + k : k * p.m + i];
  };
  auto bt = [&](std::int64_t k, std::int64_t j) {
    return bv[gs.layout_b == spec::Layout::Row ? k * p.n + j : j * p.k + k];
  };
  std::vector<float> d(static_cast<std::size_t>(p.m * p.n));
  for (std::int64_t i = 0; i < p.m; ++i)
    for (std::int64_t j = 0; j < p.n; ++j) {
      double acc = 0;
      for (std::int64_t k = 0; k < p.k; ++k) acc += static_cast<double>(at(i, k)) * bt(k, j);
      d[static_cast<std::size_t>(i * p.n + j)] = static_cast<float>(acc);
    }
  return d;
}

// ---------------------------------------------------------------- conv_wgrad

namespace {

/// What any prefix sum of the split's exact partials can reach, per element of dW: max(sum of
/// the positive partials, sum of the negative ones' magnitudes) over the kernel's reduction
/// ranges (engines/CONTRACT_WGRAD.md section 4, engines/CONTRACT.md section 3: kper = ceil(ceil(NPQ /
/// tile.k) / degree) K tiles per slice, the last cut at NPQ; the reduction index is
/// t = (n * P + p) * Q + q). Empty without a split: the bound through sum|a*b| stays.
RowMat<double> conv_partials_reach(const spec::ConvWgradSpec& cs, const ConvProblem& p, const ConvGeometry& g,
                                   const double* x, const Eigen::Map<const Mat<double>>& dyt) {
  if (cs.split == spec::SplitMode::None || cs.tile_k < 1) return {};
  const std::int64_t pq = g.p * g.q, terms = p.n * pq;
  const std::int64_t ktiles = (terms + cs.tile_k - 1) / cs.tile_k;
  const std::int64_t span = (ktiles + cs.split_degree - 1) / cs.split_degree * cs.tile_k;
  RowMat<double> positive = RowMat<double>::Zero(p.k, g.rsc), negative = RowMat<double>::Zero(p.k, g.rsc);
  RowMat<double> col;
  for (std::int64_t t0 = 0; t0 < terms; t0 += span) {
    const std::int64_t t1 = std::min(t0 + span, terms);
    RowMat<double> partial = RowMat<double>::Zero(p.k, g.rsc);
    for (std::int64_t n = t0 / pq; n * pq < t1; ++n) {
      const std::int64_t lo = std::max(t0, n * pq) - n * pq, hi = std::min(t1, (n + 1) * pq) - n * pq;
      for (std::int64_t group = 0; group < cs.groups; ++group) {
        im2col(cs, p, g, x, n, group, col);
        partial.middleRows(group * g.kg, g.kg).noalias() +=
            dyt.block(group * g.kg, n * pq + lo, g.kg, hi - lo) * col.middleRows(lo, hi - lo);
      }
    }
    positive += partial.cwiseMax(0.0);
    negative -= partial.cwiseMin(0.0);
  }
  return positive.cwiseMax(negative);
}

}  // namespace

static std::vector<float> conv_wgrad_f32_checked(const spec::ConvWgradSpec& cs, const ConvProblem& p, ConstView x, ConstView dy) {
  ConvGeometry g = check_conv(cs, p, x, dy);
  std::vector<float> x_scratch;
  const float* xs = as_array(x, x_scratch);
  F32Stored dyt(dy, p.k, p.n * g.p * g.q);
  RowMat<float> dw = conv_wgrad_eigen<float>(cs, p, g, xs, dyt.map());
  return std::vector<float>(dw.data(), dw.data() + dw.size());
}

static Reference conv_wgrad_reference_checked(const spec::ConvWgradSpec& cs, const ConvProblem& p, ConstView x, ConstView dy) {
  std::vector<float> ref = conv_wgrad_f32_checked(cs, p, x, dy);
  ConvGeometry g = check_conv(cs, p, x, dy);
  std::vector<double> x64;
  as_array(x, x64);
  Mat<double> dyt = stored_as<double>(dy, p.k, p.n * g.p * g.q);
  const Eigen::Map<const Mat<double>> dyt_map(dyt.data(), dyt.rows(), dyt.cols());
  RowMat<double> exact = conv_wgrad_eigen<double>(cs, p, g, x64.data(), dyt_map);
  // Before |X| replaces X: the split's partials, over the kernel's reduction ranges.
  RowMat<double> reach = conv_partials_reach(cs, p, g, x64.data(), dyt_map);
  for (double& v : x64) v = std::abs(v);
  Mat<double> abs_dyt = dyt.cwiseAbs();
  RowMat<double> abs_products = conv_wgrad_eigen<double>(
      cs, p, g, x64.data(), Eigen::Map<const Mat<double>>(abs_dyt.data(), abs_dyt.rows(), abs_dyt.cols()));
  const std::int64_t terms = p.n * g.p * g.q;
  const ReductionModel model = split_model(cs.split, cs.split_degree, terms, cs.dw);
  std::vector<double> bound(ref.size());
  for (std::size_t i = 0; i < bound.size(); ++i)
    bound[i] = (reach.size() ? reduction_bound(model, abs_products.data()[i], std::abs(exact.data()[i]),
                                               reach.data()[i] + gamma(terms, kU64) * abs_products.data()[i])
                             : reduction_bound(model, abs_products.data()[i], std::abs(exact.data()[i]))) +
               gamma(terms, kU64) * abs_products.data()[i];
  return finish({p.k, p.r, p.s, g.cg}, std::move(ref), exact.data(), std::move(bound));
}

static std::vector<float> conv_wgrad_naive_checked(const spec::ConvWgradSpec& cs, const ConvProblem& p, ConstView x,
                                    ConstView dy) {
  ConvGeometry g = check_conv(cs, p, x, dy);
  std::vector<float> xs_scratch, dys_scratch;
  const float* xs = as_array(x, xs_scratch);
  const float* dys = as_array(dy, dys_scratch);
  std::vector<float> dw(static_cast<std::size_t>(p.k * g.rsc));
  for (std::int64_t k = 0; k < p.k; ++k) {
    const std::int64_t group = k / g.kg;
    for (std::int64_t r = 0; r < p.r; ++r)
      for (std::int64_t s = 0; s < p.s; ++s)
        for (std::int64_t c = 0; c < g.cg; ++c) {
          double acc = 0;
          for (std::int64_t n = 0; n < p.n; ++n)
            for (std::int64_t op = 0; op < g.p; ++op)
              for (std::int64_t oq = 0; oq < g.q; ++oq) {
                std::int64_t ih = op * cs.stride_h - cs.pad_h + r * cs.dilation_h;
                std::int64_t iw = oq * cs.stride_w - cs.pad_w + s * cs.dilation_w;
                if (ih < 0 || ih >= p.h || iw < 0 || iw >= p.w) continue;
                acc += static_cast<double>(dys[((n * g.p + op) * g.q + oq) * p.k + k]) *
                       xs[((n * p.h + ih) * p.w + iw) * p.c + group * g.cg + c];
              }
          dw[static_cast<std::size_t>(k * g.rsc + (r * p.s + s) * g.cg + c)] = static_cast<float>(acc);
        }
  }
  return dw;
}

bool gemm_f32(const spec::GemmSpec& gs, const GemmProblem& p, ConstView a, ConstView b, std::vector<float>* out,
              std::string* err) {
  return support::returning_error_of<ProblemError>([&] { return gemm_f32_checked(gs, p, a, b); }, out, err);
}

bool gemm_reference(const spec::GemmSpec& gs, const GemmProblem& p, ConstView a, ConstView b, Reference* out,
                    std::string* err) {
  return support::returning_error_of<ProblemError>([&] { return gemm_reference_checked(gs, p, a, b); }, out, err);
}

bool gemm_naive(const spec::GemmSpec& gs, const GemmProblem& p, ConstView a, ConstView b, std::vector<float>* out,
                std::string* err) {
  return support::returning_error_of<ProblemError>([&] { return gemm_naive_checked(gs, p, a, b); }, out, err);
}

bool conv_wgrad_f32(const spec::ConvWgradSpec& cs, const ConvProblem& p, ConstView x, ConstView dy,
                    std::vector<float>* out, std::string* err) {
  return support::returning_error_of<ProblemError>([&] { return conv_wgrad_f32_checked(cs, p, x, dy); }, out, err);
}

bool conv_wgrad_reference(const spec::ConvWgradSpec& cs, const ConvProblem& p, ConstView x, ConstView dy,
                          Reference* out, std::string* err) {
  return support::returning_error_of<ProblemError>([&] { return conv_wgrad_reference_checked(cs, p, x, dy); }, out, err);
}

bool conv_wgrad_naive(const spec::ConvWgradSpec& cs, const ConvProblem& p, ConstView x, ConstView dy,
                      std::vector<float>* out, std::string* err) {
  return support::returning_error_of<ProblemError>([&] { return conv_wgrad_naive_checked(cs, p, x, dy); }, out, err);
}

}  // namespace paritykit::reference
