target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
@shared_array.shared.buf = internal addrspace(3) global [256 x i8] undef, align 4

define amdgpu_kernel void @shared_array(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = call i32 @llvm.amdgcn.workitem.id.x()
	%2 = ptrtoint ptr addrspace(3) @shared_array.shared.buf to i32
	%3 = icmp ugt i32 2, 31
	%4 = select i1 %3, i32 31, i32 2
	%5 = shl i32 %1, %4
	%6 = select i1 %3, i32 0, i32 %5
	%7 = add i32 %2, %6
	%8 = inttoptr i32 %7 to ptr addrspace(3)
	store i32 %1, ptr addrspace(3) %8, align 4
	%9 = getelementptr inbounds i8, ptr addrspace(3) @shared_array.shared.buf, i32 4
	store i32 %1, ptr addrspace(3) %9, align 4
	%10 = getelementptr inbounds i8, ptr addrspace(3) @shared_array.shared.buf, i32 8
	%11 = load i32, ptr addrspace(3) %10, align 4
	%12 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %11, ptr addrspace(1) %12, align 4
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
