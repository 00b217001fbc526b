target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @predicated_ret(ptr addrspace(4) byref([8 x i8]) align 8 %out, ptr addrspace(4) byref([4 x i8]) align 4 %n) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = load i32, ptr addrspace(4) %n, align 4
	%2 = call i32 @llvm.amdgcn.workitem.id.x()
	%3 = icmp uge i32 %2, %1
	%4 = xor i1 %3, true
	br i1 %3, label %ret.2, label %bb1

ret.2:
	ret void

bb1:
	%5 = zext i32 %2 to i64
	%6 = zext i32 4 to i64
	%7 = mul i64 %5, %6
	%8 = add i64 %0, %7
	%9 = inttoptr i64 %8 to ptr addrspace(1)
	store i32 %2, ptr addrspace(1) %9, align 4
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
