// How the reference's deep checks carry a refused problem out to its public functions, where it
// becomes a `false` with the reason. Internal to reference/: nothing thrown leaves the library.
#pragma once

#include <stdexcept>
#include <string>

namespace paritykit::reference {

/// A bad problem for a spec (sizes, divisibility, a mode the family cannot honour), found deep in
/// the parsing or the kernels' checks; caught by returning_refusal.
struct ProblemError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Runs `compute` and stores what it returns in `*out`; a ProblemError becomes false and `*err`,
/// and `*out` is left as it was.
template <class T, class Compute>
bool returning_refusal(Compute compute, T* out, std::string* err) {
  try {
    *out = compute();
    return true;
  } catch (const ProblemError& e) {
    *err = e.what();
    return false;
  }
}

}  // namespace paritykit::reference
