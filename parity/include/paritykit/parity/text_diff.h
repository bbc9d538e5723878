// Comparing two IR texts: where they first differ, and whether they still differ once local names,
// comments and spacing are canonicalised.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace paritykit::parity {

/// The canonical re-check of a MISMATCH.
enum class CanonicalCheck {
  CanonEqual,   ///< equal after canonicalisation: the texts differ only by names, comments, spacing
  StructDrift,  ///< still different after canonicalisation: the code itself differs
};
std::string to_string(CanonicalCheck c);

/// Where two IR texts first differ.
struct FirstDiff {
  int line = 0;           ///< 1-based number of the first differing line
  int context_start = 0;  ///< 1-based line number of a_context[0] / b_context[0]
  std::vector<std::string> a_context;  ///< up to 3 lines of A around `line` (fewer at the end of the text)
  std::vector<std::string> b_context;  ///< the same lines of B
};

/// The first differing line of `a` and `b` with `context` lines from each side (the line before
/// it, the line itself, the lines after it); nullopt when the texts are equal.
std::optional<FirstDiff> find_first_diff(std::string_view a, std::string_view b, int context = 3);

/// IR in canonical form: comments stripped, whitespace collapsed, blank lines dropped, local
/// values (%x, %0, %"q") and labels renamed %v0, %v1, ... in order of first appearance.
/// Globals (@), metadata (!) and attribute groups (#) keep their names: they are the contract.
std::string canonical_form(std::string_view ir);

/// CanonEqual when canonical_form(a) == canonical_form(b).
CanonicalCheck canonical_check(std::string_view a, std::string_view b);

}  // namespace paritykit::parity
