// The execution stage (execute.h) and its gate on the fake backend: a host kernel that follows the
// gemm launch contract (engines/CONTRACT.md section 3) passes every check, each injected runtime
// bug is caught by the property meant for it, and an agreed image runs once for both engines.
// No GPU needed.
#include <gtest/gtest.h>
#include <unistd.h>

#include <bit>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>

#include "alpha/alpha.h"
#include "beta/beta.h"
#include "faulting_backend.h"
#include "module_request.h"
#include "paritykit/execute.h"
#include "paritykit/execute/gemm.h"
#include "paritykit/execute/mlp.h"
#include "paritykit/parity/execute_stage.h"
#include "paritykit/parity/gate.h"
#include "paritykit/parity/report_files.h"
#include "paritykit/parity/run_report.h"
#include "paritykit/qualify.h"
#include "test_tools.h"

namespace pp = paritykit::parity;
namespace ex = paritykit::execute;
namespace rt = paritykit::runtime;
namespace spec = paritykit::spec;

namespace {

enum class Bug { None, RaggedLastRow, Nondeterministic, StaleInputs, PastTheEnd, OneUnwritten, LastColumnOff, RaceUnderLoad };

/// The contract gemm for f32 data on host memory, with an optional injected bug.
struct HostGemm {
  explicit HostGemm(spec::GemmSpec g, Bug b = Bug::None) : gs(g), bug(b) {}
  spec::GemmSpec gs;
  Bug bug = Bug::None;
  int launches = 0;
  std::map<std::uint64_t, std::vector<float>> first_result;  // StaleInputs: D address -> first output
  /// A device fault injected at the `nth` launch at problem `shape` (nth 0: none): the kernel
  /// throws, which the fake backend reports as a failed launch.
  ex::GemmShape fault_shape{};
  int fault_nth = 0, fault_seen = 0;

  void main(rt::Dim3 grid, const rt::KernelArgs& args, const std::function<void*(rt::DevicePtr)>& mem) {
    const auto* A = static_cast<const float*>(mem(args.get<std::uint64_t>(0)));
    const auto* B = static_cast<const float*>(mem(args.get<std::uint64_t>(1)));
    const std::uint64_t out_addr = args.get<std::uint64_t>(2);
    auto* out = static_cast<float*>(mem(out_addr));
    const int M = args.get<std::int32_t>(3), N = args.get<std::int32_t>(4), K = args.get<std::int32_t>(5);
    ++launches;
    if (fault_nth && M == fault_shape.m && N == fault_shape.n && K == fault_shape.k && ++fault_seen == fault_nth)
      throw std::runtime_error("injected device fault at launch " + std::to_string(fault_nth) + " of " +
                               ex::to_string(fault_shape));
    if (bug == Bug::StaleInputs && first_result.count(out_addr)) {
      std::copy(first_result[out_addr].begin(), first_result[out_addr].end(), out);
      return;
    }
    const bool split = gs.split != spec::SplitMode::None;
    const int ktiles = (K + gs.tile_k - 1) / gs.tile_k;
    const int kper = split ? (ktiles + gs.split_degree - 1) / gs.split_degree : ktiles;
    for (unsigned bz = 0; bz < grid.z; ++bz)
      for (unsigned by = 0; by < grid.y; ++by)
        for (unsigned bx = 0; bx < grid.x; ++bx) {
          const int kbeg = split ? static_cast<int>(bz) * kper * gs.tile_k : 0;
          const int kend = split ? std::min(kbeg + kper * gs.tile_k, K) : K;
          for (int i = static_cast<int>(by) * gs.tile_m; i < std::min(M, static_cast<int>(by + 1) * gs.tile_m); ++i) {
            if (bug == Bug::RaggedLastRow && M > gs.tile_m && M % gs.tile_m != 0 && i == M - 1) continue;
            for (int j = static_cast<int>(bx) * gs.tile_n; j < std::min(N, static_cast<int>(bx + 1) * gs.tile_n); ++j) {
              float acc = 0;
              for (int k = kbeg; k < kend; ++k) {
                float a = gs.layout_a == spec::Layout::Col ? A[k * M + i] : A[i * K + k];
                float b = gs.layout_b == spec::Layout::Col ? B[j * K + k] : B[k * N + j];
                acc = std::fma(a, b, acc);
              }
              const std::size_t at = static_cast<std::size_t>(i) * N + j;
              if (gs.split == spec::SplitMode::Atomic) out[at] += acc;
              else if (gs.split == spec::SplitMode::TwoStage) out[bz * static_cast<std::size_t>(M) * N + at] = acc;
              else out[at] = acc;
            }
          }
        }
    if (bug == Bug::Nondeterministic && launches % 2 == 0) out[0] = std::nextafter(out[0], INFINITY);
    const std::size_t count = static_cast<std::size_t>(M) * N;
    // An index compare that lets the last workgroup store one element past D.
    if (bug == Bug::PastTheEnd && gs.split == spec::SplitMode::None) out[count] = 0;
    // A wide shape's elements are judged at samples: one unwritten element far from every sample,
    // and a wrong last column (where a compare meets its limit), each caught.
    if (bug == Bug::OneUnwritten && count > (1u << 24)) out[count / 2 + 12345] = std::bit_cast<float>(~0u);
    if (bug == Bug::LastColumnOff && count > (1u << 24)) out[count - 1] += 1.0f;
    // A race that shows only with many workgroups (the stress shape's grid) on some launches.
    if (bug == Bug::RaceUnderLoad && grid.x * grid.y >= 12 && launches % 3 == 0) out[count / 3] += 0.5f;
    if (bug == Bug::StaleInputs) first_result[out_addr].assign(out, out + static_cast<std::size_t>(M) * N);
  }
  void reduce(const rt::KernelArgs& args, const std::function<void*(rt::DevicePtr)>& mem) {
    const auto* W = static_cast<const float*>(mem(args.get<std::uint64_t>(0)));
    auto* D = static_cast<float*>(mem(args.get<std::uint64_t>(1)));
    const std::size_t total = static_cast<std::size_t>(args.get<std::int32_t>(2)) * args.get<std::int32_t>(3);
    for (std::size_t idx = 0; idx < total; ++idx) {
      float sum = W[idx];
      for (int s = 1; s < gs.split_degree; ++s) sum += W[s * total + idx];
      D[idx] = sum;
    }
  }
};

spec::Config gemm_config(int id, spec::SplitMode split, int degree) {
  spec::Config c;
  c.id = id;
  c.target = "sm_90";
  spec::GemmSpec& g = std::get<spec::GemmSpec>(c.spec);
  g.tile_m = 16;
  g.tile_n = 16;
  g.tile_k = 8;
  g.warps_m = 2;
  g.warps_n = 1;
  g.layout_b = spec::Layout::Col;
  g.split = split;
  g.split_degree = degree;
  return c;
}

/// The host's launch decisions for `gs` as config 1 on a target of `wave` lanes.
spec::LaunchDecisions decisions(const spec::GemmSpec& gs, int wave) {
  spec::Config c;
  c.id = 1;
  c.spec = gs;
  spec::TargetInfo t;
  t.wave_size = wave;
  return ex::gemm_launch_decisions(c, t);
}

/// A fake backend that counts the loads of each image text.
struct CountingBackend : rt::FakeBackend {
  using rt::FakeBackend::FakeBackend;
  std::map<std::string, int> loads;
  bool load_module(std::string_view image, rt::Module* out, std::string* err) override {
    ++loads[std::string(image)];
    return rt::FakeBackend::load_module(image, out, err);
  }
};

/// A run of one config whose agreed module is a fake image, ready for the execution stage.
struct Fixture {
  std::filesystem::path dir = std::filesystem::temp_directory_path() / ("pk_execute_test_" + std::to_string(::getpid()));
  std::vector<spec::ConfigFile> files{1};
  pp::RunReport report;
  ex::ExecuteOptions options;
  std::string artifact;
  std::map<std::string, int> loads;  ///< of the last execute(), per image text

