// The agreed amdgcn IR, rewritten for the host and compiled with LLVM's ORC JIT. The rewrite:
// - checks the module first: a call of a target intrinsic that is not on the allow-list
//   (intrinsics.h), an external function that is not an LLVM intrinsic, an address space other than
//   0, 1 and 3, an addrspacecast, a cmpxchg, an atomicrmw the runtime does not perform, a
//   non-constant operand that a site must hold is a refusal naming it (never an abort of the
//   process); then each call of a later LLVM release's form of an allowed intrinsic (LLVM 23's
//   6-operand gfx1250 WMMA) becomes a call of LLVM 22's form, the dropped modifiers i1 false
//   (neg_a = neg_b = 0), since LLVM 22's verifier knows only its own signature; then the input
//   must pass LLVM's verifier;
// - retargets the module to the host (triple, data layout), strips target attributes and
//   amdgpu_kernel's calling convention, and drops syncscopes and workgroup fences (the emulator
//   runs one work-group's work-items on one thread, at sync points only);
// - lays the LDS globals out in one per-work-group buffer (offsets aligned as declared), their uses
//   becoming abi LdsBase() + offset; an LDS pointer turned into an integer is its offset in that
//   buffer, and back (32-bit LDS address arithmetic keeps working); every kernel of a module
//   shares the one layout (an external zero-sized LDS array, dynamic LDS, lands at its end);
// - routes every load, store and atomic through abi GlobalAccess / LdsAccess / Atomic, and every
//   allowed intrinsic through its abi call (matrix operands through stack slots);
// - adds per kernel a C trampoline `void(const unsigned char* args)` reading the kernel's
//   arguments from a runtime::KernelArgs buffer (each argument aligned to its own size).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "intrinsics.h"

namespace paritykit::emulate {

/// One call site of the emulation runtime in a compiled module. The table numbers the memory
/// accesses first (loads, stores, atomics, in the module's instruction order), then the calls of
/// intrinsics that take a site (barrier, waits, async copies, matrix, cross-lane).
struct Site {
  enum class Kind : std::uint8_t {
    GlobalLoad, GlobalStore, LdsLoad, LdsStore,  ///< bytes: the access size
    GlobalAtomic, LdsAtomic,                     ///< atomic_op, atomic_type; bytes: the value size
    Intrinsic,                                   ///< intrinsic; imm: its constant operands
  };
  /// The atomicrmw operations and value types the runtime performs.
  enum class AtomicOp : std::uint8_t { None, FAdd, FMax, FMin, Add, Sub, Xchg, Max, Min, UMax, UMin, And, Or, Xor };
  enum class AtomicType : std::uint8_t { None, F32, F64, F16, BF16, V2F16, V2BF16, I32, I64 };
  Kind kind = Kind::GlobalLoad;
  const Intrinsic* intrinsic = nullptr;
  std::uint32_t bytes = 0;
  std::uint32_t align = 1;   ///< memory sites: the alignment the instruction declares (its `align`)
  AtomicOp atomic_op = AtomicOp::None;
  AtomicType atomic_type = AtomicType::None;
  std::int64_t imm[6] = {};  ///< the intrinsic's constant operands, in operand order
  unsigned imm_count = 0;
  std::string where;         ///< "@fn, block %kloop: <the instruction as LLVM prints it, cut at 160>"
};

/// One kernel of a compiled module.
struct CompiledKernel {
  std::string name;
  using Entry = void (*)(const unsigned char* args);
  Entry entry = nullptr;               ///< the trampoline
  std::vector<unsigned> param_bytes;   ///< each parameter's size, in order (8 for a pointer)
  std::uint32_t static_lds_bytes = 0;  ///< the module's LDS globals laid out (one layout for all its kernels)
  std::uint32_t max_workgroup_size = 0;  ///< "amdgpu-flat-work-group-size"'s maximum; 0 when absent
};

/// How the rewritten module becomes host code.
enum class HostCodegen : std::uint8_t {
  /// No IR optimisation and LLVM's fast instruction selection (CodeGenOptLevel::None): the
  /// emulator's. Every memory access and sync point of an emulated kernel is a call into the
  /// runtime, where its launches spend their time: O2 made the JIT about 4 times slower and the
  /// launches no faster (emulate-bench).
  Fast,
  /// The new pass manager's O2 and the default codegen level: NativeKernel's, the yardstick
  /// emulation is timed against.
  Optimised,
};

/// The runtime's entry points by abi name (abi.h), resolved by the JIT's linker.
using RuntimeSymbols = std::vector<std::pair<std::string, void*>>;

/// A module compiled for the host. Keeps the JIT (and the code) alive.
class JitModule {
 public:
  /// Parses, checks, rewrites and compiles `ir` as `codegen` says. nullptr with `*err` naming the
  /// problem: the parser's message with its line, or "calls @llvm.amdgcn.foo, which the emulator
  /// does not model", or the JIT's own error.
  static std::unique_ptr<JitModule> compile(std::string_view ir, const RuntimeSymbols& runtime, std::string* err,
                                            HostCodegen codegen = HostCodegen::Fast);
  ~JitModule();
  /// The kernel of that name (an amdgpu_kernel of the module); nullptr when there is none.
  const CompiledKernel* kernel(std::string_view name) const;
  const std::vector<CompiledKernel>& kernels() const { return kernels_; }
  const std::vector<Site>& sites() const { return sites_; }

 private:
  JitModule();
  struct Impl;
  std::unique_ptr<Impl> impl_;
  std::vector<CompiledKernel> kernels_;
  std::vector<Site> sites_;
};

}  // namespace paritykit::emulate
