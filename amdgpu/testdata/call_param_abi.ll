target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @k(ptr addrspace(4) byref([8 x i8]) align 8 %k_param_0) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = alloca [4 x i8], align 4, addrspace(5)
	%1 = alloca [4 x i8], align 4, addrspace(5)
	%2 = alloca [4 x i8], align 4, addrspace(5)
	%3 = alloca [4 x i8], align 4, addrspace(5)
	%4 = load i64, ptr addrspace(4) %k_param_0, align 8
	%5 = call i32 @llvm.amdgcn.workitem.id.x()
	store i32 %5, ptr addrspace(5) %0, align 4
	br label %entry.inl1

entry.inl1:
	%6 = load i32, ptr addrspace(5) %0, align 4
	%7 = mul i32 %6, %6
	store i32 %7, ptr addrspace(5) %1, align 4
	br label %ret.inl1

ret.inl1:
	%8 = load i32, ptr addrspace(5) %1, align 4
	store i32 %8, ptr addrspace(5) %2, align 4
	br label %entry.inl2

entry.inl2:
	%9 = load i32, ptr addrspace(5) %2, align 4
	%10 = mul i32 %9, %9
	store i32 %10, ptr addrspace(5) %3, align 4
	br label %ret.inl2

ret.inl2:
	%11 = load i32, ptr addrspace(5) %3, align 4
	%12 = zext i32 %5 to i64
	%13 = zext i32 4 to i64
	%14 = mul i64 %12, %13
	%15 = add i64 %4, %14
	%16 = inttoptr i64 %15 to ptr addrspace(1)
	store i32 %11, ptr addrspace(1) %16, align 4
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
