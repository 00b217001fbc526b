package conformance

import (
	"fmt"
	"math"
	"strconv"

	"github.com/ptxamd/ptxamd/internal/argspec"
)

// MaxMismatchesPerBuffer bounds the mismatches Compare lists per buffer.
const MaxMismatchesPerBuffer = 5

// Mismatch is one difference between an output and the recorded one.
// Index is -1 for a whole-buffer problem (missing, wrong size), described
// by Msg. Total is how many elements of the buffer differ.
type Mismatch struct {
	Arg   int          `json:"arg"`
	Index int          `json:"index"`
	Type  argspec.Type `json:"-"`
	Got   uint64       `json:"got"`
	Want  uint64       `json:"want"`
	Total int          `json:"total"`
	Msg   string       `json:"msg,omitempty"`
}

// String formats the mismatch: `arg2[17]: got 0x00000011 (17) want
// 0x00000012 (18)`.
func (m Mismatch) String() string {
	if m.Index < 0 {
		return fmt.Sprintf("arg%d: %s", m.Arg, m.Msg)
	}
	return fmt.Sprintf("arg%d[%d]: got %s want %s", m.Arg, m.Index, formatElem(m.Type, m.Got), formatElem(m.Type, m.Want))
}

func formatElem(t argspec.Type, bits uint64) string {
	if t.IsBits() {
		return argspec.FormatHex(t, bits)
	}
	return argspec.FormatHex(t, bits) + " (" + argspec.FormatValue(t, bits) + ")"
}

// Compare compares outputs (by argument index) with the case's recorded
// outputs, buffer by buffer as the case's "compare" says:
//   - exact: the bits must be equal, NaN payloads and signs included
//     (NVIDIA's add.f32 returns 0x7fffffff whatever NaN went in, and a
//     translation must too); +0 and -0 differ;
//   - ulp and approx: floats within the bound, counted along the ordered
//     float line (so +0 and -0 are 0 ULP apart); NaNs are compared by
//     class: any NaN matches any NaN, never a number; infinities match
//     only themselves.
//
// It lists at most MaxMismatchesPerBuffer mismatches per buffer, in index
// order. A case with no recorded output is one mismatch.
func Compare(c *Case, outputs map[int][]byte) []Mismatch {
	if c.Expected == nil {
		return []Mismatch{{Arg: -1, Index: -1, Msg: "the case has no recorded output"}}
	}
	var out []Mismatch
	for _, i := range c.Compared() {
		want, ok := c.Expected[i]
		if !ok {
			out = append(out, Mismatch{Arg: i, Index: -1, Msg: "no recorded output for this buffer"})
			continue
		}
		got, ok := outputs[i]
		if !ok {
			out = append(out, Mismatch{Arg: i, Index: -1, Msg: "the run returned no output for this buffer"})
			continue
		}
		t, err := c.compareType(i)
		if err != nil {
			out = append(out, Mismatch{Arg: i, Index: -1, Msg: err.Error()})
			continue
		}
		if len(got) != len(want) {
			out = append(out, Mismatch{Arg: i, Index: -1, Msg: fmt.Sprintf("got %d bytes, want %d", len(got), len(want))})
			continue
		}
		rule := c.Compare[strconv.Itoa(i)]
		size := t.Size()
		var listed []Mismatch
		total := 0
		for k := 0; k+size <= len(want); k += size {
			g, w := t.Element(got, k/size), t.Element(want, k/size)
			if elemEqual(t, rule, g, w) || rule.ignores(k/size) {
				continue
			}
			total++
			if len(listed) < MaxMismatchesPerBuffer {
				listed = append(listed, Mismatch{Arg: i, Index: k / size, Type: t, Got: g, Want: w})
			}
		}
		for k := range listed {
			listed[k].Total = total
		}
		out = append(out, listed...)
	}
	return out
}

func elemEqual(t argspec.Type, r CompareRule, got, want uint64) bool {
	if got == want {
		return true
	}
	if !t.IsFloat() || (r.Mode != "ulp" && r.Mode != "approx") {
		return false
	}
	if argspec.IsNaN(t, got) || argspec.IsNaN(t, want) {
		return false // a NaN is NVIDIA's NaN, payload and sign (got == want above)
	}
	if isInf(t, got) || isInf(t, want) {
		return false
	}
	d := ordered(t, got) - ordered(t, want)
	if d < 0 {
		d = -d
	}
	if d <= int64(r.ULP) {
		return true
	}
	return r.Mode == "approx" && math.Abs(argspec.Float64(t, got)-argspec.Float64(t, want)) <= r.Abs
}

func isInf(t argspec.Type, bits uint64) bool {
	return math.IsInf(argspec.Float64(t, bits), 0)
}

// ordered maps float bits to an integer that grows with the value, one step
// per representable float; +0 and -0 both map to 0.
func ordered(t argspec.Type, bits uint64) int64 {
	sign := uint64(1) << uint(t.Bits()-1)
	mag := int64(bits &^ sign)
	if bits&sign != 0 {
		return -mag
	}
	return mag
}

// ignores reports whether element i lies in one of r's Ignore ranges.
func (r CompareRule) ignores(i int) bool {
	for _, g := range r.Ignore {
		if i >= g[0] && i < g[1] {
			return true
		}
	}
	return false
}
