package reduce

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/ptxamd/ptxamd/conformance"
	"github.com/ptxamd/ptxamd/internal/cuda"
	"github.com/ptxamd/ptxamd/internal/outfile"
)

// candidate is c with ptx in place of its own program and no recording.
func candidate(c *conformance.Case, ptx []byte) *conformance.Case {
	cand := *c
	cand.PTX = ptx
	cand.Expected = nil
	cand.Provenance = nil
	return &cand
}

// run runs c in mode on the emulator; a panic is an error.
func run(c *conformance.Case, mode string) (out map[int][]byte, err error) {
	defer func() {
		if p := recover(); p != nil {
			out, err = nil, fmt.Errorf("panic: %v", p)
		}
	}()
	return (&conformance.PipelineRunner{}).Run(c, mode)
}

// differ compares got with want as c's compare rules say.
func differ(c *conformance.Case, want, got map[int][]byte) []conformance.Mismatch {
	cmp := *c
	cmp.Expected = want
	return conformance.Compare(&cmp, got)
}

// ModeDifference is the oracle "the emulator's compared outputs differ
// between warp modes a and b" for candidates of case c (same launch and
// arguments).
func ModeDifference(c *conformance.Case, a, b string) Oracle {
	return func(ptx []byte) (bool, error) {
		cand := candidate(c, ptx)
		outA, err := run(cand, a)
		if err != nil {
			return false, err
		}
		outB, err := run(cand, b)
		if err != nil {
			return false, err
		}
		return len(differ(cand, outA, outB)) > 0, nil
	}
}

// AgainstCUDA is the oracle "the emulator's output in mode differs from
// the NVIDIA GPU's" for candidates of case c. A candidate that the CUDA
// JIT rejects is not interesting.
func AgainstCUDA(c *conformance.Case, dev *cuda.Device, mode string) Oracle {
	return func(ptx []byte) (bool, error) {
		cand := candidate(c, ptx)
		want, err := conformance.RunCUDA(cand, dev)
		if err != nil {
			return false, err
		}
		got, err := run(cand, mode)
		if err != nil {
			return false, err
		}
		return len(differ(cand, want, got)) > 0, nil
	}
}

// Recorded is the oracle "the emulator's output in mode differs from the
// case's recording". It judges the original program only (a changed
// program has no recording): use it to check that a case fails before
// reducing it with another oracle.
func Recorded(c *conformance.Case, mode string) Oracle {
	return func(ptx []byte) (bool, error) {
		if string(ptx) != string(c.PTX) {
			return false, fmt.Errorf("%s: no recording for a changed program", c.ID)
		}
		got, err := run(c, mode)
		if err != nil {
			return false, err
		}
		return len(conformance.Compare(c, got)) > 0, nil
	}
}

// WriteCase writes the reduced program as a case in dir: c's launch and
// arguments, res's program, family "reduced", modes and notes as given.
// It does not record it.
func WriteCase(c *conformance.Case, ptx []byte, dir string, modes []string, notes string) error {
	out := *c
	out.Family = "reduced"
	out.Modes = modes
	out.Notes = notes
	data, err := json.MarshalIndent(&out, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := outfile.WriteFile(filepath.Join(dir, "case.ptx"), ptx, 0o644); err != nil {
		return err
	}
	return outfile.WriteFile(filepath.Join(dir, "case.json"), append(data, '\n'), 0o644)
}
