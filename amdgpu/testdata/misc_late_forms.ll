target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
@sm = internal addrspace(3) global [64 x i8] undef, align 4

define amdgpu_kernel void @k(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%2 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %1)
	%3 = and i32 %2, 31
	%4 = and i32 %2, 31
	%5 = lshr i32 %4, 2
	%6 = and i32 %4, 3
	%7 = shl i32 %6, 1
	%8 = shl i32 %7, 2
	%9 = lshr i32 %5, 1
	%10 = add i32 %8, %9
	%11 = and i32 %5, 1
	%12 = shl i32 %11, 4
	%13 = and i32 %2, 32
	%14 = or i32 %10, %13
	%15 = shl i32 %14, 2
	%16 = call i32 @llvm.amdgcn.ds.bpermute(i32 %15, i32 %3)
	%17 = add i32 %10, 4
	%18 = and i32 %2, 32
	%19 = or i32 %17, %18
	%20 = shl i32 %19, 2
	%21 = call i32 @llvm.amdgcn.ds.bpermute(i32 %20, i32 %3)
	%22 = lshr i32 %16, %12
	%23 = and i32 %22, u0xFFFF
	%24 = lshr i32 %21, %12
	%25 = shl i32 %24, 16
	%26 = or i32 %23, %25
	%27 = lshr i32 %26, 0
	%28 = trunc i32 %27 to i16
	%29 = lshr i32 %3, 0
	%30 = trunc i32 %29 to i16
	%31 = add i16 %28, %30
	%32 = zext i16 %31 to i32
	%33 = shl i32 %32, 0
	%34 = or i32 0, %33
	%35 = lshr i32 %26, 16
	%36 = trunc i32 %35 to i16
	%37 = lshr i32 %3, 16
	%38 = trunc i32 %37 to i16
	%39 = add i16 %36, %38
	%40 = zext i16 %39 to i32
	%41 = shl i32 %40, 16
	%42 = or i32 %34, %41
	%43 = ptrtoint ptr addrspace(3) @sm to i32
	%44 = icmp eq i32 0, 0
	br i1 %44, label %mapa.ok.2, label %mapa.bad.3

mapa.ok.2:
	%45 = call i64 @llvm.readcyclecounter()
	%46 = call i64 @llvm.amdgcn.s.memrealtime()
	%47 = mul i64 %46, 10
	%48 = add i32 %42, %43
	%49 = add i32 %48, 0
	%50 = add i32 %49, 0
	%51 = trunc i64 %45 to i32
	%52 = trunc i64 %47 to i32
	%53 = icmp eq i32 %51, %52
	%54 = xor i1 %53, true
	call void @llvm.debugtrap()
	br i1 %53, label %ret.4, label %bb1

mapa.bad.3:
	call void @llvm.trap()
	unreachable

ret.4:
	call void @llvm.trap()
	unreachable

bb1:
	%55 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %50, ptr addrspace(1) %55, align 4
	ret void
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32 %0, i32 %1)

declare i32 @llvm.amdgcn.mbcnt.hi(i32 %0, i32 %1)

declare i32 @llvm.amdgcn.ds.bpermute(i32 %0, i32 %1)

declare void @llvm.trap()

declare i64 @llvm.readcyclecounter()

declare i64 @llvm.amdgcn.s.memrealtime()

declare void @llvm.debugtrap()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
