target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @float_signop(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = inttoptr i64 %0 to ptr addrspace(1)
	%2 = load i32, ptr addrspace(1) %1, align 4
	%3 = inttoptr i64 %0 to ptr addrspace(1)
	%4 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 4
	%5 = load i32, ptr addrspace(1) %4, align 4
	%6 = bitcast i32 %2 to float
	%7 = fcmp olt float %6, 0.0
	%8 = xor i1 %7, true
	%9 = bitcast i32 %2 to float
	%10 = fneg float %9
	%11 = fcmp uno float %9, %9
	%12 = select i1 %11, float 0x7FFFFFFFE0000000, float %10
	%13 = bitcast float %12 to i32
	%14 = inttoptr i64 %0 to ptr addrspace(1)
	%15 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 8
	store i32 %13, ptr addrspace(1) %15, align 4
	%16 = bitcast i32 %13 to float
	%17 = bitcast i32 %2 to float
	%18 = fneg float %9
	%19 = select i1 %7, float %18, float %17
	%20 = bitcast float %19 to i32
	%21 = bitcast i32 %2 to float
	%22 = fneg float %21
	%23 = call float @llvm.fabs.f32(float %21)
	%24 = fcmp uno float %21, %21
	%25 = select i1 %24, float 0x7FFFFFFFE0000000, float %23
	%26 = bitcast float %25 to i32
	%27 = bitcast i32 %26 to float
	%28 = bitcast i32 %5 to float
	%29 = bitcast i32 %5 to float
	%30 = fcmp oge float %29, 0x0000000000000000
	%31 = call float @llvm.fabs.f32(float %21)
	%32 = select i1 %30, float %31, float %28
	%33 = bitcast float %32 to i32
	%34 = bitcast i32 %13 to float
	%35 = bitcast float %9 to i32
	%36 = bitcast i32 %13 to float
	%37 = fpext float %36 to double
	%38 = fcmp uno double %37, %37
	%39 = bitcast float %9 to i32
	%40 = zext i32 %39 to i64
	%41 = lshr i64 %40, 31
	%42 = and i64 %40, u0x7FFFFF
	%43 = shl i64 %42, 29
	%44 = lshr i64 %43, 0
	%45 = shl i64 %41, 63
	%46 = or i64 %45, %44
	%47 = or i64 %46, u0x7FF8000000000000
	%48 = bitcast i64 %47 to double
	%49 = fcmp uno double %37, %37
	%50 = select i1 %49, double %48, double %37
	%51 = bitcast double %50 to i64
	%52 = bitcast i32 %5 to float
	%53 = bitcast float %52 to i32
	%54 = bitcast i32 %5 to float
	%55 = bitcast float %54 to i32
	%56 = bitcast i32 %5 to float
	%57 = fcmp uno float %56, %56
	%58 = fneg float %56
	%59 = select i1 %57, float 0x7FFFFFFFE0000000, float %58
	%60 = bitcast float %59 to i32
	%61 = bitcast i32 %60 to float
	%62 = bitcast i32 %55 to float
	%63 = fneg float %56
	%64 = select i1 %7, float %63, float %62
	%65 = bitcast float %64 to i32
	%66 = bitcast i32 %26 to float
	%67 = fneg float %66
	%68 = fcmp uno float %66, %66
	%69 = select i1 %68, float 0x7FFFFFFFE0000000, float %67
	%70 = bitcast float %69 to i32
	br i1 %7, label %SKIP, label %bb1

bb1:
	%71 = bitcast i32 %5 to float
	%72 = bitcast i32 %5 to float
	%73 = fadd float %71, %72
	%74 = fcmp uno float %73, %73
	%75 = select i1 %74, float 0x7FFFFFFFE0000000, float %73
	%76 = bitcast float %75 to i32
	br label %SKIP

SKIP:
	%77 = phi i32 [ %5, %entry ], [ %76, %bb1 ]
	%78 = bitcast i32 %70 to float
	%79 = bitcast i32 %77 to float
	%80 = call float @llvm.fabs.f32(float %21)
	%81 = fneg float %80
	%82 = select i1 %7, float %81, float %79
	%83 = bitcast float %82 to i32
	%84 = inttoptr i64 %0 to ptr addrspace(1)
	%85 = getelementptr inbounds i8, ptr addrspace(1) %84, i64 16
	%86 = insertelement <4 x i32> undef, i32 %20, i32 0
	%87 = insertelement <4 x i32> %86, i32 %33, i32 1
	%88 = insertelement <4 x i32> %87, i32 %35, i32 2
	%89 = insertelement <4 x i32> %88, i32 %53, i32 3
	store <4 x i32> %89, ptr addrspace(1) %85, align 16
	%90 = inttoptr i64 %0 to ptr addrspace(1)
	%91 = getelementptr inbounds i8, ptr addrspace(1) %90, i64 32
	%92 = insertelement <4 x i32> undef, i32 %65, i32 0
	%93 = insertelement <4 x i32> %92, i32 %83, i32 1
	%94 = insertelement <4 x i32> %93, i32 %77, i32 2
	%95 = insertelement <4 x i32> %94, i32 %2, i32 3
	store <4 x i32> %95, ptr addrspace(1) %91, align 16
	%96 = inttoptr i64 %0 to ptr addrspace(1)
	%97 = getelementptr inbounds i8, ptr addrspace(1) %96, i64 48
	store i64 %51, ptr addrspace(1) %97, align 8
	ret void
}

declare float @llvm.fabs.f32(float %0)

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
