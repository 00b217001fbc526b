target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"paired\00"
@$str = protected addrspace(1) global [18 x i8] c"t%d %.2f <%s>\0A\00\00\00\00", align 1
@$str$1 = protected addrspace(1) global [6 x i8] c"hi!\0A\00\00", align 1
@$str$2 = protected addrspace(1) global [6 x i8] c"x < 3\00", align 1
@$str$3 = protected addrspace(1) global [5 x i8] c"k.cu\00", align 1
@$str$4 = protected addrspace(1) global [2 x i8] c"k\00", align 1

define amdgpu_kernel void @k(ptr addrspace(4) byref([8 x i8]) align 8 %k_param_0, ptr addrspace(4) byref([8 x i8]) align 4 %__ptxamd_printf) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
entry:
	%0 = alloca [32 x i8], align 8, addrspace(5)
	%1 = alloca [8 x i8], align 8, addrspace(5)
	%2 = alloca [8 x i8], align 8, addrspace(5)
	%3 = alloca [4 x i8], align 4, addrspace(5)
	%4 = alloca [8 x i8], align 8, addrspace(5)
	%5 = alloca [8 x i8], align 8, addrspace(5)
	%6 = alloca [4 x i8], align 4, addrspace(5)
	%7 = alloca [8 x i8], align 8, addrspace(5)
	%8 = alloca [8 x i8], align 8, addrspace(5)
	%9 = alloca [8 x i8], align 8, addrspace(5)
	%10 = alloca [8 x i8], align 8, addrspace(5)
	%11 = alloca [4 x i8], align 4, addrspace(5)
	%12 = ptrtoint ptr addrspace(5) %0 to i64
	%13 = trunc i64 %12 to i32
	%14 = inttoptr i32 %13 to ptr addrspace(5)
	%15 = addrspacecast ptr addrspace(5) %14 to ptr
	%16 = ptrtoint ptr %15 to i64
	%17 = call i32 @llvm.amdgcn.workitem.id.x()
	%18 = uitofp i32 %17 to double
	%19 = bitcast double %18 to i64
	%20 = trunc i64 %12 to i32
	%21 = inttoptr i32 %20 to ptr addrspace(5)
	%22 = getelementptr inbounds i8, ptr addrspace(5) %21, i32 24
	store i32 7305076, ptr addrspace(5) %22, align 4
	%23 = add i64 %16, 24
	%24 = trunc i64 %12 to i32
	%25 = inttoptr i32 %24 to ptr addrspace(5)
	store i32 %17, ptr addrspace(5) %25, align 4
	%26 = trunc i64 %12 to i32
	%27 = inttoptr i32 %26 to ptr addrspace(5)
	%28 = getelementptr inbounds i8, ptr addrspace(5) %27, i32 8
	store i64 %19, ptr addrspace(5) %28, align 8
	%29 = trunc i64 %12 to i32
	%30 = inttoptr i32 %29 to ptr addrspace(5)
	%31 = getelementptr inbounds i8, ptr addrspace(5) %30, i32 16
	store i64 %23, ptr addrspace(5) %31, align 8
	%32 = ptrtoint ptr addrspace(1) @$str to i64
	%33 = add i64 %16, 0
	store i64 %32, ptr addrspace(5) %1, align 8
	store i64 %33, ptr addrspace(5) %2, align 8
	%34 = load i64, ptr addrspace(5) %2, align 8
	%35 = add i64 %34, 16
	%36 = inttoptr i64 %35 to ptr
	%37 = load i64, ptr %36, align 8
	%38 = icmp eq i64 %37, 0
	br i1 %38, label %strlen.done.4, label %strlen.head.2

strlen.head.2:
	%39 = phi i32 [ 0, %entry ], [ %45, %strlen.body.3 ]
	%40 = icmp eq i32 %39, 1024
	br i1 %40, label %strlen.done.4, label %strlen.body.3

