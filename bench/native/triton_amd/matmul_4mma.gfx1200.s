	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 5
	.text
	.globl	matmul                          ; -- Begin function matmul
	.p2align	8
	.type	matmul,@function
matmul:                                 ; @matmul
.Lfunc_begin0:
	.file	1 "/work/main/dist/lead" "triton_kernels.py"
	.loc	1 92 0                          ; triton_kernels.py:92:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x10
	s_load_b32 s18, s[0:1], 0x20
.Ltmp0:
	.loc	1 100 22 prologue_end           ; triton_kernels.py:100:22
	s_abs_i32 s9, ttmp9
	.loc	1 104 41                        ; triton_kernels.py:104:41
	v_and_b32_e32 v36, 15, v0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v5, 0
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v9, 0
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v17, 0
	v_dual_mov_b32 v18, 0 :: v_dual_mov_b32 v19, 0
	v_dual_mov_b32 v20, 0 :: v_dual_mov_b32 v21, 0
	v_dual_mov_b32 v22, 0 :: v_dual_mov_b32 v23, 0
	v_dual_mov_b32 v24, 0 :: v_dual_and_b32 v35, 16, v0
.Ltmp1:
	.file	2 "/opt/torch/.venv/lib/python3.12/site-packages/triton/language" "standard.py"
	.loc	2 43 17                         ; standard.py:43:17 @[ triton_kernels.py:98:23 ]
	s_wait_kmcnt 0x0
	s_add_co_i32 s2, s7, 31
.Ltmp2:
	.loc	2 43 17 is_stmt 0               ; standard.py:43:17 @[ triton_kernels.py:97:23 ]
	s_add_co_i32 s10, s6, 15
.Ltmp3:
	.loc	2 43 30                         ; standard.py:43:30 @[ triton_kernels.py:98:23 ]
	s_ashr_i32 s3, s2, 31
.Ltmp4:
	.loc	2 43 30                         ; standard.py:43:30 @[ triton_kernels.py:97:23 ]
	s_ashr_i32 s12, s10, 31
.Ltmp5:
	.loc	2 43 30                         ; standard.py:43:30 @[ triton_kernels.py:98:23 ]
	s_lshr_b32 s3, s3, 27
.Ltmp6:
	.loc	2 43 30                         ; standard.py:43:30 @[ triton_kernels.py:97:23 ]
	s_lshr_b32 s12, s12, 28
.Ltmp7:
	.loc	2 43 30                         ; standard.py:43:30 @[ triton_kernels.py:98:23 ]
	s_add_co_i32 s2, s2, s3
.Ltmp8:
	.loc	2 43 30                         ; standard.py:43:30 @[ triton_kernels.py:97:23 ]
	s_add_co_i32 s10, s10, s12
.Ltmp9:
	.loc	2 43 30                         ; standard.py:43:30 @[ triton_kernels.py:98:23 ]
	s_ashr_i32 s2, s2, 5
.Ltmp10:
	.loc	2 43 30                         ; standard.py:43:30 @[ triton_kernels.py:97:23 ]
	s_ashr_i32 s10, s10, 4
.Ltmp11:
	.loc	1 100 22 is_stmt 1              ; triton_kernels.py:100:22
	s_abs_i32 s3, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_cvt_f32_u32 s8, s3
	s_sub_co_i32 s11, 0, s3
	v_rcp_iflag_f32_e32 v1, s8
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_2)
	v_readfirstlane_b32 s8, v1
	s_mul_f32 s8, s8, 0x4f7ffffe
	s_wait_alu 0xfffe
	s_cvt_u32_f32 s8, s8
	s_wait_alu 0xfffe
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s11, s11, s8
	s_mul_hi_u32 s11, s8, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_co_i32 s8, s8, s11
	s_xor_b32 s11, ttmp9, s2
	s_wait_alu 0xfffe
	s_mul_hi_u32 s8, s9, s8
	s_ashr_i32 s11, s11, 31
	s_wait_alu 0xfffe
	s_mul_i32 s12, s8, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s9, s9, s12
	s_add_co_i32 s12, s8, 1
	s_wait_alu 0xfffe
	s_sub_co_i32 s13, s9, s3
	s_cmp_ge_u32 s9, s3
	s_cselect_b32 s8, s12, s8
	s_cselect_b32 s9, s13, s9
	s_wait_alu 0xfffe
	s_add_co_i32 s12, s8, 1
	s_cmp_ge_u32 s9, s3
	s_cselect_b32 s3, s12, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s3, s11
	s_sub_co_i32 s3, s3, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 101 36                        ; triton_kernels.py:101:36
	s_sub_co_i32 s8, s10, s3
	.loc	1 102 29                        ; triton_kernels.py:102:29
	s_mul_i32 s2, s3, s2
	.loc	1 101 45                        ; triton_kernels.py:101:45
	s_wait_alu 0xfffe
	s_min_i32 s8, s8, 1
	.loc	1 102 29                        ; triton_kernels.py:102:29
	s_sub_co_i32 s2, ttmp9, s2
	.loc	1 103 32                        ; triton_kernels.py:103:32
	s_wait_alu 0xfffe
	s_abs_i32 s9, s8
	s_abs_i32 s12, s2
	s_wait_alu 0xfffe
	s_cvt_f32_u32 s10, s9
	s_sub_co_i32 s11, 0, s9
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_iflag_f32_e32 v1, s10
	v_readfirstlane_b32 s10, v1
	v_mov_b32_e32 v1, 0
	s_mul_f32 s10, s10, 0x4f7ffffe
	s_wait_alu 0xfffe
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_cvt_u32_f32 s10, s10
	s_wait_alu 0xfffe
	s_mul_i32 s11, s11, s10
	s_wait_alu 0xfffe
	s_mul_hi_u32 s11, s10, s11
	s_wait_alu 0xfffe
	s_add_co_i32 s10, s10, s11
	s_xor_b32 s11, s2, s8
	s_wait_alu 0xfffe
	s_mul_hi_u32 s10, s12, s10
	s_ashr_i32 s11, s11, 31
	s_wait_alu 0xfffe
	s_mul_i32 s13, s10, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_co_i32 s12, s12, s13
	s_add_co_i32 s13, s10, 1
	s_sub_co_i32 s14, s12, s9
	s_cmp_ge_u32 s12, s9
	s_cselect_b32 s10, s13, s10
	s_cselect_b32 s12, s14, s12
	s_wait_alu 0xfffe
	s_add_co_i32 s13, s10, 1
	s_cmp_ge_u32 s12, s9
	s_cselect_b32 s9, s13, s10
	s_wait_alu 0xfffe
	s_xor_b32 s9, s9, s11
	s_wait_alu 0xfffe
	s_sub_co_i32 s9, s9, s11
	.loc	1 102 41                        ; triton_kernels.py:102:41
	s_wait_alu 0xfffe
	s_mul_i32 s8, s9, s8
	.loc	1 105 18                        ; triton_kernels.py:105:18
	s_lshl_b32 s19, s9, 5
	.loc	1 102 41                        ; triton_kernels.py:102:41
	s_wait_alu 0xfffe
	s_sub_co_i32 s2, s2, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 102 22 is_stmt 0              ; triton_kernels.py:102:22
	s_add_co_i32 s3, s2, s3
