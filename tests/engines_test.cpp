// Property tests: engine alpha and engine beta agree on random gemm specs, valid and invalid,
// for every flavor in parity/flavors.json: same verdict (accepted, code, message) and, when
// accepted, the same IR bytes and kernel list. A perturbed engine proves the check can fail.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "alpha/alpha.h"
#include "beta/beta.h"
#include "paritykit/spec.h"
#include "loaded_specs.h"
#include "test_tools.h"

namespace engines_test {

namespace spec = paritykit::spec;

const spec::FlavorTable& flavor_table() {
  return pk_test::shipped_flavors();
}

/// One generated case: a gemm config and the flavor to run it under.
struct EngineCase {
  spec::Config config;
  std::string flavor;
};

/// The config in parity/configs schema, so a counterexample can be pasted into a config file.
std::ostream& operator<<(std::ostream& os, const EngineCase& c) {
  const spec::GemmSpec& g = std::get<spec::GemmSpec>(c.config.spec);
  using spec::to_string;
  os << "flavor " << c.flavor << ": {\"id\": " << c.config.id << ", \"family\": \"gemm\", \"target\": \""
     << c.config.target << "\", \"title\": \"" << c.config.title << "\", \"expect\": \"accept\", "
     << "\"dtype\": {\"a\": \"" << to_string(g.a) << "\", \"b\": \"" << to_string(g.b) << "\", \"out\": \""
     << to_string(g.out) << "\"}, \"layout\": {\"a\": \"" << to_string(g.layout_a) << "\", \"b\": \""
     << to_string(g.layout_b) << "\"}, \"tile\": {\"m\": " << g.tile_m << ", \"n\": " << g.tile_n
     << ", \"k\": " << g.tile_k << "}, \"warps\": {\"m\": " << g.warps_m << ", \"n\": " << g.warps_n
     << "}, \"vector\": {\"a\": " << g.vector_a << ", \"b\": " << g.vector_b << ", \"c\": " << g.vector_c
     << "}, \"split_k\": {\"mode\": \"" << to_string(g.split) << "\", \"degree\": " << g.split_degree
     << "}, \"epilogue\": \"" << to_string(g.epilogue) << "\", \"math\": \"" << to_string(g.math)
     << "\", \"k_loop\": \"" << to_string(g.k_loop) << "\"}";
  return os;
}

/// How rapidcheck prints a counterexample (found by argument-dependent lookup).
void showValue(const EngineCase& c, std::ostream& os) { os << c; }

/// Empty when `x` and `y` agree on the case; otherwise a description of the first difference.
/// This one function decides agreement, for the real property and for the perturbed-engine test.
std::string disagreement(const spec::Engine& x, const spec::Engine& y, const spec::Config& config,
                         const spec::Flavor& flavor) {
  const spec::Verdict vx = x.validate(config, flavor), vy = y.validate(config, flavor);
  auto show = [](const spec::Verdict& v) {
    return v.accepted ? std::string("accept") : "reject " + v.code + " \"" + v.message + "\"";
  };
  if (!(vx == vy)) return "verdict: " + x.name() + " " + show(vx) + "; " + y.name() + " " + show(vy);
  if (!vx.accepted) return {};
  const spec::Module mx = x.emit(config, flavor), my = y.emit(config, flavor);
  if (mx.kernels != my.kernels) return "kernel lists differ";
  if (!(mx.launch == my.launch))
    return "launch decisions differ\n  " + x.name() + ": " + spec::to_string(mx.launch) + "\n  " + y.name() + ": " +
           spec::to_string(my.launch);
  if (mx.ir_text == my.ir_text) return {};
  const auto [at, _] = std::mismatch(mx.ir_text.begin(), mx.ir_text.end(), my.ir_text.begin(), my.ir_text.end());
  const std::size_t offset = static_cast<std::size_t>(at - mx.ir_text.begin());
  const std::size_t line_start = mx.ir_text.rfind('\n', offset == 0 ? 0 : offset - 1);
  const std::size_t from = line_start == std::string::npos ? 0 : line_start + 1;
  auto line_of = [from](const std::string& text) { return text.substr(from, text.find('\n', from) - from); };
  const long line = std::count(mx.ir_text.begin(), mx.ir_text.begin() + static_cast<long>(from), '\n') + 1;
  return "IR differs at line " + std::to_string(line) + "\n  " + x.name() + ": " + line_of(mx.ir_text) + "\n  " +
         y.name() + ": " + line_of(my.ir_text);
}

/// Beta with one byte flipped in the module of every spec that `applies` selects: an engine
/// that must not pass.
class PerturbedEngine final : public spec::Engine {
 public:
  explicit PerturbedEngine(bool (*applies)(const spec::GemmSpec&)) : applies_(applies) {}
  std::string name() const override { return "perturbed-beta"; }
  spec::Verdict validate(const spec::Config& c, const spec::Flavor& f) const override {
    return beta_->validate(c, f);
  }
  spec::Module emit(const spec::Config& c, const spec::Flavor& f) const override {
    spec::Module m = beta_->emit(c, f);
    if (applies_(std::get<spec::GemmSpec>(c.spec))) m.ir_text[m.ir_text.size() / 2] ^= 0x01;
    return m;
  }

 private:
  bool (*applies_)(const spec::GemmSpec&);
  std::unique_ptr<spec::Engine> beta_ = paritykit::beta::make_engine();
};

/// Runs `property` for at least `min_cases` cases (more if RC_PARAMS max_success asks), with
/// RC_PARAMS' seed and reproduce settings, and returns rapidcheck's result.
template <typename Testable>
rc::detail::TestResult run_property(int min_cases, Testable&& property) {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  rc::detail::TestMetadata metadata;
  metadata.id = std::string(info->test_suite_name()) + "/" + info->name();
  metadata.description = info->name();
  rc::detail::TestParams params = rc::detail::configuration().testParams;
  params.maxSuccess = std::max(params.maxSuccess, min_cases);
  return rc::detail::checkTestable(std::forward<Testable>(property), metadata, params);
}

/// The property: both engines agree; the verdict code is tagged so the run shows its mix.
void engines_agree(const EngineCase& c) {
  static const auto alpha = paritykit::alpha::make_engine();
  static const auto beta = paritykit::beta::make_engine();
  const spec::Flavor& flavor = *flavor_table().find(c.flavor);
  const std::string code = beta->validate(c.config, flavor).code;
  RC_TAG(code.empty() ? std::string("ACCEPT") : code);
  const std::string d = disagreement(*alpha, *beta, c.config, flavor);
  if (!d.empty()) RC_FAIL(d);
}

/// The random numbers behind one EngineCase, read in a fixed order: field k always comes from
/// the same draws, and a draw of 0 means that field's first option. Rapidcheck shrinks a
/// fixed-size container element by element toward 0 and revisits earlier elements after each
/// accepted step, so a counterexample shrinks field by field to the first options that still
/// fail. (gen::exec would fix each pick once shrinking has moved past it, and gen::element
/// does not shrink at all; both leave counterexamples half shrunk.)
class Draws {
 public:
  static constexpr std::size_t kCount = 47;  ///< exactly what make_case reads
  explicit Draws(const std::vector<int>& draws) : draws_(draws) {}

