// Serialises an ir::Module. Each opcode has one textual shape; the gemm generator never
// writes text, so every byte of alpha's output is decided here or by a name it chose.
#include "printer.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string_view>
#include <vector>

namespace paritykit::alpha {
namespace {

using ir::Opcode;
using ir::Type;
using ir::Value;

std::string_view scalar_name(Type::Kind k) {
  switch (k) {
    case Type::Kind::Void: return "void";
    case Type::Kind::Half: return "half";
    case Type::Kind::BFloat: return "bfloat";
    case Type::Kind::Float: return "float";
    default: throw std::logic_error("printer: not a named scalar type");
  }
}

std::string_view opcode_name(Opcode op) {
  switch (op) {
    case Opcode::Add: return "add";
    case Opcode::Mul: return "mul";
    case Opcode::UDiv: return "udiv";
    case Opcode::URem: return "urem";
    case Opcode::And: return "and";
    case Opcode::FAdd: return "fadd";
    case Opcode::Sub: return "sub";
    case Opcode::FMul: return "fmul";
    case Opcode::FSub: return "fsub";
    case Opcode::FDiv: return "fdiv";
    case Opcode::ZExt: return "zext";
    case Opcode::FPExt: return "fpext";
    case Opcode::FPTrunc: return "fptrunc";
    case Opcode::BitCast: return "bitcast";
    default: throw std::logic_error("printer: not a binary or cast opcode");
  }
}

std::string_view predicate_name(ir::Predicate p) {
  switch (p) {
    case ir::Predicate::Eq: return "eq";
    case ir::Predicate::Ult: return "ult";
    case ir::Predicate::Ule: return "ule";
    case ir::Predicate::Ne: return "ne";
    case ir::Predicate::Ugt: return "ugt";
    case ir::Predicate::Uge: return "uge";
    case ir::Predicate::Slt: return "slt";
    case ir::Predicate::Sle: return "sle";
    case ir::Predicate::Sgt: return "sgt";
    case ir::Predicate::Sge: return "sge";
  }
  return "";
}

std::string_view fpredicate_name(ir::FPredicate p) {
  switch (p) {
    case ir::FPredicate::Oeq: return "oeq";
    case ir::FPredicate::One: return "one";
    case ir::FPredicate::Olt: return "olt";
    case ir::FPredicate::Ole: return "ole";
    case ir::FPredicate::Ogt: return "ogt";
    case ir::FPredicate::Oge: return "oge";
    case ir::FPredicate::Ord: return "ord";
    case ir::FPredicate::Uno: return "uno";
    case ir::FPredicate::Une: return "une";
  }
  return "";
}

std::string_view ordering_name(ir::Ordering o) {
  switch (o) {
    case ir::Ordering::Monotonic: return "monotonic";
    case ir::Ordering::Acquire: return "acquire";
    case ir::Ordering::Release: return "release";
  }
  return "";
}

/// Writes into one output string; one instance prints one module. The string is sized ahead of
/// the text and written through a pointer, each piece after a check for room, so that the tens of
/// pieces of a line are copies, not calls into std::string.
class Printer {
 public:
  explicit Printer(const spec::Flavor& flavor) : flavor_(flavor) {}

  std::string module(const ir::Module& m) {
    std::size_t instructions = 0;
    for (const auto& f : m.definitions)
      for (const ir::Block* b : f->layout) instructions += b->instructions.size();
    grow(kBytesPerInstruction * instructions + kBytesBesideInstructions);
    for (const std::string& c : m.header_comments) put("; ", c, '\n');
    put("source_filename = \"", m.source_filename, "\"\ntarget triple = \"", m.triple, "\"\n\n");
    for (const auto& g : m.globals) global(*g);
    if (!m.globals.empty()) put('\n');
    for (const auto& f : m.definitions) definition(*f);
    for (const auto& f : m.declarations) declaration(*f);
    if (!m.attribute_groups.empty()) put('\n');
    for (const auto& g : m.attribute_groups) attribute_group(g);
    if (m.metadata_nodes > 0) put('\n');
    for (int i = 0; i < m.metadata_nodes; ++i) put('!', i, " = !{}\n");
    out_.resize(static_cast<std::size_t>(end_ - out_.data()));
    return std::move(out_);
  }

