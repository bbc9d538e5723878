// isa-audit: checked-in .ll inputs compiled here with llc-22 + ld.lld-22, audited, and compared
// with tests/data/audit/expected.json and with llc's own kernel-resource-usage remarks; the CLI's
// exit codes, budgets, baseline, outputs and bad inputs; pure unit tests of the analyses.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <fstream>
#include <functional>
#include <random>
#include <set>
#include <sstream>
#include <thread>

#include "elf_image.h"
#include "llvm_reader.h"
#include "paritykit/isa_audit.h"
#include "paritykit/support/amdgpu.h"
#include "paritykit/support/elf.h"
#include "paritykit/support/sha256.h"
#include "temp_dir.h"
#include "test_paths.h"
#include "test_tools.h"

namespace {

using namespace paritykit::isa_audit;
namespace fs = std::filesystem;
using json = nlohmann::json;

const fs::path kData = fs::path(PK_SOURCE_DIR) / "tests/data/audit";
/// LLVM 22's tool directory, from the llvm22 flavor of parity/flavors.json.
const fs::path& llvm22_bin() {
  static const fs::path dir = pk_test::flavor_tool(pk_test::shipped_flavor("llvm22"), "llc").parent_path();
  return dir;
}
const std::string kAudit = std::string(PK_BINARY_DIR) + "/bin/isa-audit";

/// A finished shell command.
struct Ran {
  int rc = -1;
  std::string out;  ///< stdout and stderr together
};

Ran sh(const std::string& cmd) {
  const paritykit::support::ProcessResult r = pk_test::run_shell(cmd);
  return {r.exit_code, r.stdout_text};
}

std::string q(const fs::path& p) { return "'" + p.string() + "'"; }

json read_json(const fs::path& p) {
  std::ifstream in(p);
  return json::parse(in);
}

void write_bytes(const fs::path& p, const std::string& bytes) {
  std::ofstream(p, std::ios::binary) << bytes;
}

/// An image held in a string, as the readers take it.
std::span<const uint8_t> bytes_of(const std::string& image) {
  return {reinterpret_cast<const uint8_t*>(image.data()), image.size()};
}

/// The code objects of tests/data/audit/*.ll. ctest runs each test in a process of its own, so they
/// are compiled once for all of them: into build/audit_test_compiled/<digest of the inputs and the
/// tools>, made whole under a temporary name and renamed (two processes at once both compile; one
/// rename wins). Each process writes its own files into `dir`.
class Compiled : public ::testing::Test {
 protected:
  struct Object {
    std::string input, target;
    fs::path path;
    std::map<std::string, ResourceRemarks> remarks;
  };
  static inline fs::path dir, compiled;
  static inline std::vector<Object> objects;
  static inline AuditReport report;
  static inline std::string skip_reason;
  static inline bool compiled_is_partial = false;

  static std::string slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
  }
  static std::string stem_of(const std::string& input, const std::string& target) {
    return fs::path(input).stem().string() + "." + target;
  }
  /// The first compiled object of `target`, or nullptr.
  static const Object* first_object_of(const std::string& target) {
    for (const Object& o : objects)
      if (o.target == target) return &o;
    return nullptr;
  }

  /// Compiles every input into `out` (co/, obj/, remarks/); false, with a failure added, when one
  /// does not compile.
  static bool compile_into(const json& expected, const fs::path& out) {
    fs::create_directories(out / "obj");
    fs::create_directories(out / "co");
    fs::create_directories(out / "remarks");
    bool ok = true;
    for (const auto& [input, targets] : expected["compile"].items())
      for (const auto& t : targets) {
        const std::string target = t.get<std::string>(), stem = stem_of(input, target);
        const fs::path obj = out / "obj" / (stem + ".o");  // not in co/: a relocatable object audits too
        Ran llc = sh(q(llvm22_bin() / "llc") + " -mtriple=amdgcn-amd-amdhsa -mcpu=" + target +
                     " -filetype=obj -pass-remarks-analysis=kernel-resource-usage " + q(kData / input) + " -o " + q(obj));
        Ran lld = sh(q(llvm22_bin() / "ld.lld") + " -shared --no-undefined " + q(obj) + " -o " + q(out / "co" / (stem + ".co")));
        if (llc.rc != 0 || lld.rc != 0) {
          ADD_FAILURE() << "cannot compile " << input << " for " << target << ":\n" << llc.out << lld.out;
          ok = false;
          continue;
        }
        write_bytes(out / "remarks" / (stem + ".txt"), llc.out);
      }
    return ok;
  }

  static void SetUpTestSuite() {
    if (!fs::exists(llvm22_bin() / "llc") || !fs::exists(llvm22_bin() / "ld.lld")) {
      skip_reason = "LLVM 22 (llc, ld.lld) is not installed at " + llvm22_bin().string() + "; ./kit installs it";
      return;
    }
    dir = fs::temp_directory_path() / ("audit_test_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const json expected = read_json(kData / "expected.json");
    std::string material = expected["compile"].dump();
    for (const auto& [input, targets] : expected["compile"].items()) material += slurp(kData / input);
    for (const char* tool : {"llc", "ld.lld"})
      material += std::string(tool) + std::to_string(fs::file_size(llvm22_bin() / tool)) +
                  std::to_string(fs::last_write_time(llvm22_bin() / tool).time_since_epoch().count());
    compiled = fs::path(PK_BINARY_DIR) / "audit_test_compiled" / paritykit::support::sha256_hex(material).substr(0, 16);
    if (!fs::exists(compiled)) {
      const fs::path fresh = compiled.string() + ".tmp" + std::to_string(::getpid());
      std::error_code ec;
      fs::remove_all(fresh, ec);
      if (!compile_into(expected, fresh)) {
        compiled = fresh;  // incomplete: this process's, removed at its end
        compiled_is_partial = true;
      } else if (fs::rename(fresh, compiled, ec); ec) {
        fs::remove_all(fresh, ec);  // another process was first: its objects are the same
      }
    }
    for (const auto& [input, targets] : expected["compile"].items())
      for (const auto& t : targets) {
        const std::string stem = stem_of(input, t.get<std::string>());
        Object o{input, t.get<std::string>(), compiled / "co" / (stem + ".co"), {}};
        if (!fs::exists(o.path)) continue;
        o.remarks = parse_resource_remarks(slurp(compiled / "remarks" / (stem + ".txt")));
        objects.push_back(std::move(o));
      }
    std::vector<fs::path> paths;
    for (const auto& o : objects) paths.push_back(o.path);
    audit_files(paths, Tools{llvm22_bin()}, 1, {}, &report);
  }
  static void TearDownTestSuite() {
    std::error_code ec;
    if (!dir.empty()) fs::remove_all(dir, ec);
    if (compiled_is_partial) fs::remove_all(compiled, ec);
  }
  void SetUp() override {
    if (!skip_reason.empty()) GTEST_SKIP() << skip_reason;
  }
  static const KernelFacts* find(const std::string& input, const std::string& target, const std::string& kernel) {
    for (const auto& o : objects)
      if (o.input == input && o.target == target)
        for (const auto& k : report.kernels)
          if (k.file == o.path.string() && k.meta.name == kernel) return &k;
    return nullptr;
  }
  static std::vector<KernelFacts> on_every_target(const std::string& input, const std::string& name);
};

TEST_F(Compiled, EveryObjectAuditsWithoutErrors) {
  EXPECT_TRUE(report.errors.empty()) << report.errors.front().file << ": " << report.errors.front().message;
  for (const auto& k : report.kernels) EXPECT_TRUE(k.untrusted.empty()) << k.file << ": " << k.untrusted.front();
  EXPECT_GE(report.kernels.size(), objects.size());
}

TEST_F(Compiled, FiguresEqualLlcResourceRemarks) {
  int compared = 0, agpr_kernels = 0;
  for (const auto& o : objects)
    for (const auto& [name, r] : o.remarks) {
      const KernelFacts* k = find(o.input, o.target, name);
      ASSERT_NE(k, nullptr) << o.input << " " << o.target << " " << name;
      SCOPED_TRACE(o.input + " " + o.target + " " + name);
      EXPECT_EQ(k->target, o.target);
      for (int64_t figure : {r.sgpr, r.vgpr, r.scratch, r.lds, r.vgpr_spill, r.sgpr_spill, r.occupancy})
        EXPECT_GE(figure, 0) << "llc reports every figure";
      EXPECT_EQ(remark_mismatches(*k, r), std::vector<std::string>{});
      EXPECT_EQ(k->code_object_version, 6);  // llc-22 writes EI_ABIVERSION 4
      agpr_kernels += r.agpr > 0;
      ++compared;
    }
  EXPECT_GE(compared, 30);
  EXPECT_GT(agpr_kernels, 0) << "a gfx90a+ kernel with AGPRs checks the unified VGPR count";
}

// Every figure that differs from llc's is named, with both values; the remarks' own text is parsed.
TEST_F(Compiled, RemarkMismatchesNameEachFigureThatDiffers) {
  const Object& o = objects.front();
  const auto& [name, agreed] = *o.remarks.begin();
  const KernelFacts* k = find(o.input, o.target, name);
  ASSERT_NE(k, nullptr);
  ResourceRemarks r = agreed;
  r.lds += 4;
  r.occupancy += 1;
  const std::vector<std::string> lines = remark_mismatches(*k, r);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], "LDS Size: the audit reads " + std::to_string(agreed.lds) + ", llc reports " + std::to_string(r.lds));
  EXPECT_EQ(lines[1].rfind("Occupancy: ", 0), 0u) << lines[1];
  const auto parsed = parse_resource_remarks(
      "remark: <unknown>:0:0: Function Name: k\nremark: <unknown>:0:0:     TotalSGPRs: 32\n"
      "remark: <unknown>:0:0:     Dynamic Stack: False\nremark: <unknown>:0:0:     LDS Size [bytes/block]: 9472\n");
  ASSERT_EQ(parsed.count("k"), 1u);
  EXPECT_EQ(parsed.at("k").sgpr, 32);
  EXPECT_EQ(parsed.at("k").lds, 9472);
  EXPECT_EQ(parsed.at("k").vgpr, -1) << "not reported";
}

TEST_F(Compiled, FencesAndInventoryAsExpected) {
  const json expected = read_json(kData / "expected.json");
  for (const auto& c : expected["cases"]) {
    const std::string input = c["input"], kernel = c["kernel"];
    for (const auto& t : expected["compile"][input]) {
      const std::string target = t;
      SCOPED_TRACE(input + " " + target + " " + kernel);
      const KernelFacts* k = find(input, target, kernel);
      ASSERT_NE(k, nullptr);
      if (c.contains("fences") && c["fences"].contains(target)) {
        std::vector<std::string> got;
        for (const auto& a : k->atomics) got.emplace_back(fence_name(a.fence));
        EXPECT_EQ(got, c["fences"][target].get<std::vector<std::string>>());
      }
      for (const char* what : {"classes", "mnemonics"}) {
        if (!c.contains(what)) continue;
        const json& per = c[what].contains(target) ? c[what][target] : c[what].value("*", json::object());
        const auto& counts = std::string(what) == "classes" ? k->inventory.by_class : k->inventory.by_mnemonic;
        for (const auto& [name, n] : per.items()) {
          auto it = counts.find(name);
          EXPECT_EQ(it == counts.end() ? 0 : it->second, n.get<int64_t>()) << what << " " << name;
        }
      }
    }
  }
}

