// Bringing your own engines (engines/PROTOCOL.md): the protocol's line codec, an engine against
// its own protocol image (all IDENTICAL), every failure mode of an exec: engine as CRASH with its
// reason while the run goes on, the engines that never say hello (exit 2), and gamma, the engine
// written from the contract docs, against alpha and beta.
#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <functional>
#include <map>
#include <thread>

#include <nlohmann/json.hpp>

#include "paritykit/support/process.h"
#include "protocol_line.h"
#include "temp_dir.h"
#include "test_paths.h"
#include "test_process.h"

namespace fs = std::filesystem;
using paritykit::support::ProcessResult;
namespace protocol = paritykit::parity::protocol;

namespace {

const std::string kEngine = PK_BINARY_DIR + "/bin/parity-engine";
const std::string kFaultProxy = PK_SOURCE_DIR + "/tests/data/engines/fault_engine.py";

/// Runs parity-run from the source root with `args`, stdout and stderr captured.
ProcessResult parity_run(std::vector<std::string> args) { return pk_test::run_tool("parity-run", std::move(args)); }

nlohmann::json report(const fs::path& dir) { return nlohmann::json::parse(slurp(dir / "parity.json")); }

/// Calls run(i) for every i below `count`, four at a time: for independent parity-runs that mostly
/// wait (on an engine's timeout or start-up allowance, on Python's start-up), judged afterwards.
void run_four_at_a_time(std::size_t count, const std::function<void(std::size_t)>& run) {
  std::atomic<std::size_t> next{0};
  std::vector<std::thread> pool;
  for (int t = 0; t < 4; ++t)
    pool.emplace_back([&] {
      for (std::size_t i = next++; i < count; i = next++) run(i);
    });
  for (std::thread& t : pool) t.join();
}

// ------------------------------------------------------------------ the line codec

TEST(ProtocolLine, StringsRoundTripThroughTheWriterAndTheReader) {
  const std::string texts[] = {"", "plain", "quote \" and \\ backslash", "new\nline\ttab\rcr", std::string("nul\0x", 5),
                               "\x01\x1f control", "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80", "; ModuleID = 'gemm_3'\n"};
  for (const std::string& t : texts) {
    std::string line = "{\"id\":7,\"ir\":";
    protocol::append_json_string(&line, t);
    line += ",\"kernels\":[\"a\",\"b\"]}";
    EXPECT_EQ(nlohmann::json::parse(line)["ir"], t) << line;  // the writer is JSON
    protocol::Answer a;
    std::string err;
    ASSERT_TRUE(protocol::parse_answer(line, &a, &err)) << err << ": " << line;
    EXPECT_EQ(a["ir"].text, t);
    EXPECT_EQ(a["id"].number, 7);
    EXPECT_EQ(a["kernels"].strings, (std::vector<std::string>{"a", "b"}));
  }
}

TEST(ProtocolLine, ReaderDecodesEscapesAndRefusesWhatIsNotAFlatAnswer) {
  protocol::Answer a;
  std::string err;
  ASSERT_TRUE(protocol::parse_answer(R"( {"s":"\u00e9\ud83d\ude00\/\b\f","t":true,"f":false,"n":-12,"e":[]} )", &a, &err))
      << err;
  EXPECT_EQ(a["s"].text, "\xc3\xa9\xf0\x9f\x98\x80/\b\f");
  EXPECT_TRUE(a["t"].flag);
  EXPECT_FALSE(a["f"].flag);
  EXPECT_EQ(a["n"].number, -12);
  EXPECT_TRUE(a["e"].strings.empty());
  const std::pair<const char*, const char*> bad[] = {
      {"", "expected '{'"},
      {"[1]", "expected '{'"},
      {R"({"id":1)", "expected '}'"},
      {R"({"id":1} x)", "text after the object"},
      {R"({"id":1,"id":2})", "duplicate key"},
      {R"({"id":1.5})", "expected an integer"},
      {R"({"id":99999999999999999999})", "expected an integer"},
      {R"({"o":null})", "/o: expected a string, a boolean"},
      {R"({"o":{"a":[1})", "unterminated object"},
      {R"({"o":{"a":"\x"}})", "bad escape"},
      {R"({"k":[1]})", "/k: expected an array of strings"},
      {"{\"s\":\"a\nb\"}", "control character"},
      {R"({"s":"\x"})", "bad escape"},
      {R"({"s":"\ud800"})", "lone high surrogate"},
      {R"({"s":"\udc00"})", "lone low surrogate"},
      {R"({"s":"\u12"})", "bad \\u escape"},
      {R"({"s":"open)", "unterminated string"},
  };
  for (const auto& [line, why] : bad) {
    err.clear();
    EXPECT_FALSE(protocol::parse_answer(line, &a, &err)) << line;
    EXPECT_NE(err.find(why), std::string::npos) << line << " -> " << err;
  }
}

// A nested object (an emit answer's `launch`) is kept as its text, for its own strict reader.
TEST(ProtocolLine, ANestedObjectIsKeptAsItsText) {
  protocol::Answer a;
  std::string err;
  const std::string launch = R"({"split":"none","kernels":[{"name":"k}]","grid":["N/64","1","1"]}]})";
  ASSERT_TRUE(protocol::parse_answer(R"({"id":3,"launch": )" + launch + R"( ,"ir":"x"})", &a, &err)) << err;
  EXPECT_EQ(a["launch"].kind, protocol::Value::Kind::Object);
  EXPECT_EQ(a["launch"].text, launch);
  EXPECT_EQ(a["ir"].text, "x");
}

