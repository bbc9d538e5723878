// Bringing your own engines: an engine in a subprocess speaking the JSON-lines protocol
// paritykit.engine/v2 (engines/PROTOCOL.md), the server side of that protocol for a C++ engine,
// the `builtin:NAME` / `exec:COMMAND` engine choice, and parity-run's whole main as one call, so a
// team that links its own spec::Engine gets the same command line, stages, reports and exit codes.
#pragma once

#include <chrono>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "paritykit/spec.h"

namespace paritykit::parity {

/// The protocol version this runner speaks; an engine's hello must name exactly this.
inline constexpr const char* kEngineProtocol = "paritykit.engine/v2";
/// The version before it, whose emit answers carry no launch decisions: refused by name, both
/// ways (engines/PROTOCOL.md, "Versions").
inline constexpr const char* kEngineProtocolV1 = "paritykit.engine/v1";

/// How an `exec:` engine is run.
struct ExecEngineOptions {
  /// Each request (validate, emit, bye) must be answered within this; otherwise the request is
  /// CRASH and the engine is stopped, to be restarted for the next one.
  std::chrono::milliseconds request_timeout{60000};
  /// The hello, at the start and at each restart, must be answered within the longer of this and
  /// request_timeout: it includes the engine's start-up (an interpreter, a JIT, a shim that finds
  /// the interpreter), which on a loaded machine may take seconds and is no hang of a request.
  std::chrono::milliseconds start_allowance{10000};
  std::filesystem::path cwd;  ///< where the command runs; empty: the runner's directory
};

/// What an engine said in its hello.
struct EngineHello {
  std::string name;
  std::string protocol;
  std::vector<std::string> families;  ///< the families it implements (spec family names)
  std::vector<std::string> flavors;   ///< the flavor names it emits for
};

/// An engine in a subprocess: one long-lived process, started with `/bin/sh -c COMMAND` in its
/// own process group, spoken to in lines (engines/PROTOCOL.md). validate() and emit() throw
/// EngineFailure on a timeout, a crash, a malformed, out-of-order or non-UTF-8 answer, or an
/// error answer, so compare_engines() records CRASH with the reason; the process is then stopped
/// and started again (with a new hello) for the next request. Given a plan, requests are
/// pipelined: up to 32 validates of the plan in flight, and the emit of each config the engine
/// accepted sent as soon as it said so.
class ExecEngine final : public spec::Engine {
 public:
  /// A request that did not get a valid answer: the reason, with the engine's stderr.
  struct EngineFailure : std::runtime_error {
    using std::runtime_error::runtime_error;
  };

  /// Starts `command` and reads its hello. nullptr with *err when it cannot start, or does not
  /// answer the hello with a valid one of this protocol version.
  static std::unique_ptr<ExecEngine> start(const std::string& command, const ExecEngineOptions& options,
                                           std::string* err);
  ~ExecEngine() override;  ///< sends bye and waits for the process (up to the timeout)

  std::string name() const override;
  spec::Verdict validate(const spec::Config& config, const spec::Flavor& flavor) const override;
  spec::Module emit(const spec::Config& config, const spec::Flavor& flavor) const override;

  /// The (config, flavor) pairs the run will ask, in order (run_parity's loop): validates are
  /// sent ahead of the calls. Calls outside the plan still work, one request at a time.
  void plan(const std::vector<std::pair<const spec::Config*, const spec::Flavor*>>& requests) const;

  const EngineHello& hello() const;

 private:
  struct State;
  explicit ExecEngine(std::unique_ptr<State> state);
  std::unique_ptr<State> state_;
};

/// An in-process engine a run can choose as `builtin:NAME`.
struct BuiltinEngine {
  std::string name;
  std::function<std::unique_ptr<spec::Engine>()> make;
};

/// An engine opened from a choice, with its hello when it runs over the protocol.
struct OpenedEngine {
  std::unique_ptr<spec::Engine> engine;
  std::optional<EngineHello> hello;  ///< set for exec: engines
};

/// Opens `choice`: "builtin:NAME" (one of `builtins`) or "exec:COMMAND". False with *err: an
/// unknown builtin or prefix, or an exec engine that never said a valid hello.
bool open_engine(const std::string& choice, const std::vector<BuiltinEngine>& builtins,
                 const ExecEngineOptions& options, OpenedEngine* out, std::string* err);

/// False with *err when an exec engine's hello does not list every family in `families` and
/// every flavor in `flavors` (the run would ask it for what it said it cannot do). True for a
/// builtin engine.
bool check_engine_covers(const OpenedEngine& engine, const std::vector<std::string>& families,
                         const std::vector<std::string>& flavors, std::string* err);

/// The server side: answers paritykit.engine/v1 requests read from `in` with `engine` on `out`,
/// one line each, until bye or the end of `in`. The hello lists `families` and `flavors`. A request
/// that is not a valid one of this protocol is answered with an error (and the server goes on)
/// when its id can be read, and ends the loop otherwise. Returns 0 after bye or end of input, 2
/// after a request it could not read; `log` gets one line per such request.
int serve_engine(const spec::Engine& engine, const std::vector<std::string>& families,
                 const std::vector<std::string>& flavors, std::istream& in, std::ostream& out, std::ostream& log);

/// parity-run's main: its options (parity/README.md) plus `--engine-a`, `--engine-b`
/// (builtin:NAME or exec:COMMAND; defaults: the first and the second of `builtins`) and
/// `--engine-timeout`. Returns the exit code (0 gate pass, 1 a gate failed, 2 bad input, an engine
/// that never said hello included). A team's main is `return paritykit::run_main(argc, argv,
/// {{"alpha", make_alpha}, {"mine", make_mine}});`.
int run_main(int argc, char** argv, const std::vector<BuiltinEngine>& builtins);

}  // namespace paritykit::parity

namespace paritykit {
using parity::run_main;
}
