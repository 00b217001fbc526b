package amdgpu

import (
	"fmt"
	"path/filepath"
	"reflect"
	"runtime"
	"sort"
	"strings"
)

// OpDoc documents one PTX instruction for docs/coverage.md.
type OpDoc struct {
	Forms string // the forms lowered, e.g. ".lo .hi .wide; s16-s64, u16-u64"
	Notes string // semantics choices, limits
}

// opDocs holds the documentation that lowering files register with
// documentOp; an opcode with a lowering but no entry is listed with its
// family only.
var opDocs = map[string]OpDoc{}

// documentOp records the forms and notes of a lowered opcode.
func documentOp(op, forms, notes string) { opDocs[op] = OpDoc{Forms: forms, Notes: notes} }

// knownOps lists PTX instructions (PTX ISA 9.x, §9.7) so that the coverage
// table also shows what is not lowered yet; those give a positioned
// "unsupported instruction" error.
var knownOps = strings.Fields(`
abs activemask add addc alloca applypriority atom bar barrier bfe bfi bfind bmsk bra brev brkpt brx call
clz cnot copysign cos cp createpolicy cvt cvta discard div dp2a dp4a elect ex2 exit fence fma fns
getctarank griddepcontrol isspacep istypep ld ldmatrix ldu lg2 lop3 mad mad24 madc mapa match max mbarrier membar
min mma mov movmatrix mul mul24 multimem nanosleep neg not or pmevent popc prefetch prefetchu prmt rcp red redux rem
ret rsqrt sad selp set setmaxnreg setp shf shfl shl shr sin slct sqrt st stackrestore stacksave stmatrix sub subc
suld suq sust szext tanh testp tex tld4 trap txq vabsdiff vabsdiff2 vabsdiff4 vadd vadd2 vadd4 vavrg2 vavrg4 vmad vmax
vmax2 vmax4 vmin vmin2 vmin4 vote vset vset2 vset4 vshl vshr vsub vsub2 vsub4 wgmma wmma xor`)

// family names a lowering by its source file: lower_int.go -> int.
func family(fn any) string {
	pc := reflect.ValueOf(fn).Pointer()
	f := runtime.FuncForPC(pc)
	if f == nil {
		return "?"
	}
	file, _ := f.FileLine(pc)
	base := strings.TrimSuffix(filepath.Base(file), ".go")
	return strings.TrimPrefix(base, "lower_")
}

// CoverageMarkdown renders docs/coverage.md: one row per PTX instruction,
// generated from the lowering table so that it cannot drift from the code.
func CoverageMarkdown() string {
	var b strings.Builder
	b.WriteString("# PTX instruction coverage\n\n")
	b.WriteString("Generated from the lowering table by `go test ./amdgpu -run TestCoverageDoc -update`; a test fails when it is stale.\n")
	b.WriteString("An instruction marked *not yet* is rejected with a positioned `unsupported instruction` error naming it;\n")
	b.WriteString("within a supported instruction, any form not listed is rejected the same way, never dropped.\n\n")
	ops := map[string]bool{}
	for op := range lowerTable {
		ops[op] = true
	}
	for _, op := range knownOps {
		ops[op] = true
	}
	names := make([]string, 0, len(ops))
	for op := range ops {
		names = append(names, op)
	}
	sort.Strings(names)
	supported := 0
	b.WriteString("| instruction | family | status | forms | notes |\n|---|---|---|---|---|\n")
	for _, op := range names {
		fn, ok := lowerTable[op]
		status, fam := "not yet", ""
		if ok {
			status, fam = "supported", family(fn)
			supported++
		}
		d := opDocs[op]
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %s |\n", op, fam, status, escape(d.Forms), escape(d.Notes))
	}
	fmt.Fprintf(&b, "\n%d of %d instructions have a lowering.\n", supported, len(names))
	return b.String()
}

func escape(s string) string { return strings.ReplaceAll(s, "|", "\\|") }