  /// One of `options`, the first when the draw shrinks to 0.
  template <typename T>
  T choose(const std::vector<T>& options) {
    return options[static_cast<std::size_t>(next()) % options.size()];
  }
  /// A number in [lo, hi), lo when the draw shrinks to 0.
  int in_range(int lo, int hi) { return lo + next() % (hi - lo); }
  /// True about once in `n`; false when the draw shrinks to 0.
  bool one_in(int n) { return next() % n == n - 1; }
  /// Usually a number in `common` = [lo, hi), about once in `n` one in `rare`; always three
  /// draws, so that later fields keep their draws whichever way this one goes.
  int rarely(int n, std::pair<int, int> rare, std::pair<int, int> common) {
    const bool is_rare = one_in(n);
    const int r = in_range(rare.first, rare.second), c = in_range(common.first, common.second);
    return is_rare ? r : c;
  }

 private:
  int next() { return draws_.at(used_++); }
  const std::vector<int>& draws_;
  std::size_t used_ = 0;
};

/// The epilogue and its store vector (three draws): cshuffle with any vector.c, so that the
/// width, slot and odd-pair rules are crossed; direct with vector.c 1, now and then another.
void epilogue_and_store_vector(Draws& d, spec::GemmSpec& g) {
  g.epilogue = d.choose<spec::Epilogue>({spec::Epilogue::Direct, spec::Epilogue::Cshuffle});
  const int vc = d.choose<int>({1, 2, 4, 8, 16});
  const bool stray = d.one_in(10);
  g.vector_c = g.epilogue == spec::Epilogue::Cshuffle || stray ? vc : 1;
}

/// The K loop, drawn last (two draws): about one spec in three asks for the async K loop, and
/// then usually with each operand's vector one 16-byte chunk, so that some pass the chunk rule
/// (and, on gfx1250, reach emission) while others break it or the target rule.
void async_k_loop(Draws& d, spec::GemmSpec& g) {
  const bool async = d.one_in(3), chunked = !d.one_in(4);
  if (!async) return;
  g.k_loop = spec::KLoop::Async;
  if (!chunked) return;
  g.vector_a = 16 / spec::size_of(g.a);
  g.vector_b = 16 / spec::size_of(g.b);
}

/// Random gemm specs around the legal region: the tile is usually warps x lanes x a per-thread
/// tile (so many are accepted) and sometimes off by a little; warps, vectors and degrees stray
/// past their limits now and then. Every field stays inside the loader's schema, because the
/// engines are only specified for loadable configs. Shrinking heads for llvm19, id 1, gfx1201,
/// f32, row, 1x1 warps, a 1x1 per-thread tile, tile_k 8, vector 1, no split.
EngineCase make_case(const std::vector<int>& draws) {
  using spec::DType;
  using spec::Layout;
  using spec::SplitMode;
  Draws d(draws);
  EngineCase c;
  std::vector<std::string> flavors;
  for (const auto& f : flavor_table().flavors) flavors.push_back(f.name);
  c.flavor = d.choose(flavors);
  c.config.title = "property";
  c.config.id = d.in_range(1, 1000001);
  c.config.target = d.choose<std::string>({"gfx1201", "gfx1250", "gfx942", "gfx950", "sm_90"});
  spec::GemmSpec& g = std::get<spec::GemmSpec>(c.config.spec);
  const std::vector<DType> dtypes = {DType::F32, DType::F16, DType::BF16};
  g.a = d.choose(dtypes);
  g.b = d.choose(dtypes);
  g.out = d.choose(dtypes);
  g.layout_a = d.choose<Layout>({Layout::Row, Layout::Col});
  g.layout_b = d.choose<Layout>({Layout::Row, Layout::Col});
  g.warps_m = d.rarely(8, {3, 17}, {1, 3});
  g.warps_n = d.rarely(8, {3, 17}, {1, 3});
  const int lanes_m = spec::find_target(c.config.target)->wave_size / 8;
  const int tm = d.rarely(8, {5, 9}, {1, 5}), tn = d.rarely(8, {5, 9}, {1, 5});
  const int nudge_m = d.rarely(6, {-3, 4}, {0, 1}), nudge_n = d.rarely(6, {-3, 4}, {0, 1});
  g.tile_m = std::clamp(g.warps_m * lanes_m * tm + nudge_m, 1, 256);
  g.tile_n = std::clamp(g.warps_n * 8 * tn + nudge_n, 1, 256);
  g.tile_k = d.choose<int>({8, 16, 32, 64, 128, 256});
  const auto vector = [&d] {
    const bool wide = d.one_in(5);
    const int w = d.choose<int>({8, 16}), narrow = d.choose<int>({1, 2, 4});
    return wide ? w : narrow;
  };
  g.vector_a = vector();
  g.vector_b = vector();
  g.split = d.choose<SplitMode>({SplitMode::None, SplitMode::Atomic, SplitMode::TwoStage});
  // Degrees: mostly small, sometimes at the caps and limits (12/13 bf16, 97/98 f16, 128/129
  // 16-bit atomics, 1 for a split), sometimes anywhere up to the schema's 256.
  const int none_degree = d.rarely(10, {2, 5}, {1, 2});
  const int kind = d.in_range(0, 8);
  const int edge = d.choose<int>({1, 12, 13, 97, 98, 128, 129}), far = d.in_range(2, 257), near = d.in_range(2, 17);
  const int split_degree = kind == 7 ? far : kind == 6 ? edge : near;
  g.split_degree = g.split == SplitMode::None ? none_degree : split_degree;
  g.k_loop = d.choose<spec::KLoop>({spec::KLoop::Sync, spec::KLoop::DoubleBuffer});
  epilogue_and_store_vector(d, g);
  async_k_loop(d, g);
  return c;
}

/// A case on a matrix path (wmma, mfma, mma): its own type, so that rapidcheck draws it from
/// make_matrix_case.
struct MatrixCase {
  EngineCase c;
};
void showValue(const MatrixCase& m, std::ostream& os) { os << m.c; }

constexpr std::size_t kMatrixDraws = 36;  ///< exactly what make_matrix_case reads

/// Random matrix-path specs around the legal region: the target's own math (now and then
/// another's), 16-bit inputs of one type (now and then f32 or mixed), the tile usually warps x
/// the instruction's m and n x a fragment count and sometimes off by a little. Shrinking heads
/// for llvm19, gfx1201 wmma, f16, row, 1x1 warps, one 16x16 fragment, tile_k 16, vector 1.
MatrixCase make_matrix_case(const std::vector<int>& draws) {
  using spec::DType;
  using spec::Layout;
  using spec::SplitMode;
  Draws d(draws);
  MatrixCase m;
  EngineCase& c = m.c;
  std::vector<std::string> flavors;
  for (const auto& f : flavor_table().flavors) flavors.push_back(f.name);
  c.flavor = d.choose(flavors);
  c.config.title = "matrix property";
  c.config.id = d.in_range(1, 1000001);
  c.config.target = d.choose<std::string>({"gfx1201", "gfx1250", "gfx942", "gfx950", "sm_90"});
  const spec::TargetInfo& t = *spec::find_target(c.config.target);
  const std::vector<spec::Math> other = {spec::Math::Wmma, spec::Math::Mfma, spec::Math::Mma};
  const bool foreign = d.one_in(10);
  const spec::Math stray = d.choose(other);
  spec::GemmSpec& g = std::get<spec::GemmSpec>(c.config.spec);
  g.math = foreign ? stray : t.matrix.front().math;
  const int ins_m = t.matrix.front().m, ins_n = t.matrix.front().n;
  const std::vector<DType> inputs = {DType::F16, DType::BF16};
  g.a = d.choose(inputs);
  const bool mixed = d.one_in(10);
  const DType b = d.choose<DType>({DType::F32, DType::F16, DType::BF16});
  g.b = mixed ? b : g.a;
  g.out = d.choose<DType>({DType::F16, DType::BF16, DType::F32});
  g.layout_a = d.choose<Layout>({Layout::Row, Layout::Col});
  g.layout_b = d.choose<Layout>({Layout::Row, Layout::Col});
  g.warps_m = d.rarely(6, {3, 5}, {1, 3});
  g.warps_n = d.rarely(6, {3, 5}, {1, 3});
  const int fm = d.in_range(1, 5), fn = d.in_range(1, 5);
  const int nudge_m = d.rarely(8, {-3, 4}, {0, 1}), nudge_n = d.rarely(8, {-3, 4}, {0, 1});
  g.tile_m = std::clamp(g.warps_m * ins_m * fm + nudge_m, 1, 256);
  g.tile_n = std::clamp(g.warps_n * ins_n * fn + nudge_n, 1, 256);
  g.tile_k = d.choose<int>({16, 32, 64, 8});
  g.vector_a = d.choose<int>({1, 2, 4, 8});
  g.vector_b = d.choose<int>({1, 2, 4, 8});
  g.split = d.choose<SplitMode>({SplitMode::None, SplitMode::Atomic, SplitMode::TwoStage});
  const int degree = d.in_range(2, 9);
  g.split_degree = g.split == SplitMode::None ? 1 : degree;
  g.k_loop = d.choose<spec::KLoop>({spec::KLoop::Sync, spec::KLoop::DoubleBuffer});
  epilogue_and_store_vector(d, g);
  async_k_loop(d, g);
  return m;
}

/// A case of the mlp family: its own type, so that rapidcheck draws it from make_mlp_case.
struct MlpCase {
  EngineCase c;
};
void showValue(const MlpCase& m, std::ostream& os) {
  const spec::MlpSpec& s = std::get<spec::MlpSpec>(m.c.config.spec);
  using spec::to_string;
  os << "flavor " << m.c.flavor << ": {\"id\": " << m.c.config.id << ", \"family\": \"mlp\", \"target\": \""
     << m.c.config.target << "\", \"title\": \"" << m.c.config.title << "\", \"expect\": \"accept\", \"width\": "
     << s.width << ", \"input_width\": " << s.input_width << ", \"output_width\": " << s.output_width
     << ", \"hidden_layers\": " << s.hidden_layers << ", \"activation\": \"" << to_string(s.activation)
     << "\", \"output_activation\": \"" << to_string(s.output_activation) << "\", \"dtype\": \"f16\", \"math\": \""
     << to_string(s.math) << "\", \"rows_per_block\": " << s.rows_per_block
     << ", \"bias\": " << (s.bias ? "true" : "false") << ", \"mode\": \"" << to_string(s.mode)
     << "\", \"activations\": \"" << to_string(s.activations) << "\"}";
}

constexpr std::size_t kMlpDraws = 30;  ///< exactly what make_mlp_case reads

/// Random mlp specs around the legal region: a width the paths tile (now and then one they do
/// not, or 256, past the accumulator and LDS limits), dims up to the width (now and then one
/// over), rows a multiple of 16 (now and then not, or past the thread limit), every activation
/// and bias, the target's own math or simt (now and then another's), training now and then, the
/// activations in LDS or in registers.
/// Shrinking heads for llvm19, gfx1201, its matrix path, width 16, 1 in and out, relu, 16 rows.
MlpCase make_mlp_case(const std::vector<int>& draws) {
  Draws d(draws);
  MlpCase m;
  EngineCase& c = m.c;
  std::vector<std::string> flavors;
  for (const auto& f : flavor_table().flavors) flavors.push_back(f.name);
  c.flavor = d.choose(flavors);
  c.config.title = "mlp property";
  c.config.id = d.in_range(1, 1000001);
  c.config.target = d.choose<std::string>({"gfx1201", "gfx1250", "gfx942", "gfx950", "sm_90"});
  const spec::TargetInfo& t = *spec::find_target(c.config.target);
  spec::MlpSpec s;
  const bool foreign = d.one_in(10), simt = d.one_in(3);
  const spec::Math stray = d.choose<spec::Math>({spec::Math::Wmma, spec::Math::Mfma, spec::Math::Mma});
  s.math = foreign ? stray : simt ? spec::Math::Simt : t.matrix.front().math;
  const bool odd = d.one_in(8);
  const int odd_width = d.choose<int>({8, 24, 40, 48, 256}), width = d.choose<int>({16, 32, 64, 128});
  s.width = odd ? odd_width : width;
  const int in = d.in_range(1, s.width + 1), in_over = d.rarely(10, {1, 4}, {0, 1});
  const int out = d.in_range(1, s.width + 1), out_over = d.rarely(10, {1, 4}, {0, 1});
  s.input_width = std::min(in + in_over, 256);
  s.output_width = std::min(out + out_over, 256);
  s.hidden_layers = d.in_range(1, 9);
  const std::vector<spec::Activation> acts = {spec::Activation::ReLU, spec::Activation::None,
                                              spec::Activation::Sigmoid, spec::Activation::Tanh};
  s.activation = d.choose(acts);
  s.output_activation = d.choose(acts);
  const int tiles = d.rarely(8, {17, 66}, {1, 9}), nudge = d.rarely(8, {-5, 6}, {0, 1});
  s.rows_per_block = std::clamp(16 * tiles + nudge, 1, 1024);
  s.bias = d.one_in(2);
  s.mode = d.one_in(12) ? spec::MlpMode::Training : spec::MlpMode::Inference;
  // Registers half the time; then the output mostly whole 16-neuron pieces (rule 4r otherwise).
  s.activations = d.one_in(2) ? spec::MlpActivations::Registers : spec::MlpActivations::Lds;
  const bool pieces = !d.one_in(4);
  if (s.activations == spec::MlpActivations::Registers && pieces) s.output_width = std::max(16, s.output_width / 16 * 16);
  c.config.spec = s;
  return m;
}

/// A case of the conv_wgrad family: its own type, so that rapidcheck draws it from make_wgrad_case.
struct WgradCase {
  EngineCase c;
};
void showValue(const WgradCase& w, std::ostream& os) {
  const spec::ConvWgradSpec& s = std::get<spec::ConvWgradSpec>(w.c.config.spec);
  using spec::to_string;
  os << "flavor " << w.c.flavor << ": {\"id\": " << w.c.config.id << ", \"family\": \"conv_wgrad\", \"target\": \""
     << w.c.config.target << "\", \"title\": \"" << w.c.config.title << "\", \"expect\": \"accept\", \"dtype\": {\"x\": \""
     << to_string(s.x) << "\", \"dy\": \"" << to_string(s.dy) << "\", \"dw\": \"" << to_string(s.dw)
     << "\"}, \"stride\": {\"h\": " << s.stride_h << ", \"w\": " << s.stride_w << "}, \"padding\": {\"h\": " << s.pad_h
     << ", \"w\": " << s.pad_w << "}, \"dilation\": {\"h\": " << s.dilation_h << ", \"w\": " << s.dilation_w
     << "}, \"groups\": " << s.groups << ", \"split_k\": {\"mode\": \"" << to_string(s.split) << "\", \"degree\": "
     << (s.split_auto ? std::string("\"auto\"") : std::to_string(s.split_degree)) << "}, \"math\": \""
     << to_string(s.math) << "\", \"tile\": {\"m\": " << s.tile_m << ", \"n\": " << s.tile_n << ", \"k\": " << s.tile_k
     << "}, \"warps\": {\"m\": " << s.warps_m << ", \"n\": " << s.warps_n << "}, \"epilogue\": \""
     << to_string(s.epilogue) << "\", \"k_loop\": \"" << to_string(s.k_loop) << "\", \"lds_k_outer\": "
     << (s.lds_k_outer ? "true" : "false") << ", \"vector\": {";
  std::string sep;
  if (s.cap_a) os << "\"a\": " << s.cap_a, sep = ", ";
  if (s.cap_b) os << sep << "\"b\": " << s.cap_b, sep = ", ";
  os << sep << "\"c\": " << s.vector_c << "}, \"problem\": {\"n\": " << s.problem.n << ", \"h\": " << s.problem.h
     << ", \"w\": " << s.problem.w << ", \"c\": " << s.problem.c << ", \"k\": " << s.problem.k
     << ", \"r\": " << s.problem.r << ", \"s\": " << s.problem.s << "}}";
}

constexpr std::size_t kWgradDraws = 52;  ///< exactly what make_wgrad_case reads

/// Random conv_wgrad specs around the legal region (engines/CONTRACT_WGRAD.md): the target's own
/// math or simt (now and then another's), tiles of the shapes the paths tile (now and then off),
/// every split mode with an explicit or automatic degree (now and then past a cap), both
/// epilogues, sync and double_buffer (now and then async or M-outer), caps now and then, and
/// small problems whose channel counts cross the vector widths and the groups. Shrinking heads
/// for llvm19, gfx1201, its matrix path, f16 -> f32, 16x16x16 on 1x1 warps, no split.
WgradCase make_wgrad_case(const std::vector<int>& draws) {
  using spec::DType;
  using spec::SplitMode;
  Draws d(draws);
  WgradCase w;
  EngineCase& c = w.c;
  std::vector<std::string> flavors;
  for (const auto& f : flavor_table().flavors) flavors.push_back(f.name);
  c.flavor = d.choose(flavors);
  c.config.title = "conv_wgrad property";
  c.config.id = d.in_range(1, 1000001);
  c.config.target = d.choose<std::string>({"gfx1201", "gfx1250", "gfx942", "gfx950", "sm_90"});
  const spec::TargetInfo& t = *spec::find_target(c.config.target);
  spec::ConvWgradSpec s;
  const bool foreign = d.one_in(12), simt = d.one_in(3);
  const spec::Math stray = d.choose<spec::Math>({spec::Math::Wmma, spec::Math::Mfma, spec::Math::Mma});
  s.math = foreign ? stray : simt ? spec::Math::Simt : t.matrix.front().math;
  const DType in = d.choose<DType>({DType::F16, DType::BF16});
  s.x = s.dy = d.one_in(8) ? DType::F32 : in;
  s.dw = d.choose<DType>({DType::F32, DType::F16, DType::BF16});
  s.tile_m = d.choose<int>({16, 32, 64, 128}) + d.rarely(10, {-8, 9}, {0, 1});
  s.tile_n = d.choose<int>({16, 32, 64, 128}) + d.rarely(10, {-8, 9}, {0, 1});
  s.tile_k = d.choose<int>({16, 32, 64});
  s.warps_m = d.choose<int>({1, 2});
  s.warps_n = d.choose<int>({1, 2, 4});
  s.stride_h = d.in_range(1, 3);
  s.stride_w = d.in_range(1, 3);
  s.pad_h = d.in_range(0, 3);
  s.pad_w = d.in_range(0, 3);
  s.dilation_h = d.in_range(1, 3);
  s.dilation_w = d.in_range(1, 3);
  const int groups = d.choose<int>({1, 1, 2, 4});
  s.groups = groups + (d.one_in(12) ? 2 : 0);
  s.split = d.choose<SplitMode>({SplitMode::None, SplitMode::Atomic, SplitMode::TwoStage});
  const bool automatic = d.one_in(3), stray_degree = d.one_in(20);
  const int degree = d.rarely(8, {90, 131}, {2, 10});
  s.split_auto = s.split != SplitMode::None && automatic;
  s.split_degree = s.split == SplitMode::None ? (stray_degree ? 2 : 1) : degree;
  s.epilogue = d.choose<spec::Epilogue>({spec::Epilogue::Direct, spec::Epilogue::Cshuffle});
  const int vc = d.choose<int>({1, 2, 4, 8});
  const bool stray_vc = d.one_in(10);
  s.vector_c = s.epilogue == spec::Epilogue::Cshuffle || stray_vc ? vc : 1;
  const bool async = d.one_in(10);
  const spec::KLoop loop = d.choose<spec::KLoop>({spec::KLoop::Sync, spec::KLoop::DoubleBuffer});
  s.k_loop = async ? spec::KLoop::Async : loop;
  s.lds_k_outer = !d.one_in(12);
  const bool has_a = d.one_in(6), has_b = d.one_in(6);
  const int cap_a = d.in_range(1, 10), cap_b = d.in_range(1, 10);
  s.cap_a = has_a ? cap_a : 0;
  s.cap_b = has_b ? cap_b : 0;
  const int channels[] = {1, 2, 3, 4, 6, 8, 12, 16};
  s.problem.n = d.in_range(1, 4);
  s.problem.h = d.in_range(3, 21);
  s.problem.w = d.in_range(3, 21);
  const int c_run = channels[d.in_range(0, 8)];
  const bool c_off = d.one_in(12);
  s.problem.c = s.groups * c_run + (c_off ? 1 : 0);
  s.problem.k = s.groups * channels[d.in_range(0, 8)];
  s.problem.r = d.in_range(1, 4);
  s.problem.s = d.in_range(1, 4);
  c.config.spec = s;
  return w;
}

}  // namespace engines_test

