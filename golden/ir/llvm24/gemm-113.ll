; paritykit gemm config 113, flavor llvm24, target sm_90
source_filename = "paritykit.gemm.113"
target triple = "nvptx64-nvidia-cuda"

@paritykit_gemm_113.lds_a = internal addrspace(3) global [1152 x bfloat] poison, align 16
@paritykit_gemm_113.lds_b = internal addrspace(3) global [1152 x bfloat] poison, align 16

define ptx_kernel void @paritykit_gemm_113(ptr addrspace(1) noalias captures(none) readonly %A, ptr addrspace(1) noalias captures(none) readonly %B, ptr addrspace(1) noalias captures(none) %D, i32 %M, i32 %N, i32 %K) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %by = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %m0 = mul i32 %by, 48
  %n0 = mul i32 %bx, 48
  %a.c0 = add i32 %tid, 0
  %a.r0 = udiv i32 %a.c0, 2
  %a.v0 = urem i32 %a.c0, 2
  %a.i0 = mul i32 %a.v0, 8
  %a.lr0 = mul i32 %a.r0, 24
  %a.l0 = add i32 %a.lr0, %a.i0
  %a.lx0 = zext i32 %a.l0 to i64
  %a.q0 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_gemm_113.lds_a, i64 %a.lx0
  %a.ld64 = zext i32 %K to i64
  %a.ldrem = urem i32 %K, 8
  %a.aligned = icmp eq i32 %a.ldrem, 0
  %b.c0 = add i32 %tid, 0
  %b.r0 = udiv i32 %b.c0, 2
  %b.v0 = urem i32 %b.c0, 2
  %b.i0 = mul i32 %b.v0, 8
  %b.lr0 = mul i32 %b.r0, 24
  %b.l0 = add i32 %b.lr0, %b.i0
  %b.lx0 = zext i32 %b.l0 to i64
  %b.q0 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_gemm_113.lds_b, i64 %b.lx0
  %b.ld64 = zext i32 %K to i64
  %b.ldrem = urem i32 %K, 8
  %b.aligned = icmp eq i32 %b.ldrem, 0
  %wave = udiv i32 %tid, 32
  %lane = urem i32 %tid, 32
  %wm = udiv i32 %wave, 1
  %wn = urem i32 %wave, 1
  %wrow = mul i32 %wm, 16
  %wcol = mul i32 %wn, 48
  %llo = urem i32 %lane, 4
  %lhi = udiv i32 %lane, 4
  %afr = mul i32 %lhi, 1
  %afk = mul i32 %llo, 2
  %afw = add i32 %afr, %wrow
  %afo = mul i32 %afw, 24
  %afq = mul i32 %afk, 1
  %abase = add i32 %afo, %afq
  %bfr = mul i32 %lhi, 1
  %bfk = mul i32 %llo, 2
  %bfw = add i32 %bfr, %wcol
  %bfo = mul i32 %bfw, 24
  %bfq = mul i32 %bfk, 1
  %bbase = add i32 %bfo, %bfq
  %cr = mul i32 %lhi, 1
  %cc = mul i32 %llo, 2
  %crow = add i32 %wrow, %cr
  %ccol = add i32 %wcol, %cc
  %ar.0 = add i32 %crow, 0
  %ar.1 = add i32 %crow, 8
  %bc.0 = add i32 %ccol, 0
  %bc.1 = add i32 %ccol, 1
  %bc.2 = add i32 %ccol, 8
  %bc.3 = add i32 %ccol, 9
  %bc.4 = add i32 %ccol, 16
  %bc.5 = add i32 %ccol, 17
  %bc.6 = add i32 %ccol, 24
  %bc.7 = add i32 %ccol, 25
  %bc.8 = add i32 %ccol, 32
  %bc.9 = add i32 %ccol, 33
  %bc.10 = add i32 %ccol, 40
  %bc.11 = add i32 %ccol, 41
  br label %kloop

kloop:
  %k0 = phi i32 [ 0, %entry ], [ %k0.next, %kstep ]
  %macc.0.0 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.0.0.next, %kstep ]
  %macc.0.1 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.0.1.next, %kstep ]
  %macc.0.2 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.0.2.next, %kstep ]
  %macc.0.3 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.0.3.next, %kstep ]
  %macc.0.4 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.0.4.next, %kstep ]
  %macc.0.5 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.0.5.next, %kstep ]
  %kmore = icmp ult i32 %k0, %K
  br i1 %kmore, label %a.check, label %epi

a.check:
  %a.oend = add i32 %m0, 48
  %a.ofull = icmp ule i32 %a.oend, %M
  %a.iend = add i32 %k0, 16
  %a.ifull = icmp ule i32 %a.iend, %K
  %a.inb = and i1 %a.ofull, %a.ifull
  %a.full = and i1 %a.inb, %a.aligned
  br i1 %a.full, label %a.fast, label %a.slow

a.fast:
  %a.f0.o = add i32 %m0, %a.r0
  %a.f0.i = add i32 %k0, %a.i0
  %a.f0.o64 = zext i32 %a.f0.o to i64
  %a.f0.row = mul i64 %a.f0.o64, %a.ld64
  %a.f0.i64 = zext i32 %a.f0.i to i64
  %a.f0.idx = add i64 %a.f0.row, %a.f0.i64
  %a.f0.p = getelementptr inbounds bfloat, ptr addrspace(1) %A, i64 %a.f0.idx
  %a.f0.v = load <8 x bfloat>, ptr addrspace(1) %a.f0.p, align 16
  store <8 x bfloat> %a.f0.v, ptr addrspace(3) %a.q0, align 16
  br label %b.check

