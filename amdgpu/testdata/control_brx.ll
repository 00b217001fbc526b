target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @k(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = call i32 @llvm.amdgcn.workitem.id.x()
	%2 = and i32 %1, 3
	switch i32 %2, label %brx.bad.2 [
		i32 0, label %L0
		i32 1, label %L1
		i32 2, label %L2
		i32 3, label %L3
	]

brx.bad.2:
	unreachable

L0:
	br label %DONE

L1:
	br label %DONE

L2:
	br label %DONE

L3:
	br label %DONE

DONE:
	%3 = phi i32 [ 10, %L0 ], [ 11, %L1 ], [ 12, %L2 ], [ 13, %L3 ]
	%4 = zext i32 %1 to i64
	%5 = zext i32 4 to i64
	%6 = mul i64 %4, %5
	%7 = add i64 %0, %6
	%8 = inttoptr i64 %7 to ptr addrspace(1)
	store i32 %3, ptr addrspace(1) %8, align 4
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
