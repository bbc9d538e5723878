// parity: statuses (through fake engines), first-diff finder, canonical re-check, goldens,
// the toolchain stage, and the gate, which is tested on hand-built reports without any engine.
#include <gtest/gtest.h>

#include "temp_dir.h"
#include <unistd.h>

#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>

#include "beta/beta.h"
#include "paritykit/execute/gemm.h"
#include "paritykit/parity/audit.h"
#include "paritykit/parity/compare.h"
#include "paritykit/parity/gate.h"
#include "paritykit/parity/golden.h"
#include "paritykit/parity/pipeline.h"
#include "paritykit/parity/report_files.h"
#include "paritykit/parity/run.h"
#include "paritykit/parity/run_report.h"
#include "paritykit/parity/selection.h"
#include "paritykit/parity/stage_mode.h"
#include "paritykit/parity/text_diff.h"
#include "paritykit/parity/toolchain.h"
#include "paritykit/reports.h"
#include "paritykit/support/json.h"
#include "paritykit/support/process.h"
#include "paritykit/support/sha256.h"
#include "loaded_specs.h"
#include "test_paths.h"
#include "test_tools.h"

namespace fs = std::filesystem;
using namespace paritykit;
using namespace paritykit::parity;

namespace {

const std::string kSmallConfigs = PK_SOURCE_DIR + "/tests/data/parity_small.json";

const spec::FlavorTable& flavors() {
  return pk_test::shipped_flavors();
}
const spec::Flavor& flavor(const std::string& name) { return *flavors().find(name); }

/// tests/data/parity_small.json: 1 gfx1201, 2 gfx1250, 3 and 4 sm_90 accepted; 5 rejects E_TILE_NOT_DIVISIBLE.
const spec::ConfigFile& small() {
  static const spec::ConfigFile file = pk_test::loaded_config_file(kSmallConfigs);
  return file;
}
spec::Config config(int id, std::optional<spec::Expect> expect = std::nullopt) {
  for (const auto& c : small().configs)
    if (c.id == id) {
      spec::Config copy = c;
      if (expect) copy.expect = *expect;
      return copy;
    }
  throw std::runtime_error("no config " + std::to_string(id));
}

const spec::Engine& beta() {
  static const auto engine = beta::make_engine();
  return *engine;
}

/// An engine that answers what it is told, or throws where told to.
class ScriptedEngine : public spec::Engine {
 public:
  spec::Verdict verdict{true, "", ""};
  spec::Module module;
  bool throw_in_validate = false, throw_in_emit = false;
  std::string name() const override { return "scripted"; }
  spec::Verdict validate(const spec::Config&, const spec::Flavor&) const override {
    if (throw_in_validate) throw std::runtime_error("validate exploded");
    return verdict;
  }
  spec::Module emit(const spec::Config&, const spec::Flavor&) const override {
    if (throw_in_emit) throw std::logic_error("emit exploded");
    return module;
  }
};

/// A third engine: beta with exactly one byte of its IR changed, in the middle of the text.
class OneByteOffEngine : public spec::Engine {
 public:
  std::string name() const override { return "one-byte-off"; }
  spec::Verdict validate(const spec::Config& c, const spec::Flavor& f) const override { return beta().validate(c, f); }
  spec::Module emit(const spec::Config& c, const spec::Flavor& f) const override {
    spec::Module m = beta().emit(c, f);
    char& byte = m.ir_text[m.ir_text.size() / 2];
    byte = byte == 'x' ? 'y' : 'x';
    return m;
  }
};

std::shared_ptr<ScriptedEngine> scripted(std::function<void(ScriptedEngine&)> setup) {
  auto e = std::make_shared<ScriptedEngine>();
  setup(*e);
  return e;
}

// ------------------------------------------------------------------ statuses

struct StatusCase {
  std::string name;
  spec::Config config;
  std::string flavor;
  std::shared_ptr<const spec::Engine> a, b;  // null: beta
  ParityStatus status;
  std::string detail_contains;
};

std::vector<StatusCase> status_cases() {
  const spec::Expect reject_tile{false, "E_TILE_NOT_DIVISIBLE"};
  std::vector<StatusCase> cases = {
      {"identical", config(1), "llvm22", nullptr, nullptr, ParityStatus::Identical, ""},
      {"both_rejected", config(5), "llvm22", nullptr, nullptr, ParityStatus::BothRejected, ""},
      {"both_rejected_target_not_in_flavor", config(2), "llvm19", nullptr, nullptr, ParityStatus::BothRejected, ""},
      {"one_byte_off_mismatch", config(1), "llvm22", nullptr, std::make_shared<OneByteOffEngine>(),
       ParityStatus::Mismatch, "IR differs from line"},
      {"reason_drift_message", config(5), "llvm22", nullptr,
       scripted([](ScriptedEngine& e) { e.verdict = {false, "E_TILE_NOT_DIVISIBLE", "some other words"}; }),
       ParityStatus::ReasonDrift, "some other words"},
      {"reason_drift_code", config(5), "llvm22",
       scripted([](ScriptedEngine& e) { e.verdict = {false, "E_LDS_BUDGET", "x"}; }), nullptr,
       ParityStatus::ReasonDrift, "E_LDS_BUDGET"},
      {"asymmetric", config(5), "llvm22", nullptr, scripted([](ScriptedEngine&) {}), ParityStatus::Asymmetric,
       "scripted accepted"},
      {"crash_in_validate", config(1), "llvm22", scripted([](ScriptedEngine& e) { e.throw_in_validate = true; }),
       nullptr, ParityStatus::Crash, "validate threw: validate exploded"},
      {"crash_in_emit", config(1), "llvm22", nullptr, scripted([](ScriptedEngine& e) { e.throw_in_emit = true; }),
       ParityStatus::Crash, "emit threw: emit exploded"},
      // A crash on either side is a CRASH, whatever the other side did: two throwing emits are
      // not two equal empty modules.
      {"crash_in_emit_both", config(1), "llvm22", scripted([](ScriptedEngine& e) { e.throw_in_emit = true; }),
       scripted([](ScriptedEngine& e) { e.throw_in_emit = true; }), ParityStatus::Crash,
       "scripted emit threw: emit exploded; scripted emit threw: emit exploded"},
      // An engine whose throw was swallowed on the way (an adapter's catch-all) hands back an
      // empty module: that side crashed, and two of them are not IDENTICAL.
      {"empty_modules_both", config(1), "llvm22", scripted([](ScriptedEngine&) {}), scripted([](ScriptedEngine&) {}),
       ParityStatus::Crash, "scripted emit returned no module (no IR text); scripted emit returned no module"},
      {"empty_module_one_side", config(1), "llvm22", nullptr, scripted([](ScriptedEngine&) {}), ParityStatus::Crash,
       "scripted emit returned no module (no IR text)"},
      {"module_without_kernels", config(1), "llvm22", nullptr,
       scripted([](ScriptedEngine& e) { e.module = {"; ModuleID = 'x'\n", {}, {}}; }), ParityStatus::Crash,
       "scripted emit returned no module (no kernel)"},
      {"crash_in_validate_both", config(5), "llvm22", scripted([](ScriptedEngine& e) { e.throw_in_validate = true; }),
       scripted([](ScriptedEngine& e) { e.throw_in_validate = true; }), ParityStatus::Crash, "validate threw"},
      {"crash_in_validate_other_rejects", config(5), "llvm22", nullptr,
       scripted([](ScriptedEngine& e) { e.throw_in_validate = true; }), ParityStatus::Crash, "validate threw"},
      {"expects_reject_both_accept", config(1, reject_tile), "llvm22", nullptr, nullptr,
       ParityStatus::ExpectationFailed, "expected reject E_TILE_NOT_DIVISIBLE, both accepted"},
      {"expects_accept_both_reject", config(5, spec::Expect{true, ""}), "llvm22", nullptr, nullptr,
       ParityStatus::ExpectationFailed, "expected accept, both rejected E_TILE_NOT_DIVISIBLE"},
      {"expects_other_code", config(5, spec::Expect{false, "E_LDS_BUDGET"}), "llvm22", nullptr, nullptr,
       ParityStatus::ExpectationFailed, "expected reject E_LDS_BUDGET"},
  };
  // The same IR with a different kernel list is still a MISMATCH.
  spec::Module m = beta().emit(config(1), flavor("llvm22"));
  m.kernels.push_back("extra_kernel");
  m.launch.kernels.push_back({"extra_kernel", {{"", 1}, {"", 1}, {"", 1}}, 64});
  cases.push_back({"kernel_list_differs", config(1), "llvm22", nullptr,
                   scripted([m](ScriptedEngine& e) { e.module = m; }), ParityStatus::Mismatch, "kernel lists differ"});
  // The same IR and kernels launched another way: both engines' decisions are in the detail.
  spec::Module wider = beta().emit(config(1), flavor("llvm22"));
  wider.launch.kernels[0].block_threads *= 2;
  cases.push_back({"launch_decisions_differ", config(1), "llvm22", nullptr,
                   scripted([wider](ScriptedEngine& e) { e.module = wider; }), ParityStatus::Mismatch,
                   "IR identical but launch decisions differ: beta split none 1, workspace 0 floats per output; "
                   "paritykit_gemm_1 grid (N/64, M/64, 1) block 128; scripted split none 1, workspace 0 floats per "
                   "output; paritykit_gemm_1 grid (N/64, M/64, 1) block 256"});
  // Decisions that name no kernel of the module describe another module: that side crashed.
  spec::Module undecided = beta().emit(config(1), flavor("llvm22"));
  undecided.launch.kernels.clear();
  cases.push_back({"launch_decisions_name_other_kernels", config(1), "llvm22", nullptr,
                   scripted([undecided](ScriptedEngine& e) { e.module = undecided; }), ParityStatus::Crash,
                   "scripted emit's launch decisions name the kernels [], its module has [paritykit_gemm_1]"});
  return cases;
}

TEST(CompareEngines, EveryStatusTable) {
  for (const auto& c : status_cases()) {
    SCOPED_TRACE(c.name);
    Comparison cmp = compare_engines(c.config, flavor(c.flavor), c.a ? *c.a : beta(), c.b ? *c.b : beta());
    EXPECT_EQ(to_string(cmp.status), to_string(c.status));
    EXPECT_NE(cmp.detail.find(c.detail_contains), std::string::npos) << cmp.detail;
    EXPECT_EQ(cmp.module.has_value(), c.status == ParityStatus::Identical);
    EXPECT_EQ(cmp.mismatch.has_value(), c.status == ParityStatus::Mismatch);
    // Every failing status says why; the passing ones carry no detail.
    bool passes = c.status == ParityStatus::Identical || c.status == ParityStatus::BothRejected;
    EXPECT_EQ(cmp.detail.empty(), passes);
  }
}

TEST(CompareEngines, OneByteOffThirdEngineIsCaughtAtItsLine) {
  const spec::Config c = config(1);
  const std::string ir = beta().emit(c, flavor("llvm22")).ir_text;
  Comparison cmp = compare_engines(c, flavor("llvm22"), beta(), OneByteOffEngine());
  ASSERT_EQ(cmp.status, ParityStatus::Mismatch);
  const int expected_line = 1 + static_cast<int>(std::count(ir.begin(), ir.begin() + ir.size() / 2, '\n'));
  EXPECT_EQ(cmp.mismatch->diff.line, expected_line);
  ASSERT_EQ(cmp.mismatch->diff.a_context.size(), 3u);
  EXPECT_NE(cmp.mismatch->diff.a_context, cmp.mismatch->diff.b_context);
}

TEST(CompareEngines, EffectiveExpectationFollowsTheFlavorTable) {
  EXPECT_TRUE(effective_expectation(config(2), flavor("llvm22")).accept);
  spec::Expect e = effective_expectation(config(2), flavor("llvm19"));  // gfx1250 is not in llvm19
  EXPECT_FALSE(e.accept);
  EXPECT_EQ(e.reject_code, "E_TARGET_NEEDS_FLAVOR");
}

TEST(RunParity, ACrashIsIsolatedAndTheRunGoesOn) {
  ScriptedEngine thrower;
  thrower.throw_in_validate = true;
  RunOptions options;
  options.flavors = {flavor("llvm22"), flavor("llvm24")};
  options.toolchain = StageMode::Off;
  RunReport report;
  std::string err;
  ASSERT_TRUE(run_parity({small()}, beta(), thrower, options, &report, &err)) << err;
  ASSERT_EQ(report.results.size(), small().configs.size() * 2);
  for (const auto& r : report.results) {
    EXPECT_EQ(r.status, ParityStatus::Crash);
    EXPECT_TRUE(r.engine_b.crash.has_value());
  }
  EXPECT_FALSE(gate(report).pass);
}

// Each result refers to the loaded config it was made from, which the audit and execution stages
// read instead of looking the config up again by family and id. A copy of the report still refers
// to it; a report read back from parity.json has no loaded configs, and says so with null.
TEST(RunParity, EachResultRefersToTheLoadedConfigItWasMadeFrom) {
  const std::vector<spec::ConfigFile> files = {small()};
  RunOptions options;
  options.flavors = {flavor("llvm22"), flavor("llvm19")};
  options.toolchain = StageMode::Off;
  RunReport report;
  std::string err;
  ASSERT_TRUE(run_parity(files, beta(), beta(), options, &report, &err)) << err;
  ASSERT_EQ(report.results.size(), files[0].configs.size() * 2);
  for (const ConfigResult& r : report.results)
    EXPECT_EQ(r.config, files[0].find(r.id)) << r.family << " " << r.id << " [" << r.flavor << "]";
  const RunReport copy = report;
  for (std::size_t i = 0; i < copy.results.size(); ++i) EXPECT_EQ(copy.results[i].config, report.results[i].config);
  RunReport read;
  ASSERT_TRUE(read_run_report(parity_json(report, gate(report)), &read, &err)) << err;
  ASSERT_EQ(read.results.size(), report.results.size());
  for (const ConfigResult& r : read.results) EXPECT_EQ(r.config, nullptr) << r.id;
}

// ------------------------------------------------------------------ text comparison

TEST(FirstDiff, Table) {
  struct Case {
    std::string name, a, b;
    int line, context_start;
    std::vector<std::string> a_context, b_context;
  };
  const Case cases[] = {
      {"first_line", "x\ny\nz\nw\n", "X\ny\nz\nw\n", 1, 1, {"x", "y", "z"}, {"X", "y", "z"}},
      {"middle", "1\n2\n3\n4\n5\n", "1\n2\nthree\n4\n5\n", 3, 2, {"2", "3", "4"}, {"2", "three", "4"}},
      {"last_line", "1\n2\n3", "1\n2\n4", 3, 2, {"2", "3"}, {"2", "4"}},
      {"b_longer", "1\n2", "1\n2\n3", 3, 2, {"2"}, {"2", "3"}},
      {"trailing_newline", "1\n2\n", "1\n2", 3, 2, {"2", ""}, {"2"}},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.name);
    auto d = find_first_diff(c.a, c.b);
    ASSERT_TRUE(d.has_value());
    EXPECT_EQ(d->line, c.line);
    EXPECT_EQ(d->context_start, c.context_start);
    EXPECT_EQ(d->a_context, c.a_context);
    EXPECT_EQ(d->b_context, c.b_context);
  }
  EXPECT_FALSE(find_first_diff("same\ntext\n", "same\ntext\n").has_value());
}

