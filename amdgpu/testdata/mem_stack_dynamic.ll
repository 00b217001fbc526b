target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @mem_stack_dynamic(ptr addrspace(4) byref([8 x i8]) align 8 %out, ptr addrspace(4) byref([4 x i8]) align 4 %n) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = alloca [4096 x i8], align 32, addrspace(5)
	%1 = alloca i32, align 4, addrspace(5)
	store i32 0, ptr addrspace(5) %1, align 4
	%2 = load i64, ptr addrspace(4) %out, align 8
	%3 = load i32, ptr addrspace(4) %n, align 4
	br label %$loop

$loop:
	%4 = phi i32 [ 0, %entry ], [ %23, %alloca.ok.2 ]
	%5 = phi i32 [ 0, %entry ], [ %21, %alloca.ok.2 ]
	%6 = load i32, ptr addrspace(5) %1, align 4
	%7 = zext i32 %6 to i64
	%8 = zext i32 %3 to i64
	%9 = load i32, ptr addrspace(5) %1, align 4
	%10 = add i32 %9, 31
	%11 = and i32 %10, -32
	%12 = zext i32 %11 to i64
	%13 = add i64 %12, %8
	%14 = icmp ule i64 %13, u0x1000
	br i1 %14, label %alloca.ok.2, label %alloca.overflow.3

alloca.ok.2:
	%15 = trunc i64 %13 to i32
	store i32 %15, ptr addrspace(5) %1, align 4
	%16 = ptrtoint ptr addrspace(5) %0 to i32
	%17 = add i32 %16, %11
	%18 = inttoptr i32 %17 to ptr addrspace(5)
	store i32 %4, ptr addrspace(5) %18, align 4
	%19 = inttoptr i32 %17 to ptr addrspace(5)
	%20 = load i32, ptr addrspace(5) %19, align 4
	%21 = add i32 %5, %20
	%22 = trunc i64 %7 to i32
	store i32 %22, ptr addrspace(5) %1, align 4
	%23 = add i32 %4, 1
	%24 = icmp ult i32 %23, 10
	%25 = xor i1 %24, true
	br i1 %24, label %$loop, label %bb1

alloca.overflow.3:
	call void @llvm.trap()
	unreachable

bb1:
	%26 = inttoptr i64 %2 to ptr addrspace(1)
	store i32 %21, ptr addrspace(1) %26, align 4
	ret void
}

declare void @llvm.trap()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
