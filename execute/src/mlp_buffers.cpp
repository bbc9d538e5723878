// Device buffers of one mlp batch, laid out by its launch plan, and the launches over them.
#include "errors.h"
#include "numerics.h"
#include "mlp.h"

namespace paritykit::execute::mlp {

DeviceMlp::DeviceMlp(runtime::Backend& be, const spec::MlpSpec& ms, const spec::LaunchDecisions& launch,
                     std::int64_t batch)
    : be_(be), batch_(batch), plan_(mlp_launch_plan(ms, launch, batch)) {
  std::string err;
  // A throw out of a constructor skips the destructor: free what was allocated before rethrowing.
  try {
    ok(be_.alloc(plan_.x_bytes, &x_, &err), err);
    ok(be_.alloc(plan_.p_bytes, &p_, &err), err);
    ok(be_.alloc(plan_.y_bytes + plan_.guard_bytes, &y_, &err), err);
  } catch (...) {
    release();
    throw;
  }
}

DeviceMlp::~DeviceMlp() { release(); }

void DeviceMlp::release() {
  std::string err;
  for (runtime::DevicePtr* p : {&x_, &p_, &y_})
    if (*p) be_.free(*p, &err), *p = 0;
}

void DeviceMlp::upload_input(const ref::Tensor& x, runtime::Stream s) {
  std::string err;
  ok(x.storage.size() == plan_.x_bytes, "mlp input of " + std::to_string(x.storage.size()) + " bytes, the plan has " +
                                            std::to_string(plan_.x_bytes));
  ok(be_.copy_to_device(x_, x.storage.data(), x.storage.size(), s, &err), err);
  ok(be_.synchronize(s, &err), err);
}

void DeviceMlp::upload_params(const ref::Tensor& params, runtime::Stream s) {
  std::string err;
  ok(params.storage.size() == plan_.p_bytes, "mlp parameters of " + std::to_string(params.storage.size()) +
                                                 " bytes, the plan has " + std::to_string(plan_.p_bytes));
  ok(be_.copy_to_device(p_, params.storage.data(), params.storage.size(), s, &err), err);
  ok(be_.synchronize(s, &err), err);
}

void DeviceMlp::prepare(runtime::Stream s) {
  std::string err;
  ok(be_.memset(y_, 0xFF, plan_.y_bytes + plan_.guard_bytes, s, &err), err);
}

void DeviceMlp::launch(runtime::Kernel k, runtime::Stream s) {
  std::string err;
  ok(be_.launch(k, plan_.grid, plan_.block, 0, s, mlp_args(x_, p_, y_, batch_), &err), err);
}

void DeviceMlp::run(runtime::Kernel k, runtime::Stream s) {
  prepare(s);
  launch(k, s);
}

void DeviceMlp::download_async(std::vector<std::byte>* raw, runtime::Stream s) {
  std::string err;
  raw->assign(plan_.y_bytes + plan_.guard_bytes, std::byte{0});
  ok(be_.copy_to_host(raw->data(), y_, raw->size(), s, &err), err);
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

Output DeviceMlp::download(runtime::Stream s) {
  std::vector<std::byte> raw;
  download_async(&raw, s);
  std::string err;
  ok(be_.synchronize(s, &err), err);
  return finish(raw);
}

}  // namespace paritykit::execute::mlp
