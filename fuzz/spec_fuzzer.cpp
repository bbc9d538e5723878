// spec_fuzzer: libFuzzer over the spec space. Each input becomes one config (spec_builder.h) that
// goes through the strict loader; a config it loads is run through engine alpha and engine beta
// under every flavor of parity/flavors.json. A finding aborts (libFuzzer keeps the input):
//   - the engines disagree: accept vs reject, reject code or message, kernel list or IR bytes;
//   - an engine throws (validate never may; emit may not for a spec both accepted), or crashes
//     (ASan, UBSan);
//   - the loader throws (it returns its errors);
//   - IR both engines agree on is rejected by the flavor's own llvm-as (the flavors whose LLVM is
//     installed: llvm19 and llvm22, i.e. llvm-as-22 for llvm22), checked once per new IR shape
//     (below), since one llvm-as run costs as much as hundreds of engine runs.
// Set PK_FUZZ_PRINT=1 to print each input's config and verdict as one JSON line instead of
// checking IR (how fuzz/make_regressions.py turns a corpus into configs).
#include <fuzzer/FuzzedDataProvider.h>
#include <stdlib.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <string>
#include <unordered_set>
#include <vector>

#include "alpha/alpha.h"
#include "beta/beta.h"
#include "paritykit/spec.h"
#include "paritykit/support/process.h"
#include "spec_builder.h"

namespace spec = paritykit::spec;
namespace support = paritykit::support;

