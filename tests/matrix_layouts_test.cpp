// The shared fragment-layout table (spec::MatrixShape's a, b, c) against AMD's own: the outputs
// of AMD's matrix instruction calculator, checked in under tests/data/amd_matrix_calculator/
// (its README names the calculator's commit and the command behind each file), and, for the
// instructions the calculator does not know (gfx950, gfx1250), composable_kernel's ck_tile lane
// parameters under tests/data/amd_matrix_layouts/, compared the same way. Both engines
// read that table, so a wrong lane there would be emitted identically by both and pass every
// other gate; only a source apart from the engines can catch it.
//
// C and D must agree element by element. For A and B the hardware may number k differently from
// the table (gfx1201 does): D = sum_k A[m][k] * B[k][n] is the same product, up to the order of
// the additions, under any relabelling of k that A and B share. So per lane and element the row
// of A (the column of B) must agree, and the table's k must map to the hardware's k through one
// bijection of 0..k-1, the same for A and B. The cases at the end show each check failing.
#include <gtest/gtest.h>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <iostream>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "paritykit/spec.h"
#include "paritykit/support/file.h"
#include "paritykit/support/lines.h"
#include "test_paths.h"

namespace fs = std::filesystem;
namespace spec = paritykit::spec;

namespace {

/// One element of an operand, in the table's frame: (row, col) of the m x k tile (A), the n x k
/// tile (B, transposed) or the m x n tile (C, D).
struct Cell {
  int row = 0, col = 0;
  bool operator==(const Cell&) const = default;
};
/// cells[lane][e]: where element e of the intrinsic's operand of lane `lane` lies.
using LaneCells = std::vector<std::vector<Cell>>;

/// The table's cells for `lanes` lanes (spec.h, FragmentLayout, says how a layout places them).
LaneCells table_cells(const spec::FragmentLayout& f, int lanes) {
  LaneCells cells(lanes);
  for (int l = 0; l < lanes; ++l) {
    const int lo = l % f.lane_split, hi = l / f.lane_split;
    const Cell first = f.row_from_lo ? Cell{lo * f.row_scale, hi * f.col_scale}
                                     : Cell{hi * f.row_scale, lo * f.col_scale};
    for (const spec::FragmentLayout::Offset& run : f.runs)
      for (int i = 0; i < f.run; ++i)
        cells[l].push_back(f.run_along_rows ? Cell{first.row + run.row + i, first.col + run.col}
                                            : Cell{first.row + run.row, first.col + run.col + i});
  }
  return cells;
}

/// One file of the calculator: `--matrix-layout --csv` for one operand of one instruction.
struct CalculatorLayout {
  std::string architecture;  ///< "CDNA3", as it prints it
  std::string instruction;   ///< "V_MFMA_F32_16X16X16_F16"
  char matrix = 0;           ///< 'A', 'B', 'C' or 'D'
  LaneCells cells;           ///< in the table's frame (B transposed: its B[k][j] is cell (j, k))
};

bool parse_int(std::string_view text, int* out) {
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, *out);
  return ec == std::errc{} && ptr == end && !text.empty();
}

/// One entry "A[i][j]" of matrix `matrix`, as the table's cell; false when it is not one.
bool parse_entry(std::string_view text, char matrix, Cell* out) {
  if (text.size() < 7 || text[0] != matrix || text[1] != '[' || text.back() != ']') return false;
  const std::size_t close = text.find("][");
  if (close == std::string_view::npos) return false;
  int i = 0, j = 0;
  if (!parse_int(text.substr(2, close - 2), &i) || !parse_int(text.substr(close + 2, text.size() - close - 3), &j))
    return false;
  *out = matrix == 'B' ? Cell{j, i} : Cell{i, j};
  return true;
}