a.slow:
  %a.s0.o = add i32 %m0, %a.r0
  %a.s0.ook = icmp ult i32 %a.s0.o, %M
  %a.s0.o64 = zext i32 %a.s0.o to i64
  %a.s0.row = mul i64 %a.s0.o64, %a.ld64
  %a.s0.ib = add i32 %k0, %a.i0
  %a.s0.0.i = add i32 %a.s0.ib, 0
  %a.s0.0.iok = icmp ult i32 %a.s0.0.i, %K
  %a.s0.0.ok = and i1 %a.s0.ook, %a.s0.0.iok
  %a.s0.0.i64 = zext i32 %a.s0.0.i to i64
  %a.s0.0.idx = add i64 %a.s0.row, %a.s0.0.i64
  %a.s0.0.safe = select i1 %a.s0.0.ok, i64 %a.s0.0.idx, i64 0
  %a.s0.0.p = getelementptr inbounds bfloat, ptr addrspace(1) %A, i64 %a.s0.0.safe
  %a.s0.0.x = load bfloat, ptr addrspace(1) %a.s0.0.p, align 2
  %a.s0.0.v = select i1 %a.s0.0.ok, bfloat %a.s0.0.x, bfloat 0xR0000
  %a.s0.0.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 0
  store bfloat %a.s0.0.v, ptr addrspace(3) %a.s0.0.q, align 2
  %a.s0.1.i = add i32 %a.s0.ib, 1
  %a.s0.1.iok = icmp ult i32 %a.s0.1.i, %K
  %a.s0.1.ok = and i1 %a.s0.ook, %a.s0.1.iok
  %a.s0.1.i64 = zext i32 %a.s0.1.i to i64
  %a.s0.1.idx = add i64 %a.s0.row, %a.s0.1.i64
  %a.s0.1.safe = select i1 %a.s0.1.ok, i64 %a.s0.1.idx, i64 0
  %a.s0.1.p = getelementptr inbounds bfloat, ptr addrspace(1) %A, i64 %a.s0.1.safe
  %a.s0.1.x = load bfloat, ptr addrspace(1) %a.s0.1.p, align 2
  %a.s0.1.v = select i1 %a.s0.1.ok, bfloat %a.s0.1.x, bfloat 0xR0000
  %a.s0.1.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 1
  store bfloat %a.s0.1.v, ptr addrspace(3) %a.s0.1.q, align 2
  %a.s0.2.i = add i32 %a.s0.ib, 2
  %a.s0.2.iok = icmp ult i32 %a.s0.2.i, %K
  %a.s0.2.ok = and i1 %a.s0.ook, %a.s0.2.iok
  %a.s0.2.i64 = zext i32 %a.s0.2.i to i64
  %a.s0.2.idx = add i64 %a.s0.row, %a.s0.2.i64
  %a.s0.2.safe = select i1 %a.s0.2.ok, i64 %a.s0.2.idx, i64 0
  %a.s0.2.p = getelementptr inbounds bfloat, ptr addrspace(1) %A, i64 %a.s0.2.safe
  %a.s0.2.x = load bfloat, ptr addrspace(1) %a.s0.2.p, align 2
  %a.s0.2.v = select i1 %a.s0.2.ok, bfloat %a.s0.2.x, bfloat 0xR0000
  %a.s0.2.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 2
  store bfloat %a.s0.2.v, ptr addrspace(3) %a.s0.2.q, align 2
  %a.s0.3.i = add i32 %a.s0.ib, 3
  %a.s0.3.iok = icmp ult i32 %a.s0.3.i, %K
  %a.s0.3.ok = and i1 %a.s0.ook, %a.s0.3.iok
  %a.s0.3.i64 = zext i32 %a.s0.3.i to i64
  %a.s0.3.idx = add i64 %a.s0.row, %a.s0.3.i64
  %a.s0.3.safe = select i1 %a.s0.3.ok, i64 %a.s0.3.idx, i64 0
  %a.s0.3.p = getelementptr inbounds bfloat, ptr addrspace(1) %A, i64 %a.s0.3.safe
  %a.s0.3.x = load bfloat, ptr addrspace(1) %a.s0.3.p, align 2
  %a.s0.3.v = select i1 %a.s0.3.ok, bfloat %a.s0.3.x, bfloat 0xR0000
  %a.s0.3.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 3
  store bfloat %a.s0.3.v, ptr addrspace(3) %a.s0.3.q, align 2
  %a.s0.4.i = add i32 %a.s0.ib, 4
  %a.s0.4.iok = icmp ult i32 %a.s0.4.i, %K
  %a.s0.4.ok = and i1 %a.s0.ook, %a.s0.4.iok
  %a.s0.4.i64 = zext i32 %a.s0.4.i to i64
  %a.s0.4.idx = add i64 %a.s0.row, %a.s0.4.i64
  %a.s0.4.safe = select i1 %a.s0.4.ok, i64 %a.s0.4.idx, i64 0
  %a.s0.4.p = getelementptr inbounds bfloat, ptr addrspace(1) %A, i64 %a.s0.4.safe
  %a.s0.4.x = load bfloat, ptr addrspace(1) %a.s0.4.p, align 2
  %a.s0.4.v = select i1 %a.s0.4.ok, bfloat %a.s0.4.x, bfloat 0xR0000
  %a.s0.4.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 4
  store bfloat %a.s0.4.v, ptr addrspace(3) %a.s0.4.q, align 2
  %a.s0.5.i = add i32 %a.s0.ib, 5
  %a.s0.5.iok = icmp ult i32 %a.s0.5.i, %K
  %a.s0.5.ok = and i1 %a.s0.ook, %a.s0.5.iok
  %a.s0.5.i64 = zext i32 %a.s0.5.i to i64
  %a.s0.5.idx = add i64 %a.s0.row, %a.s0.5.i64
  %a.s0.5.safe = select i1 %a.s0.5.ok, i64 %a.s0.5.idx, i64 0
  %a.s0.5.p = getelementptr inbounds bfloat, ptr addrspace(1) %A, i64 %a.s0.5.safe
  %a.s0.5.x = load bfloat, ptr addrspace(1) %a.s0.5.p, align 2
  %a.s0.5.v = select i1 %a.s0.5.ok, bfloat %a.s0.5.x, bfloat 0xR0000
  %a.s0.5.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 5
  store bfloat %a.s0.5.v, ptr addrspace(3) %a.s0.5.q, align 2
  %a.s0.6.i = add i32 %a.s0.ib, 6
  %a.s0.6.iok = icmp ult i32 %a.s0.6.i, %K
  %a.s0.6.ok = and i1 %a.s0.ook, %a.s0.6.iok
  %a.s0.6.i64 = zext i32 %a.s0.6.i to i64
  %a.s0.6.idx = add i64 %a.s0.row, %a.s0.6.i64
  %a.s0.6.safe = select i1 %a.s0.6.ok, i64 %a.s0.6.idx, i64 0
  %a.s0.6.p = getelementptr inbounds bfloat, ptr addrspace(1) %A, i64 %a.s0.6.safe
  %a.s0.6.x = load bfloat, ptr addrspace(1) %a.s0.6.p, align 2
  %a.s0.6.v = select i1 %a.s0.6.ok, bfloat %a.s0.6.x, bfloat 0xR0000
  %a.s0.6.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 6
  store bfloat %a.s0.6.v, ptr addrspace(3) %a.s0.6.q, align 2
  %a.s0.7.i = add i32 %a.s0.ib, 7
  %a.s0.7.iok = icmp ult i32 %a.s0.7.i, %K
  %a.s0.7.ok = and i1 %a.s0.ook, %a.s0.7.iok
  %a.s0.7.i64 = zext i32 %a.s0.7.i to i64
  %a.s0.7.idx = add i64 %a.s0.row, %a.s0.7.i64
  %a.s0.7.safe = select i1 %a.s0.7.ok, i64 %a.s0.7.idx, i64 0
  %a.s0.7.p = getelementptr inbounds bfloat, ptr addrspace(1) %A, i64 %a.s0.7.safe
  %a.s0.7.x = load bfloat, ptr addrspace(1) %a.s0.7.p, align 2
  %a.s0.7.v = select i1 %a.s0.7.ok, bfloat %a.s0.7.x, bfloat 0xR0000
  %a.s0.7.q = getelementptr inbounds bfloat, ptr addrspace(3) %a.q0, i64 7
  store bfloat %a.s0.7.v, ptr addrspace(3) %a.s0.7.q, align 2
  br label %b.check

