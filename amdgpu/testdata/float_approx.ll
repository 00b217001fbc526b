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
	%9 = call float @llvm.fabs.f32(float %4)
	%10 = fcmp oge float %9, 0x3810000000000000
	%11 = fcmp ole float %9, 0x47D0000000000000
	%12 = and i1 %10, %11
	%13 = fdiv float 0x3FF0000000000000, %4
	%14 = fmul float %3, %13
	%15 = fdiv float %3, %4
	%16 = select i1 %12, float %14, float %15
	%17 = select i1 %6, float %8, float %16
	%18 = fcmp uno float %17, %17
	%19 = select i1 %18, float 0x7FFFFFFFE0000000, float %17
	%20 = bitcast float %19 to i32
	%21 = bitcast i32 %20 to float
	%22 = call float @llvm.fabs.f32(float %17)
	%23 = fcmp olt float %22, 0x3810000000000000
	%24 = call float @llvm.copysign.f32(float 0x0000000000000000, float %17)
	%25 = select i1 %23, float %24, float %17
	%26 = bitcast i32 %2 to float
	%27 = call float @llvm.fabs.f32(float %26)
	%28 = fcmp olt float %27, 0x3810000000000000
	%29 = call float @llvm.copysign.f32(float 0x0000000000000000, float %26)
	%30 = select i1 %28, float %29, float %26
	%31 = call float @llvm.fabs.f32(float %30)
	%32 = fcmp ogt float %31, 0x47D0000000000000
	%33 = fmul float %30, 0x3FD0000000000000
	%34 = fdiv float 0x3FF0000000000000, %33
	%35 = fmul float %25, %34
	%36 = fmul float %35, 0x3FD0000000000000
	%37 = call float @llvm.fabs.f32(float %30)
	%38 = fcmp oge float %37, 0x3810000000000000
	%39 = fcmp ole float %37, 0x47D0000000000000
	%40 = and i1 %38, %39
	%41 = fdiv float 0x3FF0000000000000, %30
	%42 = fmul float %25, %41
	%43 = fdiv float %25, %30
	%44 = select i1 %40, float %42, float %43
	%45 = select i1 %32, float %36, float %44
	%46 = call float @llvm.fabs.f32(float %45)
	%47 = fcmp olt float %46, 0x3810000000000000
	%48 = call float @llvm.copysign.f32(float 0x0000000000000000, float %45)
	%49 = select i1 %47, float %48, float %45
	%50 = fcmp uno float %49, %49
	%51 = select i1 %50, float 0x7FFFFFFFE0000000, float %49
	%52 = bitcast float %51 to i32
	%53 = bitcast i32 %52 to float
	%54 = call float @llvm.fabs.f32(float %49)
	%55 = fcmp olt float %54, 0x3810000000000000
	%56 = call float @llvm.copysign.f32(float 0x0000000000000000, float %49)
	%57 = select i1 %55, float %56, float %49
	%58 = fdiv float 0x3FF0000000000000, %57
	%59 = call float @llvm.fabs.f32(float %58)
	%60 = fcmp olt float %59, 0x3810000000000000
	%61 = call float @llvm.copysign.f32(float 0x0000000000000000, float %58)
	%62 = select i1 %60, float %61, float %58
	%63 = fcmp uno float %62, %62
	%64 = select i1 %63, float 0x7FFFFFFFE0000000, float %62
	%65 = bitcast float %64 to i32
	%66 = bitcast i32 %65 to float
	%67 = call float @llvm.sqrt.f32(float %62)
	%68 = fcmp uno float %67, %67
	%69 = select i1 %68, float 0x7FFFFFFFE0000000, float %67
	%70 = bitcast float %69 to i32
	%71 = bitcast i32 %70 to float
	%72 = call float @llvm.sqrt.f32(float %67)
	%73 = fdiv float 0x3FF0000000000000, %72
	%74 = fcmp uno float %73, %73
	%75 = select i1 %74, float 0x7FFFFFFFE0000000, float %73
	%76 = bitcast float %75 to i32
	%77 = bitcast i32 %76 to float
	%78 = call float @llvm.fabs.f32(float %73)
	%79 = fcmp olt float %78, 0x3810000000000000
	%80 = call float @llvm.copysign.f32(float 0x0000000000000000, float %73)
	%81 = select i1 %79, float %80, float %73
	%82 = call float @llvm.fabs.f32(float %81)
	%83 = fcmp olt float %82, 0x3810000000000000
	%84 = call float @llvm.copysign.f32(float 0x0000000000000000, float %81)
	%85 = select i1 %83, float %84, float %81
	%86 = fpext float %85 to double
	%87 = fmul double %86, 0x3FC45F3060000000
	%88 = fptrunc double %87 to float
	%89 = fpext float %88 to double
	%90 = fcmp oeq double %87, %89
	%91 = fsub double %87, %89
	%92 = select i1 %90, double 0x0000000000000000, double %91
	%93 = bitcast float %88 to i32
	%94 = ashr i32 %93, 31
	%95 = or i32 %94, 1
	%96 = icmp slt i32 %93, 0
	%97 = fcmp ogt double %92, 0x0000000000000000
	%98 = fcmp olt double %92, 0x0000000000000000
	%99 = select i1 %96, i1 %97, i1 %98
	%100 = sub i32 %93, 1
	%101 = select i1 %99, i32 %100, i32 %93
	%102 = bitcast i32 %101 to float
	%103 = call float @llvm.floor.f32(float %102)
	%104 = fsub float %102, %103
	%105 = call float @llvm.amdgcn.sin.f32(float %104)
	%106 = fcmp oeq float %104, 0x3FE0000000000000
	%107 = select i1 %106, float 0x0000000000000000, float %105
	%108 = call float @llvm.fabs.f32(float %81)
	%109 = fcmp olt float %108, 0x7FF0000000000000
	%110 = select i1 %109, float %107, float 0x7FF8000000000000
	%111 = fmul float %81, 0x3FC45F3060000000
	%112 = call float @llvm.fabs.f32(float %111)
	%113 = fcmp olt float %112, 0x3810000000000000
	%114 = fcmp oge float %112, 0x4160000000000000
	%115 = call float @llvm.fabs.f32(float %81)
	%116 = fcmp olt float %115, 0x7FF0000000000000
	%117 = and i1 %114, %116
	%118 = or i1 %113, %117
	%119 = call float @llvm.copysign.f32(float 0x0000000000000000, float %81)
	%120 = select i1 %118, float %119, float %110
	%121 = call float @llvm.fabs.f32(float %120)
	%122 = fcmp olt float %121, 0x3810000000000000
	%123 = call float @llvm.copysign.f32(float 0x0000000000000000, float %120)
	%124 = select i1 %122, float %123, float %120
	%125 = fcmp uno float %124, %124
	%126 = select i1 %125, float 0x7FFFFFFFE0000000, float %124
	%127 = bitcast float %126 to i32
	%128 = bitcast i32 %127 to float
	%129 = call float @llvm.fabs.f32(float %124)
	%130 = fcmp olt float %129, 0x3810000000000000
	%131 = call float @llvm.copysign.f32(float 0x0000000000000000, float %124)
	%132 = select i1 %130, float %131, float %124
	%133 = fpext float %132 to double
	%134 = fmul double %133, 0x3FC45F3060000000
	%135 = fptrunc double %134 to float
	%136 = fpext float %135 to double
	%137 = fcmp oeq double %134, %136
	%138 = fsub double %134, %136
	%139 = select i1 %137, double 0x0000000000000000, double %138
	%140 = bitcast float %135 to i32
	%141 = ashr i32 %140, 31
	%142 = or i32 %141, 1
	%143 = icmp slt i32 %140, 0
	%144 = fcmp ogt double %139, 0x0000000000000000
	%145 = fcmp olt double %139, 0x0000000000000000
	%146 = select i1 %143, i1 %144, i1 %145
	%147 = sub i32 %140, 1
	%148 = select i1 %146, i32 %147, i32 %140
	%149 = bitcast i32 %148 to float
	%150 = call float @llvm.floor.f32(float %149)
	%151 = fsub float %149, %150
	%152 = call float @llvm.amdgcn.cos.f32(float %151)
	%153 = fcmp oeq float %151, 0x3FD0000000000000
	%154 = select i1 %153, float 0x0000000000000000, float %152
	%155 = fcmp oeq float %151, 0x3FE8000000000000
	%156 = select i1 %155, float 0x0000000000000000, float %154
	%157 = call float @llvm.fabs.f32(float %124)
	%158 = fcmp olt float %157, 0x7FF0000000000000
	%159 = select i1 %158, float %156, float 0x7FF8000000000000
	%160 = fmul float %124, 0x3FC45F3060000000
	%161 = call float @llvm.fabs.f32(float %160)
	%162 = fcmp olt float %161, 0x3810000000000000
	%163 = fcmp oge float %161, 0x4160000000000000
	%164 = call float @llvm.fabs.f32(float %124)
	%165 = fcmp olt float %164, 0x7FF0000000000000
	%166 = and i1 %163, %165
	%167 = or i1 %162, %166
	%168 = select i1 %167, float 0x3FF0000000000000, float %159
	%169 = fcmp uno float %168, %168
	%170 = select i1 %169, float 0x7FFFFFFFE0000000, float %168
	%171 = bitcast float %170 to i32
	%172 = bitcast i32 %171 to float
	%173 = call float @llvm.exp2.f32(float %168)
	%174 = fcmp olt float %173, 0x3810000000000000
	%175 = select i1 %174, float 0x0000000000000000, float %173
	%176 = fcmp uno float %175, %175
	%177 = select i1 %176, float 0x7FFFFFFFE0000000, float %175
	%178 = bitcast float %177 to i32
	%179 = bitcast i32 %178 to float
	%180 = call float @llvm.log2.f32(float %175)
	%181 = fcmp uno float %180, %180
	%182 = select i1 %181, float 0x7FFFFFFFE0000000, float %180
	%183 = bitcast float %182 to i32
	%184 = bitcast i32 %183 to float
	%185 = call float @llvm.fabs.f32(float %180)
	%186 = fmul float %180, %180
	%187 = call float @llvm.fma.f32(float %186, float 0x3FC1111120000000, float 0xBFD5555560000000)
	%188 = fmul float %180, %186
	%189 = call float @llvm.fma.f32(float %188, float %187, float %180)
	%190 = fmul float %185, 0x4007154760000000
	%191 = call float @llvm.exp2.f32(float %190)
	%192 = fadd float %191, 0x3FF0000000000000
	%193 = fdiv float 0x4000000000000000, %192
	%194 = fsub float 0x3FF0000000000000, %193
	%195 = fcmp olt float %185, 0x3FB0000000000000
	%196 = select i1 %195, float %189, float %194
	%197 = call float @llvm.fabs.f32(float %196)
	%198 = call float @llvm.copysign.f32(float %197, float %180)
	%199 = fcmp uno float %198, %198
	%200 = select i1 %199, float 0x7FFFFFFFE0000000, float %198
	%201 = bitcast float %200 to i32
	%202 = bitcast i32 %201 to float
	%203 = bitcast i32 %2 to float
	%204 = bitcast float %198 to i32
	%205 = bitcast float %203 to i32
	%206 = or i32 %204, %205
	%207 = fcmp oeq float %198, %203
	%208 = fcmp olt float %198, %203
	%209 = select i1 %208, float %198, float %203
	%210 = bitcast i32 %206 to float
	%211 = select i1 %207, float %210, float %209
	%212 = fcmp uno float %198, %198
	%213 = fcmp uno float %203, %203
	%214 = or i1 %212, %213
	%215 = select i1 %214, float 0x7FFFFFFFE0000000, float %211
	%216 = bitcast float %215 to i32
	%217 = bitcast i32 %216 to float
	%218 = bitcast i32 %2 to float
	%219 = bitcast float %217 to i32
	%220 = bitcast float %218 to i32
	%221 = xor i32 %219, %220
	%222 = call float @llvm.fabs.f32(float %217)
	%223 = call float @llvm.fabs.f32(float %218)
	%224 = bitcast float %222 to i32
	%225 = bitcast float %223 to i32
	%226 = and i32 %224, %225
	%227 = fcmp oeq float %222, %223
	%228 = call float @llvm.maxnum.f32(float %222, float %223)
	%229 = bitcast i32 %226 to float
	%230 = select i1 %227, float %229, float %228
	%231 = fcmp uno float %230, %230
	%232 = select i1 %231, float 0x7FFFFFFFE0000000, float %230
	%233 = bitcast i32 %221 to float
	%234 = fcmp uno float %232, %232
	%235 = call float @llvm.copysign.f32(float %232, float %233)
	%236 = select i1 %234, float %232, float %235
	%237 = bitcast float %236 to i32
	%238 = bitcast i32 %237 to float
	%239 = call float @llvm.fabs.f32(float %238)
	%240 = fcmp olt float %239, 0x3810000000000000
	%241 = call float @llvm.copysign.f32(float 0x0000000000000000, float %238)
	%242 = select i1 %240, float %241, float %238
	%243 = bitcast i32 %20 to float
	%244 = call float @llvm.fabs.f32(float %17)
	%245 = fcmp olt float %244, 0x3810000000000000
	%246 = call float @llvm.copysign.f32(float 0x0000000000000000, float %17)
	%247 = select i1 %245, float %246, float %17
	%248 = bitcast float %242 to i32
	%249 = bitcast float %247 to i32
	%250 = and i32 %248, %249
	%251 = fcmp oeq float %242, %247
	%252 = call float @llvm.maxnum.f32(float %242, float %247)
	%253 = bitcast i32 %250 to float
	%254 = select i1 %251, float %253, float %252
	%255 = fcmp uno float %254, %254
	%256 = select i1 %255, float 0x7FFFFFFFE0000000, float %254
	%257 = bitcast float %256 to i32
	%258 = bitcast i32 %257 to float
	%259 = call float @llvm.fabs.f32(float %254)
	%260 = fcmp olt float %259, 0x3810000000000000
	%261 = call float @llvm.copysign.f32(float 0x0000000000000000, float %254)
	%262 = select i1 %260, float %261, float %254
	%263 = fneg float %262
	%264 = call float @llvm.fabs.f32(float %262)
	%265 = fcmp uno float %262, %262
	%266 = select i1 %265, float 0x7FFFFFFFE0000000, float %264
	%267 = bitcast float %266 to i32
	%268 = bitcast i32 %267 to float
	%269 = fneg float %268
	%270 = fcmp uno float %268, %268
	%271 = select i1 %270, float 0x7FFFFFFFE0000000, float %269
	%272 = bitcast float %271 to i32
	%273 = bitcast i32 %272 to float
	%274 = call float @llvm.fabs.f32(float %273)
	%275 = fcmp olt float %274, 0x3810000000000000
	%276 = fcmp one float %274, 0x0000000000000000
	%277 = and i1 %275, %276
	%278 = bitcast i32 %272 to float
	%279 = bitcast i32 %2 to float
	%280 = bitcast i32 %20 to float
	%281 = call float @llvm.fabs.f32(float %280)
	%282 = fcmp olt float %281, 0x3810000000000000
	%283 = call float @llvm.copysign.f32(float 0x0000000000000000, float %280)
	%284 = select i1 %282, float %283, float %280
	%285 = fcmp oge float %284, 0x0000000000000000
	%286 = select i1 %285, float %278, float %279
	%287 = bitcast float %286 to i32
	br i1 %277, label %guard.2, label %cont.3

