// Engine alpha's in-memory SSA module: types, values, instructions, blocks,
// functions and a module, plus the Builder that kernel generators use to fill them.
// Nothing here writes text; printer.h turns a finished Module into IR for a flavor.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace paritykit::alpha::ir {

/// A first-class IR type. Vectors and arrays hold scalars; a literal struct holds any
/// first-class types except structs (NVPTX mma and ldmatrix return `{ float, float, ... }` or
/// `{ <2 x half>, <2 x half> }`).
struct Type {
  /// Void: no value; Int: iN (`bits`); Half/BFloat/Float: 16/16/32-bit floating point;
  /// Ptr: opaque pointer in `addrspace`; Vector/Array: `count` elements of `element`;
  /// Struct: a literal struct of `members`.
  enum class Kind : std::uint8_t { Void, Int, Half, BFloat, Float, Ptr, Vector, Array, Struct };
  Kind kind = Kind::Void;
  int bits = 0;       ///< Int: its width; Vector and Array of Int: the element's width
  int addrspace = 0;  ///< Ptr only
  int count = 0;      ///< Vector and Array only
  Kind element = Kind::Void;  ///< Vector and Array only: Int or a floating-point kind
  /// Struct only: the member list, uniqued for the life of the process (as LLVM uniques literal
  /// struct types), so that a Type stays a trivially copied value and equal structs share a list.
  const std::vector<Type>* members = nullptr;

  static Type void_() { return {}; }
  static Type int_(int bits) { return {Kind::Int, bits}; }
  static Type half() { return {Kind::Half}; }
  static Type bfloat() { return {Kind::BFloat}; }
  static Type float_() { return {Kind::Float}; }
  static Type ptr(int addrspace) { return {Kind::Ptr, 0, addrspace}; }
  /// `count` x `element`, where `element` is an integer or floating-point scalar type.
  static Type vector(int count, const Type& element) {
    return {Kind::Vector, element.bits, 0, count, element.kind};
  }
  static Type array(int count, const Type& element) { return {Kind::Array, element.bits, 0, count, element.kind}; }
  /// The literal struct `{ members... }`.
  static Type struct_(std::vector<Type> members);

  /// Vector and Array: the element as a scalar type.
  Type element_type() const { return {element, bits}; }

  /// Field by field; equal structs have the same (uniqued) member list.
  bool operator==(const Type&) const = default;
};

/// An operand: a named SSA value (instruction result or argument), a global, or a constant.
/// Named values point at the name owned by their definition, which outlives the Value.
struct Value {
  /// Local: %name; Global: @name; Int: integer literal `imm`; FPZero: +0.0 of a float type;
  /// Poison: the `poison` constant; Zero: `zeroinitializer` of a vector, array or struct type;
  /// FPNegZero: -0.0 of a float type, or in every lane of a float vector; FPConst: the float
  /// constant whose IEEE double bits are `imm` (printed as LLVM prints it).
  enum class Kind : std::uint8_t { Local, Global, Int, FPZero, Poison, Zero, FPNegZero, FPConst };
  Kind kind = Kind::Poison;
  Type type;
  const std::string* name = nullptr;  ///< Local and Global only
  std::int64_t imm = 0;               ///< Int: the value; FPConst: the double's bits
};

/// Integer constant of `bits` width.
Value const_int(int bits, std::int64_t v);
inline Value i32(std::int64_t v) { return const_int(32, v); }
inline Value i64(std::int64_t v) { return const_int(64, v); }
/// The i1 constant `true` or `false` (e.g. an intrinsic's flag operand).
inline Value i1(bool v) { return const_int(1, v ? 1 : 0); }
/// +0.0 of a floating-point type.
Value fp_zero(Type t);
/// -0.0 of a floating-point type, or a vector of it: the identity of fadd (x + -0.0 is x for
/// every x, +0.0 included), for lanes an atomic add must leave alone.
Value fp_neg_zero(Type t);
/// A float constant (an activation's 1.0, a scale by log2(e)); `v` must be exact in float.
Value fp_const(double v);
Value poison(Type t);
/// All-zero vector, array or struct (`zeroinitializer`), e.g. a matrix accumulator's start.
Value zero_initializer(Type t);