.Ltmp12:
	.loc	2 43 17 is_stmt 1               ; standard.py:43:17 @[ triton_kernels.py:110:33 ]
	s_add_co_i32 s2, s18, 15
.Ltmp13:
	.loc	1 104 28                        ; triton_kernels.py:104:28
	v_lshl_or_b32 v34, s3, 4, v36
	.loc	1 110 22                        ; triton_kernels.py:110:22
	s_cmp_lt_i32 s2, 16
	s_cbranch_scc1 .LBB0_52
; %bb.1:                                ; %.lr.ph
	.loc	1 105 53                        ; triton_kernels.py:105:53
	s_abs_i32 s3, s7
	.loc	1 105 41 is_stmt 0              ; triton_kernels.py:105:41
	v_lshrrev_b32_e32 v37, 4, v35
	.loc	1 105 53                        ; triton_kernels.py:105:53
	s_wait_alu 0xfffe
	s_cvt_f32_u32 s16, s3
	s_ashr_i32 s17, s19, 31
	s_sub_co_i32 s21, 0, s3
	.loc	1 105 41                        ; triton_kernels.py:105:41
	v_cmp_eq_u32_e32 vcc_lo, 0, v35
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_rcp_iflag_f32_e32 v1, s16
.Ltmp14:
	.loc	2 43 30 is_stmt 1               ; standard.py:43:30 @[ triton_kernels.py:110:33 ]
	s_ashr_i32 s16, s2, 31
.Ltmp15:
	.loc	1 105 41                        ; triton_kernels.py:105:41
	v_or_b32_e32 v2, s19, v37
.Ltmp16:
	.loc	2 43 30                         ; standard.py:43:30 @[ triton_kernels.py:110:33 ]
	s_wait_alu 0xfffe
	s_lshr_b32 s16, s16, 28
	v_mov_b32_e32 v16, 0x5410
	s_wait_alu 0xfffe
	s_add_co_i32 s2, s2, s16
	s_clause 0x1
	s_load_b128 s[12:15], s[0:1], 0x0
	s_load_b128 s[8:11], s[0:1], 0x24
.Ltmp17:
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_add_nc_u32_e32 v15, s17, v2
.Ltmp18:
	.loc	2 43 30                         ; standard.py:43:30 @[ triton_kernels.py:110:33 ]
	s_ashr_i32 s20, s2, 4