  explicit Fixture(const spec::Config& c) {
    std::filesystem::create_directories(dir);
    files[0].family = spec::Family::Gemm;
    files[0].configs.push_back(c);
    const std::string name = "paritykit_gemm_" + std::to_string(c.id);
    artifact = (dir / (name + ".ptx")).string();
    std::ofstream(artifact) << ".version 8.0\n.target sm_90\n.entry " << name << "\n.entry " << name << "_reduce\n";
    report.engine_a = "alpha";
    report.engine_b = "beta";
    pp::ConfigResult r;
    r.config = &files[0].configs[0];
    r.family = "gemm";
    r.id = c.id;
    r.flavor = "llvm22";
    r.target = "sm_90";
    r.status = pp::ParityStatus::Identical;
    r.engine_a.verdict.accepted = r.engine_b.verdict.accepted = true;
    r.sha256 = std::string(64, 'a');
    r.kernels = {name};
    if (std::get<spec::GemmSpec>(c.spec).split == spec::SplitMode::TwoStage) r.kernels.push_back(name + "_reduce");
    r.launch = ex::gemm_launch_decisions(c, *spec::find_target("sm_90"));
    r.golden = pp::GoldenStatus::Ok;
    r.toolchain.assemble = r.toolchain.compile = pp::ToolStatus::Ok;
    r.toolchain.artifact = artifact;
    report.results.push_back(r);
    report.golden_checked = true;
    report.families = {"gemm"};
    report.execute = pp::StageMode::Require;
    options.problems.of<ex::GemmProblems>().shapes = {{1, 1, 1}, {17, 33, 9}, {33, 17, 40}};
    options.determinism_launches = 8;
    options.problems.of<ex::GemmProblems>().determinism_shape = {20, 18, 24};
    options.problems.of<ex::GemmProblems>().prefix_shape = {40, 18, 20};
    options.problems.of<ex::GemmProblems>().prefix_rows = 7;
    options.problems.of<ex::GemmProblems>().swap_shape = {19, 21, 16};
    options.problems.of<ex::GemmProblems>().stream_shapes[0] = {18, 20, 17};
    options.problems.of<ex::GemmProblems>().stream_shapes[1] = {20, 18, 9};
    options.problems.of<ex::GemmProblems>().stress_shape = {50, 60, 24};  // 4 x 3 workgroups of 16 x 16
    options.problems.of<ex::GemmProblems>().stress_launches = 6;
  }
  ~Fixture() {
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
  }
  const ex::ExecutionResult& execute(HostGemm& kernel) {
    CountingBackend be({"fake", "Fake GPU", "sm_90", 1 << 30, 1});
    // A rejected config has no kernels; its fake kernel name is never launched.
    const auto& kernels = report.results[0].kernels;
    const std::string name = kernels.empty() ? "paritykit_gemm_none" : kernels[0];
    be.add_kernel(name, [&](rt::Dim3 g, rt::Dim3, const rt::KernelArgs& a, const auto& mem) { kernel.main(g, a, mem); });
    be.add_kernel(name + "_reduce", [&](rt::Dim3, rt::Dim3, const rt::KernelArgs& a, const auto& mem) { kernel.reduce(a, mem); });
    report.devices = {"Fake GPU (sm_90, fake)"};
    pp::run_execute_stage({&be}, options, &report);
    EXPECT_EQ(be.live_allocations(), 0u) << "every buffer is freed";
    EXPECT_EQ(be.live_streams(), 0u) << "every stream is destroyed";
    EXPECT_EQ(be.live_events(), 0u) << "every event is destroyed";
    loads = be.loads;
    return *report.results[0].execution;
  }
};

const ex::PropertyOutcome& property(const ex::ExecutionResult& x, const std::string& name) {
  for (const auto& p : x.properties)
    if (p.name == name) return p;
  static ex::PropertyOutcome none{"", "absent", ""};
  return none;
}

}  // namespace

