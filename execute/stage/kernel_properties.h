// The kernel properties that the tiled families (gemm, conv_wgrad) share, for their rows'
// kernel_properties (families.h): the K loop, the epilogue, the split mode, one wave.
#pragma once

#include "paritykit/families.h"

namespace paritykit::execute {

/// The names tiled_kernel_properties sets.
inline constexpr std::string_view kTiledPropertyNames[] = {"k_loop", "epilogue", "split_k", "one_wave"};

template <typename Spec>
void tiled_kernel_properties(const Spec& s, KernelProperties* out) {
  (*out)["k_loop"] = spec::to_string(s.k_loop);
  (*out)["epilogue"] = spec::to_string(s.epilogue);
  (*out)["split_k"] = spec::to_string(s.split);
  (*out)["one_wave"] = s.warps_m * s.warps_n == 1 ? "true" : "false";
}

}  // namespace paritykit::execute
