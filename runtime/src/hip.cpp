// The HIP backend: compiled against Debian's HIP headers (libamdhip64-dev) when CMake finds them,
// so every entry point's type is the header's; the library itself is opened with dlopen at run
// time, so parity-run starts on machines without ROCm and reports why HIP is unavailable.
#include "paritykit/runtime.h"

#if PK_HAVE_HIP

#ifndef __HIP_PLATFORM_AMD__
#define __HIP_PLATFORM_AMD__ 1
#endif
#include <dlfcn.h>
#include <hip/hip_runtime_api.h>
#include <hip/hip_version.h>

namespace paritykit::runtime {

namespace {

#define PK_HIP_FUNCTIONS(X)                                                                                  \
  X(hipGetErrorName) X(hipGetErrorString) X(hipGetDeviceCount) X(hipSetDevice) X(hipGetDeviceProperties)   \
  X(hipModuleLoadData) X(hipModuleUnload) X(hipModuleGetFunction) X(hipFree)                               \
  X(hipMemcpyHtoDAsync) X(hipMemcpyDtoHAsync) X(hipMemcpyDtoDAsync) X(hipMemsetD8Async) X(hipStreamCreateWithFlags)              \
  X(hipStreamDestroy) X(hipStreamSynchronize) X(hipModuleLaunchKernel) X(hipEventCreate) X(hipEventDestroy) \
  X(hipEventRecord) X(hipEventSynchronize) X(hipEventElapsedTime)

/// The entry points, typed by the header's declarations.
struct Hip {
#define PK_HIP_MEMBER(f) decltype(&::f) f = nullptr;
  PK_HIP_FUNCTIONS(PK_HIP_MEMBER)
#undef PK_HIP_MEMBER
  /// hipMalloc is overloaded in C++ (a template for typed pointers): name the C entry point's type.
  hipError_t (*hipMalloc)(void**, size_t) = nullptr;
};

bool check(const Hip& h, hipError_t r, const char* call, std::string* err) {
  if (r == hipSuccess) return true;
  *err = std::string(call) + ": " + h.hipGetErrorName(r) + ": " + h.hipGetErrorString(r);
  return false;
}

void* ptr(DevicePtr p) { return reinterpret_cast<void*>(static_cast<std::uintptr_t>(p)); }

class HipBackend : public Backend {
 public:
  HipBackend(Hip h, DeviceInfo info) : h_(h), info_(std::move(info)) {}
  std::string name() const override { return "hip"; }
  const DeviceInfo& device() const override { return info_; }

  bool load_module(std::string_view image, Module* out, std::string* err) override {
    ImageTarget target;
    std::string why;
    if (!identify_image(image, &target, &why) || !image_runs_on(target, info_, &why)) {
      *err = "refused before loading: " + why;
      return false;
    }
    hipModule_t m = nullptr;
    if (!check(h_, h_.hipModuleLoadData(&m, image.data()), "hipModuleLoadData", err)) return false;
    out->handle = m;
    return true;
  }
  bool unload_module(Module m, std::string* err) override {
    return check(h_, h_.hipModuleUnload(static_cast<hipModule_t>(m.handle)), "hipModuleUnload", err);
  }
  bool get_kernel(Module m, const std::string& name, Kernel* out, std::string* err) override {
    hipFunction_t f = nullptr;
    if (!check(h_, h_.hipModuleGetFunction(&f, static_cast<hipModule_t>(m.handle), name.c_str()),
               "hipModuleGetFunction", err)) {
      *err += " (" + name + ")";
      return false;
    }
    out->handle = f;
    return true;
  }
  bool alloc(std::size_t bytes, DevicePtr* out, std::string* err) override {
    void* p = nullptr;
    if (!check(h_, h_.hipMalloc(&p, bytes ? bytes : 1), "hipMalloc", err)) return false;
    *out = reinterpret_cast<std::uintptr_t>(p);
    return true;
  }
  bool free(DevicePtr p, std::string* err) override { return check(h_, h_.hipFree(ptr(p)), "hipFree", err); }
  bool copy_to_device(DevicePtr dst, const void* src, std::size_t bytes, Stream s, std::string* err) override {
    return check(h_, h_.hipMemcpyHtoDAsync(ptr(dst), const_cast<void*>(src), bytes, stream(s)), "hipMemcpyHtoDAsync",
                 err);
  }
  bool copy_to_host(void* dst, DevicePtr src, std::size_t bytes, Stream s, std::string* err) override {
    return check(h_, h_.hipMemcpyDtoHAsync(dst, ptr(src), bytes, stream(s)), "hipMemcpyDtoHAsync", err);
  }
  bool copy_on_device(DevicePtr dst, DevicePtr src, std::size_t bytes, Stream s, std::string* err) override {
    return check(h_, h_.hipMemcpyDtoDAsync(ptr(dst), ptr(src), bytes, stream(s)), "hipMemcpyDtoDAsync", err);
  }
  bool memset(DevicePtr dst, unsigned char value, std::size_t bytes, Stream s, std::string* err) override {
    return check(h_, h_.hipMemsetD8Async(ptr(dst), value, bytes, stream(s)), "hipMemsetD8Async", err);
  }
  bool create_stream(Stream* out, std::string* err) override {
    hipStream_t s = nullptr;
    if (!check(h_, h_.hipStreamCreateWithFlags(&s, hipStreamNonBlocking), "hipStreamCreateWithFlags", err))
      return false;
    out->handle = s;
    return true;
  }
  bool destroy_stream(Stream s, std::string* err) override {
    return check(h_, h_.hipStreamDestroy(stream(s)), "hipStreamDestroy", err);
  }
  bool synchronize(Stream s, std::string* err) override {
    return check(h_, h_.hipStreamSynchronize(stream(s)), "hipStreamSynchronize", err);
  }
  bool launch(Kernel k, Dim3 g, Dim3 b, unsigned lds, Stream s, const KernelArgs& args, std::string* err) override {
    return check(h_,
                 h_.hipModuleLaunchKernel(static_cast<hipFunction_t>(k.handle), g.x, g.y, g.z, b.x, b.y, b.z, lds,
                                          stream(s), args.pointers(), nullptr),
                 "hipModuleLaunchKernel", err);
  }
  bool create_event(Event* out, std::string* err) override {
    hipEvent_t e = nullptr;
    if (!check(h_, h_.hipEventCreate(&e), "hipEventCreate", err)) return false;
    out->handle = e;
    return true;
  }
  bool destroy_event(Event e, std::string* err) override {
    return check(h_, h_.hipEventDestroy(static_cast<hipEvent_t>(e.handle)), "hipEventDestroy", err);
  }
  bool record_event(Event e, Stream s, std::string* err) override {
    return check(h_, h_.hipEventRecord(static_cast<hipEvent_t>(e.handle), stream(s)), "hipEventRecord", err);
  }
  bool elapsed_ms(Event start, Event end, float* ms, std::string* err) override {
    return check(h_, h_.hipEventSynchronize(static_cast<hipEvent_t>(end.handle)), "hipEventSynchronize", err) &&
           check(h_,
                 h_.hipEventElapsedTime(ms, static_cast<hipEvent_t>(start.handle), static_cast<hipEvent_t>(end.handle)),
                 "hipEventElapsedTime", err);
  }

