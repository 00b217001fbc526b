target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @float_approx(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = inttoptr i64 %0 to ptr addrspace(1)
	%2 = load i32, ptr addrspace(1) %1, align 4
	%3 = bitcast i32 %2 to float
	%4 = bitcast i32 %2 to float
	%5 = call float @llvm.fabs.f32(float %4)
	%6 = fcmp ogt float %5, 0x47D0000000000000
	%7 = call float @llvm.copysign.f32(float 0x0000000000000000, float %4)
	%8 = fmul float %3, %7
	%9 = fdiv float %3, %4
	%10 = select i1 %6, float %8, float %9
	%11 = bitcast float %10 to i32
	%12 = bitcast i32 %11 to float
	%13 = call float @llvm.fabs.f32(float %12)
	%14 = fcmp olt float %13, 0x3810000000000000
	%15 = call float @llvm.copysign.f32(float 0x0000000000000000, float %12)
	%16 = select i1 %14, float %15, float %12
	%17 = bitcast i32 %2 to float
	%18 = call float @llvm.fabs.f32(float %17)
	%19 = fcmp olt float %18, 0x3810000000000000
	%20 = call float @llvm.copysign.f32(float 0x0000000000000000, float %17)
	%21 = select i1 %19, float %20, float %17
	%22 = fdiv float %16, %21
	%23 = call float @llvm.fabs.f32(float %22)
	%24 = fcmp olt float %23, 0x3810000000000000
	%25 = call float @llvm.copysign.f32(float 0x0000000000000000, float %22)
	%26 = select i1 %24, float %25, float %22
	%27 = bitcast float %26 to i32
	%28 = bitcast i32 %27 to float
	%29 = call float @llvm.fabs.f32(float %28)
	%30 = fcmp olt float %29, 0x3810000000000000
	%31 = call float @llvm.copysign.f32(float 0x0000000000000000, float %28)
	%32 = select i1 %30, float %31, float %28
	%33 = fdiv float 0x3FF0000000000000, %32
	%34 = call float @llvm.fabs.f32(float %33)
	%35 = fcmp olt float %34, 0x3810000000000000
	%36 = call float @llvm.copysign.f32(float 0x0000000000000000, float %33)
	%37 = select i1 %35, float %36, float %33
	%38 = bitcast float %37 to i32
	%39 = bitcast i32 %38 to float
	%40 = call float @llvm.sqrt.f32(float %39)
	%41 = bitcast float %40 to i32
	%42 = bitcast i32 %41 to float
	%43 = call float @llvm.sqrt.f32(float %42)
	%44 = fdiv float 0x3FF0000000000000, %43
	%45 = bitcast float %44 to i32
	%46 = bitcast i32 %45 to float
	%47 = call float @llvm.fabs.f32(float %46)
	%48 = fcmp olt float %47, 0x3810000000000000
	%49 = call float @llvm.copysign.f32(float 0x0000000000000000, float %46)
	%50 = select i1 %48, float %49, float %46
	%51 = call float @llvm.fabs.f32(float %50)
	%52 = fcmp olt float %51, 0x3810000000000000
	%53 = call float @llvm.copysign.f32(float 0x0000000000000000, float %50)
	%54 = select i1 %52, float %53, float %50
	%55 = call float @llvm.sin.f32(float %54)
	%56 = call float @llvm.fabs.f32(float %55)
	%57 = fcmp olt float %56, 0x3810000000000000
	%58 = call float @llvm.copysign.f32(float 0x0000000000000000, float %55)
	%59 = select i1 %57, float %58, float %55
	%60 = bitcast float %59 to i32
	%61 = bitcast i32 %60 to float
	%62 = call float @llvm.fabs.f32(float %61)
	%63 = fcmp olt float %62, 0x3810000000000000
	%64 = call float @llvm.copysign.f32(float 0x0000000000000000, float %61)
	%65 = select i1 %63, float %64, float %61
	%66 = call float @llvm.cos.f32(float %65)
	%67 = bitcast float %66 to i32
	%68 = bitcast i32 %67 to float
	%69 = call float @llvm.exp2.f32(float %68)
	%70 = fcmp olt float %69, 0x3810000000000000
	%71 = select i1 %70, float 0x0000000000000000, float %69
	%72 = bitcast float %71 to i32
	%73 = bitcast i32 %72 to float
	%74 = call float @llvm.log2.f32(float %73)
	%75 = bitcast float %74 to i32
	%76 = bitcast i32 %75 to float
	%77 = call float @llvm.fabs.f32(float %76)
	%78 = fmul float %76, %76
	%79 = call float @llvm.fma.f32(float %78, float 0x3FC1111120000000, float 0xBFD5555560000000)
	%80 = fmul float %76, %78
	%81 = call float @llvm.fma.f32(float %80, float %79, float %76)
	%82 = fmul float %77, 0x4007154760000000
	%83 = call float @llvm.exp2.f32(float %82)
	%84 = fadd float %83, 0x3FF0000000000000
	%85 = fdiv float 0x4000000000000000, %84
	%86 = fsub float 0x3FF0000000000000, %85
	%87 = call float @llvm.copysign.f32(float %86, float %76)
	%88 = fcmp olt float %77, 0x3FB0000000000000
	%89 = select i1 %88, float %81, float %87
	%90 = bitcast float %89 to i32
	%91 = bitcast i32 %90 to float
	%92 = bitcast i32 %2 to float
	%93 = bitcast float %91 to i32
	%94 = bitcast float %92 to i32
	%95 = or i32 %93, %94
	%96 = fcmp oeq float %91, %92
	%97 = fcmp olt float %91, %92
	%98 = select i1 %97, float %91, float %92
	%99 = bitcast i32 %95 to float
	%100 = select i1 %96, float %99, float %98
	%101 = fcmp uno float %91, %91
	%102 = fcmp uno float %92, %92
	%103 = or i1 %101, %102
	%104 = select i1 %103, float 0x7FFFFFFFE0000000, float %100
	%105 = bitcast float %104 to i32
	%106 = bitcast i32 %105 to float
	%107 = bitcast i32 %2 to float
	%108 = bitcast float %106 to i32
	%109 = bitcast float %107 to i32
	%110 = xor i32 %108, %109
	%111 = call float @llvm.fabs.f32(float %106)
	%112 = call float @llvm.fabs.f32(float %107)
	%113 = bitcast float %111 to i32
	%114 = bitcast float %112 to i32
	%115 = and i32 %113, %114
	%116 = fcmp oeq float %111, %112
	%117 = call float @llvm.maxnum.f32(float %111, float %112)
	%118 = bitcast i32 %115 to float
	%119 = select i1 %116, float %118, float %117
	%120 = fcmp uno float %119, %119
	%121 = select i1 %120, float 0x7FFFFFFFE0000000, float %119
	%122 = bitcast i32 %110 to float
	%123 = fcmp uno float %121, %121
	%124 = call float @llvm.copysign.f32(float %121, float %122)
	%125 = select i1 %123, float %121, float %124
	%126 = bitcast float %125 to i32
	%127 = bitcast i32 %126 to float
	%128 = call float @llvm.fabs.f32(float %127)
	%129 = fcmp olt float %128, 0x3810000000000000
	%130 = call float @llvm.copysign.f32(float 0x0000000000000000, float %127)
	%131 = select i1 %129, float %130, float %127
	%132 = bitcast i32 %11 to float
	%133 = call float @llvm.fabs.f32(float %132)
	%134 = fcmp olt float %133, 0x3810000000000000
	%135 = call float @llvm.copysign.f32(float 0x0000000000000000, float %132)
	%136 = select i1 %134, float %135, float %132
	%137 = bitcast float %131 to i32
	%138 = bitcast float %136 to i32
	%139 = and i32 %137, %138
	%140 = fcmp oeq float %131, %136
	%141 = call float @llvm.maxnum.f32(float %131, float %136)
	%142 = bitcast i32 %139 to float
	%143 = select i1 %140, float %142, float %141
	%144 = fcmp uno float %143, %143
	%145 = select i1 %144, float 0x7FFFFFFFE0000000, float %143
	%146 = bitcast float %145 to i32
	%147 = bitcast i32 %146 to float
	%148 = call float @llvm.fabs.f32(float %147)
	%149 = fcmp olt float %148, 0x3810000000000000
	%150 = call float @llvm.copysign.f32(float 0x0000000000000000, float %147)
	%151 = select i1 %149, float %150, float %147
	%152 = fneg float %151
	%153 = call float @llvm.fabs.f32(float %151)
	%154 = fcmp uno float %151, %151
	%155 = select i1 %154, float 0x7FFFFFFFE0000000, float %153
	%156 = bitcast float %155 to i32
	%157 = bitcast i32 %156 to float
	%158 = fneg float %157
	%159 = fcmp uno float %157, %157
	%160 = select i1 %159, float 0x7FFFFFFFE0000000, float %158
	%161 = bitcast float %160 to i32
	%162 = bitcast i32 %161 to float
	%163 = call float @llvm.fabs.f32(float %162)
	%164 = fcmp olt float %163, 0x3810000000000000
	%165 = fcmp one float %163, 0x0000000000000000
	%166 = and i1 %164, %165
	%167 = bitcast i32 %161 to float
	%168 = bitcast i32 %2 to float
	%169 = bitcast i32 %11 to float
	%170 = call float @llvm.fabs.f32(float %169)
	%171 = fcmp olt float %170, 0x3810000000000000
	%172 = call float @llvm.copysign.f32(float 0x0000000000000000, float %169)
	%173 = select i1 %171, float %172, float %169
	%174 = fcmp oge float %173, 0x0000000000000000
	%175 = select i1 %174, float %167, float %168
	%176 = bitcast float %175 to i32
	br i1 %166, label %guard.2, label %cont.3

guard.2:
	%177 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %176, ptr addrspace(1) %177, align 4
	br label %cont.3

cont.3:
	%178 = inttoptr i64 %0 to ptr addrspace(1)
	%179 = getelementptr inbounds i8, ptr addrspace(1) %178, i64 8
	%180 = load i64, ptr addrspace(1) %179, align 8
	%181 = bitcast i64 %180 to double
	%182 = call double @llvm.fabs.f64(double %181)
	%183 = fcmp olt double %182, 0x0010000000000000
	%184 = call double @llvm.copysign.f64(double 0x0000000000000000, double %181)
	%185 = select i1 %183, double %184, double %181
	%186 = bitcast double %185 to i64
	%187 = and i64 %186, -4294967296
	%188 = bitcast i64 %187 to double
	%189 = fdiv double 0x3FF0000000000000, %188
	%190 = bitcast double %189 to i64
	%191 = and i64 %190, -4294967296
	%192 = bitcast i64 %191 to double
	%193 = call double @llvm.fabs.f64(double %192)
	%194 = fcmp olt double %193, 0x0010000000000000
	%195 = call double @llvm.copysign.f64(double 0x0000000000000000, double %192)
	%196 = select i1 %194, double %195, double %192
	%197 = bitcast double %196 to i64
	%198 = bitcast i64 %197 to double
	%199 = call double @llvm.sqrt.f64(double %198)
	%200 = fdiv double 0x3FE0000000000000, %199
	%201 = fneg double %199
	%202 = call double @llvm.fma.f64(double %201, double %199, double %198)
	%203 = call double @llvm.fma.f64(double %202, double %200, double %199)
	%204 = fneg double %203
	%205 = call double @llvm.fma.f64(double %204, double %203, double %198)
	%206 = call double @llvm.fma.f64(double %205, double %200, double %203)
	%207 = fcmp ueq double %198, 0x0000000000000000
	%208 = call double @llvm.fabs.f64(double %198)
	%209 = fcmp olt double %208, 0x7FF0000000000000
	%210 = xor i1 %209, true
	%211 = or i1 %207, %210
	%212 = fcmp olt double %198, 0x0000000000000000
	%213 = or i1 %211, %212
	%214 = select i1 %213, double %199, double %206
	%215 = fdiv double 0x3FF0000000000000, %214
	%216 = bitcast double %215 to i64
	%217 = bitcast i64 %216 to double
	%218 = call double @llvm.fabs.f64(double %217)
	%219 = fcmp olt double %218, 0x0010000000000000
	%220 = fcmp one double %218, 0x0000000000000000
	%221 = and i1 %219, %220
	%222 = fcmp olt double %218, 0x7FF0000000000000
	%223 = xor i1 %221, true
	%224 = and i1 %222, %223
	br i1 %224, label %guard.4, label %cont.5

guard.4:
	%225 = inttoptr i64 %0 to ptr addrspace(1)
	%226 = getelementptr inbounds i8, ptr addrspace(1) %225, i64 8
	store i64 %216, ptr addrspace(1) %226, align 8
	br label %cont.5

cont.5:
	ret void
}

declare float @llvm.fabs.f32(float %0)

declare float @llvm.copysign.f32(float %0, float %1)

declare float @llvm.sqrt.f32(float %0)

declare float @llvm.sin.f32(float %0)

declare float @llvm.cos.f32(float %0)

declare float @llvm.exp2.f32(float %0)

declare float @llvm.log2.f32(float %0)

declare float @llvm.fma.f32(float %0, float %1, float %2)

declare float @llvm.maxnum.f32(float %0, float %1)

declare double @llvm.fabs.f64(double %0)

declare double @llvm.copysign.f64(double %0, double %1)

declare double @llvm.sqrt.f64(double %0)

declare double @llvm.fma.f64(double %0, double %1, double %2)

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
