// parity-engine: serves built-in engine alpha or beta over the engine protocol on stdin/stdout
// (engines/PROTOCOL.md), so that a built-in engine can be run as `exec:` (an engine against its
// own protocol image must be all IDENTICAL) and the protocol's cost measured (parity-bench).
#include <CLI/CLI.hpp>
#include <iostream>

#include "alpha/alpha.h"
#include "beta/beta.h"
#include "paritykit/plugin.h"

int main(int argc, char** argv) {
  using namespace paritykit;
  CLI::App app{"parity-engine: serve a built-in engine over paritykit.engine/v2 on stdin/stdout"};
  std::string name, table = "parity/flavors.json";
  app.add_option("engine", name, "alpha or beta")->required()->check(CLI::IsMember({"alpha", "beta"}));
  app.add_option("--flavors", table, "the flavor table whose names the hello lists")->capture_default_str();
  app.footer("Exit codes: 0 after bye or the end of input, 2 bad usage, an unreadable flavor table, or a request "
             "line that is not a protocol request.");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  }
  spec::FlavorTable loaded;
  if (std::string err; !spec::load_flavor_table(table, &loaded, &err)) {
    std::cerr << "parity-engine: " << err << "\n";
    return 2;
  }
  std::vector<std::string> flavors;
  for (const auto& f : loaded.flavors) flavors.push_back(f.name);
  std::vector<std::string> families;
  for (const auto& f : spec::family_table()) families.emplace_back(f.name);
  const auto engine = name == "alpha" ? alpha::make_engine() : beta::make_engine();
  std::ios::sync_with_stdio(false);
  return parity::serve_engine(*engine, families, flavors, std::cin, std::cout, std::cerr);
}
