	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
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
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
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
	s_add_i32 s17, s9, 31
	.loc	2 43 30 is_stmt 0               ; standard.py:43:30 @[ triton_kernels.py:98:23 ]
	s_ashr_i32 s18, s17, 31
	s_lshr_b32 s18, s18, 27
	s_add_i32 s17, s17, s18
	s_ashr_i32 s17, s17, 5
.Ltmp2:
	.loc	1 100 22 is_stmt 1              ; triton_kernels.py:100:22
	s_abs_i32 s18, s17
	v_cvt_f32_u32_e32 v1, s18
	s_sub_i32 s22, 0, s18
.Ltmp3:
	.loc	2 43 17                         ; standard.py:43:17 @[ triton_kernels.py:97:23 ]
	s_add_i32 s19, s8, 15
.Ltmp4:
	.loc	1 100 22                        ; triton_kernels.py:100:22
	s_abs_i32 s21, s16
	v_rcp_iflag_f32_e32 v1, v1
.Ltmp5:
	.loc	2 43 30                         ; standard.py:43:30 @[ triton_kernels.py:97:23 ]
	s_ashr_i32 s20, s19, 31
	s_lshr_b32 s20, s20, 28
	s_add_i32 s19, s19, s20
.Ltmp6:
	.loc	1 100 22                        ; triton_kernels.py:100:22
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_xor_b32 s20, s16, s17
.Ltmp7:
	.loc	2 43 30                         ; standard.py:43:30 @[ triton_kernels.py:97:23 ]
	s_ashr_i32 s19, s19, 4
.Ltmp8:
	.loc	1 100 22                        ; triton_kernels.py:100:22
	s_ashr_i32 s20, s20, 31
	v_readfirstlane_b32 s23, v1
	s_mul_i32 s22, s22, s23
	s_mul_hi_u32 s22, s23, s22
	s_add_i32 s23, s23, s22
	s_mul_hi_u32 s22, s21, s23
	s_mul_i32 s23, s22, s18
	s_sub_i32 s21, s21, s23
	s_add_i32 s23, s22, 1
	s_sub_i32 s24, s21, s18
	s_cmp_ge_u32 s21, s18
	s_cselect_b32 s22, s23, s22
	s_cselect_b32 s21, s24, s21
	s_add_i32 s23, s22, 1
	s_cmp_ge_u32 s21, s18
	s_cselect_b32 s18, s23, s22
	s_xor_b32 s18, s18, s20
	s_sub_i32 s18, s18, s20
	.loc	1 101 36                        ; triton_kernels.py:101:36
	s_sub_i32 s19, s19, s18
	.loc	1 101 45 is_stmt 0              ; triton_kernels.py:101:45
	s_min_i32 s19, s19, 1
	.loc	1 103 32 is_stmt 1              ; triton_kernels.py:103:32
	s_abs_i32 s20, s19
	v_cvt_f32_u32_e32 v1, s20
	s_sub_i32 s22, 0, s20
	.loc	1 102 29                        ; triton_kernels.py:102:29
	s_mul_i32 s17, s18, s17
	s_sub_i32 s16, s16, s17
	.loc	1 103 32                        ; triton_kernels.py:103:32
	v_rcp_iflag_f32_e32 v1, v1
	s_abs_i32 s21, s16
	s_xor_b32 s17, s16, s19
	s_ashr_i32 s17, s17, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	.loc	1 104 41                        ; triton_kernels.py:104:41
	v_and_b32_e32 v33, 15, v0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	.loc	1 103 32                        ; triton_kernels.py:103:32
	v_readfirstlane_b32 s23, v1
	s_mul_i32 s22, s22, s23
	s_mul_hi_u32 s22, s23, s22
	s_add_i32 s23, s23, s22
	s_mul_hi_u32 s22, s21, s23
	s_mul_i32 s23, s22, s20
	s_sub_i32 s21, s21, s23
	s_add_i32 s23, s22, 1
	s_sub_i32 s24, s21, s20
	s_cmp_ge_u32 s21, s20
	s_cselect_b32 s22, s23, s22
	s_cselect_b32 s21, s24, s21
	s_add_i32 s23, s22, 1
	s_cmp_ge_u32 s21, s20
	s_cselect_b32 s20, s23, s22
	s_xor_b32 s20, s20, s17
	s_sub_i32 s17, s20, s17
	.loc	1 102 41                        ; triton_kernels.py:102:41
	s_mul_i32 s19, s17, s19
	s_sub_i32 s16, s16, s19
	.loc	1 102 22 is_stmt 0              ; triton_kernels.py:102:22
	s_add_i32 s16, s16, s18
	.loc	1 105 41 is_stmt 1              ; triton_kernels.py:105:41
	v_and_b32_e32 v1, 48, v0
	.loc	1 104 28                        ; triton_kernels.py:104:28
	v_lshl_or_b32 v31, s16, 4, v33
	.loc	1 105 18                        ; triton_kernels.py:105:18
	s_lshl_b32 s20, s17, 5
	.loc	1 105 41 is_stmt 0              ; triton_kernels.py:105:41
	v_lshrrev_b32_e32 v32, 2, v1
