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
	%14 = shl i64 %13, 32
	%15 = or i64 %14, %13
	store atomic i64 %15, ptr addrspace(3) @mem_async.shared.mbar syncscope("workgroup") release, align 8
	%16 = zext i32 1 to i64
	%17 = load atomic i64, ptr addrspace(3) @mem_async.shared.mbar syncscope("workgroup") monotonic, align 8
	br label %atom.loop.7

atom.loop.7:
	%18 = phi i64 [ %17, %cp.join.6 ], [ %34, %atom.loop.7 ]
	%19 = and i64 %18, u0xFFFFFFFF
	%20 = lshr i64 %18, 32
	%21 = and i64 %20, u0x7FFFFFFF
	%22 = and i64 %18, -9223372036854775808
	%23 = sub i64 %19, %16
	%24 = icmp eq i64 %23, 0
	%25 = shl i64 %21, 32
	%26 = xor i64 %22, -9223372036854775808
	%27 = or i64 %26, %25
	%28 = or i64 %27, %21
	%29 = or i64 %22, %25
	%30 = and i64 %23, u0xFFFFFFFF
	%31 = or i64 %29, %30
	%32 = select i1 %24, i64 %28, i64 %31
	%33 = cmpxchg ptr addrspace(3) @mem_async.shared.mbar, i64 %18, i64 %32 syncscope("workgroup") acq_rel acquire
	%34 = extractvalue { i64, i1 } %33, 0
	%35 = extractvalue { i64, i1 } %33, 1
	br i1 %35, label %atom.done.8, label %atom.loop.7

atom.done.8:
	%36 = load atomic i64, ptr addrspace(3) @mem_async.shared.mbar syncscope("workgroup") acquire, align 8
	%37 = lshr i64 %36, 63
	%38 = lshr i64 %18, 63
	%39 = icmp ne i64 %37, %38
	%40 = inttoptr i32 %1 to ptr addrspace(3)
	%41 = ptrtoint ptr addrspace(3) %40 to i32
	%42 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%43 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %42)
	%44 = and i32 %43, 32
	%45 = and i32 %43, 31
	%46 = and i32 %45, 3
	%47 = lshr i32 %45, 2
	%48 = shl i32 %46, 1
	%49 = add i32 %48, 0
	%50 = shl i32 %47, 1
	%51 = add i32 %49, 0
	%52 = or i32 %51, %44
	%53 = shl i32 %52, 2
	%54 = call i32 @llvm.amdgcn.ds.bpermute(i32 %53, i32 %41)
	%55 = inttoptr i32 %54 to ptr addrspace(3)
	%56 = getelementptr inbounds i8, ptr addrspace(3) %55, i32 %50
	%57 = load i16, ptr addrspace(3) %56, align 2
	%58 = add i32 %49, 1
	%59 = or i32 %58, %44
	%60 = shl i32 %59, 2
	%61 = call i32 @llvm.amdgcn.ds.bpermute(i32 %60, i32 %41)
	%62 = inttoptr i32 %61 to ptr addrspace(3)
	%63 = getelementptr inbounds i8, ptr addrspace(3) %62, i32 %50
	%64 = load i16, ptr addrspace(3) %63, align 2
	%65 = zext i16 %57 to i32
	%66 = zext i16 %64 to i32
	%67 = shl i32 %66, 16
	%68 = or i32 %65, %67
	%69 = shl i32 %46, 1
	%70 = add i32 %69, 8
	%71 = shl i32 %47, 1
	%72 = add i32 %70, 0
	%73 = or i32 %72, %44
	%74 = shl i32 %73, 2
	%75 = call i32 @llvm.amdgcn.ds.bpermute(i32 %74, i32 %41)
	%76 = inttoptr i32 %75 to ptr addrspace(3)
	%77 = getelementptr inbounds i8, ptr addrspace(3) %76, i32 %71
	%78 = load i16, ptr addrspace(3) %77, align 2
	%79 = add i32 %70, 1
	%80 = or i32 %79, %44
	%81 = shl i32 %80, 2
	%82 = call i32 @llvm.amdgcn.ds.bpermute(i32 %81, i32 %41)
	%83 = inttoptr i32 %82 to ptr addrspace(3)
	%84 = getelementptr inbounds i8, ptr addrspace(3) %83, i32 %71
	%85 = load i16, ptr addrspace(3) %84, align 2
	%86 = zext i16 %78 to i32
	%87 = zext i16 %85 to i32
	%88 = shl i32 %87, 16
	%89 = or i32 %86, %88
	%90 = inttoptr i32 %1 to ptr addrspace(3)
	%91 = ptrtoint ptr addrspace(3) %90 to i32
	%92 = and i32 %43, 32
	%93 = and i32 %43, 31
	%94 = and i32 %93, 3
	%95 = lshr i32 %93, 2
	%96 = add i32 %95, 0
	%97 = or i32 %96, %92
	%98 = shl i32 %97, 2
	%99 = call i32 @llvm.amdgcn.ds.bpermute(i32 %98, i32 %91)
	%100 = inttoptr i32 %99 to ptr addrspace(3)
	%101 = shl i32 %94, 2
	%102 = getelementptr inbounds i8, ptr addrspace(3) %100, i32 %101
	store i32 %68, ptr addrspace(3) %102, align 4
	%103 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %89, ptr addrspace(1) %103, align 4
	ret void
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32 %0, i32 %1)

declare i32 @llvm.amdgcn.mbcnt.hi(i32 %0, i32 %1)

declare i32 @llvm.amdgcn.ds.bpermute(i32 %0, i32 %1)

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