/// Parses the calculator's CSV: "Architecture: X", "Instruction: Y", a header "lane,<register
/// parts>", then one row per lane, in lane order, "<lane>,M[i][j],...". Errors name the file
/// (`path`) and the line.
bool parse_calculator_csv(std::string_view text, const std::string& path, CalculatorLayout* out, std::string* err) {
  *out = {};
  const std::vector<std::string_view> lines = paritykit::support::split_lines(text);
  auto fail = [&](std::size_t line, const std::string& why) {
    *err = path + ":" + std::to_string(line + 1) + ": " + why;
    return false;
  };
  auto field = [&](std::size_t line, std::string_view key, std::string* value) {
    if (line >= lines.size() || !lines[line].starts_with(key))
      return fail(line, "expected \"" + std::string(key) + "\"");
    *value = std::string(lines[line].substr(key.size()));
    return true;
  };
  if (!field(0, "Architecture: ", &out->architecture) || !field(1, "Instruction: ", &out->instruction)) return false;
  if (lines.size() < 3 || !lines[2].starts_with("lane,")) return fail(2, "expected the header \"lane,...\"");
  const std::size_t columns = static_cast<std::size_t>(std::count(lines[2].begin(), lines[2].end(), ','));
  for (std::size_t n = 3; n < lines.size(); ++n) {
    if (lines[n].empty() && n + 1 == lines.size()) break;  // the file's last newline
    std::vector<std::string_view> fields;
    for (std::size_t start = 0;;) {
      const std::size_t comma = lines[n].find(',', start);
      fields.push_back(lines[n].substr(start, comma == std::string_view::npos ? comma : comma - start));
      if (comma == std::string_view::npos) break;
      start = comma + 1;
    }
    int lane = -1;
    if (!parse_int(fields[0], &lane) || lane != static_cast<int>(out->cells.size()))
      return fail(n, "expected lane " + std::to_string(out->cells.size()) + ", got \"" + std::string(fields[0]) + "\"");
    if (fields.size() != columns + 1)
      return fail(n, std::to_string(fields.size() - 1) + " entries, the header has " + std::to_string(columns));
    if (out->matrix == 0 && !fields[1].empty()) out->matrix = fields[1][0];
    std::vector<Cell>& lane_cells = out->cells.emplace_back();
    for (std::size_t e = 1; e < fields.size(); ++e)
      if (!parse_entry(fields[e], out->matrix, &lane_cells.emplace_back()))
        return fail(n, "entry " + std::to_string(e - 1) + " \"" + std::string(fields[e]) + "\" is not " +
                           std::string(1, out->matrix) + "[i][j]");
  }
  if (out->cells.empty()) return fail(lines.size() - 1, "no lanes");
  if (std::string_view("ABCD").find(out->matrix) == std::string_view::npos)
    return fail(3, std::string("unknown matrix '") + out->matrix + "'");
  return true;
}

std::string describe(Cell c) { return "(" + std::to_string(c.row) + "," + std::to_string(c.col) + ")"; }

/// What differs between the table's and the hardware's lane and element counts; empty when they match.
std::vector<std::string> shape_differences(const LaneCells& table, const LaneCells& hardware) {
  if (table.size() != hardware.size())
    return {std::to_string(table.size()) + " lanes in the table, " + std::to_string(hardware.size()) +
            " in the calculator"};
  for (std::size_t l = 0; l < table.size(); ++l)
    if (table[l].size() != hardware[l].size())
      return {"lane " + std::to_string(l) + ": " + std::to_string(table[l].size()) + " elements in the table, " +
              std::to_string(hardware[l].size()) + " in the calculator"};
  return {};
}

/// Each cell of the rows x cols tile not held exactly once by `cells` ("(r,c) held N times").
std::vector<std::string> coverage_gaps(const LaneCells& cells, int rows, int cols) {
  std::vector<int> held(static_cast<std::size_t>(rows * cols), 0);
  std::vector<std::string> gaps;
  for (const std::vector<Cell>& lane : cells)
    for (Cell c : lane) {
      if (c.row < 0 || c.row >= rows || c.col < 0 || c.col >= cols)
        gaps.push_back(describe(c) + " lies outside the " + std::to_string(rows) + "x" + std::to_string(cols) +
                       " tile");
      else
        ++held[static_cast<std::size_t>(c.row * cols + c.col)];
    }
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (int n = held[static_cast<std::size_t>(r * cols + c)]; n != 1)
        gaps.push_back(describe({r, c}) + " held " + std::to_string(n) + " times");
  return gaps;
}

/// C and D: every lane and element at the same cell; one line per difference.
std::vector<std::string> accumulator_differences(const LaneCells& table, const LaneCells& hardware) {
  std::vector<std::string> diffs = shape_differences(table, hardware);
  if (!diffs.empty()) return diffs;
  for (std::size_t l = 0; l < table.size(); ++l)
    for (std::size_t e = 0; e < table[l].size(); ++e)
      if (table[l][e] != hardware[l][e])
        diffs.push_back("lane " + std::to_string(l) + " element " + std::to_string(e) + ": table " +
                        describe(table[l][e]) + ", calculator " + describe(hardware[l][e]));
  return diffs;
}

/// A or B (k along the columns): the relabelling of k that takes the table's cells to the
/// hardware's, k_of[table k] = hardware k, when the rows agree everywhere and the table's k maps
/// to one k of the hardware's, one to one; nullopt with one line per difference otherwise.
std::optional<std::vector<int>> k_relabelling(const LaneCells& table, const LaneCells& hardware, int k,
                                              std::vector<std::string>* diffs) {
  *diffs = shape_differences(table, hardware);
  if (!diffs->empty()) return std::nullopt;
  std::vector<int> k_of(static_cast<std::size_t>(k), -1);
  for (std::size_t l = 0; l < table.size(); ++l)
    for (std::size_t e = 0; e < table[l].size(); ++e) {
      const Cell t = table[l][e], h = hardware[l][e];
      const std::string where = "lane " + std::to_string(l) + " element " + std::to_string(e) + ": table " +
                                describe(t) + ", calculator " + describe(h);
      if (t.row != h.row) {
        diffs->push_back(where + ": another row");
      } else if (t.col < 0 || t.col >= k || h.col < 0 || h.col >= k) {
        diffs->push_back(where + ": k outside 0.." + std::to_string(k - 1));
      } else if (int& mapped = k_of[static_cast<std::size_t>(t.col)]; mapped == -1) {
        mapped = h.col;
      } else if (mapped != h.col) {
        diffs->push_back(where + ": the table's k " + std::to_string(t.col) + " is the calculator's k " +
                         std::to_string(mapped) + " elsewhere");
      }
    }
  if (diffs->empty() && std::set<int>(k_of.begin(), k_of.end()).size() != k_of.size())
    diffs->push_back("two of the table's k are one k of the calculator's");
  if (!diffs->empty()) return std::nullopt;
  return k_of;
}

