target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"wave32\00"

define amdgpu_kernel void @iota2d(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize32" "amdgpu-flat-work-group-size"="1,1024" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = call i32 @llvm.amdgcn.workitem.id.x()
	%2 = call i32 @llvm.amdgcn.workitem.id.y()
	%3 = call i32 @llvm.amdgcn.workitem.id.z()
	%4 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
	%5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 4
	%6 = load i16, ptr addrspace(4) %5, align 2
	%7 = zext i16 %6 to i32
	%8 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 6
	%9 = load i16, ptr addrspace(4) %8, align 2
	%10 = zext i16 %9 to i32
	%11 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 8
	%12 = load i16, ptr addrspace(4) %11, align 2
	%13 = zext i16 %12 to i32
	%14 = call i32 @llvm.amdgcn.workgroup.id.x()
	%15 = call i32 @llvm.amdgcn.workgroup.id.y()
	%16 = call i32 @llvm.amdgcn.workgroup.id.z()
	%17 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12
	%18 = load i32, ptr addrspace(4) %17, align 4
	%19 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 4
	%20 = load i16, ptr addrspace(4) %19, align 2
	%21 = zext i16 %20 to i32
	%22 = udiv i32 %18, %21
	%23 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 16
	%24 = load i32, ptr addrspace(4) %23, align 4
	%25 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 6
	%26 = load i16, ptr addrspace(4) %25, align 2
	%27 = zext i16 %26 to i32
	%28 = udiv i32 %24, %27
	%29 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 20
	%30 = load i32, ptr addrspace(4) %29, align 4
	%31 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 8
	%32 = load i16, ptr addrspace(4) %31, align 2
	%33 = zext i16 %32 to i32
	%34 = udiv i32 %30, %33
	%35 = mul i32 %14, %7
	%36 = add i32 %35, %1
	%37 = icmp ult i32 %36, %35
	%38 = mul i32 %15, %10
	%39 = add i32 %38, %2
	%40 = icmp ult i32 %39, %38
	%41 = mul i32 %16, %13
	%42 = add i32 %41, %3
	%43 = icmp ult i32 %42, %41
	%44 = mul i32 %22, %7
	%45 = mul i32 %28, %10
	%46 = mul i32 %42, %45
	%47 = add i32 %46, %39
	%48 = icmp ult i32 %47, %46
	%49 = mul i32 %47, %44
	%50 = add i32 %49, %36
	%51 = icmp ult i32 %50, %49
	%52 = zext i32 %50 to i64
	%53 = zext i32 4 to i64
	%54 = mul i64 %52, %53
	%55 = add i64 %0, %54
	%56 = inttoptr i64 %55 to ptr addrspace(1)
	store i32 %50, ptr addrspace(1) %56, align 4
	%57 = icmp eq i32 %34, 0
	%58 = xor i1 %57, true
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

declare i32 @llvm.amdgcn.workitem.id.y()

declare i32 @llvm.amdgcn.workitem.id.z()

declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

declare i32 @llvm.amdgcn.workgroup.id.x()

declare i32 @llvm.amdgcn.workgroup.id.y()

declare i32 @llvm.amdgcn.workgroup.id.z()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 400}
