// The host JIT of the agreed amdgcn IR (jit.h): parse, check, rewrite for the host, optimise,
// compile with ORC. The one source of the project that includes LLVM's headers. LLVM is built
// without exceptions, and so is this file (CMakeLists.txt): nothing here throws through LLVM's
// frames, and every llvm::Error ends as text in `*err`.
#include "jit.h"

#include <llvm/ADT/DenseMap.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/ExecutionEngine/Orc/AbsoluteSymbols.h>
#include <llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h>
#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/ExecutionEngine/Orc/ThreadSafeModule.h>
#include <llvm/IR/DataLayout.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/ModuleSlotTracker.h>
#include <llvm/IR/ReplaceConstant.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>

#include <bit>
#include <optional>

#include "abi.h"
#include "numbers.h"

namespace paritykit::emulate {

struct JitModule::Impl {
  std::unique_ptr<llvm::orc::LLJIT> jit;
};

JitModule::JitModule() : impl_(std::make_unique<Impl>()) {}
JitModule::~JitModule() = default;

const CompiledKernel* JitModule::kernel(std::string_view name) const {
  for (const CompiledKernel& k : kernels_)
    if (k.name == name) return &k;
  return nullptr;
}

namespace {

constexpr unsigned kLdsAddressSpace = 3;
constexpr std::size_t kWhereCut = 160;
constexpr std::string_view kTrampolinePrefix = "pk_entry_";
constexpr std::string_view kRuntimePrefix = "pk_emu_";

std::string to_text(llvm::Error e) { return llvm::toString(std::move(e)); }

/// Instructions as reports and refusals name them: "@fn, block %bb: <the instruction as LLVM
/// prints it, cut at 160>". One slot tracker per module: a fresh one per print would number the
/// whole function again each time.
class InstructionNames {
 public:
  explicit InstructionNames(const llvm::Module& m) : slots_(&m, /*ShouldInitializeAllMetadata=*/false) {}
  std::string where(const llvm::Instruction& i) {
    const llvm::Function& f = *i.getFunction();
    if (&f != incorporated_) {
      slots_.incorporateFunction(f);
      incorporated_ = &f;
    }
    std::string text;
    llvm::raw_string_ostream os(text);
    i.print(os, slots_);
    const std::size_t first = text.find_first_not_of(' ');
    text = text.substr(first == std::string::npos ? 0 : first, kWhereCut);
    const llvm::BasicBlock& bb = *i.getParent();
    const std::string block = bb.hasName() ? bb.getName().str() : std::to_string(slots_.getLocalSlot(&bb));
    return "@" + f.getName().str() + ", block %" + block + ": " + text;
  }

