// A family is one row on the host side (execute::family_rows()): every family of spec has a
// complete row, its flags parse what --help says they default to, and no code outside the rows
// (execute/<family>/), the engines, spec and reference branches on a family. Each check has a
// case that shows it failing: a row with a field dropped, a source tree with a branch planted.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "paritykit/execute/gemm.h"
#include "paritykit/execute/mlp.h"
#include "paritykit/families.h"
#include "paritykit/spec.h"
#include "temp_dir.h"
#include "test_paths.h"
#include "test_source_scan.h"

namespace fs = std::filesystem;
namespace ex = paritykit::execute;
namespace spec = paritykit::spec;
using pk_test::listing;

namespace {

/// What is missing from `row`: one line per gap, empty for a complete row.
std::vector<std::string> row_gaps(const ex::FamilyRow& row) {
  std::vector<std::string> gaps;
  const std::string name = spec::to_string(row.family);
  auto need = [&](bool ok, const std::string& what) {
    if (!ok) gaps.push_back(name + ": " + what);
  };
  need(row.executor != nullptr, "no executor");
  need(!row.yardstick.figure_column.empty() && !row.yardstick.share_column.empty(), "no perf columns");
  need(row.kernel_properties != nullptr, "no kernel properties");
  need(std::find(row.kernel_property_names.begin(), row.kernel_property_names.end(), "math") !=
           row.kernel_property_names.end(),
       "no math property");
  for (const ex::FamilyFlag& f : row.flags) {
    need(f.name.starts_with("--") && !f.help.empty() && !f.type_name.empty(), "flag " + f.name + " without name, help or type");
    need(static_cast<bool>(f.apply), "flag " + f.name + " applies to nothing");
  }
  return gaps;
}

TEST(FamilyRows, EveryFamilyHasOneCompleteRow) {
  std::set<spec::Family> seen;
  std::vector<std::string> gaps, flags;
  for (const ex::FamilyRow& row : ex::family_rows()) {
    EXPECT_TRUE(seen.insert(row.family).second) << spec::to_string(row.family) << " has two rows";
    EXPECT_EQ(ex::find_family_row(row.family), &row);
    for (const std::string& g : row_gaps(row)) gaps.push_back(g);
    for (const ex::FamilyFlag& f : row.flags) flags.push_back(f.name);
  }
  EXPECT_TRUE(gaps.empty()) << listing(gaps);
  for (const char* name : {"gemm", "mlp", "conv_wgrad"}) {
    ASSERT_TRUE(spec::find_family(name)) << name;
    EXPECT_NE(ex::find_family_row(*spec::find_family(name)), nullptr) << name << " has no row";
  }
  std::vector<std::string> unique = flags;
  std::sort(unique.begin(), unique.end());
  EXPECT_EQ(std::adjacent_find(unique.begin(), unique.end()), unique.end()) << "two rows declare one flag";
}

TEST(FamilyRows, TheCompletenessCheckFindsAFieldDropped) {
  using Drop = std::function<void(ex::FamilyRow&)>;
  const std::vector<std::pair<std::string, Drop>> drops = {
      {"executor", [](auto& r) { r.executor = nullptr; }},
      {"perf columns", [](auto& r) { r.yardstick.share_column.clear(); }},
      {"kernel properties", [](auto& r) { r.kernel_properties = nullptr; }},
      {"math", [](auto& r) { r.kernel_property_names.clear(); }},
      {"a flag's parser", [](auto& r) { r.flags.at(0).apply = nullptr; }},
      {"a flag's help", [](auto& r) { r.flags.at(0).help.clear(); }},
  };
  for (const auto& [what, drop] : drops) {
    ex::FamilyRow row = *ex::find_family_row(spec::Family::Gemm);
    drop(row);
    EXPECT_FALSE(row_gaps(row).empty()) << "gemm without its " << what;
  }
}

// --help states a flag's default; applying that text must leave the family's problems as they
// were, or the help would lie about what an absent flag means.
TEST(FamilyRows, AFlagsStatedDefaultIsTheProblemsDefault) {
  for (const ex::FamilyRow& row : ex::family_rows())
    for (const ex::FamilyFlag& f : row.flags) {
      if (f.default_text.empty()) continue;
      ex::FamilyProblems given;
      std::string err;
      ASSERT_TRUE(f.apply({f.default_text}, &given, &err)) << f.name << ": " << err;
      const ex::FamilyProblems defaults;
      if (row.family == spec::Family::Gemm)
        EXPECT_EQ(given.of<ex::GemmProblems>().perf_shape, defaults.of<ex::GemmProblems>().perf_shape) << f.name;
      if (row.family == spec::Family::Mlp) {
        EXPECT_EQ(given.of<ex::MlpProblems>().perf_batch, defaults.of<ex::MlpProblems>().perf_batch) << f.name;
        EXPECT_EQ(given.of<ex::MlpProblems>().perf_iterations, defaults.of<ex::MlpProblems>().perf_iterations) << f.name;
      }
    }
}

TEST(FamilyRows, AFlagFillsItsFamilysProblemsOnly) {
  ex::FamilyProblems problems;
  std::string err;
  const ex::FamilyRow& mlp = *ex::find_family_row(spec::Family::Mlp);
  const auto batches = std::find_if(mlp.flags.begin(), mlp.flags.end(), [](const auto& f) { return f.name == "--mlp-batches"; });
  ASSERT_NE(batches, mlp.flags.end());
  ASSERT_TRUE(batches->apply({"3", "5"}, &problems, &err)) << err;
  EXPECT_EQ(problems.of<ex::MlpProblems>().batches, (std::vector<std::int64_t>{3, 5}));
  EXPECT_EQ(problems.of<ex::GemmProblems>().shapes, ex::default_shapes());
  const ex::FamilyRow& gemm = *ex::find_family_row(spec::Family::Gemm);
  EXPECT_FALSE(gemm.flags.at(0).apply({"1x2"}, &problems, &err));
  EXPECT_NE(err.find("1x2"), std::string::npos) << err;
}

/// Each "file:line: text" under `root` that branches on a family outside the places that may: the
/// family's own folder execute/<family>/ (its row), the engines, spec, reference and the tests;
/// and two files that are about particular families by design: the fuzzer's spec builder (it
/// writes each family's spec fields, spec's side) and parity-discrimination (a study of the gemm
/// and conv_wgrad tolerances). Build folders and hidden folders are not sources.
std::vector<std::string> family_branches(const fs::path& root) {
  const std::set<std::string> by_design = {"fuzz/spec_builder.cpp", "parity/tools/parity_discrimination.cpp"};
  std::vector<std::string> needles;
  for (const char* f : {"Gemm", "Mlp", "ConvWgrad"}) needles.push_back(std::string("Family::") + f);
  for (const char* op : {"==", "!="}) {
    needles.push_back(std::string("family ") + op + " \"");
    needles.push_back(std::string("family() ") + op + " \"");
    needles.push_back(std::string("family_name() ") + op + " \"");
  }
  const auto skips = [](const fs::path& rel) {
    const std::string name = rel.filename().string();
    const bool family_folder = rel.parent_path() == "execute" && spec::find_family(name).has_value();
    return rel == "engines" || rel == "spec" || rel == "reference" || rel == "tests" || family_folder ||
           name.starts_with("build") || name.starts_with(".");
  };
  const auto reads = [&](const fs::path& rel) {
    const std::string ext = rel.extension().string();
    return (ext == ".cpp" || ext == ".h") && !by_design.contains(rel.generic_string());
  };
  return pk_test::lines_holding(pk_test::source_files(root, skips, reads), needles);
}

TEST(FamilyRows, NoFamilyBranchOutsideTheRowsTheEnginesSpecAndReference) {
  const std::vector<std::string> found = family_branches(PK_SOURCE_DIR);
  EXPECT_TRUE(found.empty()) << "put it in the family's row (execute/<family>/family.cpp, families.h) instead:\n"
                             << listing(found);
}

TEST(FamilyRows, TheScanFindsAFamilyBranchWhereNoneMayBe) {
  TempDir t("pk-family-rows");
  t.write("parity/src/report.cpp", "int a;\nconst bool roofline = family == \"mlp\";\n");
  t.write("execute/stage/stage.cpp", "if (c.family() == spec::Family::ConvWgrad) {}\n");
  t.write("execute/tools/parity_qualify.cpp", "if (k.family != \"gemm\") return 1;\n");
  t.write("execute/gemm/family.cpp", "row.family = spec::Family::Gemm;\n");
  t.write("execute/mlp/include/paritykit/execute/mlp.h", "kFamily = spec::Family::Mlp;\n");
  t.write("execute/notafamily/x.cpp", "spec::Family::Mlp\n");
  t.write("spec/src/load.cpp", "case Family::Gemm: break;\n");
  t.write("engines/beta/emit.cpp", "if (family == \"gemm\") {}\n");
  t.write("reference/src/case.cpp", "Family::ConvWgrad\n");
  t.write("tests/x_test.cpp", "Family::Gemm\n");
  t.write("fuzz/spec_builder.cpp", "case spec::Family::Mlp: break;\n");
  t.write("build/gen.cpp", "Family::Gemm\n");
  t.write("docs/adding-a-family.md", "spec::Family::Gemm\n");
  EXPECT_EQ(listing(family_branches(t.path)),
            "execute/notafamily/x.cpp:1: Family::Mlp\n"
            "execute/stage/stage.cpp:1: Family::ConvWgrad\n"
            "execute/tools/parity_qualify.cpp:1: family != \"\n"
            "parity/src/report.cpp:2: family == \"\n");
}

}  // namespace
