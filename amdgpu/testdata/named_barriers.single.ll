target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"single\00"
@buf = internal addrspace(3) global [512 x i8] undef, align 4
@__ptxamd.named_bar = internal addrspace(3) global [32 x i32] undef, align 8

define amdgpu_kernel void @pc(ptr addrspace(4) byref([8 x i8]) align 8 %out, ptr addrspace(4) byref([12 x i8]) align 4 %__ptxamd_ptx_block) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.x()
	%1 = load i32, ptr addrspace(4) %__ptxamd_ptx_block, align 4
	%2 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_ptx_block, i64 4
	%3 = load i32, ptr addrspace(4) %2, align 4
	%4 = getelementptr inbounds i8, ptr addrspace(4) %__ptxamd_ptx_block, i64 8
	%5 = load i32, ptr addrspace(4) %4, align 4
	%6 = lshr i32 %0, 6
	%7 = and i32 %0, 31
	%8 = shl i32 %6, 5
	%9 = add i32 %8, %7
	%10 = mul i32 %1, %3
	%11 = mul i32 %10, %5
	%12 = and i32 %0, 32
	%13 = icmp ne i32 %12, 0
	%14 = icmp uge i32 %9, %11
	%15 = or i1 %13, %14
	br i1 %15, label %idle.2, label %body.3

idle.2:
	ret void

body.3:
	%16 = mul i32 %1, %3
	%17 = urem i32 %9, %1
	%18 = udiv i32 %9, %1
	%19 = urem i32 %18, %3
	%20 = udiv i32 %9, %16
	%21 = call i32 @llvm.amdgcn.workitem.id.x()
	%22 = icmp ne i32 %21, 0
	%23 = or i1 false, %22
	%24 = call i32 @llvm.amdgcn.workitem.id.y()
	%25 = icmp ne i32 %24, 0
	%26 = or i1 %23, %25
	%27 = call i32 @llvm.amdgcn.workitem.id.z()
	%28 = icmp ne i32 %27, 0
	%29 = or i1 %26, %28
	%30 = xor i1 %29, true
	br i1 %30, label %namedbar.init.4, label %cont.5

namedbar.init.4:
	%31 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 0
	store i32 0, ptr addrspace(3) %31, align 4
	%32 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 1
	store i32 0, ptr addrspace(3) %32, align 4
	%33 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 2
	store i32 0, ptr addrspace(3) %33, align 4
	%34 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 3
	store i32 0, ptr addrspace(3) %34, align 4
	%35 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 4
	store i32 0, ptr addrspace(3) %35, align 4
	%36 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 5
	store i32 0, ptr addrspace(3) %36, align 4
	%37 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 6
	store i32 0, ptr addrspace(3) %37, align 4
	%38 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 7
	store i32 0, ptr addrspace(3) %38, align 4
	%39 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 8
	store i32 0, ptr addrspace(3) %39, align 4
	%40 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 9
	store i32 0, ptr addrspace(3) %40, align 4
	%41 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 10
	store i32 0, ptr addrspace(3) %41, align 4
	%42 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 11
	store i32 0, ptr addrspace(3) %42, align 4
	%43 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 12
	store i32 0, ptr addrspace(3) %43, align 4
	%44 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 13
	store i32 0, ptr addrspace(3) %44, align 4
	%45 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 14
	store i32 0, ptr addrspace(3) %45, align 4
	%46 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 15
	store i32 0, ptr addrspace(3) %46, align 4
	%47 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 16
	store i32 0, ptr addrspace(3) %47, align 4
	%48 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 17
	store i32 0, ptr addrspace(3) %48, align 4
	%49 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 18
	store i32 0, ptr addrspace(3) %49, align 4
	%50 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 19
	store i32 0, ptr addrspace(3) %50, align 4
	%51 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 20
	store i32 0, ptr addrspace(3) %51, align 4
	%52 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 21
	store i32 0, ptr addrspace(3) %52, align 4
	%53 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 22
	store i32 0, ptr addrspace(3) %53, align 4
	%54 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 23
	store i32 0, ptr addrspace(3) %54, align 4
	%55 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 24
	store i32 0, ptr addrspace(3) %55, align 4
	%56 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 25
	store i32 0, ptr addrspace(3) %56, align 4
	%57 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 26
	store i32 0, ptr addrspace(3) %57, align 4
	%58 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 27
	store i32 0, ptr addrspace(3) %58, align 4
	%59 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 28
	store i32 0, ptr addrspace(3) %59, align 4
	%60 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 29
	store i32 0, ptr addrspace(3) %60, align 4
	%61 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 30
	store i32 0, ptr addrspace(3) %61, align 4
	%62 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 31
	store i32 0, ptr addrspace(3) %62, align 4
	br label %cont.5

