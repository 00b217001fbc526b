package amdgpu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// Loads, stores and addresses (PTX ISA 9.7.9: ld, ldu, st, prefetch,
// cvta, isspacep).
//
// State spaces map to AMDGPU address spaces (AMDGPUUsage, "Address
// Spaces"): .global 1, .shared 3 (LDS), .local 5 (scratch), .const and
// kernel .param 4, generic 0 (flat). A register used as a .shared or
// .local address holds the 32-bit offset in that window; every other
// register address is 64 bits.
//
// The memory model (PTX ISA 8): .weak and unqualified accesses are plain
// loads and stores; .volatile is an LLVM volatile access (PTX treats it as
// .relaxed.sys for ordering, which a volatile access on AMDGPU is: it is
// neither cached in registers nor reordered with other volatiles); .relaxed,
// .acquire and .release are LLVM atomic accesses (monotonic, acquire,
// release) with the scope's sync scope (.cta and .cluster: workgroup, .gpu:
// agent, .sys: system). Vector accesses with a memory order are, as PTX
// says, one access per element. Cache operators (.ca .cg .cs .lu .cv .wb
// .wt), eviction priorities (L1::/L2::evict_*), prefetch sizes (.L2::64B,
// 128B, 256B) and .nc are performance hints with no effect on the result;
// .cv (fetch again) is lowered as volatile so that a polling loop is not
// folded.

func init() {
	lowerTable["ld"] = (*fnLowerer).lowerLd
	lowerTable["ldu"] = (*fnLowerer).lowerLd
	lowerTable["st"] = (*fnLowerer).lowerSt
	lowerTable["cvta"] = (*fnLowerer).lowerCvta
	lowerTable["prefetch"] = (*fnLowerer).lowerPrefetch
	lowerTable["prefetchu"] = (*fnLowerer).lowerPrefetch
	lowerTable["isspacep"] = (*fnLowerer).lowerIsspacep
	lowerTable["ldmatrix"] = (*fnLowerer).lowerLdmatrix
	lowerTable["stmatrix"] = (*fnLowerer).lowerStmatrix
}

// memSpace returns the state space named by in's modifiers (generic when
// none is named). .shared::cluster names the distributed shared memory of
// a cluster: the LDS of the workgroup that runs the cluster (or, in a
// cluster of one, the CTA's own), so it is .shared.
func memSpace(in *sir.Inst) sir.Space {
	switch in.ModIn("global", "shared", "local", "const", "param", "shared::cta", "shared::cluster", "param::entry", "param::func") {
	case "global":
		return sir.SpaceGlobal
	case "shared", "shared::cta", "shared::cluster":
		return sir.SpaceShared
	case "local":
		return sir.SpaceLocal
	case "const":
		return sir.SpaceConst
	case "param", "param::entry", "param::func":
		return sir.SpaceParam
	}
	return sir.SpaceGeneric
}

// address computes the pointer for a memory operand in state space sp.
func (fl *fnLowerer) address(o sir.Operand, sp sir.Space) value.Value {
	a, ok := o.(*sir.Addr)
	if !ok {
		unsupported("memory operand %s is not an address", sir.FormatOperand(o))
	}
	as := addrSpace(sp)
	var p value.Value
	switch base := a.Base.(type) {
	case *sir.Sym:
		switch base.Kind {
		case sir.SymParam:
			if sp != sir.SpaceParam {
				unsupported("parameter %s accessed outside .param", base.Name)
			}
			return fl.kernargPtr(base.Name, a.Offset)
		case sir.SymVar:
			p = fl.varPtr(base.Name, sp)
		default:
			unsupported("address of %s", base.Name)
		}
	case *sir.RegOp:
		if sp == sir.SpaceParam {
			// A kernel parameter's address taken with mov (see
			// paramAddress): a kernarg-segment address.
			switch {
			case !fl.sf.Kernel:
				unsupported("register-based .param address outside a kernel (a device function's parameter address is a .local one: use ld.local)")
			case base.Reg.Type.Bits != 64:
				unsupported("register-based .param address in %d bits (kernel parameter addresses are 64-bit)", base.Reg.Type.Bits)
			}
			as = llvmx.Constant
		}
		bits := 64
		if as == llvmx.Local || as == llvmx.Private {
			bits = 32
		}
		iv := fl.resizeInt(fl.readReg(base.Reg, fl.cur), types.NewInt(uint64(bits)), false)
		p = fl.emit(ir.NewIntToPtr(iv, llvmx.Ptr(as)))
	case nil:
		it := types.I64
		if as == llvmx.Local || as == llvmx.Private {
			it = types.I32
		}
		return fl.emit(ir.NewIntToPtr(constant.NewInt(it, a.Offset), llvmx.Ptr(as)))
	default:
		unsupported("address base %s", sir.FormatOperand(base))
	}
	if a.Offset != 0 {
		p = fl.emit(llvmx.NewGEP(types.I8, p, true, constant.NewInt(indexType(p), a.Offset)))
	}
	return p
}

