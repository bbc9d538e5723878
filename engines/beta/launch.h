// Engine beta's launch decisions (spec::LaunchDecisions): how each family's module is launched,
// derived from the spec as beta reads the contracts (engines/CONTRACT.md section 3,
// engines/CONTRACT_MLP.md section 4, engines/CONTRACT_WGRAD.md sections 3-4). Written independently of engine
// alpha's geometry on purpose: the parity run compares the two.
#pragma once

#include "paritykit/spec.h"

namespace paritykit::beta {

/// An accepted gemm config's decisions: the spec's own split_k.
spec::LaunchDecisions gemm_launch(const spec::Config& c);
/// An accepted mlp config's decisions: one kernel, no split.
spec::LaunchDecisions mlp_launch(const spec::Config& c);
/// An accepted conv_wgrad config's decisions: the split policy's answer, z times the groups.
spec::LaunchDecisions conv_wgrad_launch(const spec::Config& c);

}  // namespace paritykit::beta
