target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @mma_cvt_nan(ptr addrspace(4) byref([8 x i8]) align 8 %out, ptr addrspace(4) byref([4 x i8]) align 4 %n) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,32" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = load i32, ptr addrspace(4) %n, align 4
	%2 = call i32 @llvm.amdgcn.workitem.id.x()
	%3 = zext i32 %2 to i64
	%4 = zext i32 32 to i64
	%5 = mul i64 %3, %4
	%6 = add i64 %0, %5
	%7 = inttoptr i64 %6 to ptr addrspace(1)
	%8 = load <4 x i32>, ptr addrspace(1) %7, align 16
	%9 = extractelement <4 x i32> %8, i32 0
	%10 = extractelement <4 x i32> %8, i32 1
	%11 = extractelement <4 x i32> %8, i32 2
	%12 = extractelement <4 x i32> %8, i32 3
	%13 = inttoptr i64 %6 to ptr addrspace(1)
	%14 = getelementptr inbounds i8, ptr addrspace(1) %13, i64 16
	%15 = load <2 x i32>, ptr addrspace(1) %14, align 8
	%16 = extractelement <2 x i32> %15, i32 0
	%17 = extractelement <2 x i32> %15, i32 1
	%18 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%19 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %18)
	%20 = zext i32 %19 to i64
	%21 = lshr i64 u0xFF00FF00, %20
	%22 = and i64 %21, 1
	%23 = icmp ne i64 %22, 0
	%24 = select i1 %23, i32 0, i32 0
	%25 = zext i32 %19 to i64
	%26 = lshr i64 -4294967296, %25
	%27 = and i64 %26, 1
	%28 = icmp ne i64 %27, 0
	%29 = select i1 %28, i32 0, i32 %24
	%30 = select i1 %23, i32 0, i32 0
	%31 = select i1 %28, i32 0, i32 %30
	%32 = select i1 %23, i32 0, i32 0
	%33 = select i1 %28, i32 0, i32 %32
	%34 = select i1 %23, i32 0, i32 0
	%35 = select i1 %28, i32 0, i32 %34
	%36 = zext i32 %31 to i64
	%37 = shl i64 %36, 32
	%38 = zext i32 %29 to i64
	%39 = or i64 %37, %38
	%40 = call i64 @llvm.amdgcn.set.inactive.i64(i64 %39, i64 0)
	%41 = bitcast i64 %40 to <2 x i32>
	%42 = extractelement <2 x i32> %41, i32 0
	%43 = extractelement <2 x i32> %41, i32 1
	%44 = zext i32 %35 to i64
	%45 = shl i64 %44, 32
	%46 = zext i32 %33 to i64
	%47 = or i64 %45, %46
	%48 = call i64 @llvm.amdgcn.set.inactive.i64(i64 %47, i64 0)
	%49 = bitcast i64 %48 to <2 x i32>
	%50 = extractelement <2 x i32> %49, i32 0
	%51 = extractelement <2 x i32> %49, i32 1
	br label %$L_loop