namespace {

/// parity/flavors.json; the fuzzer cannot run without it, so a load error ends the process.
spec::FlavorTable shipped_flavors() {
  spec::FlavorTable table;
  if (std::string err; !spec::load_flavor_table(PK_SOURCE_DIR "/parity/flavors.json", &table, &err)) {
    fprintf(stderr, "spec_fuzzer: %s\n", err.c_str());
    abort();
  }
  return table;
}

/// What stays loaded across inputs: the engines, the flavors, and the IR shapes already checked.
struct FuzzState {
  std::unique_ptr<spec::Engine> alpha = paritykit::alpha::make_engine();
  std::unique_ptr<spec::Engine> beta = paritykit::beta::make_engine();
  spec::FlavorTable flavors = shipped_flavors();
  std::string ir_file;  ///< where IR is written for llvm-as
  std::unordered_set<std::size_t> checked_shapes;
  std::size_t llvm_as_runs = 0;
  bool print = getenv("PK_FUZZ_PRINT") != nullptr;
};

FuzzState& state() {
  static FuzzState* s = [] {
    auto* st = new FuzzState;
    std::string tmpl = (std::filesystem::temp_directory_path() / "pk-fuzz-ir-XXXXXX").string();
    const int fd = mkstemp(tmpl.data());
    if (fd >= 0) close(fd);
    st->ir_file = tmpl;
    std::atexit([] {
      fprintf(stderr, "spec_fuzzer: %zu IR shapes checked with llvm-as\n", state().llvm_as_runs);
      std::error_code ec;
      std::filesystem::remove(state().ir_file, ec);
    });
    return st;
  }();
  return *s;
}

[[noreturn]] void finding(const std::string& what, const std::string& config_json, const std::string& flavor) {
  fprintf(stderr, "\n==== spec_fuzzer finding: %s\nflavor: %s\nconfig: %s\n", what.c_str(), flavor.c_str(),
          config_json.c_str());
  fflush(stderr);
  abort();
}

std::string show(const spec::Verdict& v) {
  return v.accepted ? std::string("accept") : "reject " + v.code + " \"" + v.message + "\"";
}

/// The IR with every digit run replaced by '#', as a set of distinct lines, hashed: the same for
/// two specs that differ only in sizes, unroll counts and value numbers, so that llvm-as sees each
/// new construct (an instruction form, a type, an intrinsic, an attribute) once.
std::size_t ir_shape(const std::string& ir) {
  std::vector<std::string> lines;
  std::string line;
  for (std::size_t i = 0; i < ir.size(); ++i) {
    const char ch = ir[i];
    if (ch == '\n') {
      lines.push_back(std::move(line));
      line.clear();
    } else if (ch >= '0' && ch <= '9') {
      if (line.empty() || line.back() != '#') line.push_back('#');
    } else {
      line.push_back(ch);
    }
  }
  lines.push_back(std::move(line));
  std::sort(lines.begin(), lines.end());
  lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
  std::size_t h = 0;
  for (const std::string& l : lines) h = h * 1000003u ^ std::hash<std::string>{}(l);
  return h;
}

/// Empty when the flavor's llvm-as takes the IR (or is not installed); otherwise its message.
std::string llvm_as_rejects(const spec::Flavor& flavor, const std::string& ir) {
  const std::string tool = flavor.tool_dir + "/llvm-as";
  if (!std::filesystem::exists(tool)) return {};
  ++state().llvm_as_runs;
  std::ofstream(state().ir_file, std::ios::binary | std::ios::trunc) << ir;
  support::ProcessOptions options;
  options.timeout = std::chrono::seconds(60);
  options.cap = 4096;
  const support::ProcessResult r = support::run_process({tool, "-o", "/dev/null", state().ir_file}, options);
  if (r.ok()) return {};
  return tool + ": " + r.describe() + "\n" + r.stderr_text + r.spawn_error;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzState& st = state();
  FuzzedDataProvider in(data, size);
  const std::string text = paritykit::fuzz::build_config(in).dump();

  spec::Config config;
  bool loaded = false;
  try {
    std::string load_error;
    loaded = spec::parse_config_object(text, "fuzz", &config, &load_error);
  } catch (const std::exception& e) {
    finding(std::string("the loader threw: ") + e.what(), text, "-");
  }
  if (!loaded) {
    if (st.print) printf("{\"config\": %s, \"load_error\": true}\n", text.c_str());
    return 0;  // the loader's reject path: nothing for the engines
  }

  std::string verdicts;
  for (const spec::Flavor& flavor : st.flavors.flavors) {
    spec::Verdict va, vb;
    try {
      va = st.alpha->validate(config, flavor);
      vb = st.beta->validate(config, flavor);
    } catch (const std::exception& e) {
      finding(std::string("validate threw: ") + e.what(), text, flavor.name);
    }
    if (!(va == vb)) finding("verdicts differ: alpha " + show(va) + "; beta " + show(vb), text, flavor.name);
    if (st.print) verdicts += (verdicts.empty() ? "\"" : ", \"") + flavor.name + "\": \"" + (va.accepted ? "accept" : va.code) + "\"";
    if (!va.accepted) continue;
    spec::Module ma, mb;
    try {
      ma = st.alpha->emit(config, flavor);
    } catch (const std::exception& e) {
      finding(std::string("alpha's emit threw on an accepted spec: ") + e.what(), text, flavor.name);
    }
    try {
      mb = st.beta->emit(config, flavor);
    } catch (const std::exception& e) {
      finding(std::string("beta's emit threw on an accepted spec: ") + e.what(), text, flavor.name);
    }
    if (ma.kernels != mb.kernels) finding("kernel lists differ", text, flavor.name);
    if (ma.ir_text != mb.ir_text) {
      const auto [at, _] = std::mismatch(ma.ir_text.begin(), ma.ir_text.end(), mb.ir_text.begin(), mb.ir_text.end());
      const std::size_t offset = static_cast<std::size_t>(at - ma.ir_text.begin());
      const std::size_t from = offset < 80 ? 0 : offset - 80;
      finding("IR differs at byte " + std::to_string(offset) + "\n  alpha: ..." + ma.ir_text.substr(from, 160) +
                  "\n  beta:  ..." + mb.ir_text.substr(from, 160),
              text, flavor.name);
    }
    if (st.print) continue;
    if (!st.checked_shapes.insert(ir_shape(ma.ir_text) ^ std::hash<std::string>{}(flavor.name)).second) continue;
    const std::string why = llvm_as_rejects(flavor, ma.ir_text);
    if (!why.empty()) finding("llvm-as rejects the IR both engines emit: " + why, text, flavor.name);
  }
  if (st.print) printf("{\"config\": %s, \"verdicts\": {%s}}\n", text.c_str(), verdicts.c_str());
  return 0;
}
