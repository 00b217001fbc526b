package semantics

import (
	"fmt"

	"github.com/ptxamd/ptxamd/internal/diag"
)

// WarnWarp32 is the warning class of code written for 32-lane warps,
// found in native64 mode (silenced by -Wno-warp32).
const WarnWarp32 = "warp32"

// passWarp32 looks, in native64 mode, for code that assumes 32-lane warps
// and would compute wrong results on 64-lane ones. PTX producers write the
// warp size into their code as constants (nvcc and Triton both do), so
// the check looks for the constants' usual shapes:
//
//   - a lanemask result narrower than the 64-bit lanemask (vote.ballot.b32,
//     activemask.b32, match.*.b32, %lanemask_* read as 32 bits): the
//     translation would have to drop lanes 32-63, so it is an error;
//   - a constant shfl `c` whose clamp and segment mask cannot reach lanes
//     32-63 (nvcc's and Triton's 31, 0x1f, 0x101f, 0x1c1f, or the
//     sub-warp segment masks 0x1000-0x1f00 of shfl.up): a warning;
//   - lane and warp numbers computed from a thread id (%tid.*, %laneid)
//     with 32 as the warp size (`& 31`, `& ~31`, `% 32`, `>> 5`, `/ 32`,
//     `bfe` of bits 0-4 or from bit 5): a warning, since the same
//     arithmetic also serves other purposes (banks, tiles).
//
// A warning is part of the build output; -Werror turns it into an error.
// 32-bit constant membermasks are the lanemask pass's (narrow-lanemask).
//
// Needs: warpmode, lanemask.
func passWarp32(m *Module, opts PassOptions, diags *diag.List) {
	if m.WarpSize != 64 {
		return
	}
	for _, f := range m.Funcs {
		lane := laneDerived(f)
		shifts := shiftAmountsOnly(f)
		consts := constRegs(f)
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				narrowLaneMask(in, diags)
				if msg := shfl32(in, consts); msg != "" {
					diags.Warnf(in.Pos, WarnWarp32, "%s", msg)
				}
				if msg := laneArith32(in, lane); msg != "" && !shiftsOnly(in, shifts) {
					diags.Warnf(in.Pos, WarnWarp32, "%s", msg)
				}
			}
		}
	}
}

// narrowLaneMask reports an instruction whose result is a lanemask of the
// warp (or reads %lanemask_*) into fewer than 64 bits.
func narrowLaneMask(in *Inst, diags *diag.List) {
	what := ""
	switch {
	case in.Op == "vote" && in.Has("ballot"):
		what = "its ballot"
	case in.Op == "activemask":
		what = "the active mask"
	case in.Op == "match":
		what = "its lane mask"
	}
	if what != "" && len(in.Dst) > 0 {
		if r, ok := in.Dst[0].(*RegOp); ok && r.Reg.Type.Bits < 64 {
			diags.Errorf(in.Pos, "%s: %s has 64 bits in native64 (one per lane), but %s is %d bits: lanes 32-63 would be lost; write a 64-bit register, or translate with --warp-mode paired/single/wave32 for 32-lane code",
				in.OpName(), what, r.Reg.Name, r.Reg.Type.Bits)
		}
		return
	}
	for _, o := range in.Src {
		sp, ok := o.(*Special)
		if !ok || len(sp.Name) < 9 || sp.Name[:9] != "lanemask_" {
			continue
		}
		bits := in.Type(0).Bits
		if len(in.Dst) > 0 {
			if r, ok := in.Dst[0].(*RegOp); ok {
				bits = min(bits, r.Reg.Type.Bits)
			}
		}
		if bits > 0 && bits < 64 {
			diags.Errorf(in.Pos, "%s: %%%s has 64 bits in native64 (one per lane), read here as %d: lanes 32-63 would be lost; read it as .b64, or translate with --warp-mode paired/single/wave32 for 32-lane code",
				in.OpName(), sp.Name, bits)
		}
	}
}

// shfl32 describes a shfl whose constant c operand only makes sense for a
// 32-lane warp, or returns "". In native64 c holds the clamp value in
// bits 0-5 and the segment mask in bits 8-13: for up, a lane's shuffle
// domain starts at lane & segmask; for down, bfly and idx it ends at
// (lane & segmask) | (clamp & ~segmask). A non-zero segment mask without
// bit 5 splits 64 lanes as if they were 32, and for down/bfly/idx a clamp
// and segment mask both without bit 5 keep lanes 32-63 from their own
// upper half.
func shfl32(in *Inst, consts map[*Reg]*Imm) string {
	if in.Op != "shfl" || len(in.Src) < 3 {
		return ""
	}
	c, ok := in.Src[2].(*Imm)
	if r, isReg := in.Src[2].(*RegOp); isReg {
		c, ok = consts[r.Reg]
	}
	if !ok || c == nil {
		return ""
	}
	clamp, seg := c.Bits&0x3f, (c.Bits>>8)&0x3f
	mode := in.ModIn("up", "down", "bfly", "idx")
	bad := seg != 0 && seg&0x20 == 0
	if mode != "up" && clamp&0x20 == 0 && seg&0x20 == 0 {
		bad = true
	}
	if !bad {
		return ""
	}
	return fmt.Sprintf("%s: c = %#x is a 32-lane warp's clamp/segment mask; in native64 (64-lane warps) lanes 32-63 would shuffle within the wrong lanes: "+
		"write c for 64 lanes (0x3f for the whole warp, segment mask 64-width in bits 8-13) or translate with --warp-mode paired", in.OpName(), c.Bits)
}

