#include "lowering.h"

#include <stdexcept>

namespace paritykit::alpha {
namespace {

/// NVPTX's barrier forms, one per name a flavor's `nvptx_barrier` may hold (engines/CONTRACT.md
/// section 10): the renamed barrier takes the barrier's id, 0.
struct NvptxBarrierForm {
  const char* intrinsic;
  bool takes_barrier_id;
};
constexpr NvptxBarrierForm kNvptxBarriers[] = {
    {"llvm.nvvm.barrier0", false},
    {"llvm.nvvm.barrier.cta.sync.aligned.all", true},
};

}  // namespace

std::vector<ir::Type> IsaLowering::barrier_params() const {
  if (barrier_takes_id) return {ir::Type::int_(32)};
  return {};
}

std::vector<ir::Value> IsaLowering::barrier_operands() const {
  if (barrier_takes_id) return {ir::i32(0)};
  return {};
}

IsaLowering isa_lowering(spec::Isa isa, const spec::Flavor& flavor) {
  static const IsaLowering kAmdgcn{
      ir::CallingConv::AmdgpuKernel,
      "llvm.amdgcn.workitem.id.x",
      {"llvm.amdgcn.workgroup.id.x", "llvm.amdgcn.workgroup.id.y", "llvm.amdgcn.workgroup.id.z"},
      "llvm.amdgcn.s.barrier",
      false,
      true,
      "amdgpu.no.fine.grained.memory",
      "amdgpu-flat-work-group-size",
      "llvm.amdgcn.global.load.async.to.lds.b",
      "llvm.amdgcn.s.wait.asynccnt",
      "llvm.amdgcn.exp2.f32"};
  // The barrier and exp2 are the flavor's (its release's native names), filled in below.
  static const IsaLowering kNvptx{
      ir::CallingConv::PtxKernel,
      "llvm.nvvm.read.ptx.sreg.tid.x",
      {"llvm.nvvm.read.ptx.sreg.ctaid.x", "llvm.nvvm.read.ptx.sreg.ctaid.y", "llvm.nvvm.read.ptx.sreg.ctaid.z"},
      "",
      false,
      false,
      "",
      "",
      "",
      "",
      ""};
  switch (isa) {
    case spec::Isa::Amdgcn: return kAmdgcn;
    case spec::Isa::Nvptx: {
      IsaLowering row = kNvptx;
      for (const NvptxBarrierForm& form : kNvptxBarriers)
        if (flavor.nvptx_barrier == form.intrinsic) {
          row.barrier = form.intrinsic;
          row.barrier_takes_id = form.takes_barrier_id;
        }
      if (row.barrier.empty())
        throw std::invalid_argument("alpha: flavor " + flavor.name + " names an unknown NVPTX barrier \"" +
                                    flavor.nvptx_barrier + "\"");
      row.exp2 = flavor.nvptx_exp2;
      return row;
    }
  }
  throw std::invalid_argument("alpha: no lowering for this ISA");
}

}  // namespace paritykit::alpha
