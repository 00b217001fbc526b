	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
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
	s_load_b32 s16, s[0:1], 0x20
.Ltmp0:
	.loc	1 100 22 prologue_end           ; triton_kernels.py:100:22
	s_abs_i32 s9, s15
	.loc	1 105 41                        ; triton_kernels.py:105:41
	v_lshrrev_b32_e32 v51, 4, v0
	v_dual_mov_b32 v21, 0 :: v_dual_and_b32 v52, 15, v0
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_or_b32_e32 v53, 2, v51
	v_or_b32_e32 v54, 4, v51
	v_or_b32_e32 v55, 6, v51
	v_or_b32_e32 v56, 8, v51
	v_or_b32_e32 v57, 10, v51
	v_or_b32_e32 v58, 12, v51
	v_or_b32_e32 v59, 14, v51
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v6, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v8, 0
	v_mov_b32_e32 v16, 0
.Ltmp1:
	.file	2 "/opt/torch/.venv/lib/python3.12/site-packages/triton/language" "standard.py"
	.loc	2 43 17                         ; standard.py:43:17 @[ triton_kernels.py:98:23 ]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s2, s7, 31
.Ltmp2:
	.loc	2 43 17 is_stmt 0               ; standard.py:43:17 @[ triton_kernels.py:97:23 ]
	s_add_i32 s10, s6, 15
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
	s_add_i32 s2, s2, s3
.Ltmp8:
	.loc	2 43 30                         ; standard.py:43:30 @[ triton_kernels.py:97:23 ]
	s_add_i32 s10, s10, s12
.Ltmp9:
	.loc	2 43 30                         ; standard.py:43:30 @[ triton_kernels.py:98:23 ]
	s_ashr_i32 s2, s2, 5
.Ltmp10:
	.loc	2 43 30                         ; standard.py:43:30 @[ triton_kernels.py:97:23 ]
	s_ashr_i32 s10, s10, 4
.Ltmp11:
	.loc	1 100 22 is_stmt 1              ; triton_kernels.py:100:22
	s_abs_i32 s3, s2
	v_dual_mov_b32 v17, 0 :: v_dual_mov_b32 v20, 0
	v_cvt_f32_u32_e32 v1, s3
	s_sub_i32 s11, 0, s3
	v_dual_mov_b32 v19, 0 :: v_dual_mov_b32 v22, 0
	v_mov_b32_e32 v11, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_rcp_iflag_f32_e32 v1, v1
	v_mov_b32_e32 v2, 0
	s_waitcnt_depctr 0xfff
	v_dual_mov_b32 v18, 0 :: v_dual_mul_f32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_readfirstlane_b32 s8, v1
	s_mul_i32 s11, s11, s8
	s_mul_hi_u32 s11, s8, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_add_i32 s8, s8, s11
	s_xor_b32 s11, s15, s2
	s_mul_hi_u32 s8, s9, s8
	s_ashr_i32 s11, s11, 31
	s_mul_i32 s12, s8, s3
	s_sub_i32 s9, s9, s12
	s_add_i32 s12, s8, 1
	s_sub_i32 s13, s9, s3
	s_cmp_ge_u32 s9, s3
	s_cselect_b32 s8, s12, s8
	s_cselect_b32 s9, s13, s9
	s_add_i32 s12, s8, 1
	s_cmp_ge_u32 s9, s3
	s_cselect_b32 s3, s12, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s3, s3, s11
	s_sub_i32 s3, s3, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	.loc	1 101 36                        ; triton_kernels.py:101:36
	s_sub_i32 s8, s10, s3
	.loc	1 102 29                        ; triton_kernels.py:102:29
	s_mul_i32 s2, s3, s2
	.loc	1 101 45                        ; triton_kernels.py:101:45
	s_min_i32 s8, s8, 1
	.loc	1 102 29                        ; triton_kernels.py:102:29
	s_sub_i32 s12, s15, s2
	.loc	1 103 32                        ; triton_kernels.py:103:32
	s_abs_i32 s9, s8
	v_cvt_f32_u32_e32 v1, s9
	s_sub_i32 s11, 0, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_rcp_iflag_f32_e32 v9, v1
	v_mov_b32_e32 v1, 0
	s_waitcnt_depctr 0xfff
	v_mul_f32_e32 v9, 0x4f7ffffe, v9
	v_cvt_u32_f32_e32 v9, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_readfirstlane_b32 s10, v9
	s_mul_i32 s11, s11, s10
	s_mul_hi_u32 s2, s10, s11
	s_abs_i32 s11, s12
	s_add_i32 s10, s10, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_hi_u32 s2, s11, s10
	s_xor_b32 s10, s12, s8
	s_mul_i32 s13, s2, s9
	s_ashr_i32 s10, s10, 31
	s_sub_i32 s11, s11, s13
	s_add_i32 s13, s2, 1
	s_sub_i32 s14, s11, s9
	s_cmp_ge_u32 s11, s9
	s_cselect_b32 s2, s13, s2
	s_cselect_b32 s11, s14, s11
	s_add_i32 s13, s2, 1
	s_cmp_ge_u32 s11, s9
	s_cselect_b32 s2, s13, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s2, s2, s10
	s_sub_i32 s9, s2, s10
.Ltmp12:
	.loc	2 43 17                         ; standard.py:43:17 @[ triton_kernels.py:110:33 ]
	s_add_i32 s2, s16, 15
.Ltmp13:
	.loc	1 102 41                        ; triton_kernels.py:102:41
	s_mul_i32 s8, s9, s8
	.loc	1 105 18                        ; triton_kernels.py:105:18
	s_lshl_b32 s9, s9, 5
	.loc	1 102 41                        ; triton_kernels.py:102:41
	s_sub_i32 s8, s12, s8
	.loc	1 105 28                        ; triton_kernels.py:105:28
	v_or_b32_e32 v49, s9, v51
	.loc	1 102 22                        ; triton_kernels.py:102:22
	s_add_i32 s8, s8, s3
	.loc	1 105 28                        ; triton_kernels.py:105:28
	v_or_b32_e32 v48, s9, v53
	v_or_b32_e32 v47, s9, v54
	v_or_b32_e32 v46, s9, v55
	v_or_b32_e32 v45, s9, v56
	v_or_b32_e32 v44, s9, v57
	v_or_b32_e32 v43, s9, v58
	v_or_b32_e32 v42, s9, v59
	.loc	1 104 28                        ; triton_kernels.py:104:28
	v_lshl_or_b32 v50, s8, 4, v52
	.loc	1 105 28                        ; triton_kernels.py:105:28
	v_or_b32_e32 v41, 16, v49
	v_or_b32_e32 v40, 18, v49
	v_or_b32_e32 v39, 20, v49
	v_or_b32_e32 v38, 22, v49
	v_or_b32_e32 v37, 24, v49
	v_or_b32_e32 v36, 26, v49
	v_or_b32_e32 v35, 28, v49
	v_or_b32_e32 v34, 30, v49
	.loc	1 110 22                        ; triton_kernels.py:110:22
	s_cmp_lt_i32 s2, 16
	s_cbranch_scc1 .LBB0_52
