target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
@buf = internal addrspace(3) global [512 x i8] undef, align 4
@__ptxamd.named_bar = internal addrspace(3) global [32 x i32] undef, align 8

define amdgpu_kernel void @pc(ptr addrspace(4) byref([8 x i8]) align 8 %out, ptr addrspace(4) byref([24 x i8]) align 4 %__ptxamd_shared_window) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = icmp ne i32 %0, 0
	%2 = or i1 false, %1
	%3 = call i32 @llvm.amdgcn.workitem.id.y()
	%4 = icmp ne i32 %3, 0
	%5 = or i1 %2, %4
	%6 = call i32 @llvm.amdgcn.workitem.id.z()
	%7 = icmp ne i32 %6, 0
	%8 = or i1 %5, %7
	%9 = xor i1 %8, true
	br i1 %9, label %namedbar.init.2, label %cont.3

namedbar.init.2:
	%10 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 0
	%11 = ptrtoint ptr addrspace(3) %10 to i32
	%12 = zext i32 %11 to i64
	%13 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%14 = load i64, ptr addrspace(4) %13, align 4
	%15 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%16 = load i32, ptr addrspace(4) %15, align 4
	%17 = zext i32 %16 to i64
	%18 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%19 = load i32, ptr addrspace(4) %18, align 4
	%20 = zext i32 %19 to i64
	%21 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%22 = load i32, ptr addrspace(4) %21, align 4
	%23 = zext i32 %22 to i64
	%24 = call i32 @llvm.amdgcn.workgroup.id.x()
	%25 = zext i32 %24 to i64
	%26 = call i32 @llvm.amdgcn.workgroup.id.y()
	%27 = zext i32 %26 to i64
	%28 = call i32 @llvm.amdgcn.workgroup.id.z()
	%29 = zext i32 %28 to i64
	%30 = mul i64 %23, %29
	%31 = add i64 %27, %30
	%32 = mul i64 %20, %31
	%33 = add i64 %25, %32
	%34 = mul i64 %33, %17
	%35 = add i64 %14, %34
	%36 = inttoptr i64 %35 to ptr addrspace(1)
	%37 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %12
	store i32 0, ptr addrspace(1) %37, align 4
	%38 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 1
	%39 = ptrtoint ptr addrspace(3) %38 to i32
	%40 = zext i32 %39 to i64
	%41 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %40
	store i32 0, ptr addrspace(1) %41, align 4
	%42 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 2
	%43 = ptrtoint ptr addrspace(3) %42 to i32
	%44 = zext i32 %43 to i64
	%45 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %44
	store i32 0, ptr addrspace(1) %45, align 4
	%46 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 3
	%47 = ptrtoint ptr addrspace(3) %46 to i32
	%48 = zext i32 %47 to i64
	%49 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %48
	store i32 0, ptr addrspace(1) %49, align 4
	%50 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 4
	%51 = ptrtoint ptr addrspace(3) %50 to i32
	%52 = zext i32 %51 to i64
	%53 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %52
	store i32 0, ptr addrspace(1) %53, align 4
	%54 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 5
	%55 = ptrtoint ptr addrspace(3) %54 to i32
	%56 = zext i32 %55 to i64
	%57 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %56
	store i32 0, ptr addrspace(1) %57, align 4
	%58 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 6
	%59 = ptrtoint ptr addrspace(3) %58 to i32
	%60 = zext i32 %59 to i64
	%61 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %60
	store i32 0, ptr addrspace(1) %61, align 4
	%62 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 7
	%63 = ptrtoint ptr addrspace(3) %62 to i32
	%64 = zext i32 %63 to i64
	%65 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %64
	store i32 0, ptr addrspace(1) %65, align 4
	%66 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 8
	%67 = ptrtoint ptr addrspace(3) %66 to i32
	%68 = zext i32 %67 to i64
	%69 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %68
	store i32 0, ptr addrspace(1) %69, align 4
	%70 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 9
	%71 = ptrtoint ptr addrspace(3) %70 to i32
	%72 = zext i32 %71 to i64
	%73 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %72
	store i32 0, ptr addrspace(1) %73, align 4
	%74 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 10
	%75 = ptrtoint ptr addrspace(3) %74 to i32
	%76 = zext i32 %75 to i64
	%77 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %76
	store i32 0, ptr addrspace(1) %77, align 4
	%78 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 11
	%79 = ptrtoint ptr addrspace(3) %78 to i32
	%80 = zext i32 %79 to i64
	%81 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %80
	store i32 0, ptr addrspace(1) %81, align 4
	%82 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 12
	%83 = ptrtoint ptr addrspace(3) %82 to i32
	%84 = zext i32 %83 to i64
	%85 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %84
	store i32 0, ptr addrspace(1) %85, align 4
	%86 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 13
	%87 = ptrtoint ptr addrspace(3) %86 to i32
	%88 = zext i32 %87 to i64
	%89 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %88
	store i32 0, ptr addrspace(1) %89, align 4
	%90 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 14
	%91 = ptrtoint ptr addrspace(3) %90 to i32
	%92 = zext i32 %91 to i64
	%93 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %92
	store i32 0, ptr addrspace(1) %93, align 4
	%94 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 15
	%95 = ptrtoint ptr addrspace(3) %94 to i32
	%96 = zext i32 %95 to i64
	%97 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %96
	store i32 0, ptr addrspace(1) %97, align 4
	%98 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 16
	%99 = ptrtoint ptr addrspace(3) %98 to i32
	%100 = zext i32 %99 to i64
	%101 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %100
	store i32 0, ptr addrspace(1) %101, align 4
	%102 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 17
	%103 = ptrtoint ptr addrspace(3) %102 to i32
	%104 = zext i32 %103 to i64
	%105 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %104
	store i32 0, ptr addrspace(1) %105, align 4
	%106 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 18
	%107 = ptrtoint ptr addrspace(3) %106 to i32
	%108 = zext i32 %107 to i64
	%109 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %108
	store i32 0, ptr addrspace(1) %109, align 4
	%110 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 19
	%111 = ptrtoint ptr addrspace(3) %110 to i32
	%112 = zext i32 %111 to i64
	%113 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %112
	store i32 0, ptr addrspace(1) %113, align 4
	%114 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 20
	%115 = ptrtoint ptr addrspace(3) %114 to i32
	%116 = zext i32 %115 to i64
	%117 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %116
	store i32 0, ptr addrspace(1) %117, align 4
	%118 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 21
	%119 = ptrtoint ptr addrspace(3) %118 to i32
	%120 = zext i32 %119 to i64
	%121 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %120
	store i32 0, ptr addrspace(1) %121, align 4
	%122 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 22
	%123 = ptrtoint ptr addrspace(3) %122 to i32
	%124 = zext i32 %123 to i64
	%125 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %124
	store i32 0, ptr addrspace(1) %125, align 4
	%126 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 23
	%127 = ptrtoint ptr addrspace(3) %126 to i32
	%128 = zext i32 %127 to i64
	%129 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %128
	store i32 0, ptr addrspace(1) %129, align 4
	%130 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 24
	%131 = ptrtoint ptr addrspace(3) %130 to i32
	%132 = zext i32 %131 to i64
	%133 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %132
	store i32 0, ptr addrspace(1) %133, align 4
	%134 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 25
	%135 = ptrtoint ptr addrspace(3) %134 to i32
	%136 = zext i32 %135 to i64
	%137 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %136
	store i32 0, ptr addrspace(1) %137, align 4
	%138 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 26
	%139 = ptrtoint ptr addrspace(3) %138 to i32
	%140 = zext i32 %139 to i64
	%141 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %140
	store i32 0, ptr addrspace(1) %141, align 4
	%142 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 27
	%143 = ptrtoint ptr addrspace(3) %142 to i32
	%144 = zext i32 %143 to i64
	%145 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %144
	store i32 0, ptr addrspace(1) %145, align 4
	%146 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 28
	%147 = ptrtoint ptr addrspace(3) %146 to i32
	%148 = zext i32 %147 to i64
	%149 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %148
	store i32 0, ptr addrspace(1) %149, align 4
	%150 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 29
	%151 = ptrtoint ptr addrspace(3) %150 to i32
	%152 = zext i32 %151 to i64
	%153 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %152
	store i32 0, ptr addrspace(1) %153, align 4
	%154 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 30
	%155 = ptrtoint ptr addrspace(3) %154 to i32
	%156 = zext i32 %155 to i64
	%157 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %156
	store i32 0, ptr addrspace(1) %157, align 4
	%158 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 31
	%159 = ptrtoint ptr addrspace(3) %158 to i32
	%160 = zext i32 %159 to i64
	%161 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %160
	store i32 0, ptr addrspace(1) %161, align 4
	br label %cont.3