TEST(CanonicalCheck, RenamingIsCanonEqualAndCodeChangesAreStructDriftAsLlvmDiffSays) {
  const std::string base =
      "; ModuleID = 'k'\n"
      "define void @k(ptr %A, i32 %M, i32 %N) {\n"
      "entry:\n"
      "  %i = add i32 %M, 1   ; one more\n"
      "  %j = sub i32 %i, %N\n"
      "  br label %loop\n"
      "loop:\n"
      "  %p = getelementptr float, ptr %A, i32 %j\n"
      "  store float 0.0, ptr %p, align 4\n"
      "  ret void\n"
      "}\n"
      "!0 = !{!\"a; not a comment\"}\n";
  struct Case {
    std::string name, other;
    CanonicalCheck expected;
    bool llvm_diff_compares;  ///< false where llvm-diff is blind: it says nothing of it either way
  };
  auto replace_all = [](std::string s, const std::string& from, const std::string& to) {
    for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size())) s.replace(at, from.size(), to);
    return s;
  };
  const Case cases[] = {
      {"values_and_labels_renamed",
       replace_all(replace_all(replace_all(replace_all(base, "%i", "%idx"), "%p", "%0"), "loop", "bb1"), "entry", "e"),
       CanonicalCheck::CanonEqual, true},
      {"comments_and_spacing", replace_all(replace_all(base, "   ; one more", ""), "  %p =", "\t%p   ="),
       CanonicalCheck::CanonEqual, true},
      {"quoted_local_names", replace_all(base, "%i", "%\"my i\""), CanonicalCheck::CanonEqual, true},
      {"opcode_changed", replace_all(base, "add i32", "sub i32"), CanonicalCheck::StructDrift, true},
      {"constant_changed", replace_all(base, "%M, 1", "%M, 2"), CanonicalCheck::StructDrift, true},
      {"constant_and_local_swapped", replace_all(base, "add i32 %M, 1", "add i32 1, %M"), CanonicalCheck::StructDrift,
       true},
      // Two locals swapped, and one local used in place of another: a canonicaliser that gave
      // every local the same name would call these equal.
      {"local_operands_swapped", replace_all(base, "sub i32 %i, %N", "sub i32 %N, %i"), CanonicalCheck::StructDrift,
       true},
      {"local_in_place_of_another", replace_all(base, "ptr %A, i32 %j", "ptr %A, i32 %i"),
       CanonicalCheck::StructDrift, true},
      {"parameter_in_place_of_another", replace_all(base, "add i32 %M, 1", "add i32 %N, 1"),
       CanonicalCheck::StructDrift, true},
      // llvm-diff matches functions by name and reports one-sided ones without failing, and
      // compares neither alignment nor unattached metadata; the re-check is stricter there.
      {"global_renamed", replace_all(base, "@k", "@kernel"), CanonicalCheck::StructDrift, false},
      {"string_content_changed", replace_all(base, "not a comment", "not a  comment"), CanonicalCheck::StructDrift,
       false},
      {"alignment_changed", replace_all(base, "align 4", "align 8"), CanonicalCheck::StructDrift, false},
  };
  TempDir dir;
  dir.write("base.ll", base);
  for (const auto& c : cases) {
    SCOPED_TRACE(c.name);
    ASSERT_NE(c.other, base);
    EXPECT_EQ(to_string(canonical_check(base, c.other)), to_string(c.expected))
        << canonical_form(base) << "---\n" << canonical_form(c.other);
    if (!c.llvm_diff_compares) continue;
    // LLVM's structural diff of the two modules, as a second opinion: exit 0 same, 1 different.
    dir.write(c.name + ".ll", c.other);
    const std::string llvm_diff = pk_test::flavor_tool(flavor("llvm22"), "llvm-diff").string();
    const support::ProcessResult diff = pk_test::run_command(
        {llvm_diff, (dir.path / "base.ll").string(), (dir.path / (c.name + ".ll")).string()}, std::chrono::seconds(60));
    ASSERT_TRUE(diff.spawn_error.empty() && diff.exit_code >= 0 && diff.exit_code <= 1)
        << llvm_diff << " (package llvm-22, installed by ./kit): " << diff.describe() << " " << diff.stderr_text;
    EXPECT_EQ(diff.exit_code == 0, c.expected == CanonicalCheck::CanonEqual) << "llvm-diff disagrees: " << diff.stderr_text;
  }
}

// ------------------------------------------------------------------ --only

TEST(OnlyFilter, ParseTable) {
  struct Case {
    std::string text;
    bool ok;
    std::string family;
    std::vector<int> ids;
  };
  const Case cases[] = {
      {"gemm", true, "gemm", {}},       {"gemm:3", true, "gemm", {3}},   {"gemm:1,2,40", true, "gemm", {1, 2, 40}},
      {"", false, "", {}},              {":3", false, "", {}},           {"gemm:", false, "", {}},
      {"gemm:1,,2", false, "", {}},     {"gemm:x", false, "", {}},       {"gemm:0", false, "", {}},
      {"gemm:3a", false, "", {}},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.text);
    OnlyFilter f;
    std::string err;
    EXPECT_EQ(parse_only(c.text, &f, &err), c.ok) << err;
    if (!c.ok) {
      EXPECT_NE(err.find("--only"), std::string::npos);
      continue;
    }
    EXPECT_EQ(f.family, c.family);
    EXPECT_EQ(f.ids, c.ids);
    EXPECT_EQ(f.text(), c.text);
  }
}

// ------------------------------------------------------------------ the gate (no engines)

ConfigResult result(int id, ParityStatus status, std::string flavor = "llvm22") {
  ConfigResult r;
  r.family = "gemm";
  r.id = id;
  r.flavor = std::move(flavor);
  r.target = "gfx1201";
  r.status = status;
  bool accepted = status == ParityStatus::Identical || status == ParityStatus::Mismatch;
  r.engine_a.verdict = r.engine_b.verdict = {accepted, accepted ? "" : "E_X", accepted ? "" : "m"};
  if (status == ParityStatus::Identical) {
    r.sha256 = std::string(64, 'a');
    r.golden = GoldenStatus::Ok;
    r.toolchain.assemble = r.toolchain.compile = ToolStatus::Ok;
  } else {
    r.toolchain.note = "no agreed IR";
  }
  if (status != ParityStatus::Identical && status != ParityStatus::BothRejected) r.detail = "why";
  return r;
}

/// A report the gate passes: one agreed config, one expected reject, goldens checked.
RunReport passing_report() {
  RunReport r;
  r.flavors = {"llvm22"};
  r.families = {"gemm"};
  r.selected_configs = 2;
  r.toolchain = StageMode::Auto;
  r.golden_checked = true;
  r.results = {result(1, ParityStatus::Identical), result(2, ParityStatus::BothRejected)};
  return r;
}

TEST(Gate, PassingReportPasses) {
  GateVerdict v = gate(passing_report());
  EXPECT_TRUE(v.pass);
  EXPECT_TRUE(v.reasons.empty());
}

/// A change to passing_report(): execution on, result 1 PASSED on one shape (1x1x1, within its
/// bound, discrimination 1) that `shape` then changes; result 2 SKIPPED.
std::function<void(RunReport&)> executed(std::function<void(execute::ShapeOutcome&)> shape) {
  return [shape](RunReport& r) {
    r.execute = StageMode::Auto;
    execute::ShapeOutcome o;
    o.problem = execute::problem_of({1, 1, 1});
    o.passed = true;
    o.worst_ratio = 0.5;
    o.discrimination = 1;
    shape(o);
    execute::ExecutionResult x;
    x.status = execute::ExecStatus::Passed;
    x.shapes = {o};
    r.results[0].execution = x;
    r.results[1].execution = execute::ExecutionResult{};
    r.results[1].execution->status = execute::ExecStatus::Skipped;
  };
}

