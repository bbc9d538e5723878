// Engine alpha: builds an in-memory SSA module through a builder API, then one
// printer serialises it for the flavor (see engines/CONTRACT.md).
#pragma once

#include <memory>

#include "paritykit/spec.h"

namespace paritykit::alpha {

/// The reference engine: validate by a table of rules, emit by building a module and printing it.
std::unique_ptr<spec::Engine> make_engine();

}  // namespace paritykit::alpha
