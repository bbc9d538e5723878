// Engine alpha's mlp kernel generator: builds the ir::Module of an accepted mlp spec.
#pragma once

#include "ir.h"
#include "paritykit/spec.h"

namespace paritykit::alpha {

/// Builds the module for an accepted config (validate first: the generator assumes every rule
/// passed). The flavor only names itself in the header comment; the printer applies its syntax.
/// Dispatches on `activations`: `lds` is built here, `registers` by build_mlp_registers_module.
ir::Module build_mlp_module(const spec::Config& config, const spec::Flavor& flavor);

/// The register-resident kernel of engines/CONTRACT_MLP.md section 9 (mlp_registers.cpp).
ir::Module build_mlp_registers_module(const spec::Config& config, const spec::Flavor& flavor);

}  // namespace paritykit::alpha