strlen.body.3:
	%41 = zext i32 %39 to i64
	%42 = add i64 %37, %41
	%43 = inttoptr i64 %42 to ptr
	%44 = load i8, ptr %43, align 1
	%45 = add i32 %39, 1
	%46 = icmp ne i8 %44, 0
	br i1 %46, label %strlen.head.2, label %strlen.done.4

strlen.done.4:
	%47 = phi i32 [ 0, %entry ], [ %39, %strlen.head.2 ], [ %39, %strlen.body.3 ]
	%48 = zext i32 %47 to i64
	%49 = add i64 %48, 15
	%50 = and i64 %49, -8
	%51 = add i64 56, %50
	%52 = load i64, ptr addrspace(4) %__ptxamd_printf, align 4
	%53 = inttoptr i64 %52 to ptr addrspace(1)
	%54 = atomicrmw add ptr addrspace(1) %53, i64 %51 syncscope("agent") monotonic
	%55 = getelementptr inbounds i8, ptr addrspace(1) %53, i64 8
	%56 = load i32, ptr addrspace(1) %55, align 4
	%57 = zext i32 %56 to i64
	%58 = add i64 %54, %51
	%59 = icmp ule i64 %58, %57
	br i1 %59, label %printf.write.5, label %printf.drop.6

printf.write.5:
	%60 = getelementptr inbounds i8, ptr addrspace(1) %53, i64 %54
	%61 = getelementptr inbounds i8, ptr addrspace(1) %60, i64 32
	%62 = trunc i64 %51 to i32
	store i32 %62, ptr addrspace(1) %61, align 4
	%63 = getelementptr inbounds i8, ptr addrspace(1) %61, i64 4
	store i32 1, ptr addrspace(1) %63, align 4
	%64 = getelementptr inbounds i8, ptr addrspace(1) %61, i64 8
	store i64 103079215118, ptr addrspace(1) %64, align 8
	%65 = getelementptr inbounds i8, ptr addrspace(1) %61, i64 16
	store i64 7363999077696284020, ptr addrspace(1) %65, align 8
	%66 = getelementptr inbounds i8, ptr addrspace(1) %61, i64 24
	store i64 11263336070176, ptr addrspace(1) %66, align 8
	%67 = add i64 %34, 0
	%68 = inttoptr i64 %67 to ptr
	%69 = load i32, ptr %68, align 4
	%70 = getelementptr inbounds i8, ptr addrspace(1) %61, i64 32
	store i32 %69, ptr addrspace(1) %70, align 4
	%71 = add i64 %34, 8
	%72 = inttoptr i64 %71 to ptr
	%73 = load i64, ptr %72, align 8
	%74 = getelementptr inbounds i8, ptr addrspace(1) %61, i64 40
	store i64 %73, ptr addrspace(1) %74, align 8
	%75 = add i64 %34, 16
	%76 = inttoptr i64 %75 to ptr
	%77 = load i64, ptr %76, align 8
	%78 = getelementptr inbounds i8, ptr addrspace(1) %61, i64 48
	store i64 %77, ptr addrspace(1) %78, align 8
	%79 = select i1 %38, i32 u0xFFFFFFFF, i32 %47
	%80 = getelementptr inbounds i8, ptr addrspace(1) %61, i64 56
	store i32 %79, ptr addrspace(1) %80, align 4
	%81 = getelementptr inbounds i8, ptr addrspace(1) %80, i64 4
	store i32 0, ptr addrspace(1) %81, align 4
	%82 = getelementptr inbounds i8, ptr addrspace(1) %80, i64 8
	%83 = icmp eq i32 %47, 0
	br i1 %83, label %strcpy.done.9, label %strcpy.loop.8

printf.drop.6:
	%84 = getelementptr inbounds i8, ptr addrspace(1) %53, i64 12
	%85 = atomicrmw add ptr addrspace(1) %84, i32 1 syncscope("agent") monotonic
	br label %printf.done.7

