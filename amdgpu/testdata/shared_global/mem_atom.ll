target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
@mem_atom.shared.cnt = internal addrspace(3) global [4 x i8] undef, align 4

define amdgpu_kernel void @mem_atom(ptr addrspace(4) byref([8 x i8]) align 8 %p, ptr addrspace(4) byref([24 x i8]) align 4 %__ptxamd_shared_window) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %p, align 8
	%1 = inttoptr i64 %0 to ptr addrspace(1)
	%2 = atomicrmw add ptr addrspace(1) %1, i32 1 syncscope("agent") monotonic
	%3 = inttoptr i64 %0 to ptr addrspace(1)
	%4 = cmpxchg ptr addrspace(1) %3, i32 %2, i32 2 syncscope("agent") acq_rel acquire
	%5 = extractvalue { i32, i1 } %4, 0
	%6 = ptrtoint ptr addrspace(3) @mem_atom.shared.cnt to i32
	%7 = zext i32 %6 to i64
	%8 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%9 = load i64, ptr addrspace(4) %8, align 4
	%10 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%11 = load i32, ptr addrspace(4) %10, align 4
	%12 = zext i32 %11 to i64
	%13 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%14 = load i32, ptr addrspace(4) %13, align 4
	%15 = zext i32 %14 to i64
	%16 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%17 = load i32, ptr addrspace(4) %16, align 4
	%18 = zext i32 %17 to i64
	%19 = call i32 @llvm.amdgcn.workgroup.id.x()
	%20 = zext i32 %19 to i64
	%21 = call i32 @llvm.amdgcn.workgroup.id.y()
	%22 = zext i32 %21 to i64
	%23 = call i32 @llvm.amdgcn.workgroup.id.z()
	%24 = zext i32 %23 to i64
	%25 = mul i64 %18, %24
	%26 = add i64 %22, %25
	%27 = mul i64 %15, %26
	%28 = add i64 %20, %27
	%29 = mul i64 %28, %12
	%30 = add i64 %9, %29
	%31 = inttoptr i64 %30 to ptr addrspace(1)
	%32 = getelementptr inbounds i8, ptr addrspace(1) %31, i64 %7
	%33 = load atomic i32, ptr addrspace(1) %32 syncscope("agent") monotonic, align 4
	br label %atom.loop.2

atom.loop.2:
	%34 = phi i32 [ %33, %entry ], [ %66, %atom.loop.2 ]
	%35 = icmp uge i32 %34, 17
	%36 = add i32 %34, 1
	%37 = select i1 %35, i32 0, i32 %36
	%38 = ptrtoint ptr addrspace(3) @mem_atom.shared.cnt to i32
	%39 = zext i32 %38 to i64
	%40 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%41 = load i64, ptr addrspace(4) %40, align 4
	%42 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%43 = load i32, ptr addrspace(4) %42, align 4
	%44 = zext i32 %43 to i64
	%45 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%46 = load i32, ptr addrspace(4) %45, align 4
	%47 = zext i32 %46 to i64
	%48 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%49 = load i32, ptr addrspace(4) %48, align 4
	%50 = zext i32 %49 to i64
	%51 = call i32 @llvm.amdgcn.workgroup.id.x()
	%52 = zext i32 %51 to i64
	%53 = call i32 @llvm.amdgcn.workgroup.id.y()
	%54 = zext i32 %53 to i64
	%55 = call i32 @llvm.amdgcn.workgroup.id.z()
	%56 = zext i32 %55 to i64
	%57 = mul i64 %50, %56
	%58 = add i64 %54, %57
	%59 = mul i64 %47, %58
	%60 = add i64 %52, %59
	%61 = mul i64 %60, %44
	%62 = add i64 %41, %61
	%63 = inttoptr i64 %62 to ptr addrspace(1)
	%64 = getelementptr inbounds i8, ptr addrspace(1) %63, i64 %39
	%65 = cmpxchg ptr addrspace(1) %64, i32 %34, i32 %37 syncscope("agent") monotonic monotonic
	%66 = extractvalue { i32, i1 } %65, 0
	%67 = extractvalue { i32, i1 } %65, 1
	br i1 %67, label %atom.done.3, label %atom.loop.2