b.check:
  %b.oend = add i32 %n0, 48
  %b.ofull = icmp ule i32 %b.oend, %N
  %b.iend = add i32 %k0, 16
  %b.ifull = icmp ule i32 %b.iend, %K
  %b.inb = and i1 %b.ofull, %b.ifull
  %b.full = and i1 %b.inb, %b.aligned
  br i1 %b.full, label %b.fast, label %b.slow

b.fast:
  %b.f0.o = add i32 %n0, %b.r0
  %b.f0.i = add i32 %k0, %b.i0
  %b.f0.o64 = zext i32 %b.f0.o to i64
  %b.f0.row = mul i64 %b.f0.o64, %b.ld64
  %b.f0.i64 = zext i32 %b.f0.i to i64
  %b.f0.idx = add i64 %b.f0.row, %b.f0.i64
  %b.f0.p = getelementptr inbounds bfloat, ptr addrspace(1) %B, i64 %b.f0.idx
  %b.f0.v = load <8 x bfloat>, ptr addrspace(1) %b.f0.p, align 16
  store <8 x bfloat> %b.f0.v, ptr addrspace(3) %b.q0, align 16
  br label %sync

b.slow:
  %b.s0.o = add i32 %n0, %b.r0
  %b.s0.ook = icmp ult i32 %b.s0.o, %N
  %b.s0.o64 = zext i32 %b.s0.o to i64
  %b.s0.row = mul i64 %b.s0.o64, %b.ld64
  %b.s0.ib = add i32 %k0, %b.i0
  %b.s0.0.i = add i32 %b.s0.ib, 0
  %b.s0.0.iok = icmp ult i32 %b.s0.0.i, %K
  %b.s0.0.ok = and i1 %b.s0.ook, %b.s0.0.iok
  %b.s0.0.i64 = zext i32 %b.s0.0.i to i64
  %b.s0.0.idx = add i64 %b.s0.row, %b.s0.0.i64
  %b.s0.0.safe = select i1 %b.s0.0.ok, i64 %b.s0.0.idx, i64 0
  %b.s0.0.p = getelementptr inbounds bfloat, ptr addrspace(1) %B, i64 %b.s0.0.safe
  %b.s0.0.x = load bfloat, ptr addrspace(1) %b.s0.0.p, align 2
  %b.s0.0.v = select i1 %b.s0.0.ok, bfloat %b.s0.0.x, bfloat 0xR0000
  %b.s0.0.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 0
  store bfloat %b.s0.0.v, ptr addrspace(3) %b.s0.0.q, align 2
  %b.s0.1.i = add i32 %b.s0.ib, 1
  %b.s0.1.iok = icmp ult i32 %b.s0.1.i, %K
  %b.s0.1.ok = and i1 %b.s0.ook, %b.s0.1.iok
  %b.s0.1.i64 = zext i32 %b.s0.1.i to i64
  %b.s0.1.idx = add i64 %b.s0.row, %b.s0.1.i64
  %b.s0.1.safe = select i1 %b.s0.1.ok, i64 %b.s0.1.idx, i64 0
  %b.s0.1.p = getelementptr inbounds bfloat, ptr addrspace(1) %B, i64 %b.s0.1.safe
  %b.s0.1.x = load bfloat, ptr addrspace(1) %b.s0.1.p, align 2
  %b.s0.1.v = select i1 %b.s0.1.ok, bfloat %b.s0.1.x, bfloat 0xR0000
  %b.s0.1.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 1
  store bfloat %b.s0.1.v, ptr addrspace(3) %b.s0.1.q, align 2
  %b.s0.2.i = add i32 %b.s0.ib, 2
  %b.s0.2.iok = icmp ult i32 %b.s0.2.i, %K
  %b.s0.2.ok = and i1 %b.s0.ook, %b.s0.2.iok
  %b.s0.2.i64 = zext i32 %b.s0.2.i to i64
  %b.s0.2.idx = add i64 %b.s0.row, %b.s0.2.i64
  %b.s0.2.safe = select i1 %b.s0.2.ok, i64 %b.s0.2.idx, i64 0
  %b.s0.2.p = getelementptr inbounds bfloat, ptr addrspace(1) %B, i64 %b.s0.2.safe
  %b.s0.2.x = load bfloat, ptr addrspace(1) %b.s0.2.p, align 2
  %b.s0.2.v = select i1 %b.s0.2.ok, bfloat %b.s0.2.x, bfloat 0xR0000
  %b.s0.2.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 2
  store bfloat %b.s0.2.v, ptr addrspace(3) %b.s0.2.q, align 2
  %b.s0.3.i = add i32 %b.s0.ib, 3
  %b.s0.3.iok = icmp ult i32 %b.s0.3.i, %K
  %b.s0.3.ok = and i1 %b.s0.ook, %b.s0.3.iok
  %b.s0.3.i64 = zext i32 %b.s0.3.i to i64
  %b.s0.3.idx = add i64 %b.s0.row, %b.s0.3.i64
  %b.s0.3.safe = select i1 %b.s0.3.ok, i64 %b.s0.3.idx, i64 0
  %b.s0.3.p = getelementptr inbounds bfloat, ptr addrspace(1) %B, i64 %b.s0.3.safe
  %b.s0.3.x = load bfloat, ptr addrspace(1) %b.s0.3.p, align 2
  %b.s0.3.v = select i1 %b.s0.3.ok, bfloat %b.s0.3.x, bfloat 0xR0000
  %b.s0.3.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 3
  store bfloat %b.s0.3.v, ptr addrspace(3) %b.s0.3.q, align 2
  %b.s0.4.i = add i32 %b.s0.ib, 4
  %b.s0.4.iok = icmp ult i32 %b.s0.4.i, %K
  %b.s0.4.ok = and i1 %b.s0.ook, %b.s0.4.iok
  %b.s0.4.i64 = zext i32 %b.s0.4.i to i64
  %b.s0.4.idx = add i64 %b.s0.row, %b.s0.4.i64
  %b.s0.4.safe = select i1 %b.s0.4.ok, i64 %b.s0.4.idx, i64 0
  %b.s0.4.p = getelementptr inbounds bfloat, ptr addrspace(1) %B, i64 %b.s0.4.safe
  %b.s0.4.x = load bfloat, ptr addrspace(1) %b.s0.4.p, align 2
  %b.s0.4.v = select i1 %b.s0.4.ok, bfloat %b.s0.4.x, bfloat 0xR0000
  %b.s0.4.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 4
  store bfloat %b.s0.4.v, ptr addrspace(3) %b.s0.4.q, align 2
  %b.s0.5.i = add i32 %b.s0.ib, 5
  %b.s0.5.iok = icmp ult i32 %b.s0.5.i, %K
  %b.s0.5.ok = and i1 %b.s0.ook, %b.s0.5.iok
  %b.s0.5.i64 = zext i32 %b.s0.5.i to i64
  %b.s0.5.idx = add i64 %b.s0.row, %b.s0.5.i64
  %b.s0.5.safe = select i1 %b.s0.5.ok, i64 %b.s0.5.idx, i64 0
  %b.s0.5.p = getelementptr inbounds bfloat, ptr addrspace(1) %B, i64 %b.s0.5.safe
  %b.s0.5.x = load bfloat, ptr addrspace(1) %b.s0.5.p, align 2
  %b.s0.5.v = select i1 %b.s0.5.ok, bfloat %b.s0.5.x, bfloat 0xR0000
  %b.s0.5.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 5
  store bfloat %b.s0.5.v, ptr addrspace(3) %b.s0.5.q, align 2
  %b.s0.6.i = add i32 %b.s0.ib, 6
  %b.s0.6.iok = icmp ult i32 %b.s0.6.i, %K
  %b.s0.6.ok = and i1 %b.s0.ook, %b.s0.6.iok
  %b.s0.6.i64 = zext i32 %b.s0.6.i to i64
  %b.s0.6.idx = add i64 %b.s0.row, %b.s0.6.i64
  %b.s0.6.safe = select i1 %b.s0.6.ok, i64 %b.s0.6.idx, i64 0
  %b.s0.6.p = getelementptr inbounds bfloat, ptr addrspace(1) %B, i64 %b.s0.6.safe
  %b.s0.6.x = load bfloat, ptr addrspace(1) %b.s0.6.p, align 2
  %b.s0.6.v = select i1 %b.s0.6.ok, bfloat %b.s0.6.x, bfloat 0xR0000
  %b.s0.6.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 6
  store bfloat %b.s0.6.v, ptr addrspace(3) %b.s0.6.q, align 2
  %b.s0.7.i = add i32 %b.s0.ib, 7
  %b.s0.7.iok = icmp ult i32 %b.s0.7.i, %K
  %b.s0.7.ok = and i1 %b.s0.ook, %b.s0.7.iok
  %b.s0.7.i64 = zext i32 %b.s0.7.i to i64
  %b.s0.7.idx = add i64 %b.s0.row, %b.s0.7.i64
  %b.s0.7.safe = select i1 %b.s0.7.ok, i64 %b.s0.7.idx, i64 0
  %b.s0.7.p = getelementptr inbounds bfloat, ptr addrspace(1) %B, i64 %b.s0.7.safe
  %b.s0.7.x = load bfloat, ptr addrspace(1) %b.s0.7.p, align 2
  %b.s0.7.v = select i1 %b.s0.7.ok, bfloat %b.s0.7.x, bfloat 0xR0000
  %b.s0.7.q = getelementptr inbounds bfloat, ptr addrspace(3) %b.q0, i64 7
  store bfloat %b.s0.7.v, ptr addrspace(3) %b.s0.7.q, align 2
  br label %sync

