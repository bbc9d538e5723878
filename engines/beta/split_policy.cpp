#include "split_policy.h"

#include <algorithm>
#include <cstdint>

namespace paritykit::beta {
namespace {

std::int64_t ceil_div(std::int64_t a, std::int64_t b) { return (a + b - 1) / b; }

/// One output extent of the tuning problem (P or Q), 0 when the dilated filter does not fit.
std::int64_t output_extent(int in, int pad, int dilation, int filter, int stride) {
  const std::int64_t room = static_cast<std::int64_t>(in) + 2 * pad - (static_cast<std::int64_t>(dilation) * (filter - 1) + 1);
  return room < 0 ? 0 : room / stride + 1;
}

}  // namespace

std::pair<spec::SplitMode, int> split_policy(const spec::ConvWgradSpec& w, const spec::TargetInfo& t) {
  using spec::SplitMode;
  // Mode none launches one slice, whatever degree the config writes (rule 9 refuses one != 1).
  if (w.split == SplitMode::None) return {SplitMode::None, 1};
  if (!w.split_auto) return {w.split, w.split_degree};
  const spec::ConvShape& p = w.problem;
  const std::int64_t kg = p.k / w.groups, cg = p.c / w.groups;
  const std::int64_t tiles = w.groups * ceil_div(kg, w.tile_m) * ceil_div(static_cast<std::int64_t>(p.r) * p.s * cg, w.tile_n);
  const std::int64_t pp = output_extent(p.h, w.pad_h, w.dilation_h, p.r, w.stride_h);
  const std::int64_t qq = output_extent(p.w, w.pad_w, w.dilation_w, p.s, w.stride_w);
  const std::int64_t ksteps = ceil_div(p.n * pp * qq, w.tile_k);
  const std::int64_t fill = 2 * static_cast<std::int64_t>(t.compute_units);
  // More slices than K steps would only add empty ones.
  const std::int64_t top = std::max<std::int64_t>(2, std::min<std::int64_t>(ksteps, spec::kSplitDegreeMax));
  const int want = static_cast<int>(std::clamp<std::int64_t>(ceil_div(fill, std::max<std::int64_t>(tiles, 1)), 2, top));
  if (w.split == SplitMode::TwoStage) return {SplitMode::TwoStage, want};
  // A 16-bit atomic sum past its accuracy cap moves to the f32 workspace, which has none under 256.
  const int cap = w.dw == spec::DType::F16    ? spec::kF16AtomicAccuracyCap
                  : w.dw == spec::DType::BF16 ? spec::kBF16AtomicAccuracyCap
                                              : spec::kSplitDegreeMax;
  return {want <= cap ? SplitMode::Atomic : SplitMode::TwoStage, want};
}

}  // namespace paritykit::beta
