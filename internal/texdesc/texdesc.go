// Package texdesc defines ptxamd's texture and surface objects: what a
// 64-bit texture or surface handle (PTX's unified mode, `.u64` kernel
// parameters and `.texref`/`.surfref` variables) points to on an AMD GPU
// and on the emulator.
//
// AMD's HIP texture objects are opaque to the code a translator emits, so
// a handle is the device address of an 80-byte descriptor of our own, in
// global memory, that the translated code reads and samples in software
// (package amdgpu, lower_tex.go). Every field is little-endian:
//
//	offset size field
//	0      4    Kind: KindTexture or KindSurface (istypep reads it)
//	4      4    Geom: Geom1D, Geom2D, Geom3D, GeomA1D, GeomA2D, GeomLinear
//	8      8    Data: device address of texel (0, 0, 0) of layer 0
//	16     4    Width in texels
//	20     4    Height (1 for 1D)
//	24     4    Depth (1 unless 3D)
//	28     4    Layers (1 unless an array)
//	32     4    RowPitch: bytes from one row to the next
//	36     4    SlicePitch: bytes from one depth slice to the next
//	40     4    LayerPitch: bytes from one layer to the next
//	44     4    Format: FmtU8 ... FmtF32, the channel type
//	48     4    Channels: 1, 2 or 4
//	52     4    Flags: FlagLinear, FlagNormCoords, FlagReadInt
//	56     4    Address modes: byte d is dimension d's AddrWrap ... AddrBorder
//	60     4    TexelSize: Channels times the channel size in bytes
//	64     16   Border colour: four f32 (returned for AddrBorder)
//	80     4    Levels: mipmap levels (1 without mipmaps)
//	84     4    MipFlags: MipLinear (linear filtering between levels)
//	88     4    LodBias: f32 added to every level of detail
//	92     4    MinLod, 96 MaxLod: f32 clamps of the level of detail
//	100    4    reserved (0)
//	104    4*17 LevelOffset[l]: bytes from Data to level l's texel (0, 0, 0)
//
// Texels are stored densely: row i of slice k of layer l starts at
// Data + l*LayerPitch + k*SlicePitch + i*RowPitch, channels in order.
// Level l of a mipmapped texture has the extents max(1, Width>>l),
// max(1, Height>>l) (1D: 1), max(1, Depth>>l) and every layer, stored
// densely from Data + LevelOffset[l]; the pitch fields describe level 0.
//
// A cube map (GeomCube) is a 2D array of six square faces in the order
// +x, -x, +y, -y, +z, -z; a cube-map array (GeomACube) has 6*L layers,
// cube c's face f at layer 6*c+f (CUDA's layout).
package texdesc

import (
	"encoding/binary"
	"math"
)

// Size is the descriptor's size in bytes.
const Size = 176

// MaxLevels is the most mipmap levels a descriptor holds (65536 texels
// wide has 17).
const MaxLevels = 17

// Field offsets.
const (
	OffKind       = 0
	OffGeom       = 4
	OffData       = 8
	OffWidth      = 16
	OffHeight     = 20
	OffDepth      = 24
	OffLayers     = 28
	OffRowPitch   = 32
	OffSlicePitch = 36
	OffLayerPitch = 40
	OffFormat     = 44
	OffChannels   = 48
	OffFlags      = 52
	OffAddr       = 56
	OffTexelSize  = 60
	OffBorder     = 64
	OffLevels     = 80
	OffMipFlags   = 84
	OffLodBias    = 88
	OffMinLod     = 92
	OffMaxLod     = 96
	OffLevelOff   = 104
)

// Kinds.
const (
	KindTexture = 0x54585450 // "PTXT"
	KindSurface = 0x53585450 // "PTXS"
)

// Geometries.
const (
	Geom1D     = 1
	Geom2D     = 2
	Geom3D     = 3
	GeomA1D    = 0x11
	GeomA2D    = 0x12
	GeomCube   = 0x04 // six faces of a square 2D texture, Layers 6
	GeomACube  = 0x14 // Layers 6*L
	GeomLinear = 0x21 // a 1D texture over linear memory (tex1Dfetch)
)

