package semantics

import "github.com/ptxamd/ptxamd/internal/diag"

// passWarpMode records the mode and sets the PTX-visible warp size.
func passWarpMode(m *Module, opts PassOptions, diags *diag.List) {
	switch opts.Mode {
	case "wave32":
		if opts.WaveSize != 32 {
			diags.Errorf(diag.Pos{}, "warp mode wave32 needs a wave32 target")
			return
		}
		m.WarpSize, m.LaneMaskBits = 32, 32
	case "paired", "single":
		if opts.WaveSize != 64 {
			diags.Errorf(diag.Pos{}, "warp mode %s needs a wave64 target", opts.Mode)
			return
		}
		m.WarpSize, m.LaneMaskBits = 32, 32
	case "native64":
		if opts.WaveSize != 64 {
			diags.Errorf(diag.Pos{}, "warp mode native64 needs a wave64 target")
			return
		}
		m.WarpSize, m.LaneMaskBits = 64, 64
	default:
		diags.Errorf(diag.Pos{}, "unknown warp mode %q (want one of %v)", opts.Mode, Modes)
		return
	}
	m.Mode = opts.Mode
}
