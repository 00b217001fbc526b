package amdgpu

import (
	"math/bits"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// ldmatrix straight into the matrix unit's layout (--mma=hw).
//
// ldmatrix gives lane t of a warp row t/4, columns 2(t%4) and 2(t%4)+1 of
// each 8x8 matrix (.trans: rows 2(t%4) and 2(t%4)+1 of column t/4), the
// rows' addresses coming from lanes 8i..8i+7 for matrix i: a bpermute of
// the address and a load per register. Feeding an mma, that register then
// moves again into the unit's layout. Where an ldmatrix's registers are
// only ever read as mma A or B operands (checked over the function), its
// results are remembered with its address, and an mma in the same block
// with no instruction in between that may write memory or synchronise
// (memEpoch) loads each unit register itself: for unit lane L, whose
// register is PTX register R of PTX lane l, it fetches the address of the
// row that holds R in lane l from the lane that supplied it and loads the
// same bytes ldmatrix would have given lane l. The address moves once per
// unit register (per half for .trans) instead of the address and the data
// moving once each, and the ldmatrix's own loads become dead code.

// ldmRec is one register an ldmatrix produced.
type ldmRec struct {
	addr  value.Value // this lane's row address (i32, LDS)
	pt    *llvmx.PtrType
	i     int // the matrix
	trans bool
	blk   *ir.Block
	epoch int
}

// ldmatrixForMma returns the ldmatrix instructions of f whose destination
// registers are read only as A or B operands of mma's, in hw mode.
func (lw *lowerer) ldmatrixForMma(f *sir.Func) map[*sir.Inst]bool {
	if ResolveMma(lw.opts.Arch, lw.opts.Mma) != MmaHW {
		return nil
	}
	return onlyFeedMma(f,
		func(in *sir.Inst) bool { return in.Op == "ldmatrix" },
		func(in *sir.Inst) bool { return in.Op == "mma" })
}

// onlyFeedMma returns the instructions of f that def picks, unguarded and
// with one destination operand, whose destination registers are read
// nowhere but as whole registers of the A or B operand (sources 0 and 1)
// of an instruction that isMma picks.
func onlyFeedMma(f *sir.Func, def, isMma func(*sir.Inst) bool) map[*sir.Inst]bool {
	bad := map[*sir.Reg]bool{}
	var defs []*sir.Inst
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if def(in) {
				defs = append(defs, in)
			}
			if in.Guard != nil {
				bad[in.Guard.Reg] = true
			}
			mma := isMma(in)
			for i, o := range in.Src {
				if mma && i < 2 {
					switch v := o.(type) {
					case *sir.Vec:
						for _, e := range v.Elems {
							if r, ok := e.(*sir.RegOp); !ok || r.Sel != "" {
								opRegs(e, func(r *sir.Reg) { bad[r] = true })
							}
						}
						continue
					case *sir.RegOp: // a one-register operand
						if v.Sel == "" {
							continue
						}
					}
				}
				opRegs(o, func(r *sir.Reg) { bad[r] = true })
			}
		}
	}
	var out map[*sir.Inst]bool
	for _, in := range defs {
		ok := in.Guard == nil && len(in.Dst) == 1
		if ok {
			opRegs(in.Dst[0], func(r *sir.Reg) { ok = ok && !bad[r] })
		}
		if ok {
			if out == nil {
				out = map[*sir.Inst]bool{}
			}
			out[in] = true
		}
	}
	return out
}

// pureForLdm reports whether an instruction neither writes memory nor
// synchronises, so that an ldmatrix before it and an mma after it read the
// same shared memory.
func pureForLdm(in *sir.Inst) bool {
	if in.Op == "wmma" {
		return !in.Has("store")
	}
	switch in.Op {
	case "add", "sub", "mul", "mad", "fma", "div", "rem", "and", "or", "xor", "not", "shl", "shr",
		"cvt", "cvta", "mov", "setp", "selp", "set", "slct", "ld", "ldu", "ldmatrix", "mma", "min", "max",
		"abs", "neg", "bfe", "bfi", "prmt", "lop3", "popc", "clz", "brev", "cnot", "copysign",
		"ex2", "lg2", "sin", "cos", "sqrt", "rsqrt", "rcp", "tanh", "testp", "mul24", "mad24", "sad",
		"addc", "subc", "madc", "bfind", "fns", "dp4a", "dp2a", "shf":
		return in.Op != "ld" && in.Op != "ldu" || !in.Has("volatile") && !in.Has("acquire") && !in.Has("relaxed")
	}
	return false
}

