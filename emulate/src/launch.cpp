// One launch on the emulator (launch.h): the scheduler, the rendezvous, the LDS shadow and the
// memory checks, and the abi entry points JIT-compiled kernels call.
#include "launch.h"

#include <sys/mman.h>

#include <algorithm>
#include <boost/context/fiber.hpp>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <cstring>
#include <new>
#include <random>
#include <set>
#include <string>
#include <utility>

#include "abi.h"
#include "cross_lane.h"
#include "matrix.h"
#include "numbers.h"

namespace paritykit::emulate {

std::string to_string(Finding::Kind k) {
  using K = Finding::Kind;
  switch (k) {
    case K::UninitialisedLdsRead: return "uninitialised LDS read";
    case K::LdsRace: return "LDS race";
    case K::UnwaitedAsyncRead: return "LDS read before its async copy was waited for";
    case K::UnwaitedAsyncCopy: return "async copy never waited for";
    case K::WaveLdsExchange: return "LDS exchange within a wave between sync points";
    case K::OutOfBounds: return "out-of-bounds access";
    case K::Misaligned: return "misaligned access";
    case K::PartialBarrier: return "barrier reached by part of the work-group";
    case K::DivergentBarrier: return "divergent barrier";
    case K::DivergentWave: return "divergent wave";
    case K::WrongWaveSize: return "wrong wave size";
    case K::Unmodelled: return "unmodelled operand";
  }
  return "finding";
}

namespace {

namespace ctx = boost::context;

/// Each fiber's stack: mapped lazily (untouched pages cost nothing), with a guard page below.
constexpr std::size_t kStackBytes = 256 * 1024;
constexpr std::size_t kGuardBytes = 4096;

/// Fiber stacks, mapped once and reused by every work-group of every launch on a thread (one pool
/// per thread, t_stacks): mapping, guarding and unmapping a stack per work-item and launch, and
/// the page faults of its fresh pages, cost a small launch more than its work-groups' work.
class StackPool {
 public:
  StackPool() = default;
  StackPool(const StackPool&) = delete;
  StackPool& operator=(const StackPool&) = delete;
  ~StackPool() {
    for (auto& s : free_) munmap(static_cast<char*>(s.sp) - s.size, s.size);
  }
  ctx::stack_context take() {
    if (!free_.empty()) {
      ctx::stack_context s = free_.back();
      free_.pop_back();
      return s;
    }
    void* base = mmap(nullptr, kStackBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (base == MAP_FAILED) throw std::bad_alloc();
    mprotect(base, kGuardBytes, PROT_NONE);
    ctx::stack_context s;
    s.size = kStackBytes;
    s.sp = static_cast<char*>(base) + kStackBytes;
    return s;
  }
  void give(ctx::stack_context& s) { free_.push_back(s); }

 private:
  std::vector<ctx::stack_context> free_;
};

/// Boost.Context's StackAllocator over a pool.
struct PooledStack {
  StackPool* pool;
  ctx::stack_context allocate() { return pool->take(); }
  void deallocate(ctx::stack_context& s) noexcept { pool->give(s); }
};

/// What a suspended work-item waits for.
enum class Wait : std::uint8_t { None, Barrier, Matrix, CrossLane, WaitAsync };

/// An async copy issued and not yet landed.
struct AsyncCopy {
  const unsigned char* src = nullptr;
  std::uint32_t lds_offset = 0, bytes = 0;
  std::uint32_t site = 0;  ///< the copy's call site
};

struct WorkItem {
  ctx::fiber fiber;  ///< the work-item, while suspended (the scheduler holds it)
  ctx::fiber back;   ///< the scheduler, while the work-item runs
  std::uint32_t local[3] = {};
  std::uint32_t flat = 0, wave = 0, lane = 0;
  bool done = false;
  Wait wait = Wait::None;
  std::uint32_t site = 0;
  const void *a = nullptr, *b = nullptr, *c = nullptr;
  void* d = nullptr;
  std::uint32_t v[4] = {};
  std::uint32_t result = 0;
  std::vector<AsyncCopy> pending;
};

/// The shadow of one LDS byte. Epochs count barriers over the whole launch (a work-group starts a
/// new one), so a byte is written in this work-group iff write_epoch >= the work-group's first.
struct ShadowByte {
  std::uint32_t write_epoch = 0, read_epoch = 0;
  std::uint32_t write_segment = 0;  ///< the writer's wave segment (wave rendezvous count) at the write
  std::uint16_t writer = 0;         ///< flat work-item id + 1
  std::uint16_t reader_wave = 0;    ///< wave + 1; kManyWaves when two waves read it in the epoch
  std::uint16_t pending = 0;        ///< async copies on their way to this byte
};
constexpr std::uint16_t kManyWaves = 0xffff;

/// A launch in progress.
struct Run {
  explicit Run(const LaunchSetup& s) : setup(s), sites(*s.sites), rng(s.seed) {}
  const LaunchSetup& setup;
  const std::vector<Site>& sites;
  std::mt19937_64 rng;
  std::vector<unsigned char> lds;
  std::vector<ShadowByte> shadow;
  std::uint32_t epoch = 0, group_epoch = 0;
  std::uint32_t group[3] = {};
  std::vector<WorkItem> items;
  std::vector<std::uint32_t> segment;  ///< per wave: rendezvous passed
  WorkItem* current = nullptr;
  LaunchOutcome out;
  std::set<std::pair<int, std::uint32_t>> reported;
  std::uintptr_t hit_begin = 0, hit_end = 0;  ///< the allocation in_allocations last found
  alignas(64) unsigned char scratch[4096] = {};

