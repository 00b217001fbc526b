package argspec

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ptxamd/ptxamd/internal/tensormap"
)

// TensorMap describes a tensor-map argument (a CUtensorMap), built on the
// host from cuTensorMapEncodeTiled- or cuTensorMapEncodeIm2col-style
// parameters over the device buffer of another argument:
//
//	tmap:tile:TYPE:@ARG:dims=D0,D1,...:strides=S1,...:box=B0,B1,...[:OPT...]
//	tmap:im2col:TYPE:@ARG:dims=...:strides=...:lower=L...:upper=U...:channels=C:pixels=P[:OPT...]
//
// TYPE is a CUtensorMapDataType (u8 u16 u32 s32 u64 s64 f16 f32 f64 bf16
// f32.ftz tf32 tf32.ftz); @ARG the index of the buffer argument whose
// device address is the map's global address; dims the global dimensions,
// innermost first; strides the byte strides of dimensions 1..rank-1; box
// the tile mode's box; lower and upper the im2col bounding-box corners (W
// first, rank-2 values each); channels and pixels im2col's channels per
// pixel and pixels per column. Options: estr=E0,... (element strides,
// default 1), swizzle=none|32|64|128, fill=zero|nan, l2=none|64|128|256,
// interleave=none|16|32, and global (pass a pointer to a copy of the map in
// global memory instead of the 128 bytes by value, for a .u64 parameter).
//
// ptxamd encodes the map in its own layout (package tensormap); the
// recorder encodes it with the CUDA driver's own functions.
type TensorMap struct {
	Map    tensormap.Map
	Ref    int  // the buffer argument holding the tensor
	Global bool // passed as a pointer to a global copy
	text   string
}

func parseTensorMap(rest string) (Spec, string) {
	parts := strings.Split(rest, ":")
	if len(parts) < 4 {
		return Spec{}, "want tmap:tile|im2col:TYPE:@ARG:dims=...:strides=...:..."
	}
	tm := &TensorMap{text: "tmap:" + rest}
	m := &tm.Map
	switch parts[0] {
	case "tile":
	case "im2col":
		m.Im2col = true
	default:
		return Spec{}, fmt.Sprintf("tensor-map mode %q (want tile or im2col)", parts[0])
	}
	dt, err := tensormap.ParseDataType(parts[1])
	if err != nil {
		return Spec{}, err.Error()
	}
	m.Type = dt
	ref, ok := strings.CutPrefix(parts[2], "@")
	n, err := strconv.Atoi(ref)
	if !ok || err != nil || n < 0 {
		return Spec{}, fmt.Sprintf("%q: want @ARG, the index of the tensor's buffer argument", parts[2])
	}
	tm.Ref = n
	seen := map[string]bool{}
	for _, p := range parts[3:] {
		key, val, _ := strings.Cut(p, "=")
		if seen[key] {
			return Spec{}, fmt.Sprintf("%s given twice", key)
		}
		seen[key] = true
		var msg string
		switch key {
		case "dims":
			m.Dims, msg = uintList[uint64](key, val, 64)
		case "strides":
			if val == "" || val == "-" {
				m.Strides = []uint64{}
				break
			}
			m.Strides, msg = uintList[uint64](key, val, 64)
		case "box":
			m.Box, msg = uintList[uint32](key, val, 32)
		case "estr":
			m.ElemStrides, msg = uintList[uint32](key, val, 32)
		case "lower", "upper":
			var v []int32
			for _, f := range strings.Split(val, ",") {
				x, err := strconv.ParseInt(f, 10, 32)
				if err != nil {
					return Spec{}, fmt.Sprintf("%s: %q is not a number", key, f)
				}
				v = append(v, int32(x))
			}
			if key == "lower" {
				m.Lower = v
			} else {
				m.Upper = v
			}
		case "channels", "pixels":
			var v []uint32
			if v, msg = uintList[uint32](key, val, 32); msg == "" && len(v) != 1 {
				msg = key + " takes one number"
			}
			if msg == "" {
				if key == "channels" {
					m.Channels = v[0]
				} else {
					m.Pixels = v[0]
				}
			}
		case "swizzle":
			x, ok := map[string]uint32{"none": tensormap.SwizzleNone, "32": tensormap.Swizzle32B, "64": tensormap.Swizzle64B, "128": tensormap.Swizzle128B}[val]
			if !ok {
				return Spec{}, fmt.Sprintf("swizzle %q (want none, 32, 64 or 128)", val)
			}
			m.Swizzle = x
		case "fill":
			x, ok := map[string]uint32{"zero": tensormap.FillNone, "nan": tensormap.FillNaN}[val]
			if !ok {
				return Spec{}, fmt.Sprintf("fill %q (want zero or nan)", val)
			}
			m.Fill = x
		case "l2":
			x, ok := map[string]uint32{"none": 0, "64": 1, "128": 2, "256": 3}[val]
			if !ok {
				return Spec{}, fmt.Sprintf("l2 %q (want none, 64, 128 or 256)", val)
			}
			m.L2 = x
		case "interleave":
			x, ok := map[string]uint32{"none": tensormap.InterleaveNone, "16": tensormap.Interleave16B, "32": tensormap.Interleave32B}[val]
			if !ok {
				return Spec{}, fmt.Sprintf("interleave %q (want none, 16 or 32)", val)
			}
			m.Interleave = x
		case "global":
			if val != "" {
				return Spec{}, "global takes no value"
			}
			tm.Global = true
		default:
			return Spec{}, fmt.Sprintf("unknown tensor-map field %q (want dims, strides, box, estr, lower, upper, channels, pixels, swizzle, fill, l2, interleave, global)", key)
		}
		if msg != "" {
			return Spec{}, msg
		}
	}
	if m.Dims == nil || m.Strides == nil {
		return Spec{}, "a tensor map needs dims= and strides= (strides=- for rank 1)"
	}
	if m.Im2col && (m.Box != nil) || !m.Im2col && (m.Lower != nil || m.Upper != nil || m.Channels != 0 || m.Pixels != 0) {
		return Spec{}, "box= is for tile maps; lower=, upper=, channels= and pixels= for im2col maps"
	}
	// The address is checked at launch; 0 stands for any aligned one.
	if err := m.Check(0); err != nil {
		return Spec{}, err.Error()
	}
	return Spec{Kind: TensorMapArg, TMap: tm}, ""
}

func uintList[T uint32 | uint64](key, val string, bits int) ([]T, string) {
	var out []T
	for _, f := range strings.Split(val, ",") {
		x, err := strconv.ParseUint(f, 10, bits)
		if err != nil {
			return nil, fmt.Sprintf("%s: %q is not a %d-bit unsigned number", key, f, bits)
		}
		out = append(out, T(x))
	}
	return out, ""
}

// Encode returns the map's 128 bytes in ptxamd's layout for the tensor at
// device address addr.
func (tm *TensorMap) Encode(addr uint64) ([]byte, error) { return tm.Map.Encode(addr) }

// CheckRef checks that the map's @ARG names a buffer of specs.
func (tm *TensorMap) CheckRef(specs []Spec) error {
	if tm.Ref >= len(specs) || specs[tm.Ref].Kind != Buffer {
		return fmt.Errorf("%s: argument %d is not a buffer", tm.text, tm.Ref)
	}
	return nil
}
