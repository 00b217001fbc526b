target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
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
	%57 = and i64 %56, u0xFFFFFFFF
	%58 = icmp ne i64 %57, 0
	%59 = select i1 %58, i32 32, i32 0
	%60 = add i32 0, %59
	%61 = and i64 %56, -4294967296
	%62 = icmp ne i64 %61, 0
	%63 = select i1 %62, i32 32, i32 0
	%64 = add i32 %60, %63
	%65 = and i32 1, 15
	%66 = shl i32 %65, 1
	%67 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %66
	%68 = add i32 %66, 1
	%69 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %68
	%70 = call i64 @llvm.cttz.i64(i64 %56, i1 true)
	%71 = trunc i64 %70 to i32
	%72 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%73 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %72)
	%74 = icmp eq i32 %73, %71
	br i1 %74, label %namedbar.lead.4, label %namedbar.done.5

namedbar.lead.4:
	%75 = load atomic i32, ptr addrspace(3) %69 syncscope("workgroup") acquire, align 4
	%76 = atomicrmw add ptr addrspace(3) %67, i32 %64 syncscope("workgroup") acq_rel
	%77 = add i32 %76, %64
	%78 = icmp uge i32 %77, 128
	br i1 %78, label %namedbar.last.6, label %namedbar.wait.7

namedbar.done.5:
	fence syncscope("workgroup") acquire
	br label %$L_second

namedbar.last.6:
	%79 = atomicrmw sub ptr addrspace(3) %67, i32 128 syncscope("workgroup") monotonic
	%80 = atomicrmw add ptr addrspace(3) %69, i32 1 syncscope("workgroup") release
	br label %namedbar.done.5

namedbar.wait.7:
	br label %namedbar.done.5

$L_consume:
	%81 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
	%82 = and i64 %81, u0xFFFFFFFF
	%83 = icmp ne i64 %82, 0
	%84 = select i1 %83, i32 32, i32 0
	%85 = add i32 0, %84
	%86 = and i64 %81, -4294967296
	%87 = icmp ne i64 %86, 0
	%88 = select i1 %87, i32 32, i32 0
	%89 = add i32 %85, %88
	%90 = and i32 1, 15
	%91 = shl i32 %90, 1
	%92 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %91
	%93 = add i32 %91, 1
	%94 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %93
	%95 = call i64 @llvm.cttz.i64(i64 %81, i1 true)
	%96 = trunc i64 %95 to i32
	%97 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%98 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %97)
	%99 = icmp eq i32 %98, %96
	br i1 %99, label %namedbar.lead.8, label %namedbar.done.9

namedbar.lead.8:
	%100 = load atomic i32, ptr addrspace(3) %94 syncscope("workgroup") acquire, align 4
	%101 = atomicrmw add ptr addrspace(3) %92, i32 %89 syncscope("workgroup") acq_rel
	%102 = add i32 %101, %89
	%103 = icmp uge i32 %102, 128
	br i1 %103, label %namedbar.last.10, label %namedbar.wait.11

namedbar.done.9:
	fence syncscope("workgroup") acquire
	%104 = sub i32 %43, 64
	%105 = xor i32 %104, 5
	%106 = icmp ugt i32 2, 31
	%107 = select i1 %106, i32 31, i32 2
	%108 = shl i32 %105, %107
	%109 = select i1 %106, i32 0, i32 %108
	%110 = add i32 %44, %109
	%111 = inttoptr i32 %110 to ptr addrspace(3)
	%112 = load i32, ptr addrspace(3) %111, align 4
	%113 = zext i32 %43 to i64
	%114 = zext i32 4 to i64
	%115 = mul i64 %113, %114
	%116 = add i64 %42, %115
	%117 = inttoptr i64 %116 to ptr addrspace(1)
	store i32 %112, ptr addrspace(1) %117, align 4
	br label %$L_second

namedbar.last.10:
	%118 = atomicrmw sub ptr addrspace(3) %92, i32 128 syncscope("workgroup") monotonic
	%119 = atomicrmw add ptr addrspace(3) %94, i32 1 syncscope("workgroup") release
	br label %namedbar.done.9

namedbar.wait.11:
	br label %namedbar.spin.12

namedbar.spin.12:
	call void @llvm.amdgcn.s.sleep(i32 1), !ptxamd.bar.wait !{i32 1, i32 128, i32 32, i32 64}
	%120 = load atomic i32, ptr addrspace(3) %94 syncscope("workgroup") acquire, align 4
	%121 = icmp eq i32 %120, %100
	br i1 %121, label %namedbar.spin.12, label %namedbar.done.9

$L_second:
	fence syncscope("workgroup") release
	call void @llvm.amdgcn.s.barrier(), !ptxamd.bar !{i32 2, i32 -1, i32 32, i32 64}
	fence syncscope("workgroup") acquire
	br i1 %45, label %$L_consume2, label %bb3

