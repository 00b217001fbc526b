package amdgpu_test

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu"
	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/internal/golden"
	"github.com/ptxamd/ptxamd/internal/pipeline"
	"github.com/ptxamd/ptxamd/internal/testutil"
)

// sharedCases are the cases of casesDir that use .shared memory: LDS
// loads and stores, atomics, cp.async, bulk copies and TMA with
// mbarriers, ldmatrix/stmatrix, wmma through shared memory, named
// barriers, clusters with distributed shared memory and st.async, and
// generic addresses of shared variables.
var sharedCases = []string{
	"cluster_async", "cluster_dsmem", "mem_async", "mem_atom", "mem_bulk", "mem_globals", "mem_ld_st",
	"mem_tma", "mma_hw_onewarp", "mma_wmma", "named_barriers", "shared_array", "wmma_hw",
}

// ldsAccess matches an LLVM instruction that reads, writes or casts an
// LDS pointer.
var ldsAccess = regexp.MustCompile(`(?m)^\s*(%\S+ = )?(load [^,]+, ptr addrspace\(3\)|store .*, ptr addrspace\(3\)|atomicrmw .*ptr addrspace\(3\)|cmpxchg .*ptr addrspace\(3\)|addrspacecast ptr addrspace\(3\)|.*addrspacecast .* to ptr addrspace\(3\)).*$`)

// TestSharedInGlobalIR translates every shared-memory case with its
// kernels' shared memory in global memory for gfx90a, gfx942 and gfx1100:
// no instruction may access LDS any more, the IR must verify (LLVM 19
// and 15) and llc must compile it.
func TestSharedInGlobalIR(t *testing.T) {
	opt19 := testutil.LLVMTool(t, "opt", 19)
	opt15 := testutil.LLVMTool(t, "opt", 15)
	llc := testutil.LLVMTool(t, "llc", 19)
	for _, name := range sharedCases {
		c := loadCases(t, filepath.Join(casesDir, name+".ptx"))[0]
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			// The pattern finds the accesses in the usual lowering.
			if plain := translate(t, c, targetOptions("gfx90a")); !ldsAccess.MatchString(plain) {
				t.Fatalf("no LDS access found in the LDS lowering: the pattern is wrong")
			}
			for _, arch := range []string{"gfx90a", "gfx942", "gfx1100"} {
				opts := targetOptions(arch)
				opts.Mma = caseMma(c.src)
				opts.SharedInGlobal = []string{amdgpu.AllKernels}
				ir := translate(t, c, opts)
				if !strings.Contains(ir, amdgpu.SharedWindowParam) {
					t.Fatalf("%s: no kernel takes %s", arch, amdgpu.SharedWindowParam)
				}
				if m := ldsAccess.FindAllString(ir, 3); len(m) > 0 {
					t.Errorf("%s: LDS accesses remain:\n%s", arch, strings.Join(m, "\n"))
				}
				o15 := opt15
				if tg, err := target.Lookup(arch); err == nil && !tg.LLVM15 {
					o15 = ""
				}
				verifyIR(t, opt19, o15, []byte(ir))
				obj := filepath.Join(t.TempDir(), arch+".o")
				if _, err := testutil.RunTool(toolContext(t), []byte(ir), llc, testutil.LLCArgs(arch, obj)...); err != nil {
					t.Errorf("%s: llc: %v", arch, err)
				}
			}
		})
	}
}

// TestSharedInGlobalGolden pins the lowering of one kernel of each kind
// of access (testdata/shared_global/<case>.ll, paired on gfx90a), and
// checks that naming one kernel leaves the others of the module as they
// are in LDS.
func TestSharedInGlobalGolden(t *testing.T) {
	for _, name := range []string{"mem_atom", "mem_globals", "named_barriers"} {
		c := loadCases(t, filepath.Join(casesDir, name+".ptx"))[0]
		opts := modeTarget("paired")
		opts.SharedInGlobal = []string{amdgpu.AllKernels}
		golden.Check(t, filepath.Join("testdata", "shared_global", name+".ll"), []byte(translate(t, c, opts)))
	}

	// One kernel named: the module's other kernels are lowered as in LDS.
	c := loadCases(t, filepath.Join("testdata", "shared_global", "two_kernels.ptx"))[0]
	plain, err := pipeline.Translate(c.path, c.src, modeTarget("paired"))
	if err != nil {
		t.Fatal(err)
	}
	if len(plain.Result.Kernels) < 2 {
		t.Fatalf("two_kernels has %d kernels; the test needs two", len(plain.Result.Kernels))
	}
	first := plain.Result.Kernels[0].Name
	opts := modeTarget("paired")
	opts.SharedInGlobal = []string{first}
	mixed, err := pipeline.Translate(c.path, c.src, opts)
	if err != nil {
		t.Fatal(err)
	}
	for i, k := range mixed.Result.Kernels {
		want := k.Name == first
		if k.SharedInGlobal != want {
			t.Errorf("kernel %s: SharedInGlobal %v, want %v", k.Name, k.SharedInGlobal, want)
		}
		if !want && (k.SharedWindowStatic != 0 || len(k.Params) != len(plain.Result.Kernels[i].Params)) {
			t.Errorf("kernel %s changed: %+v", k.Name, k)
		}
	}
	for _, f := range plain.Result.Module.Funcs {
		if f.Name() == first || len(f.Blocks) == 0 {
			continue
		}
		g := mixed.Result.Module.Funcs
		for _, h := range g {
			if h.Name() == f.Name() && h.LLString() != f.LLString() {
				t.Errorf("kernel %s is lowered differently when %s keeps shared memory in global memory", f.Name(), first)
			}
		}
	}
}

// TestSharedInGlobalErrors: a name that is no kernel of the module is an
// error, not a kernel silently left in LDS.
func TestSharedInGlobalErrors(t *testing.T) {
	c := loadCases(t, filepath.Join(casesDir, "shared_array.ptx"))[0]
	opts := modeTarget("paired")
	opts.SharedInGlobal = []string{"no_such_kernel"}
	_, err := pipeline.Translate(c.path, c.src, opts)
	if err == nil || !strings.Contains(err.Error(), "no kernel no_such_kernel") {
		t.Errorf("got %v, want an error naming no_such_kernel", err)
	}

	// A function left as a call that accesses shared memory: positioned.
	c = loadCases(t, filepath.Join("testdata", "shared_global", "recursive_func.ptx"))[0]
	if _, err := pipeline.Translate(c.path, c.src, modeTarget("paired")); err != nil {
		t.Fatalf("in LDS: %v", err)
	}
	_, err = pipeline.Translate(c.path, c.src, withSharedInGlobal(modeTarget("paired"), "walk"))
	if err == nil || !strings.Contains(err.Error(), "recursive_func.ptx:9:1:") || !strings.Contains(err.Error(), "function depth accesses shared memory and is not inlined") {
		t.Errorf("got %v, want a positioned error about depth", err)
	}
}

// withSharedInGlobal is opts with kernels' shared memory in global memory.
func withSharedInGlobal(opts pipeline.Options, kernels ...string) pipeline.Options {
	opts.SharedInGlobal = kernels
	return opts
}
