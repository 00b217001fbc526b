package llvmx

import (
	"math"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/internal/golden"
)

// The translator's own output is compared with llir's printer over every
// golden case, corpus file and conformance case in
// internal/pipeline/write_test.go. This test covers what the lowering does
// not emit today: the forms AppendModule leaves to llir (flags, metadata,
// odd names, unusual headers) and the corners of the ones it prints.

// writeCases each add instructions to a block of a function
// `i32 @f(i32 %a, ptr addrspace(1) %p, <2 x i32> %v, double %d)`.
var writeCases = map[string]func(b *ir.Block, a, p, v, d value.Value){
	"binary flags": func(b *ir.Block, a, p, v, d value.Value) {
		x := b.NewAdd(a, a)
		x.OverflowFlags = []enum.OverflowFlag{enum.OverflowFlagNUW, enum.OverflowFlagNSW}
		y := b.NewLShr(x, constant.NewInt(types.I32, 3))
		y.Exact = true
		f := b.NewFAdd(d, d)
		f.FastMathFlags = []enum.FastMathFlag{enum.FastMathFlagFast}
		b.NewUDiv(y, a).Exact = true
		b.NewFNeg(f)
	},
	"metadata attachment": func(b *ir.Block, a, p, v, d value.Value) {
		l := NewLoad(types.I32, p)
		l.Metadata = append(l.Metadata, &metadata.Attachment{Name: "invariant.load", Node: &metadata.Tuple{MetadataID: -1}})
		b.Insts = append(b.Insts, l)
		x := b.NewMul(l, a)
		x.Metadata = l.Metadata
	},
	"names": func(b *ir.Block, a, p, v, d value.Value) {
		x := b.NewAdd(a, a)
		x.SetName("sum")
		y := b.NewAdd(x, a)
		y.SetName("42")
		z := b.NewAdd(y, x)
		z.SetName("a b\tc")
		b.NewAdd(z, constant.NewInt(types.I32, -7)).SetName("0x")
	},
	"integer constants": func(b *ir.Block, a, p, v, d value.Value) {
		for _, c := range []int64{0, 4095, 4096, 0xFFFF, 0x7FFFFFFF, -1, -4097, math.MinInt64} {
			b.NewAdd(constant.NewInt(types.I64, c), constant.NewInt(types.I64, c))
		}
		big := constant.NewInt(types.NewInt(128), 1)
		big.X.Lsh(big.X, 100)
		b.NewAnd(big, big)
		b.NewXor(constant.True, constant.False)
	},
	"float constants": func(b *ir.Block, a, p, v, d value.Value) {
		for _, c := range []float64{0, math.Copysign(0, -1), 1.5, 0.1, 1e300, math.Inf(1), math.Inf(-1), 3.4028234663852886e38} {
			b.NewFAdd(constant.NewFloat(types.Double, c), d)
			f := b.NewFPTrunc(d, types.Float)
			b.NewFMul(f, constant.NewFloat(types.Float, c))
		}
		nan := constant.NewFloat(types.Double, math.NaN())
		b.NewFSub(nan, d)
		h := b.NewFPTrunc(d, types.Half)
		b.NewFAdd(h, constant.NewFloat(types.Half, 0.5))
		b.NewFAdd(h, constant.NewFloat(types.Half, 0.1))
	},
	"vectors and aggregates": func(b *ir.Block, a, p, v, d value.Value) {
		x := b.NewInsertElement(constant.NewUndef(v.Type()), a, constant.NewInt(types.I32, 0))
		v2 := types.NewVector(2, types.I32)
		y := b.NewAdd(x, constant.NewVector(v2, constant.NewInt(types.I32, 1), constant.NewInt(types.I32, 2)))
		b.NewExtractElement(y, constant.NewInt(types.I32, 1))
		b.NewAdd(v, constant.NewZeroInitializer(v.Type()))
		b.NewShuffleVector(v, v, constant.NewVector(v2, constant.NewInt(types.I32, 1), constant.NewInt(types.I32, 0)))
		cx := NewCmpXchg(p, a, a, enum.AtomicOrderingMonotonic, enum.AtomicOrderingMonotonic, "agent")
		cx.Weak = true
		b.Insts = append(b.Insts, cx)
		b.NewExtractValue(cx, 1)
		b.NewInsertValue(cx, constant.False, 1)
	},
	"memory": func(b *ir.Block, a, p, v, d value.Value) {
		al := NewAlloca(types.NewArray(4, types.I8), constant.NewInt(types.I32, 2), Private)
		al.Align = 16
		b.Insts = append(b.Insts, al)
		g := NewGEP(types.I8, al, true, constant.NewInt(types.I32, 3))
		b.Insts = append(b.Insts, g)
		l := NewLoad(types.I32, p)
		l.Atomic, l.Volatile, l.Ordering, l.SyncScope, l.Align = true, true, enum.AtomicOrderingAcquire, "wave\"one", 4
		b.Insts = append(b.Insts, l)
		s := NewStore(l, g)
		s.Align = 1
		b.Insts = append(b.Insts, s, NewStore(Null(Global), NewGEP(types.I8, p, false, a)))
		b.Insts = append(b.Insts, NewAtomicRMW(enum.AtomicOpFAdd, p, constant.NewFloat(types.Float, 1), enum.AtomicOrderingSequentiallyConsistent, ""))
		b.NewFence(enum.AtomicOrderingRelease).SyncScope = "workgroup"
		b.Insts = append(b.Insts, ir.NewAlloca(types.I64))
		b.NewAddrSpaceCast(p, Ptr(Generic))
		b.NewPtrToInt(p, types.I64)
	},
	"calls": func(b *ir.Block, a, p, v, d value.Value) {
		m := b.Parent.Parent
		fn := m.NewFunc("llvm.amdgcn.readfirstlane", types.I32, ir.NewParam("", types.I32))
		b.NewCall(fn, a)
		t := b.NewCall(fn, a)
		t.Tail = enum.TailTail
		b.NewCall(fn, a).FuncAttrs = []ir.FuncAttribute{enum.FuncAttrConvergent}
		void := m.NewFunc("void.fn", types.Void)
		b.NewCall(void)
		vf := m.NewFunc("printf", types.I32, ir.NewParam("", Ptr(Generic)))
		vf.Sig.Variadic = true
		b.NewCall(vf, Null(Generic), a, d)
		b.NewCall(fn, ir.NewArg(a, enum.ParamAttrNoUndef))
		b.NewCall(fn, b.NewPtrToInt(GlobalRef(m.Globals[0]), types.I32))
	},
	"select and compares": func(b *ir.Block, a, p, v, d value.Value) {
		c := b.NewICmp(enum.IPredSLT, a, constant.NewInt(types.I32, 5))
		f := b.NewFCmp(enum.FPredUNO, d, d)
		f.FastMathFlags = []enum.FastMathFlag{enum.FastMathFlagNNaN}
		b.NewSelect(c, a, constant.NewInt(types.I32, 1))
		b.NewICmp(enum.IPredEQ, v, v)
		b.Insts = append(b.Insts, &ir.InstFreeze{X: a})
		b.NewZExt(c, types.I64)
		b.NewSIToFP(a, types.Double)
		b.NewBitCast(d, types.I64)
	},
}

