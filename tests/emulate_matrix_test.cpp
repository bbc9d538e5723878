// The emulator's matrix instructions (emulate/src/matrix.h) against AMD's own material: every
// element of A, B, C and D where the matrix instruction calculator's checked-in output puts it
// (tests/data/amd_matrix_calculator/), and where composable_kernel's ck_tile lane parameters put
// it for the instructions the calculator lacks (tests/data/amd_matrix_layouts/); D against a plain
// triple loop on random inputs; and a wrong A-fragment order, planted here, caught by both checks.
// This file reads the data with its own code: it shares nothing with matrix.cpp.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <random>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "../emulate/src/matrix.h"
#include "test_paths.h"

namespace {

namespace fs = std::filesystem;
using paritykit::emulate::MatrixOp;
using paritykit::emulate::MatrixShape;
using paritykit::emulate::MatrixSlot;

constexpr MatrixOp kAllOps[] = {MatrixOp::WmmaF32_16x16x16_F16, MatrixOp::WmmaF32_16x16x16_BF16,
                                MatrixOp::WmmaF32_16x16x32_F16, MatrixOp::WmmaF32_16x16x32_BF16,
                                MatrixOp::MfmaF32_16x16x16_F16, MatrixOp::MfmaF32_16x16x16_BF16_1K,
                                MatrixOp::MfmaF32_16x16x32_F16, MatrixOp::MfmaF32_16x16x32_BF16};

bool is_bf16(MatrixOp op) {
  return op == MatrixOp::WmmaF32_16x16x16_BF16 || op == MatrixOp::WmmaF32_16x16x32_BF16 ||
         op == MatrixOp::MfmaF32_16x16x16_BF16_1K || op == MatrixOp::MfmaF32_16x16x32_BF16;
}

/// Which matrix of an instruction: A (m x k, element (row, k)), B (k x n, (k, col)), C, D (m x n).
enum class Which { A, B, C, D };
const char* name_of(Which w) { return w == Which::A ? "A" : w == Which::B ? "B" : w == Which::C ? "C" : "D"; }

/// Where one element lives: (first, second) is the element's matrix index as written, [row][col].
using SlotOf = std::function<MatrixSlot(unsigned first, unsigned second)>;

SlotOf emulator_slots(MatrixOp op, Which w) {
  switch (w) {
    case Which::A: return [op](unsigned i, unsigned k) { return paritykit::emulate::matrix_a_slot(op, i, k); };
    case Which::B: return [op](unsigned k, unsigned j) { return paritykit::emulate::matrix_b_slot(op, k, j); };
    default: return [op](unsigned i, unsigned j) { return paritykit::emulate::matrix_cd_slot(op, i, j); };
  }
}

/// A layout from outside the emulator: element [first][second] of the matrix at (lane, element).
struct ExpectedLayout {
  std::string source;  ///< the data file, for messages
  std::string instruction;
  Which which = Which::A;
  std::map<std::pair<unsigned, unsigned>, MatrixSlot> slots;
};

/// Every difference between `expected` and `slot_of`, one line each: instruction, matrix, row,
/// col, both places. Also every element of the matrix the data leaves out.
std::vector<std::string> layout_differences(const ExpectedLayout& expected, unsigned rows, unsigned cols,
                                            const SlotOf& slot_of) {
  std::vector<std::string> out;
  for (unsigned r = 0; r < rows; ++r)
    for (unsigned c = 0; c < cols; ++c) {
      const std::string where = expected.instruction + " " + name_of(expected.which) + "[" + std::to_string(r) + "][" +
                                std::to_string(c) + "]";
      const auto it = expected.slots.find({r, c});
      if (it == expected.slots.end()) {
        out.push_back(where + ": not in " + expected.source);
        continue;
      }
      const MatrixSlot got = slot_of(r, c);
      if (got.lane != it->second.lane || got.element != it->second.element)
        out.push_back(where + ": emulator lane " + std::to_string(got.lane) + " element " + std::to_string(got.element) +
                      ", " + expected.source + " lane " + std::to_string(it->second.lane) + " element " +
                      std::to_string(it->second.element));
    }
  if (expected.slots.size() != static_cast<std::size_t>(rows) * cols)
    out.push_back(expected.instruction + " " + name_of(expected.which) + ": " + expected.source + " has " +
                  std::to_string(expected.slots.size()) + " elements, the matrix " + std::to_string(rows * cols));
  return out;
}

std::string joined(const std::vector<std::string>& lines, std::size_t at_most = 20) {
  std::string s;
  for (std::size_t i = 0; i < lines.size() && i < at_most; ++i) s += lines[i] + "\n";
  if (lines.size() > at_most) s += "... and " + std::to_string(lines.size() - at_most) + " more\n";
  return s;
}

/// A float with every digit that tells two floats apart.
std::string digits(double v) {
  std::ostringstream s;
  s.precision(9);
  s << v;
  return s.str();
}

std::vector<std::string> split(const std::string& line, char sep) {
  std::vector<std::string> out;
  std::string field;
  std::istringstream in(line);
  while (std::getline(in, field, sep)) out.push_back(field);
  return out;
}

fs::path data_dir(const char* name) { return fs::path(PK_SOURCE_DIR) / "tests" / "data" / name; }

// --- The calculator's CSV (tests/data/amd_matrix_calculator/README.md has the format) ---------

/// One checked-in calculator output: `Architecture:`, `Instruction:`, a header `lane,<register
/// part>...` (`v1.[31:16]`: bits 31..16 of the operand's second register; `v3`: the fourth 32-bit
/// register), then per lane the element each part holds (`A[i][k]`, `B[k][j]`, `C[i][j]`,
/// `D[i][j]`). The IR's vector element of a part is its bit offset in the operand over the element
/// size: (register * 32 + low bit) / (high bit - low bit + 1), 32-bit elements where no bits are
/// named.
bool read_calculator_csv(const fs::path& file, ExpectedLayout* out, std::string* err) {
  std::ifstream in(file);
  std::string architecture, instruction, header;
  if (!std::getline(in, architecture) || !std::getline(in, instruction) || !std::getline(in, header)) {
    *err = file.string() + ": shorter than its three header lines";
    return false;
  }
  out->source = "the calculator's " + file.filename().string();
  out->instruction = instruction.substr(instruction.find(':') + 2);
  static const std::regex part(R"(v(\d+)(?:\.\[(\d+):(\d+)\])?)");
  std::vector<unsigned> element_of_column;
  const std::vector<std::string> columns = split(header, ',');
  for (std::size_t c = 1; c < columns.size(); ++c) {
    std::smatch m;
    if (!std::regex_match(columns[c], m, part)) {
      *err = file.string() + ": header column '" + columns[c] + "' is no register part";
      return false;
    }
    const unsigned reg = std::stoul(m[1]);
    const unsigned high = m[2].matched ? std::stoul(m[2]) : 31, low = m[3].matched ? std::stoul(m[3]) : 0;
    element_of_column.push_back((reg * 32 + low) / (high - low + 1));
  }
  static const std::regex entry(R"(([ABCD])\[(\d+)\]\[(\d+)\])");
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) continue;
    const std::vector<std::string> fields = split(line, ',');
    const unsigned lane = std::stoul(fields[0]);
    for (std::size_t c = 1; c < fields.size(); ++c) {
      std::smatch m;
      if (!std::regex_match(fields[c], m, entry) || c > element_of_column.size()) {
        *err = file.string() + ": lane " + fields[0] + " field '" + fields[c] + "' is no matrix element";
        return false;
      }
      out->which = m[1] == "A" ? Which::A : m[1] == "B" ? Which::B : m[1] == "C" ? Which::C : Which::D;
      const std::pair<unsigned, unsigned> at = {std::stoul(m[2]), std::stoul(m[3])};
      if (!out->slots.emplace(at, MatrixSlot{lane, element_of_column[c - 1]}).second) {
        *err = file.string() + ": " + fields[c] + " twice";
        return false;
      }
    }
  }
  return true;
}