.Ltmp19:
	.loc	1 105 41                        ; triton_kernels.py:105:41
	v_or_b32_e32 v44, 14, v37
	.loc	1 105 53 is_stmt 0              ; triton_kernels.py:105:53
	v_readfirstlane_b32 s16, v1
	.loc	1 105 41                        ; triton_kernels.py:105:41
	v_or_b32_e32 v43, 12, v37
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_add_nc_u32_e32 v1, 30, v15
	v_add_nc_u32_e32 v2, 28, v15
	v_add_nc_u32_e32 v3, 26, v15
	s_mul_f32 s16, s16, 0x4f7ffffe
	v_add_nc_u32_e32 v6, 22, v15
	v_xor_b32_e32 v4, s17, v1
	v_xor_b32_e32 v5, s17, v2
	s_wait_alu 0xfffe
	s_cvt_u32_f32 s16, s16
	v_add_nc_u32_e32 v1, 24, v15
	v_xor_b32_e32 v3, s17, v3
	v_xor_b32_e32 v6, s17, v6
	s_wait_alu 0xfffe
	s_mul_i32 s21, s21, s16
	v_add_nc_u32_e32 v8, 20, v15
	s_mul_hi_u32 s2, s16, s21
	v_xor_b32_e32 v10, s17, v1
	s_wait_alu 0xfffe
	s_add_co_i32 s21, s16, s2
	v_add_nc_u32_e32 v18, 16, v15
	v_mul_hi_u32 v2, v4, s21
	v_mul_hi_u32 v7, v5, s21
	v_mul_hi_u32 v9, v3, s21
	v_mul_hi_u32 v11, v10, s21
	v_mul_hi_u32 v12, v6, s21
	v_xor_b32_e32 v8, s17, v8
	.loc	1 105 28                        ; triton_kernels.py:105:28
	v_or_b32_e32 v19, s19, v44
	.loc	1 105 41                        ; triton_kernels.py:105:41
	v_or_b32_e32 v42, 10, v37
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_mul_lo_u32 v2, v2, s3
	v_mul_lo_u32 v7, v7, s3
	v_mul_lo_u32 v9, v9, s3
	.loc	1 105 41                        ; triton_kernels.py:105:41
	v_or_b32_e32 v41, 8, v37
	v_or_b32_e32 v40, 6, v37
	.loc	1 104 53 is_stmt 1              ; triton_kernels.py:104:53
	s_abs_i32 s22, s6
	.loc	1 105 41                        ; triton_kernels.py:105:41
	v_or_b32_e32 v39, 4, v37
	v_or_b32_e32 v38, 2, v37
	.loc	1 105 53 is_stmt 0              ; triton_kernels.py:105:53
	v_sub_nc_u32_e32 v4, v4, v2
	v_sub_nc_u32_e32 v5, v5, v7
	v_mul_lo_u32 v7, v11, s3
	v_sub_nc_u32_e32 v3, v3, v9
	v_mul_hi_u32 v9, v8, s21
	v_subrev_nc_u32_e32 v11, s3, v4
	v_cmp_le_u32_e64 s2, s3, v4
	v_subrev_nc_u32_e32 v13, s3, v5
	.loc	1 105 28                        ; triton_kernels.py:105:28
	v_or_b32_e32 v31, s19, v38
	v_lshlrev_b32_e32 v46, 5, v0
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_sub_nc_u32_e32 v7, v10, v7
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v4, v4, v11, s2
	v_cmp_le_u32_e64 s2, s3, v5
	v_subrev_nc_u32_e32 v11, s3, v3
	v_mul_lo_u32 v9, v9, s3
	.loc	1 108 35 is_stmt 1              ; triton_kernels.py:108:35
	s_wait_kmcnt 0x0
	v_mul_lo_u32 v1, s10, v36
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v10, s3, v4
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v5, v5, v13, s2
	v_cmp_le_u32_e64 s2, s3, v3
	v_and_b32_e32 v48, 0x160, v46
	v_bfe_i32 v49, v0, 2, 1
	.loc	1 107 61                        ; triton_kernels.py:107:61
	v_mul_lo_u32 v82, s9, v37
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_sub_nc_u32_e32 v8, v8, v9
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v3, v3, v11, s2
	v_cmp_le_u32_e64 s2, s3, v4
	v_subrev_nc_u32_e32 v11, s3, v5
	.loc	1 108 21                        ; triton_kernels.py:108:21
	v_ashrrev_i32_e32 v2, 31, v1
	.loc	1 115 28                        ; triton_kernels.py:115:28
	s_lshl_b32 s16, s10, 4
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v13, s3, v3
	v_cndmask_b32_e64 v4, v4, v10, s2
	v_cmp_le_u32_e64 s2, s3, v5
	v_subrev_nc_u32_e32 v10, s3, v7
	.loc	1 107 47                        ; triton_kernels.py:107:47
	v_ashrrev_i32_e32 v83, 31, v82
	.loc	1 114 28                        ; triton_kernels.py:114:28
	s_lshl_b32 s10, s9, 4
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_xor_b32_e32 v4, s17, v4
	v_cndmask_b32_e64 v5, v5, v11, s2
	v_cmp_le_u32_e64 s2, s3, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_subrev_nc_u32_e32 v4, s17, v4
	v_xor_b32_e32 v5, s17, v5
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v7, v7, v10, s2
	v_cmp_le_u32_e64 s2, s3, v3
	v_mul_lo_u32 v10, v12, s3
	v_subrev_nc_u32_e32 v11, s3, v7
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v3, v3, v13, s2
	v_cmp_le_u32_e64 s2, s3, v7
	v_sub_nc_u32_e32 v6, v6, v10
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v12, s17, v3
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v3, v4, s11
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v4, s17, v5
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v5, v7, v11, s2
	v_add_nc_u32_e32 v10, 18, v15
	v_subrev_nc_u32_e32 v7, s17, v12
	v_cmp_le_u32_e64 s2, s3, v6
	v_xor_b32_e32 v15, s17, v15
	v_xor_b32_e32 v11, s17, v5
	v_xor_b32_e32 v12, s17, v10
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v5, v4, s11
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v4, s3, v6
	v_mul_hi_u32 v33, v15, s21
	v_subrev_nc_u32_e32 v10, s17, v11
	v_mul_hi_u32 v13, v12, s21
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v7, v7, s11
	.loc	1 105 53                        ; triton_kernels.py:105:53
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v11, v6, v4, s2
	v_cmp_le_u32_e64 s2, s3, v8
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v9, v10, s11
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v10, s3, v8
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v4, 31, v3
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v14, s3, v11
	v_mul_lo_u32 v13, v13, s3
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v6, 31, v5
	.loc	1 105 53                        ; triton_kernels.py:105:53
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v17, v8, v10, s2
	v_cmp_le_u32_e64 s2, s3, v11
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_lshlrev_b64_e32 v[3:4], 1, v[3:4]
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v8, 31, v7
	v_ashrrev_i32_e32 v10, 31, v9
	.loc	1 105 53                        ; triton_kernels.py:105:53
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v11, v11, v14, s2
	v_subrev_nc_u32_e32 v14, s3, v17
	v_cmp_le_u32_e64 s2, s3, v17
	v_sub_nc_u32_e32 v12, v12, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v11, s17, v11
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v13, v17, v14, s2
	v_xor_b32_e32 v14, s17, v18
	v_add_nc_u32_e32 v17, s17, v19
	v_subrev_nc_u32_e32 v18, s3, v12
	v_cmp_le_u32_e64 s2, s3, v12
	v_xor_b32_e32 v13, s17, v13
	v_mul_hi_u32 v19, v14, s21
	v_xor_b32_e32 v17, s17, v17
	v_subrev_nc_u32_e32 v11, s17, v11
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v12, v12, v18, s2
	.loc	1 105 28 is_stmt 0              ; triton_kernels.py:105:28
	v_or_b32_e32 v18, s19, v43
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v13, s17, v13
	v_mul_hi_u32 v20, v17, s21
	.loc	1 108 61 is_stmt 1              ; triton_kernels.py:108:61
	v_mul_lo_u32 v11, v11, s11
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_mul_lo_u32 v19, v19, s3
	v_subrev_nc_u32_e32 v21, s3, v12
	v_add_nc_u32_e32 v18, s17, v18
	v_cmp_le_u32_e64 s2, s3, v12
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v13, v13, s11
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_mul_lo_u32 v20, v20, s3
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v22, s17, v18
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v21, v12, v21, s2
	v_sub_nc_u32_e32 v18, v14, v19
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v12, 31, v11
	v_ashrrev_i32_e32 v14, 31, v13
	s_delay_alu instid0(VALU_DEP_4)
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_xor_b32_e32 v19, s17, v21
	v_mul_hi_u32 v21, v22, s21
	v_subrev_nc_u32_e32 v23, s3, v18
	v_sub_nc_u32_e32 v17, v17, v20
	v_cmp_le_u32_e64 s2, s3, v18
	.loc	1 105 28 is_stmt 0              ; triton_kernels.py:105:28
	v_or_b32_e32 v20, s19, v42
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v19, s17, v19
	s_delay_alu instid0(VALU_DEP_4)
	v_subrev_nc_u32_e32 v24, s3, v17
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v23, v18, v23, s2
	v_cmp_le_u32_e64 s2, s3, v17
	v_mul_lo_u32 v21, v21, s3
	v_add_nc_u32_e32 v20, s17, v20
	.loc	1 108 61 is_stmt 1              ; triton_kernels.py:108:61
	v_mul_lo_u32 v18, v19, s11
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v19, s3, v23
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v17, v17, v24, s2
	v_cmp_le_u32_e64 s2, s3, v23
	v_xor_b32_e32 v24, s17, v20
	v_sub_nc_u32_e32 v20, v22, v21
	.loc	1 105 28 is_stmt 0              ; triton_kernels.py:105:28
	v_or_b32_e32 v21, s19, v41
	.loc	1 105 53                        ; triton_kernels.py:105:53
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v19, v23, v19, s2
	v_subrev_nc_u32_e32 v22, s3, v17
	v_cmp_le_u32_e64 s2, s3, v17
	v_mul_hi_u32 v23, v24, s21
	v_subrev_nc_u32_e32 v25, s3, v20
	v_add_nc_u32_e32 v21, s17, v21
	v_xor_b32_e32 v19, s17, v19
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v17, v17, v22, s2
	v_cmp_le_u32_e64 s2, s3, v20
	v_mul_lo_u32 v23, v23, s3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v17, s17, v17
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v22, v20, v25, s2
	v_xor_b32_e32 v25, s17, v21
	v_subrev_nc_u32_e32 v20, s17, v19
	.loc	1 108 47 is_stmt 1              ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v17, s17, v17
	v_subrev_nc_u32_e32 v21, s3, v22
	v_mul_hi_u32 v26, v25, s21
	v_sub_nc_u32_e32 v23, v24, v23
	v_cmp_le_u32_e64 s2, s3, v22
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v20, v20, s11
	.loc	1 105 53                        ; triton_kernels.py:105:53
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v21, v22, v21, s2
	v_mul_lo_u32 v24, v26, s3
	v_subrev_nc_u32_e32 v26, s3, v23
	v_cmp_le_u32_e64 s2, s3, v23
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v22, v17, s11
	.loc	1 105 28                        ; triton_kernels.py:105:28
	v_or_b32_e32 v17, s19, v40
	.loc	1 105 53 is_stmt 0              ; triton_kernels.py:105:53
	v_xor_b32_e32 v27, s17, v21
	.loc	1 108 47 is_stmt 1              ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v21, 31, v20
	.loc	1 105 53                        ; triton_kernels.py:105:53
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v26, v23, v26, s2
	v_sub_nc_u32_e32 v25, v25, v24
	v_add_nc_u32_e32 v17, s17, v17
	v_subrev_nc_u32_e32 v27, s17, v27
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v23, 31, v22
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v28, s3, v26
	v_cmp_le_u32_e64 s2, s3, v26
	v_xor_b32_e32 v17, s17, v17
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v24, v27, s11
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v27, s3, v25
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v26, v26, v28, s2
	v_cmp_le_u32_e64 s2, s3, v25
	v_mul_hi_u32 v29, v17, s21
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v26, s17, v26
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v25, v25, v27, s2
	.loc	1 104 53                        ; triton_kernels.py:104:53
	s_cvt_f32_u32 s2, s22
	.loc	1 105 28                        ; triton_kernels.py:105:28
	v_or_b32_e32 v27, s19, v39
	s_delay_alu instid0(VALU_DEP_4)
	.loc	1 105 53 is_stmt 0              ; triton_kernels.py:105:53
	v_mul_lo_u32 v28, v29, s3
	.loc	1 104 53 is_stmt 1              ; triton_kernels.py:104:53
	s_wait_alu 0xfffe
	v_rcp_iflag_f32_e32 v30, s2
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v29, s3, v25
	v_cmp_le_u32_e64 s2, s3, v25
	v_add_nc_u32_e32 v27, s17, v27
	v_subrev_nc_u32_e32 v26, s17, v26
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	v_cndmask_b32_e64 v25, v25, v29, s2
	v_sub_nc_u32_e32 v17, v17, v28
	v_add_nc_u32_e32 v28, s17, v31
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_readfirstlane_b32 s2, v30
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_xor_b32_e32 v27, s17, v27
	v_xor_b32_e32 v25, s17, v25
	v_subrev_nc_u32_e32 v29, s3, v17
	v_xor_b32_e32 v31, s17, v28
	.loc	1 104 53                        ; triton_kernels.py:104:53
	s_mul_f32 s23, s2, 0x4f7ffffe
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cmp_le_u32_e64 s2, s3, v17
	v_mul_hi_u32 v30, v27, s21
	v_subrev_nc_u32_e32 v28, s17, v25
	v_mul_hi_u32 v25, v31, s21
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v26, v26, s11
	.loc	1 105 53                        ; triton_kernels.py:105:53
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v17, v17, v29, s2
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_sub_nc_u32_e32 v29, 0, v34
	s_cvt_u32_f32 s2, s23
	s_sub_co_i32 s23, 0, s22
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_mul_lo_u32 v30, v30, s3
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v28, v28, s11
	.loc	1 104 53                        ; triton_kernels.py:104:53
	s_wait_alu 0xfffe
	s_mul_i32 s23, s23, s2
	v_max_i32_e32 v29, v34, v29
	s_mul_hi_u32 s23, s2, s23
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_mul_lo_u32 v32, v25, s3
	.loc	1 104 53                        ; triton_kernels.py:104:53
	s_add_co_i32 s2, s2, s23
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v25, 31, v24
	.loc	1 104 53                        ; triton_kernels.py:104:53
	s_wait_alu 0xfffe
	v_mul_hi_u32 v45, v29, s2
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_sub_nc_u32_e32 v27, v27, v30
	v_subrev_nc_u32_e32 v30, s3, v17
	v_cmp_le_u32_e64 s2, s3, v17
	v_sub_nc_u32_e32 v31, v31, v32
	v_mul_lo_u32 v32, v33, s3
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_mul_lo_u32 v33, v45, s22
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v45, s3, v27
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v17, v17, v30, s2
	v_cmp_le_u32_e64 s2, s3, v27
	v_subrev_nc_u32_e32 v30, s3, v31
	v_sub_nc_u32_e32 v15, v15, v32
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v17, s17, v17
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v27, v27, v45, s2
	v_cmp_le_u32_e64 s2, s3, v31
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_sub_nc_u32_e32 v29, v29, v33
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v17, s17, v17
	s_delay_alu instid0(VALU_DEP_4)
	v_subrev_nc_u32_e32 v32, s3, v27
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v30, v31, v30, s2
	v_subrev_nc_u32_e32 v31, s3, v15
	v_cmp_le_u32_e64 s2, s3, v15
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_subrev_nc_u32_e32 v33, s22, v29
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v45, s3, v30
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v15, v15, v31, s2
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_cmp_le_u32_e64 s2, s22, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v31, s3, v15
	.loc	1 104 53                        ; triton_kernels.py:104:53
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v29, v29, v33, s2
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cmp_le_u32_e64 s2, s3, v27
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v27, v27, v32, s2
	v_cmp_le_u32_e64 s2, s3, v30
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_subrev_nc_u32_e32 v32, s22, v29
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_xor_b32_e32 v27, s17, v27
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v30, v30, v45, s2
	v_cmp_le_u32_e64 s2, s3, v15
	v_cndmask_b32_e32 v45, 0x1054, v16, vcc_lo
	v_subrev_nc_u32_e32 v27, s17, v27
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v15, v15, v31, s2
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_cmp_le_u32_e64 s2, s22, v29
	v_ashrrev_i32_e32 v31, 31, v34
	v_lshl_or_b32 v45, v45, 8, v45
	s_delay_alu instid0(VALU_DEP_4)
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_xor_b32_e32 v15, s17, v15
	.loc	1 104 53                        ; triton_kernels.py:104:53
	s_wait_alu 0xf1ff
	v_cndmask_b32_e64 v29, v29, v32, s2
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_xor_b32_e32 v32, s17, v30
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v30, v17, s11
	v_and_b32_e32 v47, 0x540054, v45
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v15, s17, v15
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_xor_b32_e32 v29, v29, v31
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v17, s17, v32
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v32, v27, s11
	.loc	1 108 47 is_stmt 0              ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v27, 31, v26
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v80, v15, s11
	.loc	1 104 53 is_stmt 1              ; triton_kernels.py:104:53
	v_sub_nc_u32_e32 v29, v29, v31
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v76, v17, s11
	v_mov_b32_e32 v17, 0x7632
	.loc	1 108 47 is_stmt 0              ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v31, 31, v30
	s_ashr_i32 s11, s10, 31
	.loc	1 107 35 is_stmt 1              ; triton_kernels.py:107:35
	v_mul_lo_u32 v15, v29, s8
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v29, 31, v28
	v_cndmask_b32_e32 v17, 0x3276, v17, vcc_lo
	v_ashrrev_i32_e32 v33, 31, v32
	v_ashrrev_i32_e32 v77, 31, v76
	v_ashrrev_i32_e32 v81, 31, v80
	s_ashr_i32 s17, s16, 31
	v_lshl_or_b32 v17, v17, 8, v17
	.loc	1 107 21                        ; triton_kernels.py:107:21
	v_ashrrev_i32_e32 v16, 31, v15
	.loc	1 110 22                        ; triton_kernels.py:110:22
	s_wait_alu 0xfffe
	s_lshl_b64 s[10:11], s[10:11], 1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v17, 0x760076, v17
	.loc	1 107 21                        ; triton_kernels.py:107:21
	v_lshlrev_b64_e32 v[15:16], 1, v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v45, s2, s12, v15
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v46, null, s13, v16, s2
	v_lshl_or_b32 v15, v47, 4, v47
	v_lshl_or_b32 v16, v17, 4, v17
	v_lshlrev_b32_e32 v47, 1, v0
	v_and_or_b32 v0, 0x90, v49, v48
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_add_co_u32 v50, s2, s14, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_and_b32_e32 v49, 0x7060706, v16
	v_lshlrev_b64_e32 v[16:17], 1, v[1:2]
	v_xor_b32_e32 v84, v0, v35
	v_lshlrev_b64_e32 v[0:1], 1, v[5:6]
	v_lshlrev_b64_e32 v[2:3], 1, v[7:8]
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v51, null, s15, v4, s2
	v_mul_lo_u32 v4, s9, v44
	v_mul_lo_u32 v6, s9, v43
	v_add_co_u32 v52, s2, s14, v0
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v53, null, s15, v1, s2
	v_lshlrev_b64_e32 v[0:1], 1, v[9:10]
	v_add_co_u32 v54, s2, s14, v2
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v55, null, s15, v3, s2
	v_lshlrev_b64_e32 v[2:3], 1, v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_add_co_u32 v56, s2, s14, v0
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v57, null, s15, v1, s2
	v_lshlrev_b64_e32 v[0:1], 1, v[13:14]
	v_add_co_u32 v58, s2, s14, v2
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v59, null, s15, v3, s2
	v_lshlrev_b64_e32 v[2:3], 1, v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_add_co_u32 v60, s2, s14, v0
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v61, null, s15, v1, s2
	v_lshlrev_b64_e32 v[0:1], 1, v[20:21]
	v_add_co_u32 v62, s2, s14, v2
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v63, null, s15, v3, s2
	v_lshlrev_b64_e32 v[2:3], 1, v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_add_co_u32 v64, s2, s14, v0
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v65, null, s15, v1, s2
	v_lshlrev_b64_e32 v[0:1], 1, v[24:25]
	v_add_co_u32 v66, s2, s14, v2
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v67, null, s15, v3, s2
	v_lshlrev_b64_e32 v[2:3], 1, v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_add_co_u32 v68, s2, s14, v0
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v69, null, s15, v1, s2
	v_lshlrev_b64_e32 v[0:1], 1, v[28:29]
	v_add_co_u32 v70, s2, s14, v2
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v71, null, s15, v3, s2
	v_lshlrev_b64_e32 v[2:3], 1, v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_add_co_u32 v72, s2, s14, v0
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v73, null, s15, v1, s2
	v_lshlrev_b64_e32 v[0:1], 1, v[32:33]
	v_add_co_u32 v74, s2, s14, v2
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v75, null, s15, v3, s2
	v_lshlrev_b64_e32 v[2:3], 1, v[76:77]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_add_co_u32 v76, s2, s14, v0
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v77, null, s15, v1, s2
	v_lshlrev_b64_e32 v[0:1], 1, v[80:81]
	v_add_co_u32 v78, s2, s14, v2
	v_mul_lo_u32 v2, s9, v42
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v79, null, s15, v3, s2
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v80, s2, s14, v0
	v_mul_lo_u32 v8, s9, v41
	v_mul_lo_u32 v10, s9, v40
	v_mul_lo_u32 v12, s9, v39
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v81, null, s15, v1, s2
	v_mul_lo_u32 v1, s9, v38
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64_e32 v[22:23], 1, v[2:3]
	v_ashrrev_i32_e32 v2, 31, v1
	v_mov_b32_e32 v0, 0
	v_and_b32_e32 v48, 0x5040504, v15
	v_xor_b32_e32 v15, 16, v47
	v_lshlrev_b64_e32 v[18:19], 1, v[4:5]
	v_lshlrev_b64_e32 v[20:21], 1, v[6:7]
	v_lshlrev_b64_e32 v[24:25], 1, v[8:9]
	v_lshlrev_b64_e32 v[26:27], 1, v[10:11]
	v_lshlrev_b64_e32 v[28:29], 1, v[12:13]
	v_lshlrev_b64_e32 v[30:31], 1, v[1:2]
	v_lshlrev_b64_e32 v[32:33], 1, v[82:83]
	v_add_nc_u32_e32 v82, 0, v15
	v_add_nc_u32_e32 v83, 0, v84
	v_dual_mov_b32 v1, v0 :: v_dual_mov_b32 v2, v0
	v_dual_mov_b32 v3, v0 :: v_dual_mov_b32 v4, v0
	v_dual_mov_b32 v5, v0 :: v_dual_mov_b32 v6, v0
	v_dual_mov_b32 v7, v0 :: v_dual_mov_b32 v8, v0
	v_dual_mov_b32 v9, v0 :: v_dual_mov_b32 v10, v0
	v_dual_mov_b32 v11, v0 :: v_dual_mov_b32 v12, v0
	v_dual_mov_b32 v13, v0 :: v_dual_mov_b32 v14, v0
	v_mov_b32_e32 v15, v0
	s_lshl_b64 s[8:9], s[16:17], 1
	s_mov_b32 s12, 0x76543210
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 22 is_stmt 0                ; triton_kernels.py:0:22
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s3
	.loc	1 110 22 is_stmt 1              ; triton_kernels.py:110:22
	v_add_co_u32 v50, s2, v50, s8
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v51, null, s9, v51, s2
	v_add_co_u32 v52, s2, v52, s8
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v53, null, s9, v53, s2
	v_add_co_u32 v54, s2, v54, s8
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v55, null, s9, v55, s2
	v_add_co_u32 v56, s2, v56, s8
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v57, null, s9, v57, s2
	v_add_co_u32 v58, s2, v58, s8
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_wait_loadcnt 0x0
	v_perm_b32 v108, v86, v85, 0x5040100
	v_perm_b32 v110, v87, v84, 0x5040100
	v_perm_b32 v92, v92, v89, 0x5040100
	.loc	1 112 20                        ; triton_kernels.py:112:20
	v_add_nc_u32_e32 v85, 0, v47
	.loc	1 110 22                        ; triton_kernels.py:110:22
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v59, null, s9, v59, s2
	v_add_co_u32 v60, s2, v60, s8
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v61, null, s9, v61, s2
	v_add_co_u32 v62, s2, v62, s8
	.loc	1 111 20                        ; triton_kernels.py:111:20
	v_perm_b32 v109, v90, v88, 0x5040100
	; wave barrier
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_inv scope:SCOPE_SE
	ds_store_b16 v85, v91
	ds_store_b16 v85, v94 offset:64
	ds_store_b16 v85, v96 offset:256
	ds_store_b16 v85, v98 offset:320
	ds_store_b16 v85, v100 offset:512
	ds_store_b16 v85, v102 offset:576
	ds_store_b16 v85, v104 offset:768
	ds_store_b16 v85, v106 offset:832
	ds_store_b16 v82, v93 offset:128
	ds_store_b16 v82, v95 offset:192
	ds_store_b16 v82, v97 offset:384
	ds_store_b16 v82, v99 offset:448
	ds_store_b16 v82, v101 offset:640
	ds_store_b16 v82, v103 offset:704
	ds_store_b16 v82, v105 offset:896
	ds_store_b16 v82, v107 offset:960
	; wave barrier
	s_wait_loadcnt_dscnt 0x0
	global_inv scope:SCOPE_SE
	ds_load_b128 v[84:87], v83
	ds_load_b128 v[88:91], v83 offset:512
	.loc	1 110 22                        ; triton_kernels.py:110:22
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v63, null, s9, v63, s2
	v_add_co_u32 v64, s2, v64, s8
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v65, null, s9, v65, s2
	v_add_co_u32 v66, s2, v66, s8
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v67, null, s9, v67, s2
	v_add_co_u32 v68, s2, v68, s8
	.loc	1 111 20                        ; triton_kernels.py:111:20
	v_dual_cndmask_b32 v93, v108, v109 :: v_dual_cndmask_b32 v94, v110, v92
	.loc	1 110 22                        ; triton_kernels.py:110:22
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v69, null, s9, v69, s2
	v_add_co_u32 v70, s2, v70, s8
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v71, null, s9, v71, s2
	v_add_co_u32 v72, s2, v72, s8
	.loc	1 111 20                        ; triton_kernels.py:111:20
	v_dual_cndmask_b32 v95, v109, v108 :: v_dual_cndmask_b32 v96, v92, v110
	v_permlanex16_b32 v93, v93, s12, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v97, v94, s12, 0xfedcba98 op_sel:[1,0]
	.loc	1 110 22                        ; triton_kernels.py:110:22
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v73, null, s9, v73, s2
	v_add_co_u32 v74, s2, v74, s8
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v75, null, s9, v75, s2
	v_add_co_u32 v76, s2, v76, s8
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v77, null, s9, v77, s2
	v_add_co_u32 v78, s2, v78, s8
	.loc	1 111 20                        ; triton_kernels.py:111:20
	v_perm_b32 v92, v93, v95, v48
	v_perm_b32 v93, v93, v95, v49
	v_perm_b32 v94, v97, v96, v48
	v_perm_b32 v95, v97, v96, v49
	.loc	1 110 22                        ; triton_kernels.py:110:22
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v79, null, s9, v79, s2
	v_add_co_u32 v80, s2, v80, s8
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v81, null, s9, v81, s2
	v_add_co_u32 v45, s2, v45, s10
	.loc	1 113 27                        ; triton_kernels.py:113:27
	s_wait_dscnt 0x1
	v_wmma_f32_16x16x16_f16 v[0:7], v[84:87], v[92:95], v[0:7]
	s_wait_dscnt 0x0
	v_wmma_f32_16x16x16_f16 v[8:15], v[88:91], v[92:95], v[8:15]
	.loc	1 110 22                        ; triton_kernels.py:110:22
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v46, null, s11, v46, s2
	s_add_co_i32 s20, s20, -1
	s_add_co_i32 s18, s18, -16
	s_wait_alu 0xfffe
	s_cmp_lg_u32 s20, 0
	s_cbranch_scc0 .LBB0_51
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 0 22 is_stmt 0                ; triton_kernels.py:0:22
	v_mov_b32_e32 v85, 0
	.loc	1 111 20 is_stmt 1              ; triton_kernels.py:111:20
	s_mov_b32 s3, exec_lo
	.loc	1 111 47 is_stmt 0              ; triton_kernels.py:111:47
	v_cmpx_gt_i32_e64 s18, v37
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_cbranch_execz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32 v84, s2, v45, v32
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v85, null, v46, v33, s2
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_u16 v85, v[84:85], off
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s3
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v86, 0
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_mov_b32 s3, exec_lo
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmpx_gt_i32_e64 s18, v38
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_cbranch_execz .LBB0_7
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32 v86, s2, v45, v30
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v87, null, v46, v31, s2
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_u16 v86, v[86:87], off
.LBB0_7:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_mov_b32 s3, exec_lo
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmpx_gt_i32_e64 s18, v39
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32 v87, s2, v45, v28
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v88, null, v46, v29, s2
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_u16 v84, v[87:88], off
.LBB0_9:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v88, 0 :: v_dual_mov_b32 v87, 0
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_mov_b32 s3, exec_lo
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmpx_gt_i32_e64 s18, v40
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_cbranch_execz .LBB0_11
; %bb.10:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32 v89, s2, v45, v26
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v90, null, v46, v27, s2
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_u16 v87, v[89:90], off
.LBB0_11:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_mov_b32 s3, exec_lo
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmpx_gt_i32_e64 s18, v41
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_cbranch_execz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32 v88, s2, v45, v24
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v89, null, v46, v25, s2
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_u16 v88, v[88:89], off
.LBB0_13:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v89, 0 :: v_dual_mov_b32 v90, 0
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_mov_b32 s3, exec_lo
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmpx_gt_i32_e64 s18, v42
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32 v90, s2, v45, v22
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v91, null, v46, v23, s2
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_u16 v90, v[90:91], off
.LBB0_15:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_mov_b32 s3, exec_lo
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmpx_gt_i32_e64 s18, v43
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_cbranch_execz .LBB0_17
; %bb.16:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32 v91, s2, v45, v20
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v92, null, v46, v21, s2
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_u16 v89, v[91:92], off
.LBB0_17:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v91, 0 :: v_dual_mov_b32 v92, 0
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_mov_b32 s3, exec_lo
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmpx_gt_i32_e64 s18, v44
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_cbranch_execz .LBB0_19
; %bb.18:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32 v92, s2, v45, v18
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v93, null, v46, v19, s2
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_u16 v92, v[92:93], off
.LBB0_19:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s3
	.loc	1 112 47 is_stmt 1              ; triton_kernels.py:112:47
	v_cmp_gt_i32_e64 s2, s18, v36
	.loc	1 112 20 is_stmt 0              ; triton_kernels.py:112:20
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB0_21
; %bb.20:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v93, s3, v80, v16
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v94, null, v81, v17, s3
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v91, v[93:94], off
.LBB0_21:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s13
	v_dual_mov_b32 v93, 0 :: v_dual_mov_b32 v94, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB0_23