TEST(Gate, EveryFailingConditionFails) {
  struct Case {
    std::string name;
    std::function<void(RunReport&)> change;
    std::string reason_contains;
  };
  auto status = [](ParityStatus s) { return [s](RunReport& r) { r.results.push_back(result(3, s)); }; };
  const Case cases[] = {
      {"zero_results", [](RunReport& r) { r.results.clear(); }, "nothing compared"},
      {"only_matched_nothing",
       [](RunReport& r) {
         r.only = OnlyFilter{"gemm", {99}};
         r.selected_configs = 0;
         r.results.clear();
       },
       "--only gemm:99 matched no config"},
      {"family_all_rejected", [](RunReport& r) { r.results = {result(2, ParityStatus::BothRejected)}; },
       "every config was rejected"},
      {"flavor_all_rejected", [](RunReport& r) { r.results.push_back(result(2, ParityStatus::BothRejected, "llvm19")); },
       "gemm under llvm19: every config was rejected"},
      {"family_without_results", [](RunReport& r) { r.families.push_back("mlp"); }, "family mlp: no config"},
      {"mismatch", status(ParityStatus::Mismatch), "MISMATCH"},
      {"reason_drift", status(ParityStatus::ReasonDrift), "REASON_DRIFT"},
      {"asymmetric", status(ParityStatus::Asymmetric), "ASYMMETRIC"},
      {"crash", status(ParityStatus::Crash), "CRASH"},
      {"expectation_failed", status(ParityStatus::ExpectationFailed), "EXPECTATION_FAILED"},
      {"unknown_status", status(static_cast<ParityStatus>(42)), "unknown status UNKNOWN(42)"},
      {"golden_new", [](RunReport& r) { r.results[0].golden = GoldenStatus::New; }, "golden NEW"},
      {"golden_changed", [](RunReport& r) { r.results[0].golden = GoldenStatus::Changed; }, "golden CHANGED"},
      {"golden_missing_on_result", [](RunReport& r) { r.results[1].golden = GoldenStatus::Missing; }, "golden MISSING"},
      {"golden_missing_no_config", [](RunReport& r) { r.missing_goldens.push_back({"llvm22", "gemm", 7}); },
       "gemm 7 [llvm22]: golden MISSING"},
      {"golden_unknown", [](RunReport& r) { r.results[0].golden = static_cast<GoldenStatus>(9); }, "unknown golden"},
      {"golden_not_checked", [](RunReport& r) { r.golden_checked = false; }, "goldens were not checked"},
      {"agreed_ir_without_golden", [](RunReport& r) { r.results[0].golden.reset(); },
       "agreed IR without a golden status"},
      {"audit_violation",
       [](RunReport& r) { r.audit = AuditSummary{"b.json", 1, 2, {"rule \"x\": lds_bytes 9 > 8"}, {}, {}, {}}; },
       "audit: rule \"x\""},
      {"audit_error", [](RunReport& r) { r.audit = AuditSummary{"b.json", 1, 2, {}, {"k.co: unreadable"}, {}, {}}; },
       "audit error: k.co: unreadable"},
      {"audit_found_nothing", [](RunReport& r) { r.audit = AuditSummary{"b.json", 0, 0, {}, {}, {}, {}}; },
       "no AMDGPU code object was audited"},
      {"toolchain_assemble_fail",
       [](RunReport& r) {
         r.results[0].toolchain.assemble = ToolStatus::Fail;
         r.results[0].toolchain.stderr_text = "llvm-as: error: bad\nmore";
       },
       "assemble failed: llvm-as: error: bad"},
      {"toolchain_compile_fail", [](RunReport& r) { r.results[0].toolchain.compile = ToolStatus::Fail; },
       "compile failed"},
      {"unvalidated_under_require",
       [](RunReport& r) {
         r.toolchain = StageMode::Require;
         r.results[0].toolchain.assemble = r.results[0].toolchain.compile = ToolStatus::Unvalidated;
       },
       "UNVALIDATED under --toolchain require"},
      {"validated_static_under_require",
       [](RunReport& r) {
         r.toolchain = StageMode::Require;
         r.results[0].toolchain.assemble = r.results[0].toolchain.compile = ToolStatus::ValidatedStatic;
       },
       "gemm 1 [llvm22]: toolchain assemble VALIDATED_STATIC under --toolchain require: no llvm22 tools ran"},
      {"toolchain_skipped_on_agreed_ir",
       [](RunReport& r) { r.results[0].toolchain.assemble = r.results[0].toolchain.compile = ToolStatus::Skipped; },
       "toolchain did not run"},
      {"tool_status_unknown", [](RunReport& r) { r.results[0].toolchain.compile = static_cast<ToolStatus>(7); },
       "unknown tool status 7"},
      {"toolchain_mode_unknown", [](RunReport& r) { r.toolchain = static_cast<StageMode>(5); },
       "unknown toolchain mode"},
      {"golden_ir_new",
       [](RunReport& r) { r.results[0].golden_ir = GoldenIrCheck{GoldenIrStatus::New, "g/ir/llvm22/gemm-1.ll", {}}; },
       "gemm 1 [llvm22]: golden IR NEW: g/ir/llvm22/gemm-1.ll is not checked in"},
      {"golden_ir_changed",
       [](RunReport& r) {
         r.results[0].golden_ir =
             GoldenIrCheck{GoldenIrStatus::Changed, "g/ir/llvm22/gemm-1.ll", FirstDiff{2, 1, {"a", "b"}, {"a", "c"}}};
       },
       "golden IR CHANGED: g/ir/llvm22/gemm-1.ll differs from the agreed IR at line 2: checked in `b`, emitted `c`"},
      {"golden_ir_changed_past_the_end",
       [](RunReport& r) {
         r.results[0].golden_ir =
             GoldenIrCheck{GoldenIrStatus::Changed, "g/ir/llvm22/gemm-1.ll", FirstDiff{2, 1, {"a"}, {"a", "c"}}};
       },
       "at line 2: checked in (end of file), emitted `c`"},
      {"golden_ir_stale",
       [](RunReport& r) { r.results[1].golden_ir = GoldenIrCheck{GoldenIrStatus::Stale, "g/ir/llvm22/gemm-2.ll", {}}; },
       "gemm 2 [llvm22]: golden IR STALE: g/ir/llvm22/gemm-2.ll is checked in, but the config yields no agreed IR"},
      {"golden_ir_unknown",
       [](RunReport& r) { r.results[0].golden_ir = GoldenIrCheck{static_cast<GoldenIrStatus>(9), "f.ll", {}}; },
       "unknown golden IR status UNKNOWN(9) for f.ll"},
      {"curated_agreed_ir_without_golden_ir", [](RunReport& r) { r.results[0].curated = true; },
       "gemm 1 [llvm22]: agreed IR of a curated config without a golden IR status"},
      // An execution PASSED whose figures say otherwise (a report read back, a stage that missed a
      // NaN): every figure is checked in the direction where NaN fails.
      {"passed_with_nan_discrimination", executed([](execute::ShapeOutcome& o) { o.discrimination = NAN; }),
       "gemm 1 [llvm22]: execution PASSED, but 1x1x1: discrimination nan is not >= 0.90 (VACUOUS)"},
      {"passed_under_the_discrimination_floor", executed([](execute::ShapeOutcome& o) { o.discrimination = 0.5; }),
       "1x1x1: discrimination 0.5 is not >= 0.90 (VACUOUS)"},
      {"passed_with_nan_worst_ratio", executed([](execute::ShapeOutcome& o) { o.worst_ratio = NAN; }),
       "1x1x1: worst error/bound nan is not <= 1"},
      {"passed_over_the_bound", executed([](execute::ShapeOutcome& o) { o.worst_ratio = 1.5; }),
       "1x1x1: worst error/bound 1.5 is not <= 1"},
      {"passed_with_a_failed_shape", executed([](execute::ShapeOutcome& o) { o.passed = false; }),
       "1x1x1: did not pass"},
      {"passed_with_a_leaning_output", executed([](execute::ShapeOutcome& o) { o.bias_z = 50; }),
       "1x1x1: directional bias z 50 is not within +-8"},
      {"passed_with_nan_bias", executed([](execute::ShapeOutcome& o) { o.bias_z = NAN; }),
       "1x1x1: directional bias z nan is not within +-8"},
      {"passed_with_nan_sampled_ratio",
       [](RunReport& r) {
         executed([](execute::ShapeOutcome&) {})(r);
         r.results[0].execution->perf = execute::PerfOutcome{};
         r.results[0].execution->perf->sampled_worst_ratio = NAN;
       },
       "perf: sampled worst error/bound nan is not <= 1"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.name);
    RunReport r = passing_report();
    c.change(r);
    GateVerdict v = gate(r);
    EXPECT_FALSE(v.pass);
    std::string all;
    for (const auto& reason : v.reasons) all += reason + "\n";
    EXPECT_NE(all.find(c.reason_contains), std::string::npos) << all;
  }
}

TEST(Gate, PassingVariants) {
  struct Case {
    std::string name;
    std::function<void(RunReport&)> change;
  };
  const Case cases[] = {
      {"unvalidated_under_auto",
       [](RunReport& r) { r.results[0].toolchain.assemble = r.results[0].toolchain.compile = ToolStatus::Unvalidated; }},
      {"validated_static_under_auto",
       [](RunReport& r) { r.results[0].toolchain.assemble = r.results[0].toolchain.compile = ToolStatus::ValidatedStatic; }},
      {"toolchain_off",
       [](RunReport& r) {
         r.toolchain = StageMode::Off;
         r.results[0].toolchain.assemble = r.results[0].toolchain.compile = ToolStatus::Skipped;
       }},
      {"only_some_ids",
       [](RunReport& r) {
         r.only = OnlyFilter{"gemm", {1}};
         r.selected_configs = 1;
         r.results.pop_back();
       }},      {"curated_ir_ok",
       [](RunReport& r) {
         r.results[0].curated = true;
         r.results[0].golden_ir = GoldenIrCheck{GoldenIrStatus::Ok, "g/ir/llvm22/gemm-1.ll", {}};
       }},
      {"curated_rejected_without_file", [](RunReport& r) { r.results[1].curated = true; }},
      {"executed_within_bound_and_discriminating", executed([](execute::ShapeOutcome&) {})},
      {"executed_at_the_floor_and_at_the_bound", executed([](execute::ShapeOutcome& o) {
         o.discrimination = 0.90;
         o.worst_ratio = 1;
       })},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.name);
    RunReport r = passing_report();
    c.change(r);
    GateVerdict v = gate(r);
    EXPECT_TRUE(v.pass) << (v.reasons.empty() ? "" : v.reasons[0]);
  }
}

// A shard's gate judges its results; what the run covered as a whole is judged on the union,
// where each of these slices would fail.
TEST(Gate, AShardIsASliceAndTheMergedReportIsGatedWhole) {
  struct Case {
    std::string name;
    std::function<void(RunReport&)> change;
    std::string union_reason;
  };
  const Case cases[] = {
      {"no_results", [](RunReport& r) { r.results.clear(); }, "nothing compared"},
      {"only_rejected_configs", [](RunReport& r) { r.results = {result(2, ParityStatus::BothRejected)}; },
       "every config was rejected"},
      {"family_in_another_shard", [](RunReport& r) { r.families.push_back("mlp"); }, "family mlp: no config"},
      {"nothing_executed_here",
       [](RunReport& r) {
         r.execute = StageMode::Require;
         for (auto& x : r.results) x.execution = execute::ExecutionResult{};
       },
       "nothing was executed"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.name);
    RunReport r = passing_report();
    c.change(r);
    r.shard = RunReport::ShardInfo{2, 4, 8, std::string(64, 'd'), {}};
    const GateVerdict slice = gate(r);
    EXPECT_TRUE(slice.pass) << (slice.reasons.empty() ? "" : slice.reasons[0]);
    r.shard->index = 0;  // the merged report of all four
    const GateVerdict whole = gate(r);
    ASSERT_FALSE(whole.pass);
    EXPECT_NE(whole.reasons[0].find(c.union_reason), std::string::npos) << whole.reasons[0];
  }
  RunReport failing = passing_report();
  failing.results[0].golden = GoldenStatus::Changed;
  failing.shard = RunReport::ShardInfo{2, 4, 8, std::string(64, 'd'), {}};
  EXPECT_FALSE(gate(failing).pass) << "a failing result fails its shard";
}

// ------------------------------------------------------------------ parity.json read back

/// A report with every optional part of a result: a mismatch, a changed golden IR with its diff,
/// a failed tool with a reproducer, an execution with infinities, a perf figure with a roofline.
RunReport report_with_every_field() {
  RunReport r = passing_report();
  r.engine_a = "alpha";
  r.engine_b = "beta";
  r.only = OnlyFilter{"gemm", {1, 2, 3}};
  r.selected_configs = 3;
  r.execute = StageMode::Auto;
  r.devices = {"NVIDIA H200 (sm_90, cuda)"};
  r.backend_notes = {"hip: no device"};
  r.seconds = 1.5;
  r.toolchain_seconds = 0.25;
  r.shard = RunReport::ShardInfo{3, 4, 12, std::string(64, 'e'), {{"gemm", 1}, {"gemm", 2}, {"gemm", 3}}};
  r.missing_goldens = {{"llvm22", "gemm", 9}};
  ConfigResult m = result(3, ParityStatus::Mismatch);
  m.mismatch = Mismatch{FirstDiff{4, 3, {"x", "y"}, {"x", "z"}}, CanonicalCheck::CanonEqual};
  m.engine_b.crash = "emit exploded";
  m.compare_seconds = 0.125;
  ConfigResult statically = result(4, ParityStatus::Identical);  // checked against its release's facts only
  statically.toolchain.assemble = statically.toolchain.compile = ToolStatus::ValidatedStatic;
  statically.toolchain.note = "llvm-as is not installed: checked statically against llvm22.json only";
  r.results.push_back(statically);
  r.results.push_back(m);  // last: the tests below change it
  ConfigResult& a = r.results[0];
  a.curated = true;
  a.golden_ir = GoldenIrCheck{GoldenIrStatus::Changed, "g/ir/llvm22/gemm-1.ll", FirstDiff{2, 1, {"a", "b"}, {"a"}}};
  a.kernels = {"paritykit_gemm_1"};
  a.bytes = 321;
  a.toolchain.compile = ToolStatus::Fail;
  a.toolchain.failed_tool = "llc -march=amdgcn x.bc";
  a.toolchain.stderr_text = "llc: error: nope\n";
  a.toolchain.cache = "not stored: disk full";
  a.toolchain.reproducer = Reproducer{"o/gemm_1.repro.ll", "llc o/gemm_1.repro.ll", true, "reduced"};
  a.toolchain.seconds = 0.5;
  execute::ExecutionResult x;
  x.status = execute::ExecStatus::Failed;
  x.device = "NVIDIA H200 (sm_90, cuda)";
  x.reason = "17x3x5: worst error/bound inf";
  x.engines = {"alpha", "beta"};
  x.same_image_as = "gemm 1 [llvm19]";
  execute::ShapeOutcome o;
  o.problem = execute::problem_of({17, 3, 5});
  o.exceeded = 2;
  o.worst_ratio = std::numeric_limits<double>::infinity();
  o.worst_row = 16;
  o.worst_col = 2;
  o.worst_got = std::numeric_limits<double>::quiet_NaN();
  o.worst_ref = 1.25;
  o.worst_bound = 0.0625;
  o.discrimination = 0.75;
  o.ratio_histogram = {{0, 40}, {1, 9}, {std::numeric_limits<double>::infinity(), 2}};
  execute::ShapeOutcome fine = o;
  fine.problem = execute::problem_of({1, 1, 1});
  fine.passed = true;
  fine.exceeded = 0;
  fine.worst_ratio = 0.5;
  fine.worst_got = fine.worst_ref = fine.worst_bound = 0;
  x.shapes = {fine, o};
  x.properties = {{"determinism", "broken", "launch 3 differs"}};
  execute::PerfOutcome p;
  p.problem = execute::problem_of({64, 64, 64});
  p.ms = 0.5;
  p.gflops = 1.0;
  p.note = "roofline";
  p.sampled = 256;
  p.bytes_moved = 1e6;
  p.copy_gbps = 3000;
  x.perf = p;
  x.digest = std::string(64, 'f');
  x.seconds = 2;
  a.execution = x;
  r.results[1].execution = execute::ExecutionResult{};
  r.results[2].execution = execute::ExecutionResult{};
  r.results[3].execution = execute::ExecutionResult{};
  return r;
}