; %bb.1:                                ; %.lr.ph
	.loc	1 105 53                        ; triton_kernels.py:105:53
	s_abs_i32 s3, s7
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_nc_u32_e32 v3, 0, v34
	v_cvt_f32_u32_e32 v1, s3
	s_sub_i32 s18, 0, s3
	v_sub_nc_u32_e32 v6, 0, v35
	v_sub_nc_u32_e32 v8, 0, v36
	v_max_i32_e32 v17, v34, v3
	v_rcp_iflag_f32_e32 v2, v1
	.loc	1 0 0 is_stmt 0                 ; triton_kernels.py:0
	v_and_b32_e32 v1, 16, v0
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_sub_nc_u32_e32 v14, 0, v39
	v_sub_nc_u32_e32 v15, 0, v40
	v_max_i32_e32 v6, v35, v6
	v_sub_nc_u32_e32 v11, 0, v37
	v_max_i32_e32 v8, v36, v8
	v_sub_nc_u32_e32 v13, 0, v38
	v_ashrrev_i32_e32 v4, 31, v34
	s_clause 0x1
	s_load_b128 s[12:15], s[0:1], 0x0
	s_load_b128 s[8:11], s[0:1], 0x24
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_max_i32_e32 v11, v37, v11
	v_max_i32_e32 v13, v38, v13
	v_sub_nc_u32_e32 v16, 0, v41
	v_ashrrev_i32_e32 v12, 31, v38
	v_cvt_u32_f32_e32 v2, v2
	v_sub_nc_u32_e32 v28, 0, v46
	v_ashrrev_i32_e32 v30, 31, v45
	v_max_i32_e32 v16, v41, v16
	v_sub_nc_u32_e32 v61, 0, v49
	v_mul_lo_u32 v9, s18, v2
	.loc	1 104 53 is_stmt 1              ; triton_kernels.py:104:53
	s_abs_i32 s18, s6
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_max_i32_e32 v28, v46, v28
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_cvt_f32_u32_e32 v27, s18
	s_sub_i32 s19, 0, s18
	v_sub_nc_u32_e32 v62, 0, v50
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_max_i32_e32 v61, v49, v61
	v_ashrrev_i32_e32 v5, 31, v35
	v_mul_hi_u32 v9, v2, v9
	v_ashrrev_i32_e32 v7, 31, v36
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_max_i32_e32 v62, v50, v62
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_ashrrev_i32_e32 v10, 31, v37
	v_bfe_i32 v64, v0, 2, 1
	.loc	1 107 61                        ; triton_kernels.py:107:61
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v98, s9, v51
.Ltmp14:
	.loc	2 43 30                         ; standard.py:43:30 @[ triton_kernels.py:110:33 ]
	s_ashr_i32 s17, s2, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshr_b32 s17, s17, 28
.Ltmp15:
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_add_nc_u32_e32 v29, v2, v9
	v_max_i32_e32 v9, v39, v14
	v_max_i32_e32 v14, v40, v15
	.loc	1 108 35                        ; triton_kernels.py:108:35
	v_mul_lo_u32 v2, s10, v52
	.loc	1 107 47                        ; triton_kernels.py:107:47
	v_ashrrev_i32_e32 v99, 31, v98
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_mul_hi_u32 v3, v17, v29
	v_mul_hi_u32 v15, v6, v29
	v_mul_hi_u32 v18, v8, v29
	v_mul_hi_u32 v19, v11, v29
.Ltmp16:
	.loc	2 43 30                         ; standard.py:43:30 @[ triton_kernels.py:110:33 ]
	s_add_i32 s2, s2, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	s_ashr_i32 s17, s2, 4
