target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @selp(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = call i32 @llvm.amdgcn.workitem.id.x()
	%2 = icmp eq i32 %1, 0
	%3 = xor i1 %2, true
	%4 = select i1 %2, i32 %1, i32 u0xFFFFFFFF
	%5 = select i1 %2, i32 u0xFFFFFFFB, i32 17
	%6 = select i1 %2, float 1.0, float -1.0
	%7 = bitcast float %6 to i32
	%8 = bitcast float 2.0 to i32
	%9 = bitcast i32 %7 to float
	%10 = bitcast i32 %8 to float
	%11 = select i1 %2, float %9, float %10
	%12 = bitcast float %11 to i32
	%13 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %4, ptr addrspace(1) %13, align 4
	%14 = inttoptr i64 %0 to ptr addrspace(1)
	%15 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 4
	store i32 %5, ptr addrspace(1) %15, align 4
	%16 = inttoptr i64 %0 to ptr addrspace(1)
	%17 = getelementptr inbounds i8, ptr addrspace(1) %16, i64 8
	store i32 %12, ptr addrspace(1) %17, align 4
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
