package amdgpu

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// fnLowerer lowers one SIR function, building SSA form on the way.
type fnLowerer struct {
	lw  *lowerer
	sf  *sir.Func
	fn  *ir.Func
	cur *ir.Block

	blocks  map[string]*ir.Block // SIR label -> LLVM block
	order   []*ir.Block
	defs    map[*ir.Block]map[*sir.Reg]value.Value
	phis    map[*ir.Block][]*ir.InstPhi
	pending []pendingPhi
	entry   *ir.Block
	nblk    int

	kernarg map[string]*ir.Param                 // parameter name -> pointer (kernel: byref into the argument segment; .func: the caller's copy)
	locals  map[string]value.Value               // .local variable name -> alloca
	cache   map[*ir.Block]map[string]value.Value // per-block values such as the dispatch pointer
	single  *singleIDs                           // PTX thread ids in warp mode "single"
}

type pendingPhi struct {
	phi *ir.InstPhi
	reg *sir.Reg
	blk *ir.Block
}

func (lw *lowerer) function(f *sir.Func) {
	fl := &fnLowerer{lw: lw, sf: f, fn: lw.funcs[f.Name], blocks: map[string]*ir.Block{},
		defs: map[*ir.Block]map[*sir.Reg]value.Value{}, phis: map[*ir.Block][]*ir.InstPhi{},
		kernarg: map[string]*ir.Param{}, locals: map[string]value.Value{}, cache: map[*ir.Block]map[string]value.Value{}}
	if f.Kernel {
		for i, p := range f.Params {
			fl.kernarg[p.Name] = fl.fn.Params[i]
		}
		for i, h := range lw.hiddenParams(f) {
			fl.kernarg[h.name] = fl.fn.Params[len(f.Params)+i]
		}
	} else if len(fl.fn.Params) == len(f.Returns)+len(f.Params) {
		for i, p := range append(append([]*sir.Param{}, f.Returns...), f.Params...) {
			fl.kernarg[p.Name] = fl.fn.Params[i]
		}
	}
	fl.entry = fl.newBlock("entry")
	for _, b := range f.Blocks {
		if b.Label == "entry" {
			fl.blocks[b.Label] = fl.entry
			continue
		}
		fl.blocks[b.Label] = &ir.Block{LocalIdent: ir.LocalIdent{LocalName: sanitize(b.Label)}}
	}
	fl.cur = fl.entry
	if f.Kernel && lw.single() {
		fl.singlePrologue()
	}
	if f.Kernel && usesBarRed(f) {
		fl.barRedPrologue()
	}
	if f.Kernel && usesNamedBar(f) {
		fl.namedBarPrologue()
	}
	// Module-scope .local variables are per thread as well: each function
	// gets its own copy (after inlining, the kernel's is the only one).
	for _, v := range lw.sm.Globals {
		if v.Space == sir.SpaceLocal {
			a := llvmx.NewAlloca(types.NewArray(uint64(v.Size()), types.I8), nil, llvmx.Private)
			a.Align = ir.Align(max(v.Align, 4))
			fl.add(a)
			fl.locals[v.Name] = a
		}
	}
	for _, v := range f.Locals {
		if v.Space == sir.SpaceLocal || v.Space == sir.SpaceParam {
			a := llvmx.NewAlloca(types.NewArray(uint64(v.Size()), types.I8), nil, llvmx.Private)
			a.Align = ir.Align(max(v.Align, 4))
			fl.add(a)
			fl.locals[v.Name] = a
		}
	}
	for i, b := range f.Blocks {
		blk := fl.blocks[b.Label]
		if blk != fl.entry {
			if fl.cur.Term == nil {
				fl.cur.NewBr(blk)
			}
			fl.order = append(fl.order, blk)
			blk.Parent = fl.fn
			fl.cur = blk
		}
		_ = i
		fl.blockInsts(b)
	}
	if fl.cur.Term == nil {
		fl.cur.NewUnreachable()
	}
	fl.seal()
	fl.fn.Blocks = fl.order
}

func sanitize(label string) string {
	out := []byte(label)
	for i, c := range out {
		if !(c == '_' || c == '.' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			out[i] = '_'
		}
	}
	return string(out)
}

func (fl *fnLowerer) newBlock(hint string) *ir.Block {
	fl.nblk++
	b := &ir.Block{LocalIdent: ir.LocalIdent{LocalName: fmt.Sprintf("%s.%d", hint, fl.nblk)}}
	if hint == "entry" {
		b.LocalName = "entry"
	}
	b.Parent = fl.fn
	fl.order = append(fl.order, b)
	return b
}

// add appends an instruction to the current block.
func (fl *fnLowerer) add(inst ir.Instruction) {
	if fl.cur.Term != nil {
		panic("BUG: amdgpu: instruction added after a terminator")
	}
	fl.cur.Insts = append(fl.cur.Insts, inst)
}

