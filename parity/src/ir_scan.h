// What a module's IR text declares, defines and calls, read line by line without LLVM: the
// engines' IR is regular (one instruction a line; `declare`, `define <cc>`, `call`, attribute
// groups, `syncscope("...")`), and so is what llvm-dis prints. Private to pk_parity.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace paritykit::parity::ir {

/// One `declare`.
struct Declaration {
  int line = 0;                          ///< 1-based
  std::string name;                      ///< without the '@'
  std::string ret;                       ///< the return type as written
  std::vector<std::string> param_types;  ///< each parameter's type, its attributes dropped
};

/// One `define`.
struct Definition {
  int line = 0;
  std::string name;
  std::vector<std::string> words;  ///< the words before the return type: linkage, calling convention, ...
};

/// One `call` instruction.
struct Call {
  int line = 0;
  std::string text;                     ///< the line, trimmed
  std::string callee;                   ///< without the '@'
  std::string ret;                      ///< the return type as written
  std::vector<std::string> words;       ///< the words between `call` and the return type (tail, a calling convention, flags)
  std::vector<std::string> arg_types;   ///< each operand's type
  std::vector<std::string> arg_values;  ///< each operand's value ("0", "false", "%x")
};

/// A quoted name or value and the line it is on: a syncscope, a "target-cpu", "target-features".
struct Mention {
  int line = 0;
  std::string value;
};

/// A module as the checks read it.
struct Module {
  std::vector<Declaration> declarations;
  std::vector<Definition> definitions;
  std::vector<Call> calls;
  std::vector<Mention> syncscopes;
  std::vector<Mention> target_cpus;      ///< "target-cpu"="..." (attribute groups, function attributes)
  std::vector<Mention> target_features;  ///< "target-features"="..."
  /// Each line with its comment cut and the text inside quotes blanked, for token searches
  /// (an attribute spelling inside a string is not the attribute).
  std::vector<std::string> code_lines;
};

Module scan_module(std::string_view ir);

/// Whether `s` is a constant an `immarg` operand may be: an integer, a float literal, true or false.
bool is_immediate(std::string_view s);

/// The lines of `code` (1-based) on which `token` occurs whole (not inside a longer name).
std::vector<int> token_lines(const std::vector<std::string>& code, std::string_view token);

}  // namespace paritykit::parity::ir