.Ltmp17:
	.loc	1 115 28                        ; triton_kernels.py:115:28
	s_lshl_b32 s2, s10, 4
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_mul_lo_u32 v22, v3, s3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_lo_u32 v15, v15, s3
	v_mul_lo_u32 v18, v18, s3
	s_delay_alu instid0(VALU_DEP_4)
	v_mul_lo_u32 v19, v19, s3
	.loc	1 108 21                        ; triton_kernels.py:108:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 114 28                        ; triton_kernels.py:114:28
	s_lshl_b32 s10, s9, 4
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_sub_nc_u32_e32 v17, v17, v22
	v_sub_nc_u32_e32 v6, v6, v15
	v_sub_nc_u32_e32 v8, v8, v18
	v_sub_nc_u32_e32 v11, v11, v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_subrev_nc_u32_e32 v15, s3, v17
	v_cmp_le_u32_e32 vcc_lo, s3, v17
	v_subrev_nc_u32_e32 v18, s3, v6
	v_subrev_nc_u32_e32 v19, s3, v8
	v_cndmask_b32_e32 v15, v17, v15, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s3, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v6, v6, v18, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s3, v8
	v_subrev_nc_u32_e32 v17, s3, v15
	s_delay_alu instid0(VALU_DEP_3)
	v_subrev_nc_u32_e32 v18, s3, v6
	v_cndmask_b32_e32 v8, v8, v19, vcc_lo
	v_mul_hi_u32 v20, v13, v29
	v_mul_hi_u32 v21, v9, v29
	v_cmp_le_u32_e32 vcc_lo, s3, v11
	v_mul_hi_u32 v23, v14, v29
	v_subrev_nc_u32_e32 v19, s3, v8
	v_mul_lo_u32 v20, v20, s3
	v_mul_lo_u32 v21, v21, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v13, v13, v20
	v_subrev_nc_u32_e32 v20, s3, v11
	v_sub_nc_u32_e32 v9, v9, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_subrev_nc_u32_e32 v21, s3, v13
	v_cndmask_b32_e32 v11, v11, v20, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s3, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_subrev_nc_u32_e32 v22, s3, v9
	v_cndmask_b32_e32 v13, v13, v21, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s3, v15
	v_ashrrev_i32_e32 v21, 31, v40
	v_cndmask_b32_e32 v15, v15, v17, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s3, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v15, v15, v4
	v_cndmask_b32_e32 v6, v6, v18, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s3, v8
	v_sub_nc_u32_e32 v4, v15, v4
	v_mul_lo_u32 v15, v23, s3
	v_cndmask_b32_e32 v8, v8, v19, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s3, v9
	v_sub_nc_u32_e32 v19, 0, v42
	v_ashrrev_i32_e32 v23, 31, v41
	v_xor_b32_e32 v6, v6, v5
	v_xor_b32_e32 v8, v8, v7
	v_cndmask_b32_e32 v17, v9, v22, vcc_lo
	v_subrev_nc_u32_e32 v9, s3, v11
	v_cmp_le_u32_e32 vcc_lo, s3, v11
	v_sub_nc_u32_e32 v14, v14, v15
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v4, v4, s11
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v18, s3, v17
	v_sub_nc_u32_e32 v5, v6, v5
	v_cndmask_b32_e32 v9, v11, v9, vcc_lo
	v_subrev_nc_u32_e32 v11, s3, v13
	v_cmp_le_u32_e32 vcc_lo, s3, v13
	v_sub_nc_u32_e32 v7, v8, v7
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v6, v5, s11
	.loc	1 108 47 is_stmt 0              ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 105 53 is_stmt 1              ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v11, v13, v11, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s3, v17
	v_ashrrev_i32_e32 v13, 31, v39
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v8, v7, s11
	s_delay_alu instid0(VALU_DEP_4)
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_xor_b32_e32 v11, v11, v12
	v_cndmask_b32_e32 v17, v17, v18, vcc_lo
	v_mul_hi_u32 v18, v16, v29
	v_cmp_le_u32_e32 vcc_lo, s3, v14
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_sub_nc_u32_e32 v11, v11, v12
	v_xor_b32_e32 v15, v17, v13
	v_max_i32_e32 v17, v42, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v12, v11, s11
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v11, s3, v14
	v_mul_lo_u32 v18, v18, s3
	v_sub_nc_u32_e32 v15, v15, v13
	v_mul_hi_u32 v19, v17, v29
	v_cndmask_b32_e32 v20, v14, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v14, v15, s11
	.loc	1 108 47 is_stmt 0              ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v13, 31, v12
	.loc	1 105 53 is_stmt 1              ; triton_kernels.py:105:53
	v_sub_nc_u32_e32 v15, v16, v18
	v_subrev_nc_u32_e32 v16, s3, v20
	v_cmp_le_u32_e32 vcc_lo, s3, v20
	v_mul_lo_u32 v18, v19, s3
	v_sub_nc_u32_e32 v19, 0, v43
	v_subrev_nc_u32_e32 v22, s3, v15
	v_cndmask_b32_e32 v16, v20, v16, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s3, v15
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_max_i32_e32 v19, v43, v19
	v_sub_nc_u32_e32 v17, v17, v18
	v_sub_nc_u32_e32 v18, 0, v44
	v_cndmask_b32_e32 v15, v15, v22, vcc_lo
	v_mul_hi_u32 v20, v19, v29
	v_xor_b32_e32 v16, v16, v21
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_max_i32_e32 v24, v44, v18
	v_subrev_nc_u32_e32 v22, s3, v15
	v_cmp_le_u32_e32 vcc_lo, s3, v15
	v_subrev_nc_u32_e32 v18, s3, v17
	v_sub_nc_u32_e32 v16, v16, v21
	v_mul_lo_u32 v20, v20, s3
	v_mul_hi_u32 v25, v24, v29
	v_cndmask_b32_e32 v22, v15, v22, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s3, v17
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v15, 31, v14
	s_delay_alu instid0(VALU_DEP_3)
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_xor_b32_e32 v21, v22, v23
	v_cndmask_b32_e32 v17, v17, v18, vcc_lo
	v_sub_nc_u32_e32 v19, v19, v20
	v_mul_lo_u32 v20, v25, s3
	v_sub_nc_u32_e32 v25, 0, v45
	v_ashrrev_i32_e32 v22, 31, v42
	v_subrev_nc_u32_e32 v18, s3, v17
	v_cmp_le_u32_e32 vcc_lo, s3, v17
	v_sub_nc_u32_e32 v24, v24, v20
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v17, v17, v18, vcc_lo
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v18, v16, s11
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_sub_nc_u32_e32 v16, v21, v23
	v_subrev_nc_u32_e32 v21, s3, v19
	v_max_i32_e32 v23, v45, v25
	v_cmp_le_u32_e32 vcc_lo, s3, v19
	v_xor_b32_e32 v17, v17, v22
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v20, v16, s11
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v16, s3, v24
	v_ashrrev_i32_e32 v25, 31, v43
	v_cndmask_b32_e32 v19, v19, v21, vcc_lo
	v_mul_hi_u32 v21, v23, v29
	v_cmp_le_u32_e32 vcc_lo, s3, v24
	v_sub_nc_u32_e32 v17, v17, v22
	s_delay_alu instid0(VALU_DEP_4)
	v_subrev_nc_u32_e32 v22, s3, v19
	v_cndmask_b32_e32 v16, v24, v16, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s3, v19
	v_mul_lo_u32 v24, v21, s3
	v_xor_b32_e32 v9, v9, v10
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v21, 31, v20
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v26, v19, v22, vcc_lo
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v22, v17, s11
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v17, s3, v16
	v_cmp_le_u32_e32 vcc_lo, s3, v16
	v_sub_nc_u32_e32 v23, v23, v24
	v_ashrrev_i32_e32 v24, 31, v44
	v_sub_nc_u32_e32 v10, v9, v10
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v16, v16, v17, vcc_lo
	v_subrev_nc_u32_e32 v17, s3, v23
	v_cmp_le_u32_e32 vcc_lo, s3, v23
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v10, v10, s11
	.loc	1 108 47 is_stmt 0              ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 105 53 is_stmt 1              ; triton_kernels.py:105:53
	v_xor_b32_e32 v16, v16, v24
	v_cndmask_b32_e32 v17, v23, v17, vcc_lo
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_rcp_iflag_f32_e32 v23, v27
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_mul_hi_u32 v27, v28, v29
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v16, v16, v24
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v24, s3, v17
	v_cmp_le_u32_e32 vcc_lo, s3, v17
	v_mul_lo_u32 v32, v27, s3
	v_cndmask_b32_e32 v17, v17, v24, vcc_lo
	v_xor_b32_e32 v26, v26, v25
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_mul_f32_e32 v23, 0x4f7ffffe, v23
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_sub_nc_u32_e32 v25, v26, v25
	v_sub_nc_u32_e32 v26, 0, v47
	v_sub_nc_u32_e32 v32, v28, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v24, v25, s11
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_max_i32_e32 v31, v47, v26
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v26, v16, s11
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_xor_b32_e32 v16, v17, v30
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_cvt_u32_f32_e32 v17, v23
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cmp_le_u32_e32 vcc_lo, s3, v32
	v_mul_hi_u32 v33, v31, v29
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v23, 31, v22
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_sub_nc_u32_e32 v16, v16, v30
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_mul_lo_u32 v60, s19, v17
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_sub_nc_u32_e32 v30, 0, v48
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v27, 31, v26
	.loc	1 108 61 is_stmt 0              ; triton_kernels.py:108:61
	v_mul_lo_u32 v28, v16, s11
	.loc	1 105 53 is_stmt 1              ; triton_kernels.py:105:53
	v_mul_lo_u32 v33, v33, s3
	v_max_i32_e32 v30, v48, v30
	v_subrev_nc_u32_e32 v16, s3, v32
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_mul_hi_u32 v60, v17, v60
	s_delay_alu instid0(VALU_DEP_3)
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_mul_hi_u32 v63, v30, v29
	v_mul_hi_u32 v29, v61, v29
	v_sub_nc_u32_e32 v31, v31, v33
	v_cndmask_b32_e32 v16, v32, v16, vcc_lo
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_add_nc_u32_e32 v17, v17, v60
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_ashrrev_i32_e32 v60, 31, v46
	s_delay_alu instid0(VALU_DEP_4)
	v_subrev_nc_u32_e32 v33, s3, v31
	v_cmp_le_u32_e32 vcc_lo, s3, v31
	v_mul_lo_u32 v32, v63, s3
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_mul_hi_u32 v17, v62, v17
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v63, s3, v16
	v_mul_lo_u32 v29, v29, s3
	v_cndmask_b32_e32 v31, v31, v33, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s3, v16
	v_sub_nc_u32_e32 v30, v30, v32
	s_delay_alu instid0(VALU_DEP_3)
	v_subrev_nc_u32_e32 v33, s3, v31
	v_cndmask_b32_e32 v16, v16, v63, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s3, v31
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_mul_lo_u32 v17, v17, s18
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_sub_nc_u32_e32 v29, v61, v29
	v_subrev_nc_u32_e32 v61, s3, v30
	v_xor_b32_e32 v16, v16, v60
	v_cndmask_b32_e32 v31, v31, v33, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s3, v30
	v_subrev_nc_u32_e32 v33, s3, v29
	v_ashrrev_i32_e32 v32, 31, v47
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_sub_nc_u32_e32 v17, v62, v17
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_sub_nc_u32_e32 v16, v16, v60
	v_cndmask_b32_e32 v30, v30, v61, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s3, v29
	v_xor_b32_e32 v31, v31, v32
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_subrev_nc_u32_e32 v61, s18, v17
	s_delay_alu instid0(VALU_DEP_4)
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_subrev_nc_u32_e32 v62, s3, v30
	v_cndmask_b32_e32 v29, v29, v33, vcc_lo
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_cmp_le_u32_e32 vcc_lo, s18, v17
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_ashrrev_i32_e32 v33, 31, v48
	v_sub_nc_u32_e32 v31, v31, v32
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_cndmask_b32_e32 v17, v17, v61, vcc_lo
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cmp_le_u32_e32 vcc_lo, s3, v30
	v_subrev_nc_u32_e32 v61, s3, v29
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v32, v31, s11
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_subrev_nc_u32_e32 v63, s18, v17
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_cndmask_b32_e32 v30, v30, v62, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s3, v29
	v_ashrrev_i32_e32 v62, 31, v49
	s_ashr_i32 s3, s2, 31
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v30, v30, v33
	v_cndmask_b32_e32 v29, v29, v61, vcc_lo
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_cmp_le_u32_e32 vcc_lo, s18, v17
	v_ashrrev_i32_e32 v61, 31, v50
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_sub_nc_u32_e32 v33, v30, v33
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v30, v16, s11
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_cndmask_b32_e32 v17, v17, v63, vcc_lo
	.loc	1 105 41                        ; triton_kernels.py:105:41
	v_cmp_eq_u32_e32 vcc_lo, 0, v1
	v_mov_b32_e32 v1, 0x7632
	.loc	1 105 53 is_stmt 0              ; triton_kernels.py:105:53
	v_xor_b32_e32 v29, v29, v62
	.loc	1 108 61 is_stmt 1              ; triton_kernels.py:108:61
	v_mul_lo_u32 v92, v33, s11
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_xor_b32_e32 v17, v17, v61
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v33, 31, v32
	v_cndmask_b32_e32 v1, 0x3276, v1, vcc_lo
	.loc	1 105 53                        ; triton_kernels.py:105:53
	v_sub_nc_u32_e32 v29, v29, v62
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v31, 31, v30
	.loc	1 104 53                        ; triton_kernels.py:104:53
	v_sub_nc_u32_e32 v17, v17, v61
	v_lshlrev_b32_e32 v61, 5, v0
	v_lshl_or_b32 v1, v1, 8, v1
	.loc	1 108 61                        ; triton_kernels.py:108:61
	v_mul_lo_u32 v96, v29, s11
	.loc	1 108 47 is_stmt 0              ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v29, 31, v28
	.loc	1 107 35 is_stmt 1              ; triton_kernels.py:107:35
	v_mul_lo_u32 v16, v17, s8
	v_mov_b32_e32 v17, 0x5410
	v_and_b32_e32 v1, 0x760076, v1
	v_and_b32_e32 v63, 0x160, v61
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v93, 31, v92
	s_ashr_i32 s11, s10, 31
	v_cndmask_b32_e32 v60, 0x1054, v17, vcc_lo
	v_lshl_or_b32 v1, v1, 4, v1
	.loc	1 107 21                        ; triton_kernels.py:107:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_and_or_b32 v63, 0x90, v64, v63
	.loc	1 108 47                        ; triton_kernels.py:108:47
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshl_or_b32 v60, v60, 8, v60
	v_and_b32_e32 v65, 0x7060706, v1
	.loc	1 107 21                        ; triton_kernels.py:107:21
	v_lshlrev_b64 v[16:17], 1, v[16:17]
	v_xor_b32_e32 v101, 16, v63
	.loc	1 110 22                        ; triton_kernels.py:110:22
	s_lshl_b64 s[10:11], s[10:11], 1
	v_and_b32_e32 v62, 0x540054, v60
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 107 21                        ; triton_kernels.py:107:21
	v_add_co_u32 v60, vcc_lo, s12, v16
	v_lshl_or_b32 v16, v62, 4, v62
	v_lshlrev_b32_e32 v62, 1, v0
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_lshlrev_b64 v[0:1], 1, v[4:5]
	.loc	1 107 21                        ; triton_kernels.py:107:21
	v_add_co_ci_u32_e64 v61, null, s13, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_and_b32_e32 v64, 0x5040504, v16
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_lshlrev_b64 v[16:17], 1, v[2:3]
	v_lshlrev_b64 v[2:3], 1, v[6:7]
	v_add_co_u32 v66, vcc_lo, s14, v0
	v_add_co_ci_u32_e64 v67, null, s15, v1, vcc_lo
	v_lshlrev_b64 v[0:1], 1, v[8:9]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v68, vcc_lo, s14, v2
	v_add_co_ci_u32_e64 v69, null, s15, v3, vcc_lo
	v_lshlrev_b64 v[2:3], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v70, vcc_lo, s14, v0
	v_add_co_ci_u32_e64 v71, null, s15, v1, vcc_lo
	v_lshlrev_b64 v[0:1], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v72, vcc_lo, s14, v2
	v_add_co_ci_u32_e64 v73, null, s15, v3, vcc_lo
	v_lshlrev_b64 v[2:3], 1, v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v74, vcc_lo, s14, v0
	v_add_co_ci_u32_e64 v75, null, s15, v1, vcc_lo
	v_lshlrev_b64 v[0:1], 1, v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v76, vcc_lo, s14, v2
	v_add_co_ci_u32_e64 v77, null, s15, v3, vcc_lo
	v_lshlrev_b64 v[2:3], 1, v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v78, vcc_lo, s14, v0
	v_add_co_ci_u32_e64 v79, null, s15, v1, vcc_lo
	v_lshlrev_b64 v[0:1], 1, v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v80, vcc_lo, s14, v2
	v_add_co_ci_u32_e64 v81, null, s15, v3, vcc_lo
	v_lshlrev_b64 v[2:3], 1, v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v82, vcc_lo, s14, v0
	v_add_co_ci_u32_e64 v83, null, s15, v1, vcc_lo
	v_lshlrev_b64 v[0:1], 1, v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v84, vcc_lo, s14, v2
	v_add_co_ci_u32_e64 v85, null, s15, v3, vcc_lo
	v_lshlrev_b64 v[2:3], 1, v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v86, vcc_lo, s14, v0
	v_add_co_ci_u32_e64 v87, null, s15, v1, vcc_lo
	v_lshlrev_b64 v[0:1], 1, v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v88, vcc_lo, s14, v2
	v_add_co_ci_u32_e64 v89, null, s15, v3, vcc_lo
	v_lshlrev_b64 v[2:3], 1, v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v90, vcc_lo, s14, v0
	v_add_co_ci_u32_e64 v91, null, s15, v1, vcc_lo
	v_lshlrev_b64 v[0:1], 1, v[92:93]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v92, vcc_lo, s14, v2
	v_add_co_ci_u32_e64 v93, null, s15, v3, vcc_lo
	v_mul_lo_u32 v2, s9, v57
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v94, vcc_lo, s14, v0
	v_add_co_ci_u32_e64 v95, null, s15, v1, vcc_lo
	v_lshlrev_b64 v[0:1], 1, v[96:97]
	v_mul_lo_u32 v4, s9, v59
	v_mul_lo_u32 v6, s9, v58
	v_mul_lo_u32 v8, s9, v56
	v_mul_lo_u32 v10, s9, v55
	v_mul_lo_u32 v12, s9, v54
	v_add_co_u32 v96, vcc_lo, s14, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v97, null, s15, v1, vcc_lo
	v_mul_lo_u32 v1, s9, v53
	v_ashrrev_i32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[22:23], 1, v[2:3]
	v_ashrrev_i32_e32 v2, 31, v1
	v_xor_b32_e32 v100, 16, v62
	v_mov_b32_e32 v0, 0
	v_lshlrev_b64 v[18:19], 1, v[4:5]
	v_lshlrev_b64 v[20:21], 1, v[6:7]
	v_lshlrev_b64 v[24:25], 1, v[8:9]
	v_lshlrev_b64 v[26:27], 1, v[10:11]
	v_lshlrev_b64 v[28:29], 1, v[12:13]
	v_lshlrev_b64 v[30:31], 1, v[1:2]
	v_lshlrev_b64 v[32:33], 1, v[98:99]
	v_add_nc_u32_e32 v98, 0, v100
	v_add_nc_u32_e32 v99, 0, v101
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
	s_lshl_b64 s[8:9], s[2:3], 1
	s_mov_b32 s3, 0x76543210
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 22 is_stmt 0                ; triton_kernels.py:0:22
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 110 22 is_stmt 1              ; triton_kernels.py:110:22
	v_add_co_u32 v66, vcc_lo, v66, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v67, null, s9, v67, vcc_lo
	v_add_co_u32 v68, vcc_lo, v68, s8
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_waitcnt vmcnt(0)
	v_perm_b32 v101, v102, v101, 0x5040100
	.loc	1 112 20                        ; triton_kernels.py:112:20
	v_add_nc_u32_e32 v102, 0, v62
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_add_co_ci_u32_e64 v69, null, s9, v69, vcc_lo
	v_add_co_u32 v70, vcc_lo, v70, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v71, null, s9, v71, vcc_lo
	v_add_co_u32 v72, vcc_lo, v72, s8
	v_add_co_ci_u32_e64 v73, null, s9, v73, vcc_lo
	v_add_co_u32 v74, vcc_lo, v74, s8
	; wave barrier
	.loc	1 112 20                        ; triton_kernels.py:112:20
	buffer_gl0_inv
	ds_store_b16 v102, v108
	ds_store_b16 v102, v110 offset:64
	ds_store_b16 v102, v112 offset:256
	ds_store_b16 v102, v114 offset:320
	ds_store_b16 v102, v116 offset:512
	ds_store_b16 v102, v118 offset:576
	ds_store_b16 v102, v120 offset:768
	ds_store_b16 v102, v122 offset:832
	v_add_nc_u32_e32 v102, 0, v63
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_add_co_ci_u32_e64 v75, null, s9, v75, vcc_lo
	v_add_co_u32 v76, vcc_lo, v76, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v77, null, s9, v77, vcc_lo
	v_add_co_u32 v78, vcc_lo, v78, s8
	.loc	1 111 20                        ; triton_kernels.py:111:20
	v_perm_b32 v104, v107, v104, 0x5040100
	.loc	1 112 20                        ; triton_kernels.py:112:20
	ds_store_b16 v98, v109 offset:128
	ds_store_b16 v98, v111 offset:192
	ds_store_b16 v98, v113 offset:384
	ds_store_b16 v98, v115 offset:448
	ds_store_b16 v98, v117 offset:640
	ds_store_b16 v98, v119 offset:704
	ds_store_b16 v98, v121 offset:896
	ds_store_b16 v98, v123 offset:960
	s_waitcnt lgkmcnt(0)
	; wave barrier
	buffer_gl0_inv
	ds_load_b128 v[107:110], v102
	ds_load_b128 v[115:118], v102 offset:512
	ds_load_b128 v[111:114], v99
	ds_load_b128 v[119:122], v99 offset:512
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_add_co_ci_u32_e64 v79, null, s9, v79, vcc_lo
	v_add_co_u32 v80, vcc_lo, v80, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v81, null, s9, v81, vcc_lo
	v_add_co_u32 v82, vcc_lo, v82, s8
	v_add_co_ci_u32_e64 v83, null, s9, v83, vcc_lo
	v_add_co_u32 v84, vcc_lo, v84, s8
	.loc	1 111 20                        ; triton_kernels.py:111:20
	v_perm_b32 v100, v105, v100, 0x5040100
	v_perm_b32 v102, v106, v103, 0x5040100
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_add_co_ci_u32_e64 v85, null, s9, v85, vcc_lo
	v_add_co_u32 v86, vcc_lo, v86, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v87, null, s9, v87, vcc_lo
	v_add_co_u32 v88, vcc_lo, v88, s8
	.loc	1 111 20                        ; triton_kernels.py:111:20
	v_permlanex16_b32 v103, v101, s3, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v105, v100, s3, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v106, v104, s3, 0xfedcba98 op_sel:[1,0]
	v_permlanex16_b32 v130, v102, s3, 0xfedcba98 op_sel:[1,0]
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_add_co_ci_u32_e64 v89, null, s9, v89, vcc_lo
	v_add_co_u32 v90, vcc_lo, v90, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v91, null, s9, v91, vcc_lo
	v_add_co_u32 v92, vcc_lo, v92, s8
	v_add_co_ci_u32_e64 v93, null, s9, v93, vcc_lo
	v_add_co_u32 v94, vcc_lo, v94, s8
	.loc	1 111 20                        ; triton_kernels.py:111:20
	v_perm_b32 v123, v103, v101, v64
	v_perm_b32 v124, v103, v101, v65
	v_perm_b32 v125, v105, v100, v64
	v_perm_b32 v126, v105, v100, v65
	v_perm_b32 v127, v106, v104, v64
	v_perm_b32 v128, v106, v104, v65
	v_perm_b32 v129, v130, v102, v64
	v_perm_b32 v130, v130, v102, v65
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_add_co_ci_u32_e64 v95, null, s9, v95, vcc_lo
	v_add_co_u32 v96, vcc_lo, v96, s8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v97, null, s9, v97, vcc_lo
	v_add_co_u32 v60, vcc_lo, v60, s10
	.loc	1 113 27                        ; triton_kernels.py:113:27
	s_waitcnt lgkmcnt(1)
	v_wmma_f32_16x16x16_f16 v[0:7], v[107:114], v[123:130], v[0:7]
	s_waitcnt lgkmcnt(0)
	v_wmma_f32_16x16x16_f16 v[8:15], v[115:122], v[123:130], v[8:15]
	.loc	1 110 22                        ; triton_kernels.py:110:22
	v_add_co_ci_u32_e64 v61, null, s11, v61, vcc_lo
	s_add_i32 s17, s17, -1
	s_add_i32 s16, s16, -16
	s_cmp_lg_u32 s17, 0
	s_cbranch_scc0 .LBB0_51
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 0 22 is_stmt 0                ; triton_kernels.py:0:22
	v_mov_b32_e32 v101, 0
	.loc	1 111 20 is_stmt 1              ; triton_kernels.py:111:20
	s_mov_b32 s2, exec_lo
	.loc	1 111 47 is_stmt 0              ; triton_kernels.py:111:47
	v_cmpx_gt_i32_e64 s16, v51
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_cbranch_execz .LBB0_5
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32 v100, vcc_lo, v60, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v101, null, v61, v33, vcc_lo
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_u16 v101, v[100:101], off
.LBB0_5:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s2
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v102, 0
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_mov_b32 s2, exec_lo
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmpx_gt_i32_e64 s16, v53
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_cbranch_execz .LBB0_7
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32 v102, vcc_lo, v60, v30
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v103, null, v61, v31, vcc_lo
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_u16 v102, v[102:103], off
.LBB0_7:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_mov_b32 s2, exec_lo
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmpx_gt_i32_e64 s16, v54
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32 v103, vcc_lo, v60, v28
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v104, null, v61, v29, vcc_lo
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_u16 v100, v[103:104], off
.LBB0_9:                                ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s2
	v_dual_mov_b32 v104, 0 :: v_dual_mov_b32 v105, 0
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_mov_b32 s2, exec_lo
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmpx_gt_i32_e64 s16, v55
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_cbranch_execz .LBB0_11
; %bb.10:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32 v105, vcc_lo, v60, v26
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v106, null, v61, v27, vcc_lo
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_u16 v105, v[105:106], off
.LBB0_11:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_mov_b32 s2, exec_lo
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmpx_gt_i32_e64 s16, v56
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_cbranch_execz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32 v103, vcc_lo, v60, v24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v104, null, v61, v25, vcc_lo
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_u16 v104, v[103:104], off
.LBB0_13:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s2
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v107, 0
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_mov_b32 s2, exec_lo
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmpx_gt_i32_e64 s16, v57
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32 v106, vcc_lo, v60, v22
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v107, null, v61, v23, vcc_lo
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_u16 v107, v[106:107], off
.LBB0_15:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_mov_b32 s2, exec_lo
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmpx_gt_i32_e64 s16, v58
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_cbranch_execz .LBB0_17
; %bb.16:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32 v108, vcc_lo, v60, v20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v109, null, v61, v21, vcc_lo
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_u16 v103, v[108:109], off
.LBB0_17:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s2
	v_mov_b32_e32 v108, 0
	v_mov_b32_e32 v106, 0
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_mov_b32 s2, exec_lo
	.loc	1 111 47                        ; triton_kernels.py:111:47
	v_cmpx_gt_i32_e64 s16, v59
	.loc	1 111 20                        ; triton_kernels.py:111:20
	s_cbranch_execz .LBB0_19
