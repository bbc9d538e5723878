// The devices an execution opens, in the order the stage tries them: the GPUs (CUDA, HIP), then
// one CPU emulator per AMD target row. parity-run's execution stage and mutant-run's numerics
// child open them the same way.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "paritykit/runtime.h"

namespace paritykit::parity {

/// Which devices to open: Gpu the CUDA and HIP backends, Emulator one CPU emulator per AMD target
/// row (emulate.h), Auto both, GPUs first: a target runs on a GPU when one runs it, else on the
/// emulator.
enum class DeviceChoice { Auto, Gpu, Emulator };

/// The opened devices.
struct OpenedDevices {
  std::vector<std::unique_ptr<runtime::Backend>> owned;
  std::vector<runtime::Backend*> backends;  ///< in the order the stage tries them
  std::vector<std::string> devices;         ///< "NVIDIA H200 (sm_90, cuda)", one per backend
  std::vector<std::string> absent;          ///< "cuda: <why>", one per backend that could not be opened
};

/// Opens the devices `choice` names; the emulators with `schedule_seed`.
OpenedDevices open_devices(DeviceChoice choice, std::uint64_t schedule_seed);

/// "name (arch, backend)": how reports name a device.
std::string device_label(const runtime::Backend& b);

}  // namespace paritykit::parity
