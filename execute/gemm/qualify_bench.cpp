// The qualification bench of a gemm module (execute.h make_gemm_bench): the module's kernels, or
// cuBLAS, at one problem on their own device buffers; correctness by the sampled FP64 check of
// --perf; a sample is one launch timed by device events and by the host clock around launch and
// sync (ImageBench, stage/image_bench.h).
#include "gemm/executor.h"
#include "stage/image_bench.h"

namespace paritykit::execute {
namespace {

constexpr int kCheckedElements = 256;

class GemmBench final : public ImageBench {
 public:
  GemmBench(runtime::Backend& be, const spec::GemmSpec& gs, runtime::Cublas* cublas)
      : ImageBench(be), gs_(gs), cublas_(cublas) {}

  /// Loads `kernels` from `image` (unless the bench is cuBLAS's), makes the inputs, the device
  /// buffers and the events, and uploads the inputs; false with *err. The destructor releases
  /// what was made before a step failed.
  bool open(const spec::Config& config, const std::string& image, const std::vector<std::string>& kernels,
            const GemmShape& shape, std::uint64_t seed, std::string* err) {
    if (!cublas_) {
      if (!load(image, kernels, err)) return false;
      kernels_ = gemm::kernels_of(module_);
    }
    if (!gemm::make_host_case(config, shape, seed, false, false, &host_, err)) return false;
    // The qualification protocol carries no module decisions: the bench launches from the host's.
    device_ = gemm::DeviceGemm::create(be_, gs_, gemm_launch_decisions(config, *spec::find_target(config.target)), shape,
                                       err);
    if (!device_) return false;
    return make_events(err) && device_->upload(host_.a, host_.b, {}, err);
  }

  bool check(std::string* detail) override {
    std::vector<std::byte> raw;
    if (!device_->prepare({}, detail) || !launch(detail) || !device_->download(&raw, {}, detail)) return false;
    PerfOutcome p;
    gemm::check_samples(gs_, host_, raw, kCheckedElements, &p);
    if (p.sampled_exceeded == 0) return true;
    *detail = std::to_string(p.sampled_exceeded) + " of " + std::to_string(p.sampled) +
              " sampled elements exceed their bound (worst error/bound " + std::to_string(p.sampled_worst_ratio) + ")";
    return false;
  }

 private:
  bool prepare(std::string* err) override { return device_->prepare({}, err); }
  /// The kernels of the module, or the cuBLAS call (D row-major, as the contract's kernels write it).
  bool launch(std::string* err) override {
    if (!cublas_) return device_->launch(kernels_, {}, err);
    return cublas_->gemm(spec::to_string(gs_.a), spec::to_string(gs_.out), gs_.layout_a == spec::Layout::Col,
                         gs_.layout_b == spec::Layout::Col, static_cast<int>(host_.shape.m),
                         static_cast<int>(host_.shape.n), static_cast<int>(host_.shape.k), device_->a(), device_->b(),
                         device_->d(), {}, err);
  }

  spec::GemmSpec gs_;
  runtime::Cublas* cublas_;  ///< non-null: the bench of cuBLAS (module_ stays empty)
  gemm::Kernels kernels_;
  gemm::HostCase host_;  ///< the inputs, and the problem (host_.shape)
  std::unique_ptr<gemm::DeviceGemm> device_;
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
  auto bench = std::make_unique<GemmBench>(be, gs, cublas);
  if (!bench->open(config, image, kernels, shape, seed, err)) return nullptr;
  return bench;
}

}  // namespace paritykit::execute
