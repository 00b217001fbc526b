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
	%30 = fmul float %28, %29
	%31 = fcmp uno float %30, %30
	%32 = select i1 %31, float 0x7FFFFFFFE0000000, float %30
	%33 = bitcast float %32 to i32
	%34 = bitcast i32 %33 to float
	%35 = bitcast i32 %5 to float
	%36 = fadd float %30, %35
	%37 = fcmp uno float %36, %36
	%38 = select i1 %37, float 0x7FFFFFFFE0000000, float %36
	%39 = bitcast float %38 to i32
	%40 = bitcast i32 %33 to float
	%41 = bitcast i32 %39 to float
	%42 = fadd float %30, %36
	%43 = fcmp uno float %42, %42
	%44 = select i1 %43, float 0x7FFFFFFFE0000000, float %42
	%45 = bitcast float %44 to i32
	%46 = bitcast i32 %2 to float
	%47 = call float @llvm.fabs.f32(float %46)
	%48 = fcmp olt float %47, 0x3810000000000000
	%49 = call float @llvm.copysign.f32(float 0x0000000000000000, float %46)
	%50 = select i1 %48, float %49, float %46
	%51 = bitcast i32 %2 to float
	%52 = call float @llvm.fabs.f32(float %51)
	%53 = fcmp olt float %52, 0x3810000000000000
	%54 = call float @llvm.copysign.f32(float 0x0000000000000000, float %51)
	%55 = select i1 %53, float %54, float %51
	%56 = fmul float %50, %55
	%57 = fmul float %55, 0x4170000000000000
	%58 = fmul float %50, %57
	%59 = call float @llvm.fabs.f32(float %58)
	%60 = fcmp olt float %59, 0x3990000000000000
	%61 = call float @llvm.copysign.f32(float 0x0000000000000000, float %56)
	%62 = select i1 %60, float %61, float %56
	%63 = call float @llvm.fabs.f32(float %62)
	%64 = fcmp olt float %63, 0x3810000000000000
	%65 = call float @llvm.copysign.f32(float 0x0000000000000000, float %62)
	%66 = select i1 %64, float %65, float %62
	%67 = fcmp uno float %66, %66
	%68 = select i1 %67, float 0x7FFFFFFFE0000000, float %66
	%69 = bitcast float %68 to i32
	%70 = bitcast i32 %69 to float
	%71 = call float @llvm.fabs.f32(float %66)
	%72 = fcmp olt float %71, 0x3810000000000000
	%73 = call float @llvm.copysign.f32(float 0x0000000000000000, float %66)
	%74 = select i1 %72, float %73, float %66
	%75 = bitcast i32 %45 to float
	%76 = call float @llvm.fabs.f32(float %42)
	%77 = fcmp olt float %76, 0x3810000000000000
	%78 = call float @llvm.copysign.f32(float 0x0000000000000000, float %42)
	%79 = select i1 %77, float %78, float %42
	%80 = fadd float %74, %79
	%81 = call float @llvm.fabs.f32(float %80)
	%82 = fcmp olt float %81, 0x3810000000000000
	%83 = call float @llvm.copysign.f32(float 0x0000000000000000, float %80)
	%84 = select i1 %82, float %83, float %80
	%85 = fcmp uno float %84, %84
	%86 = select i1 %85, float 0x7FFFFFFFE0000000, float %84
	%87 = bitcast float %86 to i32
	%88 = inttoptr i64 %0 to ptr addrspace(1)
	%89 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 12
	store i32 %15, ptr addrspace(1) %89, align 4
	%90 = inttoptr i64 %0 to ptr addrspace(1)
	%91 = getelementptr inbounds i8, ptr addrspace(1) %90, i64 16
	store i32 %27, ptr addrspace(1) %91, align 4
	%92 = inttoptr i64 %0 to ptr addrspace(1)
	%93 = getelementptr inbounds i8, ptr addrspace(1) %92, i64 20
	store i32 %87, ptr addrspace(1) %93, align 4
	ret void
}

declare float @llvm.fma.f32(float %0, float %1, float %2)

declare float @llvm.fabs.f32(float %0)

declare float @llvm.copysign.f32(float %0, float %1)

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
