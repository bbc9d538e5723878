// A fake backend that fails one chosen runtime call, and the sweep that fails each call of an
// execution in turn: execute's errors are returned (never thrown), carry the backend's message,
// and leave no buffer, stream, event or module behind on any early return.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <string>

#include "paritykit/execute.h"
#include "paritykit/runtime.h"

namespace pk_test {

namespace ex = paritykit::execute;
namespace rt = paritykit::runtime;

/// FakeBackend whose `fail_at`-th call that can fail (1-based; 0: none) fails with
/// "fake: injected fault at call N (op)". Releasing calls (free, destroy_*, unload_module) never
/// fail: they are what an early return relies on. Counts its live modules too.
class FaultingBackend : public rt::FakeBackend {
 public:
  using rt::FakeBackend::FakeBackend;
  int fail_at = 0;
  int calls = 0;          ///< calls that could fail so far
  std::string failed_op;  ///< the call that was failed; empty while none was
  std::size_t live_modules() const { return live_modules_; }
  /// The message of the injected fault.
  std::string injected() const { return "fake: injected fault at call " + std::to_string(fail_at) + " (" + failed_op + ")"; }

  bool load_module(std::string_view image, rt::Module* out, std::string* err) override {
    if (fault("load_module", err) || !rt::FakeBackend::load_module(image, out, err)) return false;
    ++live_modules_;
    return true;
  }
  bool unload_module(rt::Module m, std::string* err) override {
    if (!rt::FakeBackend::unload_module(m, err)) return false;
    --live_modules_;
    return true;
  }
  bool get_kernel(rt::Module m, const std::string& name, rt::Kernel* out, std::string* err) override {
    return !fault("get_kernel", err) && rt::FakeBackend::get_kernel(m, name, out, err);
  }
  bool alloc(std::size_t bytes, rt::DevicePtr* out, std::string* err) override {
    return !fault("alloc", err) && rt::FakeBackend::alloc(bytes, out, err);
  }
  bool copy_to_device(rt::DevicePtr dst, const void* src, std::size_t bytes, rt::Stream s, std::string* err) override {
    return !fault("copy_to_device", err) && rt::FakeBackend::copy_to_device(dst, src, bytes, s, err);
  }
  bool copy_to_host(void* dst, rt::DevicePtr src, std::size_t bytes, rt::Stream s, std::string* err) override {
    return !fault("copy_to_host", err) && rt::FakeBackend::copy_to_host(dst, src, bytes, s, err);
  }
  bool copy_on_device(rt::DevicePtr dst, rt::DevicePtr src, std::size_t bytes, rt::Stream s, std::string* err) override {
    return !fault("copy_on_device", err) && rt::FakeBackend::copy_on_device(dst, src, bytes, s, err);
  }
  bool memset(rt::DevicePtr dst, unsigned char value, std::size_t bytes, rt::Stream s, std::string* err) override {
    return !fault("memset", err) && rt::FakeBackend::memset(dst, value, bytes, s, err);
  }
  bool create_stream(rt::Stream* out, std::string* err) override {
    return !fault("create_stream", err) && rt::FakeBackend::create_stream(out, err);
  }
  bool synchronize(rt::Stream s, std::string* err) override {
    return !fault("synchronize", err) && rt::FakeBackend::synchronize(s, err);
  }
  bool launch(rt::Kernel k, rt::Dim3 grid, rt::Dim3 block, unsigned lds, rt::Stream s, const rt::KernelArgs& args,
              std::string* err) override {
    return !fault("launch", err) && rt::FakeBackend::launch(k, grid, block, lds, s, args, err);
  }
  bool create_event(rt::Event* out, std::string* err) override {
    return !fault("create_event", err) && rt::FakeBackend::create_event(out, err);
  }
  bool record_event(rt::Event e, rt::Stream s, std::string* err) override {
    return !fault("record_event", err) && rt::FakeBackend::record_event(e, s, err);
  }
  bool elapsed_ms(rt::Event start, rt::Event end, float* ms, std::string* err) override {
    return !fault("elapsed_ms", err) && rt::FakeBackend::elapsed_ms(start, end, ms, err);
  }

