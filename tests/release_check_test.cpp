// Each module against its flavor's LLVM release: the release facts loaded strictly and
// cross-checked with the flavor table, the static check on hand-written modules (each refusal names
// the fact's source), the shipped golden IR, and with the tools: the llvm-dis round trip and the
// PTX check, and the toolchain stage's statuses (VALIDATED_STATIC).
#include <gtest/gtest.h>

#include <functional>
#include <regex>

#include "ir_scan.h"
#include "paritykit/parity/release_check.h"
#include "paritykit/parity/release_facts.h"
#include "paritykit/parity/toolchain.h"
#include "paritykit/spec.h"
#include "paritykit/support/cache.h"
#include "temp_dir.h"
#include "test_paths.h"
#include "test_tools.h"

namespace fs = std::filesystem;
using namespace paritykit;
using namespace paritykit::parity;

namespace {

fs::path shipped_table() { return fs::path(PK_SOURCE_DIR) / "parity/flavors.json"; }

/// The shipped facts of a flavor (each shipped flavor has a facts file).
const ReleaseFacts& facts(const std::string& flavor) {
  static std::map<std::string, ReleaseFacts> loaded;
  if (auto it = loaded.find(flavor); it != loaded.end()) return it->second;
  std::optional<ReleaseFacts> f;
  std::string err;
  if (!load_flavor_facts(shipped_table(), pk_test::shipped_flavor(flavor), &f, &err) || !f)
    throw std::runtime_error("cannot load the facts of " + flavor + ": " + err);
  return loaded.emplace(flavor, std::move(*f)).first->second;
}

std::vector<std::string> findings(const std::string& flavor, const std::string& target, const std::string& ir) {
  return release_findings(facts(flavor), *spec::find_target(target), ir);
}

std::string listing(const std::vector<std::string>& lines) {
  std::string s;
  for (const auto& l : lines) s += "  " + l + "\n";
  return s;
}

// ------------------------------------------------------------------ modules

/// A kernel module: the target's triple, one kernel `@k` of `cc` with a pointer parameter spelled
/// with `nocapture`, `body` (instructions), then `declarations`.
std::string module(const std::string& triple, const std::string& cc, const std::string& nocapture,
                   const std::string& body, const std::string& declarations) {
  return "; a hand-written module\ntarget triple = \"" + triple + "\"\n\ndefine " + cc +
         " void @k(ptr addrspace(1) noalias " + nocapture + " %p, i32 %n) #0 {\nentry:\n" + body + "  ret void\n}\n\n" +
         declarations + "\nattributes #0 = { \"amdgpu-flat-work-group-size\"=\"64,64\" }\n";
}
std::string amd(const std::string& nocapture, const std::string& body, const std::string& declarations) {
  return module("amdgcn-amd-amdhsa", "amdgpu_kernel", nocapture, body, declarations);
}
std::string nv(const std::string& nocapture, const std::string& body, const std::string& declarations) {
  return module("nvptx64-nvidia-cuda", "ptx_kernel", nocapture, body, declarations);
}

const std::string kAmdCommon =
    "  %t = call i32 @llvm.amdgcn.workitem.id.x()\n"
    "  %g = call i32 @llvm.amdgcn.workgroup.id.x()\n"
    "  fence syncscope(\"workgroup\") release\n"
    "  call void @llvm.amdgcn.s.barrier()\n"
    "  fence syncscope(\"workgroup\") acquire\n"
    "  %old = atomicrmw fadd ptr addrspace(1) %p, float 1.0 syncscope(\"agent\") monotonic, align 4\n";
const std::string kAmdCommonDeclarations =
    "declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare i32 @llvm.amdgcn.workgroup.id.x()\n"
    "declare void @llvm.amdgcn.s.barrier()\n";

const std::string kWmma16 =
    "  %a = load <8 x half>, ptr addrspace(1) %p\n"
    "  %c = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half> %a, <8 x half> %a, <8 x float> zeroinitializer)\n";
const std::string kWmma16Declaration =
    "declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(<8 x half>, <8 x half>, <8 x float>)\n";
/// gfx1250's wmma as LLVM 22 declares it: (i1 neg_a, A, i1 neg_b, B, i16, C, i1, i1).
const std::string kWmma32Operands8 =
    "  %a = load <16 x half>, ptr addrspace(1) %p\n"
    "  %c = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a, i1 false, <16 x half> %a, i16 0, <8 x float> zeroinitializer, i1 false, i1 false)\n";
const std::string kWmma32Operands8Declaration =
    "declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1, <16 x half>, i1, <16 x half>, i16, <8 x float>, i1, i1)\n";
/// ... and as 23 and later do: (A, B, i16, C, i1, i1).
const std::string kWmma32Operands6 =
    "  %a = load <16 x half>, ptr addrspace(1) %p\n"
    "  %c = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half> %a, <16 x half> %a, i16 0, <8 x float> zeroinitializer, i1 false, i1 false)\n";
const std::string kWmma32Operands6Declaration =
    "declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(<16 x half>, <16 x half>, i16, <8 x float>, i1, i1)\n";
const std::string kAsync =
    "  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %p, ptr addrspace(3) null, i32 0, i32 0)\n"
    "  call void @llvm.amdgcn.s.wait.asynccnt(i16 0)\n";
const std::string kAsyncDeclarations =
    "declare void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1), ptr addrspace(3), i32, i32)\n"
    "declare void @llvm.amdgcn.s.wait.asynccnt(i16)\n";
const std::string kMfma16 =
    "  %a = load <4 x half>, ptr addrspace(1) %p\n"
    "  %c = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %a, <4 x half> %a, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)\n";
const std::string kMfma16Declaration =
    "declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32, i32, i32)\n";
const std::string kMfma32 =
    "  %b = load <8 x bfloat>, ptr addrspace(1) %p\n"
    "  %d = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %b, <8 x bfloat> %b, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)\n";
const std::string kMfma32Declaration =
    "declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat>, <8 x bfloat>, <4 x float>, i32, i32, i32)\n";

const std::string kNvCommon =
    "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %g = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "  %h = load <2 x half>, ptr addrspace(1) %p\n"
    "  %m = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, float 0.0, float 0.0, float 0.0, float 0.0)\n"
    "  %old = atomicrmw fadd ptr addrspace(1) %p, float 1.0 syncscope(\"device\") monotonic, align 4\n";
const std::string kNvCommonDeclarations =
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\ndeclare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)\n";
/// The NVVM barrier and exp2 up to LLVM 20 ...
const std::string kNvOld =
    "  call void @llvm.nvvm.barrier0()\n  %e = call float @llvm.nvvm.ex2.approx.f(float 1.0)\n";
