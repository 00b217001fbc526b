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
	%11 = fcmp uno float %10, %10
	%12 = select i1 %11, float 0x7FFFFFFFE0000000, float %10
	%13 = bitcast float %12 to i32
	%14 = bitcast i32 %13 to float
	%15 = call float @llvm.fabs.f32(float %10)
	%16 = fcmp olt float %15, 0x3810000000000000
	%17 = call float @llvm.copysign.f32(float 0x0000000000000000, float %10)
	%18 = select i1 %16, float %17, float %10
	%19 = bitcast i32 %2 to float
	%20 = call float @llvm.fabs.f32(float %19)
	%21 = fcmp olt float %20, 0x3810000000000000
	%22 = call float @llvm.copysign.f32(float 0x0000000000000000, float %19)
	%23 = select i1 %21, float %22, float %19
	%24 = fdiv float %18, %23
	%25 = call float @llvm.fabs.f32(float %24)
	%26 = fcmp olt float %25, 0x3810000000000000
	%27 = call float @llvm.copysign.f32(float 0x0000000000000000, float %24)
	%28 = select i1 %26, float %27, float %24
	%29 = fcmp uno float %28, %28
	%30 = select i1 %29, float 0x7FFFFFFFE0000000, float %28
	%31 = bitcast float %30 to i32
	%32 = bitcast i32 %31 to float
	%33 = call float @llvm.fabs.f32(float %28)
	%34 = fcmp olt float %33, 0x3810000000000000
	%35 = call float @llvm.copysign.f32(float 0x0000000000000000, float %28)
	%36 = select i1 %34, float %35, float %28
	%37 = fdiv float 0x3FF0000000000000, %36
	%38 = call float @llvm.fabs.f32(float %37)
	%39 = fcmp olt float %38, 0x3810000000000000
	%40 = call float @llvm.copysign.f32(float 0x0000000000000000, float %37)
	%41 = select i1 %39, float %40, float %37
	%42 = fcmp uno float %41, %41
	%43 = select i1 %42, float 0x7FFFFFFFE0000000, float %41
	%44 = bitcast float %43 to i32
	%45 = bitcast i32 %44 to float
	%46 = call float @llvm.sqrt.f32(float %41)
	%47 = fcmp uno float %46, %46
	%48 = select i1 %47, float 0x7FFFFFFFE0000000, float %46
	%49 = bitcast float %48 to i32
	%50 = bitcast i32 %49 to float
	%51 = call float @llvm.sqrt.f32(float %46)
	%52 = fdiv float 0x3FF0000000000000, %51
	%53 = fcmp uno float %52, %52
	%54 = select i1 %53, float 0x7FFFFFFFE0000000, float %52
	%55 = bitcast float %54 to i32
	%56 = bitcast i32 %55 to float
	%57 = call float @llvm.fabs.f32(float %52)
	%58 = fcmp olt float %57, 0x3810000000000000
	%59 = call float @llvm.copysign.f32(float 0x0000000000000000, float %52)
	%60 = select i1 %58, float %59, float %52
	%61 = call float @llvm.fabs.f32(float %60)
	%62 = fcmp olt float %61, 0x3810000000000000
	%63 = call float @llvm.copysign.f32(float 0x0000000000000000, float %60)
	%64 = select i1 %62, float %63, float %60
	%65 = call float @llvm.sin.f32(float %64)
	%66 = fmul float %60, 0x3FC45F3060000000
	%67 = call float @llvm.fabs.f32(float %66)
	%68 = fcmp olt float %67, 0x3810000000000000
	%69 = fcmp oge float %67, 0x4160000000000000
	%70 = call float @llvm.fabs.f32(float %60)
	%71 = fcmp olt float %70, 0x7FF0000000000000
	%72 = and i1 %69, %71
	%73 = or i1 %68, %72
	%74 = call float @llvm.copysign.f32(float 0x0000000000000000, float %60)
	%75 = select i1 %73, float %74, float %65
	%76 = call float @llvm.fabs.f32(float %75)
	%77 = fcmp olt float %76, 0x3810000000000000
	%78 = call float @llvm.copysign.f32(float 0x0000000000000000, float %75)
	%79 = select i1 %77, float %78, float %75
	%80 = fcmp uno float %79, %79
	%81 = select i1 %80, float 0x7FFFFFFFE0000000, float %79
	%82 = bitcast float %81 to i32
	%83 = bitcast i32 %82 to float
	%84 = call float @llvm.fabs.f32(float %79)
	%85 = fcmp olt float %84, 0x3810000000000000
	%86 = call float @llvm.copysign.f32(float 0x0000000000000000, float %79)
	%87 = select i1 %85, float %86, float %79
	%88 = call float @llvm.cos.f32(float %87)
	%89 = fmul float %79, 0x3FC45F3060000000
	%90 = call float @llvm.fabs.f32(float %89)
	%91 = fcmp olt float %90, 0x3810000000000000
	%92 = fcmp oge float %90, 0x4160000000000000
	%93 = call float @llvm.fabs.f32(float %79)
	%94 = fcmp olt float %93, 0x7FF0000000000000
	%95 = and i1 %92, %94
	%96 = or i1 %91, %95
	%97 = select i1 %96, float 0x3FF0000000000000, float %88
	%98 = fcmp uno float %97, %97
	%99 = select i1 %98, float 0x7FFFFFFFE0000000, float %97
	%100 = bitcast float %99 to i32
	%101 = bitcast i32 %100 to float
	%102 = call float @llvm.exp2.f32(float %97)
	%103 = fcmp olt float %102, 0x3810000000000000
	%104 = select i1 %103, float 0x0000000000000000, float %102
	%105 = fcmp uno float %104, %104
	%106 = select i1 %105, float 0x7FFFFFFFE0000000, float %104
	%107 = bitcast float %106 to i32
	%108 = bitcast i32 %107 to float
	%109 = call float @llvm.log2.f32(float %104)
	%110 = fcmp uno float %109, %109
	%111 = select i1 %110, float 0x7FFFFFFFE0000000, float %109
	%112 = bitcast float %111 to i32
	%113 = bitcast i32 %112 to float
	%114 = call float @llvm.fabs.f32(float %109)
	%115 = fmul float %109, %109
	%116 = call float @llvm.fma.f32(float %115, float 0x3FC1111120000000, float 0xBFD5555560000000)
	%117 = fmul float %109, %115
	%118 = call float @llvm.fma.f32(float %117, float %116, float %109)
	%119 = fmul float %114, 0x4007154760000000
	%120 = call float @llvm.exp2.f32(float %119)
	%121 = fadd float %120, 0x3FF0000000000000
	%122 = fdiv float 0x4000000000000000, %121
	%123 = fsub float 0x3FF0000000000000, %122
	%124 = fcmp olt float %114, 0x3FB0000000000000
	%125 = select i1 %124, float %118, float %123
	%126 = call float @llvm.fabs.f32(float %125)
	%127 = call float @llvm.copysign.f32(float %126, float %109)
	%128 = fcmp uno float %127, %127
	%129 = select i1 %128, float 0x7FFFFFFFE0000000, float %127
	%130 = bitcast float %129 to i32
	%131 = bitcast i32 %130 to float
	%132 = bitcast i32 %2 to float
	%133 = bitcast float %127 to i32
	%134 = bitcast float %132 to i32
	%135 = or i32 %133, %134
	%136 = fcmp oeq float %127, %132
	%137 = fcmp olt float %127, %132
	%138 = select i1 %137, float %127, float %132
	%139 = bitcast i32 %135 to float
	%140 = select i1 %136, float %139, float %138
	%141 = fcmp uno float %127, %127
	%142 = fcmp uno float %132, %132
	%143 = or i1 %141, %142
	%144 = select i1 %143, float 0x7FFFFFFFE0000000, float %140
	%145 = bitcast float %144 to i32
	%146 = bitcast i32 %145 to float
	%147 = bitcast i32 %2 to float
	%148 = bitcast float %146 to i32
	%149 = bitcast float %147 to i32
	%150 = xor i32 %148, %149
	%151 = call float @llvm.fabs.f32(float %146)
	%152 = call float @llvm.fabs.f32(float %147)
	%153 = bitcast float %151 to i32
	%154 = bitcast float %152 to i32
	%155 = and i32 %153, %154
	%156 = fcmp oeq float %151, %152
	%157 = call float @llvm.maxnum.f32(float %151, float %152)
	%158 = bitcast i32 %155 to float
	%159 = select i1 %156, float %158, float %157
	%160 = fcmp uno float %159, %159
	%161 = select i1 %160, float 0x7FFFFFFFE0000000, float %159
	%162 = bitcast i32 %150 to float
	%163 = fcmp uno float %161, %161
	%164 = call float @llvm.copysign.f32(float %161, float %162)
	%165 = select i1 %163, float %161, float %164
	%166 = bitcast float %165 to i32
	%167 = bitcast i32 %166 to float
	%168 = call float @llvm.fabs.f32(float %167)
	%169 = fcmp olt float %168, 0x3810000000000000
	%170 = call float @llvm.copysign.f32(float 0x0000000000000000, float %167)
	%171 = select i1 %169, float %170, float %167
	%172 = bitcast i32 %13 to float
	%173 = call float @llvm.fabs.f32(float %10)
	%174 = fcmp olt float %173, 0x3810000000000000
	%175 = call float @llvm.copysign.f32(float 0x0000000000000000, float %10)
	%176 = select i1 %174, float %175, float %10
	%177 = bitcast float %171 to i32
	%178 = bitcast float %176 to i32
	%179 = and i32 %177, %178
	%180 = fcmp oeq float %171, %176
	%181 = call float @llvm.maxnum.f32(float %171, float %176)
	%182 = bitcast i32 %179 to float
	%183 = select i1 %180, float %182, float %181
	%184 = fcmp uno float %183, %183
	%185 = select i1 %184, float 0x7FFFFFFFE0000000, float %183
	%186 = bitcast float %185 to i32
	%187 = bitcast i32 %186 to float
	%188 = call float @llvm.fabs.f32(float %183)
	%189 = fcmp olt float %188, 0x3810000000000000
	%190 = call float @llvm.copysign.f32(float 0x0000000000000000, float %183)
	%191 = select i1 %189, float %190, float %183
	%192 = fneg float %191
	%193 = call float @llvm.fabs.f32(float %191)
	%194 = fcmp uno float %191, %191
	%195 = select i1 %194, float 0x7FFFFFFFE0000000, float %193
	%196 = bitcast float %195 to i32
	%197 = bitcast i32 %196 to float
	%198 = fneg float %197
	%199 = fcmp uno float %197, %197
	%200 = select i1 %199, float 0x7FFFFFFFE0000000, float %198
	%201 = bitcast float %200 to i32
	%202 = bitcast i32 %201 to float
	%203 = call float @llvm.fabs.f32(float %202)
	%204 = fcmp olt float %203, 0x3810000000000000
	%205 = fcmp one float %203, 0x0000000000000000
	%206 = and i1 %204, %205
	%207 = bitcast i32 %201 to float
	%208 = bitcast i32 %2 to float
	%209 = bitcast i32 %13 to float
	%210 = call float @llvm.fabs.f32(float %209)
	%211 = fcmp olt float %210, 0x3810000000000000
	%212 = call float @llvm.copysign.f32(float 0x0000000000000000, float %209)
	%213 = select i1 %211, float %212, float %209
	%214 = fcmp oge float %213, 0x0000000000000000
	%215 = select i1 %214, float %207, float %208
	%216 = bitcast float %215 to i32
	br i1 %206, label %guard.2, label %cont.3

