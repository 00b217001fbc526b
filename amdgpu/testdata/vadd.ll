target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @vadd_f32(ptr addrspace(4) byref([8 x i8]) align 8 %vadd_f32_param_0, ptr addrspace(4) byref([8 x i8]) align 8 %vadd_f32_param_1, ptr addrspace(4) byref([8 x i8]) align 8 %vadd_f32_param_2, ptr addrspace(4) byref([4 x i8]) align 4 %vadd_f32_param_3) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %vadd_f32_param_0, align 8
	%1 = load i64, ptr addrspace(4) %vadd_f32_param_1, align 8
	%2 = load i64, ptr addrspace(4) %vadd_f32_param_2, align 8
	%3 = load i32, ptr addrspace(4) %vadd_f32_param_3, align 4
	%4 = call i32 @llvm.amdgcn.workgroup.id.x()
	%5 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
	%6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
	%7 = load i16, ptr addrspace(4) %6, align 2
	%8 = zext i16 %7 to i32
	%9 = call i32 @llvm.amdgcn.workitem.id.x()
	%10 = mul i32 %4, %8
	%11 = add i32 %10, %9
	%12 = icmp ult i32 %11, %10
	%13 = icmp sge i32 %11, %3
	%14 = xor i1 %13, true
	br i1 %13, label %$L__BB0_2, label %bb1

bb1:
	%15 = sext i32 %11 to i64
	%16 = sext i32 4 to i64
	%17 = mul i64 %15, %16
	%18 = add i64 %0, %17
	%19 = add i64 %1, %17
	%20 = inttoptr i64 %19 to ptr addrspace(1)
	%21 = load i32, ptr addrspace(1) %20, align 4
	%22 = inttoptr i64 %18 to ptr addrspace(1)
	%23 = load i32, ptr addrspace(1) %22, align 4
	%24 = bitcast i32 %23 to float
	%25 = bitcast i32 %21 to float
	%26 = fadd float %24, %25
	%27 = fcmp uno float %26, %26
	%28 = select i1 %27, float 0x7FFFFFFFE0000000, float %26
	%29 = bitcast float %28 to i32
	%30 = add i64 %2, %17
	%31 = inttoptr i64 %30 to ptr addrspace(1)
	store i32 %29, ptr addrspace(1) %31, align 4
	br label %$L__BB0_2

$L__BB0_2:
	ret void
}

define amdgpu_kernel void @vadd_u32(ptr addrspace(4) byref([8 x i8]) align 8 %vadd_u32_param_0, ptr addrspace(4) byref([8 x i8]) align 8 %vadd_u32_param_1, ptr addrspace(4) byref([8 x i8]) align 8 %vadd_u32_param_2, ptr addrspace(4) byref([4 x i8]) align 4 %vadd_u32_param_3) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %vadd_u32_param_0, align 8
	%1 = load i64, ptr addrspace(4) %vadd_u32_param_1, align 8
	%2 = load i64, ptr addrspace(4) %vadd_u32_param_2, align 8
	%3 = load i32, ptr addrspace(4) %vadd_u32_param_3, align 4
	%4 = call i32 @llvm.amdgcn.workgroup.id.x()
	%5 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
	%6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
	%7 = load i16, ptr addrspace(4) %6, align 2
	%8 = zext i16 %7 to i32
	%9 = call i32 @llvm.amdgcn.workitem.id.x()
	%10 = mul i32 %4, %8
	%11 = add i32 %10, %9
	%12 = icmp ult i32 %11, %10
	%13 = icmp uge i32 %11, %3
	%14 = xor i1 %13, true
	br i1 %13, label %$L__BB1_2, label %bb1

bb1:
	%15 = zext i32 %11 to i64
	%16 = zext i32 4 to i64
	%17 = mul i64 %15, %16
	%18 = add i64 %0, %17
	%19 = add i64 %1, %17
	%20 = inttoptr i64 %19 to ptr addrspace(1)
	%21 = load i32, ptr addrspace(1) %20, align 4
	%22 = inttoptr i64 %18 to ptr addrspace(1)
	%23 = load i32, ptr addrspace(1) %22, align 4
	%24 = add i32 %23, %21
	%25 = add i64 %2, %17
	%26 = inttoptr i64 %25 to ptr addrspace(1)
	store i32 %24, ptr addrspace(1) %26, align 4
	br label %$L__BB1_2

$L__BB1_2:
	ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()

declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()

declare i32 @llvm.amdgcn.workitem.id.x()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
