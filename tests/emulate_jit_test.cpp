// emulate/'s host JIT (jit.h): the rewrite of the agreed amdgcn IR runs on the host through its
// trampolines (argument offsets, LDS layout, integer LDS addresses), records one site per access
// and intrinsic call, takes LLVM 23's 6-operand gfx1250 WMMA as LLVM 22's with neg_a = neg_b = 0,
// refuses what the emulator does not model with a message naming it (never an abort), and compiles
// every AMD golden module. The runtime here is the test's own: one
// work-item at a time, no fibers, recording the sites it is called from.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include "abi.h"
#include "jit.h"
#include "paritykit/runtime.h"
#include "paritykit/support/file.h"
#include "test_paths.h"

namespace em = paritykit::emulate;
namespace fs = std::filesystem;

namespace {

/// The test runtime's state: the running work-item, the work-group's LDS, the module whose sites
/// the calls name, and each site index in the order the kernel called the runtime.
struct TestRuntime {
  std::uint32_t workitem = 0;
  alignas(16) unsigned char lds[256] = {};
  const em::JitModule* module = nullptr;
  std::vector<std::uint32_t> seen;
};
TestRuntime state;

std::uint32_t workitem_id(std::uint32_t dim) { return dim == 0 ? state.workitem : 0; }
std::uint32_t workgroup_id(std::uint32_t) { return 0; }
void* lds_base() { return state.lds; }
void* memory_access(std::uint32_t site, void* p) {
  state.seen.push_back(site);
  return p;
}
void atomic(std::uint32_t site, void* p, const void* value, void* old) {
  state.seen.push_back(site);
  const em::Site& s = state.module->sites()[site];
  std::memcpy(old, p, s.bytes);
  if (s.atomic_op == em::Site::AtomicOp::FAdd && s.atomic_type == em::Site::AtomicType::F32) {
    float a, b;
    std::memcpy(&a, p, 4);
    std::memcpy(&b, value, 4);
    a += b;
    std::memcpy(p, &a, 4);
  }
}
void sync_point(std::uint32_t site) { state.seen.push_back(site); }
void async_to_lds(std::uint32_t site, void* src, void* dst) {
  state.seen.push_back(site);
  std::memcpy(dst, src, state.module->sites()[site].bytes);
}
/// D = C + (0, 1, ..., 7): proves C arrived and D is read back from its slot.
void matrix(std::uint32_t site, const void*, const void*, const void* c, void* d) {
  state.seen.push_back(site);
  float v[8];
  std::memcpy(v, c, sizeof v);
  for (int i = 0; i < 8; ++i) v[i] += static_cast<float>(i);
  std::memcpy(d, v, sizeof v);
}
/// v0 + 1000 * v1: proves the operands arrive in Intrinsic::operand order.
std::uint32_t cross_lane(std::uint32_t site, std::uint32_t v0, std::uint32_t v1, std::uint32_t, std::uint32_t) {
  state.seen.push_back(site);
  return v0 + 1000 * v1;
}
float exp2_f32(float x) { return std::exp2(x); }

template <class F>
void* address(F* f) {
  return reinterpret_cast<void*>(f);
}

const em::RuntimeSymbols& test_runtime() {
  static const em::RuntimeSymbols symbols = {
      {em::abi::kWorkitemId, address(&workitem_id)}, {em::abi::kWorkgroupId, address(&workgroup_id)},
      {em::abi::kLdsBase, address(&lds_base)},       {em::abi::kGlobalAccess, address(&memory_access)},
      {em::abi::kLdsAccess, address(&memory_access)}, {em::abi::kAtomic, address(&atomic)},
      {em::abi::kBarrier, address(&sync_point)},     {em::abi::kWaitAsync, address(&sync_point)},
      {em::abi::kAsyncToLds, address(&async_to_lds)}, {em::abi::kMatrix, address(&matrix)},
      {em::abi::kCrossLane, address(&cross_lane)},   {em::abi::kExp2, address(&exp2_f32)},
  };
  return symbols;
}

std::string read(const fs::path& path) {
  std::string text, err;
  EXPECT_TRUE(paritykit::support::read_file(path, &text, &err)) << err;
  return text;
}

std::string data(const std::string& name) { return read(fs::path(pk_test::source_dir()) / "tests/data/emulate" / name); }

/// Compiles `ir` with the test runtime, failing the test with the JIT's message when it refuses.
std::unique_ptr<em::JitModule> compile(const std::string& ir) {
  std::string err;
  std::unique_ptr<em::JitModule> m = em::JitModule::compile(ir, test_runtime(), &err);
  EXPECT_NE(m, nullptr) << err;
  state = TestRuntime{};
  state.module = m.get();
  return m;
}

/// The kernel run once per work-item 0..n-1, one after the other.
void run(const em::CompiledKernel& k, const paritykit::runtime::KernelArgs& args, unsigned n) {
  for (unsigned i = 0; i < n; ++i) {
    state.workitem = i;
    k.entry(args.data());
  }
}

std::uint64_t device_address(const void* p) { return reinterpret_cast<std::uintptr_t>(p); }

}  // namespace

