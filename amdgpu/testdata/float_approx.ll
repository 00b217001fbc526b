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
	%286 = fneg float %268
	%287 = select i1 %285, float %286, float %279
	%288 = bitcast float %287 to i32
	br i1 %277, label %guard.2, label %cont.3

guard.2:
	%289 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %288, ptr addrspace(1) %289, align 4
	br label %cont.3

cont.3:
	%290 = inttoptr i64 %0 to ptr addrspace(1)
	%291 = getelementptr inbounds i8, ptr addrspace(1) %290, i64 8
	%292 = load i64, ptr addrspace(1) %291, align 8
	%293 = bitcast i64 %292 to double
	%294 = call double @llvm.fabs.f64(double %293)
	%295 = fcmp olt double %294, 0x0010000000000000
	%296 = call double @llvm.copysign.f64(double 0x0000000000000000, double %293)
	%297 = select i1 %295, double %296, double %293
	%298 = bitcast double %297 to i64
	%299 = and i64 %298, -4294967296
	%300 = bitcast i64 %299 to double
	%301 = fdiv double 0x3FF0000000000000, %300
	%302 = bitcast double %301 to i64
	%303 = and i64 %302, -4294967296
	%304 = bitcast i64 %303 to double
	%305 = call double @llvm.fabs.f64(double %304)
	%306 = fcmp olt double %305, 0x0010000000000000
	%307 = call double @llvm.copysign.f64(double 0x0000000000000000, double %304)
	%308 = select i1 %306, double %307, double %304
	%309 = fcmp uno double %308, %308
	%310 = select i1 %309, double 0x7FFFFFFF00000000, double %308
	%311 = bitcast double %310 to i64
	%312 = bitcast i64 %311 to double
	%313 = call double @llvm.sqrt.f64(double %312)
	%314 = fdiv double 0x3FE0000000000000, %313
	%315 = fneg double %313
	%316 = call double @llvm.fma.f64(double %315, double %313, double %312)
	%317 = call double @llvm.fma.f64(double %316, double %314, double %313)
	%318 = fneg double %317
	%319 = call double @llvm.fma.f64(double %318, double %317, double %312)
	%320 = call double @llvm.fma.f64(double %319, double %314, double %317)
	%321 = fcmp ueq double %312, 0x0000000000000000
	%322 = call double @llvm.fabs.f64(double %312)
	%323 = fcmp olt double %322, 0x7FF0000000000000
	%324 = xor i1 %323, true
	%325 = or i1 %321, %324
	%326 = fcmp olt double %312, 0x0000000000000000
	%327 = or i1 %325, %326
	%328 = select i1 %327, double %313, double %320
	%329 = fdiv double 0x3FF0000000000000, %328
	%330 = fmul double %312, %329
	%331 = fneg double %330
	%332 = call double @llvm.fma.f64(double %312, double %329, double %331)
	%333 = fneg double %330
	%334 = call double @llvm.fma.f64(double %333, double %329, double 0x3FF0000000000000)
	%335 = fmul double %332, %329
	%336 = fsub double %334, %335
	%337 = fmul double %329, 0x3FE0000000000000
	%338 = call double @llvm.fma.f64(double %337, double %336, double %329)
	%339 = fcmp ogt double %312, 0x0000000000000000
	%340 = fcmp olt double %312, 0x7FF0000000000000
	%341 = and i1 %339, %340
	%342 = select i1 %341, double %338, double %329
	%343 = fcmp uno double %312, %312
	%344 = select i1 %343, double %312, double 0xFFF8000000000000
	%345 = bitcast double %344 to i64
	%346 = or i64 %345, u0x8000000000000
	%347 = bitcast i64 %346 to double
	%348 = fcmp uno double %342, %342
	%349 = select i1 %348, double %347, double %342
	%350 = bitcast double %349 to i64
	%351 = bitcast i64 %350 to double
	%352 = call double @llvm.fabs.f64(double %351)
	%353 = fcmp olt double %352, 0x0010000000000000
	%354 = fcmp one double %352, 0x0000000000000000
	%355 = and i1 %353, %354
	%356 = fcmp olt double %352, 0x7FF0000000000000
	%357 = xor i1 %355, true
	%358 = and i1 %356, %357
	br i1 %358, label %guard.4, label %cont.5

guard.4:
	%359 = inttoptr i64 %0 to ptr addrspace(1)
	%360 = getelementptr inbounds i8, ptr addrspace(1) %359, i64 8
	store i64 %350, ptr addrspace(1) %360, align 8
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
