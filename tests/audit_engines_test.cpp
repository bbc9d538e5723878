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

/// The amdgcn code objects of the llvm22_compile_cache fixture (ctest runs it first): parity-run
/// --flavor llvm22 --toolchain require over the shipped configs, each code object with llc's
/// remarks beside it. Sorted; a fatal failure when the fixture is missing.
void llvm22_code_objects(std::vector<fs::path>* code_objects) {
  const fs::path objects = PK_BINARY_DIR + "/llvm22_compile_cache/objects/llvm22";
  ASSERT_TRUE(fs::is_directory(objects)) << objects << " is missing: run this test through ctest, whose fixture "
                                         << "llvm22_compile_cache compiles every llvm22 config first";
  for (const auto& e : fs::directory_iterator(objects))
    if (e.path().extension() == ".co") code_objects->push_back(e.path());
  std::sort(code_objects->begin(), code_objects->end());
}

TEST(AuditEngineKernels, FiguresEqualLlcRemarksForEveryAmdgcnKernel) {
  if (!fs::exists(llvm22_bin() / "llc")) GTEST_SKIP() << "LLVM 22 is not installed at " << llvm22_bin();
  std::vector<fs::path> code_objects;
  ASSERT_NO_FATAL_FAILURE(llvm22_code_objects(&code_objects));
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

// The in-process reader (libObject, msgpack, the AMDGPU MC disassembler) reports what the tools
// (llvm-readobj, llvm-objdump, batched) report on every code object of the project's kernels:
// every figure, every inventory entry, every atomic and its fence, kernel by kernel.
TEST(AuditEngineKernels, InProcessReaderReportsWhatTheToolsReport) {
  if (!fs::exists(llvm22_bin() / "llvm-objdump")) GTEST_SKIP() << "LLVM 22 is not installed at " << llvm22_bin();
  std::vector<fs::path> code_objects;
  ASSERT_NO_FATAL_FAILURE(llvm22_code_objects(&code_objects));
  isa_audit::AuditReport tools, in_process;
  isa_audit::audit_files(code_objects, isa_audit::Tools{llvm22_bin(), isa_audit::ObjectReader::Tools}, 2, {}, &tools);
  isa_audit::audit_files(code_objects, isa_audit::Tools{llvm22_bin(), isa_audit::ObjectReader::InProcess}, 2, {}, &in_process);
  EXPECT_TRUE(tools.errors.empty()) << tools.errors.front().message;
  EXPECT_TRUE(in_process.errors.empty()) << in_process.errors.front().message;
  EXPECT_GE(in_process.kernels.size(), 295u);
  tools.llvm_bin = in_process.llvm_bin = "";  // names the reader
  // The JSON patch from one report to the other names each differing figure by its pointer
  // (/kernels/<i>/inventory/by_mnemonic/<mnemonic>, ...).
  const nlohmann::ordered_json patch =
      nlohmann::ordered_json::diff(isa_audit::report_json(tools), isa_audit::report_json(in_process));
  std::string first;
  for (std::size_t i = 0; i < patch.size() && i < 5; ++i) first += "\n" + patch[i].dump();
  EXPECT_TRUE(patch.empty()) << patch.size() << " differences; the first:" << first;
}

}  // namespace