atom.done.3:
	%68 = inttoptr i64 %0 to ptr
	%69 = load atomic i32, ptr %68 syncscope("agent") monotonic, align 4
	br label %atom.loop.4

atom.loop.4:
	%70 = phi i32 [ %69, %atom.done.3 ], [ %77, %atom.loop.4 ]
	%71 = icmp eq i32 %70, 0
	%72 = icmp ugt i32 %70, 5
	%73 = or i1 %71, %72
	%74 = sub i32 %70, 1
	%75 = select i1 %73, i32 5, i32 %74
	%76 = cmpxchg ptr %68, i32 %70, i32 %75 syncscope("agent") monotonic monotonic
	%77 = extractvalue { i32, i1 } %76, 0
	%78 = extractvalue { i32, i1 } %76, 1
	br i1 %78, label %atom.done.5, label %atom.loop.4

atom.done.5:
	%79 = inttoptr i64 %0 to ptr addrspace(1)
	%80 = and i32 0, 2139095040
	%81 = icmp eq i32 %80, 0
	%82 = and i32 0, u0x80000000
	%83 = select i1 %81, i32 %82, i32 0
	%84 = bitcast i32 %83 to float
	%85 = atomicrmw fadd ptr addrspace(1) %79, float %84 syncscope("agent") monotonic
	%86 = fadd float %85, %84
	%87 = fcmp uno float %86, %86
	br i1 %87, label %atom.nan.6, label %atom.nan.done.9

atom.nan.6:
	%88 = load atomic i32, ptr addrspace(1) %79 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.7

atom.nan.loop.7:
	%89 = phi i32 [ %88, %atom.nan.6 ], [ %95, %atom.nan.swap.8 ]
	%90 = and i32 %89, u0x7FFFFFFF
	%91 = icmp ugt i32 %90, 2139095040
	%92 = icmp ne i32 %89, u0x7FFFFFFF
	%93 = and i1 %91, %92
	br i1 %93, label %atom.nan.swap.8, label %atom.nan.done.9

atom.nan.swap.8:
	%94 = cmpxchg ptr addrspace(1) %79, i32 %89, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%95 = extractvalue { i32, i1 } %94, 0
	%96 = extractvalue { i32, i1 } %94, 1
	br i1 %96, label %atom.nan.done.9, label %atom.nan.loop.7

atom.nan.done.9:
	%97 = bitcast float %85 to i32
	%98 = ptrtoint ptr addrspace(3) @mem_atom.shared.cnt to i32
	%99 = zext i32 %98 to i64
	%100 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 0
	%101 = load i64, ptr addrspace(4) %100, align 4
	%102 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 8
	%103 = load i32, ptr addrspace(4) %102, align 4
	%104 = zext i32 %103 to i64
	%105 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 12
	%106 = load i32, ptr addrspace(4) %105, align 4
	%107 = zext i32 %106 to i64
	%108 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_shared_window, i64 16
	%109 = load i32, ptr addrspace(4) %108, align 4
	%110 = zext i32 %109 to i64
	%111 = call i32 @llvm.amdgcn.workgroup.id.x()
	%112 = zext i32 %111 to i64
	%113 = call i32 @llvm.amdgcn.workgroup.id.y()
	%114 = zext i32 %113 to i64
	%115 = call i32 @llvm.amdgcn.workgroup.id.z()
	%116 = zext i32 %115 to i64
	%117 = mul i64 %110, %116
	%118 = add i64 %114, %117
	%119 = mul i64 %107, %118
	%120 = add i64 %112, %119
	%121 = mul i64 %120, %104
	%122 = add i64 %101, %121
	%123 = inttoptr i64 %122 to ptr addrspace(1)
	%124 = getelementptr inbounds i8, ptr addrspace(1) %123, i64 %99
	%125 = atomicrmw max ptr addrspace(1) %124, i32 %2 syncscope("workgroup") monotonic
	%126 = inttoptr i64 %0 to ptr
	%127 = atomicrmw umin ptr %126, i64 %0 monotonic
	%128 = inttoptr i64 %0 to ptr addrspace(1)
	%129 = load atomic i32, ptr addrspace(1) %128 syncscope("agent") monotonic, align 4
	br label %atom.loop.10

