// The mlp validation rules as data: (code, violated?, message) evaluated top to bottom. The order
// is part of the contract: a spec that breaks several rules is reported by the first.
#include "mlp_rules.h"

#include <fmt/format.h>

#include <stdexcept>

#include "mlp_geometry.h"

namespace paritykit::alpha {
namespace {

/// Everything a rule may look at, derived once per validation.
struct Facts {
  const spec::Config& config;
  const spec::MlpSpec& s;
  const spec::TargetInfo& target;
  MlpGeometry geo;

  bool matrix() const { return s.math != spec::Math::Simt; }
  int lds_bytes() const { return geo.act_bytes() + geo.wgt_bytes(); }
};

/// One check. `violated` may assume every earlier rule in the table passed.
struct Rule {
  const char* code;
  bool (*violated)(const Facts&);
  std::string (*message)(const Facts&);
};

constexpr Rule kRules[] = {
    {"E_MLP_TRAINING", [](const Facts& f) { return f.s.mode == spec::MlpMode::Training; },
     [](const Facts&) { return std::string("mlp mode training has no kernels; only inference is emitted"); }},
    {"E_MATH_UNSUPPORTED", [](const Facts& f) { return f.matrix() && !f.geo.instruction; },
     [](const Facts& f) {
       return fmt::format("math {} is not available on {}; it has simt and {}", spec::to_string(f.s.math),
                          f.target.name, spec::to_string(f.target.matrix.front().math));
     }},
    {"E_MLP_REGISTERS_MATH", [](const Facts& f) { return f.geo.registers && !f.matrix(); },
     [](const Facts&) {
       return std::string("activations registers needs a matrix math (wmma, mfma or mma), not simt");
     }},
    {"E_MLP_DIM_OVER_WIDTH", [](const Facts& f) { return f.s.input_width > f.s.width; },
     [](const Facts& f) { return fmt::format("input_width {} exceeds width {}", f.s.input_width, f.s.width); }},
    {"E_MLP_DIM_OVER_WIDTH", [](const Facts& f) { return f.s.output_width > f.s.width; },
     [](const Facts& f) { return fmt::format("output_width {} exceeds width {}", f.s.output_width, f.s.width); }},
    {"E_MLP_REGISTERS_OUTPUT", [](const Facts& f) { return f.geo.registers && f.s.output_width % 16 != 0; },
     [](const Facts& f) {
       return fmt::format(
           "activations registers stores whole 16-neuron pieces: output_width {} is not a multiple of 16",
           f.s.output_width);
     }},
    {"E_MLP_WIDTH",
     [](const Facts& f) {
       if (!f.matrix()) return f.s.width % 16 != 0;
       return f.s.width % f.geo.instruction->n != 0 || f.s.width % f.geo.instruction->k != 0;
     },
     [](const Facts& f) {
       const int n = f.matrix() ? f.geo.instruction->n : 16, k = f.matrix() ? f.geo.instruction->k : 16;
       return fmt::format("width {} is not a multiple of the {} tile {}x{}", f.s.width, spec::to_string(f.s.math), n,
                          k);
     }},
    {"E_MLP_ROWS", [](const Facts& f) { return f.s.rows_per_block % 16 != 0; },
     [](const Facts& f) {
       return fmt::format("rows_per_block {} is not a multiple of the 16-row tile", f.s.rows_per_block);
     }},
    {"E_THREADS_OVER_LIMIT", [](const Facts& f) { return f.geo.threads > f.target.threads_max; },
     [](const Facts& f) {
       return fmt::format("workgroup of {} threads ({} waves of {}) exceeds the {} limit of {}", f.geo.threads,
                          f.geo.waves, f.geo.wave, f.target.name, f.target.threads_max);
     }},
    {"E_MICROTILE_TOO_LARGE",
     [](const Facts& f) { return f.matrix() ? f.geo.lane_accumulators() > 64 : f.geo.tm * f.geo.tn > 64; },
     [](const Facts& f) {
       if (f.matrix())
         return fmt::format("per-wave tile 16x{} holds {} accumulators per lane, over the limit of 64", f.s.width,
                            f.geo.lane_accumulators());
       return fmt::format("per-thread tile {}x{} holds {} accumulators, over the limit of 64", f.geo.tm, f.geo.tn,
                          f.geo.tm * f.geo.tn);
     }},
    // Not with activations in registers: one piece, 2 * 16 * SW bytes, fits every target (section 9).
    {"E_LDS_BUDGET", [](const Facts& f) { return !f.geo.registers && f.lds_bytes() > f.target.lds_bytes_max; },
     [](const Facts& f) {
       return fmt::format("LDS of {} bytes (activations {} + weights {}) exceeds the {} budget of {}", f.lds_bytes(),
                          f.geo.act_bytes(), f.geo.wgt_bytes(), f.target.name, f.target.lds_bytes_max);
     }},
};

}  // namespace

spec::Verdict validate_mlp(const spec::Config& config) {
  const spec::TargetInfo* target = spec::find_target(config.target);
  if (!target) throw std::invalid_argument("alpha: unknown target \"" + config.target + "\" (not a loaded config)");
  const spec::MlpSpec& mlp = std::get<spec::MlpSpec>(config.spec);
  const Facts facts{config, mlp, *target, MlpGeometry::of(mlp, *target)};
  for (const Rule& rule : kRules)
    if (rule.violated(facts)) return {false, rule.code, rule.message(facts)};
  return {true, "", ""};
}

}  // namespace paritykit::alpha
