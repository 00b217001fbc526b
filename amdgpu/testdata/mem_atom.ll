target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
@mem_atom.shared.cnt = internal addrspace(3) global [4 x i8] undef, align 4

define amdgpu_kernel void @mem_atom(ptr addrspace(4) byref([8 x i8]) align 8 %p) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %p, align 8
	%1 = inttoptr i64 %0 to ptr addrspace(1)
	%2 = atomicrmw add ptr addrspace(1) %1, i32 1 syncscope("agent") monotonic
	%3 = inttoptr i64 %0 to ptr addrspace(1)
	%4 = cmpxchg ptr addrspace(1) %3, i32 %2, i32 2 syncscope("agent") acq_rel acquire
	%5 = extractvalue { i32, i1 } %4, 0
	%6 = load atomic i32, ptr addrspace(3) @mem_atom.shared.cnt syncscope("agent") monotonic, align 4
	br label %atom.loop.2

atom.loop.2:
	%7 = phi i32 [ %6, %entry ], [ %12, %atom.loop.2 ]
	%8 = icmp uge i32 %7, 17
	%9 = add i32 %7, 1
	%10 = select i1 %8, i32 0, i32 %9
	%11 = cmpxchg ptr addrspace(3) @mem_atom.shared.cnt, i32 %7, i32 %10 syncscope("agent") monotonic monotonic
	%12 = extractvalue { i32, i1 } %11, 0
	%13 = extractvalue { i32, i1 } %11, 1
	br i1 %13, label %atom.done.3, label %atom.loop.2

atom.done.3:
	%14 = inttoptr i64 %0 to ptr
	%15 = load atomic i32, ptr %14 syncscope("agent") monotonic, align 4
	br label %atom.loop.4

atom.loop.4:
	%16 = phi i32 [ %15, %atom.done.3 ], [ %23, %atom.loop.4 ]
	%17 = icmp eq i32 %16, 0
	%18 = icmp ugt i32 %16, 5
	%19 = or i1 %17, %18
	%20 = sub i32 %16, 1
	%21 = select i1 %19, i32 5, i32 %20
	%22 = cmpxchg ptr %14, i32 %16, i32 %21 syncscope("agent") monotonic monotonic
	%23 = extractvalue { i32, i1 } %22, 0
	%24 = extractvalue { i32, i1 } %22, 1
	br i1 %24, label %atom.done.5, label %atom.loop.4

atom.done.5:
	%25 = inttoptr i64 %0 to ptr addrspace(1)
	%26 = and i32 0, 2139095040
	%27 = icmp eq i32 %26, 0
	%28 = and i32 0, u0x80000000
	%29 = select i1 %27, i32 %28, i32 0
	%30 = bitcast i32 %29 to float
	%31 = atomicrmw fadd ptr addrspace(1) %25, float %30 syncscope("agent") monotonic
	%32 = fadd float %31, %30
	%33 = fcmp uno float %32, %32
	br i1 %33, label %atom.nan.6, label %atom.nan.done.9

atom.nan.6:
	%34 = load atomic i32, ptr addrspace(1) %25 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.7

atom.nan.loop.7:
	%35 = phi i32 [ %34, %atom.nan.6 ], [ %41, %atom.nan.swap.8 ]
	%36 = and i32 %35, u0x7FFFFFFF
	%37 = icmp ugt i32 %36, 2139095040
	%38 = icmp ne i32 %35, u0x7FFFFFFF
	%39 = and i1 %37, %38
	br i1 %39, label %atom.nan.swap.8, label %atom.nan.done.9

atom.nan.swap.8:
	%40 = cmpxchg ptr addrspace(1) %25, i32 %35, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%41 = extractvalue { i32, i1 } %40, 0
	%42 = extractvalue { i32, i1 } %40, 1
	br i1 %42, label %atom.nan.done.9, label %atom.nan.loop.7

atom.nan.done.9:
	%43 = bitcast float %31 to i32
	%44 = atomicrmw max ptr addrspace(3) @mem_atom.shared.cnt, i32 %2 syncscope("workgroup") monotonic
	%45 = inttoptr i64 %0 to ptr
	%46 = atomicrmw umin ptr %45, i64 %0 monotonic
	%47 = inttoptr i64 %0 to ptr addrspace(1)
	%48 = load atomic i32, ptr addrspace(1) %47 syncscope("agent") monotonic, align 4
	br label %atom.loop.10