.Ltmp9:
	.loc	2 43 17 is_stmt 1               ; standard.py:43:17 @[ triton_kernels.py:110:33 ]
	s_add_i32 s16, s10, 15
.Ltmp10:
	.loc	1 105 41                        ; triton_kernels.py:105:41
	v_or_b32_e32 v30, 1, v32
	v_or_b32_e32 v29, 2, v32
	v_or_b32_e32 v28, 3, v32
	.loc	1 110 22                        ; triton_kernels.py:110:22
	s_cmp_lt_i32 s16, 16
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	s_cbranch_scc1 .LBB0_28
; %bb.1:                                ; %.lr.ph
.Ltmp11:
	.loc	2 43 30                         ; standard.py:43:30 @[ triton_kernels.py:110:33 ]
	s_ashr_i32 s17, s16, 31
	s_lshr_b32 s17, s17, 28
	s_add_i32 s16, s16, s17
.Ltmp12:
	.loc	1 105 53                        ; triton_kernels.py:105:53
	s_abs_i32 s17, s9
	v_cvt_f32_u32_e32 v2, s17
	.loc	1 105 41 is_stmt 0              ; triton_kernels.py:105:41
	v_lshrrev_b32_e32 v3, 4, v1
.Ltmp13:
	.loc	2 43 30 is_stmt 1               ; standard.py:43:30 @[ triton_kernels.py:110:33 ]
	s_ashr_i32 s21, s16, 4
