// Timing on a device: the median of timed runs, shared by every family's perf.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "stage/event_pair.h"
#include "paritykit/runtime.h"

namespace paritykit::execute {

/// The median time in ms of `iterations` timed runs of `body` after one warm-up, into *median_ms;
/// `prepare` runs before each, outside the timing. Both are `bool(std::string* err)`; false with
/// *err at the first step that fails.
template <class Prepare, class Body>
bool time_ms(runtime::Backend& be, int iterations, Prepare prepare, Body body, double* median_ms, std::string* err) {
  const auto events = EventPair::create(be, err);
  if (!events || !prepare(err) || !body(err) || !be.synchronize({}, err)) return false;
  std::vector<float> times;
  for (int i = 0; i < iterations; ++i) {
    float ms = 0;
    if (!prepare(err) || !be.record_event(events->start, {}, err) || !body(err) ||
        !be.record_event(events->end, {}, err) || !be.elapsed_ms(events->start, events->end, &ms, err))
      return false;
    times.push_back(ms);
  }
  std::sort(times.begin(), times.end());
  *median_ms = times[times.size() / 2];
  return true;
}

/// A `prepare` for time_ms that has nothing to do.
inline bool nothing_to_prepare(std::string*) { return true; }

}  // namespace paritykit::execute
