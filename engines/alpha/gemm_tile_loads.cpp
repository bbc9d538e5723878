// Engine alpha's gemm tile loads (engines/CONTRACT.md sections 5 and 7, `a.check:` ... `b.slow:`):
// each thread's load slots, the global -> LDS copy with its fast and slow paths, double_buffer's
// load of the next tile into registers (section 12), and the async loop's chunk copies (section 13;
// conv_wgrad's, engines/CONTRACT_WGRAD.md section 7). conv_wgrad's gathered X tile is
// gemm_wgrad_gather.cpp's.
#include "gemm_generator.h"

namespace paritykit::alpha::gemm {

/// Thread tid's vector loads of one operand tile: load l covers vector slot tid + l*threads,
/// numbered row-major over (rows) x (contiguous / vector).
void GemmGenerator::operand_slots(Builder& b, const OperandTile& o, LoadSlots& s) {
  const char x = o.name;
  const int per_row = o.contiguous / o.vector;
  const int loads = o.vector_loads() / geo_.threads;
  const Value lds = lds_[x == 'b']->ref();
  for (int l = 0; l < loads; ++l) {
    const Value slot = b.add(tid_, ir::i32(l * geo_.threads), name("{}.c{}", x, l));
    s.row.push_back(b.udiv(slot, ir::i32(per_row), name("{}.r{}", x, l)));
    const Value vcol = b.urem(slot, ir::i32(per_row), name("{}.v{}", x, l));
    s.col.push_back(b.mul(vcol, ir::i32(o.vector), name("{}.i{}", x, l)));
    // The slot's first element: its row and column in LDS are its global ones, or swapped.
    const Value lds_row = o.transposed ? s.col[l] : s.row[l], lds_col = o.transposed ? s.row[l] : s.col[l];
    const Value row_off = b.mul(lds_row, ir::i32(o.row_stride()), name("{}.lr{}", x, l));
    const Value off = b.add(row_off, lds_col, name("{}.l{}", x, l));
    const Value off64 = b.zext(off, kI64, name("{}.lx{}", x, l));
    s.lds_ptr.push_back(b.gep(ir_type(o.dtype), lds, off64, name("{}.q{}", x, l)));
  }
  if (conv_) return conv_slot_tail(b, o, s);
  const Value ld = global_extent(o.inner);
  s.ld64 = b.zext(ld, kI64, name("{}.ld64", x));
  if (o.vector > 1) {
    const Value rem = b.urem(ld, ir::i32(o.vector), name("{}.ldrem", x));
    s.aligned = b.icmp_eq(rem, ir::i32(0), name("{}.aligned", x));
  }
}

/// Global -> LDS copy of one operand tile for the current k0. The fast path (tile fully in
/// bounds and the leading dimension a multiple of the vector) moves whole vectors; the slow
/// path moves single elements, reading index 0 and storing zero where out of bounds.
void GemmGenerator::tile_load(Builder& b, const OperandTile& o, const LoadSlots& s, Block* check, Block* next) {
  const char x = o.name;

  b.start(check);
  const Value full = slot_full(b, o, s, std::string(1, x));
  Block* fast = fn_->new_block(name("{}.fast", x));
  Block* slow = fn_->new_block(name("{}.slow", x));
  b.cond_br(full, fast, slow);

  b.start(fast);
  for (std::size_t l = 0; l < s.row.size(); ++l) {
    const std::string f = name("{}.f{}", x, l);
    store_slot(b, o, slot_vector(b, o, s, l, f), f + ".v", s.lds_ptr[l]);
  }
  b.br(next);

  b.start(slow);
  slow_tile(b, o, s, std::string(1, x), s.lds_ptr);
  b.br(next);
}

/// The next tile of one operand (origin k0_) from global memory into registers: the fast
/// path's vector loads, or the slow path's guarded element loads (zero where out of bounds)
/// gathered into the same vector type, joined by phis in <x>n.join. Returns the joined values.
std::vector<Value> GemmGenerator::register_load(Builder& b, const OperandTile& o, const LoadSlots& s, Block* check,
                                                Block* next) {
  const std::string x = name("{}n", o.name);
  const Type elem = ir_type(o.dtype);
  const Type vty = o.vector > 1 ? Type::vector(o.vector, elem) : elem;

  b.start(check);
  const Value full = slot_full(b, o, s, x);
  Block* fast = fn_->new_block(x + ".fast");
  Block* slow = fn_->new_block(x + ".slow");
  Block* join = fn_->new_block(x + ".join");
  b.cond_br(full, fast, slow);

  b.start(fast);
  std::vector<Value> fv;
  for (std::size_t l = 0; l < s.row.size(); ++l) fv.push_back(slot_vector(b, o, s, l, name("{}.f{}", x, l)));
  b.br(join);

  b.start(slow);
  std::vector<Value> sv;
  for (std::size_t l = 0; l < s.row.size(); ++l) {
    Value gathered = ir::poison(vty);
    slow_slot(b, o, s, l, name("{}.s{}", x, l), [&](int e, Value v, const std::string& p) {
      gathered = o.vector > 1 ? b.insert_element(gathered, v, ir::i32(e), p + ".g") : v;
    });
    sv.push_back(gathered);
  }
  b.br(join);

  b.start(join);
  std::vector<Value> joined;
  for (std::size_t l = 0; l < s.row.size(); ++l) {
    Instruction& phi = b.phi(vty, name("{}.r{}", x, l));
    phi.add_incoming(fv[l], fast);
    phi.add_incoming(sv[l], slow);
    joined.push_back(phi.result());
  }
  b.br(next);
  join_b_ = join;
  return joined;
}

// The pieces tile_load and register_load share; `f`, `sl` and `p` name the values (the operand's
// name for the tile load into LDS, <name>n for double_buffer's load of the next tile).

/// The fast-path test of one operand tile: gemm's, or the gathered X tile's.
Value GemmGenerator::slot_full(Builder& b, const OperandTile& o, const LoadSlots& s, const std::string& prefix) {
  return gathered(o) ? gather_is_full(b, s, prefix) : tile_is_full(b, o, s, prefix);
}

/// The fast-path test of a tile at origin k0_, its values named <prefix>.oend and so on: the
/// tile lies inside both bounds and, with vectors, the leading dimension keeps them aligned.
Value GemmGenerator::tile_is_full(Builder& b, const OperandTile& o, const LoadSlots& s, const std::string& prefix) {
  const Value oend = b.add(origin(o.outer), ir::i32(o.rows), prefix + ".oend");
  const Value ofull = b.icmp_ule(oend, bound(o.outer), prefix + ".ofull");
  const Value iend = b.add(origin(o.inner), ir::i32(o.contiguous), prefix + ".iend");
  const Value ifull = b.icmp_ule(iend, bound(o.inner), prefix + ".ifull");
  if (o.vector == 1) return b.and_(ofull, ifull, prefix + ".full");
  const Value inb = b.and_(ofull, ifull, prefix + ".inb");
  return b.and_(inb, s.aligned, prefix + ".full");
}

/// Slot l's whole vector on the fast path.
Value GemmGenerator::slot_vector(Builder& b, const OperandTile& o, const LoadSlots& s, std::size_t l,
                                 const std::string& f) {
  return gathered(o) ? gather_fast(b, s, l, f) : fast_load(b, o, s, l, f);
}

/// Slot l's whole vector from global memory (the fast path): <f>.o ... <f>.v.
Value GemmGenerator::fast_load(Builder& b, const OperandTile& o, const LoadSlots& s, std::size_t l,
                               const std::string& f) {
  const Type elem = ir_type(o.dtype);
  const Type vty = o.vector > 1 ? Type::vector(o.vector, elem) : elem;
  const Value oi = b.add(origin(o.outer), s.row[l], f + ".o");
  const Value ii = b.add(origin(o.inner), s.col[l], f + ".i");
  const Value oi64 = b.zext(oi, kI64, f + ".o64");
  const Value row = b.mul(oi64, s.ld64, f + ".row");
  const Value ii64 = b.zext(ii, kI64, f + ".i64");
  const Value idx = b.add(row, ii64, f + ".idx");
  const Value p = b.gep(elem, o.name == 'a' ? A_ : B_, idx, f + ".p");
  return b.load(vty, p, o.vector_bytes(), f + ".v");
}

/// Slot l's elements on the slow path, in order; `each(e, value, prefix)` follows each element
/// (the tile load stores it, the register load gathers it).
template <typename Each>
void GemmGenerator::slow_slot(Builder& b, const OperandTile& o, const LoadSlots& s, std::size_t l,
                              const std::string& sl, Each&& each) {
  if (gathered(o)) {
    const GatherRow r = gather_row(b, s, l, sl);
    for (int e = 0; e < o.vector; ++e) {
      const std::string p = name("{}.{}", sl, e);
      each(e, gather_element(b, s, r, e, p), p);
    }
    return;
  }
  const GuardedRow r = guarded_row(b, o, s, l, sl);
  for (int e = 0; e < o.vector; ++e) {
    const std::string p = name("{}.{}", sl, e);
    each(e, guarded_element(b, o, r, e, p), p);
  }
}

GemmGenerator::GuardedRow GemmGenerator::guarded_row(Builder& b, const OperandTile& o, const LoadSlots& s,
                                                     std::size_t l, const std::string& sl) {
  const Value oi = b.add(origin(o.outer), s.row[l], sl + ".o");
  const Value ook = b.icmp_ult(oi, bound(o.outer), sl + ".ook");
  const Value oi64 = b.zext(oi, kI64, sl + ".o64");
  const Value row = b.mul(oi64, s.ld64, sl + ".row");
  return {ook, row, b.add(origin(o.inner), s.col[l], sl + ".ib")};
}

/// Element e of a slow-path row, read at index 0 and replaced by zero where out of bounds:
/// <p>.i ... <p>.v.
Value GemmGenerator::guarded_element(Builder& b, const OperandTile& o, const GuardedRow& r, int e,
                                     const std::string& p) {
  const Type elem = ir_type(o.dtype);
  const Value ii = b.add(r.ib, ir::i32(e), p + ".i");
  const Value iok = b.icmp_ult(ii, bound(o.inner), p + ".iok");
  const Value ok = b.and_(r.ook, iok, p + ".ok");
  const Value ii64 = b.zext(ii, kI64, p + ".i64");
  const Value idx = b.add(r.row, ii64, p + ".idx");
  const Value safe = b.select(ok, idx, ir::i64(0), p + ".safe");
  const Value gp = b.gep(elem, o.name == 'a' ? A_ : B_, safe, p + ".p");
  const Value got = b.load(elem, gp, spec::size_of(o.dtype), p + ".x");
  return b.select(ok, got, ir::fp_zero(elem), p + ".v");
}

/// One slot's vector `v` (named `v_name`) into LDS at `dest`: one store, or on a transposed
/// tile with vectors one per element, <v_name>.<e> at dest + e * row stride.
void GemmGenerator::store_slot(Builder& b, const OperandTile& o, Value v, const std::string& v_name, Value dest) {
  if (!o.transposed || o.vector == 1) {
    b.store(v, dest, o.vector_bytes());
    return;
  }
  const Type elem = ir_type(o.dtype);
  for (int e = 0; e < o.vector; ++e) {
    const std::string pe = name("{}.{}", v_name, e);
    const Value x = b.extract_element(v, ir::i32(e), pe);
    const Value q = b.gep(elem, dest, ir::i64(e * o.element_step()), pe + ".q");
    b.store(x, q, spec::size_of(o.dtype));
  }
}

/// The slow path's element loads of one operand tile (values <p>.s<l>.*), each element stored
/// into LDS at dest[l] + e (+ e * row stride on a transposed tile).
void GemmGenerator::slow_tile(Builder& b, const OperandTile& o, const LoadSlots& s, const std::string& p,
                              const std::vector<Value>& dest) {
  const Type elem = ir_type(o.dtype);
  for (std::size_t l = 0; l < s.row.size(); ++l)
    slow_slot(b, o, s, l, name("{}.s{}", p, l), [&](int e, Value v, const std::string& pe) {
      const Value q = b.gep(elem, dest[l], ir::i64(e * o.element_step()), pe + ".q");
      b.store(v, q, spec::size_of(o.dtype));
    });
}

/// The first block of each of an operand's chunk copies ("x.chunk.<l>"), created up front so
/// that the K loop header and the previous operand can branch to them.
std::vector<Block*> GemmGenerator::chunk_blocks(const LoadSlots& s, const std::string& p) {
  std::vector<Block*> blocks;
  for (std::size_t l = 0; l < s.row.size(); ++l) blocks.push_back(fn_->new_block(name("{}.chunk.{}", p, l)));
  return blocks;
}

/// The async K loop's copy of one operand tile (gemm's, and conv_wgrad's in its ping-pong loop):
/// each vector slot is one chunk, copied straight into LDS (at dest[l]) when it lies wholly in
/// bounds, else zero-filled in LDS. Nothing is read element by element, so gemm's launch
/// precondition (contiguous extent and leading dimension multiples of the chunk), and
/// conv_wgrad's aligned channel run, make a chunk either wholly in or wholly out of bounds.
/// Values and blocks are named after `p`.
void GemmGenerator::async_tile_load(Builder& b, const OperandTile& o, const LoadSlots& s, const std::string& p,
                                    const std::vector<Value>& dest, const std::vector<Block*>& chunks, Block* next) {
  const char x = o.name;
  const Type elem = ir_type(o.dtype);
  for (std::size_t l = 0; l < chunks.size(); ++l) {
    Block* after = l + 1 < chunks.size() ? chunks[l + 1] : next;
    const std::string q = name("{}.ck{}", p, l);
    Block* copy = fn_->new_block(name("{}.copy.{}", p, l));
    Block* zero = fn_->new_block(name("{}.zero.{}", p, l));
    b.start(chunks[l]);
    const Value gp = gathered(o) ? gather_chunk(b, s, l, q, copy, zero) : chunk_address(b, o, s, l, q, copy, zero);
    // The LDS operand is this lane's own destination (the instruction's VDST register), not an
    // M0 base. The whole address is in the two pointers: the immediate offset and the cache
    // policy stay 0.
    b.call(*in_.async_copy[x == 'b'], {gp, dest[l], ir::i32(0), ir::i32(0)});
    b.br(after);

    b.start(zero);
    const Type vty = o.vector > 1 ? Type::vector(o.vector, elem) : elem;
    b.store(o.vector > 1 ? ir::zero_initializer(vty) : ir::fp_zero(elem), dest[l], o.vector_bytes());
    b.br(after);
  }
}

/// Chunk l of a gemm-shaped tile: the range test (ending the chunk block with a branch to
/// `copy` or `zero`), then in `copy` its global address.
Value GemmGenerator::chunk_address(Builder& b, const OperandTile& o, const LoadSlots& s, std::size_t l,
                                   const std::string& q, Block* copy, Block* zero) {
  // Unsigned compares: an index of 2^31 or more is out of bounds, never a negative index.
  const Value oi = b.add(origin(o.outer), s.row[l], q + ".o");
  const Value ook = b.icmp_ult(oi, bound(o.outer), q + ".ook");
  const Value ii = b.add(origin(o.inner), s.col[l], q + ".i");
  const Value chunk_end = b.add(ii, ir::i32(o.vector), q + ".iend");
  const Value iok = b.icmp_ule(chunk_end, bound(o.inner), q + ".iok");
  const Value ok = b.and_(ook, iok, q + ".ok");
  b.cond_br(ok, copy, zero);

  b.start(copy);
  const Value oi64 = b.zext(oi, kI64, q + ".o64");
  const Value row = b.mul(oi64, s.ld64, q + ".row");
  const Value ii64 = b.zext(ii, kI64, q + ".i64");
  const Value idx = b.add(row, ii64, q + ".idx");
  return b.gep(ir_type(o.dtype), o.name == 'a' ? A_ : B_, idx, q + ".p");
}

GemmGenerator::CopyBlocks GemmGenerator::copy_blocks(const OperandTile& o, const LoadSlots& s, const std::string& p) {
  CopyBlocks c{};
  if (o.vector > 1) c.load = fn_->new_block(p + ".load");
  c.chunks = chunk_blocks(s, p);
  if (o.vector > 1) c.slow = fn_->new_block(p + ".slow");
  c.entry = c.load ? c.load : c.chunks.front();
  return c;
}

/// conv_wgrad's async copy of one operand tile at origin k0_ into `dest` (one LDS pointer per
/// slot): with vectors, a runtime channel run off the vector sends the whole tile down the
/// element-wise slow path, since its chunks would straddle it.
void GemmGenerator::wgrad_async_copy(Builder& b, const OperandTile& o, const LoadSlots& s, const std::string& p,
                                     const std::vector<Value>& dest, const CopyBlocks& c, Block* next) {
  if (c.load) {
    b.start(c.load);
    b.cond_br(s.aligned, c.chunks.front(), c.slow);
  }
  async_tile_load(b, o, s, p, dest, c.chunks, next);
  if (!c.slow) return;
  b.start(c.slow);
  slow_tile(b, o, s, p, dest);
  b.br(next);
}

}  // namespace paritykit::alpha::gemm
