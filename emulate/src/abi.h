// What JIT-compiled kernel code calls: the emulation runtime's entry points, by name and type.
// The rewrite (jit.cpp) replaces every target intrinsic, every LDS and global access and every
// atomic with a call to one of these; the runtime (runtime.cpp) registers their addresses with
// the JIT under these names. Each runs on the fiber of the work-item that calls it, and finds
// that work-item through the scheduler (scheduler.h), never through an argument: the rewrite adds
// no parameter to the kernel's functions.
//
// `site` is the index of the call site in the compiled module's site table (jit.h, Site): what it
// is, its constant operands, and where it is in the IR, for reports.
#pragma once

#include <cstdint>

namespace paritykit::emulate::abi {

/// i32 @llvm.amdgcn.workitem.id.{x,y,z}(): dim 0, 1, 2.
using WorkitemId = std::uint32_t (*)(std::uint32_t dim);
inline constexpr const char* kWorkitemId = "pk_emu_workitem_id";
/// i32 @llvm.amdgcn.workgroup.id.{x,y,z}().
using WorkgroupId = std::uint32_t (*)(std::uint32_t dim);
inline constexpr const char* kWorkgroupId = "pk_emu_workgroup_id";

/// The calling work-group's LDS: every LDS global of the module is this plus its offset (jit.h,
/// CompiledKernel::lds_offsets). Called once per function entry.
using LdsBase = void* (*)();
inline constexpr const char* kLdsBase = "pk_emu_lds_base";

/// Before each load or store through an addrspace(1) (or flat) pointer: the access of the site's
/// kind and size at `p`. Returns the pointer to access: `p`, or, where the access is outside every
/// allocation of the launch, a zeroed scratch area (the access is reported, the kernel goes on).
using GlobalAccess = void* (*)(std::uint32_t site, void* p);
inline constexpr const char* kGlobalAccess = "pk_emu_global_access";
/// The same for an addrspace(3) pointer: checked against the work-group's LDS, shadowed (a read of
/// a byte never written, a read of a byte another wave wrote since the last barrier).
using LdsAccess = void* (*)(std::uint32_t site, void* p);
inline constexpr const char* kLdsAccess = "pk_emu_lds_access";

/// An atomicrmw (global or LDS): `*old` = the value at `p` before, `*p` = op(`*p`, `*value`), as
/// one indivisible step. The site names the operation, the type and the address space.
using Atomic = void (*)(std::uint32_t site, void* p, const void* value, void* old);
inline constexpr const char* kAtomic = "pk_emu_atomic";

/// @llvm.amdgcn.s.barrier: waits until every work-item of the work-group is here.
using Barrier = void (*)(std::uint32_t site);
inline constexpr const char* kBarrier = "pk_emu_barrier";
/// @llvm.amdgcn.s.wait.asynccnt(count): completes this wave's async copies but the `count` most
/// recent (the site's imm[0]).
using WaitAsync = void (*)(std::uint32_t site);
inline constexpr const char* kWaitAsync = "pk_emu_wait_async";
/// @llvm.amdgcn.global.load.async.to.lds.bN(src, dst, offset, aux): queues a copy of the site's
/// bytes; it lands in LDS only at a wait that completes it.
using AsyncToLds = void (*)(std::uint32_t site, void* global_src, void* lds_dst);
inline constexpr const char* kAsyncToLds = "pk_emu_async_to_lds";

/// A WMMA or MFMA: the calling lane's A, B and C operand bytes (as the intrinsic's vector types lay
/// them out in memory), and where its D goes. A rendezvous of the wave: returns once every lane of
/// the wave reached the same site.
using Matrix = void (*)(std::uint32_t site, const void* a, const void* b, const void* c, void* d);
inline constexpr const char* kMatrix = "pk_emu_matrix";
/// A cross-lane move of 32-bit values (the site says which); a rendezvous of the wave. v0..v3 are
/// the intrinsic's dynamic operands in its Intrinsic::operand order (unused ones 0).
using CrossLane = std::uint32_t (*)(std::uint32_t site, std::uint32_t v0, std::uint32_t v1, std::uint32_t v2,
                                     std::uint32_t v3);
inline constexpr const char* kCrossLane = "pk_emu_cross_lane";

/// @llvm.amdgcn.exp2.f32 (v_exp_f32).
using Exp2 = float (*)(float x);
inline constexpr const char* kExp2 = "pk_emu_exp2";

}  // namespace paritykit::emulate::abi
