// Engine beta's mlp stream in two bodies: `activations: lds` (engines/CONTRACT_MLP.md sections 5
// and 6, in mlp.cpp) and `activations: registers` (section 9, in mlp_registers.cpp). Both sit in
// one module frame (header, kernel definition line, declarations) and share what is declared here.
#pragma once

#include <string>
#include <string_view>

#include "lowering.h"
#include "matrix.h"
#include "paritykit/spec.h"
#include "text_sink.h"

namespace paritykit::beta {

/// Whether a shape's activations are its A operand (sm_90's mma.sync: C = H W^T) rather than its B
/// operand (AMD: C = W H^T): section 9's `OX = a`.
bool activations_in_a(const spec::MatrixShape& s);

/// Section 9's instruction: of `t`'s shapes of `math` whose activations operand runs as far as the
/// accumulator (`FX.run == FC.run`), the one with the largest k dividing `width`, else the first of
/// them; nullptr when there is none.
const spec::MatrixShape* register_instruction(const spec::TargetInfo& t, spec::Math math, int width);

/// Section 6's activation lines for the value `u`, named `<name>.<rp|a|sx|...><q>` (`name` is
/// `%l0` or `%e0`, `q` the element's suffix such as `.1.2`): returns the activated value (`u` itself
/// for none).
std::string activation_lines(TextSink& out, spec::Activation act, std::string_view name, std::string_view q,
                             std::string_view u, std::string_view exp2);

/// What the body of a kernel reads from its frame.
struct MlpFrame {
  const spec::Config& config;
  const spec::MlpSpec& mlp;
  const spec::TargetInfo& target;
  const IsaText& lower;
  const MatrixText& matrix;  ///< the instruction's text (section 9's `I`)
  std::string_view kname;
};

/// Section 9's blocks, `entry` to `exit`, for a config with `activations: registers`.
void register_body(TextSink& out, const MlpFrame& frame);

}  // namespace paritykit::beta
