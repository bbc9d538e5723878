// Engine beta's gemm family (engines/CONTRACT.md): its checks and its text stream. conv_wgrad
// (engines/CONTRACT_WGRAD.md) is the same kernel over a derived gemm spec, so its rules and
// generator reach the pieces below.
#pragma once

#include <optional>
#include <string>

#include "paritykit/spec.h"

namespace paritykit::beta {

/// The gemm rules in contract order after the family and flavor checks: the first broken one, or nullopt.
std::optional<spec::Verdict> check_gemm(const spec::Config& c);
/// The module of an accepted gemm config.
spec::Module emit_gemm(const spec::Config& c, const spec::Flavor& f);

/// gemm rules 1a and 1b (the matrix path exists on `target` and takes the inputs' types).
std::optional<spec::Verdict> check_gemm_math(const spec::GemmSpec& g, const std::string& target);
/// gemm rule 1c (the async K loop needs the target's async LDS loads).
std::optional<spec::Verdict> check_gemm_async_target(const spec::GemmSpec& g, const std::string& target);
/// gemm rules 2 ... 16 (threads, tiles, vectors, loads, stores, LDS, split-K), in contract order.
/// With `wgrad`, `g` is that conv_wgrad config's derived spec, whose async loop has two LDS stages,
/// whose chunk sizes rule W8 checks in place of rules 5c, 5d and whose M-outer tiles are staged
/// transposed (engines/CONTRACT_WGRAD.md).
std::optional<spec::Verdict> check_gemm_tiles(const spec::GemmSpec& g, const std::string& target,
                                              const spec::ConvWgradSpec* wgrad);

/// The gemm kernel of config `c` for the gemm spec `g`. With `wgrad` null it is the gemm family's
/// kernel (A, B, D and M, N, K as parameters); with `wgrad` it is conv_wgrad's implicit GEMM over
/// `g`, the spec derived from *wgrad: dY, X, dW and the convolution's sizes as parameters, A the
/// group's dY, B gathered from X (engines/CONTRACT_WGRAD.md, sections 4-6).
spec::Module emit_gemm_kernel(const spec::Config& c, const spec::GemmSpec& g, const spec::ConvWgradSpec* wgrad,
                              const spec::Flavor& f);

}  // namespace paritykit::beta
