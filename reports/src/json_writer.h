// JSON text as nlohmann's dump writes it (ensure_ascii off, invalid UTF-8 replaced), written faster:
// the reports of a large run are megabytes of short plain strings, which are copied as they are.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace paritykit::reports {

/// Appends `doc` to `*out` byte for byte as `doc.dump(indent, ' ', false, replace)` writes it
/// (indent -1: no whitespace at all).
/// `depth`: how deep `doc` sits in a document being written (its lines are indented one step more).
void append_json(const nlohmann::ordered_json& doc, int indent, std::string* out, unsigned depth = 0);

}  // namespace paritykit::reports
