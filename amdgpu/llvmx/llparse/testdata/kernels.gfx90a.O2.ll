; ModuleID = 'testdata/kernels.hip'
source_filename = "testdata/kernels.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Params = type { float, i32, double, ptr, i16 }

@_ZZ6reduceE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 16
@__hip_cuid_c9a75cdee5acd076 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_c9a75cdee5acd076 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @vadd(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !tbaa !5
  %9 = zext i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %22

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %15
  %17 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %15
  %18 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !9
  %20 = load float, ptr addrspace(1) %17, align 4, !tbaa !9
  %21 = fadd contract float %19, %20
  store float %21, ptr addrspace(1) %16, align 4, !tbaa !9
  br label %22

22:                                               ; preds = %14, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @loop_phis(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !5
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = srem i32 %11, 7
  %13 = add nsw i32 %12, %2
  %14 = icmp sgt i32 %13, 0
  br i1 %14, label %21, label %17

15:                                               ; preds = %21
  %16 = xor i32 %32, %30
  br label %17

17:                                               ; preds = %15, %3
  %18 = phi i32 [ 1, %3 ], [ %16, %15 ]
  %19 = sext i32 %11 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %19
  store i32 %18, ptr addrspace(1) %20, align 4, !tbaa !11
  ret void

21:                                               ; preds = %3, %21
  %22 = phi i32 [ %33, %21 ], [ 0, %3 ]
  %23 = phi i32 [ %32, %21 ], [ 1, %3 ]
  %24 = phi i32 [ %30, %21 ], [ 0, %3 ]
  %25 = zext nneg i32 %22 to i64
  %26 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4, !tbaa !11
  %28 = add nsw i32 %22, %11
  %29 = mul nsw i32 %27, %28
  %30 = add nsw i32 %29, %24
  %31 = mul nsw i32 %23, 3
  %32 = add nsw i32 %30, %31
  %33 = add nuw nsw i32 %22, 1
  %34 = icmp eq i32 %33, %13
  br i1 %34, label %15, label %21, !llvm.loop !13
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @reduce(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #2 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = shl i32 %4, 8
  %6 = add i32 %5, %3
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !9
  %10 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ6reduceE1s, i32 0, i32 %3
  store float %9, ptr addrspace(3) %10, align 4, !tbaa !9
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %11 = icmp ult i32 %3, 128
  br i1 %11, label %12, label %18

12:                                               ; preds = %2
  %13 = or disjoint i32 %3, 128
  %14 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ6reduceE1s, i32 0, i32 %13
  %15 = load float, ptr addrspace(3) %14, align 4, !tbaa !9
  %16 = load float, ptr addrspace(3) %10, align 4, !tbaa !9
  %17 = fadd contract float %15, %16
  store float %17, ptr addrspace(3) %10, align 4, !tbaa !9
  br label %18

18:                                               ; preds = %12, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %19 = icmp ult i32 %3, 64
  br i1 %19, label %20, label %26

20:                                               ; preds = %18
  %21 = or disjoint i32 %3, 64
  %22 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ6reduceE1s, i32 0, i32 %21
  %23 = load float, ptr addrspace(3) %22, align 4, !tbaa !9
  %24 = load float, ptr addrspace(3) %10, align 4, !tbaa !9
  %25 = fadd contract float %23, %24
  store float %25, ptr addrspace(3) %10, align 4, !tbaa !9
  br label %26

26:                                               ; preds = %20, %18
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %27 = icmp ult i32 %3, 32
  br i1 %27, label %28, label %34

28:                                               ; preds = %26
  %29 = or disjoint i32 %3, 32
  %30 = getelementptr inbounds [256 x float], ptr addrspace(3) @_ZZ6reduceE1s, i32 0, i32 %29
  %31 = load float, ptr addrspace(3) %30, align 4, !tbaa !9
  %32 = load float, ptr addrspace(3) %10, align 4, !tbaa !9
  %33 = fadd contract float %31, %32
  store float %33, ptr addrspace(3) %10, align 4, !tbaa !9
  br label %34

34:                                               ; preds = %28, %26
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %27, label %35, label %73

35:                                               ; preds = %34
  %36 = load float, ptr addrspace(3) %10, align 4, !tbaa !9
  %37 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %38 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %37)
  %39 = shl i32 %38, 2
  %40 = xor i32 %39, 64
  %41 = bitcast float %36 to i32
  %42 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %40, i32 %41)
  %43 = bitcast i32 %42 to float
  %44 = fadd contract float %36, %43
  %45 = shl i32 %38, 2
  %46 = xor i32 %45, 32
  %47 = bitcast float %44 to i32
  %48 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %46, i32 %47)
  %49 = bitcast i32 %48 to float
  %50 = fadd contract float %44, %49
  %51 = shl i32 %38, 2
  %52 = xor i32 %51, 16
  %53 = bitcast float %50 to i32
  %54 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %52, i32 %53)
  %55 = bitcast i32 %54 to float
  %56 = fadd contract float %50, %55
  %57 = shl i32 %38, 2
  %58 = xor i32 %57, 8
  %59 = bitcast float %56 to i32
  %60 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %58, i32 %59)
  %61 = bitcast i32 %60 to float
  %62 = fadd contract float %56, %61
  %63 = shl i32 %38, 2
  %64 = xor i32 %63, 4
  %65 = bitcast float %62 to i32
  %66 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %64, i32 %65)
  %67 = icmp eq i32 %3, 0
  br i1 %67, label %68, label %73