$L_loop:
	%52 = phi i32 [ %42, %entry ], [ %162, %$L_loop ]
	%53 = phi i32 [ %43, %entry ], [ %164, %$L_loop ]
	%54 = phi i32 [ %50, %entry ], [ %166, %$L_loop ]
	%55 = phi i32 [ %51, %entry ], [ %168, %$L_loop ]
	%56 = phi i32 [ %1, %entry ], [ %169, %$L_loop ]
	%57 = insertelement <4 x i32> undef, i32 %52, i32 0
	%58 = insertelement <4 x i32> %57, i32 %53, i32 1
	%59 = insertelement <4 x i32> %58, i32 %54, i32 2
	%60 = insertelement <4 x i32> %59, i32 %55, i32 3
	%61 = bitcast <4 x i32> %60 to <4 x float>
	%62 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %16, i32 0)
	%63 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %17, i32 0)
	%64 = call i32 @llvm.amdgcn.set.inactive.i32(i32 0, i32 0)
	%65 = call i32 @llvm.amdgcn.mbcnt.lo(i32 u0xFFFFFFFF, i32 %64)
	%66 = call i32 @llvm.amdgcn.mbcnt.hi(i32 u0xFFFFFFFF, i32 %65)
	%67 = lshr i32 %66, 0
	%68 = and i32 %67, 1
	%69 = mul i32 %68, 4
	%70 = add i32 0, %69
	%71 = lshr i32 %66, 1
	%72 = and i32 %71, 1
	%73 = mul i32 %72, 8
	%74 = add i32 %70, %73
	%75 = lshr i32 %66, 2
	%76 = and i32 %75, 1
	%77 = mul i32 %76, 16
	%78 = add i32 %74, %77
	%79 = lshr i32 %66, 4
	%80 = and i32 %79, 1
	%81 = mul i32 %80, 2
	%82 = add i32 %78, %81
	%83 = shl i32 %82, 2
	%84 = call i32 @llvm.amdgcn.ds.bpermute(i32 %83, i32 %62)
	%85 = shl i32 %82, 2
	%86 = call i32 @llvm.amdgcn.ds.bpermute(i32 %85, i32 %63)
	%87 = zext i32 %66 to i64
	%88 = lshr i64 u0xFF00FF00000000, %87
	%89 = and i64 %88, 1
	%90 = icmp ne i64 %89, 0
	%91 = select i1 %90, i32 %86, i32 %84
	%92 = zext i32 %66 to i64
	%93 = lshr i64 -71777214294589696, %92
	%94 = and i64 %93, 1
	%95 = icmp ne i64 %94, 0
	%96 = select i1 %95, i32 0, i32 %91
	%97 = lshr i32 %66, 0
	%98 = and i32 %97, 1
	%99 = mul i32 %98, 4
	%100 = add i32 1, %99
	%101 = lshr i32 %66, 1
	%102 = and i32 %101, 1
	%103 = mul i32 %102, 8
	%104 = add i32 %100, %103
	%105 = lshr i32 %66, 2
	%106 = and i32 %105, 1
	%107 = mul i32 %106, 16
	%108 = add i32 %104, %107
	%109 = lshr i32 %66, 4
	%110 = and i32 %109, 1
	%111 = mul i32 %110, 2
	%112 = add i32 %108, %111
	%113 = shl i32 %112, 2
	%114 = call i32 @llvm.amdgcn.ds.bpermute(i32 %113, i32 %62)
	%115 = shl i32 %112, 2
	%116 = call i32 @llvm.amdgcn.ds.bpermute(i32 %115, i32 %63)
	%117 = select i1 %90, i32 %116, i32 %114
	%118 = select i1 %95, i32 0, i32 %117
	%119 = insertelement <2 x i32> undef, i32 %96, i32 0
	%120 = insertelement <2 x i32> %119, i32 %118, i32 1
	%121 = bitcast <2 x i32> %120 to <4 x half>
	%122 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %9, i32 0)
	%123 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %10, i32 0)
	%124 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %11, i32 0)
	%125 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %12, i32 0)
	%126 = shl i32 %82, 2
	%127 = call i32 @llvm.amdgcn.ds.bpermute(i32 %126, i32 %122)
	%128 = shl i32 %82, 2
	%129 = call i32 @llvm.amdgcn.ds.bpermute(i32 %128, i32 %123)
	%130 = zext i32 %66 to i64
	%131 = lshr i64 u0xFF00FF00, %130
	%132 = and i64 %131, 1
	%133 = icmp ne i64 %132, 0
	%134 = select i1 %133, i32 %129, i32 %127
	%135 = shl i32 %82, 2
	%136 = call i32 @llvm.amdgcn.ds.bpermute(i32 %135, i32 %124)
	%137 = select i1 %90, i32 %136, i32 %134
	%138 = shl i32 %82, 2
	%139 = call i32 @llvm.amdgcn.ds.bpermute(i32 %138, i32 %125)
	%140 = zext i32 %66 to i64
	%141 = lshr i64 -71777218572845056, %140
	%142 = and i64 %141, 1
	%143 = icmp ne i64 %142, 0
	%144 = select i1 %143, i32 %139, i32 %137
	%145 = shl i32 %112, 2
	%146 = call i32 @llvm.amdgcn.ds.bpermute(i32 %145, i32 %122)
	%147 = shl i32 %112, 2
	%148 = call i32 @llvm.amdgcn.ds.bpermute(i32 %147, i32 %123)
	%149 = select i1 %133, i32 %148, i32 %146
	%150 = shl i32 %112, 2
	%151 = call i32 @llvm.amdgcn.ds.bpermute(i32 %150, i32 %124)
	%152 = select i1 %90, i32 %151, i32 %149
	%153 = shl i32 %112, 2
	%154 = call i32 @llvm.amdgcn.ds.bpermute(i32 %153, i32 %125)
	%155 = select i1 %143, i32 %154, i32 %152
	%156 = insertelement <2 x i32> undef, i32 %144, i32 0
	%157 = insertelement <2 x i32> %156, i32 %155, i32 1
	%158 = bitcast <2 x i32> %157 to <4 x half>
	%159 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %121, <4 x half> %158, <4 x float> %61, i32 0, i32 0, i32 0)
	%160 = call <4 x float> @llvm.amdgcn.strict.wwm.v4f32(<4 x float> %159)
	%161 = extractelement <4 x float> %160, i32 0
	%162 = bitcast float %161 to i32
	%163 = extractelement <4 x float> %160, i32 1
	%164 = bitcast float %163 to i32
	%165 = extractelement <4 x float> %160, i32 2
	%166 = bitcast float %165 to i32
	%167 = extractelement <4 x float> %160, i32 3
	%168 = bitcast float %167 to i32
	%169 = sub i32 %56, 1
	%170 = icmp sgt i32 %169, 0
	%171 = xor i1 %170, true
	br i1 %170, label %$L_loop, label %bb1

