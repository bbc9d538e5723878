// Engine beta's gemm tile loads (engines/CONTRACT.md sections 5 and 7, `a.check:` ... `b.slow:`):
// each thread's load slots, the global -> LDS copy with its fast and slow paths, double_buffer's
// load of the next tile into registers (section 12), and the async loop's chunk copies (section 13;
// conv_wgrad's, engines/CONTRACT_WGRAD.md section 7). conv_wgrad's gathered X tile is
// gemm_wgrad_gather.cpp's.
#include "gemm_stream.h"

namespace paritykit::beta::gemm {

std::string Stream::vector_type(const Operand& o) {
  return o.vec > 1 ? text_of<"<{} x {}>">(o.vec, ir_type(o.dtype)) : std::string(ir_type(o.dtype));
}

void Stream::slots(const Operand& o) {
  const int per_row = o.cont / o.vec;
  const int count = o.rows * per_row / s_.threads;
  const char n = o.name;
  for (int l = 0; l < count; ++l) {
    EMIT("  %{0}.c{1} = add i32 %tid, {2}\n", n, l, l * s_.threads);
    EMIT("  %{0}.r{1} = udiv i32 %{0}.c{1}, {2}\n", n, l, per_row);
    EMIT("  %{0}.v{1} = urem i32 %{0}.c{1}, {2}\n", n, l, per_row);
    EMIT("  %{0}.i{1} = mul i32 %{0}.v{1}, {2}\n", n, l, o.vec);
    // A transposed tile swaps the slot's LDS row and column.
    EMIT("  %{0}.lr{1} = mul i32 %{0}.{2}{1}, {3}\n", n, l, o.transposed ? 'i' : 'r', o.lds_stride());
    EMIT("  %{0}.l{1} = add i32 %{0}.lr{1}, %{0}.{2}{1}\n", n, l, o.transposed ? 'r' : 'i');
    EMIT("  %{0}.lx{1} = zext i32 %{0}.l{1} to i64\n", n, l);
    EMIT("  %{0}.q{1} = getelementptr inbounds {2}, ptr addrspace(3) @{3}.lds_{0}, i64 %{0}.lx{1}\n", n, l,
      ir_type(o.dtype), kname_);
  }
  if (w_) return wgrad_slot_tail(o);
  EMIT("  %{0}.ld64 = zext i32 {1} to i64\n", n, o.ld);
  if (o.vec > 1) {
    EMIT("  %{0}.ldrem = urem i32 {1}, {2}\n", n, o.ld, o.vec);
    EMIT("  %{0}.aligned = icmp eq i32 %{0}.ldrem, 0\n", n);
  }
}

void Stream::tile_load(const Operand& o, const char* next) {
  if (w_ && o.name == 'b') return gather_load(o, true, next);
  const char n = o.name;
  const int count = loads_per_thread(o);
  const std::string_view p(&o.name, 1);
  full_check(o, p);
  for (int l = 0; l < count; ++l) {
    fast_load(o, p, l);
    store_slot(o, text_of<"{}.f{}.v">(n, l), text_of<"{}.q{}">(n, l));
  }
  EMIT("  br label %{}\n\n{}.slow:\n", next, n);
  slow_tile(o, p, "q");
  EMIT("  br label %{}\n", next);
}

/// The next tile of one operand from global memory into registers %<n>n.r<l>: the fast path's
/// vector loads, or the slow path's guarded element loads (zero where out of bounds) gathered
/// into the same vector type, joined in <n>n.join.
void Stream::register_load(const Operand& o, const char* next) {
  if (w_ && o.name == 'b') return gather_load(o, false, next);
  const char n = o.name;
  const std::string_view ty = ir_type(o.dtype);
  const std::string vty = vector_type(o);
  const int count = loads_per_thread(o);
  const std::string p = text_of<"{}n">(n);
  full_check(o, p);
  for (int l = 0; l < count; ++l) fast_load(o, p, l);
  EMIT("  br label %{}n.join\n\n{}n.slow:\n", n, n);
  for (int l = 0; l < count; ++l) {
    slow_slot(o, p, l);
    for (int e = 0; e < o.vec; ++e) {
      slow_element(o, p, l, e);
      if (o.vec > 1) {
        const std::string into = e == 0 ? std::string("poison") : text_of<"%{}n.s{}.{}.g">(n, l, e - 1);
        EMIT("  %{0}n.s{1}.{2}.g = insertelement {3} {4}, {5} %{0}n.s{1}.{2}.v, i32 {2}\n", n, l, e, vty, into, ty);
      }
    }
  }
  EMIT("  br label %{}n.join\n\n{}n.join:\n", n, n);
  for (int l = 0; l < count; ++l) {
    const std::string gathered = o.vec > 1 ? text_of<"%{}n.s{}.{}.g">(n, l, o.vec - 1)
                                           : text_of<"%{}n.s{}.0.v">(n, l);
    EMIT("  %{0}n.r{1} = phi {2} [ %{0}n.f{1}.v, %{0}n.fast ], [ {3}, %{0}n.slow ]\n", n, l, vty, gathered);
  }
  EMIT("  br label %{}\n", next);
}

// The pieces tile_load and register_load share. `p` names the values and blocks: the operand's
// name for the tile load into LDS, <name>n for double_buffer's load of the next tile; the
// per-thread slot values (%<name>.r<l>, .i<l>, .ld64, .aligned) are the operand's.

/// <p>.check: whether the whole tile is in bounds (and aligned for vectors), then <p>.fast:.
void Stream::full_check(const Operand& o, std::string_view p) {
  EMIT("\n{}.check:\n", p);
  EMIT("  %{0}.oend = add i32 {1}, {2}\n  %{0}.ofull = icmp ule i32 %{0}.oend, {3}\n", p, o.outer0, o.rows,
    o.outer_bound);
  EMIT("  %{0}.iend = add i32 {1}, {2}\n  %{0}.ifull = icmp ule i32 %{0}.iend, {3}\n", p, o.inner0, o.cont,
    o.inner_bound);
  if (o.vec > 1)
    EMIT("  %{0}.inb = and i1 %{0}.ofull, %{0}.ifull\n  %{0}.full = and i1 %{0}.inb, %{1}.aligned\n", p, o.name);
  else
    EMIT("  %{0}.full = and i1 %{0}.ofull, %{0}.ifull\n", p);
  EMIT("  br i1 %{0}.full, label %{0}.fast, label %{0}.slow\n\n{0}.fast:\n", p);
}

/// Slot l's vector from global memory: %<p>.f<l>.v.
void Stream::fast_load(const Operand& o, std::string_view p, int l) {
  const char n = o.name;
  const std::string vty = vector_type(o);
  const int sz = size_of(o.dtype);
  EMIT("  %{0}.f{1}.o = add i32 {2}, %{3}.r{1}\n  %{0}.f{1}.i = add i32 {4}, %{3}.i{1}\n", p, l, o.outer0, n,
    o.inner0);
  EMIT("  %{0}.f{1}.o64 = zext i32 %{0}.f{1}.o to i64\n  %{0}.f{1}.row = mul i64 %{0}.f{1}.o64, %{2}.ld64\n", p, l, n);
  EMIT("  %{0}.f{1}.i64 = zext i32 %{0}.f{1}.i to i64\n  %{0}.f{1}.idx = add i64 %{0}.f{1}.row, %{0}.f{1}.i64\n", p,
    l);
  EMIT("  %{0}.f{1}.p = getelementptr inbounds {2}, ptr addrspace(1) %{3}, i64 %{0}.f{1}.idx\n", p, l,
    ir_type(o.dtype), n == 'a' ? 'A' : 'B');
  EMIT("  %{0}.f{1}.v = load {2}, ptr addrspace(1) %{0}.f{1}.p, align {3}\n", p, l, vty, o.vec * sz);
}

/// Slot l's row on the slow path: %<p>.s<l>.ook (row in bounds), .row (its offset), .ib.
void Stream::slow_slot(const Operand& o, std::string_view p, int l) {
  const char n = o.name;
  EMIT("  %{0}.s{1}.o = add i32 {2}, %{3}.r{1}\n  %{0}.s{1}.ook = icmp ult i32 %{0}.s{1}.o, {4}\n", p, l, o.outer0,
    n, o.outer_bound);
  EMIT("  %{0}.s{1}.o64 = zext i32 %{0}.s{1}.o to i64\n  %{0}.s{1}.row = mul i64 %{0}.s{1}.o64, %{2}.ld64\n", p, l, n);
  EMIT("  %{0}.s{1}.ib = add i32 {2}, %{3}.i{1}\n", p, l, o.inner0, n);
}

/// Element e of slot l, read at index 0 and replaced by zero where out of bounds: every value
/// is %<p>.s<l>.<e>.<what>, the element %<p>.s<l>.<e>.v.
void Stream::slow_element(const Operand& o, std::string_view p, int l, int e) {
  const std::string_view ty = ir_type(o.dtype);
  EMIT("  %{0}.s{1}.{2}.i = add i32 %{0}.s{1}.ib, {2}\n  %{0}.s{1}.{2}.iok = icmp ult i32 %{0}.s{1}.{2}.i, {3}\n", p,
    l, e, o.inner_bound);
  EMIT("  %{0}.s{1}.{2}.ok = and i1 %{0}.s{1}.ook, %{0}.s{1}.{2}.iok\n"
    "  %{0}.s{1}.{2}.i64 = zext i32 %{0}.s{1}.{2}.i to i64\n", p, l, e);
  EMIT("  %{0}.s{1}.{2}.idx = add i64 %{0}.s{1}.row, %{0}.s{1}.{2}.i64\n"
    "  %{0}.s{1}.{2}.safe = select i1 %{0}.s{1}.{2}.ok, i64 %{0}.s{1}.{2}.idx, i64 0\n", p, l, e);
  EMIT("  %{0}.s{1}.{2}.p = getelementptr inbounds {3}, ptr addrspace(1) %{4}, i64 %{0}.s{1}.{2}.safe\n", p, l, e,
    ty, o.name == 'a' ? 'A' : 'B');
  EMIT("  %{0}.s{1}.{2}.x = load {3}, ptr addrspace(1) %{0}.s{1}.{2}.p, align {4}\n", p, l, e, ty, size_of(o.dtype));
  EMIT("  %{0}.s{1}.{2}.v = select i1 %{0}.s{1}.{2}.ok, {3} %{0}.s{1}.{2}.x, {3} {4}\n", p, l, e, ty,
    ir_zero(o.dtype));
}

/// Slot vector %<v> into LDS at %<dest>: one store, or on a transposed tile with vectors one
/// per element, %<v>.<e> at %<dest> + e * the LDS row stride.
void Stream::store_slot(const Operand& o, std::string_view v, std::string_view dest) {
  const int sz = size_of(o.dtype);
  if (!o.transposed || o.vec == 1) {
    EMIT("  store {} %{}, ptr addrspace(3) %{}, align {}\n", vector_type(o), v, dest, o.vec * sz);
    return;
  }
  const std::string_view ty = ir_type(o.dtype);
  const std::string vty = vector_type(o);
  for (int e = 0; e < o.vec; ++e) {
    EMIT("  %{0}.{1} = extractelement {2} %{0}, i32 {1}\n", v, e, vty);
    EMIT("  %{0}.{1}.q = getelementptr inbounds {2}, ptr addrspace(3) %{3}, i64 {4}\n", v, e, ty, dest,
      e * element_step(o));
    EMIT("  store {2} %{0}.{1}, ptr addrspace(3) %{0}.{1}.q, align {3}\n", v, e, ty, sz);
  }
}

/// The slow path's lines of a tile load (values %<p>.s<l>.*): each element read where in bounds
/// and stored into LDS at %<name>.<slot><l> + e.
void Stream::slow_tile(const Operand& o, std::string_view p, std::string_view slot) {
  const std::string_view ty = ir_type(o.dtype);
  for (int l = 0; l < loads_per_thread(o); ++l) {
    slow_slot(o, p, l);
    for (int e = 0; e < o.vec; ++e) {
      slow_element(o, p, l, e);
      EMIT("  %{0}.s{1}.{2}.q = getelementptr inbounds {3}, ptr addrspace(3) %{4}.{5}{1}, i64 {6}\n", p, l, e, ty,
        o.name, slot, e * element_step(o));
      EMIT("  store {3} %{0}.s{1}.{2}.v, ptr addrspace(3) %{0}.s{1}.{2}.q, align {4}\n", p, l, e, ty,
        size_of(o.dtype));
    }
  }
}

/// The async K loop's tile load (engines/CONTRACT.md section 13; conv_wgrad's A in its
/// ping-pong loop, engines/CONTRACT_WGRAD.md section 7): per vector slot, one chunk is copied
/// into LDS when its row is in bounds and the whole chunk lies inside the contiguous bound, else
/// the slot is zero-filled in LDS. No global value passes through registers, so a partial chunk
/// cannot be read element by element: gemm's launch precondition, and conv_wgrad's aligned
/// channel run, keep every chunk either wholly inside or wholly outside the bound. Values and
/// blocks are named after `p`; slot l lands at %<name>.<slot><l>.
void Stream::async_tile_load(const Operand& o, std::string_view p, std::string_view slot, std::string_view next) {
  const char n = o.name;
  const std::string_view ty = ir_type(o.dtype);
  const int count = loads_per_thread(o);
  for (int l = 0; l < count; ++l) {
    const std::string after = l + 1 < count ? text_of<"{}.chunk.{}">(p, l + 1) : std::string(next);
    if (w_ && n == 'b') {
      gather_chunk(o, p, slot, l, after);
      continue;
    }
    EMIT("\n{0}.chunk.{1}:\n  %{0}.ck{1}.o = add i32 {2}, %{3}.r{1}\n", p, l, o.outer0, n);
    // Unsigned compares: an index of 2^31 or more is out of bounds, never negative.
    EMIT("  %{0}.ck{1}.ook = icmp ult i32 %{0}.ck{1}.o, {2}\n", p, l, o.outer_bound);
    EMIT("  %{0}.ck{1}.i = add i32 {2}, %{3}.i{1}\n  %{0}.ck{1}.iend = add i32 %{0}.ck{1}.i, {4}\n", p, l, o.inner0,
      n, o.vec);
    EMIT("  %{0}.ck{1}.iok = icmp ule i32 %{0}.ck{1}.iend, {2}\n", p, l, o.inner_bound);
    EMIT("  %{0}.ck{1}.ok = and i1 %{0}.ck{1}.ook, %{0}.ck{1}.iok\n", p, l);
    EMIT("  br i1 %{0}.ck{1}.ok, label %{0}.copy.{1}, label %{0}.zero.{1}\n\n{0}.copy.{1}:\n", p, l);
    EMIT("  %{0}.ck{1}.o64 = zext i32 %{0}.ck{1}.o to i64\n", p, l);
    EMIT("  %{0}.ck{1}.row = mul i64 %{0}.ck{1}.o64, %{2}.ld64\n", p, l, n);
    EMIT("  %{0}.ck{1}.i64 = zext i32 %{0}.ck{1}.i to i64\n", p, l);
    EMIT("  %{0}.ck{1}.idx = add i64 %{0}.ck{1}.row, %{0}.ck{1}.i64\n", p, l);
    EMIT("  %{0}.ck{1}.p = getelementptr inbounds {2}, ptr addrspace(1) %{3}, i64 %{0}.ck{1}.idx\n", p, l, ty,
      n == 'a' ? 'A' : 'B');
    chunk_copy_or_zero(o, p, slot, l, after);
  }
}

/// The end of chunk l's copy block (the copy of %<p>.ck<l>.p) and its zero block.
void Stream::chunk_copy_or_zero(const Operand& o, std::string_view p, std::string_view slot, int l,
                                std::string_view after) {
  // The LDS operand is each lane's own address (the instruction's VDST), not an M0 base. The
  // whole address is in the two pointers: the immediate offset and cpol stay 0.
  EMIT("  call void @{0}(ptr addrspace(1) %{1}.ck{2}.p, ptr addrspace(3) %{3}.{4}{2}, i32 0, i32 0)\n",
    copy_intrinsic(o), p, l, o.name, slot);
  const std::string_view zv = o.vec > 1 ? std::string_view("zeroinitializer") : ir_zero(o.dtype);
  EMIT("  br label %{2}\n\n{0}.zero.{1}:\n", p, l, after);
  EMIT("  store {0} {1}, ptr addrspace(3) %{2}.{3}{4}, align {5}\n  br label %{6}\n", vector_type(o), zv, o.name,
    slot, l, o.vec * size_of(o.dtype), after);
}

/// The async copy intrinsic for one of the operand's chunks (4, 8 or 16 bytes).
std::string Stream::copy_intrinsic(const Operand& o) const {
  return text_of<"{}{}">(lower_.async_copy_stem, 8 * o.vec * size_of(o.dtype));
}

/// conv_wgrad's async copy of one operand tile (engines/CONTRACT_WGRAD.md section 7), origin
/// `o.outer0`, values and blocks named after `p`, slot l landing at %<name>.<slot><l>: with
/// vectors, a runtime channel run off the vector sends the whole tile down the element-wise
/// slow path (<p>.load branches on %<name>.aligned), since its chunks would straddle it.
void Stream::wgrad_async_copy(const Operand& o, std::string_view p, std::string_view slot, std::string_view next) {
  if (o.vec > 1) EMIT("\n{0}.load:\n  br i1 %{1}.aligned, label %{0}.chunk.0, label %{0}.slow\n", p, o.name);
  async_tile_load(o, p, slot, next);
  if (o.vec == 1) return;
  EMIT("\n{}.slow:\n", p);
  if (o.name == 'b') {
    gather_slow(o, p, slot);
  } else {
    slow_tile(o, p, slot);
  }
  EMIT("  br label %{}\n", next);
}

/// The first block of wgrad_async_copy's blocks named after `p`.
std::string Stream::copy_entry(const Operand& o, std::string_view p) {
  return o.vec > 1 ? text_of<"{}.load">(p) : text_of<"{}.chunk.0">(p);
}

}  // namespace paritykit::beta::gemm