  std::string who(const WorkItem& w) const {
    return "work-group (" + std::to_string(group[0]) + "," + std::to_string(group[1]) + "," +
           std::to_string(group[2]) + ") work-item " + std::to_string(w.flat) + " (wave " + std::to_string(w.wave) +
           ")";
  }
  /// Records a finding once per kind and site.
  void find(Finding::Kind k, std::uint32_t site, const std::string& what) {
    if (!reported.insert({static_cast<int>(k), site}).second) return;
    ++out.finding_count;
    if (out.findings.size() < setup.max_findings)
      out.findings.push_back({k, to_string(k) + ": " + what + " at " + sites[site].where});
  }
  /// emulate::in_allocations over the launch's allocations, the allocation of the last hit first:
  /// a kernel's accesses come in runs to one buffer, and the map is the same for the whole launch.
  bool in_allocations(std::uintptr_t p, std::size_t bytes) {
    if (p >= hit_begin && p + bytes <= hit_end) return true;
    const auto* holding = allocation_holding(*setup.allocations, p, bytes);
    if (!holding) return false;
    hit_begin = holding->first;
    hit_end = holding->first + holding->second;
    return true;
  }
  void* scratch_for(std::uint32_t bytes) {
    std::memset(scratch, 0, std::min<std::size_t>(bytes, sizeof scratch));
    return scratch;
  }
};

thread_local Run* t_run = nullptr;
thread_local StackPool t_stacks;

/// Hands control back to the scheduler until the rendezvous is resolved.
void suspend(WorkItem& w, Wait kind, std::uint32_t site) {
  w.wait = kind;
  w.site = site;
  w.back = std::move(w.back).resume();
}


// ------------------------------------------------------------------ the abi entry points

std::uint32_t workitem_id(std::uint32_t dim) { return t_run->current->local[dim]; }
std::uint32_t workgroup_id(std::uint32_t dim) { return t_run->group[dim]; }
void* lds_base() { return t_run->lds.data(); }

/// Whether an access at `address` (a host address, or an LDS offset: LDS addresses start at 0)
/// has the alignment its site declares; reported when not. The caller then sends the access to
/// the scratch area: the host's aligned vector moves would fault on it.
[[gnu::cold, gnu::noinline]] void report_misaligned(Run& r, std::uint32_t site, std::uintptr_t address,
                                                    const char* space) {
  r.find(Finding::Kind::Misaligned, site,
         std::string(space) + " address " + std::to_string(address) + " is not a multiple of the declared align " +
             std::to_string(r.sites[site].align) + ", by " + r.who(*r.current));
}

bool aligned(Run& r, std::uint32_t site, std::uintptr_t address, const char* space) {
  // A site's align is LLVM's (llvm::Align): a power of two, so a mask tests it. A division by
  // the variable align here was the most expensive instruction of an emulated gemm's LDS traffic.
  const std::uint32_t align = r.sites[site].align;
  if ((address & (align - 1u)) == 0) [[likely]]
    return true;
  report_misaligned(r, site, address, space);
  return false;
}

[[gnu::cold, gnu::noinline]] void report_out_of_bounds(Run& r, std::uint32_t site, const void* p, std::uint32_t bytes) {
  char text[96];
  std::snprintf(text, sizeof text, "%u bytes at %p, outside every allocation, by ", bytes, p);
  r.find(Finding::Kind::OutOfBounds, site, text + r.who(*r.current));
}

void* global_access(std::uint32_t site, void* p) {
  Run& r = *t_run;
  const std::uint32_t bytes = r.sites[site].bytes;
  // Allocations are 256-byte aligned, as a GPU's: the host address's alignment is the device's.
  if (!aligned(r, site, reinterpret_cast<std::uintptr_t>(p), "global")) return r.scratch_for(bytes);
  if (r.in_allocations(reinterpret_cast<std::uintptr_t>(p), bytes)) [[likely]]
    return p;
  report_out_of_bounds(r, site, p, bytes);
  return r.scratch_for(bytes);
}

/// The LDS offset of [p, p + bytes), or -1 (reported) when it is not inside the LDS.
std::int64_t lds_offset(Run& r, std::uint32_t site, const void* p, std::uint32_t bytes) {
  const auto* q = static_cast<const unsigned char*>(p);
  if (q < r.lds.data() || q + bytes > r.lds.data() + r.lds.size()) {
    r.find(Finding::Kind::OutOfBounds, site,
           "LDS access of " + std::to_string(bytes) + " bytes at offset " +
               std::to_string(q - r.lds.data()) + " outside the work-group's " + std::to_string(r.lds.size()) +
               " bytes, by " + r.who(*r.current));
    return -1;
  }
  return q - r.lds.data();
}

/// Reports a finding of lds_read or lds_write at LDS byte `i`. Out of their byte loops, which
/// run for every byte of every LDS access: a message is rare, and built inline it cost the loops
/// their registers.
[[gnu::cold, gnu::noinline]] void report_lds_byte(Run& r, Finding::Kind kind, std::uint32_t site, const WorkItem& w,
                                                  std::size_t i, bool write) {
  const ShadowByte& s = r.shadow[i];
  const std::string byte = "LDS byte " + std::to_string(i);
  const std::uint32_t writer = s.writer - 1u, writer_wave = writer / r.setup.wave_size;
  std::string what;
  switch (kind) {
    case Finding::Kind::UnwaitedAsyncRead:
    case Finding::Kind::UninitialisedLdsRead: what = byte + " read by " + r.who(w); break;
    case Finding::Kind::WaveLdsExchange:
      what = byte + " written by lane " + std::to_string(writer % r.setup.wave_size) + " and read by " + r.who(w) +
             " with no sync point between";
      break;
    default:  // LdsRace
      if (!write)
        what = byte + " written by work-item " + std::to_string(writer) + " (wave " + std::to_string(writer_wave) +
               ") since the last barrier, read by " + r.who(w);
      else if (s.pending)
        what = byte + " written by " + r.who(w) + " while an async copy to it is pending";
      else if (s.write_epoch == r.epoch && writer_wave != w.wave)
        what = byte + " written by work-item " + std::to_string(writer) + " since the last barrier, written again by " +
               r.who(w);
      else
        what = byte + " read by another wave since the last barrier, written by " + r.who(w);
  }
  r.find(kind, site, what);
}

void lds_read(Run& r, std::uint32_t site, const WorkItem& w, std::size_t offset, std::uint32_t bytes) {
  for (std::size_t i = offset; i < offset + bytes; ++i) {
    ShadowByte& s = r.shadow[i];
    if (s.pending) [[unlikely]] {
      report_lds_byte(r, Finding::Kind::UnwaitedAsyncRead, site, w, i, false);
    } else if (s.write_epoch < r.group_epoch) [[unlikely]] {
      report_lds_byte(r, Finding::Kind::UninitialisedLdsRead, site, w, i, false);
    } else if (s.write_epoch == r.epoch) {
      const std::uint32_t writer_wave = (s.writer - 1u) / r.setup.wave_size;
      if (writer_wave != w.wave) [[unlikely]]
        report_lds_byte(r, Finding::Kind::LdsRace, site, w, i, false);
      else if (s.writer != w.flat + 1u && s.write_segment == r.segment[w.wave]) [[unlikely]]
        report_lds_byte(r, Finding::Kind::WaveLdsExchange, site, w, i, false);
    }
    if (s.read_epoch != r.epoch) {
      s.read_epoch = r.epoch;
      s.reader_wave = static_cast<std::uint16_t>(w.wave + 1);
    } else if (s.reader_wave != w.wave + 1) {
      s.reader_wave = kManyWaves;
    }
  }
}

void lds_write(Run& r, std::uint32_t site, const WorkItem& w, std::size_t offset, std::uint32_t bytes, bool check) {
  for (std::size_t i = offset; i < offset + bytes; ++i) {
    ShadowByte& s = r.shadow[i];
    if (check) {
      if (s.pending || (s.write_epoch == r.epoch && (s.writer - 1u) / r.setup.wave_size != w.wave) ||
          (s.read_epoch == r.epoch && s.reader_wave != 0 && s.reader_wave != w.wave + 1)) [[unlikely]]
        report_lds_byte(r, Finding::Kind::LdsRace, site, w, i, true);
    }
    s.write_epoch = r.epoch;
    s.writer = static_cast<std::uint16_t>(w.flat + 1);
    s.write_segment = r.segment[w.wave];
  }
}

void* lds_access(std::uint32_t site, void* p) {
  Run& r = *t_run;
  const Site& s = r.sites[site];
  const std::int64_t offset = lds_offset(r, site, p, s.bytes);
  if (offset < 0 || !aligned(r, site, static_cast<std::uintptr_t>(offset), "LDS")) return r.scratch_for(s.bytes);
  if (s.kind == Site::Kind::LdsStore)
    lds_write(r, site, *r.current, static_cast<std::size_t>(offset), s.bytes, true);
  else
    lds_read(r, site, *r.current, static_cast<std::size_t>(offset), s.bytes);
  return p;
}

template <class T>
T combine_int(Site::AtomicOp op, T a, T b) {
  using O = Site::AtomicOp;
  switch (op) {
    case O::Add: return a + b;
    case O::Sub: return a - b;
    case O::Xchg: return b;
    case O::And: return a & b;
    case O::Or: return a | b;
    case O::Xor: return a ^ b;
    case O::Max: return std::max<std::make_signed_t<T>>(a, b);
    case O::Min: return std::min<std::make_signed_t<T>>(a, b);
    case O::UMax: return std::max(a, b);
    case O::UMin: return std::min(a, b);
    default: return a;
  }
}
template <class T>
T combine_float(Site::AtomicOp op, T a, T b) {
  using O = Site::AtomicOp;
  switch (op) {
    case O::FAdd: return a + b;
    case O::FMax: return std::fmax(a, b);
    case O::FMin: return std::fmin(a, b);
    case O::Xchg: return b;
    default: return a;
  }
}

/// *p = combine(*p, *value) on a T stored at p (unaligned).
template <class T, class Combine>
void update(unsigned char* p, const unsigned char* value, Combine combine) {
  T a, b;
  std::memcpy(&a, p, sizeof a);
  std::memcpy(&b, value, sizeof b);
  a = combine(a, b);
  std::memcpy(p, &a, sizeof a);
}

void atomic(std::uint32_t site, void* p, const void* value, void* old) {
  Run& r = *t_run;
  const Site& s = r.sites[site];
  unsigned char* target = static_cast<unsigned char*>(p);
  if (s.kind == Site::Kind::LdsAtomic) {
    const std::int64_t offset = lds_offset(r, site, p, s.bytes);
    if (offset < 0) target = static_cast<unsigned char*>(r.scratch_for(s.bytes));
    else lds_write(r, site, *r.current, static_cast<std::size_t>(offset), s.bytes, false);
    if (offset >= 0) aligned(r, site, static_cast<std::uintptr_t>(offset), "LDS");
  } else if (!r.in_allocations(reinterpret_cast<std::uintptr_t>(p), s.bytes)) {
    target = static_cast<unsigned char*>(global_access(site, p));
  }
  // Atomics go through memcpy here, so a misaligned one is reported and still performed.
  if (s.kind == Site::Kind::GlobalAtomic) aligned(r, site, reinterpret_cast<std::uintptr_t>(p), "global");
  apply_atomic(s, target, static_cast<const unsigned char*>(value), static_cast<unsigned char*>(old));
}

void barrier(std::uint32_t site) { suspend(*t_run->current, Wait::Barrier, site); }
void wait_async(std::uint32_t site) { suspend(*t_run->current, Wait::WaitAsync, site); }

void async_to_lds(std::uint32_t site, void* global_src, void* lds_dst) {
  Run& r = *t_run;
  WorkItem& w = *r.current;
  const Site& s = r.sites[site];
  // The constant offset (imm[0]) applies to both addresses (emulate/FACTS.md); aux (imm[1]) is a
  // cache policy that does not change the bytes.
  const unsigned char* src = static_cast<const unsigned char*>(global_src) + s.imm[0];
  lds_dst = static_cast<unsigned char*>(lds_dst) + s.imm[0];
  if (!r.in_allocations(reinterpret_cast<std::uintptr_t>(src), s.bytes)) {
    char text[96];
    std::snprintf(text, sizeof text, "async copy of %u bytes from %p, outside every allocation, by ", s.bytes,
                  global_src);
    r.find(Finding::Kind::OutOfBounds, site, text + r.who(w));
    return;
  }
  const std::int64_t offset = lds_offset(r, site, lds_dst, s.bytes);
  if (offset < 0) return;
  for (std::uint32_t i = 0; i < s.bytes; ++i) ++r.shadow[static_cast<std::size_t>(offset) + i].pending;
  w.pending.push_back({src, static_cast<std::uint32_t>(offset), s.bytes, site});
}

void matrix(std::uint32_t site, const void* a, const void* b, const void* c, void* d) {
  WorkItem& w = *t_run->current;
  w.a = a;
  w.b = b;
  w.c = c;
  w.d = d;
  suspend(w, Wait::Matrix, site);
}

std::uint32_t cross_lane(std::uint32_t site, std::uint32_t v0, std::uint32_t v1, std::uint32_t v2, std::uint32_t v3) {
  WorkItem& w = *t_run->current;
  w.v[0] = v0;
  w.v[1] = v1;
  w.v[2] = v2;
  w.v[3] = v3;
  suspend(w, Wait::CrossLane, site);
  return w.result;
}

/// v_exp_f32: within 1 ULP of 2^x, a denormal result flushed to zero (emulate/FACTS.md).
float exp2_f32(float x) {
  const float r = std::exp2(x);
  return std::fpclassify(r) == FP_SUBNORMAL ? 0.0f : r;
}

// ------------------------------------------------------------------ rendezvous

/// Lands one async copy: its bytes are written by the work-item that issued it, now.
void land(Run& r, const WorkItem& w, const AsyncCopy& copy) {
  std::memcpy(r.lds.data() + copy.lds_offset, copy.src, copy.bytes);
  for (std::uint32_t i = 0; i < copy.bytes; ++i) --r.shadow[copy.lds_offset + i].pending;
  lds_write(r, copy.site, w, copy.lds_offset, copy.bytes, false);
}

/// Resolves a wave-level rendezvous of `lanes` (the wave's work-items at `site`; `wave_lanes` the
/// wave's size in this work-group) and makes them ready.
void resolve_wave(Run& r, const std::vector<WorkItem*>& lanes, std::uint32_t site, unsigned wave_lanes,
                  std::vector<std::uint32_t>* ready) {
  const Site& s = r.sites[site];
  const unsigned wave = r.setup.wave_size;
  WorkItem& first = *lanes.front();
  if (lanes.size() != wave_lanes)
    r.find(Finding::Kind::DivergentWave, site,
           std::to_string(lanes.size()) + " of the " + std::to_string(wave_lanes) + " lanes of wave " +
               std::to_string(first.wave) + " here, " + r.who(first));
  switch (s.intrinsic->kind) {
    case IntrinsicKind::Matrix: {
      const auto op = static_cast<MatrixOp>(s.intrinsic->op);
      const MatrixShape& shape = matrix_shape(op);
      if (std::string why; !matrix_immediates_modelled(op, s.imm, s.imm_count, &why))
        r.find(Finding::Kind::Unmodelled, site, why);
      if (shape.wave_size != wave) {
        r.find(Finding::Kind::WrongWaveSize, site,
               std::string(shape.mnemonic) + " is a wave" + std::to_string(shape.wave_size) +
                   " instruction; the device runs wave" + std::to_string(wave));
        for (WorkItem* w : lanes) std::memset(w->d, 0xff, shape.c_bytes);
        break;
      }
      std::vector<unsigned char> a(wave * shape.a_bytes), b(wave * shape.b_bytes), c(wave * shape.c_bytes),
          d(wave * shape.c_bytes);
      for (WorkItem* w : lanes) {
        std::memcpy(&a[w->lane * shape.a_bytes], w->a, shape.a_bytes);
        std::memcpy(&b[w->lane * shape.b_bytes], w->b, shape.b_bytes);
        std::memcpy(&c[w->lane * shape.c_bytes], w->c, shape.c_bytes);
      }
      execute_matrix(op, a.data(), b.data(), c.data(), d.data());
      for (WorkItem* w : lanes) std::memcpy(w->d, &d[w->lane * shape.c_bytes], shape.c_bytes);
      break;
    }
    case IntrinsicKind::CrossLane: {
      const auto op = static_cast<CrossLaneOp>(s.intrinsic->op);
      if (std::string why; !cross_lane_immediates_modelled(op, wave, s.imm, s.imm_count, &why))
        r.find(Finding::Kind::Unmodelled, site, why);
      std::vector<std::uint32_t> v(4 * wave), out(wave);
      const std::unique_ptr<bool[]> active(new bool[wave]());
      for (WorkItem* w : lanes) {
        for (unsigned i = 0; i < 4; ++i) v[i * wave + w->lane] = w->v[i];
        active[w->lane] = true;
      }
      const std::uint32_t* const vs[4] = {&v[0], &v[wave], &v[2 * wave], &v[3 * wave]};
      execute_cross_lane(op, wave, s.imm, vs, active.get(), out.data());
      for (WorkItem* w : lanes) w->result = out[w->lane];
      break;
    }
    case IntrinsicKind::WaitAsync: {
      // Every copy but the `count` most recent of each lane lands, in a random order.
      const auto keep = static_cast<std::size_t>(s.imm[0]);
      std::vector<std::pair<const WorkItem*, AsyncCopy>> landing;
      for (WorkItem* w : lanes) {
        const std::size_t n = w->pending.size() > keep ? w->pending.size() - keep : 0;
        for (std::size_t i = 0; i < n; ++i) landing.emplace_back(w, w->pending[i]);
        w->pending.erase(w->pending.begin(), w->pending.begin() + static_cast<std::ptrdiff_t>(n));
      }
      std::shuffle(landing.begin(), landing.end(), r.rng);
      for (const auto& [w, copy] : landing) land(r, *w, copy);
      break;
    }
    default: break;
  }
  ++r.segment[first.wave];
  for (WorkItem* w : lanes) {
    w->wait = Wait::None;
    ready->push_back(w->flat);
  }
}

/// Nobody is ready: resolves one rendezvous. A wave all at one site first; then a barrier every
/// work-item reached; else the work-group is stuck (divergence): reported, and every waiting
/// work-item released, so that every fiber runs to its end.
void resolve(Run& r, const std::vector<unsigned>& wave_lanes, std::vector<std::uint32_t>* ready) {
  const unsigned waves = static_cast<unsigned>(wave_lanes.size());
  std::vector<std::vector<WorkItem*>> by_wave(waves);
  for (WorkItem& w : r.items)
    if (!w.done) by_wave[w.wave].push_back(&w);
  std::vector<unsigned> whole;
  for (unsigned v = 0; v < waves; ++v) {
    const auto& lanes = by_wave[v];
    if (lanes.empty()) continue;
    const bool same = std::all_of(lanes.begin(), lanes.end(), [&](const WorkItem* w) {
      return w->wait != Wait::Barrier && w->wait == lanes.front()->wait && w->site == lanes.front()->site;
    });
    if (same) whole.push_back(v);
  }
  if (!whole.empty()) {
    const unsigned v = whole[r.rng() % whole.size()];
    resolve_wave(r, by_wave[v], by_wave[v].front()->site, wave_lanes[v], ready);
    return;
  }
  std::vector<WorkItem*> at_barrier;
  bool all_at_barrier = true;
  for (WorkItem& w : r.items)
    if (!w.done) (w.wait == Wait::Barrier ? at_barrier.push_back(&w) : void(all_at_barrier = false));
  if (all_at_barrier && !at_barrier.empty()) {
    const std::uint32_t site = at_barrier.front()->site;
    for (const WorkItem* w : at_barrier)
      if (w->site != site) {
        r.find(Finding::Kind::DivergentBarrier, site,
               r.who(*at_barrier.front()) + " waits here, " + r.who(*w) + " at " + r.sites[w->site].where);
        break;
      }
    if (at_barrier.size() != r.items.size())
      r.find(Finding::Kind::PartialBarrier, site,
             std::to_string(at_barrier.size()) + " of " + std::to_string(r.items.size()) +
                 " work-items here; the others left the kernel");
    ++r.epoch;
    for (unsigned v = 0; v < waves; ++v) ++r.segment[v];
    for (WorkItem* w : at_barrier) {
      w->wait = Wait::None;
      ready->push_back(w->flat);
    }
    return;
  }
  // Stuck: some work-items wait at a barrier or a wave site the others never reach together.
  for (unsigned v = 0; v < waves; ++v) {
    std::map<std::uint32_t, std::vector<WorkItem*>> by_site;
    for (WorkItem* w : by_wave[v])
      if (w->wait != Wait::Barrier) by_site[w->site].push_back(w);
    for (auto& [site, lanes] : by_site) resolve_wave(r, lanes, site, wave_lanes[v], ready);
  }
  if (!ready->empty()) return;
  for (WorkItem* w : at_barrier) {
    r.find(Finding::Kind::PartialBarrier, w->site, "work-items wait here while others wait elsewhere, " + r.who(*w));
    w->wait = Wait::None;
    ready->push_back(w->flat);
  }
  ++r.epoch;
}

/// Runs one work-group to completion.
void run_group(Run& r, StackPool& pool) {
  const runtime::Dim3 block = r.setup.block;
  const std::uint32_t n = block.x * block.y * block.z, wave = r.setup.wave_size;
  const std::uint32_t waves = (n + wave - 1) / wave;
  r.items.clear();
  r.items.resize(n);
  r.segment.assign(waves, 0);
  std::vector<unsigned> wave_lanes(waves, wave);
  if (n % wave) wave_lanes.back() = n % wave;
  std::fill(r.lds.begin(), r.lds.end(), 0xff);  // NaN in every float format: a stale read shows
  r.group_epoch = ++r.epoch;
  std::vector<std::uint32_t> ready(n);
  for (std::uint32_t i = 0; i < n; ++i) {
    WorkItem& w = r.items[i];
    w.flat = i;
    w.local[0] = i % block.x;
    w.local[1] = i / block.x % block.y;
    w.local[2] = i / (block.x * block.y);
    w.wave = i / wave;
    w.lane = i % wave;
    ready[i] = i;
    w.fiber = ctx::fiber(std::allocator_arg, PooledStack{&pool}, [&r, &w](ctx::fiber&& back) {
      w.back = std::move(back);
      r.setup.kernel->entry(r.setup.args);
      w.done = true;
      return std::move(w.back);
    });
  }
  std::uint32_t finished = 0;
  while (finished < n) {
    while (!ready.empty()) {
      const std::size_t k = r.rng() % ready.size();
      WorkItem& w = r.items[ready[k]];
      ready[k] = ready.back();
      ready.pop_back();
      r.current = &w;
      w.fiber = std::move(w.fiber).resume();
      r.current = nullptr;
      if (w.done) {
        ++finished;
        if (!w.pending.empty()) {
          r.find(Finding::Kind::UnwaitedAsyncCopy, w.pending.front().site,
                 std::to_string(w.pending.size()) + " copies of " + r.who(w) + " outstanding at its end");
          for (const AsyncCopy& copy : w.pending) land(r, w, copy);
          w.pending.clear();
        }
      }
    }
    if (finished < n) resolve(r, wave_lanes, &ready);
  }
}

}  // namespace

void apply_atomic(const Site& s, unsigned char* p, const unsigned char* value, unsigned char* old) {
  using T = Site::AtomicType;
  std::memcpy(old, p, s.bytes);
  const auto floats = [&](auto a, auto b) { return combine_float(s.atomic_op, a, b); };
  const auto ints = [&](auto a, auto b) { return combine_int(s.atomic_op, a, b); };
  // Each 16-bit lane through f32, rounded back to nearest even.
  const auto halves = [&](auto to_float, auto from_float, int lanes) {
    for (int i = 0; i < lanes; ++i)
      update<std::uint16_t>(p + 2 * i, value + 2 * i, [&](std::uint16_t a, std::uint16_t b) {
        return from_float(combine_float(s.atomic_op, to_float(a), to_float(b)));
      });
  };
  switch (s.atomic_type) {
    case T::F32: update<float>(p, value, floats); break;
    case T::F64: update<double>(p, value, floats); break;
    case T::F16: halves(f16_to_float, float_to_f16, 1); break;
    case T::V2F16: halves(f16_to_float, float_to_f16, 2); break;
    case T::BF16: halves(bf16_to_float, float_to_bf16, 1); break;
    case T::V2BF16: halves(bf16_to_float, float_to_bf16, 2); break;
    case T::I32: update<std::uint32_t>(p, value, ints); break;
    case T::I64: update<std::uint64_t>(p, value, ints); break;
    case T::None: break;
  }
}

bool arguments_fit(const CompiledKernel& kernel, const runtime::KernelArgs& args, std::string* err) {
  if (args.count() != kernel.param_bytes.size()) {
    *err = kernel.name + " takes " + std::to_string(kernel.param_bytes.size()) + " arguments, given " +
           std::to_string(args.count());
    return false;
  }
  for (std::size_t i = 0; i < args.count(); ++i)
    if (args.sizes()[i] != kernel.param_bytes[i]) {
      *err = "argument " + std::to_string(i) + " of " + kernel.name + " is " + std::to_string(kernel.param_bytes[i]) +
             " bytes, given " + std::to_string(args.sizes()[i]);
      return false;
    }
  return true;
}

const Allocations::value_type* allocation_holding(const Allocations& a, std::uintptr_t p, std::size_t bytes) {
  auto it = a.upper_bound(p);
  if (it == a.begin()) return nullptr;
  --it;
  return p + bytes <= it->first + it->second ? &*it : nullptr;
}

bool in_allocations(const Allocations& a, std::uintptr_t p, std::size_t bytes) {
  return allocation_holding(a, p, bytes) != nullptr;
}

LaunchOutcome run_launch(const LaunchSetup& setup) {
  Run r(setup);
  r.lds.resize(setup.lds_bytes);
  r.shadow.resize(setup.lds_bytes);
  const runtime::Dim3 g = setup.grid;
  std::vector<std::uint64_t> order(std::uint64_t{g.x} * g.y * g.z);
  for (std::uint64_t i = 0; i < order.size(); ++i) order[i] = i;
  std::shuffle(order.begin(), order.end(), r.rng);  // work-groups run in any order on a GPU too
  Run* const outer = t_run;
  t_run = &r;
  for (std::uint64_t i : order) {
    r.group[0] = static_cast<std::uint32_t>(i % g.x);
    r.group[1] = static_cast<std::uint32_t>(i / g.x % g.y);
    r.group[2] = static_cast<std::uint32_t>(i / (std::uint64_t{g.x} * g.y));
    run_group(r, t_stacks);
  }
  r.items.clear();
  t_run = outer;
  return std::move(r.out);
}

RuntimeSymbols runtime_symbols() {
  return {
      {abi::kWorkitemId, reinterpret_cast<void*>(static_cast<abi::WorkitemId>(&workitem_id))},
      {abi::kWorkgroupId, reinterpret_cast<void*>(static_cast<abi::WorkgroupId>(&workgroup_id))},
      {abi::kLdsBase, reinterpret_cast<void*>(static_cast<abi::LdsBase>(&lds_base))},
      {abi::kGlobalAccess, reinterpret_cast<void*>(static_cast<abi::GlobalAccess>(&global_access))},
      {abi::kLdsAccess, reinterpret_cast<void*>(static_cast<abi::LdsAccess>(&lds_access))},
      {abi::kAtomic, reinterpret_cast<void*>(static_cast<abi::Atomic>(&atomic))},
      {abi::kBarrier, reinterpret_cast<void*>(static_cast<abi::Barrier>(&barrier))},
      {abi::kWaitAsync, reinterpret_cast<void*>(static_cast<abi::WaitAsync>(&wait_async))},
      {abi::kAsyncToLds, reinterpret_cast<void*>(static_cast<abi::AsyncToLds>(&async_to_lds))},
      {abi::kMatrix, reinterpret_cast<void*>(static_cast<abi::Matrix>(&matrix))},
      {abi::kCrossLane, reinterpret_cast<void*>(static_cast<abi::CrossLane>(&cross_lane))},
      {abi::kExp2, reinterpret_cast<void*>(static_cast<abi::Exp2>(&exp2_f32))},
  };
}

}  // namespace paritykit::emulate
