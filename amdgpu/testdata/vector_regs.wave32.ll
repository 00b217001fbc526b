target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"wave32\00"

define amdgpu_kernel void @vector_reg_elements(ptr addrspace(4) byref([8 x i8]) align 8 %in_f, ptr addrspace(4) byref([8 x i8]) align 8 %in_u, ptr addrspace(4) byref([8 x i8]) align 8 %out_f, ptr addrspace(4) byref([8 x i8]) align 8 %out_u) "target-features"="+wavefrontsize32" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %in_f, align 8
	%1 = load i64, ptr addrspace(4) %in_u, align 8
	%2 = load i64, ptr addrspace(4) %out_f, align 8
	%3 = load i64, ptr addrspace(4) %out_u, align 8
	%4 = call i32 @llvm.amdgcn.workgroup.id.x()
	%5 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
	%6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
	%7 = load i16, ptr addrspace(4) %6, align 2
	%8 = zext i16 %7 to i32
	%9 = call i32 @llvm.amdgcn.workitem.id.x()
	%10 = mul i32 %4, %8
	%11 = add i32 %10, %9
	%12 = icmp ult i32 %11, %10
	%13 = zext i32 %11 to i64
	%14 = zext i32 16 to i64
	%15 = mul i64 %13, %14
	%16 = add i64 %0, %15
	%17 = inttoptr i64 %16 to ptr addrspace(1)
	%18 = load <4 x i32>, ptr addrspace(1) %17, align 16
	%19 = extractelement <4 x i32> %18, i32 0
	%20 = extractelement <4 x i32> %18, i32 1
	%21 = extractelement <4 x i32> %18, i32 2
	%22 = extractelement <4 x i32> %18, i32 3
	%23 = bitcast i32 %19 to float
	%24 = bitcast i32 %20 to float
	%25 = fmul float %23, %24
	%26 = fcmp uno float %25, %25
	%27 = select i1 %26, float 0x7FFFFFFFE0000000, float %25
	%28 = bitcast float %27 to i32
	%29 = bitcast i32 %21 to float
	%30 = bitcast i32 %22 to float
	%31 = fadd float %29, %30
	%32 = fcmp uno float %31, %31
	%33 = select i1 %32, float 0x7FFFFFFFE0000000, float %31
	%34 = bitcast float %33 to i32
	%35 = bitcast i32 %19 to float
	%36 = bitcast i32 %22 to float
	%37 = bitcast i32 %34 to float
	%38 = call float @llvm.fma.f32(float %35, float %36, float %31)
	%39 = fcmp uno float %38, %38
	%40 = select i1 %39, float 0x7FFFFFFFE0000000, float %38
	%41 = bitcast float %40 to i32
	%42 = bitcast i32 %20 to float
	%43 = bitcast i32 %21 to float
	%44 = fneg float %43
	%45 = fadd float %42, %44
	%46 = fcmp uno float %45, %45
	%47 = select i1 %46, float 0x7FFFFFFFE0000000, float %45
	%48 = bitcast float %47 to i32
	%49 = bitcast i32 %28 to float
	%50 = bitcast i32 %34 to float
	%51 = fcmp ogt float %49, %50
	%52 = xor i1 %51, true
	%53 = bitcast i32 %28 to float
	%54 = bitcast i32 %34 to float
	%55 = select i1 %51, float %53, float %54
	%56 = bitcast float %55 to i32
	%57 = bitcast i32 %20 to float
	%58 = fneg float %57
	%59 = fcmp uno float %57, %57
	%60 = select i1 %59, float 0x7FFFFFFFE0000000, float %58
	%61 = bitcast float %60 to i32
	%62 = add i64 %2, %15
	%63 = inttoptr i64 %62 to ptr addrspace(1)
	%64 = insertelement <4 x i32> undef, i32 %28, i32 0
	%65 = insertelement <4 x i32> %64, i32 %34, i32 1
	%66 = insertelement <4 x i32> %65, i32 %56, i32 2
	%67 = insertelement <4 x i32> %66, i32 %48, i32 3
	store <4 x i32> %67, ptr addrspace(1) %63, align 16
	%68 = zext i32 %11 to i64
	%69 = zext i32 8 to i64
	%70 = mul i64 %68, %69
	%71 = add i64 %1, %70
	%72 = inttoptr i64 %71 to ptr addrspace(1)
	%73 = load <2 x i32>, ptr addrspace(1) %72, align 8
	%74 = extractelement <2 x i32> %73, i32 0
	%75 = extractelement <2 x i32> %73, i32 1
	%76 = xor i32 %74, %75
	%77 = icmp ugt i32 3, 31
	%78 = select i1 %77, i32 31, i32 3
	%79 = shl i32 %75, %78
	%80 = select i1 %77, i32 0, i32 %79
	%81 = add i32 %80, %76
	%82 = mul i32 %76, %81
	%83 = add i32 %82, %74
	%84 = icmp ult i32 %83, %82
	%85 = add i64 %3, %70
	%86 = inttoptr i64 %85 to ptr addrspace(1)
	%87 = insertelement <2 x i32> undef, i32 %81, i32 0
	%88 = insertelement <2 x i32> %87, i32 %83, i32 1
	store <2 x i32> %88, ptr addrspace(1) %86, align 8
	ret void
}

