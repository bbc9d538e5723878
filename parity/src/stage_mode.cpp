// The one mode of the optional stages (--toolchain, --execute) and its one parser.
#include "paritykit/parity/stage_mode.h"

namespace paritykit::parity {

std::string to_string(StageMode m) {
  switch (m) {
    case StageMode::Off: return "off";
    case StageMode::Auto: return "auto";
    case StageMode::Require: return "require";
  }
  return "unknown(" + std::to_string(static_cast<int>(m)) + ")";
}

std::optional<StageMode> parse_stage_mode(std::string_view text) {
  if (text == "off") return StageMode::Off;
  if (text == "auto") return StageMode::Auto;
  if (text == "require") return StageMode::Require;
  return std::nullopt;
}

}  // namespace paritykit::parity
