// Running both engines on one (config, flavor) and classifying what they did.
#include <exception>

#include "paritykit/parity/compare.h"
#include "paritykit/parity/text_diff.h"

namespace paritykit::parity {

std::string to_string(ParityStatus s) {
  switch (s) {
    case ParityStatus::Identical: return "IDENTICAL";
    case ParityStatus::Mismatch: return "MISMATCH";
    case ParityStatus::BothRejected: return "BOTH_REJECTED";
    case ParityStatus::ReasonDrift: return "REASON_DRIFT";
    case ParityStatus::Asymmetric: return "ASYMMETRIC";
    case ParityStatus::Crash: return "CRASH";
    case ParityStatus::ExpectationFailed: return "EXPECTATION_FAILED";
  }
  return "UNKNOWN(" + std::to_string(static_cast<int>(s)) + ")";
}

std::string to_string(CanonicalCheck c) {
  switch (c) {
    case CanonicalCheck::CanonEqual: return "CANON_EQUAL";
    case CanonicalCheck::StructDrift: return "STRUCT_DRIFT";
  }
  return "UNKNOWN(" + std::to_string(static_cast<int>(c)) + ")";
}

namespace {

std::string describe(const spec::Verdict& v) {
  return v.accepted ? std::string("accepted") : "rejected " + v.code + " (\"" + v.message + "\")";
}

std::string expected_text(const spec::Expect& e) { return e.accept ? "accept" : "reject " + e.reject_code; }

/// Calls `f`, turning any throw into `side.crash`; returns false if it threw.
template <typename F>
bool guarded(EngineSide& side, const char* what, F&& f) {
  try {
    f();
    return true;
  } catch (const std::exception& e) {
    side.crash = std::string(what) + " threw: " + e.what();
  } catch (...) {
    side.crash = std::string(what) + " threw a non-std::exception";
  }
  return false;
}

std::string join(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : ", ") + x;
  return s;
}

/// Whether an emit's result is a module; an empty one is what a throw swallowed on its way out
/// (an adapter's catch-all) leaves, so it is that side's crash, and two of them are not equal IR.
/// Launch decisions that do not name the module's kernels, in order, describe some other module:
/// nothing could be launched from them, so that side crashed too.
bool is_a_module(EngineSide& side, const spec::Module& m) {
  std::vector<std::string> decided;
  for (const spec::KernelLaunch& k : m.launch.kernels) decided.push_back(k.kernel);
  if (m.ir_text.empty() || m.kernels.empty())
    side.crash = std::string("emit returned no module (") + (m.ir_text.empty() ? "no IR text" : "no kernel") + ")";
  else if (decided != m.kernels)
    side.crash = "emit's launch decisions name the kernels [" + join(decided) + "], its module has [" +
                 join(m.kernels) + "]";
  return !side.crash;
}

}  // namespace

spec::Expect effective_expectation(const spec::Config& config, const spec::Flavor& flavor) {
  if (flavor.has_target(config.target)) return config.expect;
  return spec::Expect{false, kTargetNeedsFlavor};
}

Comparison compare_engines(const spec::Config& config, const spec::Flavor& flavor, const spec::Engine& a,
                           const spec::Engine& b) {
  Comparison c;
  c.a.engine = a.name();
  c.b.engine = b.name();
  auto crashed = [&c]() {
    c.status = ParityStatus::Crash;
    for (const EngineSide* side : {&c.a, &c.b})
      if (side->crash) c.detail += (c.detail.empty() ? "" : "; ") + side->engine + " " + *side->crash;
    return c;
  };
  bool ok_a = guarded(c.a, "validate", [&] { c.a.verdict = a.validate(config, flavor); });
  bool ok_b = guarded(c.b, "validate", [&] { c.b.verdict = b.validate(config, flavor); });
  if (!ok_a || !ok_b) return crashed();

  const spec::Verdict &va = c.a.verdict, &vb = c.b.verdict;
  const spec::Expect expect = effective_expectation(config, flavor);
  if (va.accepted != vb.accepted) {
    c.status = ParityStatus::Asymmetric;
    c.detail = c.a.engine + " " + describe(va) + ", " + c.b.engine + " " + describe(vb);
    return c;
  }
  if (!va.accepted) {
    if (va.code != vb.code || va.message != vb.message) {
      c.status = ParityStatus::ReasonDrift;
      c.detail = c.a.engine + " " + describe(va) + ", " + c.b.engine + " " + describe(vb);
    } else if (expect.accept || expect.reject_code != va.code) {
      c.status = ParityStatus::ExpectationFailed;
      c.detail = "expected " + expected_text(expect) + ", both " + describe(va);
    } else {
      c.status = ParityStatus::BothRejected;
    }
    return c;
  }
  if (!expect.accept) {
    c.status = ParityStatus::ExpectationFailed;
    c.detail = "expected " + expected_text(expect) + ", both accepted";
    return c;
  }

  spec::Module ma, mb;
  ok_a = guarded(c.a, "emit", [&] { ma = a.emit(config, flavor); }) && is_a_module(c.a, ma);
  ok_b = guarded(c.b, "emit", [&] { mb = b.emit(config, flavor); }) && is_a_module(c.b, mb);
  if (!ok_a || !ok_b) return crashed();

  const bool same_launch = ma.launch == mb.launch;
  if (ma.ir_text == mb.ir_text && ma.kernels == mb.kernels && same_launch) {
    c.status = ParityStatus::Identical;
    c.module = std::move(ma);
    return c;
  }
  // Both sides of a launch difference, whatever else differs: the grid or split one engine chose
  // is the finding, and it is short.
  const std::string launch_sides = same_launch ? "" :
      c.a.engine + " " + spec::to_string(ma.launch) + "; " + c.b.engine + " " + spec::to_string(mb.launch);
  Mismatch m;
  if (auto diff = find_first_diff(ma.ir_text, mb.ir_text)) {
    m.diff = *diff;
    m.canonical = canonical_check(ma.ir_text, mb.ir_text);
    c.detail = "IR differs from line " + std::to_string(m.diff.line) + " (" + to_string(m.canonical) + ")";
    if (!same_launch) c.detail += "; launch decisions differ too: " + launch_sides;
  } else if (ma.kernels != mb.kernels) {
    m.diff.a_context = {"kernels: " + join(ma.kernels)};
    m.diff.b_context = {"kernels: " + join(mb.kernels)};
    m.canonical = CanonicalCheck::StructDrift;
    c.detail = "IR identical but kernel lists differ";
  } else {
    m.diff.a_context = {"launch: " + spec::to_string(ma.launch)};
    m.diff.b_context = {"launch: " + spec::to_string(mb.launch)};
    m.canonical = CanonicalCheck::StructDrift;
    c.detail = "IR identical but launch decisions differ: " + launch_sides;
  }
  c.status = ParityStatus::Mismatch;
  c.mismatch = std::move(m);
  return c;
}

}  // namespace paritykit::parity
