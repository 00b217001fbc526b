package hip

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/hipruntime"
)

func kernel(seg int, ps ...hipruntime.Param) *hipruntime.Kernel {
	return &hipruntime.Kernel{Name: "k", Params: ps, ArgSegmentSize: seg}
}

func TestLayoutArgs(t *testing.T) {
	ptr := hipruntime.Param{Name: "p", Kind: hipruntime.ParamPointer, Size: 8, Align: 8, Offset: 0}
	u32 := hipruntime.Param{Name: "n", Kind: hipruntime.ParamValue, Size: 4, Align: 4, Offset: 8}
	f64 := hipruntime.Param{Name: "x", Kind: hipruntime.ParamValue, Size: 8, Align: 8, Offset: 16}
	k := kernel(24, ptr, u32, f64)
	args := [][]byte{
		{1, 2, 3, 4, 5, 6, 7, 8},
		{9, 10, 11, 12},
		{13, 14, 15, 16, 17, 18, 19, 20},
	}
	ka, err := layoutArgs(k, args)
	if err != nil {
		t.Fatal(err)
	}
	want := []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 0, 0, 0, 13, 14, 15, 16, 17, 18, 19, 20}
	if !bytes.Equal(ka.Buf, want) {
		t.Errorf("Buf = %v, want %v", ka.Buf, want)
	}
	if got := ka.Offsets; len(got) != 3 || got[0] != 0 || got[1] != 8 || got[2] != 16 {
		t.Errorf("Offsets = %v", got)
	}
	// Each kernelParams entry points at exactly its argument's bytes.
	for i, off := range ka.Offsets {
		if !bytes.Equal(ka.Buf[off:off+len(args[i])], args[i]) {
			t.Errorf("param %d at %d reads %v", i, off, ka.Buf[off:off+len(args[i])])
		}
	}
	// The copy is independent of the caller's slices.
	args[0][0] = 99
	if ka.Buf[0] != 1 {
		t.Error("Buf aliases the caller's argument")
	}
}

func TestLayoutArgsNoParams(t *testing.T) {
	ka, err := layoutArgs(kernel(0), nil)
	if err != nil || len(ka.Offsets) != 0 || len(ka.Buf) == 0 {
		t.Fatalf("layoutArgs(no params) = %+v, %v", ka, err)
	}
}

func TestLayoutArgsSegmentTooSmall(t *testing.T) {
	// A segment size smaller than the parameters reach is grown, not overrun.
	ka, err := layoutArgs(kernel(4, hipruntime.Param{Name: "a", Size: 4, Align: 4, Offset: 4}), [][]byte{{1, 2, 3, 4}})
	if err != nil || len(ka.Buf) != 8 || ka.Buf[4] != 1 {
		t.Fatalf("got %+v, %v", ka, err)
	}
}

func TestLayoutArgsErrors(t *testing.T) {
	a := hipruntime.Param{Name: "a", Kind: hipruntime.ParamValue, Size: 4, Align: 4, Offset: 0}
	b := hipruntime.Param{Name: "b", Kind: hipruntime.ParamValue, Size: 4, Align: 4, Offset: 4}
	for _, c := range []struct {
		name string
		k    *hipruntime.Kernel
		args [][]byte
		want string
	}{
		{"count", kernel(8, a, b), [][]byte{{0, 0, 0, 0}}, "1 arguments for 2 parameters"},
		{"size", kernel(8, a, b), [][]byte{{0, 0, 0, 0}, {0, 0}}, "argument 1 (b): 2 bytes, parameter is 4"},
		{"pointer", kernel(8, hipruntime.Param{Name: "p", Kind: hipruntime.ParamPointer}), [][]byte{{0, 0, 0, 0}}, "parameter is 8"},
		{"align", kernel(8, hipruntime.Param{Name: "c", Size: 4, Align: 4, Offset: 2}), [][]byte{{0, 0, 0, 0}}, "not 4-aligned"},
		{"overlap", kernel(8, a, hipruntime.Param{Name: "b", Size: 4, Align: 2, Offset: 2}), [][]byte{{0, 0, 0, 0}, {0, 0, 0, 0}}, "overlaps a"},
		{"negative", kernel(8, hipruntime.Param{Name: "c", Size: 4, Offset: -4}), [][]byte{{0, 0, 0, 0}}, "negative offset"},
	} {
		_, err := layoutArgs(c.k, c.args)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err = %v, want %q", c.name, err, c.want)
		}
	}
}

