// Opening the execution's devices (devices.h).
#include "paritykit/parity/devices.h"

#include <utility>

#include "paritykit/emulate.h"
#include "paritykit/spec.h"

namespace paritykit::parity {

std::string device_label(const runtime::Backend& b) {
  return b.device().name + " (" + b.device().arch + ", " + b.name() + ")";
}

OpenedDevices open_devices(DeviceChoice choice, std::uint64_t schedule_seed) {
  OpenedDevices out;
  if (choice != DeviceChoice::Emulator)
    for (auto [name, open] : {std::pair{"cuda", &runtime::open_cuda}, std::pair{"hip", &runtime::open_hip}}) {
      std::string reason;
      if (auto b = open(&reason))
        out.owned.push_back(std::move(b));
      else
        out.absent.push_back(std::string(name) + ": " + reason);
    }
  // After the GPUs: a target a GPU runs never reaches its emulator.
  if (choice != DeviceChoice::Gpu)
    for (const auto& [name, target] : spec::target_table())
      if (target.artifact.kind == spec::ArtifactKind::CodeObject)
        out.owned.push_back(std::make_unique<emulate::EmulatorBackend>(
            name, static_cast<unsigned>(target.wave_size), emulate::EmulatorOptions{schedule_seed}));
  for (const auto& b : out.owned) {
    out.backends.push_back(b.get());
    out.devices.push_back(device_label(*b));
  }
  return out;
}

}  // namespace paritykit::parity
