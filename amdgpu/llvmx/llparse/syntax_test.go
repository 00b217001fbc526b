package llparse_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/amdgpu/llvmx/llparse"
	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/internal/golden"
)

// parsePrinted parses testdata/<name>.ll, checks llvmx's conventions, and
// checks its printed form against testdata/<name>.printed.ll, with opt,
// and as a fixed point of parse-then-print.
func parsePrinted(t *testing.T, name string) *ir.Module {
	t.Helper()
	path := "testdata/" + name + ".ll"
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m := parseOK(t, path, src)
	checkConventions(t, m)
	printed := m.String()
	golden.Check(t, "testdata/"+name+".printed.ll", []byte(printed))
	verifyWithOpt(t, path, printed)
	if again := parseOK(t, name+".printed.ll", []byte(printed)).String(); again != printed {
		t.Errorf("printing is not a fixed point:\n%s", golden.Diff(printed, again))
	}
	return m
}

// TestSyntax parses a hand-written module with every construct the parser
// reads.
func TestSyntax(t *testing.T) {
	m := parsePrinted(t, "syntax")
	var kernel *ir.Func
	for _, f := range m.Funcs {
		if f.Name() == "kernel" {
			kernel = f
		}
	}
	if kernel == nil {
		t.Fatal("no @kernel")
	}
	// Forward references resolve to the instructions themselves.
	var phi *ir.InstPhi
	for _, b := range kernel.Blocks {
		for _, in := range b.Insts {
			if p, ok := in.(*ir.InstPhi); ok && p.Name() == "iv" {
				phi = p
			}
		}
	}
	if phi == nil {
		t.Fatal("no phi %iv")
	}
	if next, ok := phi.Incs[1].X.(*ir.InstAdd); !ok || next.Name() != "iv.next" {
		t.Errorf("phi %%iv's back-edge value is %T %v, want the add %%iv.next", phi.Incs[1].X, phi.Incs[1].X)
	}
	var rmw *llparse.AtomicRMW
	for _, b := range kernel.Blocks {
		for _, in := range b.Insts {
			if a, ok := in.(*llparse.AtomicRMW); ok && a.Operation == llparse.RMWFMax {
				rmw = a
			}
		}
	}
	if rmw == nil {
		t.Error("atomicrmw fmax is not an *llparse.AtomicRMW")
	}
}

// TestDebugIntrinsics parses debug information in the form of LLVM 15–18
// (llvm.dbg.* calls with metadata operands) and runs the kernel, whose
// llvm.dbg.* calls the emulator skips.
func TestDebugIntrinsics(t *testing.T) {
	m := parsePrinted(t, "dbg_intrinsics")
	dev := emu.New("gfx90a", 64)
	mod, err := dev.Load(&hipruntime.Image{Arch: "gfx90a", IR: m})
	if err != nil {
		t.Fatal(err)
	}
	defer mod.Unload()
	e := &kernelEnv{t: t, dev: dev, mod: mod}
	out := e.alloc(le32(7))
	if e.launch("k", 1, 1, ptrArg(out)) {
		if got := u32at(e.read(out, 4), 0); got != 0 {
			t.Errorf("out = %d, want 0 (thread 0)", got)
		}
	}
}

// checkConventions checks amdgpu/llvmx's rules on a parsed module: no
// typed pointer in any value's type, globals and functions as operands
// only through llvmx.Ref (a call's callee excepted), allocas as
// *llvmx.Alloca.
func checkConventions(t *testing.T, m *ir.Module) {
	t.Helper()
	bad := 0
	report := func(format string, args ...any) {
		if bad < 10 {
			t.Errorf(format, args...)
		}
		bad++
	}
	var checkConst func(where string, c constant.Constant)
	checkOperand := func(where string, v value.Value) {
		switch v := v.(type) {
		case *ir.Global, *ir.Func:
			report("%s: %s used directly, not through llvmx.Ref", where, v.Ident())
			return
		case *ir.Arg:
			v.Type()
		case *metadata.Value:
			return
		}
		if typedPointer(v.Type()) {
			report("%s: operand %s has a typed pointer type", where, v)
		}
		if c, ok := v.(constant.Constant); ok {
			checkConst(where, c)
		}
	}
	checkConst = func(where string, c constant.Constant) {
		switch c := c.(type) {
		case *llvmx.Ref, *llvmx.NullPtr:
			return
		case *ir.Global, *ir.Func:
			report("%s: %s in a constant, not through llvmx.Ref", where, c.Ident())
		case *constant.Array:
			for _, e := range c.Elems {
				checkConst(where, e)
			}
		case *constant.Struct:
			for _, e := range c.Fields {
				checkConst(where, e)
			}
		case *constant.Vector:
			for _, e := range c.Elems {
				checkConst(where, e)
			}
		case *constant.ExprGetElementPtr:
			checkOperand(where, c.Src)
		case *constant.ExprAddrSpaceCast:
			checkOperand(where, c.From)
		case *constant.ExprPtrToInt:
			checkOperand(where, c.From)
		}
		if typedPointer(c.Type()) {
			report("%s: constant %s has a typed pointer type", where, c)
		}
	}
	for _, g := range m.Globals {
		if g.Init != nil {
			checkConst("@"+g.Name(), g.Init)
		}
	}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for i, in := range b.Insts {
				where := fmt.Sprintf("@%s %s #%d", f.Name(), b.Ident(), i)
				if _, ok := in.(*ir.InstAlloca); ok {
					report("%s: a bare *ir.InstAlloca, not *llvmx.Alloca", where)
				}
				if v, ok := in.(value.Value); ok && typedPointer(v.Type()) {
					report("%s: result type %s is a typed pointer", where, v.Type())
				}
				ops, _ := in.(interface{ Operands() []*value.Value })
				if ops == nil {
					continue
				}
				for k, op := range ops.Operands() {
					if call, ok := in.(*ir.InstCall); ok && k == 0 {
						if _, isFunc := call.Callee.(*ir.Func); isFunc {
							continue
						}
						if _, isAsm := call.Callee.(*ir.InlineAsm); isAsm {
							continue
						}
						if ic, ok := call.Callee.(*llparse.IndirectCallee); ok {
							checkOperand(where, ic.Value)
							continue
						}
					}
					if *op == nil {
						continue
					}
					if _, isBlock := (*op).(*ir.Block); isBlock {
						continue
					}
					checkOperand(where, *op)
				}
			}
		}
	}
	if bad > 10 {
		t.Errorf("%d convention violations in all", bad)
	}
}

// typedPointer reports whether t holds an llir typed pointer.
func typedPointer(t types.Type) bool {
	switch t := t.(type) {
	case *types.PointerType:
		return true
	case *types.VectorType:
		return typedPointer(t.ElemType)
	case *types.ArrayType:
		return typedPointer(t.ElemType)
	case *types.StructType:
		if t.TypeName != "" {
			return false // named: checked where defined
		}
		for _, f := range t.Fields {
			if typedPointer(f) {
				return true
			}
		}
	}
	return false
}
