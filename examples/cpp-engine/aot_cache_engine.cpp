// The AOT cache: one `<key>.ll`, `<key>.kernels` and `<key>.launch` (the launch decisions,
// spec::to_json) per (config, flavor), the key the sha256 of the live engine's name, the config
// and the flavor as loaded. Written atomically, the IR last, so a run that is killed leaves either
// a whole entry or none.
#include "aot_cache_engine.h"

#include <sstream>
#include <stdexcept>

#include "paritykit/support/file.h"
#include "paritykit/support/sha256.h"

namespace example {
namespace {

namespace spec = paritykit::spec;
namespace support = paritykit::support;

class AotCacheEngine final : public spec::Engine {
 public:
  AotCacheEngine(std::unique_ptr<spec::Engine> live, std::filesystem::path dir)
      : live_(std::move(live)), dir_(std::move(dir)) {}

  std::string name() const override { return live_->name() + "-aot"; }

  // Validation is the live engine's: the cache holds only modules.
  spec::Verdict validate(const spec::Config& config, const spec::Flavor& flavor) const override {
    return live_->validate(config, flavor);
  }

  spec::Module emit(const spec::Config& config, const spec::Flavor& flavor) const override {
    const std::filesystem::path base = dir_ / support::sha256_hex(live_->name() + "\n" + config.json + "\n" + flavor.json);
    spec::Module m;
    std::string kernels, launch, err;
    if (support::read_file(base.string() + ".ll", &m.ir_text, &err) &&
        support::read_file(base.string() + ".kernels", &kernels, &err) &&
        support::read_file(base.string() + ".launch", &launch, &err)) {
      std::istringstream lines(kernels);
      for (std::string k; std::getline(lines, k);) m.kernels.push_back(k);
      // A corrupt entry is the cache's bug to report, not a module to hand out.
      if (!spec::parse_launch_decisions(launch, &m.launch, &err))
        throw std::runtime_error("aot cache: " + base.string() + ".launch: " + err);
      return m;
    }
    m = live_->emit(config, flavor);
    kernels.clear();
    for (const auto& k : m.kernels) kernels += k + "\n";
    if (!support::write_file_atomic(base.string() + ".kernels", kernels, &err) ||
        !support::write_file_atomic(base.string() + ".launch", spec::to_json(m.launch), &err) ||
        !support::write_file_atomic(base.string() + ".ll", m.ir_text, &err))
      throw std::runtime_error("aot cache: " + err);
    return m;
  }

 private:
  std::unique_ptr<spec::Engine> live_;
  std::filesystem::path dir_;
};

}  // namespace

std::unique_ptr<spec::Engine> make_aot_cache_engine(std::unique_ptr<spec::Engine> live, std::filesystem::path dir) {
  std::filesystem::create_directories(dir);
  return std::make_unique<AotCacheEngine>(std::move(live), std::move(dir));
}

}  // namespace example