struct Block;
struct Function;

/// Memory for one function's blocks, instructions and their lists: taken by moving a pointer
/// through large buffers, never given back one piece at a time, freed with the arena.
class Arena {
 public:
  Arena() = default;
  Arena(const Arena&) = delete;
  Arena& operator=(const Arena&) = delete;

  /// `bytes` at a multiple of `align` (at most the alignment of operator new's memory).
  void* allocate(std::size_t bytes, std::size_t align) {
    std::size_t at = (used_ + align - 1) & ~(align - 1);
    if (at + bytes > size_) {
      next_buffer(bytes);
      at = 0;
    }
    used_ = at + bytes;
    return buffer_ + at;
  }

 private:
  /// A new current buffer of at least `bytes`, twice the last one's size while that is smaller.
  void next_buffer(std::size_t bytes);

  static constexpr std::size_t kFirstBufferBytes = 32 * 1024;  ///< a small kernel's instructions
  std::vector<std::unique_ptr<std::byte[]>> buffers_;
  std::byte* buffer_ = nullptr;
  std::size_t used_ = 0, size_ = 0;
};

/// A standard allocator over an Arena, for the lists the arena holds.
template <typename T>
struct ArenaAllocator {
  using value_type = T;
  ArenaAllocator(Arena& a) : arena(&a) {}  // implicit: a list is constructed from its arena
  template <typename U>
  ArenaAllocator(const ArenaAllocator<U>& other) : arena(other.arena) {}
  T* allocate(std::size_t n) { return static_cast<T*>(arena->allocate(n * sizeof(T), alignof(T))); }
  void deallocate(T*, std::size_t) {}  // freed with the arena
  template <typename U>
  bool operator==(const ArenaAllocator<U>& other) const {
    return arena == other.arena;
  }

  Arena* arena;
};

template <typename T>
using ArenaVector = std::vector<T, ArenaAllocator<T>>;

/// The operations the kernels use; each prints in exactly one shape (see printer.cpp).
enum class Opcode : std::uint8_t {
  Add, Mul, UDiv, URem, And, FAdd,  // binary: operands {lhs, rhs}
  ICmp,                             // operands {lhs, rhs}, `predicate`
  Select,                           // operands {cond, if_true, if_false}
  ZExt, FPExt, FPTrunc,             // operands {source}; the result type is the destination
  GetElementPtr,                    // inbounds; operands {base, index}; `element` is the source element type
  Load,                             // operands {ptr}; `align`
  Store,                            // operands {value, ptr}; `align`; no result
  Phi,                              // operands[i] arrives from blocks[i]
  Call,                             // operands {callee, args...}
  Br,                               // blocks {dest}
  CondBr,                           // operands {cond}; blocks {if_true, if_false}
  RetVoid,
  Fence,                            // `scope`, `ordering`
  AtomicFAdd,                       // atomicrmw fadd; operands {ptr, value}; `scope`, `ordering`, `align`
  InsertElement,                    // operands {vector, element, index}
  Sub, FMul,                        // binary: operands {lhs, rhs}
  FCmp,                             // operands {lhs, rhs}, `fpredicate`
  BitCast,                          // operands {source}; the result type is the destination
  ExtractElement,                   // operands {vector, index}
  ShuffleVector,                    // operands {v1, v2}; `mask`
  ExtractValue,                     // operands {aggregate}; `index`
  FSub, FDiv,                       // binary: operands {lhs, rhs}
};

/// Integer comparison predicates: equality, unsigned and signed orderings.
enum class Predicate : std::uint8_t { Eq, Ult, Ule, Ne, Ugt, Uge, Slt, Sle, Sgt, Sge };

