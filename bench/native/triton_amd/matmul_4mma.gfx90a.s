	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul                          ; -- Begin function matmul
	.p2align	8
	.type	matmul,@function
matmul:                                 ; @matmul
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.45:
	.file	1 "/work/main/dist/lead" "triton_kernels.py"
	.loc	1 92 0 prologue_end             ; triton_kernels.py:92:0
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_load_dwordx8 s[8:15], s[4:5], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.46:
.LBB0_0:
.Ltmp1:
	.file	2 "/opt/torch/.venv/lib/python3.12/site-packages/triton/language" "standard.py"
	.loc	2 43 17 is_stmt 1               ; standard.py:43:17 @[ triton_kernels.py:98:23 ]
	s_add_i32 s0, s13, 31
	.loc	2 43 30 is_stmt 0               ; standard.py:43:30 @[ triton_kernels.py:98:23 ]
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 27
	s_add_i32 s0, s0, s1
	s_ashr_i32 s0, s0, 5
.Ltmp2:
	.loc	1 100 22 is_stmt 1              ; triton_kernels.py:100:22
	s_abs_i32 s1, s0
	v_cvt_f32_u32_e32 v1, s1
	s_sub_i32 s18, 0, s1
.Ltmp3:
	.loc	2 43 17                         ; standard.py:43:17 @[ triton_kernels.py:97:23 ]
	s_add_i32 s2, s12, 15
.Ltmp4:
	.loc	1 100 22                        ; triton_kernels.py:100:22
	s_abs_i32 s17, s16
	v_rcp_iflag_f32_e32 v1, v1
.Ltmp5:
	.loc	2 43 30                         ; standard.py:43:30 @[ triton_kernels.py:97:23 ]
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 28
	s_add_i32 s2, s2, s3
.Ltmp6:
	.loc	1 100 22                        ; triton_kernels.py:100:22
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_xor_b32 s3, s16, s0
.Ltmp7:
	.loc	2 43 30                         ; standard.py:43:30 @[ triton_kernels.py:97:23 ]
	s_ashr_i32 s2, s2, 4
.Ltmp8:
	.loc	1 100 22                        ; triton_kernels.py:100:22
	s_ashr_i32 s3, s3, 31
	v_readfirstlane_b32 s19, v1
	s_mul_i32 s18, s18, s19
	s_mul_hi_u32 s18, s19, s18
	s_add_i32 s19, s19, s18
	s_mul_hi_u32 s18, s17, s19
	s_mul_i32 s19, s18, s1
	s_sub_i32 s17, s17, s19
	s_add_i32 s19, s18, 1
	s_sub_i32 s20, s17, s1
	s_cmp_ge_u32 s17, s1
	s_cselect_b32 s18, s19, s18
	s_cselect_b32 s17, s20, s17
	s_add_i32 s19, s18, 1
	s_cmp_ge_u32 s17, s1
	s_cselect_b32 s1, s19, s18
	s_xor_b32 s1, s1, s3
	s_sub_i32 s1, s1, s3
	.loc	1 101 36                        ; triton_kernels.py:101:36
	s_sub_i32 s2, s2, s1
	.loc	1 101 45 is_stmt 0              ; triton_kernels.py:101:45
	s_min_i32 s2, s2, 1
	.loc	1 103 32 is_stmt 1              ; triton_kernels.py:103:32
	s_abs_i32 s3, s2
	v_cvt_f32_u32_e32 v1, s3
	s_sub_i32 s18, 0, s3
	.loc	1 102 29                        ; triton_kernels.py:102:29
	s_mul_i32 s0, s1, s0
	s_sub_i32 s0, s16, s0
	.loc	1 103 32                        ; triton_kernels.py:103:32
	v_rcp_iflag_f32_e32 v1, v1
	s_abs_i32 s17, s0
	s_xor_b32 s16, s0, s2
	s_ashr_i32 s16, s16, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	.loc	1 104 41                        ; triton_kernels.py:104:41
	v_and_b32_e32 v22, 15, v0
	.loc	1 105 41                        ; triton_kernels.py:105:41
	v_and_b32_e32 v21, 48, v0
	v_mov_b32_e32 v2, 0
	.loc	1 103 32                        ; triton_kernels.py:103:32
	v_readfirstlane_b32 s19, v1
	s_mul_i32 s18, s18, s19
	s_mul_hi_u32 s18, s19, s18
	s_add_i32 s19, s19, s18
	s_mul_hi_u32 s18, s17, s19
	s_mul_i32 s19, s18, s3
	s_sub_i32 s17, s17, s19
	s_add_i32 s19, s18, 1
	s_sub_i32 s20, s17, s3
	s_cmp_ge_u32 s17, s3
	s_cselect_b32 s18, s19, s18
	s_cselect_b32 s17, s20, s17
	s_add_i32 s19, s18, 1
	s_cmp_ge_u32 s17, s3
	s_cselect_b32 s3, s19, s18
	s_xor_b32 s3, s3, s16
	s_sub_i32 s3, s3, s16
	.loc	1 102 41                        ; triton_kernels.py:102:41
	s_mul_i32 s2, s3, s2
	s_sub_i32 s0, s0, s2
	.loc	1 102 22 is_stmt 0              ; triton_kernels.py:102:22
	s_add_i32 s0, s0, s1
	.loc	1 105 18 is_stmt 1              ; triton_kernels.py:105:18
	s_lshl_b32 s18, s3, 5