TEST(EmulateJit, RunsAKernelThroughItsTrampolineWithItsArgumentOffsets) {
  auto m = compile(data("add_one.ll"));
  ASSERT_NE(m, nullptr);
  const em::CompiledKernel* k = m->kernel("add_one");
  ASSERT_NE(k, nullptr);
  EXPECT_EQ(k->param_bytes, (std::vector<unsigned>{4, 8, 8}));  // the pointers at offsets 8 and 16
  EXPECT_EQ(k->max_workgroup_size, 64u);
  EXPECT_EQ(k->static_lds_bytes, 0u);
  EXPECT_EQ(m->kernel("pk_entry_add_one"), nullptr);

  std::vector<std::int32_t> a = {10, 20, 30, 40, 50}, d(5, -1);
  paritykit::runtime::KernelArgs args;
  args.i32(4).ptr(device_address(a.data())).ptr(device_address(d.data()));
  run(*k, args, 5);
  EXPECT_EQ(d, (std::vector<std::int32_t>{11, 21, 31, 41, -1}));  // work-item 4 is outside n

  ASSERT_EQ(m->sites().size(), 2u);
  EXPECT_EQ(m->sites()[0].kind, em::Site::Kind::GlobalLoad);
  EXPECT_EQ(m->sites()[0].bytes, 4u);
  EXPECT_EQ(m->sites()[0].where, "@add_one, block %body: %v = load i32, ptr addrspace(1) %pa, align 4");
  EXPECT_EQ(m->sites()[1].kind, em::Site::Kind::GlobalStore);
  EXPECT_EQ(state.seen, (std::vector<std::uint32_t>{0, 1, 0, 1, 0, 1, 0, 1}));
}

TEST(EmulateJit, LaysLdsGlobalsOutAlignedAndKeepsIntegerLdsAddresses) {
  auto m = compile(data("lds_round_trip.ll"));
  ASSERT_NE(m, nullptr);
  const em::CompiledKernel* k = m->kernel("lds_round_trip");
  ASSERT_NE(k, nullptr);
  EXPECT_EQ(k->static_lds_bytes, 32u);  // 3 bytes at 0, then 16 bytes at the next multiple of 16
  EXPECT_EQ(k->max_workgroup_size, 0u);

  std::vector<std::int32_t> out(12, -1);
  paritykit::runtime::KernelArgs args;
  args.ptr(device_address(out.data()));
  run(*k, args, 4);
  EXPECT_EQ(out, (std::vector<std::int32_t>{16, 100, 7, 20, 101, 7, 24, 102, 7, 28, 103, 7}));
  EXPECT_EQ(state.lds[2], 7);
  for (int i = 0; i < 4; ++i) {
    std::int32_t word;
    std::memcpy(&word, state.lds + 16 + 4 * i, 4);
    EXPECT_EQ(word, 100 + i);
  }
  const std::vector<em::Site>& sites = m->sites();
  ASSERT_EQ(sites.size(), 8u);  // 2 LDS stores, 2 LDS loads, 3 global stores, the barrier
  EXPECT_EQ(sites[0].kind, em::Site::Kind::LdsStore);
  EXPECT_EQ(sites[1].kind, em::Site::Kind::LdsStore);
  EXPECT_EQ(sites[1].bytes, 1u);
  EXPECT_EQ(sites[2].kind, em::Site::Kind::LdsLoad);
  EXPECT_EQ(sites[3].kind, em::Site::Kind::LdsLoad);
  EXPECT_EQ(sites[3].bytes, 1u);
  EXPECT_EQ(sites[4].kind, em::Site::Kind::GlobalStore);
  EXPECT_EQ(sites[7].kind, em::Site::Kind::Intrinsic);
  EXPECT_EQ(sites[7].intrinsic->kind, em::IntrinsicKind::Barrier);
}