TEST_F(Compiled, BudgetPassesAndFailingBudgetNamesRuleKernelFigureLimit) {
  Ran pass = sh(q(kAudit) + " " + q(compiled / "co") + " --budget " + q(kData / "budget_pass.json"));
  EXPECT_EQ(pass.rc, 0) << pass.out;
  const fs::path out = dir / "fail.json";
  Ran fail = sh(q(kAudit) + " " + q(compiled / "co") + " --budget " + q(kData / "budget_fail.json") + " --json " + q(out) +
                " --sarif " + q(dir / "fail.sarif") + " --markdown " + q(dir / "fail.md"));
  ASSERT_EQ(fail.rc, 1) << fail.out;
  const json doc = read_json(out);
  std::set<std::string> rules;
  for (const auto& v : doc["violations"]) {
    rules.insert(v["rule"].get<std::string>());
    const std::string m = v["message"];
    EXPECT_NE(m.find(v["rule"].get<std::string>()), std::string::npos) << m;
    EXPECT_NE(m.find(v["figure"].get<std::string>()), std::string::npos) << m;
    EXPECT_NE(m.find(std::to_string(v["limit"].get<int64_t>())), std::string::npos) << m;
  }
  EXPECT_EQ(rules, (std::set<std::string>{"legacy-must-not-fence", "no-scratch", "fmax-native", "stale"}));
  EXPECT_NE(fail.out.find("pk_add_legacy"), std::string::npos);
  // SARIF 2.1.0: one result per violation, each with a rule id and a message.
  const json sarif = read_json(dir / "fail.sarif");
  EXPECT_EQ(sarif["version"], "2.1.0");
  ASSERT_EQ(sarif["runs"].size(), 1u);
  EXPECT_EQ(sarif["runs"][0]["results"].size(), doc["violations"].size());
  for (const auto& r : sarif["runs"][0]["results"]) {
    EXPECT_TRUE(r["ruleId"].is_string());
    EXPECT_FALSE(r["message"]["text"].get<std::string>().empty());
  }
  std::ifstream md(dir / "fail.md");
  const std::string text{std::istreambuf_iterator<char>(md), std::istreambuf_iterator<char>()};
  EXPECT_NE(text.find("| wmma2 | gfx1201 |"), std::string::npos);
}

TEST_F(Compiled, BaselineRegressionFails) {
  const fs::path base = dir / "base.json";
  Ran first = sh(q(kAudit) + " " + q(compiled / "co") + " --json " + q(base) + " --quiet");
  ASSERT_EQ(first.rc, 0) << first.out;
  EXPECT_EQ(sh(q(kAudit) + " " + q(compiled / "co") + " --baseline " + q(base)).rc, 0);
  json doc = read_json(base);
  for (auto& k : doc["kernels"])
    if (k["name"] == "resources" && k["target"] == "gfx1201") {
      k["vgpr"] = 9;  // now 100: "VGPR 9 -> 100"
    } else if (k["name"] == "pk_add_legacy" && k["target"] == "gfx942") {
      k["fenced_atomics"] = 0;  // a new fenced atomic
    }
  std::ofstream(dir / "base_old.json") << doc.dump();
  const fs::path out = dir / "regress.json";
  Ran r = sh(q(kAudit) + " " + q(compiled / "co") + " --baseline " + q(dir / "base_old.json") + " --json " + q(out) +
              " --html " + q(dir / "regress.html"));
  EXPECT_EQ(r.rc, 1) << r.out;
  // The HTML report carries each kernel's deltas against the baseline (the page's model, as data).
  std::ifstream page(dir / "regress.html");
  const std::string html{std::istreambuf_iterator<char>(page), std::istreambuf_iterator<char>()};
  EXPECT_NE(html.find("\"worse\":[\"vgpr\"]"), std::string::npos) << "no VGPR regression in the page";
  std::set<std::string> figures;
  const json regress = read_json(out);
  for (const auto& v : regress["violations"]) figures.insert(v["figure"].get<std::string>() + "@" + v["kernel"].get<std::string>().substr(v["kernel"].get<std::string>().rfind('/') + 1));
  EXPECT_TRUE(figures.count("vgpr@resources.gfx1201.co:resources")) << r.out;
  EXPECT_TRUE(figures.count("fenced_atomics@pk_add_legacy.gfx942.co:pk_add_legacy")) << r.out;
  EXPECT_EQ(figures.size(), 2u) << r.out;
  // A baseline that repeats a key is bad input (which value would count?), not a pass.
  std::string text = read_json(base).dump();
  text.replace(text.find('{') + 1, 0, R"("schema": "paritykit.isa_audit/v1", )");
  std::ofstream(dir / "base_dup.json") << text;
  Ran dup = sh(q(kAudit) + " " + q(compiled / "co") + " --baseline " + q(dir / "base_dup.json"));
  EXPECT_EQ(dup.rc, 2) << dup.out;
  EXPECT_NE(dup.out.find("duplicate key \"schema\""), std::string::npos) << dup.out;
}

