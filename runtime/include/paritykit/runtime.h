// GPU backends behind one interface: load a module image (PTX for NVIDIA, a code object for AMD),
// allocate, copy, launch on a stream, time with events. CUDA is reached through dlopen of
// libcuda.so.1 and HIP through dlopen of libamdhip64, so nothing vendor-specific is needed at run
// time until a backend is opened; an absent library or device is a reason string, not a crash.
// Every call returns false with the vendor's own error name and string in `*err` on failure.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace paritykit::runtime {

// ------------------------------------------------------------------ targets of images and devices

/// What a module image was compiled for.
struct ImageTarget {
  std::string kind;  ///< "ptx" (NVIDIA PTX text) or "amdgpu" (an AMD ELF code object)
  std::string arch;  ///< "sm_90" (from `.target sm_90`) or "gfx1201" (from the ELF e_flags mach)
};

/// Reads the target of an image: PTX by its `.target sm_XX[a]` directive, an AMD code object by
/// its ELF header (e_machine EM_AMDGPU = 224, mach = e_flags & 0xff). False with `*err` naming
/// what is wrong (not ELF, another e_machine, an unknown mach, no .target line).
bool identify_image(std::string_view image, ImageTarget* out, std::string* err);

/// The device a backend drives.
struct DeviceInfo {
  std::string vendor;       ///< "nvidia", "amd" or "fake"
  std::string name;         ///< the vendor's device name
  std::string arch;         ///< "sm_90" (compute capability 9.0) or "gfx1201" (gcnArchName before ':')
  std::size_t memory_bytes = 0;
  int multiprocessors = 0;  ///< SMs or CUs
};

/// Whether an image may be loaded on a device. PTX needs an NVIDIA device whose compute capability
/// is at least the PTX target (the driver JIT-compiles PTX forward; an `sm_XXa` target needs exactly
/// XX). An AMD code object needs an AMD device of exactly its gfx (code objects are not portable).
/// False with a one-line reason naming both sides.
bool image_runs_on(const ImageTarget& image, const DeviceInfo& device, std::string* reason);

// ------------------------------------------------------------------ kernel arguments

/// A kernel's arguments packed by value, each aligned to its own size, in declaration order: the
/// layout of a kernel parameter buffer. pointers() is what cuLaunchKernel / hipModuleLaunchKernel
/// take as kernelParams (one pointer per argument, into this object: keep it alive for the launch).
class KernelArgs {
 public:
  KernelArgs() = default;
  KernelArgs(const KernelArgs& other);
  KernelArgs& operator=(const KernelArgs& other);
  /// A device pointer (8 bytes).
  KernelArgs& ptr(std::uint64_t device_address);
  KernelArgs& i32(std::int32_t v);
  KernelArgs& u64(std::uint64_t v);
  KernelArgs& f32(float v);
  std::size_t count() const { return offsets_.size(); }
  std::size_t size_bytes() const { return bytes_.size(); }  ///< including alignment padding
  const std::vector<std::size_t>& offsets() const { return offsets_; }
  const std::vector<std::size_t>& sizes() const { return sizes_; }
  const unsigned char* data() const { return bytes_.data(); }
  /// Argument i's bytes read as T (a fake backend reads its kernel's arguments this way).
  template <class T>
  T get(std::size_t i) const;
  void** pointers() const;

 private:
  KernelArgs& add(const void* value, std::size_t size);
  std::vector<unsigned char> bytes_;
  std::vector<std::size_t> offsets_, sizes_;
  mutable std::vector<void*> pointers_;
};

// ------------------------------------------------------------------ the backend interface

/// A grid or block size.
struct Dim3 {
  unsigned x = 1, y = 1, z = 1;
  bool operator==(const Dim3&) const = default;
};

/// What a backend's load_module takes: the target's native image (a code object, PTX), or the
/// agreed LLVM IR text itself (a device that compiles IR for the host, e.g. the AMD emulator).
enum class ImageForm { Native, LlvmIr };

/// Opaque handles; 0 / nullptr is "none". The default stream is Stream{nullptr}.
struct Module { void* handle = nullptr; };
struct Kernel { void* handle = nullptr; };
struct Stream { void* handle = nullptr; };
struct Event { void* handle = nullptr; };
using DevicePtr = std::uint64_t;