cont.3:
	fence syncscope("workgroup") release
	call void @llvm.amdgcn.s.barrier()
	fence syncscope("workgroup") acquire
	%162 = load i64, ptr addrspace(4) %out, align 8
	%163 = call i32 @llvm.amdgcn.workitem.id.x()
	%164 = ptrtoint ptr addrspace(3) @buf to i32
	%165 = icmp ult i32 %163, 64
	%166 = xor i1 %165, true
	br i1 %165, label %bb1, label %$L_consume

bb1:
	%167 = icmp ugt i32 2, 31
	%168 = select i1 %167, i32 31, i32 2
	%169 = shl i32 %163, %168
	%170 = select i1 %167, i32 0, i32 %169
	%171 = add i32 %164, %170
	%172 = mul i32 %163, 7
	%173 = add i32 %172, 100
	%174 = icmp ult i32 %173, %172
	%175 = inttoptr i32 %171 to ptr addrspace(3)
	%176 = ptrtoint ptr addrspace(3) %175 to i32
	%177 = zext i32 %176 to i64
	%178 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%179 = load i64, ptr addrspace(4) %178, align 4
	%180 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%181 = load i32, ptr addrspace(4) %180, align 4
	%182 = zext i32 %181 to i64
	%183 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%184 = load i32, ptr addrspace(4) %183, align 4
	%185 = zext i32 %184 to i64
	%186 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%187 = load i32, ptr addrspace(4) %186, align 4
	%188 = zext i32 %187 to i64
	%189 = call i32 @llvm.amdgcn.workgroup.id.x()
	%190 = zext i32 %189 to i64
	%191 = call i32 @llvm.amdgcn.workgroup.id.y()
	%192 = zext i32 %191 to i64
	%193 = call i32 @llvm.amdgcn.workgroup.id.z()
	%194 = zext i32 %193 to i64
	%195 = mul i64 %188, %194
	%196 = add i64 %192, %195
	%197 = mul i64 %185, %196
	%198 = add i64 %190, %197
	%199 = mul i64 %198, %182
	%200 = add i64 %179, %199
	%201 = inttoptr i64 %200 to ptr addrspace(1)
	%202 = getelementptr inbounds i8, ptr addrspace(1) %201, i64 %177
	store i32 %173, ptr addrspace(1) %202, align 4
	%203 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
	%204 = and i64 %203, u0xFFFFFFFF
	%205 = icmp ne i64 %204, 0
	%206 = select i1 %205, i32 32, i32 0
	%207 = add i32 0, %206
	%208 = and i64 %203, -4294967296
	%209 = icmp ne i64 %208, 0
	%210 = select i1 %209, i32 32, i32 0
	%211 = add i32 %207, %210
	%212 = and i32 1, 15
	%213 = shl i32 %212, 1
	%214 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %213
	%215 = add i32 %213, 1
	%216 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %215
	%217 = call i64 @llvm.cttz.i64(i64 %203, i1 true)
	%218 = trunc i64 %217 to i32
	%219 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%220 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %219)
	%221 = icmp eq i32 %220, %218
	br i1 %221, label %namedbar.lead.4, label %namedbar.done.5

