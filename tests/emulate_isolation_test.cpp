// The emulator computes matrix instructions from AMD's own material, never from the table both
// engines read (spec/'s fragment layouts): a layout bug in that shared table must show up as wrong
// numbers, which it cannot if the emulator reads the same table. So no file under emulate/
// includes a file of spec/ or engines/, none names spec's layout types or its target table, and
// emulate/'s build links neither. The scan's own case below shows it finds each of these.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "temp_dir.h"
#include "test_paths.h"
#include "test_source_scan.h"

namespace {

namespace fs = std::filesystem;

bool is_source(const fs::path& rel) {
  static const std::set<std::string> exts = {".h", ".hpp", ".cpp", ".cc", ".cxx", ".inc", ".ipp"};
  return exts.contains(rel.extension().string());
}

/// spec's names for matrix layouts and for the target table that carries them
/// (spec/include/paritykit/spec.h): FragmentLayout and its fields, how an intrinsic takes its
/// fragments, the per-target instruction rows, and the lookups that reach them.
const std::vector<std::string>& forbidden_names() {
  static const std::vector<std::string> names = {
      "FragmentLayout", "FragmentBits", "MatrixIntrinsic", "MatrixCall", "lane_split", "row_from_lo",
      "run_along_rows", "target_table", "find_target", "TargetInfo", "paritykit::spec", "spec::"};
  return names;
}

/// The libraries emulate/ may not link: spec's and the engines'.
const std::vector<std::string>& forbidden_links() {
  static const std::vector<std::string> libs = {"pk_spec", "pk_alpha", "pk_beta"};
  return libs;
}

/// The top-level folder of `rel` if it is spec/ or engines/, else empty.
bool in_forbidden_folder(const fs::path& rel) {
  const auto first = rel.begin();
  return first != rel.end() && (*first == "spec" || *first == "engines");
}

/// Each "file:line: what" under `root`/emulate, sorted: an include that resolves (next to the
/// file, then from the root, spec/include, engines/, as any include path could) to a file under
/// spec/ or engines/, or whose text names one; a line naming a forbidden name; a CMakeLists.txt
/// naming a forbidden library.
std::vector<std::string> findings(const fs::path& root_in, int* files_read) {
  const fs::path root = fs::weakly_canonical(root_in);
  static const std::regex include_line(R"(^\s*#\s*include\s*[<"]([^">]+)[">])");
  const auto skips_none = [](const fs::path&) { return false; };
  const std::vector<pk_test::SourceFile> sources = pk_test::source_files(root, skips_none, is_source, "emulate");
  *files_read = static_cast<int>(sources.size());
  std::vector<std::string> out;
  for (const pk_test::SourceFile& file : sources)
    for (std::size_t i = 0; i < file.lines.size(); ++i) {
      std::smatch m;
      if (!std::regex_search(file.lines[i], m, include_line)) continue;
      const std::string included = m[1].str();
      const std::string where = file.rel + ":" + std::to_string(i + 1) + ": includes " + included;
      if (included.find("paritykit/spec") != std::string::npos || in_forbidden_folder(fs::path(included))) {
        out.push_back(where);
        continue;
      }
      for (const fs::path& dir : {file.path.parent_path(), root, root / "spec" / "include", root / "engines"}) {
        const fs::path candidate = dir / included;
        if (!fs::is_regular_file(candidate)) continue;
        if (in_forbidden_folder(fs::weakly_canonical(candidate).lexically_relative(root))) out.push_back(where);
        break;
      }
    }
  for (const std::string& found : pk_test::lines_holding(sources, forbidden_names())) out.push_back(found);
  const auto cmake = [](const fs::path& rel) { return rel.filename() == "CMakeLists.txt"; };
  const std::vector<pk_test::SourceFile> builds = pk_test::source_files(root, skips_none, cmake, "emulate");
  *files_read += static_cast<int>(builds.size());
  for (const std::string& found : pk_test::lines_holding(builds, forbidden_links())) out.push_back(found);
  std::sort(out.begin(), out.end());
  return out;
}

TEST(EmulateIsolation, EmulateReadsNeitherSpecNorTheEngines) {
  int files_read = 0;
  const std::vector<std::string> found = findings(PK_SOURCE_DIR, &files_read);
  EXPECT_TRUE(found.empty()) << pk_test::listing(found);
  // matrix.h, matrix.cpp, intrinsics.h, ... and the CMakeLists.txt: an empty scan proves nothing.
  EXPECT_GE(files_read, 5);
}

TEST(EmulateIsolation, FindsEachWayOfReadingSpecsLayouts) {
  TempDir tree("pk-emulate-isolation");
  tree.write("spec/include/paritykit/spec.h", "#pragma once\n");
  tree.write("spec/src/targets.cpp", "\n");
  tree.write("engines/alpha/lowering.h", "#pragma once\n");
  tree.write("emulate/src/matrix.h", "#pragma once\n");
  tree.write("emulate/src/matrix.cpp",
             "#include \"matrix.h\"\n"                       // its own: fine
             "#include <vector>\n"                           // not a file of the tree: fine
             "#include \"paritykit/spec.h\"\n"               // 3: spec's public header
             "#include \"../../spec/src/targets.cpp\"\n"     // 4: relative, past any include path
             "#include \"alpha/lowering.h\"\n"               // 5: via engines/
             "// the calculator's layout, not spec/'s table\n"  // a mention of spec/: fine
             "const auto& t = find_target(\"gfx1201\");\n"   // 7: the target table
             "paritykit::FragmentLayout a;\n");              // 8: spec's layout type
  tree.write("emulate/CMakeLists.txt",
             "add_library(pk_emulate src/matrix.cpp)\n"
             "target_link_libraries(pk_emulate PRIVATE pk_support pk_spec)\n");  // 2: spec's library
  int files_read = 0;
  const std::vector<std::string> found = findings(tree.path, &files_read);
  const std::vector<std::string> want = {
      "emulate/CMakeLists.txt:2: pk_spec",
      "emulate/src/matrix.cpp:3: includes paritykit/spec.h",
      "emulate/src/matrix.cpp:4: includes ../../spec/src/targets.cpp",
      "emulate/src/matrix.cpp:5: includes alpha/lowering.h",
      "emulate/src/matrix.cpp:7: find_target",
      "emulate/src/matrix.cpp:8: FragmentLayout",
  };
  EXPECT_EQ(found, want) << pk_test::listing(found);
  EXPECT_EQ(files_read, 3);
}

}  // namespace
