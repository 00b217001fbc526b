package main

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// vtype is a PTX value type as a case handles it: its register and
// load/store type, its size and the argspec type of its buffer.
type vtype struct {
	reg, ld string
	size    int
	arg     string
	lane    int // bits per lane of a packed type (0: scalar)
}

var vtypes = map[string]vtype{
	"f32":    {"f32", "f32", 4, "f32", 0},
	"f64":    {"f64", "f64", 8, "f64", 0},
	"f16":    {"b16", "b16", 2, "f16", 0},
	"bf16":   {"b16", "b16", 2, "bf16", 0},
	"f16x2":  {"b32", "b32", 4, "b32", 16},
	"bf16x2": {"b32", "b32", 4, "b32", 16},
	"tf32":   {"b32", "b32", 4, "b32", 0},
	"e8x2":   {"b16", "b16", 2, "b16", 0},
	"u16":    {"u16", "u16", 2, "u16", 0},
	"s16":    {"s16", "s16", 2, "s16", 0},
	"u32":    {"u32", "u32", 4, "u32", 0},
	"s32":    {"s32", "s32", 4, "s32", 0},
	"u64":    {"u64", "u64", 8, "u64", 0},
	"s64":    {"s64", "s64", 8, "s64", 0},
	"bits":   {"b32", "b32", 4, "b32", 0}, // predicate results packed into a word
}

// form is one case: an instruction (or a short body) applied element-wise
// to the cartesian product of its sources' value lists (zip: the lists
// side by side, the second reversed).
type form struct {
	name  string
	body  string // PTX with sources %a0.. and destination %d
	dst   string
	srcs  []string
	lists [][]uint64
	zip   bool
	notes string
}

// inputs builds the sources' element bits.
func (f *form) inputs() (n int, srcs [][]uint64) {
	k := len(f.srcs)
	if f.zip {
		n = len(f.lists[0])
		for i := 0; i < k; i++ {
			col := make([]uint64, n)
			l := f.lists[i]
			for e := 0; e < n; e++ {
				if i%2 == 0 {
					col[e] = l[e%len(l)]
				} else {
					col[e] = l[(n-1-e)%len(l)]
				}
			}
			srcs = append(srcs, col)
		}
		return n, srcs
	}
	n = 1
	for _, l := range f.lists {
		n *= len(l)
	}
	idx := func(e, i int) int {
		stride := 1
		for j := i + 1; j < k; j++ {
			stride *= len(f.lists[j])
		}
		return e / stride % len(f.lists[i])
	}
	for i := 0; i < k; i++ {
		col := make([]uint64, n)
		l := f.lists[i]
		vt := vtypes[f.srcs[i]]
		for e := 0; e < n; e++ {
			v := l[idx(e, i)]
			if vt.lane == 16 {
				// The upper lane takes the element counted from the end.
				v = v&0xffff | l[idx(n-1-e, i)]&0xffff<<16
			}
			col[e] = v
		}
		srcs = append(srcs, col)
	}
	return n, srcs
}

