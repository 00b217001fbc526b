target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
@mem_atom.shared.cnt = internal addrspace(3) global [4 x i8] undef, align 4

define amdgpu_kernel void @mem_atom(ptr addrspace(4) byref([8 x i8]) align 8 %p, ptr addrspace(4) byref([24 x i8]) align 4 %__ptxamd_shared_window) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
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
	%25 = inttoptr i64 %24 to ptr addrspace(1)
	%26 = atomicrmw add ptr addrspace(1) %25, i32 1 syncscope("agent") monotonic
	%27 = inttoptr i64 %24 to ptr addrspace(1)
	%28 = cmpxchg ptr addrspace(1) %27, i32 %26, i32 2 syncscope("agent") acq_rel acquire
	%29 = extractvalue { i32, i1 } %28, 0
	%30 = ptrtoint ptr addrspace(3) @mem_atom.shared.cnt to i32
	%31 = zext i32 %30 to i64
	%32 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %31
	%33 = load atomic i32, ptr addrspace(1) %32 syncscope("agent") monotonic, align 4
	br label %atom.loop.2

atom.loop.2:
	%34 = phi i32 [ %33, %entry ], [ %42, %atom.loop.2 ]
	%35 = icmp uge i32 %34, 17
	%36 = add i32 %34, 1
	%37 = select i1 %35, i32 0, i32 %36
	%38 = ptrtoint ptr addrspace(3) @mem_atom.shared.cnt to i32
	%39 = zext i32 %38 to i64
	%40 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %39
	%41 = cmpxchg ptr addrspace(1) %40, i32 %34, i32 %37 syncscope("agent") monotonic monotonic
	%42 = extractvalue { i32, i1 } %41, 0
	%43 = extractvalue { i32, i1 } %41, 1
	br i1 %43, label %atom.done.3, label %atom.loop.2

atom.done.3:
	%44 = inttoptr i64 %24 to ptr
	%45 = load atomic i32, ptr %44 syncscope("agent") monotonic, align 4
	br label %atom.loop.4

atom.loop.4:
	%46 = phi i32 [ %45, %atom.done.3 ], [ %53, %atom.loop.4 ]
	%47 = icmp eq i32 %46, 0
	%48 = icmp ugt i32 %46, 5
	%49 = or i1 %47, %48
	%50 = sub i32 %46, 1
	%51 = select i1 %49, i32 5, i32 %50
	%52 = cmpxchg ptr %44, i32 %46, i32 %51 syncscope("agent") monotonic monotonic
	%53 = extractvalue { i32, i1 } %52, 0
	%54 = extractvalue { i32, i1 } %52, 1
	br i1 %54, label %atom.done.5, label %atom.loop.4

atom.done.5:
	%55 = inttoptr i64 %24 to ptr addrspace(1)
	%56 = and i32 0, 2139095040
	%57 = icmp eq i32 %56, 0
	%58 = and i32 0, u0x80000000
	%59 = select i1 %57, i32 %58, i32 0
	%60 = bitcast i32 %59 to float
	%61 = atomicrmw fadd ptr addrspace(1) %55, float %60 syncscope("agent") monotonic
	%62 = fadd float %61, %60
	%63 = fcmp uno float %62, %62
	br i1 %63, label %atom.nan.6, label %atom.nan.done.9

atom.nan.6:
	%64 = load atomic i32, ptr addrspace(1) %55 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.7

atom.nan.loop.7:
	%65 = phi i32 [ %64, %atom.nan.6 ], [ %71, %atom.nan.swap.8 ]
	%66 = and i32 %65, u0x7FFFFFFF
	%67 = icmp ugt i32 %66, 2139095040
	%68 = icmp ne i32 %65, u0x7FFFFFFF
	%69 = and i1 %67, %68
	br i1 %69, label %atom.nan.swap.8, label %atom.nan.done.9

