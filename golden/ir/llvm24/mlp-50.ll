; paritykit mlp config 50, flavor llvm24, target gfx950
source_filename = "paritykit.mlp.50"
target triple = "amdgcn-amd-amdhsa"

@paritykit_mlp_50.wgt = internal addrspace(3) global [2176 x half] poison, align 16

define amdgpu_kernel void @paritykit_mlp_50(ptr addrspace(1) noalias captures(none) readonly %X, ptr addrspace(1) noalias captures(none) readonly %P, ptr addrspace(1) noalias captures(none) %Y, i32 %B) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bx = call i32 @llvm.amdgcn.workgroup.id.x()
  %row0 = mul i32 %bx, 32
  %wave = udiv i32 %tid, 64
  %lane = urem i32 %tid, 64
  %wrow = mul i32 %wave, 16
  %llo = urem i32 %lane, 16
  %lhi = udiv i32 %lane, 16
  %xr = mul i32 %llo, 1
  %xk = mul i32 %lhi, 4
  %xwr = add i32 %wrow, %xr
  %xg = add i32 %row0, %xwr
  %wr = mul i32 %llo, 1
  %wk = mul i32 %lhi, 4
  %wo = mul i32 %wr, 136
  %wbase = add i32 %wo, %wk
  %cr = mul i32 %lhi, 4
  %cc = mul i32 %llo, 1
  %cwr = add i32 %wrow, %cc
  %ob = add i32 %row0, %cwr
  br label %in