; %bb.22:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v94, s3, v78, v16
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v95, null, v79, v17, s3
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v94, v[94:95], off
.LBB0_23:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s13
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB0_25
; %bb.24:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v95, s3, v76, v16
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v96, null, v77, v17, s3
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v93, v[95:96], off
.LBB0_25:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s13
	v_dual_mov_b32 v96, 0 :: v_dual_mov_b32 v95, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB0_27
; %bb.26:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v97, s3, v74, v16
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v98, null, v75, v17, s3
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v95, v[97:98], off
.LBB0_27:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s13
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB0_29
; %bb.28:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v96, s3, v72, v16
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v97, null, v73, v17, s3
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v96, v[96:97], off
.LBB0_29:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s13
	v_dual_mov_b32 v97, 0 :: v_dual_mov_b32 v98, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB0_31
; %bb.30:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v98, s3, v70, v16
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v99, null, v71, v17, s3
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v98, v[98:99], off
.LBB0_31:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s13
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB0_33
; %bb.32:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v99, s3, v68, v16
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v100, null, v69, v17, s3
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v97, v[99:100], off
.LBB0_33:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s13
	v_dual_mov_b32 v100, 0 :: v_dual_mov_b32 v99, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB0_35
; %bb.34:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v101, s3, v66, v16
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v102, null, v67, v17, s3
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v99, v[101:102], off
.LBB0_35:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s13
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB0_37
; %bb.36:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v100, s3, v64, v16
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v101, null, v65, v17, s3
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v100, v[100:101], off
.LBB0_37:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s13
	v_dual_mov_b32 v101, 0 :: v_dual_mov_b32 v102, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB0_39
