// Pure analyses of one kernel: the instruction inventory, the fence class of each global atomic,
// and the occupancy estimate.
#include <algorithm>
#include <unordered_map>

#include "paritykit/isa_audit.h"

namespace paritykit::isa_audit {
namespace {

bool starts(std::string_view m, std::string_view p) { return m.starts_with(p); }
bool contains(std::string_view m, std::string_view p) { return m.find(p) != std::string_view::npos; }

// Cache maintenance, by what it does. Which of these a target emits for which ordering and scope
// is in LLVM's AMDGPUUsage, "Memory Model" section, tables "AMDHSA Memory Model Code Sequences"
// for GFX942 (buffer_wbl2 sc1 before an agent/system release, buffer_inv sc1 after an acquire) and
// GFX12 (global_wb before a release only at system scope on GFX12.0, at agent scope too on
// GFX12.5; global_inv after an acquire at agent and system scope). The classification here does
// not depend on the scope: any write-back in the window is a release, any invalidate an acquire.
bool is_writeback(std::string_view m) { return m == "global_wb" || m == "global_wbinv" || m == "buffer_wbl2"; }
bool is_invalidate(std::string_view m) {
  return m == "global_inv" || m == "global_wbinv" || m == "buffer_inv" || starts(m, "buffer_wbinvl1") ||
         m == "buffer_gl0_inv" || m == "buffer_gl1_inv";
}
bool is_cache_op(std::string_view m) { return is_writeback(m) || is_invalidate(m); }
bool is_wait(std::string_view m) { return starts(m, "s_waitcnt") || starts(m, "s_wait_"); }

/// Reads or writes memory (LDS, global, scratch, scalar loads); cache maintenance does not.
bool is_memory_access(std::string_view m) {
  if (is_cache_op(m)) return false;
  if (m == "ds_bpermute_b32" || m == "ds_permute_b32" || starts(m, "ds_swizzle")) return false;
  return starts(m, "global_") || starts(m, "flat_") || starts(m, "buffer_") || starts(m, "scratch_") ||
         starts(m, "ds_") || starts(m, "s_load") || starts(m, "s_buffer_load") || starts(m, "s_store") ||
         starts(m, "s_atomic") || starts(m, "image_") || starts(m, "tbuffer_");
}

/// Control never falls through it: what precedes it is not on a path into what follows.
bool ends_straight_line(std::string_view m) { return m == "s_branch" || m == "s_endpgm" || m == "s_setpc_b64"; }

bool is_global_atomic(std::string_view m) {
  return starts(m, "global_atomic_") || starts(m, "flat_atomic_") || starts(m, "buffer_atomic_");
}

/// The classes a mnemonic counts in (besides "total").
std::vector<std::string_view> classes_of(std::string_view m) {
  std::vector<std::string_view> c;
  if (starts(m, "v_wmma_") || starts(m, "v_swmmac_") || starts(m, "v_mfma_") || starts(m, "v_smfmac_"))
    c.push_back("matrix");
  if (starts(m, "ds_read") || starts(m, "ds_load")) {
    c.push_back("lds_load");
    if (contains(m, "b128")) c.push_back("lds_load_b128");
  }
  if (starts(m, "ds_write") || starts(m, "ds_store")) {
    c.push_back("lds_store");
    if (contains(m, "b128")) c.push_back("lds_store_b128");
  }
  if (starts(m, "ds_bpermute")) c.push_back("ds_bpermute");
  if (m == "s_barrier" || starts(m, "s_barrier_signal")) c.push_back("barrier");
  if (starts(m, "global_load_async_to_lds")) c.push_back("async_lds");
  // A load from global memory into registers; the loads that write LDS directly (async, and
  // gfx9's global_load_lds_*) are not, which is what an async K loop's budget tells apart.
  if ((starts(m, "global_load_") || starts(m, "flat_load_") || starts(m, "buffer_load_")) &&
      !starts(m, "global_load_async_to_lds") && !starts(m, "global_load_lds_"))
    c.push_back("global_load");
  if (starts(m, "scratch_")) c.push_back("scratch");
  if (is_global_atomic(m)) c.push_back("global_atomic");
  if (is_cache_op(m)) c.push_back("cache");
  if (is_wait(m)) c.push_back("wait");
  if (m == "s_branch" || starts(m, "s_cbranch_")) c.push_back("branch");
  return c;
}

int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

}  // namespace

/// Every class name that a budget may use.
const std::vector<std::string>& known_classes() {
  static const std::vector<std::string> k{"matrix", "lds_load", "lds_load_b128", "lds_store", "lds_store_b128",
                                          "ds_bpermute", "barrier", "async_lds", "global_load", "scratch", "global_atomic",
                                          "cache", "wait", "branch", "total"};
  return k;
}

Inventory take_inventory(std::span<const Instruction> code) {
  Inventory inv;
  for (const auto& c : known_classes()) inv.by_class[c] = 0;
  // Counted by hash first (a kernel has thousands of instructions and a hundred mnemonics), then
  // the classes of each mnemonic once, with its count.
  std::unordered_map<std::string_view, int64_t> counts;
  for (const auto& ins : code) ++counts[ins.mnemonic];
  for (const auto& [mnemonic, n] : counts) inv.by_mnemonic.emplace(mnemonic, n);
  for (const auto& [mnemonic, n] : inv.by_mnemonic) {
    for (std::string_view c : classes_of(mnemonic)) inv.by_class[std::string(c)] += n;
    inv.by_class["total"] += n;
  }
  return inv;
}

std::string_view fence_name(Fence f) {
  switch (f) {
    case Fence::Unfenced: return "unfenced";
    case Fence::Release: return "release";
    case Fence::Acquire: return "acquire";
    case Fence::Full: return "full";
    case Fence::CasLoop: return "cas_loop";
  }
  return "?";
}

std::vector<FenceFinding> analyze_fences(std::span<const Instruction> code) {
  std::vector<FenceFinding> out;
  for (size_t i = 0; i < code.size(); ++i) {
    const Instruction& a = code[i];
    if (!is_global_atomic(a.mnemonic)) continue;
    FenceFinding f{a.mnemonic, a.offset, Fence::Unfenced, 0};
    bool release = false, acquire = false;
    // Straight-line windows: back to the previous memory access, forward to the next one, neither
    // across an unconditional branch (llc-19 puts a K loop's back edge, barrier fences included,
    // right before the block of an epilogue atomic that is only reached by a jump).
    for (size_t j = i; j-- > 0 && !is_memory_access(code[j].mnemonic) && !ends_straight_line(code[j].mnemonic);) {
      release |= is_writeback(code[j].mnemonic);
      f.adjacent_waits += is_wait(code[j].mnemonic);
    }
    for (size_t j = i + 1; j < code.size() && !is_memory_access(code[j].mnemonic); ++j) {
      acquire |= is_invalidate(code[j].mnemonic);
      f.adjacent_waits += is_wait(code[j].mnemonic);
      if (ends_straight_line(code[j].mnemonic)) break;
    }
    // A cmpswap on a back edge emulates the operation: that is what the loop is, whatever fences a
    // seq_cst or release/acquire ordering puts around it, and only this class is counted against
    // cas_loops_max (a fenced loop classified by its fence would escape it).
    const auto back_edge_over_it = [&](const Instruction& b) {
      return b.branch_target && *b.branch_target <= a.offset && a.offset <= b.offset;
    };
    const bool cas_loop = contains(a.mnemonic, "cmpswap") && std::any_of(code.begin(), code.end(), back_edge_over_it);
    f.fence = cas_loop ? Fence::CasLoop
              : release && acquire ? Fence::Full
              : release            ? Fence::Release
              : acquire            ? Fence::Acquire
                                   : Fence::Unfenced;
    out.push_back(f);
  }
  return out;
}

std::optional<TargetLimits> target_limits(std::string_view target) {
  const spec::TargetInfo* row = spec::find_target(std::string(target));
  if (!row || !row->audit_limits) return std::nullopt;
  return TargetLimits{row->name, row->wave_size, *row->audit_limits};
}

int estimate_occupancy(const TargetLimits& limits, int64_t vgpr, int64_t sgpr, int64_t lds_bytes,
                       int64_t workgroup_size) {
  const spec::OccupancyLimits& t = limits.occupancy;
  const int64_t max_waves = t.max_waves_per_simd;
  // VGPRs: the allocation is rounded up to the granule; the SIMD's file is shared by its waves.
  int64_t by_vgpr = max_waves;
  if (vgpr >= t.vgpr_granule)
    by_vgpr = std::clamp<int64_t>(t.vgpr_total / (ceil_div(vgpr, t.vgpr_granule) * t.vgpr_granule), 1, max_waves);
  int64_t by_sgpr = max_waves;
  if (t.sgpr_limits) by_sgpr = std::min<int64_t>(max_waves, sgpr <= 80 ? 10 : sgpr <= 88 ? 9 : sgpr <= 100 ? 8 : 7);
  // LDS: workgroups per CU limited by LDS and by wave slots/barriers; waves spread over the SIMDs.
  int64_t by_lds = 1;
  const int64_t groups_by_lds = t.lds_per_cu / std::max<int64_t>(lds_bytes, 1);
  if (groups_by_lds > 0) {
    const int64_t wg = std::max<int64_t>(workgroup_size, 1);
    const int64_t waves_per_group = ceil_div(wg, limits.wavefront_size);
    const int64_t slots = int64_t{t.max_waves_per_simd} * t.simds_per_cu;
    const int64_t groups_by_slots = waves_per_group == 1 ? slots : std::min<int64_t>(slots / waves_per_group, t.max_barriers);
    const int64_t waves_per_cu = waves_per_group * std::min(groups_by_slots, groups_by_lds);
    by_lds = std::clamp<int64_t>(ceil_div(waves_per_cu, t.simds_per_cu), 1, max_waves);
  }
  return static_cast<int>(std::min({by_vgpr, by_sgpr, by_lds}));
}

}  // namespace paritykit::isa_audit
