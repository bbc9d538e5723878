// Every `.md` path that a doc or a code comment cites must exist: a reader who follows a citation
// must find the document. The checker scans the source tree (not build folders, not .git) and
// lists each dangling citation as file:line: path; its own cases below show that it can fail.
// Likewise every schema id (paritykit.parity/v3, ...) that a doc names is one the code writes or
// reads: a reader who checks a file against the documented schema checks it against the real one.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "temp_dir.h"
#include "test_paths.h"
#include "test_source_scan.h"

namespace fs = std::filesystem;

namespace {

/// A `.md` path cited at a line of a file (file relative to the root, line 1-based).
struct Citation {
  std::string file;
  int line = 0;
  std::string path;
};

/// How the text of a file is read for citations.
///   Markdown: all text outside fenced code blocks (those hold commands and their output files).
///   Cpp:      comments only (string literals hold output file names such as "parity.md").
///   Hash:     text after '#' (CMake, shell).
///   Json:     the whole line.
enum class Kind { None, Markdown, Cpp, Hash, Json };

Kind kind_of(const fs::path& rel) {
  const std::string ext = rel.extension().string();
  if (ext == ".md") return Kind::Markdown;
  if (ext == ".h" || ext == ".cpp") return Kind::Cpp;
  if (ext == ".txt") return Kind::Hash;
  if (ext == ".json") return Kind::Json;
  if (rel == "kit" || rel == ".ci/run") return Kind::Hash;
  return Kind::None;
}

/// Build folders (any name starting with "build", or any folder CMake configured), report output,
/// .git and other hidden folders (but .ci) hold no source.
bool skipped_dir(const fs::path& dir) {
  const std::string name = dir.filename().string();
  if (name == ".ci") return false;
  return name.starts_with(".") || name.starts_with("build") || name == "out" || fs::exists(dir / "CMakeCache.txt");
}

bool path_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.' || c == '/';
}

/// A bare name counts only when its stem is in capitals (as README, CONTRACT): lower-case bare
/// names are the files the tools write (parity.md, mutation.md), not documents of the project.
bool is_citation(const std::string& token) {
  const std::string stem = fs::path(token).stem().string();
  if (stem.empty()) return false;
  if (token.find('/') != std::string::npos) return true;
  bool letter = false;
  for (char c : stem) {
    if (std::islower(static_cast<unsigned char>(c))) return false;
    letter |= std::isupper(static_cast<unsigned char>(c)) != 0;
  }
  return letter;
}

