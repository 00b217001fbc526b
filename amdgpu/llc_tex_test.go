package amdgpu_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/internal/pipeline"
	"github.com/ptxamd/ptxamd/internal/testutil"
)

// TestLLCTextures compiles texture and surface cases of
// conformance/cases/tex with llc 19 for every target, with the software
// sampler and with --tex=image (AMD's image instructions). gfx90a and
// gfx94x lack the image instructions with an explicit level or
// gradients and gather4: there image mode must give a positioned error.
func TestLLCTextures(t *testing.T) {
	llc := testutil.LLVMTool(t, "llc", 19)
	names := []string{"tex2d_linear_clamp_u8x4", "tex3d_linear_clamp_f32", "texa1d_point_border_u8x2", "cube_level_miplinear_f32",
		"acube_point_f32x2", "mip2d_grad_point_f32", "mipa2d_level_point_f32x2", "tld4_r_norm_u8x4", "tex1d_lin_fetch_int_s16x2",
		"surf_rmw_3d", "sust_p_2d_u8x4", "tex2d_offset_point_f32", "txq_level_width_mip2d_f16x4", "suq_depth_a2d_u32"}
	for _, n := range names {
		path := filepath.Join("..", "conformance", "cases", "tex", n, "case.ptx")
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, tex := range []string{"soft", "image"} {
			t.Run(n+"/"+tex, func(t *testing.T) {
				t.Parallel()
				for _, arch := range llcTargets {
					opts := targetOptions(arch)
					opts.Tex = tex
					out, err := pipeline.Translate(path, src, opts)
					if err != nil {
						msg := err.Error()
						if tex == "image" && (strings.Contains(msg, "no image sample with a level") || strings.Contains(msg, "txq in --tex=image")) {
							continue
						}
						t.Errorf("%s: %v", arch, err)
						continue
					}
					obj := filepath.Join(t.TempDir(), arch+".o")
					if _, err := testutil.RunTool(toolContext(t), []byte(out.Result.Module.String()), llc, testutil.LLCArgs(arch, obj)...); err != nil {
						t.Errorf("%s: llc: %v", arch, err)
					}
				}
			})
		}
	}
}
