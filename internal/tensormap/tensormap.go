// Package tensormap defines ptxamd's tensor maps (CUtensorMap, the TMA
// descriptors of sm_90) and encodes them on the host, from the parameters
// of the CUDA driver API's cuTensorMapEncodeTiled and
// cuTensorMapEncodeIm2col.
//
// NVIDIA's 128-byte encoding is not documented, so ptxamd has its own,
// written by tensormap.replace and by this package and read by the tensor
// copies (package amdgpu, lower_tma.go). Every field is little-endian; an
// element stride of zero means 1:
//
//	offset size  field
//	0x00   8     global address
//	0x08   4x5   global dimensions, in elements
//	0x1c   4     mode: ModeTile (0) or ModeIm2col (1)
//	0x20   8x4   global strides of dimensions 1..4, in bytes
//	0x40   4x5   tile mode: box dimensions, in elements
//	0x40   4     im2col mode: channels per pixel
//	0x44   4     im2col mode: pixels per column
//	0x48   2x3   im2col mode: bounding-box lower corner (W, H, D), signed
//	0x4e   2x3   im2col mode: bounding-box upper corner (W, H, D), signed
//	0x54   4x5   element (traversal) strides
//	0x68   4     rank - 1
//	0x6c   4     element type, as tensormap.replace.elemtype codes it
//	             (0 u8, 1 u16, 2 u32, 3 s32, 4 u64, 5 s64, 6 f16, 7 f32,
//	             8 f32.ftz, 9 f64, 10 bf16, 11 tf32, 12 tf32.ftz)
//	0x70   4     interleave layout (0 only)
//	0x74   4     swizzle mode (0 none, 1 32B, 2 64B, 3 128B)
//	0x78   4     out-of-bound fill (0 zeros, 1 NaN)
//	0x7c   4     swizzle atomicity (no effect)
//
// The L2 promotion of the driver API is a cache hint and is not stored.
// tensormap.replace writes only tile-mode fields, so a map a kernel builds
// from zeroed bytes is in tile mode.
package tensormap

import (
	"encoding/binary"
	"fmt"
)

// Size is a tensor map's size in bytes; maps are 64-byte aligned.
const Size = 128

// Field offsets.
const (
	OffAddr        = 0x00
	OffDims        = 0x08
	OffMode        = 0x1c
	OffStrides     = 0x20
	OffBox         = 0x40
	OffChannels    = 0x40
	OffPixels      = 0x44
	OffLower       = 0x48
	OffUpper       = 0x4e
	OffElemStrides = 0x54
	OffRank        = 0x68
	OffElemType    = 0x6c
	OffInterleave  = 0x70
	OffSwizzle     = 0x74
	OffFill        = 0x78
	OffAtomicity   = 0x7c
)

// Modes.
const (
	ModeTile   = 0
	ModeIm2col = 1
)

// DataType is the driver API's CUtensorMapDataType.
type DataType uint32

// The data types, with the driver API's values.
const (
	U8 DataType = iota
	U16
	U32
	S32
	U64
	S64
	F16
	F32
	F64
	BF16
	F32FTZ
	TF32
	TF32FTZ
)

var dataTypes = [...]struct {
	name string
	size int
	code uint32 // tensormap.replace.elemtype
}{
	U8: {"u8", 1, 0}, U16: {"u16", 2, 1}, U32: {"u32", 4, 2}, S32: {"s32", 4, 3},
	U64: {"u64", 8, 4}, S64: {"s64", 8, 5}, F16: {"f16", 2, 6}, F32: {"f32", 4, 7},
	F64: {"f64", 8, 9}, BF16: {"bf16", 2, 10}, F32FTZ: {"f32.ftz", 4, 8},
	TF32: {"tf32", 4, 11}, TF32FTZ: {"tf32.ftz", 4, 12},
}

// ParseDataType reads a data type's name ("f16", "tf32.ftz").
func ParseDataType(s string) (DataType, error) {
	for i, d := range dataTypes {
		if d.name == s {
			return DataType(i), nil
		}
	}
	return 0, fmt.Errorf("unknown tensor-map data type %q (want u8 u16 u32 s32 u64 s64 f16 f32 f64 bf16 f32.ftz tf32 tf32.ftz)", s)
}