const std::string kNvOldDeclarations = "declare void @llvm.nvvm.barrier0()\ndeclare float @llvm.nvvm.ex2.approx.f(float)\n";
/// ... and from the releases that renamed them.
const std::string kNvNew =
    "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)\n  %e = call float @llvm.nvvm.ex2.approx.f32(float 1.0)\n";
const std::string kNvNewDeclarations =
    "declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)\ndeclare float @llvm.nvvm.ex2.approx.f32(float)\n";

/// One module of each target in its release's native form.
struct CleanModule {
  std::string flavor, target, ir;
};
std::vector<CleanModule> clean_modules() {
  std::vector<CleanModule> out;
  for (const std::string flavor : {"llvm23", "llvm24"}) {
    out.push_back({flavor, "gfx1201", amd("captures(none)", kAmdCommon + kWmma16, kAmdCommonDeclarations + kWmma16Declaration)});
    out.push_back({flavor, "gfx1250", amd("captures(none)", kAmdCommon + kWmma32Operands6 + kAsync,
                                          kAmdCommonDeclarations + kWmma32Operands6Declaration + kAsyncDeclarations)});
    out.push_back({flavor, "gfx942", amd("captures(none)", kAmdCommon + kMfma16, kAmdCommonDeclarations + kMfma16Declaration)});
    out.push_back({flavor, "gfx950", amd("captures(none)", kAmdCommon + kMfma16 + kMfma32,
                                         kAmdCommonDeclarations + kMfma16Declaration + kMfma32Declaration)});
    out.push_back({flavor, "sm_90", nv("captures(none)", kNvCommon + kNvNew, kNvCommonDeclarations + kNvNewDeclarations)});
  }
  out.push_back({"llvm22", "gfx1201", amd("captures(none)", kAmdCommon + kWmma16, kAmdCommonDeclarations + kWmma16Declaration)});
  out.push_back({"llvm22", "gfx1250", amd("captures(none)", kAmdCommon + kWmma32Operands8 + kAsync,
                                          kAmdCommonDeclarations + kWmma32Operands8Declaration + kAsyncDeclarations)});
  out.push_back({"llvm22", "gfx942", amd("captures(none)", kAmdCommon + kMfma16, kAmdCommonDeclarations + kMfma16Declaration)});
  out.push_back({"llvm22", "gfx950", amd("captures(none)", kAmdCommon + kMfma32, kAmdCommonDeclarations + kMfma32Declaration)});
  out.push_back({"llvm22", "sm_90", nv("captures(none)", kNvCommon + kNvNew, kNvCommonDeclarations + kNvNewDeclarations)});
  out.push_back({"llvm20", "gfx950", amd("nocapture", kAmdCommon + kMfma32, kAmdCommonDeclarations + kMfma32Declaration)});
  out.push_back({"llvm20", "sm_90", nv("nocapture", kNvCommon + kNvOld, kNvCommonDeclarations + kNvOldDeclarations)});
  out.push_back({"llvm19", "gfx1201", amd("nocapture", kAmdCommon + kWmma16, kAmdCommonDeclarations + kWmma16Declaration)});
  out.push_back({"llvm19", "gfx942", amd("nocapture", kAmdCommon + kMfma16, kAmdCommonDeclarations + kMfma16Declaration)});
  out.push_back({"llvm19", "sm_90", nv("nocapture", kNvCommon + kNvOld, kNvCommonDeclarations + kNvOldDeclarations)});
  return out;
}

