package emu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
)

// LDS per kernel. A module's static LDS variables are laid out so that
// two of them share bytes only where no kernel can reach both, and each
// launch gets the LDS its own kernel reaches, as AMD's code generator
// allocates LDS kernel by kernel (and ptxas shared memory). A module with
// several kernels, each with its own static shared arrays (a template
// instantiated twice, real4/fa2_fwd's two attention kernels of 45 KiB
// each), otherwise looked like one kernel needing their sum.
//
// A kernel reaches the LDS variables its function and every function it
// can call name, in instructions or in constants (through casts and
// getelementptrs, and through the initialisers of global variables, where
// tables of function pointers live). A function taking the address of
// another reaches it. Where the walk meets a value it does not know, the
// function reaches every LDS variable, and a variable no kernel reaches is
// laid out against every kernel: an unknown use can never make two
// variables overlap.

// ldsReach returns, for each kernel of the module, the static LDS
// variables it reaches; all is true for a kernel that may reach any.
type ldsReach struct {
	vars map[*ir.Global]bool
	all  bool
}

func (m *module) kernelLDS() map[*ir.Func]*ldsReach {
	type fnUse struct {
		vars    map[*ir.Global]bool
		callees map[*ir.Func]bool
		all     bool
	}
	uses := map[*ir.Func]*fnUse{}
	var useOf func(f *ir.Func) *fnUse
	useOf = func(f *ir.Func) *fnUse {
		if u := uses[f]; u != nil {
			return u
		}
		u := &fnUse{vars: map[*ir.Global]bool{}, callees: map[*ir.Func]bool{}}
		uses[f] = u
		seen := map[value.Value]bool{}
		var visit func(v value.Value)
		visit = func(v value.Value) {
			if v == nil || seen[v] {
				return
			}
			switch v.(type) {
			case *ir.InstAlloca, *ir.Param, *ir.Block:
				return
			}
			if _, isInst := v.(ir.Instruction); isInst {
				return // instructions are walked on their own
			}
			seen[v] = true
			switch k := v.(type) {
			case *ir.Global:
				if k.AddrSpace == llvmx.Local {
					u.vars[k] = true
				} else if k.Init != nil {
					visit(k.Init)
				}
			case *ir.Func:
				u.callees[k] = true
			case *llvmx.Ref:
				visit(k.Constant)
			case *constant.ExprGetElementPtr:
				visit(k.Src)
			case *constant.ExprAddrSpaceCast:
				visit(k.From)
			case *constant.ExprBitCast:
				visit(k.From)
			case *constant.ExprPtrToInt:
				visit(k.From)
			case *constant.ExprIntToPtr:
				visit(k.From)
			case *constant.ExprTrunc:
				visit(k.From)
			case *constant.ExprZExt:
				visit(k.From)
			case *constant.ExprSExt:
				visit(k.From)
			case *constant.Array:
				for _, e := range k.Elems {
					visit(e)
				}
			case *constant.Vector:
				for _, e := range k.Elems {
					visit(e)
				}
			case *constant.Struct:
				for _, e := range k.Fields {
					visit(e)
				}
			case *constant.Int, *constant.Float, *constant.Null, *llvmx.NullPtr, *constant.Undef, *constant.Poison,
				*constant.ZeroInitializer, *constant.CharArray, *ir.InlineAsm, *ir.Arg, *constant.Index:
			default:
				// Another kind of constant: one that holds no pointer
				// (the translator's raw float literals) names nothing.
				if holdsPointer(v.Type()) {
					u.all = true
				}
			}
		}
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if o, ok := in.(interface{ Operands() []*value.Value }); ok {
					for _, p := range o.Operands() {
						visit(*p)
					}
				} else {
					u.all = true
				}
			}
			if o, ok := b.Term.(interface{ Operands() []*value.Value }); ok {
				for _, p := range o.Operands() {
					visit(*p)
				}
			}
		}
		return u
	}
	out := map[*ir.Func]*ldsReach{}
	for _, k := range m.ir.Funcs {
		if k.CallingConv != enum.CallingConvAMDGPUKernel {
			continue
		}
		r := &ldsReach{vars: map[*ir.Global]bool{}}
		done := map[*ir.Func]bool{}
		work := []*ir.Func{k}
		for len(work) > 0 {
			f := work[len(work)-1]
			work = work[:len(work)-1]
			if done[f] {
				continue
			}
			done[f] = true
			u := useOf(f)
			r.all = r.all || u.all
			for g := range u.vars {
				r.vars[g] = true
			}
			for c := range u.callees {
				work = append(work, c)
			}
		}
		out[k] = r
	}
	return out
}

// layoutLDS places the static LDS variables statics (in module order,
// with their sizes and alignments) and returns each one's offset and each
// kernel's extent.
//
// Dynamic LDS (dynamic, the variables without a size) starts at one
// offset for the module, after the static LDS of every kernel that can
// reach a dynamic variable; a kernel that cannot is not pushed past it
// (dynBase, and dynUsers, the kernels that can).
func (m *module) layoutLDS(statics, dynamic []*ir.Global, align map[*ir.Global]uint64) (off map[*ir.Global]uint64, extent map[*ir.Func]uint64, dynBase uint64, dynUsers map[*ir.Func]bool) {
	reach := m.kernelLDS()
	users := map[*ir.Global][]*ir.Func{}
	for _, g := range statics {
		for _, k := range m.ir.Funcs {
			if r := reach[k]; r != nil && (r.all || r.vars[g]) {
				users[g] = append(users[g], k)
			}
		}
		if len(users[g]) == 0 { // reached by no kernel we can see: against every kernel
			for _, k := range m.ir.Funcs {
				if reach[k] != nil {
					users[g] = append(users[g], k)
				}
			}
		}
	}
	off = map[*ir.Global]uint64{}
	extent = map[*ir.Func]uint64{}
	for _, g := range statics {
		var o uint64
		for _, k := range users[g] {
			o = max(o, extent[k])
		}
		a := max(align[g], 1)
		o = (o + a - 1) / a * a
		off[g] = o
		end := o + uint64(m.gsize[g])
		for _, k := range users[g] {
			extent[k] = max(extent[k], end)
		}
	}
	dynUsers = map[*ir.Func]bool{}
	var last uint64
	for k, r := range reach {
		last = max(last, extent[k])
		for _, g := range dynamic {
			if r.all || r.vars[g] {
				dynUsers[k] = true
				dynBase = max(dynBase, extent[k])
			}
		}
	}
	if len(dynamic) > 0 && len(dynUsers) == 0 {
		dynBase = last // no kernel seen to use it: after everything
	}
	return off, extent, (dynBase + 15) / 16 * 16, dynUsers
}

// holdsPointer reports whether a value of type t can hold an address.
func holdsPointer(t types.Type) bool {
	switch t := t.(type) {
	case *types.IntType, *types.FloatType, *types.VoidType, *types.LabelType, *types.MetadataType:
		return false
	case *types.VectorType:
		return holdsPointer(t.ElemType)
	case *types.ArrayType:
		return holdsPointer(t.ElemType)
	case *types.StructType:
		for _, f := range t.Fields {
			if holdsPointer(f) {
				return true
			}
		}
		return false
	}
	return true
}
