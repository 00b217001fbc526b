target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @int_carry(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = call i32 @llvm.amdgcn.workitem.id.x()
	%2 = call i32 @llvm.amdgcn.workgroup.id.x()
	%3 = add i32 %1, %2
	%4 = icmp ult i32 %3, %1
	%5 = add i32 %1, %2
	%6 = zext i1 %4 to i32
	%7 = add i32 %5, %6
	%8 = icmp ult i32 %5, %1
	%9 = icmp ult i32 %7, %5
	%10 = or i1 %8, %9
	%11 = icmp eq i32 %1, 0
	%12 = xor i1 %11, true
	br i1 %11, label %DONE, label %bb1

bb1:
	%13 = sub i32 %1, %2
	%14 = icmp ult i32 %1, %2
	%15 = xor i1 %14, true
	%16 = xor i1 %15, true
	%17 = zext i1 %16 to i32
	%18 = sub i32 %1, 1
	%19 = sub i32 %18, %17
	%20 = icmp ult i32 %1, 1
	%21 = icmp ult i32 %18, %17
	%22 = or i1 %20, %21
	%23 = xor i1 %22, true
	br label %DONE

DONE:
	%24 = phi i1 [ %10, %entry ], [ %15, %bb1 ]
	%25 = add i32 %3, %7
	%26 = zext i1 %24 to i32
	%27 = add i32 %25, %26
	%28 = icmp ult i32 %25, %3
	%29 = icmp ult i32 %27, %25
	%30 = or i1 %28, %29
	%31 = mul i32 %1, %2
	%32 = add i32 %31, %3
	%33 = icmp ult i32 %32, %31
	%34 = zext i32 %1 to i64
	%35 = zext i32 %2 to i64
	%36 = mul i64 %34, %35
	%37 = lshr i64 %36, 32
	%38 = trunc i64 %37 to i32
	%39 = add i32 %38, 0
	%40 = icmp ult i32 %39, %38
	%41 = zext i1 %33 to i32
	%42 = add i32 %39, %41
	%43 = icmp ult i32 %42, %39
	%44 = or i1 %40, %43
	%45 = zext i32 %32 to i64
	%46 = shl i64 %45, 0
	%47 = or i64 0, %46
	%48 = zext i32 %42 to i64
	%49 = shl i64 %48, 32
	%50 = or i64 %47, %49
	%51 = lshr i64 %50, 0
	%52 = trunc i64 %51 to i32
	%53 = lshr i64 %50, 32
	%54 = trunc i64 %53 to i32
	%55 = sext i32 %52 to i64
	%56 = sext i32 %27 to i64
	%57 = add i64 %55, %56
	%58 = icmp sgt i64 %57, -2147483648
	%59 = select i1 %58, i64 %57, i64 -2147483648
	%60 = icmp slt i64 %59, u0x7FFFFFFF
	%61 = select i1 %60, i64 %59, i64 u0x7FFFFFFF
	%62 = trunc i64 %61 to i32
	%63 = inttoptr i64 %0 to ptr addrspace(1)
	store i32 %62, ptr addrspace(1) %63, align 4
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

declare i32 @llvm.amdgcn.workgroup.id.x()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