 private:
  llvm::ModuleSlotTracker slots_;
  const llvm::Function* incorporated_ = nullptr;
};

// ------------------------------------------------------------------ what the runtime performs

std::optional<Site::AtomicOp> atomic_op(llvm::AtomicRMWInst::BinOp op) {
  using B = llvm::AtomicRMWInst::BinOp;
  using O = Site::AtomicOp;
  switch (op) {
    case B::FAdd: return O::FAdd;
    case B::FMax: return O::FMax;
    case B::FMin: return O::FMin;
    case B::Add: return O::Add;
    case B::Sub: return O::Sub;
    case B::Xchg: return O::Xchg;
    case B::Max: return O::Max;
    case B::Min: return O::Min;
    case B::UMax: return O::UMax;
    case B::UMin: return O::UMin;
    case B::And: return O::And;
    case B::Or: return O::Or;
    case B::Xor: return O::Xor;
    default: return std::nullopt;
  }
}

std::optional<Site::AtomicType> atomic_type(llvm::Type* t) {
  using T = Site::AtomicType;
  if (t->isFloatTy()) return T::F32;
  if (t->isDoubleTy()) return T::F64;
  if (t->isHalfTy()) return T::F16;
  if (t->isBFloatTy()) return T::BF16;
  if (t->isIntegerTy(32)) return T::I32;
  if (t->isIntegerTy(64)) return T::I64;
  if (auto* v = llvm::dyn_cast<llvm::FixedVectorType>(t); v && v->getNumElements() == 2) {
    if (v->getElementType()->isHalfTy()) return T::V2F16;
    if (v->getElementType()->isBFloatTy()) return T::V2BF16;
  }
  return std::nullopt;
}

/// An address space the emulator does not model (0 flat, 1 global and 3 LDS are modelled) that
/// `t` reaches through vectors, arrays and structs; nullopt when none.
std::optional<unsigned> foreign_address_space(llvm::Type* t) {
  if (auto* p = llvm::dyn_cast<llvm::PointerType>(t)) {
    const unsigned as = p->getAddressSpace();
    if (as == 0 || as == 1 || as == kLdsAddressSpace) return std::nullopt;
    return as;
  }
  for (llvm::Type* inner : t->subtypes())
    if (auto as = foreign_address_space(inner)) return as;
  return std::nullopt;
}

bool is_lds_pointer(const llvm::Type* t) {
  return t->isPtrOrPtrVectorTy() && t->getPointerAddressSpace() == kLdsAddressSpace;
}

/// Whether the call's operand `arg` is a value the abi call takes (else a constant for the site).
/// Exp2's one operand is its value, though the allow-list names no operand positions for it.
bool is_operand_position(const Intrinsic& in, unsigned arg) {
  if (in.kind == IntrinsicKind::Exp2) return true;
  for (std::int8_t p : in.operand)
    if (p >= 0 && static_cast<unsigned>(p) == arg) return true;
  return false;
}

/// The call's constant operands (every one not in Intrinsic::operand) into site.imm, in operand
/// order: i1 as 0 / 1, wider integers sign-extended. False with `*problem` when one is not a
/// constant integer or there are more than Site::imm holds.
bool collect_immediates(const llvm::CallBase& call, const Intrinsic& in, Site* site, std::string* problem) {
  site->imm_count = 0;
  for (unsigned a = 0; a < call.arg_size(); ++a) {
    if (is_operand_position(in, a)) continue;
    const auto* c = llvm::dyn_cast<llvm::ConstantInt>(call.getArgOperand(a));
    if (!c) {
      *problem = "operand " + std::to_string(a) + " must be a constant integer (the emulator takes it from the site)";
      return false;
    }
    if (site->imm_count == std::size(site->imm)) {
      *problem = "has more constant operands than a site holds (" + std::to_string(std::size(site->imm)) + ")";
      return false;
    }
    site->imm[site->imm_count++] = c->getBitWidth() == 1 ? static_cast<std::int64_t>(c->getZExtValue()) : c->getSExtValue();
  }
  return true;
}

/// What a kernel parameter may be: a value the trampoline copies out of the argument buffer.
bool passes_through_trampoline(llvm::Type* t) { return t->isIntegerTy() || t->isFloatingPointTy() || t->isPointerTy(); }

// ------------------------------------------------------------------ the check (refusals)

/// For each operand of LLVM 22's form of a later release's form `in` with `later_count` operands,
/// the later form's operand that fills it, or -1 for an i1 modifier the later form dropped.
std::vector<int> llvm22_operand_sources(const Intrinsic& in, unsigned later_count) {
  std::vector<int> sources;
  int next = 0;
  const unsigned count = later_count + static_cast<unsigned>(std::popcount(in.dropped_llvm22_modifiers));
  for (unsigned i = 0; i < count; ++i) sources.push_back((in.dropped_llvm22_modifiers >> i) & 1u ? -1 : next++);
  return sources;
}

/// LLVM 22's function type of a later release's form `f` of an allowed intrinsic (`in`): the form's
/// operands with the i1 modifiers it dropped put back (intrinsics.h), checked against LLVM 22's own
/// intrinsic table, name included. `*overloads` gets its overloaded types, as
/// Intrinsic::getOrInsertDeclaration takes them. nullptr with `*problem` when `f`'s types are not
/// that form's.
llvm::FunctionType* llvm22_type(const llvm::Function& f, const Intrinsic& in, llvm::SmallVectorImpl<llvm::Type*>* overloads,
                                std::string* problem) {
  llvm::FunctionType* later = f.getFunctionType();
  std::vector<llvm::Type*> params;
  for (int source : llvm22_operand_sources(in, later->getNumParams()))
    params.push_back(source < 0 ? llvm::Type::getInt1Ty(f.getContext()) : later->getParamType(static_cast<unsigned>(source)));
  auto* llvm22 = llvm::FunctionType::get(later->getReturnType(), params, /*isVarArg=*/false);
  const llvm::Intrinsic::ID id = f.getIntrinsicID();
  overloads->clear();
  if (id == llvm::Intrinsic::not_intrinsic || !llvm::Intrinsic::getIntrinsicSignature(id, llvm22, *overloads) ||
      llvm::Intrinsic::getNameNoUnnamedTypes(id, *overloads) != f.getName()) {
    std::string type;
    llvm::raw_string_ostream os(type);
    later->print(os);
    std::string dropped;
    const std::vector<int> sources = llvm22_operand_sources(in, later->getNumParams());
    for (std::size_t i = 0; i < sources.size(); ++i)
      if (sources[i] < 0) dropped += (dropped.empty() ? "" : " and ") + std::to_string(i);
    *problem = "is declared " + type + ", which is not LLVM " + std::to_string(in.release) + "'s " +
               std::to_string(in.operand_count) + "-operand form of it (LLVM 22's with operands " + dropped + " dropped)";
    return nullptr;
  }
  return llvm22;
}

/// Why the allowed intrinsic call cannot be rewritten (its operands are not where the allow-list
/// says, or of a type the abi call does not take, or, for a later release's form, not that form's
/// types); empty when it can.
std::string intrinsic_call_problem(const llvm::CallBase& call, const Intrinsic& in) {
  if (in.release != 22) {
    llvm::SmallVector<llvm::Type*, 4> overloads;
    std::string problem;
    if (!llvm22_type(*call.getCalledFunction(), in, &overloads, &problem)) return problem;
  }
  for (std::int8_t p : in.operand)
    if (p >= 0 && static_cast<unsigned>(p) >= call.arg_size())
      return "has no operand " + std::to_string(p) + " where the emulator expects one";
  if (in.kind == IntrinsicKind::CrossLane) {
    if (!call.getType()->isIntegerTy(32)) return "returns a type other than i32, which the emulator does not model";
    for (std::int8_t p : in.operand)
      if (p >= 0 && !call.getArgOperand(p)->getType()->isIntegerTy(32))
        return "has operand " + std::to_string(p) + " of a type other than i32, which the emulator does not model";
  }
  Site scratch;
  std::string problem;
  if (!collect_immediates(call, in, &scratch, &problem)) return problem;
  return "";
}

/// Whether `v` is, or is built from, an addrspacecast constant expression.
bool has_addrspacecast_constant(const llvm::Value* v) {
  const auto* c = llvm::dyn_cast<llvm::ConstantExpr>(v);
  if (!c) return false;
  if (c->getOpcode() == llvm::Instruction::AddrSpaceCast) return true;
  for (const llvm::Use& u : c->operands())
    if (has_addrspacecast_constant(u.get())) return true;
  return false;
}

/// Why one instruction cannot be emulated; empty when it can.
std::string instruction_problem(const llvm::Instruction& i) {
  if (auto as = foreign_address_space(i.getType()))
    return "address space " + std::to_string(*as) + ", which the emulator does not model (only 0, 1 and 3)";
  for (const llvm::Use& u : i.operands())
    if (auto as = foreign_address_space(u->getType()))
      return "address space " + std::to_string(*as) + ", which the emulator does not model (only 0, 1 and 3)";
  if (auto* a = llvm::dyn_cast<llvm::AllocaInst>(&i); a && a->getAddressSpace() != 0)
    return "an alloca in address space " + std::to_string(a->getAddressSpace()) +
           ", which the emulator does not model (only 0, 1 and 3)";
  if (llvm::isa<llvm::AddrSpaceCastInst>(i)) return "an addrspacecast, which the emulator does not model";
  for (const llvm::Use& u : i.operands())
    if (has_addrspacecast_constant(u.get())) return "an addrspacecast, which the emulator does not model";
  if (llvm::isa<llvm::AtomicCmpXchgInst>(i)) return "a cmpxchg, which the emulator does not model";
  if (auto* rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(&i)) {
    if (!atomic_op(rmw->getOperation()))
      return "atomicrmw " + llvm::AtomicRMWInst::getOperationName(rmw->getOperation()).str() +
             ", an operation the emulator does not model";
    if (!atomic_type(rmw->getValOperand()->getType())) return "an atomicrmw of a type the emulator does not model";
  }
  if ((llvm::isa<llvm::PtrToIntInst>(i) || llvm::isa<llvm::PtrToAddrInst>(i)) &&
      is_lds_pointer(i.getOperand(0)->getType()) && i.getType()->isVectorTy())
    return "a vector of LDS pointers turned into integers, which the emulator does not model";
  if (llvm::isa<llvm::IntToPtrInst>(i) && is_lds_pointer(i.getType()) && i.getType()->isVectorTy())
    return "a vector of integers turned into LDS pointers, which the emulator does not model";
  if (auto* call = llvm::dyn_cast<llvm::CallBase>(&i)) {
    const llvm::Function* callee = call->getCalledFunction();
    if (callee && find_intrinsic(callee->getName().str())) {
      const std::string name = callee->getName().str();
      if (!llvm::isa<llvm::CallInst>(call)) return "not a plain call of @" + name;
      const Intrinsic* in = find_intrinsic(name, call->arg_size());
      if (!in)
        return "@" + name + " with " + std::to_string(call->arg_size()) + " operands, a form the emulator does not know (it takes " +
               describe_forms(name) + ")";
      if (std::string p = intrinsic_call_problem(*call, *in); !p.empty()) return "@" + name + " " + p;
    }
  }
  return "";
}

/// Refuses, before anything is rewritten, what the emulator does not model. False with `*err`.
bool check_module(llvm::Module& m, InstructionNames& names, std::string* err) {
  for (llvm::Function& f : m) {
    const std::string name = f.getName().str();
    if (name.starts_with(kRuntimePrefix) || name.starts_with(kTrampolinePrefix)) {
      *err = "defines or declares @" + name + ", a name the emulator reserves for its own symbols";
      return false;
    }
    if (f.isDeclaration()) {
      if (is_target_intrinsic(name) && !find_intrinsic(name)) {
        *err = "calls @" + name + ", which the emulator does not model";
        return false;
      }
      if (!name.starts_with("llvm.")) {
        *err = "declares @" + name + ", an external function the emulator cannot call (only LLVM intrinsics)";
        return false;
      }
      continue;
    }
    if (f.getCallingConv() == llvm::CallingConv::AMDGPU_KERNEL) {
      for (llvm::Argument& a : f.args())
        if (!passes_through_trampoline(a.getType())) {
          *err = "kernel @" + name + " has parameter " + std::to_string(a.getArgNo()) +
                 " of a type its trampoline does not pass (only integers, floats and pointers)";
          return false;
        }
    }
    for (llvm::BasicBlock& bb : f)
      for (llvm::Instruction& i : bb)
        if (std::string problem = instruction_problem(i); !problem.empty()) {
          *err = names.where(i) + ": " + problem;
          return false;
        }
  }
  for (llvm::GlobalVariable& g : m.globals()) {
    const std::string name = g.getName().str();
    if (auto as = foreign_address_space(g.getType())) {
      *err = "global @" + name + " is in address space " + std::to_string(*as) +
             ", which the emulator does not model (only 0, 1 and 3)";
      return false;
    }
    const bool lds = g.getAddressSpace() == kLdsAddressSpace;
    if (!lds && g.isDeclaration()) {
      *err = "declares the external global @" + name + ", which the emulator cannot provide";
      return false;
    }
    if (lds && g.hasInitializer() && !llvm::isa<llvm::UndefValue>(g.getInitializer())) {
      *err = "LDS global @" + name + " has an initializer, which LDS cannot have";
      return false;
    }
  }
  return true;
}

// ------------------------------------------------------------------ later releases' forms

/// Each call of a later release's form of an allowed intrinsic (intrinsics.h, `release` after 22)
/// becomes a call of LLVM 22's form of it, before LLVM 22's verifier sees the module: the verifier
/// knows one signature per intrinsic name, LLVM 22's, and rejects the later form ("Intrinsic has
/// incorrect argument type!"); LLVM 22's parser takes it and does not upgrade it. The later form's
/// declaration gives up its name, LLVM 22's is declared from LLVM 22's own intrinsic table
/// (Intrinsic::getOrInsertDeclaration), and each call is rebuilt in place with i1 false at the
/// modifiers the later form dropped and its own operands, in order, everywhere else (gfx1250's
/// WMMA: `(A, B, c_mod, C, reuse_a, reuse_b)` -> `(i1 false, A, i1 false, B, c_mod, C, reuse_a,
/// reuse_b)`, neg_a = neg_b = 0). The new call keeps the call's name, and its site text stays the
/// input's: `original` moves to it. The check ran first, so every call's types are the form's.
/// False with `*err` for a use of the declaration other than a call of it.
bool adopt_llvm22_forms(llvm::Module& m, llvm::DenseMap<const llvm::Instruction*, std::string>& original, std::string* err) {
  for (llvm::Function& later : llvm::make_early_inc_range(m)) {
    if (!later.isDeclaration()) continue;
    const std::string name = later.getName().str();
    const Intrinsic* in = find_intrinsic(name, later.arg_size());
    if (!in || in->release == 22) continue;
    llvm::SmallVector<llvm::Type*, 4> overloads;
    if (!llvm22_type(later, *in, &overloads, err)) {
      *err = "@" + name + " " + *err;
      return false;
    }
    std::vector<llvm::CallInst*> calls;
    for (llvm::User* u : later.users()) {
      auto* call = llvm::dyn_cast<llvm::CallInst>(u);
      if (!call || call->getCalledFunction() != &later) {
        *err = "@" + name + " is used other than called, which the emulator does not model";
        return false;
      }
      calls.push_back(call);
    }
    const llvm::Intrinsic::ID id = later.getIntrinsicID();
    later.setName("");  // LLVM 22's declaration takes the name
    llvm::Function* llvm22 = llvm::Intrinsic::getOrInsertDeclaration(&m, id, overloads);
    const std::vector<int> sources = llvm22_operand_sources(*in, later.arg_size());
    for (llvm::CallInst* call : calls) {
      std::vector<llvm::Value*> args;
      for (int source : sources)
        args.push_back(source < 0 ? llvm::ConstantInt::getFalse(m.getContext()) : call->getArgOperand(static_cast<unsigned>(source)));
      llvm::CallInst* rebuilt = llvm::CallInst::Create(llvm22, args, "", call->getIterator());
      rebuilt->takeName(call);
      rebuilt->setDebugLoc(call->getDebugLoc());
      call->replaceAllUsesWith(rebuilt);
      if (auto it = original.find(call); it != original.end()) {
        std::string text = std::move(it->second);
        original.erase(it);
        original[rebuilt] = std::move(text);
      }
      call->eraseFromParent();
    }
    later.eraseFromParent();
  }
  return true;
}

// ------------------------------------------------------------------ the rewrite

/// The runtime's entry points (abi.h) as the rewritten module declares them.
struct RuntimeCallees {
  llvm::FunctionCallee workitem_id, workgroup_id, lds_base, global_access, lds_access, atomic, barrier, wait_async,
      async_to_lds, matrix, cross_lane, exp2;

