// The gemm launch contract (engines/CONTRACT.md section 3) as the host sees it: the launch
// decisions a module must make (the host's derivation, to check a module's against), the plan at
// one problem from the module's decisions, buffer sizes, and the kernels' argument lists.
#include <array>

#include "paritykit/execute.h"

namespace paritykit::execute {

/// Threads per reduce workgroup, one output element each (the contract fixes it; both engines emit it).
constexpr int kReduceBlockThreads = 256;
/// D's guard: room for a whole reduce workgroup or a 1024-wide tile row of f32 past the end.
constexpr std::size_t kGuardBytes = 4096;
/// CUDA's limit on a grid's y and z; HIP's is at least as large.
constexpr std::int64_t kMaxGridYZ = 65535;

spec::LaunchDecisions gemm_launch_decisions(const spec::Config& config, const spec::TargetInfo& target) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(config.spec);
  const std::string kname = "paritykit_gemm_" + std::to_string(config.id);
  const int degree = gs.split == spec::SplitMode::None ? 1 : gs.split_degree;
  spec::LaunchDecisions d;
  d.split = gs.split;
  d.split_degree = degree;
  d.kernels.push_back({kname, {{"N", gs.tile_n}, {"M", gs.tile_m}, {"", degree}}, gs.warps_m * gs.warps_n * target.wave_size});
  if (gs.split == spec::SplitMode::TwoStage) {
    d.workspace_floats_per_output = degree;
    d.kernels.push_back({kname + "_reduce", {{"outputs", kReduceBlockThreads}, {"", 1}, {"", 1}}, kReduceBlockThreads});
  }
  return d;
}

GemmLaunchPlan gemm_launch_plan(const spec::GemmSpec& gs, const spec::LaunchDecisions& launch, const GemmShape& s) {
  GemmLaunchPlan p;
  const LaunchExtents extents = {{"M", s.m}, {"N", s.n}, {"outputs", s.m * s.n}};
  p.grid = grid_of(launch.kernels.at(0), extents);
  p.block = {static_cast<unsigned>(launch.kernels.at(0).block_threads), 1, 1};
  p.atomic = launch.split == spec::SplitMode::Atomic;
  p.two_stage = launch.split == spec::SplitMode::TwoStage;
  p.a_bytes = static_cast<size_t>(s.m * s.k) * spec::size_of(gs.a);
  p.b_bytes = static_cast<size_t>(s.k * s.n) * spec::size_of(gs.b);
  p.d_bytes = static_cast<size_t>(s.m * s.n) * spec::size_of(gs.out);
  // Whether the target's kernel touches the pad (AMDGPU does, sm_90 does not) is the engines'
  // business; two spare bytes for every 16-bit atomic plan keep the host side target-free.
  p.d_alloc_bytes = p.atomic && spec::size_of(gs.out) == 2 ? (p.d_bytes + 3) / 4 * 4 : p.d_bytes;
  p.guard_bytes = kGuardBytes;
  p.workspace_bytes =
      static_cast<size_t>(launch.workspace_floats_per_output) * static_cast<size_t>(s.m * s.n) * sizeof(float);
  if (launch.kernels.size() > 1) {
    p.reduce_grid = grid_of(launch.kernels[1], extents);
    p.reduce_block = {static_cast<unsigned>(launch.kernels[1].block_threads), 1, 1};
  }
  return p;
}

namespace {

/// An extent of a problem that an async K loop copies in 16-byte chunks: each operand's contiguous
/// axis (K of a row-major A, M of a column-major one; N of a row-major B, K of a column-major one).
struct ChunkedExtent {
  char operand;
  spec::DType dtype;
  char axis;
  std::int64_t GemmShape::*extent;
  int chunk() const { return 16 / spec::size_of(dtype); }
};

std::array<ChunkedExtent, 2> chunked_extents(const spec::GemmSpec& gs) {
  const bool a_row = gs.layout_a == spec::Layout::Row, b_row = gs.layout_b == spec::Layout::Row;
  return {ChunkedExtent{'a', gs.a, a_row ? 'K' : 'M', a_row ? &GemmShape::k : &GemmShape::m},
          ChunkedExtent{'b', gs.b, b_row ? 'N' : 'K', b_row ? &GemmShape::n : &GemmShape::k}};
}

}  // namespace

bool gemm_shape_admitted(const spec::GemmSpec& gs, const GemmShape& s, std::string* why) {
  const std::int64_t m_tiles = (s.m + gs.tile_m - 1) / gs.tile_m;
  if (m_tiles > kMaxGridYZ) {
    *why = "shape " + to_string(s) + ": " + std::to_string(m_tiles) + " tiles of " + std::to_string(gs.tile_m) +
           " rows is a grid y past the launch limit of " + std::to_string(kMaxGridYZ) +
           " (engines/CONTRACT.md section 3)";
    return false;
  }
  if (gs.k_loop != spec::KLoop::Async) return true;
  for (const ChunkedExtent& o : chunked_extents(gs)) {
    const std::int64_t extent = s.*o.extent;
    if (extent % o.chunk() == 0) continue;
    *why = "shape " + to_string(s) + ": the async K loop copies operand " + o.operand + " in chunks of " +
           std::to_string(o.chunk()) + " " + spec::to_string(o.dtype) + " elements along " + o.axis + ", and " +
           o.axis + " = " + std::to_string(extent) + " is not a multiple (engines/CONTRACT.md section 3)";
    return false;
  }
  return true;
}

GemmShape round_to_async_chunks(const spec::GemmSpec& gs, GemmShape shape) {
  if (gs.k_loop != spec::KLoop::Async) return shape;
  for (const ChunkedExtent& o : chunked_extents(gs))
    shape.*o.extent = (shape.*o.extent + o.chunk() - 1) / o.chunk() * o.chunk();
  return shape;
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