func (t DataType) valid() bool { return int(t) < len(dataTypes) }

func (t DataType) String() string {
	if t.valid() {
		return dataTypes[t].name
	}
	return fmt.Sprintf("DataType(%d)", uint32(t))
}

// Size is the element size in bytes.
func (t DataType) Size() int { return dataTypes[t].size }

// Code is the element type as ptxamd's map stores it
// (tensormap.replace.elemtype's code).
func (t DataType) Code() uint32 { return dataTypes[t].code }

// IsFloat reports whether t is a floating-point type (NaN fill allowed).
func (t DataType) IsFloat() bool { return t >= F16 }

// The driver API's enumerations that a map takes.
const (
	InterleaveNone = 0
	Interleave16B  = 1
	Interleave32B  = 2

	SwizzleNone = 0
	Swizzle32B  = 1
	Swizzle64B  = 2
	Swizzle128B = 3

	FillNone = 0 // out-of-bound elements read as zeros
	FillNaN  = 1 // CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA

	L2None = 0
	L2256B = 3
)

// Map is a tensor map's parameters, as cuTensorMapEncodeTiled (Im2col
// false) or cuTensorMapEncodeIm2col (Im2col true) take them.
type Map struct {
	Im2col bool
	Type   DataType
	// Dims are the global dimensions, innermost first (len = rank).
	Dims []uint64
	// Strides are the global strides of dimensions 1..rank-1, in bytes.
	Strides []uint64
	// Box is the tile mode's box (len = rank).
	Box []uint32
	// Lower and Upper are im2col mode's bounding-box corners, W first
	// (len = rank - 2).
	Lower, Upper []int32
	// Channels and Pixels are im2col mode's channels per pixel and pixels
	// per column.
	Channels, Pixels uint32
	// ElemStrides are the traversal strides (len = rank; nil: all 1).
	ElemStrides []uint32
	Interleave  uint32
	Swizzle     uint32
	L2          uint32
	Fill        uint32
}

// Rank is the number of dimensions.
func (m *Map) Rank() int { return len(m.Dims) }

