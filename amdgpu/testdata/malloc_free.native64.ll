target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [9 x i8] c"native64\00"
@renew_ptr = protected addrspace(1) global [1 x i64] [i64 ptrtoint (ptr @renew to i64)], align 8
@__ptxamd_heap = protected addrspace(1) global i64 0, align 8

define internal void @renew(ptr addrspace(5) %func_retval0, ptr addrspace(5) %renew_param_0) convergent "target-features"="+wavefrontsize64" {
entry:
	%0 = alloca [8 x i8], align 8, addrspace(5)
	%1 = alloca [8 x i8], align 8, addrspace(5)
	%2 = alloca [8 x i8], align 8, addrspace(5)
	%3 = load i64, ptr addrspace(5) %renew_param_0, align 8
	store i64 %3, ptr addrspace(5) %0, align 8
	store i64 24, ptr addrspace(5) %1, align 8
	%4 = load i64, ptr addrspace(5) %1, align 8
	%5 = add i64 %4, 15
	%6 = and i64 %5, -16
	%7 = load i64, ptr addrspace(1) @__ptxamd_heap, align 8
	%8 = icmp ne i64 %7, 0
	br i1 %8, label %malloc.take.2, label %malloc.done.3

malloc.take.2:
	%9 = inttoptr i64 %7 to ptr addrspace(1)
	%10 = atomicrmw add ptr addrspace(1) %9, i64 %6 syncscope("agent") monotonic
	%11 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 8
	%12 = load i64, ptr addrspace(1) %11, align 8
	%13 = add i64 %10, %6
	%14 = icmp ule i64 %13, %12
	%15 = icmp uge i64 %6, %4
	%16 = and i1 %14, %15
	%17 = icmp uge i64 %13, %10
	%18 = and i1 %16, %17
	%19 = add i64 %7, 256
	%20 = add i64 %19, %10
	%21 = select i1 %18, i64 %20, i64 0
	br label %malloc.done.3

malloc.done.3:
	%22 = phi i64 [ 0, %entry ], [ %21, %malloc.take.2 ]
	store i64 %22, ptr addrspace(5) %2, align 8
	%23 = load i64, ptr addrspace(5) %2, align 8
	store i64 %23, ptr addrspace(5) %func_retval0, align 8
	ret void
}

define amdgpu_kernel void @k(ptr addrspace(4) byref([8 x i8]) align 8 %k_param_0) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = alloca [8 x i8], align 8, addrspace(5)
	%1 = alloca [8 x i8], align 8, addrspace(5)
	%2 = alloca [8 x i8], align 8, addrspace(5)
	%3 = alloca [8 x i8], align 8, addrspace(5)
	%4 = load i64, ptr addrspace(4) %k_param_0, align 8
	%5 = call i32 @llvm.amdgcn.workitem.id.x()
	%6 = zext i32 %5 to i64
	%7 = zext i32 4 to i64
	%8 = mul i64 %6, %7
	store i64 %8, ptr addrspace(5) %0, align 8
	%9 = load i64, ptr addrspace(5) %0, align 8
	%10 = add i64 %9, 15
	%11 = and i64 %10, -16
	%12 = load i64, ptr addrspace(1) @__ptxamd_heap, align 8
	%13 = icmp ne i64 %12, 0
	br i1 %13, label %malloc.take.2, label %malloc.done.3

malloc.take.2:
	%14 = inttoptr i64 %12 to ptr addrspace(1)
	%15 = atomicrmw add ptr addrspace(1) %14, i64 %11 syncscope("agent") monotonic
	%16 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 8
	%17 = load i64, ptr addrspace(1) %16, align 8
	%18 = add i64 %15, %11
	%19 = icmp ule i64 %18, %17
	%20 = icmp uge i64 %11, %9
	%21 = and i1 %19, %20
	%22 = icmp uge i64 %18, %15
	%23 = and i1 %21, %22
	%24 = add i64 %12, 256
	%25 = add i64 %24, %15
	%26 = select i1 %23, i64 %25, i64 0
	br label %malloc.done.3

malloc.done.3:
	%27 = phi i64 [ 0, %entry ], [ %26, %malloc.take.2 ]
	store i64 %27, ptr addrspace(5) %1, align 8
	%28 = load i64, ptr addrspace(5) %1, align 8
	%29 = inttoptr i64 %28 to ptr
	store i32 %5, ptr %29, align 4
	%30 = load i64, ptr addrspace(1) @renew_ptr, align 8
	store i64 %28, ptr addrspace(5) %2, align 8
	%31 = icmp eq i64 %30, ptrtoint (ptr @renew to i64)
	br i1 %31, label %icall.5, label %icall.next.6

icall.done.4:
	%32 = load i64, ptr addrspace(5) %3, align 8
	%33 = icmp ne i64 %32, 0
	%34 = xor i1 %33, true
	%35 = select i1 %33, i32 1, i32 0
	%36 = add i64 %4, %8
	%37 = inttoptr i64 %36 to ptr addrspace(1)
	store i32 %35, ptr addrspace(1) %37, align 4
	ret void

icall.5:
	call void @renew(ptr addrspace(5) %3, ptr addrspace(5) %2)
	br label %icall.done.4

icall.next.6:
	call void @llvm.trap()
	unreachable
}

declare i32 @llvm.amdgcn.workitem.id.x()

declare void @llvm.trap()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
