package ptxamd

import (
	"fmt"

	"github.com/ptxamd/ptxamd/internal/tensormap"
)

// TensorMap describes a tensor map (CUDA's CUtensorMap, the descriptor
// that sm_90's cp.async.bulk.tensor reads) as cuTensorMapEncodeTiled (Im2col
// false) or cuTensorMapEncodeIm2col (Im2col true) takes it. Encode makes
// the 128 bytes that translated kernels read, in ptxamd's own layout
// (NVIDIA's is undocumented; see RATIONALE.md, "TMA on the host"): pass
// them as the argument of a `.param .align 64 .b8 [128]` parameter, or
// write them to a Buffer for a pointer parameter.
type TensorMap struct {
	Im2col bool
	// Type is the element type: u8 u16 u32 s32 u64 s64 f16 f32 f64 bf16
	// f32.ftz tf32 tf32.ftz.
	Type string
	// Dims are the global dimensions, innermost first; Strides the byte
	// strides of dimensions 1..len(Dims)-1 (multiples of 16).
	Dims    []uint64
	Strides []uint64
	// Box is the tile mode's box, in elements.
	Box []uint32
	// Lower and Upper are im2col mode's bounding-box corners (W first,
	// len(Dims)-2 each); Channels and Pixels its channels per pixel and
	// pixels per column.
	Lower, Upper     []int32
	Channels, Pixels uint32
	// ElemStrides are the traversal strides (nil: all 1).
	ElemStrides []uint32
	// Swizzle is 0 (none), 32, 64 or 128 bytes.
	Swizzle int
	// NaNFill fills out-of-bound elements with NaN instead of zeros
	// (floating-point types).
	NaNFill bool
}

// Encode checks m as the driver API does and returns its 128 bytes for
// the tensor at the start of buf.
func (m TensorMap) Encode(buf *Buffer) ([]byte, error) {
	if buf == nil {
		return nil, fmt.Errorf("tensor map: no buffer")
	}
	dt, err := tensormap.ParseDataType(m.Type)
	if err != nil {
		return nil, err
	}
	swz := map[int]uint32{0: tensormap.SwizzleNone, 32: tensormap.Swizzle32B, 64: tensormap.Swizzle64B, 128: tensormap.Swizzle128B}
	s, ok := swz[m.Swizzle]
	if !ok {
		return nil, fmt.Errorf("tensor map: swizzle %d (want 0, 32, 64 or 128)", m.Swizzle)
	}
	tm := tensormap.Map{Im2col: m.Im2col, Type: dt, Dims: m.Dims, Strides: m.Strides, Box: m.Box, Lower: m.Lower, Upper: m.Upper,
		Channels: m.Channels, Pixels: m.Pixels, ElemStrides: m.ElemStrides, Swizzle: s}
	if tm.Strides == nil {
		tm.Strides = []uint64{}
	}
	if m.NaNFill {
		tm.Fill = tensormap.FillNaN
	}
	return tm.Encode(uint64(buf.ptr))
}
