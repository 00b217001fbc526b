target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
@mem_tma.shared.tile = internal addrspace(3) global [4096 x i8] undef, align 1024
@mem_tma.shared.smap = internal addrspace(3) global [128 x i8] undef, align 128
@mem_tma.shared.mbar = internal addrspace(3) global [8 x i8] undef, align 8

define amdgpu_kernel void @mem_tma(ptr addrspace(4) byref([8 x i8]) align 8 %p, ptr addrspace(4) byref([8 x i8]) align 8 %gmap, ptr addrspace(4) byref([128 x i8]) align 64 %kmap, ptr addrspace(4) byref([24 x i8]) align 4 %__ptxamd_shared_window) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %p, align 8
	%1 = load i64, ptr addrspace(4) %gmap, align 8
	%2 = ptrtoint ptr addrspace(3) @mem_tma.shared.tile to i32
	%3 = ptrtoint ptr addrspace(3) @mem_tma.shared.mbar to i32
	%4 = ptrtoint ptr addrspace(3) @mem_tma.shared.smap to i32
	%5 = zext i32 %4 to i64
	%6 = trunc i64 %5 to i32
	%7 = inttoptr i32 %6 to ptr addrspace(3)
	%8 = ptrtoint ptr addrspace(3) %7 to i32
	%9 = zext i32 %8 to i64
	%10 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%11 = load i64, ptr addrspace(4) %10, align 4
	%12 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%13 = load i32, ptr addrspace(4) %12, align 4
	%14 = zext i32 %13 to i64
	%15 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%16 = load i32, ptr addrspace(4) %15, align 4
	%17 = zext i32 %16 to i64
	%18 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%19 = load i32, ptr addrspace(4) %18, align 4
	%20 = zext i32 %19 to i64
	%21 = call i32 @llvm.amdgcn.workgroup.id.x()
	%22 = zext i32 %21 to i64
	%23 = call i32 @llvm.amdgcn.workgroup.id.y()
	%24 = zext i32 %23 to i64
	%25 = call i32 @llvm.amdgcn.workgroup.id.z()
	%26 = zext i32 %25 to i64
	%27 = mul i64 %20, %26
	%28 = add i64 %24, %27
	%29 = mul i64 %17, %28
	%30 = add i64 %22, %29
	%31 = mul i64 %30, %14
	%32 = add i64 %11, %31
	%33 = inttoptr i64 %32 to ptr addrspace(1)
	%34 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 %9
	store i64 %0, ptr addrspace(1) %34, align 8
	%35 = trunc i64 %5 to i32
	%36 = inttoptr i32 %35 to ptr addrspace(3)
	%37 = getelementptr inbounds i8, ptr addrspace(3) %36, i32 104
	%38 = ptrtoint ptr addrspace(3) %37 to i32
	%39 = zext i32 %38 to i64
	%40 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 %39
	store i32 1, ptr addrspace(1) %40, align 4
	%41 = trunc i64 %5 to i32
	%42 = inttoptr i32 %41 to ptr addrspace(3)
	%43 = getelementptr inbounds i8, ptr addrspace(3) %42, i32 64
	%44 = ptrtoint ptr addrspace(3) %43 to i32
	%45 = zext i32 %44 to i64
	%46 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 %45
	store i32 64, ptr addrspace(1) %46, align 4
	%47 = trunc i64 %5 to i32
	%48 = inttoptr i32 %47 to ptr addrspace(3)
	%49 = getelementptr inbounds i8, ptr addrspace(3) %48, i32 12
	%50 = ptrtoint ptr addrspace(3) %49 to i32
	%51 = zext i32 %50 to i64
	%52 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 %51
	store i32 64, ptr addrspace(1) %52, align 4
	%53 = trunc i64 %5 to i32
	%54 = inttoptr i32 %53 to ptr addrspace(3)
	%55 = getelementptr inbounds i8, ptr addrspace(3) %54, i32 32
	%56 = ptrtoint ptr addrspace(3) %55 to i32
	%57 = zext i32 %56 to i64
	%58 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 %57
	store i64 %0, ptr addrspace(1) %58, align 8
	%59 = trunc i64 %5 to i32
	%60 = inttoptr i32 %59 to ptr addrspace(3)
	%61 = getelementptr inbounds i8, ptr addrspace(3) %60, i32 84
	%62 = ptrtoint ptr addrspace(3) %61 to i32
	%63 = zext i32 %62 to i64
	%64 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 %63
	store i32 64, ptr addrspace(1) %64, align 4
	%65 = trunc i64 %5 to i32
	%66 = inttoptr i32 %65 to ptr addrspace(3)
	%67 = getelementptr inbounds i8, ptr addrspace(3) %66, i32 108
	%68 = ptrtoint ptr addrspace(3) %67 to i32
	%69 = zext i32 %68 to i64
	%70 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 %69
	store i32 6, ptr addrspace(1) %70, align 4
	%71 = trunc i64 %5 to i32
	%72 = inttoptr i32 %71 to ptr addrspace(3)
	%73 = getelementptr inbounds i8, ptr addrspace(3) %72, i32 112
	%74 = ptrtoint ptr addrspace(3) %73 to i32
	%75 = zext i32 %74 to i64
	%76 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 %75
	store i32 0, ptr addrspace(1) %76, align 4
	%77 = trunc i64 %5 to i32
	%78 = inttoptr i32 %77 to ptr addrspace(3)
	%79 = getelementptr inbounds i8, ptr addrspace(3) %78, i32 116
	%80 = ptrtoint ptr addrspace(3) %79 to i32
	%81 = zext i32 %80 to i64
	%82 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 %81
	store i32 3, ptr addrspace(1) %82, align 4
	%83 = trunc i64 %5 to i32
	%84 = inttoptr i32 %83 to ptr addrspace(3)
	%85 = getelementptr inbounds i8, ptr addrspace(3) %84, i32 124
	%86 = ptrtoint ptr addrspace(3) %85 to i32
	%87 = zext i32 %86 to i64
	%88 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 %87
	store i32 0, ptr addrspace(1) %88, align 4
	%89 = trunc i64 %5 to i32
	%90 = inttoptr i32 %89 to ptr addrspace(3)
	%91 = getelementptr inbounds i8, ptr addrspace(3) %90, i32 120
	%92 = ptrtoint ptr addrspace(3) %91 to i32
	%93 = zext i32 %92 to i64
	%94 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 %93
	store i32 1, ptr addrspace(1) %94, align 4
	%95 = inttoptr i64 %1 to ptr addrspace(1)
	%96 = trunc i64 %5 to i32
	%97 = inttoptr i32 %96 to ptr addrspace(3)
	br label %bulk.check.2

bulk.check.2:
	%98 = phi i32 [ 0, %entry ], [ %131, %bulk.body.3 ]
	%99 = icmp ult i32 %98, 128
	br i1 %99, label %bulk.body.3, label %bulk.done.4

bulk.body.3:
	%100 = getelementptr inbounds i8, ptr addrspace(3) %97, i32 %98
	%101 = ptrtoint ptr addrspace(3) %100 to i32
	%102 = zext i32 %101 to i64
	%103 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%104 = load i64, ptr addrspace(4) %103, align 4
	%105 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%106 = load i32, ptr addrspace(4) %105, align 4
	%107 = zext i32 %106 to i64
	%108 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%109 = load i32, ptr addrspace(4) %108, align 4
	%110 = zext i32 %109 to i64
	%111 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%112 = load i32, ptr addrspace(4) %111, align 4
	%113 = zext i32 %112 to i64
	%114 = call i32 @llvm.amdgcn.workgroup.id.x()
	%115 = zext i32 %114 to i64
	%116 = call i32 @llvm.amdgcn.workgroup.id.y()
	%117 = zext i32 %116 to i64
	%118 = call i32 @llvm.amdgcn.workgroup.id.z()
	%119 = zext i32 %118 to i64
	%120 = mul i64 %113, %119
	%121 = add i64 %117, %120
	%122 = mul i64 %110, %121
	%123 = add i64 %115, %122
	%124 = mul i64 %123, %107
	%125 = add i64 %104, %124
	%126 = inttoptr i64 %125 to ptr addrspace(1)
	%127 = getelementptr inbounds i8, ptr addrspace(1) %126, i64 %102
	%128 = load i128, ptr addrspace(1) %127, align 16
	%129 = zext i32 %98 to i64
	%130 = getelementptr inbounds i8, ptr addrspace(1) %95, i64 %129
	store i128 %128, ptr addrspace(1) %130, align 16
	%131 = add i32 %98, 16
	br label %bulk.check.2

bulk.done.4:
	fence syncscope("agent") release
	fence syncscope("workgroup") acq_rel
	%132 = zext i32 1 to i64
	%133 = and i64 %132, u0xFFFFF
	%134 = shl i64 %133, 20
	%135 = or i64 %134, %133
	%136 = inttoptr i32 %3 to ptr addrspace(3)
	%137 = ptrtoint ptr addrspace(3) %136 to i32
	%138 = zext i32 %137 to i64
	%139 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%140 = load i64, ptr addrspace(4) %139, align 4
	%141 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%142 = load i32, ptr addrspace(4) %141, align 4
	%143 = zext i32 %142 to i64
	%144 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%145 = load i32, ptr addrspace(4) %144, align 4
	%146 = zext i32 %145 to i64
	%147 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%148 = load i32, ptr addrspace(4) %147, align 4
	%149 = zext i32 %148 to i64
	%150 = call i32 @llvm.amdgcn.workgroup.id.x()
	%151 = zext i32 %150 to i64
	%152 = call i32 @llvm.amdgcn.workgroup.id.y()
	%153 = zext i32 %152 to i64
	%154 = call i32 @llvm.amdgcn.workgroup.id.z()
	%155 = zext i32 %154 to i64
	%156 = mul i64 %149, %155
	%157 = add i64 %153, %156
	%158 = mul i64 %146, %157
	%159 = add i64 %151, %158
	%160 = mul i64 %159, %143
	%161 = add i64 %140, %160
	%162 = inttoptr i64 %161 to ptr addrspace(1)
	%163 = getelementptr inbounds i8, ptr addrspace(1) %162, i64 %138
	store atomic i64 %135, ptr addrspace(1) %163 syncscope("workgroup") release, align 8
	%164 = zext i32 u0x2000 to i64
	%165 = inttoptr i32 %3 to ptr addrspace(3)
	%166 = zext i32 1 to i64
	%167 = ptrtoint ptr addrspace(3) %165 to i32
	%168 = zext i32 %167 to i64
	%169 = getelementptr inbounds i8, ptr addrspace(1) %162, i64 %168
	%170 = load atomic i64, ptr addrspace(1) %169 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.5

