// Engine beta's gemm numbers (engines/CONTRACT.md sections 1 and 4): the thread grid, the
// matrix paths' wave tiles, and each operand's global tile with its bounds and LDS strides.
#include "gemm_geometry.h"

namespace paritykit::beta::gemm {

Shape shape_of(const GemmSpec& g, const TargetInfo& t) {
  Shape s{};
  if (g.math != Math::Simt) {
    s.ins = instruction_of(g, t);
    s.wm = g.tile_m / g.warps_m;
    s.wn = g.tile_n / g.warps_n;
    if (s.ins) {
      s.fm = s.wm / s.ins->m;
      s.fn = s.wn / s.ins->n;
    }
  }
  s.wave = t.wave_size;
  s.lanes_m = s.wave == 64 ? 8 : 4;
  s.lanes_n = 8;
  s.threads = g.warps_m * g.warps_n * s.wave;
  s.rows_t = g.warps_m * s.lanes_m;
  s.cols_t = g.warps_n * s.lanes_n;
  s.tm = g.tile_m / s.rows_t;
  s.tn = g.tile_n / s.cols_t;
  s.colgroup = (g.split == SplitMode::Atomic && g.out != DType::F32) ? 2 : 1;
  return s;
}

Operand operand(char name, const GemmSpec& g, const std::string& kend, const std::string& k0, bool transposed) {
  Operand o{name, name == 'a' ? g.a : g.b, name == 'a' ? g.vector_a : g.vector_b, 0, 0, "", "", "", "", ""};
  if (name == 'a') {
    if (g.layout_a == Layout::Row) o = {name, o.dtype, o.vec, g.tile_m, g.tile_k, "%m0", "%M", k0, kend, "%K"};
    else o = {name, o.dtype, o.vec, g.tile_k, g.tile_m, k0, kend, "%m0", "%M", "%M"};
  } else {
    if (g.layout_b == Layout::Row) o = {name, o.dtype, o.vec, g.tile_k, g.tile_n, k0, kend, "%n0", "%N", "%N"};
    else o = {name, o.dtype, o.vec, g.tile_n, g.tile_k, "%n0", "%N", k0, kend, "%K"};
  }
  o.transposed = transposed;
  return o;
}

}  // namespace paritykit::beta::gemm