/// The checked-in calculator outputs and the instruction each one is.
struct CalculatorFiles {
  const char* stem;  ///< <stem>_{A,B,C,D}.csv
  MatrixOp op;
};
constexpr CalculatorFiles kCalculatorFiles[] = {
    {"rdna4_v_wmma_f32_16x16x16_f16", MatrixOp::WmmaF32_16x16x16_F16},
    {"rdna4_v_wmma_f32_16x16x16_bf16", MatrixOp::WmmaF32_16x16x16_BF16},
    {"cdna3_v_mfma_f32_16x16x16_f16", MatrixOp::MfmaF32_16x16x16_F16},
    {"cdna3_v_mfma_f32_16x16x16_bf16", MatrixOp::MfmaF32_16x16x16_BF16_1K},
};

/// Rows and columns of matrix `w` of `op`.
std::pair<unsigned, unsigned> dims(MatrixOp op, Which w) {
  const MatrixShape& s = paritykit::emulate::matrix_shape(op);
  return w == Which::A ? std::pair{s.m, s.k} : w == Which::B ? std::pair{s.k, s.n} : std::pair{s.m, s.n};
}

TEST(EmulateMatrix, EveryElementWhereTheCalculatorPutsIt) {
  int compared = 0;
  for (const CalculatorFiles& f : kCalculatorFiles)
    for (Which w : {Which::A, Which::B, Which::C, Which::D}) {
      const fs::path file = data_dir("amd_matrix_calculator") / (std::string(f.stem) + "_" + name_of(w) + ".csv");
      ExpectedLayout expected;
      std::string err;
      ASSERT_TRUE(read_calculator_csv(file, &expected, &err)) << err;
      ASSERT_EQ(expected.which, w) << file;
      const auto [rows, cols] = dims(f.op, w);
      const std::vector<std::string> diff = layout_differences(expected, rows, cols, emulator_slots(f.op, w));
      EXPECT_TRUE(diff.empty()) << joined(diff);
      compared += static_cast<int>(expected.slots.size());
    }
  // 4 instructions: A and B 256 elements each, C and D 256: 4 * 4 * 256.
  EXPECT_EQ(compared, 4096);
}

