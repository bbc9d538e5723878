; paritykit conv_wgrad config 72, flavor llvm22, target sm_90
source_filename = "paritykit.conv_wgrad.72"
target triple = "nvptx64-nvidia-cuda"

@paritykit_conv_wgrad_72.lds_a = internal addrspace(3) global [2560 x half] poison, align 16
@paritykit_conv_wgrad_72.lds_b = internal addrspace(3) global [2112 x half] poison, align 16

define ptx_kernel void @paritykit_conv_wgrad_72(ptr addrspace(1) noalias captures(none) readonly %dY, ptr addrspace(1) noalias captures(none) readonly %X, ptr addrspace(1) noalias captures(none) %W, i32 %n, i32 %h, i32 %w, i32 %c, i32 %k, i32 %r, i32 %s, i32 %p, i32 %q) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %by = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %bz = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %kz = udiv i32 %bz, 1
  %grp = urem i32 %bz, 1
  %M = udiv i32 %k, 1
  %Cg = udiv i32 %c, 1
  %sc = mul i32 %s, %Cg
  %N = mul i32 %r, %sc
  %pq = mul i32 %p, %q
  %K = mul i32 %n, %pq
  %h64 = zext i32 %h to i64
  %w64 = zext i32 %w to i64
  %c64 = zext i32 %c to i64
  %ga = mul i32 %grp, %M
  %ga64 = zext i32 %ga to i64
  %A = getelementptr inbounds half, ptr addrspace(1) %dY, i64 %ga64
  %gb = mul i32 %grp, %Cg
  %gb64 = zext i32 %gb to i64
  %B = getelementptr inbounds half, ptr addrspace(1) %X, i64 %gb64
  %m0 = mul i32 %by, 64
  %n0 = mul i32 %bx, 64
  %ktiles.add = add i32 %K, 31
  %ktiles = udiv i32 %ktiles.add, 32
  %kper.add = add i32 %ktiles, 15
  %kper = udiv i32 %kper.add, 16
  %kspan = mul i32 %kper, 32
  %kbeg = mul i32 %kz, %kspan
  %kend.raw = add i32 %kbeg, %kspan
  %kend.lt = icmp ult i32 %kend.raw, %K
  %kend = select i1 %kend.lt, i32 %kend.raw, i32 %K
  %a.c0 = add i32 %tid, 0
  %a.r0 = udiv i32 %a.c0, 8
  %a.v0 = urem i32 %a.c0, 8
  %a.i0 = mul i32 %a.v0, 8
  %a.lr0 = mul i32 %a.i0, 40
  %a.l0 = add i32 %a.lr0, %a.r0
  %a.lx0 = zext i32 %a.l0 to i64
  %a.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_a, i64 %a.lx0
  %a.c1 = add i32 %tid, 128
  %a.r1 = udiv i32 %a.c1, 8
  %a.v1 = urem i32 %a.c1, 8
  %a.i1 = mul i32 %a.v1, 8
  %a.lr1 = mul i32 %a.i1, 40
  %a.l1 = add i32 %a.lr1, %a.r1
  %a.lx1 = zext i32 %a.l1 to i64
  %a.q1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_a, i64 %a.lx1
  %a.ld64 = zext i32 %k to i64
  %a.ldrem = urem i32 %M, 8
  %a.aligned = icmp eq i32 %a.ldrem, 0
  %b.c0 = add i32 %tid, 0
  %b.r0 = udiv i32 %b.c0, 64
  %b.v0 = urem i32 %b.c0, 64
  %b.i0 = mul i32 %b.v0, 1
  %b.lr0 = mul i32 %b.i0, 33
  %b.l0 = add i32 %b.lr0, %b.r0
  %b.lx0 = zext i32 %b.l0 to i64
  %b.q0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %b.lx0
  %b.c1 = add i32 %tid, 128
  %b.r1 = udiv i32 %b.c1, 64
  %b.v1 = urem i32 %b.c1, 64
  %b.i1 = mul i32 %b.v1, 1
  %b.lr1 = mul i32 %b.i1, 33
  %b.l1 = add i32 %b.lr1, %b.r1
  %b.lx1 = zext i32 %b.l1 to i64
  %b.q1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %b.lx1
  %b.c2 = add i32 %tid, 256
  %b.r2 = udiv i32 %b.c2, 64
  %b.v2 = urem i32 %b.c2, 64
  %b.i2 = mul i32 %b.v2, 1
  %b.lr2 = mul i32 %b.i2, 33
  %b.l2 = add i32 %b.lr2, %b.r2
  %b.lx2 = zext i32 %b.l2 to i64
  %b.q2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %b.lx2
  %b.c3 = add i32 %tid, 384
  %b.r3 = udiv i32 %b.c3, 64
  %b.v3 = urem i32 %b.c3, 64
  %b.i3 = mul i32 %b.v3, 1
  %b.lr3 = mul i32 %b.i3, 33
  %b.l3 = add i32 %b.lr3, %b.r3
  %b.lx3 = zext i32 %b.l3 to i64
  %b.q3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %b.lx3
  %b.c4 = add i32 %tid, 512
  %b.r4 = udiv i32 %b.c4, 64
  %b.v4 = urem i32 %b.c4, 64
  %b.i4 = mul i32 %b.v4, 1
  %b.lr4 = mul i32 %b.i4, 33
  %b.l4 = add i32 %b.lr4, %b.r4
  %b.lx4 = zext i32 %b.l4 to i64
  %b.q4 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %b.lx4
  %b.c5 = add i32 %tid, 640
  %b.r5 = udiv i32 %b.c5, 64
  %b.v5 = urem i32 %b.c5, 64
  %b.i5 = mul i32 %b.v5, 1
  %b.lr5 = mul i32 %b.i5, 33
  %b.l5 = add i32 %b.lr5, %b.r5
  %b.lx5 = zext i32 %b.l5 to i64
  %b.q5 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %b.lx5
  %b.c6 = add i32 %tid, 768
  %b.r6 = udiv i32 %b.c6, 64
  %b.v6 = urem i32 %b.c6, 64
  %b.i6 = mul i32 %b.v6, 1
  %b.lr6 = mul i32 %b.i6, 33
  %b.l6 = add i32 %b.lr6, %b.r6
  %b.lx6 = zext i32 %b.l6 to i64
  %b.q6 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %b.lx6
  %b.c7 = add i32 %tid, 896
  %b.r7 = udiv i32 %b.c7, 64
  %b.v7 = urem i32 %b.c7, 64
  %b.i7 = mul i32 %b.v7, 1
  %b.lr7 = mul i32 %b.i7, 33
  %b.l7 = add i32 %b.lr7, %b.r7
  %b.lx7 = zext i32 %b.l7 to i64
  %b.q7 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %b.lx7
  %b.c8 = add i32 %tid, 1024
  %b.r8 = udiv i32 %b.c8, 64
  %b.v8 = urem i32 %b.c8, 64
  %b.i8 = mul i32 %b.v8, 1
  %b.lr8 = mul i32 %b.i8, 33
  %b.l8 = add i32 %b.lr8, %b.r8
  %b.lx8 = zext i32 %b.l8 to i64
  %b.q8 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %b.lx8
  %b.c9 = add i32 %tid, 1152
  %b.r9 = udiv i32 %b.c9, 64
  %b.v9 = urem i32 %b.c9, 64
  %b.i9 = mul i32 %b.v9, 1
  %b.lr9 = mul i32 %b.i9, 33
  %b.l9 = add i32 %b.lr9, %b.r9
  %b.lx9 = zext i32 %b.l9 to i64
  %b.q9 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %b.lx9
  %b.c10 = add i32 %tid, 1280
  %b.r10 = udiv i32 %b.c10, 64
  %b.v10 = urem i32 %b.c10, 64
  %b.i10 = mul i32 %b.v10, 1
  %b.lr10 = mul i32 %b.i10, 33
  %b.l10 = add i32 %b.lr10, %b.r10
  %b.lx10 = zext i32 %b.l10 to i64
  %b.q10 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %b.lx10
  %b.c11 = add i32 %tid, 1408
  %b.r11 = udiv i32 %b.c11, 64
  %b.v11 = urem i32 %b.c11, 64
  %b.i11 = mul i32 %b.v11, 1
  %b.lr11 = mul i32 %b.i11, 33
  %b.l11 = add i32 %b.lr11, %b.r11
  %b.lx11 = zext i32 %b.l11 to i64
  %b.q11 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %b.lx11
  %b.c12 = add i32 %tid, 1536
  %b.r12 = udiv i32 %b.c12, 64
  %b.v12 = urem i32 %b.c12, 64
  %b.i12 = mul i32 %b.v12, 1
  %b.lr12 = mul i32 %b.i12, 33
  %b.l12 = add i32 %b.lr12, %b.r12
  %b.lx12 = zext i32 %b.l12 to i64
  %b.q12 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %b.lx12
  %b.c13 = add i32 %tid, 1664
  %b.r13 = udiv i32 %b.c13, 64
  %b.v13 = urem i32 %b.c13, 64
  %b.i13 = mul i32 %b.v13, 1
  %b.lr13 = mul i32 %b.i13, 33
  %b.l13 = add i32 %b.lr13, %b.r13
  %b.lx13 = zext i32 %b.l13 to i64
  %b.q13 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %b.lx13
  %b.c14 = add i32 %tid, 1792
  %b.r14 = udiv i32 %b.c14, 64
  %b.v14 = urem i32 %b.c14, 64
  %b.i14 = mul i32 %b.v14, 1
  %b.lr14 = mul i32 %b.i14, 33
  %b.l14 = add i32 %b.lr14, %b.r14
  %b.lx14 = zext i32 %b.l14 to i64
  %b.q14 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %b.lx14
  %b.c15 = add i32 %tid, 1920
  %b.r15 = udiv i32 %b.c15, 64
  %b.v15 = urem i32 %b.c15, 64
  %b.i15 = mul i32 %b.v15, 1
  %b.lr15 = mul i32 %b.i15, 33
  %b.l15 = add i32 %b.lr15, %b.r15
  %b.lx15 = zext i32 %b.l15 to i64
  %b.q15 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %b.lx15
  %b.j0 = add i32 %n0, %b.i0
  %b.rs0 = udiv i32 %b.j0, %Cg
  %b.cc0 = urem i32 %b.j0, %Cg
  %b.rr0 = udiv i32 %b.rs0, %s
  %b.ss0 = urem i32 %b.rs0, %s
  %b.th0 = mul i32 %b.rr0, 1
  %b.tw0 = mul i32 %b.ss0, 1
  %b.j1 = add i32 %n0, %b.i1
  %b.rs1 = udiv i32 %b.j1, %Cg
  %b.cc1 = urem i32 %b.j1, %Cg
  %b.rr1 = udiv i32 %b.rs1, %s
  %b.ss1 = urem i32 %b.rs1, %s
  %b.th1 = mul i32 %b.rr1, 1
  %b.tw1 = mul i32 %b.ss1, 1
  %b.j2 = add i32 %n0, %b.i2
  %b.rs2 = udiv i32 %b.j2, %Cg
  %b.cc2 = urem i32 %b.j2, %Cg
  %b.rr2 = udiv i32 %b.rs2, %s
  %b.ss2 = urem i32 %b.rs2, %s
  %b.th2 = mul i32 %b.rr2, 1
  %b.tw2 = mul i32 %b.ss2, 1
  %b.j3 = add i32 %n0, %b.i3
  %b.rs3 = udiv i32 %b.j3, %Cg
  %b.cc3 = urem i32 %b.j3, %Cg
  %b.rr3 = udiv i32 %b.rs3, %s
  %b.ss3 = urem i32 %b.rs3, %s
  %b.th3 = mul i32 %b.rr3, 1
  %b.tw3 = mul i32 %b.ss3, 1
  %b.j4 = add i32 %n0, %b.i4
  %b.rs4 = udiv i32 %b.j4, %Cg
  %b.cc4 = urem i32 %b.j4, %Cg
  %b.rr4 = udiv i32 %b.rs4, %s
  %b.ss4 = urem i32 %b.rs4, %s
  %b.th4 = mul i32 %b.rr4, 1
  %b.tw4 = mul i32 %b.ss4, 1
  %b.j5 = add i32 %n0, %b.i5
  %b.rs5 = udiv i32 %b.j5, %Cg
  %b.cc5 = urem i32 %b.j5, %Cg
  %b.rr5 = udiv i32 %b.rs5, %s
  %b.ss5 = urem i32 %b.rs5, %s
  %b.th5 = mul i32 %b.rr5, 1
  %b.tw5 = mul i32 %b.ss5, 1
  %b.j6 = add i32 %n0, %b.i6
  %b.rs6 = udiv i32 %b.j6, %Cg
  %b.cc6 = urem i32 %b.j6, %Cg
  %b.rr6 = udiv i32 %b.rs6, %s
  %b.ss6 = urem i32 %b.rs6, %s
  %b.th6 = mul i32 %b.rr6, 1
  %b.tw6 = mul i32 %b.ss6, 1
  %b.j7 = add i32 %n0, %b.i7
  %b.rs7 = udiv i32 %b.j7, %Cg
  %b.cc7 = urem i32 %b.j7, %Cg
  %b.rr7 = udiv i32 %b.rs7, %s
  %b.ss7 = urem i32 %b.rs7, %s
  %b.th7 = mul i32 %b.rr7, 1
  %b.tw7 = mul i32 %b.ss7, 1
  %b.j8 = add i32 %n0, %b.i8
  %b.rs8 = udiv i32 %b.j8, %Cg
  %b.cc8 = urem i32 %b.j8, %Cg
  %b.rr8 = udiv i32 %b.rs8, %s
  %b.ss8 = urem i32 %b.rs8, %s
  %b.th8 = mul i32 %b.rr8, 1
  %b.tw8 = mul i32 %b.ss8, 1
  %b.j9 = add i32 %n0, %b.i9
  %b.rs9 = udiv i32 %b.j9, %Cg
  %b.cc9 = urem i32 %b.j9, %Cg
  %b.rr9 = udiv i32 %b.rs9, %s
  %b.ss9 = urem i32 %b.rs9, %s
  %b.th9 = mul i32 %b.rr9, 1
  %b.tw9 = mul i32 %b.ss9, 1
  %b.j10 = add i32 %n0, %b.i10
  %b.rs10 = udiv i32 %b.j10, %Cg
  %b.cc10 = urem i32 %b.j10, %Cg
  %b.rr10 = udiv i32 %b.rs10, %s
  %b.ss10 = urem i32 %b.rs10, %s
  %b.th10 = mul i32 %b.rr10, 1
  %b.tw10 = mul i32 %b.ss10, 1
  %b.j11 = add i32 %n0, %b.i11
  %b.rs11 = udiv i32 %b.j11, %Cg
  %b.cc11 = urem i32 %b.j11, %Cg
  %b.rr11 = udiv i32 %b.rs11, %s
  %b.ss11 = urem i32 %b.rs11, %s
  %b.th11 = mul i32 %b.rr11, 1
  %b.tw11 = mul i32 %b.ss11, 1
  %b.j12 = add i32 %n0, %b.i12
  %b.rs12 = udiv i32 %b.j12, %Cg
  %b.cc12 = urem i32 %b.j12, %Cg
  %b.rr12 = udiv i32 %b.rs12, %s
  %b.ss12 = urem i32 %b.rs12, %s
  %b.th12 = mul i32 %b.rr12, 1
  %b.tw12 = mul i32 %b.ss12, 1
  %b.j13 = add i32 %n0, %b.i13
  %b.rs13 = udiv i32 %b.j13, %Cg
  %b.cc13 = urem i32 %b.j13, %Cg
  %b.rr13 = udiv i32 %b.rs13, %s
  %b.ss13 = urem i32 %b.rs13, %s
  %b.th13 = mul i32 %b.rr13, 1
  %b.tw13 = mul i32 %b.ss13, 1
  %b.j14 = add i32 %n0, %b.i14
  %b.rs14 = udiv i32 %b.j14, %Cg
  %b.cc14 = urem i32 %b.j14, %Cg
  %b.rr14 = udiv i32 %b.rs14, %s
  %b.ss14 = urem i32 %b.rs14, %s
  %b.th14 = mul i32 %b.rr14, 1
  %b.tw14 = mul i32 %b.ss14, 1
  %b.j15 = add i32 %n0, %b.i15
  %b.rs15 = udiv i32 %b.j15, %Cg
  %b.cc15 = urem i32 %b.j15, %Cg
  %b.rr15 = udiv i32 %b.rs15, %s
  %b.ss15 = urem i32 %b.rs15, %s
  %b.th15 = mul i32 %b.rr15, 1
  %b.tw15 = mul i32 %b.ss15, 1
  %wave = udiv i32 %tid, 32
  %lane = urem i32 %tid, 32
  %wm = udiv i32 %wave, 2
  %wn = urem i32 %wave, 2
  %wrow = mul i32 %wm, 32
  %wcol = mul i32 %wn, 32
  %llo = urem i32 %lane, 4
  %lhi = udiv i32 %lane, 4
  %afr = mul i32 %lhi, 1
  %afk = mul i32 %llo, 2
  %afw = add i32 %afr, %wrow
  %afo = mul i32 %afw, 40
  %afq = mul i32 %afk, 1
  %abase = add i32 %afo, %afq
  %bfr = mul i32 %lhi, 1
  %bfk = mul i32 %llo, 2
  %bfw = add i32 %bfr, %wcol
  %bfo = mul i32 %bfw, 33
  %bfq = mul i32 %bfk, 1
  %bbase = add i32 %bfo, %bfq
  %cr = mul i32 %lhi, 1
  %cc = mul i32 %llo, 2
  %crow = add i32 %wrow, %cr
  %ccol = add i32 %wcol, %cc
  %ar.0 = add i32 %crow, 0
  %ar.1 = add i32 %crow, 8
  %ar.2 = add i32 %crow, 16
  %ar.3 = add i32 %crow, 24
  %bc.0 = add i32 %ccol, 0
  %bc.1 = add i32 %ccol, 1
  %bc.2 = add i32 %ccol, 8
  %bc.3 = add i32 %ccol, 9
  %bc.4 = add i32 %ccol, 16
  %bc.5 = add i32 %ccol, 17
  %bc.6 = add i32 %ccol, 24
  %bc.7 = add i32 %ccol, 25
  br label %kloop

kloop:
  %k0 = phi i32 [ %kbeg, %entry ], [ %k0.next, %kstep ]
  %macc.0.0 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.0.0.next, %kstep ]
  %macc.0.1 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.0.1.next, %kstep ]
  %macc.0.2 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.0.2.next, %kstep ]
  %macc.0.3 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.0.3.next, %kstep ]
  %macc.1.0 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.1.0.next, %kstep ]
  %macc.1.1 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.1.1.next, %kstep ]
  %macc.1.2 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.1.2.next, %kstep ]
  %macc.1.3 = phi { float, float, float, float } [ zeroinitializer, %entry ], [ %mc.1.3.next, %kstep ]
  %kmore = icmp ult i32 %k0, %kend
  br i1 %kmore, label %a.check, label %epi

a.check:
  %a.oend = add i32 %k0, 32
  %a.ofull = icmp ule i32 %a.oend, %kend
  %a.iend = add i32 %m0, 64
  %a.ifull = icmp ule i32 %a.iend, %M
  %a.inb = and i1 %a.ofull, %a.ifull
  %a.full = and i1 %a.inb, %a.aligned
  br i1 %a.full, label %a.fast, label %a.slow

