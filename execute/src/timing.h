// Timing on a device: the median of timed runs, shared by every family's perf.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "errors.h"
#include "paritykit/runtime.h"

namespace paritykit::execute {

/// Median time in ms of `iterations` timed runs after one warm-up; `prepare` runs outside the timing.
template <class Prepare, class Body>
inline double time_ms(runtime::Backend& be, int iterations, Prepare prepare, Body body) {
  std::string err;
  runtime::Event start, end;
  ok(be.create_event(&start, &err), err);
  ok(be.create_event(&end, &err), err);
  prepare();
  body();
  ok(be.synchronize({}, &err), err);
  std::vector<float> times;
  for (int i = 0; i < iterations; ++i) {
    prepare();
    ok(be.record_event(start, {}, &err), err);
    body();
    ok(be.record_event(end, {}, &err), err);
    float ms = 0;
    ok(be.elapsed_ms(start, end, &ms, &err), err);
    times.push_back(ms);
  }
  be.destroy_event(start, &err);
  be.destroy_event(end, &err);
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

}  // namespace paritykit::execute