  /// Nothing the run made is still alive.
  void expect_nothing_live(const std::string& where) const {
    EXPECT_EQ(live_allocations(), 0u) << where << ": every buffer is freed";
    EXPECT_EQ(live_streams(), 0u) << where << ": every stream is destroyed";
    EXPECT_EQ(live_events(), 0u) << where << ": every event is destroyed";
    EXPECT_EQ(live_modules(), 0u) << where << ": every module is unloaded";
  }

 private:
  bool fault(const char* op, std::string* err) {
    if (++calls != fail_at) return false;
    failed_op = op;
    *err = injected();
    return true;
  }
  std::size_t live_modules_ = 0;
};

/// Runs `request` through execute::run_execution once per runtime call that can fail, failing
/// that call (`add_kernels` registers the fake kernels on each fresh backend): each run must
/// return (not throw) one result that is FAILED with the injected message (where the fault hit the
/// fail_closed property's load of a wrong-target image too: a refusal that is not for the target
/// proves nothing); and must leave nothing live. Returns the number of calls a clean run makes.
inline int sweep_runtime_faults(const ex::ExecutionRequest& request, const ex::ExecuteOptions& options,
                                const std::function<void(FaultingBackend&)>& add_kernels) {
  const rt::DeviceInfo device{"fake", "Fake GPU", "sm_90", 1 << 30, 1};
  int clean_calls = 0;
  {
    FaultingBackend be(device);
    add_kernels(be);
    const std::vector<ex::ExecutionResult> x = ex::run_execution({request}, {&be}, {"Fake GPU"}, {}, options);
    EXPECT_EQ(x.at(0).status, ex::ExecStatus::Passed) << "without a fault: " << x.at(0).reason;
    clean_calls = be.calls;
  }
  for (int n = 1; n <= clean_calls; ++n) {
    FaultingBackend be(device);
    add_kernels(be);
    be.fail_at = n;
    std::vector<ex::ExecutionResult> x;
    EXPECT_NO_THROW(x = ex::run_execution({request}, {&be}, {"Fake GPU"}, {}, options)) << "call " << n;
    const std::string where = "fault at call " + std::to_string(n) + " (" + be.failed_op + ")";
    be.expect_nothing_live(where);
    if (x.size() != 1 || be.failed_op.empty()) {
      ADD_FAILURE() << where << ": " << x.size() << " results; a run's calls are not the same each time";
      continue;
    }
    const ex::ExecutionResult& r = x[0];
    EXPECT_EQ(r.status, ex::ExecStatus::Failed) << where << ": a failed call went unnoticed: " << r.reason;
    EXPECT_NE(r.reason.find(be.injected()), std::string::npos) << where << ": " << r.reason;
  }
  return clean_calls;
}

/// One qualification bench's life on `be` (open it, a correctness check, a sample), stopping at
/// the first step that fails, with its message in *failure: what sweep_bench_faults repeats.
using BenchLife = std::function<bool(FaultingBackend& be, std::string* failure)>;

/// Runs `life` once per runtime call that can fail, failing that call: each run must return false
/// (not throw) with the injected message, and leave no module, buffer or event live. A clean run
/// must succeed. Returns the number of calls a clean run makes.
inline int sweep_bench_faults(const BenchLife& life) {
  const rt::DeviceInfo device{"fake", "Fake GPU", "sm_90", 1 << 30, 1};
  int clean_calls = 0;
  {
    FaultingBackend be(device);
    std::string failure;
    EXPECT_TRUE(life(be, &failure)) << failure;
    be.expect_nothing_live("without a fault");
    clean_calls = be.calls;
  }
  for (int n = 1; n <= clean_calls; ++n) {
    FaultingBackend be(device);
    be.fail_at = n;
    std::string failure;
    bool lived = true;
    EXPECT_NO_THROW(lived = life(be, &failure)) << "call " << n;
    EXPECT_FALSE(lived) << "call " << n << " (" << be.failed_op << ") went unnoticed";
    EXPECT_EQ(failure, be.injected()) << "call " << n;
    be.expect_nothing_live("fault at call " + std::to_string(n) + " (" + be.failed_op + ")");
  }
  return clean_calls;
}

}  // namespace pk_test
