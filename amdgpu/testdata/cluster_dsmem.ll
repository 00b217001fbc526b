target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
@buf = internal addrspace(3) global [1024 x i8] undef, align 4
@dyn = external addrspace(3) global [0 x i8], align 1024
@k.shared.cnt = internal addrspace(3) global [16 x i8] undef, align 4

define amdgpu_kernel void @k(ptr addrspace(4) byref([8 x i8]) align 8 %out, ptr addrspace(4) byref([4 x i8]) align 4 %__ptxamd_dynamic_smem) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = call i32 @llvm.amdgcn.workitem.id.z()
	%1 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
	%2 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 16
	%3 = load i16, ptr addrspace(4) %2, align 2
	%4 = zext i16 %3 to i32
	%5 = udiv i32 %4, 4
	%6 = udiv i32 %0, %5
	%7 = urem i32 %0, %5
	%8 = urem i32 %6, 2
	%9 = udiv i32 %6, 2
	%10 = urem i32 %9, 2
	%11 = udiv i32 %6, 4
	%12 = load i64, ptr addrspace(4) %out, align 8
	%13 = call i32 @llvm.amdgcn.workitem.id.x()
	%14 = call i32 @llvm.amdgcn.workgroup.id.x()
	%15 = mul i32 %14, 2
	%16 = add i32 %15, %8
	%17 = call i32 @llvm.amdgcn.workgroup.id.y()
	%18 = mul i32 %17, 2
	%19 = add i32 %18, %10
	%20 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 0
	%21 = load i32, ptr addrspace(4) %20, align 4
	%22 = mul i32 %21, 2
	%23 = mul i32 %19, %22
	%24 = add i32 %23, %16
	%25 = icmp ult i32 %24, %23
	%26 = mul i32 %24, 1000
	%27 = add i32 %26, %13
	%28 = mul i32 %6, 256
	%29 = getelementptr inbounds i8, ptr addrspace(3) @buf, i32 %28
	%30 = ptrtoint ptr addrspace(3) %29 to i32
	%31 = icmp ugt i32 2, 31
	%32 = select i1 %31, i32 31, i32 2
	%33 = shl i32 %13, %32
	%34 = select i1 %31, i32 0, i32 %33
	%35 = add i32 %30, %34
	%36 = inttoptr i32 %35 to ptr addrspace(3)
	store i32 %27, ptr addrspace(3) %36, align 4
	%37 = mul i32 %6, 7
	%38 = add i32 %37, %13
	%39 = load i32, ptr addrspace(4) %__ptxamd_dynamic_smem, align 4
	%40 = mul i32 %6, %39
	%41 = getelementptr inbounds i8, ptr addrspace(3) @dyn, i32 %40
	%42 = ptrtoint ptr addrspace(3) %41 to i32
	%43 = add i32 %42, %34
	%44 = inttoptr i32 %43 to ptr addrspace(3)
	store i32 %38, ptr addrspace(3) %44, align 4
	%45 = icmp eq i32 %13, 0
	%46 = xor i1 %45, true
	%47 = mul i32 %6, 4
	%48 = getelementptr inbounds i8, ptr addrspace(3) @k.shared.cnt, i32 %47
	%49 = ptrtoint ptr addrspace(3) %48 to i32
	br i1 %45, label %guard.2, label %cont.3

guard.2:
	%50 = inttoptr i32 %49 to ptr addrspace(3)
	store i32 0, ptr addrspace(3) %50, align 4
	br label %cont.3

cont.3:
	fence syncscope("workgroup") release
	fence syncscope("workgroup") release
	call void @llvm.amdgcn.s.barrier()
	fence syncscope("workgroup") acquire
	%51 = add i32 %6, 1
	%52 = icmp eq i32 4, 0
	%53 = select i1 %52, i32 1, i32 4
	%54 = urem i32 %51, %53
	%55 = select i1 %52, i32 u0xFFFFFFFF, i32 %54
	%56 = icmp uge i32 %55, 4
	br i1 %56, label %mapa.bad.4, label %mapa.ok.5

mapa.bad.4:
	call void @llvm.trap()
	unreachable

