package argspec

import (
	"fmt"
	"math"
	"math/big"
	"strings"
)

// Summary describes a buffer of type t for people: its length, the first
// `first` elements, and for the whole buffer the minimum, maximum and sum
// (NaNs left out) and the number of NaNs for float types:
//
//	f32[1024]: 0 0.5 -1 nan … min -1 max 0.99 sum 3.25 nan 1
//
// A trailing partial element is reported, not read.
func Summary(t Type, data []byte, first int) string {
	size := t.Size()
	if size == 0 {
		return fmt.Sprintf("%s: %d bytes", t, len(data))
	}
	n := len(data) / size
	var b strings.Builder
	fmt.Fprintf(&b, "%s[%d]:", t, n)
	for i := 0; i < n && i < first; i++ {
		b.WriteString(" " + FormatValue(t, t.Element(data, i)))
	}
	if n > first {
		b.WriteString(" …")
	}
	if n == 0 {
		return b.String()
	}
	if t.IsFloat() {
		nans, seen := 0, false
		var lo, hi, sum float64
		for i := 0; i < n; i++ {
			bits := t.Element(data, i)
			if IsNaN(t, bits) {
				nans++
				continue
			}
			f := Float64(t, bits)
			if !seen {
				lo, hi, seen = f, f, true
			}
			lo, hi = math.Min(lo, f), math.Max(hi, f)
			sum += f
		}
		if seen {
			fmt.Fprintf(&b, " min %s max %s sum %s", fmtF(lo), fmtF(hi), fmtF(sum))
		}
		fmt.Fprintf(&b, " nan %d", nans)
	} else {
		shift := uint(64 - t.Bits())
		lo, hi := new(big.Int), new(big.Int)
		sum, v := new(big.Int), new(big.Int)
		for i := 0; i < n; i++ {
			bits := t.Element(data, i)
			if t.IsSigned() {
				v.SetInt64(int64(bits<<shift) >> shift)
			} else {
				v.SetUint64(bits)
			}
			if i == 0 || v.Cmp(lo) < 0 {
				lo.Set(v)
			}
			if i == 0 || v.Cmp(hi) > 0 {
				hi.Set(v)
			}
			sum.Add(sum, v)
		}
		fmt.Fprintf(&b, " min %s max %s sum %s", lo, hi, sum)
	}
	if r := len(data) % size; r != 0 {
		fmt.Fprintf(&b, " (+%d stray bytes)", r)
	}
	return b.String()
}

func fmtF(f float64) string {
	if math.IsInf(f, 0) {
		if f > 0 {
			return "inf"
		}
		return "-inf"
	}
	return fmt.Sprintf("%.7g", f)
}