cont.5:
	fence syncscope("workgroup") release
	call void @llvm.amdgcn.s.barrier()
	fence syncscope("workgroup") acquire
	%63 = load i64, ptr addrspace(4) %out, align 8
	%64 = ptrtoint ptr addrspace(3) @buf to i32
	%65 = icmp ult i32 %17, 64
	%66 = xor i1 %65, true
	br i1 %65, label %bb1, label %$L_consume

bb1:
	%67 = icmp ugt i32 2, 31
	%68 = select i1 %67, i32 31, i32 2
	%69 = shl i32 %17, %68
	%70 = select i1 %67, i32 0, i32 %69
	%71 = add i32 %64, %70
	%72 = mul i32 %17, 7
	%73 = add i32 %72, 100
	%74 = icmp ult i32 %73, %72
	%75 = inttoptr i32 %71 to ptr addrspace(3)
	store i32 %73, ptr addrspace(3) %75, align 4
	%76 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
	%77 = and i64 %76, u0xFFFFFFFF
	%78 = icmp ne i64 %77, 0
	%79 = select i1 %78, i32 32, i32 0
	%80 = add i32 0, %79
	%81 = and i64 %76, -4294967296
	%82 = icmp ne i64 %81, 0
	%83 = select i1 %82, i32 32, i32 0
	%84 = add i32 %80, %83
	%85 = and i32 1, 15
	%86 = shl i32 %85, 1
	%87 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %86
	%88 = add i32 %86, 1
	%89 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %88
	%90 = call i64 @llvm.cttz.i64(i64 %76, i1 true)
	%91 = trunc i64 %90 to i32
	%92 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%93 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %92)
	%94 = icmp eq i32 %93, %91
	br i1 %94, label %namedbar.lead.6, label %namedbar.done.7

namedbar.lead.6:
	%95 = load atomic i32, ptr addrspace(3) %89 syncscope("workgroup") acquire, align 4
	%96 = atomicrmw add ptr addrspace(3) %87, i32 %84 syncscope("workgroup") acq_rel
	%97 = add i32 %96, %84
	%98 = icmp uge i32 %97, 128
	br i1 %98, label %namedbar.last.8, label %namedbar.wait.9

namedbar.done.7:
	fence syncscope("workgroup") acquire
	br label %$L_second

namedbar.last.8:
	%99 = atomicrmw sub ptr addrspace(3) %87, i32 128 syncscope("workgroup") monotonic
	%100 = atomicrmw add ptr addrspace(3) %89, i32 1 syncscope("workgroup") release
	br label %namedbar.done.7

namedbar.wait.9:
	br label %namedbar.done.7

$L_consume:
	%101 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
	%102 = and i64 %101, u0xFFFFFFFF
	%103 = icmp ne i64 %102, 0
	%104 = select i1 %103, i32 32, i32 0
	%105 = add i32 0, %104
	%106 = and i64 %101, -4294967296
	%107 = icmp ne i64 %106, 0
	%108 = select i1 %107, i32 32, i32 0
	%109 = add i32 %105, %108
	%110 = and i32 1, 15
	%111 = shl i32 %110, 1
	%112 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %111
	%113 = add i32 %111, 1
	%114 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %113
	%115 = call i64 @llvm.cttz.i64(i64 %101, i1 true)
	%116 = trunc i64 %115 to i32
	%117 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%118 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %117)
	%119 = icmp eq i32 %118, %116
	br i1 %119, label %namedbar.lead.10, label %namedbar.done.11

