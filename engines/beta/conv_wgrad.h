// Engine beta's conv_wgrad family (engines/CONTRACT_WGRAD.md): its checks, and its kernel as the
// gemm stream over the derived gemm spec.
#pragma once

#include <optional>

#include "paritykit/spec.h"

namespace paritykit::beta {

/// The conv_wgrad rules in contract order after the family and flavor checks (W1 ... W8, then gemm's
/// rules on the derived spec): the first broken one, or nullopt.
std::optional<spec::Verdict> check_conv_wgrad(const spec::Config& c);
/// The module of an accepted conv_wgrad config.
spec::Module emit_conv_wgrad(const spec::Config& c, const spec::Flavor& f);

/// The gemm spec a conv_wgrad config runs as (section 1): dY as A (col), X as B (row), dW as D,
/// the vector widths of the tuning problem's channel runs, and split_k: the config's own where its
/// degree is written out, the split policy's for "auto". Meaningful once rules W1 and W2 hold.
spec::GemmSpec derived_gemm(const spec::ConvWgradSpec& w, const spec::TargetInfo& t);

}  // namespace paritykit::beta