// --- ck_tile's lane parameters (tests/data/amd_matrix_layouts/README.md has the format) --------

/// ck_tile's warp-gemm encodings, expanded (warp_gemm_attribute_mfma.hpp, WarpGemmAtrributeMfma;
/// warp_gemm_attribute_wmma.hpp, A/B/CWarpDstrEncodingTrait with the gfx12 Ps/Ys of
/// warp_gemm_attribute_wmma_impl_base_traits.hpp). A and B: the k index is the sequence
/// <k0_per_lane, k_lanes, k1_per_lane> (MFMA: k0 = 1), so k = (k0 * k_lanes + k_lane) *
/// k1_per_lane + k1; the lane is k_lane major, the row (of B: column) minor, lane = k_lane *
/// mn_lanes + mn; the element is k0 major, k1 minor, element = k0 * k1_per_lane + k1. C: the row
/// is <m0_per_lane, m_lanes, m1_per_lane>, m = (m0 * m_lanes + m_lane) * m1_per_lane + m1; lane =
/// m_lane * n_lanes + n; element = m0 * m1_per_lane + m1.
bool read_ck_tile(const fs::path& file, Which w, ExpectedLayout* out, std::string* err) {
  std::ifstream in(file);
  std::map<std::string, std::string> kv;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    const auto space = line.find(' ');
    kv[line.substr(0, space)] = line.substr(space + 1);
  }
  for (const char* key : {"instruction", "m", "n", "k", "ab_mn_lanes", "ab_k0_per_lane", "ab_k_lanes",
                          "ab_k1_per_lane", "c_m0_per_lane", "c_m_lanes", "c_m1_per_lane", "c_n_lanes"})
    if (!kv.contains(key)) {
      *err = file.string() + ": no '" + key + "'";
      return false;
    }
  const auto num = [&](const char* key) { return static_cast<unsigned>(std::stoul(kv[key])); };
  out->source = "ck_tile's parameters in " + file.filename().string();
  out->instruction = kv["instruction"];
  out->which = w;
  if (w == Which::A || w == Which::B) {
    const unsigned mn_lanes = num("ab_mn_lanes"), k0s = num("ab_k0_per_lane"), k_lanes = num("ab_k_lanes"),
                   k1s = num("ab_k1_per_lane");
    for (unsigned mn = 0; mn < mn_lanes; ++mn)
      for (unsigned k0 = 0; k0 < k0s; ++k0)
        for (unsigned kl = 0; kl < k_lanes; ++kl)
          for (unsigned k1 = 0; k1 < k1s; ++k1) {
            const unsigned k = (k0 * k_lanes + kl) * k1s + k1;
            const std::pair<unsigned, unsigned> at = w == Which::A ? std::pair{mn, k} : std::pair{k, mn};
            out->slots[at] = MatrixSlot{kl * mn_lanes + mn, k0 * k1s + k1};
          }
  } else {
    const unsigned m0s = num("c_m0_per_lane"), m_lanes = num("c_m_lanes"), m1s = num("c_m1_per_lane"),
                   n_lanes = num("c_n_lanes");
    for (unsigned m0 = 0; m0 < m0s; ++m0)
      for (unsigned ml = 0; ml < m_lanes; ++ml)
        for (unsigned m1 = 0; m1 < m1s; ++m1)
          for (unsigned n = 0; n < n_lanes; ++n)
            out->slots[{(m0 * m_lanes + ml) * m1s + m1, n}] = MatrixSlot{ml * n_lanes + n, m0 * m1s + m1};
  }
  return true;
}

