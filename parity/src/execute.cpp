// The execution stage: run each agreed gemm module on a present device, against the reference,
// and qualify the runtime (determinism, prefix invariance, hot swap, streams, fail-closed).
// Records facts only; gate() decides.
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <sstream>

#include "paritykit/parity.h"
#include "paritykit/reference.h"
#include "paritykit/reports.h"

namespace paritykit::parity {

std::string to_string(ExecuteMode m) {
  switch (m) {
    case ExecuteMode::Off: return "off";
    case ExecuteMode::Auto: return "auto";
    case ExecuteMode::Require: return "require";
  }
  return "unknown(" + std::to_string(static_cast<int>(m)) + ")";
}

std::optional<ExecuteMode> parse_execute_mode(std::string_view text) {
  if (text == "off") return ExecuteMode::Off;
  if (text == "auto") return ExecuteMode::Auto;
  if (text == "require") return ExecuteMode::Require;
  return std::nullopt;
}

std::string to_string(ExecStatus s) {
  switch (s) {
    case ExecStatus::Passed: return "PASSED";
    case ExecStatus::Failed: return "FAILED";
    case ExecStatus::Skipped: return "SKIPPED";
  }
  return "UNKNOWN(" + std::to_string(static_cast<int>(s)) + ")";
}

std::string to_string(const GemmShape& s) {
  return std::to_string(s.m) + "x" + std::to_string(s.n) + "x" + std::to_string(s.k);
}

bool parse_shapes(std::string_view text, std::vector<GemmShape>* out, std::string* err) {
  out->clear();
  for (;;) {
    size_t comma = text.find(',');
    std::string_view item = text.substr(0, comma);
    std::int64_t v[3] = {};
    std::string_view rest = item;
    bool ok = true;
    for (int i = 0; i < 3 && ok; ++i) {
      auto [end, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), v[i]);
      ok = ec == std::errc() && end != rest.data() && v[i] >= 1 && v[i] <= (1 << 20);
      if (ok) rest = rest.substr(static_cast<size_t>(end - rest.data()));
      if (ok && i < 2) {
        ok = !rest.empty() && rest[0] == 'x';
        if (ok) rest = rest.substr(1);
      }
    }
    if (!ok || !rest.empty()) {
      *err = "--shapes: \"" + std::string(item) + "\" is not MxNxK with each in [1, 1048576]";
      return false;
    }
    // The reduce kernel's grid is ceil(M*N/256) blocks in x, at most 2^31 - 1.
    if (v[0] * v[1] > (std::int64_t{1} << 38)) {
      *err = "--shapes: \"" + std::string(item) + "\": M*N over 2^38 needs a reduce grid past the launch limit";
      return false;
    }
    out->push_back({v[0], v[1], v[2]});
    if (comma == std::string_view::npos) return true;
    text = text.substr(comma + 1);
  }
}

std::vector<GemmShape> default_shapes() {
  return {{1, 1, 1},      {16, 16, 16},   {17, 17, 17},     {255, 257, 17},  {256, 256, 256},
          {257, 255, 256}, {1, 257, 255},  {257, 1, 16},     {16, 17, 257},   {17, 256, 1},
          {256, 16, 255}, {2048, 17, 255}, {17, 2048, 257}, {255, 257, 2048}};
}

GemmLaunchPlan gemm_launch_plan(const spec::GemmSpec& gs, int wave_size, const GemmShape& s) {
  GemmLaunchPlan p;
  const bool split = gs.split != spec::SplitMode::None;
  auto ceil_div = [](std::int64_t a, std::int64_t b) { return static_cast<unsigned>((a + b - 1) / b); };
  p.grid = {ceil_div(s.n, gs.tile_n), ceil_div(s.m, gs.tile_m), split ? static_cast<unsigned>(gs.split_degree) : 1u};
  p.block = {static_cast<unsigned>(gs.warps_m * gs.warps_n * wave_size), 1, 1};
  p.atomic = gs.split == spec::SplitMode::Atomic;
  p.two_stage = gs.split == spec::SplitMode::TwoStage;
  p.a_bytes = static_cast<size_t>(s.m * s.k) * spec::size_of(gs.a);
  p.b_bytes = static_cast<size_t>(s.k * s.n) * spec::size_of(gs.b);
  p.d_bytes = static_cast<size_t>(s.m * s.n) * spec::size_of(gs.out);
  if (p.two_stage) {
    p.workspace_bytes = static_cast<size_t>(gs.split_degree) * static_cast<size_t>(s.m * s.n) * sizeof(float);
    p.reduce_grid = {ceil_div(s.m * s.n, 256), 1, 1};
    p.reduce_block = {256, 1, 1};
  }
  return p;
}