sync:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %inner

inner:
  %kk = phi i32 [ 0, %sync ], [ %kk.next, %inner ]
  %mc.0.0 = phi { float, float, float, float } [ %macc.0.0, %sync ], [ %mc.0.0.next, %inner ]
  %mc.0.1 = phi { float, float, float, float } [ %macc.0.1, %sync ], [ %mc.0.1.next, %inner ]
  %mc.0.2 = phi { float, float, float, float } [ %macc.0.2, %sync ], [ %mc.0.2.next, %inner ]
  %mc.0.3 = phi { float, float, float, float } [ %macc.0.3, %sync ], [ %mc.0.3.next, %inner ]
  %mc.0.4 = phi { float, float, float, float } [ %macc.0.4, %sync ], [ %mc.0.4.next, %inner ]
  %mc.0.5 = phi { float, float, float, float } [ %macc.0.5, %sync ], [ %mc.0.5.next, %inner ]
  %akk = mul i32 %kk, 1
  %aq = add i32 %abase, %akk
  %aq.0.0 = add i32 %aq, 0
  %aw.0.0 = zext i32 %aq.0.0 to i64
  %ap.0.0 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_gemm_113.lds_a, i64 %aw.0.0
  %av.0.0 = load <2 x bfloat>, ptr addrspace(3) %ap.0.0, align 4
  %ax.0.0 = bitcast <2 x bfloat> %av.0.0 to i32
  %aq.0.1 = add i32 %aq, 192
  %aw.0.1 = zext i32 %aq.0.1 to i64
  %ap.0.1 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_gemm_113.lds_a, i64 %aw.0.1
  %av.0.1 = load <2 x bfloat>, ptr addrspace(3) %ap.0.1, align 4
  %ax.0.1 = bitcast <2 x bfloat> %av.0.1 to i32
  %aq.0.2 = add i32 %aq, 8
  %aw.0.2 = zext i32 %aq.0.2 to i64
  %ap.0.2 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_gemm_113.lds_a, i64 %aw.0.2
  %av.0.2 = load <2 x bfloat>, ptr addrspace(3) %ap.0.2, align 4
  %ax.0.2 = bitcast <2 x bfloat> %av.0.2 to i32
  %aq.0.3 = add i32 %aq, 200
  %aw.0.3 = zext i32 %aq.0.3 to i64
  %ap.0.3 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_gemm_113.lds_a, i64 %aw.0.3
  %av.0.3 = load <2 x bfloat>, ptr addrspace(3) %ap.0.3, align 4
  %ax.0.3 = bitcast <2 x bfloat> %av.0.3 to i32
  %bkk = mul i32 %kk, 1
  %bq = add i32 %bbase, %bkk
  %bq.0.0 = add i32 %bq, 0
  %bw.0.0 = zext i32 %bq.0.0 to i64
  %bp.0.0 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_gemm_113.lds_b, i64 %bw.0.0
  %bv.0.0 = load <2 x bfloat>, ptr addrspace(3) %bp.0.0, align 4
  %bx.0.0 = bitcast <2 x bfloat> %bv.0.0 to i32
  %bq.0.1 = add i32 %bq, 8
  %bw.0.1 = zext i32 %bq.0.1 to i64
  %bp.0.1 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_gemm_113.lds_b, i64 %bw.0.1
  %bv.0.1 = load <2 x bfloat>, ptr addrspace(3) %bp.0.1, align 4
  %bx.0.1 = bitcast <2 x bfloat> %bv.0.1 to i32
  %bq.1.0 = add i32 %bq, 192
  %bw.1.0 = zext i32 %bq.1.0 to i64
  %bp.1.0 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_gemm_113.lds_b, i64 %bw.1.0
  %bv.1.0 = load <2 x bfloat>, ptr addrspace(3) %bp.1.0, align 4
  %bx.1.0 = bitcast <2 x bfloat> %bv.1.0 to i32
  %bq.1.1 = add i32 %bq, 200
  %bw.1.1 = zext i32 %bq.1.1 to i64
  %bp.1.1 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_gemm_113.lds_b, i64 %bw.1.1
  %bv.1.1 = load <2 x bfloat>, ptr addrspace(3) %bp.1.1, align 4
  %bx.1.1 = bitcast <2 x bfloat> %bv.1.1 to i32
  %bq.2.0 = add i32 %bq, 384
  %bw.2.0 = zext i32 %bq.2.0 to i64
  %bp.2.0 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_gemm_113.lds_b, i64 %bw.2.0
  %bv.2.0 = load <2 x bfloat>, ptr addrspace(3) %bp.2.0, align 4
  %bx.2.0 = bitcast <2 x bfloat> %bv.2.0 to i32
  %bq.2.1 = add i32 %bq, 392
  %bw.2.1 = zext i32 %bq.2.1 to i64
  %bp.2.1 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_gemm_113.lds_b, i64 %bw.2.1
  %bv.2.1 = load <2 x bfloat>, ptr addrspace(3) %bp.2.1, align 4
  %bx.2.1 = bitcast <2 x bfloat> %bv.2.1 to i32
  %bq.3.0 = add i32 %bq, 576
  %bw.3.0 = zext i32 %bq.3.0 to i64
  %bp.3.0 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_gemm_113.lds_b, i64 %bw.3.0
  %bv.3.0 = load <2 x bfloat>, ptr addrspace(3) %bp.3.0, align 4
  %bx.3.0 = bitcast <2 x bfloat> %bv.3.0 to i32
  %bq.3.1 = add i32 %bq, 584
  %bw.3.1 = zext i32 %bq.3.1 to i64
  %bp.3.1 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_gemm_113.lds_b, i64 %bw.3.1
  %bv.3.1 = load <2 x bfloat>, ptr addrspace(3) %bp.3.1, align 4
  %bx.3.1 = bitcast <2 x bfloat> %bv.3.1 to i32
  %bq.4.0 = add i32 %bq, 768
  %bw.4.0 = zext i32 %bq.4.0 to i64
  %bp.4.0 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_gemm_113.lds_b, i64 %bw.4.0
  %bv.4.0 = load <2 x bfloat>, ptr addrspace(3) %bp.4.0, align 4
  %bx.4.0 = bitcast <2 x bfloat> %bv.4.0 to i32
  %bq.4.1 = add i32 %bq, 776
  %bw.4.1 = zext i32 %bq.4.1 to i64
  %bp.4.1 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_gemm_113.lds_b, i64 %bw.4.1
  %bv.4.1 = load <2 x bfloat>, ptr addrspace(3) %bp.4.1, align 4
  %bx.4.1 = bitcast <2 x bfloat> %bv.4.1 to i32
  %bq.5.0 = add i32 %bq, 960
  %bw.5.0 = zext i32 %bq.5.0 to i64
  %bp.5.0 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_gemm_113.lds_b, i64 %bw.5.0
  %bv.5.0 = load <2 x bfloat>, ptr addrspace(3) %bp.5.0, align 4
  %bx.5.0 = bitcast <2 x bfloat> %bv.5.0 to i32
  %bq.5.1 = add i32 %bq, 968
  %bw.5.1 = zext i32 %bq.5.1 to i64
  %bp.5.1 = getelementptr inbounds bfloat, ptr addrspace(3) @paritykit_gemm_113.lds_b, i64 %bw.5.1
  %bv.5.1 = load <2 x bfloat>, ptr addrspace(3) %bp.5.1, align 4
  %bx.5.1 = bitcast <2 x bfloat> %bv.5.1 to i32
  %mc.0.0.0 = extractvalue { float, float, float, float } %mc.0.0, 0
  %mc.0.0.1 = extractvalue { float, float, float, float } %mc.0.0, 1
  %mc.0.0.2 = extractvalue { float, float, float, float } %mc.0.0, 2
  %mc.0.0.3 = extractvalue { float, float, float, float } %mc.0.0, 3
  %mc.0.0.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %ax.0.0, i32 %ax.0.1, i32 %ax.0.2, i32 %ax.0.3, i32 %bx.0.0, i32 %bx.0.1, float %mc.0.0.0, float %mc.0.0.1, float %mc.0.0.2, float %mc.0.0.3)
  %mc.0.1.0 = extractvalue { float, float, float, float } %mc.0.1, 0
  %mc.0.1.1 = extractvalue { float, float, float, float } %mc.0.1, 1
  %mc.0.1.2 = extractvalue { float, float, float, float } %mc.0.1, 2
  %mc.0.1.3 = extractvalue { float, float, float, float } %mc.0.1, 3
  %mc.0.1.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %ax.0.0, i32 %ax.0.1, i32 %ax.0.2, i32 %ax.0.3, i32 %bx.1.0, i32 %bx.1.1, float %mc.0.1.0, float %mc.0.1.1, float %mc.0.1.2, float %mc.0.1.3)
  %mc.0.2.0 = extractvalue { float, float, float, float } %mc.0.2, 0
  %mc.0.2.1 = extractvalue { float, float, float, float } %mc.0.2, 1
  %mc.0.2.2 = extractvalue { float, float, float, float } %mc.0.2, 2
  %mc.0.2.3 = extractvalue { float, float, float, float } %mc.0.2, 3
  %mc.0.2.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %ax.0.0, i32 %ax.0.1, i32 %ax.0.2, i32 %ax.0.3, i32 %bx.2.0, i32 %bx.2.1, float %mc.0.2.0, float %mc.0.2.1, float %mc.0.2.2, float %mc.0.2.3)
  %mc.0.3.0 = extractvalue { float, float, float, float } %mc.0.3, 0
  %mc.0.3.1 = extractvalue { float, float, float, float } %mc.0.3, 1
  %mc.0.3.2 = extractvalue { float, float, float, float } %mc.0.3, 2
  %mc.0.3.3 = extractvalue { float, float, float, float } %mc.0.3, 3
  %mc.0.3.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %ax.0.0, i32 %ax.0.1, i32 %ax.0.2, i32 %ax.0.3, i32 %bx.3.0, i32 %bx.3.1, float %mc.0.3.0, float %mc.0.3.1, float %mc.0.3.2, float %mc.0.3.3)
  %mc.0.4.0 = extractvalue { float, float, float, float } %mc.0.4, 0
  %mc.0.4.1 = extractvalue { float, float, float, float } %mc.0.4, 1
  %mc.0.4.2 = extractvalue { float, float, float, float } %mc.0.4, 2
  %mc.0.4.3 = extractvalue { float, float, float, float } %mc.0.4, 3
  %mc.0.4.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %ax.0.0, i32 %ax.0.1, i32 %ax.0.2, i32 %ax.0.3, i32 %bx.4.0, i32 %bx.4.1, float %mc.0.4.0, float %mc.0.4.1, float %mc.0.4.2, float %mc.0.4.3)
  %mc.0.5.0 = extractvalue { float, float, float, float } %mc.0.5, 0
  %mc.0.5.1 = extractvalue { float, float, float, float } %mc.0.5, 1
  %mc.0.5.2 = extractvalue { float, float, float, float } %mc.0.5, 2
  %mc.0.5.3 = extractvalue { float, float, float, float } %mc.0.5, 3
  %mc.0.5.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %ax.0.0, i32 %ax.0.1, i32 %ax.0.2, i32 %ax.0.3, i32 %bx.5.0, i32 %bx.5.1, float %mc.0.5.0, float %mc.0.5.1, float %mc.0.5.2, float %mc.0.5.3)
  %kk.next = add i32 %kk, 16
  %kk.more = icmp ult i32 %kk.next, 16
  br i1 %kk.more, label %inner, label %kstep