; %bb.38:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v102, s3, v62, v16
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v103, null, v63, v17, s3
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v102, v[102:103], off
.LBB0_39:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s13
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB0_41
; %bb.40:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v103, s3, v60, v16
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v104, null, v61, v17, s3
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v101, v[103:104], off
.LBB0_41:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s13
	v_dual_mov_b32 v104, 0 :: v_dual_mov_b32 v103, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB0_43
; %bb.42:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v105, s3, v58, v16
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v106, null, v59, v17, s3
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v103, v[105:106], off
.LBB0_43:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s13
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB0_45
; %bb.44:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v104, s3, v56, v16
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v105, null, v57, v17, s3
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v104, v[104:105], off
.LBB0_45:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s13
	v_dual_mov_b32 v105, 0 :: v_dual_mov_b32 v106, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s13, s2
	s_cbranch_execnz .LBB0_48
; %bb.46:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s13
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s13, s2
	s_cbranch_execnz .LBB0_49
.LBB0_47:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v107, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_2
	s_branch .LBB0_50
.LBB0_48:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v106, s3, v54, v16
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v107, null, v55, v17, s3
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v106, v[106:107], off
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s13
	s_and_saveexec_b32 s13, s2
	s_cbranch_execz .LBB0_47
.LBB0_49:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32 v107, s3, v52, v16
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v108, null, v53, v17, s3
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v105, v[107:108], off
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v107, 0
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_2
.LBB0_50:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32 v107, s2, v50, v16
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v108, null, v51, v17, s2
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v107, v[107:108], off
	s_branch .LBB0_2