TEST_F(Compiled, BadInputsExitTwoNamingTheFileAndGoodFilesAreStillAudited) {
  const fs::path bad = dir / "bad";
  fs::create_directories(bad);
  std::string co;
  {
    std::ifstream in(objects.front().path, std::ios::binary);
    co.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  std::mt19937 rng(7);
  std::string noise(4096, '\0');
  for (auto& c : noise) c = static_cast<char>(rng());
  std::string host_bundle = "__CLANG_OFFLOAD_BUNDLE__";
  auto u64 = [&](uint64_t v) { for (int i = 0; i < 8; ++i) host_bundle.push_back(static_cast<char>(v >> (8 * i))); };
  const std::string id = "host-x86_64-unknown-linux-gnu-";
  u64(1);
  u64(24 + 8 + 24 + id.size());
  u64(0);
  u64(id.size());
  host_bundle += id;
  // A program header table that starts inside the file and ends past it (e_phoff at 64 + e_phoff).
  std::string phdrs_past_end = co;
  const uint64_t phoff = co.size() - 8;
  for (int i = 0; i < 8; ++i) phdrs_past_end[32 + i] = static_cast<char>(phoff >> (8 * i));
  const std::map<std::string, std::string> inputs{
      {"empty.co", ""},
      {"phdrs_past_end.co", phdrs_past_end},
      {"random.co", noise},
      {"truncated.co", co.substr(0, co.size() / 3)},
      {"header_only.co", co.substr(0, 40)},
      {"host_only.bundle", host_bundle},
  };
  for (const auto& [name, bytes] : inputs) write_bytes(bad / name, bytes);
  fs::copy_file("/proc/self/exe", bad / "x86.elf");
  std::vector<std::string> names{"x86.elf"};
  for (const auto& [name, bytes] : inputs) names.push_back(name);
  for (const auto& name : names) {
    Ran r = sh(q(kAudit) + " " + q(bad / name) + " " + q(objects.front().path) + " --json " + q(dir / "bad.json"));
    EXPECT_EQ(r.rc, 2) << name << "\n" << r.out;
    EXPECT_NE(r.out.find((bad / name).string()), std::string::npos) << name << "\n" << r.out;
    const json doc = read_json(dir / "bad.json");
    EXPECT_EQ(doc["errors"].size(), 1u) << name;
    EXPECT_GE(doc["kernels"].size(), 1u) << name << ": the good file must still be audited";
  }
  EXPECT_EQ(sh(q(kAudit) + " " + q(dir / "missing.co")).rc, 2);
  // A path that is there but is no file is called what it is, not "no such file".
  ASSERT_EQ(::mkfifo((bad / "fifo.co").c_str(), 0600), 0);
  for (const fs::path& p : {bad / "fifo.co", fs::path("/dev/null")}) {
    Ran r = sh(q(kAudit) + " " + q(p) + " " + q(objects.front().path));
    EXPECT_EQ(r.rc, 2) << r.out;
    EXPECT_NE(r.out.find(p.string() + ": not a regular file"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("no such file"), std::string::npos) << r.out;
  }
  Ran missing = sh(q(kAudit) + " " + q(dir / "missing.co"));
  EXPECT_NE(missing.out.find("no such file or directory"), std::string::npos) << missing.out;
  EXPECT_EQ(sh(q(kAudit) + " --no-such-flag x").rc, 2);
  EXPECT_EQ(sh(q(kAudit) + " --reader nosuch " + q(objects.front().path)).rc, 2);
  // The tools' directory matters to the tools only: without them that reader is bad usage.
  Ran no_tools = sh(q(kAudit) + " --reader tools --llvm-bin " + q(dir) + " " + q(objects.front().path));
  EXPECT_EQ(no_tools.rc, 2) << no_tools.out;
  EXPECT_NE(no_tools.out.find("no llvm-objdump and llvm-readobj in " + dir.string()), std::string::npos) << no_tools.out;
  EXPECT_EQ(sh(q(kAudit) + " --llvm-bin " + q(dir) + " " + q(objects.front().path)).rc, 0);
  EXPECT_EQ(sh(q(kAudit) + " --help").rc, 0);
  EXPECT_EQ(sh(q(kAudit) + " " + q(objects.front().path) + " --budget " + q(kData / "expected.json")).rc, 2);
}

// audit_files runs each tool once per thread and target over many objects; what it finds must be
// what one call per object finds, whatever the threads, and also where a batched call fails or
// prints what cannot be cut by file (then each object gets calls of its own).
TEST_F(Compiled, BatchedToolsFindWhatOneCallPerObjectFinds) {
  std::vector<fs::path> files;
  for (const auto& o : objects) files.push_back(o.path);
  files.push_back(dir / "missing.co");  // an error of its own, in its place
  AuditReport one_by_one;
  for (const auto& f : files) audit_file(f, Tools{llvm22_bin(), ObjectReader::Tools}, &one_by_one);
  const std::string expected = report_json(one_by_one).dump();
  // Tools that fail on several files (readobj) or print them without their headers (objdump).
  const fs::path fake = dir / "fake-bin";
  fs::create_directories(fake);
  std::ofstream(fake / "llvm-readobj") << "#!/bin/sh\n[ $# -gt 2 ] && exit 1\nexec " << q(llvm22_bin() / "llvm-readobj") << " \"$@\"\n";
  std::ofstream(fake / "llvm-objdump") << "#!/bin/sh\n[ $# -gt 3 ] && { echo garbled; exit 0; }\nexec " << q(llvm22_bin() / "llvm-objdump")
                                       << " \"$@\"\n";
  fs::permissions(fake / "llvm-readobj", fs::perms::owner_all);
  fs::permissions(fake / "llvm-objdump", fs::perms::owner_all);
  for (const auto& [bin, jobs] : std::vector<std::pair<fs::path, unsigned>>{{llvm22_bin(), 1}, {llvm22_bin(), 2}, {llvm22_bin(), 5}, {fake, 2}}) {
    SCOPED_TRACE(bin.string() + " --jobs " + std::to_string(jobs));
    AuditReport batched;
    std::size_t reported = 0;
    audit_files(files, Tools{bin, ObjectReader::Tools}, jobs, [&](size_t done, size_t all) { reported = done == all ? done : reported; },
                &batched);
    EXPECT_EQ(report_json(batched).dump(), expected);
    EXPECT_EQ(reported, files.size());
  }
}

/// The report of `files` read by `reader` (at 2 threads); `llvm_bin`, which names the reader, is
/// left out.
nlohmann::ordered_json audited_by(ObjectReader reader, const std::vector<fs::path>& files) {
  AuditReport report;
  audit_files(files, Tools{llvm22_bin(), reader}, 2, {}, &report);
  report.llvm_bin.clear();
  return report_json(report);
}

// The in-process reader (libObject, msgpack, the AMDGPU MC disassembler) and the tools
// (llvm-readobj, llvm-objdump) give the same report on every fixture, shared and relocatable:
// every figure, every inventory entry, every atomic and its fence, every error.
// tests/audit_engines_test.cpp does the same over the project's own code objects.
TEST_F(Compiled, InProcessReaderReportsWhatTheToolsReport) {
  std::vector<fs::path> files;
  for (const auto& o : objects) files.push_back(o.path);
  for (const auto& e : fs::directory_iterator(compiled / "obj")) files.push_back(e.path());
  std::sort(files.begin() + static_cast<std::ptrdiff_t>(objects.size()), files.end());
  files.push_back(dir / "missing.co");
  const nlohmann::ordered_json tools = audited_by(ObjectReader::Tools, files);
  const nlohmann::ordered_json in_process = audited_by(ObjectReader::InProcess, files);
  // The JSON patch from one to the other names each differing figure by its pointer.
  const nlohmann::ordered_json patch = nlohmann::ordered_json::diff(tools, in_process);
  EXPECT_TRUE(patch.empty()) << patch.size() << " differences, the first: " << patch.front().dump();
  EXPECT_GE(in_process["kernels"].size(), 2 * objects.size());
  EXPECT_EQ(in_process["errors"].size(), 1u) << "missing.co";
}

// A code object whose metadata note is damaged is an error of that object, and the good object
// beside it is still audited. The tools get the byte msgpack never uses; the in-process reader
// also gets the documents LLVM's msgpack reader is not safe on: map keys that are maps (it traps
// comparing them; llvm-readobj does too) and an array that declares more than the note holds (it
// repeats the last element to the declared length).
TEST_F(Compiled, ADamagedMetadataNoteIsAnErrorOfItsObject) {
  const std::string co = slurp(objects.front().path);
  // The NT_AMDGPU_METADATA note: its descriptor size, its type (32), its name "AMDGPU" padded to
  // 8 bytes, then the document.
  const size_t type = co.find(std::string("\x20\0\0\0AMDGPU\0\0", 12));
  ASSERT_NE(type, std::string::npos) << "no AMDGPU metadata note in " << objects.front().path;
  ASSERT_GE(type, 4u);
  uint32_t desc_size = 0;
  for (int i = 0; i < 4; ++i) desc_size |= uint32_t{static_cast<uint8_t>(co[type - 4 + i])} << (8 * i);
  const size_t desc = type + 12;
  ASSERT_LE(desc + desc_size, co.size());
  struct Damage {
    std::string name, document;
    bool tools;  ///< also read by the tools (llvm-readobj would trap or run away on the others)
  };
  const std::vector<Damage> damages{
      {"unused_byte", "\xc1", true},
      {"map_keys", "\x82\x80\xc0\x80\xc0", false},
      {"array_cut_short", std::string("\xdd\x00\x01\x00\x00", 5), false},  // 65,536 elements, then nils to the end
  };
  for (const Damage& d : damages) {
    std::string bytes = co;
    bytes.replace(desc, desc_size, std::string(desc_size, '\xc0'));
    bytes.replace(desc, d.document.size(), d.document);
    const fs::path damaged = dir / ("damaged_note_" + d.name + ".co");
    write_bytes(damaged, bytes);
    std::vector<ObjectReader> readers{ObjectReader::InProcess};
    if (d.tools) readers.push_back(ObjectReader::Tools);
    for (ObjectReader reader : readers) {
      SCOPED_TRACE(d.name + (reader == ObjectReader::Tools ? " by the tools" : " in process"));
      AuditReport report;
      audit_files({damaged, objects.front().path}, Tools{llvm22_bin(), reader}, 1, {}, &report);
      ASSERT_EQ(report.errors.size(), 1u);
      EXPECT_EQ(report.errors[0].file, damaged.string());
      if (reader == ObjectReader::InProcess)
        EXPECT_EQ(report.errors[0].message, "AMDGPU metadata note is not a msgpack document with string keys");
      EXPECT_FALSE(report.kernels.empty());
      EXPECT_EQ(exit_code(report), 2);
    }
  }
}

/// The section headers of an ELF64 image that a test damages: .text's and .symtab's header
/// offsets (0: none), and little-endian reads and writes of the image.
struct ElfSections {
  std::string bytes;
  uint64_t text = 0, symtab = 0;  ///< where the section header is
  uint64_t text_index = 0;        ///< .text's section index
  explicit ElfSections(std::string image) : bytes(std::move(image)) {
    const uint64_t shoff = get(0x28, 8), shentsize = get(0x3a, 2), shnum = get(0x3c, 2);
    for (uint64_t i = 0; i < shnum; ++i) {
      const uint64_t h = shoff + i * shentsize;
      if (get(h + 4, 4) == 1 && (get(h + 8, 8) & 4)) text = h, text_index = i;  // SHT_PROGBITS, SHF_EXECINSTR
      if (get(h + 4, 4) == 2) symtab = h;                                        // SHT_SYMTAB
    }
  }
  uint64_t get(uint64_t at, int n) const {
    uint64_t v = 0;
    for (int i = 0; i < n; ++i) v |= uint64_t{static_cast<uint8_t>(bytes[at + i])} << (8 * i);
    return v;
  }
  void put(uint64_t at, uint64_t v, int n) {
    for (int i = 0; i < n; ++i) bytes[at + i] = static_cast<char>(v >> (8 * i));
  }
};

// The in-process reader on its own, as the fuzzer drives it (the audit refuses these bytes before,
// in the container reader): a symbol table past the end of the file is an error of the reader,
// not the end of the process (ELFObjectFile's symbol conveniences call report_fatal_error on it).
TEST_F(Compiled, InProcessReaderRefusesASymbolTablePastTheEnd) {
  ElfSections elf(slurp(objects.front().path));
  ASSERT_TRUE(elf.symtab) << "no .symtab in " << objects.front().path;
  elf.put(elf.symtab + 0x18, 0x40000000, 8);  // sh_offset
  const std::span<const uint8_t> bytes = bytes_of(elf.bytes);
  std::map<std::string, std::vector<Instruction>> code;
  std::string err;
  EXPECT_FALSE(disassemble_in_process(bytes, objects.front().target, &code, &err));
  EXPECT_EQ(err.rfind("ELF symbols: ", 0), 0u) << err;
}

// Metadata naming a processor LLVM's AMDGPU disassembler cannot decode (gfx600: before GCN3's
// encoding) is an error of that object under either reader, not the end of the audit (the
// disassembler would end the process).
TEST_F(Compiled, AProcessorTheDisassemblerCannotDecodeIsAnErrorOfItsObject) {
  const Object* gfx1201 = first_object_of("gfx1201");
  ASSERT_NE(gfx1201, nullptr);
  std::string co = slurp(gfx1201->path);
  const std::string target = "amdgcn-amd-amdhsa--gfx1201";
  const size_t at = co.find(target);
  ASSERT_NE(at, std::string::npos);
  co.replace(at, target.size(), "amdgcn-amd-amdhsa--gfx600:");  // as long; ":..." is a feature list
  const fs::path old_gpu = dir / "gfx600.co";
  write_bytes(old_gpu, co);
  for (ObjectReader reader : {ObjectReader::Tools, ObjectReader::InProcess}) {
    SCOPED_TRACE(reader == ObjectReader::Tools ? "by the tools" : "in process");
    AuditReport report;
    audit_files({old_gpu, gfx1201->path}, Tools{llvm22_bin(), reader}, 1, {}, &report);
    ASSERT_EQ(report.errors.size(), 2u);  // the target that disagrees with e_flags, then the disassembly
    EXPECT_EQ(report.errors[0].message, "amdhsa.target says gfx600 but ELF e_flags say gfx1201");
    EXPECT_EQ(report.errors[1].file, old_gpu.string());
    if (reader == ObjectReader::InProcess)
      EXPECT_EQ(report.errors[1].message, "LLVM 22's AMDGPU disassembler does not decode gfx600");
    EXPECT_FALSE(report.kernels.empty());
  }
}

// An instruction cut short at the end of the code (a VOP2 whose literal would lie past the
// section's end) is no instruction, not a crash (LLVM 22's AMDGPU disassembler crashes on it;
// llvm-objdump too): the kernel's other instructions are still read.
TEST_F(Compiled, InProcessReaderTakesAnInstructionCutShortForNone) {
  const Object* gfx1201 = first_object_of("gfx1201");
  ASSERT_NE(gfx1201, nullptr);
  std::string co = slurp(gfx1201->path);
  ElfSections elf(co);
  ASSERT_TRUE(elf.text_index && elf.symtab);
  const uint64_t text_addr = elf.get(elf.text + 0x10, 8), text_off = elf.get(elf.text + 0x18, 8),
                 text_size = elf.get(elf.text + 0x20, 8), symbols = elf.get(elf.symtab + 0x18, 8);
  // The kernel runs to the end of .text, whose last word starts a VOP2 with a literal (src0 = 255).
  for (uint64_t at = symbols; at + 24 <= symbols + elf.get(elf.symtab + 0x20, 8); at += 24)
    if ((elf.get(at + 4, 1) & 0xf) == 2 && elf.get(at + 6, 2) == elf.text_index)
      elf.put(at + 16, text_addr + text_size - elf.get(at + 8, 8), 8);
  elf.put(text_off + text_size - 4, 0x38180eff, 4);
  const std::span<const uint8_t> bytes = bytes_of(elf.bytes);
  std::map<std::string, std::vector<Instruction>> code;
  std::string err;
  ASSERT_TRUE(disassemble_in_process(bytes, "gfx1201", &code, &err)) << err;
  std::size_t instructions = 0;
  for (const auto& [name, ins] : code) {
    instructions += ins.size();
    for (const Instruction& i : ins) EXPECT_LT(i.offset, text_addr + text_size - 4) << name << " " << i.mnemonic;
  }
  EXPECT_GT(instructions, 10u);
}

// A VOP3 with a literal on gfx942, where the longest instruction is 8 bytes (LLVM 22's AMDGPU
// disassembler crashes on it, llvm-objdump and llvm-mc too): no instruction, and the kernel's
// others are still read.
TEST_F(Compiled, InProcessReaderTakesAGfx942Vop3LiteralForNone) {
  const Object* gfx942 = first_object_of("gfx942");
  ASSERT_NE(gfx942, nullptr);
  const std::string original = slurp(gfx942->path);
  std::map<std::string, std::vector<Instruction>> before, after;
  std::string err;
  ASSERT_TRUE(disassemble_in_process(bytes_of(original), "gfx942", &before, &err)) << err;
  // The first kernel's first 8 bytes become v_lshl_or_b32 with src0 a literal (255).
  const auto kernel = std::find_if(before.begin(), before.end(), [](const auto& k) { return k.second.size() > 4; });
  ASSERT_NE(kernel, before.end());
  const uint64_t first = kernel->second.front().offset;
  const ElfSections sections(original);
  ASSERT_TRUE(sections.text && sections.symtab);
  std::string damaged = original;
  const std::string vop3_literal("\x00\x00\x00\xd2\xff\xa0\xbf\x00", 8);
  damaged.replace(sections.get(sections.text + 0x18, 8) + first - sections.get(sections.text + 0x10, 8), vop3_literal.size(),
                  vop3_literal);
  ASSERT_TRUE(disassemble_in_process(bytes_of(damaged), "gfx942", &after, &err)) << err;
  const std::vector<Instruction>& code = after[kernel->first];
  ASSERT_FALSE(code.empty());
  EXPECT_NE(code.front().offset, first) << code.front().mnemonic;
  EXPECT_GT(code.size(), kernel->second.size() / 2);
}

// A code object that crashes LLVM 22's AMDGPU disassembler in process (s_barrier_signal with a
// literal on gfx1201; llvm-objdump crashes on it too) is audited again by the tools, where it is
// an error of its own (exit 2), and the good object beside it is still audited.
TEST_F(Compiled, ACodeObjectThatCrashesLlvmInProcessIsAuditedAgainByTheTools) {
  const Object* gfx1201 = first_object_of("gfx1201");
  ASSERT_NE(gfx1201, nullptr);
  ElfSections elf(slurp(gfx1201->path));
  ASSERT_TRUE(elf.text);
  std::map<std::string, std::vector<Instruction>> code;
  std::string err;
  ASSERT_TRUE(disassemble_in_process(bytes_of(elf.bytes),
                                     "gfx1201", &code, &err)) << err;
  const auto kernel = std::find_if(code.begin(), code.end(), [](const auto& k) { return k.second.size() > 4; });
  ASSERT_NE(kernel, code.end());
  const uint64_t at = elf.get(elf.text + 0x18, 8) + kernel->second.front().offset - elf.get(elf.text + 0x10, 8);
  elf.bytes.replace(at, 8, std::string("\xff\x4e\x82\xbe\x08\x00\xa5\xbf", 8));  // s_barrier_signal 0xbfa50008
  const fs::path crashing = dir / "crashes_llvm.co";
  write_bytes(crashing, elf.bytes);
  Ran r = sh(q(kAudit) + " " + q(crashing) + " " + q(gfx1201->path) + " --json " + q(dir / "crash.json"));
  EXPECT_EQ(r.rc, 2) << r.out;
  EXPECT_NE(r.out.find("the in-process audit died of signal"), std::string::npos) << r.out;
  const json doc = read_json(dir / "crash.json");
  ASSERT_EQ(doc["errors"].size(), 1u) << doc["errors"].dump();
  EXPECT_EQ(doc["errors"][0]["file"], crashing.string());
  EXPECT_FALSE(doc["kernels"].empty());
  EXPECT_EQ(doc["llvm_bin"], llvm22_bin().string());
}

TEST_F(Compiled, UndefinedSymbolIsAnUntrustworthyInput) {
  // The TRAP in docs/targets.md: a misspelled intrinsic links without --no-undefined.
  const fs::path ll = dir / "typo.ll", obj = dir / "typo.o", co = dir / "typo" / "typo.co";
  fs::create_directories(co.parent_path());
  std::ofstream(ll) << "target triple = \"amdgcn-amd-amdhsa\"\n"
                       "declare i32 @llvm.amdgcn.workitem.idx.x()\n"
                       "define amdgpu_kernel void @typo(ptr addrspace(1) %o) {\n"
                       "  %t = call i32 @llvm.amdgcn.workitem.idx.x()\n"
                       "  store i32 %t, ptr addrspace(1) %o\n  ret void\n}\n";
  ASSERT_EQ(sh(q(llvm22_bin() / "llc") + " -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1201 -filetype=obj " + q(ll) + " -o " + q(obj)).rc, 0);
  ASSERT_EQ(sh(q(llvm22_bin() / "ld.lld") + " -shared " + q(obj) + " -o " + q(co)).rc, 0);
  Ran r = sh(q(kAudit) + " " + q(co));
  EXPECT_EQ(r.rc, 2) << r.out;
  EXPECT_NE(r.out.find("undefined symbol \"llvm.amdgcn.workitem.idx.x\""), std::string::npos) << r.out;
}

TEST_F(Compiled, ClangOffloadBundleAndHostFatbinAreFoundAndAudited) {
  if (!fs::exists(llvm22_bin() / "clang++")) GTEST_SKIP() << "clang-22 is not installed";
  const fs::path hip = dir / "scale.hip", bundle = dir / "hip" / "scale.bundle", host = dir / "hip" / "host.o";
  fs::create_directories(bundle.parent_path());
  std::ofstream(hip) << "extern \"C\" __attribute__((global)) void scale(float* x, float a) {\n"
                        "  x[__builtin_amdgcn_workitem_id_x()] *= a;\n}\n";
  Ran c = sh(q(llvm22_bin() / "clang++") + " -x hip --offload-arch=gfx1201 --offload-arch=gfx942 -nogpuinc -nogpulib "
             "--cuda-device-only -O2 -c " + q(hip) + " -o " + q(bundle));
  if (c.rc != 0 && c.out.find("clang-offload-bundler") != std::string::npos)
    GTEST_SKIP() << "clang-offload-bundler (Debian clang-tools-22) is not installed: " << c.out;
  ASSERT_EQ(c.rc, 0) << c.out;
  // A host object with the bundle in .hip_fatbin, as a HIP host compile links it.
  std::ofstream(dir / "host.cpp") << "int host_side() { return 1; }\n";
  ASSERT_EQ(sh(q(llvm22_bin() / "clang++") + " -c " + q(dir / "host.cpp") + " -o " + q(dir / "plain.o")).rc, 0);
  ASSERT_EQ(sh(q(llvm22_bin() / "llvm-objcopy") + " --add-section .hip_fatbin=" + q(bundle) + " " + q(dir / "plain.o") + " " +
               q(host)).rc, 0);
  const fs::path out = dir / "hip.json";
  Ran r = sh(q(kAudit) + " " + q(bundle.parent_path()) + " --json " + q(out));
  ASSERT_EQ(r.rc, 0) << r.out;
  std::multiset<std::string> seen;
  const json doc = read_json(out);
  for (const auto& k : doc["kernels"]) {
    EXPECT_EQ(k["name"], "scale");
    seen.insert(k["target"].get<std::string>() + (k["file"].get<std::string>().find("host.o#") != std::string::npos ? "@host" : "@bundle"));
  }
  EXPECT_EQ(seen, (std::multiset<std::string>{"gfx1201@bundle", "gfx942@bundle", "gfx1201@host", "gfx942@host"}));
  // The tools, reading each bundle entry from a temp file of its own, report the same kernels.
  const fs::path by_tools = dir / "hip_tools.json";
  Ran t = sh(q(kAudit) + " " + q(bundle.parent_path()) + " --reader tools --llvm-bin " + q(llvm22_bin()) + " --json " + q(by_tools));
  ASSERT_EQ(t.rc, 0) << t.out;
  EXPECT_EQ(read_json(by_tools)["kernels"], doc["kernels"]);
}

/// The project budget's CAS-loop rule, on the two ways of adding a lone 16-bit column: the
/// scalar atomic (what the engines emitted before) fails it on every target, the packed pair with
/// a -0.0 partner (what they emit now) passes.
/// The project budget's no-cas-loops rule alone, in *cas (a fatal failure where it is not one rule).
void project_no_cas_loops_rule(Budget* cas) {
  Budget project;
  std::string err;
  ASSERT_TRUE(load_budget(fs::path(PK_SOURCE_DIR) / "parity/budgets.json", &project, &err)) << err;
  for (const BudgetRule& r : project.rules)
    if (r.id == "no-cas-loops") cas->rules.push_back(r);
  ASSERT_EQ(cas->rules.size(), 1u) << "parity/budgets.json has no rule no-cas-loops";
}

/// Kernel `name` of input `input` on every amdgcn target it compiled for.
std::vector<KernelFacts> Compiled::on_every_target(const std::string& input, const std::string& name) {
  std::vector<KernelFacts> out;
  for (const char* t : {"gfx1201", "gfx1250", "gfx942", "gfx950"})
    if (const KernelFacts* k = find(input, t, name)) out.push_back(*k);
  return out;
}

TEST_F(Compiled, ProjectNoCasLoopsRuleFailsOnAScalarHalfAtomic) {
  Budget cas;
  ASSERT_NO_FATAL_FAILURE(project_no_cas_loops_rule(&cas));
  const auto kernels_of = [&](const std::string& name) { return on_every_target("lone_half.ll", name); };
  const std::vector<KernelFacts> scalar = kernels_of("paritykit_gemm_lone_scalar");
  ASSERT_EQ(scalar.size(), 4u);
  const std::vector<Violation> v = check_budget(cas, scalar);
  ASSERT_EQ(v.size(), 4u);
  for (const Violation& x : v) {
    EXPECT_EQ(x.rule, "no-cas-loops");
    EXPECT_EQ(x.figure, "cas_loops");
    EXPECT_EQ(x.value, 1);
    EXPECT_EQ(x.limit, 0);
  }
  const std::vector<KernelFacts> pair = kernels_of("paritykit_gemm_lone_pair");
  ASSERT_EQ(pair.size(), 4u);
  EXPECT_TRUE(check_budget(cas, pair).empty());
}

/// A CAS loop with a write-back before its cmpswap and an invalidate after it (seq_cst at system
/// scope) is a CAS loop to the gate, on every target: the project's no-cas-loops rule fails it,
/// and it is not also counted as a fenced atomic (one atomic, one class).
TEST_F(Compiled, AFencedCasLoopFailsCasLoopsMaxAndIsNoFencedAtomic) {
  Budget cas;
  ASSERT_NO_FATAL_FAILURE(project_no_cas_loops_rule(&cas));
  cas.rules[0].kernel_glob = "fenced_cas";
  const std::vector<KernelFacts> kernels = on_every_target("fenced_cas.ll", "fenced_cas");
  ASSERT_EQ(kernels.size(), 4u);
  for (const KernelFacts& k : kernels)
    EXPECT_GT(k.inventory.of_class("cache"), 0) << k.target << ": the loop must be fenced for this test to mean anything";
  const std::vector<Violation> v = check_budget(cas, kernels);
  ASSERT_EQ(v.size(), 4u);
  for (const Violation& x : v) {
    EXPECT_EQ(x.figure, "cas_loops") << x.message;
    EXPECT_EQ(x.value, 1) << x.message;
  }
  Budget fenced;
  BudgetRule no_fences;
  no_fences.id = "no-fences";
  no_fences.kernel_glob = "fenced_cas";
  no_fences.reason = "test";
  no_fences.limits.fenced_atomics_max = 0;
  fenced.rules.push_back(no_fences);
  EXPECT_TRUE(check_budget(fenced, kernels).empty()) << check_budget(fenced, kernels).front().message;
}

/// `parity-run --flavor llvm22 --toolchain require --audit` with `extra` options, its reports in
/// `dir`; the kernels come from the compile cache the ctest fixture llvm22_compile_cache filled.
Ran parity_run_audit(const fs::path& dir, const std::string& extra) {
  const std::string parity_run = std::string(PK_BINARY_DIR) + "/bin/parity-run";
  return sh("cd " + q(PK_SOURCE_DIR) + " && " + q(parity_run) +
            " --flavor llvm22 --toolchain require --audit --report-dir " + q(dir) + " " + extra);
}

/// The project budget judges the kernels a run selects: with --only one family or one shard of
/// the space, a rule whose selector matches no selected kernel is not stale, so the audit passes,
/// and every run audits some kernels. The whole space (the same command without a selection) is
/// ParityRunEndToEnd.AuditBudgetPassesAndATightBudgetFails, which checks as much and more.
class ProjectBudgetScope : public ::testing::TestWithParam<std::string> {};

TEST_P(ProjectBudgetScope, TheSelectedKernelsMeetTheProjectBudget) {
  if (!fs::exists(llvm22_bin() / "llc")) GTEST_SKIP() << "LLVM 22 is not installed";
  TempDir dir("pk-audit-scope");
  const Ran run = parity_run_audit(dir.path / "out", GetParam());
  EXPECT_EQ(run.rc, 0) << GetParam() << "\n" << run.out;
  const json doc = read_json(dir.path / "out/parity.json");
  EXPECT_GT(doc["audit"]["kernels"].get<int>(), 0) << GetParam();
  EXPECT_EQ(doc["audit"]["violations"], json::array()) << GetParam();
  EXPECT_EQ(doc["audit"]["errors"], json::array()) << GetParam();
}

INSTANTIATE_TEST_SUITE_P(Project, ProjectBudgetScope,
                         ::testing::Values("--only gemm", "--only mlp", "--only conv_wgrad", "--only gemm:1,79,204",
                                           "--shard 2/3"),
                         [](const ::testing::TestParamInfo<std::string>& p) {
                           std::string name = p.param.substr(2);
                           for (char& c : name)
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           return name;
                         });

/// The project budget, as JSON, with `edit` applied to the rule `id` (a fatal failure where there
/// is no such rule).
void edit_project_rule(json* budget, const std::string& id, const std::function<void(json&)>& edit) {
  if (budget->is_null()) *budget = read_json(fs::path(PK_SOURCE_DIR) / "parity/budgets.json");
  for (json& r : (*budget)["rules"])
    if (r["id"] == id) return edit(r);
  FAIL() << "parity/budgets.json has no rule " << id;
}

/// A rule that matches no kernel of the whole shipped space is stale in a whole run, and is not in
/// a run of one family it does not select; tightened rules fail where their kernels are.
TEST(ProjectBudget, ATightenedOrStaleRuleFailsWhereItsKernelsAre) {
  if (!fs::exists(llvm22_bin() / "llc")) GTEST_SKIP() << "LLVM 22 is not installed";
  TempDir dir("pk-audit-tight");
  json b;
  ASSERT_NO_FATAL_FAILURE(edit_project_rule(&b, "lds-gfx942", [](json& r) { r["limits"]["lds_bytes_max"] = 1; }));
  // A sync K loop on gfx1250 loads its tiles through registers: the async rule must catch it.
  ASSERT_NO_FATAL_FAILURE(edit_project_rule(&b, "gemm-async-loads", [](json& r) {
    r["select"] = {{"family", "gemm"}, {"k_loop", "sync"}, {"target", "gfx1250"}, {"role", "main"}};
  }));
  b["rules"].push_back({{"id", "mlp-async"}, {"select", {{"family", "mlp"}, {"k_loop", "async"}}},
                        {"limits", {{"vgpr_max", 1}}}, {"reason", "no mlp config has a K loop: stale"}});
  std::ofstream(dir.path / "tight.json") << b.dump();
  const std::string budget = "--budget " + q(dir.path / "tight.json");
  // The rules each run's violations name, and whether one calls its rule stale.
  const auto broken = [&](const std::string& run, const std::string& extra, bool* stale) {
    const Ran r = parity_run_audit(dir.path / run, extra + " " + budget);
    EXPECT_EQ(r.rc, 1) << r.out;
    std::set<std::string> rules;
    *stale = false;
    const json audit = read_json(dir.path / run / "isa_audit.json");
    for (const json& v : audit["violations"]) {
      rules.insert(v["rule"].get<std::string>());
      *stale = *stale || v["message"].get<std::string>().find("stale rule") != std::string::npos;
    }
    return rules;
  };
  bool stale = false;
  EXPECT_EQ(broken("whole", "", &stale), (std::set<std::string>{"lds-gfx942", "gemm-async-loads", "mlp-async"}));
  EXPECT_TRUE(stale) << "mlp-async selects no kernel of the whole space";
  // One family: only its own kernels' rules can fail, and a rule of another family's is not stale.
  EXPECT_EQ(broken("mlp", "--only mlp", &stale), (std::set<std::string>{"lds-gfx942"}));
  EXPECT_FALSE(stale);
}

/// The seed kernel's rules (the published RDNA4 width-64 kernel, mlp 46) pass on mlp 46 and fail
/// on mlp 1, the same network with its activations in LDS, once their select names it: its LDS,
/// its WMMA and LDS inventory and its barriers are another design's.
TEST(ProjectBudget, TheSeedRulesHoldForTheRegisterKernelAndFailTheLdsDesign) {
  if (!fs::exists(llvm22_bin() / "llc")) GTEST_SKIP() << "LLVM 22 is not installed";
  TempDir dir("pk-audit-seed");
  const Ran pass = parity_run_audit(dir.path / "pass", "--only mlp:1,46");
  EXPECT_EQ(pass.rc, 0) << pass.out;
  json b;
  for (const char* id : {"mlp-seed-published-facts", "mlp-seed-this-design"})
    ASSERT_NO_FATAL_FAILURE(edit_project_rule(&b, id, [](json& r) { r["select"]["activations"] = "lds"; }));
  std::ofstream(dir.path / "lds.json") << b.dump();
  const Ran fail = parity_run_audit(dir.path / "fail", "--only mlp:1,46 --budget " + q(dir.path / "lds.json"));
  EXPECT_EQ(fail.rc, 1) << fail.out;
  std::set<std::string> figures;
  const json audit = read_json(dir.path / "fail" / "isa_audit.json");
  for (const json& v : audit["violations"])
    if (v["rule"] == "mlp-seed-this-design") figures.insert(v["figure"].get<std::string>());
  EXPECT_EQ(figures, (std::set<std::string>{"lds_bytes", "vgpr", "mnemonic.v_wmma_f32_16x16x16_f16",
                                            "mnemonic.ds_load_b128", "mnemonic.ds_store_b128", "class.barrier"}))
      << fail.out;
}

// ---- pure unit tests -------------------------------------------------------------------------

std::vector<Instruction> code(std::initializer_list<std::pair<uint64_t, std::string>> lines) {
  std::vector<Instruction> out;
  for (const auto& [off, m] : lines) out.push_back({off, m, "", std::nullopt});
  return out;
}

TEST(AuditFences, WindowsStopAtTheNeighbouringMemoryAccess) {
  // A write-back before the previous memory access belongs to that access, not to the atomic.
  auto c = code({{0, "global_wb"}, {4, "global_load_b32"}, {8, "s_wait_loadcnt"}, {12, "global_atomic_add_f32"},
                 {16, "global_store_b32"}, {20, "global_inv"}});
  auto f = analyze_fences(c);
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].fence, Fence::Unfenced);
  EXPECT_EQ(f[0].adjacent_waits, 1);  // counter waits are reported, never a fence
  f = analyze_fences(code({{0, "buffer_wbl2"}, {4, "s_waitcnt"}, {8, "global_atomic_pk_add_f16"}, {12, "s_endpgm"}}));
  EXPECT_EQ(f[0].fence, Fence::Release);
}

