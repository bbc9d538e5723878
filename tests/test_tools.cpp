#include "test_tools.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <map>
#include <mutex>
#include <stdexcept>

#include "paritykit/spec.h"
#include "loaded_specs.h"
#include "temp_dir.h"
#include "test_paths.h"

namespace pk_test {

namespace spec = paritykit::spec;

const spec::FlavorTable& shipped_flavors() {
  static const spec::FlavorTable table = loaded_flavor_table(source_dir() + "/parity/flavors.json");
  return table;
}

const spec::Flavor& shipped_flavor(const std::string& name) {
  const spec::Flavor* f = shipped_flavors().find(name);
  if (!f) throw std::runtime_error("parity/flavors.json has no flavor " + name);
  return *f;
}

const spec::ConfigFile& shipped_configs(const std::string& family) {
  static std::mutex guard;
  static std::map<std::string, spec::ConfigFile> loaded;
  const std::lock_guard<std::mutex> lock(guard);
  auto it = loaded.find(family);
  if (it == loaded.end())
    it = loaded.emplace(family, loaded_config_file(source_dir() + "/parity/configs/" + family + ".json")).first;
  return it->second;
}

std::filesystem::path flavor_tool(const spec::Flavor& flavor, const std::string& tool) {
  return std::filesystem::path(flavor.tool_dir) / tool;
}

std::string missing_tool(const spec::Flavor& flavor, std::initializer_list<const char*> tools) {
  for (const char* tool : tools) {
    const std::filesystem::path path = flavor_tool(flavor, tool);
    if (::access(path.c_str(), X_OK) != 0) return path.string();
  }
  return "";
}

ProcessResult assemble(const spec::Flavor& flavor, const std::filesystem::path& ll,
                       const std::filesystem::path& bitcode) {
  return run_command({flavor_tool(flavor, "llvm-as").string(), ll.string(), "-o", bitcode.string()});
}

void expect_accepted_configs_assemble(const spec::Engine& engine, const spec::ConfigFile& configs,
                                      const std::string& flavor_name, int at_least) {
  const spec::Flavor& f = shipped_flavor(flavor_name);
  if (const std::string missing = missing_tool(f, {"llvm-as"}); !missing.empty())
    GTEST_SKIP() << missing << " is not installed; the IR syntax is unchecked";
  TempDir dir("pk-assemble");
  int assembled = 0;
  for (const spec::Config& c : configs.configs) {
    if (!engine.validate(c, f).accepted) continue;
    const std::string name = std::to_string(c.id) + ".ll";
    dir.write(name, engine.emit(c, f).ir_text);
    const ProcessResult r = assemble(f, dir.path / name);
    EXPECT_TRUE(r.ok()) << engine.name() << " under " << f.name << ", config " << c.id << ": " << transcript(r);
    ++assembled;
  }
  EXPECT_GE(assembled, at_least) << engine.name() << " under " << f.name << " accepts fewer configs than expected";
}

}  // namespace pk_test
