// conv_wgrad numerics: the resolved split, host inputs in the reference's streams, and a device
// output (with the guard after dW) judged against the FP32 reference through judge_output.
#include <cmath>
#include <cstring>
#include <string_view>

#include "conv_wgrad/executor.h"
#include "stage/errors.h"
#include "gemm/executor.h"
#include "stage/numerics.h"
#include "paritykit/support/sha256.h"

namespace paritykit::execute::conv_wgrad {
namespace {

/// The reference's streams for X and dY (reference/README.md, "Input generators").
constexpr std::uint64_t kStreamX = 3, kStreamDY = 4;

ref::ConvProblem problem_of(const spec::ConvShape& s) { return {s.n, s.h, s.w, s.c, s.k, s.r, s.s}; }

}  // namespace

spec::ConvWgradSpec resolved_spec(const ExecutionContext& cx) {
  spec::ConvWgradSpec r = std::get<spec::ConvWgradSpec>(cx.config.spec);
  r.split = cx.module.launch.split;
  r.split_degree = cx.module.launch.split_degree;
  r.split_auto = false;
  return r;
}

bool make_host_case(const spec::ConvWgradSpec& resolved, const spec::ConvShape& s, std::uint64_t seed,
                    bool with_reference, HostCase* out, std::string* err) {
  HostCase h;
  h.shape = s;
  const ref::ConvProblem p = problem_of(s);
  h.x = ref::make_tensor("x", resolved.x, {p.n, p.h, p.w, p.c});
  h.dy = ref::make_tensor("dy", resolved.dy, {p.n, ref::conv_p(resolved, p), ref::conv_q(resolved, p), p.k});
  for (std::int64_t i = 0; i < h.x.size(); ++i)
    ref::set_value(h.x, i, ref::uniform_value(seed, kStreamX, static_cast<std::uint64_t>(i)));
  for (std::int64_t i = 0; i < h.dy.size(); ++i)
    ref::set_value(h.dy, i, ref::uniform_value(seed, kStreamDY, static_cast<std::uint64_t>(i)));
  if (with_reference) {
    ref::Reference r;
    if (!prefixed(ref::conv_wgrad_reference(resolved, p, ref::view(h.x), ref::view(h.dy), &r, err), "reference: ", err))
      return false;
    h.reference = std::move(r);
  }
  *out = std::move(h);
  return true;
}

ShapeOutcome judge(const spec::ConvWgradSpec& resolved, const HostCase& h, const Output& out) {
  const spec::ConvShape& s = h.shape;
  const std::int64_t columns = std::int64_t{s.r} * s.s * (s.c / resolved.groups);
  const std::int64_t count = std::int64_t{s.k} * columns;
  ShapeOutcome o = judge_output(conv_problem(s), columns, gemm::to_floats(resolved.dw, out.dw, count), *h.reference);
  o.output_sha256 = support::sha256_hex(std::string_view(reinterpret_cast<const char*>(out.dw.data()), out.dw.size()));
  fail_on_guard_writes(&o, {out.guard_written, out.first_guard, out.first_guard_value}, columns);
  return o;
}

}  // namespace paritykit::execute::conv_wgrad