  explicit RuntimeCallees(llvm::Module& m) {
    llvm::LLVMContext& c = m.getContext();
    llvm::Type* i32 = llvm::Type::getInt32Ty(c);
    llvm::Type* ptr = llvm::PointerType::get(c, 0);
    llvm::Type* void_ty = llvm::Type::getVoidTy(c);
    llvm::Type* f32 = llvm::Type::getFloatTy(c);
    const auto declare = [&](const char* name, llvm::Type* ret, llvm::ArrayRef<llvm::Type*> params) {
      llvm::FunctionCallee callee = m.getOrInsertFunction(name, llvm::FunctionType::get(ret, params, false));
      // The runtime is C-like code: nothing unwinds out of it into kernel code.
      llvm::cast<llvm::Function>(callee.getCallee())->addFnAttr(llvm::Attribute::NoUnwind);
      return callee;
    };
    workitem_id = declare(abi::kWorkitemId, i32, {i32});
    workgroup_id = declare(abi::kWorkgroupId, i32, {i32});
    lds_base = declare(abi::kLdsBase, ptr, {});
    global_access = declare(abi::kGlobalAccess, ptr, {i32, ptr});
    lds_access = declare(abi::kLdsAccess, ptr, {i32, ptr});
    atomic = declare(abi::kAtomic, void_ty, {i32, ptr, ptr, ptr});
    barrier = declare(abi::kBarrier, void_ty, {i32});
    wait_async = declare(abi::kWaitAsync, void_ty, {i32});
    async_to_lds = declare(abi::kAsyncToLds, void_ty, {i32, ptr, ptr});
    matrix = declare(abi::kMatrix, void_ty, {i32, ptr, ptr, ptr, ptr});
    cross_lane = declare(abi::kCrossLane, i32, {i32, i32, i32, i32, i32});
    exp2 = declare(abi::kExp2, f32, {f32});
  }
};

/// An alloca of `t` at the start of `f`'s entry block (a stack slot the runtime reads or writes).
llvm::AllocaInst* entry_slot(llvm::Function& f, llvm::Type* t, const llvm::DataLayout& dl, const char* name) {
  llvm::BasicBlock& entry = f.getEntryBlock();
  llvm::IRBuilder<> b(&entry, entry.getFirstInsertionPt());
  llvm::AllocaInst* slot = b.CreateAlloca(t, nullptr, name);
  slot->setAlignment(dl.getPrefTypeAlign(t));
  return slot;
}

/// A pointer of any modelled address space as the runtime takes it (address space 0).
llvm::Value* host_pointer(llvm::IRBuilder<>& b, llvm::Value* p) {
  if (p->getType()->getPointerAddressSpace() == 0) return p;
  return b.CreateAddrSpaceCast(p, llvm::PointerType::get(b.getContext(), 0));
}

/// The work-group's LDS buffer in each function that reaches LDS: `abi LdsBase()`, called once at
/// the function's entry and kept as an addrspace(3) pointer (64-bit in the host's data layout).
class LdsBases {
 public:
  explicit LdsBases(RuntimeCallees& rt) : rt_(rt) {}
  llvm::Instruction* in(llvm::Function& f) {
    auto [it, fresh] = base_.try_emplace(&f, nullptr);
    if (fresh) {
      llvm::BasicBlock& entry = f.getEntryBlock();
      llvm::IRBuilder<> b(&entry, entry.getFirstInsertionPt());
      llvm::Value* base = b.CreateCall(rt_.lds_base, {}, "lds.base");
      it->second = llvm::cast<llvm::Instruction>(
          b.CreateAddrSpaceCast(base, llvm::PointerType::get(f.getContext(), kLdsAddressSpace), "lds.base3"));
    }
    return it->second;
  }

