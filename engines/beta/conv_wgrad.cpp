// Engine beta's conv_wgrad family: one pass of checks, then gemm's stream with X gathered.
// Written independently of engine alpha on purpose; both follow engines/CONTRACT_WGRAD.md.
#include "conv_wgrad.h"

#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "gemm.h"
#include "split_policy.h"

namespace paritykit::beta {
namespace {

using namespace paritykit::spec;

std::optional<Verdict> reject(std::string code, std::string message) {
  return Verdict{false, std::move(code), std::move(message)};
}

/// The widest vector of one operand: a power of two of at most 16 bytes, within the cap, dividing
/// the channel run (so a vector never straddles a tap or a group) and the contiguous tile extent.
int vector_width(DType e, int cap, int run, int cont) {
  for (int v = 16; v > 1; v /= 2)
    if (v * size_of(e) <= 16 && (cap == 0 || v <= cap) && run % v == 0 && cont % v == 0) return v;
  return 1;
}

/// The room a dilated filter leaves in the padded image along one axis; the output extent is
/// room / stride + 1 when it is not negative, and there is none when it is.
std::int64_t filter_room(int in, int pad, int dilation, int filter) {
  return static_cast<std::int64_t>(in) + 2 * pad - (static_cast<std::int64_t>(dilation) * (filter - 1) + 1);
}

/// One operand's facts for rules W3, W4, W7, W8: its name, dtype, cap (0: none), channel run, width.
struct Operand {
  char name;
  DType dtype;
  int cap, run, width;
};

}  // namespace

GemmSpec derived_gemm(const ConvWgradSpec& w, const TargetInfo& t) {
  GemmSpec g;
  g.a = w.dy;
  g.b = w.x;
  g.out = w.dw;
  g.layout_a = Layout::Col;
  g.layout_b = Layout::Row;
  g.tile_m = w.tile_m;
  g.tile_n = w.tile_n;
  g.tile_k = w.tile_k;
  g.warps_m = w.warps_m;
  g.warps_n = w.warps_n;
  g.vector_a = vector_width(w.dy, w.cap_a, w.problem.k / w.groups, w.tile_m);
  g.vector_b = vector_width(w.x, w.cap_b, w.problem.c / w.groups, w.tile_n);
  g.vector_c = w.vector_c;
  // Rules 9-14 judge the degree the config writes; only "auto" is the policy's.
  const auto [mode, degree] = w.split_auto ? split_policy(w, t) : std::pair{w.split, w.split_degree};
  g.split = mode;
  g.split_degree = degree;
  g.math = w.math;
  g.epilogue = w.epilogue;
  g.k_loop = w.k_loop;
  return g;
}

std::optional<Verdict> check_conv_wgrad(const Config& c) {
  const ConvWgradSpec& w = std::get<ConvWgradSpec>(c.spec);
  const TargetInfo& t = *find_target(c.target);
  const ConvShape& pb = w.problem;
  if (pb.c % w.groups || pb.k % w.groups)
    return reject("E_WGRAD_GROUPS", fmt::format("groups {} does not divide the problem's c {} and k {}", w.groups,
                                                pb.c, pb.k));
  if (filter_room(pb.h, w.pad_h, w.dilation_h, pb.r) < 0 || filter_room(pb.w, w.pad_w, w.dilation_w, pb.s) < 0)
    return reject("E_WGRAD_PROBLEM",
                  fmt::format("the problem's {}x{} filter (dilation {}x{}) does not fit its padded {}x{} image",
                              w.dilation_h * (pb.r - 1) + 1, w.dilation_w * (pb.s - 1) + 1, w.dilation_h,
                              w.dilation_w, pb.h + 2 * w.pad_h, pb.w + 2 * w.pad_w));
  const GemmSpec g = derived_gemm(w, t);
  const Operand ops[2] = {{'a', w.dy, w.cap_a, pb.k / w.groups, g.vector_a},
                          {'b', w.x, w.cap_b, pb.c / w.groups, g.vector_b}};
  for (const Operand& o : ops) {
    const int most = o.dtype == DType::F32 ? 4 : 8;
    if (o.cap && o.cap > most)
      return reject("E_VECTOR_CAP_RANGE", fmt::format("vector.{} cap of {} is outside 1..{} for {}", o.name, o.cap,
                                                      most, to_string(o.dtype)));
  }
  for (const Operand& o : ops)
    if (o.cap && o.run % o.cap)
      return reject("E_VECTOR_CAP_CHANNELS", fmt::format("vector.{} cap of {} does not divide the channel run {} of "
                                                         "operand {}", o.name, o.cap, o.run, o.name));
  if (auto r = check_gemm_math(g, c.target)) return r;
  if (auto r = check_gemm_async_target(g, c.target)) return r;
  const bool async = w.k_loop == KLoop::Async;
  if (async && !w.lds_k_outer)
    return reject("E_ASYNC_LAYOUT", "k_loop async needs lds_k_outer: the copies land in the tiles' global order");
  for (const Operand& o : ops)
    if (async && o.cap)
      return reject("E_ASYNC_VECTOR_CAP", fmt::format("k_loop async chooses its own chunks; vector.{} cap of {} is not "
                                                      "allowed", o.name, o.cap));
  for (const Operand& o : ops) {
    const int bytes = o.width * size_of(o.dtype);
    if (async && bytes != 4 && bytes != 8 && bytes != 16)
      return reject("E_ASYNC_CHUNK", fmt::format("k_loop async copies 4-, 8- or 16-byte chunks; operand {} moves "
                                                 "{}-byte chunks (channel run {})", o.name, bytes, o.run));
  }
  return check_gemm_tiles(g, c.target, &w);
}

Module emit_conv_wgrad(const Config& c, const Flavor& f) {
  const ConvWgradSpec& w = std::get<ConvWgradSpec>(c.spec);
  const GemmSpec g = derived_gemm(w, *find_target(c.target));
  return emit_gemm_kernel(c, g, &w, f);
}

}  // namespace paritykit::beta
