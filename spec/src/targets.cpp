// Target facts both engines read. Each figure was measured with llc 19 and 22 (docs/targets.md;
// spec/README.md, "Target capability table", says what each field means).
#include "paritykit/spec.h"

namespace paritykit::spec {

const char* to_string(Isa i) { return i == Isa::Amdgcn ? "amdgcn" : "nvptx"; }

const std::map<std::string, TargetInfo>& target_table() {
  // LDS limits: llc-22 refuses one byte more ("local memory (N) exceeds limit (L)").
  // sm_90: 48 KiB is CUDA's limit for static shared memory (larger needs dynamic shared memory).
  // validated_atomics: out dtypes whose split-K atomicrmw fadd compiled with llc 19 and 22;
  // on sm_90 a packed bf16 add is a CAS loop that nobody has checked on the device yet.
  // matrix: the instruction shapes of docs/targets.md (f16 checked with llc-22 there; the bf16
  // forms are LLVM's own AMDGPU and NVPTX tests' and are checked when a math path uses them).
  const std::vector<DType> half_inputs = {DType::F16, DType::BF16};
  const auto shape = [&](Math math, int m, int n, int k) { return MatrixShape{math, m, n, k, half_inputs, DType::F32}; };
  static const std::map<std::string, TargetInfo> table = {
      {"gfx1201", {"gfx1201", Isa::Amdgcn, "amdgcn-amd-amdhsa", 32, 65536, 1024, "agent",
                   {DType::F32, DType::F16, DType::BF16},
                   {shape(Math::Wmma, 16, 16, 16)}, false, true}},
      {"gfx1250", {"gfx1250", Isa::Amdgcn, "amdgcn-amd-amdhsa", 32, 327680, 1024, "agent",
                   {DType::F32, DType::F16, DType::BF16},
                   {shape(Math::Wmma, 16, 16, 32)}, true, true}},
      {"gfx942", {"gfx942", Isa::Amdgcn, "amdgcn-amd-amdhsa", 64, 65536, 1024, "agent",
                  {DType::F32, DType::F16, DType::BF16},
                  {shape(Math::Mfma, 16, 16, 16)}, false, true}},
      {"gfx950", {"gfx950", Isa::Amdgcn, "amdgcn-amd-amdhsa", 64, 163840, 1024, "agent",
                  {DType::F32, DType::F16, DType::BF16},
                  {shape(Math::Mfma, 16, 16, 16), shape(Math::Mfma, 16, 16, 32)}, false, true}},
      {"sm_90", {"sm_90", Isa::Nvptx, "nvptx64-nvidia-cuda", 32, 49152, 1024, "device",
                 {DType::F32, DType::F16},
                 {shape(Math::Mma, 16, 8, 16)}, false, false}},
  };
  return table;
}

const TargetInfo* find_target(const std::string& name) {
  auto it = target_table().find(name);
  return it == target_table().end() ? nullptr : &it->second;
}

}  // namespace paritykit::spec
