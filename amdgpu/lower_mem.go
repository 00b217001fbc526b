package amdgpu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	sir "github.com/ptxamd/ptxamd/semantics"
)

func init() {
	lowerTable["ld"] = (*fnLowerer).lowerLd
	lowerTable["st"] = (*fnLowerer).lowerSt
	lowerTable["cvta"] = (*fnLowerer).lowerCvta
}

// memSpace returns the state space named by in's modifiers (generic when
// none is named).
func memSpace(in *sir.Inst) sir.Space {
	switch in.ModIn("global", "shared", "local", "const", "param", "shared::cta") {
	case "global":
		return sir.SpaceGlobal
	case "shared", "shared::cta":
		return sir.SpaceShared
	case "local":
		return sir.SpaceLocal
	case "const":
		return sir.SpaceConst
	case "param":
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
			unsupported("register-based .param address")
		}
		bits := 64
		if as == llvmx.Local || as == llvmx.Private {
			bits = 32
		}
		iv := fl.resizeInt(fl.readReg(base.Reg, fl.cur), types.NewInt(uint64(bits)), false)
		p = fl.emit(ir.NewIntToPtr(iv, llvmx.Ptr(as)))
	case nil:
		p = fl.emit(ir.NewIntToPtr(constant.NewInt(types.I64, a.Offset), llvmx.Ptr(as)))
		return p
	default:
		unsupported("address base %s", sir.FormatOperand(base))
	}
	if a.Offset != 0 {
		idx := types.I64
		if as == llvmx.Local || as == llvmx.Private {
			idx = types.I32
		}
		p = fl.emit(llvmx.NewGEP(types.I8, p, true, constant.NewInt(idx, a.Offset)))
	}
	return p
}

// varPtr is the address of a variable seen from state space sp: its own
// space, or generic (flat) when the instruction names none.
func (fl *fnLowerer) varPtr(name string, sp sir.Space) value.Value {
	var p value.Value
	if g, ok := fl.lw.globals[name]; ok {
		p = llvmx.GlobalRef(g)
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

func checkMemMods(in *sir.Inst) (vec int) {
	for _, m := range in.Mods {
		switch m {
		case "global", "shared", "local", "const", "param", "shared::cta",
			"weak", "volatile", "relaxed", "acquire", "release", "cta", "gpu", "sys",
			"ca", "cg", "cs", "lu", "cv", "wb", "wt", "nc",
			"L1::evict_normal", "L1::evict_unchanged", "L1::evict_first", "L1::evict_last", "L1::no_allocate",
			"L2::evict_normal", "L2::evict_first", "L2::evict_last", "L2::64B", "L2::128B", "L2::256B":
		case "v2":
			vec = 2
		case "v4":
			vec = 4
		case "v8":
			vec = 8
		default:
			unsupported("modifier .%s", m)
		}
	}
	if vec == 0 {
		vec = 1
	}
	return vec
}

// memType is the in-memory LLVM type of an access of type t.
func memType(t sir.Type) types.Type {
	return storageTypeMem(t)
}

func storageTypeMem(t sir.Type) types.Type {
	if t.Kind == sir.KindPred {
		unsupported("memory access of type .pred")
	}
	return types.NewInt(uint64(t.Bits))
}

func (fl *fnLowerer) lowerLd(in *sir.Inst) {
	vec := checkMemMods(in)
	t := instType(in)
	sp := memSpace(in)
	if in.Has("volatile") || in.Has("acquire") || in.Has("relaxed") {
		// Ordering forms arrive with the memory-model family.
		if in.Has("acquire") || in.Has("relaxed") {
			unsupported("ld with memory ordering")
		}
	}
	if len(in.Src) != 1 || len(in.Dst) != 1 {
		unsupported("ld takes one destination and one address")
	}
	p := fl.address(in.Src[0], sp)
	mt := memType(t)
	dsts := []sir.Operand{in.Dst[0]}
	if vec > 1 {
		v, ok := in.Dst[0].(*sir.Vec)
		if !ok || len(v.Elems) != vec {
			unsupported("ld.v%d needs a %d-element destination", vec, vec)
		}
		dsts = v.Elems
	}
	size := int64(t.Bits / 8)
	for i, d := range dsts {
		ep := p
		if i > 0 {
			ep = fl.emit(llvmx.NewGEP(types.I8, p, true, constant.NewInt(indexType(p), int64(i)*size)))
		}
		l := llvmx.NewLoad(mt, ep)
		l.Align = ir.Align(size)
		if i == 0 {
			l.Align = ir.Align(size * int64(vec))
		}
		l.Volatile = in.Has("volatile")
		fl.add(l)
		if _, sink := d.(*sir.Sink); sink {
			continue
		}
		// A load into a wider register extends by the type's signedness.
		fl.writeOp(d, l, sir.Type{Kind: intKind(t), Bits: t.Bits})
	}
}

func intKind(t sir.Type) sir.Kind {
	if t.Kind == sir.KindSigned {
		return sir.KindSigned
	}
	return sir.KindUnsigned
}

func indexType(p value.Value) *types.IntType {
	as := p.Type().(*llvmx.PtrType).AddrSpace
	if as == llvmx.Local || as == llvmx.Private {
		return types.I32
	}
	return types.I64
}

func (fl *fnLowerer) lowerSt(in *sir.Inst) {
	vec := checkMemMods(in)
	t := instType(in)
	sp := memSpace(in)
	if in.Has("release") || in.Has("relaxed") {
		unsupported("st with memory ordering")
	}
	if len(in.Src) != 2 {
		unsupported("st takes an address and a value")
	}
	p := fl.address(in.Src[0], sp)
	srcs := []sir.Operand{in.Src[1]}
	if vec > 1 {
		v, ok := in.Src[1].(*sir.Vec)
		if !ok || len(v.Elems) != vec {
			unsupported("st.v%d needs a %d-element source", vec, vec)
		}
		srcs = v.Elems
	}
	size := int64(t.Bits / 8)
	it := sir.Type{Kind: sir.KindBits, Bits: t.Bits}
	for i, s := range srcs {
		ep := p
		if i > 0 {
			ep = fl.emit(llvmx.NewGEP(types.I8, p, true, constant.NewInt(indexType(p), int64(i)*size)))
		}
		v := fl.read(s, it)
		st := llvmx.NewStore(v, ep)
		st.Align = ir.Align(size)
		if i == 0 {
			st.Align = ir.Align(size * int64(vec))
		}
		st.Volatile = in.Has("volatile")
		fl.add(st)
	}
}

// lowerCvta converts between generic and state-space addresses. Global
// and constant addresses are the same in flat and global form on AMDGPU;
// shared and local ones go through addrspacecast, which applies the
// apertures (AMDGPUUsage, "Address Spaces").
func (fl *fnLowerer) lowerCvta(in *sir.Inst) {
	t := instType(in)
	to := in.Has("to")
	var sp sir.Space
	switch in.ModIn("global", "shared", "local", "const", "param", "shared::cta") {
	case "global":
		sp = sir.SpaceGlobal
	case "const":
		sp = sir.SpaceConst
	case "shared", "shared::cta":
		sp = sir.SpaceShared
	case "local":
		sp = sir.SpaceLocal
	default:
		unsupported("cvta space")
	}
	checkMods(in, "to", "global", "shared", "local", "const", "shared::cta")
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