TEST(EmulateJit, RecordsEachSiteWithItsKindBytesAndConstantOperands) {
  auto m = compile(data("sites.ll"));
  ASSERT_NE(m, nullptr);
  using K = em::Site::Kind;
  struct Expected {
    K kind;
    std::uint32_t bytes;
    std::vector<std::int64_t> imm;
    std::string intrinsic;  ///< its name, for a K::Intrinsic site
  };
  const std::vector<Expected> expected = {
      {K::GlobalLoad, 4, {}, ""},
      {K::GlobalLoad, 32, {}, ""},
      {K::LdsLoad, 16, {}, ""},
      {K::GlobalStore, 16, {}, ""},
      {K::GlobalAtomic, 4, {}, ""},
      {K::GlobalAtomic, 4, {}, ""},
      {K::GlobalStore, 32, {}, ""},
      {K::GlobalStore, 4, {}, ""},
      {K::Intrinsic, 16, {16, 0}, "llvm.amdgcn.global.load.async.to.lds.b128"},
      {K::Intrinsic, 0, {3}, "llvm.amdgcn.s.wait.asynccnt"},
      {K::Intrinsic, 0, {}, "llvm.amdgcn.s.barrier"},
      {K::Intrinsic, 0, {0, 1, 0, 1, 0}, "llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16"},
      {K::Intrinsic, 0, {}, "llvm.amdgcn.readlane.i32"},
  };
  const std::vector<em::Site>& sites = m->sites();
  ASSERT_EQ(sites.size(), expected.size());
  for (std::size_t i = 0; i < sites.size(); ++i) {
    SCOPED_TRACE("site " + std::to_string(i) + ": " + sites[i].where);
    EXPECT_EQ(sites[i].kind, expected[i].kind);
    EXPECT_EQ(sites[i].bytes, expected[i].bytes);
    EXPECT_EQ(std::vector<std::int64_t>(sites[i].imm, sites[i].imm + sites[i].imm_count), expected[i].imm);
    EXPECT_EQ(sites[i].intrinsic ? std::string(sites[i].intrinsic->name) : "", expected[i].intrinsic);
    EXPECT_TRUE(sites[i].where.starts_with("@sites, block %entry: ")) << sites[i].where;
  }
  EXPECT_EQ(sites[4].atomic_op, em::Site::AtomicOp::FAdd);
  EXPECT_EQ(sites[4].atomic_type, em::Site::AtomicType::F32);
  EXPECT_EQ(sites[5].atomic_type, em::Site::AtomicType::V2F16);
  EXPECT_NE(sites[9].where.find("call void @llvm.amdgcn.s.wait.asynccnt(i16 3)"), std::string::npos) << sites[9].where;

  // The kernel runs: the async copy lands in LDS, the wmma's C and D pass through their slots,
  // readlane's operands arrive in order, the atomic returns its old value and adds.
  std::vector<std::int32_t> src(8);
  for (int i = 0; i < 8; ++i) src[i] = 5 + i;
  std::vector<unsigned char> dst(52, 0xff);
  float acc = 2.0f;
  std::uint32_t hacc = 0;
  paritykit::runtime::KernelArgs args;
  args.ptr(device_address(src.data())).ptr(device_address(dst.data())).ptr(device_address(&acc)).ptr(device_address(&hacc)).i32(3);
  run(*m->kernel("sites"), args, 1);
  EXPECT_EQ(state.seen, (std::vector<std::uint32_t>{0, 1, 8, 9, 10, 2, 3, 4, 5, 11, 12, 6, 7}));
  std::int32_t copied[4];
  std::memcpy(copied, dst.data(), 16);
  EXPECT_EQ(std::vector<std::int32_t>(copied, copied + 4), (std::vector<std::int32_t>{5, 6, 7, 8}));
  float d[8];
  std::memcpy(d, dst.data() + 16, sizeof d);
  for (int i = 0; i < 8; ++i) EXPECT_EQ(d[i], static_cast<float>(i));
  std::uint32_t r;
  std::memcpy(&r, dst.data() + 48, 4);
  EXPECT_EQ(r, 5u + 1000u * 3u);
  EXPECT_EQ(acc, 3.5f);
}

