target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
@mem_tma.shared.tile = internal addrspace(3) global [4096 x i8] undef, align 1024
@mem_tma.shared.smap = internal addrspace(3) global [128 x i8] undef, align 128
@mem_tma.shared.mbar = internal addrspace(3) global [8 x i8] undef, align 8

define amdgpu_kernel void @mem_tma(ptr addrspace(4) byref([8 x i8]) align 8 %p, ptr addrspace(4) byref([8 x i8]) align 8 %gmap, ptr addrspace(4) byref([128 x i8]) align 64 %kmap) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %p, align 8
	%1 = load i64, ptr addrspace(4) %gmap, align 8
	%2 = ptrtoint ptr addrspace(3) @mem_tma.shared.tile to i32
	%3 = ptrtoint ptr addrspace(3) @mem_tma.shared.mbar to i32
	%4 = ptrtoint ptr addrspace(3) @mem_tma.shared.smap to i32
	%5 = zext i32 %4 to i64
	%6 = trunc i64 %5 to i32
	%7 = inttoptr i32 %6 to ptr addrspace(3)
	store i64 %0, ptr addrspace(3) %7, align 8
	%8 = trunc i64 %5 to i32
	%9 = inttoptr i32 %8 to ptr addrspace(3)
	%10 = getelementptr inbounds i8, ptr addrspace(3) %9, i32 104
	store i32 1, ptr addrspace(3) %10, align 4
	%11 = trunc i64 %5 to i32
	%12 = inttoptr i32 %11 to ptr addrspace(3)
	%13 = getelementptr inbounds i8, ptr addrspace(3) %12, i32 64
	store i32 64, ptr addrspace(3) %13, align 4
	%14 = trunc i64 %5 to i32
	%15 = inttoptr i32 %14 to ptr addrspace(3)
	%16 = getelementptr inbounds i8, ptr addrspace(3) %15, i32 12
	store i32 64, ptr addrspace(3) %16, align 4
	%17 = trunc i64 %5 to i32
	%18 = inttoptr i32 %17 to ptr addrspace(3)
	%19 = getelementptr inbounds i8, ptr addrspace(3) %18, i32 32
	store i64 %0, ptr addrspace(3) %19, align 8
	%20 = trunc i64 %5 to i32
	%21 = inttoptr i32 %20 to ptr addrspace(3)
	%22 = getelementptr inbounds i8, ptr addrspace(3) %21, i32 84
	store i32 64, ptr addrspace(3) %22, align 4
	%23 = trunc i64 %5 to i32
	%24 = inttoptr i32 %23 to ptr addrspace(3)
	%25 = getelementptr inbounds i8, ptr addrspace(3) %24, i32 108
	store i32 6, ptr addrspace(3) %25, align 4
	%26 = trunc i64 %5 to i32
	%27 = inttoptr i32 %26 to ptr addrspace(3)
	%28 = getelementptr inbounds i8, ptr addrspace(3) %27, i32 112
	store i32 0, ptr addrspace(3) %28, align 4
	%29 = trunc i64 %5 to i32
	%30 = inttoptr i32 %29 to ptr addrspace(3)
	%31 = getelementptr inbounds i8, ptr addrspace(3) %30, i32 116
	store i32 3, ptr addrspace(3) %31, align 4
	%32 = trunc i64 %5 to i32
	%33 = inttoptr i32 %32 to ptr addrspace(3)
	%34 = getelementptr inbounds i8, ptr addrspace(3) %33, i32 124
	store i32 0, ptr addrspace(3) %34, align 4
	%35 = trunc i64 %5 to i32
	%36 = inttoptr i32 %35 to ptr addrspace(3)
	%37 = getelementptr inbounds i8, ptr addrspace(3) %36, i32 120
	store i32 1, ptr addrspace(3) %37, align 4
	%38 = inttoptr i64 %1 to ptr addrspace(1)
	%39 = trunc i64 %5 to i32
	%40 = inttoptr i32 %39 to ptr addrspace(3)
	br label %bulk.check.2

bulk.check.2:
	%41 = phi i32 [ 0, %entry ], [ %47, %bulk.body.3 ]
	%42 = icmp ult i32 %41, 128
	br i1 %42, label %bulk.body.3, label %bulk.done.4

bulk.body.3:
	%43 = getelementptr inbounds i8, ptr addrspace(3) %40, i32 %41
	%44 = load i128, ptr addrspace(3) %43, align 16
	%45 = zext i32 %41 to i64
	%46 = getelementptr inbounds i8, ptr addrspace(1) %38, i64 %45
	store i128 %44, ptr addrspace(1) %46, align 16
	%47 = add i32 %41, 16
	br label %bulk.check.2

bulk.done.4:
	fence syncscope("agent") release
	fence syncscope("workgroup") acq_rel
	%48 = zext i32 1 to i64
	%49 = and i64 %48, u0xFFFFF
	%50 = shl i64 %49, 20
	%51 = or i64 %50, %49
	%52 = inttoptr i32 %3 to ptr addrspace(3)
	store atomic i64 %51, ptr addrspace(3) %52 syncscope("workgroup") release, align 8
	%53 = zext i32 u0x2000 to i64
	%54 = inttoptr i32 %3 to ptr addrspace(3)
	%55 = zext i32 1 to i64
	%56 = load atomic i64, ptr addrspace(3) %54 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.5

atom.loop.5:
	%57 = phi i64 [ %56, %bulk.done.4 ], [ %81, %atom.loop.5 ]
	%58 = and i64 %57, u0xFFFFF
	%59 = lshr i64 %57, 20
	%60 = and i64 %59, u0xFFFFF
	%61 = lshr i64 %57, 40
	%62 = and i64 %61, u0x7FFFFF
	%63 = and i64 %57, -9223372036854775808
	%64 = sub i64 %58, %55
	%65 = and i64 %64, u0xFFFFF
	%66 = add i64 %62, %53
	%67 = and i64 %66, u0x7FFFFF
	%68 = icmp eq i64 %65, 0
	%69 = icmp eq i64 %67, 0
	%70 = and i1 %68, %69
	%71 = shl i64 %60, 20
	%72 = xor i64 %63, -9223372036854775808
	%73 = or i64 %72, %71
	%74 = or i64 %73, %60
	%75 = or i64 %63, %71
	%76 = or i64 %75, %65
	%77 = shl i64 %67, 40
	%78 = or i64 %76, %77
	%79 = select i1 %70, i64 %74, i64 %78
	%80 = cmpxchg ptr addrspace(3) %54, i64 %57, i64 %79 syncscope("workgroup") acq_rel acquire
	%81 = extractvalue { i64, i1 } %80, 0
	%82 = extractvalue { i64, i1 } %80, 1
	br i1 %82, label %atom.done.6, label %atom.loop.5