a.fast:
  %a.f0.o = add i32 %k0, %a.r0
  %a.f0.i = add i32 %m0, %a.i0
  %a.f0.o64 = zext i32 %a.f0.o to i64
  %a.f0.row = mul i64 %a.f0.o64, %a.ld64
  %a.f0.i64 = zext i32 %a.f0.i to i64
  %a.f0.idx = add i64 %a.f0.row, %a.f0.i64
  %a.f0.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.f0.idx
  %a.f0.v = load <8 x half>, ptr addrspace(1) %a.f0.p, align 16
  %a.f0.v.0 = extractelement <8 x half> %a.f0.v, i32 0
  %a.f0.v.0.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 0
  store half %a.f0.v.0, ptr addrspace(3) %a.f0.v.0.q, align 2
  %a.f0.v.1 = extractelement <8 x half> %a.f0.v, i32 1
  %a.f0.v.1.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 40
  store half %a.f0.v.1, ptr addrspace(3) %a.f0.v.1.q, align 2
  %a.f0.v.2 = extractelement <8 x half> %a.f0.v, i32 2
  %a.f0.v.2.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 80
  store half %a.f0.v.2, ptr addrspace(3) %a.f0.v.2.q, align 2
  %a.f0.v.3 = extractelement <8 x half> %a.f0.v, i32 3
  %a.f0.v.3.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 120
  store half %a.f0.v.3, ptr addrspace(3) %a.f0.v.3.q, align 2
  %a.f0.v.4 = extractelement <8 x half> %a.f0.v, i32 4
  %a.f0.v.4.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 160
  store half %a.f0.v.4, ptr addrspace(3) %a.f0.v.4.q, align 2
  %a.f0.v.5 = extractelement <8 x half> %a.f0.v, i32 5
  %a.f0.v.5.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 200
  store half %a.f0.v.5, ptr addrspace(3) %a.f0.v.5.q, align 2
  %a.f0.v.6 = extractelement <8 x half> %a.f0.v, i32 6
  %a.f0.v.6.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 240
  store half %a.f0.v.6, ptr addrspace(3) %a.f0.v.6.q, align 2
  %a.f0.v.7 = extractelement <8 x half> %a.f0.v, i32 7
  %a.f0.v.7.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 280
  store half %a.f0.v.7, ptr addrspace(3) %a.f0.v.7.q, align 2
  %a.f1.o = add i32 %k0, %a.r1
  %a.f1.i = add i32 %m0, %a.i1
  %a.f1.o64 = zext i32 %a.f1.o to i64
  %a.f1.row = mul i64 %a.f1.o64, %a.ld64
  %a.f1.i64 = zext i32 %a.f1.i to i64
  %a.f1.idx = add i64 %a.f1.row, %a.f1.i64
  %a.f1.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.f1.idx
  %a.f1.v = load <8 x half>, ptr addrspace(1) %a.f1.p, align 16
  %a.f1.v.0 = extractelement <8 x half> %a.f1.v, i32 0
  %a.f1.v.0.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 0
  store half %a.f1.v.0, ptr addrspace(3) %a.f1.v.0.q, align 2
  %a.f1.v.1 = extractelement <8 x half> %a.f1.v, i32 1
  %a.f1.v.1.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 40
  store half %a.f1.v.1, ptr addrspace(3) %a.f1.v.1.q, align 2
  %a.f1.v.2 = extractelement <8 x half> %a.f1.v, i32 2
  %a.f1.v.2.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 80
  store half %a.f1.v.2, ptr addrspace(3) %a.f1.v.2.q, align 2
  %a.f1.v.3 = extractelement <8 x half> %a.f1.v, i32 3
  %a.f1.v.3.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 120
  store half %a.f1.v.3, ptr addrspace(3) %a.f1.v.3.q, align 2
  %a.f1.v.4 = extractelement <8 x half> %a.f1.v, i32 4
  %a.f1.v.4.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 160
  store half %a.f1.v.4, ptr addrspace(3) %a.f1.v.4.q, align 2
  %a.f1.v.5 = extractelement <8 x half> %a.f1.v, i32 5
  %a.f1.v.5.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 200
  store half %a.f1.v.5, ptr addrspace(3) %a.f1.v.5.q, align 2
  %a.f1.v.6 = extractelement <8 x half> %a.f1.v, i32 6
  %a.f1.v.6.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 240
  store half %a.f1.v.6, ptr addrspace(3) %a.f1.v.6.q, align 2
  %a.f1.v.7 = extractelement <8 x half> %a.f1.v, i32 7
  %a.f1.v.7.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 280
  store half %a.f1.v.7, ptr addrspace(3) %a.f1.v.7.q, align 2
  br label %b.check

a.slow:
  %a.s0.o = add i32 %k0, %a.r0
  %a.s0.ook = icmp ult i32 %a.s0.o, %kend
  %a.s0.o64 = zext i32 %a.s0.o to i64
  %a.s0.row = mul i64 %a.s0.o64, %a.ld64
  %a.s0.ib = add i32 %m0, %a.i0
  %a.s0.0.i = add i32 %a.s0.ib, 0
  %a.s0.0.iok = icmp ult i32 %a.s0.0.i, %M
  %a.s0.0.ok = and i1 %a.s0.ook, %a.s0.0.iok
  %a.s0.0.i64 = zext i32 %a.s0.0.i to i64
  %a.s0.0.idx = add i64 %a.s0.row, %a.s0.0.i64
  %a.s0.0.safe = select i1 %a.s0.0.ok, i64 %a.s0.0.idx, i64 0
  %a.s0.0.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s0.0.safe
  %a.s0.0.x = load half, ptr addrspace(1) %a.s0.0.p, align 2
  %a.s0.0.v = select i1 %a.s0.0.ok, half %a.s0.0.x, half 0xH0000
  %a.s0.0.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 0
  store half %a.s0.0.v, ptr addrspace(3) %a.s0.0.q, align 2
  %a.s0.1.i = add i32 %a.s0.ib, 1
  %a.s0.1.iok = icmp ult i32 %a.s0.1.i, %M
  %a.s0.1.ok = and i1 %a.s0.ook, %a.s0.1.iok
  %a.s0.1.i64 = zext i32 %a.s0.1.i to i64
  %a.s0.1.idx = add i64 %a.s0.row, %a.s0.1.i64
  %a.s0.1.safe = select i1 %a.s0.1.ok, i64 %a.s0.1.idx, i64 0
  %a.s0.1.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s0.1.safe
  %a.s0.1.x = load half, ptr addrspace(1) %a.s0.1.p, align 2
  %a.s0.1.v = select i1 %a.s0.1.ok, half %a.s0.1.x, half 0xH0000
  %a.s0.1.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 40
  store half %a.s0.1.v, ptr addrspace(3) %a.s0.1.q, align 2
  %a.s0.2.i = add i32 %a.s0.ib, 2
  %a.s0.2.iok = icmp ult i32 %a.s0.2.i, %M
  %a.s0.2.ok = and i1 %a.s0.ook, %a.s0.2.iok
  %a.s0.2.i64 = zext i32 %a.s0.2.i to i64
  %a.s0.2.idx = add i64 %a.s0.row, %a.s0.2.i64
  %a.s0.2.safe = select i1 %a.s0.2.ok, i64 %a.s0.2.idx, i64 0
  %a.s0.2.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s0.2.safe
  %a.s0.2.x = load half, ptr addrspace(1) %a.s0.2.p, align 2
  %a.s0.2.v = select i1 %a.s0.2.ok, half %a.s0.2.x, half 0xH0000
  %a.s0.2.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 80
  store half %a.s0.2.v, ptr addrspace(3) %a.s0.2.q, align 2
  %a.s0.3.i = add i32 %a.s0.ib, 3
  %a.s0.3.iok = icmp ult i32 %a.s0.3.i, %M
  %a.s0.3.ok = and i1 %a.s0.ook, %a.s0.3.iok
  %a.s0.3.i64 = zext i32 %a.s0.3.i to i64
  %a.s0.3.idx = add i64 %a.s0.row, %a.s0.3.i64
  %a.s0.3.safe = select i1 %a.s0.3.ok, i64 %a.s0.3.idx, i64 0
  %a.s0.3.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s0.3.safe
  %a.s0.3.x = load half, ptr addrspace(1) %a.s0.3.p, align 2
  %a.s0.3.v = select i1 %a.s0.3.ok, half %a.s0.3.x, half 0xH0000
  %a.s0.3.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 120
  store half %a.s0.3.v, ptr addrspace(3) %a.s0.3.q, align 2
  %a.s0.4.i = add i32 %a.s0.ib, 4
  %a.s0.4.iok = icmp ult i32 %a.s0.4.i, %M
  %a.s0.4.ok = and i1 %a.s0.ook, %a.s0.4.iok
  %a.s0.4.i64 = zext i32 %a.s0.4.i to i64
  %a.s0.4.idx = add i64 %a.s0.row, %a.s0.4.i64
  %a.s0.4.safe = select i1 %a.s0.4.ok, i64 %a.s0.4.idx, i64 0
  %a.s0.4.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s0.4.safe
  %a.s0.4.x = load half, ptr addrspace(1) %a.s0.4.p, align 2
  %a.s0.4.v = select i1 %a.s0.4.ok, half %a.s0.4.x, half 0xH0000
  %a.s0.4.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 160
  store half %a.s0.4.v, ptr addrspace(3) %a.s0.4.q, align 2
  %a.s0.5.i = add i32 %a.s0.ib, 5
  %a.s0.5.iok = icmp ult i32 %a.s0.5.i, %M
  %a.s0.5.ok = and i1 %a.s0.ook, %a.s0.5.iok
  %a.s0.5.i64 = zext i32 %a.s0.5.i to i64
  %a.s0.5.idx = add i64 %a.s0.row, %a.s0.5.i64
  %a.s0.5.safe = select i1 %a.s0.5.ok, i64 %a.s0.5.idx, i64 0
  %a.s0.5.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s0.5.safe
  %a.s0.5.x = load half, ptr addrspace(1) %a.s0.5.p, align 2
  %a.s0.5.v = select i1 %a.s0.5.ok, half %a.s0.5.x, half 0xH0000
  %a.s0.5.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 200
  store half %a.s0.5.v, ptr addrspace(3) %a.s0.5.q, align 2
  %a.s0.6.i = add i32 %a.s0.ib, 6
  %a.s0.6.iok = icmp ult i32 %a.s0.6.i, %M
  %a.s0.6.ok = and i1 %a.s0.ook, %a.s0.6.iok
  %a.s0.6.i64 = zext i32 %a.s0.6.i to i64
  %a.s0.6.idx = add i64 %a.s0.row, %a.s0.6.i64
  %a.s0.6.safe = select i1 %a.s0.6.ok, i64 %a.s0.6.idx, i64 0
  %a.s0.6.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s0.6.safe
  %a.s0.6.x = load half, ptr addrspace(1) %a.s0.6.p, align 2
  %a.s0.6.v = select i1 %a.s0.6.ok, half %a.s0.6.x, half 0xH0000
  %a.s0.6.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 240
  store half %a.s0.6.v, ptr addrspace(3) %a.s0.6.q, align 2
  %a.s0.7.i = add i32 %a.s0.ib, 7
  %a.s0.7.iok = icmp ult i32 %a.s0.7.i, %M
  %a.s0.7.ok = and i1 %a.s0.ook, %a.s0.7.iok
  %a.s0.7.i64 = zext i32 %a.s0.7.i to i64
  %a.s0.7.idx = add i64 %a.s0.row, %a.s0.7.i64
  %a.s0.7.safe = select i1 %a.s0.7.ok, i64 %a.s0.7.idx, i64 0
  %a.s0.7.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s0.7.safe
  %a.s0.7.x = load half, ptr addrspace(1) %a.s0.7.p, align 2
  %a.s0.7.v = select i1 %a.s0.7.ok, half %a.s0.7.x, half 0xH0000
  %a.s0.7.q = getelementptr inbounds half, ptr addrspace(3) %a.q0, i64 280
  store half %a.s0.7.v, ptr addrspace(3) %a.s0.7.q, align 2
  %a.s1.o = add i32 %k0, %a.r1
  %a.s1.ook = icmp ult i32 %a.s1.o, %kend
  %a.s1.o64 = zext i32 %a.s1.o to i64
  %a.s1.row = mul i64 %a.s1.o64, %a.ld64
  %a.s1.ib = add i32 %m0, %a.i1
  %a.s1.0.i = add i32 %a.s1.ib, 0
  %a.s1.0.iok = icmp ult i32 %a.s1.0.i, %M
  %a.s1.0.ok = and i1 %a.s1.ook, %a.s1.0.iok
  %a.s1.0.i64 = zext i32 %a.s1.0.i to i64
  %a.s1.0.idx = add i64 %a.s1.row, %a.s1.0.i64
  %a.s1.0.safe = select i1 %a.s1.0.ok, i64 %a.s1.0.idx, i64 0
  %a.s1.0.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.0.safe
  %a.s1.0.x = load half, ptr addrspace(1) %a.s1.0.p, align 2
  %a.s1.0.v = select i1 %a.s1.0.ok, half %a.s1.0.x, half 0xH0000
  %a.s1.0.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 0
  store half %a.s1.0.v, ptr addrspace(3) %a.s1.0.q, align 2
  %a.s1.1.i = add i32 %a.s1.ib, 1
  %a.s1.1.iok = icmp ult i32 %a.s1.1.i, %M
  %a.s1.1.ok = and i1 %a.s1.ook, %a.s1.1.iok
  %a.s1.1.i64 = zext i32 %a.s1.1.i to i64
  %a.s1.1.idx = add i64 %a.s1.row, %a.s1.1.i64
  %a.s1.1.safe = select i1 %a.s1.1.ok, i64 %a.s1.1.idx, i64 0
  %a.s1.1.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.1.safe
  %a.s1.1.x = load half, ptr addrspace(1) %a.s1.1.p, align 2
  %a.s1.1.v = select i1 %a.s1.1.ok, half %a.s1.1.x, half 0xH0000
  %a.s1.1.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 40
  store half %a.s1.1.v, ptr addrspace(3) %a.s1.1.q, align 2
  %a.s1.2.i = add i32 %a.s1.ib, 2
  %a.s1.2.iok = icmp ult i32 %a.s1.2.i, %M
  %a.s1.2.ok = and i1 %a.s1.ook, %a.s1.2.iok
  %a.s1.2.i64 = zext i32 %a.s1.2.i to i64
  %a.s1.2.idx = add i64 %a.s1.row, %a.s1.2.i64
  %a.s1.2.safe = select i1 %a.s1.2.ok, i64 %a.s1.2.idx, i64 0
  %a.s1.2.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.2.safe
  %a.s1.2.x = load half, ptr addrspace(1) %a.s1.2.p, align 2
  %a.s1.2.v = select i1 %a.s1.2.ok, half %a.s1.2.x, half 0xH0000
  %a.s1.2.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 80
  store half %a.s1.2.v, ptr addrspace(3) %a.s1.2.q, align 2
  %a.s1.3.i = add i32 %a.s1.ib, 3
  %a.s1.3.iok = icmp ult i32 %a.s1.3.i, %M
  %a.s1.3.ok = and i1 %a.s1.ook, %a.s1.3.iok
  %a.s1.3.i64 = zext i32 %a.s1.3.i to i64
  %a.s1.3.idx = add i64 %a.s1.row, %a.s1.3.i64
  %a.s1.3.safe = select i1 %a.s1.3.ok, i64 %a.s1.3.idx, i64 0
  %a.s1.3.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.3.safe
  %a.s1.3.x = load half, ptr addrspace(1) %a.s1.3.p, align 2
  %a.s1.3.v = select i1 %a.s1.3.ok, half %a.s1.3.x, half 0xH0000
  %a.s1.3.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 120
  store half %a.s1.3.v, ptr addrspace(3) %a.s1.3.q, align 2
  %a.s1.4.i = add i32 %a.s1.ib, 4
  %a.s1.4.iok = icmp ult i32 %a.s1.4.i, %M
  %a.s1.4.ok = and i1 %a.s1.ook, %a.s1.4.iok
  %a.s1.4.i64 = zext i32 %a.s1.4.i to i64
  %a.s1.4.idx = add i64 %a.s1.row, %a.s1.4.i64
  %a.s1.4.safe = select i1 %a.s1.4.ok, i64 %a.s1.4.idx, i64 0
  %a.s1.4.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.4.safe
  %a.s1.4.x = load half, ptr addrspace(1) %a.s1.4.p, align 2
  %a.s1.4.v = select i1 %a.s1.4.ok, half %a.s1.4.x, half 0xH0000
  %a.s1.4.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 160
  store half %a.s1.4.v, ptr addrspace(3) %a.s1.4.q, align 2
  %a.s1.5.i = add i32 %a.s1.ib, 5
  %a.s1.5.iok = icmp ult i32 %a.s1.5.i, %M
  %a.s1.5.ok = and i1 %a.s1.ook, %a.s1.5.iok
  %a.s1.5.i64 = zext i32 %a.s1.5.i to i64
  %a.s1.5.idx = add i64 %a.s1.row, %a.s1.5.i64
  %a.s1.5.safe = select i1 %a.s1.5.ok, i64 %a.s1.5.idx, i64 0
  %a.s1.5.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.5.safe
  %a.s1.5.x = load half, ptr addrspace(1) %a.s1.5.p, align 2
  %a.s1.5.v = select i1 %a.s1.5.ok, half %a.s1.5.x, half 0xH0000
  %a.s1.5.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 200
  store half %a.s1.5.v, ptr addrspace(3) %a.s1.5.q, align 2
  %a.s1.6.i = add i32 %a.s1.ib, 6
  %a.s1.6.iok = icmp ult i32 %a.s1.6.i, %M
  %a.s1.6.ok = and i1 %a.s1.ook, %a.s1.6.iok
  %a.s1.6.i64 = zext i32 %a.s1.6.i to i64
  %a.s1.6.idx = add i64 %a.s1.row, %a.s1.6.i64
  %a.s1.6.safe = select i1 %a.s1.6.ok, i64 %a.s1.6.idx, i64 0
  %a.s1.6.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.6.safe
  %a.s1.6.x = load half, ptr addrspace(1) %a.s1.6.p, align 2
  %a.s1.6.v = select i1 %a.s1.6.ok, half %a.s1.6.x, half 0xH0000
  %a.s1.6.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 240
  store half %a.s1.6.v, ptr addrspace(3) %a.s1.6.q, align 2
  %a.s1.7.i = add i32 %a.s1.ib, 7
  %a.s1.7.iok = icmp ult i32 %a.s1.7.i, %M
  %a.s1.7.ok = and i1 %a.s1.ook, %a.s1.7.iok
  %a.s1.7.i64 = zext i32 %a.s1.7.i to i64
  %a.s1.7.idx = add i64 %a.s1.row, %a.s1.7.i64
  %a.s1.7.safe = select i1 %a.s1.7.ok, i64 %a.s1.7.idx, i64 0
  %a.s1.7.p = getelementptr inbounds half, ptr addrspace(1) %A, i64 %a.s1.7.safe
  %a.s1.7.x = load half, ptr addrspace(1) %a.s1.7.p, align 2
  %a.s1.7.v = select i1 %a.s1.7.ok, half %a.s1.7.x, half 0xH0000
  %a.s1.7.q = getelementptr inbounds half, ptr addrspace(3) %a.q1, i64 280
  store half %a.s1.7.v, ptr addrspace(3) %a.s1.7.q, align 2
  br label %b.check

b.check:
  %b.iend = add i32 %n0, 64
  %b.ifull = icmp ule i32 %b.iend, %N
  br i1 %b.ifull, label %b.fast, label %b.slow

