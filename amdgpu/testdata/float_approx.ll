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
	%45 = fpext float %43 to double
	%46 = fdiv double 0x3FF0000000000000, %45
	%47 = call double @llvm.fabs.f64(double %46)
	%48 = fcmp olt double %47, 0x380FFFFFF0000000
	%49 = call float @llvm.copysign.f32(float 0x0000000000000000, float %44)
	%50 = select i1 %48, float %49, float %44
	%51 = call float @llvm.fabs.f32(float %50)
	%52 = fcmp olt float %51, 0x3810000000000000
	%53 = call float @llvm.copysign.f32(float 0x0000000000000000, float %50)
	%54 = select i1 %52, float %53, float %50
	%55 = fcmp uno float %54, %54
	%56 = select i1 %55, float 0x7FFFFFFFE0000000, float %54
	%57 = bitcast float %56 to i32
	%58 = bitcast i32 %57 to float
	%59 = call float @llvm.sqrt.f32(float %54)
	%60 = fcmp uno float %59, %59
	%61 = select i1 %60, float 0x7FFFFFFFE0000000, float %59
	%62 = bitcast float %61 to i32
	%63 = bitcast i32 %62 to float
	%64 = call float @llvm.sqrt.f32(float %59)
	%65 = fdiv float 0x3FF0000000000000, %64
	%66 = fcmp uno float %65, %65
	%67 = select i1 %66, float 0x7FFFFFFFE0000000, float %65
	%68 = bitcast float %67 to i32
	%69 = bitcast i32 %68 to float
	%70 = call float @llvm.fabs.f32(float %65)
	%71 = fcmp olt float %70, 0x3810000000000000
	%72 = call float @llvm.copysign.f32(float 0x0000000000000000, float %65)
	%73 = select i1 %71, float %72, float %65
	%74 = call float @llvm.fabs.f32(float %73)
	%75 = fcmp olt float %74, 0x3810000000000000
	%76 = call float @llvm.copysign.f32(float 0x0000000000000000, float %73)
	%77 = select i1 %75, float %76, float %73
	%78 = call float @llvm.sin.f32(float %77)
	%79 = fmul float %73, 0x3FC45F3060000000
	%80 = call float @llvm.fabs.f32(float %79)
	%81 = fcmp olt float %80, 0x3810000000000000
	%82 = fcmp oge float %80, 0x4160000000000000
	%83 = call float @llvm.fabs.f32(float %73)
	%84 = fcmp olt float %83, 0x7FF0000000000000
	%85 = and i1 %82, %84
	%86 = or i1 %81, %85
	%87 = call float @llvm.copysign.f32(float 0x0000000000000000, float %73)
	%88 = select i1 %86, float %87, float %78
	%89 = call float @llvm.fabs.f32(float %88)
	%90 = fcmp olt float %89, 0x3810000000000000
	%91 = call float @llvm.copysign.f32(float 0x0000000000000000, float %88)
	%92 = select i1 %90, float %91, float %88
	%93 = fcmp uno float %92, %92
	%94 = select i1 %93, float 0x7FFFFFFFE0000000, float %92
	%95 = bitcast float %94 to i32
	%96 = bitcast i32 %95 to float
	%97 = call float @llvm.fabs.f32(float %92)
	%98 = fcmp olt float %97, 0x3810000000000000
	%99 = call float @llvm.copysign.f32(float 0x0000000000000000, float %92)
	%100 = select i1 %98, float %99, float %92
	%101 = call float @llvm.cos.f32(float %100)
	%102 = fmul float %92, 0x3FC45F3060000000
	%103 = call float @llvm.fabs.f32(float %102)
	%104 = fcmp olt float %103, 0x3810000000000000
	%105 = fcmp oge float %103, 0x4160000000000000
	%106 = call float @llvm.fabs.f32(float %92)
	%107 = fcmp olt float %106, 0x7FF0000000000000
	%108 = and i1 %105, %107
	%109 = or i1 %104, %108
	%110 = select i1 %109, float 0x3FF0000000000000, float %101
	%111 = fcmp uno float %110, %110
	%112 = select i1 %111, float 0x7FFFFFFFE0000000, float %110
	%113 = bitcast float %112 to i32
	%114 = bitcast i32 %113 to float
	%115 = call float @llvm.exp2.f32(float %110)
	%116 = fcmp olt float %115, 0x3810000000000000
	%117 = select i1 %116, float 0x0000000000000000, float %115
	%118 = fcmp uno float %117, %117
	%119 = select i1 %118, float 0x7FFFFFFFE0000000, float %117
	%120 = bitcast float %119 to i32
	%121 = bitcast i32 %120 to float
	%122 = call float @llvm.log2.f32(float %117)
	%123 = fcmp uno float %122, %122
	%124 = select i1 %123, float 0x7FFFFFFFE0000000, float %122
	%125 = bitcast float %124 to i32
	%126 = bitcast i32 %125 to float
	%127 = call float @llvm.fabs.f32(float %122)
	%128 = fmul float %122, %122
	%129 = call float @llvm.fma.f32(float %128, float 0x3FC1111120000000, float 0xBFD5555560000000)
	%130 = fmul float %122, %128
	%131 = call float @llvm.fma.f32(float %130, float %129, float %122)
	%132 = fmul float %127, 0x4007154760000000
	%133 = call float @llvm.exp2.f32(float %132)
	%134 = fadd float %133, 0x3FF0000000000000
	%135 = fdiv float 0x4000000000000000, %134
	%136 = fsub float 0x3FF0000000000000, %135
	%137 = fcmp olt float %127, 0x3FB0000000000000
	%138 = select i1 %137, float %131, float %136
	%139 = call float @llvm.fabs.f32(float %138)
	%140 = call float @llvm.copysign.f32(float %139, float %122)
	%141 = fcmp uno float %140, %140
	%142 = select i1 %141, float 0x7FFFFFFFE0000000, float %140
	%143 = bitcast float %142 to i32
	%144 = bitcast i32 %143 to float
	%145 = bitcast i32 %2 to float
	%146 = bitcast float %140 to i32
	%147 = bitcast float %145 to i32
	%148 = or i32 %146, %147
	%149 = fcmp oeq float %140, %145
	%150 = fcmp olt float %140, %145
	%151 = select i1 %150, float %140, float %145
	%152 = bitcast i32 %148 to float
	%153 = select i1 %149, float %152, float %151
	%154 = fcmp uno float %140, %140
	%155 = fcmp uno float %145, %145
	%156 = or i1 %154, %155
	%157 = select i1 %156, float 0x7FFFFFFFE0000000, float %153
	%158 = bitcast float %157 to i32
	%159 = bitcast i32 %158 to float
	%160 = bitcast i32 %2 to float
	%161 = bitcast float %159 to i32
	%162 = bitcast float %160 to i32
	%163 = xor i32 %161, %162
	%164 = call float @llvm.fabs.f32(float %159)
	%165 = call float @llvm.fabs.f32(float %160)
	%166 = bitcast float %164 to i32
	%167 = bitcast float %165 to i32
	%168 = and i32 %166, %167
	%169 = fcmp oeq float %164, %165
	%170 = call float @llvm.maxnum.f32(float %164, float %165)
	%171 = bitcast i32 %168 to float
	%172 = select i1 %169, float %171, float %170
	%173 = fcmp uno float %172, %172
	%174 = select i1 %173, float 0x7FFFFFFFE0000000, float %172
	%175 = bitcast i32 %163 to float
	%176 = fcmp uno float %174, %174
	%177 = call float @llvm.copysign.f32(float %174, float %175)
	%178 = select i1 %176, float %174, float %177
	%179 = bitcast float %178 to i32
	%180 = bitcast i32 %179 to float
	%181 = call float @llvm.fabs.f32(float %180)
	%182 = fcmp olt float %181, 0x3810000000000000
	%183 = call float @llvm.copysign.f32(float 0x0000000000000000, float %180)
	%184 = select i1 %182, float %183, float %180
	%185 = bitcast i32 %13 to float
	%186 = call float @llvm.fabs.f32(float %10)
	%187 = fcmp olt float %186, 0x3810000000000000
	%188 = call float @llvm.copysign.f32(float 0x0000000000000000, float %10)
	%189 = select i1 %187, float %188, float %10
	%190 = bitcast float %184 to i32
	%191 = bitcast float %189 to i32
	%192 = and i32 %190, %191
	%193 = fcmp oeq float %184, %189
	%194 = call float @llvm.maxnum.f32(float %184, float %189)
	%195 = bitcast i32 %192 to float
	%196 = select i1 %193, float %195, float %194
	%197 = fcmp uno float %196, %196
	%198 = select i1 %197, float 0x7FFFFFFFE0000000, float %196
	%199 = bitcast float %198 to i32
	%200 = bitcast i32 %199 to float
	%201 = call float @llvm.fabs.f32(float %196)
	%202 = fcmp olt float %201, 0x3810000000000000
	%203 = call float @llvm.copysign.f32(float 0x0000000000000000, float %196)
	%204 = select i1 %202, float %203, float %196
	%205 = fneg float %204
	%206 = call float @llvm.fabs.f32(float %204)
	%207 = fcmp uno float %204, %204
	%208 = select i1 %207, float 0x7FFFFFFFE0000000, float %206
	%209 = bitcast float %208 to i32
	%210 = bitcast i32 %209 to float
	%211 = fneg float %210
	%212 = fcmp uno float %210, %210
	%213 = select i1 %212, float 0x7FFFFFFFE0000000, float %211
	%214 = bitcast float %213 to i32
	%215 = bitcast i32 %214 to float
	%216 = call float @llvm.fabs.f32(float %215)
	%217 = fcmp olt float %216, 0x3810000000000000
	%218 = fcmp one float %216, 0x0000000000000000
	%219 = and i1 %217, %218
	%220 = bitcast i32 %214 to float
	%221 = bitcast i32 %2 to float
	%222 = bitcast i32 %13 to float
	%223 = call float @llvm.fabs.f32(float %222)
	%224 = fcmp olt float %223, 0x3810000000000000
	%225 = call float @llvm.copysign.f32(float 0x0000000000000000, float %222)
	%226 = select i1 %224, float %225, float %222
	%227 = fcmp oge float %226, 0x0000000000000000
	%228 = select i1 %227, float %220, float %221
	%229 = bitcast float %228 to i32
	br i1 %219, label %guard.2, label %cont.3

