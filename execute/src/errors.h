// How an executor's deep helpers carry a failed runtime call out to the Executor boundary,
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

/// Runs `body` at an Executor boundary: a RuntimeError out of it becomes false with its message.
template <class Body>
bool guarded(std::string* err, Body body) {
  try {
    body();
    return true;
  } catch (const RuntimeError& e) {
    *err = e.what();
    return false;
  }
}

}  // namespace paritykit::execute
