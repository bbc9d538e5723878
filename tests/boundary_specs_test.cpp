// Specs on the engines' boundaries, for the mutation campaign's findings: a limit shifted by one
// in one engine passes the random-spec property, which rarely lands exactly on a boundary.
// 1. The shipped configs (parity/configs; 51, 52 and 57-72 sit on the caps and limits on purpose)
//    under every flavor, against the recorded goldens: what `parity-run --flavor all --toolchain
//    off` checks, as a test, so that ctest (CI) sees it too; and its parity.json as written.
// 2. Hand-made specs exactly on and one past the limits no shipped config reaches (and the
//    cshuffle limits, each one step either side).
// 3. A shipped conv_wgrad config asymmetric in h and w for each kind of X gather, so that a
//    golden sees an h parameter taken for a w one in both engines.
#include <gtest/gtest.h>

#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "alpha/alpha.h"
#include "beta/beta.h"
#include "paritykit/parity/gate.h"
#include "paritykit/parity/report_files.h"
#include "paritykit/parity/run.h"
#include "paritykit/parity/selection.h"
#include "paritykit/reports.h"
#include "test_paths.h"
#include "test_tools.h"

namespace parity = paritykit::parity;
namespace spec = paritykit::spec;

TEST(ShippedConfigs, EveryFlavorPassesTheGateAgainstTheGoldens) {
  const spec::FlavorTable& table = pk_test::shipped_flavors();
  std::vector<spec::ConfigFile> files;
  std::string err;
  ASSERT_TRUE(parity::load_configs({PK_SOURCE_DIR + "/parity/configs"}, &files, &err)) << err;
  parity::RunOptions options;
  options.flavors = table.flavors;
  options.golden_dir = PK_SOURCE_DIR + "/golden";
  options.toolchain = parity::StageMode::Off;
  const auto alpha = paritykit::alpha::make_engine();
  const auto beta = paritykit::beta::make_engine();
  parity::RunReport report;
  ASSERT_TRUE(parity::run_parity(files, *alpha, *beta, options, &report, &err)) << err;
  const parity::GateVerdict verdict = parity::gate(report);
  std::string reasons;
  for (const std::string& r : verdict.reasons) reasons += "\n  " + r;
  EXPECT_TRUE(verdict.pass) << reasons;
  std::size_t configs = 0;
  for (const spec::ConfigFile& f : files) configs += f.configs.size();
  EXPECT_EQ(files.size(), 3u) << "gemm, mlp and conv_wgrad";
  EXPECT_EQ(report.results.size(), configs * table.flavors.size());
  // parity-run writes parity.json without building its document: on the whole run, the same bytes
  // as the document's text (WriteReports.ParityJsonIsItsDocumentAsText has every field).
  EXPECT_TRUE(parity::parity_json_text(report, verdict) == paritykit::reports::json_text(parity::parity_json(report, verdict)));
}

