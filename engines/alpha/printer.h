// The one serialiser of engine alpha: ir::Module -> LLVM IR text for a flavor.
#pragma once

#include <string>

#include "ir.h"
#include "paritykit/spec.h"

namespace paritykit::alpha {

/// Prints `m` as LLVM IR text. The flavor decides spellings that differ between LLVM
/// releases (today only the no-capture parameter attribute); everything else is fixed.
std::string print_module(const ir::Module& m, const spec::Flavor& flavor);

}  // namespace paritykit::alpha
