// isa-audit on the project's own kernels: every amdgcn gemm and mlp config that engine beta accepts under
// llvm22 is emitted, compiled with llc-22 (with kernel-resource-usage remarks) + ld.lld-22, audited,
// and the audit's figures must equal llc's: registers, LDS, scratch, spills and the occupancy
// estimate (whose fixed-workgroup-size assumption matches the engines' "N,N" attribute).
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "beta/beta.h"
#include "paritykit/isa_audit.h"
#include "paritykit/spec.h"

namespace {

using namespace paritykit;
namespace fs = std::filesystem;
const fs::path kLlvm = "/usr/lib/llvm-22/bin";

/// Runs a shell command; its stdout and stderr in `*out`; the exit status.
int sh(const std::string& cmd, std::string* out) {
  FILE* p = ::popen((cmd + " 2>&1").c_str(), "r");
  if (!p) return -1;
  char buf[4096];
  for (size_t n; (n = std::fread(buf, 1, sizeof buf, p)) > 0;) out->append(buf, n);
  const int status = ::pclose(p);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/// "Function Name: k" then "    Key: value" lines -> figures of k.
std::map<std::string, std::map<std::string, int64_t>> parse_remarks(const std::string& text) {
  std::map<std::string, std::map<std::string, int64_t>> out;
  std::map<std::string, int64_t>* cur = nullptr;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    const size_t fn = line.find("Function Name: ");
    if (fn != std::string::npos) {
      cur = &out[line.substr(fn + 15)];
      continue;
    }
    const size_t colon = line.rfind(": ");
    const size_t tab = line.find_first_not_of(' ', line.find("0:0:") + 4);
    if (!cur || colon == std::string::npos || tab == std::string::npos || line.find("0:0:") == std::string::npos) continue;
    try {
      (*cur)[line.substr(tab, colon - tab)] = std::stoll(line.substr(colon + 2));
    } catch (const std::exception&) {
    }
  }
  return out;
}

TEST(AuditEngineKernels, FiguresEqualLlcRemarksForEveryGemmAndMlpKernel) {
  if (!fs::exists(kLlvm / "llc")) GTEST_SKIP() << "LLVM 22 is not installed at " << kLlvm;
  const spec::FlavorTable flavors = spec::load_flavor_table(PK_SOURCE_DIR "/parity/flavors.json");
  const spec::Flavor* llvm22 = flavors.find("llvm22");
  ASSERT_NE(llvm22, nullptr);
  const std::vector<spec::ConfigFile> files = {spec::load_config_file(PK_SOURCE_DIR "/parity/configs/gemm.json"),
                                               spec::load_config_file(PK_SOURCE_DIR "/parity/configs/mlp.json")};
  const auto engine = beta::make_engine();
  const fs::path dir = fs::temp_directory_path() / ("audit_engines_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  // Each kernel compiled with llc's remarks, then every code object audited in one batched call.
  struct Compiled {
    fs::path co;
    std::string remarks;
    bool mlp;
    std::string trace;
  };
  std::vector<Compiled> compiled;
  for (const auto& file : files)
  for (const auto& c : file.configs) {
    const spec::TargetInfo* t = spec::find_target(c.target);
    if (!t || t->isa != spec::Isa::Amdgcn || !engine->validate(c, *llvm22).accepted) continue;
    const std::string stem = c.family_name() + "_" + std::to_string(c.id);
    SCOPED_TRACE(stem + " " + c.target);
    const fs::path ll = dir / (stem + ".ll");
    const fs::path obj = dir / (stem + ".o");
    const fs::path co = dir / (stem + ".co");
    std::ofstream(ll) << engine->emit(c, *llvm22).ir_text;
    std::string remarks, link;
    ASSERT_EQ(sh((kLlvm / "llc").string() + " -O3 -mtriple=amdgcn-amd-amdhsa -mcpu=" + c.target +
                     " -filetype=obj -pass-remarks-analysis=kernel-resource-usage " + ll.string() + " -o " + obj.string(),
                 &remarks),
              0)
        << remarks;
    ASSERT_EQ(sh((kLlvm / "ld.lld").string() + " -shared --no-undefined " + obj.string() + " -o " + co.string(), &link), 0)
        << link;
    compiled.push_back({co, std::move(remarks), c.family() == spec::Family::Mlp, stem + " " + c.target});
  }
  std::vector<fs::path> objects;
  for (const auto& k : compiled) objects.push_back(k.co);
  isa_audit::AuditReport report;
  isa_audit::audit_files(objects, isa_audit::Tools{kLlvm}, 1, {}, &report);
  EXPECT_TRUE(report.errors.empty()) << report.errors.front().message;
  int kernels = 0, mlp_kernels = 0;
  for (const auto& c : compiled) {
    SCOPED_TRACE(c.trace);
    for (const auto& [name, r] : parse_remarks(c.remarks)) {
      const isa_audit::KernelFacts* k = nullptr;
      for (const auto& x : report.kernels)
        if (x.meta.name == name && x.file == c.co.string()) k = &x;
      ASSERT_NE(k, nullptr) << name;
      SCOPED_TRACE(name);
      const int64_t agpr = r.count("AGPRs") ? r.at("AGPRs") : 0;
      EXPECT_EQ(k->meta.vgpr, agpr > 0 ? (r.at("VGPRs") + 3) / 4 * 4 + agpr : r.at("VGPRs"));
      EXPECT_EQ(k->meta.sgpr, r.at("TotalSGPRs"));
      EXPECT_EQ(k->meta.lds_bytes, r.at("LDS Size [bytes/block]"));
      EXPECT_EQ(k->meta.private_segment_bytes, r.at("ScratchSize [bytes/lane]"));
      EXPECT_EQ(k->meta.vgpr_spill, r.at("VGPRs Spill"));
      EXPECT_EQ(k->meta.sgpr_spill, r.at("SGPRs Spill"));
      EXPECT_EQ(k->occupancy, r.at("Occupancy [waves/SIMD]"));
      EXPECT_TRUE(k->untrusted.empty()) << k->untrusted.front();
      ++kernels;
      if (c.mlp) ++mlp_kernels;
    }
  }
  EXPECT_GE(kernels, 40);
  EXPECT_EQ(mlp_kernels, 16) << "every accepted amdgcn mlp config under llvm22";
  std::error_code ec;
  fs::remove_all(dir, ec);
}

}  // namespace