TEST(EmulateJit, RefusesWhatTheEmulatorDoesNotModelNamingIt) {
  struct Case {
    const char* what;
    std::string ir;
    std::string message;  ///< a part of the refusal
  };
  const std::string head = "target triple = \"amdgcn-amd-amdhsa\"\n";
  const auto kernel = [&](const std::string& body, const std::string& decls = "") {
    return head + "define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 %n) {\nentry:\n" + body + "  ret void\n}\n" + decls;
  };
  const std::vector<Case> cases = {
      {"an unknown target intrinsic", kernel("  call void @llvm.amdgcn.foo()\n", "declare void @llvm.amdgcn.foo()\n"),
       "calls @llvm.amdgcn.foo, which the emulator does not model"},
      {"another target's intrinsic",
       kernel("  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n", "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"),
       "calls @llvm.nvvm.read.ptx.sreg.tid.x, which the emulator does not model"},
      {"an external function", kernel("  call void @helper()\n", "declare void @helper()\n"),
       "declares @helper, an external function the emulator cannot call"},
      {"a private alloca", kernel("  %s = alloca i32, align 4, addrspace(5)\n  store i32 1, ptr addrspace(5) %s\n"),
       "@k, block %entry: %s = alloca i32, align 4, addrspace(5): address space 5"},
      {"a constant address space global", head + "@c = addrspace(4) constant i32 1\n" + kernel("").substr(head.size()),
       "global @c is in address space 4"},
      {"an addrspacecast", kernel("  %f = addrspacecast ptr addrspace(1) %p to ptr\n  store i32 1, ptr %f\n"),
       "%f = addrspacecast ptr addrspace(1) %p to ptr: an addrspacecast"},
      {"an addrspacecast in a constant expression",
       head + "@g = addrspace(1) global i32 0\n" +
           kernel("  store i32 1, ptr addrspacecast (ptr addrspace(1) @g to ptr)\n").substr(head.size()),
       "store i32 1, ptr addrspacecast (ptr addrspace(1) @g to ptr), align 4: an addrspacecast"},
      {"a cmpxchg", kernel("  %x = cmpxchg ptr addrspace(1) %p, i32 0, i32 1 monotonic monotonic\n"), "a cmpxchg"},
      {"an atomicrmw the runtime does not perform", kernel("  %x = atomicrmw nand ptr addrspace(1) %p, i32 1 monotonic\n"),
       "atomicrmw nand, an operation the emulator does not model"},
      {"a non-constant immarg",
       kernel("  %c = trunc i32 %n to i16\n  call void @llvm.amdgcn.s.wait.asynccnt(i16 %c)\n",
              "declare void @llvm.amdgcn.s.wait.asynccnt(i16 immarg)\n"),
       "@k, block %entry: call void @llvm.amdgcn.s.wait.asynccnt(i16 %c): @llvm.amdgcn.s.wait.asynccnt operand 0 must be a "
       "constant integer"},
      {"LLVM 23's gfx1250 WMMA with a reuse flag that is not a constant",
       kernel("  %r = icmp eq i32 %n, 0\n"
              "  %d = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> zeroinitializer, "
              "<16 x half> zeroinitializer, i16 0, <8 x float> zeroinitializer, i1 %r, i1 false)\n",
              "declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half>, <16 x half>, i16, <8 x float>, "
              "i1, i1)\n"),
       "@llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16 operand 4 must be a constant integer"},
      {"a gfx1250 WMMA with 7 operands, neither release's form",
       kernel("  %a = load <16 x half>, ptr addrspace(1) %p, align 4\n  %c = load <8 x float>, ptr addrspace(1) %p, align 4\n"
              "  %d = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a, "
              "<16 x half> %a, i16 0, <8 x float> %c, i1 false, i1 false)\n",
              "declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1, <16 x half>, <16 x half>, i16, "
              "<8 x float>, i1, i1)\n"),
       "@k, block %entry: %d = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a, "
       "<16 x half> %a, i16 0, <8 x float> %c, i1 false, i1 false): "
       "@llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16 with 7 operands, a form the emulator does not know (it takes 8 "
       "operands (LLVM 22's form) or 6 operands (LLVM 23's form))"},
      {"LLVM 23's gfx1250 WMMA with c_mod of the wrong type",
       kernel("  %d = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> zeroinitializer, "
              "<16 x half> zeroinitializer, i32 0, <8 x float> zeroinitializer, i1 false, i1 false)\n",
              "declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half>, <16 x half>, i32, <8 x float>, "
              "i1, i1)\n"),
       "@llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16 is declared <8 x float> (<16 x half>, <16 x half>, i32, <8 x float>, "
       "i1, i1), which is not LLVM 23's 6-operand form of it (LLVM 22's with operands 0 and 2 dropped)"},
      {"a kernel parameter a trampoline does not pass", head + "define amdgpu_kernel void @k(<2 x i32> %v) {\n  ret void\n}\n",
       "kernel @k has parameter 0 of a type its trampoline does not pass"},
      {"a parse error", head + "define amdgpu_kernel void @k() {\nentry:\n  %x = frobnicate i32 1\n  ret void\n}\n",
       "line 4, column 8: expected instruction opcode"},
      {"invalid IR", kernel("  %x = add i32 %y, 1\n  %y = add i32 %x, 1\n"), "the module is not valid IR: "},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    std::string err;
    EXPECT_EQ(em::JitModule::compile(c.ir, test_runtime(), &err), nullptr);
    EXPECT_NE(err.find(c.message), std::string::npos) << err;
  }
}

