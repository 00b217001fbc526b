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
	%98 = getelementptr inbounds i8, ptr %83, i64 84
	%99 = load i32, ptr %98, align 4
	%100 = icmp eq i32 %99, 0
	%101 = select i1 %100, i32 1, i32 %99
	%102 = zext i32 %91 to i64
	%103 = getelementptr inbounds i8, ptr %83, i64 64
	%104 = load i32, ptr %103, align 4
	%105 = sub i32 %101, 1
	%106 = add i32 %104, %105
	%107 = udiv i32 %106, %101
	%108 = mul i32 1, %107
	%109 = shl i32 %108, %90
	%110 = ptrtoint ptr addrspace(3) %84 to i32
	br label %bulk.check.7

bulk.check.7:
	%111 = phi i32 [ 0, %atom.done.6 ], [ %159, %tma.join.12 ]
	%112 = icmp ult i32 %111, %109
	br i1 %112, label %bulk.body.8, label %bulk.done.9

bulk.body.8:
	%113 = lshr i32 %111, %90
	%114 = sub i32 %91, 1
	%115 = and i32 %111, %114
	%116 = urem i32 %113, %107
	%117 = udiv i32 %113, %107
	%118 = mul i32 %116, %101
	%119 = add i32 3, %118
	%120 = icmp ult i32 %119, %97
	%121 = sext i32 %119 to i64
	%122 = mul i64 %121, %102
	%123 = add i64 0, %122
	%124 = zext i32 %115 to i64
	%125 = add i64 %123, %124
	%126 = icmp eq i32 %93, 0
	%127 = shl i32 %107, %90
	%128 = shl i32 16, %93
	%129 = select i1 %126, i32 %127, i32 %128
	%130 = udiv i32 %113, %107
	%131 = mul i32 %130, %129
	%132 = urem i32 %113, %107
	%133 = shl i32 %132, %90
	%134 = add i32 %131, %133
	%135 = add i32 %134, %115
	%136 = add i32 %110, %135
	%137 = shl i32 1, %93
	%138 = sub i32 %137, 1
	%139 = lshr i32 %136, 7
	%140 = and i32 %139, %138
	%141 = shl i32 %140, 4
	%142 = xor i32 %136, %141
	%143 = inttoptr i32 %142 to ptr addrspace(3)
	%144 = add i64 %85, %125
	%145 = inttoptr i64 %144 to ptr
	br i1 %120, label %tma.in.10, label %tma.out.11

bulk.done.9:
	%146 = inttoptr i32 %3 to ptr addrspace(3)
	%147 = zext i32 %109 to i64
	%148 = sub i64 0, %147
	%149 = load atomic i64, ptr addrspace(3) %146 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.13

tma.in.10:
	%150 = load i8, ptr %145, align 1
	br label %tma.join.12

tma.out.11:
	%151 = and i32 %115, 1
	%152 = icmp eq i32 %151, 0
	%153 = select i1 %152, i8 247, i8 127
	%154 = icmp eq i32 %95, 1
	%155 = icmp uge i32 %87, 6
	%156 = and i1 %154, %155
	%157 = select i1 %156, i8 %153, i8 0
	br label %tma.join.12

tma.join.12:
	%158 = phi i8 [ %150, %tma.in.10 ], [ %157, %tma.out.11 ]
	store i8 %158, ptr addrspace(3) %143, align 1
	%159 = add i32 %111, 1
	br label %bulk.check.7

atom.loop.13:
	%160 = phi i64 [ %149, %bulk.done.9 ], [ %184, %atom.loop.13 ]
	%161 = and i64 %160, u0xFFFFF
	%162 = lshr i64 %160, 20
	%163 = and i64 %162, u0xFFFFF
	%164 = lshr i64 %160, 40
	%165 = and i64 %164, u0x7FFFFF
	%166 = and i64 %160, -9223372036854775808
	%167 = sub i64 %161, 0
	%168 = and i64 %167, u0xFFFFF
	%169 = add i64 %165, %148
	%170 = and i64 %169, u0x7FFFFF
	%171 = icmp eq i64 %168, 0
	%172 = icmp eq i64 %170, 0
	%173 = and i1 %171, %172
	%174 = shl i64 %163, 20
	%175 = xor i64 %166, -9223372036854775808
	%176 = or i64 %175, %174
	%177 = or i64 %176, %163
	%178 = or i64 %166, %174
	%179 = or i64 %178, %168
	%180 = shl i64 %170, 40
	%181 = or i64 %179, %180
	%182 = select i1 %173, i64 %177, i64 %181
	%183 = cmpxchg ptr addrspace(3) %146, i64 %160, i64 %182 syncscope("workgroup") acq_rel acquire
	%184 = extractvalue { i64, i1 } %183, 0
	%185 = extractvalue { i64, i1 } %183, 1
	br i1 %185, label %atom.done.14, label %atom.loop.13

atom.done.14:
	%186 = inttoptr i64 %1 to ptr
	%187 = inttoptr i32 %2 to ptr addrspace(3)
	%188 = load i64, ptr %186, align 8
	%189 = getelementptr inbounds i8, ptr %186, i64 108
	%190 = load i32, ptr %189, align 4
	%191 = shl i32 %190, 1
	%192 = lshr i32 43949988, %191
	%193 = and i32 %192, 3
	%194 = shl i32 1, %193
	%195 = getelementptr inbounds i8, ptr %186, i64 116
	%196 = load i32, ptr %195, align 4
	%197 = getelementptr inbounds i8, ptr %186, i64 120
	%198 = load i32, ptr %197, align 4
	%199 = getelementptr inbounds i8, ptr %186, i64 8
	%200 = load i32, ptr %199, align 4
	%201 = getelementptr inbounds i8, ptr %186, i64 84
	%202 = load i32, ptr %201, align 4
	%203 = icmp eq i32 %202, 0
	%204 = select i1 %203, i32 1, i32 %202
	%205 = zext i32 %194 to i64
	%206 = getelementptr inbounds i8, ptr %186, i64 12
	%207 = load i32, ptr %206, align 4
	%208 = getelementptr inbounds i8, ptr %186, i64 88
	%209 = load i32, ptr %208, align 4
	%210 = icmp eq i32 %209, 0
	%211 = select i1 %210, i32 1, i32 %209
	%212 = getelementptr inbounds i8, ptr %186, i64 32
	%213 = load i64, ptr %212, align 8
	%214 = getelementptr inbounds i8, ptr %186, i64 64
	%215 = load i32, ptr %214, align 4
	%216 = sub i32 %204, 1
	%217 = add i32 %215, %216
	%218 = udiv i32 %217, %204
	%219 = mul i32 1, %218
	%220 = getelementptr inbounds i8, ptr %186, i64 68
	%221 = load i32, ptr %220, align 4
	%222 = sub i32 %211, 1
	%223 = add i32 %221, %222
	%224 = udiv i32 %223, %211
	%225 = mul i32 %219, %224
	%226 = shl i32 %225, %193
	%227 = ptrtoint ptr addrspace(3) %187 to i32
	br label %bulk.check.15

