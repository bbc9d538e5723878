// How the gemm executor's deep helpers carry a failed runtime call out to the Executor boundary,
// where it becomes a `false` with the vendor's message.
#pragma once

#include <stdexcept>
#include <string>

namespace paritykit::execute {

/// A failed runtime call, with the vendor's message.
struct RuntimeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Throws RuntimeError(err) unless `success`.
inline void ok(bool success, const std::string& err) {
  if (!success) throw RuntimeError(err);
}

}  // namespace paritykit::execute
