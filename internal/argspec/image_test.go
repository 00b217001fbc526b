package argspec

import (
	"encoding/binary"
	"math"
	"testing"

	"github.com/ptxamd/ptxamd/internal/amdimg"
	"github.com/ptxamd/ptxamd/internal/texdesc"
)

func TestParseImage(t *testing.T) {
	tests := []struct {
		spec        string
		kind        Kind
		typ         Type
		count       int
		w, h, d, l  int
		linear, nrm bool
		addr        int
	}{
		{"tex:2d:u8x4:16x8:linear,wrap,norm:random:1", Texture, U8, 16 * 8 * 4, 16, 8, 1, 1, true, true, texdesc.AddrWrap},
		{"tex:lin:f32x4:100:-:iota", Texture, F32, 400, 100, 1, 1, 1, false, false, texdesc.AddrClamp},
		{"tex:a2d:f32:4x4x3:point,border:iota", Texture, F32, 48, 4, 4, 1, 3, false, false, texdesc.AddrBorder},
		{"surf:3d:s16x2:4x3x2:zero", Surface, S16, 48, 4, 3, 2, 1, false, false, texdesc.AddrClamp},
		{"surf:a1d:u32:8x2:values:1,2", Surface, U32, 16, 8, 1, 1, 2, false, false, texdesc.AddrClamp},
		{"tex:cube:f32x2:4:linear,norm:iota", Texture, F32, 4 * 4 * 6 * 2, 4, 4, 1, 6, true, true, texdesc.AddrClamp},
		{"tex:acube:u8:2x3:point:zero", Texture, U8, 2 * 2 * 18, 2, 2, 1, 18, false, false, texdesc.AddrClamp},
		// Levels 8x6, 4x3, 2x1, 1x1.
		{"tex:2d:u8x4:8x6:linear,norm,levels=4,miplinear,bias=0.5,minlod=0.25,maxlod=2:zero", Texture, U8, (48 + 12 + 2 + 1) * 4, 8, 6, 1, 1, true, true, texdesc.AddrClamp},
		// Levels 4x3x2 (x2 layers), 2x1x1.
		{"tex:a2d:f16:4x3x2:levels=2:zero", Texture, F16, (12 + 2) * 2, 4, 3, 1, 2, false, false, texdesc.AddrClamp},
		{"tex:3d:f32:4x4x2:levels=3:zero", Texture, F32, 32 + 4 + 1, 4, 4, 2, 1, false, false, texdesc.AddrClamp},
	}
	for _, tc := range tests {
		s, err := Parse(tc.spec)
		if err != nil {
			t.Fatalf("%s: %v", tc.spec, err)
		}
		img := s.Image
		if s.Kind != tc.kind || s.Type != tc.typ || s.Count != tc.count || img.Width != tc.w || img.Height != tc.h ||
			img.Depth != tc.d || img.Layers != tc.l || img.Linear != tc.linear || img.Norm != tc.nrm || img.Addr != tc.addr {
			t.Errorf("%s: got %+v %+v", tc.spec, s, *img)
		}
		back, err := Parse(s.String())
		if err != nil || back.String() != s.String() || *back.Image != *img {
			t.Errorf("%s: String %q does not parse back equal (%v)", tc.spec, s.String(), err)
		}
		if b, err := s.Bytes(); err != nil || len(b) != s.Count*s.Type.Size() {
			t.Errorf("%s: %d bytes, %v", tc.spec, len(b), err)
		}
	}
	for _, bad := range []string{"tex:4d:u8:4:-:zero", "tex:2d:u64:4x4:-:zero", "tex:2d:u8x3:4x4:-:zero",
		"tex:2d:u8:4:-:zero", "tex:2d:u8:4x4:bilinear:zero", "surf:lin:u8:4:zero", "tex:2d:u8:4x4:zero",
		"tex:2d:u8:4x4:levels=4:zero", "tex:2d:u8:4x4:levels=0:zero", "tex:lin:u8:4:levels=2:zero", "tex:2d:u8:4x4:bias=x:zero",
		"tex:2d:u8:4x4:lod=1:zero", "tex:cube:u8:4x4:-:zero", "surf:cube:u8:4x4:zero"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("%s: parsed", bad)
		}
	}
}

