target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @int_minmax(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = call i32 @llvm.amdgcn.workitem.id.x()
	%2 = call i32 @llvm.amdgcn.workgroup.id.x()
	%3 = icmp slt i32 %1, %2
	%4 = select i1 %3, i32 %1, i32 %2
	%5 = icmp sgt i32 %4, u0xFFFFFFFB
	%6 = select i1 %5, i32 %4, i32 u0xFFFFFFFB
	%7 = icmp sgt i32 %6, 0
	%8 = select i1 %7, i32 %6, i32 0
	%9 = lshr i32 %8, 0
	%10 = trunc i32 %9 to i16
	%11 = lshr i32 %1, 0
	%12 = trunc i32 %11 to i16
	%13 = icmp ult i16 %10, %12
	%14 = select i1 %13, i16 %10, i16 %12
	%15 = zext i16 %14 to i32
	%16 = shl i32 %15, 0
	%17 = or i32 0, %16
	%18 = lshr i32 %8, 16
	%19 = trunc i32 %18 to i16
	%20 = lshr i32 %1, 16
	%21 = trunc i32 %20 to i16
	%22 = icmp ult i16 %19, %21
	%23 = select i1 %22, i16 %19, i16 %21
	%24 = zext i16 %23 to i32
	%25 = shl i32 %24, 16
	%26 = or i32 %17, %25
	%27 = lshr i32 %26, 0
	%28 = trunc i32 %27 to i16
	%29 = lshr i32 %2, 0
	%30 = trunc i32 %29 to i16
	%31 = icmp sgt i16 %28, %30
	%32 = select i1 %31, i16 %28, i16 %30
	%33 = icmp sgt i16 %32, 0
	%34 = select i1 %33, i16 %32, i16 0
	%35 = zext i16 %34 to i32
	%36 = shl i32 %35, 0
	%37 = or i32 0, %36
	%38 = lshr i32 %26, 16
	%39 = trunc i32 %38 to i16
	%40 = lshr i32 %2, 16
	%41 = trunc i32 %40 to i16
	%42 = icmp sgt i16 %39, %41
	%43 = select i1 %42, i16 %39, i16 %41
	%44 = icmp sgt i16 %43, 0
	%45 = select i1 %44, i16 %43, i16 0
	%46 = zext i16 %45 to i32
	%47 = shl i32 %46, 16
	%48 = or i32 %37, %47
	%49 = icmp slt i32 %48, %1
	%50 = xor i1 %49, true
	%51 = icmp ugt i32 %48, %2
	%52 = xor i1 %51, true
	%53 = and i1 %49, %51
	%54 = xor i1 %53, %49
	%55 = xor i1 %54, true
	%56 = select i1 %55, i32 %48, i32 %26
	%57 = icmp eq i32 %56, 0
	%58 = zext i1 %57 to i32
	%59 = and i32 %58, u0x80000000
	%60 = xor i32 u0x80000000, u0xFFFFFFFF
	%61 = and i32 %56, %60
	%62 = or i32 %59, %61
	%63 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %62, ptr addrspace(1) %63, align 4
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

declare i32 @llvm.amdgcn.workgroup.id.x()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