// Check applies the driver API's documented rules for a map of the global
// address addr, with the reason of the first broken one.
func (m *Map) Check(addr uint64) error {
	r := m.Rank()
	fn := "cuTensorMapEncodeTiled"
	if m.Im2col {
		fn = "cuTensorMapEncodeIm2col"
	}
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%s: %s", fn, fmt.Sprintf(format, a...))
	}
	if !m.Type.valid() {
		return bad("data type %d is not a CUtensorMapDataType", uint32(m.Type))
	}
	esz := uint64(m.Type.Size())
	switch {
	case m.Im2col && (r < 3 || r > 5):
		return bad("rank %d: an im2col map has 3 to 5 dimensions", r)
	case r < 1 || r > 5:
		return bad("rank %d: a tensor map has 1 to 5 dimensions", r)
	case len(m.Strides) != r-1:
		return bad("%d global strides for rank %d (want %d: dimensions 1..%d)", len(m.Strides), r, r-1, r-1)
	case m.ElemStrides != nil && len(m.ElemStrides) != r:
		return bad("%d element strides for rank %d", len(m.ElemStrides), r)
	}
	if m.Interleave != InterleaveNone {
		return bad("interleave %d: ptxamd's tensor copies support CU_TENSOR_MAP_INTERLEAVE_NONE only", m.Interleave)
	}
	if addr%16 != 0 {
		return bad("global address %#x is not 16-byte aligned", addr)
	}
	for i, d := range m.Dims {
		if d == 0 || d > 1<<32 {
			return bad("global dimension %d is %d (want 1 to 2^32)", i, d)
		}
	}
	for i, s := range m.Strides {
		if s%16 != 0 || s >= 1<<40 {
			return bad("global stride %d is %d bytes (want a multiple of 16 below 2^40)", i+1, s)
		}
	}
	for i, e := range m.ElemStrides {
		if e < 1 || e > 8 {
			return bad("element stride %d is %d (want 1 to 8)", i, e)
		}
	}
	if m.Swizzle > Swizzle128B {
		return bad("swizzle %d: sm_90 has none, 32B, 64B and 128B swizzles", m.Swizzle)
	}
	if m.L2 > L2256B {
		return bad("L2 promotion %d is not a CUtensorMapL2promotion", m.L2)
	}
	switch m.Fill {
	case FillNone:
	case FillNaN:
		if !m.Type.IsFloat() {
			return bad("NaN fill needs a floating-point data type, not %s", m.Type)
		}
	default:
		return bad("out-of-bound fill %d is not a CUtensorMapFloatOOBfill", m.Fill)
	}
	var inner uint64 // bytes of the innermost dimension of the box
	if m.Im2col {
		if len(m.Lower) != r-2 || len(m.Upper) != r-2 {
			return bad("%d lower and %d upper corner values for rank %d (want %d each)", len(m.Lower), len(m.Upper), r, r-2)
		}
		lim := map[int]int32{3: 1 << 15, 4: 1 << 7, 5: 1 << 4}[r]
		for i := range m.Lower {
			for _, v := range []int32{m.Lower[i], m.Upper[i]} {
				if v < -lim || v >= lim {
					return bad("bounding-box corner %d in a rank-%d map (want %d to %d)", v, r, -lim, lim-1)
				}
			}
		}
		if m.Channels < 1 || m.Channels > 256 {
			return bad("channels per pixel %d (want 1 to 256)", m.Channels)
		}
		if m.Pixels < 1 || m.Pixels > 1024 {
			return bad("pixels per column %d (want 1 to 1024)", m.Pixels)
		}
		inner = uint64(m.Channels) * esz
	} else {
		if len(m.Box) != r {
			return bad("%d box dimensions for rank %d", len(m.Box), r)
		}
		for i, b := range m.Box {
			if b < 1 || b > 256 {
				return bad("box dimension %d is %d (want 1 to 256)", i, b)
			}
		}
		inner = uint64(m.Box[0]) * esz
	}
	if inner%16 != 0 {
		return bad("the box's inner dimension is %d bytes, not a multiple of 16", inner)
	}
	if m.Swizzle != SwizzleNone {
		if span := uint64(16) << m.Swizzle; inner > span {
			return bad("the box's inner dimension is %d bytes, more than the %d-byte swizzle span", inner, span)
		}
	}
	return nil
}

// Encode checks m and returns its 128 bytes in ptxamd's layout for the
// global address addr.
func (m *Map) Encode(addr uint64) ([]byte, error) {
	if err := m.Check(addr); err != nil {
		return nil, err
	}
	b := make([]byte, Size)
	le := binary.LittleEndian
	le.PutUint64(b[OffAddr:], addr)
	for i, d := range m.Dims {
		// 2^32 itself does not fit the field; it wraps to 0 as in
		// tensormap.replace.global_dim (which takes a .b32).
		le.PutUint32(b[OffDims+4*i:], uint32(d))
	}
	for i, s := range m.Strides {
		le.PutUint64(b[OffStrides+8*i:], s)
	}
	if m.Im2col {
		le.PutUint32(b[OffMode:], ModeIm2col)
		le.PutUint32(b[OffChannels:], m.Channels)
		le.PutUint32(b[OffPixels:], m.Pixels)
		for i := range m.Lower {
			le.PutUint16(b[OffLower+2*i:], uint16(int16(m.Lower[i])))
			le.PutUint16(b[OffUpper+2*i:], uint16(int16(m.Upper[i])))
		}
	} else {
		for i, x := range m.Box {
			le.PutUint32(b[OffBox+4*i:], x)
		}
	}
	for i := 0; i < m.Rank(); i++ {
		e := uint32(1)
		if m.ElemStrides != nil {
			e = m.ElemStrides[i]
		}
		le.PutUint32(b[OffElemStrides+4*i:], e)
	}
	le.PutUint32(b[OffRank:], uint32(m.Rank()-1))
	le.PutUint32(b[OffElemType:], m.Type.Code())
	le.PutUint32(b[OffInterleave:], m.Interleave)
	le.PutUint32(b[OffSwizzle:], m.Swizzle)
	le.PutUint32(b[OffFill:], m.Fill)
	return b, nil
}
