// The toolchain stage: the agreed IR through the flavor's own llvm-as, llc and ld.lld.
#include <unistd.h>

#include <algorithm>
#include <map>
#include <mutex>
#include <set>

#include "paritykit/isa_audit.h"
#include "paritykit/parity/release_check.h"
#include "paritykit/parity/toolchain.h"
#include "paritykit/support/cache.h"
#include "paritykit/support/elf.h"
#include "paritykit/support/file.h"
#include "paritykit/support/process.h"
#include "paritykit/support/sha256.h"

namespace paritykit::parity {

std::string to_string(ToolStatus t) {
  switch (t) {
    case ToolStatus::Ok: return "ok";
    case ToolStatus::Fail: return "fail";
    case ToolStatus::Unvalidated: return "unvalidated";
    case ToolStatus::Skipped: return "skipped";
    case ToolStatus::ValidatedStatic: return "validated_static";
  }
  return "unknown(" + std::to_string(static_cast<int>(t)) + ")";
}

std::vector<std::string> required_tools(const spec::TargetInfo& target) {
  if (target.toolchain.link_flags) return {"llvm-as", "llvm-dis", "llc", "ld.lld"};
  return {"llvm-as", "llvm-dis", "llc"};
}

namespace {

std::string command_line(const std::vector<std::string>& argv) {
  std::string s;
  for (const auto& a : argv) s += (s.empty() ? "" : " ") + a;
  return s;
}

/// Runs one step; on failure fills the result's failed_tool and stderr_text and returns false. The
/// stderr of a step that succeeded goes to `diagnostics` when given.
bool step(const std::vector<std::string>& argv, std::chrono::seconds timeout, ToolchainResult* r,
          std::string* diagnostics = nullptr) {
  support::ProcessOptions options;
  options.timeout = timeout;
  options.cap = 64 * 1024;  // a runaway tool must not fill memory
  const support::ProcessResult p = support::run_process(argv, options);
  if (p.ok()) {
    if (diagnostics) *diagnostics = p.stderr_text;
    return true;
  }
  r->failed_tool = command_line(argv);
  r->stderr_text = p.describe() + (p.stderr_text.empty() ? "" : "\n" + p.stderr_text);
  return false;
}

/// The tools' command lines, in order, as the target's row says: llvm-as, llc (with the row's
/// flags; with resource remarks, llc reports each kernel's resource usage on stderr), and ld.lld
/// when the row links. The cache key is built from the same lines with placeholder paths, so a
/// changed flag changes the key.
std::vector<std::vector<std::string>> commands(const std::filesystem::path& tools, const spec::TargetInfo& target,
                                               const std::string& ll, const std::string& bc, const std::string& obj,
                                               const std::string& out) {
  const spec::TargetToolchain& row = target.toolchain;
  std::vector<std::vector<std::string>> c = {{(tools / "llvm-as").string(), ll, "-o", bc}};
  std::vector<std::string> llc = {(tools / "llc").string(), "-O3", "-mtriple=" + target.triple, "-mcpu=" + target.name};
  llc.insert(llc.end(), row.llc_flags.begin(), row.llc_flags.end());
  if (row.resource_remarks) llc.push_back("-pass-remarks-analysis=kernel-resource-usage");
  llc.insert(llc.end(), {bc, "-o", row.link_flags ? obj : out});
  c.push_back(std::move(llc));
  if (row.link_flags) {
    std::vector<std::string> link = {(tools / "ld.lld").string()};
    link.insert(link.end(), row.link_flags->begin(), row.link_flags->end());
    link.insert(link.end(), {obj, "-o", out});
    c.push_back(std::move(link));
  }
  return c;
}

/// llvm-dis of the bitcode llvm-as made: what the release took the module for.
std::vector<std::string> disassemble_command(const std::filesystem::path& tools, const std::string& bc,
                                             const std::string& dis) {
  return {(tools / "llvm-dis").string(), bc, "-o", dis};
}

/// A tool's identity for the cache key: resolved path, size, mtime and `--version` output, asked
/// once per process, and remembered in the cache under (path, size, mtime), so that a warm run
/// starts no tool at all; empty when the tool cannot say its version.
std::string tool_identity(const std::filesystem::path& tool, const std::filesystem::path& cache_dir) {
  static std::mutex mutex;
  static std::map<std::filesystem::path, std::string> known;
  {
    std::lock_guard lock(mutex);
    if (auto it = known.find(tool); it != known.end()) return it->second;
  }
  std::error_code ec, size_ec, time_ec;
  const std::filesystem::path real = std::filesystem::canonical(tool, ec);
  const auto size = ec ? 0 : std::filesystem::file_size(real, size_ec);
  const auto mtime = ec ? 0 : std::filesystem::last_write_time(real, time_ec).time_since_epoch().count();
  std::string identity;
  if (!ec && !size_ec && !time_ec) {
    const std::string stat = real.string() + " " + std::to_string(size) + " " + std::to_string(mtime) + "\n";
    const support::ContentCache cache(cache_dir);
    const std::string key = support::sha256_hex("paritykit tool identity v1\n" + stat);
    std::string version, err;
    if (!cache_dir.empty() && cache.get(key, &version, &err) == support::ContentCache::Lookup::Hit) {
      identity = stat + version;
    } else {
      support::ProcessOptions options;
      options.timeout = std::chrono::seconds(30);
      options.cap = 64 * 1024;
      options.out = support::Output::Capture;
      const support::ProcessResult p = support::run_process({tool.string(), "--version"}, options);
      if (p.ok() && !p.stdout_text.empty()) {
        identity = stat + p.stdout_text;
        if (!cache_dir.empty()) cache.put(key, p.stdout_text, &err);  // not stored: asked again next time
      }
    }
  }
  std::lock_guard lock(mutex);
  return known.emplace(tool, identity).first->second;
}

/// Names for a message: sorted, comma-separated, cut after 200 characters (a forged entry may
/// hold anything).
std::string name_list(std::vector<std::string> names) {
  std::sort(names.begin(), names.end());
  std::string s;
  for (const auto& n : names) s += (s.empty() ? "" : ", ") + n;
  return s.size() > 200 ? s.substr(0, 200) + "..." : s;
}

/// The names a PTX module defines as kernels: its `.entry NAME(` lines (not `.extern` ones).
std::vector<std::string> ptx_entries(std::string_view ptx) {
  std::vector<std::string> names;
  for (size_t at = 0; at < ptx.size();) {
    const size_t eol = std::min(ptx.find('\n', at), ptx.size());
    std::string_view line = ptx.substr(at, eol - at);
    at = eol + 1;
    bool external = false;
    for (;;) {
      line.remove_prefix(std::min(line.find_first_not_of(" \t"), line.size()));
      const std::string_view word = line.substr(0, line.find_first_of(" \t("));
      if (word != ".visible" && word != ".weak" && word != ".extern") break;
      external |= word == ".extern";
      line.remove_prefix(word.size());
    }
    if (external || !line.starts_with(".entry")) continue;
    line.remove_prefix(6);
    if (line.empty() || (line[0] != ' ' && line[0] != '\t')) continue;
    line.remove_prefix(std::min(line.find_first_not_of(" \t"), line.size()));
    names.emplace_back(line.substr(0, line.find_first_of(" \t(")));
  }
  return names;
}

}  // namespace

std::string artifact_kernel_mismatch(const spec::TargetInfo& target, const std::vector<std::string>& kernels,
                                     std::string_view bytes, std::optional<std::string_view> remarks,
                                     const std::string& whose) {
  const std::multiset<std::string> wanted(kernels.begin(), kernels.end());
  if (target.artifact.kind == spec::ArtifactKind::Ptx) {
    const std::vector<std::string> entries = ptx_entries(bytes);
    if (std::multiset<std::string>(entries.begin(), entries.end()) == wanted) return "";
    return whose + "PTX's kernels (" + name_list(entries) + ") are not the module's (" + name_list(kernels) + ")";
  }
  std::vector<support::ElfSymbol> symbols;
  std::string err;
  if (!support::read_elf_symbols(bytes, &symbols, &err)) return whose + "code object cannot be read: " + err;
  std::set<std::string> functions, descriptors;
  for (const auto& sym : symbols) {
    if (!sym.defined) continue;
    if (sym.type == support::kSttFunc) functions.insert(sym.name);
    if (sym.type == support::kSttObject && sym.name.ends_with(".kd")) descriptors.insert(sym.name);
  }
  std::vector<std::string> defined;
  for (const auto& f : functions)
    if (descriptors.count(f + ".kd")) defined.push_back(f);
  if (std::multiset<std::string>(defined.begin(), defined.end()) != wanted)
    return whose + "code object's kernels (" + name_list(defined) + ") are not the module's (" + name_list(kernels) +
           ")";
  if (!remarks) return "";
  // The functions the remarks report, read as the audit reads them (the same parser).
  std::vector<std::string> reported;
  for (const auto& [name, figures] : isa_audit::parse_resource_remarks(*remarks)) reported.push_back(name);
  const bool each_kernel = std::all_of(kernels.begin(), kernels.end(), [&](const auto& k) {
    return std::find(reported.begin(), reported.end(), k) != reported.end();
  });
  const bool only_functions =
      std::all_of(reported.begin(), reported.end(), [&](const auto& f) { return functions.count(f) > 0; });
  if (each_kernel && only_functions) return "";
  return whose + "llc remarks' kernels (" + name_list(reported) + ") are not the module's (" + name_list(kernels) + ")";
}

bool passes_release_facts(const ReleaseFacts& facts, const spec::TargetInfo& target, std::string_view ir,
                          ToolchainResult* r) {
  const std::vector<std::string> findings = release_findings(facts, target, ir);
  if (findings.empty()) return true;
  r->assemble = ToolStatus::Fail;
  r->compile = ToolStatus::Skipped;
  r->stderr_text = release_findings_text(facts, findings);
  r->note = "no tool run: the module fails the static check against " + facts.release + "'s release facts";
  return false;
}

std::filesystem::path remarks_path(const std::filesystem::path& artifact) { return artifact.string() + ".remarks"; }

std::string toolchain_cache_key(const spec::Flavor& flavor, const spec::TargetInfo& target, std::string_view ir,
                                const std::filesystem::path& cache_dir) {
  const std::filesystem::path tools = flavor.tool_dir;
  // v2: an entry is stored only after the llvm-dis round trip and the PTX check passed.
  std::string material = "paritykit toolchain cache v2\n" + target.name + " " + target.triple + "\n";
  for (const auto& argv : commands(tools, target, "IN.ll", "IN.bc", "OBJ.o", "OUT"))
    material += command_line(argv) + "\n";
  material += command_line(disassemble_command(tools, "IN.bc", "IN.dis.ll")) + "\n";
  for (const auto& tool : required_tools(target)) {
    const std::string identity = tool_identity(tools / tool, cache_dir);
    if (identity.empty()) return {};
    material += identity + "\n";
  }
  material += std::to_string(ir.size()) + "\n";
  material.append(ir);
  return support::sha256_hex(material);
}

ToolchainResult run_toolchain(const spec::Flavor& flavor, const spec::TargetInfo& target, std::string_view ir,
                              const std::vector<std::string>& kernels, const std::filesystem::path& artifact,
                              const std::filesystem::path& work_dir, std::chrono::seconds timeout,
                              const std::filesystem::path& cache_dir, const ReleaseFacts* facts) {
  ToolchainResult r;
  const auto started = std::chrono::steady_clock::now();
  auto finish = [&]() {
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return r;
  };
  // The static check runs first and always (a cache hit included): in process, it costs little,
  // and a flavor without tools has no other check.
  if (facts && !passes_release_facts(*facts, target, ir, &r)) return finish();
  const std::filesystem::path tools = flavor.tool_dir;
  for (const auto& tool : required_tools(target))
    if (::access((tools / tool).c_str(), X_OK) != 0) {
      r.assemble = r.compile = facts ? ToolStatus::ValidatedStatic : ToolStatus::Unvalidated;
      r.note = (tools / tool).string() + " is not installed" +
               (facts ? ": checked statically against " + facts->file + " (" + facts->llvm_ref + ") only" : "");
      return finish();
    }
  std::string err, bytes, remarks;
  // llc's kernel-resource-usage remarks, kept beside the artifact.
  const bool with_remarks = target.toolchain.resource_remarks;
  const std::filesystem::path remarks_file = remarks_path(artifact);
  // The cache: a hit is the artifact (and its remarks, a second entry) as a tool run would have
  // written it, each entry checked against the key and the hash stored with it, and both against
  // the module's kernels (a forged header may name any key); anything that fails a check is
  // rebuilt, never trusted.
  const support::ContentCache cache(cache_dir);
  const std::string key = cache_dir.empty() ? "" : toolchain_cache_key(flavor, target, ir, cache_dir);
  const std::string remarks_key = key.empty() ? "" : support::sha256_hex("paritykit llc remarks v1\n" + key);
  std::string rebuilt;
  if (!key.empty()) {
    support::ContentCache::Lookup found = cache.get(key, &bytes, &err);
    if (found == support::ContentCache::Lookup::Hit && with_remarks) found = cache.get(remarks_key, &remarks, &err);
    if (found == support::ContentCache::Lookup::Hit) {
      err = artifact_kernel_mismatch(target, kernels, bytes, remarks, "the cached ");
      if (err.empty() && target.artifact.kind == spec::ArtifactKind::Ptx) err = ptx_external_intrinsic(bytes);
      if (!err.empty()) found = support::ContentCache::Lookup::Corrupt;  // the rebuild's put replaces it
    }
    switch (found) {
      case support::ContentCache::Lookup::Hit:
        if (!support::write_file_if_changed(artifact, bytes, &err) ||
            (with_remarks && !support::write_file_if_changed(remarks_file, remarks, &err))) {
          r.compile = ToolStatus::Fail;
          r.stderr_text = err;
          return finish();
        }
        r.assemble = r.compile = ToolStatus::Ok;
        r.artifact = artifact.string();
        r.cache = "hit";
        return finish();
      case support::ContentCache::Lookup::Corrupt: rebuilt = err; break;
      case support::ContentCache::Lookup::Miss: break;
    }
  }
  std::error_code ec;
  std::filesystem::create_directories(work_dir, ec);
  const std::string stem = artifact.stem().string();
  const auto ll = work_dir / (stem + ".ll"), bc = work_dir / (stem + ".bc"), obj = work_dir / (stem + ".o");
  const auto dis = work_dir / (stem + ".dis.ll");
  const auto out = work_dir / artifact.filename();
  if (!support::write_file_atomic(ll, ir, &err)) {
    r.assemble = ToolStatus::Fail;
    r.stderr_text = err;
    return finish();
  }
  const auto steps = commands(tools, target, ll.string(), bc.string(), obj.string(), out.string());
  if (!step(steps[0], timeout, &r)) {
    r.assemble = ToolStatus::Fail;
    r.note = "compile not run: assemble failed";
    return finish();
  }
  // No reliance on auto-upgrade: the release's llvm-dis must give back every intrinsic call as the
  // module has it (llvm-as rewrites an old form silently).
  std::string disassembled;
  if (!step(disassemble_command(tools, bc.string(), dis.string()), timeout, &r)) {
    r.assemble = ToolStatus::Fail;
    r.note = "compile not run: llvm-dis failed";
    return finish();
  }
  if (!support::read_file(dis, &disassembled, &err)) {
    r.assemble = ToolStatus::Fail;
    r.stderr_text = "llvm-dis succeeded but its output cannot be read: " + err;
    return finish();
  }
  if (std::string why = upgraded_intrinsic_call(ir, disassembled, flavor.name); !why.empty()) {
    r.assemble = ToolStatus::Fail;
    r.stderr_text = why;
    r.note = "compile not run: the module relies on auto-upgrade";
    return finish();
  }
  r.assemble = ToolStatus::Ok;
  for (size_t i = 1; i < steps.size(); ++i)
    if (!step(steps[i], timeout, &r, with_remarks && i == 1 ? &remarks : nullptr)) {
      r.compile = ToolStatus::Fail;
      return finish();
    }
  if (!support::read_file(out, &bytes, &err)) {
    r.compile = ToolStatus::Fail;
    r.stderr_text = "the tool succeeded but its output cannot be read: " + err;
    return finish();
  }
  // llc takes an intrinsic it does not know for an external function and succeeds: only the PTX shows it.
  if (target.artifact.kind == spec::ArtifactKind::Ptx)
    if (std::string why = ptx_external_intrinsic(bytes); !why.empty()) {
      r.compile = ToolStatus::Fail;
      r.stderr_text = why;
      return finish();
    }
  // The engines' kernel list is what a device launches by name: a module whose list is not what
  // its IR defines fails here, not at launch.
  if (std::string why = artifact_kernel_mismatch(target, kernels, bytes, remarks, "the "); !why.empty()) {
    r.compile = ToolStatus::Fail;
    r.stderr_text = why;
    return finish();
  }
  if (!support::write_file_atomic(artifact, bytes, &err) ||
      (with_remarks && !support::write_file_atomic(remarks_file, remarks, &err))) {
    r.compile = ToolStatus::Fail;
    r.stderr_text = err;
    return finish();
  }
  r.compile = ToolStatus::Ok;
  r.artifact = artifact.string();
  if (!key.empty()) {
    const bool stored = cache.put(key, bytes, &err) && (!with_remarks || cache.put(remarks_key, remarks, &err));
    r.cache = !stored ? "not stored: " + err : rebuilt.empty() ? "stored" : "rebuilt: " + rebuilt;
  }
  return finish();
}

}  // namespace paritykit::parity