TEST(AuditFences, WindowsStopAtAnUnconditionalBranch) {
  // A loop's back edge (barrier fences, then s_branch back) laid out right before a block that is
  // only reached by a jump: its write-back is not on the way to that block's atomic.
  auto f = analyze_fences(code({{0, "global_wb"}, {4, "s_barrier"}, {8, "global_inv"}, {12, "s_branch"},
                                {16, "v_add_u32"}, {20, "global_atomic_pk_add_f16"}, {24, "s_endpgm"}}));
  ASSERT_EQ(f.size(), 1u);
  EXPECT_EQ(f[0].fence, Fence::Unfenced);
  // A conditional branch falls through: the write-back still counts.
  f = analyze_fences(code({{0, "global_wb"}, {4, "s_cbranch_scc1"}, {8, "global_atomic_pk_add_f16"}}));
  EXPECT_EQ(f[0].fence, Fence::Release);
  // Nor does an invalidate after the atomic's jump away count.
  f = analyze_fences(code({{0, "global_atomic_add_f32"}, {4, "s_branch"}, {8, "global_inv"}}));
  EXPECT_EQ(f[0].fence, Fence::Unfenced);
  f = analyze_fences(code({{0, "global_atomic_add_f32"}, {4, "s_waitcnt"}, {8, "global_inv"}, {12, "s_branch"}}));
  EXPECT_EQ(f[0].fence, Fence::Acquire);
}