atom.nan.swap.8:
	%70 = cmpxchg ptr addrspace(1) %55, i32 %65, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%71 = extractvalue { i32, i1 } %70, 0
	%72 = extractvalue { i32, i1 } %70, 1
	br i1 %72, label %atom.nan.done.9, label %atom.nan.loop.7

atom.nan.done.9:
	%73 = bitcast float %61 to i32
	%74 = ptrtoint ptr addrspace(3) @mem_atom.shared.cnt to i32
	%75 = zext i32 %74 to i64
	%76 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 %75
	%77 = atomicrmw max ptr addrspace(1) %76, i32 %26 syncscope("workgroup") monotonic
	%78 = inttoptr i64 %24 to ptr
	%79 = atomicrmw umin ptr %78, i64 %24 monotonic
	%80 = inttoptr i64 %24 to ptr addrspace(1)
	%81 = load atomic i32, ptr addrspace(1) %80 syncscope("agent") monotonic, align 4
	br label %atom.loop.10

atom.loop.10:
	%82 = phi i32 [ %81, %atom.nan.done.9 ], [ %136, %atom.loop.10 ]
	%83 = trunc i32 %82 to i16
	%84 = trunc i32 %29 to i16
	%85 = zext i16 %83 to i32
	%86 = shl i32 %85, 16
	%87 = bitcast i32 %86 to float
	%88 = zext i16 %84 to i32
	%89 = shl i32 %88, 16
	%90 = bitcast i32 %89 to float
	%91 = fadd float %87, %90
	%92 = bitcast float %91 to i32
	%93 = lshr i32 %92, 16
	%94 = and i32 %93, 1
	%95 = add i32 %94, u0x7FFF
	%96 = add i32 %92, %95
	%97 = lshr i32 %96, 16
	%98 = fcmp uno float %91, %91
	%99 = lshr i32 %92, 16
	%100 = or i32 %99, 64
	%101 = select i1 %98, i32 %100, i32 %97
	%102 = trunc i32 %101 to i16
	%103 = and i16 %102, u0x7FFF
	%104 = icmp ugt i16 %103, 32640
	%105 = select i1 %104, i16 u0x7FFF, i16 %102
	%106 = lshr i32 %82, 16
	%107 = trunc i32 %106 to i16
	%108 = lshr i32 %29, 16
	%109 = trunc i32 %108 to i16
	%110 = zext i16 %107 to i32
	%111 = shl i32 %110, 16
	%112 = bitcast i32 %111 to float
	%113 = zext i16 %109 to i32
	%114 = shl i32 %113, 16
	%115 = bitcast i32 %114 to float
	%116 = fadd float %112, %115
	%117 = bitcast float %116 to i32
	%118 = lshr i32 %117, 16
	%119 = and i32 %118, 1
	%120 = add i32 %119, u0x7FFF
	%121 = add i32 %117, %120
	%122 = lshr i32 %121, 16
	%123 = fcmp uno float %116, %116
	%124 = lshr i32 %117, 16
	%125 = or i32 %124, 64
	%126 = select i1 %123, i32 %125, i32 %122
	%127 = trunc i32 %126 to i16
	%128 = and i16 %127, u0x7FFF
	%129 = icmp ugt i16 %128, 32640
	%130 = select i1 %129, i16 u0x7FFF, i16 %127
	%131 = zext i16 %105 to i32
	%132 = zext i16 %130 to i32
	%133 = shl i32 %132, 16
	%134 = or i32 %131, %133
	%135 = cmpxchg ptr addrspace(1) %80, i32 %82, i32 %134 syncscope("agent") monotonic monotonic
	%136 = extractvalue { i32, i1 } %135, 0
	%137 = extractvalue { i32, i1 } %135, 1
	br i1 %137, label %atom.done.11, label %atom.loop.10

