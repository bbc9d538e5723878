// The gemm runtime properties: determinism, prefix invariance, hot swap, streams. Each runs the
// module on its own problem and says "held", "broken" or "exempt", with what it saw.
#include <algorithm>

#include "errors.h"
#include "stream_pair.h"
#include "gemm.h"

namespace paritykit::execute::gemm {

PropertyOutcome determinism(const ExecutionContext& cx) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(cx.config.spec);
  if (gs.split == spec::SplitMode::Atomic)
    return {"determinism", "exempt",
            "split_k atomic: float atomic adds land in a run-dependent order, so the bits may differ between "
            "launches; every shape is checked against the bound instead"};
  const Kernels k = kernels_of(cx.module);
  const GemmShape s = cx.options.gemm.determinism_shape;
  const int launches = cx.options.determinism_launches;
  HostCase h = make_host_case(cx.config, s, cx.options.seed + 100, false, false);
  DeviceGemm g(cx.backend, gs, cx.module.launch, s);
  g.upload(h.a, h.b, {});
  g.run(k, {});
  const std::vector<std::byte> first = g.download({});
  int differing = 0;
  for (int i = 1; i < launches; ++i) {
    g.run(k, {});
    differing += !same_output(gs.out, first, g.download({}), s.m * s.n, false);
  }
  if (differing)
    return {"determinism", "broken",
            std::to_string(differing) + " of " + std::to_string(launches - 1) + " repeated launches of " +
                to_string(s) + " differ bitwise from the first"};
  return {"determinism", "held", std::to_string(launches) + " launches of " + to_string(s) + " bitwise identical"};
}

PropertyOutcome prefix_invariance(const ExecutionContext& cx) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(cx.config.spec);
  const Kernels k = kernels_of(cx.module);
  const bool atomic = gs.split == spec::SplitMode::Atomic;
  const GemmShape big = cx.options.gemm.prefix_shape, cut{std::min(cx.options.gemm.prefix_rows, big.m), big.n, big.k};
  HostCase h = make_host_case(cx.config, big, cx.options.seed + 200, atomic, false);
  ref::Tensor a_cut = first_rows(h.a, cut.m);
  DeviceGemm gb(cx.backend, gs, cx.module.launch, big), gc(cx.backend, gs, cx.module.launch, cut);
  gb.upload(h.a, h.b, {});
  gc.upload(a_cut, h.b, {});
  gb.run(k, {});
  gc.run(k, {});
  std::vector<std::byte> db = gb.download({}), dc = gc.download({});
  const std::string inputs = atomic ? " (exact-mode integer inputs: atomic order cannot change the values)" : "";
  if (!same_output(gs.out, db, dc, cut.m * cut.n, atomic))
    return {"prefix_invariance", "broken",
            "the first " + std::to_string(cut.m) + " rows of " + to_string(big) + " differ from " + to_string(cut) + inputs};
  return {"prefix_invariance", "held",
          "the first " + std::to_string(cut.m) + " rows of " + to_string(big) + " equal " + to_string(cut) +
              (atomic ? " value for value" + inputs : " bitwise")};
}

PropertyOutcome hot_swap(const ExecutionContext& cx) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(cx.config.spec);
  const Kernels k = kernels_of(cx.module);
  const bool atomic = gs.split == spec::SplitMode::Atomic;
  const GemmShape s = cx.options.gemm.swap_shape;
  HostCase x = make_host_case(cx.config, s, cx.options.seed + 300, atomic, false);
  HostCase y = make_host_case(cx.config, s, cx.options.seed + 301, atomic, true);
  DeviceGemm g(cx.backend, gs, cx.module.launch, s);
  g.upload(x.a, x.b, {});
  g.run(k, {});
  std::vector<std::byte> r1 = g.download({});
  g.upload(y.a, y.b, {});
  g.run(k, {});
  const std::vector<std::byte> r2 = g.download({});
  ShapeOutcome o2 = judge(gs, y, r2, g.guard_writes({}));
  g.upload(x.a, x.b, {});
  g.run(k, {});
  std::vector<std::byte> r3 = g.download({});
  if (!o2.passed) return {"hot_swap", "broken", "inputs B after A out of bound: " + describe(o2)};
  if (!same_output(gs.out, r1, r3, s.m * s.n, atomic))
    return {"hot_swap", "broken", "inputs A -> B -> A: the second A result differs from the first"};
  return {"hot_swap", "held",
          "inputs A -> B -> A in the same buffers (" + to_string(s) + "): B within bound, A's result again " +
              (atomic ? "value for value (exact-mode inputs)" : "bitwise")};
}

