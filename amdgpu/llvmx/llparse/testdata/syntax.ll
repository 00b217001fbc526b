; Every construct llparse reads, in LLVM 19 syntax; opt-19 accepts it.
; ModuleID = 'syntax'
source_filename = "syntax.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.pair = type { i32, float }
%struct.packed = type <{ i8, i32 }>
%struct.opaque = type opaque
%struct.nested = type { %struct.pair, [2 x i16], <2 x half> }
%int = type i32

$cd = comdat any

@lds = internal addrspace(3) global [64 x float] undef, align 16
@dyn = external addrspace(3) global [0 x i8], align 4
@table = protected addrspace(4) constant [3 x i32] [i32 1, i32 -2, i32 u0x7FFFFFFF], align 4
@str = private unnamed_addr addrspace(4) constant [6 x i8] c"hello\00", align 1
@pairs = addrspace(1) global [2 x %struct.pair] [%struct.pair { i32 1, float 1.500000e+00 }, %struct.pair zeroinitializer], align 8
@pk = addrspace(1) global %struct.packed <{ i8 1, i32 2 }>
@nest = addrspace(1) global %struct.nested { %struct.pair { i32 3, float 0x3FB99999A0000000 }, [2 x i16] [i16 4, i16 5], <2 x half> <half 0xH3C00, half 0xH7E00> }, comdat($cd)
@p = addrspace(1) externally_initialized global ptr addrspacecast (ptr addrspace(1) @pk to ptr), align 8
@q = addrspace(1) global ptr addrspace(4) getelementptr inbounds ([3 x i32], ptr addrspace(4) @table, i64 0, i64 1)
@i = addrspace(1) global i64 ptrtoint (ptr addrspace(1) @pk to i64), section ".data.i"
@ce = addrspace(1) global i64 add (i64 ptrtoint (ptr addrspace(1) @pk to i64), i64 4)
@ce2 = addrspace(1) global i64 xor (i64 sub (i64 ptrtoint (ptr addrspace(1) @pk to i64), i64 8), i64 -1)
@fp = addrspace(1) global ptr @helper
@v = addrspace(1) global <4 x i32> splat (i32 7)
@u = addrspace(1) global double poison
@bf = addrspace(1) global <2 x bfloat> <bfloat 0xR3F80, bfloat 0xRC000>
@x80 = addrspace(1) global x86_fp80 0xK3FFF8000000000000000
@al = addrspace(1) global %int 42
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @i to ptr)], section "llvm.metadata"

define internal fastcc float @helper(float noundef %x, i32 noundef %k) #0 {
entry:
  %c = sitofp i32 %k to float
  %m = fmul fast float %x, %c
  %n = fneg nnan ninf float %m
  %r = call float @llvm.fma.f32(float %m, float %n, float 0x7FF8000000000000)
  ret float %r
}

define dso_local amdgpu_kernel void @kernel(ptr addrspace(1) noalias nocapture noundef align 4 %out, ptr addrspace(4) nocapture noundef readonly byref(%struct.pair) align 8 %s, i32 %n, i64 %w) local_unnamed_addr #1 !dbg !12 {
  %tid = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !15
  %1 = alloca [4 x i32], align 4, addrspace(5)
  %2 = alloca i32, i32 2, align 16, addrspace(5)
  #dbg_value(i32 %tid, !13, !DIExpression(), !15)
  %f = load float, ptr addrspace(4) getelementptr inbounds nuw (i8, ptr addrspace(4) @table, i64 4), align 4, !invariant.load !7
  %a = add nuw nsw i32 %tid, 1
  %b = sub i32 %a, %n
  %c = mul nsw i32 %b, 3
  %d = sdiv exact i32 %c, 3
  %e = udiv i32 %d, 7
  %g = srem i32 %e, 5
  %h = urem i32 %g, 3
  %i = shl nuw i32 %h, 2
  %j = lshr exact i32 %i, 1
  %k = ashr i32 %j, 1
  %l = and i32 %k, 255
  %o = or disjoint i32 %l, 256
  %x = xor i32 %o, -1
  %z = zext nneg i32 %tid to i64
  %s64 = sext i32 %x to i64
  %t16 = trunc nuw nsw i32 %tid to i16
  %cmp = icmp slt i32 %tid, %n
  br i1 %cmp, label %body, label %exit, !prof !8

