// Unit tests of the mutants library: catalog checks, generated operators, IR operators, ctest
// output parsing, the score and the mutation-testing-report-schema v2 document, the IR campaign
// over stand-in engines. No builds.
#include <gtest/gtest.h>

#include "temp_dir.h"
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <map>
#include <set>
#include <thread>

#include "paritykit/mutants.h"
#include "paritykit/spec.h"
#include "paritykit/support/process.h"
#include "test_paths.h"
#include "test_tools.h"

namespace fs = std::filesystem;
namespace mut = paritykit::mutants;

namespace {

std::string catalog_entry(const std::string& id, const std::string& find, const std::string& replace,
                          const std::string& extra = "") {
  return "{\"id\": \"" + id + "\", \"file\": \"src/a.cpp\", \"find\": \"" + find + "\", \"replace\": \"" + replace +
         "\", \"operator\": \"op\", \"description\": \"d\"" + extra + "}";
}

TEST(Catalog, ShippedCatalogLoadsAndCoversBothEngines) {
  std::vector<mut::SourceMutant> ms;
  std::string err;
  ASSERT_TRUE(mut::load_catalog(PK_SOURCE_DIR + "/mutants/catalog.json", PK_SOURCE_DIR, &ms, &err)) << err;
  EXPECT_GE(ms.size(), 30u);
  std::set<std::string> files, ops;
  for (const auto& m : ms) {
    files.insert(m.file.substr(0, m.file.find('/', 8)));
    ops.insert(m.op);
  }
  EXPECT_TRUE(files.count("engines/alpha")) << "no alpha mutant";
  EXPECT_TRUE(files.count("engines/beta")) << "no beta mutant";
  for (const char* op : {"tail-predicate-off-by-one", "signed-vs-unsigned", "dropped-barrier", "min-to-max",
                         "removed-cap-check", "wrong-reject-code", "swapped-operands", "wrong-alignment",
                         "wrong-flavor-attribute", "atomic-ordering-scope", "lds-padding",
                         "packed-atomic-legacy-intrinsic"})
    EXPECT_TRUE(ops.count(op)) << "the catalog has no " << op << " mutant";
}

/// Each bad catalog is rejected with a message naming the catalog, the entry and the fault.
TEST(Catalog, RejectsBadEntriesWithAClearError) {
  TempDir d, elsewhere;
  d.write("src/a.cpp", "int f(int x) { return x + 1; }\nint g(int x) { return x + 1; }\n");
  elsewhere.write("a.cpp", "int f(int x) { return x + 1; }\n");
  std::filesystem::create_directory_symlink(elsewhere.path, d.path / "out");
  const struct {
    const char* name;
    std::string catalog;
    std::string expect;
  } cases[] = {
      {"twice", "[" + catalog_entry("m1", "x + 1", "x - 1") + "]", "occurs 2 times"},
      {"absent", "[" + catalog_entry("m1", "x * 2", "x") + "]", "occurs 0 times"},
      {"duplicate id",
       "[" + catalog_entry("m1", "int f", "long f") + "," + catalog_entry("m1", "int g", "long g") + "]",
       "duplicate id m1"},
      {"unknown field", "[" + catalog_entry("m1", "int f", "long f", ", \"colour\": \"red\"") + "]",
       "/0/colour: unknown field"},
      {"missing field", "[{\"id\": \"m1\", \"file\": \"src/a.cpp\", \"find\": \"int f\"}]", "missing field"},
      {"no change", "[" + catalog_entry("m1", "int f", "int f") + "]", "equal to replace"},
      {"not json", "[{", "malformed JSON"},
      // A repeated key would mean whichever came last: refused, with the entry that holds it.
      {"duplicate key", "[" + catalog_entry("m1", "int f", "long f", ", \"find\": \"int g\"") + "]",
       "/0: duplicate key \"find\""},
      {"missing file", "[{\"id\": \"m1\", \"file\": \"nope.cpp\", \"find\": \"a\", \"replace\": \"b\", "
                       "\"operator\": \"o\", \"description\": \"d\"}]",
       "nope.cpp: cannot open"},
      // Outside the checkout: the mutant would be applied to the user's files, not the work copy.
      {"absolute", "[{\"id\": \"m1\", \"file\": \"" + (d.path / "src/a.cpp").string() +
                   "\", \"find\": \"int f\", \"replace\": \"long f\", \"operator\": \"o\", \"description\": \"d\"}]",
       "/0/file: \"" + (d.path / "src/a.cpp").string() + "\" is not a relative path"},
      {"dot-dot", "[{\"id\": \"m1\", \"file\": \"src/../../x/src/a.cpp\", \"find\": \"int f\", \"replace\": \"long f\", "
                  "\"operator\": \"o\", \"description\": \"d\"}]",
       "/0/file: \"src/../../x/src/a.cpp\" goes up with \"..\""},
      {"symlink out", "[{\"id\": \"m1\", \"file\": \"out/a.cpp\", \"find\": \"int f\", \"replace\": \"long f\", "
                      "\"operator\": \"o\", \"description\": \"d\"}]",
       "/0/file: \"out/a.cpp\" leads outside the checkout"},
  };
  for (const auto& c : cases) {
    d.write("catalog.json", c.catalog);
    std::vector<mut::SourceMutant> ms;
    std::string err;
    EXPECT_FALSE(mut::load_catalog(d.path / "catalog.json", d.path, &ms, &err)) << c.name;
    EXPECT_NE(err.find(c.expect), std::string::npos) << c.name << ": " << err;
    EXPECT_NE(err.find("catalog.json"), std::string::npos) << c.name << ": " << err;
  }
}

TEST(Catalog, LocatesAndAppliesAtTheExactSpan) {
  TempDir d;
  d.write("src/a.cpp", "int f(int x) {\n  return x + 1;\n}\n");
  d.write("catalog.json", "[" + catalog_entry("m1", "x + 1", "x - 1") + "]");
  std::vector<mut::SourceMutant> ms;
  std::string err;
  ASSERT_TRUE(mut::load_catalog(d.path / "catalog.json", d.path, &ms, &err)) << err;
  ASSERT_EQ(ms.size(), 1u);
  EXPECT_EQ(ms[0].start.line, 2);
  EXPECT_EQ(ms[0].start.column, 10);
  EXPECT_EQ(ms[0].end.column, 15);
  EXPECT_EQ(mut::apply_mutant("int f(int x) {\n  return x + 1;\n}\n", ms[0]), "int f(int x) {\n  return x - 1;\n}\n");
  EXPECT_THROW(mut::apply_mutant("changed", ms[0]), std::logic_error);
}

TEST(Generate, OperatorsSkipCommentsStringsTemplatesAndPreprocessor) {
  TempDir d;
  const std::string text =
      "#include <vector>\n"
      "// a < b in a comment\n"
      "std::vector<int> v;\n"
      "const char* s = \"x < y\";\n"
      "bool f(int a, int b) { return a < b && b != 3; }\n"
      "int g(int* p) { return -*p; }\n";
  d.write("src/a.cpp", text);
  std::vector<mut::SourceMutant> one, all;
  std::string err;
  ASSERT_TRUE(mut::generate_operator_mutants(d.path, {"src"}, 1, &one, &err)) << err;
  ASSERT_TRUE(mut::generate_operator_mutants(d.path, {"src"}, 10, &all, &err)) << err;
  ASSERT_EQ(one.size(), 1u);  // at most one per line, the leftmost: line 5's "<"
  EXPECT_EQ(one[0].start.line, 5);
  EXPECT_EQ(one[0].find, "<");
  EXPECT_EQ(one[0].replace, "<=");
  std::multiset<std::string> ops;
  for (const auto& m : all) {
    EXPECT_EQ(m.start.line, 5) << m.id;  // nothing from comments, strings, templates, includes, unary ops
    ops.insert(m.op);
    if (m.op == "logical") {
      EXPECT_NE(mut::apply_mutant(text, m).find("a < b || b != 3;"), std::string::npos);
    }
  }
  EXPECT_EQ(ops.count("relational"), 2u);  // < and !=
  EXPECT_EQ(ops.count("logical"), 1u);
  EXPECT_EQ(ops.count("constant+1"), 1u);
  EXPECT_EQ(ops.count("constant-1"), 1u);
  std::vector<mut::SourceMutant> none;
  EXPECT_FALSE(mut::generate_operator_mutants(d.path, {"nope"}, 1, &none, &err));
}

// --in-diff REF: only the mutants on lines the change added or edited, from git's own diff; an
// untouched line and an untouched file keep none; a bad ref or no repository is an error.
TEST(InDiff, KeepsOnlyTheMutantsOnChangedLines) {
  TempDir d;
  auto git = [&](std::vector<std::string> args) {
    args.insert(args.begin(), {"git", "-C", d.path.string(), "-c", "user.name=t", "-c", "user.email=t@t"});
    paritykit::support::ProcessOptions o;
    o.timeout = std::chrono::seconds(60);
    o.search_path = true;
    return paritykit::support::run_process(args, o);
  };
  d.write("src/a.cpp", "int f(int a) { return a + 1; }\nint g(int a) { return a * 2; }\nint h(int a) { return a - 3; }\n");
  d.write("src/b.cpp", "bool k(int a) { return a < 4; }\n");
  ASSERT_EQ(git({"init", "-q"}).exit_code, 0);
  ASSERT_EQ(git({"add", "."}).exit_code, 0);
  ASSERT_EQ(git({"commit", "-q", "-m", "base"}).exit_code, 0);
  // Lines 2 and 3 edited; line 1 and b.cpp untouched.
  d.write("src/a.cpp", "int f(int a) { return a + 1; }\nint g(int a) { return a * 5; }\nint j(int a) { return a / 6; }\n");
  std::map<std::string, std::set<int>> changed;
  std::string err;
  ASSERT_TRUE(mut::changed_lines(d.path, "HEAD", &changed, &err)) << err;
  EXPECT_EQ(changed, (std::map<std::string, std::set<int>>{{"src/a.cpp", {2, 3}}}));
  std::vector<mut::SourceMutant> ms;
  ASSERT_TRUE(mut::generate_operator_mutants(d.path, {"src"}, 10, &ms, &err)) << err;
  const std::size_t all = ms.size();
  mut::keep_in_diff(changed, &ms);
  ASSERT_FALSE(ms.empty());
  EXPECT_LT(ms.size(), all);
  for (const auto& m : ms) {
    EXPECT_EQ(m.file, "src/a.cpp") << m.id;
    EXPECT_TRUE(m.start.line == 2 || m.start.line == 3) << m.id;
  }
  EXPECT_FALSE(mut::changed_lines(d.path, "no-such-ref", &changed, &err));
  EXPECT_NE(err.find("--in-diff no-such-ref: git diff exit"), std::string::npos) << err;
  TempDir plain;
  EXPECT_FALSE(mut::changed_lines(plain.path, "HEAD", &changed, &err)) << "not a repository";
}

// --incremental: after a line inserted on top and one line changed, every verdict is reused but
// those of the mutants on the changed line; a change of the tests voids them all.
TEST(Incremental, AOneLineChangeRunsOnlyTheMutantsOnThatLine) {
  TempDir d;
  d.write("src/a.cpp", "int f(int a) { return a + 1; }\nint g(int a) { return a * 2; }\n"
                       "bool h(int a) { return a < 3 && a > 0; }\nint k(int a) { return a - 4; }\n");
  d.write("src/b.cpp", "bool m(int a) { return a == 5; }\n");
  d.write("tests/t.cpp", "// the test\n");
  const mut::TestSelection sel = mut::TestSelection::parse("unit");
  const std::string digest = mut::tests_digest(d.path, {"tests"}, sel, {}, {});
  std::vector<mut::SourceMutant> then;
  std::string err, note;
  ASSERT_TRUE(mut::generate_operator_mutants(d.path, {"src"}, 10, &then, &err)) << err;
  mut::CampaignReport previous;
  previous.kind = "source";
  previous.tests_sha256 = digest;
  for (const char* f : {"src/a.cpp", "src/b.cpp"}) previous.sources.emplace_back(f, slurp(d.path / f));
  for (std::size_t i = 0; i < then.size(); ++i) {
    const auto& m = then[i];
    mut::ReportedMutant r{m.file, m.id, m.op, m.description, m.find, m.replace, m.start, m.end, {}, {}};
    r.result.status = i % 3 == 0 ? mut::MutantStatus::Survived : mut::MutantStatus::Killed;
    if (r.result.status == mut::MutantStatus::Killed) r.result.killed_by = {"t" + std::to_string(i)};
    previous.mutants.push_back(r);
  }
  const nlohmann::json doc = mut::mutation_json(previous);

  // A comment on top shifts every line of a.cpp; its old line 3 (new line 4) changes.
  d.write("src/a.cpp", "// new\nint f(int a) { return a + 1; }\nint g(int a) { return a * 2; }\n"
                       "bool h(int a) { return a <= 3 && a > 0; }\nint k(int a) { return a - 4; }\n");
  std::vector<mut::SourceMutant> now;
  ASSERT_TRUE(mut::generate_operator_mutants(d.path, {"src"}, 10, &now, &err)) << err;
  std::map<std::string, mut::MutantResult> reused;
  ASSERT_TRUE(mut::reuse_verdicts(doc, now, d.path, digest, &reused, &note, &err)) << err;
  std::size_t on_changed_line = 0;
  for (const auto& m : now) {
    const bool changed = m.file == "src/a.cpp" && m.start.line == 4;
    on_changed_line += changed;
    EXPECT_EQ(reused.count(m.id), changed ? 0u : 1u) << m.id;
    if (changed || !reused.count(m.id)) continue;
    // The verdict is the one of the same mutant before the shift.
    const int before = m.file == "src/a.cpp" ? m.start.line - 1 : m.start.line;
    for (const auto& p : previous.mutants)
      if (p.file == m.file && p.start.line == before && p.start.column == m.start.column && p.op == m.op &&
          p.replacement == m.replace) {
        EXPECT_EQ(reused[m.id].status, p.result.status) << m.id;
        EXPECT_EQ(reused[m.id].killed_by, p.result.killed_by) << m.id;
      }
    EXPECT_EQ(reused[m.id].detail.rfind("reused (--incremental)", 0), 0u) << reused[m.id].detail;
  }
  EXPECT_GE(on_changed_line, 2u) << "the changed line has mutants that run again";
  EXPECT_EQ(reused.size(), now.size() - on_changed_line);
  EXPECT_NE(note.find(std::to_string(reused.size()) + " of " + std::to_string(now.size()) + " verdicts reused"),
            std::string::npos) << note;

  // Another test selection, or a changed test file: nothing is reused.
  EXPECT_NE(mut::tests_digest(d.path, {"tests"}, mut::TestSelection::parse("parity"), {}, {}), digest);
  d.write("tests/t.cpp", "// the test, changed\n");
  ASSERT_TRUE(mut::reuse_verdicts(doc, now, d.path, mut::tests_digest(d.path, {"tests"}, sel, {}, {}), &reused, &note,
                                  &err));
  EXPECT_TRUE(reused.empty());
  EXPECT_NE(note.find("no verdict reused: the tests"), std::string::npos) << note;
  EXPECT_FALSE(mut::reuse_verdicts(nlohmann::json{{"x", 1}}, now, d.path, digest, &reused, &note, &err));
}

constexpr const char* kIr =
    "define amdgpu_kernel void @k(ptr addrspace(1) %D, i32 %N) #0 {\n"
    "entry:\n"
    "  %a = add i32 %N, 15\n"
    "  %m = mul i32 %a, %N\n"
    "  %c = icmp ult i32 %m, %N\n"
    "  fence syncscope(\"workgroup\") release\n"
    "  call void @llvm.amdgcn.s.barrier()\n"
    "  call void @llvm.amdgcn.s.wait.asynccnt(i16 0)\n"
    "  store float 0.000000e+00, ptr addrspace(1) %D, align 4\n"
    "  %r = atomicrmw fadd ptr addrspace(1) %D, float 1.0 syncscope(\"agent\") monotonic, align 4\n"
    "  ret void\n"
    "}\n";

TEST(IrMutants, EachOperatorRewritesItsLine) {
  const std::vector<mut::IrMutant> ms = mut::ir_mutants(kIr, 5);
  std::map<std::string, std::vector<std::string>> got;
  for (const auto& m : ms) got[m.op].push_back(m.replacement.value_or("<deleted>"));
  EXPECT_EQ(got["icmp-unsigned-to-signed"], std::vector<std::string>{"  %c = icmp slt i32 %m, %N"});
  EXPECT_EQ(got["add-to-sub"], std::vector<std::string>{"  %a = sub i32 %N, 15"});
  EXPECT_EQ(got["constant-plus-one"], std::vector<std::string>{"  %a = add i32 %N, 16"});
  EXPECT_EQ(got["constant-minus-one"], std::vector<std::string>{"  %a = add i32 %N, 14"});
  EXPECT_EQ(got["barrier-removed"], std::vector<std::string>{"<deleted>"});
  EXPECT_EQ(got["wait-removed"], std::vector<std::string>{"<deleted>"});
  EXPECT_EQ(got["store-deleted"], std::vector<std::string>{"<deleted>"});
  EXPECT_EQ(got["monotonic-to-seq_cst"],
            std::vector<std::string>{
                "  %r = atomicrmw fadd ptr addrspace(1) %D, float 1.0 syncscope(\"agent\") seq_cst, align 4"});
  ASSERT_EQ(got["alignment-raised"].size(), 2u);  // the store and the atomic
  EXPECT_EQ(got["alignment-raised"][0], "  store float 0.000000e+00, ptr addrspace(1) %D, align 8");
  EXPECT_EQ(got.size(), mut::ir_operator_names().size()) << "an operator found no site";
}

// Every barrier form a flavor emits is removable: llvm22's sm_90 modules call NVPTX's renamed
// barrier (engines/CONTRACT.md section 10), the llvm19 ones barrier0.
TEST(IrMutants, BarrierRemovedFindsEveryFlavorsBarrier) {
  struct Case {
    const char* module;  ///< a curated golden module of an sm_90 config
    const char* barrier;
  };
  const Case cases[] = {{"golden/ir/llvm22/gemm-113.ll", "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)"},
                        {"golden/ir/llvm19/gemm-113.ll", "  call void @llvm.nvvm.barrier0()"}};
  for (const Case& c : cases) {
    const std::string ir = slurp(PK_SOURCE_DIR + "/" + c.module);
    ASSERT_NE(ir.find("target triple = \"nvptx64-nvidia-cuda\""), std::string::npos) << c.module;
    std::size_t barriers = 0;
    for (std::size_t at = ir.find(std::string(c.barrier) + "\n"); at != std::string::npos;
         at = ir.find(std::string(c.barrier) + "\n", at + 1))
      ++barriers;
    ASSERT_GE(barriers, 1u) << c.module << " has no " << c.barrier;
    const std::vector<mut::IrMutant> ms = mut::ir_mutants(ir, 1000, {"barrier-removed"});
    EXPECT_EQ(ms.size(), barriers) << c.module;
    for (const auto& m : ms) {
      EXPECT_EQ(m.original, c.barrier) << c.module;
      EXPECT_FALSE(m.replacement.has_value()) << c.module;
    }
  }
}

TEST(IrMutants, OperatorsCanBeSelected) {
  std::set<std::string> ops;
  for (const auto& m : mut::ir_mutants(kIr, 5, {"wait-removed", "add-to-sub"})) ops.insert(m.op);
  EXPECT_EQ(ops, (std::set<std::string>{"wait-removed", "add-to-sub"}));
}

TEST(IrMutants, ApplyChangesOrDeletesOnlyThatLine) {
  for (const auto& m : mut::ir_mutants(kIr, 5)) {
    const std::string out = mut::apply_ir_mutant(kIr, m);
    const std::size_t lines_in = std::count(kIr, kIr + std::strlen(kIr), '\n');
    const std::size_t lines_out = std::count(out.begin(), out.end(), '\n');
    EXPECT_EQ(lines_out, m.replacement ? lines_in : lines_in - 1) << m.op;
    EXPECT_EQ(out.find(m.original + "\n") == std::string::npos, true) << m.op;
  }
}

TEST(IrMutants, SitesAreCappedAndSpreadFromFirstToLast) {
  std::string ir;
  for (int i = 0; i < 10; ++i) ir += "  %x" + std::to_string(i) + " = add i32 %y, " + std::to_string(i) + "\n";
  std::vector<std::size_t> lines;
  for (const auto& m : mut::ir_mutants(ir, 3))
    if (m.op == "add-to-sub") lines.push_back(m.line);
  EXPECT_EQ(lines, (std::vector<std::size_t>{0, 4, 9}));
}

TEST(Ctest, ParsesFailedTestsTimeoutsAndTotals) {
  const char* out =
      "Test project /tmp/b\n"
      "    Start 1: A.one\n1/3 Test #1: A.one ....   Passed    0.01 sec\n"
      "67% tests passed, 2 tests failed out of 3\n\n"
      "Total Test time (real) =   0.03 sec\n\n"
      "The following tests FAILED:\n"
      "\t  2 - EnginesProperty.AlphaAndBetaAgreeOnRandomSpecs (Failed)\n"
      "\t  3 - weak_test (Timeout)\n"
      "Errors while running CTest\n";
  const mut::CtestOutcome o = mut::parse_ctest_output(out);
  EXPECT_EQ(o.failed, (std::vector<std::string>{"EnginesProperty.AlphaAndBetaAgreeOnRandomSpecs", "weak_test"}));
  EXPECT_TRUE(o.any_timeout);
  EXPECT_EQ(o.tests_run, 3);
  EXPECT_TRUE(mut::parse_ctest_output("100% tests passed, 0 tests failed out of 7\n").failed.empty());
}

TEST(TestSelection, IsLabelsOrRegex) {
  EXPECT_EQ(mut::TestSelection::parse("unit,parity").labels, (std::vector<std::string>{"unit", "parity"}));
  EXPECT_EQ(mut::TestSelection::parse("^Engines").regex, "^Engines");
  EXPECT_EQ(mut::TestSelection::parse("regex:weak").regex, "weak");
  EXPECT_EQ(mut::TestSelection::parse("label:a.b").labels, (std::vector<std::string>{"a.b"}));
}

mut::ReportedMutant reported(const std::string& id, mut::MutantStatus s, std::vector<std::string> by = {}) {
  mut::ReportedMutant m;
  m.file = "src/a.cpp";
  m.id = id;
  m.op = "relational";
  m.original = "<";
  m.replacement = "<=";
  m.start = {2, 12};
  m.end = {2, 13};
  m.result.id = id;
  m.result.status = s;
  m.result.killed_by = std::move(by);
  m.result.build_seconds = 1.5;
  m.result.test_seconds = 0.25;
  return m;
}

TEST(Report, ScoreCountsKilledAndTimeoutOverScoredOnly) {
  mut::CampaignReport r;
  EXPECT_FALSE(mut::mutation_score(r).has_value());
  r.mutants = {reported("k", mut::MutantStatus::Killed, {"t1"}), reported("t", mut::MutantStatus::Timeout),
               reported("s", mut::MutantStatus::Survived), reported("c", mut::MutantStatus::CompileError),
               reported("i", mut::MutantStatus::Ignored), reported("p", mut::MutantStatus::Pending)};
  EXPECT_DOUBLE_EQ(*mut::mutation_score(r), 100.0 * 2 / 3);
}

/// The fields mutation-testing-report-schema v2 requires, with the types it requires.
TEST(Report, JsonFollowsTheSchemaVersion2) {
  mut::CampaignReport r;
  r.kind = "source";
  r.sources = {{"src/a.cpp", "int f(int a, int b) {\n  return a < b;\n}\n"}};
  r.mutants = {reported("k", mut::MutantStatus::Killed, {"A.one"}), reported("s", mut::MutantStatus::Survived)};
  const nlohmann::ordered_json doc = mut::mutation_json(r);
  EXPECT_EQ(doc["schemaVersion"], "2");
  EXPECT_TRUE(doc["thresholds"]["high"].is_number());
  EXPECT_TRUE(doc["thresholds"]["low"].is_number());
  const auto& file = doc["files"]["src/a.cpp"];
  EXPECT_EQ(file["language"], "cpp");
  EXPECT_EQ(file["source"], r.sources[0].second);
  ASSERT_EQ(file["mutants"].size(), 2u);
  for (const auto& m : file["mutants"]) {
    for (const char* key : {"id", "mutatorName", "replacement", "status"}) EXPECT_TRUE(m[key].is_string()) << key;
    for (const char* end : {"start", "end"})
      for (const char* k : {"line", "column"}) EXPECT_GE(m["location"][end][k].get<int>(), 1);
    EXPECT_TRUE(m["duration"].is_number());
  }
  EXPECT_EQ(file["mutants"][0]["killedBy"], nlohmann::json::array({"A.one"}));
  EXPECT_EQ(file["mutants"][0]["duration"], 1750);
  EXPECT_FALSE(file["mutants"][1].contains("killedBy"));
  const std::string md = mut::mutation_markdown(r);
  EXPECT_NE(md.find("**Score: 50.0%**"), std::string::npos) << md;
  EXPECT_NE(md.find("-  return a < b;\n+  return a <= b;"), std::string::npos) << md;  // the survivor's diff
  EXPECT_NE(md.find("| k | relational | src/a.cpp:2 | Killed | A.one |"), std::string::npos) << md;
}

TEST(Child, CapturesOutputExitCodeAndKillsTheGroupOnTimeout) {
  const mut::ChildResult ok = mut::run_child({"sh", "-c", "echo out; echo err >&2; exit 3"}, "/", 10);
  EXPECT_EQ(ok.exit_code, 3);
  EXPECT_NE(ok.stdout_text.find("out"), std::string::npos);
  EXPECT_NE(ok.stdout_text.find("err"), std::string::npos);
  // A grandchild that would keep the pipe open: the whole group goes.
  const auto [slow, grandchild] = pk_test::time_out_with_a_grandchild([](const auto& argv, auto timeout) {
    return mut::run_child(argv, "/", std::chrono::duration<double>(timeout).count());
  });
  ASSERT_NE(grandchild, 0) << "the grandchild never started before the timeout";
  EXPECT_TRUE(slow.timed_out);
  EXPECT_LT(slow.seconds, 10);
  EXPECT_TRUE(pk_test::gone_soon(grandchild)) << "the grandchild " << grandchild << " went with the group";
  EXPECT_FALSE(mut::run_child({"/no/such/binary"}, "/", 5).ok());
}


TEST(Catalog, KeepOnlySelectsByIdAndNamesAnUnknownOne) {
  std::vector<mut::SourceMutant> ms(3);
  ms[0].id = "a";
  ms[1].id = "b";
  ms[2].id = "c";
  std::string err;
  std::vector<mut::SourceMutant> all = ms;
  EXPECT_FALSE(mut::keep_only({"c", "zz"}, &all, &err));
  EXPECT_EQ(err, "--only: no mutant zz");
  EXPECT_EQ(all.size(), 3u);
  ASSERT_TRUE(mut::keep_only({"c", "a"}, &all, &err)) << err;
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0].id, "a");  // the catalog's order, not the option's
  EXPECT_EQ(all[1].id, "c");
}