// newWriteModule is a module with every kind of top-level entity and a
// function whose body is filled by body (one block, then a switch, a
// loop with phis and the three kinds of return).
func newWriteModule(body func(b *ir.Block, a, p, v, d value.Value)) *ir.Module {
	m := ir.NewModule()
	m.SourceFilename = "x\\y.ptx"
	m.TargetTriple = "amdgcn-amd-amdhsa"
	g := m.NewGlobalDef("table", constant.NewCharArrayFromString("ab\x00\"\n"))
	g.AddrSpace = Constant
	g.Immutable = true
	m.NewGlobalDef("", constant.NewInt(types.I32, 7))
	// A byte table big enough for globalDef's own quoting, with every byte
	// value, an alignment and a linkage.
	big := make([]byte, 3<<12)
	for i := range big {
		big[i] = byte(i*7 + i>>8)
	}
	bg := m.NewGlobalDef("big table", constant.NewCharArray(big))
	bg.AddrSpace, bg.Immutable, bg.Linkage, bg.Align = Constant, true, enum.LinkageInternal, ir.Align(4)
	// And tables of integers and floats, with negative, large and special
	// values.
	var ints, floats []constant.Constant
	for i := 0; i < 1500; i++ {
		ints = append(ints, constant.NewInt(types.I16, int64(i*97%65536-32768)))
		floats = append(floats, constant.NewFloat(types.Double, float64(i)*1.25e-3-0.5))
	}
	ints = append(ints, constant.NewInt(types.I16, 0x7fff), constant.NewInt(types.I16, 4097))
	floats = append(floats, constant.NewFloat(types.Double, math.Inf(-1)), constant.NewFloat(types.Double, 0x1p-1074))
	ig := m.NewGlobalDef("ints", constant.NewArray(types.NewArray(uint64(len(ints)), types.I16), ints...))
	ig.Immutable = true
	m.NewGlobalDef("floats", constant.NewArray(types.NewArray(uint64(len(floats)), types.Double), floats...))
	st := types.NewStruct(types.I32, types.Float)
	m.NewTypeDef("pair", st)
	// Named metadata is printed in natural order of the names (a9 before a10).
	for _, name := range []string{"llvm.ident", "a10", "a9", "llvm.module.flags"} {
		md := &metadata.Tuple{MetadataID: -1, Fields: []metadata.Field{&metadata.String{Value: name}}}
		m.MetadataDefs = append(m.MetadataDefs, md)
		m.NamedMetadataDefs[name] = &metadata.NamedDef{Name: name, Nodes: []metadata.Node{md}}
	}
	a, p := ir.NewParam("a", types.I32), ir.NewParam("", Ptr(Global))
	p.Attrs = []ir.ParamAttribute{ir.Align(8), enum.ParamAttrNoAlias, ir.ByRef{Typ: types.NewArray(8, types.I8)}}
	v, d := ir.NewParam("v", types.NewVector(2, types.I32)), ir.NewParam("d.0", types.Double)
	f := m.NewFunc("f", types.I32, a, p, v, d)
	f.CallingConv = enum.CallingConvAMDGPUKernel
	f.Visibility = enum.VisibilityProtected
	f.FuncAttrs = []ir.FuncAttribute{ir.AttrPair{Key: "target-features", Value: "+wave\"64"}, enum.FuncAttrNoUnwind, ir.AttrString("x")}
	entry := f.NewBlock("entry")
	body(entry, a, p, v, d)
	sw := f.NewBlock("")
	loop := f.NewBlock("loop.1")
	exit := f.NewBlock("2")
	entry.NewBr(sw)
	sw.NewSwitch(a, exit, ir.NewCase(constant.NewInt(types.I32, 1), loop), ir.NewCase(constant.NewInt(types.I32, 5000), exit))
	phi := loop.NewPhi(ir.NewIncoming(a, sw), ir.NewIncoming(constant.NewInt(types.I32, 0), loop))
	loop.NewCondBr(loop.NewICmp(enum.IPredNE, phi, a), loop, exit)
	exit.NewRet(phi)
	dead := f.NewBlock("dead")
	dead.NewUnreachable()
	decl := m.NewFunc("decl", types.Void)
	decl.Linkage = enum.LinkageExternal
	odd := m.NewFunc("with section", types.Void)
	odd.Section = ".text"
	odd.NewBlock("").NewRet(nil)
	return m
}

func TestAppendModuleMatchesLLIR(t *testing.T) {
	for name, body := range writeCases {
		t.Run(name, func(t *testing.T) {
			got := string(AppendModule([]byte("prefix\n"), newWriteModule(body)))
			want := "prefix\n" + newWriteModule(body).String()
			if got != want {
				t.Errorf("AppendModule differs from llir (- llir, + AppendModule):\n%s", golden.Diff(want, got))
			}
		})
	}
}

// TestAppendModuleAfterString: printing twice gives the same text, in
// either order (both number the module's values the same way).
func TestAppendModuleAfterString(t *testing.T) {
	m := newWriteModule(writeCases["memory"])
	first := m.String()
	if got := string(AppendModule(nil, m)); got != first {
		t.Errorf("AppendModule after String differs")
	}
	if again := m.String(); again != first {
		t.Errorf("String after AppendModule differs")
	}
}
