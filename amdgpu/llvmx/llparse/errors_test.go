package llparse_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx/llparse"
	"github.com/ptxamd/ptxamd/internal/diag"
)

// errorCases are inputs that must fail, each with the diagnostics it must
// give: "line:col: text the message contains", in order.
var errorCases = []struct {
	name        string
	src         string
	want        []string
	unsupported bool
}{
	{"typed pointer", "define void @f(i32* %p) {\n  ret void\n}\n",
		[]string{"1:19: typed pointer i32* (only opaque pointers"}, true},
	{"undefined value", "define i32 @f(i32 %a) {\n  %x = add i32 %a, %y\n  ret i32 %x\n}\n",
		[]string{"2:20: use of undefined value %y"}, false},
	{"undefined label", "define void @f() {\n  br label %next\n}\n",
		[]string{"2:12: use of undefined label %next"}, false},
	{"unknown instruction", "define void @f() {\n  frobnicate i32 1\n  ret void\n}\n",
		[]string{`2:3: unknown instruction "frobnicate"`}, false},
	{"ret type", "define i32 @f(i64 %a) {\n  ret i64 %a\n}\n",
		[]string{"2:7: ret of i64 in @f, which returns i32"}, false},
	{"operand type", "define i32 @f(i64 %a) {\n  %x = add i32 %a, 1\n  ret i32 %x\n}\n",
		[]string{"2:16: %a has type i64, used as i32"}, false},
	{"alias", "@g = global i32 0\n@a = alias i32, ptr @g\n",
		[]string{"2:6: alias @a: unsupported"}, true},
	{"invoke", "define void @f() {\n  invoke void @f() to label %a unwind label %b\n}\n",
		[]string{"2:3: terminator invoke: unsupported"}, true},
	{"integer range", "@g = global i8 300\n", []string{"1:16: constant 300 does not fit in i8"}, false},
	{"inexact float", "@g = global float 0.1\n",
		[]string{"1:19: floating-point constant 0.1 invalid for type float"}, false},
	{"unterminated string", "source_filename = \"abc\n", []string{"1:19: unterminated string"}, false},
	{"undefined global", "define ptr @f() {\n  ret ptr @nowhere\n}\n",
		[]string{"2:11: use of undefined global @nowhere"}, false},
	{"redefinition", "define i32 @f(i32 %a) {\n  %x = add i32 %a, 1\n  %x = add i32 %a, 2\n  ret i32 %x\n}\n",
		[]string{"3:3: redefinition of %x"}, false},
	{"no terminator", "define void @f() {\n  %x = add i32 1, 2\n}\n",
		[]string{"3:1: block ends without a terminator"}, false},
	{"undefined attribute group", "declare void @f() #7\n",
		[]string{"1:19: undefined attribute group #7"}, false},
	{"undefined metadata", "define void @f() {\n  ret void, !dbg !9\n}\n",
		[]string{"2:18: undefined metadata !9"}, false},
	{"two bad functions", "define void @f() {\n  ret i32 1\n}\n\ndefine void @g() {\n  br label %x\n}\n",
		[]string{"2:7: ret of i32 in @f", "6:12: use of undefined label %x"}, false},
	{"end of file in body", "define void @f() {\n  ret void\n",
		[]string{"3:1: unexpected end of file in the body of @f"}, false},
	{"call signature", "declare i32 @g(i32)\ndefine void @f() {\n  %x = call i32 @g(i64 1)\n  ret void\n}\n",
		[]string{"3:17: call of @g as i32 (i64), declared as i32 (i32): unsupported"}, true},
	{"local in initialiser", "@g = global i32 %x\n", []string{"1:17: local value %x in a constant"}, false},
	{"address space", "@g = addrspace(3) global i32 0\n@p = global ptr @g\n",
		[]string{"2:17: @g is in addrspace(3), used as ptr"}, false},
	{"recursive type", "%a = type { i32, %b }\n%b = type { [2 x %a] }\n",
		[]string{"1:1: invalid recursive type %a"}, false},
	{"bad character", "define void @f() {\n  ret void ^\n}\n", []string{"2:12: unexpected character '^'"}, false},
}

func TestErrors(t *testing.T) {
	for _, c := range errorCases {
		t.Run(c.name, func(t *testing.T) {
			m, err := llparse.Parse("bad.ll", []byte(c.src))
			if err == nil {
				t.Fatalf("no error; module:\n%s", m)
			}
			l, ok := diag.AsList(err)
			if !ok {
				t.Fatalf("error %v (%T) carries no diagnostics", err, err)
			}
			var got []string
			for _, d := range l.Diags {
				got = append(got, fmt.Sprintf("%d:%d: %s", d.Pos.Line, d.Pos.Col, d.Msg))
			}
			if len(got) != len(c.want) {
				t.Fatalf("got %d diagnostics, want %d:\n%s", len(got), len(c.want), strings.Join(got, "\n"))
			}
			for i, w := range c.want {
				if !strings.HasPrefix(got[i], w[:strings.Index(w, ": ")+2]) || !strings.Contains(got[i], w[strings.Index(w, ": ")+2:]) {
					t.Errorf("diagnostic %d is %q, want %q", i, got[i], w)
				}
			}
			if !strings.HasPrefix(err.Error(), "bad.ll:") {
				t.Errorf("error %q does not start with the file name", err)
			}
			if errors.Is(err, llparse.ErrUnsupported) != c.unsupported {
				t.Errorf("errors.Is(err, ErrUnsupported) = %v, want %v", !c.unsupported, c.unsupported)
			}
		})
	}
}
