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
	%11 = udiv i32 -1, %10
	%12 = zext i32 %7 to i64
	%13 = zext i32 %11 to i64
	%14 = mul i64 %12, %13
	%15 = lshr i64 %14, 32
	%16 = trunc i64 %15 to i32
	%17 = mul i32 %16, %10
	%18 = sub i32 %7, %17
	%19 = icmp uge i32 %18, %10
	%20 = zext i1 %19 to i32
	%21 = add i32 %16, %20
	%22 = xor i1 %4, %5
	%23 = sub i32 0, %21
	%24 = select i1 %22, i32 %23, i32 %21
	%25 = select i1 %3, i32 u0xFFFFFFFF, i32 %24
	%26 = icmp eq i32 %2, 0
	%27 = select i1 %26, i32 1, i32 %2
	%28 = udiv i32 -1, %27
	%29 = zext i32 %1 to i64
	%30 = zext i32 %28 to i64
	%31 = mul i64 %29, %30
	%32 = lshr i64 %31, 32
	%33 = trunc i64 %32 to i32
	%34 = mul i32 %33, %27
	%35 = sub i32 %1, %34
	%36 = sub i32 %35, %27
	%37 = call i32 @llvm.umin.i32(i32 %35, i32 %36)
	%38 = select i1 %26, i32 u0xFFFFFFFF, i32 %37
	%39 = zext i32 %1 to i64
	%40 = zext i64 %39 to i128
	%41 = zext i64 %0 to i128
	%42 = mul i128 %40, %41
	%43 = lshr i128 %42, 64
	%44 = trunc i128 %43 to i64
	%45 = icmp eq i64 %39, 0
	%46 = icmp slt i64 %44, 0
	%47 = icmp slt i64 %39, 0
	%48 = sub i64 0, %44
	%49 = select i1 %46, i64 %48, i64 %44
	%50 = sub i64 0, %39
	%51 = select i1 %47, i64 %50, i64 %39
	%52 = select i1 %45, i64 1, i64 %51
	%53 = udiv i64 %49, %52
	%54 = xor i1 %46, %47
	%55 = sub i64 0, %53
	%56 = select i1 %54, i64 %55, i64 %53
	%57 = select i1 %45, i64 -1, i64 %56
	%58 = shl i32 %25, 8
	%59 = ashr i32 %58, 8
	%60 = sext i32 %59 to i64
	%61 = shl i32 %38, 8
	%62 = ashr i32 %61, 8
	%63 = sext i32 %62 to i64
	%64 = mul i64 %60, %63
	%65 = ashr i64 %64, 16
	%66 = trunc i64 %65 to i32
	%67 = shl i32 %66, 8
	%68 = lshr i32 %67, 8
	%69 = zext i32 %68 to i64
	%70 = shl i32 %38, 8
	%71 = lshr i32 %70, 8
	%72 = zext i32 %71 to i64
	%73 = mul i64 %69, %72
	%74 = trunc i64 %73 to i32
	%75 = add i32 %74, %25
	%76 = icmp sgt i32 %75, %66
	%77 = sub i32 %75, %66
	%78 = sub i32 %66, %75
	%79 = select i1 %76, i32 %77, i32 %78
	%80 = add i32 %79, %38
	%81 = sub i32 0, %80
	%82 = icmp slt i32 %80, 0
	%83 = select i1 %82, i32 %81, i32 %80
	%84 = sub i32 0, %83
	%85 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %84, ptr addrspace(1) %85, align 4
	%86 = inttoptr i64 %0 to ptr addrspace(1)
	%87 = getelementptr inbounds i8, ptr addrspace(1) %86, i64 8
	store i64 %57, ptr addrspace(1) %87, align 8
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

declare i32 @llvm.amdgcn.workgroup.id.x()

declare i32 @llvm.umin.i32(i32 %0, i32 %1)

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