 private:
  RuntimeCallees& rt_;
  llvm::DenseMap<llvm::Function*, llvm::Instruction*> base_;
};

/// The host's triple and data layout; every target attribute removed ("amdgpu-flat-work-group-size"
/// read first into the kernel's record); amdgpu_kernel's calling convention made C. Pointer
/// parameters lose the promises the rewrite breaks: every access now passes the pointer through a
/// runtime call that returns it (a capture), and the runtime's calls touch memory the function's
/// `memory(...)` attribute does not name.
void retarget(llvm::Module& m, const llvm::orc::JITTargetMachineBuilder& host, const llvm::DataLayout& dl,
              std::vector<CompiledKernel>* kernels) {
  m.setTargetTriple(host.getTargetTriple());
  m.setDataLayout(dl);
  for (llvm::Function& f : m) {
    if (f.isDeclaration()) continue;
    if (f.getCallingConv() == llvm::CallingConv::AMDGPU_KERNEL) {
      CompiledKernel k;
      k.name = f.getName().str();
      if (llvm::Attribute a = f.getFnAttribute("amdgpu-flat-work-group-size"); a.isValid()) {
        llvm::StringRef value = a.getValueAsString();
        unsigned max = 0;
        if (!value.split(',').second.trim().getAsInteger(10, max)) k.max_workgroup_size = max;
      }
      kernels->push_back(std::move(k));
      f.setCallingConv(llvm::CallingConv::C);
    }
    std::vector<std::string> target_attributes;
    for (const llvm::Attribute& a : f.getAttributes().getFnAttrs())
      if (a.isStringAttribute()) {
        llvm::StringRef kind = a.getKindAsString();
        if (kind == "target-cpu" || kind == "target-features" || kind.starts_with("amdgpu-"))
          target_attributes.push_back(kind.str());
      }
    for (const std::string& kind : target_attributes) f.removeFnAttr(kind);
    f.removeFnAttr(llvm::Attribute::Memory);
    f.removeFnAttr(llvm::Attribute::NoSync);
    for (llvm::Argument& a : f.args()) {
      if (!a.getType()->isPointerTy()) continue;
      for (llvm::Attribute::AttrKind kind : {llvm::Attribute::NoAlias, llvm::Attribute::Captures, llvm::Attribute::ReadOnly,
                                             llvm::Attribute::WriteOnly, llvm::Attribute::ReadNone})
        a.removeAttr(kind);
    }
  }
}

/// Work-group and wave scoped fences removed (the emulator runs a work-group's work-items on one
/// thread, switching at sync points only); every other fence and atomic at system scope.
void drop_syncscopes(llvm::Module& m) {
  llvm::LLVMContext& c = m.getContext();
  const auto within_workgroup = [&](llvm::SyncScope::ID id) {
    if (id == llvm::SyncScope::SingleThread) return true;
    const std::optional<llvm::StringRef> name = c.getSyncScopeName(id);
    return name && (name->starts_with("workgroup") || name->starts_with("wavefront"));
  };
  std::vector<llvm::Instruction*> dropped;
  for (llvm::Function& f : m)
    for (llvm::BasicBlock& bb : f)
      for (llvm::Instruction& i : bb) {
        if (auto* fence = llvm::dyn_cast<llvm::FenceInst>(&i)) {
          if (within_workgroup(fence->getSyncScopeID()))
            dropped.push_back(fence);
          else
            fence->setSyncScopeID(llvm::SyncScope::System);
        } else if (llvm::getAtomicSyncScopeID(&i)) {
          llvm::setAtomicSyncScopeID(&i, llvm::SyncScope::System);
        }
      }
  for (llvm::Instruction* i : dropped) i->eraseFromParent();
}

/// The module's LDS globals laid out in one buffer, in declaration order, each at an offset
/// aligned to its alignment; each use becomes LdsBase() + offset in the using function. Then an
/// LDS pointer turned into an integer is its offset in the buffer, and an integer turned into an
/// LDS pointer is the buffer plus the integer. `*bytes` = the buffer's size.
bool layout_lds(llvm::Module& m, const llvm::DataLayout& dl, LdsBases& bases, std::uint32_t* bytes, std::string* err) {
  std::vector<llvm::GlobalVariable*> globals;
  std::vector<std::uint64_t> offsets;
  std::uint64_t end = 0;
  for (llvm::GlobalVariable& g : m.globals()) {
    if (g.getAddressSpace() != kLdsAddressSpace) continue;
    const llvm::Align align = g.getAlign().value_or(dl.getABITypeAlign(g.getValueType()));
    const std::uint64_t offset = llvm::alignTo(end, align);
    end = offset + dl.getTypeAllocSize(g.getValueType());
    globals.push_back(&g);
    offsets.push_back(offset);
  }
  if (end > UINT32_MAX) {
    *err = "the module's LDS globals need " + std::to_string(end) + " bytes, more than 32-bit LDS addresses reach";
    return false;
  }
  *bytes = static_cast<std::uint32_t>(end);
  std::vector<llvm::Constant*> constants(globals.begin(), globals.end());
  llvm::convertUsersOfConstantsToInstructions(constants);
  for (std::size_t g = 0; g < globals.size(); ++g) {
    llvm::GlobalVariable& global = *globals[g];
    llvm::DenseMap<llvm::Function*, llvm::Value*> address;
    for (llvm::Use& use : llvm::make_early_inc_range(global.uses())) {
      auto* user = llvm::dyn_cast<llvm::Instruction>(use.getUser());
      if (!user) {
        *err = "LDS global @" + global.getName().str() + " is used outside every function, which the emulator does not model";
        return false;
      }
      llvm::Function& f = *user->getFunction();
      llvm::Value*& at = address[&f];
      if (!at) {
        llvm::Instruction* base = bases.in(f);
        llvm::IRBuilder<> b(base->getNextNode());
        at = b.CreateConstInBoundsGEP1_64(b.getInt8Ty(), base, offsets[g], global.getName());
      }
      use.set(at);
    }
    global.eraseFromParent();
  }

  std::vector<llvm::Instruction*> casts;
  for (llvm::Function& f : m)
    for (llvm::BasicBlock& bb : f)
      for (llvm::Instruction& i : bb) {
        const bool from_lds = (llvm::isa<llvm::PtrToIntInst>(i) || llvm::isa<llvm::PtrToAddrInst>(i)) &&
                              is_lds_pointer(i.getOperand(0)->getType());
        const bool to_lds = llvm::isa<llvm::IntToPtrInst>(i) && is_lds_pointer(i.getType());
        if (from_lds || to_lds) casts.push_back(&i);
      }
  for (llvm::Instruction* cast : casts) {
    llvm::Instruction* base = bases.in(*cast->getFunction());
    llvm::IRBuilder<> b(cast);
    llvm::Value* replacement = nullptr;
    if (llvm::isa<llvm::IntToPtrInst>(cast)) {
      replacement = b.CreateGEP(b.getInt8Ty(), base, b.CreateZExtOrTrunc(cast->getOperand(0), b.getInt64Ty()));
    } else {
      llvm::Value* offset = b.CreateSub(b.CreatePtrToInt(cast->getOperand(0), b.getInt64Ty()),
                                        b.CreatePtrToInt(base, b.getInt64Ty()));
      replacement = b.CreateZExtOrTrunc(offset, cast->getType());
    }
    replacement->takeName(cast);
    cast->replaceAllUsesWith(replacement);
    cast->eraseFromParent();
  }
  return true;
}

/// Adds sites to the module's table; their `where` is the instruction as the input had it.
class SiteTable {
 public:
  SiteTable(std::vector<Site>& sites, const llvm::DenseMap<const llvm::Instruction*, std::string>& original)
      : sites_(sites), original_(original) {}
  llvm::ConstantInt* add(Site site, const llvm::Instruction& at) {
    if (auto it = original_.find(&at); it != original_.end()) site.where = it->second;
    sites_.push_back(std::move(site));
    return llvm::ConstantInt::get(llvm::Type::getInt32Ty(at.getContext()), sites_.size() - 1);
  }

