// Engine alpha's validation: an ordered table of rules; the first violated rule is the verdict.
#pragma once

#include "paritykit/spec.h"

namespace paritykit::alpha {

/// Accept, or reject with the first violated rule's code and message (engines/CONTRACT.md, "Validation").
spec::Verdict validate_gemm(const spec::Config& config);

}  // namespace paritykit::alpha