namespace rc {

template <>
struct Arbitrary<engines_test::EngineCase> {
  static Gen<engines_test::EngineCase> arbitrary() {
    return gen::map(gen::container<std::vector<int>>(engines_test::Draws::kCount, gen::inRange(0, 1 << 16)),
                    &engines_test::make_case);
  }
};

template <>
struct Arbitrary<engines_test::MlpCase> {
  static Gen<engines_test::MlpCase> arbitrary() {
    return gen::map(gen::container<std::vector<int>>(engines_test::kMlpDraws, gen::inRange(0, 1 << 16)),
                    &engines_test::make_mlp_case);
  }
};

template <>
struct Arbitrary<engines_test::WgradCase> {
  static Gen<engines_test::WgradCase> arbitrary() {
    return gen::map(gen::container<std::vector<int>>(engines_test::kWgradDraws, gen::inRange(0, 1 << 16)),
                    &engines_test::make_wgrad_case);
  }
};

template <>
struct Arbitrary<engines_test::MatrixCase> {
  static Gen<engines_test::MatrixCase> arbitrary() {
    return gen::map(gen::container<std::vector<int>>(engines_test::kMatrixDraws, gen::inRange(0, 1 << 16)),
                    &engines_test::make_matrix_case);
  }
};

}  // namespace rc