in:
  %in.g.0 = add i32 %xg, 0
  %in.ok.0 = icmp ult i32 %in.g.0, %B
  %in.g64.0 = zext i32 %in.g.0 to i64
  %in.row.0 = mul i64 %in.g64.0, 3
  %in.c.0.0.0 = add i32 %xk, 0
  %in.cok.0.0.0 = icmp ult i32 %in.c.0.0.0, 3
  %in.ok.0.0.0 = and i1 %in.ok.0, %in.cok.0.0.0
  %in.c64.0.0.0 = zext i32 %in.c.0.0.0 to i64
  %in.idx.0.0.0 = add i64 %in.row.0, %in.c64.0.0.0
  %in.safe.0.0.0 = select i1 %in.ok.0.0.0, i64 %in.idx.0.0.0, i64 0
  %in.p.0.0.0 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.0.0.0
  %in.x.0.0.0 = load half, ptr addrspace(1) %in.p.0.0.0, align 2
  %in.e.0.0.0 = select i1 %in.ok.0.0.0, half %in.x.0.0.0, half 0xH0000
  %x0.i.0.0.0 = insertelement <4 x half> poison, half %in.e.0.0.0, i32 0
  %in.c.0.0.1 = add i32 %xk, 1
  %in.cok.0.0.1 = icmp ult i32 %in.c.0.0.1, 3
  %in.ok.0.0.1 = and i1 %in.ok.0, %in.cok.0.0.1
  %in.c64.0.0.1 = zext i32 %in.c.0.0.1 to i64
  %in.idx.0.0.1 = add i64 %in.row.0, %in.c64.0.0.1
  %in.safe.0.0.1 = select i1 %in.ok.0.0.1, i64 %in.idx.0.0.1, i64 0
  %in.p.0.0.1 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.0.0.1
  %in.x.0.0.1 = load half, ptr addrspace(1) %in.p.0.0.1, align 2
  %in.e.0.0.1 = select i1 %in.ok.0.0.1, half %in.x.0.0.1, half 0xH0000
  %x0.i.0.0.1 = insertelement <4 x half> %x0.i.0.0.0, half %in.e.0.0.1, i32 1
  %in.c.0.0.2 = add i32 %xk, 2
  %in.cok.0.0.2 = icmp ult i32 %in.c.0.0.2, 3
  %in.ok.0.0.2 = and i1 %in.ok.0, %in.cok.0.0.2
  %in.c64.0.0.2 = zext i32 %in.c.0.0.2 to i64
  %in.idx.0.0.2 = add i64 %in.row.0, %in.c64.0.0.2
  %in.safe.0.0.2 = select i1 %in.ok.0.0.2, i64 %in.idx.0.0.2, i64 0
  %in.p.0.0.2 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.0.0.2
  %in.x.0.0.2 = load half, ptr addrspace(1) %in.p.0.0.2, align 2
  %in.e.0.0.2 = select i1 %in.ok.0.0.2, half %in.x.0.0.2, half 0xH0000
  %x0.i.0.0.2 = insertelement <4 x half> %x0.i.0.0.1, half %in.e.0.0.2, i32 2
  %in.c.0.0.3 = add i32 %xk, 3
  %in.cok.0.0.3 = icmp ult i32 %in.c.0.0.3, 3
  %in.ok.0.0.3 = and i1 %in.ok.0, %in.cok.0.0.3
  %in.c64.0.0.3 = zext i32 %in.c.0.0.3 to i64
  %in.idx.0.0.3 = add i64 %in.row.0, %in.c64.0.0.3
  %in.safe.0.0.3 = select i1 %in.ok.0.0.3, i64 %in.idx.0.0.3, i64 0
  %in.p.0.0.3 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.0.0.3
  %in.x.0.0.3 = load half, ptr addrspace(1) %in.p.0.0.3, align 2
  %in.e.0.0.3 = select i1 %in.ok.0.0.3, half %in.x.0.0.3, half 0xH0000
  %x0.v.0.0 = insertelement <4 x half> %x0.i.0.0.2, half %in.e.0.0.3, i32 3
  %in.c.1.0.0 = add i32 %xk, 16
  %in.cok.1.0.0 = icmp ult i32 %in.c.1.0.0, 3
  %in.ok.1.0.0 = and i1 %in.ok.0, %in.cok.1.0.0
  %in.c64.1.0.0 = zext i32 %in.c.1.0.0 to i64
  %in.idx.1.0.0 = add i64 %in.row.0, %in.c64.1.0.0
  %in.safe.1.0.0 = select i1 %in.ok.1.0.0, i64 %in.idx.1.0.0, i64 0
  %in.p.1.0.0 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.1.0.0
  %in.x.1.0.0 = load half, ptr addrspace(1) %in.p.1.0.0, align 2
  %in.e.1.0.0 = select i1 %in.ok.1.0.0, half %in.x.1.0.0, half 0xH0000
  %x0.i.1.0.0 = insertelement <4 x half> poison, half %in.e.1.0.0, i32 0
  %in.c.1.0.1 = add i32 %xk, 17
  %in.cok.1.0.1 = icmp ult i32 %in.c.1.0.1, 3
  %in.ok.1.0.1 = and i1 %in.ok.0, %in.cok.1.0.1
  %in.c64.1.0.1 = zext i32 %in.c.1.0.1 to i64
  %in.idx.1.0.1 = add i64 %in.row.0, %in.c64.1.0.1
  %in.safe.1.0.1 = select i1 %in.ok.1.0.1, i64 %in.idx.1.0.1, i64 0
  %in.p.1.0.1 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.1.0.1
  %in.x.1.0.1 = load half, ptr addrspace(1) %in.p.1.0.1, align 2
  %in.e.1.0.1 = select i1 %in.ok.1.0.1, half %in.x.1.0.1, half 0xH0000
  %x0.i.1.0.1 = insertelement <4 x half> %x0.i.1.0.0, half %in.e.1.0.1, i32 1
  %in.c.1.0.2 = add i32 %xk, 18
  %in.cok.1.0.2 = icmp ult i32 %in.c.1.0.2, 3
  %in.ok.1.0.2 = and i1 %in.ok.0, %in.cok.1.0.2
  %in.c64.1.0.2 = zext i32 %in.c.1.0.2 to i64
  %in.idx.1.0.2 = add i64 %in.row.0, %in.c64.1.0.2
  %in.safe.1.0.2 = select i1 %in.ok.1.0.2, i64 %in.idx.1.0.2, i64 0
  %in.p.1.0.2 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.1.0.2
  %in.x.1.0.2 = load half, ptr addrspace(1) %in.p.1.0.2, align 2
  %in.e.1.0.2 = select i1 %in.ok.1.0.2, half %in.x.1.0.2, half 0xH0000
  %x0.i.1.0.2 = insertelement <4 x half> %x0.i.1.0.1, half %in.e.1.0.2, i32 2
  %in.c.1.0.3 = add i32 %xk, 19
  %in.cok.1.0.3 = icmp ult i32 %in.c.1.0.3, 3
  %in.ok.1.0.3 = and i1 %in.ok.0, %in.cok.1.0.3
  %in.c64.1.0.3 = zext i32 %in.c.1.0.3 to i64
  %in.idx.1.0.3 = add i64 %in.row.0, %in.c64.1.0.3
  %in.safe.1.0.3 = select i1 %in.ok.1.0.3, i64 %in.idx.1.0.3, i64 0
  %in.p.1.0.3 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.1.0.3
  %in.x.1.0.3 = load half, ptr addrspace(1) %in.p.1.0.3, align 2
  %in.e.1.0.3 = select i1 %in.ok.1.0.3, half %in.x.1.0.3, half 0xH0000
  %x0.v.1.0 = insertelement <4 x half> %x0.i.1.0.2, half %in.e.1.0.3, i32 3
  %in.c.2.0.0 = add i32 %xk, 32
  %in.cok.2.0.0 = icmp ult i32 %in.c.2.0.0, 3
  %in.ok.2.0.0 = and i1 %in.ok.0, %in.cok.2.0.0
  %in.c64.2.0.0 = zext i32 %in.c.2.0.0 to i64
  %in.idx.2.0.0 = add i64 %in.row.0, %in.c64.2.0.0
  %in.safe.2.0.0 = select i1 %in.ok.2.0.0, i64 %in.idx.2.0.0, i64 0
  %in.p.2.0.0 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.2.0.0
  %in.x.2.0.0 = load half, ptr addrspace(1) %in.p.2.0.0, align 2
  %in.e.2.0.0 = select i1 %in.ok.2.0.0, half %in.x.2.0.0, half 0xH0000
  %x0.i.2.0.0 = insertelement <4 x half> poison, half %in.e.2.0.0, i32 0
  %in.c.2.0.1 = add i32 %xk, 33
  %in.cok.2.0.1 = icmp ult i32 %in.c.2.0.1, 3
  %in.ok.2.0.1 = and i1 %in.ok.0, %in.cok.2.0.1
  %in.c64.2.0.1 = zext i32 %in.c.2.0.1 to i64
  %in.idx.2.0.1 = add i64 %in.row.0, %in.c64.2.0.1
  %in.safe.2.0.1 = select i1 %in.ok.2.0.1, i64 %in.idx.2.0.1, i64 0
  %in.p.2.0.1 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.2.0.1
  %in.x.2.0.1 = load half, ptr addrspace(1) %in.p.2.0.1, align 2
  %in.e.2.0.1 = select i1 %in.ok.2.0.1, half %in.x.2.0.1, half 0xH0000
  %x0.i.2.0.1 = insertelement <4 x half> %x0.i.2.0.0, half %in.e.2.0.1, i32 1
  %in.c.2.0.2 = add i32 %xk, 34
  %in.cok.2.0.2 = icmp ult i32 %in.c.2.0.2, 3
  %in.ok.2.0.2 = and i1 %in.ok.0, %in.cok.2.0.2
  %in.c64.2.0.2 = zext i32 %in.c.2.0.2 to i64
  %in.idx.2.0.2 = add i64 %in.row.0, %in.c64.2.0.2
  %in.safe.2.0.2 = select i1 %in.ok.2.0.2, i64 %in.idx.2.0.2, i64 0
  %in.p.2.0.2 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.2.0.2
  %in.x.2.0.2 = load half, ptr addrspace(1) %in.p.2.0.2, align 2
  %in.e.2.0.2 = select i1 %in.ok.2.0.2, half %in.x.2.0.2, half 0xH0000
  %x0.i.2.0.2 = insertelement <4 x half> %x0.i.2.0.1, half %in.e.2.0.2, i32 2
  %in.c.2.0.3 = add i32 %xk, 35
  %in.cok.2.0.3 = icmp ult i32 %in.c.2.0.3, 3
  %in.ok.2.0.3 = and i1 %in.ok.0, %in.cok.2.0.3
  %in.c64.2.0.3 = zext i32 %in.c.2.0.3 to i64
  %in.idx.2.0.3 = add i64 %in.row.0, %in.c64.2.0.3
  %in.safe.2.0.3 = select i1 %in.ok.2.0.3, i64 %in.idx.2.0.3, i64 0
  %in.p.2.0.3 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.2.0.3
  %in.x.2.0.3 = load half, ptr addrspace(1) %in.p.2.0.3, align 2
  %in.e.2.0.3 = select i1 %in.ok.2.0.3, half %in.x.2.0.3, half 0xH0000
  %x0.v.2.0 = insertelement <4 x half> %x0.i.2.0.2, half %in.e.2.0.3, i32 3
  %in.c.3.0.0 = add i32 %xk, 48
  %in.cok.3.0.0 = icmp ult i32 %in.c.3.0.0, 3
  %in.ok.3.0.0 = and i1 %in.ok.0, %in.cok.3.0.0
  %in.c64.3.0.0 = zext i32 %in.c.3.0.0 to i64
  %in.idx.3.0.0 = add i64 %in.row.0, %in.c64.3.0.0
  %in.safe.3.0.0 = select i1 %in.ok.3.0.0, i64 %in.idx.3.0.0, i64 0
  %in.p.3.0.0 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.3.0.0
  %in.x.3.0.0 = load half, ptr addrspace(1) %in.p.3.0.0, align 2
  %in.e.3.0.0 = select i1 %in.ok.3.0.0, half %in.x.3.0.0, half 0xH0000
  %x0.i.3.0.0 = insertelement <4 x half> poison, half %in.e.3.0.0, i32 0
  %in.c.3.0.1 = add i32 %xk, 49
  %in.cok.3.0.1 = icmp ult i32 %in.c.3.0.1, 3
  %in.ok.3.0.1 = and i1 %in.ok.0, %in.cok.3.0.1
  %in.c64.3.0.1 = zext i32 %in.c.3.0.1 to i64
  %in.idx.3.0.1 = add i64 %in.row.0, %in.c64.3.0.1
  %in.safe.3.0.1 = select i1 %in.ok.3.0.1, i64 %in.idx.3.0.1, i64 0
  %in.p.3.0.1 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.3.0.1
  %in.x.3.0.1 = load half, ptr addrspace(1) %in.p.3.0.1, align 2
  %in.e.3.0.1 = select i1 %in.ok.3.0.1, half %in.x.3.0.1, half 0xH0000
  %x0.i.3.0.1 = insertelement <4 x half> %x0.i.3.0.0, half %in.e.3.0.1, i32 1
  %in.c.3.0.2 = add i32 %xk, 50
  %in.cok.3.0.2 = icmp ult i32 %in.c.3.0.2, 3
  %in.ok.3.0.2 = and i1 %in.ok.0, %in.cok.3.0.2
  %in.c64.3.0.2 = zext i32 %in.c.3.0.2 to i64
  %in.idx.3.0.2 = add i64 %in.row.0, %in.c64.3.0.2
  %in.safe.3.0.2 = select i1 %in.ok.3.0.2, i64 %in.idx.3.0.2, i64 0
  %in.p.3.0.2 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.3.0.2
  %in.x.3.0.2 = load half, ptr addrspace(1) %in.p.3.0.2, align 2
  %in.e.3.0.2 = select i1 %in.ok.3.0.2, half %in.x.3.0.2, half 0xH0000
  %x0.i.3.0.2 = insertelement <4 x half> %x0.i.3.0.1, half %in.e.3.0.2, i32 2
  %in.c.3.0.3 = add i32 %xk, 51
  %in.cok.3.0.3 = icmp ult i32 %in.c.3.0.3, 3
  %in.ok.3.0.3 = and i1 %in.ok.0, %in.cok.3.0.3
  %in.c64.3.0.3 = zext i32 %in.c.3.0.3 to i64
  %in.idx.3.0.3 = add i64 %in.row.0, %in.c64.3.0.3
  %in.safe.3.0.3 = select i1 %in.ok.3.0.3, i64 %in.idx.3.0.3, i64 0
  %in.p.3.0.3 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.3.0.3
  %in.x.3.0.3 = load half, ptr addrspace(1) %in.p.3.0.3, align 2
  %in.e.3.0.3 = select i1 %in.ok.3.0.3, half %in.x.3.0.3, half 0xH0000
  %x0.v.3.0 = insertelement <4 x half> %x0.i.3.0.2, half %in.e.3.0.3, i32 3
  %in.c.4.0.0 = add i32 %xk, 64
  %in.cok.4.0.0 = icmp ult i32 %in.c.4.0.0, 3
  %in.ok.4.0.0 = and i1 %in.ok.0, %in.cok.4.0.0
  %in.c64.4.0.0 = zext i32 %in.c.4.0.0 to i64
  %in.idx.4.0.0 = add i64 %in.row.0, %in.c64.4.0.0
  %in.safe.4.0.0 = select i1 %in.ok.4.0.0, i64 %in.idx.4.0.0, i64 0
  %in.p.4.0.0 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.4.0.0
  %in.x.4.0.0 = load half, ptr addrspace(1) %in.p.4.0.0, align 2
  %in.e.4.0.0 = select i1 %in.ok.4.0.0, half %in.x.4.0.0, half 0xH0000
  %x0.i.4.0.0 = insertelement <4 x half> poison, half %in.e.4.0.0, i32 0
  %in.c.4.0.1 = add i32 %xk, 65
  %in.cok.4.0.1 = icmp ult i32 %in.c.4.0.1, 3
  %in.ok.4.0.1 = and i1 %in.ok.0, %in.cok.4.0.1
  %in.c64.4.0.1 = zext i32 %in.c.4.0.1 to i64
  %in.idx.4.0.1 = add i64 %in.row.0, %in.c64.4.0.1
  %in.safe.4.0.1 = select i1 %in.ok.4.0.1, i64 %in.idx.4.0.1, i64 0
  %in.p.4.0.1 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.4.0.1
  %in.x.4.0.1 = load half, ptr addrspace(1) %in.p.4.0.1, align 2
  %in.e.4.0.1 = select i1 %in.ok.4.0.1, half %in.x.4.0.1, half 0xH0000
  %x0.i.4.0.1 = insertelement <4 x half> %x0.i.4.0.0, half %in.e.4.0.1, i32 1
  %in.c.4.0.2 = add i32 %xk, 66
  %in.cok.4.0.2 = icmp ult i32 %in.c.4.0.2, 3
  %in.ok.4.0.2 = and i1 %in.ok.0, %in.cok.4.0.2
  %in.c64.4.0.2 = zext i32 %in.c.4.0.2 to i64
  %in.idx.4.0.2 = add i64 %in.row.0, %in.c64.4.0.2
  %in.safe.4.0.2 = select i1 %in.ok.4.0.2, i64 %in.idx.4.0.2, i64 0
  %in.p.4.0.2 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.4.0.2
  %in.x.4.0.2 = load half, ptr addrspace(1) %in.p.4.0.2, align 2
  %in.e.4.0.2 = select i1 %in.ok.4.0.2, half %in.x.4.0.2, half 0xH0000
  %x0.i.4.0.2 = insertelement <4 x half> %x0.i.4.0.1, half %in.e.4.0.2, i32 2
  %in.c.4.0.3 = add i32 %xk, 67
  %in.cok.4.0.3 = icmp ult i32 %in.c.4.0.3, 3
  %in.ok.4.0.3 = and i1 %in.ok.0, %in.cok.4.0.3
  %in.c64.4.0.3 = zext i32 %in.c.4.0.3 to i64
  %in.idx.4.0.3 = add i64 %in.row.0, %in.c64.4.0.3
  %in.safe.4.0.3 = select i1 %in.ok.4.0.3, i64 %in.idx.4.0.3, i64 0
  %in.p.4.0.3 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.4.0.3
  %in.x.4.0.3 = load half, ptr addrspace(1) %in.p.4.0.3, align 2
  %in.e.4.0.3 = select i1 %in.ok.4.0.3, half %in.x.4.0.3, half 0xH0000
  %x0.v.4.0 = insertelement <4 x half> %x0.i.4.0.2, half %in.e.4.0.3, i32 3
  %in.c.5.0.0 = add i32 %xk, 80
  %in.cok.5.0.0 = icmp ult i32 %in.c.5.0.0, 3
  %in.ok.5.0.0 = and i1 %in.ok.0, %in.cok.5.0.0
  %in.c64.5.0.0 = zext i32 %in.c.5.0.0 to i64
  %in.idx.5.0.0 = add i64 %in.row.0, %in.c64.5.0.0
  %in.safe.5.0.0 = select i1 %in.ok.5.0.0, i64 %in.idx.5.0.0, i64 0
  %in.p.5.0.0 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.5.0.0
  %in.x.5.0.0 = load half, ptr addrspace(1) %in.p.5.0.0, align 2
  %in.e.5.0.0 = select i1 %in.ok.5.0.0, half %in.x.5.0.0, half 0xH0000
  %x0.i.5.0.0 = insertelement <4 x half> poison, half %in.e.5.0.0, i32 0
  %in.c.5.0.1 = add i32 %xk, 81
  %in.cok.5.0.1 = icmp ult i32 %in.c.5.0.1, 3
  %in.ok.5.0.1 = and i1 %in.ok.0, %in.cok.5.0.1
  %in.c64.5.0.1 = zext i32 %in.c.5.0.1 to i64
  %in.idx.5.0.1 = add i64 %in.row.0, %in.c64.5.0.1
  %in.safe.5.0.1 = select i1 %in.ok.5.0.1, i64 %in.idx.5.0.1, i64 0
  %in.p.5.0.1 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.5.0.1
  %in.x.5.0.1 = load half, ptr addrspace(1) %in.p.5.0.1, align 2
  %in.e.5.0.1 = select i1 %in.ok.5.0.1, half %in.x.5.0.1, half 0xH0000
  %x0.i.5.0.1 = insertelement <4 x half> %x0.i.5.0.0, half %in.e.5.0.1, i32 1
  %in.c.5.0.2 = add i32 %xk, 82
  %in.cok.5.0.2 = icmp ult i32 %in.c.5.0.2, 3
  %in.ok.5.0.2 = and i1 %in.ok.0, %in.cok.5.0.2
  %in.c64.5.0.2 = zext i32 %in.c.5.0.2 to i64
  %in.idx.5.0.2 = add i64 %in.row.0, %in.c64.5.0.2
  %in.safe.5.0.2 = select i1 %in.ok.5.0.2, i64 %in.idx.5.0.2, i64 0
  %in.p.5.0.2 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.5.0.2
  %in.x.5.0.2 = load half, ptr addrspace(1) %in.p.5.0.2, align 2
  %in.e.5.0.2 = select i1 %in.ok.5.0.2, half %in.x.5.0.2, half 0xH0000
  %x0.i.5.0.2 = insertelement <4 x half> %x0.i.5.0.1, half %in.e.5.0.2, i32 2
  %in.c.5.0.3 = add i32 %xk, 83
  %in.cok.5.0.3 = icmp ult i32 %in.c.5.0.3, 3
  %in.ok.5.0.3 = and i1 %in.ok.0, %in.cok.5.0.3
  %in.c64.5.0.3 = zext i32 %in.c.5.0.3 to i64
  %in.idx.5.0.3 = add i64 %in.row.0, %in.c64.5.0.3
  %in.safe.5.0.3 = select i1 %in.ok.5.0.3, i64 %in.idx.5.0.3, i64 0
  %in.p.5.0.3 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.5.0.3
  %in.x.5.0.3 = load half, ptr addrspace(1) %in.p.5.0.3, align 2
  %in.e.5.0.3 = select i1 %in.ok.5.0.3, half %in.x.5.0.3, half 0xH0000
  %x0.v.5.0 = insertelement <4 x half> %x0.i.5.0.2, half %in.e.5.0.3, i32 3
  %in.c.6.0.0 = add i32 %xk, 96
  %in.cok.6.0.0 = icmp ult i32 %in.c.6.0.0, 3
  %in.ok.6.0.0 = and i1 %in.ok.0, %in.cok.6.0.0
  %in.c64.6.0.0 = zext i32 %in.c.6.0.0 to i64
  %in.idx.6.0.0 = add i64 %in.row.0, %in.c64.6.0.0
  %in.safe.6.0.0 = select i1 %in.ok.6.0.0, i64 %in.idx.6.0.0, i64 0
  %in.p.6.0.0 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.6.0.0
  %in.x.6.0.0 = load half, ptr addrspace(1) %in.p.6.0.0, align 2
  %in.e.6.0.0 = select i1 %in.ok.6.0.0, half %in.x.6.0.0, half 0xH0000
  %x0.i.6.0.0 = insertelement <4 x half> poison, half %in.e.6.0.0, i32 0
  %in.c.6.0.1 = add i32 %xk, 97
  %in.cok.6.0.1 = icmp ult i32 %in.c.6.0.1, 3
  %in.ok.6.0.1 = and i1 %in.ok.0, %in.cok.6.0.1
  %in.c64.6.0.1 = zext i32 %in.c.6.0.1 to i64
  %in.idx.6.0.1 = add i64 %in.row.0, %in.c64.6.0.1
  %in.safe.6.0.1 = select i1 %in.ok.6.0.1, i64 %in.idx.6.0.1, i64 0
  %in.p.6.0.1 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.6.0.1
  %in.x.6.0.1 = load half, ptr addrspace(1) %in.p.6.0.1, align 2
  %in.e.6.0.1 = select i1 %in.ok.6.0.1, half %in.x.6.0.1, half 0xH0000
  %x0.i.6.0.1 = insertelement <4 x half> %x0.i.6.0.0, half %in.e.6.0.1, i32 1
  %in.c.6.0.2 = add i32 %xk, 98
  %in.cok.6.0.2 = icmp ult i32 %in.c.6.0.2, 3
  %in.ok.6.0.2 = and i1 %in.ok.0, %in.cok.6.0.2
  %in.c64.6.0.2 = zext i32 %in.c.6.0.2 to i64
  %in.idx.6.0.2 = add i64 %in.row.0, %in.c64.6.0.2
  %in.safe.6.0.2 = select i1 %in.ok.6.0.2, i64 %in.idx.6.0.2, i64 0
  %in.p.6.0.2 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.6.0.2
  %in.x.6.0.2 = load half, ptr addrspace(1) %in.p.6.0.2, align 2
  %in.e.6.0.2 = select i1 %in.ok.6.0.2, half %in.x.6.0.2, half 0xH0000
  %x0.i.6.0.2 = insertelement <4 x half> %x0.i.6.0.1, half %in.e.6.0.2, i32 2
  %in.c.6.0.3 = add i32 %xk, 99
  %in.cok.6.0.3 = icmp ult i32 %in.c.6.0.3, 3
  %in.ok.6.0.3 = and i1 %in.ok.0, %in.cok.6.0.3
  %in.c64.6.0.3 = zext i32 %in.c.6.0.3 to i64
  %in.idx.6.0.3 = add i64 %in.row.0, %in.c64.6.0.3
  %in.safe.6.0.3 = select i1 %in.ok.6.0.3, i64 %in.idx.6.0.3, i64 0
  %in.p.6.0.3 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.6.0.3
  %in.x.6.0.3 = load half, ptr addrspace(1) %in.p.6.0.3, align 2
  %in.e.6.0.3 = select i1 %in.ok.6.0.3, half %in.x.6.0.3, half 0xH0000
  %x0.v.6.0 = insertelement <4 x half> %x0.i.6.0.2, half %in.e.6.0.3, i32 3
  %in.c.7.0.0 = add i32 %xk, 112
  %in.cok.7.0.0 = icmp ult i32 %in.c.7.0.0, 3
  %in.ok.7.0.0 = and i1 %in.ok.0, %in.cok.7.0.0
  %in.c64.7.0.0 = zext i32 %in.c.7.0.0 to i64
  %in.idx.7.0.0 = add i64 %in.row.0, %in.c64.7.0.0
  %in.safe.7.0.0 = select i1 %in.ok.7.0.0, i64 %in.idx.7.0.0, i64 0
  %in.p.7.0.0 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.7.0.0
  %in.x.7.0.0 = load half, ptr addrspace(1) %in.p.7.0.0, align 2
  %in.e.7.0.0 = select i1 %in.ok.7.0.0, half %in.x.7.0.0, half 0xH0000
  %x0.i.7.0.0 = insertelement <4 x half> poison, half %in.e.7.0.0, i32 0
  %in.c.7.0.1 = add i32 %xk, 113
  %in.cok.7.0.1 = icmp ult i32 %in.c.7.0.1, 3
  %in.ok.7.0.1 = and i1 %in.ok.0, %in.cok.7.0.1
  %in.c64.7.0.1 = zext i32 %in.c.7.0.1 to i64
  %in.idx.7.0.1 = add i64 %in.row.0, %in.c64.7.0.1
  %in.safe.7.0.1 = select i1 %in.ok.7.0.1, i64 %in.idx.7.0.1, i64 0
  %in.p.7.0.1 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.7.0.1
  %in.x.7.0.1 = load half, ptr addrspace(1) %in.p.7.0.1, align 2
  %in.e.7.0.1 = select i1 %in.ok.7.0.1, half %in.x.7.0.1, half 0xH0000
  %x0.i.7.0.1 = insertelement <4 x half> %x0.i.7.0.0, half %in.e.7.0.1, i32 1
  %in.c.7.0.2 = add i32 %xk, 114
  %in.cok.7.0.2 = icmp ult i32 %in.c.7.0.2, 3
  %in.ok.7.0.2 = and i1 %in.ok.0, %in.cok.7.0.2
  %in.c64.7.0.2 = zext i32 %in.c.7.0.2 to i64
  %in.idx.7.0.2 = add i64 %in.row.0, %in.c64.7.0.2
  %in.safe.7.0.2 = select i1 %in.ok.7.0.2, i64 %in.idx.7.0.2, i64 0
  %in.p.7.0.2 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.7.0.2
  %in.x.7.0.2 = load half, ptr addrspace(1) %in.p.7.0.2, align 2
  %in.e.7.0.2 = select i1 %in.ok.7.0.2, half %in.x.7.0.2, half 0xH0000
  %x0.i.7.0.2 = insertelement <4 x half> %x0.i.7.0.1, half %in.e.7.0.2, i32 2
  %in.c.7.0.3 = add i32 %xk, 115
  %in.cok.7.0.3 = icmp ult i32 %in.c.7.0.3, 3
  %in.ok.7.0.3 = and i1 %in.ok.0, %in.cok.7.0.3
  %in.c64.7.0.3 = zext i32 %in.c.7.0.3 to i64
  %in.idx.7.0.3 = add i64 %in.row.0, %in.c64.7.0.3
  %in.safe.7.0.3 = select i1 %in.ok.7.0.3, i64 %in.idx.7.0.3, i64 0
  %in.p.7.0.3 = getelementptr inbounds half, ptr addrspace(1) %X, i64 %in.safe.7.0.3
  %in.x.7.0.3 = load half, ptr addrspace(1) %in.p.7.0.3, align 2
  %in.e.7.0.3 = select i1 %in.ok.7.0.3, half %in.x.7.0.3, half 0xH0000
  %x0.v.7.0 = insertelement <4 x half> %x0.i.7.0.2, half %in.e.7.0.3, i32 3
  br label %c0.0.head