b.fast:
  %b.f0.t = add i32 %k0, %b.r0
  %b.f0.tok = icmp ult i32 %b.f0.t, %kend
  %b.f0.on = udiv i32 %b.f0.t, %pq
  %b.f0.opq = urem i32 %b.f0.t, %pq
  %b.f0.op = udiv i32 %b.f0.opq, %q
  %b.f0.oq = urem i32 %b.f0.opq, %q
  %b.f0.hs = mul i32 %b.f0.op, 2
  %b.f0.ht = add i32 %b.f0.hs, %b.th0
  %b.f0.ih = sub i32 %b.f0.ht, 3
  %b.f0.hok = icmp ult i32 %b.f0.ih, %h
  %b.f0.ws = mul i32 %b.f0.oq, 2
  %b.f0.wt = add i32 %b.f0.ws, %b.tw0
  %b.f0.iw = sub i32 %b.f0.wt, 3
  %b.f0.wok = icmp ult i32 %b.f0.iw, %w
  %b.f0.ok0 = and i1 %b.f0.tok, %b.f0.hok
  %b.f0.ok = and i1 %b.f0.ok0, %b.f0.wok
  %b.f0.on64 = zext i32 %b.f0.on to i64
  %b.f0.nh = mul i64 %b.f0.on64, %h64
  %b.f0.ih64 = zext i32 %b.f0.ih to i64
  %b.f0.row = add i64 %b.f0.nh, %b.f0.ih64
  %b.f0.rw = mul i64 %b.f0.row, %w64
  %b.f0.iw64 = zext i32 %b.f0.iw to i64
  %b.f0.pix = add i64 %b.f0.rw, %b.f0.iw64
  %b.f0.pc = mul i64 %b.f0.pix, %c64
  %b.f0.cc64 = zext i32 %b.cc0 to i64
  %b.f0.idx = add i64 %b.f0.pc, %b.f0.cc64
  %b.f0.safe = select i1 %b.f0.ok, i64 %b.f0.idx, i64 0
  %b.f0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f0.safe
  %b.f0.x = load half, ptr addrspace(1) %b.f0.p, align 2
  %b.f0.v = select i1 %b.f0.ok, half %b.f0.x, half 0xH0000
  store half %b.f0.v, ptr addrspace(3) %b.q0, align 2
  %b.f1.t = add i32 %k0, %b.r1
  %b.f1.tok = icmp ult i32 %b.f1.t, %kend
  %b.f1.on = udiv i32 %b.f1.t, %pq
  %b.f1.opq = urem i32 %b.f1.t, %pq
  %b.f1.op = udiv i32 %b.f1.opq, %q
  %b.f1.oq = urem i32 %b.f1.opq, %q
  %b.f1.hs = mul i32 %b.f1.op, 2
  %b.f1.ht = add i32 %b.f1.hs, %b.th1
  %b.f1.ih = sub i32 %b.f1.ht, 3
  %b.f1.hok = icmp ult i32 %b.f1.ih, %h
  %b.f1.ws = mul i32 %b.f1.oq, 2
  %b.f1.wt = add i32 %b.f1.ws, %b.tw1
  %b.f1.iw = sub i32 %b.f1.wt, 3
  %b.f1.wok = icmp ult i32 %b.f1.iw, %w
  %b.f1.ok0 = and i1 %b.f1.tok, %b.f1.hok
  %b.f1.ok = and i1 %b.f1.ok0, %b.f1.wok
  %b.f1.on64 = zext i32 %b.f1.on to i64
  %b.f1.nh = mul i64 %b.f1.on64, %h64
  %b.f1.ih64 = zext i32 %b.f1.ih to i64
  %b.f1.row = add i64 %b.f1.nh, %b.f1.ih64
  %b.f1.rw = mul i64 %b.f1.row, %w64
  %b.f1.iw64 = zext i32 %b.f1.iw to i64
  %b.f1.pix = add i64 %b.f1.rw, %b.f1.iw64
  %b.f1.pc = mul i64 %b.f1.pix, %c64
  %b.f1.cc64 = zext i32 %b.cc1 to i64
  %b.f1.idx = add i64 %b.f1.pc, %b.f1.cc64
  %b.f1.safe = select i1 %b.f1.ok, i64 %b.f1.idx, i64 0
  %b.f1.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f1.safe
  %b.f1.x = load half, ptr addrspace(1) %b.f1.p, align 2
  %b.f1.v = select i1 %b.f1.ok, half %b.f1.x, half 0xH0000
  store half %b.f1.v, ptr addrspace(3) %b.q1, align 2
  %b.f2.t = add i32 %k0, %b.r2
  %b.f2.tok = icmp ult i32 %b.f2.t, %kend
  %b.f2.on = udiv i32 %b.f2.t, %pq
  %b.f2.opq = urem i32 %b.f2.t, %pq
  %b.f2.op = udiv i32 %b.f2.opq, %q
  %b.f2.oq = urem i32 %b.f2.opq, %q
  %b.f2.hs = mul i32 %b.f2.op, 2
  %b.f2.ht = add i32 %b.f2.hs, %b.th2
  %b.f2.ih = sub i32 %b.f2.ht, 3
  %b.f2.hok = icmp ult i32 %b.f2.ih, %h
  %b.f2.ws = mul i32 %b.f2.oq, 2
  %b.f2.wt = add i32 %b.f2.ws, %b.tw2
  %b.f2.iw = sub i32 %b.f2.wt, 3
  %b.f2.wok = icmp ult i32 %b.f2.iw, %w
  %b.f2.ok0 = and i1 %b.f2.tok, %b.f2.hok
  %b.f2.ok = and i1 %b.f2.ok0, %b.f2.wok
  %b.f2.on64 = zext i32 %b.f2.on to i64
  %b.f2.nh = mul i64 %b.f2.on64, %h64
  %b.f2.ih64 = zext i32 %b.f2.ih to i64
  %b.f2.row = add i64 %b.f2.nh, %b.f2.ih64
  %b.f2.rw = mul i64 %b.f2.row, %w64
  %b.f2.iw64 = zext i32 %b.f2.iw to i64
  %b.f2.pix = add i64 %b.f2.rw, %b.f2.iw64
  %b.f2.pc = mul i64 %b.f2.pix, %c64
  %b.f2.cc64 = zext i32 %b.cc2 to i64
  %b.f2.idx = add i64 %b.f2.pc, %b.f2.cc64
  %b.f2.safe = select i1 %b.f2.ok, i64 %b.f2.idx, i64 0
  %b.f2.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f2.safe
  %b.f2.x = load half, ptr addrspace(1) %b.f2.p, align 2
  %b.f2.v = select i1 %b.f2.ok, half %b.f2.x, half 0xH0000
  store half %b.f2.v, ptr addrspace(3) %b.q2, align 2
  %b.f3.t = add i32 %k0, %b.r3
  %b.f3.tok = icmp ult i32 %b.f3.t, %kend
  %b.f3.on = udiv i32 %b.f3.t, %pq
  %b.f3.opq = urem i32 %b.f3.t, %pq
  %b.f3.op = udiv i32 %b.f3.opq, %q
  %b.f3.oq = urem i32 %b.f3.opq, %q
  %b.f3.hs = mul i32 %b.f3.op, 2
  %b.f3.ht = add i32 %b.f3.hs, %b.th3
  %b.f3.ih = sub i32 %b.f3.ht, 3
  %b.f3.hok = icmp ult i32 %b.f3.ih, %h
  %b.f3.ws = mul i32 %b.f3.oq, 2
  %b.f3.wt = add i32 %b.f3.ws, %b.tw3
  %b.f3.iw = sub i32 %b.f3.wt, 3
  %b.f3.wok = icmp ult i32 %b.f3.iw, %w
  %b.f3.ok0 = and i1 %b.f3.tok, %b.f3.hok
  %b.f3.ok = and i1 %b.f3.ok0, %b.f3.wok
  %b.f3.on64 = zext i32 %b.f3.on to i64
  %b.f3.nh = mul i64 %b.f3.on64, %h64
  %b.f3.ih64 = zext i32 %b.f3.ih to i64
  %b.f3.row = add i64 %b.f3.nh, %b.f3.ih64
  %b.f3.rw = mul i64 %b.f3.row, %w64
  %b.f3.iw64 = zext i32 %b.f3.iw to i64
  %b.f3.pix = add i64 %b.f3.rw, %b.f3.iw64
  %b.f3.pc = mul i64 %b.f3.pix, %c64
  %b.f3.cc64 = zext i32 %b.cc3 to i64
  %b.f3.idx = add i64 %b.f3.pc, %b.f3.cc64
  %b.f3.safe = select i1 %b.f3.ok, i64 %b.f3.idx, i64 0
  %b.f3.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f3.safe
  %b.f3.x = load half, ptr addrspace(1) %b.f3.p, align 2
  %b.f3.v = select i1 %b.f3.ok, half %b.f3.x, half 0xH0000
  store half %b.f3.v, ptr addrspace(3) %b.q3, align 2
  %b.f4.t = add i32 %k0, %b.r4
  %b.f4.tok = icmp ult i32 %b.f4.t, %kend
  %b.f4.on = udiv i32 %b.f4.t, %pq
  %b.f4.opq = urem i32 %b.f4.t, %pq
  %b.f4.op = udiv i32 %b.f4.opq, %q
  %b.f4.oq = urem i32 %b.f4.opq, %q
  %b.f4.hs = mul i32 %b.f4.op, 2
  %b.f4.ht = add i32 %b.f4.hs, %b.th4
  %b.f4.ih = sub i32 %b.f4.ht, 3
  %b.f4.hok = icmp ult i32 %b.f4.ih, %h
  %b.f4.ws = mul i32 %b.f4.oq, 2
  %b.f4.wt = add i32 %b.f4.ws, %b.tw4
  %b.f4.iw = sub i32 %b.f4.wt, 3
  %b.f4.wok = icmp ult i32 %b.f4.iw, %w
  %b.f4.ok0 = and i1 %b.f4.tok, %b.f4.hok
  %b.f4.ok = and i1 %b.f4.ok0, %b.f4.wok
  %b.f4.on64 = zext i32 %b.f4.on to i64
  %b.f4.nh = mul i64 %b.f4.on64, %h64
  %b.f4.ih64 = zext i32 %b.f4.ih to i64
  %b.f4.row = add i64 %b.f4.nh, %b.f4.ih64
  %b.f4.rw = mul i64 %b.f4.row, %w64
  %b.f4.iw64 = zext i32 %b.f4.iw to i64
  %b.f4.pix = add i64 %b.f4.rw, %b.f4.iw64
  %b.f4.pc = mul i64 %b.f4.pix, %c64
  %b.f4.cc64 = zext i32 %b.cc4 to i64
  %b.f4.idx = add i64 %b.f4.pc, %b.f4.cc64
  %b.f4.safe = select i1 %b.f4.ok, i64 %b.f4.idx, i64 0
  %b.f4.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f4.safe
  %b.f4.x = load half, ptr addrspace(1) %b.f4.p, align 2
  %b.f4.v = select i1 %b.f4.ok, half %b.f4.x, half 0xH0000
  store half %b.f4.v, ptr addrspace(3) %b.q4, align 2
  %b.f5.t = add i32 %k0, %b.r5
  %b.f5.tok = icmp ult i32 %b.f5.t, %kend
  %b.f5.on = udiv i32 %b.f5.t, %pq
  %b.f5.opq = urem i32 %b.f5.t, %pq
  %b.f5.op = udiv i32 %b.f5.opq, %q
  %b.f5.oq = urem i32 %b.f5.opq, %q
  %b.f5.hs = mul i32 %b.f5.op, 2
  %b.f5.ht = add i32 %b.f5.hs, %b.th5
  %b.f5.ih = sub i32 %b.f5.ht, 3
  %b.f5.hok = icmp ult i32 %b.f5.ih, %h
  %b.f5.ws = mul i32 %b.f5.oq, 2
  %b.f5.wt = add i32 %b.f5.ws, %b.tw5
  %b.f5.iw = sub i32 %b.f5.wt, 3
  %b.f5.wok = icmp ult i32 %b.f5.iw, %w
  %b.f5.ok0 = and i1 %b.f5.tok, %b.f5.hok
  %b.f5.ok = and i1 %b.f5.ok0, %b.f5.wok
  %b.f5.on64 = zext i32 %b.f5.on to i64
  %b.f5.nh = mul i64 %b.f5.on64, %h64
  %b.f5.ih64 = zext i32 %b.f5.ih to i64
  %b.f5.row = add i64 %b.f5.nh, %b.f5.ih64
  %b.f5.rw = mul i64 %b.f5.row, %w64
  %b.f5.iw64 = zext i32 %b.f5.iw to i64
  %b.f5.pix = add i64 %b.f5.rw, %b.f5.iw64
  %b.f5.pc = mul i64 %b.f5.pix, %c64
  %b.f5.cc64 = zext i32 %b.cc5 to i64
  %b.f5.idx = add i64 %b.f5.pc, %b.f5.cc64
  %b.f5.safe = select i1 %b.f5.ok, i64 %b.f5.idx, i64 0
  %b.f5.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f5.safe
  %b.f5.x = load half, ptr addrspace(1) %b.f5.p, align 2
  %b.f5.v = select i1 %b.f5.ok, half %b.f5.x, half 0xH0000
  store half %b.f5.v, ptr addrspace(3) %b.q5, align 2
  %b.f6.t = add i32 %k0, %b.r6
  %b.f6.tok = icmp ult i32 %b.f6.t, %kend
  %b.f6.on = udiv i32 %b.f6.t, %pq
  %b.f6.opq = urem i32 %b.f6.t, %pq
  %b.f6.op = udiv i32 %b.f6.opq, %q
  %b.f6.oq = urem i32 %b.f6.opq, %q
  %b.f6.hs = mul i32 %b.f6.op, 2
  %b.f6.ht = add i32 %b.f6.hs, %b.th6
  %b.f6.ih = sub i32 %b.f6.ht, 3
  %b.f6.hok = icmp ult i32 %b.f6.ih, %h
  %b.f6.ws = mul i32 %b.f6.oq, 2
  %b.f6.wt = add i32 %b.f6.ws, %b.tw6
  %b.f6.iw = sub i32 %b.f6.wt, 3
  %b.f6.wok = icmp ult i32 %b.f6.iw, %w
  %b.f6.ok0 = and i1 %b.f6.tok, %b.f6.hok
  %b.f6.ok = and i1 %b.f6.ok0, %b.f6.wok
  %b.f6.on64 = zext i32 %b.f6.on to i64
  %b.f6.nh = mul i64 %b.f6.on64, %h64
  %b.f6.ih64 = zext i32 %b.f6.ih to i64
  %b.f6.row = add i64 %b.f6.nh, %b.f6.ih64
  %b.f6.rw = mul i64 %b.f6.row, %w64
  %b.f6.iw64 = zext i32 %b.f6.iw to i64
  %b.f6.pix = add i64 %b.f6.rw, %b.f6.iw64
  %b.f6.pc = mul i64 %b.f6.pix, %c64
  %b.f6.cc64 = zext i32 %b.cc6 to i64
  %b.f6.idx = add i64 %b.f6.pc, %b.f6.cc64
  %b.f6.safe = select i1 %b.f6.ok, i64 %b.f6.idx, i64 0
  %b.f6.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f6.safe
  %b.f6.x = load half, ptr addrspace(1) %b.f6.p, align 2
  %b.f6.v = select i1 %b.f6.ok, half %b.f6.x, half 0xH0000
  store half %b.f6.v, ptr addrspace(3) %b.q6, align 2
  %b.f7.t = add i32 %k0, %b.r7
  %b.f7.tok = icmp ult i32 %b.f7.t, %kend
  %b.f7.on = udiv i32 %b.f7.t, %pq
  %b.f7.opq = urem i32 %b.f7.t, %pq
  %b.f7.op = udiv i32 %b.f7.opq, %q
  %b.f7.oq = urem i32 %b.f7.opq, %q
  %b.f7.hs = mul i32 %b.f7.op, 2
  %b.f7.ht = add i32 %b.f7.hs, %b.th7
  %b.f7.ih = sub i32 %b.f7.ht, 3
  %b.f7.hok = icmp ult i32 %b.f7.ih, %h
  %b.f7.ws = mul i32 %b.f7.oq, 2
  %b.f7.wt = add i32 %b.f7.ws, %b.tw7
  %b.f7.iw = sub i32 %b.f7.wt, 3
  %b.f7.wok = icmp ult i32 %b.f7.iw, %w
  %b.f7.ok0 = and i1 %b.f7.tok, %b.f7.hok
  %b.f7.ok = and i1 %b.f7.ok0, %b.f7.wok
  %b.f7.on64 = zext i32 %b.f7.on to i64
  %b.f7.nh = mul i64 %b.f7.on64, %h64
  %b.f7.ih64 = zext i32 %b.f7.ih to i64
  %b.f7.row = add i64 %b.f7.nh, %b.f7.ih64
  %b.f7.rw = mul i64 %b.f7.row, %w64
  %b.f7.iw64 = zext i32 %b.f7.iw to i64
  %b.f7.pix = add i64 %b.f7.rw, %b.f7.iw64
  %b.f7.pc = mul i64 %b.f7.pix, %c64
  %b.f7.cc64 = zext i32 %b.cc7 to i64
  %b.f7.idx = add i64 %b.f7.pc, %b.f7.cc64
  %b.f7.safe = select i1 %b.f7.ok, i64 %b.f7.idx, i64 0
  %b.f7.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f7.safe
  %b.f7.x = load half, ptr addrspace(1) %b.f7.p, align 2
  %b.f7.v = select i1 %b.f7.ok, half %b.f7.x, half 0xH0000
  store half %b.f7.v, ptr addrspace(3) %b.q7, align 2
  %b.f8.t = add i32 %k0, %b.r8
  %b.f8.tok = icmp ult i32 %b.f8.t, %kend
  %b.f8.on = udiv i32 %b.f8.t, %pq
  %b.f8.opq = urem i32 %b.f8.t, %pq
  %b.f8.op = udiv i32 %b.f8.opq, %q
  %b.f8.oq = urem i32 %b.f8.opq, %q
  %b.f8.hs = mul i32 %b.f8.op, 2
  %b.f8.ht = add i32 %b.f8.hs, %b.th8
  %b.f8.ih = sub i32 %b.f8.ht, 3
  %b.f8.hok = icmp ult i32 %b.f8.ih, %h
  %b.f8.ws = mul i32 %b.f8.oq, 2
  %b.f8.wt = add i32 %b.f8.ws, %b.tw8
  %b.f8.iw = sub i32 %b.f8.wt, 3
  %b.f8.wok = icmp ult i32 %b.f8.iw, %w
  %b.f8.ok0 = and i1 %b.f8.tok, %b.f8.hok
  %b.f8.ok = and i1 %b.f8.ok0, %b.f8.wok
  %b.f8.on64 = zext i32 %b.f8.on to i64
  %b.f8.nh = mul i64 %b.f8.on64, %h64
  %b.f8.ih64 = zext i32 %b.f8.ih to i64
  %b.f8.row = add i64 %b.f8.nh, %b.f8.ih64
  %b.f8.rw = mul i64 %b.f8.row, %w64
  %b.f8.iw64 = zext i32 %b.f8.iw to i64
  %b.f8.pix = add i64 %b.f8.rw, %b.f8.iw64
  %b.f8.pc = mul i64 %b.f8.pix, %c64
  %b.f8.cc64 = zext i32 %b.cc8 to i64
  %b.f8.idx = add i64 %b.f8.pc, %b.f8.cc64
  %b.f8.safe = select i1 %b.f8.ok, i64 %b.f8.idx, i64 0
  %b.f8.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f8.safe
  %b.f8.x = load half, ptr addrspace(1) %b.f8.p, align 2
  %b.f8.v = select i1 %b.f8.ok, half %b.f8.x, half 0xH0000
  store half %b.f8.v, ptr addrspace(3) %b.q8, align 2
  %b.f9.t = add i32 %k0, %b.r9
  %b.f9.tok = icmp ult i32 %b.f9.t, %kend
  %b.f9.on = udiv i32 %b.f9.t, %pq
  %b.f9.opq = urem i32 %b.f9.t, %pq
  %b.f9.op = udiv i32 %b.f9.opq, %q
  %b.f9.oq = urem i32 %b.f9.opq, %q
  %b.f9.hs = mul i32 %b.f9.op, 2
  %b.f9.ht = add i32 %b.f9.hs, %b.th9
  %b.f9.ih = sub i32 %b.f9.ht, 3
  %b.f9.hok = icmp ult i32 %b.f9.ih, %h
  %b.f9.ws = mul i32 %b.f9.oq, 2
  %b.f9.wt = add i32 %b.f9.ws, %b.tw9
  %b.f9.iw = sub i32 %b.f9.wt, 3
  %b.f9.wok = icmp ult i32 %b.f9.iw, %w
  %b.f9.ok0 = and i1 %b.f9.tok, %b.f9.hok
  %b.f9.ok = and i1 %b.f9.ok0, %b.f9.wok
  %b.f9.on64 = zext i32 %b.f9.on to i64
  %b.f9.nh = mul i64 %b.f9.on64, %h64
  %b.f9.ih64 = zext i32 %b.f9.ih to i64
  %b.f9.row = add i64 %b.f9.nh, %b.f9.ih64
  %b.f9.rw = mul i64 %b.f9.row, %w64
  %b.f9.iw64 = zext i32 %b.f9.iw to i64
  %b.f9.pix = add i64 %b.f9.rw, %b.f9.iw64
  %b.f9.pc = mul i64 %b.f9.pix, %c64
  %b.f9.cc64 = zext i32 %b.cc9 to i64
  %b.f9.idx = add i64 %b.f9.pc, %b.f9.cc64
  %b.f9.safe = select i1 %b.f9.ok, i64 %b.f9.idx, i64 0
  %b.f9.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f9.safe
  %b.f9.x = load half, ptr addrspace(1) %b.f9.p, align 2
  %b.f9.v = select i1 %b.f9.ok, half %b.f9.x, half 0xH0000
  store half %b.f9.v, ptr addrspace(3) %b.q9, align 2
  %b.f10.t = add i32 %k0, %b.r10
  %b.f10.tok = icmp ult i32 %b.f10.t, %kend
  %b.f10.on = udiv i32 %b.f10.t, %pq
  %b.f10.opq = urem i32 %b.f10.t, %pq
  %b.f10.op = udiv i32 %b.f10.opq, %q
  %b.f10.oq = urem i32 %b.f10.opq, %q
  %b.f10.hs = mul i32 %b.f10.op, 2
  %b.f10.ht = add i32 %b.f10.hs, %b.th10
  %b.f10.ih = sub i32 %b.f10.ht, 3
  %b.f10.hok = icmp ult i32 %b.f10.ih, %h
  %b.f10.ws = mul i32 %b.f10.oq, 2
  %b.f10.wt = add i32 %b.f10.ws, %b.tw10
  %b.f10.iw = sub i32 %b.f10.wt, 3
  %b.f10.wok = icmp ult i32 %b.f10.iw, %w
  %b.f10.ok0 = and i1 %b.f10.tok, %b.f10.hok
  %b.f10.ok = and i1 %b.f10.ok0, %b.f10.wok
  %b.f10.on64 = zext i32 %b.f10.on to i64
  %b.f10.nh = mul i64 %b.f10.on64, %h64
  %b.f10.ih64 = zext i32 %b.f10.ih to i64
  %b.f10.row = add i64 %b.f10.nh, %b.f10.ih64
  %b.f10.rw = mul i64 %b.f10.row, %w64
  %b.f10.iw64 = zext i32 %b.f10.iw to i64
  %b.f10.pix = add i64 %b.f10.rw, %b.f10.iw64
  %b.f10.pc = mul i64 %b.f10.pix, %c64
  %b.f10.cc64 = zext i32 %b.cc10 to i64
  %b.f10.idx = add i64 %b.f10.pc, %b.f10.cc64
  %b.f10.safe = select i1 %b.f10.ok, i64 %b.f10.idx, i64 0
  %b.f10.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f10.safe
  %b.f10.x = load half, ptr addrspace(1) %b.f10.p, align 2
  %b.f10.v = select i1 %b.f10.ok, half %b.f10.x, half 0xH0000
  store half %b.f10.v, ptr addrspace(3) %b.q10, align 2
  %b.f11.t = add i32 %k0, %b.r11
  %b.f11.tok = icmp ult i32 %b.f11.t, %kend
  %b.f11.on = udiv i32 %b.f11.t, %pq
  %b.f11.opq = urem i32 %b.f11.t, %pq
  %b.f11.op = udiv i32 %b.f11.opq, %q
  %b.f11.oq = urem i32 %b.f11.opq, %q
  %b.f11.hs = mul i32 %b.f11.op, 2
  %b.f11.ht = add i32 %b.f11.hs, %b.th11
  %b.f11.ih = sub i32 %b.f11.ht, 3
  %b.f11.hok = icmp ult i32 %b.f11.ih, %h
  %b.f11.ws = mul i32 %b.f11.oq, 2
  %b.f11.wt = add i32 %b.f11.ws, %b.tw11
  %b.f11.iw = sub i32 %b.f11.wt, 3
  %b.f11.wok = icmp ult i32 %b.f11.iw, %w
  %b.f11.ok0 = and i1 %b.f11.tok, %b.f11.hok
  %b.f11.ok = and i1 %b.f11.ok0, %b.f11.wok
  %b.f11.on64 = zext i32 %b.f11.on to i64
  %b.f11.nh = mul i64 %b.f11.on64, %h64
  %b.f11.ih64 = zext i32 %b.f11.ih to i64
  %b.f11.row = add i64 %b.f11.nh, %b.f11.ih64
  %b.f11.rw = mul i64 %b.f11.row, %w64
  %b.f11.iw64 = zext i32 %b.f11.iw to i64
  %b.f11.pix = add i64 %b.f11.rw, %b.f11.iw64
  %b.f11.pc = mul i64 %b.f11.pix, %c64
  %b.f11.cc64 = zext i32 %b.cc11 to i64
  %b.f11.idx = add i64 %b.f11.pc, %b.f11.cc64
  %b.f11.safe = select i1 %b.f11.ok, i64 %b.f11.idx, i64 0
  %b.f11.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f11.safe
  %b.f11.x = load half, ptr addrspace(1) %b.f11.p, align 2
  %b.f11.v = select i1 %b.f11.ok, half %b.f11.x, half 0xH0000
  store half %b.f11.v, ptr addrspace(3) %b.q11, align 2
  %b.f12.t = add i32 %k0, %b.r12
  %b.f12.tok = icmp ult i32 %b.f12.t, %kend
  %b.f12.on = udiv i32 %b.f12.t, %pq
  %b.f12.opq = urem i32 %b.f12.t, %pq
  %b.f12.op = udiv i32 %b.f12.opq, %q
  %b.f12.oq = urem i32 %b.f12.opq, %q
  %b.f12.hs = mul i32 %b.f12.op, 2
  %b.f12.ht = add i32 %b.f12.hs, %b.th12
  %b.f12.ih = sub i32 %b.f12.ht, 3
  %b.f12.hok = icmp ult i32 %b.f12.ih, %h
  %b.f12.ws = mul i32 %b.f12.oq, 2
  %b.f12.wt = add i32 %b.f12.ws, %b.tw12
  %b.f12.iw = sub i32 %b.f12.wt, 3
  %b.f12.wok = icmp ult i32 %b.f12.iw, %w
  %b.f12.ok0 = and i1 %b.f12.tok, %b.f12.hok
  %b.f12.ok = and i1 %b.f12.ok0, %b.f12.wok
  %b.f12.on64 = zext i32 %b.f12.on to i64
  %b.f12.nh = mul i64 %b.f12.on64, %h64
  %b.f12.ih64 = zext i32 %b.f12.ih to i64
  %b.f12.row = add i64 %b.f12.nh, %b.f12.ih64
  %b.f12.rw = mul i64 %b.f12.row, %w64
  %b.f12.iw64 = zext i32 %b.f12.iw to i64
  %b.f12.pix = add i64 %b.f12.rw, %b.f12.iw64
  %b.f12.pc = mul i64 %b.f12.pix, %c64
  %b.f12.cc64 = zext i32 %b.cc12 to i64
  %b.f12.idx = add i64 %b.f12.pc, %b.f12.cc64
  %b.f12.safe = select i1 %b.f12.ok, i64 %b.f12.idx, i64 0
  %b.f12.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f12.safe
  %b.f12.x = load half, ptr addrspace(1) %b.f12.p, align 2
  %b.f12.v = select i1 %b.f12.ok, half %b.f12.x, half 0xH0000
  store half %b.f12.v, ptr addrspace(3) %b.q12, align 2
  %b.f13.t = add i32 %k0, %b.r13
  %b.f13.tok = icmp ult i32 %b.f13.t, %kend
  %b.f13.on = udiv i32 %b.f13.t, %pq
  %b.f13.opq = urem i32 %b.f13.t, %pq
  %b.f13.op = udiv i32 %b.f13.opq, %q
  %b.f13.oq = urem i32 %b.f13.opq, %q
  %b.f13.hs = mul i32 %b.f13.op, 2
  %b.f13.ht = add i32 %b.f13.hs, %b.th13
  %b.f13.ih = sub i32 %b.f13.ht, 3
  %b.f13.hok = icmp ult i32 %b.f13.ih, %h
  %b.f13.ws = mul i32 %b.f13.oq, 2
  %b.f13.wt = add i32 %b.f13.ws, %b.tw13
  %b.f13.iw = sub i32 %b.f13.wt, 3
  %b.f13.wok = icmp ult i32 %b.f13.iw, %w
  %b.f13.ok0 = and i1 %b.f13.tok, %b.f13.hok
  %b.f13.ok = and i1 %b.f13.ok0, %b.f13.wok
  %b.f13.on64 = zext i32 %b.f13.on to i64
  %b.f13.nh = mul i64 %b.f13.on64, %h64
  %b.f13.ih64 = zext i32 %b.f13.ih to i64
  %b.f13.row = add i64 %b.f13.nh, %b.f13.ih64
  %b.f13.rw = mul i64 %b.f13.row, %w64
  %b.f13.iw64 = zext i32 %b.f13.iw to i64
  %b.f13.pix = add i64 %b.f13.rw, %b.f13.iw64
  %b.f13.pc = mul i64 %b.f13.pix, %c64
  %b.f13.cc64 = zext i32 %b.cc13 to i64
  %b.f13.idx = add i64 %b.f13.pc, %b.f13.cc64
  %b.f13.safe = select i1 %b.f13.ok, i64 %b.f13.idx, i64 0
  %b.f13.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f13.safe
  %b.f13.x = load half, ptr addrspace(1) %b.f13.p, align 2
  %b.f13.v = select i1 %b.f13.ok, half %b.f13.x, half 0xH0000
  store half %b.f13.v, ptr addrspace(3) %b.q13, align 2
  %b.f14.t = add i32 %k0, %b.r14
  %b.f14.tok = icmp ult i32 %b.f14.t, %kend
  %b.f14.on = udiv i32 %b.f14.t, %pq
  %b.f14.opq = urem i32 %b.f14.t, %pq
  %b.f14.op = udiv i32 %b.f14.opq, %q
  %b.f14.oq = urem i32 %b.f14.opq, %q
  %b.f14.hs = mul i32 %b.f14.op, 2
  %b.f14.ht = add i32 %b.f14.hs, %b.th14
  %b.f14.ih = sub i32 %b.f14.ht, 3
  %b.f14.hok = icmp ult i32 %b.f14.ih, %h
  %b.f14.ws = mul i32 %b.f14.oq, 2
  %b.f14.wt = add i32 %b.f14.ws, %b.tw14
  %b.f14.iw = sub i32 %b.f14.wt, 3
  %b.f14.wok = icmp ult i32 %b.f14.iw, %w
  %b.f14.ok0 = and i1 %b.f14.tok, %b.f14.hok
  %b.f14.ok = and i1 %b.f14.ok0, %b.f14.wok
  %b.f14.on64 = zext i32 %b.f14.on to i64
  %b.f14.nh = mul i64 %b.f14.on64, %h64
  %b.f14.ih64 = zext i32 %b.f14.ih to i64
  %b.f14.row = add i64 %b.f14.nh, %b.f14.ih64
  %b.f14.rw = mul i64 %b.f14.row, %w64
  %b.f14.iw64 = zext i32 %b.f14.iw to i64
  %b.f14.pix = add i64 %b.f14.rw, %b.f14.iw64
  %b.f14.pc = mul i64 %b.f14.pix, %c64
  %b.f14.cc64 = zext i32 %b.cc14 to i64
  %b.f14.idx = add i64 %b.f14.pc, %b.f14.cc64
  %b.f14.safe = select i1 %b.f14.ok, i64 %b.f14.idx, i64 0
  %b.f14.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f14.safe
  %b.f14.x = load half, ptr addrspace(1) %b.f14.p, align 2
  %b.f14.v = select i1 %b.f14.ok, half %b.f14.x, half 0xH0000
  store half %b.f14.v, ptr addrspace(3) %b.q14, align 2
  %b.f15.t = add i32 %k0, %b.r15
  %b.f15.tok = icmp ult i32 %b.f15.t, %kend
  %b.f15.on = udiv i32 %b.f15.t, %pq
  %b.f15.opq = urem i32 %b.f15.t, %pq
  %b.f15.op = udiv i32 %b.f15.opq, %q
  %b.f15.oq = urem i32 %b.f15.opq, %q
  %b.f15.hs = mul i32 %b.f15.op, 2
  %b.f15.ht = add i32 %b.f15.hs, %b.th15
  %b.f15.ih = sub i32 %b.f15.ht, 3
  %b.f15.hok = icmp ult i32 %b.f15.ih, %h
  %b.f15.ws = mul i32 %b.f15.oq, 2
  %b.f15.wt = add i32 %b.f15.ws, %b.tw15
  %b.f15.iw = sub i32 %b.f15.wt, 3
  %b.f15.wok = icmp ult i32 %b.f15.iw, %w
  %b.f15.ok0 = and i1 %b.f15.tok, %b.f15.hok
  %b.f15.ok = and i1 %b.f15.ok0, %b.f15.wok
  %b.f15.on64 = zext i32 %b.f15.on to i64
  %b.f15.nh = mul i64 %b.f15.on64, %h64
  %b.f15.ih64 = zext i32 %b.f15.ih to i64
  %b.f15.row = add i64 %b.f15.nh, %b.f15.ih64
  %b.f15.rw = mul i64 %b.f15.row, %w64
  %b.f15.iw64 = zext i32 %b.f15.iw to i64
  %b.f15.pix = add i64 %b.f15.rw, %b.f15.iw64
  %b.f15.pc = mul i64 %b.f15.pix, %c64
  %b.f15.cc64 = zext i32 %b.cc15 to i64
  %b.f15.idx = add i64 %b.f15.pc, %b.f15.cc64
  %b.f15.safe = select i1 %b.f15.ok, i64 %b.f15.idx, i64 0
  %b.f15.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.f15.safe
  %b.f15.x = load half, ptr addrspace(1) %b.f15.p, align 2
  %b.f15.v = select i1 %b.f15.ok, half %b.f15.x, half 0xH0000
  store half %b.f15.v, ptr addrspace(3) %b.q15, align 2
  br label %sync

