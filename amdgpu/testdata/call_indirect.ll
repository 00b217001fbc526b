target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
@table = protected addrspace(1) global [2 x i64] [i64 ptrtoint (ptr @sq to i64), i64 ptrtoint (ptr @neg to i64)], align 8

define internal void @sq(ptr addrspace(5) %r, ptr addrspace(5) %x) convergent "target-features"="+wavefrontsize64" {
entry:
	%0 = load i32, ptr addrspace(5) %x, align 4
	%1 = mul i32 %0, %0
	store i32 %1, ptr addrspace(5) %r, align 4
	ret void
}

define internal void @neg(ptr addrspace(5) %r, ptr addrspace(5) %x) convergent "target-features"="+wavefrontsize64" {
entry:
	%0 = load i32, ptr addrspace(5) %x, align 4
	%1 = sub i32 0, %0
	store i32 %1, ptr addrspace(5) %r, align 4
	ret void
}

define amdgpu_kernel void @k(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = alloca [4 x i8], align 4, addrspace(5)
	%1 = alloca [4 x i8], align 4, addrspace(5)
	%2 = load i64, ptr addrspace(4) %out, align 8
	%3 = call i32 @llvm.amdgcn.workitem.id.x()
	%4 = and i32 %3, 1
	%5 = zext i32 %4 to i64
	%6 = zext i32 8 to i64
	%7 = mul i64 %5, %6
	%8 = ptrtoint ptr addrspace(1) @table to i64
	%9 = add i64 %8, %7
	%10 = inttoptr i64 %9 to ptr addrspace(1)
	%11 = load i64, ptr addrspace(1) %10, align 8
	store i32 %3, ptr addrspace(5) %0, align 4
	%12 = icmp eq i64 %11, ptrtoint (ptr @sq to i64)
	br i1 %12, label %icall.3, label %icall.next.4

icall.done.2:
	%13 = load i32, ptr addrspace(5) %1, align 4
	%14 = zext i32 %3 to i64
	%15 = zext i32 4 to i64
	%16 = mul i64 %14, %15
	%17 = add i64 %2, %16
	%18 = inttoptr i64 %17 to ptr addrspace(1)
	store i32 %13, ptr addrspace(1) %18, align 4
	ret void

icall.3:
	call void @sq(ptr addrspace(5) %1, ptr addrspace(5) %0)
	br label %icall.done.2

icall.next.4:
	%19 = icmp eq i64 %11, ptrtoint (ptr @neg to i64)
	br i1 %19, label %icall.5, label %icall.next.6

icall.5:
	call void @neg(ptr addrspace(5) %1, ptr addrspace(5) %0)
	br label %icall.done.2

icall.next.6:
	call void @llvm.trap()
	unreachable
}

declare i32 @llvm.amdgcn.workitem.id.x()

declare void @llvm.trap()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
