// Rewriting an AMDGPU code object's target: how the fail-closed check makes a module that a
// device must refuse.
#pragma once

#include <string>

namespace paritykit::execute {

/// `image`, an AMDGPU code object, with its e_flags mach set to a known gfx other than
/// `device_arch`: a module the runtime must refuse on this device. Empty when `image` is no ELF.
std::string code_object_for_another_gfx(std::string image, const std::string& device_arch);

/// The agreed IR `ir` marked for a known gfx other than `device_arch` (a "target-cpu" attribute on
/// its functions, as clang writes it): a module an IR device (the emulator) must refuse. Empty when
/// `ir` has no attribute group to mark.
std::string ir_for_another_gfx(const std::string& ir, const std::string& device_arch);

}  // namespace paritykit::execute
