package amdgpu_test

import (
	"encoding/binary"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// prmtRef is prmt.b32{.mode} d, a, b, c as PTX ISA 9.7.9.7 defines it.
func prmtRef(mode string, a, b, c uint32) uint32 {
	v := uint64(b)<<32 | uint64(a)
	modes := map[string][4]uint32{
		"f4e": {0x3210, 0x4321, 0x5432, 0x6543}, "b4e": {0x5670, 0x6701, 0x7012, 0x0123},
		"rc8": {0x0000, 0x1111, 0x2222, 0x3333}, "ecl": {0x3210, 0x3211, 0x3222, 0x3333},
		"ecr": {0x0000, 0x1110, 0x2210, 0x3210}, "rc16": {0x1010, 0x3232, 0x1010, 0x3232},
	}
	sel := c & 0xffff
	if mode != "" {
		sel = modes[mode][c&3]
	}
	var d uint32
	for i := 0; i < 4; i++ {
		s := sel >> (4 * i) & 0xf
		byt := uint32(v >> (8 * (s & 7)) & 0xff)
		if mode == "" && s&8 != 0 {
			byt = 0
			if v>>(8*(s&7)+7)&1 != 0 {
				byt = 0xff
			}
		}
		d |= byt << (8 * i)
	}
	return d
}

// TestPrmtConstantSelector checks prmt with immediate selectors (lowered
// to v_perm_b32 where one selector does it, else byte by byte) in every
// mode against the PTX definition, on the emulator.
func TestPrmtConstantSelector(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	type form struct {
		mode string
		c    uint32
	}
	var forms []form
	for _, m := range []string{"f4e", "b4e", "rc8", "ecl", "ecr", "rc16"} {
		for c := uint32(0); c < 4; c++ {
			forms = append(forms, form{m, c | r.Uint32()<<2})
		}
	}
	for _, c := range []uint32{0x3210, 0x0123, 29008, 29522, 0x7654, 0x9b9b, 0xba98, 0xf1d3, 0x8888, 0x4444} {
		forms = append(forms, form{"", c})
	}
	for i := 0; i < 40; i++ {
		forms = append(forms, form{"", r.Uint32()})
	}
	var body strings.Builder
	for i, f := range forms {
		op := "prmt.b32"
		if f.mode != "" {
			op += "." + f.mode
		}
		fmt.Fprintf(&body, "\t%s %%r6, %%r1, %%r2, %d;\n\tst.global.u32 [%%rd4+%d], %%r6;\n", op, f.c, 4*i)
	}
	src := `.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pd, .param .u32 n)
{
	.reg .pred %p;
	.reg .b32 %r<8>;
	.reg .b64 %rd<6>;
	ld.param.u32 %r3, [n];
	mov.u32 %r4, %tid.x;
	mov.u32 %r5, %ctaid.x;
	mad.lo.s32 %r4, %r5, 256, %r4;
	setp.ge.u32 %p, %r4, %r3;
	@%p bra done;
	mul.wide.u32 %rd1, %r4, 4;
	ld.param.u64 %rd2, [pa];
	add.s64 %rd2, %rd2, %rd1;
	ld.global.u32 %r1, [%rd2];
	ld.param.u64 %rd2, [pb];
	add.s64 %rd2, %rd2, %rd1;
	ld.global.u32 %r2, [%rd2];
	mul.wide.u32 %rd1, %r4, ` + fmt.Sprint(4*len(forms)) + `;
	ld.param.u64 %rd4, [pd];
	add.s64 %rd4, %rd4, %rd1;
` + body.String() + `done:
	ret;
}
`
	n := 512
	as, bs := make([]uint32, n), make([]uint32, n)
	dir := t.TempDir()
	write := func(name string, v []uint32) string {
		buf := make([]byte, 4*len(v))
		for i := range v {
			v[i] = r.Uint32()
			binary.LittleEndian.PutUint32(buf[4*i:], v[i])
		}
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, buf, 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	pa, pb := write("a", as), write("b", bs)
	out := runElementwise(t, src, n, fmt.Sprintf("buf:u32:%d:file:%s", n, pa), fmt.Sprintf("buf:u32:%d:file:%s", n, pb),
		fmt.Sprintf("buf:u32:%d:zero", n*len(forms)))[2]
	for i := 0; i < n; i++ {
		for j, f := range forms {
			got := binary.LittleEndian.Uint32(out[4*(i*len(forms)+j):])
			if want := prmtRef(f.mode, as[i], bs[i], f.c); got != want {
				t.Fatalf("prmt.%s(%#x, %#x, %#x) = %#x, want %#x", f.mode, as[i], bs[i], f.c, got, want)
			}
		}
	}
}