TEST(EmulateJit, TakesLlvm23sGfx1250WmmaAsLlvm22sWithNeitherOperandNegated) {
  // LLVM 23's form, (A, B, c_mod, C, reuse_a, reuse_b), which LLVM 22's verifier rejects under
  // this name: the site is LLVM 22's form with neg_a = neg_b = 0 and the call's own constants,
  // and names the call as the module has it.
  const std::string ir =
      "target triple = \"amdgcn-amd-amdhsa\"\n"
      "define amdgpu_kernel void @k(ptr addrspace(1) %p) {\nentry:\n"
      "  %a = load <16 x half>, ptr addrspace(1) %p, align 4\n"
      "  %c = load <8 x float>, ptr addrspace(1) %p, align 4\n"
      "  %d = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %a, <16 x half> %a, i16 0, "
      "<8 x float> %c, i1 false, i1 true)\n"
      "  store <8 x float> %d, ptr addrspace(1) %p, align 4\n  ret void\n}\n"
      "declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half>, <16 x half>, i16 immarg, "
      "<8 x float>, i1 immarg, i1 immarg)\n";
  auto m = compile(ir);
  ASSERT_NE(m, nullptr);
  const std::vector<em::Site>& sites = m->sites();
  ASSERT_EQ(sites.size(), 4u);  // two loads and a store, then the wmma
  const em::Site& wmma = sites[3];
  ASSERT_NE(wmma.intrinsic, nullptr);
  EXPECT_EQ(wmma.intrinsic->name, "llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16");
  EXPECT_EQ(wmma.intrinsic->operand_count, 8u) << "the site is LLVM 22's form";
  EXPECT_EQ(std::vector<std::int64_t>(wmma.imm, wmma.imm + wmma.imm_count), (std::vector<std::int64_t>{0, 0, 0, 0, 1}))
      << "neg_a, neg_b, c_mod, reuse_a, reuse_b";
  EXPECT_NE(wmma.where.find("%d = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %a, "
                            "<16 x half> %a, i16 0, <8 x float> %c, i1 false, i1 true)"),
            std::string::npos)
      << wmma.where;

  // C reaches the runtime through its slot and D comes back (the test runtime's D = C + i).
  float buffer[8] = {1, 1, 1, 1, 1, 1, 1, 1};
  paritykit::runtime::KernelArgs args;
  args.ptr(device_address(buffer));
  run(*m->kernel("k"), args, 1);
  for (int i = 0; i < 8; ++i) EXPECT_EQ(buffer[i], 1.0f + static_cast<float>(i));
}

