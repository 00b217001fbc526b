package amdgpu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	sir "github.com/ptxamd/ptxamd/semantics"
)

func init() {
	lowerTable["createpolicy"] = (*fnLowerer).lowerCreatePolicy
	documentOp("createpolicy", ".fractional and .range, .L2::evict_* with .b64; .cvt.L2.b64",
		"cache policies are hints; AMD has no equivalent, so the policy is 0 and the .L2::cache_hint operands that take it are accepted")
	lowerTable["pmevent"] = func(fl *fnLowerer, in *sir.Inst) {}
	documentOp("pmevent", "any", "performance-monitor events have no AMD equivalent: a documented no-op")
	lowerTable["applypriority"] = func(fl *fnLowerer, in *sir.Inst) { checkMods(in, "global", "L2::evict_normal") }
	documentOp("applypriority", ".global.L2::evict_normal [a], 128", "a cache hint: no code")
	lowerTable["setmaxnreg"] = (*fnLowerer).lowerSetMaxNReg
	documentOp("setmaxnreg", ".inc/.dec.sync.aligned.u32 N", "AMD allocates registers per kernel, not per warpgroup at run time: a hint with no code")
	lowerTable["getctarank"] = (*fnLowerer).lowerGetCTARank
	documentOp("getctarank", ".shared::cluster.u32/.u64 and generic",
		"with .reqnctapercluster, the rank of the CTA whose LDS copy of a .shared variable holds the address (a cluster runs as one workgroup); otherwise a cluster of one: 0")
	lowerTable["mapa"] = (*fnLowerer).lowerMapa
	documentOp("mapa", ".shared::cluster.u32/.u64 and generic, with an immediate or register rank", "with .reqnctapercluster, the address moves to rank r's LDS copy of the same .shared variable (a cluster runs as one workgroup); otherwise a cluster of one. A rank outside the cluster traps")
	lowerTable["discard"] = (*fnLowerer).lowerDiscard
	documentOp("discard", ".global.L2 [a], 128", "a cache hint: the data stays valid on AMD (PTX allows that), so it is a no-op")
}

// lowerCreatePolicy: createpolicy (PTX ISA 9.7.9.18) makes an L2 cache
// policy for later loads and stores; the policy is opaque, and on AMD
// every one is the same, 0.
func (fl *fnLowerer) lowerCreatePolicy(in *sir.Inst) {
	checkMods(in, "fractional", "range", "L2::evict_last", "L2::evict_normal", "L2::evict_first", "L2::evict_unchanged", "cvt", "L2")
	// createpolicy.cvt.L2.b64 policy, accessProperty converts a CUDA
	// access-policy window's property; the other forms name priorities.
	if in.Has("cvt") != in.Has("L2") {
		unsupported("createpolicy.cvt is createpolicy.cvt.L2.b64, and .L2 goes with .cvt alone")
	}
	fl.write(in, 0, constant.NewInt(types.I64, 0), sir.B64)
}

// lowerDiscard: discard.global.L2 marks a line as no longer needed; its
// contents become undefined, so leaving them as they are is correct.
func (fl *fnLowerer) lowerDiscard(in *sir.Inst) {
	checkMods(in, "global", "L2")
}

func (fl *fnLowerer) lowerSetMaxNReg(in *sir.Inst) {
	checkMods(in, "inc", "dec", "sync", "aligned")
}

// lowerGetCTARank: getctarank (PTX ISA 9.7.9.23) in a cluster of one.
func (fl *fnLowerer) lowerGetCTARank(in *sir.Inst) {
	checkMods(in, "shared::cluster")
	if len(in.Src) != 1 {
		unsupported("getctarank takes one address")
	}
	if fl.cluster != nil {
		t := instType(in)
		fl.write(in, 0, fl.clusterRank(fl.src(in, 0, t), storageType(t).(*types.IntType), !in.Has("shared::cluster")), sir.U32)
		return
	}
	if fl.inClusterModule() {
		unsupported("getctarank in a device function of a module with thread-block clusters")
	}
	fl.write(in, 0, constant.NewInt(types.I32, 0), sir.U32)
}

// lowerMapa: mapa (PTX ISA 9.7.9.22) maps an address of this CTA's shared
// memory to the same variable in CTA rank r of the cluster. With clusters
// of one, rank 0 is this CTA and any other rank is an error.
func (fl *fnLowerer) lowerMapa(in *sir.Inst) {
	checkMods(in, "shared::cluster")
	t := instType(in)
	if len(in.Src) != 2 {
		unsupported("mapa takes an address and a rank")
	}
	a := fl.src(in, 0, t)
	rank := fl.src(in, 1, sir.U32)
	if fl.cluster != nil {
		fl.write(in, 0, fl.clusterMapa(a, rank, storageType(t).(*types.IntType), !in.Has("shared::cluster")), t)
		return
	}
	if fl.inClusterModule() {
		unsupported("mapa in a device function of a module with thread-block clusters")
	}
	ok := fl.emit(ir.NewICmp(enum.IPredEQ, rank, constant.NewInt(types.I32, 0)))
	good := fl.newBlock("mapa.ok")
	bad := fl.newBlock("mapa.bad")
	fl.cur.NewCondBr(ok, good, bad)
	fl.cur = bad
	fl.trap()
	fl.cur = good
	fl.write(in, 0, a, t)
}
