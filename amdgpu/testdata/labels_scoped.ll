target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @labels_scoped(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	br label %LAB_WAIT$1

LAB_WAIT$1:
	%0 = icmp eq i32 0, 0
	%1 = xor i1 %0, true
	br i1 %0, label %LAB_WAIT$2, label %bb2

bb2:
	br label %LAB_WAIT$1

LAB_WAIT$2:
	%2 = icmp eq i32 0, 0
	%3 = xor i1 %2, true
	br i1 %2, label %DONE$2, label %bb4

bb4:
	br label %LAB_WAIT$2

DONE$2:
	br i1 %2, label %bb1, label %bb6

bb6:
	br label %INNER

INNER:
	%4 = add i32 0, 1
	br label %bb1

bb1:
	ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