b.slow:
  %b.s0.t = add i32 %k0, %b.r0
  %b.s0.tok = icmp ult i32 %b.s0.t, %kend
  %b.s0.on = udiv i32 %b.s0.t, %pq
  %b.s0.opq = urem i32 %b.s0.t, %pq
  %b.s0.op = udiv i32 %b.s0.opq, %q
  %b.s0.oq = urem i32 %b.s0.opq, %q
  %b.s0.hs = mul i32 %b.s0.op, 2
  %b.s0.ws = mul i32 %b.s0.oq, 2
  %b.s0.on64 = zext i32 %b.s0.on to i64
  %b.s0.nh = mul i64 %b.s0.on64, %h64
  %b.s0.0.j = add i32 %b.j0, 0
  %b.s0.0.jok = icmp ult i32 %b.s0.0.j, %N
  %b.s0.0.rs = udiv i32 %b.s0.0.j, %Cg
  %b.s0.0.cc = urem i32 %b.s0.0.j, %Cg
  %b.s0.0.rr = udiv i32 %b.s0.0.rs, %s
  %b.s0.0.ss = urem i32 %b.s0.0.rs, %s
  %b.s0.0.th = mul i32 %b.s0.0.rr, 1
  %b.s0.0.ht = add i32 %b.s0.hs, %b.s0.0.th
  %b.s0.0.ih = sub i32 %b.s0.0.ht, 3
  %b.s0.0.hok = icmp ult i32 %b.s0.0.ih, %h
  %b.s0.0.tw = mul i32 %b.s0.0.ss, 1
  %b.s0.0.wt = add i32 %b.s0.ws, %b.s0.0.tw
  %b.s0.0.iw = sub i32 %b.s0.0.wt, 3
  %b.s0.0.wok = icmp ult i32 %b.s0.0.iw, %w
  %b.s0.0.ok0 = and i1 %b.s0.tok, %b.s0.0.jok
  %b.s0.0.ok1 = and i1 %b.s0.0.ok0, %b.s0.0.hok
  %b.s0.0.ok = and i1 %b.s0.0.ok1, %b.s0.0.wok
  %b.s0.0.ih64 = zext i32 %b.s0.0.ih to i64
  %b.s0.0.row = add i64 %b.s0.nh, %b.s0.0.ih64
  %b.s0.0.rw = mul i64 %b.s0.0.row, %w64
  %b.s0.0.iw64 = zext i32 %b.s0.0.iw to i64
  %b.s0.0.pix = add i64 %b.s0.0.rw, %b.s0.0.iw64
  %b.s0.0.pc = mul i64 %b.s0.0.pix, %c64
  %b.s0.0.cc64 = zext i32 %b.s0.0.cc to i64
  %b.s0.0.idx = add i64 %b.s0.0.pc, %b.s0.0.cc64
  %b.s0.0.safe = select i1 %b.s0.0.ok, i64 %b.s0.0.idx, i64 0
  %b.s0.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s0.0.safe
  %b.s0.0.x = load half, ptr addrspace(1) %b.s0.0.p, align 2
  %b.s0.0.v = select i1 %b.s0.0.ok, half %b.s0.0.x, half 0xH0000
  %b.s0.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q0, i64 0
  store half %b.s0.0.v, ptr addrspace(3) %b.s0.0.q, align 2
  %b.s1.t = add i32 %k0, %b.r1
  %b.s1.tok = icmp ult i32 %b.s1.t, %kend
  %b.s1.on = udiv i32 %b.s1.t, %pq
  %b.s1.opq = urem i32 %b.s1.t, %pq
  %b.s1.op = udiv i32 %b.s1.opq, %q
  %b.s1.oq = urem i32 %b.s1.opq, %q
  %b.s1.hs = mul i32 %b.s1.op, 2
  %b.s1.ws = mul i32 %b.s1.oq, 2
  %b.s1.on64 = zext i32 %b.s1.on to i64
  %b.s1.nh = mul i64 %b.s1.on64, %h64
  %b.s1.0.j = add i32 %b.j1, 0
  %b.s1.0.jok = icmp ult i32 %b.s1.0.j, %N
  %b.s1.0.rs = udiv i32 %b.s1.0.j, %Cg
  %b.s1.0.cc = urem i32 %b.s1.0.j, %Cg
  %b.s1.0.rr = udiv i32 %b.s1.0.rs, %s
  %b.s1.0.ss = urem i32 %b.s1.0.rs, %s
  %b.s1.0.th = mul i32 %b.s1.0.rr, 1
  %b.s1.0.ht = add i32 %b.s1.hs, %b.s1.0.th
  %b.s1.0.ih = sub i32 %b.s1.0.ht, 3
  %b.s1.0.hok = icmp ult i32 %b.s1.0.ih, %h
  %b.s1.0.tw = mul i32 %b.s1.0.ss, 1
  %b.s1.0.wt = add i32 %b.s1.ws, %b.s1.0.tw
  %b.s1.0.iw = sub i32 %b.s1.0.wt, 3
  %b.s1.0.wok = icmp ult i32 %b.s1.0.iw, %w
  %b.s1.0.ok0 = and i1 %b.s1.tok, %b.s1.0.jok
  %b.s1.0.ok1 = and i1 %b.s1.0.ok0, %b.s1.0.hok
  %b.s1.0.ok = and i1 %b.s1.0.ok1, %b.s1.0.wok
  %b.s1.0.ih64 = zext i32 %b.s1.0.ih to i64
  %b.s1.0.row = add i64 %b.s1.nh, %b.s1.0.ih64
  %b.s1.0.rw = mul i64 %b.s1.0.row, %w64
  %b.s1.0.iw64 = zext i32 %b.s1.0.iw to i64
  %b.s1.0.pix = add i64 %b.s1.0.rw, %b.s1.0.iw64
  %b.s1.0.pc = mul i64 %b.s1.0.pix, %c64
  %b.s1.0.cc64 = zext i32 %b.s1.0.cc to i64
  %b.s1.0.idx = add i64 %b.s1.0.pc, %b.s1.0.cc64
  %b.s1.0.safe = select i1 %b.s1.0.ok, i64 %b.s1.0.idx, i64 0
  %b.s1.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s1.0.safe
  %b.s1.0.x = load half, ptr addrspace(1) %b.s1.0.p, align 2
  %b.s1.0.v = select i1 %b.s1.0.ok, half %b.s1.0.x, half 0xH0000
  %b.s1.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q1, i64 0
  store half %b.s1.0.v, ptr addrspace(3) %b.s1.0.q, align 2
  %b.s2.t = add i32 %k0, %b.r2
  %b.s2.tok = icmp ult i32 %b.s2.t, %kend
  %b.s2.on = udiv i32 %b.s2.t, %pq
  %b.s2.opq = urem i32 %b.s2.t, %pq
  %b.s2.op = udiv i32 %b.s2.opq, %q
  %b.s2.oq = urem i32 %b.s2.opq, %q
  %b.s2.hs = mul i32 %b.s2.op, 2
  %b.s2.ws = mul i32 %b.s2.oq, 2
  %b.s2.on64 = zext i32 %b.s2.on to i64
  %b.s2.nh = mul i64 %b.s2.on64, %h64
  %b.s2.0.j = add i32 %b.j2, 0
  %b.s2.0.jok = icmp ult i32 %b.s2.0.j, %N
  %b.s2.0.rs = udiv i32 %b.s2.0.j, %Cg
  %b.s2.0.cc = urem i32 %b.s2.0.j, %Cg
  %b.s2.0.rr = udiv i32 %b.s2.0.rs, %s
  %b.s2.0.ss = urem i32 %b.s2.0.rs, %s
  %b.s2.0.th = mul i32 %b.s2.0.rr, 1
  %b.s2.0.ht = add i32 %b.s2.hs, %b.s2.0.th
  %b.s2.0.ih = sub i32 %b.s2.0.ht, 3
  %b.s2.0.hok = icmp ult i32 %b.s2.0.ih, %h
  %b.s2.0.tw = mul i32 %b.s2.0.ss, 1
  %b.s2.0.wt = add i32 %b.s2.ws, %b.s2.0.tw
  %b.s2.0.iw = sub i32 %b.s2.0.wt, 3
  %b.s2.0.wok = icmp ult i32 %b.s2.0.iw, %w
  %b.s2.0.ok0 = and i1 %b.s2.tok, %b.s2.0.jok
  %b.s2.0.ok1 = and i1 %b.s2.0.ok0, %b.s2.0.hok
  %b.s2.0.ok = and i1 %b.s2.0.ok1, %b.s2.0.wok
  %b.s2.0.ih64 = zext i32 %b.s2.0.ih to i64
  %b.s2.0.row = add i64 %b.s2.nh, %b.s2.0.ih64
  %b.s2.0.rw = mul i64 %b.s2.0.row, %w64
  %b.s2.0.iw64 = zext i32 %b.s2.0.iw to i64
  %b.s2.0.pix = add i64 %b.s2.0.rw, %b.s2.0.iw64
  %b.s2.0.pc = mul i64 %b.s2.0.pix, %c64
  %b.s2.0.cc64 = zext i32 %b.s2.0.cc to i64
  %b.s2.0.idx = add i64 %b.s2.0.pc, %b.s2.0.cc64
  %b.s2.0.safe = select i1 %b.s2.0.ok, i64 %b.s2.0.idx, i64 0
  %b.s2.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s2.0.safe
  %b.s2.0.x = load half, ptr addrspace(1) %b.s2.0.p, align 2
  %b.s2.0.v = select i1 %b.s2.0.ok, half %b.s2.0.x, half 0xH0000
  %b.s2.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q2, i64 0
  store half %b.s2.0.v, ptr addrspace(3) %b.s2.0.q, align 2
  %b.s3.t = add i32 %k0, %b.r3
  %b.s3.tok = icmp ult i32 %b.s3.t, %kend
  %b.s3.on = udiv i32 %b.s3.t, %pq
  %b.s3.opq = urem i32 %b.s3.t, %pq
  %b.s3.op = udiv i32 %b.s3.opq, %q
  %b.s3.oq = urem i32 %b.s3.opq, %q
  %b.s3.hs = mul i32 %b.s3.op, 2
  %b.s3.ws = mul i32 %b.s3.oq, 2
  %b.s3.on64 = zext i32 %b.s3.on to i64
  %b.s3.nh = mul i64 %b.s3.on64, %h64
  %b.s3.0.j = add i32 %b.j3, 0
  %b.s3.0.jok = icmp ult i32 %b.s3.0.j, %N
  %b.s3.0.rs = udiv i32 %b.s3.0.j, %Cg
  %b.s3.0.cc = urem i32 %b.s3.0.j, %Cg
  %b.s3.0.rr = udiv i32 %b.s3.0.rs, %s
  %b.s3.0.ss = urem i32 %b.s3.0.rs, %s
  %b.s3.0.th = mul i32 %b.s3.0.rr, 1
  %b.s3.0.ht = add i32 %b.s3.hs, %b.s3.0.th
  %b.s3.0.ih = sub i32 %b.s3.0.ht, 3
  %b.s3.0.hok = icmp ult i32 %b.s3.0.ih, %h
  %b.s3.0.tw = mul i32 %b.s3.0.ss, 1
  %b.s3.0.wt = add i32 %b.s3.ws, %b.s3.0.tw
  %b.s3.0.iw = sub i32 %b.s3.0.wt, 3
  %b.s3.0.wok = icmp ult i32 %b.s3.0.iw, %w
  %b.s3.0.ok0 = and i1 %b.s3.tok, %b.s3.0.jok
  %b.s3.0.ok1 = and i1 %b.s3.0.ok0, %b.s3.0.hok
  %b.s3.0.ok = and i1 %b.s3.0.ok1, %b.s3.0.wok
  %b.s3.0.ih64 = zext i32 %b.s3.0.ih to i64
  %b.s3.0.row = add i64 %b.s3.nh, %b.s3.0.ih64
  %b.s3.0.rw = mul i64 %b.s3.0.row, %w64
  %b.s3.0.iw64 = zext i32 %b.s3.0.iw to i64
  %b.s3.0.pix = add i64 %b.s3.0.rw, %b.s3.0.iw64
  %b.s3.0.pc = mul i64 %b.s3.0.pix, %c64
  %b.s3.0.cc64 = zext i32 %b.s3.0.cc to i64
  %b.s3.0.idx = add i64 %b.s3.0.pc, %b.s3.0.cc64
  %b.s3.0.safe = select i1 %b.s3.0.ok, i64 %b.s3.0.idx, i64 0
  %b.s3.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s3.0.safe
  %b.s3.0.x = load half, ptr addrspace(1) %b.s3.0.p, align 2
  %b.s3.0.v = select i1 %b.s3.0.ok, half %b.s3.0.x, half 0xH0000
  %b.s3.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q3, i64 0
  store half %b.s3.0.v, ptr addrspace(3) %b.s3.0.q, align 2
  %b.s4.t = add i32 %k0, %b.r4
  %b.s4.tok = icmp ult i32 %b.s4.t, %kend
  %b.s4.on = udiv i32 %b.s4.t, %pq
  %b.s4.opq = urem i32 %b.s4.t, %pq
  %b.s4.op = udiv i32 %b.s4.opq, %q
  %b.s4.oq = urem i32 %b.s4.opq, %q
  %b.s4.hs = mul i32 %b.s4.op, 2
  %b.s4.ws = mul i32 %b.s4.oq, 2
  %b.s4.on64 = zext i32 %b.s4.on to i64
  %b.s4.nh = mul i64 %b.s4.on64, %h64
  %b.s4.0.j = add i32 %b.j4, 0
  %b.s4.0.jok = icmp ult i32 %b.s4.0.j, %N
  %b.s4.0.rs = udiv i32 %b.s4.0.j, %Cg
  %b.s4.0.cc = urem i32 %b.s4.0.j, %Cg
  %b.s4.0.rr = udiv i32 %b.s4.0.rs, %s
  %b.s4.0.ss = urem i32 %b.s4.0.rs, %s
  %b.s4.0.th = mul i32 %b.s4.0.rr, 1
  %b.s4.0.ht = add i32 %b.s4.hs, %b.s4.0.th
  %b.s4.0.ih = sub i32 %b.s4.0.ht, 3
  %b.s4.0.hok = icmp ult i32 %b.s4.0.ih, %h
  %b.s4.0.tw = mul i32 %b.s4.0.ss, 1
  %b.s4.0.wt = add i32 %b.s4.ws, %b.s4.0.tw
  %b.s4.0.iw = sub i32 %b.s4.0.wt, 3
  %b.s4.0.wok = icmp ult i32 %b.s4.0.iw, %w
  %b.s4.0.ok0 = and i1 %b.s4.tok, %b.s4.0.jok
  %b.s4.0.ok1 = and i1 %b.s4.0.ok0, %b.s4.0.hok
  %b.s4.0.ok = and i1 %b.s4.0.ok1, %b.s4.0.wok
  %b.s4.0.ih64 = zext i32 %b.s4.0.ih to i64
  %b.s4.0.row = add i64 %b.s4.nh, %b.s4.0.ih64
  %b.s4.0.rw = mul i64 %b.s4.0.row, %w64
  %b.s4.0.iw64 = zext i32 %b.s4.0.iw to i64
  %b.s4.0.pix = add i64 %b.s4.0.rw, %b.s4.0.iw64
  %b.s4.0.pc = mul i64 %b.s4.0.pix, %c64
  %b.s4.0.cc64 = zext i32 %b.s4.0.cc to i64
  %b.s4.0.idx = add i64 %b.s4.0.pc, %b.s4.0.cc64
  %b.s4.0.safe = select i1 %b.s4.0.ok, i64 %b.s4.0.idx, i64 0
  %b.s4.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s4.0.safe
  %b.s4.0.x = load half, ptr addrspace(1) %b.s4.0.p, align 2
  %b.s4.0.v = select i1 %b.s4.0.ok, half %b.s4.0.x, half 0xH0000
  %b.s4.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q4, i64 0
  store half %b.s4.0.v, ptr addrspace(3) %b.s4.0.q, align 2
  %b.s5.t = add i32 %k0, %b.r5
  %b.s5.tok = icmp ult i32 %b.s5.t, %kend
  %b.s5.on = udiv i32 %b.s5.t, %pq
  %b.s5.opq = urem i32 %b.s5.t, %pq
  %b.s5.op = udiv i32 %b.s5.opq, %q
  %b.s5.oq = urem i32 %b.s5.opq, %q
  %b.s5.hs = mul i32 %b.s5.op, 2
  %b.s5.ws = mul i32 %b.s5.oq, 2
  %b.s5.on64 = zext i32 %b.s5.on to i64
  %b.s5.nh = mul i64 %b.s5.on64, %h64
  %b.s5.0.j = add i32 %b.j5, 0
  %b.s5.0.jok = icmp ult i32 %b.s5.0.j, %N
  %b.s5.0.rs = udiv i32 %b.s5.0.j, %Cg
  %b.s5.0.cc = urem i32 %b.s5.0.j, %Cg
  %b.s5.0.rr = udiv i32 %b.s5.0.rs, %s
  %b.s5.0.ss = urem i32 %b.s5.0.rs, %s
  %b.s5.0.th = mul i32 %b.s5.0.rr, 1
  %b.s5.0.ht = add i32 %b.s5.hs, %b.s5.0.th
  %b.s5.0.ih = sub i32 %b.s5.0.ht, 3
  %b.s5.0.hok = icmp ult i32 %b.s5.0.ih, %h
  %b.s5.0.tw = mul i32 %b.s5.0.ss, 1
  %b.s5.0.wt = add i32 %b.s5.ws, %b.s5.0.tw
  %b.s5.0.iw = sub i32 %b.s5.0.wt, 3
  %b.s5.0.wok = icmp ult i32 %b.s5.0.iw, %w
  %b.s5.0.ok0 = and i1 %b.s5.tok, %b.s5.0.jok
  %b.s5.0.ok1 = and i1 %b.s5.0.ok0, %b.s5.0.hok
  %b.s5.0.ok = and i1 %b.s5.0.ok1, %b.s5.0.wok
  %b.s5.0.ih64 = zext i32 %b.s5.0.ih to i64
  %b.s5.0.row = add i64 %b.s5.nh, %b.s5.0.ih64
  %b.s5.0.rw = mul i64 %b.s5.0.row, %w64
  %b.s5.0.iw64 = zext i32 %b.s5.0.iw to i64
  %b.s5.0.pix = add i64 %b.s5.0.rw, %b.s5.0.iw64
  %b.s5.0.pc = mul i64 %b.s5.0.pix, %c64
  %b.s5.0.cc64 = zext i32 %b.s5.0.cc to i64
  %b.s5.0.idx = add i64 %b.s5.0.pc, %b.s5.0.cc64
  %b.s5.0.safe = select i1 %b.s5.0.ok, i64 %b.s5.0.idx, i64 0
  %b.s5.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s5.0.safe
  %b.s5.0.x = load half, ptr addrspace(1) %b.s5.0.p, align 2
  %b.s5.0.v = select i1 %b.s5.0.ok, half %b.s5.0.x, half 0xH0000
  %b.s5.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q5, i64 0
  store half %b.s5.0.v, ptr addrspace(3) %b.s5.0.q, align 2
  %b.s6.t = add i32 %k0, %b.r6
  %b.s6.tok = icmp ult i32 %b.s6.t, %kend
  %b.s6.on = udiv i32 %b.s6.t, %pq
  %b.s6.opq = urem i32 %b.s6.t, %pq
  %b.s6.op = udiv i32 %b.s6.opq, %q
  %b.s6.oq = urem i32 %b.s6.opq, %q
  %b.s6.hs = mul i32 %b.s6.op, 2
  %b.s6.ws = mul i32 %b.s6.oq, 2
  %b.s6.on64 = zext i32 %b.s6.on to i64
  %b.s6.nh = mul i64 %b.s6.on64, %h64
  %b.s6.0.j = add i32 %b.j6, 0
  %b.s6.0.jok = icmp ult i32 %b.s6.0.j, %N
  %b.s6.0.rs = udiv i32 %b.s6.0.j, %Cg
  %b.s6.0.cc = urem i32 %b.s6.0.j, %Cg
  %b.s6.0.rr = udiv i32 %b.s6.0.rs, %s
  %b.s6.0.ss = urem i32 %b.s6.0.rs, %s
  %b.s6.0.th = mul i32 %b.s6.0.rr, 1
  %b.s6.0.ht = add i32 %b.s6.hs, %b.s6.0.th
  %b.s6.0.ih = sub i32 %b.s6.0.ht, 3
  %b.s6.0.hok = icmp ult i32 %b.s6.0.ih, %h
  %b.s6.0.tw = mul i32 %b.s6.0.ss, 1
  %b.s6.0.wt = add i32 %b.s6.ws, %b.s6.0.tw
  %b.s6.0.iw = sub i32 %b.s6.0.wt, 3
  %b.s6.0.wok = icmp ult i32 %b.s6.0.iw, %w
  %b.s6.0.ok0 = and i1 %b.s6.tok, %b.s6.0.jok
  %b.s6.0.ok1 = and i1 %b.s6.0.ok0, %b.s6.0.hok
  %b.s6.0.ok = and i1 %b.s6.0.ok1, %b.s6.0.wok
  %b.s6.0.ih64 = zext i32 %b.s6.0.ih to i64
  %b.s6.0.row = add i64 %b.s6.nh, %b.s6.0.ih64
  %b.s6.0.rw = mul i64 %b.s6.0.row, %w64
  %b.s6.0.iw64 = zext i32 %b.s6.0.iw to i64
  %b.s6.0.pix = add i64 %b.s6.0.rw, %b.s6.0.iw64
  %b.s6.0.pc = mul i64 %b.s6.0.pix, %c64
  %b.s6.0.cc64 = zext i32 %b.s6.0.cc to i64
  %b.s6.0.idx = add i64 %b.s6.0.pc, %b.s6.0.cc64
  %b.s6.0.safe = select i1 %b.s6.0.ok, i64 %b.s6.0.idx, i64 0
  %b.s6.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s6.0.safe
  %b.s6.0.x = load half, ptr addrspace(1) %b.s6.0.p, align 2
  %b.s6.0.v = select i1 %b.s6.0.ok, half %b.s6.0.x, half 0xH0000
  %b.s6.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q6, i64 0
  store half %b.s6.0.v, ptr addrspace(3) %b.s6.0.q, align 2
  %b.s7.t = add i32 %k0, %b.r7
  %b.s7.tok = icmp ult i32 %b.s7.t, %kend
  %b.s7.on = udiv i32 %b.s7.t, %pq
  %b.s7.opq = urem i32 %b.s7.t, %pq
  %b.s7.op = udiv i32 %b.s7.opq, %q
  %b.s7.oq = urem i32 %b.s7.opq, %q
  %b.s7.hs = mul i32 %b.s7.op, 2
  %b.s7.ws = mul i32 %b.s7.oq, 2
  %b.s7.on64 = zext i32 %b.s7.on to i64
  %b.s7.nh = mul i64 %b.s7.on64, %h64
  %b.s7.0.j = add i32 %b.j7, 0
  %b.s7.0.jok = icmp ult i32 %b.s7.0.j, %N
  %b.s7.0.rs = udiv i32 %b.s7.0.j, %Cg
  %b.s7.0.cc = urem i32 %b.s7.0.j, %Cg
  %b.s7.0.rr = udiv i32 %b.s7.0.rs, %s
  %b.s7.0.ss = urem i32 %b.s7.0.rs, %s
  %b.s7.0.th = mul i32 %b.s7.0.rr, 1
  %b.s7.0.ht = add i32 %b.s7.hs, %b.s7.0.th
  %b.s7.0.ih = sub i32 %b.s7.0.ht, 3
  %b.s7.0.hok = icmp ult i32 %b.s7.0.ih, %h
  %b.s7.0.tw = mul i32 %b.s7.0.ss, 1
  %b.s7.0.wt = add i32 %b.s7.ws, %b.s7.0.tw
  %b.s7.0.iw = sub i32 %b.s7.0.wt, 3
  %b.s7.0.wok = icmp ult i32 %b.s7.0.iw, %w
  %b.s7.0.ok0 = and i1 %b.s7.tok, %b.s7.0.jok
  %b.s7.0.ok1 = and i1 %b.s7.0.ok0, %b.s7.0.hok
  %b.s7.0.ok = and i1 %b.s7.0.ok1, %b.s7.0.wok
  %b.s7.0.ih64 = zext i32 %b.s7.0.ih to i64
  %b.s7.0.row = add i64 %b.s7.nh, %b.s7.0.ih64
  %b.s7.0.rw = mul i64 %b.s7.0.row, %w64
  %b.s7.0.iw64 = zext i32 %b.s7.0.iw to i64
  %b.s7.0.pix = add i64 %b.s7.0.rw, %b.s7.0.iw64
  %b.s7.0.pc = mul i64 %b.s7.0.pix, %c64
  %b.s7.0.cc64 = zext i32 %b.s7.0.cc to i64
  %b.s7.0.idx = add i64 %b.s7.0.pc, %b.s7.0.cc64
  %b.s7.0.safe = select i1 %b.s7.0.ok, i64 %b.s7.0.idx, i64 0
  %b.s7.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s7.0.safe
  %b.s7.0.x = load half, ptr addrspace(1) %b.s7.0.p, align 2
  %b.s7.0.v = select i1 %b.s7.0.ok, half %b.s7.0.x, half 0xH0000
  %b.s7.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q7, i64 0
  store half %b.s7.0.v, ptr addrspace(3) %b.s7.0.q, align 2
  %b.s8.t = add i32 %k0, %b.r8
  %b.s8.tok = icmp ult i32 %b.s8.t, %kend
  %b.s8.on = udiv i32 %b.s8.t, %pq
  %b.s8.opq = urem i32 %b.s8.t, %pq
  %b.s8.op = udiv i32 %b.s8.opq, %q
  %b.s8.oq = urem i32 %b.s8.opq, %q
  %b.s8.hs = mul i32 %b.s8.op, 2
  %b.s8.ws = mul i32 %b.s8.oq, 2
  %b.s8.on64 = zext i32 %b.s8.on to i64
  %b.s8.nh = mul i64 %b.s8.on64, %h64
  %b.s8.0.j = add i32 %b.j8, 0
  %b.s8.0.jok = icmp ult i32 %b.s8.0.j, %N
  %b.s8.0.rs = udiv i32 %b.s8.0.j, %Cg
  %b.s8.0.cc = urem i32 %b.s8.0.j, %Cg
  %b.s8.0.rr = udiv i32 %b.s8.0.rs, %s
  %b.s8.0.ss = urem i32 %b.s8.0.rs, %s
  %b.s8.0.th = mul i32 %b.s8.0.rr, 1
  %b.s8.0.ht = add i32 %b.s8.hs, %b.s8.0.th
  %b.s8.0.ih = sub i32 %b.s8.0.ht, 3
  %b.s8.0.hok = icmp ult i32 %b.s8.0.ih, %h
  %b.s8.0.tw = mul i32 %b.s8.0.ss, 1
  %b.s8.0.wt = add i32 %b.s8.ws, %b.s8.0.tw
  %b.s8.0.iw = sub i32 %b.s8.0.wt, 3
  %b.s8.0.wok = icmp ult i32 %b.s8.0.iw, %w
  %b.s8.0.ok0 = and i1 %b.s8.tok, %b.s8.0.jok
  %b.s8.0.ok1 = and i1 %b.s8.0.ok0, %b.s8.0.hok
  %b.s8.0.ok = and i1 %b.s8.0.ok1, %b.s8.0.wok
  %b.s8.0.ih64 = zext i32 %b.s8.0.ih to i64
  %b.s8.0.row = add i64 %b.s8.nh, %b.s8.0.ih64
  %b.s8.0.rw = mul i64 %b.s8.0.row, %w64
  %b.s8.0.iw64 = zext i32 %b.s8.0.iw to i64
  %b.s8.0.pix = add i64 %b.s8.0.rw, %b.s8.0.iw64
  %b.s8.0.pc = mul i64 %b.s8.0.pix, %c64
  %b.s8.0.cc64 = zext i32 %b.s8.0.cc to i64
  %b.s8.0.idx = add i64 %b.s8.0.pc, %b.s8.0.cc64
  %b.s8.0.safe = select i1 %b.s8.0.ok, i64 %b.s8.0.idx, i64 0
  %b.s8.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s8.0.safe
  %b.s8.0.x = load half, ptr addrspace(1) %b.s8.0.p, align 2
  %b.s8.0.v = select i1 %b.s8.0.ok, half %b.s8.0.x, half 0xH0000
  %b.s8.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q8, i64 0
  store half %b.s8.0.v, ptr addrspace(3) %b.s8.0.q, align 2
  %b.s9.t = add i32 %k0, %b.r9
  %b.s9.tok = icmp ult i32 %b.s9.t, %kend
  %b.s9.on = udiv i32 %b.s9.t, %pq
  %b.s9.opq = urem i32 %b.s9.t, %pq
  %b.s9.op = udiv i32 %b.s9.opq, %q
  %b.s9.oq = urem i32 %b.s9.opq, %q
  %b.s9.hs = mul i32 %b.s9.op, 2
  %b.s9.ws = mul i32 %b.s9.oq, 2
  %b.s9.on64 = zext i32 %b.s9.on to i64
  %b.s9.nh = mul i64 %b.s9.on64, %h64
  %b.s9.0.j = add i32 %b.j9, 0
  %b.s9.0.jok = icmp ult i32 %b.s9.0.j, %N
  %b.s9.0.rs = udiv i32 %b.s9.0.j, %Cg
  %b.s9.0.cc = urem i32 %b.s9.0.j, %Cg
  %b.s9.0.rr = udiv i32 %b.s9.0.rs, %s
  %b.s9.0.ss = urem i32 %b.s9.0.rs, %s
  %b.s9.0.th = mul i32 %b.s9.0.rr, 1
  %b.s9.0.ht = add i32 %b.s9.hs, %b.s9.0.th
  %b.s9.0.ih = sub i32 %b.s9.0.ht, 3
  %b.s9.0.hok = icmp ult i32 %b.s9.0.ih, %h
  %b.s9.0.tw = mul i32 %b.s9.0.ss, 1
  %b.s9.0.wt = add i32 %b.s9.ws, %b.s9.0.tw
  %b.s9.0.iw = sub i32 %b.s9.0.wt, 3
  %b.s9.0.wok = icmp ult i32 %b.s9.0.iw, %w
  %b.s9.0.ok0 = and i1 %b.s9.tok, %b.s9.0.jok
  %b.s9.0.ok1 = and i1 %b.s9.0.ok0, %b.s9.0.hok
  %b.s9.0.ok = and i1 %b.s9.0.ok1, %b.s9.0.wok
  %b.s9.0.ih64 = zext i32 %b.s9.0.ih to i64
  %b.s9.0.row = add i64 %b.s9.nh, %b.s9.0.ih64
  %b.s9.0.rw = mul i64 %b.s9.0.row, %w64
  %b.s9.0.iw64 = zext i32 %b.s9.0.iw to i64
  %b.s9.0.pix = add i64 %b.s9.0.rw, %b.s9.0.iw64
  %b.s9.0.pc = mul i64 %b.s9.0.pix, %c64
  %b.s9.0.cc64 = zext i32 %b.s9.0.cc to i64
  %b.s9.0.idx = add i64 %b.s9.0.pc, %b.s9.0.cc64
  %b.s9.0.safe = select i1 %b.s9.0.ok, i64 %b.s9.0.idx, i64 0
  %b.s9.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s9.0.safe
  %b.s9.0.x = load half, ptr addrspace(1) %b.s9.0.p, align 2
  %b.s9.0.v = select i1 %b.s9.0.ok, half %b.s9.0.x, half 0xH0000
  %b.s9.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q9, i64 0
  store half %b.s9.0.v, ptr addrspace(3) %b.s9.0.q, align 2
  %b.s10.t = add i32 %k0, %b.r10
  %b.s10.tok = icmp ult i32 %b.s10.t, %kend
  %b.s10.on = udiv i32 %b.s10.t, %pq
  %b.s10.opq = urem i32 %b.s10.t, %pq
  %b.s10.op = udiv i32 %b.s10.opq, %q
  %b.s10.oq = urem i32 %b.s10.opq, %q
  %b.s10.hs = mul i32 %b.s10.op, 2
  %b.s10.ws = mul i32 %b.s10.oq, 2
  %b.s10.on64 = zext i32 %b.s10.on to i64
  %b.s10.nh = mul i64 %b.s10.on64, %h64
  %b.s10.0.j = add i32 %b.j10, 0
  %b.s10.0.jok = icmp ult i32 %b.s10.0.j, %N
  %b.s10.0.rs = udiv i32 %b.s10.0.j, %Cg
  %b.s10.0.cc = urem i32 %b.s10.0.j, %Cg
  %b.s10.0.rr = udiv i32 %b.s10.0.rs, %s
  %b.s10.0.ss = urem i32 %b.s10.0.rs, %s
  %b.s10.0.th = mul i32 %b.s10.0.rr, 1
  %b.s10.0.ht = add i32 %b.s10.hs, %b.s10.0.th
  %b.s10.0.ih = sub i32 %b.s10.0.ht, 3
  %b.s10.0.hok = icmp ult i32 %b.s10.0.ih, %h
  %b.s10.0.tw = mul i32 %b.s10.0.ss, 1
  %b.s10.0.wt = add i32 %b.s10.ws, %b.s10.0.tw
  %b.s10.0.iw = sub i32 %b.s10.0.wt, 3
  %b.s10.0.wok = icmp ult i32 %b.s10.0.iw, %w
  %b.s10.0.ok0 = and i1 %b.s10.tok, %b.s10.0.jok
  %b.s10.0.ok1 = and i1 %b.s10.0.ok0, %b.s10.0.hok
  %b.s10.0.ok = and i1 %b.s10.0.ok1, %b.s10.0.wok
  %b.s10.0.ih64 = zext i32 %b.s10.0.ih to i64
  %b.s10.0.row = add i64 %b.s10.nh, %b.s10.0.ih64
  %b.s10.0.rw = mul i64 %b.s10.0.row, %w64
  %b.s10.0.iw64 = zext i32 %b.s10.0.iw to i64
  %b.s10.0.pix = add i64 %b.s10.0.rw, %b.s10.0.iw64
  %b.s10.0.pc = mul i64 %b.s10.0.pix, %c64
  %b.s10.0.cc64 = zext i32 %b.s10.0.cc to i64
  %b.s10.0.idx = add i64 %b.s10.0.pc, %b.s10.0.cc64
  %b.s10.0.safe = select i1 %b.s10.0.ok, i64 %b.s10.0.idx, i64 0
  %b.s10.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s10.0.safe
  %b.s10.0.x = load half, ptr addrspace(1) %b.s10.0.p, align 2
  %b.s10.0.v = select i1 %b.s10.0.ok, half %b.s10.0.x, half 0xH0000
  %b.s10.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q10, i64 0
  store half %b.s10.0.v, ptr addrspace(3) %b.s10.0.q, align 2
  %b.s11.t = add i32 %k0, %b.r11
  %b.s11.tok = icmp ult i32 %b.s11.t, %kend
  %b.s11.on = udiv i32 %b.s11.t, %pq
  %b.s11.opq = urem i32 %b.s11.t, %pq
  %b.s11.op = udiv i32 %b.s11.opq, %q
  %b.s11.oq = urem i32 %b.s11.opq, %q
  %b.s11.hs = mul i32 %b.s11.op, 2
  %b.s11.ws = mul i32 %b.s11.oq, 2
  %b.s11.on64 = zext i32 %b.s11.on to i64
  %b.s11.nh = mul i64 %b.s11.on64, %h64
  %b.s11.0.j = add i32 %b.j11, 0
  %b.s11.0.jok = icmp ult i32 %b.s11.0.j, %N
  %b.s11.0.rs = udiv i32 %b.s11.0.j, %Cg
  %b.s11.0.cc = urem i32 %b.s11.0.j, %Cg
  %b.s11.0.rr = udiv i32 %b.s11.0.rs, %s
  %b.s11.0.ss = urem i32 %b.s11.0.rs, %s
  %b.s11.0.th = mul i32 %b.s11.0.rr, 1
  %b.s11.0.ht = add i32 %b.s11.hs, %b.s11.0.th
  %b.s11.0.ih = sub i32 %b.s11.0.ht, 3
  %b.s11.0.hok = icmp ult i32 %b.s11.0.ih, %h
  %b.s11.0.tw = mul i32 %b.s11.0.ss, 1
  %b.s11.0.wt = add i32 %b.s11.ws, %b.s11.0.tw
  %b.s11.0.iw = sub i32 %b.s11.0.wt, 3
  %b.s11.0.wok = icmp ult i32 %b.s11.0.iw, %w
  %b.s11.0.ok0 = and i1 %b.s11.tok, %b.s11.0.jok
  %b.s11.0.ok1 = and i1 %b.s11.0.ok0, %b.s11.0.hok
  %b.s11.0.ok = and i1 %b.s11.0.ok1, %b.s11.0.wok
  %b.s11.0.ih64 = zext i32 %b.s11.0.ih to i64
  %b.s11.0.row = add i64 %b.s11.nh, %b.s11.0.ih64
  %b.s11.0.rw = mul i64 %b.s11.0.row, %w64
  %b.s11.0.iw64 = zext i32 %b.s11.0.iw to i64
  %b.s11.0.pix = add i64 %b.s11.0.rw, %b.s11.0.iw64
  %b.s11.0.pc = mul i64 %b.s11.0.pix, %c64
  %b.s11.0.cc64 = zext i32 %b.s11.0.cc to i64
  %b.s11.0.idx = add i64 %b.s11.0.pc, %b.s11.0.cc64
  %b.s11.0.safe = select i1 %b.s11.0.ok, i64 %b.s11.0.idx, i64 0
  %b.s11.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s11.0.safe
  %b.s11.0.x = load half, ptr addrspace(1) %b.s11.0.p, align 2
  %b.s11.0.v = select i1 %b.s11.0.ok, half %b.s11.0.x, half 0xH0000
  %b.s11.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q11, i64 0
  store half %b.s11.0.v, ptr addrspace(3) %b.s11.0.q, align 2
  %b.s12.t = add i32 %k0, %b.r12
  %b.s12.tok = icmp ult i32 %b.s12.t, %kend
  %b.s12.on = udiv i32 %b.s12.t, %pq
  %b.s12.opq = urem i32 %b.s12.t, %pq
  %b.s12.op = udiv i32 %b.s12.opq, %q
  %b.s12.oq = urem i32 %b.s12.opq, %q
  %b.s12.hs = mul i32 %b.s12.op, 2
  %b.s12.ws = mul i32 %b.s12.oq, 2
  %b.s12.on64 = zext i32 %b.s12.on to i64
  %b.s12.nh = mul i64 %b.s12.on64, %h64
  %b.s12.0.j = add i32 %b.j12, 0
  %b.s12.0.jok = icmp ult i32 %b.s12.0.j, %N
  %b.s12.0.rs = udiv i32 %b.s12.0.j, %Cg
  %b.s12.0.cc = urem i32 %b.s12.0.j, %Cg
  %b.s12.0.rr = udiv i32 %b.s12.0.rs, %s
  %b.s12.0.ss = urem i32 %b.s12.0.rs, %s
  %b.s12.0.th = mul i32 %b.s12.0.rr, 1
  %b.s12.0.ht = add i32 %b.s12.hs, %b.s12.0.th
  %b.s12.0.ih = sub i32 %b.s12.0.ht, 3
  %b.s12.0.hok = icmp ult i32 %b.s12.0.ih, %h
  %b.s12.0.tw = mul i32 %b.s12.0.ss, 1
  %b.s12.0.wt = add i32 %b.s12.ws, %b.s12.0.tw
  %b.s12.0.iw = sub i32 %b.s12.0.wt, 3
  %b.s12.0.wok = icmp ult i32 %b.s12.0.iw, %w
  %b.s12.0.ok0 = and i1 %b.s12.tok, %b.s12.0.jok
  %b.s12.0.ok1 = and i1 %b.s12.0.ok0, %b.s12.0.hok
  %b.s12.0.ok = and i1 %b.s12.0.ok1, %b.s12.0.wok
  %b.s12.0.ih64 = zext i32 %b.s12.0.ih to i64
  %b.s12.0.row = add i64 %b.s12.nh, %b.s12.0.ih64
  %b.s12.0.rw = mul i64 %b.s12.0.row, %w64
  %b.s12.0.iw64 = zext i32 %b.s12.0.iw to i64
  %b.s12.0.pix = add i64 %b.s12.0.rw, %b.s12.0.iw64
  %b.s12.0.pc = mul i64 %b.s12.0.pix, %c64
  %b.s12.0.cc64 = zext i32 %b.s12.0.cc to i64
  %b.s12.0.idx = add i64 %b.s12.0.pc, %b.s12.0.cc64
  %b.s12.0.safe = select i1 %b.s12.0.ok, i64 %b.s12.0.idx, i64 0
  %b.s12.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s12.0.safe
  %b.s12.0.x = load half, ptr addrspace(1) %b.s12.0.p, align 2
  %b.s12.0.v = select i1 %b.s12.0.ok, half %b.s12.0.x, half 0xH0000
  %b.s12.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q12, i64 0
  store half %b.s12.0.v, ptr addrspace(3) %b.s12.0.q, align 2
  %b.s13.t = add i32 %k0, %b.r13
  %b.s13.tok = icmp ult i32 %b.s13.t, %kend
  %b.s13.on = udiv i32 %b.s13.t, %pq
  %b.s13.opq = urem i32 %b.s13.t, %pq
  %b.s13.op = udiv i32 %b.s13.opq, %q
  %b.s13.oq = urem i32 %b.s13.opq, %q
  %b.s13.hs = mul i32 %b.s13.op, 2
  %b.s13.ws = mul i32 %b.s13.oq, 2
  %b.s13.on64 = zext i32 %b.s13.on to i64
  %b.s13.nh = mul i64 %b.s13.on64, %h64
  %b.s13.0.j = add i32 %b.j13, 0
  %b.s13.0.jok = icmp ult i32 %b.s13.0.j, %N
  %b.s13.0.rs = udiv i32 %b.s13.0.j, %Cg
  %b.s13.0.cc = urem i32 %b.s13.0.j, %Cg
  %b.s13.0.rr = udiv i32 %b.s13.0.rs, %s
  %b.s13.0.ss = urem i32 %b.s13.0.rs, %s
  %b.s13.0.th = mul i32 %b.s13.0.rr, 1
  %b.s13.0.ht = add i32 %b.s13.hs, %b.s13.0.th
  %b.s13.0.ih = sub i32 %b.s13.0.ht, 3
  %b.s13.0.hok = icmp ult i32 %b.s13.0.ih, %h
  %b.s13.0.tw = mul i32 %b.s13.0.ss, 1
  %b.s13.0.wt = add i32 %b.s13.ws, %b.s13.0.tw
  %b.s13.0.iw = sub i32 %b.s13.0.wt, 3
  %b.s13.0.wok = icmp ult i32 %b.s13.0.iw, %w
  %b.s13.0.ok0 = and i1 %b.s13.tok, %b.s13.0.jok
  %b.s13.0.ok1 = and i1 %b.s13.0.ok0, %b.s13.0.hok
  %b.s13.0.ok = and i1 %b.s13.0.ok1, %b.s13.0.wok
  %b.s13.0.ih64 = zext i32 %b.s13.0.ih to i64
  %b.s13.0.row = add i64 %b.s13.nh, %b.s13.0.ih64
  %b.s13.0.rw = mul i64 %b.s13.0.row, %w64
  %b.s13.0.iw64 = zext i32 %b.s13.0.iw to i64
  %b.s13.0.pix = add i64 %b.s13.0.rw, %b.s13.0.iw64
  %b.s13.0.pc = mul i64 %b.s13.0.pix, %c64
  %b.s13.0.cc64 = zext i32 %b.s13.0.cc to i64
  %b.s13.0.idx = add i64 %b.s13.0.pc, %b.s13.0.cc64
  %b.s13.0.safe = select i1 %b.s13.0.ok, i64 %b.s13.0.idx, i64 0
  %b.s13.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s13.0.safe
  %b.s13.0.x = load half, ptr addrspace(1) %b.s13.0.p, align 2
  %b.s13.0.v = select i1 %b.s13.0.ok, half %b.s13.0.x, half 0xH0000
  %b.s13.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q13, i64 0
  store half %b.s13.0.v, ptr addrspace(3) %b.s13.0.q, align 2
  %b.s14.t = add i32 %k0, %b.r14
  %b.s14.tok = icmp ult i32 %b.s14.t, %kend
  %b.s14.on = udiv i32 %b.s14.t, %pq
  %b.s14.opq = urem i32 %b.s14.t, %pq
  %b.s14.op = udiv i32 %b.s14.opq, %q
  %b.s14.oq = urem i32 %b.s14.opq, %q
  %b.s14.hs = mul i32 %b.s14.op, 2
  %b.s14.ws = mul i32 %b.s14.oq, 2
  %b.s14.on64 = zext i32 %b.s14.on to i64
  %b.s14.nh = mul i64 %b.s14.on64, %h64
  %b.s14.0.j = add i32 %b.j14, 0
  %b.s14.0.jok = icmp ult i32 %b.s14.0.j, %N
  %b.s14.0.rs = udiv i32 %b.s14.0.j, %Cg
  %b.s14.0.cc = urem i32 %b.s14.0.j, %Cg
  %b.s14.0.rr = udiv i32 %b.s14.0.rs, %s
  %b.s14.0.ss = urem i32 %b.s14.0.rs, %s
  %b.s14.0.th = mul i32 %b.s14.0.rr, 1
  %b.s14.0.ht = add i32 %b.s14.hs, %b.s14.0.th
  %b.s14.0.ih = sub i32 %b.s14.0.ht, 3
  %b.s14.0.hok = icmp ult i32 %b.s14.0.ih, %h
  %b.s14.0.tw = mul i32 %b.s14.0.ss, 1
  %b.s14.0.wt = add i32 %b.s14.ws, %b.s14.0.tw
  %b.s14.0.iw = sub i32 %b.s14.0.wt, 3
  %b.s14.0.wok = icmp ult i32 %b.s14.0.iw, %w
  %b.s14.0.ok0 = and i1 %b.s14.tok, %b.s14.0.jok
  %b.s14.0.ok1 = and i1 %b.s14.0.ok0, %b.s14.0.hok
  %b.s14.0.ok = and i1 %b.s14.0.ok1, %b.s14.0.wok
  %b.s14.0.ih64 = zext i32 %b.s14.0.ih to i64
  %b.s14.0.row = add i64 %b.s14.nh, %b.s14.0.ih64
  %b.s14.0.rw = mul i64 %b.s14.0.row, %w64
  %b.s14.0.iw64 = zext i32 %b.s14.0.iw to i64
  %b.s14.0.pix = add i64 %b.s14.0.rw, %b.s14.0.iw64
  %b.s14.0.pc = mul i64 %b.s14.0.pix, %c64
  %b.s14.0.cc64 = zext i32 %b.s14.0.cc to i64
  %b.s14.0.idx = add i64 %b.s14.0.pc, %b.s14.0.cc64
  %b.s14.0.safe = select i1 %b.s14.0.ok, i64 %b.s14.0.idx, i64 0
  %b.s14.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s14.0.safe
  %b.s14.0.x = load half, ptr addrspace(1) %b.s14.0.p, align 2
  %b.s14.0.v = select i1 %b.s14.0.ok, half %b.s14.0.x, half 0xH0000
  %b.s14.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q14, i64 0
  store half %b.s14.0.v, ptr addrspace(3) %b.s14.0.q, align 2
  %b.s15.t = add i32 %k0, %b.r15
  %b.s15.tok = icmp ult i32 %b.s15.t, %kend
  %b.s15.on = udiv i32 %b.s15.t, %pq
  %b.s15.opq = urem i32 %b.s15.t, %pq
  %b.s15.op = udiv i32 %b.s15.opq, %q
  %b.s15.oq = urem i32 %b.s15.opq, %q
  %b.s15.hs = mul i32 %b.s15.op, 2
  %b.s15.ws = mul i32 %b.s15.oq, 2
  %b.s15.on64 = zext i32 %b.s15.on to i64
  %b.s15.nh = mul i64 %b.s15.on64, %h64
  %b.s15.0.j = add i32 %b.j15, 0
  %b.s15.0.jok = icmp ult i32 %b.s15.0.j, %N
  %b.s15.0.rs = udiv i32 %b.s15.0.j, %Cg
  %b.s15.0.cc = urem i32 %b.s15.0.j, %Cg
  %b.s15.0.rr = udiv i32 %b.s15.0.rs, %s
  %b.s15.0.ss = urem i32 %b.s15.0.rs, %s
  %b.s15.0.th = mul i32 %b.s15.0.rr, 1
  %b.s15.0.ht = add i32 %b.s15.hs, %b.s15.0.th
  %b.s15.0.ih = sub i32 %b.s15.0.ht, 3
  %b.s15.0.hok = icmp ult i32 %b.s15.0.ih, %h
  %b.s15.0.tw = mul i32 %b.s15.0.ss, 1
  %b.s15.0.wt = add i32 %b.s15.ws, %b.s15.0.tw
  %b.s15.0.iw = sub i32 %b.s15.0.wt, 3
  %b.s15.0.wok = icmp ult i32 %b.s15.0.iw, %w
  %b.s15.0.ok0 = and i1 %b.s15.tok, %b.s15.0.jok
  %b.s15.0.ok1 = and i1 %b.s15.0.ok0, %b.s15.0.hok
  %b.s15.0.ok = and i1 %b.s15.0.ok1, %b.s15.0.wok
  %b.s15.0.ih64 = zext i32 %b.s15.0.ih to i64
  %b.s15.0.row = add i64 %b.s15.nh, %b.s15.0.ih64
  %b.s15.0.rw = mul i64 %b.s15.0.row, %w64
  %b.s15.0.iw64 = zext i32 %b.s15.0.iw to i64
  %b.s15.0.pix = add i64 %b.s15.0.rw, %b.s15.0.iw64
  %b.s15.0.pc = mul i64 %b.s15.0.pix, %c64
  %b.s15.0.cc64 = zext i32 %b.s15.0.cc to i64
  %b.s15.0.idx = add i64 %b.s15.0.pc, %b.s15.0.cc64
  %b.s15.0.safe = select i1 %b.s15.0.ok, i64 %b.s15.0.idx, i64 0
  %b.s15.0.p = getelementptr inbounds half, ptr addrspace(1) %B, i64 %b.s15.0.safe
  %b.s15.0.x = load half, ptr addrspace(1) %b.s15.0.p, align 2
  %b.s15.0.v = select i1 %b.s15.0.ok, half %b.s15.0.x, half 0xH0000
  %b.s15.0.q = getelementptr inbounds half, ptr addrspace(3) %b.q15, i64 0
  store half %b.s15.0.v, ptr addrspace(3) %b.s15.0.q, align 2
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
  %mc.1.0 = phi { float, float, float, float } [ %macc.1.0, %sync ], [ %mc.1.0.next, %inner ]
  %mc.1.1 = phi { float, float, float, float } [ %macc.1.1, %sync ], [ %mc.1.1.next, %inner ]
  %mc.1.2 = phi { float, float, float, float } [ %macc.1.2, %sync ], [ %mc.1.2.next, %inner ]
  %mc.1.3 = phi { float, float, float, float } [ %macc.1.3, %sync ], [ %mc.1.3.next, %inner ]
  %akk = mul i32 %kk, 1
  %aq = add i32 %abase, %akk
  %aq.0.0 = add i32 %aq, 0
  %aw.0.0 = zext i32 %aq.0.0 to i64
  %ap.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_a, i64 %aw.0.0
  %av.0.0 = load <2 x half>, ptr addrspace(3) %ap.0.0, align 4
  %aq.0.1 = add i32 %aq, 320
  %aw.0.1 = zext i32 %aq.0.1 to i64
  %ap.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_a, i64 %aw.0.1
  %av.0.1 = load <2 x half>, ptr addrspace(3) %ap.0.1, align 4
  %aq.0.2 = add i32 %aq, 8
  %aw.0.2 = zext i32 %aq.0.2 to i64
  %ap.0.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_a, i64 %aw.0.2
  %av.0.2 = load <2 x half>, ptr addrspace(3) %ap.0.2, align 4
  %aq.0.3 = add i32 %aq, 328
  %aw.0.3 = zext i32 %aq.0.3 to i64
  %ap.0.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_a, i64 %aw.0.3
  %av.0.3 = load <2 x half>, ptr addrspace(3) %ap.0.3, align 4
  %aq.1.0 = add i32 %aq, 640
  %aw.1.0 = zext i32 %aq.1.0 to i64
  %ap.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_a, i64 %aw.1.0
  %av.1.0 = load <2 x half>, ptr addrspace(3) %ap.1.0, align 4
  %aq.1.1 = add i32 %aq, 960
  %aw.1.1 = zext i32 %aq.1.1 to i64
  %ap.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_a, i64 %aw.1.1
  %av.1.1 = load <2 x half>, ptr addrspace(3) %ap.1.1, align 4
  %aq.1.2 = add i32 %aq, 648
  %aw.1.2 = zext i32 %aq.1.2 to i64
  %ap.1.2 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_a, i64 %aw.1.2
  %av.1.2 = load <2 x half>, ptr addrspace(3) %ap.1.2, align 4
  %aq.1.3 = add i32 %aq, 968
  %aw.1.3 = zext i32 %aq.1.3 to i64
  %ap.1.3 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_a, i64 %aw.1.3
  %av.1.3 = load <2 x half>, ptr addrspace(3) %ap.1.3, align 4
  %bkk = mul i32 %kk, 1
  %bq = add i32 %bbase, %bkk
  %bq.0.0 = add i32 %bq, 0
  %bw.0.0 = zext i32 %bq.0.0 to i64
  %bp.0.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %bw.0.0
  %bv.0.0 = load <2 x half>, ptr addrspace(3) %bp.0.0, align 2
  %bq.0.1 = add i32 %bq, 8
  %bw.0.1 = zext i32 %bq.0.1 to i64
  %bp.0.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %bw.0.1
  %bv.0.1 = load <2 x half>, ptr addrspace(3) %bp.0.1, align 2
  %bq.1.0 = add i32 %bq, 264
  %bw.1.0 = zext i32 %bq.1.0 to i64
  %bp.1.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %bw.1.0
  %bv.1.0 = load <2 x half>, ptr addrspace(3) %bp.1.0, align 2
  %bq.1.1 = add i32 %bq, 272
  %bw.1.1 = zext i32 %bq.1.1 to i64
  %bp.1.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %bw.1.1
  %bv.1.1 = load <2 x half>, ptr addrspace(3) %bp.1.1, align 2
  %bq.2.0 = add i32 %bq, 528
  %bw.2.0 = zext i32 %bq.2.0 to i64
  %bp.2.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %bw.2.0
  %bv.2.0 = load <2 x half>, ptr addrspace(3) %bp.2.0, align 2
  %bq.2.1 = add i32 %bq, 536
  %bw.2.1 = zext i32 %bq.2.1 to i64
  %bp.2.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %bw.2.1
  %bv.2.1 = load <2 x half>, ptr addrspace(3) %bp.2.1, align 2
  %bq.3.0 = add i32 %bq, 792
  %bw.3.0 = zext i32 %bq.3.0 to i64
  %bp.3.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %bw.3.0
  %bv.3.0 = load <2 x half>, ptr addrspace(3) %bp.3.0, align 2
  %bq.3.1 = add i32 %bq, 800
  %bw.3.1 = zext i32 %bq.3.1 to i64
  %bp.3.1 = getelementptr inbounds half, ptr addrspace(3) @paritykit_conv_wgrad_72.lds_b, i64 %bw.3.1
  %bv.3.1 = load <2 x half>, ptr addrspace(3) %bp.3.1, align 2
  %mc.0.0.0 = extractvalue { float, float, float, float } %mc.0.0, 0
  %mc.0.0.1 = extractvalue { float, float, float, float } %mc.0.0, 1
  %mc.0.0.2 = extractvalue { float, float, float, float } %mc.0.0, 2
  %mc.0.0.3 = extractvalue { float, float, float, float } %mc.0.0, 3
  %mc.0.0.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %av.0.0, <2 x half> %av.0.1, <2 x half> %av.0.2, <2 x half> %av.0.3, <2 x half> %bv.0.0, <2 x half> %bv.0.1, float %mc.0.0.0, float %mc.0.0.1, float %mc.0.0.2, float %mc.0.0.3)
  %mc.0.1.0 = extractvalue { float, float, float, float } %mc.0.1, 0
  %mc.0.1.1 = extractvalue { float, float, float, float } %mc.0.1, 1
  %mc.0.1.2 = extractvalue { float, float, float, float } %mc.0.1, 2
  %mc.0.1.3 = extractvalue { float, float, float, float } %mc.0.1, 3
  %mc.0.1.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %av.0.0, <2 x half> %av.0.1, <2 x half> %av.0.2, <2 x half> %av.0.3, <2 x half> %bv.1.0, <2 x half> %bv.1.1, float %mc.0.1.0, float %mc.0.1.1, float %mc.0.1.2, float %mc.0.1.3)
  %mc.0.2.0 = extractvalue { float, float, float, float } %mc.0.2, 0
  %mc.0.2.1 = extractvalue { float, float, float, float } %mc.0.2, 1
  %mc.0.2.2 = extractvalue { float, float, float, float } %mc.0.2, 2
  %mc.0.2.3 = extractvalue { float, float, float, float } %mc.0.2, 3
  %mc.0.2.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %av.0.0, <2 x half> %av.0.1, <2 x half> %av.0.2, <2 x half> %av.0.3, <2 x half> %bv.2.0, <2 x half> %bv.2.1, float %mc.0.2.0, float %mc.0.2.1, float %mc.0.2.2, float %mc.0.2.3)
  %mc.0.3.0 = extractvalue { float, float, float, float } %mc.0.3, 0
  %mc.0.3.1 = extractvalue { float, float, float, float } %mc.0.3, 1
  %mc.0.3.2 = extractvalue { float, float, float, float } %mc.0.3, 2
  %mc.0.3.3 = extractvalue { float, float, float, float } %mc.0.3, 3
  %mc.0.3.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %av.0.0, <2 x half> %av.0.1, <2 x half> %av.0.2, <2 x half> %av.0.3, <2 x half> %bv.3.0, <2 x half> %bv.3.1, float %mc.0.3.0, float %mc.0.3.1, float %mc.0.3.2, float %mc.0.3.3)
  %mc.1.0.0 = extractvalue { float, float, float, float } %mc.1.0, 0
  %mc.1.0.1 = extractvalue { float, float, float, float } %mc.1.0, 1
  %mc.1.0.2 = extractvalue { float, float, float, float } %mc.1.0, 2
  %mc.1.0.3 = extractvalue { float, float, float, float } %mc.1.0, 3
  %mc.1.0.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %av.1.0, <2 x half> %av.1.1, <2 x half> %av.1.2, <2 x half> %av.1.3, <2 x half> %bv.0.0, <2 x half> %bv.0.1, float %mc.1.0.0, float %mc.1.0.1, float %mc.1.0.2, float %mc.1.0.3)
  %mc.1.1.0 = extractvalue { float, float, float, float } %mc.1.1, 0
  %mc.1.1.1 = extractvalue { float, float, float, float } %mc.1.1, 1
  %mc.1.1.2 = extractvalue { float, float, float, float } %mc.1.1, 2
  %mc.1.1.3 = extractvalue { float, float, float, float } %mc.1.1, 3
  %mc.1.1.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %av.1.0, <2 x half> %av.1.1, <2 x half> %av.1.2, <2 x half> %av.1.3, <2 x half> %bv.1.0, <2 x half> %bv.1.1, float %mc.1.1.0, float %mc.1.1.1, float %mc.1.1.2, float %mc.1.1.3)
  %mc.1.2.0 = extractvalue { float, float, float, float } %mc.1.2, 0
  %mc.1.2.1 = extractvalue { float, float, float, float } %mc.1.2, 1
  %mc.1.2.2 = extractvalue { float, float, float, float } %mc.1.2, 2
  %mc.1.2.3 = extractvalue { float, float, float, float } %mc.1.2, 3
  %mc.1.2.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %av.1.0, <2 x half> %av.1.1, <2 x half> %av.1.2, <2 x half> %av.1.3, <2 x half> %bv.2.0, <2 x half> %bv.2.1, float %mc.1.2.0, float %mc.1.2.1, float %mc.1.2.2, float %mc.1.2.3)
  %mc.1.3.0 = extractvalue { float, float, float, float } %mc.1.3, 0
  %mc.1.3.1 = extractvalue { float, float, float, float } %mc.1.3, 1
  %mc.1.3.2 = extractvalue { float, float, float, float } %mc.1.3, 2
  %mc.1.3.3 = extractvalue { float, float, float, float } %mc.1.3, 3
  %mc.1.3.next = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %av.1.0, <2 x half> %av.1.1, <2 x half> %av.1.2, <2 x half> %av.1.3, <2 x half> %bv.3.0, <2 x half> %bv.3.1, float %mc.1.3.0, float %mc.1.3.1, float %mc.1.3.2, float %mc.1.3.3)
  %kk.next = add i32 %kk, 16
  %kk.more = icmp ult i32 %kk.next, 32
  br i1 %kk.more, label %inner, label %kstep