struct CkTileFile {
  const char* name;
  MatrixOp op;
};
// gfx950's 16x16x16 files are the gfx9 instructions the calculator has for CDNA3: checked again,
// against ck_tile, for the target the calculator does not list.
constexpr CkTileFile kCkTileFiles[] = {
    {"gfx1250_v_wmma_f32_16x16x32_f16.txt", MatrixOp::WmmaF32_16x16x32_F16},
    {"gfx1250_v_wmma_f32_16x16x32_bf16.txt", MatrixOp::WmmaF32_16x16x32_BF16},
    {"gfx950_v_mfma_f32_16x16x16_f16.txt", MatrixOp::MfmaF32_16x16x16_F16},
    {"gfx950_v_mfma_f32_16x16x16_bf16.txt", MatrixOp::MfmaF32_16x16x16_BF16_1K},
    {"gfx950_v_mfma_f32_16x16x32_f16.txt", MatrixOp::MfmaF32_16x16x32_F16},
    {"gfx950_v_mfma_f32_16x16x32_bf16.txt", MatrixOp::MfmaF32_16x16x32_BF16},
};

TEST(EmulateMatrix, EveryElementWhereCkTilePutsIt) {
  // Source: composable_kernel's ck_tile warp-gemm attributes (AMD's library, not a specification),
  // as tests/data/amd_matrix_layouts/README.md cites them; D has C's layout.
  int compared = 0;
  for (const CkTileFile& f : kCkTileFiles)
    for (Which w : {Which::A, Which::B, Which::C, Which::D}) {
      ExpectedLayout expected;
      std::string err;
      ASSERT_TRUE(read_ck_tile(data_dir("amd_matrix_layouts") / f.name, w, &expected, &err)) << err;
      EXPECT_EQ(expected.instruction, paritykit::emulate::matrix_shape(f.op).mnemonic);
      const auto [rows, cols] = dims(f.op, w);
      const std::vector<std::string> diff = layout_differences(expected, rows, cols, emulator_slots(f.op, w));
      EXPECT_TRUE(diff.empty()) << joined(diff);
      compared += static_cast<int>(expected.slots.size());
    }
  // 2 gfx1250 and 2 gfx950 k=32 instructions (A, B 512 each; C, D 256), 2 gfx950 k=16 (256 each).
  EXPECT_EQ(compared, 4 * (512 + 512 + 256 + 256) + 2 * 4 * 256);
}

TEST(EmulateMatrix, ShapesAndSlotsFillEachLaneOperandOnce) {
  for (MatrixOp op : kAllOps) {
    const MatrixShape& s = paritykit::emulate::matrix_shape(op);
    SCOPED_TRACE(s.mnemonic);
    EXPECT_TRUE(s.wave_size == 32 || s.wave_size == 64);
    EXPECT_EQ(s.a_bytes * s.wave_size, s.m * s.k * 2u);
    EXPECT_EQ(s.b_bytes * s.wave_size, s.k * s.n * 2u);
    EXPECT_EQ(s.c_bytes * s.wave_size, s.m * s.n * 4u);
    EXPECT_NE(std::string(s.source), "");
    for (Which w : {Which::A, Which::B, Which::C}) {
      const unsigned per_lane = w == Which::A ? s.a_bytes / 2 : w == Which::B ? s.b_bytes / 2 : s.c_bytes / 4;
      const auto [rows, cols] = dims(op, w);
      const SlotOf slot_of = emulator_slots(op, w);
      std::set<std::pair<unsigned, unsigned>> seen;
      for (unsigned r = 0; r < rows; ++r)
        for (unsigned c = 0; c < cols; ++c) {
          const MatrixSlot slot = slot_of(r, c);
          EXPECT_LT(slot.lane, s.wave_size) << name_of(w) << "[" << r << "][" << c << "]";
          EXPECT_LT(slot.element, per_lane) << name_of(w) << "[" << r << "][" << c << "]";
          EXPECT_TRUE(seen.insert({slot.lane, slot.element}).second) << name_of(w) << "[" << r << "][" << c << "] shares a slot";
        }
    }
  }
}

