target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
@buf = internal addrspace(3) global [512 x i8] undef, align 4
@__ptxamd.named_bar = internal addrspace(3) global [32 x i32] undef, align 8

define amdgpu_kernel void @pc(ptr addrspace(4) byref([8 x i8]) align 8 %out, ptr addrspace(4) byref([24 x i8]) align 4 %__ptxamd_shared_window) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
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
	%24 = call i32 @llvm.amdgcn.workitem.id.x()
	%25 = icmp ne i32 %24, 0
	%26 = or i1 false, %25
	%27 = call i32 @llvm.amdgcn.workitem.id.y()
	%28 = icmp ne i32 %27, 0
	%29 = or i1 %26, %28
	%30 = call i32 @llvm.amdgcn.workitem.id.z()
	%31 = icmp ne i32 %30, 0
	%32 = or i1 %29, %31
	%33 = xor i1 %32, true
	br i1 %33, label %namedbar.init.2, label %cont.3

namedbar.init.2:
	%34 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 0
	%35 = ptrtoint ptr addrspace(3) %34 to i32
	%36 = zext i32 %35 to i64
	%37 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %36
	store i32 0, ptr addrspace(1) %37, align 4
	%38 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 1
	%39 = ptrtoint ptr addrspace(3) %38 to i32
	%40 = zext i32 %39 to i64
	%41 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %40
	store i32 0, ptr addrspace(1) %41, align 4
	%42 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 2
	%43 = ptrtoint ptr addrspace(3) %42 to i32
	%44 = zext i32 %43 to i64
	%45 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %44
	store i32 0, ptr addrspace(1) %45, align 4
	%46 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 3
	%47 = ptrtoint ptr addrspace(3) %46 to i32
	%48 = zext i32 %47 to i64
	%49 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %48
	store i32 0, ptr addrspace(1) %49, align 4
	%50 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 4
	%51 = ptrtoint ptr addrspace(3) %50 to i32
	%52 = zext i32 %51 to i64
	%53 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %52
	store i32 0, ptr addrspace(1) %53, align 4
	%54 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 5
	%55 = ptrtoint ptr addrspace(3) %54 to i32
	%56 = zext i32 %55 to i64
	%57 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %56
	store i32 0, ptr addrspace(1) %57, align 4
	%58 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 6
	%59 = ptrtoint ptr addrspace(3) %58 to i32
	%60 = zext i32 %59 to i64
	%61 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %60
	store i32 0, ptr addrspace(1) %61, align 4
	%62 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 7
	%63 = ptrtoint ptr addrspace(3) %62 to i32
	%64 = zext i32 %63 to i64
	%65 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %64
	store i32 0, ptr addrspace(1) %65, align 4
	%66 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 8
	%67 = ptrtoint ptr addrspace(3) %66 to i32
	%68 = zext i32 %67 to i64
	%69 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %68
	store i32 0, ptr addrspace(1) %69, align 4
	%70 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 9
	%71 = ptrtoint ptr addrspace(3) %70 to i32
	%72 = zext i32 %71 to i64
	%73 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %72
	store i32 0, ptr addrspace(1) %73, align 4
	%74 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 10
	%75 = ptrtoint ptr addrspace(3) %74 to i32
	%76 = zext i32 %75 to i64
	%77 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %76
	store i32 0, ptr addrspace(1) %77, align 4
	%78 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 11
	%79 = ptrtoint ptr addrspace(3) %78 to i32
	%80 = zext i32 %79 to i64
	%81 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %80
	store i32 0, ptr addrspace(1) %81, align 4
	%82 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 12
	%83 = ptrtoint ptr addrspace(3) %82 to i32
	%84 = zext i32 %83 to i64
	%85 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %84
	store i32 0, ptr addrspace(1) %85, align 4
	%86 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 13
	%87 = ptrtoint ptr addrspace(3) %86 to i32
	%88 = zext i32 %87 to i64
	%89 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %88
	store i32 0, ptr addrspace(1) %89, align 4
	%90 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 14
	%91 = ptrtoint ptr addrspace(3) %90 to i32
	%92 = zext i32 %91 to i64
	%93 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %92
	store i32 0, ptr addrspace(1) %93, align 4
	%94 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 15
	%95 = ptrtoint ptr addrspace(3) %94 to i32
	%96 = zext i32 %95 to i64
	%97 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %96
	store i32 0, ptr addrspace(1) %97, align 4
	%98 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 16
	%99 = ptrtoint ptr addrspace(3) %98 to i32
	%100 = zext i32 %99 to i64
	%101 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %100
	store i32 0, ptr addrspace(1) %101, align 4
	%102 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 17
	%103 = ptrtoint ptr addrspace(3) %102 to i32
	%104 = zext i32 %103 to i64
	%105 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %104
	store i32 0, ptr addrspace(1) %105, align 4
	%106 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 18
	%107 = ptrtoint ptr addrspace(3) %106 to i32
	%108 = zext i32 %107 to i64
	%109 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %108
	store i32 0, ptr addrspace(1) %109, align 4
	%110 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 19
	%111 = ptrtoint ptr addrspace(3) %110 to i32
	%112 = zext i32 %111 to i64
	%113 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %112
	store i32 0, ptr addrspace(1) %113, align 4
	%114 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 20
	%115 = ptrtoint ptr addrspace(3) %114 to i32
	%116 = zext i32 %115 to i64
	%117 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %116
	store i32 0, ptr addrspace(1) %117, align 4
	%118 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 21
	%119 = ptrtoint ptr addrspace(3) %118 to i32
	%120 = zext i32 %119 to i64
	%121 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %120
	store i32 0, ptr addrspace(1) %121, align 4
	%122 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 22
	%123 = ptrtoint ptr addrspace(3) %122 to i32
	%124 = zext i32 %123 to i64
	%125 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %124
	store i32 0, ptr addrspace(1) %125, align 4
	%126 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 23
	%127 = ptrtoint ptr addrspace(3) %126 to i32
	%128 = zext i32 %127 to i64
	%129 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %128
	store i32 0, ptr addrspace(1) %129, align 4
	%130 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 24
	%131 = ptrtoint ptr addrspace(3) %130 to i32
	%132 = zext i32 %131 to i64
	%133 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %132
	store i32 0, ptr addrspace(1) %133, align 4
	%134 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 25
	%135 = ptrtoint ptr addrspace(3) %134 to i32
	%136 = zext i32 %135 to i64
	%137 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %136
	store i32 0, ptr addrspace(1) %137, align 4
	%138 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 26
	%139 = ptrtoint ptr addrspace(3) %138 to i32
	%140 = zext i32 %139 to i64
	%141 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %140
	store i32 0, ptr addrspace(1) %141, align 4
	%142 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 27
	%143 = ptrtoint ptr addrspace(3) %142 to i32
	%144 = zext i32 %143 to i64
	%145 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %144
	store i32 0, ptr addrspace(1) %145, align 4
	%146 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 28
	%147 = ptrtoint ptr addrspace(3) %146 to i32
	%148 = zext i32 %147 to i64
	%149 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %148
	store i32 0, ptr addrspace(1) %149, align 4
	%150 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 29
	%151 = ptrtoint ptr addrspace(3) %150 to i32
	%152 = zext i32 %151 to i64
	%153 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %152
	store i32 0, ptr addrspace(1) %153, align 4
	%154 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 30
	%155 = ptrtoint ptr addrspace(3) %154 to i32
	%156 = zext i32 %155 to i64
	%157 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %156
	store i32 0, ptr addrspace(1) %157, align 4
	%158 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 31
	%159 = ptrtoint ptr addrspace(3) %158 to i32
	%160 = zext i32 %159 to i64
	%161 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %160
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
	%178 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %177
	store i32 %173, ptr addrspace(1) %178, align 4
	%179 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
	%180 = and i64 %179, u0xFFFFFFFF
	%181 = icmp ne i64 %180, 0
	%182 = select i1 %181, i32 32, i32 0
	%183 = add i32 0, %182
	%184 = and i64 %179, -4294967296
	%185 = icmp ne i64 %184, 0
	%186 = select i1 %185, i32 32, i32 0
	%187 = add i32 %183, %186
	%188 = and i32 1, 15
	%189 = shl i32 %188, 1
	%190 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %189
	%191 = add i32 %189, 1
	%192 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %191
	%193 = call i64 @llvm.cttz.i64(i64 %179, i1 true)
	%194 = trunc i64 %193 to i32
	%195 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%196 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %195)
	%197 = icmp eq i32 %196, %194
	br i1 %197, label %namedbar.lead.4, label %namedbar.done.5