TEST(AuditFences, CmpswapOnABackEdgeIsACasLoop) {
  auto c = code({{0, "global_load_b32"}, {4, "global_atomic_cmpswap_b32"}, {8, "s_cbranch_execnz"}});
  c[2].branch_target = 4;
  EXPECT_EQ(analyze_fences(c)[0].fence, Fence::CasLoop);
  c[2].branch_target = 12;  // a forward branch is no loop
  EXPECT_EQ(analyze_fences(c)[0].fence, Fence::Unfenced);
}

// The fences around a cmpswap do not change what it is: a loop around it is a CAS loop, whether
// a write-back, an invalidate or both are in its windows (seq_cst and release/acquire CAS loops).
TEST(AuditFences, AFencedCmpswapOnABackEdgeIsStillACasLoop) {
  const std::vector<std::pair<std::string, std::vector<Instruction>>> loops{
      {"release", code({{0, "global_wb"}, {4, "global_atomic_cmpswap_b32"}, {8, "s_cbranch_execnz"}})},
      {"acquire", code({{0, "global_atomic_cmpswap_b32"}, {4, "global_inv"}, {8, "s_cbranch_execnz"}})},
      {"full", code({{0, "buffer_wbl2"}, {4, "global_atomic_cmpswap"}, {8, "s_waitcnt"}, {12, "buffer_inv"},
                     {16, "s_cbranch_execnz"}})},
  };
  for (auto [fence, c] : loops) {
    SCOPED_TRACE(fence);
    std::vector<FenceFinding> f = analyze_fences(c);
    ASSERT_EQ(f.size(), 1u);
    EXPECT_EQ(fence_name(f[0].fence), fence) << "the windows see this fence";
    c.back().branch_target = 0;
    f = analyze_fences(c);
    EXPECT_EQ(f[0].fence, Fence::CasLoop) << "classified by its fence: " << fence_name(f[0].fence);
  }
}

