// Package target is the table of AMD GPU targets (gfx names) that ptxamd can
// build for: the GCN5 and CDNA parts (gfx9, wave64 only) and the RDNA parts
// (gfx10 and later, wave32 by default, wave64 optional).
//
// Each entry records what the translator and the code-object builders need to
// know: the family, the wave sizes, which cross-lane and matrix instructions
// exist, which LLVM release first knows the name, and the register files that
// bound occupancy. Sources: LLVM AMDGPUUsage ("Processors", "Target IDs",
// "Target Features") and the processor definitions of LLVM 19; the list is
// every gfx9+ processor that `llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=help`
// prints, generic targets (gfx9-generic and so on) excluded.
//
// A target may carry target-ID features, as in "gfx90a:xnack-" or
// "gfx908:sramecc+:xnack-" (AMDGPUUsage "Target ID"); Lookup keeps them.
package target

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Triple is the LLVM target triple of every HSA code object ptxamd builds.
const Triple = "amdgcn-amd-amdhsa"

// Family is a GPU architecture generation.
type Family int

const (
	GCN5    Family = iota + 1 // Vega: gfx900, gfx902, gfx904, gfx906, gfx909, gfx90c
	CDNA1                     // MI100: gfx908
	CDNA2                     // MI200: gfx90a
	CDNA3                     // MI300: gfx940, gfx941, gfx942
	RDNA1                     // gfx1010-gfx1013
	RDNA2                     // gfx1030-gfx1036
	RDNA3                     // gfx1100-gfx1103
	RDNA3_5                   // gfx1150-gfx1152
	RDNA4                     // gfx1200, gfx1201
)

var familyNames = map[Family]string{
	GCN5: "GCN5", CDNA1: "CDNA1", CDNA2: "CDNA2", CDNA3: "CDNA3",
	RDNA1: "RDNA1", RDNA2: "RDNA2", RDNA3: "RDNA3", RDNA3_5: "RDNA3.5", RDNA4: "RDNA4",
}

func (f Family) String() string {
	if s, ok := familyNames[f]; ok {
		return s
	}
	return fmt.Sprintf("Family(%d)", int(f))
}

// IsGFX9 reports whether the family is GCN5 or CDNA (wave64-only hardware).
func (f Family) IsGFX9() bool { return f >= GCN5 && f <= CDNA3 }

// IsRDNA reports whether the family is RDNA (gfx10 and later).
func (f Family) IsRDNA() bool { return f >= RDNA1 && f <= RDNA4 }

// Target is one processor, possibly with target-ID features.
type Target struct {
	// Name is the processor, "gfx90a", without features.
	Name   string
	Family Family
	// Features are the target-ID features in canonical order
	// (sramecc before xnack), e.g. ["sramecc+", "xnack-"].
	Features []string

	// DefaultWaveSize is 64 on gfx9, 32 on gfx10+.
	DefaultWaveSize int
	// WaveSizes lists the supported wave sizes, default first.
	WaveSizes []int

	MFMA        bool // v_mfma_* matrix instructions (CDNA)
	WMMA        bool // v_wmma_* matrix instructions (RDNA3+)
	DPPRowBcast bool // DPP row_bcast:15/31 (gfx9 only; gone on gfx10+)
	Permlane16  bool // v_permlane16_b32 and v_permlanex16_b32 (gfx10+)

	// XNACK and SRAMECC report whether the target-ID features exist on
	// this processor (AMDGPUUsage "Processors", column "Target Features").
	XNACK   bool
	SRAMECC bool
	APU     bool

	// MinLLVM is the first upstream LLVM release that knows the name.
	MinLLVM int
	// LLVM15 reports whether LLVM 15 (the LLVM inside comgr 2.x, ROCm 5.x)
	// knows the processor. Debian's comgr 5.2 lists fewer: ask the comgr
	// builder, which reads comgr's own ISA list.
	LLVM15 bool

	// Occupancy inputs (per SIMD); see the codeobj package's Occupancy.
	MaxWavesPerSIMD int // hardware wave slots per SIMD
	VGPRsWave32     int // VGPRs per lane available to wave32 (0 on gfx9)
	VGPRsWave64     int // VGPRs per lane available to wave64 (ArchVGPR+AGPR on CDNA2/3)
	SGPRsPerSIMD    int // SGPR file shared by the waves of a SIMD; 0 where SGPRs never limit (gfx10+)
	LDSBytes        int // LDS shared by the workgroups of one CU (gfx9) or WGP (gfx10+)
	SIMDsPerLDS     int // SIMDs sharing that LDS: 4 per CU on gfx9, 4 per WGP on gfx10+
	UnifiedVGPRs    bool
}

