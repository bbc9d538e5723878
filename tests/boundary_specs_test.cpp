// Specs on the engines' boundaries, for the mutation campaign's findings: a limit shifted by one
// in one engine passes the random-spec property, which rarely lands exactly on a boundary.
// 1. The shipped configs (parity/configs; 51, 52 and 57-72 sit on the caps and limits on purpose)
//    under every flavor, against the recorded goldens: what `parity-run --flavor all --toolchain
//    off` checks, as a test, so that ctest (CI) sees it too.
// 2. Hand-made specs exactly on and one past the limits no shipped config reaches (and the
//    cshuffle limits, each one step either side).
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

/// `c` with epilogue cshuffle and store vector `vc`.
spec::Config cshuffle(spec::Config c, int vc) {
  spec::GemmSpec& g = std::get<spec::GemmSpec>(c.spec);
  g.epilogue = spec::Epilogue::Cshuffle;
  g.vector_c = vc;
  return c;
}

/// `c` with vector.c `vc` and the direct epilogue.
spec::Config direct_with(spec::Config c, int vc) {
  std::get<spec::GemmSpec>(c.spec).vector_c = vc;
  return c;
}

/// 1x4 warps of 32 (128 threads), tile 224x32x32, A row vector 2, B row vector 4: LDS of A 30464
/// and B 4608 bytes; an f32 staging tile 224 x (32 + vc) takes 30464 bytes for vc 2 (65536 in all,
/// gfx1201's limit) and 32256 for vc 4.
spec::Config lds_edge(int id, int vc) {
  spec::Config c = cshuffle(boundary_config(id, 224, 32, 32, 1, 4), vc);
  spec::GemmSpec& g = std::get<spec::GemmSpec>(c.spec);
  g.vector_a = 2;
  g.vector_b = 4;
  return c;
}

/// f32 inputs, f16 output, split_k atomic x2 (packed pairs); 4x16 tile, per-thread 1x2.
spec::Config half_atomic(int id, int vc) {
  spec::Config c = cshuffle(boundary_config(id, 4, 16, 8, 1, 1), vc);
  spec::GemmSpec& g = std::get<spec::GemmSpec>(c.spec);
  g.out = spec::DType::F16;
  g.split = spec::SplitMode::Atomic;
  g.split_degree = 2;
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
      // cshuffle: 4x8 tile, 32 threads: 32 stores of 1 element spread evenly, 16 stores of 2 do not.
      {"32 stores for 32 threads", cshuffle(boundary_config(4, 4, 8, 8, 1, 1), 1), ""},
      {"16 stores for 32 threads", cshuffle(boundary_config(5, 4, 8, 8, 1, 1), 2), "E_STORE_NOT_DIVISIBLE"},
      // A store vector of 4 f32 is 16 bytes (the limit), of 8 is 32.
      {"vector.c 16 bytes", cshuffle(boundary_config(6, 32, 64, 8, 1, 1), 4), ""},
      {"vector.c 32 bytes", cshuffle(boundary_config(7, 32, 64, 8, 1, 1), 8), "E_VECTOR_TOO_WIDE"},
      // The direct epilogue takes only vector.c 1.
      {"direct, vector.c 1", direct_with(boundary_config(8, 4, 8, 8, 1, 1), 1), ""},
      {"direct, vector.c 2", direct_with(boundary_config(9, 4, 8, 8, 1, 1), 2), "E_STORE_VECTOR_DIRECT"},
      // Operand tiles plus the staging tile: exactly 65536 bytes, then 1792 more.
      {"LDS 65536 with staging", lds_edge(10, 2), ""},
      {"LDS 67328 with staging", lds_edge(11, 4), "E_CSHUFFLE_LDS"},
      // Packed 16-bit atomics store column pairs: vector.c 2 is the smallest even store vector.
      {"packed pairs, vector.c 2", half_atomic(12, 2), ""},
      {"packed pairs, vector.c 1", half_atomic(13, 1), "E_CSHUFFLE_ODD_VECTOR"},
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