std::string describe(const std::vector<int>& k_of) {
  std::ostringstream s;
  for (std::size_t i = 0; i < k_of.size(); ++i) s << (i ? " " : "") << i << "->" << k_of[i];
  return s.str();
}

/// How the hardware's k order stands to the table's.
///  Same: the identity (the table is the hardware's layout exactly).
///  SharedRelabelling: another bijection of k, the same for A and B (the same product).
enum class KOrder { Same, SharedRelabelling };

/// The differences between the table's shape and the calculator's four operands (one line each);
/// `*relabelling` gets the k relabelling A and B share, when they do.
std::vector<std::string> shape_vs_calculator(const spec::MatrixShape& shape, int lanes, const CalculatorLayout& a,
                                             const CalculatorLayout& b, const CalculatorLayout& c,
                                             const CalculatorLayout& d, std::vector<int>* relabelling) {
  std::vector<std::string> out;
  auto add = [&](const std::string& operand, const std::vector<std::string>& lines) {
    for (const std::string& line : lines) out.push_back(operand + ": " + line);
  };
  const LaneCells ta = table_cells(shape.a, lanes), tb = table_cells(shape.b, lanes), tc = table_cells(shape.c, lanes);
  add("table A", coverage_gaps(ta, shape.m, shape.k));
  add("table B", coverage_gaps(tb, shape.n, shape.k));
  add("table C", coverage_gaps(tc, shape.m, shape.n));
  add("calculator A", coverage_gaps(a.cells, shape.m, shape.k));
  add("calculator B", coverage_gaps(b.cells, shape.n, shape.k));
  add("C", accumulator_differences(tc, c.cells));
  add("D", accumulator_differences(tc, d.cells));
  std::vector<std::string> diffs;
  const std::optional<std::vector<int>> ka = k_relabelling(ta, a.cells, shape.k, &diffs);
  add("A", diffs);
  const std::optional<std::vector<int>> kb = k_relabelling(tb, b.cells, shape.k, &diffs);
  add("B", diffs);
  if (ka && kb && *ka != *kb)
    out.push_back("A and B number k differently (not the same product): A " + describe(*ka) + "; B " + describe(*kb));
  if (ka && kb && *ka == *kb) *relabelling = *ka;
  return out;
}

/// One instruction the calculator knows, the table row that must match it, and what is expected.
struct CalculatorCase {
  std::string stem;  ///< files <stem>_{A,B,C,D}.csv
  std::string architecture, instruction;
  std::string target;
  int m, n, k;
  spec::DType input;
  std::string intrinsic;  ///< the table's intrinsic for that instruction
  KOrder k_order;
};
/// gtest names a case by its files (not its bytes, which hold pointers and change from build to build).
void PrintTo(const CalculatorCase& c, std::ostream* os) { *os << c.stem; }

const std::vector<CalculatorCase>& calculator_cases() {
  static const std::vector<CalculatorCase> cases = {
      {"cdna3_v_mfma_f32_16x16x16_f16", "CDNA3", "V_MFMA_F32_16X16X16_F16", "gfx942", 16, 16, 16, spec::DType::F16,
       "llvm.amdgcn.mfma.f32.16x16x16f16", KOrder::Same},
      {"cdna3_v_mfma_f32_16x16x16_bf16", "CDNA3", "V_MFMA_F32_16X16X16_BF16", "gfx942", 16, 16, 16,
       spec::DType::BF16, "llvm.amdgcn.mfma.f32.16x16x16bf16.1k", KOrder::Same},
      // gfx1201's hardware interleaves k in fours across the half-waves (lane 0 holds k 0-3 and
      // 8-11); the table gives lane 0 k 0-7. The relabelling is shared by A and B.
      {"rdna4_v_wmma_f32_16x16x16_f16", "RDNA4", "V_WMMA_F32_16X16X16_F16", "gfx1201", 16, 16, 16, spec::DType::F16,
       "llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16", KOrder::SharedRelabelling},
      {"rdna4_v_wmma_f32_16x16x16_bf16", "RDNA4", "V_WMMA_F32_16X16X16_BF16", "gfx1201", 16, 16, 16,
       spec::DType::BF16, "llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v8i16", KOrder::SharedRelabelling},
  };
  return cases;
}

const fs::path& data_dir() {
  static const fs::path dir = fs::path(PK_SOURCE_DIR) / "tests/data/amd_matrix_calculator";
  return dir;
}