c0.0.head:
  %c0.0.e = phi i32 [ %tid, %in ], [ %c0.0.next, %c0.0.body ]
  %c0.0.more = icmp ult i32 %c0.0.e, 256
  br i1 %c0.0.more, label %c0.0.body, label %m0.0

c0.0.body:
  %c0.0.r = udiv i32 %c0.0.e, 16
  %c0.0.v = urem i32 %c0.0.e, 16
  %c0.0.c = mul i32 %c0.0.v, 8
  %c0.0.g = mul i32 %c0.0.e, 8
  %c0.0.g64 = zext i32 %c0.0.g to i64
  %c0.0.idx = add i64 %c0.0.g64, 0
  %c0.0.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c0.0.idx
  %c0.0.x = load <8 x half>, ptr addrspace(1) %c0.0.gp, align 16
  %c0.0.lr = mul i32 %c0.0.r, 136
  %c0.0.l = add i32 %c0.0.lr, %c0.0.c
  %c0.0.l64 = zext i32 %c0.0.l to i64
  %c0.0.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %c0.0.l64
  store <8 x half> %c0.0.x, ptr addrspace(3) %c0.0.q, align 16
  %c0.0.next = add i32 %c0.0.e, 128
  br label %c0.0.head

m0.0:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m0.0.0.q.0 = add i32 %wbase, 0
  %m0.0.0.w.0 = zext i32 %m0.0.0.q.0 to i64
  %m0.0.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.0.0.w.0
  %m0.0.0.v.0 = load <4 x half>, ptr addrspace(3) %m0.0.0.p.0, align 8
  %acc0.0.0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.0.0.v.0, <4 x half> %x0.v.0.0, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %m0.0.1.q.0 = add i32 %wbase, 16
  %m0.0.1.w.0 = zext i32 %m0.0.1.q.0 to i64
  %m0.0.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.0.1.w.0
  %m0.0.1.v.0 = load <4 x half>, ptr addrspace(3) %m0.0.1.p.0, align 8
  %acc0.0.1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.0.1.v.0, <4 x half> %x0.v.1.0, <4 x float> %acc0.0.0, i32 0, i32 0, i32 0)
  %m0.0.2.q.0 = add i32 %wbase, 32
  %m0.0.2.w.0 = zext i32 %m0.0.2.q.0 to i64
  %m0.0.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.0.2.w.0
  %m0.0.2.v.0 = load <4 x half>, ptr addrspace(3) %m0.0.2.p.0, align 8
  %acc0.0.2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.0.2.v.0, <4 x half> %x0.v.2.0, <4 x float> %acc0.0.1, i32 0, i32 0, i32 0)
  %m0.0.3.q.0 = add i32 %wbase, 48
  %m0.0.3.w.0 = zext i32 %m0.0.3.q.0 to i64
  %m0.0.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.0.3.w.0
  %m0.0.3.v.0 = load <4 x half>, ptr addrspace(3) %m0.0.3.p.0, align 8
  %acc0.0.3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.0.3.v.0, <4 x half> %x0.v.3.0, <4 x float> %acc0.0.2, i32 0, i32 0, i32 0)
  %m0.0.4.q.0 = add i32 %wbase, 64
  %m0.0.4.w.0 = zext i32 %m0.0.4.q.0 to i64
  %m0.0.4.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.0.4.w.0
  %m0.0.4.v.0 = load <4 x half>, ptr addrspace(3) %m0.0.4.p.0, align 8
  %acc0.0.4 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.0.4.v.0, <4 x half> %x0.v.4.0, <4 x float> %acc0.0.3, i32 0, i32 0, i32 0)
  %m0.0.5.q.0 = add i32 %wbase, 80
  %m0.0.5.w.0 = zext i32 %m0.0.5.q.0 to i64
  %m0.0.5.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.0.5.w.0
  %m0.0.5.v.0 = load <4 x half>, ptr addrspace(3) %m0.0.5.p.0, align 8
  %acc0.0.5 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.0.5.v.0, <4 x half> %x0.v.5.0, <4 x float> %acc0.0.4, i32 0, i32 0, i32 0)
  %m0.0.6.q.0 = add i32 %wbase, 96
  %m0.0.6.w.0 = zext i32 %m0.0.6.q.0 to i64
  %m0.0.6.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.0.6.w.0
  %m0.0.6.v.0 = load <4 x half>, ptr addrspace(3) %m0.0.6.p.0, align 8
  %acc0.0.6 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.0.6.v.0, <4 x half> %x0.v.6.0, <4 x float> %acc0.0.5, i32 0, i32 0, i32 0)
  %m0.0.7.q.0 = add i32 %wbase, 112
  %m0.0.7.w.0 = zext i32 %m0.0.7.q.0 to i64
  %m0.0.7.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.0.7.w.0
  %m0.0.7.v.0 = load <4 x half>, ptr addrspace(3) %m0.0.7.p.0, align 8
  %acc0.0.7 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.0.7.v.0, <4 x half> %x0.v.7.0, <4 x float> %acc0.0.6, i32 0, i32 0, i32 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %c0.1.head

c0.1.head:
  %c0.1.e = phi i32 [ %tid, %m0.0 ], [ %c0.1.next, %c0.1.body ]
  %c0.1.more = icmp ult i32 %c0.1.e, 256
  br i1 %c0.1.more, label %c0.1.body, label %m0.1

c0.1.body:
  %c0.1.r = udiv i32 %c0.1.e, 16
  %c0.1.v = urem i32 %c0.1.e, 16
  %c0.1.c = mul i32 %c0.1.v, 8
  %c0.1.g = mul i32 %c0.1.e, 8
  %c0.1.g64 = zext i32 %c0.1.g to i64
  %c0.1.idx = add i64 %c0.1.g64, 2048
  %c0.1.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c0.1.idx
  %c0.1.x = load <8 x half>, ptr addrspace(1) %c0.1.gp, align 16
  %c0.1.lr = mul i32 %c0.1.r, 136
  %c0.1.l = add i32 %c0.1.lr, %c0.1.c
  %c0.1.l64 = zext i32 %c0.1.l to i64
  %c0.1.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %c0.1.l64
  store <8 x half> %c0.1.x, ptr addrspace(3) %c0.1.q, align 16
  %c0.1.next = add i32 %c0.1.e, 128
  br label %c0.1.head

m0.1:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m0.1.0.q.0 = add i32 %wbase, 0
  %m0.1.0.w.0 = zext i32 %m0.1.0.q.0 to i64
  %m0.1.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.1.0.w.0
  %m0.1.0.v.0 = load <4 x half>, ptr addrspace(3) %m0.1.0.p.0, align 8
  %acc0.1.0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.1.0.v.0, <4 x half> %x0.v.0.0, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %m0.1.1.q.0 = add i32 %wbase, 16
  %m0.1.1.w.0 = zext i32 %m0.1.1.q.0 to i64
  %m0.1.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.1.1.w.0
  %m0.1.1.v.0 = load <4 x half>, ptr addrspace(3) %m0.1.1.p.0, align 8
  %acc0.1.1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.1.1.v.0, <4 x half> %x0.v.1.0, <4 x float> %acc0.1.0, i32 0, i32 0, i32 0)
  %m0.1.2.q.0 = add i32 %wbase, 32
  %m0.1.2.w.0 = zext i32 %m0.1.2.q.0 to i64
  %m0.1.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.1.2.w.0
  %m0.1.2.v.0 = load <4 x half>, ptr addrspace(3) %m0.1.2.p.0, align 8
  %acc0.1.2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.1.2.v.0, <4 x half> %x0.v.2.0, <4 x float> %acc0.1.1, i32 0, i32 0, i32 0)
  %m0.1.3.q.0 = add i32 %wbase, 48
  %m0.1.3.w.0 = zext i32 %m0.1.3.q.0 to i64
  %m0.1.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.1.3.w.0
  %m0.1.3.v.0 = load <4 x half>, ptr addrspace(3) %m0.1.3.p.0, align 8
  %acc0.1.3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.1.3.v.0, <4 x half> %x0.v.3.0, <4 x float> %acc0.1.2, i32 0, i32 0, i32 0)
  %m0.1.4.q.0 = add i32 %wbase, 64
  %m0.1.4.w.0 = zext i32 %m0.1.4.q.0 to i64
  %m0.1.4.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.1.4.w.0
  %m0.1.4.v.0 = load <4 x half>, ptr addrspace(3) %m0.1.4.p.0, align 8
  %acc0.1.4 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.1.4.v.0, <4 x half> %x0.v.4.0, <4 x float> %acc0.1.3, i32 0, i32 0, i32 0)
  %m0.1.5.q.0 = add i32 %wbase, 80
  %m0.1.5.w.0 = zext i32 %m0.1.5.q.0 to i64
  %m0.1.5.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.1.5.w.0
  %m0.1.5.v.0 = load <4 x half>, ptr addrspace(3) %m0.1.5.p.0, align 8
  %acc0.1.5 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.1.5.v.0, <4 x half> %x0.v.5.0, <4 x float> %acc0.1.4, i32 0, i32 0, i32 0)
  %m0.1.6.q.0 = add i32 %wbase, 96
  %m0.1.6.w.0 = zext i32 %m0.1.6.q.0 to i64
  %m0.1.6.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.1.6.w.0
  %m0.1.6.v.0 = load <4 x half>, ptr addrspace(3) %m0.1.6.p.0, align 8
  %acc0.1.6 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.1.6.v.0, <4 x half> %x0.v.6.0, <4 x float> %acc0.1.5, i32 0, i32 0, i32 0)
  %m0.1.7.q.0 = add i32 %wbase, 112
  %m0.1.7.w.0 = zext i32 %m0.1.7.q.0 to i64
  %m0.1.7.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.1.7.w.0
  %m0.1.7.v.0 = load <4 x half>, ptr addrspace(3) %m0.1.7.p.0, align 8
  %acc0.1.7 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.1.7.v.0, <4 x half> %x0.v.7.0, <4 x float> %acc0.1.6, i32 0, i32 0, i32 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %c0.2.head

c0.2.head:
  %c0.2.e = phi i32 [ %tid, %m0.1 ], [ %c0.2.next, %c0.2.body ]
  %c0.2.more = icmp ult i32 %c0.2.e, 256
  br i1 %c0.2.more, label %c0.2.body, label %m0.2

c0.2.body:
  %c0.2.r = udiv i32 %c0.2.e, 16
  %c0.2.v = urem i32 %c0.2.e, 16
  %c0.2.c = mul i32 %c0.2.v, 8
  %c0.2.g = mul i32 %c0.2.e, 8
  %c0.2.g64 = zext i32 %c0.2.g to i64
  %c0.2.idx = add i64 %c0.2.g64, 4096
  %c0.2.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c0.2.idx
  %c0.2.x = load <8 x half>, ptr addrspace(1) %c0.2.gp, align 16
  %c0.2.lr = mul i32 %c0.2.r, 136
  %c0.2.l = add i32 %c0.2.lr, %c0.2.c
  %c0.2.l64 = zext i32 %c0.2.l to i64
  %c0.2.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %c0.2.l64
  store <8 x half> %c0.2.x, ptr addrspace(3) %c0.2.q, align 16
  %c0.2.next = add i32 %c0.2.e, 128
  br label %c0.2.head

m0.2:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m0.2.0.q.0 = add i32 %wbase, 0
  %m0.2.0.w.0 = zext i32 %m0.2.0.q.0 to i64
  %m0.2.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.2.0.w.0
  %m0.2.0.v.0 = load <4 x half>, ptr addrspace(3) %m0.2.0.p.0, align 8
  %acc0.2.0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.2.0.v.0, <4 x half> %x0.v.0.0, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %m0.2.1.q.0 = add i32 %wbase, 16
  %m0.2.1.w.0 = zext i32 %m0.2.1.q.0 to i64
  %m0.2.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.2.1.w.0
  %m0.2.1.v.0 = load <4 x half>, ptr addrspace(3) %m0.2.1.p.0, align 8
  %acc0.2.1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.2.1.v.0, <4 x half> %x0.v.1.0, <4 x float> %acc0.2.0, i32 0, i32 0, i32 0)
  %m0.2.2.q.0 = add i32 %wbase, 32
  %m0.2.2.w.0 = zext i32 %m0.2.2.q.0 to i64
  %m0.2.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.2.2.w.0
  %m0.2.2.v.0 = load <4 x half>, ptr addrspace(3) %m0.2.2.p.0, align 8
  %acc0.2.2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.2.2.v.0, <4 x half> %x0.v.2.0, <4 x float> %acc0.2.1, i32 0, i32 0, i32 0)
  %m0.2.3.q.0 = add i32 %wbase, 48
  %m0.2.3.w.0 = zext i32 %m0.2.3.q.0 to i64
  %m0.2.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.2.3.w.0
  %m0.2.3.v.0 = load <4 x half>, ptr addrspace(3) %m0.2.3.p.0, align 8
  %acc0.2.3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.2.3.v.0, <4 x half> %x0.v.3.0, <4 x float> %acc0.2.2, i32 0, i32 0, i32 0)
  %m0.2.4.q.0 = add i32 %wbase, 64
  %m0.2.4.w.0 = zext i32 %m0.2.4.q.0 to i64
  %m0.2.4.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.2.4.w.0
  %m0.2.4.v.0 = load <4 x half>, ptr addrspace(3) %m0.2.4.p.0, align 8
  %acc0.2.4 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.2.4.v.0, <4 x half> %x0.v.4.0, <4 x float> %acc0.2.3, i32 0, i32 0, i32 0)
  %m0.2.5.q.0 = add i32 %wbase, 80
  %m0.2.5.w.0 = zext i32 %m0.2.5.q.0 to i64
  %m0.2.5.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.2.5.w.0
  %m0.2.5.v.0 = load <4 x half>, ptr addrspace(3) %m0.2.5.p.0, align 8
  %acc0.2.5 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.2.5.v.0, <4 x half> %x0.v.5.0, <4 x float> %acc0.2.4, i32 0, i32 0, i32 0)
  %m0.2.6.q.0 = add i32 %wbase, 96
  %m0.2.6.w.0 = zext i32 %m0.2.6.q.0 to i64
  %m0.2.6.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.2.6.w.0
  %m0.2.6.v.0 = load <4 x half>, ptr addrspace(3) %m0.2.6.p.0, align 8
  %acc0.2.6 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.2.6.v.0, <4 x half> %x0.v.6.0, <4 x float> %acc0.2.5, i32 0, i32 0, i32 0)
  %m0.2.7.q.0 = add i32 %wbase, 112
  %m0.2.7.w.0 = zext i32 %m0.2.7.q.0 to i64
  %m0.2.7.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.2.7.w.0
  %m0.2.7.v.0 = load <4 x half>, ptr addrspace(3) %m0.2.7.p.0, align 8
  %acc0.2.7 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.2.7.v.0, <4 x half> %x0.v.7.0, <4 x float> %acc0.2.6, i32 0, i32 0, i32 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %c0.3.head