kstep:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %k0.next = add i32 %k0, 16
  br label %kloop

epi:
  %acc.0.0 = extractvalue { float, float, float, float } %macc.0.0, 0
  %acc.0.1 = extractvalue { float, float, float, float } %macc.0.0, 1
  %acc.0.2 = extractvalue { float, float, float, float } %macc.0.1, 0
  %acc.0.3 = extractvalue { float, float, float, float } %macc.0.1, 1
  %acc.0.4 = extractvalue { float, float, float, float } %macc.0.2, 0
  %acc.0.5 = extractvalue { float, float, float, float } %macc.0.2, 1
  %acc.0.6 = extractvalue { float, float, float, float } %macc.0.3, 0
  %acc.0.7 = extractvalue { float, float, float, float } %macc.0.3, 1
  %acc.0.8 = extractvalue { float, float, float, float } %macc.0.4, 0
  %acc.0.9 = extractvalue { float, float, float, float } %macc.0.4, 1
  %acc.0.10 = extractvalue { float, float, float, float } %macc.0.5, 0
  %acc.0.11 = extractvalue { float, float, float, float } %macc.0.5, 1
  %acc.1.0 = extractvalue { float, float, float, float } %macc.0.0, 2
  %acc.1.1 = extractvalue { float, float, float, float } %macc.0.0, 3
  %acc.1.2 = extractvalue { float, float, float, float } %macc.0.1, 2
  %acc.1.3 = extractvalue { float, float, float, float } %macc.0.1, 3
  %acc.1.4 = extractvalue { float, float, float, float } %macc.0.2, 2
  %acc.1.5 = extractvalue { float, float, float, float } %macc.0.2, 3
  %acc.1.6 = extractvalue { float, float, float, float } %macc.0.3, 2
  %acc.1.7 = extractvalue { float, float, float, float } %macc.0.3, 3
  %acc.1.8 = extractvalue { float, float, float, float } %macc.0.4, 2
  %acc.1.9 = extractvalue { float, float, float, float } %macc.0.4, 3
  %acc.1.10 = extractvalue { float, float, float, float } %macc.0.5, 2
  %acc.1.11 = extractvalue { float, float, float, float } %macc.0.5, 3
  %N64 = zext i32 %N to i64
  %er.0 = add i32 %m0, %ar.0
  %erok.0 = icmp ult i32 %er.0, %M
  %er64.0 = zext i32 %er.0 to i64
  %erow.0 = mul i64 %er64.0, %N64
  %er.1 = add i32 %m0, %ar.1
  %erok.1 = icmp ult i32 %er.1, %M
  %er64.1 = zext i32 %er.1 to i64
  %erow.1 = mul i64 %er64.1, %N64
  %ec.0 = add i32 %n0, %bc.0
  %ecok.0 = icmp ult i32 %ec.0, %N
  %ec64.0 = zext i32 %ec.0 to i64
  %ec.1 = add i32 %n0, %bc.1
  %ecok.1 = icmp ult i32 %ec.1, %N
  %ec64.1 = zext i32 %ec.1 to i64
  %ec.2 = add i32 %n0, %bc.2
  %ecok.2 = icmp ult i32 %ec.2, %N
  %ec64.2 = zext i32 %ec.2 to i64
  %ec.3 = add i32 %n0, %bc.3
  %ecok.3 = icmp ult i32 %ec.3, %N
  %ec64.3 = zext i32 %ec.3 to i64
  %ec.4 = add i32 %n0, %bc.4
  %ecok.4 = icmp ult i32 %ec.4, %N
  %ec64.4 = zext i32 %ec.4 to i64
  %ec.5 = add i32 %n0, %bc.5
  %ecok.5 = icmp ult i32 %ec.5, %N
  %ec64.5 = zext i32 %ec.5 to i64
  %ec.6 = add i32 %n0, %bc.6
  %ecok.6 = icmp ult i32 %ec.6, %N
  %ec64.6 = zext i32 %ec.6 to i64
  %ec.7 = add i32 %n0, %bc.7
  %ecok.7 = icmp ult i32 %ec.7, %N
  %ec64.7 = zext i32 %ec.7 to i64
  %ec.8 = add i32 %n0, %bc.8
  %ecok.8 = icmp ult i32 %ec.8, %N
  %ec64.8 = zext i32 %ec.8 to i64
  %ec.9 = add i32 %n0, %bc.9
  %ecok.9 = icmp ult i32 %ec.9, %N
  %ec64.9 = zext i32 %ec.9 to i64
  %ec.10 = add i32 %n0, %bc.10
  %ecok.10 = icmp ult i32 %ec.10, %N
  %ec64.10 = zext i32 %ec.10 to i64
  %ec.11 = add i32 %n0, %bc.11
  %ecok.11 = icmp ult i32 %ec.11, %N
  %ec64.11 = zext i32 %ec.11 to i64
  br label %e.0.0