/// One device of one vendor. Not thread-safe: one thread drives one backend.
class Backend {
 public:
  virtual ~Backend() = default;
  /// "cuda", "hip", "fake" or "emulator".
  virtual std::string name() const = 0;
  virtual ImageForm image_form() const { return ImageForm::Native; }
  /// A new device like this one, for one module's work on a thread of its own: a CPU device (the
  /// emulator) makes as many as there are workers. nullptr where the device is one context (a GPU).
  virtual std::unique_ptr<Backend> fresh_device() const { return nullptr; }
  virtual const DeviceInfo& device() const = 0;

  /// Loads an image after checking image_runs_on (a mismatch is refused before the vendor sees
  /// it). CUDA passes the JIT error log buffer options and reports the log on failure.
  virtual bool load_module(std::string_view image, Module* out, std::string* err) = 0;
  virtual bool unload_module(Module m, std::string* err) = 0;
  virtual bool get_kernel(Module m, const std::string& name, Kernel* out, std::string* err) = 0;

  virtual bool alloc(std::size_t bytes, DevicePtr* out, std::string* err) = 0;
  virtual bool free(DevicePtr p, std::string* err) = 0;
  /// Asynchronous on `s`; synchronise the stream before reusing host memory.
  virtual bool copy_to_device(DevicePtr dst, const void* src, std::size_t bytes, Stream s, std::string* err) = 0;
  virtual bool copy_to_host(void* dst, DevicePtr src, std::size_t bytes, Stream s, std::string* err) = 0;
  /// Copies device to device, asynchronous on `s` (a timed large copy is the bandwidth yardstick
  /// of a memory-bound kernel).
  virtual bool copy_on_device(DevicePtr dst, DevicePtr src, std::size_t bytes, Stream s, std::string* err) = 0;
  /// Sets `bytes` bytes to `value`.
  virtual bool memset(DevicePtr dst, unsigned char value, std::size_t bytes, Stream s, std::string* err) = 0;

  virtual bool create_stream(Stream* out, std::string* err) = 0;
  virtual bool destroy_stream(Stream s, std::string* err) = 0;
  virtual bool synchronize(Stream s, std::string* err) = 0;

  /// Launches `k` with `dynamic_lds` bytes of dynamic shared memory / LDS.
  virtual bool launch(Kernel k, Dim3 grid, Dim3 block, unsigned dynamic_lds, Stream s, const KernelArgs& args,
                      std::string* err) = 0;

  virtual bool create_event(Event* out, std::string* err) = 0;
  virtual bool destroy_event(Event e, std::string* err) = 0;
  virtual bool record_event(Event e, Stream s, std::string* err) = 0;
  /// Milliseconds between two recorded events (waits for `end`).
  virtual bool elapsed_ms(Event start, Event end, float* ms, std::string* err) = 0;
};

/// Opens device 0 through libcuda.so.1 (cuInit, primary context). nullptr with `*reason` when the
/// library is missing, cuInit fails (e.g. CUDA_ERROR_NO_DEVICE) or there is no device.
std::unique_ptr<Backend> open_cuda(std::string* reason);
/// Opens device 0 through libamdhip64. nullptr with `*reason` when HIP support was not built,
/// the library is missing, or hipGetDeviceCount says hipErrorNoDevice / 0 devices.
std::unique_ptr<Backend> open_hip(std::string* reason);
/// Whether this build has the HIP backend (HIP headers were found at configure time).
bool hip_built();

// ------------------------------------------------------------------ a host-memory backend

/// A kernel of the fake backend: runs on host memory. `mem(p)` turns a device address into a
/// host pointer. Launch order on the fake backend is program order (streams are labels). A kernel
/// that throws a std::exception is a device fault: its launch returns false with the message.
using FakeKernelFn = std::function<void(Dim3 grid, Dim3 block, const KernelArgs& args,
                                        const std::function<void*(DevicePtr)>& mem)>;

