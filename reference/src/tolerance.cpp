// The tolerance model: gamma_n, the split-K bound, degree caps, the emulated 16-bit
// atomic accumulation, and comparison against a bound.
#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <vector>

#include "paritykit/reference.h"

namespace paritykit::reference {

double unit_roundoff(DType d) {
  switch (d) {
    case DType::F16: return 0x1p-11;
    case DType::BF16: return 0x1p-8;
    case DType::F32: return 0x1p-24;
  }
  return 0x1p-24;
}

double underflow_unit(DType d) {
  switch (d) {
    case DType::F16: return 0x1p-25;
    case DType::BF16: return 0x1p-134;
    case DType::F32: return 0x1p-150;
  }
  return 0x1p-150;
}

double gamma(std::int64_t n, double u) {
  if (n <= 0) return 0;
  double nu = static_cast<double>(n) * u;
  if (nu >= 1) return std::numeric_limits<double>::infinity();
  return nu / (1 - nu);
}

int degree_cap(int fraction_bits, double tolerance) {
  const double u = std::ldexp(1.0, -(fraction_bits + 1));
  int s = 0;
  while (gamma(s + 1, u) <= tolerance) ++s;
  return s;
}

double split_sum_bound(int degree, DType reduce, DType out, double abs_partials, double abs_exact) {
  // S-1 rounded adds before the last (the first add into the zeroed output rounds the first
  // partial), then the final rounding to the output: |t - s| <= gamma_(S-1) sum|p| + the
  // absolute parts (S-1) eta_red (1 + gamma_(S-1)), |v - t| <= u|t| + eta_out.
  const double u_red = unit_roundoff(reduce), u_out = unit_roundoff(out);
  const double g = gamma(degree - 1, u_red);
  const double before_last = g * abs_partials + (degree - 1) * underflow_unit(reduce) * (1 + g);
  return before_last * (1 + u_out) + u_out * abs_exact + underflow_unit(out);
}

namespace {

double reduction_bound_with(const ReductionModel& m, double abs_products, double abs_exact, double partials_reach) {
  const int s = std::max(1, m.split_degree);
  const std::int64_t per_partial = (m.terms + s - 1) / s;
  const double g_partial = gamma(per_partial, m.u_acc);
  const double u_out = unit_roundoff(m.out);
  const DType reduce = m.atomic ? m.out : DType::F32;
  // Each partial is off by at most g_partial * (its share of sum|a*b|) plus the absolute parts
  // of its roundings; every running sum of the split's adds is within the exact partials' reach
  // (max of the positive and the negative ones' sums, at most sum|a*b|; negative: not known, use
  // the latter) plus those errors. split_sum_bound's gamma_(S-1) * sum|p| holds with any bound
  // on the running sums in place of sum|p| (each add errs by at most u times its result).
  const double partial_error =
      g_partial * abs_products + static_cast<double>(m.terms) * m.eta_acc * (1 + g_partial);
  if (partials_reach < 0)
    return partial_error * (1 + u_out) + split_sum_bound(s, reduce, m.out, abs_products + partial_error, abs_exact);
  // Every running sum t of the split's adds has |t| <= R = (reach + partial_error)(1 + g_red),
  // and rounding it errs by at most half its ulp: u_red * 2^floor(log2 R) for any |t| <= R
  // (up to 2x under u_red * R). S - 1 adds before the last, each with its absolute part.
  const double u_red = unit_roundoff(reduce), g_red = gamma(s - 1, u_red);
  const double r = (partials_reach + partial_error) * (1 + g_red);
  const double cell = r > 0 ? std::exp2(std::floor(std::log2(r))) : 0.0;
  const double before_last = (s - 1) * (u_red * cell + underflow_unit(reduce));
  // A 16-bit atomic adds the partial rounded to the output dtype first (fptrunc, then the add):
  // one more rounding per partial, at most u_out * sum_s |p_s| in all, and sum_s |p_s| (the
  // positive partials' sum plus the negative ones') is at most twice the reach. The H200 caught
  // its absence (sm_90 f16 atomics x2 and x4 up to 1.49x the bound without it); the factor 2 is
  // needed too: four partials that climb to R and come back exceed the bound with u_out R instead
  // (reference/README.md, "The tolerance model").
  const double conversion = m.atomic && m.out != DType::F32
                                ? u_out * 2 * (partials_reach + s * partial_error) + s * underflow_unit(m.out)
                                : 0.0;
  return (partial_error + before_last + conversion) * (1 + u_out) + u_out * abs_exact + underflow_unit(m.out);
}

}  // namespace

double reduction_bound(const ReductionModel& m, double abs_products, double abs_exact) {
  return reduction_bound_with(m, abs_products, abs_exact, -1);
}

double reduction_bound(const ReductionModel& m, double abs_products, double abs_exact, double partials_reach) {
  return reduction_bound_with(m, abs_products, abs_exact, partials_reach);
}

double round_to(DType d, double x) {
  if (x == 0 || !std::isfinite(x)) return x;
  const int digits = d == DType::F16 ? 11 : d == DType::BF16 ? 8 : 24;
  const int emin = d == DType::F16 ? -14 : -126;
  const double max = d == DType::F16 ? 65504.0 : static_cast<double>(std::numeric_limits<float>::max());
  // Scaling by a power of two is exact, and nearbyint rounds ties to even in the default mode.
  const int e = std::max(std::ilogb(x), emin);
  const double ulp = std::ldexp(1.0, e - (digits - 1));
  const double r = std::nearbyint(x / ulp) * ulp;
  if (std::abs(r) > max) return std::copysign(std::numeric_limits<double>::infinity(), x);
  return r;
}

double emulate_atomic_sum(DType out, std::span<const float> partials) {
  // The sum of the 16-bit (or f32) accumulator and an f32 partial is exact in double, or close
  // enough that no tie of the output dtype moves, so one rounding below is the hardware's RNE.
  double acc = 0;  // the output buffer, zeroed before the launch
  for (float p : partials) acc = round_to(out, acc + static_cast<double>(p));
  return acc;
}

double discrimination(std::span<const float> ref, std::span<const double> bound) {
  if (ref.size() != bound.size()) throw std::invalid_argument("discrimination: ref and bound differ in size");
  std::int64_t nonzero = 0, caught = 0;
  for (std::size_t i = 0; i < ref.size(); ++i) {
    const double r = std::abs(static_cast<double>(ref[i]));
    if (!(r > 0)) continue;  // a NaN ref counts as nothing to discriminate
    ++nonzero;
    // What compare() would say of got = 0: |0 - ref| > bound.
    if (r > bound[i]) ++caught;
  }
  return nonzero == 0 ? 0.0 : static_cast<double>(caught) / static_cast<double>(nonzero);
}

int ratio_bin(double ratio) {
  if (ratio == 0) return 0;
  if (!(ratio <= 1)) return kRatioBins - 1;
  int exponent = 0;  // ratio = m * 2^exponent, m in [0.5, 1): ceil(log2(ratio)) without rounding
  const double m = std::frexp(ratio, &exponent);
  const int ceil_log2 = m == 0.5 ? exponent - 1 : exponent;
  return std::max(1, kRatioBins - 2 + ceil_log2);
}

double ratio_bin_upper(int bin) {
  if (bin <= 0) return 0;
  if (bin >= kRatioBins - 1) return std::numeric_limits<double>::infinity();
  return std::ldexp(1.0, bin - (kRatioBins - 2));
}

Comparison compare(std::span<const float> got, std::span<const float> ref, std::span<const double> bound) {
  if (got.size() != ref.size() || got.size() != bound.size())
    throw std::invalid_argument("compare: got, ref and bound differ in size");
  Comparison c;
  c.discrimination = discrimination(ref, bound);
  c.count = static_cast<std::int64_t>(got.size());
  for (std::size_t i = 0; i < got.size(); ++i) {
    double err = std::abs(static_cast<double>(got[i]) - static_cast<double>(ref[i]));
    // Within means err <= bound, so a NaN error or a NaN bound (a tolerance model that broke) is over.
    const bool over = !(err <= bound[i]);
    double ratio = err == 0 ? 0 : bound[i] > 0 ? err / bound[i] : std::numeric_limits<double>::infinity();
    if (over && !(ratio > 1)) ratio = std::numeric_limits<double>::infinity();
    if (over) ++c.exceeded;
    // An element over a zero bound has ratio inf; one exactly at a positive bound is within it.
    ++c.ratio_histogram[static_cast<std::size_t>(over ? kRatioBins - 1 : ratio_bin(ratio))];
    if (c.worst_index < 0 || ratio > c.worst_ratio) {
      c.worst_ratio = ratio;
      c.worst_index = static_cast<std::int64_t>(i);
      c.worst_error = err;
      c.worst_bound = bound[i];
    }
  }
  return c;
}

DirectionalBias directional_bias(std::span<const float> got, std::span<const float> ref,
                                 std::span<const double> directed_cells, std::int64_t row_length) {
  if (got.size() != ref.size() || got.size() != directed_cells.size())
    throw std::invalid_argument("directional_bias: got, ref and directed_cells differ in size");
  DirectionalBias b;
  const std::size_t row = row_length > 0 ? static_cast<std::size_t>(row_length) : std::max<std::size_t>(got.size(), 1);
  double sum_m2 = 0;
  for (std::size_t first = 0; first < got.size(); first += row) {
    std::int64_t m = 0;
    for (std::size_t i = first; i < std::min(got.size(), first + row); ++i) {
      const double r = std::abs(static_cast<double>(ref[i])), g = std::abs(static_cast<double>(got[i]));
      int exponent = 0;
      // A zero ref is where relu piles its values (no uniform position in the cell), and a power of
      // two where a saturating sigmoid or tanh does (1.0): neither is counted (README).
      if (!std::isfinite(r) || r == 0 || std::frexp(r, &exponent) == 0.5) continue;
      b.allowance += std::min(1.0, std::isnan(directed_cells[i]) ? 1.0 : directed_cells[i]);
      if (!std::isfinite(g) || g == r) continue;
      ++(g < r ? b.toward : b.away);
      ++m;
    }
    sum_m2 += static_cast<double>(m) * static_cast<double>(m);
  }
  b.spread = std::sqrt(sum_m2);
  const double lean = static_cast<double>(b.toward - b.away);
  const double beyond = std::copysign(std::max(0.0, std::abs(lean) - b.allowance), lean);
  b.z = b.spread > 0 ? beyond / b.spread : 0.0;
  return b;
}

Comparison compare(std::span<const float> got, const Reference& reference) {
  Comparison c = compare(got, reference.ref, reference.bound);
  if (reference.directed_cells.empty()) return c;
  c.bias_checked = true;
  c.bias = directional_bias(got, reference.ref, reference.directed_cells, reference.row_length);
  return c;
}

Comparison compare_bits(std::span<const float> got, std::span<const float> ref) {
  if (got.size() != ref.size()) throw std::invalid_argument("compare_bits: got and ref differ in size");
  Comparison c;
  c.count = static_cast<std::int64_t>(got.size());
  // Any difference in bits fails, so an all-zero output fails on every nonzero ref: a bound of 0.
  c.discrimination = discrimination(ref, std::vector<double>(ref.size(), 0.0));
  for (std::size_t i = 0; i < got.size(); ++i) {
    // A zero's sign depends on the order of the adds (-0 + -0 = -0, anything else cancels to +0).
    if (std::bit_cast<std::uint32_t>(got[i]) == std::bit_cast<std::uint32_t>(ref[i]) || (got[i] == 0 && ref[i] == 0)) {
      ++c.ratio_histogram[0];
      continue;
    }
    ++c.exceeded;
    ++c.ratio_histogram[kRatioBins - 1];
    if (c.worst_index < 0) {
      c.worst_index = static_cast<std::int64_t>(i);
      c.worst_ratio = std::numeric_limits<double>::infinity();
      c.worst_error = std::abs(static_cast<double>(got[i]) - static_cast<double>(ref[i]));
    }
  }
  if (c.worst_index < 0 && c.count > 0) c.worst_index = 0;
  return c;
}

}  // namespace paritykit::reference
