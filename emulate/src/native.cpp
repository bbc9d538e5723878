// NativeKernel (emulate.h): a kernel with no sync point, compiled by the emulator's JIT and run as
// a plain loop over its work-items with a pass-through runtime: the yardstick of the emulator's
// overhead (emulate-bench).
#include <algorithm>
#include <cstdint>
#include <vector>

#include "abi.h"
#include "jit.h"
#include "launch.h"
#include "paritykit/emulate.h"

namespace paritykit::emulate {

namespace {

/// The running work-item, set by the loop (the kernel's code finds it through the abi calls, as
/// under the emulator).
struct NativeState {
  std::uint32_t local[3] = {}, group[3] = {};
  unsigned char* lds = nullptr;
  const std::vector<Site>* sites = nullptr;
};
thread_local NativeState t_native;

std::uint32_t native_workitem_id(std::uint32_t dim) { return t_native.local[dim]; }
std::uint32_t native_workgroup_id(std::uint32_t dim) { return t_native.group[dim]; }
void* native_lds_base() { return t_native.lds; }
void* pass_through(std::uint32_t, void* p) { return p; }
void native_atomic(std::uint32_t site, void* p, const void* value, void* old) {
  apply_atomic((*t_native.sites)[site], static_cast<unsigned char*>(p), static_cast<const unsigned char*>(value),
               static_cast<unsigned char*>(old));
}
// Never reached: compile() refuses a kernel with a sync site. Linked so that every abi name
// resolves, as the JIT requires.
void no_sync(std::uint32_t) {}
void no_async(std::uint32_t, void*, void*) {}
void no_matrix(std::uint32_t, const void*, const void*, const void*, void*) {}
std::uint32_t no_cross_lane(std::uint32_t, std::uint32_t, std::uint32_t, std::uint32_t, std::uint32_t) { return 0; }

/// The pass-through runtime; exp2 is the emulator's own, so both compute the same bits.
RuntimeSymbols native_symbols() {
  RuntimeSymbols out = {
      {abi::kWorkitemId, reinterpret_cast<void*>(static_cast<abi::WorkitemId>(&native_workitem_id))},
      {abi::kWorkgroupId, reinterpret_cast<void*>(static_cast<abi::WorkgroupId>(&native_workgroup_id))},
      {abi::kLdsBase, reinterpret_cast<void*>(static_cast<abi::LdsBase>(&native_lds_base))},
      {abi::kGlobalAccess, reinterpret_cast<void*>(static_cast<abi::GlobalAccess>(&pass_through))},
      {abi::kLdsAccess, reinterpret_cast<void*>(static_cast<abi::LdsAccess>(&pass_through))},
      {abi::kAtomic, reinterpret_cast<void*>(static_cast<abi::Atomic>(&native_atomic))},
      {abi::kBarrier, reinterpret_cast<void*>(static_cast<abi::Barrier>(&no_sync))},
      {abi::kWaitAsync, reinterpret_cast<void*>(static_cast<abi::WaitAsync>(&no_sync))},
      {abi::kAsyncToLds, reinterpret_cast<void*>(static_cast<abi::AsyncToLds>(&no_async))},
      {abi::kMatrix, reinterpret_cast<void*>(static_cast<abi::Matrix>(&no_matrix))},
      {abi::kCrossLane, reinterpret_cast<void*>(static_cast<abi::CrossLane>(&no_cross_lane))},
  };
  for (const auto& entry : runtime_symbols())
    if (entry.first == abi::kExp2) out.push_back(entry);
  return out;
}

/// Whether a site needs the emulator's waves: a rendezvous, or an async copy that lands at one.
bool is_sync_point(const Site& s) {
  if (s.kind != Site::Kind::Intrinsic || !s.intrinsic) return false;
  switch (s.intrinsic->kind) {
    case IntrinsicKind::Barrier:
    case IntrinsicKind::WaitAsync:
    case IntrinsicKind::AsyncToLds:
    case IntrinsicKind::Matrix:
    case IntrinsicKind::CrossLane: return true;
    default: return false;
  }
}

/// The function a site is in: "fn" of its "@fn, block ...".
std::string_view function_of(const Site& s) {
  std::string_view w = s.where;
  if (!w.starts_with('@')) return {};
  return w.substr(1, w.find(',') - 1);
}

}  // namespace

struct NativeKernel::Impl {
  std::unique_ptr<JitModule> jit;
  const CompiledKernel* kernel = nullptr;
  std::vector<unsigned char> lds;
};

NativeKernel::NativeKernel() : impl_(std::make_unique<Impl>()) {}
NativeKernel::~NativeKernel() = default;

std::unique_ptr<NativeKernel> NativeKernel::compile(std::string_view ir, const std::string& name, std::string* err) {
  std::unique_ptr<NativeKernel> out(new NativeKernel);
  Impl& m = *out->impl_;
  m.jit = JitModule::compile(ir, native_symbols(), err, HostCodegen::Optimised);
  if (!m.jit) return nullptr;
  m.kernel = m.jit->kernel(name);
  if (!m.kernel) {
    *err = "the module has no kernel " + name;
    return nullptr;
  }
  // A sync site in another kernel is never reached; one in a helper function might be.
  const auto is_kernel = [&](std::string_view fn) {
    return std::any_of(m.jit->kernels().begin(), m.jit->kernels().end(),
                       [&](const CompiledKernel& k) { return k.name == fn; });
  };
  for (const Site& s : m.jit->sites())
    if (is_sync_point(s) && (function_of(s) == name || !is_kernel(function_of(s)))) {
      *err = name + " has a sync point, which needs the emulator: " + s.where;
      return nullptr;
    }
  m.lds.assign(std::max<std::uint32_t>(m.kernel->static_lds_bytes, 1), 0);
  return out;
}

bool NativeKernel::launch(runtime::Dim3 grid, runtime::Dim3 block, const runtime::KernelArgs& args, std::string* err) {
  const Impl& m = *impl_;
  if (!arguments_fit(*m.kernel, args, err)) return false;
  NativeState& st = t_native;
  st.lds = impl_->lds.data();
  st.sites = &m.jit->sites();
  const CompiledKernel::Entry entry = m.kernel->entry;
  const unsigned char* bytes = args.data();
  for (st.group[2] = 0; st.group[2] < grid.z; ++st.group[2])
    for (st.group[1] = 0; st.group[1] < grid.y; ++st.group[1])
      for (st.group[0] = 0; st.group[0] < grid.x; ++st.group[0])
        for (st.local[2] = 0; st.local[2] < block.z; ++st.local[2])
          for (st.local[1] = 0; st.local[1] < block.y; ++st.local[1])
            for (st.local[0] = 0; st.local[0] < block.x; ++st.local[0]) entry(bytes);
  return true;
}

}  // namespace paritykit::emulate