// gfx9 builds a GCN5/CDNA entry.
func gfx9(name string, fam Family, minLLVM int, xnack, sramecc, apu bool) *Target {
	t := &Target{
		Name: name, Family: fam, DefaultWaveSize: 64, WaveSizes: []int{64},
		DPPRowBcast: true, XNACK: xnack, SRAMECC: sramecc, APU: apu,
		MinLLVM: minLLVM, LLVM15: minLLVM <= 15,
		MFMA:            fam == CDNA1 || fam == CDNA2 || fam == CDNA3,
		MaxWavesPerSIMD: 10, VGPRsWave64: 256, SGPRsPerSIMD: 800,
		LDSBytes: 64 << 10, SIMDsPerLDS: 4,
	}
	if fam == CDNA2 || fam == CDNA3 {
		// One 512-entry file holds ArchVGPRs and AGPRs; 8 waves per SIMD.
		t.MaxWavesPerSIMD, t.VGPRsWave64, t.UnifiedVGPRs = 8, 512, true
	}
	return t
}

// rdna builds a gfx10+ entry. fullVGPRs marks the parts with the 1.5x
// register file (192 KiB per SIMD).
func rdna(name string, fam Family, minLLVM int, xnack, apu, fullVGPRs bool) *Target {
	t := &Target{
		Name: name, Family: fam, DefaultWaveSize: 32, WaveSizes: []int{32, 64},
		Permlane16: true, XNACK: xnack, APU: apu,
		MinLLVM: minLLVM, LLVM15: minLLVM <= 15,
		WMMA:            fam >= RDNA3,
		MaxWavesPerSIMD: 20, VGPRsWave32: 1024, VGPRsWave64: 512,
		LDSBytes: 128 << 10, SIMDsPerLDS: 4,
	}
	if fam >= RDNA3 {
		t.MaxWavesPerSIMD = 16
	}
	if fullVGPRs {
		t.VGPRsWave32, t.VGPRsWave64 = 1536, 768
	}
	return t
}

// table holds every known processor, in gfx order.
var table = []*Target{
	gfx9("gfx900", GCN5, 15, true, false, false),
	gfx9("gfx902", GCN5, 15, true, false, true),
	gfx9("gfx904", GCN5, 15, true, false, false),
	gfx9("gfx906", GCN5, 15, true, true, false),
	gfx9("gfx908", CDNA1, 15, true, true, false),
	gfx9("gfx909", GCN5, 15, true, false, true),
	gfx9("gfx90a", CDNA2, 15, true, true, false),
	gfx9("gfx90c", GCN5, 15, true, false, true),
	gfx9("gfx940", CDNA3, 15, true, true, false),
	gfx9("gfx941", CDNA3, 16, true, true, false),
	gfx9("gfx942", CDNA3, 16, true, true, false),
	rdna("gfx1010", RDNA1, 15, true, false, false),
	rdna("gfx1011", RDNA1, 15, true, false, false),
	rdna("gfx1012", RDNA1, 15, true, false, false),
	rdna("gfx1013", RDNA1, 15, true, true, false),
	rdna("gfx1030", RDNA2, 15, false, false, false),
	rdna("gfx1031", RDNA2, 15, false, false, false),
	rdna("gfx1032", RDNA2, 15, false, false, false),
	rdna("gfx1033", RDNA2, 15, false, true, false),
	rdna("gfx1034", RDNA2, 15, false, false, false),
	rdna("gfx1035", RDNA2, 15, false, true, false),
	rdna("gfx1036", RDNA2, 15, false, true, false),
	rdna("gfx1100", RDNA3, 15, false, false, true),
	rdna("gfx1101", RDNA3, 15, false, false, true),
	rdna("gfx1102", RDNA3, 15, false, false, false),
	rdna("gfx1103", RDNA3, 15, false, true, false),
	rdna("gfx1150", RDNA3_5, 17, false, true, false),
	rdna("gfx1151", RDNA3_5, 17, false, true, true),
	rdna("gfx1152", RDNA3_5, 19, false, true, false),
	rdna("gfx1200", RDNA4, 18, false, false, true),
	rdna("gfx1201", RDNA4, 18, false, false, true),
}

// ErrUnknown is wrapped by Lookup's error for a name not in the table.
var ErrUnknown = errors.New("unknown AMD GPU target")

// All returns every known processor (without features), in gfx order.
// The targets are shared: do not modify them.
func All() []*Target { return slices.Clone(table) }