/// Floating-point comparison predicates: ordered (false if either is NaN), `ord`/`uno` (neither /
/// either is NaN) and `une` (true if either is NaN), the one unordered test a != needs.
enum class FPredicate : std::uint8_t { Oeq, One, Olt, Ole, Ogt, Oge, Ord, Uno, Une };

/// Memory orderings in use.
enum class Ordering : std::uint8_t { Monotonic, Acquire, Release };

/// One instruction. Fields beyond op/name/type/operands are meaningful only for the
/// opcodes named in their comments; the Builder is the only thing that sets them. Its operand and
/// block lists live in its function's arena (Function::new_instruction).
struct Instruction {
  explicit Instruction(Arena& arena) : operands(arena), blocks(arena) {}

  Opcode op = Opcode::RetVoid;
  std::string name;       ///< result name without '%'; empty when there is no result
  Type type;              ///< result type (Store: the stored type; void when no result)
  ArenaVector<Value> operands;
  ArenaVector<const Block*> blocks;  ///< Phi incoming blocks, branch targets
  Type element;                      ///< GetElementPtr source element type
  Predicate predicate = Predicate::Eq;     ///< ICmp
  FPredicate fpredicate = FPredicate::Oeq; ///< FCmp
  std::vector<int> mask;                   ///< ShuffleVector: source lane per result lane, -1 for poison
  int index = 0;                           ///< ExtractValue: the struct member
  Ordering ordering = Ordering::Monotonic; ///< Fence, AtomicFAdd
  std::string scope;                       ///< Fence, AtomicFAdd: syncscope name
  int align = 0;                           ///< Load, Store, AtomicFAdd
  /// Metadata attachments in print order: (kind without '!', node id).
  std::vector<std::pair<std::string, int>> metadata;

  /// The result as an operand for later instructions.
  Value result() const { return {Value::Kind::Local, type, &name, 0}; }
  /// Phi only: one more incoming edge. Incoming edges may be added after later code is built.
  void add_incoming(Value v, const Block* from);
};

/// A basic block: a label and its instructions, the last one a terminator.
struct Block {
  explicit Block(Arena& arena) : instructions(arena) {}

  std::string name;
  ArenaVector<Instruction*> instructions;  ///< owned by the block's function
};

/// Parameter attributes, printed in the order listed; NoCapture's spelling depends on the flavor.
enum ParamAttr : unsigned { kNoAlias = 1u, kNoCapture = 2u, kReadOnly = 4u };

/// A function argument.
struct Argument {
  std::string name;
  Type type;
  unsigned attrs = 0;  ///< ParamAttr bits
};

/// Calling conventions in use: the default one (declarations), AMDGPU and PTX kernels.
enum class CallingConv : std::uint8_t { Default, AmdgpuKernel, PtxKernel };

/// A function definition (has blocks) or declaration (has none). Its blocks and instructions,
/// with their lists, are kept in one arena that the function frees whole: a module has thousands
/// of instructions, and one heap allocation each (and one free) cost more than building them.
struct Function {
  Function() = default;
  Function(const Function&) = delete;
  Function& operator=(const Function&) = delete;
  ~Function();

  std::string name;
  CallingConv cc = CallingConv::Default;
  Type return_type;
  std::vector<Argument> args;
  int attribute_group = -1;  ///< `#N` on the definition, -1 for none

  /// Blocks in print order. A block enters the layout when the Builder starts it, so that
  /// branch targets can be created before their code is written.
  std::vector<Block*> layout;

  /// A new block owned by this function, not yet placed in the layout.
  Block* new_block(std::string block_name);
  /// A new, default instruction owned by this function. It never moves: Values point at its name.
  Instruction* new_instruction();
  /// Argument `i` as an operand.
  Value arg(std::size_t i) const { return {Value::Kind::Local, args[i].type, &args[i].name, 0}; }
  /// The function as a callee operand.
  Value callee() const { return {Value::Kind::Global, Type::ptr(0), &name, 0}; }

