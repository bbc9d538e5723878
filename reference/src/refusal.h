// How the reference's deep checks carry a refused problem out to its public functions, where it
// becomes a `false` with the reason. Internal to reference/: nothing thrown leaves the library.
#pragma once

#include <stdexcept>
#include <string>

#include "paritykit/support/returning.h"

namespace paritykit::reference {

/// A bad problem for a spec (sizes, divisibility, a mode the family cannot honour), found deep in
/// the parsing or the kernels' checks; each public function turns it into `false` with the reason
/// (support::returning_error_of<ProblemError>).
struct ProblemError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace paritykit::reference