atom.done.11:
	%138 = inttoptr i64 %24 to ptr addrspace(1)
	%139 = getelementptr inbounds i8, ptr addrspace(1) %138, i64 2
	%140 = ptrtoint ptr addrspace(1) %139 to i64
	%141 = and i64 %140, -4
	%142 = inttoptr i64 %141 to ptr addrspace(1)
	%143 = and i64 %140, 2
	%144 = trunc i64 %143 to i32
	%145 = shl i32 %144, 3
	%146 = load atomic i32, ptr addrspace(1) %142 syncscope("agent") monotonic, align 4
	br label %atom.loop.12

atom.loop.12:
	%147 = phi i32 [ %146, %atom.done.11 ], [ %159, %atom.loop.12 ]
	%148 = lshr i32 %147, %145
	%149 = trunc i32 %148 to i16
	%150 = icmp eq i16 %149, 0
	%151 = select i1 %150, i16 0, i16 %149
	%152 = zext i16 %151 to i32
	%153 = shl i32 %152, %145
	%154 = shl i32 u0xFFFF, %145
	%155 = xor i32 %154, -1
	%156 = and i32 %147, %155
	%157 = or i32 %156, %153
	%158 = cmpxchg ptr addrspace(1) %142, i32 %147, i32 %157 syncscope("agent") monotonic monotonic
	%159 = extractvalue { i32, i1 } %158, 0
	%160 = extractvalue { i32, i1 } %158, 1
	br i1 %160, label %atom.done.13, label %atom.loop.12

atom.done.13:
	%161 = inttoptr i64 %24 to ptr addrspace(1)
	%162 = and i32 0, 2139095040
	%163 = icmp eq i32 %162, 0
	%164 = and i32 0, u0x80000000
	%165 = select i1 %163, i32 %164, i32 0
	%166 = bitcast i32 %165 to float
	%167 = atomicrmw fadd ptr addrspace(1) %161, float %166 syncscope("agent") monotonic
	%168 = fadd float %167, %166
	%169 = fcmp uno float %168, %168
	br i1 %169, label %atom.nan.14, label %atom.nan.done.17

atom.nan.14:
	%170 = load atomic i32, ptr addrspace(1) %161 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.15

atom.nan.loop.15:
	%171 = phi i32 [ %170, %atom.nan.14 ], [ %177, %atom.nan.swap.16 ]
	%172 = and i32 %171, u0x7FFFFFFF
	%173 = icmp ugt i32 %172, 2139095040
	%174 = icmp ne i32 %171, u0x7FFFFFFF
	%175 = and i1 %173, %174
	br i1 %175, label %atom.nan.swap.16, label %atom.nan.done.17

atom.nan.swap.16:
	%176 = cmpxchg ptr addrspace(1) %161, i32 %171, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%177 = extractvalue { i32, i1 } %176, 0
	%178 = extractvalue { i32, i1 } %176, 1
	br i1 %178, label %atom.nan.done.17, label %atom.nan.loop.15

atom.nan.done.17:
	%179 = bitcast float %167 to i32
	%180 = getelementptr inbounds i8, ptr addrspace(1) %161, i64 4
	%181 = and i32 0, 2139095040
	%182 = icmp eq i32 %181, 0
	%183 = and i32 0, u0x80000000
	%184 = select i1 %182, i32 %183, i32 0
	%185 = bitcast i32 %184 to float
	%186 = atomicrmw fadd ptr addrspace(1) %180, float %185 syncscope("agent") monotonic
	%187 = fadd float %186, %185
	%188 = fcmp uno float %187, %187
	br i1 %188, label %atom.nan.18, label %atom.nan.done.21

atom.nan.18:
	%189 = load atomic i32, ptr addrspace(1) %180 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.19

atom.nan.loop.19:
	%190 = phi i32 [ %189, %atom.nan.18 ], [ %196, %atom.nan.swap.20 ]
	%191 = and i32 %190, u0x7FFFFFFF
	%192 = icmp ugt i32 %191, 2139095040
	%193 = icmp ne i32 %190, u0x7FFFFFFF
	%194 = and i1 %192, %193
	br i1 %194, label %atom.nan.swap.20, label %atom.nan.done.21

