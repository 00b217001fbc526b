; ModuleID = 'testdata/kernels.hip'
source_filename = "testdata/kernels.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Params = type { float, i32, double, ptr, i16 }

@_ZZ6reduceE1s = internal addrspace(3) global [256 x float] undef, align 16
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1
@.str.1 = private unnamed_addr addrspace(4) constant [6 x i8] c"agent\00", align 1
@__hip_cuid_528805ad00147178 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_528805ad00147178 to ptr)], section "llvm.metadata"
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @vadd(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  %20 = addrspacecast ptr addrspace(5) %12 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  %21 = load ptr, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  %22 = load ptr, ptr %14, align 8
  store ptr addrspace(1) %2, ptr %15, align 8
  %23 = load ptr, ptr %15, align 8
  store ptr %21, ptr %16, align 8
  store ptr %22, ptr %17, align 8
  store ptr %23, ptr %18, align 8
  store i32 %3, ptr %19, align 4
  %24 = call noundef i32 @_ZL11globalIdx_xv() #7
  store i32 %24, ptr %20, align 4
  %25 = load i32, ptr %20, align 4
  %26 = load i32, ptr %19, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %44

28:                                               ; preds = %4
  %29 = load ptr, ptr %16, align 8
  %30 = load i32, ptr %20, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %29, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = load ptr, ptr %17, align 8
  %35 = load i32, ptr %20, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %34, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = fadd contract float %33, %38
  %40 = load ptr, ptr %18, align 8
  %41 = load i32, ptr %20, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %40, i64 %42
  store float %39, ptr %43, align 4
  br label %44

44:                                               ; preds = %28, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL11globalIdx_xv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef i32 @_ZL10blockIdx_xv() #7
  %4 = call noundef i32 @_ZL10blockDim_xv() #7
  %5 = mul i32 %3, %4
  %6 = call noundef i32 @_ZL11threadIdx_xv() #7
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @loop_phis(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %4 to ptr
  %14 = addrspacecast ptr addrspace(5) %5 to ptr
  %15 = addrspacecast ptr addrspace(5) %6 to ptr
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  %18 = addrspacecast ptr addrspace(5) %9 to ptr
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  %20 = addrspacecast ptr addrspace(5) %11 to ptr
  %21 = addrspacecast ptr addrspace(5) %12 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  %22 = load ptr, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  %23 = load ptr, ptr %14, align 8
  store ptr %22, ptr %15, align 8
  store ptr %23, ptr %16, align 8
  store i32 %2, ptr %17, align 4
  %24 = call noundef i32 @_ZL11globalIdx_xv() #7
  store i32 %24, ptr %18, align 4
  store i32 0, ptr %19, align 4
  store i32 1, ptr %20, align 4
  store i32 0, ptr %21, align 4
  br label %25

25:                                               ; preds = %48, %3
  %26 = load i32, ptr %21, align 4
  %27 = load i32, ptr %18, align 4
  %28 = srem i32 %27, 7
  %29 = load i32, ptr %17, align 4
  %30 = add nsw i32 %28, %29
  %31 = icmp slt i32 %26, %30
  br i1 %31, label %32, label %51

32:                                               ; preds = %25
  %33 = load ptr, ptr %15, align 8
  %34 = load i32, ptr %21, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %33, i64 %35
  %37 = load i32, ptr %36, align 4
  %38 = load i32, ptr %18, align 4
  %39 = load i32, ptr %21, align 4
  %40 = add nsw i32 %38, %39
  %41 = mul nsw i32 %37, %40
  %42 = load i32, ptr %19, align 4
  %43 = add nsw i32 %42, %41
  store i32 %43, ptr %19, align 4
  %44 = load i32, ptr %20, align 4
  %45 = mul nsw i32 %44, 3
  %46 = load i32, ptr %19, align 4
  %47 = add nsw i32 %45, %46
  store i32 %47, ptr %20, align 4
  br label %48

48:                                               ; preds = %32
  %49 = load i32, ptr %21, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %21, align 4
  br label %25, !llvm.loop !6

51:                                               ; preds = %25
  %52 = load i32, ptr %19, align 4
  %53 = load i32, ptr %20, align 4
  %54 = xor i32 %52, %53
  %55 = load ptr, ptr %16, align 8
  %56 = load i32, ptr %18, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %55, i64 %57
  store i32 %54, ptr %58, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @reduce(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca float, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %3 to ptr
  %12 = addrspacecast ptr addrspace(5) %4 to ptr
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  %19 = load ptr, ptr %11, align 8
  store ptr addrspace(1) %1, ptr %12, align 8
  %20 = load ptr, ptr %12, align 8
  store ptr %19, ptr %13, align 8
  store ptr %20, ptr %14, align 8
  %21 = call noundef i32 @_ZL11threadIdx_xv() #7
  store i32 %21, ptr %15, align 4
  %22 = load ptr, ptr %13, align 8
  %23 = call noundef i32 @_ZL10blockIdx_xv() #7
  %24 = mul i32 %23, 256
  %25 = load i32, ptr %15, align 4
  %26 = add i32 %24, %25
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %22, i64 %27
  %29 = load float, ptr %28, align 4
  %30 = load i32, ptr %15, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceE1s to ptr), i64 0, i64 %31
  store float %29, ptr %32, align 4
  call void @_ZL13__syncthreadsv() #7
  store i32 128, ptr %16, align 4
  br label %33

33:                                               ; preds = %53, %2
  %34 = load i32, ptr %16, align 4
  %35 = icmp uge i32 %34, 32
  br i1 %35, label %36, label %56

36:                                               ; preds = %33
  %37 = load i32, ptr %15, align 4
  %38 = load i32, ptr %16, align 4
  %39 = icmp ult i32 %37, %38
  br i1 %39, label %40, label %52

40:                                               ; preds = %36
  %41 = load i32, ptr %15, align 4
  %42 = load i32, ptr %16, align 4
  %43 = add i32 %41, %42
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceE1s to ptr), i64 0, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = load i32, ptr %15, align 4
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceE1s to ptr), i64 0, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fadd contract float %50, %46
  store float %51, ptr %49, align 4
  br label %52

