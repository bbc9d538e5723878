// The executor table: one row per family that can run on a GPU. A family without a row is
// SKIPPED ("no executor for family ..."); adding a family's executor adds a row here.
#include <array>
#include <utility>

#include "executors.h"

namespace paritykit::execute {

const Executor* find_executor(spec::Family family) {
  static const std::array<std::pair<spec::Family, const Executor*>, 3> table{{
      {spec::Family::Gemm, &gemm_executor()},
      {spec::Family::Mlp, &mlp_executor()},
      {spec::Family::ConvWgrad, &conv_wgrad_executor()},
  }};
  for (const auto& [name, executor] : table)
    if (name == family) return executor;
  return nullptr;
}

}  // namespace paritykit::execute