atom.done.6:
	%83 = inttoptr i64 %1 to ptr
	%84 = inttoptr i32 %2 to ptr addrspace(3)
	%85 = load i64, ptr %83, align 8
	%86 = getelementptr inbounds i8, ptr %83, i64 108
	%87 = load i32, ptr %86, align 4
	%88 = shl i32 %87, 1
	%89 = lshr i32 43949988, %88
	%90 = and i32 %89, 3
	%91 = shl i32 1, %90
	%92 = getelementptr inbounds i8, ptr %83, i64 116
	%93 = load i32, ptr %92, align 4
	%94 = getelementptr inbounds i8, ptr %83, i64 120
	%95 = load i32, ptr %94, align 4
	%96 = getelementptr inbounds i8, ptr %83, i64 8
	%97 = load i32, ptr %96, align 4
	%98 = getelementptr inbounds i8, ptr %83, i64 64
	%99 = load i32, ptr %98, align 4
	%100 = getelementptr inbounds i8, ptr %83, i64 84
	%101 = load i32, ptr %100, align 4
	%102 = icmp eq i32 %101, 0
	%103 = select i1 %102, i32 1, i32 %101
	%104 = sub i32 %103, 1
	%105 = add i32 %99, %104
	%106 = udiv i32 %105, %103
	%107 = mul i32 1, %106
	%108 = zext i32 %91 to i64
	%109 = shl i32 %107, %90
	%110 = ptrtoint ptr addrspace(3) %84 to i32
	br label %bulk.check.7

bulk.check.7:
	%111 = phi i32 [ 0, %atom.done.6 ], [ %151, %tma.join.12 ]
	%112 = icmp ult i32 %111, %109
	br i1 %112, label %bulk.body.8, label %bulk.done.9

bulk.body.8:
	%113 = lshr i32 %111, %90
	%114 = sub i32 %91, 1
	%115 = and i32 %111, %114
	%116 = zext i32 %115 to i64
	%117 = urem i32 %113, %106
	%118 = udiv i32 %113, %106
	%119 = mul i32 %117, %103
	%120 = add i32 3, %119
	%121 = icmp ult i32 %120, %97
	%122 = and i1 true, %121
	%123 = sext i32 %120 to i64
	%124 = mul i64 %123, %108
	%125 = add i64 %116, %124
	%126 = shl i32 %113, %90
	%127 = add i32 %126, %115
	%128 = add i32 %110, %127
	%129 = shl i32 1, %93
	%130 = sub i32 %129, 1
	%131 = lshr i32 %128, 7
	%132 = and i32 %131, %130
	%133 = shl i32 %132, 4
	%134 = xor i32 %128, %133
	%135 = inttoptr i32 %134 to ptr addrspace(3)
	%136 = add i64 %85, %125
	%137 = inttoptr i64 %136 to ptr
	br i1 %122, label %tma.in.10, label %tma.out.11

bulk.done.9:
	%138 = inttoptr i32 %3 to ptr addrspace(3)
	%139 = zext i32 %109 to i64
	%140 = sub i64 0, %139
	%141 = load atomic i64, ptr addrspace(3) %138 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.13

tma.in.10:
	%142 = load i8, ptr %137, align 1
	br label %tma.join.12

tma.out.11:
	%143 = and i32 %115, 1
	%144 = icmp eq i32 %143, 0
	%145 = select i1 %144, i8 247, i8 127
	%146 = icmp eq i32 %95, 1
	%147 = icmp uge i32 %87, 6
	%148 = and i1 %146, %147
	%149 = select i1 %148, i8 %145, i8 0
	br label %tma.join.12

tma.join.12:
	%150 = phi i8 [ %142, %tma.in.10 ], [ %149, %tma.out.11 ]
	store i8 %150, ptr addrspace(3) %135, align 1
	%151 = add i32 %111, 1
	br label %bulk.check.7

atom.loop.13:
	%152 = phi i64 [ %141, %bulk.done.9 ], [ %176, %atom.loop.13 ]
	%153 = and i64 %152, u0xFFFFF
	%154 = lshr i64 %152, 20
	%155 = and i64 %154, u0xFFFFF
	%156 = lshr i64 %152, 40
	%157 = and i64 %156, u0x7FFFFF
	%158 = and i64 %152, -9223372036854775808
	%159 = sub i64 %153, 0
	%160 = and i64 %159, u0xFFFFF
	%161 = add i64 %157, %140
	%162 = and i64 %161, u0x7FFFFF
	%163 = icmp eq i64 %160, 0
	%164 = icmp eq i64 %162, 0
	%165 = and i1 %163, %164
	%166 = shl i64 %155, 20
	%167 = xor i64 %158, -9223372036854775808
	%168 = or i64 %167, %166
	%169 = or i64 %168, %155
	%170 = or i64 %158, %166
	%171 = or i64 %170, %160
	%172 = shl i64 %162, 40
	%173 = or i64 %171, %172
	%174 = select i1 %165, i64 %169, i64 %173
	%175 = cmpxchg ptr addrspace(3) %138, i64 %152, i64 %174 syncscope("workgroup") acq_rel acquire
	%176 = extractvalue { i64, i1 } %175, 0
	%177 = extractvalue { i64, i1 } %175, 1
	br i1 %177, label %atom.done.14, label %atom.loop.13

atom.done.14:
	%178 = inttoptr i64 %1 to ptr
	%179 = inttoptr i32 %2 to ptr addrspace(3)
	%180 = load i64, ptr %178, align 8
	%181 = getelementptr inbounds i8, ptr %178, i64 108
	%182 = load i32, ptr %181, align 4
	%183 = shl i32 %182, 1
	%184 = lshr i32 43949988, %183
	%185 = and i32 %184, 3
	%186 = shl i32 1, %185
	%187 = getelementptr inbounds i8, ptr %178, i64 116
	%188 = load i32, ptr %187, align 4
	%189 = getelementptr inbounds i8, ptr %178, i64 120
	%190 = load i32, ptr %189, align 4
	%191 = getelementptr inbounds i8, ptr %178, i64 8
	%192 = load i32, ptr %191, align 4
	%193 = getelementptr inbounds i8, ptr %178, i64 64
	%194 = load i32, ptr %193, align 4
	%195 = getelementptr inbounds i8, ptr %178, i64 84
	%196 = load i32, ptr %195, align 4
	%197 = icmp eq i32 %196, 0
	%198 = select i1 %197, i32 1, i32 %196
	%199 = sub i32 %198, 1
	%200 = add i32 %194, %199
	%201 = udiv i32 %200, %198
	%202 = mul i32 1, %201
	%203 = zext i32 %186 to i64
	%204 = getelementptr inbounds i8, ptr %178, i64 12
	%205 = load i32, ptr %204, align 4
	%206 = getelementptr inbounds i8, ptr %178, i64 68
	%207 = load i32, ptr %206, align 4
	%208 = getelementptr inbounds i8, ptr %178, i64 88
	%209 = load i32, ptr %208, align 4
	%210 = icmp eq i32 %209, 0
	%211 = select i1 %210, i32 1, i32 %209
	%212 = sub i32 %211, 1
	%213 = add i32 %207, %212
	%214 = udiv i32 %213, %211
	%215 = mul i32 %202, %214
	%216 = getelementptr inbounds i8, ptr %178, i64 32
	%217 = load i64, ptr %216, align 8
	%218 = shl i32 %215, %185
	%219 = ptrtoint ptr addrspace(3) %179 to i32
	br label %bulk.check.15

