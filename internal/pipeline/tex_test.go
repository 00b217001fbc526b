package pipeline

import (
	"encoding/binary"
	"math"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/internal/argspec"
)

// TestTexrefVariables: .texref and .surfref module variables hold a
// handle that the host stores (as cuTexRefSetAddress-era code bound one);
// tex, suld, sust and istypep read it from the variable.
func TestTexrefVariables(t *testing.T) {
	const src = `.version 8.0
.target sm_80
.address_size 64
.global .texref tr;
.global .surfref sr;
.visible .entry k(.param .u64 out)
{
	.reg .pred %p<3>;
	.reg .f32 %f<8>;
	.reg .b32 %r<8>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [out];
	mov.f32 %f1, 0f40200000;
	mov.f32 %f2, 0f3FC00000;
	tex.2d.v4.f32.f32 {%f3, %f4, %f5, %f6}, [tr, {%f1, %f2}];
	st.global.f32 [%rd1], %f3;
	mov.u32 %r1, 8;
	suld.b.1d.b32.trap %r2, [sr, {%r1}];
	st.global.u32 [%rd1+4], %r2;
	add.u32 %r2, %r2, 100;
	sust.b.1d.b32.trap [sr, {%r1}], %r2;
	istypep.texref %p1, tr;
	istypep.surfref %p2, tr;
	selp.u32 %r3, 1, 0, %p1;
	selp.u32 %r4, 1, 0, %p2;
	st.global.v2.u32 [%rd1+8], {%r3, %r4};
	ret;
}
`
	arch, ws := "gfx90a", 64
	tg, err := target.Lookup(arch)
	if err != nil {
		t.Fatal(err)
	}
	features, err := tg.FeatureString(ws)
	if err != nil {
		t.Fatal(err)
	}
	opts := Options{Arch: arch, WaveSize: ws, Mode: "paired", Features: features}
	out, err := Translate("texref.ptx", []byte(src), opts)
	if err != nil {
		t.Fatal(err)
	}
	dev := emu.New(arch, ws)
	mod, err := dev.Load(Image(out, opts, nil))
	if err != nil {
		t.Fatal(err)
	}
	defer mod.Unload()
	// bind uploads an image argument and stores its handle in variable name.
	bind := func(name, spec string) hipruntime.DevPtr {
		s, err := argspec.Parse(spec)
		if err != nil {
			t.Fatal(err)
		}
		data, err := s.Bytes()
		if err != nil {
			t.Fatal(err)
		}
		p, _ := dev.Malloc(len(data))
		if err := dev.CopyHtoD(p, data); err != nil {
			t.Fatal(err)
		}
		desc := s.Descriptor(uint64(p))
		dp, _ := dev.Malloc(len(desc))
		if err := dev.CopyHtoD(dp, desc); err != nil {
			t.Fatal(err)
		}
		g, size, err := mod.Global(name)
		if err != nil || size != 8 {
			t.Fatalf("global %s: %d bytes, %v", name, size, err)
		}
		if err := dev.CopyHtoD(g, binary.LittleEndian.AppendUint64(nil, uint64(dp))); err != nil {
			t.Fatal(err)
		}
		return p
	}
	bind("tr", "tex:2d:f32:4x3:point,clamp:iota") // texel (x, y) holds 4y + x
	surf := bind("sr", "surf:1d:u32:4:values:10,20,30,40")
	res, _ := dev.Malloc(16)
	l := hipruntime.Launch{Kernel: "k", Grid: hipruntime.Dim3{X: 1, Y: 1, Z: 1}, Block: hipruntime.Dim3{X: 1, Y: 1, Z: 1},
		Args: [][]byte{binary.LittleEndian.AppendUint64(nil, uint64(res))}}
	k, err := Image(out, opts, nil).Kernel("k")
	if err != nil {
		t.Fatal(err)
	}
	if err := CompleteLaunch(k, &l); err != nil {
		t.Fatal(err)
	}
	if err := mod.Launch(l); err != nil {
		t.Fatal(err)
	}
	got := make([]byte, 16)
	dev.CopyDtoH(got, res)
	le := binary.LittleEndian
	// (2.5, 1.5) with point filtering is texel (2, 1): 4*1 + 2.
	if f := math.Float32frombits(le.Uint32(got)); f != 6 {
		t.Errorf("tex via .texref: %v, want 6", f)
	}
	if v := le.Uint32(got[4:]); v != 30 {
		t.Errorf("suld via .surfref at byte 8: %d, want 30", v)
	}
	if a, b := le.Uint32(got[8:]), le.Uint32(got[12:]); a != 1 || b != 0 {
		t.Errorf("istypep.texref/surfref of a .texref: %d %d, want 1 0", a, b)
	}
	sd := make([]byte, 16)
	dev.CopyDtoH(sd, surf)
	if v := le.Uint32(sd[8:]); v != 130 {
		t.Errorf("sust via .surfref: texel 2 is %d, want 130", v)
	}
}
