// Package amdimg encodes and decodes AMD image resource descriptors (T#,
// 8 dwords) and sampler descriptors (S#, 4 dwords) in the GFX10.3 layout
// (RDNA2 ISA guide, "Image Resource" and "Image Sampler"; the field
// positions also stand in Mesa's register tables, SQ_IMG_RSRC_WORD0-7 and
// SQ_IMG_SAMP_WORD0-3), and lays out HIP's texture object: a
// hipTextureObject_t is the address of 20 dwords, the image object (the
// T# and 4 dwords HIP keeps for queries, HIP_IMAGE_OBJECT_SIZE_DWORD = 12)
// and then the sampler object at dword 12 (the S# and 4 reserved dwords,
// HIP_SAMPLER_OBJECT_SIZE_DWORD = 8).
//
// ptxamd uses it for --tex=image: the runtime builds such objects for
// `tex:` arguments on the emulator, and the emulator decodes them to
// execute llvm.amdgcn.image.* calls. On a real GPU hipCreateTextureObject
// makes them, in the layout of the GPU's own generation; the translated
// code only passes them to the image instructions. Only what ptxamd
// needs is covered: linear (untiled) storage, dense rows, the formats of
// argspec images, the clamp and filter modes CUDA has.
package amdimg

import (
	"encoding/binary"
	"fmt"
	"math"
)

// Texture object layout (dwords).
const (
	ImageDwords    = 12 // HIP_IMAGE_OBJECT_SIZE_DWORD
	SamplerOffset  = 12 // HIP_SAMPLER_OBJECT_OFFSET_DWORD
	SamplerDwords  = 8  // HIP_SAMPLER_OBJECT_SIZE_DWORD
	TextureObjSize = 4 * (ImageDwords + SamplerDwords)
)

// Resource types (T# word 3 TYPE, SQ_RSRC_IMG_*).
const (
	Type1D      = 8
	Type2D      = 9
	Type3D      = 10
	TypeCube    = 11
	Type1DArray = 12
	Type2DArray = 13
)

// Image formats (T# word 1 FORMAT, GFX10 IMG_FORMAT_*).
const (
	Fmt8Unorm       = 1
	Fmt8Snorm       = 2
	Fmt8Uint        = 5
	Fmt8Sint        = 6
	Fmt16Unorm      = 7
	Fmt16Snorm      = 8
	Fmt16Uint       = 11
	Fmt16Sint       = 12
	Fmt16Float      = 13
	Fmt8_8Unorm     = 14
	Fmt8_8Snorm     = 15
	Fmt8_8Uint      = 18
	Fmt8_8Sint      = 19
	Fmt32Uint       = 20
	Fmt32Sint       = 21
	Fmt32Float      = 22
	Fmt16_16Unorm   = 23
	Fmt16_16Snorm   = 24
	Fmt16_16Uint    = 27
	Fmt16_16Sint    = 28
	Fmt16_16Float   = 29
	Fmt8_8_8_8Unorm = 56
	Fmt8_8_8_8Snorm = 57
	Fmt8_8_8_8Uint  = 60
	Fmt8_8_8_8Sint  = 61
	Fmt32_32Uint    = 62
	Fmt32_32Sint    = 63
	Fmt32_32Float   = 64
	Fmt16x4Unorm    = 65
	Fmt16x4Snorm    = 66
	Fmt16x4Uint     = 69
	Fmt16x4Sint     = 70
	Fmt16x4Float    = 71
	Fmt32x4Uint     = 75
	Fmt32x4Sint     = 76
	Fmt32x4Float    = 77
)

// Channel kinds of a format.
const (
	KindUnorm = iota
	KindSnorm
	KindUint
	KindSint
	KindFloat
)

// FormatInfo is what a format stores: Channels channels of Bits bits each,
// read as Kind.
type FormatInfo struct{ Channels, Bits, Kind int }

