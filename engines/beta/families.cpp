#include "families.h"

#include <array>

#include "gemm.h"

namespace paritykit::beta {

const FamilyRow* find_family_row(spec::Family family) {
  static constexpr std::array<FamilyRow, 1> kRows{{
      {spec::Family::Gemm, check_gemm, emit_gemm},
  }};
  for (const FamilyRow& row : kRows)
    if (row.family == family) return &row;
  return nullptr;
}

}  // namespace paritykit::beta