namedbar.lead.10:
	%120 = load atomic i32, ptr addrspace(3) %114 syncscope("workgroup") acquire, align 4
	%121 = atomicrmw add ptr addrspace(3) %112, i32 %109 syncscope("workgroup") acq_rel
	%122 = add i32 %121, %109
	%123 = icmp uge i32 %122, 128
	br i1 %123, label %namedbar.last.12, label %namedbar.wait.13

namedbar.done.11:
	fence syncscope("workgroup") acquire
	%124 = sub i32 %17, 64
	%125 = xor i32 %124, 5
	%126 = icmp ugt i32 2, 31
	%127 = select i1 %126, i32 31, i32 2
	%128 = shl i32 %125, %127
	%129 = select i1 %126, i32 0, i32 %128
	%130 = add i32 %64, %129
	%131 = inttoptr i32 %130 to ptr addrspace(3)
	%132 = load i32, ptr addrspace(3) %131, align 4
	%133 = zext i32 %17 to i64
	%134 = zext i32 4 to i64
	%135 = mul i64 %133, %134
	%136 = add i64 %63, %135
	%137 = inttoptr i64 %136 to ptr addrspace(1)
	store i32 %132, ptr addrspace(1) %137, align 4
	br label %$L_second

namedbar.last.12:
	%138 = atomicrmw sub ptr addrspace(3) %112, i32 128 syncscope("workgroup") monotonic
	%139 = atomicrmw add ptr addrspace(3) %114, i32 1 syncscope("workgroup") release
	br label %namedbar.done.11

namedbar.wait.13:
	br label %namedbar.spin.14

namedbar.spin.14:
	call void @llvm.amdgcn.s.sleep(i32 1), !ptxamd.bar.wait !{i32 1, i32 128, i32 32, i32 32}
	%140 = load atomic i32, ptr addrspace(3) %114 syncscope("workgroup") acquire, align 4
	%141 = icmp eq i32 %140, %120
	br i1 %141, label %namedbar.spin.14, label %namedbar.done.11

$L_second:
	fence syncscope("workgroup") release
	call void @llvm.amdgcn.s.barrier(), !ptxamd.bar !{i32 2, i32 -1, i32 32, i32 32}
	fence syncscope("workgroup") acquire
	br i1 %65, label %$L_consume2, label %bb3

bb3:
	%142 = icmp ugt i32 2, 31
	%143 = select i1 %142, i32 31, i32 2
	%144 = shl i32 %17, %143
	%145 = select i1 %142, i32 0, i32 %144
	%146 = add i32 %64, %145
	%147 = mul i32 %17, 3
	%148 = add i32 %147, 9
	%149 = icmp ult i32 %148, %147
	%150 = inttoptr i32 %146 to ptr addrspace(3)
	store i32 %148, ptr addrspace(3) %150, align 4
	%151 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
	%152 = and i64 %151, u0xFFFFFFFF
	%153 = icmp ne i64 %152, 0
	%154 = select i1 %153, i32 32, i32 0
	%155 = add i32 0, %154
	%156 = and i64 %151, -4294967296
	%157 = icmp ne i64 %156, 0
	%158 = select i1 %157, i32 32, i32 0
	%159 = add i32 %155, %158
	%160 = and i32 3, 15
	%161 = shl i32 %160, 1
	%162 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %161
	%163 = add i32 %161, 1
	%164 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %163
	%165 = call i64 @llvm.cttz.i64(i64 %151, i1 true)
	%166 = trunc i64 %165 to i32
	%167 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%168 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %167)
	%169 = icmp eq i32 %168, %166
	br i1 %169, label %namedbar.lead.15, label %namedbar.done.16