namedbar.lead.4:
	%198 = ptrtoint ptr addrspace(3) %192 to i32
	%199 = zext i32 %198 to i64
	%200 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %199
	%201 = load atomic i32, ptr addrspace(1) %200 syncscope("workgroup") acquire, align 4
	%202 = ptrtoint ptr addrspace(3) %190 to i32
	%203 = zext i32 %202 to i64
	%204 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %203
	%205 = atomicrmw add ptr addrspace(1) %204, i32 %187 syncscope("workgroup") acq_rel
	%206 = add i32 %205, %187
	%207 = icmp uge i32 %206, 128
	br i1 %207, label %namedbar.last.6, label %namedbar.wait.7

namedbar.done.5:
	fence syncscope("workgroup") acquire
	br label %$L_second

namedbar.last.6:
	%208 = ptrtoint ptr addrspace(3) %190 to i32
	%209 = zext i32 %208 to i64
	%210 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %209
	%211 = atomicrmw sub ptr addrspace(1) %210, i32 128 syncscope("workgroup") monotonic
	%212 = ptrtoint ptr addrspace(3) %192 to i32
	%213 = zext i32 %212 to i64
	%214 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %213
	%215 = atomicrmw add ptr addrspace(1) %214, i32 1 syncscope("workgroup") release
	br label %namedbar.done.5