atom.loop.5:
	%171 = phi i64 [ %170, %bulk.done.4 ], [ %222, %atom.loop.5 ]
	%172 = and i64 %171, u0xFFFFF
	%173 = lshr i64 %171, 20
	%174 = and i64 %173, u0xFFFFF
	%175 = lshr i64 %171, 40
	%176 = and i64 %175, u0x7FFFFF
	%177 = and i64 %171, -9223372036854775808
	%178 = sub i64 %172, %166
	%179 = and i64 %178, u0xFFFFF
	%180 = add i64 %176, %164
	%181 = and i64 %180, u0x7FFFFF
	%182 = icmp eq i64 %179, 0
	%183 = icmp eq i64 %181, 0
	%184 = and i1 %182, %183
	%185 = shl i64 %174, 20
	%186 = xor i64 %177, -9223372036854775808
	%187 = or i64 %186, %185
	%188 = or i64 %187, %174
	%189 = or i64 %177, %185
	%190 = or i64 %189, %179
	%191 = shl i64 %181, 40
	%192 = or i64 %190, %191
	%193 = select i1 %184, i64 %188, i64 %192
	%194 = ptrtoint ptr addrspace(3) %165 to i32
	%195 = zext i32 %194 to i64
	%196 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%197 = load i64, ptr addrspace(4) %196, align 4
	%198 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%199 = load i32, ptr addrspace(4) %198, align 4
	%200 = zext i32 %199 to i64
	%201 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%202 = load i32, ptr addrspace(4) %201, align 4
	%203 = zext i32 %202 to i64
	%204 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%205 = load i32, ptr addrspace(4) %204, align 4
	%206 = zext i32 %205 to i64
	%207 = call i32 @llvm.amdgcn.workgroup.id.x()
	%208 = zext i32 %207 to i64
	%209 = call i32 @llvm.amdgcn.workgroup.id.y()
	%210 = zext i32 %209 to i64
	%211 = call i32 @llvm.amdgcn.workgroup.id.z()
	%212 = zext i32 %211 to i64
	%213 = mul i64 %206, %212
	%214 = add i64 %210, %213
	%215 = mul i64 %203, %214
	%216 = add i64 %208, %215
	%217 = mul i64 %216, %200
	%218 = add i64 %197, %217
	%219 = inttoptr i64 %218 to ptr addrspace(1)
	%220 = getelementptr inbounds i8, ptr addrspace(1) %219, i64 %195
	%221 = cmpxchg ptr addrspace(1) %220, i64 %171, i64 %193 syncscope("workgroup") acq_rel acquire
	%222 = extractvalue { i64, i1 } %221, 0
	%223 = extractvalue { i64, i1 } %221, 1
	br i1 %223, label %atom.done.6, label %atom.loop.5

atom.done.6:
	%224 = inttoptr i64 %1 to ptr
	%225 = inttoptr i32 %2 to ptr addrspace(3)
	%226 = load i64, ptr %224, align 8
	%227 = getelementptr inbounds i8, ptr %224, i64 108
	%228 = load i32, ptr %227, align 4
	%229 = shl i32 %228, 1
	%230 = lshr i32 43949988, %229
	%231 = and i32 %230, 3
	%232 = shl i32 1, %231
	%233 = getelementptr inbounds i8, ptr %224, i64 116
	%234 = load i32, ptr %233, align 4
	%235 = getelementptr inbounds i8, ptr %224, i64 120
	%236 = load i32, ptr %235, align 4
	%237 = getelementptr inbounds i8, ptr %224, i64 8
	%238 = load i32, ptr %237, align 4
	%239 = getelementptr inbounds i8, ptr %224, i64 84
	%240 = load i32, ptr %239, align 4
	%241 = icmp eq i32 %240, 0
	%242 = select i1 %241, i32 1, i32 %240
	%243 = zext i32 %232 to i64
	%244 = getelementptr inbounds i8, ptr %224, i64 64
	%245 = load i32, ptr %244, align 4
	%246 = sub i32 %242, 1
	%247 = add i32 %245, %246
	%248 = udiv i32 %247, %242
	%249 = mul i32 1, %248
	%250 = shl i32 %249, %231
	%251 = ptrtoint ptr addrspace(3) %225 to i32
	br label %bulk.check.7

bulk.check.7:
	%252 = phi i32 [ 0, %atom.done.6 ], [ %354, %tma.join.12 ]
	%253 = icmp ult i32 %252, %250
	br i1 %253, label %bulk.body.8, label %bulk.done.9

bulk.body.8:
	%254 = lshr i32 %252, %231
	%255 = sub i32 %232, 1
	%256 = and i32 %252, %255
	%257 = urem i32 %254, %248
	%258 = udiv i32 %254, %248
	%259 = mul i32 %257, %242
	%260 = add i32 3, %259
	%261 = icmp ult i32 %260, %238
	%262 = sext i32 %260 to i64
	%263 = mul i64 %262, %243
	%264 = add i64 0, %263
	%265 = zext i32 %256 to i64
	%266 = add i64 %264, %265
	%267 = icmp eq i32 %234, 0
	%268 = shl i32 %248, %231
	%269 = shl i32 16, %234
	%270 = select i1 %267, i32 %268, i32 %269
	%271 = udiv i32 %254, %248
	%272 = mul i32 %271, %270
	%273 = urem i32 %254, %248
	%274 = shl i32 %273, %231
	%275 = add i32 %272, %274
	%276 = add i32 %275, %256
	%277 = add i32 %251, %276
	%278 = shl i32 1, %234
	%279 = sub i32 %278, 1
	%280 = lshr i32 %277, 7
	%281 = and i32 %280, %279
	%282 = shl i32 %281, 4
	%283 = xor i32 %277, %282
	%284 = inttoptr i32 %283 to ptr addrspace(3)
	%285 = add i64 %226, %266
	%286 = inttoptr i64 %285 to ptr
	br i1 %261, label %tma.in.10, label %tma.out.11

bulk.done.9:
	%287 = inttoptr i32 %3 to ptr addrspace(3)
	%288 = zext i32 %250 to i64
	%289 = sub i64 0, %288
	%290 = ptrtoint ptr addrspace(3) %287 to i32
	%291 = zext i32 %290 to i64
	%292 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%293 = load i64, ptr addrspace(4) %292, align 4
	%294 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%295 = load i32, ptr addrspace(4) %294, align 4
	%296 = zext i32 %295 to i64
	%297 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%298 = load i32, ptr addrspace(4) %297, align 4
	%299 = zext i32 %298 to i64
	%300 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%301 = load i32, ptr addrspace(4) %300, align 4
	%302 = zext i32 %301 to i64
	%303 = call i32 @llvm.amdgcn.workgroup.id.x()
	%304 = zext i32 %303 to i64
	%305 = call i32 @llvm.amdgcn.workgroup.id.y()
	%306 = zext i32 %305 to i64
	%307 = call i32 @llvm.amdgcn.workgroup.id.z()
	%308 = zext i32 %307 to i64
	%309 = mul i64 %302, %308
	%310 = add i64 %306, %309
	%311 = mul i64 %299, %310
	%312 = add i64 %304, %311
	%313 = mul i64 %312, %296
	%314 = add i64 %293, %313
	%315 = inttoptr i64 %314 to ptr addrspace(1)
	%316 = getelementptr inbounds i8, ptr addrspace(1) %315, i64 %291
	%317 = load atomic i64, ptr addrspace(1) %316 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.13

tma.in.10:
	%318 = load i8, ptr %286, align 1
	br label %tma.join.12

tma.out.11:
	%319 = and i32 %256, 1
	%320 = icmp eq i32 %319, 0
	%321 = select i1 %320, i8 247, i8 127
	%322 = icmp eq i32 %236, 1
	%323 = icmp uge i32 %228, 6
	%324 = and i1 %322, %323
	%325 = select i1 %324, i8 %321, i8 0
	br label %tma.join.12

tma.join.12:
	%326 = phi i8 [ %318, %tma.in.10 ], [ %325, %tma.out.11 ]
	%327 = ptrtoint ptr addrspace(3) %284 to i32
	%328 = zext i32 %327 to i64
	%329 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%330 = load i64, ptr addrspace(4) %329, align 4
	%331 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%332 = load i32, ptr addrspace(4) %331, align 4
	%333 = zext i32 %332 to i64
	%334 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%335 = load i32, ptr addrspace(4) %334, align 4
	%336 = zext i32 %335 to i64
	%337 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%338 = load i32, ptr addrspace(4) %337, align 4
	%339 = zext i32 %338 to i64
	%340 = call i32 @llvm.amdgcn.workgroup.id.x()
	%341 = zext i32 %340 to i64
	%342 = call i32 @llvm.amdgcn.workgroup.id.y()
	%343 = zext i32 %342 to i64
	%344 = call i32 @llvm.amdgcn.workgroup.id.z()
	%345 = zext i32 %344 to i64
	%346 = mul i64 %339, %345
	%347 = add i64 %343, %346
	%348 = mul i64 %336, %347
	%349 = add i64 %341, %348
	%350 = mul i64 %349, %333
	%351 = add i64 %330, %350
	%352 = inttoptr i64 %351 to ptr addrspace(1)
	%353 = getelementptr inbounds i8, ptr addrspace(1) %352, i64 %328
	store i8 %326, ptr addrspace(1) %353, align 1
	%354 = add i32 %252, 1
	br label %bulk.check.7

atom.loop.13:
	%355 = phi i64 [ %317, %bulk.done.9 ], [ %406, %atom.loop.13 ]
	%356 = and i64 %355, u0xFFFFF
	%357 = lshr i64 %355, 20
	%358 = and i64 %357, u0xFFFFF
	%359 = lshr i64 %355, 40
	%360 = and i64 %359, u0x7FFFFF
	%361 = and i64 %355, -9223372036854775808
	%362 = sub i64 %356, 0
	%363 = and i64 %362, u0xFFFFF
	%364 = add i64 %360, %289
	%365 = and i64 %364, u0x7FFFFF
	%366 = icmp eq i64 %363, 0
	%367 = icmp eq i64 %365, 0
	%368 = and i1 %366, %367
	%369 = shl i64 %358, 20
	%370 = xor i64 %361, -9223372036854775808
	%371 = or i64 %370, %369
	%372 = or i64 %371, %358
	%373 = or i64 %361, %369
	%374 = or i64 %373, %363
	%375 = shl i64 %365, 40
	%376 = or i64 %374, %375
	%377 = select i1 %368, i64 %372, i64 %376
	%378 = ptrtoint ptr addrspace(3) %287 to i32
	%379 = zext i32 %378 to i64
	%380 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%381 = load i64, ptr addrspace(4) %380, align 4
	%382 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%383 = load i32, ptr addrspace(4) %382, align 4
	%384 = zext i32 %383 to i64
	%385 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%386 = load i32, ptr addrspace(4) %385, align 4
	%387 = zext i32 %386 to i64
	%388 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%389 = load i32, ptr addrspace(4) %388, align 4
	%390 = zext i32 %389 to i64
	%391 = call i32 @llvm.amdgcn.workgroup.id.x()
	%392 = zext i32 %391 to i64
	%393 = call i32 @llvm.amdgcn.workgroup.id.y()
	%394 = zext i32 %393 to i64
	%395 = call i32 @llvm.amdgcn.workgroup.id.z()
	%396 = zext i32 %395 to i64
	%397 = mul i64 %390, %396
	%398 = add i64 %394, %397
	%399 = mul i64 %387, %398
	%400 = add i64 %392, %399
	%401 = mul i64 %400, %384
	%402 = add i64 %381, %401
	%403 = inttoptr i64 %402 to ptr addrspace(1)
	%404 = getelementptr inbounds i8, ptr addrspace(1) %403, i64 %379
	%405 = cmpxchg ptr addrspace(1) %404, i64 %355, i64 %377 syncscope("workgroup") acq_rel acquire
	%406 = extractvalue { i64, i1 } %405, 0
	%407 = extractvalue { i64, i1 } %405, 1
	br i1 %407, label %atom.done.14, label %atom.loop.13

