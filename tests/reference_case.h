// A reference case a test needs made: a refused problem is the test's failure, thrown so that
// GoogleTest reports the reason (reference::make_case itself returns it and never throws).
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

#include "paritykit/reference.h"

namespace pk_test {

inline paritykit::reference::Case made_case(const paritykit::spec::Config& config, const std::string& problem_json,
                                            std::uint64_t seed, paritykit::reference::InputMode mode) {
  paritykit::reference::Case c;
  std::string err;
  if (!paritykit::reference::make_case(config, problem_json, seed, mode, &c, &err)) throw std::runtime_error(err);
  return c;
}

}  // namespace pk_test
