// The configs spec_fuzzer's corpus kept (fuzz/regressions/<family>.json, made by
// make_regressions.py): under every flavor both engines give the same verdict (accepted, code,
// message) and, for an accepted config, the same kernel list and IR bytes; where the flavor has
// the config's target, the verdict is the config's `expect` (as parity-run checks it). A perturbed
// engine proves the check can fail.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "alpha/alpha.h"
#include "beta/beta.h"
#include "paritykit/spec.h"
#include "loaded_specs.h"
#include "test_paths.h"

namespace {

namespace spec = paritykit::spec;

std::vector<spec::ConfigFile> regression_files() {
  std::vector<std::string> paths;
  for (const auto& entry : std::filesystem::directory_iterator(PK_SOURCE_DIR + "/fuzz/regressions"))
    if (entry.path().extension() == ".json") paths.push_back(entry.path().string());
  std::sort(paths.begin(), paths.end());
  std::vector<spec::ConfigFile> files;
  for (const std::string& p : paths) files.push_back(pk_test::loaded_config_file(p));
  return files;
}

const spec::FlavorTable& flavor_table() {
  static const spec::FlavorTable table = pk_test::loaded_flavor_table(PK_SOURCE_DIR + "/parity/flavors.json");
  return table;
}

std::string show(const spec::Verdict& v) {
  return v.accepted ? std::string("accept") : "reject " + v.code + " \"" + v.message + "\"";
}

/// Empty when `x` and `y` agree on the config under the flavor; otherwise the first difference.
/// The one function that decides, for the real test and for the perturbed engine's.
std::string disagreement(const spec::Engine& x, const spec::Engine& y, const spec::Config& config,
                         const spec::Flavor& flavor) {
  const spec::Verdict vx = x.validate(config, flavor), vy = y.validate(config, flavor);
  if (!(vx == vy)) return "verdict: " + x.name() + " " + show(vx) + "; " + y.name() + " " + show(vy);
  if (!vx.accepted) return {};
  const spec::Module mx = x.emit(config, flavor), my = y.emit(config, flavor);
  if (mx.kernels != my.kernels) return "kernel lists differ";
  if (mx.ir_text != my.ir_text) {
    const auto [at, _] = std::mismatch(mx.ir_text.begin(), mx.ir_text.end(), my.ir_text.begin(), my.ir_text.end());
    return "IR differs at byte " + std::to_string(at - mx.ir_text.begin());
  }
  return {};
}

/// Beta with one byte changed in every module it emits and in every reject message: an engine
/// the test must not pass on any config.
class PerturbedEngine : public spec::Engine {
 public:
  std::string name() const override { return "perturbed-beta"; }
  spec::Verdict validate(const spec::Config& config, const spec::Flavor& flavor) const override {
    spec::Verdict v = inner_->validate(config, flavor);
    if (!v.accepted && !v.message.empty()) v.message.back() ^= 1;
    return v;
  }
  spec::Module emit(const spec::Config& config, const spec::Flavor& flavor) const override {
    spec::Module m = inner_->emit(config, flavor);
    if (!m.ir_text.empty()) m.ir_text[m.ir_text.size() / 2] ^= 1;
    return m;
  }

 private:
  std::unique_ptr<spec::Engine> inner_ = paritykit::beta::make_engine();
};

TEST(FuzzRegressions, BothEnginesAgreeOnEveryConfigUnderEveryFlavor) {
  const std::vector<spec::ConfigFile> files = regression_files();
  ASSERT_FALSE(files.empty()) << "no configs in fuzz/regressions";
  const auto alpha = paritykit::alpha::make_engine();
  const auto beta = paritykit::beta::make_engine();
  std::size_t checked = 0;
  for (const spec::ConfigFile& file : files) {
    for (const spec::Config& config : file.configs) {
      for (const spec::Flavor& flavor : flavor_table().flavors) {
        const std::string where = file.path + ": config " + std::to_string(config.id) + ", " + flavor.name;
        EXPECT_EQ(disagreement(*alpha, *beta, config, flavor), "") << where;
        if (flavor.has_target(config.target)) {
          const spec::Verdict v = alpha->validate(config, flavor);
          EXPECT_EQ(v.accepted, config.expect.accept) << where << ": " << show(v);
          EXPECT_EQ(v.code, config.expect.reject_code) << where << ": " << show(v);
        }
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 0u);
}

TEST(FuzzRegressions, APerturbedEngineFailsOnEveryConfig) {
  const auto alpha = paritykit::alpha::make_engine();
  const PerturbedEngine perturbed;
  const spec::Flavor& flavor = *flavor_table().find("llvm22");
  std::size_t accepted = 0, rejected = 0;
  for (const spec::ConfigFile& file : regression_files()) {
    for (const spec::Config& config : file.configs) {
      EXPECT_NE(disagreement(*alpha, perturbed, config, flavor), "") << file.path << ": config " << config.id;
      ++(config.expect.accept ? accepted : rejected);
    }
  }
  // Both kinds are kept, so both halves of the check are shown to fail.
  EXPECT_GT(accepted, 0u);
  EXPECT_GT(rejected, 0u);
}

}  // namespace
