package semantics_test

import (
	"os"
	"testing"

	"github.com/ptxamd/ptxamd/frontend"
	"github.com/ptxamd/ptxamd/internal/diag"
	sir "github.com/ptxamd/ptxamd/semantics"
)

func TestZZSIR(t *testing.T) {
	path := os.Getenv("SCRATCH_PTX")
	if path == "" {
		t.Skip()
	}
	src, _ := os.ReadFile(path)
	ast, d := frontend.Parse(path, src)
	if d.HasErrors() {
		t.Fatalf("%s", diag.Format(d, diag.Sources{path: src}))
	}
	m, d := sir.Build(ast)
	if d.HasErrors() {
		t.Fatalf("%s", diag.Format(d, diag.Sources{path: src}))
	}
	os.WriteFile("/tmp/scratch.sir", []byte(sir.Print(m)), 0o644)
}