printf.done.7:
	store i32 3, ptr addrspace(5) %3, align 4
	%86 = load i32, ptr addrspace(5) %3, align 4
	br label %entry.inl1

strcpy.loop.8:
	%87 = phi i32 [ 0, %printf.write.5 ], [ %93, %strcpy.loop.8 ]
	%88 = zext i32 %87 to i64
	%89 = add i64 %37, %88
	%90 = inttoptr i64 %89 to ptr
	%91 = load i8, ptr %90, align 1
	%92 = getelementptr inbounds i8, ptr addrspace(1) %82, i64 %88
	store i8 %91, ptr addrspace(1) %92, align 1
	%93 = add i32 %87, 1
	%94 = icmp ult i32 %93, %47
	br i1 %94, label %strcpy.loop.8, label %strcpy.done.9

strcpy.done.9:
	%95 = zext i32 %47 to i64
	%96 = add i64 %95, 15
	%97 = and i64 %96, -8
	%98 = add i64 56, %97
	br label %printf.done.7

entry.inl1:
	%99 = ptrtoint ptr addrspace(1) @$str$1 to i64
	store i64 %99, ptr addrspace(5) %9, align 8
	store i64 0, ptr addrspace(5) %10, align 8
	%100 = load i64, ptr addrspace(5) %10, align 8
	%101 = load i64, ptr addrspace(4) %__ptxamd_printf, align 4
	%102 = inttoptr i64 %101 to ptr addrspace(1)
	%103 = atomicrmw add ptr addrspace(1) %102, i64 24 syncscope("agent") monotonic
	%104 = getelementptr inbounds i8, ptr addrspace(1) %102, i64 8
	%105 = load i32, ptr addrspace(1) %104, align 4
	%106 = zext i32 %105 to i64
	%107 = add i64 %103, 24
	%108 = icmp ule i64 %107, %106
	br i1 %108, label %printf.write.10, label %printf.drop.11

printf.write.10:
	%109 = getelementptr inbounds i8, ptr addrspace(1) %102, i64 %103
	%110 = getelementptr inbounds i8, ptr addrspace(1) %109, i64 32
	%111 = trunc i64 24 to i32
	store i32 %111, ptr addrspace(1) %110, align 4
	%112 = getelementptr inbounds i8, ptr addrspace(1) %110, i64 4
	store i32 1, ptr addrspace(1) %112, align 4
	%113 = getelementptr inbounds i8, ptr addrspace(1) %110, i64 8
	store i64 4, ptr addrspace(1) %113, align 8
	%114 = getelementptr inbounds i8, ptr addrspace(1) %110, i64 16
	store i32 169961832, ptr addrspace(1) %114, align 4
	br label %printf.done.12

printf.drop.11:
	%115 = getelementptr inbounds i8, ptr addrspace(1) %102, i64 12
	%116 = atomicrmw add ptr addrspace(1) %115, i32 1 syncscope("agent") monotonic
	br label %printf.done.12

printf.done.12:
	store i32 0, ptr addrspace(5) %11, align 4
	br label %ret.inl1

ret.inl1:
	%117 = icmp ult i32 %17, 3
	%118 = xor i1 %117, true
	br i1 %117, label %$L_ok, label %bb1