e.0.0:
  %eok.0.0 = and i1 %erok.0, %ecok.0
  br i1 %eok.0.0, label %es.0.0, label %e.0.1

es.0.0:
  %eidx.0.0 = add i64 %erow.0, %ec64.0
  %eptr.0.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.0
  store float %acc.0.0, ptr addrspace(1) %eptr.0.0, align 4
  br label %e.0.1

e.0.1:
  %eok.0.1 = and i1 %erok.0, %ecok.1
  br i1 %eok.0.1, label %es.0.1, label %e.0.2

es.0.1:
  %eidx.0.1 = add i64 %erow.0, %ec64.1
  %eptr.0.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.1
  store float %acc.0.1, ptr addrspace(1) %eptr.0.1, align 4
  br label %e.0.2

e.0.2:
  %eok.0.2 = and i1 %erok.0, %ecok.2
  br i1 %eok.0.2, label %es.0.2, label %e.0.3

es.0.2:
  %eidx.0.2 = add i64 %erow.0, %ec64.2
  %eptr.0.2 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.2
  store float %acc.0.2, ptr addrspace(1) %eptr.0.2, align 4
  br label %e.0.3

e.0.3:
  %eok.0.3 = and i1 %erok.0, %ecok.3
  br i1 %eok.0.3, label %es.0.3, label %e.0.4

