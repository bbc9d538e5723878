// Device buffers of one conv_wgrad problem, laid out by its launch plan (dW followed by its guard in
// one allocation), and the launches over them.
#include "conv_wgrad/executor.h"
#include "gemm/executor.h"
#include "stage/numerics.h"

namespace paritykit::execute::conv_wgrad {

DeviceConv::DeviceConv(runtime::Backend& be, const spec::ConvWgradSpec& resolved, const spec::LaunchDecisions& launch, const spec::ConvShape& s)
    : be_(be), dw_type_(resolved.dw), shape_(s),
      plan_(conv_wgrad_launch_plan(resolved, launch, s)) {}

std::unique_ptr<DeviceConv> DeviceConv::create(runtime::Backend& be, const spec::ConvWgradSpec& resolved, const spec::LaunchDecisions& launch,
                                               const spec::ConvShape& s, std::string* err) {
  // A problem outside the kernel's launch preconditions would compute a wrong answer: refuse it.
  if (!conv_wgrad_shape_admitted(resolved, s, err)) return nullptr;
  // The destructor frees what was allocated when a later allocation fails.
  std::unique_ptr<DeviceConv> d(new DeviceConv(be, resolved, launch, s));
  const ConvWgradLaunchPlan& plan = d->plan_;
  if (!be.alloc(plan.dy_bytes, &d->dy_, err) || !be.alloc(plan.x_bytes, &d->x_, err) ||
      !be.alloc(plan.dw_alloc_bytes + plan.guard_bytes, &d->dw_, err) ||
      (plan.two_stage && !be.alloc(plan.workspace_bytes, &d->w_, err)))
    return nullptr;
  return d;
}

DeviceConv::~DeviceConv() {
  std::string err;
  for (runtime::DevicePtr p : {dy_, x_, dw_, w_})
    if (p) be_.free(p, &err);
}

bool DeviceConv::upload(const ref::Tensor& x, const ref::Tensor& dy, runtime::Stream s, std::string* err) {
  if (x.storage.size() != plan_.x_bytes || dy.storage.size() != plan_.dy_bytes) {
    *err = "conv_wgrad inputs of " + std::to_string(x.storage.size()) + " and " + std::to_string(dy.storage.size()) +
           " bytes, the plan has " + std::to_string(plan_.x_bytes) + " and " + std::to_string(plan_.dy_bytes);
    return false;
  }
  return be_.copy_to_device(x_, x.storage.data(), x.storage.size(), s, err) &&
         be_.copy_to_device(dy_, dy.storage.data(), dy.storage.size(), s, err) && be_.synchronize(s, err);
}

bool DeviceConv::prepare(runtime::Stream s, std::string* err) {
  const bool dw_ready = plan_.atomic ? be_.memset(dw_, 0x00, plan_.dw_alloc_bytes, s, err) &&
                                           be_.memset(dw_ + plan_.dw_alloc_bytes, 0xFF, plan_.guard_bytes, s, err)
                                     : be_.memset(dw_, 0xFF, plan_.dw_alloc_bytes + plan_.guard_bytes, s, err);
  return dw_ready && (!plan_.two_stage || be_.memset(w_, 0xFF, plan_.workspace_bytes, s, err));
}

bool DeviceConv::launch(const Kernels& k, runtime::Stream s, std::string* err) {
  return be_.launch(k.main, plan_.grid, plan_.block, 0, s,
                    conv_wgrad_main_args(dy_, x_, plan_.two_stage ? w_ : dw_, shape_, plan_.p, plan_.q), err) &&
         (!plan_.two_stage || be_.launch(k.reduce, plan_.reduce_grid, plan_.reduce_block, 0, s,
                                         conv_wgrad_reduce_args(w_, dw_, shape_, plan_.gemm_n), err));
}

bool DeviceConv::run(const Kernels& k, runtime::Stream s, std::string* err) { return prepare(s, err) && launch(k, s, err); }

bool DeviceConv::download_async(std::vector<std::byte>* raw, runtime::Stream s, std::string* err) {
  raw->assign(plan_.dw_alloc_bytes + plan_.guard_bytes, std::byte{0});
  return be_.copy_to_host(raw->data(), dw_, raw->size(), s, err);
}

Output DeviceConv::finish(const std::vector<std::byte>& raw) const {
  Output o;
  o.dw.assign(raw.begin(), raw.begin() + static_cast<std::ptrdiff_t>(plan_.dw_bytes));
  const size_t es = static_cast<size_t>(spec::size_of(dw_type_));
  const GuardWrites g = scan_guard(dw_type_, std::span(raw).subspan(plan_.dw_alloc_bytes), std::byte{0xFF},
                                   static_cast<std::int64_t>(plan_.dw_alloc_bytes / es));
  o.guard_written = g.written;
  o.first_guard = g.first;
  o.first_guard_value = g.first_value;
  return o;
}

bool DeviceConv::download(Output* out, runtime::Stream s, std::string* err) {
  std::vector<std::byte> raw;
  if (!download_async(&raw, s, err) || !be_.synchronize(s, err)) return false;
  *out = finish(raw);
  return true;
}

}  // namespace paritykit::execute::conv_wgrad