TEST(Campaign, MakeWorkDirMakesAFreshEmptyDirectory) {
  fs::path a, b;
  std::string err;
  ASSERT_TRUE(mut::make_work_dir(&a, &err)) << err;
  ASSERT_TRUE(mut::make_work_dir(&b, &err)) << err;
  EXPECT_NE(a, b);
  EXPECT_TRUE(fs::is_directory(a));
  EXPECT_TRUE(fs::is_empty(a));
  EXPECT_EQ(a.filename().string().rfind("mutant-run-", 0), 0u);
  fs::remove_all(a);
  fs::remove_all(b);
}

/// --resume reads the state file strictly (support's parser: a repeated key is refused) and checks
/// every field: a state file that cannot be trusted stops the campaign (exit 2) naming the file
/// and the JSON pointer, before anything is built; it is never silently dropped nor half taken.
TEST(Campaign, ResumeRefusesAStateFileItCannotTrustNamingFileAndPointer) {
  const TempDir t;
  const std::string result = R"({"id": "m1", "status": "Killed", "killed_by": ["t"], "detail": "", )"
                             R"("build_seconds": 1.5, "test_seconds": 2})";
  const std::string head = R"({"schema": "paritykit.mutants.state/v1", "results": [)";
  struct Case {
    std::string text, error;
  };
  for (const Case& c : std::vector<Case>{
           {"{\"schema\": ", "malformed JSON"},
           {R"({"schema": "paritykit.mutants.state/v1", "results": [], "results": []})", R"(: duplicate key "results")"},
           {R"({"schema": "paritykit.mutants.state/v0", "results": []})", "/schema: expected \"paritykit.mutants.state/v1\""},
           {R"({"schema": "paritykit.mutants.state/v1"})", "/results: missing required field"},
           {head + result + ", " + result + "]}", "/results/1/id: mutant \"m1\" is recorded twice"},
           {head + R"({"id": "m1", "status": "Whatever", "killed_by": [], "detail": "", "build_seconds": 0, )"
                   R"("test_seconds": 0}]})",
            "/results/0/status: expected Killed, Survived, Timeout or CompileError, got a string \"Whatever\""},
           {head + R"({"id": "m1", "status": "Killed", "detail": "", "build_seconds": 0, "test_seconds": 0}]})",
            "/results/0/killed_by: missing required field"},
           {head + R"({"id": "m1", "status": "Killed", "killed_by": [1], "detail": "", "build_seconds": 0, )"
                   R"("test_seconds": 0}]})",
            "/results/0/killed_by/0: expected a string, got a number 1"},
           {head + R"({"id": "m1", "status": "Killed", "killed_by": [], "detail": "", "build_seconds": "1", )"
                   R"("test_seconds": 0}]})",
            "/results/0/build_seconds: expected a number, got a string \"1\""},
           {head + R"({"id": "m1", "status": "Killed", "killed_by": [], "detail": "", "build_seconds": 0, )"
                   R"("test_seconds": 0, "extra": 1}]})",
            "/results/0/extra: unknown field"}}) {
    SCOPED_TRACE(c.text);
    t.write("state.json", c.text);
    mut::CampaignOptions o;
    o.source_root = t.path;
    o.work_dir = t.path / "work";
    o.state_file = t.path / "state.json";
    o.resume = true;
    mut::CampaignReport report;
    mut::CampaignError error;
    EXPECT_FALSE(mut::run_source_campaign({}, o, &report, &error));
    EXPECT_TRUE(error.message.starts_with("--resume: " + o.state_file.string() + ": ")) << error.message;
    EXPECT_NE(error.message.find(c.error), std::string::npos) << error.message;
    EXPECT_FALSE(fs::exists(o.work_dir)) << "nothing is built for a state file that is refused";
  }
  // The state file the campaign writes itself is read back; a missing one is a first run.
  mut::CampaignOptions o;
  o.source_root = t.path;
  o.work_dir = t.path / "work";
  o.state_file = t.path / "state.json";
  o.resume = true;
  t.write("state.json", head + result + "]}");
  mut::CampaignReport report;
  mut::CampaignError error;
  EXPECT_TRUE(mut::run_source_campaign({}, o, &report, &error)) << error.message;
  o.state_file = t.path / "none.json";
  EXPECT_TRUE(mut::run_source_campaign({}, o, &report, &error)) << error.message;
}

