// Engine alpha's conv_wgrad validation: the family's own rules around gemm's, on the derived gemm
// spec (engines/CONTRACT_WGRAD.md, section 2).
#pragma once

#include "paritykit/spec.h"

namespace paritykit::alpha {

/// Accept, or reject with the first violated rule's code and message, after rules 0 and 1.
spec::Verdict validate_conv_wgrad(const spec::Config& config);

}  // namespace paritykit::alpha
