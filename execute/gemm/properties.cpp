// The gemm runtime properties: determinism, prefix invariance, hot swap, streams. Each runs the
// module on its own problem and says "held", "broken" or "exempt", with what it saw.
#include <algorithm>

#include "stage/stream_pair.h"
#include "gemm/executor.h"

namespace paritykit::execute::gemm {

bool determinism(const ExecutionContext& cx, PropertyOutcome* out, std::string* err) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(cx.config.spec);
  if (gs.split == spec::SplitMode::Atomic) {
    *out = {"determinism", "exempt",
            "split_k atomic: float atomic adds land in a run-dependent order, so the bits may differ between "
            "launches; every shape is checked against the bound instead"};
    return true;
  }
  const Kernels k = kernels_of(cx.module);
  const GemmShape s = problem(cx, problems(cx).determinism_shape);
  const int launches = cx.options.determinism_launches;
  HostCase h;
  if (!make_host_case(cx.config, s, cx.options.seed + 100, false, false, &h, err)) return false;
  const auto g = DeviceGemm::create(cx.backend, gs, cx.module.launch, s, err);
  std::vector<std::byte> first, again;
  if (!g || !g->upload(h.a, h.b, {}, err) || !g->run(k, {}, err) || !g->download(&first, {}, err)) return false;
  int differing = 0;
  for (int i = 1; i < launches; ++i) {
    if (!g->run(k, {}, err) || !g->download(&again, {}, err)) return false;
    differing += !same_output(gs.out, first, again, s.m * s.n, false);
  }
  if (differing)
    *out = {"determinism", "broken",
            std::to_string(differing) + " of " + std::to_string(launches - 1) + " repeated launches of " +
                to_string(s) + " differ bitwise from the first"};
  else
    *out = {"determinism", "held", std::to_string(launches) + " launches of " + to_string(s) + " bitwise identical"};
  return true;
}

bool prefix_invariance(const ExecutionContext& cx, PropertyOutcome* out, std::string* err) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(cx.config.spec);
  const Kernels k = kernels_of(cx.module);
  const bool atomic = gs.split == spec::SplitMode::Atomic;
  const GemmShape big = problem(cx, problems(cx).prefix_shape),
                  cut = problem(cx, {std::min(problems(cx).prefix_rows, big.m), big.n, big.k});
  HostCase h;
  if (!make_host_case(cx.config, big, cx.options.seed + 200, atomic, false, &h, err)) return false;
  ref::Tensor a_cut = first_rows(h.a, cut.m);
  const auto gb = DeviceGemm::create(cx.backend, gs, cx.module.launch, big, err);
  if (!gb) return false;
  const auto gc = DeviceGemm::create(cx.backend, gs, cx.module.launch, cut, err);
  std::vector<std::byte> db, dc;
  if (!gc || !gb->upload(h.a, h.b, {}, err) || !gc->upload(a_cut, h.b, {}, err) || !gb->run(k, {}, err) ||
      !gc->run(k, {}, err) || !gb->download(&db, {}, err) || !gc->download(&dc, {}, err))
    return false;
  const std::string inputs = atomic ? " (exact-mode integer inputs: atomic order cannot change the values)" : "";
  if (!same_output(gs.out, db, dc, cut.m * cut.n, atomic))
    *out = {"prefix_invariance", "broken",
            "the first " + std::to_string(cut.m) + " rows of " + to_string(big) + " differ from " + to_string(cut) + inputs};
  else
    *out = {"prefix_invariance", "held",
            "the first " + std::to_string(cut.m) + " rows of " + to_string(big) + " equal " + to_string(cut) +
                (atomic ? " value for value" + inputs : " bitwise")};
  return true;
}

bool hot_swap(const ExecutionContext& cx, PropertyOutcome* out, std::string* err) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(cx.config.spec);
  const Kernels k = kernels_of(cx.module);
  const bool atomic = gs.split == spec::SplitMode::Atomic;
  const GemmShape s = problem(cx, problems(cx).swap_shape);
  HostCase x, y;
  if (!make_host_case(cx.config, s, cx.options.seed + 300, atomic, false, &x, err) ||
      !make_host_case(cx.config, s, cx.options.seed + 301, atomic, true, &y, err))
    return false;
  const auto g = DeviceGemm::create(cx.backend, gs, cx.module.launch, s, err);
  std::vector<std::byte> r1, r2, r3;
  GuardWrites guard2;
  if (!g || !g->upload(x.a, x.b, {}, err) || !g->run(k, {}, err) || !g->download(&r1, {}, err) ||
      !g->upload(y.a, y.b, {}, err) || !g->run(k, {}, err) || !g->download(&r2, {}, err) ||
      !g->guard_writes(&guard2, {}, err))
    return false;
  ShapeOutcome o2 = judge(gs, y, r2, guard2);
  if (!g->upload(x.a, x.b, {}, err) || !g->run(k, {}, err) || !g->download(&r3, {}, err)) return false;
  if (!o2.passed)
    *out = {"hot_swap", "broken", "inputs B after A out of bound: " + describe(o2)};
  else if (!same_output(gs.out, r1, r3, s.m * s.n, atomic))
    *out = {"hot_swap", "broken", "inputs A -> B -> A: the second A result differs from the first"};
  else
    *out = {"hot_swap", "held",
            "inputs A -> B -> A in the same buffers (" + to_string(s) + "): B within bound, A's result again " +
                (atomic ? "value for value (exact-mode inputs)" : "bitwise")};
  return true;
}

