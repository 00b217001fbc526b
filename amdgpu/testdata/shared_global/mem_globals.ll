target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
@dsm = external addrspace(3) global [0 x i8], align 1024
@garr = protected addrspace(1) global [16 x i8] c"\0A\00\00\00\14\00\00\00\1E\00\00\00(\00\00\00", align 4
@gptr = protected addrspace(1) global [2 x i64] [i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @garr to ptr) to i64), i64 ptrtoint (ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @garr, i64 8) to i64)], align 8
@cf = protected addrspace(4) global [4 x i8] c"\00\00\C0?", align 4

define amdgpu_kernel void @mem_globals(ptr addrspace(4) byref([8 x i8]) align 8 %out, ptr addrspace(4) byref([24 x i8]) align 4 %__ptxamd_shared_window) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%1 = load i64, ptr addrspace(4) %0, align 4
	%2 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%3 = load i32, ptr addrspace(4) %2, align 4
	%4 = zext i32 %3 to i64
	%5 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%6 = load i32, ptr addrspace(4) %5, align 4
	%7 = zext i32 %6 to i64
	%8 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%9 = load i32, ptr addrspace(4) %8, align 4
	%10 = zext i32 %9 to i64
	%11 = call i32 @llvm.amdgcn.workgroup.id.x()
	%12 = zext i32 %11 to i64
	%13 = call i32 @llvm.amdgcn.workgroup.id.y()
	%14 = zext i32 %13 to i64
	%15 = call i32 @llvm.amdgcn.workgroup.id.z()
	%16 = zext i32 %15 to i64
	%17 = mul i64 %10, %16
	%18 = add i64 %14, %17
	%19 = mul i64 %7, %18
	%20 = add i64 %12, %19
	%21 = mul i64 %20, %4
	%22 = add i64 %1, %21
	%23 = inttoptr i64 %22 to ptr addrspace(1)
	%24 = load i64, ptr addrspace(4) %out, align 8
	%25 = load i64, ptr addrspace(1) @gptr, align 8
	%26 = inttoptr i64 %25 to ptr
	%27 = getelementptr inbounds i8, ptr %26, i64 4
	%28 = load i32, ptr %27, align 4
	%29 = ptrtoint ptr addrspace(3) @dsm to i64
	%30 = trunc i64 %29 to i32
	%31 = inttoptr i32 %30 to ptr addrspace(3)
	%32 = ptrtoint ptr addrspace(3) %31 to i32
	%33 = zext i32 %32 to i64
	%34 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %33
	%35 = addrspacecast ptr addrspace(1) %34 to ptr
	%36 = ptrtoint ptr %35 to i64
	%37 = inttoptr i64 %36 to ptr
	%38 = ptrtoint ptr %37 to i64
	%39 = sub i64 %38, %22
	%40 = icmp ult i64 %39, %4
	br i1 %40, label %guard.2, label %cont.3

guard.2:
	%41 = inttoptr i64 %36 to ptr
	store i32 %28, ptr %41, align 4
	br label %cont.3

cont.3:
	%42 = load i32, ptr addrspace(4) @cf, align 4
	%43 = inttoptr i64 %24 to ptr addrspace(1)
	store i32 %42, ptr addrspace(1) %43, align 4
	ret void
}

declare i1 @llvm.amdgcn.is.shared(ptr %0)

declare i32 @llvm.amdgcn.workgroup.id.x()

declare i32 @llvm.amdgcn.workgroup.id.y()

declare i32 @llvm.amdgcn.workgroup.id.z()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