atom.done.14:
	%408 = inttoptr i64 %1 to ptr
	%409 = inttoptr i32 %2 to ptr addrspace(3)
	%410 = load i64, ptr %408, align 8
	%411 = getelementptr inbounds i8, ptr %408, i64 108
	%412 = load i32, ptr %411, align 4
	%413 = shl i32 %412, 1
	%414 = lshr i32 43949988, %413
	%415 = and i32 %414, 3
	%416 = shl i32 1, %415
	%417 = getelementptr inbounds i8, ptr %408, i64 116
	%418 = load i32, ptr %417, align 4
	%419 = getelementptr inbounds i8, ptr %408, i64 120
	%420 = load i32, ptr %419, align 4
	%421 = getelementptr inbounds i8, ptr %408, i64 8
	%422 = load i32, ptr %421, align 4
	%423 = getelementptr inbounds i8, ptr %408, i64 84
	%424 = load i32, ptr %423, align 4
	%425 = icmp eq i32 %424, 0
	%426 = select i1 %425, i32 1, i32 %424
	%427 = zext i32 %416 to i64
	%428 = getelementptr inbounds i8, ptr %408, i64 12
	%429 = load i32, ptr %428, align 4
	%430 = getelementptr inbounds i8, ptr %408, i64 88
	%431 = load i32, ptr %430, align 4
	%432 = icmp eq i32 %431, 0
	%433 = select i1 %432, i32 1, i32 %431
	%434 = getelementptr inbounds i8, ptr %408, i64 32
	%435 = load i64, ptr %434, align 8
	%436 = getelementptr inbounds i8, ptr %408, i64 64
	%437 = load i32, ptr %436, align 4
	%438 = sub i32 %426, 1
	%439 = add i32 %437, %438
	%440 = udiv i32 %439, %426
	%441 = mul i32 1, %440
	%442 = getelementptr inbounds i8, ptr %408, i64 68
	%443 = load i32, ptr %442, align 4
	%444 = sub i32 %433, 1
	%445 = add i32 %443, %444
	%446 = udiv i32 %445, %433
	%447 = mul i32 %441, %446
	%448 = shl i32 %447, %415
	%449 = ptrtoint ptr addrspace(3) %409 to i32
	br label %bulk.check.15

bulk.check.15:
	%450 = phi i32 [ 0, %atom.done.14 ], [ %561, %tma.join.20 ]
	%451 = icmp ult i32 %450, %448
	br i1 %451, label %bulk.body.16, label %bulk.done.17

bulk.body.16:
	%452 = lshr i32 %450, %415
	%453 = sub i32 %416, 1
	%454 = and i32 %450, %453
	%455 = urem i32 %452, %440
	%456 = udiv i32 %452, %440
	%457 = mul i32 %455, %426
	%458 = add i32 3, %457
	%459 = icmp ult i32 %458, %422
	%460 = sext i32 %458 to i64
	%461 = mul i64 %460, %427
	%462 = add i64 0, %461
	%463 = urem i32 %456, %446
	%464 = udiv i32 %456, %446
	%465 = mul i32 %463, %433
	%466 = add i32 u0xFFFFFFFE, %465
	%467 = icmp ult i32 %466, %429
	%468 = and i1 %459, %467
	%469 = sext i32 %466 to i64
	%470 = mul i64 %469, %435
	%471 = add i64 %462, %470
	%472 = zext i32 %454 to i64
	%473 = add i64 %471, %472
	%474 = icmp eq i32 %418, 0
	%475 = shl i32 %440, %415
	%476 = shl i32 16, %418
	%477 = select i1 %474, i32 %475, i32 %476
	%478 = udiv i32 %452, %440
	%479 = mul i32 %478, %477
	%480 = urem i32 %452, %440
	%481 = shl i32 %480, %415
	%482 = add i32 %479, %481
	%483 = add i32 %482, %454
	%484 = add i32 %449, %483
	%485 = shl i32 1, %418
	%486 = sub i32 %485, 1
	%487 = lshr i32 %484, 7
	%488 = and i32 %487, %486
	%489 = shl i32 %488, 4
	%490 = xor i32 %484, %489
	%491 = inttoptr i32 %490 to ptr addrspace(3)
	%492 = add i64 %410, %473
	%493 = inttoptr i64 %492 to ptr
	br i1 %468, label %tma.in.18, label %tma.out.19

bulk.done.17:
	%494 = inttoptr i32 %3 to ptr addrspace(3)
	%495 = zext i32 %448 to i64
	%496 = sub i64 0, %495
	%497 = ptrtoint ptr addrspace(3) %494 to i32
	%498 = zext i32 %497 to i64
	%499 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%500 = load i64, ptr addrspace(4) %499, align 4
	%501 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%502 = load i32, ptr addrspace(4) %501, align 4
	%503 = zext i32 %502 to i64
	%504 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%505 = load i32, ptr addrspace(4) %504, align 4
	%506 = zext i32 %505 to i64
	%507 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%508 = load i32, ptr addrspace(4) %507, align 4
	%509 = zext i32 %508 to i64
	%510 = call i32 @llvm.amdgcn.workgroup.id.x()
	%511 = zext i32 %510 to i64
	%512 = call i32 @llvm.amdgcn.workgroup.id.y()
	%513 = zext i32 %512 to i64
	%514 = call i32 @llvm.amdgcn.workgroup.id.z()
	%515 = zext i32 %514 to i64
	%516 = mul i64 %509, %515
	%517 = add i64 %513, %516
	%518 = mul i64 %506, %517
	%519 = add i64 %511, %518
	%520 = mul i64 %519, %503
	%521 = add i64 %500, %520
	%522 = inttoptr i64 %521 to ptr addrspace(1)
	%523 = getelementptr inbounds i8, ptr addrspace(1) %522, i64 %498
	%524 = load atomic i64, ptr addrspace(1) %523 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.21

tma.in.18:
	%525 = load i8, ptr %493, align 1
	br label %tma.join.20

tma.out.19:
	%526 = and i32 %454, 1
	%527 = icmp eq i32 %526, 0
	%528 = select i1 %527, i8 247, i8 127
	%529 = icmp eq i32 %420, 1
	%530 = icmp uge i32 %412, 6
	%531 = and i1 %529, %530
	%532 = select i1 %531, i8 %528, i8 0
	br label %tma.join.20

tma.join.20:
	%533 = phi i8 [ %525, %tma.in.18 ], [ %532, %tma.out.19 ]
	%534 = ptrtoint ptr addrspace(3) %491 to i32
	%535 = zext i32 %534 to i64
	%536 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%537 = load i64, ptr addrspace(4) %536, align 4
	%538 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%539 = load i32, ptr addrspace(4) %538, align 4
	%540 = zext i32 %539 to i64
	%541 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%542 = load i32, ptr addrspace(4) %541, align 4
	%543 = zext i32 %542 to i64
	%544 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%545 = load i32, ptr addrspace(4) %544, align 4
	%546 = zext i32 %545 to i64
	%547 = call i32 @llvm.amdgcn.workgroup.id.x()
	%548 = zext i32 %547 to i64
	%549 = call i32 @llvm.amdgcn.workgroup.id.y()
	%550 = zext i32 %549 to i64
	%551 = call i32 @llvm.amdgcn.workgroup.id.z()
	%552 = zext i32 %551 to i64
	%553 = mul i64 %546, %552
	%554 = add i64 %550, %553
	%555 = mul i64 %543, %554
	%556 = add i64 %548, %555
	%557 = mul i64 %556, %540
	%558 = add i64 %537, %557
	%559 = inttoptr i64 %558 to ptr addrspace(1)
	%560 = getelementptr inbounds i8, ptr addrspace(1) %559, i64 %535
	store i8 %533, ptr addrspace(1) %560, align 1
	%561 = add i32 %450, 1
	br label %bulk.check.15

atom.loop.21:
	%562 = phi i64 [ %524, %bulk.done.17 ], [ %613, %atom.loop.21 ]
	%563 = and i64 %562, u0xFFFFF
	%564 = lshr i64 %562, 20
	%565 = and i64 %564, u0xFFFFF
	%566 = lshr i64 %562, 40
	%567 = and i64 %566, u0x7FFFFF
	%568 = and i64 %562, -9223372036854775808
	%569 = sub i64 %563, 0
	%570 = and i64 %569, u0xFFFFF
	%571 = add i64 %567, %496
	%572 = and i64 %571, u0x7FFFFF
	%573 = icmp eq i64 %570, 0
	%574 = icmp eq i64 %572, 0
	%575 = and i1 %573, %574
	%576 = shl i64 %565, 20
	%577 = xor i64 %568, -9223372036854775808
	%578 = or i64 %577, %576
	%579 = or i64 %578, %565
	%580 = or i64 %568, %576
	%581 = or i64 %580, %570
	%582 = shl i64 %572, 40
	%583 = or i64 %581, %582
	%584 = select i1 %575, i64 %579, i64 %583
	%585 = ptrtoint ptr addrspace(3) %494 to i32
	%586 = zext i32 %585 to i64
	%587 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%588 = load i64, ptr addrspace(4) %587, align 4
	%589 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%590 = load i32, ptr addrspace(4) %589, align 4
	%591 = zext i32 %590 to i64
	%592 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%593 = load i32, ptr addrspace(4) %592, align 4
	%594 = zext i32 %593 to i64
	%595 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%596 = load i32, ptr addrspace(4) %595, align 4
	%597 = zext i32 %596 to i64
	%598 = call i32 @llvm.amdgcn.workgroup.id.x()
	%599 = zext i32 %598 to i64
	%600 = call i32 @llvm.amdgcn.workgroup.id.y()
	%601 = zext i32 %600 to i64
	%602 = call i32 @llvm.amdgcn.workgroup.id.z()
	%603 = zext i32 %602 to i64
	%604 = mul i64 %597, %603
	%605 = add i64 %601, %604
	%606 = mul i64 %594, %605
	%607 = add i64 %599, %606
	%608 = mul i64 %607, %591
	%609 = add i64 %588, %608
	%610 = inttoptr i64 %609 to ptr addrspace(1)
	%611 = getelementptr inbounds i8, ptr addrspace(1) %610, i64 %586
	%612 = cmpxchg ptr addrspace(1) %611, i64 %562, i64 %584 syncscope("workgroup") acq_rel acquire
	%613 = extractvalue { i64, i1 } %612, 0
	%614 = extractvalue { i64, i1 } %612, 1
	br i1 %614, label %atom.done.22, label %atom.loop.21

atom.done.22:
	%615 = inttoptr i32 %2 to ptr addrspace(3)
	%616 = load i64, ptr addrspace(4) %kmap, align 8
	%617 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 108
	%618 = load i32, ptr addrspace(4) %617, align 4
	%619 = shl i32 %618, 1
	%620 = lshr i32 43949988, %619
	%621 = and i32 %620, 3
	%622 = shl i32 1, %621
	%623 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 116
	%624 = load i32, ptr addrspace(4) %623, align 4
	%625 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 120
	%626 = load i32, ptr addrspace(4) %625, align 4
	%627 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 8
	%628 = load i32, ptr addrspace(4) %627, align 4
	%629 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 84
	%630 = load i32, ptr addrspace(4) %629, align 4
	%631 = icmp eq i32 %630, 0
	%632 = select i1 %631, i32 1, i32 %630
	%633 = zext i32 %622 to i64
	%634 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 12
	%635 = load i32, ptr addrspace(4) %634, align 4
	%636 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 88
	%637 = load i32, ptr addrspace(4) %636, align 4
	%638 = icmp eq i32 %637, 0
	%639 = select i1 %638, i32 1, i32 %637
	%640 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 32
	%641 = load i64, ptr addrspace(4) %640, align 8
	%642 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 16
	%643 = load i32, ptr addrspace(4) %642, align 4
	%644 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 92
	%645 = load i32, ptr addrspace(4) %644, align 4
	%646 = icmp eq i32 %645, 0
	%647 = select i1 %646, i32 1, i32 %645
	%648 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 40
	%649 = load i64, ptr addrspace(4) %648, align 8
	%650 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 64
	%651 = load i32, ptr addrspace(4) %650, align 4
	%652 = sub i32 %632, 1
	%653 = add i32 %651, %652
	%654 = udiv i32 %653, %632
	%655 = mul i32 1, %654
	%656 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 68
	%657 = load i32, ptr addrspace(4) %656, align 4
	%658 = sub i32 %639, 1
	%659 = add i32 %657, %658
	%660 = udiv i32 %659, %639
	%661 = mul i32 %655, %660
	%662 = getelementptr inbounds i8, ptr addrspace(4) %kmap, i64 72
	%663 = load i32, ptr addrspace(4) %662, align 4
	%664 = sub i32 %647, 1
	%665 = add i32 %663, %664
	%666 = udiv i32 %665, %647
	%667 = mul i32 %661, %666
	%668 = shl i32 %667, %621
	%669 = ptrtoint ptr addrspace(3) %615 to i32
	br label %bulk.check.23