bulk.check.15:
	%228 = phi i32 [ 0, %atom.done.14 ], [ %285, %tma.join.20 ]
	%229 = icmp ult i32 %228, %226
	br i1 %229, label %bulk.body.16, label %bulk.done.17

bulk.body.16:
	%230 = lshr i32 %228, %193
	%231 = sub i32 %194, 1
	%232 = and i32 %228, %231
	%233 = urem i32 %230, %218
	%234 = udiv i32 %230, %218
	%235 = mul i32 %233, %204
	%236 = add i32 3, %235
	%237 = icmp ult i32 %236, %200
	%238 = sext i32 %236 to i64
	%239 = mul i64 %238, %205
	%240 = add i64 0, %239
	%241 = urem i32 %234, %224
	%242 = udiv i32 %234, %224
	%243 = mul i32 %241, %211
	%244 = add i32 u0xFFFFFFFE, %243
	%245 = icmp ult i32 %244, %207
	%246 = and i1 %237, %245
	%247 = sext i32 %244 to i64
	%248 = mul i64 %247, %213
	%249 = add i64 %240, %248
	%250 = zext i32 %232 to i64
	%251 = add i64 %249, %250
	%252 = icmp eq i32 %196, 0
	%253 = shl i32 %218, %193
	%254 = shl i32 16, %196
	%255 = select i1 %252, i32 %253, i32 %254
	%256 = udiv i32 %230, %218
	%257 = mul i32 %256, %255
	%258 = urem i32 %230, %218
	%259 = shl i32 %258, %193
	%260 = add i32 %257, %259
	%261 = add i32 %260, %232
	%262 = add i32 %227, %261
	%263 = shl i32 1, %196
	%264 = sub i32 %263, 1
	%265 = lshr i32 %262, 7
	%266 = and i32 %265, %264
	%267 = shl i32 %266, 4
	%268 = xor i32 %262, %267
	%269 = inttoptr i32 %268 to ptr addrspace(3)
	%270 = add i64 %188, %251
	%271 = inttoptr i64 %270 to ptr
	br i1 %246, label %tma.in.18, label %tma.out.19

bulk.done.17:
	%272 = inttoptr i32 %3 to ptr addrspace(3)
	%273 = zext i32 %226 to i64
	%274 = sub i64 0, %273
	%275 = load atomic i64, ptr addrspace(3) %272 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.21

tma.in.18:
	%276 = load i8, ptr %271, align 1
	br label %tma.join.20

tma.out.19:
	%277 = and i32 %232, 1
	%278 = icmp eq i32 %277, 0
	%279 = select i1 %278, i8 247, i8 127
	%280 = icmp eq i32 %198, 1
	%281 = icmp uge i32 %190, 6
	%282 = and i1 %280, %281
	%283 = select i1 %282, i8 %279, i8 0
	br label %tma.join.20

tma.join.20:
	%284 = phi i8 [ %276, %tma.in.18 ], [ %283, %tma.out.19 ]
	store i8 %284, ptr addrspace(3) %269, align 1
	%285 = add i32 %228, 1
	br label %bulk.check.15

atom.loop.21:
	%286 = phi i64 [ %275, %bulk.done.17 ], [ %310, %atom.loop.21 ]
	%287 = and i64 %286, u0xFFFFF
	%288 = lshr i64 %286, 20
	%289 = and i64 %288, u0xFFFFF
	%290 = lshr i64 %286, 40
	%291 = and i64 %290, u0x7FFFFF
	%292 = and i64 %286, -9223372036854775808
	%293 = sub i64 %287, 0
	%294 = and i64 %293, u0xFFFFF
	%295 = add i64 %291, %274
	%296 = and i64 %295, u0x7FFFFF
	%297 = icmp eq i64 %294, 0
	%298 = icmp eq i64 %296, 0
	%299 = and i1 %297, %298
	%300 = shl i64 %289, 20
	%301 = xor i64 %292, -9223372036854775808
	%302 = or i64 %301, %300
	%303 = or i64 %302, %289
	%304 = or i64 %292, %300
	%305 = or i64 %304, %294
	%306 = shl i64 %296, 40
	%307 = or i64 %305, %306
	%308 = select i1 %299, i64 %303, i64 %307
	%309 = cmpxchg ptr addrspace(3) %272, i64 %286, i64 %308 syncscope("workgroup") acq_rel acquire
	%310 = extractvalue { i64, i1 } %309, 0
	%311 = extractvalue { i64, i1 } %309, 1
	br i1 %311, label %atom.done.22, label %atom.loop.21

