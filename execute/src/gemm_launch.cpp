// The gemm launch contract (engines/CONTRACT.md section 3) as the host sees it: grid, block,
// buffer sizes, and the kernels' argument lists.
#include "paritykit/execute.h"

namespace paritykit::execute {

/// Threads per reduce workgroup, one output element each (the contract fixes it; both engines emit it).
constexpr unsigned kReduceBlockThreads = 256;
/// D's guard: room for a whole reduce workgroup or a 1024-wide tile row of f32 past the end.
constexpr std::size_t kGuardBytes = 4096;
/// CUDA's limit on a grid's y and z; HIP's is at least as large.
constexpr std::int64_t kMaxGridYZ = 65535;

GemmLaunchPlan gemm_launch_plan(const spec::GemmSpec& gs, int wave_size, const GemmShape& s) {
  GemmLaunchPlan p;
  const bool split = gs.split != spec::SplitMode::None;
  auto ceil_div = [](std::int64_t a, std::int64_t b) { return static_cast<unsigned>((a + b - 1) / b); };
  p.grid = {ceil_div(s.n, gs.tile_n), ceil_div(s.m, gs.tile_m), split ? static_cast<unsigned>(gs.split_degree) : 1u};
  p.block = {static_cast<unsigned>(gs.warps_m * gs.warps_n * wave_size), 1, 1};
  p.atomic = gs.split == spec::SplitMode::Atomic;
  p.two_stage = gs.split == spec::SplitMode::TwoStage;
  p.a_bytes = static_cast<size_t>(s.m * s.k) * spec::size_of(gs.a);
  p.b_bytes = static_cast<size_t>(s.k * s.n) * spec::size_of(gs.b);
  p.d_bytes = static_cast<size_t>(s.m * s.n) * spec::size_of(gs.out);
  // Whether the target's kernel touches the pad (AMDGPU does, sm_90 does not) is the engines'
  // business; two spare bytes for every 16-bit atomic plan keep the host side target-free.
  p.d_alloc_bytes = p.atomic && spec::size_of(gs.out) == 2 ? (p.d_bytes + 3) / 4 * 4 : p.d_bytes;
  p.guard_bytes = kGuardBytes;
  if (p.two_stage) {
    p.workspace_bytes = static_cast<size_t>(gs.split_degree) * static_cast<size_t>(s.m * s.n) * sizeof(float);
    p.reduce_grid = {ceil_div(s.m * s.n, kReduceBlockThreads), 1, 1};
    p.reduce_block = {kReduceBlockThreads, 1, 1};
  }
  return p;
}

bool gemm_shape_admitted(const spec::GemmSpec& gs, const GemmShape& s, std::string* why) {
  const std::int64_t m_tiles = (s.m + gs.tile_m - 1) / gs.tile_m;
  if (m_tiles > kMaxGridYZ) {
    *why = "shape " + to_string(s) + ": " + std::to_string(m_tiles) + " tiles of " + std::to_string(gs.tile_m) +
           " rows is a grid y past the launch limit of " + std::to_string(kMaxGridYZ) +
           " (engines/CONTRACT.md section 3)";
    return false;
  }
  if (gs.k_loop != spec::KLoop::Async) return true;
  constexpr int kChunkBytes = 16;
  const struct {
    char name;
    spec::DType dtype;
    char axis;
    std::int64_t extent;
  } operands[] = {
      {'a', gs.a, gs.layout_a == spec::Layout::Row ? 'K' : 'M', gs.layout_a == spec::Layout::Row ? s.k : s.m},
      {'b', gs.b, gs.layout_b == spec::Layout::Row ? 'N' : 'K', gs.layout_b == spec::Layout::Row ? s.n : s.k},
  };
  for (const auto& o : operands) {
    const int chunk = kChunkBytes / spec::size_of(o.dtype);
    if (o.extent % chunk == 0) continue;
    *why = "shape " + to_string(s) + ": the async K loop copies operand " + o.name + " in chunks of " +
           std::to_string(chunk) + " " + spec::to_string(o.dtype) + " elements along " + o.axis + ", and " + o.axis +
           " = " + std::to_string(o.extent) + " is not a multiple (engines/CONTRACT.md section 3)";
    return false;
  }
  return true;
}

runtime::KernelArgs gemm_main_args(runtime::DevicePtr a, runtime::DevicePtr b, runtime::DevicePtr d_or_w,
                                   const GemmShape& s) {
  runtime::KernelArgs args;
  args.ptr(a).ptr(b).ptr(d_or_w).i32(static_cast<std::int32_t>(s.m)).i32(static_cast<std::int32_t>(s.n))
      .i32(static_cast<std::int32_t>(s.k));
  return args;
}

runtime::KernelArgs gemm_reduce_args(runtime::DevicePtr w, runtime::DevicePtr d, const GemmShape& s) {
  runtime::KernelArgs args;
  args.ptr(w).ptr(d).i32(static_cast<std::int32_t>(s.m)).i32(static_cast<std::int32_t>(s.n));
  return args;
}

}  // namespace paritykit::execute