TEST(ReadRunReport, WhatParityJsonWritesReadsBackToTheSameDocument) {
  const RunReport original = report_with_every_field();
  const GateVerdict verdict = gate(original);
  const nlohmann::ordered_json doc = parity_json(original, verdict);
  RunReport back;
  std::string err;
  ASSERT_TRUE(read_run_report(doc, &back, &err)) << err;
  EXPECT_EQ(parity_json(back, gate(back)).dump(), doc.dump());
  EXPECT_EQ(parity_markdown(back, verdict), parity_markdown(original, verdict));
  EXPECT_EQ(parity_junit(back), parity_junit(original));
  EXPECT_EQ(summary_text(back, verdict), summary_text(original, verdict));
}

// A report an H200 run wrote before `curated`, `compare_seconds`, `selected_configs` and
// `shard` existed reads back to the same results.
TEST(ReadRunReport, AnEarlierH200ReportReadsBack) {
  nlohmann::ordered_json doc;
  std::string err;
  ASSERT_TRUE(support::load_json_file(PK_SOURCE_DIR + "/tests/data/report/h200_parity.json", &doc, &err)) << err;
  RunReport back;
  ASSERT_TRUE(read_run_report(doc, &back, &err)) << err;
  nlohmann::ordered_json again = parity_json(back, gate(back));
  EXPECT_EQ(again["gate"], doc["gate"]);
  ASSERT_EQ(again["results"].size(), doc["results"].size());
  for (std::size_t i = 0; i < doc["results"].size(); ++i) {
    again["results"][i].erase("curated");
    again["results"][i].erase("compare_seconds");
    EXPECT_EQ(again["results"][i], doc["results"][i]) << "/results/" << i;
  }
}

TEST(ReadRunReport, AMalformedReportIsRefusedAtItsPointer) {
  const RunReport original = report_with_every_field();
  const nlohmann::ordered_json good = parity_json(original, gate(original));
  struct Case {
    std::string name;
    std::function<void(nlohmann::ordered_json&)> damage;
    std::string error;
  };
  const Case cases[] = {
      {"schema", [](auto& d) { d["schema"] = "paritykit.parity/v2"; }, "/schema: expected"},
      {"unknown_status", [](auto& d) { d["results"][0]["status"] = "FINE"; }, "/results/0/status: unknown value \"FINE\""},
      {"missing_field", [](auto& d) { d["results"][1].erase("engine_a"); }, "/results/1/engine_a: missing required field"},
      {"wrong_type", [](auto& d) { d["run"]["golden_checked"] = "yes"; }, "/run/golden_checked: expected a boolean"},
      {"unknown_tool_status", [](auto& d) { d["results"][0]["toolchain"]["compile"] = "meh"; },
       "/results/0/toolchain/compile: unknown value"},
      {"unknown_execution_status", [](auto& d) { d["results"][0]["execution"]["status"] = "OK"; },
       "/results/0/execution/status: unknown value"},
      {"histogram_bin", [](auto& d) { d["results"][0]["execution"]["shapes"][1]["ratio_histogram"][0] = {1}; },
       "/results/0/execution/shapes/1/ratio_histogram/0: expected [upper, count]"},
      {"not_a_number", [](auto& d) { d["results"][0]["execution"]["shapes"][0]["worst_ratio"] = "big"; },
       "/results/0/execution/shapes/0/worst_ratio: expected a number"},
      {"negative_id", [](auto& d) { d["results"][2]["id"] = -3; }, "/results/2/id: expected an integer in [0, "},
      // Ids past int (2^32 + 2) or past int64 (2^64 - 1, unsigned in JSON) are refused, never wrapped onto gemm 2 or -1.
      {"id_past_int", [](auto& d) { d["results"][2]["id"] = (std::int64_t{1} << 32) + 2; }, "/results/2/id: expected an integer in [0, 2147483647]"},
      {"id_past_int64", [](auto& d) { d["results"][2]["id"] = ~std::uint64_t{0}; }, "/results/2/id: expected an integer in [0, 2147483647]"},
      {"count_past_int64", [](auto& d) { d["run"]["shard"]["space_size"] = ~std::uint64_t{0}; }, "/run/shard/space_size: expected an integer >= 0"},
      {"shard_without_configs", [](auto& d) { d["run"]["shard"].erase("configs"); }, "/run/shard/configs: missing required field"},
      {"bad_only", [](auto& d) { d["run"]["only"] = "gemm:x"; }, "/run/only: "},
      {"shard_index_past_count", [](auto& d) { d["run"]["shard"]["index"] = 5; }, "/run/shard/index: past count 4"},
      // 2^32 + 4 would narrow onto 4 shards; 2^32 onto index 0, "a merged report".
      {"shard_count_past_unsigned", [](auto& d) { d["run"]["shard"]["count"] = (std::int64_t{1} << 32) + 4; },
       "/run/shard/count: expected an integer in [1, 4096]"},
      {"shard_index_past_unsigned", [](auto& d) { d["run"]["shard"]["index"] = std::int64_t{1} << 32; },
       "/run/shard/index: expected an integer in [1, 4096]"},
      {"results_not_array", [](auto& d) { d["results"] = 1; }, "/results: expected an array"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.name);
    nlohmann::ordered_json doc = good;
    c.damage(doc);
    RunReport back;
    std::string err;
    EXPECT_FALSE(read_run_report(doc, &back, &err));
    EXPECT_NE(err.find(c.error), std::string::npos) << err;
  }
}

// A 100 MB reject message made a 400 MB parity.json and 10 MB strings a 50 MB page: every string an
// engine or a tool wrote is cut to a bounded prefix in every report, which says how much was cut.
RunReport report_with_huge_strings() {
  RunReport r = report_with_every_field();
  const std::string huge = "the start of it " + std::string(2 << 20, 'x');
  ConfigResult& a = r.results[0];
  a.title = huge;
  a.toolchain.stderr_text = huge;
  a.toolchain.note = huge;
  a.toolchain.reproducer->command = huge;
  a.golden_ir->diff->b_context[0] = huge;
  a.execution->reason = huge;
  a.execution->properties[0].detail = huge;
  ConfigResult& m = r.results.back();
  m.engine_a.verdict.message = huge;
  m.engine_b.crash = huge;
  m.detail = huge;
  m.mismatch->diff.a_context[1] = huge;
  m.kernels = {huge};
  r.backend_notes.push_back(huge);
  // The user's --only is no tool's text: it reads back whole, however long (ids 1..5000: 23 KB).
  r.only = OnlyFilter{"gemm", {}};
  for (int id = 1; id <= 5000; ++id) r.only->ids.push_back(id);
  return r;
}

TEST(WriteReports, EveryEngineAndToolStringIsCutInEveryReport) {
  const RunReport r = report_with_huge_strings();
  const GateVerdict verdict = gate(r);
  TempDir dir;
  std::string err;
  ASSERT_TRUE(write_reports(dir.path, r, verdict, &err)) << err;
  for (const char* name : {"parity.json", "parity.md", "junit.xml", "report.html"}) {
    const std::string text = slurp(dir.path / name);
    EXPECT_LT(text.size(), std::size_t{1} << 20) << name;
    EXPECT_NE(text.find("the start of it"), std::string::npos) << name << ": the start is kept";
    EXPECT_NE(text.find("more bytes cut]"), std::string::npos) << name << ": the cut is noted";
  }
  nlohmann::ordered_json doc;
  ASSERT_TRUE(support::load_json_file(dir.path / "parity.json", &doc, &err)) << err;
  RunReport back;
  EXPECT_TRUE(read_run_report(doc, &back, &err)) << "a cut report is still a report: " << err;
  ASSERT_TRUE(back.only);
  EXPECT_EQ(back.only->ids.size(), 5000u);
  EXPECT_LT(summary_text(r, verdict).size(), std::size_t{16} << 10);
}

// parity.md and junit.xml are not written from parity.json read back, but they show what it
// holds: each string cut as parity_json cuts it, however long.
TEST(WriteReports, TheOtherReportsShowWhatParityJsonReadsBackAs) {
  const RunReport r = report_with_huge_strings();
  const GateVerdict verdict = gate(r);
  TempDir dir;
  std::string err;
  ASSERT_TRUE(write_reports(dir.path, r, verdict, &err)) << err;
  const nlohmann::ordered_json doc = parity_json(r, verdict);
  RunReport back;
  ASSERT_TRUE(read_run_report(doc, &back, &err)) << err;
  const GateVerdict back_verdict{verdict.pass, doc["gate_reasons"].get<std::vector<std::string>>()};
  EXPECT_EQ(slurp(dir.path / "parity.md"), parity_markdown(back, back_verdict));
  EXPECT_EQ(slurp(dir.path / "junit.xml"), parity_junit(back));
  EXPECT_EQ(slurp(dir.path / "parity.json"), reports::json_text(doc));
}

// parity.json is written without its document: the same bytes as the document's text, for every
// field (inf and nan, a reproducer, an execution, a mismatch, a golden IR diff, a shard), strings
// past the cut, a tool's hostile stderr, and on a whole run
// (ShippedConfigs.EveryFlavorPassesTheGateAgainstTheGoldens).
RunReport small_run();
TEST(WriteReports, ParityJsonIsItsDocumentAsText) {
  for (const RunReport& r : {report_with_every_field(), report_with_huge_strings(), small_run()}) {
    const GateVerdict verdict = gate(r);
    EXPECT_EQ(parity_json_text(r, verdict), reports::json_text(parity_json(r, verdict)));
  }
}

// ------------------------------------------------------------------ the page's section of a run

const std::string kHostile = "</script><img src=x onerror=alert(1)>";

/// Two configs x two flavors: one IDENTICAL, one MISMATCH, one BOTH_REJECTED, one toolchain
/// failure whose stderr and the config's title are hostile.
RunReport small_run() {
  RunReport r;
  r.engine_a = "alpha";
  r.engine_b = "beta";
  r.flavors = {"llvm19", "llvm22"};
  r.toolchain = StageMode::Auto;
  r.golden_checked = true;
  auto result = [](int id, const char* flavor, ParityStatus status, bool accepted) {
    ConfigResult c;
    c.family = "gemm";
    c.id = id;
    c.flavor = flavor;
    c.target = "sm_90";
    c.title = id == 2 ? kHostile : "t";
    c.status = status;
    for (EngineSide* side : {&c.engine_a, &c.engine_b})
      *side = EngineSide{"alpha", spec::Verdict{accepted, accepted ? "" : "E_X", accepted ? "" : "no"}, std::nullopt};
    c.toolchain.assemble = c.toolchain.compile = accepted ? ToolStatus::Ok : ToolStatus::Skipped;
    return c;
  };
  r.results.push_back(result(1, "llvm19", ParityStatus::Identical, true));
  ConfigResult mismatch = result(1, "llvm22", ParityStatus::Mismatch, true);
  mismatch.mismatch = Mismatch{FirstDiff{4, 3, {"x", "  %1 = add i32 %a, %b"}, {"x", "  %1 = sub i32 %a, %b"}},
                               CanonicalCheck::StructDrift};
  r.results.push_back(mismatch);
  r.results.push_back(result(2, "llvm19", ParityStatus::BothRejected, false));
  ConfigResult broken = result(2, "llvm22", ParityStatus::Identical, true);
  broken.toolchain.assemble = ToolStatus::Fail;
  broken.toolchain.compile = ToolStatus::Skipped;
  broken.toolchain.failed_tool = "llvm-as";
  broken.toolchain.stderr_text = kHostile + std::string(5000, 'e');
  r.results.push_back(broken);
  return r;
}

/// The page's model over the run's section alone; false with `*err` when the section is refused.
bool page_of(const RunReport& r, const GateVerdict& verdict, nlohmann::ordered_json* model, std::string* err) {
  reports::SourceDocument doc{"parity.json", {}, nlohmann::ordered_json()};
  return parity_page_section("parity.json", r, verdict, &*doc.parity_section, err) &&
         reports::build_page_model({doc}, nullptr, model, err);
}

TEST(ParityPage, MatrixHasOneCellPerResultAndEachDetail) {
  const RunReport r = small_run();
  nlohmann::ordered_json model;
  std::string err;
  ASSERT_TRUE(page_of(r, gate(r), &model, &err)) << err;
  const nlohmann::ordered_json& p = model["parity"][0];
  ASSERT_EQ(p["rows"].size(), 2u);
  ASSERT_EQ(p["cells"].size(), 4u);
  // [row, flavor, status, passes the gate]
  EXPECT_EQ(p["cells"][1], nlohmann::ordered_json({0, 1, "MISMATCH", 0}));
  EXPECT_EQ(p["cells"][2], nlohmann::ordered_json({1, 0, "BOTH_REJECTED", 1}));
  EXPECT_EQ(p["results"][1]["mismatch"]["b"][1], "  %1 = sub i32 %a, %b");
  const std::string stderr_text = p["results"][3]["toolchain"]["stderr"];
  EXPECT_EQ(stderr_text.rfind(kHostile, 0), 0u) << "the start of a tool's stderr is kept";
  EXPECT_LT(stderr_text.size(), 4100u) << "and long output is cut";
  EXPECT_NE(stderr_text.find("more bytes cut]"), std::string::npos);
  EXPECT_EQ(p["toolchain_counts"]["assemble fail, compile skipped"], 1);
}

