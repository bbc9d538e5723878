// The gemm executor: numerics on every shape, the five runtime properties, performance.
#include "errors.h"
#include "executors.h"
#include "gemm.h"

namespace paritykit::execute {
namespace {

class GemmExecutor : public Executor {
 public:
  spec::LaunchDecisions launch_decisions(const spec::Config& config, const spec::TargetInfo& target) const override {
    return gemm_launch_decisions(config, target);
  }

  bool numerics(const ExecutionContext& cx, std::vector<ShapeOutcome>* out, std::string* err) const override {
    return guarded(err, [&] {
      const spec::GemmSpec& gs = std::get<spec::GemmSpec>(cx.config.spec);
      const gemm::Kernels k = gemm::kernels_of(cx.module);
      for (const GemmShape& s : cx.options.gemm.shapes) {
        gemm::HostCase h = gemm::make_host_case(cx.config, s, cx.options.seed, false, true);
        gemm::DeviceGemm g(cx.backend, gs, cx.module.launch, s);
        g.upload(h.a, h.b, {});
        g.run(k, {});
        const std::vector<std::byte> raw = g.download({});
        out->push_back(gemm::judge(gs, h, raw, g.guard_writes({})));
      }
    });
  }

  bool properties(const ExecutionContext& cx, std::vector<PropertyOutcome>* out, std::string* err) const override {
    return guarded(err, [&] {
      for (auto check : {gemm::determinism, gemm::prefix_invariance, gemm::hot_swap, gemm::streams, gemm::barrier_stress})
        out->push_back(check(cx));
    });
  }

  bool perf(const ExecutionContext& cx, PerfOutcome* out, std::string* err) const override {
    return guarded(err, [&] { *out = gemm::performance(cx); });
  }
};

}  // namespace

const Executor& gemm_executor() {
  static const GemmExecutor executor;
  return executor;
}

}  // namespace paritykit::execute