namedbar.wait.7:
	br label %namedbar.done.5

$L_consume:
	%216 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
	%217 = and i64 %216, u0xFFFFFFFF
	%218 = icmp ne i64 %217, 0
	%219 = select i1 %218, i32 32, i32 0
	%220 = add i32 0, %219
	%221 = and i64 %216, -4294967296
	%222 = icmp ne i64 %221, 0
	%223 = select i1 %222, i32 32, i32 0
	%224 = add i32 %220, %223
	%225 = and i32 1, 15
	%226 = shl i32 %225, 1
	%227 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %226
	%228 = add i32 %226, 1
	%229 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %228
	%230 = call i64 @llvm.cttz.i64(i64 %216, i1 true)
	%231 = trunc i64 %230 to i32
	%232 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%233 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %232)
	%234 = icmp eq i32 %233, %231
	br i1 %234, label %namedbar.lead.8, label %namedbar.done.9

namedbar.lead.8:
	%235 = ptrtoint ptr addrspace(3) %229 to i32
	%236 = zext i32 %235 to i64
	%237 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %236
	%238 = load atomic i32, ptr addrspace(1) %237 syncscope("workgroup") acquire, align 4
	%239 = ptrtoint ptr addrspace(3) %227 to i32
	%240 = zext i32 %239 to i64
	%241 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %240
	%242 = atomicrmw add ptr addrspace(1) %241, i32 %224 syncscope("workgroup") acq_rel
	%243 = add i32 %242, %224
	%244 = icmp uge i32 %243, 128
	br i1 %244, label %namedbar.last.10, label %namedbar.wait.11

namedbar.done.9:
	fence syncscope("workgroup") acquire
	%245 = sub i32 %163, 64
	%246 = xor i32 %245, 5
	%247 = icmp ugt i32 2, 31
	%248 = select i1 %247, i32 31, i32 2
	%249 = shl i32 %246, %248
	%250 = select i1 %247, i32 0, i32 %249
	%251 = add i32 %164, %250
	%252 = inttoptr i32 %251 to ptr addrspace(3)
	%253 = ptrtoint ptr addrspace(3) %252 to i32
	%254 = zext i32 %253 to i64
	%255 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %254
	%256 = load i32, ptr addrspace(1) %255, align 4
	%257 = zext i32 %163 to i64
	%258 = zext i32 4 to i64
	%259 = mul i64 %257, %258
	%260 = add i64 %162, %259
	%261 = inttoptr i64 %260 to ptr addrspace(1)
	store i32 %256, ptr addrspace(1) %261, align 4
	br label %$L_second