c0.3.head:
  %c0.3.e = phi i32 [ %tid, %m0.2 ], [ %c0.3.next, %c0.3.body ]
  %c0.3.more = icmp ult i32 %c0.3.e, 256
  br i1 %c0.3.more, label %c0.3.body, label %m0.3

c0.3.body:
  %c0.3.r = udiv i32 %c0.3.e, 16
  %c0.3.v = urem i32 %c0.3.e, 16
  %c0.3.c = mul i32 %c0.3.v, 8
  %c0.3.g = mul i32 %c0.3.e, 8
  %c0.3.g64 = zext i32 %c0.3.g to i64
  %c0.3.idx = add i64 %c0.3.g64, 6144
  %c0.3.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c0.3.idx
  %c0.3.x = load <8 x half>, ptr addrspace(1) %c0.3.gp, align 16
  %c0.3.lr = mul i32 %c0.3.r, 136
  %c0.3.l = add i32 %c0.3.lr, %c0.3.c
  %c0.3.l64 = zext i32 %c0.3.l to i64
  %c0.3.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %c0.3.l64
  store <8 x half> %c0.3.x, ptr addrspace(3) %c0.3.q, align 16
  %c0.3.next = add i32 %c0.3.e, 128
  br label %c0.3.head

m0.3:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m0.3.0.q.0 = add i32 %wbase, 0
  %m0.3.0.w.0 = zext i32 %m0.3.0.q.0 to i64
  %m0.3.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.3.0.w.0
  %m0.3.0.v.0 = load <4 x half>, ptr addrspace(3) %m0.3.0.p.0, align 8
  %acc0.3.0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.3.0.v.0, <4 x half> %x0.v.0.0, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %m0.3.1.q.0 = add i32 %wbase, 16
  %m0.3.1.w.0 = zext i32 %m0.3.1.q.0 to i64
  %m0.3.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.3.1.w.0
  %m0.3.1.v.0 = load <4 x half>, ptr addrspace(3) %m0.3.1.p.0, align 8
  %acc0.3.1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.3.1.v.0, <4 x half> %x0.v.1.0, <4 x float> %acc0.3.0, i32 0, i32 0, i32 0)
  %m0.3.2.q.0 = add i32 %wbase, 32
  %m0.3.2.w.0 = zext i32 %m0.3.2.q.0 to i64
  %m0.3.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.3.2.w.0
  %m0.3.2.v.0 = load <4 x half>, ptr addrspace(3) %m0.3.2.p.0, align 8
  %acc0.3.2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.3.2.v.0, <4 x half> %x0.v.2.0, <4 x float> %acc0.3.1, i32 0, i32 0, i32 0)
  %m0.3.3.q.0 = add i32 %wbase, 48
  %m0.3.3.w.0 = zext i32 %m0.3.3.q.0 to i64
  %m0.3.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.3.3.w.0
  %m0.3.3.v.0 = load <4 x half>, ptr addrspace(3) %m0.3.3.p.0, align 8
  %acc0.3.3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.3.3.v.0, <4 x half> %x0.v.3.0, <4 x float> %acc0.3.2, i32 0, i32 0, i32 0)
  %m0.3.4.q.0 = add i32 %wbase, 64
  %m0.3.4.w.0 = zext i32 %m0.3.4.q.0 to i64
  %m0.3.4.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.3.4.w.0
  %m0.3.4.v.0 = load <4 x half>, ptr addrspace(3) %m0.3.4.p.0, align 8
  %acc0.3.4 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.3.4.v.0, <4 x half> %x0.v.4.0, <4 x float> %acc0.3.3, i32 0, i32 0, i32 0)
  %m0.3.5.q.0 = add i32 %wbase, 80
  %m0.3.5.w.0 = zext i32 %m0.3.5.q.0 to i64
  %m0.3.5.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.3.5.w.0
  %m0.3.5.v.0 = load <4 x half>, ptr addrspace(3) %m0.3.5.p.0, align 8
  %acc0.3.5 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.3.5.v.0, <4 x half> %x0.v.5.0, <4 x float> %acc0.3.4, i32 0, i32 0, i32 0)
  %m0.3.6.q.0 = add i32 %wbase, 96
  %m0.3.6.w.0 = zext i32 %m0.3.6.q.0 to i64
  %m0.3.6.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.3.6.w.0
  %m0.3.6.v.0 = load <4 x half>, ptr addrspace(3) %m0.3.6.p.0, align 8
  %acc0.3.6 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.3.6.v.0, <4 x half> %x0.v.6.0, <4 x float> %acc0.3.5, i32 0, i32 0, i32 0)
  %m0.3.7.q.0 = add i32 %wbase, 112
  %m0.3.7.w.0 = zext i32 %m0.3.7.q.0 to i64
  %m0.3.7.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.3.7.w.0
  %m0.3.7.v.0 = load <4 x half>, ptr addrspace(3) %m0.3.7.p.0, align 8
  %acc0.3.7 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.3.7.v.0, <4 x half> %x0.v.7.0, <4 x float> %acc0.3.6, i32 0, i32 0, i32 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %c0.4.head

c0.4.head:
  %c0.4.e = phi i32 [ %tid, %m0.3 ], [ %c0.4.next, %c0.4.body ]
  %c0.4.more = icmp ult i32 %c0.4.e, 256
  br i1 %c0.4.more, label %c0.4.body, label %m0.4

c0.4.body:
  %c0.4.r = udiv i32 %c0.4.e, 16
  %c0.4.v = urem i32 %c0.4.e, 16
  %c0.4.c = mul i32 %c0.4.v, 8
  %c0.4.g = mul i32 %c0.4.e, 8
  %c0.4.g64 = zext i32 %c0.4.g to i64
  %c0.4.idx = add i64 %c0.4.g64, 8192
  %c0.4.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c0.4.idx
  %c0.4.x = load <8 x half>, ptr addrspace(1) %c0.4.gp, align 16
  %c0.4.lr = mul i32 %c0.4.r, 136
  %c0.4.l = add i32 %c0.4.lr, %c0.4.c
  %c0.4.l64 = zext i32 %c0.4.l to i64
  %c0.4.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %c0.4.l64
  store <8 x half> %c0.4.x, ptr addrspace(3) %c0.4.q, align 16
  %c0.4.next = add i32 %c0.4.e, 128
  br label %c0.4.head

m0.4:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m0.4.0.q.0 = add i32 %wbase, 0
  %m0.4.0.w.0 = zext i32 %m0.4.0.q.0 to i64
  %m0.4.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.4.0.w.0
  %m0.4.0.v.0 = load <4 x half>, ptr addrspace(3) %m0.4.0.p.0, align 8
  %acc0.4.0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.4.0.v.0, <4 x half> %x0.v.0.0, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %m0.4.1.q.0 = add i32 %wbase, 16
  %m0.4.1.w.0 = zext i32 %m0.4.1.q.0 to i64
  %m0.4.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.4.1.w.0
  %m0.4.1.v.0 = load <4 x half>, ptr addrspace(3) %m0.4.1.p.0, align 8
  %acc0.4.1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.4.1.v.0, <4 x half> %x0.v.1.0, <4 x float> %acc0.4.0, i32 0, i32 0, i32 0)
  %m0.4.2.q.0 = add i32 %wbase, 32
  %m0.4.2.w.0 = zext i32 %m0.4.2.q.0 to i64
  %m0.4.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.4.2.w.0
  %m0.4.2.v.0 = load <4 x half>, ptr addrspace(3) %m0.4.2.p.0, align 8
  %acc0.4.2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.4.2.v.0, <4 x half> %x0.v.2.0, <4 x float> %acc0.4.1, i32 0, i32 0, i32 0)
  %m0.4.3.q.0 = add i32 %wbase, 48
  %m0.4.3.w.0 = zext i32 %m0.4.3.q.0 to i64
  %m0.4.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.4.3.w.0
  %m0.4.3.v.0 = load <4 x half>, ptr addrspace(3) %m0.4.3.p.0, align 8
  %acc0.4.3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.4.3.v.0, <4 x half> %x0.v.3.0, <4 x float> %acc0.4.2, i32 0, i32 0, i32 0)
  %m0.4.4.q.0 = add i32 %wbase, 64
  %m0.4.4.w.0 = zext i32 %m0.4.4.q.0 to i64
  %m0.4.4.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.4.4.w.0
  %m0.4.4.v.0 = load <4 x half>, ptr addrspace(3) %m0.4.4.p.0, align 8
  %acc0.4.4 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.4.4.v.0, <4 x half> %x0.v.4.0, <4 x float> %acc0.4.3, i32 0, i32 0, i32 0)
  %m0.4.5.q.0 = add i32 %wbase, 80
  %m0.4.5.w.0 = zext i32 %m0.4.5.q.0 to i64
  %m0.4.5.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.4.5.w.0
  %m0.4.5.v.0 = load <4 x half>, ptr addrspace(3) %m0.4.5.p.0, align 8
  %acc0.4.5 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.4.5.v.0, <4 x half> %x0.v.5.0, <4 x float> %acc0.4.4, i32 0, i32 0, i32 0)
  %m0.4.6.q.0 = add i32 %wbase, 96
  %m0.4.6.w.0 = zext i32 %m0.4.6.q.0 to i64
  %m0.4.6.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.4.6.w.0
  %m0.4.6.v.0 = load <4 x half>, ptr addrspace(3) %m0.4.6.p.0, align 8
  %acc0.4.6 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.4.6.v.0, <4 x half> %x0.v.6.0, <4 x float> %acc0.4.5, i32 0, i32 0, i32 0)
  %m0.4.7.q.0 = add i32 %wbase, 112
  %m0.4.7.w.0 = zext i32 %m0.4.7.q.0 to i64
  %m0.4.7.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.4.7.w.0
  %m0.4.7.v.0 = load <4 x half>, ptr addrspace(3) %m0.4.7.p.0, align 8
  %acc0.4.7 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.4.7.v.0, <4 x half> %x0.v.7.0, <4 x float> %acc0.4.6, i32 0, i32 0, i32 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %c0.5.head

c0.5.head:
  %c0.5.e = phi i32 [ %tid, %m0.4 ], [ %c0.5.next, %c0.5.body ]
  %c0.5.more = icmp ult i32 %c0.5.e, 256
  br i1 %c0.5.more, label %c0.5.body, label %m0.5

c0.5.body:
  %c0.5.r = udiv i32 %c0.5.e, 16
  %c0.5.v = urem i32 %c0.5.e, 16
  %c0.5.c = mul i32 %c0.5.v, 8
  %c0.5.g = mul i32 %c0.5.e, 8
  %c0.5.g64 = zext i32 %c0.5.g to i64
  %c0.5.idx = add i64 %c0.5.g64, 10240
  %c0.5.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c0.5.idx
  %c0.5.x = load <8 x half>, ptr addrspace(1) %c0.5.gp, align 16
  %c0.5.lr = mul i32 %c0.5.r, 136
  %c0.5.l = add i32 %c0.5.lr, %c0.5.c
  %c0.5.l64 = zext i32 %c0.5.l to i64
  %c0.5.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %c0.5.l64
  store <8 x half> %c0.5.x, ptr addrspace(3) %c0.5.q, align 16
  %c0.5.next = add i32 %c0.5.e, 128
  br label %c0.5.head

m0.5:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m0.5.0.q.0 = add i32 %wbase, 0
  %m0.5.0.w.0 = zext i32 %m0.5.0.q.0 to i64
  %m0.5.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.5.0.w.0
  %m0.5.0.v.0 = load <4 x half>, ptr addrspace(3) %m0.5.0.p.0, align 8
  %acc0.5.0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.5.0.v.0, <4 x half> %x0.v.0.0, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %m0.5.1.q.0 = add i32 %wbase, 16
  %m0.5.1.w.0 = zext i32 %m0.5.1.q.0 to i64
  %m0.5.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.5.1.w.0
  %m0.5.1.v.0 = load <4 x half>, ptr addrspace(3) %m0.5.1.p.0, align 8
  %acc0.5.1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.5.1.v.0, <4 x half> %x0.v.1.0, <4 x float> %acc0.5.0, i32 0, i32 0, i32 0)
  %m0.5.2.q.0 = add i32 %wbase, 32
  %m0.5.2.w.0 = zext i32 %m0.5.2.q.0 to i64
  %m0.5.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.5.2.w.0
  %m0.5.2.v.0 = load <4 x half>, ptr addrspace(3) %m0.5.2.p.0, align 8
  %acc0.5.2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.5.2.v.0, <4 x half> %x0.v.2.0, <4 x float> %acc0.5.1, i32 0, i32 0, i32 0)
  %m0.5.3.q.0 = add i32 %wbase, 48
  %m0.5.3.w.0 = zext i32 %m0.5.3.q.0 to i64
  %m0.5.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.5.3.w.0
  %m0.5.3.v.0 = load <4 x half>, ptr addrspace(3) %m0.5.3.p.0, align 8
  %acc0.5.3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.5.3.v.0, <4 x half> %x0.v.3.0, <4 x float> %acc0.5.2, i32 0, i32 0, i32 0)
  %m0.5.4.q.0 = add i32 %wbase, 64
  %m0.5.4.w.0 = zext i32 %m0.5.4.q.0 to i64
  %m0.5.4.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.5.4.w.0
  %m0.5.4.v.0 = load <4 x half>, ptr addrspace(3) %m0.5.4.p.0, align 8
  %acc0.5.4 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.5.4.v.0, <4 x half> %x0.v.4.0, <4 x float> %acc0.5.3, i32 0, i32 0, i32 0)
  %m0.5.5.q.0 = add i32 %wbase, 80
  %m0.5.5.w.0 = zext i32 %m0.5.5.q.0 to i64
  %m0.5.5.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.5.5.w.0
  %m0.5.5.v.0 = load <4 x half>, ptr addrspace(3) %m0.5.5.p.0, align 8
  %acc0.5.5 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.5.5.v.0, <4 x half> %x0.v.5.0, <4 x float> %acc0.5.4, i32 0, i32 0, i32 0)
  %m0.5.6.q.0 = add i32 %wbase, 96
  %m0.5.6.w.0 = zext i32 %m0.5.6.q.0 to i64
  %m0.5.6.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.5.6.w.0
  %m0.5.6.v.0 = load <4 x half>, ptr addrspace(3) %m0.5.6.p.0, align 8
  %acc0.5.6 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.5.6.v.0, <4 x half> %x0.v.6.0, <4 x float> %acc0.5.5, i32 0, i32 0, i32 0)
  %m0.5.7.q.0 = add i32 %wbase, 112
  %m0.5.7.w.0 = zext i32 %m0.5.7.q.0 to i64
  %m0.5.7.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.5.7.w.0
  %m0.5.7.v.0 = load <4 x half>, ptr addrspace(3) %m0.5.7.p.0, align 8
  %acc0.5.7 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.5.7.v.0, <4 x half> %x0.v.7.0, <4 x float> %acc0.5.6, i32 0, i32 0, i32 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %c0.6.head