52:                                               ; preds = %40, %36
  call void @_ZL13__syncthreadsv() #7
  br label %53

53:                                               ; preds = %52
  %54 = load i32, ptr %16, align 4
  %55 = lshr i32 %54, 1
  store i32 %55, ptr %16, align 4
  br label %33, !llvm.loop !8

56:                                               ; preds = %33
  %57 = load i32, ptr %15, align 4
  %58 = icmp ult i32 %57, 32
  br i1 %58, label %59, label %86

59:                                               ; preds = %56
  %60 = load i32, ptr %15, align 4
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceE1s to ptr), i64 0, i64 %61
  %63 = load float, ptr %62, align 4
  store float %63, ptr %17, align 4
  store i32 16, ptr %18, align 4
  br label %64

64:                                               ; preds = %73, %59
  %65 = load i32, ptr %18, align 4
  %66 = icmp sgt i32 %65, 0
  br i1 %66, label %67, label %76

67:                                               ; preds = %64
  %68 = load float, ptr %17, align 4
  %69 = load i32, ptr %18, align 4
  %70 = call contract noundef float @_ZL10__shfl_xorfi(float noundef %68, i32 noundef %69) #7
  %71 = load float, ptr %17, align 4
  %72 = fadd contract float %71, %70
  store float %72, ptr %17, align 4
  br label %73

73:                                               ; preds = %67
  %74 = load i32, ptr %18, align 4
  %75 = ashr i32 %74, 1
  store i32 %75, ptr %18, align 4
  br label %64, !llvm.loop !9

76:                                               ; preds = %64
  %77 = load i32, ptr %15, align 4
  %78 = icmp eq i32 %77, 0
  br i1 %78, label %79, label %85

79:                                               ; preds = %76
  %80 = load float, ptr %17, align 4
  %81 = load ptr, ptr %14, align 8
  %82 = call noundef i32 @_ZL10blockIdx_xv() #7
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr %81, i64 %83
  store float %80, ptr %84, align 4
  br label %85

85:                                               ; preds = %79, %76
  br label %86