namedbar.last.10:
	%262 = ptrtoint ptr addrspace(3) %227 to i32
	%263 = zext i32 %262 to i64
	%264 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %263
	%265 = atomicrmw sub ptr addrspace(1) %264, i32 128 syncscope("workgroup") monotonic
	%266 = ptrtoint ptr addrspace(3) %229 to i32
	%267 = zext i32 %266 to i64
	%268 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %267
	%269 = atomicrmw add ptr addrspace(1) %268, i32 1 syncscope("workgroup") release
	br label %namedbar.done.9

namedbar.wait.11:
	br label %namedbar.spin.12

namedbar.spin.12:
	call void @llvm.amdgcn.s.sleep(i32 1), !ptxamd.bar.wait !{i32 1, i32 128, i32 32, i32 64}
	%270 = ptrtoint ptr addrspace(3) %229 to i32
	%271 = zext i32 %270 to i64
	%272 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %271
	%273 = load atomic i32, ptr addrspace(1) %272 syncscope("workgroup") acquire, align 4
	%274 = icmp eq i32 %273, %238
	br i1 %274, label %namedbar.spin.12, label %namedbar.done.9

$L_second:
	fence syncscope("workgroup") release
	call void @llvm.amdgcn.s.barrier(), !ptxamd.bar !{i32 2, i32 -1, i32 32, i32 64}
	fence syncscope("workgroup") acquire
	br i1 %165, label %$L_consume2, label %bb3

bb3:
	%275 = icmp ugt i32 2, 31
	%276 = select i1 %275, i32 31, i32 2
	%277 = shl i32 %163, %276
	%278 = select i1 %275, i32 0, i32 %277
	%279 = add i32 %164, %278
	%280 = mul i32 %163, 3
	%281 = add i32 %280, 9
	%282 = icmp ult i32 %281, %280
	%283 = inttoptr i32 %279 to ptr addrspace(3)
	%284 = ptrtoint ptr addrspace(3) %283 to i32
	%285 = zext i32 %284 to i64
	%286 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %285
	store i32 %281, ptr addrspace(1) %286, align 4
	%287 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
	%288 = and i64 %287, u0xFFFFFFFF
	%289 = icmp ne i64 %288, 0
	%290 = select i1 %289, i32 32, i32 0
	%291 = add i32 0, %290
	%292 = and i64 %287, -4294967296
	%293 = icmp ne i64 %292, 0
	%294 = select i1 %293, i32 32, i32 0
	%295 = add i32 %291, %294
	%296 = and i32 3, 15
	%297 = shl i32 %296, 1
	%298 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %297
	%299 = add i32 %297, 1
	%300 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %299
	%301 = call i64 @llvm.cttz.i64(i64 %287, i1 true)
	%302 = trunc i64 %301 to i32
	%303 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%304 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %303)
	%305 = icmp eq i32 %304, %302
	br i1 %305, label %namedbar.lead.13, label %namedbar.done.14

namedbar.lead.13:
	%306 = ptrtoint ptr addrspace(3) %300 to i32
	%307 = zext i32 %306 to i64
	%308 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %307
	%309 = load atomic i32, ptr addrspace(1) %308 syncscope("workgroup") acquire, align 4
	%310 = ptrtoint ptr addrspace(3) %298 to i32
	%311 = zext i32 %310 to i64
	%312 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %311
	%313 = atomicrmw add ptr addrspace(1) %312, i32 %295 syncscope("workgroup") acq_rel
	%314 = add i32 %313, %295
	%315 = icmp uge i32 %314, 128
	br i1 %315, label %namedbar.last.15, label %namedbar.wait.16

namedbar.done.14:
	fence syncscope("workgroup") acquire
	ret void

