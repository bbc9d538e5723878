// Engine beta's gemm epilogue (engines/CONTRACT.md section 7, `epi:`): the direct store chain
// (stores, atomic adds, packed 16-bit pairs) and the cshuffle epilogue through the LDS staging tile.
#include <fmt/compile.h>
#include <fmt/format.h>

#include <algorithm>

#include "gemm_stream.h"

namespace paritykit::beta::gemm {
namespace {

/// A block label built without heap allocation ("e.3.1", "eh.0.2", "cs.1", "exit").
struct Label {
  char text[32];
  size_t size = 0;
  Label(const char* kind, int i, int j) {
    size = fmt::format_to_n(text, sizeof text, FMT_COMPILE("{}.{}.{}"), kind, i, j).size;
  }
  Label(const char* kind, int i) { size = fmt::format_to_n(text, sizeof text, FMT_COMPILE("{}.{}"), kind, i).size; }
  explicit Label(std::string_view fixed) : size(fixed.size()) { fixed.copy(text, sizeof text); }
  std::string_view view() const { return {text, size}; }
};

/// The label after element (i, j) of a rows x cols walk of `kind` blocks, or "exit" after the last.
Label next_label(const char* kind, int i, int j, int rows, int cols) {
  if (j + 1 < cols) return Label(kind, i, j + 1);
  if (i + 1 < rows) return Label(kind, i + 1, 0);
  return Label("exit");
}

}  // namespace

void Stream::epilogue() {
  const bool two = g_.split == SplitMode::TwoStage;
  const bool packed = colgroup_ == 2;
  put("\nepi:\n");
  if (matrix_) matrix_extract();
  if (g_.epilogue == Epilogue::Cshuffle) return cshuffle_epilogue();
  put("  %N64 = zext i32 %N to i64\n");
  for (int i = 0; i < rows_; ++i) {
    EMIT("  %er.{0} = add i32 %m0, %ar.{0}\n  %erok.{0} = icmp ult i32 %er.{0}, %M\n", i);
    EMIT("  %er64.{0} = zext i32 %er.{0} to i64\n  %erow.{0} = mul i64 %er64.{0}, %N64\n", i);
  }
  for (int j = 0; j < cols_; ++j) {
    EMIT("  %ec.{0} = add i32 %n0, %bc.{0}\n  %ecok.{0} = icmp ult i32 %ec.{0}, %N\n", j);
    EMIT("  %ec64.{0} = zext i32 %ec.{0} to i64\n", j);
  }
  const std::string_view base = output_base();
  if (packed) put("  %nrem = and i32 %N, 1\n  %neven = icmp eq i32 %nrem, 0\n");
  put("  br label %e.0.0\n");
  const DType od = two ? DType::F32 : g_.out;
  const std::string_view oty = ir_type(od);
  const int osz = size_of(od);
  if (!packed) {
    const bool masked = g_.split == SplitMode::Atomic && od != DType::F32 && t_.packed_half_atomics;
    for (int i = 0; i < rows_; ++i)
      for (int j = 0; j < cols_; ++j) {
        const Label next = next_label("e", i, j, rows_, cols_);
        EMIT("\ne.{0}.{1}:\n  %eok.{0}.{1} = and i1 %erok.{0}, %ecok.{1}\n", i, j);
        EMIT("  br i1 %eok.{0}.{1}, label %es.{0}.{1}, label %{2}\n\nes.{0}.{1}:\n", i, j, next.view());
        EMIT("  %eidx.{0}.{1} = add i64 %erow.{0}, %ec64.{1}\n", i, j);
        if (masked) {
          // A lane's lone column (AMD's matrix accumulators hold one column per lane).
          single_in_pair("eidx", i, j, oty);
          EMIT("  br label %{}\n", next.view());
          continue;
        }
        EMIT("  %eptr.{0}.{1} = getelementptr inbounds {2}, ptr addrspace(1) {3}, i64 %eidx.{0}.{1}\n", i, j, oty,
          base);
        const char* val = "acc";
        if (od != DType::F32) {
          EMIT("  %ev.{0}.{1} = fptrunc float %acc.{0}.{1} to {2}\n", i, j, oty);
          val = "ev";
        }
        if (g_.split == SplitMode::Atomic)
          EMIT("  %ea.{0}.{1} = atomicrmw fadd ptr addrspace(1) %eptr.{0}.{1}, {2} %{3}.{0}.{1}{4}\n", i, j, oty, val,
            osz == 4 ? tail4_ : tail2_);
        else
          EMIT("  store {2} %{3}.{0}.{1}, ptr addrspace(1) %eptr.{0}.{1}, align {4}\n", i, j, oty, val, osz);
        EMIT("  br label %{}\n", next.view());
      }
    return;
  }
  const int pairs = cols_ / 2;
  for (int i = 0; i < rows_; ++i)
    for (int p = 0; p < pairs; ++p) {
      const int j0 = 2 * p, j1 = 2 * p + 1;
      const Label next = next_label("e", i, p, rows_, pairs);
      EMIT("\ne.{0}.{1}:\n  %pok0.{0}.{1} = and i1 %erok.{0}, %ecok.{2}\n", i, p, j1);
      EMIT("  %pok.{0}.{1} = and i1 %pok0.{0}.{1}, %neven\n", i, p);
      EMIT("  br i1 %pok.{0}.{1}, label %epk.{0}.{1}, label %eh.{0}.{2}\n\nepk.{0}.{1}:\n", i, p, j0);
      EMIT("  %pidx.{0}.{1} = add i64 %erow.{0}, %ec64.{2}\n", i, p, j0);
      EMIT("  %pptr.{0}.{1} = getelementptr inbounds {2}, ptr addrspace(1) %D, i64 %pidx.{0}.{1}\n", i, p, oty);
      EMIT("  %pl.{0}.{1} = fptrunc float %acc.{0}.{2} to {3}\n", i, p, j0, oty);
      EMIT("  %ph.{0}.{1} = fptrunc float %acc.{0}.{2} to {3}\n", i, p, j1, oty);
      EMIT("  %pv0.{0}.{1} = insertelement <2 x {2}> poison, {2} %pl.{0}.{1}, i32 0\n", i, p, oty);
      EMIT("  %pv.{0}.{1} = insertelement <2 x {2}> %pv0.{0}.{1}, {2} %ph.{0}.{1}, i32 1\n", i, p, oty);
      EMIT("  %pa.{0}.{1} = atomicrmw fadd ptr addrspace(1) %pptr.{0}.{1}, <2 x {2}> %pv.{0}.{1}{3}\n", i, p, oty,
        tail4_);
      EMIT("  br label %{}\n", next.view());
      for (int j : {j0, j1}) {
        const Label after = j == j0 ? Label("eh", i, j1) : next;
        EMIT("\neh.{0}.{1}:\n  %hok.{0}.{1} = and i1 %erok.{0}, %ecok.{1}\n", i, j);
        EMIT("  br i1 %hok.{0}.{1}, label %ehs.{0}.{1}, label %{2}\n\nehs.{0}.{1}:\n", i, j, after.view());
        EMIT("  %hidx.{0}.{1} = add i64 %erow.{0}, %ec64.{1}\n", i, j);
        if (t_.packed_half_atomics) {
          single_in_pair("hidx", i, j, oty);
        } else {
          EMIT("  %hptr.{0}.{1} = getelementptr inbounds {2}, ptr addrspace(1) %D, i64 %hidx.{0}.{1}\n", i, j,
            oty);
          EMIT("  %hv.{0}.{1} = fptrunc float %acc.{0}.{1} to {2}\n", i, j, oty);
          EMIT("  %ha.{0}.{1} = atomicrmw fadd ptr addrspace(1) %hptr.{0}.{1}, {2} %hv.{0}.{1}{3}\n", i, j, oty,
            tail2_);
        }
        EMIT("  br label %{}\n", after.view());
      }
    }
}

/// The epilogue's base pointer: %D, or for two_stage %Dz, plane bz of the workspace (emitted
/// here, after %N64).
std::string_view Stream::output_base() {
  if (g_.split != SplitMode::TwoStage) return "%D";
  put("  %M64 = zext i32 %M to i64\n  %bz64 = zext i32 %bz to i64\n  %wplane = mul i64 %M64, %N64\n"
          "  %wofs = mul i64 %bz64, %wplane\n  %Dz = getelementptr inbounds float, ptr addrspace(1) %W, i64 %wofs\n");
  return "%Dz";
}

/// Epilogue cshuffle: every accumulator goes to its (row, column) of the LDS staging tile, then,
/// after one barrier, each thread takes whole vector.c-element row pieces of the tile to global
/// memory, so that consecutive threads store consecutive vectors along N.
void Stream::cshuffle_epilogue() {
  const bool atomic = g_.split == SplitMode::Atomic;
  const DType od = staged_dtype();
  const std::string_view oty = ir_type(od);
  const int osz = size_of(od), vc = g_.vector_c, stride = g_.tile_n + vc;
  const int per_row = g_.tile_n / vc, slots = g_.tile_m * per_row / s_.threads;
  const int align = std::min(vc * osz, 16);
  const std::string vty = vc > 1 ? text_of<"<{} x {}>">(vc, oty) : std::string(oty);
  const bool pairs = atomic && od != DType::F32;
  for (int i = 0; i < rows_; ++i) EMIT("  %sr.{0} = mul i32 %ar.{0}, {1}\n", i, stride);
  for (int i = 0; i < rows_; ++i)
    for (int j = 0; j < cols_; ++j) {
      EMIT("  %so.{0}.{1} = add i32 %sr.{0}, %bc.{1}\n  %sx.{0}.{1} = zext i32 %so.{0}.{1} to i64\n", i, j);
      EMIT("  %sp.{0}.{1} = getelementptr inbounds {2}, ptr addrspace(3) @{3}.lds_c, i64 %sx.{0}.{1}\n", i, j, oty,
        kname_);
      if (od != DType::F32) {
        EMIT("  %sv.{0}.{1} = fptrunc float %acc.{0}.{1} to {2}\n", i, j, oty);
        EMIT("  store {2} %sv.{0}.{1}, ptr addrspace(3) %sp.{0}.{1}, align {3}\n", i, j, oty, osz);
      } else {
        EMIT("  store float %acc.{0}.{1}, ptr addrspace(3) %sp.{0}.{1}, align 4\n", i, j);
      }
    }
  barrier();
  put("  %N64 = zext i32 %N to i64\n");
  const std::string_view base = output_base();
  if (!atomic && vc > 1) EMIT("  %crem = urem i32 %N, {}\n  %caligned = icmp eq i32 %crem, 0\n", vc);
  if (pairs) put("  %nrem = and i32 %N, 1\n  %neven = icmp eq i32 %nrem, 0\n");
  put("  br label %cs.0\n");
  for (int l = 0; l < slots; ++l) {
    const Label after = l + 1 < slots ? Label("cs", l + 1) : Label("exit");
    const std::string_view next = after.view();
    EMIT("\ncs.{0}:\n  %c.c.{0} = add i32 %tid, {1}\n  %c.r.{0} = udiv i32 %c.c.{0}, {2}\n", l, l * s_.threads,
      per_row);
    EMIT("  %c.v.{0} = urem i32 %c.c.{0}, {1}\n  %c.i.{0} = mul i32 %c.v.{0}, {2}\n", l, per_row, vc);
    EMIT("  %c.lr.{0} = mul i32 %c.r.{0}, {1}\n  %c.l.{0} = add i32 %c.lr.{0}, %c.i.{0}\n", l, stride);
    EMIT("  %c.lx.{0} = zext i32 %c.l.{0} to i64\n", l);
    EMIT("  %c.q.{0} = getelementptr inbounds {1}, ptr addrspace(3) @{2}.lds_c, i64 %c.lx.{0}\n", l, oty, kname_);
    EMIT("  %c.x.{0} = load {1}, ptr addrspace(3) %c.q.{0}, align {2}\n", l, vty, align);
    EMIT("  %c.row.{0} = add i32 %m0, %c.r.{0}\n  %c.rok.{0} = icmp ult i32 %c.row.{0}, %M\n", l);
    EMIT("  %c.col.{0} = add i32 %n0, %c.i.{0}\n  %c.row64.{0} = zext i32 %c.row.{0} to i64\n", l);
    EMIT("  %c.rowi.{0} = mul i64 %c.row64.{0}, %N64\n  %c.col64.{0} = zext i32 %c.col.{0} to i64\n", l);
    EMIT("  %c.idx.{0} = add i64 %c.rowi.{0}, %c.col64.{0}\n", l);
    if (atomic) {
      EMIT("  br label %ce.{}.0\n", l);
    } else {
      EMIT("  %c.cend.{0} = add i32 %c.col.{0}, {1}\n  %c.cok.{0} = icmp ule i32 %c.cend.{0}, %N\n", l, vc);
      if (vc > 1)
        EMIT("  %c.in.{0} = and i1 %c.rok.{0}, %c.cok.{0}\n  %c.full.{0} = and i1 %c.in.{0}, %caligned\n", l);
      else
        EMIT("  %c.full.{0} = and i1 %c.rok.{0}, %c.cok.{0}\n", l);
      EMIT("  br i1 %c.full.{0}, label %cf.{0}, label %ce.{0}.0\n\ncf.{0}:\n", l);
      EMIT("  %c.p.{0} = getelementptr inbounds {1}, ptr addrspace(1) {2}, i64 %c.idx.{0}\n", l, oty, base);
      EMIT("  store {1} %c.x.{0}, ptr addrspace(1) %c.p.{0}, align {2}\n  br label %{3}\n", l, vty, align, next);
    }
    if (pairs) {
      cshuffle_pairs(l, next, oty);
      continue;
    }
    for (int e = 0; e < vc; ++e) {
      const Label ne = e + 1 < vc ? Label("ce", l, e + 1) : Label(next);
      EMIT("\nce.{0}.{1}:\n  %c.ec.{0}.{1} = add i32 %c.col.{0}, {1}\n", l, e);
      EMIT("  %c.ecok.{0}.{1} = icmp ult i32 %c.ec.{0}.{1}, %N\n  %c.eok.{0}.{1} = and i1 %c.rok.{0}, %c.ecok.{0}.{1}\n",
        l, e);
      EMIT("  br i1 %c.eok.{0}.{1}, label %ces.{0}.{1}, label %{2}\n\nces.{0}.{1}:\n", l, e, ne.view());
      EMIT("  %c.ei.{0}.{1} = add i64 %c.idx.{0}, {1}\n", l, e);
      EMIT("  %c.ep.{0}.{1} = getelementptr inbounds {2}, ptr addrspace(1) {3}, i64 %c.ei.{0}.{1}\n", l, e, oty, base);
      std::string v = text_of<"%c.x.{}">(l);
      if (vc > 1) {
        EMIT("  %c.ev.{0}.{1} = extractelement {2} %c.x.{0}, i32 {1}\n", l, e, vty);
        v = text_of<"%c.ev.{}.{}">(l, e);
      }
      if (atomic)
        EMIT("  %c.ea.{0}.{1} = atomicrmw fadd ptr addrspace(1) %c.ep.{0}.{1}, {2} {3}{4}\n", l, e, oty, v, tail4_);
      else
        EMIT("  store {2} {3}, ptr addrspace(1) %c.ep.{0}.{1}, align {4}\n", l, e, oty, v, osz);
      EMIT("  br label %{}\n", ne.view());
    }
  }
}

/// Slot l of a 16-bit atomic cshuffle: column pairs of its vector as one packed add each when
/// both columns are in range and N is even (the pair is then 4-byte aligned), else column by
/// column in the form of the direct epilogue's lone columns.
void Stream::cshuffle_pairs(int l, std::string_view next, std::string_view oty) {
  const int vc = g_.vector_c, pairs = vc / 2;
  const std::string_view nz = g_.out == DType::F16 ? "0xH8000" : "0xR8000";
  for (int p = 0; p < pairs; ++p) {
    const int e0 = 2 * p, e1 = 2 * p + 1;
    const Label np = p + 1 < pairs ? Label("ce", l, p + 1) : Label(next);
    EMIT("\nce.{0}.{1}:\n  %c.pc.{0}.{1} = add i32 %c.col.{0}, {2}\n", l, p, e1);
    EMIT("  %c.pcok.{0}.{1} = icmp ult i32 %c.pc.{0}.{1}, %N\n  %c.pok0.{0}.{1} = and i1 %c.rok.{0}, %c.pcok.{0}.{1}\n",
      l, p);
    EMIT("  %c.pok.{0}.{1} = and i1 %c.pok0.{0}.{1}, %neven\n", l, p);
    EMIT("  br i1 %c.pok.{0}.{1}, label %cpk.{0}.{1}, label %ceh.{0}.{2}\n\ncpk.{0}.{1}:\n", l, p, e0);
    EMIT("  %c.pi.{0}.{1} = add i64 %c.idx.{0}, {2}\n", l, p, e0);
    EMIT("  %c.pp.{0}.{1} = getelementptr inbounds {2}, ptr addrspace(1) %D, i64 %c.pi.{0}.{1}\n", l, p, oty);
    EMIT("  %c.pv.{0}.{1} = shufflevector <{2} x {3}> %c.x.{0}, <{2} x {3}> poison, <2 x i32> <i32 {4}, i32 {5}>\n", l,
      p, vc, oty, e0, e1);
    EMIT("  %c.pa.{0}.{1} = atomicrmw fadd ptr addrspace(1) %c.pp.{0}.{1}, <2 x {2}> %c.pv.{0}.{1}{3}\n", l, p, oty,
      tail4_);
    EMIT("  br label %{}\n", np.view());
    for (int e : {e0, e1}) {
      const Label after = e == e0 ? Label("ceh", l, e1) : np;
      EMIT("\nceh.{0}.{1}:\n  %c.hc.{0}.{1} = add i32 %c.col.{0}, {1}\n", l, e);
      EMIT("  %c.hcok.{0}.{1} = icmp ult i32 %c.hc.{0}.{1}, %N\n  %c.hok.{0}.{1} = and i1 %c.rok.{0}, %c.hcok.{0}.{1}\n",
        l, e);
      EMIT("  br i1 %c.hok.{0}.{1}, label %cehs.{0}.{1}, label %{2}\n\ncehs.{0}.{1}:\n", l, e, after.view());
      EMIT("  %c.hi.{0}.{1} = add i64 %c.idx.{0}, {1}\n", l, e);
      EMIT("  %c.hv.{0}.{1} = extractelement <{2} x {3}> %c.x.{0}, i32 {1}\n", l, e, vc, oty);
      if (t_.packed_half_atomics) {
        const std::string_view at = pair_on_dw() ? "c.hdw" : "c.hi";
        if (pair_on_dw()) EMIT("  %c.hdw.{0}.{1} = add i64 %gd, %c.hi.{0}.{1}\n", l, e);
        EMIT("  %c.hlane.{0}.{1} = and i64 %{2}.{0}.{1}, 1\n  %c.hpair.{0}.{1} = and i64 %{2}.{0}.{1}, -2\n", l, e, at);
        EMIT("  %c.hp.{0}.{1} = getelementptr inbounds {2}, ptr addrspace(1) {3}, i64 %c.hpair.{0}.{1}\n", l, e, oty,
          pair_on_dw() ? "%dW" : "%D");
        EMIT("  %c.hpv.{0}.{1} = insertelement <2 x {2}> splat ({2} {3}), {2} %c.hv.{0}.{1}, i64 %c.hlane.{0}.{1}\n", l,
          e, oty, nz);
        EMIT("  %c.ha.{0}.{1} = atomicrmw fadd ptr addrspace(1) %c.hp.{0}.{1}, <2 x {2}> %c.hpv.{0}.{1}{3}\n", l, e,
          oty, tail4_);
      } else {
        EMIT("  %c.hp.{0}.{1} = getelementptr inbounds {2}, ptr addrspace(1) %D, i64 %c.hi.{0}.{1}\n", l, e, oty);
        EMIT("  %c.ha.{0}.{1} = atomicrmw fadd ptr addrspace(1) %c.hp.{0}.{1}, {2} %c.hv.{0}.{1}{3}\n", l, e, oty,
          tail2_);
      }
      EMIT("  br label %{}\n", after.view());
    }
  }
}

/// One column through the packed atomic: a scalar 16-bit atomicrmw fadd is a compare-and-swap
/// loop on AMDGPU, so the element goes into its lane of the 4-byte-aligned pair that holds it, and
/// the partner lane adds -0.0, the one value that leaves every partner (+0.0 included) unchanged.
/// For conv_wgrad with groups > 1 the pair is formed on dW (pair_on_dw).
void Stream::single_in_pair(std::string_view index, int i, int j, std::string_view oty) {
  const std::string_view nz = g_.out == DType::F16 ? "0xH8000" : "0xR8000";
  if (pair_on_dw()) {
    EMIT("  %hdw.{0}.{1} = add i64 %gd, %{2}.{0}.{1}\n", i, j, index);
    index = "hdw";
  }
  EMIT("  %hlane.{0}.{1} = and i64 %{2}.{0}.{1}, 1\n  %hpair.{0}.{1} = and i64 %{2}.{0}.{1}, -2\n", i, j, index);
  EMIT("  %hptr.{0}.{1} = getelementptr inbounds {2}, ptr addrspace(1) {3}, i64 %hpair.{0}.{1}\n", i, j, oty,
    pair_on_dw() ? "%dW" : "%D");
  EMIT("  %hv.{0}.{1} = fptrunc float %acc.{0}.{1} to {2}\n", i, j, oty);
  EMIT("  %hpv.{0}.{1} = insertelement <2 x {2}> splat ({2} {3}), {2} %hv.{0}.{1}, i64 %hlane.{0}.{1}\n", i, j, oty,
    nz);
  EMIT("  %ha.{0}.{1} = atomicrmw fadd ptr addrspace(1) %hptr.{0}.{1}, <2 x {2}> %hpv.{0}.{1}{3}\n", i, j, oty,
    tail4_);
}

}  // namespace paritykit::beta::gemm
