// The audit of files: find the code objects, read their metadata and instructions (in process on
// LLVM's libraries, or with llvm-readobj and llvm-objdump batched: one call of each per thread and
// target, not per object), put metadata, inventory, fences and occupancy together, and cross-check
// them.
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <fstream>
#include <functional>
#include <iterator>
#include <map>
#include <memory>
#include <set>
#include <span>
#include <thread>

#include "llvm_reader.h"
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

/// The instructions of `name` within its symbol's size (a view of `code`'s; both readers give a
/// symbol's instructions in address order): the s_code_end / s_nop padding after s_endpgm
/// belongs to no kernel.
std::span<const Instruction> kernel_code(const std::map<std::string, std::vector<Instruction>>& code,
                                         const ElfFacts& elf, const std::string& name) {
  auto it = code.find(name);
  if (it == code.end()) return {};
  std::span<const Instruction> out = it->second;
  auto extent = elf.functions.find(name);
  if (extent != elf.functions.end() && extent->second.second > 0) {
    const uint64_t end = extent->second.first + extent->second.second;
    out = out.first(std::find_if(out.begin(), out.end(), [&](const Instruction& i) { return i.offset >= end; }) - out.begin());
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

/// What a batched call of the tools printed for one code object (batch_tool_output); a part that
/// is missing is produced by a call of the tool for this object alone.
struct ToolText {
  std::optional<std::string> notes;       ///< llvm-readobj --notes
  std::string disasm_mcpu;                ///< the --mcpu of `disasm`
  std::optional<std::string> disasm;      ///< llvm-objdump -d --mcpu=disasm_mcpu
};

/// One code object of an input file, ready for the tools: its bytes on disk (the file itself, or
/// a temp file for a bundle entry) and what its ELF header and symbols say.
struct PendingObject {
  std::size_t file = 0;  ///< index of its input file
  CodeObject co;
  std::string on_disk;
  std::shared_ptr<TempFile> tmp;
  ElfFacts elf;
  std::string elf_error;  ///< why read_elf_facts refused it; empty: `elf` holds its facts
  ToolText text;
};

/// The metadata of `p`: from its tool text (asking llvm-readobj where the batch left none), or in process.
bool read_metadata(PendingObject& p, const Tools& tools, CodeObjectMetadata* meta, std::string* err) {
  if (tools.reader == ObjectReader::InProcess) return read_metadata_in_process(p.co.bytes, meta, err);
  std::optional<std::string>& notes = p.text.notes;
  if (!notes && !run_tool({(tools.llvm_bin / "llvm-readobj").string(), "--notes", p.on_disk}, &notes.emplace(), err))
    return false;
  return parse_notes(*notes, meta, err);
}

/// The instructions of `p` by symbol, for processor `target`: from its tool text (asking
/// llvm-objdump where the batch left none or disassembled for another processor), or in process.
bool read_code(PendingObject& p, const Tools& tools, const std::string& target,
               std::map<std::string, std::vector<Instruction>>* code, std::string* err) {
  if (tools.reader == ObjectReader::InProcess) return disassemble_in_process(p.co.bytes, target, code, err);
  ToolText& text = p.text;
  if (text.disasm_mcpu != target) text.disasm.reset();
  if (!text.disasm &&
      !run_tool({(tools.llvm_bin / "llvm-objdump").string(), "-d", "--mcpu=" + target, p.on_disk}, &text.disasm.emplace(), err))
    return false;
  *code = parse_disassembly(*text.disasm);
  return true;
}

/// Audits one code object with `tools.reader`; with the tools, what its ToolText lacks, it asks them for.
void audit_code_object(PendingObject& p, const Tools& tools, AuditReport* report) {
  const CodeObject& co = p.co;
  const ElfFacts& elf = p.elf;
  auto error = [&](const std::string& m) { report->errors.push_back({co.label, m}); };
  if (!p.elf_error.empty()) return error(p.elf_error);
  std::string err;
  CodeObjectMetadata meta;
  if (!read_metadata(p, tools, &meta, &err)) return error(err);
  const std::string target = meta.target.empty() ? elf.target : meta.target;
  if (target.empty()) return error("no target: amdhsa.target is missing and e_flags mach is unknown");
  if (!elf.target.empty() && elf.target != target)
    error("amdhsa.target says " + target + " but ELF e_flags say " + elf.target);
  std::map<std::string, std::vector<Instruction>> code;
  if (!read_code(p, tools, target, &code, &err)) return error(err);
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
    const std::span<const Instruction> ins = kernel_code(code, elf, m.name);
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
    const fs::file_status status = fs::status(p, ec);
    if (fs::is_directory(status)) {
      std::vector<fs::path> found;
      for (auto it = fs::recursive_directory_iterator(p, ec); !ec && it != fs::recursive_directory_iterator();
           it.increment(ec))
        if (it->is_regular_file(ec) && looks_like_input(it->path())) found.push_back(it->path());
      if (ec) errors->push_back({p.string(), "cannot walk directory: " + ec.message()});
      std::sort(found.begin(), found.end());
      for (const fs::path& f : found) take(f);
    } else if (fs::exists(status)) {
      take(p);  // extract's read_file refuses what is not a regular file (a FIFO, a device) as such
    } else {
      errors->push_back({p.string(), ec && ec != std::errc::no_such_file_or_directory ? ec.message()
                                                                                       : "no such file or directory"});
    }
  }
  return out;
}

namespace {

/// The code objects of `file`; what cannot be read or extracted goes to `*report`. The tools read
/// a bundle entry from a temp file of its own; the in-process reader from its bytes.
void extract(const fs::path& file, std::size_t index, const Tools& tools, std::vector<PendingObject>* out,
             AuditReport* report) {
  std::string text, err;
  const std::string prefix = file.string() + ": ";  // the file is named in the error's own field
  if (!support::read_file(file, &text, &err))
    return report->errors.push_back({file.string(), err.starts_with(prefix) ? err.substr(prefix.size()) : err});
  const std::vector<uint8_t> bytes(text.begin(), text.end());
  std::vector<CodeObject> objects;
  if (!extract_code_objects(file.string(), bytes, &objects, &err))
    return report->errors.push_back({file.string(), err.starts_with(prefix) ? err.substr(prefix.size()) : err});
  for (auto& co : objects) {
    PendingObject p{index, std::move(co), file.string(), nullptr, {}, "", {}};
    if (tools.reader == ObjectReader::Tools && p.co.label != file.string()) {
      p.tmp = std::make_shared<TempFile>();  // a bundle entry: the tools need it as a file of its own
      if (p.tmp->fd < 0 ||
          ::write(p.tmp->fd, p.co.bytes.data(), p.co.bytes.size()) != static_cast<ssize_t>(p.co.bytes.size())) {
        report->errors.push_back({p.co.label, "cannot write the bundle entry to a temp file"});
        continue;
      }
      p.on_disk = p.tmp->path;
    }
    if (!read_elf_facts(p.co.bytes, &p.elf, &err)) p.elf_error = err;
    out->push_back(std::move(p));
  }
}

/// Cuts the output of one tool over several files into each file's part: `header(path)` is the
/// line the tool prints before a file's output. False when a header is not found in order (the
/// part of each file is then left to a call for that file alone).
bool split_by_file(const std::string& text, const std::vector<std::string>& paths,
                   const std::function<std::string(const std::string&)>& header, std::vector<std::string>* parts) {
  std::vector<std::size_t> at;
  std::size_t from = 0;
  for (const auto& p : paths) {
    const std::size_t pos = text.find(header(p), from);
    if (pos == std::string::npos) return false;
    at.push_back(pos);
    from = pos + 1;
  }
  parts->clear();
  for (std::size_t i = 0; i < at.size(); ++i)
    parts->push_back(text.substr(at[i], (i + 1 < at.size() ? at[i + 1] : text.size()) - at[i]));
  return true;
}

/// Files per tool call: far below any command-line limit.
constexpr std::size_t kFilesPerCall = 256;

/// One llvm-readobj --notes over `objects`, and one llvm-objdump -d per target over those whose
/// ELF header names it, each output cut into the objects' ToolText. A call that fails (a damaged
/// object makes the tool exit non-zero) leaves its objects to calls of their own, which name the
/// object that failed exactly as an unbatched audit does.
void batch_tool_output(std::span<PendingObject*> objects, const Tools& tools) {
  for (std::size_t start = 0; start < objects.size(); start += kFilesPerCall) {
    const auto chunk = objects.subspan(start, std::min(kFilesPerCall, objects.size() - start));
    std::vector<std::string> paths, parts;
    for (const PendingObject* p : chunk) paths.push_back(p->on_disk);
    std::vector<std::string> argv{(tools.llvm_bin / "llvm-readobj").string(), "--notes"};
    argv.insert(argv.end(), paths.begin(), paths.end());
    std::string out, err;
    if (run_tool(argv, &out, &err) &&
        split_by_file(out, paths, [](const std::string& p) { return "\nFile: " + p + "\n"; }, &parts))
      for (std::size_t i = 0; i < chunk.size(); ++i) chunk[i]->text.notes = std::move(parts[i]);
    std::map<std::string, std::vector<PendingObject*>> by_target;
    for (PendingObject* p : chunk)
      if (!p->elf.target.empty()) by_target[p->elf.target].push_back(p);
    for (const auto& [target, group] : by_target) {
      std::vector<std::string> group_paths;
      for (const PendingObject* p : group) group_paths.push_back(p->on_disk);
      argv = {(tools.llvm_bin / "llvm-objdump").string(), "-d", "--mcpu=" + target};
      argv.insert(argv.end(), group_paths.begin(), group_paths.end());
      if (!run_tool(argv, &out, &err) ||
          !split_by_file(out, group_paths, [](const std::string& p) { return "\n" + p + ":\tfile format "; }, &parts))
        continue;
      for (std::size_t i = 0; i < group.size(); ++i) {
        group[i]->text.disasm_mcpu = target;
        group[i]->text.disasm = std::move(parts[i]);
      }
    }
  }
}

/// batch_tool_output over `objects`, each of `threads` threads with its share.
void run_tools_batched(std::vector<PendingObject>& objects, const Tools& tools, unsigned threads) {
  std::vector<PendingObject*> order;  // an object whose ELF header is refused needs no tool
  for (auto& p : objects)
    if (p.elf_error.empty()) order.push_back(&p);
  std::vector<std::thread> pool;
  const std::size_t share = (order.size() + threads - 1) / std::max(1u, threads);
  for (std::size_t start = 0; start < order.size(); start += share)
    pool.emplace_back(batch_tool_output, std::span(order).subspan(start, std::min(share, order.size() - start)),
                      std::cref(tools));
  for (auto& t : pool) t.join();
}

}  // namespace

std::string reader_name(const Tools& tools) {
  return tools.reader == ObjectReader::InProcess ? in_process_llvm() : tools.llvm_bin.string();
}

void audit_file(const fs::path& file, const Tools& tools, AuditReport* report) {
  std::vector<PendingObject> objects;
  extract(file, 0, tools, &objects, report);
  for (PendingObject& p : objects) audit_code_object(p, tools, report);
}

unsigned audit_threads(unsigned jobs, std::size_t files) {
  // Each thread runs the tools as child processes, or decodes in process: more than the cores only
  // adds contention.
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  const unsigned wanted = jobs == 0 ? cores : std::min(jobs, cores);
  return static_cast<unsigned>(std::max<std::size_t>(1, std::min<std::size_t>(wanted, files)));
}

void audit_files(const std::vector<fs::path>& files, const Tools& tools, unsigned jobs, const Progress& progress,
                 AuditReport* report) {
  std::vector<AuditReport> parts(files.size());
  std::vector<PendingObject> objects;
  for (std::size_t i = 0; i < files.size(); ++i) extract(files[i], i, tools, &objects, &parts[i]);
  const unsigned threads = audit_threads(jobs, objects.size());
  // The tools' start-up is most of their time: each thread runs them once over its share.
  if (tools.reader == ObjectReader::Tools) run_tools_batched(objects, tools, threads);
  // Then the reading (in process) or parsing (of the tools' text) and the analysis of each
  // object, on the same threads, each into its own part.
  std::vector<std::thread> pool;
  std::vector<AuditReport> per_object(objects.size());
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i; (i = next++) < objects.size();) {
      audit_code_object(objects[i], tools, &per_object[i]);
      objects[i].text = {};  // its disassembly is not needed once audited
    }
  };
  pool.clear();
  for (unsigned t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();

  for (std::size_t i = 0; i < objects.size(); ++i) {
    AuditReport& part = parts[objects[i].file];
    std::move(per_object[i].kernels.begin(), per_object[i].kernels.end(), std::back_inserter(part.kernels));
    std::move(per_object[i].errors.begin(), per_object[i].errors.end(), std::back_inserter(part.errors));
  }
  for (std::size_t i = 0; i < files.size(); ++i) {
    std::move(parts[i].kernels.begin(), parts[i].kernels.end(), std::back_inserter(report->kernels));
    std::move(parts[i].errors.begin(), parts[i].errors.end(), std::back_inserter(report->errors));
    if (progress) progress(i + 1, files.size());
  }
}

}  // namespace paritykit::isa_audit
