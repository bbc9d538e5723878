// The numbers every kernel is judged against: FP32 reference kernels (gemm, mlp, conv_wgrad)
// computed through Eigen, seeded input generators, and per-element tolerances derived from
// floating-point error bounds (see reference/README.md for the model and its derivation).
// Shares no code with engine alpha or beta; reads only the spec model.
#pragma once

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "paritykit/spec.h"

namespace paritykit::reference {

using spec::DType;

// ------------------------------------------------------------------ the tolerance model

/// Unit roundoff u of a dtype under round-to-nearest: 2^-11 (f16), 2^-8 (bf16), 2^-24 (f32).
double unit_roundoff(DType d);
/// The absolute part eta of one rounding, half the dtype's smallest subnormal: 2^-25 (f16),
/// 2^-134 (bf16), 2^-150 (f32). With subnormals |fl(x) - x| <= u|x| + eta; the relative
/// bound alone fails for a result in the subnormal range.
double underflow_unit(DType d);
/// gamma_n(u) = n*u / (1 - n*u), the relative error bound of n rounded operations
/// (Higham, Lemma 3.1); +infinity when n*u >= 1. gamma_0 = 0.
double gamma(std::int64_t n, double u);
/// The largest S with gamma_S(2^-(fraction_bits+1)) <= tolerance; 0 when even S = 1 exceeds it.
/// 97 for f16 (10 bits) and 12 for bf16 (7 bits) at 5e-2.
int degree_cap(int fraction_bits, double tolerance);

/// How a kernel reduces one output element of a dot product of length `terms`.
struct ReductionModel {
  std::int64_t terms = 1;   ///< K for gemm, N*P*Q for conv_wgrad, width for one mlp layer
  int split_degree = 1;     ///< S partial sums of ceil(terms / S) products each
  /// true: partials are added by atomics in the output dtype (rounded after every add);
  /// false: partials are summed in f32 (two-stage reduce, or no split) and rounded once.
  bool atomic = false;
  double u_acc = 0x1p-24;   ///< unit roundoff of the accumulation of each partial
  double eta_acc = 0x1p-150;  ///< absolute part of one accumulation rounding (see underflow_unit)
  DType out = DType::F32;   ///< the dtype the result is stored in
};

/// Bound on |computed - exact| for one element: `abs_products` = sum_i |a_i*b_i| and
/// `abs_exact` = |exact result|. reference/README.md derives it:
///   E_t = gamma_ceil(n/S)(u_acc) * P + gamma_(S-1)(u_red) * (1 + gamma_ceil(n/S)(u_acc)) * P
///   bound = E_t * (1 + u_out) + u_out * |exact|, plus the absolute (underflow) parts:
///   n * eta_acc * (1 + g) for the products' sums, (S-1) * eta_red * (1 + gamma_(S-1)(u_red))
///   for the split sum, eta_out for the final rounding
/// with u_red, eta_red those of the output dtype for atomics, of f32 otherwise.
double reduction_bound(const ReductionModel& model, double abs_products, double abs_exact);
/// The same with the split's partials known: `partials_reach` bounds |any prefix sum of the exact
/// partials| for the kernel's split boundaries (engines/CONTRACT.md section 3): max(sum of the
/// positive partials, sum of the negative ones' magnitudes). Each add of the split sum rounds a
/// running sum, off by at most u times that plus the partials' own errors, so the split sum's
/// error is bounded through it instead of through (1 + gamma) * sum |a*b|: much tighter where
/// the products cancel, as random data does.
double reduction_bound(const ReductionModel& model, double abs_products, double abs_exact, double partials_reach);

/// The split-K part alone, for partials given exactly: S partials with sum_s |p_s| =
/// `abs_partials`, added in dtype `reduce` and stored in dtype `out`.
double split_sum_bound(int degree, DType reduce, DType out, double abs_partials, double abs_exact);

/// `x` rounded to the nearest value of `d`, ties to even, subnormals and overflow to infinity
/// included (one rounding, computed in double: no double rounding through f32).
double round_to(DType d, double x);
/// CPU emulation of a split-K atomic accumulation: the output starts at 0 and each partial is
/// added in the given order, the exact sum rounded to `out` (ties to even) after every add.
double emulate_atomic_sum(DType out, std::span<const float> partials);

/// The relative error the mlp model allows a kernel's exp2 (ex2.approx.f32 on NVPTX, v_exp_f32 on
/// AMDGPU): 2^-19, a margin of 8 over 2 ulp (relative 2^-22), the figure taken for the less
/// accurate of the two (reference/README.md, "mlp", states it as an assumption).
inline constexpr double kMlpExp2RelError = 0x1p-19;

/// The confidence parameter lambda of the mlp probabilistic bound (reference/README.md, "mlp"): each
/// of its Azuma-Hoeffding bounds, lambda sqrt(sum c_r^2 b_r^2) over mean-zero rounding errors, fails
/// with probability at most kMlpDelta = 2 exp(-lambda^2 / 2).
inline constexpr double kMlpLambda = 8;
/// 2 exp(-kMlpLambda^2 / 2) = 2 exp(-32), about 2.5e-14.
inline constexpr double kMlpDelta = 2.5328331099e-14;  // rounded up
/// An upper bound on the probability that one output element of the network exceeds its
/// probabilistic bound under the model: the element's own bound and the 2 (hidden_layers + 1)
/// width per-unit bounds it rests on, each failing with at most kMlpDelta (a union bound).
double mlp_failure_probability(const spec::MlpSpec& ms);

/// The least discrimination an execution must show (the parity gate: VACUOUS below it).
inline constexpr double kMinDiscrimination = 0.90;

/// The fraction of the elements with |ref| > 0 on which an all-zero output would fail (|ref| >
/// bound): how much a comparison against `bound` can tell. 0 when no element has |ref| > 0.
double discrimination(std::span<const float> ref, std::span<const double> bound);

/// The error/bound ratio's histogram has this many bins: bin 0 holds the exact elements (ratio 0),
/// bin b in 1..17 the ratios in (2^(b-18), 2^(b-17)] (bin 1 everything in (0, 2^-16]), bin 18 the
/// elements over their bound (NaN and inf included).
inline constexpr int kRatioBins = 19;
/// The bin of one ratio (see kRatioBins).
int ratio_bin(double ratio);
/// The largest ratio bin b holds: 0 for bin 0, 2^(b-17) for 1..17, +inf for the last.
double ratio_bin_upper(int bin);

/// The threshold of the directional-bias check (reference/README.md, "Directional bias"): a
/// kernel whose errors have no preferred direction exceeds it, either way, with probability at
/// most 2 exp(-kBiasLambda^2 / 2) = kMlpDelta.
inline constexpr double kBiasLambda = 8;

/// Whether an output's errors lean toward zero (or away from it) more than a kernel that rounds
/// to nearest can make them. Of the eligible elements (ref finite, nonzero and not a power of two,
/// got finite) whose got differs from ref, `toward` have |got| < |ref| and `away` |got| > |ref|.
/// Each row (of `row_length` elements) is one independent group; within a row the directions may
/// be correlated in any way.
struct DirectionalBias {
  std::int64_t toward = 0, away = 0;
  /// sum over the eligible elements of min(1, directed_cells): what the kernel's errors that may
  /// have a sign (a truncating matrix unit, the activation's evaluation) can move toward - away
  /// by, in expectation.
  double allowance = 0;
  /// sqrt(sum over rows of (toward + away in the row)^2): the Hoeffding scale of toward - away.
  double spread = 0;
  /// (toward - away), moved toward 0 by the allowance (0 if within it), over the spread; 0 when
  /// no element differs. The check fails when |z| > kBiasLambda (or z is NaN).
  double z = 0;
};

/// The directional-bias statistic of `got` against `ref`: `directed_cells` per element (see
/// Reference), rows of `row_length` elements (0: the whole output is one row). Sizes must agree
/// (std::invalid_argument otherwise).
DirectionalBias directional_bias(std::span<const float> got, std::span<const float> ref,
                                 std::span<const double> directed_cells, std::int64_t row_length);

/// The worst element of a comparison, how many elements exceed their bound, and how close the
/// others came (the ratio histogram).
struct Comparison {
  std::int64_t count = 0;        ///< elements compared
  std::int64_t exceeded = 0;     ///< elements with |got - ref| > bound (or differing bits in exact mode)
  double worst_ratio = 0;        ///< max |got - ref| / bound; +inf where bound is 0 and the error is not
  std::int64_t worst_index = -1; ///< flat index of the worst element; -1 when count is 0
  double worst_error = 0;        ///< |got - ref| at worst_index
  double worst_bound = 0;        ///< bound at worst_index
  /// Of the elements with |ref| > 0, the fraction on which an all-zero output would fail (see
  /// discrimination()); 0 when there is none.
  double discrimination = 0;
  /// Elements per ratio bin (ratio_bin); the bins add up to `count`.
  std::array<std::int64_t, kRatioBins> ratio_histogram{};
  /// Whether the directional-bias check was made (the reference has `directed_cells`: mlp), and
  /// its figures.
  bool bias_checked = false;
  DirectionalBias bias;
  /// No element over its bound, and where checked, no directional bias past kBiasLambda.
  bool bias_passed() const { return !bias_checked || std::abs(bias.z) <= kBiasLambda; }
  bool passed() const { return exceeded == 0 && bias_passed(); }
};

/// Compares element by element; a NaN in `got` counts as exceeding with ratio +inf.
/// Sizes must agree (std::invalid_argument otherwise).
Comparison compare(std::span<const float> got, std::span<const float> ref, std::span<const double> bound);
struct Reference;
/// The same against a whole reference: element by element against ref and bound, and where the
/// reference carries `directed_cells`, the directional-bias check too.
Comparison compare(std::span<const float> got, const Reference& reference);
/// Exact mode: each element must have the same bits as ref (both already in the output dtype's
/// values), except that +0 and -0 are equal: a zero's sign depends on the summation order.
Comparison compare_bits(std::span<const float> got, std::span<const float> ref);

// ------------------------------------------------------------------ tensors and generators

/// A dense row-major tensor in its storage dtype.
struct Tensor {
  std::string name;                  ///< file stem: a, b, x, dy, input, params
  DType dtype = DType::F32;
  std::vector<std::int64_t> shape;   ///< logical shape, e.g. {m, k} for A whatever its layout
  bool column_major = false;         ///< 2-D only: stored column by column (a col-layout operand)
  std::vector<std::byte> storage;    ///< little-endian elements in storage order: f32, or f16 / bf16 bits
  std::int64_t size() const;         ///< product of shape
  float value(std::int64_t i) const; ///< element i as a float (exact)
};

/// Makes a zero tensor of the shape.
Tensor make_tensor(std::string name, DType dtype, std::vector<std::int64_t> shape, bool column_major = false);
/// Stores `v` rounded to the tensor's dtype (ties to even).
void set_value(Tensor& t, std::int64_t i, float v);

/// A read-only view of a caller's buffer of `size` elements of `dtype` (f16 / bf16 as bits).
struct ConstView {
  DType dtype = DType::F32;
  const void* data = nullptr;
  std::int64_t size = 0;
};
ConstView view(const Tensor& t);

/// The counter-based generator: a 64-bit hash of (seed, stream, index). Element i of a
/// tensor depends only on these three, never on the tensor's size (SplitMix64 finaliser
/// over a Weyl-sequence key).
std::uint64_t counter_hash(std::uint64_t seed, std::uint64_t stream, std::uint64_t index);
/// Uniform in [-1, 1] (24 random bits), before rounding to the tensor's dtype.
float uniform_value(std::uint64_t seed, std::uint64_t stream, std::uint64_t index);
/// An integer uniform in [-max_abs, max_abs].
int integer_value(std::uint64_t seed, std::uint64_t stream, std::uint64_t index, int max_abs);

/// Input modes of reference-run.
///  Uniform: values uniform in [-1, 1], rounded to the input dtype.
///  Exact: small integers chosen so that every partial sum is an integer the accumulator and
///         the output dtype hold exactly: any summation order gives the same bits.
///  SplitKWorst: one 1.0 partial, then partials of u_out (2^-11 for f16) for every other
///         split: ties to even make each atomic add lose its partial.
enum class InputMode { Uniform, Exact, SplitKWorst };
const char* to_string(InputMode m);

// ------------------------------------------------------------------ problems and kernels

/// gemm: D[m][n] = A[m][k] * B[k][n].
struct GemmProblem { std::int64_t m = 0, n = 0, k = 0; };
/// mlp: `batch` rows of input.
struct MlpProblem { std::int64_t batch = 0; };
/// conv_wgrad: X[n][h][w][c], dY[n][p][q][k], dW[k][r][s][c/groups].
struct ConvProblem {
  std::int64_t n = 0, h = 0, w = 0, c = 0, k = 0, r = 0, s = 0;
};
/// Output height P and width Q of the forward convolution (may be <= 0 for a bad shape).
std::int64_t conv_p(const spec::ConvWgradSpec& cs, const ConvProblem& p);
std::int64_t conv_q(const spec::ConvWgradSpec& cs, const ConvProblem& p);
using spec::mlp_param_count;

// Every function below that takes a problem checks it against the spec and the buffers' sizes: a
// bad one (a size below 1, buffers of the wrong size, divisibility, a mode the family cannot
// honour) is `false` with `*err` saying what, `*out` left as it was; nothing is thrown.

/// FP32 results through Eigen, row-major, over the caller's buffers (f32 operands are mapped,
/// not copied; 16-bit operands are widened once).
bool gemm_f32(const spec::GemmSpec& gs, const GemmProblem& p, ConstView a, ConstView b, std::vector<float>* out,
              std::string* err);
/// [batch x output_width] at the kernel's rounding points (f32 products, sums, bias add and
/// activation; every layer stored in f16): `input` is [batch x input_width] (the kernel pads it to
/// width), `params` the weights then the biases (engines/CONTRACT_MLP.md section 1).
bool mlp_f32(const spec::MlpSpec& ms, const MlpProblem& p, ConstView input, ConstView params, std::vector<float>* out,
             std::string* err);
/// dW in KRSC order: [k x r*s*(c/groups)], through im2col and one Eigen GEMM per image and group.
bool conv_wgrad_f32(const spec::ConvWgradSpec& cs, const ConvProblem& p, ConstView x, ConstView dy,
                    std::vector<float>* out, std::string* err);

/// The reference output and its per-element bound against that FP32 output.
struct Reference {
  std::vector<std::int64_t> shape;
  std::vector<float> ref;      ///< FP32 (Eigen)
  std::vector<double> bound;   ///< |kernel - ref| <= bound, per element
  std::vector<double> exact;   ///< FP64 result, used as the exact value in the model
  /// For the directional-bias check (mlp only; empty: no check): per element, how far the kernel's
  /// errors that need not be mean zero (a truncating matrix unit's adds, exp2) can move its value
  /// before the last rounding, in units of the output dtype's spacing at ref: rho |exact| / cell
  /// (reference/README.md, "Directional bias"). gemm and conv_wgrad leave it empty: a
  /// matrix unit's truncating f32 accumulation and splitk_worst data make correct kernels lean
  /// toward zero there (reference/README.md, "Directional bias").
  std::vector<double> directed_cells;
  std::int64_t row_length = 0;  ///< elements per independent row of the output (mlp: output_width)
};

/// ref + bound: the FP32 result, and in FP64 the exact result, sum|a_i*b_i| and the model
/// bound, plus |ref - exact| so the bound holds against ref itself.
bool gemm_reference(const spec::GemmSpec& gs, const GemmProblem& p, ConstView a, ConstView b, Reference* out,
                    std::string* err);
/// mlp: ref is the f16 output of an FP64 pass that follows the kernel's rounding points; bound is, per
/// element, the least of an interval bound that provably holds the kernel's f16 output and a
/// probabilistic bound through the actual weights that holds with probability at least
/// 1 - mlp_failure_probability(ms) under the model of reference/README.md ("mlp"), so the bound
/// holds with that probability; exact is the FP64 output of the ref pass before its last f16 rounding.
bool mlp_reference(const spec::MlpSpec& ms, const MlpProblem& p, ConstView input, ConstView params, Reference* out,
                   std::string* err);
/// The two bounds mlp_reference takes the least of, per element, and the reference it returns,
/// from the one pass (for tests and measurements: mlp_reference is this pass's `reference`).
struct MlpBounds {
  std::vector<double> interval;       ///< a proof under the model's assumptions
  /// holds with probability >= 1 - mlp_failure_probability(ms) under the model; +inf where the
  /// model gives nothing finite (e.g. a value that may overflow f16)
  std::vector<double> probabilistic;
  Reference reference;                ///< what mlp_reference gives: bound is the least of the two
};
bool mlp_bounds(const spec::MlpSpec& ms, const MlpProblem& p, ConstView input, ConstView params, MlpBounds* out,
                std::string* err);
bool conv_wgrad_reference(const spec::ConvWgradSpec& cs, const ConvProblem& p, ConstView x, ConstView dy,
                          Reference* out, std::string* err);

/// Naive nested-loop definitions (FP64 accumulation), the oracle of the tests and the baseline
/// of reference-bench.
bool gemm_naive(const spec::GemmSpec& gs, const GemmProblem& p, ConstView a, ConstView b, std::vector<float>* out,
                std::string* err);
bool conv_wgrad_naive(const spec::ConvWgradSpec& cs, const ConvProblem& p, ConstView x, ConstView dy,
                      std::vector<float>* out, std::string* err);

/// Everything reference-run writes for one config: the inputs, then ref and bound.
struct Case {
  std::vector<Tensor> inputs;  ///< a, b | x, dy | input, params
  Reference reference;
  std::string note;            ///< what the mode chose (e.g. the integer range), for the manifest
};

/// Parses the problem JSON for the config's family strictly ({"m","n","k"} | {"batch"} |
/// {"n","h","w","c","k","r","s"}), generates the inputs for the seed and mode, and computes
/// the reference into `*out`. False with `*err` for a bad problem or a mode the case cannot
/// honour.
bool make_case(const spec::Config& config, const std::string& problem_json, std::uint64_t seed, InputMode mode,
               Case* out, std::string* err);
/// make_case without the reference (`out->reference` left empty): the same checks, inputs and note,
/// for a caller that computes the reference its own way (mlp_bounds, say).
bool make_inputs(const spec::Config& config, const std::string& problem_json, std::uint64_t seed, InputMode mode,
                 Case* out, std::string* err);

// ------------------------------------------------------------------ .npy files

/// The NumPy format v1.0 bytes of a tensor: '<f4' (f32), '<f2' (f16), '<u2' (bf16 bit patterns:
/// bf16 has no NumPy dtype; widen with (u.astype('<u4') << 16).view('<f4')).
std::string npy_bytes(const Tensor& t);
/// Same for FP32 / FP64 data of the given shape ('<f4' / '<f8').
std::string npy_bytes(std::span<const float> data, const std::vector<std::int64_t>& shape);
std::string npy_bytes(std::span<const double> data, const std::vector<std::int64_t>& shape);

/// A parsed .npy header.
struct NpyHeader {
  std::string descr;                  ///< e.g. "<f4"
  bool fortran_order = false;
  std::vector<std::int64_t> shape;
  std::size_t data_offset = 0;        ///< where the data starts (a multiple of 64)
};
/// Parses the header of NumPy format v1.0 bytes; false with `*err` set when malformed.
bool parse_npy_header(const std::string& bytes, NpyHeader* header, std::string* err);

}  // namespace paritykit::reference