// varPtr is the address of a variable seen from state space sp: its own
// space, or generic (flat) when the instruction names none.
func (fl *fnLowerer) varPtr(name string, sp sir.Space) value.Value {
	var p value.Value
	if g, ok := fl.lw.globals[name]; ok {
		p = fl.ctaCopy(llvmx.GlobalRef(g), name)
	} else if a, ok := fl.locals[name]; ok {
		p = a
	} else {
		unsupported("unknown variable %s", name)
	}
	want := addrSpace(sp)
	have := p.Type().(*llvmx.PtrType).AddrSpace
	if want == have {
		return p
	}
	if want != llvmx.Generic {
		unsupported("variable %s accessed in the wrong state space", name)
	}
	return fl.emit(&ir.InstAddrSpaceCast{From: p, To: llvmx.Ptr(llvmx.Generic)})
}

// memOrder is the memory-model reading of an access's qualifiers.
type memOrder struct {
	atomic   bool
	ordering enum.AtomicOrdering
	scope    string
	volatile bool
}

// cacheHints are the modifiers of ld/st/atom/prefetch that only steer
// caches.
var cacheHints = []string{
	"ca", "cg", "cs", "lu", "cv", "wb", "wt", "nc",
	"L1::evict_normal", "L1::evict_unchanged", "L1::evict_first", "L1::evict_last", "L1::no_allocate",
	"L2::evict_normal", "L2::evict_first", "L2::evict_last", "L2::evict_unchanged",
	"L2::64B", "L2::128B", "L2::256B", "L2::cache_hint",
}

var memSpaces = []string{"global", "shared", "local", "const", "param", "shared::cta", "shared::cluster", "param::entry", "param::func"}

var memSems = []string{"weak", "volatile", "relaxed", "acquire", "release", "mmio", "cta", "cluster", "gpu", "sys"}

// checkMemMods checks the modifiers of ld/ldu/st and returns the vector
// width (1 for a scalar access).
func checkMemMods(in *sir.Inst) (vec int) {
	allowed := append(append(append([]string{"v2", "v4", "v8", "unified"}, cacheHints...), memSpaces...), memSems...)
	checkMods(in, allowed...)
	switch {
	case in.Has("v2"):
		return 2
	case in.Has("v4"):
		return 4
	case in.Has("v8"):
		return 8
	}
	return 1
}

