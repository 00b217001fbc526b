target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @setp_bool(ptr addrspace(4) byref([8 x i8]) align 8 %out, ptr addrspace(4) byref([4 x i8]) align 4 %a, ptr addrspace(4) byref([4 x i8]) align 4 %x) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = load i32, ptr addrspace(4) %a, align 4
	%2 = load i32, ptr addrspace(4) %x, align 4
	%3 = call i32 @llvm.amdgcn.workitem.id.x()
	%4 = icmp ult i32 %3, %1
	%5 = xor i1 %4, true
	%6 = icmp ne i32 %3, 3
	%7 = xor i1 %6, true
	%8 = and i1 %6, %4
	%9 = and i1 %7, %4
	%10 = bitcast i32 %2 to float
	%11 = fcmp ogt float %10, 1.0
	%12 = xor i1 %11, true
	%13 = xor i1 %8, true
	%14 = or i1 %11, %13
	%15 = or i1 %12, %13
	%16 = icmp eq i32 %1, 0
	%17 = xor i1 %16, true
	%18 = xor i1 %16, %14
	%19 = xor i1 %17, %14
	%20 = select i1 %9, i32 1, i32 0
	%21 = select i1 %15, i32 2, i32 0
	%22 = select i1 %18, i32 4, i32 0
	%23 = or i32 %20, %21
	%24 = or i32 %23, %22
	%25 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %24, ptr addrspace(1) %25, align 4
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
