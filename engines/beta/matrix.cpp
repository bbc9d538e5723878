#include "matrix.h"

#include <algorithm>
#include <stdexcept>

namespace paritykit::beta {

using namespace paritykit::spec;

const MatrixShape* pick_instruction(const TargetInfo& t, Math math, int k_extent,
                                    bool (*eligible)(const MatrixShape&)) {
  const MatrixShape *first = nullptr, *best = nullptr;
  for (const MatrixShape& m : t.matrix) {
    if (m.math != math || (eligible && !eligible(m))) continue;
    if (!first) first = &m;
    if (k_extent % m.k == 0 && (!best || m.k > best->k)) best = &m;
  }
  return best ? best : first;
}

AccGrid acc_grid(const FragmentLayout& c) {
  AccGrid g;
  for (const auto& r : c.runs)
    for (int w = 0; w < c.run; ++w) {
      const int row = r.row + (c.run_along_rows ? w : 0), col = r.col + (c.run_along_rows ? 0 : w);
      if (std::find(g.rows.begin(), g.rows.end(), row) == g.rows.end()) g.rows.push_back(row);
      if (std::find(g.cols.begin(), g.cols.end(), col) == g.cols.end()) g.cols.push_back(col);
    }
  std::sort(g.rows.begin(), g.rows.end());
  std::sort(g.cols.begin(), g.cols.end());
  return g;
}

int element_at(const FragmentLayout& c, int row, int col) {
  for (size_t r = 0; r < c.runs.size(); ++r)
    for (int w = 0; w < c.run; ++w)
      if (c.runs[r].row + (c.run_along_rows ? w : 0) == row && c.runs[r].col + (c.run_along_rows ? 0 : w) == col)
        return static_cast<int>(r) * c.run + w;
  throw std::logic_error("beta: the accumulator layout does not cover its own rows and columns");
}

MatrixText matrix_text(const MatrixShape& shape, DType input, const Flavor& flavor) {
  MatrixText m{&shape, shape.intrinsic(input), "", "", "", "", "", flavor.wmma_neg_operands};
  if (!m.intrinsic) throw std::logic_error("beta: no matrix intrinsic for this input type");
  m.element_type = m.intrinsic->bits == FragmentBits::Int16 ? "i16"
                   : input == DType::F16                    ? "half"
                   : input == DType::BF16                   ? "bfloat"
                                                            : "float";
  m.acc_type = shape.call == MatrixCall::MmaSync ? std::string("{ float, float, float, float }")
                                                 : text_of<"<{} x float>">(shape.c.elements());
  m.a_type = text_of<"<{} x {}>">(shape.a.elements(), m.element_type);
  m.b_type = text_of<"<{} x {}>">(shape.b.elements(), m.element_type);
  m.run_arg_type = m.intrinsic->bits == FragmentBits::Int32PerRun ? std::string("i32")
                                                                  : text_of<"<2 x {}>">(m.element_type);
  return m;
}

void matrix_declaration(TextSink& out, const MatrixText& m) {
  const std::string_view name = m.intrinsic->name;
  switch (m.shape->call) {
    case MatrixCall::Wmma:
      PK_SINK_FORMAT(out, "declare {0} @{1}({2}, {3}, {0})\n", m.acc_type, name, m.a_type, m.b_type);
      return;
    case MatrixCall::WmmaMods:
      if (m.neg_operands)
        PK_SINK_FORMAT(out, "declare {0} @{1}(i1, {2}, i1, {3}, i16, {0}, i1, i1)\n", m.acc_type, name, m.a_type,
                       m.b_type);
      else
        PK_SINK_FORMAT(out, "declare {0} @{1}({2}, {3}, i16, {0}, i1, i1)\n", m.acc_type, name, m.a_type, m.b_type);
      return;
    case MatrixCall::Mfma:
      PK_SINK_FORMAT(out, "declare {0} @{1}({2}, {3}, {0}, i32, i32, i32)\n", m.acc_type, name, m.a_type, m.b_type);
      return;
    case MatrixCall::MmaSync: {
      std::string args;
      for (size_t r = 0; r < m.shape->a.runs.size() + m.shape->b.runs.size(); ++r) args += m.run_arg_type + ", ";
      for (int e = 0; e < m.shape->c.elements(); ++e) args += e ? ", float" : "float";
      PK_SINK_FORMAT(out, "declare {} @{}({})\n", m.acc_type, name, args);
      return;
    }
  }
}

void matrix_call(TextSink& out, const MatrixText& m, std::string_view result, std::string_view acc,
                 std::string_view xa, std::string_view xb, std::string_view a_runs, std::string_view b_runs) {
  const std::string_view name = m.intrinsic->name;
  switch (m.shape->call) {
    case MatrixCall::Wmma:
      PK_SINK_FORMAT(out, "  {0} = call {1} @{2}({3} {5}, {4} {6}, {1} {7})\n", result, m.acc_type, name, m.a_type,
                     m.b_type, xa, xb, acc);
      return;
    case MatrixCall::WmmaMods:
      PK_SINK_FORMAT(out, "  {0} = call {1} @{2}({8}{3} {5}, {9}{4} {6}, i16 0, {1} {7}, i1 false, i1 false)\n",
                     result, m.acc_type, name, m.a_type, m.b_type, xa, xb, acc, m.neg_operands ? "i1 false, " : "",
                     m.neg_operands ? "i1 false, " : "");
      return;
    case MatrixCall::Mfma:
      PK_SINK_FORMAT(out, "  {0} = call {1} @{2}({3} {5}, {4} {6}, {1} {7}, i32 0, i32 0, i32 0)\n", result,
                     m.acc_type, name, m.a_type, m.b_type, xa, xb, acc);
      return;
    case MatrixCall::MmaSync: {
      const int elems = m.shape->c.elements();
      const bool zero = acc == "zeroinitializer";
      if (!zero)
        for (int e = 0; e < elems; ++e)
          PK_SINK_FORMAT(out, "  {0}.{1} = extractvalue {2} {0}, {1}\n", acc, e, m.acc_type);
      std::string args;
      for (size_t r = 0; r < m.shape->a.runs.size(); ++r) args += text_of<"{} {}{}, ">(m.run_arg_type, a_runs, r);
      for (size_t r = 0; r < m.shape->b.runs.size(); ++r) args += text_of<"{} {}{}, ">(m.run_arg_type, b_runs, r);
      for (int e = 0; e < elems; ++e) {
        const std::string c = zero ? std::string("0.000000e+00") : text_of<"{}.{}">(acc, e);
        args += text_of<"{}float {}">(e ? ", " : "", c);
      }
      PK_SINK_FORMAT(out, "  {} = call {} @{}({})\n", result, m.acc_type, name, args);
      return;
    }
  }
}

}  // namespace paritykit::beta
