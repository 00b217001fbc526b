package amdgpu

import (
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	sir "github.com/ptxamd/ptxamd/semantics"
)

// floatConst builds a float constant of type t from an immediate.
func floatConst(t *types.FloatType, o *sir.Imm) constant.Constant {
	switch t.Kind {
	case types.FloatKindFloat:
		f := math.Float32frombits(uint32(o.Bits))
		if o.Type.Bits == 64 {
			f = float32(math.Float64frombits(o.Bits))
		}
		c := constant.NewFloat(t, float64(f))
		if f != f {
			// NaN payloads must survive: spell the bits.
			return &rawFloat{typ: t, text: floatHex32(uint32(o.Bits))}
		}
		return c
	case types.FloatKindDouble:
		d := math.Float64frombits(o.Bits)
		if o.Type.Bits == 32 {
			d = float64(math.Float32frombits(uint32(o.Bits)))
		}
		if d != d {
			return &rawFloat{typ: t, text: floatHex64(o.Bits)}
		}
		return constant.NewFloat(t, d)
	case types.FloatKindHalf:
		return &rawFloat{typ: t, text: halfHex(uint16(o.Bits))}
	}
	unsupported("float immediate of type %s", t)
	return nil
}

// rawFloat is a float constant spelled by its bits (NaN payloads, half).
type rawFloat struct {
	typ  *types.FloatType
	text string
}

func (r *rawFloat) Type() types.Type { return r.typ }
func (r *rawFloat) Ident() string    { return r.text }
func (r *rawFloat) String() string   { return r.typ.String() + " " + r.text }
func (r *rawFloat) IsConstant()      {}

// LLVM spells float constants as the double with the same value, in hex.
func floatHex32(bits uint32) string {
	f := math.Float32frombits(bits)
	d := math.Float64bits(float64(f))
	if f != f {
		// Keep the float NaN payload in the double's top mantissa bits.
		sign := uint64(bits>>31) << 63
		mant := uint64(bits&0x7fffff) << 29
		d = sign | 0x7ff0000000000000 | mant
	}
	return "0x" + hex16(d)
}

func floatHex64(bits uint64) string { return "0x" + hex16(bits) }

func halfHex(bits uint16) string {
	const digits = "0123456789ABCDEF"
	b := []byte("0xH0000")
	for i := 0; i < 4; i++ {
		b[6-i] = digits[(bits>>(4*i))&0xf]
	}
	return string(b)
}

func hex16(x uint64) string {
	const digits = "0123456789ABCDEF"
	b := make([]byte, 16)
	for i := 15; i >= 0; i-- {
		b[i] = digits[x&0xf]
		x >>= 4
	}
	return string(b)
}

// flushDenormal returns x with a denormal f32 input replaced by a zero of
// the same sign (PTX .ftz).
func (fl *fnLowerer) flushDenormal(x value.Value) value.Value {
	if !x.Type().Equal(types.Float) {
		return x
	}
	abs := fl.emit(ir.NewCall(fl.lw.intrinsic("llvm.fabs.f32", types.Float, types.Float), x))
	tiny := fl.emit(ir.NewFCmp(enum.FPredOLT, abs, constant.NewFloat(types.Float, float64(math.Float32frombits(0x00800000)))))
	zero := fl.emit(ir.NewCall(fl.lw.intrinsic("llvm.copysign.f32", types.Float, types.Float, types.Float),
		constant.NewFloat(types.Float, 0), x))
	return fl.emit(ir.NewSelect(tiny, zero, x))
}

// floatMods checks the modifiers of an IEEE arithmetic instruction: only
// round-to-nearest is lowered exactly for now; .ftz flushes inputs and
// the result; .sat clamps to [0, 1].
func floatMods(in *sir.Inst, t sir.Type) {
	checkMods(in, "rn", "ftz", "sat")
	if (in.Has("ftz") || in.Has("sat")) && !(t.Bits == 32 && !t.Packed) {
		unsupported(".ftz/.sat on %s", t)
	}
}

func (fl *fnLowerer) finishFloat(in *sir.Inst, r value.Value) value.Value {
	if in.Has("ftz") {
		r = fl.flushDenormal(r)
	}
	if in.Has("sat") {
		r = fl.saturate(r)
	}
	return r
}

// saturate clamps to [0.0, 1.0], NaN to 0 (PTX .sat).
func (fl *fnLowerer) saturate(x value.Value) value.Value {
	t := x.Type().(*types.FloatType)
	lo := fl.emit(ir.NewFCmp(enum.FPredOGT, x, constant.NewFloat(t, 0)))
	x1 := fl.emit(ir.NewSelect(lo, x, constant.NewFloat(t, 0))) // NaN -> 0
	hi := fl.emit(ir.NewFCmp(enum.FPredOLT, x1, constant.NewFloat(t, 1)))
	return fl.emit(ir.NewSelect(hi, x1, constant.NewFloat(t, 1)))
}

func (fl *fnLowerer) floatIn(in *sir.Inst, i int, t sir.Type) value.Value {
	v := fl.src(in, i, t)
	if in.Has("ftz") {
		v = fl.flushDenormal(v)
	}
	return v
}

func (fl *fnLowerer) lowerFloatBinary(in *sir.Inst, t sir.Type) {
	if t.Packed || t.Kind != sir.KindFloat || t.Bits == 16 {
		unsupported("%s.%s", in.Op, t)
	}
	floatMods(in, t)
	a, b := fl.floatIn(in, 0, t), fl.floatIn(in, 1, t)
	var r value.Value
	switch in.Op {
	case "add":
		r = fl.emit(ir.NewFAdd(a, b))
	case "sub":
		r = fl.emit(ir.NewFSub(a, b))
	case "mul":
		r = fl.emit(ir.NewFMul(a, b))
	default:
		unsupported("%s on floats", in.Op)
	}
	fl.write(in, 0, fl.finishFloat(in, r), t)
}

// lowerFma lowers fma.rn and mad.rn (mad.f32 without rounding is fused on
// sm_20+ as well: PTX ISA says mad.f32 is fma.rn.f32 there).
func (fl *fnLowerer) lowerFma(in *sir.Inst, t sir.Type) {
	if t.Packed || t.Kind != sir.KindFloat || t.Bits == 16 {
		unsupported("%s.%s", in.Op, t)
	}
	floatMods(in, t)
	a, b, c := fl.floatIn(in, 0, t), fl.floatIn(in, 1, t), fl.floatIn(in, 2, t)
	name := "llvm.fma.f32"
	lt := valueType(t)
	if t.Bits == 64 {
		name = "llvm.fma.f64"
	}
	r := fl.emit(ir.NewCall(fl.lw.intrinsic(name, lt, lt, lt, lt), a, b, c))
	fl.write(in, 0, fl.finishFloat(in, r), t)
}

func init() {
	lowerTable["fma"] = func(fl *fnLowerer, in *sir.Inst) { fl.lowerFma(in, instType(in)) }
}