bb1:
	%119 = ptrtoint ptr addrspace(1) @$str$2 to i64
	%120 = ptrtoint ptr addrspace(1) @$str$3 to i64
	%121 = ptrtoint ptr addrspace(1) @$str$4 to i64
	store i64 %119, ptr addrspace(5) %4, align 8
	store i64 %120, ptr addrspace(5) %5, align 8
	store i32 12, ptr addrspace(5) %6, align 4
	store i64 %121, ptr addrspace(5) %7, align 8
	store i64 1, ptr addrspace(5) %8, align 8
	%122 = load i64, ptr addrspace(5) %4, align 8
	%123 = load i64, ptr addrspace(5) %5, align 8
	%124 = load i32, ptr addrspace(5) %6, align 4
	%125 = load i64, ptr addrspace(5) %7, align 8
	%126 = call i32 @llvm.amdgcn.workgroup.id.x()
	%127 = call i32 @llvm.amdgcn.workgroup.id.y()
	%128 = call i32 @llvm.amdgcn.workgroup.id.z()
	%129 = call i32 @llvm.amdgcn.workitem.id.x()
	%130 = call i32 @llvm.amdgcn.workitem.id.y()
	%131 = call i32 @llvm.amdgcn.workitem.id.z()
	%132 = icmp eq i64 %122, 0
	br i1 %132, label %strlen.done.15, label %strlen.head.13

strlen.head.13:
	%133 = phi i32 [ 0, %bb1 ], [ %139, %strlen.body.14 ]
	%134 = icmp eq i32 %133, 1024
	br i1 %134, label %strlen.done.15, label %strlen.body.14

strlen.body.14:
	%135 = zext i32 %133 to i64
	%136 = add i64 %122, %135
	%137 = inttoptr i64 %136 to ptr
	%138 = load i8, ptr %137, align 1
	%139 = add i32 %133, 1
	%140 = icmp ne i8 %138, 0
	br i1 %140, label %strlen.head.13, label %strlen.done.15

strlen.done.15:
	%141 = phi i32 [ 0, %bb1 ], [ %133, %strlen.head.13 ], [ %133, %strlen.body.14 ]
	%142 = icmp eq i64 %123, 0
	br i1 %142, label %strlen.done.18, label %strlen.head.16

strlen.head.16:
	%143 = phi i32 [ 0, %strlen.done.15 ], [ %149, %strlen.body.17 ]
	%144 = icmp eq i32 %143, 1024
	br i1 %144, label %strlen.done.18, label %strlen.body.17

strlen.body.17:
	%145 = zext i32 %143 to i64
	%146 = add i64 %123, %145
	%147 = inttoptr i64 %146 to ptr
	%148 = load i8, ptr %147, align 1
	%149 = add i32 %143, 1
	%150 = icmp ne i8 %148, 0
	br i1 %150, label %strlen.head.16, label %strlen.done.18

strlen.done.18:
	%151 = phi i32 [ 0, %strlen.done.15 ], [ %143, %strlen.head.16 ], [ %143, %strlen.body.17 ]
	%152 = icmp eq i64 %125, 0
	br i1 %152, label %strlen.done.21, label %strlen.head.19

strlen.head.19:
	%153 = phi i32 [ 0, %strlen.done.18 ], [ %159, %strlen.body.20 ]
	%154 = icmp eq i32 %153, 1024
	br i1 %154, label %strlen.done.21, label %strlen.body.20

strlen.body.20:
	%155 = zext i32 %153 to i64
	%156 = add i64 %125, %155
	%157 = inttoptr i64 %156 to ptr
	%158 = load i8, ptr %157, align 1
	%159 = add i32 %153, 1
	%160 = icmp ne i8 %158, 0
	br i1 %160, label %strlen.head.19, label %strlen.done.21

strlen.done.21:
	%161 = phi i32 [ 0, %strlen.done.18 ], [ %153, %strlen.head.19 ], [ %153, %strlen.body.20 ]
	%162 = zext i32 %141 to i64
	%163 = add i64 %162, 15
	%164 = and i64 %163, -8
	%165 = add i64 40, %164
	%166 = zext i32 %151 to i64
	%167 = add i64 %166, 15
	%168 = and i64 %167, -8
	%169 = add i64 %165, %168
	%170 = zext i32 %161 to i64
	%171 = add i64 %170, 15
	%172 = and i64 %171, -8
	%173 = add i64 %169, %172
	%174 = load i64, ptr addrspace(4) %__ptxamd_printf, align 4
	%175 = inttoptr i64 %174 to ptr addrspace(1)
	%176 = atomicrmw add ptr addrspace(1) %175, i64 %173 syncscope("agent") monotonic
	%177 = getelementptr inbounds i8, ptr addrspace(1) %175, i64 16
	%178 = atomicrmw add ptr addrspace(1) %177, i32 1 syncscope("agent") monotonic
	%179 = getelementptr inbounds i8, ptr addrspace(1) %175, i64 8
	%180 = load i32, ptr addrspace(1) %179, align 4
	%181 = zext i32 %180 to i64
	%182 = add i64 %176, %173
	%183 = icmp ule i64 %182, %181
	br i1 %183, label %printf.write.22, label %printf.drop.23

