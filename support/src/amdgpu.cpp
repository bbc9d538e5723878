// The EF_AMDGPU_MACH_* values (llvm/BinaryFormat/ELF.h) of the targets this project handles.
#include "paritykit/support/amdgpu.h"

#include <array>

namespace paritykit::support::amdgpu {
namespace {

constexpr std::array<Mach, 11> kMachs = {{
    {0x2c, "gfx900"},
    {0x2f, "gfx906"},
    {0x30, "gfx908"},
    {0x3f, "gfx90a"},
    {0x40, "gfx940"},
    {0x4c, "gfx942"},
    {0x4f, "gfx950"},
    {0x41, "gfx1100"},
    {0x48, "gfx1200"},
    {0x4e, "gfx1201"},
    {0x49, "gfx1250"},
}};

}  // namespace

std::span<const Mach> mach_table() { return kMachs; }

std::string mach_name(uint32_t mach) {
  for (const Mach& m : kMachs)
    if (m.value == mach) return std::string(m.name);
  return {};
}

std::optional<uint32_t> mach_value(std::string_view name) {
  for (const Mach& m : kMachs)
    if (m.name == name) return m.value;
  return std::nullopt;
}

}  // namespace paritykit::support::amdgpu
