package codeobj

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// decodeMsgpack decodes one MessagePack value (the encoding of code object
// V3+ metadata, AMDGPUUsage "Code Object V3 Metadata"). Maps become
// map[string]any (non-string keys are formatted with %v), arrays []any,
// integers int64 or uint64, floats float64, str string, bin []byte, nil nil.
// Extension types are skipped (decoded as nil).
func decodeMsgpack(b []byte) (any, error) {
	d := &mpDecoder{b: b}
	v, err := d.value(0)
	if err != nil {
		return nil, fmt.Errorf("msgpack at byte %d: %w", d.off, err)
	}
	return v, nil
}

var errShort = errors.New("unexpected end of data")

// mpMaxDepth bounds nesting, so hostile input cannot exhaust the stack.
const mpMaxDepth = 64

type mpDecoder struct {
	b   []byte
	off int
}

func (d *mpDecoder) take(n int) ([]byte, error) {
	if n < 0 || len(d.b)-d.off < n {
		return nil, errShort
	}
	p := d.b[d.off : d.off+n]
	d.off += n
	return p, nil
}

func (d *mpDecoder) uint(n int) (uint64, error) {
	p, err := d.take(n)
	if err != nil {
		return 0, err
	}
	switch n {
	case 1:
		return uint64(p[0]), nil
	case 2:
		return uint64(binary.BigEndian.Uint16(p)), nil
	case 4:
		return uint64(binary.BigEndian.Uint32(p)), nil
	}
	return binary.BigEndian.Uint64(p), nil
}

func (d *mpDecoder) value(depth int) (any, error) {
	if depth > mpMaxDepth {
		return nil, errors.New("nesting too deep")
	}
	p, err := d.take(1)
	if err != nil {
		return nil, err
	}
	c := p[0]
	switch {
	case c <= 0x7f:
		return int64(c), nil
	case c >= 0xe0:
		return int64(int8(c)), nil
	case c&0xf0 == 0x80:
		return d.mapOf(int(c&0x0f), depth)
	case c&0xf0 == 0x90:
		return d.arrayOf(int(c&0x0f), depth)
	case c&0xe0 == 0xa0:
		return d.str(int(c & 0x1f))
	}
	switch c {
	case 0xc0:
		return nil, nil
	case 0xc2:
		return false, nil
	case 0xc3:
		return true, nil
	case 0xc4, 0xc5, 0xc6: // bin 8/16/32
		n, err := d.uint(1 << (c - 0xc4))
		if err != nil {
			return nil, err
		}
		b, err := d.take(int(min(n, math.MaxInt32)))
		if err != nil {
			return nil, err
		}
		return append([]byte(nil), b...), nil
	case 0xc7, 0xc8, 0xc9: // ext 8/16/32
		n, err := d.uint(1 << (c - 0xc7))
		if err != nil {
			return nil, err
		}
		_, err = d.take(int(min(n, math.MaxInt32)) + 1)
		return nil, err
	case 0xca:
		u, err := d.uint(4)
		return float64(math.Float32frombits(uint32(u))), err
	case 0xcb:
		u, err := d.uint(8)
		return math.Float64frombits(u), err
	case 0xcc, 0xcd, 0xce, 0xcf: // uint 8/16/32/64
		u, err := d.uint(1 << (c - 0xcc))
		if err != nil {
			return nil, err
		}
		if u <= math.MaxInt64 {
			return int64(u), nil
		}
		return u, nil
	case 0xd0, 0xd1, 0xd2, 0xd3: // int 8/16/32/64
		n := 1 << (c - 0xd0)
		u, err := d.uint(n)
		if err != nil {
			return nil, err
		}
		shift := 64 - 8*n
		return int64(u<<shift) >> shift, nil
	case 0xd4, 0xd5, 0xd6, 0xd7, 0xd8: // fixext 1/2/4/8/16
		_, err := d.take(1 + 1<<(c-0xd4))
		return nil, err
	case 0xd9, 0xda, 0xdb: // str 8/16/32
		n, err := d.uint(1 << (c - 0xd9))
		if err != nil {
			return nil, err
		}
		return d.str(int(min(n, math.MaxInt32)))
	case 0xdc, 0xdd: // array 16/32
		n, err := d.uint(2 << (c - 0xdc))
		if err != nil {
			return nil, err
		}
		return d.arrayOf(int(min(n, math.MaxInt32)), depth)
	case 0xde, 0xdf: // map 16/32
		n, err := d.uint(2 << (c - 0xde))
		if err != nil {
			return nil, err
		}
		return d.mapOf(int(min(n, math.MaxInt32)), depth)
	}
	return nil, fmt.Errorf("reserved type byte 0x%02x", c)
}

func (d *mpDecoder) str(n int) (any, error) {
	b, err := d.take(n)
	if err != nil {
		return nil, err
	}
	return string(b), nil
}

func (d *mpDecoder) arrayOf(n int, depth int) (any, error) {
	if n > len(d.b)-d.off { // each element takes at least one byte
		return nil, errShort
	}
	out := make([]any, 0, n)
	for i := 0; i < n; i++ {
		v, err := d.value(depth + 1)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

func (d *mpDecoder) mapOf(n int, depth int) (any, error) {
	if 2*n > len(d.b)-d.off {
		return nil, errShort
	}
	out := make(map[string]any, n)
	for i := 0; i < n; i++ {
		k, err := d.value(depth + 1)
		if err != nil {
			return nil, err
		}
		v, err := d.value(depth + 1)
		if err != nil {
			return nil, err
		}
		ks, ok := k.(string)
		if !ok {
			ks = fmt.Sprint(k)
		}
		out[ks] = v
	}
	return out, nil
}
