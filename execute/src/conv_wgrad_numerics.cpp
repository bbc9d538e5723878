// conv_wgrad numerics and buffers: host inputs in the reference's streams, device buffers with a
// guard after dW, and a device output judged against the FP32 reference through judge_output.
#include <cmath>
#include <cstring>
#include <string_view>

#include "conv_wgrad.h"
#include "errors.h"
#include "gemm.h"
#include "numerics.h"
#include "paritykit/support/sha256.h"

namespace paritykit::execute::conv_wgrad {
namespace {

/// The reference's streams for X and dY (reference/README.md, "Input generators").
constexpr std::uint64_t kStreamX = 3, kStreamDY = 4;

ref::ConvProblem problem_of(const spec::ConvShape& s) { return {s.n, s.h, s.w, s.c, s.k, s.r, s.s}; }

}  // namespace

spec::ConvWgradSpec resolved_spec(const spec::ConvWgradSpec& cs, int compute_units) {
  const ConvSplit split = conv_split_policy(cs, compute_units);
  spec::ConvWgradSpec r = cs;
  r.split = split.mode;
  r.split_degree = split.degree;
  r.split_auto = false;
  return r;
}

HostCase make_host_case(const spec::ConvWgradSpec& resolved, const spec::ConvShape& s, std::uint64_t seed,
                        bool with_reference) {
  HostCase h;
  h.shape = s;
  const ref::ConvProblem p = problem_of(s);
  h.x = ref::make_tensor("x", resolved.x, {p.n, p.h, p.w, p.c});
  h.dy = ref::make_tensor("dy", resolved.dy, {p.n, ref::conv_p(resolved, p), ref::conv_q(resolved, p), p.k});
  for (std::int64_t i = 0; i < h.x.size(); ++i)
    ref::set_value(h.x, i, ref::uniform_value(seed, kStreamX, static_cast<std::uint64_t>(i)));
  for (std::int64_t i = 0; i < h.dy.size(); ++i)
    ref::set_value(h.dy, i, ref::uniform_value(seed, kStreamDY, static_cast<std::uint64_t>(i)));
  if (with_reference) h.reference = ref::conv_wgrad_reference(resolved, p, ref::view(h.x), ref::view(h.dy));
  return h;
}

ShapeOutcome judge(const spec::ConvWgradSpec& resolved, const HostCase& h, const Output& out) {
  const spec::ConvShape& s = h.shape;
  const std::int64_t columns = std::int64_t{s.r} * s.s * (s.c / resolved.groups);
  const std::int64_t count = std::int64_t{s.k} * columns;
  ShapeOutcome o = judge_output(conv_problem(s), columns, gemm::to_floats(resolved.dw, out.dw, count), *h.reference);
  o.output_sha256 = support::sha256_hex(std::string_view(reinterpret_cast<const char*>(out.dw.data()), out.dw.size()));
  if (out.guard_written) {
    o.passed = false;
    o.exceeded += out.guard_written;
    o.worst_ratio = INFINITY;
    const std::int64_t at = out.first_guard;
    o.worst_row = at / columns;
    o.worst_col = at % columns;
    o.worst_got = out.first_guard_value;
    o.worst_ref = o.worst_bound = 0;
  }
  return o;
}

Kernels kernels_of(const LoadedModule& m) {
  Kernels k;
  if (!m.kernels.empty()) k.main = m.kernels[0];
  if (m.kernels.size() > 1) k.reduce = m.kernels[1];
  return k;
}

DeviceConv::DeviceConv(runtime::Backend& be, const spec::ConvWgradSpec& resolved, int wave, const spec::ConvShape& s)
    : be_(be), dw_type_(resolved.dw), shape_(s),
      plan_(conv_wgrad_launch_plan(resolved, wave, {resolved.split, resolved.split_degree}, s)) {
  std::string err;
  // A problem outside the kernel's launch preconditions would compute a wrong answer: refuse it.
  ok(conv_wgrad_shape_admitted(resolved, s, &err), err);
  // A throw out of a constructor skips the destructor: free what was allocated before rethrowing.
  try {
    ok(be_.alloc(plan_.dy_bytes, &dy_, &err), err);
    ok(be_.alloc(plan_.x_bytes, &x_, &err), err);
    ok(be_.alloc(plan_.dw_alloc_bytes + plan_.guard_bytes, &dw_, &err), err);
    if (plan_.two_stage) ok(be_.alloc(plan_.workspace_bytes, &w_, &err), err);
  } catch (...) {
    release();
    throw;
  }
}

DeviceConv::~DeviceConv() { release(); }

void DeviceConv::release() {
  std::string err;
  for (runtime::DevicePtr* p : {&dy_, &x_, &dw_, &w_})
    if (*p) be_.free(*p, &err), *p = 0;
}

void DeviceConv::upload(const ref::Tensor& x, const ref::Tensor& dy, runtime::Stream s) {
  std::string err;
  ok(x.storage.size() == plan_.x_bytes && dy.storage.size() == plan_.dy_bytes,
     "conv_wgrad inputs of " + std::to_string(x.storage.size()) + " and " + std::to_string(dy.storage.size()) +
         " bytes, the plan has " + std::to_string(plan_.x_bytes) + " and " + std::to_string(plan_.dy_bytes));
  ok(be_.copy_to_device(x_, x.storage.data(), x.storage.size(), s, &err), err);
  ok(be_.copy_to_device(dy_, dy.storage.data(), dy.storage.size(), s, &err), err);
  ok(be_.synchronize(s, &err), err);
}

void DeviceConv::prepare(runtime::Stream s) {
  std::string err;
  if (plan_.atomic) {
    ok(be_.memset(dw_, 0x00, plan_.dw_alloc_bytes, s, &err), err);
    ok(be_.memset(dw_ + plan_.dw_alloc_bytes, 0xFF, plan_.guard_bytes, s, &err), err);
  } else {
    ok(be_.memset(dw_, 0xFF, plan_.dw_alloc_bytes + plan_.guard_bytes, s, &err), err);
  }
  if (plan_.two_stage) ok(be_.memset(w_, 0xFF, plan_.workspace_bytes, s, &err), err);
}

void DeviceConv::launch(const Kernels& k, runtime::Stream s) {
  std::string err;
  ok(be_.launch(k.main, plan_.grid, plan_.block, 0, s,
                conv_wgrad_main_args(dy_, x_, plan_.two_stage ? w_ : dw_, shape_, plan_.p, plan_.q), &err),
     err);
  if (plan_.two_stage)
    ok(be_.launch(k.reduce, plan_.reduce_grid, plan_.reduce_block, 0, s,
                  conv_wgrad_reduce_args(w_, dw_, shape_, plan_.gemm_n), &err),
       err);
}

void DeviceConv::run(const Kernels& k, runtime::Stream s) {
  prepare(s);
  launch(k, s);
}

void DeviceConv::download_async(std::vector<std::byte>* raw, runtime::Stream s) {
  std::string err;
  raw->assign(plan_.dw_alloc_bytes + plan_.guard_bytes, std::byte{0});
  ok(be_.copy_to_host(raw->data(), dw_, raw->size(), s, &err), err);
}

Output DeviceConv::finish(const std::vector<std::byte>& raw) const {
  Output o;
  o.dw.assign(raw.begin(), raw.begin() + static_cast<std::ptrdiff_t>(plan_.dw_bytes));
  const size_t es = static_cast<size_t>(spec::size_of(dw_type_));
  for (size_t i = plan_.dw_alloc_bytes; i + es <= raw.size(); i += es) {
    bool untouched = true;
    for (size_t b = 0; b < es; ++b) untouched = untouched && raw[i + b] == std::byte{0xFF};
    if (untouched) continue;
    if (!o.guard_written++) {
      o.first_guard = static_cast<std::int64_t>(i / es);
      o.first_guard_value = gemm::to_floats(dw_type_, std::vector<std::byte>(raw.begin() + static_cast<std::ptrdiff_t>(i),
                                                                             raw.begin() + static_cast<std::ptrdiff_t>(i + es)),
                                            1)[0];
    }
  }
  return o;
}

Output DeviceConv::download(runtime::Stream s) {
  std::vector<std::byte> raw;
  download_async(&raw, s);
  std::string err;
  ok(be_.synchronize(s, &err), err);
  return finish(raw);
}

}  // namespace paritykit::execute::conv_wgrad
