// How an executor's deep helpers carry a failed runtime call out to the Executor boundary,
// where it becomes a `false` with the vendor's message.
#pragma once

#include <stdexcept>
#include <string>

#include "paritykit/reference.h"

namespace paritykit::execute {

/// A failed runtime call, with the vendor's message.
struct RuntimeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Throws RuntimeError(err) unless `success`.
inline void ok(bool success, const std::string& err) {
  if (!success) throw RuntimeError(err);
}

/// Runs `body` at an Executor boundary: a RuntimeError (or the reference's ProblemError) out of it
/// becomes false with its message.
template <class Body>
bool guarded(std::string* err, Body body) {
  try {
    body();
    return true;
  } catch (const RuntimeError& e) {
    *err = e.what();
    return false;
  } catch (const reference::ProblemError& e) {
    *err = std::string("reference: ") + e.what();
    return false;
  }
}

}  // namespace paritykit::execute
