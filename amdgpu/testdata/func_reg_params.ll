target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @func_reg_params(ptr addrspace(4) byref([8 x i8]) align 8 %in, ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = alloca [8 x i8], align 8, addrspace(5)
	%1 = alloca [4 x i8], align 4, addrspace(5)
	%2 = alloca [8 x i8], align 8, addrspace(5)
	%3 = alloca [4 x i8], align 4, addrspace(5)
	%4 = alloca [4 x i8], align 4, addrspace(5)
	%5 = alloca [4 x i8], align 4, addrspace(5)
	%6 = alloca [4 x i8], align 4, addrspace(5)
	%7 = alloca [4 x i8], align 4, addrspace(5)
	%8 = alloca [4 x i8], align 4, addrspace(5)
	%9 = alloca [4 x i8], align 4, addrspace(5)
	%10 = alloca [4 x i8], align 4, addrspace(5)
	%11 = alloca [4 x i8], align 4, addrspace(5)
	%12 = alloca [4 x i8], align 4, addrspace(5)
	%13 = alloca [8 x i8], align 8, addrspace(5)
	%14 = alloca [4 x i8], align 4, addrspace(5)
	%15 = alloca [8 x i8], align 8, addrspace(5)
	%16 = load i64, ptr addrspace(4) %in, align 8
	%17 = load i64, ptr addrspace(4) %out, align 8
	%18 = call i32 @llvm.amdgcn.workitem.id.x()
	store i64 %16, ptr addrspace(5) %0, align 8
	store i32 %18, ptr addrspace(5) %1, align 4
	br label %entry.inl1

entry.inl1:
	%19 = load i64, ptr addrspace(5) %0, align 8
	%20 = load i32, ptr addrspace(5) %1, align 4
	%21 = zext i32 %20 to i64
	%22 = zext i32 4 to i64
	%23 = mul i64 %21, %22
	%24 = add i64 %19, %23
	store i64 %24, ptr addrspace(5) %2, align 8
	br label %ret.inl1

ret.inl1:
	%25 = load i64, ptr addrspace(5) %2, align 8
	%26 = inttoptr i64 %25 to ptr addrspace(1)
	%27 = load i32, ptr addrspace(1) %26, align 4
	store i32 %27, ptr addrspace(5) %3, align 4
	store i32 1069547520, ptr addrspace(5) %4, align 4
	br label %entry.inl2

entry.inl2:
	%28 = load i32, ptr addrspace(5) %3, align 4
	%29 = load i32, ptr addrspace(5) %4, align 4
	%30 = and i32 %28, u0xFFFF
	%31 = icmp ugt i32 16, 31
	%32 = select i1 %31, i32 31, i32 16
	%33 = lshr i32 %28, %32
	%34 = select i1 %31, i32 0, i32 %33
	%35 = uitofp i32 %30 to double
	%36 = bitcast double %35 to i64
	%37 = lshr i64 %36, 52
	%38 = and i64 %37, 2047
	%39 = sub i64 %38, 1023
	%40 = icmp sgt i64 %39, -126
	%41 = select i1 %40, i64 %39, i64 -126
	%42 = icmp slt i64 %41, 127
	%43 = select i1 %42, i64 %41, i64 127
	%44 = sub i64 1046, %43
	%45 = shl i64 %44, 52
	%46 = bitcast i64 %45 to double
	%47 = add i64 %43, 1000
	%48 = shl i64 %47, 52
	%49 = bitcast i64 %48 to double
	%50 = fmul double %35, %46
	%51 = call double @llvm.rint.f64(double %50)
	%52 = fmul double %51, %49
	%53 = call double @llvm.copysign.f64(double %52, double %35)
	%54 = call double @llvm.copysign.f64(double 0x47EFFFFFE0000000, double %35)
	%55 = call double @llvm.copysign.f64(double 0x7FF0000000000000, double %35)
	%56 = call double @llvm.fabs.f64(double %53)
	%57 = fcmp ogt double %56, 0x47EFFFFFE0000000
	%58 = select i1 %57, double %55, double %53
	%59 = call double @llvm.fabs.f64(double %35)
	%60 = fcmp oeq double %59, 0x7FF0000000000000
	%61 = select i1 %60, double %35, double %58
	%62 = fcmp uno double %35, %35
	%63 = select i1 %62, double %35, double %61
	%64 = fcmp uno double %63, %63
	%65 = fptrunc double %63 to float
	%66 = bitcast float %65 to i32
	%67 = icmp ult i32 %34, u0x8000
	%68 = xor i1 %67, true
	br i1 %67, label %L_small.inl2, label %bb1.inl2

bb1.inl2:
	%69 = bitcast i32 %66 to float
	%70 = bitcast i32 %29 to float
	%71 = fmul float %69, %70
	%72 = fcmp uno float %71, %71
	%73 = select i1 %72, float 0x7FFFFFFFE0000000, float %71
	%74 = bitcast float %73 to i32
	store i32 %30, ptr addrspace(5) %5, align 4
	store i32 %34, ptr addrspace(5) %6, align 4
	store i32 %74, ptr addrspace(5) %7, align 4
	br label %ret.inl2

L_small.inl2:
	%75 = bitcast i32 %66 to float
	%76 = bitcast i32 %29 to float
	%77 = fadd float %75, %76
	%78 = fcmp uno float %77, %77
	%79 = select i1 %78, float 0x7FFFFFFFE0000000, float %77
	%80 = bitcast float %79 to i32
	store i32 %30, ptr addrspace(5) %5, align 4
	store i32 %34, ptr addrspace(5) %6, align 4
	store i32 %80, ptr addrspace(5) %7, align 4
	br label %ret.inl2

ret.inl2:
	%81 = load i32, ptr addrspace(5) %5, align 4
	%82 = load i32, ptr addrspace(5) %6, align 4
	%83 = load i32, ptr addrspace(5) %7, align 4
	%84 = bitcast float 0.0 to i32
	%85 = and i32 %18, 1
	%86 = icmp eq i32 %85, 0
	%87 = xor i1 %86, true
	br i1 %86, label %guard.2, label %cont.3

guard.2:
	store i32 %81, ptr addrspace(5) %8, align 4
	store i32 %83, ptr addrspace(5) %9, align 4
	br label %cont.3

cont.3:
	br i1 %86, label %entry.inl3, label %ret.inl3

entry.inl3:
	%88 = load i32, ptr addrspace(5) %8, align 4
	%89 = load i32, ptr addrspace(5) %9, align 4
	%90 = and i32 %88, u0xFFFF
	%91 = icmp ugt i32 16, 31
	%92 = select i1 %91, i32 31, i32 16
	%93 = lshr i32 %88, %92
	%94 = select i1 %91, i32 0, i32 %93
	%95 = uitofp i32 %90 to double
	%96 = bitcast double %95 to i64
	%97 = lshr i64 %96, 52
	%98 = and i64 %97, 2047
	%99 = sub i64 %98, 1023
	%100 = icmp sgt i64 %99, -126
	%101 = select i1 %100, i64 %99, i64 -126
	%102 = icmp slt i64 %101, 127
	%103 = select i1 %102, i64 %101, i64 127
	%104 = sub i64 1046, %103
	%105 = shl i64 %104, 52
	%106 = bitcast i64 %105 to double
	%107 = add i64 %103, 1000
	%108 = shl i64 %107, 52
	%109 = bitcast i64 %108 to double
	%110 = fmul double %95, %106
	%111 = call double @llvm.rint.f64(double %110)
	%112 = fmul double %111, %109
	%113 = call double @llvm.copysign.f64(double %112, double %95)
	%114 = call double @llvm.copysign.f64(double 0x47EFFFFFE0000000, double %95)
	%115 = call double @llvm.copysign.f64(double 0x7FF0000000000000, double %95)
	%116 = call double @llvm.fabs.f64(double %113)
	%117 = fcmp ogt double %116, 0x47EFFFFFE0000000
	%118 = select i1 %117, double %115, double %113
	%119 = call double @llvm.fabs.f64(double %95)
	%120 = fcmp oeq double %119, 0x7FF0000000000000
	%121 = select i1 %120, double %95, double %118
	%122 = fcmp uno double %95, %95
	%123 = select i1 %122, double %95, double %121
	%124 = fcmp uno double %123, %123
	%125 = fptrunc double %123 to float
	%126 = bitcast float %125 to i32
	%127 = icmp ult i32 %94, u0x8000
	%128 = xor i1 %127, true
	br i1 %127, label %L_small.inl3, label %bb1.inl3

bb1.inl3:
	%129 = bitcast i32 %126 to float
	%130 = bitcast i32 %89 to float
	%131 = fmul float %129, %130
	%132 = fcmp uno float %131, %131
	%133 = select i1 %132, float 0x7FFFFFFFE0000000, float %131
	%134 = bitcast float %133 to i32
	store i32 %90, ptr addrspace(5) %10, align 4
	store i32 %94, ptr addrspace(5) %11, align 4
	store i32 %134, ptr addrspace(5) %12, align 4
	br label %ret.inl3

L_small.inl3:
	%135 = bitcast i32 %126 to float
	%136 = bitcast i32 %89 to float
	%137 = fadd float %135, %136
	%138 = fcmp uno float %137, %137
	%139 = select i1 %138, float 0x7FFFFFFFE0000000, float %137
	%140 = bitcast float %139 to i32
	store i32 %90, ptr addrspace(5) %10, align 4
	store i32 %94, ptr addrspace(5) %11, align 4
	store i32 %140, ptr addrspace(5) %12, align 4
	br label %ret.inl3

ret.inl3:
	br i1 %86, label %guard.4, label %cont.5

guard.4:
	%141 = load i32, ptr addrspace(5) %10, align 4
	%142 = load i32, ptr addrspace(5) %11, align 4
	%143 = load i32, ptr addrspace(5) %12, align 4
	br label %cont.5

cont.5:
	%144 = phi i32 [ 0, %ret.inl3 ], [ %141, %guard.4 ]
	%145 = phi i32 [ 0, %ret.inl3 ], [ %142, %guard.4 ]
	%146 = mul i32 %18, 4
	store i64 %17, ptr addrspace(5) %13, align 8
	store i32 %146, ptr addrspace(5) %14, align 4
	br label %entry.inl4

entry.inl4:
	%147 = load i64, ptr addrspace(5) %13, align 8
	%148 = load i32, ptr addrspace(5) %14, align 4
	%149 = zext i32 %148 to i64
	%150 = zext i32 4 to i64
	%151 = mul i64 %149, %150
	%152 = add i64 %147, %151
	store i64 %152, ptr addrspace(5) %15, align 8
	br label %ret.inl4

ret.inl4:
	%153 = load i64, ptr addrspace(5) %15, align 8
	%154 = inttoptr i64 %153 to ptr addrspace(1)
	store i32 %81, ptr addrspace(1) %154, align 4
	%155 = inttoptr i64 %153 to ptr addrspace(1)
	%156 = getelementptr inbounds i8, ptr addrspace(1) %155, i64 4
	store i32 %82, ptr addrspace(1) %156, align 4
	%157 = inttoptr i64 %153 to ptr addrspace(1)
	%158 = getelementptr inbounds i8, ptr addrspace(1) %157, i64 8
	store i32 %83, ptr addrspace(1) %158, align 4
	%159 = add i32 %144, %145
	%160 = inttoptr i64 %153 to ptr addrspace(1)
	%161 = getelementptr inbounds i8, ptr addrspace(1) %160, i64 12
	store i32 %159, ptr addrspace(1) %161, align 4
	ret void
}

