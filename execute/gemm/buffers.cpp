// Device buffers of one gemm problem, laid out by its launch plan, and the launches over them.
#include "gemm/executor.h"

namespace paritykit::execute::gemm {

Kernels kernels_of(const LoadedModule& m) {
  Kernels k;
  if (!m.kernels.empty()) k.main = m.kernels[0];
  if (m.kernels.size() > 1) k.reduce = m.kernels[1];
  return k;
}

DeviceGemm::DeviceGemm(runtime::Backend& be, const spec::GemmSpec& gs, const spec::LaunchDecisions& launch, const GemmShape& s)
    : be_(be), out_(gs.out), shape_(s), plan_(gemm_launch_plan(gs, launch, s)) {}

std::unique_ptr<DeviceGemm> DeviceGemm::create(runtime::Backend& be, const spec::GemmSpec& gs, const spec::LaunchDecisions& launch,
                                               const GemmShape& s, std::string* err) {
  // A shape outside the kernel's launch precondition would compute a wrong answer: refuse it.
  if (!gemm_shape_admitted(gs, s, err)) return nullptr;
  // The destructor frees what was allocated when a later allocation fails.
  std::unique_ptr<DeviceGemm> g(new DeviceGemm(be, gs, launch, s));
  const GemmLaunchPlan& plan = g->plan_;
  if (!be.alloc(plan.a_bytes, &g->a_, err) || !be.alloc(plan.b_bytes, &g->b_, err) ||
      !be.alloc(plan.d_alloc_bytes + plan.guard_bytes, &g->d_, err) ||
      (plan.two_stage && !be.alloc(plan.workspace_bytes, &g->w_, err)))
    return nullptr;
  return g;
}

DeviceGemm::~DeviceGemm() {
  std::string err;
  for (runtime::DevicePtr p : {a_, b_, d_, w_})
    if (p) be_.free(p, &err);
}

bool DeviceGemm::upload(const ref::Tensor& a, const ref::Tensor& b, runtime::Stream s, std::string* err) {
  return be_.copy_to_device(a_, a.storage.data(), a.storage.size(), s, err) &&
         be_.copy_to_device(b_, b.storage.data(), b.storage.size(), s, err) && be_.synchronize(s, err);
}

bool DeviceGemm::prepare(runtime::Stream s, std::string* err) {
  return be_.memset(d_, fill(), plan_.d_alloc_bytes + plan_.guard_bytes, s, err) &&
         (!plan_.two_stage || be_.memset(w_, 0xFF, plan_.workspace_bytes, s, err));
}

bool DeviceGemm::launch(const Kernels& k, runtime::Stream s, std::string* err) {
  return be_.launch(k.main, plan_.grid, plan_.block, 0, s, gemm_main_args(a_, b_, plan_.two_stage ? w_ : d_, shape_),
                    err) &&
         (!plan_.two_stage ||
          be_.launch(k.reduce, plan_.reduce_grid, plan_.reduce_block, 0, s, gemm_reduce_args(w_, d_, shape_), err));
}

bool DeviceGemm::run(const Kernels& k, runtime::Stream s, std::string* err) { return prepare(s, err) && launch(k, s, err); }

bool DeviceGemm::download_async(std::vector<std::byte>* raw, runtime::Stream s, std::string* err) {
  raw->assign(plan_.d_bytes, std::byte{0});
  return be_.copy_to_host(raw->data(), d_, plan_.d_bytes, s, err);
}

bool DeviceGemm::guard_writes(GuardWrites* out, runtime::Stream s, std::string* err) {
  std::vector<std::byte> guard(plan_.guard_bytes);
  if (!be_.copy_to_host(guard.data(), d_ + plan_.d_alloc_bytes, guard.size(), s, err) || !be_.synchronize(s, err))
    return false;
  *out = scan_guard(out_, guard, std::byte{fill()},
                    static_cast<std::int64_t>(plan_.d_alloc_bytes / static_cast<std::size_t>(spec::size_of(out_))));
  return true;
}

bool DeviceGemm::download(std::vector<std::byte>* raw, runtime::Stream s, std::string* err) {
  return download_async(raw, s, err) && be_.synchronize(s, err);
}

}  // namespace paritykit::execute::gemm