// recordLdmatrix remembers the registers of an eligible ldmatrix.
func (fl *fnLowerer) recordLdmatrix(in *sir.Inst, vals []value.Value, trans bool, sp sir.Space) {
	if !fl.ldmOK[in] {
		return
	}
	mine := fl.address(in.Src[0], sp)
	pt := mine.Type().(*llvmx.PtrType)
	if pt.AddrSpace != llvmx.Local {
		return // generic addresses are 64 bits: two moves each; not worth it
	}
	addr := fl.emit(ir.NewPtrToInt(mine, types.I32))
	if fl.ldm == nil {
		fl.ldm = map[value.Value]*ldmRec{}
	}
	for i, v := range vals {
		fl.ldm[v] = &ldmRec{addr: addr, pt: pt, i: i, trans: trans, blk: fl.cur, epoch: fl.memEpoch}
	}
}

// ldmPart is the lanes of one unit register that read rows of one
// ldmatrix address (and, for .trans, one of the two b16 of the register).
type ldmPart struct {
	rec      *ldmRec
	half     int
	supplier map[int]int // unit lane → hardware lane that holds the row address
	off      map[int]int // unit lane → byte offset in the row
	mask     uint64
}

type ldmKey struct {
	addr value.Value
	half int
}

// ldmReg is one unit register's plan over remembered ldmatrix results.
type ldmReg struct {
	parts map[ldmKey]*ldmPart
	order []ldmKey
	zero  uint64
	trans bool
}

// planLdm plans one unit register, or reports false where a register it
// takes is not a remembered ldmatrix result valid here.
func (fl *fnLowerer) planLdm(srcs []value.Value, want []laneSrc) (*ldmReg, bool) {
	if fl.ldm == nil {
		return nil, false
	}
	g := &ldmReg{parts: map[ldmKey]*ldmPart{}}
	first := true
	for L, s := range want {
		switch s.reg {
		case srcAny:
			continue
		case srcZero:
			g.zero |= 1 << uint(L)
			continue
		}
		rec := fl.ldm[srcs[s.reg]]
		if rec == nil || rec.blk != fl.cur || rec.epoch != fl.memEpoch {
			return nil, false
		}
		if first {
			g.trans, first = rec.trans, false
		} else if g.trans != rec.trans {
			return nil, false
		}
		w, l := s.lane/32, s.lane%32
		halves := 1
		if rec.trans {
			halves = 2
		}
		for h := 0; h < halves; h++ {
			k := ldmKey{rec.addr, h}
			p := g.parts[k]
			if p == nil {
				p = &ldmPart{rec: rec, half: h, supplier: map[int]int{}, off: map[int]int{}}
				g.parts[k] = p
				g.order = append(g.order, k)
			}
			p.mask |= 1 << uint(L)
			if rec.trans {
				p.supplier[L] = 32*w + 8*rec.i + 2*(l%4) + h
				p.off[L] = 2 * (l / 4)
			} else {
				p.supplier[L] = 32*w + 8*rec.i + l/4
				p.off[L] = 4 * (l % 4)
			}
		}
	}
	if len(g.parts) == 0 {
		return nil, false
	}
	nb := bits.TrailingZeros(uint(fl.waveSize()))
	for _, p := range g.parts {
		if _, ok := fitLinear(p.supplier, nb); !ok {
			return nil, false
		}
		if _, ok := fitLinear(p.off, nb); !ok {
			return nil, false
		}
	}
	return g, true
}