func TestCheckGeometry(t *testing.T) {
	k := &hipruntime.Kernel{Name: "k", WaveSize: 64, ThreadsPerWave: 64}
	one := hipruntime.Dim3{X: 1, Y: 1, Z: 1}
	if err := checkGeometry(k, hipruntime.Launch{Grid: one, Block: hipruntime.Dim3{X: 256, Y: 1, Z: 1}}); err != nil {
		t.Error(err)
	}
	if err := checkGeometry(k, hipruntime.Launch{Grid: hipruntime.Dim3{X: 0, Y: 1, Z: 1}, Block: one}); err == nil {
		t.Error("empty grid accepted")
	}
	if err := checkGeometry(k, hipruntime.Launch{Grid: one, Block: hipruntime.Dim3{X: 2048, Y: 1, Z: 1}}); err == nil {
		t.Error("2048-thread block accepted")
	}
}

// props builds a fake hipDeviceProp_t: name at 0, arch at off.
func props(name string, off int, arch string) []byte {
	b := make([]byte, propsBufSize)
	copy(b, name)
	copy(b[off:], arch)
	return b
}

func TestArchFromProps(t *testing.T) {
	for _, c := range []struct {
		name string
		buf  []byte
		want string
	}{
		// gcnArchName sits after gcnArch in the ROCm 5 (R0000) layout and
		// elsewhere in R0600; the search must not care where.
		{"r0000", props("AMD Instinct MI210", 396, "gfx90a:sramecc+:xnack-"), "gfx90a:sramecc+:xnack-"},
		{"r0600", props("AMD Radeon RX 7900 XTX", 1160, "gfx1100"), "gfx1100"},
		{"name looks like arch", props("gfx1036", 700, "gfx1036"), "gfx1036"},
		{"none", props("AMD GPU", 0, ""), ""},
		{"not at field start", func() []byte {
			b := props("x", 400, "gfx906")
			b[399] = 'a' // "agfx906": not a field of its own
			return b
		}(), ""},
		{"not an arch", props("x", 500, "gfxzz"), ""},
	} {
		if got := archFromProps(c.buf); got != c.want {
			t.Errorf("%s: archFromProps = %q, want %q", c.name, got, c.want)
		}
	}
}

func TestArchNames(t *testing.T) {
	for in, want := range map[string]string{"gfx90a:sramecc+:xnack-": "gfx90a", "gfx1100": "gfx1100", "": ""} {
		if got := trimArch(in); got != want {
			t.Errorf("trimArch(%q) = %q, want %q", in, got, want)
		}
	}
	for s, want := range map[string]bool{
		"gfx90a": true, "gfx90a:sramecc+:xnack-": true, "gfx1100": true, "gfx942:xnack+": true,
		"gfx": false, "gfx90a:": false, "gfxg": false, "gfx90a:x": false, "gfx90a:sr am+": false,
	} {
		if got := validArch(s); got != want {
			t.Errorf("validArch(%q) = %v, want %v", s, got, want)
		}
	}
	for arch, want := range map[string]int{"gfx90a": 64, "gfx942": 64, "gfx1030": 32, "gfx1100": 32, "gfx1201": 32, "": 64} {
		if got := defaultWaveSize(arch); got != want {
			t.Errorf("defaultWaveSize(%q) = %d, want %d", arch, got, want)
		}
	}
}
