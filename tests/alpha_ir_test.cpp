// Engine alpha's IR model and printer, one operation at a time: the exact line each builder call
// prints, and that LLVM takes those lines as they are (llvm-as accepts them, llvm-dis prints them
// back unchanged). The gemm goldens cover the operations gemm uses; these cover the rest, before a
// kernel family depends on them.
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <type_traits>
#include <vector>

#include "ir.h"
#include "printer.h"
#include "value_name.h"
#include "temp_dir.h"
#include "test_tools.h"

namespace {

using namespace paritykit::alpha;
using ir::Builder;
using ir::FPredicate;
using ir::Predicate;
using ir::Type;
using ir::Value;

const Type kI1 = Type::int_(1), kI16 = Type::int_(16), kI32 = Type::int_(32), kF32 = Type::float_();
const Type kHalf = Type::half();
const Type kMma = Type::struct_({kF32, kF32, kF32, kF32});
const Type kMmaHalf = Type::struct_({Type::vector(2, kHalf), Type::vector(2, kHalf)});

/// The parameters of every test function, one per type the cases need.
struct Params {
  Value x, y;  ///< i32
  Value c;     ///< i1
  Value p, q;  ///< float
  Value h;     ///< <4 x half>
  Value ph;    ///< <2 x half>
  Value v;     ///< <2 x i32>
  Value w;     ///< <4 x i16>
  Value vf;    ///< <2 x float>
  Value s;     ///< { float, float, float, float }
  Value sh;    ///< { <2 x half>, <2 x half> }
  /// Callees declared once per module, in the argument forms of the matrix intrinsics:
  /// @mods(i1, <4 x half>, i1, <4 x half>, i16, <8 x float>, i1, i1) -> <8 x float> (gfx1250
  /// WMMA's), @mma(<2 x half>, <2 x half>, float, float, float, float) -> the mma struct.
  const ir::Function* mods;
  const ir::Function* mma;
};

const std::vector<ir::Argument> kArgs = {
    {"x", kI32}, {"y", kI32}, {"c", kI1}, {"p", kF32}, {"q", kF32}, {"h", Type::vector(4, kHalf)},
    {"ph", Type::vector(2, kHalf)}, {"v", Type::vector(2, kI32)}, {"w", Type::vector(4, kI16)},
    {"vf", Type::vector(2, kF32)}, {"s", kMma}, {"sh", kMmaHalf},
};

const Type kAcc = Type::vector(8, kF32);

/// Declares the callees of Params in `m`.
std::pair<const ir::Function*, const ir::Function*> declare_callees(ir::Module& m) {
  const Type h4 = Type::vector(4, kHalf), h2 = Type::vector(2, kHalf);
  const ir::Function& mods = m.declare("mods", kAcc, {kI1, h4, kI1, h4, kI16, kAcc, kI1, kI1});
  const ir::Function& mma = m.declare("mma", kMma, {h2, h2, kF32, kF32, kF32, kF32});
  return {&mods, &mma};
}

Params params_of(const ir::Function& f, std::pair<const ir::Function*, const ir::Function*> callees) {
  return {f.arg(0), f.arg(1), f.arg(2), f.arg(3), f.arg(4), f.arg(5), f.arg(6),
          f.arg(7), f.arg(8), f.arg(9), f.arg(10), f.arg(11), callees.first, callees.second};
}

/// One operation: what the builder is asked, and the instruction lines it must print.
struct OpCase {
  const char* what;
  std::function<void(Builder&, const Params&)> build;
  std::vector<std::string> lines;  ///< without the two-space indent
  /// llvm-dis 22 prints the case back unchanged. False where LLVM re-spells what we write: a
  /// splat vector constant (`<half 0xH8000, half 0xH8000>` comes back as `splat (half 0xH8000)`;
  /// the engines keep the list, which every flavor reads) and a block label (annotated with a
  /// `; preds =` comment). llvm-as still checks these cases.
  bool reprinted = true;
};

const std::vector<OpCase>& cases() {
  static const std::vector<OpCase> table = {
      {"sub", [](Builder& b, const Params& a) { b.sub(a.x, a.y, "r"); }, {"%r = sub i32 %x, %y"}},
      {"sub, constant", [](Builder& b, const Params& a) { b.sub(a.x, ir::i32(4), "r"); }, {"%r = sub i32 %x, 4"}},
      {"sub, vector", [](Builder& b, const Params& a) { b.sub(a.v, a.v, "r"); }, {"%r = sub <2 x i32> %v, %v"}},
      {"fmul", [](Builder& b, const Params& a) { b.fmul(a.p, a.q, "r"); }, {"%r = fmul float %p, %q"}},
      {"fmul, vector", [](Builder& b, const Params& a) { b.fmul(a.vf, a.vf, "r"); },
       {"%r = fmul <2 x float> %vf, %vf"}},
      {"fsub", [](Builder& b, const Params& a) { b.fsub(a.p, a.q, "r"); }, {"%r = fsub float %p, %q"}},
      {"fdiv", [](Builder& b, const Params& a) { b.fdiv(a.p, a.q, "r"); }, {"%r = fdiv float %p, %q"}},
      {"float constants: %e where it reads back exactly, else the double's bits in hex (an mlp sigmoid)",
       [](Builder& b, const Params& a) {
         const double log2e = static_cast<float>(1.4426950408889634);
         const Value sx = b.fmul(a.p, ir::fp_const(-log2e), "sx");
         const Value sd = b.fadd(sx, ir::fp_const(1.0), "sd");
         const Value tq = b.fdiv(ir::fp_const(2.0), sd, "tq");
         const Value tx = b.fmul(tq, ir::fp_const(2 * log2e), "tx");
         b.fsub(ir::fp_const(0.5), tx, "r");
       },
       {"%sx = fmul float %p, 0xBFF7154760000000", "%sd = fadd float %sx, 1.000000e+00",
        "%tq = fdiv float 2.000000e+00, %sd", "%tx = fmul float %tq, 0x4007154760000000",
        "%r = fsub float 5.000000e-01, %tx"}},
      {"icmp eq", [](Builder& b, const Params& a) { b.icmp_eq(a.x, a.y, "r"); }, {"%r = icmp eq i32 %x, %y"}},
      {"icmp ne", [](Builder& b, const Params& a) { b.icmp_ne(a.x, a.y, "r"); }, {"%r = icmp ne i32 %x, %y"}},
      {"icmp ult", [](Builder& b, const Params& a) { b.icmp_ult(a.x, a.y, "r"); }, {"%r = icmp ult i32 %x, %y"}},
      {"icmp ule", [](Builder& b, const Params& a) { b.icmp_ule(a.x, a.y, "r"); }, {"%r = icmp ule i32 %x, %y"}},
      {"icmp ugt", [](Builder& b, const Params& a) { b.icmp_ugt(a.x, a.y, "r"); }, {"%r = icmp ugt i32 %x, %y"}},
      {"icmp uge", [](Builder& b, const Params& a) { b.icmp_uge(a.x, a.y, "r"); }, {"%r = icmp uge i32 %x, %y"}},
      {"icmp slt", [](Builder& b, const Params& a) { b.icmp_slt(a.x, ir::i32(0), "r"); },
       {"%r = icmp slt i32 %x, 0"}},
      {"icmp sle", [](Builder& b, const Params& a) { b.icmp_sle(a.x, a.y, "r"); }, {"%r = icmp sle i32 %x, %y"}},
      {"icmp sgt", [](Builder& b, const Params& a) { b.icmp_sgt(a.x, a.y, "r"); }, {"%r = icmp sgt i32 %x, %y"}},
      {"icmp sge", [](Builder& b, const Params& a) { b.icmp_sge(a.x, ir::i32(-3), "r"); },
       {"%r = icmp sge i32 %x, -3"}},
      {"icmp, vector operands give a vector of i1",
       [](Builder& b, const Params& a) {
         const Value m = b.icmp_slt(a.v, ir::zero_initializer(a.v.type), "m");
         b.select(m, a.v, ir::zero_initializer(a.v.type), "r");
       },
       {"%m = icmp slt <2 x i32> %v, zeroinitializer", "%r = select <2 x i1> %m, <2 x i32> %v, <2 x i32> zeroinitializer"}},
      {"fcmp oeq", [](Builder& b, const Params& a) { b.fcmp(FPredicate::Oeq, a.p, a.q, "r"); },
       {"%r = fcmp oeq float %p, %q"}},
      {"fcmp one", [](Builder& b, const Params& a) { b.fcmp(FPredicate::One, a.p, a.q, "r"); },
       {"%r = fcmp one float %p, %q"}},
      {"fcmp olt", [](Builder& b, const Params& a) { b.fcmp(FPredicate::Olt, a.p, a.q, "r"); },
       {"%r = fcmp olt float %p, %q"}},
      {"fcmp ole", [](Builder& b, const Params& a) { b.fcmp(FPredicate::Ole, a.p, a.q, "r"); },
       {"%r = fcmp ole float %p, %q"}},
      {"fcmp ogt, against +0.0", [](Builder& b, const Params& a) { b.fcmp(FPredicate::Ogt, a.p, ir::fp_zero(kF32), "r"); },
       {"%r = fcmp ogt float %p, 0.000000e+00"}},
      {"fcmp oge", [](Builder& b, const Params& a) { b.fcmp(FPredicate::Oge, a.p, a.q, "r"); },
       {"%r = fcmp oge float %p, %q"}},
      {"fcmp ord", [](Builder& b, const Params& a) { b.fcmp(FPredicate::Ord, a.p, a.q, "r"); },
       {"%r = fcmp ord float %p, %q"}},
      {"fcmp uno", [](Builder& b, const Params& a) { b.fcmp(FPredicate::Uno, a.p, a.q, "r"); },
       {"%r = fcmp uno float %p, %q"}},
      {"fcmp une", [](Builder& b, const Params& a) { b.fcmp(FPredicate::Une, a.p, a.q, "r"); },
       {"%r = fcmp une float %p, %q"}},
      {"fcmp, vector: a ReLU on two lanes",
       [](Builder& b, const Params& a) {
         const Value pos = b.fcmp(FPredicate::Ogt, a.vf, ir::zero_initializer(a.vf.type), "pos");
         b.select(pos, a.vf, ir::zero_initializer(a.vf.type), "r");
       },
       {"%pos = fcmp ogt <2 x float> %vf, zeroinitializer",
        "%r = select <2 x i1> %pos, <2 x float> %vf, <2 x float> zeroinitializer"}},
      {"select, float", [](Builder& b, const Params& a) { b.select(a.c, a.p, ir::fp_zero(kF32), "r"); },
       {"%r = select i1 %c, float %p, float 0.000000e+00"}},
      {"select, after a signed compare (a tap index that went negative)",
       [](Builder& b, const Params& a) {
         const Value tap = b.sub(a.x, ir::i32(1), "tap");
         const Value neg = b.icmp_slt(tap, ir::i32(0), "neg");
         b.select(neg, ir::i32(0), tap, "r");
       },
       {"%tap = sub i32 %x, 1", "%neg = icmp slt i32 %tap, 0", "%r = select i1 %neg, i32 0, i32 %tap"}},
      {"bitcast, packed halves to i32", [](Builder& b, const Params& a) { b.bitcast(a.ph, kI32, "r"); },
       {"%r = bitcast <2 x half> %ph to i32"}},
      {"bitcast, i32 to packed halves",
       [](Builder& b, const Params& a) { b.bitcast(a.x, Type::vector(2, kHalf), "r"); },
       {"%r = bitcast i32 %x to <2 x half>"}},
      {"bitcast, integer vectors",
       [](Builder& b, const Params& a) { b.bitcast(a.w, Type::vector(2, kI32), "r"); },
       {"%r = bitcast <4 x i16> %w to <2 x i32>"}},
      {"extractelement", [](Builder& b, const Params& a) { b.extract_element(a.v, ir::i32(1), "r"); },
       {"%r = extractelement <2 x i32> %v, i32 1"}},
      {"extractelement, variable lane, float vector",
       [](Builder& b, const Params& a) { b.extract_element(a.h, a.x, "r"); },
       {"%r = extractelement <4 x half> %h, i32 %x"}},
      {"insertelement, integer vector",
       [](Builder& b, const Params& a) { b.insert_element(a.w, ir::const_int(16, 7), ir::i32(3), "r"); },
       {"%r = insertelement <4 x i16> %w, i16 7, i32 3"}},
      {"insertelement into a zero accumulator",
       [](Builder& b, const Params& a) {
         b.insert_element(ir::zero_initializer(Type::vector(8, kF32)), a.p, ir::i32(0), "r");
       },
       {"%r = insertelement <8 x float> zeroinitializer, float %p, i32 0"}},
      {"insertelement into -0.0 lanes at a variable i64 lane (a lone column's packed atomic)",
       [](Builder& b, const Params& a) {
         const Value lane = b.zext(a.x, Type::int_(64), "lane");
         b.insert_element(ir::fp_neg_zero(Type::vector(2, kHalf)), ir::fp_neg_zero(kHalf), lane, "r");
       },
       {"%lane = zext i32 %x to i64", "%r = insertelement <2 x half> splat (half 0xH8000), half 0xH8000, i64 %lane"}},
      {"-0.0 of bfloat and float vectors, and of float",
       [](Builder& b, const Params& a) {
         b.insert_element(ir::fp_neg_zero(Type::vector(2, Type::bfloat())), ir::fp_neg_zero(Type::bfloat()), a.x, "r");
         b.fadd(a.vf, ir::fp_neg_zero(a.vf.type), "f");
         b.fadd(a.p, ir::fp_neg_zero(kF32), "g");
       },
       {"%r = insertelement <2 x bfloat> splat (bfloat 0xR8000), bfloat 0xR8000, i32 %x",
        "%f = fadd <2 x float> %vf, splat (float -0.000000e+00)", "%g = fadd float %p, -0.000000e+00"}},
      {"shufflevector, a half of one vector",
       [](Builder& b, const Params& a) { b.shuffle_vector(a.h, ir::poison(a.h.type), {2, 3}, "r"); },
       {"%r = shufflevector <4 x half> %h, <4 x half> poison, <2 x i32> <i32 2, i32 3>"}},
      {"shufflevector, lanes of both vectors",
       [](Builder& b, const Params& a) { b.shuffle_vector(a.v, a.v, {0, 2, 1, 3}, "r"); },
       {"%r = shufflevector <2 x i32> %v, <2 x i32> %v, <4 x i32> <i32 0, i32 2, i32 1, i32 3>"}},
      {"shufflevector, a poison lane",
       [](Builder& b, const Params& a) { b.shuffle_vector(a.h, ir::poison(a.h.type), {-1, 1}, "r"); },
       {"%r = shufflevector <4 x half> %h, <4 x half> poison, <2 x i32> <i32 poison, i32 1>"}},
      {"shufflevector, broadcast: LLVM spells an all-zero mask zeroinitializer",
       [](Builder& b, const Params& a) { b.shuffle_vector(a.h, ir::poison(a.h.type), {0, 0, 0, 0}, "r"); },
       {"%r = shufflevector <4 x half> %h, <4 x half> poison, <4 x i32> zeroinitializer"}},
      {"shufflevector, an all-poison mask is poison",
       [](Builder& b, const Params& a) { b.shuffle_vector(a.h, ir::poison(a.h.type), {-1, -1}, "r"); },
       {"%r = shufflevector <4 x half> %h, <4 x half> poison, <2 x i32> poison"}},
      {"extractvalue, an mma accumulator", [](Builder& b, const Params& a) { b.extract_value(a.s, 2, "r"); },
       {"%r = extractvalue { float, float, float, float } %s, 2"}},
      {"extractvalue of a vector member, used as that vector",
       [](Builder& b, const Params& a) {
         const Value pair = b.extract_value(a.sh, 1, "pair");
         b.bitcast(pair, kI32, "r");
       },
       {"%pair = extractvalue { <2 x half>, <2 x half> } %sh, 1", "%r = bitcast <2 x half> %pair to i32"}},
      {"call with i1 flags: LLVM spells them true and false",
       [](Builder& b, const Params& a) {
         b.call(*a.mods, {ir::i1(false), a.h, ir::i1(true), a.h, ir::const_int(16, 0), ir::zero_initializer(kAcc),
                          ir::i1(false), ir::i1(false)}, "r");
       },
       {"%r = call <8 x float> @mods(i1 false, <4 x half> %h, i1 true, <4 x half> %h, i16 0, <8 x float> "
        "zeroinitializer, i1 false, i1 false)"}},
      {"call returning a struct, its members taken apart",
       [](Builder& b, const Params& a) {
         const Value d = b.call(*a.mma, {a.ph, a.ph, a.p, a.q, a.p, a.q}, "d");
         b.extract_value(d, 3, "r");
       },
       {"%d = call { float, float, float, float } @mma(<2 x half> %ph, <2 x half> %ph, float %p, float %q, float %p, "
        "float %q)",
        "%r = extractvalue { float, float, float, float } %d, 3"}},
      {"phis of a vector and a struct accumulator, starting at zeroinitializer",
       [](Builder& b, const Params& a) {
         ir::Function& fn = b.function();
         const ir::Block* entry = fn.layout.back();
         ir::Block* loop = fn.new_block("loop");
         ir::Block* done = fn.new_block("done");
         b.br(loop);
         b.start(loop);
         ir::Instruction& v = b.phi(kAcc, "va");
         ir::Instruction& s = b.phi(kMma, "sa");
         v.add_incoming(ir::zero_initializer(kAcc), entry);
         s.add_incoming(ir::zero_initializer(kMma), entry);
         const Value e = b.extract_value(s.result(), 0, "e");
         const Value s_next = b.call(*a.mma, {a.ph, a.ph, e, e, e, e}, "sa.next");
         const Value v_next = b.call(*a.mods, {ir::i1(false), a.h, ir::i1(false), a.h, ir::const_int(16, 0),
                                               v.result(), ir::i1(false), ir::i1(false)}, "va.next");
         v.add_incoming(v_next, loop);
         s.add_incoming(s_next, loop);
         b.cond_br(a.c, loop, done);
         b.start(done);
       },
       {"br label %loop", "", "loop:", "%va = phi <8 x float> [ zeroinitializer, %entry ], [ %va.next, %loop ]",
        "%sa = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %sa.next, %loop ]",
        "%e = extractvalue { float, float, float, float } %sa, 0",
        "%sa.next = call { float, float, float, float } @mma(<2 x half> %ph, <2 x half> %ph, float %e, float %e, "
        "float %e, float %e)",
        "%va.next = call <8 x float> @mods(i1 false, <4 x half> %h, i1 false, <4 x half> %h, i16 0, <8 x float> %va, "
        "i1 false, i1 false)",
        "br i1 %c, label %loop, label %done", "", "done:"},
       false},
  };
  return table;
}

const paritykit::spec::Flavor& flavor() {
  static const paritykit::spec::Flavor f = [] {
    paritykit::spec::Flavor llvm22;
    llvm22.name = "llvm22";
    llvm22.llvm_major = 22;
    llvm22.nocapture_attr = "captures(none)";
    return llvm22;
  }();
  return f;
}

/// A module with one function `@case<n>(params)` per case, each `entry: <case>; ret void`.
std::string module_of(const std::vector<OpCase>& table) {
  ir::Module m;
  m.source_filename = "alpha_ir_test";
  m.triple = "amdgcn-amd-amdhsa";
  const auto callees = declare_callees(m);
  for (std::size_t n = 0; n < table.size(); ++n) {
    ir::Function& f = m.define("case" + std::to_string(n), ir::CallingConv::Default, Type::void_(), kArgs);
    Builder b(f);
    b.start(f.new_block("entry"));
    table[n].build(b, params_of(f, callees));
    b.ret_void();
  }
  return print_module(m, flavor());
}

/// The instruction lines of the module's only function, up to its `ret void`, unindented.
std::vector<std::string> body_of(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t at = text.find("entry:\n");
  if (at == std::string::npos) return {"<no entry block>"};
  at += 7;
  for (std::size_t end; (end = text.find('\n', at)) != std::string::npos; at = end + 1) {
    std::string line = text.substr(at, end - at);
    if (line == "  ret void") break;
    lines.push_back(line.rfind("  ", 0) == 0 ? line.substr(2) : line);
  }
  return lines;
}

TEST(AlphaPrinter, EachOperationPrintsItsLine) {
  for (const OpCase& c : cases()) EXPECT_EQ(body_of(module_of({c})), c.lines) << c.what;
}

TEST(AlphaPrinter, TypeSpellings) {
  const struct {
    Type type;
    const char* text;
  } table[] = {
      {Type::vector(2, kI32), "<2 x i32>"},
      {Type::vector(4, kI16), "<4 x i16>"},
      {Type::vector(8, Type::int_(8)), "<8 x i8>"},
      {Type::vector(4, kI1), "<4 x i1>"},
      {Type::vector(8, kF32), "<8 x float>"},
      {Type::vector(16, Type::bfloat()), "<16 x bfloat>"},
      {Type::array(4, kI32), "[4 x i32]"},
      {kMma, "{ float, float, float, float }"},
      {kMmaHalf, "{ <2 x half>, <2 x half> }"},
      {Type::struct_({kI32, Type::vector(4, kI32)}), "{ i32, <4 x i32> }"},
      {Type::struct_({}), "{}"},
  };
  for (const auto& row : table) {
    ir::Module m;
    m.declare("g", row.type, {row.type});
    const std::string text = print_module(m, flavor());
    const std::string want = std::string("declare ") + row.text + " @g(" + row.text + ")\n";
    EXPECT_NE(text.find(want), std::string::npos) << row.text << " in:\n" << text;
  }
}

// Values and instructions copy types everywhere; a struct's members must not make that costly.
static_assert(std::is_trivially_copyable_v<Type>);

TEST(AlphaIr, StructTypesCompareByMembers) {
  EXPECT_EQ(Type::struct_({kF32, kF32}), Type::struct_({kF32, kF32}));
  EXPECT_NE(Type::struct_({kF32, kF32}), Type::struct_({kF32, kI32}));
  EXPECT_NE(Type::struct_({kF32}), Type::vector(1, kF32));
  EXPECT_NE(Type::vector(2, kI32), Type::vector(2, Type::int_(64)));
}

TEST(AlphaIr, ResultTypesFollowTheOperation) {
  ir::Module m;
  const auto callees = declare_callees(m);
  ir::Function& f = m.define("f", ir::CallingConv::Default, Type::void_(), kArgs);
  Builder b(f);
  b.start(f.new_block("entry"));
  const Params a = params_of(f, callees);
  EXPECT_EQ(b.extract_value(a.s, 0, "e0").type, kF32);
  EXPECT_EQ(b.extract_value(a.sh, 0, "e1").type, Type::vector(2, kHalf));
  EXPECT_EQ(b.extract_element(a.w, ir::i32(0), "e2").type, kI16);
  EXPECT_EQ(b.shuffle_vector(a.w, a.w, {0, 7, 1}, "e3").type, Type::vector(3, kI16));
  EXPECT_EQ(b.icmp_sge(a.w, a.w, "e4").type, Type::vector(4, kI1));
  EXPECT_EQ(b.fcmp(FPredicate::Olt, a.p, a.q, "e5").type, kI1);
  EXPECT_EQ(b.bitcast(a.ph, kI32, "e6").type, kI32);
  EXPECT_EQ(b.call(*a.mma, {a.ph, a.ph, a.p, a.p, a.p, a.p}, "e7").type, kMma);
  EXPECT_EQ(b.insert_element(ir::fp_neg_zero(a.ph.type), a.p, ir::i64(0), "e8").type, a.ph.type);
}

TEST(AlphaIr, MalformedRequestsThrow) {
  ir::Module m;
  const auto callees = declare_callees(m);
  ir::Function& f = m.define("f", ir::CallingConv::Default, Type::void_(), kArgs);
  Builder b(f);
  b.start(f.new_block("entry"));
  const Params a = params_of(f, callees);
  EXPECT_THROW(b.extract_value(a.s, 4, "r"), std::logic_error);
  EXPECT_THROW(b.extract_value(a.x, 0, "r"), std::logic_error);
  EXPECT_THROW(b.extract_element(a.x, ir::i32(0), "r"), std::logic_error);
  EXPECT_THROW(b.shuffle_vector(a.h, a.ph, {0}, "r"), std::logic_error);   // operand types differ
  EXPECT_THROW(b.shuffle_vector(a.h, a.h, {8}, "r"), std::logic_error);    // past both vectors
  EXPECT_THROW(b.shuffle_vector(a.h, a.h, {}, "r"), std::logic_error);
  EXPECT_THROW(ir::zero_initializer(kF32), std::logic_error);
  EXPECT_THROW(ir::fp_neg_zero(kI32), std::logic_error);
  EXPECT_THROW(ir::fp_neg_zero(Type::vector(2, kI32)), std::logic_error);
  EXPECT_THROW(ir::fp_const(0.1), std::logic_error);  // not a float: the printed constant would not be f32
}

// Many instructions, past the function arena's first buffers: each result keeps its name and
// address while later ones are added, and a phi's incoming list grows after later code is built.
TEST(AlphaIr, ValuesStayValidAsAFunctionGrows) {
  ir::Module m;
  ir::Function& f = m.define("f", ir::CallingConv::Default, Type::void_(), {{"x", kI32, 0}});
  Builder b(f);
  ir::Block* entry = f.new_block("entry");
  ir::Block* loop = f.new_block("loop");
  b.start(entry);
  b.br(loop);
  b.start(loop);
  ir::Instruction& phi = b.phi(kI32, "p");
  constexpr int kAdds = 5000;
  Value v = phi.result();
  for (int i = 0; i < kAdds; ++i) v = b.add(v, i == 0 ? f.arg(0) : ir::i32(i), name("s{}", i));
  for (int i = 0; i < 40; ++i) phi.add_incoming(i % 2 ? v : f.arg(0), i % 2 ? loop : entry);
  b.br(loop);
  const std::string text = print_module(m, pk_test::shipped_flavor("llvm22"));
  EXPECT_NE(text.find("  %s0 = add i32 %p, %x\n"), std::string::npos);
  EXPECT_NE(text.find("  %s4999 = add i32 %s4998, 4999\n"), std::string::npos);
  EXPECT_NE(text.find("  %p = phi i32 [ %x, %entry ], [ %s4999, %loop ], [ %x, %entry ]"), std::string::npos);
  EXPECT_EQ(phi.operands.size(), 40u);
}

TEST(AlphaIr, NamesFillTheirFieldsInOrder) {
  EXPECT_EQ(name("{}.c{}", 'a', 3), "a.c3");
  EXPECT_EQ(name("cs.e{}.{}", std::size_t{12}, std::string("v")), "cs.e12.v");
  EXPECT_EQ(name("{}{}{}", -7, "x", 'y'), "-7xy");
  EXPECT_EQ(name("entry"), "entry");
  EXPECT_EQ(name("{},{}", 256, 256), "256,256");
}

/// Every case in one module, assembled by the llvm-as of the shipped flavor `flavor_name`.
void expect_every_case_assembles(const std::string& flavor_name) {
  const paritykit::spec::Flavor& f = pk_test::shipped_flavor(flavor_name);
  if (const std::string missing = pk_test::missing_tool(f, {"llvm-as"}); !missing.empty())
    GTEST_SKIP() << missing << " is not installed; the IR syntax is unchecked";
  TempDir dir("pk-alpha-ir");
  dir.write("all.ll", module_of(cases()));
  const pk_test::ProcessResult r = pk_test::assemble(f, dir.path / "all.ll", dir.path / "all.bc");
  EXPECT_TRUE(r.ok()) << pk_test::transcript(r);
}

TEST(AlphaPrinter, LlvmAs22AcceptsEveryOperation) { expect_every_case_assembles("llvm22"); }

// The spellings above are the same in LLVM 19, the oldest flavor.
TEST(AlphaPrinter, LlvmAs19AcceptsEveryOperation) { expect_every_case_assembles("llvm19"); }

// LLVM prints each definition back byte for byte: the printer uses LLVM's own canonical spelling,
// so a canonical re-check (llvm-as | llvm-dis) of alpha's output changes nothing.
TEST(AlphaPrinter, LlvmDis22PrintsEveryOperationBackUnchanged) {
  const paritykit::spec::Flavor& f = pk_test::shipped_flavor("llvm22");
  if (const std::string missing = pk_test::missing_tool(f, {"llvm-as", "llvm-dis"}); !missing.empty())
    GTEST_SKIP() << missing << " is not installed";
  TempDir dir("pk-alpha-ir");
  std::vector<OpCase> reprinted;
  for (const OpCase& c : cases())
    if (c.reprinted) reprinted.push_back(c);
  const std::string ours = module_of(reprinted);
  dir.write("all.ll", ours);
  const pk_test::ProcessResult assembled = pk_test::assemble(f, dir.path / "all.ll", dir.path / "all.bc");
  ASSERT_TRUE(assembled.ok()) << pk_test::transcript(assembled);
  const pk_test::ProcessResult back =
      pk_test::run_command({pk_test::flavor_tool(f, "llvm-dis").string(), (dir.path / "all.bc").string(), "-o", "-"});
  ASSERT_TRUE(back.ok()) << pk_test::transcript(back);
  for (std::size_t at = ours.find("define "); at != std::string::npos; at = ours.find("define ", at + 1)) {
    const std::string definition = ours.substr(at, ours.find("}\n", at) + 2 - at);
    EXPECT_NE(back.stdout_text.find(definition), std::string::npos) << "llvm-dis prints this differently:\n" << definition;
  }
}

}  // namespace
