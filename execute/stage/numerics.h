// Family-neutral numerics: one output judged against its reference, as a ShapeOutcome. Every
// family's executor goes through judge_output, so every execution reports the same figures.
#pragma once

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "paritykit/execute.h"
#include "paritykit/reference.h"

namespace paritykit::execute {

/// `got` (row-major, `columns` per row) against `reference`: the worst element with its row and
/// column, and how many elements exceed their bound.
ShapeOutcome judge_output(const Problem& problem, std::int64_t columns, const std::vector<float>& got,
                          const reference::Reference& reference);

/// Sample t of a sampled check over an output of `rows` x `columns`: its (row, column) from the
/// counter hash of (7, stream, t), so every run samples the same elements.
std::pair<std::int64_t, std::int64_t> sample_position(std::int64_t rows, std::int64_t columns, std::uint64_t stream,
                                                      std::uint64_t t);

/// Guard elements after an output that no longer hold their fill: a write past the output's end.
struct GuardWrites {
  std::int64_t written = 0;  ///< elements (of the output dtype) whose bytes are not all the fill
  std::int64_t first = -1;   ///< the first of them, as an element index from the output's start
  float first_value = 0;
};

/// Scans a guard of `dtype` elements filled with `fill` bytes; its first element has index
/// `first_index` counted from the output's start.
GuardWrites scan_guard(spec::DType dtype, std::span<const std::byte> guard, std::byte fill, std::int64_t first_index);

/// Fails `o` when the guard was written: each element counts as exceeded with ratio inf, and the
/// first is the worst element, at its row and column past the output (`columns` per row).
void fail_on_guard_writes(ShapeOutcome* o, const GuardWrites& g, std::int64_t columns);

}  // namespace paritykit::execute
