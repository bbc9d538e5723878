// The mlp reference: the FP32 pass at the kernel's rounding points (mlp_f32), and mlp_reference's
// ref and bound: an interval bound that is a proof, and a probabilistic bound through the actual
// weights (reference/README.md, "mlp"), the least of the two per element.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <thread>
#include <vector>

#include "stored.h"

namespace paritykit::reference {
namespace {

using namespace stored;

constexpr double kLog2e = 1.4426950408889634;
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

/// A bound on |kernel tanh(z) - tanh(z)| for z in [lo, hi]: 1 - q with q = 2/(exp2(2z log2e) + 1)
/// off relatively by exp_ratio_error, and the final 1 - q rounding once more.
double tanh_evaluation_error(double lo, double hi) {
  const double k = exp_ratio_error(std::max(std::abs(lo), std::abs(hi)), 2);
  const double q = 2 / (std::exp(2 * lo) + 1);  // 1 - tanh, largest at lo
  const double t = std::max(std::abs(std::tanh(lo)), std::abs(std::tanh(hi)));
  return q * k + kU32 * (t + q * k) + kF32Tiny + 0x1p-50;
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
      const double err = tanh_evaluation_error(lo, hi);
      return {std::tanh(lo) - err, std::tanh(hi) + err};
    }
  }
  return {lo, hi};
}

// ---------------------------------------------------------------- the probabilistic bound

// std::ilogb and std::ldexp(1.0, e) read and write a normal double's exponent field directly: the
// same values without a call into libm, which the bounds below make a few times per unit and row.
/// std::ilogb(v).
int exponent_of(double v) {
  const int biased = static_cast<int>((std::bit_cast<std::uint64_t>(v) >> 52) & 0x7ff);
  return biased != 0 && biased != 0x7ff ? biased - 1023 : std::ilogb(v);  // subnormal, zero, inf, NaN
}
/// std::ldexp(1.0, e), 2^e.
double pow2(int e) {
  return e >= -1022 && e <= 1023 ? std::bit_cast<double>(static_cast<std::uint64_t>(e + 1023) << 52)
                                 : std::ldexp(1.0, e);
}

/// Half the spacing of f16 values at magnitudes up to v >= 0: what storing any value of magnitude
/// <= v in f16 can lose; 0 for v = 0 (zero is stored exactly), +inf where it may overflow.
double f16_half_ulp(double v) {
  if (v == 0) return 0;
  if (!(v < 65520)) return std::numeric_limits<double>::infinity();
  return pow2(std::max(exponent_of(v), -14) - 11);
}
/// The spacing of f32 values at magnitudes up to v >= 0 (0 for v = 0, +inf where it may overflow).
double f32_ulp(double v) {
  if (v == 0) return 0;
  if (!(v < 0x1p127)) return std::numeric_limits<double>::infinity();
  return pow2(std::max(exponent_of(v), -126) - 23);
}

/// The spacing of f16 values at an f16 value r, the width of the cell that rounds to r (one side
/// narrower at a power of two); 2^-24 at 0 and among the subnormals.
double f16_cell(double r) {
  return r == 0 ? 0x1p-24 : pow2(std::max(exponent_of(r), -14) - 10);
}

/// The relative drift toward zero that the kernel's errors without a mean of zero can give the
/// output as a whole (reference/README.md, "Directional bias"): per layer, n adds of a matrix unit
/// that may truncate (a whole f32 ulp of the running sum each, 2^-23 relative) and a sigmoid's or
/// tanh's exp2 (4 kMlpExp2RelError); simt's adds round to nearest and give none.
double coherent_drift(const spec::MlpSpec& ms) {
  double drift = 0;
  for (int l = 0; l <= ms.hidden_layers; ++l) {
    const spec::Activation a = l == ms.hidden_layers ? ms.output_activation : ms.activation;
    if (ms.math != spec::Math::Simt) drift += static_cast<double>(ms.width) * 0x1p-23;
    if (a == spec::Activation::Sigmoid || a == spec::Activation::Tanh) drift += 4 * kMlpExp2RelError;
  }
  return drift;
}