// constRegs finds the registers written once, by an unguarded mov of a
// constant (nvcc -G keeps shfl's c in a register so).
func constRegs(f *Func) map[*Reg]*Imm {
	defs := map[*Reg]int{}
	consts := map[*Reg]*Imm{}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			for _, d := range in.Dst {
				r, ok := d.(*RegOp)
				if !ok {
					continue
				}
				defs[r.Reg]++
				if in.Op != "mov" || in.Guard != nil || len(in.Src) != 1 {
					continue
				}
				if imm, ok := in.Src[0].(*Imm); ok {
					consts[r.Reg] = imm
				}
			}
		}
	}
	for r := range consts {
		if defs[r] != 1 {
			delete(consts, r)
		}
	}
	return consts
}

// laneDerived finds the registers whose value depends on a thread or lane
// number (%tid.*, %laneid): through any instruction but memory loads, to
// a fixed point, ignoring control flow.
func laneDerived(f *Func) map[*Reg]bool {
	lane := map[*Reg]bool{}
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				switch in.Op {
				case "ld", "ldu", "atom", "tex", "tld4", "suld", "call":
					continue
				}
				from := false
				for _, o := range in.Src {
					from = from || isLaneValue(o, lane)
				}
				if !from {
					continue
				}
				for _, d := range in.Dst {
					if r, ok := d.(*RegOp); ok && !lane[r.Reg] && r.Reg.Type != Pred {
						lane[r.Reg] = true
						changed = true
					}
				}
			}
		}
	}
	return lane
}

// shiftAmountsOnly finds the registers that are read only as shift
// amounts or bit positions (shl, shr, shf, bfe, bfi, fns): `1 << (tid &
// 31)` picks a bit of a 32-bit word, not a lane of a warp.
func shiftAmountsOnly(f *Func) map[*Reg]bool {
	only := map[*Reg]bool{}
	other := map[*Reg]bool{}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if in.Guard != nil {
				other[in.Guard.Reg] = true
			}
			for i, o := range in.Src {
				var regs []*Reg
				collectRegs(o, &regs)
				for _, r := range regs {
					if isBitPosition(in, i) {
						only[r] = true
					} else {
						other[r] = true
					}
				}
			}
		}
	}
	for r := range other {
		delete(only, r)
	}
	return only
}

func isBitPosition(in *Inst, i int) bool {
	switch in.Op {
	case "shl", "shr":
		return i == 1
	case "shf", "bfi":
		return i == 2
	case "bfe":
		return i == 1
	}
	return false
}

func collectRegs(o Operand, regs *[]*Reg) {
	switch o := o.(type) {
	case *RegOp:
		*regs = append(*regs, o.Reg)
	case *Addr:
		collectRegs(o.Base, regs)
	case *Vec:
		for _, e := range o.Elems {
			collectRegs(e, regs)
		}
	case *Not:
		collectRegs(o.X, regs)
	}
}

// shiftsOnly reports whether in's result is read only as a shift amount.
func shiftsOnly(in *Inst, shifts map[*Reg]bool) bool {
	if len(in.Dst) != 1 {
		return false
	}
	r, ok := in.Dst[0].(*RegOp)
	return ok && shifts[r.Reg]
}

func isLaneValue(o Operand, lane map[*Reg]bool) bool {
	switch o := o.(type) {
	case *RegOp:
		return lane[o.Reg]
	case *Special:
		switch o.Name {
		case "tid.x", "tid.y", "tid.z", "laneid":
			return true
		}
	}
	return false
}

// laneArith32 describes arithmetic on a thread or lane number that takes
// the warp to be 32 lanes (a lane index, a warp index, a warp's first
// thread), or returns "".
func laneArith32(in *Inst, lane map[*Reg]bool) string {
	if len(in.Src) < 2 {
		return ""
	}
	x, k := in.Src[0], in.Src[1]
	if _, ok := x.(*Imm); ok && in.Op == "and" {
		x, k = k, x
	}
	if !isLaneValue(x, lane) {
		return ""
	}
	kv, ok := k.(*Imm)
	if !ok {
		return ""
	}
	w := in.Type(0).Bits
	if w == 0 || w > 64 {
		w = 64
	}
	v := kv.Bits & mask(w)
	what := ""
	switch in.Op {
	case "and":
		switch v {
		case 31:
			what = "& 31 (a lane within a 32-lane warp)"
		case ^uint64(31) & mask(w):
			what = "& ~31 (the first thread of a 32-lane warp)"
		}
	case "rem":
		if v == 32 {
			what = "% 32 (a lane within a 32-lane warp)"
		}
	case "shr":
		if v == 5 {
			what = ">> 5 (a 32-lane warp's index)"
		}
	case "div":
		if v == 32 {
			what = "/ 32 (a 32-lane warp's index)"
		}
	case "bfe":
		if len(in.Src) == 3 {
			if n, ok := in.Src[2].(*Imm); ok {
				switch {
				case v == 0 && n.Bits == 5:
					what = "bits 0-4 (a lane within a 32-lane warp)"
				case v == 5:
					what = "bits from 5 up (a 32-lane warp's index)"
				}
			}
		}
	}
	if what == "" {
		return ""
	}
	return fmt.Sprintf("%s: a thread or lane number %s; in native64 a warp has 64 lanes (WARP_SZ): if this is warp arithmetic, use %%laneid or WARP_SZ, or translate with --warp-mode paired",
		in.OpName(), what)
}