atom.nan.swap.20:
	%195 = cmpxchg ptr addrspace(1) %180, i32 %190, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%196 = extractvalue { i32, i1 } %195, 0
	%197 = extractvalue { i32, i1 } %195, 1
	br i1 %197, label %atom.nan.done.21, label %atom.nan.loop.19

atom.nan.done.21:
	%198 = bitcast float %186 to i32
	%199 = inttoptr i64 %24 to ptr
	%200 = getelementptr inbounds i8, ptr %199, i64 8
	%201 = and i32 %179, 2139095040
	%202 = icmp eq i32 %201, 0
	%203 = and i32 %179, u0x80000000
	%204 = select i1 %202, i32 %203, i32 %179
	%205 = bitcast i32 %204 to float
	%206 = atomicrmw fadd ptr %200, float %205 syncscope("agent") monotonic
	%207 = fadd float %206, %205
	%208 = fcmp uno float %207, %207
	br i1 %208, label %atom.nan.22, label %atom.nan.done.25

atom.nan.22:
	%209 = load atomic i32, ptr %200 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.23

atom.nan.loop.23:
	%210 = phi i32 [ %209, %atom.nan.22 ], [ %216, %atom.nan.swap.24 ]
	%211 = and i32 %210, u0x7FFFFFFF
	%212 = icmp ugt i32 %211, 2139095040
	%213 = icmp ne i32 %210, u0x7FFFFFFF
	%214 = and i1 %212, %213
	br i1 %214, label %atom.nan.swap.24, label %atom.nan.done.25

atom.nan.swap.24:
	%215 = cmpxchg ptr %200, i32 %210, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%216 = extractvalue { i32, i1 } %215, 0
	%217 = extractvalue { i32, i1 } %215, 1
	br i1 %217, label %atom.nan.done.25, label %atom.nan.loop.23

atom.nan.done.25:
	%218 = bitcast float %206 to i32
	%219 = getelementptr inbounds i8, ptr %200, i64 4
	%220 = and i32 %198, 2139095040
	%221 = icmp eq i32 %220, 0
	%222 = and i32 %198, u0x80000000
	%223 = select i1 %221, i32 %222, i32 %198
	%224 = bitcast i32 %223 to float
	%225 = atomicrmw fadd ptr %219, float %224 syncscope("agent") monotonic
	%226 = fadd float %225, %224
	%227 = fcmp uno float %226, %226
	br i1 %227, label %atom.nan.26, label %atom.nan.done.29

atom.nan.26:
	%228 = load atomic i32, ptr %219 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.27

atom.nan.loop.27:
	%229 = phi i32 [ %228, %atom.nan.26 ], [ %235, %atom.nan.swap.28 ]
	%230 = and i32 %229, u0x7FFFFFFF
	%231 = icmp ugt i32 %230, 2139095040
	%232 = icmp ne i32 %229, u0x7FFFFFFF
	%233 = and i1 %231, %232
	br i1 %233, label %atom.nan.swap.28, label %atom.nan.done.29

atom.nan.swap.28:
	%234 = cmpxchg ptr %219, i32 %229, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%235 = extractvalue { i32, i1 } %234, 0
	%236 = extractvalue { i32, i1 } %234, 1
	br i1 %236, label %atom.nan.done.29, label %atom.nan.loop.27

atom.nan.done.29:
	%237 = bitcast float %225 to i32
	%238 = inttoptr i64 %24 to ptr addrspace(1)
	store i32 %82, ptr addrspace(1) %238, align 4
	ret void
}

declare i32 @llvm.amdgcn.workgroup.id.x()

declare i32 @llvm.amdgcn.workgroup.id.y()

declare i32 @llvm.amdgcn.workgroup.id.z()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
