// The latency qualification apparatus, its decision core: a protocol fixed before the run, the
// raw samples each worker process recorded, and the gates that decide, each a pure function of
// those. Nothing here measures; the workers do (execute/README.md, "Qualification"). No function
// takes an option to relax a threshold, drop a sample or worker, or extend a run: the protocol's
// numbers are the only ones.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace paritykit::qualify {

/// One kernel the protocol times: a config of a family, under a flavor; or, with yardstick
/// "cublas", cuBLAS on that config's dtypes and layouts (the vendor's kernel to compare with).
struct KernelRef {
  std::string family;
  int id = 0;
  std::string flavor;
  std::string yardstick;  ///< "" (the config's agreed image) or "cublas"
};

/// A problem group (a batch or a problem size): every worker of a group times the same problem.
struct Group {
  std::string name;
  std::string problem;  ///< the family's problem text (gemm "MxNxK", mlp a batch "B")
  int kernel = 0;       ///< the index in Protocol::kernels of the kernel this group times
};

/// The warm-up rule: launch until the relative change of the median of the last `window`
/// samples against the `window` before them is at most `max_relative_change`, after at least
/// `min_iterations`; a worker that has not converged after `max_iterations` is invalid.
struct Warmup {
  int min_iterations = 10;
  int max_iterations = 1000;
  int window = 10;
  double max_relative_change = 0.02;
};

/// How a sample is timed: device events around one launch, or the host wall clock around a
/// launch and its synchronisation. Both are recorded; `scored` says which the gates read.
enum class TimingMethod { DeviceEvents, HostWall };
const char* to_string(TimingMethod m);

/// The gates' thresholds.
///  block_median_band: every block's median within this relative band of the worker's median.
///  distinct_block_alpha, distinct_block_min_effect: a block is distinct when the two-sided
///    Mann-Whitney U test of its samples against the worker's other blocks pooled has p below
///    alpha / blocks (Bonferroni over the blocks) AND its median differs from the pooled median by
///    more than min_effect (relative): significant and large enough to matter.
///  group_agreement_band: every valid worker's median within this band of the group's median.
struct Gates {
  double block_median_band = 0.05;
  double distinct_block_alpha = 0.01;
  double distinct_block_min_effect = 0.01;
  double group_agreement_band = 0.05;
};

/// A comparison the protocol allows a claim about once the profile qualifies.
struct Comparison {
  std::string name;      ///< e.g. "gemm 37 vs cuBLAS"
  std::string baseline;  ///< what the kernel is compared with: "cublas", or another kernel's index
};

/// The pre-registered protocol. Loaded strictly; its sha256 is the run's identity.
struct Protocol {
  std::string name;
  std::vector<KernelRef> kernels;
  std::vector<Group> groups;
  int processes_per_group = 4;
  int required_valid = 4;  ///< valid workers a group needs to qualify
  Warmup warmup;
  int blocks = 8;
  int iterations_per_block = 20;
  TimingMethod scored = TimingMethod::DeviceEvents;
  Gates gates;
  std::vector<Comparison> comparisons;
};

/// Parses a protocol (schema paritykit.qualify/v1): unknown fields, wrong types and values out of
/// range are refused, and so is a group name with a '/' (it names the group's worker files).
/// False with *err naming the JSON pointer.
bool parse_protocol(const std::string& text, Protocol* out, std::string* err);

/// What one worker process recorded: every sample of every block, not a summary.
struct WorkerRecord {
  std::string group;
  int index = 0;             ///< 0 .. processes_per_group-1
  int exit_status = -1;      ///< the worker process's exit status as the runner saw it
  long pid = 0;              ///< the worker process, as the runner started it
  std::string file;          ///< the worker's file in the bundle; empty when it wrote none
  bool pre_correct = false;  ///< the result matched the reference before timing
  bool post_correct = false; ///< and after
  std::string correctness_detail;
  int warmup_iterations = 0;
  bool converged = false;
  std::vector<std::vector<double>> blocks;    ///< scored samples (seconds), blocks x iterations
  std::vector<std::vector<double>> unscored;  ///< the other timing method's samples, the same shape
  std::string error;                          ///< why the worker stopped early, if it did
};

/// A gate's decision about one worker or group: pass, or the blocking reason.
struct GateResult {
  bool pass = true;
  std::string reason;  ///< empty when it passed
};

/// Worker validity: exit status 0, correct before and after, converged, and exactly the
/// protocol's blocks x iterations of finite, positive samples.
GateResult worker_validity(const WorkerRecord& w, const Protocol& p);

/// The Mann-Whitney U test of `a` against `b` (two-sided, normal approximation with the tie
/// correction): its z and p. Exposed for its own tests.
struct UTest {
  double z = 0;
  double p = 1;
};
UTest mann_whitney(const std::vector<double>& a, const std::vector<double>& b);

/// Scoring stability within one worker: block medians within the band, and no distinct block.
GateResult scoring_stability(const WorkerRecord& w, const Gates& g);

/// The median of `samples` (the mean of the middle two for an even count; 0 for none): the one
/// centre every gate and the warm-up rule read.
double median(std::vector<double> samples);

/// The median of all of a worker's samples.
double worker_median(const WorkerRecord& w);

/// One worker's verdict: the first gate that blocked it, in order validity, stability, agreement.
struct WorkerVerdict {
  int index = 0;
  bool valid = false;
  std::string reason;  ///< why it is not valid
  double median_s = 0;
};

/// A group's verdict: "k/n valid processes", qualified when k >= required_valid.
struct GroupVerdict {
  std::string group;
  std::vector<WorkerVerdict> workers;
  int valid = 0;
  bool qualified = false;
};

