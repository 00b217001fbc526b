package semantics

import "github.com/ptxamd/ptxamd/internal/diag"

// MemberMaskIndex returns the source index of in's membermask operand, or
// -1 when it has none (PTX ISA 9.7.8: shfl.sync, vote.sync, match.sync,
// redux.sync, elect.sync, bar.warp.sync).
func MemberMaskIndex(in *Inst) int {
	if !in.Has("sync") {
		return -1
	}
	switch in.Op {
	case "shfl":
		return 3
	case "vote", "match", "redux":
		return 1
	case "elect":
		return 0
	case "bar":
		if in.Has("warp") {
			return 0
		}
	}
	return -1
}

// WarnNarrowLaneMask is the warning class of a 32-bit constant lanemask in
// native64 mode (silenced by -Wno-narrow-lanemask).
const WarnNarrowLaneMask = "narrow-lanemask"

// passLaneMask checks lanemask operands against the mode's lanemask
// width. In native64 a warp has 64 lanes, so a membermask must be 64 bits
// wide: a register narrower than that is an error (its upper lanes would
// be undefined), and a constant with no bit above bit 31 is almost always
// a 32-lane habit (0xffffffff) and gets a warning that suggests -1.
//
// Needs: warpmode. Guarantees: in native64 every membermask is a 64-bit
// register or a constant.
func passLaneMask(m *Module, opts PassOptions, diags *diag.List) {
	if m.LaneMaskBits != 64 {
		return
	}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				i := MemberMaskIndex(in)
				if i < 0 || i >= len(in.Src) {
					continue
				}
				switch o := in.Src[i].(type) {
				case *RegOp:
					if o.Reg.Type.Bits < 64 {
						diags.Errorf(in.Pos, "%s: membermask %s is %d bits; native64 warps have 64 lanes, so the mask must be a 64-bit register (or -1)",
							in.OpName(), o.Reg.Name, o.Reg.Type.Bits)
					}
				case *Imm:
					if o.Bits>>32 == 0 {
						diags.Warnf(in.Pos, WarnNarrowLaneMask, "%s: membermask %#x names only lanes 0-31 of a 64-lane warp; write -1 for the whole warp",
							in.OpName(), o.Bits)
					}
				}
			}
		}
	}
}