/// act'(z) in FP64. relu' is 0 at 0: such a unit is on the kink, where the remainder covers both sides.
double activation_slope(spec::Activation a, double z) {
  switch (a) {
    case spec::Activation::None: return 1;
    case spec::Activation::ReLU: return z > 0 ? 1 : 0;
    case spec::Activation::Sigmoid: {
      const double s = 1 / (1 + std::exp(-z));
      return s * (1 - s);
    }
    case spec::Activation::Tanh: {
      const double t = std::tanh(z);
      return 1 - t * t;
    }
  }
  return 1;
}

/// The linearisation remainder |act(zc + d) - act(zc) - act'(zc) d| for |d| <= dz, in two parts:
/// `kink`, relu's (relu is linear on each side: only a unit within dz of 0 can change side, and then
/// the remainder is at most dz - |zc|, slope 1 past the kink), and `curvature`, sigmoid's and tanh's
/// (half their largest |act''|, 1/(6 sqrt 3) and 4/(3 sqrt 3) rounded up, times dz^2, plus 2^-50 dz
/// for the FP64 slope). none has neither.
struct Remainder {
  double kink = 0, curvature = 0;
};
Remainder linearisation_remainder(spec::Activation a, double zc, double dz) {
  switch (a) {
    case spec::Activation::None: return {};
    case spec::Activation::ReLU: return {std::max(0.0, dz - std::abs(zc)), 0};
    case spec::Activation::Sigmoid: return {0, 0.5 * 0.0963 * dz * dz + 0x1p-50 * dz};
    case spec::Activation::Tanh: return {0, 0.5 * 0.7699 * dz * dz + 0x1p-50 * dz};
  }
  return {};
}

/// A bound on |act_kernel(z) - act(z)| for z in [lo, hi]: the kernel's f32 evaluation
/// (activation_interval's widening); none and relu are exact.
double evaluation_error(spec::Activation a, double lo, double hi) {
  switch (a) {
    case spec::Activation::None:
    case spec::Activation::ReLU: return 0;
    case spec::Activation::Sigmoid:
      return exact_activation(a, hi) * exp_ratio_error(std::max(std::abs(lo), std::abs(hi)), 1) + kF32Tiny;
    case spec::Activation::Tanh: return tanh_evaluation_error(lo, hi);
  }
  return 0;
}

/// One layer in FP64 with what the two forward passes leave for the probabilistic bound.
struct MlpLayer {
  Mat<double> w, abs_w;     ///< [out x in]
  Eigen::VectorXd bias;     ///< empty without bias
  spec::Activation activation = spec::Activation::None;
  Mat<double> z_ref, z_dev; ///< the interval pass: z_ref and its bound on |z(kernel) - z_ref|, [out x batch]
  Mat<double> r, e;         ///< the interval pass: the f16 output r' and its bound E' on |h(kernel) - r'|
  Mat<double> z_hat, y_hat; ///< the unrounded pass: z* and y* = act(z*), [out x batch]
};

/// What the events of one layer of one row put into the output's error: per unit, the squared
/// bounds of its mean-zero events (Azuma-Hoeffding) and the bound of the others (added
/// deterministically), both as perturbations of the unit's stored value; and act'(z*).
struct UnitEvents {
  Eigen::VectorXd slope, random2, fixed;
};

/// The weight of the deterministic events that every unit has (a truncating unit's adds, the
/// activation's evaluation, FP64's own errors, curvature) in the one matrix K that carries them
/// forward with the mean-zero ones: with N of them, sum |c| b <= sqrt(N sum c^2 b^2) (Cauchy-Schwarz),
/// and lambda sqrt(R) + sqrt(N F) <= lambda sqrt(1 + 1/t) sqrt(R + t (N / lambda^2) F) for any t > 0.
constexpr double kFixedWeight = 4;

