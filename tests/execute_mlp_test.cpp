// The mlp executor on the fake backend: a host kernel that follows the mlp launch contract
// (engines/CONTRACT_MLP.md sections 1 and 4) passes every check, and each injected bug is caught by
// the check meant for it; and the qualification bench (make_mlp_bench) checks and times it. No GPU
// needed; the problems are small because the host kernel is slow.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <utility>

#include "faulting_backend.h"
#include "module_request.h"
#include "paritykit/execute.h"
#include "paritykit/execute/mlp.h"
#include "paritykit/qualify.h"
#include "paritykit/reference.h"
#include "reference_case.h"
#include "temp_dir.h"

namespace ex = paritykit::execute;
namespace rt = paritykit::runtime;
namespace spec = paritykit::spec;
namespace ref = paritykit::reference;

namespace {

enum class Bug { None, UnwrittenRow, PastBatch, Nondeterministic, StaleParams, RowOffsetByBlock };

/// f16 <-> float through the reference's own conversion (round to nearest, ties to even).
struct Half {
  ref::Tensor t = ref::make_tensor("h", spec::DType::F16, {1});
  float load(const void* p) {
    std::memcpy(t.storage.data(), p, 2);
    return t.value(0);
  }
  float round(float v) {
    ref::set_value(t, 0, v);
    return t.value(0);
  }
  void store(void* p, float v) {
    ref::set_value(t, 0, v);
    std::memcpy(p, t.storage.data(), 2);
  }
};

float activate(spec::Activation a, float z) {
  switch (a) {
    case spec::Activation::None: return z;
    case spec::Activation::ReLU: return std::max(z, 0.0f);
    case spec::Activation::Sigmoid: return 1.0f / (1.0f + std::exp(-z));
    case spec::Activation::Tanh: return std::tanh(z);
  }
  return z;
}

/// The contract mlp on host memory, with an optional injected bug.
struct HostMlp {
  HostMlp(spec::MlpSpec s, Bug b) : ms(s), bug(b) {}
  spec::MlpSpec ms;
  Bug bug;
  int launches = 0;
  std::map<std::uint64_t, std::vector<unsigned char>> first_params;  // StaleParams: P address -> first bytes

