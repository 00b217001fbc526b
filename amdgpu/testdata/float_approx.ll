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
	%25 = fpext float %18 to double
	%26 = fpext float %23 to double
	%27 = fdiv double %25, %26
	%28 = call double @llvm.fabs.f64(double %27)
	%29 = fcmp olt double %28, 0x380FFFFFF0000000
	%30 = call float @llvm.copysign.f32(float 0x0000000000000000, float %24)
	%31 = select i1 %29, float %30, float %24
	%32 = call float @llvm.fabs.f32(float %31)
	%33 = fcmp olt float %32, 0x3810000000000000
	%34 = call float @llvm.copysign.f32(float 0x0000000000000000, float %31)
	%35 = select i1 %33, float %34, float %31
	%36 = fcmp uno float %35, %35
	%37 = select i1 %36, float 0x7FFFFFFFE0000000, float %35
	%38 = bitcast float %37 to i32
	%39 = bitcast i32 %38 to float
	%40 = call float @llvm.fabs.f32(float %35)
	%41 = fcmp olt float %40, 0x3810000000000000
	%42 = call float @llvm.copysign.f32(float 0x0000000000000000, float %35)
	%43 = select i1 %41, float %42, float %35
	%44 = fdiv float 0x3FF0000000000000, %43
	%45 = call float @llvm.fabs.f32(float %44)
	%46 = fcmp olt float %45, 0x3810000000000000
	%47 = call float @llvm.copysign.f32(float 0x0000000000000000, float %44)
	%48 = select i1 %46, float %47, float %44
	%49 = fcmp uno float %48, %48
	%50 = select i1 %49, float 0x7FFFFFFFE0000000, float %48
	%51 = bitcast float %50 to i32
	%52 = bitcast i32 %51 to float
	%53 = call float @llvm.sqrt.f32(float %48)
	%54 = fcmp uno float %53, %53
	%55 = select i1 %54, float 0x7FFFFFFFE0000000, float %53
	%56 = bitcast float %55 to i32
	%57 = bitcast i32 %56 to float
	%58 = call float @llvm.sqrt.f32(float %53)
	%59 = fdiv float 0x3FF0000000000000, %58
	%60 = fcmp uno float %59, %59
	%61 = select i1 %60, float 0x7FFFFFFFE0000000, float %59
	%62 = bitcast float %61 to i32
	%63 = bitcast i32 %62 to float
	%64 = call float @llvm.fabs.f32(float %59)
	%65 = fcmp olt float %64, 0x3810000000000000
	%66 = call float @llvm.copysign.f32(float 0x0000000000000000, float %59)
	%67 = select i1 %65, float %66, float %59
	%68 = call float @llvm.fabs.f32(float %67)
	%69 = fcmp olt float %68, 0x3810000000000000
	%70 = call float @llvm.copysign.f32(float 0x0000000000000000, float %67)
	%71 = select i1 %69, float %70, float %67
	%72 = call float @llvm.sin.f32(float %71)
	%73 = fmul float %67, 0x3FC45F3060000000
	%74 = call float @llvm.fabs.f32(float %73)
	%75 = fcmp olt float %74, 0x3810000000000000
	%76 = fcmp oge float %74, 0x4160000000000000
	%77 = call float @llvm.fabs.f32(float %67)
	%78 = fcmp olt float %77, 0x7FF0000000000000
	%79 = and i1 %76, %78
	%80 = or i1 %75, %79
	%81 = call float @llvm.copysign.f32(float 0x0000000000000000, float %67)
	%82 = select i1 %80, float %81, float %72
	%83 = call float @llvm.fabs.f32(float %82)
	%84 = fcmp olt float %83, 0x3810000000000000
	%85 = call float @llvm.copysign.f32(float 0x0000000000000000, float %82)
	%86 = select i1 %84, float %85, float %82
	%87 = fcmp uno float %86, %86
	%88 = select i1 %87, float 0x7FFFFFFFE0000000, float %86
	%89 = bitcast float %88 to i32
	%90 = bitcast i32 %89 to float
	%91 = call float @llvm.fabs.f32(float %86)
	%92 = fcmp olt float %91, 0x3810000000000000
	%93 = call float @llvm.copysign.f32(float 0x0000000000000000, float %86)
	%94 = select i1 %92, float %93, float %86
	%95 = call float @llvm.cos.f32(float %94)
	%96 = fmul float %86, 0x3FC45F3060000000
	%97 = call float @llvm.fabs.f32(float %96)
	%98 = fcmp olt float %97, 0x3810000000000000
	%99 = fcmp oge float %97, 0x4160000000000000
	%100 = call float @llvm.fabs.f32(float %86)
	%101 = fcmp olt float %100, 0x7FF0000000000000
	%102 = and i1 %99, %101
	%103 = or i1 %98, %102
	%104 = select i1 %103, float 0x3FF0000000000000, float %95
	%105 = fcmp uno float %104, %104
	%106 = select i1 %105, float 0x7FFFFFFFE0000000, float %104
	%107 = bitcast float %106 to i32
	%108 = bitcast i32 %107 to float
	%109 = call float @llvm.exp2.f32(float %104)
	%110 = fcmp olt float %109, 0x3810000000000000
	%111 = select i1 %110, float 0x0000000000000000, float %109
	%112 = fcmp uno float %111, %111
	%113 = select i1 %112, float 0x7FFFFFFFE0000000, float %111
	%114 = bitcast float %113 to i32
	%115 = bitcast i32 %114 to float
	%116 = call float @llvm.log2.f32(float %111)
	%117 = fcmp uno float %116, %116
	%118 = select i1 %117, float 0x7FFFFFFFE0000000, float %116
	%119 = bitcast float %118 to i32
	%120 = bitcast i32 %119 to float
	%121 = call float @llvm.fabs.f32(float %116)
	%122 = fmul float %116, %116
	%123 = call float @llvm.fma.f32(float %122, float 0x3FC1111120000000, float 0xBFD5555560000000)
	%124 = fmul float %116, %122
	%125 = call float @llvm.fma.f32(float %124, float %123, float %116)
	%126 = fmul float %121, 0x4007154760000000
	%127 = call float @llvm.exp2.f32(float %126)
	%128 = fadd float %127, 0x3FF0000000000000
	%129 = fdiv float 0x4000000000000000, %128
	%130 = fsub float 0x3FF0000000000000, %129
	%131 = fcmp olt float %121, 0x3FB0000000000000
	%132 = select i1 %131, float %125, float %130
	%133 = call float @llvm.fabs.f32(float %132)
	%134 = call float @llvm.copysign.f32(float %133, float %116)
	%135 = fcmp uno float %134, %134
	%136 = select i1 %135, float 0x7FFFFFFFE0000000, float %134
	%137 = bitcast float %136 to i32
	%138 = bitcast i32 %137 to float
	%139 = bitcast i32 %2 to float
	%140 = bitcast float %134 to i32
	%141 = bitcast float %139 to i32
	%142 = or i32 %140, %141
	%143 = fcmp oeq float %134, %139
	%144 = fcmp olt float %134, %139
	%145 = select i1 %144, float %134, float %139
	%146 = bitcast i32 %142 to float
	%147 = select i1 %143, float %146, float %145
	%148 = fcmp uno float %134, %134
	%149 = fcmp uno float %139, %139
	%150 = or i1 %148, %149
	%151 = select i1 %150, float 0x7FFFFFFFE0000000, float %147
	%152 = bitcast float %151 to i32
	%153 = bitcast i32 %152 to float
	%154 = bitcast i32 %2 to float
	%155 = bitcast float %153 to i32
	%156 = bitcast float %154 to i32
	%157 = xor i32 %155, %156
	%158 = call float @llvm.fabs.f32(float %153)
	%159 = call float @llvm.fabs.f32(float %154)
	%160 = bitcast float %158 to i32
	%161 = bitcast float %159 to i32
	%162 = and i32 %160, %161
	%163 = fcmp oeq float %158, %159
	%164 = call float @llvm.maxnum.f32(float %158, float %159)
	%165 = bitcast i32 %162 to float
	%166 = select i1 %163, float %165, float %164
	%167 = fcmp uno float %166, %166
	%168 = select i1 %167, float 0x7FFFFFFFE0000000, float %166
	%169 = bitcast i32 %157 to float
	%170 = fcmp uno float %168, %168
	%171 = call float @llvm.copysign.f32(float %168, float %169)
	%172 = select i1 %170, float %168, float %171
	%173 = bitcast float %172 to i32
	%174 = bitcast i32 %173 to float
	%175 = call float @llvm.fabs.f32(float %174)
	%176 = fcmp olt float %175, 0x3810000000000000
	%177 = call float @llvm.copysign.f32(float 0x0000000000000000, float %174)
	%178 = select i1 %176, float %177, float %174
	%179 = bitcast i32 %13 to float
	%180 = call float @llvm.fabs.f32(float %10)
	%181 = fcmp olt float %180, 0x3810000000000000
	%182 = call float @llvm.copysign.f32(float 0x0000000000000000, float %10)
	%183 = select i1 %181, float %182, float %10
	%184 = bitcast float %178 to i32
	%185 = bitcast float %183 to i32
	%186 = and i32 %184, %185
	%187 = fcmp oeq float %178, %183
	%188 = call float @llvm.maxnum.f32(float %178, float %183)
	%189 = bitcast i32 %186 to float
	%190 = select i1 %187, float %189, float %188
	%191 = fcmp uno float %190, %190
	%192 = select i1 %191, float 0x7FFFFFFFE0000000, float %190
	%193 = bitcast float %192 to i32
	%194 = bitcast i32 %193 to float
	%195 = call float @llvm.fabs.f32(float %190)
	%196 = fcmp olt float %195, 0x3810000000000000
	%197 = call float @llvm.copysign.f32(float 0x0000000000000000, float %190)
	%198 = select i1 %196, float %197, float %190
	%199 = fneg float %198
	%200 = call float @llvm.fabs.f32(float %198)
	%201 = fcmp uno float %198, %198
	%202 = select i1 %201, float 0x7FFFFFFFE0000000, float %200
	%203 = bitcast float %202 to i32
	%204 = bitcast i32 %203 to float
	%205 = fneg float %204
	%206 = fcmp uno float %204, %204
	%207 = select i1 %206, float 0x7FFFFFFFE0000000, float %205
	%208 = bitcast float %207 to i32
	%209 = bitcast i32 %208 to float
	%210 = call float @llvm.fabs.f32(float %209)
	%211 = fcmp olt float %210, 0x3810000000000000
	%212 = fcmp one float %210, 0x0000000000000000
	%213 = and i1 %211, %212
	%214 = bitcast i32 %208 to float
	%215 = bitcast i32 %2 to float
	%216 = bitcast i32 %13 to float
	%217 = call float @llvm.fabs.f32(float %216)
	%218 = fcmp olt float %217, 0x3810000000000000
	%219 = call float @llvm.copysign.f32(float 0x0000000000000000, float %216)
	%220 = select i1 %218, float %219, float %216
	%221 = fcmp oge float %220, 0x0000000000000000
	%222 = select i1 %221, float %214, float %215
	%223 = bitcast float %222 to i32
	br i1 %213, label %guard.2, label %cont.3

