package amdgpu

import (
	"slices"
	"strconv"

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

	knownGuards map[*sir.Inst]bool          // this SIR block's guards ptxas can prove (guardFacts)
	oldInBlock  map[*sir.Inst]bool          // this SIR block's guarded f32 writes over an f32 written earlier in it (guardFacts)
	rcpFtzOf    map[value.Value]value.Value // rcp.approx.ftz.f32 results (under bitcasts) -> their sources (lowerRcp)
	sirReach    *sirReach                   // the SIR CFG for uniqueDef (reaching.go)
	constDefs   map[defKey]uint32           // f32 constants the lowering folded, by defining instruction
	halfDefs    map[defKey]halfNeg          // halfSigned by defining instruction, for reads across blocks
	foldRegs    map[*sir.Reg]bool           // registers with a definition in constDefs or halfDefs, or a mov of an immediate
	mmaDsts     map[*sir.Reg]bool           // registers some mma.sync writes, for unitResult (built on its first call)
	unitMoves   map[value.Value]unitMove    // accumulator registers moved back from a unit's layout, by value (accOut)

	blocks map[string]*ir.Block // SIR label -> LLVM block
	order  []*ir.Block
	ssa    ssaState
	entry  *ir.Block
	nblk   int

	kernarg map[string]*ir.Param                 // parameter name -> pointer (kernel: byref into the argument segment; .func: the caller's copy)
	locals  map[string]value.Value               // .local variable name -> alloca
	cache   map[*ir.Block]map[string]value.Value // per-block values such as the dispatch pointer
	single  *singleIDs                           // PTX thread ids in warp mode "single"
	cluster *clusterIDs                          // CTA rank and ids in a kernel with clusters of several CTAs
	divisor map[*sir.Reg]int                     // 32-bit div/rem per divisor register (lower_divrem.go), counted on first use
	acc     *accPlan                             // accumulators kept in the matrix unit's layout (lower_mma_acc.go)
	curSIR  *sir.Block                           // the SIR block being lowered
	// ldmatrix results an mma may load straight into the unit's layout
	// (lower_mma_ldm.go): the eligible ldmatrix instructions, their
	// results, and a counter bumped by every instruction that may write
	// memory or synchronise.
	ldmOK       map[*sir.Inst]bool
	ldm         map[value.Value]*ldmRec
	wmlOK       map[*sir.Inst]bool
	wml         map[value.Value]*wmlRec
	memEpoch    int
	signOps     map[value.Value]signOp  // neg/abs.f32 results and the sign operation their select readers see (lower_nan_signop.go)
	pendingSels []pendingSel            // select readers of a phi, looked at again after seal (lower_nan_signop.go)
	halfNegs    map[value.Value]halfNeg // neg.f16/f16x2 results and their sources (lowerFloatAbsNeg)
	halfSigned  map[value.Value]halfNeg // abs/neg.f16/f16x2 results and unpacked elements -> their sources' bits (noteHalfSigned)
	// wideLanes is set while fragment moves run in whole-wave mode (a
	// one-warp wave64, lower_mma_hw.go): their lane numbers are then
	// computed in the block's whole-wave code (wwmLane).
	wideLanes bool
	// nanSecond marks the f64 instructions whose first source ptxas puts
	// in the second slot, whose NaN the unit returns (nan_slots.go).
	nanSecond map[*sir.Inst]bool
	// dynArena and dynSP are the private block a function's allocas of
	// run-time size come from and the offset of its first free byte
	// (lower_stack.go); dynAllocas says whether the function has any
	// (0 unknown, 1 no, 2 yes).
	dynArena, dynSP value.Value
	dynAllocas      int8
	dynAlign        uint64 // the largest alignment they ask for
}

// ssaState is what SSA construction keeps: the value of every register at
// the end of every block so far, and the phis made.
//
// Blocks and registers are numbered as they are met, so that the table of
// definitions is keyed by two small integers and holds integers (a map the
// garbage collector need not scan), and values are named by ssaRef.
type ssaState struct {
	defs  map[uint64]ssaRef // block<<32 | register -> value at the end of the block
	vals  []value.Value     // the values that ssaRefs name
	nodes []phiNode         // every phi made, in the order made
	incs  []ssaRef          // the phis' incoming values (phiNode.incs indexes it)

	blks      []*ir.Block
	blkIndex  map[*ir.Block]int32
	lastBlk   *ir.Block // the block of the last lookup, and its number
	lastIndex int32
	regs      []*sir.Reg
	regIndex  map[*sir.Reg]int32
	// phiNodes maps the phis made while lowering to their nodes, so that
	// a register written with one (mov) names the node.
	phiNodes map[*ir.InstPhi]ssaRef
}

