target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
@mem_bulk.shared.tile = internal addrspace(3) global [1024 x i8] undef, align 128
@mem_bulk.shared.mbar = internal addrspace(3) global [8 x i8] undef, align 8

define amdgpu_kernel void @mem_bulk(ptr addrspace(4) byref([8 x i8]) align 8 %p) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %p, align 8
	%1 = ptrtoint ptr addrspace(3) @mem_bulk.shared.tile to i32
	%2 = ptrtoint ptr addrspace(3) @mem_bulk.shared.mbar to i32
	%3 = zext i32 2 to i64
	%4 = and i64 %3, u0xFFFFF
	%5 = shl i64 %4, 20
	%6 = or i64 %5, %4
	%7 = inttoptr i32 %2 to ptr addrspace(3)
	store atomic i64 %6, ptr addrspace(3) %7 syncscope("workgroup") release, align 8
	%8 = zext i32 1024 to i64
	%9 = inttoptr i32 %2 to ptr addrspace(3)
	%10 = zext i32 1 to i64
	%11 = load atomic i64, ptr addrspace(3) %9 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.2

atom.loop.2:
	%12 = phi i64 [ %11, %entry ], [ %36, %atom.loop.2 ]
	%13 = and i64 %12, u0xFFFFF
	%14 = lshr i64 %12, 20
	%15 = and i64 %14, u0xFFFFF
	%16 = lshr i64 %12, 40
	%17 = and i64 %16, u0x7FFFFF
	%18 = and i64 %12, -9223372036854775808
	%19 = sub i64 %13, %10
	%20 = and i64 %19, u0xFFFFF
	%21 = add i64 %17, %8
	%22 = and i64 %21, u0x7FFFFF
	%23 = icmp eq i64 %20, 0
	%24 = icmp eq i64 %22, 0
	%25 = and i1 %23, %24
	%26 = shl i64 %15, 20
	%27 = xor i64 %18, -9223372036854775808
	%28 = or i64 %27, %26
	%29 = or i64 %28, %15
	%30 = or i64 %18, %26
	%31 = or i64 %30, %20
	%32 = shl i64 %22, 40
	%33 = or i64 %31, %32
	%34 = select i1 %25, i64 %29, i64 %33
	%35 = cmpxchg ptr addrspace(3) %9, i64 %12, i64 %34 syncscope("workgroup") acq_rel acquire
	%36 = extractvalue { i64, i1 } %35, 0
	%37 = extractvalue { i64, i1 } %35, 1
	br i1 %37, label %atom.done.3, label %atom.loop.2

atom.done.3:
	%38 = zext i32 16 to i64
	%39 = inttoptr i32 %2 to ptr addrspace(3)
	%40 = load atomic i64, ptr addrspace(3) %39 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.4

atom.loop.4:
	%41 = phi i64 [ %40, %atom.done.3 ], [ %65, %atom.loop.4 ]
	%42 = and i64 %41, u0xFFFFF
	%43 = lshr i64 %41, 20
	%44 = and i64 %43, u0xFFFFF
	%45 = lshr i64 %41, 40
	%46 = and i64 %45, u0x7FFFFF
	%47 = and i64 %41, -9223372036854775808
	%48 = sub i64 %42, 0
	%49 = and i64 %48, u0xFFFFF
	%50 = add i64 %46, %38
	%51 = and i64 %50, u0x7FFFFF
	%52 = icmp eq i64 %49, 0
	%53 = icmp eq i64 %51, 0
	%54 = and i1 %52, %53
	%55 = shl i64 %44, 20
	%56 = xor i64 %47, -9223372036854775808
	%57 = or i64 %56, %55
	%58 = or i64 %57, %44
	%59 = or i64 %47, %55
	%60 = or i64 %59, %49
	%61 = shl i64 %51, 40
	%62 = or i64 %60, %61
	%63 = select i1 %54, i64 %58, i64 %62
	%64 = cmpxchg ptr addrspace(3) %39, i64 %41, i64 %63 syncscope("workgroup") acq_rel acquire
	%65 = extractvalue { i64, i1 } %64, 0
	%66 = extractvalue { i64, i1 } %64, 1
	br i1 %66, label %atom.done.5, label %atom.loop.4

