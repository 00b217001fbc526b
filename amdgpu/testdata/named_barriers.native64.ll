target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [9 x i8] c"native64\00"
@buf = internal addrspace(3) global [512 x i8] undef, align 4
@__ptxamd.named_bar = internal addrspace(3) global [32 x i32] undef, align 8

define amdgpu_kernel void @pc(ptr addrspace(4) byref([8 x i8]) align 8 %out) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
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
	%56 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
	%57 = and i64 %56, -1
	%58 = icmp ne i64 %57, 0
	%59 = select i1 %58, i32 64, i32 0
	%60 = add i32 0, %59
	%61 = and i32 1, 15
	%62 = shl i32 %61, 1
	%63 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %62
	%64 = add i32 %62, 1
	%65 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %64
	%66 = call i64 @llvm.cttz.i64(i64 %56, i1 true)
	%67 = trunc i64 %66 to i32
	%68 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%69 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %68)
	%70 = icmp eq i32 %69, %67
	br i1 %70, label %namedbar.lead.4, label %namedbar.done.5

namedbar.lead.4:
	%71 = load atomic i32, ptr addrspace(3) %65 syncscope("workgroup") acquire, align 4
	%72 = atomicrmw add ptr addrspace(3) %63, i32 %60 syncscope("workgroup") acq_rel
	%73 = add i32 %72, %60
	%74 = icmp uge i32 %73, 128
	br i1 %74, label %namedbar.last.6, label %namedbar.wait.7

namedbar.done.5:
	fence syncscope("workgroup") acquire
	br label %$L_second

namedbar.last.6:
	%75 = atomicrmw sub ptr addrspace(3) %63, i32 128 syncscope("workgroup") monotonic
	%76 = atomicrmw add ptr addrspace(3) %65, i32 1 syncscope("workgroup") release
	br label %namedbar.done.5

namedbar.wait.7:
	br label %namedbar.done.5

$L_consume:
	%77 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
	%78 = and i64 %77, -1
	%79 = icmp ne i64 %78, 0
	%80 = select i1 %79, i32 64, i32 0
	%81 = add i32 0, %80
	%82 = and i32 1, 15
	%83 = shl i32 %82, 1
	%84 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %83
	%85 = add i32 %83, 1
	%86 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %85
	%87 = call i64 @llvm.cttz.i64(i64 %77, i1 true)
	%88 = trunc i64 %87 to i32
	%89 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%90 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %89)
	%91 = icmp eq i32 %90, %88
	br i1 %91, label %namedbar.lead.8, label %namedbar.done.9

namedbar.lead.8:
	%92 = load atomic i32, ptr addrspace(3) %86 syncscope("workgroup") acquire, align 4
	%93 = atomicrmw add ptr addrspace(3) %84, i32 %81 syncscope("workgroup") acq_rel
	%94 = add i32 %93, %81
	%95 = icmp uge i32 %94, 128
	br i1 %95, label %namedbar.last.10, label %namedbar.wait.11

namedbar.done.9:
	fence syncscope("workgroup") acquire
	%96 = sub i32 %43, 64
	%97 = xor i32 %96, 5
	%98 = icmp ugt i32 2, 31
	%99 = select i1 %98, i32 31, i32 2
	%100 = shl i32 %97, %99
	%101 = select i1 %98, i32 0, i32 %100
	%102 = add i32 %44, %101
	%103 = inttoptr i32 %102 to ptr addrspace(3)
	%104 = load i32, ptr addrspace(3) %103, align 4
	%105 = zext i32 %43 to i64
	%106 = zext i32 4 to i64
	%107 = mul i64 %105, %106
	%108 = add i64 %42, %107
	%109 = inttoptr i64 %108 to ptr addrspace(1)
	store i32 %104, ptr addrspace(1) %109, align 4
	br label %$L_second

namedbar.last.10:
	%110 = atomicrmw sub ptr addrspace(3) %84, i32 128 syncscope("workgroup") monotonic
	%111 = atomicrmw add ptr addrspace(3) %86, i32 1 syncscope("workgroup") release
	br label %namedbar.done.9

namedbar.wait.11:
	br label %namedbar.spin.12

namedbar.spin.12:
	call void @llvm.amdgcn.s.sleep(i32 1), !ptxamd.bar.wait !{i32 1, i32 128, i32 64, i32 64}
	%112 = load atomic i32, ptr addrspace(3) %86 syncscope("workgroup") acquire, align 4
	%113 = icmp eq i32 %112, %92
	br i1 %113, label %namedbar.spin.12, label %namedbar.done.9

$L_second:
	fence syncscope("workgroup") release
	call void @llvm.amdgcn.s.barrier(), !ptxamd.bar !{i32 2, i32 -1, i32 64, i32 64}
	fence syncscope("workgroup") acquire
	br i1 %45, label %$L_consume2, label %bb3

