// mlp's row in the family table (families.h): its executor, its flags (--mlp-batches,
// --mlp-perf-batch, --mlp-perf-iterations), the memory roofline as its perf yardstick (a fused
// MLP is memory-bound), its kernels' properties and its qualification bench (one batch).
#include <charconv>

#include "mlp/executor.h"
#include "paritykit/families.h"
#include "paritykit/qualify.h"

namespace paritykit::execute {
namespace {

/// A value the flag's range has already admitted, so it is an integer.
bool to_int64(const std::string& text, std::int64_t* out, std::string* err) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), *out);
  if (ec == std::errc() && end == text.data() + text.size()) return true;
  *err = "\"" + text + "\" is not an integer";
  return false;
}

bool apply_batches(const std::vector<std::string>& values, FamilyProblems* problems, std::string* err) {
  std::vector<std::int64_t> batches(values.size());
  for (std::size_t i = 0; i < values.size(); ++i)
    if (!to_int64(values[i], &batches[i], err)) return false;
  problems->of<MlpProblems>().batches = batches;
  return true;
}

bool apply_perf_batch(const std::vector<std::string>& values, FamilyProblems* problems, std::string* err) {
  return to_int64(values.at(0), &problems->of<MlpProblems>().perf_batch, err);
}

bool apply_perf_iterations(const std::vector<std::string>& values, FamilyProblems* problems, std::string* err) {
  std::int64_t n = 0;
  if (!to_int64(values.at(0), &n, err)) return false;
  problems->of<MlpProblems>().perf_iterations = static_cast<int>(n);
  return true;
}

bool check_mlp_problem(const std::string& problem, std::string* err) {
  std::int64_t batch = 0;
  return parse_mlp_batch(problem, &batch, err);
}

/// The bench at the protocol's problem, one batch. mlp has no vendor library to bench: PyTorch's
/// unfused network is its yardstick, timed by bench/mlp_pytorch.py.
std::unique_ptr<qualify::Bench> mlp_bench(runtime::Backend& be, const spec::Config& config, const std::string& image,
                                          const std::vector<std::string>& kernels, const std::string& problem,
                                          std::uint64_t seed, runtime::Cublas* cublas, std::string* err) {
  std::int64_t batch = 0;
  if (!parse_mlp_batch(problem, &batch, err)) return nullptr;
  if (cublas) {
    *err = "an mlp kernel has no cuBLAS yardstick (PyTorch's is bench/mlp_pytorch.py)";
    return nullptr;
  }
  return make_mlp_bench(be, config, image, kernels, batch, seed, err);
}

/// The network's shape and where its activations live, so that a budget rule can pin the figures
/// of one network (the published RDNA4 width-64 kernel's, parity/budgets.json).
void mlp_kernel_properties(const spec::Config& config, KernelProperties* out) {
  const auto& ms = std::get<spec::MlpSpec>(config.spec);
  (*out)["math"] = spec::to_string(ms.math);
  (*out)["activations"] = spec::to_string(ms.activations);
  (*out)["width"] = std::to_string(ms.width);
  (*out)["input_width"] = std::to_string(ms.input_width);
  (*out)["output_width"] = std::to_string(ms.output_width);
  (*out)["hidden_layers"] = std::to_string(ms.hidden_layers);
  (*out)["bias"] = ms.bias ? "true" : "false";
}

/// The emulator's set: the default batches up to 1025 (1, 16, 17, 255, 256, 257, the padding
/// boundaries through 1024 and the batch matrix up to 1023), property batches of a few hundred rows.
void mlp_emulator_problems(FamilyProblems* out) {
  MlpProblems& p = out->of<MlpProblems>();
  p.max_default_batch = 1025;
  p.determinism_batch = 257;
  p.prefix_batch = 300;
  p.prefix_rows = 50;
  p.swap_batch = 257;
  p.stream_batches[0] = 300;
  p.stream_batches[1] = 257;
  p.perf_batch = 4096;
  p.perf_iterations = 3;
}

}  // namespace

bool parse_mlp_batch(const std::string& text, std::int64_t* batch, std::string* err) {
  constexpr std::int64_t kMaxBatch = 2147483647;  // the kernel's i32 B
  std::string not_integer;
  if (!to_int64(text, batch, &not_integer) || *batch < 1 || *batch > kMaxBatch) {
    *err = "\"" + text.substr(0, 64) +
           "\" is not an mlp batch: one integer B in [1, 2147483647] (the kernel's B is an i32)";
    return false;
  }
  return true;
}

FamilyRow mlp_family_row() {
  const MlpProblems defaults;
  FamilyRow row;
  row.family = spec::Family::Mlp;
  row.executor = &mlp_executor();
  row.flags = {
      {"--mlp-batches",
       "mlp numerics batches B[,B..] (default: 1 16 17 255 256 257, the padding boundaries from 256 to 1024, and the "
       "20-case batch matrix)",
       "INT", "", true, false, std::pair<std::int64_t, std::int64_t>{1, std::int64_t{1} << 24}, apply_batches},
      {"--mlp-perf-batch", "the mlp --perf batch", "INT", std::to_string(defaults.perf_batch), false, false,
       std::pair<std::int64_t, std::int64_t>{1, std::int64_t{1} << 26}, apply_perf_batch},
      {"--mlp-perf-iterations", "mlp timed launches after a warm-up (median reported)", "INT",
       std::to_string(defaults.perf_iterations), false, false, std::pair<std::int64_t, std::int64_t>{1, 1000},
       apply_perf_iterations},
  };
  row.yardstick = {"copy GB/s", "% of roofline"};
  row.kernel_property_names = {"math", "activations", "width", "input_width", "output_width", "hidden_layers", "bias"};
  row.kernel_properties = mlp_kernel_properties;
  row.check_problem = check_mlp_problem;
  row.make_bench = mlp_bench;
  row.emulator_problems = mlp_emulator_problems;
  return row;
}

}  // namespace paritykit::execute