TEST(EmulateJit, AMissingRuntimeSymbolIsAnErrorNamingIt) {
  em::RuntimeSymbols partial = test_runtime();
  partial.erase(std::remove_if(partial.begin(), partial.end(), [](const auto& s) { return s.first == em::abi::kGlobalAccess; }),
                partial.end());
  std::string err;
  EXPECT_EQ(em::JitModule::compile(data("add_one.ll"), partial, &err), nullptr);
  EXPECT_NE(err.find("pk_emu_global_access"), std::string::npos) << err;
}

TEST(EmulateJit, CompilesEveryAmdGoldenModuleAndExposesEachKernel) {
  const std::regex header(R"(^; paritykit \S+ config \d+, flavor \S+, target (\S+))");
  const std::regex kernel(R"(define amdgpu_kernel void @([A-Za-z0-9_.]+)\()");
  std::vector<fs::path> modules;
  for (const auto& e : fs::directory_iterator(fs::path(pk_test::source_dir()) / "golden/ir/llvm22"))
    if (e.path().extension() == ".ll") modules.push_back(e.path());
  std::sort(modules.begin(), modules.end());
  unsigned compiled = 0, kernels = 0;
  double slowest_seconds = 0;
  std::string slowest;
  const auto start = std::chrono::steady_clock::now();
  for (const fs::path& path : modules) {
    const std::string ir = read(path);
    // The regexes see only the lines they can match (the first; a kernel's define): libstdc++'s
    // regex tried at every position of a whole module cost more than its compile.
    const std::string first_line = ir.substr(0, ir.find('\n'));
    std::smatch target;
    ASSERT_TRUE(std::regex_search(first_line, target, header)) << path << " has no header line naming its target";
    if (!target[1].str().starts_with("gfx")) continue;
    SCOPED_TRACE(path.filename().string() + " (" + target[1].str() + ")");
    std::string err;
    const auto module_start = std::chrono::steady_clock::now();
    std::unique_ptr<em::JitModule> m = em::JitModule::compile(ir, test_runtime(), &err);
    const double module_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - module_start).count();
    if (module_seconds > slowest_seconds) {
      slowest_seconds = module_seconds;
      slowest = path.filename().string();
    }
    ASSERT_NE(m, nullptr) << err;
    ++compiled;
    unsigned in_module = 0;
    constexpr std::string_view kDefine = "define amdgpu_kernel ";
    for (std::size_t at = ir.find(kDefine); at != std::string::npos; at = ir.find(kDefine, at + 1)) {
      const std::string line = ir.substr(at, ir.find('\n', at) - at);
      std::smatch name;
      if (!std::regex_search(line, name, kernel)) continue;
      ++in_module;
      const em::CompiledKernel* k = m->kernel(name[1].str());
      ASSERT_NE(k, nullptr) << name[1];
      EXPECT_NE(k->entry, nullptr);
      EXPECT_GT(k->max_workgroup_size, 0u);
    }
    EXPECT_GT(in_module, 0u);
    EXPECT_EQ(m->kernels().size(), in_module);
    kernels += in_module;
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_GT(compiled, 0u);
  std::printf("compiled %u AMD golden modules (%u kernels) for the host in %.2f s; the slowest, %s, in %.3f s\n", compiled,
              kernels, seconds, slowest.c_str(), slowest_seconds);
}
