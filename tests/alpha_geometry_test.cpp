// Engine alpha's gemm geometry on the matrix paths: the per-lane accumulator grid the epilogue
// walks, when 16-bit atomics may pack column pairs, where fragments sit in LDS, and the element
// index of each (row, col) of a fragment layout. The parity gate checks the emitted IR against
// beta; these check the derivations alone, one target at a time.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "gemm_geometry.h"

namespace {

using namespace paritykit;
using alpha::GemmGeometry;

/// The 64x64x32 tile of 2x2 waves the matrix configs use, f16 in and out.
spec::GemmSpec matrix_spec(spec::Math math, spec::SplitMode split, spec::Layout a = spec::Layout::Row,
                           spec::Layout b = spec::Layout::Col) {
  spec::GemmSpec g;
  g.a = g.b = g.out = spec::DType::F16;
  g.layout_a = a;
  g.layout_b = b;
  g.tile_m = 64, g.tile_n = 64, g.tile_k = 32;
  g.warps_m = 2, g.warps_n = 2;
  g.vector_a = g.vector_b = 8;
  g.split = split;
  g.split_degree = split == spec::SplitMode::None ? 1 : 4;
  g.math = math;
  return g;
}

TEST(AlphaGeometry, MatrixLaneGridAndColumnPairs) {
  const struct {
    const char* target;
    spec::Math math;
    int k;                   ///< the instruction picked for tile k 32
    std::vector<int> rows, cols;
    int tm, tn;
    int atomic_column_group;  ///< with f16 split-K atomics
  } table[] = {
      // AMD's C: one column per lane, a run of rows, so each element is added alone.
      {"gfx1201", spec::Math::Wmma, 16, {0, 1, 2, 3, 4, 5, 6, 7}, {0}, 16, 2, 1},
      {"gfx1250", spec::Math::Wmma, 32, {0, 1, 2, 3, 4, 5, 6, 7}, {0}, 16, 2, 1},
      {"gfx942", spec::Math::Mfma, 16, {0, 1, 2, 3}, {0}, 8, 2, 1},
      {"gfx950", spec::Math::Mfma, 32, {0, 1, 2, 3}, {0}, 8, 2, 1},
      // mma's C: rows g and g + 8, columns 2t and 2t + 1, so pairs pack.
      {"sm_90", spec::Math::Mma, 16, {0, 8}, {0, 1}, 4, 8, 2},
  };
  for (const auto& row : table) {
    const spec::TargetInfo& t = *spec::find_target(row.target);
    const GemmGeometry none = GemmGeometry::of(matrix_spec(row.math, spec::SplitMode::None), t);
    ASSERT_NE(none.instruction, nullptr) << row.target;
    EXPECT_EQ(none.instruction->k, row.k) << row.target;
    EXPECT_EQ(none.c_rows, row.rows) << row.target;
    EXPECT_EQ(none.c_cols, row.cols) << row.target;
    EXPECT_EQ(none.tm, row.tm) << row.target;
    EXPECT_EQ(none.tn, row.tn) << row.target;
    EXPECT_EQ(none.tm * none.tn, none.lane_accumulators()) << row.target << ": the grid holds every accumulator";
    EXPECT_EQ(none.column_group, 1) << row.target;
    const GemmGeometry atomic = GemmGeometry::of(matrix_spec(row.math, spec::SplitMode::Atomic), t);
    EXPECT_EQ(atomic.column_group, row.atomic_column_group) << row.target;
  }
}

TEST(AlphaGeometry, FragmentStridesFollowTheLdsLayout) {
  const spec::TargetInfo& t = *spec::find_target("gfx1201");
  // Row-major A and column-major B keep k contiguous: a fragment row is one padded LDS row.
  GemmGeometry g = GemmGeometry::of(matrix_spec(spec::Math::Wmma, spec::SplitMode::None), t);
  EXPECT_EQ(alpha::fragment_strides(g.a).row, 40);
  EXPECT_EQ(alpha::fragment_strides(g.a).k, 1);
  EXPECT_EQ(alpha::fragment_strides(g.b).row, 40);
  EXPECT_EQ(alpha::fragment_strides(g.b).k, 1);
  // The other layouts keep M (N) contiguous: each k is a padded LDS row of 64 + 8.
  g = GemmGeometry::of(matrix_spec(spec::Math::Wmma, spec::SplitMode::None, spec::Layout::Col, spec::Layout::Row), t);
  EXPECT_EQ(alpha::fragment_strides(g.a).row, 1);
  EXPECT_EQ(alpha::fragment_strides(g.a).k, 72);
  EXPECT_EQ(alpha::fragment_strides(g.b).row, 1);
  EXPECT_EQ(alpha::fragment_strides(g.b).k, 72);
}

/// The (row, col) of each of a layout's elements relative to the lane's first, in operand order.
std::vector<std::pair<int, int>> positions(const spec::FragmentLayout& f) {
  std::vector<std::pair<int, int>> out;
  for (const auto& r : f.runs)
    for (int w = 0; w < f.run; ++w)
      out.push_back({r.row + (f.run_along_rows ? w : 0), r.col + (f.run_along_rows ? 0 : w)});
  return out;
}

TEST(AlphaGeometry, FragmentElementIndexesEveryHeldPositionOnce) {
  for (const auto& [name, t] : spec::target_table())
    for (const spec::MatrixShape& s : t.matrix)
      for (const spec::FragmentLayout* f : {&s.a, &s.b, &s.c}) {
        const auto held = positions(*f);
        std::set<int> seen;
        for (std::size_t e = 0; e < held.size(); ++e) {
          const int got = alpha::fragment_element(*f, held[e].first, held[e].second);
          EXPECT_EQ(got, static_cast<int>(e)) << name << " " << s.m << "x" << s.n << "x" << s.k;
          seen.insert(got);
        }
        EXPECT_EQ(seen.size(), held.size()) << name;
      }
  // mma's C holds rows g and g + 8 only.
  const spec::MatrixShape& mma = spec::find_target("sm_90")->matrix.front();
  EXPECT_EQ(alpha::fragment_element(mma.c, 8, 1), 3);
  EXPECT_EQ(alpha::fragment_element(mma.c, 1, 0), -1);
}

}  // namespace
