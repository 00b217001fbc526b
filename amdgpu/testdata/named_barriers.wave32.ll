target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"wave32\00"
@buf = internal addrspace(3) global [512 x i8] undef, align 4
@__ptxamd.named_bar = internal addrspace(3) global [32 x i32] undef, align 8

define amdgpu_kernel void @pc(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize32" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = icmp ne i32 %0, 0
	%2 = or i1 false, %1
	%3 = call i32 @llvm.amdgcn.workitem.id.y()
	%4 = icmp ne i32 %3, 0
	%5 = or i1 %2, %4
	%6 = call i32 @llvm.amdgcn.workitem.id.z()
	%7 = icmp ne i32 %6, 0
	%8 = or i1 %5, %7
	%9 = xor i1 %8, true
	br i1 %9, label %namedbar.init.2, label %cont.3

namedbar.init.2:
	%10 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 0
	store i32 0, ptr addrspace(3) %10, align 4
	%11 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 1
	store i32 0, ptr addrspace(3) %11, align 4
	%12 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 2
	store i32 0, ptr addrspace(3) %12, align 4
	%13 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 3
	store i32 0, ptr addrspace(3) %13, align 4
	%14 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 4
	store i32 0, ptr addrspace(3) %14, align 4
	%15 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 5
	store i32 0, ptr addrspace(3) %15, align 4
	%16 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 6
	store i32 0, ptr addrspace(3) %16, align 4
	%17 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 7
	store i32 0, ptr addrspace(3) %17, align 4
	%18 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 8
	store i32 0, ptr addrspace(3) %18, align 4
	%19 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 9
	store i32 0, ptr addrspace(3) %19, align 4
	%20 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 10
	store i32 0, ptr addrspace(3) %20, align 4
	%21 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 11
	store i32 0, ptr addrspace(3) %21, align 4
	%22 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 12
	store i32 0, ptr addrspace(3) %22, align 4
	%23 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 13
	store i32 0, ptr addrspace(3) %23, align 4
	%24 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 14
	store i32 0, ptr addrspace(3) %24, align 4
	%25 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 15
	store i32 0, ptr addrspace(3) %25, align 4
	%26 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 16
	store i32 0, ptr addrspace(3) %26, align 4
	%27 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 17
	store i32 0, ptr addrspace(3) %27, align 4
	%28 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 18
	store i32 0, ptr addrspace(3) %28, align 4
	%29 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 19
	store i32 0, ptr addrspace(3) %29, align 4
	%30 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 20
	store i32 0, ptr addrspace(3) %30, align 4
	%31 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 21
	store i32 0, ptr addrspace(3) %31, align 4
	%32 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 22
	store i32 0, ptr addrspace(3) %32, align 4
	%33 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 23
	store i32 0, ptr addrspace(3) %33, align 4
	%34 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 24
	store i32 0, ptr addrspace(3) %34, align 4
	%35 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 25
	store i32 0, ptr addrspace(3) %35, align 4
	%36 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 26
	store i32 0, ptr addrspace(3) %36, align 4
	%37 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 27
	store i32 0, ptr addrspace(3) %37, align 4
	%38 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 28
	store i32 0, ptr addrspace(3) %38, align 4
	%39 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 29
	store i32 0, ptr addrspace(3) %39, align 4
	%40 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 30
	store i32 0, ptr addrspace(3) %40, align 4
	%41 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 31
	store i32 0, ptr addrspace(3) %41, align 4
	br label %cont.3

cont.3:
	fence syncscope("workgroup") release
	call void @llvm.amdgcn.s.barrier()
	fence syncscope("workgroup") acquire
	%42 = load i64, ptr addrspace(4) %out, align 8
	%43 = call i32 @llvm.amdgcn.workitem.id.x()
	%44 = ptrtoint ptr addrspace(3) @buf to i32
	%45 = icmp ult i32 %43, 64
	%46 = xor i1 %45, true
	br i1 %45, label %bb1, label %$L_consume

bb1:
	%47 = icmp ugt i32 2, 31
	%48 = select i1 %47, i32 31, i32 2
	%49 = shl i32 %43, %48
	%50 = select i1 %47, i32 0, i32 %49
	%51 = add i32 %44, %50
	%52 = mul i32 %43, 7
	%53 = add i32 %52, 100
	%54 = icmp ult i32 %53, %52
	%55 = inttoptr i32 %51 to ptr addrspace(3)
	store i32 %53, ptr addrspace(3) %55, align 4
	%56 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
	%57 = and i32 %56, u0xFFFFFFFF
	%58 = icmp ne i32 %57, 0
	%59 = select i1 %58, i32 32, i32 0
	%60 = add i32 0, %59
	%61 = and i32 1, 15
	%62 = shl i32 %61, 1
	%63 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %62
	%64 = add i32 %62, 1
	%65 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %64
	%66 = call i32 @llvm.cttz.i32(i32 %56, i1 true)
	%67 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%68 = icmp eq i32 %67, %66
	br i1 %68, label %namedbar.lead.4, label %namedbar.done.5

namedbar.lead.4:
	%69 = load atomic i32, ptr addrspace(3) %65 syncscope("workgroup") acquire, align 4
	%70 = atomicrmw add ptr addrspace(3) %63, i32 %60 syncscope("workgroup") acq_rel
	%71 = add i32 %70, %60
	%72 = icmp uge i32 %71, 128
	br i1 %72, label %namedbar.last.6, label %namedbar.wait.7

namedbar.done.5:
	fence syncscope("workgroup") acquire
	br label %$L_second

namedbar.last.6:
	%73 = atomicrmw sub ptr addrspace(3) %63, i32 128 syncscope("workgroup") monotonic
	%74 = atomicrmw add ptr addrspace(3) %65, i32 1 syncscope("workgroup") release
	br label %namedbar.done.5

namedbar.wait.7:
	br label %namedbar.done.5

$L_consume:
	%75 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
	%76 = and i32 %75, u0xFFFFFFFF
	%77 = icmp ne i32 %76, 0
	%78 = select i1 %77, i32 32, i32 0
	%79 = add i32 0, %78
	%80 = and i32 1, 15
	%81 = shl i32 %80, 1
	%82 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %81
	%83 = add i32 %81, 1
	%84 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %83
	%85 = call i32 @llvm.cttz.i32(i32 %75, i1 true)
	%86 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%87 = icmp eq i32 %86, %85
	br i1 %87, label %namedbar.lead.8, label %namedbar.done.9

namedbar.lead.8:
	%88 = load atomic i32, ptr addrspace(3) %84 syncscope("workgroup") acquire, align 4
	%89 = atomicrmw add ptr addrspace(3) %82, i32 %79 syncscope("workgroup") acq_rel
	%90 = add i32 %89, %79
	%91 = icmp uge i32 %90, 128
	br i1 %91, label %namedbar.last.10, label %namedbar.wait.11

namedbar.done.9:
	fence syncscope("workgroup") acquire
	%92 = sub i32 %43, 64
	%93 = xor i32 %92, 5
	%94 = icmp ugt i32 2, 31
	%95 = select i1 %94, i32 31, i32 2
	%96 = shl i32 %93, %95
	%97 = select i1 %94, i32 0, i32 %96
	%98 = add i32 %44, %97
	%99 = inttoptr i32 %98 to ptr addrspace(3)
	%100 = load i32, ptr addrspace(3) %99, align 4
	%101 = zext i32 %43 to i64
	%102 = zext i32 4 to i64
	%103 = mul i64 %101, %102
	%104 = add i64 %42, %103
	%105 = inttoptr i64 %104 to ptr addrspace(1)
	store i32 %100, ptr addrspace(1) %105, align 4
	br label %$L_second

namedbar.last.10:
	%106 = atomicrmw sub ptr addrspace(3) %82, i32 128 syncscope("workgroup") monotonic
	%107 = atomicrmw add ptr addrspace(3) %84, i32 1 syncscope("workgroup") release
	br label %namedbar.done.9

namedbar.wait.11:
	br label %namedbar.spin.12

namedbar.spin.12:
	call void @llvm.amdgcn.s.sleep(i32 1), !ptxamd.bar.wait !{i32 1, i32 128, i32 32, i32 32}
	%108 = load atomic i32, ptr addrspace(3) %84 syncscope("workgroup") acquire, align 4
	%109 = icmp eq i32 %108, %88
	br i1 %109, label %namedbar.spin.12, label %namedbar.done.9

$L_second:
	fence syncscope("workgroup") release
	call void @llvm.amdgcn.s.barrier(), !ptxamd.bar !{i32 2, i32 -1, i32 32, i32 32}
	fence syncscope("workgroup") acquire
	br i1 %45, label %$L_consume2, label %bb3

bb3:
	%110 = icmp ugt i32 2, 31
	%111 = select i1 %110, i32 31, i32 2
	%112 = shl i32 %43, %111
	%113 = select i1 %110, i32 0, i32 %112
	%114 = add i32 %44, %113
	%115 = mul i32 %43, 3
	%116 = add i32 %115, 9
	%117 = icmp ult i32 %116, %115
	%118 = inttoptr i32 %114 to ptr addrspace(3)
	store i32 %116, ptr addrspace(3) %118, align 4
	%119 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
	%120 = and i32 %119, u0xFFFFFFFF
	%121 = icmp ne i32 %120, 0
	%122 = select i1 %121, i32 32, i32 0
	%123 = add i32 0, %122
	%124 = and i32 3, 15
	%125 = shl i32 %124, 1
	%126 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %125
	%127 = add i32 %125, 1
	%128 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %127
	%129 = call i32 @llvm.cttz.i32(i32 %119, i1 true)
	%130 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%131 = icmp eq i32 %130, %129
	br i1 %131, label %namedbar.lead.13, label %namedbar.done.14

namedbar.lead.13:
	%132 = load atomic i32, ptr addrspace(3) %128 syncscope("workgroup") acquire, align 4
	%133 = atomicrmw add ptr addrspace(3) %126, i32 %123 syncscope("workgroup") acq_rel
	%134 = add i32 %133, %123
	%135 = icmp uge i32 %134, 128
	br i1 %135, label %namedbar.last.15, label %namedbar.wait.16

namedbar.done.14:
	fence syncscope("workgroup") acquire
	ret void

namedbar.last.15:
	%136 = atomicrmw sub ptr addrspace(3) %126, i32 128 syncscope("workgroup") monotonic
	%137 = atomicrmw add ptr addrspace(3) %128, i32 1 syncscope("workgroup") release
	br label %namedbar.done.14

namedbar.wait.16:
	br label %namedbar.done.14

$L_consume2:
	%138 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
	%139 = and i32 %138, u0xFFFFFFFF
	%140 = icmp ne i32 %139, 0
	%141 = select i1 %140, i32 32, i32 0
	%142 = add i32 0, %141
	%143 = and i32 3, 15
	%144 = shl i32 %143, 1
	%145 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %144
	%146 = add i32 %144, 1
	%147 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %146
	%148 = call i32 @llvm.cttz.i32(i32 %138, i1 true)
	%149 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%150 = icmp eq i32 %149, %148
	br i1 %150, label %namedbar.lead.17, label %namedbar.done.18

namedbar.lead.17:
	%151 = load atomic i32, ptr addrspace(3) %147 syncscope("workgroup") acquire, align 4
	%152 = atomicrmw add ptr addrspace(3) %145, i32 %142 syncscope("workgroup") acq_rel
	%153 = add i32 %152, %142
	%154 = icmp uge i32 %153, 128
	br i1 %154, label %namedbar.last.19, label %namedbar.wait.20

namedbar.done.18:
	fence syncscope("workgroup") acquire
	%155 = add i32 %43, 64
	%156 = icmp ugt i32 2, 31
	%157 = select i1 %156, i32 31, i32 2
	%158 = shl i32 %155, %157
	%159 = select i1 %156, i32 0, i32 %158
	%160 = add i32 %44, %159
	%161 = inttoptr i32 %160 to ptr addrspace(3)
	%162 = load i32, ptr addrspace(3) %161, align 4
	%163 = zext i32 %43 to i64
	%164 = zext i32 4 to i64
	%165 = mul i64 %163, %164
	%166 = add i64 %42, %165
	%167 = inttoptr i64 %166 to ptr addrspace(1)
	store i32 %162, ptr addrspace(1) %167, align 4
	ret void

namedbar.last.19:
	%168 = atomicrmw sub ptr addrspace(3) %145, i32 128 syncscope("workgroup") monotonic
	%169 = atomicrmw add ptr addrspace(3) %147, i32 1 syncscope("workgroup") release
	br label %namedbar.done.18

namedbar.wait.20:
	br label %namedbar.spin.21

namedbar.spin.21:
	call void @llvm.amdgcn.s.sleep(i32 1), !ptxamd.bar.wait !{i32 3, i32 128, i32 32, i32 32}
	%170 = load atomic i32, ptr addrspace(3) %147 syncscope("workgroup") acquire, align 4
	%171 = icmp eq i32 %170, %151
	br i1 %171, label %namedbar.spin.21, label %namedbar.done.18
}

declare i32 @llvm.amdgcn.workitem.id.x()

declare i32 @llvm.amdgcn.workitem.id.y()

declare i32 @llvm.amdgcn.workitem.id.z()

declare void @llvm.amdgcn.s.barrier()

declare i32 @llvm.amdgcn.ballot.i32(i1 %0)

declare i32 @llvm.cttz.i32(i32 %0, i1 %1)

declare i32 @llvm.amdgcn.mbcnt.lo(i32 %0, i32 %1)

declare void @llvm.amdgcn.s.sleep(i32 %0)

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
