// The ELF e_flags mach of an AMDGPU code object, rewritten to another gfx.
#include "stage/code_object_flags.h"

#include "paritykit/spec.h"
#include "paritykit/support/amdgpu.h"

namespace paritykit::execute {

std::string code_object_for_another_gfx(std::string image, const std::string& device_arch) {
  using support::amdgpu::kEFlagsOffset;  // the mach is e_flags' low byte
  if (image.size() < kEFlagsOffset + 4 || image.compare(0, 4, "\x7f" "ELF") != 0) return {};
  for (const auto& [name, target] : spec::target_table()) {
    if (!target.elf_mach || name == device_arch) continue;
    image[kEFlagsOffset] = static_cast<char>(*target.elf_mach);
    return image;
  }
  return {};
}

}  // namespace paritykit::execute