mapa.ok.5:
	%57 = ptrtoint ptr addrspace(3) @buf to i32
	%58 = sub i32 %35, %57
	%59 = mul i32 256, 4
	%60 = icmp ult i32 %58, %59
	%61 = mul i32 %55, 256
	%62 = urem i32 %58, 256
	%63 = add i32 %61, %62
	%64 = add i32 %57, %63
	%65 = select i1 %60, i32 %64, i32 %35
	%66 = ptrtoint ptr addrspace(3) @dyn to i32
	%67 = load i32, ptr addrspace(4) %__ptxamd_dynamic_smem, align 4
	%68 = icmp ugt i32 %67, 1
	%69 = select i1 %68, i32 %67, i32 1
	%70 = sub i32 %35, %66
	%71 = mul i32 %69, 4
	%72 = icmp ult i32 %70, %71
	%73 = mul i32 %55, %69
	%74 = urem i32 %70, %69
	%75 = add i32 %73, %74
	%76 = add i32 %66, %75
	%77 = select i1 %72, i32 %76, i32 %65
	%78 = ptrtoint ptr addrspace(3) @k.shared.cnt to i32
	%79 = sub i32 %35, %78
	%80 = mul i32 4, 4
	%81 = icmp ult i32 %79, %80
	%82 = mul i32 %55, 4
	%83 = urem i32 %79, 4
	%84 = add i32 %82, %83
	%85 = add i32 %78, %84
	%86 = select i1 %81, i32 %85, i32 %77
	%87 = inttoptr i32 %86 to ptr addrspace(3)
	%88 = load i32, ptr addrspace(3) %87, align 4
	%89 = ptrtoint ptr addrspace(3) @buf to i32
	%90 = sub i32 %86, %89
	%91 = mul i32 256, 4
	%92 = icmp ult i32 %90, %91
	%93 = udiv i32 %90, 256
	%94 = select i1 %92, i32 %93, i32 0
	%95 = ptrtoint ptr addrspace(3) @dyn to i32
	%96 = load i32, ptr addrspace(4) %__ptxamd_dynamic_smem, align 4
	%97 = icmp ugt i32 %96, 1
	%98 = select i1 %97, i32 %96, i32 1
	%99 = sub i32 %86, %95
	%100 = mul i32 %98, 4
	%101 = icmp ult i32 %99, %100
	%102 = udiv i32 %99, %98
	%103 = select i1 %101, i32 %102, i32 %94
	%104 = ptrtoint ptr addrspace(3) @k.shared.cnt to i32
	%105 = sub i32 %86, %104
	%106 = mul i32 4, 4
	%107 = icmp ult i32 %105, %106
	%108 = udiv i32 %105, 4
	%109 = select i1 %107, i32 %108, i32 %103
	%110 = zext i32 %43 to i64
	%111 = trunc i64 %110 to i32
	%112 = inttoptr i32 %111 to ptr addrspace(3)
	%113 = addrspacecast ptr addrspace(3) %112 to ptr
	%114 = ptrtoint ptr %113 to i64
	%115 = icmp uge i32 %55, 4
	br i1 %115, label %mapa.bad.6, label %mapa.ok.7

mapa.bad.6:
	call void @llvm.trap()
	unreachable

mapa.ok.7:
	%116 = zext i32 %55 to i64
	%117 = addrspacecast ptr addrspace(3) @buf to ptr
	%118 = ptrtoint ptr %117 to i64
	%119 = sub i64 %114, %118
	%120 = mul i64 256, 4
	%121 = icmp ult i64 %119, %120
	%122 = mul i64 %116, 256
	%123 = urem i64 %119, 256
	%124 = add i64 %122, %123
	%125 = add i64 %118, %124
	%126 = select i1 %121, i64 %125, i64 %114
	%127 = addrspacecast ptr addrspace(3) @dyn to ptr
	%128 = ptrtoint ptr %127 to i64
	%129 = load i32, ptr addrspace(4) %__ptxamd_dynamic_smem, align 4
	%130 = zext i32 %129 to i64
	%131 = icmp ugt i64 %130, 1
	%132 = select i1 %131, i64 %130, i64 1
	%133 = sub i64 %114, %128
	%134 = mul i64 %132, 4
	%135 = icmp ult i64 %133, %134
	%136 = mul i64 %116, %132
	%137 = urem i64 %133, %132
	%138 = add i64 %136, %137
	%139 = add i64 %128, %138
	%140 = select i1 %135, i64 %139, i64 %126
	%141 = addrspacecast ptr addrspace(3) @k.shared.cnt to ptr
	%142 = ptrtoint ptr %141 to i64
	%143 = sub i64 %114, %142
	%144 = mul i64 4, 4
	%145 = icmp ult i64 %143, %144
	%146 = mul i64 %116, 4
	%147 = urem i64 %143, 4
	%148 = add i64 %146, %147
	%149 = add i64 %142, %148
	%150 = select i1 %145, i64 %149, i64 %140
	%151 = inttoptr i64 %150 to ptr
	%152 = load i32, ptr %151, align 4
	%153 = icmp uge i32 0, 4
	br i1 %153, label %mapa.bad.8, label %mapa.ok.9

mapa.bad.8:
	call void @llvm.trap()
	unreachable