c0.6.head:
  %c0.6.e = phi i32 [ %tid, %m0.5 ], [ %c0.6.next, %c0.6.body ]
  %c0.6.more = icmp ult i32 %c0.6.e, 256
  br i1 %c0.6.more, label %c0.6.body, label %m0.6

c0.6.body:
  %c0.6.r = udiv i32 %c0.6.e, 16
  %c0.6.v = urem i32 %c0.6.e, 16
  %c0.6.c = mul i32 %c0.6.v, 8
  %c0.6.g = mul i32 %c0.6.e, 8
  %c0.6.g64 = zext i32 %c0.6.g to i64
  %c0.6.idx = add i64 %c0.6.g64, 12288
  %c0.6.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c0.6.idx
  %c0.6.x = load <8 x half>, ptr addrspace(1) %c0.6.gp, align 16
  %c0.6.lr = mul i32 %c0.6.r, 136
  %c0.6.l = add i32 %c0.6.lr, %c0.6.c
  %c0.6.l64 = zext i32 %c0.6.l to i64
  %c0.6.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %c0.6.l64
  store <8 x half> %c0.6.x, ptr addrspace(3) %c0.6.q, align 16
  %c0.6.next = add i32 %c0.6.e, 128
  br label %c0.6.head

m0.6:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m0.6.0.q.0 = add i32 %wbase, 0
  %m0.6.0.w.0 = zext i32 %m0.6.0.q.0 to i64
  %m0.6.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.6.0.w.0
  %m0.6.0.v.0 = load <4 x half>, ptr addrspace(3) %m0.6.0.p.0, align 8
  %acc0.6.0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.6.0.v.0, <4 x half> %x0.v.0.0, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %m0.6.1.q.0 = add i32 %wbase, 16
  %m0.6.1.w.0 = zext i32 %m0.6.1.q.0 to i64
  %m0.6.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.6.1.w.0
  %m0.6.1.v.0 = load <4 x half>, ptr addrspace(3) %m0.6.1.p.0, align 8
  %acc0.6.1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.6.1.v.0, <4 x half> %x0.v.1.0, <4 x float> %acc0.6.0, i32 0, i32 0, i32 0)
  %m0.6.2.q.0 = add i32 %wbase, 32
  %m0.6.2.w.0 = zext i32 %m0.6.2.q.0 to i64
  %m0.6.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.6.2.w.0
  %m0.6.2.v.0 = load <4 x half>, ptr addrspace(3) %m0.6.2.p.0, align 8
  %acc0.6.2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.6.2.v.0, <4 x half> %x0.v.2.0, <4 x float> %acc0.6.1, i32 0, i32 0, i32 0)
  %m0.6.3.q.0 = add i32 %wbase, 48
  %m0.6.3.w.0 = zext i32 %m0.6.3.q.0 to i64
  %m0.6.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.6.3.w.0
  %m0.6.3.v.0 = load <4 x half>, ptr addrspace(3) %m0.6.3.p.0, align 8
  %acc0.6.3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.6.3.v.0, <4 x half> %x0.v.3.0, <4 x float> %acc0.6.2, i32 0, i32 0, i32 0)
  %m0.6.4.q.0 = add i32 %wbase, 64
  %m0.6.4.w.0 = zext i32 %m0.6.4.q.0 to i64
  %m0.6.4.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.6.4.w.0
  %m0.6.4.v.0 = load <4 x half>, ptr addrspace(3) %m0.6.4.p.0, align 8
  %acc0.6.4 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.6.4.v.0, <4 x half> %x0.v.4.0, <4 x float> %acc0.6.3, i32 0, i32 0, i32 0)
  %m0.6.5.q.0 = add i32 %wbase, 80
  %m0.6.5.w.0 = zext i32 %m0.6.5.q.0 to i64
  %m0.6.5.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.6.5.w.0
  %m0.6.5.v.0 = load <4 x half>, ptr addrspace(3) %m0.6.5.p.0, align 8
  %acc0.6.5 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.6.5.v.0, <4 x half> %x0.v.5.0, <4 x float> %acc0.6.4, i32 0, i32 0, i32 0)
  %m0.6.6.q.0 = add i32 %wbase, 96
  %m0.6.6.w.0 = zext i32 %m0.6.6.q.0 to i64
  %m0.6.6.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.6.6.w.0
  %m0.6.6.v.0 = load <4 x half>, ptr addrspace(3) %m0.6.6.p.0, align 8
  %acc0.6.6 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.6.6.v.0, <4 x half> %x0.v.6.0, <4 x float> %acc0.6.5, i32 0, i32 0, i32 0)
  %m0.6.7.q.0 = add i32 %wbase, 112
  %m0.6.7.w.0 = zext i32 %m0.6.7.q.0 to i64
  %m0.6.7.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.6.7.w.0
  %m0.6.7.v.0 = load <4 x half>, ptr addrspace(3) %m0.6.7.p.0, align 8
  %acc0.6.7 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.6.7.v.0, <4 x half> %x0.v.7.0, <4 x float> %acc0.6.6, i32 0, i32 0, i32 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %c0.7.head

c0.7.head:
  %c0.7.e = phi i32 [ %tid, %m0.6 ], [ %c0.7.next, %c0.7.body ]
  %c0.7.more = icmp ult i32 %c0.7.e, 256
  br i1 %c0.7.more, label %c0.7.body, label %m0.7

c0.7.body:
  %c0.7.r = udiv i32 %c0.7.e, 16
  %c0.7.v = urem i32 %c0.7.e, 16
  %c0.7.c = mul i32 %c0.7.v, 8
  %c0.7.g = mul i32 %c0.7.e, 8
  %c0.7.g64 = zext i32 %c0.7.g to i64
  %c0.7.idx = add i64 %c0.7.g64, 14336
  %c0.7.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c0.7.idx
  %c0.7.x = load <8 x half>, ptr addrspace(1) %c0.7.gp, align 16
  %c0.7.lr = mul i32 %c0.7.r, 136
  %c0.7.l = add i32 %c0.7.lr, %c0.7.c
  %c0.7.l64 = zext i32 %c0.7.l to i64
  %c0.7.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %c0.7.l64
  store <8 x half> %c0.7.x, ptr addrspace(3) %c0.7.q, align 16
  %c0.7.next = add i32 %c0.7.e, 128
  br label %c0.7.head

m0.7:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m0.7.0.q.0 = add i32 %wbase, 0
  %m0.7.0.w.0 = zext i32 %m0.7.0.q.0 to i64
  %m0.7.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.7.0.w.0
  %m0.7.0.v.0 = load <4 x half>, ptr addrspace(3) %m0.7.0.p.0, align 8
  %acc0.7.0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.7.0.v.0, <4 x half> %x0.v.0.0, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %m0.7.1.q.0 = add i32 %wbase, 16
  %m0.7.1.w.0 = zext i32 %m0.7.1.q.0 to i64
  %m0.7.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.7.1.w.0
  %m0.7.1.v.0 = load <4 x half>, ptr addrspace(3) %m0.7.1.p.0, align 8
  %acc0.7.1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.7.1.v.0, <4 x half> %x0.v.1.0, <4 x float> %acc0.7.0, i32 0, i32 0, i32 0)
  %m0.7.2.q.0 = add i32 %wbase, 32
  %m0.7.2.w.0 = zext i32 %m0.7.2.q.0 to i64
  %m0.7.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.7.2.w.0
  %m0.7.2.v.0 = load <4 x half>, ptr addrspace(3) %m0.7.2.p.0, align 8
  %acc0.7.2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.7.2.v.0, <4 x half> %x0.v.2.0, <4 x float> %acc0.7.1, i32 0, i32 0, i32 0)
  %m0.7.3.q.0 = add i32 %wbase, 48
  %m0.7.3.w.0 = zext i32 %m0.7.3.q.0 to i64
  %m0.7.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.7.3.w.0
  %m0.7.3.v.0 = load <4 x half>, ptr addrspace(3) %m0.7.3.p.0, align 8
  %acc0.7.3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.7.3.v.0, <4 x half> %x0.v.3.0, <4 x float> %acc0.7.2, i32 0, i32 0, i32 0)
  %m0.7.4.q.0 = add i32 %wbase, 64
  %m0.7.4.w.0 = zext i32 %m0.7.4.q.0 to i64
  %m0.7.4.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.7.4.w.0
  %m0.7.4.v.0 = load <4 x half>, ptr addrspace(3) %m0.7.4.p.0, align 8
  %acc0.7.4 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.7.4.v.0, <4 x half> %x0.v.4.0, <4 x float> %acc0.7.3, i32 0, i32 0, i32 0)
  %m0.7.5.q.0 = add i32 %wbase, 80
  %m0.7.5.w.0 = zext i32 %m0.7.5.q.0 to i64
  %m0.7.5.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.7.5.w.0
  %m0.7.5.v.0 = load <4 x half>, ptr addrspace(3) %m0.7.5.p.0, align 8
  %acc0.7.5 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.7.5.v.0, <4 x half> %x0.v.5.0, <4 x float> %acc0.7.4, i32 0, i32 0, i32 0)
  %m0.7.6.q.0 = add i32 %wbase, 96
  %m0.7.6.w.0 = zext i32 %m0.7.6.q.0 to i64
  %m0.7.6.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.7.6.w.0
  %m0.7.6.v.0 = load <4 x half>, ptr addrspace(3) %m0.7.6.p.0, align 8
  %acc0.7.6 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.7.6.v.0, <4 x half> %x0.v.6.0, <4 x float> %acc0.7.5, i32 0, i32 0, i32 0)
  %m0.7.7.q.0 = add i32 %wbase, 112
  %m0.7.7.w.0 = zext i32 %m0.7.7.q.0 to i64
  %m0.7.7.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m0.7.7.w.0
  %m0.7.7.v.0 = load <4 x half>, ptr addrspace(3) %m0.7.7.p.0, align 8
  %acc0.7.7 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m0.7.7.v.0, <4 x half> %x0.v.7.0, <4 x float> %acc0.7.6, i32 0, i32 0, i32 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %e0

