target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
@mem_tma.shared.tile = internal addrspace(3) global [4096 x i8] undef, align 1024
@mem_tma.shared.smap = internal addrspace(3) global [128 x i8] undef, align 128
@mem_tma.shared.mbar = internal addrspace(3) global [8 x i8] undef, align 8

define amdgpu_kernel void @mem_tma(ptr addrspace(4) byref([8 x i8]) align 8 %p, ptr addrspace(4) byref([8 x i8]) align 8 %gmap, ptr addrspace(4) byref([128 x i8]) align 64 %kmap, ptr addrspace(4) byref([24 x i8]) align 4 %__ptxamd_shared_window) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%1 = load i64, ptr addrspace(4) %0, align 4
	%2 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%3 = load i32, ptr addrspace(4) %2, align 4
	%4 = zext i32 %3 to i64
	%5 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%6 = load i32, ptr addrspace(4) %5, align 4
	%7 = zext i32 %6 to i64
	%8 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%9 = load i32, ptr addrspace(4) %8, align 4
	%10 = zext i32 %9 to i64
	%11 = call i32 @llvm.amdgcn.workgroup.id.x()
	%12 = zext i32 %11 to i64
	%13 = call i32 @llvm.amdgcn.workgroup.id.y()
	%14 = zext i32 %13 to i64
	%15 = call i32 @llvm.amdgcn.workgroup.id.z()
	%16 = zext i32 %15 to i64
	%17 = mul i64 %10, %16
	%18 = add i64 %14, %17
	%19 = mul i64 %7, %18
	%20 = add i64 %12, %19
	%21 = mul i64 %20, %4
	%22 = add i64 %1, %21
	%23 = inttoptr i64 %22 to ptr addrspace(1)
	%24 = load i64, ptr addrspace(4) %p, align 8
	%25 = load i64, ptr addrspace(4) %gmap, align 8
	%26 = ptrtoint ptr addrspace(3) @mem_tma.shared.tile to i32
	%27 = ptrtoint ptr addrspace(3) @mem_tma.shared.mbar to i32
	%28 = ptrtoint ptr addrspace(3) @mem_tma.shared.smap to i32
	%29 = zext i32 %28 to i64
	%30 = trunc i64 %29 to i32
	%31 = inttoptr i32 %30 to ptr addrspace(3)
	%32 = ptrtoint ptr addrspace(3) %31 to i32
	%33 = zext i32 %32 to i64
	%34 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %33
	store i64 %24, ptr addrspace(1) %34, align 8
	%35 = trunc i64 %29 to i32
	%36 = inttoptr i32 %35 to ptr addrspace(3)
	%37 = getelementptr inbounds i8, ptr addrspace(3) %36, i32 104
	%38 = ptrtoint ptr addrspace(3) %37 to i32
	%39 = zext i32 %38 to i64
	%40 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %39
	store i32 1, ptr addrspace(1) %40, align 4
	%41 = trunc i64 %29 to i32
	%42 = inttoptr i32 %41 to ptr addrspace(3)
	%43 = getelementptr inbounds i8, ptr addrspace(3) %42, i32 64
	%44 = ptrtoint ptr addrspace(3) %43 to i32
	%45 = zext i32 %44 to i64
	%46 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %45
	store i32 64, ptr addrspace(1) %46, align 4
	%47 = trunc i64 %29 to i32
	%48 = inttoptr i32 %47 to ptr addrspace(3)
	%49 = getelementptr inbounds i8, ptr addrspace(3) %48, i32 12
	%50 = ptrtoint ptr addrspace(3) %49 to i32
	%51 = zext i32 %50 to i64
	%52 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %51
	store i32 64, ptr addrspace(1) %52, align 4
	%53 = trunc i64 %29 to i32
	%54 = inttoptr i32 %53 to ptr addrspace(3)
	%55 = getelementptr inbounds i8, ptr addrspace(3) %54, i32 32
	%56 = ptrtoint ptr addrspace(3) %55 to i32
	%57 = zext i32 %56 to i64
	%58 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %57
	store i64 %24, ptr addrspace(1) %58, align 8
	%59 = trunc i64 %29 to i32
	%60 = inttoptr i32 %59 to ptr addrspace(3)
	%61 = getelementptr inbounds i8, ptr addrspace(3) %60, i32 84
	%62 = ptrtoint ptr addrspace(3) %61 to i32
	%63 = zext i32 %62 to i64
	%64 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %63
	store i32 64, ptr addrspace(1) %64, align 4
	%65 = trunc i64 %29 to i32
	%66 = inttoptr i32 %65 to ptr addrspace(3)
	%67 = getelementptr inbounds i8, ptr addrspace(3) %66, i32 108
	%68 = ptrtoint ptr addrspace(3) %67 to i32
	%69 = zext i32 %68 to i64
	%70 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %69
	store i32 6, ptr addrspace(1) %70, align 4
	%71 = trunc i64 %29 to i32
	%72 = inttoptr i32 %71 to ptr addrspace(3)
	%73 = getelementptr inbounds i8, ptr addrspace(3) %72, i32 112
	%74 = ptrtoint ptr addrspace(3) %73 to i32
	%75 = zext i32 %74 to i64
	%76 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %75
	store i32 0, ptr addrspace(1) %76, align 4
	%77 = trunc i64 %29 to i32
	%78 = inttoptr i32 %77 to ptr addrspace(3)
	%79 = getelementptr inbounds i8, ptr addrspace(3) %78, i32 116
	%80 = ptrtoint ptr addrspace(3) %79 to i32
	%81 = zext i32 %80 to i64
	%82 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %81
	store i32 3, ptr addrspace(1) %82, align 4
	%83 = trunc i64 %29 to i32
	%84 = inttoptr i32 %83 to ptr addrspace(3)
	%85 = getelementptr inbounds i8, ptr addrspace(3) %84, i32 124
	%86 = ptrtoint ptr addrspace(3) %85 to i32
	%87 = zext i32 %86 to i64
	%88 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %87
	store i32 0, ptr addrspace(1) %88, align 4
	%89 = trunc i64 %29 to i32
	%90 = inttoptr i32 %89 to ptr addrspace(3)
	%91 = getelementptr inbounds i8, ptr addrspace(3) %90, i32 120
	%92 = ptrtoint ptr addrspace(3) %91 to i32
	%93 = zext i32 %92 to i64
	%94 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %93
	store i32 1, ptr addrspace(1) %94, align 4
	%95 = inttoptr i64 %25 to ptr addrspace(1)
	%96 = trunc i64 %29 to i32
	%97 = inttoptr i32 %96 to ptr addrspace(3)
	br label %bulk.check.2

bulk.check.2:
	%98 = phi i32 [ 0, %entry ], [ %107, %bulk.body.3 ]
	%99 = icmp ult i32 %98, 128
	br i1 %99, label %bulk.body.3, label %bulk.done.4

bulk.body.3:
	%100 = getelementptr inbounds i8, ptr addrspace(3) %97, i32 %98
	%101 = ptrtoint ptr addrspace(3) %100 to i32
	%102 = zext i32 %101 to i64
	%103 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %102
	%104 = load i128, ptr addrspace(1) %103, align 16
	%105 = zext i32 %98 to i64
	%106 = getelementptr inbounds i8, ptr addrspace(1) %95, i64 %105
	store i128 %104, ptr addrspace(1) %106, align 16
	%107 = add i32 %98, 16
	br label %bulk.check.2

