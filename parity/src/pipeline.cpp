// The one pipeline of a parity run: compare -> golden -> toolchain -> audit -> execute -> gate ->
// reports, and the checks of its inputs. The tools over it only parse options and print.
#include "paritykit/isa_audit.h"
#include "paritykit/parity/audit.h"
#include "paritykit/parity/devices.h"
#include "paritykit/parity/execute_stage.h"
#include "paritykit/parity/gate.h"
#include "paritykit/parity/pipeline.h"
#include "paritykit/parity/report_files.h"
#include "paritykit/parity/run.h"
#include "paritykit/parity/selection.h"

namespace paritykit::parity {

bool pick_flavors(const spec::FlavorTable& table, const std::string& table_path, const std::vector<std::string>& names,
                  std::vector<spec::Flavor>* out, std::string* err) {
  out->clear();
  for (const auto& name : names) {
    if (name == "all") {
      // "all,nonsense" must not pass the nonsense by: "all" stands alone.
      if (names.size() != 1) {
        *err = "flavor \"all\" stands alone (got " + std::to_string(names.size()) + " names)";
        return false;
      }
      *out = table.flavors;
      return true;
    }
    const spec::Flavor* f = table.find(name);
    if (!f) {
      *err = "unknown flavor \"" + name + "\"; " + table_path + " has:";
      for (const auto& known : table.flavors) *err += " " + known.name;
      return false;
    }
    // A flavor twice would double its results and race its toolchain jobs on the same files.
    for (const auto& seen : *out)
      if (seen.name == name) {
        *err = "flavor \"" + name + "\" is named twice";
        return false;
      }
    out->push_back(*f);
  }
  return true;
}

bool check_only(const OnlyFilter& only, const std::vector<spec::ConfigFile>& files, std::string* err) {
  const spec::ConfigFile* file = file_of_family(files, only.family);
  if (!file) {
    *err = "--only: no loaded config file has family \"" + only.family + "\"";
    return false;
  }
  for (int id : only.ids)
    if (!file->find(id)) {
      *err = "--only: " + file->path + " has no config " + std::to_string(id);
      return false;
    }
  return true;
}

namespace {

/// The options that cannot go together, a budget that cannot be read, an output directory that
/// cannot be created; false with `*err` naming them.
bool check_options(const PipelineOptions& o, std::string* err) {
  if (!o.run.prebuilt_objects.empty() && o.run.toolchain == StageMode::Off) {
    *err = "--objects-from replaces the toolchain stage; it needs --toolchain auto or require";
    return false;
  }
  if (o.audit && o.run.toolchain == StageMode::Off) {
    *err = "--audit reads the toolchain stage's code objects; it needs --toolchain auto or require";
    return false;
  }
  // A budget that cannot be read fails now, not after the whole toolchain stage has run.
  if (isa_audit::Budget budget;
      o.audit && (!isa_audit::load_budget(o.budget, &budget, err) || !check_budget_properties(budget, err))) {
    *err = "--budget: " + *err;
    return false;
  }
  if (o.execution.perf && o.execute == StageMode::Off) {
    *err = "--perf needs --execute";
    return false;
  }
  // Last, once every other check passed (bad input creates nothing): where the reports and the
  // code objects go must exist or be creatable; found out after the toolchain stage, it would read
  // as a toolchain failure.
  const bool compiles = o.run.toolchain != StageMode::Off && o.run.prebuilt_objects.empty();
  for (const std::filesystem::path& dir : {o.report_dir, compiles ? o.run.objects_dir : std::filesystem::path()}) {
    std::error_code ec;
    if (dir.empty() || std::filesystem::is_directory(dir, ec)) continue;
    std::filesystem::create_directories(dir, ec);
    if (ec) {
      *err = (dir == o.report_dir ? "--report-dir: cannot create " : "cannot create the objects directory ") +
             dir.string() + ": " + ec.message();
      return false;
    }
  }
  return true;
}

/// Opens every backend that has a device (or takes the given ones), runs the execution stage, and
/// records the devices and why the other backends are unavailable.
void execute_stage(const PipelineOptions& options, RunReport* report) {
  OpenedDevices opened;
  if (options.backends) {
    opened.backends = *options.backends;
    for (const runtime::Backend* b : opened.backends) opened.devices.push_back(device_label(*b));
  } else {
    opened = open_devices(options.devices, options.schedule_seed);
  }
  report->devices = opened.devices;
  report->backend_notes.insert(report->backend_notes.end(), opened.absent.begin(), opened.absent.end());
  runtime::Backend* cuda = nullptr;
  for (runtime::Backend* b : opened.backends)
    if (!cuda && b->name() == "cuda") cuda = b;
  const std::vector<runtime::Backend*>& backends = opened.backends;
  execute::ExecuteOptions exec = options.execution;
  std::unique_ptr<runtime::Cublas> cublas;
  if (exec.perf && cuda) {
    cublas = runtime::Cublas::open(options.cublas_path, &exec.cublas_note);
    exec.cublas = cublas.get();
  } else if (exec.perf) {
    exec.cublas_note = "no CUDA device, so no cuBLAS";
  }
  if (options.run.progress && !exec.progress)
    exec.progress = [&](std::size_t done, std::size_t total) { options.run.progress("execute", done, total); };
  run_execute_stage(backends, exec, report);
  cublas.reset();  // before the CUDA context goes
}

}  // namespace

bool run_pipeline(const std::vector<spec::ConfigFile>& files, const spec::Engine& a, const spec::Engine& b,
                  const PipelineOptions& options, PipelineResult* out, std::string* err) {
  *out = PipelineResult{};
  if (!check_options(options, err)) return false;
  RunReport& report = out->report;
  RunOptions run = options.run;
  run.keep_ir = options.execute != StageMode::Off && options.devices != DeviceChoice::Gpu;
  if (!run_parity(files, a, b, run, &report, err)) return false;
  if (options.audit) run_audit_stage(options.budget, options.run.jobs, options.run.flavors, &report);
  report.execute = options.execute;
  if (options.execute != StageMode::Off) execute_stage(options, &report);
  out->verdict = gate(report);
  if (!write_reports(options.report_dir, report, out->verdict, &out->reports_error) && out->reports_error.empty())
    out->reports_error = "cannot write the reports to " + options.report_dir.string();
  return true;
}

}  // namespace paritykit::parity