// --- Numbers ----------------------------------------------------------------------------------

/// A value, exactly, from its bits: f16 (1, 5, 10) or bf16 (1, 8, 7), normal numbers only (the
/// inputs below are).
double value_of(std::uint16_t bits, bool bf16) {
  const int mantissa_bits = bf16 ? 7 : 10, bias = bf16 ? 127 : 15;
  const int exponent = (bits >> mantissa_bits) & (bf16 ? 0xff : 0x1f);
  const double mantissa = 1.0 + std::ldexp(bits & ((1 << mantissa_bits) - 1), -mantissa_bits);
  return ((bits >> 15) ? -1.0 : 1.0) * std::ldexp(mantissa, exponent - bias);
}

/// Random normal numbers of magnitude in [1/4, 4): sign, one of four exponents, any mantissa.
std::uint16_t random_bits(std::mt19937& rng, bool bf16) {
  const unsigned sign = rng() & 1, exponent = (bf16 ? 125 : 13) + rng() % 4;
  const unsigned mantissa = rng() & (bf16 ? 0x7f : 0x3ff);
  return static_cast<std::uint16_t>(sign << 15 | exponent << (bf16 ? 7 : 10) | mantissa);
}

/// One wave's operands of `op`, as matrices and as the lanes' bytes.
struct WaveOperands {
  std::vector<std::vector<std::uint16_t>> a, b;  ///< [row][k], [k][col]: bits
  std::vector<std::vector<float>> c;             ///< [row][col]
  std::vector<unsigned char> a_bytes, b_bytes, c_bytes;
};

WaveOperands random_operands(MatrixOp op, std::mt19937& rng, const SlotOf& a_slot_of) {
  const MatrixShape& s = paritykit::emulate::matrix_shape(op);
  const bool bf16 = is_bf16(op);
  WaveOperands w;
  w.a.assign(s.m, std::vector<std::uint16_t>(s.k));
  w.b.assign(s.k, std::vector<std::uint16_t>(s.n));
  w.c.assign(s.m, std::vector<float>(s.n));
  w.a_bytes.assign(s.a_bytes * s.wave_size, 0);
  w.b_bytes.assign(s.b_bytes * s.wave_size, 0);
  w.c_bytes.assign(s.c_bytes * s.wave_size, 0);
  for (unsigned i = 0; i < s.m; ++i)
    for (unsigned k = 0; k < s.k; ++k) {
      w.a[i][k] = random_bits(rng, bf16);
      const MatrixSlot at = a_slot_of(i, k);
      std::memcpy(&w.a_bytes[at.lane * s.a_bytes + at.element * 2], &w.a[i][k], 2);
    }
  for (unsigned k = 0; k < s.k; ++k)
    for (unsigned j = 0; j < s.n; ++j) {
      w.b[k][j] = random_bits(rng, bf16);
      const MatrixSlot at = paritykit::emulate::matrix_b_slot(op, k, j);
      std::memcpy(&w.b_bytes[at.lane * s.b_bytes + at.element * 2], &w.b[k][j], 2);
    }
  std::uniform_real_distribution<float> c_values(-8.0f, 8.0f);
  for (unsigned i = 0; i < s.m; ++i)
    for (unsigned j = 0; j < s.n; ++j) {
      w.c[i][j] = c_values(rng);
      const MatrixSlot at = paritykit::emulate::matrix_cd_slot(op, i, j);
      std::memcpy(&w.c_bytes[at.lane * s.c_bytes + at.element * 4], &w.c[i][j], 4);
    }
  return w;
}