.Ltmp9:
	.loc	2 43 17                         ; standard.py:43:17 @[ triton_kernels.py:110:33 ]
	s_add_i32 s2, s14, 15
.Ltmp10:
	.loc	1 104 28                        ; triton_kernels.py:104:28
	v_lshl_or_b32 v20, s0, 4, v22
	.loc	1 110 22                        ; triton_kernels.py:110:22
	s_cmp_lt_i32 s2, 16
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v1, 0
	s_cbranch_scc1 .LBB0_28
; %bb.1:                                ; %.lr.ph
	.loc	1 105 53                        ; triton_kernels.py:105:53
	s_abs_i32 s17, s13
	v_cvt_f32_u32_e32 v1, s17
	s_load_dwordx2 s[0:1], s[4:5], 0x28
	s_load_dword s3, s[4:5], 0x30
.Ltmp11:
	.loc	2 43 30                         ; standard.py:43:30 @[ triton_kernels.py:110:33 ]
	s_ashr_i32 s16, s2, 31
	s_lshr_b32 s16, s16, 28
.Ltmp12:
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_rcp_iflag_f32_e32 v1, v1
	.loc	1 105 41 is_stmt 0              ; triton_kernels.py:105:41
	v_lshrrev_b32_e32 v23, 4, v21
.Ltmp13:
	.loc	2 43 30 is_stmt 1               ; standard.py:43:30 @[ triton_kernels.py:110:33 ]
	s_add_i32 s2, s2, s16
	s_ashr_i32 s19, s2, 4