// A bug common to both engines that takes an h parameter where its w one belongs (pad_h for pad_w
// in the vectorised X gather, say) leaves the IR byte for byte as it was wherever the two are
// equal: byte parity cannot see it, and the goldens pin it only where they differ. So each kind of
// X gather the accepted conv_wgrad configs hold (engines/CONTRACT_WGRAD.md sections 6-8: target,
// math, K loop, K- or M-outer tiles, a vectorised fast path or a scalar one) needs a config whose
// stride, padding and dilation each differ between h and w; on sm_90 the GPU then checks its numbers.
TEST(ShippedConfigs, EveryWgradGatherKindHasAConfigAsymmetricInStridePaddingAndDilation) {
  const spec::FlavorTable& table = pk_test::shipped_flavors();
  const spec::Flavor& flavor = *table.find("llvm22");
  const spec::ConfigFile& file = pk_test::shipped_configs("conv_wgrad");
  const auto beta = paritykit::beta::make_engine();
  std::map<std::string, std::vector<int>> asymmetric;  // gather kind -> configs of it asymmetric in all three
  for (const spec::Config& c : file.configs) {
    if (!beta->validate(c, flavor).accepted) continue;
    const spec::ConvWgradSpec& w = *c.as<spec::ConvWgradSpec>();
    // The entry computes %b.aligned exactly when X's vector width is over 1 (section 6).
    const bool vectorised = beta->emit(c, flavor).ir_text.find("  %b.aligned = ") != std::string::npos;
    const std::string kind = c.target + " " + spec::to_string(w.math) + " " + spec::to_string(w.k_loop) +
                             (w.lds_k_outer ? " K-outer" : " M-outer") + (vectorised ? " vectorised" : " scalar");
    std::vector<int>& ids = asymmetric[kind];
    if (w.stride_h != w.stride_w && w.pad_h != w.pad_w && w.dilation_h != w.dilation_w) ids.push_back(c.id);
  }
  ASSERT_FALSE(asymmetric.empty()) << "no conv_wgrad config is accepted under llvm22";
  for (const auto& [kind, ids] : asymmetric) {
    EXPECT_FALSE(ids.empty()) << kind << ": no config with stride, padding and dilation each asymmetric";
    std::cout << kind << ":";
    for (int id : ids) std::cout << " " << id;
    std::cout << "\n";
  }
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

spec::Config double_buffer(spec::Config c) {
  std::get<spec::GemmSpec>(c.spec).k_loop = spec::KLoop::DoubleBuffer;
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
  const spec::FlavorTable& table = pk_test::shipped_flavors();
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
      // f32, vector 1: LDS is 4 * (m * (k + 1) + k * (n + 1)) bytes per stage, the budget 65536.
      // Two stages of 224x24x32 take exactly 65536; 224x32x32 takes 33792, twice that is over.
      {"double_buffer at the LDS budget", double_buffer(boundary_config(4, 224, 24, 32, 4, 1)), ""},
      {"sync under the LDS budget", boundary_config(5, 224, 32, 32, 4, 1), ""},
      {"double_buffer over the LDS budget", double_buffer(boundary_config(6, 224, 32, 32, 4, 1)), "E_LDS_BUDGET"},
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

namespace {

/// A matrix-path spec: f16 in and out, A row, B col, vector 4, no split.
spec::Config matrix_config(int id, const char* target, spec::Math math, int tile_m, int tile_n, int tile_k,
                           int warps_m, int warps_n) {
  spec::Config c = boundary_config(id, tile_m, tile_n, tile_k, warps_m, warps_n);
  c.target = target;
  spec::GemmSpec& g = std::get<spec::GemmSpec>(c.spec);
  g.math = math;
  g.a = g.b = g.out = spec::DType::F16;
  g.layout_b = spec::Layout::Col;
  g.vector_a = g.vector_b = 4;
  return c;
}

spec::Config with_inputs(spec::Config c, spec::DType a, spec::DType b) {
  std::get<spec::GemmSpec>(c.spec).a = a;
  std::get<spec::GemmSpec>(c.spec).b = b;
  return c;
}

}  // namespace

TEST(BoundarySpecs, MatrixRulesAgreeOnAndJustPastEachBoundary) {
  const spec::FlavorTable& table = pk_test::shipped_flavors();
  const spec::Flavor& flavor = *table.find("llvm22");
  const auto alpha = paritykit::alpha::make_engine();
  const auto beta = paritykit::beta::make_engine();
  using spec::Math;
  const struct {
    const char* what;
    spec::Config config;
    const char* code;       ///< "" for accept
    const char* intrinsic;  ///< accepted: the instruction the IR must call
  } cases[] = {
      {"mfma on gfx942", matrix_config(1, "gfx942", Math::Mfma, 64, 64, 16, 2, 2), "",
       "@llvm.amdgcn.mfma.f32.16x16x16f16("},
      {"wmma on gfx942", matrix_config(2, "gfx942", Math::Wmma, 64, 64, 16, 2, 2), "E_MATH_UNSUPPORTED", ""},
      {"f16 inputs", matrix_config(3, "gfx1201", Math::Wmma, 64, 64, 16, 2, 2), "",
       "@llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16("},
      {"bf16 inputs", with_inputs(matrix_config(4, "gfx1201", Math::Wmma, 64, 64, 16, 2, 2), spec::DType::BF16,
                                  spec::DType::BF16), "", "@llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v8i16("},
      {"f32 inputs", with_inputs(matrix_config(5, "gfx1201", Math::Wmma, 64, 64, 16, 2, 2), spec::DType::F32,
                                 spec::DType::F32), "E_MATRIX_DTYPE", ""},
      {"f16 A, bf16 B", with_inputs(matrix_config(6, "sm_90", Math::Mma, 64, 64, 16, 2, 2), spec::DType::F16,
                                    spec::DType::BF16), "E_MATRIX_DTYPE", ""},
      // Two waves of 16 rows: 32 rows is a multiple, 48 is not.
      {"tile.m a multiple of warps.m x 16", matrix_config(7, "gfx1201", Math::Wmma, 32, 64, 16, 2, 2), "",
       "@llvm.amdgcn.wmma"},
      {"tile.m 48 over two waves", matrix_config(8, "gfx1201", Math::Wmma, 48, 64, 16, 2, 2), "E_MATRIX_TILE", ""},
      // gfx1250's only instruction is 16x16x32; gfx950 takes the largest k dividing tile.k.
      {"gfx1250 tile.k 32", matrix_config(9, "gfx1250", Math::Wmma, 64, 64, 32, 2, 2), "",
       "@llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16("},
      {"gfx1250 tile.k 16", matrix_config(10, "gfx1250", Math::Wmma, 64, 64, 16, 2, 2), "E_MATRIX_TILE", ""},
      {"gfx950 tile.k 16", matrix_config(11, "gfx950", Math::Mfma, 64, 64, 16, 2, 2), "",
       "@llvm.amdgcn.mfma.f32.16x16x16f16("},
      {"gfx950 tile.k 32", matrix_config(12, "gfx950", Math::Mfma, 64, 64, 32, 2, 2), "",
       "@llvm.amdgcn.mfma.f32.16x16x32.f16("},
      // One wave of wmma: 4 x 2 fragments of 8 accumulators per lane is 64 (the limit); 4 x 3 is 96.
      {"64 lane accumulators", matrix_config(13, "gfx1201", Math::Wmma, 64, 32, 16, 1, 1), "", "@llvm.amdgcn.wmma"},
      {"96 lane accumulators", matrix_config(14, "gfx1201", Math::Wmma, 64, 48, 16, 1, 1), "E_MICROTILE_TOO_LARGE",
       ""},
  };
  for (const auto& c : cases) {
    const spec::Verdict va = alpha->validate(c.config, flavor), vb = beta->validate(c.config, flavor);
    EXPECT_EQ(va.code, vb.code) << c.what;
    EXPECT_EQ(va.message, vb.message) << c.what;
    EXPECT_EQ(va.code, c.code) << c.what << ": " << va.message;
    if (!va.accepted || !vb.accepted) continue;
    const std::string ir = alpha->emit(c.config, flavor).ir_text;
    EXPECT_EQ(ir, beta->emit(c.config, flavor).ir_text) << c.what;
    EXPECT_NE(ir.find(c.intrinsic), std::string::npos) << c.what << ": no " << c.intrinsic;
  }
}

namespace {

/// An mlp spec: `width` in and out, one hidden ReLU layer, no bias, inference.
spec::Config mlp_config(int id, const char* target, spec::Math math, int width, int rows_per_block) {
  spec::Config c;
  c.id = id;
  c.target = target;
  c.title = "mlp boundary";
  spec::MlpSpec m;
  m.width = m.input_width = m.output_width = width;
  m.math = math;
  m.rows_per_block = rows_per_block;
  c.spec = m;
  return c;
}

spec::Config with_dims(spec::Config c, int input_width, int output_width) {
  std::get<spec::MlpSpec>(c.spec).input_width = input_width;
  std::get<spec::MlpSpec>(c.spec).output_width = output_width;
  return c;
}

}  // namespace

// engines/CONTRACT_MLP.md section 3: each limit, and the next value the loader allows past it.
TEST(BoundarySpecs, MlpRulesAgreeOnAndJustPastEachLimit) {
  const spec::FlavorTable& table = pk_test::shipped_flavors();
  const spec::Flavor& flavor = *table.find("llvm22");
  const auto alpha = paritykit::alpha::make_engine();
  const auto beta = paritykit::beta::make_engine();
  using spec::Math;
  const struct {
    const char* what;
    spec::Config config;
    const char* code;  ///< "" for accept
  } cases[] = {
      {"input_width = width", with_dims(mlp_config(1, "sm_90", Math::Mma, 64, 64), 64, 1), ""},
      {"input_width = width + 1", with_dims(mlp_config(2, "sm_90", Math::Mma, 64, 64), 65, 1), "E_MLP_DIM_OVER_WIDTH"},
      {"output_width = width + 1", with_dims(mlp_config(3, "sm_90", Math::Mma, 64, 64), 1, 65), "E_MLP_DIM_OVER_WIDTH"},
      // mma m16n8k16: the width must be a multiple of n 8 and k 16; gfx1250's WMMA has k 32.
      {"mma width 16", mlp_config(4, "sm_90", Math::Mma, 16, 64), ""},
      {"mma width 24", mlp_config(5, "sm_90", Math::Mma, 24, 64), "E_MLP_WIDTH"},
      {"gfx1250 width 32", mlp_config(6, "gfx1250", Math::Wmma, 32, 64), ""},
      {"gfx1250 width 16", mlp_config(7, "gfx1250", Math::Wmma, 16, 64), "E_MLP_WIDTH"},
      {"simt width 16", mlp_config(8, "gfx1201", Math::Simt, 16, 64), ""},
      {"simt width 8", mlp_config(9, "gfx1201", Math::Simt, 8, 64), "E_MLP_WIDTH"},
      {"16 rows", mlp_config(10, "sm_90", Math::Mma, 64, 16), ""},
      {"17 rows", mlp_config(11, "sm_90", Math::Mma, 64, 17), "E_MLP_ROWS"},
      {"15 rows", mlp_config(12, "sm_90", Math::Mma, 64, 15), "E_MLP_ROWS"},
      {"24 rows (half a tile past 16)", mlp_config(12, "sm_90", Math::Mma, 64, 24), "E_MLP_ROWS"},
      // 32 waves of 32 = 1024 threads (the limit); 33 waves are over.
      {"1024 threads", mlp_config(13, "sm_90", Math::Mma, 16, 512), ""},
      {"1056 threads", mlp_config(14, "sm_90", Math::Mma, 16, 528), "E_THREADS_OVER_LIMIT"},
      {"wave64 1024 threads", mlp_config(15, "gfx942", Math::Mfma, 16, 256), ""},
      {"wave64 1088 threads", mlp_config(16, "gfx942", Math::Mfma, 16, 272), "E_THREADS_OVER_LIMIT"},
      // Accumulators per lane: simt 4 x width/8, mma width/8 fragments of 4.
      {"simt 64 accumulators", mlp_config(17, "sm_90", Math::Simt, 128, 16), ""},
      {"simt 72 accumulators", mlp_config(18, "sm_90", Math::Simt, 144, 16), "E_MICROTILE_TOO_LARGE"},
      {"mma 64 accumulators", mlp_config(19, "sm_90", Math::Mma, 128, 16), ""},
      {"mma 72 accumulators", mlp_config(20, "sm_90", Math::Mma, 144, 16), "E_MICROTILE_TOO_LARGE"},
      // LDS 2 * (RPB + 128) * 136 bytes: 112 rows take 65,280 of gfx1201's 65,536, 128 rows are over.
      {"LDS 65280", mlp_config(21, "gfx1201", Math::Wmma, 128, 112), ""},
      {"LDS 69632", mlp_config(22, "gfx1201", Math::Wmma, 128, 128), "E_LDS_BUDGET"},
  };
  for (const auto& c : cases) {
    const spec::Verdict va = alpha->validate(c.config, flavor), vb = beta->validate(c.config, flavor);
    EXPECT_EQ(va, vb) << c.what;
    EXPECT_EQ(va.code, c.code) << c.what << ": " << va.message;
    if (va.accepted && vb.accepted) {
      EXPECT_EQ(alpha->emit(c.config, flavor).ir_text, beta->emit(c.config, flavor).ir_text) << c.what;
    }
  }
}