/// D(i, j) as execute_matrix put it.
float d_at(MatrixOp op, const std::vector<unsigned char>& d, unsigned i, unsigned j) {
  const MatrixSlot at = paritykit::emulate::matrix_cd_slot(op, i, j);
  float v = 0;
  std::memcpy(&v, &d[at.lane * paritykit::emulate::matrix_shape(op).c_bytes + at.element * 4], 4);
  return v;
}

/// The differences of execute_matrix's D from a plain triple loop: in f32, k = 0..K-1, from C,
/// one rounding per product added (matrix.h's order: the same bits expected); and from the exact
/// sum (in double, exact here), within gamma_{K+1}(2^-24) * (|C| + sum |a * b|).
std::vector<std::string> d_differences(MatrixOp op, const WaveOperands& w, const std::vector<unsigned char>& d,
                                       bool bitwise = true) {
  const MatrixShape& s = paritykit::emulate::matrix_shape(op);
  const bool bf16 = is_bf16(op);
  const double u = std::ldexp(1.0, -24), n = s.k + 1, gamma = n * u / (1 - n * u);
  std::vector<std::string> out;
  for (unsigned i = 0; i < s.m; ++i)
    for (unsigned j = 0; j < s.n; ++j) {
      float in_order = w.c[i][j];
      double exact = w.c[i][j], magnitude = std::fabs(w.c[i][j]);
      for (unsigned k = 0; k < s.k; ++k) {
        const double product = value_of(w.a[i][k], bf16) * value_of(w.b[k][j], bf16);
        in_order += static_cast<float>(product);  // the product is exact in f32
        exact += product;
        magnitude += std::fabs(product);
      }
      const float got = d_at(op, d, i, j);
      const std::string where = std::string(s.mnemonic) + " D[" + std::to_string(i) + "][" + std::to_string(j) + "]";
      if (bitwise && std::memcmp(&got, &in_order, 4) != 0)
        out.push_back(where + ": " + digits(got) + ", the in-order f32 loop " + digits(in_order));
      if (std::fabs(got - exact) > gamma * magnitude)
        out.push_back(where + ": " + digits(got) + " off the exact " + digits(exact) + " by more than " +
                      digits(gamma * magnitude));
    }
  return out;
}

TEST(EmulateMatrix, DIsTheTripleLoopOnRandomInputs) {
  const unsigned seed = std::random_device{}();
  std::cout << "seed " << seed << "\n";
  std::mt19937 rng(seed);
  for (MatrixOp op : kAllOps)
    for (int trial = 0; trial < 4; ++trial) {
      const WaveOperands w = random_operands(op, rng, emulator_slots(op, Which::A));
      std::vector<unsigned char> d(w.c_bytes.size(), 0xff);
      paritykit::emulate::execute_matrix(op, w.a_bytes.data(), w.b_bytes.data(), w.c_bytes.data(), d.data());
      const std::vector<std::string> diff = d_differences(op, w, d);
      EXPECT_TRUE(diff.empty()) << "seed " << seed << "\n" << joined(diff);
    }
}

TEST(EmulateMatrix, DMayOverwriteC) {
  const MatrixOp op = MatrixOp::MfmaF32_16x16x32_F16;
  std::mt19937 rng(7);
  const WaveOperands w = random_operands(op, rng, emulator_slots(op, Which::A));
  std::vector<unsigned char> separate(w.c_bytes.size()), in_place = w.c_bytes;
  paritykit::emulate::execute_matrix(op, w.a_bytes.data(), w.b_bytes.data(), w.c_bytes.data(), separate.data());
  paritykit::emulate::execute_matrix(op, w.a_bytes.data(), w.b_bytes.data(), in_place.data(), in_place.data());
  EXPECT_EQ(separate, in_place);
}

