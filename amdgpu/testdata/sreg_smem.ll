target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
@st = internal addrspace(3) global [256 x i8] undef, align 4

define amdgpu_kernel void @k(ptr addrspace(4) byref([8 x i8]) align 8 %out, ptr addrspace(4) byref([4 x i8]) align 4 %__ptxamd_dynamic_smem) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = load i32, ptr addrspace(4) %__ptxamd_dynamic_smem, align 4
	%2 = load i32, ptr addrspace(4) %__ptxamd_dynamic_smem, align 4
	%3 = add i32 %2, 256
	%4 = load i32, ptr addrspace(4) %__ptxamd_dynamic_smem, align 4
	%5 = add i32 %4, 256
	%6 = ptrtoint ptr addrspace(3) @st to i32
	%7 = inttoptr i32 %6 to ptr addrspace(3)
	store i32 %1, ptr addrspace(3) %7, align 4
	%8 = inttoptr i64 %0 to ptr addrspace(1)
	%9 = insertelement <4 x i32> undef, i32 %1, i32 0
	%10 = insertelement <4 x i32> %9, i32 %3, i32 1
	%11 = insertelement <4 x i32> %10, i32 %5, i32 2
	%12 = insertelement <4 x i32> %11, i32 0, i32 3
	store <4 x i32> %12, ptr addrspace(1) %8, align 16
	%13 = inttoptr i64 %0 to ptr addrspace(1)
	%14 = getelementptr inbounds i8, ptr addrspace(1) %13, i64 16
	%15 = insertelement <4 x i32> undef, i32 0, i32 0
	%16 = insertelement <4 x i32> %15, i32 0, i32 1
	%17 = insertelement <4 x i32> %16, i32 0, i32 2
	%18 = insertelement <4 x i32> %17, i32 0, i32 3
	store <4 x i32> %18, ptr addrspace(1) %14, align 16
	ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