; %bb.18:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32 v109, vcc_lo, v60, v18
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v110, null, v61, v19, vcc_lo
	.loc	1 111 20                        ; triton_kernels.py:111:20
	global_load_u16 v106, v[109:110], off
.LBB0_19:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 112 47 is_stmt 1              ; triton_kernels.py:112:47
	v_cmp_gt_i32_e32 vcc_lo, s16, v52
	.loc	1 112 20 is_stmt 0              ; triton_kernels.py:112:20
	s_and_saveexec_b32 s12, vcc_lo
	s_cbranch_execz .LBB0_21
; %bb.20:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v108, s2, v96, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v109, null, v97, v17, s2
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v108, v[108:109], off
.LBB0_21:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s12
	v_dual_mov_b32 v109, 0 :: v_dual_mov_b32 v110, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s12, vcc_lo
	s_cbranch_execz .LBB0_23
; %bb.22:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v110, s2, v94, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v111, null, v95, v17, s2
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v110, v[110:111], off
.LBB0_23:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s12
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s12, vcc_lo
	s_cbranch_execz .LBB0_25
; %bb.24:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v111, s2, v92, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v112, null, v93, v17, s2
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v109, v[111:112], off
.LBB0_25:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s12
	v_dual_mov_b32 v112, 0 :: v_dual_mov_b32 v111, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s12, vcc_lo
	s_cbranch_execz .LBB0_27