func TestImageDescriptor(t *testing.T) {
	s, err := Parse("tex:a2d:u16x2:5x3x2:linear,mirror,norm,int:zero")
	if err != nil {
		t.Fatal(err)
	}
	b := s.Descriptor(0x1234_5678_9a00)
	le := binary.LittleEndian
	want := map[int]uint32{texdesc.OffKind: texdesc.KindTexture, texdesc.OffGeom: texdesc.GeomA2D, texdesc.OffWidth: 5,
		texdesc.OffHeight: 3, texdesc.OffDepth: 1, texdesc.OffLayers: 2, texdesc.OffRowPitch: 20, texdesc.OffSlicePitch: 60,
		texdesc.OffLayerPitch: 60, texdesc.OffFormat: texdesc.FmtU16, texdesc.OffChannels: 2, texdesc.OffTexelSize: 4,
		texdesc.OffFlags: texdesc.FlagLinear | texdesc.FlagNormCoords | texdesc.FlagReadInt, texdesc.OffAddr: 0x020202}
	for off, v := range want {
		if got := le.Uint32(b[off:]); got != v {
			t.Errorf("offset %d: got %#x want %#x", off, got, v)
		}
	}
	if got := le.Uint64(b[texdesc.OffData:]); got != 0x1234_5678_9a00 || len(b) != texdesc.Size {
		t.Errorf("data %#x, %d bytes", got, len(b))
	}
}

func TestMipmapDescriptor(t *testing.T) {
	s, err := Parse("tex:acube:u16x2:4x2:linear,norm,levels=3,miplinear,bias=-0.5,maxlod=1.5:zero")
	if err != nil {
		t.Fatal(err)
	}
	b := s.Descriptor(0x1000)
	le := binary.LittleEndian
	// Levels 4x4, 2x2, 1x1, each 12 layers of 4-byte texels.
	want := map[int]uint32{texdesc.OffGeom: texdesc.GeomACube, texdesc.OffWidth: 4, texdesc.OffHeight: 4, texdesc.OffLayers: 12,
		texdesc.OffLevels: 3, texdesc.OffMipFlags: texdesc.MipLinear, texdesc.OffLodBias: math.Float32bits(-0.5),
		texdesc.OffMinLod: 0, texdesc.OffMaxLod: math.Float32bits(1.5),
		texdesc.OffLevelOff: 0, texdesc.OffLevelOff + 4: 16 * 12 * 4, texdesc.OffLevelOff + 8: (16 + 4) * 12 * 4}
	for off, v := range want {
		if got := le.Uint32(b[off:]); got != v {
			t.Errorf("offset %d: got %#x want %#x", off, got, v)
		}
	}
	if s.Count != (16+4+1)*12*2 {
		t.Errorf("count %d", s.Count)
	}
}

func TestHIPTextureObject(t *testing.T) {
	s, err := Parse("tex:acube:u8x2:8x2:linear,wrap,norm,levels=3,miplinear,bias=0.5:zero")
	if err != nil {
		t.Fatal(err)
	}
	b, err := s.HIPTextureObject(0x1234_5600)
	if err != nil {
		t.Fatal(err)
	}
	w := make([]uint32, len(b)/4)
	for i := range w {
		w[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	r := amdimg.DecodeResource(w[:8])
	want := amdimg.Resource{Base: 0x1234_5600, Format: amdimg.Fmt8_8Unorm, Width: 8, Height: 8, Depth: 2, Type: amdimg.TypeCube,
		DstSel: [4]int{amdimg.SelX, amdimg.SelY, amdimg.Sel0, amdimg.Sel0}, LastLevel: 2}
	if r != want {
		t.Errorf("resource %+v, want %+v", r, want)
	}
	sm := amdimg.DecodeSampler(w[amdimg.SamplerOffset : amdimg.SamplerOffset+4])
	// Cube maps clamp to the face whatever the address mode.
	if sm.Clamp != [3]int{amdimg.ClampLastTexel, amdimg.ClampLastTexel, amdimg.ClampLastTexel} || sm.Unnormalized ||
		sm.MagFilter != amdimg.FilterBilinear || sm.MipFilter != amdimg.MipFilterLinear || sm.LodBias != 0.5 || sm.MaxLod != 2 {
		t.Errorf("sampler %+v", sm)
	}
	// Unnormalised coordinates: wrap becomes clamp, as CUDA does.
	s, _ = Parse("tex:2d:s32x4:4x4:wrap,int:zero")
	b, _ = s.HIPTextureObject(0x100)
	sm = amdimg.DecodeSampler([]uint32{binary.LittleEndian.Uint32(b[48:]), binary.LittleEndian.Uint32(b[52:]), binary.LittleEndian.Uint32(b[56:]), binary.LittleEndian.Uint32(b[60:])})
	if !sm.Unnormalized || sm.Clamp[0] != amdimg.ClampLastTexel {
		t.Errorf("unnormalised sampler %+v", sm)
	}
	if _, err := Parse("surf:2d:u8:4x4:zero"); err == nil {
		s, _ := Parse("surf:2d:u8:4x4:zero")
		if _, err := s.HIPTextureObject(0x100); err == nil {
			t.Error("a surface made a texture object")
		}
	}
}
