#include "wgrad_policy.h"

#include <algorithm>
#include <cstdint>

#include "wgrad_geometry.h"

namespace paritykit::alpha {
namespace {

std::int64_t ceil_div(std::int64_t a, std::int64_t b) { return (a + b - 1) / b; }

}  // namespace

WgradSplit wgrad_split(const spec::ConvWgradSpec& w, const spec::TargetInfo& target) {
  // Mode none launches one slice, whatever degree the config writes (rule 9 refuses one != 1).
  if (w.split == spec::SplitMode::None) return {spec::SplitMode::None, 1};
  if (!w.split_auto) return {w.split, w.split_degree};
  const WgradProblem p = WgradProblem::of(w);
  const std::int64_t tiles = static_cast<std::int64_t>(w.groups) * ceil_div(p.kg, w.tile_m) *
                             ceil_div(static_cast<std::int64_t>(w.problem.r) * w.problem.s * p.cg, w.tile_n);
  const std::int64_t ksteps = ceil_div(static_cast<std::int64_t>(w.problem.n) * p.p * p.q, w.tile_k);
  const std::int64_t fill = 2 * static_cast<std::int64_t>(target.compute_units);
  // More slices than K steps would only add empty ones; the floor of 2 keeps it a split.
  const std::int64_t top = std::max<std::int64_t>(2, std::min<std::int64_t>(ksteps, spec::kSplitDegreeMax));
  const int want = static_cast<int>(std::clamp<std::int64_t>(ceil_div(fill, tiles), 2, top));
  if (w.split == spec::SplitMode::Atomic) {
    // A 16-bit atomic sum past its accuracy cap moves to the f32 workspace, which has none.
    const int cap = w.dw == spec::DType::F16    ? spec::kF16AtomicAccuracyCap
                    : w.dw == spec::DType::BF16 ? spec::kBF16AtomicAccuracyCap
                                                : spec::kSplitDegreeMax;
    if (want > cap) return {spec::SplitMode::TwoStage, want};
  }
  return {w.split, want};
}

}  // namespace paritykit::alpha
