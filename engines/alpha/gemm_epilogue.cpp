// Engine alpha's gemm epilogue (engines/CONTRACT.md section 7, `epi:`): the direct store chain
// (stores, atomic adds, packed 16-bit pairs) and the cshuffle epilogue through the LDS staging tile.
#include <algorithm>

#include "gemm_generator.h"

namespace paritykit::alpha::gemm {

/// Row/column bounds, then one guarded store (or atomic add) per accumulator, chained
/// through blocks e.<i>.<j> in row-major order and ending at `exit`.
void GemmGenerator::epilogue(Builder& b) {
  if (g_.epilogue == spec::Epilogue::Cshuffle) return cshuffle(b);
  const Value n64 = b.zext(N_, kI64, "N64");
  for (int i = 0; i < geo_.tm; ++i) {
    const Value er = b.add(m0_, ar_[i], name("er.{}", i));
    erok_.push_back(b.icmp_ult(er, M_, name("erok.{}", i)));
    const Value er64 = b.zext(er, kI64, name("er64.{}", i));
    erow_.push_back(b.mul(er64, n64, name("erow.{}", i)));
  }
  for (int j = 0; j < geo_.tn; ++j) {
    const Value ec = b.add(n0_, bc_[j], name("ec.{}", j));
    ecok_.push_back(b.icmp_ult(ec, N_, name("ecok.{}", j)));
    ec64_.push_back(b.zext(ec, kI64, name("ec64.{}", j)));
  }
  const Value base = output_base(b, n64);
  if (geo_.column_group == 2) {
    const Value rem = b.and_(N_, ir::i32(1), "nrem");
    neven_ = b.icmp_eq(rem, ir::i32(0), "neven");
  }
  Block* head = fn_->new_block("e.0.0");
  b.br(head);
  const DType out_dtype = two_stage_ ? DType::F32 : g_.out;
  const int per_row = geo_.tn / geo_.column_group;
  for (int i = 0; i < geo_.tm; ++i)
    for (int j = 0; j < per_row; ++j) {
      Block* next = j + 1 < per_row   ? fn_->new_block(name("e.{}.{}", i, j + 1))
                    : i + 1 < geo_.tm ? fn_->new_block(name("e.{}.0", i + 1))
                                      : exit_;
      b.start(head);
      if (geo_.column_group == 2)
        store_pair(b, i, j, next);
      else
        store_one(b, i, j, base, out_dtype, next);
      head = next;
    }
}

/// Where the epilogue writes: %D, or for two_stage plane bz of the workspace, which holds this
/// split's partial D.
Value GemmGenerator::output_base(Builder& b, Value n64) {
  if (!two_stage_) return out_;
  const Value m64 = b.zext(M_, kI64, "M64");
  const Value bz64 = b.zext(bz_, kI64, "bz64");
  const Value plane = b.mul(m64, n64, "wplane");
  const Value ofs = b.mul(bz64, plane, "wofs");
  return b.gep(kF32, out_, ofs, "Dz");
}

void GemmGenerator::store_one(Builder& b, int i, int j, Value base, DType dtype, Block* next) {
  const Type ty = ir_type(dtype);
  const Value ok = b.and_(erok_[i], ecok_[j], name("eok.{}.{}", i, j));
  Block* store = fn_->new_block(name("es.{}.{}", i, j));
  b.cond_br(ok, store, next);
  b.start(store);
  const Value idx = b.add(erow_[i], ec64_[j], name("eidx.{}.{}", i, j));
  if (g_.split == SplitMode::Atomic && dtype != DType::F32 && target_.packed_half_atomics)
  {
    // A lane's lone column (AMD's matrix accumulators hold one column per lane).
    add_in_pair(b, i, j, idx);
    b.br(next);
    return;
  }
  const Value p = b.gep(ty, base, idx, name("eptr.{}.{}", i, j));
  Value v = acc_[i * geo_.tn + j];
  if (dtype != DType::F32) v = b.fptrunc(v, ty, name("ev.{}.{}", i, j));
  if (g_.split == SplitMode::Atomic)
    atomic_add(b, p, v, spec::size_of(dtype), name("ea.{}.{}", i, j));
  else
    b.store(v, p, spec::size_of(dtype));
  b.br(next);
}

/// Packed 16-bit atomics: columns (2p, 2p+1) in one <2 x T> add when both are in range and N
/// is even (so the pair is 4-byte aligned); otherwise each column on its own. Only mode
/// atomic packs, so the output is always %D, never a workspace.
void GemmGenerator::store_pair(Builder& b, int i, int p, Block* next) {
  const Type ty = ir_type(g_.out);
  const int j0 = 2 * p, j1 = 2 * p + 1;
  const Value ok0 = b.and_(erok_[i], ecok_[j1], name("pok0.{}.{}", i, p));
  const Value ok = b.and_(ok0, neven_, name("pok.{}.{}", i, p));
  Block* packed = fn_->new_block(name("epk.{}.{}", i, p));
  Block* half0 = fn_->new_block(name("eh.{}.{}", i, j0));
  Block* half1 = fn_->new_block(name("eh.{}.{}", i, j1));
  b.cond_br(ok, packed, half0);

  b.start(packed);
  const Value idx = b.add(erow_[i], ec64_[j0], name("pidx.{}.{}", i, p));
  const Value ptr = b.gep(ty, out_, idx, name("pptr.{}.{}", i, p));
  const Value lo = b.fptrunc(acc_[i * geo_.tn + j0], ty, name("pl.{}.{}", i, p));
  const Value hi = b.fptrunc(acc_[i * geo_.tn + j1], ty, name("ph.{}.{}", i, p));
  const Type pair = Type::vector(2, ty);
  const Value v0 = b.insert_element(ir::poison(pair), lo, ir::i32(0), name("pv0.{}.{}", i, p));
  const Value v = b.insert_element(v0, hi, ir::i32(1), name("pv.{}.{}", i, p));
  atomic_add(b, ptr, v, 2 * spec::size_of(g_.out), name("pa.{}.{}", i, p));
  b.br(next);

  for (const auto& [j, after] : {std::pair{j0, half1}, std::pair{j1, next}}) {
    b.start(j == j0 ? half0 : half1);
    const Value hok = b.and_(erok_[i], ecok_[j], name("hok.{}.{}", i, j));
    Block* store = fn_->new_block(name("ehs.{}.{}", i, j));
    b.cond_br(hok, store, after);
    b.start(store);
    const Value hidx = b.add(erow_[i], ec64_[j], name("hidx.{}.{}", i, j));
    if (target_.packed_half_atomics) {
      add_in_pair(b, i, j, hidx);
    } else {
      const Value hptr = b.gep(ty, out_, hidx, name("hptr.{}.{}", i, j));
      const Value hv = b.fptrunc(acc_[i * geo_.tn + j], ty, name("hv.{}.{}", i, j));
      atomic_add(b, hptr, hv, spec::size_of(g_.out), name("ha.{}.{}", i, j));
    }
    b.br(after);
  }
}

/// Where a packed 16-bit add is native, a lone column still goes out packed: a scalar 16-bit
/// atomicrmw fadd would be a compare-and-swap loop. Element `idx` takes lane idx & 1 of the
/// 4-byte-aligned pair at idx & ~1; the other lane adds -0.0, which changes no value it can hold.
/// At the last element of an odd-sized D the pair reaches the 2 bytes after D (engines/CONTRACT.md, section 7).
void GemmGenerator::add_in_pair(Builder& b, int i, int j, Value idx) {
  const Type ty = ir_type(g_.out);
  const Type pair = Type::vector(2, ty);
  const auto [at, base] = lone_pair_index(b, idx, name("hdw.{}.{}", i, j));
  const Value lane = b.and_(at, ir::i64(1), name("hlane.{}.{}", i, j));
  const Value even = b.and_(at, ir::i64(-2), name("hpair.{}.{}", i, j));
  const Value ptr = b.gep(ty, base, even, name("hptr.{}.{}", i, j));
  const Value v = b.fptrunc(acc_[i * geo_.tn + j], ty, name("hv.{}.{}", i, j));
  const Value pv = b.insert_element(ir::fp_neg_zero(pair), v, lane, name("hpv.{}.{}", i, j));
  atomic_add(b, ptr, pv, 2 * spec::size_of(g_.out), name("ha.{}.{}", i, j));
}

std::pair<Value, Value> GemmGenerator::lone_pair_index(Builder& b, Value idx, const std::string& hdw_name) {
  if (gd_.kind != Value::Kind::Local) return {idx, out_};
  return {b.add(gd_, idx, hdw_name), dw_};
}

/// The accumulators go through the LDS staging tile (row stride tile.n + vector.c) and leave it
/// re-laid: after one barrier, store slot l of a thread is vector (tid + l*threads) of the tile's
/// tile.m rows of tile.n / vector.c vectors, so a wave's stores are consecutive along N.
void GemmGenerator::cshuffle(Builder& b) {
  const DType dt = staged_dtype();
  const Type ty = ir_type(dt);
  const int vc = g_.vector_c, stride = g_.tile_n + vc;
  const int per_row = g_.tile_n / vc, slots = g_.tile_m * per_row / geo_.threads;
  const int align = std::min(vc * spec::size_of(dt), 16);
  const Type vty = vc > 1 ? Type::vector(vc, ty) : ty;
  const bool atomic = g_.split == SplitMode::Atomic, pairs = atomic && dt != DType::F32;
  const Value lds = lds_c_->ref();

  std::vector<Value> srow;
  for (int i = 0; i < geo_.tm; ++i) srow.push_back(b.mul(ar_[i], ir::i32(stride), name("sr.{}", i)));
  for (int i = 0; i < geo_.tm; ++i)
    for (int j = 0; j < geo_.tn; ++j) {
      const Value at = b.add(srow[i], bc_[j], name("so.{}.{}", i, j));
      const Value at64 = b.zext(at, kI64, name("sx.{}.{}", i, j));
      const Value p = b.gep(ty, lds, at64, name("sp.{}.{}", i, j));
      Value v = acc_[i * geo_.tn + j];
      if (dt != DType::F32) v = b.fptrunc(v, ty, name("sv.{}.{}", i, j));
      b.store(v, p, spec::size_of(dt));
    }
  barrier(b);  // every thread's accumulators are in the staging tile before any thread reads
  const Value n64 = b.zext(N_, kI64, "N64");
  const Value base = output_base(b, n64);
  // A whole-vector store is aligned only when each row of D starts at a multiple of vector.c.
  Value aligned;
  if (!atomic && vc > 1) {
    const Value rem = b.urem(N_, ir::i32(vc), "crem");
    aligned = b.icmp_eq(rem, ir::i32(0), "caligned");
  }
  if (pairs) {
    const Value rem = b.and_(N_, ir::i32(1), "nrem");
    neven_ = b.icmp_eq(rem, ir::i32(0), "neven");
  }
  Block* head = fn_->new_block("cs.0");
  b.br(head);
  for (int l = 0; l < slots; ++l) {
    Block* next = l + 1 < slots ? fn_->new_block(name("cs.{}", l + 1)) : exit_;
    b.start(head);
    const Value slot = b.add(tid_, ir::i32(l * geo_.threads), name("c.c.{}", l));
    const Value row = b.udiv(slot, ir::i32(per_row), name("c.r.{}", l));
    const Value vec = b.urem(slot, ir::i32(per_row), name("c.v.{}", l));
    const Value col = b.mul(vec, ir::i32(vc), name("c.i.{}", l));
    const Value lrow = b.mul(row, ir::i32(stride), name("c.lr.{}", l));
    const Value lat = b.add(lrow, col, name("c.l.{}", l));
    const Value lat64 = b.zext(lat, kI64, name("c.lx.{}", l));
    const Value q = b.gep(ty, lds, lat64, name("c.q.{}", l));
    CshuffleSlot s;
    s.l = l;
    s.value = b.load(vty, q, align, name("c.x.{}", l));
    const Value grow = b.add(m0_, row, name("c.row.{}", l));
    s.row_ok = b.icmp_ult(grow, M_, name("c.rok.{}", l));
    s.col = b.add(n0_, col, name("c.col.{}", l));
    const Value grow64 = b.zext(grow, kI64, name("c.row64.{}", l));
    const Value rowi = b.mul(grow64, n64, name("c.rowi.{}", l));
    const Value col64 = b.zext(s.col, kI64, name("c.col64.{}", l));
    s.idx = b.add(rowi, col64, name("c.idx.{}", l));
    Block* first = fn_->new_block(name("ce.{}.0", l));
    if (atomic) {
      b.br(first);
    } else {
      const Value cend = b.add(s.col, ir::i32(vc), name("c.cend.{}", l));
      const Value cok = b.icmp_ule(cend, N_, name("c.cok.{}", l));
      Value full;
      if (vc > 1) {
        const Value in = b.and_(s.row_ok, cok, name("c.in.{}", l));
        full = b.and_(in, aligned, name("c.full.{}", l));
      } else {
        full = b.and_(s.row_ok, cok, name("c.full.{}", l));
      }
      Block* fast = fn_->new_block(name("cf.{}", l));
      b.cond_br(full, fast, first);
      b.start(fast);
      const Value p = b.gep(ty, base, s.idx, name("c.p.{}", l));
      b.store(s.value, p, align);
      b.br(next);
    }
    if (pairs)
      cshuffle_pairs(b, s, first, next);
    else
      cshuffle_elements(b, s, base, first, next);
    head = next;
  }
}

/// Element by element, each guarded by its own row and column: stores, or f32 atomic adds.
void GemmGenerator::cshuffle_elements(Builder& b, const CshuffleSlot& s, Value base, Block* first, Block* next) {
  const DType dt = staged_dtype();
  const Type ty = ir_type(dt);
  const int vc = g_.vector_c, l = s.l;
  Block* head = first;
  for (int e = 0; e < vc; ++e) {
    Block* after = e + 1 < vc ? fn_->new_block(name("ce.{}.{}", l, e + 1)) : next;
    b.start(head);
    const Value ec = b.add(s.col, ir::i32(e), name("c.ec.{}.{}", l, e));
    const Value ecok = b.icmp_ult(ec, N_, name("c.ecok.{}.{}", l, e));
    const Value ok = b.and_(s.row_ok, ecok, name("c.eok.{}.{}", l, e));
    Block* store = fn_->new_block(name("ces.{}.{}", l, e));
    b.cond_br(ok, store, after);
    b.start(store);
    const Value idx = b.add(s.idx, ir::i64(e), name("c.ei.{}.{}", l, e));
    const Value p = b.gep(ty, base, idx, name("c.ep.{}.{}", l, e));
    const Value v = vc > 1 ? b.extract_element(s.value, ir::i32(e), name("c.ev.{}.{}", l, e)) : s.value;
    if (g_.split == SplitMode::Atomic)
      atomic_add(b, p, v, spec::size_of(dt), name("c.ea.{}.{}", l, e));
    else
      b.store(v, p, spec::size_of(dt));
    b.br(after);
    head = after;
  }
}

/// 16-bit atomic adds: each column pair as one packed add when both columns are in range and
/// N is even (the pair is then 4-byte aligned), else column by column as the direct epilogue's
/// lone columns are added.
void GemmGenerator::cshuffle_pairs(Builder& b, const CshuffleSlot& s, Block* first, Block* next) {
  const Type ty = ir_type(g_.out);
  const Type pair = Type::vector(2, ty);
  const int vc = g_.vector_c, l = s.l, count = vc / 2;
  Block* head = first;
  for (int p = 0; p < count; ++p) {
    const int e0 = 2 * p, e1 = 2 * p + 1;
    Block* after = p + 1 < count ? fn_->new_block(name("ce.{}.{}", l, p + 1)) : next;
    b.start(head);
    const Value pc = b.add(s.col, ir::i32(e1), name("c.pc.{}.{}", l, p));
    const Value pcok = b.icmp_ult(pc, N_, name("c.pcok.{}.{}", l, p));
    const Value ok0 = b.and_(s.row_ok, pcok, name("c.pok0.{}.{}", l, p));
    const Value ok = b.and_(ok0, neven_, name("c.pok.{}.{}", l, p));
    Block* packed = fn_->new_block(name("cpk.{}.{}", l, p));
    Block* lone0 = fn_->new_block(name("ceh.{}.{}", l, e0));
    Block* lone1 = fn_->new_block(name("ceh.{}.{}", l, e1));
    b.cond_br(ok, packed, lone0);
    b.start(packed);
    const Value pi = b.add(s.idx, ir::i64(e0), name("c.pi.{}.{}", l, p));
    const Value pp = b.gep(ty, out_, pi, name("c.pp.{}.{}", l, p));
    const Value pv = b.shuffle_vector(s.value, ir::poison(s.value.type), {e0, e1}, name("c.pv.{}.{}", l, p));
    atomic_add(b, pp, pv, 2 * spec::size_of(g_.out), name("c.pa.{}.{}", l, p));
    b.br(after);
    for (const auto& [e, then] : {std::pair{e0, lone1}, std::pair{e1, after}}) {
      b.start(e == e0 ? lone0 : lone1);
      const Value hc = b.add(s.col, ir::i32(e), name("c.hc.{}.{}", l, e));
      const Value hcok = b.icmp_ult(hc, N_, name("c.hcok.{}.{}", l, e));
      const Value hok = b.and_(s.row_ok, hcok, name("c.hok.{}.{}", l, e));
      Block* store = fn_->new_block(name("cehs.{}.{}", l, e));
      b.cond_br(hok, store, then);
      b.start(store);
      const Value hi = b.add(s.idx, ir::i64(e), name("c.hi.{}.{}", l, e));
      const Value hv = b.extract_element(s.value, ir::i32(e), name("c.hv.{}.{}", l, e));
      if (target_.packed_half_atomics) {
        // A scalar 16-bit atomic is a compare-and-swap loop here: add into the aligned pair,
        // -0.0 (fadd's identity) in the partner lane.
        const auto [at, base] = lone_pair_index(b, hi, name("c.hdw.{}.{}", l, e));
        const Value lane = b.and_(at, ir::i64(1), name("c.hlane.{}.{}", l, e));
        const Value even = b.and_(at, ir::i64(-2), name("c.hpair.{}.{}", l, e));
        const Value hp = b.gep(ty, base, even, name("c.hp.{}.{}", l, e));
        const Value hpv = b.insert_element(ir::fp_neg_zero(pair), hv, lane, name("c.hpv.{}.{}", l, e));
        atomic_add(b, hp, hpv, 2 * spec::size_of(g_.out), name("c.ha.{}.{}", l, e));
      } else {
        const Value hp = b.gep(ty, out_, hi, name("c.hp.{}.{}", l, e));
        atomic_add(b, hp, hv, spec::size_of(g_.out), name("c.ha.{}.{}", l, e));
      }
      b.br(then);
    }
    head = after;
  }
}

}  // namespace paritykit::alpha::gemm
