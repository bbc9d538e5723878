// Two non-default streams for the `streams` property of every family, destroyed with the pair.
#pragma once

#include <string>

#include "errors.h"
#include "paritykit/runtime.h"

namespace paritykit::execute {

/// Creates two streams (RuntimeError when either cannot be; the first is then destroyed) and
/// destroys both on destruction.
class StreamPair {
 public:
  explicit StreamPair(runtime::Backend& be) : be_(be) {
    std::string err;
    ok(be_.create_stream(&a, &err), err);
    if (!be_.create_stream(&b, &err)) {
      std::string e;
      be_.destroy_stream(a, &e);
      throw RuntimeError(err);
    }
  }
  ~StreamPair() {
    std::string e;
    be_.destroy_stream(a, &e);
    be_.destroy_stream(b, &e);
  }
  StreamPair(const StreamPair&) = delete;
  StreamPair& operator=(const StreamPair&) = delete;

  runtime::Stream a{}, b{};

 private:
  runtime::Backend& be_;
};

}  // namespace paritykit::execute