TEST(ParityPage, HostileStringsCannotEndTheDataElement) {
  const RunReport r = small_run();
  nlohmann::ordered_json model;
  std::string err;
  ASSERT_TRUE(page_of(r, gate(r), &model, &err)) << err;
  const std::string page = reports::render_page(model);
  EXPECT_EQ(page.find("<img"), std::string::npos);
  std::size_t closes = 0;
  for (std::size_t at = page.find("</script>"); at != std::string::npos; at = page.find("</script>", at + 1)) ++closes;
  EXPECT_EQ(closes, 2u) << "the data element and the script, nothing else";
  // The data round-trips: what the script parses is the model.
  const std::size_t start = page.find("id=\"pk-data\">") + 13;
  EXPECT_EQ(nlohmann::ordered_json::parse(page.substr(start, page.find("</script>", start) - start)), model);
  EXPECT_EQ(page.find("http://"), page.find("http://www.w3.org/2000/svg")) << "no address but the SVG namespace";
}

TEST(ParityPage, ExecutionHistogramsAddUpOverShapes) {
  RunReport r = small_run();
  auto shape = [](std::int64_t exact, std::int64_t near, std::int64_t over) {
    execute::ShapeOutcome o;
    o.problem = execute::problem_of({2, 2, 2});
    o.worst_ratio = over ? std::numeric_limits<double>::infinity() : 0.5;
    o.ratio_histogram = {{0, exact}, {0.5, 0}, {1, near}, {std::numeric_limits<double>::infinity(), over}};
    return o;
  };
  execute::ExecutionResult x;
  x.status = execute::ExecStatus::Failed;
  x.engines = {"alpha"};
  x.shapes = {shape(3, 1, 0), shape(1, 2, 1)};
  r.results[0].execution = x;
  nlohmann::ordered_json model;
  std::string err;
  ASSERT_TRUE(page_of(r, gate(r), &model, &err)) << err;
  const nlohmann::ordered_json& e = model["parity"][0]["executions"][0];
  EXPECT_EQ(e["histogram"], nlohmann::ordered_json({{0, 4}, {0.5, 0}, {1, 3}, {"inf", 1}}));
  EXPECT_EQ(e["worst_ratio"], "inf");
  EXPECT_EQ(model["parity"][0]["results"][0]["execution"], 0);
  r.results[0].execution->shapes[1].ratio_histogram.erase(r.results[0].execution->shapes[1].ratio_histogram.begin());
  EXPECT_FALSE(page_of(r, gate(r), &model, &err));
  EXPECT_EQ(err, "parity.json: /results/0/execution/shapes/1/ratio_histogram: other bins than the first shape's");
}

TEST(ParityPage, AResultOfAnotherFlavorIsRefusedAtItsPointer) {
  RunReport r = small_run();
  r.results[2].flavor = "llvm99";
  nlohmann::ordered_json model;
  std::string err;
  EXPECT_FALSE(page_of(r, gate(r), &model, &err));
  EXPECT_EQ(err, "parity.json: /results/2/flavor: not one of /run/flavors");
}

TEST(ParityPage, TheCardIsDerivedFromTheResults) {
  const RunReport r = small_run();
  nlohmann::ordered_json model;
  std::string err;
  ASSERT_TRUE(page_of(r, GateVerdict{true, {}}, &model, &err)) << err;  // over a MISMATCH and a toolchain failure
  EXPECT_EQ(model["parity"][0]["gate"], "fail") << "a failing cell fails the card, whatever the verdict says";
}

// ------------------------------------------------------------------ goldens

void write(const fs::path& p, const std::string& text) { std::ofstream(p, std::ios::binary) << text; }

GoldenEntry entry(int id, char digit = 'a') { return {"gemm", id, "gfx1201", {"paritykit_gemm_" + std::to_string(id)}, 100, std::string(64, digit)}; }

TEST(Golden, RoundTripIsSortedAndStable) {
  TempDir dir;
  GoldenFile g{"llvm22", {}};
  for (int id : {12, 3, 7}) g.entries[{"gemm", id}] = entry(id);
  write(dir.path / "llvm22.json", golden_text(g));
  GoldenFile back;
  std::string err;
  ASSERT_TRUE(load_golden(dir.path / "llvm22.json", "llvm22", &back, &err)) << err;
  EXPECT_EQ(golden_text(back), golden_text(g));
  const std::string text = golden_text(g);
  EXPECT_LT(text.find("\"id\": 3"), text.find("\"id\": 7"));
  EXPECT_LT(text.find("\"id\": 7"), text.find("\"id\": 12"));
}

TEST(Golden, StatusOkNewChanged) {
  GoldenFile g{"llvm22", {{{"gemm", 1}, entry(1)}}};
  EXPECT_EQ(golden_status(g, entry(1)), GoldenStatus::Ok);
  EXPECT_EQ(golden_status(g, entry(2)), GoldenStatus::New);
  EXPECT_EQ(golden_status(g, entry(1, 'b')), GoldenStatus::Changed);
  GoldenEntry other_target = entry(1);
  other_target.target = "gfx942";
  EXPECT_EQ(golden_status(g, other_target), GoldenStatus::Changed);
  GoldenEntry other_kernels = entry(1);
  other_kernels.kernels.push_back("paritykit_gemm_1_reduce");
  EXPECT_EQ(golden_status(g, other_kernels), GoldenStatus::Changed);
}

TEST(Golden, MalformedFilesNameFileAndPointer) {
  struct Case {
    std::string text, pointer;
  };
  const std::string good_entry =
      R"({"family": "gemm", "id": 1, "target": "gfx1201", "kernels": ["k"], "bytes": 5, "sha256": ")" +
      std::string(64, 'a') + "\"}";
  const Case cases[] = {
      {"{", "malformed JSON"},
      {R"({"schema": "paritykit.golden/v1", "flavor": "llvm19", "entries": []})", "/flavor"},
      {R"({"schema": "x", "flavor": "llvm22", "entries": []})", "/schema"},
      {R"({"schema": "paritykit.golden/v1", "flavor": "llvm22", "entries": [], "extra": 1})", "/extra: unknown field"},
      {R"({"schema": "paritykit.golden/v1", "flavor": "llvm22", "entries": [{"family": "gemm"}]})",
       "/entries/0/bytes: missing required field"},
      {R"({"schema": "paritykit.golden/v1", "flavor": "llvm22", "entries": [)" + good_entry + ", " +
           R"({"family": "gemm", "id": 2, "target": "gfx1201", "kernels": ["k"], "bytes": 5, "sha256": "ABC"}]})",
       "/entries/1/sha256"},
      {std::string(R"({"schema": "paritykit.golden/v1", "flavor": "llvm22", "entries": [{"family": "gemm", "id": 2, )") +
           R"("target": "gfx1201", "kernels": ["k"], "bytes": 5, "sha256": ")" + std::string(64, 'A') + R"("}]})",
       "/entries/0/sha256: expected 64 lowercase hex digits"},
      {std::string(R"({"schema": "paritykit.golden/v1", "flavor": "llvm22", "entries": [{"family": "gemm", "id": 2, )") +
           R"("target": "gfx1201", "kernels": ["k"], "bytes": 5, "sha256": ")" + std::string(63, 'a') + R"("}]})",
       "/entries/0/sha256: expected 64 lowercase hex digits"},
      {std::string(R"({"schema": "paritykit.golden/v1", "flavor": "llvm22", "entries": [{"family": "gemm", "id": 2, )") +
           R"("target": "gfx1201", "kernels": ["k"], "bytes": 5, "sha256": ")" + std::string(65, 'a') + R"("}]})",
       "/entries/0/sha256: expected 64 lowercase hex digits"},
      {std::string(R"({"schema": "paritykit.golden/v1", "flavor": "llvm22", "entries": [{"family": "gemm", "id": 2, )") +
           R"("target": "gfx1201", "kernels": ["k"], "bytes": 5, "sha256": ")" + std::string(63, 'a') + "g" + R"("}]})",
       "/entries/0/sha256: expected 64 lowercase hex digits"},
      {R"({"schema": "paritykit.golden/v1", "flavor": "llvm22", "entries": [)" + good_entry + ", " + good_entry + "]}",
       "/entries/1: duplicate"},
      // 4294967297 is 1 modulo 2^32: read as an int it would vouch for config 1.
      {std::string(R"({"schema": "paritykit.golden/v1", "flavor": "llvm22", "entries": [)") +
           R"({"family": "gemm", "id": 4294967297, "target": "gfx1201", "kernels": ["k"], "bytes": 5, "sha256": ")" +
           std::string(64, 'a') + R"("}]})",
       "/entries/0/id: expected an integer in [1, 1000000]"},
      // A repeated key would mean whichever came last: refused, with the object that holds it.
      {R"({"schema": "paritykit.golden/v1", "flavor": "llvm22", "flavor": "llvm22", "entries": []})",
       "/: duplicate key \"flavor\""},
      {R"({"schema": "paritykit.golden/v1", "flavor": "llvm22", "entries": [)" + good_entry.substr(0, good_entry.size() - 1) +
           R"(, "bytes": 6}]})",
       "/entries/0: duplicate key \"bytes\""},
  };
  TempDir dir;
  for (const auto& c : cases) {
    SCOPED_TRACE(c.text);
    write(dir.path / "llvm22.json", c.text);
    GoldenFile g;
    std::string err;
    EXPECT_FALSE(load_golden(dir.path / "llvm22.json", "llvm22", &g, &err));
    EXPECT_NE(err.find((dir.path / "llvm22.json").string()), std::string::npos) << err;
    EXPECT_NE(err.find(c.pointer), std::string::npos) << err;
  }
  GoldenFile none;
  std::string err;
  EXPECT_TRUE(load_golden(dir.path / "absent.json", "llvm22", &none, &err));
  EXPECT_TRUE(none.entries.empty());
}

/// Runs beta against itself over tests/data/parity_small.json, toolchain off.
RunReport run_small(const fs::path& golden_dir, bool record, std::optional<OnlyFilter> only = std::nullopt) {
  RunOptions options;
  options.flavors = {flavor("llvm22")};
  options.golden_dir = golden_dir;
  options.record_golden = record;
  options.only = only;
  options.toolchain = StageMode::Off;
  RunReport report;
  std::string err;
  EXPECT_TRUE(run_parity({small()}, beta(), beta(), options, &report, &err)) << err;
  return report;
}

TEST(Golden, NewThenRecordThenOkThenMissing) {
  TempDir dir;
  RunReport first = run_small(dir.path, false);
  EXPECT_EQ(first.results[0].golden, GoldenStatus::New);
  EXPECT_FALSE(first.results[4].golden.has_value());  // config 5 is rejected: no golden entry
  EXPECT_FALSE(gate(first).pass);

  RunReport recorded = run_small(dir.path, true);
  EXPECT_TRUE(gate(recorded).pass) << gate(recorded).reasons.front();
  RunReport again = run_small(dir.path, false);
  for (const auto& r : again.results)
    if (r.status == ParityStatus::Identical) {
      EXPECT_EQ(r.golden, GoldenStatus::Ok) << r.id;
    }
  EXPECT_TRUE(gate(again).pass);

  // A recorded entry for a config that is gone, and one for a config that is now rejected.
  GoldenFile g;
  std::string err;
  ASSERT_TRUE(load_golden(dir.path / "llvm22.json", "llvm22", &g, &err)) << err;
  g.entries[{"gemm", 99}] = entry(99);
  g.entries[{"gemm", 5}] = entry(5);
  write(dir.path / "llvm22.json", golden_text(g));
  RunReport stale = run_small(dir.path, false);
  ASSERT_EQ(stale.missing_goldens.size(), 1u);
  EXPECT_EQ(stale.missing_goldens[0].id, 99);
  EXPECT_EQ(stale.results[4].golden, GoldenStatus::Missing);
  EXPECT_FALSE(gate(stale).pass);
  // A partial --only run does not cover the family, so it cannot call entry 99 missing.
  EXPECT_TRUE(run_small(dir.path, false, OnlyFilter{"gemm", {1}}).missing_goldens.empty());
  // Re-recording drops both stale entries.
  EXPECT_TRUE(gate(run_small(dir.path, true)).pass);
  ASSERT_TRUE(load_golden(dir.path / "llvm22.json", "llvm22", &g, &err)) << err;
  EXPECT_EQ(g.entries.size(), 4u);
  EXPECT_FALSE(g.entries.count({"gemm", 99}));
}

// ------------------------------------------------------------------ golden IR (golden/ir/)

TEST(GoldenIr, CheckTable) {
  struct Case {
    std::string name;
    std::optional<std::string> checked_in;
    std::optional<std::string_view> agreed;
    std::optional<GoldenIrStatus> status;
    int diff_line;
  };
  const Case cases[] = {
      {"neither", std::nullopt, std::nullopt, std::nullopt, 0},
      {"file_without_agreed_ir", "x\n", std::nullopt, GoldenIrStatus::Stale, 0},
      {"agreed_ir_without_file", std::nullopt, "x\n", GoldenIrStatus::New, 0},
      {"equal", "a\nb\n", "a\nb\n", GoldenIrStatus::Ok, 0},
      {"one_byte_off", "a\nb\nc\n", "a\nB\nc\n", GoldenIrStatus::Changed, 2},
      {"trailing_newline", "a\nb", "a\nb\n", GoldenIrStatus::Changed, 3},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.name);
    auto check = golden_ir_check("f.ll", c.checked_in, c.agreed);
    ASSERT_EQ(check.has_value(), c.status.has_value());
    if (!check) continue;
    EXPECT_EQ(check->status, *c.status);
    EXPECT_EQ(check->file, "f.ll");
    EXPECT_EQ(check->diff.has_value(), c.diff_line != 0);
    if (check->diff) {
      EXPECT_EQ(check->diff->line, c.diff_line);
    }
  }
  EXPECT_EQ(golden_ir_path("golden", "llvm22", "gemm", 7), fs::path("golden/ir/llvm22/gemm-7.ll"));
}

