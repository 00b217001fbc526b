target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @param_address_cvta(ptr addrspace(4) byref([8 x i8]) align 8 %out, ptr addrspace(4) byref([4 x i8]) align 4 %a, ptr addrspace(4) byref([8 x i8]) align 8 %b) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = ptrtoint ptr addrspace(4) %a to i64
	%2 = inttoptr i64 %1 to ptr
	%3 = load i32, ptr %2, align 4
	%4 = ptrtoint ptr addrspace(4) %b to i64
	%5 = inttoptr i64 %4 to ptr
	%6 = load i32, ptr %5, align 4
	%7 = inttoptr i64 %4 to ptr
	%8 = getelementptr inbounds i8, ptr %7, i64 4
	%9 = load i32, ptr %8, align 4
	%10 = call i32 @llvm.amdgcn.workitem.id.x()
	%11 = and i32 %10, 1
	%12 = zext i32 %11 to i64
	%13 = zext i32 4 to i64
	%14 = mul i64 %12, %13
	%15 = add i64 %4, %14
	%16 = inttoptr i64 %15 to ptr
	%17 = load i32, ptr %16, align 4
	%18 = zext i32 %10 to i64
	%19 = zext i32 16 to i64
	%20 = mul i64 %18, %19
	%21 = add i64 %0, %20
	%22 = inttoptr i64 %21 to ptr addrspace(1)
	store i32 %3, ptr addrspace(1) %22, align 4
	%23 = inttoptr i64 %21 to ptr addrspace(1)
	%24 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 4
	store i32 %6, ptr addrspace(1) %24, align 4
	%25 = inttoptr i64 %21 to ptr addrspace(1)
	%26 = getelementptr inbounds i8, ptr addrspace(1) %25, i64 8
	store i32 %9, ptr addrspace(1) %26, align 4
	%27 = inttoptr i64 %21 to ptr addrspace(1)
	%28 = getelementptr inbounds i8, ptr addrspace(1) %27, i64 12
	store i32 %17, ptr addrspace(1) %28, align 4
	ret void
}

define amdgpu_kernel void @param_address_mov(ptr addrspace(4) byref([8 x i8]) align 8 %param_address_mov_param_0, ptr addrspace(4) byref([4 x i8]) align 4 %param_address_mov_param_1, ptr addrspace(4) byref([8 x i8]) align 8 %param_address_mov_param_2, ptr addrspace(4) byref([8 x i8]) align 8 %param_address_mov_param_3) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = ptrtoint ptr addrspace(4) %param_address_mov_param_0 to i64
	%1 = inttoptr i64 %0 to ptr addrspace(4)
	%2 = load i64, ptr addrspace(4) %1, align 8
	%3 = ptrtoint ptr addrspace(4) %param_address_mov_param_1 to i64
	%4 = inttoptr i64 %3 to ptr addrspace(4)
	%5 = load i32, ptr addrspace(4) %4, align 4
	%6 = ptrtoint ptr addrspace(4) %param_address_mov_param_2 to i64
	%7 = inttoptr i64 %6 to ptr addrspace(4)
	%8 = load i32, ptr addrspace(4) %7, align 4
	%9 = inttoptr i64 %6 to ptr addrspace(4)
	%10 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 4
	%11 = load i32, ptr addrspace(4) %10, align 4
	%12 = call i32 @llvm.amdgcn.workitem.id.x()
	%13 = and i32 %12, 1
	%14 = zext i32 %13 to i64
	%15 = zext i32 4 to i64
	%16 = mul i64 %14, %15
	%17 = add i64 %6, %16
	%18 = inttoptr i64 %17 to ptr addrspace(4)
	%19 = load i32, ptr addrspace(4) %18, align 4
	%20 = ptrtoint ptr addrspace(4) %param_address_mov_param_3 to i64
	%21 = inttoptr i64 %20 to ptr addrspace(4)
	%22 = load i64, ptr addrspace(4) %21, align 8
	%23 = trunc i64 %22 to i32
	%24 = add i32 %19, %23
	%25 = zext i32 %12 to i64
	%26 = zext i32 16 to i64
	%27 = mul i64 %25, %26
	%28 = add i64 %2, %27
	%29 = inttoptr i64 %28 to ptr addrspace(1)
	store i32 %5, ptr addrspace(1) %29, align 4
	%30 = inttoptr i64 %28 to ptr addrspace(1)
	%31 = getelementptr inbounds i8, ptr addrspace(1) %30, i64 4
	store i32 %8, ptr addrspace(1) %31, align 4
	%32 = inttoptr i64 %28 to ptr addrspace(1)
	%33 = getelementptr inbounds i8, ptr addrspace(1) %32, i64 8
	store i32 %11, ptr addrspace(1) %33, align 4
	%34 = inttoptr i64 %28 to ptr addrspace(1)
	%35 = getelementptr inbounds i8, ptr addrspace(1) %34, i64 12
	store i32 %24, ptr addrspace(1) %35, align 4
	ret void
}

define amdgpu_kernel void @func_param_local(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = alloca [8 x i8], align 4, addrspace(5)
	%1 = alloca [4 x i8], align 4, addrspace(5)
	%2 = load i64, ptr addrspace(4) %out, align 8
	%3 = call i32 @llvm.amdgcn.workitem.id.x()
	store i32 %3, ptr addrspace(5) %0, align 4
	%4 = getelementptr inbounds i8, ptr addrspace(5) %0, i32 4
	store i32 100, ptr addrspace(5) %4, align 4
	br label %entry.inl1

entry.inl1:
	%5 = ptrtoint ptr addrspace(5) %0 to i64
	%6 = trunc i64 %5 to i32
	%7 = inttoptr i32 %6 to ptr addrspace(5)
	%8 = getelementptr inbounds i8, ptr addrspace(5) %7, i32 4
	%9 = load i32, ptr addrspace(5) %8, align 4
	%10 = load i32, ptr addrspace(5) %0, align 4
	%11 = add i32 %9, %10
	store i32 %11, ptr addrspace(5) %1, align 4
	br label %ret.inl1

ret.inl1:
	%12 = load i32, ptr addrspace(5) %1, align 4
	%13 = zext i32 %3 to i64
	%14 = zext i32 4 to i64
	%15 = mul i64 %13, %14
	%16 = add i64 %2, %15
	%17 = inttoptr i64 %16 to ptr addrspace(1)
	store i32 %12, ptr addrspace(1) %17, align 4
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