// accessOrder decodes .weak/.volatile/.relaxed/.acquire/.release/.mmio and
// the scope; release is allowed for stores, acquire for loads.
func accessOrder(in *sir.Inst, store bool) memOrder {
	sem := in.ModIn("relaxed", "acquire", "release")
	scope := in.ModIn("cta", "cluster", "gpu", "sys")
	switch {
	case sem == "acquire" && store:
		unsupported("st.acquire")
	case sem == "release" && !store:
		unsupported("ld.release")
	case sem == "" && scope != "":
		unsupported("scope .%s without .relaxed/.acquire/.release", scope)
	case in.Has("mmio") && sem != "relaxed":
		unsupported(".mmio without .relaxed")
	}
	var o memOrder
	o.volatile = in.Has("volatile") || in.Has("mmio") || in.Has("cv")
	if sem == "" {
		return o
	}
	if in.Has("volatile") || in.Has("weak") {
		unsupported(".%s together with .volatile/.weak", sem)
	}
	if scope == "" {
		// The scope is required by the ISA; the strongest one is the safe
		// reading of a missing one.
		scope = "sys"
	}
	o.atomic = true
	o.scope = syncScope(scope)
	switch sem {
	case "relaxed":
		o.ordering = enum.AtomicOrderingMonotonic
	case "acquire":
		o.ordering = enum.AtomicOrderingAcquire
	case "release":
		o.ordering = enum.AtomicOrderingRelease
	}
	return o
}

// memType is the in-memory LLVM type of an access of type t: an integer
// of its width (registers hold integers; floats are reinterpreted).
func memType(t sir.Type) types.Type {
	if t.Kind == sir.KindPred {
		unsupported("memory access of type .pred")
	}
	if t.Bits%8 != 0 {
		unsupported("memory access of type .%s", t)
	}
	return types.NewInt(uint64(t.Bits))
}

// memElems returns the operands of a vector or scalar memory value: the
// elements of {a, b, ...} for .vN, the operand itself otherwise.
func memElems(o sir.Operand, vec int, what string) []sir.Operand {
	if vec == 1 {
		if _, ok := o.(*sir.Vec); ok {
			unsupported("%s: a vector operand needs .v2/.v4/.v8", what)
		}
		return []sir.Operand{o}
	}
	v, ok := o.(*sir.Vec)
	if !ok || len(v.Elems) != vec {
		unsupported("%s.v%d needs a %d-element vector", what, vec, vec)
	}
	return v.Elems
}

func checkVecType(t sir.Type, vec int) {
	if vec > 1 && (t.Bits > 64 || t.Bits*vec > 256) {
		unsupported(".v%d.%s is wider than 256 bits", vec, t)
	}
}

// extType is the type a loaded value is written back with: a sub-word or
// narrower load into a wider register is sign-extended for .sN and
// zero-extended otherwise (PTX ISA 9.7.9.8, "ld").
func extType(t sir.Type) sir.Type {
	if t.Kind == sir.KindSigned {
		return sir.Type{Kind: sir.KindSigned, Bits: t.Bits}
	}
	return sir.Type{Kind: sir.KindUnsigned, Bits: t.Bits}
}

func indexType(p value.Value) *types.IntType {
	as := p.Type().(*llvmx.PtrType).AddrSpace
	if as == llvmx.Local || as == llvmx.Private || as == llvmx.Region {
		return types.I32
	}
	return types.I64
}

// offsetPtr is p plus off bytes.
func (fl *fnLowerer) offsetPtr(p value.Value, off int64) value.Value {
	if off == 0 {
		return p
	}
	return fl.emit(llvmx.NewGEP(types.I8, p, true, constant.NewInt(indexType(p), off)))
}

// lowerLd: ld{.weak,.volatile,.relaxed.scope,.acquire.scope}{.ss}{.hints}
// {.vec}.type d, [a] and ldu/ld.global.nc (PTX ISA 9.7.9.8, 9.7.9.9,
// 9.7.9.10). A trailing cache-policy operand (.L2::cache_hint) is read
// and ignored.
func (fl *fnLowerer) lowerLd(in *sir.Inst) {
	vec := checkMemMods(in)
	if in.Op == "ldu" {
		checkMods(in, "global", "v2", "v4")
	}
	t := instType(in)
	checkVecType(t, vec)
	sp := memSpace(in)
	ord := accessOrder(in, false)
	nsrc := 1
	if in.Has("L2::cache_hint") {
		nsrc = 2
	}
	if len(in.Src) != nsrc || len(in.Dst) != 1 {
		unsupported("%s takes one destination and one address", in.Op)
	}
	p := fl.address(in.Src[0], sp)
	dsts := memElems(in.Dst[0], vec, in.Op)
	for i, v := range fl.loadElems(p, t, vec, ord) {
		fl.writeOp(dsts[i], v, extType(t))
	}
}

