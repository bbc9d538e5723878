// gemm numerics: host inputs in the reference's streams, and a device output judged against the
// FP32 reference and its error bound.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <thread>

#include "stage/errors.h"
#include "gemm/executor.h"
#include "stage/numerics.h"
#include "paritykit/support/sha256.h"

namespace paritykit::execute::gemm {

namespace {

/// Element i of t is uniform_value(seed, stream, i), on every core for the wide shapes' billions.
void fill_uniform(ref::Tensor& t, std::uint64_t seed, std::uint64_t stream) {
  const std::int64_t n = t.size();
  const std::int64_t parts = n < (std::int64_t{1} << 22) ? 1 : std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::thread> workers;
  for (std::int64_t p = 0; p < parts; ++p)
    workers.emplace_back([&, p] {
      for (std::int64_t i = n * p / parts; i < n * (p + 1) / parts; ++i)
        ref::set_value(t, i, ref::uniform_value(seed, stream, static_cast<std::uint64_t>(i)));
    });
  for (std::thread& w : workers) w.join();
}

/// Element i of an output in its raw bytes.
float output_value(spec::DType d, const std::vector<std::byte>& raw, std::int64_t i) {
  const std::size_t es = static_cast<std::size_t>(spec::size_of(d));
  ref::Tensor t = ref::make_tensor("d", d, {1});
  std::memcpy(t.storage.data(), raw.data() + static_cast<std::size_t>(i) * es, es);
  return t.value(0);
}

/// The positions a wide shape is judged at: 4096 spread by the counter hash, and the first and
/// last 64 columns of the first and last rows (where the index compares meet their limits).
std::vector<std::int64_t> sample_positions(const GemmShape& s) {
  std::vector<std::int64_t> at;
  for (std::uint64_t t = 0; t < 4096; ++t) {
    const auto [i, j] = sample_position(s.m, s.n, 98, t);
    at.push_back(i * s.n + j);
  }
  for (std::int64_t row : {std::int64_t{0}, s.m - 1})
    for (std::int64_t c = 0; c < std::min<std::int64_t>(64, s.n); ++c) {
      at.push_back(row * s.n + c);
      at.push_back(row * s.n + s.n - 1 - c);
    }
  std::sort(at.begin(), at.end());
  at.erase(std::unique(at.begin(), at.end()), at.end());
  return at;
}

/// Elements no thread wrote: still all-ones bytes (the fill of a non-atomic D); the first in *first.
std::int64_t unwritten(spec::DType d, const std::vector<std::byte>& raw, std::int64_t count, std::int64_t* first) {
  const std::size_t es = static_cast<std::size_t>(spec::size_of(d));
  std::int64_t n = 0;
  for (std::int64_t i = 0; i < count; ++i) {
    const std::byte* e = raw.data() + static_cast<std::size_t>(i) * es;
    bool ones = true;
    for (std::size_t b = 0; b < es; ++b) ones = ones && e[b] == std::byte{0xFF};
    if (ones && !n++) *first = i;
  }
  return n;
}

/// A wide shape at sample_positions against FP64 dot products and the tolerance model, and every
/// element checked for having been written.
ShapeOutcome judge_at_samples(const spec::GemmSpec& gs, const HostCase& h, const std::vector<std::byte>& raw) {
  const GemmShape& s = h.shape;
  const std::vector<std::int64_t> at = sample_positions(s);
  ref::Reference r;
  std::vector<float> got;
  std::string sampled_bytes;
  const std::size_t es = static_cast<std::size_t>(spec::size_of(gs.out));
  for (std::int64_t flat : at) {
    const SampleReference sr = sample_reference(gs, h, flat / s.n, flat % s.n);
    r.ref.push_back(static_cast<float>(sr.exact));
    // The bound holds against the exact value; the FP32 ref is off from it by its rounding.
    r.bound.push_back(sr.bound + std::abs(static_cast<double>(r.ref.back()) - sr.exact));
    got.push_back(output_value(gs.out, raw, flat));
    sampled_bytes.append(reinterpret_cast<const char*>(raw.data()) + static_cast<std::size_t>(flat) * es, es);
  }
  ShapeOutcome o = judge_output(problem_of(s), 1, got, r);
  if (o.worst_row >= 0) {
    const std::int64_t flat = at[static_cast<std::size_t>(o.worst_row)];
    o.worst_row = flat / s.n;
    o.worst_col = flat % s.n;
  }
  o.output_sha256 = support::sha256_hex(sampled_bytes);
  std::int64_t first = -1;
  const std::int64_t missing = gs.split == spec::SplitMode::Atomic ? 0 : unwritten(gs.out, raw, s.m * s.n, &first);
  if (missing) {
    o.passed = false;
    o.exceeded += missing;
    o.ratio_histogram.back().count += missing;
    o.worst_ratio = INFINITY;
    o.worst_row = first / s.n;
    o.worst_col = first % s.n;
    o.worst_got = NAN;
    o.worst_ref = o.worst_bound = 0;
  }
  return o;
}

}  // namespace

SampleReference sample_reference(const spec::GemmSpec& gs, const HostCase& h, std::int64_t i, std::int64_t j) {
  const GemmShape& s = h.shape;
  ref::ReductionModel model;
  model.terms = s.k;
  model.split_degree = gs.split == spec::SplitMode::None ? 1 : gs.split_degree;
  model.atomic = gs.split == spec::SplitMode::Atomic;
  model.out = gs.out;
  double exact = 0, abs_sum = 0;
  for (std::int64_t k = 0; k < s.k; ++k) {
    const double a = h.a.value(h.a.column_major ? k * s.m + i : i * s.k + k);
    const double b = h.b.value(h.b.column_major ? j * s.k + k : k * s.n + j);
    exact += a * b;
    abs_sum += std::abs(a * b);
  }
  return {exact, ref::reduction_bound(model, abs_sum, std::abs(exact)) + ref::gamma(s.k, 0x1p-53) * abs_sum};
}

bool make_host_case(const spec::Config& c, const GemmShape& s, std::uint64_t seed, bool exact, bool with_reference,
                    HostCase* out, std::string* err) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(c.spec);
  HostCase h;
  h.shape = s;
  if (exact) {
    ref::Case cs;
    if (!prefixed(ref::make_case(c, "{\"m\":" + std::to_string(s.m) + ",\"n\":" + std::to_string(s.n) + ",\"k\":" +
                                        std::to_string(s.k) + "}",
                                 seed, ref::InputMode::Exact, &cs, err),
                  "reference: ", err))
      return false;
    h.a = std::move(cs.inputs[0]);
    h.b = std::move(cs.inputs[1]);
    h.reference = std::move(cs.reference);
    *out = std::move(h);
    return true;
  }
  h.a = ref::make_tensor("a", gs.a, {s.m, s.k}, gs.layout_a == spec::Layout::Col);
  h.b = ref::make_tensor("b", gs.b, {s.k, s.n}, gs.layout_b == spec::Layout::Col);
  fill_uniform(h.a, seed, 1);
  fill_uniform(h.b, seed, 2);
  if (with_reference && !judged_by_samples(s)) {
    ref::Reference r;
    if (!prefixed(ref::gemm_reference(gs, {s.m, s.n, s.k}, ref::view(h.a), ref::view(h.b), &r, err), "reference: ", err))
      return false;
    h.reference = std::move(r);
  }
  *out = std::move(h);
  return true;
}

