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
	%13 = fcmp uno float %12, %12
	%14 = select i1 %13, float 0x7FFFFFFFE0000000, float %12
	%15 = bitcast float %14 to i32
	%16 = bitcast i32 %2 to float
	%17 = bitcast i32 %5 to float
	%18 = fmul float %16, %17
	%19 = fcmp uno float %18, %18
	%20 = select i1 %19, float 0x7FFFFFFFE0000000, float %18
	%21 = bitcast float %20 to i32
	%22 = bitcast i32 %21 to float
	%23 = bitcast i32 %8 to float
	%24 = fadd float %18, %23
	%25 = fcmp uno float %24, %24
	%26 = select i1 %25, float 0x7FFFFFFFE0000000, float %24
	%27 = bitcast float %26 to i32
	%28 = bitcast i32 %2 to float
	%29 = bitcast i32 %8 to float
	%30 = bitcast i32 %5 to float
	%31 = call float @llvm.fma.f32(float %28, float %29, float %30)
	%32 = fcmp uno float %31, %31
	%33 = select i1 %32, float 0x7FFFFFFFE0000000, float %31
	%34 = bitcast float %33 to i32
	%35 = bitcast i32 %2 to float
	%36 = bitcast i32 %8 to float
	%37 = bitcast i32 %34 to float
	%38 = call float @llvm.fma.f32(float %35, float %36, float %31)
	%39 = fcmp uno float %38, %38
	%40 = select i1 %39, float 0x7FFFFFFFE0000000, float %38
	%41 = bitcast float %40 to i32
	%42 = bitcast i32 %2 to float
	%43 = call float @llvm.fabs.f32(float %42)
	%44 = fcmp olt float %43, 0x3810000000000000
	%45 = call float @llvm.copysign.f32(float 0x0000000000000000, float %42)
	%46 = select i1 %44, float %45, float %42
	%47 = bitcast i32 %2 to float
	%48 = call float @llvm.fabs.f32(float %47)
	%49 = fcmp olt float %48, 0x3810000000000000
	%50 = call float @llvm.copysign.f32(float 0x0000000000000000, float %47)
	%51 = select i1 %49, float %50, float %47
	%52 = fmul float %46, %51
	%53 = fmul float %51, 0x4170000000000000
	%54 = fmul float %46, %53
	%55 = call float @llvm.fabs.f32(float %54)
	%56 = fcmp olt float %55, 0x3990000000000000
	%57 = call float @llvm.copysign.f32(float 0x0000000000000000, float %52)
	%58 = select i1 %56, float %57, float %52
	%59 = call float @llvm.fabs.f32(float %58)
	%60 = fcmp olt float %59, 0x3810000000000000
	%61 = call float @llvm.copysign.f32(float 0x0000000000000000, float %58)
	%62 = select i1 %60, float %61, float %58
	%63 = fcmp uno float %62, %62
	%64 = select i1 %63, float 0x7FFFFFFFE0000000, float %62
	%65 = bitcast float %64 to i32
	%66 = bitcast i32 %65 to float
	%67 = call float @llvm.fabs.f32(float %62)
	%68 = fcmp olt float %67, 0x3810000000000000
	%69 = call float @llvm.copysign.f32(float 0x0000000000000000, float %62)
	%70 = select i1 %68, float %69, float %62
	%71 = bitcast i32 %41 to float
	%72 = call float @llvm.fabs.f32(float %38)
	%73 = fcmp olt float %72, 0x3810000000000000
	%74 = call float @llvm.copysign.f32(float 0x0000000000000000, float %38)
	%75 = select i1 %73, float %74, float %38
	%76 = fadd float %70, %75
	%77 = call float @llvm.fabs.f32(float %76)
	%78 = fcmp olt float %77, 0x3810000000000000
	%79 = call float @llvm.copysign.f32(float 0x0000000000000000, float %76)
	%80 = select i1 %78, float %79, float %76
	%81 = fcmp uno float %80, %80
	%82 = select i1 %81, float 0x7FFFFFFFE0000000, float %80
	%83 = bitcast float %82 to i32
	%84 = inttoptr i64 %0 to ptr addrspace(1)
	%85 = getelementptr inbounds i8, ptr addrspace(1) %84, i64 12
	store i32 %15, ptr addrspace(1) %85, align 4
	%86 = inttoptr i64 %0 to ptr addrspace(1)
	%87 = getelementptr inbounds i8, ptr addrspace(1) %86, i64 16
	store i32 %27, ptr addrspace(1) %87, align 4
	%88 = inttoptr i64 %0 to ptr addrspace(1)
	%89 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 20
	store i32 %83, ptr addrspace(1) %89, align 4
	ret void
}

declare float @llvm.fma.f32(float %0, float %1, float %2)

declare float @llvm.fabs.f32(float %0)

declare float @llvm.copysign.f32(float %0, float %1)

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