// ssaRef names a value: r > 0 is vals[r-1], r < 0 is phi node -r-1.
type ssaRef int32

func nodeRef(i int) ssaRef { return ssaRef(-i - 1) }

// phiNode is a phi of a register at the top of a block. The phis made
// while lowering are read by instructions and have their *ir.InstPhi from
// the start; those that seal makes to fill them in get one only if they
// survive the removal of trivial phis (most do not: a phi is made in every
// block between a read and the write it sees).
type phiNode struct {
	blk, reg int32  // block and register numbers
	val      ssaRef // its *ir.InstPhi; 0: none yet
	incs     int32  // its incoming values: ssaState.incs[incs : incs+nincs], one per predecessor of blk
	nincs    int32
	// gone marks a trivial phi, replaced by repl.
	gone bool
	repl ssaRef
}

func (s *ssaState) init(f *sir.Func) {
	n := 0
	for _, b := range f.Blocks {
		n += len(b.Insts)
	}
	s.defs = make(map[uint64]ssaRef, 2*n)
	s.vals = make([]value.Value, 0, 2*n)
	s.blkIndex = make(map[*ir.Block]int32, 2*len(f.Blocks))
	s.regIndex = make(map[*sir.Reg]int32, len(f.Regs))
	s.phiNodes = map[*ir.InstPhi]ssaRef{}
}

func (s *ssaState) blockNum(b *ir.Block) int32 {
	if b == s.lastBlk {
		return s.lastIndex
	}
	i, ok := s.blkIndex[b]
	if !ok {
		i = int32(len(s.blks))
		s.blks = append(s.blks, b)
		s.blkIndex[b] = i
	}
	s.lastBlk, s.lastIndex = b, i
	return i
}

func (s *ssaState) regNum(r *sir.Reg) int32 {
	i, ok := s.regIndex[r]
	if !ok {
		i = int32(len(s.regs))
		s.regs = append(s.regs, r)
		s.regIndex[r] = i
	}
	return i
}

func ssaKey(blk, reg int32) uint64 { return uint64(blk)<<32 | uint64(uint32(reg)) }

func (s *ssaState) ref(v value.Value) ssaRef {
	s.vals = append(s.vals, v)
	return ssaRef(len(s.vals))
}

// value is the value r names (a phi node's *ir.InstPhi).
func (s *ssaState) value(r ssaRef) value.Value {
	if r < 0 {
		r = s.nodes[-r-1].val
	}
	return s.vals[r-1]
}

// same reports whether a and b are the same value.
func (s *ssaState) same(a, b ssaRef) bool {
	return a == b || a > 0 && b > 0 && s.vals[a-1] == s.vals[b-1]
}

// resolve follows the replacements of trivial phis, shortening the chain
// it walked so that the next walk is one step.
func (s *ssaState) resolve(r ssaRef) ssaRef {
	root := r
	for root < 0 && s.nodes[-root-1].gone {
		root = s.nodes[-root-1].repl
	}
	for r != root {
		n := &s.nodes[-r-1]
		r, n.repl = n.repl, root
	}
	return root
}

func (lw *lowerer) function(f *sir.Func) {
	fl := &fnLowerer{lw: lw, sf: f, fn: lw.funcs[f.Name], blocks: map[string]*ir.Block{},
		kernarg: map[string]*ir.Param{}, locals: map[string]value.Value{}, cache: map[*ir.Block]map[string]value.Value{}}
	fl.ssa.init(f)
	fl.acc = lw.planAccumulators(f)
	fl.ldmOK = lw.ldmatrixForMma(f)
	fl.wmlOK = lw.wmmaLoadForMma(f)
	if !lw.sm.Debug {
		fl.nanSecond = nanSecondFirst(f)
	}
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
	if f.Kernel && clusterSize(f) > 1 && !lw.single() {
		fl.clusterPrologue()
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
				fl.cur.NewBr(fl.accEdgeTo(b.Label, blk))
			}
			fl.order = append(fl.order, blk)
			blk.Parent = fl.fn
			fl.cur = blk
		}
		_ = i
		fl.curSIR = b
		fl.blockInsts(b)
	}
	if fl.cur.Term == nil {
		fl.cur.NewUnreachable()
	}
	fl.seal()
	fl.foldPendingSigns()
	fl.fn.Blocks = fl.order
	if lw.sharedInGlobal(f) {
		fl.sharedToGlobal()
	}
	if lw.sharedInGlobal(f) || !f.Kernel && lw.anySharedInGlobal() {
		lw.checkNoLDSAccess(f, fl.fn)
	}
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
	b := &ir.Block{LocalIdent: ir.LocalIdent{LocalName: hint + "." + strconv.Itoa(fl.nblk)}}
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
	if fl.lw.irInsts++; fl.lw.irInsts > maxIRInsts && !fl.lw.overBudget {
		fl.lw.overBudget = true
		unsupported("the module's translation passes %d LLVM instructions here, more than ptxamd translates in one module (%d, about 800 MB before LLVM's own passes); the rest of the module is not translated", fl.lw.irInsts, maxIRInsts)
	}
}