/// For one row: a bound B_j on |y_L(kernel) - y*_L| for each output j, before the kernel's last
/// f16 rounding, that holds with probability >= 1 - mlp_failure_probability under the model of
/// reference/README.md ("mlp": the probabilistic bound).
///
/// e_(l+1) = h(kernel) - y*, exactly: slope (W e_l + a) + q + alpha + sigma, with a the
/// accumulation's and the bias add's rounding, q the linearisation remainder, alpha the kernel's
/// activation error, sigma the f16 storage. Forward, each unit gets its own bound (Fz before the
/// activation, Fh after the storage) from K = sum_r c_r c_r^T b_r^2 over the events so far and, for
/// the few relu units that may cross the kink, their sensitivity columns J (sum |J| q exactly, where
/// Cauchy-Schwarz over all N units would cost sqrt(N)): these bound the magnitudes the next events
/// round (|h(kernel)| <= |y*| + Fh) and the remainder q. Each is also capped by what the interval
/// pass proves. Backward, per output, the sensitivities G = dy_L / dh through the actual weights
/// give the bound itself: lambda sqrt(sum G^2 random2) + sum |G| fixed.
Eigen::VectorXd row_bound(const std::vector<MlpLayer>& net, const Mat<double>& input, Index row, spec::Math math) {
  const bool simt = math == spec::Math::Simt;
  Index units = 0;
  for (const MlpLayer& l : net) units += l.w.rows();
  const double lambda = kMlpLambda;
  const double t_weight = kFixedWeight * static_cast<double>(units) / (lambda * lambda);
  const double c_lambda = lambda * std::sqrt(1 + 1 / kFixedWeight);

  Eigen::VectorXd h_hat = input.col(row);
  Eigen::VectorXd fh = Eigen::VectorXd::Zero(h_hat.size());  // the inputs are exact
  std::vector<Index> support;  // the units K has a nonzero row for
  Mat<double> k;               // over `support`
  bool k_diagonal = true;      // no layer has carried K through its weights yet
  Mat<double> kink_j(h_hat.size(), 0);  // [units of this layer x kinks so far]: d h / d (a kink's remainder)
  Eigen::VectorXd kink_q(0);            // each kink's remainder bound
  std::vector<UnitEvents> events(net.size());
  for (std::size_t li = 0; li < net.size(); ++li) {
    const MlpLayer& l = net[li];
    const Index out = l.w.rows(), n = l.w.cols();
    const bool last = li + 1 == net.size();
    // Any partial sum of the kernel's products, and so every add's result, is within
    // p (1 + gamma_n): p bounds sum |w| |h(kernel)|.
    const Eigen::VectorXd p = l.abs_w * (h_hat.cwiseAbs() + fh);
    const Eigen::VectorXd p_hat = l.abs_w * h_hat.cwiseAbs();
    const double grow = 1 + gamma(n, simt ? 0x1p-24 : 0x1p-23);
    Eigen::VectorXd rz2(out), tz(out);
    for (Index i = 0; i < out; ++i) {
      const double reach = p[i] * grow, b = l.bias.size() ? std::abs(l.bias[i]) : 0.0;
      // n - 1 adds combine two partials each, whatever the order or chunking: round to nearest
      // on simt (mean zero), up to a whole ulp on a matrix unit (not mean zero: deterministic).
      const double add = simt ? f32_ulp(reach) / 2 : f32_ulp(reach);
      rz2[i] = simt ? static_cast<double>(n) * add * add : 0.0;
      tz[i] = simt ? 0.0 : static_cast<double>(n) * add;
      if (l.bias.size()) rz2[i] += std::pow(f32_ulp(reach + b) / 2, 2);  // the f32 bias add
      tz[i] += gamma(n + 1, kU64) * (p_hat[i] + b);                      // FP64's own error in z*
    }
    // The events so far, seen from this layer's pre-activation values: K_z = W K W^T (K is kept as
    // its lower triangle) for the units with a slope, whose block the next K needs, and for the
    // units at rest (a relu below 0) only where |z*| is within the cheap bound sum |w| sqrt(K_kk)
    // (Cauchy-Schwarz): elsewhere they cannot cross the kink and need nothing more.
    const Mat<double> kink_jz = l.w * kink_j;  // [out x kinks]
    const Eigen::VectorXd kink_z = kink_jz.cwiseAbs() * kink_q;
    // Summed a column at a time, in the order Eigen sums |W_s| sqrt(diag K) for an |W_s| it cannot
    // map, without gathering W_s: the bits of that form.
    const Eigen::VectorXd k_sd = k.diagonal().cwiseMax(0.0).cwiseSqrt();
    Eigen::VectorXd cheap = Eigen::VectorXd::Zero(out);
    for (std::size_t c = 0; c < support.size(); ++c) cheap += k_sd[static_cast<Index>(c)] * l.abs_w.col(support[c]);
    std::vector<Index> rows, sloped;
    std::vector<bool> at_rest(static_cast<std::size_t>(out), false);  // and sure to stay there
    for (Index i = 0; i < out; ++i) {
      const double zc = l.z_hat(i, row);
      if (activation_slope(l.activation, zc) != 0) sloped.push_back(i);
      const double rough = c_lambda * (cheap[i] + std::sqrt(rz2[i] + t_weight * tz[i] * tz[i])) + kink_z[i];
      at_rest[static_cast<std::size_t>(i)] = l.activation == spec::Activation::ReLU && zc <= 0 &&
                                             std::min(rough, std::abs(l.z_ref(i, row) - zc) + l.z_dev(i, row)) < -zc;
      if (!at_rest[static_cast<std::size_t>(i)]) rows.push_back(i);
    }
    // (Eigen's symmetric and triangular products divide by their sizes: an empty one is skipped.)
    // W over K's units, only the rows K_z is computed for: [rows x support], gathered once.
    const Mat<double> w_rs = l.w(rows, support);
    Mat<double> m(w_rs.rows(), k.cols());  // every element written by the product below
    // Where K is diagonal (it holds one layer's own events: after the first layer, or after a layer
    // without a slope) W K scales W's columns: each sum has one nonzero term, so these are the
    // product's numbers, in O(width^2) instead of O(width^3).
    if (!rows.empty() && k.size() > 0) {
      if (k_diagonal)
        m.noalias() = w_rs * k.diagonal().asDiagonal();
      else
        m.noalias() = w_rs * k.selfadjointView<Eigen::Lower>();
    }
    Eigen::VectorXd kz = Eigen::VectorXd::Constant(out, std::numeric_limits<double>::infinity());
    // diag(W K W^T) on `rows`: per row the dot product of m's row and W's row, summed in the order
    // of a dot product (support ascending, from the first product), the rows side by side.
    Eigen::VectorXd wkw = Eigen::VectorXd::Zero(m.rows());
    if (m.cols() > 0) {
      wkw = m.col(0).cwiseProduct(w_rs.col(0));
      for (Index c = 1; c < m.cols(); ++c) wkw += m.col(c).cwiseProduct(w_rs.col(c));
    }
    for (std::size_t a = 0; a < rows.size(); ++a) kz[rows[a]] = wkw[static_cast<Index>(a)] + rz2[rows[a]];
    UnitEvents& ev = events[li];
    ev.slope.resize(out), ev.random2.resize(out), ev.fixed.resize(out);
    Eigen::VectorXd dense(out), new_kink(out);  // this layer's deterministic events, by kind
    for (Index i = 0; i < out; ++i) {
      const double zc = l.z_hat(i, row), yc = l.y_hat(i, row);
      const double fz =
          std::min(c_lambda * std::sqrt(std::max(kz[i], 0.0) + t_weight * tz[i] * tz[i]) + kink_z[i],
                   std::abs(l.z_ref(i, row) - zc) + l.z_dev(i, row));
      const double s = activation_slope(l.activation, zc);
      // A relu at rest (outside `rows`, its kz infinite) stays at 0: no remainder.
      const Remainder q = at_rest[static_cast<std::size_t>(i)] ? Remainder{} : linearisation_remainder(l.activation, zc, fz);
      // The kernel's activation error, and FP64's in y* (2^-50 |y*| covers exp and tanh; none and
      // relu are exact).
      const double alpha = evaluation_error(l.activation, zc - fz, zc + fz) + 0x1p-50 * std::abs(yc);
      ev.slope[i] = s;
      dense[i] = std::abs(s) * tz[i] + q.curvature + alpha;
      new_kink[i] = q.kink;
      ev.fixed[i] = dense[i] + q.kink;
      ev.random2[i] = s * s * rz2[i];
      if (!last)
        ev.random2[i] += std::pow(f16_half_ulp(std::abs(yc) + std::abs(s) * fz + q.kink + q.curvature + alpha), 2);
    }
    if (last) break;
    // K for the stored values: slope K_z slope on the units with a slope, plus this layer's events.
    std::vector<Index> next, kinks, sloped_in_rows;
    for (Index i = 0; i < out; ++i) {
      if (ev.slope[i] != 0 || ev.random2[i] != 0 || dense[i] != 0) next.push_back(i);
      if (new_kink[i] != 0) kinks.push_back(i);
    }
    for (std::size_t a = 0, b = 0; a < rows.size() && b < sloped.size(); ++a)
      if (rows[a] == sloped[b]) sloped_in_rows.push_back(static_cast<Index>(a)), ++b;
    // Only its lower triangle is read; the triangular product writes all of it.
    Mat<double> core(static_cast<Index>(sloped.size()), static_cast<Index>(sloped.size()));
    if (k.size() == 0 || sloped.empty())
      core.setZero();
    else if (sloped.size() == rows.size())  // every row has a slope (sloped is within rows): no gather
      core.triangularView<Eigen::Lower>() = m * w_rs.transpose();
    else
      core.triangularView<Eigen::Lower>() = m(sloped_in_rows, Eigen::all) * w_rs(sloped_in_rows, Eigen::all).transpose();
    Mat<double> next_k = Mat<double>::Zero(static_cast<Index>(next.size()), static_cast<Index>(next.size()));
    std::vector<Index> at_next;  // where each sloped unit sits in `next`
    for (std::size_t a = 0, b = 0; a < next.size() && b < sloped.size(); ++a)
      if (next[a] == sloped[b]) at_next.push_back(static_cast<Index>(a)), ++b;
    for (std::size_t b = 0; b < sloped.size(); ++b)  // down the columns: both are column-major
      for (std::size_t a = b; a < sloped.size(); ++a)
        next_k(at_next[a], at_next[b]) =
            ev.slope[sloped[a]] * ev.slope[sloped[b]] * core(static_cast<Index>(a), static_cast<Index>(b));
    for (std::size_t a = 0; a < next.size(); ++a)
      next_k(static_cast<Index>(a), static_cast<Index>(a)) += ev.random2[next[a]] + t_weight * dense[next[a]] * dense[next[a]];
    // The kinks' columns through this layer's slopes, and this layer's own kinks.
    const Index old_kinks = kink_jz.cols(), new_kinks = static_cast<Index>(kinks.size());
    Mat<double> next_j = Mat<double>::Zero(out, old_kinks + new_kinks);
    next_j.leftCols(old_kinks) = ev.slope.asDiagonal() * kink_jz;
    Eigen::VectorXd next_q(old_kinks + new_kinks);
    next_q.head(old_kinks) = kink_q;
    for (Index c = 0; c < new_kinks; ++c) {
      next_j(kinks[static_cast<std::size_t>(c)], old_kinks + c) = 1;
      next_q[old_kinks + c] = new_kink[kinks[static_cast<std::size_t>(c)]];
    }
    fh = next_j.cwiseAbs() * next_q;  // a unit outside `next` is y* exactly, or off only by kinks
    for (std::size_t a = 0; a < next.size(); ++a) {
      const Index i = next[a];
      fh[i] += c_lambda * std::sqrt(std::max(next_k(static_cast<Index>(a), static_cast<Index>(a)), 0.0));
    }
    for (Index i = 0; i < out; ++i) fh[i] = std::min(fh[i], std::abs(l.r(i, row) - l.y_hat(i, row)) + l.e(i, row));
    k_diagonal = sloped.empty() || k.size() == 0;  // core, the carried part, is empty
    support = std::move(next);
    k = std::move(next_k);
    kink_j = std::move(next_j);
    kink_q = std::move(next_q);
    h_hat = l.y_hat.col(row);
  }
  // Backward: G = d y_L / d h_(l+1) through the actual weights, one row per output.
  const UnitEvents& top = events.back();
  Eigen::VectorXd random2 = top.random2, fixed = top.fixed;
  Mat<double> g = top.slope.asDiagonal() * net.back().w;  // d y_L / d h_L
  for (std::size_t li = net.size() - 1; li-- > 0;) {
    const UnitEvents& ev = events[li];
    random2 += g.cwiseAbs2() * ev.random2;
    fixed += g.cwiseAbs() * ev.fixed;
    if (li == 0) break;
    std::vector<Index> sloped;
    for (Index i = 0; i < ev.slope.size(); ++i)
      if (ev.slope[i] != 0) sloped.push_back(i);
    const Mat<double> gs = g(Eigen::all, sloped) * ev.slope(sloped).asDiagonal();
    g = gs * net[li].w(sloped, Eigen::all);
  }
  return (lambda * random2.cwiseSqrt() + fixed).eval();
}

}  // namespace