// Channel formats.
const (
	FmtU8 = iota
	FmtS8
	FmtU16
	FmtS16
	FmtU32
	FmtS32
	FmtF16
	FmtF32
)

// Flags.
const (
	FlagLinear     = 1 << 0 // linear filtering (else point)
	FlagNormCoords = 1 << 1 // coordinates in [0, 1)
	FlagReadInt    = 1 << 2 // integer formats read as integers (else as normalised floats)
)

// Mipmap flags.
const (
	MipLinear = 1 << 0 // linear filtering between two levels (else the nearest level)
)

// Address modes.
const (
	AddrWrap   = 0
	AddrClamp  = 1
	AddrMirror = 2
	AddrBorder = 3
)

// FormatSize is the size in bytes of one channel of format f.
func FormatSize(f int) int {
	switch f {
	case FmtU8, FmtS8:
		return 1
	case FmtU16, FmtS16, FmtF16:
		return 2
	}
	return 4
}

// Desc is a descriptor's content.
type Desc struct {
	Kind, Geom              uint32
	Data                    uint64
	Width, Height, Depth    uint32
	Layers                  uint32
	Format, Channels, Flags uint32
	Addr                    [3]uint8
	Border                  [4]float32
	// Mipmaps: Levels (0 or 1 for none), MipFlags, the bias and clamps
	// of the level of detail.
	Levels, MipFlags        uint32
	LodBias, MinLod, MaxLod float32
}

// LevelExtents are the width, height and depth of level l of a texture
// with level-0 extents w, h, d (1 for a dimension it lacks).
func LevelExtents(w, h, d uint32, l int) (uint32, uint32, uint32) {
	sh := func(x uint32) uint32 { return max(x>>l, 1) }
	return sh(w), sh(h), sh(d)
}

// LevelBytes is the size in bytes of level l of d, all layers.
func (d Desc) LevelBytes(l int) int {
	w, h, dep := LevelExtents(d.Width, max(d.Height, 1), max(d.Depth, 1), l)
	return int(w*h*dep) * int(max(d.Layers, 1)) * int(d.Channels) * FormatSize(int(d.Format))
}

// Encode lays d out as Size bytes, computing the pitches of dense storage.
func (d Desc) Encode() []byte {
	b := make([]byte, Size)
	le := binary.LittleEndian
	texel := d.Channels * uint32(FormatSize(int(d.Format)))
	h, dep, l := max(d.Height, 1), max(d.Depth, 1), max(d.Layers, 1)
	row := d.Width * texel
	le.PutUint32(b[OffKind:], d.Kind)
	le.PutUint32(b[OffGeom:], d.Geom)
	le.PutUint64(b[OffData:], d.Data)
	le.PutUint32(b[OffWidth:], d.Width)
	le.PutUint32(b[OffHeight:], h)
	le.PutUint32(b[OffDepth:], dep)
	le.PutUint32(b[OffLayers:], l)
	le.PutUint32(b[OffRowPitch:], row)
	le.PutUint32(b[OffSlicePitch:], row*h)
	le.PutUint32(b[OffLayerPitch:], row*h*dep)
	le.PutUint32(b[OffFormat:], d.Format)
	le.PutUint32(b[OffChannels:], d.Channels)
	le.PutUint32(b[OffFlags:], d.Flags)
	b[OffAddr], b[OffAddr+1], b[OffAddr+2] = d.Addr[0], d.Addr[1], d.Addr[2]
	le.PutUint32(b[OffTexelSize:], texel)
	for i, c := range d.Border {
		le.PutUint32(b[OffBorder+4*i:], math.Float32bits(c))
	}
	levels := max(d.Levels, 1)
	le.PutUint32(b[OffLevels:], levels)
	le.PutUint32(b[OffMipFlags:], d.MipFlags)
	le.PutUint32(b[OffLodBias:], math.Float32bits(d.LodBias))
	le.PutUint32(b[OffMinLod:], math.Float32bits(d.MinLod))
	le.PutUint32(b[OffMaxLod:], math.Float32bits(d.MaxLod))
	off := 0
	for l := 0; l < int(levels) && l < MaxLevels; l++ {
		le.PutUint32(b[OffLevelOff+4*l:], uint32(off))
		off += d.LevelBytes(l)
	}
	return b
}
