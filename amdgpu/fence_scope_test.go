package amdgpu_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestOneWaveBlockFences: bar.sync and membar.cta in a kernel whose block
// fits in one wave fence at wavefront scope (no code in LLVM's memory
// model); a block of several waves, and every block in warp mode single
// beyond one warp, keeps workgroup fences.
func TestOneWaveBlockFences(t *testing.T) {
	src := func(ntid string) []byte {
		return []byte(fmt.Sprintf(`.version 7.8
.target sm_80
.address_size 64
.visible .entry k(.param .u64 out)
%s
{
	.reg .b32 %%r<4>;
	.reg .b64 %%rd<2>;
	.shared .align 4 .b32 s[64];
	ld.param.u64 %%rd1, [out];
	mov.u32 %%r1, %%tid.x;
	st.shared.u32 [s], %%r1;
	bar.sync 0;
	membar.cta;
	ld.shared.u32 %%r2, [s+4];
	st.global.u32 [%%rd1], %%r2;
	ret;
}
`, ntid))
	}
	for _, tc := range []struct {
		mode, ntid string
		wave       bool
	}{
		{"wave32", ".reqntid 32", true},
		{"wave32", ".maxntid 16, 2, 1", true},
		{"wave32", ".reqntid 64", false},
		{"wave32", "", false},
		{"paired", ".reqntid 64", true},
		{"paired", ".reqntid 128", false},
		{"single", ".reqntid 32", true},
		{"single", ".reqntid 64", false},
	} {
		ir := translate(t, ptxCase{name: "k", src: src(tc.ntid)}, modeTarget(tc.mode))
		body := functionBody(ir, "k")
		wave := strings.Count(body, `syncscope("wavefront")`)
		group := strings.Count(body, `syncscope("workgroup")`)
		if tc.wave && (wave != 3 || group != 0) || !tc.wave && (wave != 0 || group != 3) {
			t.Errorf("%s %q: %d wavefront and %d workgroup fences, want 3 %s", tc.mode, tc.ntid, wave, group, map[bool]string{true: "wavefront", false: "workgroup"}[tc.wave])
		}
	}
}
