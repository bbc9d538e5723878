// The ISA table. AMDGPU's barrier is fenced at workgroup scope so that LDS writes before it are
// seen after it; NVPTX's bar.sync orders shared memory by itself (docs/targets.md). NVPTX's
// barrier and exp2 are the flavor's: each release's native names (engines/CONTRACT.md section 10).
#include "lowering.h"

#include <stdexcept>
#include <string>

namespace paritykit::beta {
namespace {

/// One NVPTX barrier form: the name a flavor's `nvptx_barrier` holds, and its text.
struct NvptxBarrierText {
  std::string_view intrinsic, declaration, call;
};
constexpr NvptxBarrierText kNvptxBarriers[] = {
    {"llvm.nvvm.barrier0", "declare void @llvm.nvvm.barrier0()\n", "  call void @llvm.nvvm.barrier0()\n"},
    {"llvm.nvvm.barrier.cta.sync.aligned.all", "declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)\n",
     "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)\n"},
};

}  // namespace

IsaText isa_text(spec::Isa isa, const spec::Flavor& flavor) {
  static constexpr IsaText kAmdgcn{
      "amdgpu_kernel",
      "llvm.amdgcn.workitem.id.x",
      {"llvm.amdgcn.workgroup.id.x", "llvm.amdgcn.workgroup.id.y", "llvm.amdgcn.workgroup.id.z"},
      "declare void @llvm.amdgcn.s.barrier()\n",
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
      "",
      "",
      "",
      false,
      "",
      "",
      ""};
  switch (isa) {
    case spec::Isa::Amdgcn: return kAmdgcn;
    case spec::Isa::Nvptx: {
      IsaText row = kNvptx;
      for (const NvptxBarrierText& form : kNvptxBarriers)
        if (form.intrinsic == flavor.nvptx_barrier) {
          row.barrier_declaration = form.declaration;
          row.barrier = form.call;
        }
      if (row.barrier_declaration.empty())
        throw std::invalid_argument("beta: flavor " + flavor.name + " names an unknown NVPTX barrier \"" +
                                    flavor.nvptx_barrier + "\"");
      row.exp2 = flavor.nvptx_exp2;
      return row;
    }
  }
  throw std::invalid_argument("beta: no lowering for this ISA");
}

}  // namespace paritykit::beta