; %bb.26:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v113, s2, v90, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v114, null, v91, v17, s2
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v111, v[113:114], off
.LBB0_27:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s12
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s12, vcc_lo
	s_cbranch_execz .LBB0_29
; %bb.28:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v112, s2, v88, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v113, null, v89, v17, s2
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v112, v[112:113], off
.LBB0_29:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s12
	v_dual_mov_b32 v113, 0 :: v_dual_mov_b32 v114, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s12, vcc_lo
	s_cbranch_execz .LBB0_31
; %bb.30:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v114, s2, v86, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v115, null, v87, v17, s2
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v114, v[114:115], off
.LBB0_31:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s12
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s12, vcc_lo
	s_cbranch_execz .LBB0_33
; %bb.32:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v115, s2, v84, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v116, null, v85, v17, s2
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v113, v[115:116], off
.LBB0_33:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s12
	v_dual_mov_b32 v116, 0 :: v_dual_mov_b32 v115, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s12, vcc_lo
	s_cbranch_execz .LBB0_35
; %bb.34:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v117, s2, v82, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v118, null, v83, v17, s2
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v115, v[117:118], off
.LBB0_35:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s12
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s12, vcc_lo
	s_cbranch_execz .LBB0_37
; %bb.36:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v116, s2, v80, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v117, null, v81, v17, s2
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v116, v[116:117], off
.LBB0_37:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s12
	v_dual_mov_b32 v117, 0 :: v_dual_mov_b32 v118, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s12, vcc_lo
	s_cbranch_execz .LBB0_39