bb1:
	%172 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%173 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %172)
	%174 = lshr i32 %173, 1
	%175 = and i32 %174, 1
	%176 = mul i32 %175, 16
	%177 = add i32 0, %176
	%178 = lshr i32 %173, 2
	%179 = and i32 %178, 1
	%180 = mul i32 %179, 1
	%181 = add i32 %177, %180
	%182 = lshr i32 %173, 3
	%183 = and i32 %182, 1
	%184 = mul i32 %183, 2
	%185 = add i32 %181, %184
	%186 = lshr i32 %173, 4
	%187 = and i32 %186, 1
	%188 = mul i32 %187, 4
	%189 = add i32 %185, %188
	%190 = shl i32 %189, 2
	%191 = call i32 @llvm.amdgcn.ds.bpermute(i32 %190, i32 %162)
	%192 = shl i32 %189, 2
	%193 = call i32 @llvm.amdgcn.ds.bpermute(i32 %192, i32 %166)
	%194 = zext i32 %173 to i64
	%195 = lshr i64 -6148914691236517206, %194
	%196 = and i64 %195, 1
	%197 = icmp ne i64 %196, 0
	%198 = select i1 %197, i32 %193, i32 %191
	%199 = shl i32 %189, 2
	%200 = call i32 @llvm.amdgcn.ds.bpermute(i32 %199, i32 %164)
	%201 = shl i32 %189, 2
	%202 = call i32 @llvm.amdgcn.ds.bpermute(i32 %201, i32 %168)
	%203 = select i1 %197, i32 %202, i32 %200
	%204 = lshr i32 %173, 1
	%205 = and i32 %204, 1
	%206 = mul i32 %205, 16
	%207 = add i32 8, %206
	%208 = lshr i32 %173, 2
	%209 = and i32 %208, 1
	%210 = mul i32 %209, 1
	%211 = add i32 %207, %210
	%212 = lshr i32 %173, 3
	%213 = and i32 %212, 1
	%214 = mul i32 %213, 2
	%215 = add i32 %211, %214
	%216 = lshr i32 %173, 4
	%217 = and i32 %216, 1
	%218 = mul i32 %217, 4
	%219 = add i32 %215, %218
	%220 = shl i32 %219, 2
	%221 = call i32 @llvm.amdgcn.ds.bpermute(i32 %220, i32 %162)
	%222 = shl i32 %219, 2
	%223 = call i32 @llvm.amdgcn.ds.bpermute(i32 %222, i32 %166)
	%224 = select i1 %197, i32 %223, i32 %221
	%225 = shl i32 %219, 2
	%226 = call i32 @llvm.amdgcn.ds.bpermute(i32 %225, i32 %164)
	%227 = shl i32 %219, 2
	%228 = call i32 @llvm.amdgcn.ds.bpermute(i32 %227, i32 %168)
	%229 = select i1 %197, i32 %228, i32 %226
	%230 = bitcast i32 %203 to float
	%231 = fptrunc float %230 to half
	%232 = bitcast half %231 to i16
	%233 = bitcast i32 %198 to float
	%234 = fptrunc float %233 to half
	%235 = bitcast half %234 to i16
	%236 = insertelement <2 x half> poison, half %234, i32 0
	%237 = insertelement <2 x half> %236, half %231, i32 1
	%238 = bitcast <2 x half> %237 to i32
	%239 = bitcast i32 %229 to float
	%240 = fptrunc float %239 to half
	%241 = bitcast half %240 to i16
	%242 = bitcast i32 %224 to float
	%243 = fptrunc float %242 to half
	%244 = bitcast half %243 to i16
	%245 = insertelement <2 x half> poison, half %243, i32 0
	%246 = insertelement <2 x half> %245, half %240, i32 1
	%247 = bitcast <2 x half> %246 to i32
	%248 = bitcast i32 %9 to float
	%249 = fptrunc float %248 to half
	%250 = fcmp uno float %248, %248
	%251 = select i1 %250, half 0xH7FFF, half %249
	%252 = bitcast half %251 to i16
	%253 = bitcast i32 %10 to float
	%254 = fptrunc float %253 to half
	%255 = fcmp uno float %253, %253
	%256 = select i1 %255, half 0xH7FFF, half %254
	%257 = bitcast half %256 to i16
	%258 = zext i16 %252 to i32
	%259 = shl i32 %258, 16
	%260 = zext i16 %257 to i32
	%261 = or i32 %259, %260
	%262 = inttoptr i64 %6 to ptr addrspace(1)
	%263 = insertelement <4 x i32> undef, i32 %238, i32 0
	%264 = insertelement <4 x i32> %263, i32 %247, i32 1
	%265 = insertelement <4 x i32> %264, i32 %261, i32 2
	%266 = insertelement <4 x i32> %265, i32 %261, i32 3
	store <4 x i32> %266, ptr addrspace(1) %262, align 16
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

declare i32 @llvm.amdgcn.mbcnt.lo(i32 %0, i32 %1)

declare i32 @llvm.amdgcn.mbcnt.hi(i32 %0, i32 %1)

declare i64 @llvm.amdgcn.set.inactive.i64(i64 %0, i64 %1)

declare i32 @llvm.amdgcn.set.inactive.i32(i32 %0, i32 %1)

declare i32 @llvm.amdgcn.ds.bpermute(i32 %0, i32 %1)

declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %0, <4 x half> %1, <4 x float> %2, i32 %3, i32 %4, i32 %5)

declare <4 x float> @llvm.amdgcn.strict.wwm.v4f32(<4 x float> %0)

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
