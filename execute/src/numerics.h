// Family-neutral numerics: one output judged against its reference, as a ShapeOutcome. Every
// family's executor goes through judge_output, so every execution reports the same figures.
#pragma once

#include <cstdint>
#include <vector>

#include "paritykit/execute.h"
#include "paritykit/reference.h"

namespace paritykit::execute {

/// `got` (row-major, `columns` per row) against `reference`: the worst element with its row and
/// column, and how many elements exceed their bound.
ShapeOutcome judge_output(const Problem& problem, std::int64_t columns, const std::vector<float>& got,
                          const reference::Reference& reference);

}  // namespace paritykit::execute
