// Engine beta's gemm K loop: the sync loop (engines/CONTRACT.md section 7, `kloop:` ... `kstep:`),
// the double_buffer loop (section 12), the async loop (section 13, the sync loop over chunk copies)
// and conv_wgrad's async ping-pong loop (engines/CONTRACT_WGRAD.md section 7). Each takes its
// tile loads from gemm_tile_loads.cpp and its inner loop from gemm_inner_product.cpp.
#include "gemm_stream.h"

namespace paritykit::beta::gemm {

/// The kloop header: %k0 from `first` (entered from `from`), the accumulator phis, the exit test.
void Stream::loop_header(std::string_view from, std::string_view first) {
  put("\nkloop:\n");
  EMIT("  %k0 = phi i32 [ {}, %{} ], [ %k0.next, %kstep ]\n", first, from);
  if (stages_ == 2) EMIT("  %stage = phi i32 [ 0, %{} ], [ %stage.next, %kstep ]\n", from);
  if (matrix_) {
    for (int i = 0; i < s_.fm; ++i)
      for (int j = 0; j < s_.fn; ++j)
        EMIT("  %macc.{0}.{1} = phi {2} [ zeroinitializer, %{3} ], [ %mc.{0}.{1}.next, %kstep ]\n", i, j, acc_type_,
          from);
  } else {
    for (int i = 0; i < s_.tm; ++i)
      for (int j = 0; j < s_.tn; ++j)
        EMIT("  %acc.{0}.{1} = phi float [ 0.000000e+00, %{2} ], [ %c.{0}.{1}.next, %kstep ]\n", i, j, from);
  }
  EMIT("  %kmore = icmp ult i32 %k0, {}\n", g_.split != SplitMode::None ? "%kend" : "%K");
}

/// The inner loop over one staged K tile, entered from `from`, leaving to `to`.
void Stream::inner_loop(std::string_view from, std::string_view to) {
  EMIT("\ninner:\n  %kk = phi i32 [ 0, %{} ], [ %kk.next, %inner ]\n", from);
  from_ = from;
  if (matrix_) {
    matrix_inner();
  } else {
    simt_inner();
  }
  EMIT("  %kk.next = add i32 %kk, {}\n  %kk.more = icmp ult i32 %kk.next, {}\n", matrix_ ? s_.ins->k : 1,
    g_.tile_k);
  EMIT("  br i1 %kk.more, label %inner, label %{}\n", to);
}

/// One LDS stage: per K step, load the tile, barrier, inner loop, barrier.
void Stream::sync_loop() {
  put("  br label %kloop\n");
  loop_header("entry", g_.split != SplitMode::None ? "%kbeg" : "0");
  if (async_) {
    put("  br i1 %kmore, label %a.chunk.0, label %epi\n");
    async_tile_load(op('a'), "a", "q", "b.chunk.0");
    async_tile_load(op('b'), "b", "q", "sync");
    EMIT("\nsync:\n  call void @{}(i16 0)\n", lower_.async_wait);
  } else {
    put("  br i1 %kmore, label %a.check, label %epi\n");
    tile_load(op('a'), "b.check");
    tile_load(op('b'), "sync");
    put("\nsync:\n");
  }
  barrier();
  put("  br label %inner\n");
  inner_loop("sync", "kstep");
  put("\nkstep:\n");
  barrier();
  EMIT("  %k0.next = add i32 %k0, {}\n", g_.tile_k);
  put("  br label %kloop\n");
}

/// Two LDS stages: the first tile goes to stage 0 before the loop; each K step then loads the
/// next tile into registers, runs the inner loop on the current stage, stores the registers
/// into the other stage and meets one barrier, so the global loads overlap the math.
void Stream::double_buffer_loop() {
  const std::string first = g_.split != SplitMode::None ? "%kbeg" : "0";
  put("  br label %a.check\n");
  tile_load(op('a', first), "b.check");
  tile_load(op('b', first), "psync");
  put("\npsync:\n");
  barrier();
  put("  br label %kloop\n");
  loop_header("psync", first);
  put("  br i1 %kmore, label %kpre, label %epi\n\nkpre:\n");
  next_tile_values();
  put("  br i1 %knext, label %an.check, label %compute\n");
  register_load(op('a', "%k0.next"), "bn.check");
  register_load(op('b', "%k0.next"), "compute");
  put("\ncompute:\n");
  for (char n : {'a', 'b'}) {
    const Operand o = op(n);
    for (int l = 0; l < loads_per_thread(o); ++l)
      EMIT("  %{0}n.k{1} = phi {2} [ %{0}n.r{1}, %bn.join ], [ poison, %kpre ]\n", n, l, vector_type(o));
  }
  put("  br label %inner\n");
  inner_loop("compute", "kafter");
  put("\nkafter:\n  br i1 %knext, label %kput, label %kstep\n\nkput:\n");
  for (char n : {'a', 'b'}) {
    const Operand o = op(n);
    for (int l = 0; l < loads_per_thread(o); ++l) {
      EMIT("  %{0}.w{1} = getelementptr inbounds {2}, ptr addrspace(3) %{0}.q{1}, i64 %{0}.oth64\n", n, l,
        ir_type(o.dtype));
      store_slot(o, text_of<"{}n.k{}">(n, l), text_of<"{}.w{}">(n, l));
    }
  }
  put("  br label %kstep\n\nkstep:\n");
  barrier();
  put("  %stage.next = sub i32 1, %stage\n  br label %kloop\n");
}

/// conv_wgrad's async ping-pong loop (engines/CONTRACT_WGRAD.md section 7): the first tile's
/// copies go to stage 0 before the loop; each K step waits for this wave's copies, meets the one
/// barrier (every wave's copies have landed, and every wave is done reading the other stage),
/// issues the next tile's copies into the other stage and runs the inner loop on this one.
void Stream::async_pingpong_loop() {
  const std::string first = g_.split != SplitMode::None ? "%kbeg" : "0";
  const Operand a = op('a', first), b = op('b', first);
  EMIT("  br label %{}\n", copy_entry(a, "a"));
  wgrad_async_copy(a, "a", "q", copy_entry(b, "b"));
  wgrad_async_copy(b, "b", "q", "pdone");
  put("\npdone:\n  br label %kloop\n");
  loop_header("pdone", first);
  put("  br i1 %kmore, label %kwait, label %epi\n\nkwait:\n");
  EMIT("  call void @{}(i16 0)\n", lower_.async_wait);
  barrier();
  next_tile_values();
  for (char n : {'a', 'b'}) {
    const Operand o = op(n);
    for (int l = 0; l < loads_per_thread(o); ++l)
      EMIT("  %{0}.w{1} = getelementptr inbounds {2}, ptr addrspace(3) %{0}.q{1}, i64 %{0}.oth64\n", n, l,
        ir_type(o.dtype));
  }
  const Operand an = op('a', "%k0.next"), bn = op('b', "%k0.next");
  EMIT("  br i1 %knext, label %{}, label %compute\n", copy_entry(an, "an"));
  wgrad_async_copy(an, "an", "w", copy_entry(bn, "bn"));
  wgrad_async_copy(bn, "bn", "w", "compute");
  put("\ncompute:\n  br label %inner\n");
  inner_loop("compute", "kstep");
  put("\nkstep:\n  %stage.next = sub i32 1, %stage\n  br label %kloop\n");
}

/// The next tile's origin and whether it exists, and both operands' current and other stages.
void Stream::next_tile_values() {
  EMIT("  %k0.next = add i32 %k0, {}\n", g_.tile_k);
  EMIT("  %knext = icmp ult i32 %k0.next, {}\n", g_.split != SplitMode::None ? "%kend" : "%K");
  for (char n : {'a', 'b'}) {
    const Operand o = op(n);
    const int elems = o.lds_elems();
    const std::string_view ty = ir_type(o.dtype);
    EMIT("  %{0}.cur = mul i32 %stage, {1}\n  %{0}.cur64 = zext i32 %{0}.cur to i64\n", n, elems);
    EMIT("  %{0}.lds = getelementptr inbounds {1}, ptr addrspace(3) @{2}.lds_{0}, i64 %{0}.cur64\n", n, ty,
      kname_);
    EMIT("  %{0}.oth = sub i32 {1}, %{0}.cur\n  %{0}.oth64 = zext i32 %{0}.oth to i64\n", n, elems);
  }
}

}  // namespace paritykit::beta::gemm
