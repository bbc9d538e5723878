// The mlp executor: numerics on every batch (with a guard after Y), the four runtime properties,
// performance against the memory roofline.
#include <algorithm>

#include "mlp/executor.h"

namespace paritykit::execute {
namespace {

class MlpExecutor : public Executor {
 public:
  spec::LaunchDecisions launch_decisions(const spec::Config& config, const spec::TargetInfo& target) const override {
    return mlp_launch_decisions(config, target);
  }

  bool numerics(const ExecutionContext& cx, std::vector<ShapeOutcome>* out, std::string* err) const override {
    const spec::MlpSpec& ms = std::get<spec::MlpSpec>(cx.config.spec);
    const runtime::Kernel k = cx.module.kernels.empty() ? runtime::Kernel{} : cx.module.kernels[0];
    const std::vector<std::int64_t> batches =
        mlp::problems(cx).batches.empty() ? mlp_default_batches(ms.rows_per_block, mlp::problems(cx).max_default_batch)
                                          : mlp::problems(cx).batches;
    // One reference for the largest batch, its leading rows for each other one: the
    // probabilistic bound costs O(layers * width^3) per row (execute/README.md, "The mlp executor").
    mlp::HostCase all;
    if (!mlp::make_host_case(cx.config, *std::max_element(batches.begin(), batches.end()), cx.options.seed, true, &all,
                             err))
      return false;
    for (std::int64_t b : batches) {
      const mlp::HostCase h = mlp::leading_rows(all, b);
      const auto d = mlp::DeviceMlp::create(cx.backend, ms, cx.module.launch, b, err);
      mlp::Output y;
      if (!d || !d->upload_input(h.x, {}, err) || !d->upload_params(h.params, {}, err) || !d->run(k, {}, err) ||
          !d->download(&y, {}, err))
        return false;
      out->push_back(mlp::judge(ms, b, y, *h.reference));
    }
    return true;
  }

  bool properties(const ExecutionContext& cx, std::vector<PropertyOutcome>* out, std::string* err) const override {
    for (auto check : {mlp::determinism, mlp::prefix_invariance, mlp::hot_swap, mlp::streams}) {
      PropertyOutcome o;
      if (!check(cx, &o, err)) return false;
      out->push_back(o);
    }
    return true;
  }

  bool perf(const ExecutionContext& cx, PerfOutcome* out, std::string* err) const override {
    return mlp::performance(cx, out, err);
  }
};

}  // namespace

const Executor& mlp_executor() {
  static const MlpExecutor executor;
  return executor;
}

}  // namespace paritykit::execute