bulk.done.4:
	fence syncscope("agent") release
	fence syncscope("workgroup") acq_rel
	%108 = zext i32 1 to i64
	%109 = and i64 %108, u0xFFFFF
	%110 = shl i64 %109, 20
	%111 = or i64 %110, %109
	%112 = inttoptr i32 %27 to ptr addrspace(3)
	%113 = ptrtoint ptr addrspace(3) %112 to i32
	%114 = zext i32 %113 to i64
	%115 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %114
	store atomic i64 %111, ptr addrspace(1) %115 syncscope("workgroup") release, align 8
	%116 = zext i32 u0x2000 to i64
	%117 = inttoptr i32 %27 to ptr addrspace(3)
	%118 = zext i32 1 to i64
	%119 = ptrtoint ptr addrspace(3) %117 to i32
	%120 = zext i32 %119 to i64
	%121 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %120
	%122 = load atomic i64, ptr addrspace(1) %121 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.5

atom.loop.5:
	%123 = phi i64 [ %122, %bulk.done.4 ], [ %150, %atom.loop.5 ]
	%124 = and i64 %123, u0xFFFFF
	%125 = lshr i64 %123, 20
	%126 = and i64 %125, u0xFFFFF
	%127 = lshr i64 %123, 40
	%128 = and i64 %127, u0x7FFFFF
	%129 = and i64 %123, -9223372036854775808
	%130 = sub i64 %124, %118
	%131 = and i64 %130, u0xFFFFF
	%132 = add i64 %128, %116
	%133 = and i64 %132, u0x7FFFFF
	%134 = icmp eq i64 %131, 0
	%135 = icmp eq i64 %133, 0
	%136 = and i1 %134, %135
	%137 = shl i64 %126, 20
	%138 = xor i64 %129, -9223372036854775808
	%139 = or i64 %138, %137
	%140 = or i64 %139, %126
	%141 = or i64 %129, %137
	%142 = or i64 %141, %131
	%143 = shl i64 %133, 40
	%144 = or i64 %142, %143
	%145 = select i1 %136, i64 %140, i64 %144
	%146 = ptrtoint ptr addrspace(3) %117 to i32
	%147 = zext i32 %146 to i64
	%148 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %147
	%149 = cmpxchg ptr addrspace(1) %148, i64 %123, i64 %145 syncscope("workgroup") acq_rel acquire
	%150 = extractvalue { i64, i1 } %149, 0
	%151 = extractvalue { i64, i1 } %149, 1
	br i1 %151, label %atom.done.6, label %atom.loop.5

atom.done.6:
	%152 = inttoptr i64 %25 to ptr
	%153 = inttoptr i32 %26 to ptr addrspace(3)
	%154 = load i64, ptr %152, align 8
	%155 = getelementptr inbounds i8, ptr %152, i64 108
	%156 = load i32, ptr %155, align 4
	%157 = shl i32 %156, 1
	%158 = lshr i32 43949988, %157
	%159 = and i32 %158, 3
	%160 = shl i32 1, %159
	%161 = getelementptr inbounds i8, ptr %152, i64 116
	%162 = load i32, ptr %161, align 4
	%163 = getelementptr inbounds i8, ptr %152, i64 120
	%164 = load i32, ptr %163, align 4
	%165 = getelementptr inbounds i8, ptr %152, i64 8
	%166 = load i32, ptr %165, align 4
	%167 = getelementptr inbounds i8, ptr %152, i64 84
	%168 = load i32, ptr %167, align 4
	%169 = icmp eq i32 %168, 0
	%170 = select i1 %169, i32 1, i32 %168
	%171 = zext i32 %160 to i64
	%172 = getelementptr inbounds i8, ptr %152, i64 64
	%173 = load i32, ptr %172, align 4
	%174 = sub i32 %170, 1
	%175 = add i32 %173, %174
	%176 = udiv i32 %175, %170
	%177 = mul i32 1, %176
	%178 = shl i32 %177, %159
	%179 = ptrtoint ptr addrspace(3) %153 to i32
	br label %bulk.check.7

bulk.check.7:
	%180 = phi i32 [ 0, %atom.done.6 ], [ %234, %tma.join.12 ]
	%181 = icmp ult i32 %180, %178
	br i1 %181, label %bulk.body.8, label %bulk.done.9

bulk.body.8:
	%182 = lshr i32 %180, %159
	%183 = sub i32 %160, 1
	%184 = and i32 %180, %183
	%185 = urem i32 %182, %176
	%186 = udiv i32 %182, %176
	%187 = mul i32 %185, %170
	%188 = add i32 3, %187
	%189 = icmp ult i32 %188, %166
	%190 = sext i32 %188 to i64
	%191 = mul i64 %190, %171
	%192 = add i64 0, %191
	%193 = zext i32 %184 to i64
	%194 = add i64 %192, %193
	%195 = icmp eq i32 %162, 0
	%196 = shl i32 %176, %159
	%197 = shl i32 16, %162
	%198 = select i1 %195, i32 %196, i32 %197
	%199 = udiv i32 %182, %176
	%200 = mul i32 %199, %198
	%201 = urem i32 %182, %176
	%202 = shl i32 %201, %159
	%203 = add i32 %200, %202
	%204 = add i32 %203, %184
	%205 = add i32 %179, %204
	%206 = shl i32 1, %162
	%207 = sub i32 %206, 1
	%208 = lshr i32 %205, 7
	%209 = and i32 %208, %207
	%210 = shl i32 %209, 4
	%211 = xor i32 %205, %210
	%212 = inttoptr i32 %211 to ptr addrspace(3)
	%213 = add i64 %154, %194
	%214 = inttoptr i64 %213 to ptr
	br i1 %189, label %tma.in.10, label %tma.out.11

bulk.done.9:
	%215 = inttoptr i32 %27 to ptr addrspace(3)
	%216 = zext i32 %178 to i64
	%217 = sub i64 0, %216
	%218 = ptrtoint ptr addrspace(3) %215 to i32
	%219 = zext i32 %218 to i64
	%220 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %219
	%221 = load atomic i64, ptr addrspace(1) %220 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.13

tma.in.10:
	%222 = load i8, ptr %214, align 1
	br label %tma.join.12

tma.out.11:
	%223 = and i32 %184, 1
	%224 = icmp eq i32 %223, 0
	%225 = select i1 %224, i8 247, i8 127
	%226 = icmp eq i32 %164, 1
	%227 = icmp uge i32 %156, 6
	%228 = and i1 %226, %227
	%229 = select i1 %228, i8 %225, i8 0
	br label %tma.join.12

tma.join.12:
	%230 = phi i8 [ %222, %tma.in.10 ], [ %229, %tma.out.11 ]
	%231 = ptrtoint ptr addrspace(3) %212 to i32
	%232 = zext i32 %231 to i64
	%233 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %232
	store i8 %230, ptr addrspace(1) %233, align 1
	%234 = add i32 %180, 1
	br label %bulk.check.7

atom.loop.13:
	%235 = phi i64 [ %221, %bulk.done.9 ], [ %262, %atom.loop.13 ]
	%236 = and i64 %235, u0xFFFFF
	%237 = lshr i64 %235, 20
	%238 = and i64 %237, u0xFFFFF
	%239 = lshr i64 %235, 40
	%240 = and i64 %239, u0x7FFFFF
	%241 = and i64 %235, -9223372036854775808
	%242 = sub i64 %236, 0
	%243 = and i64 %242, u0xFFFFF
	%244 = add i64 %240, %217
	%245 = and i64 %244, u0x7FFFFF
	%246 = icmp eq i64 %243, 0
	%247 = icmp eq i64 %245, 0
	%248 = and i1 %246, %247
	%249 = shl i64 %238, 20
	%250 = xor i64 %241, -9223372036854775808
	%251 = or i64 %250, %249
	%252 = or i64 %251, %238
	%253 = or i64 %241, %249
	%254 = or i64 %253, %243
	%255 = shl i64 %245, 40
	%256 = or i64 %254, %255
	%257 = select i1 %248, i64 %252, i64 %256
	%258 = ptrtoint ptr addrspace(3) %215 to i32
	%259 = zext i32 %258 to i64
	%260 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %259
	%261 = cmpxchg ptr addrspace(1) %260, i64 %235, i64 %257 syncscope("workgroup") acq_rel acquire
	%262 = extractvalue { i64, i1 } %261, 0
	%263 = extractvalue { i64, i1 } %261, 1
	br i1 %263, label %atom.done.14, label %atom.loop.13