// The facts of an AMDGPU ELF made by hand: its target, its kernel descriptors, its undefined
// symbols and its functions with their address and size. A damaged symbol table is refused in the
// words of support::read_elf_symbols (the compile cache's reader): there is one reader, not two.
TEST(AuditElfFacts, ComeFromTheSymbolTableAndADamagedOneIsRefusedAsSupportRefusesIt) {
  const std::string elf = tiny_elf({{"k", paritykit::support::kSttFunc, true, 0x100, 0x40},
                                    {"k.kd", paritykit::support::kSttObject, true, 0x40, 64},
                                    {"ext", 0, false},
                                    {"helper", paritykit::support::kSttFunc, true, 0x200, 8}},
                                   paritykit::support::amdgpu::kEmAmdgpu, 0x4E);
  ElfFacts facts;
  std::string err;
  ASSERT_TRUE(read_elf_facts(bytes_of(elf), &facts, &err)) << err;
  EXPECT_EQ(facts.target, "gfx1201");
  EXPECT_EQ(facts.kernel_descriptors, std::vector<std::string>{"k.kd"});
  EXPECT_EQ(facts.undefined_symbols, std::vector<std::string>{"ext"});
  const std::map<std::string, std::pair<uint64_t, uint64_t>> functions{{"k", {0x100, 0x40}}, {"helper", {0x200, 8}}};
  EXPECT_EQ(facts.functions, functions);
  // Byte offsets in tiny_elf's layout: strings at 64 ("\0k\0k.kd\0ext\0helper\0", 19 bytes), then
  // the symbols (24 bytes each, the null one first), then the section headers (.symtab the third).
  const size_t first_symbol = 64 + 19 + 24, symtab_header = 64 + 19 + 5 * 24 + 128;
  std::string name_outside = elf, link_missing = elf, table_outside = elf;
  name_outside[first_symbol] = '\x7f';
  link_missing[symtab_header + 40] = 9;
  table_outside[symtab_header + 32 + 3] = 1;  // sh_size + 16 MiB
  for (const auto& [what, damaged] : std::map<std::string, std::string>{
           {"a name outside its string table", name_outside},
           {"a link to a missing string table", link_missing},
           {"a symbol table past the end", table_outside}}) {
    std::string audit_err, support_err;
    std::vector<paritykit::support::ElfSymbol> symbols;
    EXPECT_FALSE(read_elf_facts(bytes_of(damaged), &facts, &audit_err)) << what;
    EXPECT_FALSE(paritykit::support::read_elf_symbols(damaged, &symbols, &support_err)) << what;
    EXPECT_FALSE(audit_err.empty()) << what;
    EXPECT_EQ(audit_err, support_err) << what;
  }
  for (size_t n = 0; n < elf.size(); ++n)
    EXPECT_FALSE(read_elf_facts(bytes_of(elf.substr(0, n)), &facts, &err)) << "every prefix lacks the section headers";
}

TEST(AuditDisassembly, SplitsBySymbolAndResolvesBranchTargets) {
  const std::string text =
      "\nDisassembly of section .text:\n\n0000000000001a00 <k>:\n"
      "\ts_load_b96 s[20:22], s[4:5], 0x18                          // 000000001A00: F400A502 F8000018\n"
      "\ts_cbranch_scc1 65535                                       // 000000001A08: BFA2FFFF <k>\n"
      "\ts_branch 1                                                 // 000000001A0C: BFA00001 <k+0x14>\n"
      "\ts_endpgm                                                   // 000000001A10: BFB00000\n\n"
      "0000000000001b00 <other>:\n\ts_endpgm                                                   // 000000001B00: BFB00000\n";
  auto d = parse_disassembly(text);
  ASSERT_EQ(d.size(), 2u);
  ASSERT_EQ(d["k"].size(), 4u);
  EXPECT_EQ(d["k"][0].mnemonic, "s_load_b96");
  EXPECT_EQ(d["k"][0].operands, "s[20:22], s[4:5], 0x18");
  EXPECT_EQ(d["k"][1].branch_target, 0x1a00u);
  EXPECT_EQ(d["k"][2].branch_target, 0x1a14u);
  EXPECT_EQ(d["other"].size(), 1u);
}

TEST(AuditCrossCheck, ContradictingFiguresAreUntrusted) {
  KernelFacts k;
  k.meta.name = "k";
  k.meta.private_segment_bytes = 16;
  EXPECT_EQ(cross_check(k, true).size(), 1u);  // private segment, no scratch instruction
  k.meta.private_segment_bytes = 0;
  k.meta.vgpr_spill = 3;
  EXPECT_EQ(cross_check(k, true).size(), 1u);  // spills, no scratch store, no AGPR copy
  EXPECT_EQ(vgpr_spills_to(k), "nowhere");
  // gfx942/gfx950 spill VGPRs into AGPRs: a write there and a read back, no scratch at all.
  k.inventory.by_mnemonic = {{"v_accvgpr_write_b32", 3}, {"v_accvgpr_read_b32", 3}};
  EXPECT_TRUE(cross_check(k, true).empty()) << cross_check(k, true).front();
  EXPECT_EQ(vgpr_spills_to(k), "agpr");
  k.inventory.by_mnemonic["scratch_store_dword"] = 1;
  EXPECT_EQ(vgpr_spills_to(k), "agpr and scratch");
  k.inventory.by_mnemonic = {{"v_accvgpr_write_b32", 3}};
  EXPECT_EQ(vgpr_spills_to(k), "nowhere") << "a write alone is an accumulator's start, not a spill";
  k.inventory.by_mnemonic.clear();
  k.meta.vgpr_spill = 0;
  EXPECT_EQ(vgpr_spills_to(k), "");
  k.inventory.by_class["scratch"] = 2;
  EXPECT_EQ(cross_check(k, true).size(), 1u);  // scratch instructions, no private segment
  k.inventory.by_class["scratch"] = 0;
  EXPECT_TRUE(cross_check(k, true).empty());
  EXPECT_EQ(cross_check(k, false).size(), 1u);  // metadata without code
}

TEST(AuditBaseline, EveryFigureIsAnIntegerAndEachKernelIsThereOnce) {
  KernelFacts k;
  k.file = "a.co";
  k.meta.name = "k";
  k.meta.vgpr = 10;
  k.occupancy = 4;
  json old = {{"file", "a.co"}, {"name", "k"}};
  for (const char* f : {"vgpr", "sgpr", "agpr", "lds_bytes", "private_segment_bytes", "vgpr_spill", "sgpr_spill",
                        "scratch_instructions", "fenced_atomics", "cas_loops"})
    old[f] = 0;
  old["vgpr"] = 10;
  old["occupancy"] = 8;
  const json base = {{"schema", "paritykit.isa_audit/v1"}, {"kernels", {old}}};
  std::string err;
  std::vector<Violation> v = compare_baseline(base, {k}, &err);
  ASSERT_EQ(err, "");
  ASSERT_EQ(v.size(), 1u);
  EXPECT_EQ(v[0].figure, "occupancy") << "8 -> 4 is a drop";
  // A figure that is missing or not an integer would read as 0 and hide the drop: bad input.
  const std::pair<json, std::string> bad[] = {
      {nullptr, "baseline: /kernels/0/occupancy: missing"},
      {"8", "baseline: /kernels/0/occupancy: expected an integer >= 0, got a string \"8\""},
      {8.5, "baseline: /kernels/0/occupancy: expected an integer >= 0, got a number 8.5"},
      {-1, "baseline: /kernels/0/occupancy: expected an integer >= 0, got a number -1"}};
  for (const auto& [value, message] : bad) {
    json doc = base;
    if (value.is_null()) doc["kernels"][0].erase("occupancy");
    else doc["kernels"][0]["occupancy"] = value;
    err.clear();
    EXPECT_TRUE(compare_baseline(doc, {k}, &err).empty());
    EXPECT_EQ(err, message);
  }
  json twice = base;
  twice["kernels"].push_back(old);
  err.clear();
  compare_baseline(twice, {k}, &err);
  EXPECT_EQ(err, "baseline: /kernels/1: a.co:k is in the baseline twice");
}

TEST(AuditInputs, AFileNamedTwiceIsAuditedOnce) {
  TempDir d;
  d.write("objs/a.co", std::string("\x7f" "ELF") + std::string(60, '\0'));
  std::vector<AuditError> errors;
  const std::vector<fs::path> files =
      collect_inputs({d.path / "objs/a.co", d.path / "objs/../objs/a.co", d.path / "objs"}, &errors);
  EXPECT_TRUE(errors.empty());
  ASSERT_EQ(files.size(), 1u) << "a file named twice (or inside a named directory) counts once";
  EXPECT_EQ(files[0], d.path / "objs/a.co");
}

TEST(AuditInputs, ThreadsAreCappedAtTheCoresAndTheFiles) {
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  EXPECT_EQ(audit_threads(100000, 100000), cores) << "--jobs 100000 once ran 53 tools at once";
  EXPECT_EQ(audit_threads(0, 100000), cores);
  EXPECT_EQ(audit_threads(100000, 1), 1u);
  EXPECT_EQ(audit_threads(1, 100), 1u);
  EXPECT_EQ(audit_threads(4, 0), 1u);
}

TEST(AuditBudget, StrictParsingNamesTheJsonPointer) {
  Budget b;
  std::string err;
  json doc = json::parse(R"({"schema": "paritykit.isa_audit.budget/v1",
    "rules": [{"id": "a", "reason": "r", "limits": {"vgpr_max": 1, "class": {"nosuch": {"max": 1}}}}]})");
  EXPECT_FALSE(parse_budget(doc, &b, &err));
  EXPECT_NE(err.find("/rules/0/limits/class/nosuch"), std::string::npos) << err;
  doc["rules"][0]["limits"] = json::parse(R"({"vgpr_mx": 1})");
  EXPECT_FALSE(parse_budget(doc, &b, &err));
  EXPECT_NE(err.find("/rules/0/limits/vgpr_mx"), std::string::npos) << err;
  doc["rules"][0]["limits"] = json::parse(R"({"vgpr_max": "1"})");
  EXPECT_FALSE(parse_budget(doc, &b, &err));
  doc["rules"][0]["limits"] = json::parse(R"({"vgpr_max": 1})");
  EXPECT_TRUE(parse_budget(doc, &b, &err)) << err;
  doc["rules"].push_back(doc["rules"][0]);
  Budget twice;
  EXPECT_FALSE(parse_budget(doc, &twice, &err));  // duplicate id
}

// A limit is a count or a size: an integer in [0, 2^63 - 1]. 2^64 - 1 must not read as -1 (a max
// that every kernel breaks, a min that every kernel meets), nor a negative limit be taken.
TEST(AuditBudget, ALimitOutsideZeroToInt64MaxIsRefusedWithItsPointer) {
  const std::string head = R"({"schema": "paritykit.isa_audit.budget/v1", "rules": [{"id": "a", "reason": "r", "limits": )";
  struct Case {
    std::string limits, pointer, value;
  };
  for (const Case& c : std::vector<Case>{
           {R"({"vgpr_max": 18446744073709551615})", "/rules/0/limits/vgpr_max", "18446744073709551615"},
           {R"({"kernels_min": 9223372036854775808})", "/rules/0/limits/kernels_min", "9223372036854775808"},
           {R"({"lds_bytes_max": -1})", "/rules/0/limits/lds_bytes_max", "-1"},
           {R"({"mnemonic": {"s_barrier": {"min": 18446744073709551615}}})", "/rules/0/limits/mnemonic/s_barrier/min",
            "18446744073709551615"},
           {R"({"class": {"matrix": {"max": -2}}})", "/rules/0/limits/class/matrix/max", "-2"}}) {
    SCOPED_TRACE(c.limits);
    Budget b;
    std::string err;
    EXPECT_FALSE(parse_budget(json::parse(head + c.limits + "}]}"), &b, &err));
    EXPECT_EQ(err, "budget " + c.pointer + ": expected an integer in [0, 9223372036854775807], got a number " + c.value);
  }
  Budget b;
  std::string err;
  ASSERT_TRUE(parse_budget(json::parse(head + R"({"vgpr_max": 9223372036854775807, "spills_max": 0})" + "}]}"), &b, &err))
      << err;
  EXPECT_EQ(b.rules.at(0).limits.vgpr_max, std::numeric_limits<int64_t>::max());
  EXPECT_EQ(b.rules.at(0).limits.spills_max, 0);
}