printf.write.22:
	%184 = getelementptr inbounds i8, ptr addrspace(1) %175, i64 %176
	%185 = getelementptr inbounds i8, ptr addrspace(1) %184, i64 32
	%186 = trunc i64 %173 to i32
	store i32 %186, ptr addrspace(1) %185, align 4
	%187 = getelementptr inbounds i8, ptr addrspace(1) %185, i64 4
	store i32 2, ptr addrspace(1) %187, align 4
	%188 = getelementptr inbounds i8, ptr addrspace(1) %185, i64 8
	store i32 %124, ptr addrspace(1) %188, align 4
	%189 = getelementptr inbounds i8, ptr addrspace(1) %185, i64 12
	store i32 0, ptr addrspace(1) %189, align 4
	%190 = getelementptr inbounds i8, ptr addrspace(1) %185, i64 16
	store i32 %126, ptr addrspace(1) %190, align 4
	%191 = getelementptr inbounds i8, ptr addrspace(1) %185, i64 20
	store i32 %127, ptr addrspace(1) %191, align 4
	%192 = getelementptr inbounds i8, ptr addrspace(1) %185, i64 24
	store i32 %128, ptr addrspace(1) %192, align 4
	%193 = getelementptr inbounds i8, ptr addrspace(1) %185, i64 28
	store i32 %129, ptr addrspace(1) %193, align 4
	%194 = getelementptr inbounds i8, ptr addrspace(1) %185, i64 32
	store i32 %130, ptr addrspace(1) %194, align 4
	%195 = getelementptr inbounds i8, ptr addrspace(1) %185, i64 36
	store i32 %131, ptr addrspace(1) %195, align 4
	%196 = select i1 %132, i32 u0xFFFFFFFF, i32 %141
	%197 = getelementptr inbounds i8, ptr addrspace(1) %185, i64 40
	store i32 %196, ptr addrspace(1) %197, align 4
	%198 = getelementptr inbounds i8, ptr addrspace(1) %197, i64 4
	store i32 0, ptr addrspace(1) %198, align 4
	%199 = getelementptr inbounds i8, ptr addrspace(1) %197, i64 8
	%200 = icmp eq i32 %141, 0
	br i1 %200, label %strcpy.done.26, label %strcpy.loop.25

printf.drop.23:
	%201 = getelementptr inbounds i8, ptr addrspace(1) %175, i64 12
	%202 = atomicrmw add ptr addrspace(1) %201, i32 1 syncscope("agent") monotonic
	br label %printf.done.24

printf.done.24:
	br i1 true, label %assert.end.31, label %assert.cont.32

strcpy.loop.25:
	%203 = phi i32 [ 0, %printf.write.22 ], [ %209, %strcpy.loop.25 ]
	%204 = zext i32 %203 to i64
	%205 = add i64 %122, %204
	%206 = inttoptr i64 %205 to ptr
	%207 = load i8, ptr %206, align 1
	%208 = getelementptr inbounds i8, ptr addrspace(1) %199, i64 %204
	store i8 %207, ptr addrspace(1) %208, align 1
	%209 = add i32 %203, 1
	%210 = icmp ult i32 %209, %141
	br i1 %210, label %strcpy.loop.25, label %strcpy.done.26