// ------------------------------------------------------------------ the static check

TEST(ReleaseCheck, ACleanModuleOfEachTargetPassesItsRelease) {
  for (const CleanModule& m : clean_modules())
    EXPECT_EQ(listing(findings(m.flavor, m.target, m.ir)), "") << m.target << " under " << m.flavor << ":\n" << m.ir;
}

/// A module refused by the static check: its one finding holds each of `wanted`, and the source
/// of the fact that refuses it (`source`, read from the shipped facts).
struct Refusal {
  std::string name, flavor, target, ir;
  std::vector<std::string> wanted;
  std::function<std::string(const ReleaseFacts&)> source;
};

TEST(ReleaseCheck, EachDepartureFromTheReleaseIsAFindingNamingTheFactsSource) {
  const std::string gfx942 = kAmdCommon + kMfma16, gfx942_declarations = kAmdCommonDeclarations + kMfma16Declaration;
  const Refusal cases[] = {
      {"a made-up intrinsic", "llvm22", "gfx942",
       amd("captures(none)", gfx942 + "  call void @llvm.amdgcn.made.up()\n", gfx942_declarations + "declare void @llvm.amdgcn.made.up()\n"),
       {"line 14: call to @llvm.amdgcn.made.up: not in the llvm22 facts", "llvm22.json states every intrinsic"},
       [](const ReleaseFacts& f) { return f.llvm_ref; }},
      {"an 8-operand gfx1250 wmma under llvm24", "llvm24", "gfx1250",
       amd("captures(none)", kAmdCommon + kWmma32Operands8, kAmdCommonDeclarations + kWmma32Operands8Declaration),
       {"call to @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16 has 8 operands (i1, <16 x half>, i1, <16 x half>, i16, "
        "<8 x float>, i1, i1) returning <8 x float>; llvm24 takes 6 operands (<16 x half>, <16 x half>, i16, <8 x float>, "
        "i1, i1) returning <8 x float>",
        "accepted by llvm24 only through auto-upgrade", "amdgpu-wmma-drop-ab-mods-upgrade.ll"},
       [](const ReleaseFacts& f) { return f.intrinsic("llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16")->origin.source; }},
      {"nocapture under llvm22", "llvm22", "gfx942", amd("nocapture", gfx942, gfx942_declarations),
       {"line 4: attribute nocapture: not llvm22's native spelling (native: false", "auto-upgrade to captures(none)"},
       [](const ReleaseFacts& f) { return f.attribute("nocapture")->origin.source; }},
      {"captures(none) under llvm19", "llvm19", "gfx942", amd("captures(none)", gfx942, gfx942_declarations),
       {"attribute captures(none): llvm19 does not parse it (parsed: false)"},
       [](const ReleaseFacts& f) { return f.attribute("captures(none)")->origin.source; }},
      {"a gfx1250 module under llvm20", "llvm20", "gfx1250", amd("nocapture", kAmdCommon, kAmdCommonDeclarations),
       {"line 0: processor gfx1250 (the target, llc's -mcpu): does not exist in llvm20 [inferred: "},
       [](const ReleaseFacts& f) { return f.processor("amdgcn", "gfx1250")->origin.source; }},
      {"a target-cpu the release lacks", "llvm22", "gfx942",
       amd("captures(none)", gfx942, gfx942_declarations + "attributes #1 = { \"target-cpu\"=\"gfx1250-strict\" }\n"),
       {"processor gfx1250-strict (\"target-cpu\"): does not exist in llvm22"},
       [](const ReleaseFacts& f) { return f.processor("amdgcn", "gfx1250-strict")->origin.source; }},
      {"a non-constant immarg", "llvm22", "gfx942",
       amd("captures(none)",
           kAmdCommon + "  %a = load <4 x half>, ptr addrspace(1) %p\n  %c = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %a, <4 x half> %a, <4 x float> zeroinitializer, i32 %n, i32 0, i32 0)\n",
           gfx942_declarations),
       {"call to @llvm.amdgcn.mfma.f32.16x16x16f16: operand 3 (i32 %n) is not a constant; llvm22 requires operands 3, 4, 5 to be constants (immarg)"},
       [](const ReleaseFacts& f) { return f.intrinsic("llvm.amdgcn.mfma.f32.16x16x16f16")->origin.source; }},
      {"syncscope agent on NVPTX under llvm24", "llvm24", "sm_90",
       nv("captures(none)", kNvCommon + kNvNew + "  fence syncscope(\"agent\") release\n", kNvCommonDeclarations + kNvNewDeclarations),
       {"syncscope(\"agent\"): llvm24's nvptx backend does not accept it"},
       [](const ReleaseFacts& f) { return f.syncscope("nvptx", "agent")->origin.source; }},
      {"syncscope agent on NVPTX under llvm20 (not established)", "llvm20", "sm_90",
       nv("nocapture", kNvCommon + kNvOld + "  fence syncscope(\"agent\") release\n", kNvCommonDeclarations + kNvOldDeclarations),
       {"syncscope(\"agent\"): whether llvm20's nvptx backend accepts it is not established (accepted: null)"},
       [](const ReleaseFacts& f) { return f.syncscope("nvptx", "agent")->origin.source; }},
      {"a call to a kernel under llvm24", "llvm24", "sm_90",
       nv("captures(none)", kNvCommon + kNvNew, kNvCommonDeclarations + kNvNewDeclarations) +
           "define ptx_kernel void @caller(ptr addrspace(1) %q) {\nentry:\n  call void @k(ptr addrspace(1) %q, i32 1)\n  ret void\n}\n",
       {"call to @k, a ptx_kernel function: llvm24 does not permit calls to ptx_kernel functions"},
       [](const ReleaseFacts& f) { return f.calling_convention("ptx_kernel")->origin.source; }},
      {"the NVVM barrier of LLVM 20 under llvm22", "llvm22", "sm_90",
       nv("captures(none)", kNvCommon + "  call void @llvm.nvvm.barrier0()\n", kNvCommonDeclarations + "declare void @llvm.nvvm.barrier0()\n"),
       {"call to @llvm.nvvm.barrier0: does not exist in llvm22",
        "accepted by llvm22 only through auto-upgrade to @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)"},
       [](const ReleaseFacts& f) { return f.intrinsic("llvm.nvvm.barrier0")->origin.source; }},
      {"an intrinsic on a processor that does not select it", "llvm22", "gfx942",
       amd("captures(none)", kAmdCommon + kMfma32, kAmdCommonDeclarations + kMfma32Declaration),
       {"call to @llvm.amdgcn.mfma.f32.16x16x32.bf16 on gfx942: llvm22 selects it only on gfx950"},
       [](const ReleaseFacts& f) { return f.feature_gate("llvm.amdgcn.mfma.f32.16x16x32.bf16")->origin.source; }},
      {"an NVVM intrinsic in an AMDGPU module", "llvm22", "gfx942",
       amd("captures(none)", gfx942 + "  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n", gfx942_declarations),
       {"call to @llvm.nvvm.read.ptx.sreg.tid.x: an nvptx intrinsic in an amdgcn module"},
       [](const ReleaseFacts& f) { return f.intrinsic("llvm.nvvm.read.ptx.sreg.tid.x")->origin.source; }},
      {"a declaration with other parameter types", "llvm22", "gfx942",
       amd("captures(none)", kAmdCommon, kAmdCommonDeclarations + "declare float @llvm.amdgcn.exp2.f32(double)\n"),
       {"declaration of @llvm.amdgcn.exp2.f32 has 1 operand (double) returning float; llvm22 takes 1 operand (float) returning float"},
       [](const ReleaseFacts& f) { return f.intrinsic("llvm.amdgcn.exp2.f32")->origin.source; }},
  };
  for (const Refusal& c : cases) {
    const std::vector<std::string> found = findings(c.flavor, c.target, c.ir);
    EXPECT_EQ(found.size(), 1u) << c.name << ":\n" << listing(found);
    if (found.size() != 1) continue;
    for (const auto& w : c.wanted) EXPECT_NE(found[0].find(w), std::string::npos) << c.name << ": no \"" << w << "\" in\n" << found[0];
    const std::string source = c.source(facts(c.flavor));
    ASSERT_FALSE(source.empty());
    EXPECT_NE(found[0].find(source), std::string::npos) << c.name << ": the fact's source \"" << source << "\" is not in\n" << found[0];
  }
}