atom.done.14:
	%264 = inttoptr i64 %25 to ptr
	%265 = inttoptr i32 %26 to ptr addrspace(3)
	%266 = load i64, ptr %264, align 8
	%267 = getelementptr inbounds i8, ptr %264, i64 108
	%268 = load i32, ptr %267, align 4
	%269 = shl i32 %268, 1
	%270 = lshr i32 43949988, %269
	%271 = and i32 %270, 3
	%272 = shl i32 1, %271
	%273 = getelementptr inbounds i8, ptr %264, i64 116
	%274 = load i32, ptr %273, align 4
	%275 = getelementptr inbounds i8, ptr %264, i64 120
	%276 = load i32, ptr %275, align 4
	%277 = getelementptr inbounds i8, ptr %264, i64 8
	%278 = load i32, ptr %277, align 4
	%279 = getelementptr inbounds i8, ptr %264, i64 84
	%280 = load i32, ptr %279, align 4
	%281 = icmp eq i32 %280, 0
	%282 = select i1 %281, i32 1, i32 %280
	%283 = zext i32 %272 to i64
	%284 = getelementptr inbounds i8, ptr %264, i64 12
	%285 = load i32, ptr %284, align 4
	%286 = getelementptr inbounds i8, ptr %264, i64 88
	%287 = load i32, ptr %286, align 4
	%288 = icmp eq i32 %287, 0
	%289 = select i1 %288, i32 1, i32 %287
	%290 = getelementptr inbounds i8, ptr %264, i64 32
	%291 = load i64, ptr %290, align 8
	%292 = getelementptr inbounds i8, ptr %264, i64 64
	%293 = load i32, ptr %292, align 4
	%294 = sub i32 %282, 1
	%295 = add i32 %293, %294
	%296 = udiv i32 %295, %282
	%297 = mul i32 1, %296
	%298 = getelementptr inbounds i8, ptr %264, i64 68
	%299 = load i32, ptr %298, align 4
	%300 = sub i32 %289, 1
	%301 = add i32 %299, %300
	%302 = udiv i32 %301, %289
	%303 = mul i32 %297, %302
	%304 = shl i32 %303, %271
	%305 = ptrtoint ptr addrspace(3) %265 to i32
	br label %bulk.check.15

bulk.check.15:
	%306 = phi i32 [ 0, %atom.done.14 ], [ %369, %tma.join.20 ]
	%307 = icmp ult i32 %306, %304
	br i1 %307, label %bulk.body.16, label %bulk.done.17

bulk.body.16:
	%308 = lshr i32 %306, %271
	%309 = sub i32 %272, 1
	%310 = and i32 %306, %309
	%311 = urem i32 %308, %296
	%312 = udiv i32 %308, %296
	%313 = mul i32 %311, %282
	%314 = add i32 3, %313
	%315 = icmp ult i32 %314, %278
	%316 = sext i32 %314 to i64
	%317 = mul i64 %316, %283
	%318 = add i64 0, %317
	%319 = urem i32 %312, %302
	%320 = udiv i32 %312, %302
	%321 = mul i32 %319, %289
	%322 = add i32 u0xFFFFFFFE, %321
	%323 = icmp ult i32 %322, %285
	%324 = and i1 %315, %323
	%325 = sext i32 %322 to i64
	%326 = mul i64 %325, %291
	%327 = add i64 %318, %326
	%328 = zext i32 %310 to i64
	%329 = add i64 %327, %328
	%330 = icmp eq i32 %274, 0
	%331 = shl i32 %296, %271
	%332 = shl i32 16, %274
	%333 = select i1 %330, i32 %331, i32 %332
	%334 = udiv i32 %308, %296
	%335 = mul i32 %334, %333
	%336 = urem i32 %308, %296
	%337 = shl i32 %336, %271
	%338 = add i32 %335, %337
	%339 = add i32 %338, %310
	%340 = add i32 %305, %339
	%341 = shl i32 1, %274
	%342 = sub i32 %341, 1
	%343 = lshr i32 %340, 7
	%344 = and i32 %343, %342
	%345 = shl i32 %344, 4
	%346 = xor i32 %340, %345
	%347 = inttoptr i32 %346 to ptr addrspace(3)
	%348 = add i64 %266, %329
	%349 = inttoptr i64 %348 to ptr
	br i1 %324, label %tma.in.18, label %tma.out.19

bulk.done.17:
	%350 = inttoptr i32 %27 to ptr addrspace(3)
	%351 = zext i32 %304 to i64
	%352 = sub i64 0, %351
	%353 = ptrtoint ptr addrspace(3) %350 to i32
	%354 = zext i32 %353 to i64
	%355 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %354
	%356 = load atomic i64, ptr addrspace(1) %355 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.21

tma.in.18:
	%357 = load i8, ptr %349, align 1
	br label %tma.join.20

tma.out.19:
	%358 = and i32 %310, 1
	%359 = icmp eq i32 %358, 0
	%360 = select i1 %359, i8 247, i8 127
	%361 = icmp eq i32 %276, 1
	%362 = icmp uge i32 %268, 6
	%363 = and i1 %361, %362
	%364 = select i1 %363, i8 %360, i8 0
	br label %tma.join.20

tma.join.20:
	%365 = phi i8 [ %357, %tma.in.18 ], [ %364, %tma.out.19 ]
	%366 = ptrtoint ptr addrspace(3) %347 to i32
	%367 = zext i32 %366 to i64
	%368 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %367
	store i8 %365, ptr addrspace(1) %368, align 1
	%369 = add i32 %306, 1
	br label %bulk.check.15

atom.loop.21:
	%370 = phi i64 [ %356, %bulk.done.17 ], [ %397, %atom.loop.21 ]
	%371 = and i64 %370, u0xFFFFF
	%372 = lshr i64 %370, 20
	%373 = and i64 %372, u0xFFFFF
	%374 = lshr i64 %370, 40
	%375 = and i64 %374, u0x7FFFFF
	%376 = and i64 %370, -9223372036854775808
	%377 = sub i64 %371, 0
	%378 = and i64 %377, u0xFFFFF
	%379 = add i64 %375, %352
	%380 = and i64 %379, u0x7FFFFF
	%381 = icmp eq i64 %378, 0
	%382 = icmp eq i64 %380, 0
	%383 = and i1 %381, %382
	%384 = shl i64 %373, 20
	%385 = xor i64 %376, -9223372036854775808
	%386 = or i64 %385, %384
	%387 = or i64 %386, %373
	%388 = or i64 %376, %384
	%389 = or i64 %388, %378
	%390 = shl i64 %380, 40
	%391 = or i64 %389, %390
	%392 = select i1 %383, i64 %387, i64 %391
	%393 = ptrtoint ptr addrspace(3) %350 to i32
	%394 = zext i32 %393 to i64
	%395 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %394
	%396 = cmpxchg ptr addrspace(1) %395, i64 %370, i64 %392 syncscope("workgroup") acq_rel acquire
	%397 = extractvalue { i64, i1 } %396, 0
	%398 = extractvalue { i64, i1 } %396, 1
	br i1 %398, label %atom.done.22, label %atom.loop.21