TEST(LaunchPlan, FollowsTheContract) {
  spec::GemmSpec gs = std::get<spec::GemmSpec>(gemm_config(1, spec::SplitMode::TwoStage, 3).spec);
  gs.tile_m = 64;
  gs.tile_n = 48;
  gs.warps_m = 2;
  gs.warps_n = 2;
  ex::GemmLaunchPlan p = ex::gemm_launch_plan(gs, decisions(gs, 32), {257, 255, 17});
  EXPECT_EQ(p.grid, (rt::Dim3{6, 5, 3}));  // ceil(255/48), ceil(257/64), degree
  EXPECT_EQ(p.block, (rt::Dim3{128, 1, 1}));
  EXPECT_TRUE(p.two_stage);
  EXPECT_FALSE(p.atomic);
  EXPECT_EQ(p.workspace_bytes, 3u * 257 * 255 * 4);
  EXPECT_EQ(p.reduce_grid, (rt::Dim3{(257 * 255 + 255) / 256, 1, 1}));
  EXPECT_EQ(p.reduce_block, (rt::Dim3{256, 1, 1}));
  gs.split = spec::SplitMode::None;
  gs.out = spec::DType::F16;
  p = ex::gemm_launch_plan(gs, decisions(gs, 64), {1, 1, 1});
  EXPECT_EQ(p.grid, (rt::Dim3{1, 1, 1}));
  EXPECT_EQ(p.block, (rt::Dim3{256, 1, 1}));
  EXPECT_EQ(p.d_bytes, 2u);
  EXPECT_EQ(p.d_alloc_bytes, 2u);
  EXPECT_EQ(p.workspace_bytes, 0u);
  rt::KernelArgs a = ex::gemm_main_args(1, 2, 3, {4, 5, 6});
  EXPECT_EQ(a.get<std::int32_t>(3), 4);
  EXPECT_EQ(a.get<std::int32_t>(5), 6);
  EXPECT_EQ(ex::gemm_reduce_args(7, 8, {4, 5, 6}).size_bytes(), 24u);
}

// A 16-bit packed-atomic kernel adds -0.0 to the partner of a lone last element, which lies past
// the end of D when M*N is odd: D is allocated (and zeroed) to an even element count.
TEST(LaunchPlan, SixteenBitAtomicOutputGetsAnEvenAllocation) {
  spec::GemmSpec gs = std::get<spec::GemmSpec>(gemm_config(1, spec::SplitMode::Atomic, 2).spec);
  const struct {
    spec::SplitMode split;
    spec::DType out;
    ex::GemmShape shape;
    std::size_t d_bytes, d_alloc_bytes;
  } table[] = {
      {spec::SplitMode::Atomic, spec::DType::F16, {17, 255, 8}, 17u * 255 * 2, 17u * 255 * 2 + 2},
      {spec::SplitMode::Atomic, spec::DType::BF16, {1, 1, 1}, 2u, 4u},
      {spec::SplitMode::Atomic, spec::DType::F16, {17, 256, 8}, 17u * 256 * 2, 17u * 256 * 2},
      {spec::SplitMode::Atomic, spec::DType::F32, {1, 1, 1}, 4u, 4u},
      {spec::SplitMode::None, spec::DType::F16, {1, 1, 1}, 2u, 2u},
      {spec::SplitMode::TwoStage, spec::DType::BF16, {1, 1, 1}, 2u, 2u},
  };
  for (const auto& row : table) {
    gs.split = row.split;
    gs.split_degree = row.split == spec::SplitMode::None ? 1 : 2;
    gs.out = row.out;
    const ex::GemmLaunchPlan p = ex::gemm_launch_plan(gs, decisions(gs, 32), row.shape);
    EXPECT_EQ(p.d_bytes, row.d_bytes) << spec::to_string(row.out) << " " << ex::to_string(row.shape);
    EXPECT_EQ(p.d_alloc_bytes, row.d_alloc_bytes) << spec::to_string(row.out) << " " << ex::to_string(row.shape);
  }
}

// The async K loop copies 16-byte chunks with no element-wise fallback: a shape whose contiguous
// extents are not chunk multiples is refused with a reason, per operand and layout.
TEST(LaunchPlan, AsyncKLoopAdmitsOnlyChunkMultiples) {
  spec::GemmSpec gs = std::get<spec::GemmSpec>(gemm_config(1, spec::SplitMode::None, 1).spec);
  std::string why;
  EXPECT_TRUE(ex::gemm_shape_admitted(gs, {17, 17, 17}, &why)) << "the sync K loop takes any shape";
  EXPECT_TRUE(ex::gemm_shape_admitted(gs, {65535 * 16, 1, 1}, &why)) << "65535 tiles of 16 rows";
  EXPECT_FALSE(ex::gemm_shape_admitted(gs, {65535 * 16 + 1, 1, 1}, &why));
  EXPECT_NE(why.find("65536 tiles of 16 rows is a grid y past the launch limit of 65535"), std::string::npos) << why;
  gs.k_loop = spec::KLoop::Async;
  gs.a = gs.b = spec::DType::F16;
  const struct {
    spec::Layout a, b;
    spec::DType dtype;
    ex::GemmShape shape;
    const char* refused;  // nullptr: admitted; else the text the reason names
  } table[] = {
      {spec::Layout::Row, spec::Layout::Col, spec::DType::F16, {17, 33, 64}, nullptr},
      {spec::Layout::Row, spec::Layout::Col, spec::DType::F16, {16, 16, 72}, nullptr},
      {spec::Layout::Row, spec::Layout::Col, spec::DType::F16, {16, 16, 68}, "operand a in chunks of 8 f16 elements along K, and K = 68"},
      {spec::Layout::Col, spec::Layout::Row, spec::DType::F16, {24, 40, 3}, nullptr},
      {spec::Layout::Col, spec::Layout::Row, spec::DType::F16, {20, 40, 3}, "operand a in chunks of 8 f16 elements along M, and M = 20"},
      {spec::Layout::Col, spec::Layout::Row, spec::DType::F16, {24, 36, 3}, "operand b in chunks of 8 f16 elements along N, and N = 36"},
      {spec::Layout::Row, spec::Layout::Row, spec::DType::F32, {1, 4, 4}, nullptr},
      {spec::Layout::Row, spec::Layout::Row, spec::DType::F32, {1, 6, 4}, "operand b in chunks of 4 f32 elements along N, and N = 6"},
  };
  for (const auto& row : table) {
    gs.layout_a = row.a;
    gs.layout_b = row.b;
    gs.a = gs.b = row.dtype;
    why.clear();
    const bool admitted = ex::gemm_shape_admitted(gs, row.shape, &why);
    EXPECT_EQ(admitted, row.refused == nullptr) << ex::to_string(row.shape) << ": " << why;
    if (row.refused) {
      EXPECT_NE(why.find(row.refused), std::string::npos) << why;
    }
  }
}