var formats = map[int]FormatInfo{
	Fmt8Unorm: {1, 8, KindUnorm}, Fmt8Snorm: {1, 8, KindSnorm}, Fmt8Uint: {1, 8, KindUint}, Fmt8Sint: {1, 8, KindSint},
	Fmt16Unorm: {1, 16, KindUnorm}, Fmt16Snorm: {1, 16, KindSnorm}, Fmt16Uint: {1, 16, KindUint}, Fmt16Sint: {1, 16, KindSint}, Fmt16Float: {1, 16, KindFloat},
	Fmt8_8Unorm: {2, 8, KindUnorm}, Fmt8_8Snorm: {2, 8, KindSnorm}, Fmt8_8Uint: {2, 8, KindUint}, Fmt8_8Sint: {2, 8, KindSint},
	Fmt32Uint: {1, 32, KindUint}, Fmt32Sint: {1, 32, KindSint}, Fmt32Float: {1, 32, KindFloat},
	Fmt16_16Unorm: {2, 16, KindUnorm}, Fmt16_16Snorm: {2, 16, KindSnorm}, Fmt16_16Uint: {2, 16, KindUint}, Fmt16_16Sint: {2, 16, KindSint}, Fmt16_16Float: {2, 16, KindFloat},
	Fmt8_8_8_8Unorm: {4, 8, KindUnorm}, Fmt8_8_8_8Snorm: {4, 8, KindSnorm}, Fmt8_8_8_8Uint: {4, 8, KindUint}, Fmt8_8_8_8Sint: {4, 8, KindSint},
	Fmt32_32Uint: {2, 32, KindUint}, Fmt32_32Sint: {2, 32, KindSint}, Fmt32_32Float: {2, 32, KindFloat},
	Fmt16x4Unorm: {4, 16, KindUnorm}, Fmt16x4Snorm: {4, 16, KindSnorm}, Fmt16x4Uint: {4, 16, KindUint}, Fmt16x4Sint: {4, 16, KindSint}, Fmt16x4Float: {4, 16, KindFloat},
	Fmt32x4Uint: {4, 32, KindUint}, Fmt32x4Sint: {4, 32, KindSint}, Fmt32x4Float: {4, 32, KindFloat},
}

// Format returns the format's layout, or false for one this package does
// not cover.
func Format(f int) (FormatInfo, bool) { fi, ok := formats[f]; return fi, ok }

// FormatOf is the format of channels channels of bits bits read as kind.
func FormatOf(channels, bits, kind int) (int, bool) {
	for f, fi := range formats {
		if fi == (FormatInfo{channels, bits, kind}) {
			return f, true
		}
	}
	return 0, false
}

// Destination selects (T# DST_SEL_*).
const (
	Sel0 = 0
	Sel1 = 1
	SelX = 4
	SelY = 5
	SelZ = 6
	SelW = 7
)

// Clamp modes (S# CLAMP_*, SQ_TEX_CLAMP).
const (
	ClampWrap       = 0
	ClampMirror     = 1
	ClampLastTexel  = 2
	ClampBorder     = 6
	FilterPoint     = 0
	FilterBilinear  = 1
	MipFilterNone   = 0
	MipFilterPoint  = 1
	MipFilterLinear = 2
)

// Resource is a decoded T#.
type Resource struct {
	Base                 uint64 // 256-byte aligned
	Format               int
	Width, Height        int // texels of level 0
	Depth                int // 3D: depth; arrays: last layer index + 1 (cube arrays: cubes)
	Type                 int
	DstSel               [4]int
	BaseLevel, LastLevel int
	SwMode               int // 0: linear
	BaseArray            int
}

// Sampler is a decoded S#.
type Sampler struct {
	Clamp                [3]int
	Unnormalized         bool
	MagFilter, MinFilter int
	MipFilter            int
	MinLod, MaxLod       float32 // u4.8
	LodBias              float32 // s5.8
	BorderType           int     // 0 transparent black, 1 opaque black, 2 opaque white
}

func bitsOf(w uint32, lo, hi uint) uint32 { return w >> lo & (1<<(hi-lo+1) - 1) }

// EncodeResource lays r out as 8 dwords.
func EncodeResource(r Resource) [8]uint32 {
	var d [8]uint32
	w1 := uint32(r.Width - 1)
	d[0] = uint32(r.Base >> 8)
	d[1] = uint32(r.Base>>40)&0xff | uint32(r.Format)&0x1ff<<20 | (w1&3)<<30
	d[2] = w1>>2&0xfff | uint32(r.Height-1)&0x3fff<<14 | 1<<31
	d[3] = uint32(r.DstSel[0]) | uint32(r.DstSel[1])<<3 | uint32(r.DstSel[2])<<6 | uint32(r.DstSel[3])<<9 |
		uint32(r.BaseLevel)&15<<12 | uint32(r.LastLevel)&15<<16 | uint32(r.SwMode)&31<<20 | uint32(r.Type)&15<<28
	d[4] = uint32(r.Depth-1)&0x1fff | uint32(r.BaseArray)&0x1fff<<16
	d[5] = uint32(r.LastLevel) & 15 << 4 // MAX_MIP: the resource's levels - 1
	return d
}

// DecodeResource reads 8 dwords.
func DecodeResource(d []uint32) Resource {
	return Resource{
		Base:      uint64(d[0])<<8 | uint64(bitsOf(d[1], 0, 7))<<40,
		Format:    int(bitsOf(d[1], 20, 28)),
		Width:     int(bitsOf(d[1], 30, 31)|bitsOf(d[2], 0, 11)<<2) + 1,
		Height:    int(bitsOf(d[2], 14, 27)) + 1,
		DstSel:    [4]int{int(bitsOf(d[3], 0, 2)), int(bitsOf(d[3], 3, 5)), int(bitsOf(d[3], 6, 8)), int(bitsOf(d[3], 9, 11))},
		BaseLevel: int(bitsOf(d[3], 12, 15)),
		LastLevel: int(bitsOf(d[3], 16, 19)),
		SwMode:    int(bitsOf(d[3], 20, 24)),
		Type:      int(bitsOf(d[3], 28, 31)),
		Depth:     int(bitsOf(d[4], 0, 12)) + 1,
		BaseArray: int(bitsOf(d[4], 16, 28)),
	}
}