bulk.check.23:
	%670 = phi i32 [ 0, %atom.done.22 ], [ %790, %tma.join.28 ]
	%671 = icmp ult i32 %670, %668
	br i1 %671, label %bulk.body.24, label %bulk.done.25

bulk.body.24:
	%672 = lshr i32 %670, %621
	%673 = sub i32 %622, 1
	%674 = and i32 %670, %673
	%675 = urem i32 %672, %654
	%676 = udiv i32 %672, %654
	%677 = mul i32 %675, %632
	%678 = add i32 3, %677
	%679 = icmp ult i32 %678, %628
	%680 = sext i32 %678 to i64
	%681 = mul i64 %680, %633
	%682 = add i64 0, %681
	%683 = urem i32 %676, %660
	%684 = udiv i32 %676, %660
	%685 = mul i32 %683, %639
	%686 = add i32 u0xFFFFFFFE, %685
	%687 = icmp ult i32 %686, %635
	%688 = and i1 %679, %687
	%689 = sext i32 %686 to i64
	%690 = mul i64 %689, %641
	%691 = add i64 %682, %690
	%692 = urem i32 %684, %666
	%693 = udiv i32 %684, %666
	%694 = mul i32 %692, %647
	%695 = add i32 3, %694
	%696 = icmp ult i32 %695, %643
	%697 = and i1 %688, %696
	%698 = sext i32 %695 to i64
	%699 = mul i64 %698, %649
	%700 = add i64 %691, %699
	%701 = zext i32 %674 to i64
	%702 = add i64 %700, %701
	%703 = icmp eq i32 %624, 0
	%704 = shl i32 %654, %621
	%705 = shl i32 16, %624
	%706 = select i1 %703, i32 %704, i32 %705
	%707 = udiv i32 %672, %654
	%708 = mul i32 %707, %706
	%709 = urem i32 %672, %654
	%710 = shl i32 %709, %621
	%711 = add i32 %708, %710
	%712 = add i32 %711, %674
	%713 = add i32 %669, %712
	%714 = shl i32 1, %624
	%715 = sub i32 %714, 1
	%716 = lshr i32 %713, 7
	%717 = and i32 %716, %715
	%718 = shl i32 %717, 4
	%719 = xor i32 %713, %718
	%720 = inttoptr i32 %719 to ptr addrspace(3)
	%721 = add i64 %616, %702
	%722 = inttoptr i64 %721 to ptr
	br i1 %697, label %tma.in.26, label %tma.out.27

bulk.done.25:
	%723 = inttoptr i32 %3 to ptr addrspace(3)
	%724 = zext i32 %668 to i64
	%725 = sub i64 0, %724
	%726 = ptrtoint ptr addrspace(3) %723 to i32
	%727 = zext i32 %726 to i64
	%728 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%729 = load i64, ptr addrspace(4) %728, align 4
	%730 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%731 = load i32, ptr addrspace(4) %730, align 4
	%732 = zext i32 %731 to i64
	%733 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%734 = load i32, ptr addrspace(4) %733, align 4
	%735 = zext i32 %734 to i64
	%736 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%737 = load i32, ptr addrspace(4) %736, align 4
	%738 = zext i32 %737 to i64
	%739 = call i32 @llvm.amdgcn.workgroup.id.x()
	%740 = zext i32 %739 to i64
	%741 = call i32 @llvm.amdgcn.workgroup.id.y()
	%742 = zext i32 %741 to i64
	%743 = call i32 @llvm.amdgcn.workgroup.id.z()
	%744 = zext i32 %743 to i64
	%745 = mul i64 %738, %744
	%746 = add i64 %742, %745
	%747 = mul i64 %735, %746
	%748 = add i64 %740, %747
	%749 = mul i64 %748, %732
	%750 = add i64 %729, %749
	%751 = inttoptr i64 %750 to ptr addrspace(1)
	%752 = getelementptr inbounds i8, ptr addrspace(1) %751, i64 %727
	%753 = load atomic i64, ptr addrspace(1) %752 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.29

tma.in.26:
	%754 = load i8, ptr %722, align 1
	br label %tma.join.28

tma.out.27:
	%755 = and i32 %674, 1
	%756 = icmp eq i32 %755, 0
	%757 = select i1 %756, i8 247, i8 127
	%758 = icmp eq i32 %626, 1
	%759 = icmp uge i32 %618, 6
	%760 = and i1 %758, %759
	%761 = select i1 %760, i8 %757, i8 0
	br label %tma.join.28

tma.join.28:
	%762 = phi i8 [ %754, %tma.in.26 ], [ %761, %tma.out.27 ]
	%763 = ptrtoint ptr addrspace(3) %720 to i32
	%764 = zext i32 %763 to i64
	%765 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%766 = load i64, ptr addrspace(4) %765, align 4
	%767 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%768 = load i32, ptr addrspace(4) %767, align 4
	%769 = zext i32 %768 to i64
	%770 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%771 = load i32, ptr addrspace(4) %770, align 4
	%772 = zext i32 %771 to i64
	%773 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%774 = load i32, ptr addrspace(4) %773, align 4
	%775 = zext i32 %774 to i64
	%776 = call i32 @llvm.amdgcn.workgroup.id.x()
	%777 = zext i32 %776 to i64
	%778 = call i32 @llvm.amdgcn.workgroup.id.y()
	%779 = zext i32 %778 to i64
	%780 = call i32 @llvm.amdgcn.workgroup.id.z()
	%781 = zext i32 %780 to i64
	%782 = mul i64 %775, %781
	%783 = add i64 %779, %782
	%784 = mul i64 %772, %783
	%785 = add i64 %777, %784
	%786 = mul i64 %785, %769
	%787 = add i64 %766, %786
	%788 = inttoptr i64 %787 to ptr addrspace(1)
	%789 = getelementptr inbounds i8, ptr addrspace(1) %788, i64 %764
	store i8 %762, ptr addrspace(1) %789, align 1
	%790 = add i32 %670, 1
	br label %bulk.check.23

atom.loop.29:
	%791 = phi i64 [ %753, %bulk.done.25 ], [ %842, %atom.loop.29 ]
	%792 = and i64 %791, u0xFFFFF
	%793 = lshr i64 %791, 20
	%794 = and i64 %793, u0xFFFFF
	%795 = lshr i64 %791, 40
	%796 = and i64 %795, u0x7FFFFF
	%797 = and i64 %791, -9223372036854775808
	%798 = sub i64 %792, 0
	%799 = and i64 %798, u0xFFFFF
	%800 = add i64 %796, %725
	%801 = and i64 %800, u0x7FFFFF
	%802 = icmp eq i64 %799, 0
	%803 = icmp eq i64 %801, 0
	%804 = and i1 %802, %803
	%805 = shl i64 %794, 20
	%806 = xor i64 %797, -9223372036854775808
	%807 = or i64 %806, %805
	%808 = or i64 %807, %794
	%809 = or i64 %797, %805
	%810 = or i64 %809, %799
	%811 = shl i64 %801, 40
	%812 = or i64 %810, %811
	%813 = select i1 %804, i64 %808, i64 %812
	%814 = ptrtoint ptr addrspace(3) %723 to i32
	%815 = zext i32 %814 to i64
	%816 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%817 = load i64, ptr addrspace(4) %816, align 4
	%818 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%819 = load i32, ptr addrspace(4) %818, align 4
	%820 = zext i32 %819 to i64
	%821 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%822 = load i32, ptr addrspace(4) %821, align 4
	%823 = zext i32 %822 to i64
	%824 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%825 = load i32, ptr addrspace(4) %824, align 4
	%826 = zext i32 %825 to i64
	%827 = call i32 @llvm.amdgcn.workgroup.id.x()
	%828 = zext i32 %827 to i64
	%829 = call i32 @llvm.amdgcn.workgroup.id.y()
	%830 = zext i32 %829 to i64
	%831 = call i32 @llvm.amdgcn.workgroup.id.z()
	%832 = zext i32 %831 to i64
	%833 = mul i64 %826, %832
	%834 = add i64 %830, %833
	%835 = mul i64 %823, %834
	%836 = add i64 %828, %835
	%837 = mul i64 %836, %820
	%838 = add i64 %817, %837
	%839 = inttoptr i64 %838 to ptr addrspace(1)
	%840 = getelementptr inbounds i8, ptr addrspace(1) %839, i64 %815
	%841 = cmpxchg ptr addrspace(1) %840, i64 %791, i64 %813 syncscope("workgroup") acq_rel acquire
	%842 = extractvalue { i64, i1 } %841, 0
	%843 = extractvalue { i64, i1 } %841, 1
	br i1 %843, label %atom.done.30, label %atom.loop.29

atom.done.30:
	%844 = inttoptr i64 %1 to ptr
	%845 = inttoptr i32 %2 to ptr addrspace(3)
	%846 = load i64, ptr %844, align 8
	%847 = getelementptr inbounds i8, ptr %844, i64 108
	%848 = load i32, ptr %847, align 4
	%849 = shl i32 %848, 1
	%850 = lshr i32 43949988, %849
	%851 = and i32 %850, 3
	%852 = shl i32 1, %851
	%853 = getelementptr inbounds i8, ptr %844, i64 116
	%854 = load i32, ptr %853, align 4
	%855 = getelementptr inbounds i8, ptr %844, i64 120
	%856 = load i32, ptr %855, align 4
	%857 = getelementptr inbounds i8, ptr %844, i64 8
	%858 = load i32, ptr %857, align 4
	%859 = getelementptr inbounds i8, ptr %844, i64 84
	%860 = load i32, ptr %859, align 4
	%861 = icmp eq i32 %860, 0
	%862 = select i1 %861, i32 1, i32 %860
	%863 = zext i32 %852 to i64
	%864 = getelementptr inbounds i8, ptr %844, i64 12
	%865 = load i32, ptr %864, align 4
	%866 = getelementptr inbounds i8, ptr %844, i64 88
	%867 = load i32, ptr %866, align 4
	%868 = icmp eq i32 %867, 0
	%869 = select i1 %868, i32 1, i32 %867
	%870 = getelementptr inbounds i8, ptr %844, i64 32
	%871 = load i64, ptr %870, align 8
	%872 = getelementptr inbounds i8, ptr %844, i64 16
	%873 = load i32, ptr %872, align 4
	%874 = getelementptr inbounds i8, ptr %844, i64 92
	%875 = load i32, ptr %874, align 4
	%876 = icmp eq i32 %875, 0
	%877 = select i1 %876, i32 1, i32 %875
	%878 = getelementptr inbounds i8, ptr %844, i64 40
	%879 = load i64, ptr %878, align 8
	%880 = getelementptr inbounds i8, ptr %844, i64 20
	%881 = load i32, ptr %880, align 4
	%882 = getelementptr inbounds i8, ptr %844, i64 96
	%883 = load i32, ptr %882, align 4
	%884 = icmp eq i32 %883, 0
	%885 = select i1 %884, i32 1, i32 %883
	%886 = getelementptr inbounds i8, ptr %844, i64 48
	%887 = load i64, ptr %886, align 8
	%888 = getelementptr inbounds i8, ptr %844, i64 64
	%889 = load i32, ptr %888, align 4
	%890 = sub i32 %862, 1
	%891 = add i32 %889, %890
	%892 = udiv i32 %891, %862
	%893 = mul i32 1, %892
	%894 = getelementptr inbounds i8, ptr %844, i64 68
	%895 = load i32, ptr %894, align 4
	%896 = sub i32 %869, 1
	%897 = add i32 %895, %896
	%898 = udiv i32 %897, %869
	%899 = mul i32 %893, %898
	%900 = getelementptr inbounds i8, ptr %844, i64 72
	%901 = load i32, ptr %900, align 4
	%902 = sub i32 %877, 1
	%903 = add i32 %901, %902
	%904 = udiv i32 %903, %877
	%905 = mul i32 %899, %904
	%906 = getelementptr inbounds i8, ptr %844, i64 76
	%907 = load i32, ptr %906, align 4
	%908 = sub i32 %885, 1
	%909 = add i32 %907, %908
	%910 = udiv i32 %909, %885
	%911 = mul i32 %905, %910
	%912 = shl i32 %911, %851
	%913 = ptrtoint ptr addrspace(3) %845 to i32
	br label %bulk.check.31

