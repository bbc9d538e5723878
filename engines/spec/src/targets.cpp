// Target facts both engines read. Each figure was measured with llc 19 and 22
// (see docs/targets.md, and spec/README.md "Target capability table").
#include "paritykit/spec.h"

namespace paritykit::spec {

const std::map<std::string, TargetInfo>& target_table() {
  // LDS limits: llc-22 refuses one byte more ("local memory (N) exceeds limit (L)").
  // sm_90: 48 KiB is CUDA's limit for static shared memory (larger needs dynamic shared memory).
  // validated_atomics: out dtypes whose split-K atomicrmw fadd compiled with llc 19 and 22;
  // on sm_90 a packed bf16 add is a CAS loop that nobody has checked on the device yet.
  static const std::map<std::string, TargetInfo> table = {
      {"gfx1201", {"gfx1201", "amdgcn", "amdgcn-amd-amdhsa", 32, 65536, 1024, "agent",
                   {DType::F32, DType::F16, DType::BF16}}},
      {"gfx1250", {"gfx1250", "amdgcn", "amdgcn-amd-amdhsa", 32, 327680, 1024, "agent",
                   {DType::F32, DType::F16, DType::BF16}}},
      {"gfx942", {"gfx942", "amdgcn", "amdgcn-amd-amdhsa", 64, 65536, 1024, "agent",
                  {DType::F32, DType::F16, DType::BF16}}},
      {"gfx950", {"gfx950", "amdgcn", "amdgcn-amd-amdhsa", 64, 163840, 1024, "agent",
                  {DType::F32, DType::F16, DType::BF16}}},
      {"sm_90", {"sm_90", "nvptx", "nvptx64-nvidia-cuda", 32, 49152, 1024, "device",
                 {DType::F32, DType::F16}}},
  };
  return table;
}

const TargetInfo* find_target(const std::string& name) {
  auto it = target_table().find(name);
  return it == target_table().end() ? nullptr : &it->second;
}

}  // namespace paritykit::spec