TEST(GoldenIr, MalformedCuratedListNamesFileAndPointer) {
  struct Case {
    std::string text, message;
  };
  const Case cases[] = {
      {"[", "malformed JSON"},
      {R"({"schema": "x", "configs": []})", "/schema"},
      {R"({"schema": "paritykit.curated/v1", "configs": [], "extra": 1})", "/extra: unknown field"},
      {R"({"schema": "paritykit.curated/v1", "note": 3, "configs": []})", "/note: expected a string"},
      {R"({"schema": "paritykit.curated/v1", "configs": {}})", "/configs: expected an array"},
      {R"({"schema": "paritykit.curated/v1", "configs": [{"family": "gemm"}]})", "/configs/0/id: missing"},
      {R"({"schema": "paritykit.curated/v1", "configs": [{"family": "gemm", "id": 1, "x": 1}]})", "/configs/0/x: unknown"},
      {R"({"schema": "paritykit.curated/v1", "configs": [{"family": "", "id": 1}]})", "/configs/0/family"},
      {R"({"schema": "paritykit.curated/v1", "configs": [{"family": "gemm", "id": 0}]})", "/configs/0/id"},
      {R"({"schema": "paritykit.curated/v1", "configs": [{"family": "gemm", "id": "1"}]})", "/configs/0/id"},
      {R"({"schema": "paritykit.curated/v1", "configs": [{"family": "gemm", "id": 1}, {"family": "gemm", "id": 1}]})",
       "/configs/1: gemm 1 is listed twice"},
  };
  TempDir dir;
  for (const auto& c : cases) {
    SCOPED_TRACE(c.text);
    write(dir.path / "curated.json", c.text);
    CuratedSet set;
    std::string err;
    EXPECT_FALSE(load_curated(dir.path / "curated.json", &set, &err));
    EXPECT_NE(err.find((dir.path / "curated.json").string()), std::string::npos) << err;
    EXPECT_NE(err.find(c.message), std::string::npos) << err;
  }
  CuratedSet none;
  std::string err;
  EXPECT_TRUE(load_curated(dir.path / "absent.json", &none, &err));
  EXPECT_TRUE(none.empty());
}

/// run_small's run, for a golden directory that may be bad input: false with `*err`.
bool run_small_checked(const fs::path& golden_dir, bool record, RunReport* report, std::string* err) {
  RunOptions options;
  options.flavors = {flavor("llvm22")};
  options.golden_dir = golden_dir;
  options.record_golden = record;
  options.toolchain = StageMode::Off;
  return run_parity({small()}, beta(), beta(), options, report, err);
}

const ConfigResult& result_of(const RunReport& report, int id) {
  for (const auto& r : report.results)
    if (r.id == id) return r;
  throw std::runtime_error("no result " + std::to_string(id));
}

TEST(GoldenIr, NewThenRecordThenOkChangedStaleAndRecordRestores) {
  TempDir dir;
  dir.write("ir/curated.json",
            R"({"schema": "paritykit.curated/v1", "configs": [{"family": "gemm", "id": 3}, {"family": "gemm", "id": 5}]})");
  const fs::path file3 = golden_ir_path(dir.path, "llvm22", "gemm", 3), file5 = golden_ir_path(dir.path, "llvm22", "gemm", 5);

  RunReport first = run_small(dir.path, true);  // records the sha256 goldens and the curated IR
  EXPECT_TRUE(gate(first).pass) << gate(first).reasons.front();
  ASSERT_TRUE(fs::exists(file3));
  EXPECT_FALSE(fs::exists(file5));  // config 5 is rejected: nothing to record
  EXPECT_EQ(result_of(first, 3).golden_ir->status, GoldenIrStatus::Ok);
  EXPECT_TRUE(result_of(first, 3).curated);
  EXPECT_FALSE(result_of(first, 1).curated);
  EXPECT_FALSE(result_of(first, 1).golden_ir.has_value());
  EXPECT_FALSE(result_of(first, 5).golden_ir.has_value());
  const std::string blessed = slurp(file3);
  EXPECT_EQ(blessed, beta().emit(config(3), flavor("llvm22")).ir_text);

  RunReport ok = run_small(dir.path, false);
  EXPECT_EQ(result_of(ok, 3).golden_ir->status, GoldenIrStatus::Ok);
  EXPECT_TRUE(gate(ok).pass);

  std::string edited = blessed;
  const size_t at = edited.find('\n', edited.size() / 2) + 1;  // the first byte of a middle line
  edited[at] = edited[at] == 'x' ? 'y' : 'x';
  write(file3, edited);
  write(file5, "; a file for a config both engines reject\n");
  RunReport bad = run_small(dir.path, false);
  const ConfigResult& changed = result_of(bad, 3);
  ASSERT_TRUE(changed.golden_ir && changed.golden_ir->diff);
  EXPECT_EQ(changed.golden_ir->status, GoldenIrStatus::Changed);
  EXPECT_EQ(changed.golden_ir->diff->line, std::count(edited.begin(), edited.begin() + at, '\n') + 1);
  EXPECT_EQ(result_of(bad, 5).golden_ir->status, GoldenIrStatus::Stale);
  GateVerdict v = gate(bad);
  EXPECT_FALSE(v.pass);
  std::string all;
  for (const auto& reason : v.reasons) all += reason + "\n";
  EXPECT_NE(all.find("golden IR CHANGED: " + file3.string()), std::string::npos) << all;
  EXPECT_NE(all.find("golden IR STALE: " + file5.string()), std::string::npos) << all;
  auto doc = parity_json(bad, v);
  EXPECT_EQ(doc["results"][2]["golden_ir"]["status"], "CHANGED");
  EXPECT_EQ(doc["results"][2]["golden_ir"]["file"], file3.string());
  EXPECT_EQ(doc["results"][2]["golden_ir"]["diff"]["line"], changed.golden_ir->diff->line);
  EXPECT_TRUE(doc["results"][0]["golden_ir"].is_null());
  EXPECT_NE(parity_markdown(bad, v).find("| golden IR |"), std::string::npos);
  EXPECT_NE(parity_junit(bad).find("golden IR CHANGED"), std::string::npos);
  EXPECT_NE(summary_text(bad, v).find("golden IR (curated): CHANGED=1 STALE=1"), std::string::npos)
      << summary_text(bad, v);

  // One record run restores the edited file and removes the stale one.
  RunReport restored = run_small(dir.path, true);
  EXPECT_TRUE(gate(restored).pass);
  EXPECT_EQ(slurp(file3), blessed);
  EXPECT_FALSE(fs::exists(file5));
  EXPECT_NE(summary_text(restored, gate(restored)).find("llvm22 IR: 0 new, 1 changed, 1 removed, 1 files"),
            std::string::npos);
}

// The engines disagreeing on a curated config (MISMATCH, CRASH, ASYMMETRIC) says nothing about its
// checked-in file: that is the status's failure alone, with no "golden IR STALE" beside it; STALE is
// for a config both engines now reject.
TEST(GoldenIr, AnEngineDisagreementOnACuratedConfigIsNotStale) {
  TempDir dir;
  dir.write("ir/curated.json", R"({"schema": "paritykit.curated/v1", "configs": [{"family": "gemm", "id": 3}]})");
  ASSERT_TRUE(gate(run_small(dir.path, true)).pass);
  ASSERT_TRUE(fs::exists(golden_ir_path(dir.path, "llvm22", "gemm", 3)));
  const auto thrower = scripted([](ScriptedEngine& e) { e.throw_in_emit = true; });
  const auto rejecter = scripted([](ScriptedEngine& e) { e.verdict = {false, "E_TILE_NOT_DIVISIBLE", "no"}; });
  const struct {
    const char* name;
    const spec::Engine& b;
    ParityStatus status;
  } cases[] = {{"mismatch", OneByteOffEngine(), ParityStatus::Mismatch},
               {"crash", *thrower, ParityStatus::Crash},
               {"asymmetric", *rejecter, ParityStatus::Asymmetric}};
  for (const auto& c : cases) {
    SCOPED_TRACE(c.name);
    RunOptions options;
    options.flavors = {flavor("llvm22")};
    options.golden_dir = dir.path;
    options.only = OnlyFilter{"gemm", {3}};
    options.toolchain = StageMode::Off;
    RunReport report;
    std::string err;
    ASSERT_TRUE(run_parity({small()}, beta(), c.b, options, &report, &err)) << err;
    ASSERT_EQ(report.results.size(), 1u);
    EXPECT_EQ(report.results[0].status, c.status);
    EXPECT_FALSE(report.results[0].golden_ir.has_value()) << to_string(report.results[0].golden_ir->status);
    const GateVerdict v = gate(report);
    EXPECT_FALSE(v.pass);
    for (const auto& reason : v.reasons) EXPECT_EQ(reason.find("STALE"), std::string::npos) << reason;
  }
}

TEST(GoldenIr, UnlistedFilesAndStaleListEntriesAreBadInput) {
  struct Case {
    std::string name, curated, file, message;
  };
  const std::string list3 = R"({"schema": "paritykit.curated/v1", "configs": [{"family": "gemm", "id": 3}]})";
  const Case cases[] = {
      {"file_of_an_unlisted_config", list3, "ir/llvm22/gemm-1.ll", "ir/llvm22/gemm-1.ll: not the IR of a config listed in"},
      {"file_without_a_config_name", list3, "ir/llvm22/notes.txt", "ir/llvm22/notes.txt: not the IR of a config listed in"},
      {"file_and_no_list", "", "ir/llvm22/gemm-3.ll", "ir/llvm22/gemm-3.ll: not the IR of a config listed in"},
      {"listed_config_that_is_gone",
       R"({"schema": "paritykit.curated/v1", "configs": [{"family": "gemm", "id": 99}]})", "",
       "curated.json: gemm 99 is not a config of"},
      {"malformed_list", "{", "", "curated.json: malformed JSON"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.name);
    TempDir dir;
    if (!c.curated.empty()) dir.write("ir/curated.json", c.curated);
    if (!c.file.empty()) dir.write(c.file, "; x\n");
    for (bool record : {false, true}) {
      RunReport report;
      std::string err;
      EXPECT_FALSE(run_small_checked(dir.path, record, &report, &err));
      EXPECT_NE(err.find(c.message), std::string::npos) << err;
      if (!c.file.empty()) {
        EXPECT_TRUE(fs::exists(dir.path / c.file)) << "an unlisted file is never deleted";
      }
    }
  }
  // A family the run does not load is not the run's to judge.
  TempDir dir;
  dir.write("ir/curated.json", R"({"schema": "paritykit.curated/v1", "configs": [{"family": "mlp", "id": 99}]})");
  RunReport report;
  std::string err;
  EXPECT_TRUE(run_small_checked(dir.path, true, &report, &err)) << err;
}

// The shipped tree: the two kinds of golden can never disagree, and the curated set is what
// golden/ir/curated.json's note says, one accepted gemm config per target x split mode.
TEST(GoldenIr, LosingTheCuratedListCannotSwitchTheCheckOff) {
  TempDir dir;
  RunReport report;
  std::string err;
  ASSERT_TRUE(run_small_checked(dir.path, true, &report, &err)) << err;
  const fs::path list = dir.path / "ir" / "curated.json";
  ASSERT_TRUE(fs::exists(list)) << "a first record writes the (empty) curated list";
  EXPECT_EQ(slurp(list), "{\"schema\": \"paritykit.curated/v1\", \"configs\": []}\n");
  ASSERT_TRUE(run_small_checked(dir.path, false, &report, &err)) << err;
  fs::remove(list);
  EXPECT_FALSE(run_small_checked(dir.path, false, &report, &err));
  EXPECT_NE(err.find("curated.json: missing, although the golden directory records sha256 goldens"),
            std::string::npos) << err;
  ASSERT_TRUE(run_small_checked(dir.path, true, &report, &err)) << err;
  EXPECT_TRUE(fs::exists(list)) << "--record-golden writes it again";
  // An id past int is refused, not cut down to another config's.
  dir.write("ir/curated.json", R"({"schema": "paritykit.curated/v1", "configs": [{"family": "gemm", "id": 4294967297}]})");
  EXPECT_FALSE(run_small_checked(dir.path, false, &report, &err));
  EXPECT_NE(err.find("/configs/0/id: expected a config id"), std::string::npos) << err;
}