.Ltmp14:
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	.loc	1 115 28                        ; triton_kernels.py:115:28
	s_waitcnt lgkmcnt(0)
	s_lshl_b32 s2, s1, 4
	.loc	1 108 35                        ; triton_kernels.py:108:35
	v_mul_lo_u32 v2, s1, v22
	.loc	1 105 41                        ; triton_kernels.py:105:41
	v_or_b32_e32 v4, s18, v23
	.loc	1 105 53 is_stmt 0              ; triton_kernels.py:105:53
	s_ashr_i32 s1, s18, 31
	s_sub_i32 s20, 0, s17
	v_add_u32_e32 v18, s1, v4
	v_mul_lo_u32 v5, s20, v1
	v_add_u32_e32 v4, 28, v18
	v_mul_hi_u32 v5, v1, v5
	v_xor_b32_e32 v4, s1, v4
	v_add_u32_e32 v1, v1, v5
	v_mul_hi_u32 v5, v4, v1
	v_mul_lo_u32 v5, v5, s17
	v_add_u32_e32 v6, 24, v18
	v_sub_u32_e32 v4, v4, v5
	v_xor_b32_e32 v6, s1, v6
	v_subrev_u32_e32 v5, s17, v4
	v_cmp_le_u32_e32 vcc, s17, v4
	v_mul_hi_u32 v7, v6, v1
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_mul_lo_u32 v7, v7, s17
	v_add_u32_e32 v8, 20, v18
	v_subrev_u32_e32 v5, s17, v4
	v_cmp_le_u32_e32 vcc, s17, v4
	v_sub_u32_e32 v6, v6, v7
	v_xor_b32_e32 v8, s1, v8
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_subrev_u32_e32 v7, s17, v6
	v_cmp_le_u32_e32 vcc, s17, v6
	v_mul_hi_u32 v9, v8, v1
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_mul_lo_u32 v9, v9, s17
	v_add_u32_e32 v10, 16, v18
	.loc	1 105 41                        ; triton_kernels.py:105:41
	v_or_b32_e32 v26, 12, v23
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_u32_e32 v7, s17, v6
	v_cmp_le_u32_e32 vcc, s17, v6
	v_sub_u32_e32 v8, v8, v9
	v_xor_b32_e32 v10, s1, v10
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_subrev_u32_e32 v9, s17, v8
	v_cmp_le_u32_e32 vcc, s17, v8
	v_mul_hi_u32 v11, v10, v1
	.loc	1 105 28                        ; triton_kernels.py:105:28
	v_or_b32_e32 v12, s18, v26
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_mul_lo_u32 v11, v11, s17
	v_add_u32_e32 v12, s1, v12
	.loc	1 105 41                        ; triton_kernels.py:105:41
	v_or_b32_e32 v25, 8, v23
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_u32_e32 v9, s17, v8
	v_cmp_le_u32_e32 vcc, s17, v8
	v_sub_u32_e32 v10, v10, v11
	v_xor_b32_e32 v12, s1, v12
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_subrev_u32_e32 v11, s17, v10
	v_cmp_le_u32_e32 vcc, s17, v10
	v_mul_hi_u32 v13, v12, v1
	.loc	1 105 28                        ; triton_kernels.py:105:28
	v_or_b32_e32 v14, s18, v25
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_mul_lo_u32 v13, v13, s17
	v_add_u32_e32 v14, s1, v14
	.loc	1 105 41                        ; triton_kernels.py:105:41
	v_or_b32_e32 v24, 4, v23
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_u32_e32 v11, s17, v10
	v_cmp_le_u32_e32 vcc, s17, v10
	v_sub_u32_e32 v12, v12, v13
	v_xor_b32_e32 v14, s1, v14
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_subrev_u32_e32 v13, s17, v12
	v_cmp_le_u32_e32 vcc, s17, v12
	v_mul_hi_u32 v15, v14, v1
	.loc	1 105 28                        ; triton_kernels.py:105:28
	v_or_b32_e32 v16, s18, v24
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_mul_lo_u32 v15, v15, s17
	v_add_u32_e32 v16, s1, v16
	.loc	1 104 53 is_stmt 1              ; triton_kernels.py:104:53
	s_abs_i32 s20, s12
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_u32_e32 v13, s17, v12
	v_cmp_le_u32_e32 vcc, s17, v12
	v_sub_u32_e32 v14, v14, v15
	v_xor_b32_e32 v16, s1, v16
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_cvt_f32_u32_e32 v19, s20
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_subrev_u32_e32 v15, s17, v14
	v_cmp_le_u32_e32 vcc, s17, v14
	v_mul_hi_u32 v17, v16, v1
	v_cndmask_b32_e32 v14, v14, v15, vcc
	v_mul_lo_u32 v17, v17, s17
	v_subrev_u32_e32 v15, s17, v14
	v_cmp_le_u32_e32 vcc, s17, v14
	v_sub_u32_e32 v16, v16, v17
	v_xor_b32_e32 v18, s1, v18
	v_cndmask_b32_e32 v14, v14, v15, vcc
	v_subrev_u32_e32 v17, s17, v16
	v_cmp_le_u32_e32 vcc, s17, v16
	v_mul_hi_u32 v1, v18, v1
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_rcp_iflag_f32_e32 v27, v19
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v16, v16, v17, vcc
	v_mul_lo_u32 v1, v1, s17
	v_subrev_u32_e32 v17, s17, v16
	v_cmp_le_u32_e32 vcc, s17, v16
	v_sub_u32_e32 v1, v18, v1
	v_cndmask_b32_e32 v16, v16, v17, vcc
	v_subrev_u32_e32 v18, s17, v1
	v_cmp_le_u32_e32 vcc, s17, v1
	v_cndmask_b32_e32 v1, v1, v18, vcc
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_mul_f32_e32 v27, 0x4f7ffffe, v27
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_u32_e32 v18, s17, v1
	v_cmp_le_u32_e32 vcc, s17, v1
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_cvt_u32_f32_e32 v27, v27
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v1, v1, v18, vcc
	v_xor_b32_e32 v4, s1, v4
	v_xor_b32_e32 v6, s1, v6
	v_xor_b32_e32 v8, s1, v8
	v_xor_b32_e32 v10, s1, v10
	v_xor_b32_e32 v12, s1, v12
	v_xor_b32_e32 v14, s1, v14
	v_xor_b32_e32 v16, s1, v16
	v_xor_b32_e32 v1, s1, v1
	v_subrev_u32_e32 v4, s1, v4
	v_subrev_u32_e32 v6, s1, v6
	v_subrev_u32_e32 v8, s1, v8
	v_subrev_u32_e32 v10, s1, v10
	v_subrev_u32_e32 v12, s1, v12
	v_subrev_u32_e32 v14, s1, v14
	v_subrev_u32_e32 v16, s1, v16
	v_subrev_u32_e32 v1, s1, v1
	.loc	1 104 53                        ; triton_kernels.py:104:53
	s_sub_i32 s1, 0, s20
	v_mul_lo_u32 v29, s1, v27
	v_sub_u32_e32 v28, 0, v20
	v_mul_hi_u32 v29, v27, v29
	v_max_i32_e32 v28, v20, v28
	v_add_u32_e32 v27, v27, v29
	v_mul_hi_u32 v27, v28, v27
	v_mul_lo_u32 v27, v27, s20
	v_sub_u32_e32 v27, v28, v27
	v_subrev_u32_e32 v28, s20, v27
	v_cmp_le_u32_e32 vcc, s20, v27
	v_cndmask_b32_e32 v27, v27, v28, vcc
	v_subrev_u32_e32 v28, s20, v27
	v_cmp_le_u32_e32 vcc, s20, v27
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v18, v1, s3
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_ashrrev_i32_e32 v1, 31, v20
	v_cndmask_b32_e32 v27, v27, v28, vcc
	v_xor_b32_e32 v27, v27, v1
	v_sub_u32_e32 v1, v27, v1
	v_lshlrev_b32_e32 v27, 1, v0
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v4, v4, s3
	v_and_b32_e32 v0, 24, v27
	.loc	1 108 21 is_stmt 0              ; triton_kernels.py:108:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 107 35 is_stmt 1              ; triton_kernels.py:107:35
	v_mul_lo_u32 v30, v1, s15
	v_lshrrev_b32_e32 v1, 1, v21
	v_lshl_or_b32 v0, v22, 5, v0
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v6, v6, s3
	v_xor_b32_e32 v41, v0, v1
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_lshlrev_b64 v[0:1], 1, v[2:3]
	v_lshlrev_b64 v[2:3], 1, v[4:5]
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_mov_b32_e32 v28, s9
	v_add_co_u32_e32 v2, vcc, s8, v2
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v8, v8, s3
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_addc_co_u32_e32 v3, vcc, v28, v3, vcc
	v_lshlrev_b64 v[4:5], 1, v[6:7]
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_add_co_u32_e32 v4, vcc, s8, v4
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v10, v10, s3
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_addc_co_u32_e32 v5, vcc, v28, v5, vcc
	v_lshlrev_b64 v[6:7], 1, v[8:9]
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_add_co_u32_e32 v6, vcc, s8, v6
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v12, v12, s3
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_addc_co_u32_e32 v7, vcc, v28, v7, vcc
	v_lshlrev_b64 v[8:9], 1, v[10:11]
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v13, 31, v12
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_add_co_u32_e32 v8, vcc, s8, v8
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v14, v14, s3
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_addc_co_u32_e32 v9, vcc, v28, v9, vcc
	v_lshlrev_b64 v[10:11], 1, v[12:13]
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v15, 31, v14
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_add_co_u32_e32 v10, vcc, s8, v10
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v16, v16, s3
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_addc_co_u32_e32 v11, vcc, v28, v11, vcc
	v_lshlrev_b64 v[12:13], 1, v[14:15]
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_add_co_u32_e32 v12, vcc, s8, v12
	v_addc_co_u32_e32 v13, vcc, v28, v13, vcc
	v_lshlrev_b64 v[14:15], 1, v[16:17]
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_add_co_u32_e32 v14, vcc, s8, v14
	v_addc_co_u32_e32 v15, vcc, v28, v15, vcc
	v_lshlrev_b64 v[16:17], 1, v[18:19]
	v_mul_lo_u32 v18, s0, v26
	v_add_co_u32_e32 v16, vcc, s8, v16
	v_ashrrev_i32_e32 v19, 31, v18
	v_addc_co_u32_e32 v17, vcc, v28, v17, vcc
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	.loc	1 107 21                        ; triton_kernels.py:107:21
	v_ashrrev_i32_e32 v31, 31, v30
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_mov_b32_e32 v42, s7
	v_add_co_u32_e32 v28, vcc, s6, v18
	v_addc_co_u32_e32 v29, vcc, v42, v19, vcc
	v_lshlrev_b64 v[18:19], 1, v[30:31]
	v_mul_lo_u32 v30, s0, v25
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshlrev_b64 v[30:31], 1, v[30:31]
	v_mul_lo_u32 v32, s0, v24
	v_add_co_u32_e32 v30, vcc, s6, v30
	v_ashrrev_i32_e32 v33, 31, v32
	.loc	1 107 61                        ; triton_kernels.py:107:61
	v_mul_lo_u32 v34, s0, v23
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_addc_co_u32_e32 v31, vcc, v42, v31, vcc
	v_lshlrev_b64 v[32:33], 1, v[32:33]
	.loc	1 107 47                        ; triton_kernels.py:107:47
	v_ashrrev_i32_e32 v35, 31, v34
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_add_co_u32_e32 v32, vcc, s6, v32
	.loc	1 114 28                        ; triton_kernels.py:114:28
	s_lshl_b32 s16, s0, 4
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_addc_co_u32_e32 v33, vcc, v42, v33, vcc
	v_lshlrev_b64 v[34:35], 1, v[34:35]
	v_lshlrev_b32_e32 v36, 1, v22
	v_lshl_add_u32 v37, v21, 3, 0
	v_xor_b32_e32 v38, 8, v27
	v_xor_b32_e32 v39, 16, v27
	v_xor_b32_e32 v40, 24, v27
	s_ashr_i32 s17, s16, 31
	s_ashr_i32 s3, s2, 31
	v_add_co_u32_e32 v34, vcc, s6, v34
	s_lshl_b64 s[2:3], s[2:3], 1
	s_lshl_b64 s[8:9], s[16:17], 1
	v_addc_co_u32_e32 v35, vcc, v42, v35, vcc
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
	v_add_u32_e32 v36, v37, v36
	v_add_u32_e32 v37, 0, v38
	v_add_u32_e32 v38, 0, v39
	v_add_u32_e32 v39, 0, v40
	v_add_u32_e32 v40, 0, v41
	s_mov_b32 s15, 0x5040100
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 22 is_stmt 0                ; triton_kernels.py:0:22
	s_or_b64 exec, exec, s[0:1]
	.loc	1 111 20 is_stmt 1              ; triton_kernels.py:111:20
	v_add_u32_e32 v53, 0, v27
	s_waitcnt vmcnt(0) lgkmcnt(0)
	; wave barrier
	ds_write_b16 v53, v41
	ds_write_b16 v53, v43 offset:128
	ds_write_b16 v53, v42 offset:256
	ds_write_b16 v53, v45 offset:384
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read_u16 v41, v36
	ds_read_u16 v42, v36 offset:32
	ds_read_u16 v43, v36 offset:64
	ds_read_u16 v54, v36 offset:96
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_write_b16 v53, v44
	ds_write_b16 v53, v49 offset:512
	ds_write_b16 v37, v47 offset:128
	ds_write_b16 v37, v51 offset:640
	ds_write_b16 v38, v46 offset:256
	ds_write_b16 v38, v50 offset:768
	ds_write_b16 v39, v48 offset:384
	ds_write_b16 v39, v52 offset:896
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read2st64_b64 v[44:47], v40 offset1:1
	.loc	1 113 27                        ; triton_kernels.py:113:27
	v_perm_b32 v49, v54, v43, s15
	v_perm_b32 v48, v42, v41, s15
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_add_co_u32_e32 v2, vcc, s2, v2
	.loc	1 113 27                        ; triton_kernels.py:113:27
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16f16 a[0:3], v[44:45], v[48:49], a[0:3]
	.loc	1 110 22                        ; triton_kernels.py:110:22
	s_add_i32 s19, s19, -1
	s_add_i32 s14, s14, -16
	s_cmp_lg_u32 s19, 0
	.loc	1 113 27                        ; triton_kernels.py:113:27
	v_mfma_f32_16x16x16f16 a[4:7], v[46:47], v[48:49], a[4:7]
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_mov_b32_e32 v49, s3
	v_addc_co_u32_e32 v3, vcc, v3, v49, vcc
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v5, v49, vcc
	v_add_co_u32_e32 v6, vcc, s2, v6
	v_addc_co_u32_e32 v7, vcc, v7, v49, vcc
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v9, v49, vcc
	v_add_co_u32_e32 v10, vcc, s2, v10
	v_addc_co_u32_e32 v11, vcc, v11, v49, vcc
	v_add_co_u32_e32 v12, vcc, s2, v12
	v_addc_co_u32_e32 v13, vcc, v13, v49, vcc
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_addc_co_u32_e32 v15, vcc, v15, v49, vcc
	v_add_co_u32_e32 v16, vcc, s2, v16
	v_addc_co_u32_e32 v17, vcc, v17, v49, vcc
	v_mov_b32_e32 v49, s9
	v_add_co_u32_e32 v18, vcc, s8, v18
	v_addc_co_u32_e32 v19, vcc, v19, v49, vcc
	s_cbranch_scc0 .LBB0_27
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmp_gt_i32_e32 vcc, s14, v23
	v_mov_b32_e32 v41, 0
	.loc	1 111 20 is_stmt 0              ; triton_kernels.py:111:20
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32_e32 v42, vcc, v34, v18
	v_addc_co_u32_e32 v43, vcc, v35, v19, vcc
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_ushort v41, v[42:43], off
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmp_gt_i32_e32 vcc, s14, v24
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_7
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32_e32 v44, vcc, v32, v18
	v_addc_co_u32_e32 v45, vcc, v33, v19, vcc
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_ushort v43, v[44:45], off
.LBB0_7:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmp_gt_i32_e32 vcc, s14, v25
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32_e32 v44, vcc, v30, v18
	v_addc_co_u32_e32 v45, vcc, v31, v19, vcc
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_ushort v42, v[44:45], off
.LBB0_9:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmp_gt_i32_e32 vcc, s14, v26
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_11
; %bb.10:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32_e32 v46, vcc, v28, v18
	v_addc_co_u32_e32 v47, vcc, v29, v19, vcc
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_ushort v45, v[46:47], off
.LBB0_11:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[0:1]
	.loc	1 112 47 is_stmt 1              ; triton_kernels.py:112:47
	v_cmp_gt_i32_e32 vcc, s14, v22
	.loc	1 112 20 is_stmt 0              ; triton_kernels.py:112:20
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32_e64 v46, s[0:1], v16, v0
	v_addc_co_u32_e64 v47, s[0:1], v17, v1, s[0:1]
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_ushort v44, v[46:47], off
.LBB0_13:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32_e64 v48, s[0:1], v14, v0
	v_addc_co_u32_e64 v49, s[0:1], v15, v1, s[0:1]
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_ushort v47, v[48:49], off
.LBB0_15:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[6:7]
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_17
; %bb.16:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32_e64 v48, s[0:1], v12, v0
	v_addc_co_u32_e64 v49, s[0:1], v13, v1, s[0:1]
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_ushort v46, v[48:49], off
.LBB0_17:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_19
; %bb.18:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32_e64 v50, s[0:1], v10, v0
	v_addc_co_u32_e64 v51, s[0:1], v11, v1, s[0:1]
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_ushort v48, v[50:51], off
.LBB0_19:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[6:7]
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_21
; %bb.20:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32_e64 v50, s[0:1], v8, v0
	v_addc_co_u32_e64 v51, s[0:1], v9, v1, s[0:1]
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_ushort v49, v[50:51], off
.LBB0_21:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execnz .LBB0_24
; %bb.22:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[6:7]
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execnz .LBB0_25
.LBB0_23:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v52, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
	s_branch .LBB0_26
