target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @vadd_f32(ptr addrspace(4) byref([8 x i8]) align 8 %vadd_f32_param_0, ptr addrspace(4) byref([8 x i8]) align 8 %vadd_f32_param_1, ptr addrspace(4) byref([8 x i8]) align 8 %vadd_f32_param_2, ptr addrspace(4) byref([4 x i8]) align 4 %vadd_f32_param_3) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" {
entry:
	%0 = load i64, ptr addrspace(4) %vadd_f32_param_0, align 8
	%1 = load i64, ptr addrspace(4) %vadd_f32_param_1, align 8
	%2 = load i64, ptr addrspace(4) %vadd_f32_param_2, align 8
	%3 = load i32, ptr addrspace(4) %vadd_f32_param_3, align 4
	%4 = call i32 @llvm.amdgcn.workgroup.id.x()
	%5 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
	%6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 4
	%7 = load i16, ptr addrspace(4) %6, align 2
	%8 = zext i16 %7 to i32
	%9 = call i32 @llvm.amdgcn.workitem.id.x()
	%10 = mul i32 %4, %8
	%11 = add i32 %10, %9
	%12 = icmp sge i32 %11, %3
	%13 = xor i1 %12, true
	br i1 %12, label %$L__BB0_2, label %bb1

bb1:
	%14 = sext i32 %11 to i64
	%15 = sext i32 4 to i64
	%16 = mul i64 %14, %15
	%17 = add i64 %0, %16
	%18 = add i64 %1, %16
	%19 = inttoptr i64 %18 to ptr addrspace(1)
	%20 = load i32, ptr addrspace(1) %19, align 4
	%21 = inttoptr i64 %17 to ptr addrspace(1)
	%22 = load i32, ptr addrspace(1) %21, align 4
	%23 = bitcast i32 %22 to float
	%24 = bitcast i32 %20 to float
	%25 = fadd float %23, %24
	%26 = bitcast float %25 to i32
	%27 = add i64 %2, %16
	%28 = inttoptr i64 %27 to ptr addrspace(1)
	store i32 %26, ptr addrspace(1) %28, align 4
	br label %$L__BB0_2

$L__BB0_2:
	ret void
}

define amdgpu_kernel void @vadd_u32(ptr addrspace(4) byref([8 x i8]) align 8 %vadd_u32_param_0, ptr addrspace(4) byref([8 x i8]) align 8 %vadd_u32_param_1, ptr addrspace(4) byref([8 x i8]) align 8 %vadd_u32_param_2, ptr addrspace(4) byref([4 x i8]) align 4 %vadd_u32_param_3) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" {
entry:
	%0 = load i64, ptr addrspace(4) %vadd_u32_param_0, align 8
	%1 = load i64, ptr addrspace(4) %vadd_u32_param_1, align 8
	%2 = load i64, ptr addrspace(4) %vadd_u32_param_2, align 8
	%3 = load i32, ptr addrspace(4) %vadd_u32_param_3, align 4
	%4 = call i32 @llvm.amdgcn.workgroup.id.x()
	%5 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
	%6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 4
	%7 = load i16, ptr addrspace(4) %6, align 2
	%8 = zext i16 %7 to i32
	%9 = call i32 @llvm.amdgcn.workitem.id.x()
	%10 = mul i32 %4, %8
	%11 = add i32 %10, %9
	%12 = icmp uge i32 %11, %3
	%13 = xor i1 %12, true
	br i1 %12, label %$L__BB1_2, label %bb1

bb1:
	%14 = zext i32 %11 to i64
	%15 = zext i32 4 to i64
	%16 = mul i64 %14, %15
	%17 = add i64 %0, %16
	%18 = add i64 %1, %16
	%19 = inttoptr i64 %18 to ptr addrspace(1)
	%20 = load i32, ptr addrspace(1) %19, align 4
	%21 = inttoptr i64 %17 to ptr addrspace(1)
	%22 = load i32, ptr addrspace(1) %21, align 4
	%23 = add i32 %22, %20
	%24 = add i64 %2, %16
	%25 = inttoptr i64 %24 to ptr addrspace(1)
	store i32 %23, ptr addrspace(1) %25, align 4
	br label %$L__BB1_2

$L__BB1_2:
	ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()

declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

declare i32 @llvm.amdgcn.workitem.id.x()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 400}
