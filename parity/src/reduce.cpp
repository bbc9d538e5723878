// Reproducers for the toolchain stage: when a flavor's own tools fail on IR that both engines
// agreed on, the module is cut down with that flavor's llvm-reduce, keeping the same failure, so
// that an LLVM bug report is one command away.
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>

#include "paritykit/parity/toolchain.h"
#include "paritykit/support/file.h"
#include "paritykit/support/process.h"

namespace paritykit::parity {
namespace {

/// `s` as one word of a POSIX shell.
std::string shell_quote(std::string_view s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : " ") + shell_quote(w);
  return out;
}

/// The signal that ended the tool ("killed by signal 11 (...)" as ProcessResult::describe says), or 0.
int signal_of(std::string_view stderr_text) {
  const std::string_view marker = "killed by signal ";
  if (stderr_text.substr(0, marker.size()) != marker) return 0;
  int sig = 0;
  for (size_t i = marker.size(); i < stderr_text.size() && std::isdigit(static_cast<unsigned char>(stderr_text[i])); ++i)
    sig = sig * 10 + (stderr_text[i] - '0');
  return sig;
}

/// The compile step of `target` as shell text with the module as "$1": llc with the row's flags,
/// then ld.lld where the row links (no resource remarks: the failure is what is kept).
std::string compile_command(const std::filesystem::path& tools, const spec::TargetInfo& target) {
  const spec::TargetToolchain& row = target.toolchain;
  std::vector<std::string> llc = {(tools / "llc").string(), "-O3", "-mtriple=" + target.triple, "-mcpu=" + target.name};
  llc.insert(llc.end(), row.llc_flags.begin(), row.llc_flags.end());
  if (!row.link_flags) return joined(llc) + " \"$1\" -o /dev/null";
  std::vector<std::string> link = {(tools / "ld.lld").string()};
  link.insert(link.end(), row.link_flags->begin(), row.link_flags->end());
  return joined(llc) + " \"$1\" -o \"$1.o\" && " + joined(link) + " \"$1.o\" -o \"$1" + target.artifact.extension + "\"";
}

/// What the compile step leaves beside the module, as shell words: llc's object and the linked
/// artifact where the row links; nothing where llc writes to /dev/null.
std::string compile_leftovers(const spec::TargetInfo& target) {
  return target.toolchain.link_flags ? "\"$1.o\" \"$1" + target.artifact.extension + "\"" : "";
}

/// The interestingness test llvm-reduce runs on each candidate: exit 0 when it still fails as the
/// stage saw (the same signal after a crash, else a non-zero exit with the same error text).
std::string test_script(const std::string& compile, const std::string& leftovers, const std::string& key, int sig) {
  std::string s = "#!/bin/sh\n# Written by parity-run: exit 0 when the module \"$1\" still fails as the toolchain stage saw.\n";
  s += "err=$( { " + compile + "; } 2>&1 >/dev/null )\nstatus=$?\n";
  if (!leftovers.empty()) s += "rm -f " + leftovers + "\n";
  s += sig ? "[ \"$status\" -eq " + std::to_string(128 + sig) + " ] || exit 1\n" : "[ \"$status\" -ne 0 ] || exit 1\n";
  if (!key.empty()) s += "case \"$err\" in *" + shell_quote(key) + "*) exit 0 ;; esac\nexit 1\n";
  else s += "exit 0\n";
  return s;
}

std::size_t line_count(std::string_view text) { return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')); }

}  // namespace

std::string failure_key(std::string_view stderr_text) {
  // The first line that says "error", from that word on.
  std::size_t pos = 0;
  while (pos < stderr_text.size()) {
    std::size_t eol = stderr_text.find('\n', pos);
    std::string line(stderr_text.substr(pos, eol == std::string_view::npos ? std::string_view::npos : eol - pos));
    std::string lower = line;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
    if (std::size_t at = lower.find("error: "); at != std::string::npos) {
      std::string key = line.substr(at + 7);
      // Past a leading "<file>:<line>:<col>: " (words without spaces before a colon): the file
      // name is the candidate's, which changes.
      for (std::size_t colon = key.find(':'); colon != std::string::npos && colon > 0 &&
                                              key.substr(0, colon).find(' ') == std::string::npos;
           colon = key.find(':'))
        key = key.substr(key.find_first_not_of(' ', colon + 1) == std::string::npos ? key.size()
                                                                                   : key.find_first_not_of(' ', colon + 1));
      // Cut before what shrinks with the module: numbers (SelectionDAG node ids, line and column)
      // and what follows a colon (the node, the value).
      std::size_t cut = key.find_first_of(":0123456789");
      key = key.substr(0, std::min<std::size_t>(cut, 80));
      while (!key.empty() && std::isspace(static_cast<unsigned char>(key.back()))) key.pop_back();
      if (!key.empty()) return key;
    }
    if (eol == std::string_view::npos) break;
    pos = eol + 1;
  }
  return {};
}

Reproducer make_reproducer(const spec::Flavor& flavor, const spec::TargetInfo& target, std::string_view ir,
                           const ToolchainResult& failed, const std::filesystem::path& stem, bool reduce,
                           std::chrono::seconds timeout) {
  Reproducer r;
  const std::filesystem::path tools = flavor.tool_dir;
  r.file = stem.string() + ".repro.ll";
  const std::string script = stem.string() + ".repro.sh";
  std::string err;
  if (!support::write_file_atomic(r.file, ir, &err)) {
    r.note = "cannot write the reproducer: " + err;
    r.file.clear();
    return r;
  }
  auto with_file = [&](std::string command) {
    for (std::size_t at = command.find("\"$1"); at != std::string::npos; at = command.find("\"$1", at)) {
      const std::size_t end = command.find('"', at + 1);
      const std::string replacement = shell_quote(r.file + command.substr(at + 3, end - at - 3));
      command.replace(at, end - at + 1, replacement);
      at += replacement.size();
    }
    return command;
  };
  if (failed.assemble == ToolStatus::Fail) {
    r.command = joined({(tools / "llvm-as").string(), r.file, "-o", "/dev/null"});
    r.note = "llvm-as rejects the module, and llvm-reduce needs one that parses: the whole module";
    return r;
  }
  const std::string compile = compile_command(tools, target);
  r.command = with_file(compile);
  const std::string key = failure_key(failed.stderr_text);
  const int sig = signal_of(failed.stderr_text);
  if (!support::write_file_atomic(script, test_script(compile, compile_leftovers(target), key, sig), &err) || ::chmod(script.c_str(), 0755) != 0) {
    r.note = "cannot write the test script: " + (err.empty() ? std::string("chmod failed") : err) + "; the whole module";
    return r;
  }
  const std::string same = sig ? "killed by signal " + std::to_string(sig) : key.empty() ? "a non-zero exit" : "\"" + key + "\"";
  if (!reduce) {
    r.note = "not reduced (parity-run reduces the first failures of a run); the whole module; " +
             std::string("llvm-reduce --test=") + script + " reduces it";
    return r;
  }
  const std::filesystem::path reducer = tools / "llvm-reduce";
  if (::access(reducer.c_str(), X_OK) != 0) {
    r.note = reducer.string() + " is not installed: the whole module, failing with " + same;
    return r;
  }
  support::ProcessOptions o;
  o.timeout = timeout;
  o.cwd = std::filesystem::path(r.file).parent_path();
  // The failure must repeat under the test before a reduction means anything.
  const support::ProcessResult again = support::run_process({"/bin/sh", script, r.file}, o);
  if (!again.ok()) {
    r.note = "the failure (" + same + ") did not repeat under " + script + " (" + again.describe() + "): the whole module";
    return r;
  }
  const std::string reduced = stem.string() + ".reduced.ll";
  const support::ProcessResult run =
      support::run_process({reducer.string(), "--test=" + script, r.file, "-o", reduced}, o);
  std::string text;
  std::error_code ec;
  if (!run.ok() || !support::read_file(reduced, &text, &err)) {
    r.note = "llvm-reduce did not finish (" + (run.ok() ? err : run.describe()) + "): the whole module, failing with " + same;
    std::filesystem::remove(reduced, ec);
    return r;
  }
  if (!support::write_file_atomic(r.file, text, &err)) {
    r.note = "cannot write the reduced module: " + err + "; the whole module";
    return r;
  }
  std::filesystem::remove(reduced, ec);
  r.reduced = true;
  r.note = "llvm-reduce: " + std::to_string(line_count(ir)) + " lines to " + std::to_string(line_count(text)) +
           ", still failing with " + same + " (test: " + script + ")";
  return r;
}

}  // namespace paritykit::parity