runtime::KernelArgs gemm_main_args(runtime::DevicePtr a, runtime::DevicePtr b, runtime::DevicePtr d_or_w,
                                   const GemmShape& s) {
  runtime::KernelArgs args;
  args.ptr(a).ptr(b).ptr(d_or_w).i32(static_cast<std::int32_t>(s.m)).i32(static_cast<std::int32_t>(s.n))
      .i32(static_cast<std::int32_t>(s.k));
  return args;
}

runtime::KernelArgs gemm_reduce_args(runtime::DevicePtr w, runtime::DevicePtr d, const GemmShape& s) {
  runtime::KernelArgs args;
  args.ptr(w).ptr(d).i32(static_cast<std::int32_t>(s.m)).i32(static_cast<std::int32_t>(s.n));
  return args;
}

namespace {

using runtime::Backend;
using runtime::DevicePtr;
using runtime::Stream;
namespace ref = reference;

/// A failed runtime call, carried out of the deep helpers with the vendor's message.
struct RuntimeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

void ok(bool success, const std::string& err) {
  if (!success) throw RuntimeError(err);
}

/// The kernels of one engine's module.
struct GemmKernels {
  std::string engine;
  runtime::Module module;
  runtime::Kernel main, reduce;
};

/// Host inputs of one problem, and (optionally) their reference.
struct HostCase {
  GemmShape shape;
  ref::Tensor a, b;
  std::optional<ref::Reference> reference;
};

/// Uniform inputs as reference-run makes them (streams a=1, b=2), or exact-mode integers through
/// make_case (any summation order then gives the same values: used where atomics are compared).
HostCase make_host_case(const spec::Config& c, const GemmShape& s, std::uint64_t seed, bool exact, bool with_reference) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(c.spec);
  HostCase h;
  h.shape = s;
  if (exact) {
    ref::Case cs = ref::make_case(c, "{\"m\":" + std::to_string(s.m) + ",\"n\":" + std::to_string(s.n) +
                                         ",\"k\":" + std::to_string(s.k) + "}",
                                  seed, ref::InputMode::Exact);
    h.a = std::move(cs.inputs[0]);
    h.b = std::move(cs.inputs[1]);
    h.reference = std::move(cs.reference);
    return h;
  }
  h.a = ref::make_tensor("a", gs.a, {s.m, s.k}, gs.layout_a == spec::Layout::Col);
  h.b = ref::make_tensor("b", gs.b, {s.k, s.n}, gs.layout_b == spec::Layout::Col);
  for (std::int64_t i = 0; i < h.a.size(); ++i) ref::set_value(h.a, i, ref::uniform_value(seed, 1, static_cast<std::uint64_t>(i)));
  for (std::int64_t i = 0; i < h.b.size(); ++i) ref::set_value(h.b, i, ref::uniform_value(seed, 2, static_cast<std::uint64_t>(i)));
  if (with_reference) h.reference = ref::gemm_reference(gs, {s.m, s.n, s.k}, ref::view(h.a), ref::view(h.b));
  return h;
}

/// The first `rows` rows of A (M x K, either layout), as the same problem cut to those rows.
ref::Tensor first_rows(const ref::Tensor& a, std::int64_t rows) {
  const std::int64_t m = a.shape[0], k = a.shape[1];
  ref::Tensor out = ref::make_tensor("a", a.dtype, {rows, k}, a.column_major);
  const size_t es = static_cast<size_t>(spec::size_of(a.dtype));
  for (std::int64_t i = 0; i < rows; ++i)
    for (std::int64_t j = 0; j < k; ++j) {
      std::int64_t from = a.column_major ? j * m + i : i * k + j;
      std::int64_t to = a.column_major ? j * rows + i : i * k + j;
      std::memcpy(out.storage.data() + static_cast<size_t>(to) * es, a.storage.data() + static_cast<size_t>(from) * es, es);
    }
  return out;
}

/// D's raw bytes as floats.
std::vector<float> to_floats(spec::DType d, const std::vector<std::byte>& raw, std::int64_t count) {
  ref::Tensor t = ref::make_tensor("d", d, {count});
  std::memcpy(t.storage.data(), raw.data(), std::min(raw.size(), t.storage.size()));
  std::vector<float> out(static_cast<size_t>(count));
  for (std::int64_t i = 0; i < count; ++i) out[static_cast<size_t>(i)] = t.value(i);
  return out;
}

