// Timing on a device: the median of timed runs, shared by every family's perf.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "errors.h"
#include "event_pair.h"
#include "paritykit/runtime.h"

namespace paritykit::execute {

/// Median time in ms of `iterations` timed runs after one warm-up; `prepare` runs outside the timing.
template <class Prepare, class Body>
inline double time_ms(runtime::Backend& be, int iterations, Prepare prepare, Body body) {
  std::string err;
  const EventPair events(be);
  prepare();
  body();
  ok(be.synchronize({}, &err), err);
  std::vector<float> times;
  for (int i = 0; i < iterations; ++i) {
    prepare();
    ok(be.record_event(events.start, {}, &err), err);
    body();
    ok(be.record_event(events.end, {}, &err), err);
    float ms = 0;
    ok(be.elapsed_ms(events.start, events.end, &ms, &err), err);
    times.push_back(ms);
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

}  // namespace paritykit::execute