bulk.check.15:
	%220 = phi i32 [ 0, %atom.done.14 ], [ %269, %tma.join.20 ]
	%221 = icmp ult i32 %220, %218
	br i1 %221, label %bulk.body.16, label %bulk.done.17

bulk.body.16:
	%222 = lshr i32 %220, %185
	%223 = sub i32 %186, 1
	%224 = and i32 %220, %223
	%225 = zext i32 %224 to i64
	%226 = urem i32 %222, %201
	%227 = udiv i32 %222, %201
	%228 = mul i32 %226, %198
	%229 = add i32 3, %228
	%230 = icmp ult i32 %229, %192
	%231 = and i1 true, %230
	%232 = sext i32 %229 to i64
	%233 = mul i64 %232, %203
	%234 = add i64 %225, %233
	%235 = urem i32 %227, %214
	%236 = udiv i32 %227, %214
	%237 = mul i32 %235, %211
	%238 = add i32 u0xFFFFFFFE, %237
	%239 = icmp ult i32 %238, %205
	%240 = and i1 %231, %239
	%241 = sext i32 %238 to i64
	%242 = mul i64 %241, %217
	%243 = add i64 %234, %242
	%244 = shl i32 %222, %185
	%245 = add i32 %244, %224
	%246 = add i32 %219, %245
	%247 = shl i32 1, %188
	%248 = sub i32 %247, 1
	%249 = lshr i32 %246, 7
	%250 = and i32 %249, %248
	%251 = shl i32 %250, 4
	%252 = xor i32 %246, %251
	%253 = inttoptr i32 %252 to ptr addrspace(3)
	%254 = add i64 %180, %243
	%255 = inttoptr i64 %254 to ptr
	br i1 %240, label %tma.in.18, label %tma.out.19

bulk.done.17:
	%256 = inttoptr i32 %3 to ptr addrspace(3)
	%257 = zext i32 %218 to i64
	%258 = sub i64 0, %257
	%259 = load atomic i64, ptr addrspace(3) %256 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.21

tma.in.18:
	%260 = load i8, ptr %255, align 1
	br label %tma.join.20

tma.out.19:
	%261 = and i32 %224, 1
	%262 = icmp eq i32 %261, 0
	%263 = select i1 %262, i8 247, i8 127
	%264 = icmp eq i32 %190, 1
	%265 = icmp uge i32 %182, 6
	%266 = and i1 %264, %265
	%267 = select i1 %266, i8 %263, i8 0
	br label %tma.join.20

tma.join.20:
	%268 = phi i8 [ %260, %tma.in.18 ], [ %267, %tma.out.19 ]
	store i8 %268, ptr addrspace(3) %253, align 1
	%269 = add i32 %220, 1
	br label %bulk.check.15

atom.loop.21:
	%270 = phi i64 [ %259, %bulk.done.17 ], [ %294, %atom.loop.21 ]
	%271 = and i64 %270, u0xFFFFF
	%272 = lshr i64 %270, 20
	%273 = and i64 %272, u0xFFFFF
	%274 = lshr i64 %270, 40
	%275 = and i64 %274, u0x7FFFFF
	%276 = and i64 %270, -9223372036854775808
	%277 = sub i64 %271, 0
	%278 = and i64 %277, u0xFFFFF
	%279 = add i64 %275, %258
	%280 = and i64 %279, u0x7FFFFF
	%281 = icmp eq i64 %278, 0
	%282 = icmp eq i64 %280, 0
	%283 = and i1 %281, %282
	%284 = shl i64 %273, 20
	%285 = xor i64 %276, -9223372036854775808
	%286 = or i64 %285, %284
	%287 = or i64 %286, %273
	%288 = or i64 %276, %284
	%289 = or i64 %288, %278
	%290 = shl i64 %280, 40
	%291 = or i64 %289, %290
	%292 = select i1 %283, i64 %287, i64 %291
	%293 = cmpxchg ptr addrspace(3) %256, i64 %270, i64 %292 syncscope("workgroup") acq_rel acquire
	%294 = extractvalue { i64, i1 } %293, 0
	%295 = extractvalue { i64, i1 } %293, 1
	br i1 %295, label %atom.done.22, label %atom.loop.21

atom.done.22:
	%296 = inttoptr i32 %2 to ptr addrspace(3)
	%297 = load i64, ptr addrspace(4) %kmap, align 8
	%298 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 108
	%299 = load i32, ptr addrspace(4) %298, align 4
	%300 = shl i32 %299, 1
	%301 = lshr i32 43949988, %300
	%302 = and i32 %301, 3
	%303 = shl i32 1, %302
	%304 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 116
	%305 = load i32, ptr addrspace(4) %304, align 4
	%306 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 120
	%307 = load i32, ptr addrspace(4) %306, align 4
	%308 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 8
	%309 = load i32, ptr addrspace(4) %308, align 4
	%310 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 64
	%311 = load i32, ptr addrspace(4) %310, align 4
	%312 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 84
	%313 = load i32, ptr addrspace(4) %312, align 4
	%314 = icmp eq i32 %313, 0
	%315 = select i1 %314, i32 1, i32 %313
	%316 = sub i32 %315, 1
	%317 = add i32 %311, %316
	%318 = udiv i32 %317, %315
	%319 = mul i32 1, %318
	%320 = zext i32 %303 to i64
	%321 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 12
	%322 = load i32, ptr addrspace(4) %321, align 4
	%323 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 68
	%324 = load i32, ptr addrspace(4) %323, align 4
	%325 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 88
	%326 = load i32, ptr addrspace(4) %325, align 4
	%327 = icmp eq i32 %326, 0
	%328 = select i1 %327, i32 1, i32 %326
	%329 = sub i32 %328, 1
	%330 = add i32 %324, %329
	%331 = udiv i32 %330, %328
	%332 = mul i32 %319, %331
	%333 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 32
	%334 = load i64, ptr addrspace(4) %333, align 8
	%335 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 16
	%336 = load i32, ptr addrspace(4) %335, align 4
	%337 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 72
	%338 = load i32, ptr addrspace(4) %337, align 4
	%339 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 92
	%340 = load i32, ptr addrspace(4) %339, align 4
	%341 = icmp eq i32 %340, 0
	%342 = select i1 %341, i32 1, i32 %340
	%343 = sub i32 %342, 1
	%344 = add i32 %338, %343
	%345 = udiv i32 %344, %342
	%346 = mul i32 %332, %345
	%347 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 40
	%348 = load i64, ptr addrspace(4) %347, align 8
	%349 = shl i32 %346, %302
	%350 = ptrtoint ptr addrspace(3) %296 to i32
	br label %bulk.check.23