strcpy.done.26:
	%211 = zext i32 %141 to i64
	%212 = add i64 %211, 15
	%213 = and i64 %212, -8
	%214 = add i64 40, %213
	%215 = select i1 %142, i32 u0xFFFFFFFF, i32 %151
	%216 = getelementptr inbounds i8, ptr addrspace(1) %185, i64 %214
	store i32 %215, ptr addrspace(1) %216, align 4
	%217 = getelementptr inbounds i8, ptr addrspace(1) %216, i64 4
	store i32 0, ptr addrspace(1) %217, align 4
	%218 = getelementptr inbounds i8, ptr addrspace(1) %216, i64 8
	%219 = icmp eq i32 %151, 0
	br i1 %219, label %strcpy.done.28, label %strcpy.loop.27

strcpy.loop.27:
	%220 = phi i32 [ 0, %strcpy.done.26 ], [ %226, %strcpy.loop.27 ]
	%221 = zext i32 %220 to i64
	%222 = add i64 %123, %221
	%223 = inttoptr i64 %222 to ptr
	%224 = load i8, ptr %223, align 1
	%225 = getelementptr inbounds i8, ptr addrspace(1) %218, i64 %221
	store i8 %224, ptr addrspace(1) %225, align 1
	%226 = add i32 %220, 1
	%227 = icmp ult i32 %226, %151
	br i1 %227, label %strcpy.loop.27, label %strcpy.done.28

strcpy.done.28:
	%228 = zext i32 %151 to i64
	%229 = add i64 %228, 15
	%230 = and i64 %229, -8
	%231 = add i64 %214, %230
	%232 = select i1 %152, i32 u0xFFFFFFFF, i32 %161
	%233 = getelementptr inbounds i8, ptr addrspace(1) %185, i64 %231
	store i32 %232, ptr addrspace(1) %233, align 4
	%234 = getelementptr inbounds i8, ptr addrspace(1) %233, i64 4
	store i32 0, ptr addrspace(1) %234, align 4
	%235 = getelementptr inbounds i8, ptr addrspace(1) %233, i64 8
	%236 = icmp eq i32 %161, 0
	br i1 %236, label %strcpy.done.30, label %strcpy.loop.29

strcpy.loop.29:
	%237 = phi i32 [ 0, %strcpy.done.28 ], [ %243, %strcpy.loop.29 ]
	%238 = zext i32 %237 to i64
	%239 = add i64 %125, %238
	%240 = inttoptr i64 %239 to ptr
	%241 = load i8, ptr %240, align 1
	%242 = getelementptr inbounds i8, ptr addrspace(1) %235, i64 %238
	store i8 %241, ptr addrspace(1) %242, align 1
	%243 = add i32 %237, 1
	%244 = icmp ult i32 %243, %161
	br i1 %244, label %strcpy.loop.29, label %strcpy.done.30

strcpy.done.30:
	%245 = zext i32 %161 to i64
	%246 = add i64 %245, 15
	%247 = and i64 %246, -8
	%248 = add i64 %231, %247
	br label %printf.done.24

assert.end.31:
	call void @llvm.amdgcn.endpgm()
	unreachable

assert.cont.32:
	call void @llvm.trap()
	unreachable

$L_ok:
	%249 = load i64, ptr addrspace(4) %k_param_0, align 8
	%250 = inttoptr i64 %249 to ptr addrspace(1)
	store i32 %86, ptr addrspace(1) %250, align 4
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

declare i32 @llvm.amdgcn.workgroup.id.x()

declare i32 @llvm.amdgcn.workgroup.id.y()

declare i32 @llvm.amdgcn.workgroup.id.z()

declare i32 @llvm.amdgcn.workitem.id.y()

declare i32 @llvm.amdgcn.workitem.id.z()

declare void @llvm.amdgcn.endpgm()

declare void @llvm.trap()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
