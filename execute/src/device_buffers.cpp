// Device buffers of one gemm problem, laid out by its launch plan, and the launches over them.
#include "errors.h"
#include "gemm.h"

namespace paritykit::execute::gemm {

Kernels kernels_of(const LoadedModule& m) {
  Kernels k;
  if (!m.kernels.empty()) k.main = m.kernels[0];
  if (m.kernels.size() > 1) k.reduce = m.kernels[1];
  return k;
}

DeviceGemm::DeviceGemm(runtime::Backend& be, const spec::GemmSpec& gs, const spec::LaunchDecisions& launch,
                       const GemmShape& s)
    : be_(be), out_(gs.out), shape_(s), plan_(gemm_launch_plan(gs, launch, s)) {
  std::string err;
  // A shape outside the kernel's launch precondition would compute a wrong answer: refuse it.
  ok(gemm_shape_admitted(gs, s, &err), err);
  // A throw out of a constructor skips the destructor: free what was allocated before rethrowing.
  try {
    ok(be_.alloc(plan_.a_bytes, &a_, &err), err);
    ok(be_.alloc(plan_.b_bytes, &b_, &err), err);
    ok(be_.alloc(plan_.d_alloc_bytes + plan_.guard_bytes, &d_, &err), err);
    if (plan_.two_stage) ok(be_.alloc(plan_.workspace_bytes, &w_, &err), err);
  } catch (...) {
    release();
    throw;
  }
}

DeviceGemm::~DeviceGemm() { release(); }

void DeviceGemm::release() {
  std::string err;
  for (runtime::DevicePtr* p : {&a_, &b_, &d_, &w_})
    if (*p) be_.free(*p, &err), *p = 0;
}

void DeviceGemm::upload(const ref::Tensor& a, const ref::Tensor& b, runtime::Stream s) {
  std::string err;
  ok(be_.copy_to_device(a_, a.storage.data(), a.storage.size(), s, &err), err);
  ok(be_.copy_to_device(b_, b.storage.data(), b.storage.size(), s, &err), err);
  ok(be_.synchronize(s, &err), err);
}

void DeviceGemm::prepare(runtime::Stream s) {
  std::string err;
  ok(be_.memset(d_, fill(), plan_.d_alloc_bytes + plan_.guard_bytes, s, &err), err);
  if (plan_.two_stage) ok(be_.memset(w_, 0xFF, plan_.workspace_bytes, s, &err), err);
}

void DeviceGemm::launch(const Kernels& k, runtime::Stream s) {
  std::string err;
  ok(be_.launch(k.main, plan_.grid, plan_.block, 0, s, gemm_main_args(a_, b_, plan_.two_stage ? w_ : d_, shape_), &err),
     err);
  if (plan_.two_stage)
    ok(be_.launch(k.reduce, plan_.reduce_grid, plan_.reduce_block, 0, s, gemm_reduce_args(w_, d_, shape_), &err), err);
}

void DeviceGemm::run(const Kernels& k, runtime::Stream s) {
  prepare(s);
  launch(k, s);
}

void DeviceGemm::download_async(std::vector<std::byte>* raw, runtime::Stream s) {
  std::string err;
  raw->assign(plan_.d_bytes, std::byte{0});
  ok(be_.copy_to_host(raw->data(), d_, plan_.d_bytes, s, &err), err);
}

GuardWrites DeviceGemm::guard_writes(runtime::Stream s) {
  std::string err;
  std::vector<std::byte> guard(plan_.guard_bytes);
  ok(be_.copy_to_host(guard.data(), d_ + plan_.d_alloc_bytes, guard.size(), s, &err), err);
  ok(be_.synchronize(s, &err), err);
  return scan_guard(out_, guard, std::byte{fill()},
                    static_cast<std::int64_t>(plan_.d_alloc_bytes / static_cast<std::size_t>(spec::size_of(out_))));
}

std::vector<std::byte> DeviceGemm::download(runtime::Stream s) {
  std::vector<std::byte> raw;
  download_async(&raw, s);
  std::string err;
  ok(be_.synchronize(s, &err), err);
  return raw;
}

}  // namespace paritykit::execute::gemm
