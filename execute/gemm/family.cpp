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

/// The bench at the protocol's problem, one MxNxK.
std::unique_ptr<qualify::Bench> gemm_bench(runtime::Backend& be, const spec::Config& config, const std::string& image,
                                           const std::vector<std::string>& kernels, const std::string& problem,
                                           std::uint64_t seed, runtime::Cublas* cublas, std::string* err) {
  std::vector<GemmShape> shape;
  if (!parse_shapes(problem, &shape, err) || shape.size() != 1) {
    *err = "problem \"" + problem + "\" is not one MxNxK" + (err->empty() ? "" : ": " + *err);
    return nullptr;
  }
  return make_gemm_bench(be, config, image, kernels, shape.front(), seed, cublas, err);
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
  row.make_bench = gemm_bench;
  return row;
}

}  // namespace paritykit::execute