kstep:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %k0.next = add i32 %k0, 32
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
  %acc.1.0 = extractvalue { float, float, float, float } %macc.0.0, 2
  %acc.1.1 = extractvalue { float, float, float, float } %macc.0.0, 3
  %acc.1.2 = extractvalue { float, float, float, float } %macc.0.1, 2
  %acc.1.3 = extractvalue { float, float, float, float } %macc.0.1, 3
  %acc.1.4 = extractvalue { float, float, float, float } %macc.0.2, 2
  %acc.1.5 = extractvalue { float, float, float, float } %macc.0.2, 3
  %acc.1.6 = extractvalue { float, float, float, float } %macc.0.3, 2
  %acc.1.7 = extractvalue { float, float, float, float } %macc.0.3, 3
  %acc.2.0 = extractvalue { float, float, float, float } %macc.1.0, 0
  %acc.2.1 = extractvalue { float, float, float, float } %macc.1.0, 1
  %acc.2.2 = extractvalue { float, float, float, float } %macc.1.1, 0
  %acc.2.3 = extractvalue { float, float, float, float } %macc.1.1, 1
  %acc.2.4 = extractvalue { float, float, float, float } %macc.1.2, 0
  %acc.2.5 = extractvalue { float, float, float, float } %macc.1.2, 1
  %acc.2.6 = extractvalue { float, float, float, float } %macc.1.3, 0
  %acc.2.7 = extractvalue { float, float, float, float } %macc.1.3, 1
  %acc.3.0 = extractvalue { float, float, float, float } %macc.1.0, 2
  %acc.3.1 = extractvalue { float, float, float, float } %macc.1.0, 3
  %acc.3.2 = extractvalue { float, float, float, float } %macc.1.1, 2
  %acc.3.3 = extractvalue { float, float, float, float } %macc.1.1, 3
  %acc.3.4 = extractvalue { float, float, float, float } %macc.1.2, 2
  %acc.3.5 = extractvalue { float, float, float, float } %macc.1.2, 3
  %acc.3.6 = extractvalue { float, float, float, float } %macc.1.3, 2
  %acc.3.7 = extractvalue { float, float, float, float } %macc.1.3, 3
  %N64 = zext i32 %N to i64
  %er.0 = add i32 %m0, %ar.0
  %erok.0 = icmp ult i32 %er.0, %M
  %er64.0 = zext i32 %er.0 to i64
  %erow.0 = mul i64 %er64.0, %N64
  %er.1 = add i32 %m0, %ar.1
  %erok.1 = icmp ult i32 %er.1, %M
  %er64.1 = zext i32 %er.1 to i64
  %erow.1 = mul i64 %er64.1, %N64
  %er.2 = add i32 %m0, %ar.2
  %erok.2 = icmp ult i32 %er.2, %M
  %er64.2 = zext i32 %er.2 to i64
  %erow.2 = mul i64 %er64.2, %N64
  %er.3 = add i32 %m0, %ar.3
  %erok.3 = icmp ult i32 %er.3, %M
  %er64.3 = zext i32 %er.3 to i64
  %erow.3 = mul i64 %er64.3, %N64
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
  %M64 = zext i32 %M to i64
  %bz64 = zext i32 %bz to i64
  %wplane = mul i64 %M64, %N64
  %wofs = mul i64 %bz64, %wplane
  %Dz = getelementptr inbounds float, ptr addrspace(1) %W, i64 %wofs
  br label %e.0.0

