package emu

import (
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
)

// Contraction: what the AMDGPU backend fuses.
//
// IR from clang (HIP, and CUDA through ptxamd nvcc) marks a*b+c with the
// contract flag instead of calling llvm.fmuladd (-ffp-contract=fast, HIP's
// default), and leaves the fusing to the backend: SelectionDAG's
// DAGCombiner turns (fadd (fmul x, y), z) and (fsub (fmul x, y), z) into
// fma when both nodes allow contraction, since fma is as fast as mul and
// add on every target ptxamd builds for with IEEE denormals
// (SITargetLowering::isFMAFasterThanFMulAndFAdd), and AMDGPU fuses
// aggressively: an fmul with other uses is kept for them and fused into
// the add as well. A hardware run rounds once there, not twice, so the
// emulator does the same. The rules modelled (DAGCombiner's
// visitFADDForFMACombine and visitFSUBForFMACombine):
//
//   - the fadd/fsub and the fmul carry contract (or fast);
//   - the fmul is in the same block (the DAG is built per block), or it
//     has no other use and the add's block is not in a cycle that the
//     fmul's block is outside of (llc sinks a lone product to its user,
//     but not into a loop);
//   - where both operands qualify, the one with fewer uses, else the first.
//
// Checked against llc-19 for gfx906, gfx90a, gfx942, gfx1030 and gfx1100
// (TestContraction's kernel: v_fma_f32 for each fused form, v_mul_f32 and
// v_add_f32 for the others). Not modelled: a product that reaches the add
// through an extractelement of a vector fmul (gfx90a keeps <2 x float>
// products packed and adds unfused, as here; a target that splits the
// vector would fuse), an fpext between them (gfx9's mixed f16/f32 fma),
// and blocks that CodeGenPrepare merges. ptxamd's own
// translations carry no fast-math flags (they call llvm.fma where PTX
// fuses), so none of this changes them.

// contracts reports whether fast-math flags fs allow contraction.
func contracts(fs []enum.FastMathFlag) bool {
	return slices.Contains(fs, enum.FastMathFlagContract) || slices.Contains(fs, enum.FastMathFlagFast)
}

// countUses counts, for every value, the instruction and terminator
// operands of f that read it, and gives every instruction's block.
func countUses(f *ir.Func) (map[value.Value]int, map[ir.Instruction]*ir.Block) {
	uses := map[value.Value]int{}
	blockOf := map[ir.Instruction]*ir.Block{}
	add := func(x any) {
		if o, ok := x.(interface{ Operands() []*value.Value }); ok {
			for _, p := range o.Operands() {
				if p != nil && *p != nil {
					uses[*p]++
				}
			}
		}
	}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			add(in)
			blockOf[in] = b
		}
		add(b.Term)
	}
	return uses, blockOf
}

// fusableMul returns v as a contractable fmul that an add in block b
// fuses.
func (c *compiler) fusableMul(v value.Value, b *ir.Block) *ir.InstFMul {
	m, ok := v.(*ir.InstFMul)
	if !ok || !contracts(m.FastMathFlags) {
		return nil
	}
	mb := c.blockOf[m]
	if mb == b {
		return m
	}
	if mb == nil || c.uses[m] != 1 {
		return nil
	}
	if c.scc == nil {
		c.scc = cycles(c.fn.f)
	}
	if s := c.scc[b]; s != 0 && s != c.scc[mb] {
		return nil // the add is in a loop the product is computed outside of
	}
	return m
}

// cycles numbers the strongly connected components of f's CFG that hold a
// cycle (1, 2, ...); a block on no cycle has 0.
func cycles(f *ir.Func) map[*ir.Block]int {
	succ := func(b *ir.Block) []*ir.Block {
		if b.Term == nil {
			return nil
		}
		return b.Term.Succs()
	}
	index, low := map[*ir.Block]int{}, map[*ir.Block]int{}
	on := map[*ir.Block]bool{}
	var stack []*ir.Block
	comp := map[*ir.Block]int{}
	n, ncomp := 0, 0
	var visit func(b *ir.Block)
	visit = func(b *ir.Block) {
		n++
		index[b], low[b] = n, n
		stack = append(stack, b)
		on[b] = true
		for _, s := range succ(b) {
			if index[s] == 0 {
				visit(s)
				low[b] = min(low[b], low[s])
			} else if on[s] {
				low[b] = min(low[b], index[s])
			}
		}
		if low[b] != index[b] {
			return
		}
		var members []*ir.Block
		for {
			t := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			on[t] = false
			members = append(members, t)
			if t == b {
				break
			}
		}
		cyclic := len(members) > 1
		for _, s := range succ(b) {
			cyclic = cyclic || s == b
		}
		if cyclic {
			ncomp++
			for _, t := range members {
				comp[t] = ncomp
			}
		}
	}
	for _, b := range f.Blocks {
		if index[b] == 0 {
			visit(b)
		}
	}
	return comp
}

// contracted compiles in, an fadd or fsub, as the fma the backend makes
// of it, and reports whether it did.
func (c *compiler) contracted(in ir.Instruction) (bool, error) {
	var x, y value.Value
	var fs []enum.FastMathFlag
	b := c.blockOf[in]
	sub := false
	switch in := in.(type) {
	case *ir.InstFAdd:
		x, y, fs = in.X, in.Y, in.FastMathFlags
	case *ir.InstFSub:
		x, y, fs, sub = in.X, in.Y, in.FastMathFlags, true
	default:
		return false, nil
	}
	if !contracts(fs) || b == nil {
		return false, nil
	}
	mx, my := c.fusableMul(x, b), c.fusableMul(y, b)
	if mx != nil && my != nil && c.uses[my] < c.uses[mx] {
		mx = nil
	}
	res := in.(value.Value)
	switch {
	case mx != nil: // x*y' + z, x*y' - z
		return true, c.fusedMulAdd(res, mx.X, mx.Y, y, false, sub)
	case my != nil: // z + x*y', z - x*y'
		return true, c.fusedMulAdd(res, my.X, my.Y, x, sub, false)
	}
	return false, nil
}

// fusedMulAdd compiles res = fma(±a, b, ±c), element by element, with one
// rounding at the element's width.
func (c *compiler) fusedMulAdd(res, a, b, addend value.Value, negProduct, negAddend bool) error {
	return c.elementwise(res, []value.Value{a, b, addend}, func(sc scalar) (op, error) {
		w := int(sc.bits)
		sign := uint64(1) << uint(w-1)
		return op{fn: mkTer(func(x, y, z uint64) uint64 {
			if negProduct {
				x ^= sign
			}
			if negAddend {
				z ^= sign
			}
			return fmaBits(w, x, y, z)
		})}, nil
	})
}
