// Two non-default streams for the `streams` property of every family, destroyed with the pair.
#pragma once

#include <memory>
#include <string>

#include "paritykit/runtime.h"

namespace paritykit::execute {

/// Two streams, destroyed with the pair.
class StreamPair {
 public:
  /// Creates both; nullptr with *err when either cannot be (the first is then destroyed).
  static std::unique_ptr<StreamPair> create(runtime::Backend& be, std::string* err) {
    std::unique_ptr<StreamPair> pair(new StreamPair(be));
    if (!be.create_stream(&pair->a, err)) return nullptr;
    pair->made_a_ = true;
    if (!be.create_stream(&pair->b, err)) return nullptr;
    pair->made_b_ = true;
    return pair;
  }
  ~StreamPair() {
    std::string e;
    if (made_a_) be_.destroy_stream(a, &e);
    if (made_b_) be_.destroy_stream(b, &e);
  }
  StreamPair(const StreamPair&) = delete;
  StreamPair& operator=(const StreamPair&) = delete;

  runtime::Stream a{}, b{};

 private:
  explicit StreamPair(runtime::Backend& be) : be_(be) {}
  runtime::Backend& be_;
  bool made_a_ = false, made_b_ = false;
};

}  // namespace paritykit::execute
