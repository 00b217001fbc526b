target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@__ptxamd_warp_mode = protected addrspace(4) constant [7 x i8] c"single\00"
@$str = protected addrspace(1) global [18 x i8] c"t%d %.2f <%s>\0A\00\00\00\00", align 1
@$str$1 = protected addrspace(1) global [6 x i8] c"hi!\0A\00\00", align 1
@$str$2 = protected addrspace(1) global [6 x i8] c"x < 3\00", align 1
@$str$3 = protected addrspace(1) global [5 x i8] c"k.cu\00", align 1
@$str$4 = protected addrspace(1) global [2 x i8] c"k\00", align 1

define amdgpu_kernel void @k(ptr addrspace(4) byref([8 x i8]) align 8 %k_param_0, ptr addrspace(4) byref([12 x i8]) align 4 %__ptxamd_ptx_block, ptr addrspace(4) byref([8 x i8]) align 4 %__ptxamd_printf) "target-features"="+wavefrontsize64" "amdgpu-flat-work-group-size"="1,1024" "uniform-work-group-size"="true" {
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
	%21 = alloca [32 x i8], align 8, addrspace(5)
	%22 = alloca [8 x i8], align 8, addrspace(5)
	%23 = alloca [8 x i8], align 8, addrspace(5)
	%24 = alloca [4 x i8], align 4, addrspace(5)
	%25 = alloca [8 x i8], align 8, addrspace(5)
	%26 = alloca [8 x i8], align 8, addrspace(5)
	%27 = alloca [4 x i8], align 4, addrspace(5)
	%28 = alloca [8 x i8], align 8, addrspace(5)
	%29 = alloca [8 x i8], align 8, addrspace(5)
	%30 = alloca [8 x i8], align 8, addrspace(5)
	%31 = alloca [8 x i8], align 8, addrspace(5)
	%32 = alloca [4 x i8], align 4, addrspace(5)
	%33 = ptrtoint ptr addrspace(5) %21 to i64
	%34 = trunc i64 %33 to i32
	%35 = inttoptr i32 %34 to ptr addrspace(5)
	%36 = addrspacecast ptr addrspace(5) %35 to ptr
	%37 = ptrtoint ptr %36 to i64
	%38 = uitofp i32 %17 to double
	%39 = bitcast double %38 to i64
	%40 = trunc i64 %33 to i32
	%41 = inttoptr i32 %40 to ptr addrspace(5)
	%42 = getelementptr inbounds i8, ptr addrspace(5) %41, i32 24
	store i32 7305076, ptr addrspace(5) %42, align 4
	%43 = add i64 %37, 24
	%44 = trunc i64 %33 to i32
	%45 = inttoptr i32 %44 to ptr addrspace(5)
	store i32 %17, ptr addrspace(5) %45, align 4
	%46 = trunc i64 %33 to i32
	%47 = inttoptr i32 %46 to ptr addrspace(5)
	%48 = getelementptr inbounds i8, ptr addrspace(5) %47, i32 8
	store i64 %39, ptr addrspace(5) %48, align 8
	%49 = trunc i64 %33 to i32
	%50 = inttoptr i32 %49 to ptr addrspace(5)
	%51 = getelementptr inbounds i8, ptr addrspace(5) %50, i32 16
	store i64 %43, ptr addrspace(5) %51, align 8
	%52 = ptrtoint ptr addrspace(1) @$str to i64
	%53 = add i64 %37, 0
	store i64 %52, ptr addrspace(5) %22, align 8
	store i64 %53, ptr addrspace(5) %23, align 8
	%54 = load i64, ptr addrspace(5) %23, align 8
	%55 = add i64 %54, 16
	%56 = inttoptr i64 %55 to ptr
	%57 = load i64, ptr %56, align 8
	%58 = icmp eq i64 %57, 0
	br i1 %58, label %strlen.done.6, label %strlen.head.4

strlen.head.4:
	%59 = phi i32 [ 0, %body.3 ], [ %65, %strlen.body.5 ]
	%60 = icmp eq i32 %59, 1024
	br i1 %60, label %strlen.done.6, label %strlen.body.5

strlen.body.5:
	%61 = zext i32 %59 to i64
	%62 = add i64 %57, %61
	%63 = inttoptr i64 %62 to ptr
	%64 = load i8, ptr %63, align 1
	%65 = add i32 %59, 1
	%66 = icmp ne i8 %64, 0
	br i1 %66, label %strlen.head.4, label %strlen.done.6

strlen.done.6:
	%67 = phi i32 [ 0, %body.3 ], [ %59, %strlen.head.4 ], [ %59, %strlen.body.5 ]
	%68 = zext i32 %67 to i64
	%69 = add i64 %68, 15
	%70 = and i64 %69, -8
	%71 = add i64 56, %70
	%72 = load i64, ptr addrspace(4) %__ptxamd_printf, align 4
	%73 = inttoptr i64 %72 to ptr addrspace(1)
	%74 = atomicrmw add ptr addrspace(1) %73, i64 %71 syncscope("agent") monotonic
	%75 = getelementptr inbounds i8, ptr addrspace(1) %73, i64 8
	%76 = load i32, ptr addrspace(1) %75, align 4
	%77 = zext i32 %76 to i64
	%78 = add i64 %74, %71
	%79 = icmp ule i64 %78, %77
	br i1 %79, label %printf.write.7, label %printf.drop.8

printf.write.7:
	%80 = getelementptr inbounds i8, ptr addrspace(1) %73, i64 %74
	%81 = getelementptr inbounds i8, ptr addrspace(1) %80, i64 32
	%82 = trunc i64 %71 to i32
	store i32 %82, ptr addrspace(1) %81, align 4
	%83 = getelementptr inbounds i8, ptr addrspace(1) %81, i64 4
	store i32 1, ptr addrspace(1) %83, align 4
	%84 = getelementptr inbounds i8, ptr addrspace(1) %81, i64 8
	store i64 103079215118, ptr addrspace(1) %84, align 8
	%85 = getelementptr inbounds i8, ptr addrspace(1) %81, i64 16
	store i64 7363999077696284020, ptr addrspace(1) %85, align 8
	%86 = getelementptr inbounds i8, ptr addrspace(1) %81, i64 24
	store i64 11263336070176, ptr addrspace(1) %86, align 8
	%87 = add i64 %54, 0
	%88 = inttoptr i64 %87 to ptr
	%89 = load i32, ptr %88, align 4
	%90 = getelementptr inbounds i8, ptr addrspace(1) %81, i64 32
	store i32 %89, ptr addrspace(1) %90, align 4
	%91 = add i64 %54, 8
	%92 = inttoptr i64 %91 to ptr
	%93 = load i64, ptr %92, align 8
	%94 = getelementptr inbounds i8, ptr addrspace(1) %81, i64 40
	store i64 %93, ptr addrspace(1) %94, align 8
	%95 = add i64 %54, 16
	%96 = inttoptr i64 %95 to ptr
	%97 = load i64, ptr %96, align 8
	%98 = getelementptr inbounds i8, ptr addrspace(1) %81, i64 48
	store i64 %97, ptr addrspace(1) %98, align 8
	%99 = select i1 %58, i32 u0xFFFFFFFF, i32 %67
	%100 = getelementptr inbounds i8, ptr addrspace(1) %81, i64 56
	store i32 %99, ptr addrspace(1) %100, align 4
	%101 = getelementptr inbounds i8, ptr addrspace(1) %100, i64 4
	store i32 0, ptr addrspace(1) %101, align 4
	%102 = getelementptr inbounds i8, ptr addrspace(1) %100, i64 8
	%103 = icmp eq i32 %67, 0
	br i1 %103, label %strcpy.done.11, label %strcpy.loop.10

printf.drop.8:
	%104 = getelementptr inbounds i8, ptr addrspace(1) %73, i64 12
	%105 = atomicrmw add ptr addrspace(1) %104, i32 1 syncscope("agent") monotonic
	br label %printf.done.9

printf.done.9:
	store i32 3, ptr addrspace(5) %24, align 4
	%106 = load i32, ptr addrspace(5) %24, align 4
	br label %entry.inl1

strcpy.loop.10:
	%107 = phi i32 [ 0, %printf.write.7 ], [ %113, %strcpy.loop.10 ]
	%108 = zext i32 %107 to i64
	%109 = add i64 %57, %108
	%110 = inttoptr i64 %109 to ptr
	%111 = load i8, ptr %110, align 1
	%112 = getelementptr inbounds i8, ptr addrspace(1) %102, i64 %108
	store i8 %111, ptr addrspace(1) %112, align 1
	%113 = add i32 %107, 1
	%114 = icmp ult i32 %113, %67
	br i1 %114, label %strcpy.loop.10, label %strcpy.done.11

strcpy.done.11:
	%115 = zext i32 %67 to i64
	%116 = add i64 %115, 15
	%117 = and i64 %116, -8
	%118 = add i64 56, %117
	br label %printf.done.9

entry.inl1:
	%119 = ptrtoint ptr addrspace(1) @$str$1 to i64
	store i64 %119, ptr addrspace(5) %30, align 8
	store i64 0, ptr addrspace(5) %31, align 8
	%120 = load i64, ptr addrspace(5) %31, align 8
	%121 = load i64, ptr addrspace(4) %__ptxamd_printf, align 4
	%122 = inttoptr i64 %121 to ptr addrspace(1)
	%123 = atomicrmw add ptr addrspace(1) %122, i64 24 syncscope("agent") monotonic
	%124 = getelementptr inbounds i8, ptr addrspace(1) %122, i64 8
	%125 = load i32, ptr addrspace(1) %124, align 4
	%126 = zext i32 %125 to i64
	%127 = add i64 %123, 24
	%128 = icmp ule i64 %127, %126
	br i1 %128, label %printf.write.12, label %printf.drop.13

printf.write.12:
	%129 = getelementptr inbounds i8, ptr addrspace(1) %122, i64 %123
	%130 = getelementptr inbounds i8, ptr addrspace(1) %129, i64 32
	%131 = trunc i64 24 to i32
	store i32 %131, ptr addrspace(1) %130, align 4
	%132 = getelementptr inbounds i8, ptr addrspace(1) %130, i64 4
	store i32 1, ptr addrspace(1) %132, align 4
	%133 = getelementptr inbounds i8, ptr addrspace(1) %130, i64 8
	store i64 4, ptr addrspace(1) %133, align 8
	%134 = getelementptr inbounds i8, ptr addrspace(1) %130, i64 16
	store i32 169961832, ptr addrspace(1) %134, align 4
	br label %printf.done.14

printf.drop.13:
	%135 = getelementptr inbounds i8, ptr addrspace(1) %122, i64 12
	%136 = atomicrmw add ptr addrspace(1) %135, i32 1 syncscope("agent") monotonic
	br label %printf.done.14

printf.done.14:
	store i32 0, ptr addrspace(5) %32, align 4
	br label %ret.inl1

ret.inl1:
	%137 = icmp ult i32 %17, 3
	%138 = xor i1 %137, true
	br i1 %137, label %$L_ok, label %bb1

bb1:
	%139 = ptrtoint ptr addrspace(1) @$str$2 to i64
	%140 = ptrtoint ptr addrspace(1) @$str$3 to i64
	%141 = ptrtoint ptr addrspace(1) @$str$4 to i64
	store i64 %139, ptr addrspace(5) %25, align 8
	store i64 %140, ptr addrspace(5) %26, align 8
	store i32 12, ptr addrspace(5) %27, align 4
	store i64 %141, ptr addrspace(5) %28, align 8
	store i64 1, ptr addrspace(5) %29, align 8
	%142 = load i64, ptr addrspace(5) %25, align 8
	%143 = load i64, ptr addrspace(5) %26, align 8
	%144 = load i32, ptr addrspace(5) %27, align 4
	%145 = load i64, ptr addrspace(5) %28, align 8
	%146 = call i32 @llvm.amdgcn.workgroup.id.x()
	%147 = call i32 @llvm.amdgcn.workgroup.id.y()
	%148 = call i32 @llvm.amdgcn.workgroup.id.z()
	%149 = icmp eq i64 %142, 0
	br i1 %149, label %strlen.done.17, label %strlen.head.15

strlen.head.15:
	%150 = phi i32 [ 0, %bb1 ], [ %156, %strlen.body.16 ]
	%151 = icmp eq i32 %150, 1024
	br i1 %151, label %strlen.done.17, label %strlen.body.16

strlen.body.16:
	%152 = zext i32 %150 to i64
	%153 = add i64 %142, %152
	%154 = inttoptr i64 %153 to ptr
	%155 = load i8, ptr %154, align 1
	%156 = add i32 %150, 1
	%157 = icmp ne i8 %155, 0
	br i1 %157, label %strlen.head.15, label %strlen.done.17

strlen.done.17:
	%158 = phi i32 [ 0, %bb1 ], [ %150, %strlen.head.15 ], [ %150, %strlen.body.16 ]
	%159 = icmp eq i64 %143, 0
	br i1 %159, label %strlen.done.20, label %strlen.head.18

strlen.head.18:
	%160 = phi i32 [ 0, %strlen.done.17 ], [ %166, %strlen.body.19 ]
	%161 = icmp eq i32 %160, 1024
	br i1 %161, label %strlen.done.20, label %strlen.body.19

strlen.body.19:
	%162 = zext i32 %160 to i64
	%163 = add i64 %143, %162
	%164 = inttoptr i64 %163 to ptr
	%165 = load i8, ptr %164, align 1
	%166 = add i32 %160, 1
	%167 = icmp ne i8 %165, 0
	br i1 %167, label %strlen.head.18, label %strlen.done.20

strlen.done.20:
	%168 = phi i32 [ 0, %strlen.done.17 ], [ %160, %strlen.head.18 ], [ %160, %strlen.body.19 ]
	%169 = icmp eq i64 %145, 0
	br i1 %169, label %strlen.done.23, label %strlen.head.21

strlen.head.21:
	%170 = phi i32 [ 0, %strlen.done.20 ], [ %176, %strlen.body.22 ]
	%171 = icmp eq i32 %170, 1024
	br i1 %171, label %strlen.done.23, label %strlen.body.22

strlen.body.22:
	%172 = zext i32 %170 to i64
	%173 = add i64 %145, %172
	%174 = inttoptr i64 %173 to ptr
	%175 = load i8, ptr %174, align 1
	%176 = add i32 %170, 1
	%177 = icmp ne i8 %175, 0
	br i1 %177, label %strlen.head.21, label %strlen.done.23

strlen.done.23:
	%178 = phi i32 [ 0, %strlen.done.20 ], [ %170, %strlen.head.21 ], [ %170, %strlen.body.22 ]
	%179 = zext i32 %158 to i64
	%180 = add i64 %179, 15
	%181 = and i64 %180, -8
	%182 = add i64 40, %181
	%183 = zext i32 %168 to i64
	%184 = add i64 %183, 15
	%185 = and i64 %184, -8
	%186 = add i64 %182, %185
	%187 = zext i32 %178 to i64
	%188 = add i64 %187, 15
	%189 = and i64 %188, -8
	%190 = add i64 %186, %189
	%191 = load i64, ptr addrspace(4) %__ptxamd_printf, align 4
	%192 = inttoptr i64 %191 to ptr addrspace(1)
	%193 = atomicrmw add ptr addrspace(1) %192, i64 %190 syncscope("agent") monotonic
	%194 = getelementptr inbounds i8, ptr addrspace(1) %192, i64 16
	%195 = atomicrmw add ptr addrspace(1) %194, i32 1 syncscope("agent") monotonic
	%196 = getelementptr inbounds i8, ptr addrspace(1) %192, i64 8
	%197 = load i32, ptr addrspace(1) %196, align 4
	%198 = zext i32 %197 to i64
	%199 = add i64 %193, %190
	%200 = icmp ule i64 %199, %198
	br i1 %200, label %printf.write.24, label %printf.drop.25

printf.write.24:
	%201 = getelementptr inbounds i8, ptr addrspace(1) %192, i64 %193
	%202 = getelementptr inbounds i8, ptr addrspace(1) %201, i64 32
	%203 = trunc i64 %190 to i32
	store i32 %203, ptr addrspace(1) %202, align 4
	%204 = getelementptr inbounds i8, ptr addrspace(1) %202, i64 4
	store i32 2, ptr addrspace(1) %204, align 4
	%205 = getelementptr inbounds i8, ptr addrspace(1) %202, i64 8
	store i32 %144, ptr addrspace(1) %205, align 4
	%206 = getelementptr inbounds i8, ptr addrspace(1) %202, i64 12
	store i32 0, ptr addrspace(1) %206, align 4
	%207 = getelementptr inbounds i8, ptr addrspace(1) %202, i64 16
	store i32 %146, ptr addrspace(1) %207, align 4
	%208 = getelementptr inbounds i8, ptr addrspace(1) %202, i64 20
	store i32 %147, ptr addrspace(1) %208, align 4
	%209 = getelementptr inbounds i8, ptr addrspace(1) %202, i64 24
	store i32 %148, ptr addrspace(1) %209, align 4
	%210 = getelementptr inbounds i8, ptr addrspace(1) %202, i64 28
	store i32 %17, ptr addrspace(1) %210, align 4
	%211 = getelementptr inbounds i8, ptr addrspace(1) %202, i64 32
	store i32 %19, ptr addrspace(1) %211, align 4
	%212 = getelementptr inbounds i8, ptr addrspace(1) %202, i64 36
	store i32 %20, ptr addrspace(1) %212, align 4
	%213 = select i1 %149, i32 u0xFFFFFFFF, i32 %158
	%214 = getelementptr inbounds i8, ptr addrspace(1) %202, i64 40
	store i32 %213, ptr addrspace(1) %214, align 4
	%215 = getelementptr inbounds i8, ptr addrspace(1) %214, i64 4
	store i32 0, ptr addrspace(1) %215, align 4
	%216 = getelementptr inbounds i8, ptr addrspace(1) %214, i64 8
	%217 = icmp eq i32 %158, 0
	br i1 %217, label %strcpy.done.28, label %strcpy.loop.27

printf.drop.25:
	%218 = getelementptr inbounds i8, ptr addrspace(1) %192, i64 12
	%219 = atomicrmw add ptr addrspace(1) %218, i32 1 syncscope("agent") monotonic
	br label %printf.done.26

printf.done.26:
	br i1 true, label %assert.end.33, label %assert.cont.34

strcpy.loop.27:
	%220 = phi i32 [ 0, %printf.write.24 ], [ %226, %strcpy.loop.27 ]
	%221 = zext i32 %220 to i64
	%222 = add i64 %142, %221
	%223 = inttoptr i64 %222 to ptr
	%224 = load i8, ptr %223, align 1
	%225 = getelementptr inbounds i8, ptr addrspace(1) %216, i64 %221
	store i8 %224, ptr addrspace(1) %225, align 1
	%226 = add i32 %220, 1
	%227 = icmp ult i32 %226, %158
	br i1 %227, label %strcpy.loop.27, label %strcpy.done.28

strcpy.done.28:
	%228 = zext i32 %158 to i64
	%229 = add i64 %228, 15
	%230 = and i64 %229, -8
	%231 = add i64 40, %230
	%232 = select i1 %159, i32 u0xFFFFFFFF, i32 %168
	%233 = getelementptr inbounds i8, ptr addrspace(1) %202, i64 %231
	store i32 %232, ptr addrspace(1) %233, align 4
	%234 = getelementptr inbounds i8, ptr addrspace(1) %233, i64 4
	store i32 0, ptr addrspace(1) %234, align 4
	%235 = getelementptr inbounds i8, ptr addrspace(1) %233, i64 8
	%236 = icmp eq i32 %168, 0
	br i1 %236, label %strcpy.done.30, label %strcpy.loop.29

strcpy.loop.29:
	%237 = phi i32 [ 0, %strcpy.done.28 ], [ %243, %strcpy.loop.29 ]
	%238 = zext i32 %237 to i64
	%239 = add i64 %143, %238
	%240 = inttoptr i64 %239 to ptr
	%241 = load i8, ptr %240, align 1
	%242 = getelementptr inbounds i8, ptr addrspace(1) %235, i64 %238
	store i8 %241, ptr addrspace(1) %242, align 1
	%243 = add i32 %237, 1
	%244 = icmp ult i32 %243, %168
	br i1 %244, label %strcpy.loop.29, label %strcpy.done.30

strcpy.done.30:
	%245 = zext i32 %168 to i64
	%246 = add i64 %245, 15
	%247 = and i64 %246, -8
	%248 = add i64 %231, %247
	%249 = select i1 %169, i32 u0xFFFFFFFF, i32 %178
	%250 = getelementptr inbounds i8, ptr addrspace(1) %202, i64 %248
	store i32 %249, ptr addrspace(1) %250, align 4
	%251 = getelementptr inbounds i8, ptr addrspace(1) %250, i64 4
	store i32 0, ptr addrspace(1) %251, align 4
	%252 = getelementptr inbounds i8, ptr addrspace(1) %250, i64 8
	%253 = icmp eq i32 %178, 0
	br i1 %253, label %strcpy.done.32, label %strcpy.loop.31

strcpy.loop.31:
	%254 = phi i32 [ 0, %strcpy.done.30 ], [ %260, %strcpy.loop.31 ]
	%255 = zext i32 %254 to i64
	%256 = add i64 %145, %255
	%257 = inttoptr i64 %256 to ptr
	%258 = load i8, ptr %257, align 1
	%259 = getelementptr inbounds i8, ptr addrspace(1) %252, i64 %255
	store i8 %258, ptr addrspace(1) %259, align 1
	%260 = add i32 %254, 1
	%261 = icmp ult i32 %260, %178
	br i1 %261, label %strcpy.loop.31, label %strcpy.done.32

strcpy.done.32:
	%262 = zext i32 %178 to i64
	%263 = add i64 %262, 15
	%264 = and i64 %263, -8
	%265 = add i64 %248, %264
	br label %printf.done.26

assert.end.33:
	call void @llvm.amdgcn.endpgm()
	unreachable

assert.cont.34:
	call void @llvm.trap()
	unreachable

$L_ok:
	%266 = load i64, ptr addrspace(4) %k_param_0, align 8
	%267 = inttoptr i64 %266 to ptr addrspace(1)
	store i32 %106, ptr addrspace(1) %267, align 4
	ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

declare i32 @llvm.amdgcn.workgroup.id.x()

declare i32 @llvm.amdgcn.workgroup.id.y()

declare i32 @llvm.amdgcn.workgroup.id.z()

declare void @llvm.amdgcn.endpgm()

declare void @llvm.trap()

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
