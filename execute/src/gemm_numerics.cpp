// gemm numerics: host inputs in the reference's streams, and a device output judged against the
// FP32 reference and its error bound.
#include <algorithm>
#include <cstring>

#include "gemm.h"
#include "numerics.h"
#include "paritykit/support/sha256.h"

namespace paritykit::execute::gemm {

HostCase make_host_case(const spec::Config& c, const GemmShape& s, std::uint64_t seed, bool exact, bool with_reference) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(c.spec);
  HostCase h;
  h.shape = s;
  if (exact) {
    ref::Case cs = ref::make_case(c, "{\"m\":" + std::to_string(s.m) + ",\"n\":" + std::to_string(s.n) +
                                         ",\"k\":" + std::to_string(s.k) + "}",
                                  seed, ref::InputMode::Exact);
    h.a = std::move(cs.inputs[0]);
    h.b = std::move(cs.inputs[1]);
    h.reference = std::move(cs.reference);
    return h;
  }
  h.a = ref::make_tensor("a", gs.a, {s.m, s.k}, gs.layout_a == spec::Layout::Col);
  h.b = ref::make_tensor("b", gs.b, {s.k, s.n}, gs.layout_b == spec::Layout::Col);
  for (std::int64_t i = 0; i < h.a.size(); ++i) ref::set_value(h.a, i, ref::uniform_value(seed, 1, static_cast<std::uint64_t>(i)));
  for (std::int64_t i = 0; i < h.b.size(); ++i) ref::set_value(h.b, i, ref::uniform_value(seed, 2, static_cast<std::uint64_t>(i)));
  if (with_reference) h.reference = ref::gemm_reference(gs, {s.m, s.n, s.k}, ref::view(h.a), ref::view(h.b));
  return h;
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

ShapeOutcome judge(const HostCase& h, spec::DType out, const std::vector<std::byte>& raw) {
  ShapeOutcome o = judge_output(problem_of(h.shape), h.shape.n, to_floats(out, raw, h.shape.m * h.shape.n), *h.reference);
  o.output_sha256 = support::sha256_hex(std::string_view(reinterpret_cast<const char*>(raw.data()), raw.size()));
  return o;
}

}  // namespace paritykit::execute::gemm
