// EmulatorBackend (emulate.h): runtime::Backend over host memory, with JIT-compiled IR modules.
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <list>
#include <set>

#include "jit.h"
#include "launch.h"
#include "paritykit/emulate.h"

namespace paritykit::emulate {

namespace {
/// A kernel handle: the compiled kernel and its module's site table.
struct KernelHandle {
  const CompiledKernel* kernel;
  const std::vector<Site>* sites;
};
/// A loaded module: the JIT and the handles of the kernels asked for.
struct LoadedModule {
  std::unique_ptr<JitModule> jit;
  std::list<KernelHandle> kernels;
};
constexpr std::size_t kAlignment = 256;

/// The value of each `key="value"` in `ir`, e.g. every "target-cpu".
std::vector<std::string_view> quoted_values(std::string_view ir, std::string_view key) {
  std::vector<std::string_view> out;
  for (std::size_t at = ir.find(key); at != std::string_view::npos; at = ir.find(key, at + 1)) {
    const std::size_t begin = at + key.size(), end = ir.find('"', begin);
    if (end != std::string_view::npos) out.push_back(ir.substr(begin, end - begin));
  }
  return out;
}

/// Whether IR may run on the emulated device: an amdgcn triple (or none), and no function marked
/// for another processor ("target-cpu"). False with a reason naming both sides.
bool ir_targets_device(std::string_view ir, const runtime::DeviceInfo& device, std::string* why) {
  for (std::string_view triple : quoted_values(ir, "target triple = \""))
    if (!triple.starts_with("amdgcn")) {
      *why = "IR for " + std::string(triple) + " cannot run on " + device.name + " (" + device.arch + ")";
      return false;
    }
  for (std::string_view cpu : quoted_values(ir, "\"target-cpu\"=\""))
    if (cpu != device.arch) {
      *why = "IR for " + std::string(cpu) + " cannot run on " + device.name + " (" + device.arch + ")";
      return false;
    }
  return true;
}
}  // namespace

struct EmulatorBackend::Impl {
  unsigned wave_size = 32;
  EmulatorOptions options;
  runtime::DeviceInfo device;
  std::list<LoadedModule> modules;
  Allocations allocations;
  std::set<void*> streams;
  std::map<void*, std::chrono::steady_clock::time_point> events;
  std::uintptr_t next_handle = 1;
  std::uint64_t launches = 0;
  std::vector<Finding> findings;
  std::size_t finding_count = 0;