body:                                             ; preds = %0
  %hf = uitofp nneg i16 %t16 to half
  %ff = fpext half %hf to float
  %dd = fpext float %ff to double
  %tf = fptrunc double %dd to float
  %fi = fptosi float %tf to i32
  %fu = fptoui float %ff to i32
  %bc = bitcast float %ff to i32
  %sum = fadd contract float %ff, 1.000000e+00
  %dif = fsub reassoc float %sum, 0.5
  %quo = fdiv arcp float %dif, 2.0
  %rem = frem float %quo, 3.0
  %fc = fcmp nnan olt float %rem, %sum
  %sel = select i1 %fc, i32 %fi, i32 %fu
  %gep = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %z
  store i32 %sel, ptr addrspace(1) %gep, align 4, !tbaa !9
  %sf = getelementptr inbounds %struct.pair, ptr addrspace(4) %s, i64 0, i32 1
  %sv = load float, ptr addrspace(4) %sf, align 4, !amdgpu.noclobber !7
  %flat = addrspacecast ptr addrspace(5) %1 to ptr
  store volatile i32 %bc, ptr %flat, align 4
  %ap = getelementptr [4 x i32], ptr addrspace(5) %1, i32 0, i32 %h
  store i32 %k, ptr addrspace(5) %ap, align 4
  %lv = load volatile i32, ptr addrspace(5) %ap, align 4
  %pi = ptrtoint ptr addrspace(1) %gep to i64
  %ip = inttoptr i64 %pi to ptr addrspace(1)
  %old = atomicrmw add ptr addrspace(1) %ip, i32 1 syncscope("agent-one-as") monotonic, align 4
  %fmx = atomicrmw fmax ptr addrspace(1) %ip, float %sv syncscope("agent") seq_cst, align 4
  %inc = atomicrmw volatile uinc_wrap ptr addrspace(1) %ip, i32 9 syncscope("workgroup") acq_rel, align 4
  %xchg = cmpxchg weak volatile ptr addrspace(1) %ip, i32 %old, i32 %lv syncscope("agent") acquire monotonic, align 4
  %ok = extractvalue { i32, i1 } %xchg, 1
  %ld = load atomic i32, ptr addrspace(1) %ip syncscope("agent") acquire, align 4
  store atomic i32 %ld, ptr addrspace(1) %ip syncscope("agent") release, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %lp = getelementptr inbounds [64 x float], ptr addrspace(3) @lds, i32 0, i32 %tid
  store float %sv, ptr addrspace(3) %lp, align 4
  %dp = getelementptr i8, ptr addrspace(3) @dyn, i32 %tid
  store i8 1, ptr addrspace(3) %dp, align 1
  %hv = call fastcc float @helper(float %sv, i32 %tid) #3
  %asm = call i32 asm sideeffect "v_mov_b32 $0, $1", "=v,v"(i32 %tid)
  %two = call { i32, i32 } asm "v_mov_b32 $0, $2\0Av_mov_b32 $1, $2", "=v,=v,v,~{memory}"(i32 %asm) #3
  %two0 = extractvalue { i32, i32 } %two, 0
  %fnp = load ptr, ptr addrspace(1) @fp, align 8
  %ind = call fastcc float %fnp(float %hv, i32 %asm)
  call void @llvm.assume(i1 true) [ "align"(ptr addrspace(1) %out, i64 4) ]
  %fr = freeze i32 %asm
  br label %loop

loop:                                             ; preds = %loop, %body
  %iv = phi i32 [ 0, %body ], [ %iv.next, %loop ]
  %acc = phi fast float [ %ind, %body ], [ %acc.next, %loop ]
  %acc.next = fadd fast float %acc, 1.0
  %iv.next = add nuw nsw i32 %iv, 1
  %more = icmp ult i32 %iv.next, %fr
  br i1 %more, label %loop, label %vec, !llvm.loop !10

vec:                                              ; preds = %loop
  %v0 = insertelement <4 x i32> poison, i32 %tid, i64 0
  %v1 = shufflevector <4 x i32> %v0, <4 x i32> poison, <4 x i32> zeroinitializer
  %v2 = add <4 x i32> %v1, <i32 0, i32 1, i32 2, i32 3>
  %v3 = shufflevector <4 x i32> %v2, <4 x i32> %v1, <2 x i32> <i32 1, i32 poison>
  %e0 = extractelement <2 x i32> %v3, i32 0
  %vc = icmp eq <4 x i32> %v2, splat (i32 2)
  %vs = select <4 x i1> %vc, <4 x i32> %v2, <4 x i32> zeroinitializer
  %red = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %vs)
  %agg = insertvalue { i32, float } undef, i32 %red, 0
  %agg2 = insertvalue { i32, float } %agg, float %acc.next, 1
  %ev = extractvalue { i32, float } %agg2, 0
  %w2 = mul i64 %w, %s64
  %wide = zext i64 %w2 to i128
  %sh = lshr i128 %wide, 3
  %nar = trunc i128 %sh to i64
  %cv = call i64 @llvm.umax.i64(i64 %nar, i64 %z)
  switch i32 %e0, label %exit [
    i32 0, label %exit
    i32 1, label %sw1
  ]

sw1:                                              ; preds = %vec
  %cst = add i32 %ev, ptrtoint (ptr addrspace(3) @lds to i32)
  br label %exit

exit:                                             ; preds = %sw1, %vec, %vec, %0
  %res = phi i32 [ 0, %0 ], [ %ev, %vec ], [ %ev, %vec ], [ %cst, %sw1 ]
  store i32 %res, ptr addrspace(1) %out, align 4
  ret void
}

define float @strict(float %x, float %y) #6 {
  %r = call float @llvm.experimental.constrained.fadd.f32(float %x, float %y, metadata !"round.dynamic", metadata !"fpexcept.strict") #6
  ret float %r
}

declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata) #7
declare float @llvm.fma.f32(float, float, float) #2
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2
declare void @llvm.amdgcn.s.barrier() #4
declare void @llvm.assume(i1 noundef) #5
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2
declare i64 @llvm.umax.i64(i64, i64) #2

attributes #0 = { noinline nounwind memory(none) "amdgpu-flat-work-group-size"="1,256" }
attributes #1 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "target-cpu"="gfx90a" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #6 = { strictfp }
attributes #7 = { nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.dbg.cu = !{!3}
!llvm.ident = !{!6}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 7, !"Dwarf Version", i32 5}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !4, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!4 = !DIFile(filename: "syntax.hip", directory: "/tmp")
!5 = !{}
!6 = !{!"clang version 19"}
!7 = !{}
!8 = !{!"branch_weights", i32 1, i32 2000}
!9 = !{!16, !16, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !DISubprogram(name: "kernel", scope: !4, file: !4, line: 3, type: !14, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3, retainedNodes: !5)
!13 = !DILocalVariable(name: "tid", scope: !12, file: !4, line: 4, type: !17)
!14 = !DISubroutineType(types: !5)
!15 = !DILocation(line: 4, column: 7, scope: !12)
!16 = !{!"int", !18, i64 0}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{!"omnipotent char", !19, i64 0}
!19 = !{!"Simple C++ TBAA"}