 private:
  /// A value printed without its type (most operands after the first of an instruction).
  struct Bare {
    const Value& v;
  };
  /// A branch target: `label %name`.
  struct Label {
    const ir::Block* b;
  };

  /// Appends each part in order: strings as is, types and typed values in IR syntax.
  template <typename... Parts>
  void put(const Parts&... parts) {
    (piece(parts), ...);
  }
  /// A literal: its length is known where it is written.
  template <std::size_t N>
  void piece(const char (&s)[N]) {
    write(s, N - 1);
  }
  void piece(std::string_view s) { write(s.data(), s.size()); }
  void piece(char c) {
    *room(1) = c;
    ++end_;
  }
  void piece(std::int64_t n) {
    constexpr std::size_t kDigits = 20;  // "-9223372036854775808"
    char* at = room(kDigits);
    // Most numbers are widths, lanes and small offsets: one or two digits, written directly.
    if (n >= 0 && n < 100) {
      if (n >= 10) *at++ = static_cast<char>('0' + n / 10);
      *at++ = static_cast<char>('0' + n % 10);
      end_ = at;
      return;
    }
    end_ = std::to_chars(at, at + kDigits, n).ptr;
  }
  void piece(int n) { piece(static_cast<std::int64_t>(n)); }
  void piece(Label l) { put("label %", l.b->name); }
  void piece(const Value& v) { put(v.type, ' ', Bare{v}); }

  void piece(Type t) {
    switch (t.kind) {
      case Type::Kind::Int: put('i', t.bits); return;
      case Type::Kind::Ptr:
        put("ptr");
        if (t.addrspace != 0) put(" addrspace(", t.addrspace, ')');
        return;
      case Type::Kind::Vector: put('<', t.count, " x ", t.element_type(), '>'); return;
      case Type::Kind::Array: put('[', t.count, " x ", t.element_type(), ']'); return;
      case Type::Kind::Struct:
        // LLVM's spelling of a literal struct: `{ a, b }`, and `{}` when empty.
        if (t.members->empty()) {
          put("{}");
          return;
        }
        for (std::size_t k = 0; k < t.members->size(); ++k) put(k ? ", " : "{ ", (*t.members)[k]);
        put(" }");
        return;
      default: put(scalar_name(t.kind));
    }
  }

  void piece(Bare b) {
    const Value& v = b.v;
    switch (v.kind) {
      case Value::Kind::Local: put('%', *v.name); return;
      case Value::Kind::Global: put('@', *v.name); return;
      case Value::Kind::Int:
        if (v.type.bits == 1) return put(v.imm ? "true" : "false");
        put(v.imm);
        return;
      case Value::Kind::Poison: put("poison"); return;
      case Value::Kind::Zero: put("zeroinitializer"); return;
      case Value::Kind::FPZero:
        // LLVM's own spelling of +0.0: hex for the 16-bit types, %e for float.
        put(v.type.kind == Type::Kind::Half     ? "0xH0000"
            : v.type.kind == Type::Kind::BFloat ? "0xR0000"
                                                : "0.000000e+00");
        return;
      case Value::Kind::FPConst: return fp_constant(std::bit_cast<double>(v.imm));
      case Value::Kind::FPNegZero:
        if (v.type.kind != Type::Kind::Vector) {
          put(neg_zero(v.type.kind));
          return;
        }
        // LLVM 22's canonical spelling of a uniform vector (llvm-dis 22 prints it; llvm-as 19 reads it).
        put("splat (", v.type.element_type(), ' ', neg_zero(v.type.element), ')');
        return;
    }
  }