  void operator()(rt::Dim3 grid, rt::Dim3 block, const rt::KernelArgs& args,
                  const std::function<void*(rt::DevicePtr)>& mem) {
    EXPECT_EQ(block.x, static_cast<unsigned>(ms.rows_per_block / 16 * 32));
    const auto* X = static_cast<const unsigned char*>(mem(args.get<std::uint64_t>(0)));
    const std::uint64_t p_addr = args.get<std::uint64_t>(1);
    const auto* P = static_cast<const unsigned char*>(mem(p_addr));
    auto* Y = static_cast<unsigned char*>(mem(args.get<std::uint64_t>(2)));
    const std::int64_t B = args.get<std::int32_t>(3);
    ++launches;
    const std::int64_t count = spec::mlp_param_count(ms) * 2;
    if (bug == Bug::StaleParams) {
      auto [it, fresh] = first_params.try_emplace(p_addr, P, P + count);
      P = it->second.data();
    }
    Half h16;
    const int w = ms.width, L = ms.hidden_layers, rpb = ms.rows_per_block;
    for (unsigned bx = 0; bx < grid.x; ++bx)
      for (std::int64_t r = std::int64_t{bx} * rpb; r < std::int64_t{bx + 1} * rpb; ++r) {
        std::int64_t src = r;
        if (bug == Bug::RowOffsetByBlock && grid.x > 1 && bx == grid.x - 1) src = r - rpb;
        std::vector<float> h(static_cast<size_t>(w), 0.0f);
        if (src < B)
          for (int c = 0; c < ms.input_width; ++c) h[static_cast<size_t>(c)] = h16.load(X + (src * ms.input_width + c) * 2);
        for (int l = 0; l <= L; ++l) {
          const int out = l == L ? ms.output_width : w;
          const std::int64_t woff = std::int64_t{l} * w * w;
          const std::int64_t boff = (std::int64_t{L} * w + ms.output_width) * w + std::int64_t{l} * w;
          std::vector<float> next(static_cast<size_t>(w), 0.0f);
          for (int n = 0; n < out; ++n) {
            float acc = 0;
            for (int k = 0; k < w; ++k) acc = std::fma(h16.load(P + (woff + n * w + k) * 2), h[static_cast<size_t>(k)], acc);
            if (ms.bias) acc += h16.load(P + (boff + n) * 2);
            next[static_cast<size_t>(n)] = h16.round(activate(l == L ? ms.output_activation : ms.activation, acc));
          }
          h = std::move(next);
        }
        bool store = r < B;
        if (bug == Bug::UnwrittenRow && B > 1 && r == B - 1) store = false;
        if (bug == Bug::PastBatch && r == B && B % rpb != 0) store = true;
        if (!store) continue;
        for (int c = 0; c < ms.output_width; ++c) h16.store(Y + (r * ms.output_width + c) * 2, h[static_cast<size_t>(c)]);
      }
    if (bug == Bug::Nondeterministic && launches % 2 == 0) Y[0] ^= 1;
  }
};

spec::Config mlp_config() {
  spec::Config c;
  c.id = 7;
  c.target = "sm_90";
  spec::MlpSpec ms;
  ms.width = 16;
  ms.input_width = 16;  // == width and no bias: today's reference layout and the contract's agree
  ms.output_width = 16;
  ms.hidden_layers = 1;
  ms.math = spec::Math::Mma;
  ms.rows_per_block = 16;
  c.spec = ms;
  return c;
}

ex::ExecuteOptions small_options() {
  ex::ExecuteOptions o;
  o.determinism_launches = 4;
  o.problems.of<ex::MlpProblems>().batches = {1, 16, 17, 33};
  o.problems.of<ex::MlpProblems>().determinism_batch = 17;
  o.problems.of<ex::MlpProblems>().prefix_batch = 40;
  o.problems.of<ex::MlpProblems>().prefix_rows = 17;
  o.problems.of<ex::MlpProblems>().swap_batch = 17;
  o.problems.of<ex::MlpProblems>().stream_batches[0] = 33;
  o.problems.of<ex::MlpProblems>().stream_batches[1] = 17;
  o.problems.of<ex::MlpProblems>().perf_batch = 64;
  o.problems.of<ex::MlpProblems>().perf_samples = 8;
  o.problems.of<ex::MlpProblems>().perf_iterations = 3;
  return o;
}

/// A narrow input, a narrow output, biases and a tanh output: the contract's padding and bias
/// offsets (today's reference pads the input itself and fills no bias, so both layouts agree).
spec::Config narrow_biased_config() {
  spec::Config c = mlp_config();
  spec::MlpSpec& ms = std::get<spec::MlpSpec>(c.spec);
  ms.input_width = 5;
  ms.output_width = 3;
  ms.hidden_layers = 2;
  ms.bias = true;
  ms.output_activation = spec::Activation::Tanh;
  return c;
}

/// One executor run of the config on a fake sm_90 device with the host kernel.
struct MlpRun {
  spec::Config config = mlp_config();
  ex::ExecuteOptions options = small_options();
  rt::FakeBackend be{rt::DeviceInfo{"fake", "fake sm_90", "sm_90", 1 << 30, 1}};
  ex::LoadedModule module;
  std::vector<ex::ShapeOutcome> shapes;
  std::vector<ex::PropertyOutcome> properties;
  ex::PerfOutcome perf;

  explicit MlpRun(Bug bug, spec::Config c = mlp_config()) : config(std::move(c)) {
    be.add_kernel("paritykit_mlp_7", HostMlp(std::get<spec::MlpSpec>(config.spec), bug));
    std::string err;
    EXPECT_TRUE(be.load_module(".version 8.0\n.target sm_90\n.entry paritykit_mlp_7\n", &module.module, &err)) << err;
    rt::Kernel k;
    EXPECT_TRUE(be.get_kernel(module.module, "paritykit_mlp_7", &k, &err)) << err;
    module.kernels.push_back(k);
    module.launch = ex::mlp_launch_decisions(config, *spec::find_target("sm_90"));
  }
  void execute(bool with_perf = false) {
    const ex::Executor* executor = ex::find_executor(spec::Family::Mlp);
    ASSERT_NE(executor, nullptr);
    const ex::ExecutionContext cx{be, config, *spec::find_target("sm_90"), options, module};
    std::string err;
    ASSERT_TRUE(executor->numerics(cx, &shapes, &err)) << err;
    ASSERT_TRUE(executor->properties(cx, &properties, &err)) << err;
    if (with_perf) {
      ASSERT_TRUE(executor->perf(cx, &perf, &err)) << err;
    }
  }
  const ex::PropertyOutcome& property(const std::string& name) const {
    for (const auto& p : properties)
      if (p.name == name) return p;
    static const ex::PropertyOutcome none{"none", "missing", ""};
    return none;
  }
  bool numerics_passed() const {
    return std::all_of(shapes.begin(), shapes.end(), [](const ex::ShapeOutcome& o) { return o.passed; });
  }
  const ex::ShapeOutcome* first_failed() const {
    for (const auto& o : shapes)
      if (!o.passed) return &o;
    return nullptr;
  }
};

}  // namespace

