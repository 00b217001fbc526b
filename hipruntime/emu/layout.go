package emu

import (
	"fmt"

	"github.com/llir/llvm/ir/types"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
)

// kind is the class of a scalar leaf of a value.
type kind uint8

const (
	kInt kind = iota
	kFloat
	kPtr
)

// scalar is one leaf of a value: an integer of 1..64 or 128 bits, a half,
// float or double, or a pointer of 32 bits (address spaces 2, 3, 5, 6) or 64.
type scalar struct {
	k    kind
	bits uint16
	as   types.AddrSpace // pointers only
}

func (s scalar) slots() int {
	if s.bits > 64 {
		return 2
	}
	return 1
}

// bytes is the store size.
func (s scalar) bytes() int { return (int(s.bits) + 7) / 8 }

// mask is the value mask of an integer of s.bits (all ones for 64+).
func (s scalar) mask() uint64 { return widthMask(int(s.bits)) }

func widthMask(bits int) uint64 {
	if bits >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(bits) - 1
}

// leaf places one scalar of an aggregate: its first register slot (relative
// to the value's first slot) and its byte offset in memory.
type leaf struct {
	sc   scalar
	slot int
	off  uint64
}

func ptrBits(as types.AddrSpace) uint16 {
	switch as {
	case 2, 3, 5, 6:
		return 32
	}
	return 64
}

// scalarOf returns the leaf of a scalar type.
func scalarOf(t types.Type) (scalar, bool) {
	switch t := t.(type) {
	case *types.IntType:
		if t.BitSize == 0 || (t.BitSize > 64 && t.BitSize != 128) {
			return scalar{}, false
		}
		return scalar{k: kInt, bits: uint16(t.BitSize)}, true
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindHalf:
			return scalar{k: kFloat, bits: 16}, true
		case types.FloatKindFloat:
			return scalar{k: kFloat, bits: 32}, true
		case types.FloatKindDouble:
			return scalar{k: kFloat, bits: 64}, true
		}
	case *llvmx.PtrType:
		return scalar{k: kPtr, bits: ptrBits(t.AddrSpace), as: t.AddrSpace}, true
	case *types.PointerType:
		return scalar{k: kPtr, bits: ptrBits(t.AddrSpace), as: t.AddrSpace}, true
	}
	return scalar{}, false
}

func nextPow2(n uint64) uint64 {
	p := uint64(1)
	for p < n {
		p <<= 1
	}
	return p
}

// sizeAlign returns the allocation size and the ABI alignment of t under
// the AMDGPU data layout.
func sizeAlign(t types.Type) (size, align uint64, err error) {
	switch tt := t.(type) {
	case *types.VectorType:
		es, ok := scalarOf(tt.ElemType)
		if !ok || tt.Scalable || es.bits%8 != 0 {
			return 0, 0, unsupported("vector type %v", t)
		}
		st := tt.Len * uint64(es.bytes())
		a := nextPow2(st)
		return (st + a - 1) / a * a, a, nil
	case *types.ArrayType:
		s, a, err := sizeAlign(tt.ElemType)
		return s * tt.Len, a, err
	case *types.StructType:
		var off, al uint64 = 0, 1
		for _, f := range tt.Fields {
			s, a, err := sizeAlign(f)
			if err != nil {
				return 0, 0, err
			}
			if tt.Packed {
				a = 1
			}
			off = (off + a - 1) / a * a
			off += s
			al = max(al, a)
		}
		return (off + al - 1) / al * al, al, nil
	}
	s, ok := scalarOf(t)
	if !ok {
		return 0, 0, unsupported("type %v", t)
	}
	n := uint64(s.bytes())
	a := nextPow2(n)
	if a > 8 {
		a = 8
	}
	return (n + a - 1) / a * a, a, nil
}

// fieldOffset is the byte offset of field i of struct t.
func fieldOffset(t *types.StructType, i int) (uint64, error) {
	var off uint64
	for j, f := range t.Fields {
		s, a, err := sizeAlign(f)
		if err != nil {
			return 0, err
		}
		if t.Packed {
			a = 1
		}
		off = (off + a - 1) / a * a
		if j == i {
			return off, nil
		}
		off += s
	}
	return 0, fmt.Errorf("BUG: emu: field %d of %v", i, t)
}

// leavesOf flattens t into scalar leaves in register and memory order.
func leavesOf(t types.Type) ([]leaf, error) {
	var out []leaf
	slot := 0
	var walk func(t types.Type, off uint64) error
	walk = func(t types.Type, off uint64) error {
		switch tt := t.(type) {
		case *types.VectorType:
			es, ok := scalarOf(tt.ElemType)
			if !ok || tt.Scalable {
				return unsupported("vector type %v", t)
			}
			step := uint64(es.bytes())
			if es.bits == 1 {
				step = 0 // i1 vectors never live in memory here
			}
			for i := uint64(0); i < tt.Len; i++ {
				out = append(out, leaf{sc: es, slot: slot, off: off + i*step})
				slot += es.slots()
			}
			return nil
		case *types.ArrayType:
			s, _, err := sizeAlign(tt.ElemType)
			if err != nil {
				return err
			}
			for i := uint64(0); i < tt.Len; i++ {
				if err := walk(tt.ElemType, off+i*s); err != nil {
					return err
				}
			}
			return nil
		case *types.StructType:
			for i, f := range tt.Fields {
				fo, err := fieldOffset(tt, i)
				if err != nil {
					return err
				}
				if err := walk(f, off+fo); err != nil {
					return err
				}
			}
			return nil
		}
		s, ok := scalarOf(t)
		if !ok {
			return unsupported("type %v", t)
		}
		out = append(out, leaf{sc: s, slot: slot, off: off})
		slot += s.slots()
		return nil
	}
	if err := walk(t, 0); err != nil {
		return nil, err
	}
	return out, nil
}

// slotsOf is the number of register slots a value of type t takes.
func slotsOf(t types.Type) (int, error) {
	if _, ok := t.(*types.VoidType); ok {
		return 0, nil
	}
	ls, err := leavesOf(t)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, l := range ls {
		n += l.sc.slots()
	}
	return n, nil
}