atom.loop.10:
	%49 = phi i32 [ %48, %atom.nan.done.9 ], [ %103, %atom.loop.10 ]
	%50 = trunc i32 %49 to i16
	%51 = trunc i32 %5 to i16
	%52 = zext i16 %50 to i32
	%53 = shl i32 %52, 16
	%54 = bitcast i32 %53 to float
	%55 = zext i16 %51 to i32
	%56 = shl i32 %55, 16
	%57 = bitcast i32 %56 to float
	%58 = fadd float %54, %57
	%59 = bitcast float %58 to i32
	%60 = lshr i32 %59, 16
	%61 = and i32 %60, 1
	%62 = add i32 %61, u0x7FFF
	%63 = add i32 %59, %62
	%64 = lshr i32 %63, 16
	%65 = fcmp uno float %58, %58
	%66 = lshr i32 %59, 16
	%67 = or i32 %66, 64
	%68 = select i1 %65, i32 %67, i32 %64
	%69 = trunc i32 %68 to i16
	%70 = and i16 %69, u0x7FFF
	%71 = icmp ugt i16 %70, 32640
	%72 = select i1 %71, i16 u0x7FFF, i16 %69
	%73 = lshr i32 %49, 16
	%74 = trunc i32 %73 to i16
	%75 = lshr i32 %5, 16
	%76 = trunc i32 %75 to i16
	%77 = zext i16 %74 to i32
	%78 = shl i32 %77, 16
	%79 = bitcast i32 %78 to float
	%80 = zext i16 %76 to i32
	%81 = shl i32 %80, 16
	%82 = bitcast i32 %81 to float
	%83 = fadd float %79, %82
	%84 = bitcast float %83 to i32
	%85 = lshr i32 %84, 16
	%86 = and i32 %85, 1
	%87 = add i32 %86, u0x7FFF
	%88 = add i32 %84, %87
	%89 = lshr i32 %88, 16
	%90 = fcmp uno float %83, %83
	%91 = lshr i32 %84, 16
	%92 = or i32 %91, 64
	%93 = select i1 %90, i32 %92, i32 %89
	%94 = trunc i32 %93 to i16
	%95 = and i16 %94, u0x7FFF
	%96 = icmp ugt i16 %95, 32640
	%97 = select i1 %96, i16 u0x7FFF, i16 %94
	%98 = zext i16 %72 to i32
	%99 = zext i16 %97 to i32
	%100 = shl i32 %99, 16
	%101 = or i32 %98, %100
	%102 = cmpxchg ptr addrspace(1) %47, i32 %49, i32 %101 syncscope("agent") monotonic monotonic
	%103 = extractvalue { i32, i1 } %102, 0
	%104 = extractvalue { i32, i1 } %102, 1
	br i1 %104, label %atom.done.11, label %atom.loop.10

atom.done.11:
	%105 = inttoptr i64 %0 to ptr addrspace(1)
	%106 = getelementptr inbounds i8, ptr addrspace(1) %105, i64 2
	%107 = ptrtoint ptr addrspace(1) %106 to i64
	%108 = and i64 %107, -4
	%109 = inttoptr i64 %108 to ptr addrspace(1)
	%110 = and i64 %107, 2
	%111 = trunc i64 %110 to i32
	%112 = shl i32 %111, 3
	%113 = load atomic i32, ptr addrspace(1) %109 syncscope("agent") monotonic, align 4
	br label %atom.loop.12

atom.loop.12:
	%114 = phi i32 [ %113, %atom.done.11 ], [ %126, %atom.loop.12 ]
	%115 = lshr i32 %114, %112
	%116 = trunc i32 %115 to i16
	%117 = icmp eq i16 %116, 0
	%118 = select i1 %117, i16 0, i16 %116
	%119 = zext i16 %118 to i32
	%120 = shl i32 %119, %112
	%121 = shl i32 u0xFFFF, %112
	%122 = xor i32 %121, -1
	%123 = and i32 %114, %122
	%124 = or i32 %123, %120
	%125 = cmpxchg ptr addrspace(1) %109, i32 %114, i32 %124 syncscope("agent") monotonic monotonic
	%126 = extractvalue { i32, i1 } %125, 0
	%127 = extractvalue { i32, i1 } %125, 1
	br i1 %127, label %atom.done.13, label %atom.loop.12

atom.done.13:
	%128 = inttoptr i64 %0 to ptr addrspace(1)
	%129 = and i32 0, 2139095040
	%130 = icmp eq i32 %129, 0
	%131 = and i32 0, u0x80000000
	%132 = select i1 %130, i32 %131, i32 0
	%133 = bitcast i32 %132 to float
	%134 = atomicrmw fadd ptr addrspace(1) %128, float %133 syncscope("agent") monotonic
	%135 = fadd float %134, %133
	%136 = fcmp uno float %135, %135
	br i1 %136, label %atom.nan.14, label %atom.nan.done.17

atom.nan.14:
	%137 = load atomic i32, ptr addrspace(1) %128 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.15

atom.nan.loop.15:
	%138 = phi i32 [ %137, %atom.nan.14 ], [ %144, %atom.nan.swap.16 ]
	%139 = and i32 %138, u0x7FFFFFFF
	%140 = icmp ugt i32 %139, 2139095040
	%141 = icmp ne i32 %138, u0x7FFFFFFF
	%142 = and i1 %140, %141
	br i1 %142, label %atom.nan.swap.16, label %atom.nan.done.17

