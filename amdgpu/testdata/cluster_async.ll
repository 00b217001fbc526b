target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
@k.shared.inbox = internal addrspace(3) global [512 x i8] undef, align 16
@k.shared.pairs = internal addrspace(3) global [1024 x i8] undef, align 16
@k.shared.ctr = internal addrspace(3) global [8 x i8] undef, align 4
@k.shared.mb = internal addrspace(3) global [16 x i8] undef, align 8

define amdgpu_kernel void @k(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.z()
	%1 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
	%2 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 16
	%3 = load i16, ptr addrspace(4) %2, align 2
	%4 = zext i16 %3 to i32
	%5 = udiv i32 %4, 2
	%6 = udiv i32 %0, %5
	%7 = urem i32 %0, %5
	%8 = urem i32 %6, 2
	%9 = udiv i32 %6, 2
	%10 = urem i32 %9, 1
	%11 = udiv i32 %6, 2
	%12 = load i64, ptr addrspace(4) %out, align 8
	%13 = call i32 @llvm.amdgcn.workitem.id.x()
	%14 = xor i32 %6, 1
	%15 = mul i32 %6, 8
	%16 = getelementptr inbounds i8, ptr addrspace(3) @k.shared.mb, i32 %15
	%17 = ptrtoint ptr addrspace(3) %16 to i32
	%18 = icmp eq i32 %13, 0
	%19 = xor i1 %18, true
	br i1 %18, label %bb1, label %init_done

bb1:
	%20 = mul i32 %6, 4
	%21 = getelementptr inbounds i8, ptr addrspace(3) @k.shared.ctr, i32 %20
	store i32 5, ptr addrspace(3) %21, align 4
	%22 = zext i32 1 to i64
	%23 = and i64 %22, u0xFFFFF
	%24 = shl i64 %23, 20
	%25 = or i64 %24, %23
	%26 = inttoptr i32 %17 to ptr addrspace(3)
	store atomic i64 %25, ptr addrspace(3) %26 syncscope("workgroup") release, align 8
	%27 = zext i32 1024 to i64
	%28 = inttoptr i32 %17 to ptr addrspace(3)
	%29 = zext i32 1 to i64
	%30 = load atomic i64, ptr addrspace(3) %28 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.2

atom.loop.2:
	%31 = phi i64 [ %30, %bb1 ], [ %55, %atom.loop.2 ]
	%32 = and i64 %31, u0xFFFFF
	%33 = lshr i64 %31, 20
	%34 = and i64 %33, u0xFFFFF
	%35 = lshr i64 %31, 40
	%36 = and i64 %35, u0x7FFFFF
	%37 = and i64 %31, -9223372036854775808
	%38 = sub i64 %32, %29
	%39 = and i64 %38, u0xFFFFF
	%40 = add i64 %36, %27
	%41 = and i64 %40, u0x7FFFFF
	%42 = icmp eq i64 %39, 0
	%43 = icmp eq i64 %41, 0
	%44 = and i1 %42, %43
	%45 = shl i64 %34, 20
	%46 = xor i64 %37, -9223372036854775808
	%47 = or i64 %46, %45
	%48 = or i64 %47, %34
	%49 = or i64 %37, %45
	%50 = or i64 %49, %39
	%51 = shl i64 %41, 40
	%52 = or i64 %50, %51
	%53 = select i1 %44, i64 %48, i64 %52
	%54 = cmpxchg ptr addrspace(3) %28, i64 %31, i64 %53 syncscope("workgroup") acq_rel acquire
	%55 = extractvalue { i64, i1 } %54, 0
	%56 = extractvalue { i64, i1 } %54, 1
	br i1 %56, label %atom.done.3, label %atom.loop.2

atom.done.3:
	br label %init_done

init_done:
	fence syncscope("workgroup") release
	fence syncscope("workgroup") release
	call void @llvm.amdgcn.s.barrier()
	fence syncscope("workgroup") acquire
	%57 = mul i32 %6, 256
	%58 = getelementptr inbounds i8, ptr addrspace(3) @k.shared.inbox, i32 %57
	%59 = ptrtoint ptr addrspace(3) %58 to i32
	%60 = icmp ugt i32 2, 31
	%61 = select i1 %60, i32 31, i32 2
	%62 = shl i32 %13, %61
	%63 = select i1 %60, i32 0, i32 %62
	%64 = add i32 %59, %63
	%65 = icmp uge i32 %14, 2
	br i1 %65, label %mapa.bad.4, label %mapa.ok.5

mapa.bad.4:
	call void @llvm.trap()
	unreachable

mapa.ok.5:
	%66 = ptrtoint ptr addrspace(3) @k.shared.inbox to i32
	%67 = sub i32 %64, %66
	%68 = mul i32 256, 2
	%69 = icmp ult i32 %67, %68
	%70 = mul i32 %14, 256
	%71 = urem i32 %67, 256
	%72 = add i32 %70, %71
	%73 = add i32 %66, %72
	%74 = select i1 %69, i32 %73, i32 %64
	%75 = ptrtoint ptr addrspace(3) @k.shared.pairs to i32
	%76 = sub i32 %64, %75
	%77 = mul i32 512, 2
	%78 = icmp ult i32 %76, %77
	%79 = mul i32 %14, 512
	%80 = urem i32 %76, 512
	%81 = add i32 %79, %80
	%82 = add i32 %75, %81
	%83 = select i1 %78, i32 %82, i32 %74
	%84 = ptrtoint ptr addrspace(3) @k.shared.ctr to i32
	%85 = sub i32 %64, %84
	%86 = mul i32 4, 2
	%87 = icmp ult i32 %85, %86
	%88 = mul i32 %14, 4
	%89 = urem i32 %85, 4
	%90 = add i32 %88, %89
	%91 = add i32 %84, %90
	%92 = select i1 %87, i32 %91, i32 %83
	%93 = ptrtoint ptr addrspace(3) @k.shared.mb to i32
	%94 = sub i32 %64, %93
	%95 = mul i32 8, 2
	%96 = icmp ult i32 %94, %95
	%97 = mul i32 %14, 8
	%98 = urem i32 %94, 8
	%99 = add i32 %97, %98
	%100 = add i32 %93, %99
	%101 = select i1 %96, i32 %100, i32 %92
	%102 = icmp uge i32 %14, 2
	br i1 %102, label %mapa.bad.6, label %mapa.ok.7

mapa.bad.6:
	call void @llvm.trap()
	unreachable

mapa.ok.7:
	%103 = ptrtoint ptr addrspace(3) @k.shared.inbox to i32
	%104 = sub i32 %17, %103
	%105 = mul i32 256, 2
	%106 = icmp ult i32 %104, %105
	%107 = mul i32 %14, 256
	%108 = urem i32 %104, 256
	%109 = add i32 %107, %108
	%110 = add i32 %103, %109
	%111 = select i1 %106, i32 %110, i32 %17
	%112 = ptrtoint ptr addrspace(3) @k.shared.pairs to i32
	%113 = sub i32 %17, %112
	%114 = mul i32 512, 2
	%115 = icmp ult i32 %113, %114
	%116 = mul i32 %14, 512
	%117 = urem i32 %113, 512
	%118 = add i32 %116, %117
	%119 = add i32 %112, %118
	%120 = select i1 %115, i32 %119, i32 %111
	%121 = ptrtoint ptr addrspace(3) @k.shared.ctr to i32
	%122 = sub i32 %17, %121
	%123 = mul i32 4, 2
	%124 = icmp ult i32 %122, %123
	%125 = mul i32 %14, 4
	%126 = urem i32 %122, 4
	%127 = add i32 %125, %126
	%128 = add i32 %121, %127
	%129 = select i1 %124, i32 %128, i32 %120
	%130 = ptrtoint ptr addrspace(3) @k.shared.mb to i32
	%131 = sub i32 %17, %130
	%132 = mul i32 8, 2
	%133 = icmp ult i32 %131, %132
	%134 = mul i32 %14, 8
	%135 = urem i32 %131, 8
	%136 = add i32 %134, %135
	%137 = add i32 %130, %136
	%138 = select i1 %133, i32 %137, i32 %129
	%139 = mul i32 %6, 1000
	%140 = add i32 %139, %13
	%141 = icmp ult i32 %140, %139
	%142 = inttoptr i32 %101 to ptr addrspace(3)
	store i32 %140, ptr addrspace(3) %142, align 4
	%143 = inttoptr i32 %138 to ptr addrspace(3)
	%144 = load atomic i64, ptr addrspace(3) %143 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.8

atom.loop.8:
	%145 = phi i64 [ %144, %mapa.ok.7 ], [ %169, %atom.loop.8 ]
	%146 = and i64 %145, u0xFFFFF
	%147 = lshr i64 %145, 20
	%148 = and i64 %147, u0xFFFFF
	%149 = lshr i64 %145, 40
	%150 = and i64 %149, u0x7FFFFF
	%151 = and i64 %145, -9223372036854775808
	%152 = sub i64 %146, 0
	%153 = and i64 %152, u0xFFFFF
	%154 = add i64 %150, -4
	%155 = and i64 %154, u0x7FFFFF
	%156 = icmp eq i64 %153, 0
	%157 = icmp eq i64 %155, 0
	%158 = and i1 %156, %157
	%159 = shl i64 %148, 20
	%160 = xor i64 %151, -9223372036854775808
	%161 = or i64 %160, %159
	%162 = or i64 %161, %148
	%163 = or i64 %151, %159
	%164 = or i64 %163, %153
	%165 = shl i64 %155, 40
	%166 = or i64 %164, %165
	%167 = select i1 %158, i64 %162, i64 %166
	%168 = cmpxchg ptr addrspace(3) %143, i64 %145, i64 %167 syncscope("workgroup") acq_rel acquire
	%169 = extractvalue { i64, i1 } %168, 0
	%170 = extractvalue { i64, i1 } %168, 1
	br i1 %170, label %atom.done.9, label %atom.loop.8

atom.done.9:
	%171 = mul i32 %6, 512
	%172 = getelementptr inbounds i8, ptr addrspace(3) @k.shared.pairs, i32 %171
	%173 = ptrtoint ptr addrspace(3) %172 to i32
	%174 = icmp ugt i32 3, 31
	%175 = select i1 %174, i32 31, i32 3
	%176 = shl i32 %13, %175
	%177 = select i1 %174, i32 0, i32 %176
	%178 = add i32 %173, %177
	%179 = icmp uge i32 %14, 2
	br i1 %179, label %mapa.bad.10, label %mapa.ok.11

mapa.bad.10:
	call void @llvm.trap()
	unreachable

mapa.ok.11:
	%180 = ptrtoint ptr addrspace(3) @k.shared.inbox to i32
	%181 = sub i32 %178, %180
	%182 = mul i32 256, 2
	%183 = icmp ult i32 %181, %182
	%184 = mul i32 %14, 256
	%185 = urem i32 %181, 256
	%186 = add i32 %184, %185
	%187 = add i32 %180, %186
	%188 = select i1 %183, i32 %187, i32 %178
	%189 = ptrtoint ptr addrspace(3) @k.shared.pairs to i32
	%190 = sub i32 %178, %189
	%191 = mul i32 512, 2
	%192 = icmp ult i32 %190, %191
	%193 = mul i32 %14, 512
	%194 = urem i32 %190, 512
	%195 = add i32 %193, %194
	%196 = add i32 %189, %195
	%197 = select i1 %192, i32 %196, i32 %188
	%198 = ptrtoint ptr addrspace(3) @k.shared.ctr to i32
	%199 = sub i32 %178, %198
	%200 = mul i32 4, 2
	%201 = icmp ult i32 %199, %200
	%202 = mul i32 %14, 4
	%203 = urem i32 %199, 4
	%204 = add i32 %202, %203
	%205 = add i32 %198, %204
	%206 = select i1 %201, i32 %205, i32 %197
	%207 = ptrtoint ptr addrspace(3) @k.shared.mb to i32
	%208 = sub i32 %178, %207
	%209 = mul i32 8, 2
	%210 = icmp ult i32 %208, %209
	%211 = mul i32 %14, 8
	%212 = urem i32 %208, 8
	%213 = add i32 %211, %212
	%214 = add i32 %207, %213
	%215 = select i1 %210, i32 %214, i32 %206
	%216 = add i32 %140, 500
	%217 = inttoptr i32 %215 to ptr addrspace(3)
	%218 = insertelement <2 x i32> undef, i32 %140, i32 0
	%219 = insertelement <2 x i32> %218, i32 %216, i32 1
	store <2 x i32> %219, ptr addrspace(3) %217, align 8
	%220 = inttoptr i32 %138 to ptr addrspace(3)
	%221 = load atomic i64, ptr addrspace(3) %220 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.12

atom.loop.12:
	%222 = phi i64 [ %221, %mapa.ok.11 ], [ %246, %atom.loop.12 ]
	%223 = and i64 %222, u0xFFFFF
	%224 = lshr i64 %222, 20
	%225 = and i64 %224, u0xFFFFF
	%226 = lshr i64 %222, 40
	%227 = and i64 %226, u0x7FFFFF
	%228 = and i64 %222, -9223372036854775808
	%229 = sub i64 %223, 0
	%230 = and i64 %229, u0xFFFFF
	%231 = add i64 %227, -8
	%232 = and i64 %231, u0x7FFFFF
	%233 = icmp eq i64 %230, 0
	%234 = icmp eq i64 %232, 0
	%235 = and i1 %233, %234
	%236 = shl i64 %225, 20
	%237 = xor i64 %228, -9223372036854775808
	%238 = or i64 %237, %236
	%239 = or i64 %238, %225
	%240 = or i64 %228, %236
	%241 = or i64 %240, %230
	%242 = shl i64 %232, 40
	%243 = or i64 %241, %242
	%244 = select i1 %235, i64 %239, i64 %243
	%245 = cmpxchg ptr addrspace(3) %220, i64 %222, i64 %244 syncscope("workgroup") acq_rel acquire
	%246 = extractvalue { i64, i1 } %245, 0
	%247 = extractvalue { i64, i1 } %245, 1
	br i1 %247, label %atom.done.13, label %atom.loop.12

atom.done.13:
	%248 = mul i32 %6, 4
	%249 = getelementptr inbounds i8, ptr addrspace(3) @k.shared.ctr, i32 %248
	%250 = ptrtoint ptr addrspace(3) %249 to i32
	%251 = icmp uge i32 %14, 2
	br i1 %251, label %mapa.bad.14, label %mapa.ok.15

mapa.bad.14:
	call void @llvm.trap()
	unreachable

mapa.ok.15:
	%252 = ptrtoint ptr addrspace(3) @k.shared.inbox to i32
	%253 = sub i32 %250, %252
	%254 = mul i32 256, 2
	%255 = icmp ult i32 %253, %254
	%256 = mul i32 %14, 256
	%257 = urem i32 %253, 256
	%258 = add i32 %256, %257
	%259 = add i32 %252, %258
	%260 = select i1 %255, i32 %259, i32 %250
	%261 = ptrtoint ptr addrspace(3) @k.shared.pairs to i32
	%262 = sub i32 %250, %261
	%263 = mul i32 512, 2
	%264 = icmp ult i32 %262, %263
	%265 = mul i32 %14, 512
	%266 = urem i32 %262, 512
	%267 = add i32 %265, %266
	%268 = add i32 %261, %267
	%269 = select i1 %264, i32 %268, i32 %260
	%270 = ptrtoint ptr addrspace(3) @k.shared.ctr to i32
	%271 = sub i32 %250, %270
	%272 = mul i32 4, 2
	%273 = icmp ult i32 %271, %272
	%274 = mul i32 %14, 4
	%275 = urem i32 %271, 4
	%276 = add i32 %274, %275
	%277 = add i32 %270, %276
	%278 = select i1 %273, i32 %277, i32 %269
	%279 = ptrtoint ptr addrspace(3) @k.shared.mb to i32
	%280 = sub i32 %250, %279
	%281 = mul i32 8, 2
	%282 = icmp ult i32 %280, %281
	%283 = mul i32 %14, 8
	%284 = urem i32 %280, 8
	%285 = add i32 %283, %284
	%286 = add i32 %279, %285
	%287 = select i1 %282, i32 %286, i32 %278
	%288 = inttoptr i32 %287 to ptr addrspace(3)
	%289 = atomicrmw add ptr addrspace(3) %288, i32 %13 syncscope("workgroup") monotonic
	%290 = inttoptr i32 %138 to ptr addrspace(3)
	%291 = load atomic i64, ptr addrspace(3) %290 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.16

atom.loop.16:
	%292 = phi i64 [ %291, %mapa.ok.15 ], [ %316, %atom.loop.16 ]
	%293 = and i64 %292, u0xFFFFF
	%294 = lshr i64 %292, 20
	%295 = and i64 %294, u0xFFFFF
	%296 = lshr i64 %292, 40
	%297 = and i64 %296, u0x7FFFFF
	%298 = and i64 %292, -9223372036854775808
	%299 = sub i64 %293, 0
	%300 = and i64 %299, u0xFFFFF
	%301 = add i64 %297, -4
	%302 = and i64 %301, u0x7FFFFF
	%303 = icmp eq i64 %300, 0
	%304 = icmp eq i64 %302, 0
	%305 = and i1 %303, %304
	%306 = shl i64 %295, 20
	%307 = xor i64 %298, -9223372036854775808
	%308 = or i64 %307, %306
	%309 = or i64 %308, %295
	%310 = or i64 %298, %306
	%311 = or i64 %310, %300
	%312 = shl i64 %302, 40
	%313 = or i64 %311, %312
	%314 = select i1 %305, i64 %309, i64 %313
	%315 = cmpxchg ptr addrspace(3) %290, i64 %292, i64 %314 syncscope("workgroup") acq_rel acquire
	%316 = extractvalue { i64, i1 } %315, 0
	%317 = extractvalue { i64, i1 } %315, 1
	br i1 %317, label %atom.done.17, label %atom.loop.16

atom.done.17:
	br label %wait

wait:
	%318 = inttoptr i32 %17 to ptr addrspace(3)
	%319 = load atomic i64, ptr addrspace(3) %318 syncscope("workgroup") acquire, align 8
	%320 = lshr i64 %319, 63
	%321 = zext i32 0 to i64
	%322 = and i64 %321, 1
	%323 = icmp ne i64 %320, %322
	br i1 %323, label %bb2, label %wait

bb2:
	%324 = inttoptr i32 %64 to ptr addrspace(3)
	%325 = load i32, ptr addrspace(3) %324, align 4
	%326 = inttoptr i32 %178 to ptr addrspace(3)
	%327 = load <2 x i32>, ptr addrspace(3) %326, align 8
	%328 = extractelement <2 x i32> %327, i32 0
	%329 = extractelement <2 x i32> %327, i32 1
	%330 = mul i32 %6, 4
	%331 = getelementptr inbounds i8, ptr addrspace(3) @k.shared.ctr, i32 %330
	%332 = load i32, ptr addrspace(3) %331, align 4
	%333 = add i32 %325, %328
	%334 = add i32 %333, %329
	%335 = mul i32 %332, 65536
	%336 = add i32 %334, %335
	%337 = call i32 @llvm.amdgcn.workgroup.id.x()
	%338 = mul i32 %337, 2
	%339 = add i32 %338, %8
	%340 = mul i32 %339, 64
	%341 = add i32 %340, %13
	%342 = icmp ult i32 %341, %340
	%343 = zext i32 %341 to i64
	%344 = zext i32 4 to i64
	%345 = mul i64 %343, %344
	%346 = add i64 %12, %345
	%347 = inttoptr i64 %346 to ptr addrspace(1)
	store i32 %336, ptr addrspace(1) %347, align 4
	fence syncscope("workgroup") release
	fence syncscope("workgroup") release
	call void @llvm.amdgcn.s.barrier()
	fence syncscope("workgroup") acquire
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.z()

declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()

declare i32 @llvm.amdgcn.workitem.id.x()

declare void @llvm.amdgcn.s.barrier()

declare void @llvm.trap()

declare i32 @llvm.amdgcn.workgroup.id.x()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