.LBB0_51:                               ; %._crit_edge.loopexit
	.loc	1 118 79                        ; triton_kernels.py:118:79
	v_cvt_f16_f32_e32 v24, v1
	v_cvt_f16_f32_e32 v23, v2
	v_cvt_f16_f32_e32 v22, v3
	v_cvt_f16_f32_e32 v21, v4
	v_cvt_f16_f32_e32 v20, v5
	v_cvt_f16_f32_e32 v19, v6
	v_cvt_f16_f32_e32 v18, v7
	v_cvt_f16_f32_e32 v17, v8
	v_cvt_f16_f32_e32 v16, v9
	v_cvt_f16_f32_e32 v9, v10
	v_cvt_f16_f32_e32 v6, v11
	v_cvt_f16_f32_e32 v5, v12
	v_cvt_f16_f32_e32 v4, v13
	v_cvt_f16_f32_e32 v3, v14
	v_cvt_f16_f32_e32 v2, v15
	v_cvt_f16_f32_e32 v1, v0
.LBB0_52:                               ; %Flow
	.loc	1 0 79 is_stmt 0                ; triton_kernels.py:0:79
	s_load_b64 s[2:3], s[0:1], 0x34
	.loc	1 105 41 is_stmt 1              ; triton_kernels.py:105:41
	v_lshrrev_b32_e32 v0, 1, v35
	.loc	1 119 33                        ; triton_kernels.py:119:33
	v_cmp_gt_i32_e32 vcc_lo, s6, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 105 28                        ; triton_kernels.py:105:28
	v_or_b32_e32 v10, s19, v0
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v10
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, vcc_lo, s0
	.loc	1 118 35 is_stmt 1              ; triton_kernels.py:118:35
	s_wait_kmcnt 0x0
	v_mul_lo_u32 v7, v34, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 118 21 is_stmt 0              ; triton_kernels.py:118:21
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64_e32 v[7:8], 1, v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, s1, s4, v7
	v_add_co_ci_u32_e64 v8, null, s5, v8, s1
	.loc	1 118 72                        ; triton_kernels.py:118:72
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_54
; %bb.53:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	v_mul_lo_u32 v11, v10, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64_e32 v[11:12], 1, v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v11, s0, v7, v11
	s_wait_alu 0xf1ff
	v_add_co_ci_u32_e64 v12, null, v8, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v1, off
