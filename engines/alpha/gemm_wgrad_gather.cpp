// Engine alpha's gemm generator bound to conv_wgrad (engines/CONTRACT_WGRAD.md sections 6 and 7):
// the convolution's `entry:` lines (the slice and group, the implicit gemm's sizes, the group's
// pointers), its load slots' tail, and the X tile gathered tap by tap in every path: fast, slow,
// and the async loop's chunks.
#include <stdexcept>

#include "gemm_generator.h"

namespace paritykit::alpha::gemm {

Value GemmGenerator::conv_arg(char size) const {
  static constexpr char kSizes[] = "nhwckrspq";
  for (int a = 0; a < 9; ++a)
    if (kSizes[a] == size) return conv_size_[a];
  throw std::logic_error("alpha: no conv_wgrad size parameter of that name");
}

/// conv_wgrad's lines after %bz: the workgroup's slice and group, the implicit gemm's sizes,
/// and the group's first elements of dY, X (and dW) as the gemm's A, B (and D).
void GemmGenerator::conv_entry(Builder& b) {
  const ir::Value groups = ir::i32(conv_->groups);
  kz_ = b.udiv(bz_, groups, "kz");
  const Value grp = b.urem(bz_, groups, "grp");
  M_ = b.udiv(conv_arg('k'), groups, "M");
  cg_ = b.udiv(conv_arg('c'), groups, "Cg");
  const Value sc = b.mul(conv_arg('s'), cg_, "sc");
  N_ = b.mul(conv_arg('r'), sc, "N");
  pq_ = b.mul(conv_arg('p'), conv_arg('q'), "pq");
  K_ = b.mul(conv_arg('n'), pq_, "K");
  h64_ = b.zext(conv_arg('h'), kI64, "h64");
  w64_ = b.zext(conv_arg('w'), kI64, "w64");
  c64_ = b.zext(conv_arg('c'), kI64, "c64");
  const Value ga = b.mul(grp, M_, "ga");
  const Value ga64 = b.zext(ga, kI64, "ga64");
  A_ = b.gep(ir_type(g_.a), fn_->arg(0), ga64, "A");
  const Value gb = b.mul(grp, cg_, "gb");
  const Value gb64 = b.zext(gb, kI64, "gb64");
  B_ = b.gep(ir_type(g_.b), fn_->arg(1), gb64, "B");
  if (two_stage_) return;
  const Value gn64 = b.zext(N_, kI64, "gN64");
  const Value gd = b.mul(ga64, gn64, "gd");
  if (conv_->groups > 1) {
    gd_ = gd;
    dw_ = out_;
  }
  out_ = b.gep(ir_type(g_.out), out_, gd, "D");
}

/// The tail of conv_wgrad's load slots. dY (A) is read with all k channels as its leading
/// dimension; a vector is aligned when the group's channel run is. X (B) has no leading
/// dimension: each slot's column names a tap and a channel, computed once here.
void GemmGenerator::conv_slot_tail(Builder& b, const OperandTile& o, LoadSlots& s) {
  const char x = o.name;
  if (x == 'a') s.ld64 = b.zext(conv_arg('k'), kI64, "a.ld64");
  if (o.vector > 1) {
    const Value rem = b.urem(x == 'a' ? M_ : cg_, ir::i32(o.vector), name("{}.ldrem", x));
    s.aligned = b.icmp_eq(rem, ir::i32(0), name("{}.aligned", x));
  }
  if (x == 'a') return;
  for (std::size_t l = 0; l < s.col.size(); ++l) {
    s.col_j.push_back(b.add(n0_, s.col[l], name("b.j{}", l)));
    const Value rs = b.udiv(s.col_j[l], cg_, name("b.rs{}", l));
    s.col_channel.push_back(b.urem(s.col_j[l], cg_, name("b.cc{}", l)));
    const Value rr = b.udiv(rs, conv_arg('s'), name("b.rr{}", l));
    const Value ss = b.urem(rs, conv_arg('s'), name("b.ss{}", l));
    s.tap_h.push_back(b.mul(rr, ir::i32(conv_->dilation_h), name("b.th{}", l)));
    s.tap_w.push_back(b.mul(ss, ir::i32(conv_->dilation_w), name("b.tw{}", l)));
  }
}

/// The gathered tile's fast-path test: its N range lies inside N and, with vectors, the
/// channel run keeps each slot's channels aligned (its rows and taps are checked per slot).
Value GemmGenerator::gather_is_full(Builder& b, const LoadSlots& s, const std::string& x) {
  const Value iend = b.add(n0_, ir::i32(g_.tile_n), x + ".iend");
  const Value ifull = b.icmp_ule(iend, N_, x + ".ifull");
  if (geo_.b.vector == 1) return ifull;
  return b.and_(ifull, s.aligned, x + ".full");
}

GemmGenerator::GatherPixel GemmGenerator::gather_pixel(Builder& b, const LoadSlots& s, std::size_t l,
                                                       const std::string& q) {
  const Value t = b.add(k0_, s.row[l], q + ".t");
  const Value tok = b.icmp_ult(t, kbound_, q + ".tok");
  const Value on = b.udiv(t, pq_, q + ".on");
  const Value opq = b.urem(t, pq_, q + ".opq");
  const Value op = b.udiv(opq, conv_arg('q'), q + ".op");
  const Value oq = b.urem(opq, conv_arg('q'), q + ".oq");
  return {tok, on, op, oq};
}

/// Slot l's vector of X on the fast path: one tap, consecutive channels of one pixel, all zeros
/// when the pixel is off the image or its reduction index past the bound. The compares are
/// unsigned: a tap above or left of the image wraps past 2^31 and fails like one past the end.
Value GemmGenerator::gather_fast(Builder& b, const LoadSlots& s, std::size_t l, const std::string& q) {
  const OperandTile& o = geo_.b;
  const Type elem = ir_type(o.dtype);
  const Type vty = o.vector > 1 ? Type::vector(o.vector, elem) : elem;
  const GatherPixel px = gather_pixel(b, s, l, q);
  const GatherTap tap = gather_tap(b, s, l, px, q);
  const Value ok0 = b.and_(px.tok, tap.hok, q + ".ok0");
  const Value ok = b.and_(ok0, tap.wok, q + ".ok");
  const Value idx = gather_index(b, s, l, px, tap, q);
  const Value safe = b.select(ok, idx, ir::i64(0), q + ".safe");
  const Value p = b.gep(elem, B_, safe, q + ".p");
  const Value got = b.load(vty, p, o.vector_bytes(), q + ".x");
  const Value zero = o.vector > 1 ? ir::zero_initializer(vty) : ir::fp_zero(elem);
  return b.select(ok, got, zero, q + ".v");
}

GemmGenerator::GatherTap GemmGenerator::gather_tap(Builder& b, const LoadSlots& s, std::size_t l,
                                                   const GatherPixel& px, const std::string& q) {
  const Value hs = b.mul(px.op, ir::i32(conv_->stride_h), q + ".hs");
  const Value ht = b.add(hs, s.tap_h[l], q + ".ht");
  const Value ih = b.sub(ht, ir::i32(conv_->pad_h), q + ".ih");
  const Value hok = b.icmp_ult(ih, conv_arg('h'), q + ".hok");
  const Value ws = b.mul(px.oq, ir::i32(conv_->stride_w), q + ".ws");
  const Value wt = b.add(ws, s.tap_w[l], q + ".wt");
  const Value iw = b.sub(wt, ir::i32(conv_->pad_w), q + ".iw");
  const Value wok = b.icmp_ult(iw, conv_arg('w'), q + ".wok");
  return {ih, hok, iw, wok};
}

/// Slot l's element index into X, formed in i64 from zero-extended parts: <q>.on64 ... <q>.idx.
Value GemmGenerator::gather_index(Builder& b, const LoadSlots& s, std::size_t l, const GatherPixel& px,
                                  const GatherTap& tap, const std::string& q) {
  const Value on64 = b.zext(px.on, kI64, q + ".on64");
  const Value nh = b.mul(on64, h64_, q + ".nh");
  const Value ih64 = b.zext(tap.ih, kI64, q + ".ih64");
  const Value row = b.add(nh, ih64, q + ".row");
  const Value rw = b.mul(row, w64_, q + ".rw");
  const Value iw64 = b.zext(tap.iw, kI64, q + ".iw64");
  const Value pix = b.add(rw, iw64, q + ".pix");
  const Value pc = b.mul(pix, c64_, q + ".pc");
  const Value cc64 = b.zext(s.col_channel[l], kI64, q + ".cc64");
  return b.add(pc, cc64, q + ".idx");
}

/// conv_wgrad's X chunk l (engines/CONTRACT_WGRAD.md section 7): copied when its reduction step
/// is inside the bound, its tap inside the image and its vector of columns inside N. Ends the
/// chunk block with a branch to `copy` or `zero` and returns, in `copy`, the chunk's address.
Value GemmGenerator::gather_chunk(Builder& b, const LoadSlots& s, std::size_t l, const std::string& q, Block* copy,
                                  Block* zero) {
  const GatherPixel px = gather_pixel(b, s, l, q);
  const GatherTap tap = gather_tap(b, s, l, px, q);
  const Value jend = b.add(s.col_j[l], ir::i32(geo_.b.vector), q + ".jend");
  const Value jok = b.icmp_ule(jend, N_, q + ".jok");
  const Value ok0 = b.and_(px.tok, tap.hok, q + ".ok0");
  const Value ok1 = b.and_(ok0, tap.wok, q + ".ok1");
  const Value ok = b.and_(ok1, jok, q + ".ok");
  b.cond_br(ok, copy, zero);
  b.start(copy);
  return b.gep(ir_type(geo_.b.dtype), B_, gather_index(b, s, l, px, tap, q), q + ".p");
}

GemmGenerator::GatherRow GemmGenerator::gather_row(Builder& b, const LoadSlots& s, std::size_t l,
                                                   const std::string& sl) {
  const GatherPixel px = gather_pixel(b, s, l, sl);
  const Value hs = b.mul(px.op, ir::i32(conv_->stride_h), sl + ".hs");
  const Value ws = b.mul(px.oq, ir::i32(conv_->stride_w), sl + ".ws");
  const Value on64 = b.zext(px.on, kI64, sl + ".on64");
  const Value nh = b.mul(on64, h64_, sl + ".nh");
  return {l, px.tok, hs, ws, nh};
}

/// Element e of a gathered slow-path slot: its own column's tap and channel, read at index 0
/// and replaced by X's zero (never another type's) where out of range.
Value GemmGenerator::gather_element(Builder& b, const LoadSlots& s, const GatherRow& r, int e, const std::string& p) {
  const Type elem = ir_type(geo_.b.dtype);
  const Value j = b.add(s.col_j[r.l], ir::i32(e), p + ".j");
  const Value jok = b.icmp_ult(j, N_, p + ".jok");
  const Value rs = b.udiv(j, cg_, p + ".rs");
  const Value cc = b.urem(j, cg_, p + ".cc");
  const Value rr = b.udiv(rs, conv_arg('s'), p + ".rr");
  const Value ss = b.urem(rs, conv_arg('s'), p + ".ss");
  const Value th = b.mul(rr, ir::i32(conv_->dilation_h), p + ".th");
  const Value ht = b.add(r.hs, th, p + ".ht");
  const Value ih = b.sub(ht, ir::i32(conv_->pad_h), p + ".ih");
  const Value hok = b.icmp_ult(ih, conv_arg('h'), p + ".hok");
  const Value tw = b.mul(ss, ir::i32(conv_->dilation_w), p + ".tw");
  const Value wt = b.add(r.ws, tw, p + ".wt");
  const Value iw = b.sub(wt, ir::i32(conv_->pad_w), p + ".iw");
  const Value wok = b.icmp_ult(iw, conv_arg('w'), p + ".wok");
  const Value ok0 = b.and_(r.tok, jok, p + ".ok0");
  const Value ok1 = b.and_(ok0, hok, p + ".ok1");
  const Value ok = b.and_(ok1, wok, p + ".ok");
  const Value ih64 = b.zext(ih, kI64, p + ".ih64");
  const Value row = b.add(r.nh, ih64, p + ".row");
  const Value rw = b.mul(row, w64_, p + ".rw");
  const Value iw64 = b.zext(iw, kI64, p + ".iw64");
  const Value pix = b.add(rw, iw64, p + ".pix");
  const Value pc = b.mul(pix, c64_, p + ".pc");
  const Value cc64 = b.zext(cc, kI64, p + ".cc64");
  const Value idx = b.add(pc, cc64, p + ".idx");
  const Value safe = b.select(ok, idx, ir::i64(0), p + ".safe");
  const Value gp = b.gep(elem, B_, safe, p + ".p");
  const Value got = b.load(elem, gp, spec::size_of(geo_.b.dtype), p + ".x");
  return b.select(ok, got, ir::fp_zero(elem), p + ".v");
}

}  // namespace paritykit::alpha::gemm
