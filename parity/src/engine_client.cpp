// The runner's side of paritykit.engine/v2 (engines/PROTOCOL.md). An ExecEngine keeps a window of
// requests in flight (the validates of the run's plan, and an emit for each config the engine
// accepted), so the engine never idles waiting for the runner, and reads the answers in order,
// checking each strictly before it believes it. A failure is charged to the first unanswered
// request; the process is stopped, and the next request starts it again and re-sends what was lost.
#include <algorithm>
#include <deque>
#include <map>
#include <string_view>

#include "paritykit/plugin.h"
#include "paritykit/support/line_process.h"
#include "protocol_line.h"

namespace paritykit::parity {
namespace {

using Clock = support::LineProcess::Clock;

constexpr std::size_t kStderrShown = 2000;  ///< bytes of the engine's stderr quoted in a reason
constexpr std::chrono::milliseconds kByeGrace{2000};  ///< for the answer to bye, then for the exit

/// "" when `a` has exactly `fields` (name, kind), no other; else the first problem.
std::string check_answer(const protocol::Answer& a, std::initializer_list<std::pair<const char*, protocol::Value::Kind>> fields) {
  static const char* kKindNames[] = {"a string", "a boolean", "an integer", "an array of strings", "an object"};
  for (const auto& [name, kind] : fields) {
    const auto it = a.find(name);
    if (it == a.end()) return std::string("/") + name + ": missing required field";
    if (it->second.kind != kind) return std::string("/") + name + ": expected " + kKindNames[static_cast<int>(kind)];
  }
  for (const auto& [name, value] : a) {
    bool known = false;
    for (const auto& f : fields) known = known || name == f.first;
    if (!known) return "/" + name + ": unknown field";
  }
  return "";
}

using Kind = protocol::Value::Kind;

/// What a request is about: a (config, flavor) of the run.
struct Key {
  const spec::Config* config = nullptr;
  const spec::Flavor* flavor = nullptr;
  auto operator<=>(const Key&) const = default;
};

enum class Op { Validate, Emit };
const char* to_string(Op op) { return op == Op::Validate ? "validate" : "emit"; }

/// One request line: its id, its op and the op's fields (each starting with a comma).
std::string request_line(long long id, const std::string& op, const std::string& fields) {
  return "{\"id\":" + std::to_string(id) + ",\"op\":\"" + op + "\"" + fields + "}";
}

/// How a failure reason names its request.
std::string request_name(long long id, const std::string& op) { return "request " + std::to_string(id) + " (" + op + ")"; }

/// A request written and not answered yet.
struct Sent {
  long long id = 0;
  Op op = Op::Validate;
  Key key;
  Clock::time_point at;
};

}  // namespace

struct ExecEngine::State {
  static constexpr size_t kWindow = 32;  ///< requests in flight at most

  std::string command;
  ExecEngineOptions options;
  support::LineProcess process;
  EngineHello hello;
  long long next_id = 1;

  std::vector<Key> plan;               ///< the run's (config, flavor) in the order it asks them
  std::map<Key, size_t> plan_index;
  size_t next_planned = 0;             ///< the first plan entry whose validate was not sent
  std::deque<Sent> in_flight;          ///< in id order: answers come in this order
  Clock::time_point progress;          ///< the last answer, or the (re)start
  bool stdin_closed = false;           ///< a write failed with answers still to read
  /// Answers and failures of requests the caller has not asked for yet.
  std::map<std::pair<Op, Key>, protocol::Answer> answered;
  std::map<std::pair<Op, Key>, std::string> failed;

  /// Why a request failed, with what the engine wrote to stderr.
  std::string with_stderr(const std::string& what) const {
    std::string tail = process.stderr_text();
    if (tail.size() > kStderrShown) tail = "..." + tail.substr(tail.size() - kStderrShown);
    while (!tail.empty() && (tail.back() == '\n' || tail.back() == '\r')) tail.pop_back();
    return tail.empty() ? what : what + "; stderr: " + tail;
  }