e0:
  %e0.v.0.0 = extractelement <4 x float> %acc0.0.7, i32 0
  %e0.v.0.1 = extractelement <4 x float> %acc0.0.7, i32 1
  %e0.v.0.2 = extractelement <4 x float> %acc0.0.7, i32 2
  %e0.v.0.3 = extractelement <4 x float> %acc0.0.7, i32 3
  %e0.v.1.0 = extractelement <4 x float> %acc0.1.7, i32 0
  %e0.v.1.1 = extractelement <4 x float> %acc0.1.7, i32 1
  %e0.v.1.2 = extractelement <4 x float> %acc0.1.7, i32 2
  %e0.v.1.3 = extractelement <4 x float> %acc0.1.7, i32 3
  %e0.v.2.0 = extractelement <4 x float> %acc0.2.7, i32 0
  %e0.v.2.1 = extractelement <4 x float> %acc0.2.7, i32 1
  %e0.v.2.2 = extractelement <4 x float> %acc0.2.7, i32 2
  %e0.v.2.3 = extractelement <4 x float> %acc0.2.7, i32 3
  %e0.v.3.0 = extractelement <4 x float> %acc0.3.7, i32 0
  %e0.v.3.1 = extractelement <4 x float> %acc0.3.7, i32 1
  %e0.v.3.2 = extractelement <4 x float> %acc0.3.7, i32 2
  %e0.v.3.3 = extractelement <4 x float> %acc0.3.7, i32 3
  %e0.v.4.0 = extractelement <4 x float> %acc0.4.7, i32 0
  %e0.v.4.1 = extractelement <4 x float> %acc0.4.7, i32 1
  %e0.v.4.2 = extractelement <4 x float> %acc0.4.7, i32 2
  %e0.v.4.3 = extractelement <4 x float> %acc0.4.7, i32 3
  %e0.v.5.0 = extractelement <4 x float> %acc0.5.7, i32 0
  %e0.v.5.1 = extractelement <4 x float> %acc0.5.7, i32 1
  %e0.v.5.2 = extractelement <4 x float> %acc0.5.7, i32 2
  %e0.v.5.3 = extractelement <4 x float> %acc0.5.7, i32 3
  %e0.v.6.0 = extractelement <4 x float> %acc0.6.7, i32 0
  %e0.v.6.1 = extractelement <4 x float> %acc0.6.7, i32 1
  %e0.v.6.2 = extractelement <4 x float> %acc0.6.7, i32 2
  %e0.v.6.3 = extractelement <4 x float> %acc0.6.7, i32 3
  %e0.v.7.0 = extractelement <4 x float> %acc0.7.7, i32 0
  %e0.v.7.1 = extractelement <4 x float> %acc0.7.7, i32 1
  %e0.v.7.2 = extractelement <4 x float> %acc0.7.7, i32 2
  %e0.v.7.3 = extractelement <4 x float> %acc0.7.7, i32 3
  %e0.zc.0.0 = add i32 %cr, 20480
  %e0.zw.0.0 = zext i32 %e0.zc.0.0 to i64
  %e0.zp.0.0 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.0.0
  %e0.zv.0.0 = load half, ptr addrspace(1) %e0.zp.0.0, align 2
  %e0.zf.0.0 = fpext half %e0.zv.0.0 to float
  %e0.y.0.0 = fadd float %e0.v.0.0, %e0.zf.0.0
  %e0.rp.0.0 = fcmp ogt float %e0.y.0.0, 0.000000e+00
  %e0.a.0.0 = select i1 %e0.rp.0.0, float %e0.y.0.0, float 0.000000e+00
  %e0.h.0.0 = fptrunc float %e0.a.0.0 to half
  %e0.zc.0.1 = add i32 %cr, 20481
  %e0.zw.0.1 = zext i32 %e0.zc.0.1 to i64
  %e0.zp.0.1 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.0.1
  %e0.zv.0.1 = load half, ptr addrspace(1) %e0.zp.0.1, align 2
  %e0.zf.0.1 = fpext half %e0.zv.0.1 to float
  %e0.y.0.1 = fadd float %e0.v.0.1, %e0.zf.0.1
  %e0.rp.0.1 = fcmp ogt float %e0.y.0.1, 0.000000e+00
  %e0.a.0.1 = select i1 %e0.rp.0.1, float %e0.y.0.1, float 0.000000e+00
  %e0.h.0.1 = fptrunc float %e0.a.0.1 to half
  %e0.zc.0.2 = add i32 %cr, 20482
  %e0.zw.0.2 = zext i32 %e0.zc.0.2 to i64
  %e0.zp.0.2 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.0.2
  %e0.zv.0.2 = load half, ptr addrspace(1) %e0.zp.0.2, align 2
  %e0.zf.0.2 = fpext half %e0.zv.0.2 to float
  %e0.y.0.2 = fadd float %e0.v.0.2, %e0.zf.0.2
  %e0.rp.0.2 = fcmp ogt float %e0.y.0.2, 0.000000e+00
  %e0.a.0.2 = select i1 %e0.rp.0.2, float %e0.y.0.2, float 0.000000e+00
  %e0.h.0.2 = fptrunc float %e0.a.0.2 to half
  %e0.zc.0.3 = add i32 %cr, 20483
  %e0.zw.0.3 = zext i32 %e0.zc.0.3 to i64
  %e0.zp.0.3 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.0.3
  %e0.zv.0.3 = load half, ptr addrspace(1) %e0.zp.0.3, align 2
  %e0.zf.0.3 = fpext half %e0.zv.0.3 to float
  %e0.y.0.3 = fadd float %e0.v.0.3, %e0.zf.0.3
  %e0.rp.0.3 = fcmp ogt float %e0.y.0.3, 0.000000e+00
  %e0.a.0.3 = select i1 %e0.rp.0.3, float %e0.y.0.3, float 0.000000e+00
  %e0.h.0.3 = fptrunc float %e0.a.0.3 to half
  %e0.zc.1.0 = add i32 %cr, 20496
  %e0.zw.1.0 = zext i32 %e0.zc.1.0 to i64
  %e0.zp.1.0 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.1.0
  %e0.zv.1.0 = load half, ptr addrspace(1) %e0.zp.1.0, align 2
  %e0.zf.1.0 = fpext half %e0.zv.1.0 to float
  %e0.y.1.0 = fadd float %e0.v.1.0, %e0.zf.1.0
  %e0.rp.1.0 = fcmp ogt float %e0.y.1.0, 0.000000e+00
  %e0.a.1.0 = select i1 %e0.rp.1.0, float %e0.y.1.0, float 0.000000e+00
  %e0.h.1.0 = fptrunc float %e0.a.1.0 to half
  %e0.zc.1.1 = add i32 %cr, 20497
  %e0.zw.1.1 = zext i32 %e0.zc.1.1 to i64
  %e0.zp.1.1 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.1.1
  %e0.zv.1.1 = load half, ptr addrspace(1) %e0.zp.1.1, align 2
  %e0.zf.1.1 = fpext half %e0.zv.1.1 to float
  %e0.y.1.1 = fadd float %e0.v.1.1, %e0.zf.1.1
  %e0.rp.1.1 = fcmp ogt float %e0.y.1.1, 0.000000e+00
  %e0.a.1.1 = select i1 %e0.rp.1.1, float %e0.y.1.1, float 0.000000e+00
  %e0.h.1.1 = fptrunc float %e0.a.1.1 to half
  %e0.zc.1.2 = add i32 %cr, 20498
  %e0.zw.1.2 = zext i32 %e0.zc.1.2 to i64
  %e0.zp.1.2 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.1.2
  %e0.zv.1.2 = load half, ptr addrspace(1) %e0.zp.1.2, align 2
  %e0.zf.1.2 = fpext half %e0.zv.1.2 to float
  %e0.y.1.2 = fadd float %e0.v.1.2, %e0.zf.1.2
  %e0.rp.1.2 = fcmp ogt float %e0.y.1.2, 0.000000e+00
  %e0.a.1.2 = select i1 %e0.rp.1.2, float %e0.y.1.2, float 0.000000e+00
  %e0.h.1.2 = fptrunc float %e0.a.1.2 to half
  %e0.zc.1.3 = add i32 %cr, 20499
  %e0.zw.1.3 = zext i32 %e0.zc.1.3 to i64
  %e0.zp.1.3 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.1.3
  %e0.zv.1.3 = load half, ptr addrspace(1) %e0.zp.1.3, align 2
  %e0.zf.1.3 = fpext half %e0.zv.1.3 to float
  %e0.y.1.3 = fadd float %e0.v.1.3, %e0.zf.1.3
  %e0.rp.1.3 = fcmp ogt float %e0.y.1.3, 0.000000e+00
  %e0.a.1.3 = select i1 %e0.rp.1.3, float %e0.y.1.3, float 0.000000e+00
  %e0.h.1.3 = fptrunc float %e0.a.1.3 to half
  %e0.zc.2.0 = add i32 %cr, 20512
  %e0.zw.2.0 = zext i32 %e0.zc.2.0 to i64
  %e0.zp.2.0 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.2.0
  %e0.zv.2.0 = load half, ptr addrspace(1) %e0.zp.2.0, align 2
  %e0.zf.2.0 = fpext half %e0.zv.2.0 to float
  %e0.y.2.0 = fadd float %e0.v.2.0, %e0.zf.2.0
  %e0.rp.2.0 = fcmp ogt float %e0.y.2.0, 0.000000e+00
  %e0.a.2.0 = select i1 %e0.rp.2.0, float %e0.y.2.0, float 0.000000e+00
  %e0.h.2.0 = fptrunc float %e0.a.2.0 to half
  %e0.zc.2.1 = add i32 %cr, 20513
  %e0.zw.2.1 = zext i32 %e0.zc.2.1 to i64
  %e0.zp.2.1 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.2.1
  %e0.zv.2.1 = load half, ptr addrspace(1) %e0.zp.2.1, align 2
  %e0.zf.2.1 = fpext half %e0.zv.2.1 to float
  %e0.y.2.1 = fadd float %e0.v.2.1, %e0.zf.2.1
  %e0.rp.2.1 = fcmp ogt float %e0.y.2.1, 0.000000e+00
  %e0.a.2.1 = select i1 %e0.rp.2.1, float %e0.y.2.1, float 0.000000e+00
  %e0.h.2.1 = fptrunc float %e0.a.2.1 to half
  %e0.zc.2.2 = add i32 %cr, 20514
  %e0.zw.2.2 = zext i32 %e0.zc.2.2 to i64
  %e0.zp.2.2 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.2.2
  %e0.zv.2.2 = load half, ptr addrspace(1) %e0.zp.2.2, align 2
  %e0.zf.2.2 = fpext half %e0.zv.2.2 to float
  %e0.y.2.2 = fadd float %e0.v.2.2, %e0.zf.2.2
  %e0.rp.2.2 = fcmp ogt float %e0.y.2.2, 0.000000e+00
  %e0.a.2.2 = select i1 %e0.rp.2.2, float %e0.y.2.2, float 0.000000e+00
  %e0.h.2.2 = fptrunc float %e0.a.2.2 to half
  %e0.zc.2.3 = add i32 %cr, 20515
  %e0.zw.2.3 = zext i32 %e0.zc.2.3 to i64
  %e0.zp.2.3 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.2.3
  %e0.zv.2.3 = load half, ptr addrspace(1) %e0.zp.2.3, align 2
  %e0.zf.2.3 = fpext half %e0.zv.2.3 to float
  %e0.y.2.3 = fadd float %e0.v.2.3, %e0.zf.2.3
  %e0.rp.2.3 = fcmp ogt float %e0.y.2.3, 0.000000e+00
  %e0.a.2.3 = select i1 %e0.rp.2.3, float %e0.y.2.3, float 0.000000e+00
  %e0.h.2.3 = fptrunc float %e0.a.2.3 to half
  %e0.zc.3.0 = add i32 %cr, 20528
  %e0.zw.3.0 = zext i32 %e0.zc.3.0 to i64
  %e0.zp.3.0 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.3.0
  %e0.zv.3.0 = load half, ptr addrspace(1) %e0.zp.3.0, align 2
  %e0.zf.3.0 = fpext half %e0.zv.3.0 to float
  %e0.y.3.0 = fadd float %e0.v.3.0, %e0.zf.3.0
  %e0.rp.3.0 = fcmp ogt float %e0.y.3.0, 0.000000e+00
  %e0.a.3.0 = select i1 %e0.rp.3.0, float %e0.y.3.0, float 0.000000e+00
  %e0.h.3.0 = fptrunc float %e0.a.3.0 to half
  %e0.zc.3.1 = add i32 %cr, 20529
  %e0.zw.3.1 = zext i32 %e0.zc.3.1 to i64
  %e0.zp.3.1 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.3.1
  %e0.zv.3.1 = load half, ptr addrspace(1) %e0.zp.3.1, align 2
  %e0.zf.3.1 = fpext half %e0.zv.3.1 to float
  %e0.y.3.1 = fadd float %e0.v.3.1, %e0.zf.3.1
  %e0.rp.3.1 = fcmp ogt float %e0.y.3.1, 0.000000e+00
  %e0.a.3.1 = select i1 %e0.rp.3.1, float %e0.y.3.1, float 0.000000e+00
  %e0.h.3.1 = fptrunc float %e0.a.3.1 to half
  %e0.zc.3.2 = add i32 %cr, 20530
  %e0.zw.3.2 = zext i32 %e0.zc.3.2 to i64
  %e0.zp.3.2 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.3.2
  %e0.zv.3.2 = load half, ptr addrspace(1) %e0.zp.3.2, align 2
  %e0.zf.3.2 = fpext half %e0.zv.3.2 to float
  %e0.y.3.2 = fadd float %e0.v.3.2, %e0.zf.3.2
  %e0.rp.3.2 = fcmp ogt float %e0.y.3.2, 0.000000e+00
  %e0.a.3.2 = select i1 %e0.rp.3.2, float %e0.y.3.2, float 0.000000e+00
  %e0.h.3.2 = fptrunc float %e0.a.3.2 to half
  %e0.zc.3.3 = add i32 %cr, 20531
  %e0.zw.3.3 = zext i32 %e0.zc.3.3 to i64
  %e0.zp.3.3 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.3.3
  %e0.zv.3.3 = load half, ptr addrspace(1) %e0.zp.3.3, align 2
  %e0.zf.3.3 = fpext half %e0.zv.3.3 to float
  %e0.y.3.3 = fadd float %e0.v.3.3, %e0.zf.3.3
  %e0.rp.3.3 = fcmp ogt float %e0.y.3.3, 0.000000e+00
  %e0.a.3.3 = select i1 %e0.rp.3.3, float %e0.y.3.3, float 0.000000e+00
  %e0.h.3.3 = fptrunc float %e0.a.3.3 to half
  %e0.zc.4.0 = add i32 %cr, 20544
  %e0.zw.4.0 = zext i32 %e0.zc.4.0 to i64
  %e0.zp.4.0 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.4.0
  %e0.zv.4.0 = load half, ptr addrspace(1) %e0.zp.4.0, align 2
  %e0.zf.4.0 = fpext half %e0.zv.4.0 to float
  %e0.y.4.0 = fadd float %e0.v.4.0, %e0.zf.4.0
  %e0.rp.4.0 = fcmp ogt float %e0.y.4.0, 0.000000e+00
  %e0.a.4.0 = select i1 %e0.rp.4.0, float %e0.y.4.0, float 0.000000e+00
  %e0.h.4.0 = fptrunc float %e0.a.4.0 to half
  %e0.zc.4.1 = add i32 %cr, 20545
  %e0.zw.4.1 = zext i32 %e0.zc.4.1 to i64
  %e0.zp.4.1 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.4.1
  %e0.zv.4.1 = load half, ptr addrspace(1) %e0.zp.4.1, align 2
  %e0.zf.4.1 = fpext half %e0.zv.4.1 to float
  %e0.y.4.1 = fadd float %e0.v.4.1, %e0.zf.4.1
  %e0.rp.4.1 = fcmp ogt float %e0.y.4.1, 0.000000e+00
  %e0.a.4.1 = select i1 %e0.rp.4.1, float %e0.y.4.1, float 0.000000e+00
  %e0.h.4.1 = fptrunc float %e0.a.4.1 to half
  %e0.zc.4.2 = add i32 %cr, 20546
  %e0.zw.4.2 = zext i32 %e0.zc.4.2 to i64
  %e0.zp.4.2 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.4.2
  %e0.zv.4.2 = load half, ptr addrspace(1) %e0.zp.4.2, align 2
  %e0.zf.4.2 = fpext half %e0.zv.4.2 to float
  %e0.y.4.2 = fadd float %e0.v.4.2, %e0.zf.4.2
  %e0.rp.4.2 = fcmp ogt float %e0.y.4.2, 0.000000e+00
  %e0.a.4.2 = select i1 %e0.rp.4.2, float %e0.y.4.2, float 0.000000e+00
  %e0.h.4.2 = fptrunc float %e0.a.4.2 to half
  %e0.zc.4.3 = add i32 %cr, 20547
  %e0.zw.4.3 = zext i32 %e0.zc.4.3 to i64
  %e0.zp.4.3 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.4.3
  %e0.zv.4.3 = load half, ptr addrspace(1) %e0.zp.4.3, align 2
  %e0.zf.4.3 = fpext half %e0.zv.4.3 to float
  %e0.y.4.3 = fadd float %e0.v.4.3, %e0.zf.4.3
  %e0.rp.4.3 = fcmp ogt float %e0.y.4.3, 0.000000e+00
  %e0.a.4.3 = select i1 %e0.rp.4.3, float %e0.y.4.3, float 0.000000e+00
  %e0.h.4.3 = fptrunc float %e0.a.4.3 to half
  %e0.zc.5.0 = add i32 %cr, 20560
  %e0.zw.5.0 = zext i32 %e0.zc.5.0 to i64
  %e0.zp.5.0 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.5.0
  %e0.zv.5.0 = load half, ptr addrspace(1) %e0.zp.5.0, align 2
  %e0.zf.5.0 = fpext half %e0.zv.5.0 to float
  %e0.y.5.0 = fadd float %e0.v.5.0, %e0.zf.5.0
  %e0.rp.5.0 = fcmp ogt float %e0.y.5.0, 0.000000e+00
  %e0.a.5.0 = select i1 %e0.rp.5.0, float %e0.y.5.0, float 0.000000e+00
  %e0.h.5.0 = fptrunc float %e0.a.5.0 to half
  %e0.zc.5.1 = add i32 %cr, 20561
  %e0.zw.5.1 = zext i32 %e0.zc.5.1 to i64
  %e0.zp.5.1 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.5.1
  %e0.zv.5.1 = load half, ptr addrspace(1) %e0.zp.5.1, align 2
  %e0.zf.5.1 = fpext half %e0.zv.5.1 to float
  %e0.y.5.1 = fadd float %e0.v.5.1, %e0.zf.5.1
  %e0.rp.5.1 = fcmp ogt float %e0.y.5.1, 0.000000e+00
  %e0.a.5.1 = select i1 %e0.rp.5.1, float %e0.y.5.1, float 0.000000e+00
  %e0.h.5.1 = fptrunc float %e0.a.5.1 to half
  %e0.zc.5.2 = add i32 %cr, 20562
  %e0.zw.5.2 = zext i32 %e0.zc.5.2 to i64
  %e0.zp.5.2 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.5.2
  %e0.zv.5.2 = load half, ptr addrspace(1) %e0.zp.5.2, align 2
  %e0.zf.5.2 = fpext half %e0.zv.5.2 to float
  %e0.y.5.2 = fadd float %e0.v.5.2, %e0.zf.5.2
  %e0.rp.5.2 = fcmp ogt float %e0.y.5.2, 0.000000e+00
  %e0.a.5.2 = select i1 %e0.rp.5.2, float %e0.y.5.2, float 0.000000e+00
  %e0.h.5.2 = fptrunc float %e0.a.5.2 to half
  %e0.zc.5.3 = add i32 %cr, 20563
  %e0.zw.5.3 = zext i32 %e0.zc.5.3 to i64
  %e0.zp.5.3 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.5.3
  %e0.zv.5.3 = load half, ptr addrspace(1) %e0.zp.5.3, align 2
  %e0.zf.5.3 = fpext half %e0.zv.5.3 to float
  %e0.y.5.3 = fadd float %e0.v.5.3, %e0.zf.5.3
  %e0.rp.5.3 = fcmp ogt float %e0.y.5.3, 0.000000e+00
  %e0.a.5.3 = select i1 %e0.rp.5.3, float %e0.y.5.3, float 0.000000e+00
  %e0.h.5.3 = fptrunc float %e0.a.5.3 to half
  %e0.zc.6.0 = add i32 %cr, 20576
  %e0.zw.6.0 = zext i32 %e0.zc.6.0 to i64
  %e0.zp.6.0 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.6.0
  %e0.zv.6.0 = load half, ptr addrspace(1) %e0.zp.6.0, align 2
  %e0.zf.6.0 = fpext half %e0.zv.6.0 to float
  %e0.y.6.0 = fadd float %e0.v.6.0, %e0.zf.6.0
  %e0.rp.6.0 = fcmp ogt float %e0.y.6.0, 0.000000e+00
  %e0.a.6.0 = select i1 %e0.rp.6.0, float %e0.y.6.0, float 0.000000e+00
  %e0.h.6.0 = fptrunc float %e0.a.6.0 to half
  %e0.zc.6.1 = add i32 %cr, 20577
  %e0.zw.6.1 = zext i32 %e0.zc.6.1 to i64
  %e0.zp.6.1 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.6.1
  %e0.zv.6.1 = load half, ptr addrspace(1) %e0.zp.6.1, align 2
  %e0.zf.6.1 = fpext half %e0.zv.6.1 to float
  %e0.y.6.1 = fadd float %e0.v.6.1, %e0.zf.6.1
  %e0.rp.6.1 = fcmp ogt float %e0.y.6.1, 0.000000e+00
  %e0.a.6.1 = select i1 %e0.rp.6.1, float %e0.y.6.1, float 0.000000e+00
  %e0.h.6.1 = fptrunc float %e0.a.6.1 to half
  %e0.zc.6.2 = add i32 %cr, 20578
  %e0.zw.6.2 = zext i32 %e0.zc.6.2 to i64
  %e0.zp.6.2 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.6.2
  %e0.zv.6.2 = load half, ptr addrspace(1) %e0.zp.6.2, align 2
  %e0.zf.6.2 = fpext half %e0.zv.6.2 to float
  %e0.y.6.2 = fadd float %e0.v.6.2, %e0.zf.6.2
  %e0.rp.6.2 = fcmp ogt float %e0.y.6.2, 0.000000e+00
  %e0.a.6.2 = select i1 %e0.rp.6.2, float %e0.y.6.2, float 0.000000e+00
  %e0.h.6.2 = fptrunc float %e0.a.6.2 to half
  %e0.zc.6.3 = add i32 %cr, 20579
  %e0.zw.6.3 = zext i32 %e0.zc.6.3 to i64
  %e0.zp.6.3 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.6.3
  %e0.zv.6.3 = load half, ptr addrspace(1) %e0.zp.6.3, align 2
  %e0.zf.6.3 = fpext half %e0.zv.6.3 to float
  %e0.y.6.3 = fadd float %e0.v.6.3, %e0.zf.6.3
  %e0.rp.6.3 = fcmp ogt float %e0.y.6.3, 0.000000e+00
  %e0.a.6.3 = select i1 %e0.rp.6.3, float %e0.y.6.3, float 0.000000e+00
  %e0.h.6.3 = fptrunc float %e0.a.6.3 to half
  %e0.zc.7.0 = add i32 %cr, 20592
  %e0.zw.7.0 = zext i32 %e0.zc.7.0 to i64
  %e0.zp.7.0 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.7.0
  %e0.zv.7.0 = load half, ptr addrspace(1) %e0.zp.7.0, align 2
  %e0.zf.7.0 = fpext half %e0.zv.7.0 to float
  %e0.y.7.0 = fadd float %e0.v.7.0, %e0.zf.7.0
  %e0.rp.7.0 = fcmp ogt float %e0.y.7.0, 0.000000e+00
  %e0.a.7.0 = select i1 %e0.rp.7.0, float %e0.y.7.0, float 0.000000e+00
  %e0.h.7.0 = fptrunc float %e0.a.7.0 to half
  %e0.zc.7.1 = add i32 %cr, 20593
  %e0.zw.7.1 = zext i32 %e0.zc.7.1 to i64
  %e0.zp.7.1 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.7.1
  %e0.zv.7.1 = load half, ptr addrspace(1) %e0.zp.7.1, align 2
  %e0.zf.7.1 = fpext half %e0.zv.7.1 to float
  %e0.y.7.1 = fadd float %e0.v.7.1, %e0.zf.7.1
  %e0.rp.7.1 = fcmp ogt float %e0.y.7.1, 0.000000e+00
  %e0.a.7.1 = select i1 %e0.rp.7.1, float %e0.y.7.1, float 0.000000e+00
  %e0.h.7.1 = fptrunc float %e0.a.7.1 to half
  %e0.zc.7.2 = add i32 %cr, 20594
  %e0.zw.7.2 = zext i32 %e0.zc.7.2 to i64
  %e0.zp.7.2 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.7.2
  %e0.zv.7.2 = load half, ptr addrspace(1) %e0.zp.7.2, align 2
  %e0.zf.7.2 = fpext half %e0.zv.7.2 to float
  %e0.y.7.2 = fadd float %e0.v.7.2, %e0.zf.7.2
  %e0.rp.7.2 = fcmp ogt float %e0.y.7.2, 0.000000e+00
  %e0.a.7.2 = select i1 %e0.rp.7.2, float %e0.y.7.2, float 0.000000e+00
  %e0.h.7.2 = fptrunc float %e0.a.7.2 to half
  %e0.zc.7.3 = add i32 %cr, 20595
  %e0.zw.7.3 = zext i32 %e0.zc.7.3 to i64
  %e0.zp.7.3 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e0.zw.7.3
  %e0.zv.7.3 = load half, ptr addrspace(1) %e0.zp.7.3, align 2
  %e0.zf.7.3 = fpext half %e0.zv.7.3 to float
  %e0.y.7.3 = fadd float %e0.v.7.3, %e0.zf.7.3
  %e0.rp.7.3 = fcmp ogt float %e0.y.7.3, 0.000000e+00
  %e0.a.7.3 = select i1 %e0.rp.7.3, float %e0.y.7.3, float 0.000000e+00
  %e0.h.7.3 = fptrunc float %e0.a.7.3 to half
  %x1.i.0.0.0 = insertelement <4 x half> poison, half %e0.h.0.0, i32 0
  %x1.i.0.0.1 = insertelement <4 x half> %x1.i.0.0.0, half %e0.h.0.1, i32 1
  %x1.i.0.0.2 = insertelement <4 x half> %x1.i.0.0.1, half %e0.h.0.2, i32 2
  %x1.v.0.0 = insertelement <4 x half> %x1.i.0.0.2, half %e0.h.0.3, i32 3
  %x1.i.1.0.0 = insertelement <4 x half> poison, half %e0.h.1.0, i32 0
  %x1.i.1.0.1 = insertelement <4 x half> %x1.i.1.0.0, half %e0.h.1.1, i32 1
  %x1.i.1.0.2 = insertelement <4 x half> %x1.i.1.0.1, half %e0.h.1.2, i32 2
  %x1.v.1.0 = insertelement <4 x half> %x1.i.1.0.2, half %e0.h.1.3, i32 3
  %x1.i.2.0.0 = insertelement <4 x half> poison, half %e0.h.2.0, i32 0
  %x1.i.2.0.1 = insertelement <4 x half> %x1.i.2.0.0, half %e0.h.2.1, i32 1
  %x1.i.2.0.2 = insertelement <4 x half> %x1.i.2.0.1, half %e0.h.2.2, i32 2
  %x1.v.2.0 = insertelement <4 x half> %x1.i.2.0.2, half %e0.h.2.3, i32 3
  %x1.i.3.0.0 = insertelement <4 x half> poison, half %e0.h.3.0, i32 0
  %x1.i.3.0.1 = insertelement <4 x half> %x1.i.3.0.0, half %e0.h.3.1, i32 1
  %x1.i.3.0.2 = insertelement <4 x half> %x1.i.3.0.1, half %e0.h.3.2, i32 2
  %x1.v.3.0 = insertelement <4 x half> %x1.i.3.0.2, half %e0.h.3.3, i32 3
  %x1.i.4.0.0 = insertelement <4 x half> poison, half %e0.h.4.0, i32 0
  %x1.i.4.0.1 = insertelement <4 x half> %x1.i.4.0.0, half %e0.h.4.1, i32 1
  %x1.i.4.0.2 = insertelement <4 x half> %x1.i.4.0.1, half %e0.h.4.2, i32 2
  %x1.v.4.0 = insertelement <4 x half> %x1.i.4.0.2, half %e0.h.4.3, i32 3
  %x1.i.5.0.0 = insertelement <4 x half> poison, half %e0.h.5.0, i32 0
  %x1.i.5.0.1 = insertelement <4 x half> %x1.i.5.0.0, half %e0.h.5.1, i32 1
  %x1.i.5.0.2 = insertelement <4 x half> %x1.i.5.0.1, half %e0.h.5.2, i32 2
  %x1.v.5.0 = insertelement <4 x half> %x1.i.5.0.2, half %e0.h.5.3, i32 3
  %x1.i.6.0.0 = insertelement <4 x half> poison, half %e0.h.6.0, i32 0
  %x1.i.6.0.1 = insertelement <4 x half> %x1.i.6.0.0, half %e0.h.6.1, i32 1
  %x1.i.6.0.2 = insertelement <4 x half> %x1.i.6.0.1, half %e0.h.6.2, i32 2
  %x1.v.6.0 = insertelement <4 x half> %x1.i.6.0.2, half %e0.h.6.3, i32 3
  %x1.i.7.0.0 = insertelement <4 x half> poison, half %e0.h.7.0, i32 0
  %x1.i.7.0.1 = insertelement <4 x half> %x1.i.7.0.0, half %e0.h.7.1, i32 1
  %x1.i.7.0.2 = insertelement <4 x half> %x1.i.7.0.1, half %e0.h.7.2, i32 2
  %x1.v.7.0 = insertelement <4 x half> %x1.i.7.0.2, half %e0.h.7.3, i32 3
  br label %c1.0.head