double mlp_failure_probability(const spec::MlpSpec& ms) {
  return (2.0 * (ms.hidden_layers + 1) * ms.width + 1) * kMlpDelta;
}

static std::vector<float> mlp_f32_checked(const spec::MlpSpec& ms, const MlpProblem& p, ConstView input, ConstView params) {
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

namespace {

/// ref and the interval bound (in `out`), and the probabilistic bound (+inf where it is not finite).
std::vector<double> mlp_two_bounds(const spec::MlpSpec& ms, const MlpProblem& p, ConstView input, ConstView params,
                                   Reference& out) {
  check_mlp(ms, p, input, params);
  // reference/README.md ("mlp"). The interval pass: r is the reference's f16 activation, e bounds
  // |kernel - r| per element; each layer carries an interval around the FP64 pre-activation value
  // that provably holds the kernel's f32 value, maps it through the monotone activation, and rounds
  // its ends to f16 (round-to-nearest-even is monotone). Alongside, the unrounded pass (y*) that
  // the probabilistic bound linearises around.
  const Mat<double> x = padded_input<double>(ms, p, input);
  Mat<double> r = x;
  Mat<double> e = Mat<double>::Zero(ms.width, p.batch);  // the inputs are exact
  Mat<double> h_hat = x;
  Mat<double> y;
  std::vector<MlpLayer> net;
  for (const LayerShape& shape : layers_of(ms)) {
    MlpLayer l;
    l.w = stored_as<double>(slice(params, shape.offset, shape.in * shape.out), shape.in, shape.out).transpose();
    l.abs_w = l.w.cwiseAbs();
    l.activation = shape.activation;
    if (shape.bias_offset >= 0) l.bias = stored_as<double>(slice(params, shape.bias_offset, shape.out), shape.out, 1).col(0);
    Mat<double> z = l.w * r;
    // f32 accumulation of l.in exact products in any order (matrix units: a truncating unit), the
    // propagated input error through |W|, and FP64's own error in z.
    Mat<double> d = ((l.abs_w * e).array() +
                     (gamma(shape.in, accumulation_unit(ms.math)) + gamma(shape.in, kU64)) *
                         (l.abs_w * (r.cwiseAbs() + e)).array() +
                     static_cast<double>(shape.in) * 0x1p-149)
                        .matrix();
    l.z_hat = l.w * h_hat;
    if (l.bias.size()) {
      z.colwise() += l.bias;
      l.z_hat.colwise() += l.bias;
      d = (d.array() + kU32 * (z.cwiseAbs() + d).array() + 0x1p-149).matrix();  // the f32 bias add
    }
    l.r.resize(shape.out, p.batch), l.e.resize(shape.out, p.batch), l.y_hat.resize(shape.out, p.batch);
    y.resize(shape.out, p.batch);
    for (Index i = 0; i < z.size(); ++i) {
      const double zi = z.data()[i], di = d.data()[i];
      const auto [lo, hi] = activation_interval(l.activation, zi - di, zi + di);
      const double yi = exact_activation(l.activation, zi);
      const double ri = round_to(DType::F16, yi);
      y.data()[i] = yi;
      l.r.data()[i] = ri;
      l.e.data()[i] = std::max({round_to(DType::F16, hi) - ri, ri - round_to(DType::F16, lo), 0.0});
      l.y_hat.data()[i] = exact_activation(l.activation, l.z_hat.data()[i]);
    }
    l.z_ref = std::move(z);
    l.z_dev = std::move(d);
    r = l.r;
    e = l.e;
    h_hat = l.y_hat;
    net.push_back(std::move(l));
  }
  out.shape = {p.batch, ms.output_width};
  out.ref.assign(r.data(), r.data() + r.size());  // f16 values: exact in f32
  out.bound.assign(e.data(), e.data() + e.size());
  out.exact.assign(y.data(), y.data() + y.size());
  // For the directional-bias check: the drift that need not be mean zero, in cells of the output.
  const double drift = coherent_drift(ms);
  out.row_length = ms.output_width;
  out.directed_cells.resize(out.ref.size());
  for (std::size_t i = 0; i < out.ref.size(); ++i)
    out.directed_cells[i] = drift * std::abs(out.exact[i]) / f16_cell(out.ref[i]);
  // The probabilistic bound, where it is the tighter: y_L(kernel) within B of y*_L, so the kernel's
  // f16 output lies in [f16(y* - B), f16(y* + B)] (rounding is monotone). The factor covers the FP64
  // evaluation of K and G (relative errors far below 2^-30 for these sizes).
  const MlpLayer& top = net.back();
  std::vector<double> probabilistic(out.bound.size());
  const auto rows = [&](Index first, Index last) {
    for (Index b = first; b < last; ++b) {
      const Eigen::VectorXd bound = row_bound(net, x, b, ms.math) * (1 + 0x1p-20);
      for (Index j = 0; j < top.w.rows(); ++j) {
        const double yc = top.y_hat(j, b), rj = top.r(j, b);
        const double prob = std::max(std::abs(round_to(DType::F16, yc + bound[j]) - rj),
                                     std::abs(rj - round_to(DType::F16, yc - bound[j])));
        probabilistic[static_cast<std::size_t>(b * top.w.rows() + j)] =
            std::isfinite(prob) ? prob : std::numeric_limits<double>::infinity();
      }
    }
  };
  // Rows are independent and each writes only its own elements, so the result is the same bytes
  // for any number of threads. A row costs O(layers * width^3) (about 3.5 ms at 128 wide, 9
  // layers): the executor's 230,000 rows per config need every core (docs/measurements.md).
  const Index threads = std::min<Index>(std::max(1u, std::thread::hardware_concurrency()), (p.batch + 63) / 64);
  std::vector<std::thread> pool;
  for (Index t = 1; t < threads; ++t) pool.emplace_back(rows, p.batch * t / threads, p.batch * (t + 1) / threads);
  rows(0, p.batch / threads);
  for (std::thread& t : pool) t.join();
  return probabilistic;
}

}  // namespace

static MlpBounds mlp_bounds_checked(const spec::MlpSpec& ms, const MlpProblem& p, ConstView input, ConstView params) {
  MlpBounds b;
  b.probabilistic = mlp_two_bounds(ms, p, input, params, b.reference);
  b.interval = b.reference.bound;
  for (std::size_t i = 0; i < b.interval.size(); ++i) b.reference.bound[i] = std::min(b.interval[i], b.probabilistic[i]);
  return b;
}

/// The one pass of mlp_bounds, so that what the tests check of it is what every caller gets.
static Reference mlp_reference_checked(const spec::MlpSpec& ms, const MlpProblem& p, ConstView input, ConstView params) {
  return std::move(mlp_bounds_checked(ms, p, input, params).reference);
}

bool mlp_f32(const spec::MlpSpec& ms, const MlpProblem& p, ConstView input, ConstView params, std::vector<float>* out,
             std::string* err) {
  return support::returning_error_of<ProblemError>([&] { return mlp_f32_checked(ms, p, input, params); }, out, err);
}

bool mlp_reference(const spec::MlpSpec& ms, const MlpProblem& p, ConstView input, ConstView params, Reference* out,
                   std::string* err) {
  return support::returning_error_of<ProblemError>([&] { return mlp_reference_checked(ms, p, input, params); }, out, err);
}

bool mlp_bounds(const spec::MlpSpec& ms, const MlpProblem& p, ConstView input, ConstView params, MlpBounds* out,
                std::string* err) {
  return support::returning_error_of<ProblemError>([&] { return mlp_bounds_checked(ms, p, input, params); }, out, err);
}

}  // namespace paritykit::reference