atom.done.22:
	%312 = inttoptr i32 %2 to ptr addrspace(3)
	%313 = load i64, ptr addrspace(4) %kmap, align 8
	%314 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 108
	%315 = load i32, ptr addrspace(4) %314, align 4
	%316 = shl i32 %315, 1
	%317 = lshr i32 43949988, %316
	%318 = and i32 %317, 3
	%319 = shl i32 1, %318
	%320 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 116
	%321 = load i32, ptr addrspace(4) %320, align 4
	%322 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 120
	%323 = load i32, ptr addrspace(4) %322, align 4
	%324 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 8
	%325 = load i32, ptr addrspace(4) %324, align 4
	%326 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 84
	%327 = load i32, ptr addrspace(4) %326, align 4
	%328 = icmp eq i32 %327, 0
	%329 = select i1 %328, i32 1, i32 %327
	%330 = zext i32 %319 to i64
	%331 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 12
	%332 = load i32, ptr addrspace(4) %331, align 4
	%333 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 88
	%334 = load i32, ptr addrspace(4) %333, align 4
	%335 = icmp eq i32 %334, 0
	%336 = select i1 %335, i32 1, i32 %334
	%337 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 32
	%338 = load i64, ptr addrspace(4) %337, align 8
	%339 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 16
	%340 = load i32, ptr addrspace(4) %339, align 4
	%341 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 92
	%342 = load i32, ptr addrspace(4) %341, align 4
	%343 = icmp eq i32 %342, 0
	%344 = select i1 %343, i32 1, i32 %342
	%345 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 40
	%346 = load i64, ptr addrspace(4) %345, align 8
	%347 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 64
	%348 = load i32, ptr addrspace(4) %347, align 4
	%349 = sub i32 %329, 1
	%350 = add i32 %348, %349
	%351 = udiv i32 %350, %329
	%352 = mul i32 1, %351
	%353 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 68
	%354 = load i32, ptr addrspace(4) %353, align 4
	%355 = sub i32 %336, 1
	%356 = add i32 %354, %355
	%357 = udiv i32 %356, %336
	%358 = mul i32 %352, %357
	%359 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 72
	%360 = load i32, ptr addrspace(4) %359, align 4
	%361 = sub i32 %344, 1
	%362 = add i32 %360, %361
	%363 = udiv i32 %362, %344
	%364 = mul i32 %358, %363
	%365 = shl i32 %364, %318
	%366 = ptrtoint ptr addrspace(3) %312 to i32
	br label %bulk.check.23

bulk.check.23:
	%367 = phi i32 [ 0, %atom.done.22 ], [ %433, %tma.join.28 ]
	%368 = icmp ult i32 %367, %365
	br i1 %368, label %bulk.body.24, label %bulk.done.25

bulk.body.24:
	%369 = lshr i32 %367, %318
	%370 = sub i32 %319, 1
	%371 = and i32 %367, %370
	%372 = urem i32 %369, %351
	%373 = udiv i32 %369, %351
	%374 = mul i32 %372, %329
	%375 = add i32 3, %374
	%376 = icmp ult i32 %375, %325
	%377 = sext i32 %375 to i64
	%378 = mul i64 %377, %330
	%379 = add i64 0, %378
	%380 = urem i32 %373, %357
	%381 = udiv i32 %373, %357
	%382 = mul i32 %380, %336
	%383 = add i32 u0xFFFFFFFE, %382
	%384 = icmp ult i32 %383, %332
	%385 = and i1 %376, %384
	%386 = sext i32 %383 to i64
	%387 = mul i64 %386, %338
	%388 = add i64 %379, %387
	%389 = urem i32 %381, %363
	%390 = udiv i32 %381, %363
	%391 = mul i32 %389, %344
	%392 = add i32 3, %391
	%393 = icmp ult i32 %392, %340
	%394 = and i1 %385, %393
	%395 = sext i32 %392 to i64
	%396 = mul i64 %395, %346
	%397 = add i64 %388, %396
	%398 = zext i32 %371 to i64
	%399 = add i64 %397, %398
	%400 = icmp eq i32 %321, 0
	%401 = shl i32 %351, %318
	%402 = shl i32 16, %321
	%403 = select i1 %400, i32 %401, i32 %402
	%404 = udiv i32 %369, %351
	%405 = mul i32 %404, %403
	%406 = urem i32 %369, %351
	%407 = shl i32 %406, %318
	%408 = add i32 %405, %407
	%409 = add i32 %408, %371
	%410 = add i32 %366, %409
	%411 = shl i32 1, %321
	%412 = sub i32 %411, 1
	%413 = lshr i32 %410, 7
	%414 = and i32 %413, %412
	%415 = shl i32 %414, 4
	%416 = xor i32 %410, %415
	%417 = inttoptr i32 %416 to ptr addrspace(3)
	%418 = add i64 %313, %399
	%419 = inttoptr i64 %418 to ptr
	br i1 %394, label %tma.in.26, label %tma.out.27

bulk.done.25:
	%420 = inttoptr i32 %3 to ptr addrspace(3)
	%421 = zext i32 %365 to i64
	%422 = sub i64 0, %421
	%423 = load atomic i64, ptr addrspace(3) %420 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.29

tma.in.26:
	%424 = load i8, ptr %419, align 1
	br label %tma.join.28

tma.out.27:
	%425 = and i32 %371, 1
	%426 = icmp eq i32 %425, 0
	%427 = select i1 %426, i8 247, i8 127
	%428 = icmp eq i32 %323, 1
	%429 = icmp uge i32 %315, 6
	%430 = and i1 %428, %429
	%431 = select i1 %430, i8 %427, i8 0
	br label %tma.join.28

tma.join.28:
	%432 = phi i8 [ %424, %tma.in.26 ], [ %431, %tma.out.27 ]
	store i8 %432, ptr addrspace(3) %417, align 1
	%433 = add i32 %367, 1
	br label %bulk.check.23

