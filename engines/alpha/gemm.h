// Engine alpha's gemm kernel generator: builds the ir::Module of an accepted gemm spec, and of an
// accepted conv_wgrad spec, which is a gemm over a gathered operand.
#pragma once

#include "ir.h"
#include "paritykit/spec.h"

namespace paritykit::alpha {

/// Builds the module for an accepted config (validate first: the generator assumes every rule
/// passed). The flavor only names itself in the header comment; the printer applies its syntax.
ir::Module build_gemm_module(const spec::Config& config, const spec::Flavor& flavor);

/// The same generator for an accepted conv_wgrad config: the implicit gemm of its derived spec,
/// with the problem bound to the convolution (engines/CONTRACT_WGRAD.md, sections 4-6).
ir::Module build_conv_wgrad_module(const spec::Config& config, const spec::Flavor& flavor);

}  // namespace paritykit::alpha
