package frontend

import (
	"testing"

	"github.com/ptxamd/ptxamd/internal/diag"
)

// body parses stmts inside a kernel and returns the body's statements.
func body(t *testing.T, stmts string) []Stmt {
	t.Helper()
	src := ".version 8.5\n.target sm_90\n.address_size 64\n.entry k()\n{\n" + stmts + "\n}\n"
	m, errs := Parse("t.ptx", []byte(src))
	if errs.HasErrors() {
		t.Fatalf("%s", diag.Format(errs, diag.Sources{"t.ptx": []byte(src)}))
	}
	roundTrip(t, "t.ptx", []byte(src))
	return m.Decls[0].(*Func).Body.Stmts
}

func instr(t *testing.T, src string) *Instr {
	t.Helper()
	st := body(t, src)
	if len(st) != 1 {
		t.Fatalf("want 1 statement, got %d", len(st))
	}
	in, ok := st[0].(*Instr)
	if !ok {
		t.Fatalf("want *Instr, got %T", st[0])
	}
	return in
}

func TestInstructions(t *testing.T) {
	cases := []struct {
		src    string
		opcode string
		mods   int
		ops    []string // PrintOperand of each operand
	}{
		{"ret;", "ret", 0, nil},
		{"shfl.sync.bfly.b32 %r1, %r2, 16, 31, -1;", "shfl", 3, []string{"%r1", "%r2", "16", "31", "-1"}},
		{"ld.global.nc.v4.f32 {%f1, %f2, %f3, %f4}, [%rd1+16];", "ld", 4, []string{"{%f1, %f2, %f3, %f4}", "[%rd1+16]"}},
		{"mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f1}, {%r1}, {%r2}, {%f2};", "mma", 9, []string{"{%f1}", "{%r1}", "{%r2}", "{%f2}"}},
		{"cp.async.ca.shared.global [%r1], [%rd1], 16;", "cp", 4, []string{"[%r1]", "[%rd1]", "16"}},
		{"setp.lt.and.s32 %p1, %r1, %r2, %p2;", "setp", 3, []string{"%p1", "%r1", "%r2", "%p2"}},
		{"ld.shared::cta.L2::128B.b32 %r1, [%r2+-8];", "ld", 3, []string{"%r1", "[%r2+-8]"}},
		{"cvt.rn.satfinite.e4m3x2.f32 %h1, %f1, %f2;", "cvt", 4, []string{"%h1", "%f1", "%f2"}},
		{"mov.u32 %r1, %tid.x;", "mov", 1, []string{"%r1", "%tid.x"}},
		{"mov.u32 %r1, %envreg3;", "mov", 1, []string{"%r1", "%envreg3"}},
		{"mov.u32 %r1, WARP_SZ;", "mov", 1, []string{"%r1", "WARP_SZ"}},
		{"mov.u32 %r1, (1<<4);", "mov", 1, []string{"%r1", "1<<4"}},
		{"selp.b32 %r1, %r2, %r3, !%p1;", "selp", 1, []string{"%r1", "%r2", "%r3", "!%p1"}},
		{"setp.eq.s32 %p1|%p2, %r1, 0;", "setp", 2, []string{"%p1|%p2", "%r1", "0"}},
		{"ld.v2.b32 {%r1, _}, [0x100];", "ld", 2, []string{"{%r1, _}", "[256]"}},
		{"ld.global.b32 %r1, [gvar+4];", "ld", 2, []string{"%r1", "[gvar+4]"}},
		{"mov.u64 %rd1, local0[0];", "mov", 1, []string{"%rd1", "local0[0]"}},
		{"ld.global.u32 %r1, garr[%r2];", "ld", 2, []string{"%r1", "garr[%r2]"}},
		{"mov.u64 %rd1, garr+8;", "mov", 1, []string{"%rd1", "garr+8"}},
		{"vsub2.s32.s32.s32.sat %r1.h0, %r2.h10, %r3.h32, %r1;", "vsub2", 4, []string{"%r1.h0", "%r2.h10", "%r3.h32", "%r1"}},
		{"vmin4.s32.u32.u32.add %r1.b20, %r2.b0000, %r3.b7654, %r1;", "vmin4", 4, []string{"%r1.b20", "%r2.b0000", "%r3.b7654", "%r1"}},
		{"ld.global.f32 %f1, [%rd1].unified;", "ld", 2, []string{"%f1", "[%rd1].unified"}},
		{"tex.1d.v4.f32.s32 {%f1, %f2, %f3, %f4}|%p1, [%rd1, {%r1}];", "tex", 4, []string{"{%f1, %f2, %f3, %f4}|%p1", "[%rd1, {%r1}]"}},
		{"add.s32 %r1, %r1, 5 % 3;", "add", 1, []string{"%r1", "%r1", "5 % 3"}},
		{"and.b32 %r1, %r1, (1|2);", "and", 1, []string{"%r1", "%r1", "(1|2)"}},
	}
	for _, c := range cases {
		t.Run(c.src, func(t *testing.T) {
			in := instr(t, c.src)
			if in.Opcode != c.opcode || len(in.Mods) != c.mods || len(in.ModsPos) != c.mods {
				t.Fatalf("opcode %q mods %v", in.Opcode, in.Mods)
			}
			if len(in.Operands) != len(c.ops) {
				t.Fatalf("got %d operands, want %d", len(in.Operands), len(c.ops))
			}
			for i, op := range in.Operands {
				if got := PrintOperand(op); got != c.ops[i] {
					t.Errorf("operand %d: got %q want %q", i, got, c.ops[i])
				}
			}
		})
	}
}