atom.loop.29:
	%434 = phi i64 [ %423, %bulk.done.25 ], [ %458, %atom.loop.29 ]
	%435 = and i64 %434, u0xFFFFF
	%436 = lshr i64 %434, 20
	%437 = and i64 %436, u0xFFFFF
	%438 = lshr i64 %434, 40
	%439 = and i64 %438, u0x7FFFFF
	%440 = and i64 %434, -9223372036854775808
	%441 = sub i64 %435, 0
	%442 = and i64 %441, u0xFFFFF
	%443 = add i64 %439, %422
	%444 = and i64 %443, u0x7FFFFF
	%445 = icmp eq i64 %442, 0
	%446 = icmp eq i64 %444, 0
	%447 = and i1 %445, %446
	%448 = shl i64 %437, 20
	%449 = xor i64 %440, -9223372036854775808
	%450 = or i64 %449, %448
	%451 = or i64 %450, %437
	%452 = or i64 %440, %448
	%453 = or i64 %452, %442
	%454 = shl i64 %444, 40
	%455 = or i64 %453, %454
	%456 = select i1 %447, i64 %451, i64 %455
	%457 = cmpxchg ptr addrspace(3) %420, i64 %434, i64 %456 syncscope("workgroup") acq_rel acquire
	%458 = extractvalue { i64, i1 } %457, 0
	%459 = extractvalue { i64, i1 } %457, 1
	br i1 %459, label %atom.done.30, label %atom.loop.29

atom.done.30:
	%460 = inttoptr i64 %1 to ptr
	%461 = inttoptr i32 %2 to ptr addrspace(3)
	%462 = load i64, ptr %460, align 8
	%463 = getelementptr inbounds i8, ptr %460, i64 108
	%464 = load i32, ptr %463, align 4
	%465 = shl i32 %464, 1
	%466 = lshr i32 43949988, %465
	%467 = and i32 %466, 3
	%468 = shl i32 1, %467
	%469 = getelementptr inbounds i8, ptr %460, i64 116
	%470 = load i32, ptr %469, align 4
	%471 = getelementptr inbounds i8, ptr %460, i64 120
	%472 = load i32, ptr %471, align 4
	%473 = getelementptr inbounds i8, ptr %460, i64 8
	%474 = load i32, ptr %473, align 4
	%475 = getelementptr inbounds i8, ptr %460, i64 84
	%476 = load i32, ptr %475, align 4
	%477 = icmp eq i32 %476, 0
	%478 = select i1 %477, i32 1, i32 %476
	%479 = zext i32 %468 to i64
	%480 = getelementptr inbounds i8, ptr %460, i64 12
	%481 = load i32, ptr %480, align 4
	%482 = getelementptr inbounds i8, ptr %460, i64 88
	%483 = load i32, ptr %482, align 4
	%484 = icmp eq i32 %483, 0
	%485 = select i1 %484, i32 1, i32 %483
	%486 = getelementptr inbounds i8, ptr %460, i64 32
	%487 = load i64, ptr %486, align 8
	%488 = getelementptr inbounds i8, ptr %460, i64 16
	%489 = load i32, ptr %488, align 4
	%490 = getelementptr inbounds i8, ptr %460, i64 92
	%491 = load i32, ptr %490, align 4
	%492 = icmp eq i32 %491, 0
	%493 = select i1 %492, i32 1, i32 %491
	%494 = getelementptr inbounds i8, ptr %460, i64 40
	%495 = load i64, ptr %494, align 8
	%496 = getelementptr inbounds i8, ptr %460, i64 20
	%497 = load i32, ptr %496, align 4
	%498 = getelementptr inbounds i8, ptr %460, i64 96
	%499 = load i32, ptr %498, align 4
	%500 = icmp eq i32 %499, 0
	%501 = select i1 %500, i32 1, i32 %499
	%502 = getelementptr inbounds i8, ptr %460, i64 48
	%503 = load i64, ptr %502, align 8
	%504 = getelementptr inbounds i8, ptr %460, i64 64
	%505 = load i32, ptr %504, align 4
	%506 = sub i32 %478, 1
	%507 = add i32 %505, %506
	%508 = udiv i32 %507, %478
	%509 = mul i32 1, %508
	%510 = getelementptr inbounds i8, ptr %460, i64 68
	%511 = load i32, ptr %510, align 4
	%512 = sub i32 %485, 1
	%513 = add i32 %511, %512
	%514 = udiv i32 %513, %485
	%515 = mul i32 %509, %514
	%516 = getelementptr inbounds i8, ptr %460, i64 72
	%517 = load i32, ptr %516, align 4
	%518 = sub i32 %493, 1
	%519 = add i32 %517, %518
	%520 = udiv i32 %519, %493
	%521 = mul i32 %515, %520
	%522 = getelementptr inbounds i8, ptr %460, i64 76
	%523 = load i32, ptr %522, align 4
	%524 = sub i32 %501, 1
	%525 = add i32 %523, %524
	%526 = udiv i32 %525, %501
	%527 = mul i32 %521, %526
	%528 = shl i32 %527, %467
	%529 = ptrtoint ptr addrspace(3) %461 to i32
	br label %bulk.check.31

bulk.check.31:
	%530 = phi i32 [ 0, %atom.done.30 ], [ %681, %tma.join.35 ]
	%531 = icmp ult i32 %530, %528
	br i1 %531, label %bulk.body.32, label %bulk.done.33