bool load_calculator_file(const std::string& stem, char matrix, CalculatorLayout* out, std::string* err) {
  const fs::path path = data_dir() / (stem + "_" + matrix + ".csv");
  std::string text;
  if (!paritykit::support::read_file(path, &text, err)) return false;
  if (!parse_calculator_csv(text, path.string(), out, err)) return false;
  if (out->matrix != matrix) {
    *err = path.string() + ": holds matrix " + std::string(1, out->matrix) + ", not " + matrix;
    return false;
  }
  return true;
}

const spec::MatrixShape* find_shape(const spec::TargetInfo& t, int m, int n, int k) {
  for (const spec::MatrixShape& s : t.matrix)
    if (s.m == m && s.n == n && s.k == k) return &s;
  return nullptr;
}

/// The table's row of `target` for an m x n x k instruction on `input`; nullptr (a test failure
/// saying why) where there is none, or where its intrinsic is not `intrinsic`: the row another
/// source describes.
const spec::MatrixShape* table_row(const spec::TargetInfo& target, int m, int n, int k, spec::DType input,
                                   const std::string& intrinsic) {
  const spec::MatrixShape* shape = find_shape(target, m, n, k);
  if (!shape) {
    ADD_FAILURE() << target.name << " has no " << m << "x" << n << "x" << k;
    return nullptr;
  }
  const spec::MatrixIntrinsic* in = shape->intrinsic(input);
  if (!in) {
    ADD_FAILURE() << target.name << " " << m << "x" << n << "x" << k << " has no intrinsic for "
                  << spec::to_string(input);
    return nullptr;
  }
  EXPECT_EQ(in->name, intrinsic) << "the table's row is not the instruction the other source describes";
  return shape;
}

/// Another source's layout of one instruction: the side the table is compared with, its four operands
/// and how messages name it and its k ("AMD's calculator", "hardware k").
struct OtherSource {
  std::string name, k_name, label;
  const CalculatorLayout &a, &b, &c, &d;
};

/// The table's row against `other`, element by element (shape_vs_calculator), and its k order against
/// what the case expects; prints the k relabelling found.
void expect_row_matches(const spec::MatrixShape& shape, int wave, const OtherSource& other, int k, KOrder k_order) {
  std::vector<int> relabelling;
  const std::vector<std::string> diffs =
      shape_vs_calculator(shape, wave, other.a, other.b, other.c, other.d, &relabelling);
  std::string listed;
  for (const std::string& d : diffs) listed += "  " + d + "\n";
  ASSERT_TRUE(diffs.empty()) << other.label << " differs from " << other.name << ":\n" << listed;
  ASSERT_EQ(relabelling.size(), static_cast<std::size_t>(k));
  bool identity = true;
  for (int i = 0; i < k; ++i) identity = identity && relabelling[static_cast<std::size_t>(i)] == i;
  if (k_order == KOrder::Same)
    EXPECT_TRUE(identity) << "expected the " << other.k_name << " order; table k -> " << other.k_name << ": "
                          << describe(relabelling);
  else
    EXPECT_FALSE(identity) << "expected a relabelling of k; the table now has the " << other.k_name
                           << " order: update the case";
  std::cout << other.label << ": table k -> " << other.k_name << " (A and B alike): " << describe(relabelling) << "\n";
}

class CalculatorLayouts : public ::testing::TestWithParam<CalculatorCase> {};

TEST_P(CalculatorLayouts, TableMatchesAmdCalculator) {
  const CalculatorCase& c = GetParam();
  const spec::TargetInfo* target = spec::find_target(c.target);
  ASSERT_NE(target, nullptr) << c.target;
  const spec::MatrixShape* shape = table_row(*target, c.m, c.n, c.k, c.input, c.intrinsic);
  ASSERT_NE(shape, nullptr);

  CalculatorLayout layouts[4];
  for (int i = 0; i < 4; ++i) {
    std::string err;
    ASSERT_TRUE(load_calculator_file(c.stem, "ABCD"[i], &layouts[i], &err)) << err;
    EXPECT_EQ(layouts[i].architecture, c.architecture) << c.stem;
    EXPECT_EQ(layouts[i].instruction, c.instruction) << c.stem;
  }
  EXPECT_EQ(static_cast<int>(layouts[0].cells.size()), target->wave_size)
      << "the calculator's wave is not the target's";

  expect_row_matches(*shape, target->wave_size,
                     {"AMD's calculator", "hardware k", c.target + " " + c.instruction, layouts[0], layouts[1],
                      layouts[2], layouts[3]},
                     c.k, c.k_order);
}

INSTANTIATE_TEST_SUITE_P(Instructions, CalculatorLayouts, ::testing::ValuesIn(calculator_cases()),
                         [](const ::testing::TestParamInfo<CalculatorCase>& p) { return p.param.stem; });

