// A CPU execution device for AMD modules: a runtime::Backend that loads the agreed amdgcn LLVM IR
// (not a code object), JIT-compiles it for the host and runs each work-item as a fiber, in waves
// of the target's size, with the matrix instructions, cross-lane moves, LDS and async copies
// emulated. Between sync points (barrier, matrix instruction, cross-lane move, async wait) a
// work-item runs alone; which one runs next is drawn from a seeded generator, so a race shows up
// as a seed-dependent result and, sooner, as a finding: a read of LDS never written, a read of a
// byte another wave wrote since the last barrier, an async copy read before its wait, a barrier
// reached by part of the work-group, an access outside the launch's allocations.
// What is modelled and what is not: emulate/README.md.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "paritykit/runtime.h"

namespace paritykit::emulate {

/// Something a launch did that a correct kernel does not. Any finding fails the launch.
struct Finding {
  enum class Kind {
    UninitialisedLdsRead,  ///< a read of an LDS byte no work-item of the work-group wrote
    LdsRace,               ///< a read or write of an LDS byte another wave wrote or read since the last barrier
    UnwaitedAsyncRead,     ///< a read of an LDS byte an async copy will write, before the wait that completes it
    UnwaitedAsyncCopy,     ///< an async copy still outstanding when its wave left the kernel
    WaveLdsExchange,       ///< lanes of one wave exchanging LDS data between sync points (not modelled)
    OutOfBounds,           ///< a global access outside every allocation, or an LDS access outside the LDS
    Misaligned,            ///< an access whose address lacks the alignment its instruction declares (undefined in LLVM IR)
    PartialBarrier,        ///< a barrier some work-items of the work-group never reached
    DivergentBarrier,      ///< work-items of one work-group waiting at different barriers
    DivergentWave,         ///< lanes of one wave at different matrix / cross-lane / wait sites, or missing
    WrongWaveSize,         ///< an instruction defined for another wave size than the device's
    Unmodelled,            ///< a constant operand the emulator does not model
  };
  Kind kind;
  std::string text;  ///< one line, naming the site (function, block, instruction) and the work-item
};
/// "uninitialised LDS read", "LDS race", ...
std::string to_string(Finding::Kind k);

/// How the emulator schedules.
struct EmulatorOptions {
  /// The scheduler's seed. Launch n of the backend draws with seed ^ n's mix, so two launches of
  /// one kernel (the determinism property) run under different schedules.
  std::uint64_t seed = 1;
  unsigned max_findings = 8;  ///< kept per launch (all are counted)
};

/// The emulator as a device for one AMD target. Its images are LLVM IR text (image_form() is
/// LlvmIr); device addresses are host addresses of its allocations.
class EmulatorBackend : public runtime::Backend {
 public:
  /// A device named after `arch` ("gfx1201"), with waves of `wave_size` lanes (32 or 64).
  EmulatorBackend(std::string arch, unsigned wave_size, EmulatorOptions options = {});
  ~EmulatorBackend() override;
  /// The findings of the last launch (empty when it was clean) and how many there were in all.
  const std::vector<Finding>& last_findings() const;
  std::size_t last_finding_count() const;
  unsigned wave_size() const;
  std::uint64_t seed() const;

  std::string name() const override { return "emulator"; }
  runtime::ImageForm image_form() const override { return runtime::ImageForm::LlvmIr; }
  /// An emulator of the same target, wave size and seed, with no modules, buffers or launches.
  std::unique_ptr<runtime::Backend> fresh_device() const override;
  const runtime::DeviceInfo& device() const override;
  bool load_module(std::string_view image, runtime::Module* out, std::string* err) override;
  bool unload_module(runtime::Module m, std::string* err) override;
  bool get_kernel(runtime::Module m, const std::string& name, runtime::Kernel* out, std::string* err) override;
  bool alloc(std::size_t bytes, runtime::DevicePtr* out, std::string* err) override;
  bool free(runtime::DevicePtr p, std::string* err) override;
  bool copy_to_device(runtime::DevicePtr dst, const void* src, std::size_t bytes, runtime::Stream s,
                      std::string* err) override;
  bool copy_to_host(void* dst, runtime::DevicePtr src, std::size_t bytes, runtime::Stream s, std::string* err) override;
  bool copy_on_device(runtime::DevicePtr dst, runtime::DevicePtr src, std::size_t bytes, runtime::Stream s,
                      std::string* err) override;
  bool memset(runtime::DevicePtr dst, unsigned char value, std::size_t bytes, runtime::Stream s,
              std::string* err) override;
  bool create_stream(runtime::Stream* out, std::string* err) override;
  bool destroy_stream(runtime::Stream s, std::string* err) override;
  bool synchronize(runtime::Stream s, std::string* err) override;
  /// Runs every work-group (in a seeded order) to completion. False with the findings (the first
  /// ones, and how many in all) when the launch had any; the output buffers hold what it wrote.
  bool launch(runtime::Kernel k, runtime::Dim3 grid, runtime::Dim3 block, unsigned dynamic_lds, runtime::Stream s,
              const runtime::KernelArgs& args, std::string* err) override;
  bool create_event(runtime::Event* out, std::string* err) override;
  bool destroy_event(runtime::Event e, std::string* err) override;
  bool record_event(runtime::Event e, runtime::Stream s, std::string* err) override;
  /// Host milliseconds between the two records (the emulator runs each call to completion).
  bool elapsed_ms(runtime::Event start, runtime::Event end, float* ms, std::string* err) override;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

/// A kernel of agreed amdgcn IR compiled for the host (the emulator's rewrite and JIT) and run
/// without emulation: each work-group's work-items one after another in a plain loop, the ids from
/// the loop counters, every memory access straight to its address (no allocation check, no LDS
/// shadow), atomics as plain read-modify-writes. The yardstick of the emulator's overhead
/// (emulate-bench): only a kernel with no sync point runs this way, since a barrier, matrix
/// instruction, cross-lane move or async copy needs the emulator's waves.
class NativeKernel {
 public:
  /// Compiles `ir` and takes its kernel `name`. nullptr with *err: the JIT's refusal, no such
  /// kernel, or "paritykit_gemm_6 has a sync point, which needs the emulator: <the site>" where
  /// the kernel, or any function of the module that is not a kernel, holds one.
  static std::unique_ptr<NativeKernel> compile(std::string_view ir, const std::string& name, std::string* err);
  ~NativeKernel();
  /// Runs every work-group of `grid` (x fastest), each work-item of `block` in order, with
  /// `args` (device pointers are host addresses, as the emulator's). False with *err where the
  /// arguments do not fit the kernel.
  bool launch(runtime::Dim3 grid, runtime::Dim3 block, const runtime::KernelArgs& args, std::string* err);

 private:
  NativeKernel();
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace paritykit::emulate
