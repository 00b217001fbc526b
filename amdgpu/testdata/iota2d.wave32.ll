target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"wave32\00"

define amdgpu_kernel void @iota2d(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize32" "amdgpu-flat-work-group-size"="1,1024" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = call i32 @llvm.amdgcn.workitem.id.x()
	%2 = call i32 @llvm.amdgcn.workitem.id.y()
	%3 = call i32 @llvm.amdgcn.workitem.id.z()
	%4 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
	%5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 4
	%6 = load i16, ptr addrspace(4) %5, align 2
	%7 = zext i16 %6 to i32
	%8 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 6
	%9 = load i16, ptr addrspace(4) %8, align 2
	%10 = zext i16 %9 to i32
	%11 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 8
	%12 = load i16, ptr addrspace(4) %11, align 2
	%13 = zext i16 %12 to i32
	%14 = call i32 @llvm.amdgcn.workgroup.id.x()
	%15 = call i32 @llvm.amdgcn.workgroup.id.y()
	%16 = call i32 @llvm.amdgcn.workgroup.id.z()
	%17 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12
	%18 = load i32, ptr addrspace(4) %17, align 4
	%19 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 4
	%20 = load i16, ptr addrspace(4) %19, align 2
	%21 = zext i16 %20 to i32
	%22 = call i32 @llvm.cttz.i32(i32 %21, i1 true)
	%23 = lshr i32 %21, %22
	%24 = mul i32 %23, 3
	%25 = xor i32 %24, 2
	%26 = mul i32 %23, %25
	%27 = sub i32 1, %26
	%28 = add i32 %27, 1
	%29 = mul i32 %25, %28
	%30 = mul i32 %27, %27
	%31 = add i32 %30, 1
	%32 = mul i32 %29, %31
	%33 = mul i32 %30, %30
	%34 = add i32 %33, 1
	%35 = mul i32 %32, %34
	%36 = lshr i32 %18, %22
	%37 = mul i32 %36, %35
	%38 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 16
	%39 = load i32, ptr addrspace(4) %38, align 4
	%40 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 6
	%41 = load i16, ptr addrspace(4) %40, align 2
	%42 = zext i16 %41 to i32
	%43 = call i32 @llvm.cttz.i32(i32 %42, i1 true)
	%44 = lshr i32 %42, %43
	%45 = mul i32 %44, 3
	%46 = xor i32 %45, 2
	%47 = mul i32 %44, %46
	%48 = sub i32 1, %47
	%49 = add i32 %48, 1
	%50 = mul i32 %46, %49
	%51 = mul i32 %48, %48
	%52 = add i32 %51, 1
	%53 = mul i32 %50, %52
	%54 = mul i32 %51, %51
	%55 = add i32 %54, 1
	%56 = mul i32 %53, %55
	%57 = lshr i32 %39, %43
	%58 = mul i32 %57, %56
	%59 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 20
	%60 = load i32, ptr addrspace(4) %59, align 4
	%61 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 8
	%62 = load i16, ptr addrspace(4) %61, align 2
	%63 = zext i16 %62 to i32
	%64 = call i32 @llvm.cttz.i32(i32 %63, i1 true)
	%65 = lshr i32 %63, %64
	%66 = mul i32 %65, 3
	%67 = xor i32 %66, 2
	%68 = mul i32 %65, %67
	%69 = sub i32 1, %68
	%70 = add i32 %69, 1
	%71 = mul i32 %67, %70
	%72 = mul i32 %69, %69
	%73 = add i32 %72, 1
	%74 = mul i32 %71, %73
	%75 = mul i32 %72, %72
	%76 = add i32 %75, 1
	%77 = mul i32 %74, %76
	%78 = lshr i32 %60, %64
	%79 = mul i32 %78, %77
	%80 = mul i32 %14, %7
	%81 = add i32 %80, %1
	%82 = icmp ult i32 %81, %80
	%83 = mul i32 %15, %10
	%84 = add i32 %83, %2
	%85 = icmp ult i32 %84, %83
	%86 = mul i32 %16, %13
	%87 = add i32 %86, %3
	%88 = icmp ult i32 %87, %86
	%89 = mul i32 %37, %7
	%90 = mul i32 %58, %10
	%91 = mul i32 %87, %90
	%92 = add i32 %91, %84
	%93 = icmp ult i32 %92, %91
	%94 = mul i32 %92, %89
	%95 = add i32 %94, %81
	%96 = icmp ult i32 %95, %94
	%97 = zext i32 %95 to i64
	%98 = zext i32 4 to i64
	%99 = mul i64 %97, %98
	%100 = add i64 %0, %99
	%101 = inttoptr i64 %100 to ptr addrspace(1)
	store i32 %95, ptr addrspace(1) %101, align 4
	%102 = icmp eq i32 %79, 0
	%103 = xor i1 %102, true
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

declare i32 @llvm.amdgcn.workitem.id.y()

declare i32 @llvm.amdgcn.workitem.id.z()

declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

declare i32 @llvm.amdgcn.workgroup.id.x()

declare i32 @llvm.amdgcn.workgroup.id.y()

declare i32 @llvm.amdgcn.workgroup.id.z()

declare i32 @llvm.cttz.i32(i32 %0, i1 %1)

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 400}
