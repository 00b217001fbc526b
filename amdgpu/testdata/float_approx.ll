target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @float_approx(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" {
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
	%69 = call float @llvm.fabs.f32(float %68)
	%70 = fcmp olt float %69, 0x3810000000000000
	%71 = call float @llvm.copysign.f32(float 0x0000000000000000, float %68)
	%72 = select i1 %70, float %71, float %68
	%73 = call float @llvm.exp2.f32(float %72)
	%74 = call float @llvm.fabs.f32(float %73)
	%75 = fcmp olt float %74, 0x3810000000000000
	%76 = call float @llvm.copysign.f32(float 0x0000000000000000, float %73)
	%77 = select i1 %75, float %76, float %73
	%78 = bitcast float %77 to i32
	%79 = bitcast i32 %78 to float
	%80 = call float @llvm.log2.f32(float %79)
	%81 = bitcast float %80 to i32
	%82 = bitcast i32 %81 to float
	%83 = call float @llvm.fabs.f32(float %82)
	%84 = fmul float %82, %82
	%85 = call float @llvm.fma.f32(float %84, float 0x3FC1111120000000, float 0xBFD5555560000000)
	%86 = fmul float %82, %84
	%87 = call float @llvm.fma.f32(float %86, float %85, float %82)
	%88 = fmul float %83, 0x4007154760000000
	%89 = call float @llvm.exp2.f32(float %88)
	%90 = fadd float %89, 0x3FF0000000000000
	%91 = fdiv float 0x4000000000000000, %90
	%92 = fsub float 0x3FF0000000000000, %91
	%93 = call float @llvm.copysign.f32(float %92, float %82)
	%94 = fcmp olt float %83, 0x3FB0000000000000
	%95 = select i1 %94, float %87, float %93
	%96 = bitcast float %95 to i32
	%97 = bitcast i32 %96 to float
	%98 = bitcast i32 %2 to float
	%99 = fcmp olt float %97, %98
	%100 = select i1 %99, float %97, float %98
	%101 = bitcast float %97 to i32
	%102 = bitcast float %98 to i32
	%103 = or i32 %101, %102
	%104 = fcmp oeq float %97, %98
	%105 = bitcast i32 %103 to float
	%106 = select i1 %104, float %105, float %100
	%107 = fcmp uno float %97, %97
	%108 = fcmp uno float %98, %98
	%109 = select i1 %108, float %97, float %106
	%110 = select i1 %107, float %98, float %109
	%111 = and i1 %107, %108
	%112 = or i1 %107, %108
	%113 = select i1 %112, float 0x7FFFFFFFE0000000, float %110
	%114 = bitcast float %113 to i32
	%115 = bitcast i32 %114 to float
	%116 = bitcast i32 %2 to float
	%117 = bitcast float %115 to i32
	%118 = bitcast float %116 to i32
	%119 = xor i32 %117, %118
	%120 = call float @llvm.fabs.f32(float %115)
	%121 = call float @llvm.fabs.f32(float %116)
	%122 = fcmp ogt float %120, %121
	%123 = select i1 %122, float %120, float %121
	%124 = bitcast float %120 to i32
	%125 = bitcast float %121 to i32
	%126 = and i32 %124, %125
	%127 = fcmp oeq float %120, %121
	%128 = bitcast i32 %126 to float
	%129 = select i1 %127, float %128, float %123
	%130 = fcmp uno float %120, %120
	%131 = fcmp uno float %121, %121
	%132 = select i1 %131, float %120, float %129
	%133 = select i1 %130, float %121, float %132
	%134 = and i1 %130, %131
	%135 = select i1 %134, float 0x7FFFFFFFE0000000, float %133
	%136 = bitcast i32 %119 to float
	%137 = fcmp uno float %135, %135
	%138 = call float @llvm.copysign.f32(float %135, float %136)
	%139 = select i1 %137, float %135, float %138
	%140 = bitcast float %139 to i32
	%141 = bitcast i32 %140 to float
	%142 = call float @llvm.fabs.f32(float %141)
	%143 = fcmp olt float %142, 0x3810000000000000
	%144 = call float @llvm.copysign.f32(float 0x0000000000000000, float %141)
	%145 = select i1 %143, float %144, float %141
	%146 = bitcast i32 %11 to float
	%147 = call float @llvm.fabs.f32(float %146)
	%148 = fcmp olt float %147, 0x3810000000000000
	%149 = call float @llvm.copysign.f32(float 0x0000000000000000, float %146)
	%150 = select i1 %148, float %149, float %146
	%151 = fcmp ogt float %145, %150
	%152 = select i1 %151, float %145, float %150
	%153 = bitcast float %145 to i32
	%154 = bitcast float %150 to i32
	%155 = and i32 %153, %154
	%156 = fcmp oeq float %145, %150
	%157 = bitcast i32 %155 to float
	%158 = select i1 %156, float %157, float %152
	%159 = fcmp uno float %145, %145
	%160 = fcmp uno float %150, %150
	%161 = select i1 %160, float %145, float %158
	%162 = select i1 %159, float %150, float %161
	%163 = and i1 %159, %160
	%164 = select i1 %163, float 0x7FFFFFFFE0000000, float %162
	%165 = bitcast float %164 to i32
	%166 = bitcast i32 %165 to float
	%167 = call float @llvm.fabs.f32(float %166)
	%168 = fcmp olt float %167, 0x3810000000000000
	%169 = call float @llvm.copysign.f32(float 0x0000000000000000, float %166)
	%170 = select i1 %168, float %169, float %166
	%171 = fneg float %170
	%172 = call float @llvm.fabs.f32(float %170)
	%173 = fcmp uno float %170, %170
	%174 = select i1 %173, float 0x7FFFFFFFE0000000, float %172
	%175 = bitcast float %174 to i32
	%176 = bitcast i32 %175 to float
	%177 = fneg float %176
	%178 = fcmp uno float %176, %176
	%179 = select i1 %178, float 0x7FFFFFFFE0000000, float %177
	%180 = bitcast float %179 to i32
	%181 = bitcast i32 %180 to float
	%182 = call float @llvm.fabs.f32(float %181)
	%183 = fcmp olt float %182, 0x3810000000000000
	%184 = fcmp one float %182, 0x0000000000000000
	%185 = and i1 %183, %184
	%186 = bitcast i32 %180 to float
	%187 = bitcast i32 %2 to float
	%188 = bitcast i32 %11 to float
	%189 = call float @llvm.fabs.f32(float %188)
	%190 = fcmp olt float %189, 0x3810000000000000
	%191 = call float @llvm.copysign.f32(float 0x0000000000000000, float %188)
	%192 = select i1 %190, float %191, float %188
	%193 = fcmp oge float %192, 0x0000000000000000
	%194 = select i1 %193, float %186, float %187
	%195 = bitcast float %194 to i32
	br i1 %185, label %guard.2, label %cont.3

guard.2:
	%196 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %195, ptr addrspace(1) %196, align 4
	br label %cont.3

cont.3:
	%197 = inttoptr i64 %0 to ptr addrspace(1)
	%198 = getelementptr inbounds i8, ptr addrspace(1) %197, i64 8
	%199 = load i64, ptr addrspace(1) %198, align 8
	%200 = bitcast i64 %199 to double
	%201 = call double @llvm.fabs.f64(double %200)
	%202 = fcmp olt double %201, 0x0010000000000000
	%203 = call double @llvm.copysign.f64(double 0x0000000000000000, double %200)
	%204 = select i1 %202, double %203, double %200
	%205 = bitcast double %204 to i64
	%206 = and i64 %205, -4294967296
	%207 = bitcast i64 %206 to double
	%208 = fdiv double 0x3FF0000000000000, %207
	%209 = bitcast double %208 to i64
	%210 = and i64 %209, -4294967296
	%211 = bitcast i64 %210 to double
	%212 = call double @llvm.fabs.f64(double %211)
	%213 = fcmp olt double %212, 0x0010000000000000
	%214 = call double @llvm.copysign.f64(double 0x0000000000000000, double %211)
	%215 = select i1 %213, double %214, double %211
	%216 = bitcast double %215 to i64
	%217 = bitcast i64 %216 to double
	%218 = call double @llvm.sqrt.f64(double %217)
	%219 = fdiv double 0x3FE0000000000000, %218
	%220 = fneg double %218
	%221 = call double @llvm.fma.f64(double %220, double %218, double %217)
	%222 = call double @llvm.fma.f64(double %221, double %219, double %218)
	%223 = fneg double %222
	%224 = call double @llvm.fma.f64(double %223, double %222, double %217)
	%225 = call double @llvm.fma.f64(double %224, double %219, double %222)
	%226 = fcmp ueq double %217, 0x0000000000000000
	%227 = call double @llvm.fabs.f64(double %217)
	%228 = fcmp olt double %227, 0x7FF0000000000000
	%229 = xor i1 %228, true
	%230 = or i1 %226, %229
	%231 = fcmp olt double %217, 0x0000000000000000
	%232 = or i1 %230, %231
	%233 = select i1 %232, double %218, double %225
	%234 = fdiv double 0x3FF0000000000000, %233
	%235 = bitcast double %234 to i64
	%236 = bitcast i64 %235 to double
	%237 = call double @llvm.fabs.f64(double %236)
	%238 = fcmp olt double %237, 0x0010000000000000
	%239 = fcmp one double %237, 0x0000000000000000
	%240 = and i1 %238, %239
	%241 = fcmp olt double %237, 0x7FF0000000000000
	%242 = xor i1 %240, true
	%243 = and i1 %241, %242
	br i1 %243, label %guard.4, label %cont.5

guard.4:
	%244 = inttoptr i64 %0 to ptr addrspace(1)
	%245 = getelementptr inbounds i8, ptr addrspace(1) %244, i64 8
	store i64 %235, ptr addrspace(1) %245, align 8
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

declare double @llvm.fabs.f64(double %0)

declare double @llvm.copysign.f64(double %0, double %1)

declare double @llvm.sqrt.f64(double %0)

declare double @llvm.fma.f64(double %0, double %1, double %2)

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 400}