/// Equal bits, or (with `zero_sign_free`) equal values where +0 and -0 count as equal: an atomic
/// sum's zero sign depends on the order of the adds. Compares the first `count` elements.
bool same_output(spec::DType d, const std::vector<std::byte>& x, const std::vector<std::byte>& y, std::int64_t count,
                 bool zero_sign_free) {
  const size_t bytes = static_cast<size_t>(count) * static_cast<size_t>(spec::size_of(d));
  if (x.size() < bytes || y.size() < bytes) return false;
  if (std::memcmp(x.data(), y.data(), bytes) == 0) return true;
  if (!zero_sign_free) return false;
  std::vector<float> fx = to_floats(d, x, count), fy = to_floats(d, y, count);
  for (size_t i = 0; i < fx.size(); ++i)
    if (!(fx[i] == fy[i])) return false;
  return true;
}

/// Device buffers of one problem, freed on destruction.
class DeviceGemm {
 public:
  DeviceGemm(Backend& be, const spec::GemmSpec& gs, int wave, const GemmShape& s)
      : be_(be), shape_(s), plan_(gemm_launch_plan(gs, wave, s)) {
    std::string err;
    ok(be_.alloc(plan_.a_bytes, &a_, &err), err);
    ok(be_.alloc(plan_.b_bytes, &b_, &err), err);
    ok(be_.alloc(plan_.d_bytes, &d_, &err), err);
    if (plan_.two_stage) ok(be_.alloc(plan_.workspace_bytes, &w_, &err), err);
  }
  ~DeviceGemm() {
    std::string err;
    for (DevicePtr p : {a_, b_, d_, w_})
      if (p) be_.free(p, &err);
  }
  DeviceGemm(const DeviceGemm&) = delete;
  DeviceGemm& operator=(const DeviceGemm&) = delete;

  const GemmLaunchPlan& plan() const { return plan_; }
  DevicePtr a() const { return a_; }
  DevicePtr b() const { return b_; }
  DevicePtr d() const { return d_; }

  void upload(const ref::Tensor& a, const ref::Tensor& b, Stream s) {
    std::string err;
    ok(be_.copy_to_device(a_, a.storage.data(), a.storage.size(), s, &err), err);
    ok(be_.copy_to_device(b_, b.storage.data(), b.storage.size(), s, &err), err);
    ok(be_.synchronize(s, &err), err);  // the host tensors may go away after this
  }
  /// Prepares D (zeroed for atomics, as the contract requires; else all-ones bytes, a NaN in every
  /// dtype, so an element no thread wrote is caught) and W (NaN), then launches.
  void prepare(Stream s) {
    std::string err;
    ok(be_.memset(d_, plan_.atomic ? 0x00 : 0xFF, plan_.d_bytes, s, &err), err);
    if (plan_.two_stage) ok(be_.memset(w_, 0xFF, plan_.workspace_bytes, s, &err), err);
  }
  void launch(const GemmKernels& k, Stream s) {
    std::string err;
    ok(be_.launch(k.main, plan_.grid, plan_.block, 0, s, gemm_main_args(a_, b_, plan_.two_stage ? w_ : d_, shape_),
                  &err),
       k.engine + " " + err);
    if (plan_.two_stage)
      ok(be_.launch(k.reduce, plan_.reduce_grid, plan_.reduce_block, 0, s, gemm_reduce_args(w_, d_, shape_), &err),
         k.engine + " " + err);
  }
  void run(const GemmKernels& k, Stream s) {
    prepare(s);
    launch(k, s);
  }
  /// Enqueues the copy of D into `raw` (synchronise `s` before reading it).
  void download_async(std::vector<std::byte>* raw, Stream s) {
    std::string err;
    raw->assign(plan_.d_bytes, std::byte{0});
    ok(be_.copy_to_host(raw->data(), d_, plan_.d_bytes, s, &err), err);
  }
  std::vector<std::byte> download(Stream s) {
    std::vector<std::byte> raw;
    download_async(&raw, s);
    std::string err;
    ok(be_.synchronize(s, &err), err);
    return raw;
  }

 private:
  Backend& be_;
  GemmShape shape_;
  GemmLaunchPlan plan_;
  DevicePtr a_ = 0, b_ = 0, d_ = 0, w_ = 0;
};

