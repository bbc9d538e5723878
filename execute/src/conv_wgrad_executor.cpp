// The conv_wgrad executor: the host's launch decisions (the split policy's), numerics on every problem
// (with a guard after dW), the runtime properties (conv_wgrad_properties.cpp) and performance
// (conv_wgrad_perf.cpp).
#include "conv_wgrad.h"
#include "errors.h"
#include "executors.h"

namespace paritykit::execute {
namespace {

class ConvWgradExecutor : public Executor {
 public:
  spec::LaunchDecisions launch_decisions(const spec::Config& config, const spec::TargetInfo& target) const override {
    return conv_wgrad_launch_decisions(config, target);
  }

  bool numerics(const ExecutionContext& cx, std::vector<ShapeOutcome>* out, std::string* err) const override {
    return guarded(err, [&] {
      const spec::ConvWgradSpec& cs = std::get<spec::ConvWgradSpec>(cx.config.spec);
      const spec::ConvWgradSpec rs = conv_wgrad::resolved_spec(cx);
      const conv_wgrad::Kernels k = conv_wgrad::kernels_of(cx.module);
      const std::vector<spec::ConvShape> problems =
          cx.options.conv_wgrad.problems.empty() ? conv_wgrad_default_problems(cs) : cx.options.conv_wgrad.problems;
      for (const spec::ConvShape& s : problems) {
        conv_wgrad::DeviceConv d(cx.backend, rs, cx.module.launch, s);
        conv_wgrad::HostCase h = conv_wgrad::make_host_case(rs, s, cx.options.seed, true);
        d.upload(h.x, h.dy, {});
        d.run(k, {});
        out->push_back(conv_wgrad::judge(rs, h, d.download({})));
      }
    });
  }

  bool properties(const ExecutionContext& cx, std::vector<PropertyOutcome>* out, std::string* err) const override {
    return guarded(err, [&] {
      for (auto check : {conv_wgrad::determinism, conv_wgrad::hot_swap, conv_wgrad::streams, conv_wgrad::splitk_worst})
        out->push_back(check(cx));
    });
  }

  bool perf(const ExecutionContext& cx, PerfOutcome* out, std::string* err) const override {
    return guarded(err, [&] { *out = conv_wgrad::performance(cx); });
  }
};

}  // namespace

const Executor& conv_wgrad_executor() {
  static const ConvWgradExecutor executor;
  return executor;
}

}  // namespace paritykit::execute
