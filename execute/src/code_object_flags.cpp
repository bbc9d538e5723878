// The ELF e_flags mach of an AMDGPU code object, rewritten to another gfx.
#include "code_object_flags.h"

#include "paritykit/runtime.h"

namespace paritykit::execute {

std::string code_object_for_another_gfx(std::string image, const std::string& device_arch) {
  constexpr std::size_t kEFlagsOffset = 48;  // ELF64 header: e_flags, little-endian; mach is its low byte
  if (image.size() < kEFlagsOffset + 4 || image.compare(0, 4, "\x7f" "ELF") != 0) return {};
  for (unsigned mach : {0x4Eu, 0x49u, 0x4Cu, 0x4Fu}) {
    if (runtime::amdgpu_mach_name(mach) == device_arch) continue;
    image[kEFlagsOffset] = static_cast<char>(mach);
    return image;
  }
  return {};
}

}  // namespace paritykit::execute