namespace engines_test {
namespace {

constexpr int kMinCases = 3000;

TEST(EnginesProperty, AlphaAndBetaAgreeOnRandomSpecs) {
  const auto result = run_property(kMinCases, engines_agree);
  std::ostringstream msg;
  rc::detail::printResultMessage(result, msg);
  if (!result.is<rc::detail::SuccessResult>())
    FAIL() << msg.str() << "\nseed " << rc::detail::configuration().testParams.seed
           << " (rerun with RC_PARAMS=\"seed=<seed>\")";
  std::cout << msg.str() << std::endl;
}

// The matrix paths draw from their own generator: the one above almost never lands a tile on a
// multiple of the instruction shape.
TEST(EnginesProperty, AlphaAndBetaAgreeOnRandomMatrixSpecs) {
  const auto result = run_property(kMinCases / 3, [](const MatrixCase& m) { engines_agree(m.c); });
  std::ostringstream msg;
  rc::detail::printResultMessage(result, msg);
  if (!result.is<rc::detail::SuccessResult>())
    FAIL() << msg.str() << "\nseed " << rc::detail::configuration().testParams.seed
           << " (rerun with RC_PARAMS=\"seed=<seed>\")";
  std::cout << msg.str() << std::endl;
}

// The mlp family draws from its own generator (every rule of engines/CONTRACT_MLP.md is crossed).
TEST(EnginesProperty, AlphaAndBetaAgreeOnRandomMlpSpecs) {
  const auto result = run_property(kMinCases / 3, [](const MlpCase& m) { engines_agree(m.c); });
  std::ostringstream msg;
  rc::detail::printResultMessage(result, msg);
  if (!result.is<rc::detail::SuccessResult>())
    FAIL() << msg.str() << "\nseed " << rc::detail::configuration().testParams.seed
           << " (rerun with RC_PARAMS=\"seed=<seed>\")";
  std::cout << msg.str() << std::endl;
}

// The conv_wgrad family draws from its own generator (engines/CONTRACT_WGRAD.md's rules, the split
// policy and the gathered X tile on every path).
TEST(EnginesProperty, AlphaAndBetaAgreeOnRandomWgradSpecs) {
  const auto result = run_property(kMinCases / 3, [](const WgradCase& w) { engines_agree(w.c); });
  std::ostringstream msg;
  rc::detail::printResultMessage(result, msg);
  if (!result.is<rc::detail::SuccessResult>())
    FAIL() << msg.str() << "\nseed " << rc::detail::configuration().testParams.seed
           << " (rerun with RC_PARAMS=\"seed=<seed>\")";
  std::cout << msg.str() << std::endl;
}

/// Each engine is a function of (spec, flavor): emitting twice gives the same module.
RC_GTEST_PROP(EnginesProperty, EachEngineAgreesWithItself, (const EngineCase& c)) {
  const spec::Flavor& flavor = *flavor_table().find(c.flavor);
  for (const auto& engine : {paritykit::alpha::make_engine(), paritykit::beta::make_engine()}) {
    const std::string d = disagreement(*engine, *engine, c.config, flavor);
    if (!d.empty()) RC_FAIL(d);
  }
}

/// A config both engines accept, for the perturbed-engine tests.
spec::Config small_accepted_config() {
  return pk_test::loaded_config_object(
      R"({"id": 1, "family": "gemm", "target": "gfx1201", "title": "t", "expect": "accept",
          "dtype": {"a": "f16", "b": "f16", "out": "f16"}, "layout": {"a": "row", "b": "col"},
          "tile": {"m": 32, "n": 64, "k": 16}, "warps": {"m": 2, "n": 2}, "vector": {"a": 4, "b": 4},
          "split_k": {"mode": "atomic", "degree": 4}, "epilogue": "direct", "math": "simt"})",
      "engines_test");
}

