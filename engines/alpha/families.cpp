#include "families.h"

#include "gemm.h"
#include "gemm_geometry.h"
#include "gemm_rules.h"
#include "mlp.h"
#include "mlp_geometry.h"
#include "mlp_rules.h"
#include "wgrad_geometry.h"
#include "wgrad_rules.h"

namespace paritykit::alpha {

const FamilyEntry* find_family_entry(spec::Family family) {
  static const FamilyEntry kEntries[] = {
      {spec::Family::Gemm, validate_gemm, build_gemm_module, gemm_launch},
      {spec::Family::Mlp, validate_mlp, build_mlp_module, mlp_launch},
      {spec::Family::ConvWgrad, validate_conv_wgrad, build_conv_wgrad_module, conv_wgrad_launch},
  };
  for (const FamilyEntry& e : kEntries)
    if (e.family == family) return &e;
  return nullptr;
}

}  // namespace paritykit::alpha
