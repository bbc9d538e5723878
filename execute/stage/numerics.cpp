#include "stage/numerics.h"

#include <cmath>
#include <cstring>

namespace paritykit::execute {

ShapeOutcome judge_output(const Problem& problem, std::int64_t columns, const std::vector<float>& got,
                          const reference::Reference& reference) {
  ShapeOutcome o;
  o.problem = problem;
  reference::Comparison c = reference::compare(got, reference);
  o.passed = c.passed();
  o.exceeded = c.exceeded;
  o.worst_ratio = c.worst_ratio;
  o.discrimination = c.discrimination;
  if (c.bias_checked) o.bias_z = c.bias.z;
  for (int b = 0; b < reference::kRatioBins; ++b)
    o.ratio_histogram.push_back({reference::ratio_bin_upper(b), c.ratio_histogram[static_cast<size_t>(b)]});
  if (c.worst_index >= 0) {
    const size_t i = static_cast<size_t>(c.worst_index);
    o.worst_row = c.worst_index / columns;
    o.worst_col = c.worst_index % columns;
    o.worst_got = got[i];
    o.worst_ref = reference.ref[i];
    o.worst_bound = reference.bound[i];
  }
  return o;
}

std::pair<std::int64_t, std::int64_t> sample_position(std::int64_t rows, std::int64_t columns, std::uint64_t stream,
                                                      std::uint64_t t) {
  const std::uint64_t hash = reference::counter_hash(7, stream, t);
  return {static_cast<std::int64_t>(hash % static_cast<std::uint64_t>(rows)),
          static_cast<std::int64_t>((hash >> 32) % static_cast<std::uint64_t>(columns))};
}

GuardWrites scan_guard(spec::DType dtype, std::span<const std::byte> guard, std::byte fill, std::int64_t first_index) {
  GuardWrites g;
  const std::size_t es = static_cast<std::size_t>(spec::size_of(dtype));
  for (std::size_t i = 0; i + es <= guard.size(); i += es) {
    bool untouched = true;
    for (std::size_t b = 0; b < es; ++b) untouched = untouched && guard[i + b] == fill;
    if (untouched || g.written++) continue;
    g.first = first_index + static_cast<std::int64_t>(i / es);
    reference::Tensor t = reference::make_tensor("guard", dtype, {1});
    std::memcpy(t.storage.data(), guard.data() + i, es);
    g.first_value = t.value(0);
  }
  return g;
}

void fail_on_guard_writes(ShapeOutcome* o, const GuardWrites& g, std::int64_t columns) {
  if (!g.written) return;
  o->passed = false;
  o->exceeded += g.written;
  o->ratio_histogram.back().count += g.written;
  o->worst_ratio = INFINITY;
  o->worst_row = g.first / columns;
  o->worst_col = g.first % columns;
  o->worst_got = g.first_value;
  o->worst_ref = o->worst_bound = 0;
}

}  // namespace paritykit::execute