guard.2:
	%224 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %223, ptr addrspace(1) %224, align 4
	br label %cont.3

cont.3:
	%225 = inttoptr i64 %0 to ptr addrspace(1)
	%226 = getelementptr inbounds i8, ptr addrspace(1) %225, i64 8
	%227 = load i64, ptr addrspace(1) %226, align 8
	%228 = bitcast i64 %227 to double
	%229 = call double @llvm.fabs.f64(double %228)
	%230 = fcmp olt double %229, 0x0010000000000000
	%231 = call double @llvm.copysign.f64(double 0x0000000000000000, double %228)
	%232 = select i1 %230, double %231, double %228
	%233 = bitcast double %232 to i64
	%234 = and i64 %233, -4294967296
	%235 = bitcast i64 %234 to double
	%236 = fdiv double 0x3FF0000000000000, %235
	%237 = bitcast double %236 to i64
	%238 = and i64 %237, -4294967296
	%239 = bitcast i64 %238 to double
	%240 = call double @llvm.fabs.f64(double %239)
	%241 = fcmp olt double %240, 0x0010000000000000
	%242 = call double @llvm.copysign.f64(double 0x0000000000000000, double %239)
	%243 = select i1 %241, double %242, double %239
	%244 = fcmp uno double %243, %243
	%245 = select i1 %244, double 0x7FFFFFFF00000000, double %243
	%246 = bitcast double %245 to i64
	%247 = bitcast i64 %246 to double
	%248 = call double @llvm.sqrt.f64(double %247)
	%249 = fdiv double 0x3FE0000000000000, %248
	%250 = fneg double %248
	%251 = call double @llvm.fma.f64(double %250, double %248, double %247)
	%252 = call double @llvm.fma.f64(double %251, double %249, double %248)
	%253 = fneg double %252
	%254 = call double @llvm.fma.f64(double %253, double %252, double %247)
	%255 = call double @llvm.fma.f64(double %254, double %249, double %252)
	%256 = fcmp ueq double %247, 0x0000000000000000
	%257 = call double @llvm.fabs.f64(double %247)
	%258 = fcmp olt double %257, 0x7FF0000000000000
	%259 = xor i1 %258, true
	%260 = or i1 %256, %259
	%261 = fcmp olt double %247, 0x0000000000000000
	%262 = or i1 %260, %261
	%263 = select i1 %262, double %248, double %255
	%264 = fdiv double 0x3FF0000000000000, %263
	%265 = fcmp uno double %247, %247
	%266 = select i1 %265, double %247, double 0xFFF8000000000000
	%267 = bitcast double %266 to i64
	%268 = or i64 %267, u0x8000000000000
	%269 = bitcast i64 %268 to double
	%270 = fcmp uno double %264, %264
	%271 = select i1 %270, double %269, double %264
	%272 = bitcast double %271 to i64
	%273 = bitcast i64 %272 to double
	%274 = call double @llvm.fabs.f64(double %273)
	%275 = fcmp olt double %274, 0x0010000000000000
	%276 = fcmp one double %274, 0x0000000000000000
	%277 = and i1 %275, %276
	%278 = fcmp olt double %274, 0x7FF0000000000000
	%279 = xor i1 %277, true
	%280 = and i1 %278, %279
	br i1 %280, label %guard.4, label %cont.5

guard.4:
	%281 = inttoptr i64 %0 to ptr addrspace(1)
	%282 = getelementptr inbounds i8, ptr addrspace(1) %281, i64 8
	store i64 %272, ptr addrspace(1) %282, align 8
	br label %cont.5

cont.5:
	ret void
}

declare float @llvm.fabs.f32(float %0)

declare float @llvm.copysign.f32(float %0, float %1)

declare double @llvm.fabs.f64(double %0)

declare float @llvm.sqrt.f32(float %0)

declare float @llvm.sin.f32(float %0)

declare float @llvm.cos.f32(float %0)

declare float @llvm.exp2.f32(float %0)

declare float @llvm.log2.f32(float %0)

declare float @llvm.fma.f32(float %0, float %1, float %2)

declare float @llvm.maxnum.f32(float %0, float %1)

declare double @llvm.copysign.f64(double %0, double %1)

declare double @llvm.sqrt.f64(double %0)

declare double @llvm.fma.f64(double %0, double %1, double %2)

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