TEST(ReleaseCheck, FindingsAreInLineOrderAndGroupedByForm) {
  // Three departures, found in another order than the lines they are on; the wmma called twice is one finding.
  const std::string ir = amd("nocapture",
                             kAmdCommon + kWmma32Operands8 +
                                 "  %c2 = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(i1 false, <16 x half> %a, i1 false, <16 x half> %a, i16 0, <8 x float> %c, i1 false, i1 false)\n"
                                 "  fence syncscope(\"device\") release\n",
                             kAmdCommonDeclarations);
  const std::vector<std::string> found = findings("llvm24", "gfx1250", ir);
  ASSERT_EQ(found.size(), 3u) << listing(found);
  EXPECT_TRUE(found[0].starts_with("line 4: attribute nocapture")) << found[0];
  EXPECT_TRUE(found[1].starts_with("line 13: call to @llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16 (2 calls) has 8 operands")) << found[1];
  EXPECT_TRUE(found[2].starts_with("line 15: syncscope(\"device\"): llvm24's amdgcn backend does not accept it")) << found[2];
  EXPECT_EQ(findings("llvm24", "gfx1250", ir), found);
}

TEST(ReleaseCheck, AnAttributeIsMatchedAsAWholeTokenOutsideStringsAndComments) {
  const std::string ir = amd("captures(none)", kAmdCommon + "  %nocapture = add i32 %n, 1 ; nocapture\n",
                             kAmdCommonDeclarations + "@nocapture.name = constant [10 x i8] c\"nocapture\\00\"\n");
  EXPECT_EQ(listing(findings("llvm22", "gfx942", ir)), "");
}