atom.loop.10:
	%130 = phi i32 [ %129, %atom.nan.done.9 ], [ %184, %atom.loop.10 ]
	%131 = trunc i32 %130 to i16
	%132 = trunc i32 %5 to i16
	%133 = zext i16 %131 to i32
	%134 = shl i32 %133, 16
	%135 = bitcast i32 %134 to float
	%136 = zext i16 %132 to i32
	%137 = shl i32 %136, 16
	%138 = bitcast i32 %137 to float
	%139 = fadd float %135, %138
	%140 = bitcast float %139 to i32
	%141 = lshr i32 %140, 16
	%142 = and i32 %141, 1
	%143 = add i32 %142, u0x7FFF
	%144 = add i32 %140, %143
	%145 = lshr i32 %144, 16
	%146 = fcmp uno float %139, %139
	%147 = lshr i32 %140, 16
	%148 = or i32 %147, 64
	%149 = select i1 %146, i32 %148, i32 %145
	%150 = trunc i32 %149 to i16
	%151 = and i16 %150, u0x7FFF
	%152 = icmp ugt i16 %151, 32640
	%153 = select i1 %152, i16 u0x7FFF, i16 %150
	%154 = lshr i32 %130, 16
	%155 = trunc i32 %154 to i16
	%156 = lshr i32 %5, 16
	%157 = trunc i32 %156 to i16
	%158 = zext i16 %155 to i32
	%159 = shl i32 %158, 16
	%160 = bitcast i32 %159 to float
	%161 = zext i16 %157 to i32
	%162 = shl i32 %161, 16
	%163 = bitcast i32 %162 to float
	%164 = fadd float %160, %163
	%165 = bitcast float %164 to i32
	%166 = lshr i32 %165, 16
	%167 = and i32 %166, 1
	%168 = add i32 %167, u0x7FFF
	%169 = add i32 %165, %168
	%170 = lshr i32 %169, 16
	%171 = fcmp uno float %164, %164
	%172 = lshr i32 %165, 16
	%173 = or i32 %172, 64
	%174 = select i1 %171, i32 %173, i32 %170
	%175 = trunc i32 %174 to i16
	%176 = and i16 %175, u0x7FFF
	%177 = icmp ugt i16 %176, 32640
	%178 = select i1 %177, i16 u0x7FFF, i16 %175
	%179 = zext i16 %153 to i32
	%180 = zext i16 %178 to i32
	%181 = shl i32 %180, 16
	%182 = or i32 %179, %181
	%183 = cmpxchg ptr addrspace(1) %128, i32 %130, i32 %182 syncscope("agent") monotonic monotonic
	%184 = extractvalue { i32, i1 } %183, 0
	%185 = extractvalue { i32, i1 } %183, 1
	br i1 %185, label %atom.done.11, label %atom.loop.10

atom.done.11:
	%186 = inttoptr i64 %0 to ptr addrspace(1)
	%187 = getelementptr inbounds i8, ptr addrspace(1) %186, i64 2
	%188 = ptrtoint ptr addrspace(1) %187 to i64
	%189 = and i64 %188, -4
	%190 = inttoptr i64 %189 to ptr addrspace(1)
	%191 = and i64 %188, 2
	%192 = trunc i64 %191 to i32
	%193 = shl i32 %192, 3
	%194 = load atomic i32, ptr addrspace(1) %190 syncscope("agent") monotonic, align 4
	br label %atom.loop.12

