// Engine beta: streams LLVM IR text straight from the spec, no intermediate module.
#pragma once

#include <memory>

#include "paritykit/spec.h"

namespace paritykit::beta {

/// The fast engine: validate and emit by writing text directly (see engines/CONTRACT.md).
std::unique_ptr<spec::Engine> make_engine();

}  // namespace paritykit::beta
