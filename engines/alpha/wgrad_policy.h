// The conv_wgrad split policy (engines/CONTRACT_WGRAD.md, section 3): which split mode and degree
// the derived gemm spec gets. A pure function, so that a test can hold both engines' versions
// side by side over many specs.
#pragma once

#include "paritykit/spec.h"

namespace paritykit::alpha {

/// The split the kernel runs with: {none, 1} for mode none, the config's explicit one, or what
/// "auto" resolves to.
struct WgradSplit {
  spec::SplitMode mode;
  int degree;
  bool operator==(const WgradSplit&) const = default;
};

/// The split of `spec` on `target` (only target.compute_units is read). Assumes the problem is
/// valid (rules W1 and W2 passed): groups divide c and k, and the output is at least 1x1.
WgradSplit wgrad_split(const spec::ConvWgradSpec& spec, const spec::TargetInfo& target);

}  // namespace paritykit::alpha