ref::Tensor first_rows(const ref::Tensor& a, std::int64_t rows) {
  const std::int64_t m = a.shape[0], k = a.shape[1];
  ref::Tensor out = ref::make_tensor("a", a.dtype, {rows, k}, a.column_major);
  const size_t es = static_cast<size_t>(spec::size_of(a.dtype));
  for (std::int64_t i = 0; i < rows; ++i)
    for (std::int64_t j = 0; j < k; ++j) {
      std::int64_t from = a.column_major ? j * m + i : i * k + j;
      std::int64_t to = a.column_major ? j * rows + i : i * k + j;
      std::memcpy(out.storage.data() + static_cast<size_t>(to) * es, a.storage.data() + static_cast<size_t>(from) * es, es);
    }
  return out;
}

std::vector<float> to_floats(spec::DType d, const std::vector<std::byte>& raw, std::int64_t count) {
  ref::Tensor t = ref::make_tensor("d", d, {count});
  std::memcpy(t.storage.data(), raw.data(), std::min(raw.size(), t.storage.size()));
  std::vector<float> out(static_cast<size_t>(count));
  for (std::int64_t i = 0; i < count; ++i) out[static_cast<size_t>(i)] = t.value(i);
  return out;
}

bool same_output(spec::DType d, const std::vector<std::byte>& x, const std::vector<std::byte>& y, std::int64_t count,
                 bool zero_sign_free) {
  const size_t bytes = static_cast<size_t>(count) * static_cast<size_t>(spec::size_of(d));
  if (x.size() < bytes || y.size() < bytes) return false;
  if (std::memcmp(x.data(), y.data(), bytes) == 0) return true;
  if (!zero_sign_free) return false;
  std::vector<float> fx = to_floats(d, x, count), fy = to_floats(d, y, count);
  for (size_t i = 0; i < fx.size(); ++i)
    if (!(fx[i] == fy[i])) return false;
  return true;
}

ShapeOutcome judge(const spec::GemmSpec& gs, const HostCase& h, const std::vector<std::byte>& raw,
                   const GuardWrites& guard) {
  ShapeOutcome o;
  if (judged_by_samples(h.shape)) {
    o = judge_at_samples(gs, h, raw);
  } else {
    o = judge_output(problem_of(h.shape), h.shape.n, to_floats(gs.out, raw, h.shape.m * h.shape.n), *h.reference);
    o.output_sha256 = support::sha256_hex(std::string_view(reinterpret_cast<const char*>(raw.data()), raw.size()));
  }
  fail_on_guard_writes(&o, guard, h.shape.n);
  return o;
}

}  // namespace paritykit::execute::gemm