TEST(EmulateMatrix, SubnormalAndSignedZeroInputsAreKept) {
  // f16's smallest subnormal (2^-24) times 1.0, summed into C = -0.0: 2^-24, not a flushed 0.
  const MatrixOp op = MatrixOp::WmmaF32_16x16x16_F16;
  const MatrixShape& s = paritykit::emulate::matrix_shape(op);
  std::vector<unsigned char> a(s.a_bytes * s.wave_size), b(s.b_bytes * s.wave_size), c(s.c_bytes * s.wave_size),
      d(c.size());
  const std::uint16_t tiny = 0x0001, one = 0x3c00;
  const MatrixSlot a00 = paritykit::emulate::matrix_a_slot(op, 0, 5), b00 = paritykit::emulate::matrix_b_slot(op, 5, 0);
  std::memcpy(&a[a00.lane * s.a_bytes + a00.element * 2], &tiny, 2);
  std::memcpy(&b[b00.lane * s.b_bytes + b00.element * 2], &one, 2);
  const float minus_zero = -0.0f;
  for (unsigned l = 0; l < s.wave_size; ++l)
    for (unsigned e = 0; e < s.c_bytes / 4; ++e) std::memcpy(&c[l * s.c_bytes + e * 4], &minus_zero, 4);
  paritykit::emulate::execute_matrix(op, a.data(), b.data(), c.data(), d.data());
  EXPECT_EQ(d_at(op, d, 0, 0), std::ldexp(1.0f, -24));
  // -0 + (+0 products) is +0 under round to nearest.
  EXPECT_FALSE(std::signbit(d_at(op, d, 1, 1)));
}

TEST(EmulateMatrix, AKRelabellingSharedByAAndBKeepsTheProductNotTheOrder) {
  // gfx1201 with k 4..7 and 8..11 swapped in both A and B (a labelling of k other than AMD's, as
  // a table may carry): the same products, summed in another order. D stays within the bound of
  // the exact sum, but is no longer the in-order loop's bits everywhere.
  const MatrixOp op = MatrixOp::WmmaF32_16x16x16_F16;
  const auto relabelled = [](unsigned k) { return k >= 4 && k < 12 ? (k < 8 ? k + 4 : k - 4) : k; };
  const unsigned seed = std::random_device{}();
  std::cout << "seed " << seed << "\n";
  std::mt19937 rng(seed);
  WaveOperands w = random_operands(op, rng, emulator_slots(op, Which::A));
  const MatrixShape& s = paritykit::emulate::matrix_shape(op);
  for (unsigned i = 0; i < s.m; ++i)
    for (unsigned k = 0; k < s.k; ++k) {
      const MatrixSlot at = paritykit::emulate::matrix_a_slot(op, i, relabelled(k));
      std::memcpy(&w.a_bytes[at.lane * s.a_bytes + at.element * 2], &w.a[i][k], 2);
    }
  for (unsigned k = 0; k < s.k; ++k)
    for (unsigned j = 0; j < s.n; ++j) {
      const MatrixSlot at = paritykit::emulate::matrix_b_slot(op, relabelled(k), j);
      std::memcpy(&w.b_bytes[at.lane * s.b_bytes + at.element * 2], &w.b[k][j], 2);
    }
  std::vector<unsigned char> d(w.c_bytes.size());
  paritykit::emulate::execute_matrix(op, w.a_bytes.data(), w.b_bytes.data(), w.c_bytes.data(), d.data());
  const std::vector<std::string> off_bound = d_differences(op, w, d, /*bitwise=*/false);
  EXPECT_TRUE(off_bound.empty()) << "seed " << seed << "\n" << joined(off_bound);
  EXPECT_FALSE(d_differences(op, w, d).empty()) << "seed " << seed << ": no element's f32 sum depends on its order";
}

// --- A planted bug: the A-fragment's elements in the wrong order ------------------------------

/// The emulator's A layout with each lane's elements 0 and 1 swapped: the bug a wrong
/// fragment-order table would carry (the A-fragment element order of the issue's seeded bugs).
SlotOf swapped_a_slots(MatrixOp op) {
  return [op](unsigned i, unsigned k) {
    MatrixSlot s = paritykit::emulate::matrix_a_slot(op, i, k);
    if (s.element < 2) s.element ^= 1;
    return s;
  };
}

