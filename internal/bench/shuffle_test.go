package bench

import (
	"context"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/internal/testutil"
)

func TestCountCrossLane(t *testing.T) {
	body := []string{
		"\tds_bpermute_b32 v1, v2, v3",
		"\tds_swizzle_b32 v2, v1 offset:swizzle(SWAP,16)",
		"\tv_mov_b32_dpp v2, v1 row_shl:1 row_mask:0xf bank_mask:0xf",
		"\tv_add_f32_dpp v1, v2, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1",
		"\tv_mov_b32_dpp v3, v3 dpp8:[1,0,0,0,0,0,0,0]",
		"\tv_permlanex16_b32 v3, v1, s0, 0xfedcba98 op_sel:[0,1]",
		"\tv_add_f32_e32 v1, v1, v2",
		"\t; v_mov_b32_dpp in a comment",
		"\tds_write_b32 v1, v2",
	}
	got := CountCrossLane(body)
	if want := (CrossLane{Bpermute: 1, Swizzle: 1, DPP: 3, Permlane: 1}); got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
	if s := got.String(); s != "1 bpermute, 1 swizzle, 3 dpp, 1 permlane" {
		t.Errorf("String() = %q", s)
	}
	if s := (CrossLane{}).String(); s != "–" {
		t.Errorf("empty String() = %q", s)
	}
}

func TestShuffleSummary(t *testing.T) {
	v := func(cycles int, c CrossLane) ShuffleVariant {
		return ShuffleVariant{ISA: KernelISA{MCACycles: cycles, Instructions: cycles / 10}, CrossLane: c}
	}
	rep := &ShuffleReport{Rows: []ShuffleRow{
		{Arch: "gfx90a", File: "shuffle.ptx", Kernel: "no_shuffle", LDS: v(100, CrossLane{}), VALU: v(100, CrossLane{})},
		{Arch: "gfx90a", File: "shuffle.ptx", Kernel: "a", LDS: v(200, CrossLane{Swizzle: 5}), VALU: v(150, CrossLane{DPP: 5})},
		{Arch: "gfx90a", File: "x.ptx", Kernel: "b", LDS: v(300, CrossLane{Bpermute: 1}), VALU: v(300, CrossLane{Bpermute: 1}),
			Native: &ShuffleVariant{ISA: KernelISA{MCACycles: 250}}},
		{Arch: "gfx1100", File: "x.ptx", Kernel: "b", LDS: v(300, CrossLane{Swizzle: 2}), VALU: v(330, CrossLane{DPP: 2})},
	}}
	s := rep.Summarize()
	if len(s) != 2 {
		t.Fatalf("summaries %+v", s)
	}
	if s[0] != (ShuffleSummary{Arch: "gfx90a", Kernels: 2, LDSCycles: 500, VALUCycles: 450, Faster: 1, Same: 1}) {
		t.Errorf("gfx90a: %+v (no_shuffle is left out)", s[0])
	}
	if s[1] != (ShuffleSummary{Arch: "gfx1100", Kernels: 1, LDSCycles: 300, VALUCycles: 330, Slower: 1}) {
		t.Errorf("gfx1100: %+v", s[1])
	}
	md := rep.Markdown()
	for _, want := range []string{"## gfx90a", "| shuffle.ptx | a | 200 | 150 | -25.0% | – | 20 → 15 | 5 swizzle | 5 dpp |",
		"| x.ptx | b | 300 | 300 | +0.0% | 250 |", "2 kernels: 500 cycles LDS, 450 VALU (-10.0%); faster 1, same 1, slower 0.",
		"## gfx1100", "+10.0%"} {
		if !strings.Contains(md, want) {
			t.Errorf("markdown lacks %q:\n%s", want, md)
		}
	}
}

// TestRunShuffle builds the shuffle microkernels both ways for one target
// of each kind and checks which cross-lane instructions each lowering used.
func TestRunShuffle(t *testing.T) {
	testutil.LLVMTool(t, "llc", 19)
	testutil.LLVMTool(t, "llvm-mca", 19)
	rep, err := RunShuffle(context.Background(), ShuffleConfig{Archs: []string{"gfx90a", "gfx1100"}, Inputs: []ShuffleInput{}})
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]ShuffleRow{}
	for _, r := range rep.Rows {
		rows[r.Arch+"/"+r.Kernel] = r
		if r.LDS.CrossLane.DPP != 0 || r.LDS.CrossLane.Permlane != 0 {
			t.Errorf("%s %s: the -dpp lowering used %v", r.Arch, r.Kernel, r.LDS.CrossLane)
		}
		if r.Kernel != "no_shuffle" && (r.LDS.ISA.MCACycles <= 0 || r.VALU.ISA.MCACycles <= 0) {
			t.Errorf("%s %s: no cycles: %+v", r.Arch, r.Kernel, r)
		}
	}
	for _, c := range []struct {
		key  string
		want CrossLane
	}{
		// xor 16 is a ds_swizzle on gfx9; xor 8 row_ror, 2 and 1 quad_perm;
		// xor 4 needs two moves there, so it is a ds_swizzle too (maxPlanOps).
		{"gfx90a/warp_sum_xor", CrossLane{Swizzle: 2, DPP: 3}},
		{"gfx1100/warp_sum_xor", CrossLane{DPP: 4, Permlane: 1}},
		// down 16 is a bitmask permutation (lane | 16); down 8, 4, 2, 1 take
		// three operations on gfx11 and stay ds_bpermute.
		{"gfx1100/warp_sum_down", CrossLane{Bpermute: 4, Swizzle: 1}},
		{"gfx1100/segment_sum_w8", CrossLane{DPP: 3}},
	} {
		if r, ok := rows[c.key]; !ok || r.VALU.CrossLane != c.want {
			t.Errorf("%s: %v, want %v", c.key, r.VALU.CrossLane, c.want)
		}
	}
	if _, ok := rows["gfx90a/no_shuffle"]; !ok || len(rep.Errors) != 0 {
		t.Errorf("rows %v, errors %v", len(rep.Rows), rep.Errors)
	}
}
