#include "lowering.h"

#include <stdexcept>

namespace paritykit::alpha {

const IsaLowering& isa_lowering(spec::Isa isa) {
  static const IsaLowering kAmdgcn{
      ir::CallingConv::AmdgpuKernel,
      "llvm.amdgcn.workitem.id.x",
      {"llvm.amdgcn.workgroup.id.x", "llvm.amdgcn.workgroup.id.y", "llvm.amdgcn.workgroup.id.z"},
      "llvm.amdgcn.s.barrier",
      true,
      "amdgpu.no.fine.grained.memory",
      "amdgpu-flat-work-group-size",
      "llvm.amdgcn.global.load.async.to.lds.b",
      "llvm.amdgcn.s.wait.asynccnt",
      "llvm.amdgcn.exp2.f32"};
  static const IsaLowering kNvptx{
      ir::CallingConv::PtxKernel,
      "llvm.nvvm.read.ptx.sreg.tid.x",
      {"llvm.nvvm.read.ptx.sreg.ctaid.x", "llvm.nvvm.read.ptx.sreg.ctaid.y", "llvm.nvvm.read.ptx.sreg.ctaid.z"},
      "llvm.nvvm.barrier0",
      false,
      "",
      "",
      "",
      "",
      "llvm.nvvm.ex2.approx.f"};
  switch (isa) {
    case spec::Isa::Amdgcn: return kAmdgcn;
    case spec::Isa::Nvptx: return kNvptx;
  }
  throw std::invalid_argument("alpha: no lowering for this ISA");
}

}  // namespace paritykit::alpha