  /// LLVM's AsmWriter: the value in %e form when that reads back exactly, else the IEEE double's
  /// bits in hex (so 1.0 is `1.000000e+00` and f32(log2 e) is `0x3FF7154760000000`).
  void fp_constant(double v) {
    char text[64];
    std::snprintf(text, sizeof text, "%e", v);
    if (std::strtod(text, nullptr) == v) return put(static_cast<const char*>(text));
    put(fmt::format("0x{:016X}", std::bit_cast<std::uint64_t>(v)));
  }

  static const char* neg_zero(Type::Kind k) {
    return k == Type::Kind::Half ? "0xH8000" : k == Type::Kind::BFloat ? "0xR8000" : "-0.000000e+00";
  }

  void global(const ir::Global& g) {
    put('@', g.name, " = internal ");
    if (g.addrspace != 0) put("addrspace(", g.addrspace, ") ");
    put("global ", g.value_type, " poison, align ", g.align, '\n');
  }

  void signature(const ir::Function& f) {
    put(f.return_type, " @", f.name, '(');
    for (std::size_t i = 0; i < f.args.size(); ++i) {
      const ir::Argument& a = f.args[i];
      if (i) put(", ");
      put(a.type);
      if (a.attrs & ir::kNoAlias) put(" noalias");
      if (a.attrs & ir::kNoCapture) put(' ', flavor_.nocapture_attr);
      if (a.attrs & ir::kReadOnly) put(" readonly");
      if (!a.name.empty()) put(" %", a.name);
    }
    put(')');
  }

  void declaration(const ir::Function& f) {
    put("declare ");
    signature(f);
    put('\n');
  }

  void definition(const ir::Function& f) {
    put("define ");
    if (f.cc == ir::CallingConv::AmdgpuKernel) put("amdgpu_kernel ");
    if (f.cc == ir::CallingConv::PtxKernel) put("ptx_kernel ");
    signature(f);
    if (f.attribute_group >= 0) put(" #", f.attribute_group);
    put(" {\n");
    for (std::size_t b = 0; b < f.layout.size(); ++b) {
      if (b) put('\n');
      put(f.layout[b]->name, ":\n");
      for (const auto& i : f.layout[b]->instructions) instruction(*i);
    }
    put("}\n\n");
  }

  void attribute_group(const ir::AttributeGroup& g) {
    put("attributes #", g.id, " = {");
    for (const auto& [key, val] : g.string_attrs) put(" \"", key, "\"=\"", val, '"');
    put(" }\n");
  }

  void syncscope(const std::string& scope) {
    if (!scope.empty()) put(" syncscope(\"", scope, "\")");
  }

  /// The mask as LLVM prints it: `zeroinitializer` when every lane is 0, `poison` when every
  /// lane is, else each lane (`i32 <n>` or `i32 poison`).
  void shuffle_mask(const std::vector<int>& mask) {
    put('<', static_cast<int>(mask.size()), " x i32> ");
    bool zero = !mask.empty(), undefined = !mask.empty();
    for (int lane : mask) {
      zero = zero && lane == 0;
      undefined = undefined && lane == -1;
    }
    if (zero) return put("zeroinitializer");
    if (undefined) return put("poison");
    for (std::size_t k = 0; k < mask.size(); ++k) {
      put(k ? ", i32 " : "<i32 ");
      if (mask[k] < 0) put("poison");
      else put(mask[k]);
    }
    put('>');
  }

