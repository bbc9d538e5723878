// The CPU emulator as an execution device: engine-emitted AMD modules run through the same
// executors, reference and gates as on a GPU, and each seeded bug (a barrier removed, an async
// wait removed, a WMMA A-fragment element order swapped, an LDS offset one row off, wave64 code
// run as wave32) is caught and named, while the clean modules report nothing and compute the same
// bits under another schedule seed and on threads of their own; a gfx1250 module's
// WMMAs in LLVM 23's form compute the bits of the same module in LLVM 22's; conv_wgrad's lone 16-bit
// columns stay 4-byte aligned where a group's slice of dW starts at an odd element; the mlp
// qualification bench checks and times an engine's module.
#include <gtest/gtest.h>

#include <cstdio>
#include <functional>
#include <iterator>
#include <map>
#include <regex>
#include <string>

#include "alpha/alpha.h"
#include "module_request.h"
#include "paritykit/emulate.h"
#include "paritykit/execute.h"
#include "paritykit/execute/conv_wgrad.h"
#include "paritykit/execute/mlp.h"
#include "paritykit/qualify.h"
#include "paritykit/spec.h"
#include "test_tools.h"

namespace {

namespace ex = paritykit::execute;
namespace spec = paritykit::spec;
namespace emu = paritykit::emulate;

const spec::Config& config(const std::string& family, int id) {
  for (const spec::Config& c : pk_test::shipped_configs(family).configs)
    if (c.id == id) return c;
  throw std::runtime_error("no " + family + " config " + std::to_string(id));
}

/// The module alpha emits for `c` under llvm22, its IR passed through `mutate`, run on an emulator
/// of the config's target (or of `wave_size` lanes per wave when not 0), with the emulator's
/// problem set of `options`.
ex::ExecutionResult run_on_emulator(const spec::Config& c, const std::function<std::string(std::string)>& mutate = {},
                                    unsigned wave_size = 0, std::uint64_t schedule_seed = 1,
                                    const ex::ExecuteOptions& options = {}) {
  const auto alpha = paritykit::alpha::make_engine();
  const spec::Flavor& flavor = pk_test::shipped_flavor("llvm22");
  const spec::Module m = alpha->emit(c, flavor);
  const std::string ir = mutate ? mutate(m.ir_text) : m.ir_text;
  const spec::TargetInfo& target = *spec::find_target(c.target);
  emu::EmulatorBackend device(c.target, wave_size ? wave_size : static_cast<unsigned>(target.wave_size),
                              emu::EmulatorOptions{schedule_seed});
  ex::ExecutionRequest r = pk_test::module_request(c, c.family_name() + " " + std::to_string(c.id) + " [llvm22]",
                                                   m.kernels, m.launch, "");
  r.ir = ir;
  std::printf("%s %d on %s (seed %llu)\n", c.family_name().c_str(), c.id, device.device().name.c_str(),
              static_cast<unsigned long long>(schedule_seed));
  return ex::run_execution({r}, {&device}, {device.device().name}, {}, options).at(0);
}

/// `ir` with the first match of `pattern` replaced by `replacement` (the test fails where none matches).
std::string replace_first(const std::string& ir, const std::string& pattern, const std::string& replacement) {
  std::smatch m;
  if (!std::regex_search(ir, m, std::regex(pattern))) {
    ADD_FAILURE() << "no match for " << pattern;
    return ir;
  }
  return m.prefix().str() + m.format(replacement) + m.suffix().str();
}

std::string describe(const ex::ExecutionResult& x) { return ex::to_string(x.status) + ": " + x.reason; }

/// Prints how the emulator named a seeded bug, and returns it.
const ex::ExecutionResult& shown(const ex::ExecutionResult& x) {
  std::printf("  -> %s\n", describe(x).substr(0, 400).c_str());
  return x;
}

// One config per (family, target, matrix kind): gfx1201 WMMA, gfx1250 WMMA with an async K loop,
// gfx942 and gfx950 MFMA, and the scalar paths; each passes and reports nothing. Their results are
// also what two of the device's properties compare against, so that no module is emulated twice more
// than a property needs: gemm 73 under another schedule seed gives bitwise the same results (its
// digest), and gemm 73, 85 and 91 run on threads of their own (jobs 2, one device per target) give
// the results, digests and devices of one after another.
TEST(EmulatorDevice, CleanModulesPassAndGiveTheSameBitsUnderAnotherScheduleAndOnThreads) {
  std::map<int, ex::ExecutionResult> gemm;  // id -> its result alone, seed 1
  for (auto [family, id] : {std::pair{"gemm", 73}, std::pair{"gemm", 246}, std::pair{"gemm", 85},
                            std::pair{"gemm", 91}, std::pair{"gemm", 167}, std::pair{"mlp", 20}}) {
    const ex::ExecutionResult x = run_on_emulator(config(family, id));
    EXPECT_EQ(x.status, ex::ExecStatus::Passed) << family << " " << id << ": " << describe(x);
    if (std::string(family) == "gemm") gemm.emplace(id, x);
  }

  const auto reseeded = run_on_emulator(config("gemm", 73), {}, 0, 0x5eed);
  ASSERT_EQ(reseeded.status, ex::ExecStatus::Passed) << describe(reseeded);
  EXPECT_FALSE(reseeded.digest.empty());
  EXPECT_EQ(reseeded.digest, gemm.at(73).digest) << "gemm 73 under schedule seeds 1 and 0x5eed";

  const auto alpha = paritykit::alpha::make_engine();
  const spec::Flavor& flavor = pk_test::shipped_flavor("llvm22");
  const int threaded[] = {73, 85, 91};
  std::vector<spec::Module> modules;
  std::vector<ex::ExecutionRequest> requests;
  for (int id : threaded) {
    const spec::Config& c = config("gemm", id);
    modules.push_back(alpha->emit(c, flavor));
    requests.push_back(pk_test::module_request(c, "gemm " + std::to_string(id), modules.back().kernels,
                                               modules.back().launch, ""));
  }
  for (size_t i = 0; i < requests.size(); ++i) requests[i].ir = modules[i].ir_text;
  emu::EmulatorBackend gfx1201("gfx1201", 32), gfx942("gfx942", 64), gfx950("gfx950", 64);
  ex::ExecuteOptions options;
  options.jobs = 2;
  const auto two = ex::run_execution(requests, {&gfx1201, &gfx942, &gfx950}, {}, {}, options);
  ASSERT_EQ(two.size(), requests.size());
  for (size_t i = 0; i < two.size(); ++i) {
    const ex::ExecutionResult& one = gemm.at(threaded[i]);
    EXPECT_EQ(two[i].status, ex::ExecStatus::Passed) << requests[i].label << ": " << describe(two[i]);
    EXPECT_EQ(two[i].digest, one.digest) << requests[i].label;
    EXPECT_EQ(two[i].device, one.device) << requests[i].label;
  }
}

// The mlp qualification bench is the family's, not a target's: on the emulator it checks (sampled
// rows against the FP32 reference, the guard) and times alpha's module of mlp 1, the published
// 64->64->64->64 network, at a ragged batch (two blocks of 64 rows, the second partial).
TEST(EmulatorDevice, TheMlpQualificationBenchChecksAndTimesAnEnginesModule) {
  const spec::Config& c = config("mlp", 1);
  const spec::Module m = paritykit::alpha::make_engine()->emit(c, pk_test::shipped_flavor("llvm22"));
  emu::EmulatorBackend device(c.target, 32);
  std::string err;
  const auto bench = ex::make_mlp_bench(device, c, m.ir_text, m.kernels, 100, 1, &err);
  ASSERT_TRUE(bench) << err;
  EXPECT_TRUE(bench->check(&err)) << err;
  double device_s = 0, host_s = 0;
  ASSERT_TRUE(bench->sample(&device_s, &host_s, &err)) << err;
  EXPECT_GT(device_s, 0);
  EXPECT_GT(host_s, 0);
  EXPECT_TRUE(bench->check(&err)) << "after a sample: " << err;
}

TEST(EmulatorDevice, LoneColumnsOfAGroupSliceStartingAtAnOddElementAreAligned) {
  // conv_wgrad 67 (gfx1250 WMMA, f16 dW) and 74 (gfx942 MFMA, bf16 dW), groups 2, split atomic:
  // every element goes out as a lone column's packed 4-byte pair. At c = 3 * groups, k = 5 * groups
  // the group's slice M * N = 5 * 27 is odd, so group 1's %D starts at an odd element of dW, and a
  // pair formed relative to it is a misaligned atomic (engines/CONTRACT_WGRAD.md section 6, "The
  // epilogue's lone 16-bit columns"): the emulator names it.
  for (int id : {67, 74}) {
    const spec::Config& c = config("conv_wgrad", id);
    const spec::ConvWgradSpec& cs = std::get<spec::ConvWgradSpec>(c.spec);
    const spec::ConvShape odd{1, 9, 9, 3 * cs.groups, 5 * cs.groups, cs.problem.r, cs.problem.s};
    ASSERT_GT(cs.groups, 1) << id;
    ASSERT_EQ(odd.k / cs.groups * (odd.r * odd.s * (odd.c / cs.groups)) % 2, 1) << id << ": the slice must be odd";
    ex::ExecuteOptions options;
    options.emulator_problems.of<ex::ConvWgradProblems>().problems = {odd};
    const auto& x = shown(run_on_emulator(c, {}, 0, 1, options));
    EXPECT_EQ(x.status, ex::ExecStatus::Passed) << id << ": " << describe(x);
  }
}

TEST(EmulatorDevice, ABarrierRemovedBetweenAnLdsStoreAndItsLoadIsARace) {
  const auto& x = shown(run_on_emulator(config("gemm", 73), [](std::string ir) {
    // The barrier after the tile's stores to LDS, before the WMMA loop loads them.
    return replace_first(ir, R"(sync:\n  fence syncscope\("workgroup"\) release\n  call void @llvm\.amdgcn\.s\.barrier\(\)\n)",
                         "sync:\n  fence syncscope(\"workgroup\") release\n");
  }));
  EXPECT_EQ(x.status, ex::ExecStatus::Failed) << describe(x);
  EXPECT_NE(x.reason.find("LDS race"), std::string::npos) << describe(x);
}

TEST(EmulatorDevice, AnAsyncWaitRemovedReadsBeforeTheCopyLands) {
  const auto& x = shown(run_on_emulator(config("gemm", 246), [](std::string ir) {
    return replace_first(ir, R"(  call void @llvm\.amdgcn\.s\.wait\.asynccnt\(i16 0\)\n)", "");
  }));
  EXPECT_EQ(x.status, ex::ExecStatus::Failed) << describe(x);
  EXPECT_NE(x.reason.find("async"), std::string::npos) << describe(x);
}

TEST(EmulatorDevice, AWmmaAFragmentOrderSwappedFailsTheNumerics) {
  const auto& x = shown(run_on_emulator(config("gemm", 73), [](std::string ir) {
    return replace_first(ir, R"((  %mc\.0\.0\.next = call <8 x float> @llvm\.amdgcn\.wmma[^(]*\(<8 x half> )%av\.0\.0)",
                         "  %av.swapped = shufflevector <8 x half> %av.0.0, <8 x half> poison, "
                         "<8 x i32> <i32 1, i32 0, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>\n$1%av.swapped");
  }));
  EXPECT_EQ(x.status, ex::ExecStatus::Failed) << describe(x);
  EXPECT_NE(x.reason.find("over"), std::string::npos) << "a numerics failure: " << describe(x);
}

TEST(EmulatorDevice, AnLdsOffsetOneRowOffIsCaught) {
  const auto& x = shown(run_on_emulator(config("gemm", 73), [](std::string ir) {
    return replace_first(ir, R"(  %a\.l0 = add i32 %a\.lr0, %a\.i0\n)",
                         "  %a.l0.row = add i32 %a.lr0, %a.i0\n  %a.l0 = add i32 %a.l0.row, 40\n");
  }));
  EXPECT_EQ(x.status, ex::ExecStatus::Failed) << describe(x);
}

TEST(EmulatorDevice, Wave64CodeRunAsWave32IsNamed) {
  const auto& x = shown(run_on_emulator(config("gemm", 85), {}, 32));
  EXPECT_EQ(x.status, ex::ExecStatus::Failed) << describe(x);
  EXPECT_NE(x.reason.find("wave64 instruction"), std::string::npos) << describe(x);
}

/// `ir`, an llvm22 module, with each gfx1250 16-bit WMMA declared and called in LLVM 23's form
/// (A, B, c_mod, C, reuse_a, reuse_b): LLVM 22's neg_a and neg_b, `i1 false` wherever the engines
/// emit them, dropped. `*calls` is how many calls changed.
std::string in_llvm23_wmma_form(const std::string& ir, unsigned* calls) {
  const std::regex call(R"((@llvm\.amdgcn\.wmma\.f32\.16x16x32\.b?f16\.v8f32\.v16b?f16\()i1 false, (<16 x \w+> [%\w.]+), i1 false, )");
  const std::regex declaration(R"((@llvm\.amdgcn\.wmma\.f32\.16x16x32\.b?f16\.v8f32\.v16b?f16\()i1, (<16 x \w+>), i1, )");
  *calls = static_cast<unsigned>(std::distance(std::sregex_iterator(ir.begin(), ir.end(), call), std::sregex_iterator()));
  return std::regex_replace(std::regex_replace(ir, call, "$1$2, "), declaration, "$1$2, ");
}

TEST(EmulatorDevice, Llvm23sGfx1250WmmaFormGivesTheBitsOfLlvm22s) {
  // gfx1250 WMMA f16 and bf16: the same module with its WMMAs in each release's form, through
  // the executors; the results (their digest) bitwise equal.
  for (int id : {79, 82}) {
    const spec::Config& c = config("gemm", id);
    unsigned calls = 0;
    const auto llvm22 = run_on_emulator(c);
    const auto llvm23 = run_on_emulator(c, [&](std::string ir) {
      std::string rewritten = in_llvm23_wmma_form(ir, &calls);
      EXPECT_EQ(rewritten.find("i1 false, <16 x"), std::string::npos) << "a WMMA call left in LLVM 22's form";
      return rewritten;
    });
    EXPECT_GT(calls, 0u) << "gemm " << id << " has no gfx1250 WMMA call to rewrite";
    EXPECT_FALSE(llvm22.digest.empty()) << "gemm " << id;
    ASSERT_EQ(llvm22.status, ex::ExecStatus::Passed) << "gemm " << id << ": " << describe(llvm22);
    ASSERT_EQ(llvm23.status, ex::ExecStatus::Passed) << "gemm " << id << ": " << describe(llvm23);
    EXPECT_EQ(llvm23.digest, llvm22.digest) << "gemm " << id;
  }
}

}  // namespace

