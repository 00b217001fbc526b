package conformance

import (
	"strings"
	"testing"
)

// TestTexImageMode runs the tex/ cases whose results do not depend on the
// filter's arithmetic (point filtering, integer reads, gathers, nearest
// mipmap levels, cube faces) with --tex=image on the emulator: HIP
// texture objects, AMD image instructions, the emulator's decoding of the
// descriptors. The linear-filtering cases differ (AMD's filter is not
// NVIDIA's; RATIONALE.md, "AMD image instructions").
func TestTexImageMode(t *testing.T) {
	names := []string{"tex2d_point_clamp_u8x4", "tex2d_point_wrap_norm_u8", "tex2d_point_mirror_norm_s16x2", "tex2d_point_border_f16x4",
		"tex2d_point_clamp_int_u16x4", "tex2d_point_wrap_norm_int_s8x2", "tex2d_point_clamp_int_s32x4", "tex2d_point_clamp_f32x4_intcoords",
		"tex1d_lin_fetch_f32x4", "tex1d_lin_fetch_int_s16x2", "tex3d_point_wrap_norm_u8x4", "texa1d_point_border_u8x2",
		"tld4_r_norm_u8x4", "tld4_a_wrap_norm_f32x4", "tld4_g_int_u16x2", "cube_point_f32x4", "cube_point_unnorm_f32", "acube_point_f32x2",
		"mip2d_level_point_u8x4", "mipa2d_level_point_f32x2",
		"mip3d_level_point_u8", "cube_level_miplinear_f32", "corpus_gather_tex1d", "surf_rmw_a2d", "tex2d_offset_point_f32"}
	if testing.Short() {
		names = names[:6]
	}
	var cases []*Case
	for _, n := range names {
		c, err := Load("cases/tex/" + n)
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, c)
	}
	var out strings.Builder
	rep := RunAll(cases, &PipelineRunner{Tex: "image"}, []string{"wave32"}, &out)
	t.Log(rep.Summary())
	for _, line := range rep.FailureLines() {
		t.Error(line)
	}
	if rep.Passed != len(cases) {
		t.Errorf("%d of %d cases passed with --tex=image", rep.Passed, len(cases))
	}
}
