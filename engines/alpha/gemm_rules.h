// Engine alpha's validation: an ordered table of rules; the first violated rule is the verdict.
#pragma once

#include "gemm_geometry.h"
#include "paritykit/spec.h"

namespace paritykit::alpha {

/// Accept, or reject with the first violated rule's code and message (engines/CONTRACT.md, "Validation").
spec::Verdict validate_gemm(const spec::Config& config);

/// engines/CONTRACT.md rules 1a and 1b alone (the matrix path exists and takes the inputs), for a family
/// that validates through a derived gemm spec and checks its own rules after these.
spec::Verdict check_gemm_math(const spec::GemmSpec& gemm, const spec::TargetInfo& target);
/// engines/CONTRACT.md rules 1c to 16, in order, for the same families. With `wgrad` the spec is
/// conv_wgrad's, whose async loop has two LDS stages (rules 8, 8c) and whose chunks rule W8 checks
/// in place of rules 5c, 5d (engines/CONTRACT_WGRAD.md); `order` places its tiles in LDS (rules 8, 8c
/// count their bytes).
spec::Verdict check_gemm_rest(const spec::GemmSpec& gemm, const spec::TargetInfo& target, bool wgrad,
                              LdsOrder order);

}  // namespace paritykit::alpha
