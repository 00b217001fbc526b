package amdgpu

import (
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	sir "github.com/ptxamd/ptxamd/semantics"
)

// st.async and red.async (PTX ISA 9.7.9.12, 9.7.13.6; sm_90): a store or
// a reduction into another CTA's shared memory (a .shared::cluster
// address, from mapa) that completes on that CTA's mbarrier with
// complete_tx of its size, the way a cluster exchanges data without a
// cluster barrier per step. ptxamd runs a cluster as one workgroup
// (lower_cluster.go), so the receiving CTA's variables are LDS like the
// sender's: the store or atomic is a plain LDS access, and complete_tx
// follows it on the mbarrier (whose update is ordered after it, as the
// asynchronous proxy's completion is ordered after the write it reports),
// as cp.async.bulk's copies complete. Recorded on the H100:
// real4/cluster_async_exchange_sm90a.

// lowerStAsync: st.async{.weak}{.shared::cluster}.mbarrier::complete_tx::bytes{.v2,.v4}.type [a], b, [mbar].
func (fl *fnLowerer) lowerStAsync(in *sir.Inst) {
	checkMods(in, "async", "weak", "shared::cluster", "mbarrier::complete_tx::bytes", "v2", "v4")
	if !in.Has("mbarrier::complete_tx::bytes") {
		unsupported("st.async needs .mbarrier::complete_tx::bytes")
	}
	vec := 1
	switch in.ModIn("v2", "v4") {
	case "v2":
		vec = 2
	case "v4":
		vec = 4
	}
	t := instType(in)
	switch {
	case t == sir.B32 || t == sir.U32 || t == sir.S32 || t == sir.F32:
	case (t == sir.B64 || t == sir.U64 || t == sir.S64 || t == sir.F64) && vec < 4:
	default:
		unsupported("st.async.%s (.v%d)", t, vec)
	}
	if len(in.Dst) != 0 || len(in.Src) != 3 {
		unsupported("st.async takes [a], b, [mbar]")
	}
	p := fl.address(in.Src[0], sir.SpaceShared)
	it := sir.Type{Kind: sir.KindBits, Bits: t.Bits}
	var vals []value.Value
	for _, s := range memElems(in.Src[1], vec, "st") {
		if _, sink := s.(*sir.Sink); sink {
			unsupported("st.async of _")
		}
		vals = append(vals, fl.read(s, it))
	}
	fl.storeElems(p, t, vals, memOrder{})
	fl.asyncComplete(in.Src[2], int64(vec*t.Bits/8))
}

// lowerRedAsync: red.async.relaxed.cluster{.shared::cluster}.mbarrier::complete_tx::bytes.op.type [a], b, [mbar].
func (fl *fnLowerer) lowerRedAsync(in *sir.Inst) {
	checkMods(in, append([]string{"async", "relaxed", "cluster", "shared::cluster", "mbarrier::complete_tx::bytes"}, atomOps...)...)
	a := atomic{op: in.ModIn(atomOps...), t: instType(in), ord: enum.AtomicOrderingMonotonic, scope: "workgroup"}
	ok := false
	switch a.op {
	case "inc", "dec":
		ok = a.t == sir.U32
	case "min", "max":
		ok = a.t == sir.U32 || a.t == sir.S32
	case "and", "or", "xor":
		ok = a.t == sir.B32
	case "add":
		ok = a.t == sir.U32 || a.t == sir.S32 || a.t == sir.U64
	}
	if !ok || in.Op != "red" || !in.Has("mbarrier::complete_tx::bytes") {
		unsupported("%s.async.%s.%s", in.Op, a.op, a.t)
	}
	if len(in.Dst) != 0 || len(in.Src) != 3 {
		unsupported("red.async takes [a], b, [mbar]")
	}
	p := fl.address(in.Src[0], sir.SpaceShared)
	fl.atomRMW(p, a, fl.read(in.Src[1], sir.Type{Kind: sir.KindBits, Bits: a.t.Bits}))
	fl.asyncComplete(in.Src[2], int64(a.t.Bits/8))
}

// asyncComplete performs complete_tx of n bytes on the mbarrier at mbar.
func (fl *fnLowerer) asyncComplete(mbar sir.Operand, n int64) {
	fl.mbarrierUpdate(fl.address(mbar, sir.SpaceShared), nil, constant.NewInt(types.I64, -n), false)
}
