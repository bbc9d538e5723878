// Engine beta's gemm stream bound to conv_wgrad (engines/CONTRACT_WGRAD.md sections 6 and 7):
// the convolution's `entry:` lines (the slice and group, the implicit gemm's sizes, the group's
// pointers), its load slots' tail, and the X tile gathered tap by tap in every path: fast, slow,
// and the async loop's chunks.
#include "gemm_stream.h"

namespace paritykit::beta::gemm {

/// conv_wgrad's entry lines after %by (engines/CONTRACT_WGRAD.md, section 6): the z index as
/// slice and group, the gemm sizes M, N, K of the convolution, and the group's dY, X and dW.
void Stream::wgrad_problem() {
  const int groups = w_->groups;
  EMIT("  %bz = call i32 @{}()\n", lower_.block_id[2]);
  EMIT("  %kz = udiv i32 %bz, {0}\n  %grp = urem i32 %bz, {0}\n", groups);
  EMIT("  %M = udiv i32 %k, {0}\n  %Cg = udiv i32 %c, {0}\n", groups);
  put("  %sc = mul i32 %s, %Cg\n  %N = mul i32 %r, %sc\n  %pq = mul i32 %p, %q\n  %K = mul i32 %n, %pq\n");
  put("  %h64 = zext i32 %h to i64\n  %w64 = zext i32 %w to i64\n  %c64 = zext i32 %c to i64\n");
  put("  %ga = mul i32 %grp, %M\n  %ga64 = zext i32 %ga to i64\n");
  EMIT("  %A = getelementptr inbounds {}, ptr addrspace(1) %dY, i64 %ga64\n", ir_type(g_.a));
  put("  %gb = mul i32 %grp, %Cg\n  %gb64 = zext i32 %gb to i64\n");
  EMIT("  %B = getelementptr inbounds {}, ptr addrspace(1) %X, i64 %gb64\n", ir_type(g_.b));
  if (g_.split != SplitMode::TwoStage) {
    put("  %gN64 = zext i32 %N to i64\n  %gd = mul i64 %ga64, %gN64\n");
    EMIT("  %D = getelementptr inbounds {}, ptr addrspace(1) %dW, i64 %gd\n", ir_type(g_.out));
  }
}

/// conv_wgrad's slot tails: dY's rows are all k channels apart, and a vector is aligned when the
/// group's channel run is (M % VA == 0 implies k % VA == 0 and g * M % VA == 0); X has no
/// leading dimension, only each slot's column facts: its tap (r', s') and channel c'.
void Stream::wgrad_slot_tail(const Operand& o) {
  const char n = o.name;
  if (n == 'a') put("  %a.ld64 = zext i32 %k to i64\n");
  if (o.vec > 1)
    EMIT("  %{0}.ldrem = urem i32 {1}, {2}\n  %{0}.aligned = icmp eq i32 %{0}.ldrem, 0\n", n,
      n == 'a' ? "%M" : "%Cg", o.vec);
  if (n != 'b') return;
  for (int l = 0; l < loads_per_thread(o); ++l) {
    EMIT("  %b.j{0} = add i32 %n0, %b.i{0}\n  %b.rs{0} = udiv i32 %b.j{0}, %Cg\n  %b.cc{0} = urem i32 %b.j{0}, %Cg\n", l);
    EMIT("  %b.rr{0} = udiv i32 %b.rs{0}, %s\n  %b.ss{0} = urem i32 %b.rs{0}, %s\n", l);
    EMIT("  %b.th{0} = mul i32 %b.rr{0}, {1}\n  %b.tw{0} = mul i32 %b.ss{0}, {2}\n", l, w_->dilation_h,
      w_->dilation_w);
  }
}

/// conv_wgrad's B tile (engines/CONTRACT_WGRAD.md, section 6), gathered from X: as a tile load
/// into LDS (`into_lds`, blocks b.*) or as double_buffer's register load of the next tile (blocks
/// bn.*, joined in bn.join). K0 is `o.outer0`, KB `o.outer_bound`. Every range check is unsigned:
/// a tap above or left of the image wraps past 2^31 and fails `ult` like one past the bottom.
void Stream::gather_load(const Operand& o, bool into_lds, std::string_view next) {
  const std::string_view p = into_lds ? "b" : "bn";
  const std::string_view ty = ir_type(o.dtype);
  const int vec = o.vec, sz = size_of(o.dtype), count = loads_per_thread(o);
  const std::string vty = vector_type(o);
  const std::string_view zv = vec > 1 ? std::string_view("zeroinitializer") : ir_zero(o.dtype);
  const std::string after = into_lds ? std::string(next) : text_of<"{}.join">(p);
  EMIT("\n{0}.check:\n  %{0}.iend = add i32 %n0, {1}\n  %{0}.ifull = icmp ule i32 %{0}.iend, %N\n", p, g_.tile_n);
  if (vec > 1) EMIT("  %{0}.full = and i1 %{0}.ifull, %b.aligned\n", p);
  EMIT("  br i1 %{0}.{1}, label %{0}.fast, label %{0}.slow\n\n{0}.fast:\n", p, vec > 1 ? "full" : "ifull");
  for (int l = 0; l < count; ++l) {
    const std::string q = text_of<"{}.f{}">(p, l);
    gather_reduction_step(o, q, l);
    gather_tap(q, l);
    EMIT("  %{0}.ok0 = and i1 %{0}.tok, %{0}.hok\n  %{0}.ok = and i1 %{0}.ok0, %{0}.wok\n", q);
    gather_offset(q, l);
    EMIT("  %{0}.safe = select i1 %{0}.ok, i64 %{0}.idx, i64 0\n", q);
    EMIT("  %{0}.p = getelementptr inbounds {1}, ptr addrspace(1) %B, i64 %{0}.safe\n", q, ty);
    EMIT("  %{0}.x = load {1}, ptr addrspace(1) %{0}.p, align {2}\n", q, vty, vec * sz);
    // Out of the image, past N or past KB: the whole vector is zeros of X's own type.
    EMIT("  %{0}.v = select i1 %{0}.ok, {1} %{0}.x, {1} {2}\n", q, vty, zv);
    if (into_lds) store_slot(o, q + ".v", text_of<"b.q{}">(l));
  }
  EMIT("  br label %{1}\n\n{0}.slow:\n", p, after);
  gather_slow(o, p, into_lds ? "q" : "");
  EMIT("  br label %{}\n", after);
  if (into_lds) return;
  EMIT("\n{}.join:\n", p);
  for (int l = 0; l < count; ++l) {
    const std::string gathered = vec > 1 ? text_of<"%bn.s{}.{}.g">(l, vec - 1) : text_of<"%bn.s{}.0.v">(l);
    EMIT("  %bn.r{0} = phi {1} [ %bn.f{0}.v, %bn.fast ], [ {2}, %bn.slow ]\n", l, vty, gathered);
  }
  EMIT("  br label %{}\n", next);
}

/// The gathered slow path's lines (values %<p>.s<l>.*): each element of each slot with its own
/// column's tap and channel, stored into LDS at %b.<slot><l> + e, or with `slot` empty gathered
/// into the slot's vector %<p>.s<l>.<e>.g.
void Stream::gather_slow(const Operand& o, std::string_view p, std::string_view slot) {
  const std::string_view ty = ir_type(o.dtype);
  const int vec = o.vec, sz = size_of(o.dtype), count = loads_per_thread(o);
  const std::string vty = vector_type(o);
  for (int l = 0; l < count; ++l) {
    const std::string q = text_of<"{}.s{}">(p, l);
    gather_reduction_step(o, q, l);
    EMIT("  %{0}.hs = mul i32 %{0}.op, {1}\n  %{0}.ws = mul i32 %{0}.oq, {2}\n", q, w_->stride_h, w_->stride_w);
    EMIT("  %{0}.on64 = zext i32 %{0}.on to i64\n  %{0}.nh = mul i64 %{0}.on64, %h64\n", q);
    for (int e = 0; e < vec; ++e) {
      const std::string pe = text_of<"{}.{}">(q, e);
      EMIT("  %{0}.j = add i32 %b.j{1}, {2}\n  %{0}.jok = icmp ult i32 %{0}.j, %N\n", pe, l, e);
      EMIT("  %{0}.rs = udiv i32 %{0}.j, %Cg\n  %{0}.cc = urem i32 %{0}.j, %Cg\n", pe);
      EMIT("  %{0}.rr = udiv i32 %{0}.rs, %s\n  %{0}.ss = urem i32 %{0}.rs, %s\n", pe);
      EMIT("  %{0}.th = mul i32 %{0}.rr, {1}\n  %{0}.ht = add i32 %{2}.hs, %{0}.th\n", pe, w_->dilation_h, q);
      EMIT("  %{0}.ih = sub i32 %{0}.ht, {1}\n  %{0}.hok = icmp ult i32 %{0}.ih, %h\n", pe, w_->pad_h);
      EMIT("  %{0}.tw = mul i32 %{0}.ss, {1}\n  %{0}.wt = add i32 %{2}.ws, %{0}.tw\n", pe, w_->dilation_w, q);
      EMIT("  %{0}.iw = sub i32 %{0}.wt, {1}\n  %{0}.wok = icmp ult i32 %{0}.iw, %w\n", pe, w_->pad_w);
      EMIT("  %{0}.ok0 = and i1 %{1}.tok, %{0}.jok\n  %{0}.ok1 = and i1 %{0}.ok0, %{0}.hok\n", pe, q);
      EMIT("  %{0}.ok = and i1 %{0}.ok1, %{0}.wok\n", pe);
      EMIT("  %{0}.ih64 = zext i32 %{0}.ih to i64\n  %{0}.row = add i64 %{1}.nh, %{0}.ih64\n", pe, q);
      EMIT("  %{0}.rw = mul i64 %{0}.row, %w64\n  %{0}.iw64 = zext i32 %{0}.iw to i64\n", pe);
      EMIT("  %{0}.pix = add i64 %{0}.rw, %{0}.iw64\n  %{0}.pc = mul i64 %{0}.pix, %c64\n", pe);
      EMIT("  %{0}.cc64 = zext i32 %{0}.cc to i64\n  %{0}.idx = add i64 %{0}.pc, %{0}.cc64\n", pe);
      EMIT("  %{0}.safe = select i1 %{0}.ok, i64 %{0}.idx, i64 0\n", pe);
      EMIT("  %{0}.p = getelementptr inbounds {1}, ptr addrspace(1) %B, i64 %{0}.safe\n", pe, ty);
      EMIT("  %{0}.x = load {1}, ptr addrspace(1) %{0}.p, align {2}\n", pe, ty, sz);
      EMIT("  %{0}.v = select i1 %{0}.ok, {1} %{0}.x, {1} {2}\n", pe, ty, ir_zero(o.dtype));
      if (!slot.empty()) {
        EMIT("  %{0}.q = getelementptr inbounds {1}, ptr addrspace(3) %b.{4}{2}, i64 {3}\n", pe, ty, l,
          e * element_step(o), slot);
        EMIT("  store {1} %{0}.v, ptr addrspace(3) %{0}.q, align {2}\n", pe, ty, sz);
      } else if (vec > 1) {
        const std::string into = e == 0 ? std::string("poison") : text_of<"%{}.{}.g">(q, e - 1);
        EMIT("  %{0}.g = insertelement {1} {2}, {3} %{0}.v, i32 {4}\n", pe, vty, into, ty, e);
      }
    }
  }
}

/// Slot l's image row and column at the pixel of %<q>.op, %<q>.oq and their unsigned range
/// checks: %<q>.hs ... %<q>.wok.
void Stream::gather_tap(std::string_view q, int l) {
  EMIT("  %{0}.hs = mul i32 %{0}.op, {1}\n  %{0}.ht = add i32 %{0}.hs, %b.th{2}\n", q, w_->stride_h, l);
  EMIT("  %{0}.ih = sub i32 %{0}.ht, {1}\n  %{0}.hok = icmp ult i32 %{0}.ih, %h\n", q, w_->pad_h);
  EMIT("  %{0}.ws = mul i32 %{0}.oq, {1}\n  %{0}.wt = add i32 %{0}.ws, %b.tw{2}\n", q, w_->stride_w, l);
  EMIT("  %{0}.iw = sub i32 %{0}.wt, {1}\n  %{0}.wok = icmp ult i32 %{0}.iw, %w\n", q, w_->pad_w);
}

/// Slot l's element index into X, formed in i64 from zero-extended parts: %<q>.on64 ... %<q>.idx.
void Stream::gather_offset(std::string_view q, int l) {
  EMIT("  %{0}.on64 = zext i32 %{0}.on to i64\n  %{0}.nh = mul i64 %{0}.on64, %h64\n", q);
  EMIT("  %{0}.ih64 = zext i32 %{0}.ih to i64\n  %{0}.row = add i64 %{0}.nh, %{0}.ih64\n", q);
  EMIT("  %{0}.rw = mul i64 %{0}.row, %w64\n  %{0}.iw64 = zext i32 %{0}.iw to i64\n", q);
  EMIT("  %{0}.pix = add i64 %{0}.rw, %{0}.iw64\n  %{0}.pc = mul i64 %{0}.pix, %c64\n", q);
  EMIT("  %{0}.cc64 = zext i32 %b.cc{1} to i64\n  %{0}.idx = add i64 %{0}.pc, %{0}.cc64\n", q, l);
}

/// Slot l's reduction step t = K0 + row and its output pixel (n', p', q'), values %<q>.*.
void Stream::gather_reduction_step(const Operand& o, std::string_view q, int l) {
  EMIT("  %{0}.t = add i32 {1}, %b.r{2}\n  %{0}.tok = icmp ult i32 %{0}.t, {3}\n", q, o.outer0, l, o.outer_bound);
  EMIT("  %{0}.on = udiv i32 %{0}.t, %pq\n  %{0}.opq = urem i32 %{0}.t, %pq\n", q);
  EMIT("  %{0}.op = udiv i32 %{0}.opq, %q\n  %{0}.oq = urem i32 %{0}.opq, %q\n", q);
}

/// conv_wgrad's X chunk l (engines/CONTRACT_WGRAD.md section 7): copied when its reduction step
/// is inside KB, its tap inside the image and its VB columns inside N, else zero-filled.
void Stream::gather_chunk(const Operand& o, std::string_view p, std::string_view slot, int l, std::string_view after) {
  const std::string q = text_of<"{}.ck{}">(p, l);
  EMIT("\n{}.chunk.{}:\n", p, l);
  gather_reduction_step(o, q, l);
  gather_tap(q, l);
  EMIT("  %{0}.jend = add i32 %b.j{1}, {2}\n  %{0}.jok = icmp ule i32 %{0}.jend, %N\n", q, l, o.vec);
  EMIT("  %{0}.ok0 = and i1 %{0}.tok, %{0}.hok\n  %{0}.ok1 = and i1 %{0}.ok0, %{0}.wok\n", q);
  EMIT("  %{0}.ok = and i1 %{0}.ok1, %{0}.jok\n", q);
  EMIT("  br i1 %{0}.ok, label %{1}.copy.{2}, label %{1}.zero.{2}\n\n{1}.copy.{2}:\n", q, p, l);
  gather_offset(q, l);
  EMIT("  %{0}.p = getelementptr inbounds {1}, ptr addrspace(1) %B, i64 %{0}.idx\n", q, ir_type(o.dtype));
  chunk_copy_or_zero(o, p, slot, l, after);
}

}  // namespace paritykit::beta::gemm