TEST(EnginesPerturbed, OneFlippedByteIsReportedWithItsLine) {
  const auto beta = paritykit::beta::make_engine();
  const PerturbedEngine perturbed([](const spec::GemmSpec&) { return true; });
  const spec::Flavor& flavor = *flavor_table().find("llvm22");
  const std::string d = disagreement(*beta, perturbed, small_accepted_config(), flavor);
  EXPECT_NE(d.find("IR differs at line"), std::string::npos) << d;
  EXPECT_EQ(disagreement(*beta, *beta, small_accepted_config(), flavor), "");
}

/// conv_wgrad is alpha's own family, never read as gemm: a config whose groups do not divide c
/// is refused with the family's code, a valid one is accepted and emits conv_wgrad's kernel.
/// (Alpha only until beta has the family; then both engines, alike.)
TEST(EnginesFamilies, ConvWgradIsItsOwnFamilyNeverReadAsGemm) {
  const auto alpha = paritykit::alpha::make_engine();
  const spec::Flavor& flavor = *flavor_table().find("llvm22");
  const auto conv = [](int c) {
    return pk_test::loaded_config_object(
        R"({"id": 1, "family": "conv_wgrad", "target": "gfx1250", "title": "t", "expect": "accept",
            "dtype": {"x": "f16", "dy": "f16", "dw": "f32"}, "stride": {"h": 1, "w": 1}, "padding": {"h": 1, "w": 1},
            "dilation": {"h": 1, "w": 1}, "groups": 2, "split_k": {"mode": "none", "degree": 1}, "math": "simt",
            "tile": {"m": 64, "n": 64, "k": 16}, "warps": {"m": 2, "n": 2}, "epilogue": "direct", "k_loop": "sync",
            "lds_k_outer": true, "problem": {"n": 2, "h": 8, "w": 8, "c": )" +
            std::to_string(c) + R"(, "k": 16, "r": 3, "s": 3}})",
        "engines_test");
  };
  const spec::Verdict bad = alpha->validate(conv(15), flavor);
  EXPECT_FALSE(bad.accepted);
  EXPECT_EQ(bad.code, "E_WGRAD_GROUPS");
  EXPECT_EQ(bad.message, "groups 2 does not divide the problem's c 15 and k 16");
  const spec::Config good = conv(16);
  ASSERT_TRUE(alpha->validate(good, flavor).accepted);
  const spec::Module m = alpha->emit(good, flavor);
  EXPECT_EQ(m.kernels, std::vector<std::string>{"paritykit_conv_wgrad_1"});
  EXPECT_EQ(m.ir_text.rfind("; paritykit conv_wgrad config 1, flavor llvm22, target gfx1250\n", 0), 0u);
  EXPECT_EQ(m.ir_text.find("paritykit_gemm"), std::string::npos);
}

