// Engine beta's gemm family (engines/CONTRACT.md): its checks and its text stream.
#pragma once

#include <optional>

#include "paritykit/spec.h"

namespace paritykit::beta {

/// The gemm rules in contract order after the family and flavor checks: the first broken one, or nullopt.
std::optional<spec::Verdict> check_gemm(const spec::Config& c);
/// The module of an accepted gemm config.
spec::Module emit_gemm(const spec::Config& c, const spec::Flavor& f);

}  // namespace paritykit::beta
