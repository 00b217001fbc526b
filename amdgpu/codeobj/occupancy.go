package codeobj

import (
	"fmt"
	"io"

	"github.com/ptxamd/ptxamd/amdgpu/target"
)

// Occupancy is an upper bound on the waves one SIMD can hold for a kernel.
type Occupancy struct {
	Waves   int    // waves per SIMD
	Limiter string // what bounds it: "VGPRs", "SGPRs", "LDS", "hardware"
	// Per-resource bounds (0 when the resource does not limit).
	ByVGPRs, BySGPRs, ByLDS int
}

// vgprGranule is the VGPR allocation granule (per lane) of t at a wave size
// (LLVM AMDGPUBaseInfo getVGPRAllocGranule).
func vgprGranule(t *target.Target, wave int) int {
	switch {
	case t.UnifiedVGPRs:
		return 8
	case t.Family.IsRDNA() && (t.VGPRsWave32 == 1536):
		if wave == 32 {
			return 24
		}
		return 12
	case t.Family.IsRDNA():
		if wave == 32 {
			return 16
		}
		return 8
	}
	return 4
}

// EstimateOccupancy bounds the waves per SIMD of kernel k on t, for
// workgroups of wgSize work-items (0: the kernel's .max_flat_workgroup_size,
// which is pessimistic for LDS when the real launch is smaller).
//
// The bound is the minimum of:
//   - hardware: t.MaxWavesPerSIMD (10 on GCN5/CDNA1, 8 on CDNA2/3, 20 on
//     RDNA1/2, 16 on RDNA3+);
//   - VGPRs: floor(F / roundup(V, G)), V = .vgpr_count (on CDNA2/3 it
//     already counts AGPRs: one 512-entry file), F the per-lane file for the
//     wave size (256 on gfx9, 512 on CDNA2/3, 1024/512 for wave32/64 on
//     RDNA, 1536/768 on the RDNA3/4 parts with the larger file), G the
//     allocation granule (4 on gfx9, 8 on CDNA2/3, 16/8 on RDNA, 24/12 on
//     the larger file);
//   - SGPRs, gfx9 only (RDNA gives every wave its own 128): floor(800 / S),
//     S = .sgpr_count, which includes VCC, FLAT_SCRATCH and XNACK_MASK;
//   - LDS: workgroups per LDS pool W = floor(P / L), L =
//     .group_segment_fixed_size plus dynamic LDS, P the pool (64 KiB per CU
//     on gfx9, 128 KiB per WGP on RDNA); waves = floor(W * ceil(wgSize /
//     wave) / 4 SIMDs sharing the pool).
//
// Sources: AMDGPUUsage, LLVM AMDGPUBaseInfo (getMaxWavesPerEU,
// getNumWavesPerEUWithNumVGPRs) and GCNSubtarget::getOccupancyWithNumSGPRs.
// Workgroup-slot limits (16 workgroups per CU) and scratch are ignored.
func EstimateOccupancy(t *target.Target, k *Kernel, wgSize, dynamicLDS int) Occupancy {
	wave := k.WavefrontSize
	if wave == 0 {
		wave = t.DefaultWaveSize
	}
	o := Occupancy{Waves: t.MaxWavesPerSIMD, Limiter: "hardware"}
	limit := func(n int, what string) {
		if n < o.Waves {
			o.Waves, o.Limiter = n, what
		}
	}
	file := t.VGPRsWave64
	if wave == 32 && t.VGPRsWave32 != 0 {
		file = t.VGPRsWave32
	}
	if v := k.VGPRCount; v > 0 {
		g := vgprGranule(t, wave)
		o.ByVGPRs = file / ((v + g - 1) / g * g)
		limit(o.ByVGPRs, "VGPRs")
	}
	if s := k.SGPRCount; s > 0 && t.SGPRsPerSIMD > 0 {
		o.BySGPRs = t.SGPRsPerSIMD / s
		limit(o.BySGPRs, "SGPRs")
	}
	if lds := k.GroupSegmentSize + dynamicLDS; lds > 0 {
		if wgSize <= 0 {
			wgSize = k.MaxFlatWorkgroupSize
		}
		if wgSize <= 0 {
			wgSize = 256
		}
		wavesPerWG := (wgSize + wave - 1) / wave
		o.ByLDS = t.LDSBytes / lds * wavesPerWG / t.SIMDsPerLDS
		limit(o.ByLDS, "LDS")
	}
	return o
}

// WriteInfo prints one block per kernel in the shape of `ptxas -v`:
//
//	ptxamd info    : Compiling entry function 'k' for 'gfx90a'
//	ptxamd info    : Used 12 VGPRs, 16 SGPRs, 0 AGPRs, 256 bytes LDS, 0 bytes scratch, 0 spills, wave64, occupancy 8 waves/SIMD
//
// t may be nil: the metadata's target is looked up.
func WriteInfo(w io.Writer, t *target.Target, md *Metadata) error {
	if t == nil {
		var err error
		if t, err = target.Lookup(md.Target); err != nil {
			return fmt.Errorf("codeobj: metadata target: %w", err)
		}
	}
	for i := range md.Kernels {
		k := &md.Kernels[i]
		occ := EstimateOccupancy(t, k, 0, 0)
		spills := fmt.Sprintf("%d spills", k.SGPRSpillCount+k.VGPRSpillCount)
		if k.SGPRSpillCount+k.VGPRSpillCount > 0 {
			spills += fmt.Sprintf(" (%d SGPR, %d VGPR)", k.SGPRSpillCount, k.VGPRSpillCount)
		}
		if _, err := fmt.Fprintf(w, "ptxamd info    : Compiling entry function '%s' for '%s'\n"+
			"ptxamd info    : Used %d VGPRs, %d SGPRs, %d AGPRs, %d bytes LDS, %d bytes scratch, %s, wave%d, occupancy %d waves/SIMD\n",
			k.Name, t.ID(),
			k.VGPRCount, k.SGPRCount, k.AGPRCount, k.GroupSegmentSize, k.PrivateSegmentSize, spills,
			k.WavefrontSize, occ.Waves); err != nil {
			return err
		}
	}
	return nil
}
