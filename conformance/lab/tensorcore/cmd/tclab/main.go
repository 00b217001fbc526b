// Command tclab measures NVIDIA tensor-core arithmetic (mma.sync) with the
// test vectors of package tensorcore, on device 0 through the CUDA driver
// (no cgo; build it statically and run it where libcuda.so.1 is):
//
//	CGO_ENABLED=0 go build -o dist/tclab ./conformance/lab/tensorcore/cmd/tclab
//	dist/tclab -n 500 -out h100.results.gz       # on the GPU machine
//	dist/tclab -cases conformance/cases/mma      # here: write conformance cases
//	dist/tclab -check h100.results.gz            # here: the model against a results file
//	dist/tclab -trim h100.results.gz -keep 32 -out testdata/h100.results.gz
//
// It writes every tile's inputs and the GPU's D to the results file and
// prints, per form and set, how many elements the H100 model of package
// tensorcore reproduces. A form the GPU cannot run (fp8 before sm_89) is
// reported and skipped, so the same program characterises an A100 or a
// B200.
package main

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/ptxamd/ptxamd/conformance/lab/tensorcore"
	"github.com/ptxamd/ptxamd/internal/cuda"
)

func main() {
	out := flag.String("out", "tensorcore.results.gz", "results file")
	n := flag.Int("n", 64, "random tiles per random kind and form")
	write := flag.Int("write", -1, "random tiles per random set written to the results file (-1: all); all are compared")
	forms := flag.String("forms", "", "comma-separated forms (default all)")
	cases := flag.String("cases", "", "write conformance cases under this folder instead of measuring")
	caseRand := flag.Int("case-rand", 16, "random tiles per random kind in a conformance case")
	trim := flag.String("trim", "", "instead of measuring, copy this results file to -out keeping at most -keep tiles of each random set")
	keep := flag.Int("keep", 16, "random tiles per set that -trim keeps")
	checkFile := flag.String("check", "", "instead of measuring, compare this results file with the H100 model and its variants")
	show := flag.Int("show", 4, "mismatches per form that -check prints")
	flag.Parse()
	var fs []tensorcore.Form
	for _, f := range tensorcore.Forms {
		if *forms == "" || strings.Contains(","+*forms+",", ","+f.Name+",") {
			fs = append(fs, f)
		}
	}
	if *checkFile != "" {
		if err := check(*checkFile, fs, *show); err != nil {
			fail(err)
		}
		return
	}
	if *trim != "" {
		if err := trimResults(*trim, *out, *keep, fs); err != nil {
			fail(err)
		}
		return
	}
	if *cases != "" {
		for _, f := range fs {
			if err := writeCases(*cases, f, *caseRand); err != nil {
				fail(err)
			}
		}
		return
	}
	dev, err := cuda.Open()
	if err != nil {
		fail(err)
	}
	defer dev.Close()
	major, minor := dev.ComputeCapability()
	note := fmt.Sprintf("%s, compute capability %d.%d, CUDA %s\n", dev.Name(), major, minor, dev.CUDAVersion())
	fmt.Print(note)
	var all []tensorcore.Set
	for _, f := range fs {
		sets := tensorcore.Sets(f, *n)
		if err := measure(dev, f, sets); err != nil {
			fmt.Printf("%s: skipped: %v\n", f.Name, err)
			continue
		}
		p := tensorcore.H100(f.A)
		for _, s := range sets {
			total, bad := 0, 0
			for _, t := range s.Tiles {
				d := f.Model(p, t)
				for i := range d {
					total++
					if d[i] != t.D[i] {
						bad++
					}
				}
			}
			fmt.Printf("%-14s %-10s %7d elements, %6d differ from the H100 model\n", f.Name, s.Name, total, bad)
		}
		for _, s := range sets {
			if isRandom(s.Name) && *write >= 0 && len(s.Tiles) > *write {
				s.Tiles = s.Tiles[:*write]
			}
			all = append(all, s)
		}
	}
	var buf bytes.Buffer
	if err := tensorcore.WriteResults(&buf, note, all); err != nil {
		fail(err)
	}
	if err := os.WriteFile(*out, buf.Bytes(), 0o644); err != nil {
		fail(err)
	}
}

// trimResults copies the sets of forms fs from a results file, keeping at
// most keep tiles of each random set (the designed sets whole): the
// compact file the model's test reads.
func trimResults(in, out string, keep int, fs []tensorcore.Form) error {
	fh, err := os.Open(in)
	if err != nil {
		return err
	}
	defer fh.Close()
	note, sets, err := tensorcore.ReadResults(fh)
	if err != nil {
		return err
	}
	var kept []tensorcore.Set
	for _, s := range sets {
		for _, f := range fs {
			if f.Name != s.Form {
				continue
			}
			if isRandom(s.Name) && len(s.Tiles) > keep {
				s.Tiles = s.Tiles[:keep]
			}
			kept = append(kept, s)
		}
	}
	sets = kept
	var buf bytes.Buffer
	if err := tensorcore.WriteResults(&buf, note, sets); err != nil {
		return err
	}
	return os.WriteFile(out, buf.Bytes(), 0o644)
}

// isRandom reports whether a set of tensorcore.Sets is random tiles.
func isRandom(set string) bool { return set == "rand" || set == "wide" || set == "full" }

func fail(err error) {
	fmt.Fprintln(os.Stderr, "tclab:", err)
	os.Exit(1)
}

