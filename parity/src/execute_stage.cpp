// The execution stage of a run: each result becomes an execution request (execute.h), and each
// request's outcome goes back on its result.
#include "paritykit/parity/execute_stage.h"

namespace paritykit::parity {
namespace {

execute::ExecutionRequest request_of(const ConfigResult& r, const RunReport& report) {
  using Agreement = execute::ExecutionRequest::Agreement;
  execute::ExecutionRequest q;
  q.config = r.config;
  q.label = r.family + " " + std::to_string(r.id) + " [" + r.flavor + "]";
  q.family = r.family;
  q.target = r.target;
  q.agreement = r.status == ParityStatus::Identical      ? Agreement::Module
                : r.status == ParityStatus::BothRejected ? Agreement::BothRejected
                                                         : Agreement::None;
  q.status = to_string(r.status);
  q.reject_code = r.engine_a.verdict.code;
  // IDENTICAL: byte-identical IR, so one image stands for both engines.
  q.engines = {report.engine_a, report.engine_b};
  q.ir_sha256 = r.sha256;
  q.ir = r.ir;
  q.kernels = r.kernels;
  q.launch = r.launch;
  if (r.status == ParityStatus::BothRejected || r.toolchain.compile == ToolStatus::Ok) q.image = r.toolchain.artifact;
  if (q.image.empty())
    q.no_image = "toolchain compile " + to_string(r.toolchain.compile) +
                 (r.toolchain.note.empty() ? "" : " (" + r.toolchain.note + ")");
  return q;
}

}  // namespace

void run_execute_stage(const std::vector<runtime::Backend*>& backends, const execute::ExecuteOptions& options,
                       RunReport* report) {
  const auto started = std::chrono::steady_clock::now();
  std::vector<execute::ExecutionRequest> requests;
  for (const ConfigResult& r : report->results) requests.push_back(request_of(r, *report));
  std::vector<execute::ExecutionResult> results =
      execute::run_execution(requests, backends, report->devices, report->backend_notes, options);
  for (size_t i = 0; i < results.size(); ++i) report->results[i].execution = std::move(results[i]);
  report->seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
}

}  // namespace paritykit::parity