.Ltmp14:
	.loc	1 115 28                        ; triton_kernels.py:115:28
	s_lshl_b32 s16, s13, 4
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_rcp_iflag_f32_e32 v2, v2
	.loc	1 108 35                        ; triton_kernels.py:108:35
	v_mul_lo_u32 v10, s13, v33
	.loc	1 105 41                        ; triton_kernels.py:105:41
	v_or_b32_e32 v3, s20, v3
	.loc	1 105 53 is_stmt 0              ; triton_kernels.py:105:53
	s_ashr_i32 s13, s20, 31
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_sub_i32 s19, 0, s17
	v_add_u32_e32 v3, s13, v3
	v_add_u32_e32 v4, 28, v3
	v_mul_lo_u32 v5, s19, v2
	v_mul_hi_u32 v5, v2, v5
	v_xor_b32_e32 v4, s13, v4
	v_add_u32_e32 v2, v2, v5
	v_mul_hi_u32 v5, v4, v2
	v_mul_lo_u32 v5, v5, s17
	v_sub_u32_e32 v4, v4, v5
	v_subrev_u32_e32 v5, s17, v4
	v_cmp_le_u32_e32 vcc, s17, v4
	.loc	1 104 53 is_stmt 1              ; triton_kernels.py:104:53
	s_abs_i32 s19, s8
	v_lshlrev_b32_e32 v34, 1, v0
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_subrev_u32_e32 v5, s17, v4
	v_cmp_le_u32_e32 vcc, s17, v4
	v_and_b32_e32 v0, 24, v34
	v_lshrrev_b32_e32 v1, 1, v1
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_xor_b32_e32 v4, s13, v4
	v_subrev_u32_e32 v4, s13, v4
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v12, v4, s14
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_add_u32_e32 v4, 24, v3
	v_xor_b32_e32 v4, s13, v4
	v_mul_hi_u32 v5, v4, v2
	v_mul_lo_u32 v5, v5, s17
	v_sub_u32_e32 v4, v4, v5
	v_subrev_u32_e32 v5, s17, v4
	v_cmp_le_u32_e32 vcc, s17, v4
	v_xor_b32_e32 v35, v0, v1
	.loc	1 107 61                        ; triton_kernels.py:107:61
	v_mul_lo_u32 v8, s12, v32
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_subrev_u32_e32 v5, s17, v4
	v_cmp_le_u32_e32 vcc, s17, v4
	.loc	1 114 28                        ; triton_kernels.py:114:28
	s_lshl_b32 s18, s12, 4
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_add_u32_e32 v6, s12, v8
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_xor_b32_e32 v4, s13, v4
	v_subrev_u32_e32 v4, s13, v4
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v14, v4, s14
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_add_u32_e32 v4, 20, v3
	v_xor_b32_e32 v4, s13, v4
	v_mul_hi_u32 v5, v4, v2
	v_mul_lo_u32 v5, v5, s17
	v_sub_u32_e32 v4, v4, v5
	v_subrev_u32_e32 v5, s17, v4
	v_cmp_le_u32_e32 vcc, s17, v4
	.loc	1 108 21                        ; triton_kernels.py:108:21
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 108 47 is_stmt 0              ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v13, 31, v12
	.loc	1 105 53 is_stmt 1              ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_subrev_u32_e32 v5, s17, v4
	v_cmp_le_u32_e32 vcc, s17, v4
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v15, 31, v14
	.loc	1 107 47                        ; triton_kernels.py:107:47
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_xor_b32_e32 v4, s13, v4
	v_subrev_u32_e32 v4, s13, v4
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v16, v4, s14
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_add_u32_e32 v4, 16, v3
	v_xor_b32_e32 v4, s13, v4
	v_mul_hi_u32 v5, v4, v2
	v_mul_lo_u32 v5, v5, s17
	v_sub_u32_e32 v4, v4, v5
	v_subrev_u32_e32 v5, s17, v4
	v_cmp_le_u32_e32 vcc, s17, v4
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v17, 31, v16
	v_xor_b32_e32 v37, 8, v34
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_subrev_u32_e32 v5, s17, v4
	v_cmp_le_u32_e32 vcc, s17, v4
	v_xor_b32_e32 v38, 16, v34
	v_xor_b32_e32 v39, 24, v34
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_xor_b32_e32 v4, s13, v4
	v_subrev_u32_e32 v4, s13, v4
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v18, v4, s14
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_add_u32_e32 v4, 12, v3
	v_xor_b32_e32 v4, s13, v4
	v_mul_hi_u32 v5, v4, v2
	v_mul_lo_u32 v5, v5, s17
	v_sub_u32_e32 v4, v4, v5
	v_subrev_u32_e32 v5, s17, v4
	v_cmp_le_u32_e32 vcc, s17, v4
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_subrev_u32_e32 v5, s17, v4
	v_cmp_le_u32_e32 vcc, s17, v4
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	v_lshlrev_b64 v[8:9], 1, v[8:9]
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_xor_b32_e32 v4, s13, v4
	v_subrev_u32_e32 v4, s13, v4
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v20, v4, s14
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_add_u32_e32 v4, 8, v3
	v_xor_b32_e32 v4, s13, v4
	v_mul_hi_u32 v5, v4, v2
	v_mul_lo_u32 v5, v5, s17
	v_sub_u32_e32 v4, v4, v5
	v_subrev_u32_e32 v5, s17, v4
	v_cmp_le_u32_e32 vcc, s17, v4
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v21, 31, v20
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_subrev_u32_e32 v5, s17, v4
	v_cmp_le_u32_e32 vcc, s17, v4
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[4:5]
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[4:5]
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_xor_b32_e32 v4, s13, v4
	v_subrev_u32_e32 v4, s13, v4
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v22, v4, s14
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_add_u32_e32 v4, 4, v3
	v_xor_b32_e32 v4, s13, v4
	v_mul_hi_u32 v5, v4, v2
	v_mul_lo_u32 v5, v5, s17
	v_sub_u32_e32 v4, v4, v5
	v_subrev_u32_e32 v5, s17, v4
	v_cmp_le_u32_e32 vcc, s17, v4
	v_xor_b32_e32 v3, s13, v3
	v_mul_hi_u32 v2, v3, v2
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_subrev_u32_e32 v5, s17, v4
	v_cmp_le_u32_e32 vcc, s17, v4
	v_mul_lo_u32 v2, v2, s17
	v_sub_u32_e32 v2, v3, v2
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_xor_b32_e32 v4, s13, v4
	v_subrev_u32_e32 v4, s13, v4
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v24, v4, s14
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_cvt_f32_u32_e32 v4, s19
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_u32_e32 v3, s17, v2
	v_cmp_le_u32_e32 vcc, s17, v2
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v25, 31, v24
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_subrev_u32_e32 v3, s17, v2
	v_cmp_le_u32_e32 vcc, s17, v2
	s_ashr_i32 s17, s16, 31
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[4:5]
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v2, v2, v3, vcc
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_rcp_iflag_f32_e32 v3, v4
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_xor_b32_e32 v2, s13, v2
	v_subrev_u32_e32 v2, s13, v2
	.loc	1 104 53                        ; triton_kernels.py:104:53
	s_sub_i32 s13, 0, s19
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_sub_u32_e32 v4, 0, v31
	v_max_i32_e32 v4, v31, v4
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v26, v2, s14
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_mul_lo_u32 v5, s13, v3
	v_mul_hi_u32 v5, v3, v5
	v_add_u32_e32 v3, v3, v5
	v_mul_hi_u32 v3, v4, v3
	v_mul_lo_u32 v3, v3, s19
	v_sub_u32_e32 v3, v4, v3
	v_subrev_u32_e32 v4, s19, v3
	v_cmp_le_u32_e32 vcc, s19, v3
	v_ashrrev_i32_e32 v2, 31, v31
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v27, 31, v26
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_subrev_u32_e32 v4, s19, v3
	v_cmp_le_u32_e32 vcc, s19, v3
	s_ashr_i32 s19, s18, 31
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[4:5]
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_lshlrev_b32_e32 v4, 5, v33
	v_xor_b32_e32 v3, v3, v2
	v_or_b32_e32 v0, v4, v0
	v_sub_u32_e32 v2, v3, v2
	v_add_u32_e32 v36, 0, v4
	v_xor_b32_e32 v40, v0, v1
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_add_u32_e32 v0, 3, v32
	v_add_u32_e32 v4, 2, v32
	.loc	1 107 35                        ; triton_kernels.py:107:35
	v_mul_lo_u32 v2, v2, s11
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_mul_lo_u32 v0, s12, v0
	v_mul_lo_u32 v4, s12, v4
	.loc	1 107 21                        ; triton_kernels.py:107:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_ashrrev_i32_e32 v1, 31, v0
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 107 21                        ; triton_kernels.py:107:21
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[2:3]
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_lshl_b64 s[2:3], s[18:19], 1
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	s_lshl_b64 s[12:13], s[16:17], 1
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[4:5]
	v_lshl_add_u64 v[22:23], v[22:23], 1, s[4:5]
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[4:5]
	v_lshl_add_u64 v[26:27], v[26:27], 1, s[4:5]
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
	s_mov_b32 s11, 0x5040100
	v_add_u32_e32 v35, v36, v35
	v_add_u32_e32 v36, 0, v37
	v_add_u32_e32 v37, 0, v38
	v_add_u32_e32 v38, 0, v39
	v_add_u32_e32 v39, 0, v40
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 22 is_stmt 0                ; triton_kernels.py:0:22
	s_or_b64 exec, exec, s[4:5]
	.loc	1 111 20 is_stmt 1              ; triton_kernels.py:111:20
	s_waitcnt vmcnt(0)
	v_perm_b32 v43, v43, v42, s11
	v_perm_b32 v42, v41, v40, s11
	.loc	1 112 20                        ; triton_kernels.py:112:20
	v_add_u32_e32 v40, 0, v34
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_write_b64 v35, v[42:43]
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read_b64 v[52:53], v35
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_write_b16 v40, v44
	ds_write_b16 v40, v48 offset:512
	ds_write_b16 v36, v46 offset:128
	ds_write_b16 v36, v50 offset:640
	ds_write_b16 v37, v45 offset:256
	ds_write_b16 v37, v49 offset:768
	ds_write_b16 v38, v47 offset:384
	ds_write_b16 v38, v51 offset:896
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read2st64_b64 v[42:45], v39 offset1:1
	.loc	1 113 27                        ; triton_kernels.py:113:27
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 a[0:3], v[42:43], v[52:53], a[0:3]
	.loc	1 110 22                        ; triton_kernels.py:110:22
	s_add_i32 s21, s21, -1
	s_add_i32 s10, s10, -16
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[2:3]
	.loc	1 113 27                        ; triton_kernels.py:113:27
	v_mfma_f32_16x16x16_f16 a[4:7], v[44:45], v[52:53], a[4:7]
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_lshl_add_u64 v[12:13], v[12:13], 0, s[12:13]
	v_lshl_add_u64 v[14:15], v[14:15], 0, s[12:13]
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[12:13]
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[12:13]
	v_lshl_add_u64 v[20:21], v[20:21], 0, s[12:13]
	v_lshl_add_u64 v[22:23], v[22:23], 0, s[12:13]
	v_lshl_add_u64 v[24:25], v[24:25], 0, s[12:13]
	s_cmp_lg_u32 s21, 0
	v_lshl_add_u64 v[26:27], v[26:27], 0, s[12:13]
	s_cbranch_scc0 .LBB0_27
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmp_gt_i32_e32 vcc, s10, v32
	v_mov_b32_e32 v40, 0
	.loc	1 111 20 is_stmt 0              ; triton_kernels.py:111:20
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_lshl_add_u64 v[40:41], v[2:3], 0, v[8:9]
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_ushort v40, v[40:41], off
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[4:5]
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmp_gt_i32_e32 vcc, s10, v30
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v41, 0
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_7
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_lshl_add_u64 v[44:45], v[2:3], 0, v[6:7]
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_ushort v41, v[44:45], off
.LBB0_7:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[4:5]
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmp_gt_i32_e32 vcc, s10, v29
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_lshl_add_u64 v[42:43], v[2:3], 0, v[4:5]
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_ushort v42, v[42:43], off
.LBB0_9:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[4:5]
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmp_gt_i32_e32 vcc, s10, v28
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v43, 0
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_11
; %bb.10:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_lshl_add_u64 v[46:47], v[2:3], 0, v[0:1]
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_ushort v43, v[46:47], off
.LBB0_11:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[4:5]
	.loc	1 112 47 is_stmt 1              ; triton_kernels.py:112:47
	v_cmp_gt_i32_e32 vcc, s10, v33
	.loc	1 112 20 is_stmt 0              ; triton_kernels.py:112:20
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_lshl_add_u64 v[44:45], v[26:27], 0, v[10:11]
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_ushort v44, v[44:45], off
.LBB0_13:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_lshl_add_u64 v[46:47], v[24:25], 0, v[10:11]
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_ushort v46, v[46:47], off
.LBB0_15:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[4:5]
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_17
; %bb.16:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_lshl_add_u64 v[48:49], v[22:23], 0, v[10:11]
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_ushort v45, v[48:49], off
.LBB0_17:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v47, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_19
; %bb.18:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_lshl_add_u64 v[50:51], v[20:21], 0, v[10:11]
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_ushort v47, v[50:51], off
.LBB0_19:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[4:5]
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_21
; %bb.20:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_lshl_add_u64 v[48:49], v[18:19], 0, v[10:11]
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_ushort v48, v[48:49], off
.LBB0_21:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v50, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execnz .LBB0_24
; %bb.22:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[4:5]
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execnz .LBB0_25
.LBB0_23:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v51, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
	s_branch .LBB0_26