bulk.check.31:
	%914 = phi i32 [ 0, %atom.done.30 ], [ %1092, %tma.join.35 ]
	%915 = icmp ult i32 %914, %912
	br i1 %915, label %bulk.body.32, label %bulk.done.33

bulk.body.32:
	%916 = lshr i32 %914, %851
	%917 = sub i32 %852, 1
	%918 = and i32 %914, %917
	%919 = urem i32 %916, %892
	%920 = udiv i32 %916, %892
	%921 = mul i32 %919, %862
	%922 = add i32 3, %921
	%923 = shl i32 %858, %851
	%924 = add i32 %923, 15
	%925 = and i32 %924, u0xFFFFFFF0
	%926 = lshr i32 %925, %851
	%927 = icmp ult i32 %922, %926
	%928 = sext i32 %922 to i64
	%929 = mul i64 %928, %863
	%930 = add i64 0, %929
	%931 = urem i32 %920, %898
	%932 = udiv i32 %920, %898
	%933 = mul i32 %931, %869
	%934 = add i32 u0xFFFFFFFE, %933
	%935 = icmp ult i32 %934, %865
	%936 = and i1 %927, %935
	%937 = sext i32 %934 to i64
	%938 = mul i64 %937, %871
	%939 = add i64 %930, %938
	%940 = urem i32 %932, %904
	%941 = udiv i32 %932, %904
	%942 = mul i32 %940, %877
	%943 = add i32 3, %942
	%944 = icmp ult i32 %943, %873
	%945 = and i1 %936, %944
	%946 = sext i32 %943 to i64
	%947 = mul i64 %946, %879
	%948 = add i64 %939, %947
	%949 = urem i32 %941, %910
	%950 = udiv i32 %941, %910
	%951 = mul i32 %949, %885
	%952 = add i32 u0xFFFFFFFE, %951
	%953 = icmp ult i32 %952, %881
	%954 = and i1 %945, %953
	%955 = sext i32 %952 to i64
	%956 = mul i64 %955, %887
	%957 = add i64 %948, %956
	%958 = zext i32 %918 to i64
	%959 = add i64 %957, %958
	%960 = icmp eq i32 %854, 0
	%961 = shl i32 %892, %851
	%962 = shl i32 16, %854
	%963 = select i1 %960, i32 %961, i32 %962
	%964 = udiv i32 %916, %892
	%965 = mul i32 %964, %963
	%966 = urem i32 %916, %892
	%967 = shl i32 %966, %851
	%968 = add i32 %965, %967
	%969 = add i32 %968, %918
	%970 = add i32 %913, %969
	%971 = shl i32 1, %854
	%972 = sub i32 %971, 1
	%973 = lshr i32 %970, 7
	%974 = and i32 %973, %972
	%975 = shl i32 %974, 4
	%976 = xor i32 %970, %975
	%977 = inttoptr i32 %976 to ptr addrspace(3)
	%978 = add i64 %846, %959
	%979 = inttoptr i64 %978 to ptr
	br i1 %954, label %tma.in.34, label %tma.join.35

bulk.done.33:
	%980 = inttoptr i64 %1 to ptr
	%981 = inttoptr i32 %2 to ptr addrspace(3)
	%982 = load i64, ptr %980, align 8
	%983 = getelementptr inbounds i8, ptr %980, i64 108
	%984 = load i32, ptr %983, align 4
	%985 = shl i32 %984, 1
	%986 = lshr i32 43949988, %985
	%987 = and i32 %986, 3
	%988 = shl i32 1, %987
	%989 = getelementptr inbounds i8, ptr %980, i64 116
	%990 = load i32, ptr %989, align 4
	%991 = getelementptr inbounds i8, ptr %980, i64 120
	%992 = load i32, ptr %991, align 4
	%993 = getelementptr inbounds i8, ptr %980, i64 8
	%994 = load i32, ptr %993, align 4
	%995 = getelementptr inbounds i8, ptr %980, i64 84
	%996 = load i32, ptr %995, align 4
	%997 = icmp eq i32 %996, 0
	%998 = select i1 %997, i32 1, i32 %996
	%999 = zext i32 %988 to i64
	%1000 = getelementptr inbounds i8, ptr %980, i64 12
	%1001 = load i32, ptr %1000, align 4
	%1002 = getelementptr inbounds i8, ptr %980, i64 88
	%1003 = load i32, ptr %1002, align 4
	%1004 = icmp eq i32 %1003, 0
	%1005 = select i1 %1004, i32 1, i32 %1003
	%1006 = getelementptr inbounds i8, ptr %980, i64 32
	%1007 = load i64, ptr %1006, align 8
	%1008 = getelementptr inbounds i8, ptr %980, i64 16
	%1009 = load i32, ptr %1008, align 4
	%1010 = getelementptr inbounds i8, ptr %980, i64 92
	%1011 = load i32, ptr %1010, align 4
	%1012 = icmp eq i32 %1011, 0
	%1013 = select i1 %1012, i32 1, i32 %1011
	%1014 = getelementptr inbounds i8, ptr %980, i64 40
	%1015 = load i64, ptr %1014, align 8
	%1016 = getelementptr inbounds i8, ptr %980, i64 20
	%1017 = load i32, ptr %1016, align 4
	%1018 = getelementptr inbounds i8, ptr %980, i64 96
	%1019 = load i32, ptr %1018, align 4
	%1020 = icmp eq i32 %1019, 0
	%1021 = select i1 %1020, i32 1, i32 %1019
	%1022 = getelementptr inbounds i8, ptr %980, i64 48
	%1023 = load i64, ptr %1022, align 8
	%1024 = getelementptr inbounds i8, ptr %980, i64 24
	%1025 = load i32, ptr %1024, align 4
	%1026 = getelementptr inbounds i8, ptr %980, i64 100
	%1027 = load i32, ptr %1026, align 4
	%1028 = icmp eq i32 %1027, 0
	%1029 = select i1 %1028, i32 1, i32 %1027
	%1030 = getelementptr inbounds i8, ptr %980, i64 56
	%1031 = load i64, ptr %1030, align 8
	%1032 = getelementptr inbounds i8, ptr %980, i64 64
	%1033 = load i32, ptr %1032, align 4
	%1034 = sub i32 %998, 1
	%1035 = add i32 %1033, %1034
	%1036 = udiv i32 %1035, %998
	%1037 = mul i32 1, %1036
	%1038 = getelementptr inbounds i8, ptr %980, i64 68
	%1039 = load i32, ptr %1038, align 4
	%1040 = sub i32 %1005, 1
	%1041 = add i32 %1039, %1040
	%1042 = udiv i32 %1041, %1005
	%1043 = mul i32 %1037, %1042
	%1044 = getelementptr inbounds i8, ptr %980, i64 72
	%1045 = load i32, ptr %1044, align 4
	%1046 = sub i32 %1013, 1
	%1047 = add i32 %1045, %1046
	%1048 = udiv i32 %1047, %1013
	%1049 = mul i32 %1043, %1048
	%1050 = getelementptr inbounds i8, ptr %980, i64 76
	%1051 = load i32, ptr %1050, align 4
	%1052 = sub i32 %1021, 1
	%1053 = add i32 %1051, %1052
	%1054 = udiv i32 %1053, %1021
	%1055 = mul i32 %1049, %1054
	%1056 = getelementptr inbounds i8, ptr %980, i64 80
	%1057 = load i32, ptr %1056, align 4
	%1058 = sub i32 %1029, 1
	%1059 = add i32 %1057, %1058
	%1060 = udiv i32 %1059, %1029
	%1061 = mul i32 %1055, %1060
	%1062 = shl i32 %1061, %987
	%1063 = ptrtoint ptr addrspace(3) %981 to i32
	br label %bulk.check.36

tma.in.34:
	%1064 = ptrtoint ptr addrspace(3) %977 to i32
	%1065 = zext i32 %1064 to i64
	%1066 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%1067 = load i64, ptr addrspace(4) %1066, align 4
	%1068 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%1069 = load i32, ptr addrspace(4) %1068, align 4
	%1070 = zext i32 %1069 to i64
	%1071 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%1072 = load i32, ptr addrspace(4) %1071, align 4
	%1073 = zext i32 %1072 to i64
	%1074 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%1075 = load i32, ptr addrspace(4) %1074, align 4
	%1076 = zext i32 %1075 to i64
	%1077 = call i32 @llvm.amdgcn.workgroup.id.x()
	%1078 = zext i32 %1077 to i64
	%1079 = call i32 @llvm.amdgcn.workgroup.id.y()
	%1080 = zext i32 %1079 to i64
	%1081 = call i32 @llvm.amdgcn.workgroup.id.z()
	%1082 = zext i32 %1081 to i64
	%1083 = mul i64 %1076, %1082
	%1084 = add i64 %1080, %1083
	%1085 = mul i64 %1073, %1084
	%1086 = add i64 %1078, %1085
	%1087 = mul i64 %1086, %1070
	%1088 = add i64 %1067, %1087
	%1089 = inttoptr i64 %1088 to ptr addrspace(1)
	%1090 = getelementptr inbounds i8, ptr addrspace(1) %1089, i64 %1065
	%1091 = load i8, ptr addrspace(1) %1090, align 1
	store i8 %1091, ptr %979, align 1
	br label %tma.join.35

tma.join.35:
	%1092 = add i32 %914, 1
	br label %bulk.check.31

bulk.check.36:
	%1093 = phi i32 [ 0, %bulk.done.33 ], [ %1207, %tma.join.40 ]
	%1094 = icmp ult i32 %1093, %1061
	br i1 %1094, label %bulk.body.37, label %bulk.done.38

