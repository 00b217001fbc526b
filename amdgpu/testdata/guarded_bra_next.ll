target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @guarded_bra_next(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = call i32 @llvm.amdgcn.workitem.id.x()
	%2 = icmp ult i32 %1, 5
	%3 = xor i1 %2, true
	br i1 %2, label %NEXT, label %bb1

bb1:
	%4 = add i32 %1, 7
	%5 = icmp ult i32 %1, 9
	%6 = xor i1 %5, true
	br label %NEXT

NEXT:
	%7 = phi i32 [ 0, %entry ], [ %4, %bb1 ]
	%8 = zext i32 %1 to i64
	%9 = zext i32 4 to i64
	%10 = mul i64 %8, %9
	%11 = add i64 %0, %10
	%12 = inttoptr i64 %11 to ptr addrspace(1)
	store i32 %7, ptr addrspace(1) %12, align 4
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