86:                                               ; preds = %85, %56
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL11threadIdx_xv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL10blockIdx_xv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.workgroup.id.x()
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL13__syncthreadsv() #1 {
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef float @_ZL10__shfl_xorfi(float noundef %0, i32 noundef %1) #1 {
  %3 = alloca float, align 4, addrspace(5)
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  store float %0, ptr %9, align 4
  store i32 %1, ptr %10, align 4
  %13 = call noundef i32 @_ZL6laneIdv() #7
  %14 = load i32, ptr %10, align 4
  %15 = xor i32 %13, %14
  %16 = shl i32 %15, 2
  store i32 %16, ptr %11, align 4
  %17 = load i32, ptr %11, align 4
  %18 = load i32, ptr %9, align 4
  %19 = call i32 @llvm.amdgcn.ds.bpermute(i32 %17, i32 %18)
  store i32 %19, ptr %12, align 4
  %20 = load float, ptr %12, align 4
  ret float %20
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @struct_param(ptr addrspace(4) noundef byref(%struct.Params) align 8 %0) #0 {
  %2 = alloca %struct.Params, align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  call void @llvm.memcpy.p0.p4.i64(ptr align 8 %4, ptr addrspace(4) align 8 %0, i64 32, i1 false)
  %6 = call noundef i32 @_ZL11globalIdx_xv() #7
  store i32 %6, ptr %5, align 4
  %7 = load i32, ptr %5, align 4
  %8 = sitofp i32 %7 to float
  %9 = getelementptr inbounds %struct.Params, ptr %4, i32 0, i32 0
  %10 = load float, ptr %9, align 8
  %11 = fmul contract float %8, %10
  %12 = fptosi float %11 to i32
  %13 = getelementptr inbounds %struct.Params, ptr %4, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = add nsw i32 %12, %14
  %16 = getelementptr inbounds %struct.Params, ptr %4, i32 0, i32 2
  %17 = load double, ptr %16, align 8
  %18 = fptosi double %17 to i32
  %19 = add nsw i32 %15, %18
  %20 = getelementptr inbounds %struct.Params, ptr %4, i32 0, i32 4
  %21 = load i16, ptr %20, align 8
  %22 = sext i16 %21 to i32
  %23 = add nsw i32 %19, %22
  %24 = getelementptr inbounds %struct.Params, ptr %4, i32 0, i32 3
  %25 = load ptr, ptr %24, align 8
  %26 = load i32, ptr %5, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %25, i64 %27
  store i32 %23, ptr %28, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p4.i64(ptr noalias nocapture writeonly, ptr addrspace(4) noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @switcher(ptr addrspace(1) noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr addrspace(1) %0, ptr %8, align 8
  %13 = load ptr, ptr %8, align 8
  store ptr %13, ptr %9, align 8
  store i32 %1, ptr %10, align 4
  %14 = call noundef i32 @_ZL11globalIdx_xv() #7
  store i32 %14, ptr %11, align 4
  %15 = load i32, ptr %11, align 4
  %16 = load i32, ptr %10, align 4
  %17 = add nsw i32 %15, %16
  %18 = srem i32 %17, 9
  switch i32 %18, label %36 [
    i32 0, label %19
    i32 1, label %20
    i32 2, label %23
    i32 4, label %26
    i32 5, label %29
    i32 7, label %33
  ]

19:                                               ; preds = %2
  store i32 100, ptr %12, align 4
  br label %37

20:                                               ; preds = %2
  %21 = load i32, ptr %11, align 4
  %22 = mul nsw i32 %21, 2
  store i32 %22, ptr %12, align 4
  br label %37

23:                                               ; preds = %2
  %24 = load i32, ptr %11, align 4
  %25 = sub nsw i32 0, %24
  store i32 %25, ptr %12, align 4
  br label %37

26:                                               ; preds = %2
  %27 = load i32, ptr %11, align 4
  %28 = shl i32 %27, 3
  store i32 %28, ptr %12, align 4
  br label %37

29:                                               ; preds = %2
  %30 = load i32, ptr %10, align 4
  %31 = load i32, ptr %11, align 4
  %32 = sub nsw i32 %30, %31
  store i32 %32, ptr %12, align 4
  br label %37

33:                                               ; preds = %2
  %34 = load i32, ptr %11, align 4
  %35 = sdiv i32 %34, 3
  store i32 %35, ptr %12, align 4
  br label %37

36:                                               ; preds = %2
  store i32 7, ptr %12, align 4
  br label %37

37:                                               ; preds = %36, %33, %29, %26, %23, %20, %19
  %38 = load i32, ptr %12, align 4
  %39 = load ptr, ptr %9, align 8
  %40 = load i32, ptr %11, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %39, i64 %41
  store i32 %38, ptr %42, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @math64(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %3 to ptr
  %12 = addrspacecast ptr addrspace(5) %4 to ptr
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  %19 = load ptr, ptr %11, align 8
  store ptr addrspace(1) %1, ptr %12, align 8
  %20 = load ptr, ptr %12, align 8
  store ptr %19, ptr %13, align 8
  store ptr %20, ptr %14, align 8
  %21 = call noundef i32 @_ZL11globalIdx_xv() #7
  store i32 %21, ptr %15, align 4
  %22 = load ptr, ptr %13, align 8
  %23 = load i32, ptr %15, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i64, ptr %22, i64 %24
  %26 = load i64, ptr %25, align 8
  store i64 %26, ptr %16, align 8
  %27 = load ptr, ptr %13, align 8
  %28 = load i32, ptr %15, align 4
  %29 = add nsw i32 %28, 1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i64, ptr %27, i64 %30
  %32 = load i64, ptr %31, align 8
  %33 = or i64 %32, 1
  store i64 %33, ptr %17, align 8
  %34 = load i64, ptr %16, align 8
  store i64 %34, ptr %18, align 8
  %35 = load i64, ptr %16, align 8
  %36 = load i64, ptr %17, align 8
  %37 = mul i64 %35, %36
  %38 = load i64, ptr %16, align 8
  %39 = lshr i64 %38, 7
  %40 = add i64 %37, %39
  %41 = load ptr, ptr %14, align 8
  %42 = load i32, ptr %15, align 4
  %43 = mul nsw i32 8, %42
  %44 = add nsw i32 %43, 0
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i64, ptr %41, i64 %45
  store i64 %40, ptr %46, align 8
  %47 = load i64, ptr %16, align 8
  %48 = load i64, ptr %17, align 8
  %49 = udiv i64 %47, %48
  %50 = load i64, ptr %16, align 8
  %51 = load i64, ptr %17, align 8
  %52 = urem i64 %50, %51
  %53 = add i64 %49, %52
  %54 = load ptr, ptr %14, align 8
  %55 = load i32, ptr %15, align 4
  %56 = mul nsw i32 8, %55
  %57 = add nsw i32 %56, 1
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i64, ptr %54, i64 %58
  store i64 %53, ptr %59, align 8
  %60 = load i64, ptr %18, align 8
  %61 = sdiv i64 %60, -7
  %62 = load i64, ptr %18, align 8
  %63 = srem i64 %62, 5
  %64 = xor i64 %61, %63
  %65 = load ptr, ptr %14, align 8
  %66 = load i32, ptr %15, align 4
  %67 = mul nsw i32 8, %66
  %68 = add nsw i32 %67, 2
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i64, ptr %65, i64 %69
  store i64 %64, ptr %70, align 8
  %71 = load i64, ptr %16, align 8
  %72 = zext i64 %71 to i128
  %73 = load i64, ptr %17, align 8
  %74 = zext i64 %73 to i128
  %75 = mul i128 %72, %74
  %76 = lshr i128 %75, 64
  %77 = trunc i128 %76 to i64
  %78 = load ptr, ptr %14, align 8
  %79 = load i32, ptr %15, align 4
  %80 = mul nsw i32 8, %79
  %81 = add nsw i32 %80, 3
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i64, ptr %78, i64 %82
  store i64 %77, ptr %83, align 8
  %84 = load i64, ptr %16, align 8
  %85 = shl i64 %84, 13
  %86 = load i64, ptr %16, align 8
  %87 = lshr i64 %86, 51
  %88 = or i64 %85, %87
  %89 = load ptr, ptr %14, align 8
  %90 = load i32, ptr %15, align 4
  %91 = mul nsw i32 8, %90
  %92 = add nsw i32 %91, 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i64, ptr %89, i64 %93
  store i64 %88, ptr %94, align 8
  %95 = load i64, ptr %16, align 8
  %96 = call i64 @llvm.ctpop.i64(i64 %95)
  %97 = trunc i64 %96 to i32
  %98 = sext i32 %97 to i64
  %99 = load i64, ptr %17, align 8
  %100 = call i64 @llvm.ctlz.i64(i64 %99, i1 true)
  %101 = trunc i64 %100 to i32
  %102 = sext i32 %101 to i64
  %103 = shl i64 %102, 32
  %104 = add i64 %98, %103
  %105 = load ptr, ptr %14, align 8
  %106 = load i32, ptr %15, align 4
  %107 = mul nsw i32 8, %106
  %108 = add nsw i32 %107, 5
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i64, ptr %105, i64 %109
  store i64 %104, ptr %110, align 8
  %111 = load i64, ptr %16, align 8
  %112 = load i64, ptr %17, align 8
  %113 = and i64 %112, 63
  %114 = ashr i64 %111, %113
  %115 = load ptr, ptr %14, align 8
  %116 = load i32, ptr %15, align 4
  %117 = mul nsw i32 8, %116
  %118 = add nsw i32 %117, 6
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds i64, ptr %115, i64 %119
  store i64 %114, ptr %120, align 8
  %121 = load i64, ptr %18, align 8
  %122 = ashr i64 %121, 12
  %123 = sitofp i64 %122 to double
  %124 = fptosi double %123 to i64
  %125 = load ptr, ptr %14, align 8
  %126 = load i32, ptr %15, align 4
  %127 = mul nsw i32 8, %126
  %128 = add nsw i32 %127, 7
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds i64, ptr %125, i64 %129
  store i64 %124, ptr %130, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @atomics(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2) #0 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %4 to ptr
  %14 = addrspacecast ptr addrspace(5) %5 to ptr
  %15 = addrspacecast ptr addrspace(5) %6 to ptr
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  %18 = addrspacecast ptr addrspace(5) %9 to ptr
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  %20 = addrspacecast ptr addrspace(5) %11 to ptr
  %21 = addrspacecast ptr addrspace(5) %12 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  %22 = load ptr, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  %23 = load ptr, ptr %14, align 8
  store ptr addrspace(1) %2, ptr %15, align 8
  %24 = load ptr, ptr %15, align 8
  store ptr %22, ptr %16, align 8
  store ptr %23, ptr %17, align 8
  store ptr %24, ptr %18, align 8
  %25 = call noundef i32 @_ZL11globalIdx_xv() #7
  store i32 %25, ptr %19, align 4
  %26 = load ptr, ptr %16, align 8
  %27 = getelementptr inbounds i32, ptr %26, i64 0
  %28 = call noundef i32 @_ZL9atomicAddPii(ptr noundef %27, i32 noundef 1) #7
  %29 = load ptr, ptr %16, align 8
  %30 = getelementptr inbounds i32, ptr %29, i64 1
  %31 = load i32, ptr %19, align 4
  %32 = mul nsw i32 %31, 37
  %33 = srem i32 %32, 1000
  %34 = call noundef i32 @_ZL9atomicMaxPii(ptr noundef %30, i32 noundef %33) #7
  %35 = load ptr, ptr %17, align 8
  %36 = getelementptr inbounds i32, ptr %35, i64 0
  %37 = load i32, ptr %19, align 4
  %38 = mul nsw i32 %37, 13
  %39 = add nsw i32 %38, 5
  %40 = call noundef i32 @_ZL9atomicMinPjj(ptr noundef %36, i32 noundef %39) #7
  %41 = load ptr, ptr %18, align 8
  %42 = getelementptr inbounds float, ptr %41, i64 0
  %43 = call contract noundef float @_ZL9atomicAddPff(ptr noundef %42, float noundef 5.000000e-01) #7
  %44 = load ptr, ptr %18, align 8
  %45 = getelementptr inbounds float, ptr %44, i64 1
  %46 = load i32, ptr %19, align 4
  %47 = sitofp i32 %46 to float
  %48 = fmul contract float %47, 2.500000e-01
  %49 = call contract noundef float @_ZL9atomicMaxPff(ptr noundef %45, float noundef %48) #7
  %50 = load ptr, ptr %17, align 8
  %51 = getelementptr inbounds i32, ptr %50, i64 1
  %52 = call noundef i32 @_ZL9atomicIncPjj(ptr noundef %51, i32 noundef 9) #7
  %53 = load ptr, ptr %17, align 8
  %54 = getelementptr inbounds i32, ptr %53, i64 2
  %55 = call noundef i32 @_ZL9atomicDecPjj(ptr noundef %54, i32 noundef 100) #7
  %56 = load ptr, ptr %16, align 8
  %57 = getelementptr inbounds i32, ptr %56, i64 2
  %58 = load i32, ptr %57, align 4
  store i32 %58, ptr %20, align 4
  br label %59

59:                                               ; preds = %68, %3
  %60 = load i32, ptr %20, align 4
  store i32 %60, ptr %21, align 4
  %61 = load ptr, ptr %16, align 8
  %62 = getelementptr inbounds i32, ptr %61, i64 2
  %63 = load i32, ptr %21, align 4
  %64 = load i32, ptr %21, align 4
  %65 = load i32, ptr %19, align 4
  %66 = add nsw i32 %64, %65
  %67 = call noundef i32 @_ZL9atomicCASPiii(ptr noundef %62, i32 noundef %63, i32 noundef %66) #7
  store i32 %67, ptr %20, align 4
  br label %68

68:                                               ; preds = %59
  %69 = load i32, ptr %20, align 4
  %70 = load i32, ptr %21, align 4
  %71 = icmp ne i32 %69, %70
  br i1 %71, label %59, label %72, !llvm.loop !10

72:                                               ; preds = %68
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicAddPii(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %0, ptr %9, align 8
  store i32 %1, ptr %10, align 4
  %13 = load ptr, ptr %9, align 8
  %14 = load i32, ptr %10, align 4
  store i32 %14, ptr %11, align 4
  %15 = load i32, ptr %11, align 4
  %16 = atomicrmw add ptr %13, i32 %15 syncscope("agent-one-as") monotonic, align 4
  store i32 %16, ptr %12, align 4
  %17 = load i32, ptr %12, align 4
  ret i32 %17
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicMaxPii(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %0, ptr %9, align 8
  store i32 %1, ptr %10, align 4
  %13 = load ptr, ptr %9, align 8
  %14 = load i32, ptr %10, align 4
  store i32 %14, ptr %11, align 4
  %15 = load i32, ptr %11, align 4
  %16 = atomicrmw max ptr %13, i32 %15 syncscope("agent-one-as") monotonic, align 4
  store i32 %16, ptr %12, align 4
  %17 = load i32, ptr %12, align 4
  ret i32 %17
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicMinPjj(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %0, ptr %9, align 8
  store i32 %1, ptr %10, align 4
  %13 = load ptr, ptr %9, align 8
  %14 = load i32, ptr %10, align 4
  store i32 %14, ptr %11, align 4
  %15 = load i32, ptr %11, align 4
  %16 = atomicrmw umin ptr %13, i32 %15 syncscope("agent-one-as") monotonic, align 4
  store i32 %16, ptr %12, align 4
  %17 = load i32, ptr %12, align 4
  ret i32 %17
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef float @_ZL9atomicAddPff(ptr noundef %0, float noundef %1) #1 {
  %3 = alloca float, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  %7 = alloca float, align 4, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %0, ptr %9, align 8
  store float %1, ptr %10, align 4
  %13 = load ptr, ptr %9, align 8
  %14 = load float, ptr %10, align 4
  store float %14, ptr %11, align 4
  %15 = load float, ptr %11, align 4
  %16 = atomicrmw fadd ptr %13, float %15 syncscope("agent-one-as") monotonic, align 4
  store float %16, ptr %12, align 4
  %17 = load float, ptr %12, align 4
  ret float %17
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef float @_ZL9atomicMaxPff(ptr noundef %0, float noundef %1) #1 {
  %3 = alloca float, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  %7 = alloca float, align 4, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr %0, ptr %9, align 8
  store float %1, ptr %10, align 4
  %13 = load ptr, ptr %9, align 8
  %14 = load float, ptr %10, align 4
  store float %14, ptr %11, align 4
  %15 = load float, ptr %11, align 4
  %16 = atomicrmw fmax ptr %13, float %15 syncscope("agent-one-as") monotonic, align 4
  store float %16, ptr %12, align 4
  %17 = load float, ptr %12, align 4
  ret float %17
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicIncPjj(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  %9 = load ptr, ptr %7, align 8
  %10 = load i32, ptr %8, align 4
  %11 = atomicrmw uinc_wrap ptr %9, i32 %10 syncscope("agent") monotonic, align 4
  ret i32 %11
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicDecPjj(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  %9 = load ptr, ptr %7, align 8
  %10 = load i32, ptr %8, align 4
  %11 = atomicrmw udec_wrap ptr %9, i32 %10 syncscope("agent") monotonic, align 4
  ret i32 %11
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9atomicCASPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #1 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i8, align 1, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  %15 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr %0, ptr %11, align 8
  store i32 %1, ptr %12, align 4
  store i32 %2, ptr %13, align 4
  %16 = load ptr, ptr %11, align 8
  %17 = load i32, ptr %13, align 4
  store i32 %17, ptr %14, align 4
  %18 = load i32, ptr %12, align 4
  %19 = load i32, ptr %14, align 4
  %20 = cmpxchg ptr %16, i32 %18, i32 %19 syncscope("agent-one-as") monotonic monotonic, align 4
  %21 = extractvalue { i32, i1 } %20, 0
  %22 = extractvalue { i32, i1 } %20, 1
  br i1 %22, label %24, label %23

23:                                               ; preds = %3
  store i32 %21, ptr %12, align 4
  br label %24

24:                                               ; preds = %23, %3
  %25 = zext i1 %22 to i8
  store i8 %25, ptr %15, align 1
  %26 = load i8, ptr %15, align 1
  %27 = trunc i8 %26 to i1
  %28 = load i32, ptr %12, align 4
  ret i32 %28
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef float @_Z6helperfi(float noundef %0, i32 noundef %1) #1 {
  %3 = alloca float, align 4, addrspace(5)
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  store float %0, ptr %9, align 4
  store i32 %1, ptr %10, align 4
  %13 = load float, ptr %9, align 4
  store float %13, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %14

14:                                               ; preds = %24, %2
  %15 = load i32, ptr %12, align 4
  %16 = load i32, ptr %10, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %27

18:                                               ; preds = %14
  %19 = load float, ptr %11, align 4
  %20 = fmul contract float %19, 5.000000e-01
  %21 = load i32, ptr %12, align 4
  %22 = sitofp i32 %21 to float
  %23 = fadd contract float %20, %22
  store float %23, ptr %11, align 4
  br label %24

24:                                               ; preds = %18
  %25 = load i32, ptr %12, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %12, align 4
  br label %14, !llvm.loop !11

27:                                               ; preds = %14
  %28 = load float, ptr %11, align 4
  ret float %28
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @calls_helper(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  %12 = addrspacecast ptr addrspace(5) %7 to ptr
  store ptr addrspace(1) %0, ptr %8, align 8
  %13 = load ptr, ptr %8, align 8
  store ptr addrspace(1) %1, ptr %9, align 8
  %14 = load ptr, ptr %9, align 8
  store ptr %13, ptr %10, align 8
  store ptr %14, ptr %11, align 8
  %15 = call noundef i32 @_ZL11globalIdx_xv() #7
  store i32 %15, ptr %12, align 4
  %16 = load ptr, ptr %10, align 8
  %17 = load i32, ptr %12, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %16, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = load i32, ptr %12, align 4
  %22 = srem i32 %21, 5
  %23 = call contract noundef float @_Z6helperfi(float noundef %20, i32 noundef %22) #7
  %24 = call contract noundef float @_Z6helperfi(float noundef 1.000000e+00, i32 noundef 2) #7
  %25 = fadd contract float %23, %24
  %26 = load ptr, ptr %11, align 8
  %27 = load i32, ptr %12, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %26, i64 %28
  store float %25, ptr %29, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL10blockDim_xv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %4 = addrspacecast ptr addrspace(4) %3 to ptr
  %5 = getelementptr inbounds i16, ptr %4, i64 6
  %6 = load i16, ptr %5, align 2
  %7 = zext i16 %6 to i32
  ret i32 %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL6laneIdv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %4 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %3)
  ret i32 %4
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nofree nounwind willreturn }
attributes #5 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
