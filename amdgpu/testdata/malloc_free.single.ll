target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"single\00"
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

define amdgpu_kernel void @k(ptr addrspace(4) byref([8 x i8]) align 8 %k_param_0, ptr addrspace(4) byref([12 x i8]) align 4 %__ptxamd_ptx_block) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = load i32, ptr addrspace(4) %__ptxamd_ptx_block, align 4
	%2 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_ptx_block, i64 4
	%3 = load i32, ptr addrspace(4) %2, align 4
	%4 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_ptx_block, i64 8
	%5 = load i32, ptr addrspace(4) %4, align 4
	%6 = lshr i32 %0, 6
	%7 = and i32 %0, 31
	%8 = shl i32 %6, 5
	%9 = add i32 %8, %7
	%10 = mul i32 %1, %3
	%11 = mul i32 %10, %5
	%12 = and i32 %0, 32
	%13 = icmp ne i32 %12, 0
	%14 = icmp uge i32 %9, %11
	%15 = or i1 %13, %14
	br i1 %15, label %idle.2, label %body.3

idle.2:
	ret void

body.3:
	%16 = mul i32 %1, %3
	%17 = urem i32 %9, %1
	%18 = udiv i32 %9, %1
	%19 = urem i32 %18, %3
	%20 = udiv i32 %9, %16
	%21 = alloca [8 x i8], align 8, addrspace(5)
	%22 = alloca [8 x i8], align 8, addrspace(5)
	%23 = alloca [8 x i8], align 8, addrspace(5)
	%24 = alloca [8 x i8], align 8, addrspace(5)
	%25 = load i64, ptr addrspace(4) %k_param_0, align 8
	%26 = zext i32 %17 to i64
	%27 = zext i32 4 to i64
	%28 = mul i64 %26, %27
	store i64 %28, ptr addrspace(5) %21, align 8
	%29 = load i64, ptr addrspace(5) %21, align 8
	%30 = add i64 %29, 15
	%31 = and i64 %30, -16
	%32 = load i64, ptr addrspace(1) @__ptxamd_heap, align 8
	%33 = icmp ne i64 %32, 0
	br i1 %33, label %malloc.take.4, label %malloc.done.5

malloc.take.4:
	%34 = inttoptr i64 %32 to ptr addrspace(1)
	%35 = atomicrmw add ptr addrspace(1) %34, i64 %31 syncscope("agent") monotonic
	%36 = getelementptr inbounds i8, ptr addrspace(1) %34, i64 8
	%37 = load i64, ptr addrspace(1) %36, align 8
	%38 = add i64 %35, %31
	%39 = icmp ule i64 %38, %37
	%40 = icmp uge i64 %31, %29
	%41 = and i1 %39, %40
	%42 = icmp uge i64 %38, %35
	%43 = and i1 %41, %42
	%44 = add i64 %32, 256
	%45 = add i64 %44, %35
	%46 = select i1 %43, i64 %45, i64 0
	br label %malloc.done.5

malloc.done.5:
	%47 = phi i64 [ 0, %body.3 ], [ %46, %malloc.take.4 ]
	store i64 %47, ptr addrspace(5) %22, align 8
	%48 = load i64, ptr addrspace(5) %22, align 8
	%49 = inttoptr i64 %48 to ptr
	store i32 %17, ptr %49, align 4
	%50 = load i64, ptr addrspace(1) @renew_ptr, align 8
	store i64 %48, ptr addrspace(5) %23, align 8
	%51 = icmp eq i64 %50, ptrtoint (ptr @renew to i64)
	br i1 %51, label %icall.7, label %icall.next.8

icall.done.6:
	%52 = load i64, ptr addrspace(5) %24, align 8
	%53 = icmp ne i64 %52, 0
	%54 = xor i1 %53, true
	%55 = select i1 %53, i32 1, i32 0
	%56 = add i64 %25, %28
	%57 = inttoptr i64 %56 to ptr addrspace(1)
	store i32 %55, ptr addrspace(1) %57, align 4
	ret void

icall.7:
	call void @renew(ptr addrspace(5) %24, ptr addrspace(5) %23)
	br label %icall.done.6

icall.next.8:
	call void @llvm.trap()
	unreachable
}

declare i32 @llvm.amdgcn.workitem.id.x()

declare void @llvm.trap()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