TEST(ReleaseCheck, ImmediatesAreIntegersFloatsAndBooleans) {
  for (const char* s : {"0", "-3", "true", "false", "1.000000e+00", "0.5", "0x3FF0000000000000", "0xH3C00", "0xR3F80"})
    EXPECT_TRUE(ir::is_immediate(s)) << s;
}

// Every module the engines emit is in its release's native form (engines/CONTRACT.md, section 10):
// each curated golden IR file passes the static check against its flavor's facts.
TEST(ReleaseCheck, EveryShippedGoldenIrPassesItsRelease) {
  const std::regex header("; paritykit [a-z_]+ config [0-9]+, flavor (llvm[0-9]+), target ([a-z0-9_]+)");
  int modules = 0;
  for (const auto& dir : fs::directory_iterator(fs::path(PK_SOURCE_DIR) / "golden/ir")) {
    if (!dir.is_directory()) continue;
    for (const auto& file : fs::directory_iterator(dir.path())) {
      const std::string ir = slurp(file.path());
      std::smatch m;
      ASSERT_TRUE(std::regex_search(ir, m, header)) << file.path();
      ++modules;
      EXPECT_EQ(listing(findings(m[1], m[2], ir)), "") << file.path();
    }
  }
  EXPECT_GT(modules, 250);
}

// ------------------------------------------------------------------ the facts files

TEST(ReleaseFacts, EveryShippedFlavorHasFactsThatAgreeWithItsEntry) {
  for (const spec::Flavor& f : pk_test::shipped_flavors().flavors) {
    std::optional<ReleaseFacts> loaded;
    std::string err;
    ASSERT_TRUE(load_flavor_facts(shipped_table(), f, &loaded, &err)) << err;
    ASSERT_TRUE(loaded) << f.name << " has no facts file";
    EXPECT_EQ(loaded->release, f.name);
    EXPECT_GT(loaded->intrinsics.size(), 20u);
  }
}

/// A copy of the shipped flavor table and facts, to damage one file of.
struct FactsCopy {
  TempDir dir{"pk-facts"};
  FactsCopy() {
    fs::copy(shipped_table(), dir.path / "flavors.json");
    fs::copy(fs::path(PK_SOURCE_DIR) / "parity/llvm_releases", dir.path / "llvm_releases");
  }
  /// Replaces the first `from` in `rel` with `to`; false when `from` is not there.
  bool edit(const std::string& rel, const std::string& from, const std::string& to) const {
    std::string text = slurp(dir.path / rel);
    const size_t at = text.find(from);
    if (at == std::string::npos) return false;
    text.replace(at, from.size(), to);
    dir.write(rel, text);
    return true;
  }
  /// What loading `flavor`'s facts says: "" when it loads.
  std::string load(const std::string& flavor) const {
    spec::FlavorTable table;
    std::string err;
    if (!spec::load_flavor_table((dir.path / "flavors.json").string(), &table, &err)) return "flavor table: " + err;
    std::optional<ReleaseFacts> loaded;
    return load_flavor_facts(dir.path / "flavors.json", *table.find(flavor), &loaded, &err) ? "" : err;
  }
};