// loadElems loads vec elements of type t from p, as integers of t's width.
// A plain or volatile vector access is one LLVM vector load (one wide
// instruction); an ordered one is one atomic load per element.
func (fl *fnLowerer) loadElems(p value.Value, t sir.Type, vec int, ord memOrder) []value.Value {
	mt := memType(t)
	size := int64(t.Bits / 8)
	out := make([]value.Value, vec)
	if ord.atomic {
		if t.Bits > 64 {
			unsupported("ordered access of .%s", t)
		}
		for i := range out {
			l := llvmx.NewLoad(mt, fl.offsetPtr(p, int64(i)*size))
			l.Align = ir.Align(size)
			l.Atomic, l.Ordering, l.SyncScope, l.Volatile = true, ord.ordering, ord.scope, ord.volatile
			out[i] = fl.emit(l)
		}
		return out
	}
	if vec == 1 {
		l := llvmx.NewLoad(mt, p)
		l.Align = ir.Align(size)
		l.Volatile = ord.volatile
		out[0] = fl.emit(l)
		return out
	}
	vt := types.NewVector(uint64(vec), mt)
	l := llvmx.NewLoad(vt, p)
	l.Align = ir.Align(size * int64(vec))
	l.Volatile = ord.volatile
	fl.add(l)
	for i := range out {
		out[i] = fl.emit(ir.NewExtractElement(l, constant.NewInt(types.I32, int64(i))))
	}
	return out
}

// lowerSt: st{.weak,.volatile,.relaxed.scope,.release.scope}{.ss}{.hints}
// {.vec}.type [a], b (PTX ISA 9.7.9.11). A source register wider than the
// type is truncated.
func (fl *fnLowerer) lowerSt(in *sir.Inst) {
	if in.Has("async") {
		fl.lowerStAsync(in)
		return
	}
	vec := checkMemMods(in)
	if in.Has("nc") || in.Has("unified") {
		unsupported("st.%s", in.ModIn("nc", "unified"))
	}
	t := instType(in)
	checkVecType(t, vec)
	sp := memSpace(in)
	if sp == sir.SpaceConst {
		unsupported("st.const: the constant space is read-only")
	}
	ord := accessOrder(in, true)
	nsrc := 2
	if in.Has("L2::cache_hint") {
		nsrc = 3
	}
	if len(in.Src) != nsrc {
		unsupported("st takes an address and a value")
	}
	p := fl.address(in.Src[0], sp)
	it := sir.Type{Kind: sir.KindBits, Bits: t.Bits}
	var vals []value.Value
	for _, s := range memElems(in.Src[1], vec, "st") {
		if _, sink := s.(*sir.Sink); sink {
			unsupported("st of _")
		}
		vals = append(vals, fl.read(s, it))
	}
	fl.storeElems(p, t, vals, ord)
}

// storeElems stores vals (integers of t's width) at p, as loadElems loads.
func (fl *fnLowerer) storeElems(p value.Value, t sir.Type, vals []value.Value, ord memOrder) {
	mt := memType(t)
	size := int64(t.Bits / 8)
	vec := len(vals)
	if ord.atomic {
		if t.Bits > 64 {
			unsupported("ordered access of .%s", t)
		}
		for i, v := range vals {
			s := llvmx.NewStore(v, fl.offsetPtr(p, int64(i)*size))
			s.Align = ir.Align(size)
			s.Atomic, s.Ordering, s.SyncScope, s.Volatile = true, ord.ordering, ord.scope, ord.volatile
			fl.add(s)
		}
		return
	}
	var v value.Value = vals[0]
	if vec > 1 {
		vt := types.NewVector(uint64(vec), mt)
		v = constant.NewUndef(vt)
		for i, x := range vals {
			v = fl.emit(ir.NewInsertElement(v, x, constant.NewInt(types.I32, int64(i))))
		}
	}
	s := llvmx.NewStore(v, p)
	s.Align = ir.Align(size * int64(vec))
	s.Volatile = ord.volatile
	fl.add(s)
}