// measure runs every tile of sets on the GPU in one launch (one warp per
// tile) and fills in D.
func measure(dev *cuda.Device, f tensorcore.Form, sets []tensorcore.Set) error {
	var ts []tensorcore.Tile
	for _, s := range sets {
		ts = append(ts, s.Tiles...)
	}
	if len(ts)%2 == 1 {
		ts = append(ts, tensorcore.NewTile(f))
	}
	mod, err := dev.LoadModule(f.PTX())
	if err != nil {
		return err
	}
	defer mod.Unload()
	fn, err := mod.Function("k")
	if err != nil {
		return err
	}
	a, b, c, d := f.Bufs(ts)
	var ptrs []cuda.DevPtr
	var args [][]byte
	defer func() {
		for _, p := range ptrs {
			dev.Free(p)
		}
	}()
	for _, buf := range [][]byte{a, b, c, d} {
		p, err := dev.Alloc(len(buf))
		if err != nil {
			return err
		}
		ptrs = append(ptrs, p)
		if err := dev.CopyToDevice(p, buf); err != nil {
			return err
		}
		args = append(args, binary.LittleEndian.AppendUint64(nil, uint64(p)))
	}
	if err := dev.Launch(fn, cuda.Dim3{uint32(len(ts) / 2), 1, 1}, cuda.Dim3{64, 1, 1}, 0, args); err != nil {
		return err
	}
	if err := dev.Synchronize(); err != nil {
		return err
	}
	if err := dev.CopyFromDevice(d, ptrs[3]); err != nil {
		return err
	}
	got, err := f.Unbufs(len(ts), a, b, c, d)
	if err != nil {
		return err
	}
	i := 0
	for _, s := range sets {
		for j := range s.Tiles {
			s.Tiles[j].D = got[i].D
			i++
		}
	}
	return nil
}

// writeCases writes conformance cases for form f under dir: tc_<form>_adv
// with every designed vector, tc_<form>_rand with rand random tiles of
// each random kind (integer forms: the extreme tiles only).
func writeCases(dir string, f tensorcore.Form, rand int) error {
	sets := tensorcore.Sets(f, rand)
	var adv, rnd []tensorcore.Tile
	var advNames []string
	for _, s := range sets {
		switch {
		case isRandom(s.Name):
			rnd = append(rnd, s.Tiles...)
		default:
			adv = append(adv, s.Tiles...)
			advNames = append(advNames, s.Name)
		}
	}
	if f.A.IsInt() {
		return writeCase(dir, f, "tc_"+f.Name+"_extreme", adv,
			"extreme operands (-128, 127, 255, ...) and C at the ends of s32: the sum wraps modulo 2^32.")
	}
	if err := writeCase(dir, f, "tc_"+f.Name+"_adv", adv,
		"designed vectors from conformance/lab/tensorcore ("+strings.Join(advNames, ", ")+
			"), eight per tile on the diagonal with their negations in rows 8-15: cancellation, alignment width, carries, block size, products >= 2, subnormals, NaN/inf, overflow, signed zeros, rounding ties. Compared as bits, NaN payloads included."); err != nil {
		return err
	}
	return writeCase(dir, f, "tc_"+f.Name+"_rand", rnd,
		"random tiles from conformance/lab/tensorcore: inputs near 1 and inputs with wide exponent spreads. Compared as bits.")
}

func shape(f tensorcore.Form) string {
	if f.Wmma {
		return "wmma m16n16k16 (columns 8-15: columns 0-7 with B and C negated)"
	}
	return fmt.Sprintf("mma m16n8k%d", f.K)
}

func writeCase(dir string, f tensorcore.Form, name string, ts []tensorcore.Tile, notes string) error {
	if len(ts)%2 == 1 {
		ts = append(ts, tensorcore.NewTile(f))
	}
	cd := filepath.Join(dir, name)
	if err := os.MkdirAll(cd, 0o755); err != nil {
		return err
	}
	ptx := bytes.Replace(f.PTX(), []byte(".entry k("), []byte(".entry "+name+"("), 1)
	if err := os.WriteFile(filepath.Join(cd, "case.ptx"), ptx, 0o644); err != nil {
		return err
	}
	a, b, c, _ := f.Bufs(ts)
	for n, buf := range map[string][]byte{"a.bin": a, "b.bin": b, "c.bin": c} {
		if err := os.WriteFile(filepath.Join(cd, n), buf, 0o644); err != nil {
			return err
		}
	}
	elem := func(fm tensorcore.Format) string {
		switch fm {
		case tensorcore.TF32, tensorcore.F32:
			return "f32"
		case tensorcore.E4M3, tensorcore.E5M2:
			return "b8"
		}
		return fm.Name
	}
	cmpType := map[string]string{"f32": "b32", "f16": "b16", "s32": "s32"}[elem(f.Acc)]
	nt := len(ts)
	js := map[string]any{
		"kernel": name,
		"grid":   []int{nt / 2, 1, 1},
		"block":  []int{64, 1, 1},
		"args": []string{
			fmt.Sprintf("buf:%s:%d:file:a.bin", elem(f.A), nt*16*f.K),
			fmt.Sprintf("buf:%s:%d:file:b.bin", elem(f.B), nt*f.BElems()),
			fmt.Sprintf("buf:%s:%d:file:c.bin", elem(f.Acc), nt*f.CElems()),
			fmt.Sprintf("buf:%s:%d:zero", elem(f.Acc), nt*f.CElems()),
		},
		"compare": map[string]any{"3": map[string]any{"mode": "exact", "type": cmpType}},
		"modes":   []string{"wave32", "paired", "single"},
		"family":  "mma",
		"notes":   fmt.Sprintf("%s %s x %s + %s, %d tiles (one per warp): %s", shape(f), f.A.Name, f.B.Name, f.Acc.Name, nt, notes),
	}
	data, err := json.MarshalIndent(js, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(cd, "case.json"), append(data, '\n'), 0o644)
}