/// The `.md` paths cited in `text`: a path ends in ".md" (an anchor may follow) and is not
/// absolute, a URL, or a pattern (after '<', '*', '$', '{', '>', '}', '~').
std::vector<std::string> cited_paths(const std::string& text) {
  std::vector<std::string> out;
  for (std::size_t at = text.find(".md"); at != std::string::npos; at = text.find(".md", at + 3)) {
    const std::size_t end = at + 3;
    if (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_')) continue;
    std::size_t begin = at;
    while (begin > 0 && path_char(text[begin - 1])) --begin;
    std::string token = text.substr(begin, end - begin);
    while (token.starts_with("./")) token.erase(0, 2);
    const char before = begin > 0 ? text[begin - 1] : ' ';
    if (token.starts_with("/") || std::string("<*${>}~:").find(before) != std::string::npos) continue;
    if (is_citation(token)) out.push_back(token);
  }
  return out;
}

/// A C++ file's lines split in two: the comment text of each line, and the rest (the code, its
/// string and character literals included).
struct CppText {
  std::vector<std::string> comments;
  std::vector<std::string> code;
};

CppText split_cpp(const std::vector<std::string>& lines) {
  CppText out;
  bool in_block = false;
  for (const std::string& line : lines) {
    std::string comment, code;
    for (std::size_t i = 0; i < line.size(); ++i) {
      if (in_block) {
        if (line.compare(i, 2, "*/") == 0) {
          in_block = false;
          ++i;
          comment += ' ';
        } else {
          comment += line[i];
        }
      } else if (line.compare(i, 2, "//") == 0) {
        comment += line.substr(i + 2);
        break;
      } else if (line.compare(i, 2, "/*") == 0) {
        in_block = true;
        ++i;
      } else if (line[i] == '"' || line[i] == '\'') {
        const char quote = line[i];
        const std::size_t begin = i;
        for (++i; i < line.size() && line[i] != quote; ++i)
          if (line[i] == '\\') ++i;
        code += line.substr(begin, i + 1 - begin);
      } else {
        code += line[i];
      }
    }
    out.comments.push_back(comment);
    out.code.push_back(code);
  }
  return out;
}

/// The comment text of each line of a C++ file; string and character literals are blanked.
std::vector<std::string> cpp_comments(const std::vector<std::string>& lines) { return split_cpp(lines).comments; }

/// The part of each line in which a citation may stand, by kind.
std::vector<std::string> citable_text(Kind kind, const std::vector<std::string>& lines) {
  if (kind == Kind::Cpp) return cpp_comments(lines);
  std::vector<std::string> out;
  bool fenced = false;
  for (const std::string& line : lines) {
    if (kind == Kind::Markdown) {
      const std::size_t first = line.find_first_not_of(' ');
      const bool fence = first != std::string::npos && (line.compare(first, 3, "```") == 0 || line.compare(first, 3, "~~~") == 0);
      if (fence) fenced = !fenced;
      out.push_back(fence || fenced ? "" : line);
    } else if (kind == Kind::Hash) {
      const std::size_t hash = line.find('#');
      out.push_back(hash == std::string::npos ? "" : line.substr(hash + 1));
    } else {
      out.push_back(line);
    }
  }
  return out;
}

/// Every citation under `root` of a `.md` path that exists neither from the root nor from the
/// citing file's folder, sorted by file and line.
std::vector<Citation> dangling_citations(const fs::path& root) {
  std::vector<Citation> out;
  const auto skips = [&](const fs::path& rel) { return skipped_dir(root / rel); };
  const auto reads = [](const fs::path& rel) { return kind_of(rel) != Kind::None; };
  for (const pk_test::SourceFile& file : pk_test::source_files(root, skips, reads)) {
    const std::vector<std::string> text = citable_text(kind_of(file.rel), file.lines);
    for (std::size_t i = 0; i < text.size(); ++i)
      for (const std::string& cited : cited_paths(text[i]))
        if (!fs::exists(root / cited) && !fs::exists(file.path.parent_path() / cited))
          out.push_back({file.rel, static_cast<int>(i + 1), cited});
  }
  std::sort(out.begin(), out.end(), [](const Citation& a, const Citation& b) {
    return a.file != b.file ? a.file < b.file : a.line != b.line ? a.line < b.line : a.path < b.path;
  });
  return out;
}

/// One "file:line: missing-path" line per citation.
std::string listing(const std::vector<Citation>& cs) {
  std::ostringstream s;
  for (const Citation& c : cs) s << c.file << ":" << c.line << ": " << c.path << "\n";
  return s.str();
}

TEST(DocLinks, EveryMarkdownPathCitedInTheSourceTreeExists) {
  const std::vector<Citation> dangling = dangling_citations(PK_SOURCE_DIR);
  EXPECT_TRUE(dangling.empty()) << "cited .md files that do not exist (file:line: path):\n" << listing(dangling);
}

TEST(DocLinks, ListsADanglingCitationInEachKindOfFile) {
  TempDir t("pk-doclinks");
  t.write("README.md", "# x\n\nSee [the guide](docs/guide.md#start) and TARGETS.md.\n");
  t.write("engines/alpha/gemm.cpp", "int x = 1;\n/* the contract:\n   engines/CONTRACT.md */\n");
  t.write("spec/spec.h", "#pragma once\nint y;  // see spec/README.md, \"Caps\"\n");
  t.write("CMakeLists.txt", "add_library(a a.cpp)  # layout: docs/layout.md\n");
  t.write("kit", "#!/usr/bin/env bash\n# see SETUP.md\n");
  t.write(".ci/run", "# see docs/ci.md\n");
  t.write("parity/budgets.json", "{\"reason\": \"see isa_audit/README.md\"}\n");
  EXPECT_EQ(listing(dangling_citations(t.path)),
            ".ci/run:1: docs/ci.md\n"
            "CMakeLists.txt:1: docs/layout.md\n"
            "README.md:3: TARGETS.md\n"
            "README.md:3: docs/guide.md\n"
            "engines/alpha/gemm.cpp:3: engines/CONTRACT.md\n"
            "kit:2: SETUP.md\n"
            "parity/budgets.json:1: isa_audit/README.md\n"
            "spec/spec.h:2: spec/README.md\n");
}

TEST(DocLinks, ResolvesFromTheRootAndFromTheCitingFolder) {
  TempDir t("pk-doclinks");
  t.write("docs/targets.md", "facts\n");
  t.write("engines/CONTRACT.md", "contract\n");
  t.write("engines/README.md", "See [the contract](CONTRACT.md), [targets](../docs/targets.md), docs/targets.md.\n");
  t.write("engines/alpha/alpha.h", "// Follows engines/CONTRACT.md.\n");
  EXPECT_EQ(listing(dangling_citations(t.path)), "");
  t.write("engines/alpha/alpha.h", "// Follows CONTRACT.md.\n");  // neither at the root nor beside it
  EXPECT_EQ(listing(dangling_citations(t.path)), "engines/alpha/alpha.h:1: CONTRACT.md\n");
}

TEST(DocLinks, OutputNamesCodeBlocksUrlsAndBuildFoldersAreNotCitations) {
  TempDir t("pk-doclinks");
  t.write("parity/report.cpp",
          "write(dir / \"parity.md\");  // writes parity.md\n"
          "auto s = \"see docs/none.md\"; char c = '\"';  // a quote in a char literal\n");
  t.write("README.md",
          "Reports: `parity.md`, `<report-dir>/mutation.md`, [schema](https://example.org/a/README.md).\n"
          "```\nisa-audit x --markdown out/audit/audit.md\n```\n"
          "Absolute: /usr/share/doc/README.md; a pattern: docs/*.md.\n");
  t.write("build/_deps/README.md", "see NOPE.md\n");
  t.write("build-asan/x.cpp", "// see NOPE.md\n");
  t.write("mybuild/CMakeCache.txt", "# CMake cache\n");
  t.write("mybuild/gen.h", "// see NOPE.md\n");
  t.write("out/parity/parity.md", "see NOPE.md\n");
  t.write(".git/notes.md", "see NOPE.md\n");
  t.write("tests/data/x.ll", "; see NOPE.md\n");
  // The one citation left: the file exists, so nothing dangles. Without the checks above the
  // listing would name each of the files written here.
  t.write("docs/targets.md", "see docs/targets.md\n");
  EXPECT_EQ(listing(dangling_citations(t.path)), "");
  // The same path in a comment, with a '/': a citation, and that file does not exist.
  t.write("parity/report.cpp", "// see out/x/summary.md\n");
  EXPECT_EQ(listing(dangling_citations(t.path)), "parity/report.cpp:1: out/x/summary.md\n");
}

// ------------------------------------------------------------------ schema ids

/// The schema ids in `text`: "paritykit.", a name of [a-z0-9._-], "/v" and a version number.
std::vector<std::string> schema_ids(const std::string& text) {
  const std::string prefix = "paritykit.";
  std::vector<std::string> out;
  for (std::size_t at = text.find(prefix); at != std::string::npos; at = text.find(prefix, at + 1)) {
    std::size_t end = at + prefix.size();
    auto name_char = [](char c) {
      return std::islower(static_cast<unsigned char>(c)) || std::isdigit(static_cast<unsigned char>(c)) || c == '.' ||
             c == '_' || c == '-';
    };
    while (end < text.size() && name_char(text[end])) ++end;
    if (end == at + prefix.size() || text.compare(end, 2, "/v") != 0) continue;
    std::size_t digits = end + 2;
    while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits]))) ++digits;
    if (digits > end + 2) out.push_back(text.substr(at, digits - at));
  }
  return out;
}

