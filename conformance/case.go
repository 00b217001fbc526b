// Package conformance runs PTX cases whose expected outputs were recorded
// on a real NVIDIA GPU, and compares what another engine (the emulator, a
// HIP device) produces. NVIDIA's answer is the truth. README.md in this
// folder documents the case format.
package conformance

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"

	"github.com/ptxamd/ptxamd/internal/argspec"
)

// Modes are the warp modes, in the order reports show them.
var Modes = []string{"wave32", "paired", "single", "native64"}

// DefaultModes are the modes of a case whose case.json names none.
var DefaultModes = []string{"wave32", "paired", "single"}

// CompareRule says how one output buffer is compared.
type CompareRule struct {
	Mode string `json:"mode"`          // "exact" (default), "ulp", or "approx"
	ULP  int    `json:"ulp,omitempty"` // the bound, for "ulp" and "approx"
	// Abs is an absolute error bound for "approx": an element passes when
	// it is within ULP units in the last place OR within Abs of the
	// recorded value. Approximate instructions document absolute errors
	// (sin.approx: 2^-20.5 in [-π, π]), which are huge in ULP near zero.
	Abs  float64 `json:"abs,omitempty"`
	Type string  `json:"type,omitempty"` // element type; default the buffer's
	// Ignore lists element ranges [from, to) that are not compared: words
	// of an opaque object whose bits are the hardware's own (an mbarrier
	// in a raw dump of shared memory). The notes say why.
	Ignore [][2]int `json:"ignore,omitempty"`
}

// Case is one conformance case: a directory holding case.json, case.ptx
// and, once recorded, expected.json and expected/argN.bin.
type Case struct {
	Kernel  string                 `json:"kernel"`
	Grid    [3]int                 `json:"grid"`
	Block   [3]int                 `json:"block"`
	Shared  int                    `json:"shared,omitempty"`
	Args    []string               `json:"args"`
	Compare map[string]CompareRule `json:"compare,omitempty"`
	Modes   []string               `json:"modes,omitempty"`
	Family  string                 `json:"family,omitempty"`
	Notes   string                 `json:"notes,omitempty"`
	// KnownFailures lists modes ("*" for all) in which the case is known to
	// fail today, each with the reason: such a run is reported as a known
	// failure, not a failure, and a known failure that passes is a failure
	// (so that the list cannot go stale).
	KnownFailures map[string]string `json:"known_failures,omitempty"`
	// Mma, when "exact", pins the case to the exact tensor-core model in
	// every run, --mma=hw included: for vectors designed to pin down the
	// H100's own numerics (products beyond f32's range, sums that the H100
	// truncates to a finite value where a rounding unit overflows), which
	// no norm-wise bound describes. The notes say why.
	Mma string `json:"mma,omitempty"`
	// Cluster, when set, launches the kernel in thread-block clusters of
	// this shape (in CTAs), as cuLaunchKernelEx's cluster dimension does:
	// for kernels without .reqnctapercluster. ptxamd translates such a
	// case with that cluster shape (pipeline.Options.Cluster).
	Cluster [3]int `json:"cluster,omitempty"`

	Dir   string         `json:"-"` // the case directory
	ID    string         `json:"-"` // "<parent dir>/<dir>", e.g. "int/vadd_u32"
	PTX   []byte         `json:"-"` // case.ptx
	Specs []argspec.Spec `json:"-"` // Args, parsed

	// Expected holds the recorded output of each buffer argument, by
	// argument index; nil when the case has not been recorded.
	Expected   map[int][]byte `json:"-"`
	Provenance *Provenance    `json:"-"`
}

// Provenance says where and when expected outputs were recorded.
type Provenance struct {
	GPU               string `json:"gpu"`
	ComputeCapability string `json:"compute_capability"`
	DriverVersion     string `json:"driver_version"` // the NVIDIA kernel driver, e.g. "550.54.15"
	CUDAVersion       string `json:"cuda_version"`   // from cuDriverGetVersion, e.g. "12.4"
	CUDADriverAPI     int    `json:"cuda_driver_api"`
	Date              string `json:"date"`
	PtxamdVersion     string `json:"ptxamd_version"`
	Recorder          string `json:"recorder"`
}