TEST(EmulateMatrix, ASwappedAFragmentOrderIsCaughtByTheLayoutCheck) {
  for (const CalculatorFiles& f : kCalculatorFiles) {
    ExpectedLayout expected;
    std::string err;
    ASSERT_TRUE(read_calculator_csv(data_dir("amd_matrix_calculator") / (std::string(f.stem) + "_A.csv"), &expected, &err))
        << err;
    const auto [rows, cols] = dims(f.op, Which::A);
    const std::vector<std::string> diff = layout_differences(expected, rows, cols, swapped_a_slots(f.op));
    // Every element the right layout puts at a lane's element 0 or 1 moves.
    std::size_t moved = 0;
    for (unsigned i = 0; i < rows; ++i)
      for (unsigned k = 0; k < cols; ++k) moved += paritykit::emulate::matrix_a_slot(f.op, i, k).element < 2;
    EXPECT_EQ(moved, static_cast<std::size_t>(2 * paritykit::emulate::matrix_shape(f.op).wave_size));
    EXPECT_EQ(diff.size(), moved) << joined(diff);
    ASSERT_FALSE(diff.empty());
    EXPECT_NE(diff[0].find(expected.instruction + " A[0][0]: emulator lane 0 element 1"), std::string::npos) << diff[0];
  }
}

TEST(EmulateMatrix, ASwappedAFragmentOrderIsCaughtByTheNumbers) {
  const unsigned seed = std::random_device{}();
  std::cout << "seed " << seed << "\n";
  std::mt19937 rng(seed);
  for (MatrixOp op : kAllOps) {
    // A packed by the wrong order, computed by the right one: D is no longer A * B + C.
    const WaveOperands w = random_operands(op, rng, swapped_a_slots(op));
    std::vector<unsigned char> d(w.c_bytes.size());
    paritykit::emulate::execute_matrix(op, w.a_bytes.data(), w.b_bytes.data(), w.c_bytes.data(), d.data());
    EXPECT_FALSE(d_differences(op, w, d).empty()) << paritykit::emulate::matrix_shape(op).mnemonic << ", seed " << seed;
  }
}

// --- Immediates -------------------------------------------------------------------------------

TEST(EmulateMatrix, ImmediatesModelledAndRefused) {
  using paritykit::emulate::matrix_immediates_modelled;
  struct Case {
    MatrixOp op;
    std::vector<std::int64_t> imm;
    std::string error;  ///< empty: modelled; else a part of the refusal
  };
  const std::vector<Case> cases = {
      {MatrixOp::WmmaF32_16x16x16_F16, {}, ""},
      {MatrixOp::WmmaF32_16x16x16_BF16, {0}, "v_wmma_f32_16x16x16_bf16: expected 0 constant operands, got 1"},
      {MatrixOp::MfmaF32_16x16x16_F16, {0, 0, 0}, ""},
      {MatrixOp::MfmaF32_16x16x16_BF16_1K, {1, 0, 0}, "v_mfma_f32_16x16x16_bf16: cbsz = 1 is not modelled"},
      {MatrixOp::MfmaF32_16x16x32_F16, {0, 2, 0}, "abid = 2 is not modelled"},
      {MatrixOp::MfmaF32_16x16x32_BF16, {0, 0, 3}, "blgp = 3 is not modelled"},
      {MatrixOp::MfmaF32_16x16x32_BF16, {0, 0}, "expected 3 constant operands (cbsz, abid, blgp), got 2"},
      // gfx1250: neg_a, neg_b, c_mod, reuse_a, reuse_b; the reuse bits are hints.
      {MatrixOp::WmmaF32_16x16x32_F16, {0, 0, 0, 0, 0}, ""},
      {MatrixOp::WmmaF32_16x16x32_F16, {0, 0, 0, 1, 1}, ""},
      {MatrixOp::WmmaF32_16x16x32_BF16, {0, 0, 0, -1, 0}, ""},
      {MatrixOp::WmmaF32_16x16x32_F16, {1, 0, 0, 0, 0}, "v_wmma_f32_16x16x32_f16: neg_a = 1 is not modelled"},
      {MatrixOp::WmmaF32_16x16x32_BF16, {0, 1, 0, 0, 0}, "neg_b = 1 is not modelled"},
      {MatrixOp::WmmaF32_16x16x32_F16, {0, 0, 2, 0, 0}, "c_mod = 2 is not modelled"},
  };
  for (const Case& c : cases) {
    std::string err;
    const bool ok = matrix_immediates_modelled(c.op, c.imm.data(), static_cast<unsigned>(c.imm.size()), &err);
    SCOPED_TRACE(paritykit::emulate::matrix_shape(c.op).mnemonic);
    if (c.error.empty()) {
      EXPECT_TRUE(ok) << err;
    } else {
      EXPECT_FALSE(ok);
      EXPECT_NE(err.find(c.error), std::string::npos) << err;
    }
  }
}

}  // namespace