bool streams(const ExecutionContext& cx, PropertyOutcome* out, std::string* err) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(cx.config.spec);
  const Kernels k = kernels_of(cx.module);
  runtime::Backend& be = cx.backend;
  const GemmShape s1 = problem(cx, problems(cx).stream_shapes[0]), s2 = problem(cx, problems(cx).stream_shapes[1]);
  HostCase h1, h2;
  if (!make_host_case(cx.config, s1, cx.options.seed + 400, false, true, &h1, err) ||
      !make_host_case(cx.config, s2, cx.options.seed + 401, false, true, &h2, err))
    return false;
  const auto streams = StreamPair::create(be, err);
  if (!streams) return false;
  const runtime::Stream st1 = streams->a, st2 = streams->b;
  const auto g1 = DeviceGemm::create(be, gs, cx.module.launch, s1, err);
  if (!g1) return false;
  const auto g2 = DeviceGemm::create(be, gs, cx.module.launch, s2, err);
  if (!g2 || !g1->upload(h1.a, h1.b, st1, err) || !g2->upload(h2.a, h2.b, st2, err)) return false;
  std::vector<std::byte> r1, r2;
  GuardWrites guard1, guard2;
  // Enqueue both before waiting on either, so the two streams can overlap.
  if (!g1->run(k, st1, err) || !g2->run(k, st2, err) || !g1->download_async(&r1, st1, err) ||
      !g2->download_async(&r2, st2, err) || !be.synchronize(st1, err) || !be.synchronize(st2, err) ||
      !g1->guard_writes(&guard1, st1, err) || !g2->guard_writes(&guard2, st2, err))
    return false;
  ShapeOutcome o1 = judge(gs, h1, r1, guard1), o2 = judge(gs, h2, r2, guard2);
  if (!o1.passed || !o2.passed)
    *out = {"streams", "broken", "two non-default streams: " + describe(o1.passed ? o2 : o1)};
  else
    *out = {"streams", "held",
            "two non-default streams, " + to_string(s1) + " and " + to_string(s2) +
                " with different data, both within bound"};
  return true;
}

bool barrier_stress(const ExecutionContext& cx, PropertyOutcome* out, std::string* err) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(cx.config.spec);
  const Kernels k = kernels_of(cx.module);
  runtime::Backend& be = cx.backend;
  const bool atomic = gs.split == spec::SplitMode::Atomic;
  const GemmShape s = problem(cx, problems(cx).stress_shape);
  const int launches = std::max(2, problems(cx).stress_launches);
  // Exact-mode inputs for atomics: any order of the adds then gives the same values.
  HostCase h;
  if (!make_host_case(cx.config, s, cx.options.seed + 600, atomic, false, &h, err)) return false;
  const auto streams = StreamPair::create(be, err);
  if (!streams) return false;
  const runtime::Stream st[2] = {streams->a, streams->b};
  const auto g0 = DeviceGemm::create(be, gs, cx.module.launch, s, err);
  if (!g0) return false;
  const auto g1 = DeviceGemm::create(be, gs, cx.module.launch, s, err);
  if (!g1 || !g0->upload(h.a, h.b, st[0], err) || !g1->upload(h.a, h.b, st[1], err)) return false;
  DeviceGemm* g[2] = {g0.get(), g1.get()};
  std::vector<std::byte> first, raw[2];
  int differing = 0, guards = 0;
  // Two launches in flight at once, one per stream: the workgroups of both share the SMs, so the
  // warps of one workgroup drift apart as they would not on an idle device.
  for (int i = 0; i < launches; i += 2) {
    for (int j = 0; j < 2 && i + j < launches; ++j)
      if (!g[j]->run(k, st[j], err) || !g[j]->download_async(&raw[j], st[j], err)) return false;
    for (int j = 0; j < 2 && i + j < launches; ++j) {
      GuardWrites guard;
      if (!be.synchronize(st[j], err) || !g[j]->guard_writes(&guard, st[j], err)) return false;
      guards += guard.written > 0;
      if (first.empty()) first = raw[j];
      else differing += !same_output(gs.out, first, raw[j], s.m * s.n, atomic);
    }
  }
  PerfOutcome sampled;
  check_samples(gs, h, first, 256, &sampled);
  const std::string what = std::to_string(launches) + " launches of " + to_string(s) + " over two streams";
  if (differing || guards || sampled.sampled_exceeded)
    *out = {"barrier_stress", "broken",
            what + ": " + std::to_string(differing) + " differ from the first" +
                (atomic ? " value for value (exact-mode inputs)" : " bitwise") + ", " + std::to_string(guards) +
                " wrote past D, " + std::to_string(sampled.sampled_exceeded) + " of 256 samples of the first out of bound"};
  else
    *out = {"barrier_stress", "held",
            what + (atomic ? " equal value for value (exact-mode inputs)" : " bitwise identical") +
                ", 256 samples of the first within bound"};
  return true;
}

}  // namespace paritykit::execute::gemm