// expectedFile is expected.json.
type expectedFile struct {
	Provenance Provenance            `json:"provenance"`
	Outputs    map[string]outputFile `json:"outputs"`
}

type outputFile struct {
	File   string `json:"file"`
	Bytes  int    `json:"bytes"`
	SHA256 string `json:"sha256"`
}

// Load reads the case in dir, checks it, and reads its recorded outputs if
// there are any.
func Load(dir string) (*Case, error) {
	path := filepath.Join(dir, "case.json")
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	c := &Case{}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(c); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	c.Dir = dir
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	c.ID = filepath.Base(filepath.Dir(abs)) + "/" + filepath.Base(abs)
	if c.Family == "" {
		c.Family = filepath.Base(filepath.Dir(abs))
	}
	if c.Mma != "" && c.Mma != "exact" {
		return nil, fmt.Errorf("%s: case.json: mma %q: only \"exact\" may be pinned", dir, c.Mma)
	}
	if len(c.Modes) == 0 {
		c.Modes = DefaultModes
	}
	if err := c.check(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if c.PTX, err = os.ReadFile(filepath.Join(dir, "case.ptx")); err != nil {
		return nil, err
	}
	if err := c.loadExpected(); err != nil {
		return nil, err
	}
	return c, nil
}

func (c *Case) check() error {
	var errs []error
	if c.Kernel == "" {
		errs = append(errs, errors.New("no kernel"))
	}
	for i := 0; i < 3; i++ {
		if c.Grid[i] < 1 || c.Block[i] < 1 {
			errs = append(errs, fmt.Errorf("grid %v and block %v need three sizes of at least 1", c.Grid, c.Block))
			break
		}
	}
	for m := range c.KnownFailures {
		if m != "*" && !slices.Contains(Modes, m) {
			errs = append(errs, fmt.Errorf("known_failures names unknown mode %q", m))
		}
	}
	if c.Shared < 0 {
		errs = append(errs, fmt.Errorf("shared %d is negative", c.Shared))
	}
	for key, r := range c.Compare {
		for _, g := range r.Ignore {
			if g[0] < 0 || g[1] <= g[0] {
				errs = append(errs, fmt.Errorf("compare %s: ignore range %v is not [from, to) with 0 <= from < to", key, g))
			}
		}
	}
	if c.Cluster != [3]int{} {
		for i := 0; i < 3; i++ {
			if c.Cluster[i] < 1 || c.Grid[i]%c.Cluster[i] != 0 {
				errs = append(errs, fmt.Errorf("cluster %v: each dimension at least 1 and dividing grid %v", c.Cluster, c.Grid))
				break
			}
		}
	}
	specs, err := argspec.ParseAll(c.Args)
	if err != nil {
		errs = append(errs, err)
	}
	c.Specs = specs
	for _, m := range c.Modes {
		if !slices.Contains(Modes, m) {
			errs = append(errs, fmt.Errorf("unknown mode %q (want one of %v)", m, Modes))
		}
	}
	for key, r := range c.Compare {
		i, err := strconv.Atoi(key)
		if err != nil || i < 0 || i >= len(c.Args) {
			errs = append(errs, fmt.Errorf("compare: %q is not an argument index (0 to %d)", key, len(c.Args)-1))
			continue
		}
		if specs != nil && !specs[i].HasData() {
			errs = append(errs, fmt.Errorf("compare: arg %d %q is not a buffer", i, c.Args[i]))
		}
		if r.Type != "" {
			if _, err := argspec.ParseType(r.Type); err != nil {
				errs = append(errs, fmt.Errorf("compare: arg %d: %v", i, err))
			}
		}
		switch r.Mode {
		case "", "exact":
		case "ulp", "approx":
			if t, err := c.compareType(i); err == nil && !t.IsFloat() {
				errs = append(errs, fmt.Errorf("compare: arg %d: %s needs a float type, not %v", i, r.Mode, t))
			}
			if r.ULP < 0 || r.Abs < 0 {
				errs = append(errs, fmt.Errorf("compare: arg %d: negative bound", i))
			}
		default:
			errs = append(errs, fmt.Errorf("compare: arg %d: unknown mode %q (want exact, ulp or approx)", i, r.Mode))
		}
	}
	return errors.Join(errs...)
}

// compareType is the element type used to compare buffer i.
func (c *Case) compareType(i int) (argspec.Type, error) {
	if r, ok := c.Compare[strconv.Itoa(i)]; ok && r.Type != "" {
		return argspec.ParseType(r.Type)
	}
	if c.Specs == nil {
		return argspec.Invalid, errors.New("arguments did not parse")
	}
	return c.Specs[i].Type, nil
}

// Compared returns the indices of the buffers that are compared: those in
// "compare", or every buffer when it is empty.
func (c *Case) Compared() []int {
	var out []int
	for i, s := range c.Specs {
		if _, ok := c.Compare[strconv.Itoa(i)]; ok || (len(c.Compare) == 0 && s.HasData()) {
			out = append(out, i)
		}
	}
	return out
}

// Buffers returns the indices of the buffer arguments.
func (c *Case) Buffers() []int {
	var out []int
	for i, s := range c.Specs {
		if s.HasData() {
			out = append(out, i)
		}
	}
	return out
}

// HasMode reports whether the case applies to warp mode m.
func (c *Case) HasMode(m string) bool { return slices.Contains(c.Modes, m) }

// Inputs returns each argument's bytes: a scalar's value, a buffer's initial
// contents. Relative file: paths are read from the case directory.
func (c *Case) Inputs() ([][]byte, error) {
	out := make([][]byte, len(c.Specs))
	for i, s := range c.Specs {
		b, err := s.BytesIn(c.Dir)
		if err != nil {
			return nil, fmt.Errorf("%s: arg %d: %w", c.ID, i, err)
		}
		out[i] = b
	}
	return out, nil
}

func (c *Case) loadExpected() error {
	path := filepath.Join(c.Dir, "expected.json")
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	var ef expectedFile
	if err := json.Unmarshal(data, &ef); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	c.Provenance = &ef.Provenance
	c.Expected = map[int][]byte{}
	for key, o := range ef.Outputs {
		i, err := strconv.Atoi(key)
		if err != nil || i < 0 || i >= len(c.Specs) || !c.Specs[i].HasData() {
			return fmt.Errorf("%s: output %q is not a buffer argument", path, key)
		}
		b, err := os.ReadFile(filepath.Join(c.Dir, o.File))
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		sum := sha256.Sum256(b)
		if len(b) != o.Bytes || (o.SHA256 != "" && hex.EncodeToString(sum[:]) != o.SHA256) {
			return fmt.Errorf("%s: %s does not match its size or checksum in expected.json", path, o.File)
		}
		if len(b) != c.Specs[i].Size() {
			return fmt.Errorf("%s: %s has %d bytes, but arg %d %q has %d", path, o.File, len(b), i, c.Args[i], c.Specs[i].Size())
		}
		c.Expected[i] = b
	}
	return nil
}

// Discover finds every case (a directory with case.json) under the roots
// and loads it, sorted by ID. Errors of several cases are joined.
func Discover(roots ...string) ([]*Case, error) {
	var cases []*Case
	var errs []error
	for _, root := range roots {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() || d.Name() != "case.json" {
				return nil
			}
			c, err := Load(filepath.Dir(path))
			if err != nil {
				errs = append(errs, err)
				return nil
			}
			cases = append(cases, c)
			return nil
		})
		if err != nil {
			errs = append(errs, err)
		}
	}
	sort.SliceStable(cases, func(i, j int) bool { return cases[i].ID < cases[j].ID })
	return cases, errors.Join(errs...)
}
