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
	%4 = phi i32 [ 0, %entry ], [ %26, %alloca.ok.2 ]
	%5 = phi i32 [ 0, %entry ], [ %24, %alloca.ok.2 ]
	%6 = load i32, ptr addrspace(5) %1, align 4
	%7 = zext i32 %6 to i64
	%8 = zext i32 %3 to i64
	%9 = load i32, ptr addrspace(5) %1, align 4
	%10 = add i32 %9, 31
	%11 = and i32 %10, -32
	%12 = zext i32 %11 to i64
	%13 = add i64 %12, %8
	%14 = icmp ule i64 %12, u0x1000
	%15 = sub i64 u0x1000, %12
	%16 = icmp ule i64 %8, %15
	%17 = and i1 %14, %16
	br i1 %17, label %alloca.ok.2, label %alloca.overflow.3

alloca.ok.2:
	%18 = trunc i64 %13 to i32
	store i32 %18, ptr addrspace(5) %1, align 4
	%19 = ptrtoint ptr addrspace(5) %0 to i32
	%20 = add i32 %19, %11
	%21 = inttoptr i32 %20 to ptr addrspace(5)
	store i32 %4, ptr addrspace(5) %21, align 4
	%22 = inttoptr i32 %20 to ptr addrspace(5)
	%23 = load i32, ptr addrspace(5) %22, align 4
	%24 = add i32 %5, %23
	%25 = trunc i64 %7 to i32
	store i32 %25, ptr addrspace(5) %1, align 4
	%26 = add i32 %4, 1
	%27 = icmp ult i32 %26, 10
	%28 = xor i1 %27, true
	br i1 %27, label %$loop, label %bb1

alloca.overflow.3:
	call void @llvm.trap()
	unreachable

bb1:
	%29 = inttoptr i64 %2 to ptr addrspace(1)
	store i32 %24, ptr addrspace(1) %29, align 4
	ret void
}

declare void @llvm.trap()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
