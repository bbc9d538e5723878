// Engine beta's mlp family (engines/CONTRACT_MLP.md): its checks and its text stream.
#pragma once

#include <optional>

#include "paritykit/spec.h"

namespace paritykit::beta {

/// The mlp rules in contract order after the family and flavor checks: the first broken one, or nullopt.
std::optional<spec::Verdict> check_mlp(const spec::Config& c);
/// The module of an accepted mlp config.
spec::Module emit_mlp(const spec::Config& c, const spec::Flavor& f);

}  // namespace paritykit::beta
