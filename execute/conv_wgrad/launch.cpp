// The conv_wgrad launch contract (engines/CONTRACT_WGRAD.md sections 3 and 4) as the host sees it:
// the split policy and the launch decisions a module must make (the host's derivation, to check a
// module's against), the plan from the module's decisions, buffer sizes, the kernels' argument
// lists, the problems a kernel admits, and the default problem set.
#include <algorithm>
#include <cstdint>

#include "paritykit/execute.h"

namespace paritykit::execute {
namespace {

/// Threads per reduce workgroup, one output element each (engines/CONTRACT.md section 8, unchanged).
constexpr int kReduceBlockThreads = 256;

std::int64_t ceil_div(std::int64_t a, std::int64_t b) { return (a + b - 1) / b; }

/// The forward convolution's output size along one axis (section 1); < 1 when the filter does not fit.
std::int64_t out_size(std::int64_t in, int pad, int dilation, std::int64_t filter, int stride) {
  return (in + 2 * std::int64_t{pad} - std::int64_t{dilation} * (filter - 1) - 1) / stride + 1;
}

}  // namespace

Problem conv_problem(const spec::ConvShape& s) {
  return Problem{{{"n", s.n}, {"h", s.h}, {"w", s.w}, {"c", s.c}, {"k", s.k}, {"r", s.r}, {"s", s.s}}};
}

ConvSplit conv_split_policy(const spec::ConvWgradSpec& cs, int compute_units) {
  // 1. mode none: {none, 1} whatever the degree says (rule 9 refuses a written degree != 1).
  if (cs.split == spec::SplitMode::None) return {spec::SplitMode::None, 1};
  // 2. an explicit degree is kept as written.
  if (!cs.split_auto) return {cs.split, cs.split_degree};
  // 3. "auto": fill the target to 2 CTAs per compute unit over the output tiles, within the K steps.
  const spec::ConvShape& pr = cs.problem;
  const std::int64_t groups = std::max(1, cs.groups);
  const std::int64_t kg = pr.k / groups, cg = pr.c / groups;
  const std::int64_t p = out_size(pr.h, cs.pad_h, cs.dilation_h, pr.r, cs.stride_h);
  const std::int64_t q = out_size(pr.w, cs.pad_w, cs.dilation_w, pr.s, cs.stride_w);
  const std::int64_t tiles =
      std::max<std::int64_t>(1, groups * ceil_div(kg, cs.tile_m) * ceil_div(std::int64_t{pr.r} * pr.s * cg, cs.tile_n));
  const std::int64_t ksteps = ceil_div(std::int64_t{pr.n} * p * q, cs.tile_k);
  const std::int64_t fill = 2 * std::int64_t{compute_units};
  const std::int64_t hi = std::max<std::int64_t>(2, std::min<std::int64_t>(ksteps, spec::kSplitDegreeMax));
  const int want = static_cast<int>(std::clamp<std::int64_t>(ceil_div(fill, tiles), 2, hi));
  if (cs.split == spec::SplitMode::TwoStage) return {spec::SplitMode::TwoStage, want};
  // atomic: a 16-bit dW keeps the packed atomic up to its accuracy cap; a larger free reduction
  // moves to the f32 workspace.
  const int cap = cs.dw == spec::DType::F16    ? spec::kF16AtomicAccuracyCap
                  : cs.dw == spec::DType::BF16 ? spec::kBF16AtomicAccuracyCap
                                               : spec::kSplitDegreeMax;
  return {want <= cap ? spec::SplitMode::Atomic : spec::SplitMode::TwoStage, want};
}

spec::LaunchDecisions conv_wgrad_launch_decisions(const spec::Config& config, const spec::TargetInfo& target) {
  const spec::ConvWgradSpec& cs = std::get<spec::ConvWgradSpec>(config.spec);
  const ConvSplit split = conv_split_policy(cs, target.compute_units);
  const std::string kname = "paritykit_conv_wgrad_" + std::to_string(config.id);
  spec::LaunchDecisions d;
  d.split = split.mode;
  d.split_degree = split.degree;
  d.kernels.push_back({kname,
                       {{"N", cs.tile_n}, {"M", cs.tile_m}, {"", std::int64_t{split.degree} * std::max(1, cs.groups)}},
                       cs.warps_m * cs.warps_n * target.wave_size});
  if (split.mode == spec::SplitMode::TwoStage) {
    d.workspace_floats_per_output = split.degree;
    d.kernels.push_back({kname + "_reduce", {{"outputs", kReduceBlockThreads}, {"", 1}, {"", 1}}, kReduceBlockThreads});
  }
  return d;
}

ConvWgradLaunchPlan conv_wgrad_launch_plan(const spec::ConvWgradSpec& cs, const spec::LaunchDecisions& launch,
                                           const spec::ConvShape& s) {
  ConvWgradLaunchPlan p;
  const std::int64_t groups = std::max(1, cs.groups);
  const std::int64_t cg = s.c / groups;
  p.p = out_size(s.h, cs.pad_h, cs.dilation_h, s.r, cs.stride_h);
  p.q = out_size(s.w, cs.pad_w, cs.dilation_w, s.s, cs.stride_w);
  p.gemm_m = s.k / groups;
  p.gemm_n = std::int64_t{s.r} * s.s * cg;
  p.gemm_k = std::int64_t{s.n} * p.p * p.q;
  p.split = {launch.split, launch.split_degree};
  const std::int64_t dw_elements = std::int64_t{s.k} * p.gemm_n;
  const LaunchExtents extents = {{"M", p.gemm_m}, {"N", p.gemm_n}, {"outputs", dw_elements}};
  p.grid = grid_of(launch.kernels.at(0), extents);
  p.block = {static_cast<unsigned>(launch.kernels.at(0).block_threads), 1, 1};
  p.atomic = launch.split == spec::SplitMode::Atomic;
  p.two_stage = launch.split == spec::SplitMode::TwoStage;
  p.x_bytes = static_cast<size_t>(std::int64_t{s.n} * s.h * s.w * s.c) * spec::size_of(cs.x);
  p.dy_bytes = static_cast<size_t>(p.gemm_k * s.k) * spec::size_of(cs.dy);
  p.dw_bytes = static_cast<size_t>(dw_elements) * spec::size_of(cs.dw);
  // Whether the target's kernel touches the pad element is the engines' business; an even count
  // for every 16-bit atomic plan keeps the host side target-free.
  const bool even = p.atomic && spec::size_of(cs.dw) == 2;
  p.dw_alloc_bytes = static_cast<size_t>(even ? (dw_elements + 1) / 2 * 2 : dw_elements) * spec::size_of(cs.dw);
  const std::int64_t guard_elements = std::int64_t{cs.tile_m} * p.gemm_n + cs.tile_n;
  p.guard_bytes = static_cast<size_t>((guard_elements * spec::size_of(cs.dw) + 15) / 16 * 16);
  p.workspace_bytes = static_cast<size_t>(launch.workspace_floats_per_output * dw_elements) * sizeof(float);
  if (launch.kernels.size() > 1) {
    p.reduce_grid = grid_of(launch.kernels[1], extents);
    p.reduce_block = {static_cast<unsigned>(launch.kernels[1].block_threads), 1, 1};
  }
  return p;
}

bool conv_wgrad_shape_admitted(const spec::ConvWgradSpec& cs, const spec::ConvShape& s, std::string* why) {
  const std::string name = "problem " + to_string(conv_problem(s)) + ": ";
  const char* section = " (engines/CONTRACT_WGRAD.md section 4)";
  if (s.n < 1 || s.h < 1 || s.w < 1 || s.c < 1 || s.k < 1 || s.r < 1 || s.s < 1) {
    *why = name + "every size must be >= 1" + section;
    return false;
  }
  if (cs.groups < 1 || s.c % cs.groups != 0 || s.k % cs.groups != 0) {
    *why = name + "groups " + std::to_string(cs.groups) + " does not divide c " + std::to_string(s.c) + " and k " +
           std::to_string(s.k) + section;
    return false;
  }
  const std::int64_t p = out_size(s.h, cs.pad_h, cs.dilation_h, s.r, cs.stride_h);
  const std::int64_t q = out_size(s.w, cs.pad_w, cs.dilation_w, s.s, cs.stride_w);
  if (p < 1 || q < 1) {
    *why = name + "the dilated filter does not fit the padded image (p " + std::to_string(p) + ", q " +
           std::to_string(q) + ")" + section;
    return false;
  }
  const std::int64_t cg = s.c / cs.groups;
  constexpr std::int64_t k2to32 = std::int64_t{1} << 32, k2to31 = std::int64_t{1} << 31;
  const struct {
    const char* what;
    std::int64_t value, limit;
  } limits[] = {
      {"n*h*w*c", std::int64_t{s.n} * s.h * s.w * s.c, k2to32},
      {"n*p*q*k", std::int64_t{s.n} * p * q * s.k, k2to32},
      {"k*r*s*Cg", std::int64_t{s.k} * s.r * s.s * cg, k2to32},
      {"M = k/groups", s.k / cs.groups, k2to31},
      {"N = r*s*Cg", std::int64_t{s.r} * s.s * cg, k2to31},
      {"K = n*p*q", std::int64_t{s.n} * p * q, k2to31},
  };
  for (const auto& l : limits)
    if (l.value >= l.limit) {
      *why = name + l.what + " = " + std::to_string(l.value) + " is not below 2^" + (l.limit == k2to32 ? "32" : "31") +
             section;
      return false;
    }
  return true;
}

runtime::KernelArgs conv_wgrad_main_args(runtime::DevicePtr dy, runtime::DevicePtr x, runtime::DevicePtr dw_or_w,
                                         const spec::ConvShape& s, std::int64_t p, std::int64_t q) {
  runtime::KernelArgs args;
  args.ptr(dy).ptr(x).ptr(dw_or_w);
  for (std::int64_t v : {std::int64_t{s.n}, std::int64_t{s.h}, std::int64_t{s.w}, std::int64_t{s.c},
                         std::int64_t{s.k}, std::int64_t{s.r}, std::int64_t{s.s}, p, q})
    args.i32(static_cast<std::int32_t>(v));
  return args;
}

runtime::KernelArgs conv_wgrad_reduce_args(runtime::DevicePtr w, runtime::DevicePtr dw, const spec::ConvShape& s,
                                           std::int64_t gemm_n) {
  runtime::KernelArgs args;
  args.ptr(w).ptr(dw).i32(static_cast<std::int32_t>(s.k)).i32(static_cast<std::int32_t>(gemm_n));
  return args;
}

std::vector<spec::ConvShape> conv_wgrad_default_problems(const spec::ConvWgradSpec& cs, std::int64_t max_macs) {
  const spec::ConvShape& own = cs.problem;
  const int g = std::max(1, cs.groups);
  // Primes: odd, and a multiple of no tile, vector or stride. The first at least the dilated
  // filter plus 4, so the filter fits with or without padding and some taps fall off each edge.
  static constexpr int kPrimes[] = {7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97};
  auto prime_at_least = [](int v, int skip) {
    for (int p : kPrimes)
      if (p >= v && skip-- == 0) return p;
    return v | 1;
  };
  const int hd = cs.dilation_h * (own.r - 1) + 1, wd = cs.dilation_w * (own.s - 1) + 1;
  const int h1 = prime_at_least(hd + 4, 0), h2 = prime_at_least(hd + 4, 1);
  const int w1 = prime_at_least(wd + 4, 1), w2 = prime_at_least(wd + 4, 0);
  // An odd channel count past one N tile: r*s*Cg > tile.n with Cg odd.
  const int rs = std::max(1, own.r * own.s);
  const int cg_wide = (cs.tile_n / rs + 1) | 1;
  // A channel count that every vector width divides (8 * an odd number), so the fast path runs,
  // with N past one tile and not a multiple of it, so the last N tile is partial.
  int cg_fast = 8;
  while (cg_fast < 8 * 63 && (rs * cg_fast <= cs.tile_n || rs * cg_fast % cs.tile_n == 0)) cg_fast += 16;
  // A long reduction: n = 2 and p * q with n * p * q >= 4096, so that a split of up to 97 parts
  // still gives each part more than one K tile of 32, and the K loop's barriers between steps run;
  // c = groups, k = groups * 3 keep it under 4 MFLOP with a 7x7 filter too.
  int hl = kPrimes[std::size(kPrimes) - 1];
  for (int p : kPrimes) {
    const int ph = (p + 2 * cs.pad_h - hd) / cs.stride_h + 1, pw = (p + 2 * cs.pad_w - wd) / cs.stride_w + 1;
    if (p >= std::max(hd, wd) + 4 && 2 * ph * pw >= 4096) {
      hl = p;
      break;
    }
  }
  std::vector<spec::ConvShape> all = {
      own,
      // n = 1, c = groups * 3 (an odd channel run: no vector fits), k = groups * 5: one partial tile each way.
      {1, h1, w1, g * 3, g * 5, own.r, own.s},
      // k = groups * (tile.m + 1): M leaves a partial second tile; Cg odd with N past one tile.
      {1, h2, w2, g * cg_wide, g * (cs.tile_m + 1), own.r, own.s},
      // n = 2; the fast path's channel count with a partial last N tile; k = groups * 7.
      {2, h2, w1, g * cg_fast, g * 7, own.r, own.s},
      // n = 2, the long reduction: more than one K step per split part.
      {2, hl, hl, g, g * 3, own.r, own.s},
  };
  std::vector<spec::ConvShape> out;
  for (const spec::ConvShape& s : all) {
    const bool seen = std::any_of(out.begin(), out.end(), [&](const spec::ConvShape& o) {
      return conv_problem(o) == conv_problem(s);
    });
    std::string why;
    if (!seen && (out.empty() || conv_wgrad_shape_admitted(cs, s, &why))) out.push_back(s);
  }
  // Over the cap: left out, but the smallest problem always stays.
  auto macs = [&](const spec::ConvShape& s) { return std::int64_t{s.n} * s.h * s.w * s.k * (s.c / g) * s.r * s.s; };
  if (max_macs > 0 && !out.empty()) {
    const spec::ConvShape least = *std::min_element(out.begin(), out.end(), [&](const auto& a, const auto& b) {
      return macs(a) < macs(b);
    });
    std::erase_if(out, [&](const spec::ConvShape& s) { return macs(s) > max_macs; });
    if (out.empty()) out.push_back(least);
  }
  return out;
}

}  // namespace paritykit::execute