// follows reports whether unit register n reads, in every lane, the four
// bytes after those register g reads (one wider load serves both).
func (g *ldmReg) follows(n *ldmReg) bool {
	if g.trans || n.trans || g.zero != n.zero || len(g.order) != len(n.order) {
		return false
	}
	for _, k := range g.order {
		p, q := g.parts[k], n.parts[k]
		if q == nil || p.mask != q.mask {
			return false
		}
		for L, s := range p.supplier {
			if q.supplier[L] != s || q.off[L] != p.off[L]+4 {
				return false
			}
		}
	}
	return true
}

// gatherLdm builds unit registers straight from shared memory where every
// register they take is a remembered ldmatrix result still valid here
// (lower_mma_ldm.go), or reports false. Consecutive registers that read
// consecutive bytes of the same rows share one load. With wide (a
// one-warp wave64, whose upper lanes hold k Ku/2..Ku-1) the addresses
// enter through set.inactive and the moves and loads run in whole-wave
// mode: the upper lanes load rows whose addresses come from the warp's
// lanes, and an inactive lane's own address (zero) is only used where its
// result is selected away.
func (fl *fnLowerer) gatherLdm(srcs []value.Value, wants [][]laneSrc, wide bool) ([]value.Value, bool) {
	plans := make([]*ldmReg, len(wants))
	for r, want := range wants {
		g, ok := fl.planLdm(srcs, want)
		if !ok {
			return nil, false
		}
		plans[r] = g
	}
	b := fpBuilder(fl)
	W := fl.waveSize()
	all := ^uint64(0) >> uint(64-W)
	load := func(p *ldmPart, n int) []value.Value {
		own := p.rec.addr
		if wide {
			own = fl.wwmSource(own)
		}
		a := fl.moveLanes(p.supplier, own)
		if p.mask&all != all {
			// Lanes outside the part load from their own row: a valid
			// address whatever the move gave them.
			a = b.sel(fl.laneMaskPred(p.mask), a, own)
		}
		a = b.add(a, fl.laneFunction(p.off))
		ptr := fl.emit(ir.NewIntToPtr(a, p.rec.pt))
		if p.rec.trans {
			ld := llvmx.NewLoad(types.I16, ptr)
			ld.Align = 2
			return []value.Value{fl.emit(ld)}
		}
		if n == 1 {
			ld := llvmx.NewLoad(types.I32, ptr)
			ld.Align = 4
			return []value.Value{fl.emit(ld)}
		}
		ld := llvmx.NewLoad(vec(n, types.I32), ptr)
		ld.Align = 4
		v := fl.emit(ld)
		out := make([]value.Value, n)
		for i := range out {
			out[i] = fl.emit(ir.NewExtractElement(v, ci(types.I32, int64(i))))
		}
		return out
	}
	out := make([]value.Value, len(plans))
	for r := 0; r < len(plans); {
		g := plans[r]
		n := 1
		for n < 4 && r+n < len(plans) && plans[r+n-1].follows(plans[r+n]) {
			n++
		}
		vals := make([][]value.Value, n) // per register, one value per part
		var masks []uint64
		if g.trans {
			seen := map[value.Value]bool{}
			for _, k := range g.order {
				if seen[k.addr] {
					continue
				}
				seen[k.addr] = true
				lo, hi := g.parts[ldmKey{k.addr, 0}], g.parts[ldmKey{k.addr, 1}]
				vals[0] = append(vals[0], fl.pack16(load(lo, 1)[0], load(hi, 1)[0]))
				masks = append(masks, lo.mask)
			}
		} else {
			for _, k := range g.order {
				for i, v := range load(g.parts[k], n) {
					vals[i] = append(vals[i], v)
				}
				masks = append(masks, g.parts[k].mask)
			}
		}
		for i := 0; i < n; i++ {
			var res value.Value
			for j, v := range vals[i] {
				if res == nil {
					res = v
					continue
				}
				res = b.sel(fl.laneMaskPred(masks[j]), v, res)
			}
			if g.zero != 0 {
				res = b.sel(fl.laneMaskPred(g.zero), ci(types.I32, 0), res)
			}
			out[r+i] = res
		}
		r += n
	}
	return out, true
}