// ------------------------------------------------------------------ the IR campaign over two engines

/// An engine that accepts every config and emits `ir`, or rejects every config.
class FixedEngine : public paritykit::spec::Engine {
 public:
  FixedEngine(std::string ir, bool accept) : ir_(std::move(ir)), accept_(accept) {}
  std::string name() const override { return "fixed"; }
  paritykit::spec::Verdict validate(const paritykit::spec::Config&, const paritykit::spec::Flavor&) const override {
    if (accept_) return {true, "", ""};
    return {false, "E_FIXED", "rejects everything"};
  }
  paritykit::spec::Module emit(const paritykit::spec::Config&, const paritykit::spec::Flavor&) const override {
    paritykit::spec::LaunchDecisions launch;
    launch.kernels.push_back({"k", {{"", 1}, {"", 1}, {"", 1}}, 64});
    return {ir_, {"k"}, launch};
  }

 private:
  std::string ir_;
  bool accept_;
};

mut::IrCampaignOptions ir_options(const TempDir& t) {
  mut::IrCampaignOptions o;
  o.flavors_file = PK_SOURCE_DIR + "/parity/flavors.json";
  o.configs = {PK_SOURCE_DIR + "/parity/configs"};
  o.ir_configs = "gemm:1";
  o.sites = 1;
  o.budget = t.path / "no-budget.json";
  o.work_dir = t.path / "work";
  return o;
}

