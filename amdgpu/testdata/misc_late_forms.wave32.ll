target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"wave32\00"
@sm = internal addrspace(3) global [64 x i8] undef, align 4

define amdgpu_kernel void @k(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize32" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%2 = lshr i32 %1, 2
	%3 = and i32 %1, 3
	%4 = shl i32 %3, 1
	%5 = shl i32 %4, 2
	%6 = lshr i32 %2, 1
	%7 = add i32 %5, %6
	%8 = and i32 %2, 1
	%9 = shl i32 %8, 4
	%10 = or i32 %7, 0
	%11 = shl i32 %10, 2
	%12 = call i32 @llvm.amdgcn.ds.bpermute(i32 %11, i32 %1)
	%13 = add i32 %7, 4
	%14 = or i32 %13, 0
	%15 = shl i32 %14, 2
	%16 = call i32 @llvm.amdgcn.ds.bpermute(i32 %15, i32 %1)
	%17 = lshr i32 %12, %9
	%18 = and i32 %17, u0xFFFF
	%19 = lshr i32 %16, %9
	%20 = shl i32 %19, 16
	%21 = or i32 %18, %20
	%22 = lshr i32 %21, 0
	%23 = trunc i32 %22 to i16
	%24 = lshr i32 %1, 0
	%25 = trunc i32 %24 to i16
	%26 = add i16 %23, %25
	%27 = zext i16 %26 to i32
	%28 = shl i32 %27, 0
	%29 = or i32 0, %28
	%30 = lshr i32 %21, 16
	%31 = trunc i32 %30 to i16
	%32 = lshr i32 %1, 16
	%33 = trunc i32 %32 to i16
	%34 = add i16 %31, %33
	%35 = zext i16 %34 to i32
	%36 = shl i32 %35, 16
	%37 = or i32 %29, %36
	%38 = ptrtoint ptr addrspace(3) @sm to i32
	%39 = icmp eq i32 0, 0
	br i1 %39, label %mapa.ok.2, label %mapa.bad.3

mapa.ok.2:
	%40 = call i64 @llvm.readcyclecounter()
	%41 = call i64 @llvm.amdgcn.s.sendmsg.rtn.i64(i32 131)
	%42 = mul i64 %41, 10
	%43 = add i32 %37, %38
	%44 = add i32 %43, 0
	%45 = add i32 %44, 0
	%46 = trunc i64 %40 to i32
	%47 = trunc i64 %42 to i32
	%48 = icmp eq i32 %46, %47
	%49 = xor i1 %48, true
	call void @llvm.debugtrap()
	br i1 %48, label %ret.4, label %bb1

mapa.bad.3:
	call void @llvm.trap()
	unreachable

ret.4:
	call void @llvm.trap()
	unreachable

bb1:
	%50 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %45, ptr addrspace(1) %50, align 4
	ret void
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32 %0, i32 %1)

declare i32 @llvm.amdgcn.ds.bpermute(i32 %0, i32 %1)

declare void @llvm.trap()

declare i64 @llvm.readcyclecounter()

declare i64 @llvm.amdgcn.s.sendmsg.rtn.i64(i32 %0)

declare void @llvm.debugtrap()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