atom.done.5:
	%67 = zext i32 16 to i64
	%68 = sub i64 0, %67
	%69 = inttoptr i32 %2 to ptr addrspace(3)
	%70 = load atomic i64, ptr addrspace(3) %69 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.6

atom.loop.6:
	%71 = phi i64 [ %70, %atom.done.5 ], [ %95, %atom.loop.6 ]
	%72 = and i64 %71, u0xFFFFF
	%73 = lshr i64 %71, 20
	%74 = and i64 %73, u0xFFFFF
	%75 = lshr i64 %71, 40
	%76 = and i64 %75, u0x7FFFFF
	%77 = and i64 %71, -9223372036854775808
	%78 = sub i64 %72, 0
	%79 = and i64 %78, u0xFFFFF
	%80 = add i64 %76, %68
	%81 = and i64 %80, u0x7FFFFF
	%82 = icmp eq i64 %79, 0
	%83 = icmp eq i64 %81, 0
	%84 = and i1 %82, %83
	%85 = shl i64 %74, 20
	%86 = xor i64 %77, -9223372036854775808
	%87 = or i64 %86, %85
	%88 = or i64 %87, %74
	%89 = or i64 %77, %85
	%90 = or i64 %89, %79
	%91 = shl i64 %81, 40
	%92 = or i64 %90, %91
	%93 = select i1 %84, i64 %88, i64 %92
	%94 = cmpxchg ptr addrspace(3) %69, i64 %71, i64 %93 syncscope("workgroup") acq_rel acquire
	%95 = extractvalue { i64, i1 } %94, 0
	%96 = extractvalue { i64, i1 } %94, 1
	br i1 %96, label %atom.done.7, label %atom.loop.6

atom.done.7:
	%97 = inttoptr i32 %1 to ptr addrspace(3)
	%98 = inttoptr i64 %0 to ptr addrspace(1)
	br label %bulk.check.8

bulk.check.8:
	%99 = phi i32 [ 0, %atom.done.7 ], [ %105, %bulk.body.9 ]
	%100 = icmp ult i32 %99, 1024
	br i1 %100, label %bulk.body.9, label %bulk.done.10

bulk.body.9:
	%101 = zext i32 %99 to i64
	%102 = getelementptr inbounds i8, ptr addrspace(1) %98, i64 %101
	%103 = load i128, ptr addrspace(1) %102, align 16
	%104 = getelementptr inbounds i8, ptr addrspace(3) %97, i32 %99
	store i128 %103, ptr addrspace(3) %104, align 16
	%105 = add i32 %99, 16
	br label %bulk.check.8

bulk.done.10:
	%106 = inttoptr i32 %2 to ptr addrspace(3)
	%107 = zext i32 1024 to i64
	%108 = sub i64 0, %107
	%109 = load atomic i64, ptr addrspace(3) %106 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.11

atom.loop.11:
	%110 = phi i64 [ %109, %bulk.done.10 ], [ %134, %atom.loop.11 ]
	%111 = and i64 %110, u0xFFFFF
	%112 = lshr i64 %110, 20
	%113 = and i64 %112, u0xFFFFF
	%114 = lshr i64 %110, 40
	%115 = and i64 %114, u0x7FFFFF
	%116 = and i64 %110, -9223372036854775808
	%117 = sub i64 %111, 0
	%118 = and i64 %117, u0xFFFFF
	%119 = add i64 %115, %108
	%120 = and i64 %119, u0x7FFFFF
	%121 = icmp eq i64 %118, 0
	%122 = icmp eq i64 %120, 0
	%123 = and i1 %121, %122
	%124 = shl i64 %113, 20
	%125 = xor i64 %116, -9223372036854775808
	%126 = or i64 %125, %124
	%127 = or i64 %126, %113
	%128 = or i64 %116, %124
	%129 = or i64 %128, %118
	%130 = shl i64 %120, 40
	%131 = or i64 %129, %130
	%132 = select i1 %123, i64 %127, i64 %131
	%133 = cmpxchg ptr addrspace(3) %106, i64 %110, i64 %132 syncscope("workgroup") acq_rel acquire
	%134 = extractvalue { i64, i1 } %133, 0
	%135 = extractvalue { i64, i1 } %133, 1
	br i1 %135, label %atom.done.12, label %atom.loop.11