TEST(MlpLaunch, PlanFollowsTheContract) {
  spec::MlpSpec ms;
  ms.width = 64;
  ms.input_width = 32;
  ms.output_width = 16;
  ms.hidden_layers = 2;
  ms.rows_per_block = 128;
  spec::Config c;
  c.id = 7;
  c.spec = ms;
  spec::TargetInfo wave32;
  wave32.wave_size = 32;
  const ex::MlpLaunchPlan p = ex::mlp_launch_plan(ms, ex::mlp_launch_decisions(c, wave32), 257);
  EXPECT_EQ(p.grid, (rt::Dim3{3, 1, 1}));
  EXPECT_EQ(p.block, (rt::Dim3{256, 1, 1}));
  EXPECT_EQ(p.x_bytes, 257u * 32 * 2);
  EXPECT_EQ(p.y_bytes, 257u * 16 * 2);
  EXPECT_EQ(p.p_bytes, static_cast<size_t>(spec::mlp_param_count(ms)) * 2);
  EXPECT_EQ(p.guard_bytes, (3u * 128 - 257 + 128) * 16 * 2);  // the padded rows and one more block
  const rt::KernelArgs a = ex::mlp_args(0x1000, 0x2000, 0x3000, 257);
  ASSERT_EQ(a.count(), 4u);
  EXPECT_EQ(a.get<std::uint64_t>(2), 0x3000u);
  EXPECT_EQ(a.get<std::int32_t>(3), 257);
}

TEST(MlpLaunch, DefaultBatchesCoverThePublicSetBoundariesAndTheMatrix) {
  EXPECT_EQ(ex::mlp_batch_matrix().size(), 20u);
  EXPECT_EQ(ex::mlp_batch_matrix().back(), 65537);
  for (int rpb : {16, 64, 128}) {
    const std::vector<std::int64_t> b = ex::mlp_default_batches(rpb);
    auto has = [&](std::int64_t v) { return std::find(b.begin(), b.end(), v) != b.end(); };
    for (std::int64_t v : {1, 16, 17, 255, 256, 257}) EXPECT_TRUE(has(v)) << v;
    for (std::int64_t m = 256; m <= 1024; m += rpb)
      for (std::int64_t v : {m - 1, m, m + 1}) EXPECT_TRUE(has(v)) << "rpb " << rpb << ": " << v;
    for (std::int64_t v : ex::mlp_batch_matrix()) EXPECT_TRUE(has(v)) << v;
    std::vector<std::int64_t> sorted = b;
    std::sort(sorted.begin(), sorted.end());
    EXPECT_EQ(std::adjacent_find(sorted.begin(), sorted.end()), sorted.end()) << "a batch twice";
  }
}

/// The executor computes one reference, for the largest batch, and judges each smaller batch by
/// its leading rows (execute/README.md, "The mlp executor"). That rests on two facts checked here:
/// make_case's rows of a larger batch are those of a smaller one, and each row's reference and
/// bound depend on that row alone (up to FP64 rounding in the bound's own evaluation).
TEST(MlpNumerics, ALargerBatchsLeadingRowsAreTheSmallerBatch) {
  const spec::Config config = narrow_biased_config();
  const ref::Case small = pk_test::made_case(config, "{\"batch\":17}", 3, ref::InputMode::Uniform);
  const ref::Case large = pk_test::made_case(config, "{\"batch\":300}", 3, ref::InputMode::Uniform);
  const std::size_t inputs = small.inputs[0].storage.size(), values = small.reference.ref.size();
  EXPECT_TRUE(std::equal(small.inputs[0].storage.begin(), small.inputs[0].storage.end(),
                         large.inputs[0].storage.begin()));
  EXPECT_EQ(small.inputs[1].storage, large.inputs[1].storage) << "the parameters depend on the batch";
  ASSERT_LT(inputs, large.inputs[0].storage.size());
  for (std::size_t i = 0; i < values; ++i) {
    EXPECT_EQ(small.reference.ref[i], large.reference.ref[i]) << i;
    EXPECT_NEAR(small.reference.bound[i], large.reference.bound[i], 1e-12 * small.reference.bound[i]) << i;
  }
}