/// Records nothing: the deliberate failure below must not reach rapidcheck's global
/// "to reproduce, run with RC_PARAMS=..." report.
class SilentListener final : public rc::detail::TestListener {
 public:
  void onTestCaseFinished(const rc::detail::CaseDescription&) override {}
  void onShrinkTried(const rc::detail::CaseDescription&, bool) override {}
  void onTestFinished(const rc::detail::TestMetadata&, const rc::detail::TestResult&) override {}
};

/// The perturbation hits only two_stage specs with bf16 A, so the first failure is some large
/// spec and rapidcheck has to shrink it down to the smallest spec that still fails.
TEST(EnginesPerturbed, PropertyFailsAndShrinksToTheSmallestFailingSpec) {
  const auto beta = paritykit::beta::make_engine();
  const PerturbedEngine perturbed([](const spec::GemmSpec& g) {
    return g.split == spec::SplitMode::TwoStage && g.a == spec::DType::BF16;
  });
  const auto property = [&](const EngineCase& c) {
    const std::string d = disagreement(*beta, perturbed, c.config, *flavor_table().find(c.flavor));
    if (!d.empty()) RC_FAIL(d);
  };
  rc::detail::TestParams params;
  params.seed = 20240601;
  params.maxSuccess = kMinCases;
  SilentListener quiet;
  const auto result = rc::detail::checkTestable(property, rc::detail::TestMetadata{}, params, quiet,
                                                std::unordered_map<std::string, rc::detail::Reproduce>{});
  ASSERT_TRUE(result.is<rc::detail::FailureResult>());
  std::ostringstream msg;
  rc::detail::printResultMessage(result, msg);
  EXPECT_NE(msg.str().find("IR differs at line"), std::string::npos) << msg.str();
  const auto& example = result.get<rc::detail::FailureResult>().counterExample;
  ASSERT_EQ(example.size(), 1u) << msg.str();
  const std::string& shrunk = example[0].second;
  // Every field at its first choice except the two the perturbation needs.
  EXPECT_EQ(shrunk, "(flavor " + flavor_table().flavors.front().name +
                        ": {\"id\": 1, \"family\": \"gemm\", \"target\": \"gfx1201\", \"title\": \"property\", "
                        "\"expect\": \"accept\", \"dtype\": {\"a\": \"bf16\", \"b\": \"f32\", \"out\": \"f32\"}, "
                        "\"layout\": {\"a\": \"row\", \"b\": \"row\"}, \"tile\": {\"m\": 4, \"n\": 8, \"k\": 8}, "
                        "\"warps\": {\"m\": 1, \"n\": 1}, \"vector\": {\"a\": 1, \"b\": 1, \"c\": 1}, \"split_k\": "
                        "{\"mode\": \"two_stage\", \"degree\": 2}, \"epilogue\": \"direct\", \"math\": \"simt\", "
                        "\"k_loop\": \"sync\"})")
      << msg.str();
}

