#include "wgrad_geometry.h"

#include "wgrad_policy.h"

namespace paritykit::alpha {
namespace {

/// Output size along one axis, or below 1 when the filter does not fit. The test is on the
/// numerator, so a filter that overhangs by less than a stride is not rounded into a fit.
int output_size(int in, int pad, int dilation, int taps, int stride) {
  const int span = in + 2 * pad - dilation * (taps - 1) - 1;
  return span < 0 ? 0 : span / stride + 1;
}

}  // namespace

WgradProblem WgradProblem::of(const spec::ConvWgradSpec& w) {
  const spec::ConvShape& s = w.problem;
  WgradProblem p;
  p.kg = s.k / w.groups;
  p.cg = s.c / w.groups;
  p.p = output_size(s.h, w.pad_h, w.dilation_h, s.r, w.stride_h);
  p.q = output_size(s.w, w.pad_w, w.dilation_w, s.s, w.stride_w);
  p.dilated_r = w.dilation_h * (s.r - 1) + 1;
  p.dilated_s = w.dilation_w * (s.s - 1) + 1;
  p.padded_h = s.h + 2 * w.pad_h;
  p.padded_w = s.w + 2 * w.pad_w;
  return p;
}

int wgrad_vector_width(spec::DType dtype, int cap, int run, int contiguous) {
  int best = 1;
  for (int v = 2; v * spec::size_of(dtype) <= 16; v *= 2)
    if ((cap == 0 || v <= cap) && run % v == 0 && contiguous % v == 0) best = v;
  return best;
}

spec::GemmSpec derived_gemm(const spec::ConvWgradSpec& w, const spec::TargetInfo& target) {
  const WgradProblem p = WgradProblem::of(w);
  spec::GemmSpec g;
  g.a = w.dy;
  g.b = w.x;
  g.out = w.dw;
  g.layout_a = spec::Layout::Col;
  g.layout_b = spec::Layout::Row;
  g.tile_m = w.tile_m;
  g.tile_n = w.tile_n;
  g.tile_k = w.tile_k;
  g.warps_m = w.warps_m;
  g.warps_n = w.warps_n;
  g.vector_a = wgrad_vector_width(w.dy, w.cap_a, p.kg, w.tile_m);
  g.vector_b = wgrad_vector_width(w.x, w.cap_b, p.cg, w.tile_n);
  g.vector_c = w.vector_c;
  const WgradSplit split = w.split_auto ? wgrad_split(w, target) : WgradSplit{w.split, w.split_degree};
  g.split = split.mode;
  g.split_degree = split.degree;
  g.math = w.math;
  g.epilogue = w.epilogue;
  g.k_loop = w.k_loop;
  return g;
}

spec::LaunchDecisions conv_wgrad_launch(const spec::Config& c) {
  const spec::ConvWgradSpec& w = std::get<spec::ConvWgradSpec>(c.spec);
  const spec::TargetInfo& target = *spec::find_target(c.target);
  spec::GemmSpec g = derived_gemm(w, target);
  const WgradSplit split = wgrad_split(w, target);
  g.split = split.mode;
  g.split_degree = split.degree;
  return gemm_shaped_launch("paritykit_conv_wgrad_" + std::to_string(c.id), g, target, w.groups);
}

}  // namespace paritykit::alpha