  /// Stops the process, `grace` allowed for it to exit on its own, and forgets what was in flight
  /// (the planned validates among it will be sent again). Returns how it ended.
  std::string stop(std::chrono::milliseconds grace) {
    const std::string how = process.stop(grace);
    for (const Sent& s : in_flight)
      if (s.op == Op::Validate && plan_index.count(s.key)) next_planned = std::min(next_planned, plan_index[s.key]);
    in_flight.clear();
    return how;
  }

  /// Stops the process after a request could not be written to it (`err`) and returns the
  /// reason. An engine that had already exited (a command that does not exist) is reported as
  /// the read side reports it, whichever side sees the exit first.
  std::string unwritten(const std::string& what, std::string err) {
    const std::string how = stop(std::chrono::milliseconds(1000));  // drains stderr first
    if (how.rfind("exit ", 0) == 0) err = "the engine exited before answering";
    return with_stderr(what + ": " + err + " (" + how + ")");
  }

  /// Stops the process after a failure and returns the reason to report.
  std::string fail(const std::string& what) {
    const std::string reason = with_stderr(what);
    stop(std::chrono::milliseconds(0));
    return reason;
  }

  /// Reads the answer to request `id` (the first unanswered one), sent at `sent`, due within
  /// `timeout` of it (or of the last answer). Throws EngineFailure with the reason when it does not
  /// come, or is not a well-formed answer to it.
  protocol::Answer read(long long id, const std::string& op, Clock::time_point sent, std::chrono::milliseconds timeout) {
    const std::string what = request_name(id, op);
    std::string err, line;
    switch (process.read_line(std::max(sent, progress) + timeout, &line)) {
      case support::LineProcess::ReadStatus::Line: break;
      case support::LineProcess::ReadStatus::TimedOut:
        throw EngineFailure(fail(what + ": no answer within " + std::to_string(timeout.count()) +
                                 " ms (timed out; the engine was stopped)"));
      case support::LineProcess::ReadStatus::TooLong: throw EngineFailure(fail(what + ": answer line too long"));
      case support::LineProcess::ReadStatus::Closed: {
        const std::string how = stop(std::chrono::milliseconds(1000));  // drains stderr first
        throw EngineFailure(with_stderr(what + ": the engine exited before answering (" + how + ")"));
      }
    }
    progress = Clock::now();
    if (!protocol::valid_utf8(line)) throw EngineFailure(fail(what + ": the answer is not valid UTF-8"));
    protocol::Answer answer;
    if (!protocol::parse_answer(line, &answer, &err))
      throw EngineFailure(fail(what + ": malformed answer: " + err + ": " + line.substr(0, 200)));
    const auto it = answer.find("id");
    if (it == answer.end() || it->second.kind != Kind::Integer)
      throw EngineFailure(fail(what + ": malformed answer: /id: expected the request's id " + std::to_string(id)));
    if (it->second.number != id)
      throw EngineFailure(fail(what + ": out-of-order answer: id " + std::to_string(it->second.number) + " where " +
                               std::to_string(id) + " was asked"));
    if (answer.count("error")) {
      if (std::string bad = check_answer(answer, {{"id", Kind::Integer}, {"error", Kind::String}}); !bad.empty())
        throw EngineFailure(fail(what + ": malformed error answer: " + bad));
      throw EngineFailure(what + ": the engine answered an error: " + answer["error"].text);
    }
    return answer;
  }

  /// One request outside the window (hello, bye), written and answered within `timeout` before
  /// anything else.
  protocol::Answer exchange_now(const std::string& op, const std::string& fields, std::chrono::milliseconds timeout) {
    const long long id = next_id++;
    std::string err;
    if (!process.write_line(request_line(id, op, fields), Clock::now() + timeout, &err))
      throw EngineFailure(unwritten(request_name(id, op), err));
    return read(id, op, Clock::now(), timeout);
  }