func TestImmediates(t *testing.T) {
	ints := []struct {
		text     string
		value    uint64
		unsigned bool
	}{
		{"42", 42, false}, {"0x1F", 31, false}, {"017", 15, false}, {"0b101", 5, false},
		{"-1", 0xFFFFFFFFFFFFFFFF, false}, {"4294967295U", 4294967295, true}, {"0", 0, false},
		{"0xffffffffffffffff", 0xFFFFFFFFFFFFFFFF, false},
	}
	for _, c := range ints {
		in := instr(t, "mov.u64 %rd1, "+c.text+";")
		n, ok := in.Operands[1].(*ImmInt)
		if !ok || n.Value != c.value || n.Unsigned != c.unsigned || n.Text != c.text {
			t.Errorf("%s: got %#v", c.text, in.Operands[1])
		}
	}
	floats := []struct {
		text   string
		bits   uint64
		single bool
	}{
		{"0f3F800000", 0x3F800000, true}, {"0d3FF0000000000000", 0x3FF0000000000000, false},
		{"1.5", 0x3FF8000000000000, false}, {"-0f3F800000", 0xBF800000, true}, {"2e3", 0x409F400000000000, false},
	}
	for _, c := range floats {
		in := instr(t, "mov.f32 %f1, "+c.text+";")
		f, ok := in.Operands[1].(*ImmFloat)
		if !ok || f.Bits != c.bits || f.Single != c.single {
			t.Errorf("%s: got %#v", c.text, in.Operands[1])
		}
	}
}

func TestGuardAndPositions(t *testing.T) {
	in := instr(t, "\t@!%p1 bra.uni $L__BB0_2;")
	if in.Guard == nil || !in.Guard.Neg || in.Guard.Reg != "%p1" {
		t.Fatalf("guard %#v", in.Guard)
	}
	want := Pos{File: "t.ptx", Line: 6, Col: 2}
	if in.Pos != want || in.Guard.Pos.Col != 2 || in.ModsPos[0].Col != 11 || in.Operands[0].NodePos().Col != 16 {
		t.Fatalf("positions: instr %v guard %v mod %v operand %v", in.Pos, in.Guard.Pos, in.ModsPos[0], in.Operands[0].NodePos())
	}
}

func TestCall(t *testing.T) {
	cases := []struct {
		src              string
		rets, args       int
		hasArgs, hasProt bool
	}{
		{"call.uni (retval0), vprintf, (param0, param1);", 1, 2, true, false},
		{"call foo;", -1, 0, false, false},
		{"call (r), %rd1, (a), prototype_0;", 1, 1, true, true},
		{"call.uni foo, ();", -1, 0, true, false},
	}
	for _, c := range cases {
		in := instr(t, c.src)
		call, ok := in.Operands[0].(*Call)
		if !ok || len(in.Operands) != 1 {
			t.Fatalf("%s: operands %#v", c.src, in.Operands)
		}
		if c.rets < 0 && call.Returns != nil || c.rets >= 0 && len(call.Returns) != c.rets ||
			len(call.Args) != c.args || call.HasArgs != c.hasArgs || (call.Proto != nil) != c.hasProt {
			t.Errorf("%s: %#v", c.src, call)
		}
	}
}

