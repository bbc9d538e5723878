// Engine alpha's gemm inner product (engines/CONTRACT.md section 7, `inner:`): the simt path's
// fused multiply-adds over the LDS tiles, and the matrix paths (section 11): each lane's place in
// its wave's tile, its fragments of A and B from LDS, the matrix instruction in its argument form,
// and the accumulators handed to the epilogue as scalars.
#include <stdexcept>

#include "gemm_generator.h"

namespace paritykit::alpha::gemm {

/// The tile_k-step loop over the LDS tiles; returns the accumulators after the last step.
std::vector<Value> GemmGenerator::inner_product(Builder& b, Block* inner, Block* sync,
                                                const std::vector<Instruction*>& acc, Block* kstep) {
  b.start(inner);
  Instruction& kk = b.phi(kI32, "kk");
  kk.add_incoming(ir::i32(0), sync);
  std::vector<Instruction*> c;
  for (int i = 0; i < geo_.tm; ++i)
    for (int j = 0; j < geo_.tn; ++j) {
      c.push_back(&b.phi(kF32, name("c.{}.{}", i, j)));
      c.back()->add_incoming(acc[c.size() - 1]->result(), sync);
    }
  const Value ak = b.mul(kk.result(), ir::i32(lds_stride(geo_.a, Axis::K)), "ak");
  const Value bk = b.mul(kk.result(), ir::i32(lds_stride(geo_.b, Axis::K)), "bk");
  const std::vector<Value> av = lds_reads(b, geo_.a, ab_, ak);
  const std::vector<Value> bv = lds_reads(b, geo_.b, bb_, bk);
  std::vector<Value> next;
  for (int i = 0; i < geo_.tm; ++i)
    for (int j = 0; j < geo_.tn; ++j)
      next.push_back(b.call(*in_.fmuladd, {av[i], bv[j], c[next.size()]->result()}, name("c.{}.{}.next", i, j)));
  const Value kk_next = b.add(kk.result(), ir::i32(1), "kk.next");
  const Value kk_more = b.icmp_ult(kk_next, ir::i32(g_.tile_k), "kk.more");
  b.cond_br(kk_more, inner, kstep);
  kk.add_incoming(kk_next, inner);
  for (std::size_t n = 0; n < c.size(); ++n) c[n]->add_incoming(next[n], inner);
  return next;
}

/// One element per thread row (A) or column (B) at step kk, widened to float.
std::vector<Value> GemmGenerator::lds_reads(Builder& b, const OperandTile& o, const std::vector<Value>& bases,
                                            Value kofs) {
  const char x = o.name;
  const Type elem = ir_type(o.dtype);
  std::vector<Value> out;
  for (std::size_t i = 0; i < bases.size(); ++i) {
    const Value off = b.add(bases[i], kofs, name("{}o.{}", x, i));
    const Value off64 = b.zext(off, kI64, name("{}w.{}", x, i));
    const Value p = b.gep(elem, lds_read_[x == 'b'], off64, name("{}p.{}", x, i));
    Value v = b.load(elem, p, spec::size_of(o.dtype), name("{}v.{}", x, i));
    if (o.dtype != DType::F32) v = b.fpext(v, kF32, name("{}f.{}", x, i));
    out.push_back(v);
  }
  return out;
}

/// The lane's place in a fragment layout: its rows come from the low or the high part of the
/// lane index, its columns (k for A and B) from the other.
Value GemmGenerator::row_part(const spec::FragmentLayout& f) const { return f.row_from_lo ? llo_ : lhi_; }
Value GemmGenerator::col_part(const spec::FragmentLayout& f) const { return f.row_from_lo ? lhi_ : llo_; }

/// Each wave's place in the tile, the lane's first element of A and B in LDS, and the rows
/// and columns of its accumulators as %ar.<i> and %bc.<j>, which the epilogue reads as on simt.
void GemmGenerator::matrix_bases(Builder& b) {
  const spec::FragmentLayout& c = mx_->c;
  const Value wave = b.udiv(tid_, ir::i32(geo_.wave), "wave");
  const Value lane = b.urem(tid_, ir::i32(geo_.wave), "lane");
  const Value wm = b.udiv(wave, ir::i32(g_.warps_n), "wm");
  const Value wn = b.urem(wave, ir::i32(g_.warps_n), "wn");
  const Value wrow = b.mul(wm, ir::i32(geo_.wave_m), "wrow");
  const Value wcol = b.mul(wn, ir::i32(geo_.wave_n), "wcol");
  llo_ = b.urem(lane, ir::i32(c.lane_split), "llo");
  lhi_ = b.udiv(lane, ir::i32(c.lane_split), "lhi");
  for (const OperandTile* o : {&geo_.a, &geo_.b}) {
    const char x = o->name;
    const spec::FragmentLayout& f = x == 'a' ? mx_->a : mx_->b;
    const FragmentStrides st = fragment_strides(*o);
    const Value fr = b.mul(row_part(f), ir::i32(f.row_scale), name("{}fr", x));
    const Value fk = b.mul(col_part(f), ir::i32(f.col_scale), name("{}fk", x));
    const Value fw = b.add(fr, x == 'a' ? wrow : wcol, name("{}fw", x));
    const Value fo = b.mul(fw, ir::i32(st.row), name("{}fo", x));
    const Value fq = b.mul(fk, ir::i32(st.k), name("{}fq", x));
    mx_base_[x == 'b'] = b.add(fo, fq, name("{}base", x));
  }
  const Value cr = b.mul(row_part(c), ir::i32(c.row_scale), "cr");
  const Value cc = b.mul(col_part(c), ir::i32(c.col_scale), "cc");
  const Value crow = b.add(wrow, cr, "crow");
  const Value ccol = b.add(wcol, cc, "ccol");
  const int nr = static_cast<int>(geo_.c_rows.size()), nc = static_cast<int>(geo_.c_cols.size());
  for (int i = 0; i < geo_.tm; ++i)
    ar_.push_back(b.add(crow, ir::i32((i / nr) * mx_->m + geo_.c_rows[i % nr]), name("ar.{}", i)));
  for (int j = 0; j < geo_.tn; ++j)
    bc_.push_back(b.add(ccol, ir::i32((j / nc) * mx_->n + geo_.c_cols[j % nc]), name("bc.{}", j)));
}

/// The tile_k loop of the matrix path, one instruction k per step: the lane's fragments of A
/// and B from LDS, then frags_m x frags_n matrix instructions. Returns the accumulators after
/// the last step.
std::vector<Value> GemmGenerator::matrix_product(Builder& b, Block* inner, Block* sync,
                                                 const std::vector<Instruction*>& acc, Block* kstep) {
  b.start(inner);
  Instruction& kk = b.phi(kI32, "kk");
  kk.add_incoming(ir::i32(0), sync);
  std::vector<Instruction*> c;
  for (int i = 0; i < geo_.frags_m; ++i)
    for (int j = 0; j < geo_.frags_n; ++j) {
      c.push_back(&b.phi(mx_types_.acc, name("mc.{}.{}", i, j)));
      c.back()->add_incoming(acc[c.size() - 1]->result(), sync);
    }
  const Fragments fa = fragments(b, geo_.a, kk.result());
  const Fragments fb = fragments(b, geo_.b, kk.result());
  std::vector<Value> next;
  for (int i = 0; i < geo_.frags_m; ++i)
    for (int j = 0; j < geo_.frags_n; ++j)
      next.push_back(matrix_call(b, i, j, fa, fb, c[next.size()]->result()));
  const Value kk_next = b.add(kk.result(), ir::i32(mx_->k), "kk.next");
  const Value kk_more = b.icmp_ult(kk_next, ir::i32(g_.tile_k), "kk.more");
  b.cond_br(kk_more, inner, kstep);
  kk.add_incoming(kk_next, inner);
  for (std::size_t n = 0; n < c.size(); ++n) c[n]->add_incoming(next[n], inner);
  return next;
}

/// Loads the lane's runs of every fragment of operand `o`. A run along a contiguous LDS row is
/// one vector load; otherwise its elements are loaded one by one and gathered into a vector.
GemmGenerator::Fragments GemmGenerator::fragments(Builder& b, const OperandTile& o, Value kk) {
  const char x = o.name;
  const spec::FragmentLayout& f = x == 'a' ? mx_->a : mx_->b;
  const FragmentStrides st = fragment_strides(o);
  const int frags = x == 'a' ? geo_.frags_m : geo_.frags_n;
  const int step = x == 'a' ? mx_->m : mx_->n;  // fragment rows per fragment
  const Type lds_elem = ir_type(o.dtype);
  const Type elem = mx_types_.element;
  const Type run = x == 'a' ? mx_types_.run_a : mx_types_.run_b;
  const int size = spec::size_of(o.dtype);
  const Value lds = lds_read_[x == 'b'];
  const Value kofs = b.mul(kk, ir::i32(st.k), name("{}kk", x));
  const Value q = b.add(mx_base_[x == 'b'], kofs, name("{}q", x));
  Fragments out;
  for (int fr = 0; fr < frags; ++fr) {
    std::vector<Value> runs;
    for (std::size_t r = 0; r < f.runs.size(); ++r) {
      const int at = fr * step * st.row + f.runs[r].row * st.row + f.runs[r].col * st.k;
      Value v;
      if (st.k == 1) {
        // The widest power of two (up to the run) that every fragment row start keeps.
        int align = 1;
        while (align < f.run && st.row % (2 * align) == 0) align *= 2;
        const Value off = b.add(q, ir::i32(at), name("{}q.{}.{}", x, fr, r));
        const Value off64 = b.zext(off, kI64, name("{}w.{}.{}", x, fr, r));
        const Value p = b.gep(lds_elem, lds, off64, name("{}p.{}.{}", x, fr, r));
        v = b.load(run, p, align * size, name("{}v.{}.{}", x, fr, r));
      } else {
        v = ir::poison(run);
        for (int w = 0; w < f.run; ++w) {
          const std::string at_w = name("{}.{}.{}", fr, r, w);
          const Value off = b.add(q, ir::i32(at + w * st.k), name("{}q.{}", x, at_w));
          const Value off64 = b.zext(off, kI64, name("{}w.{}", x, at_w));
          const Value p = b.gep(lds_elem, lds, off64, name("{}p.{}", x, at_w));
          const Value e = b.load(elem, p, size, name("{}e.{}", x, at_w));
          const std::string into = w + 1 < f.run ? name("{}i.{}", x, at_w) : name("{}v.{}.{}", x, fr, r);
          v = b.insert_element(v, e, ir::i32(w), into);
        }
      }
      if (mx_intrinsic_->bits == spec::FragmentBits::Int32PerRun)
        v = b.bitcast(v, kI32, name("{}x.{}.{}", x, fr, r));
      runs.push_back(v);
    }
    const Value whole = join_runs(b, *mx_, runs, f.run, name("{}x.{}", x, fr));
    out.runs.push_back(std::move(runs));
    out.whole.push_back(whole);
  }
  return out;
}

/// D = A * B + C for fragment (i, j), in the intrinsic's argument form.
Value GemmGenerator::matrix_call(Builder& b, int i, int j, const Fragments& fa, const Fragments& fb, Value c) {
  const std::string result = name("mc.{}.{}.next", i, j);
  const Value A = fa.whole[i], B = fb.whole[j];
  if (mx_->call != spec::MatrixCall::MmaSync)
    return b.call(*in_.matrix, mx_types_.vector_operands(*mx_, A, B, c), result);
  std::vector<Value> args = fa.runs[i];
  args.insert(args.end(), fb.runs[j].begin(), fb.runs[j].end());
  for (int e = 0; e < mx_->c.elements(); ++e) args.push_back(b.extract_value(c, e, name("mc.{}.{}.{}", i, j, e)));
  return b.call(*in_.matrix, std::move(args), result);
}

/// The fragments' accumulators as the epilogue's tm x tn scalars %acc.<i>.<j>.
void GemmGenerator::matrix_extract(Builder& b) {
  const int nr = static_cast<int>(geo_.c_rows.size()), nc = static_cast<int>(geo_.c_cols.size());
  std::vector<Value> frag = std::move(acc_);
  acc_.clear();
  for (int i = 0; i < geo_.tm; ++i)
    for (int j = 0; j < geo_.tn; ++j) {
      const Value& f = frag[(i / nr) * geo_.frags_n + j / nc];
      const int e = fragment_element(mx_->c, geo_.c_rows[i % nr], geo_.c_cols[j % nc]);
      if (e < 0) throw std::logic_error("alpha: the accumulator layout does not cover its own rows and columns");
      const std::string n = name("acc.{}.{}", i, j);
      acc_.push_back(mx_->call == spec::MatrixCall::MmaSync ? b.extract_value(f, e, n)
                                                             : b.extract_element(f, ir::i32(e), n));
    }
}

}  // namespace paritykit::alpha::gemm
