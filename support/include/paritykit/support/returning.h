// The boundary of a library whose strict reader or deep checks throw a private error (they stay a
// straight line of reads and checks): each public function runs them through returning_error_of,
// so that nothing thrown leaves the library and its API returns `false` with the reason.
#pragma once

#include <string>

namespace paritykit::support {

/// Runs `compute` and stores what it returns in `*out`; an `Error` thrown (its what() is the
/// reason) becomes false and `*err`, and `*out` is left as it was.
template <class Error, class T, class Compute>
bool returning_error_of(Compute compute, T* out, std::string* err) {
  try {
    *out = compute();
    return true;
  } catch (const Error& e) {
    *err = e.what();
    return false;
  }
}

}  // namespace paritykit::support
