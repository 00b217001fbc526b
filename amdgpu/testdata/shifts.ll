target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @shifts(ptr addrspace(4) byref([8 x i8]) align 8 %out, ptr addrspace(4) byref([4 x i8]) align 4 %n) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = load i32, ptr addrspace(4) %n, align 4
	%2 = call i32 @llvm.amdgcn.workitem.id.x()
	%3 = icmp ugt i32 %1, 31
	%4 = select i1 %3, i32 31, i32 %1
	%5 = shl i32 %2, %4
	%6 = select i1 %3, i32 0, i32 %5
	%7 = icmp ugt i32 5, 31
	%8 = select i1 %7, i32 31, i32 5
	%9 = lshr i32 %2, %8
	%10 = select i1 %7, i32 0, i32 %9
	%11 = icmp ugt i32 %1, 31
	%12 = select i1 %11, i32 31, i32 %1
	%13 = ashr i32 %6, %12
	%14 = icmp ugt i32 40, 31
	%15 = select i1 %14, i32 31, i32 40
	%16 = shl i32 %2, %15
	%17 = select i1 %14, i32 0, i32 %16
	%18 = icmp ugt i32 %1, 63
	%19 = select i1 %18, i32 63, i32 %1
	%20 = zext i32 %19 to i64
	%21 = shl i64 %0, %20
	%22 = select i1 %18, i64 0, i64 %21
	%23 = icmp ugt i32 63, 63
	%24 = select i1 %23, i32 63, i32 63
	%25 = zext i32 %24 to i64
	%26 = lshr i64 %22, %25
	%27 = select i1 %23, i64 0, i64 %26
	%28 = add i32 %10, %13
	%29 = add i32 %28, %17
	%30 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %29, ptr addrspace(1) %30, align 4
	%31 = inttoptr i64 %0 to ptr addrspace(1)
	%32 = getelementptr inbounds i8, ptr addrspace(1) %31, i64 8
	store i64 %27, ptr addrspace(1) %32, align 8
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
