// A device allocation freed when it goes out of scope, for code that allocates a few buffers by
// hand (a perf yardstick's copy, a bench's outputs) rather than through a family's buffers.
#pragma once

#include <string>

#include "paritykit/runtime.h"

namespace paritykit::execute {

/// `p` on `be`, freed on destruction; 0 is none.
struct DeviceAllocation {
  explicit DeviceAllocation(runtime::Backend& device) : be(device) {}
  DeviceAllocation(const DeviceAllocation&) = delete;
  DeviceAllocation& operator=(const DeviceAllocation&) = delete;
  ~DeviceAllocation() {
    std::string ignored;
    if (p) be.free(p, &ignored);
  }
  runtime::Backend& be;
  runtime::DevicePtr p = 0;
};

}  // namespace paritykit::execute