TEST(ProtocolLine, Utf8CheckRefusesOverlongSurrogateTruncatedAndOutOfRange) {
  for (const char* ok : {"", "ascii", "\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80", "\xf4\x8f\xbf\xbf", "\xed\x9f\xbf"})
    EXPECT_TRUE(protocol::valid_utf8(ok)) << ok;
  for (const char* bad : {"\xff", "\xc0\xaf", "\xe0\x80\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xc3", "\xe2\x82",
                          "a\x80", "\xf5\x80\x80\x80"})
    EXPECT_FALSE(protocol::valid_utf8(bad)) << ::testing::PrintToString(std::string(bad));
}

// ------------------------------------------------------------------ through parity-run

// A built-in engine against its own image served over the protocol: every (config, flavor) of
// every family IDENTICAL or BOTH_REJECTED, goldens OK, the gate passes.
TEST(EngineProtocol, AnEngineAgainstItsProtocolImageIsAllIdentical) {
  for (const std::string name : {"alpha", "beta"}) {
    TempDir dir;
    ProcessResult r = parity_run({"--engine-a", "exec:" + kEngine + " " + name, "--engine-b", "builtin:" + name,
                                  "--flavor", name == "alpha" ? "all" : "llvm22", "--toolchain", "off",
                                  "--report-dir", dir.path.string()});
    ASSERT_EQ(r.exit_code, 0) << r.stdout_text << r.stderr_text;
    const auto doc = report(dir.path);
    EXPECT_EQ(doc["run"]["engine_a"], name);
    EXPECT_EQ(doc["run"]["engine_b"], name);
    size_t identical = 0;
    for (const auto& x : doc["results"]) {
      EXPECT_TRUE(x["status"] == "IDENTICAL" || x["status"] == "BOTH_REJECTED") << x.dump();
      identical += x["status"] == "IDENTICAL";
    }
    EXPECT_GT(identical, 300u) << name;
  }
}

