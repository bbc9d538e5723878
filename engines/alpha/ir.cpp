// The module model's constructors and the Builder.
#include "ir.h"

#include <algorithm>
#include <bit>
#include <mutex>
#include <stdexcept>

namespace paritykit::alpha::ir {

Type Type::struct_(std::vector<Type> members) {
  // Never freed: a Type may be copied anywhere, including into statics, and there are few lists.
  static std::mutex lock;
  static auto* lists = new std::vector<std::unique_ptr<const std::vector<Type>>>();
  Type t{Kind::Struct};
  const std::lock_guard<std::mutex> hold(lock);
  for (const auto& l : *lists)
    if (*l == members) {
      t.members = l.get();
      return t;
    }
  lists->push_back(std::make_unique<const std::vector<Type>>(std::move(members)));
  t.members = lists->back().get();
  return t;
}

Value const_int(int bits, std::int64_t v) { return {Value::Kind::Int, Type::int_(bits), nullptr, v}; }
Value fp_zero(Type t) { return {Value::Kind::FPZero, t, nullptr, 0}; }
Value fp_neg_zero(Type t) {
  const Type::Kind k = t.kind == Type::Kind::Vector ? t.element : t.kind;
  if (k != Type::Kind::Half && k != Type::Kind::BFloat && k != Type::Kind::Float)
    throw std::logic_error("fp_neg_zero of a type that is not floating point");
  return {Value::Kind::FPNegZero, t, nullptr, 0};
}
Value fp_const(double v) {
  if (static_cast<double>(static_cast<float>(v)) != v)
    throw std::logic_error("fp_const of a value that float cannot hold exactly");
  return {Value::Kind::FPConst, Type::float_(), nullptr, std::bit_cast<std::int64_t>(v)};
}
Value poison(Type t) { return {Value::Kind::Poison, t, nullptr, 0}; }
Value zero_initializer(Type t) {
  if (t.kind != Type::Kind::Vector && t.kind != Type::Kind::Array && t.kind != Type::Kind::Struct)
    throw std::logic_error("zero_initializer of a scalar type; use const_int or fp_zero");
  return {Value::Kind::Zero, std::move(t), nullptr, 0};
}

void Instruction::add_incoming(Value v, const Block* from) {
  if (op != Opcode::Phi) throw std::logic_error("add_incoming on a non-phi instruction %" + name);
  operands.push_back(v);
  blocks.push_back(from);
}

void Arena::next_buffer(std::size_t bytes) {
  size_ = std::max(bytes, size_ ? 2 * size_ : kFirstBufferBytes);
  buffers_.push_back(std::make_unique_for_overwrite<std::byte[]>(size_));
  buffer_ = buffers_.back().get();
  used_ = 0;
}

Function::~Function() {
  for (Instruction* i : instructions_) i->~Instruction();
  for (Block* b : blocks_) b->~Block();
}

Block* Function::new_block(std::string block_name) {
  Block* b = new (arena_.allocate(sizeof(Block), alignof(Block))) Block(arena_);
  blocks_.push_back(b);
  b->name = std::move(block_name);
  return b;
}

Instruction* Function::new_instruction() {
  Instruction* i = new (arena_.allocate(sizeof(Instruction), alignof(Instruction))) Instruction(arena_);
  instructions_.push_back(i);
  return i;
}

Global& Module::add_global(std::string name, int addrspace, Type value_type, int align) {
  globals.push_back(std::make_unique<Global>(Global{std::move(name), addrspace, value_type, align}));
  return *globals.back();
}

Function& Module::define(std::string name, CallingConv cc, Type ret, std::vector<Argument> args) {
  auto fn = std::make_unique<Function>();
  fn->name = std::move(name);
  fn->cc = cc;
  fn->return_type = ret;
  fn->args = std::move(args);
  definitions.push_back(std::move(fn));
  return *definitions.back();
}

Function& Module::declare(std::string name, Type ret, std::vector<Type> params) {
  auto fn = std::make_unique<Function>();
  fn->name = std::move(name);
  fn->return_type = ret;
  for (Type t : params) fn->args.push_back({"", t, 0});
  declarations.push_back(std::move(fn));
  return *declarations.back();
}

int Module::add_attribute_group(std::vector<std::pair<std::string, std::string>> attrs) {
  const int id = static_cast<int>(attribute_groups.size());
  attribute_groups.push_back({id, std::move(attrs)});
  return id;
}

void Builder::start(Block* b) {
  fn_.layout.push_back(b);
  block_ = b;
}

Instruction& Builder::append(Opcode op, std::string name, Type type, std::initializer_list<Value> operands) {
  if (!block_) throw std::logic_error("Builder: no current block in @" + fn_.name);
  Instruction* inst = fn_.new_instruction();
  inst->op = op;
  inst->name = std::move(name);
  inst->type = type;
  inst->operands.assign(operands);
  block_->instructions.push_back(inst);
  return *inst;
}

Value Builder::binary(Opcode op, Value a, Value b, std::string name) {
  return append(op, std::move(name), a.type, {a, b}).result();
}

/// What a comparison of `operand`s yields: one i1, or one per lane.
static Type compare_result(const Type& operand) {
  return operand.kind == Type::Kind::Vector ? Type::vector(operand.count, Type::int_(1)) : Type::int_(1);
}

Value Builder::icmp(Predicate p, Value a, Value b, std::string name) {
  Instruction& i = append(Opcode::ICmp, std::move(name), compare_result(a.type), {a, b});
  i.predicate = p;
  return i.result();
}

Value Builder::fcmp(FPredicate p, Value a, Value b, std::string name) {
  Instruction& i = append(Opcode::FCmp, std::move(name), compare_result(a.type), {a, b});
  i.fpredicate = p;
  return i.result();
}

Value Builder::select(Value cond, Value if_true, Value if_false, std::string name) {
  return append(Opcode::Select, std::move(name), if_true.type, {cond, if_true, if_false}).result();
}

Value Builder::cast(Opcode op, Value v, Type to, std::string name) {
  return append(op, std::move(name), to, {v}).result();
}

Value Builder::gep(Type element, Value base, Value index, std::string name) {
  Instruction& i = append(Opcode::GetElementPtr, std::move(name), base.type, {base, index});
  i.element = element;
  return i.result();
}

Value Builder::load(Type t, Value ptr, int align, std::string name) {
  Instruction& i = append(Opcode::Load, std::move(name), t, {ptr});
  i.align = align;
  return i.result();
}

void Builder::store(Value v, Value ptr, int align) {
  append(Opcode::Store, {}, v.type, {v, ptr}).align = align;
}

Instruction& Builder::phi(Type t, std::string name) { return append(Opcode::Phi, std::move(name), t, {}); }

Value Builder::call(const Function& callee, std::vector<Value> args, std::string name) {
  Instruction& i = append(Opcode::Call, std::move(name), callee.return_type, {callee.callee()});
  i.operands.insert(i.operands.end(), args.begin(), args.end());
  return i.result();
}

void Builder::br(const Block* dest) { append(Opcode::Br, {}, Type::void_(), {}).blocks.assign({dest}); }

void Builder::cond_br(Value cond, const Block* if_true, const Block* if_false) {
  append(Opcode::CondBr, {}, Type::void_(), {cond}).blocks.assign({if_true, if_false});
}

void Builder::ret_void() { append(Opcode::RetVoid, {}, Type::void_(), {}); }

void Builder::fence(const std::string& scope, Ordering ordering) {
  Instruction& i = append(Opcode::Fence, {}, Type::void_(), {});
  i.scope = scope;
  i.ordering = ordering;
}

Instruction& Builder::atomic_fadd(Value ptr, Value v, const std::string& scope, Ordering ordering, int align,
                                  std::string name) {
  Instruction& i = append(Opcode::AtomicFAdd, std::move(name), v.type, {ptr, v});
  i.scope = scope;
  i.ordering = ordering;
  i.align = align;
  return i;
}

Value Builder::insert_element(Value vec, Value element, Value index, std::string name) {
  return append(Opcode::InsertElement, std::move(name), vec.type, {vec, element, index}).result();
}

Value Builder::extract_element(Value vec, Value index, std::string name) {
  if (vec.type.kind != Type::Kind::Vector) throw std::logic_error("extract_element from a non-vector: %" + name);
  return append(Opcode::ExtractElement, std::move(name), vec.type.element_type(), {vec, index}).result();
}

Value Builder::shuffle_vector(Value a, Value b, std::vector<int> mask, std::string name) {
  if (a.type.kind != Type::Kind::Vector || !(a.type == b.type) || mask.empty())
    throw std::logic_error("shuffle_vector needs two vectors of one type and a mask: %" + name);
  for (int lane : mask)
    if (lane < -1 || lane >= 2 * a.type.count) throw std::logic_error("shuffle_vector mask lane out of range: %" + name);
  const Type result = Type::vector(static_cast<int>(mask.size()), a.type.element_type());
  Instruction& i = append(Opcode::ShuffleVector, std::move(name), result, {a, b});
  i.mask = std::move(mask);
  return i.result();
}

Value Builder::extract_value(Value aggregate, int index, std::string name) {
  const Type& t = aggregate.type;
  if (t.kind != Type::Kind::Struct || index < 0 || index >= static_cast<int>(t.members->size()))
    throw std::logic_error("extract_value: no member " + std::to_string(index) + " for %" + name);
  Instruction& i = append(Opcode::ExtractValue, std::move(name), (*t.members)[index], {aggregate});
  i.index = index;
  return i.result();
}

}  // namespace paritykit::alpha::ir
