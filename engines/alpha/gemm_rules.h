// Engine alpha's validation: an ordered table of rules; the first violated rule is the verdict.
#pragma once

#include "paritykit/spec.h"

namespace paritykit::alpha {

/// Accept, or reject with the first violated rule's code and message (engines/CONTRACT.md, "Validation").
spec::Verdict validate_gemm(const spec::Config& config);

/// engines/CONTRACT.md rules 1a and 1b alone (the matrix path exists and takes the inputs), for a family
/// that validates through a derived gemm spec and checks its own rules after these.
spec::Verdict check_gemm_math(const spec::GemmSpec& gemm, const spec::TargetInfo& target);
/// engines/CONTRACT.md rules 1c to 16, in order, for the same families.
spec::Verdict check_gemm_rest(const spec::GemmSpec& gemm, const spec::TargetInfo& target);

}  // namespace paritykit::alpha