guard.2:
	%288 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %287, ptr addrspace(1) %288, align 4
	br label %cont.3

cont.3:
	%289 = inttoptr i64 %0 to ptr addrspace(1)
	%290 = getelementptr inbounds i8, ptr addrspace(1) %289, i64 8
	%291 = load i64, ptr addrspace(1) %290, align 8
	%292 = bitcast i64 %291 to double
	%293 = call double @llvm.fabs.f64(double %292)
	%294 = fcmp olt double %293, 0x0010000000000000
	%295 = call double @llvm.copysign.f64(double 0x0000000000000000, double %292)
	%296 = select i1 %294, double %295, double %292
	%297 = bitcast double %296 to i64
	%298 = and i64 %297, -4294967296
	%299 = bitcast i64 %298 to double
	%300 = fdiv double 0x3FF0000000000000, %299
	%301 = bitcast double %300 to i64
	%302 = and i64 %301, -4294967296
	%303 = bitcast i64 %302 to double
	%304 = call double @llvm.fabs.f64(double %303)
	%305 = fcmp olt double %304, 0x0010000000000000
	%306 = call double @llvm.copysign.f64(double 0x0000000000000000, double %303)
	%307 = select i1 %305, double %306, double %303
	%308 = fcmp uno double %307, %307
	%309 = select i1 %308, double 0x7FFFFFFF00000000, double %307
	%310 = bitcast double %309 to i64
	%311 = bitcast i64 %310 to double
	%312 = call double @llvm.sqrt.f64(double %311)
	%313 = fdiv double 0x3FE0000000000000, %312
	%314 = fneg double %312
	%315 = call double @llvm.fma.f64(double %314, double %312, double %311)
	%316 = call double @llvm.fma.f64(double %315, double %313, double %312)
	%317 = fneg double %316
	%318 = call double @llvm.fma.f64(double %317, double %316, double %311)
	%319 = call double @llvm.fma.f64(double %318, double %313, double %316)
	%320 = fcmp ueq double %311, 0x0000000000000000
	%321 = call double @llvm.fabs.f64(double %311)
	%322 = fcmp olt double %321, 0x7FF0000000000000
	%323 = xor i1 %322, true
	%324 = or i1 %320, %323
	%325 = fcmp olt double %311, 0x0000000000000000
	%326 = or i1 %324, %325
	%327 = select i1 %326, double %312, double %319
	%328 = fdiv double 0x3FF0000000000000, %327
	%329 = fmul double %311, %328
	%330 = fneg double %329
	%331 = call double @llvm.fma.f64(double %311, double %328, double %330)
	%332 = fneg double %329
	%333 = call double @llvm.fma.f64(double %332, double %328, double 0x3FF0000000000000)
	%334 = fmul double %331, %328
	%335 = fsub double %333, %334
	%336 = fmul double %328, 0x3FE0000000000000
	%337 = call double @llvm.fma.f64(double %336, double %335, double %328)
	%338 = fcmp ogt double %311, 0x0000000000000000
	%339 = fcmp olt double %311, 0x7FF0000000000000
	%340 = and i1 %338, %339
	%341 = select i1 %340, double %337, double %328
	%342 = fcmp uno double %311, %311
	%343 = select i1 %342, double %311, double 0xFFF8000000000000
	%344 = bitcast double %343 to i64
	%345 = or i64 %344, u0x8000000000000
	%346 = bitcast i64 %345 to double
	%347 = fcmp uno double %341, %341
	%348 = select i1 %347, double %346, double %341
	%349 = bitcast double %348 to i64
	%350 = bitcast i64 %349 to double
	%351 = call double @llvm.fabs.f64(double %350)
	%352 = fcmp olt double %351, 0x0010000000000000
	%353 = fcmp one double %351, 0x0000000000000000
	%354 = and i1 %352, %353
	%355 = fcmp olt double %351, 0x7FF0000000000000
	%356 = xor i1 %354, true
	%357 = and i1 %355, %356
	br i1 %357, label %guard.4, label %cont.5

guard.4:
	%358 = inttoptr i64 %0 to ptr addrspace(1)
	%359 = getelementptr inbounds i8, ptr addrspace(1) %358, i64 8
	store i64 %349, ptr addrspace(1) %359, align 8
	br label %cont.5

cont.5:
	ret void
}

declare float @llvm.fabs.f32(float %0)

declare float @llvm.copysign.f32(float %0, float %1)

declare float @llvm.sqrt.f32(float %0)

declare float @llvm.floor.f32(float %0)

declare float @llvm.amdgcn.sin.f32(float %0)

declare float @llvm.amdgcn.cos.f32(float %0)

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