e.0.0:
  %eok.0.0 = and i1 %erok.0, %ecok.0
  br i1 %eok.0.0, label %es.0.0, label %e.0.1

es.0.0:
  %eidx.0.0 = add i64 %erow.0, %ec64.0
  %eptr.0.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.0.0
  store float %acc.0.0, ptr addrspace(1) %eptr.0.0, align 4
  br label %e.0.1

e.0.1:
  %eok.0.1 = and i1 %erok.0, %ecok.1
  br i1 %eok.0.1, label %es.0.1, label %e.0.2

es.0.1:
  %eidx.0.1 = add i64 %erow.0, %ec64.1
  %eptr.0.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.0.1
  store float %acc.0.1, ptr addrspace(1) %eptr.0.1, align 4
  br label %e.0.2

e.0.2:
  %eok.0.2 = and i1 %erok.0, %ecok.2
  br i1 %eok.0.2, label %es.0.2, label %e.0.3

es.0.2:
  %eidx.0.2 = add i64 %erow.0, %ec64.2
  %eptr.0.2 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.0.2
  store float %acc.0.2, ptr addrspace(1) %eptr.0.2, align 4
  br label %e.0.3

e.0.3:
  %eok.0.3 = and i1 %erok.0, %ecok.3
  br i1 %eok.0.3, label %es.0.3, label %e.0.4