/// Both generators reach accepted double_buffer specs: an engine wrong on those alone fails each.
TEST(EnginesPerturbed, PropertiesFailWhenOnlyTheDoubleBufferLoopDiffers) {
  const auto beta = paritykit::beta::make_engine();
  const PerturbedEngine perturbed([](const spec::GemmSpec& g) { return g.k_loop == spec::KLoop::DoubleBuffer; });
  const auto fails = [&](const EngineCase& c) {
    const std::string d = disagreement(*beta, perturbed, c.config, *flavor_table().find(c.flavor));
    if (!d.empty()) RC_FAIL(d);
  };
  rc::detail::TestParams params;
  params.seed = 20240601;
  params.maxSuccess = kMinCases / 3;
  SilentListener quiet;
  const std::unordered_map<std::string, rc::detail::Reproduce> none;
  const auto simt = rc::detail::checkTestable(fails, rc::detail::TestMetadata{}, params, quiet, none);
  EXPECT_TRUE(simt.is<rc::detail::FailureResult>());
  const auto matrix = rc::detail::checkTestable([&](const MatrixCase& m) { fails(m.c); },
                                                rc::detail::TestMetadata{}, params, quiet, none);
  EXPECT_TRUE(matrix.is<rc::detail::FailureResult>());
}

/// Both generators reach accepted async specs (simt and matrix): an engine wrong on those alone
/// fails each property.
TEST(EnginesPerturbed, PropertiesFailWhenOnlyTheAsyncKLoopDiffers) {
  const auto beta = paritykit::beta::make_engine();
  const PerturbedEngine perturbed([](const spec::GemmSpec& g) { return g.k_loop == spec::KLoop::Async; });
  const auto fails = [&](const spec::Config& config, const std::string& flavor) {
    const std::string d = disagreement(*beta, perturbed, config, *flavor_table().find(flavor));
    if (!d.empty()) RC_FAIL(d);
  };
  rc::detail::TestParams params;
  params.seed = 20240601;
  params.maxSuccess = kMinCases;
  SilentListener quiet;
  const auto simt = rc::detail::checkTestable([&](const EngineCase& c) { fails(c.config, c.flavor); },
                                              rc::detail::TestMetadata{}, params, quiet,
                                              std::unordered_map<std::string, rc::detail::Reproduce>{});
  EXPECT_TRUE(simt.is<rc::detail::FailureResult>()) << "no accepted async spec among the simt cases";
  const auto matrix = rc::detail::checkTestable([&](const MatrixCase& m) { fails(m.c.config, m.c.flavor); },
                                                rc::detail::TestMetadata{}, params, quiet,
                                                std::unordered_map<std::string, rc::detail::Reproduce>{});
  EXPECT_TRUE(matrix.is<rc::detail::FailureResult>()) << "no accepted async spec among the matrix cases";
}

/// The matrix generator reaches accepted matrix specs: an engine wrong on those alone fails it.
TEST(EnginesPerturbed, MatrixPropertyFailsWhenOnlyTheMatrixPathsDiffer) {
  const auto beta = paritykit::beta::make_engine();
  const PerturbedEngine perturbed([](const spec::GemmSpec& g) { return g.math != spec::Math::Simt; });
  const auto property = [&](const MatrixCase& m) {
    const std::string d = disagreement(*beta, perturbed, m.c.config, *flavor_table().find(m.c.flavor));
    if (!d.empty()) RC_FAIL(d);
  };
  rc::detail::TestParams params;
  params.seed = 20240601;
  params.maxSuccess = kMinCases / 3;
  SilentListener quiet;
  const auto result = rc::detail::checkTestable(property, rc::detail::TestMetadata{}, params, quiet,
                                                std::unordered_map<std::string, rc::detail::Reproduce>{});
  ASSERT_TRUE(result.is<rc::detail::FailureResult>());
  std::ostringstream msg;
  rc::detail::printResultMessage(result, msg);
  EXPECT_NE(msg.str().find("IR differs at line"), std::string::npos) << msg.str();
}

/// Both generators reach accepted cshuffle specs: an engine wrong on those alone fails each.
TEST(EnginesPerturbed, PropertiesFailWhenOnlyTheCshuffleEpilogueDiffers) {
  const auto beta = paritykit::beta::make_engine();
  const PerturbedEngine perturbed([](const spec::GemmSpec& g) { return g.epilogue == spec::Epilogue::Cshuffle; });
  const auto check = [&](const EngineCase& c) {
    const std::string d = disagreement(*beta, perturbed, c.config, *flavor_table().find(c.flavor));
    if (!d.empty()) RC_FAIL(d);
  };
  const auto simt = [&](const EngineCase& c) { check(c); };
  const auto matrix = [&](const MatrixCase& m) { check(m.c); };
  rc::detail::TestParams params;
  params.seed = 20240601;
  params.maxSuccess = kMinCases / 3;
  SilentListener quiet;
  const std::unordered_map<std::string, rc::detail::Reproduce> none;
  const auto r1 = rc::detail::checkTestable(simt, rc::detail::TestMetadata{}, params, quiet, none);
  const auto r2 = rc::detail::checkTestable(matrix, rc::detail::TestMetadata{}, params, quiet, none);
  for (const auto* result : {&r1, &r2}) {
    ASSERT_TRUE(result->is<rc::detail::FailureResult>());
    std::ostringstream msg;
    rc::detail::printResultMessage(*result, msg);
    EXPECT_NE(msg.str().find("IR differs at line"), std::string::npos) << msg.str();
  }
}

