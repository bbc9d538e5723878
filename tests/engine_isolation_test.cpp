// The two engines never see each other: no file of engine alpha includes a file of engine beta,
// nor the other way round. Two independent constructions are the point of the pair; a shared
// header would let one bug hide in both. The build already keeps each engine's internals private;
// this scan also catches a relative include ("../beta/x.h") that no include path guards.
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

const char* const kEngines[] = {"alpha", "beta"};

/// One include of a file that belongs to the other engine.
struct CrossInclude {
  std::string file;     ///< the including file, relative to the root
  int line = 0;
  std::string target;   ///< the included file, relative to the root
};

/// What a scan looked at, so that a scan of nothing cannot pass.
struct ScanStats {
  int files = 0;
  int includes = 0;
};

bool is_source(const fs::path& p) {
  static const std::set<std::string> exts = {".h", ".hpp", ".cpp", ".cc", ".cxx", ".inc", ".ipp"};
  return exts.count(p.extension().string()) > 0;
}

/// The engine folder (`alpha`, `beta`) that `p` lies in, or empty.
std::string engine_of(const fs::path& root, const fs::path& p) {
  const fs::path rel = p.lexically_relative(root);
  auto it = rel.begin();
  if (it == rel.end() || *it != "engines" || ++it == rel.end()) return {};
  for (const char* e : kEngines)
    if (*it == e) return e;
  return {};
}

/// Every include under engines/<e>/ of a file under another engine's folder, resolved as a
/// compiler does, first match wins: next to the including file, then the engine's own folder and
/// include/ folder, the repository root, engines/, and last the other engine's folders (the
/// include paths either engine has had). Both engines have files of the same name (gemm.h,
/// lowering.h): the own one is found first, as the build finds it.
std::vector<CrossInclude> scan_engine_includes(const fs::path& root_in, ScanStats* stats) {
  const fs::path root = fs::weakly_canonical(root_in);
  static const std::regex include_line(R"(^\s*#\s*include\s*[<"]([^">]+)[">])");
  std::vector<CrossInclude> found;
  for (const char* engine : kEngines) {
    const fs::path dir = root / "engines" / engine;
    if (!fs::is_directory(dir)) continue;
    std::vector<fs::path> search = {dir, dir / "include", root, root / "engines"};
    for (const char* other : kEngines)
      if (std::string(other) != engine) {
        search.push_back(root / "engines" / other);
        search.push_back(root / "engines" / other / "include");
      }
    const auto skips_none = [](const fs::path&) { return false; };
    for (const pk_test::SourceFile& file : pk_test::source_files(root, skips_none, is_source, fs::path("engines") / engine)) {
      ++stats->files;
      for (std::size_t i = 0; i < file.lines.size(); ++i) {
        std::smatch m;
        if (!std::regex_search(file.lines[i], m, include_line)) continue;
        ++stats->includes;
        const int n = static_cast<int>(i + 1);
        std::vector<fs::path> candidates = {file.path.parent_path() / m[1].str()};
        for (const fs::path& s : search) candidates.push_back(s / m[1].str());
        for (const fs::path& c : candidates) {
          if (!fs::is_regular_file(c)) continue;
          const fs::path target = fs::weakly_canonical(c);
          const std::string owner = engine_of(root, target);
          if (!owner.empty() && owner != engine)
            found.push_back({file.rel, n, target.lexically_relative(root).string()});
          break;
        }
      }
    }
  }
  return found;
}

std::string describe(const std::vector<CrossInclude>& found) {
  std::string s;
  for (const auto& f : found) s += f.file + ":" + std::to_string(f.line) + ": includes " + f.target + "\n";
  return s;
}

TEST(EngineIsolation, NeitherEngineIncludesTheOther) {
  ScanStats stats;
  const auto found = scan_engine_includes(PK_SOURCE_DIR, &stats);
  EXPECT_TRUE(found.empty()) << describe(found);
  // Both engines were read, with their includes: an empty scan proves nothing.
  EXPECT_GE(stats.files, 4);
  EXPECT_GE(stats.includes, 10);
}

TEST(EngineIsolation, FindsEveryKindOfCrossInclude) {
  TempDir tree("pk-isolation");
  tree.write("engines/alpha/include/alpha/alpha.h", "#pragma once\n");
  tree.write("engines/alpha/ir.h", "#pragma once\n");
  tree.write("engines/beta/include/beta/beta.h", "#pragma once\n");
  tree.write("engines/beta/text_sink.h", "#pragma once\n");
  tree.write("spec/include/paritykit/spec.h", "#pragma once\n");
  tree.write("engines/alpha/gemm.h", "#pragma once\n");  // both engines have a gemm.h
  tree.write("engines/beta/gemm.h", "#pragma once\n");
  tree.write("engines/alpha/gemm.cpp",
             "#include \"ir.h\"\n"                 // its own: fine
             "#include \"alpha/alpha.h\"\n"        // its own public header: fine
             "#include <vector>\n"                 // not a file of the tree: ignored
             "#include \"beta/beta.h\"\n"          // 4: beta's public header
             "  #  include <beta/beta.h>\n"        // 5: the same, spelled otherwise
             "#include \"../beta/text_sink.h\"\n"  // 6: relative, past any include path
             "// #include \"beta/beta.h\"\n"      // a comment, not an include
             "#include \"gemm.h\"\n"               // its own gemm.h, found first: fine
             "#include \"text_sink.h\"\n");        // 9: only beta has one
  tree.write("engines/beta/beta.cpp",
             "#include \"beta/beta.h\"\n"
             "#include \"text_sink.h\"\n"
             "#include \"alpha/ir.h\"\n"                   // 3: via engines/
             "#include \"engines/alpha/include/alpha/alpha.h\"\n"  // 4: via the root
             "#include \"gemm.h\"\n");                            // its own gemm.h: fine
  ScanStats stats;
  const auto found = scan_engine_includes(tree.path, &stats);
  std::set<std::string> got;
  for (const auto& f : found) got.insert(f.file + ":" + std::to_string(f.line) + " -> " + f.target);
  const std::set<std::string> want = {
      "engines/alpha/gemm.cpp:4 -> engines/beta/include/beta/beta.h",
      "engines/alpha/gemm.cpp:5 -> engines/beta/include/beta/beta.h",
      "engines/alpha/gemm.cpp:6 -> engines/beta/text_sink.h",
      "engines/alpha/gemm.cpp:9 -> engines/beta/text_sink.h",
      "engines/beta/beta.cpp:3 -> engines/alpha/ir.h",
      "engines/beta/beta.cpp:4 -> engines/alpha/include/alpha/alpha.h",
  };
  EXPECT_EQ(got, want) << describe(found);
  EXPECT_EQ(stats.files, 8);
}

}  // namespace
