target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @int_divrem(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = call i32 @llvm.amdgcn.workitem.id.x()
	%2 = call i32 @llvm.amdgcn.workgroup.id.x()
	%3 = icmp eq i32 %2, 0
	%4 = icmp slt i32 %1, 0
	%5 = icmp slt i32 %2, 0
	%6 = sub i32 0, %1
	%7 = select i1 %4, i32 %6, i32 %1
	%8 = sub i32 0, %2
	%9 = select i1 %5, i32 %8, i32 %2
	%10 = select i1 %3, i32 1, i32 %9
	%11 = udiv i32 %7, %10
	%12 = xor i1 %4, %5
	%13 = sub i32 0, %11
	%14 = select i1 %12, i32 %13, i32 %11
	%15 = select i1 %3, i32 u0xFFFFFFFF, i32 %14
	%16 = icmp eq i32 %2, 0
	%17 = select i1 %16, i32 1, i32 %2
	%18 = urem i32 %1, %17
	%19 = select i1 %16, i32 u0xFFFFFFFF, i32 %18
	%20 = zext i32 %1 to i64
	%21 = zext i64 %20 to i128
	%22 = zext i64 %0 to i128
	%23 = mul i128 %21, %22
	%24 = lshr i128 %23, 64
	%25 = trunc i128 %24 to i64
	%26 = icmp eq i64 %20, 0
	%27 = icmp slt i64 %25, 0
	%28 = icmp slt i64 %20, 0
	%29 = sub i64 0, %25
	%30 = select i1 %27, i64 %29, i64 %25
	%31 = sub i64 0, %20
	%32 = select i1 %28, i64 %31, i64 %20
	%33 = select i1 %26, i64 1, i64 %32
	%34 = udiv i64 %30, %33
	%35 = xor i1 %27, %28
	%36 = sub i64 0, %34
	%37 = select i1 %35, i64 %36, i64 %34
	%38 = select i1 %26, i64 -1, i64 %37
	%39 = shl i32 %15, 8
	%40 = ashr i32 %39, 8
	%41 = sext i32 %40 to i64
	%42 = shl i32 %19, 8
	%43 = ashr i32 %42, 8
	%44 = sext i32 %43 to i64
	%45 = mul i64 %41, %44
	%46 = ashr i64 %45, 16
	%47 = trunc i64 %46 to i32
	%48 = shl i32 %47, 8
	%49 = lshr i32 %48, 8
	%50 = zext i32 %49 to i64
	%51 = shl i32 %19, 8
	%52 = lshr i32 %51, 8
	%53 = zext i32 %52 to i64
	%54 = mul i64 %50, %53
	%55 = trunc i64 %54 to i32
	%56 = add i32 %55, %15
	%57 = icmp sgt i32 %56, %47
	%58 = sub i32 %56, %47
	%59 = sub i32 %47, %56
	%60 = select i1 %57, i32 %58, i32 %59
	%61 = add i32 %60, %19
	%62 = sub i32 0, %61
	%63 = icmp slt i32 %61, 0
	%64 = select i1 %63, i32 %62, i32 %61
	%65 = sub i32 0, %64
	%66 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %65, ptr addrspace(1) %66, align 4
	%67 = inttoptr i64 %0 to ptr addrspace(1)
	%68 = getelementptr inbounds i8, ptr addrspace(1) %67, i64 8
	store i64 %38, ptr addrspace(1) %68, align 8
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

declare i32 @llvm.amdgcn.workgroup.id.x()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