PropertyOutcome streams(const ExecutionContext& cx) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(cx.config.spec);
  const Kernels k = kernels_of(cx.module);
  runtime::Backend& be = cx.backend;
  const GemmShape s1 = cx.options.gemm.stream_shapes[0], s2 = cx.options.gemm.stream_shapes[1];
  HostCase h1 = make_host_case(cx.config, s1, cx.options.seed + 400, false, true);
  HostCase h2 = make_host_case(cx.config, s2, cx.options.seed + 401, false, true);
  const StreamPair streams(be);
  const runtime::Stream st1 = streams.a, st2 = streams.b;
  std::string err;
  DeviceGemm g1(be, gs, cx.module.launch, s1), g2(be, gs, cx.module.launch, s2);
  g1.upload(h1.a, h1.b, st1);
  g2.upload(h2.a, h2.b, st2);
  std::vector<std::byte> r1, r2;
  // Enqueue both before waiting on either, so the two streams can overlap.
  g1.run(k, st1);
  g2.run(k, st2);
  g1.download_async(&r1, st1);
  g2.download_async(&r2, st2);
  ok(be.synchronize(st1, &err), err);
  ok(be.synchronize(st2, &err), err);
  ShapeOutcome o1 = judge(gs, h1, r1, g1.guard_writes(st1)), o2 = judge(gs, h2, r2, g2.guard_writes(st2));
  if (!o1.passed || !o2.passed)
    return {"streams", "broken", "two non-default streams: " + describe(o1.passed ? o2 : o1)};
  return {"streams", "held",
          "two non-default streams, " + to_string(s1) + " and " + to_string(s2) + " with different data, both within bound"};
}

PropertyOutcome barrier_stress(const ExecutionContext& cx) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(cx.config.spec);
  const Kernels k = kernels_of(cx.module);
  runtime::Backend& be = cx.backend;
  const bool atomic = gs.split == spec::SplitMode::Atomic;
  const GemmShape s = cx.options.gemm.stress_shape;
  const int launches = std::max(2, cx.options.gemm.stress_launches);
  // Exact-mode inputs for atomics: any order of the adds then gives the same values.
  HostCase h = make_host_case(cx.config, s, cx.options.seed + 600, atomic, false);
  const StreamPair streams(be);
  const runtime::Stream st[2] = {streams.a, streams.b};
  DeviceGemm g0(be, gs, cx.module.launch, s), g1(be, gs, cx.module.launch, s);
  DeviceGemm* g[2] = {&g0, &g1};
  g0.upload(h.a, h.b, st[0]);
  g1.upload(h.a, h.b, st[1]);
  std::string err;
  std::vector<std::byte> first, raw[2];
  int differing = 0, guards = 0;
  // Two launches in flight at once, one per stream: the workgroups of both share the SMs, so the
  // warps of one workgroup drift apart as they would not on an idle device.
  for (int i = 0; i < launches; i += 2) {
    for (int j = 0; j < 2 && i + j < launches; ++j) {
      g[j]->run(k, st[j]);
      g[j]->download_async(&raw[j], st[j]);
    }
    for (int j = 0; j < 2 && i + j < launches; ++j) {
      ok(be.synchronize(st[j], &err), err);
      guards += g[j]->guard_writes(st[j]).written > 0;
      if (first.empty()) first = raw[j];
      else differing += !same_output(gs.out, first, raw[j], s.m * s.n, atomic);
    }
  }
  PerfOutcome sampled;
  check_samples(gs, h, first, 256, &sampled);
  const std::string what = std::to_string(launches) + " launches of " + to_string(s) + " over two streams";
  if (differing || guards || sampled.sampled_exceeded)
    return {"barrier_stress", "broken",
            what + ": " + std::to_string(differing) + " differ from the first" +
                (atomic ? " value for value (exact-mode inputs)" : " bitwise") + ", " + std::to_string(guards) +
                " wrote past D, " + std::to_string(sampled.sampled_exceeded) + " of 256 samples of the first out of bound"};
  return {"barrier_stress", "held",
          what + (atomic ? " equal value for value (exact-mode inputs)" : " bitwise identical") +
              ", 256 samples of the first within bound"};
}

}  // namespace paritykit::execute::gemm
