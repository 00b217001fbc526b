package amdgpu

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// Thread-block clusters (PTX ISA 5.2.3; RATIONALE.md "Thread-block
// clusters"). AMD GPUs have no clusters: a kernel whose .reqnctapercluster
// asks for more than one CTA runs every cluster as ONE workgroup, the
// cluster's CTAs stacked along z (hardware block ntid.x × ntid.y ×
// ntid.z·n for n CTAs), so that CTA rank r holds the hardware threads whose
// linear index lies in [r·N, (r+1)·N), N the PTX block's thread count. The
// hardware grid is the PTX grid divided by the cluster shape: workgroup w
// is cluster w. Every .shared variable has n copies, CTA r using the r-th;
// distributed shared memory (mapa, .shared::cluster) is then ordinary LDS
// and barrier.cluster the workgroup barrier.

// ClusterShape is the cluster shape of kernel f in CTAs: .reqnctapercluster,
// or 1×1×1.
func ClusterShape(f *sir.Func) [3]int {
	c := f.ReqNCluster
	for d := range c {
		if c[d] < 1 {
			c[d] = 1
		}
	}
	return c
}

func clusterSize(f *sir.Func) int {
	c := ClusterShape(f)
	return c[0] * c[1] * c[2]
}

// maxClusterSize is the largest cluster of any kernel in the module: the
// number of copies each module-scope .shared variable has.
func (lw *lowerer) maxClusterSize() int {
	n := 1
	for _, f := range lw.sm.Funcs {
		if f.Kernel {
			n = max(n, clusterSize(f))
		}
	}
	return n
}

// externShared reports whether the module declares dynamic shared memory.
func (lw *lowerer) externShared() bool {
	for _, v := range lw.sm.Globals {
		if v.Space == sir.SpaceShared && v.Extern {
			return true
		}
	}
	return false
}

// clusterIDs are the PTX coordinates of a thread of a cluster kernel,
// computed once in the entry block.
type clusterIDs struct {
	shape [3]int
	n     int
	rank  value.Value    // %cluster_ctarank
	cta   [3]value.Value // %cluster_ctaid
	tidz  value.Value    // %tid.z
	ntidz value.Value    // %ntid.z
}

// clusterPrologue computes the CTA rank and the PTX %tid.z of a thread of
// a cluster kernel from its hardware z index.
func (fl *fnLowerer) clusterPrologue() {
	shape := ClusterShape(fl.sf)
	n := shape[0] * shape[1] * shape[2]
	b := ib{fl}
	i32 := types.I32
	hz := fl.callIntrinsic("llvm.amdgcn.workitem.id.z", i32)
	var nz value.Value
	if r := fl.sf.ReqNTID; r[0] > 0 && r[1] > 0 && r[2] > 0 {
		nz = ci(i32, int64(r[2]))
	} else {
		nz = b.udiv(fl.hwBlockDim(2), ci(i32, int64(n)))
	}
	rank := b.udiv(hz, nz)
	cl := &clusterIDs{shape: shape, n: n, rank: rank, tidz: b.urem(hz, nz), ntidz: nz}
	cl.cta[0] = b.urem(rank, ci(i32, int64(shape[0])))
	cl.cta[1] = b.urem(b.udiv(rank, ci(i32, int64(shape[0]))), ci(i32, int64(shape[1])))
	cl.cta[2] = b.udiv(rank, ci(i32, int64(shape[0]*shape[1])))
	fl.cluster = cl
}