 private:
  std::vector<Site>& sites_;
  const llvm::DenseMap<const llvm::Instruction*, std::string>& original_;
};

/// Every load and store through a global, flat or LDS pointer goes through abi GlobalAccess /
/// LdsAccess; every atomicrmw becomes abi Atomic with its value and old value in stack slots.
void route_memory(llvm::Module& m, const llvm::DataLayout& dl, RuntimeCallees& rt, SiteTable& sites) {
  std::vector<llvm::Instruction*> accesses;
  for (llvm::Function& f : m)
    for (llvm::BasicBlock& bb : f)
      for (llvm::Instruction& i : bb)
        if (llvm::isa<llvm::LoadInst>(i) || llvm::isa<llvm::StoreInst>(i) || llvm::isa<llvm::AtomicRMWInst>(i))
          accesses.push_back(&i);
  using K = Site::Kind;
  for (llvm::Instruction* i : accesses) {
    llvm::IRBuilder<> b(i);
    if (auto* rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(i)) {
      llvm::Value* value = rmw->getValOperand();
      Site site;
      const bool lds = rmw->getPointerAddressSpace() == kLdsAddressSpace;
      site.kind = lds ? K::LdsAtomic : K::GlobalAtomic;
      site.bytes = static_cast<std::uint32_t>(dl.getTypeStoreSize(value->getType()));
      site.align = static_cast<std::uint32_t>(rmw->getAlign().value());
      site.atomic_op = *atomic_op(rmw->getOperation());
      site.atomic_type = *atomic_type(value->getType());
      llvm::Function& f = *i->getFunction();
      llvm::AllocaInst* value_slot = entry_slot(f, value->getType(), dl, "atomic.value");
      llvm::AllocaInst* old_slot = entry_slot(f, value->getType(), dl, "atomic.old");
      b.CreateStore(value, value_slot);
      b.CreateCall(rt.atomic, {sites.add(std::move(site), *i), host_pointer(b, rmw->getPointerOperand()), value_slot, old_slot});
      llvm::Value* old = b.CreateLoad(value->getType(), old_slot);
      old->takeName(i);
      i->replaceAllUsesWith(old);
      i->eraseFromParent();
      continue;
    }
    const bool load = llvm::isa<llvm::LoadInst>(i);
    const unsigned pointer_index = load ? 0 : 1;
    llvm::Value* p = i->getOperand(pointer_index);
    llvm::Type* accessed = load ? i->getType() : i->getOperand(0)->getType();
    const bool lds = p->getType()->getPointerAddressSpace() == kLdsAddressSpace;
    Site site;
    site.kind = lds ? (load ? K::LdsLoad : K::LdsStore) : (load ? K::GlobalLoad : K::GlobalStore);
    site.bytes = static_cast<std::uint32_t>(dl.getTypeStoreSize(accessed));
    site.align = static_cast<std::uint32_t>((load ? llvm::cast<llvm::LoadInst>(i)->getAlign()
                                                  : llvm::cast<llvm::StoreInst>(i)->getAlign()).value());
    llvm::Value* checked = b.CreateCall(lds ? rt.lds_access : rt.global_access, {sites.add(std::move(site), *i), host_pointer(b, p)});
    i->setOperand(pointer_index, checked);
  }
}

/// Every call of an allowed intrinsic becomes its abi call (intrinsics.h says which).
void route_intrinsics(llvm::Module& m, const llvm::DataLayout& dl, RuntimeCallees& rt, SiteTable& sites) {
  std::vector<std::pair<llvm::CallInst*, const Intrinsic*>> calls;
  for (llvm::Function& f : m)
    for (llvm::BasicBlock& bb : f)
      for (llvm::Instruction& i : bb)
        if (auto* call = llvm::dyn_cast<llvm::CallInst>(&i))
          if (const llvm::Function* callee = call->getCalledFunction())
            if (const Intrinsic* in = find_intrinsic(callee->getName().str(), call->arg_size())) calls.emplace_back(call, in);
  for (auto [call, in] : calls) {
    llvm::IRBuilder<> b(call);
    Site site;
    site.kind = Site::Kind::Intrinsic;
    site.intrinsic = in;
    std::string unused;
    collect_immediates(*call, *in, &site, &unused);  // the check proved they are constants
    const auto operand = [&](unsigned k) { return call->getArgOperand(static_cast<unsigned>(in->operand[k])); };
    llvm::Value* result = nullptr;
    switch (in->kind) {
      case IntrinsicKind::WorkitemId: result = b.CreateCall(rt.workitem_id, {b.getInt32(in->op)}); break;
      case IntrinsicKind::WorkgroupId: result = b.CreateCall(rt.workgroup_id, {b.getInt32(in->op)}); break;
      case IntrinsicKind::Exp2: result = b.CreateCall(rt.exp2, {call->getArgOperand(0)}); break;
      case IntrinsicKind::Barrier: b.CreateCall(rt.barrier, {sites.add(std::move(site), *call)}); break;
      case IntrinsicKind::WaitAsync: b.CreateCall(rt.wait_async, {sites.add(std::move(site), *call)}); break;
      case IntrinsicKind::AsyncToLds: {
        site.bytes = in->bytes;
        llvm::Value* src = host_pointer(b, operand(0));
        llvm::Value* dst = host_pointer(b, operand(1));
        b.CreateCall(rt.async_to_lds, {sites.add(std::move(site), *call), src, dst});
        break;
      }
      case IntrinsicKind::Matrix: {
        llvm::Function& f = *call->getFunction();
        llvm::Value* slots[4] = {};
        const char* names[4] = {"matrix.a", "matrix.b", "matrix.c", "matrix.d"};
        for (unsigned k = 0; k < 3; ++k) {
          slots[k] = entry_slot(f, operand(k)->getType(), dl, names[k]);
          b.CreateStore(operand(k), slots[k]);
        }
        slots[3] = entry_slot(f, call->getType(), dl, names[3]);
        b.CreateCall(rt.matrix, {sites.add(std::move(site), *call), slots[0], slots[1], slots[2], slots[3]});
        result = b.CreateLoad(call->getType(), slots[3]);
        break;
      }
      case IntrinsicKind::CrossLane: {
        llvm::Value* v[4];
        for (unsigned k = 0; k < 4; ++k) v[k] = in->operand[k] >= 0 ? operand(k) : b.getInt32(0);
        result = b.CreateCall(rt.cross_lane, {sites.add(std::move(site), *call), v[0], v[1], v[2], v[3]});
        break;
      }
    }
    if (result) {
      result->takeName(call);
      call->replaceAllUsesWith(result);
    }
    call->eraseFromParent();
  }
  for (llvm::Function& f : llvm::make_early_inc_range(m))
    if (f.isDeclaration() && f.use_empty() && find_intrinsic(f.getName().str())) f.eraseFromParent();
}

/// Per kernel `void pk_entry_<kernel>(ptr args)`: each parameter read from args at the offset
/// runtime::KernelArgs packs it (the previous end rounded up to a multiple of its own size).
void add_trampolines(llvm::Module& m, const llvm::DataLayout& dl, std::vector<CompiledKernel>& kernels) {
  llvm::LLVMContext& c = m.getContext();
  llvm::Type* ptr = llvm::PointerType::get(c, 0);
  for (CompiledKernel& k : kernels) {
    llvm::Function* kernel = m.getFunction(k.name);
    auto* trampoline = llvm::Function::Create(llvm::FunctionType::get(llvm::Type::getVoidTy(c), {ptr}, false),
                                              llvm::GlobalValue::ExternalLinkage, std::string(kTrampolinePrefix) + k.name, m);
    trampoline->addFnAttr(llvm::Attribute::NoUnwind);
    llvm::Argument* args = trampoline->getArg(0);
    args->setName("args");
    llvm::IRBuilder<> b(llvm::BasicBlock::Create(c, "entry", trampoline));
    std::vector<llvm::Value*> values;
    std::uint64_t end = 0;
    for (llvm::Argument& a : kernel->args()) {
      const std::uint64_t size = dl.getTypeStoreSize(a.getType());
      const std::uint64_t offset = (end + size - 1) / size * size;
      end = offset + size;
      llvm::Value* at = b.CreateConstInBoundsGEP1_64(b.getInt8Ty(), args, offset);
      values.push_back(b.CreateAlignedLoad(a.getType(), at, llvm::Align(1), a.getName()));
      k.param_bytes.push_back(static_cast<unsigned>(size));
    }
    b.CreateCall(kernel, values);
    b.CreateRetVoid();
  }
}

/// The new pass manager's O2 pipeline for the host.
void optimise(llvm::Module& m, llvm::TargetMachine& tm) {
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PassBuilder pb(&tm);
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  pb.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O2).run(m, mam);
}

/// float -> bfloat, rounding to nearest even (a NaN stays a quiet NaN of its sign): the library
/// call `__truncsfbf2` the host backend emits for `fptrunc float to bfloat`, which this process's
/// runtime library (libgcc before 13) may lack. Its own body converts bits only, so it calls
/// nothing itself.
__bf16 truncate_f32_to_bf16(float x) { return std::bit_cast<__bf16>(float_to_bf16(x)); }

/// The host library calls the compiled code may need that the process may not provide.
const std::pair<const char*, void*> kHostHelpers[] = {
    {"__truncsfbf2", reinterpret_cast<void*>(&truncate_f32_to_bf16)},
};

void initialise_native_target_once() {
  static const bool initialised = [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    return true;
  }();
  (void)initialised;
}

}  // namespace

