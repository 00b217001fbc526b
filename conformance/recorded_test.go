package conformance

import (
	"path/filepath"
	"testing"

	"github.com/ptxamd/ptxamd/internal/argspec"
)

// TestRecordedByHand recomputes a few recorded outputs on the host: a
// check that recording (argument passing, copies) did what it should.
func TestRecordedByHand(t *testing.T) {
	load := func(id string) *Case {
		c, err := Load(filepath.Join("cases", id))
		if err != nil {
			t.Fatal(err)
		}
		if c.Expected == nil {
			t.Skipf("%s is not recorded", id)
		}
		return c
	}
	c := load("int/vadd_u32")
	in, _ := c.Inputs()
	for i := 0; i < 1000; i++ {
		a, b := argspec.U32.Element(in[0], i), argspec.U32.Element(in[1], i)
		if got := argspec.U32.Element(c.Expected[2], i); got != (a+b)&0xffffffff {
			t.Fatalf("vadd_u32[%d] = %d, want %d", i, got, a+b)
		}
	}
	c = load("control/loop_divergent")
	for i := 0; i < 100; i++ {
		if got := argspec.U32.Element(c.Expected[0], i); got != uint64(i*(i-1)/2) {
			t.Fatalf("loop[%d] = %d", i, got)
		}
	}
	c = load("sreg/sreg_3d_odd")
	// Thread (tid 4,2,6) of block (2,0,1): linear id
	// ((1*1+0)*3+2)*105 + (6*3+2)*5+4 = 525+104 = 629.
	want := []uint64{4, 2, 6, 5, 3, 7, 2, 0, 1, 3, 1, 2}
	for k, w := range want {
		if got := argspec.U32.Element(c.Expected[0], 629*12+k); got != w {
			t.Errorf("sreg_3d_odd thread 629 word %d = %d, want %d", k, got, w)
		}
	}
}