TEST(ReleaseFacts, BadFactsAreRefusedWithTheFileAndThePointer) {
  struct Case {
    std::string name, file, from, to, wanted;
  };
  const std::string llvm22 = "llvm_releases/llvm22.json";
  const Case cases[] = {
      {"a repeated key", llvm22, "\"release\": \"llvm22\",", "\"release\": \"llvm22\", \"release\": \"llvm22\",",
       "llvm22.json: /: duplicate key \"release\""},
      {"an unknown kind", llvm22, "\"kind\": \"processor\"", "\"kind\": \"processer\"",
       "llvm22.json: /facts/34/kind: unknown kind \"processer\""},
      {"an unknown field", llvm22, "\"kind\": \"intrinsic\",", "\"kind\": \"intrinsic\", \"colour\": 1,",
       "llvm22.json: /facts/0/colour: unknown field"},
      {"a wrong type", llvm22, "\"exists\": true,", "\"exists\": \"yes\",",
       "llvm22.json: /facts/0/exists: expected true, false or null, got a string \"yes\""},
      {"an evidence value the file does not list", llvm22, "\"evidence\": \"read+measured\"", "\"evidence\": \"guessed\"",
       "llvm22.json: /facts/0/evidence: \"guessed\" is not one of the file's evidence_values"},
      {"a fact stated twice", llvm22, "\"name\": \"llvm.amdgcn.workgroup.id.x\"", "\"name\": \"llvm.amdgcn.workitem.id.x\"",
       "llvm22.json: /facts/1: a second fact for intrinsic llvm.amdgcn.workitem.id.x"},
      {"an immarg past the parameters", llvm22, "\"immarg\": [\n        0\n      ]", "\"immarg\": [\n        1\n      ]",
       "/immarg/0: expected a parameter index in [0, 1), got a number 1"},
      {"another schema", llvm22, "paritykit.llvm_release/v1", "paritykit.llvm_release/v2",
       "llvm22.json: /schema: expected \"paritykit.llvm_release/v1\""},
      {"the facts of another release", llvm22, "\"release\": \"llvm22\",\n  \"major\": 22,", "\"release\": \"llvm23\",\n  \"major\": 23,",
       "llvm22.json: /release: expected \"llvm22\" (the flavor it is the facts of), got \"llvm23\""},
      {"a nocapture_attr the release does not print", "flavors.json",
       "\"major\": 22,\n      \"nocapture_attr\": \"captures(none)\"", "\"major\": 22,\n      \"nocapture_attr\": \"nocapture\"",
       "llvm22.json: /facts/33/native: the release does not print \"nocapture\" (native: false) (flavor llvm22's "
       "nocapture_attr in the flavor table)"},
      {"targets without a processor the release has", "flavors.json",
       "\"targets\": [\"gfx1201\", \"gfx1250\", \"gfx942\", \"gfx950\", \"sm_90\"],\n      \"measured\": true",
       "\"targets\": [\"gfx1201\", \"gfx1250\", \"gfx942\", \"sm_90\"],\n      \"measured\": true",
       "llvm22.json: /facts/36/exists: the release has gfx950, but the flavor's targets omit it (flavor llvm22's targets in "
       "the flavor table)"},
      {"an NVVM barrier the release has only by auto-upgrade", "flavors.json",
       "\"nvptx_barrier\": \"llvm.nvvm.barrier.cta.sync.aligned.all\",\n      \"nvptx_exp2\": \"llvm.nvvm.ex2.approx.f32\",\n      \"wmma_neg_operands\": true",
       "\"nvptx_barrier\": \"llvm.nvvm.barrier0\",\n      \"nvptx_exp2\": \"llvm.nvvm.ex2.approx.f32\",\n      \"wmma_neg_operands\": true",
       "/exists: llvm.nvvm.barrier0 does not exist in llvm22 (flavor llvm22's nvptx_barrier in the flavor table)"},
      {"an NVVM exp2 the release has only by auto-upgrade", "flavors.json",
       "\"nvptx_exp2\": \"llvm.nvvm.ex2.approx.f32\",\n      \"wmma_neg_operands\": true",
       "\"nvptx_exp2\": \"llvm.nvvm.ex2.approx.f\",\n      \"wmma_neg_operands\": true",
       "/exists: llvm.nvvm.ex2.approx.f does not exist in llvm22 (flavor llvm22's nvptx_exp2 in the flavor table)"},
      {"a WMMA operand form the release does not take", "flavors.json",
       "\"nvptx_exp2\": \"llvm.nvvm.ex2.approx.f32\",\n      \"wmma_neg_operands\": true",
       "\"nvptx_exp2\": \"llvm.nvvm.ex2.approx.f32\",\n      \"wmma_neg_operands\": false",
       "/params: llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16 takes 8 operands in llvm22, but the flavor's "
       "wmma_neg_operands (false) emits 6 (flavor llvm22's wmma_neg_operands in the flavor table)"},
      {"a project target without a processor fact", llvm22, "\"name\": \"gfx950\",", "\"name\": \"gfx951\",",
       "llvm22.json: /facts: no processor fact for gfx950 (each project target needs one) (flavor llvm22's targets"},
  };
  for (const Case& c : cases) {
    FactsCopy copy;
    ASSERT_TRUE(copy.edit(c.file, c.from, c.to)) << c.name << ": the edit does not apply";
    const std::string err = copy.load("llvm22");
    EXPECT_NE(err.find(c.wanted), std::string::npos) << c.name << ": got\n" << err;
  }
}