.LBB0_24:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32_e64 v52, s[0:1], v6, v0
	v_addc_co_u32_e64 v53, s[0:1], v7, v1, s[0:1]
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_ushort v51, v[52:53], off
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_23
.LBB0_25:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32_e64 v52, s[0:1], v4, v0
	v_addc_co_u32_e64 v53, s[0:1], v5, v1, s[0:1]
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_ushort v50, v[52:53], off
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v52, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
.LBB0_26:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32_e32 v52, vcc, v2, v0
	v_addc_co_u32_e32 v53, vcc, v3, v1, vcc
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_ushort v52, v[52:53], off
	s_branch .LBB0_2
.LBB0_27:                               ; %._crit_edge.loopexit
	.loc	1 0 0 is_stmt 0                 ; triton_kernels.py:0
	v_accvgpr_read_b32 v41, a0
	v_accvgpr_read_b32 v42, a1
	v_accvgpr_read_b32 v43, a2
	v_accvgpr_read_b32 v44, a3
	v_accvgpr_read_b32 v45, a4
	v_accvgpr_read_b32 v46, a5
	v_accvgpr_read_b32 v47, a6
	v_accvgpr_read_b32 v48, a7
	.loc	1 118 79 is_stmt 1              ; triton_kernels.py:118:79
	v_cvt_f16_f32_e32 v11, v42
	v_cvt_f16_f32_e32 v10, v43
	v_cvt_f16_f32_e32 v9, v44
	v_cvt_f16_f32_e32 v8, v45
	v_cvt_f16_f32_e32 v4, v46
	v_cvt_f16_f32_e32 v3, v47
	v_cvt_f16_f32_e32 v2, v48
	v_cvt_f16_f32_e32 v1, v41