.LBB0_24:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_lshl_add_u64 v[50:51], v[16:17], 0, v[10:11]
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_ushort v50, v[50:51], off
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_23
.LBB0_25:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_lshl_add_u64 v[52:53], v[14:15], 0, v[10:11]
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_ushort v49, v[52:53], off
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v51, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
.LBB0_26:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_lshl_add_u64 v[52:53], v[12:13], 0, v[10:11]
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_ushort v51, v[52:53], off
	s_branch .LBB0_2
.LBB0_27:                               ; %._crit_edge.loopexit
	.loc	1 0 0 is_stmt 0                 ; triton_kernels.py:0
	v_accvgpr_read_b32 v40, a0
	v_accvgpr_read_b32 v41, a1
	v_accvgpr_read_b32 v42, a2
	v_accvgpr_read_b32 v43, a3
	v_accvgpr_read_b32 v44, a4
	v_accvgpr_read_b32 v45, a5
	v_accvgpr_read_b32 v46, a6
	v_accvgpr_read_b32 v47, a7
	.loc	1 118 79 is_stmt 1              ; triton_kernels.py:118:79
	v_cvt_f16_f32_e32 v9, v41
	v_cvt_f16_f32_e32 v3, v42
	v_cvt_f16_f32_e32 v2, v43
	v_cvt_f16_f32_e32 v8, v44
	v_cvt_f16_f32_e32 v6, v45
	v_cvt_f16_f32_e32 v5, v46
	v_cvt_f16_f32_e32 v4, v47
	v_cvt_f16_f32_e32 v10, v40