// clusterSpecial returns the value of a special register in a cluster
// kernel, or nil when the register does not depend on the cluster.
func (fl *fnLowerer) clusterSpecial(name string) value.Value {
	cl := fl.cluster
	i32 := types.I32
	d := int(name[len(name)-1] - 'x')
	b := ib{fl}
	switch name {
	case "tid.z":
		return cl.tidz
	case "ntid.z":
		return cl.ntidz
	case "ctaid.x", "ctaid.y", "ctaid.z":
		w := fl.callIntrinsic("llvm.amdgcn.workgroup.id."+name[6:], i32)
		return b.add(b.mul(w, ci(i32, int64(cl.shape[d]))), cl.cta[d])
	case "nctaid.x", "nctaid.y", "nctaid.z":
		return b.mul(fl.blockCount(d), ci(i32, int64(cl.shape[d])))
	case "cluster_ctarank":
		return cl.rank
	case "cluster_nctarank":
		return ci(i32, int64(cl.n))
	case "cluster_ctaid.x", "cluster_ctaid.y", "cluster_ctaid.z":
		return cl.cta[d]
	case "cluster_nctaid.x", "cluster_nctaid.y", "cluster_nctaid.z":
		return ci(i32, int64(cl.shape[d]))
	case "clusterid.x", "clusterid.y", "clusterid.z":
		return fl.callIntrinsic("llvm.amdgcn.workgroup.id."+name[10:], i32)
	case "nclusterid.x", "nclusterid.y", "nclusterid.z":
		return fl.blockCount(d)
	case "is_explicit_cluster":
		return ci(i32, 1)
	}
	return nil
}

// clusterDependent lists the special registers whose value depends on the
// cluster layout: a device function of a module with clusters cannot
// read them (it does not know which kernel called it).
func clusterDependent(name string) bool {
	switch name {
	case "tid.z", "ntid.z", "ctaid.x", "ctaid.y", "ctaid.z", "nctaid.x", "nctaid.y", "nctaid.z",
		"cluster_ctarank", "cluster_nctarank", "cluster_ctaid.x", "cluster_ctaid.y", "cluster_ctaid.z",
		"cluster_nctaid.x", "cluster_nctaid.y", "cluster_nctaid.z", "clusterid.x", "clusterid.y", "clusterid.z",
		"nclusterid.x", "nclusterid.y", "nclusterid.z", "is_explicit_cluster":
		return true
	}
	return false
}

// inClusterModule is true in a device function of a module where some
// kernel has clusters of more than one CTA.
func (fl *fnLowerer) inClusterModule() bool {
	return !fl.sf.Kernel && fl.lw.maxClusterSize() > 1
}

// sharedVar returns the .shared variable named name, or nil.
func (fl *fnLowerer) sharedVar(name string) *sir.Var {
	for _, v := range fl.sf.Locals {
		if v.Name == name && v.Space == sir.SpaceShared {
			return v
		}
	}
	for _, v := range fl.lw.sm.Globals {
		if v.Name == name && v.Space == sir.SpaceShared {
			return v
		}
	}
	return nil
}

// dynamicSharedBytes is the launch's dynamic shared memory per CTA.
func (fl *fnLowerer) dynamicSharedBytes() value.Value {
	l := llvmx.NewLoad(types.I32, fl.kernargPtr(DynamicSharedParam, 0))
	l.Align = 4
	fl.add(l)
	return l
}

// ctaCopy moves p, the address of .shared variable v's first copy, to the
// copy of this thread's CTA. Outside cluster kernels it returns p.
func (fl *fnLowerer) ctaCopy(p value.Value, name string) value.Value {
	v := fl.sharedVar(name)
	if v == nil {
		return p
	}
	if fl.inClusterModule() {
		unsupported(".shared variable %s in a device function of a module with thread-block clusters (the function cannot know its CTA's copy)", name)
	}
	if fl.cluster == nil {
		return p
	}
	b := ib{fl}
	var stride value.Value = ci(types.I32, int64(v.Size()))
	if v.Extern {
		stride = fl.dynamicSharedBytes()
	}
	off := b.mul(fl.cluster.rank, stride)
	if pt := p.Type().(*llvmx.PtrType); pt.AddrSpace != llvmx.Local {
		off = b.ext(off, types.I64, false)
	}
	return fl.emit(llvmx.NewGEP(types.I8, p, true, off))
}

