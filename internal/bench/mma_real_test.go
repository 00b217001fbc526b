package bench

import (
	"strings"
	"testing"
)

func TestLoopLines(t *testing.T) {
	body := strings.Split(`	s_mov_b32 s0, 0

.LBB0_1:                                ; loop
	v_mfma_f32_16x16x16f16 a[0:3], v[0:1], v[2:3], a[0:3]
	ds_bpermute_b32 v4, v5, v6
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	s_endpgm
.LBB0_3:
	s_branch .LBB0_4
.LBB0_4:
	s_endpgm`, "\n")
	loop := LoopLines(body)
	if n := CountInstructions(loop); n != 3 {
		t.Errorf("%d loop instructions in %q, want 3", n, loop)
	}
	if cross, bperm := countCross(loop); cross != 1 || bperm != 1 {
		t.Errorf("cross-lane %d, bpermute %d, want 1 and 1", cross, bperm)
	}
	// A long branch back (s_getpc/s_setpc) closes a loop too.
	long := strings.Split(`.LBB0_2:
	v_add_u32_e32 v1, v1, v2
	s_getpc_b64 s[98:99]
.Lpost_getpc0:
	s_add_u32 s98, s98, (.LBB0_2-.Lpost_getpc0)&4294967295
	s_addc_u32 s99, s99, (.LBB0_2-.Lpost_getpc0)>>32
	s_setpc_b64 s[98:99]
	s_endpgm`, "\n")
	if n := CountInstructions(LoopLines(long)); n != 5 {
		t.Errorf("%d loop instructions with a long branch, want 5", n)
	}
}