ShapeOutcome judge(const std::string& engine, const HostCase& h, spec::DType out, const std::vector<std::byte>& raw) {
  ShapeOutcome o;
  o.shape = h.shape;
  o.engine = engine;
  std::vector<float> got = to_floats(out, raw, h.shape.m * h.shape.n);
  ref::Comparison c = ref::compare(got, h.reference->ref, h.reference->bound);
  o.passed = c.passed();
  o.exceeded = c.exceeded;
  o.worst_ratio = c.worst_ratio;
  if (c.worst_index >= 0) {
    const size_t i = static_cast<size_t>(c.worst_index);
    o.worst_row = c.worst_index / h.shape.n;
    o.worst_col = c.worst_index % h.shape.n;
    o.worst_got = got[i];
    o.worst_ref = h.reference->ref[i];
    o.worst_bound = h.reference->bound[i];
  }
  return o;
}

std::string where(const ShapeOutcome& o) {
  std::ostringstream s;
  s << o.engine << " " << to_string(o.shape) << ": worst error/bound " << o.worst_ratio << " at (" << o.worst_row
    << ", " << o.worst_col << "): got " << o.worst_got << ", ref " << o.worst_ref << ", bound " << o.worst_bound << ", "
    << o.exceeded << " over";
  return s.str();
}

/// Everything one config's execution needs.
struct Job {
  Backend& be;
  const spec::Config& config;
  int wave = 32;
  const ExecuteOptions& options;
  std::string amd_image;  ///< some AMD code object of this run, to show it is refused; may be empty
};

PropertyOutcome determinism(Job& j, const GemmKernels& k) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(j.config.spec);
  if (gs.split == spec::SplitMode::Atomic)
    return {"determinism", "exempt",
            "split_k atomic: float atomic adds land in a run-dependent order, so the bits may differ between "
            "launches; every shape is checked against the bound instead"};
  const GemmShape s = j.options.determinism_shape;
  HostCase h = make_host_case(j.config, s, j.options.seed + 100, false, false);
  DeviceGemm g(j.be, gs, j.wave, s);
  g.upload(h.a, h.b, {});
  g.run(k, {});
  const std::vector<std::byte> first = g.download({});
  int differing = 0;
  for (int i = 1; i < j.options.determinism_launches; ++i) {
    g.run(k, {});
    differing += !same_output(gs.out, first, g.download({}), s.m * s.n, false);
  }
  if (differing)
    return {"determinism", "broken",
            std::to_string(differing) + " of " + std::to_string(j.options.determinism_launches - 1) +
                " repeated launches of " + to_string(s) + " differ bitwise from the first"};
  return {"determinism", "held",
          std::to_string(j.options.determinism_launches) + " launches of " + to_string(s) + " bitwise identical"};
}

PropertyOutcome prefix_invariance(Job& j, const GemmKernels& k) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(j.config.spec);
  const bool atomic = gs.split == spec::SplitMode::Atomic;
  const GemmShape big = j.options.prefix_shape, cut{std::min(j.options.prefix_rows, big.m), big.n, big.k};
  HostCase h = make_host_case(j.config, big, j.options.seed + 200, atomic, false);
  ref::Tensor a_cut = first_rows(h.a, cut.m);
  DeviceGemm gb(j.be, gs, j.wave, big), gc(j.be, gs, j.wave, cut);
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

PropertyOutcome hot_swap(Job& j, const GemmKernels& k) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(j.config.spec);
  const bool atomic = gs.split == spec::SplitMode::Atomic;
  const GemmShape s = j.options.swap_shape;
  HostCase x = make_host_case(j.config, s, j.options.seed + 300, atomic, false);
  HostCase y = make_host_case(j.config, s, j.options.seed + 301, atomic, true);
  DeviceGemm g(j.be, gs, j.wave, s);
  g.upload(x.a, x.b, {});
  g.run(k, {});
  std::vector<std::byte> r1 = g.download({});
  g.upload(y.a, y.b, {});
  g.run(k, {});
  ShapeOutcome o2 = judge(k.engine, y, gs.out, g.download({}));
  g.upload(x.a, x.b, {});
  g.run(k, {});
  std::vector<std::byte> r3 = g.download({});
  if (!o2.passed) return {"hot_swap", "broken", "inputs B after A out of bound: " + where(o2)};
  if (!same_output(gs.out, r1, r3, s.m * s.n, atomic))
    return {"hot_swap", "broken", "inputs A -> B -> A: the second A result differs from the first"};
  return {"hot_swap", "held",
          "inputs A -> B -> A in the same buffers (" + to_string(s) + "): B within bound, A's result again " +
              (atomic ? "value for value (exact-mode inputs)" : "bitwise")};
}

