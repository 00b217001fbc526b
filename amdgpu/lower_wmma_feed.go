package amdgpu

import (
	"math/bits"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// wmma.load straight into the matrix unit's layout (--mma=hw).
//
// wmma.load fills NVIDIA's fragment layout (lower_wmma_tiled.go), and an
// mma on the unit then moves every register into the unit's layout across
// lanes. But a wmma.load reads a matrix whose address and stride are the
// same in every lane of the warp, so any lane can load any element
// itself. Where a wmma.load's registers are only ever read as A or B of
// wmma.mma (checked over the function), its results are remembered with
// their matrix, and an mma in the same block with no instruction in
// between that may write memory or synchronise (memEpoch, as for
// ldmatrix: lower_mma_ldm.go) loads each unit register's elements from
// memory: for unit lane L, whose register is PTX register R of PTX lane l,
// the elements R holds in lane l. No lane moves at all, and the
// wmma.load's own loads become dead code.

// wmlRec is one register a wmma.load produced.
type wmlRec struct {
	p        value.Value // the matrix (this lane's copy of the warp's address)
	stride   value.Value // i64, elements
	rowMajor bool
	et       sir.Type
	reg      wmmaTileReg
	pos      tilePos
	blk      *ir.Block
	epoch    int
}

// wmmaLoadForMma returns the wmma.load instructions of f whose destination
// registers are read only as A or B operands of wmma.mma's, in hw mode.
func (lw *lowerer) wmmaLoadForMma(f *sir.Func) map[*sir.Inst]bool {
	if ResolveMma(lw.opts.Arch, lw.opts.Mma) != MmaHW {
		return nil
	}
	return onlyFeedMma(f,
		func(in *sir.Inst) bool { return in.Op == "wmma" && in.Has("load") && (in.Has("a") || in.Has("b")) },
		func(in *sir.Inst) bool { return in.Op == "wmma" && in.Has("mma") })
}

// wmlPart is the lanes of one unit register that take one remembered
// register.
type wmlPart struct {
	rec  *wmlRec
	mask uint64
	l    map[int]int // unit lane → PTX lane in its warp
}

// recordWmmaLoad remembers the registers of an eligible wmma.load.
func (fl *fnLowerer) recordWmmaLoad(in *sir.Inst, vals []value.Value, regs []wmmaTileReg, pos tilePos, p, stride value.Value, rowMajor bool, et sir.Type) {
	if !fl.wmlOK[in] || et.Bits > 32 || et.Bits < 8 {
		return
	}
	if fl.wml == nil {
		fl.wml = map[value.Value]*wmlRec{}
	}
	for j, v := range vals {
		fl.wml[v] = &wmlRec{p: p, stride: stride, rowMajor: rowMajor, et: et, reg: regs[j], pos: pos, blk: fl.cur, epoch: fl.memEpoch}
	}
}

// gatherWml builds unit registers straight from memory where every
// register they take is a remembered wmma.load result still valid here,
// or reports false. Each lane reads its PTX source lane's elements from
// its own warp's matrix, so a source lane must be in the unit lane's own
// warp (always in wave32 and in paired mode's halves).
func (fl *fnLowerer) gatherWml(srcs []value.Value, wants [][]laneSrc) ([]value.Value, bool) {
	if fl.wml == nil {
		return nil, false
	}
	nb := bits.TrailingZeros(uint(fl.waveSize()))
	plans := make([][]*wmlPart, len(wants))
	var zeros []uint64
	for r, want := range wants {
		byReg := map[int]*wmlPart{}
		var zero uint64
		for L, s := range want {
			switch s.reg {
			case srcAny:
				continue
			case srcZero:
				zero |= 1 << uint(L)
				continue
			}
			rec := fl.wml[srcs[s.reg]]
			if rec == nil || rec.blk != fl.cur || rec.epoch != fl.memEpoch || s.lane/32 != L/32 {
				return nil, false
			}
			p := byReg[s.reg]
			if p == nil {
				p = &wmlPart{rec: rec, l: map[int]int{}}
				byReg[s.reg] = p
				plans[r] = append(plans[r], p)
			}
			p.mask |= 1 << uint(L)
			p.l[L] = s.lane % 32
		}
		if len(plans[r]) == 0 {
			return nil, false
		}
		for _, p := range plans[r] {
			per := 32 / p.rec.et.Bits
			for h := 0; h < per; h++ {
				row, col := p.rec.pos(p.rec.reg, h)
				rows, cols := map[int]int{}, map[int]int{}
				for L, l := range p.l {
					rows[L], cols[L] = row.at(l), col.at(l)
				}
				if _, ok := fitLinear(rows, nb); !ok {
					return nil, false
				}
				if _, ok := fitLinear(cols, nb); !ok {
					return nil, false
				}
			}
		}
		zeros = append(zeros, zero)
	}
	if fl.wmlCost(plans, srcs, wants) {
		return nil, false
	}
	b := fpBuilder(fl)
	out := make([]value.Value, len(wants))
	for r, parts := range plans {
		var res value.Value
		for _, p := range parts {
			et := p.rec.et
			per := 32 / et.Bits
			size := int64(et.Bits / 8)
			load := func(h int, t types.Type, align int64) value.Value {
				row, col := p.rec.pos(p.rec.reg, h)
				rows, cols := map[int]int{}, map[int]int{}
				for L, l := range p.l {
					rows[L], cols[L] = row.at(l), col.at(l)
				}
				ri := b.ext(fl.laneFunction(rows), types.I64, false)
				cj := b.ext(fl.laneFunction(cols), types.I64, false)
				ld := llvmx.NewLoad(t, fl.wmmaElemPtr(p.rec.p, ri, cj, p.rec.stride, p.rec.rowMajor, size))
				ld.Align = ir.Align(align)
				return fl.emit(ld)
			}
			var reg value.Value
			if p.rec.contiguous() {
				reg = load(0, types.I32, 4)
			} else {
				for h := 0; h < per; h++ {
					v := b.ext(load(h, memType(et), size), types.I32, false)
					if h == 0 {
						reg = v
					} else {
						reg = b.or(reg, b.shl(v, ci(types.I32, int64(et.Bits*h))))
					}
				}
			}
			if res == nil {
				res = reg
			} else {
				res = b.sel(fl.laneMaskPred(p.mask), reg, res)
			}
		}
		if zeros[r] != 0 {
			res = b.sel(fl.laneMaskPred(zeros[r]), ci(types.I32, 0), res)
		}
		out[r] = res
	}
	return out, true
}

// contiguous reports whether the elements of the register lie one after
// the other in memory (a row of a row-major matrix, a column of a
// column-major one): then one 32-bit load reads them all, 4-byte aligned
// because wmma's matrices are 32-byte aligned with strides of 16 bytes.
func (r *wmlRec) contiguous() bool {
	per := 32 / r.et.Bits
	if per == 1 {
		return false
	}
	row0, col0 := r.pos(r.reg, 0)
	for h := 1; h < per; h++ {
		row, col := r.pos(r.reg, h)
		a, b, a0, b0 := row, col, row0, col0
		if !r.rowMajor {
			a, b, a0, b0 = col, row, col0, row0
		}
		if a != a0 || b.g != b0.g || b.t != b0.t || b.c != b0.c+h {
			return false
		}
	}
	r0, c0 := r.pos(r.reg, 0)
	lead := c0
	if !r.rowMajor {
		lead = r0
	}
	return lead.c%per == 0 && lead.g%per == 0 && lead.t%per == 0
}

// wmlCost reports whether moving the remembered registers across lanes
// (and loading them in NVIDIA's layout first) costs no more than loading
// the unit registers straight from memory, counted in instructions: a
// shared-memory load and its address 2, a global one 4 (64-bit address),
// a DPP move 2, a permlane or swizzle 3, a ds_bpermute 4.
func (fl *fnLowerer) wmlCost(plans [][]*wmlPart, srcs []value.Value, wants [][]laneSrc) bool {
	loadCost := func(r *wmlRec) int {
		if pt, ok := r.p.Type().(*llvmx.PtrType); ok && pt.AddrSpace == llvmx.Local {
			return 2
		}
		return 4
	}
	direct, moved := 0, 0
	seen := map[*wmlRec]bool{}
	for r, parts := range plans {
		for _, p := range parts {
			n := 32 / p.rec.et.Bits
			if p.rec.contiguous() {
				n = 1
			}
			direct += n * loadCost(p.rec)
			if !seen[p.rec] {
				seen[p.rec] = true
				moved += 32 / p.rec.et.Bits * loadCost(p.rec)
			}
		}
		groups := map[int]map[int]int{}
		for L, s := range wants[r] {
			if s.reg < 0 {
				continue
			}
			if groups[s.reg] == nil {
				groups[s.reg] = map[int]int{}
			}
			groups[s.reg][L] = s.lane
		}
		for _, lanes := range groups {
			moved += fl.moveCost(lanes)
		}
	}
	return moved <= direct
}
