#include "matrix_types.h"

#include <stdexcept>

namespace paritykit::alpha {

using ir::Type;

MatrixTypes MatrixTypes::of(const spec::MatrixShape& s, const spec::MatrixIntrinsic& in, const spec::Flavor& flavor) {
  const Type f32 = Type::float_();
  MatrixTypes t;
  t.neg_operands = flavor.wmma_neg_operands;
  if (in.bits == spec::FragmentBits::Int16)
    t.element = Type::int_(16);
  else
    t.element = in.input == spec::DType::F16 ? Type::half() : in.input == spec::DType::BF16 ? Type::bfloat() : f32;
  t.run_a = Type::vector(s.a.run, t.element);
  t.run_b = Type::vector(s.b.run, t.element);
  t.a = Type::vector(s.a.elements(), t.element);
  t.b = Type::vector(s.b.elements(), t.element);
  t.mma_run = in.bits == spec::FragmentBits::Int32PerRun ? Type::int_(32) : t.run_a;
  if (s.call == spec::MatrixCall::MmaSync)
    t.acc = Type::struct_(std::vector<Type>(s.c.elements(), f32));
  else
    t.acc = Type::vector(s.c.elements(), f32);
  return t;
}

std::vector<Type> MatrixTypes::params(const spec::MatrixShape& s) const {
  const Type i1 = Type::int_(1), i16 = Type::int_(16), i32 = Type::int_(32);
  switch (s.call) {
    case spec::MatrixCall::Wmma: return {a, b, acc};
    case spec::MatrixCall::WmmaMods:
      if (neg_operands) return {i1, a, i1, b, i16, acc, i1, i1};
      return {a, b, i16, acc, i1, i1};
    case spec::MatrixCall::Mfma: return {a, b, acc, i32, i32, i32};
    case spec::MatrixCall::MmaSync: break;
  }
  std::vector<Type> p(s.a.runs.size() + s.b.runs.size(), mma_run);
  p.insert(p.end(), s.c.elements(), Type::float_());
  return p;
}

std::vector<ir::Value> MatrixTypes::vector_operands(const spec::MatrixShape& s, ir::Value a, ir::Value b,
                                                   ir::Value c) const {
  const ir::Value no = ir::i1(false);
  switch (s.call) {
    case spec::MatrixCall::Wmma: return {a, b, c};
    case spec::MatrixCall::WmmaMods:
      if (neg_operands) return {no, a, no, b, ir::const_int(16, 0), c, no, no};
      return {a, b, ir::const_int(16, 0), c, no, no};
    case spec::MatrixCall::Mfma: return {a, b, c, ir::i32(0), ir::i32(0), ir::i32(0)};
    case spec::MatrixCall::MmaSync: break;
  }
  throw std::logic_error("alpha: mma.sync takes its fragments run by run, not as vectors");
}

ir::Value join_runs(ir::Builder& b, const spec::MatrixShape& s, const std::vector<ir::Value>& runs, int run,
                    const std::string& joined) {
  // The AMD shapes have at most two runs.
  if (s.call == spec::MatrixCall::MmaSync || runs.size() != 2) return runs.front();
  std::vector<int> lanes(static_cast<std::size_t>(2 * run));
  for (int l = 0; l < 2 * run; ++l) lanes[static_cast<std::size_t>(l)] = l;
  return b.shuffle_vector(runs[0], runs[1], std::move(lanes), joined);
}

}  // namespace paritykit::alpha
