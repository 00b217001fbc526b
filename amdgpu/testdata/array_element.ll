target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
@garr = protected addrspace(1) global [32 x i8] c"\0A\00\00\00\0B\00\00\00\0C\00\00\00\0D\00\00\00\0E\00\00\00\0F\00\00\00\10\00\00\00\11\00\00\00", align 4
@array_element.shared.local0 = internal addrspace(3) global [64 x i8] undef, align 16

define amdgpu_kernel void @array_element(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = load i64, ptr addrspace(4) %out, align 8
	%1 = ptrtoint ptr addrspace(3) @array_element.shared.local0 to i64
	%2 = ptrtoint ptr addrspace(1) @garr to i64
	%3 = add i64 %2, 8
	%4 = ptrtoint ptr addrspace(1) @garr to i64
	%5 = add i64 %4, 8
	%6 = call i32 @llvm.amdgcn.workitem.id.x()
	%7 = mul i32 %6, 4
	%8 = zext i32 %7 to i64
	%9 = ptrtoint ptr addrspace(1) @garr to i64
	%10 = add i64 %9, %8
	%11 = getelementptr inbounds i8, ptr addrspace(1) @garr, i64 12
	%12 = load i32, ptr addrspace(1) %11, align 4
	%13 = mul i32 %6, 4
	%14 = zext i32 %13 to i64
	%15 = ptrtoint ptr addrspace(1) @garr to i64
	%16 = add i64 %15, %14
	%17 = inttoptr i64 %16 to ptr addrspace(1)
	%18 = load i32, ptr addrspace(1) %17, align 4
	%19 = addrspacecast ptr addrspace(3) @array_element.shared.local0 to ptr
	%20 = ptrtoint ptr %19 to i64
	%21 = add i64 %20, 12
	%22 = inttoptr i64 %21 to ptr
	store i32 %12, ptr %22, align 4
	%23 = add i64 %3, %5
	%24 = add i64 %23, %10
	%25 = add i64 %24, %1
	%26 = inttoptr i64 %0 to ptr addrspace(1)
	store i64 %25, ptr addrspace(1) %26, align 8
	%27 = inttoptr i64 %0 to ptr addrspace(1)
	%28 = getelementptr inbounds i8, ptr addrspace(1) %27, i64 8
	store i32 %18, ptr addrspace(1) %28, align 4
	%29 = mul i32 %6, 1
	%30 = ptrtoint ptr addrspace(3) @array_element.shared.local0 to i32
	%31 = add i32 %30, %29
	%32 = mul i32 %6, 1
	%33 = ptrtoint ptr addrspace(3) @array_element.shared.local0 to i32
	%34 = add i32 %33, %32
	%35 = sub i32 %31, %34
	%36 = inttoptr i64 %0 to ptr addrspace(1)
	%37 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 12
	store i32 %35, ptr addrspace(1) %37, align 4
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