es.0.3:
  %eidx.0.3 = add i64 %erow.0, %ec64.3
  %eptr.0.3 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.3
  store float %acc.0.3, ptr addrspace(1) %eptr.0.3, align 4
  br label %e.0.4

e.0.4:
  %eok.0.4 = and i1 %erok.0, %ecok.4
  br i1 %eok.0.4, label %es.0.4, label %e.0.5

es.0.4:
  %eidx.0.4 = add i64 %erow.0, %ec64.4
  %eptr.0.4 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.4
  store float %acc.0.4, ptr addrspace(1) %eptr.0.4, align 4
  br label %e.0.5

e.0.5:
  %eok.0.5 = and i1 %erok.0, %ecok.5
  br i1 %eok.0.5, label %es.0.5, label %e.0.6

es.0.5:
  %eidx.0.5 = add i64 %erow.0, %ec64.5
  %eptr.0.5 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.5
  store float %acc.0.5, ptr addrspace(1) %eptr.0.5, align 4
  br label %e.0.6

e.0.6:
  %eok.0.6 = and i1 %erok.0, %ecok.6
  br i1 %eok.0.6, label %es.0.6, label %e.0.7

es.0.6:
  %eidx.0.6 = add i64 %erow.0, %ec64.6
  %eptr.0.6 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.6
  store float %acc.0.6, ptr addrspace(1) %eptr.0.6, align 4
  br label %e.0.7

e.0.7:
  %eok.0.7 = and i1 %erok.0, %ecok.7
  br i1 %eok.0.7, label %es.0.7, label %e.0.8

es.0.7:
  %eidx.0.7 = add i64 %erow.0, %ec64.7
  %eptr.0.7 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.7
  store float %acc.0.7, ptr addrspace(1) %eptr.0.7, align 4
  br label %e.0.8

e.0.8:
  %eok.0.8 = and i1 %erok.0, %ecok.8
  br i1 %eok.0.8, label %es.0.8, label %e.0.9