  /// Starts the process and checks its hello; false with *err.
  bool start(std::string* err) {
    support::LineProcess::Options lo;
    lo.cwd = options.cwd;
    if (!process.start({"/bin/sh", "-c", command}, lo, err)) return false;
    next_id = 1;
    stdin_closed = false;
    progress = Clock::now();
    try {
      protocol::Answer h = exchange_now("hello", std::string(",\"protocol\":\"") + kEngineProtocol + "\"",
                                        std::max(options.request_timeout, options.start_allowance));
      // The version first: a v2 engine may well answer with other fields.
      std::string bad;
      if (h.count("protocol") && h["protocol"].kind == Kind::String && h["protocol"].text == kEngineProtocolV1)
        bad = std::string("the engine speaks ") + kEngineProtocolV1 + ", whose emit answers carry no launch " +
              "decisions; this runner speaks " + kEngineProtocol + " (engines/PROTOCOL.md, \"Versions\")";
      else if (h.count("protocol") && h["protocol"].kind == Kind::String && h["protocol"].text != kEngineProtocol)
        bad = "unknown protocol version \"" + h["protocol"].text + "\" (this runner speaks \"" + kEngineProtocol + "\")";
      if (bad.empty())
        bad = check_answer(h, {{"id", Kind::Integer}, {"name", Kind::String}, {"protocol", Kind::String},
                               {"families", Kind::Strings}, {"flavors", Kind::Strings}});
      if (bad.empty() && h["name"].text.empty()) bad = "/name: expected a non-empty string";
      EngineHello got;
      if (bad.empty()) {
        got.name = h["name"].text;
        got.protocol = kEngineProtocol;
        got.families = h["families"].strings;
        got.flavors = h["flavors"].strings;
      }
      if (!bad.empty()) {
        *err = fail("hello: " + bad);
        return false;
      }
      if (!hello.name.empty() && got.name != hello.name) {  // a restart: the name is the first hello's
        *err = fail("hello: the restarted engine calls itself \"" + got.name + "\", it was \"" + hello.name + "\"");
        return false;
      }
      hello = std::move(got);
      return true;
    } catch (const EngineFailure& e) {
      *err = e.what();
      return false;
    }
  }

  /// The running process, started again if a failure stopped it.
  void ensure_running() {
    if (process.running()) return;
    std::string err;
    if (!start(&err)) throw EngineFailure("restarting the engine failed: " + err);
  }

  bool queued(Op op, const Key& key) const {
    return std::any_of(in_flight.begin(), in_flight.end(), [&](const Sent& s) { return s.op == op && s.key == key; });
  }
  bool known(Op op, const Key& key) const {
    return queued(op, key) || answered.count({op, key}) || failed.count({op, key});
  }

  /// Puts a request into the window. Throws EngineFailure when the engine cannot be (re)started.
  /// When the engine stopped reading with requests in flight, nothing is written: their answers
  /// (or the engine's end) say what happened, and this request waits for the restart.
  void send(Op op, const Key& key) {
    ensure_running();
    if (stdin_closed && !in_flight.empty()) return;
    const long long id = next_id++;
    std::string err = "it closed its stdin";
    if (!stdin_closed) {
      const std::string request = request_line(id, to_string(op), config_fields(*key.config, *key.flavor));
      if (process.write_line(request, Clock::now() + options.request_timeout, &err)) {
        in_flight.push_back({id, op, key, Clock::now()});
        return;
      }
      stdin_closed = true;
      if (!in_flight.empty()) return;
    }
    // Nothing in flight explains it: this request fails.
    failed[{op, key}] = unwritten(request_name(id, to_string(op)), err);
  }

  /// Fills the window with the plan's next validates.
  void top_up() {
    while (process.running() && !stdin_closed && in_flight.size() < kWindow && next_planned < plan.size()) {
      const Key key = plan[next_planned++];
      if (!known(Op::Validate, key)) send(Op::Validate, key);
    }
  }