.LBB0_28:                               ; %Flow
	.loc	1 0 79 is_stmt 0                ; triton_kernels.py:0:79
	s_load_dword s2, s[0:1], 0x38
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v7, s20, v32
	.loc	1 118 35                        ; triton_kernels.py:118:35
	v_mul_lo_u32 v0, v31, s15
	.loc	1 119 33                        ; triton_kernels.py:119:33
	v_cmp_gt_i32_e32 vcc, s8, v31
	.loc	1 119 53 is_stmt 0              ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s[0:1], s9, v7
	.loc	1 118 21 is_stmt 1              ; triton_kernels.py:118:21
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 119 39                        ; triton_kernels.py:119:39
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 118 21                        ; triton_kernels.py:118:21
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[6:7]
	.loc	1 118 72 is_stmt 0              ; triton_kernels.py:118:72
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_30
; %bb.29:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v12, v7, s2
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 1, v[0:1]
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_short v[12:13], v10, off
.LBB0_30:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b64 exec, exec, s[0:1]
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v10, s20, v30
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s[0:1], s9, v10
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_32
; %bb.31:
	.loc	1 118 61 is_stmt 0              ; triton_kernels.py:118:61
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v10, v10, s2
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 1, v[0:1]
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_short v[10:11], v9, off
.LBB0_32:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b64 exec, exec, s[0:1]
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v9, s20, v29
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s[0:1], s9, v9
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_34
; %bb.33:
	.loc	1 118 61 is_stmt 0              ; triton_kernels.py:118:61
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v10, v9, s2
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 1, v[0:1]
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_short v[10:11], v3, off
.LBB0_34:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b64 exec, exec, s[0:1]
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v3, s20, v28
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s[0:1], s9, v3
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b64 s[4:5], vcc, s[0:1]
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_36
; %bb.35:
	.loc	1 118 61 is_stmt 0              ; triton_kernels.py:118:61
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v10, v3, s2
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], v[10:11], 1, v[0:1]
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_short v[10:11], v2, off
.LBB0_36:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b64 exec, exec, s[0:1]
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v2, 16, v7
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s[0:1], s9, v2
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b64 s[4:5], s[0:1], vcc
	.loc	1 118 61 is_stmt 1              ; triton_kernels.py:118:61
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, s2, v2
	.loc	1 118 72 is_stmt 0              ; triton_kernels.py:118:72
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_38
; %bb.37:
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[10:11], v[2:3], 1, v[0:1]
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_short v[10:11], v8, off
.LBB0_38:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b64 exec, exec, s[0:1]
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v3, 17, v7
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s[0:1], s9, v3
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b64 s[4:5], s[0:1], vcc
	.loc	1 118 61 is_stmt 1              ; triton_kernels.py:118:61
	v_add_u32_e32 v2, s2, v2
	.loc	1 118 72 is_stmt 0              ; triton_kernels.py:118:72
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_40
; %bb.39:
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[8:9], v[2:3], 1, v[0:1]
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_short v[8:9], v6, off
.LBB0_40:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b64 exec, exec, s[0:1]
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v3, 18, v7
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s[0:1], s9, v3
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b64 s[4:5], s[0:1], vcc
	.loc	1 118 61 is_stmt 1              ; triton_kernels.py:118:61
	v_add_u32_e32 v2, s2, v2
	.loc	1 118 72 is_stmt 0              ; triton_kernels.py:118:72
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_42
; %bb.41:
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[8:9], v[2:3], 1, v[0:1]
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_short v[8:9], v5, off
.LBB0_42:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b64 exec, exec, s[0:1]
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v3, 19, v7
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s[0:1], s9, v3
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b64 s[0:1], s[0:1], vcc
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_44
; %bb.43:
	.loc	1 118 61 is_stmt 0              ; triton_kernels.py:118:61
	v_add_u32_e32 v2, s2, v2
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[2:3], 1, v[0:1]
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_short v[0:1], v4, off
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
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 25
		.amdhsa_accum_offset 56
		.amdhsa_reserve_vcc 1
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
	.set matmul.num_vgpr, 54
	.set matmul.num_agpr, 8
	.set matmul.numbered_sgpr, 25
	.set matmul.num_named_barrier, 0
	.set matmul.private_seg_size, 0
	.set matmul.uses_vcc, 1
	.set matmul.uses_flat_scratch, 0
	.set matmul.has_dyn_sized_stack, 0
	.set matmul.has_recursion, 0
	.set matmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2996
; TotalNumSgprs: 31
; NumVgprs: 54
; NumAgprs: 8
; TotalNumVgprs: 64
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 31
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
    .sgpr_count:     31
    .sgpr_spill_count: 0
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