bulk.check.23:
	%351 = phi i32 [ 0, %atom.done.22 ], [ %409, %tma.join.28 ]
	%352 = icmp ult i32 %351, %349
	br i1 %352, label %bulk.body.24, label %bulk.done.25

bulk.body.24:
	%353 = lshr i32 %351, %302
	%354 = sub i32 %303, 1
	%355 = and i32 %351, %354
	%356 = zext i32 %355 to i64
	%357 = urem i32 %353, %318
	%358 = udiv i32 %353, %318
	%359 = mul i32 %357, %315
	%360 = add i32 3, %359
	%361 = icmp ult i32 %360, %309
	%362 = and i1 true, %361
	%363 = sext i32 %360 to i64
	%364 = mul i64 %363, %320
	%365 = add i64 %356, %364
	%366 = urem i32 %358, %331
	%367 = udiv i32 %358, %331
	%368 = mul i32 %366, %328
	%369 = add i32 u0xFFFFFFFE, %368
	%370 = icmp ult i32 %369, %322
	%371 = and i1 %362, %370
	%372 = sext i32 %369 to i64
	%373 = mul i64 %372, %334
	%374 = add i64 %365, %373
	%375 = urem i32 %367, %345
	%376 = udiv i32 %367, %345
	%377 = mul i32 %375, %342
	%378 = add i32 3, %377
	%379 = icmp ult i32 %378, %336
	%380 = and i1 %371, %379
	%381 = sext i32 %378 to i64
	%382 = mul i64 %381, %348
	%383 = add i64 %374, %382
	%384 = shl i32 %353, %302
	%385 = add i32 %384, %355
	%386 = add i32 %350, %385
	%387 = shl i32 1, %305
	%388 = sub i32 %387, 1
	%389 = lshr i32 %386, 7
	%390 = and i32 %389, %388
	%391 = shl i32 %390, 4
	%392 = xor i32 %386, %391
	%393 = inttoptr i32 %392 to ptr addrspace(3)
	%394 = add i64 %297, %383
	%395 = inttoptr i64 %394 to ptr
	br i1 %380, label %tma.in.26, label %tma.out.27

bulk.done.25:
	%396 = inttoptr i32 %3 to ptr addrspace(3)
	%397 = zext i32 %349 to i64
	%398 = sub i64 0, %397
	%399 = load atomic i64, ptr addrspace(3) %396 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.29

tma.in.26:
	%400 = load i8, ptr %395, align 1
	br label %tma.join.28

tma.out.27:
	%401 = and i32 %355, 1
	%402 = icmp eq i32 %401, 0
	%403 = select i1 %402, i8 247, i8 127
	%404 = icmp eq i32 %307, 1
	%405 = icmp uge i32 %299, 6
	%406 = and i1 %404, %405
	%407 = select i1 %406, i8 %403, i8 0
	br label %tma.join.28

tma.join.28:
	%408 = phi i8 [ %400, %tma.in.26 ], [ %407, %tma.out.27 ]
	store i8 %408, ptr addrspace(3) %393, align 1
	%409 = add i32 %351, 1
	br label %bulk.check.23

atom.loop.29:
	%410 = phi i64 [ %399, %bulk.done.25 ], [ %434, %atom.loop.29 ]
	%411 = and i64 %410, u0xFFFFF
	%412 = lshr i64 %410, 20
	%413 = and i64 %412, u0xFFFFF
	%414 = lshr i64 %410, 40
	%415 = and i64 %414, u0x7FFFFF
	%416 = and i64 %410, -9223372036854775808
	%417 = sub i64 %411, 0
	%418 = and i64 %417, u0xFFFFF
	%419 = add i64 %415, %398
	%420 = and i64 %419, u0x7FFFFF
	%421 = icmp eq i64 %418, 0
	%422 = icmp eq i64 %420, 0
	%423 = and i1 %421, %422
	%424 = shl i64 %413, 20
	%425 = xor i64 %416, -9223372036854775808
	%426 = or i64 %425, %424
	%427 = or i64 %426, %413
	%428 = or i64 %416, %424
	%429 = or i64 %428, %418
	%430 = shl i64 %420, 40
	%431 = or i64 %429, %430
	%432 = select i1 %423, i64 %427, i64 %431
	%433 = cmpxchg ptr addrspace(3) %396, i64 %410, i64 %432 syncscope("workgroup") acq_rel acquire
	%434 = extractvalue { i64, i1 } %433, 0
	%435 = extractvalue { i64, i1 } %433, 1
	br i1 %435, label %atom.done.30, label %atom.loop.29

