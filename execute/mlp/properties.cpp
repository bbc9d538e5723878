// The mlp runtime properties: determinism, prefix invariance, parameter hot swap, two model
// instances on two streams. Each runs the network on its own batch and says "held" or "broken",
// with what it saw.
#include <algorithm>

#include "stage/stream_pair.h"
#include "mlp/executor.h"

namespace paritykit::execute::mlp {
namespace {

const spec::MlpSpec& spec_of(const ExecutionContext& cx) { return std::get<spec::MlpSpec>(cx.config.spec); }
runtime::Kernel kernel_of(const ExecutionContext& cx) {
  return cx.module.kernels.empty() ? runtime::Kernel{} : cx.module.kernels[0];
}
std::string rows(std::int64_t b) { return std::to_string(b) + (b == 1 ? " row" : " rows"); }

/// Equal bytes, the guard untouched in both.
bool same(const Output& x, const Output& y) { return x.y == y.y && !x.guard_written && !y.guard_written; }

}  // namespace

bool determinism(const ExecutionContext& cx, PropertyOutcome* out, std::string* err) {
  const spec::MlpSpec& ms = spec_of(cx);
  const runtime::Kernel k = kernel_of(cx);
  const std::int64_t b = problems(cx).determinism_batch;
  const int launches = cx.options.determinism_launches;
  HostCase h;
  if (!make_host_case(cx.config, b, cx.options.seed + 100, false, &h, err)) return false;
  const auto d = DeviceMlp::create(cx.backend, ms, cx.module.launch, b, err);
  Output first, again;
  if (!d || !d->upload_input(h.x, {}, err) || !d->upload_params(h.params, {}, err) || !d->run(k, {}, err) ||
      !d->download(&first, {}, err))
    return false;
  int differing = 0;
  for (int i = 1; i < launches; ++i) {
    if (!d->run(k, {}, err) || !d->download(&again, {}, err)) return false;
    differing += !same(first, again);
  }
  if (differing)
    *out = {"determinism", "broken",
            std::to_string(differing) + " of " + std::to_string(launches - 1) + " repeated launches of " + rows(b) +
                " differ bitwise from the first"};
  else
    *out = {"determinism", "held", std::to_string(launches) + " launches of " + rows(b) + " bitwise identical"};
  return true;
}

bool prefix_invariance(const ExecutionContext& cx, PropertyOutcome* out, std::string* err) {
  const spec::MlpSpec& ms = spec_of(cx);
  const runtime::Kernel k = kernel_of(cx);
  const std::int64_t big = problems(cx).prefix_batch, cut = std::min(problems(cx).prefix_rows, big);
  HostCase h;
  if (!make_host_case(cx.config, big, cx.options.seed + 200, false, &h, err)) return false;
  HostCase hc = first_rows(h, cut);
  const auto db = DeviceMlp::create(cx.backend, ms, cx.module.launch, big, err);
  if (!db) return false;
  const auto dc = DeviceMlp::create(cx.backend, ms, cx.module.launch, cut, err);
  Output ob, oc;
  if (!dc || !db->upload_input(h.x, {}, err) || !db->upload_params(h.params, {}, err) ||
      !dc->upload_input(hc.x, {}, err) || !dc->upload_params(hc.params, {}, err) || !db->run(k, {}, err) ||
      !dc->run(k, {}, err) || !db->download(&ob, {}, err) || !dc->download(&oc, {}, err))
    return false;
  const bool equal = oc.y.size() <= ob.y.size() && std::equal(oc.y.begin(), oc.y.end(), ob.y.begin());
  if (!equal || ob.guard_written || oc.guard_written)
    *out = {"prefix_invariance", "broken",
            "the first " + rows(cut) + " of a batch of " + std::to_string(big) + " differ from a batch of " +
                std::to_string(cut) + (ob.guard_written || oc.guard_written ? " (rows past the batch written)" : "")};
  else
    *out = {"prefix_invariance", "held",
            "the first " + rows(cut) + " of a batch of " + std::to_string(big) + " equal a batch of " +
                std::to_string(cut) + " bitwise"};
  return true;
}

bool hot_swap(const ExecutionContext& cx, PropertyOutcome* out, std::string* err) {
  const spec::MlpSpec& ms = spec_of(cx);
  const runtime::Kernel k = kernel_of(cx);
  const std::int64_t b = problems(cx).swap_batch;
  HostCase a, for_b;
  if (!make_host_case(cx.config, b, cx.options.seed + 300, true, &a, err) ||
      !make_host_case(cx.config, 1, cx.options.seed + 301, false, &for_b, err))
    return false;
  const ref::Tensor& params_b = for_b.params;
  const auto d = DeviceMlp::create(cx.backend, ms, cx.module.launch, b, err);
  Output r1, r2, r3;
  if (!d || !d->upload_input(a.x, {}, err) || !d->upload_params(a.params, {}, err) || !d->run(k, {}, err) ||
      !d->download(&r1, {}, err) || !d->upload_params(params_b, {}, err) || !d->run(k, {}, err) ||
      !d->download(&r2, {}, err) || !d->upload_params(a.params, {}, err) || !d->run(k, {}, err) ||
      !d->download(&r3, {}, err))
    return false;
  ref::Reference reference_b;
  if (!reference_with(ms, a, params_b, &reference_b, err)) return false;
  const ShapeOutcome o1 = judge(ms, b, r1, *a.reference);
  const ShapeOutcome o2 = judge(ms, b, r2, reference_b);
  const std::string where = "parameters A -> B -> A on one input of " + rows(b) + " in the same buffers";
  if (!o1.passed)
    *out = {"hot_swap", "broken", where + ": A out of bound: " + describe(o1)};
  else if (!o2.passed)
    *out = {"hot_swap", "broken", where + ": B out of bound: " + describe(o2)};
  else if (r2.y == r1.y)
    *out = {"hot_swap", "broken", where + ": B's output equals A's (the new parameters were not used)"};
  else if (!same(r1, r3))
    *out = {"hot_swap", "broken", where + ": the second A output differs from the first"};
  else
    *out = {"hot_swap", "held", where + ": B within bound and different from A, A's output again bitwise"};
  return true;
}

bool streams(const ExecutionContext& cx, PropertyOutcome* out, std::string* err) {
  const spec::MlpSpec& ms = spec_of(cx);
  const runtime::Kernel k = kernel_of(cx);
  runtime::Backend& be = cx.backend;
  const std::int64_t b1 = problems(cx).stream_batches[0], b2 = problems(cx).stream_batches[1];
  HostCase h1, h2;
  if (!make_host_case(cx.config, b1, cx.options.seed + 400, true, &h1, err) ||
      !make_host_case(cx.config, b2, cx.options.seed + 401, true, &h2, err))
    return false;
  const auto d1 = DeviceMlp::create(be, ms, cx.module.launch, b1, err);
  if (!d1) return false;
  const auto d2 = DeviceMlp::create(be, ms, cx.module.launch, b2, err);
  Output alone1, alone2;
  if (!d2 || !d1->upload_input(h1.x, {}, err) || !d1->upload_params(h1.params, {}, err) ||
      !d2->upload_input(h2.x, {}, err) || !d2->upload_params(h2.params, {}, err))
    return false;
  // Each instance alone on the default stream first: what the concurrent runs must reproduce.
  if (!d1->run(k, {}, err) || !d1->download(&alone1, {}, err) || !d2->run(k, {}, err) || !d2->download(&alone2, {}, err))
    return false;
  const auto streams = StreamPair::create(be, err);
  if (!streams) return false;
  const runtime::Stream st1 = streams->a, st2 = streams->b;
  std::vector<std::byte> raw1, raw2;
  // Enqueue both before waiting on either, so the two instances can run at once.
  if (!d1->run(k, st1, err) || !d2->run(k, st2, err) || !d1->download_async(&raw1, st1, err) ||
      !d2->download_async(&raw2, st2, err) || !be.synchronize(st1, err) || !be.synchronize(st2, err))
    return false;
  const Output c1 = d1->finish(raw1), c2 = d2->finish(raw2);
  const ShapeOutcome o1 = judge(ms, b1, c1, *h1.reference), o2 = judge(ms, b2, c2, *h2.reference);
  const std::string what = "two instances (" + rows(b1) + ", " + rows(b2) +
                           ", different parameters) on two non-default streams at once";
  if (!o1.passed || !o2.passed)
    *out = {"streams", "broken", what + ": " + describe(o1.passed ? o2 : o1)};
  else if (!same(alone1, c1) || !same(alone2, c2))
    *out = {"streams", "broken", what + ": instance " + std::string(same(alone1, c1) ? "2" : "1") +
                                     " differs from its single-stream result"};
  else
    *out = {"streams", "held", what + ": each within bound and bitwise equal to its single-stream result"};
  return true;
}

}  // namespace paritykit::execute::mlp