68:                                               ; preds = %35
  %69 = bitcast i32 %66 to float
  %70 = fadd contract float %62, %69
  %71 = zext i32 %4 to i64
  %72 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %71
  store float %70, ptr addrspace(1) %72, align 4, !tbaa !9
  br label %73

73:                                               ; preds = %35, %68, %34
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none)
define protected amdgpu_kernel void @struct_param(ptr addrspace(4) nocapture noundef readonly byref(%struct.Params) align 8 %0) local_unnamed_addr #3 {
  %2 = load float, ptr addrspace(4) %0, align 8, !amdgpu.noclobber !15
  %3 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 4
  %4 = load i32, ptr addrspace(4) %3, align 4, !amdgpu.noclobber !15
  %5 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 8
  %6 = load double, ptr addrspace(4) %5, align 8, !amdgpu.noclobber !15
  %7 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 16
  %8 = load ptr, ptr addrspace(4) %7, align 8, !amdgpu.noclobber !15
  %9 = addrspacecast ptr %8 to ptr addrspace(1)
  %10 = getelementptr inbounds i8, ptr addrspace(4) %0, i64 24
  %11 = load i16, ptr addrspace(4) %10, align 8, !amdgpu.noclobber !15
  %12 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %13 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %14 = getelementptr inbounds i8, ptr addrspace(4) %13, i64 12
  %15 = load i16, ptr addrspace(4) %14, align 4, !tbaa !5
  %16 = zext i16 %15 to i32
  %17 = mul i32 %12, %16
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %19 = add i32 %17, %18
  %20 = sitofp i32 %19 to float
  %21 = fmul contract float %2, %20
  %22 = fptosi float %21 to i32
  %23 = fptosi double %6 to i32
  %24 = sext i16 %11 to i32
  %25 = add i32 %4, %23
  %26 = add i32 %25, %24
  %27 = add i32 %26, %22
  %28 = sext i32 %19 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %28
  store i32 %27, ptr addrspace(1) %29, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @switcher(ptr addrspace(1) nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !tbaa !5
  %7 = zext i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = add nsw i32 %10, %1
  %12 = srem i32 %11, 9
  switch i32 %12, label %23 [
    i32 0, label %24
    i32 1, label %13
    i32 2, label %15
    i32 4, label %17
    i32 5, label %19
    i32 7, label %21
  ]

13:                                               ; preds = %2
  %14 = shl nsw i32 %10, 1
  br label %24

15:                                               ; preds = %2
  %16 = sub nsw i32 0, %10
  br label %24

17:                                               ; preds = %2
  %18 = shl i32 %10, 3
  br label %24

19:                                               ; preds = %2
  %20 = sub nsw i32 %1, %10
  br label %24

21:                                               ; preds = %2
  %22 = sdiv i32 %10, 3
  br label %24

23:                                               ; preds = %2
  br label %24

24:                                               ; preds = %2, %23, %21, %19, %17, %15, %13
  %25 = phi i32 [ 7, %23 ], [ %22, %21 ], [ %20, %19 ], [ %18, %17 ], [ %16, %15 ], [ %14, %13 ], [ 100, %2 ]
  %26 = sext i32 %10 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %26
  store i32 %25, ptr addrspace(1) %27, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @math64(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !tbaa !5
  %7 = zext i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %11
  %13 = load i64, ptr addrspace(1) %12, align 8, !tbaa !16
  %14 = getelementptr i8, ptr addrspace(1) %12, i64 8
  %15 = load i64, ptr addrspace(1) %14, align 8, !tbaa !16
  %16 = or i64 %15, 1
  %17 = mul i64 %16, %13
  %18 = lshr i64 %13, 7
  %19 = add i64 %17, %18
  %20 = shl nsw i32 %10, 3
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %21
  store i64 %19, ptr addrspace(1) %22, align 8, !tbaa !16
  %23 = freeze i64 %13
  %24 = freeze i64 %16
  %25 = udiv i64 %23, %24
  %26 = mul i64 %25, %24
  %27 = sub i64 %23, %26
  %28 = add i64 %27, %25
  %29 = or disjoint i32 %20, 1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %30
  store i64 %28, ptr addrspace(1) %31, align 8, !tbaa !16
  %32 = sdiv i64 %13, -7
  %33 = srem i64 %13, 5
  %34 = xor i64 %32, %33
  %35 = or disjoint i32 %20, 2
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %36
  store i64 %34, ptr addrspace(1) %37, align 8, !tbaa !16
  %38 = zext i64 %13 to i128
  %39 = zext i64 %16 to i128
  %40 = mul nuw i128 %39, %38
  %41 = lshr i128 %40, 64
  %42 = trunc nuw i128 %41 to i64
  %43 = or disjoint i32 %20, 3
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %44
  store i64 %42, ptr addrspace(1) %45, align 8, !tbaa !16
  %46 = tail call i64 @llvm.fshl.i64(i64 %13, i64 %13, i64 13)
  %47 = or disjoint i32 %20, 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %48
  store i64 %46, ptr addrspace(1) %49, align 8, !tbaa !16
  %50 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %13)
  %51 = tail call range(i64 0, 64) i64 @llvm.ctlz.i64(i64 %16, i1 true)
  %52 = shl nuw nsw i64 %51, 32
  %53 = or disjoint i64 %52, %50
  %54 = or disjoint i32 %20, 5
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %55
  store i64 %53, ptr addrspace(1) %56, align 8, !tbaa !16
  %57 = and i64 %16, 63
  %58 = ashr i64 %13, %57
  %59 = or disjoint i32 %20, 6
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %60
  store i64 %58, ptr addrspace(1) %61, align 8, !tbaa !16
  %62 = ashr i64 %13, 12
  %63 = sitofp i64 %62 to double
  %64 = fptosi double %63 to i64
  %65 = or disjoint i32 %20, 7
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %66
  store i64 %64, ptr addrspace(1) %67, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #5

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @atomics(ptr addrspace(1) nocapture noundef %0, ptr addrspace(1) nocapture noundef %1, ptr addrspace(1) nocapture noundef %2) local_unnamed_addr #6 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !5
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = atomicrmw add ptr addrspace(1) %0, i32 1 syncscope("agent-one-as") monotonic, align 4
  %13 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %14 = mul nsw i32 %11, 37
  %15 = srem i32 %14, 1000
  %16 = atomicrmw max ptr addrspace(1) %13, i32 %15 syncscope("agent-one-as") monotonic, align 4
  %17 = mul nsw i32 %11, 13
  %18 = add nsw i32 %17, 5
  %19 = atomicrmw umin ptr addrspace(1) %1, i32 %18 syncscope("agent-one-as") monotonic, align 4
  %20 = atomicrmw fadd ptr addrspace(1) %2, float 5.000000e-01 syncscope("agent-one-as") monotonic, align 4
  %21 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 4
  %22 = sitofp i32 %11 to float
  %23 = fmul contract float %22, 2.500000e-01
  %24 = atomicrmw fmax ptr addrspace(1) %21, float %23 syncscope("agent-one-as") monotonic, align 4
  %25 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  %26 = atomicrmw uinc_wrap ptr addrspace(1) %25, i32 9 syncscope("agent") monotonic, align 4
  %27 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 8
  %28 = atomicrmw udec_wrap ptr addrspace(1) %27, i32 100 syncscope("agent") monotonic, align 4
  %29 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !11
  br label %31

31:                                               ; preds = %31, %3
  %32 = phi i32 [ %30, %3 ], [ %35, %31 ]
  %33 = add nsw i32 %32, %11
  %34 = cmpxchg ptr addrspace(1) %29, i32 %32, i32 %33 syncscope("agent-one-as") monotonic monotonic, align 4
  %35 = extractvalue { i32, i1 } %34, 0
  %36 = extractvalue { i32, i1 } %34, 1
  br i1 %36, label %37, label %31, !llvm.loop !18

37:                                               ; preds = %31
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc noundef float @_Z6helperfi(float noundef %0, i32 noundef %1) unnamed_addr #7 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %2
  %5 = phi float [ %0, %2 ], [ %11, %6 ]
  ret float %5

6:                                                ; preds = %2, %6
  %7 = phi i32 [ %12, %6 ], [ 0, %2 ]
  %8 = phi float [ %11, %6 ], [ %0, %2 ]
  %9 = fmul contract float %8, 5.000000e-01
  %10 = uitofp nneg i32 %7 to float
  %11 = fadd contract float %9, %10
  %12 = add nuw nsw i32 %7, 1
  %13 = icmp eq i32 %12, %1
  br i1 %13, label %4, label %6, !llvm.loop !19
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @calls_helper(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #8 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !tbaa !5
  %7 = zext i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !9
  %14 = srem i32 %10, 5
  %15 = tail call contract fastcc noundef float @_Z6helperfi(float noundef %13, i32 noundef %14) #13
  %16 = tail call contract fastcc noundef float @_Z6helperfi(float noundef 1.000000e+00, i32 noundef 2) #13
  %17 = fadd contract float %15, %16
  %18 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11
  store float %17, ptr addrspace(1) %18, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #9

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #12

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #9 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #10 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #11 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"short", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !7, i64 0}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
