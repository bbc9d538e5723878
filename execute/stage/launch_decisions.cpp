// The family-neutral half of launching from a module's launch decisions: a grid evaluated at a
// problem, and the check of a module's decisions against the host's derivation.
#include "paritykit/execute.h"

namespace paritykit::execute {
namespace {

/// "[a, b]".
std::string list(const std::vector<std::string>& v) {
  std::string s = "[";
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + v[i];
  return s + "]";
}

/// The first field in which `a` and `b` differ, named for a reader of the contracts; "" when equal.
std::string first_difference(const spec::LaunchDecisions& a, const spec::LaunchDecisions& b) {
  if (a.split != b.split) return "split mode";
  if (a.split_degree != b.split_degree) return "split degree";
  if (a.workspace_floats_per_output != b.workspace_floats_per_output) return "workspace";
  if (a.kernels.size() != b.kernels.size()) return "kernel count";
  for (size_t i = 0; i < a.kernels.size(); ++i) {
    const spec::KernelLaunch &x = a.kernels[i], &y = b.kernels[i];
    if (x.kernel != y.kernel) return "kernel " + std::to_string(i) + "'s name";
    for (int axis = 0; axis < 3; ++axis)
      if (!(x.grid[axis] == y.grid[axis])) return x.kernel + "'s grid " + "xyz"[axis];
    if (x.block_threads != y.block_threads) return x.kernel + "'s block";
  }
  return "";
}

}  // namespace

runtime::Dim3 grid_of(const spec::KernelLaunch& kernel, const LaunchExtents& extents) {
  unsigned dims[3] = {0, 0, 0};
  for (int axis = 0; axis < 3; ++axis) {
    const spec::GridAxis& a = kernel.grid[axis];
    if (a.extent.empty()) {
      dims[axis] = static_cast<unsigned>(a.per_workgroup);
      continue;
    }
    for (const auto& [name, value] : extents)
      if (name == a.extent) dims[axis] = static_cast<unsigned>((value + a.per_workgroup - 1) / a.per_workgroup);
  }
  return {dims[0], dims[1], dims[2]};
}

bool launch_decisions_agree(const spec::LaunchDecisions& module, const spec::LaunchDecisions& host,
                            const std::vector<std::string>& loaded_kernels, std::string* why) {
  if (const std::string field = first_difference(module, host); !field.empty()) {
    *why = "the module's launch decisions (" + spec::to_string(module) + ") differ from the host's derivation (" +
           spec::to_string(host) + ") in the " + field +
           " (the engines' contract and the executor's disagree, so no launch plan can be trusted)";
    return false;
  }
  std::vector<std::string> decided;
  for (const spec::KernelLaunch& k : module.kernels) decided.push_back(k.kernel);
  if (decided != loaded_kernels) {
    *why = "the module image was loaded with the kernels " + list(loaded_kernels) +
           ", its launch decisions name " + list(decided);
    return false;
  }
  return true;
}

}  // namespace paritykit::execute