// fixed converts v to unsigned fixed point with 8 fractional bits in n bits.
func fixed(v float32, n uint, signed bool) uint32 {
	x := int64(math.Round(float64(v) * 256))
	if signed {
		lo, hi := -int64(1)<<(n-1), int64(1)<<(n-1)-1
		x = min(max(x, lo), hi)
		return uint32(x) & (1<<n - 1)
	}
	x = min(max(x, 0), 1<<n-1)
	return uint32(x)
}

// EncodeSampler lays s out as 4 dwords.
func EncodeSampler(s Sampler) [4]uint32 {
	var d [4]uint32
	d[0] = uint32(s.Clamp[0]) | uint32(s.Clamp[1])<<3 | uint32(s.Clamp[2])<<6
	if s.Unnormalized {
		d[0] |= 1 << 15
	}
	d[1] = fixed(s.MinLod, 12, false) | fixed(s.MaxLod, 12, false)<<12
	d[2] = fixed(s.LodBias, 14, true) | uint32(s.MagFilter)<<20 | uint32(s.MinFilter)<<22 | uint32(s.MipFilter)<<26
	d[3] = uint32(s.BorderType) << 30
	return d
}

// DecodeSampler reads 4 dwords.
func DecodeSampler(d []uint32) Sampler {
	bias := int32(bitsOf(d[2], 0, 13)<<18) >> 18
	return Sampler{
		Clamp:        [3]int{int(bitsOf(d[0], 0, 2)), int(bitsOf(d[0], 3, 5)), int(bitsOf(d[0], 6, 8))},
		Unnormalized: bitsOf(d[0], 15, 15) != 0,
		MinLod:       float32(bitsOf(d[1], 0, 11)) / 256,
		MaxLod:       float32(bitsOf(d[1], 12, 23)) / 256,
		LodBias:      float32(bias) / 256,
		MagFilter:    int(bitsOf(d[2], 20, 21)),
		MinFilter:    int(bitsOf(d[2], 22, 23)),
		MipFilter:    int(bitsOf(d[2], 26, 27)),
		BorderType:   int(bitsOf(d[3], 30, 31)),
	}
}

// TextureObject is the 80 bytes a hipTextureObject_t points to.
func TextureObject(r Resource, s Sampler) []byte {
	b := make([]byte, TextureObjSize)
	for i, w := range EncodeResource(r) {
		binary.LittleEndian.PutUint32(b[4*i:], w)
	}
	for i, w := range EncodeSampler(s) {
		binary.LittleEndian.PutUint32(b[4*(SamplerOffset+i):], w)
	}
	return b
}

// Layout is where texel (x, y, z/layer) of a level lies in linear storage:
// dense rows, slices and layers, level after level (ptxamd's choice for
// SW_MODE 0 on the emulator; a GPU's own linear layout may pad rows).
type Layout struct {
	TexelBytes int
	Levels     []LevelLayout
}

// LevelLayout is one mipmap level: its extents, its offset from Base and
// its pitches.
type LevelLayout struct {
	Width, Height, Depth, Layers int
	Offset, Row, Slice, Layer    int
}

// LayoutOf is the dense linear layout of r.
func LayoutOf(r Resource) (Layout, error) {
	fi, ok := Format(r.Format)
	if !ok {
		return Layout{}, fmt.Errorf("image format %d is not covered", r.Format)
	}
	if r.SwMode != 0 {
		return Layout{}, fmt.Errorf("image swizzle mode %d (only linear storage, 0, is covered)", r.SwMode)
	}
	l := Layout{TexelBytes: fi.Channels * fi.Bits / 8}
	h, d, layers := r.Height, 1, 1
	switch r.Type {
	case Type1D:
		h = 1
	case Type1DArray:
		h, layers = 1, r.Depth
	case Type3D:
		d = r.Depth
	case Type2DArray:
		layers = r.Depth
	case TypeCube:
		layers = 6 * r.Depth
	case Type2D:
	default:
		return Layout{}, fmt.Errorf("image type %d is not covered", r.Type)
	}
	off := 0
	for lv := 0; lv <= r.LastLevel; lv++ {
		w, hh, dd := max(r.Width>>lv, 1), max(h>>lv, 1), max(d>>lv, 1)
		ll := LevelLayout{Width: w, Height: hh, Depth: dd, Layers: layers, Offset: off, Row: w * l.TexelBytes}
		ll.Slice = ll.Row * hh
		ll.Layer = ll.Slice * dd
		off += ll.Layer * layers
		l.Levels = append(l.Levels, ll)
	}
	return l, nil
}
