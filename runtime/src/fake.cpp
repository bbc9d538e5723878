// FakeBackend: the Backend interface on host memory, for tests without a GPU.
#include <cstring>
#include <stdexcept>

#include "paritykit/runtime.h"

namespace paritykit::runtime {

namespace {
template <class H>
H handle_of(int n) {
  return H{reinterpret_cast<void*>(static_cast<std::uintptr_t>(n))};
}
}  // namespace

FakeBackend::FakeBackend(DeviceInfo device) : device_(std::move(device)) {}
FakeBackend::~FakeBackend() = default;

void FakeBackend::add_kernel(const std::string& name, FakeKernelFn fn) { kernels_[name] = std::move(fn); }

bool FakeBackend::load_module(std::string_view image, Module* out, std::string* err) {
  ImageTarget target;
  std::string why;
  if (!identify_image(image, &target, &why) || !image_runs_on(target, device_, &why)) {
    *err = "refused before loading: " + why;
    return false;
  }
  auto names = std::make_unique<std::vector<std::string>>();
  size_t pos = 0;
  while ((pos = image.find(".entry ", pos)) != std::string_view::npos) {
    pos += 7;
    size_t end = image.find_first_of(" (\n", pos);
    names->emplace_back(image.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos));
  }
  out->handle = names.get();
  modules_.push_back(std::move(names));
  return true;
}

bool FakeBackend::unload_module(Module m, std::string* err) {
  for (auto it = modules_.begin(); it != modules_.end(); ++it)
    if (it->get() == m.handle) {
      modules_.erase(it);
      return true;
    }
  *err = "fake: unload of an unknown module";
  return false;
}

bool FakeBackend::get_kernel(Module m, const std::string& name, Kernel* out, std::string* err) {
  auto* names = static_cast<std::vector<std::string>*>(m.handle);
  for (const auto& n : *names)
    if (n == name && kernels_.count(name)) {
      out->handle = &kernels_.find(name)->second;
      return true;
    }
  *err = "fake: CUDA_ERROR_NOT_FOUND: named symbol not found: " + name;
  return false;
}

bool FakeBackend::alloc(std::size_t bytes, DevicePtr* out, std::string*) {
  *out = next_address_;
  allocations_[next_address_].resize(bytes);
  next_address_ += (bytes + 0xffff) / 0x10000 * 0x10000 + 0x10000;  // 64 KiB aligned, with a gap
  return true;
}

bool FakeBackend::free(DevicePtr p, std::string* err) {
  if (allocations_.erase(p)) return true;
  *err = "fake: free of an address that is not an allocation";
  return false;
}

unsigned char* FakeBackend::host(DevicePtr p, std::size_t bytes) {
  auto it = allocations_.upper_bound(p);
  if (it == allocations_.begin()) return nullptr;
  --it;
  if (p + bytes > it->first + it->second.size()) return nullptr;
  return it->second.data() + (p - it->first);
}

bool FakeBackend::copy_to_device(DevicePtr dst, const void* src, std::size_t bytes, Stream, std::string* err) {
  unsigned char* h = host(dst, bytes);
  if (!h) return *err = "fake: copy out of bounds", false;
  std::memcpy(h, src, bytes);
  return true;
}

bool FakeBackend::copy_to_host(void* dst, DevicePtr src, std::size_t bytes, Stream, std::string* err) {
  unsigned char* h = host(src, bytes);
  if (!h) return *err = "fake: copy out of bounds", false;
  std::memcpy(dst, h, bytes);
  return true;
}

bool FakeBackend::copy_on_device(DevicePtr dst, DevicePtr src, std::size_t bytes, Stream, std::string* err) {
  unsigned char* to = host(dst, bytes);
  const unsigned char* from = host(src, bytes);
  if (!to || !from) return *err = "fake: copy out of bounds", false;
  std::memmove(to, from, bytes);
  return true;
}

bool FakeBackend::memset(DevicePtr dst, unsigned char value, std::size_t bytes, Stream, std::string* err) {
  unsigned char* h = host(dst, bytes);
  if (!h) return *err = "fake: memset out of bounds", false;
  std::memset(h, value, bytes);
  return true;
}

bool FakeBackend::create_stream(Stream* out, std::string*) {
  *out = handle_of<Stream>(next_handle_++);
  streams_.insert(out->handle);
  return true;
}

bool FakeBackend::destroy_stream(Stream s, std::string* err) {
  if (streams_.erase(s.handle)) return true;
  *err = "fake: destroy of a stream that is not live";
  return false;
}

bool FakeBackend::synchronize(Stream, std::string*) { return true; }

bool FakeBackend::launch(Kernel k, Dim3 grid, Dim3 block, unsigned, Stream, const KernelArgs& args, std::string* err) {
  if (!k.handle) return *err = "fake: launch of a null kernel", false;
  auto mem = [this](DevicePtr p) -> void* { return host(p, 0); };
  try {
    (*static_cast<FakeKernelFn*>(k.handle))(grid, block, args, mem);
  } catch (const std::exception& e) {
    *err = std::string("fake: the kernel faulted: ") + e.what();
    return false;
  }
  return true;
}

bool FakeBackend::create_event(Event* out, std::string*) {
  *out = handle_of<Event>(next_handle_++);
  events_.insert(out->handle);
  return true;
}

bool FakeBackend::destroy_event(Event e, std::string* err) {
  if (events_.erase(e.handle)) return true;
  *err = "fake: destroy of an event that is not live";
  return false;
}
bool FakeBackend::record_event(Event, Stream, std::string*) { return true; }
bool FakeBackend::elapsed_ms(Event, Event, float* ms, std::string*) { return *ms = 1.0f, true; }

}  // namespace paritykit::runtime
