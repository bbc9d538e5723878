// The CUDA driver backend: libcuda.so.1 through dlopen (no CUDA toolkit at build time). The few
// driver types and enum values used are declared here with the values of cuda.h.
#include <dlfcn.h>

#include <vector>

#include "paritykit/runtime.h"

namespace paritykit::runtime {

namespace {

using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using CUcontext = void*;
using CUmodule = void*;
using CUfunction = void*;
using CUstream = void*;
using CUevent = void*;

constexpr int kAttrMultiprocessors = 16;  // CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT
constexpr int kAttrCcMajor = 75;          // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR
constexpr int kAttrCcMinor = 76;          // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR
constexpr int kJitInfoLogBuffer = 3;      // CU_JIT_INFO_LOG_BUFFER
constexpr int kJitInfoLogSize = 4;        // CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES
constexpr int kJitErrorLogBuffer = 5;     // CU_JIT_ERROR_LOG_BUFFER
constexpr int kJitErrorLogSize = 6;       // CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES
constexpr unsigned kStreamNonBlocking = 1;  // CU_STREAM_NON_BLOCKING
constexpr unsigned kEventDefault = 0;

/// The driver entry points, resolved once.
struct Driver {
  void* lib = nullptr;
  CUresult (*cuInit)(unsigned);
  CUresult (*cuGetErrorName)(CUresult, const char**);
  CUresult (*cuGetErrorString)(CUresult, const char**);
  CUresult (*cuDeviceGetCount)(int*);
  CUresult (*cuDeviceGet)(CUdevice*, int);
  CUresult (*cuDeviceGetName)(char*, int, CUdevice);
  CUresult (*cuDeviceGetAttribute)(int*, int, CUdevice);
  CUresult (*cuDeviceTotalMem_v2)(std::size_t*, CUdevice);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext*, CUdevice);
  CUresult (*cuDevicePrimaryCtxRelease_v2)(CUdevice);
  CUresult (*cuCtxSetCurrent)(CUcontext);
  CUresult (*cuModuleLoadDataEx)(CUmodule*, const void*, unsigned, int*, void**);
  CUresult (*cuModuleUnload)(CUmodule);
  CUresult (*cuModuleGetFunction)(CUfunction*, CUmodule, const char*);
  CUresult (*cuMemAlloc_v2)(CUdeviceptr*, std::size_t);
  CUresult (*cuMemFree_v2)(CUdeviceptr);
  CUresult (*cuMemcpyHtoDAsync_v2)(CUdeviceptr, const void*, std::size_t, CUstream);
  CUresult (*cuMemcpyDtoHAsync_v2)(void*, CUdeviceptr, std::size_t, CUstream);
  CUresult (*cuMemcpyDtoDAsync_v2)(CUdeviceptr, CUdeviceptr, std::size_t, CUstream);
  CUresult (*cuMemsetD8Async)(CUdeviceptr, unsigned char, std::size_t, CUstream);
  CUresult (*cuStreamCreate)(CUstream*, unsigned);
  CUresult (*cuStreamDestroy_v2)(CUstream);
  CUresult (*cuStreamSynchronize)(CUstream);
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                             CUstream, void**, void**);
  CUresult (*cuEventCreate)(CUevent*, unsigned);
  CUresult (*cuEventDestroy_v2)(CUevent);
  CUresult (*cuEventRecord)(CUevent, CUstream);
  CUresult (*cuEventSynchronize)(CUevent);
  CUresult (*cuEventElapsedTime)(float*, CUevent, CUevent);
};

template <class F>
bool resolve(void* lib, const char* name, F* fn, std::string* missing) {
  *fn = reinterpret_cast<F>(::dlsym(lib, name));
  if (!*fn) *missing += std::string(missing->empty() ? "" : ", ") + name;
  return *fn != nullptr;
}

class CudaBackend : public Backend {
 public:
  CudaBackend(Driver d, CUdevice dev, DeviceInfo info) : d_(d), dev_(dev), info_(std::move(info)) {}
  ~CudaBackend() override { d_.cuDevicePrimaryCtxRelease_v2(dev_); }

  std::string name() const override { return "cuda"; }
  const DeviceInfo& device() const override { return info_; }

  /// "<call>: CUDA_ERROR_X: <driver's text>" into *err; returns false. True when r == 0.
  bool check(CUresult r, const char* call, std::string* err) const { return check_driver(d_, r, call, err); }

  static bool check_driver(const Driver& d, CUresult r, const char* call, std::string* err) {
    if (r == 0) return true;
    const char* n = nullptr;
    const char* s = nullptr;
    if (d.cuGetErrorName(r, &n) != 0) n = nullptr;
    if (d.cuGetErrorString(r, &s) != 0) s = nullptr;
    *err = std::string(call) + ": " + (n ? n : "CUresult " + std::to_string(r)) + (s ? std::string(": ") + s : "");
    return false;
  }

