package tensormap

import (
	"encoding/binary"
	"strings"
	"testing"
)

func TestEncodeTile(t *testing.T) {
	m := Map{Type: BF16, Dims: []uint64{64, 10, 3}, Strides: []uint64{128, 1280}, Box: []uint32{64, 8, 2}, ElemStrides: []uint32{1, 2, 1}, Swizzle: Swizzle128B, Fill: FillNaN}
	b, err := m.Encode(0x7000)
	if err != nil {
		t.Fatal(err)
	}
	le := binary.LittleEndian
	for _, f := range []struct {
		off  int
		want uint64
		size int
	}{
		{OffAddr, 0x7000, 8}, {OffDims, 64, 4}, {OffDims + 4, 10, 4}, {OffDims + 8, 3, 4}, {OffMode, ModeTile, 4},
		{OffStrides, 128, 8}, {OffStrides + 8, 1280, 8}, {OffBox, 64, 4}, {OffBox + 8, 2, 4},
		{OffElemStrides + 4, 2, 4}, {OffRank, 2, 4}, {OffElemType, 10, 4}, {OffSwizzle, 3, 4}, {OffFill, 1, 4},
	} {
		got := le.Uint64(append(append([]byte(nil), b[f.off:f.off+f.size]...), make([]byte, 8-f.size)...))
		if got != f.want {
			t.Errorf("field at %#x = %d, want %d", f.off, got, f.want)
		}
	}
}

func TestEncodeIm2col(t *testing.T) {
	m := Map{Im2col: true, Type: F16, Dims: []uint64{16, 5, 4, 3, 2}, Strides: []uint64{32, 160, 640, 1920},
		Lower: []int32{-1, -2, -3}, Upper: []int32{1, 2, -16}, Channels: 16, Pixels: 96}
	b, err := m.Encode(0x100)
	if err != nil {
		t.Fatal(err)
	}
	le := binary.LittleEndian
	if le.Uint32(b[OffMode:]) != ModeIm2col || le.Uint32(b[OffChannels:]) != 16 || le.Uint32(b[OffPixels:]) != 96 {
		t.Errorf("mode/channels/pixels: % x", b[OffMode:OffMode+4])
	}
	for i, want := range []int16{-1, -2, -3} {
		if got := int16(le.Uint16(b[OffLower+2*i:])); got != want {
			t.Errorf("lower[%d] = %d, want %d", i, got, want)
		}
	}
	for i, want := range []int16{1, 2, -16} {
		if got := int16(le.Uint16(b[OffUpper+2*i:])); got != want {
			t.Errorf("upper[%d] = %d, want %d", i, got, want)
		}
	}
	if le.Uint32(b[OffElemStrides+16:]) != 1 || le.Uint32(b[OffElemType:]) != 6 {
		t.Error("element strides default to 1; f16 is code 6")
	}
}

func TestCheckRefuses(t *testing.T) {
	ok := Map{Type: F32, Dims: []uint64{8, 8}, Strides: []uint64{32}, Box: []uint32{8, 8}}
	for _, c := range []struct {
		edit func(m *Map)
		addr uint64
		want string
	}{
		{func(m *Map) {}, 8, "not 16-byte aligned"},
		{func(m *Map) { m.Strides = []uint64{40} }, 0, "multiple of 16"},
		{func(m *Map) { m.Box = []uint32{2, 8} }, 0, "not a multiple of 16"},
		{func(m *Map) { m.Box = []uint32{8, 300} }, 0, "1 to 256"},
		{func(m *Map) { m.Swizzle = Swizzle32B; m.Dims[0] = 64; m.Box = []uint32{16, 8} }, 0, "swizzle span"},
		{func(m *Map) { m.Type = S32; m.Fill = FillNaN }, 0, "floating-point"},
		{func(m *Map) { m.Interleave = Interleave32B }, 0, "INTERLEAVE_NONE"},
		{func(m *Map) { m.ElemStrides = []uint32{1, 9} }, 0, "1 to 8"},
		{func(m *Map) { m.Im2col = true }, 0, "3 to 5"},
		{func(m *Map) {
			m.Im2col, m.Dims, m.Strides, m.Box = true, []uint64{4, 4, 4, 4}, []uint64{16, 64, 256}, nil
			m.Lower, m.Upper, m.Channels, m.Pixels = []int32{-128, 0}, []int32{128, 0}, 4, 8
		}, 0, "corner 128"},
	} {
		m := ok
		m.Dims = append([]uint64(nil), ok.Dims...)
		c.edit(&m)
		err := m.Check(c.addr)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want an error with %q", m, err, c.want)
		}
	}
	if err := ok.Check(0); err != nil {
		t.Errorf("a valid map: %v", err)
	}
}
