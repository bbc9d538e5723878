// What alpha builds differently per instruction set: one row per spec::Isa, with the flavor's
// forms of the intrinsics LLVM renamed (engines/CONTRACT.md section 10) filled in. The generators
// ask this table, never the target's or the flavor's name. The matrix paths need no row here:
// their intrinsics, argument forms and fragment layouts are data in spec::TargetInfo::matrix.
#pragma once

#include <string>
#include <vector>

#include "ir.h"
#include "paritykit/spec.h"

namespace paritykit::alpha {

/// The ISA-specific pieces of a kernel.
struct IsaLowering {
  ir::CallingConv cc;
  std::string thread_id_x;     ///< intrinsic: the thread's index in its workgroup
  std::string block_id[3];     ///< intrinsics: the workgroup's index along x, y, z
  std::string barrier;         ///< intrinsic: the workgroup barrier
  /// The barrier takes one operand, the barrier's id (`i32 0`): NVPTX's
  /// barrier.cta.sync.aligned.all; AMDGPU's and NVPTX's barrier0 take none.
  bool barrier_takes_id = false;
  /// The barrier needs workgroup-scope release/acquire fences around it to order LDS (AMDGPU);
  /// NVPTX's bar.sync orders shared memory by itself.
  bool fenced_barrier = false;
  /// Metadata kind attached to every float atomic, with an empty node; empty: none. AMDGPU's
  /// "no fine-grained memory" lets the backend use the hardware atomic instead of a CAS loop.
  std::string atomic_metadata;
  /// Attribute carrying the exact workgroup size ("min,max") on each kernel; empty: none.
  std::string workgroup_size_attribute;
  /// Stem of the intrinsics copying a chunk from global memory into LDS without registers, to be
  /// completed by the chunk's size in bits (32, 64, 128); empty: none.
  std::string async_copy_stem;
  /// Intrinsic waiting until this wave's async copies have landed in LDS; empty: none.
  std::string async_wait;
  /// Intrinsic `float (float)` computing 2^x, the fast hardware exponential the mlp activations
  /// sigmoid and tanh are built on.
  std::string exp2;

  /// The barrier's parameter types and its call's operands.
  std::vector<ir::Type> barrier_params() const;
  std::vector<ir::Value> barrier_operands() const;
};

/// The row of `isa` under `flavor`.
IsaLowering isa_lowering(spec::Isa isa, const spec::Flavor& flavor);

}  // namespace paritykit::alpha