std::unique_ptr<JitModule> JitModule::compile(std::string_view ir, const RuntimeSymbols& runtime, std::string* err,
                                              HostCodegen codegen) {
  initialise_native_target_once();
  auto context = std::make_unique<llvm::LLVMContext>();
  llvm::SMDiagnostic diagnostic;
  std::unique_ptr<llvm::Module> m =
      llvm::parseAssemblyString(llvm::StringRef(ir.data(), ir.size()), diagnostic, *context);
  if (!m) {
    *err = "line " + std::to_string(diagnostic.getLineNo()) + ", column " + std::to_string(diagnostic.getColumnNo() + 1) +
           ": " + diagnostic.getMessage().str();
    return nullptr;
  }

  InstructionNames names(*m);
  if (!check_module(*m, names, err)) return nullptr;
  // What the site candidates were before the rewrite changed their operands, for reports: the
  // input's text, taken before a later release's form becomes LLVM 22's.
  llvm::DenseMap<const llvm::Instruction*, std::string> original;
  for (llvm::Function& f : *m)
    for (llvm::BasicBlock& bb : f)
      for (llvm::Instruction& i : bb)
        if (llvm::isa<llvm::LoadInst>(i) || llvm::isa<llvm::StoreInst>(i) || llvm::isa<llvm::AtomicRMWInst>(i) ||
            llvm::isa<llvm::CallInst>(i))
          original[&i] = names.where(i);
  if (!adopt_llvm22_forms(*m, original, err)) return nullptr;
  {
    std::string problems;
    llvm::raw_string_ostream os(problems);
    if (llvm::verifyModule(*m, &os)) {
      *err = "the module is not valid IR: " + problems.substr(0, 2000);
      return nullptr;
    }
  }

  auto host = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!host) {
    *err = "the host's target: " + to_text(host.takeError());
    return nullptr;
  }
  if (codegen == HostCodegen::Fast) host->setCodeGenOptLevel(llvm::CodeGenOptLevel::None);
  auto dl = host->getDefaultDataLayoutForTarget();
  if (!dl) {
    *err = "the host's data layout: " + to_text(dl.takeError());
    return nullptr;
  }
  auto tm = host->createTargetMachine();
  if (!tm) {
    *err = "the host's target machine: " + to_text(tm.takeError());
    return nullptr;
  }

  std::unique_ptr<JitModule> out(new JitModule());
  retarget(*m, *host, *dl, &out->kernels_);
  drop_syncscopes(*m);
  RuntimeCallees rt(*m);
  LdsBases bases(rt);
  std::uint32_t lds_bytes = 0;
  if (!layout_lds(*m, *dl, bases, &lds_bytes, err)) return nullptr;
  SiteTable sites(out->sites_, original);
  route_memory(*m, *dl, rt, sites);
  route_intrinsics(*m, *dl, rt, sites);
  add_trampolines(*m, *dl, out->kernels_);
  for (CompiledKernel& k : out->kernels_) k.static_lds_bytes = lds_bytes;
  {
    std::string problems;
    llvm::raw_string_ostream os(problems);
    if (llvm::verifyModule(*m, &os)) {
      *err = "the rewritten module does not verify (a bug of the emulator's rewrite): " + problems.substr(0, 2000);
      return nullptr;
    }
  }
  if (codegen == HostCodegen::Optimised) optimise(*m, **tm);

  auto jit = llvm::orc::LLJITBuilder().setJITTargetMachineBuilder(std::move(*host)).create();
  if (!jit) {
    *err = "creating the JIT: " + to_text(jit.takeError());
    return nullptr;
  }
  // Materialisation errors (a runtime symbol missing) reach the session's reporter, not the lookup.
  auto session_errors = std::make_shared<std::string>();
  (*jit)->getExecutionSession().setErrorReporter([session_errors](llvm::Error e) {
    if (!session_errors->empty()) *session_errors += "; ";
    *session_errors += to_text(std::move(e));
  });
  llvm::orc::SymbolMap symbols;
  const auto define = [&](const std::string& name, void* address) {
    symbols[(*jit)->mangleAndIntern(name)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                                              llvm::JITSymbolFlags::Exported | llvm::JITSymbolFlags::Callable};
  };
  for (const auto& [name, address] : kHostHelpers) define(name, address);
  for (const auto& [name, address] : runtime) define(name, address);
  if (llvm::Error e = (*jit)->getMainJITDylib().define(llvm::orc::absoluteSymbols(std::move(symbols)))) {
    *err = "defining the runtime's symbols: " + to_text(std::move(e));
    return nullptr;
  }
  if (llvm::Error e = (*jit)->addIRModule(llvm::orc::ThreadSafeModule(std::move(m), std::move(context)))) {
    *err = "adding the module to the JIT: " + to_text(std::move(e));
    return nullptr;
  }
  for (CompiledKernel& k : out->kernels_) {
    auto entry = (*jit)->lookup(std::string(kTrampolinePrefix) + k.name);
    if (!entry) {
      *err = "compiling kernel @" + k.name + " for the host: " + to_text(entry.takeError());
      if (!session_errors->empty()) *err += " (" + *session_errors + ")";
      return nullptr;
    }
    k.entry = entry->toPtr<CompiledKernel::Entry>();
  }
  out->impl_->jit = std::move(*jit);
  return out;
}

}  // namespace paritykit::emulate
