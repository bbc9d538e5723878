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

double lipschitz(spec::Activation a) { return a == spec::Activation::Sigmoid ? 0.25 : 1.0; }

/// Relative and absolute evaluation error allowed to a kernel's sigmoid / tanh (none and relu
/// are exact): 4 f16 ulps relative, plus the f16 subnormal spacing.
double activation_rel_error(spec::Activation a) {
  return a == spec::Activation::Sigmoid || a == spec::Activation::Tanh ? 4 * 0x1p-11 : 0.0;
}
double activation_abs_error(spec::Activation a) {
  return a == spec::Activation::Sigmoid || a == spec::Activation::Tanh ? 0x1p-24 : 0.0;
}

template <class S>
void activate(spec::Activation a, Mat<S>& z) {
  switch (a) {
    case spec::Activation::None: break;
    case spec::Activation::ReLU: z = z.cwiseMax(S(0)); break;
    case spec::Activation::Sigmoid: z = ((-z.array()).exp() + S(1)).inverse().matrix(); break;
    case spec::Activation::Tanh: z = z.array().tanh().matrix(); break;
  }
}

void check_mlp(const spec::MlpSpec& ms, const MlpProblem& p, ConstView input, ConstView params) {
  if (p.batch < 1) throw ProblemError("mlp: batch must be >= 1");
  check_view(input, p.batch * ms.width, "mlp input");
  check_view(params, mlp_param_count(ms), "mlp params");
}

/// Layer l's weights: [out x in] row-major, which is the column-major [in x out] matrix W^T.
struct LayerShape {
  std::int64_t offset, in, out;
  spec::Activation activation;
};
std::vector<LayerShape> layers_of(const spec::MlpSpec& ms) {
  std::vector<LayerShape> ls;
  std::int64_t offset = 0;
  for (int l = 0; l <= ms.hidden_layers; ++l) {
    bool last = l == ms.hidden_layers;
    std::int64_t out = last ? ms.output_width : ms.width;
    ls.push_back({offset, ms.width, out, last ? ms.output_activation : ms.activation});
    offset += out * ms.width;
  }
  return ls;
}

// ---------------------------------------------------------------- conv_wgrad

struct ConvGeometry {
  std::int64_t p, q, cg, kg, rsc;
};

ConvGeometry check_conv(const spec::ConvWgradSpec& cs, const ConvProblem& p, ConstView x, ConstView dy) {
  if (p.n < 1 || p.h < 1 || p.w < 1 || p.c < 1 || p.k < 1 || p.r < 1 || p.s < 1)
    throw ProblemError("conv_wgrad: n, h, w, c, k, r and s must be >= 1");
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
  std::vector<double> bound(ref.size());
  for (std::size_t i = 0; i < bound.size(); ++i)
    bound[i] = reduction_bound(model, abs_products.data()[i], std::abs(exact.data()[i])) +
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
  // Work on transposes: the row-major batch x width input is the column-major width x batch H^T,
  // and Z^T = W * H^T with W = (stored W^T)^T.
  Mat<float> h = F32Stored(input, ms.width, p.batch).map();
  for (const LayerShape& l : layers_of(ms)) {
    F32Stored wt(slice(params, l.offset, l.in * l.out), l.in, l.out);
    Mat<float> z = wt.map().transpose() * h;
    activate(l.activation, z);
    h = std::move(z);
  }
  return std::vector<float>(h.data(), h.data() + h.size());
}

Reference mlp_reference(const spec::MlpSpec& ms, const MlpProblem& p, ConstView input, ConstView params) {
  std::vector<float> ref = mlp_f32(ms, p, input, params);
  const double u_store = unit_roundoff(ms.dtype);
  const double u_acc = unit_roundoff(ms.dtype);  // f16 accumulators, as tiny-cuda-nn: covers f32 too
  Mat<double> h = stored_as<double>(input, ms.width, p.batch);
  Mat<double> e = Mat<double>::Zero(ms.width, p.batch);  // |computed h - exact h|, per element
  for (const LayerShape& l : layers_of(ms)) {
    Mat<double> w = stored_as<double>(slice(params, l.offset, l.in * l.out), l.in, l.out).transpose();
    Mat<double> abs_w = w.cwiseAbs();
    // Pre-activation error: the propagated input error plus this layer's dot products.
    // The absolute part of l.in accumulator roundings covers results in the subnormal range.
    Mat<double> d = (abs_w * e + gamma(l.in, u_acc) * (abs_w * (h.cwiseAbs() + e))).array() +
                    l.in * underflow_unit(ms.dtype) * (1 + gamma(l.in, u_acc));
    Mat<double> z = w * h;
    activate(l.activation, z);
    const double lip = lipschitz(l.activation);
    Mat<double> after = (lip * d.array() + activation_rel_error(l.activation) * (z.cwiseAbs().array() + lip * d.array()) +
                         activation_abs_error(l.activation))
                            .matrix();
    // Every layer's output is stored in f16 (hidden activations in shared memory, the output).
    e = (after.array() + u_store * (z.cwiseAbs().array() + after.array()) + underflow_unit(ms.dtype)).matrix();
    h = std::move(z);
  }
  std::vector<double> bound(e.data(), e.data() + e.size());
  return finish({p.batch, ms.output_width}, std::move(ref), h.data(), std::move(bound));
}

// ---------------------------------------------------------------- conv_wgrad

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
  RowMat<double> exact = conv_wgrad_eigen<double>(cs, p, g, x64.data(), Eigen::Map<const Mat<double>>(dyt.data(), dyt.rows(), dyt.cols()));
  for (double& v : x64) v = std::abs(v);
  Mat<double> abs_dyt = dyt.cwiseAbs();
  RowMat<double> abs_products = conv_wgrad_eigen<double>(
      cs, p, g, x64.data(), Eigen::Map<const Mat<double>>(abs_dyt.data(), abs_dyt.rows(), abs_dyt.cols()));
  const std::int64_t terms = p.n * g.p * g.q;
  const ReductionModel model = split_model(cs.split, cs.split_degree, terms, cs.dw);
  std::vector<double> bound(ref.size());
  for (std::size_t i = 0; i < bound.size(); ++i)
    bound[i] = reduction_bound(model, abs_products.data()[i], std::abs(exact.data()[i])) +
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
