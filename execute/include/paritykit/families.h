// The host side of a kernel family as one row: its executor, its command-line flags, its
// performance yardstick and report columns, the properties its kernels offer a budget's select,
// and its qualification bench. parity-run, the execution stage, the reports, the audit and
// parity-qualify loop over the rows; nothing outside the rows, the engines, spec and reference
// branches on a family (tests/family_rows_test.cpp). docs/adding-a-family.md says what a new
// family's row and folder hold.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "paritykit/execute.h"
#include "paritykit/spec.h"

namespace paritykit::qualify {
class Bench;
struct Protocol;
}

namespace paritykit::execute {

/// One command-line flag of a family. parity-run declares it with CLI11 (which stays in parity/)
/// as written here, and hands the values it was given to `apply`; a flag not given leaves the
/// family's problems at their defaults, which `default_text` states.
struct FamilyFlag {
  std::string name;           ///< e.g. "--shapes"
  std::string help;
  std::string type_name;      ///< the value as --help names it: "TEXT", "INT"
  std::string default_text;   ///< shown in --help as the default; empty: none shown
  bool list = false;          ///< values separated by ',' (each its own value)
  bool not_empty = false;     ///< an empty value is refused (it would read as unset)
  /// Each value must be an integer in [first, second]; CLI11 refuses it otherwise.
  std::optional<std::pair<std::int64_t, std::int64_t>> range;
  /// Stores the values into the family's problems; false with *err on a value it cannot use.
  std::function<bool(const std::vector<std::string>& values, FamilyProblems* problems, std::string* err)> apply;
};

/// What a family's --perf figure is measured against, as the Markdown report's two columns name
/// it: cuBLAS for a compute-bound family (PerfOutcome::cublas_gflops, ratio), the device copy
/// bandwidth for a memory-bound one (PerfOutcome::copy_gbps, roofline_fraction).
struct PerfYardstick {
  std::string figure_column;  ///< "cuBLAS GFLOP/s" or "copy GB/s"
  std::string share_column;   ///< "% of cuBLAS" or "% of roofline"
};

/// The properties of one config that a budget rule's select may name (parity::kernel_properties),
/// beside the family, target and kernel role every kernel has: e.g. {"math": "wmma", "k_loop":
/// "async"}.
using KernelProperties = std::map<std::string, std::string>;

/// A qualification bench (qualify.h) of a module image of `config` at `problem` (the protocol's
/// text, in the family's own syntax) on `be`, inputs from `seed`; with `cublas`, the vendor
/// library's bench of the same problem instead. nullptr with *err.
using BenchFactory = std::unique_ptr<qualify::Bench> (*)(runtime::Backend& be, const spec::Config& config,
                                                         const std::string& image,
                                                         const std::vector<std::string>& kernels,
                                                         const std::string& problem, std::uint64_t seed,
                                                         runtime::Cublas* cublas, std::string* err);

/// One family's host side.
struct FamilyRow {
  spec::Family family{};
  const Executor* executor = nullptr;     ///< nullptr: its results are SKIPPED ("no executor for family ...")
  std::vector<FamilyFlag> flags;          ///< parity-run's options for this family's problems
  PerfYardstick yardstick;
  /// The names kernel_properties sets, in the order a budget error lists them.
  std::vector<std::string_view> kernel_property_names;
  /// Sets the config's properties into *out (`config` is of this family).
  void (*kernel_properties)(const spec::Config& config, KernelProperties* out) = nullptr;
  /// Whether a protocol group's problem text is one problem in this family's syntax (gemm
  /// "MxNxK", mlp a batch "B"); false with *err saying what is wrong. nullptr: any text (no bench).
  bool (*check_problem)(const std::string& problem, std::string* err) = nullptr;
  BenchFactory make_bench = nullptr;      ///< nullptr: parity-qualify has no bench for this family
  /// Sets this family's problems on a CPU device (the emulator) into *out: small enough for the CPU,
  /// the ragged and boundary shapes of the GPU set kept. nullptr: the GPU set.
  void (*emulator_problems)(FamilyProblems* out) = nullptr;
};

/// Every family's row, in spec::Family order.
const std::vector<FamilyRow>& family_rows();
/// The row of `family`; nullptr where there is none.
const FamilyRow* find_family_row(spec::Family family);

/// Every group's problem in the syntax of its kernel's family (FamilyRow::check_problem), before a
/// qualification run starts: false with *err naming the group's JSON pointer and name and what is
/// wrong ("/groups/2/problem: group regs-31: \"abc\" is not an mlp batch: ...").
bool check_protocol_problems(const qualify::Protocol& protocol, std::string* err);

}  // namespace paritykit::execute