TEST(Shapes, ParseAndDefaults) {
  std::vector<ex::GemmShape> s;
  std::string err;
  ASSERT_TRUE(ex::parse_shapes("1x2x3,4096x4096x4096", &s, &err)) << err;
  EXPECT_EQ(s, (std::vector<ex::GemmShape>{{1, 2, 3}, {4096, 4096, 4096}}));
  for (const char* bad : {"", "1x2", "1x2x3x4", "0x1x1", "1x1x1,", "axbxc", "1x1x2147483648", "defaults",
                          "1048577x1048577x1"})
    EXPECT_FALSE(ex::parse_shapes(bad, &s, &err)) << bad;
  // The wide shape beside the defaults; it alone is judged at samples.
  ASSERT_TRUE(ex::parse_shapes("default,1x2147483647x1", &s, &err)) << err;
  ASSERT_EQ(s.size(), ex::default_shapes().size() + 1);
  EXPECT_EQ(s.back(), ex::kWideShape);
  for (const auto& d : ex::default_shapes()) EXPECT_FALSE(ex::judged_by_samples(d)) << ex::to_string(d);
  EXPECT_TRUE(ex::judged_by_samples(ex::kWideShape));
  EXPECT_TRUE(ex::judged_by_samples({1, 16777217, 1}));
  EXPECT_TRUE(ex::judged_by_samples({2048, 2048, 2049})) << "past 2^33 multiply-adds";
  // Every boundary size appears in every dimension.
  for (std::int64_t v : {1, 16, 17, 255, 256, 257, 2048}) {
    bool m = false, n = false, k = false;
    for (const auto& d : ex::default_shapes()) m |= d.m == v, n |= d.n == v, k |= d.k == v;
    EXPECT_TRUE(m && n && k) << v;
  }
}

TEST(Execute, ContractKernelPassesEverything) {
  for (auto [split, degree] : {std::pair{spec::SplitMode::None, 1}, std::pair{spec::SplitMode::Atomic, 3},
                               std::pair{spec::SplitMode::TwoStage, 4}}) {
    Fixture f(gemm_config(5, split, degree));
    HostGemm k{std::get<spec::GemmSpec>(f.files[0].configs[0].spec)};
    const ex::ExecutionResult& x = f.execute(k);
    EXPECT_EQ(x.status, ex::ExecStatus::Passed) << spec::to_string(split) << ": " << x.reason;
    EXPECT_EQ(x.shapes.size(), 3u) << "3 shapes, once: one image stands for both engines";
    EXPECT_EQ(x.engines, (std::vector<std::string>{"alpha", "beta"}));
    for (const auto& o : x.shapes) EXPECT_GE(o.discrimination, 0.9) << ex::to_string(o.problem);
    EXPECT_EQ(property(x, "determinism").status, split == spec::SplitMode::Atomic ? "exempt" : "held");
    for (const char* p : {"prefix_invariance", "hot_swap", "streams", "barrier_stress", "fail_closed"})
      EXPECT_EQ(property(x, p).status, "held") << p << ": " << property(x, p).detail;
    EXPECT_NE(property(x, "fail_closed").detail.find("sm_100"), std::string::npos);
    EXPECT_TRUE(pp::gate(f.report).pass);
  }
}

// A shape outside the async K loop's launch precondition fails the execution with its reason; it
// is never run (the kernel would read a partial chunk as zeros and report a wrong answer).
// The module's launch decisions are what the executor launches from, once they are the host's:
// a module whose decisions differ from the host's derivation in any field, or name other kernels
// than the image was loaded with, FAILS with both sides in the reason, and nothing is launched.
TEST(Execute, LaunchDecisionsThatAreNotTheHostsFailWithBothSides) {
  const struct {
    const char* name;
    void (*change)(spec::LaunchDecisions&, std::vector<std::string>&);
    const char* why;
  } cases[] = {
      {"block", [](spec::LaunchDecisions& d, std::vector<std::string>&) { d.kernels[0].block_threads *= 2; },
       "in the paritykit_gemm_7's block"},
      {"grid", [](spec::LaunchDecisions& d, std::vector<std::string>&) { d.kernels[0].grid[1] = {"N", 16}; },
       "in the paritykit_gemm_7's grid y"},
      {"degree", [](spec::LaunchDecisions& d, std::vector<std::string>&) { d.split_degree = 5; }, "in the split degree"},
      {"mode", [](spec::LaunchDecisions& d, std::vector<std::string>&) { d.split = spec::SplitMode::Atomic; },
       "in the split mode"},
      {"workspace", [](spec::LaunchDecisions& d, std::vector<std::string>&) { d.workspace_floats_per_output = 3; },
       "in the workspace"},
      {"no reduce", [](spec::LaunchDecisions& d, std::vector<std::string>&) { d.kernels.pop_back(); },
       "in the kernel count"},
      {"loaded kernels",
       [](spec::LaunchDecisions&, std::vector<std::string>& k) { k.pop_back(); },
       "the module image was loaded with the kernels [paritykit_gemm_7], its launch decisions name "
       "[paritykit_gemm_7, paritykit_gemm_7_reduce]"},
  };
  for (const auto& c : cases) {
    Fixture f(gemm_config(7, spec::SplitMode::TwoStage, 4));
    c.change(f.report.results[0].launch, f.report.results[0].kernels);
    HostGemm k{std::get<spec::GemmSpec>(f.files[0].configs[0].spec)};
    const ex::ExecutionResult& x = f.execute(k);
    EXPECT_EQ(x.status, ex::ExecStatus::Failed) << c.name;
    EXPECT_NE(x.reason.find(c.why), std::string::npos) << c.name << ": " << x.reason;
    if (std::string(c.name) != "loaded kernels") {
      EXPECT_NE(x.reason.find("the module's launch decisions (" + spec::to_string(f.report.results[0].launch) + ")"),
                std::string::npos) << c.name << ": " << x.reason;
      EXPECT_NE(x.reason.find("the host's derivation (split two_stage 4, workspace 4 floats per output; "
                              "paritykit_gemm_7 grid (N/16, M/16, 4) block 64; paritykit_gemm_7_reduce grid "
                              "(outputs/256, 1, 1) block 256)"),
                std::string::npos) << c.name << ": " << x.reason;
    }
    EXPECT_EQ(k.launches, 0) << c.name;
    EXPECT_FALSE(pp::gate(f.report).pass);
  }
}

