// The mlp runtime properties: determinism, prefix invariance, parameter hot swap, two model
// instances on two streams. Each runs the network on its own batch and says "held" or "broken",
// with what it saw.
#include <algorithm>

#include "errors.h"
#include "stream_pair.h"
#include "mlp.h"

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

PropertyOutcome determinism(const ExecutionContext& cx) {
  const spec::MlpSpec& ms = spec_of(cx);
  const runtime::Kernel k = kernel_of(cx);
  const std::int64_t b = cx.options.mlp.determinism_batch;
  const int launches = cx.options.determinism_launches;
  HostCase h = make_host_case(cx.config, b, cx.options.seed + 100, false);
  DeviceMlp d(cx.backend, ms, cx.module.launch, b);
  d.upload_input(h.x, {});
  d.upload_params(h.params, {});
  d.run(k, {});
  const Output first = d.download({});
  int differing = 0;
  for (int i = 1; i < launches; ++i) {
    d.run(k, {});
    differing += !same(first, d.download({}));
  }
  if (differing)
    return {"determinism", "broken",
            std::to_string(differing) + " of " + std::to_string(launches - 1) + " repeated launches of " + rows(b) +
                " differ bitwise from the first"};
  return {"determinism", "held", std::to_string(launches) + " launches of " + rows(b) + " bitwise identical"};
}

PropertyOutcome prefix_invariance(const ExecutionContext& cx) {
  const spec::MlpSpec& ms = spec_of(cx);
  const runtime::Kernel k = kernel_of(cx);
  const std::int64_t big = cx.options.mlp.prefix_batch, cut = std::min(cx.options.mlp.prefix_rows, big);
  HostCase h = make_host_case(cx.config, big, cx.options.seed + 200, false);
  HostCase hc = first_rows(h, cut);
  DeviceMlp db(cx.backend, ms, cx.module.launch, big), dc(cx.backend, ms, cx.module.launch, cut);
  db.upload_input(h.x, {});
  db.upload_params(h.params, {});
  dc.upload_input(hc.x, {});
  dc.upload_params(hc.params, {});
  db.run(k, {});
  dc.run(k, {});
  const Output ob = db.download({}), oc = dc.download({});
  const bool equal = oc.y.size() <= ob.y.size() && std::equal(oc.y.begin(), oc.y.end(), ob.y.begin());
  if (!equal || ob.guard_written || oc.guard_written)
    return {"prefix_invariance", "broken",
            "the first " + rows(cut) + " of a batch of " + std::to_string(big) + " differ from a batch of " +
                std::to_string(cut) + (ob.guard_written || oc.guard_written ? " (rows past the batch written)" : "")};
  return {"prefix_invariance", "held",
          "the first " + rows(cut) + " of a batch of " + std::to_string(big) + " equal a batch of " +
              std::to_string(cut) + " bitwise"};
}

PropertyOutcome hot_swap(const ExecutionContext& cx) {
  const spec::MlpSpec& ms = spec_of(cx);
  const runtime::Kernel k = kernel_of(cx);
  const std::int64_t b = cx.options.mlp.swap_batch;
  HostCase a = make_host_case(cx.config, b, cx.options.seed + 300, true);
  const ref::Tensor params_b = make_host_case(cx.config, 1, cx.options.seed + 301, false).params;
  DeviceMlp d(cx.backend, ms, cx.module.launch, b);
  d.upload_input(a.x, {});
  d.upload_params(a.params, {});
  d.run(k, {});
  const Output r1 = d.download({});
  d.upload_params(params_b, {});
  d.run(k, {});
  const Output r2 = d.download({});
  d.upload_params(a.params, {});
  d.run(k, {});
  const Output r3 = d.download({});
  const ShapeOutcome o1 = judge(ms, b, r1, *a.reference);
  const ShapeOutcome o2 = judge(ms, b, r2, reference_with(ms, a, params_b));
  const std::string where = "parameters A -> B -> A on one input of " + rows(b) + " in the same buffers";
  if (!o1.passed) return {"hot_swap", "broken", where + ": A out of bound: " + describe(o1)};
  if (!o2.passed) return {"hot_swap", "broken", where + ": B out of bound: " + describe(o2)};
  if (r2.y == r1.y) return {"hot_swap", "broken", where + ": B's output equals A's (the new parameters were not used)"};
  if (!same(r1, r3)) return {"hot_swap", "broken", where + ": the second A output differs from the first"};
  return {"hot_swap", "held", where + ": B within bound and different from A, A's output again bitwise"};
}

PropertyOutcome streams(const ExecutionContext& cx) {
  const spec::MlpSpec& ms = spec_of(cx);
  const runtime::Kernel k = kernel_of(cx);
  runtime::Backend& be = cx.backend;
  const std::int64_t b1 = cx.options.mlp.stream_batches[0], b2 = cx.options.mlp.stream_batches[1];
  HostCase h1 = make_host_case(cx.config, b1, cx.options.seed + 400, true);
  HostCase h2 = make_host_case(cx.config, b2, cx.options.seed + 401, true);
  DeviceMlp d1(be, ms, cx.module.launch, b1), d2(be, ms, cx.module.launch, b2);
  d1.upload_input(h1.x, {});
  d1.upload_params(h1.params, {});
  d2.upload_input(h2.x, {});
  d2.upload_params(h2.params, {});
  // Each instance alone on the default stream first: what the concurrent runs must reproduce.
  d1.run(k, {});
  const Output alone1 = d1.download({});
  d2.run(k, {});
  const Output alone2 = d2.download({});
  const StreamPair streams(be);
  const runtime::Stream st1 = streams.a, st2 = streams.b;
  std::string err;
  std::vector<std::byte> raw1, raw2;
  // Enqueue both before waiting on either, so the two instances can run at once.
  d1.run(k, st1);
  d2.run(k, st2);
  d1.download_async(&raw1, st1);
  d2.download_async(&raw2, st2);
  ok(be.synchronize(st1, &err), err);
  ok(be.synchronize(st2, &err), err);
  const Output c1 = d1.finish(raw1), c2 = d2.finish(raw2);
  const ShapeOutcome o1 = judge(ms, b1, c1, *h1.reference), o2 = judge(ms, b2, c2, *h2.reference);
  const std::string what = "two instances (" + rows(b1) + ", " + rows(b2) +
                           ", different parameters) on two non-default streams at once";
  if (!o1.passed || !o2.passed) return {"streams", "broken", what + ": " + describe(o1.passed ? o2 : o1)};
  if (!same(alone1, c1) || !same(alone2, c2))
    return {"streams", "broken", what + ": instance " + std::string(same(alone1, c1) ? "2" : "1") +
                                     " differs from its single-stream result"};
  return {"streams", "held", what + ": each within bound and bitwise equal to its single-stream result"};
}

}  // namespace paritykit::execute::mlp
