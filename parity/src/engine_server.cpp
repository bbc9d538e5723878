// The engine's side of paritykit.engine/v2 (engines/PROTOCOL.md) for an engine written in C++:
// read a request line, load its config and flavor with the strict loaders, answer one line.
#include <istream>
#include <ostream>

#include "paritykit/plugin.h"
#include "paritykit/support/json.h"
#include "protocol_line.h"

namespace paritykit::parity {
namespace {

using json = nlohmann::json;

/// One answer line: `{"id":N, ...fields}`.
void answer(std::ostream& out, long long id, json fields) {
  json a = {{"id", id}};
  a.update(fields);
  out << a.dump() << '\n' << std::flush;
}

/// The config and flavor of a validate or emit request, loaded as the runner loaded them.
bool load_request(const json& r, long long id, spec::Config* config, spec::Flavor* flavor, std::string* err) {
  if (std::string bad = support::check_fields(r, "", {"id", "op", "config", "flavor"}); !bad.empty()) {
    *err = bad;
    return false;
  }
  const std::string where = "request " + std::to_string(id);
  return spec::parse_config_object(r["config"].dump(), where + " /config", config, err) &&
         spec::parse_flavor_object(r["flavor"].dump(), where + " /flavor", flavor, err);
}

}  // namespace

int serve_engine(const spec::Engine& engine, const std::vector<std::string>& families,
                 const std::vector<std::string>& flavors, std::istream& in, std::ostream& out, std::ostream& log) {
  std::string line;
  while (std::getline(in, line)) {
    json r;
    std::string err;
    if (!support::parse_json_strict(line, &r, &err) || !r.is_object() || !r.contains("id") ||
        !r["id"].is_number_integer() || !r.contains("op") || !r["op"].is_string()) {
      log << engine.name() << ": a request without an integer id and a string op: "
          << (err.empty() ? line.substr(0, 200) : err) << "\n";
      return 2;
    }
    const long long id = r["id"].get<long long>();
    const std::string op = r["op"].get<std::string>();
    if (op == "hello") {
      if (std::string bad = support::check_fields(r, "", {"id", "op", "protocol"}); !bad.empty())
        answer(out, id, {{"error", "hello: " + bad}});
      else if (r["protocol"] == kEngineProtocolV1)
        answer(out, id, {{"error", "hello: this engine speaks " + std::string(kEngineProtocol) + ", not " +
                                       kEngineProtocolV1 + ", whose emit answers carry no launch decisions"}});
      else if (r["protocol"] != kEngineProtocol)
        answer(out, id, {{"error", "hello: this engine speaks " + std::string(kEngineProtocol) + ", not " +
                                       r["protocol"].dump()}});
      else
        answer(out, id, {{"name", engine.name()}, {"protocol", kEngineProtocol}, {"families", families},
                         {"flavors", flavors}});
    } else if (op == "bye") {
      answer(out, id, json::object());
      return 0;
    } else if (op == "validate" || op == "emit") {
      spec::Config config;
      spec::Flavor flavor;
      if (!load_request(r, id, &config, &flavor, &err)) {
        answer(out, id, {{"error", op + ": " + err}});
        continue;
      }
      try {
        if (op == "validate") {
          const spec::Verdict v = engine.validate(config, flavor);
          answer(out, id, {{"accepted", v.accepted}, {"code", v.code}, {"message", v.message}});
        } else if (const spec::Verdict v = engine.validate(config, flavor); !v.accepted) {
          // The runner asks only for what the engine accepted; an engine need not survive the rest.
          answer(out, id, {{"error", "emit: the engine rejects this config (" + v.code + ")"}});
        } else {
          // Written by hand: the IR is most of the bytes of a run's answers (protocol_line.h).
          const spec::Module m = engine.emit(config, flavor);
          std::string line = "{\"id\":" + std::to_string(id) + ",\"ir\":";
          protocol::append_json_string(&line, m.ir_text);
          line += ",\"kernels\":" + json(m.kernels).dump() + ",\"launch\":" + spec::to_json(m.launch) + "}\n";
          out << line << std::flush;
        }
      } catch (const std::exception& e) {
        answer(out, id, {{"error", op + " threw: " + e.what()}});
      }
    } else {
      answer(out, id, {{"error", "unknown op \"" + op + "\""}});
    }
  }
  return 0;
}

}  // namespace paritykit::parity