mapa.ok.9:
	%154 = ptrtoint ptr addrspace(3) @buf to i32
	%155 = sub i32 %49, %154
	%156 = mul i32 256, 4
	%157 = icmp ult i32 %155, %156
	%158 = mul i32 0, 256
	%159 = urem i32 %155, 256
	%160 = add i32 %158, %159
	%161 = add i32 %154, %160
	%162 = select i1 %157, i32 %161, i32 %49
	%163 = ptrtoint ptr addrspace(3) @dyn to i32
	%164 = load i32, ptr addrspace(4) %__ptxamd_dynamic_smem, align 4
	%165 = icmp ugt i32 %164, 1
	%166 = select i1 %165, i32 %164, i32 1
	%167 = sub i32 %49, %163
	%168 = mul i32 %166, 4
	%169 = icmp ult i32 %167, %168
	%170 = mul i32 0, %166
	%171 = urem i32 %167, %166
	%172 = add i32 %170, %171
	%173 = add i32 %163, %172
	%174 = select i1 %169, i32 %173, i32 %162
	%175 = ptrtoint ptr addrspace(3) @k.shared.cnt to i32
	%176 = sub i32 %49, %175
	%177 = mul i32 4, 4
	%178 = icmp ult i32 %176, %177
	%179 = mul i32 0, 4
	%180 = urem i32 %176, 4
	%181 = add i32 %179, %180
	%182 = add i32 %175, %181
	%183 = select i1 %178, i32 %182, i32 %174
	%184 = inttoptr i32 %183 to ptr addrspace(3)
	%185 = atomicrmw add ptr addrspace(3) %184, i32 1 syncscope("agent") monotonic
	fence syncscope("workgroup") release
	fence syncscope("workgroup") release
	call void @llvm.amdgcn.s.barrier()
	fence syncscope("workgroup") acquire
	%186 = inttoptr i32 %49 to ptr addrspace(3)
	%187 = load i32, ptr addrspace(3) %186, align 4
	%188 = call i32 @llvm.amdgcn.workgroup.id.x()
	%189 = call i32 @llvm.amdgcn.workgroup.id.y()
	%190 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
	%191 = getelementptr inbounds i8, ptr addrspace(4) %190, i64 0
	%192 = load i32, ptr addrspace(4) %191, align 4
	%193 = getelementptr inbounds i8, ptr addrspace(4) %190, i64 4
	%194 = load i32, ptr addrspace(4) %193, align 4
	%195 = mul i32 %194, 2
	%196 = load i32, ptr addrspace(4) %__ptxamd_dynamic_smem, align 4
	%197 = mul i32 %24, 64
	%198 = add i32 %197, %13
	%199 = icmp ult i32 %198, %197
	%200 = zext i32 %198 to i64
	%201 = zext i32 64 to i64
	%202 = mul i64 %200, %201
	%203 = add i64 %12, %202
	%204 = inttoptr i64 %203 to ptr addrspace(1)
	%205 = insertelement <4 x i32> undef, i32 %88, i32 0
	%206 = insertelement <4 x i32> %205, i32 %109, i32 1
	%207 = insertelement <4 x i32> %206, i32 %6, i32 2
	%208 = insertelement <4 x i32> %207, i32 4, i32 3
	store <4 x i32> %208, ptr addrspace(1) %204, align 16
	%209 = inttoptr i64 %203 to ptr addrspace(1)
	%210 = getelementptr inbounds i8, ptr addrspace(1) %209, i64 16
	%211 = insertelement <4 x i32> undef, i32 %152, i32 0
	%212 = insertelement <4 x i32> %211, i32 %187, i32 1
	%213 = insertelement <4 x i32> %212, i32 %188, i32 2
	%214 = insertelement <4 x i32> %213, i32 %189, i32 3
	store <4 x i32> %214, ptr addrspace(1) %210, align 16
	%215 = inttoptr i64 %203 to ptr addrspace(1)
	%216 = getelementptr inbounds i8, ptr addrspace(1) %215, i64 32
	%217 = insertelement <4 x i32> undef, i32 %192, i32 0
	%218 = insertelement <4 x i32> %217, i32 %8, i32 1
	%219 = insertelement <4 x i32> %218, i32 %10, i32 2
	%220 = insertelement <4 x i32> %219, i32 %195, i32 3
	store <4 x i32> %220, ptr addrspace(1) %216, align 16
	%221 = inttoptr i64 %203 to ptr addrspace(1)
	%222 = getelementptr inbounds i8, ptr addrspace(1) %221, i64 48
	%223 = insertelement <4 x i32> undef, i32 %16, i32 0
	%224 = insertelement <4 x i32> %223, i32 %19, i32 1
	%225 = insertelement <4 x i32> %224, i32 %196, i32 2
	%226 = insertelement <4 x i32> %225, i32 %5, i32 3
	store <4 x i32> %226, ptr addrspace(1) %222, align 16
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.z()

declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()

declare i32 @llvm.amdgcn.workitem.id.x()

declare i32 @llvm.amdgcn.workgroup.id.x()

declare i32 @llvm.amdgcn.workgroup.id.y()

declare void @llvm.amdgcn.s.barrier()

declare void @llvm.trap()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