namespace {

/// A one-kernel module for gfx1201 whose body is `body` (after %tid = the work-item id), with
/// `ptr addrspace(1) %d` its one parameter and a 64-float LDS array @lds.
std::string small_kernel(const std::string& body) {
  return "target triple = \"amdgcn-amd-amdhsa\"\n"
         "@lds = internal addrspace(3) global [64 x float] poison, align 16\n"
         "define amdgpu_kernel void @k(ptr addrspace(1) %d) {\n"
         "entry:\n  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  %t64 = zext i32 %tid to i64\n" +
         body +
         "}\n"
         "declare i32 @llvm.amdgcn.workitem.id.x()\n"
         "declare void @llvm.amdgcn.s.barrier()\n";
}

/// Launches `ir`'s kernel @k on one work-group of 64 work-items (wave32) with a 64-float buffer;
/// the launch's error text ("" when it was clean).
std::string launch_small(const std::string& ir, std::vector<float>* out = nullptr) {
  emu::EmulatorBackend device("gfx1201", 32);
  paritykit::runtime::Module m;
  paritykit::runtime::Kernel k;
  paritykit::runtime::DevicePtr d = 0;
  std::string err;
  if (!device.load_module(ir, &m, &err) || !device.get_kernel(m, "k", &k, &err) ||
      !device.alloc(64 * sizeof(float), &d, &err) || !device.memset(d, 0, 64 * sizeof(float), {}, &err))
    return "setup: " + err;
  paritykit::runtime::KernelArgs args;
  args.ptr(d);
  const bool ok = device.launch(k, {1, 1, 1}, {64, 1, 1}, 0, {}, args, &err);
  if (out) {
    out->resize(64);
    std::string ignored;
    device.copy_to_host(out->data(), d, 64 * sizeof(float), {}, &ignored);
  }
  return ok ? "" : err;
}

TEST(EmulatorBackend, AStoreOutsideEveryAllocationIsAFindingNotACrash) {
  // A store inside the buffer first, so that the store past its end follows a hit in the same
  // allocation (the runtime checks the allocation it last hit first).
  const std::string why = launch_small(small_kernel(
      "  %in = getelementptr float, ptr addrspace(1) %d, i64 %t64\n  store float 2.0, ptr addrspace(1) %in\n"
      "  %far = add i64 %t64, 1000\n  %p = getelementptr float, ptr addrspace(1) %d, i64 %far\n"
      "  store float 1.0, ptr addrspace(1) %p\n  ret void\n"));
  EXPECT_NE(why.find("out-of-bounds access"), std::string::npos) << why;
  EXPECT_NE(why.find("store float 1.0"), std::string::npos) << "the site is named: " << why;
}

TEST(EmulatorBackend, ABarrierSomeWorkItemsNeverReachIsReported) {
  const std::string why = launch_small(small_kernel(
      "  %low = icmp ult i32 %tid, 16\n  br i1 %low, label %out, label %wait\n"
      "wait:\n  call void @llvm.amdgcn.s.barrier()\n  br label %out\nout:\n  ret void\n"));
  EXPECT_NE(why.find("barrier reached by part of the work-group"), std::string::npos) << why;
}

TEST(EmulatorBackend, WorkItemsAtDifferentBarriersAreReported) {
  const std::string why = launch_small(small_kernel(
      "  %odd = and i32 %tid, 1\n  %is = icmp eq i32 %odd, 1\n  br i1 %is, label %one, label %two\n"
      "one:\n  call void @llvm.amdgcn.s.barrier()\n  br label %out\n"
      "two:\n  call void @llvm.amdgcn.s.barrier()\n  br label %out\nout:\n  ret void\n"));
  EXPECT_NE(why.find("divergent barrier"), std::string::npos) << why;
}

TEST(EmulatorBackend, AnLdsExchangeAcrossABarrierIsCleanAndComputes) {
  // Each work-item writes its slot, waits, then reads its neighbour's: the clean case the race
  // checks must not flag.
  std::vector<float> out;
  const std::string why = launch_small(
      small_kernel("  %f = uitofp i32 %tid to float\n"
                   "  %mine = getelementptr [64 x float], ptr addrspace(3) @lds, i64 0, i64 %t64\n"
                   "  store float %f, ptr addrspace(3) %mine\n  call void @llvm.amdgcn.s.barrier()\n"
                   "  %n = add i32 %tid, 1\n  %n63 = and i32 %n, 63\n  %n64 = zext i32 %n63 to i64\n"
                   "  %theirs = getelementptr [64 x float], ptr addrspace(3) @lds, i64 0, i64 %n64\n"
                   "  %v = load float, ptr addrspace(3) %theirs\n"
                   "  %p = getelementptr float, ptr addrspace(1) %d, i64 %t64\n  store float %v, ptr addrspace(1) %p\n"
                   "  ret void\n"),
      &out);
  EXPECT_EQ(why, "");
  for (int i = 0; i < 64; ++i) EXPECT_EQ(out[i], static_cast<float>((i + 1) % 64)) << i;
}

TEST(EmulatorBackend, AnLdsWriteOverAnotherWavesWriteSinceTheBarrierIsARace) {
  // Work-items t and t + 32 (waves 0 and 1) store to the same slot with no barrier between:
  // whichever wave's store comes second, the write check names it.
  const std::string why = launch_small(
      small_kernel("  %f = uitofp i32 %tid to float\n  %slot = and i64 %t64, 31\n"
                   "  %mine = getelementptr [64 x float], ptr addrspace(3) @lds, i64 0, i64 %slot\n"
                   "  store float %f, ptr addrspace(3) %mine\n  ret void\n"));
  EXPECT_NE(why.find("LDS race"), std::string::npos) << why;
  EXPECT_NE(why.find("since the last barrier, written again by"), std::string::npos) << why;
  EXPECT_NE(why.find("store float %f"), std::string::npos) << "the site is named: " << why;
}

TEST(EmulatorBackend, RefusesACodeObjectAndIrForAnotherTargetBeforeLoading) {
  emu::EmulatorBackend device("gfx1201", 32);
  paritykit::runtime::Module m;
  std::string err;
  EXPECT_FALSE(device.load_module(std::string("\x7f" "ELF", 4) + std::string(60, '\0'), &m, &err));
  EXPECT_EQ(err.rfind("refused before loading", 0), 0u) << err;
  std::string ptx_ir = small_kernel("  ret void\n");
  ptx_ir.replace(ptx_ir.find("amdgcn-amd-amdhsa"), 17, "nvptx64-nvidia-cuda");
  EXPECT_FALSE(device.load_module(ptx_ir, &m, &err));
  EXPECT_NE(err.find("refused before loading: IR for nvptx64-nvidia-cuda"), std::string::npos) << err;
  std::string gfx942 = small_kernel("  ret void\n") + "attributes #0 = { \"target-cpu\"=\"gfx942\" }\n";
  gfx942.replace(gfx942.find("(ptr addrspace(1) %d)"), 21, "(ptr addrspace(1) %d) #0");
  EXPECT_FALSE(device.load_module(gfx942, &m, &err));
  EXPECT_NE(err.find("IR for gfx942 cannot run on"), std::string::npos) << err;
}

}  // namespace

namespace {

TEST(EmulatorBackend, AnAccessWithoutItsDeclaredAlignmentIsReported) {
  const std::string why = launch_small(small_kernel(
      "  %q = getelementptr i8, ptr addrspace(1) %d, i64 4\n"
      "  store <4 x float> zeroinitializer, ptr addrspace(1) %q, align 16\n  ret void\n"));
  EXPECT_NE(why.find("misaligned access: global address"), std::string::npos) << why;
  EXPECT_NE(why.find("declared align 16"), std::string::npos) << why;
}

}  // namespace
