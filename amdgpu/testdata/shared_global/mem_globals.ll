target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
@dsm = external addrspace(3) global [0 x i8], align 1024
@garr = protected addrspace(1) global [16 x i8] c"\0A\00\00\00\14\00\00\00\1E\00\00\00(\00\00\00", align 4
@gptr = protected addrspace(1) global [2 x i64] [i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @garr to ptr) to i64), i64 ptrtoint (ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @garr, i64 8) to i64)], align 8
@cf = protected addrspace(4) global [4 x i8] c"\00\00\C0?", align 4

define amdgpu_kernel void @mem_globals(ptr addrspace(4) byref([8 x i8]) align 8 %out, ptr addrspace(4) byref([24 x i8]) align 4 %__ptxamd_shared_window) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = load i64, ptr addrspace(1) @gptr, align 8
	%2 = inttoptr i64 %1 to ptr
	%3 = getelementptr inbounds i8, ptr %2, i64 4
	%4 = load i32, ptr %3, align 4
	%5 = ptrtoint ptr addrspace(3) @dsm to i64
	%6 = trunc i64 %5 to i32
	%7 = inttoptr i32 %6 to ptr addrspace(3)
	%8 = ptrtoint ptr addrspace(3) %7 to i32
	%9 = zext i32 %8 to i64
	%10 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%11 = load i64, ptr addrspace(4) %10, align 4
	%12 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%13 = load i32, ptr addrspace(4) %12, align 4
	%14 = zext i32 %13 to i64
	%15 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%16 = load i32, ptr addrspace(4) %15, align 4
	%17 = zext i32 %16 to i64
	%18 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%19 = load i32, ptr addrspace(4) %18, align 4
	%20 = zext i32 %19 to i64
	%21 = call i32 @llvm.amdgcn.workgroup.id.x()
	%22 = zext i32 %21 to i64
	%23 = call i32 @llvm.amdgcn.workgroup.id.y()
	%24 = zext i32 %23 to i64
	%25 = call i32 @llvm.amdgcn.workgroup.id.z()
	%26 = zext i32 %25 to i64
	%27 = mul i64 %20, %26
	%28 = add i64 %24, %27
	%29 = mul i64 %17, %28
	%30 = add i64 %22, %29
	%31 = mul i64 %30, %14
	%32 = add i64 %11, %31
	%33 = inttoptr i64 %32 to ptr addrspace(1)
	%34 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 %9
	%35 = addrspacecast ptr addrspace(1) %34 to ptr
	%36 = ptrtoint ptr %35 to i64
	%37 = inttoptr i64 %36 to ptr
	%38 = ptrtoint ptr %37 to i64
	%39 = sub i64 %38, %32
	%40 = icmp ult i64 %39, %14
	br i1 %40, label %guard.2, label %cont.3

guard.2:
	%41 = inttoptr i64 %36 to ptr
	store i32 %4, ptr %41, align 4
	br label %cont.3

cont.3:
	%42 = load i32, ptr addrspace(4) @cf, align 4
	%43 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %42, ptr addrspace(1) %43, align 4
	ret void
}

declare i1 @llvm.amdgcn.is.shared(ptr %0)

declare i32 @llvm.amdgcn.workgroup.id.x()

declare i32 @llvm.amdgcn.workgroup.id.y()

declare i32 @llvm.amdgcn.workgroup.id.z()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
