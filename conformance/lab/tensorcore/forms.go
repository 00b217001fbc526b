package tensorcore

import (
	"embed"
	"encoding/binary"
	"fmt"
)

//go:embed ptx/*.ptx
var ptxFS embed.FS

// Forms are the mma.sync forms the lab measures. Each has a kernel
// ptx/<name>.ptx, entry k(pa, pb, pc, pd): warp w multiplies tile w, with
// A row-major 16xK, B given transposed (8xK), C and D row-major 16x8,
// consecutive tiles packed back to back.
var Forms = []Form{
	{"f16_f32_k16", F16, F16, F32, 16},
	{"f16_f32_k8", F16, F16, F32, 8},
	{"f16_f16_k16", F16, F16, F16, 16},
	{"f16_f16_k8", F16, F16, F16, 8},
	{"bf16_f32_k16", BF16, BF16, F32, 16},
	{"bf16_f32_k8", BF16, BF16, F32, 8},
	{"tf32_k8", TF32, TF32, F32, 8},
	{"tf32_k4", TF32, TF32, F32, 4},
	{"s8_k32", S8, S8, S32, 32},
	{"u8_k16", U8, U8, S32, 16},
	{"u8_s8_k32", U8, S8, S32, 32},
	{"e4m3_k32", E4M3, E4M3, F32, 32},
	{"e5m2_k32", E5M2, E5M2, F32, 32},
}

// FormByName returns the form called name.
func FormByName(name string) (Form, bool) {
	for _, f := range Forms {
		if f.Name == name {
			return f, true
		}
	}
	return Form{}, false
}

// PTX is the form's kernel.
func (f Form) PTX() []byte {
	b, err := ptxFS.ReadFile("ptx/" + f.Name + ".ptx")
	if err != nil {
		panic(fmt.Sprintf("tensorcore: no kernel for %s", f.Name))
	}
	return b
}

// Tile is one 16x8xK multiply: element bits of A (16xK row-major), of B
// transposed (8xK: row n is column n of B), of C and D (16x8 row-major).
type Tile struct {
	A, B []uint32
	C, D []uint32
}

// NewTile returns a zero tile of form f.
func NewTile(f Form) Tile {
	return Tile{make([]uint32, 16*f.K), make([]uint32, 8*f.K), make([]uint32, 128), make([]uint32, 128)}
}

// Model computes every D element of t with parameters p.
func (f Form) Model(p Params, t Tile) []uint32 {
	d := make([]uint32, 128)
	for i := 0; i < 16; i++ {
		for j := 0; j < 8; j++ {
			d[i*8+j] = Dot(p, f, t.A[i*f.K:(i+1)*f.K], t.B[j*f.K:(j+1)*f.K], t.C[i*8+j])
		}
	}
	return d
}

// Bufs packs tiles into the kernel's four buffers (little-endian).
func (f Form) Bufs(ts []Tile) (a, b, c, d []byte) {
	for _, t := range ts {
		a = appendElems(a, t.A, f.A.Bits)
		b = appendElems(b, t.B, f.B.Bits)
		c = appendElems(c, t.C, f.Acc.Bits)
		d = appendElems(d, t.D, f.Acc.Bits)
	}
	return
}

// Unbufs is the inverse of Bufs for n tiles.
func (f Form) Unbufs(n int, a, b, c, d []byte) ([]Tile, error) {
	la, lb, lc := 16*f.K*f.A.Bits/8, 8*f.K*f.B.Bits/8, 128*f.Acc.Bits/8
	if len(a) != n*la || len(b) != n*lb || len(c) != n*lc || len(d) != n*lc {
		return nil, fmt.Errorf("%s: buffer sizes %d %d %d %d do not hold %d tiles", f.Name, len(a), len(b), len(c), len(d), n)
	}
	ts := make([]Tile, n)
	for i := range ts {
		ts[i] = Tile{
			readElems(a[i*la:(i+1)*la], f.A.Bits), readElems(b[i*lb:(i+1)*lb], f.B.Bits),
			readElems(c[i*lc:(i+1)*lc], f.Acc.Bits), readElems(d[i*lc:(i+1)*lc], f.Acc.Bits),
		}
	}
	return ts, nil
}

func appendElems(dst []byte, xs []uint32, bits int) []byte {
	for _, x := range xs {
		switch bits {
		case 8:
			dst = append(dst, byte(x))
		case 16:
			dst = binary.LittleEndian.AppendUint16(dst, uint16(x))
		default:
			dst = binary.LittleEndian.AppendUint32(dst, x)
		}
	}
	return dst
}

func readElems(b []byte, bits int) []uint32 {
	n := len(b) * 8 / bits
	xs := make([]uint32, n)
	for i := range xs {
		switch bits {
		case 8:
			xs[i] = uint32(b[i])
		case 16:
			xs[i] = uint32(binary.LittleEndian.Uint16(b[2*i:]))
		default:
			xs[i] = binary.LittleEndian.Uint32(b[4*i:])
		}
	}
	return xs
}