namedbar.lead.4:
	%222 = ptrtoint ptr addrspace(3) %216 to i32
	%223 = zext i32 %222 to i64
	%224 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%225 = load i64, ptr addrspace(4) %224, align 4
	%226 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%227 = load i32, ptr addrspace(4) %226, align 4
	%228 = zext i32 %227 to i64
	%229 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%230 = load i32, ptr addrspace(4) %229, align 4
	%231 = zext i32 %230 to i64
	%232 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%233 = load i32, ptr addrspace(4) %232, align 4
	%234 = zext i32 %233 to i64
	%235 = call i32 @llvm.amdgcn.workgroup.id.x()
	%236 = zext i32 %235 to i64
	%237 = call i32 @llvm.amdgcn.workgroup.id.y()
	%238 = zext i32 %237 to i64
	%239 = call i32 @llvm.amdgcn.workgroup.id.z()
	%240 = zext i32 %239 to i64
	%241 = mul i64 %234, %240
	%242 = add i64 %238, %241
	%243 = mul i64 %231, %242
	%244 = add i64 %236, %243
	%245 = mul i64 %244, %228
	%246 = add i64 %225, %245
	%247 = inttoptr i64 %246 to ptr addrspace(1)
	%248 = getelementptr inbounds i8, ptr addrspace(1) %247, i64 %223
	%249 = load atomic i32, ptr addrspace(1) %248 syncscope("workgroup") acquire, align 4
	%250 = ptrtoint ptr addrspace(3) %214 to i32
	%251 = zext i32 %250 to i64
	%252 = getelementptr inbounds i8, ptr addrspace(1) %247, i64 %251
	%253 = atomicrmw add ptr addrspace(1) %252, i32 %211 syncscope("workgroup") acq_rel
	%254 = add i32 %253, %211
	%255 = icmp uge i32 %254, 128
	br i1 %255, label %namedbar.last.6, label %namedbar.wait.7

namedbar.done.5:
	fence syncscope("workgroup") acquire
	br label %$L_second

namedbar.last.6:
	%256 = ptrtoint ptr addrspace(3) %214 to i32
	%257 = zext i32 %256 to i64
	%258 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%259 = load i64, ptr addrspace(4) %258, align 4
	%260 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%261 = load i32, ptr addrspace(4) %260, align 4
	%262 = zext i32 %261 to i64
	%263 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%264 = load i32, ptr addrspace(4) %263, align 4
	%265 = zext i32 %264 to i64
	%266 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%267 = load i32, ptr addrspace(4) %266, align 4
	%268 = zext i32 %267 to i64
	%269 = call i32 @llvm.amdgcn.workgroup.id.x()
	%270 = zext i32 %269 to i64
	%271 = call i32 @llvm.amdgcn.workgroup.id.y()
	%272 = zext i32 %271 to i64
	%273 = call i32 @llvm.amdgcn.workgroup.id.z()
	%274 = zext i32 %273 to i64
	%275 = mul i64 %268, %274
	%276 = add i64 %272, %275
	%277 = mul i64 %265, %276
	%278 = add i64 %270, %277
	%279 = mul i64 %278, %262
	%280 = add i64 %259, %279
	%281 = inttoptr i64 %280 to ptr addrspace(1)
	%282 = getelementptr inbounds i8, ptr addrspace(1) %281, i64 %257
	%283 = atomicrmw sub ptr addrspace(1) %282, i32 128 syncscope("workgroup") monotonic
	%284 = ptrtoint ptr addrspace(3) %216 to i32
	%285 = zext i32 %284 to i64
	%286 = getelementptr inbounds i8, ptr addrspace(1) %281, i64 %285
	%287 = atomicrmw add ptr addrspace(1) %286, i32 1 syncscope("workgroup") release
	br label %namedbar.done.5