bb3:
	%122 = icmp ugt i32 2, 31
	%123 = select i1 %122, i32 31, i32 2
	%124 = shl i32 %43, %123
	%125 = select i1 %122, i32 0, i32 %124
	%126 = add i32 %44, %125
	%127 = mul i32 %43, 3
	%128 = add i32 %127, 9
	%129 = icmp ult i32 %128, %127
	%130 = inttoptr i32 %126 to ptr addrspace(3)
	store i32 %128, ptr addrspace(3) %130, align 4
	%131 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
	%132 = and i64 %131, u0xFFFFFFFF
	%133 = icmp ne i64 %132, 0
	%134 = select i1 %133, i32 32, i32 0
	%135 = add i32 0, %134
	%136 = and i64 %131, -4294967296
	%137 = icmp ne i64 %136, 0
	%138 = select i1 %137, i32 32, i32 0
	%139 = add i32 %135, %138
	%140 = and i32 3, 15
	%141 = shl i32 %140, 1
	%142 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %141
	%143 = add i32 %141, 1
	%144 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %143
	%145 = call i64 @llvm.cttz.i64(i64 %131, i1 true)
	%146 = trunc i64 %145 to i32
	%147 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%148 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %147)
	%149 = icmp eq i32 %148, %146
	br i1 %149, label %namedbar.lead.13, label %namedbar.done.14

namedbar.lead.13:
	%150 = load atomic i32, ptr addrspace(3) %144 syncscope("workgroup") acquire, align 4
	%151 = atomicrmw add ptr addrspace(3) %142, i32 %139 syncscope("workgroup") acq_rel
	%152 = add i32 %151, %139
	%153 = icmp uge i32 %152, 128
	br i1 %153, label %namedbar.last.15, label %namedbar.wait.16

namedbar.done.14:
	fence syncscope("workgroup") acquire
	ret void

namedbar.last.15:
	%154 = atomicrmw sub ptr addrspace(3) %142, i32 128 syncscope("workgroup") monotonic
	%155 = atomicrmw add ptr addrspace(3) %144, i32 1 syncscope("workgroup") release
	br label %namedbar.done.14

namedbar.wait.16:
	br label %namedbar.done.14

$L_consume2:
	%156 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
	%157 = and i64 %156, u0xFFFFFFFF
	%158 = icmp ne i64 %157, 0
	%159 = select i1 %158, i32 32, i32 0
	%160 = add i32 0, %159
	%161 = and i64 %156, -4294967296
	%162 = icmp ne i64 %161, 0
	%163 = select i1 %162, i32 32, i32 0
	%164 = add i32 %160, %163
	%165 = and i32 3, 15
	%166 = shl i32 %165, 1
	%167 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %166
	%168 = add i32 %166, 1
	%169 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %168
	%170 = call i64 @llvm.cttz.i64(i64 %156, i1 true)
	%171 = trunc i64 %170 to i32
	%172 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%173 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %172)
	%174 = icmp eq i32 %173, %171
	br i1 %174, label %namedbar.lead.17, label %namedbar.done.18

namedbar.lead.17:
	%175 = load atomic i32, ptr addrspace(3) %169 syncscope("workgroup") acquire, align 4
	%176 = atomicrmw add ptr addrspace(3) %167, i32 %164 syncscope("workgroup") acq_rel
	%177 = add i32 %176, %164
	%178 = icmp uge i32 %177, 128
	br i1 %178, label %namedbar.last.19, label %namedbar.wait.20

namedbar.done.18:
	fence syncscope("workgroup") acquire
	%179 = add i32 %43, 64
	%180 = icmp ugt i32 2, 31
	%181 = select i1 %180, i32 31, i32 2
	%182 = shl i32 %179, %181
	%183 = select i1 %180, i32 0, i32 %182
	%184 = add i32 %44, %183
	%185 = inttoptr i32 %184 to ptr addrspace(3)
	%186 = load i32, ptr addrspace(3) %185, align 4
	%187 = zext i32 %43 to i64
	%188 = zext i32 4 to i64
	%189 = mul i64 %187, %188
	%190 = add i64 %42, %189
	%191 = inttoptr i64 %190 to ptr addrspace(1)
	store i32 %186, ptr addrspace(1) %191, align 4
	ret void

namedbar.last.19:
	%192 = atomicrmw sub ptr addrspace(3) %167, i32 128 syncscope("workgroup") monotonic
	%193 = atomicrmw add ptr addrspace(3) %169, i32 1 syncscope("workgroup") release
	br label %namedbar.done.18

namedbar.wait.20:
	br label %namedbar.spin.21

namedbar.spin.21:
	call void @llvm.amdgcn.s.sleep(i32 1), !ptxamd.bar.wait !{i32 3, i32 128, i32 32, i32 64}
	%194 = load atomic i32, ptr addrspace(3) %169 syncscope("workgroup") acquire, align 4
	%195 = icmp eq i32 %194, %175
	br i1 %195, label %namedbar.spin.21, label %namedbar.done.18
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
