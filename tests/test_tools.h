// The LLVM tools of a flavor, from a test: where they are (the flavor's tool_dir in
// parity/flavors.json, read through spec's flavor table reader, so no test names an LLVM path)
// and assembling IR with them. Also the shipped flavor and config tables, loaded once.
#pragma once

#include <filesystem>
#include <initializer_list>
#include <string>

#include "test_process.h"

namespace paritykit::spec {
struct ConfigFile;
class Engine;
struct Flavor;
struct FlavorTable;
}  // namespace paritykit::spec

namespace pk_test {

/// parity/flavors.json of the source tree.
const paritykit::spec::FlavorTable& shipped_flavors();
/// The flavor `name` of shipped_flavors(); throws std::runtime_error when the table has none.
const paritykit::spec::Flavor& shipped_flavor(const std::string& name);
/// parity/configs/<family>.json of the source tree.
const paritykit::spec::ConfigFile& shipped_configs(const std::string& family);

/// `tool` (llvm-as, llc, ld.lld, ...) in the flavor's tool directory.
std::filesystem::path flavor_tool(const paritykit::spec::Flavor& flavor, const std::string& tool);
/// The path of the first of `tools` that the flavor's tool directory lacks (for a test's skip
/// reason: "<path> is not installed"); "" when every one is there.
std::string missing_tool(const paritykit::spec::Flavor& flavor, std::initializer_list<const char*> tools);

/// The IR file `ll` assembled by the flavor's llvm-as into `bitcode` (/dev/null: only the check).
ProcessResult assemble(const paritykit::spec::Flavor& flavor, const std::filesystem::path& ll,
                       const std::filesystem::path& bitcode = "/dev/null");

/// Every config of `configs` that `engine` accepts under the shipped flavor `flavor_name`, emitted
/// and assembled by that flavor's llvm-as: each one that does not assemble is a test failure with
/// llvm-as's output, and fewer than `at_least` accepted configs is one too. Skips the test, with
/// the reason, when the flavor's llvm-as is not installed.
void expect_accepted_configs_assemble(const paritykit::spec::Engine& engine, const paritykit::spec::ConfigFile& configs,
                                      const std::string& flavor_name, int at_least);

}  // namespace pk_test
