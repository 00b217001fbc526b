target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @k(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = alloca [16 x i8], align 4, addrspace(5)
	%1 = load i64, ptr addrspace(4) %out, align 8
	%2 = call i32 @llvm.amdgcn.workitem.id.x()
	%3 = getelementptr inbounds i8, ptr addrspace(5) %0, i32 4
	store i32 %2, ptr addrspace(5) %3, align 4
	%4 = getelementptr inbounds i8, ptr addrspace(5) %0, i32 4
	%5 = load i32, ptr addrspace(5) %4, align 4
	%6 = add i32 %5, 1
	%7 = zext i32 %2 to i64
	%8 = zext i32 4 to i64
	%9 = mul i64 %7, %8
	%10 = add i64 %1, %9
	%11 = inttoptr i64 %10 to ptr addrspace(1)
	store i32 %6, ptr addrspace(1) %11, align 4
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
