// What parity.json and the page's section of a run write alike: a figure, a problem, and the one
// cut of a string on its way into a report.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "paritykit/execute.h"

namespace paritykit::parity {

/// A double for JSON: a number when finite, else "inf", "-inf" or "nan" (JSON has no infinities).
nlohmann::ordered_json number(double v);
/// A problem as an object of its named extents: {"m": .., "n": .., "k": ..} for gemm.
nlohmann::ordered_json problem_json(const execute::Problem& p);
/// `text` as parity.json holds it: cut to reports::kReportTextBytes with a note of the cut.
std::string as_written(std::string_view text);

}  // namespace paritykit::parity