// --- Where the calculator has no entry (gfx950, gfx1250): composable_kernel's ck_tile warp-gemm
// parameters, checked in under tests/data/amd_matrix_layouts/ (each file cites its source), and
// expanded here by ck_tile's lane encoding for them. Both the MFMA encoding (WarpGemmAtrributeMfma,
// one access) and gfx12's WMMA one (WmmaTraitsBase<gfx12_t, ...>) put the k lane above the m (n)
// lane in the lane number and, within a lane, k0 above k1:
//   A lane l, element e: row l % ab_mn_lanes,
//     k = (e / ab_k1_per_lane) * ab_k_lanes * ab_k1_per_lane + (l / ab_mn_lanes) * ab_k1_per_lane + e % ab_k1_per_lane
//   B likewise, the column for the row; C (and D) lane l, element e: column l % c_n_lanes,
//     row = (e / c_m1_per_lane) * c_m_lanes * c_m1_per_lane + (l / c_n_lanes) * c_m1_per_lane + e % c_m1_per_lane

/// One file of tests/data/amd_matrix_layouts/: "# " comments (the source), then "key value" lines.
struct CkTileLayout {
  std::string instruction, target;
  int wave = 0, m = 0, n = 0, k = 0;
  int ab_mn_lanes = 0, ab_k0_per_lane = 0, ab_k_lanes = 0, ab_k1_per_lane = 0;
  int c_m0_per_lane = 0, c_m_lanes = 0, c_m1_per_lane = 0, c_n_lanes = 0;
};

/// Parses a ck_tile layout file; errors name the file (`path`) and the line.
bool parse_ck_tile_layout(std::string_view text, const std::string& path, CkTileLayout* out, std::string* err) {
  *out = {};
  std::vector<std::pair<std::string_view, int*>> numbers = {
      {"wave", &out->wave},
      {"m", &out->m},
      {"n", &out->n},
      {"k", &out->k},
      {"ab_mn_lanes", &out->ab_mn_lanes},
      {"ab_k0_per_lane", &out->ab_k0_per_lane},
      {"ab_k_lanes", &out->ab_k_lanes},
      {"ab_k1_per_lane", &out->ab_k1_per_lane},
      {"c_m0_per_lane", &out->c_m0_per_lane},
      {"c_m_lanes", &out->c_m_lanes},
      {"c_m1_per_lane", &out->c_m1_per_lane},
      {"c_n_lanes", &out->c_n_lanes}};
  std::set<std::string_view> seen;
  const std::vector<std::string_view> lines = paritykit::support::split_lines(text);
  for (std::size_t n = 0; n < lines.size(); ++n) {
    const std::string_view line = lines[n];
    if (line.empty() || line.starts_with("#")) continue;
    auto fail = [&](const std::string& why) {
      *err = path + ":" + std::to_string(n + 1) + ": " + why;
      return false;
    };
    const std::size_t space = line.find(' ');
    if (space == std::string_view::npos) return fail("expected \"key value\"");
    const std::string_view key = line.substr(0, space), value = line.substr(space + 1);
    if (!seen.insert(key).second) return fail("\"" + std::string(key) + "\" given twice");
    if (key == "instruction") {
      out->instruction = std::string(value);
    } else if (key == "target") {
      out->target = std::string(value);
    } else {
      auto it = std::find_if(numbers.begin(), numbers.end(), [&](const auto& e) { return e.first == key; });
      if (it == numbers.end()) return fail("unknown key \"" + std::string(key) + "\"");
      if (!parse_int(value, it->second) || *it->second <= 0)
        return fail("\"" + std::string(value) + "\" is not a positive integer");
    }
  }
  std::string missing;
  if (!seen.contains("instruction")) missing += " instruction";
  if (!seen.contains("target")) missing += " target";
  for (const auto& [key, value] : numbers)
    if (!seen.contains(key)) missing += " " + std::string(key);
  if (!missing.empty()) {
    *err = path + ": missing" + missing;
    return false;
  }
  if (out->ab_mn_lanes * out->ab_k_lanes != out->wave || out->c_n_lanes * out->c_m_lanes != out->wave ||
      out->ab_k0_per_lane * out->ab_k_lanes * out->ab_k1_per_lane != out->k ||
      out->c_m0_per_lane * out->c_m_lanes * out->c_m1_per_lane != out->m || out->c_n_lanes != out->n ||
      out->ab_mn_lanes != out->m || out->m != out->n) {
    *err = path + ": the lanes and elements do not tile the wave, m x k and m x n";
    return false;
  }
  return true;
}

/// A or B (`mn` its row: m of A, n of B) per ck_tile's encoding, in the table's frame (row, k).
LaneCells ck_tile_input_cells(const CkTileLayout& l) {
  LaneCells cells(static_cast<std::size_t>(l.wave));
  const int per_lane = l.ab_k0_per_lane * l.ab_k1_per_lane;
  for (int lane = 0; lane < l.wave; ++lane)
    for (int e = 0; e < per_lane; ++e)
      cells[static_cast<std::size_t>(lane)].push_back(
          {lane % l.ab_mn_lanes, (e / l.ab_k1_per_lane) * l.ab_k_lanes * l.ab_k1_per_lane +
                                     (lane / l.ab_mn_lanes) * l.ab_k1_per_lane + e % l.ab_k1_per_lane});
  return cells;
}