es.0.3:
  %eidx.0.3 = add i64 %erow.0, %ec64.3
  %eptr.0.3 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.0.3
  store float %acc.0.3, ptr addrspace(1) %eptr.0.3, align 4
  br label %e.0.4

e.0.4:
  %eok.0.4 = and i1 %erok.0, %ecok.4
  br i1 %eok.0.4, label %es.0.4, label %e.0.5

es.0.4:
  %eidx.0.4 = add i64 %erow.0, %ec64.4
  %eptr.0.4 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.0.4
  store float %acc.0.4, ptr addrspace(1) %eptr.0.4, align 4
  br label %e.0.5

e.0.5:
  %eok.0.5 = and i1 %erok.0, %ecok.5
  br i1 %eok.0.5, label %es.0.5, label %e.0.6

es.0.5:
  %eidx.0.5 = add i64 %erow.0, %ec64.5
  %eptr.0.5 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.0.5
  store float %acc.0.5, ptr addrspace(1) %eptr.0.5, align 4
  br label %e.0.6

e.0.6:
  %eok.0.6 = and i1 %erok.0, %ecok.6
  br i1 %eok.0.6, label %es.0.6, label %e.0.7

es.0.6:
  %eidx.0.6 = add i64 %erow.0, %ec64.6
  %eptr.0.6 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.0.6
  store float %acc.0.6, ptr addrspace(1) %eptr.0.6, align 4
  br label %e.0.7

