// Engine beta's family table: which families beta has kernels for, and their entry points.
// Adding a family adds one row (docs/adding-a-family.md).
#pragma once

#include <optional>
#include <string>

#include "paritykit/spec.h"

namespace paritykit::beta {

/// One family beta implements.
struct FamilyRow {
  spec::Family family;
  /// The family's rules after the family and flavor checks (rules 0 and 1), in contract order: the first broken one, or nullopt.
  std::optional<spec::Verdict> (*check)(const spec::Config&);
  /// The module of an accepted config of the family.
  spec::Module (*emit)(const spec::Config&, const spec::Flavor&);
  /// The launch decisions of an accepted config of the family.
  spec::LaunchDecisions (*launch)(const spec::Config&);
};

/// The families of the table in table order, joined by ", " (rule 0's message).
std::string families_with_kernels();

/// The row of `family`; nullptr when beta has no kernels for it.
const FamilyRow* find_family_row(spec::Family family);

}  // namespace paritykit::beta
