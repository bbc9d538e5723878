// Engine alpha's family table: which families alpha has kernels for, and their entry points.
// Adding a family adds one row (docs/adding-a-family.md).
#pragma once

#include "ir.h"
#include "paritykit/spec.h"

namespace paritykit::alpha {

/// One family alpha implements.
struct FamilyEntry {
  spec::Family family;
  /// The family's rule table after the family and flavor checks (rules 0 and 1): the first violated
  /// rule, or acceptance.
  spec::Verdict (*validate)(const spec::Config&);
  /// The module of an accepted config of the family, before printing.
  ir::Module (*build)(const spec::Config&, const spec::Flavor&);
  /// The launch decisions of an accepted config of the family (its kernels named as `build` names them).
  spec::LaunchDecisions (*launch)(const spec::Config&);
};

/// The entry of `family`; nullptr when alpha has no kernels for it.
const FamilyEntry* find_family_entry(spec::Family family);

}  // namespace paritykit::alpha