define amdgpu_kernel void @vector_reg_pack(ptr addrspace(4) byref([8 x i8]) align 8 %in, ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize32" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %in, align 8
	%1 = load i64, ptr addrspace(4) %out, align 8
	%2 = call i32 @llvm.amdgcn.workitem.id.x()
	%3 = zext i32 %2 to i64
	%4 = zext i32 8 to i64
	%5 = mul i64 %3, %4
	%6 = add i64 %0, %5
	%7 = inttoptr i64 %6 to ptr addrspace(1)
	%8 = load i64, ptr addrspace(1) %7, align 8
	%9 = lshr i64 %8, 0
	%10 = trunc i64 %9 to i32
	%11 = lshr i64 %8, 32
	%12 = trunc i64 %11 to i32
	%13 = add i32 %10, 1
	%14 = xor i32 %12, u0xFFFFFFFF
	%15 = zext i32 %13 to i64
	%16 = shl i64 %15, 0
	%17 = or i64 0, %16
	%18 = zext i32 %14 to i64
	%19 = shl i64 %18, 32
	%20 = or i64 %17, %19
	%21 = lshr i64 %8, 0
	%22 = trunc i64 %21 to i16
	%23 = lshr i64 %8, 16
	%24 = trunc i64 %23 to i16
	%25 = lshr i64 %8, 32
	%26 = trunc i64 %25 to i16
	%27 = lshr i64 %8, 48
	%28 = trunc i64 %27 to i16
	%29 = add i16 %22, %28
	%30 = mul i16 %24, 3
	%31 = xor i16 %26, %28
	%32 = zext i16 %29 to i64
	%33 = shl i64 %32, 0
	%34 = or i64 0, %33
	%35 = zext i16 %30 to i64
	%36 = shl i64 %35, 16
	%37 = or i64 %34, %36
	%38 = zext i16 %31 to i64
	%39 = shl i64 %38, 32
	%40 = or i64 %37, %39
	%41 = zext i16 %28 to i64
	%42 = shl i64 %41, 48
	%43 = or i64 %40, %42
	%44 = xor i64 %20, %43
	%45 = add i64 %1, %5
	%46 = inttoptr i64 %45 to ptr addrspace(1)
	store i64 %44, ptr addrspace(1) %46, align 8
	ret void
}

define amdgpu_kernel void @vector_reg_mov_v2(ptr addrspace(4) byref([8 x i8]) align 8 %in, ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize32" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %in, align 8
	%1 = load i64, ptr addrspace(4) %out, align 8
	%2 = call i32 @llvm.amdgcn.workitem.id.x()
	%3 = zext i32 %2 to i64
	%4 = zext i32 16 to i64
	%5 = mul i64 %3, %4
	%6 = add i64 %0, %5
	%7 = inttoptr i64 %6 to ptr addrspace(1)
	%8 = load <2 x i32>, ptr addrspace(1) %7, align 8
	%9 = extractelement <2 x i32> %8, i32 0
	%10 = extractelement <2 x i32> %8, i32 1
	%11 = inttoptr i64 %6 to ptr addrspace(1)
	%12 = load <4 x i32>, ptr addrspace(1) %11, align 16
	%13 = extractelement <4 x i32> %12, i32 0
	%14 = extractelement <4 x i32> %12, i32 1
	%15 = extractelement <4 x i32> %12, i32 2
	%16 = extractelement <4 x i32> %12, i32 3
	%17 = add i32 %9, %10
	%18 = bitcast i32 %13 to float
	%19 = bitcast i32 %14 to float
	%20 = bitcast i32 %15 to float
	%21 = bitcast i32 %16 to float
	%22 = bitcast float %18 to i32
	%23 = bitcast float %19 to i32
	%24 = bitcast float %20 to i32
	%25 = bitcast float %21 to i32
	%26 = bitcast i32 %22 to float
	%27 = fadd float %26, 1.0
	%28 = fcmp uno float %27, %27
	%29 = select i1 %28, float 0x7FFFFFFFE0000000, float %27
	%30 = bitcast float %29 to i32
	%31 = add i64 %1, %5
	%32 = inttoptr i64 %31 to ptr addrspace(1)
	%33 = insertelement <2 x i32> undef, i32 %17, i32 0
	%34 = insertelement <2 x i32> %33, i32 %10, i32 1
	store <2 x i32> %34, ptr addrspace(1) %32, align 8
	%35 = inttoptr i64 %31 to ptr addrspace(1)
	%36 = getelementptr inbounds i8, ptr addrspace(1) %35, i64 8
	store i32 %30, ptr addrspace(1) %36, align 4
	%37 = inttoptr i64 %31 to ptr addrspace(1)
	%38 = getelementptr inbounds i8, ptr addrspace(1) %37, i64 12
	store i32 %23, ptr addrspace(1) %38, align 4
	ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()

declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()

declare i32 @llvm.amdgcn.workitem.id.x()

declare float @llvm.fma.f32(float %0, float %1, float %2)

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