 private:
  /// Declared first, so that it is freed last: everything below lives in it.
  Arena arena_;
  /// What the arena holds, destroyed (not freed) by ~Function: their names are std::strings.
  std::vector<Block*> blocks_;
  std::vector<Instruction*> instructions_;
};

/// A module-level variable (the kernels only need internal LDS arrays with a poison initializer).
struct Global {
  std::string name;
  int addrspace = 0;
  Type value_type;
  int align = 0;

  Value ref() const { return {Value::Kind::Global, Type::ptr(addrspace), &name, 0}; }
};

/// An attribute group: `attributes #id = { "key"="value" ... }`.
struct AttributeGroup {
  int id = 0;
  std::vector<std::pair<std::string, std::string>> string_attrs;
};

/// A module. Print order: header comments, source_filename, triple, globals, definitions,
/// declarations, attribute groups, metadata nodes (printer.cpp says where blank lines go).
struct Module {
  std::vector<std::string> header_comments;  ///< each printed as "; text"
  std::string source_filename;
  std::string triple;
  std::vector<std::unique_ptr<Global>> globals;
  std::vector<std::unique_ptr<Function>> definitions;
  std::vector<std::unique_ptr<Function>> declarations;
  std::vector<AttributeGroup> attribute_groups;
  int metadata_nodes = 0;  ///< empty nodes !0 .. !(n-1), each `!{}`

  Global& add_global(std::string name, int addrspace, Type value_type, int align);
  Function& define(std::string name, CallingConv cc, Type ret, std::vector<Argument> args);
  Function& declare(std::string name, Type ret, std::vector<Type> params);
  /// Returns the new group's id (0, 1, ...).
  int add_attribute_group(std::vector<std::pair<std::string, std::string>> attrs);
  /// Returns the new empty node's id.
  int add_empty_metadata_node() { return metadata_nodes++; }
};

/// Appends instructions at the end of the current block. Result names are given by the caller
/// and never altered: the contract fixes every name, so the builder does not uniquify or fold.
class Builder {
 public:
  explicit Builder(Function& fn) : fn_(fn) {}

  /// Places `b` at the end of the function's layout and inserts into it from now on.
  void start(Block* b);
  /// The function being filled, for code that holds only the builder and needs a new block.
  Function& function() { return fn_; }

  Value add(Value a, Value b, std::string name) { return binary(Opcode::Add, a, b, std::move(name)); }
  Value sub(Value a, Value b, std::string name) { return binary(Opcode::Sub, a, b, std::move(name)); }
  Value mul(Value a, Value b, std::string name) { return binary(Opcode::Mul, a, b, std::move(name)); }
  Value udiv(Value a, Value b, std::string name) { return binary(Opcode::UDiv, a, b, std::move(name)); }
  Value urem(Value a, Value b, std::string name) { return binary(Opcode::URem, a, b, std::move(name)); }
  Value and_(Value a, Value b, std::string name) { return binary(Opcode::And, a, b, std::move(name)); }
  Value fadd(Value a, Value b, std::string name) { return binary(Opcode::FAdd, a, b, std::move(name)); }
  Value fmul(Value a, Value b, std::string name) { return binary(Opcode::FMul, a, b, std::move(name)); }
  Value fsub(Value a, Value b, std::string name) { return binary(Opcode::FSub, a, b, std::move(name)); }
  Value fdiv(Value a, Value b, std::string name) { return binary(Opcode::FDiv, a, b, std::move(name)); }

