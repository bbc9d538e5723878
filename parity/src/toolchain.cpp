// The toolchain stage: the agreed IR through the flavor's own llvm-as, llc and ld.lld.
#include <unistd.h>


#include "paritykit/parity.h"
#include "paritykit/support/file.h"
#include "paritykit/support/process.h"

namespace paritykit::parity {

std::string to_string(ToolStatus t) {
  switch (t) {
    case ToolStatus::Ok: return "ok";
    case ToolStatus::Fail: return "fail";
    case ToolStatus::Unvalidated: return "unvalidated";
    case ToolStatus::Skipped: return "skipped";
  }
  return "unknown(" + std::to_string(static_cast<int>(t)) + ")";
}

std::vector<std::string> required_tools(const spec::TargetInfo& target) {
  if (target.isa == spec::Isa::Amdgcn) return {"llvm-as", "llc", "ld.lld"};
  return {"llvm-as", "llc"};
}

namespace {

std::string command_line(const std::vector<std::string>& argv) {
  std::string s;
  for (const auto& a : argv) s += (s.empty() ? "" : " ") + a;
  return s;
}

/// Runs one step; on failure fills the result's failed_tool and stderr_text and returns false.
bool step(const std::vector<std::string>& argv, std::chrono::seconds timeout, ToolchainResult* r) {
  support::ProcessOptions options;
  options.timeout = timeout;
  options.cap = 64 * 1024;  // a runaway tool must not fill memory
  const support::ProcessResult p = support::run_process(argv, options);
  if (p.ok()) return true;
  r->failed_tool = command_line(argv);
  r->stderr_text = p.describe() + (p.stderr_text.empty() ? "" : "\n" + p.stderr_text);
  return false;
}

}  // namespace

ToolchainResult run_toolchain(const spec::Flavor& flavor, const spec::TargetInfo& target, std::string_view ir,
                              const std::filesystem::path& artifact, const std::filesystem::path& work_dir,
                              std::chrono::seconds timeout) {
  ToolchainResult r;
  const auto started = std::chrono::steady_clock::now();
  auto finish = [&]() {
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return r;
  };
  const std::filesystem::path tools = flavor.tool_dir;
  for (const auto& tool : required_tools(target))
    if (::access((tools / tool).c_str(), X_OK) != 0) {
      r.assemble = r.compile = ToolStatus::Unvalidated;
      r.note = (tools / tool).string() + " is not installed";
      return finish();
    }
  std::error_code ec;
  std::filesystem::create_directories(work_dir, ec);
  const std::string stem = artifact.stem().string();
  const auto ll = work_dir / (stem + ".ll"), bc = work_dir / (stem + ".bc");
  std::string err;
  if (!support::write_file_atomic(ll, ir, &err)) {
    r.assemble = ToolStatus::Fail;
    r.stderr_text = err;
    return finish();
  }
  if (!step({(tools / "llvm-as").string(), ll.string(), "-o", bc.string()}, timeout, &r)) {
    r.assemble = ToolStatus::Fail;
    r.note = "compile not run: assemble failed";
    return finish();
  }
  r.assemble = ToolStatus::Ok;

  const auto out = work_dir / artifact.filename();
  bool compiled = false;
  if (target.isa == spec::Isa::Amdgcn) {
    const auto obj = work_dir / (stem + ".o");
    compiled = step({(tools / "llc").string(), "-O3", "-mtriple=" + target.triple, "-mcpu=" + target.name,
                     "-filetype=obj", bc.string(), "-o", obj.string()},
                    timeout, &r) &&
               step({(tools / "ld.lld").string(), "-shared", "--no-undefined", obj.string(), "-o", out.string()},
                    timeout, &r);
  } else {
    compiled = step({(tools / "llc").string(), "-O3", "-mtriple=" + target.triple, "-mcpu=" + target.name,
                     "-mattr=+ptx80", bc.string(), "-o", out.string()},
                    timeout, &r);
  }
  if (!compiled) {
    r.compile = ToolStatus::Fail;
    return finish();
  }
  std::string bytes;
  if (!support::read_file(out, &bytes, &err)) {
    r.compile = ToolStatus::Fail;
    r.stderr_text = "the tool succeeded but its output cannot be read: " + err;
    return finish();
  }
  if (!support::write_file_atomic(artifact, bytes, &err)) {
    r.compile = ToolStatus::Fail;
    r.stderr_text = err;
    return finish();
  }
  r.compile = ToolStatus::Ok;
  r.artifact = artifact.string();
  return finish();
}

}  // namespace paritykit::parity