// lowerCvta converts between generic and state-space addresses (PTX ISA
// 9.7.9.17). Global and constant addresses are the same in flat and in
// their own form on AMDGPU; shared and local ones go through
// addrspacecast, which applies the apertures (AMDGPUUsage, "Address
// Spaces"). A state-space address is 32 bits for .shared and .local; a
// .u64 destination gets it zero-extended.
func (fl *fnLowerer) lowerCvta(in *sir.Inst) {
	t := instType(in)
	if t.Bits != 32 && t.Bits != 64 {
		unsupported("cvta.%s", t)
	}
	to := in.Has("to")
	var sp sir.Space
	switch in.ModIn("global", "shared", "local", "const", "param", "shared::cta", "shared::cluster", "param::entry") {
	case "global":
		sp = sir.SpaceGlobal
	case "const":
		sp = sir.SpaceConst
	case "shared", "shared::cta", "shared::cluster":
		sp = sir.SpaceShared
	case "local":
		sp = sir.SpaceLocal
	case "param", "param::entry":
		// A kernel parameter's .param address is its kernarg-segment
		// address, which is a global (flat) address too.
		sp = sir.SpaceConst
	default:
		unsupported("cvta without a state space")
	}
	checkMods(in, "to", "global", "shared", "local", "const", "shared::cta", "shared::cluster", "param", "param::entry")
	if len(in.Src) != 1 {
		unsupported("cvta takes one source")
	}
	if sy, ok := in.Src[0].(*sir.Sym); ok && sy.Kind == sir.SymParam && !to {
		// cvta.param.u64 %rd, param: the generic address of a kernel
		// parameter.
		if _, ok := fl.kernarg[sy.Name]; !ok {
			unsupported("cvta.param of %s, which is not a kernel parameter", sy.Name)
		}
		fl.write(in, 0, fl.paramAddress(sy.Name, t), t)
		return
	}
	if sy, ok := in.Src[0].(*sir.Sym); ok && !to {
		// cvta.shared.u64 %rd, smem: the generic address of a variable.
		p := fl.varPtr(sy.Name, sir.SpaceGeneric)
		fl.write(in, 0, fl.emit(ir.NewPtrToInt(p, storageType(t))), t)
		return
	}
	x := fl.src(in, 0, t)
	if sp == sir.SpaceGlobal || sp == sir.SpaceConst {
		fl.write(in, 0, x, t)
		return
	}
	as := addrSpace(sp)
	if to {
		g := fl.emit(ir.NewIntToPtr(fl.resizeInt(x, types.I64, false), llvmx.Ptr(llvmx.Generic)))
		s := fl.emit(&ir.InstAddrSpaceCast{From: g, To: llvmx.Ptr(as)})
		fl.write(in, 0, fl.emit(ir.NewPtrToInt(s, storageType(t))), t)
		return
	}
	s := fl.emit(ir.NewIntToPtr(fl.resizeInt(x, types.I32, false), llvmx.Ptr(as)))
	g := fl.emit(&ir.InstAddrSpaceCast{From: s, To: llvmx.Ptr(llvmx.Generic)})
	fl.write(in, 0, fl.emit(ir.NewPtrToInt(g, storageType(t))), t)
}

