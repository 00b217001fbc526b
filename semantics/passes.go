package semantics

import (
	"fmt"

	"github.com/ptxamd/ptxamd/internal/diag"
)

// PassOptions parameterise the SIR passes. The warp mode is an argument,
// never a global.
type PassOptions struct {
	// Mode is wave32, paired, single or native64.
	Mode string
	// WaveSize is the hardware wave size (32 or 64).
	WaveSize int
	// VerifyEach runs the verify pass after every pass, to find the pass
	// that breaks an invariant.
	VerifyEach bool
}

// Pass is one SIR pass. Needs lists passes that must run before it.
type Pass struct {
	Name  string
	Doc   string
	Needs []string
	Run   func(m *Module, opts PassOptions, diags *diag.List)
}

// Passes is the pass table, in order. Pass names are the names that
// `--dump-after` takes.
var Passes = []Pass{
	{Name: "regparams", Doc: "pass .reg parameters and results of .funcs through .param copies (ld.param at entry, st.param before ret, copies at each call)", Run: passRegParams},
	{Name: "inline", Doc: "inline calls of non-recursive .funcs (makes exit exact) and drop uncalled .funcs", Needs: []string{"regparams"}, Run: passInline},
	{Name: "contract", Doc: "fuse float mul/add pairs without rounding modifiers into fma, as ptxas does", Needs: []string{"inline"}, Run: passContract},
	{Name: "mulscale", Doc: "fold an f32 product scaled by 0.5, 0.25, 0.125, 4 or 8 into one rounding, as ptxas does", Needs: []string{"contract"}, Run: passMulScale},
	{Name: "ivshare", Doc: "give the 64-bit pointers a loop steps by one shared stride one induction variable (p + iv at each read)", Needs: []string{"inline"}, Run: passIVShare},
	{Name: "warpmode", Doc: "fix the warp size and lanemask width for the warp mode", Run: passWarpMode},
	{Name: "lanemask", Doc: "check membermask widths against the warp mode (native64: 64-bit masks)", Needs: []string{"warpmode"}, Run: passLaneMask},
	{Name: "warp32", Doc: "native64: refuse lanemask results narrower than 64 bits, warn about 32-lane warp idioms (shfl c, lane & 31, >> 5)", Needs: []string{"warpmode", "lanemask"}, Run: passWarp32},
	{Name: "spinwarn", Doc: "warn about spin loops that paired mode cannot run (two PTX warps share a wave)", Needs: []string{"warpmode"}, Run: passSpinWarn},
	{Name: "verify", Doc: "check SIR invariants (every block ends in a terminator, every label resolves)", Needs: []string{"warpmode"}, Run: passVerify},
}

// PassNames lists the pass names in order, with "build" first (the SIR as
// built from the AST).
func PassNames() []string {
	names := []string{"build"}
	for _, p := range Passes {
		names = append(names, p.Name)
	}
	return names
}

func init() {
	seen := map[string]bool{}
	for _, p := range Passes {
		for _, n := range p.Needs {
			if !seen[n] {
				panic(fmt.Sprintf("BUG: semantics: pass %s needs %s, which does not run before it", p.Name, n))
			}
		}
		seen[p.Name] = true
	}
}

// RunPasses runs every pass in order; after calls back after each one (for
// dumps). It stops at the first pass that reports an error.
func RunPasses(m *Module, opts PassOptions, diags *diag.List, after func(name string)) error {
	for _, p := range Passes {
		p.Run(m, opts, diags)
		if opts.VerifyEach && p.Name != "verify" {
			var vd diag.List
			passVerify(m, opts, &vd)
			if vd.HasErrors() {
				for _, d := range vd.Diags {
					d.Msg = "after pass " + p.Name + ": " + d.Msg
					diags.Add(d)
				}
			}
		}
		if diags.HasErrors() {
			return diags.Err()
		}
		if after != nil {
			after(p.Name)
		}
	}
	return nil
}

// Modes lists the warp modes.
var Modes = []string{"wave32", "paired", "single", "native64"}