TEST(GoldenIr, ShippedFilesAgreeWithTheirSha256Goldens) {
  const fs::path golden = PK_SOURCE_DIR + "/golden";
  CuratedSet curated;
  std::string err;
  ASSERT_TRUE(load_curated(golden / "ir" / "curated.json", &curated, &err)) << err;
  ASSERT_FALSE(curated.empty());
  size_t files = 0;
  for (const auto& f : flavors().flavors) {
    GoldenFile g;
    ASSERT_TRUE(load_golden(golden / (f.name + ".json"), f.name, &g, &err)) << err;
    for (const auto& key : curated) {
      const fs::path file = golden_ir_path(golden, f.name, key.first, key.second);
      auto entry = g.entries.find(key);
      ASSERT_EQ(fs::exists(file), entry != g.entries.end()) << file;
      if (entry == g.entries.end()) continue;
      const std::string text = slurp(file);
      EXPECT_EQ(support::sha256_hex(text), entry->second.sha256) << file;
      EXPECT_EQ(text.size(), entry->second.bytes) << file;
      ++files;
    }
    if (fs::exists(golden / "ir" / f.name))
      for (const auto& e : fs::directory_iterator(golden / "ir" / f.name)) {
        const std::string name = e.path().filename().string();
        const size_t dash = name.rfind('-');
        ASSERT_NE(dash, std::string::npos) << e.path();
        EXPECT_TRUE(curated.count({name.substr(0, dash), std::stoi(name.substr(dash + 1))})) << e.path();
      }
  }
  // simt: 3 targets x 3 modes in all five flavors, gfx950 in four, gfx1250 in three (66); matrix:
  // gfx1201, gfx942, sm_90 in five, gfx950's two in four, gfx1250 in three (26); cshuffle: five
  // forms on gfx1201, gfx942 or sm_90 in five, two_stage's on gfx950 in four (29); the async K
  // loop: gfx1250 simt and wmma in three (6); mlp: gfx1201 simt and wmma, gfx942 simt and mfma,
  // sm_90 simt and mma in five, gfx950's two MFMA shapes in four, gfx1250 wmma in three (41);
  // conv_wgrad: sm_90's eight (four K-outer, four M-outer), gfx1201's two, gfx942's three in five,
  // gfx950's three in four, gfx1250's six in three (95); mlp with activations in registers: gfx1201,
  // gfx942, sm_90 in five, gfx950 in four, gfx1250 in three (22)
  EXPECT_EQ(files, 285u);
}

/// The curated IR's class of a gemm config: simt by split mode, a matrix path by its instruction
/// (the target's shape of that math with the largest k dividing tile.k, engines/CONTRACT.md 11);
/// epilogue cshuffle by its store form (engines/CONTRACT.md 7), whatever the target and path but
/// for no split, where simt and matrix paths each have one; the async K loop by its math.
std::string curated_class(const spec::Config& c) {
  const spec::GemmSpec& g = *c.as<spec::GemmSpec>();
  if (g.k_loop == spec::KLoop::Async) return c.target + " " + spec::to_string(g.math) + " async";
  if (g.epilogue == spec::Epilogue::Cshuffle) {
    const std::string form = g.split == spec::SplitMode::None ? (g.math == spec::Math::Simt ? "simt" : "matrix")
                             : g.split == spec::SplitMode::TwoStage ? "workspace"
                             : g.out == spec::DType::F32 ? "f32 atomics"
                             : spec::find_target(c.target)->packed_half_atomics ? "packed pairs"
                                                                                 : "scalar 16-bit atomics";
    return "cshuffle " + std::string(spec::to_string(g.split)) + " " + form;
  }
  if (g.math == spec::Math::Simt) return c.target + " simt " + spec::to_string(g.split);
  int k = 0;
  for (const spec::MatrixShape& m : spec::find_target(c.target)->matrix)
    if (m.math == g.math && g.tile_k % m.k == 0) k = std::max(k, m.k);
  return c.target + " " + spec::to_string(g.math) + " k" + std::to_string(k);
}

/// The curated IR's class of an mlp config: its target and math path, a matrix path by its
/// instruction (engines/CONTRACT_MLP.md section 2: the largest k dividing the width); with the
/// activations in registers, its target (section 9: one instruction per target).
std::string curated_mlp_class(const spec::Config& c) {
  const spec::MlpSpec& m = *c.as<spec::MlpSpec>();
  if (m.activations == spec::MlpActivations::Registers) return "mlp " + c.target + " registers";
  if (m.math == spec::Math::Simt) return "mlp " + c.target + " simt";
  int k = 0;
  for (const spec::MatrixShape& s : spec::find_target(c.target)->matrix)
    if (s.math == m.math && m.width % s.k == 0) k = std::max(k, s.k);
  return "mlp " + c.target + " " + spec::to_string(m.math) + " k" + std::to_string(k);
}

/// The curated IR's class of a conv_wgrad config: its target and math path, whether it runs the
/// async ping-pong K loop, and whether its split is two_stage (the workspace and the reduce
/// kernel, engines/CONTRACT_WGRAD.md).
std::string curated_wgrad_class(const spec::Config& c) {
  const spec::ConvWgradSpec& w = *c.as<spec::ConvWgradSpec>();
  return "conv_wgrad " + c.target + " " + spec::to_string(w.math) + (w.k_loop == spec::KLoop::Async ? " async" : "") +
         (w.lds_k_outer ? "" : " m-outer") + (w.split == spec::SplitMode::TwoStage ? " two_stage" : "");
}

TEST(GoldenIr, ShippedCuratedSetIsOneConfigPerTargetAndSplitModeOrInstruction) {
  CuratedSet curated;
  std::string err;
  ASSERT_TRUE(load_curated(PK_SOURCE_DIR + "/golden/ir/curated.json", &curated, &err)) << err;
  GoldenFile g22;
  ASSERT_TRUE(load_golden(PK_SOURCE_DIR + "/golden/llvm22.json", "llvm22", &g22, &err)) << err;
  std::map<std::string, int> chosen;  // class -> curated id
  std::set<std::string> accepted;
  const std::vector<std::pair<std::string, std::string (*)(const spec::Config&)>> families = {
      {"gemm", curated_class}, {"mlp", curated_mlp_class}, {"conv_wgrad", curated_wgrad_class}};
  for (const auto& [family, class_of] : families)
    for (const auto& c : pk_test::shipped_configs(family).configs) {
      const std::string key = class_of(c);
      if (g22.entries.count({family, c.id})) accepted.insert(key);
      if (!curated.count({family, c.id})) continue;
      EXPECT_TRUE(g22.entries.count({family, c.id})) << "curated " << family << " " << c.id << " is not accepted under llvm22";
      EXPECT_TRUE(chosen.emplace(key, c.id).second)
          << family << " " << c.id << " and " << chosen[key] << " are both " << key;
    }
  EXPECT_EQ(chosen.size(), curated.size()) << "a curated config of no family the shipped configs hold";
  for (const auto& key : accepted) EXPECT_TRUE(chosen.count(key)) << key << " has no curated config";
  // gemm: 5 targets x {none, atomic, two_stage}, the six matrix instructions (gfx950 has two), the
  // six cshuffle forms, and the async K loop on simt and on wmma (29); mlp: the three targets with
  // simt configs, and the six matrix instructions, and each target's registers kernel (14);
  // conv_wgrad: the twenty-two target x math x async-or-not x K- or M-outer x two_stage-or-not kinds
  // the accepted configs hold (22).
  EXPECT_EQ(chosen.size(), 65u);
}

// ------------------------------------------------------------------ processes and the toolchain

TEST(Toolchain, FlavorWithoutToolsIsUnvalidated) {
  spec::Flavor f = flavor("llvm24");
  f.tool_dir = "/nonexistent/llvm-24/bin";
  TempDir dir;
  ToolchainResult r = run_toolchain(f, *spec::find_target("gfx1201"), "", {}, dir.path / "x.co", dir.path / "work",
                                    std::chrono::seconds(5));
  EXPECT_EQ(r.assemble, ToolStatus::Unvalidated);
  EXPECT_EQ(r.compile, ToolStatus::Unvalidated);
  EXPECT_NE(r.note.find("not installed"), std::string::npos);
}

TEST(Toolchain, RealLlvm22BuildsCodeObjectAndPtxAndRecordsFailures) {
  const spec::Flavor& f = flavor("llvm22");
  if (::access((fs::path(f.tool_dir) / "llc").c_str(), X_OK) != 0)
    GTEST_SKIP() << "LLVM 22 is not installed at " << f.tool_dir << "; cannot run the toolchain";
  TempDir dir;
  const auto timeout = std::chrono::seconds(120);
  for (int id : {1, 3}) {  // gfx1201 -> code object, sm_90 -> PTX
    const spec::Config c = config(id);
    const spec::TargetInfo& t = *spec::find_target(c.target);
    const fs::path artifact = dir.path / (t.isa == spec::Isa::Amdgcn ? "k.co" : "k.ptx");
    const spec::Module m = beta().emit(c, f);
    ToolchainResult r = run_toolchain(f, t, m.ir_text, m.kernels, artifact, dir.path / "work", timeout);
    EXPECT_EQ(r.assemble, ToolStatus::Ok) << r.stderr_text;
    EXPECT_EQ(r.compile, ToolStatus::Ok) << r.stderr_text;
    std::ifstream in(artifact, std::ios::binary);
    std::string head(4, '\0');
    in.read(head.data(), 4);
    if (t.isa == spec::Isa::Amdgcn) EXPECT_EQ(head, "\x7f" "ELF");
    else EXPECT_EQ(head, "//\n/");
    // A kernel list that is not what the IR defines (what a device would launch by name) fails
    // the compile, naming both, and leaves no artifact.
    const fs::path other = dir.path / ("listed-" + artifact.filename().string());
    const ToolchainResult listed = run_toolchain(f, t, m.ir_text, {"paritykit_gemm_404"}, other, dir.path / "work", timeout);
    EXPECT_EQ(listed.compile, ToolStatus::Fail);
    EXPECT_NE(listed.stderr_text.find("kernels (paritykit_gemm_" + std::to_string(id) +
                                      ") are not the module's (paritykit_gemm_404)"),
              std::string::npos)
        << listed.stderr_text;
    EXPECT_FALSE(fs::exists(other));
  }
  ToolchainResult bad = run_toolchain(f, *spec::find_target("gfx1201"), "define void @k( {\n", {"k"},
                                      dir.path / "bad.co", dir.path / "work", timeout);
  EXPECT_EQ(bad.assemble, ToolStatus::Fail);
  EXPECT_EQ(bad.compile, ToolStatus::Skipped);
  EXPECT_NE(bad.failed_tool.find("llvm-as"), std::string::npos);
  EXPECT_NE(bad.stderr_text.find("error"), std::string::npos) << bad.stderr_text;
  EXPECT_FALSE(fs::exists(dir.path / "bad.co"));
}

// The audit stage checks its figures against the llc remarks beside each code object: remarks
// that agree pass; one that differs, or none at all, is an error naming the file, kernel and figure.
TEST(AuditStage, FiguresAreCheckedAgainstLlcRemarks) {
  const spec::Flavor& f = flavor("llvm22");
  if (::access((fs::path(f.tool_dir) / "llc").c_str(), X_OK) != 0)
    GTEST_SKIP() << "LLVM 22 is not installed at " << f.tool_dir << "; nothing to audit";
  TempDir dir;
  const spec::Config c = config(1);  // gfx1201
  const fs::path artifact = dir.path / "k.co";
  const spec::Module m = beta().emit(c, f);
  ASSERT_EQ(run_toolchain(f, *spec::find_target(c.target), m.ir_text, m.kernels, artifact, dir.path / "work",
                          std::chrono::seconds(120))
                .compile,
            ToolStatus::Ok);
  // The config's result with the code object built above.
  auto built = [&](std::vector<std::string> kernels) {
    ConfigResult r;
    r.config = &c;
    r.family = c.family_name();
    r.id = c.id;
    r.target = c.target;
    r.kernels = std::move(kernels);
    r.toolchain.compile = ToolStatus::Ok;
    r.toolchain.artifact = artifact.string();
    return r;
  };
  auto audit_errors = [&](std::vector<std::string> kernels) {
    RunReport report;
    report.results.push_back(built(std::move(kernels)));
    run_audit_stage(PK_SOURCE_DIR + "/parity/budgets.json", 1, {}, &report);
    EXPECT_EQ(report.audit->kernels, 1u);
    return report.audit->errors;
  };
  EXPECT_EQ(audit_errors(m.kernels), std::vector<std::string>{});
  // A flavor without a target of the configs (llvm19 has no gfx1250) builds part of the space: a
  // rule that selects only kernels it cannot build is not stale there. Where every flavor has
  // every target, the same single kernel leaves rules stale.
  auto stale_rules = [&](const std::vector<spec::Flavor>& flavors) {
    RunReport report;
    ConfigResult r = built(m.kernels);
    r.flavor = "llvm19";
    ConfigResult unbuilt = r;
    unbuilt.target = "gfx1250";
    unbuilt.toolchain = {};
    report.results = {r, unbuilt};
    run_audit_stage(PK_SOURCE_DIR + "/parity/budgets.json", 1, flavors, &report);
    return std::count_if(report.audit->violations.begin(), report.audit->violations.end(),
                         [](const std::string& v) { return v.find("stale rule") != std::string::npos; });
  };
  ASSERT_FALSE(flavor("llvm19").has_target("gfx1250"));
  EXPECT_EQ(stale_rules({flavor("llvm19")}), 0);
  EXPECT_GT(stale_rules({}), 0);
  // A result that does not refer to its config (a report put together by hand) cannot be selected
  // by config properties: an error, never a kernel that escapes every rule.
  RunReport orphan;
  ConfigResult r;
  r.family = c.family_name();
  r.id = c.id;
  r.target = c.target;
  r.kernels = m.kernels;
  r.toolchain.compile = ToolStatus::Ok;
  r.toolchain.artifact = artifact.string();
  orphan.results.push_back(r);
  run_audit_stage(PK_SOURCE_DIR + "/parity/budgets.json", 1, {}, &orphan);
  EXPECT_EQ(orphan.audit->errors, std::vector<std::string>{artifact.string() + ": no loaded config gemm 1"});
  // The object must hold exactly its module's kernels: the roles budget rules select by come from them.
  const std::vector<std::string> other = audit_errors({m.kernels[0], m.kernels[0] + "_reduce"});
  ASSERT_EQ(other.size(), 1u);
  const std::string k = m.kernels[0];
  EXPECT_EQ(other[0], artifact.string() + ": holds the kernels [" + k + "], its module names [" + k + ", " + k + "_reduce]");

  const fs::path remarks = artifact.string() + ".remarks";
  std::string text = slurp(remarks);
  const size_t at = text.find("TotalSGPRs: ");
  ASSERT_NE(at, std::string::npos) << text;
  text.insert(at + 12, "1");  // 32 -> 132
  dir.write("k.co.remarks", text);
  std::vector<std::string> errors = audit_errors(m.kernels);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find(artifact.string() + ":"), std::string::npos) << errors[0];
  EXPECT_NE(errors[0].find(": the audit disagrees with llc's remarks: TotalSGPRs: the audit reads "), std::string::npos)
      << errors[0];

  fs::remove(remarks);
  errors = audit_errors(m.kernels);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].rfind(remarks.string() + ": ", 0), 0u) << errors[0];
}