namedbar.lead.15:
	%170 = load atomic i32, ptr addrspace(3) %164 syncscope("workgroup") acquire, align 4
	%171 = atomicrmw add ptr addrspace(3) %162, i32 %159 syncscope("workgroup") acq_rel
	%172 = add i32 %171, %159
	%173 = icmp uge i32 %172, 128
	br i1 %173, label %namedbar.last.17, label %namedbar.wait.18

namedbar.done.16:
	fence syncscope("workgroup") acquire
	ret void

namedbar.last.17:
	%174 = atomicrmw sub ptr addrspace(3) %162, i32 128 syncscope("workgroup") monotonic
	%175 = atomicrmw add ptr addrspace(3) %164, i32 1 syncscope("workgroup") release
	br label %namedbar.done.16

namedbar.wait.18:
	br label %namedbar.done.16

$L_consume2:
	%176 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
	%177 = and i64 %176, u0xFFFFFFFF
	%178 = icmp ne i64 %177, 0
	%179 = select i1 %178, i32 32, i32 0
	%180 = add i32 0, %179
	%181 = and i64 %176, -4294967296
	%182 = icmp ne i64 %181, 0
	%183 = select i1 %182, i32 32, i32 0
	%184 = add i32 %180, %183
	%185 = and i32 3, 15
	%186 = shl i32 %185, 1
	%187 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %186
	%188 = add i32 %186, 1
	%189 = getelementptr inbounds i32, ptr addrspace(3) @__ptxamd.named_bar, i32 %188
	%190 = call i64 @llvm.cttz.i64(i64 %176, i1 true)
	%191 = trunc i64 %190 to i32
	%192 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
	%193 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %192)
	%194 = icmp eq i32 %193, %191
	br i1 %194, label %namedbar.lead.19, label %namedbar.done.20

namedbar.lead.19:
	%195 = load atomic i32, ptr addrspace(3) %189 syncscope("workgroup") acquire, align 4
	%196 = atomicrmw add ptr addrspace(3) %187, i32 %184 syncscope("workgroup") acq_rel
	%197 = add i32 %196, %184
	%198 = icmp uge i32 %197, 128
	br i1 %198, label %namedbar.last.21, label %namedbar.wait.22

namedbar.done.20:
	fence syncscope("workgroup") acquire
	%199 = add i32 %17, 64
	%200 = icmp ugt i32 2, 31
	%201 = select i1 %200, i32 31, i32 2
	%202 = shl i32 %199, %201
	%203 = select i1 %200, i32 0, i32 %202
	%204 = add i32 %64, %203
	%205 = inttoptr i32 %204 to ptr addrspace(3)
	%206 = load i32, ptr addrspace(3) %205, align 4
	%207 = zext i32 %17 to i64
	%208 = zext i32 4 to i64
	%209 = mul i64 %207, %208
	%210 = add i64 %63, %209
	%211 = inttoptr i64 %210 to ptr addrspace(1)
	store i32 %206, ptr addrspace(1) %211, align 4
	ret void

namedbar.last.21:
	%212 = atomicrmw sub ptr addrspace(3) %187, i32 128 syncscope("workgroup") monotonic
	%213 = atomicrmw add ptr addrspace(3) %189, i32 1 syncscope("workgroup") release
	br label %namedbar.done.20

namedbar.wait.22:
	br label %namedbar.spin.23

namedbar.spin.23:
	call void @llvm.amdgcn.s.sleep(i32 1), !ptxamd.bar.wait !{i32 3, i32 128, i32 32, i32 32}
	%214 = load atomic i32, ptr addrspace(3) %189 syncscope("workgroup") acquire, align 4
	%215 = icmp eq i32 %214, %195
	br i1 %215, label %namedbar.spin.23, label %namedbar.done.20
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
