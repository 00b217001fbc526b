target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @k(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = inttoptr i64 %0 to ptr addrspace(1)
	%2 = load i32, ptr addrspace(1) %1, align 4
	%3 = inttoptr i64 %0 to ptr addrspace(1)
	%4 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 4
	%5 = load i32, ptr addrspace(1) %4, align 4
	%6 = inttoptr i64 %0 to ptr addrspace(1)
	%7 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 8
	%8 = load i32, ptr addrspace(1) %7, align 4
	%9 = bitcast i32 %2 to float
	%10 = bitcast i32 %5 to float
	%11 = bitcast i32 %8 to float
	%12 = call float @llvm.fma.f32(float %9, float %10, float %11)
	%13 = bitcast float %12 to i32
	%14 = bitcast i32 %2 to float
	%15 = bitcast i32 %5 to float
	%16 = fmul float %14, %15
	%17 = bitcast float %16 to i32
	%18 = bitcast i32 %17 to float
	%19 = bitcast i32 %8 to float
	%20 = fadd float %18, %19
	%21 = bitcast float %20 to i32
	%22 = bitcast i32 %2 to float
	%23 = bitcast i32 %8 to float
	%24 = fmul float %22, %23
	%25 = bitcast float %24 to i32
	%26 = bitcast i32 %25 to float
	%27 = bitcast i32 %5 to float
	%28 = fadd float %26, %27
	%29 = bitcast float %28 to i32
	%30 = bitcast i32 %25 to float
	%31 = bitcast i32 %29 to float
	%32 = fadd float %30, %31
	%33 = bitcast float %32 to i32
	%34 = bitcast i32 %2 to float
	%35 = call float @llvm.fabs.f32(float %34)
	%36 = fcmp olt float %35, 0x3810000000000000
	%37 = call float @llvm.copysign.f32(float 0x0000000000000000, float %34)
	%38 = select i1 %36, float %37, float %34
	%39 = bitcast i32 %2 to float
	%40 = call float @llvm.fabs.f32(float %39)
	%41 = fcmp olt float %40, 0x3810000000000000
	%42 = call float @llvm.copysign.f32(float 0x0000000000000000, float %39)
	%43 = select i1 %41, float %42, float %39
	%44 = fmul float %38, %43
	%45 = call float @llvm.fabs.f32(float %44)
	%46 = fcmp olt float %45, 0x3810000000000000
	%47 = call float @llvm.copysign.f32(float 0x0000000000000000, float %44)
	%48 = select i1 %46, float %47, float %44
	%49 = bitcast float %48 to i32
	%50 = bitcast i32 %49 to float
	%51 = call float @llvm.fabs.f32(float %50)
	%52 = fcmp olt float %51, 0x3810000000000000
	%53 = call float @llvm.copysign.f32(float 0x0000000000000000, float %50)
	%54 = select i1 %52, float %53, float %50
	%55 = bitcast i32 %33 to float
	%56 = call float @llvm.fabs.f32(float %55)
	%57 = fcmp olt float %56, 0x3810000000000000
	%58 = call float @llvm.copysign.f32(float 0x0000000000000000, float %55)
	%59 = select i1 %57, float %58, float %55
	%60 = fadd float %54, %59
	%61 = call float @llvm.fabs.f32(float %60)
	%62 = fcmp olt float %61, 0x3810000000000000
	%63 = call float @llvm.copysign.f32(float 0x0000000000000000, float %60)
	%64 = select i1 %62, float %63, float %60
	%65 = bitcast float %64 to i32
	%66 = inttoptr i64 %0 to ptr addrspace(1)
	%67 = getelementptr inbounds i8, ptr addrspace(1) %66, i64 12
	store i32 %13, ptr addrspace(1) %67, align 4
	%68 = inttoptr i64 %0 to ptr addrspace(1)
	%69 = getelementptr inbounds i8, ptr addrspace(1) %68, i64 16
	store i32 %21, ptr addrspace(1) %69, align 4
	%70 = inttoptr i64 %0 to ptr addrspace(1)
	%71 = getelementptr inbounds i8, ptr addrspace(1) %70, i64 20
	store i32 %65, ptr addrspace(1) %71, align 4
	ret void
}

declare float @llvm.fma.f32(float %0, float %1, float %2)

declare float @llvm.fabs.f32(float %0)

declare float @llvm.copysign.f32(float %0, float %1)

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