atom.done.30:
	%436 = inttoptr i64 %1 to ptr
	%437 = inttoptr i32 %2 to ptr addrspace(3)
	%438 = load i64, ptr %436, align 8
	%439 = getelementptr inbounds i8, ptr %436, i64 108
	%440 = load i32, ptr %439, align 4
	%441 = shl i32 %440, 1
	%442 = lshr i32 43949988, %441
	%443 = and i32 %442, 3
	%444 = shl i32 1, %443
	%445 = getelementptr inbounds i8, ptr %436, i64 116
	%446 = load i32, ptr %445, align 4
	%447 = getelementptr inbounds i8, ptr %436, i64 120
	%448 = load i32, ptr %447, align 4
	%449 = getelementptr inbounds i8, ptr %436, i64 8
	%450 = load i32, ptr %449, align 4
	%451 = getelementptr inbounds i8, ptr %436, i64 64
	%452 = load i32, ptr %451, align 4
	%453 = getelementptr inbounds i8, ptr %436, i64 84
	%454 = load i32, ptr %453, align 4
	%455 = icmp eq i32 %454, 0
	%456 = select i1 %455, i32 1, i32 %454
	%457 = sub i32 %456, 1
	%458 = add i32 %452, %457
	%459 = udiv i32 %458, %456
	%460 = mul i32 1, %459
	%461 = zext i32 %444 to i64
	%462 = getelementptr inbounds i8, ptr %436, i64 12
	%463 = load i32, ptr %462, align 4
	%464 = getelementptr inbounds i8, ptr %436, i64 68
	%465 = load i32, ptr %464, align 4
	%466 = getelementptr inbounds i8, ptr %436, i64 88
	%467 = load i32, ptr %466, align 4
	%468 = icmp eq i32 %467, 0
	%469 = select i1 %468, i32 1, i32 %467
	%470 = sub i32 %469, 1
	%471 = add i32 %465, %470
	%472 = udiv i32 %471, %469
	%473 = mul i32 %460, %472
	%474 = getelementptr inbounds i8, ptr %436, i64 32
	%475 = load i64, ptr %474, align 8
	%476 = getelementptr inbounds i8, ptr %436, i64 16
	%477 = load i32, ptr %476, align 4
	%478 = getelementptr inbounds i8, ptr %436, i64 72
	%479 = load i32, ptr %478, align 4
	%480 = getelementptr inbounds i8, ptr %436, i64 92
	%481 = load i32, ptr %480, align 4
	%482 = icmp eq i32 %481, 0
	%483 = select i1 %482, i32 1, i32 %481
	%484 = sub i32 %483, 1
	%485 = add i32 %479, %484
	%486 = udiv i32 %485, %483
	%487 = mul i32 %473, %486
	%488 = getelementptr inbounds i8, ptr %436, i64 40
	%489 = load i64, ptr %488, align 8
	%490 = getelementptr inbounds i8, ptr %436, i64 20
	%491 = load i32, ptr %490, align 4
	%492 = getelementptr inbounds i8, ptr %436, i64 76
	%493 = load i32, ptr %492, align 4
	%494 = getelementptr inbounds i8, ptr %436, i64 96
	%495 = load i32, ptr %494, align 4
	%496 = icmp eq i32 %495, 0
	%497 = select i1 %496, i32 1, i32 %495
	%498 = sub i32 %497, 1
	%499 = add i32 %493, %498
	%500 = udiv i32 %499, %497
	%501 = mul i32 %487, %500
	%502 = getelementptr inbounds i8, ptr %436, i64 48
	%503 = load i64, ptr %502, align 8
	%504 = shl i32 %501, %443
	%505 = ptrtoint ptr addrspace(3) %437 to i32
	br label %bulk.check.31

bulk.check.31:
	%506 = phi i32 [ 0, %atom.done.30 ], [ %649, %tma.join.35 ]
	%507 = icmp ult i32 %506, %504
	br i1 %507, label %bulk.body.32, label %bulk.done.33

bulk.body.32:
	%508 = lshr i32 %506, %443
	%509 = sub i32 %444, 1
	%510 = and i32 %506, %509
	%511 = zext i32 %510 to i64
	%512 = urem i32 %508, %459
	%513 = udiv i32 %508, %459
	%514 = mul i32 %512, %456
	%515 = add i32 3, %514
	%516 = shl i32 %450, %443
	%517 = add i32 %516, 15
	%518 = and i32 %517, u0xFFFFFFF0
	%519 = lshr i32 %518, %443
	%520 = icmp ult i32 %515, %519
	%521 = and i1 true, %520
	%522 = sext i32 %515 to i64
	%523 = mul i64 %522, %461
	%524 = add i64 %511, %523
	%525 = urem i32 %513, %472
	%526 = udiv i32 %513, %472
	%527 = mul i32 %525, %469
	%528 = add i32 u0xFFFFFFFE, %527
	%529 = icmp ult i32 %528, %463
	%530 = and i1 %521, %529
	%531 = sext i32 %528 to i64
	%532 = mul i64 %531, %475
	%533 = add i64 %524, %532
	%534 = urem i32 %526, %486
	%535 = udiv i32 %526, %486
	%536 = mul i32 %534, %483
	%537 = add i32 3, %536
	%538 = icmp ult i32 %537, %477
	%539 = and i1 %530, %538
	%540 = sext i32 %537 to i64
	%541 = mul i64 %540, %489
	%542 = add i64 %533, %541
	%543 = urem i32 %535, %500
	%544 = udiv i32 %535, %500
	%545 = mul i32 %543, %497
	%546 = add i32 u0xFFFFFFFE, %545
	%547 = icmp ult i32 %546, %491
	%548 = and i1 %539, %547
	%549 = sext i32 %546 to i64
	%550 = mul i64 %549, %503
	%551 = add i64 %542, %550
	%552 = shl i32 %508, %443
	%553 = add i32 %552, %510
	%554 = add i32 %505, %553
	%555 = shl i32 1, %446
	%556 = sub i32 %555, 1
	%557 = lshr i32 %554, 7
	%558 = and i32 %557, %556
	%559 = shl i32 %558, 4
	%560 = xor i32 %554, %559
	%561 = inttoptr i32 %560 to ptr addrspace(3)
	%562 = add i64 %438, %551
	%563 = inttoptr i64 %562 to ptr
	br i1 %548, label %tma.in.34, label %tma.join.35