// Lookup finds a target by name. It accepts "gfx90a", a target ID with
// features ("gfx90a:xnack-", "gfx908:sramecc+:xnack-"), and the same
// prefixed by the triple ("amdgcn-amd-amdhsa--gfx90a", as comgr and code
// object metadata spell it). The returned target is a copy the caller owns.
func Lookup(name string) (*Target, error) {
	id := strings.TrimSpace(name)
	id = strings.TrimPrefix(id, Triple+"--")
	proc, feats, _ := strings.Cut(id, ":")
	proc = strings.ToLower(proc)
	var base *Target
	for _, t := range table {
		if t.Name == proc {
			base = t
			break
		}
	}
	if base == nil {
		if close := closeNames(proc); len(close) > 0 {
			return nil, fmt.Errorf("%w %q (did you mean %s?)", ErrUnknown, name, strings.Join(close, ", "))
		}
		return nil, fmt.Errorf("%w %q (known: gfx900 ... gfx1201; see target.All)", ErrUnknown, name)
	}
	t := *base
	t.WaveSizes = slices.Clone(base.WaveSizes)
	t.Features = nil
	if feats != "" {
		seen := map[string]bool{}
		for _, f := range strings.Split(feats, ":") {
			if len(f) < 2 || (f[len(f)-1] != '+' && f[len(f)-1] != '-') {
				return nil, fmt.Errorf("target %q: feature %q must end in + or -", name, f)
			}
			fname := f[:len(f)-1]
			switch {
			case fname == "xnack" && !t.XNACK, fname == "sramecc" && !t.SRAMECC:
				return nil, fmt.Errorf("target %q: %s does not support %s", name, t.Name, fname)
			case fname != "xnack" && fname != "sramecc":
				return nil, fmt.Errorf("target %q: unknown target-ID feature %q (known: xnack, sramecc)", name, fname)
			}
			if seen[fname] {
				return nil, fmt.Errorf("target %q: feature %s given twice", name, fname)
			}
			seen[fname] = true
			t.Features = append(t.Features, f)
		}
		sort.Strings(t.Features) // canonical order: sramecc before xnack
	}
	return &t, nil
}

// closeNames returns up to five known names nearest to name: within edit
// distance 2, or sharing its first five characters; nearest first.
func closeNames(name string) []string {
	type cand struct {
		name string
		d    int
	}
	var cs []cand
	for _, t := range table {
		d := editDistance(name, t.Name)
		if d <= 2 || (len(name) >= 5 && strings.HasPrefix(t.Name, name[:5])) {
			cs = append(cs, cand{t.Name, d})
		}
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].d < cs[j].d })
	var out []string
	for i := 0; i < len(cs) && i < 5; i++ {
		out = append(out, cs[i].name)
	}
	return out
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// ID returns the target ID: the processor and its features,
// "gfx90a:xnack-".
func (t *Target) ID() string {
	if len(t.Features) == 0 {
		return t.Name
	}
	return t.Name + ":" + strings.Join(t.Features, ":")
}

// ISAName returns the full ISA name that comgr and code-object metadata use,
// "amdgcn-amd-amdhsa--gfx90a:xnack-".
func (t *Target) ISAName() string { return Triple + "--" + t.ID() }

func (t *Target) String() string { return t.ID() }

// SupportsWaveSize reports whether the hardware runs waves of size n.
func (t *Target) SupportsWaveSize(n int) bool { return slices.Contains(t.WaveSizes, n) }

// ResolveWaveSize returns n, or the default wave size when n is 0, and an
// error when the target cannot run waves of that size.
func (t *Target) ResolveWaveSize(n int) (int, error) {
	if n == 0 {
		return t.DefaultWaveSize, nil
	}
	if !t.SupportsWaveSize(n) {
		if n == 32 && t.Family.IsGFX9() {
			// LLVM accepts +wavefrontsize32 on gfx9 and silently drops the kernel.
			return 0, fmt.Errorf("target %s (%s) runs wave64 only; wave32 is not possible", t.ID(), t.Family)
		}
		return 0, fmt.Errorf("target %s: unsupported wave size %d (supported: %v)", t.ID(), n, t.WaveSizes)
	}
	return n, nil
}

// FeatureString returns the value of the LLVM "target-features" function
// attribute for this target and wave size (0 means the default):
// "+wavefrontsize64" or "+wavefrontsize32", followed by the target-ID
// features ("+wavefrontsize64,-xnack"). Asking wave32 of a gfx9 target is an
// error: LLVM would silently delete the kernel.
func (t *Target) FeatureString(waveSize int) (string, error) {
	n, err := t.ResolveWaveSize(waveSize)
	if err != nil {
		return "", err
	}
	parts := []string{fmt.Sprintf("+wavefrontsize%d", n)}
	for _, f := range t.Features {
		parts = append(parts, string(f[len(f)-1])+f[:len(f)-1])
	}
	return strings.Join(parts, ","), nil
}
