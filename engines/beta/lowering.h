// What beta writes differently per instruction set, as text: one row per spec::Isa, with the
// flavor's forms of the intrinsics LLVM renamed (engines/CONTRACT.md section 10). A matrix
// instruction's text is not here: matrix.h writes it from spec::MatrixShape.
#pragma once

#include <string_view>

#include "paritykit/spec.h"

namespace paritykit::beta {

/// The text of the ISA-specific pieces of a kernel.
struct IsaText {
  std::string_view kernel_cc;          ///< calling convention of a kernel definition
  std::string_view thread_id_x;        ///< intrinsic: the thread's index in its workgroup
  std::string_view block_id[3];        ///< intrinsics: the workgroup's index along x, y, z
  std::string_view barrier_declaration;  ///< the workgroup barrier intrinsic's declaration line
  std::string_view barrier;            ///< the barrier's lines, with the fences it needs
  std::string_view atomic_metadata;    ///< appended to every atomicrmw (AMDGPU: no fine-grained memory)
  bool workgroup_size_attribute;       ///< kernels carry "amdgpu-flat-work-group-size" attribute groups
  /// intrinsic stem of a global-to-LDS copy without registers, completed by the chunk's bits
  /// (32, 64, 128), or ""
  std::string_view async_copy_stem;
  std::string_view async_wait;         ///< intrinsic: wait until this wave's async copies have landed, or ""
  std::string_view exp2;               ///< intrinsic: f32 2^x (mlp's sigmoid and tanh)
};

/// The row of `isa` under `flavor` (whose strings it may view: keep the flavor alive).
IsaText isa_text(spec::Isa isa, const spec::Flavor& flavor);

}  // namespace paritykit::beta