/// The run's verdict, derived from the raw samples only.
struct Verdict {
  std::vector<GroupVerdict> groups;
  bool profile_qualified = false;
  bool performance_claim_allowed = false;
  std::vector<std::string> claims;  ///< the protocol's comparisons a claim may be made about
  std::vector<std::string> errors;  ///< records that do not belong to the protocol
};

/// Decides every group: validity and stability per worker, then agreement across the group's
/// workers that passed both (a worker whose median is outside the band is not valid). A worker the
/// protocol expects but `workers` lacks is invalid ("no record"); a record it does not expect (an
/// unknown group or index, or one twice) is an error of the whole run: the profile does not qualify.
Verdict decide(const Protocol& p, const std::vector<WorkerRecord>& workers);

// ------------------------------------------------------------------ workers

/// What a worker times: one kernel at one group's problem, on a device of its own. The fake bench
/// (scripted clock) and the GPU benches implement it.
class Bench {
 public:
  virtual ~Bench() = default;
  /// Runs the kernel once and compares its result with the reference; false with *detail.
  virtual bool check(std::string* detail) = 0;
  /// One timed launch: the device-event time and the host wall time around the launch and its
  /// synchronisation, in seconds. False with *err on a runtime error.
  virtual bool sample(double* device_s, double* host_s, std::string* err) = 0;
  /// Called before timing block `b` (the fake bench's script shifts a block).
  virtual void begin_block(int b) { (void)b; }
};

/// One worker's run: the pre-correctness check, warm-up until the protocol's rule holds (or
/// max_iterations: not converged, no blocks), the timing blocks, the post-correctness check. A
/// runtime error ends it (recorded in `error`). exit_status is left for the runner to fill.
WorkerRecord run_worker(const Protocol& p, const std::string& group, int index, Bench& bench);

/// The scripted clock of CI (no GPU): base * (1 + N(0, jitter)) per sample from a seeded
/// generator, with one block of one worker scaled by `factor`, and correctness checks that fail
/// where the script says. Parsed from a JSON script (paritykit.qualify-fake/v1,
/// execute/README.md).
struct FakeScript {
  double base_s = 1e-3;
  double jitter = 0.004;
  std::uint64_t seed = 1;
  struct Shift {
    std::string group;
    int worker = -1, block = -1;
    double factor = 1;
  };
  std::vector<Shift> shifts;
  struct Failure {
    std::string group;
    int worker = -1;
    std::string when;  ///< "pre" or "post"
  };
  std::vector<Failure> failures;
};
bool parse_fake_script(const std::string& text, FakeScript* out, std::string* err);
/// The bench of worker `index` of `group` under `script`.
std::unique_ptr<Bench> make_fake_bench(const FakeScript& script, const Protocol& p, const std::string& group, int index);

/// A worker record as JSON (schema paritykit.qualify-worker/v1: every sample) and back; the
/// reader is strict (false with *err naming the pointer). The exit status is not in it: only the
/// runner sees it (runs.json).
std::string worker_json(const WorkerRecord& w);
bool parse_worker(const std::string& text, WorkerRecord* out, std::string* err);

// ------------------------------------------------------------------ the evidence bundle

/// Whether a group name can be part of a worker's file names: no '/' and no NUL in it.
bool plain_group_name(const std::string& name);

/// Where worker `index` of `group` keeps its files in a bundle, without the extension:
/// "workers/<group>-<index>" (.json its record, .log its output, .pid its process id).
std::string worker_slot(const std::string& group, int index);

/// How a worker's log line naming its own process id begins: "worker <group>/<index> pid " (the
/// pid and the rest of the line follow); verify_bundle reads the pid back from it.
std::string worker_log_pid_prefix(const std::string& group, int index);

/// The protocol sealed in a bundle: protocol.json, checked against protocol.sha256 (written
/// before any worker started), then parsed. False with *err naming protocol.json (and the JSON
/// pointer of a parse error).
bool load_sealed_protocol(const std::filesystem::path& bundle, Protocol* out, std::string* err);

/// Writes the run's verdict files into `dir` (which holds protocol.json, environment.json and
/// workers/): runs.json (per worker: pid, exit status, its file), result.json, matrix.md (group x
/// worker), report.txt, then manifest.sha256 (sha256 of every file, sorted by path) and
/// bundle.sha256 (the manifest's own). False with *err.
bool seal_bundle(const std::filesystem::path& dir, const Protocol& p, const std::vector<WorkerRecord>& workers,
                 const Verdict& v, std::string* err);

/// Re-checks every hash of the manifest (a file missing, added or changed, a path listed twice or
/// leading out of the bundle, a symbolic link or other non-file in it are findings); checks that
/// protocol.json is the sealed protocol, that each runs.json record names its own worker file and
/// the pid its .pid file and its log say; then re-derives the verdict from protocol.json and the
/// worker files and compares it with result.json. True when everything holds; false with each
/// finding in *findings. *err is set (and false returned) only when `dir` has no readable
/// manifest.sha256 and bundle.sha256: it is not a bundle.
bool verify_bundle(const std::filesystem::path& dir, std::vector<std::string>* findings, std::string* err);

/// The verdict as JSON (result.json's content).
std::string verdict_json(const Protocol& p, const Verdict& v);

/// The report, in the published shape: per group "k/n valid processes" and each rejected worker's
/// reason, then the status line with profile_qualified and performance_claim_allowed.
std::string report_text(const Protocol& p, const Verdict& v);

}  // namespace paritykit::qualify