  void instruction(const ir::Instruction& i) {
    put("  ");
    if (!i.name.empty()) put('%', i.name, " = ");
    const auto& ops = i.operands;
    switch (i.op) {
      case Opcode::Add: case Opcode::Mul: case Opcode::UDiv: case Opcode::URem: case Opcode::And:
      case Opcode::FAdd: case Opcode::Sub: case Opcode::FMul: case Opcode::FSub: case Opcode::FDiv:
        put(opcode_name(i.op), ' ', ops[0], ", ", Bare{ops[1]});
        break;
      case Opcode::ICmp: put("icmp ", predicate_name(i.predicate), ' ', ops[0], ", ", Bare{ops[1]}); break;
      case Opcode::FCmp: put("fcmp ", fpredicate_name(i.fpredicate), ' ', ops[0], ", ", Bare{ops[1]}); break;
      case Opcode::Select: put("select ", ops[0], ", ", ops[1], ", ", ops[2]); break;
      case Opcode::ZExt: case Opcode::FPExt: case Opcode::FPTrunc: case Opcode::BitCast:
        put(opcode_name(i.op), ' ', ops[0], " to ", i.type);
        break;
      case Opcode::GetElementPtr: put("getelementptr inbounds ", i.element, ", ", ops[0], ", ", ops[1]); break;
      case Opcode::Load: put("load ", i.type, ", ", ops[0], ", align ", i.align); break;
      case Opcode::Store: put("store ", ops[0], ", ", ops[1], ", align ", i.align); break;
      case Opcode::Phi:
        put("phi ", i.type);
        for (std::size_t k = 0; k < ops.size(); ++k)
          put(k ? ", [ " : " [ ", Bare{ops[k]}, ", %", i.blocks[k]->name, " ]");
        break;
      case Opcode::Call:
        put("call ", i.type, ' ', Bare{ops[0]}, '(');
        for (std::size_t k = 1; k < ops.size(); ++k) put(k > 1 ? ", " : "", ops[k]);
        put(')');
        break;
      case Opcode::Br: put("br ", Label{i.blocks[0]}); break;
      case Opcode::CondBr: put("br ", ops[0], ", ", Label{i.blocks[0]}, ", ", Label{i.blocks[1]}); break;
      case Opcode::RetVoid: put("ret void"); break;
      case Opcode::Fence:
        put("fence");
        syncscope(i.scope);
        put(' ', ordering_name(i.ordering));
        break;
      case Opcode::AtomicFAdd:
        put("atomicrmw fadd ", ops[0], ", ", ops[1]);
        syncscope(i.scope);
        put(' ', ordering_name(i.ordering), ", align ", i.align);
        break;
      case Opcode::InsertElement: put("insertelement ", ops[0], ", ", ops[1], ", ", ops[2]); break;
      case Opcode::ExtractElement: put("extractelement ", ops[0], ", ", ops[1]); break;
      case Opcode::ShuffleVector:
        put("shufflevector ", ops[0], ", ", ops[1], ", ");
        shuffle_mask(i.mask);
        break;
      case Opcode::ExtractValue: put("extractvalue ", ops[0], ", ", i.index); break;
    }
    for (const auto& [kind, node] : i.metadata) put(", !", kind, " !", node);
    put('\n');
  }

  /// Room for `n` more bytes at end_.
  char* room(std::size_t n) {
    if (static_cast<std::size_t>(limit_ - end_) < n) grow(n);
    return end_;
  }
  void write(const char* s, std::size_t n) {
    std::memcpy(room(n), s, n);
    end_ += n;
  }
  /// At least `n` more bytes of room, and at least twice the size so far.
  void grow(std::size_t n) {
    const auto used = static_cast<std::size_t>(end_ - out_.data());
    out_.resize(std::max(used + n, 2 * out_.size()));
    end_ = out_.data() + used;
    limit_ = out_.data() + out_.size();
  }

  /// The first size of the output: the modules print about 52 bytes per instruction (their
  /// lines, labels and declarations together), so one size is rarely grown.
  static constexpr std::size_t kBytesPerInstruction = 64;
  static constexpr std::size_t kBytesBesideInstructions = 4096;

  const spec::Flavor& flavor_;
  std::string out_;           ///< sized ahead; the text is [out_.data(), end_)
  char* end_ = out_.data();
  char* limit_ = out_.data();
};

}  // namespace

std::string print_module(const ir::Module& m, const spec::Flavor& flavor) { return Printer(flavor).module(m); }

}  // namespace paritykit::alpha