/// C (and D) per ck_tile's encoding.
LaneCells ck_tile_accumulator_cells(const CkTileLayout& l) {
  LaneCells cells(static_cast<std::size_t>(l.wave));
  const int per_lane = l.c_m0_per_lane * l.c_m1_per_lane;
  for (int lane = 0; lane < l.wave; ++lane)
    for (int e = 0; e < per_lane; ++e)
      cells[static_cast<std::size_t>(lane)].push_back(
          {(e / l.c_m1_per_lane) * l.c_m_lanes * l.c_m1_per_lane + (lane / l.c_n_lanes) * l.c_m1_per_lane +
               e % l.c_m1_per_lane,
           lane % l.c_n_lanes});
  return cells;
}

/// One instruction from ck_tile, the table row that must match it, and what is expected.
struct CkTileCase {
  std::string stem;  ///< file <stem>.txt
  int m, n, k;
  spec::DType input;
  std::string intrinsic;  ///< the table's intrinsic for that instruction
  KOrder k_order;
};
void PrintTo(const CkTileCase& c, std::ostream* os) { *os << c.stem; }

const std::vector<CkTileCase>& ck_tile_cases() {
  static const std::vector<CkTileCase> cases = {
      {"gfx950_v_mfma_f32_16x16x16_f16", 16, 16, 16, spec::DType::F16, "llvm.amdgcn.mfma.f32.16x16x16f16",
       KOrder::Same},
      {"gfx950_v_mfma_f32_16x16x16_bf16", 16, 16, 16, spec::DType::BF16, "llvm.amdgcn.mfma.f32.16x16x16bf16.1k",
       KOrder::Same},
      {"gfx950_v_mfma_f32_16x16x32_f16", 16, 16, 32, spec::DType::F16, "llvm.amdgcn.mfma.f32.16x16x32.f16",
       KOrder::Same},
      {"gfx950_v_mfma_f32_16x16x32_bf16", 16, 16, 32, spec::DType::BF16, "llvm.amdgcn.mfma.f32.16x16x32.bf16",
       KOrder::Same},
      {"gfx1250_v_wmma_f32_16x16x32_f16", 16, 16, 32, spec::DType::F16,
       "llvm.amdgcn.wmma.f32.16x16x32.f16.v8f32.v16f16", KOrder::Same},
      {"gfx1250_v_wmma_f32_16x16x32_bf16", 16, 16, 32, spec::DType::BF16,
       "llvm.amdgcn.wmma.f32.16x16x32.bf16.v8f32.v16bf16", KOrder::Same},
  };
  return cases;
}

bool load_ck_tile_layout(const std::string& stem, CkTileLayout* out, std::string* err) {
  const fs::path path = fs::path(PK_SOURCE_DIR) / "tests/data/amd_matrix_layouts" / (stem + ".txt");
  std::string text;
  return paritykit::support::read_file(path, &text, err) && parse_ck_tile_layout(text, path.string(), out, err);
}

/// The ck_tile layout as the calculator's four operands (D is C), for shape_vs_calculator.
struct AsCalculator {
  CalculatorLayout a, b, c;
};
AsCalculator as_calculator(const CkTileLayout& l) {
  AsCalculator out;
  out.a.cells = ck_tile_input_cells(l);
  out.b.cells = ck_tile_input_cells(l);
  out.c.cells = ck_tile_accumulator_cells(l);
  return out;
}

class CkTileLayouts : public ::testing::TestWithParam<CkTileCase> {};

TEST_P(CkTileLayouts, TableMatchesComposableKernel) {
  const CkTileCase& c = GetParam();
  CkTileLayout layout;
  std::string err;
  ASSERT_TRUE(load_ck_tile_layout(c.stem, &layout, &err)) << err;
  EXPECT_EQ(layout.target + "_" + layout.instruction, c.stem) << "the file names another instruction";
  ASSERT_EQ(layout.m, c.m);
  ASSERT_EQ(layout.n, c.n);
  ASSERT_EQ(layout.k, c.k);
  const spec::TargetInfo* target = spec::find_target(layout.target);
  ASSERT_NE(target, nullptr) << layout.target;
  const spec::MatrixShape* shape = table_row(*target, c.m, c.n, c.k, c.input, c.intrinsic);
  ASSERT_NE(shape, nullptr);
  EXPECT_EQ(layout.wave, target->wave_size) << "ck_tile's wave is not the target's";

  const AsCalculator ck = as_calculator(layout);
  // shape_vs_calculator's messages say "calculator" for the other side: here that is ck_tile.
  expect_row_matches(*shape, target->wave_size,
                     {"composable_kernel's ck_tile (\"calculator\" below is ck_tile)", "ck_tile k",
                      layout.target + " " + layout.instruction, ck.a, ck.b, ck.c, ck.c},
                     c.k, c.k_order);
}

INSTANTIATE_TEST_SUITE_P(Instructions, CkTileLayouts, ::testing::ValuesIn(ck_tile_cases()),
                         [](const ::testing::TestParamInfo<CkTileCase>& p) { return p.param.stem; });

// --- The checks can fail: the same comparison on a copy of a calculator layout with one thing broken.

struct Loaded {
  const spec::MatrixShape* shape = nullptr;
  int lanes = 0;
  CalculatorLayout a, b, c, d;
};

