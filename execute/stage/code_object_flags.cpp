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

std::string ir_for_another_gfx(const std::string& ir, const std::string& device_arch) {
  for (const auto& [name, target] : spec::target_table()) {
    if (!target.elf_mach || name == device_arch) continue;
    std::string out;
    const std::string mark = "\"target-cpu\"=\"" + name + "\" ";
    std::size_t at = 0, from = 0;
    while ((at = ir.find("attributes #", from)) != std::string::npos) {
      const std::size_t brace = ir.find("= { ", at);
      if (brace == std::string::npos) break;
      out.append(ir, from, brace + 4 - from).append(mark);
      from = brace + 4;
    }
    if (from == 0) return {};
    return out.append(ir, from);
  }
  return {};
}

}  // namespace paritykit::execute