 private:
  static hipStream_t stream(Stream s) { return static_cast<hipStream_t>(s.handle); }
  Hip h_;
  DeviceInfo info_;
};

#define PK_STR2(x) #x
#define PK_STR(x) PK_STR2(x)

}  // namespace

bool hip_built() { return true; }

std::unique_ptr<Backend> open_hip(std::string* reason) {
  const char* names[] = {"libamdhip64.so." PK_STR(HIP_VERSION_MAJOR), "libamdhip64.so"};
  void* lib = nullptr;
  std::string tried;
  for (const char* n : names) {
    if ((lib = ::dlopen(n, RTLD_NOW | RTLD_LOCAL))) break;
    const char* e = ::dlerror();
    tried += std::string(tried.empty() ? "" : "; ") + (e ? e : n);
  }
  if (!lib) {
    *reason = "cannot load the HIP runtime: " + tried;
    return nullptr;
  }
  Hip h;
  std::string missing;
#define PK_HIP_RESOLVE(f)                                                      \
  h.f = reinterpret_cast<decltype(h.f)>(::dlsym(lib, #f));                     \
  if (!h.f) missing += std::string(missing.empty() ? "" : ", ") + #f;
  PK_HIP_FUNCTIONS(PK_HIP_RESOLVE)
  PK_HIP_RESOLVE(hipMalloc)
#undef PK_HIP_RESOLVE
  if (!missing.empty()) {
    *reason = "the HIP runtime lacks " + missing;
    return nullptr;
  }
  int count = 0;
  std::string err;
  if (!check(h, h.hipGetDeviceCount(&count), "hipGetDeviceCount", &err)) {
    *reason = err;  // e.g. "hipGetDeviceCount: hipErrorNoDevice: hipErrorNoDevice" without an AMD GPU
    return nullptr;
  }
  if (count == 0) {
    *reason = "hipGetDeviceCount: 0 devices";
    return nullptr;
  }
  hipDeviceProp_t prop{};
  if (!check(h, h.hipSetDevice(0), "hipSetDevice", &err) ||
      !check(h, h.hipGetDeviceProperties(&prop, 0), "hipGetDeviceProperties", &err)) {
    *reason = err;
    return nullptr;
  }
  DeviceInfo info;
  info.vendor = "amd";
  info.name = prop.name;
  std::string arch = prop.gcnArchName;  // e.g. "gfx942:sramecc+:xnack-"
  info.arch = arch.substr(0, arch.find(':'));
  info.memory_bytes = prop.totalGlobalMem;
  info.multiprocessors = prop.multiProcessorCount;
  return std::make_unique<HipBackend>(h, std::move(info));
}

}  // namespace paritykit::runtime

#else

namespace paritykit::runtime {
bool hip_built() { return false; }
std::unique_ptr<Backend> open_hip(std::string* reason) {
  *reason = "built without HIP (libamdhip64-dev headers were not found at configure time)";
  return nullptr;
}
}  // namespace paritykit::runtime

#endif