// writeReg records the new SSA value of r in the current block.
func (fl *fnLowerer) writeReg(r *sir.Reg, v value.Value) {
	m := fl.defs[fl.cur]
	if m == nil {
		m = map[*sir.Reg]value.Value{}
		fl.defs[fl.cur] = m
	}
	m[r] = v
}

// readReg returns the SSA value of r at the end of blk (the current point
// when blk is the current block), creating phis as needed.
func (fl *fnLowerer) readReg(r *sir.Reg, blk *ir.Block) value.Value {
	if v, ok := fl.defs[blk][r]; ok {
		return v
	}
	if blk == fl.entry {
		// Reading a register never written: PTX leaves it undefined; zero
		// keeps runs deterministic.
		return zeroOf(storageType(r.Type))
	}
	phi := &ir.InstPhi{Typ: storageType(r.Type)}
	phi.LocalName = ""
	fl.phis[blk] = append(fl.phis[blk], phi)
	if fl.defs[blk] == nil {
		fl.defs[blk] = map[*sir.Reg]value.Value{}
	}
	fl.defs[blk][r] = phi
	fl.pending = append(fl.pending, pendingPhi{phi, r, blk})
	return phi
}

func zeroOf(t types.Type) constant.Constant {
	switch t := t.(type) {
	case *types.IntType:
		return constant.NewInt(t, 0)
	case *types.FloatType:
		return constant.NewFloat(t, 0)
	}
	return constant.NewZeroInitializer(t)
}

// seal fills every phi with its incoming values and removes trivial phis.
func (fl *fnLowerer) seal() {
	preds := map[*ir.Block][]*ir.Block{}
	for _, b := range fl.order {
		for _, s := range successors(b) {
			preds[s] = appendUnique(preds[s], b)
		}
	}
	for i := 0; i < len(fl.pending); i++ {
		p := fl.pending[i]
		ps := preds[p.blk]
		if len(ps) == 0 {
			// Unreachable block: any value will do.
			p.phi.Incs = nil
			continue
		}
		for _, pred := range ps {
			p.phi.Incs = append(p.phi.Incs, &ir.Incoming{X: fl.readReg(p.reg, pred), Pred: pred})
		}
	}
	// Remove trivial phis (all incoming values equal, or the phi itself).
	repl := map[value.Value]value.Value{}
	resolve := func(v value.Value) value.Value {
		for {
			r, ok := repl[v]
			if !ok {
				return v
			}
			v = r
		}
	}
	for changed := true; changed; {
		changed = false
		for _, p := range fl.pending {
			if _, gone := repl[p.phi]; gone {
				continue
			}
			var same value.Value
			trivial := true
			for _, inc := range p.phi.Incs {
				x := resolve(inc.X)
				if x == value.Value(p.phi) || x == same {
					continue
				}
				if same != nil {
					trivial = false
					break
				}
				same = x
			}
			if trivial {
				if same == nil {
					same = zeroOf(p.phi.Typ)
				}
				repl[p.phi] = same
				changed = true
			}
		}
	}
	for _, b := range fl.order {
		var live []ir.Instruction
		for _, phi := range fl.phis[b] {
			if _, gone := repl[phi]; !gone {
				live = append(live, phi)
			}
		}
		b.Insts = append(live, b.Insts...)
		for _, inst := range b.Insts {
			if phi, ok := inst.(*ir.InstPhi); ok {
				for _, inc := range phi.Incs {
					inc.X = resolve(inc.X)
				}
				continue
			}
			if op, ok := inst.(interface{ Operands() []*value.Value }); ok {
				for _, o := range op.Operands() {
					*o = resolve(*o)
				}
			}
		}
		if op, ok := b.Term.(interface{ Operands() []*value.Value }); ok {
			for _, o := range op.Operands() {
				*o = resolve(*o)
			}
		}
	}
}

func appendUnique(list []*ir.Block, b *ir.Block) []*ir.Block {
	for _, x := range list {
		if x == b {
			return list
		}
	}
	return append(list, b)
}

func successors(b *ir.Block) []*ir.Block {
	switch t := b.Term.(type) {
	case *ir.TermBr:
		return []*ir.Block{t.Target.(*ir.Block)}
	case *ir.TermCondBr:
		return []*ir.Block{t.TargetTrue.(*ir.Block), t.TargetFalse.(*ir.Block)}
	case *ir.TermSwitch:
		out := []*ir.Block{t.TargetDefault.(*ir.Block)}
		for _, c := range t.Cases {
			out = append(out, c.Target.(*ir.Block))
		}
		return out
	}
	return nil
}

// storageType is how a register of type t is held: an integer of its width.
func storageType(t sir.Type) types.Type {
	if t.Kind == sir.KindPred {
		return types.I1
	}
	return types.NewInt(uint64(t.Bits))
}

// valueType is how an instruction of type t computes: floats as LLVM
// floats, everything else as integers of the width.
func valueType(t sir.Type) types.Type {
	if t.Kind == sir.KindFloat && !t.Packed {
		switch t.Bits {
		case 16:
			return types.Half
		case 32:
			return types.Float
		case 64:
			return types.Double
		}
	}
	return storageType(t)
}
