// The audit of files: find the code objects, run llvm-readobj and llvm-objdump once each per code
// object, put metadata, inventory, fences and occupancy together, and cross-check them.
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <fstream>
#include <iterator>
#include <mutex>
#include <set>
#include <thread>

#include "paritykit/isa_audit.h"
#include "paritykit/support/file.h"
#include "paritykit/support/process.h"

namespace paritykit::isa_audit {
namespace {

namespace fs = std::filesystem;

constexpr auto kToolTimeout = std::chrono::seconds(120);

/// A temp file removed when this goes out of scope.
struct TempFile {
  std::string path;
  int fd = -1;
  TempFile() {
    std::string tmpl = (fs::temp_directory_path() / "isa-audit-XXXXXX").string();
    fd = ::mkostemp(tmpl.data(), O_CLOEXEC);  // other threads' tools must not inherit it
    if (fd >= 0) path = tmpl;
  }
  ~TempFile() {
    if (fd >= 0) ::close(fd);
    if (!path.empty()) ::unlink(path.c_str());
  }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
};

/// Runs `argv` (no shell); its stdout goes to `*out`. False with `*err` (stderr's first line).
bool run_tool(const std::vector<std::string>& argv, std::string* out, std::string* err) {
  support::ProcessOptions options;
  options.timeout = kToolTimeout;  // a tool that hangs (a pathological input) is killed rather than stalling CI
  options.out = support::Output::Capture;
  options.err = support::Output::Capture;
  options.cap = std::size_t{1} << 30;  // llvm-objdump of a large bundle is tens of MiB; stderr needs one line
  support::ProcessResult r = support::run_process(argv, options);
  const std::string tool = fs::path(argv[0]).filename().string();
  if (!r.spawn_error.empty()) return *err = "cannot run " + r.spawn_error, false;
  if (!r.ok()) {
    // describe() says how it ended (exit status, the signal that killed it, or the timeout).
    const std::string msg = r.stderr_text.substr(0, r.stderr_text.find('\n'));
    *err = tool + " failed (" + r.describe() + ")" + (msg.empty() ? "" : ": " + msg);
    return false;
  }
  *out = std::move(r.stdout_text);
  return true;
}

int64_t count(const Inventory& inv, const std::string& cls) {
  auto it = inv.by_class.find(cls);
  return it == inv.by_class.end() ? 0 : it->second;
}

/// How many instructions of `inv` start with `prefix`.
int64_t with_prefix(const Inventory& inv, std::string_view prefix) {
  int64_t n = 0;
  for (const auto& [m, c] : inv.by_mnemonic)
    if (m.starts_with(prefix)) n += c;
  return n;
}

/// The instructions of `name` within its symbol's size: the s_code_end / s_nop padding after
/// s_endpgm belongs to no kernel.
std::vector<Instruction> kernel_code(const std::map<std::string, std::vector<Instruction>>& code, const ElfFacts& elf,
                                     const std::string& name) {
  auto it = code.find(name);
  if (it == code.end()) return {};
  std::vector<Instruction> out = it->second;
  auto extent = elf.functions.find(name);
  if (extent != elf.functions.end() && extent->second.second > 0) {
    const uint64_t end = extent->second.first + extent->second.second;
    std::erase_if(out, [&](const Instruction& i) { return i.offset >= end; });
  }
  return out;
}

}  // namespace

std::string vgpr_spills_to(const KernelFacts& k) {
  if (k.meta.vgpr_spill <= 0) return "";
  const bool scratch = with_prefix(k.inventory, "scratch_store") > 0;
  const bool agpr = with_prefix(k.inventory, "v_accvgpr_write") > 0 && with_prefix(k.inventory, "v_accvgpr_read") > 0;
  return agpr && scratch ? "agpr and scratch" : agpr ? "agpr" : scratch ? "scratch" : "nowhere";
}

std::vector<std::string> cross_check(const KernelFacts& k, bool has_code) {
  std::vector<std::string> u;
  if (!has_code) {
    u.push_back("metadata names kernel \"" + k.meta.name + "\" but the disassembly has no such symbol");
    return u;
  }
  const int64_t scratch = count(k.inventory, "scratch");
  if (k.meta.private_segment_bytes > 0 && scratch == 0 && !k.meta.dynamic_stack)
    u.push_back("private segment " + std::to_string(k.meta.private_segment_bytes) + " bytes but no scratch instruction");
  if (scratch > 0 && k.meta.private_segment_bytes == 0 && !k.meta.dynamic_stack)
    u.push_back(std::to_string(scratch) + " scratch instructions but a private segment of 0 bytes");
  // SGPR spills go to VGPR lanes (v_writelane); VGPR spills to scratch, or on gfx942/gfx950 to
  // AGPRs (docs/targets.md): they must show as one or the other.
  if (vgpr_spills_to(k) == "nowhere")
    u.push_back(std::to_string(k.meta.vgpr_spill) + " VGPR spills but no scratch store and no AGPR copy");
  return u;
}

namespace {

/// Audits one code object whose bytes are also in the file `on_disk`.
void audit_code_object(const CodeObject& co, const std::string& on_disk, const Tools& tools, AuditReport* report) {
  auto error = [&](const std::string& m) { report->errors.push_back({co.label, m}); };
  ElfFacts elf;
  std::string err, notes, disasm;
  if (!read_elf_facts(co.bytes, &elf, &err)) return error(err);
  if (!run_tool({(tools.llvm_bin / "llvm-readobj").string(), "--notes", on_disk}, &notes, &err)) return error(err);
  CodeObjectMetadata meta;
  if (!parse_notes(notes, &meta, &err)) return error(err);
  const std::string target = meta.target.empty() ? elf.target : meta.target;
  if (target.empty()) return error("no target: amdhsa.target is missing and e_flags mach is unknown");
  if (!elf.target.empty() && elf.target != target)
    error("amdhsa.target says " + target + " but ELF e_flags say " + elf.target);
  if (!run_tool({(tools.llvm_bin / "llvm-objdump").string(), "-d", "--mcpu=" + target, on_disk}, &disasm, &err))
    return error(err);
  const auto code = parse_disassembly(disasm);
  for (const auto& u : elf.undefined_symbols)
    error("undefined symbol \"" + u + "\" (a misspelled intrinsic links like this): the kernel cannot load");
  std::set<std::string> described;
  for (const auto& k : meta.kernels) described.insert(k.symbol);
  for (const auto& kd : elf.kernel_descriptors)
    if (!described.count(kd)) error("kernel symbol \"" + kd + "\" has no amdhsa.kernels metadata");
  const std::optional<TargetLimits> limits = target_limits(target);
  for (const auto& m : meta.kernels) {
    KernelFacts k;
    k.file = co.label;
    k.target = target;
    k.code_object_version = elf.code_object_version;
    k.meta = m;
    const std::vector<Instruction> ins = kernel_code(code, elf, m.name);
    k.inventory = take_inventory(ins);
    k.atomics = analyze_fences(ins);
    if (limits) k.occupancy = estimate_occupancy(*limits, m.vgpr, m.sgpr, m.lds_bytes, m.max_flat_workgroup_size);
    k.untrusted = cross_check(k, code.count(m.name) > 0);
    report->kernels.push_back(std::move(k));
  }
}

/// In a walked directory, only files that start like an ELF or an offload bundle are inputs (the
/// project's objects/ folders also hold PTX); a file named on the command line is always one.
bool looks_like_input(const fs::path& p) {
  char head[24] = {};
  std::ifstream in(p, std::ios::binary);
  in.read(head, sizeof head);
  const std::string_view h(head, static_cast<size_t>(in.gcount()));
  return h.starts_with("\x7f" "ELF") || h.starts_with("__CLANG_OFFLOAD_BUNDLE__") || h.starts_with("CCOB");
}

}  // namespace

fs::path newest_llvm_bin() {
  fs::path best;
  int best_major = -1;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator("/usr/lib", ec)) {
    const std::string name = e.path().filename().string();
    if (!name.starts_with("llvm-")) continue;
    int major = 0;
    try {
      major = std::stoi(name.substr(5));
    } catch (...) {
      continue;
    }
    const fs::path bin = e.path() / "bin";
    if (major > best_major && fs::exists(bin / "llvm-objdump") && fs::exists(bin / "llvm-readobj")) {
      best_major = major;
      best = bin;
    }
  }
  return best;
}

