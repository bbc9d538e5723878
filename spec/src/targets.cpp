// Target facts both engines read. Each figure was measured with llc 19 and 22 (docs/targets.md;
// spec/README.md, "Target capability table", says what each field means).
#include "paritykit/spec.h"

namespace paritykit::spec {

const char* to_string(Isa i) { return i == Isa::Amdgcn ? "amdgcn" : "nvptx"; }

const MatrixIntrinsic* MatrixShape::intrinsic(DType input) const {
  for (const MatrixIntrinsic& i : intrinsics)
    if (i.input == input) return &i;
  return nullptr;
}

namespace {

using Runs = std::vector<FragmentLayout::Offset>;

/// AMD's A and B fragments (wave32 WMMA and wave64 MFMA alike): lane l holds row l % 16 and,
/// from k = (l / 16) * run, `run` consecutive k; further runs sit `k_step` further along k.
FragmentLayout amd_input(int run, int runs, int k_step) {
  Runs r;
  for (int i = 0; i < runs; ++i) r.push_back({0, i * k_step});
  return {16, true, 1, run, run, false, r};
}

/// AMD's C fragment: lane l holds column l % 16 and `rows` consecutive rows from (l / 16) * rows.
FragmentLayout amd_accumulator(int rows) { return {16, false, rows, 1, rows, true, Runs{{0, 0}}}; }

/// NVIDIA mma.m16n8k16's fragments: groupID = l / 4 picks the row, threadID_in_group = l % 4 the
/// pair of columns; each register is one run of two.
FragmentLayout nv_pairs(Runs runs) { return {4, false, 1, 2, 2, false, std::move(runs)}; }

MatrixShape matrix_shape(Math math, int m, int n, int k, MatrixCall call, std::vector<MatrixIntrinsic> intrinsics,
                         FragmentLayout a, FragmentLayout b, FragmentLayout c) {
  return {math, m, n, k, std::move(intrinsics), DType::F32, call, std::move(a), std::move(b), std::move(c)};
}

// Fragment layouts (lane l, element e of the intrinsic's operand; g = l / 4, t = l % 4):
// - mma.m16n8k16 f16/bf16: PTX ISA, "Matrix Fragments for mma.m16n8k16 with floating point type":
//   A a_e at row g + 8*((e/2)%2), k 2t + e%2 + 8*(e/4); B b_e at k 2t + e%2 + 8*(e/2), column g;
//   C c_e at row g + 8*(e/2), column 2t + e%2 (also llama.cpp ggml-cuda/mma.cuh, tile<16,8>).
// - gfx12 WMMA 16x16x16 (AMD GPUOpen, "Using the Matrix Cores of AMD RDNA 4 architecture GPUs":
//   no input replication, unlike gfx11; Triton's WMMA v2 layout; IREE's gfx12Wmma16xK): A row l%16,
//   k 8*(l/16) + e; B likewise by column; C column l%16, row 8*(l/16) + e. The ISA guide interleaves
//   k in halves of four across the half-waves; any k order used for both A and B gives the same
//   product, up to the order of the additions.
// - gfx1250 WMMA 16x16x32 (Triton, AccelerateAMDMatmul.cpp, WMMA v3: k in groups of eight): A row
//   l%16, k 8*(l/16) + e%8 + 16*(e/8); C as gfx12.
// - CDNA3 MFMA 16x16x16 (ROCm blog "Matrix Core Programming on AMD CDNA3 and CDNA4", the
//   __builtin_amdgcn_mfma_f32_16x16x16f16 example): A row l%16, k 4*(l/16) + e; B likewise;
//   C column l%16, row 4*(l/16) + e. gfx950's 16x16x32 (same blog; IREE mfmaLhs16xK(32)): k
//   8*(l/16) + e.
MatrixShape wmma_16x16x16() {
  return matrix_shape(Math::Wmma, 16, 16, 16, MatrixCall::Wmma,
                      {{DType::F16, "llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16", FragmentBits::Native},
                       {DType::BF16, "llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v8i16", FragmentBits::Int16}},
                      amd_input(8, 1, 0), amd_input(8, 1, 0), amd_accumulator(8));
}
MatrixShape wmma_16x16x32() {
  return matrix_shape(Math::Wmma, 16, 16, 32, MatrixCall::WmmaMods,
                      {{DType::F16, "llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16", FragmentBits::Native},
                       {DType::BF16, "llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16", FragmentBits::Native}},
                      amd_input(8, 2, 16), amd_input(8, 2, 16), amd_accumulator(8));
}
MatrixShape mfma_16x16x16() {
  return matrix_shape(Math::Mfma, 16, 16, 16, MatrixCall::Mfma,
                      {{DType::F16, "llvm.amdgcn.mfma.f32.16x16x16f16", FragmentBits::Native},
                       {DType::BF16, "llvm.amdgcn.mfma.f32.16x16x16bf16.1k", FragmentBits::Int16}},
                      amd_input(4, 1, 0), amd_input(4, 1, 0), amd_accumulator(4));
}
MatrixShape mfma_16x16x32() {
  return matrix_shape(Math::Mfma, 16, 16, 32, MatrixCall::Mfma,
                      {{DType::F16, "llvm.amdgcn.mfma.f32.16x16x32.f16", FragmentBits::Native},
                       {DType::BF16, "llvm.amdgcn.mfma.f32.16x16x32.bf16", FragmentBits::Native}},
                      amd_input(8, 1, 0), amd_input(8, 1, 0), amd_accumulator(4));
}
MatrixShape mma_16x8x16() {
  return matrix_shape(Math::Mma, 16, 8, 16, MatrixCall::MmaSync,
                      {{DType::F16, "llvm.nvvm.mma.m16n8k16.row.col.f32.f32", FragmentBits::Native},
                       {DType::BF16, "llvm.nvvm.mma.m16n8k16.row.col.bf16", FragmentBits::Int32PerRun}},
                      nv_pairs({{0, 0}, {8, 0}, {0, 8}, {8, 8}}), nv_pairs({{0, 0}, {0, 8}}),
                      nv_pairs({{0, 0}, {8, 0}}));
}

/// A code object: llc writes an object, ld.lld links it (--no-undefined: a misspelled
/// intrinsic fails the link instead of loading as a call of nothing), llc's resource remarks
/// kept beside it for the audit.
TargetArtifact code_object() { return {ArtifactKind::CodeObject, ".co"}; }
TargetToolchain code_object_toolchain() {
  return {{"-filetype=obj"}, std::vector<std::string>{"-shared", "--no-undefined"}, true};
}
/// PTX: llc's output as is, PTX ISA 8.0 (what the H200's driver was seen to load; docs/targets.md).
TargetArtifact ptx() { return {ArtifactKind::Ptx, ".ptx"}; }
TargetToolchain ptx_toolchain() { return {{"-mattr=+ptx80"}, std::nullopt, false}; }

}  // namespace

const std::map<std::string, TargetInfo>& target_table() {
  // LDS limits: llc-22 refuses one byte more ("local memory (N) exceeds limit (L)").
  // sm_90: 48 KiB is CUDA's limit for static shared memory (larger needs dynamic shared memory).
  // validated_atomics: out dtypes whose split-K atomicrmw fadd compiled with llc 19 and 22;
  // on sm_90 a packed bf16 add is a CAS loop that nobody has checked on the device yet.
  // matrix: every intrinsic compiled with llc-22 and, where the flavor has the target, llc-19
  // (docs/targets.md).
  // compute_units: Radeon RX 9070 XT (gfx1201) 64, Instinct MI300X (gfx942) 304, MI355X (gfx950)
  // 256, H200 (sm_90) 132 SMs (the device this project runs on); no gfx1250 part has a published
  // figure, so 256 (gfx950's) is assumed.
  // elf_mach: EF_AMDGPU_MACH_AMDGCN_* of llvm/BinaryFormat/ELF.h.
  // audit_limits: measured against llc-22's kernel-resource-usage remarks (isa_audit/README.md,
  // "Occupancy"); gfx1201's LDS is its WGP's, twice what one workgroup may take.
  static const std::map<std::string, TargetInfo> table = {
      {"gfx1201", {.name = "gfx1201", .isa = Isa::Amdgcn, .triple = "amdgcn-amd-amdhsa", .wave_size = 32,
                   .lds_bytes_max = 65536, .threads_max = 1024, .atomic_scope = "agent",
                   .validated_atomics = {DType::F32, DType::F16, DType::BF16}, .matrix = {wmma_16x16x16()},
                   .async_lds_loads = false, .packed_half_atomics = true, .compute_units = 64,
                   .artifact = code_object(), .toolchain = code_object_toolchain(), .elf_mach = 0x4e,
                   .audit_limits = OccupancyLimits{16, 4, 131072, 32, 1536, 24, false}}},
      {"gfx1250", {.name = "gfx1250", .isa = Isa::Amdgcn, .triple = "amdgcn-amd-amdhsa", .wave_size = 32,
                   .lds_bytes_max = 327680, .threads_max = 1024, .atomic_scope = "agent",
                   .validated_atomics = {DType::F32, DType::F16, DType::BF16}, .matrix = {wmma_16x16x32()},
                   .async_lds_loads = true, .packed_half_atomics = true, .compute_units = 256,
                   .artifact = code_object(), .toolchain = code_object_toolchain(), .elf_mach = 0x49,
                   .audit_limits = OccupancyLimits{16, 4, 327680, 16, 1024, 16, false}}},
      {"gfx942", {.name = "gfx942", .isa = Isa::Amdgcn, .triple = "amdgcn-amd-amdhsa", .wave_size = 64,
                  .lds_bytes_max = 65536, .threads_max = 1024, .atomic_scope = "agent",
                  .validated_atomics = {DType::F32, DType::F16, DType::BF16}, .matrix = {mfma_16x16x16()},
                  .async_lds_loads = false, .packed_half_atomics = true, .compute_units = 304,
                  .artifact = code_object(), .toolchain = code_object_toolchain(), .elf_mach = 0x4c,
                  .audit_limits = OccupancyLimits{8, 4, 65536, 16, 512, 8, true}}},
      {"gfx950", {.name = "gfx950", .isa = Isa::Amdgcn, .triple = "amdgcn-amd-amdhsa", .wave_size = 64,
                  .lds_bytes_max = 163840, .threads_max = 1024, .atomic_scope = "agent",
                  .validated_atomics = {DType::F32, DType::F16, DType::BF16},
                  .matrix = {mfma_16x16x16(), mfma_16x16x32()}, .async_lds_loads = false,
                  .packed_half_atomics = true, .compute_units = 256, .artifact = code_object(),
                  .toolchain = code_object_toolchain(), .elf_mach = 0x4f,
                  .audit_limits = OccupancyLimits{8, 4, 163840, 16, 512, 8, true}}},
      {"sm_90", {.name = "sm_90", .isa = Isa::Nvptx, .triple = "nvptx64-nvidia-cuda", .wave_size = 32,
                 .lds_bytes_max = 49152, .threads_max = 1024, .atomic_scope = "device",
                 .validated_atomics = {DType::F32, DType::F16}, .matrix = {mma_16x8x16()},
                 .async_lds_loads = false, .packed_half_atomics = false, .compute_units = 132,
                 .artifact = ptx(), .toolchain = ptx_toolchain(), .elf_mach = std::nullopt,
                 .audit_limits = std::nullopt}},
  };
  return table;
}

const TargetInfo* find_target(const std::string& name) {
  auto it = target_table().find(name);
  return it == target_table().end() ? nullptr : &it->second;
}

}  // namespace paritykit::spec