// maxIRInsts bounds the LLVM instructions of one module's translation,
// so that a module that would take more memory than a build machine has
// (thousands of software mma's, say: the hostile-input campaign repeats a
// wmma.mma line up to 21,000 times, 3,200 instructions each) is an error,
// not an out-of-memory crash. The largest module of the corpus, Triton's
// fp8 wgmma matmul with --mma=exact, takes 155,254; translation holds
// about 200 bytes per instruction, so the bound is about 800 MB before
// opt and llc see the module.
var maxIRInsts = 4_000_000

// writeReg records the new SSA value of r in the current block.
func (fl *fnLowerer) writeReg(r *sir.Reg, v value.Value) {
	s := &fl.ssa
	ref, ok := ssaRef(0), false
	if phi, isPhi := v.(*ir.InstPhi); isPhi {
		ref, ok = s.phiNodes[phi]
	}
	if !ok {
		ref = s.ref(v)
	}
	s.defs[ssaKey(s.blockNum(fl.cur), s.regNum(r))] = ref
}

// readReg returns the SSA value of r at the end of blk (the current point
// when blk is the current block), creating phis as needed.
func (fl *fnLowerer) readReg(r *sir.Reg, blk *ir.Block) value.Value {
	s := &fl.ssa
	bn, rn := s.blockNum(blk), s.regNum(r)
	if ref, ok := s.defs[ssaKey(bn, rn)]; ok {
		return s.value(ref)
	}
	if blk == fl.entry {
		// Reading a register never written: PTX leaves it undefined; zero
		// keeps runs deterministic.
		return zeroOf(storageType(r.Type))
	}
	phi := &ir.InstPhi{Typ: storageType(r.Type)}
	s.nodes = append(s.nodes, phiNode{blk: bn, reg: rn, val: s.ref(phi)})
	ref := nodeRef(len(s.nodes) - 1)
	s.defs[ssaKey(bn, rn)] = ref
	s.phiNodes[phi] = ref
	return phi
}

// sealDefs is the table of definitions while seal fills phis in: once
// every block and register is numbered, a dense array of blocks×registers
// (where that is at most maxSealTable entries) rather than the map.
type sealDefs struct {
	table []ssaRef // block*nregs + register; 0: none
	nregs int
	m     map[uint64]ssaRef // when table is nil
}

const maxSealTable = 1 << 21

func (s *ssaState) sealDefs() sealDefs {
	nb, nr := len(s.blks), len(s.regs)
	if nb*nr > maxSealTable {
		return sealDefs{m: s.defs}
	}
	d := sealDefs{table: make([]ssaRef, nb*nr), nregs: nr}
	for k, ref := range s.defs {
		d.table[int(k>>32)*nr+int(uint32(k))] = ref
	}
	return d
}

