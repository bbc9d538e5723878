// Engine alpha's validation of the mlp family: an ordered table of rules; the first violated
// rule is the verdict (engines/CONTRACT_MLP.md, section 3; with activations in registers,
// section 9's table).
#pragma once

#include "paritykit/spec.h"

namespace paritykit::alpha {

/// Accept, or reject with the first violated rule's code and message (rules 1-9, with 3r and 4r
/// for activations in registers; rule 0, the family, is the family table's).
spec::Verdict validate_mlp(const spec::Config& config);

}  // namespace paritykit::alpha
