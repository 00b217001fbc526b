target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"wave32\00"

define amdgpu_kernel void @iota2d(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize32" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = call i32 @llvm.amdgcn.workitem.id.x()
	%2 = call i32 @llvm.amdgcn.workitem.id.y()
	%3 = call i32 @llvm.amdgcn.workitem.id.z()
	%4 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
	%5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12
	%6 = load i16, ptr addrspace(4) %5, align 2
	%7 = zext i16 %6 to i32
	%8 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 14
	%9 = load i16, ptr addrspace(4) %8, align 2
	%10 = zext i16 %9 to i32
	%11 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 16
	%12 = load i16, ptr addrspace(4) %11, align 2
	%13 = zext i16 %12 to i32
	%14 = call i32 @llvm.amdgcn.workgroup.id.x()
	%15 = call i32 @llvm.amdgcn.workgroup.id.y()
	%16 = call i32 @llvm.amdgcn.workgroup.id.z()
	%17 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 0
	%18 = load i32, ptr addrspace(4) %17, align 4
	%19 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 4
	%20 = load i32, ptr addrspace(4) %19, align 4
	%21 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 8
	%22 = load i32, ptr addrspace(4) %21, align 4
	%23 = mul i32 %14, %7
	%24 = add i32 %23, %1
	%25 = icmp ult i32 %24, %23
	%26 = mul i32 %15, %10
	%27 = add i32 %26, %2
	%28 = icmp ult i32 %27, %26
	%29 = mul i32 %16, %13
	%30 = add i32 %29, %3
	%31 = icmp ult i32 %30, %29
	%32 = mul i32 %18, %7
	%33 = mul i32 %20, %10
	%34 = mul i32 %30, %33
	%35 = add i32 %34, %27
	%36 = icmp ult i32 %35, %34
	%37 = mul i32 %35, %32
	%38 = add i32 %37, %24
	%39 = icmp ult i32 %38, %37
	%40 = zext i32 %38 to i64
	%41 = zext i32 4 to i64
	%42 = mul i64 %40, %41
	%43 = add i64 %0, %42
	%44 = inttoptr i64 %43 to ptr addrspace(1)
	store i32 %38, ptr addrspace(1) %44, align 4
	%45 = icmp eq i32 %22, 0
	%46 = xor i1 %45, true
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

declare i32 @llvm.amdgcn.workitem.id.y()

declare i32 @llvm.amdgcn.workitem.id.z()

declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()

declare i32 @llvm.amdgcn.workgroup.id.x()

declare i32 @llvm.amdgcn.workgroup.id.y()

declare i32 @llvm.amdgcn.workgroup.id.z()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
