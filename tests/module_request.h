// The execution request of a module both engines agreed on, as the parity stage hands it to
// execute: what the execution tests build to run a module on a fake backend.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "paritykit/execute.h"
#include "paritykit/spec.h"

namespace pk_test {

/// The request to run `image` (its `kernels`, launched as `launch` says) for `config` on the
/// config's target: the engines alpha and beta agreed on the module, and `label` names the result
/// ("gemm 14 [llvm22]").
inline paritykit::execute::ExecutionRequest module_request(const paritykit::spec::Config& config, std::string label,
                                                           std::vector<std::string> kernels,
                                                           paritykit::spec::LaunchDecisions launch, std::string image) {
  paritykit::execute::ExecutionRequest r;
  r.config = &config;
  r.label = std::move(label);
  r.family = config.family_name();
  r.target = config.target;
  r.agreement = paritykit::execute::ExecutionRequest::Agreement::Module;
  r.engines = {"alpha", "beta"};
  r.kernels = std::move(kernels);
  r.launch = std::move(launch);
  r.image = std::move(image);
  return r;
}

}  // namespace pk_test