TEST(MlpExecutor, AContractKernelPassesEveryCheck) {
  MlpRun run(Bug::None);
  run.execute(true);
  ASSERT_EQ(run.shapes.size(), 4u);
  for (const auto& o : run.shapes) {
    EXPECT_TRUE(o.passed) << ex::describe(o);
    EXPECT_EQ(o.output_sha256.size(), 64u);
  }
  EXPECT_EQ(ex::to_string(run.shapes[3].problem), "33");
  for (const char* name : {"determinism", "prefix_invariance", "hot_swap", "streams"})
    EXPECT_EQ(run.property(name).status, "held") << name << ": " << run.property(name).detail;
  EXPECT_EQ(run.perf.sampled, 8);
  EXPECT_EQ(run.perf.sampled_exceeded, 0);
  ASSERT_TRUE(run.perf.bytes_moved && run.perf.copy_gbps && run.perf.roofline_fraction);
  EXPECT_EQ(*run.perf.bytes_moved, 64.0 * 16 * 2 * 2 + static_cast<double>(spec::mlp_param_count(
                                                              std::get<spec::MlpSpec>(run.config.spec))) * 2);
  EXPECT_GT(run.perf.gflops, 0);
  // The digest is a function of the outputs only: a second run in fresh buffers gives the same.
  MlpRun again(Bug::None);
  again.execute();
  EXPECT_EQ(ex::execution_digest(run.shapes), ex::execution_digest(again.shapes));
  EXPECT_EQ(ex::execution_digest(run.shapes).size(), 64u);
  EXPECT_EQ(ex::execution_digest({}), "");
}

TEST(MlpExecutor, ANarrowBiasedNetworkFollowsTheContractToo) {
  MlpRun run(Bug::None, narrow_biased_config());
  run.execute(true);
  for (const auto& o : run.shapes) EXPECT_TRUE(o.passed) << ex::describe(o);
  for (const char* name : {"determinism", "prefix_invariance", "hot_swap", "streams"})
    EXPECT_EQ(run.property(name).status, "held") << name << ": " << run.property(name).detail;
  EXPECT_EQ(run.perf.sampled_exceeded, 0);
}

TEST(MlpExecutor, AnUnwrittenRowFailsNumerics) {
  MlpRun run(Bug::UnwrittenRow);
  run.execute();
  const ex::ShapeOutcome* f = run.first_failed();
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(ex::to_string(f->problem), "16");
  EXPECT_EQ(f->worst_row, 15);
  EXPECT_TRUE(std::isnan(f->worst_got)) << "Y is prepared with all-ones bytes, a NaN";
}

TEST(MlpExecutor, ARowWrittenPastTheBatchFailsNumericsThroughTheGuard) {
  MlpRun run(Bug::PastBatch);
  run.execute();
  const ex::ShapeOutcome* f = run.first_failed();
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(ex::to_string(f->problem), "1");
  EXPECT_EQ(f->worst_row, 1) << "the row past the batch, in the guard";
  EXPECT_TRUE(std::isinf(f->worst_ratio));
  EXPECT_EQ(f->exceeded, 16);
  for (const auto& o : run.shapes)
    if (o.problem == ex::mlp_problem(16)) {
      EXPECT_TRUE(o.passed) << "a full last block has no padded row to write";
    }
}

// Every other launch flips the last bit of Y[0]: determinism breaks, and the interval bound
// (exact wherever the kernel's interval stays in one f16 rounding cell) catches that bit too in
// the launches it hits, at that element and nowhere else.
TEST(MlpExecutor, ANondeterministicBitBreaksDeterminism) {
  MlpRun run(Bug::Nondeterministic);
  run.execute();
  EXPECT_EQ(run.property("determinism").status, "broken") << run.property("determinism").detail;
  for (const auto& o : run.shapes)
    if (!o.passed) {
      EXPECT_EQ(o.exceeded, 1) << ex::to_string(o.problem);
      EXPECT_EQ(o.worst_row, 0);
      EXPECT_EQ(o.worst_col, 0);
    }
}