TEST(ReleaseFacts, AFlavorWithoutAFactsFileHasNone) {
  FactsCopy copy;
  fs::remove(copy.dir.path / "llvm_releases/llvm23.json");
  spec::FlavorTable table;
  std::string err;
  ASSERT_TRUE(spec::load_flavor_table((copy.dir.path / "flavors.json").string(), &table, &err)) << err;
  std::optional<ReleaseFacts> loaded{ReleaseFacts{}};
  EXPECT_TRUE(load_flavor_facts(copy.dir.path / "flavors.json", *table.find("llvm23"), &loaded, &err)) << err;
  EXPECT_FALSE(loaded);
}

// ------------------------------------------------------------------ with the tools

TEST(ReleaseCheck, ARoundTripNamesTheFirstCallThatCameBackChanged) {
  const std::string ir = nv("captures(none)", kNvCommon + kNvOld, kNvCommonDeclarations + kNvOldDeclarations);
  std::string upgraded = ir;
  upgraded.replace(upgraded.find("call void @llvm.nvvm.barrier0()"), 31, "call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)");
  EXPECT_EQ(upgraded_intrinsic_call(ir, ir, "llvm22"), "");
  EXPECT_EQ(upgraded_intrinsic_call(ir, upgraded, "llvm22"),
            "llvm22's llvm-as | llvm-dis changed intrinsic call 4: `call void @llvm.nvvm.barrier0()` (line 11) came back as "
            "`call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)` (line 11 of llvm-dis's output): llvm22 takes this "
            "module only through auto-upgrade");
  EXPECT_EQ(ptx_external_intrinsic(".visible .entry k()\n{\n}\n"), "");
  EXPECT_EQ(ptx_external_intrinsic("// x\n.extern .func  (.param .b32 func_retval0) llvm.nvvm.made.up\n(\n"),
            "the PTX declares `.extern .func llvm.nvvm.made.up` (line 2): llc took @llvm.nvvm.made.up for an external "
            "function, an intrinsic this LLVM does not know");
}

/// The shipped flavor `name` with its tools, or a skip reason naming the first tool it lacks.
std::string missing_tools(const std::string& name) {
  return pk_test::missing_tool(pk_test::shipped_flavor(name), {"llvm-as", "llvm-dis", "llc", "ld.lld"});
}

TEST(ReleaseCheck, Llvm22RelyingOnAutoUpgradeFailsNamingTheCall) {
  if (const std::string missing = missing_tools("llvm22"); !missing.empty()) GTEST_SKIP() << missing << " is not installed";
  TempDir dir;
  const std::string ir = nv("captures(none)", kNvCommon + "  call void @llvm.nvvm.barrier0()\n",
                            kNvCommonDeclarations + "declare void @llvm.nvvm.barrier0()\n");
  // Without facts, so that the tools' own check is what refuses it; twice, with a cache: a
  // failure is never stored, so the second run fails the same way.
  for (int round = 0; round < 2; ++round) {
    const ToolchainResult r = run_toolchain(pk_test::shipped_flavor("llvm22"), *spec::find_target("sm_90"), ir, {"k"},
                                            dir.path / "k.ptx", dir.path / "work", std::chrono::seconds(60), dir.path / "cache");
    EXPECT_EQ(r.assemble, ToolStatus::Fail);
    EXPECT_EQ(r.compile, ToolStatus::Skipped);
    EXPECT_NE(r.stderr_text.find("`call void @llvm.nvvm.barrier0()` (line 11) came back as `call void "
                                 "@llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)`"),
              std::string::npos)
        << r.stderr_text;
    EXPECT_EQ(r.cache, "");
  }
}

