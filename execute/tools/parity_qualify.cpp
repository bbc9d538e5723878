// parity-qualify: run a pre-registered latency protocol in fresh worker processes and seal the
// evidence bundle (qualify.h), or verify a bundle. The benches: the scripted clock (--fake), or
// the agreed images of a parity run (--objects; a family with a bench: gemm, mlp) on the device of
// their target. Only the command line and the process plumbing live here; every decision is
// qualify::decide's.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>

#include "paritykit/execute.h"
#include "paritykit/families.h"
#include "paritykit/qualify.h"
#include "paritykit/runtime.h"
#include "paritykit/support/file.h"
#include "paritykit/support/json.h"
#include "paritykit/support/process.h"
#include "paritykit/support/sha256.h"

namespace {

namespace fs = std::filesystem;
namespace q = paritykit::qualify;
namespace support = paritykit::support;
namespace spec = paritykit::spec;
namespace runtime = paritykit::runtime;
namespace execute = paritykit::execute;

/// Where the workers' benches come from: the scripted clock, or a parity run's agreed images.
struct Source {
  std::string fake;     ///< the fake script (in the bundle once the run began)
  std::string objects;  ///< a parity-run report directory: parity.json and the objects it names
  std::string configs = "parity/configs";
  std::string cublas;   ///< the libcublas for yardstick kernels (empty: Cublas::open's search)
  std::vector<std::string> worker_args() const {
    if (!fake.empty()) return {"--fake", fake};
    std::vector<std::string> a = {"--objects", objects, "--configs", configs};
    if (!cublas.empty()) a.insert(a.end(), {"--cublas", cublas});
    return a;
  }
};

/// A kernel of the protocol as a parity run agreed on it: its config, image and kernel names.
struct AgreedKernel {
  spec::Config config;
  std::string image_path;
  std::string image_sha256;
  std::vector<std::string> kernels;
};

bool find_kernel(const Source& src, const q::KernelRef& k, AgreedKernel* out, std::string* err) {
  spec::ConfigFile file;
  if (!spec::load_config_file(src.configs + "/" + k.family + ".json", &file, err)) return false;
  const spec::Config* c = file.find(k.id);
  if (!c) {
    *err = src.configs + "/" + k.family + ".json: no config " + std::to_string(k.id);
    return false;
  }
  out->config = *c;
  if (!k.yardstick.empty()) return true;  // cuBLAS: the config's dtypes and layouts are all it needs
  nlohmann::json report;
  if (!support::load_json_file(fs::path(src.objects) / "parity.json", &report, err)) return false;
  for (const auto& r : report.value("results", nlohmann::json::array())) {
    if (r.value("family", "") != k.family || r.value("id", 0) != k.id || r.value("flavor", "") != k.flavor) continue;
    const std::string artifact = r.contains("toolchain") ? r["toolchain"].value("artifact", "") : "";
    if (r.value("status", "") != "IDENTICAL" || artifact.empty()) {
      *err = k.family + " " + std::to_string(k.id) + " [" + k.flavor + "]: the run in " + src.objects +
             " has no agreed image of it (status " + r.value("status", "?") + ")";
      return false;
    }
    out->image_path = artifact;
    out->kernels = r["kernels"].get<std::vector<std::string>>();
    std::string bytes;
    if (!support::read_file(artifact, &bytes, err)) return false;
    out->image_sha256 = support::sha256_hex(bytes);
    return true;
  }
  *err = fs::path(src.objects).string() + "/parity.json: no result for " + k.family + " " + std::to_string(k.id) +
         " [" + k.flavor + "]";
  return false;
}

std::unique_ptr<runtime::Backend> open_backend(const std::string& target, std::string* err) {
  const spec::TargetInfo* t = spec::find_target(target);
  if (!t) {
    *err = "unknown target " + target;
    return nullptr;
  }
  return t->artifact.kind == spec::ArtifactKind::Ptx ? runtime::open_cuda(err) : runtime::open_hip(err);
}

constexpr int kQualified = 0, kBlocked = 1, kBadInput = 2;
constexpr auto kWorkerTimeout = std::chrono::hours(1);

int fail(const std::string& what) {
  std::cerr << "parity-qualify: " << what << "\n";
  return kBadInput;
}

/// One worker: a fresh process of its own (its own device context), writing
/// workers/<group>-<index>.json.
/// The qualification bench of the family named `family` (its row's); nullptr where it has none.
execute::BenchFactory bench_of(const std::string& family) {
  const std::optional<spec::Family> f = spec::find_family(family);
  const execute::FamilyRow* row = f ? execute::find_family_row(*f) : nullptr;
  return row ? row->make_bench : nullptr;
}

/// The families that have a qualification bench: "gemm, mlp".
std::string families_with_a_bench() {
  std::string names;
  for (const execute::FamilyRow& row : execute::family_rows())
    if (row.make_bench) names += (names.empty() ? "" : ", ") + std::string(spec::to_string(row.family));
  return names;
}

int worker_main(const fs::path& bundle, const std::string& group, int index, const Source& src) {
  q::Protocol p;
  std::string err, text;
  if (!q::load_sealed_protocol(bundle, &p, &err)) return fail(err);
  const auto g = std::find_if(p.groups.begin(), p.groups.end(), [&](const q::Group& x) { return x.name == group; });
  if (g == p.groups.end()) return fail("no group " + group + " in the protocol");
  std::unique_ptr<runtime::Backend> backend;
  std::unique_ptr<runtime::Cublas> cublas;
  std::unique_ptr<q::Bench> bench;
  q::FakeScript script;
  if (!src.fake.empty()) {
    if (!support::read_file(src.fake, &text, &err) || !q::parse_fake_script(text, &script, &err)) return fail(err);
    bench = q::make_fake_bench(script, p, group, index);
  } else {
    AgreedKernel k;
    if (!find_kernel(src, p.kernels[static_cast<size_t>(g->kernel)], &k, &err)) return fail(err);
    const execute::BenchFactory make_bench = bench_of(spec::to_string(k.config.family()));
    if (!make_bench) return fail("family " + std::string(spec::to_string(k.config.family())) + " has no qualification bench");
    std::string image;
    if (k.kernels.size() && !support::read_file(k.image_path, &image, &err)) return fail(err);
    backend = open_backend(k.config.target, &err);
    if (!backend) return fail("no device for " + k.config.target + ": " + err);
    std::cout << "device: " << backend->device().name << " (" << backend->device().arch << ")\n";
    if (!p.kernels[static_cast<size_t>(g->kernel)].yardstick.empty()) {
      cublas = runtime::Cublas::open(src.cublas, &err);
      if (!cublas) return fail("cuBLAS: " + err);
      std::cout << "yardstick: cuBLAS from " << cublas->library() << "\n";
    }
    bench = make_bench(*backend, k.config, image, k.kernels, g->problem, 1 + static_cast<std::uint64_t>(index),
                       cublas.get(), &err);
    if (!bench) return fail("group " + group + ": " + err);
  }
  const q::WorkerRecord w = q::run_worker(p, group, index, *bench);
  std::cout << q::worker_log_pid_prefix(group, index) << ::getpid() << ": warm-up " << w.warmup_iterations
            << " iterations, " << w.blocks.size() << " blocks" << (w.error.empty() ? "" : ", error: " + w.error) << "\n";
  if (!support::write_file_atomic(bundle / (q::worker_slot(group, index) + ".json"), q::worker_json(w), &err)) return fail(err);
  return w.error.empty() ? 0 : 1;
}

/// What the bundle says about where it ran: the device, nvidia-smi's clocks where there is one,
/// and each kernel's image and its sha256.
std::string environment_json(const q::Protocol& p, const Source& src, std::string* err) {
  nlohmann::ordered_json env;
  env["timing_scored"] = q::to_string(p.scored);
  if (!src.fake.empty()) {
    env["backend"] = "fake (scripted clock, no device)";
    return env.dump(1) + "\n";
  }
  env["kernels"] = nlohmann::ordered_json::array();
  std::string target;
  for (const q::KernelRef& k : p.kernels) {
    AgreedKernel a;
    if (!find_kernel(src, k, &a, err)) return "";
    target = a.config.target;
    if (!k.yardstick.empty())
      env["kernels"].push_back({{"family", k.family}, {"id", k.id}, {"title", a.config.title}, {"yardstick", k.yardstick}});
    else
      env["kernels"].push_back({{"family", k.family}, {"id", k.id}, {"flavor", k.flavor}, {"title", a.config.title},
                                {"image", a.image_path}, {"image_sha256", a.image_sha256}, {"kernels", a.kernels}});
  }
  {
    const auto backend = open_backend(target, err);
    if (!backend) return "";
    const runtime::DeviceInfo& d = backend->device();
    env["device"] = {{"vendor", d.vendor}, {"name", d.name}, {"arch", d.arch}, {"memory_bytes", d.memory_bytes},
                     {"multiprocessors", d.multiprocessors}};
    if (std::any_of(p.kernels.begin(), p.kernels.end(), [](const q::KernelRef& k) { return !k.yardstick.empty(); })) {
      const auto cublas = runtime::Cublas::open(src.cublas, err);
      if (!cublas) {
        *err = "cuBLAS: " + *err;
        return "";
      }
      env["cublas"] = cublas->library();
    }
  }
  support::ProcessOptions o;
  o.timeout = std::chrono::seconds(30);
  o.out = support::Output::Capture;
  o.search_path = true;
  const auto smi = support::run_process(
      {"nvidia-smi", "--query-gpu=name,driver_version,clocks.sm,clocks.mem,clocks.max.sm,power.draw,temperature.gpu",
       "--format=csv"},
      o);
  env["nvidia_smi"] = smi.ok() ? smi.stdout_text : "not available: " + smi.describe();
  return env.dump(1) + "\n";
}

int run_protocol(const std::string& protocol_path, const fs::path& bundle, Source src) {
  std::string text, fake, err;
  q::Protocol p;
  if (!support::read_file(protocol_path, &text, &err)) return fail(err);
  if (!q::parse_protocol(text, &p, &err) || !execute::check_protocol_problems(p, &err))
    return fail(protocol_path + ": " + err);
  if (src.fake.empty() == src.objects.empty()) return fail("give either --fake SCRIPT or --objects REPORT_DIR");
  for (const q::KernelRef& k : p.kernels)
    if (src.fake.empty() && !bench_of(k.family))
      return fail("family " + k.family + " has no qualification bench (only " + families_with_a_bench() + ")");
  if (!src.fake.empty()) {
    q::FakeScript script;
    if (!support::read_file(src.fake, &fake, &err)) return fail(err);
    if (!q::parse_fake_script(fake, &script, &err)) return fail(src.fake + ": " + err);
  }
  std::error_code ec;
  if (fs::exists(bundle, ec) && !fs::is_empty(bundle, ec))
    return fail(bundle.string() + ": exists and is not empty (a bundle is written once)");
  const std::string environment = environment_json(p, src, &err);
  if (environment.empty()) return fail(err);
  // The protocol and its sha256 first: nothing after this may change them.
  if (!support::write_file_atomic(bundle / "protocol.json", text, &err) ||
      !support::write_file_atomic(bundle / "protocol.sha256", support::sha256_hex(text) + "\n", &err) ||
      !support::write_file_atomic(bundle / "environment.json", environment, &err))
    return fail(err);
  if (!src.fake.empty()) {
    if (!support::write_file_atomic(bundle / "fake.json", fake, &err)) return fail(err);
    src.fake = (bundle / "fake.json").string();
  }
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
      std::vector<std::string> argv = {self, "--worker", "--bundle", bundle.string(), "--group", g.name, "--index",
                                       std::to_string(i)};
      for (const std::string& a : src.worker_args()) argv.push_back(a);
      const support::ProcessResult r = support::run_process(argv, o);
      const std::string base = q::worker_slot(g.name, i);
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
  // What was found before an error that ends the check is still shown.
  for (const std::string& f : findings) std::cout << "finding: " << f << "\n";
  if (!err.empty()) return fail(err);
  std::cout << (ok ? "verified: every hash holds and the verdict re-derives from the raw samples\n"
                   : "NOT verified\n");
  return ok ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"parity-qualify: run a pre-registered latency protocol in fresh worker processes, or verify a bundle"};
  std::string protocol, bundle, group, verify;
  Source src;
  int index = 0;
  bool worker = false;
  app.add_option("protocol", protocol, "the protocol (paritykit.qualify/v1, execute/README.md)");
  app.add_option("--bundle", bundle, "the evidence bundle directory to write (must not exist or be empty)");
  app.add_option("--fake", src.fake, "the scripted clock to run on (paritykit.qualify-fake/v1): no device");
  app.add_option("--objects", src.objects,
                 "a parity-run report directory (parity.json and the images it names): the kernels' agreed images");
  app.add_option("--configs", src.configs, "the directory of <family>.json configs")->capture_default_str();
  app.add_option("--cublas", src.cublas, "the libcublas for yardstick kernels (default: search; runtime/README.md)");
  app.add_option("--verify", verify, "re-check a bundle's hashes and re-derive its verdict");
  app.add_flag("--worker", worker, "(internal) run one worker of --bundle")->group("");
  app.add_option("--group", group, "(internal) the worker's group")->group("");
  app.add_option("--index", index, "(internal) the worker's index")->group("");
  app.footer(
      "Exit codes: 0 profile qualified (--verify: verified), 1 blocked (--verify: a finding), 2 bad input (--verify: "
      "DIR has no readable manifest.sha256 and bundle.sha256).");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : kBadInput;
  }
  if (!verify.empty()) return verify_main(verify);
  if (worker) return worker_main(bundle, group, index, src);
  if (protocol.empty() || bundle.empty()) return fail("give PROTOCOL.json and --bundle DIR, or --verify DIR");
  return run_protocol(protocol, bundle, src);
}
