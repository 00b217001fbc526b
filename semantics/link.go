package semantics

import (
	"fmt"

	"github.com/ptxamd/ptxamd/internal/diag"
)

// Link joins separately compiled modules (nvcc -rdc=true, PTX ISA 11.5
// ".extern"/".visible" linking directives) into one module, as nvlink
// would before code generation: an .extern .func or .extern variable
// declared in one module and defined in another becomes a reference to
// that definition, and the declaration goes. Dynamic shared memory
// (.extern .shared arrays) is the same object in every module: one
// declaration stays. Two definitions of one name are an error naming both
// places, except for names no other module declares .extern, which are
// private to their module (strings, helpers) and are renamed
// (name$m<N>) in the later module.
//
// Link runs on built modules, before the passes.
func Link(mods []*Module) (*Module, *diag.List) {
	ds := &diag.List{}
	if len(mods) == 1 {
		return mods[0], ds
	}
	// Names declared .extern anywhere: these must keep their names.
	externs := map[string]bool{}
	for _, m := range mods {
		for _, f := range m.Funcs {
			if f.Extern {
				externs[f.Name] = true
			}
		}
		for _, v := range m.Globals {
			if v.Extern && v.Space != SpaceShared {
				externs[v.Name] = true
			}
		}
	}
	out := &Module{WarpSize: mods[0].WarpSize, LaneMaskBits: mods[0].LaneMaskBits, Mode: mods[0].Mode}
	funcDef := map[string]*Func{}
	varDef := map[string]*Var{}
	for i, m := range mods {
		renames := map[string]string{}
		for _, f := range m.Funcs {
			if f.Extern {
				continue
			}
			if prev := funcDef[f.Name]; prev != nil {
				if externs[f.Name] {
					ds.Errorf(f.Pos, "function %s is defined in two modules (also at %s)", f.Name, prev.Pos)
					continue
				}
				renames[f.Name] = fmt.Sprintf("%s$m%d", f.Name, i)
				continue
			}
			funcDef[f.Name] = f
		}
		for _, v := range m.Globals {
			if v.Extern {
				continue
			}
			if prev := varDef[v.Name]; prev != nil {
				if externs[v.Name] {
					ds.Errorf(v.Pos, "variable %s is defined in two modules (also at %s)", v.Name, prev.Pos)
					continue
				}
				renames[v.Name] = fmt.Sprintf("%s$m%d", v.Name, i)
				continue
			}
			varDef[v.Name] = v
		}
		if len(renames) > 0 {
			renameModule(m, renames)
			for _, f := range m.Funcs {
				if !f.Extern && renames[f.Name] == "" {
					if _, ok := funcDef[f.Name]; !ok {
						funcDef[f.Name] = f
					}
				}
			}
			for _, v := range m.Globals {
				if !v.Extern {
					if _, ok := varDef[v.Name]; !ok {
						varDef[v.Name] = v
					}
				}
			}
		}
	}
	// Keep every definition once, and the declarations nothing defines.
	seenFunc := map[string]bool{}
	seenVar := map[string]bool{}
	for _, m := range mods {
		for _, v := range m.Globals {
			switch {
			case v.Extern && v.Space == SpaceShared:
				if seenVar[v.Name] {
					continue
				}
			case v.Extern:
				if varDef[v.Name] != nil || seenVar[v.Name] {
					continue
				}
			default:
				if varDef[v.Name] != v {
					continue
				}
			}
			seenVar[v.Name] = true
			out.Globals = append(out.Globals, v)
		}
	}
	for _, m := range mods {
		for _, f := range m.Funcs {
			if f.Extern && (funcDef[f.Name] != nil || seenFunc[f.Name]) || !f.Extern && funcDef[f.Name] != f {
				continue
			}
			seenFunc[f.Name] = true
			out.Funcs = append(out.Funcs, f)
		}
	}
	return out, ds
}

// DeviceBuiltins are the .extern functions of CUDA's device runtime that
// ptxamd provides itself when no module defines them: vprintf (device
// printf) and __assertfail (assert), lowered by package amdgpu
// (lower_printf.go) onto a FIFO the runtime prints from, and malloc and
// free (device-side allocation, also what new and delete call), lowered
// onto a heap the runtime allocates (lower_malloc.go).
var DeviceBuiltins = []string{"vprintf", "__assertfail", "malloc", "free"}

// IsDeviceBuiltin reports whether f is the declaration of a device
// built-in that no module defines.
func IsDeviceBuiltin(f *Func) bool {
	if !f.Extern {
		return false
	}
	for _, n := range DeviceBuiltins {
		if f.Name == n {
			return true
		}
	}
	return false
}

// Unresolved lists the .extern functions and variables (other than
// dynamic shared memory and the device built-ins) that m declares and
// nothing defines.
func Unresolved(m *Module) []string {
	var names []string
	for _, f := range m.Funcs {
		if f.Extern && !IsDeviceBuiltin(f) {
			names = append(names, f.Name)
		}
	}
	for _, v := range m.Globals {
		if v.Extern && v.Space != SpaceShared {
			names = append(names, v.Name)
		}
	}
	return names
}

// renameModule renames the module-private symbols of m as renames says,
// in their definitions and in every reference.
func renameModule(m *Module, renames map[string]string) {
	for _, f := range m.Funcs {
		if to, ok := renames[f.Name]; ok && !f.Extern {
			f.Name = to
		}
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				for _, o := range in.Dst {
					renameOperand(o, renames)
				}
				for _, o := range in.Src {
					renameOperand(o, renames)
				}
			}
		}
	}
	for _, v := range m.Globals {
		if to, ok := renames[v.Name]; ok && !v.Extern {
			v.Name = to
		}
		for i := range v.InitSyms {
			if to, ok := renames[v.InitSyms[i].Sym]; ok {
				v.InitSyms[i].Sym = to
			}
		}
	}
}

func renameOperand(o Operand, renames map[string]string) {
	switch o := o.(type) {
	case *Sym:
		if to, ok := renames[o.Name]; ok {
			o.Name = to
		}
	case *Addr:
		renameOperand(o.Base, renames)
	case *Vec:
		for _, e := range o.Elems {
			renameOperand(e, renames)
		}
	case *Tuple:
		for _, e := range o.Elems {
			renameOperand(e, renames)
		}
	case *Not:
		renameOperand(o.X, renames)
	}
}