  /// The result is i1, or <N x i1> when the operands are N-lane vectors.
  Value icmp(Predicate p, Value a, Value b, std::string name);
  Value icmp_eq(Value a, Value b, std::string name) { return icmp(Predicate::Eq, a, b, std::move(name)); }
  Value icmp_ne(Value a, Value b, std::string name) { return icmp(Predicate::Ne, a, b, std::move(name)); }
  Value icmp_ult(Value a, Value b, std::string name) { return icmp(Predicate::Ult, a, b, std::move(name)); }
  Value icmp_ule(Value a, Value b, std::string name) { return icmp(Predicate::Ule, a, b, std::move(name)); }
  Value icmp_ugt(Value a, Value b, std::string name) { return icmp(Predicate::Ugt, a, b, std::move(name)); }
  Value icmp_uge(Value a, Value b, std::string name) { return icmp(Predicate::Uge, a, b, std::move(name)); }
  Value icmp_slt(Value a, Value b, std::string name) { return icmp(Predicate::Slt, a, b, std::move(name)); }
  Value icmp_sle(Value a, Value b, std::string name) { return icmp(Predicate::Sle, a, b, std::move(name)); }
  Value icmp_sgt(Value a, Value b, std::string name) { return icmp(Predicate::Sgt, a, b, std::move(name)); }
  Value icmp_sge(Value a, Value b, std::string name) { return icmp(Predicate::Sge, a, b, std::move(name)); }
  /// The result is i1, or <N x i1> when the operands are N-lane vectors.
  Value fcmp(FPredicate p, Value a, Value b, std::string name);
  /// `cond` is i1, or <N x i1> choosing lane by lane between N-lane vectors.
  Value select(Value cond, Value if_true, Value if_false, std::string name);

  Value zext(Value v, Type to, std::string name) { return cast(Opcode::ZExt, v, to, std::move(name)); }
  Value fpext(Value v, Type to, std::string name) { return cast(Opcode::FPExt, v, to, std::move(name)); }
  Value fptrunc(Value v, Type to, std::string name) { return cast(Opcode::FPTrunc, v, to, std::move(name)); }
  /// Same bits, another type of the same size (e.g. <2 x half> to i32 to feed a packed operand).
  Value bitcast(Value v, Type to, std::string name) { return cast(Opcode::BitCast, v, to, std::move(name)); }

  /// `getelementptr inbounds element, base, index`: the result has the base's pointer type.
  Value gep(Type element, Value base, Value index, std::string name);
  Value load(Type t, Value ptr, int align, std::string name);
  void store(Value v, Value ptr, int align);
  /// A phi with no incoming edges yet; add them with Instruction::add_incoming.
  Instruction& phi(Type t, std::string name);
  /// Call with a result (name non-empty) or a void call (name empty).
  Value call(const Function& callee, std::vector<Value> args, std::string name = {});

  void br(const Block* dest);
  void cond_br(Value cond, const Block* if_true, const Block* if_false);
  void ret_void();
  void fence(const std::string& scope, Ordering ordering);
  Instruction& atomic_fadd(Value ptr, Value v, const std::string& scope, Ordering ordering, int align,
                           std::string name);
  Value insert_element(Value vec, Value element, Value index, std::string name);
  /// Lane `index` (an integer value, usually a constant) of `vec`.
  Value extract_element(Value vec, Value index, std::string name);
  /// A vector of mask.size() lanes of a's element type: lane i is lane mask[i] of a ++ b
  /// (mask[i] < 2 * lanes), or poison where mask[i] is -1. Pass poison(a.type) as `b` to
  /// pick from `a` alone.
  Value shuffle_vector(Value a, Value b, std::vector<int> mask, std::string name);
  /// Member `index` of a struct value (e.g. one accumulator out of an mma call's result).
  Value extract_value(Value aggregate, int index, std::string name);

 private:
  Instruction& append(Opcode op, std::string name, Type type, std::initializer_list<Value> operands);
  Value binary(Opcode op, Value a, Value b, std::string name);
  Value cast(Opcode op, Value v, Type to, std::string name);

  Function& fn_;
  Block* block_ = nullptr;
};

}  // namespace paritykit::alpha::ir
