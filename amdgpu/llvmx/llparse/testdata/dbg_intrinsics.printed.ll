source_filename = "dbg.hip"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) !dbg !6 {
entry:
	%x = alloca i32, align 4, addrspace(5)
	call void @llvm.dbg.declare(metadata ptr addrspace(5) %x, metadata !9, metadata !DIExpression()), !dbg !11
	%tid = call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
	call void @llvm.dbg.value(metadata i32 %tid, metadata !9, metadata !DIExpression(DW_OP_plus_uconst, 4)), !dbg !11
	store i32 %tid, ptr addrspace(1) %out, align 4, !dbg !11
	ret void, !dbg !11
}

declare void @llvm.dbg.declare(metadata %0, metadata %1, metadata %2)

declare void @llvm.dbg.value(metadata %0, metadata %1, metadata %2)

declare i32 @llvm.amdgcn.workitem.id.x()

declare !dbg !12 void @ext(i32 %0)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "dbg.hip", directory: "/tmp")
!2 = !{}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!6 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !7, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !2)
!7 = !DISubroutineType(types: !2)
!9 = !DILocalVariable(name: "x", scope: !6, file: !1, line: 2, type: !10)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DILocation(line: 2, column: 3, scope: !6)
!12 = !DISubprogram(name: "ext", scope: !1, file: !1, line: 9, type: !7, flags: DIFlagPrototyped, spFlags: 0)