// A grid is a rule over the problem: ceil(extent / per workgroup) per axis, or a fixed count; an
// extent the problem does not name is no workgroup at all.
TEST(LaunchPlan, AGridIsEvaluatedAtTheProblem) {
  const spec::KernelLaunch k{"k", {{"N", 64}, {"M", 16}, {"", 6}}, 128};
  EXPECT_EQ(ex::grid_of(k, {{"M", 17}, {"N", 128}}), (rt::Dim3{2, 2, 6}));
  EXPECT_EQ(ex::grid_of(k, {{"M", 1}, {"N", 1}}), (rt::Dim3{1, 1, 6}));
  EXPECT_EQ(ex::grid_of(k, {{"B", 5}}), (rt::Dim3{0, 0, 6}));
}

// The host's derivation (one per family, execute/<family>/launch.cpp) states exactly what both
// engines decide, for every accepted shipped config under every flavor: the check in the stage
// passes on sound modules, and the mode-none degree is 1 on all three sides.
TEST(LaunchPlan, TheHostsDerivationIsBothEnginesDecisionsForEveryShippedConfig) {
  const auto alpha = paritykit::alpha::make_engine();
  const auto beta = paritykit::beta::make_engine();
  int checked = 0, mode_none = 0;
  for (const char* family : {"gemm", "mlp", "conv_wgrad"})
    for (const spec::Config& c : pk_test::shipped_configs(family).configs)
      for (const spec::Flavor& flavor : pk_test::shipped_flavors().flavors) {
        if (!alpha->validate(c, flavor).accepted) continue;
        const spec::LaunchDecisions host =
            ex::find_executor(c.family())->launch_decisions(c, *spec::find_target(c.target));
        for (const auto* engine : {alpha.get(), beta.get()}) {
          const spec::Module m = engine->emit(c, flavor);
          std::string why;
          EXPECT_TRUE(ex::launch_decisions_agree(m.launch, host, m.kernels, &why))
              << engine->name() << " " << family << " " << c.id << " [" << flavor.name << "]: " << why;
        }
        ++checked;
        if (host.split == spec::SplitMode::None) {
          EXPECT_EQ(host.split_degree, 1) << family << " " << c.id;
          ++mode_none;
        }
      }
  EXPECT_GT(checked, 1000);
  EXPECT_GT(mode_none, 100);
}

TEST(Execute, AsyncKLoopRefusesAShapeOffTheChunk) {
  spec::Config c = gemm_config(14, spec::SplitMode::None, 1);
  std::get<spec::GemmSpec>(c.spec).k_loop = spec::KLoop::Async;
  Fixture f(c);
  HostGemm k{std::get<spec::GemmSpec>(f.files[0].configs[0].spec)};
  const ex::ExecutionResult& x = f.execute(k);
  EXPECT_EQ(x.status, ex::ExecStatus::Failed);
  EXPECT_NE(x.reason.find("the async K loop copies operand a"), std::string::npos) << x.reason;
  EXPECT_FALSE(pp::gate(f.report).pass);
}

TEST(Execute, EachInjectedBugIsCaughtByItsCheck) {
  struct Case {
    Bug bug;
    const char* caught_by;  // a property, or "numerics"
  } cases[] = {{Bug::RaggedLastRow, "numerics"},
               {Bug::Nondeterministic, "determinism"},
               {Bug::StaleInputs, "hot_swap"},
               {Bug::RaceUnderLoad, "barrier_stress"}};
  for (const auto& c : cases) {
    Fixture f(gemm_config(6, spec::SplitMode::None, 1));
    HostGemm k{std::get<spec::GemmSpec>(f.files[0].configs[0].spec), c.bug};
    const ex::ExecutionResult& x = f.execute(k);
    EXPECT_EQ(x.status, ex::ExecStatus::Failed) << c.caught_by;
    if (std::string(c.caught_by) == "numerics") {
      EXPECT_NE(x.reason.find("worst error/bound inf"), std::string::npos) << x.reason;
      EXPECT_NE(x.reason.find("at (16, "), std::string::npos) << "the unwritten last row of 17: " << x.reason;
    } else {
      EXPECT_EQ(property(x, c.caught_by).status, "broken") << c.caught_by;
    }
    pp::GateVerdict v = pp::gate(f.report);
    EXPECT_FALSE(v.pass);
    ASSERT_FALSE(v.reasons.empty());
    EXPECT_NE(v.reasons[0].find("execution FAILED"), std::string::npos) << v.reasons[0];
  }
}

// A launch that faults part-way (a device fault, injected) fails the execution with the vendor's
// message, and what the failed step created is destroyed as it unwinds (Fixture::execute counts
// the fake backend's live buffers, streams and events): in perf's timed loop, with its two
// events live, and in the streams property, with its two streams live.
TEST(Execute, AFaultingLaunchLeavesNoStreamEventOrBufferBehind) {
  struct Case {
    const char* step;
    ex::GemmShape shape;
    int nth;  // the faulting launch at that shape: perf's 1st is its warm-up, the 2nd is timed
  } cases[] = {{"perf", {24, 24, 24}, 2}, {"streams", {20, 18, 9}, 1}};
  for (const Case& c : cases) {
    Fixture f(gemm_config(7, spec::SplitMode::None, 1));
    f.options.perf = true;
    f.options.problems.of<ex::GemmProblems>().perf_shape = {24, 24, 24};
    f.options.perf_iterations = 3;
    ASSERT_EQ(ex::to_string(f.options.problems.of<ex::GemmProblems>().stream_shapes[1]), ex::to_string(ex::GemmShape{20, 18, 9}));
    HostGemm k{std::get<spec::GemmSpec>(f.files[0].configs[0].spec)};
    k.fault_shape = c.shape;
    k.fault_nth = c.nth;
    const ex::ExecutionResult& x = f.execute(k);
    EXPECT_EQ(x.status, ex::ExecStatus::Failed) << c.step;
    EXPECT_NE(x.reason.find("runtime error: fake: the kernel faulted: injected device fault"), std::string::npos)
        << c.step << ": " << x.reason;
  }
}

