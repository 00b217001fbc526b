package semantics

import "strings"

// specialType returns the type of a PTX special register (PTX ISA §10),
// named without the leading %, or false when name is not one.
func specialType(name string) (Type, bool) {
	if t, ok := specials[name]; ok {
		return t, true
	}
	if strings.HasPrefix(name, "envreg") && isDecimal(name[6:]) {
		return B32, true
	}
	if strings.HasPrefix(name, "pm") && len(name) == 3 && name[2] >= '0' && name[2] <= '7' {
		return U32, true
	}
	return Type{}, false
}

// IsSpecial reports whether name (without %) is a special register.
func IsSpecial(name string) bool { _, ok := specialType(name); return ok }

func isDecimal(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

var specials = map[string]Type{}

func init() {
	for _, base := range []string{"tid", "ntid", "ctaid", "nctaid", "clusterid", "nclusterid", "cluster_ctaid", "cluster_nctaid"} {
		for _, c := range []string{"x", "y", "z"} {
			specials[base+"."+c] = U32
		}
	}
	for _, n := range []string{"laneid", "warpid", "nwarpid", "smid", "nsmid", "clock", "clock_hi",
		"globaltimer_lo", "globaltimer_hi", "dynamic_smem_size", "total_smem_size", "aggr_smem_size",
		"reserved_smem_offset_begin", "reserved_smem_offset_end", "reserved_smem_offset_cap",
		"reserved_smem_offset_0", "reserved_smem_offset_1", "cluster_ctarank", "cluster_nctarank", "WARP_SZ"} {
		specials[n] = U32
	}
	for _, n := range []string{"lanemask_eq", "lanemask_le", "lanemask_lt", "lanemask_ge", "lanemask_gt"} {
		specials[n] = U32
	}
	specials["is_explicit_cluster"] = Pred
	for _, n := range []string{"gridid", "clock64", "globaltimer"} {
		specials[n] = U64
	}
}
