// The gemm executor: numerics on every shape, the five runtime properties, performance.
#include "gemm/executor.h"

namespace paritykit::execute {
namespace {

class GemmExecutor : public Executor {
 public:
  spec::LaunchDecisions launch_decisions(const spec::Config& config, const spec::TargetInfo& target) const override {
    return gemm_launch_decisions(config, target);
  }

  bool numerics(const ExecutionContext& cx, std::vector<ShapeOutcome>* out, std::string* err) const override {
    const spec::GemmSpec& gs = std::get<spec::GemmSpec>(cx.config.spec);
    const gemm::Kernels k = gemm::kernels_of(cx.module);
    for (const GemmShape& shape : gemm::problems(cx).shapes) {
      const GemmShape s = gemm::problem(cx, shape);
      gemm::HostCase h;
      if (!gemm::make_host_case(cx.config, s, cx.options.seed, false, true, &h, err)) return false;
      const auto g = gemm::DeviceGemm::create(cx.backend, gs, cx.module.launch, s, err);
      std::vector<std::byte> raw;
      GuardWrites guard;
      if (!g || !g->upload(h.a, h.b, {}, err) || !g->run(k, {}, err) || !g->download(&raw, {}, err) ||
          !g->guard_writes(&guard, {}, err))
        return false;
      out->push_back(gemm::judge(gs, h, raw, guard));
    }
    return true;
  }

  bool properties(const ExecutionContext& cx, std::vector<PropertyOutcome>* out, std::string* err) const override {
    for (auto check : {gemm::determinism, gemm::prefix_invariance, gemm::hot_swap, gemm::streams, gemm::barrier_stress}) {
      PropertyOutcome o;
      if (!check(cx, &o, err)) return false;
      out->push_back(o);
    }
    return true;
  }

  bool perf(const ExecutionContext& cx, PerfOutcome* out, std::string* err) const override {
    return gemm::performance(cx, out, err);
  }
};

}  // namespace

const Executor& gemm_executor() {
  static const GemmExecutor executor;
  return executor;
}

}  // namespace paritykit::execute
