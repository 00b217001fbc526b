package amdgpu_test

import (
	"os"
	"testing"

	"github.com/ptxamd/ptxamd/internal/diag"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

func TestZZScratch(t *testing.T) {
	path := os.Getenv("SCRATCH_PTX")
	if path == "" {
		t.Skip()
	}
	src, _ := os.ReadFile(path)
	mode := os.Getenv("SCRATCH_MODE")
	if mode == "" {
		mode = "paired"
	}
	opts := modeTarget(mode)
	out, err := pipeline.Translate(path, src, opts)
	if err != nil {
		if l, ok := diag.AsList(err); ok {
			t.Fatalf("%s", diag.Format(l, diag.Sources{path: src}))
		}
		t.Fatal(err)
	}
	os.WriteFile(os.Getenv("SCRATCH_OUT"), []byte(out.Result.Module.String()), 0o644)
}

func TestZZSIR(t *testing.T) {
	path := os.Getenv("SCRATCH_PTX")
	if path == "" {
		t.Skip()
	}
	src, _ := os.ReadFile(path)
	opts := modeTarget("paired")
	opts.DumpAfter = map[string]bool{"verify": true}
	opts.Dump = func(stage, text string) { os.WriteFile("/tmp/scratch.sir", []byte(text), 0o644) }
	_, err := pipeline.Translate(path, src, opts)
	if err != nil {
		if l, ok := diag.AsList(err); ok {
			t.Logf("%s", diag.Format(l, diag.Sources{path: src}))
		}
	}
}
