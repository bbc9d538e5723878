// isa-audit on the project's own kernels: every amdgcn code object parity-run compiles under llvm22
// (llc-22 + ld.lld-22, llc's kernel-resource-usage remarks kept beside each) is audited, and the
// audit's figures must equal llc's: registers, LDS, scratch, spills and the occupancy estimate
// (whose fixed-workgroup-size assumption matches the engines' "N,N" attribute).
#include <gtest/gtest.h>

#include <algorithm>

#include "paritykit/isa_audit.h"
#include "temp_dir.h"
#include "test_paths.h"
#include "test_tools.h"

namespace {

using namespace paritykit;
namespace fs = std::filesystem;
/// LLVM 22's tool directory, from the llvm22 flavor of parity/flavors.json.
const fs::path& llvm22_bin() {
  static const fs::path dir = pk_test::flavor_tool(pk_test::shipped_flavor("llvm22"), "llc").parent_path();
  return dir;
}

TEST(AuditEngineKernels, FiguresEqualLlcRemarksForEveryAmdgcnKernel) {
  if (!fs::exists(llvm22_bin() / "llc")) GTEST_SKIP() << "LLVM 22 is not installed at " << llvm22_bin();
  // The llvm22_compile_cache fixture (ctest runs it first): parity-run --flavor llvm22 --toolchain
  // require over the shipped configs, each code object with llc's remarks beside it.
  const fs::path objects = PK_BINARY_DIR + "/llvm22_compile_cache/objects/llvm22";
  ASSERT_TRUE(fs::is_directory(objects)) << objects << " is missing: run this test through ctest, whose fixture "
                                         << "llvm22_compile_cache compiles every llvm22 config first";
  std::vector<fs::path> code_objects;
  for (const auto& e : fs::directory_iterator(objects))
    if (e.path().extension() == ".co") code_objects.push_back(e.path());
  std::sort(code_objects.begin(), code_objects.end());
  isa_audit::AuditReport report;
  isa_audit::audit_files(code_objects, isa_audit::Tools{llvm22_bin()}, 1, {}, &report);
  EXPECT_TRUE(report.errors.empty()) << report.errors.front().message;
  std::map<std::string, int> kernels;  // per family
  for (const fs::path& co : code_objects) {
    SCOPED_TRACE(co.filename().string());
    const std::string remarks = slurp(co.string() + ".remarks");
    ASSERT_NE(remarks.find("Function Name: "), std::string::npos) << co << ".remarks: " << remarks;
    for (const auto& [name, r] : isa_audit::parse_resource_remarks(remarks)) {
      const isa_audit::KernelFacts* k = nullptr;
      for (const auto& x : report.kernels)
        if (x.meta.name == name && x.file == co.string()) k = &x;
      ASSERT_NE(k, nullptr) << name;
      SCOPED_TRACE(name);
      EXPECT_EQ(isa_audit::remark_mismatches(*k, r), std::vector<std::string>{});
      EXPECT_TRUE(k->untrusted.empty()) << k->untrusted.front();
      ++kernels[co.filename().string().substr(0, co.filename().string().rfind('_'))];
    }
  }
  EXPECT_GE(kernels["gemm"], 235);
  EXPECT_EQ(kernels["mlp"], 22) << "every accepted amdgcn mlp config under llvm22";
  EXPECT_GE(kernels["conv_wgrad"], 44) << "36 code objects, the two-stage ones with their reduce kernel";
}

}  // namespace