.LBB0_28:                               ; %Flow
	.loc	1 0 79 is_stmt 0                ; triton_kernels.py:0:79
	s_load_dwordx2 s[2:3], s[4:5], 0x34
	.loc	1 105 41 is_stmt 1              ; triton_kernels.py:105:41
	v_lshrrev_b32_e32 v0, 2, v21
	.loc	1 105 28 is_stmt 0              ; triton_kernels.py:105:28
	v_or_b32_e32 v7, s18, v0
	.loc	1 119 33 is_stmt 1              ; triton_kernels.py:119:33
	v_cmp_gt_i32_e32 vcc, s12, v20
	.loc	1 119 53 is_stmt 0              ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s[0:1], s13, v7
	.loc	1 118 35 is_stmt 1              ; triton_kernels.py:118:35
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v12, v20, s2
	.loc	1 118 21 is_stmt 0              ; triton_kernels.py:118:21
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 1, v[12:13]
	.loc	1 119 39 is_stmt 1              ; triton_kernels.py:119:39
	s_and_b64 s[6:7], vcc, s[0:1]
	.loc	1 118 21                        ; triton_kernels.py:118:21
	v_mov_b32_e32 v0, s11
	v_add_co_u32_e64 v5, s[0:1], s10, v12
	v_addc_co_u32_e64 v6, s[0:1], v0, v13, s[0:1]
	.loc	1 118 72 is_stmt 0              ; triton_kernels.py:118:72
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_30
; %bb.29:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	v_mul_lo_u32 v12, v7, s3
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 1, v[12:13]
	v_add_co_u32_e64 v12, s[0:1], v5, v12
	v_addc_co_u32_e64 v13, s[0:1], v6, v13, s[0:1]
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_short v[12:13], v1, off
.LBB0_30:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b64 exec, exec, s[4:5]
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v0, 1, v7
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s[0:1], s13, v0
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 118 61 is_stmt 1              ; triton_kernels.py:118:61
	v_mul_lo_u32 v0, s3, v0
	.loc	1 118 72 is_stmt 0              ; triton_kernels.py:118:72
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_32
; %bb.31:
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[12:13], 1, v[0:1]
	v_add_co_u32_e64 v12, s[0:1], v5, v12
	v_addc_co_u32_e64 v13, s[0:1], v6, v13, s[0:1]
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_short v[12:13], v11, off
.LBB0_32:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b64 exec, exec, s[4:5]
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v1, 2, v7
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 118 61 is_stmt 1              ; triton_kernels.py:118:61
	v_add_u32_e32 v0, s3, v0
	.loc	1 118 72 is_stmt 0              ; triton_kernels.py:118:72
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_34
; %bb.33:
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[12:13], 1, v[0:1]
	v_add_co_u32_e64 v12, s[0:1], v5, v12
	v_addc_co_u32_e64 v13, s[0:1], v6, v13, s[0:1]
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_short v[12:13], v10, off
.LBB0_34:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b64 exec, exec, s[4:5]
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v1, 3, v7
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 118 61 is_stmt 1              ; triton_kernels.py:118:61
	v_add_u32_e32 v0, s3, v0
	.loc	1 118 72 is_stmt 0              ; triton_kernels.py:118:72
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_36
; %bb.35:
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[10:11], 1, v[0:1]
	v_add_co_u32_e64 v10, s[0:1], v5, v10
	v_addc_co_u32_e64 v11, s[0:1], v6, v11, s[0:1]
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_short v[10:11], v9, off
.LBB0_36:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b64 exec, exec, s[4:5]
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v1, 16, v7
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 118 61 is_stmt 1              ; triton_kernels.py:118:61
	v_mad_u64_u32 v[0:1], s[4:5], s3, 13, v[0:1]
	.loc	1 118 72 is_stmt 0              ; triton_kernels.py:118:72
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_38
; %bb.37:
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[10:11], 1, v[0:1]
	v_add_co_u32_e64 v10, s[0:1], v5, v10
	v_addc_co_u32_e64 v11, s[0:1], v6, v11, s[0:1]
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_short v[10:11], v8, off
.LBB0_38:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b64 exec, exec, s[4:5]
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v1, 17, v7
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 118 61 is_stmt 1              ; triton_kernels.py:118:61
	v_add_u32_e32 v0, s3, v0
	.loc	1 118 72 is_stmt 0              ; triton_kernels.py:118:72
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_40
; %bb.39:
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[8:9], 1, v[0:1]
	v_add_co_u32_e64 v8, s[0:1], v5, v8
	v_addc_co_u32_e64 v9, s[0:1], v6, v9, s[0:1]
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_short v[8:9], v4, off
.LBB0_40:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b64 exec, exec, s[4:5]
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v1, 18, v7
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 118 61 is_stmt 1              ; triton_kernels.py:118:61
	v_add_u32_e32 v0, s3, v0
	.loc	1 118 72 is_stmt 0              ; triton_kernels.py:118:72
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_42
; %bb.41:
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[8:9], 1, v[0:1]
	v_add_co_u32_e64 v8, s[0:1], v5, v8
	v_addc_co_u32_e64 v9, s[0:1], v6, v9, s[0:1]
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_short v[8:9], v3, off
.LBB0_42:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b64 exec, exec, s[4:5]
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v1, 19, v7
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s[0:1], s13, v1
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_44
; %bb.43:
	.loc	1 118 61 is_stmt 0              ; triton_kernels.py:118:61
	v_add_u32_e32 v0, s3, v0
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_short v[0:1], v2, off
.LBB0_44:
	.loc	1 118 4                         ; triton_kernels.py:118:4
	s_endpgm
