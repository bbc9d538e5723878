#include "numerics.h"

namespace paritykit::execute {

ShapeOutcome judge_output(const Problem& problem, std::int64_t columns, const std::vector<float>& got,
                          const reference::Reference& reference) {
  ShapeOutcome o;
  o.problem = problem;
  reference::Comparison c = reference::compare(got, reference.ref, reference.bound);
  o.passed = c.passed();
  o.exceeded = c.exceeded;
  o.worst_ratio = c.worst_ratio;
  o.discrimination = c.discrimination;
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

}  // namespace paritykit::execute