es.0.8:
  %eidx.0.8 = add i64 %erow.0, %ec64.8
  %eptr.0.8 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.8
  store float %acc.0.8, ptr addrspace(1) %eptr.0.8, align 4
  br label %e.0.9

e.0.9:
  %eok.0.9 = and i1 %erok.0, %ecok.9
  br i1 %eok.0.9, label %es.0.9, label %e.0.10

es.0.9:
  %eidx.0.9 = add i64 %erow.0, %ec64.9
  %eptr.0.9 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.9
  store float %acc.0.9, ptr addrspace(1) %eptr.0.9, align 4
  br label %e.0.10

e.0.10:
  %eok.0.10 = and i1 %erok.0, %ecok.10
  br i1 %eok.0.10, label %es.0.10, label %e.0.11

es.0.10:
  %eidx.0.10 = add i64 %erow.0, %ec64.10
  %eptr.0.10 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.10
  store float %acc.0.10, ptr addrspace(1) %eptr.0.10, align 4
  br label %e.0.11

e.0.11:
  %eok.0.11 = and i1 %erok.0, %ecok.11
  br i1 %eok.0.11, label %es.0.11, label %e.1.0

es.0.11:
  %eidx.0.11 = add i64 %erow.0, %ec64.11
  %eptr.0.11 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.0.11
  store float %acc.0.11, ptr addrspace(1) %eptr.0.11, align 4
  br label %e.1.0

e.1.0:
  %eok.1.0 = and i1 %erok.1, %ecok.0
  br i1 %eok.1.0, label %es.1.0, label %e.1.1

es.1.0:
  %eidx.1.0 = add i64 %erow.1, %ec64.0
  %eptr.1.0 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.0
  store float %acc.1.0, ptr addrspace(1) %eptr.1.0, align 4
  br label %e.1.1

e.1.1:
  %eok.1.1 = and i1 %erok.1, %ecok.1
  br i1 %eok.1.1, label %es.1.1, label %e.1.2

es.1.1:
  %eidx.1.1 = add i64 %erow.1, %ec64.1
  %eptr.1.1 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.1
  store float %acc.1.1, ptr addrspace(1) %eptr.1.1, align 4
  br label %e.1.2

e.1.2:
  %eok.1.2 = and i1 %erok.1, %ecok.2
  br i1 %eok.1.2, label %es.1.2, label %e.1.3

es.1.2:
  %eidx.1.2 = add i64 %erow.1, %ec64.2
  %eptr.1.2 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.2
  store float %acc.1.2, ptr addrspace(1) %eptr.1.2, align 4
  br label %e.1.3

e.1.3:
  %eok.1.3 = and i1 %erok.1, %ecok.3
  br i1 %eok.1.3, label %es.1.3, label %e.1.4

es.1.3:
  %eidx.1.3 = add i64 %erow.1, %ec64.3
  %eptr.1.3 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.3
  store float %acc.1.3, ptr addrspace(1) %eptr.1.3, align 4
  br label %e.1.4

e.1.4:
  %eok.1.4 = and i1 %erok.1, %ecok.4
  br i1 %eok.1.4, label %es.1.4, label %e.1.5

es.1.4:
  %eidx.1.4 = add i64 %erow.1, %ec64.4
  %eptr.1.4 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.4
  store float %acc.1.4, ptr addrspace(1) %eptr.1.4, align 4
  br label %e.1.5

e.1.5:
  %eok.1.5 = and i1 %erok.1, %ecok.5
  br i1 %eok.1.5, label %es.1.5, label %e.1.6

es.1.5:
  %eidx.1.5 = add i64 %erow.1, %ec64.5
  %eptr.1.5 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.5
  store float %acc.1.5, ptr addrspace(1) %eptr.1.5, align 4
  br label %e.1.6

e.1.6:
  %eok.1.6 = and i1 %erok.1, %ecok.6
  br i1 %eok.1.6, label %es.1.6, label %e.1.7

es.1.6:
  %eidx.1.6 = add i64 %erow.1, %ec64.6
  %eptr.1.6 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.6
  store float %acc.1.6, ptr addrspace(1) %eptr.1.6, align 4
  br label %e.1.7

e.1.7:
  %eok.1.7 = and i1 %erok.1, %ecok.7
  br i1 %eok.1.7, label %es.1.7, label %e.1.8

es.1.7:
  %eidx.1.7 = add i64 %erow.1, %ec64.7
  %eptr.1.7 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.7
  store float %acc.1.7, ptr addrspace(1) %eptr.1.7, align 4
  br label %e.1.8

e.1.8:
  %eok.1.8 = and i1 %erok.1, %ecok.8
  br i1 %eok.1.8, label %es.1.8, label %e.1.9

es.1.8:
  %eidx.1.8 = add i64 %erow.1, %ec64.8
  %eptr.1.8 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.8
  store float %acc.1.8, ptr addrspace(1) %eptr.1.8, align 4
  br label %e.1.9

e.1.9:
  %eok.1.9 = and i1 %erok.1, %ecok.9
  br i1 %eok.1.9, label %es.1.9, label %e.1.10

es.1.9:
  %eidx.1.9 = add i64 %erow.1, %ec64.9
  %eptr.1.9 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.9
  store float %acc.1.9, ptr addrspace(1) %eptr.1.9, align 4
  br label %e.1.10

e.1.10:
  %eok.1.10 = and i1 %erok.1, %ecok.10
  br i1 %eok.1.10, label %es.1.10, label %e.1.11

es.1.10:
  %eidx.1.10 = add i64 %erow.1, %ec64.10
  %eptr.1.10 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.10
  store float %acc.1.10, ptr addrspace(1) %eptr.1.10, align 4
  br label %e.1.11

e.1.11:
  %eok.1.11 = and i1 %erok.1, %ecok.11
  br i1 %eok.1.11, label %es.1.11, label %exit

es.1.11:
  %eidx.1.11 = add i64 %erow.1, %ec64.11
  %eptr.1.11 = getelementptr inbounds float, ptr addrspace(1) %D, i64 %eidx.1.11
  store float %acc.1.11, ptr addrspace(1) %eptr.1.11, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32, i32, i32, i32, i32, i32, float, float, float, float)