TEST(Toolchain, FailureKeyIsTheErrorTextWithoutWhatShrinks) {
  EXPECT_EQ(failure_key("exit 1\nLLVM ERROR: Cannot select: t42: f32 = fmul t12, t7\n"), "Cannot select");
  EXPECT_EQ(failure_key("exit 1\nllc: error: /tmp/x/k.ll:3:5: use of undefined value '%a'\n"),
            "use of undefined value '%a'");
  EXPECT_EQ(failure_key("exit 1\nwarning: w\nld.lld: error: undefined symbol: foo\n"), "undefined symbol");
  EXPECT_EQ(failure_key("killed by signal 11 (Segmentation fault)\nStack dump:\n0. Program arguments: llc\n"), "");
  EXPECT_EQ(failure_key(""), "");
}

// A backend that cannot select an fmul (a fake llc over the real one): the stage's failure gives
// a reproducer that llvm-reduce cut down to what still fails the same way, with its test script.
TEST(Toolchain, AToolFailureGivesAReducedReproducerThatStillFails) {
  const spec::Flavor& llvm22 = pk_test::shipped_flavor("llvm22");
  const std::string real = llvm22.tool_dir;
  if (const std::string missing = pk_test::missing_tool(llvm22, {"llvm-as", "llvm-dis", "llc", "llvm-reduce", "opt"});
      !missing.empty())
    GTEST_SKIP() << missing << " is not installed (./kit installs llvm-22); cannot run the toolchain";
  TempDir dir;
  const fs::path tools = dir.path / "tools";
  fs::create_directories(tools);
  for (const char* tool : {"llvm-as", "llvm-dis", "llvm-reduce"}) fs::create_symlink(real + "/" + tool, tools / tool);
  dir.write("tools/llc", "#!/bin/sh\nfor a; do case \"$a\" in -*) ;; *) in=\"$a\"; break ;; esac; done\n"
                         "if " + real + "/opt -S \"$in\" -o - 2>/dev/null | grep -q ' fmul '; then\n"
                         "  echo 'LLVM ERROR: Cannot select: t42: f32 = fmul t12, t7' >&2; exit 1\nfi\n"
                         "exec " + real + "/llc \"$@\"\n");
  fs::permissions(tools / "llc", fs::perms::owner_all);
  spec::Flavor f = flavor("llvm22");
  f.tool_dir = tools.string();
  const spec::TargetInfo& sm90 = *spec::find_target("sm_90");
  const std::string ir =
      "target triple = \"nvptx64-nvidia-cuda\"\n"
      "define void @k(ptr %out, float %x, float %y, i32 %n) {\n"
      "entry:\n"
      "  %a = fadd float %x, %y\n"
      "  %b = fmul float %a, %y\n"
      "  %c = fsub float %b, %x\n"
      "  %i = add i32 %n, 7\n"
      "  %p = getelementptr float, ptr %out, i32 %i\n"
      "  store float %c, ptr %p, align 4\n"
      "  ret void\n"
      "}\n"
      "define void @other(ptr %o) {\n"
      "  store i32 1, ptr %o, align 4\n"
      "  ret void\n"
      "}\n";
  const auto timeout = std::chrono::seconds(120);
  const ToolchainResult failed = run_toolchain(f, sm90, ir, {"k"}, dir.path / "k.ptx", dir.path / "work", timeout);
  ASSERT_EQ(failed.compile, ToolStatus::Fail) << failed.stderr_text;
  ASSERT_NE(failed.failed_tool.find("/llc"), std::string::npos) << failed.failed_tool;

  const Reproducer r = make_reproducer(f, sm90, ir, failed, dir.path / "k", true, timeout);
  ASSERT_TRUE(r.reduced) << r.note;
  const std::string reduced = slurp(r.file);
  EXPECT_LT(reduced.size(), ir.size() / 2) << reduced;
  EXPECT_NE(reduced.find(" fmul "), std::string::npos) << reduced;
  EXPECT_EQ(reduced.find("@other"), std::string::npos) << reduced;
  EXPECT_NE(r.note.find("\"Cannot select\""), std::string::npos) << r.note;
  EXPECT_NE(r.command.find("k.repro.ll"), std::string::npos) << r.command;
  // The test script says yes to the reproducer and no to a module that compiles.
  support::ProcessOptions o;
  o.timeout = timeout;
  EXPECT_EQ(support::run_process({"/bin/sh", (dir.path / "k.repro.sh").string(), r.file}, o).exit_code, 0);
  dir.write("fine.ll", "target triple = \"nvptx64-nvidia-cuda\"\ndefine void @f() {\n  ret void\n}\n");
  EXPECT_EQ(support::run_process({"/bin/sh", (dir.path / "k.repro.sh").string(), (dir.path / "fine.ll").string()}, o)
                .exit_code,
            1);
  EXPECT_EQ(support::run_process({"/bin/sh", "-c", r.command}, o).exit_code, 1) << "the command reproduces it";

  // IR llvm-as rejects cannot be reduced (llvm-reduce parses it): the whole module, said so.
  const std::string bad = "define void @k( {\n";
  const ToolchainResult rejected = run_toolchain(f, sm90, bad, {"k"}, dir.path / "bad.ptx", dir.path / "work", timeout);
  ASSERT_EQ(rejected.assemble, ToolStatus::Fail);
  const Reproducer whole = make_reproducer(f, sm90, bad, rejected, dir.path / "bad", true, timeout);
  EXPECT_FALSE(whole.reduced);
  EXPECT_EQ(slurp(whole.file), bad);
  EXPECT_NE(whole.note.find("llvm-as rejects"), std::string::npos) << whole.note;
}

// ------------------------------------------------------------------ stage modes and the pipeline

TEST(StageMode, OneParserForEveryStage) {
  for (StageMode m : {StageMode::Off, StageMode::Auto, StageMode::Require}) {
    std::optional<StageMode> back = parse_stage_mode(to_string(m));
    ASSERT_TRUE(back.has_value()) << to_string(m);
    EXPECT_EQ(*back, m);
  }
  EXPECT_EQ(to_string(StageMode::Require), "require");
  for (const char* bad : {"", "on", "Auto", "required", "off "}) EXPECT_FALSE(parse_stage_mode(bad).has_value()) << bad;
  EXPECT_EQ(to_string(static_cast<StageMode>(7)), "unknown(7)");
}

TEST(Pipeline, ContradictoryOptionsAreBadInput) {
  struct Case {
    const char* name;
    std::function<void(PipelineOptions&)> set;
    const char* message;
  } cases[] = {
      {"objects_from_without_toolchain",
       [](PipelineOptions& o) { o.run.toolchain = StageMode::Off, o.run.prebuilt_objects = "objects"; },
       "--objects-from replaces the toolchain stage"},
      {"audit_without_toolchain", [](PipelineOptions& o) { o.run.toolchain = StageMode::Off, o.audit = true; },
       "--audit reads the toolchain stage's code objects"},
      {"perf_without_execute", [](PipelineOptions& o) { o.execution.perf = true; }, "--perf needs --execute"},
  };
  for (const auto& c : cases) {
    TempDir dir;
    PipelineOptions options;
    options.run.flavors = {flavor("llvm22")};
    options.run.golden_dir = dir.path / "golden";
    options.report_dir = dir.path / "out";
    c.set(options);
    PipelineResult out;
    std::string err;
    EXPECT_FALSE(run_pipeline({small()}, beta(), beta(), options, &out, &err)) << c.name;
    EXPECT_NE(err.find(c.message), std::string::npos) << c.name << ": " << err;
    EXPECT_FALSE(fs::exists(options.report_dir)) << c.name << ": nothing runs on bad input";
  }
}

TEST(Pipeline, RunsEveryStageAndWritesTheReports) {
  TempDir dir;
  PipelineOptions options;
  options.run.flavors = {flavor("llvm22")};
  options.run.toolchain = StageMode::Off;
  options.run.golden_dir = dir.path / "golden";
  options.run.record_golden = true;
  options.execute = StageMode::Auto;
  const std::vector<runtime::Backend*> none;
  options.backends = &none;
  options.report_dir = dir.path / "out";
  std::vector<std::string> stages;
  options.run.progress = [&](std::string_view stage, std::size_t, std::size_t) {
    if (stages.empty() || stages.back() != stage) stages.emplace_back(stage);
  };
  PipelineResult out;
  std::string err;
  ASSERT_TRUE(run_pipeline({small()}, beta(), beta(), options, &out, &err)) << err;
  EXPECT_TRUE(out.reports_error.empty()) << out.reports_error;
  EXPECT_EQ(stages, (std::vector<std::string>{"compare", "execute"}));
  EXPECT_EQ(out.report.execute, StageMode::Auto);
  for (const auto& r : out.report.results) {
    ASSERT_TRUE(r.execution.has_value()) << r.id;
    EXPECT_EQ(r.execution->status, execute::ExecStatus::Skipped) << r.id;
  }
  EXPECT_TRUE(out.verdict.pass) << (out.verdict.reasons.empty() ? "" : out.verdict.reasons[0]);
  for (const char* file : {"parity.json", "parity.md", "junit.xml"})
    EXPECT_TRUE(fs::exists(options.report_dir / file)) << file;

  // A report directory that cannot be made is bad input, found before any stage runs (found
  // after the toolchain stage, it once read as a compile failure of every config).
  std::ofstream(dir.path / "a_file") << "x";
  options.report_dir = dir.path / "a_file";
  stages.clear();
  EXPECT_FALSE(run_pipeline({small()}, beta(), beta(), options, &out, &err));
  EXPECT_NE(err.find("--report-dir: cannot create"), std::string::npos) << err;
  EXPECT_TRUE(stages.empty()) << "a stage ran: " << stages.front();
}

TEST(Pipeline, PickFlavorsAndCheckOnly) {
  std::vector<spec::Flavor> picked;
  std::string err;
  ASSERT_TRUE(pick_flavors(flavors(), "flavors.json", {"llvm22", "llvm19"}, &picked, &err)) << err;
  ASSERT_EQ(picked.size(), 2u);
  EXPECT_EQ(picked[1].name, "llvm19");
  ASSERT_TRUE(pick_flavors(flavors(), "flavors.json", {"all"}, &picked, &err)) << err;
  EXPECT_EQ(picked.size(), flavors().flavors.size());
  EXPECT_FALSE(pick_flavors(flavors(), "flavors.json", {"llvm99"}, &picked, &err));
  EXPECT_NE(err.find("unknown flavor \"llvm99\"; flavors.json has: llvm19"), std::string::npos) << err;
  EXPECT_FALSE(pick_flavors(flavors(), "flavors.json", {"llvm22", "llvm22"}, &picked, &err));
  EXPECT_NE(err.find("named twice"), std::string::npos) << err;
  for (const std::vector<std::string>& names : {std::vector<std::string>{"all", "nonsense"}, {"llvm22", "all"}}) {
    EXPECT_FALSE(pick_flavors(flavors(), "flavors.json", names, &picked, &err)) << names.back();
    EXPECT_NE(err.find("\"all\" stands alone"), std::string::npos) << err;
  }

  OnlyFilter only;
  ASSERT_TRUE(parse_only("gemm:1,5", &only, &err));
  EXPECT_TRUE(check_only(only, {small()}, &err)) << err;
  ASSERT_TRUE(parse_only("gemm:42", &only, &err));
  EXPECT_FALSE(check_only(only, {small()}, &err));
  EXPECT_NE(err.find("has no config 42"), std::string::npos) << err;
  ASSERT_TRUE(parse_only("mlp", &only, &err));
  EXPECT_FALSE(check_only(only, {small()}, &err));
  EXPECT_NE(err.find("no loaded config file has family \"mlp\""), std::string::npos) << err;
}

}  // namespace
