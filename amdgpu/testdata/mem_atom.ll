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
	%32 = bitcast float %31 to i32
	%33 = atomicrmw max ptr addrspace(3) @mem_atom.shared.cnt, i32 %2 syncscope("workgroup") monotonic
	%34 = inttoptr i64 %0 to ptr
	%35 = atomicrmw umin ptr %34, i64 %0 monotonic
	%36 = inttoptr i64 %0 to ptr addrspace(1)
	%37 = load atomic i32, ptr addrspace(1) %36 syncscope("agent") monotonic, align 4
	br label %atom.loop.6

atom.loop.6:
	%38 = phi i32 [ %37, %atom.done.5 ], [ %86, %atom.loop.6 ]
	%39 = trunc i32 %38 to i16
	%40 = trunc i32 %5 to i16
	%41 = zext i16 %39 to i32
	%42 = shl i32 %41, 16
	%43 = bitcast i32 %42 to float
	%44 = zext i16 %40 to i32
	%45 = shl i32 %44, 16
	%46 = bitcast i32 %45 to float
	%47 = fadd float %43, %46
	%48 = bitcast float %47 to i32
	%49 = lshr i32 %48, 16
	%50 = and i32 %49, 1
	%51 = add i32 %50, u0x7FFF
	%52 = add i32 %48, %51
	%53 = lshr i32 %52, 16
	%54 = fcmp uno float %47, %47
	%55 = lshr i32 %48, 16
	%56 = or i32 %55, 64
	%57 = select i1 %54, i32 %56, i32 %53
	%58 = trunc i32 %57 to i16
	%59 = lshr i32 %38, 16
	%60 = trunc i32 %59 to i16
	%61 = lshr i32 %5, 16
	%62 = trunc i32 %61 to i16
	%63 = zext i16 %60 to i32
	%64 = shl i32 %63, 16
	%65 = bitcast i32 %64 to float
	%66 = zext i16 %62 to i32
	%67 = shl i32 %66, 16
	%68 = bitcast i32 %67 to float
	%69 = fadd float %65, %68
	%70 = bitcast float %69 to i32
	%71 = lshr i32 %70, 16
	%72 = and i32 %71, 1
	%73 = add i32 %72, u0x7FFF
	%74 = add i32 %70, %73
	%75 = lshr i32 %74, 16
	%76 = fcmp uno float %69, %69
	%77 = lshr i32 %70, 16
	%78 = or i32 %77, 64
	%79 = select i1 %76, i32 %78, i32 %75
	%80 = trunc i32 %79 to i16
	%81 = zext i16 %58 to i32
	%82 = zext i16 %80 to i32
	%83 = shl i32 %82, 16
	%84 = or i32 %81, %83
	%85 = cmpxchg ptr addrspace(1) %36, i32 %38, i32 %84 syncscope("agent") monotonic monotonic
	%86 = extractvalue { i32, i1 } %85, 0
	%87 = extractvalue { i32, i1 } %85, 1
	br i1 %87, label %atom.done.7, label %atom.loop.6

atom.done.7:
	%88 = inttoptr i64 %0 to ptr addrspace(1)
	%89 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 2
	%90 = ptrtoint ptr addrspace(1) %89 to i64
	%91 = and i64 %90, -4
	%92 = inttoptr i64 %91 to ptr addrspace(1)
	%93 = and i64 %90, 2
	%94 = trunc i64 %93 to i32
	%95 = shl i32 %94, 3
	%96 = load atomic i32, ptr addrspace(1) %92 syncscope("agent") monotonic, align 4
	br label %atom.loop.8

atom.loop.8:
	%97 = phi i32 [ %96, %atom.done.7 ], [ %109, %atom.loop.8 ]
	%98 = lshr i32 %97, %95
	%99 = trunc i32 %98 to i16
	%100 = icmp eq i16 %99, 0
	%101 = select i1 %100, i16 0, i16 %99
	%102 = zext i16 %101 to i32
	%103 = shl i32 %102, %95
	%104 = shl i32 u0xFFFF, %95
	%105 = xor i32 %104, -1
	%106 = and i32 %97, %105
	%107 = or i32 %106, %103
	%108 = cmpxchg ptr addrspace(1) %92, i32 %97, i32 %107 syncscope("agent") monotonic monotonic
	%109 = extractvalue { i32, i1 } %108, 0
	%110 = extractvalue { i32, i1 } %108, 1
	br i1 %110, label %atom.done.9, label %atom.loop.8

atom.done.9:
	%111 = inttoptr i64 %0 to ptr addrspace(1)
	%112 = and i32 0, 2139095040
	%113 = icmp eq i32 %112, 0
	%114 = and i32 0, u0x80000000
	%115 = select i1 %113, i32 %114, i32 0
	%116 = bitcast i32 %115 to float
	%117 = atomicrmw fadd ptr addrspace(1) %111, float %116 syncscope("agent") monotonic
	%118 = bitcast float %117 to i32
	%119 = getelementptr inbounds i8, ptr addrspace(1) %111, i64 4
	%120 = and i32 0, 2139095040
	%121 = icmp eq i32 %120, 0
	%122 = and i32 0, u0x80000000
	%123 = select i1 %121, i32 %122, i32 0
	%124 = bitcast i32 %123 to float
	%125 = atomicrmw fadd ptr addrspace(1) %119, float %124 syncscope("agent") monotonic
	%126 = bitcast float %125 to i32
	%127 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %38, ptr addrspace(1) %127, align 4
	ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