bulk.body.37:
	%1095 = urem i32 %1093, %1036
	%1096 = udiv i32 %1093, %1036
	%1097 = mul i32 %1095, %998
	%1098 = add i32 3, %1097
	%1099 = shl i32 %994, %987
	%1100 = add i32 %1099, 15
	%1101 = and i32 %1100, u0xFFFFFFF0
	%1102 = lshr i32 %1101, %987
	%1103 = icmp ult i32 %1098, %1102
	%1104 = sext i32 %1098 to i64
	%1105 = mul i64 %1104, %999
	%1106 = add i64 0, %1105
	%1107 = urem i32 %1096, %1042
	%1108 = udiv i32 %1096, %1042
	%1109 = mul i32 %1107, %1005
	%1110 = add i32 u0xFFFFFFFE, %1109
	%1111 = icmp ult i32 %1110, %1001
	%1112 = and i1 %1103, %1111
	%1113 = sext i32 %1110 to i64
	%1114 = mul i64 %1113, %1007
	%1115 = add i64 %1106, %1114
	%1116 = urem i32 %1108, %1048
	%1117 = udiv i32 %1108, %1048
	%1118 = mul i32 %1116, %1013
	%1119 = add i32 3, %1118
	%1120 = icmp ult i32 %1119, %1009
	%1121 = and i1 %1112, %1120
	%1122 = sext i32 %1119 to i64
	%1123 = mul i64 %1122, %1015
	%1124 = add i64 %1115, %1123
	%1125 = urem i32 %1117, %1054
	%1126 = udiv i32 %1117, %1054
	%1127 = mul i32 %1125, %1021
	%1128 = add i32 u0xFFFFFFFE, %1127
	%1129 = icmp ult i32 %1128, %1017
	%1130 = and i1 %1121, %1129
	%1131 = sext i32 %1128 to i64
	%1132 = mul i64 %1131, %1023
	%1133 = add i64 %1124, %1132
	%1134 = urem i32 %1126, %1060
	%1135 = udiv i32 %1126, %1060
	%1136 = mul i32 %1134, %1029
	%1137 = add i32 3, %1136
	%1138 = icmp ult i32 %1137, %1025
	%1139 = and i1 %1130, %1138
	%1140 = sext i32 %1137 to i64
	%1141 = mul i64 %1140, %1031
	%1142 = add i64 %1133, %1141
	%1143 = zext i32 0 to i64
	%1144 = add i64 %1142, %1143
	%1145 = icmp eq i32 %990, 0
	%1146 = shl i32 %1036, %987
	%1147 = shl i32 16, %990
	%1148 = select i1 %1145, i32 %1146, i32 %1147
	%1149 = udiv i32 %1093, %1036
	%1150 = mul i32 %1149, %1148
	%1151 = urem i32 %1093, %1036
	%1152 = shl i32 %1151, %987
	%1153 = add i32 %1150, %1152
	%1154 = add i32 %1153, 0
	%1155 = add i32 %1063, %1154
	%1156 = shl i32 1, %990
	%1157 = sub i32 %1156, 1
	%1158 = lshr i32 %1155, 7
	%1159 = and i32 %1158, %1157
	%1160 = shl i32 %1159, 4
	%1161 = xor i32 %1155, %1160
	%1162 = inttoptr i32 %1161 to ptr addrspace(3)
	%1163 = add i64 %982, %1144
	%1164 = inttoptr i64 %1163 to ptr
	br i1 %1139, label %tma.in.39, label %tma.join.40

bulk.done.38:
	%1165 = inttoptr i64 %1 to ptr
	%1166 = inttoptr i32 %2 to ptr addrspace(3)
	%1167 = load i64, ptr %1165, align 8
	%1168 = getelementptr inbounds i8, ptr %1165, i64 108
	%1169 = load i32, ptr %1168, align 4
	%1170 = shl i32 %1169, 1
	%1171 = lshr i32 43949988, %1170
	%1172 = and i32 %1171, 3
	%1173 = shl i32 1, %1172
	%1174 = getelementptr inbounds i8, ptr %1165, i64 116
	%1175 = load i32, ptr %1174, align 4
	%1176 = getelementptr inbounds i8, ptr %1165, i64 120
	%1177 = load i32, ptr %1176, align 4
	%1178 = getelementptr inbounds i8, ptr %1165, i64 8
	%1179 = load i32, ptr %1178, align 4
	%1180 = getelementptr inbounds i8, ptr %1165, i64 84
	%1181 = load i32, ptr %1180, align 4
	%1182 = icmp eq i32 %1181, 0
	%1183 = select i1 %1182, i32 1, i32 %1181
	%1184 = zext i32 %1173 to i64
	%1185 = getelementptr inbounds i8, ptr %1165, i64 12
	%1186 = load i32, ptr %1185, align 4
	%1187 = getelementptr inbounds i8, ptr %1165, i64 88
	%1188 = load i32, ptr %1187, align 4
	%1189 = icmp eq i32 %1188, 0
	%1190 = select i1 %1189, i32 1, i32 %1188
	%1191 = getelementptr inbounds i8, ptr %1165, i64 32
	%1192 = load i64, ptr %1191, align 8
	%1193 = getelementptr inbounds i8, ptr %1165, i64 64
	%1194 = load i32, ptr %1193, align 4
	%1195 = sub i32 %1183, 1
	%1196 = add i32 %1194, %1195
	%1197 = udiv i32 %1196, %1183
	%1198 = mul i32 1, %1197
	%1199 = getelementptr inbounds i8, ptr %1165, i64 68
	%1200 = load i32, ptr %1199, align 4
	%1201 = sub i32 %1190, 1
	%1202 = add i32 %1200, %1201
	%1203 = udiv i32 %1202, %1190
	%1204 = mul i32 %1198, %1203
	%1205 = shl i32 %1204, %1172
	%1206 = ptrtoint ptr addrspace(3) %1166 to i32
	br label %bulk.check.63