Loaded load_case(const std::string& stem, const std::string& target) {
  Loaded out;
  const spec::TargetInfo* t = spec::find_target(target);
  EXPECT_NE(t, nullptr);
  if (!t) return out;
  out.shape = find_shape(*t, 16, 16, 16);
  out.lanes = t->wave_size;
  std::string err;
  EXPECT_TRUE(load_calculator_file(stem, 'A', &out.a, &err)) << err;
  EXPECT_TRUE(load_calculator_file(stem, 'B', &out.b, &err)) << err;
  EXPECT_TRUE(load_calculator_file(stem, 'C', &out.c, &err)) << err;
  EXPECT_TRUE(load_calculator_file(stem, 'D', &out.d, &err)) << err;
  return out;
}

std::vector<std::string> compare(const Loaded& l) {
  std::vector<int> relabelling;
  return shape_vs_calculator(*l.shape, l.lanes, l.a, l.b, l.c, l.d, &relabelling);
}

bool mentions(const std::vector<std::string>& lines, const std::string& text) {
  for (const std::string& line : lines)
    if (line.find(text) != std::string::npos) return true;
  return false;
}

TEST(CalculatorLayoutsFail, AKRunsSwappedInAOnly) {
  // gfx942 A with lanes 0-15's k run (k 0-3) and lanes 16-31's (k 4-7) swapped: a k relabelling
  // of A alone, which changes the product.
  Loaded l = load_case("cdna3_v_mfma_f32_16x16x16_f16", "gfx942");
  ASSERT_NE(l.shape, nullptr);
  ASSERT_TRUE(compare(l).empty());
  for (int lane = 0; lane < 16; ++lane) std::swap(l.a.cells[lane], l.a.cells[lane + 16]);
  const std::vector<std::string> diffs = compare(l);
  EXPECT_TRUE(mentions(diffs, "A and B number k differently")) << ::testing::PrintToString(diffs);
}

TEST(CalculatorLayoutsFail, ARowsSwapped) {
  // gfx942 A with lanes 0 and 1 exchanged: rows 0 and 1 of A in the wrong lanes.
  Loaded l = load_case("cdna3_v_mfma_f32_16x16x16_f16", "gfx942");
  ASSERT_NE(l.shape, nullptr);
  std::swap(l.a.cells[0], l.a.cells[1]);
  const std::vector<std::string> diffs = compare(l);
  EXPECT_TRUE(mentions(diffs, "A: lane 0 element 0: table (0,0), calculator (1,0): another row"))
      << ::testing::PrintToString(diffs);
}

TEST(CalculatorLayoutsFail, KOrderWithinALaneOfBOnly) {
  // gfx1201 B with elements 0 and 1 of every lane exchanged: a relabelling of B that A lacks.
  Loaded l = load_case("rdna4_v_wmma_f32_16x16x16_f16", "gfx1201");
  ASSERT_NE(l.shape, nullptr);
  ASSERT_TRUE(compare(l).empty());
  for (std::vector<Cell>& lane : l.b.cells) std::swap(lane[0], lane[1]);
  EXPECT_TRUE(mentions(compare(l), "A and B number k differently"));
}

TEST(CalculatorLayoutsFail, AccumulatorElementsSwapped) {
  // gfx1201 D with elements 2 and 3 of lane 17 exchanged: no relabelling excuses C or D.
  Loaded l = load_case("rdna4_v_wmma_f32_16x16x16_f16", "gfx1201");
  ASSERT_NE(l.shape, nullptr);
  std::swap(l.d.cells[17][2], l.d.cells[17][3]);
  const std::vector<std::string> diffs = compare(l);
  EXPECT_EQ(diffs, (std::vector<std::string>{"D: lane 17 element 2: table (10,1), calculator (11,1)",
                                             "D: lane 17 element 3: table (11,1), calculator (10,1)"}));
}

TEST(CalculatorLayoutsFail, InconsistentKAndDuplicateCell) {
  // gfx942 A with one element of lane 0 pointing at another lane's k: the table's k 0 is then two
  // k of the calculator's, and the calculator's A holds (0,4) twice and (0,0) never.
  Loaded l = load_case("cdna3_v_mfma_f32_16x16x16_f16", "gfx942");
  ASSERT_NE(l.shape, nullptr);
  l.a.cells[0][0] = {0, 4};
  const std::vector<std::string> diffs = compare(l);
  EXPECT_TRUE(mentions(diffs, "calculator A: (0,0) held 0 times"));
  EXPECT_TRUE(mentions(diffs, "calculator A: (0,4) held 2 times"));
  EXPECT_TRUE(mentions(diffs, "A: lane 1 element 0: table (1,0), calculator (1,0): the table's k 0 is the "
                              "calculator's k 4 elsewhere"))
      << ::testing::PrintToString(diffs);
}