// lowerPrefetch: prefetch{.space}.level [a], prefetch.global.L2::evict_last
// and .L2::evict_normal [a], and prefetchu.L1 [a] (PTX ISA 9.7.9.15). A
// prefetch is a hint that never faults and has no visible effect; it is
// lowered to nothing (AMDGPU targets before gfx12 have no prefetch
// instruction, and llvm.prefetch is dropped there anyway). The address is
// still checked, so a malformed one is an error.
func (fl *fnLowerer) lowerPrefetch(in *sir.Inst) {
	checkMods(in, "global", "local", "L1", "L2", "L2::evict_last", "L2::evict_normal", "tensormap", "const", "param")
	// The eviction-priority forms name the L2 level themselves, without .L2.
	evict := in.ModIn("L2::evict_last", "L2::evict_normal")
	if in.Has("tensormap") != (in.ModIn("L1", "L2") == "" && evict == "") {
		// prefetch{.const,.param}.tensormap [a] (PTX ISA 9.7.9.15) names no
		// cache level; every other form names one.
		unsupported("prefetch needs a cache level, or .tensormap")
	}
	if evict != "" && (!in.Has("global") || in.ModIn("L1", "L2") != "") {
		unsupported("prefetch.%s is a form of prefetch.global alone, without another level", evict)
	}
	if in.Op == "prefetchu" && !in.Has("L1") {
		unsupported("prefetchu needs .L1")
	}
	if len(in.Src) != 1 {
		unsupported("%s takes one address", in.Op)
	}
	if _, ok := in.Src[0].(*sir.Addr); !ok {
		unsupported("%s operand %s is not an address", in.Op, sir.FormatOperand(in.Src[0]))
	}
}

// lowerIsspacep: isspacep.space p, a (PTX ISA 9.7.9.16) tests whether the
// generic address a is in the window of .shared, .local, .const or
// .global. Shared and local use the aperture tests llvm.amdgcn.is.shared
// and llvm.amdgcn.is.private; .const variables live in global memory on
// AMD GPUs, so .const is a range test against the module's .const
// variables and .global is "none of the others".
func (fl *fnLowerer) lowerIsspacep(in *sir.Inst) {
	checkMods(in, "global", "shared", "local", "const", "shared::cta", "shared::cluster", "param")
	space := in.ModIn("global", "shared", "local", "const", "shared::cta", "shared::cluster", "param")
	if len(in.Src) != 1 || len(in.Dst) != 1 {
		unsupported("isspacep takes a destination and an address")
	}
	t := sir.B64
	if tt := in.Type(0); !tt.IsZero() {
		t = tt
	}
	a := fl.resizeInt(fl.read(in.Src[0], t), types.I64, false)
	p := fl.emit(ir.NewIntToPtr(a, llvmx.Ptr(llvmx.Generic)))
	isShared := func() value.Value {
		return fl.emit(ir.NewCall(fl.lw.intrinsic("llvm.amdgcn.is.shared", types.I1, llvmx.Ptr(llvmx.Generic)), p))
	}
	isPrivate := func() value.Value {
		return fl.emit(ir.NewCall(fl.lw.intrinsic("llvm.amdgcn.is.private", types.I1, llvmx.Ptr(llvmx.Generic)), p))
	}
	var r value.Value
	switch space {
	case "shared", "shared::cta", "shared::cluster":
		r = isShared()
	case "local":
		r = isPrivate()
	case "const":
		r = fl.inConstVars(a)
	case "global":
		other := fl.emit(ir.NewOr(fl.emit(ir.NewOr(isShared(), isPrivate())), fl.inConstVars(a)))
		r = fl.emit(ir.NewXor(other, constant.True))
	case "param":
		unsupported("isspacep.param: kernel parameters have no generic address here")
	default:
		unsupported("isspacep without a state space")
	}
	fl.write(in, 0, r, sir.Pred)
}

// inConstVars tests whether the flat address a lies in a .const variable.
func (fl *fnLowerer) inConstVars(a value.Value) value.Value {
	var r value.Value = constant.False
	for _, v := range fl.lw.sm.Globals {
		g, ok := fl.lw.globals[v.Name]
		if !ok || v.Space != sir.SpaceConst || v.Size() == 0 {
			continue
		}
		base := fl.emit(ir.NewPtrToInt(llvmx.GlobalRef(g), types.I64))
		off := fl.emit(ir.NewSub(a, base))
		in := fl.emit(ir.NewICmp(enum.IPredULT, off, constant.NewInt(types.I64, int64(v.Size()))))
		r = fl.emit(ir.NewOr(r, in))
	}
	return r
}