.Ltmp15:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 10
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 21
		.amdhsa_accum_offset 56
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	matmul, .Lfunc_end0-matmul
	.cfi_endproc
                                        ; -- End function
	.set matmul.num_vgpr, 55
	.set matmul.num_agpr, 8
	.set matmul.numbered_sgpr, 21
	.set matmul.num_named_barrier, 0
	.set matmul.private_seg_size, 0
	.set matmul.uses_vcc, 1
	.set matmul.uses_flat_scratch, 0
	.set matmul.has_dyn_sized_stack, 0
	.set matmul.has_recursion, 0
	.set matmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3356
; TotalNumSgprs: 25
; NumVgprs: 55
; NumAgprs: 8
; TotalNumVgprs: 64
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 25
; NumVGPRsForWavesPerEU: 64
; AccumOffset: 56
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 13
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.text
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	14                              ; DW_FORM_strp
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	14                              ; DW_FORM_strp
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	32                              ; DW_AT_inline
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x64 DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; Abbrev [2] 0x2a:0x6 DW_TAG_subprogram
	.long	.Linfo_string3                  ; DW_AT_name
	.byte	1                               ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x30:0x3e DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x14 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.quad	.Ltmp1                          ; DW_AT_low_pc
	.long	.Ltmp2-.Ltmp1                   ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	98                              ; DW_AT_call_line
	.byte	23                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x55:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	97                              ; DW_AT_call_line
	.byte	23                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x61:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	110                             ; DW_AT_call_line
	.byte	33                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0
.Linfo_string1:
	.asciz	"triton_kernels.py"             ; string offset=7
.Linfo_string2:
	.asciz	"/work/main/dist/lead"          ; string offset=25
.Linfo_string3:
	.asciz	"matmul"                        ; string offset=46
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     8
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 64
    .name:           matmul
    .private_segment_fixed_size: 0
    .sgpr_count:     25
    .sgpr_spill_count: 0
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