atom.done.12:
	%136 = inttoptr i32 %2 to ptr addrspace(3)
	%137 = zext i32 1 to i64
	%138 = load atomic i64, ptr addrspace(3) %136 syncscope("workgroup") monotonic, align 8
	br label %atom.loop.13

atom.loop.13:
	%139 = phi i64 [ %138, %atom.done.12 ], [ %161, %atom.loop.13 ]
	%140 = and i64 %139, u0xFFFFF
	%141 = lshr i64 %139, 20
	%142 = and i64 %141, u0xFFFFF
	%143 = lshr i64 %139, 40
	%144 = and i64 %143, u0x7FFFFF
	%145 = and i64 %139, -9223372036854775808
	%146 = sub i64 %140, %137
	%147 = and i64 %146, u0xFFFFF
	%148 = icmp eq i64 %147, 0
	%149 = icmp eq i64 %144, 0
	%150 = and i1 %148, %149
	%151 = shl i64 %142, 20
	%152 = xor i64 %145, -9223372036854775808
	%153 = or i64 %152, %151
	%154 = or i64 %153, %142
	%155 = or i64 %145, %151
	%156 = or i64 %155, %147
	%157 = shl i64 %144, 40
	%158 = or i64 %156, %157
	%159 = select i1 %150, i64 %154, i64 %158
	%160 = cmpxchg ptr addrspace(3) %136, i64 %139, i64 %159 syncscope("workgroup") acq_rel acquire
	%161 = extractvalue { i64, i1 } %160, 0
	%162 = extractvalue { i64, i1 } %160, 1
	br i1 %162, label %atom.done.14, label %atom.loop.13

atom.done.14:
	%163 = inttoptr i32 %2 to ptr addrspace(3)
	%164 = load atomic i64, ptr addrspace(3) %163 syncscope("workgroup") acquire, align 8
	%165 = lshr i64 %164, 63
	%166 = zext i32 0 to i64
	%167 = and i64 %166, 1
	%168 = icmp ne i64 %165, %167
	%169 = and i64 %12, u0xFFFFF
	%170 = trunc i64 %169 to i32
	fence syncscope("workgroup") acq_rel
	%171 = inttoptr i64 %0 to ptr addrspace(1)
	%172 = inttoptr i32 %1 to ptr addrspace(3)
	br label %bulk.check.15

bulk.check.15:
	%173 = phi i32 [ 0, %atom.done.14 ], [ %179, %bulk.body.16 ]
	%174 = icmp ult i32 %173, 512
	br i1 %174, label %bulk.body.16, label %bulk.done.17

bulk.body.16:
	%175 = getelementptr inbounds i8, ptr addrspace(3) %172, i32 %173
	%176 = load i128, ptr addrspace(3) %175, align 16
	%177 = zext i32 %173 to i64
	%178 = getelementptr inbounds i8, ptr addrspace(1) %171, i64 %177
	store i128 %176, ptr addrspace(1) %178, align 16
	%179 = add i32 %173, 16
	br label %bulk.check.15

bulk.done.17:
	%180 = inttoptr i64 %0 to ptr addrspace(1)
	%181 = inttoptr i32 %1 to ptr addrspace(3)
	br label %bulk.check.18

bulk.check.18:
	%182 = phi i32 [ 0, %bulk.done.17 ], [ %189, %bulk.body.19 ]
	%183 = icmp ult i32 %182, 256
	br i1 %183, label %bulk.body.19, label %bulk.done.20

bulk.body.19:
	%184 = getelementptr inbounds i8, ptr addrspace(3) %181, i32 %182
	%185 = load i32, ptr addrspace(3) %184, align 4
	%186 = zext i32 %182 to i64
	%187 = getelementptr inbounds i8, ptr addrspace(1) %180, i64 %186
	%188 = atomicrmw add ptr addrspace(1) %187, i32 %185 syncscope("agent") monotonic
	%189 = add i32 %182, 4
	br label %bulk.check.18