TEST(ReleaseCheck, Llvm22PtxWithAnIntrinsicAsAnExternalFunctionFailsNamingIt) {
  if (const std::string missing = missing_tools("llvm22"); !missing.empty()) GTEST_SKIP() << missing << " is not installed";
  TempDir dir;
  const std::string ir = nv("captures(none)", kNvCommon + kNvNew + "  call void @llvm.nvvm.made.up()\n",
                            kNvCommonDeclarations + kNvNewDeclarations + "declare void @llvm.nvvm.made.up()\n");
  for (int round = 0; round < 2; ++round) {
    const ToolchainResult r = run_toolchain(pk_test::shipped_flavor("llvm22"), *spec::find_target("sm_90"), ir, {"k"},
                                            dir.path / "k.ptx", dir.path / "work", std::chrono::seconds(60), dir.path / "cache");
    EXPECT_EQ(r.assemble, ToolStatus::Ok);
    EXPECT_EQ(r.compile, ToolStatus::Fail);
    EXPECT_NE(r.stderr_text.find("the PTX declares `.extern .func llvm.nvvm.made.up`"), std::string::npos) << r.stderr_text;
    EXPECT_EQ(r.cache, "") << "a failed check is not stored";
  }
  // The facts refuse it before any tool runs.
  const ToolchainResult r = run_toolchain(pk_test::shipped_flavor("llvm22"), *spec::find_target("sm_90"), ir, {"k"},
                                          dir.path / "k.ptx", dir.path / "work", std::chrono::seconds(60), dir.path / "cache",
                                          &facts("llvm22"));
  EXPECT_EQ(r.assemble, ToolStatus::Fail);
  EXPECT_NE(r.stderr_text.find("1 finding against the llvm22 release facts"), std::string::npos) << r.stderr_text;
  EXPECT_NE(r.stderr_text.find("call to @llvm.nvvm.made.up: not in the llvm22 facts"), std::string::npos) << r.stderr_text;
}

TEST(ReleaseCheck, TheStaticCheckRunsOnACacheHitAndWithoutTools) {
  if (const std::string missing = missing_tools("llvm22"); !missing.empty()) GTEST_SKIP() << missing << " is not installed";
  TempDir dir;
  const spec::TargetInfo& gfx942 = *spec::find_target("gfx942");
  const std::string clean = amd("captures(none)", kAmdCommon + kMfma16, kAmdCommonDeclarations + kMfma16Declaration);
  auto run = [&](const std::string& ir, const spec::Flavor& flavor, const ReleaseFacts* with) {
    return run_toolchain(flavor, gfx942, ir, {"k"}, dir.path / "k.co", dir.path / "work", std::chrono::seconds(60),
                         dir.path / "cache", with);
  };
  EXPECT_EQ(run(clean, pk_test::shipped_flavor("llvm22"), &facts("llvm22")).cache, "stored");
  EXPECT_EQ(run(clean, pk_test::shipped_flavor("llvm22"), &facts("llvm22")).cache, "hit");
  // llvm22's tools take the module (its cache entry is a hit), but llvm19's facts refuse captures(none).
  spec::Flavor llvm22_as_19 = pk_test::shipped_flavor("llvm22");
  const ToolchainResult refused = run(clean, llvm22_as_19, &facts("llvm19"));
  EXPECT_EQ(refused.assemble, ToolStatus::Fail);
  EXPECT_NE(refused.stderr_text.find("attribute captures(none): llvm19 does not parse it"), std::string::npos);

  spec::Flavor without_tools = pk_test::shipped_flavor("llvm24");
  without_tools.tool_dir = (dir.path / "no-such-llvm").string();
  const ToolchainResult statically = run(clean, without_tools, &facts("llvm24"));
  EXPECT_EQ(statically.assemble, ToolStatus::ValidatedStatic);
  EXPECT_EQ(statically.compile, ToolStatus::ValidatedStatic);
  EXPECT_NE(statically.note.find("llvm24.json"), std::string::npos) << statically.note;
  EXPECT_EQ(to_string(ToolStatus::ValidatedStatic), "validated_static");
  EXPECT_EQ(run(clean, without_tools, nullptr).assemble, ToolStatus::Unvalidated) << "no facts: nothing checked";
}

}  // namespace
