// What each cross-lane move computes for a whole wave (cross_lane.h), rule by rule from AMD's ISA
// guides and LLVM's own description of the intrinsics. Sources, cited above each rule:
// - [RDNA4]  AMD "RDNA4" Instruction Set Architecture Reference Guide (gfx12; gfx1201, and
//            gfx1250's cross-lane moves are gfx12's): the pseudocode of each instruction's
//            description (DS_BPERMUTE_B32, DS_PERMUTE_B32, V_READLANE_B32, V_READFIRSTLANE_B32,
//            V_PERMLANE16_B32, V_PERMLANEX16_B32) and its DPP section.
// - [CDNA3]  AMD Instinct MI300 "CDNA3" Instruction Set Architecture Reference Guide (gfx942;
//            gfx950's CDNA4 guide has the same pseudocode): the same descriptions, and its DPP
//            section: the DPP_CTRL enumeration and the table of DPP fields (ROW_MASK, BANK_MASK,
//            BOUND_CTRL).
// - [LLVM]   LLVM 22.1 (llvmorg-22.1.8): IntrinsicsAMDGPU.td (operands, immargs) and
//            docs/AMDGPUModifierSyntax.rst (dpp_ctrl values, row_mask, bank_mask, bound_ctrl, fi),
//            and what llc-22 does with a call (checked in tests/emulate_cross_lane_test.cpp).
//
// The emulator's targets tie the wave size to the ISA generation: wave32 is gfx12 (RDNA4), wave64
// is gfx9 (CDNA3/CDNA4). The controls that exist on one generation only are refused on the other's
// wave size. A gfx10+ kernel compiled for wave64 is no target here and is not modelled.
#include "cross_lane.h"

#include <array>
#include <optional>
#include <string_view>

