target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
@mem_async.shared.buf = internal addrspace(3) global [512 x i8] undef, align 16
@mem_async.shared.mbar = internal addrspace(3) global [8 x i8] undef, align 8

define amdgpu_kernel void @mem_async(ptr addrspace(4) byref([8 x i8]) align 8 %p) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %p, align 8
	%1 = ptrtoint ptr addrspace(3) @mem_async.shared.buf to i32
	%2 = inttoptr i32 %1 to ptr addrspace(3)
	%3 = inttoptr i64 %0 to ptr addrspace(1)
	%4 = icmp uge i32 0, 16
	br i1 %4, label %cp.full.2, label %cp.part.3

cp.full.2:
	%5 = load i128, ptr addrspace(1) %3, align 16
	store i128 %5, ptr addrspace(3) %2, align 16
	br label %cp.join.6

cp.part.3:
	store i128 0, ptr addrspace(3) %2, align 16
	br label %cp.check.4

cp.check.4:
	%6 = phi i32 [ 0, %cp.part.3 ], [ %12, %cp.byte.5 ]
	%7 = icmp ult i32 %6, 0
	br i1 %7, label %cp.byte.5, label %cp.join.6

cp.byte.5:
	%8 = zext i32 %6 to i64
	%9 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %8
	%10 = getelementptr inbounds i8, ptr addrspace(3) %2, i32 %6
	%11 = load i8, ptr addrspace(1) %9, align 1
	store i8 %11, ptr addrspace(3) %10, align 1
	%12 = add i32 %6, 1
	br label %cp.check.4

cp.join.6:
	%13 = zext i32 32 to i64
	%14 = and i64 %13, u0xFFFFF
	%15 = shl i64 %14, 20
	%16 = or i64 %15, %14
	store atomic i64 %16, ptr addrspace(3) @mem_async.shared.mbar syncscope("workgroup") release, align 8
	%17 = zext i32 1 to i64
	%18 = load atomic i64, ptr addrspace(3) @mem_async.shared.mbar syncscope("workgroup") monotonic, align 8
	br label %atom.loop.7

atom.loop.7:
	%19 = phi i64 [ %18, %cp.join.6 ], [ %41, %atom.loop.7 ]
	%20 = and i64 %19, u0xFFFFF
	%21 = lshr i64 %19, 20
	%22 = and i64 %21, u0xFFFFF
	%23 = lshr i64 %19, 40
	%24 = and i64 %23, u0x7FFFFF
	%25 = and i64 %19, -9223372036854775808
	%26 = sub i64 %20, %17
	%27 = and i64 %26, u0xFFFFF
	%28 = icmp eq i64 %27, 0
	%29 = icmp eq i64 %24, 0
	%30 = and i1 %28, %29
	%31 = shl i64 %22, 20
	%32 = xor i64 %25, -9223372036854775808
	%33 = or i64 %32, %31
	%34 = or i64 %33, %22
	%35 = or i64 %25, %31
	%36 = or i64 %35, %27
	%37 = shl i64 %24, 40
	%38 = or i64 %36, %37
	%39 = select i1 %30, i64 %34, i64 %38
	%40 = cmpxchg ptr addrspace(3) @mem_async.shared.mbar, i64 %19, i64 %39 syncscope("workgroup") acq_rel acquire
	%41 = extractvalue { i64, i1 } %40, 0
	%42 = extractvalue { i64, i1 } %40, 1
	br i1 %42, label %atom.done.8, label %atom.loop.7

atom.done.8:
	%43 = load atomic i64, ptr addrspace(3) @mem_async.shared.mbar syncscope("workgroup") acquire, align 8
	%44 = lshr i64 %43, 63
	%45 = lshr i64 %19, 63
	%46 = icmp ne i64 %44, %45
	%47 = inttoptr i32 %1 to ptr addrspace(3)
	%48 = ptrtoint ptr addrspace(3) %47 to i32
	%49 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%50 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %49)
	%51 = and i32 %50, 32
	%52 = and i32 %50, 31
	%53 = and i32 %52, 3
	%54 = lshr i32 %52, 2
	%55 = shl i32 %53, 1
	%56 = add i32 %55, 0
	%57 = shl i32 %54, 1
	%58 = add i32 %56, 0
	%59 = or i32 %58, %51
	%60 = shl i32 %59, 2
	%61 = call i32 @llvm.amdgcn.ds.bpermute(i32 %60, i32 %48)
	%62 = inttoptr i32 %61 to ptr addrspace(3)
	%63 = getelementptr inbounds i8, ptr addrspace(3) %62, i32 %57
	%64 = load i16, ptr addrspace(3) %63, align 2
	%65 = add i32 %56, 1
	%66 = or i32 %65, %51
	%67 = shl i32 %66, 2
	%68 = call i32 @llvm.amdgcn.ds.bpermute(i32 %67, i32 %48)
	%69 = inttoptr i32 %68 to ptr addrspace(3)
	%70 = getelementptr inbounds i8, ptr addrspace(3) %69, i32 %57
	%71 = load i16, ptr addrspace(3) %70, align 2
	%72 = zext i16 %64 to i32
	%73 = zext i16 %71 to i32
	%74 = shl i32 %73, 16
	%75 = or i32 %72, %74
	%76 = shl i32 %53, 1
	%77 = add i32 %76, 8
	%78 = shl i32 %54, 1
	%79 = add i32 %77, 0
	%80 = or i32 %79, %51
	%81 = shl i32 %80, 2
	%82 = call i32 @llvm.amdgcn.ds.bpermute(i32 %81, i32 %48)
	%83 = inttoptr i32 %82 to ptr addrspace(3)
	%84 = getelementptr inbounds i8, ptr addrspace(3) %83, i32 %78
	%85 = load i16, ptr addrspace(3) %84, align 2
	%86 = add i32 %77, 1
	%87 = or i32 %86, %51
	%88 = shl i32 %87, 2
	%89 = call i32 @llvm.amdgcn.ds.bpermute(i32 %88, i32 %48)
	%90 = inttoptr i32 %89 to ptr addrspace(3)
	%91 = getelementptr inbounds i8, ptr addrspace(3) %90, i32 %78
	%92 = load i16, ptr addrspace(3) %91, align 2
	%93 = zext i16 %85 to i32
	%94 = zext i16 %92 to i32
	%95 = shl i32 %94, 16
	%96 = or i32 %93, %95
	%97 = inttoptr i32 %1 to ptr addrspace(3)
	%98 = ptrtoint ptr addrspace(3) %97 to i32
	%99 = and i32 %50, 32
	%100 = and i32 %50, 31
	%101 = and i32 %100, 3
	%102 = lshr i32 %100, 2
	%103 = add i32 %102, 0
	%104 = or i32 %103, %99
	%105 = shl i32 %104, 2
	%106 = call i32 @llvm.amdgcn.ds.bpermute(i32 %105, i32 %98)
	%107 = inttoptr i32 %106 to ptr addrspace(3)
	%108 = shl i32 %101, 2
	%109 = getelementptr inbounds i8, ptr addrspace(3) %107, i32 %108
	store i32 %75, ptr addrspace(3) %109, align 4
	%110 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %96, ptr addrspace(1) %110, align 4
	ret void
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32 %0, i32 %1)

declare i32 @llvm.amdgcn.mbcnt.hi(i32 %0, i32 %1)

declare i32 @llvm.amdgcn.ds.bpermute(i32 %0, i32 %1)

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
