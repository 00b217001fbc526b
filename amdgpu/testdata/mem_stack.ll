target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @mem_stack(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = alloca [64 x i8], align 16, addrspace(5)
	%1 = load i64, ptr addrspace(4) %out, align 8
	br label %$loop

$loop:
	%2 = phi i32 [ 0, %entry ], [ %12, %$loop ]
	%3 = phi i32 [ 0, %entry ], [ %11, %$loop ]
	%4 = ptrtoint ptr addrspace(5) %0 to i32
	%5 = inttoptr i32 %4 to ptr addrspace(5)
	store i32 %2, ptr addrspace(5) %5, align 4
	%6 = inttoptr i32 %4 to ptr addrspace(5)
	%7 = getelementptr inbounds i8, ptr addrspace(5) %6, i32 60
	store i32 %2, ptr addrspace(5) %7, align 4
	%8 = inttoptr i32 %4 to ptr addrspace(5)
	%9 = getelementptr inbounds i8, ptr addrspace(5) %8, i32 60
	%10 = load i32, ptr addrspace(5) %9, align 4
	%11 = add i32 %3, %10
	%12 = add i32 %2, 1
	%13 = icmp ult i32 %12, 10
	%14 = xor i1 %13, true
	br i1 %13, label %$loop, label %bb1

bb1:
	%15 = inttoptr i64 %1 to ptr addrspace(1)
	store i32 %11, ptr addrspace(1) %15, align 4
	ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