guard.2:
	%217 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %216, ptr addrspace(1) %217, align 4
	br label %cont.3

cont.3:
	%218 = inttoptr i64 %0 to ptr addrspace(1)
	%219 = getelementptr inbounds i8, ptr addrspace(1) %218, i64 8
	%220 = load i64, ptr addrspace(1) %219, align 8
	%221 = bitcast i64 %220 to double
	%222 = call double @llvm.fabs.f64(double %221)
	%223 = fcmp olt double %222, 0x0010000000000000
	%224 = call double @llvm.copysign.f64(double 0x0000000000000000, double %221)
	%225 = select i1 %223, double %224, double %221
	%226 = bitcast double %225 to i64
	%227 = and i64 %226, -4294967296
	%228 = bitcast i64 %227 to double
	%229 = fdiv double 0x3FF0000000000000, %228
	%230 = bitcast double %229 to i64
	%231 = and i64 %230, -4294967296
	%232 = bitcast i64 %231 to double
	%233 = call double @llvm.fabs.f64(double %232)
	%234 = fcmp olt double %233, 0x0010000000000000
	%235 = call double @llvm.copysign.f64(double 0x0000000000000000, double %232)
	%236 = select i1 %234, double %235, double %232
	%237 = fcmp uno double %236, %236
	%238 = select i1 %237, double 0x7FFFFFFF00000000, double %236
	%239 = bitcast double %238 to i64
	%240 = bitcast i64 %239 to double
	%241 = call double @llvm.sqrt.f64(double %240)
	%242 = fdiv double 0x3FE0000000000000, %241
	%243 = fneg double %241
	%244 = call double @llvm.fma.f64(double %243, double %241, double %240)
	%245 = call double @llvm.fma.f64(double %244, double %242, double %241)
	%246 = fneg double %245
	%247 = call double @llvm.fma.f64(double %246, double %245, double %240)
	%248 = call double @llvm.fma.f64(double %247, double %242, double %245)
	%249 = fcmp ueq double %240, 0x0000000000000000
	%250 = call double @llvm.fabs.f64(double %240)
	%251 = fcmp olt double %250, 0x7FF0000000000000
	%252 = xor i1 %251, true
	%253 = or i1 %249, %252
	%254 = fcmp olt double %240, 0x0000000000000000
	%255 = or i1 %253, %254
	%256 = select i1 %255, double %241, double %248
	%257 = fdiv double 0x3FF0000000000000, %256
	%258 = fcmp uno double %240, %240
	%259 = select i1 %258, double %240, double 0xFFF8000000000000
	%260 = bitcast double %259 to i64
	%261 = or i64 %260, u0x8000000000000
	%262 = bitcast i64 %261 to double
	%263 = fcmp uno double %257, %257
	%264 = select i1 %263, double %262, double %257
	%265 = bitcast double %264 to i64
	%266 = bitcast i64 %265 to double
	%267 = call double @llvm.fabs.f64(double %266)
	%268 = fcmp olt double %267, 0x0010000000000000
	%269 = fcmp one double %267, 0x0000000000000000
	%270 = and i1 %268, %269
	%271 = fcmp olt double %267, 0x7FF0000000000000
	%272 = xor i1 %270, true
	%273 = and i1 %271, %272
	br i1 %273, label %guard.4, label %cont.5

guard.4:
	%274 = inttoptr i64 %0 to ptr addrspace(1)
	%275 = getelementptr inbounds i8, ptr addrspace(1) %274, i64 8
	store i64 %265, ptr addrspace(1) %275, align 8
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
