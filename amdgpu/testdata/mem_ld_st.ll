target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
@ctab = protected addrspace(4) global [8 x i8] c"\01\00\FE\FF\03\00\FC\FF", align 2
@mem_ld_st.shared.sh = internal addrspace(3) global [32 x i8] undef, align 16

define amdgpu_kernel void @mem_ld_st(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = alloca [16 x i8], align 8, addrspace(5)
	%1 = load i64, ptr addrspace(4) %out, align 8
	%2 = inttoptr i64 %1 to ptr addrspace(1)
	%3 = load <4 x i32>, ptr addrspace(1) %2, align 16
	%4 = extractelement <4 x i32> %3, i32 0
	%5 = extractelement <4 x i32> %3, i32 1
	%6 = extractelement <4 x i32> %3, i32 2
	%7 = extractelement <4 x i32> %3, i32 3
	%8 = inttoptr i64 %1 to ptr addrspace(1)
	%9 = getelementptr inbounds i8, ptr addrspace(1) %8, i64 16
	%10 = insertelement <2 x i32> undef, i32 %6, i32 0
	%11 = insertelement <2 x i32> %10, i32 %5, i32 1
	store <2 x i32> %11, ptr addrspace(1) %9, align 8
	%12 = inttoptr i64 %1 to ptr addrspace(1)
	%13 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 1
	%14 = load i8, ptr addrspace(1) %13, align 1
	%15 = sext i8 %14 to i32
	%16 = inttoptr i64 %1 to ptr addrspace(1)
	%17 = getelementptr inbounds i8, ptr addrspace(1) %16, i64 2
	%18 = load i16, ptr addrspace(1) %17, align 2
	%19 = zext i16 %18 to i64
	%20 = getelementptr inbounds i8, ptr addrspace(4) @ctab, i64 2
	%21 = load i16, ptr addrspace(4) %20, align 2
	%22 = sext i16 %21 to i32
	%23 = inttoptr i64 %1 to ptr addrspace(1)
	%24 = load atomic i32, ptr addrspace(1) %23 syncscope("agent") monotonic, align 4
	%25 = inttoptr i64 %1 to ptr
	%26 = load atomic i64, ptr %25 acquire, align 8
	store atomic i32 %24, ptr addrspace(3) @mem_ld_st.shared.sh syncscope("workgroup") release, align 4
	%27 = getelementptr inbounds i8, ptr addrspace(3) @mem_ld_st.shared.sh, i32 8
	%28 = load volatile <2 x i32>, ptr addrspace(3) %27, align 8
	%29 = extractelement <2 x i32> %28, i32 0
	%30 = extractelement <2 x i32> %28, i32 1
	%31 = getelementptr inbounds i8, ptr addrspace(5) %0, i32 3
	%32 = trunc i32 %15 to i8
	store i8 %32, ptr addrspace(5) %31, align 1
	%33 = getelementptr inbounds i8, ptr addrspace(5) %0, i32 3
	%34 = load i8, ptr addrspace(5) %33, align 1
	%35 = sext i8 %34 to i32
	%36 = load i128, ptr addrspace(3) @mem_ld_st.shared.sh, align 16
	%37 = inttoptr i64 %1 to ptr addrspace(1)
	%38 = getelementptr inbounds i8, ptr addrspace(1) %37, i64 32
	store i128 %36, ptr addrspace(1) %38, align 16
	%39 = inttoptr i64 %1 to ptr addrspace(1)
	%40 = getelementptr inbounds i8, ptr addrspace(1) %39, i64 4
	%41 = load i32, ptr addrspace(1) %40, align 4
	%42 = inttoptr i64 %1 to ptr addrspace(1)
	%43 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 48
	%44 = insertelement <4 x i16> undef, i16 0, i32 0
	%45 = insertelement <4 x i16> %44, i16 0, i32 1
	%46 = insertelement <4 x i16> %45, i16 0, i32 2
	%47 = insertelement <4 x i16> %46, i16 7, i32 3
	store <4 x i16> %47, ptr addrspace(1) %43, align 8
	%48 = trunc i64 %19 to i32
	%49 = inttoptr i32 %48 to ptr addrspace(5)
	%50 = addrspacecast ptr addrspace(5) %49 to ptr
	%51 = ptrtoint ptr %50 to i64
	%52 = inttoptr i64 %51 to ptr
	%53 = load i32, ptr %52, align 4
	%54 = inttoptr i64 %1 to ptr addrspace(1)
	store i32 %53, ptr addrspace(1) %54, align 4
	ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