bulk.done.33:
	%564 = inttoptr i64 %1 to ptr
	%565 = inttoptr i32 %2 to ptr addrspace(3)
	%566 = load i64, ptr %564, align 8
	%567 = getelementptr inbounds i8, ptr %564, i64 108
	%568 = load i32, ptr %567, align 4
	%569 = shl i32 %568, 1
	%570 = lshr i32 43949988, %569
	%571 = and i32 %570, 3
	%572 = shl i32 1, %571
	%573 = getelementptr inbounds i8, ptr %564, i64 116
	%574 = load i32, ptr %573, align 4
	%575 = getelementptr inbounds i8, ptr %564, i64 120
	%576 = load i32, ptr %575, align 4
	%577 = getelementptr inbounds i8, ptr %564, i64 8
	%578 = load i32, ptr %577, align 4
	%579 = getelementptr inbounds i8, ptr %564, i64 64
	%580 = load i32, ptr %579, align 4
	%581 = getelementptr inbounds i8, ptr %564, i64 84
	%582 = load i32, ptr %581, align 4
	%583 = icmp eq i32 %582, 0
	%584 = select i1 %583, i32 1, i32 %582
	%585 = sub i32 %584, 1
	%586 = add i32 %580, %585
	%587 = udiv i32 %586, %584
	%588 = mul i32 1, %587
	%589 = zext i32 %572 to i64
	%590 = getelementptr inbounds i8, ptr %564, i64 12
	%591 = load i32, ptr %590, align 4
	%592 = getelementptr inbounds i8, ptr %564, i64 68
	%593 = load i32, ptr %592, align 4
	%594 = getelementptr inbounds i8, ptr %564, i64 88
	%595 = load i32, ptr %594, align 4
	%596 = icmp eq i32 %595, 0
	%597 = select i1 %596, i32 1, i32 %595
	%598 = sub i32 %597, 1
	%599 = add i32 %593, %598
	%600 = udiv i32 %599, %597
	%601 = mul i32 %588, %600
	%602 = getelementptr inbounds i8, ptr %564, i64 32
	%603 = load i64, ptr %602, align 8
	%604 = getelementptr inbounds i8, ptr %564, i64 16
	%605 = load i32, ptr %604, align 4
	%606 = getelementptr inbounds i8, ptr %564, i64 72
	%607 = load i32, ptr %606, align 4
	%608 = getelementptr inbounds i8, ptr %564, i64 92
	%609 = load i32, ptr %608, align 4
	%610 = icmp eq i32 %609, 0
	%611 = select i1 %610, i32 1, i32 %609
	%612 = sub i32 %611, 1
	%613 = add i32 %607, %612
	%614 = udiv i32 %613, %611
	%615 = mul i32 %601, %614
	%616 = getelementptr inbounds i8, ptr %564, i64 40
	%617 = load i64, ptr %616, align 8
	%618 = getelementptr inbounds i8, ptr %564, i64 20
	%619 = load i32, ptr %618, align 4
	%620 = getelementptr inbounds i8, ptr %564, i64 76
	%621 = load i32, ptr %620, align 4
	%622 = getelementptr inbounds i8, ptr %564, i64 96
	%623 = load i32, ptr %622, align 4
	%624 = icmp eq i32 %623, 0
	%625 = select i1 %624, i32 1, i32 %623
	%626 = sub i32 %625, 1
	%627 = add i32 %621, %626
	%628 = udiv i32 %627, %625
	%629 = mul i32 %615, %628
	%630 = getelementptr inbounds i8, ptr %564, i64 48
	%631 = load i64, ptr %630, align 8
	%632 = getelementptr inbounds i8, ptr %564, i64 24
	%633 = load i32, ptr %632, align 4
	%634 = getelementptr inbounds i8, ptr %564, i64 80
	%635 = load i32, ptr %634, align 4
	%636 = getelementptr inbounds i8, ptr %564, i64 100
	%637 = load i32, ptr %636, align 4
	%638 = icmp eq i32 %637, 0
	%639 = select i1 %638, i32 1, i32 %637
	%640 = sub i32 %639, 1
	%641 = add i32 %635, %640
	%642 = udiv i32 %641, %639
	%643 = mul i32 %629, %642
	%644 = getelementptr inbounds i8, ptr %564, i64 56
	%645 = load i64, ptr %644, align 8
	%646 = shl i32 %643, %571
	%647 = ptrtoint ptr addrspace(3) %565 to i32
	br label %bulk.check.36

tma.in.34:
	%648 = load i8, ptr addrspace(3) %561, align 1
	store i8 %648, ptr %563, align 1
	br label %tma.join.35

tma.join.35:
	%649 = add i32 %506, 1
	br label %bulk.check.31

bulk.check.36:
	%650 = phi i32 [ 0, %bulk.done.33 ], [ %756, %tma.join.40 ]
	%651 = icmp ult i32 %650, %643
	br i1 %651, label %bulk.body.37, label %bulk.done.38

bulk.body.37:
	%652 = zext i32 0 to i64
	%653 = urem i32 %650, %587
	%654 = udiv i32 %650, %587
	%655 = mul i32 %653, %584
	%656 = add i32 3, %655
	%657 = shl i32 %578, %571
	%658 = add i32 %657, 15
	%659 = and i32 %658, u0xFFFFFFF0
	%660 = lshr i32 %659, %571
	%661 = icmp ult i32 %656, %660
	%662 = and i1 true, %661
	%663 = sext i32 %656 to i64
	%664 = mul i64 %663, %589
	%665 = add i64 %652, %664
	%666 = urem i32 %654, %600
	%667 = udiv i32 %654, %600
	%668 = mul i32 %666, %597
	%669 = add i32 u0xFFFFFFFE, %668
	%670 = icmp ult i32 %669, %591
	%671 = and i1 %662, %670
	%672 = sext i32 %669 to i64
	%673 = mul i64 %672, %603
	%674 = add i64 %665, %673
	%675 = urem i32 %667, %614
	%676 = udiv i32 %667, %614
	%677 = mul i32 %675, %611
	%678 = add i32 3, %677
	%679 = icmp ult i32 %678, %605
	%680 = and i1 %671, %679
	%681 = sext i32 %678 to i64
	%682 = mul i64 %681, %617
	%683 = add i64 %674, %682
	%684 = urem i32 %676, %628
	%685 = udiv i32 %676, %628
	%686 = mul i32 %684, %625
	%687 = add i32 u0xFFFFFFFE, %686
	%688 = icmp ult i32 %687, %619
	%689 = and i1 %680, %688
	%690 = sext i32 %687 to i64
	%691 = mul i64 %690, %631
	%692 = add i64 %683, %691
	%693 = urem i32 %685, %642
	%694 = udiv i32 %685, %642
	%695 = mul i32 %693, %639
	%696 = add i32 3, %695
	%697 = icmp ult i32 %696, %633
	%698 = and i1 %689, %697
	%699 = sext i32 %696 to i64
	%700 = mul i64 %699, %645
	%701 = add i64 %692, %700
	%702 = shl i32 %650, %571
	%703 = add i32 %702, 0
	%704 = add i32 %647, %703
	%705 = shl i32 1, %574
	%706 = sub i32 %705, 1
	%707 = lshr i32 %704, 7
	%708 = and i32 %707, %706
	%709 = shl i32 %708, 4
	%710 = xor i32 %704, %709
	%711 = inttoptr i32 %710 to ptr addrspace(3)
	%712 = add i64 %566, %701
	%713 = inttoptr i64 %712 to ptr
	br i1 %698, label %tma.in.39, label %tma.join.40

