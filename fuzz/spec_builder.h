// Bytes to a parity config: the structured half of spec_fuzzer. Each field of a family's schema
// (spec/src/load.cpp) is drawn mostly from the values configs use, sometimes anywhere in the
// loader's range, rarely one past either end of it or of the wrong JSON type, so that the
// loader's rejections, the engines' rules and their boundaries, and emission are all reached.
#pragma once

#include <fuzzer/FuzzedDataProvider.h>

#include <nlohmann/json.hpp>

namespace paritykit::fuzz {

/// One config object in the schema of an entry of parity/configs/<family>.json (id 1, title
/// "fuzz", expect "accept": the engines' verdict is what the fuzzer compares, not the expectation).
/// Every input gives a config; the loader decides whether it is one.
nlohmann::ordered_json build_config(FuzzedDataProvider& in);

}  // namespace paritykit::fuzz
