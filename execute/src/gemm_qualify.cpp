// The qualification bench of a gemm module (execute.h make_gemm_bench): the module's kernels, or
// cuBLAS, at one problem on their own device buffers; correctness by the sampled FP64 check of
// --perf; a sample is one launch timed by device events and by the host clock around launch and sync.
#include <chrono>

#include "errors.h"
#include "event_pair.h"
#include "gemm.h"
#include "paritykit/qualify.h"

namespace paritykit::execute {
namespace {

constexpr int kCheckedElements = 256;

class GemmBench final : public qualify::Bench {
 public:
  GemmBench(runtime::Backend& be, const spec::Config& config, LoadedModule module, const GemmShape& shape,
            std::uint64_t seed, runtime::Cublas* cublas)
      : be_(be), gs_(std::get<spec::GemmSpec>(config.spec)), module_(std::move(module)),
        kernels_(cublas ? gemm::Kernels{} : gemm::kernels_of(module_)), cublas_(cublas),
        host_(gemm::make_host_case(config, shape, seed, false, false)),
        // The qualification protocol carries no module decisions: the bench launches from the host's.
        device_(be, gs_, gemm_launch_decisions(config, *spec::find_target(config.target)), shape), events_(be) {
    device_.upload(host_.a, host_.b, {});
  }
  ~GemmBench() override {
    std::string err;
    if (module_.module.handle) be_.unload_module(module_.module, &err);
  }

  bool check(std::string* detail) override {
    try {
      device_.prepare({});
      launch();
      PerfOutcome p;
      gemm::check_samples(gs_, host_, device_.download({}), kCheckedElements, &p);
      if (p.sampled_exceeded == 0) return true;
      *detail = std::to_string(p.sampled_exceeded) + " of " + std::to_string(p.sampled) +
                " sampled elements exceed their bound (worst error/bound " + std::to_string(p.sampled_worst_ratio) + ")";
    } catch (const RuntimeError& e) {
      *detail = e.what();
    }
    return false;
  }

  bool sample(double* device_s, double* host_s, std::string* err) override {
    try {
      device_.prepare({});
      ok(be_.synchronize({}, err), *err);
      const auto t0 = std::chrono::steady_clock::now();
      ok(be_.record_event(events_.start, {}, err), *err);
      launch();
      ok(be_.record_event(events_.end, {}, err), *err);
      ok(be_.synchronize({}, err), *err);
      const auto t1 = std::chrono::steady_clock::now();
      float ms = 0;
      ok(be_.elapsed_ms(events_.start, events_.end, &ms, err), *err);
      *device_s = ms * 1e-3;
      *host_s = std::chrono::duration<double>(t1 - t0).count();
      return true;
    } catch (const RuntimeError& e) {
      *err = e.what();
      return false;
    }
  }

 private:
  /// The kernels of the module, or the cuBLAS call (D row-major, as the contract's kernels write it).
  void launch() {
    if (!cublas_) return device_.launch(kernels_, {});
    std::string err;
    ok(cublas_->gemm(spec::to_string(gs_.a), spec::to_string(gs_.out), gs_.layout_a == spec::Layout::Col,
                     gs_.layout_b == spec::Layout::Col, static_cast<int>(host_.shape.m),
                     static_cast<int>(host_.shape.n), static_cast<int>(host_.shape.k), device_.a(), device_.b(), device_.d(), {}, &err),
       err);
  }

  runtime::Backend& be_;
  spec::GemmSpec gs_;
  LoadedModule module_;
  gemm::Kernels kernels_;
  runtime::Cublas* cublas_;
  gemm::HostCase host_;  ///< the inputs, and the problem (host_.shape)
  gemm::DeviceGemm device_;
  EventPair events_;
};

}  // namespace

std::unique_ptr<qualify::Bench> make_gemm_bench(runtime::Backend& be, const spec::Config& config,
                                                const std::string& image, const std::vector<std::string>& kernels,
                                                const GemmShape& shape, std::uint64_t seed, runtime::Cublas* cublas,
                                                std::string* err) {
  if (!config.as<spec::GemmSpec>()) {
    *err = "config " + std::to_string(config.id) + " is not a gemm";
    return nullptr;
  }
  if (std::string why; !gemm_shape_admitted(*config.as<spec::GemmSpec>(), shape, &why)) {
    *err = "problem " + to_string(shape) + ": " + why;
    return nullptr;
  }
  const spec::GemmSpec& gs = *config.as<spec::GemmSpec>();
  if (cublas && (gs.a != gs.b || (gs.a == spec::DType::F32 && gs.out != spec::DType::F32))) {
    *err = "cuBLAS has no call for config " + std::to_string(config.id) + "'s dtypes (" + spec::to_string(gs.a) + " x " +
           spec::to_string(gs.b) + " -> " + spec::to_string(gs.out) + ")";
    return nullptr;
  }
  LoadedModule m;
  if (!cublas) {
    if (!be.load_module(image, &m.module, err)) return nullptr;
    for (const std::string& name : kernels) {
      runtime::Kernel k;
      if (!be.get_kernel(m.module, name, &k, err)) return nullptr;
      m.kernels.push_back(k);
      m.names.push_back(name);
    }
  }
  try {
    return std::make_unique<GemmBench>(be, config, std::move(m), shape, seed, cublas);
  } catch (const RuntimeError& e) {
    *err = e.what();
    return nullptr;
  }
}

}  // namespace paritykit::execute