/// A Backend on host memory, for testing everything above the vendor (argument handling, launch
/// plans, the property checks) without a GPU. Its images are text: a PTX-like `.target` line (its
/// device arch is `device.arch`, e.g. "sm_90"), then `.entry <name>` lines naming kernels that
/// must be registered with add_kernel.
class FakeBackend : public Backend {
 public:
  explicit FakeBackend(DeviceInfo device);
  ~FakeBackend() override;
  void add_kernel(const std::string& name, FakeKernelFn fn);
  std::size_t live_allocations() const { return allocations_.size(); }
  /// Streams and events created and not yet destroyed (a test checks that none leak).
  std::size_t live_streams() const { return streams_.size(); }
  std::size_t live_events() const { return events_.size(); }

  std::string name() const override { return "fake"; }
  const DeviceInfo& device() const override { return device_; }
  bool load_module(std::string_view image, Module* out, std::string* err) override;
  bool unload_module(Module m, std::string* err) override;
  bool get_kernel(Module m, const std::string& name, Kernel* out, std::string* err) override;
  bool alloc(std::size_t bytes, DevicePtr* out, std::string* err) override;
  bool free(DevicePtr p, std::string* err) override;
  bool copy_to_device(DevicePtr dst, const void* src, std::size_t bytes, Stream s, std::string* err) override;
  bool copy_to_host(void* dst, DevicePtr src, std::size_t bytes, Stream s, std::string* err) override;
  bool copy_on_device(DevicePtr dst, DevicePtr src, std::size_t bytes, Stream s, std::string* err) override;
  bool memset(DevicePtr dst, unsigned char value, std::size_t bytes, Stream s, std::string* err) override;
  bool create_stream(Stream* out, std::string* err) override;
  bool destroy_stream(Stream s, std::string* err) override;
  bool synchronize(Stream s, std::string* err) override;
  bool launch(Kernel k, Dim3 grid, Dim3 block, unsigned dynamic_lds, Stream s, const KernelArgs& args,
              std::string* err) override;
  bool create_event(Event* out, std::string* err) override;
  bool destroy_event(Event e, std::string* err) override;
  bool record_event(Event e, Stream s, std::string* err) override;
  bool elapsed_ms(Event start, Event end, float* ms, std::string* err) override;

 private:
  /// The host bytes of the allocation holding [p, p + bytes); nullptr when out of range.
  unsigned char* host(DevicePtr p, std::size_t bytes);
  DeviceInfo device_;
  std::map<std::string, FakeKernelFn> kernels_;
  std::map<DevicePtr, std::vector<unsigned char>> allocations_;
  DevicePtr next_address_ = 0x10000;
  std::vector<std::unique_ptr<std::vector<std::string>>> modules_;  ///< kernel names per module
  std::set<void*> streams_, events_;  ///< the live handles
  int next_handle_ = 1;
};

// ------------------------------------------------------------------ cuBLAS, as a yardstick

/// cuBLAS through dlopen, for performance ratios only (never for correctness).
class Cublas {
 public:
  /// Loads libcublas from `path` if not empty, else from $PARITYKIT_CUBLAS, else the loader's search
  /// path (libcublas.so.13, .12, .so), else the nvidia/cu13|cublas/lib folders of Python
  /// site-packages under /usr, /usr/local and /opt (first match). Needs a current CUDA context
  /// (open_cuda first). nullptr with `*reason` otherwise.
  static std::unique_ptr<Cublas> open(const std::string& path, std::string* reason);
  ~Cublas();
  /// The library file that was loaded.
  const std::string& library() const { return library_; }
  /// D[M][N] (row-major) = A * B with A [M][K] and B [K][N] in the given layouts ("row"/"col"),
  /// dtypes "f32", "f16", "bf16" (inputs share one dtype); Sgemm for all-f32, GemmEx with f32
  /// compute otherwise. Enqueued on `stream` (a CUstream).
  bool gemm(const std::string& in_dtype, const std::string& out_dtype, bool a_col, bool b_col, int m, int n, int k,
            DevicePtr a, DevicePtr b, DevicePtr d, Stream stream, std::string* err);

 private:
  Cublas() = default;
  void* lib_ = nullptr;
  void* handle_ = nullptr;
  std::string library_;
  void* set_stream_ = nullptr;
  void* sgemm_ = nullptr;
  void* gemm_ex_ = nullptr;
  void* destroy_ = nullptr;
};

}  // namespace paritykit::runtime