bb3:
	%114 = icmp ugt i32 2, 31
	%115 = select i1 %114, i32 31, i32 2
	%116 = shl i32 %43, %115
	%117 = select i1 %114, i32 0, i32 %116
	%118 = add i32 %44, %117
	%119 = mul i32 %43, 3
	%120 = add i32 %119, 9
	%121 = icmp ult i32 %120, %119
	%122 = inttoptr i32 %118 to ptr addrspace(3)
	store i32 %120, ptr addrspace(3) %122, align 4
	%123 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
	%124 = and i64 %123, -1
	%125 = icmp ne i64 %124, 0
	%126 = select i1 %125, i32 64, i32 0
	%127 = add i32 0, %126
	%128 = and i32 3, 15
	%129 = shl i32 %128, 1
	%130 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %129
	%131 = add i32 %129, 1
	%132 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %131
	%133 = call i64 @llvm.cttz.i64(i64 %123, i1 true)
	%134 = trunc i64 %133 to i32
	%135 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%136 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %135)
	%137 = icmp eq i32 %136, %134
	br i1 %137, label %namedbar.lead.13, label %namedbar.done.14

namedbar.lead.13:
	%138 = load atomic i32, ptr addrspace(3) %132 syncscope("workgroup") acquire, align 4
	%139 = atomicrmw add ptr addrspace(3) %130, i32 %127 syncscope("workgroup") acq_rel
	%140 = add i32 %139, %127
	%141 = icmp uge i32 %140, 128
	br i1 %141, label %namedbar.last.15, label %namedbar.wait.16

namedbar.done.14:
	fence syncscope("workgroup") acquire
	ret void

namedbar.last.15:
	%142 = atomicrmw sub ptr addrspace(3) %130, i32 128 syncscope("workgroup") monotonic
	%143 = atomicrmw add ptr addrspace(3) %132, i32 1 syncscope("workgroup") release
	br label %namedbar.done.14

namedbar.wait.16:
	br label %namedbar.done.14

$L_consume2:
	%144 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
	%145 = and i64 %144, -1
	%146 = icmp ne i64 %145, 0
	%147 = select i1 %146, i32 64, i32 0
	%148 = add i32 0, %147
	%149 = and i32 3, 15
	%150 = shl i32 %149, 1
	%151 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %150
	%152 = add i32 %150, 1
	%153 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %152
	%154 = call i64 @llvm.cttz.i64(i64 %144, i1 true)
	%155 = trunc i64 %154 to i32
	%156 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%157 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %156)
	%158 = icmp eq i32 %157, %155
	br i1 %158, label %namedbar.lead.17, label %namedbar.done.18

namedbar.lead.17:
	%159 = load atomic i32, ptr addrspace(3) %153 syncscope("workgroup") acquire, align 4
	%160 = atomicrmw add ptr addrspace(3) %151, i32 %148 syncscope("workgroup") acq_rel
	%161 = add i32 %160, %148
	%162 = icmp uge i32 %161, 128
	br i1 %162, label %namedbar.last.19, label %namedbar.wait.20

namedbar.done.18:
	fence syncscope("workgroup") acquire
	%163 = add i32 %43, 64
	%164 = icmp ugt i32 2, 31
	%165 = select i1 %164, i32 31, i32 2
	%166 = shl i32 %163, %165
	%167 = select i1 %164, i32 0, i32 %166
	%168 = add i32 %44, %167
	%169 = inttoptr i32 %168 to ptr addrspace(3)
	%170 = load i32, ptr addrspace(3) %169, align 4
	%171 = zext i32 %43 to i64
	%172 = zext i32 4 to i64
	%173 = mul i64 %171, %172
	%174 = add i64 %42, %173
	%175 = inttoptr i64 %174 to ptr addrspace(1)
	store i32 %170, ptr addrspace(1) %175, align 4
	ret void

namedbar.last.19:
	%176 = atomicrmw sub ptr addrspace(3) %151, i32 128 syncscope("workgroup") monotonic
	%177 = atomicrmw add ptr addrspace(3) %153, i32 1 syncscope("workgroup") release
	br label %namedbar.done.18

namedbar.wait.20:
	br label %namedbar.spin.21

namedbar.spin.21:
	call void @llvm.amdgcn.s.sleep(i32 1), !ptxamd.bar.wait !{i32 3, i32 128, i32 64, i32 64}
	%178 = load atomic i32, ptr addrspace(3) %153 syncscope("workgroup") acquire, align 4
	%179 = icmp eq i32 %178, %159
	br i1 %179, label %namedbar.spin.21, label %namedbar.done.18
}

declare i32 @llvm.amdgcn.workitem.id.x()

declare i32 @llvm.amdgcn.workitem.id.y()

declare i32 @llvm.amdgcn.workitem.id.z()

declare void @llvm.amdgcn.s.barrier()

declare i64 @llvm.amdgcn.ballot.i64(i1 %0)

declare i64 @llvm.cttz.i64(i64 %0, i1 %1)

declare i32 @llvm.amdgcn.mbcnt.lo(i32 %0, i32 %1)

declare i32 @llvm.amdgcn.mbcnt.hi(i32 %0, i32 %1)

declare void @llvm.amdgcn.s.sleep(i32 %0)

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
