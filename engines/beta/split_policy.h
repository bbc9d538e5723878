// Engine beta's conv_wgrad split policy (engines/CONTRACT_WGRAD.md, section 3): the split-K mode
// and degree the derived gemm spec runs with. A pure function of the config and the target, so a
// test can set it beside engine alpha's and pin the contract's cases.
#pragma once

#include <utility>

#include "paritykit/spec.h"

namespace paritykit::beta {

/// The split_k {mode, degree} the kernel launches with: mode none is {none, 1} whatever the degree
/// says; an explicit degree is kept as written; "auto" fills the target with workgroups and moves
/// a 16-bit atomic reduction past its accuracy cap to the f32 workspace (two_stage).
std::pair<spec::SplitMode, int> split_policy(const spec::ConvWgradSpec& w, const spec::TargetInfo& t);

}  // namespace paritykit::beta
