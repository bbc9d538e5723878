// parity-qualify: run a pre-registered latency protocol in fresh worker processes and seal the
// evidence bundle (qualify.h), or verify a bundle. Only the command line and the process plumbing
// live here; every decision is qualify::decide's.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>

#include "paritykit/qualify.h"
#include "paritykit/support/file.h"
#include "paritykit/support/process.h"
#include "paritykit/support/sha256.h"

namespace {

namespace fs = std::filesystem;
namespace q = paritykit::qualify;
namespace support = paritykit::support;

constexpr int kQualified = 0, kBlocked = 1, kBadInput = 2;
constexpr auto kWorkerTimeout = std::chrono::hours(1);

int fail(const std::string& what) {
  std::cerr << "parity-qualify: " << what << "\n";
  return kBadInput;
}

std::string slot(const std::string& group, int index) { return "workers/" + group + "-" + std::to_string(index); }

/// The protocol sealed in the bundle, checked against the sha256 written before any worker ran.
bool sealed_protocol(const fs::path& bundle, q::Protocol* p, std::string* err) {
  std::string text, recorded;
  if (!support::read_file(bundle / "protocol.json", &text, err) ||
      !support::read_file(bundle / "protocol.sha256", &recorded, err))
    return false;
  if (recorded != support::sha256_hex(text) + "\n") {
    *err = (bundle / "protocol.json").string() + ": changed since the run began (its sha256 is not protocol.sha256)";
    return false;
  }
  return q::parse_protocol(text, p, err);
}

/// One worker: a fresh process of its own, writing workers/<group>-<index>.json.
int worker_main(const fs::path& bundle, const std::string& group, int index) {
  q::Protocol p;
  q::FakeScript script;
  std::string err, text;
  if (!sealed_protocol(bundle, &p, &err)) return fail(err);
  if (!support::read_file(bundle / "fake.json", &text, &err) || !q::parse_fake_script(text, &script, &err))
    return fail(err);
  const auto bench = q::make_fake_bench(script, p, group, index);
  const q::WorkerRecord w = q::run_worker(p, group, index, *bench);
  std::cout << "worker " << group << "/" << index << " pid " << ::getpid() << ": warm-up " << w.warmup_iterations
            << " iterations, " << w.blocks.size() << " blocks" << (w.error.empty() ? "" : ", error: " + w.error) << "\n";
  if (!support::write_file_atomic(bundle / (slot(group, index) + ".json"), q::worker_json(w), &err)) return fail(err);
  return w.error.empty() ? 0 : 1;
}

int run_main(const std::string& protocol_path, const fs::path& bundle, const std::string& fake_path) {
  std::string text, fake, err;
  q::Protocol p;
  if (!support::read_file(protocol_path, &text, &err)) return fail(err);
  if (!q::parse_protocol(text, &p, &err)) return fail(protocol_path + ": " + err);
  if (fake_path.empty())
    return fail("--fake SCRIPT is required: the GPU benches are not in this version (execute/README.md, "
                "\"Qualification\")");
  q::FakeScript script;
  if (!support::read_file(fake_path, &fake, &err)) return fail(err);
  if (!q::parse_fake_script(fake, &script, &err)) return fail(fake_path + ": " + err);
  std::error_code ec;
  if (fs::exists(bundle, ec) && !fs::is_empty(bundle, ec))
    return fail(bundle.string() + ": exists and is not empty (a bundle is written once)");
  // The protocol and its sha256 first: nothing after this may change them.
  if (!support::write_file_atomic(bundle / "protocol.json", text, &err) ||
      !support::write_file_atomic(bundle / "protocol.sha256", support::sha256_hex(text) + "\n", &err) ||
      !support::write_file_atomic(bundle / "fake.json", fake, &err) ||
      !support::write_file_atomic(bundle / "environment.json",
                                  "{\"backend\": \"fake (scripted clock, no device)\", \"timing\": \"" +
                                      std::string(q::to_string(p.scored)) + "\"}\n",
                                  &err))
    return fail(err);
  char self[4096];
  const ssize_t n = ::readlink("/proc/self/exe", self, sizeof self - 1);
  if (n <= 0) return fail("cannot find this program's own path in /proc/self/exe");
  self[n] = '\0';
  std::vector<q::WorkerRecord> workers;
  for (const q::Group& g : p.groups)
    for (int i = 0; i < p.processes_per_group; ++i) {
      support::ProcessOptions o;
      o.timeout = kWorkerTimeout;
      o.out = support::Output::Capture;
      o.err = support::Output::Merge;
      o.own_group = true;
      const support::ProcessResult r = support::run_process(
          {self, "--worker", "--bundle", bundle.string(), "--group", g.name, "--index", std::to_string(i)}, o);
      const std::string base = slot(g.name, i);
      if (!support::write_file_atomic(bundle / (base + ".log"), r.stdout_text, &err) ||
          !support::write_file_atomic(bundle / (base + ".pid"), std::to_string(r.pid) + "\n", &err))
        return fail(err);
      q::WorkerRecord w;
      std::string wtext, werr;
      if (support::read_file(bundle / (base + ".json"), &wtext, &werr) && q::parse_worker(wtext, &w, &werr)) {
        w.file = base + ".json";
      } else {
        w.group = g.name;
        w.index = i;
        w.error = "no worker file: " + werr;
      }
      w.pid = r.pid;
      w.exit_status = r.ok() ? 0 : r.exit_code >= 0 ? r.exit_code : 128 + r.signal;
      workers.push_back(std::move(w));
    }
  const q::Verdict v = q::decide(p, workers);
  if (!q::seal_bundle(bundle, p, workers, v, &err)) return fail(err);
  std::string hash;
  support::read_file(bundle / "bundle.sha256", &hash, &err);
  std::cout << q::report_text(p, v) << "bundle: " << bundle.string() << " (sha256 " << hash.substr(0, 64) << ")\n";
  return v.profile_qualified ? kQualified : kBlocked;
}

int verify_main(const fs::path& bundle) {
  std::vector<std::string> findings;
  std::string err;
  const bool ok = q::verify_bundle(bundle, &findings, &err);
  if (!err.empty()) return fail(err);
  for (const std::string& f : findings) std::cout << "finding: " << f << "\n";
  std::cout << (ok ? "verified: every hash holds and the verdict re-derives from the raw samples\n"
                   : "NOT verified\n");
  return ok ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"parity-qualify: run a pre-registered latency protocol in fresh worker processes, or verify a bundle"};
  std::string protocol, bundle, fake, group, verify;
  int index = 0;
  bool worker = false;
  app.add_option("protocol", protocol, "the protocol (paritykit.qualify/v1, execute/README.md)");
  app.add_option("--bundle", bundle, "the evidence bundle directory to write (must not exist or be empty)");
  app.add_option("--fake", fake, "the scripted clock to run on (paritykit.qualify-fake/v1): no device");
  app.add_option("--verify", verify, "re-check a bundle's hashes and re-derive its verdict");
  app.add_flag("--worker", worker, "(internal) run one worker of --bundle")->group("");
  app.add_option("--group", group, "(internal) the worker's group")->group("");
  app.add_option("--index", index, "(internal) the worker's index")->group("");
  app.footer("Exit codes: 0 profile qualified (--verify: verified), 1 blocked (--verify: a finding), 2 bad input.");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : kBadInput;
  }
  if (!verify.empty()) return verify_main(verify);
  if (worker) return worker_main(bundle, group, index);
  if (protocol.empty() || bundle.empty()) return fail("give PROTOCOL.json and --bundle DIR, or --verify DIR");
  return run_main(protocol, bundle, fake);
}