; %bb.38:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v118, s2, v78, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v119, null, v79, v17, s2
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v118, v[118:119], off
.LBB0_39:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s12
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s12, vcc_lo
	s_cbranch_execz .LBB0_41
; %bb.40:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v119, s2, v76, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v120, null, v77, v17, s2
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v117, v[119:120], off
.LBB0_41:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s12
	v_dual_mov_b32 v120, 0 :: v_dual_mov_b32 v119, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s12, vcc_lo
	s_cbranch_execz .LBB0_43
; %bb.42:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v121, s2, v74, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v122, null, v75, v17, s2
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v119, v[121:122], off
.LBB0_43:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s12
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s12, vcc_lo
	s_cbranch_execz .LBB0_45
; %bb.44:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v120, s2, v72, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v121, null, v73, v17, s2
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v120, v[120:121], off
.LBB0_45:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20 is_stmt 0                ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s12
	v_dual_mov_b32 v121, 0 :: v_dual_mov_b32 v122, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s12, vcc_lo
	s_cbranch_execnz .LBB0_48
; %bb.46:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s12
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s12, vcc_lo
	s_cbranch_execnz .LBB0_49
.LBB0_47:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 0 20                          ; triton_kernels.py:0:20
	s_or_b32 exec_lo, exec_lo, s12
	v_mov_b32_e32 v123, 0
	.loc	1 112 20                        ; triton_kernels.py:112:20
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_2
	s_branch .LBB0_50