e.0.7:
  %eok.0.7 = and i1 %erok.0, %ecok.7
  br i1 %eok.0.7, label %es.0.7, label %e.1.0

es.0.7:
  %eidx.0.7 = add i64 %erow.0, %ec64.7
  %eptr.0.7 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.0.7
  store float %acc.0.7, ptr addrspace(1) %eptr.0.7, align 4
  br label %e.1.0

e.1.0:
  %eok.1.0 = and i1 %erok.1, %ecok.0
  br i1 %eok.1.0, label %es.1.0, label %e.1.1

es.1.0:
  %eidx.1.0 = add i64 %erow.1, %ec64.0
  %eptr.1.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.1.0
  store float %acc.1.0, ptr addrspace(1) %eptr.1.0, align 4
  br label %e.1.1

e.1.1:
  %eok.1.1 = and i1 %erok.1, %ecok.1
  br i1 %eok.1.1, label %es.1.1, label %e.1.2

es.1.1:
  %eidx.1.1 = add i64 %erow.1, %ec64.1
  %eptr.1.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.1.1
  store float %acc.1.1, ptr addrspace(1) %eptr.1.1, align 4
  br label %e.1.2

e.1.2:
  %eok.1.2 = and i1 %erok.1, %ecok.2
  br i1 %eok.1.2, label %es.1.2, label %e.1.3

es.1.2:
  %eidx.1.2 = add i64 %erow.1, %ec64.2
  %eptr.1.2 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.1.2
  store float %acc.1.2, ptr addrspace(1) %eptr.1.2, align 4
  br label %e.1.3

e.1.3:
  %eok.1.3 = and i1 %erok.1, %ecok.3
  br i1 %eok.1.3, label %es.1.3, label %e.1.4

es.1.3:
  %eidx.1.3 = add i64 %erow.1, %ec64.3
  %eptr.1.3 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.1.3
  store float %acc.1.3, ptr addrspace(1) %eptr.1.3, align 4
  br label %e.1.4

e.1.4:
  %eok.1.4 = and i1 %erok.1, %ecok.4
  br i1 %eok.1.4, label %es.1.4, label %e.1.5

es.1.4:
  %eidx.1.4 = add i64 %erow.1, %ec64.4
  %eptr.1.4 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.1.4
  store float %acc.1.4, ptr addrspace(1) %eptr.1.4, align 4
  br label %e.1.5

e.1.5:
  %eok.1.5 = and i1 %erok.1, %ecok.5
  br i1 %eok.1.5, label %es.1.5, label %e.1.6

es.1.5:
  %eidx.1.5 = add i64 %erow.1, %ec64.5
  %eptr.1.5 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.1.5
  store float %acc.1.5, ptr addrspace(1) %eptr.1.5, align 4
  br label %e.1.6

e.1.6:
  %eok.1.6 = and i1 %erok.1, %ecok.6
  br i1 %eok.1.6, label %es.1.6, label %e.1.7

es.1.6:
  %eidx.1.6 = add i64 %erow.1, %ec64.6
  %eptr.1.6 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.1.6
  store float %acc.1.6, ptr addrspace(1) %eptr.1.6, align 4
  br label %e.1.7

e.1.7:
  %eok.1.7 = and i1 %erok.1, %ecok.7
  br i1 %eok.1.7, label %es.1.7, label %e.2.0

es.1.7:
  %eidx.1.7 = add i64 %erow.1, %ec64.7
  %eptr.1.7 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.1.7
  store float %acc.1.7, ptr addrspace(1) %eptr.1.7, align 4
  br label %e.2.0

e.2.0:
  %eok.2.0 = and i1 %erok.2, %ecok.0
  br i1 %eok.2.0, label %es.2.0, label %e.2.1

es.2.0:
  %eidx.2.0 = add i64 %erow.2, %ec64.0
  %eptr.2.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.2.0
  store float %acc.2.0, ptr addrspace(1) %eptr.2.0, align 4
  br label %e.2.1

e.2.1:
  %eok.2.1 = and i1 %erok.2, %ecok.1
  br i1 %eok.2.1, label %es.2.1, label %e.2.2

es.2.1:
  %eidx.2.1 = add i64 %erow.2, %ec64.1
  %eptr.2.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.2.1
  store float %acc.2.1, ptr addrspace(1) %eptr.2.1, align 4
  br label %e.2.2

e.2.2:
  %eok.2.2 = and i1 %erok.2, %ecok.2
  br i1 %eok.2.2, label %es.2.2, label %e.2.3

es.2.2:
  %eidx.2.2 = add i64 %erow.2, %ec64.2
  %eptr.2.2 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.2.2
  store float %acc.2.2, ptr addrspace(1) %eptr.2.2, align 4
  br label %e.2.3

e.2.3:
  %eok.2.3 = and i1 %erok.2, %ecok.3
  br i1 %eok.2.3, label %es.2.3, label %e.2.4

es.2.3:
  %eidx.2.3 = add i64 %erow.2, %ec64.3
  %eptr.2.3 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.2.3
  store float %acc.2.3, ptr addrspace(1) %eptr.2.3, align 4
  br label %e.2.4

e.2.4:
  %eok.2.4 = and i1 %erok.2, %ecok.4
  br i1 %eok.2.4, label %es.2.4, label %e.2.5

es.2.4:
  %eidx.2.4 = add i64 %erow.2, %ec64.4
  %eptr.2.4 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.2.4
  store float %acc.2.4, ptr addrspace(1) %eptr.2.4, align 4
  br label %e.2.5

e.2.5:
  %eok.2.5 = and i1 %erok.2, %ecok.5
  br i1 %eok.2.5, label %es.2.5, label %e.2.6

es.2.5:
  %eidx.2.5 = add i64 %erow.2, %ec64.5
  %eptr.2.5 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.2.5
  store float %acc.2.5, ptr addrspace(1) %eptr.2.5, align 4
  br label %e.2.6

e.2.6:
  %eok.2.6 = and i1 %erok.2, %ecok.6
  br i1 %eok.2.6, label %es.2.6, label %e.2.7

es.2.6:
  %eidx.2.6 = add i64 %erow.2, %ec64.6
  %eptr.2.6 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.2.6
  store float %acc.2.6, ptr addrspace(1) %eptr.2.6, align 4
  br label %e.2.7

e.2.7:
  %eok.2.7 = and i1 %erok.2, %ecok.7
  br i1 %eok.2.7, label %es.2.7, label %e.3.0

es.2.7:
  %eidx.2.7 = add i64 %erow.2, %ec64.7
  %eptr.2.7 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.2.7
  store float %acc.2.7, ptr addrspace(1) %eptr.2.7, align 4
  br label %e.3.0

e.3.0:
  %eok.3.0 = and i1 %erok.3, %ecok.0
  br i1 %eok.3.0, label %es.3.0, label %e.3.1

es.3.0:
  %eidx.3.0 = add i64 %erow.3, %ec64.0
  %eptr.3.0 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.3.0
  store float %acc.3.0, ptr addrspace(1) %eptr.3.0, align 4
  br label %e.3.1

e.3.1:
  %eok.3.1 = and i1 %erok.3, %ecok.1
  br i1 %eok.3.1, label %es.3.1, label %e.3.2

es.3.1:
  %eidx.3.1 = add i64 %erow.3, %ec64.1
  %eptr.3.1 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.3.1
  store float %acc.3.1, ptr addrspace(1) %eptr.3.1, align 4
  br label %e.3.2

e.3.2:
  %eok.3.2 = and i1 %erok.3, %ecok.2
  br i1 %eok.3.2, label %es.3.2, label %e.3.3

es.3.2:
  %eidx.3.2 = add i64 %erow.3, %ec64.2
  %eptr.3.2 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.3.2
  store float %acc.3.2, ptr addrspace(1) %eptr.3.2, align 4
  br label %e.3.3

e.3.3:
  %eok.3.3 = and i1 %erok.3, %ecok.3
  br i1 %eok.3.3, label %es.3.3, label %e.3.4

es.3.3:
  %eidx.3.3 = add i64 %erow.3, %ec64.3
  %eptr.3.3 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.3.3
  store float %acc.3.3, ptr addrspace(1) %eptr.3.3, align 4
  br label %e.3.4

e.3.4:
  %eok.3.4 = and i1 %erok.3, %ecok.4
  br i1 %eok.3.4, label %es.3.4, label %e.3.5

es.3.4:
  %eidx.3.4 = add i64 %erow.3, %ec64.4
  %eptr.3.4 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.3.4
  store float %acc.3.4, ptr addrspace(1) %eptr.3.4, align 4
  br label %e.3.5

e.3.5:
  %eok.3.5 = and i1 %erok.3, %ecok.5
  br i1 %eok.3.5, label %es.3.5, label %e.3.6

es.3.5:
  %eidx.3.5 = add i64 %erow.3, %ec64.5
  %eptr.3.5 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.3.5
  store float %acc.3.5, ptr addrspace(1) %eptr.3.5, align 4
  br label %e.3.6

e.3.6:
  %eok.3.6 = and i1 %erok.3, %ecok.6
  br i1 %eok.3.6, label %es.3.6, label %e.3.7

es.3.6:
  %eidx.3.6 = add i64 %erow.3, %ec64.6
  %eptr.3.6 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.3.6
  store float %acc.3.6, ptr addrspace(1) %eptr.3.6, align 4
  br label %e.3.7

e.3.7:
  %eok.3.7 = and i1 %erok.3, %ecok.7
  br i1 %eok.3.7, label %es.3.7, label %exit

es.3.7:
  %eidx.3.7 = add i64 %erow.3, %ec64.7
  %eptr.3.7 = getelementptr inbounds float, ptr addrspace(1) %Dz, i64 %eidx.3.7
  store float %acc.3.7, ptr addrspace(1) %eptr.3.7, align 4
  br label %exit

exit:
  ret void
}

define ptx_kernel void @paritykit_conv_wgrad_72_reduce(ptr addrspace(1) noalias captures(none) readonly %W, ptr addrspace(1) noalias captures(none) %D, i32 %M, i32 %N) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx64 = zext i32 %bx to i64
  %tid64 = zext i32 %tid to i64
  %base = mul i64 %bx64, 256
  %idx = add i64 %base, %tid64
  %M64 = zext i32 %M to i64
  %N64 = zext i32 %N to i64
  %total = mul i64 %M64, %N64
  %inb = icmp ult i64 %idx, %total
  br i1 %inb, label %sum, label %exit

sum:
  %w0.o = mul i64 %total, 0
  %w0.i = add i64 %w0.o, %idx
  %w0.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w0.i
  %w0.v = load float, ptr addrspace(1) %w0.p, align 4
  %w1.o = mul i64 %total, 1
  %w1.i = add i64 %w1.o, %idx
  %w1.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w1.i
  %w1.v = load float, ptr addrspace(1) %w1.p, align 4
  %sum1 = fadd float %w0.v, %w1.v
  %w2.o = mul i64 %total, 2
  %w2.i = add i64 %w2.o, %idx
  %w2.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w2.i
  %w2.v = load float, ptr addrspace(1) %w2.p, align 4
  %sum2 = fadd float %sum1, %w2.v
  %w3.o = mul i64 %total, 3
  %w3.i = add i64 %w3.o, %idx
  %w3.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w3.i
  %w3.v = load float, ptr addrspace(1) %w3.p, align 4
  %sum3 = fadd float %sum2, %w3.v
  %w4.o = mul i64 %total, 4
  %w4.i = add i64 %w4.o, %idx
  %w4.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w4.i
  %w4.v = load float, ptr addrspace(1) %w4.p, align 4
  %sum4 = fadd float %sum3, %w4.v
  %w5.o = mul i64 %total, 5
  %w5.i = add i64 %w5.o, %idx
  %w5.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w5.i
  %w5.v = load float, ptr addrspace(1) %w5.p, align 4
  %sum5 = fadd float %sum4, %w5.v
  %w6.o = mul i64 %total, 6
  %w6.i = add i64 %w6.o, %idx
  %w6.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w6.i
  %w6.v = load float, ptr addrspace(1) %w6.p, align 4
  %sum6 = fadd float %sum5, %w6.v
  %w7.o = mul i64 %total, 7
  %w7.i = add i64 %w7.o, %idx
  %w7.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w7.i
  %w7.v = load float, ptr addrspace(1) %w7.p, align 4
  %sum7 = fadd float %sum6, %w7.v
  %w8.o = mul i64 %total, 8
  %w8.i = add i64 %w8.o, %idx
  %w8.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w8.i
  %w8.v = load float, ptr addrspace(1) %w8.p, align 4
  %sum8 = fadd float %sum7, %w8.v
  %w9.o = mul i64 %total, 9
  %w9.i = add i64 %w9.o, %idx
  %w9.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w9.i
  %w9.v = load float, ptr addrspace(1) %w9.p, align 4
  %sum9 = fadd float %sum8, %w9.v
  %w10.o = mul i64 %total, 10
  %w10.i = add i64 %w10.o, %idx
  %w10.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w10.i
  %w10.v = load float, ptr addrspace(1) %w10.p, align 4
  %sum10 = fadd float %sum9, %w10.v
  %w11.o = mul i64 %total, 11
  %w11.i = add i64 %w11.o, %idx
  %w11.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w11.i
  %w11.v = load float, ptr addrspace(1) %w11.p, align 4
  %sum11 = fadd float %sum10, %w11.v
  %w12.o = mul i64 %total, 12
  %w12.i = add i64 %w12.o, %idx
  %w12.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w12.i
  %w12.v = load float, ptr addrspace(1) %w12.p, align 4
  %sum12 = fadd float %sum11, %w12.v
  %w13.o = mul i64 %total, 13
  %w13.i = add i64 %w13.o, %idx
  %w13.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w13.i
  %w13.v = load float, ptr addrspace(1) %w13.p, align 4
  %sum13 = fadd float %sum12, %w13.v
  %w14.o = mul i64 %total, 14
  %w14.i = add i64 %w14.o, %idx
  %w14.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w14.i
  %w14.v = load float, ptr addrspace(1) %w14.p, align 4
  %sum14 = fadd float %sum13, %w14.v
  %w15.o = mul i64 %total, 15
  %w15.i = add i64 %w15.o, %idx
  %w15.p = getelementptr inbounds float, ptr addrspace(1) %W, i64 %w15.i
  %w15.v = load float, ptr addrspace(1) %w15.p, align 4
  %sum15 = fadd float %sum14, %w15.v
  %out.v = fptrunc float %sum15 to half
  %out.p = getelementptr inbounds half, ptr addrspace(1) %D, i64 %idx
  store half %out.v, ptr addrspace(1) %out.p, align 2
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)
