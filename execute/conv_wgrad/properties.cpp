// The conv_wgrad runtime properties: determinism, hot swap, streams and the 16-bit atomic worst
// case. Each runs the module on its own problem and says "held", "broken" or "exempt", with what it saw.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "conv_wgrad/executor.h"
#include "stage/errors.h"
#include "gemm/executor.h"
#include "stage/stream_pair.h"

namespace paritykit::execute::conv_wgrad {
namespace {

const spec::ConvWgradSpec& spec_of(const ExecutionContext& cx) {
  return std::get<spec::ConvWgradSpec>(cx.config.spec);
}

/// The relative error a 16-bit atomic split may reach on its worst case: the caps 97 and 12 are the
/// degrees at which gamma_degree(u_out) stays within it (reference/README.md).
constexpr double kWorstCaseTolerance = 5e-2;

bool same_bits(const Output& a, const Output& b) { return a.dw == b.dw && !a.guard_written && !b.guard_written; }

}  // namespace

spec::ConvShape property_problem(const ExecutionContext& cx, int which) {
  if (which == 0 && problems(cx).property_problem) return *problems(cx).property_problem;
  const std::vector<spec::ConvShape> d = conv_wgrad_default_problems(spec_of(cx));
  return d[std::min<size_t>(static_cast<size_t>(which) + 1, d.size() - 1)];
}

bool determinism(const ExecutionContext& cx, PropertyOutcome* out, std::string* err) {
  const spec::ConvWgradSpec rs = resolved_spec(cx);
  if (rs.split == spec::SplitMode::Atomic) {
    *out = {"determinism", "exempt",
            "split_k atomic (degree " + std::to_string(rs.split_degree) +
                "): float atomic adds land in a run-dependent order, so the bits may differ between launches; every "
                "problem is checked against the bound instead"};
    return true;
  }
  const Kernels k = kernels_of(cx.module);
  const spec::ConvShape s = property_problem(cx, 0);
  const int launches = cx.options.determinism_launches;
  HostCase h;
  if (!make_host_case(rs, s, cx.options.seed + 100, false, &h, err)) return false;
  const auto d = DeviceConv::create(cx.backend, rs, cx.module.launch, s, err);
  Output first, again;
  if (!d || !d->upload(h.x, h.dy, {}, err) || !d->run(k, {}, err) || !d->download(&first, {}, err)) return false;
  int differing = 0;
  for (int i = 1; i < launches; ++i) {
    if (!d->run(k, {}, err) || !d->download(&again, {}, err)) return false;
    differing += !same_bits(first, again);
  }
  const std::string name = to_string(conv_problem(s));
  if (differing || first.guard_written)
    *out = {"determinism", "broken",
            std::to_string(differing) + " of " + std::to_string(launches - 1) + " repeated launches of " + name +
                " differ bitwise from the first" + (first.guard_written ? " (and the guard after dW was written)" : "")};
  else
    *out = {"determinism", "held", std::to_string(launches) + " launches of " + name + " bitwise identical"};
  return true;
}

bool hot_swap(const ExecutionContext& cx, PropertyOutcome* out, std::string* err) {
  const spec::ConvWgradSpec rs = resolved_spec(cx);
  const Kernels k = kernels_of(cx.module);
  const bool atomic = rs.split == spec::SplitMode::Atomic;
  const spec::ConvShape s = property_problem(cx, 0);
  HostCase a, b;
  if (!make_host_case(rs, s, cx.options.seed + 300, atomic, &a, err) ||
      !make_host_case(rs, s, cx.options.seed + 301, true, &b, err))
    return false;
  const auto d = DeviceConv::create(cx.backend, rs, cx.module.launch, s, err);
  Output r1, r2, r3;
  if (!d || !d->upload(a.x, a.dy, {}, err) || !d->run(k, {}, err) || !d->download(&r1, {}, err) ||
      !d->upload(b.x, b.dy, {}, err) || !d->run(k, {}, err) || !d->download(&r2, {}, err))
    return false;
  const ShapeOutcome ob = judge(rs, b, r2);
  if (!d->upload(a.x, a.dy, {}, err) || !d->run(k, {}, err) || !d->download(&r3, {}, err)) return false;
  if (!ob.passed) {
    *out = {"hot_swap", "broken", "inputs B after A out of bound: " + describe(ob)};
    return true;
  }
  // Atomic sums may differ in their last bits between launches: the second A result must then be
  // within A's own bound (a stale B result is not: B's inputs are independent of A's).
  if (atomic) {
    const ShapeOutcome o3 = judge(rs, a, r3);
    if (!o3.passed) {
      *out = {"hot_swap", "broken", "inputs A -> B -> A: the second A result is out of A's bound: " + describe(o3)};
      return true;
    }
  } else if (!same_bits(r1, r3)) {
    *out = {"hot_swap", "broken", "inputs A -> B -> A: the second A result differs from the first"};
    return true;
  }
  *out = {"hot_swap", "held",
          "inputs A -> B -> A in the same buffers (" + to_string(conv_problem(s)) + "): B within bound, A's result again " +
              (atomic ? "within A's bound (atomic: the bits may differ)" : "bitwise")};
  return true;
}

bool streams(const ExecutionContext& cx, PropertyOutcome* out, std::string* err) {
  const spec::ConvWgradSpec rs = resolved_spec(cx);
  const Kernels k = kernels_of(cx.module);
  runtime::Backend& be = cx.backend;
  const spec::ConvShape s1 = property_problem(cx, 0), s2 = property_problem(cx, 1);
  HostCase h1, h2;
  if (!make_host_case(rs, s1, cx.options.seed + 400, true, &h1, err) ||
      !make_host_case(rs, s2, cx.options.seed + 401, true, &h2, err))
    return false;
  const auto pair = StreamPair::create(be, err);
  if (!pair) return false;
  const auto d1 = DeviceConv::create(be, rs, cx.module.launch, s1, err);
  if (!d1) return false;
  const auto d2 = DeviceConv::create(be, rs, cx.module.launch, s2, err);
  if (!d2 || !d1->upload(h1.x, h1.dy, pair->a, err) || !d2->upload(h2.x, h2.dy, pair->b, err)) return false;
  std::vector<std::byte> raw1, raw2;
  // Enqueue both before waiting on either, so the two streams can overlap.
  if (!d1->run(k, pair->a, err) || !d2->run(k, pair->b, err) || !d1->download_async(&raw1, pair->a, err) ||
      !d2->download_async(&raw2, pair->b, err) || !be.synchronize(pair->a, err) || !be.synchronize(pair->b, err))
    return false;
  const ShapeOutcome o1 = judge(rs, h1, d1->finish(raw1)), o2 = judge(rs, h2, d2->finish(raw2));
  if (!o1.passed || !o2.passed)
    *out = {"streams", "broken", "two non-default streams: " + describe(o1.passed ? o2 : o1)};
  else
    *out = {"streams", "held",
            "two non-default streams, " + to_string(conv_problem(s1)) + " and " + to_string(conv_problem(s2)) +
                " with different data, both within bound"};
  return true;
}

bool splitk_worst(const ExecutionContext& cx, PropertyOutcome* out, std::string* err) {
  const spec::ConvWgradSpec rs = resolved_spec(cx);
  const char* name = "splitk_worst";
  if (rs.split != spec::SplitMode::Atomic || spec::size_of(rs.dw) != 2) {
    *out = {name, "exempt",
            std::string("split ") + spec::to_string(rs.split) + " with " + spec::to_string(rs.dw) +
                " dW: only 16-bit split-K atomics round every add into dW, where ties to even can lose partials"};
    return true;
  }
  const double u = ref::unit_roundoff(rs.dw);
  if (ref::round_to(rs.dy, u) != u) {
    *out = {name, "exempt", std::string("dY (") + spec::to_string(rs.dy) + ") cannot hold the worst case's partial u_out"};
    return true;
  }
  // The worst case along the kernel's own K ranges (engines/CONTRACT.md section 3: kper K tiles per slice):
  // X all ones, dY 1.0 at reduction step 0 and u_out at the first step of every other slice, so
  // each slice's partial is exact and every add after the 1.0 is a tie. n is chosen so that all
  // `degree` slices are non-empty.
  const spec::ConvShape& own = rs.problem;
  const int g = std::max(1, rs.groups), degree = rs.split_degree;
  spec::ConvShape s{1, 7, 7, g * 3, g * 5, own.r, own.s};
  const int hd = rs.dilation_h * (own.r - 1) + 1, wd = rs.dilation_w * (own.s - 1) + 1;
  s.h = std::max(7, hd + 2) | 1;
  s.w = std::max(7, wd + 2) | 1;
  const ConvWgradLaunchPlan base = conv_wgrad_launch_plan(rs, cx.module.launch, s);
  const std::int64_t pq = base.p * base.q;
  std::int64_t kper = 0;
  for (s.n = 1; s.n < 1 << 16; ++s.n) {
    const std::int64_t steps = (s.n * pq + rs.tile_k - 1) / rs.tile_k;
    kper = (steps + degree - 1) / degree;
    if ((steps + kper - 1) / kper == degree) break;
  }
  std::string why;
  if (!conv_wgrad_shape_admitted(rs, s, &why)) {
    *out = {name, "exempt", "no worst-case problem: " + why};
    return true;
  }
  HostCase h;
  h.shape = s;
  const ref::ConvProblem p{s.n, s.h, s.w, s.c, s.k, s.r, s.s};
  h.x = ref::make_tensor("x", rs.x, {p.n, p.h, p.w, p.c});
  h.dy = ref::make_tensor("dy", rs.dy, {p.n, base.p, base.q, p.k});
  for (std::int64_t i = 0; i < h.x.size(); ++i) ref::set_value(h.x, i, 1.0f);
  const std::int64_t terms = s.n * pq;
  for (std::int64_t z = 0; z < degree && z * kper * rs.tile_k < terms; ++z)
    for (std::int64_t k = 0; k < s.k; ++k)
      ref::set_value(h.dy, z * kper * rs.tile_k * s.k + k, z == 0 ? 1.0f : static_cast<float>(u));
  ref::Reference r;
  if (!prefixed(ref::conv_wgrad_reference(rs, p, ref::view(h.x), ref::view(h.dy), &r, err), "reference: ", err))
    return false;
  h.reference = std::move(r);
  const auto d = DeviceConv::create(cx.backend, rs, cx.module.launch, s, err);
  Output dw;
  if (!d || !d->upload(h.x, h.dy, {}, err) || !d->run(kernels_of(cx.module), {}, err) || !d->download(&dw, {}, err))
    return false;
  const ShapeOutcome o = judge(rs, h, dw);
  const std::vector<float> got = gemm::to_floats(rs.dw, dw.dw, static_cast<std::int64_t>(h.reference->exact.size()));
  double worst = 0;
  for (size_t i = 0; i < got.size(); ++i) {
    const double e = h.reference->exact[i];
    if (e == 0) continue;
    const double rel = std::abs(got[i] - e) / std::abs(e);
    if (!(rel <= worst)) worst = rel;
  }
  char figure[64];
  std::snprintf(figure, sizeof figure, "%.4g", worst);
  const std::string what = "worst-case partials (1.0, then u_out = 2^" + std::to_string(std::ilogb(u)) + " in each of " +
                           std::to_string(degree - 1) + " more slices) on " + to_string(conv_problem(s)) +
                           ": worst relative error " + figure;
  if (!(worst <= kWorstCaseTolerance) || !o.passed)
    *out = {name, "broken", what + " (over " + std::to_string(kWorstCaseTolerance) + ")" + (o.passed ? "" : ": " + describe(o))};
  else
    *out = {name, "held", what + ", within 5e-2 and the bound"};
  return true;
}

}  // namespace paritykit::execute::conv_wgrad
