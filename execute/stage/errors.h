// How execute's helpers report a failed runtime call: each step that can fail is
// `bool f(..., std::string* err)` and passes the backend's own message up unchanged, so the
// Executor returns false with the vendor's words; nothing is thrown. A resource a step makes
// (buffers, streams, events) is owned by an object that a `create` returning nullptr with *err
// hands out, so every early return frees it.
#pragma once

#include <string>
#include <string_view>

namespace paritykit::execute {

/// `success`; where it is false, `*err` is first prefixed with `context` (as "reference: ").
inline bool prefixed(bool success, std::string_view context, std::string* err) {
  if (!success) err->insert(0, context);
  return success;
}

}  // namespace paritykit::execute