namespace paritykit::emulate {
namespace {

// DPP16 and permlane16 work on rows of 16 lanes, banks of 4 lanes within a row [RDNA4], [CDNA3].
constexpr unsigned kRowLanes = 16;
constexpr unsigned kBankLanes = 4;

/// One DPP16 control (llvm.amdgcn.{mov,update}.dpp's dpp_ctrl), decoded.
struct DppControl {
  enum class Kind : std::uint8_t {
    QuadPerm,       ///< lane i of a quad reads quad lane sel[i]
    RowShl,         ///< lane i reads lane i + n of its row; past the row's end is out of range
    RowShr,         ///< lane i reads lane i - n of its row; before its start is out of range
    RowRor,         ///< lane i reads lane (i - n) mod 16 of its row
    WaveShl,        ///< lane i reads lane i + 1 of the wave (gfx9)
    WaveRol,        ///< lane i reads lane (i + 1) mod 64 (gfx9)
    WaveShr,        ///< lane i reads lane i - 1 (gfx9)
    WaveRor,        ///< lane i reads lane (i - 1) mod 64 (gfx9)
    RowMirror,      ///< lane i of a row reads lane 15 - i
    RowHalfMirror,  ///< lane i of a half row (8 lanes) reads lane 7 - i
    RowBcast15,     ///< row r (r >= 1) reads the last lane of row r - 1 (gfx9)
    RowBcast31,     ///< rows 2 and 3 read lane 31 (gfx9)
    RowShare,       ///< every lane of a row reads lane n of the row (gfx10+)
    RowXmask,       ///< lane i of a row reads lane i xor n (gfx10+)
  };
  Kind kind = Kind::QuadPerm;
  unsigned arg = 0;  ///< the quad_perm selects (8 bits), or the n of the control
};

/// The generations a control exists on.
enum class Exists : std::uint8_t { Both, Gfx9Only, Gfx10PlusOnly };

struct DppControlName {
  DppControl::Kind kind;
  const char* name;
  Exists exists;
};

// [LLVM] AMDGPUModifierSyntax.rst, "dpp_ctrl" (GFX9) and "dpp16_ctrl" (GFX10+); the encodings are
// [CDNA3] and [RDNA4]'s DPP_CTRL enumeration: 0x000-0x0FF quad_perm, 0x101-0x10F row_shl,
// 0x111-0x11F row_shr, 0x121-0x12F row_ror, 0x130 wave_shl, 0x134 wave_rol, 0x138 wave_shr,
// 0x13C wave_ror, 0x140 row_mirror, 0x141 row_half_mirror, 0x142 row_bcast:15, 0x143 row_bcast:31,
// 0x150-0x15F row_share, 0x160-0x16F row_xmask. Every other value is no control. In Kind's order.
constexpr std::array kDppNames = {
    DppControlName{DppControl::Kind::QuadPerm, "quad_perm", Exists::Both},
    DppControlName{DppControl::Kind::RowShl, "row_shl", Exists::Both},
    DppControlName{DppControl::Kind::RowShr, "row_shr", Exists::Both},
    DppControlName{DppControl::Kind::RowRor, "row_ror", Exists::Both},
    DppControlName{DppControl::Kind::WaveShl, "wave_shl", Exists::Gfx9Only},
    DppControlName{DppControl::Kind::WaveRol, "wave_rol", Exists::Gfx9Only},
    DppControlName{DppControl::Kind::WaveShr, "wave_shr", Exists::Gfx9Only},
    DppControlName{DppControl::Kind::WaveRor, "wave_ror", Exists::Gfx9Only},
    DppControlName{DppControl::Kind::RowMirror, "row_mirror", Exists::Both},
    DppControlName{DppControl::Kind::RowHalfMirror, "row_half_mirror", Exists::Both},
    DppControlName{DppControl::Kind::RowBcast15, "row_bcast:15", Exists::Gfx9Only},
    DppControlName{DppControl::Kind::RowBcast31, "row_bcast:31", Exists::Gfx9Only},
    // On gfx90a+ (wave64) the same encodings are row_newbcast, a control this emulator does not
    // model; llc-22 prints row_xmask on gfx942 as "not supported on ASICs earlier than GFX10".
    DppControlName{DppControl::Kind::RowShare, "row_share", Exists::Gfx10PlusOnly},
    DppControlName{DppControl::Kind::RowXmask, "row_xmask", Exists::Gfx10PlusOnly},
};

static_assert(kDppNames.size() == static_cast<std::size_t>(DppControl::Kind::RowXmask) + 1);
static_assert(kDppNames[static_cast<std::size_t>(DppControl::Kind::RowXmask)].kind == DppControl::Kind::RowXmask);

const DppControlName& dpp_name(DppControl::Kind kind) { return kDppNames[static_cast<std::size_t>(kind)]; }

std::optional<DppControl> decode_dpp_ctrl(std::int64_t ctrl) {
  using K = DppControl::Kind;
  if (ctrl < 0 || ctrl > 0x16F) return std::nullopt;
  const auto n = static_cast<unsigned>(ctrl & 0xF);
  if (ctrl <= 0xFF) return DppControl{K::QuadPerm, static_cast<unsigned>(ctrl)};
  if (n != 0) {
    switch (ctrl & 0x1F0) {
      case 0x100: return DppControl{K::RowShl, n};
      case 0x110: return DppControl{K::RowShr, n};
      case 0x120: return DppControl{K::RowRor, n};
      default: break;
    }
  }
  switch (ctrl) {
    case 0x130: return DppControl{K::WaveShl, 1};
    case 0x134: return DppControl{K::WaveRol, 1};
    case 0x138: return DppControl{K::WaveShr, 1};
    case 0x13C: return DppControl{K::WaveRor, 1};
    case 0x140: return DppControl{K::RowMirror, 0};
    case 0x141: return DppControl{K::RowHalfMirror, 0};
    case 0x142: return DppControl{K::RowBcast15, 15};
    case 0x143: return DppControl{K::RowBcast31, 31};
    default: break;
  }
  if ((ctrl & 0x1F0) == 0x150) return DppControl{K::RowShare, n};
  if ((ctrl & 0x1F0) == 0x160) return DppControl{K::RowXmask, n};
  return std::nullopt;
}

/// The lane that `lane` reads under `c` on a wave of `wave` lanes; nullopt where the control
/// reads past its row or wave (an out-of-range source, which bound_ctrl decides).
std::optional<unsigned> dpp_source(const DppControl& c, unsigned wave, unsigned lane) {
  using K = DppControl::Kind;
  const unsigned row_base = lane / kRowLanes * kRowLanes;
  const unsigned in_row = lane % kRowLanes;
  switch (c.kind) {
    // [CDNA3], [RDNA4] DPP_QUAD_PERM: "[1:0] selects the source of lane 0 of each quad, [3:2] of
    // lane 1, [5:4] of lane 2, [7:6] of lane 3".
    case K::QuadPerm: return lane / 4 * 4 + ((c.arg >> (2 * (lane % 4))) & 3);
    // DPP_ROW_SL/SR/RR: "row shift left / right, row rotate right by 1-15 threads" (a left shift
    // moves data toward lane 0: lane i reads lane i + n).
    case K::RowShl:
      if (in_row + c.arg >= kRowLanes) return std::nullopt;
      return lane + c.arg;
    case K::RowShr:
      if (in_row < c.arg) return std::nullopt;
      return lane - c.arg;
    case K::RowRor: return row_base + (in_row + kRowLanes - c.arg) % kRowLanes;
    // [CDNA3] DPP_WF_SL1 / RL1 / SR1 / RR1: "wavefront left shift / left rotate / right shift /
    // right rotate by 1 thread".
    case K::WaveShl:
      if (lane + 1 >= wave) return std::nullopt;
      return lane + 1;
    case K::WaveRol: return (lane + 1) % wave;
    case K::WaveShr:
      if (lane == 0) return std::nullopt;
      return lane - 1;
    case K::WaveRor: return (lane + wave - 1) % wave;
    // DPP_ROW_MIRROR, DPP_ROW_HALF_MIRROR: "mirror threads within row / within half row".
    case K::RowMirror: return row_base + (kRowLanes - 1 - in_row);
    case K::RowHalfMirror: return row_base + (in_row & 8) + (7 - (in_row & 7));
    // [CDNA3] DPP_ROW_BCAST15: "broadcast the 15th thread of each row to the next row";
    // DPP_ROW_BCAST31: "broadcast thread 31 to rows 2 and 3". Rows the text gives no source
    // (row 0; rows 0 and 1) are refused through row_mask (cross_lane_immediates_modelled).
    case K::RowBcast15: return row_base - 1;
    case K::RowBcast31: return 31;
    // [RDNA4] DPP_ROW_SHARE: "share the value of lane n of the row with the whole row";
    // DPP_ROW_XMASK: "fetch from lane (current lane xor n) of the row".
    case K::RowShare: return row_base + c.arg;
    case K::RowXmask: return row_base + (in_row ^ c.arg);
  }
  return std::nullopt;
}

/// The constant operands each move takes (Site::imm, in operand order; [LLVM] ImmArg).
unsigned imm_operands(CrossLaneOp op) {
  switch (op) {
    case CrossLaneOp::MovDpp:
    case CrossLaneOp::UpdateDpp: return 4;  // dpp_ctrl, row_mask, bank_mask, bound_ctrl
    case CrossLaneOp::Permlane16:
    case CrossLaneOp::Permlanex16: return 2;  // fi, bound_ctrl
    default: return 0;
  }
}

const char* op_name(CrossLaneOp op) {
  switch (op) {
    case CrossLaneOp::DsBpermute: return "ds.bpermute";
    case CrossLaneOp::DsPermute: return "ds.permute";
    case CrossLaneOp::Readlane: return "readlane";
    case CrossLaneOp::Readfirstlane: return "readfirstlane";
    case CrossLaneOp::MovDpp: return "mov.dpp";
    case CrossLaneOp::UpdateDpp: return "update.dpp";
    case CrossLaneOp::Permlane16: return "permlane16";
    case CrossLaneOp::Permlanex16: return "permlanex16";
  }
  return "?";
}

bool refuse(std::string* err, CrossLaneOp op, unsigned wave_size, const std::string& what) {
  if (err) *err = std::string("llvm.amdgcn.") + op_name(op) + " on wave" + std::to_string(wave_size) + ": " + what;
  return false;
}

std::string hex(std::int64_t v) {
  static constexpr char kDigits[] = "0123456789abcdef";
  if (v < 0) return std::to_string(v);
  std::string out;
  do {
    out.insert(out.begin(), kDigits[v & 0xF]);
    v >>= 4;
  } while (v != 0);
  return "0x" + out;
}

/// Whether an i1 immediate is one (the site holds an i1 zero-extended: 0 or 1).
bool flag(std::int64_t v) { return v != 0; }

/// The lowest active lane: [RDNA4], [CDNA3] V_READFIRSTLANE_B32: "lane = s_ff1(EXEC); lane 0 if
/// EXEC is 0". Also the lane whose value a wave-uniform operand takes: [LLVM] readlane's lane
/// and permlane16's selects "must be uniform across the currently active threads"; when they are
/// not, LLVM's lowering reads them with v_readfirstlane_b32.
unsigned first_active(unsigned wave, const bool* active) {
  for (unsigned lane = 0; lane < wave; ++lane)
    if (active[lane]) return lane;
  return 0;
}

/// A lane's register read where the lane is inactive and the instruction still reads it.
std::uint32_t read_register(const std::uint32_t* v, const bool* active, unsigned lane) {
  return active[lane] ? v[lane] : kInactiveLaneValue;
}

void execute_dpp(CrossLaneOp op, unsigned wave, const std::int64_t* imm, const std::uint32_t* const v[4],
                 const bool* active, std::uint32_t* out) {
  // [LLVM] update.dpp(old, src, ...) "should be equivalent to: v_mov_b32 <dest> <old>;
  // v_mov_b32 <dest> <src> <dpp_ctrl> <row_mask> <bank_mask> <bound_ctrl>". mov.dpp has no old:
  // llc-22 selects it as V_MOV_B32_dpp with old = src (SelectionDAG and GlobalISel alike), so a
  // lane the move does not write keeps its own src.
  const std::uint32_t* old = v[0];
  const std::uint32_t* src = op == CrossLaneOp::UpdateDpp ? v[1] : v[0];
  const DppControl c = *decode_dpp_ctrl(imm[0]);
  const auto row_mask = static_cast<unsigned>(imm[1]);
  const auto bank_mask = static_cast<unsigned>(imm[2]);
  const bool bound_ctrl = flag(imm[3]);
  for (unsigned lane = 0; lane < wave; ++lane) {
    out[lane] = old[lane];
    // [CDNA3] DPP fields: ROW_MASK and BANK_MASK "apply to the VGPR destination write only, [they
    // do] not impact the thread mask when fetching source VGPR data": a lane of a disabled row or
    // bank is not written (keeps old). An inactive lane (EXEC 0) is not written either. A bank is
    // lanes 4b..4b+3 of every row; row_mask's bits 2-3 have no row on wave32.
    if (!active[lane]) continue;
    if (((row_mask >> (lane / kRowLanes)) & 1) == 0) continue;
    if (((bank_mask >> (lane % kRowLanes / kBankLanes)) & 1) == 0) continue;
    // [CDNA3] DPP fields: BOUND_CTRL "0 = do not write when source is out of range, 1 = write"
    // zero. [LLVM] bound_ctrl "controls data sharing when accessing an invalid lane ... accessing
    // data from an invalid lane will return zero"; fi:0 "interaction with inactive lanes is
    // controlled by bound_ctrl": an inactive source lane is invalid like one out of range (the
    // intrinsics have no fi operand: it is 0; gfx9 has no fi field).
    const std::optional<unsigned> from = dpp_source(c, wave, lane);
    if (from && active[*from])
      out[lane] = src[*from];
    else if (bound_ctrl)
      out[lane] = 0;
  }
}

void execute_permlane(CrossLaneOp op, unsigned wave, const std::int64_t* imm, const std::uint32_t* const v[4],
                      const bool* active, std::uint32_t* out) {
  const std::uint32_t* old = v[0];
  const std::uint32_t* src = v[1];
  const unsigned uniform = first_active(wave, active);
  // [RDNA4] V_PERMLANE16_B32: "lanesel = { S2.u32, S1.u32 }; for each row, lane i of the row
  // reads lane lanesel[4i+3:4i] of the row". V_PERMLANEX16_B32: the same from the other row of
  // the pair, "altrow = { row[1], ~row[0] }" (rows 0 and 1 swap, 2 and 3 swap).
  const std::uint64_t lanesel = (std::uint64_t{v[3][uniform]} << 32) | v[2][uniform];
  // [LLVM] permlane16's fi and bound_ctrl are "dpp-like mode bits" (AMDGPUModifierSyntax.rst,
  // dpp_op_sel): fi:1 "fetch pre-existing values from inactive lanes", fi:0 leaves an inactive
  // source lane to bound_ctrl (1: read zero, 0: do not write, old stays).
  const bool fetch_inactive = flag(imm[0]);
  const bool bound_ctrl = flag(imm[1]);
  for (unsigned lane = 0; lane < wave; ++lane) {
    out[lane] = old[lane];
    if (!active[lane]) continue;
    unsigned row = lane / kRowLanes;
    if (op == CrossLaneOp::Permlanex16) row ^= 1;
    const unsigned from = row * kRowLanes + static_cast<unsigned>((lanesel >> (4 * (lane % kRowLanes))) & 0xF);
    if (active[from] || fetch_inactive)
      out[lane] = read_register(src, active, from);
    else if (bound_ctrl)
      out[lane] = 0;
  }
}

}  // namespace

bool cross_lane_immediates_modelled(CrossLaneOp op, unsigned wave_size, const std::int64_t* imm, unsigned imm_count,
                                    std::string* err) {
  if (wave_size != 32 && wave_size != 64)
    return refuse(err, op, wave_size, "a wave of " + std::to_string(wave_size) + " lanes is not modelled (32 or 64)");
  const bool gfx9 = wave_size == 64;
  if (imm_count != imm_operands(op))
    return refuse(err, op, wave_size,
                  "takes " + std::to_string(imm_operands(op)) + " constant operands, the site has " +
                      std::to_string(imm_count));
  switch (op) {
    case CrossLaneOp::MovDpp:
    case CrossLaneOp::UpdateDpp: {
      const std::optional<DppControl> c = decode_dpp_ctrl(imm[0]);
      if (!c) return refuse(err, op, wave_size, "dpp_ctrl = " + hex(imm[0]) + " is no DPP control");
      const DppControlName& name = dpp_name(c->kind);
      if (gfx9 && name.exists == Exists::Gfx10PlusOnly)
        return refuse(err, op, wave_size,
                      "dpp_ctrl = " + hex(imm[0]) + " (" + name.name +
                          ") exists on gfx10+ only; on gfx9 (wave64) it is row_newbcast, not modelled");
      if (!gfx9 && name.exists == Exists::Gfx9Only)
        return refuse(err, op, wave_size,
                      "dpp_ctrl = " + hex(imm[0]) + " (" + name.name + ") exists on gfx9 (wave64) only, not on gfx12");
      if (imm[1] < 0 || imm[1] > 0xF) return refuse(err, op, wave_size, "row_mask = " + hex(imm[1]) + " is not 4 bits");
      if (imm[2] < 0 || imm[2] > 0xF) return refuse(err, op, wave_size, "bank_mask = " + hex(imm[2]) + " is not 4 bits");
      if (imm[3] != 0 && imm[3] != 1) return refuse(err, op, wave_size, "bound_ctrl = " + std::to_string(imm[3]) + " is not 0 or 1");
      // The rows the ISA gives no source for under row_bcast (see dpp_source) must be masked off.
      const unsigned unsourced = c->kind == DppControl::Kind::RowBcast15   ? 0x1u
                                 : c->kind == DppControl::Kind::RowBcast31 ? 0x3u
                                                                           : 0u;
      if ((static_cast<unsigned>(imm[1]) & unsourced) != 0)
        return refuse(err, op, wave_size,
                      std::string("row_mask = ") + hex(imm[1]) + " enables a row " + name.name +
                          " gives no source (the ISA defines rows " + (unsourced == 1 ? "1-3" : "2-3") +
                          "; mask them off)");
      return true;
    }
    case CrossLaneOp::Permlane16:
    case CrossLaneOp::Permlanex16:
      // [LLVM] llc-22 cannot select permlane16 / permlanex16 for gfx942 or gfx950: gfx10+ only.
      if (gfx9) return refuse(err, op, wave_size, "exists on gfx10+ only, not on gfx9 (wave64)");
      if (imm[0] != 0 && imm[0] != 1) return refuse(err, op, wave_size, "fi = " + std::to_string(imm[0]) + " is not 0 or 1");
      if (imm[1] != 0 && imm[1] != 1)
        return refuse(err, op, wave_size, "bound_ctrl = " + std::to_string(imm[1]) + " is not 0 or 1");
      return true;
    default: return true;
  }
}

void execute_cross_lane(CrossLaneOp op, unsigned wave_size, const std::int64_t* imm, const std::uint32_t* const v[4],
                        const bool* active, std::uint32_t* out) {
  const unsigned wave = wave_size;
  // The lane index of a byte address: [CDNA3] DS_BPERMUTE_B32 / DS_PERMUTE_B32: "lane =
  // (VGPR[ADDR] + OFFSET) / 4 % 64; ADDR needs to be divided by 4, high-order bits are ignored";
  // [RDNA4] the same "% num_lanes", num_lanes = 32 in wave32. The intrinsic has no offset (llc
  // folds a constant add into OFFSET, the same sum). Bits [1:0] are dropped, the bits above the
  // wave's lane bits ignored: an address of -4 is lane wave-1. ([RDNA4]'s pseudocode divides a
  // signed 32'I sum; for a negative address that is no multiple of 4 a truncating division
  // would differ from the bits. Both guides say "high-order bits are ignored": the bits it is.)
  const auto lane_of_address = [wave](std::uint32_t byte_address) { return (byte_address >> 2) % wave; };
  switch (op) {
    case CrossLaneOp::DsBpermute:
      // [CDNA3], [RDNA4] DS_BPERMUTE_B32: "tmp[i] = 0; if EXEC[src_lane] then tmp[i] =
      // VGPR[src_lane][DATA0]; ... if EXEC[i] then VGPR[i][VDST] = tmp[i]": lane i reads lane
      // src_lane; an inactive source lane gives zero.
      for (unsigned lane = 0; lane < wave; ++lane) {
        out[lane] = 0;
        if (!active[lane]) continue;
        const unsigned from = lane_of_address(v[0][lane]);
        if (active[from]) out[lane] = v[1][from];
      }
      return;
    case CrossLaneOp::DsPermute: {
      // [CDNA3], [RDNA4] DS_PERMUTE_B32: "tmp[*] = 0; for i in lanes: if EXEC[i] then
      // tmp[dst_lane] = VGPR[i][DATA0]"; "if multiple sources select the same destination thread,
      // the highest-numbered source thread wins"; a lane nobody writes to gets zero.
      std::array<std::uint32_t, 64> pushed{};
      for (unsigned lane = 0; lane < wave; ++lane)
        if (active[lane]) pushed[lane_of_address(v[0][lane])] = v[1][lane];
      for (unsigned lane = 0; lane < wave; ++lane) out[lane] = active[lane] ? pushed[lane] : 0;
      return;
    }
    case CrossLaneOp::Readlane: {
      // [RDNA4] V_READLANE_B32: "lane = S1.u32[4:0] (wave32), S1.u32[5:0] (wave64)"; [CDNA3]
      // "lane = S1.u32[5:0]": the lane index modulo the wave. EXEC is not consulted: an inactive
      // lane's register is read as it is (kInactiveLaneValue here).
      const unsigned from = v[1][first_active(wave, active)] % wave;
      const std::uint32_t value = read_register(v[0], active, from);
      for (unsigned lane = 0; lane < wave; ++lane) out[lane] = value;
      return;
    }
    case CrossLaneOp::Readfirstlane: {
      const std::uint32_t value = read_register(v[0], active, first_active(wave, active));
      for (unsigned lane = 0; lane < wave; ++lane) out[lane] = value;
      return;
    }
    case CrossLaneOp::MovDpp:
    case CrossLaneOp::UpdateDpp: execute_dpp(op, wave, imm, v, active, out); return;
    case CrossLaneOp::Permlane16:
    case CrossLaneOp::Permlanex16: execute_permlane(op, wave, imm, v, active, out); return;
  }
}

}  // namespace paritykit::emulate