c1.0.head:
  %c1.0.e = phi i32 [ %tid, %e0 ], [ %c1.0.next, %c1.0.body ]
  %c1.0.more = icmp ult i32 %c1.0.e, 256
  br i1 %c1.0.more, label %c1.0.body, label %m1.0

c1.0.body:
  %c1.0.r = udiv i32 %c1.0.e, 16
  %c1.0.v = urem i32 %c1.0.e, 16
  %c1.0.c = mul i32 %c1.0.v, 8
  %c1.0.g = mul i32 %c1.0.e, 8
  %c1.0.g64 = zext i32 %c1.0.g to i64
  %c1.0.idx = add i64 %c1.0.g64, 16384
  %c1.0.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c1.0.idx
  %c1.0.x = load <8 x half>, ptr addrspace(1) %c1.0.gp, align 16
  %c1.0.lr = mul i32 %c1.0.r, 136
  %c1.0.l = add i32 %c1.0.lr, %c1.0.c
  %c1.0.l64 = zext i32 %c1.0.l to i64
  %c1.0.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %c1.0.l64
  store <8 x half> %c1.0.x, ptr addrspace(3) %c1.0.q, align 16
  %c1.0.next = add i32 %c1.0.e, 128
  br label %c1.0.head

m1.0:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m1.0.0.q.0 = add i32 %wbase, 0
  %m1.0.0.w.0 = zext i32 %m1.0.0.q.0 to i64
  %m1.0.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m1.0.0.w.0
  %m1.0.0.v.0 = load <4 x half>, ptr addrspace(3) %m1.0.0.p.0, align 8
  %acc1.0.0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m1.0.0.v.0, <4 x half> %x1.v.0.0, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %m1.0.1.q.0 = add i32 %wbase, 16
  %m1.0.1.w.0 = zext i32 %m1.0.1.q.0 to i64
  %m1.0.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m1.0.1.w.0
  %m1.0.1.v.0 = load <4 x half>, ptr addrspace(3) %m1.0.1.p.0, align 8
  %acc1.0.1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m1.0.1.v.0, <4 x half> %x1.v.1.0, <4 x float> %acc1.0.0, i32 0, i32 0, i32 0)
  %m1.0.2.q.0 = add i32 %wbase, 32
  %m1.0.2.w.0 = zext i32 %m1.0.2.q.0 to i64
  %m1.0.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m1.0.2.w.0
  %m1.0.2.v.0 = load <4 x half>, ptr addrspace(3) %m1.0.2.p.0, align 8
  %acc1.0.2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m1.0.2.v.0, <4 x half> %x1.v.2.0, <4 x float> %acc1.0.1, i32 0, i32 0, i32 0)
  %m1.0.3.q.0 = add i32 %wbase, 48
  %m1.0.3.w.0 = zext i32 %m1.0.3.q.0 to i64
  %m1.0.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m1.0.3.w.0
  %m1.0.3.v.0 = load <4 x half>, ptr addrspace(3) %m1.0.3.p.0, align 8
  %acc1.0.3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m1.0.3.v.0, <4 x half> %x1.v.3.0, <4 x float> %acc1.0.2, i32 0, i32 0, i32 0)
  %m1.0.4.q.0 = add i32 %wbase, 64
  %m1.0.4.w.0 = zext i32 %m1.0.4.q.0 to i64
  %m1.0.4.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m1.0.4.w.0
  %m1.0.4.v.0 = load <4 x half>, ptr addrspace(3) %m1.0.4.p.0, align 8
  %acc1.0.4 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m1.0.4.v.0, <4 x half> %x1.v.4.0, <4 x float> %acc1.0.3, i32 0, i32 0, i32 0)
  %m1.0.5.q.0 = add i32 %wbase, 80
  %m1.0.5.w.0 = zext i32 %m1.0.5.q.0 to i64
  %m1.0.5.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m1.0.5.w.0
  %m1.0.5.v.0 = load <4 x half>, ptr addrspace(3) %m1.0.5.p.0, align 8
  %acc1.0.5 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m1.0.5.v.0, <4 x half> %x1.v.5.0, <4 x float> %acc1.0.4, i32 0, i32 0, i32 0)
  %m1.0.6.q.0 = add i32 %wbase, 96
  %m1.0.6.w.0 = zext i32 %m1.0.6.q.0 to i64
  %m1.0.6.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m1.0.6.w.0
  %m1.0.6.v.0 = load <4 x half>, ptr addrspace(3) %m1.0.6.p.0, align 8
  %acc1.0.6 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m1.0.6.v.0, <4 x half> %x1.v.6.0, <4 x float> %acc1.0.5, i32 0, i32 0, i32 0)
  %m1.0.7.q.0 = add i32 %wbase, 112
  %m1.0.7.w.0 = zext i32 %m1.0.7.q.0 to i64
  %m1.0.7.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m1.0.7.w.0
  %m1.0.7.v.0 = load <4 x half>, ptr addrspace(3) %m1.0.7.p.0, align 8
  %acc1.0.7 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m1.0.7.v.0, <4 x half> %x1.v.7.0, <4 x float> %acc1.0.6, i32 0, i32 0, i32 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %c1.1.head

