// Device buffers of one mlp batch, laid out by its launch plan, and the launches over them.
#include "stage/numerics.h"
#include "mlp/executor.h"

namespace paritykit::execute::mlp {

DeviceMlp::DeviceMlp(runtime::Backend& be, const spec::MlpSpec& ms, const spec::LaunchDecisions& launch, std::int64_t batch)
    : be_(be), batch_(batch), plan_(mlp_launch_plan(ms, launch, batch)) {}

std::unique_ptr<DeviceMlp> DeviceMlp::create(runtime::Backend& be, const spec::MlpSpec& ms, const spec::LaunchDecisions& launch, std::int64_t batch,
                                             std::string* err) {
  // The destructor frees what was allocated when a later allocation fails.
  std::unique_ptr<DeviceMlp> d(new DeviceMlp(be, ms, launch, batch));
  const MlpLaunchPlan& plan = d->plan_;
  if (!be.alloc(plan.x_bytes, &d->x_, err) || !be.alloc(plan.p_bytes, &d->p_, err) ||
      !be.alloc(plan.y_bytes + plan.guard_bytes, &d->y_, err))
    return nullptr;
  return d;
}

DeviceMlp::~DeviceMlp() {
  std::string err;
  for (runtime::DevicePtr p : {x_, p_, y_})
    if (p) be_.free(p, &err);
}

bool DeviceMlp::upload_input(const ref::Tensor& x, runtime::Stream s, std::string* err) {
  if (x.storage.size() != plan_.x_bytes) {
    *err = "mlp input of " + std::to_string(x.storage.size()) + " bytes, the plan has " + std::to_string(plan_.x_bytes);
    return false;
  }
  return be_.copy_to_device(x_, x.storage.data(), x.storage.size(), s, err) && be_.synchronize(s, err);
}

bool DeviceMlp::upload_params(const ref::Tensor& params, runtime::Stream s, std::string* err) {
  if (params.storage.size() != plan_.p_bytes) {
    *err = "mlp parameters of " + std::to_string(params.storage.size()) + " bytes, the plan has " +
           std::to_string(plan_.p_bytes);
    return false;
  }
  return be_.copy_to_device(p_, params.storage.data(), params.storage.size(), s, err) && be_.synchronize(s, err);
}

bool DeviceMlp::prepare(runtime::Stream s, std::string* err) {
  return be_.memset(y_, 0xFF, plan_.y_bytes + plan_.guard_bytes, s, err);
}

bool DeviceMlp::launch(runtime::Kernel k, runtime::Stream s, std::string* err) {
  return be_.launch(k, plan_.grid, plan_.block, 0, s, mlp_args(x_, p_, y_, batch_), err);
}

bool DeviceMlp::run(runtime::Kernel k, runtime::Stream s, std::string* err) { return prepare(s, err) && launch(k, s, err); }

bool DeviceMlp::download_async(std::vector<std::byte>* raw, runtime::Stream s, std::string* err) {
  raw->assign(plan_.y_bytes + plan_.guard_bytes, std::byte{0});
  return be_.copy_to_host(raw->data(), y_, raw->size(), s, err);
}

Output DeviceMlp::finish(const std::vector<std::byte>& raw) const {
  Output o;
  o.y.assign(raw.begin(), raw.begin() + static_cast<std::ptrdiff_t>(plan_.y_bytes));
  const GuardWrites g = scan_guard(spec::DType::F16, std::span(raw).subspan(plan_.y_bytes), std::byte{0xFF}, 0);
  o.guard_written = g.written;
  o.first_guard = g.first;
  o.first_guard_value = g.first_value;
  return o;
}

bool DeviceMlp::download(Output* out, runtime::Stream s, std::string* err) {
  std::vector<std::byte> raw;
  if (!download_async(&raw, s, err) || !be_.synchronize(s, err)) return false;
  *out = finish(raw);
  return true;
}

}  // namespace paritykit::execute::mlp