atom.done.22:
	%399 = inttoptr i32 %26 to ptr addrspace(3)
	%400 = load i64, ptr addrspace(4) %kmap, align 8
	%401 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 108
	%402 = load i32, ptr addrspace(4) %401, align 4
	%403 = shl i32 %402, 1
	%404 = lshr i32 43949988, %403
	%405 = and i32 %404, 3
	%406 = shl i32 1, %405
	%407 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 116
	%408 = load i32, ptr addrspace(4) %407, align 4
	%409 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 120
	%410 = load i32, ptr addrspace(4) %409, align 4
	%411 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 8
	%412 = load i32, ptr addrspace(4) %411, align 4
	%413 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 84
	%414 = load i32, ptr addrspace(4) %413, align 4
	%415 = icmp eq i32 %414, 0
	%416 = select i1 %415, i32 1, i32 %414
	%417 = zext i32 %406 to i64
	%418 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 12
	%419 = load i32, ptr addrspace(4) %418, align 4
	%420 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 88
	%421 = load i32, ptr addrspace(4) %420, align 4
	%422 = icmp eq i32 %421, 0
	%423 = select i1 %422, i32 1, i32 %421
	%424 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 32
	%425 = load i64, ptr addrspace(4) %424, align 8
	%426 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 16
	%427 = load i32, ptr addrspace(4) %426, align 4
	%428 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 92
	%429 = load i32, ptr addrspace(4) %428, align 4
	%430 = icmp eq i32 %429, 0
	%431 = select i1 %430, i32 1, i32 %429
	%432 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 40
	%433 = load i64, ptr addrspace(4) %432, align 8
	%434 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 64
	%435 = load i32, ptr addrspace(4) %434, align 4
	%436 = sub i32 %416, 1
	%437 = add i32 %435, %436
	%438 = udiv i32 %437, %416
	%439 = mul i32 1, %438
	%440 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 68
	%441 = load i32, ptr addrspace(4) %440, align 4
	%442 = sub i32 %423, 1
	%443 = add i32 %441, %442
	%444 = udiv i32 %443, %423
	%445 = mul i32 %439, %444
	%446 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 72
	%447 = load i32, ptr addrspace(4) %446, align 4
	%448 = sub i32 %431, 1
	%449 = add i32 %447, %448
	%450 = udiv i32 %449, %431
	%451 = mul i32 %445, %450
	%452 = shl i32 %451, %405
	%453 = ptrtoint ptr addrspace(3) %399 to i32
	br label %bulk.check.23

bulk.check.23:
	%454 = phi i32 [ 0, %atom.done.22 ], [ %526, %tma.join.28 ]
	%455 = icmp ult i32 %454, %452
	br i1 %455, label %bulk.body.24, label %bulk.done.25

bulk.body.24:
	%456 = lshr i32 %454, %405
	%457 = sub i32 %406, 1
	%458 = and i32 %454, %457
	%459 = urem i32 %456, %438
	%460 = udiv i32 %456, %438
	%461 = mul i32 %459, %416
	%462 = add i32 3, %461
	%463 = icmp ult i32 %462, %412
	%464 = sext i32 %462 to i64
	%465 = mul i64 %464, %417
	%466 = add i64 0, %465
	%467 = urem i32 %460, %444
	%468 = udiv i32 %460, %444
	%469 = mul i32 %467, %423
	%470 = add i32 u0xFFFFFFFE, %469
	%471 = icmp ult i32 %470, %419
	%472 = and i1 %463, %471
	%473 = sext i32 %470 to i64
	%474 = mul i64 %473, %425
	%475 = add i64 %466, %474
	%476 = urem i32 %468, %450
	%477 = udiv i32 %468, %450
	%478 = mul i32 %476, %431
	%479 = add i32 3, %478
	%480 = icmp ult i32 %479, %427
	%481 = and i1 %472, %480
	%482 = sext i32 %479 to i64
	%483 = mul i64 %482, %433
	%484 = add i64 %475, %483
	%485 = zext i32 %458 to i64
	%486 = add i64 %484, %485
	%487 = icmp eq i32 %408, 0
	%488 = shl i32 %438, %405
	%489 = shl i32 16, %408
	%490 = select i1 %487, i32 %488, i32 %489
	%491 = udiv i32 %456, %438
	%492 = mul i32 %491, %490
	%493 = urem i32 %456, %438
	%494 = shl i32 %493, %405
	%495 = add i32 %492, %494
	%496 = add i32 %495, %458
	%497 = add i32 %453, %496
	%498 = shl i32 1, %408
	%499 = sub i32 %498, 1
	%500 = lshr i32 %497, 7
	%501 = and i32 %500, %499
	%502 = shl i32 %501, 4
	%503 = xor i32 %497, %502
	%504 = inttoptr i32 %503 to ptr addrspace(3)
	%505 = add i64 %400, %486
	%506 = inttoptr i64 %505 to ptr
	br i1 %481, label %tma.in.26, label %tma.out.27

bulk.done.25:
	%507 = inttoptr i32 %27 to ptr addrspace(3)
	%508 = zext i32 %452 to i64
	%509 = sub i64 0, %508
	%510 = ptrtoint ptr addrspace(3) %507 to i32
	%511 = zext i32 %510 to i64
	%512 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %511
	%513 = load atomic i64, ptr addrspace(1) %512 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.29

tma.in.26:
	%514 = load i8, ptr %506, align 1
	br label %tma.join.28

tma.out.27:
	%515 = and i32 %458, 1
	%516 = icmp eq i32 %515, 0
	%517 = select i1 %516, i8 247, i8 127
	%518 = icmp eq i32 %410, 1
	%519 = icmp uge i32 %402, 6
	%520 = and i1 %518, %519
	%521 = select i1 %520, i8 %517, i8 0
	br label %tma.join.28

tma.join.28:
	%522 = phi i8 [ %514, %tma.in.26 ], [ %521, %tma.out.27 ]
	%523 = ptrtoint ptr addrspace(3) %504 to i32
	%524 = zext i32 %523 to i64
	%525 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %524
	store i8 %522, ptr addrspace(1) %525, align 1
	%526 = add i32 %454, 1
	br label %bulk.check.23

atom.loop.29:
	%527 = phi i64 [ %513, %bulk.done.25 ], [ %554, %atom.loop.29 ]
	%528 = and i64 %527, u0xFFFFF
	%529 = lshr i64 %527, 20
	%530 = and i64 %529, u0xFFFFF
	%531 = lshr i64 %527, 40
	%532 = and i64 %531, u0x7FFFFF
	%533 = and i64 %527, -9223372036854775808
	%534 = sub i64 %528, 0
	%535 = and i64 %534, u0xFFFFF
	%536 = add i64 %532, %509
	%537 = and i64 %536, u0x7FFFFF
	%538 = icmp eq i64 %535, 0
	%539 = icmp eq i64 %537, 0
	%540 = and i1 %538, %539
	%541 = shl i64 %530, 20
	%542 = xor i64 %533, -9223372036854775808
	%543 = or i64 %542, %541
	%544 = or i64 %543, %530
	%545 = or i64 %533, %541
	%546 = or i64 %545, %535
	%547 = shl i64 %537, 40
	%548 = or i64 %546, %547
	%549 = select i1 %540, i64 %544, i64 %548
	%550 = ptrtoint ptr addrspace(3) %507 to i32
	%551 = zext i32 %550 to i64
	%552 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %551
	%553 = cmpxchg ptr addrspace(1) %552, i64 %527, i64 %549 syncscope("workgroup") acq_rel acquire
	%554 = extractvalue { i64, i1 } %553, 0
	%555 = extractvalue { i64, i1 } %553, 1
	br i1 %555, label %atom.done.30, label %atom.loop.29