  void* new_handle() { return reinterpret_cast<void*>(next_handle++); }
  /// Host bytes of [p, p + bytes) when inside one allocation; nullptr otherwise.
  unsigned char* host(runtime::DevicePtr p, std::size_t bytes) const {
    return in_allocations(allocations, p, bytes) ? reinterpret_cast<unsigned char*>(p) : nullptr;
  }
};

EmulatorBackend::EmulatorBackend(std::string arch, unsigned wave_size, EmulatorOptions options)
    : impl_(std::make_unique<Impl>()) {
  impl_->wave_size = wave_size;
  impl_->options = options;
  impl_->device.vendor = "emulator";
  impl_->device.name = "paritykit CPU emulator (wave" + std::to_string(wave_size) + ", seed " +
                       std::to_string(options.seed) + ")";
  impl_->device.arch = std::move(arch);
  impl_->device.multiprocessors = 1;
}

EmulatorBackend::~EmulatorBackend() {
  for (auto& [p, bytes] : impl_->allocations) std::free(reinterpret_cast<void*>(p));
}

std::unique_ptr<runtime::Backend> EmulatorBackend::fresh_device() const {
  return std::make_unique<EmulatorBackend>(impl_->device.arch, impl_->wave_size, impl_->options);
}

const std::vector<Finding>& EmulatorBackend::last_findings() const { return impl_->findings; }
std::size_t EmulatorBackend::last_finding_count() const { return impl_->finding_count; }
unsigned EmulatorBackend::wave_size() const { return impl_->wave_size; }
std::uint64_t EmulatorBackend::seed() const { return impl_->options.seed; }
const runtime::DeviceInfo& EmulatorBackend::device() const { return impl_->device; }

bool EmulatorBackend::load_module(std::string_view image, runtime::Module* out, std::string* err) {
  if (image.size() >= 4 && std::memcmp(image.data(), "\x7f" "ELF", 4) == 0) {
    *err = "refused before loading: the emulator runs the agreed LLVM IR, not a code object";
    return false;
  }
  std::string why;
  if (!ir_targets_device(image, impl_->device, &why)) {
    *err = "refused before loading: " + why;
    return false;
  }
  auto jit = JitModule::compile(image, runtime_symbols(), &why);
  if (!jit) {
    *err = "emulator: " + why;
    return false;
  }
  impl_->modules.push_back(LoadedModule{std::move(jit), {}});
  out->handle = &impl_->modules.back();
  return true;
}

bool EmulatorBackend::unload_module(runtime::Module m, std::string* err) {
  for (auto it = impl_->modules.begin(); it != impl_->modules.end(); ++it)
    if (&*it == m.handle) {
      impl_->modules.erase(it);
      return true;
    }
  *err = "emulator: unload of an unknown module";
  return false;
}

bool EmulatorBackend::get_kernel(runtime::Module m, const std::string& name, runtime::Kernel* out, std::string* err) {
  auto* module = static_cast<LoadedModule*>(m.handle);
  const CompiledKernel* k = module ? module->jit->kernel(name) : nullptr;
  if (!k) {
    *err = "emulator: the module has no kernel " + name;
    return false;
  }
  module->kernels.push_back({k, &module->jit->sites()});
  out->handle = &module->kernels.back();
  return true;
}

bool EmulatorBackend::alloc(std::size_t bytes, runtime::DevicePtr* out, std::string* err) {
  void* p = std::aligned_alloc(kAlignment, (std::max<std::size_t>(bytes, 1) + kAlignment - 1) / kAlignment * kAlignment);
  if (!p) {
    *err = "emulator: host allocation of " + std::to_string(bytes) + " bytes failed";
    return false;
  }
  *out = reinterpret_cast<runtime::DevicePtr>(p);
  impl_->allocations[*out] = bytes;
  return true;
}

bool EmulatorBackend::free(runtime::DevicePtr p, std::string* err) {
  auto it = impl_->allocations.find(p);
  if (it == impl_->allocations.end()) {
    *err = "emulator: free of an address that is not an allocation";
    return false;
  }
  std::free(reinterpret_cast<void*>(p));
  impl_->allocations.erase(it);
  return true;
}

bool EmulatorBackend::copy_to_device(runtime::DevicePtr dst, const void* src, std::size_t bytes, runtime::Stream,
                                     std::string* err) {
  unsigned char* to = impl_->host(dst, bytes);
  if (!to) return *err = "emulator: copy to device out of bounds", false;
  std::memcpy(to, src, bytes);
  return true;
}

bool EmulatorBackend::copy_to_host(void* dst, runtime::DevicePtr src, std::size_t bytes, runtime::Stream,
                                   std::string* err) {
  const unsigned char* from = impl_->host(src, bytes);
  if (!from) return *err = "emulator: copy to host out of bounds", false;
  std::memcpy(dst, from, bytes);
  return true;
}

bool EmulatorBackend::copy_on_device(runtime::DevicePtr dst, runtime::DevicePtr src, std::size_t bytes,
                                     runtime::Stream, std::string* err) {
  unsigned char* to = impl_->host(dst, bytes);
  const unsigned char* from = impl_->host(src, bytes);
  if (!to || !from) return *err = "emulator: copy on device out of bounds", false;
  std::memmove(to, from, bytes);
  return true;
}

bool EmulatorBackend::memset(runtime::DevicePtr dst, unsigned char value, std::size_t bytes, runtime::Stream,
                             std::string* err) {
  unsigned char* to = impl_->host(dst, bytes);
  if (!to) return *err = "emulator: memset out of bounds", false;
  std::memset(to, value, bytes);
  return true;
}

bool EmulatorBackend::create_stream(runtime::Stream* out, std::string*) {
  out->handle = impl_->new_handle();
  impl_->streams.insert(out->handle);
  return true;
}

bool EmulatorBackend::destroy_stream(runtime::Stream s, std::string* err) {
  if (impl_->streams.erase(s.handle)) return true;
  *err = "emulator: destroy of a stream that is not live";
  return false;
}

bool EmulatorBackend::synchronize(runtime::Stream, std::string*) { return true; }

bool EmulatorBackend::launch(runtime::Kernel k, runtime::Dim3 grid, runtime::Dim3 block, unsigned dynamic_lds,
                             runtime::Stream, const runtime::KernelArgs& args, std::string* err) {
  const auto* handle = static_cast<const KernelHandle*>(k.handle);
  if (!handle) return *err = "emulator: launch of a null kernel", false;
  const CompiledKernel& kernel = *handle->kernel;
  const std::uint64_t threads = std::uint64_t{block.x} * block.y * block.z;
  if (!grid.x || !grid.y || !grid.z || !threads) return *err = "emulator: launch with an empty grid or block", false;
  if (threads > 1024 || (kernel.max_workgroup_size && threads > kernel.max_workgroup_size)) {
    *err = "emulator: block of " + std::to_string(threads) + " work-items, over the kernel's " +
           std::to_string(kernel.max_workgroup_size ? kernel.max_workgroup_size : 1024);
    return false;
  }
  if (std::string why; !arguments_fit(kernel, args, &why)) return *err = "emulator: " + why, false;
  LaunchSetup setup;
  setup.kernel = &kernel;
  setup.sites = handle->sites;
  setup.args = args.data();
  setup.grid = grid;
  setup.block = block;
  setup.wave_size = impl_->wave_size;
  setup.lds_bytes = kernel.static_lds_bytes + dynamic_lds;
  // Each launch its own schedule: a kernel launched twice (determinism) runs under two seeds.
  setup.seed = impl_->options.seed ^ (0x9e3779b97f4a7c15ull * ++impl_->launches);
  setup.allocations = &impl_->allocations;
  setup.max_findings = impl_->options.max_findings;
  LaunchOutcome outcome = run_launch(setup);
  impl_->findings = std::move(outcome.findings);
  impl_->finding_count = outcome.finding_count;
  if (impl_->finding_count == 0) return true;
  *err = "emulator: " + kernel.name + ": " + std::to_string(impl_->finding_count) + " finding" +
         (impl_->finding_count == 1 ? "" : "s") + " (seed " + std::to_string(impl_->options.seed) + ")";
  for (const Finding& f : impl_->findings) *err += "; " + f.text;
  return false;
}

bool EmulatorBackend::create_event(runtime::Event* out, std::string*) {
  out->handle = impl_->new_handle();
  impl_->events[out->handle] = {};
  return true;
}

bool EmulatorBackend::destroy_event(runtime::Event e, std::string* err) {
  if (impl_->events.erase(e.handle)) return true;
  *err = "emulator: destroy of an event that is not live";
  return false;
}

bool EmulatorBackend::record_event(runtime::Event e, runtime::Stream, std::string* err) {
  auto it = impl_->events.find(e.handle);
  if (it == impl_->events.end()) return *err = "emulator: record of an event that is not live", false;
  it->second = std::chrono::steady_clock::now();
  return true;
}

bool EmulatorBackend::elapsed_ms(runtime::Event start, runtime::Event end, float* ms, std::string* err) {
  auto a = impl_->events.find(start.handle), b = impl_->events.find(end.handle);
  if (a == impl_->events.end() || b == impl_->events.end()) return *err = "emulator: elapsed of an event that is not live", false;
  *ms = std::chrono::duration<float, std::milli>(b->second - a->second).count();
  return true;
}

}  // namespace paritykit::emulate