bulk.body.32:
	%532 = lshr i32 %530, %467
	%533 = sub i32 %468, 1
	%534 = and i32 %530, %533
	%535 = urem i32 %532, %508
	%536 = udiv i32 %532, %508
	%537 = mul i32 %535, %478
	%538 = add i32 3, %537
	%539 = shl i32 %474, %467
	%540 = add i32 %539, 15
	%541 = and i32 %540, u0xFFFFFFF0
	%542 = lshr i32 %541, %467
	%543 = icmp ult i32 %538, %542
	%544 = sext i32 %538 to i64
	%545 = mul i64 %544, %479
	%546 = add i64 0, %545
	%547 = urem i32 %536, %514
	%548 = udiv i32 %536, %514
	%549 = mul i32 %547, %485
	%550 = add i32 u0xFFFFFFFE, %549
	%551 = icmp ult i32 %550, %481
	%552 = and i1 %543, %551
	%553 = sext i32 %550 to i64
	%554 = mul i64 %553, %487
	%555 = add i64 %546, %554
	%556 = urem i32 %548, %520
	%557 = udiv i32 %548, %520
	%558 = mul i32 %556, %493
	%559 = add i32 3, %558
	%560 = icmp ult i32 %559, %489
	%561 = and i1 %552, %560
	%562 = sext i32 %559 to i64
	%563 = mul i64 %562, %495
	%564 = add i64 %555, %563
	%565 = urem i32 %557, %526
	%566 = udiv i32 %557, %526
	%567 = mul i32 %565, %501
	%568 = add i32 u0xFFFFFFFE, %567
	%569 = icmp ult i32 %568, %497
	%570 = and i1 %561, %569
	%571 = sext i32 %568 to i64
	%572 = mul i64 %571, %503
	%573 = add i64 %564, %572
	%574 = zext i32 %534 to i64
	%575 = add i64 %573, %574
	%576 = icmp eq i32 %470, 0
	%577 = shl i32 %508, %467
	%578 = shl i32 16, %470
	%579 = select i1 %576, i32 %577, i32 %578
	%580 = udiv i32 %532, %508
	%581 = mul i32 %580, %579
	%582 = urem i32 %532, %508
	%583 = shl i32 %582, %467
	%584 = add i32 %581, %583
	%585 = add i32 %584, %534
	%586 = add i32 %529, %585
	%587 = shl i32 1, %470
	%588 = sub i32 %587, 1
	%589 = lshr i32 %586, 7
	%590 = and i32 %589, %588
	%591 = shl i32 %590, 4
	%592 = xor i32 %586, %591
	%593 = inttoptr i32 %592 to ptr addrspace(3)
	%594 = add i64 %462, %575
	%595 = inttoptr i64 %594 to ptr
	br i1 %570, label %tma.in.34, label %tma.join.35

bulk.done.33:
	%596 = inttoptr i64 %1 to ptr
	%597 = inttoptr i32 %2 to ptr addrspace(3)
	%598 = load i64, ptr %596, align 8
	%599 = getelementptr inbounds i8, ptr %596, i64 108
	%600 = load i32, ptr %599, align 4
	%601 = shl i32 %600, 1
	%602 = lshr i32 43949988, %601
	%603 = and i32 %602, 3
	%604 = shl i32 1, %603
	%605 = getelementptr inbounds i8, ptr %596, i64 116
	%606 = load i32, ptr %605, align 4
	%607 = getelementptr inbounds i8, ptr %596, i64 120
	%608 = load i32, ptr %607, align 4
	%609 = getelementptr inbounds i8, ptr %596, i64 8
	%610 = load i32, ptr %609, align 4
	%611 = getelementptr inbounds i8, ptr %596, i64 84
	%612 = load i32, ptr %611, align 4
	%613 = icmp eq i32 %612, 0
	%614 = select i1 %613, i32 1, i32 %612
	%615 = zext i32 %604 to i64
	%616 = getelementptr inbounds i8, ptr %596, i64 12
	%617 = load i32, ptr %616, align 4
	%618 = getelementptr inbounds i8, ptr %596, i64 88
	%619 = load i32, ptr %618, align 4
	%620 = icmp eq i32 %619, 0
	%621 = select i1 %620, i32 1, i32 %619
	%622 = getelementptr inbounds i8, ptr %596, i64 32
	%623 = load i64, ptr %622, align 8
	%624 = getelementptr inbounds i8, ptr %596, i64 16
	%625 = load i32, ptr %624, align 4
	%626 = getelementptr inbounds i8, ptr %596, i64 92
	%627 = load i32, ptr %626, align 4
	%628 = icmp eq i32 %627, 0
	%629 = select i1 %628, i32 1, i32 %627
	%630 = getelementptr inbounds i8, ptr %596, i64 40
	%631 = load i64, ptr %630, align 8
	%632 = getelementptr inbounds i8, ptr %596, i64 20
	%633 = load i32, ptr %632, align 4
	%634 = getelementptr inbounds i8, ptr %596, i64 96
	%635 = load i32, ptr %634, align 4
	%636 = icmp eq i32 %635, 0
	%637 = select i1 %636, i32 1, i32 %635
	%638 = getelementptr inbounds i8, ptr %596, i64 48
	%639 = load i64, ptr %638, align 8
	%640 = getelementptr inbounds i8, ptr %596, i64 24
	%641 = load i32, ptr %640, align 4
	%642 = getelementptr inbounds i8, ptr %596, i64 100
	%643 = load i32, ptr %642, align 4
	%644 = icmp eq i32 %643, 0
	%645 = select i1 %644, i32 1, i32 %643
	%646 = getelementptr inbounds i8, ptr %596, i64 56
	%647 = load i64, ptr %646, align 8
	%648 = getelementptr inbounds i8, ptr %596, i64 64
	%649 = load i32, ptr %648, align 4
	%650 = sub i32 %614, 1
	%651 = add i32 %649, %650
	%652 = udiv i32 %651, %614
	%653 = mul i32 1, %652
	%654 = getelementptr inbounds i8, ptr %596, i64 68
	%655 = load i32, ptr %654, align 4
	%656 = sub i32 %621, 1
	%657 = add i32 %655, %656
	%658 = udiv i32 %657, %621
	%659 = mul i32 %653, %658
	%660 = getelementptr inbounds i8, ptr %596, i64 72
	%661 = load i32, ptr %660, align 4
	%662 = sub i32 %629, 1
	%663 = add i32 %661, %662
	%664 = udiv i32 %663, %629
	%665 = mul i32 %659, %664
	%666 = getelementptr inbounds i8, ptr %596, i64 76
	%667 = load i32, ptr %666, align 4
	%668 = sub i32 %637, 1
	%669 = add i32 %667, %668
	%670 = udiv i32 %669, %637
	%671 = mul i32 %665, %670
	%672 = getelementptr inbounds i8, ptr %596, i64 80
	%673 = load i32, ptr %672, align 4
	%674 = sub i32 %645, 1
	%675 = add i32 %673, %674
	%676 = udiv i32 %675, %645
	%677 = mul i32 %671, %676
	%678 = shl i32 %677, %603
	%679 = ptrtoint ptr addrspace(3) %597 to i32
	br label %bulk.check.36

