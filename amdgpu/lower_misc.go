package amdgpu

import (
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"

	sir "github.com/ptxamd/ptxamd/semantics"
)

func init() {
	lowerTable["createpolicy"] = (*fnLowerer).lowerCreatePolicy
	documentOp("createpolicy", ".fractional and .range, .L2::evict_* with .b64",
		"cache policies are hints; AMD has no equivalent, so the policy is 0 and the .L2::cache_hint operands that take it are accepted")
	lowerTable["pmevent"] = func(fl *fnLowerer, in *sir.Inst) {}
	documentOp("pmevent", "any", "performance-monitor events have no AMD equivalent: a documented no-op")
	lowerTable["discard"] = (*fnLowerer).lowerDiscard
	documentOp("discard", ".global.L2 [a], 128", "a cache hint: the data stays valid on AMD (PTX allows that), so it is a no-op")
}

// lowerCreatePolicy: createpolicy (PTX ISA 9.7.9.18) makes an L2 cache
// policy for later loads and stores; the policy is opaque, and on AMD
// every one is the same, 0.
func (fl *fnLowerer) lowerCreatePolicy(in *sir.Inst) {
	checkMods(in, "fractional", "range", "L2::evict_last", "L2::evict_normal", "L2::evict_first", "L2::evict_unchanged", "cvt")
	fl.write(in, 0, constant.NewInt(types.I64, 0), sir.B64)
}

// lowerDiscard: discard.global.L2 marks a line as no longer needed; its
// contents become undefined, so leaving them as they are is correct.
func (fl *fnLowerer) lowerDiscard(in *sir.Inst) {
	checkMods(in, "global", "L2")
}