/// The campaign's errors come back through `err`, never as exceptions, and name what is wrong.
TEST(IrCampaign, BadOptionsAndDisagreeingEnginesAreErrors) {
  const TempDir t;
  const FixedEngine a(kIr, true), b(kIr, true), other(std::string(kIr) + "; drift\n", true), no("", false);
  auto fails = [&](const mut::IrCampaignOptions& o, const paritykit::spec::Engine& x,
                   const paritykit::spec::Engine& y) {
    mut::CampaignReport report;
    std::string err;
    EXPECT_FALSE(mut::run_engines_ir_campaign(o, x, y, &report, &err));
    EXPECT_TRUE(report.mutants.empty());
    return err;
  };
  mut::IrCampaignOptions o = ir_options(t);
  o.flavor = "llvm99";
  EXPECT_EQ(fails(o, a, b), "unknown flavor llvm99");
  o = ir_options(t);
  o.ir_configs = "gemm:one";
  EXPECT_NE(fails(o, a, b).find("\"one\" is not a config id"), std::string::npos);
  o.ir_configs = "gemm:1 mlp:one";
  EXPECT_NE(fails(o, a, b).find("\"one\" is not a config id"), std::string::npos);
  o = ir_options(t);
  o.operators = {"barrier-removed", "no-such-operator"};
  EXPECT_NE(fails(o, a, b).find("unknown IR operator no-such-operator (the operators: icmp-unsigned-to-signed, "),
            std::string::npos);
  o = ir_options(t);
  o.flavors_file = t.path / "no-flavors.json";
  EXPECT_NE(fails(o, a, b).find("no-flavors.json"), std::string::npos);
  o = ir_options(t);
  o.configs = {(t.path / "no-configs").string()};
  EXPECT_NE(fails(o, a, b).find("no-configs"), std::string::npos);
  // A named config must be agreed on; a whole family may hold configs that are not.
  o = ir_options(t);
  EXPECT_NE(fails(o, a, other).find("gemm config 1 under llvm22 is MISMATCH, not IDENTICAL"), std::string::npos);
  o.ir_configs = "gemm";
  EXPECT_EQ(fails(o, no, no), "IR campaign: no agreed module matches gemm");
}

