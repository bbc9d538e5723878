// Engine beta's gemm checks (engines/CONTRACT.md section 2): the rules after the family and
// flavor checks, one pass in contract order, the first broken rule the verdict. Written
// independently of engine alpha on purpose: agreement on code and message is what the gate checks.
#include <fmt/format.h>

#include "gemm.h"
#include "gemm_geometry.h"

namespace paritykit::beta {

using namespace gemm;  // the derived numbers, and spec's names

namespace {

std::optional<Verdict> reject(std::string code, std::string message) {
  return Verdict{false, std::move(code), std::move(message)};
}

}  // namespace

std::optional<Verdict> check_gemm(const Config& c) {
  const GemmSpec& g = std::get<GemmSpec>(c.spec);
  if (auto r = check_gemm_math(g, c.target)) return r;
  if (auto r = check_gemm_async_target(g, c.target)) return r;
  return check_gemm_tiles(g, c.target, nullptr);
}

std::optional<Verdict> check_gemm_math(const GemmSpec& g, const std::string& target) {
  const TargetInfo& t = *find_target(target);
  const bool matrix = g.math != Math::Simt;
  if (matrix && !instruction_of(g, t))
    return reject("E_MATH_UNSUPPORTED", fmt::format("math {} is not available on {}; it has simt and {}",
                                                    to_string(g.math), target, to_string(t.matrix[0].math)));
  if (matrix && (g.a != g.b || !instruction_of(g, t)->intrinsic(g.a)))
    return reject("E_MATRIX_DTYPE", fmt::format("math {} takes f16 or bf16 inputs of one type, got a {} and b {}",
                                                to_string(g.math), to_string(g.a), to_string(g.b)));
  return std::nullopt;
}

std::optional<Verdict> check_gemm_async_target(const GemmSpec& g, const std::string& target) {
  if (g.k_loop == KLoop::Async && !find_target(target)->async_lds_loads)
    return reject("E_ASYNC_TARGET",
                  fmt::format("k_loop async needs global_load_async_to_lds, which {} does not have", target));
  return std::nullopt;
}

std::optional<Verdict> check_gemm_tiles(const GemmSpec& g, const std::string& target, const ConvWgradSpec* w) {
  const bool wgrad = w != nullptr;
  const TargetInfo& t = *find_target(target);
  const bool matrix = g.math != Math::Simt;
  const bool async = g.k_loop == KLoop::Async;
  Shape s = shape_of(g, t);
  if (s.threads > t.threads_max)
    return reject("E_THREADS_OVER_LIMIT", fmt::format("workgroup of {} threads (warps {}x{} of {}) exceeds the {} "
                                                      "limit of {}", s.threads, g.warps_m, g.warps_n, s.wave,
                                                      target, t.threads_max));
  if (matrix && (g.tile_m % (g.warps_m * s.ins->m) || g.tile_n % (g.warps_n * s.ins->n) || g.tile_k % s.ins->k))
    return reject("E_MATRIX_TILE", fmt::format("tile {}x{}x{} is not a multiple of warps {}x{} of the {} instruction "
                                               "{}x{}x{}", g.tile_m, g.tile_n, g.tile_k, g.warps_m, g.warps_n,
                                               to_string(g.math), s.ins->m, s.ins->n, s.ins->k));
  if (matrix && s.lane_accumulators() > 64)
    return reject("E_MICROTILE_TOO_LARGE", fmt::format("per-wave tile {}x{} holds {} accumulators per lane, over the "
                                                       "limit of 64", s.wm, s.wn, s.lane_accumulators()));
  if (!matrix && (g.tile_m % s.rows_t || g.tile_n % s.cols_t))
    return reject("E_TILE_NOT_DIVISIBLE",
                  fmt::format("tile {}x{} is not divisible by the thread grid {}x{} (warps {}x{} of wave shape {}x{})",
                              g.tile_m, g.tile_n, s.rows_t, s.cols_t, g.warps_m, g.warps_n, s.lanes_m, s.lanes_n));
  if (!matrix && s.tm * s.tn > 64)
    return reject("E_MICROTILE_TOO_LARGE", fmt::format("per-thread tile {}x{} holds {} accumulators, over the "
                                                       "limit of 64", s.tm, s.tn, s.tm * s.tn));
  const std::string kend = "%kend";
  const bool transposed = transposed_tiles(w);
  Operand ops[2] = {operand('a', g, kend, "%k0", transposed), operand('b', g, kend, "%k0", transposed)};
  for (const Operand& o : ops)
    if (o.vec * size_of(o.dtype) > 16)
      return reject("E_VECTOR_TOO_WIDE", fmt::format("vector.{} of {} {} elements is {} bytes, over 16", o.name,
                                                     o.vec, to_string(o.dtype), o.vec * size_of(o.dtype)));
  // gemm's async K loop moves each vector slot as one 16-byte chunk (conv_wgrad's chunks are rule W8's).
  for (const Operand& o : ops)
    if (async && !wgrad && o.vec * size_of(o.dtype) != 16)
      return reject("E_ASYNC_CHUNK", fmt::format("k_loop async copies 16-byte chunks; vector.{} of {} {} elements is "
                                                 "{} bytes", o.name, o.vec, to_string(o.dtype),
                                                 o.vec * size_of(o.dtype)));
  for (const Operand& o : ops)
    if (o.cont % o.vec)
      return reject("E_VECTOR_NOT_DIVISIBLE", fmt::format("vector.{} of {} does not divide the contiguous tile "
                                                          "extent {} of operand {}", o.name, o.vec, o.cont, o.name));
  for (const Operand& o : ops)
    if ((o.rows * o.cont / o.vec) % s.threads)
      return reject("E_LOAD_NOT_DIVISIBLE", fmt::format("operand {} tile has {} vector loads, not a multiple of the "
                                                        "{} threads", o.name, o.rows * o.cont / o.vec, s.threads));
  const bool cshuffle = g.epilogue == Epilogue::Cshuffle;
  const int vc = g.vector_c;
  if (!cshuffle && vc != 1)
    return reject("E_STORE_VECTOR_DIRECT", fmt::format("vector.c of {} needs epilogue cshuffle; the direct epilogue "
                                                       "stores one element at a time", vc));
  if (cshuffle && vc * size_of(g.out) > 16)
    return reject("E_VECTOR_TOO_WIDE", fmt::format("vector.c of {} {} elements is {} bytes, over 16", vc,
                                                   to_string(g.out), vc * size_of(g.out)));
  if (cshuffle && (g.tile_m * (g.tile_n / vc)) % s.threads)
    return reject("E_STORE_NOT_DIVISIBLE", fmt::format("output tile has {} vector stores, not a multiple of the {} "
                                                       "threads", g.tile_m * (g.tile_n / vc), s.threads));
  int lds = 0;
  for (const Operand& o : ops) lds += stages_of(g, wgrad) * o.lds_elems() * size_of(o.dtype);
  if (lds > t.lds_bytes_max)
    return reject("E_LDS_BUDGET",
                  fmt::format("LDS of {} bytes exceeds the {} budget of {}", lds, target, t.lds_bytes_max));
  if (cshuffle) {
    const int la = stages_of(g, wgrad) * ops[0].lds_elems() * size_of(ops[0].dtype);
    const int staging =
        g.tile_m * (g.tile_n + vc) * size_of(g.split == SplitMode::TwoStage ? DType::F32 : g.out);
    if (lds + staging > t.lds_bytes_max)
      return reject("E_CSHUFFLE_LDS", fmt::format("LDS of {} bytes (A) + {} bytes (B) + {} bytes (cshuffle staging) "
                                                  "is {}, over the {} budget of {}", la, lds - la, staging,
                                                  lds + staging, target, t.lds_bytes_max));
  }
  const int d = g.split_degree;
  if (g.split == SplitMode::None && d != 1)
    return reject("E_SPLIT_DEGREE", fmt::format("split_k none needs degree 1, got {}", d));
  if (g.split != SplitMode::None && d < 2)
    return reject("E_SPLIT_DEGREE", fmt::format("split_k {} needs degree >= 2, got {}", to_string(g.split), d));
  if (g.split == SplitMode::Atomic) {
    bool validated = false;
    for (DType x : t.validated_atomics) validated |= x == g.out;
    if (!validated)
      return reject("E_ATOMIC_UNVALIDATED", fmt::format("split_k atomic with {} output is not validated on {}; use "
                                                        "two_stage", to_string(g.out), target));
    if (g.out != DType::F32 && d > kHalfAtomicLimit)
      return reject("E_SPLIT_ATOMIC_LIMIT",
                    fmt::format("split_k degree {} over the 16-bit atomic limit of {}", d, kHalfAtomicLimit));
    if (g.out == DType::F16 && d > kF16AtomicAccuracyCap)
      return reject("E_SPLIT_F16_ACCURACY_CAP", fmt::format("split_k degree {} over the f16 packed-atomic accuracy "
                                                            "cap of {}", d, kF16AtomicAccuracyCap));
    if (g.out == DType::BF16 && d > kBF16AtomicAccuracyCap)
      return reject("E_SPLIT_BF16_ACCURACY_CAP", fmt::format("split_k degree {} over the bf16 atomic accuracy cap "
                                                             "of {}", d, kBF16AtomicAccuracyCap));
    if (!matrix && s.colgroup == 2 && s.tn % 2)
      return reject("E_PACKED_ATOMIC_ODD_N", fmt::format("per-thread N tile {} is odd; packed {} atomics need "
                                                         "column pairs", s.tn, to_string(g.out)));
    if (cshuffle && g.out != DType::F32 && vc % 2)
      return reject("E_CSHUFFLE_ODD_VECTOR", fmt::format("vector.c of {} is odd; cshuffle adds packed {} atomics in "
                                                         "column pairs", vc, to_string(g.out)));
  }
  return std::nullopt;
}

}  // namespace paritykit::beta