namedbar.wait.7:
	br label %namedbar.done.5

$L_consume:
	%288 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
	%289 = and i64 %288, u0xFFFFFFFF
	%290 = icmp ne i64 %289, 0
	%291 = select i1 %290, i32 32, i32 0
	%292 = add i32 0, %291
	%293 = and i64 %288, -4294967296
	%294 = icmp ne i64 %293, 0
	%295 = select i1 %294, i32 32, i32 0
	%296 = add i32 %292, %295
	%297 = and i32 1, 15
	%298 = shl i32 %297, 1
	%299 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %298
	%300 = add i32 %298, 1
	%301 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %300
	%302 = call i64 @llvm.cttz.i64(i64 %288, i1 true)
	%303 = trunc i64 %302 to i32
	%304 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%305 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %304)
	%306 = icmp eq i32 %305, %303
	br i1 %306, label %namedbar.lead.8, label %namedbar.done.9

namedbar.lead.8:
	%307 = ptrtoint ptr addrspace(3) %301 to i32
	%308 = zext i32 %307 to i64
	%309 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%310 = load i64, ptr addrspace(4) %309, align 4
	%311 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%312 = load i32, ptr addrspace(4) %311, align 4
	%313 = zext i32 %312 to i64
	%314 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%315 = load i32, ptr addrspace(4) %314, align 4
	%316 = zext i32 %315 to i64
	%317 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%318 = load i32, ptr addrspace(4) %317, align 4
	%319 = zext i32 %318 to i64
	%320 = call i32 @llvm.amdgcn.workgroup.id.x()
	%321 = zext i32 %320 to i64
	%322 = call i32 @llvm.amdgcn.workgroup.id.y()
	%323 = zext i32 %322 to i64
	%324 = call i32 @llvm.amdgcn.workgroup.id.z()
	%325 = zext i32 %324 to i64
	%326 = mul i64 %319, %325
	%327 = add i64 %323, %326
	%328 = mul i64 %316, %327
	%329 = add i64 %321, %328
	%330 = mul i64 %329, %313
	%331 = add i64 %310, %330
	%332 = inttoptr i64 %331 to ptr addrspace(1)
	%333 = getelementptr inbounds i8, ptr addrspace(1) %332, i64 %308
	%334 = load atomic i32, ptr addrspace(1) %333 syncscope("workgroup") acquire, align 4
	%335 = ptrtoint ptr addrspace(3) %299 to i32
	%336 = zext i32 %335 to i64
	%337 = getelementptr inbounds i8, ptr addrspace(1) %332, i64 %336
	%338 = atomicrmw add ptr addrspace(1) %337, i32 %296 syncscope("workgroup") acq_rel
	%339 = add i32 %338, %296
	%340 = icmp uge i32 %339, 128
	br i1 %340, label %namedbar.last.10, label %namedbar.wait.11

namedbar.done.9:
	fence syncscope("workgroup") acquire
	%341 = sub i32 %163, 64
	%342 = xor i32 %341, 5
	%343 = icmp ugt i32 2, 31
	%344 = select i1 %343, i32 31, i32 2
	%345 = shl i32 %342, %344
	%346 = select i1 %343, i32 0, i32 %345
	%347 = add i32 %164, %346
	%348 = inttoptr i32 %347 to ptr addrspace(3)
	%349 = ptrtoint ptr addrspace(3) %348 to i32
	%350 = zext i32 %349 to i64
	%351 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%352 = load i64, ptr addrspace(4) %351, align 4
	%353 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%354 = load i32, ptr addrspace(4) %353, align 4
	%355 = zext i32 %354 to i64
	%356 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%357 = load i32, ptr addrspace(4) %356, align 4
	%358 = zext i32 %357 to i64
	%359 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%360 = load i32, ptr addrspace(4) %359, align 4
	%361 = zext i32 %360 to i64
	%362 = call i32 @llvm.amdgcn.workgroup.id.x()
	%363 = zext i32 %362 to i64
	%364 = call i32 @llvm.amdgcn.workgroup.id.y()
	%365 = zext i32 %364 to i64
	%366 = call i32 @llvm.amdgcn.workgroup.id.z()
	%367 = zext i32 %366 to i64
	%368 = mul i64 %361, %367
	%369 = add i64 %365, %368
	%370 = mul i64 %358, %369
	%371 = add i64 %363, %370
	%372 = mul i64 %371, %355
	%373 = add i64 %352, %372
	%374 = inttoptr i64 %373 to ptr addrspace(1)
	%375 = getelementptr inbounds i8, ptr addrspace(1) %374, i64 %350
	%376 = load i32, ptr addrspace(1) %375, align 4
	%377 = zext i32 %163 to i64
	%378 = zext i32 4 to i64
	%379 = mul i64 %377, %378
	%380 = add i64 %162, %379
	%381 = inttoptr i64 %380 to ptr addrspace(1)
	store i32 %376, ptr addrspace(1) %381, align 4
	br label %$L_second