atom.nan.swap.16:
	%143 = cmpxchg ptr addrspace(1) %128, i32 %138, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%144 = extractvalue { i32, i1 } %143, 0
	%145 = extractvalue { i32, i1 } %143, 1
	br i1 %145, label %atom.nan.done.17, label %atom.nan.loop.15

atom.nan.done.17:
	%146 = bitcast float %134 to i32
	%147 = getelementptr inbounds i8, ptr addrspace(1) %128, i64 4
	%148 = and i32 0, 2139095040
	%149 = icmp eq i32 %148, 0
	%150 = and i32 0, u0x80000000
	%151 = select i1 %149, i32 %150, i32 0
	%152 = bitcast i32 %151 to float
	%153 = atomicrmw fadd ptr addrspace(1) %147, float %152 syncscope("agent") monotonic
	%154 = fadd float %153, %152
	%155 = fcmp uno float %154, %154
	br i1 %155, label %atom.nan.18, label %atom.nan.done.21

atom.nan.18:
	%156 = load atomic i32, ptr addrspace(1) %147 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.19

atom.nan.loop.19:
	%157 = phi i32 [ %156, %atom.nan.18 ], [ %163, %atom.nan.swap.20 ]
	%158 = and i32 %157, u0x7FFFFFFF
	%159 = icmp ugt i32 %158, 2139095040
	%160 = icmp ne i32 %157, u0x7FFFFFFF
	%161 = and i1 %159, %160
	br i1 %161, label %atom.nan.swap.20, label %atom.nan.done.21

atom.nan.swap.20:
	%162 = cmpxchg ptr addrspace(1) %147, i32 %157, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%163 = extractvalue { i32, i1 } %162, 0
	%164 = extractvalue { i32, i1 } %162, 1
	br i1 %164, label %atom.nan.done.21, label %atom.nan.loop.19

atom.nan.done.21:
	%165 = bitcast float %153 to i32
	%166 = inttoptr i64 %0 to ptr
	%167 = getelementptr inbounds i8, ptr %166, i64 8
	%168 = and i32 %146, 2139095040
	%169 = icmp eq i32 %168, 0
	%170 = and i32 %146, u0x80000000
	%171 = select i1 %169, i32 %170, i32 %146
	%172 = bitcast i32 %171 to float
	%173 = atomicrmw fadd ptr %167, float %172 syncscope("agent") monotonic
	%174 = fadd float %173, %172
	%175 = fcmp uno float %174, %174
	br i1 %175, label %atom.nan.22, label %atom.nan.done.25

atom.nan.22:
	%176 = load atomic i32, ptr %167 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.23

atom.nan.loop.23:
	%177 = phi i32 [ %176, %atom.nan.22 ], [ %183, %atom.nan.swap.24 ]
	%178 = and i32 %177, u0x7FFFFFFF
	%179 = icmp ugt i32 %178, 2139095040
	%180 = icmp ne i32 %177, u0x7FFFFFFF
	%181 = and i1 %179, %180
	br i1 %181, label %atom.nan.swap.24, label %atom.nan.done.25

atom.nan.swap.24:
	%182 = cmpxchg ptr %167, i32 %177, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%183 = extractvalue { i32, i1 } %182, 0
	%184 = extractvalue { i32, i1 } %182, 1
	br i1 %184, label %atom.nan.done.25, label %atom.nan.loop.23

atom.nan.done.25:
	%185 = bitcast float %173 to i32
	%186 = getelementptr inbounds i8, ptr %167, i64 4
	%187 = and i32 %165, 2139095040
	%188 = icmp eq i32 %187, 0
	%189 = and i32 %165, u0x80000000
	%190 = select i1 %188, i32 %189, i32 %165
	%191 = bitcast i32 %190 to float
	%192 = atomicrmw fadd ptr %186, float %191 syncscope("agent") monotonic
	%193 = fadd float %192, %191
	%194 = fcmp uno float %193, %193
	br i1 %194, label %atom.nan.26, label %atom.nan.done.29

atom.nan.26:
	%195 = load atomic i32, ptr %186 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.27

atom.nan.loop.27:
	%196 = phi i32 [ %195, %atom.nan.26 ], [ %202, %atom.nan.swap.28 ]
	%197 = and i32 %196, u0x7FFFFFFF
	%198 = icmp ugt i32 %197, 2139095040
	%199 = icmp ne i32 %196, u0x7FFFFFFF
	%200 = and i1 %198, %199
	br i1 %200, label %atom.nan.swap.28, label %atom.nan.done.29

atom.nan.swap.28:
	%201 = cmpxchg ptr %186, i32 %196, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%202 = extractvalue { i32, i1 } %201, 0
	%203 = extractvalue { i32, i1 } %201, 1
	br i1 %203, label %atom.nan.done.29, label %atom.nan.loop.27

atom.nan.done.29:
	%204 = bitcast float %192 to i32
	%205 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %49, ptr addrspace(1) %205, align 4
	ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