bulk.done.20:
	%190 = inttoptr i64 %0 to ptr addrspace(1)
	%191 = inttoptr i32 %1 to ptr addrspace(3)
	br label %bulk.check.21

bulk.check.21:
	%192 = phi i32 [ 0, %bulk.done.20 ], [ %218, %atom.nan.done.27 ]
	%193 = icmp ult i32 %192, 1132462080
	br i1 %193, label %bulk.body.22, label %bulk.done.23

bulk.body.22:
	%194 = getelementptr inbounds i8, ptr addrspace(3) %191, i32 %192
	%195 = load i32, ptr addrspace(3) %194, align 4
	%196 = zext i32 %192 to i64
	%197 = getelementptr inbounds i8, ptr addrspace(1) %190, i64 %196
	%198 = and i32 %195, 2139095040
	%199 = icmp eq i32 %198, 0
	%200 = and i32 %195, u0x80000000
	%201 = select i1 %199, i32 %200, i32 %195
	%202 = bitcast i32 %201 to float
	%203 = atomicrmw fadd ptr addrspace(1) %197, float %202 syncscope("agent") monotonic
	%204 = fadd float %203, %202
	%205 = fcmp uno float %204, %204
	br i1 %205, label %atom.nan.24, label %atom.nan.done.27

bulk.done.23:
	%206 = inttoptr i64 %0 to ptr addrspace(1)
	%207 = inttoptr i32 %1 to ptr addrspace(3)
	br label %bulk.check.28

atom.nan.24:
	%208 = load atomic i32, ptr addrspace(1) %197 syncscope("agent") monotonic, align 4
	br label %atom.nan.loop.25

atom.nan.loop.25:
	%209 = phi i32 [ %208, %atom.nan.24 ], [ %215, %atom.nan.swap.26 ]
	%210 = and i32 %209, u0x7FFFFFFF
	%211 = icmp ugt i32 %210, 2139095040
	%212 = icmp ne i32 %209, u0x7FFFFFFF
	%213 = and i1 %211, %212
	br i1 %213, label %atom.nan.swap.26, label %atom.nan.done.27

atom.nan.swap.26:
	%214 = cmpxchg ptr addrspace(1) %197, i32 %209, i32 u0x7FFFFFFF syncscope("agent") monotonic monotonic
	%215 = extractvalue { i32, i1 } %214, 0
	%216 = extractvalue { i32, i1 } %214, 1
	br i1 %216, label %atom.nan.done.27, label %atom.nan.loop.25

atom.nan.done.27:
	%217 = bitcast float %203 to i32
	%218 = add i32 %192, 4
	br label %bulk.check.21

bulk.check.28:
	%219 = phi i32 [ 0, %bulk.done.23 ], [ %226, %bulk.body.29 ]
	%220 = icmp ult i32 %219, 256
	br i1 %220, label %bulk.body.29, label %bulk.done.30

bulk.body.29:
	%221 = getelementptr inbounds i8, ptr addrspace(3) %207, i32 %219
	%222 = load i32, ptr addrspace(3) %221, align 4
	%223 = zext i32 %219 to i64
	%224 = getelementptr inbounds i8, ptr addrspace(1) %206, i64 %223
	%225 = atomicrmw min ptr addrspace(1) %224, i32 %222 syncscope("agent") monotonic
	%226 = add i32 %219, 4
	br label %bulk.check.28

bulk.done.30:
	%227 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
	%228 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%229 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %228)
	%230 = and i32 %229, 32
	%231 = zext i32 %230 to i64
	%232 = lshr i64 %227, %231
	%233 = trunc i64 %232 to i32
	%234 = and i32 %233, u0xFFFFFFFF
	%235 = call i32 @llvm.cttz.i32(i32 %234, i1 true)
	%236 = and i32 %229, 31
	%237 = icmp eq i32 %235, %236
	%238 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %170, ptr addrspace(1) %238, align 4
	ret void
}

declare i64 @llvm.amdgcn.ballot.i64(i1 %0)

declare i32 @llvm.amdgcn.mbcnt.lo(i32 %0, i32 %1)

declare i32 @llvm.amdgcn.mbcnt.hi(i32 %0, i32 %1)

declare i32 @llvm.cttz.i32(i32 %0, i1 %1)

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