PropertyOutcome streams(Job& j, const GemmKernels& k) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(j.config.spec);
  const GemmShape s1 = j.options.stream_shapes[0], s2 = j.options.stream_shapes[1];
  HostCase h1 = make_host_case(j.config, s1, j.options.seed + 400, false, true);
  HostCase h2 = make_host_case(j.config, s2, j.options.seed + 401, false, true);
  std::string err;
  Stream st1, st2;
  ok(j.be.create_stream(&st1, &err), err);
  ok(j.be.create_stream(&st2, &err), err);
  struct Streams {
    Backend& be;
    Stream a, b;
    ~Streams() {
      std::string e;
      be.destroy_stream(a, &e);
      be.destroy_stream(b, &e);
    }
  } guard{j.be, st1, st2};
  DeviceGemm g1(j.be, gs, j.wave, s1), g2(j.be, gs, j.wave, s2);
  g1.upload(h1.a, h1.b, st1);
  g2.upload(h2.a, h2.b, st2);
  std::vector<std::byte> r1, r2;
  // Enqueue both before waiting on either, so the two streams can overlap.
  g1.run(k, st1);
  g2.run(k, st2);
  g1.download_async(&r1, st1);
  g2.download_async(&r2, st2);
  ok(j.be.synchronize(st1, &err), err);
  ok(j.be.synchronize(st2, &err), err);
  ShapeOutcome o1 = judge(k.engine, h1, gs.out, r1), o2 = judge(k.engine, h2, gs.out, r2);
  if (!o1.passed || !o2.passed)
    return {"streams", "broken", "two non-default streams: " + where(o1.passed ? o2 : o1)};
  return {"streams", "held",
          "two non-default streams, " + to_string(s1) + " and " + to_string(s2) + " with different data, both within bound"};
}

/// `image`, an AMDGPU code object, with its e_flags mach set to a known gfx other than
/// `device_arch`: a module the runtime must refuse on this device. Empty when `image` is no ELF.
std::string code_object_for_another_gfx(std::string image, const std::string& device_arch) {
  constexpr std::size_t kEFlagsOffset = 48;  // ELF64 header: e_flags, little-endian; mach is its low byte
  if (image.size() < kEFlagsOffset + 4 || image.compare(0, 4, "\x7f" "ELF") != 0) return {};
  for (unsigned mach : {0x4Eu, 0x49u, 0x4Cu, 0x4Fu}) {
    if (runtime::amdgpu_mach_name(mach) == device_arch) continue;
    image[kEFlagsOffset] = static_cast<char>(mach);
    return image;
  }
  return {};
}

/// `image` is the config's own module (PTX or code object); `j.amd_image` a code object of the run.
PropertyOutcome fail_closed_module(Job& j, const std::string& image) {
  std::vector<std::string> refusals, accepted;
  auto try_load = [&](const std::string& what, const std::string& image) {
    runtime::Module m;
    std::string err;
    if (j.be.load_module(image, &m, &err)) {
      j.be.unload_module(m, &err);
      accepted.push_back(what);
    } else {
      refusals.push_back(what + ": " + err.substr(0, err.find('\n')));
    }
  };
  // The same module retargeted past the device: a newer sm than the device has.
  const std::string device_arch = j.be.device().arch;
  int sm = 0;
  std::from_chars(device_arch.data() + 3, device_arch.data() + device_arch.size(), sm);
  std::string retargeted = image;
  if (size_t at = retargeted.find(".target sm_"); at != std::string::npos) {
    size_t end = retargeted.find_first_of(" \t\r\n,", at + 8);
    retargeted.replace(at + 8, end - at - 8, "sm_" + std::to_string(sm + 10));
    try_load("PTX retargeted to sm_" + std::to_string(sm + 10), retargeted);
  }
  for (const std::string* co : std::initializer_list<const std::string*>{&image, &j.amd_image}) {
    const std::string other = code_object_for_another_gfx(*co, device_arch);
    runtime::ImageTarget was;
    std::string err;
    if (!other.empty() && runtime::identify_image(*co, &was, &err)) {
      try_load("a " + was.arch + " code object of this run marked for another gfx", other);
      break;
    }
  }
  if (!accepted.empty())
    return {"fail_closed", "broken", "a wrong-target module was loaded: " + accepted.front()};
  if (refusals.empty()) return {"fail_closed", "broken", "no wrong-target module could be made to check refusal"};
  std::string detail = "wrong-target modules refused before loading: ";
  for (size_t i = 0; i < refusals.size(); ++i) detail += (i ? "; " : "") + refusals[i];
  return {"fail_closed", "held", detail};
}