TEST(MlpExecutor, IgnoredNewParamsBreakHotSwap) {
  MlpRun run(Bug::StaleParams);
  run.execute();
  EXPECT_EQ(run.property("hot_swap").status, "broken");
  EXPECT_NE(run.property("hot_swap").detail.find("B "), std::string::npos) << run.property("hot_swap").detail;
  EXPECT_TRUE(run.numerics_passed()) << "fresh buffers per batch: only the swap sees stale parameters";
}

TEST(MlpExecutor, ARowOffsetByOneBlockFailsNumericsAndPrefixInvariance) {
  MlpRun run(Bug::RowOffsetByBlock);
  run.execute();
  const ex::ShapeOutcome* f = run.first_failed();
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(ex::to_string(f->problem), "17");
  EXPECT_EQ(f->worst_row, 16);
  EXPECT_EQ(run.property("prefix_invariance").status, "broken");
}

TEST(MlpExecutor, TheStageRunsMlpAndRecordsADigest) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("pk_execute_mlp_test_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string image = (dir / "paritykit_mlp_7.ptx").string();
  std::ofstream(image) << ".version 8.0\n.target sm_90\n.entry paritykit_mlp_7\n";
  const spec::Config config = mlp_config();
  ex::ExecuteOptions options = small_options();
  options.problems.of<ex::MlpProblems>().batches = {17};
  std::string digests[2];
  for (std::string& digest : digests) {
    rt::FakeBackend be{rt::DeviceInfo{"fake", "fake sm_90", "sm_90", 1 << 30, 1}};
    be.add_kernel("paritykit_mlp_7", HostMlp(std::get<spec::MlpSpec>(config.spec), Bug::None));
    const ex::ExecutionRequest r = pk_test::module_request(
        config, "mlp 7 [llvm22]", {"paritykit_mlp_7"}, ex::mlp_launch_decisions(config, *spec::find_target("sm_90")), image);
    const auto results = ex::run_execution({r}, {&be}, {"fake sm_90"}, {}, options);
    ASSERT_EQ(results.size(), 1u);
    EXPECT_EQ(results[0].status, ex::ExecStatus::Passed) << results[0].reason;
    EXPECT_EQ(results[0].digest, ex::execution_digest(results[0].shapes));
    digest = results[0].digest;
  }
  EXPECT_EQ(digests[0].size(), 64u);
  EXPECT_EQ(digests[0], digests[1]);
  std::filesystem::remove_all(dir);
}

// Every runtime call of an mlp execution (numerics, the properties, perf with its copy roofline)
// failed in turn: FAILED with the backend's message, nothing thrown, nothing left live
// (pk_test::sweep_runtime_faults).
TEST(MlpExecutor, EveryFailedRuntimeCallFailsTheExecutionWithItsMessageAndLeaksNothing) {
  TempDir dir("pk-execute-mlp-faults");
  dir.write("paritykit_mlp_7.ptx", ".version 8.0\n.target sm_90\n.entry paritykit_mlp_7\n");
  const spec::Config config = mlp_config();
  ex::ExecuteOptions options = small_options();
  options.perf = true;
  options.determinism_launches = 2;
  options.problems.of<ex::MlpProblems>().batches = {17};
  const ex::ExecutionRequest r =
      pk_test::module_request(config, "mlp 7 [llvm22]", {"paritykit_mlp_7"},
                              ex::mlp_launch_decisions(config, *spec::find_target("sm_90")),
                              (dir.path / "paritykit_mlp_7.ptx").string());
  const int calls = pk_test::sweep_runtime_faults(r, options, [&](pk_test::FaultingBackend& be) {
    be.add_kernel("paritykit_mlp_7", HostMlp(std::get<spec::MlpSpec>(config.spec), Bug::None));
  });
  EXPECT_GT(calls, 50);
}

// ------------------------------------------------------------------ the qualification bench

namespace {

constexpr const char* kMlpImage = ".version 8.0\n.target sm_90\n.entry paritykit_mlp_7\n";

/// The mlp bench of mlp_config() at `batch` on `be`, with the host kernel (and its `bug`) registered.
std::unique_ptr<paritykit::qualify::Bench> mlp_bench(rt::FakeBackend& be, std::int64_t batch, Bug bug,
                                                     std::string* err) {
  const spec::Config config = mlp_config();
  be.add_kernel("paritykit_mlp_7", HostMlp(std::get<spec::MlpSpec>(config.spec), bug));
  return ex::make_mlp_bench(be, config, kMlpImage, {"paritykit_mlp_7"}, batch, 1, err);
}

}  // namespace