  /// Reads the next answer into `answered` or `failed`. An accepted validate of a planned config
  /// sends its emit at once: the run asks for it when the other engine accepts too, and an answer
  /// nobody asks for is dropped.
  void receive() {
    const Sent s = in_flight.front();
    try {
      protocol::Answer a = read(s.id, to_string(s.op), s.at, options.request_timeout);
      in_flight.pop_front();
      const bool accepted = s.op == Op::Validate && a.count("accepted") && a["accepted"].kind == Kind::Bool &&
                            a["accepted"].flag;
      answered[{s.op, s.key}] = std::move(a);
      if (accepted && plan_index.count(s.key) && !known(Op::Emit, s.key) && in_flight.size() < 2 * kWindow)
        send(Op::Emit, s.key);
    } catch (const EngineFailure& e) {
      if (!in_flight.empty() && in_flight.front().id == s.id) in_flight.pop_front();  // an error answer
      failed[{s.op, s.key}] = e.what();
    }
  }

  /// The answer to (op, key): from what was received, or by sending the request and reading
  /// answers in order until it comes. Throws EngineFailure with its reason.
  protocol::Answer await(Op op, const Key& key) {
    if (op == Op::Validate && plan_index.count(key)) forget_before(plan_index[key]);
    for (;;) {
      if (auto f = failed.find({op, key}); f != failed.end()) {
        const std::string reason = std::move(f->second);
        failed.erase(f);
        throw EngineFailure(reason);
      }
      if (auto a = answered.find({op, key}); a != answered.end()) {
        protocol::Answer answer = std::move(a->second);
        answered.erase(a);
        return answer;
      }
      if (!queued(op, key)) send(op, key);
      top_up();
      if (!in_flight.empty()) receive();
    }
  }

  /// Drops what was received for plan entries before `index`: the run has moved past them.
  void forget_before(size_t index) {
    auto stale = [&](const auto& entry) {
      const auto it = plan_index.find(entry.first.second);
      return it != plan_index.end() && it->second < index;
    };
    std::erase_if(answered, stale);
    std::erase_if(failed, stale);
  }

  /// Says bye after the answers still in flight; quietly gives up on any failure. The bye's
  /// answer and the exit after it have kByeGrace (or --engine-timeout, if shorter), not the
  /// request timeout: the run needs nothing more of the engine, and one that never answers bye
  /// would otherwise hold the run's end (or its exit 2 on a hello that does not cover the run) for
  /// twice --engine-timeout, 60 s by default.
  void finish() {
    if (!process.running()) return;
    const std::chrono::milliseconds grace = std::min(options.request_timeout, kByeGrace);
    try {
      while (!in_flight.empty()) {
        const Sent s = in_flight.front();
        in_flight.pop_front();
        read(s.id, to_string(s.op), s.at, options.request_timeout);
      }
      exchange_now("bye", "", grace);
    } catch (const EngineFailure&) {
      return;  // already stopped; nothing to report at the end of a run
    }
    process.stop(grace);
  }