func TestDeclarations(t *testing.T) {
	st := body(t, `.reg .b32 %r<100>;
.reg .pred %p<3>;
.reg .v4 .f32 %v1, %v2;
.shared .align 16 .b8 smem[1024];
.local .align 8 .b8 depot[16];
proto : .callprototype (.param .b32 _) _ (.param .b64 _);
$L__BB0_2:
.loc 1 2 3
.pragma "nounroll";
{
	.reg .b64 %inner;
}`)
	r := st[0].(*VarDecl)
	if r.Space != ".reg" || r.Type != ".b32" || r.Name != "%r" || r.Range != 100 {
		t.Errorf("reg: %#v", r)
	}
	if v := st[3].(*VarDecl); v.Name != "%v2" || v.Vec != 4 {
		t.Errorf("second of a list: %#v", v)
	}
	if s := st[4].(*VarDecl); s.Align != 16 || len(s.Dims) != 1 || s.Dims[0] != 1024 {
		t.Errorf("shared: %#v", s)
	}
	d := st[6].(*Directive)
	if d.Proto == nil || d.Proto.Name != "proto" || len(d.Proto.Returns) != 1 || len(d.Proto.Params) != 1 || d.Proto.Params[0].Type != ".b64" {
		t.Errorf("callprototype: %#v", d)
	}
	if l := st[7].(*Label); l.Name != "$L__BB0_2" {
		t.Errorf("label %#v", l)
	}
	if d := st[8].(*Directive); d.Name != ".loc" || d.Text != "1 2 3" {
		t.Errorf("loc %#v", d)
	}
	if d := st[9].(*Directive); d.Name != ".pragma" || d.Text != `"nounroll"` {
		t.Errorf("pragma %#v", d)
	}
	if b := st[10].(*Block); len(b.Stmts) != 1 {
		t.Errorf("nested block %#v", b)
	}
}

func TestModuleLevel(t *testing.T) {
	src := `.version 7.8
.target sm_80, texmode_independent
.address_size 32
.global .align 4 .b32 tab[2][2] = {{1, 2}, {3, -4}};
.global .u64 p = generic(tab);
.global .u64 q[2] = {tab+4, tab};
.extern .shared .align 16 .b8 dyn[];
.visible .func (.param .b32 r) f(.param .u64 .ptr .global .align 16 a, .param .align 8 .b8 s[16])
.noreturn
{
	ret;
}
.visible .entry k()
.maxntid 128, 1, 1
.reqntid 64
.minnctapersm 2
.maxnreg 32
.explicitcluster
.reqnctapercluster 2, 1, 1
.maxclusterrank 8
{
	ret;
}
`
	roundTrip(t, "m.ptx", []byte(src))
	m, _ := Parse("m.ptx", []byte(src))
	if m.Version != "7.8" || len(m.Targets) != 2 || m.Targets[1] != "texmode_independent" || m.AddressSize != 32 {
		t.Fatalf("header %q %v %d", m.Version, m.Targets, m.AddressSize)
	}
	tab := m.Decls[0].(*VarDecl)
	if len(tab.Dims) != 2 || tab.Init == nil || len(tab.Init.List) != 2 || len(tab.Init.List[1].List) != 2 {
		t.Fatalf("tab %#v", tab)
	}
	if g, ok := m.Decls[1].(*VarDecl).Init.Expr.(*Generic); !ok || g.Name != "tab" {
		t.Fatalf("generic %#v", m.Decls[1].(*VarDecl).Init)
	}
	if b, ok := m.Decls[2].(*VarDecl).Init.List[0].Expr.(*Binary); !ok || b.Op != "+" {
		t.Fatalf("tab+4 %#v", m.Decls[2].(*VarDecl).Init.List[0])
	}
	if d := m.Decls[3].(*VarDecl); d.Linkage != ".extern" || d.Dims[0] != -1 {
		t.Fatalf("extern %#v", d)
	}
	f := m.Decls[4].(*Func)
	if f.Entry || f.Linkage != ".visible" || len(f.Returns) != 1 || !f.NoReturn || len(f.Params) != 2 {
		t.Fatalf("func %#v", f)
	}
	if a := f.Params[0]; a.PtrSpace != ".global" || a.PtrAlign != 16 || a.Type != ".u64" {
		t.Fatalf("ptr param %#v", a)
	}
	if s := f.Params[1]; s.Align != 8 || s.Dims[0] != 16 {
		t.Fatalf("array param %#v", s)
	}
	k := m.Decls[5].(*Func)
	if !k.Entry || len(k.Perf) != 7 || k.Perf[0].Name != ".maxntid" || len(k.Perf[0].Args) != 3 {
		t.Fatalf("entry %#v", k.Perf)
	}
}

func TestNoPanicOnDeepNesting(t *testing.T) {
	for _, s := range []string{"(", "{", "-", "[", "!"} {
		src := ".entry k() { mov.u32 %r1, "
		for i := 0; i < 5000; i++ {
			src += s
		}
		_, errs := Parse("deep.ptx", []byte(src))
		if !errs.HasErrors() {
			t.Errorf("%q: no error", s)
		}
	}
	src := ".entry k() "
	for i := 0; i < 5000; i++ {
		src += "{"
	}
	if _, errs := Parse("deep.ptx", []byte(src)); !errs.HasErrors() {
		t.Error("deep blocks: no error")
	}
}