TEST(AuditBudget, LoadBudgetReadsStrictJsonAndNamesTheFile) {
  const fs::path dir = fs::temp_directory_path() / ("audit_budget_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::string rule = R"({"id": "a", "reason": "r", "limits": {"vgpr_max": 1, "vgpr_max": 500}})";
  std::ofstream(dir / "dup.json") << R"({"schema": "paritykit.isa_audit.budget/v1", "rules": [)" + rule + "]}";
  std::ofstream(dir / "bad.json") << R"({"schema": "paritykit.isa_audit.budget/v1", "rules": [{"id": 1}]})";
  Budget b;
  std::string err;
  EXPECT_FALSE(load_budget(dir / "dup.json", &b, &err));
  EXPECT_EQ(err, (dir / "dup.json").string() + R"(: /rules/0/limits: duplicate key "vgpr_max")");
  EXPECT_FALSE(load_budget(dir / "bad.json", &b, &err));
  EXPECT_TRUE(err.starts_with((dir / "bad.json").string() + ": budget /rules/0")) << err;
  EXPECT_FALSE(load_budget(dir / "none.json", &b, &err));
  EXPECT_TRUE(err.starts_with((dir / "none.json").string() + ": cannot open")) << err;
  EXPECT_TRUE(load_budget(fs::path(PK_SOURCE_DIR) / "parity/budgets.json", &b, &err)) << err;
  EXPECT_FALSE(b.rules.empty());
  std::error_code ec;
  fs::remove_all(dir, ec);
}

TEST(AuditBudget, BudgetForModuleKeepsTheRulesThatCoverItsKernels) {
  Budget whole;
  std::string err;
  ASSERT_TRUE(parse_budget(json::parse(R"({"schema": "paritykit.isa_audit.budget/v1", "rules": [
    {"id": "lds-a", "target": "gfx1201", "limits": {"lds_bytes_max": 1}, "reason": "r"},
    {"id": "lds-b", "target": "gfx942", "limits": {"lds_bytes_max": 1}, "reason": "r"},
    {"id": "main", "kernel": "k_[0-9]", "limits": {"vgpr_max": 1}, "reason": "r"},
    {"id": "reduce", "kernel": "k_*_reduce", "limits": {"vgpr_max": 1}, "reason": "r"},
    {"id": "count-only", "file": "*llvm22/*.co", "limits": {"kernels_min": 3, "kernels_max": 3}, "reason": "r"},
    {"id": "count-and-barrier", "file": "*llvm22/*.co", "kernel": "k_*",
     "limits": {"kernels_max": 3, "class": {"barrier": {"min": 2}}}, "reason": "r"},
    {"id": "other-file", "file": "*llvm19/*.co", "limits": {"vgpr_max": 1}, "reason": "r"}]})"),
                           &whole, &err))
      << err;
  const Budget one = budget_for_module(whole, "/w/m0/llvm22/gemm_1.co", "gfx1201", {"k_1"});
  std::vector<std::string> ids;
  for (const BudgetRule& r : one.rules) ids.push_back(r.id);
  EXPECT_EQ(ids, (std::vector<std::string>{"lds-a", "main", "count-and-barrier"}));
  EXPECT_FALSE(one.rules[2].limits.kernels_max.has_value());
  EXPECT_EQ(one.rules[2].limits.klass.at("barrier").first, 2);
  // The scoping is check_budget's own: every kept rule matches a kernel, so none is stale.
  EXPECT_TRUE(rule_matches(one.rules[1], "/w/m0/llvm22/gemm_1.co", "k_1", "gfx1201"));
  EXPECT_FALSE(rule_matches(one.rules[1], "/w/m0/llvm22/gemm_1.co", "k_1_reduce", "gfx1201"));
}

/// A kernel of `file` named `name` for `target` with `barriers` barriers and `cas` CAS-loop atomics.
KernelFacts kernel_facts(const std::string& file, const std::string& name, const std::string& target, int barriers,
                         int cas = 0) {
  KernelFacts k;
  k.file = file;
  k.meta.name = name;
  k.target = target;
  k.inventory.by_class["barrier"] = barriers;
  for (int i = 0; i < cas; ++i) k.atomics.push_back({"global_atomic_cmpswap", 0, Fence::CasLoop, 0});
  return k;
}

Budget budget_of(const std::string& rules) {
  Budget b;
  std::string err;
  EXPECT_TRUE(parse_budget(json::parse(R"({"schema": "paritykit.isa_audit.budget/v1", "rules": [)" + rules + "]}"), &b,
                           &err))
      << err;
  return b;
}

/// "rule@kernel-or-scope:figure" for each violation, to compare as a set.
std::set<std::string> found(const std::vector<Violation>& vs) {
  std::set<std::string> out;
  for (const auto& v : vs) out.insert(v.rule + "@" + v.kernel + ":" + v.figure);
  return out;
}

/// `select` is parsed strictly (its shape: which properties exist is the resolving caller's to
/// say), and each malformed one names its rule and pointer.
TEST(AuditBudgetSelect, SelectIsParsedStrictlyAndAMalformedOneNamesItsRule) {
  const std::string head = R"({"schema": "paritykit.isa_audit.budget/v1", "rules": [
    {"id": "m", "limits": {"vgpr_max": 1}, "reason": "r", "select": )";
  Budget b;
  std::string err;
  ASSERT_TRUE(parse_budget(json::parse(head + R"({"family": "gemm", "math": ["wmma", "mf*"]}}]})"), &b, &err)) << err;
  EXPECT_EQ(b.rules[0].select, (std::map<std::string, std::vector<std::string>>{{"family", {"gemm"}},
                                                                                 {"math", {"wmma", "mf*"}}}));
  EXPECT_FALSE(b.rules[0].selected.has_value()) << "only a caller that knows the configs resolves it";
  struct Bad {
    std::string select, pointer;
  };
  for (const Bad& c : std::vector<Bad>{{R"({})", "/rules/0/select"},
                                       {R"("gemm")", "/rules/0/select"},
                                       {R"({"family": 1})", "/rules/0/select/family"},
                                       {R"({"family": ""})", "/rules/0/select/family"},
                                       {R"({"family": []})", "/rules/0/select/family"},
                                       {R"({"math": ["wmma", 2]})", "/rules/0/select/math"},
                                       {R"({"target": "gfx[9"})", "/rules/0/select/target"}}) {
    Budget bad;
    EXPECT_FALSE(parse_budget(json::parse(head + c.select + "}]}"), &bad, &err)) << c.select;
    EXPECT_EQ(err.rfind("budget " + c.pointer + ": rule \"m\": ", 0), 0u) << c.select << ": " << err;
  }
}

/// A select rule judges the kernels its resolver selected, fails when none are (stale), and fails
/// unresolved rather than judge nothing.
TEST(AuditBudgetSelect, ASelectRuleJudgesItsResolvedKernelsAndFailsUnresolved) {
  Budget b = budget_of(R"({"id": "sync", "select": {"role": "main"}, "limits": {"class": {"barrier": {"min": 2}}},
                           "reason": "r"})");
  const std::vector<KernelFacts> ks = {kernel_facts("o/gemm_1.co", "k_1", "gfx1201", 1),
                                       kernel_facts("o/gemm_1.co", "k_1_reduce", "gfx1201", 0)};
  EXPECT_EQ(found(check_budget(b, ks)), (std::set<std::string>{"sync@kernels selected by config property:select"}));
  b.rules[0].selected = std::set<std::string>{"o/gemm_1.co:k_1"};
  EXPECT_EQ(found(check_budget(b, ks)), (std::set<std::string>{"sync@o/gemm_1.co:k_1:class.barrier"}));
  b.rules[0].selected = std::set<std::string>{};
  const std::vector<Violation> stale = check_budget(b, ks);
  ASSERT_EQ(stale.size(), 1u);
  EXPECT_NE(stale[0].message.find("stale rule"), std::string::npos) << stale[0].message;
  EXPECT_NE(stale[0].message.find("role=main"), std::string::npos) << stale[0].message;
}

/// Part of a run (one family, one shard) keeps the rules that cover its kernels, without their
/// counts; a rule for other kernels, stale only in a whole run, goes.
TEST(AuditBudgetSelect, BudgetForSubsetKeepsTheRulesThatCoverItsKernels) {
  Budget whole = budget_of(R"({"id": "main", "select": {"role": "main"}, "limits": {"vgpr_max": 1}, "reason": "r"},
    {"id": "mlp", "select": {"family": "mlp"}, "limits": {"vgpr_max": 1}, "reason": "r"},
    {"id": "gfx942", "target": "gfx942", "limits": {"vgpr_max": 1}, "reason": "r"},
    {"id": "count", "kernel": "k_*", "except": "k_49", "limits": {"kernels_max": 3, "vgpr_max": 1}, "reason": "r"})");
  whole.rules[0].selected = std::set<std::string>{"o/gemm_1.co:k_1"};
  whole.rules[1].selected = std::set<std::string>{"o/mlp_1.co:m_1"};
  const Budget part = budget_for_subset(whole, {kernel_facts("o/gemm_1.co", "k_1", "gfx1201", 2)});
  std::vector<std::string> ids;
  for (const BudgetRule& r : part.rules) ids.push_back(r.id);
  EXPECT_EQ(ids, (std::vector<std::string>{"main", "count"}));
  EXPECT_FALSE(part.rules[1].limits.kernels_max.has_value());
  EXPECT_TRUE(part.rules[1].except_glob.empty()) << "it spares a kernel outside the part";
  EXPECT_TRUE(check_budget(part, {kernel_facts("o/gemm_1.co", "k_1", "gfx1201", 2)}).empty());
}

/// isa-audit alone knows no configs: it refuses a budget with select rules (exit 2, naming them),
/// and only with --skip-select skips them, says so, and judges the rest.
TEST_F(Compiled, IsaAuditRefusesSelectRulesUnlessToldToSkipThem) {
  std::ofstream(dir / "select.json") << R"({"schema": "paritykit.isa_audit.budget/v1", "rules": [
    {"id": "by-property", "select": {"math": "wmma"}, "limits": {"vgpr_max": 0}, "reason": "r"},
    {"id": "lds", "limits": {"lds_bytes_max": 1000000000}, "reason": "r"},
    {"id": "by-role", "select": {"role": "main"}, "limits": {"vgpr_max": 0}, "reason": "r"}]})";
  const std::string audit = q(kAudit) + " " + q(compiled / "co") + " --budget " + q(dir / "select.json") + " --quiet";
  // Without --skip-select a budget isa-audit cannot judge whole is refused: it must not pass by omission.
  const Ran refused = sh(audit);
  EXPECT_EQ(refused.rc, 2) << refused.out;
  EXPECT_NE(refused.out.find("rules that select kernels by config property (by-property, by-role): parity-run "
                             "--audit judges them; --skip-select judges the others alone"),
            std::string::npos)
      << refused.out;
  const Ran skipped = sh(audit + " --skip-select");
  EXPECT_EQ(skipped.rc, 0) << skipped.out;
  EXPECT_NE(skipped.out.find("skipped the budget rules that select kernels by config property (by-property, by-role)"),
            std::string::npos)
      << skipped.out;
}