// Each failure of an exec: engine is CRASH for its (config, flavor) with the reason, the engine is
// restarted, and the configs after it still compare IDENTICAL (57: BOTH_REJECTED). One run per
// fault (on config 1, or on config 1's emit), so each run's pipelined window sees one failure. The
// 1.5 s timeout keeps the hang faults short; the hellos (the proxy's Python start-up included) have
// the start-up allowance, so a loaded machine does not end the run before config 1. The runs are
// independent and mostly wait (on the hangs' timeouts, on Python's start-up): run_four_at_a_time.
TEST(EngineProtocol, EachFailureModeIsCrashWithItsReasonAndTheRunGoesOn) {
  const std::pair<const char*, const char*> faults[] = {
      {"crash:1", "request 2 (validate): the engine exited before answering (exit 3); stderr: fault_engine: injected "
                  "crash on config 1"},
      {"orphan:1", "request 2 (validate): the engine exited before answering (exit 3); stderr: fault_engine: "
                   "injected exit on config 1, a child holds stdout"},
      {"hang:1", "request 2 (validate): no answer within 1500 ms (timed out; the engine was stopped)"},
      {"garbage:1", "malformed answer: at byte 0: expected '{': this is not json"},
      {"wrong-id:1", "request 2 (validate): out-of-order answer: id 3 where 2 was asked"},
      {"utf8:1", "the answer is not valid UTF-8"},
      {"missing:1", "validate answer: /accepted: missing required field"},
      {"error:1", "request 2 (validate): the engine answered an error: injected"},
      {"emit.crash:1", "(emit): the engine exited before answering (exit 3); stderr: fault_engine: injected crash"},
      {"emit.missing:1", "emit answer: /ir: missing required field"},
      {"emit.v1-emit:1", "emit answer: /launch: missing required field"},
      {"emit.bad-grid:1",
       "emit answer: /launch/kernels/0/grid/1: expected \"EXTENT/N\" or \"N\" with N >= 1, got a string \"M/0\""},
      {"emit.hang:1", "(emit): no answer within 1500 ms (timed out; the engine was stopped)"},
      {"protocol:1", "request 2 (validate): the engine exited before answering (exit 4)"},
  };
  constexpr std::size_t kFaults = std::size(faults);
  std::vector<TempDir> dirs(kFaults);
  std::vector<ProcessResult> runs(kFaults);
  run_four_at_a_time(kFaults, [&](std::size_t i) {
    const fs::path state = dirs[i].path / "state";
    fs::create_directories(state);
    const std::string command = "exec:" + std::string(PK_PYTHON) + " " + kFaultProxy + " --state " + state.string() +
                                " --fault " + faults[i].first + " -- " + kEngine + " alpha";
    runs[i] = parity_run({"--engine-a", command, "--engine-b", "builtin:beta", "--engine-timeout", "1.5", "--only",
                          "gemm:1,2,3,57", "--toolchain", "off", "--report-dir", dirs[i].path.string()});
  });
  for (std::size_t i = 0; i < kFaults; ++i) {
    const auto& [fault, why] = faults[i];
    const TempDir& dir = dirs[i];
    const ProcessResult& r = runs[i];
    EXPECT_EQ(r.exit_code, 1) << fault << "\n" << r.stdout_text << r.stderr_text;  // CRASH fails the gate
    std::map<int, nlohmann::json> by_id;
    const auto doc = report(dir.path);
    for (const auto& x : doc["results"]) by_id[x["id"].get<int>()] = x;
    ASSERT_EQ(by_id.size(), 4u) << fault << "\n" << r.stdout_text << r.stderr_text;
    EXPECT_EQ(by_id[1]["status"], "CRASH") << fault;
    EXPECT_NE(by_id[1].value("detail", "").find(why), std::string::npos) << fault << ": " << by_id[1].dump();
    // The restarted proxy says hello with protocol v3 once: the request that restarted it (config
    // 2's validate) is CRASH too, and the next restart speaks v2 again.
    const bool protocol = std::string(fault) == "protocol:1";
    EXPECT_EQ(by_id[2]["status"], protocol ? "CRASH" : "IDENTICAL") << fault << ": " << by_id[2].dump();
    if (protocol) {
      EXPECT_NE(by_id[2].value("detail", "").find("restarting the engine failed: hello: unknown protocol version "
                                                  "\"paritykit.engine/v3\""),
                std::string::npos)
          << by_id[2].dump();
    }
    EXPECT_EQ(by_id[3]["status"], "IDENTICAL") << fault << ": " << by_id[3].dump();
    EXPECT_EQ(by_id[57]["status"], "BOTH_REJECTED") << fault << ": " << by_id[57].dump();
  }
}