  bool load_module(std::string_view image, Module* out, std::string* err) override {
    ImageTarget target;
    std::string why;
    if (!identify_image(image, &target, &why) || !image_runs_on(target, info_, &why)) {
      *err = "refused before loading: " + why;
      return false;
    }
    std::string text(image);  // the driver wants NUL-terminated PTX
    std::vector<char> error_log(16384, 0), info_log(16384, 0);
    int options[] = {kJitErrorLogBuffer, kJitErrorLogSize, kJitInfoLogBuffer, kJitInfoLogSize};
    void* values[] = {error_log.data(), reinterpret_cast<void*>(error_log.size()), info_log.data(),
                      reinterpret_cast<void*>(info_log.size())};
    CUmodule m = nullptr;
    if (!check(d_.cuModuleLoadDataEx(&m, text.c_str(), 4, options, values), "cuModuleLoadDataEx", err)) {
      if (error_log[0]) *err += "\nJIT error log:\n" + std::string(error_log.data());
      return false;
    }
    out->handle = m;
    return true;
  }
  bool unload_module(Module m, std::string* err) override {
    return check(d_.cuModuleUnload(m.handle), "cuModuleUnload", err);
  }
  bool get_kernel(Module m, const std::string& name, Kernel* out, std::string* err) override {
    CUfunction f = nullptr;
    if (!check(d_.cuModuleGetFunction(&f, m.handle, name.c_str()), "cuModuleGetFunction", err)) {
      *err += " (" + name + ")";
      return false;
    }
    out->handle = f;
    return true;
  }
  bool alloc(std::size_t bytes, DevicePtr* out, std::string* err) override {
    CUdeviceptr p = 0;
    if (!check(d_.cuMemAlloc_v2(&p, bytes ? bytes : 1), "cuMemAlloc", err)) return false;
    *out = p;
    return true;
  }
  bool free(DevicePtr p, std::string* err) override { return check(d_.cuMemFree_v2(p), "cuMemFree", err); }
  bool copy_to_device(DevicePtr dst, const void* src, std::size_t bytes, Stream s, std::string* err) override {
    return check(d_.cuMemcpyHtoDAsync_v2(dst, src, bytes, s.handle), "cuMemcpyHtoDAsync", err);
  }
  bool copy_to_host(void* dst, DevicePtr src, std::size_t bytes, Stream s, std::string* err) override {
    return check(d_.cuMemcpyDtoHAsync_v2(dst, src, bytes, s.handle), "cuMemcpyDtoHAsync", err);
  }
  bool copy_on_device(DevicePtr dst, DevicePtr src, std::size_t bytes, Stream s, std::string* err) override {
    return check(d_.cuMemcpyDtoDAsync_v2(dst, src, bytes, s.handle), "cuMemcpyDtoDAsync", err);
  }
  bool memset(DevicePtr dst, unsigned char value, std::size_t bytes, Stream s, std::string* err) override {
    return check(d_.cuMemsetD8Async(dst, value, bytes, s.handle), "cuMemsetD8Async", err);
  }
  bool create_stream(Stream* out, std::string* err) override {
    return check(d_.cuStreamCreate(&out->handle, kStreamNonBlocking), "cuStreamCreate", err);
  }
  bool destroy_stream(Stream s, std::string* err) override {
    return check(d_.cuStreamDestroy_v2(s.handle), "cuStreamDestroy", err);
  }
  bool synchronize(Stream s, std::string* err) override {
    return check(d_.cuStreamSynchronize(s.handle), "cuStreamSynchronize", err);
  }
  bool launch(Kernel k, Dim3 g, Dim3 b, unsigned lds, Stream s, const KernelArgs& args, std::string* err) override {
    return check(d_.cuLaunchKernel(k.handle, g.x, g.y, g.z, b.x, b.y, b.z, lds, s.handle, args.pointers(), nullptr),
                 "cuLaunchKernel", err);
  }
  bool create_event(Event* out, std::string* err) override {
    return check(d_.cuEventCreate(&out->handle, kEventDefault), "cuEventCreate", err);
  }
  bool destroy_event(Event e, std::string* err) override {
    return check(d_.cuEventDestroy_v2(e.handle), "cuEventDestroy", err);
  }
  bool record_event(Event e, Stream s, std::string* err) override {
    return check(d_.cuEventRecord(e.handle, s.handle), "cuEventRecord", err);
  }
  bool elapsed_ms(Event start, Event end, float* ms, std::string* err) override {
    return check(d_.cuEventSynchronize(end.handle), "cuEventSynchronize", err) &&
           check(d_.cuEventElapsedTime(ms, start.handle, end.handle), "cuEventElapsedTime", err);
  }

 private:
  Driver d_;
  CUdevice dev_;
  DeviceInfo info_;
};

}  // namespace