.LBB0_54:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v1, 1, v10
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 118 61                        ; triton_kernels.py:118:61
	v_mul_lo_u32 v0, s3, v1
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v1
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_wait_alu 0xfffe
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_56
; %bb.55:
	.loc	1 118 47 is_stmt 0              ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[11:12], 1, v[0:1]
	v_add_co_u32 v11, s0, v7, v11
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v12, null, v8, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v24, off
.LBB0_56:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v1, 2, v10
	.loc	1 118 61                        ; triton_kernels.py:118:61
	v_add_nc_u32_e32 v0, s3, v0
	s_delay_alu instid0(VALU_DEP_2)
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v1
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_wait_alu 0xfffe
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_58
; %bb.57:
	.loc	1 118 47 is_stmt 0              ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[11:12], 1, v[0:1]
	v_add_co_u32 v11, s0, v7, v11
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v12, null, v8, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v23, off
.LBB0_58:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v1, 3, v10
	.loc	1 118 61                        ; triton_kernels.py:118:61
	v_add_nc_u32_e32 v0, s3, v0
	s_delay_alu instid0(VALU_DEP_2)
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v1
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_wait_alu 0xfffe
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_60
; %bb.59:
	.loc	1 118 47 is_stmt 0              ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[11:12], 1, v[0:1]
	v_add_co_u32 v11, s0, v7, v11
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v12, null, v8, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v22, off
.LBB0_60:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v1, 4, v10
	.loc	1 118 61                        ; triton_kernels.py:118:61
	v_add_nc_u32_e32 v0, s3, v0
	s_delay_alu instid0(VALU_DEP_2)
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v1
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_wait_alu 0xfffe
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_62
; %bb.61:
	.loc	1 118 47 is_stmt 0              ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[11:12], 1, v[0:1]
	v_add_co_u32 v11, s0, v7, v11
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v12, null, v8, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v21, off
.LBB0_62:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v1, 5, v10
	.loc	1 118 61                        ; triton_kernels.py:118:61
	v_add_nc_u32_e32 v0, s3, v0
	s_delay_alu instid0(VALU_DEP_2)
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v1
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_wait_alu 0xfffe
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_64
; %bb.63:
	.loc	1 118 47 is_stmt 0              ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[11:12], 1, v[0:1]
	v_add_co_u32 v11, s0, v7, v11
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v12, null, v8, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v20, off
.LBB0_64:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v1, 6, v10
	.loc	1 118 61                        ; triton_kernels.py:118:61
	v_add_nc_u32_e32 v0, s3, v0
	s_delay_alu instid0(VALU_DEP_2)
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v1
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_wait_alu 0xfffe
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_66
; %bb.65:
	.loc	1 118 47 is_stmt 0              ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[11:12], 1, v[0:1]
	v_add_co_u32 v11, s0, v7, v11
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v12, null, v8, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v19, off
.LBB0_66:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v1, 7, v10
	.loc	1 118 61                        ; triton_kernels.py:118:61
	v_add_nc_u32_e32 v0, s3, v0
	s_delay_alu instid0(VALU_DEP_2)
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v1
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_wait_alu 0xfffe
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_68
; %bb.67:
	.loc	1 118 47 is_stmt 0              ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[11:12], 1, v[0:1]
	v_add_co_u32 v11, s0, v7, v11
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v12, null, v8, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v18, off
.LBB0_68:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v11, 16, v10
	.loc	1 118 61                        ; triton_kernels.py:118:61
	v_mad_co_u64_u32 v[0:1], null, s3, 9, v[0:1]
	s_delay_alu instid0(VALU_DEP_2)
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v11
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_wait_alu 0xfffe
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_70
; %bb.69:
	.loc	1 118 47 is_stmt 0              ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[11:12], 1, v[0:1]
	v_add_co_u32 v11, s0, v7, v11
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v12, null, v8, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v17, off
.LBB0_70:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v1, 17, v10
	.loc	1 118 61                        ; triton_kernels.py:118:61
	v_add_nc_u32_e32 v0, s3, v0
	s_delay_alu instid0(VALU_DEP_2)
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v1
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_wait_alu 0xfffe
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_72
; %bb.71:
	.loc	1 118 47 is_stmt 0              ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[11:12], 1, v[0:1]
	v_add_co_u32 v11, s0, v7, v11
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v12, null, v8, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v16, off
.LBB0_72:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v1, 18, v10
	.loc	1 118 61                        ; triton_kernels.py:118:61
	v_add_nc_u32_e32 v0, s3, v0
	s_delay_alu instid0(VALU_DEP_2)
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v1
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_wait_alu 0xfffe
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_74
; %bb.73:
	.loc	1 118 47 is_stmt 0              ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[11:12], 1, v[0:1]
	v_add_co_u32 v11, s0, v7, v11
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v12, null, v8, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v9, off
.LBB0_74:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v1, 19, v10
	.loc	1 118 61                        ; triton_kernels.py:118:61
	v_add_nc_u32_e32 v0, s3, v0
	s_delay_alu instid0(VALU_DEP_2)
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v1
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_wait_alu 0xfffe
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_76
; %bb.75:
	.loc	1 118 47 is_stmt 0              ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[11:12], 1, v[0:1]
	v_add_co_u32 v11, s0, v7, v11
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v12, null, v8, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v6, off
.LBB0_76:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v1, 20, v10
	.loc	1 118 61                        ; triton_kernels.py:118:61
	v_add_nc_u32_e32 v0, s3, v0
	s_delay_alu instid0(VALU_DEP_2)
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v1
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_wait_alu 0xfffe
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_78
; %bb.77:
	.loc	1 118 47 is_stmt 0              ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[11:12], 1, v[0:1]
	v_add_co_u32 v11, s0, v7, v11
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v12, null, v8, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v5, off
.LBB0_78:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v1, 21, v10
	.loc	1 118 61                        ; triton_kernels.py:118:61
	v_add_nc_u32_e32 v0, s3, v0
	s_delay_alu instid0(VALU_DEP_2)
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v1
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_wait_alu 0xfffe
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_80
; %bb.79:
	.loc	1 118 47 is_stmt 0              ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[5:6], 1, v[0:1]
	v_add_co_u32 v5, s0, v7, v5
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v6, null, v8, v6, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[5:6], v4, off
.LBB0_80:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v1, 22, v10
	.loc	1 118 61                        ; triton_kernels.py:118:61
	v_add_nc_u32_e32 v0, s3, v0
	s_delay_alu instid0(VALU_DEP_2)
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v1
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_wait_alu 0xfffe
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_82
; %bb.81:
	.loc	1 118 47 is_stmt 0              ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[4:5], 1, v[0:1]
	v_add_co_u32 v4, s0, v7, v4
	s_wait_alu 0xf1ff
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v5, null, v8, v5, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[4:5], v3, off
.LBB0_82:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_wait_alu 0xfffe
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 105 28 is_stmt 1              ; triton_kernels.py:105:28
	v_or_b32_e32 v1, 23, v10
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 119 53                        ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v1
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_wait_alu 0xfffe
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_84
; %bb.83:
	.loc	1 118 61 is_stmt 0              ; triton_kernels.py:118:61
	v_add_nc_u32_e32 v0, s3, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64_e32 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, v7, v0
	s_wait_alu 0xfffd
	v_add_co_ci_u32_e64 v1, null, v8, v1, vcc_lo
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[0:1], v2, off
.LBB0_84:
	.loc	1 118 4                         ; triton_kernels.py:118:4
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp20:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 111
		.amdhsa_next_free_sgpr 24
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 55
		.amdhsa_round_robin_scheduling 0
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
	.set matmul.num_vgpr, 111
	.set matmul.num_agpr, 0
	.set matmul.numbered_sgpr, 24
	.set matmul.num_named_barrier, 0
	.set matmul.private_seg_size, 0
	.set matmul.uses_vcc, 1
	.set matmul.uses_flat_scratch, 0
	.set matmul.has_dyn_sized_stack, 0
	.set matmul.has_recursion, 0
	.set matmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6984
; TotalNumSgprs: 26
; NumVgprs: 111
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 13
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 111
; Occupancy: 12
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
	.byte	1                               ; Abbrev [1] 0xb:0x5c DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x36 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	98                              ; DW_AT_call_line
	.byte	23                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x4d:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	97                              ; DW_AT_call_line
	.byte	23                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x59:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	110                             ; DW_AT_call_line
	.byte	33                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp1-.Lfunc_begin0
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
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
  - .args:
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
    .max_flat_workgroup_size: 32
    .name:           matmul
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     111
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