TEST(MlpBench, AContractKernelPassesItsCheckAndASampleIsOneTimedLaunch) {
  rt::FakeBackend be{rt::DeviceInfo{"fake", "fake sm_90", "sm_90", 1 << 30, 1}};
  std::string err;
  const auto bench = mlp_bench(be, 40, Bug::None, &err);
  ASSERT_TRUE(bench) << err;
  EXPECT_TRUE(bench->check(&err)) << err;
  double device_s = 0, host_s = 0;
  ASSERT_TRUE(bench->sample(&device_s, &host_s, &err)) << err;
  EXPECT_EQ(device_s, 1e-3) << "the fake backend's events say 1 ms";
  EXPECT_GT(host_s, 0);
  EXPECT_TRUE(bench->check(&err)) << "after a sample too: " << err;
}

// The bench's check is --perf's: sampled rows against their reference, and the whole guard. Rows
// 32..39 of a batch of 40 read one block early, and a row written past the batch, each fail it.
TEST(MlpBench, ItsCheckCatchesWrongRowsAndAWritePastTheBatch) {
  const struct {
    Bug bug;
    const char* detail;
  } cases[] = {{Bug::RowOffsetByBlock, "sampled rows exceed their bound"},
               {Bug::PastBatch, "16 halves written past Y"}};
  for (const auto& c : cases) {
    rt::FakeBackend be{rt::DeviceInfo{"fake", "fake sm_90", "sm_90", 1 << 30, 1}};
    std::string err;
    const auto bench = mlp_bench(be, 40, c.bug, &err);
    ASSERT_TRUE(bench) << err;
    std::string detail;
    EXPECT_FALSE(bench->check(&detail)) << c.detail;
    EXPECT_NE(detail.find(c.detail), std::string::npos) << detail;
  }
}

TEST(MlpBench, RefusesAConfigOfAnotherFamilyAndAModuleOfTwoKernels) {
  rt::FakeBackend be{rt::DeviceInfo{"fake", "fake sm_90", "sm_90", 1 << 30, 1}};
  std::string err;
  spec::Config gemm = mlp_config();
  gemm.spec = spec::GemmSpec{};
  EXPECT_FALSE(ex::make_mlp_bench(be, gemm, kMlpImage, {"paritykit_mlp_7"}, 40, 1, &err));
  EXPECT_EQ(err, "config 7 is not an mlp");
  EXPECT_FALSE(ex::make_mlp_bench(be, mlp_config(), kMlpImage, {"paritykit_mlp_7", "x"}, 40, 1, &err));
  EXPECT_NE(err.find("an mlp module has one kernel"), std::string::npos) << err;
  EXPECT_EQ(be.live_allocations(), 0u);
}

// A protocol's mlp problem is one batch, an i32: anything else is refused with the text quoted.
TEST(MlpBench, AProtocolProblemIsOneBatchThatFitsAnI32) {
  for (const auto& [text, batch] : std::vector<std::pair<std::string, std::int64_t>>{
           {"1", 1}, {"31", 31}, {"1048576", 1048576}, {"2147483647", 2147483647}}) {
    std::int64_t b = 0;
    std::string err;
    EXPECT_TRUE(ex::parse_mlp_batch(text, &b, &err)) << text << ": " << err;
    EXPECT_EQ(b, batch);
  }
  for (const std::string text : {"abc", "0", "-1", "2147483648", "99999999999999999999", "1e6", "+5", " 5", "5 ", "1x1x1"}) {
    std::int64_t b = 0;
    std::string err;
    EXPECT_FALSE(ex::parse_mlp_batch(text, &b, &err)) << text;
    EXPECT_EQ(err, "\"" + text + "\" is not an mlp batch: one integer B in [1, 2147483647] (the kernel's B is an i32)");
  }
}

// Every runtime call of the mlp bench's life (open, check, sample) failed in turn: returned with
// the backend's message, nothing thrown, nothing left live.
TEST(MlpBench, EveryFailedRuntimeCallIsReturnedAndLeaksNothing) {
  const int calls = pk_test::sweep_bench_faults([](pk_test::FaultingBackend& be, std::string* failure) {
    const auto bench = mlp_bench(be, 40, Bug::None, failure);
    double device_s = 0, host_s = 0;
    return bench && bench->check(failure) && bench->sample(&device_s, &host_s, failure);
  });
  EXPECT_GT(calls, 10);
}