/// The schema name of an id: "paritykit.parity/v3" -> "paritykit.parity".
std::string schema_name(const std::string& id) { return id.substr(0, id.rfind("/v")); }

/// Every schema id that a doc (a Markdown file, a C++ comment) under `root` names but that no code
/// (a C++ string literal) writes or reads, as "file:line: id (the code names: ...)", sorted by file
/// and line. tests/ is left out: a test may name an old version to see it refused.
std::vector<std::string> unwritten_schema_ids(const fs::path& root) {
  struct Mention {
    std::string file;
    int line = 0;
    std::string id;
  };
  std::vector<Mention> docs;
  std::set<std::string> code;
  const auto skips = [&](const fs::path& rel) { return skipped_dir(root / rel) || rel == "tests"; };
  const auto reads = [](const fs::path& rel) { return kind_of(rel) == Kind::Markdown || kind_of(rel) == Kind::Cpp; };
  for (const pk_test::SourceFile& file : pk_test::source_files(root, skips, reads)) {
    std::vector<std::string> doc_text = file.lines;
    if (kind_of(file.rel) == Kind::Cpp) {
      CppText text = split_cpp(file.lines);
      for (const std::string& line : text.code)
        for (const std::string& id : schema_ids(line)) code.insert(id);
      doc_text = std::move(text.comments);
    }
    for (std::size_t i = 0; i < doc_text.size(); ++i)
      for (const std::string& id : schema_ids(doc_text[i])) docs.push_back({file.rel, static_cast<int>(i + 1), id});
  }
  std::sort(docs.begin(), docs.end(), [](const Mention& a, const Mention& b) {
    return a.file != b.file ? a.file < b.file : a.line != b.line ? a.line < b.line : a.id < b.id;
  });
  std::vector<std::string> out;
  for (const Mention& m : docs) {
    if (code.contains(m.id)) continue;
    std::string named;
    for (const std::string& id : code)
      if (schema_name(id) == schema_name(m.id)) named += (named.empty() ? "" : ", ") + id;
    out.push_back(m.file + ":" + std::to_string(m.line) + ": " + m.id + " (the code names: " +
                  (named.empty() ? "nothing" : named) + ")");
  }
  return out;
}