// Every runtime call of a gemm execution (numerics, the properties, perf) failed in turn: the
// stage returns FAILED with the backend's message, nothing is thrown, nothing is left live
// (pk_test::sweep_runtime_faults). Two-stage, so that the workspace and the reduce launches fail too.
TEST(Execute, EveryFailedRuntimeCallFailsTheGemmExecutionWithItsMessageAndLeaksNothing) {
  for (auto [split, degree] : {std::pair{spec::SplitMode::None, 1}, std::pair{spec::SplitMode::TwoStage, 2}}) {
    Fixture f(gemm_config(14, split, degree));
    f.options.perf = true;
    f.options.problems.of<ex::GemmProblems>().perf_shape = {24, 24, 24};
    f.options.perf_iterations = 2;
    f.options.determinism_launches = 2;
    f.options.problems.of<ex::GemmProblems>().stress_launches = 2;
    const spec::Config& config = f.files[0].configs[0];
    HostGemm k{std::get<spec::GemmSpec>(config.spec)};
    const ex::ExecutionRequest r =
        pk_test::module_request(config, "gemm 14 [llvm22]", f.report.results[0].kernels,
                                ex::gemm_launch_decisions(config, *spec::find_target("sm_90")), f.artifact);
    const int calls = pk_test::sweep_runtime_faults(r, f.options, [&](pk_test::FaultingBackend& be) {
      be.add_kernel(r.kernels[0], [&](rt::Dim3 g, rt::Dim3, const rt::KernelArgs& a, const auto& mem) { k.main(g, a, mem); });
      be.add_kernel(r.kernels[0] + "_reduce", [&](rt::Dim3, rt::Dim3, const rt::KernelArgs& a, const auto& mem) { k.reduce(a, mem); });
    });
    EXPECT_GT(calls, 100) << spec::to_string(split);
  }
}

// The qualification bench of a gemm module, each of its runtime calls failed in turn: opening it
// returns nullptr with the message, or its check or sample returns false with it; nothing is thrown
// and nothing (module, buffers, events) outlives the bench.
TEST(Execute, EveryFailedRuntimeCallOfTheGemmBenchIsReturnedAndLeaksNothing) {
  Fixture f(gemm_config(15, spec::SplitMode::TwoStage, 2));
  const spec::Config& config = f.files[0].configs[0];
  HostGemm k{std::get<spec::GemmSpec>(config.spec)};
  std::string image;
  std::ifstream in(f.artifact);
  image.assign(std::istreambuf_iterator<char>(in), {});
  const std::vector<std::string> kernels = {"paritykit_gemm_15", "paritykit_gemm_15_reduce"};
  // One bench's life: open, a correctness check, a sample; the first failure ends it.
  const int calls = pk_test::sweep_bench_faults([&](pk_test::FaultingBackend& be, std::string* failure) {
    be.add_kernel(kernels[0], [&](rt::Dim3 g, rt::Dim3, const rt::KernelArgs& a, const auto& mem) { k.main(g, a, mem); });
    be.add_kernel(kernels[1], [&](rt::Dim3, rt::Dim3, const rt::KernelArgs& a, const auto& mem) { k.reduce(a, mem); });
    std::unique_ptr<paritykit::qualify::Bench> bench =
        ex::make_gemm_bench(be, config, image, kernels, {40, 24, 32}, 1, nullptr, failure);
    double device_s = 0, host_s = 0;
    return bench && bench->check(failure) && bench->sample(&device_s, &host_s, failure);
  });
  EXPECT_GT(calls, 10);
}

// D has a guard after it: a store past its end fails the shape, reported at its row past D.
TEST(Execute, AStorePastDIsCaughtByTheGuard) {
  Fixture f(gemm_config(6, spec::SplitMode::None, 1));
  HostGemm k{std::get<spec::GemmSpec>(f.files[0].configs[0].spec), Bug::PastTheEnd};
  const ex::ExecutionResult& x = f.execute(k);
  EXPECT_EQ(x.status, ex::ExecStatus::Failed);
  ASSERT_EQ(x.shapes.size(), 3u);
  for (const auto& o : x.shapes) {
    EXPECT_FALSE(o.passed) << ex::to_string(o.problem);
    EXPECT_EQ(o.worst_row, o.problem.extents[0].second) << "the first row past D: " << ex::describe(o);
    EXPECT_EQ(o.worst_col, 0) << ex::describe(o);
  }
}

// A shape past the full reference's budget is judged at samples (the last columns always among
// them) and by a scan for elements no thread wrote; each catches what the other cannot.
TEST(Execute, AWideShapeIsJudgedAtSamplesAndByAScanForUnwrittenElements) {
  const ex::GemmShape wide{1, (1 << 24) + 17, 1};
  for (Bug bug : {Bug::None, Bug::OneUnwritten, Bug::LastColumnOff}) {
    Fixture f(gemm_config(6, spec::SplitMode::None, 1));
    f.options.problems.of<ex::GemmProblems>().shapes = {wide};
    HostGemm k{std::get<spec::GemmSpec>(f.files[0].configs[0].spec), bug};
    const ex::ExecutionResult& x = f.execute(k);
    ASSERT_EQ(x.shapes.size(), 1u);
    const ex::ShapeOutcome& o = x.shapes[0];
    if (bug == Bug::None) {
      EXPECT_EQ(x.status, ex::ExecStatus::Passed) << x.reason;
      EXPECT_GE(o.discrimination, 0.9);
      std::int64_t judged = 0;
      for (const auto& b : o.ratio_histogram) judged += b.count;
      EXPECT_GT(judged, 4096) << "the samples and the edges of the first and last rows";
      EXPECT_LT(judged, 5000);
    } else {
      EXPECT_EQ(x.status, ex::ExecStatus::Failed);
      EXPECT_EQ(o.exceeded, 1) << ex::describe(o);
      EXPECT_EQ(o.worst_col, bug == Bug::OneUnwritten ? wide.n / 2 + 12345 : wide.n - 1) << ex::describe(o);
    }
  }
}