std::vector<fs::path> collect_inputs(const std::vector<fs::path>& paths, std::vector<AuditError>* errors) {
  std::vector<fs::path> out;
  std::set<fs::path> seen;  // canonical paths: a file named twice, or also inside a named directory, counts once
  auto take = [&](const fs::path& p) {
    std::error_code ec;
    const fs::path canonical = fs::weakly_canonical(p, ec);
    if (seen.insert(ec ? p : canonical).second) out.push_back(p);
  };
  for (const auto& p : paths) {
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      std::vector<fs::path> found;
      for (auto it = fs::recursive_directory_iterator(p, ec); !ec && it != fs::recursive_directory_iterator();
           it.increment(ec))
        if (it->is_regular_file(ec) && looks_like_input(it->path())) found.push_back(it->path());
      if (ec) errors->push_back({p.string(), "cannot walk directory: " + ec.message()});
      std::sort(found.begin(), found.end());
      for (const fs::path& f : found) take(f);
    } else if (fs::is_regular_file(p, ec)) {
      take(p);
    } else {
      errors->push_back({p.string(), "no such file or directory"});
    }
  }
  return out;
}

void audit_file(const fs::path& file, const Tools& tools, AuditReport* report) {
  std::string text, err;
  if (!support::read_file(file, &text, &err)) {
    const std::string prefix = file.string() + ": ";  // the file is named in the error's own field
    return report->errors.push_back({file.string(), err.starts_with(prefix) ? err.substr(prefix.size()) : err});
  }
  const std::vector<uint8_t> bytes(text.begin(), text.end());
  std::vector<CodeObject> objects;
  if (!extract_code_objects(file.string(), bytes, &objects, &err)) {
    const std::string prefix = file.string() + ": ";  // the file is named in the error's own field
    return report->errors.push_back({file.string(), err.starts_with(prefix) ? err.substr(prefix.size()) : err});
  }
  for (const auto& co : objects) {
    if (co.label == file.string()) {
      audit_code_object(co, file.string(), tools, report);
      continue;
    }
    TempFile tmp;  // a bundle entry: the tools need it as a file of its own
    if (tmp.fd < 0 || ::write(tmp.fd, co.bytes.data(), co.bytes.size()) != static_cast<ssize_t>(co.bytes.size())) {
      report->errors.push_back({co.label, "cannot write the bundle entry to a temp file"});
      continue;
    }
    audit_code_object(co, tmp.path, tools, report);
  }
}

