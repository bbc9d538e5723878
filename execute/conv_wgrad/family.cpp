// conv_wgrad's row in the family table (families.h): its executor, its perf columns, and its
// kernels' properties. No vendor library is linked for convolutions, so its cuBLAS columns read
// "-" and the perf note names the external yardstick (bench/conv_wgrad_pytorch.py). It has no
// flags of its own and no qualification bench; its emulator set caps the default problems' size.
#include "conv_wgrad/executor.h"
#include "paritykit/families.h"
#include "stage/kernel_properties.h"

namespace paritykit::execute {
namespace {

void conv_wgrad_kernel_properties(const spec::Config& config, KernelProperties* out) {
  const spec::ConvWgradSpec& cs = std::get<spec::ConvWgradSpec>(config.spec);
  (*out)["math"] = spec::to_string(cs.math);
  tiled_kernel_properties(cs, out);
  (*out)["lds_k_outer"] = cs.lds_k_outer ? "true" : "false";
}

/// The emulator's set: the default problems of at most 2^24 multiply-adds (the three small ones;
/// the config's own problem where it is that small).
void conv_wgrad_emulator_problems(FamilyProblems* out) {
  ConvWgradProblems& p = out->of<ConvWgradProblems>();
  p.max_default_macs = std::int64_t{1} << 24;
  p.perf_iterations = 3;
}

}  // namespace

FamilyRow conv_wgrad_family_row() {
  FamilyRow row;
  row.family = spec::Family::ConvWgrad;
  row.executor = &conv_wgrad_executor();
  row.yardstick = {"cuBLAS GFLOP/s", "% of cuBLAS"};
  row.kernel_property_names = {"math"};
  row.kernel_property_names.insert(row.kernel_property_names.end(), std::begin(kTiledPropertyNames),
                                   std::end(kTiledPropertyNames));
  row.kernel_property_names.push_back("lds_k_outer");
  row.kernel_properties = conv_wgrad_kernel_properties;
  row.emulator_problems = conv_wgrad_emulator_problems;
  return row;
}

}  // namespace paritykit::execute