TEST(Execute, NoDeviceIsSkippedVisiblyAndRequireFailsTheGate) {
  Fixture f(gemm_config(7, spec::SplitMode::None, 1));
  f.report.backend_notes = {"cuda: cannot load libcuda.so.1", "hip: hipGetDeviceCount: hipErrorNoDevice"};
  pp::run_execute_stage({}, f.options, &f.report);
  const ex::ExecutionResult& x = *f.report.results[0].execution;
  EXPECT_EQ(x.status, ex::ExecStatus::Skipped);
  EXPECT_NE(x.reason.find("no present device runs sm_90"), std::string::npos) << x.reason;
  EXPECT_NE(x.reason.find("hipErrorNoDevice"), std::string::npos) << x.reason;
  pp::GateVerdict v = pp::gate(f.report);
  EXPECT_FALSE(v.pass) << "--execute (require) with nothing executed";
  ASSERT_EQ(v.reasons.size(), 1u);
  EXPECT_NE(v.reasons[0].find("nothing was executed"), std::string::npos) << v.reasons[0];
  f.report.execute = pp::StageMode::Auto;
  EXPECT_TRUE(pp::gate(f.report).pass) << "--execute=auto allows it";
}

TEST(Execute, GateFailsClosed) {
  Fixture f(gemm_config(8, spec::SplitMode::None, 1));
  HostGemm k{std::get<spec::GemmSpec>(f.files[0].configs[0].spec)};
  f.execute(k);
  ASSERT_TRUE(pp::gate(f.report).pass);
  pp::RunReport r = f.report;
  r.results[0].execution.reset();
  EXPECT_FALSE(pp::gate(r).pass) << "an agreed module without an execution record";
  r = f.report;
  r.results[0].execution->status = static_cast<ex::ExecStatus>(42);
  EXPECT_FALSE(pp::gate(r).pass) << "an unknown execution status";
  r = f.report;
  r.results[0].execution->shapes.clear();
  EXPECT_FALSE(pp::gate(r).pass) << "PASSED without a shape";
  r = f.report;
  r.results[0].execution->status = ex::ExecStatus::Vacuous;
  EXPECT_FALSE(pp::gate(r).pass) << "VACUOUS";
  r = f.report;
  r.execute = static_cast<pp::StageMode>(9);
  EXPECT_FALSE(pp::gate(r).pass) << "an unknown execute mode";
  r = f.report;
  r.execute = pp::StageMode::Off;
  r.results[0].execution.reset();
  EXPECT_TRUE(pp::gate(r).pass) << "execution off: no record needed";
}

// Within bound is no evidence where the bound would pass an all-zero output: such an execution is
// VACUOUS and fails the gate. The contract kernel's bounds discriminate on every element, so the
// minimum is raised past 1 to make its execution VACUOUS.
TEST(Execute, AnExecutionUnderTheMinimumDiscriminationIsVacuous) {
  EXPECT_EQ(ex::ExecuteOptions{}.min_discrimination, 0.90) << "the gate's figure (reference::kMinDiscrimination)";
  Fixture f(gemm_config(11, spec::SplitMode::None, 1));
  f.options.min_discrimination = 1.5;
  HostGemm k{std::get<spec::GemmSpec>(f.files[0].configs[0].spec)};
  const ex::ExecutionResult& x = f.execute(k);
  EXPECT_EQ(x.status, ex::ExecStatus::Vacuous);
  EXPECT_EQ(ex::to_string(x.status), "VACUOUS");
  EXPECT_NE(x.reason.find("discrimination 1.0000 under 1.50"), std::string::npos) << x.reason;
  pp::GateVerdict v = pp::gate(f.report);
  EXPECT_FALSE(v.pass);
  ASSERT_FALSE(v.reasons.empty());
  EXPECT_NE(v.reasons[0].find("execution VACUOUS"), std::string::npos) << v.reasons[0];
  EXPECT_EQ(pp::parity_json(f.report, v)["results"][0]["execution"]["status"], "VACUOUS");
}

TEST(Execute, RejectedSpecHasNoModule) {
  Fixture f(gemm_config(9, spec::SplitMode::None, 1));
  pp::ConfigResult& r = f.report.results[0];
  r.status = pp::ParityStatus::BothRejected;
  r.engine_a.verdict = r.engine_b.verdict = {false, "E_LDS_BUDGET", "too big"};
  r.sha256.clear();
  r.kernels.clear();
  r.golden.reset();
  r.toolchain = {};
  HostGemm k{std::get<spec::GemmSpec>(f.files[0].configs[0].spec)};
  const ex::ExecutionResult& x = f.execute(k);
  EXPECT_EQ(x.status, ex::ExecStatus::Passed);
  EXPECT_EQ(property(x, "fail_closed").status, "held");
  EXPECT_EQ(k.launches, 0);
  r.toolchain.artifact = "objects/llvm22/gemm_9.ptx";  // a module that should not exist
  f.report.results[0].execution.reset();
  EXPECT_EQ(f.execute(k).status, ex::ExecStatus::Failed);
}

TEST(Execute, ParityJsonCarriesTheExecution) {
  Fixture f(gemm_config(10, spec::SplitMode::None, 1));
  HostGemm k{std::get<spec::GemmSpec>(f.files[0].configs[0].spec)};
  f.execute(k);
  pp::GateVerdict v = pp::gate(f.report);
  auto j = pp::parity_json(f.report, v);
  EXPECT_EQ(j["run"]["execute"], "require");
  const auto& x = j["results"][0]["execution"];
  EXPECT_EQ(x["status"], "PASSED");
  EXPECT_TRUE(x["worst_ratio"].is_number());
  EXPECT_EQ(j["schema"], "paritykit.parity/v3");
  EXPECT_EQ(x["engines"], (nlohmann::json{"alpha", "beta"}));
  EXPECT_EQ(x["shapes"].size(), 3u);
  EXPECT_FALSE(x["shapes"][0].contains("engine")) << "a shape ran once, for both engines";
  EXPECT_EQ(x["shapes"][1]["shape"].dump(), R"({"m":17,"n":33,"k":9})");
  EXPECT_EQ(x["properties"].size(), 6u);
  ASSERT_TRUE(x["min_discrimination"].is_number());
  EXPECT_GE(x["min_discrimination"].get<double>(), 0.9);
  EXPECT_TRUE(x["min_discrimination_at"].is_object());
  for (const auto& shape : x["shapes"]) EXPECT_TRUE(shape["discrimination"].is_number()) << shape.dump();
  const std::string md = pp::parity_markdown(f.report, v);
  EXPECT_NE(md.find("discrimination (min)"), std::string::npos) << md;
  const std::string junit = pp::parity_junit(f.report);
  EXPECT_NE(junit.find("discrimination (min) 1.000"), std::string::npos) << junit;
  EXPECT_NE(md.find("### Execution (gemm)"), std::string::npos);
  EXPECT_NE(md.find("| PASSED | alpha, beta | 3 |"), std::string::npos) << md;
  EXPECT_EQ(x["digest"].get<std::string>().size(), 64u) << "sha256 over the outputs' sha256";
  EXPECT_EQ(x["digest"], ex::execution_digest(f.report.results[0].execution->shapes));
}

