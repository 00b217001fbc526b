package target

import (
	"errors"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

func TestLookup(t *testing.T) {
	for _, tc := range []struct {
		in, id string
		fam    Family
		wave   int
	}{
		{"gfx906", "gfx906", GCN5, 64},
		{"gfx90a:xnack-", "gfx90a:xnack-", CDNA2, 64},
		{"gfx908:xnack-:sramecc+", "gfx908:sramecc+:xnack-", CDNA1, 64},
		{"amdgcn-amd-amdhsa--gfx942:sramecc+", "gfx942:sramecc+", CDNA3, 64},
		{"GFX1030", "gfx1030", RDNA2, 32},
		{"gfx1151", "gfx1151", RDNA3_5, 32},
		{"gfx1201", "gfx1201", RDNA4, 32},
	} {
		tg, err := Lookup(tc.in)
		if err != nil {
			t.Errorf("Lookup(%q): %v", tc.in, err)
			continue
		}
		if tg.ID() != tc.id || tg.Family != tc.fam || tg.DefaultWaveSize != tc.wave {
			t.Errorf("Lookup(%q) = %s %s wave%d, want %s %s wave%d", tc.in, tg.ID(), tg.Family, tg.DefaultWaveSize, tc.id, tc.fam, tc.wave)
		}
	}
	if tg, _ := Lookup("gfx90a:xnack-"); tg.ISAName() != "amdgcn-amd-amdhsa--gfx90a:xnack-" {
		t.Errorf("ISAName = %q", tg.ISAName())
	}
}

func TestLookupErrors(t *testing.T) {
	for in, want := range map[string]string{
		"gfx9O6":               "did you mean gfx906",
		"gfx1300":              "did you mean",
		"sm_80":                "unknown AMD GPU target",
		"gfx1030:xnack-":       "does not support xnack",
		"gfx90a:xnack":         "must end in + or -",
		"gfx90a:foo+":          "unknown target-ID feature",
		"gfx90a:xnack+:xnack-": "given twice",
	} {
		_, err := Lookup(in)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Lookup(%q) error = %v, want it to contain %q", in, err, want)
		}
	}
	if _, err := Lookup("gfx9O6"); !errors.Is(err, ErrUnknown) {
		t.Errorf("error %v does not wrap ErrUnknown", err)
	}
}

func TestLookupReturnsCopy(t *testing.T) {
	a, _ := Lookup("gfx90a:xnack-")
	a.WaveSizes[0] = 1
	b, _ := Lookup("gfx90a")
	if len(b.Features) != 0 || b.WaveSizes[0] != 64 {
		t.Fatalf("table entry was modified: %+v", b)
	}
}

func TestFeatureString(t *testing.T) {
	gfx906, _ := Lookup("gfx906")
	gfx90a, _ := Lookup("gfx90a:xnack-")
	gfx1100, _ := Lookup("gfx1100")
	for _, tc := range []struct {
		t    *Target
		wave int
		want string
	}{
		{gfx906, 0, "+wavefrontsize64"},
		{gfx906, 64, "+wavefrontsize64"},
		{gfx90a, 64, "+wavefrontsize64,-xnack"},
		{gfx1100, 0, "+wavefrontsize32"},
		{gfx1100, 64, "+wavefrontsize64"},
	} {
		got, err := tc.t.FeatureString(tc.wave)
		if err != nil || got != tc.want {
			t.Errorf("%s.FeatureString(%d) = %q, %v; want %q", tc.t, tc.wave, got, err, tc.want)
		}
	}
	if _, err := gfx906.FeatureString(32); err == nil || !strings.Contains(err.Error(), "wave64 only") {
		t.Errorf("gfx906 wave32: err = %v", err)
	}
	if _, err := gfx1100.FeatureString(16); err == nil {
		t.Error("wave16 accepted")
	}
}

func TestTableInvariants(t *testing.T) {
	seen := map[string]bool{}
	for _, tg := range All() {
		if seen[tg.Name] {
			t.Errorf("%s listed twice", tg.Name)
		}
		seen[tg.Name] = true
		gfx9 := strings.HasPrefix(tg.Name, "gfx9")
		if gfx9 != tg.Family.IsGFX9() || gfx9 == tg.Family.IsRDNA() {
			t.Errorf("%s: family %s", tg.Name, tg.Family)
		}
		if gfx9 && (tg.SupportsWaveSize(32) || !tg.DPPRowBcast || tg.Permlane16 || tg.WMMA) {
			t.Errorf("%s: gfx9 capabilities wrong: %+v", tg.Name, tg)
		}
		if !gfx9 && (!tg.SupportsWaveSize(32) || !tg.SupportsWaveSize(64) || tg.DPPRowBcast || !tg.Permlane16 || tg.MFMA) {
			t.Errorf("%s: gfx10+ capabilities wrong: %+v", tg.Name, tg)
		}
		if tg.WaveSizes[0] != tg.DefaultWaveSize {
			t.Errorf("%s: default wave size not first", tg.Name)
		}
		if tg.MaxWavesPerSIMD == 0 || tg.VGPRsWave64 == 0 || tg.LDSBytes == 0 || tg.SIMDsPerLDS == 0 {
			t.Errorf("%s: occupancy inputs missing", tg.Name)
		}
	}
}

// llcCPUs returns the gfx9+ processors an llc binary knows, or skips.
func llcCPUs(t *testing.T, llc string) map[string]bool {
	t.Helper()
	out, err := exec.Command(llc, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=help").CombinedOutput()
	if err != nil {
		if os.Getenv("PTXAMD_REQUIRE_TOOLS") == "1" {
			t.Fatalf("%s: %v", llc, err)
		}
		t.Skipf("%s not usable: %v", llc, err)
	}
	s := string(out)
	if i := strings.Index(s, "Available features"); i >= 0 {
		s = s[:i]
	}
	cpus := map[string]bool{}
	for _, m := range regexp.MustCompile(`\bgfx(9[0-9a-f]{2}|1[0-9]{3})\b`).FindAllString(s, -1) {
		cpus[m] = true
	}
	return cpus
}

// TestTableMatchesLLVM checks the table against llc's processor lists:
// LLVM 19 knows every entry and nothing else from gfx900 on; LLVM 15 knows
// exactly the entries marked LLVM15.
func TestTableMatchesLLVM(t *testing.T) {
	for _, tc := range []struct {
		llc   string
		major int
	}{{"/usr/lib/llvm-19/bin/llc", 19}, {"/usr/lib/llvm-15/bin/llc", 15}} {
		t.Run(tc.llc, func(t *testing.T) {
			if _, err := os.Stat(tc.llc); err != nil {
				if os.Getenv("PTXAMD_REQUIRE_TOOLS") == "1" {
					t.Fatalf("%s missing", tc.llc)
				}
				t.Skipf("%s missing (apt-get install llvm-%d)", tc.llc, tc.major)
			}
			cpus := llcCPUs(t, tc.llc)
			for _, tg := range All() {
				want := tg.MinLLVM <= tc.major
				if cpus[tg.Name] != want {
					t.Errorf("LLVM %d knows %s: %v; table says MinLLVM %d", tc.major, tg.Name, cpus[tg.Name], tg.MinLLVM)
				}
				if tc.major == 15 && tg.LLVM15 != cpus[tg.Name] {
					t.Errorf("%s: LLVM15 = %v, llc-15 says %v", tg.Name, tg.LLVM15, cpus[tg.Name])
				}
				delete(cpus, tg.Name)
			}
			for c := range cpus {
				t.Errorf("LLVM %d knows %s, which the table lacks", tc.major, c)
			}
		})
	}
}
