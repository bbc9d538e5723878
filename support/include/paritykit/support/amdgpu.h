// The AMDGPU ELF facts every reader of a code object needs: EM_AMDGPU, where e_flags is, and the
// one table of EF_AMDGPU_MACH_* values to gfx names.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace paritykit::support::amdgpu {

inline constexpr uint16_t kEmAmdgpu = 224;        ///< ELF e_machine of an AMDGPU code object
inline constexpr std::size_t kEMachineOffset = 18; ///< ELF64 header: e_machine, u16 little-endian
inline constexpr std::size_t kEFlagsOffset = 48;   ///< ELF64 header: e_flags, u32 little-endian
inline constexpr uint32_t kMachMask = 0xff;        ///< EF_AMDGPU_MACH: the low byte of e_flags

/// One row of the mach table.
struct Mach {
  uint32_t value;         ///< EF_AMDGPU_MACH_AMDGCN_GFX*, e.g. 0x4E
  std::string_view name;  ///< "gfx1201"
};

/// Every mach this project reads or writes; the one list (runtime, isa_audit and execute use it).
std::span<const Mach> mach_table();

/// The gfx name of a mach value (e_flags & kMachMask), e.g. 0x4E -> "gfx1201"; empty if unknown.
std::string mach_name(uint32_t mach);

/// The mach value of a gfx name, e.g. "gfx1201" -> 0x4E; nullopt if unknown.
std::optional<uint32_t> mach_value(std::string_view name);

}  // namespace paritykit::support::amdgpu
