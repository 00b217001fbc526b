package gen

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/ptxamd/ptxamd/internal/outfile"
)

// Family is the conformance family of generated cases.
const Family = "random"

// CaseName is the folder name of seed's case: s0001, s0002, …
func CaseName(seed uint64) string { return fmt.Sprintf("s%04d", seed) }

// WideCaseName is the folder name of seed's wide case: w0001, w0002, …
func WideCaseName(seed uint64) string { return fmt.Sprintf("w%04d", seed) }

// ExtraCaseName is the folder name of seed's extra case: x0001, x0002, …
func ExtraCaseName(seed uint64) string { return fmt.Sprintf("x%04d", seed) }

// Name is the program's case folder name.
func (p *Program) Name() string {
	if p.Extra {
		return ExtraCaseName(p.Seed)
	}
	if p.Wide {
		return WideCaseName(p.Seed)
	}
	return CaseName(p.Seed)
}

// Family is the program's conformance family.
func (p *Program) Family() string {
	if p.Extra {
		return ExtraFamily
	}
	if p.Wide {
		return WideFamily
	}
	return Family
}

// OutputWords is the number of u32 words each thread stores.
func (p *Program) OutputWords() int {
	if p.Extra {
		return ExtraOutputs
	}
	if p.Wide {
		return WideOutputs
	}
	return Outputs
}

// Args are the kernel's argument specifications: the input words, from a
// generator stream fixed by the seed, and the zeroed output.
func (p *Program) Args() []string {
	return []string{
		fmt.Sprintf("buf:u32:%d:random:%d", p.Threads()*Inputs, p.Seed),
		fmt.Sprintf("buf:u32:%d:zero", p.Threads()*p.OutputWords()),
	}
}

// CaseJSON is the program's case.json, written compactly (the suite
// holds thousands).
func (p *Program) CaseJSON() []byte {
	q := func(v any) string {
		b, err := json.Marshal(v)
		if err != nil {
			panic("BUG: gen: " + err.Error())
		}
		return string(b)
	}
	list := func(xs []string) string {
		return "[" + strings.Join(strings.Split(strings.Trim(q(xs), "[]"), ","), ", ") + "]"
	}
	notes := fmt.Sprintf("ptxamd gen --seed %d. Per thread: r0-r%d, f0-f%d as bits (NaN as 0x7fffffff), p0-p%d as bits 0-%d.",
		p.Seed, NumInt-1, NumFloat-1, NumPred-1, NumPred-1)
	if p.Wide {
		notes = fmt.Sprintf("ptxamd gen --wide --seed %d. Per thread, as bits: r0-r3, d0-d1 (low word first), f0-f1, e0-e1, h0-h1, p0-p3 as bits 0-3.", p.Seed)
	}
	if p.Extra {
		notes = fmt.Sprintf("ptxamd gen --extra --seed %d. Per thread, as bits: r0-r3, d0-d1 (low word first), f0-f1, e0-e1, h0-h1, p0-p3 as bits 0-3, w0 | w1 << 16.", p.Seed)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "{\n  \"kernel\": \"k\",\n  \"grid\": [%d, 1, 1],\n  \"block\": [%d, 1, 1],\n", p.Grid, p.Block)
	fmt.Fprintf(&b, "  \"args\": %s,\n  \"compare\": {\"1\": {\"mode\": \"exact\"}},\n", list(p.Args()))
	fmt.Fprintf(&b, "  \"modes\": %s,\n  \"family\": %q,\n  \"notes\": %s\n}\n", list(p.Modes()), p.Family(), q(notes))
	return []byte(b.String())
}

// WriteCase writes case.ptx and case.json into dir, creating it. It leaves
// a recording (expected.json, expected/) alone.
func (p *Program) WriteCase(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := outfile.WriteFile(filepath.Join(dir, "case.ptx"), p.PTX, 0o644); err != nil {
		return err
	}
	return outfile.WriteFile(filepath.Join(dir, "case.json"), p.CaseJSON(), 0o644)
}

// Describe is a one-line summary of the program's features.
func (p *Program) Describe() string {
	text := string(p.PTX)
	var f []string
	for _, k := range []struct{ name, needle string }{
		{"float", ".f32 %f"}, {"branch", "bra END"}, {"loop", "bra LOOP"}, {"shared", "st.shared"},
		{"shfl", "shfl.sync"}, {"vote", "vote.sync"}, {"activemask", "activemask"}, {"guard", "\t@%p"},
	} {
		if strings.Contains(text, k.needle) {
			f = append(f, k.name)
		}
	}
	return fmt.Sprintf("seed %d: grid %d block %d, %s", p.Seed, p.Grid, p.Block, strings.Join(f, " "))
}