TEST(CkTileLayoutsFail, AccumulatorRowsInterleaved) {
  // gfx1250 C read as ck_tile's 2 x 4 rows per lane (kCM0PerLane 2, kCM1PerLane 4) instead of 1 x 8:
  // element 4 of lane 0 is then row 8, which the table (and ck_tile) give lane 16.
  CkTileLayout layout;
  std::string err;
  ASSERT_TRUE(load_ck_tile_layout("gfx1250_v_wmma_f32_16x16x32_f16", &layout, &err)) << err;
  const spec::MatrixShape* shape = find_shape(*spec::find_target("gfx1250"), 16, 16, 32);
  ASSERT_NE(shape, nullptr);
  std::vector<int> relabelling;
  AsCalculator ck = as_calculator(layout);
  ASSERT_TRUE(shape_vs_calculator(*shape, 32, ck.a, ck.b, ck.c, ck.c, &relabelling).empty());
  layout.c_m0_per_lane = 2;
  layout.c_m1_per_lane = 4;
  ck = as_calculator(layout);
  EXPECT_TRUE(mentions(shape_vs_calculator(*shape, 32, ck.a, ck.b, ck.c, ck.c, &relabelling),
                       "C: lane 0 element 4: table (4,0), calculator (8,0)"));
}

TEST(CkTileLayoutsFail, KGroupsOfFourNotEight) {
  // gfx950 16x16x32 read with k in runs of four (k0 2, k1 4): the same k relabelling for A and B,
  // so the same product, but not the order the table states.
  CkTileLayout layout;
  std::string err;
  ASSERT_TRUE(load_ck_tile_layout("gfx950_v_mfma_f32_16x16x32_f16", &layout, &err)) << err;
  layout.ab_k0_per_lane = 2;
  layout.ab_k1_per_lane = 4;
  const spec::MatrixShape* shape = find_shape(*spec::find_target("gfx950"), 16, 16, 32);
  ASSERT_NE(shape, nullptr);
  std::vector<int> relabelling;
  const AsCalculator ck = as_calculator(layout);
  EXPECT_TRUE(shape_vs_calculator(*shape, 64, ck.a, ck.b, ck.c, ck.c, &relabelling).empty());
  EXPECT_EQ(relabelling[4], 16);  // table lane 0 element 4 (k 4) is ck_tile's k 16
}

TEST(CkTileLayoutFile, BadInputNamesFileAndLine) {
  const std::string good = "instruction i\ntarget t\nwave 64\nm 16\nn 16\nk 32\nab_mn_lanes 16\nab_k0_per_lane 1\n"
                           "ab_k_lanes 4\nab_k1_per_lane 8\nc_m0_per_lane 1\nc_m_lanes 4\nc_m1_per_lane 4\n";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {good, "f.txt: missing c_n_lanes"},
      {"# source\nwave\n", "f.txt:2: expected \"key value\""},
      {"wave 64\nwave 32\n", "f.txt:2: \"wave\" given twice"},
      {"lanes 64\n", "f.txt:1: unknown key \"lanes\""},
      {"wave -1\n", "f.txt:1: \"-1\" is not a positive integer"},
      {good + "c_n_lanes 8\n", "f.txt: the lanes and elements do not tile the wave, m x k and m x n"},
  };
  for (const auto& [text, message] : cases) {
    CkTileLayout out;
    std::string err;
    EXPECT_FALSE(parse_ck_tile_layout(text, "f.txt", &out, &err)) << text;
    EXPECT_EQ(err, message) << text;
  }
  CkTileLayout out;
  std::string err;
  EXPECT_TRUE(parse_ck_tile_layout(good + "c_n_lanes 16\n", "f.txt", &out, &err)) << err;
}

TEST(CalculatorCsv, ParsesAndTransposesB) {
  CalculatorLayout out;
  std::string err;
  ASSERT_TRUE(parse_calculator_csv("Architecture: RDNA4\nInstruction: X\nlane,v0.[15:0],v0.[31:16]\n"
                                   "0,B[0][0],B[1][0]\n1,B[0][1],B[12][1]\n",
                                   "b.csv", &out, &err))
      << err;
  EXPECT_EQ(out.architecture, "RDNA4");
  EXPECT_EQ(out.matrix, 'B');
  ASSERT_EQ(out.cells.size(), 2u);
  EXPECT_EQ(out.cells[1][1], (Cell{1, 12}));
}

TEST(CalculatorCsv, BadInputNamesFileAndLine) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"Instruction: X\n", "f.csv:1: expected \"Architecture: \""},
      {"Architecture: A\nInstruction: X\nlane,v0\n1,A[0][0]\n", "f.csv:4: expected lane 0, got \"1\""},
      {"Architecture: A\nInstruction: X\nlane,v0\n0,A[0][0],A[0][1]\n", "f.csv:4: 2 entries, the header has 1"},
      {"Architecture: A\nInstruction: X\nlane,v0,v1\n0,A[0][0],A[0]\n", "f.csv:4: entry 1 \"A[0]\" is not A[i][j]"},
      {"Architecture: A\nInstruction: X\nlane,v0\n", "f.csv:4: no lanes"},
  };
  for (const auto& [text, message] : cases) {
    CalculatorLayout out;
    std::string err;
    EXPECT_FALSE(parse_calculator_csv(text, "f.csv", &out, &err)) << text;
    EXPECT_EQ(err, message) << text;
  }
}

}  // namespace