// sealRead is readReg for seal: the value of register rn at the end of
// block bn, made a phi node (without an *ir.InstPhi) where the block has
// none.
func (fl *fnLowerer) sealRead(defs *sealDefs, rn, bn int32) ssaRef {
	s := &fl.ssa
	var slot *ssaRef
	if defs.table != nil {
		slot = &defs.table[int(bn)*defs.nregs+int(rn)]
		if *slot != 0 {
			return *slot
		}
	} else if ref, ok := defs.m[ssaKey(bn, rn)]; ok {
		return ref
	}
	if s.blks[bn] == fl.entry {
		return s.ref(zeroOf(storageType(s.regs[rn].Type)))
	}
	s.nodes = append(s.nodes, phiNode{blk: bn, reg: rn})
	ref := nodeRef(len(s.nodes) - 1)
	if slot != nil {
		*slot = ref
	} else {
		defs.m[ssaKey(bn, rn)] = ref
	}
	return ref
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

// seal fills every phi with its incoming values and removes trivial phis
// (all incoming values equal, or the phi itself).
//
// Phis are filled in the order they were made, each reading its register
// in every predecessor (which may make more phis), and a surviving phi is
// placed at the top of its block in that order too. Trivial phis are
// removed until none is left; which phis remain, and what replaces the
// others, does not depend on the order they are looked at (removing one
// only makes others trivial), so they are looked at last-made first: the
// phis nearest the writes, whose removal settles the ones below them, in
// one sweep for straight-line chains of blocks.
func (fl *fnLowerer) seal() {
	s := &fl.ssa
	var preds [][]int32 // by block number
	for _, b := range fl.order {
		bn := s.blockNum(b)
		for _, succ := range successors(b) {
			sn := s.blockNum(succ)
			for int(sn) >= len(preds) {
				preds = append(preds, nil)
			}
			if !slices.Contains(preds[sn], bn) {
				preds[sn] = append(preds[sn], bn)
			}
		}
	}
	defs := s.sealDefs()
	for i := 0; i < len(s.nodes); i++ {
		var ps []int32
		if bn := s.nodes[i].blk; int(bn) < len(preds) {
			ps = preds[bn]
		}
		// An unreachable block has no predecessors: its phis are trivial,
		// any value will do.
		start := int32(len(s.incs))
		for _, pred := range ps {
			in := fl.sealRead(&defs, s.nodes[i].reg, pred)
			s.incs = append(s.incs, in)
		}
		s.nodes[i].incs, s.nodes[i].nincs = start, int32(len(ps))
	}
	// A worklist rather than sweeps until nothing changes: removing a phi
	// looks again only at the phis that read it, so a function whose phis
	// settle one per sweep (many blocks branching across each other) costs
	// their number, not its square.
	users := make([][]int32, len(s.nodes))
	for i := range s.nodes {
		n := &s.nodes[i]
		for _, in := range s.incs[n.incs : n.incs+n.nincs] {
			if j := -int(in) - 1; in < 0 && j != i {
				users[j] = append(users[j], int32(i))
			}
		}
	}
	work := make([]int32, len(s.nodes))
	queued := make([]bool, len(s.nodes))
	for i := range work {
		work[i], queued[i] = int32(i), true // popped last-made first
	}
	for len(work) > 0 {
		i := int(work[len(work)-1])
		work = work[:len(work)-1]
		queued[i] = false
		n := &s.nodes[i]
		if n.gone {
			continue
		}
		self := nodeRef(i)
		var same ssaRef
		trivial := true
		for _, in := range s.incs[n.incs : n.incs+n.nincs] {
			x := s.resolve(in)
			if x == self || same != 0 && s.same(x, same) {
				continue
			}
			if same != 0 {
				trivial = false
				break
			}
			same = x
		}
		if !trivial {
			continue
		}
		if same == 0 {
			same = s.ref(zeroOf(storageType(s.regs[n.reg].Type)))
		}
		n.gone, n.repl = true, same
		live := users[i][:0]
		for _, u := range users[i] {
			if s.nodes[u].gone {
				continue // dropped for good: lists stay as short as the phis left
			}
			live = append(live, u)
			if !queued[u] {
				work, queued[u] = append(work, u), true
			}
		}
		users[i] = live
		// The readers of this phi now read its replacement: if that is a
		// phi, they look again when it goes (the shorter list is moved
		// into the longer, so that a long chain stays n log n).
		if same < 0 {
			j := -int(same) - 1
			if len(users[i]) > len(users[j]) {
				users[i], users[j] = users[j], users[i]
			}
			users[j] = append(users[j], users[i]...)
			users[i] = nil
		}
	}
	// Make the surviving phis, then fill them in and put them in place.
	live := map[int32][]ir.Instruction{}
	for i := range s.nodes {
		n := &s.nodes[i]
		if n.gone {
			continue
		}
		if n.val == 0 {
			n.val = s.ref(&ir.InstPhi{Typ: storageType(s.regs[n.reg].Type)})
		}
		live[n.blk] = append(live[n.blk], s.vals[n.val-1].(*ir.InstPhi))
	}
	for i := range s.nodes {
		n := &s.nodes[i]
		if n.gone {
			continue
		}
		phi := s.vals[n.val-1].(*ir.InstPhi)
		incs := make([]ir.Incoming, n.nincs)
		phi.Incs = make([]*ir.Incoming, n.nincs)
		for j, in := range s.incs[n.incs : n.incs+n.nincs] {
			incs[j] = ir.Incoming{X: s.value(s.resolve(in)), Pred: s.blks[preds[n.blk][j]]}
			phi.Incs[j] = &incs[j]
		}
	}
	// Instructions read only the phis made while lowering: replace those
	// that are gone.
	repl := map[value.Value]value.Value{}
	for i := range s.nodes {
		if n := &s.nodes[i]; n.gone && n.val != 0 {
			repl[s.vals[n.val-1]] = s.value(s.resolve(n.repl))
		}
	}
	replace := func(o *value.Value) {
		if _, isPhi := (*o).(*ir.InstPhi); isPhi {
			if r, ok := repl[*o]; ok {
				*o = r
			}
		}
	}
	for _, b := range fl.order {
		if l := live[s.blockNum(b)]; len(l) > 0 {
			b.Insts = append(l, b.Insts...)
		}
		if len(repl) == 0 {
			continue
		}
		for _, inst := range b.Insts {
			forOperands(inst, replace)
		}
		forOperands(b.Term, replace)
	}
}

// forOperands calls f with a pointer to every operand of inst (an
// instruction or terminator): the common instructions directly, the others
// through their Operands method (which allocates).
func forOperands(inst any, f func(*value.Value)) {
	switch inst := inst.(type) {
	case *ir.InstPhi:
		for _, inc := range inst.Incs {
			f(&inc.X)
		}
	case *ir.InstAdd:
		f(&inst.X)
		f(&inst.Y)
	case *ir.InstSub:
		f(&inst.X)
		f(&inst.Y)
	case *ir.InstMul:
		f(&inst.X)
		f(&inst.Y)
	case *ir.InstAnd:
		f(&inst.X)
		f(&inst.Y)
	case *ir.InstOr:
		f(&inst.X)
		f(&inst.Y)
	case *ir.InstXor:
		f(&inst.X)
		f(&inst.Y)
	case *ir.InstShl:
		f(&inst.X)
		f(&inst.Y)
	case *ir.InstLShr:
		f(&inst.X)
		f(&inst.Y)
	case *ir.InstFAdd:
		f(&inst.X)
		f(&inst.Y)
	case *ir.InstFSub:
		f(&inst.X)
		f(&inst.Y)
	case *ir.InstFMul:
		f(&inst.X)
		f(&inst.Y)
	case *ir.InstICmp:
		f(&inst.X)
		f(&inst.Y)
	case *ir.InstFCmp:
		f(&inst.X)
		f(&inst.Y)
	case *ir.InstSelect:
		f(&inst.Cond)
		f(&inst.ValueTrue)
		f(&inst.ValueFalse)
	case *ir.InstBitCast:
		f(&inst.From)
	case *ir.InstZExt:
		f(&inst.From)
	case *ir.InstSExt:
		f(&inst.From)
	case *ir.InstTrunc:
		f(&inst.From)
	case *ir.InstCall:
		f(&inst.Callee)
		for i := range inst.Args {
			f(&inst.Args[i])
		}
	case *ir.InstLoad:
		f(&inst.Src)
	case *ir.InstStore:
		f(&inst.Src)
		f(&inst.Dst)
	case *ir.InstGetElementPtr:
		f(&inst.Src)
		for i := range inst.Indices {
			f(&inst.Indices[i])
		}
	case *ir.TermBr:
		// No value operands (its target is a block).
	case *ir.TermCondBr:
		f(&inst.Cond)
	case interface{ Operands() []*value.Value }:
		for _, o := range inst.Operands() {
			f(o)
		}
	}
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
	if t.Bits >= 0 && t.Bits < len(storageInts) {
		return storageInts[t.Bits]
	}
	return types.NewInt(uint64(t.Bits))
}

// storageInts holds the integer types of storageType, made once rather
// than for every register access (they are never changed; llir compares
// types with Equal).
var storageInts = func() (ts [129]*types.IntType) {
	for i := range ts {
		ts[i] = types.NewInt(uint64(i))
	}
	return ts
}()

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