/// Median time in ms of `iterations` timed runs after one warm-up; `prepare` runs outside the timing.
template <class Prepare, class Body>
double time_ms(Backend& be, int iterations, Prepare prepare, Body body) {
  std::string err;
  runtime::Event start, end;
  ok(be.create_event(&start, &err), err);
  ok(be.create_event(&end, &err), err);
  prepare();
  body();
  ok(be.synchronize({}, &err), err);
  std::vector<float> times;
  for (int i = 0; i < iterations; ++i) {
    prepare();
    ok(be.record_event(start, {}, &err), err);
    body();
    ok(be.record_event(end, {}, &err), err);
    float ms = 0;
    ok(be.elapsed_ms(start, end, &ms, &err), err);
    times.push_back(ms);
  }
  be.destroy_event(start, &err);
  be.destroy_event(end, &err);
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

/// Checks `samples` elements of a timed output (too large for the Eigen reference) against an FP64
/// dot product and the tolerance model, so a figure is never reported for a wrong result. The
/// bound adds half the output dtype's smallest subnormal (a rounding into the subnormal range is
/// off by that much absolutely; the reference's model is only relative there; reference/README.md).
void check_samples(const spec::GemmSpec& gs, const HostCase& h, const std::vector<std::byte>& raw, int samples,
                   PerfOutcome* p) {
  const GemmShape& s = h.shape;
  std::vector<float> got = to_floats(gs.out, raw, s.m * s.n);
  ref::ReductionModel model;
  model.terms = s.k;
  model.split_degree = gs.split == spec::SplitMode::None ? 1 : gs.split_degree;
  model.atomic = gs.split == spec::SplitMode::Atomic;
  model.out = gs.out;
  auto a_at = [&](std::int64_t i, std::int64_t k) { return h.a.value(h.a.column_major ? k * s.m + i : i * s.k + k); };
  auto b_at = [&](std::int64_t k, std::int64_t j) { return h.b.value(h.b.column_major ? j * s.k + k : k * s.n + j); };
  p->sampled = samples;
  for (int t = 0; t < samples; ++t) {
    const std::uint64_t hash = ref::counter_hash(7, 99, static_cast<std::uint64_t>(t));
    const std::int64_t i = static_cast<std::int64_t>(hash % static_cast<std::uint64_t>(s.m));
    const std::int64_t j = static_cast<std::int64_t>((hash >> 32) % static_cast<std::uint64_t>(s.n));
    double exact = 0, abs_sum = 0;
    for (std::int64_t k = 0; k < s.k; ++k) {
      const double prod = static_cast<double>(a_at(i, k)) * static_cast<double>(b_at(k, j));
      exact += prod;
      abs_sum += std::abs(prod);
    }
    const double bound = ref::reduction_bound(model, abs_sum, std::abs(exact)) + ref::gamma(s.k, 0x1p-53) * abs_sum;
    const double err = std::abs(static_cast<double>(got[static_cast<size_t>(i * s.n + j)]) - exact);
    const double ratio = bound > 0 ? err / bound : (err > 0 ? INFINITY : 0);
    if (!(ratio <= p->sampled_worst_ratio)) p->sampled_worst_ratio = ratio;
    if (!(err <= bound)) ++p->sampled_exceeded;
  }
}

PerfOutcome performance(Job& j, const GemmKernels& k) {
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(j.config.spec);
  PerfOutcome p;
  p.shape = j.options.perf_shape;
  const double flop = 2.0 * static_cast<double>(p.shape.m) * static_cast<double>(p.shape.n) * static_cast<double>(p.shape.k);
  HostCase h = make_host_case(j.config, p.shape, j.options.seed + 500, false, false);
  DeviceGemm g(j.be, gs, j.wave, p.shape);
  g.upload(h.a, h.b, {});
  const int iters = std::max(1, j.options.perf_iterations);
  p.ms = time_ms(j.be, iters, [&] { g.prepare({}); }, [&] { g.launch(k, {}); });
  p.gflops = flop / (p.ms * 1e6);
  check_samples(gs, h, g.download({}), 256, &p);
  if (!j.options.cublas) {
    p.note = j.options.cublas_note.empty() ? "no cuBLAS" : j.options.cublas_note;
    return p;
  }
  if (gs.a != gs.b) {
    p.note = "cuBLAS yardstick needs one input dtype";
    return p;
  }
  std::string in = spec::to_string(gs.a), out = spec::to_string(gs.out);
  // cuBLAS has no f32 x f32 -> 16-bit GemmEx: measure Sgemm (f32 out) into its own buffer then.
  std::string err;
  DevicePtr d = g.d(), own = 0;
  if (in == "f32" && out != "f32") {
    out = "f32";
    ok(j.be.alloc(static_cast<size_t>(p.shape.m * p.shape.n) * sizeof(float), &own, &err), err);
    d = own;
    p.note = "cuBLAS has no f32 x f32 -> " + std::string(spec::to_string(gs.out)) + " GemmEx; the yardstick is Sgemm with f32 output";
  }
  p.cublas_call = (in == "f32" && out == "f32" ? "cublasSgemm_v2" : "cublasGemmEx(" + in + " -> " + out + ", compute 32F)") +
                  " from " + j.options.cublas->library();
  auto call = [&] {
    if (!j.options.cublas->gemm(in, out, gs.layout_a == spec::Layout::Col, gs.layout_b == spec::Layout::Col,
                                static_cast<int>(p.shape.m), static_cast<int>(p.shape.n), static_cast<int>(p.shape.k),
                                g.a(), g.b(), d, {}, &err))
      throw RuntimeError(err);
  };
  try {
    p.cublas_ms = time_ms(j.be, iters, [] {}, call);
    p.cublas_gflops = flop / (*p.cublas_ms * 1e6);
    p.ratio = p.gflops / *p.cublas_gflops;
  } catch (const RuntimeError& e) {
    p.note = e.what();
  }
  if (own) j.be.free(own, &err);
  return p;
}

/// Loads both engines' modules, runs every shape and property, optionally performance.
void execute_gemm(Job& j, const ConfigResult& r, const std::string& engine_a, const std::string& engine_b,
                  ExecutionResult* x) {
  std::string image;
  if (!reports::read_file(r.toolchain.artifact, &image)) {
    x->status = ExecStatus::Failed;
    x->reason = "cannot read the module image " + r.toolchain.artifact;
    return;
  }
  std::vector<GemmKernels> kernels;
  struct Unload {
    Backend& be;
    std::vector<GemmKernels>& k;
    ~Unload() {
      std::string e;
      for (auto& m : k) be.unload_module(m.module, &e);
    }
  } unload{j.be, kernels};
  // The engines' IR is byte-identical (status IDENTICAL), so one image serves both; each engine
  // still gets its own module load, kernels and launches.
  for (const std::string& engine : {engine_a, engine_b}) {
    GemmKernels k;
    k.engine = engine;
    std::string err;
    if (!j.be.load_module(image, &k.module, &err)) {
      x->status = ExecStatus::Failed;
      x->reason = engine + ": " + err;
      return;
    }
    kernels.push_back(k);
    GemmKernels& kk = kernels.back();
    if (!j.be.get_kernel(kk.module, r.kernels.at(0), &kk.main, &err) ||
        (r.kernels.size() > 1 && !j.be.get_kernel(kk.module, r.kernels[1], &kk.reduce, &err))) {
      x->status = ExecStatus::Failed;
      x->reason = engine + ": " + err;
      return;
    }
  }
  const spec::GemmSpec& gs = std::get<spec::GemmSpec>(j.config.spec);
  for (const GemmShape& s : j.options.shapes) {
    HostCase h = make_host_case(j.config, s, j.options.seed, false, true);
    DeviceGemm g(j.be, gs, j.wave, s);
    g.upload(h.a, h.b, {});
    for (const GemmKernels& k : kernels) {
      g.run(k, {});
      x->shapes.push_back(judge(k.engine, h, gs.out, g.download({})));
    }
  }
  // Each property on both engines' modules; it holds when it holds for both.
  using Check = PropertyOutcome (*)(Job&, const GemmKernels&);
  for (Check check : {Check{determinism}, Check{prefix_invariance}, Check{hot_swap}, Check{streams}}) {
    PropertyOutcome merged;
    for (const GemmKernels& k : kernels) {
      PropertyOutcome p = check(j, k);
      if (merged.name.empty()) merged = {p.name, p.status, k.engine + ": " + p.detail};
      else {
        merged.detail += "; " + k.engine + ": " + p.detail;
        if (p.status == "broken") merged.status = "broken";
      }
    }
    x->properties.push_back(merged);
  }
  x->properties.push_back(fail_closed_module(j, image));
  if (j.options.perf) {
    x->perf = performance(j, kernels.front());
    if (x->perf->sampled_exceeded)
      x->reason = "perf " + to_string(x->perf->shape) + ": " + std::to_string(x->perf->sampled_exceeded) + " of " +
                  std::to_string(x->perf->sampled) + " sampled elements out of bound";
  }

  x->status = x->reason.empty() ? ExecStatus::Passed : ExecStatus::Failed;
  for (const auto& o : x->shapes)
    if (!o.passed) {
      x->status = ExecStatus::Failed;
      if (x->reason.empty()) x->reason = where(o);
    }
  for (const auto& p : x->properties)
    if (p.status != "held" && p.status != "exempt") {
      x->status = ExecStatus::Failed;
      if (x->reason.empty()) x->reason = p.name + " " + p.status + ": " + p.detail;
    }
}

const spec::Config* find_config(const std::vector<spec::ConfigFile>& files, const std::string& family, int id) {
  for (const auto& f : files)
    if (spec::to_string(f.family) == family)
      for (const auto& c : f.configs)
        if (c.id == id) return &c;
  return nullptr;
}

}  // namespace

