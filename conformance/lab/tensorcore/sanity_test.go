package tensorcore

import (
	"bytes"
	"math"
	"math/rand/v2"
	"testing"
)

func TestRoundTrip(t *testing.T) {
	var all []Set
	for _, f := range Forms {
		sets := Sets(f, 2)
		for _, s := range sets {
			for i := range s.Tiles {
				s.Tiles[i].D = f.Model(H100(f.A), s.Tiles[i])
			}
		}
		all = append(all, sets...)
		n := 0
		for _, s := range sets {
			n += len(s.Tiles)
		}
		t.Logf("%s: %d sets, %d tiles", f.Name, len(sets), n)
	}
	var buf bytes.Buffer
	if err := WriteResults(&buf, "x", all); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d bytes", buf.Len())
	note, got, err := ReadResults(&buf)
	if err != nil || note != "x" || len(got) != len(all) {
		t.Fatalf("%v %q %d", err, note, len(got))
	}
}

// TestRoundMatchesGo checks Format.Round to nearest against Go's float64
// to float32 conversion, subnormals and overflow included, and the f16
// decoder against the float32 value.
func TestRoundMatchesGo(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 200000; i++ {
		v := math.Float64frombits(r.Uint64())
		if math.IsNaN(v) || math.IsInf(v, 0) {
			continue
		}
		v = math.Ldexp(v, -math.Ilogb(v)+r.IntN(320)-160)
		if got, want := F32.FromFloat64(v), math.Float32bits(float32(v)); got != want {
			t.Fatalf("%g: got %#x want %#x", v, got, want)
		}
		x := uint32(r.Uint64())
		if n := F32.Decode(x); n.Class == Finite && float32(n.Float64()) != math.Float32frombits(x) {
			t.Fatalf("decode %#x: %g", x, n.Float64())
		}
	}
}