/// One agreed module, tools that do not exist: every mutant runs, no gate can kill it, and the
/// notes say which gates were not run and why.
TEST(IrCampaign, AgreedModuleIsMutatedAndUnrunGatesAreNoted) {
  const TempDir t;
  nlohmann::json flavors = nlohmann::json::parse(slurp(PK_SOURCE_DIR + "/parity/flavors.json"));
  flavors["tool_dir_pattern"] = (t.path / "no-llvm-{major}").string();
  t.write("flavors.json", flavors.dump());
  mut::IrCampaignOptions o = ir_options(t);
  o.flavors_file = t.path / "flavors.json";
  const FixedEngine a(kIr, true), b(kIr, true);
  mut::CampaignReport report;
  std::string err;
  ASSERT_TRUE(mut::run_engines_ir_campaign(o, a, b, &report, &err)) << err;
  EXPECT_EQ(report.mutants.size(), mut::ir_mutants(kIr, 1).size());
  for (const auto& m : report.mutants) {
    EXPECT_EQ(m.file, "ir/llvm22/gemm_1.ll");
    EXPECT_EQ(m.result.status, mut::MutantStatus::Survived) << m.id;
  }
  std::string notes;
  for (const std::string& n : report.notes) notes += n + "\n";
  EXPECT_NE(notes.find("IR: flavor llvm22, configs gemm:1, 1 per operator"), std::string::npos) << notes;
  EXPECT_NE(notes.find("IR: isa-audit budget not run: "), std::string::npos) << notes;
  EXPECT_NE(notes.find("IR: numerics not run: no child to execute images"), std::string::npos) << notes;
  EXPECT_NE(notes.find("IR score: 0.0% with every gate, 0.0% without the numerics gate"), std::string::npos) << notes;
  const std::size_t n = report.mutants.size();
  EXPECT_NE(notes.find(fmt::format("IR kills by gate, gemm: {0} scored, 0 killed (0.0%): toolchain 0 (0.0%), isa-audit "
                                   "budget 0 (0.0%), numerics 0 (0.0%); survived {0} (100.0%)",
                                   n)),
            std::string::npos)
      << notes;

  // The numerics gate through stand-in children: each answers as run_image_child would.
  auto child = [](const std::string& script) { return std::vector<std::string>{"/bin/sh", "-c", script, "sh"}; };
  auto notes_of = [](const mut::CampaignReport& r) {
    std::string out;
    for (const std::string& n : r.notes) out += n + "\n";
    return out;
  };
  // No device: not run, for the child's reason, noted on every mutant.
  o.numerics_child = child(R"sh(echo '{"status": "SKIPPED", "reason": "no present device runs gfx1201 (test)"}')sh");
  mut::CampaignReport skipped;
  ASSERT_TRUE(mut::run_engines_ir_campaign(o, a, b, &skipped, &err)) << err;
  EXPECT_NE(notes_of(skipped).find("IR: numerics not run on gfx1201: no present device runs gfx1201 (test)"),
            std::string::npos)
      << notes_of(skipped);
  // Every module passes: all survive, and the gate ran, on the device the child named.
  o.numerics_child = child(R"sh(echo '{"status": "PASSED", "reason": "", "device": "stand-in (gfx1201, test)"}')sh");
  mut::CampaignReport passed;
  ASSERT_TRUE(mut::run_engines_ir_campaign(o, a, b, &passed, &err)) << err;
  EXPECT_NE(notes_of(passed).find("IR: numerics on gfx1201: each mutant executed in a child process, on stand-in "
                                  "(gfx1201, test)"),
            std::string::npos)
      << notes_of(passed);
  for (const auto& m : passed.mutants) EXPECT_EQ(m.result.status, mut::MutantStatus::Survived) << m.id;
  // The child reads the mutated IR from --run-ir, and gets no --run-image where the toolchain
  // made no code object (its tools are not installed here): it fails the module that lost its
  // barrier, so that mutant alone is killed, by the numerics gate, as the breakdown says.
  o.numerics_child = child(R"(case "$*" in *--run-image*) exit 3;; esac
    while [ $# -gt 0 ]; do [ "$1" = --run-ir ] && ir=$2; shift; done
    if grep -q s.barrier "$ir"; then echo '{"status": "PASSED"}'; else echo '{"status": "FAILED", "reason": "race"}'; fi)");
  mut::CampaignReport by_ir;
  ASSERT_TRUE(mut::run_engines_ir_campaign(o, a, b, &by_ir, &err)) << err;
  for (const auto& m : by_ir.mutants)
    if (m.op == "barrier-removed") {
      EXPECT_EQ(m.result.status, mut::MutantStatus::Killed) << m.id;
      EXPECT_EQ(m.result.killed_by, std::vector<std::string>{"numerics (FAILED)"}) << m.id;
    } else {
      EXPECT_EQ(m.result.status, mut::MutantStatus::Survived) << m.id;
    }
  EXPECT_NE(notes_of(by_ir).find(fmt::format("IR kills by gate, gemm: {} scored, 1 killed ({:.1f}%): toolchain 0 "
                                             "(0.0%), isa-audit budget 0 (0.0%), numerics 1 ({:.1f}%); survived {} ",
                                             n, 100.0 / n, 100.0 / n, n - 1)),
            std::string::npos)
      << notes_of(by_ir);
  // Two families: a line for each and one over both.
  mut::IrCampaignOptions two = o;
  two.ir_configs = "gemm:1 conv_wgrad:1";
  two.operators = {"barrier-removed"};
  mut::CampaignReport families;
  ASSERT_TRUE(mut::run_engines_ir_campaign(two, a, b, &families, &err)) << err;
  for (const char* family : {"gemm", "conv_wgrad"})
    EXPECT_NE(notes_of(families).find(fmt::format("IR kills by gate, {}: 1 scored, 1 killed (100.0%)", family)),
              std::string::npos)
        << notes_of(families);
  EXPECT_NE(notes_of(families).find("IR kills by gate, all families: 2 scored, 2 killed (100.0%): toolchain 0 (0.0%), "
                                    "isa-audit budget 0 (0.0%), numerics 2 (100.0%); survived 0 (0.0%)"),
            std::string::npos)
      << notes_of(families);
  // The device out of memory (the unmutated module, slot m1000000, had room): no verdict, so every
  // mutant stays Pending and the notes say why; never a kill.
  o.numerics_child = child(R"(case "$*" in *m1000000/*) echo '{"status": "PASSED"}';; *)
    echo '{"status": "FAILED", "reason": "runtime error: cuMemAlloc: CUDA_ERROR_OUT_OF_MEMORY: out of memory"}';; esac)");
  mut::CampaignReport oom;
  ASSERT_TRUE(mut::run_engines_ir_campaign(o, a, b, &oom, &err)) << err;
  ASSERT_FALSE(oom.mutants.empty());
  for (const auto& m : oom.mutants) {
    EXPECT_EQ(m.result.status, mut::MutantStatus::Pending) << m.id;
    EXPECT_TRUE(m.no_verdict) << m.id;
    ASSERT_FALSE(m.notes.empty());
    EXPECT_NE(m.notes.back().find("numerics: no verdict: runtime error: cuMemAlloc: CUDA_ERROR_OUT_OF_MEMORY"),
              std::string::npos)
        << m.notes.back();
  }
  EXPECT_NE(notes_of(oom).find(std::to_string(oom.mutants.size()) + " mutants Pending with no verdict"),
            std::string::npos)
      << notes_of(oom);
  // An interrupt while a mutant's child runs: the child is stopped and the mutant stays Pending
  // (its gate did not run to a verdict), never Survived. It is no "no verdict" of a gate either,
  // whatever the child printed before it was stopped (the count is by the mutant's record, not
  // by the text of its notes).
  // The interrupt comes once a mutant's child says it runs (a file it creates), not after a fixed wait.
  const fs::path child_running = t.path / "mutant-child-running";
  o.numerics_child = child(R"(case "$*" in *m1000000/*) echo '{"status": "PASSED"}';; *)
    echo 'device busy: no verdict: waiting' >&2; : > ')" + child_running.string() + R"('; sleep 30;; esac)");
  o.jobs = 1;
  mut::CampaignReport stopped;
  std::thread interrupter([&child_running] {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
    while (!fs::exists(child_running) && std::chrono::steady_clock::now() < deadline)
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    mut::g_interrupted.store(true);
  });
  const bool ran = mut::run_engines_ir_campaign(o, a, b, &stopped, &err);
  interrupter.join();
  mut::g_interrupted.store(false);
  ASSERT_TRUE(ran) << err;
  EXPECT_TRUE(fs::exists(child_running)) << "the interrupt came before any mutant's child ran";
  EXPECT_TRUE(stopped.interrupted);
  for (const auto& m : stopped.mutants) EXPECT_EQ(m.result.status, mut::MutantStatus::Pending) << m.id;
  EXPECT_EQ(notes_of(stopped).find("Pending with no verdict"), std::string::npos) << notes_of(stopped);
  for (const auto& m : stopped.mutants) EXPECT_FALSE(m.no_verdict) << m.id;
  // A verdict whose status is no string is none (read as a string, it threw in a worker thread and
  // ended the whole campaign): no mutant is killed by it.
  o.numerics_child = child(R"(echo '{"status": 1, "reason": ["x"]}')");
  mut::CampaignReport unreadable;
  mut::run_engines_ir_campaign(o, a, b, &unreadable, &err);
  for (const auto& m : unreadable.mutants) EXPECT_NE(m.result.status, mut::MutantStatus::Killed) << m.id;
  // A child that fails the execution, or crashes, fails the unmutated module first: exit 2's reason.
  for (const auto& [script, by] : {std::pair{std::string(R"(echo '{"status": "FAILED", "reason": "16x16x16: 3 over"}')"),
                                             std::string("numerics (FAILED)")},
                                   std::pair{std::string("kill -SEGV $$"), std::string("numerics (child killed by signal 11")}}) {
    o.numerics_child = child(script);
    mut::CampaignReport failed;
    EXPECT_FALSE(mut::run_engines_ir_campaign(o, a, b, &failed, &err));
    EXPECT_NE(err.find("fails gate " + by), std::string::npos) << err;
  }
}

/// The audit gate scopes the budget to each code object it audits, at that object's own path: a
/// mutant's slot (m<slot>/) and the baseline's (m1000000/) are different files, and a rule whose
/// `file` glob selects one of them applies to that one alone. Scoped once, by slot 0's path, the
/// rule below would be kept for the baseline, whose object it does not match: a stale rule that
/// fails the unmutated module, and the campaign with it.
TEST(IrCampaign, EachCodeObjectIsAuditedAgainstTheBudgetScopedToItsOwnPath) {
  const paritykit::spec::Flavor& llvm22 = pk_test::shipped_flavor("llvm22");
  if (const std::string missing = pk_test::missing_tool(llvm22, {"llvm-as", "llc", "ld.lld", "llvm-readobj", "llvm-objdump"});
      !missing.empty())
    GTEST_SKIP() << missing << " is not installed";
  const fs::path llvm = llvm22.tool_dir;
  const TempDir t;
  const std::string ir =
      "target triple = \"amdgcn-amd-amdhsa\"\n"
      "define amdgpu_kernel void @k(ptr addrspace(1) %D, i32 %N) #0 {\n"
      "entry:\n"
      "  %a = add i32 %N, 15\n"
      "  store i32 %a, ptr addrspace(1) %D, align 4\n"
      "  ret void\n"
      "}\n"
      "attributes #0 = { \"amdgpu-flat-work-group-size\"=\"64,64\" }\n";
  t.write("budget.json", R"({"schema": "paritykit.isa_audit.budget/v1", "rules": [
    {"id": "first-slot", "file": "*/m0/*", "kernel": "k", "limits": {"sgpr_max": 0},
     "reason": "test: the code object of slot 0 only"}]})");
  mut::IrCampaignOptions o = ir_options(t);
  o.budget = t.path / "budget.json";
  o.llvm_bin = llvm;
  const FixedEngine a(ir, true), b(ir, true);
  mut::CampaignReport report;
  std::string err;
  ASSERT_TRUE(mut::run_engines_ir_campaign(o, a, b, &report, &err)) << err;
  ASSERT_GE(report.mutants.size(), 2u);
  // Slot 0 is the first mutant (add-to-sub: it compiles): the rule is its and kills it.
  const mut::ReportedMutant& first = report.mutants.front();
  EXPECT_EQ(first.op, "add-to-sub");
  EXPECT_EQ(first.result.status, mut::MutantStatus::Killed) << first.result.detail;
  EXPECT_EQ(first.result.killed_by, std::vector<std::string>{"isa-audit budget (rule violated)"});
  EXPECT_NE(first.result.detail.find("rule \"first-slot\""), std::string::npos) << first.result.detail;
  // No other slot's code object is under it.
  for (std::size_t i = 1; i < report.mutants.size(); ++i) {
    const mut::ReportedMutant& m = report.mutants[i];
    EXPECT_EQ(m.result.detail.find("first-slot"), std::string::npos) << m.id << ": " << m.result.detail;
  }
}

}  // namespace
