// The conv_wgrad rules as data, in the contract's order: W1-W4 on the config, gemm's 1a and 1b on
// the derived spec, W5-W8 (the async K loop), then gemm's 2-16.
#include "wgrad_rules.h"

#include <fmt/format.h>

#include <stdexcept>

#include "gemm_rules.h"
#include "wgrad_geometry.h"

namespace paritykit::alpha {
namespace {

using spec::DType;

/// Everything a rule may look at. `gemm` is derived only once W1 and W2 passed (the policy
/// divides by the problem's group sizes).
struct WgradFacts {
  const spec::ConvWgradSpec& w;
  const spec::TargetInfo& target;
  WgradProblem problem;
  spec::GemmSpec gemm{};

  bool async() const { return w.k_loop == spec::KLoop::Async; }
};

struct WgradRule {
  const char* code;
  bool (*violated)(const WgradFacts&);
  std::string (*message)(const WgradFacts&);
};

/// Operand a is dY (channel run Kg), operand b is X (channel run Cg).
template <char Name>
int cap(const WgradFacts& f) { return Name == 'a' ? f.w.cap_a : f.w.cap_b; }
template <char Name>
DType dtype(const WgradFacts& f) { return Name == 'a' ? f.w.dy : f.w.x; }
template <char Name>
int run(const WgradFacts& f) { return Name == 'a' ? f.problem.kg : f.problem.cg; }
template <char Name>
int width(const WgradFacts& f) { return Name == 'a' ? f.gemm.vector_a : f.gemm.vector_b; }
template <char Name>
int cap_max(const WgradFacts& f) { return dtype<Name>(f) == DType::F32 ? 4 : 8; }

template <char Name>
constexpr WgradRule cap_range{
    "E_VECTOR_CAP_RANGE", [](const WgradFacts& f) { return cap<Name>(f) != 0 && cap<Name>(f) > cap_max<Name>(f); },
    [](const WgradFacts& f) {
      return fmt::format("vector.{} cap of {} is outside 1..{} for {}", Name, cap<Name>(f), cap_max<Name>(f),
                         spec::to_string(dtype<Name>(f)));
    }};

template <char Name>
constexpr WgradRule cap_channels{
    "E_VECTOR_CAP_CHANNELS", [](const WgradFacts& f) { return cap<Name>(f) != 0 && run<Name>(f) % cap<Name>(f) != 0; },
    [](const WgradFacts& f) {
      return fmt::format("vector.{0} cap of {1} does not divide the channel run {2} of operand {0}", Name, cap<Name>(f),
                         run<Name>(f));
    }};

template <char Name>
constexpr WgradRule async_cap{
    "E_ASYNC_VECTOR_CAP", [](const WgradFacts& f) { return f.async() && cap<Name>(f) != 0; },
    [](const WgradFacts& f) {
      return fmt::format("k_loop async chooses its own chunks; vector.{} cap of {} is not allowed", Name, cap<Name>(f));
    }};

template <char Name>
int chunk_bytes(const WgradFacts& f) { return width<Name>(f) * spec::size_of(dtype<Name>(f)); }

template <char Name>
constexpr WgradRule async_chunk{
    "E_ASYNC_CHUNK",
    [](const WgradFacts& f) {
      const int bytes = chunk_bytes<Name>(f);
      return f.async() && bytes != 4 && bytes != 8 && bytes != 16;
    },
    [](const WgradFacts& f) {
      return fmt::format("k_loop async copies 4-, 8- or 16-byte chunks; operand {} moves {}-byte chunks (channel run {})",
                         Name, chunk_bytes<Name>(f), run<Name>(f));
    }};

/// W1-W4: the problem and the caps, before anything is derived.
constexpr WgradRule kProblemRules[] = {
    {"E_WGRAD_GROUPS",
     [](const WgradFacts& f) { return f.w.problem.c % f.w.groups != 0 || f.w.problem.k % f.w.groups != 0; },
     [](const WgradFacts& f) {
       return fmt::format("groups {} does not divide the problem's c {} and k {}", f.w.groups, f.w.problem.c,
                          f.w.problem.k);
     }},
    {"E_WGRAD_PROBLEM", [](const WgradFacts& f) { return f.problem.p < 1 || f.problem.q < 1; },
     [](const WgradFacts& f) {
       return fmt::format("the problem's {}x{} filter (dilation {}x{}) does not fit its padded {}x{} image",
                          f.problem.dilated_r, f.problem.dilated_s, f.w.dilation_h, f.w.dilation_w, f.problem.padded_h,
                          f.problem.padded_w);
     }},
    cap_range<'a'>,
    cap_range<'b'>,
    cap_channels<'a'>,
    cap_channels<'b'>,
};

/// W5-W8: the async K loop's needs.
constexpr WgradRule kLoopRules[] = {
    {"E_ASYNC_TARGET", [](const WgradFacts& f) { return f.async() && !f.target.async_lds_loads; },
     [](const WgradFacts& f) {
       return fmt::format("k_loop async needs global_load_async_to_lds, which {} does not have", f.target.name);
     }},
    {"E_ASYNC_LAYOUT", [](const WgradFacts& f) { return f.async() && !f.w.lds_k_outer; },
     [](const WgradFacts&) {
       return std::string("k_loop async needs lds_k_outer: the copies land in the tiles' global order");
     }},
    async_cap<'a'>,
    async_cap<'b'>,
    async_chunk<'a'>,
    async_chunk<'b'>,
};

template <std::size_t N>
const WgradRule* first_violated(const WgradRule (&rules)[N], const WgradFacts& f) {
  for (const WgradRule& r : rules)
    if (r.violated(f)) return &r;
  return nullptr;
}

}  // namespace

spec::Verdict validate_conv_wgrad(const spec::Config& config) {
  const spec::TargetInfo* target = spec::find_target(config.target);
  if (!target) throw std::invalid_argument("alpha: unknown target \"" + config.target + "\" (not a loaded config)");
  const spec::ConvWgradSpec& w = std::get<spec::ConvWgradSpec>(config.spec);
  WgradFacts facts{w, *target, WgradProblem::of(w)};
  if (const WgradRule* r = first_violated(kProblemRules, facts)) return {false, r->code, r->message(facts)};
  facts.gemm = derived_gemm(w, *target);
  if (spec::Verdict v = check_gemm_math(facts.gemm, *target); !v.accepted) return v;
  if (const WgradRule* r = first_violated(kLoopRules, facts)) return {false, r->code, r->message(facts)};
  return check_gemm_rest(facts.gemm, *target, true, wgrad_lds_order(w));
}

}  // namespace paritykit::alpha