std::unique_ptr<Backend> open_cuda(std::string* reason) {
  Driver d;
  d.lib = ::dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!d.lib) {
    const char* e = ::dlerror();
    *reason = std::string("cannot load libcuda.so.1 (no NVIDIA driver): ") + (e ? e : "dlopen failed");
    return nullptr;
  }
  std::string missing;
  resolve(d.lib, "cuInit", &d.cuInit, &missing);
  resolve(d.lib, "cuGetErrorName", &d.cuGetErrorName, &missing);
  resolve(d.lib, "cuGetErrorString", &d.cuGetErrorString, &missing);
  resolve(d.lib, "cuDeviceGetCount", &d.cuDeviceGetCount, &missing);
  resolve(d.lib, "cuDeviceGet", &d.cuDeviceGet, &missing);
  resolve(d.lib, "cuDeviceGetName", &d.cuDeviceGetName, &missing);
  resolve(d.lib, "cuDeviceGetAttribute", &d.cuDeviceGetAttribute, &missing);
  resolve(d.lib, "cuDeviceTotalMem_v2", &d.cuDeviceTotalMem_v2, &missing);
  resolve(d.lib, "cuDevicePrimaryCtxRetain", &d.cuDevicePrimaryCtxRetain, &missing);
  resolve(d.lib, "cuDevicePrimaryCtxRelease_v2", &d.cuDevicePrimaryCtxRelease_v2, &missing);
  resolve(d.lib, "cuCtxSetCurrent", &d.cuCtxSetCurrent, &missing);
  resolve(d.lib, "cuModuleLoadDataEx", &d.cuModuleLoadDataEx, &missing);
  resolve(d.lib, "cuModuleUnload", &d.cuModuleUnload, &missing);
  resolve(d.lib, "cuModuleGetFunction", &d.cuModuleGetFunction, &missing);
  resolve(d.lib, "cuMemAlloc_v2", &d.cuMemAlloc_v2, &missing);
  resolve(d.lib, "cuMemFree_v2", &d.cuMemFree_v2, &missing);
  resolve(d.lib, "cuMemcpyHtoDAsync_v2", &d.cuMemcpyHtoDAsync_v2, &missing);
  resolve(d.lib, "cuMemcpyDtoHAsync_v2", &d.cuMemcpyDtoHAsync_v2, &missing);
  resolve(d.lib, "cuMemcpyDtoDAsync_v2", &d.cuMemcpyDtoDAsync_v2, &missing);
  resolve(d.lib, "cuMemsetD8Async", &d.cuMemsetD8Async, &missing);
  resolve(d.lib, "cuStreamCreate", &d.cuStreamCreate, &missing);
  resolve(d.lib, "cuStreamDestroy_v2", &d.cuStreamDestroy_v2, &missing);
  resolve(d.lib, "cuStreamSynchronize", &d.cuStreamSynchronize, &missing);
  resolve(d.lib, "cuLaunchKernel", &d.cuLaunchKernel, &missing);
  resolve(d.lib, "cuEventCreate", &d.cuEventCreate, &missing);
  resolve(d.lib, "cuEventDestroy_v2", &d.cuEventDestroy_v2, &missing);
  resolve(d.lib, "cuEventRecord", &d.cuEventRecord, &missing);
  resolve(d.lib, "cuEventSynchronize", &d.cuEventSynchronize, &missing);
  resolve(d.lib, "cuEventElapsedTime", &d.cuEventElapsedTime, &missing);
  if (!missing.empty()) {
    *reason = "libcuda.so.1 lacks " + missing;
    return nullptr;
  }
  std::string err;
  int count = 0;
  CUdevice dev = 0;
  CUcontext ctx = nullptr;
  if (!CudaBackend::check_driver(d, d.cuInit(0), "cuInit", &err) ||
      !CudaBackend::check_driver(d, d.cuDeviceGetCount(&count), "cuDeviceGetCount", &err)) {
    *reason = err;
    return nullptr;
  }
  if (count == 0) {
    *reason = "cuDeviceGetCount: 0 devices";
    return nullptr;
  }
  DeviceInfo info;
  info.vendor = "nvidia";
  char name[256] = {};
  int major = 0, minor = 0;
  if (!CudaBackend::check_driver(d, d.cuDeviceGet(&dev, 0), "cuDeviceGet", &err) ||
      !CudaBackend::check_driver(d, d.cuDeviceGetName(name, sizeof name, dev), "cuDeviceGetName", &err) ||
      !CudaBackend::check_driver(d, d.cuDeviceGetAttribute(&major, kAttrCcMajor, dev), "cuDeviceGetAttribute", &err) ||
      !CudaBackend::check_driver(d, d.cuDeviceGetAttribute(&minor, kAttrCcMinor, dev), "cuDeviceGetAttribute", &err) ||
      !CudaBackend::check_driver(d, d.cuDeviceGetAttribute(&info.multiprocessors, kAttrMultiprocessors, dev),
                                 "cuDeviceGetAttribute", &err) ||
      !CudaBackend::check_driver(d, d.cuDeviceTotalMem_v2(&info.memory_bytes, dev), "cuDeviceTotalMem", &err) ||
      !CudaBackend::check_driver(d, d.cuDevicePrimaryCtxRetain(&ctx, dev), "cuDevicePrimaryCtxRetain", &err) ||
      !CudaBackend::check_driver(d, d.cuCtxSetCurrent(ctx), "cuCtxSetCurrent", &err)) {
    *reason = err;
    return nullptr;
  }
  info.name = name;
  info.arch = "sm_" + std::to_string(major * 10 + minor);
  return std::make_unique<CudaBackend>(d, dev, std::move(info));
}

}  // namespace paritykit::runtime