tma.in.39:
	switch i32 %984, label %tma.red.bad.42 [
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
	%1207 = add i32 %1093, 1
	br label %bulk.check.36

tma.red.join.41:
	br label %tma.join.40

tma.red.bad.42:
	call void @llvm.trap()
	unreachable

tma.red.43:
	%1208 = ptrtoint ptr addrspace(3) %1162 to i32
	%1209 = zext i32 %1208 to i64
	%1210 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%1211 = load i64, ptr addrspace(4) %1210, align 4
	%1212 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%1213 = load i32, ptr addrspace(4) %1212, align 4
	%1214 = zext i32 %1213 to i64
	%1215 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%1216 = load i32, ptr addrspace(4) %1215, align 4
	%1217 = zext i32 %1216 to i64
	%1218 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%1219 = load i32, ptr addrspace(4) %1218, align 4
	%1220 = zext i32 %1219 to i64
	%1221 = call i32 @llvm.amdgcn.workgroup.id.x()
	%1222 = zext i32 %1221 to i64
	%1223 = call i32 @llvm.amdgcn.workgroup.id.y()
	%1224 = zext i32 %1223 to i64
	%1225 = call i32 @llvm.amdgcn.workgroup.id.z()
	%1226 = zext i32 %1225 to i64
	%1227 = mul i64 %1220, %1226
	%1228 = add i64 %1224, %1227
	%1229 = mul i64 %1217, %1228
	%1230 = add i64 %1222, %1229
	%1231 = mul i64 %1230, %1214
	%1232 = add i64 %1211, %1231
	%1233 = inttoptr i64 %1232 to ptr addrspace(1)
	%1234 = getelementptr inbounds i8, ptr addrspace(1) %1233, i64 %1209
	%1235 = load i32, ptr addrspace(1) %1234, align 4
	%1236 = atomicrmw add ptr %1164, i32 %1235 syncscope("agent") monotonic
	br label %tma.red.join.41

tma.red.44:
	%1237 = ptrtoint ptr addrspace(3) %1162 to i32
	%1238 = zext i32 %1237 to i64
	%1239 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%1240 = load i64, ptr addrspace(4) %1239, align 4
	%1241 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%1242 = load i32, ptr addrspace(4) %1241, align 4
	%1243 = zext i32 %1242 to i64
	%1244 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%1245 = load i32, ptr addrspace(4) %1244, align 4
	%1246 = zext i32 %1245 to i64
	%1247 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%1248 = load i32, ptr addrspace(4) %1247, align 4
	%1249 = zext i32 %1248 to i64
	%1250 = call i32 @llvm.amdgcn.workgroup.id.x()
	%1251 = zext i32 %1250 to i64
	%1252 = call i32 @llvm.amdgcn.workgroup.id.y()
	%1253 = zext i32 %1252 to i64
	%1254 = call i32 @llvm.amdgcn.workgroup.id.z()
	%1255 = zext i32 %1254 to i64
	%1256 = mul i64 %1249, %1255
	%1257 = add i64 %1253, %1256
	%1258 = mul i64 %1246, %1257
	%1259 = add i64 %1251, %1258
	%1260 = mul i64 %1259, %1243
	%1261 = add i64 %1240, %1260
	%1262 = inttoptr i64 %1261 to ptr addrspace(1)
	%1263 = getelementptr inbounds i8, ptr addrspace(1) %1262, i64 %1238
	%1264 = load i32, ptr addrspace(1) %1263, align 4
	%1265 = atomicrmw add ptr %1164, i32 %1264 syncscope("agent") monotonic
	br label %tma.red.join.41

tma.red.45:
	%1266 = ptrtoint ptr addrspace(3) %1162 to i32
	%1267 = zext i32 %1266 to i64
	%1268 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%1269 = load i64, ptr addrspace(4) %1268, align 4
	%1270 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%1271 = load i32, ptr addrspace(4) %1270, align 4
	%1272 = zext i32 %1271 to i64
	%1273 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%1274 = load i32, ptr addrspace(4) %1273, align 4
	%1275 = zext i32 %1274 to i64
	%1276 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%1277 = load i32, ptr addrspace(4) %1276, align 4
	%1278 = zext i32 %1277 to i64
	%1279 = call i32 @llvm.amdgcn.workgroup.id.x()
	%1280 = zext i32 %1279 to i64
	%1281 = call i32 @llvm.amdgcn.workgroup.id.y()
	%1282 = zext i32 %1281 to i64
	%1283 = call i32 @llvm.amdgcn.workgroup.id.z()
	%1284 = zext i32 %1283 to i64
	%1285 = mul i64 %1278, %1284
	%1286 = add i64 %1282, %1285
	%1287 = mul i64 %1275, %1286
	%1288 = add i64 %1280, %1287
	%1289 = mul i64 %1288, %1272
	%1290 = add i64 %1269, %1289
	%1291 = inttoptr i64 %1290 to ptr addrspace(1)
	%1292 = getelementptr inbounds i8, ptr addrspace(1) %1291, i64 %1267
	%1293 = load i64, ptr addrspace(1) %1292, align 8
	%1294 = atomicrmw add ptr %1164, i64 %1293 syncscope("agent") monotonic
	br label %tma.red.join.41

tma.red.46:
	%1295 = ptrtoint ptr addrspace(3) %1162 to i32
	%1296 = zext i32 %1295 to i64
	%1297 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%1298 = load i64, ptr addrspace(4) %1297, align 4
	%1299 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%1300 = load i32, ptr addrspace(4) %1299, align 4
	%1301 = zext i32 %1300 to i64
	%1302 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%1303 = load i32, ptr addrspace(4) %1302, align 4
	%1304 = zext i32 %1303 to i64
	%1305 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%1306 = load i32, ptr addrspace(4) %1305, align 4
	%1307 = zext i32 %1306 to i64
	%1308 = call i32 @llvm.amdgcn.workgroup.id.x()
	%1309 = zext i32 %1308 to i64
	%1310 = call i32 @llvm.amdgcn.workgroup.id.y()
	%1311 = zext i32 %1310 to i64
	%1312 = call i32 @llvm.amdgcn.workgroup.id.z()
	%1313 = zext i32 %1312 to i64
	%1314 = mul i64 %1307, %1313
	%1315 = add i64 %1311, %1314
	%1316 = mul i64 %1304, %1315
	%1317 = add i64 %1309, %1316
	%1318 = mul i64 %1317, %1301
	%1319 = add i64 %1298, %1318
	%1320 = inttoptr i64 %1319 to ptr addrspace(1)
	%1321 = getelementptr inbounds i8, ptr addrspace(1) %1320, i64 %1296
	%1322 = load i16, ptr addrspace(1) %1321, align 2
	%1323 = ptrtoint ptr %1164 to i64
	%1324 = and i64 %1323, -4
	%1325 = inttoptr i64 %1324 to ptr
	%1326 = and i64 %1323, 2
	%1327 = trunc i64 %1326 to i32
	%1328 = shl i32 %1327, 3
	%1329 = load atomic i32, ptr %1325 syncscope("agent") monotonic, align 4
	br label %atom.loop.47

atom.loop.47:
	%1330 = phi i32 [ %1329, %tma.red.46 ], [ %1347, %atom.loop.47 ]
	%1331 = lshr i32 %1330, %1328
	%1332 = trunc i32 %1331 to i16
	%1333 = bitcast i16 %1332 to half
	%1334 = bitcast i16 %1322 to half
	%1335 = fadd half %1333, %1334
	%1336 = bitcast half %1335 to i16
	%1337 = and i16 %1336, u0x7FFF
	%1338 = icmp ugt i16 %1337, 31744
	%1339 = select i1 %1338, i16 u0x7FFF, i16 %1336
	%1340 = zext i16 %1339 to i32
	%1341 = shl i32 %1340, %1328
	%1342 = shl i32 u0xFFFF, %1328
	%1343 = xor i32 %1342, -1
	%1344 = and i32 %1330, %1343
	%1345 = or i32 %1344, %1341
	%1346 = cmpxchg ptr %1325, i32 %1330, i32 %1345 syncscope("agent") monotonic monotonic
	%1347 = extractvalue { i32, i1 } %1346, 0
	%1348 = extractvalue { i32, i1 } %1346, 1
	br i1 %1348, label %atom.done.48, label %atom.loop.47

atom.done.48:
	br label %tma.red.join.41

tma.red.49:
	%1349 = ptrtoint ptr addrspace(3) %1162 to i32
	%1350 = zext i32 %1349 to i64
	%1351 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%1352 = load i64, ptr addrspace(4) %1351, align 4
	%1353 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%1354 = load i32, ptr addrspace(4) %1353, align 4
	%1355 = zext i32 %1354 to i64
	%1356 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%1357 = load i32, ptr addrspace(4) %1356, align 4
	%1358 = zext i32 %1357 to i64
	%1359 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%1360 = load i32, ptr addrspace(4) %1359, align 4
	%1361 = zext i32 %1360 to i64
	%1362 = call i32 @llvm.amdgcn.workgroup.id.x()
	%1363 = zext i32 %1362 to i64
	%1364 = call i32 @llvm.amdgcn.workgroup.id.y()
	%1365 = zext i32 %1364 to i64
	%1366 = call i32 @llvm.amdgcn.workgroup.id.z()
	%1367 = zext i32 %1366 to i64
	%1368 = mul i64 %1361, %1367
	%1369 = add i64 %1365, %1368
	%1370 = mul i64 %1358, %1369
	%1371 = add i64 %1363, %1370
	%1372 = mul i64 %1371, %1355
	%1373 = add i64 %1352, %1372
	%1374 = inttoptr i64 %1373 to ptr addrspace(1)
	%1375 = getelementptr inbounds i8, ptr addrspace(1) %1374, i64 %1350
	%1376 = load i32, ptr addrspace(1) %1375, align 4
	%1377 = and i32 %1376, 2139095040
	%1378 = icmp eq i32 %1377, 0
	%1379 = and i32 %1376, u0x80000000
	%1380 = select i1 %1378, i32 %1379, i32 %1376
	%1381 = bitcast i32 %1380 to float
	%1382 = atomicrmw fadd ptr %1164, float %1381 syncscope("agent") monotonic
	%1383 = fadd float %1382, %1381
	%1384 = fcmp uno float %1383, %1383
	br i1 %1384, label %atom.nan.50, label %atom.nan.done.53

atom.nan.50:
	%1385 = load atomic i32, ptr %1164 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.51

atom.nan.loop.51:
	%1386 = phi i32 [ %1385, %atom.nan.50 ], [ %1392, %atom.nan.swap.52 ]
	%1387 = and i32 %1386, u0x7FFFFFFF
	%1388 = icmp ugt i32 %1387, 2139095040
	%1389 = icmp ne i32 %1386, u0x7FFFFFFF
	%1390 = and i1 %1388, %1389
	br i1 %1390, label %atom.nan.swap.52, label %atom.nan.done.53

atom.nan.swap.52:
	%1391 = cmpxchg ptr %1164, i32 %1386, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%1392 = extractvalue { i32, i1 } %1391, 0
	%1393 = extractvalue { i32, i1 } %1391, 1
	br i1 %1393, label %atom.nan.done.53, label %atom.nan.loop.51

atom.nan.done.53:
	%1394 = bitcast float %1382 to i32
	br label %tma.red.join.41

tma.red.54:
	%1395 = ptrtoint ptr addrspace(3) %1162 to i32
	%1396 = zext i32 %1395 to i64
	%1397 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%1398 = load i64, ptr addrspace(4) %1397, align 4
	%1399 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%1400 = load i32, ptr addrspace(4) %1399, align 4
	%1401 = zext i32 %1400 to i64
	%1402 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%1403 = load i32, ptr addrspace(4) %1402, align 4
	%1404 = zext i32 %1403 to i64
	%1405 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%1406 = load i32, ptr addrspace(4) %1405, align 4
	%1407 = zext i32 %1406 to i64
	%1408 = call i32 @llvm.amdgcn.workgroup.id.x()
	%1409 = zext i32 %1408 to i64
	%1410 = call i32 @llvm.amdgcn.workgroup.id.y()
	%1411 = zext i32 %1410 to i64
	%1412 = call i32 @llvm.amdgcn.workgroup.id.z()
	%1413 = zext i32 %1412 to i64
	%1414 = mul i64 %1407, %1413
	%1415 = add i64 %1411, %1414
	%1416 = mul i64 %1404, %1415
	%1417 = add i64 %1409, %1416
	%1418 = mul i64 %1417, %1401
	%1419 = add i64 %1398, %1418
	%1420 = inttoptr i64 %1419 to ptr addrspace(1)
	%1421 = getelementptr inbounds i8, ptr addrspace(1) %1420, i64 %1396
	%1422 = load i32, ptr addrspace(1) %1421, align 4
	%1423 = and i32 %1422, 2139095040
	%1424 = icmp eq i32 %1423, 0
	%1425 = and i32 %1422, u0x80000000
	%1426 = select i1 %1424, i32 %1425, i32 %1422
	%1427 = bitcast i32 %1426 to float
	%1428 = atomicrmw fadd ptr %1164, float %1427 syncscope("agent") monotonic
	%1429 = fadd float %1428, %1427
	%1430 = fcmp uno float %1429, %1429
	br i1 %1430, label %atom.nan.55, label %atom.nan.done.58

atom.nan.55:
	%1431 = load atomic i32, ptr %1164 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.56

atom.nan.loop.56:
	%1432 = phi i32 [ %1431, %atom.nan.55 ], [ %1438, %atom.nan.swap.57 ]
	%1433 = and i32 %1432, u0x7FFFFFFF
	%1434 = icmp ugt i32 %1433, 2139095040
	%1435 = icmp ne i32 %1432, u0x7FFFFFFF
	%1436 = and i1 %1434, %1435
	br i1 %1436, label %atom.nan.swap.57, label %atom.nan.done.58

atom.nan.swap.57:
	%1437 = cmpxchg ptr %1164, i32 %1432, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%1438 = extractvalue { i32, i1 } %1437, 0
	%1439 = extractvalue { i32, i1 } %1437, 1
	br i1 %1439, label %atom.nan.done.58, label %atom.nan.loop.56

atom.nan.done.58:
	%1440 = bitcast float %1428 to i32
	br label %tma.red.join.41

tma.red.59:
	%1441 = ptrtoint ptr addrspace(3) %1162 to i32
	%1442 = zext i32 %1441 to i64
	%1443 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%1444 = load i64, ptr addrspace(4) %1443, align 4
	%1445 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%1446 = load i32, ptr addrspace(4) %1445, align 4
	%1447 = zext i32 %1446 to i64
	%1448 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%1449 = load i32, ptr addrspace(4) %1448, align 4
	%1450 = zext i32 %1449 to i64
	%1451 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%1452 = load i32, ptr addrspace(4) %1451, align 4
	%1453 = zext i32 %1452 to i64
	%1454 = call i32 @llvm.amdgcn.workgroup.id.x()
	%1455 = zext i32 %1454 to i64
	%1456 = call i32 @llvm.amdgcn.workgroup.id.y()
	%1457 = zext i32 %1456 to i64
	%1458 = call i32 @llvm.amdgcn.workgroup.id.z()
	%1459 = zext i32 %1458 to i64
	%1460 = mul i64 %1453, %1459
	%1461 = add i64 %1457, %1460
	%1462 = mul i64 %1450, %1461
	%1463 = add i64 %1455, %1462
	%1464 = mul i64 %1463, %1447
	%1465 = add i64 %1444, %1464
	%1466 = inttoptr i64 %1465 to ptr addrspace(1)
	%1467 = getelementptr inbounds i8, ptr addrspace(1) %1466, i64 %1442
	%1468 = load i64, ptr addrspace(1) %1467, align 8
	%1469 = bitcast i64 %1468 to double
	%1470 = atomicrmw fadd ptr %1164, double %1469 syncscope("agent") monotonic
	%1471 = bitcast double %1470 to i64
	br label %tma.red.join.41

tma.red.60:
	%1472 = ptrtoint ptr addrspace(3) %1162 to i32
	%1473 = zext i32 %1472 to i64
	%1474 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%1475 = load i64, ptr addrspace(4) %1474, align 4
	%1476 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%1477 = load i32, ptr addrspace(4) %1476, align 4
	%1478 = zext i32 %1477 to i64
	%1479 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%1480 = load i32, ptr addrspace(4) %1479, align 4
	%1481 = zext i32 %1480 to i64
	%1482 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%1483 = load i32, ptr addrspace(4) %1482, align 4
	%1484 = zext i32 %1483 to i64
	%1485 = call i32 @llvm.amdgcn.workgroup.id.x()
	%1486 = zext i32 %1485 to i64
	%1487 = call i32 @llvm.amdgcn.workgroup.id.y()
	%1488 = zext i32 %1487 to i64
	%1489 = call i32 @llvm.amdgcn.workgroup.id.z()
	%1490 = zext i32 %1489 to i64
	%1491 = mul i64 %1484, %1490
	%1492 = add i64 %1488, %1491
	%1493 = mul i64 %1481, %1492
	%1494 = add i64 %1486, %1493
	%1495 = mul i64 %1494, %1478
	%1496 = add i64 %1475, %1495
	%1497 = inttoptr i64 %1496 to ptr addrspace(1)
	%1498 = getelementptr inbounds i8, ptr addrspace(1) %1497, i64 %1473
	%1499 = load i16, ptr addrspace(1) %1498, align 2
	%1500 = ptrtoint ptr %1164 to i64
	%1501 = and i64 %1500, -4
	%1502 = inttoptr i64 %1501 to ptr
	%1503 = and i64 %1500, 2
	%1504 = trunc i64 %1503 to i32
	%1505 = shl i32 %1504, 3
	%1506 = load atomic i32, ptr %1502 syncscope("agent") monotonic, align 4
	br label %atom.loop.61

atom.loop.61:
	%1507 = phi i32 [ %1506, %tma.red.60 ], [ %1538, %atom.loop.61 ]
	%1508 = lshr i32 %1507, %1505
	%1509 = trunc i32 %1508 to i16
	%1510 = zext i16 %1509 to i32
	%1511 = shl i32 %1510, 16
	%1512 = bitcast i32 %1511 to float
	%1513 = zext i16 %1499 to i32
	%1514 = shl i32 %1513, 16
	%1515 = bitcast i32 %1514 to float
	%1516 = fadd float %1512, %1515
	%1517 = bitcast float %1516 to i32
	%1518 = lshr i32 %1517, 16
	%1519 = and i32 %1518, 1
	%1520 = add i32 %1519, u0x7FFF
	%1521 = add i32 %1517, %1520
	%1522 = lshr i32 %1521, 16
	%1523 = fcmp uno float %1516, %1516
	%1524 = lshr i32 %1517, 16
	%1525 = or i32 %1524, 64
	%1526 = select i1 %1523, i32 %1525, i32 %1522
	%1527 = trunc i32 %1526 to i16
	%1528 = and i16 %1527, u0x7FFF
	%1529 = icmp ugt i16 %1528, 32640
	%1530 = select i1 %1529, i16 u0x7FFF, i16 %1527
	%1531 = zext i16 %1530 to i32
	%1532 = shl i32 %1531, %1505
	%1533 = shl i32 u0xFFFF, %1505
	%1534 = xor i32 %1533, -1
	%1535 = and i32 %1507, %1534
	%1536 = or i32 %1535, %1532
	%1537 = cmpxchg ptr %1502, i32 %1507, i32 %1536 syncscope("agent") monotonic monotonic
	%1538 = extractvalue { i32, i1 } %1537, 0
	%1539 = extractvalue { i32, i1 } %1537, 1
	br i1 %1539, label %atom.done.62, label %atom.loop.61

atom.done.62:
	br label %tma.red.join.41

bulk.check.63:
	%1540 = phi i32 [ 0, %bulk.done.38 ], [ %1619, %tma.join.67 ]
	%1541 = icmp ult i32 %1540, %1204
	br i1 %1541, label %bulk.body.64, label %bulk.done.65

bulk.body.64:
	%1542 = urem i32 %1540, %1197
	%1543 = udiv i32 %1540, %1197
	%1544 = mul i32 %1542, %1183
	%1545 = add i32 3, %1544
	%1546 = shl i32 %1179, %1172
	%1547 = add i32 %1546, 15
	%1548 = and i32 %1547, u0xFFFFFFF0
	%1549 = lshr i32 %1548, %1172
	%1550 = icmp ult i32 %1545, %1549
	%1551 = sext i32 %1545 to i64
	%1552 = mul i64 %1551, %1184
	%1553 = add i64 0, %1552
	%1554 = urem i32 %1543, %1203
	%1555 = udiv i32 %1543, %1203
	%1556 = mul i32 %1554, %1190
	%1557 = add i32 u0xFFFFFFFE, %1556
	%1558 = icmp ult i32 %1557, %1186
	%1559 = and i1 %1550, %1558
	%1560 = sext i32 %1557 to i64
	%1561 = mul i64 %1560, %1192
	%1562 = add i64 %1553, %1561
	%1563 = zext i32 0 to i64
	%1564 = add i64 %1562, %1563
	%1565 = icmp eq i32 %1175, 0
	%1566 = shl i32 %1197, %1172
	%1567 = shl i32 16, %1175
	%1568 = select i1 %1565, i32 %1566, i32 %1567
	%1569 = udiv i32 %1540, %1197
	%1570 = mul i32 %1569, %1568
	%1571 = urem i32 %1540, %1197
	%1572 = shl i32 %1571, %1172
	%1573 = add i32 %1570, %1572
	%1574 = add i32 %1573, 0
	%1575 = add i32 %1206, %1574
	%1576 = shl i32 1, %1175
	%1577 = sub i32 %1576, 1
	%1578 = lshr i32 %1575, 7
	%1579 = and i32 %1578, %1577
	%1580 = shl i32 %1579, 4
	%1581 = xor i32 %1575, %1580
	%1582 = inttoptr i32 %1581 to ptr addrspace(3)
	%1583 = add i64 %1167, %1564
	%1584 = inttoptr i64 %1583 to ptr
	br i1 %1559, label %tma.in.66, label %tma.join.67

bulk.done.65:
	%1585 = inttoptr i64 %1 to ptr
	%1586 = inttoptr i32 %3 to ptr addrspace(3)
	%1587 = ptrtoint ptr addrspace(3) %1586 to i32
	%1588 = zext i32 %1587 to i64
	%1589 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%1590 = load i64, ptr addrspace(4) %1589, align 4
	%1591 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%1592 = load i32, ptr addrspace(4) %1591, align 4
	%1593 = zext i32 %1592 to i64
	%1594 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%1595 = load i32, ptr addrspace(4) %1594, align 4
	%1596 = zext i32 %1595 to i64
	%1597 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%1598 = load i32, ptr addrspace(4) %1597, align 4
	%1599 = zext i32 %1598 to i64
	%1600 = call i32 @llvm.amdgcn.workgroup.id.x()
	%1601 = zext i32 %1600 to i64
	%1602 = call i32 @llvm.amdgcn.workgroup.id.y()
	%1603 = zext i32 %1602 to i64
	%1604 = call i32 @llvm.amdgcn.workgroup.id.z()
	%1605 = zext i32 %1604 to i64
	%1606 = mul i64 %1599, %1605
	%1607 = add i64 %1603, %1606
	%1608 = mul i64 %1596, %1607
	%1609 = add i64 %1601, %1608
	%1610 = mul i64 %1609, %1593
	%1611 = add i64 %1590, %1610
	%1612 = inttoptr i64 %1611 to ptr addrspace(1)
	%1613 = getelementptr inbounds i8, ptr addrspace(1) %1612, i64 %1588
	%1614 = load atomic i64, ptr addrspace(1) %1613 syncscope("workgroup") acquire, align 8
	%1615 = lshr i64 %1614, 63
	%1616 = zext i32 0 to i64
	%1617 = and i64 %1616, 1
	%1618 = icmp ne i64 %1615, %1617
	ret void

tma.in.66:
	switch i32 %1169, label %tma.red.bad.69 [
		i32 2, label %tma.red.70
		i32 3, label %tma.red.71
		i32 4, label %tma.red.72
		i32 5, label %tma.red.73
	]

tma.join.67:
	%1619 = add i32 %1540, 1
	br label %bulk.check.63

tma.red.join.68:
	br label %tma.join.67

tma.red.bad.69:
	call void @llvm.trap()
	unreachable

tma.red.70:
	%1620 = ptrtoint ptr addrspace(3) %1582 to i32
	%1621 = zext i32 %1620 to i64
	%1622 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%1623 = load i64, ptr addrspace(4) %1622, align 4
	%1624 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%1625 = load i32, ptr addrspace(4) %1624, align 4
	%1626 = zext i32 %1625 to i64
	%1627 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%1628 = load i32, ptr addrspace(4) %1627, align 4
	%1629 = zext i32 %1628 to i64
	%1630 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%1631 = load i32, ptr addrspace(4) %1630, align 4
	%1632 = zext i32 %1631 to i64
	%1633 = call i32 @llvm.amdgcn.workgroup.id.x()
	%1634 = zext i32 %1633 to i64
	%1635 = call i32 @llvm.amdgcn.workgroup.id.y()
	%1636 = zext i32 %1635 to i64
	%1637 = call i32 @llvm.amdgcn.workgroup.id.z()
	%1638 = zext i32 %1637 to i64
	%1639 = mul i64 %1632, %1638
	%1640 = add i64 %1636, %1639
	%1641 = mul i64 %1629, %1640
	%1642 = add i64 %1634, %1641
	%1643 = mul i64 %1642, %1626
	%1644 = add i64 %1623, %1643
	%1645 = inttoptr i64 %1644 to ptr addrspace(1)
	%1646 = getelementptr inbounds i8, ptr addrspace(1) %1645, i64 %1621
	%1647 = load i32, ptr addrspace(1) %1646, align 4
	%1648 = atomicrmw umax ptr %1584, i32 %1647 syncscope("agent") monotonic
	br label %tma.red.join.68

tma.red.71:
	%1649 = ptrtoint ptr addrspace(3) %1582 to i32
	%1650 = zext i32 %1649 to i64
	%1651 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%1652 = load i64, ptr addrspace(4) %1651, align 4
	%1653 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%1654 = load i32, ptr addrspace(4) %1653, align 4
	%1655 = zext i32 %1654 to i64
	%1656 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%1657 = load i32, ptr addrspace(4) %1656, align 4
	%1658 = zext i32 %1657 to i64
	%1659 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%1660 = load i32, ptr addrspace(4) %1659, align 4
	%1661 = zext i32 %1660 to i64
	%1662 = call i32 @llvm.amdgcn.workgroup.id.x()
	%1663 = zext i32 %1662 to i64
	%1664 = call i32 @llvm.amdgcn.workgroup.id.y()
	%1665 = zext i32 %1664 to i64
	%1666 = call i32 @llvm.amdgcn.workgroup.id.z()
	%1667 = zext i32 %1666 to i64
	%1668 = mul i64 %1661, %1667
	%1669 = add i64 %1665, %1668
	%1670 = mul i64 %1658, %1669
	%1671 = add i64 %1663, %1670
	%1672 = mul i64 %1671, %1655
	%1673 = add i64 %1652, %1672
	%1674 = inttoptr i64 %1673 to ptr addrspace(1)
	%1675 = getelementptr inbounds i8, ptr addrspace(1) %1674, i64 %1650
	%1676 = load i32, ptr addrspace(1) %1675, align 4
	%1677 = atomicrmw max ptr %1584, i32 %1676 syncscope("agent") monotonic
	br label %tma.red.join.68

tma.red.72:
	%1678 = ptrtoint ptr addrspace(3) %1582 to i32
	%1679 = zext i32 %1678 to i64
	%1680 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%1681 = load i64, ptr addrspace(4) %1680, align 4
	%1682 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%1683 = load i32, ptr addrspace(4) %1682, align 4
	%1684 = zext i32 %1683 to i64
	%1685 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%1686 = load i32, ptr addrspace(4) %1685, align 4
	%1687 = zext i32 %1686 to i64
	%1688 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%1689 = load i32, ptr addrspace(4) %1688, align 4
	%1690 = zext i32 %1689 to i64
	%1691 = call i32 @llvm.amdgcn.workgroup.id.x()
	%1692 = zext i32 %1691 to i64
	%1693 = call i32 @llvm.amdgcn.workgroup.id.y()
	%1694 = zext i32 %1693 to i64
	%1695 = call i32 @llvm.amdgcn.workgroup.id.z()
	%1696 = zext i32 %1695 to i64
	%1697 = mul i64 %1690, %1696
	%1698 = add i64 %1694, %1697
	%1699 = mul i64 %1687, %1698
	%1700 = add i64 %1692, %1699
	%1701 = mul i64 %1700, %1684
	%1702 = add i64 %1681, %1701
	%1703 = inttoptr i64 %1702 to ptr addrspace(1)
	%1704 = getelementptr inbounds i8, ptr addrspace(1) %1703, i64 %1679
	%1705 = load i64, ptr addrspace(1) %1704, align 8
	%1706 = atomicrmw umax ptr %1584, i64 %1705 syncscope("agent") monotonic
	br label %tma.red.join.68

tma.red.73:
	%1707 = ptrtoint ptr addrspace(3) %1582 to i32
	%1708 = zext i32 %1707 to i64
	%1709 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%1710 = load i64, ptr addrspace(4) %1709, align 4
	%1711 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%1712 = load i32, ptr addrspace(4) %1711, align 4
	%1713 = zext i32 %1712 to i64
	%1714 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%1715 = load i32, ptr addrspace(4) %1714, align 4
	%1716 = zext i32 %1715 to i64
	%1717 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%1718 = load i32, ptr addrspace(4) %1717, align 4
	%1719 = zext i32 %1718 to i64
	%1720 = call i32 @llvm.amdgcn.workgroup.id.x()
	%1721 = zext i32 %1720 to i64
	%1722 = call i32 @llvm.amdgcn.workgroup.id.y()
	%1723 = zext i32 %1722 to i64
	%1724 = call i32 @llvm.amdgcn.workgroup.id.z()
	%1725 = zext i32 %1724 to i64
	%1726 = mul i64 %1719, %1725
	%1727 = add i64 %1723, %1726
	%1728 = mul i64 %1716, %1727
	%1729 = add i64 %1721, %1728
	%1730 = mul i64 %1729, %1713
	%1731 = add i64 %1710, %1730
	%1732 = inttoptr i64 %1731 to ptr addrspace(1)
	%1733 = getelementptr inbounds i8, ptr addrspace(1) %1732, i64 %1708
	%1734 = load i64, ptr addrspace(1) %1733, align 8
	%1735 = atomicrmw max ptr %1584, i64 %1734 syncscope("agent") monotonic
	br label %tma.red.join.68
}

declare void @llvm.trap()

declare i32 @llvm.amdgcn.workgroup.id.x()

declare i32 @llvm.amdgcn.workgroup.id.y()

declare i32 @llvm.amdgcn.workgroup.id.z()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