tma.in.34:
	%680 = load i8, ptr addrspace(3) %593, align 1
	store i8 %680, ptr %595, align 1
	br label %tma.join.35

tma.join.35:
	%681 = add i32 %530, 1
	br label %bulk.check.31

bulk.check.36:
	%682 = phi i32 [ 0, %bulk.done.33 ], [ %796, %tma.join.40 ]
	%683 = icmp ult i32 %682, %677
	br i1 %683, label %bulk.body.37, label %bulk.done.38

bulk.body.37:
	%684 = urem i32 %682, %652
	%685 = udiv i32 %682, %652
	%686 = mul i32 %684, %614
	%687 = add i32 3, %686
	%688 = shl i32 %610, %603
	%689 = add i32 %688, 15
	%690 = and i32 %689, u0xFFFFFFF0
	%691 = lshr i32 %690, %603
	%692 = icmp ult i32 %687, %691
	%693 = sext i32 %687 to i64
	%694 = mul i64 %693, %615
	%695 = add i64 0, %694
	%696 = urem i32 %685, %658
	%697 = udiv i32 %685, %658
	%698 = mul i32 %696, %621
	%699 = add i32 u0xFFFFFFFE, %698
	%700 = icmp ult i32 %699, %617
	%701 = and i1 %692, %700
	%702 = sext i32 %699 to i64
	%703 = mul i64 %702, %623
	%704 = add i64 %695, %703
	%705 = urem i32 %697, %664
	%706 = udiv i32 %697, %664
	%707 = mul i32 %705, %629
	%708 = add i32 3, %707
	%709 = icmp ult i32 %708, %625
	%710 = and i1 %701, %709
	%711 = sext i32 %708 to i64
	%712 = mul i64 %711, %631
	%713 = add i64 %704, %712
	%714 = urem i32 %706, %670
	%715 = udiv i32 %706, %670
	%716 = mul i32 %714, %637
	%717 = add i32 u0xFFFFFFFE, %716
	%718 = icmp ult i32 %717, %633
	%719 = and i1 %710, %718
	%720 = sext i32 %717 to i64
	%721 = mul i64 %720, %639
	%722 = add i64 %713, %721
	%723 = urem i32 %715, %676
	%724 = udiv i32 %715, %676
	%725 = mul i32 %723, %645
	%726 = add i32 3, %725
	%727 = icmp ult i32 %726, %641
	%728 = and i1 %719, %727
	%729 = sext i32 %726 to i64
	%730 = mul i64 %729, %647
	%731 = add i64 %722, %730
	%732 = zext i32 0 to i64
	%733 = add i64 %731, %732
	%734 = icmp eq i32 %606, 0
	%735 = shl i32 %652, %603
	%736 = shl i32 16, %606
	%737 = select i1 %734, i32 %735, i32 %736
	%738 = udiv i32 %682, %652
	%739 = mul i32 %738, %737
	%740 = urem i32 %682, %652
	%741 = shl i32 %740, %603
	%742 = add i32 %739, %741
	%743 = add i32 %742, 0
	%744 = add i32 %679, %743
	%745 = shl i32 1, %606
	%746 = sub i32 %745, 1
	%747 = lshr i32 %744, 7
	%748 = and i32 %747, %746
	%749 = shl i32 %748, 4
	%750 = xor i32 %744, %749
	%751 = inttoptr i32 %750 to ptr addrspace(3)
	%752 = add i64 %598, %733
	%753 = inttoptr i64 %752 to ptr
	br i1 %728, label %tma.in.39, label %tma.join.40

bulk.done.38:
	%754 = inttoptr i64 %1 to ptr
	%755 = inttoptr i32 %2 to ptr addrspace(3)
	%756 = load i64, ptr %754, align 8
	%757 = getelementptr inbounds i8, ptr %754, i64 108
	%758 = load i32, ptr %757, align 4
	%759 = shl i32 %758, 1
	%760 = lshr i32 43949988, %759
	%761 = and i32 %760, 3
	%762 = shl i32 1, %761
	%763 = getelementptr inbounds i8, ptr %754, i64 116
	%764 = load i32, ptr %763, align 4
	%765 = getelementptr inbounds i8, ptr %754, i64 120
	%766 = load i32, ptr %765, align 4
	%767 = getelementptr inbounds i8, ptr %754, i64 8
	%768 = load i32, ptr %767, align 4
	%769 = getelementptr inbounds i8, ptr %754, i64 84
	%770 = load i32, ptr %769, align 4
	%771 = icmp eq i32 %770, 0
	%772 = select i1 %771, i32 1, i32 %770
	%773 = zext i32 %762 to i64
	%774 = getelementptr inbounds i8, ptr %754, i64 12
	%775 = load i32, ptr %774, align 4
	%776 = getelementptr inbounds i8, ptr %754, i64 88
	%777 = load i32, ptr %776, align 4
	%778 = icmp eq i32 %777, 0
	%779 = select i1 %778, i32 1, i32 %777
	%780 = getelementptr inbounds i8, ptr %754, i64 32
	%781 = load i64, ptr %780, align 8
	%782 = getelementptr inbounds i8, ptr %754, i64 64
	%783 = load i32, ptr %782, align 4
	%784 = sub i32 %772, 1
	%785 = add i32 %783, %784
	%786 = udiv i32 %785, %772
	%787 = mul i32 1, %786
	%788 = getelementptr inbounds i8, ptr %754, i64 68
	%789 = load i32, ptr %788, align 4
	%790 = sub i32 %779, 1
	%791 = add i32 %789, %790
	%792 = udiv i32 %791, %779
	%793 = mul i32 %787, %792
	%794 = shl i32 %793, %761
	%795 = ptrtoint ptr addrspace(3) %755 to i32
	br label %bulk.check.63