func (f *form) ptx() string {
	var b strings.Builder
	version := "8.0"
	if strings.Contains(f.body, "satfinite") && f.dst != "e8x2" {
		version = "8.1" // .satfinite into f16, bf16 and tf32
	}
	fmt.Fprintf(&b, ".version %s\n.target sm_90\n.address_size 64\n\n", version)
	fmt.Fprintf(&b, "// %s: special-value sweep (conformance/internal/specialgen).\n", f.name)
	fmt.Fprintf(&b, ".visible .entry %s(\n", f.name)
	for i := range f.srcs {
		fmt.Fprintf(&b, "\t.param .u64 p%d,\n", i)
	}
	fmt.Fprintf(&b, "\t.param .u64 pd,\n\t.param .u32 n\n)\n{\n")
	b.WriteString("\t.reg .pred %p<2>;\n\t.reg .pred %q<32>;\n\t.reg .b32 %r<8>;\n\t.reg .b32 %t<32>;\n\t.reg .b64 %rd<32>;\n")
	b.WriteString("\t.reg .f32 %f<4>;\n\t.reg .b16 %h<4>;\n")
	for i, s := range f.srcs {
		fmt.Fprintf(&b, "\t.reg .%s %%a%d;\n", vtypes[s].reg, i)
	}
	fmt.Fprintf(&b, "\t.reg .%s %%d;\n", vtypes[f.dst].reg)
	b.WriteString("\tld.param.u32 %r1, [n];\n\tmov.u32 %r2, %ctaid.x;\n\tmov.u32 %r3, %ntid.x;\n\tmov.u32 %r4, %tid.x;\n")
	b.WriteString("\tmad.lo.s32 %r5, %r2, %r3, %r4;\n\tsetp.ge.u32 %p0, %r5, %r1;\n\t@%p0 bra $L__done;\n\tcvt.u64.u32 %rd0, %r5;\n")
	for i, s := range f.srcs {
		vt := vtypes[s]
		fmt.Fprintf(&b, "\tld.param.u64 %%rd%d, [p%d];\n\tcvta.to.global.u64 %%rd%d, %%rd%d;\n", 10+i, i, 10+i, 10+i)
		fmt.Fprintf(&b, "\tmad.lo.s64 %%rd%d, %%rd0, %d, %%rd%d;\n", 20+i, vt.size, 10+i)
		fmt.Fprintf(&b, "\tld.global.%s %%a%d, [%%rd%d];\n", vt.ld, i, 20+i)
	}
	dt := vtypes[f.dst]
	b.WriteString("\tld.param.u64 %rd19, [pd];\n\tcvta.to.global.u64 %rd19, %rd19;\n")
	fmt.Fprintf(&b, "\tmad.lo.s64 %%rd29, %%rd0, %d, %%rd19;\n", dt.size)
	for _, line := range strings.Split(strings.TrimSpace(f.body), "\n") {
		fmt.Fprintf(&b, "\t%s\n", strings.TrimSpace(line))
	}
	fmt.Fprintf(&b, "\tst.global.%s [%%rd29], %%d;\n$L__done:\n\tret;\n}\n", dt.ld)
	return b.String()
}

type caseJSON struct {
	Kernel  string                       `json:"kernel"`
	Grid    [3]int                       `json:"grid"`
	Block   [3]int                       `json:"block"`
	Args    []string                     `json:"args"`
	Compare map[string]map[string]string `json:"compare"`
	Modes   []string                     `json:"modes"`
	Family  string                       `json:"family"`
	Notes   string                       `json:"notes"`
}

// write writes the case folder of f under dir.
func (f *form) write(dir string) error {
	n, srcs := f.inputs()
	cd := filepath.Join(dir, f.name)
	if err := os.MkdirAll(cd, 0o755); err != nil {
		return err
	}
	var args []string
	for i, s := range f.srcs {
		vt := vtypes[s]
		data := make([]byte, n*vt.size)
		for e, v := range srcs[i] {
			switch vt.size {
			case 2:
				binary.LittleEndian.PutUint16(data[e*2:], uint16(v))
			case 4:
				binary.LittleEndian.PutUint32(data[e*4:], uint32(v))
			default:
				binary.LittleEndian.PutUint64(data[e*8:], v)
			}
		}
		file := fmt.Sprintf("in%d.bin", i)
		if err := os.WriteFile(filepath.Join(cd, file), data, 0o644); err != nil {
			return err
		}
		args = append(args, fmt.Sprintf("buf:%s:%d:file:%s", vt.arg, n, file))
	}
	dst := len(f.srcs)
	args = append(args, fmt.Sprintf("buf:%s:%d:zero", vtypes[f.dst].arg, n), fmt.Sprintf("u32:%d", n))
	const block = 128
	notes := f.notes
	if notes == "" {
		notes = fmt.Sprintf("%s over %d inputs built from special values", strings.TrimSpace(strings.Split(f.body, "\n")[0]), n)
	}
	c := caseJSON{
		Kernel:  f.name,
		Grid:    [3]int{(n + block - 1) / block, 1, 1},
		Block:   [3]int{block, 1, 1},
		Args:    args,
		Compare: map[string]map[string]string{fmt.Sprint(dst): {"mode": "exact"}},
		Modes:   []string{"wave32", "paired", "single", "native64"},
		Family:  "special",
		Notes:   notes + " (generated by conformance/internal/specialgen; compared bit for bit, NaN payloads included).",
	}
	js, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(cd, "case.json"), append(js, '\n'), 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(cd, "case.ptx"), []byte(f.ptx()), 0o644)
}

// Write writes every case folder under dir and returns how many.
func Write(dir string) (int, error) {
	fs := forms()
	seen := map[string]bool{}
	for _, f := range fs {
		if seen[f.name] {
			return 0, fmt.Errorf("two forms named %s", f.name)
		}
		seen[f.name] = true
		if err := f.write(dir); err != nil {
			return 0, err
		}
	}
	return len(fs), nil
}
