// Package reduce shrinks a failing PTX case to a small one by delta
// debugging (Zeller and Hildebrandt, "Simplifying and Isolating
// Failure-Inducing Input", IEEE TSE 28(2), 2002): it removes ever smaller
// chunks of the kernel's instructions, keeps each removal after which the
// failure is still there, then simplifies the instructions that are left
// (guards dropped, register operands replaced by constants) and drops
// labels nothing branches to.
//
// Whether a candidate "still fails" is the caller's Oracle. A reduced
// program has no recorded NVIDIA output, so the recorded outputs of the
// original case cannot judge it; the package offers two oracles instead:
//
//   - ModeDifference: the emulator's outputs differ between two warp
//     modes (e.g. paired against wave32). It needs no NVIDIA GPU, and
//     suits every failure that shows in one mode only.
//   - AgainstCUDA: the emulator's output in one mode differs from the
//     output of an NVIDIA GPU, run on the spot. It needs the NVIDIA
//     machine (`ptxamd reduce --against nvidia` there, a CGO_ENABLED=0
//     build), and records the reduced case while it is at it.
//
// Each oracle translates the candidate first: a candidate that does not
// translate, does not run, or runs into an error is not a failure, so the
// result stays a valid program.
//
// What may be removed: in a program from conformance/gen, the lines
// between `// begin body` and `// end body` and the output stores, with
// the tagged output groups after the body, with the lines that share a
// `// gN` tag (a loop's control, a shared-memory exchange, an output's
// computation and store) removed only together, so that no loop loses its
// counter, no exchange its barriers and no store its value. In any other case, every instruction of the
// kernel but ret and the declarations; there removing an initialisation
// can leave a register undefined, so such a reduction needs reading.
package reduce

import (
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"
)

// Oracle reports whether a candidate program still shows the failure. An
// error means the candidate is not interesting (it is not shown to the
// user, only counted).
type Oracle func(ptx []byte) (bool, error)

// Result is a reduction.
type Result struct {
	PTX    []byte
	Before int // instructions that could be removed, before
	After  int // and after
	Tests  int // oracle calls
}

// ErrNotFailing is returned when the original program does not fail.
var ErrNotFailing = errors.New("the original program does not show the failure")

// unit is what delta debugging removes at once: one line, or every line
// of one `// gN` group.
type unit []int // line indices

type reducer struct {
	lines  []string
	alive  []bool
	oracle Oracle
	log    io.Writer
	tests  int
}

var groupTag = regexp.MustCompile(`// (g\d+)\s*$`)

// PTX reduces ptx with the oracle. log, if not nil, gets one line per
// step.
func PTX(ptx []byte, oracle Oracle, log io.Writer) (*Result, error) {
	r := &reducer{lines: strings.Split(string(ptx), "\n"), oracle: oracle, log: log}
	r.alive = make([]bool, len(r.lines))
	for i := range r.alive {
		r.alive[i] = true
	}
	if ok, err := r.test(); !ok {
		if err != nil {
			return nil, fmt.Errorf("%w: %v", ErrNotFailing, err)
		}
		return nil, ErrNotFailing
	}
	units := r.units()
	before := len(units)
	units = r.ddmin(units)
	r.simplify(units)
	r.dropLabels()
	return &Result{PTX: []byte(r.text()), Before: before, After: len(units), Tests: r.tests}, nil
}

func (r *reducer) logf(format string, args ...any) {
	if r.log != nil {
		fmt.Fprintf(r.log, format+"\n", args...)
	}
}

func (r *reducer) text() string {
	var b strings.Builder
	for i, l := range r.lines {
		if r.alive[i] {
			b.WriteString(l)
			if i+1 < len(r.lines) {
				b.WriteString("\n")
			}
		}
	}
	return b.String()
}

func (r *reducer) test() (bool, error) {
	r.tests++
	return r.oracle([]byte(r.text()))
}

// units finds the removable lines and groups them.
func (r *reducer) units() []unit {
	begin, end := -1, -1
	for i, l := range r.lines {
		switch strings.TrimSpace(l) {
		case "// begin body":
			begin = i
		case "// end body":
			end = i
		}
	}
	removable := func(i int) bool {
		t := strings.TrimSpace(r.lines[i])
		if begin >= 0 && end > begin {
			return (i > begin && i < end) || (i > end && (strings.HasPrefix(t, "st.global") || groupTag.MatchString(t)))
		}
		return true
	}
	var units []unit
	groups := map[string]int{}
	inKernel := false
	for i, l := range r.lines {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, ".visible .entry") || strings.HasPrefix(t, ".entry") {
			inKernel = true
			continue
		}
		if !inKernel || !removable(i) || !isInstruction(t) {
			continue
		}
		if m := groupTag.FindStringSubmatch(t); m != nil {
			if k, ok := groups[m[1]]; ok {
				units[k] = append(units[k], i)
				continue
			}
			groups[m[1]] = len(units)
		}
		units = append(units, unit{i})
	}
	return units
}

