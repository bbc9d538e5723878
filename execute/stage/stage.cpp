// The execution stage, family-neutral: picks a device per request, loads each distinct module image
// once, hands it to its family's executor, adds the fail-closed property, and sums up a status.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <tuple>

#include "stage/fail_closed.h"
#include "paritykit/execute.h"
#include "paritykit/support/file.h"
#include "paritykit/support/sha256.h"

namespace paritykit::execute {

std::string to_string(ExecStatus s) {
  switch (s) {
    case ExecStatus::Passed: return "PASSED";
    case ExecStatus::Failed: return "FAILED";
    case ExecStatus::Skipped: return "SKIPPED";
    case ExecStatus::Vacuous: return "VACUOUS";
  }
  return "UNKNOWN(" + std::to_string(static_cast<int>(s)) + ")";
}

namespace {

/// Unloads a module when it goes out of scope.
struct ModuleGuard {
  runtime::Backend& be;
  runtime::Module module;
  ~ModuleGuard() {
    std::string err;
    if (module.handle) be.unload_module(module, &err);
  }
};

/// Runs one agreed module image on `be`: load once, its kernels, the family's numerics, properties
/// and perf, then fail-closed. Sets status and the first reason it fails.
void run_module(runtime::Backend& be, const Executor& executor, const ExecutionRequest& r, const std::string& image,
                const std::string& amd_image, const ExecuteOptions& options, ExecutionResult* x) {
  const std::string who = [&] {
    std::string s;
    for (const auto& e : r.engines) s += (s.empty() ? "" : "+") + e;
    return s;
  }();
  LoadedModule loaded;
  std::string err;
  if (!be.load_module(image, &loaded.module, &err)) {
    x->status = ExecStatus::Failed;
    x->reason = who + ": " + err;
    return;
  }
  ModuleGuard guard{be, loaded.module};
  for (const std::string& name : r.kernels) {
    runtime::Kernel k;
    if (!be.get_kernel(loaded.module, name, &k, &err)) {
      x->status = ExecStatus::Failed;
      x->reason = who + ": " + err;
      return;
    }
    loaded.kernels.push_back(k);
    loaded.names.push_back(name);
  }
  x->engines = r.engines;
  const spec::TargetInfo& target = *spec::find_target(r.target);
  // The executor launches from the module's own decisions, once they are the host's.
  if (std::string why; !launch_decisions_agree(r.launch, executor.launch_decisions(*r.config, target), r.kernels, &why)) {
    x->status = ExecStatus::Failed;
    x->reason = who + ": " + why;
    return;
  }
  loaded.launch = r.launch;
  const ExecutionContext cx{be, *r.config, target, options, loaded};
  if (!executor.numerics(cx, &x->shapes, &err) || !executor.properties(cx, &x->properties, &err)) {
    x->status = ExecStatus::Failed;
    x->reason = "runtime error: " + err;
    return;
  }
  x->digest = execution_digest(x->shapes);
  x->properties.push_back(fail_closed_module(be, image, amd_image));
  if (options.perf && be.image_form() == runtime::ImageForm::LlvmIr) {
    x->perf = PerfOutcome{};
    x->perf->note = "no timing on " + be.device().name + ": the emulator models no time";
  } else if (options.perf) {
    PerfOutcome p;
    if (!executor.perf(cx, &p, &err)) {
      x->status = ExecStatus::Failed;
      x->reason = "runtime error: " + err;
      return;
    }
    x->perf = p;
    if (p.sampled_exceeded)
      x->reason = "perf " + to_string(p.problem) + ": " + std::to_string(p.sampled_exceeded) + " of " +
                  std::to_string(p.sampled) + " sampled elements out of bound";
  }
  x->status = x->reason.empty() ? ExecStatus::Passed : ExecStatus::Failed;
  for (const auto& o : x->shapes)
    if (!o.passed) {
      x->status = ExecStatus::Failed;
      if (x->reason.empty()) x->reason = describe(o);
    }
  for (const auto& p : x->properties)
    if (p.status != "held" && p.status != "exempt") {
      x->status = ExecStatus::Failed;
      if (x->reason.empty()) x->reason = p.name + " " + p.status + ": " + p.detail;
    }
  // Within bound proves nothing where the bound would also pass an all-zero output.
  const ShapeOutcome* least = least_discriminating(x->shapes);
  if (x->status == ExecStatus::Passed && least && !(least->discrimination >= options.min_discrimination)) {
    x->status = ExecStatus::Vacuous;
    char text[160];
    std::snprintf(text, sizeof text,
                  ": discrimination %.4f under %.2f: an all-zero output would pass on %.1f%% of the nonzero elements",
                  least->discrimination, options.min_discrimination, 100 * (1 - least->discrimination));
    x->reason = to_string(least->problem) + text;
  }
}

/// What a config target's module image is, as the runtime names images: its row's artifact kind.
/// Unset for a target without a row.
std::optional<runtime::ImageTarget> image_of_target(const std::string& name) {
  const spec::TargetInfo* t = spec::find_target(name);
  if (!t) return std::nullopt;
  return runtime::ImageTarget{t->artifact.kind == spec::ArtifactKind::Ptx ? "ptx" : "amdgpu", t->name};
}

/// What `be` loads for an agreed module: the IR the run kept, or the module image file. False
/// with `*why` when there is none or it cannot be read.
bool image_for(const ExecutionRequest& r, const runtime::Backend& be, std::string* image, std::string* why) {
  if (be.image_form() == runtime::ImageForm::LlvmIr) {
    *image = r.ir;
    if (image->empty()) *why = "the run kept no IR for " + be.device().name;
    return !image->empty();
  }
  if (r.image.empty()) {
    *why = "no module image: " + r.no_image;
    return false;
  }
  std::string err;
  if (!support::read_file(r.image, image, &err)) {
    *why = "cannot read the module image: " + err;
    return false;
  }
  return true;
}

/// A module to run: the request, the device it runs on (its own where the backend makes one), and
/// its image.
struct ModuleJob {
  size_t request = 0;
  runtime::Backend* shared = nullptr;
  std::unique_ptr<runtime::Backend> own;
  const Executor* executor = nullptr;
  std::string image;
};

}  // namespace

std::vector<ExecutionResult> run_execution(const std::vector<ExecutionRequest>& requests,
                                           const std::vector<runtime::Backend*>& backends,
                                           const std::vector<std::string>& devices,
                                           const std::vector<std::string>& absent, const ExecuteOptions& options) {
  using Agreement = ExecutionRequest::Agreement;
  // The fail-closed check marks a code object for another gfx; any AMD code object of the run will do.
  std::string amd_image;
  for (const auto& r : requests)
    if (const auto t = image_of_target(r.target);
        amd_image.empty() && r.agreement == Agreement::Module && t && t->kind == "amdgpu" && !r.image.empty())
      if (std::string err; !support::read_file(r.image, &amd_image, &err)) amd_image.clear();
  std::string absent_text;
  for (const auto& note : absent) absent_text += "; " + note;
  // A CPU device runs each family's emulator problem set.
  ExecuteOptions on_cpu = options;
  on_cpu.problems = options.emulator_problems;
  on_cpu.determinism_launches = options.emulator_determinism_launches;

  // Which request first ran each (config, device, image sha256, kernels): a byte-identical image of
  // the same config on the same device behaves the same, so running it again adds GPU time, not facts.
  std::map<std::tuple<const spec::Config*, runtime::Backend*, std::string, std::vector<std::string>>, size_t> ran;
  std::vector<ExecutionResult> results(requests.size());
  std::vector<ModuleJob> jobs;
  std::vector<std::pair<size_t, size_t>> same_as;  // (request, the request whose outcome it takes)
  std::mutex progress_mutex;
  size_t done = 0;
  auto finished = [&](size_t i, std::chrono::steady_clock::time_point started) {
    results[i].seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::lock_guard lock(progress_mutex);
    if (options.progress) options.progress(++done, requests.size());
  };
  for (size_t i = 0; i < requests.size(); ++i) {
    const ExecutionRequest& r = requests[i];
    ExecutionResult& x = results[i];
    const auto started = std::chrono::steady_clock::now();
    runtime::Backend* be = nullptr;
    std::string why = "no target row for " + r.target;
    const std::optional<runtime::ImageTarget> wanted = image_of_target(r.target);
    for (runtime::Backend* b : backends)
      if (wanted && runtime::image_runs_on(*wanted, b->device(), &why)) {
        be = b;
        break;
      }
    const Executor* executor =
        !r.config ? nullptr : options.executors ? options.executors(r.config->family()) : find_executor(r.config->family());
    std::string image;
    if (!be) {
      x.reason = "no present device runs " + r.target + (backends.empty() ? " (no GPU device" : " (devices: ");
      for (size_t d = 0; d < devices.size(); ++d) x.reason += (d ? ", " : "") + devices[d];
      x.reason += absent_text + ")";
    } else if (!r.config) {
      x.reason = "the run has no config " + r.label;
    } else if (!executor) {
      x.reason = "no executor for family " + r.family;
    } else {
      x.device = be->device().name + " (" + be->device().arch + ", " + be->name() + ")";
      if (r.agreement == Agreement::BothRejected) {
        x.properties.push_back(fail_closed_rejected(r));
        x.status = x.properties.back().status == "held" ? ExecStatus::Passed : ExecStatus::Failed;
        if (x.status == ExecStatus::Failed) x.reason = x.properties.back().detail;
      } else if (r.agreement != Agreement::Module) {
        x.reason = "no agreed module (status " + r.status + ")";
      } else if (std::string why; !image_for(r, *be, &image, &why)) {
        x.status = ExecStatus::Failed;
        x.reason = why;
      } else if (auto [at, first] = ran.try_emplace({r.config, be, support::sha256_hex(image), r.kernels}, i); !first) {
        same_as.emplace_back(i, at->second);
      } else {
        jobs.push_back({i, be, be->fresh_device(), executor, std::move(image)});
        continue;
      }
    }
    finished(i, started);
  }

  // A module runs on a device of its own where its backend makes them (the emulator: jobs on
  // `options.jobs` threads, each launch's schedule a function of the seed and the request alone),
  // else on the shared device, one after another.
  auto run = [&](ModuleJob& job) {
    const auto started = std::chrono::steady_clock::now();
    const ExecutionRequest& r = requests[job.request];
    runtime::Backend& be = job.own ? *job.own : *job.shared;
    // Executors return their errors; what is caught here is the standard library's own (a host
    // allocation of a wide shape's billions of elements), so that this never throws.
    try {
      run_module(be, *job.executor, r, job.image, amd_image,
                 be.image_form() == runtime::ImageForm::LlvmIr ? on_cpu : options, &results[job.request]);
    } catch (const std::exception& e) {
      results[job.request].status = ExecStatus::Failed;
      results[job.request].reason = std::string("runtime error: ") + e.what();
    }
    job.own.reset();
    finished(job.request, started);
  };
  std::vector<ModuleJob*> parallel;
  for (ModuleJob& job : jobs)
    if (job.own) parallel.push_back(&job);
    else run(job);
  std::atomic<size_t> next{0};
  std::vector<std::thread> workers;
  for (unsigned w = 0; w < std::min<size_t>(std::max(1u, options.jobs), parallel.size()); ++w)
    workers.emplace_back([&] {
      for (size_t k; (k = next++) < parallel.size();) run(*parallel[k]);
    });
  for (std::thread& t : workers) t.join();
  for (const auto& [i, first] : same_as) {
    const double seconds = results[i].seconds;
    results[i] = results[first];
    results[i].same_image_as = requests[first].label;
    results[i].seconds = seconds;
  }
  return results;
}

}  // namespace paritykit::execute