.LBB0_48:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55 is_stmt 1              ; triton_kernels.py:111:55
	v_add_co_u32 v122, s2, v70, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v123, null, v71, v17, s2
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v122, v[122:123], off
	s_or_b32 exec_lo, exec_lo, s12
	s_and_saveexec_b32 s12, vcc_lo
	s_cbranch_execz .LBB0_47
.LBB0_49:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32 v123, s2, v68, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v124, null, v69, v17, s2
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v121, v[123:124], off
	s_or_b32 exec_lo, exec_lo, s12
	v_mov_b32_e32 v123, 0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_2
.LBB0_50:                               ;   in Loop: Header=BB0_3 Depth=1
	.loc	1 111 55                        ; triton_kernels.py:111:55
	v_add_co_u32 v123, vcc_lo, v66, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v124, null, v67, v17, vcc_lo
	.loc	1 112 20                        ; triton_kernels.py:112:20
	global_load_u16 v123, v[123:124], off
	s_branch .LBB0_2
.LBB0_51:                               ; %._crit_edge.loopexit
	.loc	1 118 79                        ; triton_kernels.py:118:79
	v_cvt_f16_f32_e32 v22, v1
	v_cvt_f16_f32_e32 v21, v2
	v_cvt_f16_f32_e32 v20, v3
	v_cvt_f16_f32_e32 v19, v4
	v_cvt_f16_f32_e32 v18, v5
	v_cvt_f16_f32_e32 v17, v6
	v_cvt_f16_f32_e32 v1, v7
	v_cvt_f16_f32_e32 v16, v8
	v_cvt_f16_f32_e32 v8, v9
	v_cvt_f16_f32_e32 v7, v10
	v_cvt_f16_f32_e32 v6, v11
	v_cvt_f16_f32_e32 v5, v12
	v_cvt_f16_f32_e32 v4, v13
	v_cvt_f16_f32_e32 v3, v14
	v_cvt_f16_f32_e32 v2, v15
	v_cvt_f16_f32_e32 v11, v0
.LBB0_52:                               ; %Flow
	.loc	1 0 79 is_stmt 0                ; triton_kernels.py:0:79
	s_load_b64 s[2:3], s[0:1], 0x34
	.loc	1 119 33 is_stmt 1              ; triton_kernels.py:119:33
	v_cmp_gt_i32_e32 vcc_lo, s6, v50
	.loc	1 119 53 is_stmt 0              ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v49
	.loc	1 119 39                        ; triton_kernels.py:119:39
	s_and_b32 s0, vcc_lo, s0
	.loc	1 118 35 is_stmt 1              ; triton_kernels.py:118:35
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v9, v50, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 118 21 is_stmt 0              ; triton_kernels.py:118:21
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64 v[9:10], 1, v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v9, s1, s4, v9
	v_add_co_ci_u32_e64 v10, null, s5, v10, s1
	.loc	1 118 72                        ; triton_kernels.py:118:72
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_54
; %bb.53:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	v_mul_lo_u32 v12, v49, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v12, s0, v9, v12
	v_add_co_ci_u32_e64 v13, null, v10, v13, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[12:13], v11, off
.LBB0_54:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 119 53 is_stmt 1              ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v48
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_56
; %bb.55:
	.loc	1 118 61 is_stmt 0              ; triton_kernels.py:118:61
	v_mul_lo_u32 v11, v48, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[11:12], 1, v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v11, s0, v9, v11
	v_add_co_ci_u32_e64 v12, null, v10, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v22, off
.LBB0_56:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 119 53 is_stmt 1              ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v47
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_58
; %bb.57:
	.loc	1 118 61 is_stmt 0              ; triton_kernels.py:118:61
	v_mul_lo_u32 v11, v47, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[11:12], 1, v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v11, s0, v9, v11
	v_add_co_ci_u32_e64 v12, null, v10, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v21, off