bulk.done.38:
	%714 = inttoptr i64 %1 to ptr
	%715 = inttoptr i32 %2 to ptr addrspace(3)
	%716 = load i64, ptr %714, align 8
	%717 = getelementptr inbounds i8, ptr %714, i64 108
	%718 = load i32, ptr %717, align 4
	%719 = shl i32 %718, 1
	%720 = lshr i32 43949988, %719
	%721 = and i32 %720, 3
	%722 = shl i32 1, %721
	%723 = getelementptr inbounds i8, ptr %714, i64 116
	%724 = load i32, ptr %723, align 4
	%725 = getelementptr inbounds i8, ptr %714, i64 120
	%726 = load i32, ptr %725, align 4
	%727 = getelementptr inbounds i8, ptr %714, i64 8
	%728 = load i32, ptr %727, align 4
	%729 = getelementptr inbounds i8, ptr %714, i64 64
	%730 = load i32, ptr %729, align 4
	%731 = getelementptr inbounds i8, ptr %714, i64 84
	%732 = load i32, ptr %731, align 4
	%733 = icmp eq i32 %732, 0
	%734 = select i1 %733, i32 1, i32 %732
	%735 = sub i32 %734, 1
	%736 = add i32 %730, %735
	%737 = udiv i32 %736, %734
	%738 = mul i32 1, %737
	%739 = zext i32 %722 to i64
	%740 = getelementptr inbounds i8, ptr %714, i64 12
	%741 = load i32, ptr %740, align 4
	%742 = getelementptr inbounds i8, ptr %714, i64 68
	%743 = load i32, ptr %742, align 4
	%744 = getelementptr inbounds i8, ptr %714, i64 88
	%745 = load i32, ptr %744, align 4
	%746 = icmp eq i32 %745, 0
	%747 = select i1 %746, i32 1, i32 %745
	%748 = sub i32 %747, 1
	%749 = add i32 %743, %748
	%750 = udiv i32 %749, %747
	%751 = mul i32 %738, %750
	%752 = getelementptr inbounds i8, ptr %714, i64 32
	%753 = load i64, ptr %752, align 8
	%754 = shl i32 %751, %721
	%755 = ptrtoint ptr addrspace(3) %715 to i32
	br label %bulk.check.63

