// Package argspec parses the kernel-argument specifications shared by
// `ptxamd run` and the conformance cases, and produces the bytes that a
// launch passes or uploads.
//
// A specification is one string per kernel parameter, in parameter order
// (index 0 is the first parameter):
//
//	u32:5  s32:-3  f32:1.5  f32:nan  f32:-inf  f32:-0  f64:1e-310
//	b32:0x7f800001  b64:0xfff0000000000001
//	buf:f32:1024:random:7      a device buffer of 1024 f32
//	buf:u32:256:iota           0, 1, 2, ...
//	buf:u8:64:fill:255         every element 255
//	buf:f16:32:edge            the type's edge values, cycled
//	buf:s32:8:values:1,-2,3    the values, repeated to the count
//	buf:b8:4096:file:in.bin    raw little-endian bytes from a file
//	buf:f32:16:zero
//
// A scalar is passed by value (its little-endian bytes); a buffer is
// allocated on the device, filled with its initial contents and passed as a
// 64-bit pointer. Types: u8 s8 u16 s16 u32 s32 u64 s64 f16 bf16 f32 f64 b8
// b16 b32 b64. Integer values are decimal or 0x hexadecimal; bN values may
// also be negative (two's complement). Float values are decimal or hex
// floats (0x1p-24), nan, -nan, inf, -inf, -0; other bit patterns go through
// the bN types. Float values are rounded to nearest even when the type
// cannot hold them exactly.
//
// Initialisers that generate data are deterministic on every platform: the
// PRNG is splitmix64 (see Random), and `edge` lists are fixed (see Edge).
package argspec

import "fmt"

// Type is an element type.
type Type uint8

// The element types.
const (
	Invalid Type = iota
	U8
	S8
	U16
	S16
	U32
	S32
	U64
	S64
	F16
	BF16
	F32
	F64
	B8
	B16
	B32
	B64
)

var typeNames = [...]string{
	Invalid: "invalid", U8: "u8", S8: "s8", U16: "u16", S16: "s16",
	U32: "u32", S32: "s32", U64: "u64", S64: "s64", F16: "f16",
	BF16: "bf16", F32: "f32", F64: "f64", B8: "b8", B16: "b16",
	B32: "b32", B64: "b64",
}

// ParseType returns the type called name ("f32"), or an error.
func ParseType(name string) (Type, error) {
	for t, n := range typeNames {
		if t != int(Invalid) && n == name {
			return Type(t), nil
		}
	}
	return Invalid, fmt.Errorf("unknown type %q (want one of u8 s8 u16 s16 u32 s32 u64 s64 f16 bf16 f32 f64 b8 b16 b32 b64)", name)
}

func (t Type) String() string {
	if int(t) < len(typeNames) {
		return typeNames[t]
	}
	return fmt.Sprintf("Type(%d)", uint8(t))
}

// Size is the size of one element in bytes.
func (t Type) Size() int {
	switch t {
	case U8, S8, B8:
		return 1
	case U16, S16, F16, BF16, B16:
		return 2
	case U32, S32, F32, B32:
		return 4
	case U64, S64, F64, B64:
		return 8
	}
	return 0
}

// Bits is the size of one element in bits.
func (t Type) Bits() int { return 8 * t.Size() }

// IsFloat reports whether t is f16, bf16, f32 or f64.
func (t Type) IsFloat() bool { return t == F16 || t == BF16 || t == F32 || t == F64 }

// IsSigned reports whether t is a signed integer type.
func (t Type) IsSigned() bool { return t == S8 || t == S16 || t == S32 || t == S64 }

// IsBits reports whether t is an untyped bit type (b8 .. b64).
func (t Type) IsBits() bool { return t == B8 || t == B16 || t == B32 || t == B64 }

// mask is the all-ones value of t's width.
func (t Type) mask() uint64 {
	if t.Size() == 8 {
		return ^uint64(0)
	}
	return 1<<uint(t.Bits()) - 1
}

// Element reads element i of data, little-endian, zero-extended to 64 bits.
func (t Type) Element(data []byte, i int) uint64 {
	n := t.Size()
	var v uint64
	for k := n - 1; k >= 0; k-- {
		v = v<<8 | uint64(data[i*n+k])
	}
	return v
}

// put writes v's low Size bytes to dst, little-endian.
func (t Type) put(dst []byte, v uint64) {
	for k := 0; k < t.Size(); k++ {
		dst[k] = byte(v >> (8 * k))
	}
}