TEST(DocSchemas, EverySchemaADocNamesIsOneTheCodeWrites) {
  const std::vector<std::string> unwritten = unwritten_schema_ids(PK_SOURCE_DIR);
  EXPECT_TRUE(unwritten.empty()) << "schema ids that docs name and no code writes (file:line: id):\n"
                                 << pk_test::listing(unwritten);
}

TEST(DocSchemas, ListsADocVersionTheCodeDoesNotWriteAndANameItDoesNotKnow) {
  TempDir t("pk-docschemas");
  t.write("parity/src/report.cpp", "doc[\"schema\"] = \"paritykit.parity/v3\";  // paritykit.parity/v4 next\n");
  t.write("parity/src/read.cpp", "if (s != \"paritykit.parity/v3\") fail(\"expected paritykit.parity/v3\");\n");
  t.write("parity/include/parity.h", "/// The parity.json document (schema \"paritykit.parity/v2\": ...)\n"
                                     "/* paritykit.parity/v3 */ int x;\n");
  t.write("README.md", "- `parity.json`, schema `paritykit.parity/v3`\n\n```\n{\"schema\": \"paritykit.gone/v1\"}\n```\n"
                       "Not ids: paritykit.parity/vN, paritykit./v1, paritykit.parity.\n");
  t.write("tests/parity_test.cpp", "// a v2 report is refused: paritykit.parity/v2\n");
  t.write("build/README.md", "paritykit.parity/v1\n");
  EXPECT_EQ(pk_test::listing(unwritten_schema_ids(t.path)),
            "README.md:4: paritykit.gone/v1 (the code names: nothing)\n"
            "parity/include/parity.h:1: paritykit.parity/v2 (the code names: paritykit.parity/v3)\n"
            "parity/src/report.cpp:1: paritykit.parity/v4 (the code names: paritykit.parity/v3)\n");
}

}  // namespace
