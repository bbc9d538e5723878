// The reference kernels through Eigen (FP32 results, FP64 exact values and bounds) and the
// naive nested-loop definitions they are tested and benchmarked against.
#include <algorithm>
#include <cmath>
#include <string>
#include <type_traits>

#include <Eigen/Core>

#include "paritykit/reference.h"

namespace paritykit::reference {
namespace {

using Eigen::Index;
template <class S>
using Mat = Eigen::Matrix<S, Eigen::Dynamic, Eigen::Dynamic>;  // column-major
template <class S>
using RowMat = Eigen::Matrix<S, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

constexpr double kU64 = 0x1p-53;
constexpr double kLog2e = 1.4426950408889634;

void check_view(ConstView v, std::int64_t expected, const char* what) {
  if (v.size != expected)
    throw ProblemError(std::string(what) + ": expected " + std::to_string(expected) + " elements, got " +
                       std::to_string(v.size));
  if (v.data == nullptr && expected > 0) throw ProblemError(std::string(what) + ": no data");
}

/// `count` elements of the view starting at element `offset`.
ConstView slice(ConstView v, std::int64_t offset, std::int64_t count) {
  return ConstView{v.dtype, static_cast<const std::byte*>(v.data) + offset * spec::size_of(v.dtype), count};
}

/// The stored buffer read as a column-major rows x cols matrix of S (a copy).
template <class S>
Mat<S> stored_as(ConstView v, Index rows, Index cols) {
  switch (v.dtype) {
    case DType::F16:
      return Eigen::Map<const Mat<Eigen::half>>(static_cast<const Eigen::half*>(v.data), rows, cols).template cast<S>();
    case DType::BF16:
      return Eigen::Map<const Mat<Eigen::bfloat16>>(static_cast<const Eigen::bfloat16*>(v.data), rows, cols)
          .template cast<S>();
    case DType::F32: break;
  }
  return Eigen::Map<const Mat<float>>(static_cast<const float*>(v.data), rows, cols).template cast<S>();
}

/// The stored buffer as a column-major float matrix: mapped in place for f32, widened once
/// for 16-bit storage (Eigen's half arithmetic would round after every operation).
class F32Stored {
 public:
  F32Stored(ConstView v, Index rows, Index cols) : rows_(rows), cols_(cols) {
    if (v.dtype == DType::F32) {
      data_ = static_cast<const float*>(v.data);
    } else {
      owned_ = stored_as<float>(v, rows, cols);
      data_ = owned_.data();
    }
  }
  Eigen::Map<const Mat<float>> map() const { return {data_, rows_, cols_}; }