// An engine's hello, at its start and at each restart, has the start-up allowance (10 s), not the
// request timeout: an interpreter on a loaded machine once took longer than a 1.5 s timeout to
// say hello, and the run exited 2 ("never said a valid hello ... no answer within 1500 ms"). Here
// each start of the engine takes 1.25 s (Python's start-up on top), against a 1 s request timeout:
// the run goes on, the injected crash on config 1 is CRASH, and the restarted engine answers config 2.
// (A hello held to the request timeout would fail here by the sleep alone, 0.25 s past it.)
TEST(EngineProtocol, AHelloHasTheStartUpAllowanceAtStartAndAtARestart) {
  TempDir dir;
  const fs::path state = dir.path / "state";
  fs::create_directories(state);
  const std::string command = "exec:sleep 1.25; exec " + std::string(PK_PYTHON) + " " + kFaultProxy + " --state " +
                              state.string() + " --fault crash:1 -- " + kEngine + " alpha";
  ProcessResult r = parity_run({"--engine-a", command, "--engine-b", "builtin:beta", "--engine-timeout", "1", "--only",
                                "gemm:1,2", "--toolchain", "off", "--report-dir", dir.path.string()});
  ASSERT_EQ(r.exit_code, 1) << r.stdout_text << r.stderr_text;  // CRASH fails the gate
  std::map<int, nlohmann::json> by_id;
  const auto doc = report(dir.path);
  for (const auto& x : doc["results"]) by_id[x["id"].get<int>()] = x;
  ASSERT_EQ(by_id.size(), 2u);
  EXPECT_EQ(by_id[1]["status"], "CRASH");
  EXPECT_NE(by_id[1].value("detail", "").find("injected crash on config 1"), std::string::npos) << by_id[1].dump();
  EXPECT_EQ(by_id[2]["status"], "IDENTICAL") << by_id[2].dump();
}

// gamma, the third engine written from the contract docs alone (examples/engines/gamma), against
// alpha and against beta: every gemm config under every flavor IDENTICAL or BOTH_REJECTED, the
// goldens OK, the gate passes. gamma (Python, over the protocol) runs once, against alpha; beta runs
// against the same alpha in process, and each of its results must be gamma's: the same status, the
// same verdict (accepted, code, message) and the same IR (sha256). So gamma agrees with beta exactly
// where both agree with alpha, without computing gamma's modules a second time.
TEST(EngineProtocol, GammaAgreesWithAlphaAndBetaOnEveryGemmConfig) {
  const std::string engines[] = {"exec:" + std::string(PK_PYTHON) + " examples/engines/gamma/gamma.py", "builtin:beta"};
  std::map<std::string, nlohmann::json> gamma;  // "id flavor" -> gamma's result against alpha
  for (const std::string& engine : engines) {
    SCOPED_TRACE(engine);
    TempDir dir;
    ProcessResult r = parity_run({"--engine-a", engine, "--engine-b", "builtin:alpha", "--only", "gemm", "--flavor",
                                  "all", "--toolchain", "off", "--report-dir", dir.path.string()});
    EXPECT_EQ(r.exit_code, 0) << r.stdout_text << r.stderr_text;
    const auto doc = report(dir.path);
    const bool is_gamma = engine == engines[0];
    EXPECT_EQ(doc["run"]["engine_a"], is_gamma ? "gamma" : "beta");
    std::map<std::string, int> count;
    for (const auto& x : doc["results"]) {
      ++count[x["status"].get<std::string>()];
      const std::string key = std::to_string(x["id"].get<int>()) + " " + x["flavor"].get<std::string>();
      if (is_gamma) {
        gamma[key] = x;
        continue;
      }
      const auto it = gamma.find(key);
      ASSERT_NE(it, gamma.end()) << "gemm " << key << ": beta has a result, gamma had none";
      const nlohmann::json& g = it->second;
      EXPECT_EQ(x["status"], g["status"]) << "gemm " << key << ": beta and gamma differ against alpha";
      for (const char* field : {"accepted", "code", "message"})
        EXPECT_EQ(x["engine_a"][field], g["engine_a"][field]) << "gemm " << key << ": beta's and gamma's " << field;
      EXPECT_EQ(x["sha256"], g["sha256"]) << "gemm " << key << ": beta's IR is not gamma's";
      gamma.erase(it);
    }
    EXPECT_EQ(count.size(), 2u) << r.stdout_text;
    EXPECT_GT(count["IDENTICAL"], 900);
    EXPECT_GT(count["BOTH_REJECTED"], 300);
  }
  EXPECT_TRUE(gamma.empty()) << gamma.size() << " results of gamma's run, none of beta's, e.g. gemm "
                             << (gamma.empty() ? "" : gamma.begin()->first);
}

