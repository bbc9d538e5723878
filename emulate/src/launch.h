// One launch on the emulator: every work-group in a seeded order, each work-item a fiber, the
// rendezvous (barrier, matrix, cross-lane, async wait) resolved when every party is there, the
// LDS shadowed and every memory access checked. The abi entry points (abi.h) are defined here:
// they reach the running work-item through a thread-local pointer the scheduler sets.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "jit.h"
#include "paritykit/emulate.h"

namespace paritykit::emulate {

/// The launch's allocations, start address -> size: what a global access may touch.
using Allocations = std::map<std::uintptr_t, std::size_t>;
/// The allocation (start, size) that holds [p, p + bytes) whole; nullptr when none does.
const Allocations::value_type* allocation_holding(const Allocations& a, std::uintptr_t p, std::size_t bytes);
/// Whether [p, p + bytes) lies inside one allocation.
bool in_allocations(const Allocations& a, std::uintptr_t p, std::size_t bytes);

/// Everything a launch needs.
struct LaunchSetup {
  const CompiledKernel* kernel = nullptr;
  const std::vector<Site>* sites = nullptr;
  const unsigned char* args = nullptr;  ///< the KernelArgs bytes
  runtime::Dim3 grid, block;
  unsigned wave_size = 32;
  std::uint32_t lds_bytes = 0;          ///< static + dynamic
  std::uint64_t seed = 1;
  const Allocations* allocations = nullptr;
  unsigned max_findings = 8;
};

/// What a launch found.
struct LaunchOutcome {
  std::vector<Finding> findings;  ///< the first max_findings
  std::size_t finding_count = 0;  ///< all of them
};

/// Runs the launch to completion (every work-item finishes, whatever is found).
LaunchOutcome run_launch(const LaunchSetup& setup);

/// The abi entry points' addresses, by abi name, for JitModule::compile.
RuntimeSymbols runtime_symbols();

/// Whether `args` are `kernel`'s parameters: as many, each of its size. False with *err naming
/// the first that is not ("paritykit_gemm_6 takes 6 arguments, given 5").
bool arguments_fit(const CompiledKernel& kernel, const runtime::KernelArgs& args, std::string* err);

/// Applies atomic site `s`'s operation to the value at `p` as one step: `old` receives the bytes
/// before, `p` op(`p`, `value`). No host atomics: the caller runs one work-item at a time.
void apply_atomic(const Site& s, unsigned char* p, const unsigned char* value, unsigned char* old);

}  // namespace paritykit::emulate
