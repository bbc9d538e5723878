// The validation rules as data: (code, violated?, message) evaluated top to bottom.
// The order is part of the contract: a spec that breaks several rules is reported by the first.
#include "gemm_rules.h"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>
#include <stdexcept>

#include "gemm_geometry.h"

namespace paritykit::alpha {
namespace {

using spec::DType;
using spec::SplitMode;

/// Everything a rule may look at, derived once per validation.
struct Facts {
  const spec::GemmSpec& g;
  const spec::TargetInfo& target;
  GemmGeometry geo;
  bool wgrad;  ///< conv_wgrad's derived spec (its async loop is the two-stage ping-pong)

  bool matrix() const { return g.math != spec::Math::Simt; }
  bool async() const { return g.k_loop == spec::KLoop::Async; }
  bool atomic() const { return g.split == SplitMode::Atomic; }
  bool half_atomic() const { return atomic() && g.out != DType::F32; }
  /// Both operand tiles, once per stage (double_buffer and conv_wgrad's async ping-pong fill one
  /// stage while reading the other).
  int stages() const { return g.k_loop == spec::KLoop::DoubleBuffer || (wgrad && async()) ? 2 : 1; }
  int lds_bytes() const { return stages() * (geo.a.lds_bytes() + geo.b.lds_bytes()); }
  bool cshuffle() const { return g.epilogue == spec::Epilogue::Cshuffle; }
  /// The cshuffle staging tile: tile.m rows of tile.n + vector.c elements, f32 for the two_stage
  /// workspace, else the output type.
  int staging_bytes() const {
    return g.tile_m * (g.tile_n + g.vector_c) * spec::size_of(g.split == SplitMode::TwoStage ? DType::F32 : g.out);
  }
  int store_slots() const { return g.tile_m * (g.tile_n / g.vector_c); }
};

/// One check. `violated` may assume every earlier rule in the table passed.
struct Rule {
  const char* code;
  bool (*violated)(const Facts&);
  std::string (*message)(const Facts&);
};

/// Per-operand rules are listed once for A and once for B, A first.
template <char Name>
const OperandTile& op(const Facts& f) {
  return Name == 'a' ? f.geo.a : f.geo.b;
}

template <char Name>
constexpr Rule vector_too_wide{
    "E_VECTOR_TOO_WIDE", [](const Facts& f) { return op<Name>(f).vector_bytes() > 16; },
    [](const Facts& f) {
      const OperandTile& o = op<Name>(f);
      return fmt::format("vector.{} of {} {} elements is {} bytes, over 16", Name, o.vector, spec::to_string(o.dtype),
                         o.vector_bytes());
    }};

template <char Name>
constexpr Rule vector_not_divisible{
    "E_VECTOR_NOT_DIVISIBLE", [](const Facts& f) { return op<Name>(f).contiguous % op<Name>(f).vector != 0; },
    [](const Facts& f) {
      const OperandTile& o = op<Name>(f);
      return fmt::format("vector.{0} of {1} does not divide the contiguous tile extent {2} of operand {0}", Name,
                         o.vector, o.contiguous);
    }};

template <char Name>
constexpr Rule load_not_divisible{
    "E_LOAD_NOT_DIVISIBLE", [](const Facts& f) { return op<Name>(f).vector_loads() % f.geo.threads != 0; },
    [](const Facts& f) {
      return fmt::format("operand {} tile has {} vector loads, not a multiple of the {} threads", Name,
                         op<Name>(f).vector_loads(), f.geo.threads);
    }};

/// gemm's async K loop moves each operand in 16-byte chunks, one per vector slot (conv_wgrad's
/// chunk sizes are its rule W8).
template <char Name>
constexpr Rule async_chunk{
    "E_ASYNC_CHUNK", [](const Facts& f) { return f.async() && !f.wgrad && op<Name>(f).vector_bytes() != 16; },
    [](const Facts& f) {
      const OperandTile& o = op<Name>(f);
      return fmt::format("k_loop async copies 16-byte chunks; vector.{} of {} {} elements is {} bytes", Name, o.vector,
                         spec::to_string(o.dtype), o.vector_bytes());
    }};

/// Rules 1a and 1b come first: conv_wgrad runs its own rules between them and the rest.
constexpr int kMathRules = 2;

constexpr Rule kRules[] = {
    {"E_MATH_UNSUPPORTED", [](const Facts& f) { return f.matrix() && !f.geo.instruction; },
     [](const Facts& f) {
       return fmt::format("math {} is not available on {}; it has simt and {}", spec::to_string(f.g.math),
                          f.target.name, spec::to_string(f.target.matrix.front().math));
     }},
    {"E_MATRIX_DTYPE",
     [](const Facts& f) { return f.matrix() && (f.g.a != f.g.b || f.geo.instruction->intrinsic(f.g.a) == nullptr); },
     [](const Facts& f) {
       return fmt::format("math {} takes f16 or bf16 inputs of one type, got a {} and b {}", spec::to_string(f.g.math),
                          spec::to_string(f.g.a), spec::to_string(f.g.b));
     }},
    {"E_ASYNC_TARGET", [](const Facts& f) { return f.async() && !f.target.async_lds_loads; },
     [](const Facts& f) {
       return fmt::format("k_loop async needs global_load_async_to_lds, which {} does not have", f.target.name);
     }},
    {"E_THREADS_OVER_LIMIT", [](const Facts& f) { return f.geo.threads > f.target.threads_max; },
     [](const Facts& f) {
       return fmt::format("workgroup of {} threads (warps {}x{} of {}) exceeds the {} limit of {}", f.geo.threads,
                          f.g.warps_m, f.g.warps_n, f.geo.wave, f.target.name, f.target.threads_max);
     }},
    {"E_MATRIX_TILE",
     [](const Facts& f) {
       const spec::MatrixShape* ins = f.geo.instruction;
       return f.matrix() && (f.g.tile_m % (f.g.warps_m * ins->m) != 0 || f.g.tile_n % (f.g.warps_n * ins->n) != 0 ||
                             f.g.tile_k % ins->k != 0);
     },
     [](const Facts& f) {
       const spec::MatrixShape* ins = f.geo.instruction;
       return fmt::format("tile {}x{}x{} is not a multiple of warps {}x{} of the {} instruction {}x{}x{}", f.g.tile_m,
                          f.g.tile_n, f.g.tile_k, f.g.warps_m, f.g.warps_n, spec::to_string(f.g.math), ins->m, ins->n,
                          ins->k);
     }},
    {"E_MICROTILE_TOO_LARGE", [](const Facts& f) { return f.matrix() && f.geo.lane_accumulators() > 64; },
     [](const Facts& f) {
       return fmt::format("per-wave tile {}x{} holds {} accumulators per lane, over the limit of 64", f.geo.wave_m,
                          f.geo.wave_n, f.geo.lane_accumulators());
     }},
    {"E_TILE_NOT_DIVISIBLE",
     [](const Facts& f) {
       return !f.matrix() && (f.g.tile_m % f.geo.grid_rows != 0 || f.g.tile_n % f.geo.grid_cols != 0);
     },
     [](const Facts& f) {
       return fmt::format("tile {}x{} is not divisible by the thread grid {}x{} (warps {}x{} of wave shape {}x{})",
                          f.g.tile_m, f.g.tile_n, f.geo.grid_rows, f.geo.grid_cols, f.g.warps_m, f.g.warps_n,
                          f.geo.lanes_m, f.geo.lanes_n);
     }},
    {"E_MICROTILE_TOO_LARGE", [](const Facts& f) { return !f.matrix() && f.geo.accumulators() > 64; },
     [](const Facts& f) {
       return fmt::format("per-thread tile {}x{} holds {} accumulators, over the limit of 64", f.geo.tm, f.geo.tn,
                          f.geo.accumulators());
     }},
    vector_too_wide<'a'>,
    vector_too_wide<'b'>,
    async_chunk<'a'>,
    async_chunk<'b'>,
    vector_not_divisible<'a'>,
    vector_not_divisible<'b'>,
    load_not_divisible<'a'>,
    load_not_divisible<'b'>,
    {"E_STORE_VECTOR_DIRECT", [](const Facts& f) { return !f.cshuffle() && f.g.vector_c != 1; },
     [](const Facts& f) {
       return fmt::format("vector.c of {} needs epilogue cshuffle; the direct epilogue stores one element at a time",
                          f.g.vector_c);
     }},
    {"E_VECTOR_TOO_WIDE",
     [](const Facts& f) { return f.cshuffle() && f.g.vector_c * spec::size_of(f.g.out) > 16; },
     [](const Facts& f) {
       return fmt::format("vector.c of {} {} elements is {} bytes, over 16", f.g.vector_c, spec::to_string(f.g.out),
                          f.g.vector_c * spec::size_of(f.g.out));
     }},
    {"E_STORE_NOT_DIVISIBLE", [](const Facts& f) { return f.cshuffle() && f.store_slots() % f.geo.threads != 0; },
     [](const Facts& f) {
       return fmt::format("output tile has {} vector stores, not a multiple of the {} threads", f.store_slots(),
                          f.geo.threads);
     }},
    {"E_LDS_BUDGET", [](const Facts& f) { return f.lds_bytes() > f.target.lds_bytes_max; },
     [](const Facts& f) {
       return fmt::format("LDS of {} bytes exceeds the {} budget of {}", f.lds_bytes(), f.target.name,
                          f.target.lds_bytes_max);
     }},
    {"E_CSHUFFLE_LDS",
     [](const Facts& f) { return f.cshuffle() && f.lds_bytes() + f.staging_bytes() > f.target.lds_bytes_max; },
     [](const Facts& f) {
       return fmt::format("LDS of {} bytes (A) + {} bytes (B) + {} bytes (cshuffle staging) is {}, over the {} budget "
                          "of {}", f.stages() * f.geo.a.lds_bytes(), f.stages() * f.geo.b.lds_bytes(), f.staging_bytes(),
                          f.lds_bytes() + f.staging_bytes(), f.target.name, f.target.lds_bytes_max);
     }},
    {"E_SPLIT_DEGREE", [](const Facts& f) { return f.g.split == SplitMode::None && f.g.split_degree != 1; },
     [](const Facts& f) { return fmt::format("split_k none needs degree 1, got {}", f.g.split_degree); }},
    {"E_SPLIT_DEGREE", [](const Facts& f) { return f.g.split != SplitMode::None && f.g.split_degree < 2; },
     [](const Facts& f) {
       return fmt::format("split_k {} needs degree >= 2, got {}", spec::to_string(f.g.split), f.g.split_degree);
     }},
    {"E_ATOMIC_UNVALIDATED",
     [](const Facts& f) {
       const auto& ok = f.target.validated_atomics;
       return f.atomic() && std::find(ok.begin(), ok.end(), f.g.out) == ok.end();
     },
     [](const Facts& f) {
       return fmt::format("split_k atomic with {} output is not validated on {}; use two_stage",
                          spec::to_string(f.g.out), f.target.name);
     }},
    {"E_SPLIT_ATOMIC_LIMIT",
     [](const Facts& f) { return f.half_atomic() && f.g.split_degree > spec::kHalfAtomicLimit; },
     [](const Facts& f) {
       return fmt::format("split_k degree {} over the 16-bit atomic limit of {}", f.g.split_degree,
                          spec::kHalfAtomicLimit);
     }},
    {"E_SPLIT_F16_ACCURACY_CAP",
     [](const Facts& f) {
       return f.atomic() && f.g.out == DType::F16 && f.g.split_degree > spec::kF16AtomicAccuracyCap;
     },
     [](const Facts& f) {
       return fmt::format("split_k degree {} over the f16 packed-atomic accuracy cap of {}", f.g.split_degree,
                          spec::kF16AtomicAccuracyCap);
     }},
    {"E_SPLIT_BF16_ACCURACY_CAP",
     [](const Facts& f) {
       return f.atomic() && f.g.out == DType::BF16 && f.g.split_degree > spec::kBF16AtomicAccuracyCap;
     },
     [](const Facts& f) {
       return fmt::format("split_k degree {} over the bf16 atomic accuracy cap of {}", f.g.split_degree,
                          spec::kBF16AtomicAccuracyCap);
     }},
    {"E_PACKED_ATOMIC_ODD_N",
     [](const Facts& f) { return !f.matrix() && f.geo.column_group == 2 && f.geo.tn % 2 != 0; },
     [](const Facts& f) {
       return fmt::format("per-thread N tile {} is odd; packed {} atomics need column pairs", f.geo.tn,
                          spec::to_string(f.g.out));
     }},
    {"E_CSHUFFLE_ODD_VECTOR", [](const Facts& f) { return f.cshuffle() && f.half_atomic() && f.g.vector_c % 2 != 0; },
     [](const Facts& f) {
       return fmt::format("vector.c of {} is odd; cshuffle adds packed {} atomics in column pairs", f.g.vector_c,
                          spec::to_string(f.g.out));
     }},
};

/// The first violated rule of kRules[first, last), or acceptance.
spec::Verdict first_violated(const spec::GemmSpec& gemm, const spec::TargetInfo& target, std::size_t first,
                             std::size_t last, bool wgrad = false, LdsOrder order = LdsOrder::Global) {
  const Facts facts{gemm, target, GemmGeometry::of(gemm, target, order), wgrad};
  for (std::size_t r = first; r < last; ++r)
    if (kRules[r].violated(facts)) return {false, kRules[r].code, kRules[r].message(facts)};
  return {true, "", ""};
}

}  // namespace

spec::Verdict check_gemm_math(const spec::GemmSpec& gemm, const spec::TargetInfo& target) {
  return first_violated(gemm, target, 0, kMathRules);
}

spec::Verdict check_gemm_rest(const spec::GemmSpec& gemm, const spec::TargetInfo& target, bool wgrad,
                              LdsOrder order) {
  return first_violated(gemm, target, kMathRules, std::size(kRules), wgrad, order);
}

spec::Verdict validate_gemm(const spec::Config& config) {
  const spec::TargetInfo* target = spec::find_target(config.target);
  if (!target) throw std::invalid_argument("alpha: unknown target \"" + config.target + "\" (not a loaded config)");
  return first_violated(std::get<spec::GemmSpec>(config.spec), *target, 0, std::size(kRules));
}

}  // namespace paritykit::alpha
