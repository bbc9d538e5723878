// gemm's row in the family table (families.h): its executor, its flags (--shapes, --perf-shape),
// cuBLAS as its perf yardstick, its kernels' properties and its qualification bench.
#include "gemm/executor.h"
#include "paritykit/families.h"
#include "paritykit/qualify.h"
#include "stage/kernel_properties.h"

namespace paritykit::execute {
namespace {

bool apply_shapes(const std::vector<std::string>& values, FamilyProblems* problems, std::string* err) {
  return parse_shapes(values.at(0), &problems->of<GemmProblems>().shapes, err);
}

bool apply_perf_shape(const std::vector<std::string>& values, FamilyProblems* problems, std::string* err) {
  std::vector<GemmShape> shape;
  if (!parse_shapes(values.at(0), &shape, err) || shape.size() != 1) {
    if (err->empty()) *err = "--perf-shape takes one MxNxK";
    return false;
  }
  problems->of<GemmProblems>().perf_shape = shape.front();
  return true;
}

void gemm_kernel_properties(const spec::Config& config, KernelProperties* out) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(config.spec);
  (*out)["math"] = spec::to_string(gs.math);
  tiled_kernel_properties(gs, out);
}

/// The protocol's problem: one MxNxK.
bool parse_one_shape(const std::string& problem, GemmShape* out, std::string* err) {
  std::vector<GemmShape> shape;
  if (!parse_shapes(problem, &shape, err) || shape.size() != 1) {
    *err = "problem \"" + problem + "\" is not one MxNxK" + (err->empty() ? "" : ": " + *err);
    return false;
  }
  *out = shape.front();
  return true;
}

bool check_gemm_problem(const std::string& problem, std::string* err) {
  GemmShape shape;
  return parse_one_shape(problem, &shape, err);
}

/// The bench at the protocol's problem, one MxNxK.
std::unique_ptr<qualify::Bench> gemm_bench(runtime::Backend& be, const spec::Config& config, const std::string& image,
                                           const std::vector<std::string>& kernels, const std::string& problem,
                                           std::uint64_t seed, runtime::Cublas* cublas, std::string* err) {
  GemmShape shape;
  if (!parse_one_shape(problem, &shape, err)) return nullptr;
  return make_gemm_bench(be, config, image, kernels, shape, seed, cublas, err);
}

/// The emulator's set: the GPU set's boundary and ragged shapes up to 257 on a side (its three with
/// a 2048 extent and 256^3 / 257x255x256 left out), one more ragged shape past two tiles each way,
/// and property and perf problems a CPU runs in seconds; an async K loop's problems rounded up to
/// its chunks.
void gemm_emulator_problems(FamilyProblems* out) {
  GemmProblems& p = out->of<GemmProblems>();
  p.shapes = {{1, 1, 1},   {16, 16, 16}, {17, 17, 17},  {255, 257, 17}, {1, 257, 255},
              {257, 1, 16}, {16, 17, 257}, {17, 256, 1}, {256, 16, 255}, {129, 127, 96}};
  p.determinism_shape = {129, 127, 100};
  p.prefix_shape = {200, 127, 129};  // K past the largest split degree (97)
  p.prefix_rows = 50;
  p.swap_shape = {127, 129, 256};
  p.stream_shapes[0] = {129, 127, 256};
  p.stream_shapes[1] = {127, 129, 17};
  p.perf_shape = {256, 256, 256};
  p.stress_shape = {256, 256, 128};
  p.stress_launches = 4;
  p.round_to_async_chunks = true;
}

}  // namespace

FamilyRow gemm_family_row() {
  FamilyRow row;
  row.family = spec::Family::Gemm;
  row.executor = &gemm_executor();
  row.flags = {
      {"--shapes",
       "numerics shapes MxNxK[,MxNxK..], each up to 2147483647; \"default\" is the 14 boundary and ragged shapes (the "
       "default), 1x2147483647x1 the wide one",
       "TEXT", "", false, true, std::nullopt, apply_shapes},
      {"--perf-shape", "the --perf problem MxNxK", "TEXT", to_string(GemmProblems{}.perf_shape), false, false,
       std::nullopt, apply_perf_shape},
  };
  row.yardstick = {"cuBLAS GFLOP/s", "% of cuBLAS"};
  row.kernel_property_names = {"math"};
  row.kernel_property_names.insert(row.kernel_property_names.end(), std::begin(kTiledPropertyNames),
                                   std::end(kTiledPropertyNames));
  row.kernel_properties = gemm_kernel_properties;
  row.check_problem = check_gemm_problem;
  row.make_bench = gemm_bench;
  row.emulator_problems = gemm_emulator_problems;
  return row;
}

}  // namespace paritykit::execute