/// parity-run refuses, before anything runs, a select that names no config property.
TEST(ProjectBudget, AnUnknownSelectPropertyIsBadInput) {
  TempDir dir("pk-audit-property");
  std::ofstream(dir.path / "b.json") << R"({"schema": "paritykit.isa_audit.budget/v1", "rules": [
    {"id": "typo", "select": {"familly": "gemm"}, "limits": {"vgpr_max": 1}, "reason": "r"}]})";
  const Ran r = parity_run_audit(dir.path / "out", "--only gemm:1 --budget " + q(dir.path / "b.json"));
  EXPECT_EQ(r.rc, 2) << r.out;
  EXPECT_NE(r.out.find("--budget: budget /rules/0/select/familly: rule \"typo\": no such config property"),
            std::string::npos)
      << r.out;
}

TEST(AuditBudget, ExceptIsParsedStrictlyAndAMalformedOneNamesItsRule) {
  const std::string head = R"({"schema": "paritykit.isa_audit.budget/v1", "rules": [
    {"id": "ok", "kernel": "k_*", "except": "k_[4][9]", "limits": {"vgpr_max": 1}, "reason": "r"},
    {"id": "sync", "kernel": "k_*", "limits": {"vgpr_max": 1}, "reason": "r", "except": )";
  Budget b;
  std::string err;
  ASSERT_TRUE(parse_budget(json::parse(head + R"("k_49"}]})"), &b, &err)) << err;
  EXPECT_EQ(b.rules[0].except_glob, "k_[4][9]");
  EXPECT_EQ(b.rules[1].except_glob, "k_49");
  EXPECT_TRUE(budget_of(R"({"id": "none", "limits": {"vgpr_max": 1}, "reason": "r"})").rules[0].except_glob.empty());
  const struct {
    const char* except;
    const char* says;
  } bad[] = {
      {"49", "must be a string"},
      {R"(["k_49"])", "must be a string"},
      {"null", "must be a string"},
      {R"("")", "must not be empty"},
      {R"("k_[49")", "without its ']'"},
      {R"("k_[]49")", "without its ']'"},  // `]` right after `[` is a member, so the set is still open
  };
  for (const auto& c : bad) {
    b = {};
    EXPECT_FALSE(parse_budget(json::parse(head + c.except + "}]}"), &b, &err)) << c.except;
    EXPECT_NE(err.find("/rules/1/except"), std::string::npos) << err;
    EXPECT_NE(err.find("rule \"sync\""), std::string::npos) << err;
    EXPECT_NE(err.find(c.says), std::string::npos) << err;
  }
  // Escaped or complete brackets are fine.
  for (const char* good : {R"("k_\\[49")", R"("k_[!0-8]9")", R"("k_[]4]9")"}) {
    b = {};
    EXPECT_TRUE(parse_budget(json::parse(head + good + "}]}"), &b, &err)) << good << ": " << err;
  }
}

TEST(AuditBudget, ExceptSparesTheKernelsItNamesAndNoOthers) {
  const Budget b = budget_of(R"({"id": "sync", "kernel": "paritykit_gemm_*[0-9]", "except": "paritykit_gemm_49",
                                 "limits": {"class": {"barrier": {"min": 2}}}, "reason": "r"})");
  const BudgetRule& r = b.rules[0];
  EXPECT_TRUE(rule_matches(r, "o/llvm22/gemm_4.co", "paritykit_gemm_4", "gfx1201"));
  EXPECT_TRUE(rule_matches(r, "o/llvm22/gemm_48.co", "paritykit_gemm_48", "gfx1201"));
  EXPECT_TRUE(rule_matches(r, "o/llvm22/gemm_490.co", "paritykit_gemm_490", "gfx1201"));  // the glob is whole-name
  EXPECT_FALSE(rule_matches(r, "o/llvm22/gemm_49.co", "paritykit_gemm_49", "gfx1201"));
  EXPECT_FALSE(rule_matches(r, "o/llvm22/gemm_3.co", "paritykit_gemm_3_reduce", "gfx1201"));  // not the kernel glob
  // Kernel names only: a file that looks like config 49's does not spare another kernel.
  EXPECT_TRUE(rule_matches(r, "paritykit_gemm_49", "paritykit_gemm_5", "gfx1201"));

  // Config 49 without barriers passes; config 5 without barriers still fails.
  const std::vector<KernelFacts> ks = {kernel_facts("o/gemm_49.co", "paritykit_gemm_49", "gfx1201", 0),
                                       kernel_facts("o/gemm_48.co", "paritykit_gemm_48", "gfx1201", 2),
                                       kernel_facts("o/gemm_5.co", "paritykit_gemm_5", "gfx1201", 0)};
  const std::vector<Violation> v = check_budget(b, ks);
  EXPECT_EQ(found(v), (std::set<std::string>{"sync@o/gemm_5.co:paritykit_gemm_5:class.barrier"}));
  // The same rule without its except fails config 49 too.
  Budget plain = b;
  plain.rules[0].except_glob.clear();
  EXPECT_EQ(found(check_budget(plain, ks)), (std::set<std::string>{"sync@o/gemm_49.co:paritykit_gemm_49:class.barrier",
                                                                   "sync@o/gemm_5.co:paritykit_gemm_5:class.barrier"}));
}

TEST(AuditBudget, AnExceptThatSparesNoKernelIsAViolation) {
  const Budget b = budget_of(R"({"id": "sync", "kernel": "paritykit_gemm_*[0-9]", "except": "paritykit_gemm_49",
                                 "limits": {"class": {"barrier": {"min": 2}}}, "reason": "one wave"})");
  // Config 49 gone (or renamed): the except allows nothing any more and must be removed.
  const std::vector<Violation> v = check_budget(b, {kernel_facts("o/gemm_48.co", "paritykit_gemm_48", "gfx1201", 2)});
  ASSERT_EQ(v.size(), 1u);
  EXPECT_EQ(v[0].figure, "excepted_kernels");
  EXPECT_NE(v[0].message.find("rule \"sync\""), std::string::npos) << v[0].message;
  EXPECT_NE(v[0].message.find("except=paritykit_gemm_49"), std::string::npos) << v[0].message;
  EXPECT_NE(v[0].message.find("stale except"), std::string::npos) << v[0].message;
  // A kernel the except names but the rule's other globs do not select spares nothing either.
  EXPECT_EQ(check_budget(b, {kernel_facts("o/gemm_48.co", "paritykit_gemm_48", "gfx1201", 2),
                             kernel_facts("o/gemm_49.co", "paritykit_gemm_49_reduce", "gfx1201", 0)})
                .size(),
            1u);
  // Every selected kernel spared: the rule itself is stale as well.
  EXPECT_EQ(found(check_budget(b, {kernel_facts("o/gemm_49.co", "paritykit_gemm_49", "gfx1201", 0)})),
            (std::set<std::string>{
                "sync@kernels matching file=* kernel=paritykit_gemm_*[0-9] target=* except=paritykit_gemm_49:kernels"}));
}

TEST(AuditBudget, BudgetForModuleKeepsAnExceptOnlyWhereItSparesAKernel) {
  const Budget whole = budget_of(R"({"id": "sync", "kernel": "k_*", "except": "k_49",
                                     "limits": {"class": {"barrier": {"min": 2}}}, "reason": "r"})");
  // Module of config 1: the except spares nothing here (it spares another module's kernel), so
  // it is dropped rather than failed as stale.
  const Budget one = budget_for_module(whole, "m/gemm_1.co", "gfx1201", {"k_1"});
  ASSERT_EQ(one.rules.size(), 1u);
  EXPECT_TRUE(one.rules[0].except_glob.empty());
  EXPECT_TRUE(check_budget(one, {kernel_facts("m/gemm_1.co", "k_1", "gfx1201", 2)}).empty());
  // Module of config 49 alone: the rule covers none of its kernels and goes.
  EXPECT_TRUE(budget_for_module(whole, "m/gemm_49.co", "gfx1201", {"k_49"}).rules.empty());
  // A module holding both keeps the except.
  const Budget both = budget_for_module(whole, "m/x.co", "gfx1201", {"k_1", "k_49"});
  ASSERT_EQ(both.rules.size(), 1u);
  EXPECT_EQ(both.rules[0].except_glob, "k_49");
}

TEST(AuditBudget, ExitCodesAreErrorsThenViolationsThenPass) {
  AuditReport r;
  EXPECT_EQ(exit_code(r), 0);
  r.violations.push_back({});
  EXPECT_EQ(exit_code(r), 1);
  r.kernels.push_back({});
  r.kernels.back().untrusted.push_back("x");
  EXPECT_EQ(exit_code(r), 2);
}

TEST(AuditOccupancy, TargetLimitsAreKnownForTheProjectTargets) {
  for (const char* t : {"gfx1201", "gfx1250", "gfx942", "gfx950"}) EXPECT_TRUE(target_limits(t).has_value()) << t;
  EXPECT_FALSE(target_limits("gfx803").has_value());
  // gfx942: 8 waves max, SGPR 101 -> 7 waves.
  EXPECT_EQ(estimate_occupancy(*target_limits("gfx942"), 8, 101, 0, 256), 7);
}

}  // namespace

TEST(AuditBudget, FloorsPinAFigureToABandFromBelow) {
  // A budget that pins a kernel to a published kernel's figures needs floors beside the ceilings:
  // LDS exactly 2,304 bytes, VGPR and SGPR within a band.
  const Budget b = budget_of(R"({"id": "pin", "limits": {"lds_bytes_min": 2304, "lds_bytes_max": 2304,
                                 "vgpr_min": 83, "vgpr_max": 101, "sgpr_min": 67, "sgpr_max": 81}, "reason": "r"})");
  KernelFacts k = kernel_facts("o/mlp_46.co", "paritykit_mlp_46", "gfx1201", 0);
  k.meta.lds_bytes = 2304;
  k.meta.vgpr = 92;
  k.meta.sgpr = 74;
  EXPECT_TRUE(check_budget(b, {k}).empty());
  k.meta.lds_bytes = 2048;
  k.meta.vgpr = 82;
  k.meta.sgpr = 66;
  const std::vector<Violation> v = check_budget(b, {k});
  EXPECT_EQ(found(v), (std::set<std::string>{"pin@o/mlp_46.co:paritykit_mlp_46:lds_bytes",
                                             "pin@o/mlp_46.co:paritykit_mlp_46:vgpr",
                                             "pin@o/mlp_46.co:paritykit_mlp_46:sgpr"}));
  EXPECT_NE(v[0].message.find("under the minimum of"), std::string::npos) << v[0].message;
  // A floor is a limit like the others: a rule of floors alone is kept for a module it covers.
  const Budget floors = budget_of(R"({"id": "floor", "limits": {"vgpr_min": 1}, "reason": "r"})");
  EXPECT_EQ(budget_for_module(floors, "o/mlp_46.co", "gfx1201", {"paritykit_mlp_46"}).rules.size(), 1u);
}