// clusterVars calls f for each .shared variable a cluster kernel can name,
// with its first copy's address as an integer of type t (a generic
// address when generic is true, else a shared-window offset) and its
// per-CTA size.
func (fl *fnLowerer) clusterVars(t *types.IntType, generic bool, f func(base, size value.Value)) {
	visit := func(v *sir.Var) {
		g, ok := fl.lw.globals[v.Name]
		if !ok || v.Space != sir.SpaceShared {
			return
		}
		var p value.Value = llvmx.GlobalRef(g)
		var base value.Value
		if generic {
			p = fl.emit(&ir.InstAddrSpaceCast{From: p, To: llvmx.Ptr(llvmx.Generic)})
			base = fl.emit(ir.NewPtrToInt(p, types.I64))
		} else {
			base = fl.emit(ir.NewPtrToInt(p, types.I32))
		}
		base = ib{fl}.ext(base, t, false)
		var size value.Value = ci(t, int64(v.Size()))
		if v.Extern {
			// max(bytes, 1): no division by zero without dynamic memory.
			size = ib{fl}.max(ib{fl}.ext(fl.dynamicSharedBytes(), t, false), ci(t, 1), false)
		} else if v.Size() == 0 {
			return
		}
		f(base, size)
	}
	for _, v := range fl.lw.sm.Globals {
		visit(v)
	}
	for _, v := range fl.sf.Locals {
		visit(v)
	}
}

// clusterMapa is mapa in a cluster kernel: a, an address in some copy of a
// .shared variable, moves to the same place in CTA rank's copy. An
// address in no .shared variable is left as it is.
func (fl *fnLowerer) clusterMapa(a, rank value.Value, t *types.IntType, generic bool) value.Value {
	b := ib{fl}
	n := fl.cluster.n
	bad := fl.newBlock("mapa.bad")
	good := fl.newBlock("mapa.ok")
	fl.cur.NewCondBr(b.cmp(enum.IPredUGE, rank, ci(types.I32, int64(n))), bad, good)
	fl.cur = bad
	fl.trap()
	fl.cur = good
	r := b.ext(rank, t, false)
	res := a
	fl.clusterVars(t, generic, func(base, size value.Value) {
		off := b.sub(a, base)
		in := b.cmp(enum.IPredULT, off, b.mul(size, ci(t, int64(n))))
		moved := b.add(base, b.add(b.mul(r, size), b.urem(off, size)))
		res = b.sel(in, moved, res)
	})
	return res
}

// clusterRank is getctarank in a cluster kernel: the CTA whose copy of a
// .shared variable holds address a (0 for an address in none).
func (fl *fnLowerer) clusterRank(a value.Value, t *types.IntType, generic bool) value.Value {
	b := ib{fl}
	n := fl.cluster.n
	var res value.Value = ci(types.I32, 0)
	fl.clusterVars(t, generic, func(base, size value.Value) {
		off := b.sub(a, base)
		in := b.cmp(enum.IPredULT, off, b.mul(size, ci(t, int64(n))))
		res = b.sel(in, b.ext(b.udiv(off, size), types.I32, false), res)
	})
	return res
}

// multicast runs body once for each CTA rank r whose bit is set in the
// 16-bit ctaMask (.multicast::cluster), with to mapping a .shared address
// of this CTA to the same place in rank r's copy.
func (fl *fnLowerer) multicast(mask value.Value, body func(to func(value.Value) value.Value)) {
	b := ib{fl}
	m := b.ext(mask, types.I32, false)
	for r := 0; r < fl.cluster.n && r < 16; r++ {
		bit := b.and(m, ci(types.I32, 1<<r))
		yes := fl.newBlock(fmt.Sprintf("mcast.%d", r))
		next := fl.newBlock(fmt.Sprintf("mcast.%d.done", r))
		fl.cur.NewCondBr(b.cmp(enum.IPredNE, bit, ci(types.I32, 0)), yes, next)
		fl.cur = yes
		rank := ci(types.I32, int64(r))
		body(func(p value.Value) value.Value {
			a := fl.emit(ir.NewPtrToInt(p, types.I32))
			return fl.emit(ir.NewIntToPtr(fl.clusterMapa(a, rank, types.I32, false), llvmx.Ptr(llvmx.Local)))
		})
		fl.cur.NewBr(next)
		fl.cur = next
	}
}