  std::string config_fields(const spec::Config& config, const spec::Flavor& flavor) const {
    if (config.json.empty() || flavor.json.empty())
      throw EngineFailure("config " + std::to_string(config.id) + " or flavor " + flavor.name +
                          " has no JSON text to send (built in memory, not loaded)");
    return ",\"config\":" + config.json + ",\"flavor\":" + flavor.json;
  }
};

ExecEngine::ExecEngine(std::unique_ptr<State> state) : state_(std::move(state)) {}

ExecEngine::~ExecEngine() { state_->finish(); }

void ExecEngine::plan(const std::vector<std::pair<const spec::Config*, const spec::Flavor*>>& requests) const {
  State& s = *state_;
  s.plan.clear();
  s.plan_index.clear();
  for (const auto& [config, flavor] : requests) {
    s.plan_index.emplace(Key{config, flavor}, s.plan.size());
    s.plan.push_back({config, flavor});
  }
  s.next_planned = 0;
}

std::unique_ptr<ExecEngine> ExecEngine::start(const std::string& command, const ExecEngineOptions& options,
                                              std::string* err) {
  auto state = std::make_unique<State>();
  state->command = command;
  state->options = options;
  std::string why;
  if (!state->start(&why)) {
    *err = "engine `" + command + "` never said a valid hello: " + why;
    return nullptr;
  }
  return std::unique_ptr<ExecEngine>(new ExecEngine(std::move(state)));
}

std::string ExecEngine::name() const { return state_->hello.name; }
const EngineHello& ExecEngine::hello() const { return state_->hello; }

spec::Verdict ExecEngine::validate(const spec::Config& config, const spec::Flavor& flavor) const {
  State& s = *state_;
  protocol::Answer a = s.await(Op::Validate, {&config, &flavor});
  std::string bad = check_answer(
      a, {{"id", Kind::Integer}, {"accepted", Kind::Bool}, {"code", Kind::String}, {"message", Kind::String}});
  spec::Verdict v;
  if (bad.empty()) {
    v.accepted = a["accepted"].flag;
    v.code = std::move(a["code"].text);
    v.message = std::move(a["message"].text);
    if (v.accepted && (!v.code.empty() || !v.message.empty()))
      bad = "an accepted config must have an empty code and message";
    else if (!v.accepted && v.code.empty())
      bad = "/code: a rejection needs its E_* code";
  }
  if (!bad.empty()) throw EngineFailure(s.fail("validate answer: " + bad));
  return v;
}

spec::Module ExecEngine::emit(const spec::Config& config, const spec::Flavor& flavor) const {
  State& s = *state_;
  protocol::Answer a = s.await(Op::Emit, {&config, &flavor});
  std::string bad = check_answer(
      a, {{"id", Kind::Integer}, {"ir", Kind::String}, {"kernels", Kind::Strings}, {"launch", Kind::Object}});
  spec::Module m;
  if (bad.empty() && !spec::parse_launch_decisions(a["launch"].text, &m.launch, &bad)) bad = "/launch" + bad;
  if (!bad.empty()) throw EngineFailure(s.fail("emit answer: " + bad));
  m.ir_text = std::move(a["ir"].text);
  m.kernels = std::move(a["kernels"].strings);
  return m;
}

bool open_engine(const std::string& choice, const std::vector<BuiltinEngine>& builtins,
                 const ExecEngineOptions& options, OpenedEngine* out, std::string* err) {
  const auto colon = choice.find(':');
  const std::string kind = choice.substr(0, colon), rest = colon == std::string::npos ? "" : choice.substr(colon + 1);
  if (kind == "builtin" && colon != std::string::npos) {
    for (const BuiltinEngine& b : builtins)
      if (b.name == rest) {
        out->engine = b.make();
        out->hello.reset();
        return true;
      }
    std::string names;
    for (const BuiltinEngine& b : builtins) names += (names.empty() ? "" : ", ") + b.name;
    *err = "unknown engine builtin:" + rest + " (built in: " + names + ")";
    return false;
  }
  if (kind == "exec" && !rest.empty()) {
    auto engine = ExecEngine::start(rest, options, err);
    if (!engine) return false;
    out->hello = engine->hello();
    out->engine = std::move(engine);
    return true;
  }
  *err = "engine \"" + choice + "\": expected builtin:NAME or exec:COMMAND";
  return false;
}

bool check_engine_covers(const OpenedEngine& engine, const std::vector<std::string>& families,
                         const std::vector<std::string>& flavors, std::string* err) {
  if (!engine.hello) return true;
  auto lacks = [](const std::vector<std::string>& has, const std::vector<std::string>& need) -> std::string {
    for (const auto& n : need)
      if (std::find(has.begin(), has.end(), n) == has.end()) return n;
    return "";
  };
  auto join = [](const std::vector<std::string>& v) {
    std::string s;
    for (const auto& x : v) s += (s.empty() ? "" : ", ") + x;
    return s.empty() ? std::string("none") : s;
  };
  if (std::string f = lacks(engine.hello->families, families); !f.empty()) {
    *err = "engine " + engine.hello->name + " does not implement family " + f + " (its hello lists " +
           join(engine.hello->families) + "); restrict the run with --only or --configs";
    return false;
  }
  if (std::string f = lacks(engine.hello->flavors, flavors); !f.empty()) {
    *err = "engine " + engine.hello->name + " does not emit for flavor " + f + " (its hello lists " +
           join(engine.hello->flavors) + "); choose flavors with --flavor";
    return false;
  }
  return true;
}

}  // namespace paritykit::parity
