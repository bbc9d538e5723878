// Engine alpha's gemm K loop: the sync loop (engines/CONTRACT.md section 7, `kloop:` ... `kstep:`),
// the double_buffer loop (section 12), the async loop (section 13, the sync loop over chunk copies)
// and conv_wgrad's async ping-pong loop (engines/CONTRACT_WGRAD.md section 7). Each takes its
// tile loads from gemm_tile_loads.cpp and its inner loop from gemm_inner_product.cpp.
#include "gemm_generator.h"

namespace paritykit::alpha::gemm {

GemmGenerator::LoopHeader GemmGenerator::loop_header(Builder& b, Block* kloop, Block* from, Value first) {
  LoopHeader h{};
  b.start(kloop);
  h.k0 = &b.phi(kI32, "k0");
  h.k0->add_incoming(first, from);
  k0_ = h.k0->result();
  if (stages_ == 2) {
    h.stage = &b.phi(kI32, "stage");
    h.stage->add_incoming(ir::i32(0), from);
  }
  if (mx_) {
    for (int i = 0; i < geo_.frags_m; ++i)
      for (int j = 0; j < geo_.frags_n; ++j) {
        h.acc.push_back(&b.phi(mx_types_.acc, name("macc.{}.{}", i, j)));
        h.acc.back()->add_incoming(ir::zero_initializer(mx_types_.acc), from);
      }
  } else {
    for (int i = 0; i < geo_.tm; ++i)
      for (int j = 0; j < geo_.tn; ++j) {
        h.acc.push_back(&b.phi(kF32, name("acc.{}.{}", i, j)));
        h.acc.back()->add_incoming(ir::fp_zero(kF32), from);
      }
  }
  h.more = b.icmp_ult(k0_, kbound_, "kmore");
  return h;
}

/// Closes the K loop: the back edges from kstep and the accumulators the epilogue reads.
void GemmGenerator::close_loop(const LoopHeader& h, Block* kstep, Value k0_next, const std::vector<Value>& next) {
  h.k0->add_incoming(k0_next, kstep);
  for (std::size_t n = 0; n < h.acc.size(); ++n) h.acc[n]->add_incoming(next[n], kstep);
  acc_.clear();
  for (Instruction* phi : h.acc) acc_.push_back(phi->result());
}

/// One LDS stage: per K step the tile loads, a barrier, the inner loop and a barrier.
void GemmGenerator::sync_loop(Builder& b, Block* entry, Block* epi) {
  Block* kloop = fn_->new_block("kloop");
  b.br(kloop);
  const LoopHeader h = loop_header(b, kloop, entry, split_ ? kbeg_ : ir::i32(0));
  Block* sync;
  Block* kstep;
  if (async_) {
    const std::vector<Block*> a_chunks = chunk_blocks(slots_a_, "a");
    const std::vector<Block*> b_chunks = chunk_blocks(slots_b_, "b");
    sync = fn_->new_block("sync");
    kstep = fn_->new_block("kstep");
    b.cond_br(h.more, a_chunks.front(), epi);
    async_tile_load(b, geo_.a, slots_a_, "a", slots_a_.lds_ptr, a_chunks, b_chunks.front());
    async_tile_load(b, geo_.b, slots_b_, "b", slots_b_.lds_ptr, b_chunks, sync);
    b.start(sync);
    b.call(*in_.async_wait, {ir::const_int(16, 0)});
  } else {
    Block* a_check = fn_->new_block("a.check");
    Block* b_check = fn_->new_block("b.check");
    sync = fn_->new_block("sync");
    kstep = fn_->new_block("kstep");
    b.cond_br(h.more, a_check, epi);
    tile_load(b, geo_.a, slots_a_, a_check, b_check);
    tile_load(b, geo_.b, slots_b_, b_check, sync);
    b.start(sync);
  }
  barrier(b);
  Block* inner = fn_->new_block("inner");
  b.br(inner);
  const std::vector<Value> next = inner_loop(b, inner, sync, h.acc, kstep);
  b.start(kstep);
  barrier(b);
  const Value k0_next = b.add(k0_, ir::i32(g_.tile_k), "k0.next");
  b.br(kloop);
  close_loop(h, kstep, k0_next, next);
}

std::vector<Value> GemmGenerator::inner_loop(Builder& b, Block* inner, Block* from,
                                             const std::vector<Instruction*>& acc, Block* to) {
  return mx_ ? matrix_product(b, inner, from, acc, to) : inner_product(b, inner, from, acc, to);
}

/// Two LDS stages: the first tile goes to stage 0 before the loop; each K step then loads the
/// next tile into registers, runs the inner loop on the current stage, stores the registers
/// into the other stage and meets one barrier, so the global loads overlap the math.
void GemmGenerator::double_buffer_loop(Builder& b, Block* epi) {
  const Value first = split_ ? kbeg_ : ir::i32(0);
  Block* a_check = fn_->new_block("a.check");
  Block* b_check = fn_->new_block("b.check");
  Block* psync = fn_->new_block("psync");
  b.br(a_check);
  k0_ = first;
  tile_load(b, geo_.a, slots_a_, a_check, b_check);
  tile_load(b, geo_.b, slots_b_, b_check, psync);
  b.start(psync);
  barrier(b);
  Block* kloop = fn_->new_block("kloop");
  b.br(kloop);
  const LoopHeader h = loop_header(b, kloop, psync, first);
  Block* kpre = fn_->new_block("kpre");
  b.cond_br(h.more, kpre, epi);

  b.start(kpre);
  const NextTile nt = next_tile_values(b, h);
  const Value k0_next = nt.k0_next, knext = nt.knext;
  const Value* other64 = nt.other64;
  Block* an_check = fn_->new_block("an.check");
  Block* bn_check = fn_->new_block("bn.check");
  Block* compute = fn_->new_block("compute");
  b.cond_br(knext, an_check, compute);
  const Value loop_k0 = k0_;
  k0_ = k0_next;
  const std::vector<Value> ra = register_load(b, geo_.a, slots_a_, an_check, bn_check);
  const std::vector<Value> rb = register_load(b, geo_.b, slots_b_, bn_check, compute);
  k0_ = loop_k0;

  b.start(compute);
  std::vector<Value> kept[2];
  for (int n = 0; n < 2; ++n) {
    const OperandTile& o = n ? geo_.b : geo_.a;
    const std::vector<Value>& r = n ? rb : ra;
    for (std::size_t l = 0; l < r.size(); ++l) {
      Instruction& phi = b.phi(r[l].type, name("{}n.k{}", o.name, l));
      phi.add_incoming(r[l], join_b_);
      phi.add_incoming(ir::poison(r[l].type), kpre);
      kept[n].push_back(phi.result());
    }
  }
  Block* inner = fn_->new_block("inner");
  b.br(inner);
  Block* kafter = fn_->new_block("kafter");
  const std::vector<Value> next = inner_loop(b, inner, compute, h.acc, kafter);

  b.start(kafter);
  Block* kput = fn_->new_block("kput");
  Block* kstep = fn_->new_block("kstep");
  b.cond_br(knext, kput, kstep);
  b.start(kput);
  for (int n = 0; n < 2; ++n) {
    const OperandTile& o = n ? geo_.b : geo_.a;
    const LoadSlots& s = n ? slots_b_ : slots_a_;
    for (std::size_t l = 0; l < kept[n].size(); ++l) {
      const Value w = b.gep(ir_type(o.dtype), s.lds_ptr[l], other64[n], name("{}.w{}", o.name, l));
      store_slot(b, o, kept[n][l], name("{}n.k{}", o.name, l), w);
    }
  }
  b.br(kstep);
  b.start(kstep);
  barrier(b);
  const Value stage_next = b.sub(ir::i32(1), h.stage->result(), "stage.next");
  b.br(kloop);
  h.stage->add_incoming(stage_next, kstep);
  close_loop(h, kstep, k0_next, next);
}

GemmGenerator::NextTile GemmGenerator::next_tile_values(Builder& b, const LoopHeader& h) {
  NextTile t;
  t.k0_next = b.add(k0_, ir::i32(g_.tile_k), "k0.next");
  t.knext = b.icmp_ult(t.k0_next, kbound_, "knext");
  for (const OperandTile* o : {&geo_.a, &geo_.b}) {
    const char x = o->name;
    const int n = x == 'b';
    const Value cur = b.mul(h.stage->result(), ir::i32(o->lds_elements()), name("{}.cur", x));
    const Value cur64 = b.zext(cur, kI64, name("{}.cur64", x));
    lds_read_[n] = b.gep(ir_type(o->dtype), lds_[n]->ref(), cur64, name("{}.lds", x));
    const Value other = b.sub(ir::i32(o->lds_elements()), cur, name("{}.oth", x));
    t.other64[n] = b.zext(other, kI64, name("{}.oth64", x));
  }
  return t;
}

/// conv_wgrad's async ping-pong loop (engines/CONTRACT_WGRAD.md section 7): the first tile's
/// copies go to stage 0 before the loop; each K step waits for this wave's copies, meets the one
/// barrier (every wave's copies have landed, and every wave is done reading the other stage),
/// issues the next tile's copies into the other stage and runs the inner loop on this one.
void GemmGenerator::async_pingpong_loop(Builder& b, Block* epi) {
  const Value first = split_ ? kbeg_ : ir::i32(0);
  const CopyBlocks pa = copy_blocks(geo_.a, slots_a_, "a"), pb = copy_blocks(geo_.b, slots_b_, "b");
  Block* pdone = fn_->new_block("pdone");
  b.br(pa.entry);
  k0_ = first;
  wgrad_async_copy(b, geo_.a, slots_a_, "a", slots_a_.lds_ptr, pa, pb.entry);
  wgrad_async_copy(b, geo_.b, slots_b_, "b", slots_b_.lds_ptr, pb, pdone);
  b.start(pdone);
  Block* kloop = fn_->new_block("kloop");
  b.br(kloop);
  const LoopHeader h = loop_header(b, kloop, pdone, first);
  Block* kwait = fn_->new_block("kwait");
  b.cond_br(h.more, kwait, epi);

  b.start(kwait);
  b.call(*in_.async_wait, {ir::const_int(16, 0)});
  barrier(b);
  const NextTile nt = next_tile_values(b, h);
  std::vector<Value> dest[2];
  for (int n = 0; n < 2; ++n) {
    const OperandTile& o = n ? geo_.b : geo_.a;
    const LoadSlots& s = n ? slots_b_ : slots_a_;
    for (std::size_t l = 0; l < s.lds_ptr.size(); ++l)
      dest[n].push_back(b.gep(ir_type(o.dtype), s.lds_ptr[l], nt.other64[n], name("{}.w{}", o.name, l)));
  }
  const CopyBlocks na = copy_blocks(geo_.a, slots_a_, "an"), nb = copy_blocks(geo_.b, slots_b_, "bn");
  Block* compute = fn_->new_block("compute");
  b.cond_br(nt.knext, na.entry, compute);
  const Value loop_k0 = k0_;
  k0_ = nt.k0_next;
  wgrad_async_copy(b, geo_.a, slots_a_, "an", dest[0], na, nb.entry);
  wgrad_async_copy(b, geo_.b, slots_b_, "bn", dest[1], nb, compute);
  k0_ = loop_k0;

  b.start(compute);
  Block* inner = fn_->new_block("inner");
  b.br(inner);
  Block* kstep = fn_->new_block("kstep");
  const std::vector<Value> next = inner_loop(b, inner, compute, h.acc, kstep);
  b.start(kstep);
  const Value stage_next = b.sub(ir::i32(1), h.stage->result(), "stage.next");
  b.br(kloop);
  h.stage->add_incoming(stage_next, kstep);
  close_loop(h, kstep, nt.k0_next, next);
}

}  // namespace paritykit::alpha::gemm
