// Two events around a timed launch, for every family's perf and the qualification bench,
// destroyed with the pair: a runtime error thrown while they are live leaves no event behind.
#pragma once

#include <string>

#include "errors.h"
#include "paritykit/runtime.h"

namespace paritykit::execute {

/// Creates two events (RuntimeError when either cannot be; the first is then destroyed) and
/// destroys both on destruction.
class EventPair {
 public:
  explicit EventPair(runtime::Backend& be) : be_(be) {
    std::string err;
    ok(be_.create_event(&start, &err), err);
    if (!be_.create_event(&end, &err)) {
      std::string e;
      be_.destroy_event(start, &e);
      throw RuntimeError(err);
    }
  }
  ~EventPair() {
    std::string e;
    be_.destroy_event(start, &e);
    be_.destroy_event(end, &e);
  }
  EventPair(const EventPair&) = delete;
  EventPair& operator=(const EventPair&) = delete;

  runtime::Event start{}, end{};

 private:
  runtime::Backend& be_;
};

}  // namespace paritykit::execute