atom.done.30:
	%556 = inttoptr i64 %25 to ptr
	%557 = inttoptr i32 %26 to ptr addrspace(3)
	%558 = load i64, ptr %556, align 8
	%559 = getelementptr inbounds i8, ptr %556, i64 108
	%560 = load i32, ptr %559, align 4
	%561 = shl i32 %560, 1
	%562 = lshr i32 43949988, %561
	%563 = and i32 %562, 3
	%564 = shl i32 1, %563
	%565 = getelementptr inbounds i8, ptr %556, i64 116
	%566 = load i32, ptr %565, align 4
	%567 = getelementptr inbounds i8, ptr %556, i64 120
	%568 = load i32, ptr %567, align 4
	%569 = getelementptr inbounds i8, ptr %556, i64 8
	%570 = load i32, ptr %569, align 4
	%571 = getelementptr inbounds i8, ptr %556, i64 84
	%572 = load i32, ptr %571, align 4
	%573 = icmp eq i32 %572, 0
	%574 = select i1 %573, i32 1, i32 %572
	%575 = zext i32 %564 to i64
	%576 = getelementptr inbounds i8, ptr %556, i64 12
	%577 = load i32, ptr %576, align 4
	%578 = getelementptr inbounds i8, ptr %556, i64 88
	%579 = load i32, ptr %578, align 4
	%580 = icmp eq i32 %579, 0
	%581 = select i1 %580, i32 1, i32 %579
	%582 = getelementptr inbounds i8, ptr %556, i64 32
	%583 = load i64, ptr %582, align 8
	%584 = getelementptr inbounds i8, ptr %556, i64 16
	%585 = load i32, ptr %584, align 4
	%586 = getelementptr inbounds i8, ptr %556, i64 92
	%587 = load i32, ptr %586, align 4
	%588 = icmp eq i32 %587, 0
	%589 = select i1 %588, i32 1, i32 %587
	%590 = getelementptr inbounds i8, ptr %556, i64 40
	%591 = load i64, ptr %590, align 8
	%592 = getelementptr inbounds i8, ptr %556, i64 20
	%593 = load i32, ptr %592, align 4
	%594 = getelementptr inbounds i8, ptr %556, i64 96
	%595 = load i32, ptr %594, align 4
	%596 = icmp eq i32 %595, 0
	%597 = select i1 %596, i32 1, i32 %595
	%598 = getelementptr inbounds i8, ptr %556, i64 48
	%599 = load i64, ptr %598, align 8
	%600 = getelementptr inbounds i8, ptr %556, i64 64
	%601 = load i32, ptr %600, align 4
	%602 = sub i32 %574, 1
	%603 = add i32 %601, %602
	%604 = udiv i32 %603, %574
	%605 = mul i32 1, %604
	%606 = getelementptr inbounds i8, ptr %556, i64 68
	%607 = load i32, ptr %606, align 4
	%608 = sub i32 %581, 1
	%609 = add i32 %607, %608
	%610 = udiv i32 %609, %581
	%611 = mul i32 %605, %610
	%612 = getelementptr inbounds i8, ptr %556, i64 72
	%613 = load i32, ptr %612, align 4
	%614 = sub i32 %589, 1
	%615 = add i32 %613, %614
	%616 = udiv i32 %615, %589
	%617 = mul i32 %611, %616
	%618 = getelementptr inbounds i8, ptr %556, i64 76
	%619 = load i32, ptr %618, align 4
	%620 = sub i32 %597, 1
	%621 = add i32 %619, %620
	%622 = udiv i32 %621, %597
	%623 = mul i32 %617, %622
	%624 = shl i32 %623, %563
	%625 = ptrtoint ptr addrspace(3) %557 to i32
	br label %bulk.check.31

bulk.check.31:
	%626 = phi i32 [ 0, %atom.done.30 ], [ %780, %tma.join.35 ]
	%627 = icmp ult i32 %626, %624
	br i1 %627, label %bulk.body.32, label %bulk.done.33

bulk.body.32:
	%628 = lshr i32 %626, %563
	%629 = sub i32 %564, 1
	%630 = and i32 %626, %629
	%631 = urem i32 %628, %604
	%632 = udiv i32 %628, %604
	%633 = mul i32 %631, %574
	%634 = add i32 3, %633
	%635 = shl i32 %570, %563
	%636 = add i32 %635, 15
	%637 = and i32 %636, u0xFFFFFFF0
	%638 = lshr i32 %637, %563
	%639 = icmp ult i32 %634, %638
	%640 = sext i32 %634 to i64
	%641 = mul i64 %640, %575
	%642 = add i64 0, %641
	%643 = urem i32 %632, %610
	%644 = udiv i32 %632, %610
	%645 = mul i32 %643, %581
	%646 = add i32 u0xFFFFFFFE, %645
	%647 = icmp ult i32 %646, %577
	%648 = and i1 %639, %647
	%649 = sext i32 %646 to i64
	%650 = mul i64 %649, %583
	%651 = add i64 %642, %650
	%652 = urem i32 %644, %616
	%653 = udiv i32 %644, %616
	%654 = mul i32 %652, %589
	%655 = add i32 3, %654
	%656 = icmp ult i32 %655, %585
	%657 = and i1 %648, %656
	%658 = sext i32 %655 to i64
	%659 = mul i64 %658, %591
	%660 = add i64 %651, %659
	%661 = urem i32 %653, %622
	%662 = udiv i32 %653, %622
	%663 = mul i32 %661, %597
	%664 = add i32 u0xFFFFFFFE, %663
	%665 = icmp ult i32 %664, %593
	%666 = and i1 %657, %665
	%667 = sext i32 %664 to i64
	%668 = mul i64 %667, %599
	%669 = add i64 %660, %668
	%670 = zext i32 %630 to i64
	%671 = add i64 %669, %670
	%672 = icmp eq i32 %566, 0
	%673 = shl i32 %604, %563
	%674 = shl i32 16, %566
	%675 = select i1 %672, i32 %673, i32 %674
	%676 = udiv i32 %628, %604
	%677 = mul i32 %676, %675
	%678 = urem i32 %628, %604
	%679 = shl i32 %678, %563
	%680 = add i32 %677, %679
	%681 = add i32 %680, %630
	%682 = add i32 %625, %681
	%683 = shl i32 1, %566
	%684 = sub i32 %683, 1
	%685 = lshr i32 %682, 7
	%686 = and i32 %685, %684
	%687 = shl i32 %686, 4
	%688 = xor i32 %682, %687
	%689 = inttoptr i32 %688 to ptr addrspace(3)
	%690 = add i64 %558, %671
	%691 = inttoptr i64 %690 to ptr
	br i1 %666, label %tma.in.34, label %tma.join.35