// An engine that never says a valid hello, or whose hello does not cover the run, exits 2 with
// the reason before any config is compared; so does a choice that names no engine. The silent
// engine waits out the hello's start-up allowance, here 0.3 s (--engine-start-allowance), not
// --engine-timeout, 0.2 s; the allowance's default, 10 s, is what --help says. The others have
// 1.5 s to say their line. The engine whose hello does not cover the run is told bye, which it
// never answers: under a 60 s --engine-timeout the run still ends within the bye's 2 s grace (it
// once waited the whole timeout). The cases run_four_at_a_time.
TEST(EngineProtocol, AnEngineWithoutAValidHelloExits2WithTheReason) {
  const ProcessResult help = parity_run({"--help"});
  EXPECT_EQ(help.exit_code, 0);
  EXPECT_NE(help.stdout_text.find("--engine-start-allowance FLOAT:FLOAT in [0.001 - 86400]=10\n"), std::string::npos)
      << help.stdout_text;
  auto hello_line = [](const std::string& protocol, const std::string& families) {
    return "exec:echo '{\"id\":1,\"name\":\"x\",\"protocol\":\"" + protocol + "\",\"families\":[" + families +
           "],\"flavors\":[\"llvm22\"]}'; sleep 30";
  };
  struct HelloCase {
    std::string choice, why;
    const char* allowance = "1.5";  // --engine-start-allowance
    const char* timeout = "0.2";    // --engine-timeout
  };
  const HelloCase cases[] = {
      {"exec:/nonexistent/engine", "the engine exited before answering (exit 127); stderr: "},
      {"exec:echo nonsense; sleep 30", "malformed answer: at byte 0: expected '{': nonsense"},
      {"exec:exit 5", "(exit 5)"},
      // The hello's start-up allowance, not --engine-timeout.
      {"exec:sleep 30", "no answer within 300 ms", "0.3"},
      {hello_line("paritykit.engine/v3", "\"gemm\""), "hello: unknown protocol version \"paritykit.engine/v3\""},
      // The previous version is refused by name: its emit answers carry no launch decisions.
      {hello_line("paritykit.engine/v1", "\"gemm\""),
       "hello: the engine speaks paritykit.engine/v1, whose emit answers carry no launch decisions; this runner "
       "speaks paritykit.engine/v2"},
      {hello_line("paritykit.engine/v2", "\"mlp\""), "engine x does not implement family gemm (its hello lists mlp)",
       "1.5", "60"},
      {"builtin:gamma", "unknown engine builtin:gamma (built in: alpha, beta)"},
      {"python3 engine.py", "expected builtin:NAME or exec:COMMAND"},
  };
  constexpr std::size_t kCases = std::size(cases);
  std::vector<TempDir> dirs(kCases);
  std::vector<ProcessResult> runs(kCases);
  run_four_at_a_time(kCases, [&](std::size_t i) {
    runs[i] = parity_run({"--engine-a", cases[i].choice, "--engine-timeout", cases[i].timeout,
                          "--engine-start-allowance", cases[i].allowance, "--only", "gemm:1", "--toolchain", "off",
                          "--report-dir", (dirs[i].path / "out").string()});
  });
  for (std::size_t i = 0; i < kCases; ++i) {
    const HelloCase& c = cases[i];
    const TempDir& dir = dirs[i];
    const ProcessResult& r = runs[i];
    EXPECT_EQ(r.exit_code, 2) << c.choice;
    EXPECT_NE(r.stderr_text.find("--engine-a: "), std::string::npos) << r.stderr_text;
    EXPECT_NE(r.stderr_text.find(c.why), std::string::npos) << c.choice << ": " << r.stderr_text;
    EXPECT_FALSE(fs::exists(dir.path / "out" / "parity.json")) << c.choice;
    EXPECT_LT(r.seconds, 20) << c.choice << ": the run waited on an engine it no longer needed";
  }
}

}  // namespace