void run_execution(const std::vector<spec::ConfigFile>& files, const std::vector<runtime::Backend*>& backends,
                   const ExecuteOptions& options, RunReport* report) {
  RunReport& rep = *report;
  rep.execute = options.mode;
  if (options.mode == ExecuteMode::Off) return;
  std::string amd_image;
  for (const auto& r : rep.results)
    if (amd_image.empty() && r.toolchain.compile == ToolStatus::Ok && r.toolchain.artifact.ends_with(".co"))
      reports::read_file(r.toolchain.artifact, &amd_image);
  std::string absent;
  for (const auto& note : rep.backend_notes) absent += "; " + note;

  const auto stage_started = std::chrono::steady_clock::now();
  std::size_t total = rep.results.size(), done = 0;
  for (ConfigResult& r : rep.results) {
    const auto started = std::chrono::steady_clock::now();
    ExecutionResult& x = r.execution.emplace();
    Backend* be = nullptr;
    std::string why;
    for (Backend* b : backends)
      if (runtime::target_runs_on(r.target, b->device(), &why)) {
        be = b;
        break;
      }
    const spec::Config* config = find_config(files, r.family, r.id);
    if (!be) {
      x.reason = "no present device runs " + r.target + (backends.empty() ? " (no GPU device" : " (devices: ");
      for (size_t i = 0; i < rep.devices.size(); ++i) x.reason += (i ? ", " : "") + rep.devices[i];
      x.reason += absent + ")";
    } else if (!config || config->family() != spec::Family::Gemm) {
      x.reason = "no executor for family " + r.family;
    } else {
      x.device = be->device().name + " (" + be->device().arch + ", " + be->name() + ")";
      if (r.status == ParityStatus::BothRejected) {
        // Fail-closed: a rejected spec leaves nothing that could be launched.
        const bool clean = r.sha256.empty() && r.kernels.empty() && r.toolchain.artifact.empty();
        x.status = clean ? ExecStatus::Passed : ExecStatus::Failed;
        x.properties.push_back({"fail_closed", clean ? "held" : "broken",
                                clean ? "rejected by both engines (" + r.engine_a.verdict.code +
                                            "): no IR, no kernels, no module image to launch"
                                      : "rejected, yet a module exists: " + r.toolchain.artifact});
        if (!clean) x.reason = x.properties.back().detail;
      } else if (r.status != ParityStatus::Identical) {
        x.reason = "no agreed module (status " + to_string(r.status) + ")";
      } else if (r.toolchain.compile != ToolStatus::Ok || r.toolchain.artifact.empty()) {
        x.status = ExecStatus::Failed;
        x.reason = "no module image: toolchain compile " + to_string(r.toolchain.compile) +
                   (r.toolchain.note.empty() ? "" : " (" + r.toolchain.note + ")");
      } else {
        Job job{*be, *config, spec::find_target(r.target)->wave_size, options, amd_image};
        try {
          execute_gemm(job, r, rep.engine_a, rep.engine_b, &x);
        } catch (const std::exception& e) {
          x.status = ExecStatus::Failed;
          x.reason = std::string("runtime error: ") + e.what();
        }
      }
    }
    x.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    if (options.progress) options.progress(++done, total);
  }
  rep.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - stage_started).count();
}

}  // namespace paritykit::parity