TEST(Execute, AnMlpPerfIsReportedAgainstTheRoofline) {
  Fixture f(gemm_config(12, spec::SplitMode::None, 1));
  HostGemm k{std::get<spec::GemmSpec>(f.files[0].configs[0].spec)};
  f.execute(k);
  pp::ConfigResult& r = f.report.results[0];
  r.family = "mlp";  // the report goes by the family's name
  ex::PerfOutcome p;
  p.problem = ex::mlp_problem(1 << 20);
  p.ms = 0.1;
  p.gflops = 2000;
  p.bytes_moved = 268e6;
  p.copy_gbps = 4000;
  p.roofline_fraction = 0.67;
  r.execution->perf = p;
  pp::GateVerdict v = pp::gate(f.report);
  const auto perf = pp::parity_json(f.report, v)["results"][0]["execution"]["perf"];
  EXPECT_EQ(perf["shape"].dump(), R"({"batch":1048576})");
  EXPECT_EQ(perf["tflops"], 2.0);
  EXPECT_EQ(perf["copy_gbps"], 4000.0);
  EXPECT_EQ(perf["roofline_fraction"], 0.67);
  EXPECT_TRUE(perf["cublas_gflops"].is_null());
  const std::string md = pp::parity_markdown(f.report, v);
  EXPECT_NE(md.find("| copy GB/s | % of roofline |"), std::string::npos) << md;
  EXPECT_NE(md.find("| 2000 | 4000 | 67.0% |"), std::string::npos) << md;
}

TEST(Execute, AnIdenticalImageIsLoadedAndLaunchedOnce) {
  for (auto [split, degree] : {std::pair{spec::SplitMode::None, 1}, std::pair{spec::SplitMode::TwoStage, 2}}) {
    Fixture f(gemm_config(11, split, degree));
    HostGemm k{std::get<spec::GemmSpec>(f.files[0].configs[0].spec)};
    const ex::ExecutionResult& x = f.execute(k);
    ASSERT_EQ(x.status, ex::ExecStatus::Passed) << x.reason;
    std::string image;
    std::ifstream in(f.artifact);
    image.assign(std::istreambuf_iterator<char>(in), {});
    EXPECT_EQ(f.loads[image], 1) << "the agreed image is loaded once, not once per engine";
    // Main-kernel launches: one per numerics shape, then determinism (8), prefix (2), hot swap (3),
    // streams (2), barrier stress (6); each engine's turn would double it.
    EXPECT_EQ(k.launches, 3 + 8 + 2 + 3 + 2 + 6) << spec::to_string(split);
  }
}

TEST(Execute, AFamilyWithoutAnExecutorIsSkipped) {
  // Every family has an executor now; a lookup without conv_wgrad's stands for a future family's.
  for (spec::Family family : {spec::Family::Gemm, spec::Family::Mlp, spec::Family::ConvWgrad})
    EXPECT_NE(ex::find_executor(family), nullptr) << spec::to_string(family);
  Fixture f(gemm_config(12, spec::SplitMode::None, 1));
  f.options.executors = [](spec::Family family) {
    return family == spec::Family::ConvWgrad ? nullptr : ex::find_executor(family);
  };
  HostGemm k{std::get<spec::GemmSpec>(f.files[0].configs[0].spec)};
  f.files[0].family = spec::Family::ConvWgrad;
  f.report.results[0].family = "conv_wgrad";
  f.files[0].configs[0].spec = spec::ConvWgradSpec{};
  const ex::ExecutionResult& x = f.execute(k);
  EXPECT_EQ(x.status, ex::ExecStatus::Skipped);
  EXPECT_EQ(x.reason, "no executor for family conv_wgrad");
  EXPECT_EQ(k.launches, 0);
  EXPECT_TRUE(x.engines.empty());
}

TEST(Execute, AnotherFlavorsByteIdenticalImageRunsOnceToo) {
  Fixture f(gemm_config(13, spec::SplitMode::None, 1));
  pp::ConfigResult same = f.report.results[0], other = f.report.results[0];
  same.flavor = "llvm19";  // its LLVM emitted the very same image
  other.flavor = "llvm24";
  other.toolchain.artifact = (f.dir / "paritykit_gemm_13_other.ptx").string();
  std::ofstream(other.toolchain.artifact) << ".version 8.0\n.target sm_90\n// another LLVM\n.entry paritykit_gemm_13\n";
  f.report.results.push_back(same);
  f.report.results.push_back(other);
  HostGemm k{std::get<spec::GemmSpec>(f.files[0].configs[0].spec)};
  f.execute(k);
  const auto& rs = f.report.results;
  for (const auto& r : rs) EXPECT_EQ(r.execution->status, ex::ExecStatus::Passed) << r.flavor << ": " << r.execution->reason;
  EXPECT_EQ(rs[0].execution->same_image_as, "");
  EXPECT_EQ(rs[1].execution->same_image_as, "gemm 13 [llvm22]");
  EXPECT_EQ(rs[1].execution->shapes.size(), 3u) << "the outcome of the image's run";
  EXPECT_EQ(rs[2].execution->same_image_as, "") << "a different image runs";
  EXPECT_EQ(k.launches, 2 * (3 + 8 + 2 + 3 + 2 + 6)) << "two distinct images, each run once";
  EXPECT_TRUE(pp::gate(f.report).pass);
  const auto j = pp::parity_json(f.report, pp::gate(f.report));
  EXPECT_EQ(j["results"][1]["execution"]["same_image_as"], "gemm 13 [llvm22]");
  EXPECT_TRUE(j["results"][0]["execution"]["same_image_as"].is_null());
}
