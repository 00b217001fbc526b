target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

define internal void @sq(ptr addrspace(5) %func_retval0, ptr addrspace(5) %sq_param_0) "target-features"="+wavefrontsize64" {
entry:
	%0 = load i32, ptr addrspace(5) %sq_param_0, align 4
	%1 = mul i32 %0, %0
	store i32 %1, ptr addrspace(5) %func_retval0, align 4
	ret void
}

define amdgpu_kernel void @k(ptr addrspace(4) byref([8 x i8]) align 8 %k_param_0) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" {
entry:
	%0 = alloca [4 x i8], align 4, addrspace(5)
	%1 = alloca [4 x i8], align 4, addrspace(5)
	%2 = alloca [4 x i8], align 4, addrspace(5)
	%3 = alloca [4 x i8], align 4, addrspace(5)
	%4 = load i64, ptr addrspace(4) %k_param_0, align 8
	%5 = call i32 @llvm.amdgcn.workitem.id.x()
	store i32 %5, ptr addrspace(5) %0, align 4
	call void @sq(ptr addrspace(5) %1, ptr addrspace(5) %0)
	%6 = load i32, ptr addrspace(5) %1, align 4
	store i32 %6, ptr addrspace(5) %2, align 4
	call void @sq(ptr addrspace(5) %3, ptr addrspace(5) %2)
	%7 = load i32, ptr addrspace(5) %3, align 4
	%8 = zext i32 %5 to i64
	%9 = zext i32 4 to i64
	%10 = mul i64 %8, %9
	%11 = add i64 %4, %10
	%12 = inttoptr i64 %11 to ptr addrspace(1)
	store i32 %7, ptr addrspace(1) %12, align 4
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 400}
