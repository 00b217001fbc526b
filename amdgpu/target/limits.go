package target

import "strings"

// Memory limits a kernel must fit, per target.

// WorkgroupLDSBytes is the most LDS one workgroup may allocate (static
// and dynamic together): 64 KiB on GCN5/CDNA1-3 and on RDNA1-4 (an RDNA
// WGP has 128 KiB, but one workgroup addresses 64 KiB), 160 KiB on gfx950
// and 320 KiB on gfx1250 (AMDGPUUsage: the subtarget features
// AddressableLocalMemorySize65536, ...163840 and ...327680).
func (t *Target) WorkgroupLDSBytes() int {
	switch {
	case t.Name == "gfx950":
		return 160 << 10
	case strings.HasPrefix(t.Name, "gfx125"):
		return 320 << 10
	}
	return 64 << 10
}

// ConstBankBytes is the size of CUDA's constant bank for a module's
// `.const` variables (64 KiB; ptxas rejects a module with more). AMD has
// no constant bank, but PTX written for NVIDIA never needs more: more is
// a mistake to report, not to translate.
const ConstBankBytes = 64 << 10
