// GemmGeometry::of: the derivations behind engines/CONTRACT.md "Thread and tile mapping".
#include "gemm_geometry.h"

#include <algorithm>
#include <vector>

namespace paritykit::alpha {
namespace {

int extent(const spec::GemmSpec& g, Axis axis) {
  return axis == Axis::M ? g.tile_m : axis == Axis::N ? g.tile_n : g.tile_k;
}

/// A is M x K and B is K x N; a row-major operand's contiguous axis is its second index.
OperandTile operand_tile(const spec::GemmSpec& g, char name, LdsOrder order) {
  OperandTile o;
  o.name = name;
  const bool is_a = name == 'a';
  o.dtype = is_a ? g.a : g.b;
  o.vector = is_a ? g.vector_a : g.vector_b;
  const Axis first = is_a ? Axis::M : Axis::K, second = is_a ? Axis::K : Axis::N;
  const bool row = (is_a ? g.layout_a : g.layout_b) == spec::Layout::Row;
  o.outer = row ? first : second;
  o.inner = row ? second : first;
  o.rows = extent(g, o.outer);
  o.contiguous = extent(g, o.inner);
  o.transposed = order == LdsOrder::Transposed;
  return o;
}

/// Each (row, col) where a lane of `f` holds an element.
template <typename Visit>
void each_element(const spec::FragmentLayout& f, Visit visit) {
  for (std::size_t r = 0; r < f.runs.size(); ++r)
    for (int w = 0; w < f.run; ++w)
      visit(static_cast<int>(r) * f.run + w, f.runs[r].row + (f.run_along_rows ? w : 0),
            f.runs[r].col + (f.run_along_rows ? 0 : w));
}

void add_sorted(std::vector<int>& v, int x) {
  const auto at = std::lower_bound(v.begin(), v.end(), x);
  if (at == v.end() || *at != x) v.insert(at, x);
}

}  // namespace

FragmentStrides fragment_strides(const OperandTile& o) {
  const Axis row_axis = o.name == 'a' ? Axis::M : Axis::N;
  return {o.lds_outer() == row_axis ? o.row_stride() : 1, o.lds_outer() == Axis::K ? o.row_stride() : 1};
}

int fragment_element(const spec::FragmentLayout& f, int row, int col) {
  int found = -1;
  each_element(f, [&](int e, int r, int c) {
    if (found < 0 && r == row && c == col) found = e;
  });
  return found;
}

const spec::MatrixShape* matrix_instruction(const spec::GemmSpec& g, const spec::TargetInfo& t) {
  return matrix_instruction(g.math, g.tile_k, t);
}

const spec::MatrixShape* matrix_instruction(spec::Math math, int k_extent, const spec::TargetInfo& t) {
  return matrix_instruction(math, k_extent, t, [](const spec::MatrixShape&) { return true; });
}

const spec::MatrixShape* matrix_instruction(spec::Math math, int k_extent, const spec::TargetInfo& t,
                                            bool (*eligible)(const spec::MatrixShape&)) {
  std::vector<const spec::MatrixShape*> shapes;
  for (const spec::MatrixShape& m : t.matrix)
    if (m.math == math && eligible(m)) shapes.push_back(&m);
  if (shapes.empty()) return nullptr;
  const spec::MatrixShape* pick = nullptr;
  for (const spec::MatrixShape* m : shapes)
    if (k_extent % m->k == 0 && (!pick || m->k > pick->k)) pick = m;
  return pick ? pick : shapes.front();
}

void accumulator_offsets(const spec::FragmentLayout& c, std::vector<int>* rows, std::vector<int>* cols) {
  each_element(c, [&](int, int row, int col) {
    add_sorted(*rows, row);
    add_sorted(*cols, col);
  });
}

GemmGeometry GemmGeometry::of(const spec::GemmSpec& g, const spec::TargetInfo& t, LdsOrder order) {
  GemmGeometry s;
  s.wave = t.wave_size;
  // Eight lanes along N in every wave; wave64 stacks twice as many along M.
  s.lanes_n = 8;
  s.lanes_m = s.wave / s.lanes_n;
  s.threads = g.warps_m * g.warps_n * s.wave;
  s.grid_rows = g.warps_m * s.lanes_m;
  s.grid_cols = g.warps_n * s.lanes_n;
  s.tm = g.tile_m / s.grid_rows;
  s.tn = g.tile_n / s.grid_cols;
  s.column_group = g.split == spec::SplitMode::Atomic && g.out != spec::DType::F32 ? 2 : 1;
  s.a = operand_tile(g, 'a', order);
  s.b = operand_tile(g, 'b', order);
  if (g.math != spec::Math::Simt) {
    s.instruction = matrix_instruction(g, t);
    s.wave_m = g.tile_m / g.warps_m;
    s.wave_n = g.tile_n / g.warps_n;
    if (s.instruction) {
      s.frags_m = s.wave_m / s.instruction->m;
      s.frags_n = s.wave_n / s.instruction->n;
      accumulator_offsets(s.instruction->c, &s.c_rows, &s.c_cols);
      s.tm = s.frags_m * static_cast<int>(s.c_rows.size());
      s.tn = s.frags_n * static_cast<int>(s.c_cols.size());
      if (s.c_cols.size() % 2 != 0) s.column_group = 1;
    }
  }
  return s;
}

spec::LaunchDecisions gemm_shaped_launch(const std::string& kernel, const spec::GemmSpec& g,
                                         const spec::TargetInfo& t, int groups) {
  const bool split = g.split != spec::SplitMode::None;
  const int degree = split ? g.split_degree : 1;
  spec::LaunchDecisions d;
  d.split = g.split;
  d.split_degree = degree;
  spec::KernelLaunch main;
  main.kernel = kernel;
  main.grid[0] = {"N", g.tile_n};
  main.grid[1] = {"M", g.tile_m};
  main.grid[2] = {"", static_cast<std::int64_t>(degree) * groups};
  main.block_threads = GemmGeometry::of(g, t).threads;
  d.kernels.push_back(main);
  if (g.split == spec::SplitMode::TwoStage) {
    d.workspace_floats_per_output = degree;
    d.kernels.push_back({kernel + "_reduce", {{"outputs", kReduceBlock}, {"", 1}, {"", 1}}, kReduceBlock});
  }
  return d;
}

spec::LaunchDecisions gemm_launch(const spec::Config& c) {
  return gemm_shaped_launch("paritykit_gemm_" + std::to_string(c.id), std::get<spec::GemmSpec>(c.spec),
                            *spec::find_target(c.target), 1);
}

}  // namespace paritykit::alpha