define amdgpu_kernel void @func_reg_vector_param(ptr addrspace(4) byref([8 x i8]) align 8 %in, ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = alloca [8 x i8], align 8, addrspace(5)
	%1 = alloca [8 x i8], align 8, addrspace(5)
	%2 = alloca [8 x i8], align 8, addrspace(5)
	%3 = alloca [8 x i8], align 8, addrspace(5)
	%4 = load i64, ptr addrspace(4) %in, align 8
	%5 = load i64, ptr addrspace(4) %out, align 8
	%6 = call i32 @llvm.amdgcn.workitem.id.x()
	%7 = zext i32 %6 to i64
	%8 = zext i32 8 to i64
	%9 = mul i64 %7, %8
	%10 = add i64 %4, %9
	%11 = inttoptr i64 %10 to ptr addrspace(1)
	%12 = load <2 x i32>, ptr addrspace(1) %11, align 8
	%13 = extractelement <2 x i32> %12, i32 0
	%14 = extractelement <2 x i32> %12, i32 1
	%15 = insertelement <2 x i32> undef, i32 %13, i32 0
	%16 = insertelement <2 x i32> %15, i32 %14, i32 1
	store <2 x i32> %16, ptr addrspace(5) %0, align 8
	br label %entry.inl5

entry.inl5:
	%17 = load <2 x i32>, ptr addrspace(5) %0, align 8
	%18 = extractelement <2 x i32> %17, i32 0
	%19 = extractelement <2 x i32> %17, i32 1
	%20 = add i32 %18, %19
	%21 = insertelement <2 x i32> undef, i32 %19, i32 0
	%22 = insertelement <2 x i32> %21, i32 %20, i32 1
	store <2 x i32> %22, ptr addrspace(5) %1, align 8
	br label %ret.inl5

ret.inl5:
	%23 = load <2 x i32>, ptr addrspace(5) %1, align 8
	%24 = extractelement <2 x i32> %23, i32 0
	%25 = extractelement <2 x i32> %23, i32 1
	%26 = insertelement <2 x i32> undef, i32 %24, i32 0
	%27 = insertelement <2 x i32> %26, i32 %25, i32 1
	store <2 x i32> %27, ptr addrspace(5) %2, align 8
	br label %entry.inl6

entry.inl6:
	%28 = load <2 x i32>, ptr addrspace(5) %2, align 8
	%29 = extractelement <2 x i32> %28, i32 0
	%30 = extractelement <2 x i32> %28, i32 1
	%31 = add i32 %29, %30
	%32 = insertelement <2 x i32> undef, i32 %30, i32 0
	%33 = insertelement <2 x i32> %32, i32 %31, i32 1
	store <2 x i32> %33, ptr addrspace(5) %3, align 8
	br label %ret.inl6

ret.inl6:
	%34 = load <2 x i32>, ptr addrspace(5) %3, align 8
	%35 = extractelement <2 x i32> %34, i32 0
	%36 = extractelement <2 x i32> %34, i32 1
	%37 = add i64 %5, %9
	%38 = inttoptr i64 %37 to ptr addrspace(1)
	%39 = insertelement <2 x i32> undef, i32 %35, i32 0
	%40 = insertelement <2 x i32> %39, i32 %36, i32 1
	store <2 x i32> %40, ptr addrspace(1) %38, align 8
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

declare double @llvm.rint.f64(double %0)

declare double @llvm.copysign.f64(double %0, double %1)

declare double @llvm.fabs.f64(double %0)

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