atom.loop.12:
	%195 = phi i32 [ %194, %atom.done.11 ], [ %207, %atom.loop.12 ]
	%196 = lshr i32 %195, %193
	%197 = trunc i32 %196 to i16
	%198 = icmp eq i16 %197, 0
	%199 = select i1 %198, i16 0, i16 %197
	%200 = zext i16 %199 to i32
	%201 = shl i32 %200, %193
	%202 = shl i32 u0xFFFF, %193
	%203 = xor i32 %202, -1
	%204 = and i32 %195, %203
	%205 = or i32 %204, %201
	%206 = cmpxchg ptr addrspace(1) %190, i32 %195, i32 %205 syncscope("agent") monotonic monotonic
	%207 = extractvalue { i32, i1 } %206, 0
	%208 = extractvalue { i32, i1 } %206, 1
	br i1 %208, label %atom.done.13, label %atom.loop.12

atom.done.13:
	%209 = inttoptr i64 %0 to ptr addrspace(1)
	%210 = and i32 0, 2139095040
	%211 = icmp eq i32 %210, 0
	%212 = and i32 0, u0x80000000
	%213 = select i1 %211, i32 %212, i32 0
	%214 = bitcast i32 %213 to float
	%215 = atomicrmw fadd ptr addrspace(1) %209, float %214 syncscope("agent") monotonic
	%216 = fadd float %215, %214
	%217 = fcmp uno float %216, %216
	br i1 %217, label %atom.nan.14, label %atom.nan.done.17

atom.nan.14:
	%218 = load atomic i32, ptr addrspace(1) %209 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.15

atom.nan.loop.15:
	%219 = phi i32 [ %218, %atom.nan.14 ], [ %225, %atom.nan.swap.16 ]
	%220 = and i32 %219, u0x7FFFFFFF
	%221 = icmp ugt i32 %220, 2139095040
	%222 = icmp ne i32 %219, u0x7FFFFFFF
	%223 = and i1 %221, %222
	br i1 %223, label %atom.nan.swap.16, label %atom.nan.done.17

atom.nan.swap.16:
	%224 = cmpxchg ptr addrspace(1) %209, i32 %219, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%225 = extractvalue { i32, i1 } %224, 0
	%226 = extractvalue { i32, i1 } %224, 1
	br i1 %226, label %atom.nan.done.17, label %atom.nan.loop.15

atom.nan.done.17:
	%227 = bitcast float %215 to i32
	%228 = getelementptr inbounds i8, ptr addrspace(1) %209, i64 4
	%229 = and i32 0, 2139095040
	%230 = icmp eq i32 %229, 0
	%231 = and i32 0, u0x80000000
	%232 = select i1 %230, i32 %231, i32 0
	%233 = bitcast i32 %232 to float
	%234 = atomicrmw fadd ptr addrspace(1) %228, float %233 syncscope("agent") monotonic
	%235 = fadd float %234, %233
	%236 = fcmp uno float %235, %235
	br i1 %236, label %atom.nan.18, label %atom.nan.done.21

atom.nan.18:
	%237 = load atomic i32, ptr addrspace(1) %228 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.19

atom.nan.loop.19:
	%238 = phi i32 [ %237, %atom.nan.18 ], [ %244, %atom.nan.swap.20 ]
	%239 = and i32 %238, u0x7FFFFFFF
	%240 = icmp ugt i32 %239, 2139095040
	%241 = icmp ne i32 %238, u0x7FFFFFFF
	%242 = and i1 %240, %241
	br i1 %242, label %atom.nan.swap.20, label %atom.nan.done.21

atom.nan.swap.20:
	%243 = cmpxchg ptr addrspace(1) %228, i32 %238, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%244 = extractvalue { i32, i1 } %243, 0
	%245 = extractvalue { i32, i1 } %243, 1
	br i1 %245, label %atom.nan.done.21, label %atom.nan.loop.19

atom.nan.done.21:
	%246 = bitcast float %234 to i32
	%247 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %130, ptr addrspace(1) %247, align 4
	ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()

declare i32 @llvm.amdgcn.workgroup.id.y()

declare i32 @llvm.amdgcn.workgroup.id.z()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
