// The conv_wgrad executor: the host's launch decisions (the split policy's), numerics on every problem
// (with a guard after dW), the runtime properties (properties.cpp) and performance
// (perf.cpp).
#include "conv_wgrad/executor.h"

namespace paritykit::execute {
namespace {

class ConvWgradExecutor : public Executor {
 public:
  spec::LaunchDecisions launch_decisions(const spec::Config& config, const spec::TargetInfo& target) const override {
    return conv_wgrad_launch_decisions(config, target);
  }

  bool numerics(const ExecutionContext& cx, std::vector<ShapeOutcome>* out, std::string* err) const override {
    const spec::ConvWgradSpec& cs = std::get<spec::ConvWgradSpec>(cx.config.spec);
    const spec::ConvWgradSpec rs = conv_wgrad::resolved_spec(cx);
    const conv_wgrad::Kernels k = conv_wgrad::kernels_of(cx.module);
    const std::vector<spec::ConvShape> problems =
        conv_wgrad::problems(cx).problems.empty() ? conv_wgrad_default_problems(cs, conv_wgrad::problems(cx).max_default_macs)
                                                  : conv_wgrad::problems(cx).problems;
    for (const spec::ConvShape& s : problems) {
      const auto d = conv_wgrad::DeviceConv::create(cx.backend, rs, cx.module.launch, s, err);
      conv_wgrad::HostCase h;
      conv_wgrad::Output dw;
      if (!d || !conv_wgrad::make_host_case(rs, s, cx.options.seed, true, &h, err) || !d->upload(h.x, h.dy, {}, err) ||
          !d->run(k, {}, err) || !d->download(&dw, {}, err))
        return false;
      out->push_back(conv_wgrad::judge(rs, h, dw));
    }
    return true;
  }

  bool properties(const ExecutionContext& cx, std::vector<PropertyOutcome>* out, std::string* err) const override {
    for (auto check : {conv_wgrad::determinism, conv_wgrad::hot_swap, conv_wgrad::streams, conv_wgrad::splitk_worst}) {
      PropertyOutcome o;
      if (!check(cx, &o, err)) return false;
      out->push_back(o);
    }
    return true;
  }

  bool perf(const ExecutionContext& cx, PerfOutcome* out, std::string* err) const override {
    return conv_wgrad::performance(cx, out, err);
  }
};

}  // namespace

const Executor& conv_wgrad_executor() {
  static const ConvWgradExecutor executor;
  return executor;
}

}  // namespace paritykit::execute