namedbar.last.10:
	%382 = ptrtoint ptr addrspace(3) %299 to i32
	%383 = zext i32 %382 to i64
	%384 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%385 = load i64, ptr addrspace(4) %384, align 4
	%386 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%387 = load i32, ptr addrspace(4) %386, align 4
	%388 = zext i32 %387 to i64
	%389 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%390 = load i32, ptr addrspace(4) %389, align 4
	%391 = zext i32 %390 to i64
	%392 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%393 = load i32, ptr addrspace(4) %392, align 4
	%394 = zext i32 %393 to i64
	%395 = call i32 @llvm.amdgcn.workgroup.id.x()
	%396 = zext i32 %395 to i64
	%397 = call i32 @llvm.amdgcn.workgroup.id.y()
	%398 = zext i32 %397 to i64
	%399 = call i32 @llvm.amdgcn.workgroup.id.z()
	%400 = zext i32 %399 to i64
	%401 = mul i64 %394, %400
	%402 = add i64 %398, %401
	%403 = mul i64 %391, %402
	%404 = add i64 %396, %403
	%405 = mul i64 %404, %388
	%406 = add i64 %385, %405
	%407 = inttoptr i64 %406 to ptr addrspace(1)
	%408 = getelementptr inbounds i8, ptr addrspace(1) %407, i64 %383
	%409 = atomicrmw sub ptr addrspace(1) %408, i32 128 syncscope("workgroup") monotonic
	%410 = ptrtoint ptr addrspace(3) %301 to i32
	%411 = zext i32 %410 to i64
	%412 = getelementptr inbounds i8, ptr addrspace(1) %407, i64 %411
	%413 = atomicrmw add ptr addrspace(1) %412, i32 1 syncscope("workgroup") release
	br label %namedbar.done.9

namedbar.wait.11:
	br label %namedbar.spin.12

namedbar.spin.12:
	call void @llvm.amdgcn.s.sleep(i32 1), !ptxamd.bar.wait !{i32 1, i32 128, i32 32, i32 64}
	%414 = ptrtoint ptr addrspace(3) %301 to i32
	%415 = zext i32 %414 to i64
	%416 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%417 = load i64, ptr addrspace(4) %416, align 4
	%418 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%419 = load i32, ptr addrspace(4) %418, align 4
	%420 = zext i32 %419 to i64
	%421 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%422 = load i32, ptr addrspace(4) %421, align 4
	%423 = zext i32 %422 to i64
	%424 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%425 = load i32, ptr addrspace(4) %424, align 4
	%426 = zext i32 %425 to i64
	%427 = call i32 @llvm.amdgcn.workgroup.id.x()
	%428 = zext i32 %427 to i64
	%429 = call i32 @llvm.amdgcn.workgroup.id.y()
	%430 = zext i32 %429 to i64
	%431 = call i32 @llvm.amdgcn.workgroup.id.z()
	%432 = zext i32 %431 to i64
	%433 = mul i64 %426, %432
	%434 = add i64 %430, %433
	%435 = mul i64 %423, %434
	%436 = add i64 %428, %435
	%437 = mul i64 %436, %420
	%438 = add i64 %417, %437
	%439 = inttoptr i64 %438 to ptr addrspace(1)
	%440 = getelementptr inbounds i8, ptr addrspace(1) %439, i64 %415
	%441 = load atomic i32, ptr addrspace(1) %440 syncscope("workgroup") acquire, align 4
	%442 = icmp eq i32 %441, %334
	br i1 %442, label %namedbar.spin.12, label %namedbar.done.9

$L_second:
	fence syncscope("workgroup") release
	call void @llvm.amdgcn.s.barrier(), !ptxamd.bar !{i32 2, i32 -1, i32 32, i32 64}
	fence syncscope("workgroup") acquire
	br i1 %165, label %$L_consume2, label %bb3

