// The qualification bench of an mlp module (mlp.h make_mlp_bench): its kernel at one batch on its
// own device buffers; correctness by --perf's check of sampled rows against the FP32 reference and
// of Y's guard; a sample is one launch timed by device events and by the host clock around launch
// and sync (ImageBench, stage/image_bench.h).
#include <algorithm>

#include "mlp/executor.h"
#include "stage/image_bench.h"

namespace paritykit::execute {
namespace {

class MlpBench final : public ImageBench {
 public:
  MlpBench(runtime::Backend& be, const spec::MlpSpec& ms) : ImageBench(be), ms_(ms) {}

  /// Loads the kernel, makes the inputs, the device buffers and the events, and uploads the
  /// inputs; false with *err. The destructor releases what was made before a step failed.
  bool open(const spec::Config& config, const std::string& image, const std::vector<std::string>& kernels,
            std::int64_t batch, std::uint64_t seed, std::string* err) {
    if (!load(image, kernels, err) || !mlp::make_large_case(config, batch, seed, &inputs_, err)) return false;
    // The qualification protocol carries no module decisions: the bench launches from the host's.
    device_ = mlp::DeviceMlp::create(be_, ms_, mlp_launch_decisions(config, *spec::find_target(config.target)), batch,
                                     err);
    return device_ && make_events(err) && device_->upload_input(inputs_.x, {}, err) &&
           device_->upload_params(inputs_.params, {}, err);
  }

  bool check(std::string* detail) override {
    mlp::Output out;
    ShapeOutcome judged;
    const int samples = static_cast<int>(std::min<std::int64_t>(MlpProblems{}.perf_samples, inputs_.batch));
    if (!prepare(detail) || !launch(detail) || !device_->download(&out, {}, detail) ||
        !mlp::judge_sampled_rows(ms_, inputs_, out, samples, &judged, detail))
      return false;
    if (judged.exceeded == 0) return true;
    *detail = std::to_string(judged.exceeded) + " of " + std::to_string(samples * ms_.output_width) +
              " elements of " + std::to_string(samples) + " sampled rows exceed their bound (worst error/bound " +
              std::to_string(judged.worst_ratio) + ")" +
              (out.guard_written ? ", " + std::to_string(out.guard_written) + " halves written past Y" : "");
    return false;
  }

 private:
  bool prepare(std::string* err) override { return device_->prepare({}, err); }
  bool launch(std::string* err) override { return device_->launch(module_.kernels.front(), {}, err); }

  spec::MlpSpec ms_;
  mlp::LargeCase inputs_;
  std::unique_ptr<mlp::DeviceMlp> device_;
};

}  // namespace

std::unique_ptr<qualify::Bench> make_mlp_bench(runtime::Backend& be, const spec::Config& config,
                                               const std::string& image, const std::vector<std::string>& kernels,
                                               std::int64_t batch, std::uint64_t seed, std::string* err) {
  const spec::MlpSpec* ms = config.as<spec::MlpSpec>();
  if (!ms) {
    *err = "config " + std::to_string(config.id) + " is not an mlp";
    return nullptr;
  }
  if (kernels.size() != 1) {
    *err = "an mlp module has one kernel (engines/CONTRACT_MLP.md section 4); the run names " +
           std::to_string(kernels.size());
    return nullptr;
  }
  auto bench = std::make_unique<MlpBench>(be, *ms);
  if (!bench->open(config, image, kernels, batch, seed, err)) return nullptr;
  return bench;
}

}  // namespace paritykit::execute