bulk.done.33:
	%692 = inttoptr i64 %25 to ptr
	%693 = inttoptr i32 %26 to ptr addrspace(3)
	%694 = load i64, ptr %692, align 8
	%695 = getelementptr inbounds i8, ptr %692, i64 108
	%696 = load i32, ptr %695, align 4
	%697 = shl i32 %696, 1
	%698 = lshr i32 43949988, %697
	%699 = and i32 %698, 3
	%700 = shl i32 1, %699
	%701 = getelementptr inbounds i8, ptr %692, i64 116
	%702 = load i32, ptr %701, align 4
	%703 = getelementptr inbounds i8, ptr %692, i64 120
	%704 = load i32, ptr %703, align 4
	%705 = getelementptr inbounds i8, ptr %692, i64 8
	%706 = load i32, ptr %705, align 4
	%707 = getelementptr inbounds i8, ptr %692, i64 84
	%708 = load i32, ptr %707, align 4
	%709 = icmp eq i32 %708, 0
	%710 = select i1 %709, i32 1, i32 %708
	%711 = zext i32 %700 to i64
	%712 = getelementptr inbounds i8, ptr %692, i64 12
	%713 = load i32, ptr %712, align 4
	%714 = getelementptr inbounds i8, ptr %692, i64 88
	%715 = load i32, ptr %714, align 4
	%716 = icmp eq i32 %715, 0
	%717 = select i1 %716, i32 1, i32 %715
	%718 = getelementptr inbounds i8, ptr %692, i64 32
	%719 = load i64, ptr %718, align 8
	%720 = getelementptr inbounds i8, ptr %692, i64 16
	%721 = load i32, ptr %720, align 4
	%722 = getelementptr inbounds i8, ptr %692, i64 92
	%723 = load i32, ptr %722, align 4
	%724 = icmp eq i32 %723, 0
	%725 = select i1 %724, i32 1, i32 %723
	%726 = getelementptr inbounds i8, ptr %692, i64 40
	%727 = load i64, ptr %726, align 8
	%728 = getelementptr inbounds i8, ptr %692, i64 20
	%729 = load i32, ptr %728, align 4
	%730 = getelementptr inbounds i8, ptr %692, i64 96
	%731 = load i32, ptr %730, align 4
	%732 = icmp eq i32 %731, 0
	%733 = select i1 %732, i32 1, i32 %731
	%734 = getelementptr inbounds i8, ptr %692, i64 48
	%735 = load i64, ptr %734, align 8
	%736 = getelementptr inbounds i8, ptr %692, i64 24
	%737 = load i32, ptr %736, align 4
	%738 = getelementptr inbounds i8, ptr %692, i64 100
	%739 = load i32, ptr %738, align 4
	%740 = icmp eq i32 %739, 0
	%741 = select i1 %740, i32 1, i32 %739
	%742 = getelementptr inbounds i8, ptr %692, i64 56
	%743 = load i64, ptr %742, align 8
	%744 = getelementptr inbounds i8, ptr %692, i64 64
	%745 = load i32, ptr %744, align 4
	%746 = sub i32 %710, 1
	%747 = add i32 %745, %746
	%748 = udiv i32 %747, %710
	%749 = mul i32 1, %748
	%750 = getelementptr inbounds i8, ptr %692, i64 68
	%751 = load i32, ptr %750, align 4
	%752 = sub i32 %717, 1
	%753 = add i32 %751, %752
	%754 = udiv i32 %753, %717
	%755 = mul i32 %749, %754
	%756 = getelementptr inbounds i8, ptr %692, i64 72
	%757 = load i32, ptr %756, align 4
	%758 = sub i32 %725, 1
	%759 = add i32 %757, %758
	%760 = udiv i32 %759, %725
	%761 = mul i32 %755, %760
	%762 = getelementptr inbounds i8, ptr %692, i64 76
	%763 = load i32, ptr %762, align 4
	%764 = sub i32 %733, 1
	%765 = add i32 %763, %764
	%766 = udiv i32 %765, %733
	%767 = mul i32 %761, %766
	%768 = getelementptr inbounds i8, ptr %692, i64 80
	%769 = load i32, ptr %768, align 4
	%770 = sub i32 %741, 1
	%771 = add i32 %769, %770
	%772 = udiv i32 %771, %741
	%773 = mul i32 %767, %772
	%774 = shl i32 %773, %699
	%775 = ptrtoint ptr addrspace(3) %693 to i32
	br label %bulk.check.36

tma.in.34:
	%776 = ptrtoint ptr addrspace(3) %689 to i32
	%777 = zext i32 %776 to i64
	%778 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %777
	%779 = load i8, ptr addrspace(1) %778, align 1
	store i8 %779, ptr %691, align 1
	br label %tma.join.35

tma.join.35:
	%780 = add i32 %626, 1
	br label %bulk.check.31

bulk.check.36:
	%781 = phi i32 [ 0, %bulk.done.33 ], [ %895, %tma.join.40 ]
	%782 = icmp ult i32 %781, %773
	br i1 %782, label %bulk.body.37, label %bulk.done.38

bulk.body.37:
	%783 = urem i32 %781, %748
	%784 = udiv i32 %781, %748
	%785 = mul i32 %783, %710
	%786 = add i32 3, %785
	%787 = shl i32 %706, %699
	%788 = add i32 %787, 15
	%789 = and i32 %788, u0xFFFFFFF0
	%790 = lshr i32 %789, %699
	%791 = icmp ult i32 %786, %790
	%792 = sext i32 %786 to i64
	%793 = mul i64 %792, %711
	%794 = add i64 0, %793
	%795 = urem i32 %784, %754
	%796 = udiv i32 %784, %754
	%797 = mul i32 %795, %717
	%798 = add i32 u0xFFFFFFFE, %797
	%799 = icmp ult i32 %798, %713
	%800 = and i1 %791, %799
	%801 = sext i32 %798 to i64
	%802 = mul i64 %801, %719
	%803 = add i64 %794, %802
	%804 = urem i32 %796, %760
	%805 = udiv i32 %796, %760
	%806 = mul i32 %804, %725
	%807 = add i32 3, %806
	%808 = icmp ult i32 %807, %721
	%809 = and i1 %800, %808
	%810 = sext i32 %807 to i64
	%811 = mul i64 %810, %727
	%812 = add i64 %803, %811
	%813 = urem i32 %805, %766
	%814 = udiv i32 %805, %766
	%815 = mul i32 %813, %733
	%816 = add i32 u0xFFFFFFFE, %815
	%817 = icmp ult i32 %816, %729
	%818 = and i1 %809, %817
	%819 = sext i32 %816 to i64
	%820 = mul i64 %819, %735
	%821 = add i64 %812, %820
	%822 = urem i32 %814, %772
	%823 = udiv i32 %814, %772
	%824 = mul i32 %822, %741
	%825 = add i32 3, %824
	%826 = icmp ult i32 %825, %737
	%827 = and i1 %818, %826
	%828 = sext i32 %825 to i64
	%829 = mul i64 %828, %743
	%830 = add i64 %821, %829
	%831 = zext i32 0 to i64
	%832 = add i64 %830, %831
	%833 = icmp eq i32 %702, 0
	%834 = shl i32 %748, %699
	%835 = shl i32 16, %702
	%836 = select i1 %833, i32 %834, i32 %835
	%837 = udiv i32 %781, %748
	%838 = mul i32 %837, %836
	%839 = urem i32 %781, %748
	%840 = shl i32 %839, %699
	%841 = add i32 %838, %840
	%842 = add i32 %841, 0
	%843 = add i32 %775, %842
	%844 = shl i32 1, %702
	%845 = sub i32 %844, 1
	%846 = lshr i32 %843, 7
	%847 = and i32 %846, %845
	%848 = shl i32 %847, 4
	%849 = xor i32 %843, %848
	%850 = inttoptr i32 %849 to ptr addrspace(3)
	%851 = add i64 %694, %832
	%852 = inttoptr i64 %851 to ptr
	br i1 %827, label %tma.in.39, label %tma.join.40

bulk.done.38:
	%853 = inttoptr i64 %25 to ptr
	%854 = inttoptr i32 %26 to ptr addrspace(3)
	%855 = load i64, ptr %853, align 8
	%856 = getelementptr inbounds i8, ptr %853, i64 108
	%857 = load i32, ptr %856, align 4
	%858 = shl i32 %857, 1
	%859 = lshr i32 43949988, %858
	%860 = and i32 %859, 3
	%861 = shl i32 1, %860
	%862 = getelementptr inbounds i8, ptr %853, i64 116
	%863 = load i32, ptr %862, align 4
	%864 = getelementptr inbounds i8, ptr %853, i64 120
	%865 = load i32, ptr %864, align 4
	%866 = getelementptr inbounds i8, ptr %853, i64 8
	%867 = load i32, ptr %866, align 4
	%868 = getelementptr inbounds i8, ptr %853, i64 84
	%869 = load i32, ptr %868, align 4
	%870 = icmp eq i32 %869, 0
	%871 = select i1 %870, i32 1, i32 %869
	%872 = zext i32 %861 to i64
	%873 = getelementptr inbounds i8, ptr %853, i64 12
	%874 = load i32, ptr %873, align 4
	%875 = getelementptr inbounds i8, ptr %853, i64 88
	%876 = load i32, ptr %875, align 4
	%877 = icmp eq i32 %876, 0
	%878 = select i1 %877, i32 1, i32 %876
	%879 = getelementptr inbounds i8, ptr %853, i64 32
	%880 = load i64, ptr %879, align 8
	%881 = getelementptr inbounds i8, ptr %853, i64 64
	%882 = load i32, ptr %881, align 4
	%883 = sub i32 %871, 1
	%884 = add i32 %882, %883
	%885 = udiv i32 %884, %871
	%886 = mul i32 1, %885
	%887 = getelementptr inbounds i8, ptr %853, i64 68
	%888 = load i32, ptr %887, align 4
	%889 = sub i32 %878, 1
	%890 = add i32 %888, %889
	%891 = udiv i32 %890, %878
	%892 = mul i32 %886, %891
	%893 = shl i32 %892, %860
	%894 = ptrtoint ptr addrspace(3) %854 to i32
	br label %bulk.check.63

