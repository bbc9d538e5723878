// The fail-closed property, which concerns module images rather than a family: a wrong-target
// image is refused before loading, and a rejected config leaves nothing to launch.
#pragma once

#include <string>

#include "paritykit/execute.h"

namespace paritykit::execute {

/// Loads variants of `image` (the config's own module) and of `amd_image` (some AMD code object of
/// the run; may be empty) made for a target the device is not: held when every one is refused.
PropertyOutcome fail_closed_module(runtime::Backend& be, const std::string& image, const std::string& amd_image);

/// For a config both engines rejected: held when no IR, kernel or module image exists.
PropertyOutcome fail_closed_rejected(const ExecutionRequest& request);

}  // namespace paritykit::execute