unsigned audit_threads(unsigned jobs, std::size_t files) {
  // Each thread runs the tools as child processes: more than the cores only adds processes.
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  const unsigned wanted = jobs == 0 ? cores : std::min(jobs, cores);
  return static_cast<unsigned>(std::max<std::size_t>(1, std::min<std::size_t>(wanted, files)));
}

void audit_files(const std::vector<fs::path>& files, const Tools& tools, unsigned jobs, const Progress& progress,
                 AuditReport* report) {
  jobs = audit_threads(jobs, files.size());
  std::vector<AuditReport> parts(files.size());
  std::atomic<size_t> next{0}, done{0};
  std::mutex progress_mutex;
  auto worker = [&] {
    for (size_t i; (i = next++) < files.size();) {
      audit_file(files[i], tools, &parts[i]);
      const size_t d = ++done;
      if (progress) {
        std::lock_guard lock(progress_mutex);
        progress(d, files.size());
      }
    }
  };
  std::vector<std::thread> threads;
  for (unsigned t = 1; t < jobs; ++t) threads.emplace_back(worker);
  worker();
  for (auto& t : threads) t.join();
  for (auto& p : parts) {
    std::move(p.kernels.begin(), p.kernels.end(), std::back_inserter(report->kernels));
    std::move(p.errors.begin(), p.errors.end(), std::back_inserter(report->errors));
  }
}

}  // namespace paritykit::isa_audit
