package amdgpu_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/internal/pipeline"
	"github.com/ptxamd/ptxamd/internal/testutil"
)

// llcTargets are the gfx targets every case must compile for: gfx9 in
// wave64 (paired), gfx10 and later in wave32.
var llcTargets = []string{"gfx906", "gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1200"}

// targetOptions translates for one gfx target in its default warp mode.
func targetOptions(arch string) pipeline.Options {
	if strings.HasPrefix(arch, "gfx9") {
		return pipeline.Options{Arch: arch, WaveSize: 64, Mode: "paired", Features: "+wavefrontsize64"}
	}
	return pipeline.Options{Arch: arch, WaveSize: 32, Mode: "wave32", Features: "+wavefrontsize32"}
}

func toolContext(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	return ctx
}

// verifyIR runs `opt -passes=verify` of LLVM 19 and LLVM 15 on ir.
func verifyIR(t *testing.T, opt19, opt15 string, ir []byte) {
	t.Helper()
	ctx := toolContext(t)
	if _, err := testutil.RunTool(ctx, ir, opt19, testutil.OptVerifyArgs(19)...); err != nil {
		t.Errorf("LLVM 19 rejects the IR: %v", err)
	}
	if opt15 == "" {
		return // a target LLVM 15 does not know (gfx12: its intrinsics differ)
	}
	if _, err := testutil.RunTool(ctx, ir, opt15, testutil.OptVerifyArgs(15)...); err != nil {
		t.Errorf("LLVM 15 rejects the IR: %v", err)
	}
}

// TestGoldenVerify: every golden .ll is valid IR for LLVM 19 and LLVM 15.
func TestGoldenVerify(t *testing.T) {
	opt19 := testutil.LLVMTool(t, "opt", 19)
	opt15 := testutil.LLVMTool(t, "opt", 15)
	files, _ := filepath.Glob("testdata/*.ll")
	if len(files) == 0 {
		t.Fatal("no golden .ll files (run TestGolden with -update)")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			ir, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			verifyIR(t, opt19, opt15, ir)
		})
	}
}

// TestLLC translates every case afresh for each target, verifies the IR
// with LLVM 19 and 15, and compiles it to an object with llc 19.
func TestLLC(t *testing.T) {
	opt19 := testutil.LLVMTool(t, "opt", 19)
	opt15 := testutil.LLVMTool(t, "opt", 15)
	llc := testutil.LLVMTool(t, "llc", 19)
	for _, c := range loadCases(t, filepath.Join(casesDir, "*.ptx")) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			verified := map[string]bool{} // identical IR is verified once
			for _, arch := range llcTargets {
				ir := []byte(translate(t, c, targetOptions(arch)))
				o15 := opt15
				if tg, err := target.Lookup(arch); err == nil && !tg.LLVM15 {
					o15 = ""
				}
				if key := o15 + string(ir); !verified[key] {
					verified[key] = true
					verifyIR(t, opt19, o15, ir)
				}
				obj := filepath.Join(t.TempDir(), arch+".o")
				if _, err := testutil.RunTool(toolContext(t), ir, llc, testutil.LLCArgs(arch, obj)...); err != nil {
					t.Errorf("%s: llc: %v", arch, err)
					continue
				}
				if fi, err := os.Stat(obj); err != nil || fi.Size() == 0 {
					t.Errorf("%s: llc wrote no object (%v)", arch, err)
				}
			}
		})
	}
}
