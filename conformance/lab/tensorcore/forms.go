package tensorcore

import (
	"embed"
	"encoding/binary"
	"fmt"
)

//go:embed ptx/*.ptx
var ptxFS embed.FS

// Forms are the mma.sync forms the lab measures, and wmma.mma m16n16k16.
// Each has a kernel ptx/<name>.ptx, entry k(pa, pb, pc, pd): warp w
// multiplies tile w, with A row-major 16xK, B given transposed (8xK), C
// and D row-major 16x8, consecutive tiles packed back to back; a wmma
// tile is 16x16 (Bufs).
var Forms = []Form{
	{"f16_f32_k16", F16, F16, F32, 16, false},
	{"f16_f32_k8", F16, F16, F32, 8, false},
	{"f16_f16_k16", F16, F16, F16, 16, false},
	{"f16_f16_k8", F16, F16, F16, 8, false},
	{"bf16_f32_k16", BF16, BF16, F32, 16, false},
	{"bf16_f32_k8", BF16, BF16, F32, 8, false},
	{"tf32_k8", TF32, TF32, F32, 8, false},
	{"tf32_k4", TF32, TF32, F32, 4, false},
	{"s8_k32", S8, S8, S32, 32, false},
	{"u8_k16", U8, U8, S32, 16, false},
	{"u8_s8_k32", U8, S8, S32, 32, false},
	{"e4m3_k32", E4M3, E4M3, F32, 32, false},
	{"e5m2_k32", E5M2, E5M2, F32, 32, false},
	{"wmma_f16_f32", F16, F16, F32, 16, true},
	{"wmma_f16_f16", F16, F16, F16, 16, true},
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

// BElems and CElems are the elements of B and of C (or D) per tile in
// the kernel's buffers.
func (f Form) BElems() int {
	if f.Wmma {
		return 16 * f.K
	}
	return 8 * f.K
}

// CElems: see BElems.
func (f Form) CElems() int {
	if f.Wmma {
		return 256
	}
	return 128
}

// Bufs packs tiles into the kernel's four buffers (little-endian). A wmma
// tile's B is column-major 16x16, columns 8-15 being columns 0-7 negated,
// and its C (D) is row-major 16x16, columns 8-15 being columns 0-7
// negated (so D's columns 8-15 are the negated products plus negated C).
func (f Form) Bufs(ts []Tile) (a, b, c, d []byte) {
	for _, t := range ts {
		a = appendElems(a, t.A, f.A.Bits)
		if !f.Wmma {
			b = appendElems(b, t.B, f.B.Bits)
			c = appendElems(c, t.C, f.Acc.Bits)
			d = appendElems(d, t.D, f.Acc.Bits)
			continue
		}
		b = appendElems(b, t.B, f.B.Bits)
		b = appendElems(b, negated(t.B, f.B), f.B.Bits)
		for i := 0; i < 16; i++ {
			row := t.C[i*8 : i*8+8]
			c = appendElems(appendElems(c, row, f.Acc.Bits), negated(row, f.Acc), f.Acc.Bits)
			dr := t.D[i*8 : i*8+8]
			d = appendElems(appendElems(d, dr, f.Acc.Bits), negated(dr, f.Acc), f.Acc.Bits)
		}
	}
	return
}

func negated(xs []uint32, fm Format) []uint32 {
	ys := make([]uint32, len(xs))
	for i, x := range xs {
		ys[i] = x ^ fm.signBit()
	}
	return ys
}

// Unbufs is the inverse of Bufs for n tiles (a wmma tile's columns 8-15
// are dropped).
func (f Form) Unbufs(n int, a, b, c, d []byte) ([]Tile, error) {
	la, lb, lc := 16*f.K*f.A.Bits/8, f.BElems()*f.B.Bits/8, f.CElems()*f.Acc.Bits/8
	if len(a) != n*la || len(b) != n*lb || len(c) != n*lc || len(d) != n*lc {
		return nil, fmt.Errorf("%s: buffer sizes %d %d %d %d do not hold %d tiles", f.Name, len(a), len(b), len(c), len(d), n)
	}
	ts := make([]Tile, n)
	for i := range ts {
		ts[i] = Tile{
			readElems(a[i*la:(i+1)*la], f.A.Bits), readElems(b[i*lb:(i+1)*lb], f.B.Bits),
			readElems(c[i*lc:(i+1)*lc], f.Acc.Bits), readElems(d[i*lc:(i+1)*lc], f.Acc.Bits),
		}
		if f.Wmma {
			t := &ts[i]
			t.B = t.B[:8*f.K]
			left := func(xs []uint32) []uint32 {
				var ys []uint32
				for r := 0; r < 16; r++ {
					ys = append(ys, xs[r*16:r*16+8]...)
				}
				return ys
			}
			t.C, t.D = left(t.C), left(t.D)
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
