package amdimg

import (
	"encoding/binary"
	"testing"
)

func TestRoundTrip(t *testing.T) {
	r := Resource{Base: 0x12_3456_7800, Format: Fmt16_16Snorm, Width: 1234, Height: 77, Depth: 5, Type: Type2DArray,
		DstSel: [4]int{SelX, SelY, Sel0, Sel1}, LastLevel: 3, BaseArray: 2}
	d := EncodeResource(r)
	if got := DecodeResource(d[:]); got != r {
		t.Errorf("resource: got %+v want %+v", got, r)
	}
	// WIDTH-1 = 1233 = 0b10011010001: low two bits in word 1 [31:30], the rest in word 2 [11:0].
	if d[1]>>30 != 1233&3 || d[2]&0xfff != 1233>>2 || d[2]>>14&0x3fff != 76 {
		t.Errorf("width/height fields: %#x %#x", d[1], d[2])
	}
	s := Sampler{Clamp: [3]int{ClampWrap, ClampMirror, ClampBorder}, Unnormalized: true, MagFilter: FilterBilinear,
		MinFilter: FilterBilinear, MipFilter: MipFilterLinear, MinLod: 0.5, MaxLod: 3.25, LodBias: -1.75, BorderType: 1}
	e := EncodeSampler(s)
	if got := DecodeSampler(e[:]); got != s {
		t.Errorf("sampler: got %+v want %+v", got, s)
	}
	obj := TextureObject(r, s)
	if len(obj) != 80 || binary.LittleEndian.Uint32(obj[48:]) != e[0] || binary.LittleEndian.Uint32(obj[4:]) != d[1] {
		t.Errorf("texture object layout")
	}
}

func TestLayout(t *testing.T) {
	r := Resource{Format: Fmt8_8_8_8Unorm, Width: 8, Height: 6, Depth: 2, Type: TypeCube, LastLevel: 2}
	l, err := LayoutOf(r)
	if err != nil {
		t.Fatal(err)
	}
	// Two cubes: 12 faces per level; levels 8x6, 4x3, 2x1.
	want := []LevelLayout{{8, 6, 1, 12, 0, 32, 192, 192}, {4, 3, 1, 12, 192 * 12, 16, 48, 48}, {2, 1, 1, 12, 192*12 + 48*12, 8, 8, 8}}
	for i, w := range want {
		if l.Levels[i] != w {
			t.Errorf("level %d: got %+v want %+v", i, l.Levels[i], w)
		}
	}
	if _, err := LayoutOf(Resource{Format: Fmt8Unorm, Width: 1, Height: 1, Depth: 1, Type: Type2D, SwMode: 9}); err == nil {
		t.Error("a tiled resource was accepted")
	}
}