tma.in.39:
	switch i32 %696, label %tma.red.bad.42 [
		i32 2, label %tma.red.43
		i32 3, label %tma.red.44
		i32 4, label %tma.red.45
		i32 6, label %tma.red.46
		i32 7, label %tma.red.49
		i32 8, label %tma.red.54
		i32 9, label %tma.red.59
		i32 10, label %tma.red.60
	]

tma.join.40:
	%895 = add i32 %781, 1
	br label %bulk.check.36

tma.red.join.41:
	br label %tma.join.40

tma.red.bad.42:
	call void @llvm.trap()
	unreachable

tma.red.43:
	%896 = ptrtoint ptr addrspace(3) %850 to i32
	%897 = zext i32 %896 to i64
	%898 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %897
	%899 = load i32, ptr addrspace(1) %898, align 4
	%900 = atomicrmw add ptr %852, i32 %899 syncscope("agent") monotonic
	br label %tma.red.join.41

tma.red.44:
	%901 = ptrtoint ptr addrspace(3) %850 to i32
	%902 = zext i32 %901 to i64
	%903 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %902
	%904 = load i32, ptr addrspace(1) %903, align 4
	%905 = atomicrmw add ptr %852, i32 %904 syncscope("agent") monotonic
	br label %tma.red.join.41

tma.red.45:
	%906 = ptrtoint ptr addrspace(3) %850 to i32
	%907 = zext i32 %906 to i64
	%908 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %907
	%909 = load i64, ptr addrspace(1) %908, align 8
	%910 = atomicrmw add ptr %852, i64 %909 syncscope("agent") monotonic
	br label %tma.red.join.41

tma.red.46:
	%911 = ptrtoint ptr addrspace(3) %850 to i32
	%912 = zext i32 %911 to i64
	%913 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %912
	%914 = load i16, ptr addrspace(1) %913, align 2
	%915 = ptrtoint ptr %852 to i64
	%916 = and i64 %915, -4
	%917 = inttoptr i64 %916 to ptr
	%918 = and i64 %915, 2
	%919 = trunc i64 %918 to i32
	%920 = shl i32 %919, 3
	%921 = load atomic i32, ptr %917 syncscope("agent") monotonic, align 4
	br label %atom.loop.47

atom.loop.47:
	%922 = phi i32 [ %921, %tma.red.46 ], [ %939, %atom.loop.47 ]
	%923 = lshr i32 %922, %920
	%924 = trunc i32 %923 to i16
	%925 = bitcast i16 %924 to half
	%926 = bitcast i16 %914 to half
	%927 = fadd half %925, %926
	%928 = bitcast half %927 to i16
	%929 = and i16 %928, u0x7FFF
	%930 = icmp ugt i16 %929, 31744
	%931 = select i1 %930, i16 u0x7FFF, i16 %928
	%932 = zext i16 %931 to i32
	%933 = shl i32 %932, %920
	%934 = shl i32 u0xFFFF, %920
	%935 = xor i32 %934, -1
	%936 = and i32 %922, %935
	%937 = or i32 %936, %933
	%938 = cmpxchg ptr %917, i32 %922, i32 %937 syncscope("agent") monotonic monotonic
	%939 = extractvalue { i32, i1 } %938, 0
	%940 = extractvalue { i32, i1 } %938, 1
	br i1 %940, label %atom.done.48, label %atom.loop.47

atom.done.48:
	br label %tma.red.join.41

tma.red.49:
	%941 = ptrtoint ptr addrspace(3) %850 to i32
	%942 = zext i32 %941 to i64
	%943 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %942
	%944 = load i32, ptr addrspace(1) %943, align 4
	%945 = and i32 %944, 2139095040
	%946 = icmp eq i32 %945, 0
	%947 = and i32 %944, u0x80000000
	%948 = select i1 %946, i32 %947, i32 %944
	%949 = bitcast i32 %948 to float
	%950 = atomicrmw fadd ptr %852, float %949 syncscope("agent") monotonic
	%951 = fadd float %950, %949
	%952 = fcmp uno float %951, %951
	br i1 %952, label %atom.nan.50, label %atom.nan.done.53

atom.nan.50:
	%953 = load atomic i32, ptr %852 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.51

atom.nan.loop.51:
	%954 = phi i32 [ %953, %atom.nan.50 ], [ %960, %atom.nan.swap.52 ]
	%955 = and i32 %954, u0x7FFFFFFF
	%956 = icmp ugt i32 %955, 2139095040
	%957 = icmp ne i32 %954, u0x7FFFFFFF
	%958 = and i1 %956, %957
	br i1 %958, label %atom.nan.swap.52, label %atom.nan.done.53

atom.nan.swap.52:
	%959 = cmpxchg ptr %852, i32 %954, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%960 = extractvalue { i32, i1 } %959, 0
	%961 = extractvalue { i32, i1 } %959, 1
	br i1 %961, label %atom.nan.done.53, label %atom.nan.loop.51

atom.nan.done.53:
	%962 = bitcast float %950 to i32
	br label %tma.red.join.41

tma.red.54:
	%963 = ptrtoint ptr addrspace(3) %850 to i32
	%964 = zext i32 %963 to i64
	%965 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %964
	%966 = load i32, ptr addrspace(1) %965, align 4
	%967 = and i32 %966, 2139095040
	%968 = icmp eq i32 %967, 0
	%969 = and i32 %966, u0x80000000
	%970 = select i1 %968, i32 %969, i32 %966
	%971 = bitcast i32 %970 to float
	%972 = atomicrmw fadd ptr %852, float %971 syncscope("agent") monotonic
	%973 = fadd float %972, %971
	%974 = fcmp uno float %973, %973
	br i1 %974, label %atom.nan.55, label %atom.nan.done.58

atom.nan.55:
	%975 = load atomic i32, ptr %852 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.56

atom.nan.loop.56:
	%976 = phi i32 [ %975, %atom.nan.55 ], [ %982, %atom.nan.swap.57 ]
	%977 = and i32 %976, u0x7FFFFFFF
	%978 = icmp ugt i32 %977, 2139095040
	%979 = icmp ne i32 %976, u0x7FFFFFFF
	%980 = and i1 %978, %979
	br i1 %980, label %atom.nan.swap.57, label %atom.nan.done.58

atom.nan.swap.57:
	%981 = cmpxchg ptr %852, i32 %976, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%982 = extractvalue { i32, i1 } %981, 0
	%983 = extractvalue { i32, i1 } %981, 1
	br i1 %983, label %atom.nan.done.58, label %atom.nan.loop.56

atom.nan.done.58:
	%984 = bitcast float %972 to i32
	br label %tma.red.join.41

tma.red.59:
	%985 = ptrtoint ptr addrspace(3) %850 to i32
	%986 = zext i32 %985 to i64
	%987 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %986
	%988 = load i64, ptr addrspace(1) %987, align 8
	%989 = bitcast i64 %988 to double
	%990 = atomicrmw fadd ptr %852, double %989 syncscope("agent") monotonic
	%991 = bitcast double %990 to i64
	br label %tma.red.join.41