namedbar.last.15:
	%316 = ptrtoint ptr addrspace(3) %298 to i32
	%317 = zext i32 %316 to i64
	%318 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %317
	%319 = atomicrmw sub ptr addrspace(1) %318, i32 128 syncscope("workgroup") monotonic
	%320 = ptrtoint ptr addrspace(3) %300 to i32
	%321 = zext i32 %320 to i64
	%322 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %321
	%323 = atomicrmw add ptr addrspace(1) %322, i32 1 syncscope("workgroup") release
	br label %namedbar.done.14

namedbar.wait.16:
	br label %namedbar.done.14

$L_consume2:
	%324 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
	%325 = and i64 %324, u0xFFFFFFFF
	%326 = icmp ne i64 %325, 0
	%327 = select i1 %326, i32 32, i32 0
	%328 = add i32 0, %327
	%329 = and i64 %324, -4294967296
	%330 = icmp ne i64 %329, 0
	%331 = select i1 %330, i32 32, i32 0
	%332 = add i32 %328, %331
	%333 = and i32 3, 15
	%334 = shl i32 %333, 1
	%335 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %334
	%336 = add i32 %334, 1
	%337 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %336
	%338 = call i64 @llvm.cttz.i64(i64 %324, i1 true)
	%339 = trunc i64 %338 to i32
	%340 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%341 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %340)
	%342 = icmp eq i32 %341, %339
	br i1 %342, label %namedbar.lead.17, label %namedbar.done.18

namedbar.lead.17:
	%343 = ptrtoint ptr addrspace(3) %337 to i32
	%344 = zext i32 %343 to i64
	%345 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %344
	%346 = load atomic i32, ptr addrspace(1) %345 syncscope("workgroup") acquire, align 4
	%347 = ptrtoint ptr addrspace(3) %335 to i32
	%348 = zext i32 %347 to i64
	%349 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %348
	%350 = atomicrmw add ptr addrspace(1) %349, i32 %332 syncscope("workgroup") acq_rel
	%351 = add i32 %350, %332
	%352 = icmp uge i32 %351, 128
	br i1 %352, label %namedbar.last.19, label %namedbar.wait.20

namedbar.done.18:
	fence syncscope("workgroup") acquire
	%353 = add i32 %163, 64
	%354 = icmp ugt i32 2, 31
	%355 = select i1 %354, i32 31, i32 2
	%356 = shl i32 %353, %355
	%357 = select i1 %354, i32 0, i32 %356
	%358 = add i32 %164, %357
	%359 = inttoptr i32 %358 to ptr addrspace(3)
	%360 = ptrtoint ptr addrspace(3) %359 to i32
	%361 = zext i32 %360 to i64
	%362 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %361
	%363 = load i32, ptr addrspace(1) %362, align 4
	%364 = zext i32 %163 to i64
	%365 = zext i32 4 to i64
	%366 = mul i64 %364, %365
	%367 = add i64 %162, %366
	%368 = inttoptr i64 %367 to ptr addrspace(1)
	store i32 %363, ptr addrspace(1) %368, align 4
	ret void

namedbar.last.19:
	%369 = ptrtoint ptr addrspace(3) %335 to i32
	%370 = zext i32 %369 to i64
	%371 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %370
	%372 = atomicrmw sub ptr addrspace(1) %371, i32 128 syncscope("workgroup") monotonic
	%373 = ptrtoint ptr addrspace(3) %337 to i32
	%374 = zext i32 %373 to i64
	%375 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %374
	%376 = atomicrmw add ptr addrspace(1) %375, i32 1 syncscope("workgroup") release
	br label %namedbar.done.18

namedbar.wait.20:
	br label %namedbar.spin.21

namedbar.spin.21:
	call void @llvm.amdgcn.s.sleep(i32 1), !ptxamd.bar.wait !{i32 3, i32 128, i32 32, i32 64}
	%377 = ptrtoint ptr addrspace(3) %337 to i32
	%378 = zext i32 %377 to i64
	%379 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %378
	%380 = load atomic i32, ptr addrspace(1) %379 syncscope("workgroup") acquire, align 4
	%381 = icmp eq i32 %380, %346
	br i1 %381, label %namedbar.spin.21, label %namedbar.done.18
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
