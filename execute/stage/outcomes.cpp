// The family-neutral outcome text: a Problem's sizes, a ShapeOutcome's line, the least discriminating shape.
#include <cmath>
#include <sstream>

#include "paritykit/execute.h"
#include "paritykit/reference.h"

namespace paritykit::execute {

std::string to_string(const Problem& p) {
  std::string s;
  for (const auto& [name, size] : p.extents) s += (s.empty() ? "" : "x") + std::to_string(size);
  return s;
}

std::string describe(const ShapeOutcome& o) {
  std::ostringstream s;
  s << to_string(o.problem) << ": worst error/bound " << o.worst_ratio << " at (" << o.worst_row << ", " << o.worst_col
    << "): got " << o.worst_got << ", ref " << o.worst_ref << ", bound " << o.worst_bound << ", " << o.exceeded
    << " over";
  if (o.bias_z && !(std::abs(*o.bias_z) <= reference::kBiasLambda))
    s << ", errors lean " << (*o.bias_z > 0 ? "toward" : "away from") << " zero: directional bias z " << *o.bias_z
      << " over " << reference::kBiasLambda;
  return s.str();
}

const ShapeOutcome* least_discriminating(const std::vector<ShapeOutcome>& shapes) {
  const ShapeOutcome* at = nullptr;
  for (const auto& o : shapes)
    if (!at || o.discrimination < at->discrimination || std::isnan(o.discrimination)) at = &o;
  return at;
}

}  // namespace paritykit::execute