bb3:
	%443 = icmp ugt i32 2, 31
	%444 = select i1 %443, i32 31, i32 2
	%445 = shl i32 %163, %444
	%446 = select i1 %443, i32 0, i32 %445
	%447 = add i32 %164, %446
	%448 = mul i32 %163, 3
	%449 = add i32 %448, 9
	%450 = icmp ult i32 %449, %448
	%451 = inttoptr i32 %447 to ptr addrspace(3)
	%452 = ptrtoint ptr addrspace(3) %451 to i32
	%453 = zext i32 %452 to i64
	%454 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%455 = load i64, ptr addrspace(4) %454, align 4
	%456 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%457 = load i32, ptr addrspace(4) %456, align 4
	%458 = zext i32 %457 to i64
	%459 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%460 = load i32, ptr addrspace(4) %459, align 4
	%461 = zext i32 %460 to i64
	%462 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%463 = load i32, ptr addrspace(4) %462, align 4
	%464 = zext i32 %463 to i64
	%465 = call i32 @llvm.amdgcn.workgroup.id.x()
	%466 = zext i32 %465 to i64
	%467 = call i32 @llvm.amdgcn.workgroup.id.y()
	%468 = zext i32 %467 to i64
	%469 = call i32 @llvm.amdgcn.workgroup.id.z()
	%470 = zext i32 %469 to i64
	%471 = mul i64 %464, %470
	%472 = add i64 %468, %471
	%473 = mul i64 %461, %472
	%474 = add i64 %466, %473
	%475 = mul i64 %474, %458
	%476 = add i64 %455, %475
	%477 = inttoptr i64 %476 to ptr addrspace(1)
	%478 = getelementptr inbounds i8, ptr addrspace(1) %477, i64 %453
	store i32 %449, ptr addrspace(1) %478, align 4
	%479 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
	%480 = and i64 %479, u0xFFFFFFFF
	%481 = icmp ne i64 %480, 0
	%482 = select i1 %481, i32 32, i32 0
	%483 = add i32 0, %482
	%484 = and i64 %479, -4294967296
	%485 = icmp ne i64 %484, 0
	%486 = select i1 %485, i32 32, i32 0
	%487 = add i32 %483, %486
	%488 = and i32 3, 15
	%489 = shl i32 %488, 1
	%490 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %489
	%491 = add i32 %489, 1
	%492 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %491
	%493 = call i64 @llvm.cttz.i64(i64 %479, i1 true)
	%494 = trunc i64 %493 to i32
	%495 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%496 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %495)
	%497 = icmp eq i32 %496, %494
	br i1 %497, label %namedbar.lead.13, label %namedbar.done.14

namedbar.lead.13:
	%498 = ptrtoint ptr addrspace(3) %492 to i32
	%499 = zext i32 %498 to i64
	%500 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%501 = load i64, ptr addrspace(4) %500, align 4
	%502 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%503 = load i32, ptr addrspace(4) %502, align 4
	%504 = zext i32 %503 to i64
	%505 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%506 = load i32, ptr addrspace(4) %505, align 4
	%507 = zext i32 %506 to i64
	%508 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%509 = load i32, ptr addrspace(4) %508, align 4
	%510 = zext i32 %509 to i64
	%511 = call i32 @llvm.amdgcn.workgroup.id.x()
	%512 = zext i32 %511 to i64
	%513 = call i32 @llvm.amdgcn.workgroup.id.y()
	%514 = zext i32 %513 to i64
	%515 = call i32 @llvm.amdgcn.workgroup.id.z()
	%516 = zext i32 %515 to i64
	%517 = mul i64 %510, %516
	%518 = add i64 %514, %517
	%519 = mul i64 %507, %518
	%520 = add i64 %512, %519
	%521 = mul i64 %520, %504
	%522 = add i64 %501, %521
	%523 = inttoptr i64 %522 to ptr addrspace(1)
	%524 = getelementptr inbounds i8, ptr addrspace(1) %523, i64 %499
	%525 = load atomic i32, ptr addrspace(1) %524 syncscope("workgroup") acquire, align 4
	%526 = ptrtoint ptr addrspace(3) %490 to i32
	%527 = zext i32 %526 to i64
	%528 = getelementptr inbounds i8, ptr addrspace(1) %523, i64 %527
	%529 = atomicrmw add ptr addrspace(1) %528, i32 %487 syncscope("workgroup") acq_rel
	%530 = add i32 %529, %487
	%531 = icmp uge i32 %530, 128
	br i1 %531, label %namedbar.last.15, label %namedbar.wait.16

namedbar.done.14:
	fence syncscope("workgroup") acquire
	ret void

namedbar.last.15:
	%532 = ptrtoint ptr addrspace(3) %490 to i32
	%533 = zext i32 %532 to i64
	%534 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%535 = load i64, ptr addrspace(4) %534, align 4
	%536 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%537 = load i32, ptr addrspace(4) %536, align 4
	%538 = zext i32 %537 to i64
	%539 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%540 = load i32, ptr addrspace(4) %539, align 4
	%541 = zext i32 %540 to i64
	%542 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%543 = load i32, ptr addrspace(4) %542, align 4
	%544 = zext i32 %543 to i64
	%545 = call i32 @llvm.amdgcn.workgroup.id.x()
	%546 = zext i32 %545 to i64
	%547 = call i32 @llvm.amdgcn.workgroup.id.y()
	%548 = zext i32 %547 to i64
	%549 = call i32 @llvm.amdgcn.workgroup.id.z()
	%550 = zext i32 %549 to i64
	%551 = mul i64 %544, %550
	%552 = add i64 %548, %551
	%553 = mul i64 %541, %552
	%554 = add i64 %546, %553
	%555 = mul i64 %554, %538
	%556 = add i64 %535, %555
	%557 = inttoptr i64 %556 to ptr addrspace(1)
	%558 = getelementptr inbounds i8, ptr addrspace(1) %557, i64 %533
	%559 = atomicrmw sub ptr addrspace(1) %558, i32 128 syncscope("workgroup") monotonic
	%560 = ptrtoint ptr addrspace(3) %492 to i32
	%561 = zext i32 %560 to i64
	%562 = getelementptr inbounds i8, ptr addrspace(1) %557, i64 %561
	%563 = atomicrmw add ptr addrspace(1) %562, i32 1 syncscope("workgroup") release
	br label %namedbar.done.14

