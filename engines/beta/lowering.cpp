// The ISA table. AMDGPU's barrier is fenced at workgroup scope so that LDS writes before it are
// seen after it; NVPTX's bar.sync orders shared memory by itself (docs/targets.md).
#include "lowering.h"

#include <stdexcept>

namespace paritykit::beta {

const IsaText& isa_text(spec::Isa isa) {
  static constexpr IsaText kAmdgcn{
      "amdgpu_kernel",
      "llvm.amdgcn.workitem.id.x",
      {"llvm.amdgcn.workgroup.id.x", "llvm.amdgcn.workgroup.id.y", "llvm.amdgcn.workgroup.id.z"},
      "llvm.amdgcn.s.barrier",
      "  fence syncscope(\"workgroup\") release\n  call void @llvm.amdgcn.s.barrier()\n"
      "  fence syncscope(\"workgroup\") acquire\n",
      ", !amdgpu.no.fine.grained.memory !0",
      true,
      "llvm.amdgcn.global.load.async.to.lds.b",
      "llvm.amdgcn.s.wait.asynccnt",
      "llvm.amdgcn.exp2.f32"};
  static constexpr IsaText kNvptx{
      "ptx_kernel",
      "llvm.nvvm.read.ptx.sreg.tid.x",
      {"llvm.nvvm.read.ptx.sreg.ctaid.x", "llvm.nvvm.read.ptx.sreg.ctaid.y", "llvm.nvvm.read.ptx.sreg.ctaid.z"},
      "llvm.nvvm.barrier0",
      "  call void @llvm.nvvm.barrier0()\n",
      "",
      false,
      "",
      "",
      "llvm.nvvm.ex2.approx.f"};
  switch (isa) {
    case spec::Isa::Amdgcn: return kAmdgcn;
    case spec::Isa::Nvptx: return kNvptx;
  }
  throw std::invalid_argument("beta: no lowering for this ISA");
}

}  // namespace paritykit::beta