guard.2:
	%230 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %229, ptr addrspace(1) %230, align 4
	br label %cont.3

cont.3:
	%231 = inttoptr i64 %0 to ptr addrspace(1)
	%232 = getelementptr inbounds i8, ptr addrspace(1) %231, i64 8
	%233 = load i64, ptr addrspace(1) %232, align 8
	%234 = bitcast i64 %233 to double
	%235 = call double @llvm.fabs.f64(double %234)
	%236 = fcmp olt double %235, 0x0010000000000000
	%237 = call double @llvm.copysign.f64(double 0x0000000000000000, double %234)
	%238 = select i1 %236, double %237, double %234
	%239 = bitcast double %238 to i64
	%240 = and i64 %239, -4294967296
	%241 = bitcast i64 %240 to double
	%242 = fdiv double 0x3FF0000000000000, %241
	%243 = bitcast double %242 to i64
	%244 = and i64 %243, -4294967296
	%245 = bitcast i64 %244 to double
	%246 = call double @llvm.fabs.f64(double %245)
	%247 = fcmp olt double %246, 0x0010000000000000
	%248 = call double @llvm.copysign.f64(double 0x0000000000000000, double %245)
	%249 = select i1 %247, double %248, double %245
	%250 = fcmp uno double %249, %249
	%251 = select i1 %250, double 0x7FFFFFFF00000000, double %249
	%252 = bitcast double %251 to i64
	%253 = bitcast i64 %252 to double
	%254 = call double @llvm.sqrt.f64(double %253)
	%255 = fdiv double 0x3FE0000000000000, %254
	%256 = fneg double %254
	%257 = call double @llvm.fma.f64(double %256, double %254, double %253)
	%258 = call double @llvm.fma.f64(double %257, double %255, double %254)
	%259 = fneg double %258
	%260 = call double @llvm.fma.f64(double %259, double %258, double %253)
	%261 = call double @llvm.fma.f64(double %260, double %255, double %258)
	%262 = fcmp ueq double %253, 0x0000000000000000
	%263 = call double @llvm.fabs.f64(double %253)
	%264 = fcmp olt double %263, 0x7FF0000000000000
	%265 = xor i1 %264, true
	%266 = or i1 %262, %265
	%267 = fcmp olt double %253, 0x0000000000000000
	%268 = or i1 %266, %267
	%269 = select i1 %268, double %254, double %261
	%270 = fdiv double 0x3FF0000000000000, %269
	%271 = fcmp uno double %253, %253
	%272 = select i1 %271, double %253, double 0xFFF8000000000000
	%273 = bitcast double %272 to i64
	%274 = or i64 %273, u0x8000000000000
	%275 = bitcast i64 %274 to double
	%276 = fcmp uno double %270, %270
	%277 = select i1 %276, double %275, double %270
	%278 = bitcast double %277 to i64
	%279 = bitcast i64 %278 to double
	%280 = call double @llvm.fabs.f64(double %279)
	%281 = fcmp olt double %280, 0x0010000000000000
	%282 = fcmp one double %280, 0x0000000000000000
	%283 = and i1 %281, %282
	%284 = fcmp olt double %280, 0x7FF0000000000000
	%285 = xor i1 %283, true
	%286 = and i1 %284, %285
	br i1 %286, label %guard.4, label %cont.5

guard.4:
	%287 = inttoptr i64 %0 to ptr addrspace(1)
	%288 = getelementptr inbounds i8, ptr addrspace(1) %287, i64 8
	store i64 %278, ptr addrspace(1) %288, align 8
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
