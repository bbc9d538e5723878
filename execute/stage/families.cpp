// The family table: one row per family, each built in its own folder (<family>/family.cpp). A
// family without a row has no executor (its results are SKIPPED), no flags, no kernel properties
// beyond family, target and role; adding a family adds its row here.
#include <algorithm>

#include "paritykit/families.h"
#include "paritykit/qualify.h"

namespace paritykit::execute {

FamilyRow gemm_family_row();
FamilyRow mlp_family_row();
FamilyRow conv_wgrad_family_row();

const std::vector<FamilyRow>& family_rows() {
  static const std::vector<FamilyRow> rows = {gemm_family_row(), mlp_family_row(), conv_wgrad_family_row()};
  return rows;
}

const FamilyRow* find_family_row(spec::Family family) {
  const auto& rows = family_rows();
  const auto it = std::find_if(rows.begin(), rows.end(), [&](const FamilyRow& r) { return r.family == family; });
  return it == rows.end() ? nullptr : &*it;
}

FamilyProblems default_emulator_problems() {
  FamilyProblems problems;
  for (const FamilyRow& row : family_rows())
    if (row.emulator_problems) row.emulator_problems(&problems);
  return problems;
}

bool check_protocol_problems(const qualify::Protocol& protocol, std::string* err) {
  for (std::size_t i = 0; i < protocol.groups.size(); ++i) {
    const qualify::Group& g = protocol.groups[i];
    const qualify::KernelRef& kernel = protocol.kernels.at(static_cast<std::size_t>(g.kernel));
    const std::optional<spec::Family> family = spec::find_family(kernel.family);
    const FamilyRow* row = family ? find_family_row(*family) : nullptr;
    if (std::string why; row && row->check_problem && !row->check_problem(g.problem, &why)) {
      *err = "/groups/" + std::to_string(i) + "/problem: group " + g.name + ": " + why;
      return false;
    }
  }
  return true;
}

const Executor* find_executor(spec::Family family) {
  const FamilyRow* row = find_family_row(family);
  return row ? row->executor : nullptr;
}

}  // namespace paritykit::execute