// isInstruction is true for a line holding one instruction that may be
// removed: not a declaration, label, brace, comment or ret. A tagged loop
// label counts (it goes with its group).
func isInstruction(t string) bool {
	switch {
	case t == "" || t == "{" || t == "}" || strings.HasPrefix(t, "//") || strings.HasPrefix(t, "."):
		return false
	case strings.HasPrefix(t, "ret") || strings.HasPrefix(t, "exit"):
		return false
	case isLabel(t):
		return groupTag.MatchString(t)
	}
	return strings.Contains(t, ";")
}

func isLabel(t string) bool {
	i := strings.IndexByte(t, ':')
	return i > 0 && !strings.ContainsAny(t[:i], " \t;")
}

func (r *reducer) setAlive(us []unit, v bool) {
	for _, u := range us {
		for _, i := range u {
			r.alive[i] = v
		}
	}
}

// ddmin removes chunks of units while the failure stays, halving the
// chunk size when no chunk can go; it ends 1-minimal (no single unit can
// be removed).
func (r *reducer) ddmin(units []unit) []unit {
	n := 2
	for len(units) > 0 {
		size := (len(units) + n - 1) / n
		removed := false
		for start := 0; start < len(units); start += size {
			chunk := units[start:min(start+size, len(units))]
			r.setAlive(chunk, false)
			if ok, _ := r.test(); ok {
				units = slices.Delete(slices.Clone(units), start, min(start+size, len(units)))
				r.logf("removed %d units, %d left (%d tests)", len(chunk), len(units), r.tests)
				removed = true
				n = max(n-1, 2)
				break
			}
			r.setAlive(chunk, true)
		}
		if removed {
			continue
		}
		if size == 1 {
			break
		}
		n = min(2*n, len(units))
	}
	return units
}

var (
	guardRE = regexp.MustCompile(`^(\s*)@!?%\w+\s+`)
	regRE   = regexp.MustCompile(`%[rf]\d+\b`)
)

// simplify drops guards and replaces source registers by constants, one at
// a time, keeping each change that keeps the failure.
func (r *reducer) simplify(units []unit) {
	for _, u := range units {
		if len(u) != 1 {
			continue // a group's lines stay as they are
		}
		i := u[0]
		try := func(line string) {
			old := r.lines[i]
			r.lines[i] = line
			if ok, _ := r.test(); ok {
				r.logf("simplified: %s", strings.TrimSpace(line))
				return
			}
			r.lines[i] = old
		}
		if m := guardRE.FindStringSubmatch(r.lines[i]); m != nil {
			try(m[1] + r.lines[i][len(m[0]):])
		}
		t := strings.TrimSpace(r.lines[i])
		if strings.Contains(t, "bra ") || strings.HasPrefix(t, "st.") || strings.HasPrefix(t, "mov.b64") {
			continue
		}
		comma := strings.IndexByte(r.lines[i], ',')
		if comma < 0 {
			continue
		}
		for k := 0; ; k++ {
			locs := regRE.FindAllStringIndex(r.lines[i][comma:], -1)
			if k >= len(locs) {
				break
			}
			a, b := comma+locs[k][0], comma+locs[k][1]
			line := r.lines[i]
			konst := "0"
			if line[a+1] == 'f' {
				konst = "0f3F800000"
			}
			try(line[:a] + konst + line[b:])
			if r.lines[i] != line {
				k-- // the operand is gone; the next one moved down
			}
		}
	}
}

var labelRefRE = regexp.MustCompile(`\bbra(?:\.uni)?\s+(\w+)`)

// dropLabels removes the labels that no live branch names.
func (r *reducer) dropLabels() {
	used := map[string]bool{}
	for i, l := range r.lines {
		if r.alive[i] {
			for _, m := range labelRefRE.FindAllStringSubmatch(l, -1) {
				used[m[1]] = true
			}
		}
	}
	var dropped []int
	for i, l := range r.lines {
		t := strings.TrimSpace(l)
		if r.alive[i] && isLabel(t) && !strings.HasPrefix(t, "//") {
			if name := t[:strings.IndexByte(t, ':')]; !used[name] {
				r.alive[i] = false
				dropped = append(dropped, i)
			}
		}
	}
	if len(dropped) > 0 {
		if ok, _ := r.test(); !ok {
			for _, i := range dropped {
				r.alive[i] = true
			}
		}
	}
}