c1.1.head:
  %c1.1.e = phi i32 [ %tid, %m1.0 ], [ %c1.1.next, %c1.1.body ]
  %c1.1.more = icmp ult i32 %c1.1.e, 256
  br i1 %c1.1.more, label %c1.1.body, label %m1.1

c1.1.body:
  %c1.1.r = udiv i32 %c1.1.e, 16
  %c1.1.v = urem i32 %c1.1.e, 16
  %c1.1.c = mul i32 %c1.1.v, 8
  %c1.1.g = mul i32 %c1.1.e, 8
  %c1.1.g64 = zext i32 %c1.1.g to i64
  %c1.1.idx = add i64 %c1.1.g64, 18432
  %c1.1.gp = getelementptr inbounds half, ptr addrspace(1) %P, i64 %c1.1.idx
  %c1.1.x = load <8 x half>, ptr addrspace(1) %c1.1.gp, align 16
  %c1.1.lr = mul i32 %c1.1.r, 136
  %c1.1.l = add i32 %c1.1.lr, %c1.1.c
  %c1.1.l64 = zext i32 %c1.1.l to i64
  %c1.1.q = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %c1.1.l64
  store <8 x half> %c1.1.x, ptr addrspace(3) %c1.1.q, align 16
  %c1.1.next = add i32 %c1.1.e, 128
  br label %c1.1.head

m1.1:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %m1.1.0.q.0 = add i32 %wbase, 0
  %m1.1.0.w.0 = zext i32 %m1.1.0.q.0 to i64
  %m1.1.0.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m1.1.0.w.0
  %m1.1.0.v.0 = load <4 x half>, ptr addrspace(3) %m1.1.0.p.0, align 8
  %acc1.1.0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m1.1.0.v.0, <4 x half> %x1.v.0.0, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %m1.1.1.q.0 = add i32 %wbase, 16
  %m1.1.1.w.0 = zext i32 %m1.1.1.q.0 to i64
  %m1.1.1.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m1.1.1.w.0
  %m1.1.1.v.0 = load <4 x half>, ptr addrspace(3) %m1.1.1.p.0, align 8
  %acc1.1.1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m1.1.1.v.0, <4 x half> %x1.v.1.0, <4 x float> %acc1.1.0, i32 0, i32 0, i32 0)
  %m1.1.2.q.0 = add i32 %wbase, 32
  %m1.1.2.w.0 = zext i32 %m1.1.2.q.0 to i64
  %m1.1.2.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m1.1.2.w.0
  %m1.1.2.v.0 = load <4 x half>, ptr addrspace(3) %m1.1.2.p.0, align 8
  %acc1.1.2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m1.1.2.v.0, <4 x half> %x1.v.2.0, <4 x float> %acc1.1.1, i32 0, i32 0, i32 0)
  %m1.1.3.q.0 = add i32 %wbase, 48
  %m1.1.3.w.0 = zext i32 %m1.1.3.q.0 to i64
  %m1.1.3.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m1.1.3.w.0
  %m1.1.3.v.0 = load <4 x half>, ptr addrspace(3) %m1.1.3.p.0, align 8
  %acc1.1.3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m1.1.3.v.0, <4 x half> %x1.v.3.0, <4 x float> %acc1.1.2, i32 0, i32 0, i32 0)
  %m1.1.4.q.0 = add i32 %wbase, 64
  %m1.1.4.w.0 = zext i32 %m1.1.4.q.0 to i64
  %m1.1.4.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m1.1.4.w.0
  %m1.1.4.v.0 = load <4 x half>, ptr addrspace(3) %m1.1.4.p.0, align 8
  %acc1.1.4 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m1.1.4.v.0, <4 x half> %x1.v.4.0, <4 x float> %acc1.1.3, i32 0, i32 0, i32 0)
  %m1.1.5.q.0 = add i32 %wbase, 80
  %m1.1.5.w.0 = zext i32 %m1.1.5.q.0 to i64
  %m1.1.5.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m1.1.5.w.0
  %m1.1.5.v.0 = load <4 x half>, ptr addrspace(3) %m1.1.5.p.0, align 8
  %acc1.1.5 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m1.1.5.v.0, <4 x half> %x1.v.5.0, <4 x float> %acc1.1.4, i32 0, i32 0, i32 0)
  %m1.1.6.q.0 = add i32 %wbase, 96
  %m1.1.6.w.0 = zext i32 %m1.1.6.q.0 to i64
  %m1.1.6.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m1.1.6.w.0
  %m1.1.6.v.0 = load <4 x half>, ptr addrspace(3) %m1.1.6.p.0, align 8
  %acc1.1.6 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m1.1.6.v.0, <4 x half> %x1.v.6.0, <4 x float> %acc1.1.5, i32 0, i32 0, i32 0)
  %m1.1.7.q.0 = add i32 %wbase, 112
  %m1.1.7.w.0 = zext i32 %m1.1.7.q.0 to i64
  %m1.1.7.p.0 = getelementptr inbounds half, ptr addrspace(3) @paritykit_mlp_50.wgt, i64 %m1.1.7.w.0
  %m1.1.7.v.0 = load <4 x half>, ptr addrspace(3) %m1.1.7.p.0, align 8
  %acc1.1.7 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %m1.1.7.v.0, <4 x half> %x1.v.7.0, <4 x float> %acc1.1.6, i32 0, i32 0, i32 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %e1

e1:
  %e1.v.0.0 = extractelement <4 x float> %acc1.0.7, i32 0
  %e1.v.0.1 = extractelement <4 x float> %acc1.0.7, i32 1
  %e1.v.0.2 = extractelement <4 x float> %acc1.0.7, i32 2
  %e1.v.0.3 = extractelement <4 x float> %acc1.0.7, i32 3
  %e1.v.1.0 = extractelement <4 x float> %acc1.1.7, i32 0
  %e1.v.1.1 = extractelement <4 x float> %acc1.1.7, i32 1
  %e1.v.1.2 = extractelement <4 x float> %acc1.1.7, i32 2
  %e1.v.1.3 = extractelement <4 x float> %acc1.1.7, i32 3
  %e1.zc.0.0 = add i32 %cr, 20608
  %e1.zw.0.0 = zext i32 %e1.zc.0.0 to i64
  %e1.zp.0.0 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e1.zw.0.0
  %e1.zv.0.0 = load half, ptr addrspace(1) %e1.zp.0.0, align 2
  %e1.zf.0.0 = fpext half %e1.zv.0.0 to float
  %e1.y.0.0 = fadd float %e1.v.0.0, %e1.zf.0.0
  %e1.h.0.0 = fptrunc float %e1.y.0.0 to half
  %e1.zc.0.1 = add i32 %cr, 20609
  %e1.zw.0.1 = zext i32 %e1.zc.0.1 to i64
  %e1.zp.0.1 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e1.zw.0.1
  %e1.zv.0.1 = load half, ptr addrspace(1) %e1.zp.0.1, align 2
  %e1.zf.0.1 = fpext half %e1.zv.0.1 to float
  %e1.y.0.1 = fadd float %e1.v.0.1, %e1.zf.0.1
  %e1.h.0.1 = fptrunc float %e1.y.0.1 to half
  %e1.zc.0.2 = add i32 %cr, 20610
  %e1.zw.0.2 = zext i32 %e1.zc.0.2 to i64
  %e1.zp.0.2 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e1.zw.0.2
  %e1.zv.0.2 = load half, ptr addrspace(1) %e1.zp.0.2, align 2
  %e1.zf.0.2 = fpext half %e1.zv.0.2 to float
  %e1.y.0.2 = fadd float %e1.v.0.2, %e1.zf.0.2
  %e1.h.0.2 = fptrunc float %e1.y.0.2 to half
  %e1.zc.0.3 = add i32 %cr, 20611
  %e1.zw.0.3 = zext i32 %e1.zc.0.3 to i64
  %e1.zp.0.3 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e1.zw.0.3
  %e1.zv.0.3 = load half, ptr addrspace(1) %e1.zp.0.3, align 2
  %e1.zf.0.3 = fpext half %e1.zv.0.3 to float
  %e1.y.0.3 = fadd float %e1.v.0.3, %e1.zf.0.3
  %e1.h.0.3 = fptrunc float %e1.y.0.3 to half
  %e1.zc.1.0 = add i32 %cr, 20624
  %e1.zw.1.0 = zext i32 %e1.zc.1.0 to i64
  %e1.zp.1.0 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e1.zw.1.0
  %e1.zv.1.0 = load half, ptr addrspace(1) %e1.zp.1.0, align 2
  %e1.zf.1.0 = fpext half %e1.zv.1.0 to float
  %e1.y.1.0 = fadd float %e1.v.1.0, %e1.zf.1.0
  %e1.h.1.0 = fptrunc float %e1.y.1.0 to half
  %e1.zc.1.1 = add i32 %cr, 20625
  %e1.zw.1.1 = zext i32 %e1.zc.1.1 to i64
  %e1.zp.1.1 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e1.zw.1.1
  %e1.zv.1.1 = load half, ptr addrspace(1) %e1.zp.1.1, align 2
  %e1.zf.1.1 = fpext half %e1.zv.1.1 to float
  %e1.y.1.1 = fadd float %e1.v.1.1, %e1.zf.1.1
  %e1.h.1.1 = fptrunc float %e1.y.1.1 to half
  %e1.zc.1.2 = add i32 %cr, 20626
  %e1.zw.1.2 = zext i32 %e1.zc.1.2 to i64
  %e1.zp.1.2 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e1.zw.1.2
  %e1.zv.1.2 = load half, ptr addrspace(1) %e1.zp.1.2, align 2
  %e1.zf.1.2 = fpext half %e1.zv.1.2 to float
  %e1.y.1.2 = fadd float %e1.v.1.2, %e1.zf.1.2
  %e1.h.1.2 = fptrunc float %e1.y.1.2 to half
  %e1.zc.1.3 = add i32 %cr, 20627
  %e1.zw.1.3 = zext i32 %e1.zc.1.3 to i64
  %e1.zp.1.3 = getelementptr inbounds half, ptr addrspace(1) %P, i64 %e1.zw.1.3
  %e1.zv.1.3 = load half, ptr addrspace(1) %e1.zp.1.3, align 2
  %e1.zf.1.3 = fpext half %e1.zv.1.3 to float
  %e1.y.1.3 = fadd float %e1.v.1.3, %e1.zf.1.3
  %e1.h.1.3 = fptrunc float %e1.y.1.3 to half
  br label %o.0

o.0:
  %o.g.0 = add i32 %ob, 0
  %o.ok.0 = icmp ult i32 %o.g.0, %B
  br i1 %o.ok.0, label %s.0, label %exit

s.0:
  %s.g64.0 = zext i32 %o.g.0 to i64
  %s.row.0 = mul i64 %s.g64.0, 32
  %s.i.0.0.0 = insertelement <4 x half> poison, half %e1.h.0.0, i32 0
  %s.i.0.0.1 = insertelement <4 x half> %s.i.0.0.0, half %e1.h.0.1, i32 1
  %s.i.0.0.2 = insertelement <4 x half> %s.i.0.0.1, half %e1.h.0.2, i32 2
  %s.v.0.0 = insertelement <4 x half> %s.i.0.0.2, half %e1.h.0.3, i32 3
  %s.n.0.0 = add i32 %cr, 0
  %s.n64.0.0 = zext i32 %s.n.0.0 to i64
  %s.idx.0.0 = add i64 %s.row.0, %s.n64.0.0
  %s.p.0.0 = getelementptr inbounds half, ptr addrspace(1) %Y, i64 %s.idx.0.0
  store <4 x half> %s.v.0.0, ptr addrspace(1) %s.p.0.0, align 8
  %s.i.0.1.0 = insertelement <4 x half> poison, half %e1.h.1.0, i32 0
  %s.i.0.1.1 = insertelement <4 x half> %s.i.0.1.0, half %e1.h.1.1, i32 1
  %s.i.0.1.2 = insertelement <4 x half> %s.i.0.1.1, half %e1.h.1.2, i32 2
  %s.v.0.1 = insertelement <4 x half> %s.i.0.1.2, half %e1.h.1.3, i32 3
  %s.n.0.1 = add i32 %cr, 16
  %s.n64.0.1 = zext i32 %s.n.0.1 to i64
  %s.idx.0.1 = add i64 %s.row.0, %s.n64.0.1
  %s.p.0.1 = getelementptr inbounds half, ptr addrspace(1) %Y, i64 %s.idx.0.1
  store <4 x half> %s.v.0.1, ptr addrspace(1) %s.p.0.1, align 8
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32, i32, i32)

attributes #0 = { "amdgpu-flat-work-group-size"="128,128" }
