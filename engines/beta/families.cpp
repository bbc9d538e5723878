#include "families.h"

#include <array>
#include <string>

#include "conv_wgrad.h"
#include "gemm.h"
#include "launch.h"
#include "mlp.h"

namespace paritykit::beta {

namespace {

constexpr std::array<FamilyRow, 3> kRows{{
    {spec::Family::Gemm, check_gemm, emit_gemm, gemm_launch},
    {spec::Family::Mlp, check_mlp, emit_mlp, mlp_launch},
    {spec::Family::ConvWgrad, check_conv_wgrad, emit_conv_wgrad, conv_wgrad_launch},
}};

}  // namespace

std::string families_with_kernels() {
  std::string list;
  for (const FamilyRow& row : kRows) list += (list.empty() ? "" : ", ") + std::string(spec::to_string(row.family));
  return list;
}

const FamilyRow* find_family_row(spec::Family family) {
  for (const FamilyRow& row : kRows)
    if (row.family == family) return &row;
  return nullptr;
}

}  // namespace paritykit::beta