namedbar.wait.16:
	br label %namedbar.done.14

$L_consume2:
	%564 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
	%565 = and i64 %564, u0xFFFFFFFF
	%566 = icmp ne i64 %565, 0
	%567 = select i1 %566, i32 32, i32 0
	%568 = add i32 0, %567
	%569 = and i64 %564, -4294967296
	%570 = icmp ne i64 %569, 0
	%571 = select i1 %570, i32 32, i32 0
	%572 = add i32 %568, %571
	%573 = and i32 3, 15
	%574 = shl i32 %573, 1
	%575 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %574
	%576 = add i32 %574, 1
	%577 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %576
	%578 = call i64 @llvm.cttz.i64(i64 %564, i1 true)
	%579 = trunc i64 %578 to i32
	%580 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%581 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %580)
	%582 = icmp eq i32 %581, %579
	br i1 %582, label %namedbar.lead.17, label %namedbar.done.18

namedbar.lead.17:
	%583 = ptrtoint ptr addrspace(3) %577 to i32
	%584 = zext i32 %583 to i64
	%585 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%586 = load i64, ptr addrspace(4) %585, align 4
	%587 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%588 = load i32, ptr addrspace(4) %587, align 4
	%589 = zext i32 %588 to i64
	%590 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%591 = load i32, ptr addrspace(4) %590, align 4
	%592 = zext i32 %591 to i64
	%593 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%594 = load i32, ptr addrspace(4) %593, align 4
	%595 = zext i32 %594 to i64
	%596 = call i32 @llvm.amdgcn.workgroup.id.x()
	%597 = zext i32 %596 to i64
	%598 = call i32 @llvm.amdgcn.workgroup.id.y()
	%599 = zext i32 %598 to i64
	%600 = call i32 @llvm.amdgcn.workgroup.id.z()
	%601 = zext i32 %600 to i64
	%602 = mul i64 %595, %601
	%603 = add i64 %599, %602
	%604 = mul i64 %592, %603
	%605 = add i64 %597, %604
	%606 = mul i64 %605, %589
	%607 = add i64 %586, %606
	%608 = inttoptr i64 %607 to ptr addrspace(1)
	%609 = getelementptr inbounds i8, ptr addrspace(1) %608, i64 %584
	%610 = load atomic i32, ptr addrspace(1) %609 syncscope("workgroup") acquire, align 4
	%611 = ptrtoint ptr addrspace(3) %575 to i32
	%612 = zext i32 %611 to i64
	%613 = getelementptr inbounds i8, ptr addrspace(1) %608, i64 %612
	%614 = atomicrmw add ptr addrspace(1) %613, i32 %572 syncscope("workgroup") acq_rel
	%615 = add i32 %614, %572
	%616 = icmp uge i32 %615, 128
	br i1 %616, label %namedbar.last.19, label %namedbar.wait.20

namedbar.done.18:
	fence syncscope("workgroup") acquire
	%617 = add i32 %163, 64
	%618 = icmp ugt i32 2, 31
	%619 = select i1 %618, i32 31, i32 2
	%620 = shl i32 %617, %619
	%621 = select i1 %618, i32 0, i32 %620
	%622 = add i32 %164, %621
	%623 = inttoptr i32 %622 to ptr addrspace(3)
	%624 = ptrtoint ptr addrspace(3) %623 to i32
	%625 = zext i32 %624 to i64
	%626 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%627 = load i64, ptr addrspace(4) %626, align 4
	%628 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%629 = load i32, ptr addrspace(4) %628, align 4
	%630 = zext i32 %629 to i64
	%631 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%632 = load i32, ptr addrspace(4) %631, align 4
	%633 = zext i32 %632 to i64
	%634 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%635 = load i32, ptr addrspace(4) %634, align 4
	%636 = zext i32 %635 to i64
	%637 = call i32 @llvm.amdgcn.workgroup.id.x()
	%638 = zext i32 %637 to i64
	%639 = call i32 @llvm.amdgcn.workgroup.id.y()
	%640 = zext i32 %639 to i64
	%641 = call i32 @llvm.amdgcn.workgroup.id.z()
	%642 = zext i32 %641 to i64
	%643 = mul i64 %636, %642
	%644 = add i64 %640, %643
	%645 = mul i64 %633, %644
	%646 = add i64 %638, %645
	%647 = mul i64 %646, %630
	%648 = add i64 %627, %647
	%649 = inttoptr i64 %648 to ptr addrspace(1)
	%650 = getelementptr inbounds i8, ptr addrspace(1) %649, i64 %625
	%651 = load i32, ptr addrspace(1) %650, align 4
	%652 = zext i32 %163 to i64
	%653 = zext i32 4 to i64
	%654 = mul i64 %652, %653
	%655 = add i64 %162, %654
	%656 = inttoptr i64 %655 to ptr addrspace(1)
	store i32 %651, ptr addrspace(1) %656, align 4
	ret void

