target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"

define amdgpu_kernel void @iota2d(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" {
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
	%22 = uitofp i32 %18 to double
	%23 = uitofp i32 %21 to double
	%24 = call double @llvm.amdgcn.rcp.f64(double %23)
	%25 = fneg double %23
	%26 = call double @llvm.fma.f64(double %25, double %24, double 0x3FF0000000000000)
	%27 = call double @llvm.fma.f64(double %24, double %26, double %24)
	%28 = fmul double %22, %27
	%29 = call double @llvm.rint.f64(double %28)
	%30 = fptoui double %29 to i32
	%31 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 16
	%32 = load i32, ptr addrspace(4) %31, align 4
	%33 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 6
	%34 = load i16, ptr addrspace(4) %33, align 2
	%35 = zext i16 %34 to i32
	%36 = uitofp i32 %32 to double
	%37 = uitofp i32 %35 to double
	%38 = call double @llvm.amdgcn.rcp.f64(double %37)
	%39 = fneg double %37
	%40 = call double @llvm.fma.f64(double %39, double %38, double 0x3FF0000000000000)
	%41 = call double @llvm.fma.f64(double %38, double %40, double %38)
	%42 = fmul double %36, %41
	%43 = call double @llvm.rint.f64(double %42)
	%44 = fptoui double %43 to i32
	%45 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 20
	%46 = load i32, ptr addrspace(4) %45, align 4
	%47 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 8
	%48 = load i16, ptr addrspace(4) %47, align 2
	%49 = zext i16 %48 to i32
	%50 = uitofp i32 %46 to double
	%51 = uitofp i32 %49 to double
	%52 = call double @llvm.amdgcn.rcp.f64(double %51)
	%53 = fneg double %51
	%54 = call double @llvm.fma.f64(double %53, double %52, double 0x3FF0000000000000)
	%55 = call double @llvm.fma.f64(double %52, double %54, double %52)
	%56 = fmul double %50, %55
	%57 = call double @llvm.rint.f64(double %56)
	%58 = fptoui double %57 to i32
	%59 = mul i32 %14, %7
	%60 = add i32 %59, %1
	%61 = icmp ult i32 %60, %59
	%62 = mul i32 %15, %10
	%63 = add i32 %62, %2
	%64 = icmp ult i32 %63, %62
	%65 = mul i32 %16, %13
	%66 = add i32 %65, %3
	%67 = icmp ult i32 %66, %65
	%68 = mul i32 %30, %7
	%69 = mul i32 %44, %10
	%70 = mul i32 %66, %69
	%71 = add i32 %70, %63
	%72 = icmp ult i32 %71, %70
	%73 = mul i32 %71, %68
	%74 = add i32 %73, %60
	%75 = icmp ult i32 %74, %73
	%76 = zext i32 %74 to i64
	%77 = zext i32 4 to i64
	%78 = mul i64 %76, %77
	%79 = add i64 %0, %78
	%80 = inttoptr i64 %79 to ptr addrspace(1)
	store i32 %74, ptr addrspace(1) %80, align 4
	%81 = icmp eq i32 %58, 0
	%82 = xor i1 %81, true
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

declare i32 @llvm.amdgcn.workitem.id.y()

declare i32 @llvm.amdgcn.workitem.id.z()

declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

declare i32 @llvm.amdgcn.workgroup.id.x()

declare i32 @llvm.amdgcn.workgroup.id.y()

declare i32 @llvm.amdgcn.workgroup.id.z()

declare double @llvm.amdgcn.rcp.f64(double %0)

declare double @llvm.fma.f64(double %0, double %1, double %2)

declare double @llvm.rint.f64(double %0)

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 400}
