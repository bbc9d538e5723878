// Two events around a timed launch, for every family's perf and the qualification bench,
// destroyed with the pair: a runtime error while they are live leaves no event behind.
#pragma once

#include <memory>
#include <string>

#include "paritykit/runtime.h"

namespace paritykit::execute {

/// Two events, destroyed with the pair.
class EventPair {
 public:
  /// Creates both; nullptr with *err when either cannot be (the first is then destroyed).
  static std::unique_ptr<EventPair> create(runtime::Backend& be, std::string* err) {
    std::unique_ptr<EventPair> pair(new EventPair(be));
    if (!be.create_event(&pair->start, err)) return nullptr;
    pair->made_start_ = true;
    if (!be.create_event(&pair->end, err)) return nullptr;
    pair->made_end_ = true;
    return pair;
  }
  ~EventPair() {
    std::string e;
    if (made_start_) be_.destroy_event(start, &e);
    if (made_end_) be_.destroy_event(end, &e);
  }
  EventPair(const EventPair&) = delete;
  EventPair& operator=(const EventPair&) = delete;

  runtime::Event start{}, end{};

 private:
  explicit EventPair(runtime::Backend& be) : be_(be) {}
  runtime::Backend& be_;
  bool made_start_ = false, made_end_ = false;
};

}  // namespace paritykit::execute