namedbar.last.19:
	%657 = ptrtoint ptr addrspace(3) %575 to i32
	%658 = zext i32 %657 to i64
	%659 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%660 = load i64, ptr addrspace(4) %659, align 4
	%661 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%662 = load i32, ptr addrspace(4) %661, align 4
	%663 = zext i32 %662 to i64
	%664 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%665 = load i32, ptr addrspace(4) %664, align 4
	%666 = zext i32 %665 to i64
	%667 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%668 = load i32, ptr addrspace(4) %667, align 4
	%669 = zext i32 %668 to i64
	%670 = call i32 @llvm.amdgcn.workgroup.id.x()
	%671 = zext i32 %670 to i64
	%672 = call i32 @llvm.amdgcn.workgroup.id.y()
	%673 = zext i32 %672 to i64
	%674 = call i32 @llvm.amdgcn.workgroup.id.z()
	%675 = zext i32 %674 to i64
	%676 = mul i64 %669, %675
	%677 = add i64 %673, %676
	%678 = mul i64 %666, %677
	%679 = add i64 %671, %678
	%680 = mul i64 %679, %663
	%681 = add i64 %660, %680
	%682 = inttoptr i64 %681 to ptr addrspace(1)
	%683 = getelementptr inbounds i8, ptr addrspace(1) %682, i64 %658
	%684 = atomicrmw sub ptr addrspace(1) %683, i32 128 syncscope("workgroup") monotonic
	%685 = ptrtoint ptr addrspace(3) %577 to i32
	%686 = zext i32 %685 to i64
	%687 = getelementptr inbounds i8, ptr addrspace(1) %682, i64 %686
	%688 = atomicrmw add ptr addrspace(1) %687, i32 1 syncscope("workgroup") release
	br label %namedbar.done.18

namedbar.wait.20:
	br label %namedbar.spin.21

namedbar.spin.21:
	call void @llvm.amdgcn.s.sleep(i32 1), !ptxamd.bar.wait !{i32 3, i32 128, i32 32, i32 64}
	%689 = ptrtoint ptr addrspace(3) %577 to i32
	%690 = zext i32 %689 to i64
	%691 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%692 = load i64, ptr addrspace(4) %691, align 4
	%693 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%694 = load i32, ptr addrspace(4) %693, align 4
	%695 = zext i32 %694 to i64
	%696 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%697 = load i32, ptr addrspace(4) %696, align 4
	%698 = zext i32 %697 to i64
	%699 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%700 = load i32, ptr addrspace(4) %699, align 4
	%701 = zext i32 %700 to i64
	%702 = call i32 @llvm.amdgcn.workgroup.id.x()
	%703 = zext i32 %702 to i64
	%704 = call i32 @llvm.amdgcn.workgroup.id.y()
	%705 = zext i32 %704 to i64
	%706 = call i32 @llvm.amdgcn.workgroup.id.z()
	%707 = zext i32 %706 to i64
	%708 = mul i64 %701, %707
	%709 = add i64 %705, %708
	%710 = mul i64 %698, %709
	%711 = add i64 %703, %710
	%712 = mul i64 %711, %695
	%713 = add i64 %692, %712
	%714 = inttoptr i64 %713 to ptr addrspace(1)
	%715 = getelementptr inbounds i8, ptr addrspace(1) %714, i64 %690
	%716 = load atomic i32, ptr addrspace(1) %715 syncscope("workgroup") acquire, align 4
	%717 = icmp eq i32 %716, %610
	br i1 %717, label %namedbar.spin.21, label %namedbar.done.18
}

declare i32 @llvm.amdgcn.workitem.id.x()

declare i32 @llvm.amdgcn.workitem.id.y()

declare i32 @llvm.amdgcn.workitem.id.z()

declare void @llvm.amdgcn.s.barrier()

declare i64 @llvm.amdgcn.ballot.i64(i1 %0)

declare i64 @llvm.cttz.i64(i64 %0, i1 %1)

declare i32 @llvm.amdgcn.mbcnt.lo(i32 %0, i32 %1)

declare i32 @llvm.amdgcn.mbcnt.hi(i32 %0, i32 %1)

declare void @llvm.amdgcn.s.sleep(i32 %0)

declare i32 @llvm.amdgcn.workgroup.id.x()

declare i32 @llvm.amdgcn.workgroup.id.y()

declare i32 @llvm.amdgcn.workgroup.id.z()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
