// One reference case: the problem parsed strictly, the inputs generated for a seed and mode,
// and the reference output with its bound.
#include <algorithm>
#include <cmath>
#include <type_traits>
#include <variant>

#include <nlohmann/json.hpp>

#include "paritykit/reference.h"
#include "paritykit/support/json.h"
#include "refusal.h"

namespace paritykit::reference {
namespace {

using nlohmann::json;

/// Tensor streams of the counter-based generator: one per input, fixed forever so that a
/// seed names the same data in every release.
enum Stream : std::uint64_t { kStreamA = 1, kStreamB = 2, kStreamX = 3, kStreamDY = 4, kStreamInput = 5, kStreamParams = 6 };

constexpr std::int64_t kDimMax = 1 << 20;
constexpr std::int64_t kElementsMax = std::int64_t{1} << 28;

/// Reads {"key": positive integer, ...} with exactly the given keys.
std::vector<std::int64_t> parse_problem(const std::string& text, const std::vector<std::string>& keys,
                                        const std::string& family) {
  json j;
  // Strict: {"k": 256, "k": 4096} must not silently mean the last one.
  if (std::string err; !support::parse_json_strict(text, &j, &err)) throw ProblemError("--problem: " + err);
  std::string expected;
  for (const auto& k : keys) expected += (expected.empty() ? "" : ", ") + k;
  if (!j.is_object())
    throw ProblemError("--problem: expected an object with " + expected + " for family " + family);
  std::vector<std::int64_t> values;
  for (const auto& k : keys) {
    if (!j.contains(k)) throw ProblemError("--problem: /" + k + ": missing required field (" + family + " needs " + expected + ")");
    const json& v = j[k];
    if (!v.is_number_integer() || v.get<long long>() < 1 || v.get<long long>() > kDimMax)
      throw ProblemError("--problem: /" + k + ": expected an integer in [1, " + std::to_string(kDimMax) + "], got " +
                         v.dump());
    values.push_back(v.get<std::int64_t>());
  }
  for (auto it = j.begin(); it != j.end(); ++it)
    if (std::find(keys.begin(), keys.end(), it.key()) == keys.end())
      throw ProblemError("--problem: /" + it.key() + ": unknown field (" + family + " takes " + expected + ")");
  return values;
}

/// Carries a refusal of the reference functions on to make_case's return.
void computed(bool ok, const std::string& err) {
  if (!ok) throw ProblemError(err);
}

void check_elements(std::int64_t count, const std::string& what) {
  if (count > kElementsMax)
    throw ProblemError(what + " would have " + std::to_string(count) + " elements, more than " +
                       std::to_string(kElementsMax));
}

/// Significand bits, the largest t with every integer of magnitude <= 2^t exact.
int digits(DType d) { return d == DType::F16 ? 11 : d == DType::BF16 ? 8 : 24; }

/// Exact mode: the largest integer range [-m, m], m <= 4 (CUTLASS-style small integers), with
/// terms * m^2 <= 2^t: every partial sum, in any order, is an integer of magnitude <= 2^t, so
/// the f32 accumulator and the output dtype hold it exactly.
int exact_range(std::int64_t terms, DType out, const std::string& what) {
  const int t = std::min(digits(out), digits(DType::F32));
  for (int m = 4; m >= 1; --m)
    if (static_cast<double>(terms) * m * m <= std::ldexp(1.0, t)) return m;
  throw ProblemError("exact mode: " + what + " sums " + std::to_string(terms) + " products, more than 2^" +
                     std::to_string(t) + ", the largest integer magnitude a " + spec::to_string(out) +
                     " output holds exactly; use a smaller problem or --mode uniform");
}

void fill_uniform(Tensor& t, std::uint64_t seed, std::uint64_t stream, float scale = 1) {
  for (std::int64_t i = 0; i < t.size(); ++i) set_value(t, i, scale * uniform_value(seed, stream, i));
}
void fill_integers(Tensor& t, std::uint64_t seed, std::uint64_t stream, int max_abs) {
  for (std::int64_t i = 0; i < t.size(); ++i)
    set_value(t, i, static_cast<float>(integer_value(seed, stream, i, max_abs)));
}

/// The split-K worst case along a reduction of `terms`: split s covers [s*chunk, (s+1)*chunk),
/// the kernel's ranges (engines/CONTRACT.md section 3: chunk = ceil(ceil(terms / tile_k) / S) *
/// tile_k) when the spec has a tile_k, else chunk = ceil(terms / S); position 0 carries 1.0 and
/// the first position of every other split carries u_out, so each partial but the first is
/// exactly half an ulp of 1.0.
std::vector<float> worst_case_column(std::int64_t terms, int degree, int tile_k, DType out) {
  std::vector<float> v(static_cast<std::size_t>(terms), 0.0f);
  const std::int64_t chunk = tile_k > 0 ? ((terms + tile_k - 1) / tile_k + degree - 1) / degree * tile_k
                                        : (terms + degree - 1) / degree;
  v[0] = 1.0f;
  for (std::int64_t s = 1; s < degree && s * chunk < terms; ++s)
    v[static_cast<std::size_t>(s * chunk)] = static_cast<float>(unit_roundoff(out));
  return v;
}

void check_split(spec::SplitMode mode, int degree, std::int64_t terms, InputMode input_mode, const std::string& what) {
  if (mode != spec::SplitMode::None && degree > terms)
    throw ProblemError("split_k degree " + std::to_string(degree) + " exceeds the " + std::to_string(terms) +
                       " terms of the " + what + " reduction");
  if (input_mode == InputMode::SplitKWorst && (mode == spec::SplitMode::None || degree < 2))
    throw ProblemError("splitk_worst mode needs split_k mode atomic or two_stage with degree >= 2");
}

void check_representable(const Tensor& t, float v) {
  if (round_to(t.dtype, v) != v)
    throw ProblemError(std::string("splitk_worst: ") + t.name + " (" + spec::to_string(t.dtype) + ") cannot hold " +
                       std::to_string(v));
}

Case gemm_case(const spec::GemmSpec& gs, const std::string& problem, std::uint64_t seed, InputMode mode,
               bool with_reference) {
  auto v = parse_problem(problem, {"m", "n", "k"}, "gemm");
  GemmProblem p{v[0], v[1], v[2]};
  check_elements(p.m * p.k, "A");
  check_elements(p.k * p.n, "B");
  check_elements(p.m * p.n, "D");
  check_split(gs.split, gs.split_degree, p.k, mode, "k");
  Case c;
  Tensor a = make_tensor("a", gs.a, {p.m, p.k}, gs.layout_a == spec::Layout::Col);
  Tensor b = make_tensor("b", gs.b, {p.k, p.n}, gs.layout_b == spec::Layout::Col);
  if (mode == InputMode::Uniform) {
    fill_uniform(a, seed, kStreamA);
    fill_uniform(b, seed, kStreamB);
    c.note = "uniform in [-1, 1]";
  } else if (mode == InputMode::Exact) {
    int m = exact_range(p.k, gs.out, "each output element");
    fill_integers(a, seed, kStreamA, m);
    fill_integers(b, seed, kStreamB, m);
    c.note = "integers in [-" + std::to_string(m) + ", " + std::to_string(m) + "]";
  } else {
    // A all ones, B[k][n] the worst-case column for every n: every D element sees the same partials.
    std::vector<float> column = worst_case_column(p.k, gs.split_degree, gs.tile_k, gs.out);
    check_representable(b, static_cast<float>(unit_roundoff(gs.out)));
    for (std::int64_t i = 0; i < a.size(); ++i) set_value(a, i, 1.0f);
    for (std::int64_t k = 0; k < p.k; ++k)
      for (std::int64_t n = 0; n < p.n; ++n)
        set_value(b, b.column_major ? n * p.k + k : k * p.n + n, column[static_cast<std::size_t>(k)]);
    c.note = "splitk_worst: A ones; B column: 1.0 at k=0, u_out at the start of each other split";
  }
  std::string err;
  if (with_reference) computed(gemm_reference(gs, p, view(a), view(b), &c.reference, &err), err);
  c.inputs = {std::move(a), std::move(b)};
  return c;
}

/// Exact mode for mlp: every layer's dot products (with the bias) must stay integers of magnitude
/// <= 2^11, so the f32 accumulator and the f16 storage hold every partial sum exactly.
void check_mlp_exact(const spec::MlpSpec& ms, std::int64_t batch, const Tensor& input, const Tensor& params) {
  const std::int64_t weights = (static_cast<std::int64_t>(ms.hidden_layers) * ms.width + ms.output_width) * ms.width;
  for (std::int64_t b = 0; b < batch; ++b) {
    std::vector<double> h(static_cast<std::size_t>(ms.width), 0.0);  // padded with zeros
    for (int i = 0; i < ms.input_width; ++i) h[static_cast<std::size_t>(i)] = input.value(b * ms.input_width + i);
    for (int l = 0; l <= ms.hidden_layers; ++l) {
      const bool last = l == ms.hidden_layers;
      const int out = last ? ms.output_width : ms.width;
      const std::int64_t offset = static_cast<std::int64_t>(l) * ms.width * ms.width;
      std::vector<double> next(static_cast<std::size_t>(out));
      for (int o = 0; o < out; ++o) {
        double sum = ms.bias ? params.value(weights + static_cast<std::int64_t>(l) * ms.width + o) : 0.0;
        double abs_sum = std::abs(sum);
        for (int i = 0; i < ms.width; ++i) {
          double w = params.value(offset + static_cast<std::int64_t>(o) * ms.width + i);
          sum += w * h[static_cast<std::size_t>(i)];
          abs_sum += std::abs(w * h[static_cast<std::size_t>(i)]);
        }
        if (abs_sum > 2048)
          throw ProblemError("exact mode: mlp layer " + std::to_string(l) + " sums reach " +
                             std::to_string(static_cast<long long>(abs_sum)) +
                             ", more than 2^11 (f16); use fewer layers or --mode uniform");
        auto act = last ? ms.output_activation : ms.activation;
        next[static_cast<std::size_t>(o)] = act == spec::Activation::ReLU ? std::max(0.0, sum) : sum;
      }
      h = std::move(next);
    }
  }
}

Case mlp_case(const spec::MlpSpec& ms, const std::string& problem, std::uint64_t seed, InputMode mode,
              bool with_reference) {
  auto v = parse_problem(problem, {"batch"}, "mlp");
  MlpProblem p{v[0]};
  check_elements(p.batch * ms.input_width, "input");
  if (mode == InputMode::SplitKWorst)
    throw ProblemError("splitk_worst mode applies to gemm and conv_wgrad; mlp has no split-K");
  auto exact_act = [](spec::Activation a) { return a == spec::Activation::None || a == spec::Activation::ReLU; };
  if (mode == InputMode::Exact && !(exact_act(ms.activation) && exact_act(ms.output_activation)))
    throw ProblemError("exact mode: mlp activations must be none or relu (sigmoid and tanh are not integer-valued)");
  Case c;
  // The kernel's X is [batch x input_width], unpadded: the kernel pads each row to width inside.
  Tensor input = make_tensor("input", ms.dtype, {p.batch, ms.input_width});
  Tensor params = make_tensor("params", ms.dtype, {mlp_param_count(ms)});
  for (std::int64_t i = 0; i < input.size(); ++i)
    set_value(input, i, mode == InputMode::Exact ? static_cast<float>(integer_value(seed, kStreamInput, i, 1))
                                                 : uniform_value(seed, kStreamInput, i));
  const std::int64_t weights = (static_cast<std::int64_t>(ms.hidden_layers) * ms.width + ms.output_width) * ms.width;
  if (mode == InputMode::Uniform) {
    // Xavier-uniform, as tiny-cuda-nn initialises: activations keep their scale through the layers.
    std::int64_t offset = 0;
    for (int l = 0; l <= ms.hidden_layers; ++l) {
      const int out = l == ms.hidden_layers ? ms.output_width : ms.width;
      const float scale = std::sqrt(6.0f / static_cast<float>(ms.width + out));
      for (std::int64_t i = offset; i < offset + static_cast<std::int64_t>(out) * ms.width; ++i)
        set_value(params, i, scale * uniform_value(seed, kStreamParams, i));
      offset += static_cast<std::int64_t>(out) * ms.width;
    }
    // Biases small beside the weighted sums (of order 1), so they shift without dominating.
    for (std::int64_t i = weights; i < params.size(); ++i) set_value(params, i, 0.125f * uniform_value(seed, kStreamParams, i));
    c.note = std::string("input uniform in [-1, 1]; weights Xavier-uniform") +
             (ms.bias ? "; biases uniform in [-1/8, 1/8]" : "");
  } else {
    // Sparse {-1, 0, 1} weights, about two nonzeros per row, so sums grow slowly with depth; biases
    // in {-1, 0, 1}.
    for (std::int64_t i = 0; i < params.size(); ++i) {
      if (i >= weights) {
        set_value(params, i, static_cast<float>(integer_value(seed, kStreamParams, i, 1)));
        continue;
      }
      std::uint64_t h = counter_hash(seed, kStreamParams, i);
      bool nonzero = (h >> 32) % static_cast<std::uint64_t>(ms.width) < 2;
      set_value(params, i, nonzero ? ((h & 1) ? 1.0f : -1.0f) : 0.0f);
    }
    check_mlp_exact(ms, p.batch, input, params);
    c.note = std::string("input integers in [-1, 1]; weights in {-1, 0, 1}, ~2 nonzeros per row") +
             (ms.bias ? "; biases in {-1, 0, 1}" : "");
  }
  std::string err;
  if (with_reference) computed(mlp_reference(ms, p, view(input), view(params), &c.reference, &err), err);
  c.inputs = {std::move(input), std::move(params)};
  return c;
}

Case conv_case(const spec::ConvWgradSpec& cs, const std::string& problem, std::uint64_t seed, InputMode mode,
               bool with_reference) {
  auto v = parse_problem(problem, {"n", "h", "w", "c", "k", "r", "s"}, "conv_wgrad");
  ConvProblem p{v[0], v[1], v[2], v[3], v[4], v[5], v[6]};
  if (p.c % cs.groups != 0 || p.k % cs.groups != 0)
    throw ProblemError("conv_wgrad: groups " + std::to_string(cs.groups) + " must divide c=" + std::to_string(p.c) +
                       " and k=" + std::to_string(p.k));
  const std::int64_t pp = conv_p(cs, p), qq = conv_q(cs, p);
  if (pp < 1 || qq < 1)
    throw ProblemError("conv_wgrad: the filter (with dilation) does not fit the padded input: P=" + std::to_string(pp) +
                       ", Q=" + std::to_string(qq));
  check_elements(p.n * p.h * p.w * p.c, "X");
  check_elements(p.n * pp * qq * p.k, "dY");
  check_elements(p.k * p.r * p.s * (p.c / cs.groups), "dW");
  const std::int64_t terms = p.n * pp * qq;
  check_split(cs.split, cs.split_degree, terms, mode, "N*P*Q");
  Case c;
  Tensor x = make_tensor("x", cs.x, {p.n, p.h, p.w, p.c});
  Tensor dy = make_tensor("dy", cs.dy, {p.n, pp, qq, p.k});
  if (mode == InputMode::Uniform) {
    fill_uniform(x, seed, kStreamX);
    fill_uniform(dy, seed, kStreamDY);
    c.note = "uniform in [-1, 1]";
  } else if (mode == InputMode::Exact) {
    int m = exact_range(terms, cs.dw, "each dW element");
    fill_integers(x, seed, kStreamX, m);
    fill_integers(dy, seed, kStreamDY, m);
    c.note = "integers in [-" + std::to_string(m) + ", " + std::to_string(m) + "]";
  } else {
    std::vector<float> column = worst_case_column(terms, cs.split_degree, cs.tile_k, cs.dw);
    check_representable(dy, static_cast<float>(unit_roundoff(cs.dw)));
    for (std::int64_t i = 0; i < x.size(); ++i) set_value(x, i, 1.0f);
    for (std::int64_t j = 0; j < terms; ++j)
      for (std::int64_t k = 0; k < p.k; ++k) set_value(dy, j * p.k + k, column[static_cast<std::size_t>(j)]);
    c.note = "splitk_worst: X ones; dY rows: 1.0 at n*P*Q=0, u_out at the start of each other split (0 at padded taps)";
  }
  std::string err;
  if (with_reference) computed(conv_wgrad_reference(cs, p, view(x), view(dy), &c.reference, &err), err);
  c.inputs = {std::move(x), std::move(dy)};
  return c;
}

/// The config's family's case: its inputs and note, and with `with_reference` its reference.
Case family_case(const spec::Config& config, const std::string& problem_json, std::uint64_t seed, InputMode mode,
                 bool with_reference) {
  return std::visit(
      [&](const auto& family_spec) -> Case {
        using S = std::decay_t<decltype(family_spec)>;
        if constexpr (std::is_same_v<S, spec::GemmSpec>)
          return gemm_case(family_spec, problem_json, seed, mode, with_reference);
        else if constexpr (std::is_same_v<S, spec::MlpSpec>)
          return mlp_case(family_spec, problem_json, seed, mode, with_reference);
        else return conv_case(family_spec, problem_json, seed, mode, with_reference);
      },
      config.spec);
}

}  // namespace

bool make_case(const spec::Config& config, const std::string& problem_json, std::uint64_t seed, InputMode mode,
               Case* out, std::string* err) {
  return support::returning_error_of<ProblemError>([&] { return family_case(config, problem_json, seed, mode, true); },
                                                   out, err);
}

bool make_inputs(const spec::Config& config, const std::string& problem_json, std::uint64_t seed, InputMode mode,
                 Case* out, std::string* err) {
  return support::returning_error_of<ProblemError>([&] { return family_case(config, problem_json, seed, mode, false); },
                                                   out, err);
}

}  // namespace paritykit::reference