.LBB0_58:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 119 53 is_stmt 1              ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v46
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_60
; %bb.59:
	.loc	1 118 61 is_stmt 0              ; triton_kernels.py:118:61
	v_mul_lo_u32 v11, v46, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[11:12], 1, v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v11, s0, v9, v11
	v_add_co_ci_u32_e64 v12, null, v10, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v20, off
.LBB0_60:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 119 53 is_stmt 1              ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v45
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_62
; %bb.61:
	.loc	1 118 61 is_stmt 0              ; triton_kernels.py:118:61
	v_mul_lo_u32 v11, v45, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[11:12], 1, v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v11, s0, v9, v11
	v_add_co_ci_u32_e64 v12, null, v10, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v19, off
.LBB0_62:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 119 53 is_stmt 1              ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v44
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_64
; %bb.63:
	.loc	1 118 61 is_stmt 0              ; triton_kernels.py:118:61
	v_mul_lo_u32 v11, v44, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[11:12], 1, v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v11, s0, v9, v11
	v_add_co_ci_u32_e64 v12, null, v10, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v18, off
.LBB0_64:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 119 53 is_stmt 1              ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v43
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_66
; %bb.65:
	.loc	1 118 61 is_stmt 0              ; triton_kernels.py:118:61
	v_mul_lo_u32 v11, v43, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[11:12], 1, v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v11, s0, v9, v11
	v_add_co_ci_u32_e64 v12, null, v10, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v17, off
.LBB0_66:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 119 53 is_stmt 1              ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v42
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_68
; %bb.67:
	.loc	1 118 61 is_stmt 0              ; triton_kernels.py:118:61
	v_mul_lo_u32 v11, v42, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshlrev_b64 v[11:12], 1, v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v11, s0, v9, v11
	v_add_co_ci_u32_e64 v12, null, v10, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v1, off
.LBB0_68:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 118 61                        ; triton_kernels.py:118:61
	v_mul_lo_u32 v0, s3, v41
	.loc	1 119 53 is_stmt 1              ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v41
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_70
; %bb.69:
	.loc	1 118 47 is_stmt 0              ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[11:12], 1, v[0:1]
	v_add_co_u32 v11, s0, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, v10, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v16, off
.LBB0_70:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 119 53 is_stmt 1              ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v40
	.loc	1 118 61                        ; triton_kernels.py:118:61
	s_lshl_b32 s1, s3, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_nc_u32_e32 v0, s1, v0
	.loc	1 119 39                        ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	.loc	1 118 72                        ; triton_kernels.py:118:72
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_72
; %bb.71:
	.loc	1 0 72 is_stmt 0                ; triton_kernels.py:0:72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[11:12], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v11, s0, v9, v11
	v_add_co_ci_u32_e64 v12, null, v10, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v8, off
.LBB0_72:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 119 53 is_stmt 1              ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v39
	.loc	1 118 61                        ; triton_kernels.py:118:61
	v_add_nc_u32_e32 v0, s1, v0
	.loc	1 119 39                        ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 118 72                        ; triton_kernels.py:118:72
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_74
; %bb.73:
	.loc	1 0 72 is_stmt 0                ; triton_kernels.py:0:72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[11:12], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v11, s0, v9, v11
	v_add_co_ci_u32_e64 v12, null, v10, v12, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[11:12], v7, off
.LBB0_74:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 119 53 is_stmt 1              ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v38
	.loc	1 118 61                        ; triton_kernels.py:118:61
	v_add_nc_u32_e32 v0, s1, v0
	.loc	1 119 39                        ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 118 72                        ; triton_kernels.py:118:72
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_76
; %bb.75:
	.loc	1 0 72 is_stmt 0                ; triton_kernels.py:0:72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[7:8], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, s0, v9, v7
	v_add_co_ci_u32_e64 v8, null, v10, v8, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[7:8], v6, off
.LBB0_76:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 119 53 is_stmt 1              ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v37
	.loc	1 118 61                        ; triton_kernels.py:118:61
	v_add_nc_u32_e32 v0, s1, v0
	.loc	1 119 39                        ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 118 72                        ; triton_kernels.py:118:72
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_78
; %bb.77:
	.loc	1 0 72 is_stmt 0                ; triton_kernels.py:0:72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[6:7], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s0, v9, v6
	v_add_co_ci_u32_e64 v7, null, v10, v7, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[6:7], v5, off
.LBB0_78:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 119 53 is_stmt 1              ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v36
	.loc	1 118 61                        ; triton_kernels.py:118:61
	v_add_nc_u32_e32 v0, s1, v0
	.loc	1 119 39                        ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 118 72                        ; triton_kernels.py:118:72
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_80
; %bb.79:
	.loc	1 0 72 is_stmt 0                ; triton_kernels.py:0:72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[5:6], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s0, v9, v5
	v_add_co_ci_u32_e64 v6, null, v10, v6, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[5:6], v4, off
.LBB0_80:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 119 53 is_stmt 1              ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v35
	.loc	1 118 61                        ; triton_kernels.py:118:61
	v_add_nc_u32_e32 v0, s1, v0
	.loc	1 119 39                        ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 118 72                        ; triton_kernels.py:118:72
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_82
; %bb.81:
	.loc	1 0 72 is_stmt 0                ; triton_kernels.py:0:72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, s0, v9, v4
	v_add_co_ci_u32_e64 v5, null, v10, v5, s0
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[4:5], v3, off
.LBB0_82:
	.loc	1 0 72                          ; triton_kernels.py:0:72
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 119 53 is_stmt 1              ; triton_kernels.py:119:53
	v_cmp_gt_i32_e64 s0, s7, v34
	.loc	1 119 39 is_stmt 0              ; triton_kernels.py:119:39
	s_and_b32 s0, s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 118 72 is_stmt 1              ; triton_kernels.py:118:72
	s_and_saveexec_b32 s2, s0
	s_cbranch_execz .LBB0_84
; %bb.83:
	.loc	1 118 61 is_stmt 0              ; triton_kernels.py:118:61
	v_add_nc_u32_e32 v0, s1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 118 47                        ; triton_kernels.py:118:47
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, v9, v0
	v_add_co_ci_u32_e64 v1, null, v10, v1, vcc_lo
	.loc	1 118 72                        ; triton_kernels.py:118:72
	global_store_b16 v[0:1], v2, off
.LBB0_84:
	.loc	1 118 4                         ; triton_kernels.py:118:4
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp18:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel matmul
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 131
		.amdhsa_next_free_sgpr 20
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 49
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
	.set matmul.num_vgpr, 131
	.set matmul.num_agpr, 0
	.set matmul.numbered_sgpr, 20
	.set matmul.num_named_barrier, 0
	.set matmul.private_seg_size, 0
	.set matmul.uses_vcc, 1
	.set matmul.uses_flat_scratch, 0
	.set matmul.has_dyn_sized_stack, 0
	.set matmul.has_recursion, 0
	.set matmul.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6248
; TotalNumSgprs: 22
; NumVgprs: 131
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 131
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         matmul.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     131
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
