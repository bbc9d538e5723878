// Specs on the engines' boundaries, for the mutation campaign's findings: a limit shifted by one
// in one engine passes the random-spec property, which rarely lands exactly on a boundary.
// 1. The shipped configs (parity/configs; 51, 52 and 57-72 sit on the caps and limits on purpose)
//    under every flavor, against the recorded goldens: what `parity-run --flavor all --toolchain
//    off` checks, as a test, so that ctest (CI) sees it too.
// 2. Hand-made specs exactly on and one past the limits no shipped config reaches.
#include <gtest/gtest.h>

#include "alpha/alpha.h"
#include "beta/beta.h"
#include "paritykit/parity.h"

namespace parity = paritykit::parity;
namespace spec = paritykit::spec;

TEST(ShippedConfigs, EveryFlavorPassesTheGateAgainstTheGoldens) {
  const spec::FlavorTable table = spec::load_flavor_table(PK_SOURCE_DIR "/parity/flavors.json");
  const std::vector<spec::ConfigFile> files = parity::load_configs({PK_SOURCE_DIR "/parity/configs"});
  parity::RunOptions options;
  options.flavors = table.flavors;
  options.golden_dir = PK_SOURCE_DIR "/golden";
  options.toolchain = parity::StageMode::Off;
  const auto alpha = paritykit::alpha::make_engine();
  const auto beta = paritykit::beta::make_engine();
  parity::RunReport report;
  std::string err;
  ASSERT_TRUE(parity::run_parity(files, *alpha, *beta, options, &report, &err)) << err;
  const parity::GateVerdict verdict = parity::gate(report);
  std::string reasons;
  for (const std::string& r : verdict.reasons) reasons += "\n  " + r;
  EXPECT_TRUE(verdict.pass) << reasons;
  EXPECT_EQ(report.results.size(), files.at(0).configs.size() * table.flavors.size());
}

namespace {

/// gfx1201 (wave32, 4x8 lanes), one 1x1-warp workgroup, f32, row/row, vector 1, no split.
spec::Config boundary_config(int id, int tile_m, int tile_n, int tile_k, int warps_m, int warps_n) {
  spec::Config c;
  c.id = id;
  c.target = "gfx1201";
  c.title = "boundary";
  spec::GemmSpec& g = std::get<spec::GemmSpec>(c.spec);
  g.tile_m = tile_m;
  g.tile_n = tile_n;
  g.tile_k = tile_k;
  g.warps_m = warps_m;
  g.warps_n = warps_n;
  return c;
}

/// The async K loop on a 16x32x16 tile of `dtype` (on gfx1201 by default; `target` moves it).
spec::Config async_config(int id, const char* target, spec::DType dtype, int vector_a, int vector_b) {
  spec::Config c = boundary_config(id, 16, 32, 16, 1, 1);
  c.target = target;
  spec::GemmSpec& g = std::get<spec::GemmSpec>(c.spec);
  g.a = g.b = g.out = dtype;
  g.vector_a = vector_a;
  g.vector_b = vector_b;
  g.k_loop = spec::KLoop::Async;
  return c;
}

}  // namespace

TEST(BoundarySpecs, BothEnginesAgreeOnAndOnePastEachLimit) {
  const spec::FlavorTable table = spec::load_flavor_table(PK_SOURCE_DIR "/parity/flavors.json");
  const spec::Flavor& flavor = *table.find("llvm22");
  const auto alpha = paritykit::alpha::make_engine();
  const auto beta = paritykit::beta::make_engine();
  const struct {
    const char* what;
    spec::Config config;
    const char* code;  ///< "" for accept
  } cases[] = {
      // 4x8 threads; per-thread tile 8x8 = 64 accumulators (the limit), 5x13 = 65 (one past).
      {"64 accumulators", boundary_config(1, 32, 64, 8, 1, 1), ""},
      {"65 accumulators", boundary_config(2, 20, 104, 8, 1, 1), "E_MICROTILE_TOO_LARGE"},
      // 4x8 warps of 32 = 1024 threads (the limit); 16x64 tile, K 64: loads spread evenly.
      {"1024 threads", boundary_config(3, 16, 64, 64, 4, 8), ""},
      // The async K loop: exactly one 16-byte chunk per vector slot, on gfx1250 only.
      {"async f16 chunks of 8", async_config(4, "gfx1250", spec::DType::F16, 8, 8), ""},
      {"async f32 chunks of 4", async_config(5, "gfx1250", spec::DType::F32, 4, 4), ""},
      {"async f16 vector.a of 4", async_config(6, "gfx1250", spec::DType::F16, 4, 8), "E_ASYNC_CHUNK"},
      {"async f32 vector.b of 2", async_config(7, "gfx1250", spec::DType::F32, 4, 2), "E_ASYNC_CHUNK"},
      {"async f16 vector.a of 16 (too wide first)", async_config(8, "gfx1250", spec::DType::F16, 16, 8),
       "E_VECTOR_TOO_WIDE"},
      {"async on gfx1201", async_config(9, "gfx1201", spec::DType::F16, 8, 8), "E_ASYNC_TARGET"},
      {"async on sm_90", async_config(10, "sm_90", spec::DType::F16, 8, 8), "E_ASYNC_TARGET"},
  };
  for (const auto& c : cases) {
    const spec::Verdict va = alpha->validate(c.config, flavor), vb = beta->validate(c.config, flavor);
    EXPECT_EQ(va.accepted, vb.accepted) << c.what;
    EXPECT_EQ(va.code, vb.code) << c.what;
    EXPECT_EQ(va.message, vb.message) << c.what;
    EXPECT_EQ(va.code, c.code) << c.what << ": " << va.message;
    if (va.accepted && vb.accepted) {
      EXPECT_EQ(alpha->emit(c.config, flavor).ir_text, beta->emit(c.config, flavor).ir_text) << c.what;
    }
  }
}
