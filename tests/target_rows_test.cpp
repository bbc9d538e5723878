// A target is one row (spec::target_table()): every row is complete and agrees with the other
// tables that name a target (support's ELF mach table, the audit's limits), and no code outside
// the row table and the engines' own lowering tables branches on an ISA. Each check has a case
// that shows it failing: a row with a field dropped, a source tree with an ISA branch planted.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "paritykit/isa_audit.h"
#include "paritykit/spec.h"
#include "paritykit/support/amdgpu.h"
#include "temp_dir.h"
#include "test_paths.h"
#include "test_source_scan.h"

namespace fs = std::filesystem;
namespace spec = paritykit::spec;
using pk_test::listing;

namespace {

/// What is missing from the row `t` filed under `key`, or disagrees with another table: one line
/// per gap, empty for a complete row.
std::vector<std::string> row_gaps(const std::string& key, const spec::TargetInfo& t) {
  std::vector<std::string> gaps;
  auto need = [&](bool ok, const std::string& what) {
    if (!ok) gaps.push_back(key + ": " + what);
  };
  need(t.name == key, "name is not its key");
  need(!t.triple.empty(), "no triple");
  need(t.wave_size == 32 || t.wave_size == 64, "wave size is neither 32 nor 64");
  need(t.lds_bytes_max > 0, "no LDS limit");
  need(t.threads_max > 0, "no workgroup size limit");
  need(!t.atomic_scope.empty(), "no atomic scope");
  need(!t.validated_atomics.empty(), "no validated atomics");
  need(!t.matrix.empty(), "no matrix instructions");
  need(t.compute_units > 0, "no compute units");
  need(t.artifact.extension.size() > 1 && t.artifact.extension[0] == '.', "no artifact extension");
  need(!t.toolchain.llc_flags.empty(), "no llc flags");
  const std::optional<uint32_t> support_mach = paritykit::support::amdgpu::mach_value(t.name);
  if (t.artifact.kind == spec::ArtifactKind::CodeObject) {
    // A code object is linked (llc writes a relocatable object), read by the audit, and named by
    // its mach when it is loaded; the audit checks its figures against llc's remarks.
    need(t.toolchain.link_flags && !t.toolchain.link_flags->empty(), "a code object without link flags");
    need(t.toolchain.resource_remarks, "a code object without llc's resource remarks");
    need(t.elf_mach.has_value(), "a code object without an ELF mach");
    need(!t.elf_mach || t.elf_mach == support_mach, "its ELF mach is not support::amdgpu's");
    need(t.audit_limits.has_value(), "a code object without audit limits");
    if (t.audit_limits) {
      const spec::OccupancyLimits& a = *t.audit_limits;
      need(a.max_waves_per_simd > 0 && a.simds_per_cu > 0 && a.lds_per_cu > 0 && a.max_barriers > 0 &&
               a.vgpr_total > 0 && a.vgpr_granule > 0,
           "an audit limit is zero");
      need(paritykit::isa_audit::target_limits(t.name).has_value(), "the audit has no limits for it");
    }
  } else {
    need(!t.elf_mach && !support_mach, "PTX names an ELF mach");
    need(!t.toolchain.link_flags, "PTX is linked");
    need(!t.toolchain.resource_remarks, "PTX asks for AMDGPU resource remarks");
    need(!t.audit_limits, "PTX has audit limits (the audit reads AMDGPU code objects only)");
  }
  return gaps;
}

TEST(TargetRows, EveryRowIsComplete) {
  ASSERT_FALSE(spec::target_table().empty());
  std::vector<std::string> gaps;
  std::map<spec::ArtifactKind, std::string> extension_of_kind;
  for (const auto& [key, t] : spec::target_table()) {
    for (const std::string& g : row_gaps(key, t)) gaps.push_back(g);
    // One kind, one extension: a file's name says what loads it.
    const auto [it, first] = extension_of_kind.emplace(t.artifact.kind, t.artifact.extension);
    if (!first && it->second != t.artifact.extension) gaps.push_back(key + ": another extension for its kind");
  }
  EXPECT_TRUE(gaps.empty()) << listing(gaps);
  EXPECT_EQ(extension_of_kind.size(), 2u) << "code objects and PTX each have rows";
  if (extension_of_kind.size() == 2)
    EXPECT_NE(extension_of_kind[spec::ArtifactKind::CodeObject], extension_of_kind[spec::ArtifactKind::Ptx]);
}

// The check bites: each field dropped from a shipped row (an AMD one and the PTX one) is a gap.
TEST(TargetRows, ADroppedFieldIsAGap) {
  using Drop = std::function<void(spec::TargetInfo&)>;
  const std::vector<std::pair<std::string, Drop>> amd = {
      {"name", [](auto& t) { t.name.clear(); }},
      {"triple", [](auto& t) { t.triple.clear(); }},
      {"wave size", [](auto& t) { t.wave_size = 0; }},
      {"LDS limit", [](auto& t) { t.lds_bytes_max = 0; }},
      {"workgroup size limit", [](auto& t) { t.threads_max = 0; }},
      {"atomic scope", [](auto& t) { t.atomic_scope.clear(); }},
      {"validated atomics", [](auto& t) { t.validated_atomics.clear(); }},
      {"matrix", [](auto& t) { t.matrix.clear(); }},
      {"compute units", [](auto& t) { t.compute_units = 0; }},
      {"extension", [](auto& t) { t.artifact.extension.clear(); }},
      {"llc flags", [](auto& t) { t.toolchain.llc_flags.clear(); }},
      {"link flags", [](auto& t) { t.toolchain.link_flags.reset(); }},
      {"remarks", [](auto& t) { t.toolchain.resource_remarks = false; }},
      {"ELF mach", [](auto& t) { t.elf_mach.reset(); }},
      {"another ELF mach", [](auto& t) { t.elf_mach = 0x4e; }},
      {"audit limits", [](auto& t) { t.audit_limits.reset(); }},
      {"an audit limit", [](auto& t) { t.audit_limits->vgpr_granule = 0; }},
  };
  for (const auto& [what, drop] : amd) {
    spec::TargetInfo row = *spec::find_target("gfx1250");
    drop(row);
    EXPECT_FALSE(row_gaps("gfx1250", row).empty()) << "gfx1250 without its " << what;
  }
  const std::vector<std::pair<std::string, Drop>> ptx = {
      {"llc flags", [](auto& t) { t.toolchain.llc_flags.clear(); }},
      {"a mach", [](auto& t) { t.elf_mach = 0x4e; }},
      {"a link", [](auto& t) { t.toolchain.link_flags = std::vector<std::string>{"-shared"}; }},
      {"remarks", [](auto& t) { t.toolchain.resource_remarks = true; }},
      {"audit limits", [](auto& t) { t.audit_limits = spec::OccupancyLimits{8, 4, 65536, 16, 512, 8, true}; }},
  };
  for (const auto& [what, change] : ptx) {
    spec::TargetInfo row = *spec::find_target("sm_90");
    change(row);
    EXPECT_FALSE(row_gaps("sm_90", row).empty()) << "sm_90 with " << what;
  }
}

/// Each "file:line: text" under `root` that names an ISA enumerator outside the places that may:
/// the engines (their lowering tables), the row table and its declaration, and the tests. Build
/// folders and hidden folders are not sources.
std::vector<std::string> isa_branches(const fs::path& root) {
  const auto skips = [](const fs::path& rel) {
    const std::string name = rel.filename().string();
    return rel == "engines" || rel == "tests" || name.starts_with("build") || name.starts_with(".");
  };
  const auto reads = [](const fs::path& rel) {
    const std::string ext = rel.extension().string();
    return (ext == ".cpp" || ext == ".h") && rel != "spec/src/targets.cpp" && rel != "spec/include/paritykit/spec.h";
  };
  return pk_test::lines_holding(pk_test::source_files(root, skips, reads), {"Isa::Amdgcn", "Isa::Nvptx"});
}

TEST(TargetRows, NoIsaBranchOutsideTheRowTableAndTheEngines) {
  const std::vector<std::string> found = isa_branches(PK_SOURCE_DIR);
  EXPECT_TRUE(found.empty()) << "read a field of the target's row (spec::TargetInfo) instead:\n" << listing(found);
}

TEST(TargetRows, TheScanFindsAnIsaBranchWhereNoneMayBe) {
  TempDir t("pk-target-rows");
  t.write("parity/src/run.cpp", "int a;\nauto ext = t.isa == spec::Isa::Amdgcn ? \".co\" : \".ptx\";\n");
  t.write("execute/include/x.h", "bool cuda = t.isa == Isa::Nvptx;\n");
  t.write("spec/src/targets.cpp", "{\"gfx1201\", {\"gfx1201\", Isa::Amdgcn}},\n");
  t.write("spec/include/paritykit/spec.h", "  Isa isa = Isa::Amdgcn;\n");
  t.write("spec/src/load.cpp", "if (t.isa == Isa::Nvptx) {}\n");
  t.write("engines/alpha/lowering.cpp", "case Isa::Nvptx: return nvptx();\n");
  t.write("tests/spec_test.cpp", "EXPECT_EQ(t.isa, spec::Isa::Amdgcn);\n");
  t.write("build/gen.cpp", "Isa::Amdgcn\n");
  t.write("docs/adding-a-target.md", "spec::Isa::Amdgcn\n");
  EXPECT_EQ(listing(isa_branches(t.path)),
            "execute/include/x.h:1: Isa::Nvptx\n"
            "parity/src/run.cpp:2: Isa::Amdgcn\n"
            "spec/src/load.cpp:1: Isa::Nvptx\n");
}

}  // namespace
