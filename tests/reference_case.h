// A reference case or result a test needs made: a refused problem is the test's failure, thrown so
// that GoogleTest reports the reason (the reference itself returns it and never throws).
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <type_traits>

#include "paritykit/reference.h"

namespace pk_test {

inline paritykit::reference::Case made_case(const paritykit::spec::Config& config, const std::string& problem_json,
                                            std::uint64_t seed, paritykit::reference::InputMode mode) {
  paritykit::reference::Case c;
  std::string err;
  if (!paritykit::reference::make_case(config, problem_json, seed, mode, &c, &err)) throw std::runtime_error(err);
  return c;
}

/// make_case's inputs without its reference (make_inputs), for a test that computes it its own way.
inline paritykit::reference::Case made_inputs(const paritykit::spec::Config& config, const std::string& problem_json,
                                              std::uint64_t seed, paritykit::reference::InputMode mode) {
  paritykit::reference::Case c;
  std::string err;
  if (!paritykit::reference::make_inputs(config, problem_json, seed, mode, &c, &err)) throw std::runtime_error(err);
  return c;
}

/// What a reference function (gemm_reference, mlp_f32, conv_wgrad_naive, ...) computes, e.g.
/// computed(ref::gemm_reference, gs, p, ref::view(a), ref::view(b)).
template <class T, class Spec, class Problem>
T computed(bool (*compute)(const Spec&, const Problem&, paritykit::reference::ConstView,
                           paritykit::reference::ConstView, T*, std::string*),
           const std::type_identity_t<Spec>& spec, const std::type_identity_t<Problem>& problem,
           paritykit::reference::ConstView x, paritykit::reference::ConstView y) {
  T out;
  std::string err;
  if (!compute(spec, problem, x, y, &out, &err)) throw std::runtime_error(err);
  return out;
}

}  // namespace pk_test