 private:
  Mat<float> owned_;
  const float* data_ = nullptr;
  Index rows_, cols_;
};

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

// ---------------------------------------------------------------- mlp

constexpr double kU32 = 0x1p-24;
/// The accumulation's unit per add: simt's fmuladd rounds to nearest (2^-24); matrix units may
/// align and truncate instead, a whole ulp (2^-23).
double accumulation_unit(spec::Math m) { return m == spec::Math::Simt ? kU32 : 0x1p-23; }
/// The smallest normal f32: what a flushed (ftz) subnormal can lose, absolutely.
constexpr double kF32Tiny = 0x1p-126;

void check_mlp(const spec::MlpSpec& ms, const MlpProblem& p, ConstView input, ConstView params) {
  if (p.batch < 1) throw ProblemError("mlp: batch must be >= 1");
  check_view(input, p.batch * ms.input_width, "mlp input");
  check_view(params, mlp_param_count(ms), "mlp params");
}

/// Layer l's weights: [out x width] row-major, which is the column-major [width x out] matrix W^T;
/// its bias (bias_offset >= 0) holds `out` values (engines/CONTRACT_MLP.md section 1).
struct LayerShape {
  std::int64_t offset, bias_offset, in, out;
  spec::Activation activation;
};
std::vector<LayerShape> layers_of(const spec::MlpSpec& ms) {
  std::vector<LayerShape> ls;
  const std::int64_t weights = (static_cast<std::int64_t>(ms.hidden_layers) * ms.width + ms.output_width) * ms.width;
  for (int l = 0; l <= ms.hidden_layers; ++l) {
    bool last = l == ms.hidden_layers;
    std::int64_t out = last ? ms.output_width : ms.width;
    ls.push_back({static_cast<std::int64_t>(l) * ms.width * ms.width,
                  ms.bias ? weights + static_cast<std::int64_t>(l) * ms.width : -1, ms.width, out,
                  last ? ms.output_activation : ms.activation});
  }
  return ls;
}

/// The input [batch x input_width] as the column-major width x batch H^T, zero-padded: what the
/// kernel's first layer reads from LDS.
template <class S>
Mat<S> padded_input(const spec::MlpSpec& ms, const MlpProblem& p, ConstView input) {
  Mat<S> h = Mat<S>::Zero(ms.width, p.batch);
  h.topRows(ms.input_width) = stored_as<S>(input, ms.input_width, p.batch);
  return h;
}

/// The activation as the kernel evaluates it (engines/CONTRACT_MLP.md section 6), in f32.
float kernel_activation(spec::Activation a, float u) {
  switch (a) {
    case spec::Activation::None: return u;
    case spec::Activation::ReLU: return u > 0 ? u : 0.0f;
    case spec::Activation::Sigmoid: return 1.0f / (std::exp2(u * static_cast<float>(-kLog2e)) + 1.0f);
    case spec::Activation::Tanh: return 1.0f - 2.0f / (std::exp2(u * static_cast<float>(2 * kLog2e)) + 1.0f);
  }
  return u;
}

/// The activation, exactly (FP64).
double exact_activation(spec::Activation a, double z) {
  switch (a) {
    case spec::Activation::None: return z;
    case spec::Activation::ReLU: return std::max(z, 0.0);
    case spec::Activation::Sigmoid: return 1 / (1 + std::exp(-z));
    case spec::Activation::Tanh: return std::tanh(z);
  }
  return z;
}

/// Relative error of the kernel's 1/(exp2(x) + 1) against 1/(e^(scale*z) + 1) for |z| <= zmax:
/// x = f32(z * f32(scale*log2e)) is off by (2u + u^2)|t| (the constant's and the product's
/// roundings), which exp2 turns into a factor 2^(+-delta); exp2 itself is off by kMlpExp2RelError;
/// 1/(E(1+rho) + 1) is within rho of 1/(E + 1) relatively; the add and the divide round once each.
double exp_ratio_error(double zmax, double scale) {
  const double delta = (2 * kU32 + kU32 * kU32) * zmax * scale * kLog2e;
  const double rho = std::exp2(delta) * (1 + kMlpExp2RelError) - 1;
  return (1 + rho) * (1 + kU32) / (1 - kU32) - 1 + 0x1p-50;  // 2^-50: the FP64 evaluation here
}

/// An interval that contains the kernel's f32 activation value when its pre-activation value lies
/// in [lo, hi]: the activations are monotone, so the exact image is [act(lo), act(hi)], widened by
/// the kernel's evaluation error (none and relu are exact; sigmoid and tanh as exp_ratio_error,
/// tanh's final 1 - q rounding once more; kF32Tiny for an exp2 that flushes or overflows).
std::pair<double, double> activation_interval(spec::Activation a, double lo, double hi) {
  switch (a) {
    case spec::Activation::None: return {lo, hi};
    case spec::Activation::ReLU: return {std::max(lo, 0.0), std::max(hi, 0.0)};
    case spec::Activation::Sigmoid: {
      const double k = exp_ratio_error(std::max(std::abs(lo), std::abs(hi)), 1);
      return {exact_activation(a, lo) * (1 - k) - kF32Tiny, exact_activation(a, hi) * (1 + k) + kF32Tiny};
    }
    case spec::Activation::Tanh: {
      const double k = exp_ratio_error(std::max(std::abs(lo), std::abs(hi)), 2);
      const double q = 2 / (std::exp(2 * lo) + 1);  // 1 - tanh, largest at lo
      const double t = std::max(std::abs(std::tanh(lo)), std::abs(std::tanh(hi)));
      const double err = q * k + kU32 * (t + q * k) + kF32Tiny + 0x1p-50;
      return {std::tanh(lo) - err, std::tanh(hi) + err};
    }
  }
  return {lo, hi};
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

std::vector<float> gemm_f32(const spec::GemmSpec& gs, const GemmProblem& p, ConstView a, ConstView b) {
  check_gemm(p, a, b);
  // A row-major m x k is the column-major k x m matrix A^T; likewise for B.
  const bool ta = gs.layout_a == spec::Layout::Row, tb = gs.layout_b == spec::Layout::Row;
  F32Stored sa(a, ta ? p.k : p.m, ta ? p.m : p.k);
  F32Stored sb(b, tb ? p.n : p.k, tb ? p.k : p.n);
  std::vector<float> d(static_cast<std::size_t>(p.m * p.n));
  product(sa.map(), ta, sb.map(), tb, Eigen::Map<RowMat<float>>(d.data(), p.m, p.n));
  return d;
}

Reference gemm_reference(const spec::GemmSpec& gs, const GemmProblem& p, ConstView a, ConstView b) {
  std::vector<float> ref = gemm_f32(gs, p, a, b);
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

std::vector<float> gemm_naive(const spec::GemmSpec& gs, const GemmProblem& p, ConstView a, ConstView b) {
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

// ---------------------------------------------------------------- mlp

std::vector<float> mlp_f32(const spec::MlpSpec& ms, const MlpProblem& p, ConstView input, ConstView params) {
  check_mlp(ms, p, input, params);
  // Work on transposes: the row-major batch x input_width input is the column-major H^T, and
  // Z^T = W * H^T with W = (stored W^T)^T. The kernel's rounding points: f32 products and sums,
  // the f32 bias add, the f32 activation, every layer stored in f16.
  Mat<float> h = padded_input<float>(ms, p, input);
  for (const LayerShape& l : layers_of(ms)) {
    F32Stored wt(slice(params, l.offset, l.in * l.out), l.in, l.out);
    Mat<float> z = wt.map().transpose() * h;
    if (l.bias_offset >= 0) z.colwise() += F32Stored(slice(params, l.bias_offset, l.out), l.out, 1).map().col(0);
    for (float& v : z.reshaped())
      v = static_cast<float>(Eigen::half(kernel_activation(l.activation, v)));
    h = std::move(z);
  }
  return std::vector<float>(h.data(), h.data() + h.size());
}

Reference mlp_reference(const spec::MlpSpec& ms, const MlpProblem& p, ConstView input, ConstView params) {
  check_mlp(ms, p, input, params);
  // reference/README.md ("mlp"): r is the reference's f16 activation, e bounds |kernel - r| per
  // element; each layer carries an interval around the FP64 pre-activation value that provably
  // holds the kernel's f32 value, maps it through the monotone activation, and rounds its ends to
  // f16 (round-to-nearest-even is monotone).
  Mat<double> r = padded_input<double>(ms, p, input);
  Mat<double> e = Mat<double>::Zero(ms.width, p.batch);  // the inputs are exact
  Mat<double> y;
  for (const LayerShape& l : layers_of(ms)) {
    Mat<double> w = stored_as<double>(slice(params, l.offset, l.in * l.out), l.in, l.out).transpose();
    Mat<double> abs_w = w.cwiseAbs();
    Mat<double> z = w * r;
    // f32 accumulation of l.in exact products in any order (matrix units: a truncating unit), the
    // propagated input error through |W|, and FP64's own error in z.
    Mat<double> d = ((abs_w * e).array() +
                     (gamma(l.in, accumulation_unit(ms.math)) + gamma(l.in, kU64)) * (abs_w * (r.cwiseAbs() + e)).array() +
                     static_cast<double>(l.in) * 0x1p-149)
                        .matrix();
    if (l.bias_offset >= 0) {
      z.colwise() += stored_as<double>(slice(params, l.bias_offset, l.out), l.out, 1).col(0);
      d = (d.array() + kU32 * (z.cwiseAbs() + d).array() + 0x1p-149).matrix();  // the f32 bias add
    }
    Mat<double> next_r(l.out, p.batch), next_e(l.out, p.batch);
    y.resize(l.out, p.batch);
    for (Index i = 0; i < z.size(); ++i) {
      const double zi = z.data()[i], di = d.data()[i];
      const auto [lo, hi] = activation_interval(l.activation, zi - di, zi + di);
      const double yi = exact_activation(l.activation, zi);
      const double ri = round_to(DType::F16, yi);
      y.data()[i] = yi;
      next_r.data()[i] = ri;
      next_e.data()[i] = std::max({round_to(DType::F16, hi) - ri, ri - round_to(DType::F16, lo), 0.0});
    }
    r = std::move(next_r);
    e = std::move(next_e);
  }
  Reference out;
  out.shape = {p.batch, ms.output_width};
  out.ref.assign(r.data(), r.data() + r.size());  // f16 values: exact in f32
  out.bound.assign(e.data(), e.data() + e.size());
  out.exact.assign(y.data(), y.data() + y.size());
  return out;
}

// ---------------------------------------------------------------- conv_wgrad

namespace {

/// What any prefix sum of the split's exact partials can reach, per element of dW: max(sum of
/// the positive partials, sum of the negative ones' magnitudes) over the kernel's reduction
/// ranges (engines/CONTRACT_WGRAD.md section 4, CONTRACT.md section 3: kper = ceil(ceil(NPQ /
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

std::vector<float> conv_wgrad_f32(const spec::ConvWgradSpec& cs, const ConvProblem& p, ConstView x, ConstView dy) {
  ConvGeometry g = check_conv(cs, p, x, dy);
  std::vector<float> x_scratch;
  const float* xs = as_array(x, x_scratch);
  F32Stored dyt(dy, p.k, p.n * g.p * g.q);
  RowMat<float> dw = conv_wgrad_eigen<float>(cs, p, g, xs, dyt.map());
  return std::vector<float>(dw.data(), dw.data() + dw.size());
}

Reference conv_wgrad_reference(const spec::ConvWgradSpec& cs, const ConvProblem& p, ConstView x, ConstView dy) {
  std::vector<float> ref = conv_wgrad_f32(cs, p, x, dy);
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

std::vector<float> conv_wgrad_naive(const spec::ConvWgradSpec& cs, const ConvProblem& p, ConstView x,
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

}  // namespace paritykit::reference