// Each flavor's native intrinsic forms (engines/CONTRACT.md section 10), the lines written out
// here as the contract states them, in both engines: NVPTX's barrier and exp2 on mlp 12 (sm_90, tanh),
// gfx1250's 16x16x32 WMMA on gemm 79 (f16). The other flavor's forms never appear.
TEST(EnginesFlavors, EachFlavorEmitsItsReleasesNativeForms) {
  const std::string barrier0 = "call void @llvm.nvvm.barrier0()\n",
                    barrier0_decl = "declare void @llvm.nvvm.barrier0()\n";
  const std::string cta = "call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)\n",
                    cta_decl = "declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)\n";
  const std::string ex2_f = "declare float @llvm.nvvm.ex2.approx.f(float)\n",
                    ex2_f32 = "declare float @llvm.nvvm.ex2.approx.f32(float)\n";
  const std::string wmma = "@llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16(";
  const std::string wmma8_decl =
      "declare <8 x float> " + wmma + "i1, <16 x half>, i1, <16 x half>, i16, <8 x float>, i1, i1)\n";
  const std::string wmma6_decl =
      "declare <8 x float> " + wmma + "<16 x half>, <16 x half>, i16, <8 x float>, i1, i1)\n";
  const std::string wmma8_call = wmma + "i1 false, <16 x half> %ax.0, i1 false, <16 x half> %bx.0, i16 0, "
                                        "<8 x float> %mc.0.0, i1 false, i1 false)\n";
  const std::string wmma6_call =
      wmma + "<16 x half> %ax.0, <16 x half> %bx.0, i16 0, <8 x float> %mc.0.0, i1 false, i1 false)\n";
  struct Forms {
    const char* flavor;
    bool renamed_nvvm;  ///< barrier.cta.sync.aligned.all and ex2.approx.f32
    int wmma_operands;  ///< 0: no gfx1250 in the flavor
  };
  const std::unique_ptr<spec::Engine> engines[] = {paritykit::alpha::make_engine(), paritykit::beta::make_engine()};
  const spec::Config& mlp = *pk_test::shipped_configs("mlp").find(12);
  const spec::Config& gemm = *pk_test::shipped_configs("gemm").find(79);
  for (const Forms& want : {Forms{"llvm19", false, 0}, Forms{"llvm20", false, 0}, Forms{"llvm22", true, 8},
                            Forms{"llvm23", true, 6}, Forms{"llvm24", true, 6}}) {
    const spec::Flavor& flavor = *flavor_table().find(want.flavor);
    for (const auto& engine : engines) {
      SCOPED_TRACE(std::string(want.flavor) + ", " + engine->name());
      const std::string nv = engine->emit(mlp, flavor).ir_text;
      EXPECT_NE(nv.find(want.renamed_nvvm ? cta : barrier0), std::string::npos);
      EXPECT_NE(nv.find(want.renamed_nvvm ? cta_decl : barrier0_decl), std::string::npos);
      EXPECT_NE(nv.find(want.renamed_nvvm ? ex2_f32 : ex2_f), std::string::npos);
      EXPECT_EQ(nv.find(want.renamed_nvvm ? "@llvm.nvvm.barrier0(" : "@llvm.nvvm.barrier.cta"), std::string::npos);
      EXPECT_EQ(nv.find(want.renamed_nvvm ? "@llvm.nvvm.ex2.approx.f(" : "@llvm.nvvm.ex2.approx.f32("),
                std::string::npos);
      if (want.wmma_operands == 0) {
        EXPECT_EQ(engine->validate(gemm, flavor).code, "E_TARGET_NEEDS_FLAVOR");
        continue;
      }
      const std::string amd = engine->emit(gemm, flavor).ir_text;
      const bool eight = want.wmma_operands == 8;
      EXPECT_NE(amd.find(eight ? wmma8_decl : wmma6_decl), std::string::npos);
      EXPECT_NE(amd.find(eight ? wmma8_call : wmma6_call), std::string::npos);
      EXPECT_EQ(amd.find(wmma + (eight ? "<16 x half>" : "i1")), std::string::npos);
    }
  }
}

// The launch decisions (spec::LaunchDecisions), each engine from its own geometry and policy: the
// contracts' numbers for a gemm with and without two_stage, an mlp, and two automatic conv_wgrad
// splits (engines/CONTRACT_WGRAD.md section 3): config 6 on sm_90, 264 workgroups over 3 tiles
// want 88, clamped to its 13 K steps; config 74 on gfx942 (groups 2, stride 2: 4 K steps), atomic
// 4 over 2 * 4 slices along z.
TEST(EnginesLaunch, PinnedDecisionsInBothEngines) {
  const spec::Flavor& flavor = *flavor_table().find("llvm22");
  const struct {
    const char* family;
    int id;
    const char* decisions;
  } pinned[] = {
      {"gemm", 3,
       "split two_stage 3, workspace 3 floats per output; paritykit_gemm_3 grid (N/64, M/64, 3) block 128; "
       "paritykit_gemm_3_reduce grid (outputs/256, 1, 1) block 256"},
      {"gemm", 1, "split none 1, workspace 0 floats per output; paritykit_gemm_1 grid (N/64, M/64, 1) block 128"},
      {"mlp", 1, "split none 1, workspace 0 floats per output; paritykit_mlp_1 grid (B/64, 1, 1) block 128"},
      {"conv_wgrad", 6,
       "split two_stage 13, workspace 13 floats per output; paritykit_conv_wgrad_6 grid (N/64, M/64, 13) block "
       "128; paritykit_conv_wgrad_6_reduce grid (outputs/256, 1, 1) block 256"},
      {"conv_wgrad", 74,
       "split atomic 4, workspace 0 floats per output; paritykit_conv_wgrad_74 grid (N/64, M/64, 8) block 256"},
  };
  for (const auto& engine : {paritykit::alpha::make_engine(), paritykit::beta::make_engine()})
    for (const auto& p : pinned) {
      const spec::Config& c = *pk_test::shipped_configs(p.family).find(p.id);
      ASSERT_TRUE(engine->validate(c, flavor).accepted) << p.family << " " << p.id;
      const spec::Module m = engine->emit(c, flavor);
      EXPECT_EQ(spec::to_string(m.launch), p.decisions) << engine->name() << " " << p.family << " " << p.id;
      std::vector<std::string> named;
      for (const spec::KernelLaunch& k : m.launch.kernels) named.push_back(k.kernel);
      EXPECT_EQ(named, m.kernels) << engine->name() << ": the decisions name the module's kernels, in order";
    }
}

/// Beta whose launch decisions say one more workgroup along z: its IR is beta's own.
class MisdecidingEngine final : public spec::Engine {
 public:
  std::string name() const override { return "misdeciding-beta"; }
  spec::Verdict validate(const spec::Config& c, const spec::Flavor& f) const override { return beta_->validate(c, f); }
  spec::Module emit(const spec::Config& c, const spec::Flavor& f) const override {
    spec::Module m = beta_->emit(c, f);
    ++m.launch.kernels[0].grid[2].per_workgroup;
    return m;
  }

 private:
  std::unique_ptr<spec::Engine> beta_ = paritykit::beta::make_engine();
};

TEST(EnginesPerturbed, DifferentLaunchDecisionsAreADisagreement) {
  const auto beta = paritykit::beta::make_engine();
  const MisdecidingEngine misdeciding;
  const std::string d = disagreement(*beta, misdeciding, small_accepted_config(), *flavor_table().find("llvm22"));
  EXPECT_NE(d.find("launch decisions differ"), std::string::npos) << d;
  EXPECT_NE(d.find("grid (N/64, M/32, 4)"), std::string::npos) << d;
  EXPECT_NE(d.find("grid (N/64, M/32, 5)"), std::string::npos) << d;
}

}  // namespace
}  // namespace engines_test