// lowerLdmatrix: ldmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}{.shared}.b16
// d, [p] (PTX ISA 9.7.14.5.15). Matrix i is eight rows of eight b16
// whose row addresses come from lanes 8i..8i+7; lane t receives row t/4,
// columns 2(t%4) and 2(t%4)+1 of each matrix (.trans: rows 2(t%4) and
// 2(t%4)+1 of column t/4). Each lane fetches its rows' addresses from the
// lanes that hold them with ds_bpermute and loads its own elements.
func (fl *fnLowerer) lowerLdmatrix(in *sir.Inst) {
	num, trans, sp := fl.matrixForm(in)
	if len(in.Dst) != 1 || len(in.Src) != 1 {
		unsupported("ldmatrix takes d, [p]")
	}
	dsts := []sir.Operand{in.Dst[0]}
	if v, ok := in.Dst[0].(*sir.Vec); ok {
		dsts = v.Elems
	}
	if len(dsts) != num {
		unsupported("ldmatrix.x%d needs %d destination registers", num, num)
	}
	rows := fl.matrixRows(in.Src[0], sp)
	lane := fl.warpLane()
	quad := fl.emit(ir.NewAnd(lane, constant.NewInt(types.I32, 3)))
	group := fl.emit(ir.NewLShr(lane, constant.NewInt(types.I32, 2)))
	vals := make([]value.Value, len(dsts))
	for i, d := range dsts {
		var v value.Value
		if !trans {
			row := rows(fl.emit(ir.NewAdd(group, constant.NewInt(types.I32, int64(8*i)))))
			p := fl.emit(llvmx.NewGEP(types.I8, row, true, fl.resizeInt(fl.emit(ir.NewShl(quad, constant.NewInt(types.I32, 2))), indexType(row), false)))
			l := llvmx.NewLoad(types.I32, p)
			l.Align = 4
			v = fl.emit(l)
		} else {
			r0 := fl.emit(ir.NewAdd(fl.emit(ir.NewShl(quad, constant.NewInt(types.I32, 1))), constant.NewInt(types.I32, int64(8*i))))
			col := fl.emit(ir.NewShl(group, constant.NewInt(types.I32, 1)))
			var halves [2]value.Value
			for h := range halves {
				row := rows(fl.emit(ir.NewAdd(r0, constant.NewInt(types.I32, int64(h)))))
				p := fl.emit(llvmx.NewGEP(types.I8, row, true, fl.resizeInt(col, indexType(row), false)))
				l := llvmx.NewLoad(types.I16, p)
				l.Align = 2
				halves[h] = fl.emit(l)
			}
			v = fl.pack16(halves[0], halves[1])
		}
		vals[i] = v
		fl.writeOp(d, v, sir.B32)
	}
	fl.recordLdmatrix(in, vals, trans, sp) // lower_mma_ldm.go
}