tma.in.39:
	switch i32 %600, label %tma.red.bad.42 [
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
	%796 = add i32 %682, 1
	br label %bulk.check.36

tma.red.join.41:
	br label %tma.join.40

tma.red.bad.42:
	call void @llvm.trap()
	unreachable

tma.red.43:
	%797 = load i32, ptr addrspace(3) %751, align 4
	%798 = atomicrmw add ptr %753, i32 %797 syncscope("agent") monotonic
	br label %tma.red.join.41

tma.red.44:
	%799 = load i32, ptr addrspace(3) %751, align 4
	%800 = atomicrmw add ptr %753, i32 %799 syncscope("agent") monotonic
	br label %tma.red.join.41

tma.red.45:
	%801 = load i64, ptr addrspace(3) %751, align 8
	%802 = atomicrmw add ptr %753, i64 %801 syncscope("agent") monotonic
	br label %tma.red.join.41

tma.red.46:
	%803 = load i16, ptr addrspace(3) %751, align 2
	%804 = ptrtoint ptr %753 to i64
	%805 = and i64 %804, -4
	%806 = inttoptr i64 %805 to ptr
	%807 = and i64 %804, 2
	%808 = trunc i64 %807 to i32
	%809 = shl i32 %808, 3
	%810 = load atomic i32, ptr %806 syncscope("agent") monotonic, align 4
	br label %atom.loop.47

atom.loop.47:
	%811 = phi i32 [ %810, %tma.red.46 ], [ %828, %atom.loop.47 ]
	%812 = lshr i32 %811, %809
	%813 = trunc i32 %812 to i16
	%814 = bitcast i16 %813 to half
	%815 = bitcast i16 %803 to half
	%816 = fadd half %814, %815
	%817 = bitcast half %816 to i16
	%818 = and i16 %817, u0x7FFF
	%819 = icmp ugt i16 %818, 31744
	%820 = select i1 %819, i16 u0x7FFF, i16 %817
	%821 = zext i16 %820 to i32
	%822 = shl i32 %821, %809
	%823 = shl i32 u0xFFFF, %809
	%824 = xor i32 %823, -1
	%825 = and i32 %811, %824
	%826 = or i32 %825, %822
	%827 = cmpxchg ptr %806, i32 %811, i32 %826 syncscope("agent") monotonic monotonic
	%828 = extractvalue { i32, i1 } %827, 0
	%829 = extractvalue { i32, i1 } %827, 1
	br i1 %829, label %atom.done.48, label %atom.loop.47

atom.done.48:
	br label %tma.red.join.41

tma.red.49:
	%830 = load i32, ptr addrspace(3) %751, align 4
	%831 = and i32 %830, 2139095040
	%832 = icmp eq i32 %831, 0
	%833 = and i32 %830, u0x80000000
	%834 = select i1 %832, i32 %833, i32 %830
	%835 = bitcast i32 %834 to float
	%836 = atomicrmw fadd ptr %753, float %835 syncscope("agent") monotonic
	%837 = fadd float %836, %835
	%838 = fcmp uno float %837, %837
	br i1 %838, label %atom.nan.50, label %atom.nan.done.53

atom.nan.50:
	%839 = load atomic i32, ptr %753 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.51

atom.nan.loop.51:
	%840 = phi i32 [ %839, %atom.nan.50 ], [ %846, %atom.nan.swap.52 ]
	%841 = and i32 %840, u0x7FFFFFFF
	%842 = icmp ugt i32 %841, 2139095040
	%843 = icmp ne i32 %840, u0x7FFFFFFF
	%844 = and i1 %842, %843
	br i1 %844, label %atom.nan.swap.52, label %atom.nan.done.53

atom.nan.swap.52:
	%845 = cmpxchg ptr %753, i32 %840, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%846 = extractvalue { i32, i1 } %845, 0
	%847 = extractvalue { i32, i1 } %845, 1
	br i1 %847, label %atom.nan.done.53, label %atom.nan.loop.51

atom.nan.done.53:
	%848 = bitcast float %836 to i32
	br label %tma.red.join.41

tma.red.54:
	%849 = load i32, ptr addrspace(3) %751, align 4
	%850 = and i32 %849, 2139095040
	%851 = icmp eq i32 %850, 0
	%852 = and i32 %849, u0x80000000
	%853 = select i1 %851, i32 %852, i32 %849
	%854 = bitcast i32 %853 to float
	%855 = atomicrmw fadd ptr %753, float %854 syncscope("agent") monotonic
	%856 = fadd float %855, %854
	%857 = fcmp uno float %856, %856
	br i1 %857, label %atom.nan.55, label %atom.nan.done.58

atom.nan.55:
	%858 = load atomic i32, ptr %753 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.56

atom.nan.loop.56:
	%859 = phi i32 [ %858, %atom.nan.55 ], [ %865, %atom.nan.swap.57 ]
	%860 = and i32 %859, u0x7FFFFFFF
	%861 = icmp ugt i32 %860, 2139095040
	%862 = icmp ne i32 %859, u0x7FFFFFFF
	%863 = and i1 %861, %862
	br i1 %863, label %atom.nan.swap.57, label %atom.nan.done.58

atom.nan.swap.57:
	%864 = cmpxchg ptr %753, i32 %859, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%865 = extractvalue { i32, i1 } %864, 0
	%866 = extractvalue { i32, i1 } %864, 1
	br i1 %866, label %atom.nan.done.58, label %atom.nan.loop.56

atom.nan.done.58:
	%867 = bitcast float %855 to i32
	br label %tma.red.join.41

tma.red.59:
	%868 = load i64, ptr addrspace(3) %751, align 8
	%869 = bitcast i64 %868 to double
	%870 = atomicrmw fadd ptr %753, double %869 syncscope("agent") monotonic
	%871 = bitcast double %870 to i64
	br label %tma.red.join.41

tma.red.60:
	%872 = load i16, ptr addrspace(3) %751, align 2
	%873 = ptrtoint ptr %753 to i64
	%874 = and i64 %873, -4
	%875 = inttoptr i64 %874 to ptr
	%876 = and i64 %873, 2
	%877 = trunc i64 %876 to i32
	%878 = shl i32 %877, 3
	%879 = load atomic i32, ptr %875 syncscope("agent") monotonic, align 4
	br label %atom.loop.61

atom.loop.61:
	%880 = phi i32 [ %879, %tma.red.60 ], [ %911, %atom.loop.61 ]
	%881 = lshr i32 %880, %878
	%882 = trunc i32 %881 to i16
	%883 = zext i16 %882 to i32
	%884 = shl i32 %883, 16
	%885 = bitcast i32 %884 to float
	%886 = zext i16 %872 to i32
	%887 = shl i32 %886, 16
	%888 = bitcast i32 %887 to float
	%889 = fadd float %885, %888
	%890 = bitcast float %889 to i32
	%891 = lshr i32 %890, 16
	%892 = and i32 %891, 1
	%893 = add i32 %892, u0x7FFF
	%894 = add i32 %890, %893
	%895 = lshr i32 %894, 16
	%896 = fcmp uno float %889, %889
	%897 = lshr i32 %890, 16
	%898 = or i32 %897, 64
	%899 = select i1 %896, i32 %898, i32 %895
	%900 = trunc i32 %899 to i16
	%901 = and i16 %900, u0x7FFF
	%902 = icmp ugt i16 %901, 32640
	%903 = select i1 %902, i16 u0x7FFF, i16 %900
	%904 = zext i16 %903 to i32
	%905 = shl i32 %904, %878
	%906 = shl i32 u0xFFFF, %878
	%907 = xor i32 %906, -1
	%908 = and i32 %880, %907
	%909 = or i32 %908, %905
	%910 = cmpxchg ptr %875, i32 %880, i32 %909 syncscope("agent") monotonic monotonic
	%911 = extractvalue { i32, i1 } %910, 0
	%912 = extractvalue { i32, i1 } %910, 1
	br i1 %912, label %atom.done.62, label %atom.loop.61

atom.done.62:
	br label %tma.red.join.41

bulk.check.63:
	%913 = phi i32 [ 0, %bulk.done.38 ], [ %965, %tma.join.67 ]
	%914 = icmp ult i32 %913, %793
	br i1 %914, label %bulk.body.64, label %bulk.done.65

bulk.body.64:
	%915 = urem i32 %913, %786
	%916 = udiv i32 %913, %786
	%917 = mul i32 %915, %772
	%918 = add i32 3, %917
	%919 = shl i32 %768, %761
	%920 = add i32 %919, 15
	%921 = and i32 %920, u0xFFFFFFF0
	%922 = lshr i32 %921, %761
	%923 = icmp ult i32 %918, %922
	%924 = sext i32 %918 to i64
	%925 = mul i64 %924, %773
	%926 = add i64 0, %925
	%927 = urem i32 %916, %792
	%928 = udiv i32 %916, %792
	%929 = mul i32 %927, %779
	%930 = add i32 u0xFFFFFFFE, %929
	%931 = icmp ult i32 %930, %775
	%932 = and i1 %923, %931
	%933 = sext i32 %930 to i64
	%934 = mul i64 %933, %781
	%935 = add i64 %926, %934
	%936 = zext i32 0 to i64
	%937 = add i64 %935, %936
	%938 = icmp eq i32 %764, 0
	%939 = shl i32 %786, %761
	%940 = shl i32 16, %764
	%941 = select i1 %938, i32 %939, i32 %940
	%942 = udiv i32 %913, %786
	%943 = mul i32 %942, %941
	%944 = urem i32 %913, %786
	%945 = shl i32 %944, %761
	%946 = add i32 %943, %945
	%947 = add i32 %946, 0
	%948 = add i32 %795, %947
	%949 = shl i32 1, %764
	%950 = sub i32 %949, 1
	%951 = lshr i32 %948, 7
	%952 = and i32 %951, %950
	%953 = shl i32 %952, 4
	%954 = xor i32 %948, %953
	%955 = inttoptr i32 %954 to ptr addrspace(3)
	%956 = add i64 %756, %937
	%957 = inttoptr i64 %956 to ptr
	br i1 %932, label %tma.in.66, label %tma.join.67

bulk.done.65:
	%958 = inttoptr i64 %1 to ptr
	%959 = inttoptr i32 %3 to ptr addrspace(3)
	%960 = load atomic i64, ptr addrspace(3) %959 syncscope("workgroup") acquire, align 8
	%961 = lshr i64 %960, 63
	%962 = zext i32 0 to i64
	%963 = and i64 %962, 1
	%964 = icmp ne i64 %961, %963
	ret void

tma.in.66:
	switch i32 %758, label %tma.red.bad.69 [
		i32 2, label %tma.red.70
		i32 3, label %tma.red.71
		i32 4, label %tma.red.72
		i32 5, label %tma.red.73
	]

tma.join.67:
	%965 = add i32 %913, 1
	br label %bulk.check.63

tma.red.join.68:
	br label %tma.join.67

tma.red.bad.69:
	call void @llvm.trap()
	unreachable

tma.red.70:
	%966 = load i32, ptr addrspace(3) %955, align 4
	%967 = atomicrmw umax ptr %957, i32 %966 syncscope("agent") monotonic
	br label %tma.red.join.68

tma.red.71:
	%968 = load i32, ptr addrspace(3) %955, align 4
	%969 = atomicrmw max ptr %957, i32 %968 syncscope("agent") monotonic
	br label %tma.red.join.68

tma.red.72:
	%970 = load i64, ptr addrspace(3) %955, align 8
	%971 = atomicrmw umax ptr %957, i64 %970 syncscope("agent") monotonic
	br label %tma.red.join.68

tma.red.73:
	%972 = load i64, ptr addrspace(3) %955, align 8
	%973 = atomicrmw max ptr %957, i64 %972 syncscope("agent") monotonic
	br label %tma.red.join.68
}

declare void @llvm.trap()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