tma.in.39:
	switch i32 %568, label %tma.red.bad.42 [
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
	%756 = add i32 %650, 1
	br label %bulk.check.36

tma.red.join.41:
	br label %tma.join.40

tma.red.bad.42:
	call void @llvm.trap()
	unreachable

tma.red.43:
	%757 = load i32, ptr addrspace(3) %711, align 4
	%758 = atomicrmw add ptr %713, i32 %757 syncscope("agent") monotonic
	br label %tma.red.join.41

tma.red.44:
	%759 = load i32, ptr addrspace(3) %711, align 4
	%760 = atomicrmw add ptr %713, i32 %759 syncscope("agent") monotonic
	br label %tma.red.join.41

tma.red.45:
	%761 = load i64, ptr addrspace(3) %711, align 8
	%762 = atomicrmw add ptr %713, i64 %761 syncscope("agent") monotonic
	br label %tma.red.join.41

tma.red.46:
	%763 = load i16, ptr addrspace(3) %711, align 2
	%764 = ptrtoint ptr %713 to i64
	%765 = and i64 %764, -4
	%766 = inttoptr i64 %765 to ptr
	%767 = and i64 %764, 2
	%768 = trunc i64 %767 to i32
	%769 = shl i32 %768, 3
	%770 = load atomic i32, ptr %766 syncscope("agent") monotonic, align 4
	br label %atom.loop.47

atom.loop.47:
	%771 = phi i32 [ %770, %tma.red.46 ], [ %788, %atom.loop.47 ]
	%772 = lshr i32 %771, %769
	%773 = trunc i32 %772 to i16
	%774 = bitcast i16 %773 to half
	%775 = bitcast i16 %763 to half
	%776 = fadd half %774, %775
	%777 = bitcast half %776 to i16
	%778 = and i16 %777, u0x7FFF
	%779 = icmp ugt i16 %778, 31744
	%780 = select i1 %779, i16 u0x7FFF, i16 %777
	%781 = zext i16 %780 to i32
	%782 = shl i32 %781, %769
	%783 = shl i32 u0xFFFF, %769
	%784 = xor i32 %783, -1
	%785 = and i32 %771, %784
	%786 = or i32 %785, %782
	%787 = cmpxchg ptr %766, i32 %771, i32 %786 syncscope("agent") monotonic monotonic
	%788 = extractvalue { i32, i1 } %787, 0
	%789 = extractvalue { i32, i1 } %787, 1
	br i1 %789, label %atom.done.48, label %atom.loop.47

atom.done.48:
	br label %tma.red.join.41

tma.red.49:
	%790 = load i32, ptr addrspace(3) %711, align 4
	%791 = and i32 %790, 2139095040
	%792 = icmp eq i32 %791, 0
	%793 = and i32 %790, u0x80000000
	%794 = select i1 %792, i32 %793, i32 %790
	%795 = bitcast i32 %794 to float
	%796 = atomicrmw fadd ptr %713, float %795 syncscope("agent") monotonic
	%797 = fadd float %796, %795
	%798 = fcmp uno float %797, %797
	br i1 %798, label %atom.nan.50, label %atom.nan.done.53

atom.nan.50:
	%799 = load atomic i32, ptr %713 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.51

atom.nan.loop.51:
	%800 = phi i32 [ %799, %atom.nan.50 ], [ %806, %atom.nan.swap.52 ]
	%801 = and i32 %800, u0x7FFFFFFF
	%802 = icmp ugt i32 %801, 2139095040
	%803 = icmp ne i32 %800, u0x7FFFFFFF
	%804 = and i1 %802, %803
	br i1 %804, label %atom.nan.swap.52, label %atom.nan.done.53

atom.nan.swap.52:
	%805 = cmpxchg ptr %713, i32 %800, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%806 = extractvalue { i32, i1 } %805, 0
	%807 = extractvalue { i32, i1 } %805, 1
	br i1 %807, label %atom.nan.done.53, label %atom.nan.loop.51

atom.nan.done.53:
	%808 = bitcast float %796 to i32
	br label %tma.red.join.41

tma.red.54:
	%809 = load i32, ptr addrspace(3) %711, align 4
	%810 = and i32 %809, 2139095040
	%811 = icmp eq i32 %810, 0
	%812 = and i32 %809, u0x80000000
	%813 = select i1 %811, i32 %812, i32 %809
	%814 = bitcast i32 %813 to float
	%815 = atomicrmw fadd ptr %713, float %814 syncscope("agent") monotonic
	%816 = fadd float %815, %814
	%817 = fcmp uno float %816, %816
	br i1 %817, label %atom.nan.55, label %atom.nan.done.58

atom.nan.55:
	%818 = load atomic i32, ptr %713 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.56

atom.nan.loop.56:
	%819 = phi i32 [ %818, %atom.nan.55 ], [ %825, %atom.nan.swap.57 ]
	%820 = and i32 %819, u0x7FFFFFFF
	%821 = icmp ugt i32 %820, 2139095040
	%822 = icmp ne i32 %819, u0x7FFFFFFF
	%823 = and i1 %821, %822
	br i1 %823, label %atom.nan.swap.57, label %atom.nan.done.58

atom.nan.swap.57:
	%824 = cmpxchg ptr %713, i32 %819, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%825 = extractvalue { i32, i1 } %824, 0
	%826 = extractvalue { i32, i1 } %824, 1
	br i1 %826, label %atom.nan.done.58, label %atom.nan.loop.56

atom.nan.done.58:
	%827 = bitcast float %815 to i32
	br label %tma.red.join.41

tma.red.59:
	%828 = load i64, ptr addrspace(3) %711, align 8
	%829 = bitcast i64 %828 to double
	%830 = atomicrmw fadd ptr %713, double %829 syncscope("agent") monotonic
	%831 = bitcast double %830 to i64
	br label %tma.red.join.41

tma.red.60:
	%832 = load i16, ptr addrspace(3) %711, align 2
	%833 = ptrtoint ptr %713 to i64
	%834 = and i64 %833, -4
	%835 = inttoptr i64 %834 to ptr
	%836 = and i64 %833, 2
	%837 = trunc i64 %836 to i32
	%838 = shl i32 %837, 3
	%839 = load atomic i32, ptr %835 syncscope("agent") monotonic, align 4
	br label %atom.loop.61

atom.loop.61:
	%840 = phi i32 [ %839, %tma.red.60 ], [ %871, %atom.loop.61 ]
	%841 = lshr i32 %840, %838
	%842 = trunc i32 %841 to i16
	%843 = zext i16 %842 to i32
	%844 = shl i32 %843, 16
	%845 = bitcast i32 %844 to float
	%846 = zext i16 %832 to i32
	%847 = shl i32 %846, 16
	%848 = bitcast i32 %847 to float
	%849 = fadd float %845, %848
	%850 = bitcast float %849 to i32
	%851 = lshr i32 %850, 16
	%852 = and i32 %851, 1
	%853 = add i32 %852, u0x7FFF
	%854 = add i32 %850, %853
	%855 = lshr i32 %854, 16
	%856 = fcmp uno float %849, %849
	%857 = lshr i32 %850, 16
	%858 = or i32 %857, 64
	%859 = select i1 %856, i32 %858, i32 %855
	%860 = trunc i32 %859 to i16
	%861 = and i16 %860, u0x7FFF
	%862 = icmp ugt i16 %861, 32640
	%863 = select i1 %862, i16 u0x7FFF, i16 %860
	%864 = zext i16 %863 to i32
	%865 = shl i32 %864, %838
	%866 = shl i32 u0xFFFF, %838
	%867 = xor i32 %866, -1
	%868 = and i32 %840, %867
	%869 = or i32 %868, %865
	%870 = cmpxchg ptr %835, i32 %840, i32 %869 syncscope("agent") monotonic monotonic
	%871 = extractvalue { i32, i1 } %870, 0
	%872 = extractvalue { i32, i1 } %870, 1
	br i1 %872, label %atom.done.62, label %atom.loop.61

atom.done.62:
	br label %tma.red.join.41

bulk.check.63:
	%873 = phi i32 [ 0, %bulk.done.38 ], [ %917, %tma.join.67 ]
	%874 = icmp ult i32 %873, %751
	br i1 %874, label %bulk.body.64, label %bulk.done.65

bulk.body.64:
	%875 = zext i32 0 to i64
	%876 = urem i32 %873, %737
	%877 = udiv i32 %873, %737
	%878 = mul i32 %876, %734
	%879 = add i32 3, %878
	%880 = shl i32 %728, %721
	%881 = add i32 %880, 15
	%882 = and i32 %881, u0xFFFFFFF0
	%883 = lshr i32 %882, %721
	%884 = icmp ult i32 %879, %883
	%885 = and i1 true, %884
	%886 = sext i32 %879 to i64
	%887 = mul i64 %886, %739
	%888 = add i64 %875, %887
	%889 = urem i32 %877, %750
	%890 = udiv i32 %877, %750
	%891 = mul i32 %889, %747
	%892 = add i32 u0xFFFFFFFE, %891
	%893 = icmp ult i32 %892, %741
	%894 = and i1 %885, %893
	%895 = sext i32 %892 to i64
	%896 = mul i64 %895, %753
	%897 = add i64 %888, %896
	%898 = shl i32 %873, %721
	%899 = add i32 %898, 0
	%900 = add i32 %755, %899
	%901 = shl i32 1, %724
	%902 = sub i32 %901, 1
	%903 = lshr i32 %900, 7
	%904 = and i32 %903, %902
	%905 = shl i32 %904, 4
	%906 = xor i32 %900, %905
	%907 = inttoptr i32 %906 to ptr addrspace(3)
	%908 = add i64 %716, %897
	%909 = inttoptr i64 %908 to ptr
	br i1 %894, label %tma.in.66, label %tma.join.67

bulk.done.65:
	%910 = inttoptr i64 %1 to ptr
	%911 = inttoptr i32 %3 to ptr addrspace(3)
	%912 = load atomic i64, ptr addrspace(3) %911 syncscope("workgroup") acquire, align 8
	%913 = lshr i64 %912, 63
	%914 = zext i32 0 to i64
	%915 = and i64 %914, 1
	%916 = icmp ne i64 %913, %915
	ret void

tma.in.66:
	switch i32 %718, label %tma.red.bad.69 [
		i32 2, label %tma.red.70
		i32 3, label %tma.red.71
		i32 4, label %tma.red.72
		i32 5, label %tma.red.73
	]

tma.join.67:
	%917 = add i32 %873, 1
	br label %bulk.check.63

tma.red.join.68:
	br label %tma.join.67

tma.red.bad.69:
	call void @llvm.trap()
	unreachable

tma.red.70:
	%918 = load i32, ptr addrspace(3) %907, align 4
	%919 = atomicrmw umax ptr %909, i32 %918 syncscope("agent") monotonic
	br label %tma.red.join.68

tma.red.71:
	%920 = load i32, ptr addrspace(3) %907, align 4
	%921 = atomicrmw max ptr %909, i32 %920 syncscope("agent") monotonic
	br label %tma.red.join.68

tma.red.72:
	%922 = load i64, ptr addrspace(3) %907, align 8
	%923 = atomicrmw umax ptr %909, i64 %922 syncscope("agent") monotonic
	br label %tma.red.join.68

tma.red.73:
	%924 = load i64, ptr addrspace(3) %907, align 8
	%925 = atomicrmw max ptr %909, i64 %924 syncscope("agent") monotonic
	br label %tma.red.join.68
}

declare void @llvm.trap()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
