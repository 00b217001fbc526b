package amdgpu

import (
	_ "embed"
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// The 16-bit approximations ex2.approx.f16, ex2.approx.ftz.bf16,
// tanh.approx.f16 and tanh.approx.bf16 (and their x2 forms, lane by lane)
// have 65,536 inputs each, so what the H100's special-function unit gives
// for every one of them is recorded (conformance/cases/half/
// approx16_exhaustive, one launch over all bit patterns) and the
// translation looks the result up: the H100's bits, NaNs included. Computed
// in f32 and rounded once, as before, 19,416 of the 65,536 ex2.f16 results
// (14,736 tanh.f16, 3,496 ex2.bf16, 2,086 tanh.bf16) were an f16/bf16 ulp
// away. Options.FastApprox keeps that computation (no table, no load).
//
// The tables are the recording's output words; TestApprox16Tables checks
// that they still are.

var (
	//go:embed approx16/ex2_f16.bin
	ex2F16Table []byte
	//go:embed approx16/ex2_ftz_bf16.bin
	ex2BF16Table []byte
	//go:embed approx16/tanh_f16.bin
	tanhF16Table []byte
	//go:embed approx16/tanh_bf16.bin
	tanhBF16Table []byte
)

// approx16Table returns the recorded table of op on lane type lane and its
// global's name, or nil.
func approx16Table(op string, lane sir.Type) ([]byte, string) {
	switch {
	case op == "ex2" && lane == sir.F16:
		return ex2F16Table, "__ptxamd_ex2_f16"
	case op == "ex2" && lane == sir.BF16:
		return ex2BF16Table, "__ptxamd_ex2_bf16"
	case op == "tanh" && lane == sir.F16:
		return tanhF16Table, "__ptxamd_tanh_f16"
	case op == "tanh" && lane == sir.BF16:
		return tanhBF16Table, "__ptxamd_tanh_bf16"
	}
	return nil, ""
}

// lowerApprox16 lowers ex2/tanh .approx on f16, bf16 and their x2 forms by
// the recorded tables, and reports whether it did.
func (fl *fnLowerer) lowerApprox16(in *sir.Inst, t sir.Type) bool {
	lane := laneType(t)
	table, name := approx16Table(in.Op, lane)
	if table == nil || fl.lw.opts.FastApprox {
		return false
	}
	if lane == sir.BF16 && in.Op == "ex2" && !in.Has("ftz") || lane == sir.F16 && in.Has("ftz") {
		unsupported("%s.approx%s on %s", in.Op, map[bool]string{true: ".ftz"}[in.Has("ftz")], t)
	}
	g := fl.lw.approx16Global(name, table)
	arr := g.ContentType
	var out []value.Value
	for _, x := range fl.laneBits(in, 0, t) {
		// The table is bytes (little-endian i16 entries): entry x is at
		// byte 2x.
		idx := fl.emit(ir.NewShl(fl.emit(ir.NewZExt(x, types.I32)), ci(types.I32, 1)))
		p := fl.emit(llvmx.NewGEP(arr, llvmx.GlobalRef(g), true, ci(types.I32, 0), idx))
		ld := llvmx.NewLoad(types.I16, p)
		ld.Align = 2
		out = append(out, fl.emit(ld))
	}
	fl.writeLanes(in, out)
	return true
}

// approx16Global declares the constant table name once per module: the
// 65,536 little-endian i16 entries as 131,072 bytes, one c"..." constant
// (an array of i16 constants cost 10-20 ms to build and to print per
// table, more than the rest of a small kernel's translation).
func (lw *lowerer) approx16Global(name string, table []byte) *ir.Global {
	if g, ok := lw.globals[name]; ok {
		return g
	}
	if len(table) != 2<<16 {
		panic(fmt.Sprintf("approx16 table %s has %d bytes", name, len(table)))
	}
	g := lw.mod.NewGlobalDef(name, constant.NewCharArray(append([]byte(nil), table...)))
	g.Linkage = enum.LinkageInternal
	g.Immutable = true
	g.AddrSpace = llvmx.Constant
	g.Align = 2
	lw.globals[name] = g
	return g
}
