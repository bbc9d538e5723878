// How an optional stage of a run runs (--toolchain, --execute): off, auto or require.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace paritykit::parity {

/// How an optional stage runs: --toolchain (default auto) and --execute (default off) take it.
enum class StageMode {
  Off,      ///< the stage does not run: toolchain results are SKIPPED, results carry no execution object
  Auto,     ///< run where it can: a flavor whose tools are not installed is UNVALIDATED; a config whose
            ///< target no present device runs is SKIPPED with the reason. Passes the gate, visibly.
  Require,  ///< like Auto, but fail the gate where Auto passes by omission: UNVALIDATED fails, and
            ///< so does an execution stage that executed nothing at all
};
/// "off", "auto", "require"; "unknown(<n>)" outside the enum.
std::string to_string(StageMode m);
/// Parses "off", "auto", "require".
std::optional<StageMode> parse_stage_mode(std::string_view text);

}  // namespace paritykit::parity
