// What each cross-lane move computes for a whole wave (ds_bpermute, ds_permute, readlane,
// readfirstlane, DPP, permlane16 / permlanex16), written from AMD's ISA guides, each with its
// source. Inactive lanes (a lane that did not reach the rendezvous because it left the kernel)
// take part as AMD documents for disabled lanes.
#pragma once

#include <cstdint>
#include <string>

#include "intrinsics.h"

namespace paritykit::emulate {

/// What a move gives where it reads the register of an inactive lane and the ISA says the
/// register is read as it is (readlane, readfirstlane, permlane16 with fi): that lane left the
/// kernel, so its register holds nothing the program defined. A quiet f32 NaN, so that a kernel
/// that uses it computes visibly wrong numbers.
inline constexpr std::uint32_t kInactiveLaneValue = 0x7FC0DEADu;

/// Whether the move's constant operands (the site's imm, in operand order) are modelled, on a
/// wave of `wave_size` lanes (a DPP control that does not exist on that wave, a row_mask...).
/// False with `*err` naming the operand and its value.
bool cross_lane_immediates_modelled(CrossLaneOp op, unsigned wave_size, const std::int64_t* imm, unsigned imm_count,
                                    std::string* err);

/// One move for a wave: v[0..3] the lanes' dynamic operands (v[i] has wave_size values) (Intrinsic::operand order),
/// `active` which lanes take part, imm the site's constants; out: each lane's result.
void execute_cross_lane(CrossLaneOp op, unsigned wave_size, const std::int64_t* imm,
                        const std::uint32_t* const v[4], const bool* active, std::uint32_t* out);

}  // namespace paritykit::emulate