// lowerStmatrix: stmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}{.shared}.b16
// [p], r (PTX ISA 9.7.14.5.16): the inverse of ldmatrix.
func (fl *fnLowerer) lowerStmatrix(in *sir.Inst) {
	num, trans, sp := fl.matrixForm(in)
	if len(in.Src) != 2 {
		unsupported("stmatrix takes [p], r")
	}
	srcs := []sir.Operand{in.Src[1]}
	if v, ok := in.Src[1].(*sir.Vec); ok {
		srcs = v.Elems
	}
	if len(srcs) != num {
		unsupported("stmatrix.x%d needs %d source registers", num, num)
	}
	vals := make([]value.Value, num)
	for i, s := range srcs {
		vals[i] = fl.read(s, sir.B32)
	}
	rows := fl.matrixRows(in.Src[0], sp)
	lane := fl.warpLane()
	quad := fl.emit(ir.NewAnd(lane, constant.NewInt(types.I32, 3)))
	group := fl.emit(ir.NewLShr(lane, constant.NewInt(types.I32, 2)))
	for i, v := range vals {
		if !trans {
			row := rows(fl.emit(ir.NewAdd(group, constant.NewInt(types.I32, int64(8*i)))))
			p := fl.emit(llvmx.NewGEP(types.I8, row, true, fl.resizeInt(fl.emit(ir.NewShl(quad, constant.NewInt(types.I32, 2))), indexType(row), false)))
			s := llvmx.NewStore(v, p)
			s.Align = 4
			fl.add(s)
			continue
		}
		r0 := fl.emit(ir.NewAdd(fl.emit(ir.NewShl(quad, constant.NewInt(types.I32, 1))), constant.NewInt(types.I32, int64(8*i))))
		col := fl.emit(ir.NewShl(group, constant.NewInt(types.I32, 1)))
		for h := 0; h < 2; h++ {
			row := rows(fl.emit(ir.NewAdd(r0, constant.NewInt(types.I32, int64(h)))))
			p := fl.emit(llvmx.NewGEP(types.I8, row, true, fl.resizeInt(col, indexType(row), false)))
			s := llvmx.NewStore(fl.half(v, h), p)
			s.Align = 2
			fl.add(s)
		}
	}
}

// matrixForm checks the modifiers of ldmatrix/stmatrix and returns the
// matrix count, .trans and the state space.
func (fl *fnLowerer) matrixForm(in *sir.Inst) (num int, trans bool, sp sir.Space) {
	checkMods(in, "sync", "aligned", "m8n8", "x1", "x2", "x4", "trans", "shared", "shared::cta")
	if !in.Has("sync") || !in.Has("aligned") || !in.Has("m8n8") {
		unsupported("%s needs .sync.aligned.m8n8", in.Op)
	}
	if instType(in) != sir.B16 {
		unsupported("%s.%s", in.Op, instType(in))
	}
	if fl.warpSize() != 32 {
		unsupported("%s is defined for 32-lane warps (not native64)", in.Op)
	}
	switch in.ModIn("x1", "x2", "x4") {
	case "x1":
		num = 1
	case "x2":
		num = 2
	case "x4":
		num = 4
	default:
		unsupported("%s needs .x1, .x2 or .x4", in.Op)
	}
	sp = memSpace(in)
	if sp != sir.SpaceShared && sp != sir.SpaceGeneric {
		unsupported("%s in %s", in.Op, sp)
	}
	return num, in.Has("trans"), sp
}

// matrixRows returns a function giving the row address that warp lane
// src (an i32) supplied through operand o.
func (fl *fnLowerer) matrixRows(o sir.Operand, sp sir.Space) func(src value.Value) value.Value {
	mine := fl.address(o, sp)
	pt := mine.Type().(*llvmx.PtrType)
	it := indexType(mine)
	addr := fl.emit(ir.NewPtrToInt(mine, it))
	base := fl.warpBase()
	return func(src value.Value) value.Value {
		hw := fl.emit(ir.NewOr(src, base))
		if it.BitSize == 32 {
			return fl.emit(ir.NewIntToPtr(fl.bpermute(hw, addr), pt))
		}
		lo := fl.bpermute(hw, fl.emit(ir.NewTrunc(addr, types.I32)))
		hi := fl.bpermute(hw, fl.emit(ir.NewTrunc(fl.emit(ir.NewLShr(addr, constant.NewInt(types.I64, 32))), types.I32)))
		a := fl.emit(ir.NewOr(fl.emit(ir.NewZExt(lo, types.I64)), fl.emit(ir.NewShl(fl.emit(ir.NewZExt(hi, types.I64)), constant.NewInt(types.I64, 32)))))
		return fl.emit(ir.NewIntToPtr(a, pt))
	}
}