tma.red.60:
	%992 = ptrtoint ptr addrspace(3) %850 to i32
	%993 = zext i32 %992 to i64
	%994 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %993
	%995 = load i16, ptr addrspace(1) %994, align 2
	%996 = ptrtoint ptr %852 to i64
	%997 = and i64 %996, -4
	%998 = inttoptr i64 %997 to ptr
	%999 = and i64 %996, 2
	%1000 = trunc i64 %999 to i32
	%1001 = shl i32 %1000, 3
	%1002 = load atomic i32, ptr %998 syncscope("agent") monotonic, align 4
	br label %atom.loop.61

atom.loop.61:
	%1003 = phi i32 [ %1002, %tma.red.60 ], [ %1034, %atom.loop.61 ]
	%1004 = lshr i32 %1003, %1001
	%1005 = trunc i32 %1004 to i16
	%1006 = zext i16 %1005 to i32
	%1007 = shl i32 %1006, 16
	%1008 = bitcast i32 %1007 to float
	%1009 = zext i16 %995 to i32
	%1010 = shl i32 %1009, 16
	%1011 = bitcast i32 %1010 to float
	%1012 = fadd float %1008, %1011
	%1013 = bitcast float %1012 to i32
	%1014 = lshr i32 %1013, 16
	%1015 = and i32 %1014, 1
	%1016 = add i32 %1015, u0x7FFF
	%1017 = add i32 %1013, %1016
	%1018 = lshr i32 %1017, 16
	%1019 = fcmp uno float %1012, %1012
	%1020 = lshr i32 %1013, 16
	%1021 = or i32 %1020, 64
	%1022 = select i1 %1019, i32 %1021, i32 %1018
	%1023 = trunc i32 %1022 to i16
	%1024 = and i16 %1023, u0x7FFF
	%1025 = icmp ugt i16 %1024, 32640
	%1026 = select i1 %1025, i16 u0x7FFF, i16 %1023
	%1027 = zext i16 %1026 to i32
	%1028 = shl i32 %1027, %1001
	%1029 = shl i32 u0xFFFF, %1001
	%1030 = xor i32 %1029, -1
	%1031 = and i32 %1003, %1030
	%1032 = or i32 %1031, %1028
	%1033 = cmpxchg ptr %998, i32 %1003, i32 %1032 syncscope("agent") monotonic monotonic
	%1034 = extractvalue { i32, i1 } %1033, 0
	%1035 = extractvalue { i32, i1 } %1033, 1
	br i1 %1035, label %atom.done.62, label %atom.loop.61

atom.done.62:
	br label %tma.red.join.41

bulk.check.63:
	%1036 = phi i32 [ 0, %bulk.done.38 ], [ %1091, %tma.join.67 ]
	%1037 = icmp ult i32 %1036, %892
	br i1 %1037, label %bulk.body.64, label %bulk.done.65

bulk.body.64:
	%1038 = urem i32 %1036, %885
	%1039 = udiv i32 %1036, %885
	%1040 = mul i32 %1038, %871
	%1041 = add i32 3, %1040
	%1042 = shl i32 %867, %860
	%1043 = add i32 %1042, 15
	%1044 = and i32 %1043, u0xFFFFFFF0
	%1045 = lshr i32 %1044, %860
	%1046 = icmp ult i32 %1041, %1045
	%1047 = sext i32 %1041 to i64
	%1048 = mul i64 %1047, %872
	%1049 = add i64 0, %1048
	%1050 = urem i32 %1039, %891
	%1051 = udiv i32 %1039, %891
	%1052 = mul i32 %1050, %878
	%1053 = add i32 u0xFFFFFFFE, %1052
	%1054 = icmp ult i32 %1053, %874
	%1055 = and i1 %1046, %1054
	%1056 = sext i32 %1053 to i64
	%1057 = mul i64 %1056, %880
	%1058 = add i64 %1049, %1057
	%1059 = zext i32 0 to i64
	%1060 = add i64 %1058, %1059
	%1061 = icmp eq i32 %863, 0
	%1062 = shl i32 %885, %860
	%1063 = shl i32 16, %863
	%1064 = select i1 %1061, i32 %1062, i32 %1063
	%1065 = udiv i32 %1036, %885
	%1066 = mul i32 %1065, %1064
	%1067 = urem i32 %1036, %885
	%1068 = shl i32 %1067, %860
	%1069 = add i32 %1066, %1068
	%1070 = add i32 %1069, 0
	%1071 = add i32 %894, %1070
	%1072 = shl i32 1, %863
	%1073 = sub i32 %1072, 1
	%1074 = lshr i32 %1071, 7
	%1075 = and i32 %1074, %1073
	%1076 = shl i32 %1075, 4
	%1077 = xor i32 %1071, %1076
	%1078 = inttoptr i32 %1077 to ptr addrspace(3)
	%1079 = add i64 %855, %1060
	%1080 = inttoptr i64 %1079 to ptr
	br i1 %1055, label %tma.in.66, label %tma.join.67

bulk.done.65:
	%1081 = inttoptr i64 %25 to ptr
	%1082 = inttoptr i32 %27 to ptr addrspace(3)
	%1083 = ptrtoint ptr addrspace(3) %1082 to i32
	%1084 = zext i32 %1083 to i64
	%1085 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %1084
	%1086 = load atomic i64, ptr addrspace(1) %1085 syncscope("workgroup") acquire, align 8
	%1087 = lshr i64 %1086, 63
	%1088 = zext i32 0 to i64
	%1089 = and i64 %1088, 1
	%1090 = icmp ne i64 %1087, %1089
	ret void

tma.in.66:
	switch i32 %857, label %tma.red.bad.69 [
		i32 2, label %tma.red.70
		i32 3, label %tma.red.71
		i32 4, label %tma.red.72
		i32 5, label %tma.red.73
	]

tma.join.67:
	%1091 = add i32 %1036, 1
	br label %bulk.check.63

tma.red.join.68:
	br label %tma.join.67

tma.red.bad.69:
	call void @llvm.trap()
	unreachable

tma.red.70:
	%1092 = ptrtoint ptr addrspace(3) %1078 to i32
	%1093 = zext i32 %1092 to i64
	%1094 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %1093
	%1095 = load i32, ptr addrspace(1) %1094, align 4
	%1096 = atomicrmw umax ptr %1080, i32 %1095 syncscope("agent") monotonic
	br label %tma.red.join.68

tma.red.71:
	%1097 = ptrtoint ptr addrspace(3) %1078 to i32
	%1098 = zext i32 %1097 to i64
	%1099 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %1098
	%1100 = load i32, ptr addrspace(1) %1099, align 4
	%1101 = atomicrmw max ptr %1080, i32 %1100 syncscope("agent") monotonic
	br label %tma.red.join.68

tma.red.72:
	%1102 = ptrtoint ptr addrspace(3) %1078 to i32
	%1103 = zext i32 %1102 to i64
	%1104 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %1103
	%1105 = load i64, ptr addrspace(1) %1104, align 8
	%1106 = atomicrmw umax ptr %1080, i64 %1105 syncscope("agent") monotonic
	br label %tma.red.join.68

tma.red.73:
	%1107 = ptrtoint ptr addrspace(3) %1078 to i32
	%1108 = zext i32 %1107 to i64
	%1109 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %1108
	%1110 = load i64, ptr addrspace(1) %1109, align 8
	%1111 = atomicrmw max ptr %1080, i64 %1110 syncscope("agent") monotonic
	br label %tma.red.join.68
}

declare void @llvm.trap()

declare i32 @llvm.amdgcn.workgroup.id.x()

declare i32 @llvm.amdgcn.workgroup.id.y()

declare i32 @llvm.amdgcn.workgroup.id.z()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
