package amdgpu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/amdgpu/target"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// special reads a special register (PTX ISA §10) as its storage type.
func (fl *fnLowerer) special(o *sir.Special) value.Value {
	dim := func(name string) int { return int(name[len(name)-1] - 'x') }
	if fl.single != nil {
		switch o.Name {
		case "tid.x", "tid.y", "tid.z":
			return fl.single.tid[dim(o.Name)]
		case "ntid.x", "ntid.y", "ntid.z":
			return fl.single.ntid[dim(o.Name)]
		case "warpid":
			return fl.emit(ir.NewLShr(fl.single.linear, constant.NewInt(types.I32, 5)))
		case "nwarpid":
			n := fl.emit(ir.NewMul(fl.emit(ir.NewMul(fl.single.ntid[0], fl.single.ntid[1])), fl.single.ntid[2]))
			return fl.emit(ir.NewLShr(fl.emit(ir.NewAdd(n, constant.NewInt(types.I32, 31))), constant.NewInt(types.I32, 5)))
		}
	}
	if fl.cluster != nil {
		if v := fl.clusterSpecial(o.Name); v != nil {
			return v
		}
	} else if fl.inClusterModule() && clusterDependent(o.Name) {
		unsupported("special register %%%s in a device function of a module with thread-block clusters (the function cannot know its CTA)", o.Name)
	}
	if v := fl.timeSpecial(o.Name); v != nil {
		return v
	}
	switch o.Name {
	case "tid.x", "tid.y", "tid.z":
		return fl.callIntrinsic("llvm.amdgcn.workitem.id."+o.Name[4:], types.I32)
	case "ctaid.x", "ctaid.y", "ctaid.z":
		return fl.callIntrinsic("llvm.amdgcn.workgroup.id."+o.Name[6:], types.I32)
	case "ntid.x", "ntid.y", "ntid.z":
		return fl.blockDim(dim(o.Name))
	case "nctaid.x", "nctaid.y", "nctaid.z":
		return fl.blockCount(dim(o.Name))
	case "laneid":
		lane := fl.laneInWave()
		if ws := fl.lw.sm.WarpSize; ws < fl.lw.opts.WaveSize {
			a := ir.NewAnd(lane, constant.NewInt(types.I32, int64(ws-1)))
			fl.add(a)
			return a
		}
		return lane
	case "lanemask_eq", "lanemask_lt", "lanemask_le", "lanemask_gt", "lanemask_ge":
		return fl.laneMaskSpecial(o.Name[9:])
	case "warpid":
		// PTX's %warpid is the hardware slot and may change; the warp index
		// within the block is what code uses it for.
		return fl.emit(ir.NewUDiv(fl.linearTid(), constant.NewInt(types.I32, int64(fl.lw.sm.WarpSize))))
	case "nwarpid":
		n := fl.emit(ir.NewAdd(fl.blockThreads(), constant.NewInt(types.I32, int64(fl.lw.sm.WarpSize-1))))
		return fl.emit(ir.NewUDiv(n, constant.NewInt(types.I32, int64(fl.lw.sm.WarpSize))))
	case "WARP_SZ":
		return constant.NewInt(types.I32, int64(fl.lw.sm.WarpSize))
	}
	unsupported("special register %%%s", o.Name)
	return nil
}

// callIntrinsic calls a no-argument intrinsic, once per block.
func (fl *fnLowerer) callIntrinsic(name string, ret types.Type) value.Value {
	if v, ok := fl.cached(name); ok {
		return v
	}
	c := ir.NewCall(fl.lw.intrinsic(name, ret))
	fl.add(c)
	fl.remember(name, c)
	return c
}

// dispatchField loads a field of the HSA kernel dispatch packet.
func (fl *fnLowerer) dispatchField(off int, t types.Type) value.Value {
	return fl.constField("llvm.amdgcn.dispatch.ptr", off, t)
}

// implicitArg loads a field of the hidden kernel arguments that code
// object v5 places after the explicit ones (AMDGPUUsage, "Code Object V5
// Metadata": hidden_block_count_{x,y,z} u32 at 0, 4, 8;
// hidden_group_size_{x,y,z} u16 at 12, 14, 16).
func (fl *fnLowerer) implicitArg(off int, t types.Type) value.Value {
	return fl.constField("llvm.amdgcn.implicitarg.ptr", off, t)
}

// constField loads the integer of type t at byte offset off from the
// constant-space pointer that the no-argument intrinsic ptr returns.
func (fl *fnLowerer) constField(ptr string, off int, t types.Type) value.Value {
	p := fl.callIntrinsic(ptr, llvmx.Ptr(llvmx.Constant))
	g := llvmx.NewGEP(types.I8, p, true, constant.NewInt(types.I64, int64(off)))
	fl.add(g)
	l := llvmx.NewLoad(t, g)
	l.Align = ir.Align(t.(*types.IntType).BitSize / 8)
	l.Metadata = nil
	fl.add(l)
	return l
}

// v5 is true when launch sizes come from the v5 hidden arguments rather
// than the dispatch packet (which every version has, at the cost of the
// dispatch pointer's two user SGPRs and, for %nctaid, a division).
func (fl *fnLowerer) v5() bool { return fl.lw.opts.CodeObjectVersion >= 5 }

// blockDim is %ntid.d: hidden_group_size_d in code object v5, else the
// dispatch packet's workgroup_size_d (u16 at offsets 4, 6, 8); or the
// constant that .reqntid fixes (a launch of another size fails on
// NVIDIA), except in warp mode single, whose hardware block is not the
// PTX block.
func (fl *fnLowerer) blockDim(d int) value.Value {
	if fl.cluster != nil && d == 2 {
		return fl.cluster.ntidz
	}
	return fl.hwBlockDim(d)
}

// hwBlockDim is the hardware workgroup's size along d: the PTX block's,
// except along z in a kernel with clusters (whose CTAs it stacks).
func (fl *fnLowerer) hwBlockDim(d int) value.Value {
	if r := fl.sf.ReqNTID; r[0] > 0 && r[1] > 0 && r[2] > 0 && !fl.lw.single() {
		n := r[d]
		if d == 2 && fl.sf.Kernel {
			n *= clusterSize(fl.sf)
		}
		return constant.NewInt(types.I32, int64(n))
	}
	var v value.Value
	if fl.v5() {
		v = fl.implicitArg(12+2*d, types.I16)
	} else {
		v = fl.dispatchField(4+2*d, types.I16)
	}
	z := ir.NewZExt(v, types.I32)
	fl.add(z)
	return z
}

// blockCount is %nctaid.d: hidden_block_count_d in code object v5 (the
// number of workgroups; in warp mode single, too, one per PTX block).
// Before v5: grid_size_d (u32 at offset 12+4d) divided by
// workgroup_size_d. Launches are whole blocks (HIP's grid is gridDim
// blocks of blockDim threads), so the quotient q < 2^32 is exact and
// needs no general integer division (about 20 instructions, some on the
// VALU). Where f64 arithmetic runs at full rate (CDNA), 9 instructions:
// the f64 reciprocal of the block size, refined by one Newton step to a
// relative error near 2^-46 (v_rcp_f64 alone is good to about 2^-23),
// times the grid size is within 2^-13 of q, and rounding to nearest gives
// q. Elsewhere, where f64 is 1/16 rate or slower, 13 scalar instructions:
// with size = 2^k·m, m odd, q is (grid >> k) times the inverse of m modulo
// 2^32. x = (3m) xor 2 is that inverse modulo 2^5; with y = 1 - m·x,
// x·(1+y) is one modulo 2^10 and its y is y², so three steps give 40 bits
// (Hensel lifting, two independent chains of scalar operations).
func (fl *fnLowerer) blockCount(d int) value.Value {
	if fl.v5() {
		return fl.implicitArg(4*d, types.I32)
	}
	grid, size := fl.dispatchField(12+4*d, types.I32), fl.hwBlockDim(d)
	if _, ok := size.(*constant.Int); ok {
		return fl.emit(ir.NewUDiv(grid, size)) // a shift or a multiply
	}
	if t, err := target.Lookup(fl.lw.opts.Arch); err == nil && t.Family >= target.CDNA1 && t.Family <= target.CDNA3 {
		b := fpBuilder(fl)
		D := types.Double
		g, n := fl.emit(ir.NewUIToFP(grid, D)), fl.emit(ir.NewUIToFP(size, D))
		r0 := b.call("llvm.amdgcn.rcp.f64", D, n)
		r1 := b.fma(r0, b.fma(b.fneg(n), r0, b.k(D, 1)), r0)
		return fl.emit(ir.NewFPToUI(b.unary("rint", b.fmul(g, r1)), types.I32))
	}
	b := ib{fl}
	i32 := types.I32
	k := b.call("llvm.cttz.i32", i32, size, constant.True)
	m := b.lshr(size, k)
	x := b.xor(b.mul(m, ci(i32, 3)), ci(i32, 2))
	y := b.sub(ci(i32, 1), b.mul(m, x))
	for i := 0; i < 3; i++ {
		x = b.mul(x, b.add(y, ci(i32, 1)))
		if i < 2 {
			y = b.mul(y, y)
		}
	}
	return b.mul(b.lshr(grid, k), x)
}

// laneInWave is the hardware lane index: mbcnt over an all-ones mask.
func (fl *fnLowerer) laneInWave() value.Value {
	if v, ok := fl.cached("lane"); ok {
		return v
	}
	lo := ir.NewCall(fl.lw.intrinsic("llvm.amdgcn.mbcnt.lo", types.I32, types.I32, types.I32),
		constant.NewInt(types.I32, -1), constant.NewInt(types.I32, 0))
	fl.add(lo)
	var lane value.Value = lo
	if fl.lw.opts.WaveSize == 64 {
		hi := ir.NewCall(fl.lw.intrinsic("llvm.amdgcn.mbcnt.hi", types.I32, types.I32, types.I32),
			constant.NewInt(types.I32, -1), lo)
		fl.add(hi)
		lane = hi
	}
	fl.remember("lane", lane)
	return lane
}

// linearTid is the thread's index in its block, x fastest.
func (fl *fnLowerer) linearTid() value.Value {
	x := fl.callIntrinsic("llvm.amdgcn.workitem.id.x", types.I32)
	y := fl.callIntrinsic("llvm.amdgcn.workitem.id.y", types.I32)
	z := fl.callIntrinsic("llvm.amdgcn.workitem.id.z", types.I32)
	if fl.cluster != nil {
		z = fl.cluster.tidz
	}
	nx, ny := fl.blockDim(0), fl.blockDim(1)
	zy := fl.emit(ir.NewAdd(fl.emit(ir.NewMul(z, ny)), y))
	return fl.emit(ir.NewAdd(fl.emit(ir.NewMul(zy, nx)), x))
}

// blockThreads is %ntid.x * %ntid.y * %ntid.z.
func (fl *fnLowerer) blockThreads() value.Value {
	xy := fl.emit(ir.NewMul(fl.blockDim(0), fl.blockDim(1)))
	return fl.emit(ir.NewMul(xy, fl.blockDim(2)))
}

// singlePrologue starts a kernel translated for warp mode "single": the
// runtime launched one wave64 per PTX warp, flattened along x, so lanes
// 32-63 of every wave, and lanes past the PTX block's last thread, leave at
// once. The PTX thread index and block size are computed here, once, in
// the entry block (which dominates every use).
func (fl *fnLowerer) singlePrologue() {
	h := fl.callIntrinsic("llvm.amdgcn.workitem.id.x", types.I32)
	block := fl.kernarg[SingleBlockParam]
	var dims [3]value.Value
	for d := 0; d < 3; d++ {
		p := value.Value(block)
		if d > 0 {
			p = fl.emit(llvmx.NewGEP(types.I8, block, true, constant.NewInt(types.I64, int64(4*d))))
		}
		l := llvmx.NewLoad(types.I32, p)
		l.Align = 4
		fl.add(l)
		dims[d] = l
	}
	warp := fl.emit(ir.NewLShr(h, constant.NewInt(types.I32, 6)))
	lane := fl.emit(ir.NewAnd(h, constant.NewInt(types.I32, 31)))
	linear := fl.emit(ir.NewAdd(fl.emit(ir.NewShl(warp, constant.NewInt(types.I32, 5))), lane))
	n := fl.emit(ir.NewMul(fl.emit(ir.NewMul(dims[0], dims[1])), dims[2]))
	upper := fl.emit(ir.NewICmp(enum.IPredNE, fl.emit(ir.NewAnd(h, constant.NewInt(types.I32, 32))), constant.NewInt(types.I32, 0)))
	past := fl.emit(ir.NewICmp(enum.IPredUGE, linear, n))
	idle := fl.emit(ir.NewOr(upper, past))
	exit := fl.newBlock("idle")
	exit.NewRet(nil)
	body := fl.newBlock("body")
	fl.cur.NewCondBr(idle, exit, body)
	fl.cur = body
	xy := fl.emit(ir.NewMul(dims[0], dims[1]))
	fl.single = &singleIDs{
		ntid:   dims,
		linear: linear,
		tid: [3]value.Value{
			fl.emit(ir.NewURem(linear, dims[0])),
			fl.emit(ir.NewURem(fl.emit(ir.NewUDiv(linear, dims[0])), dims[1])),
			fl.emit(ir.NewUDiv(linear, xy)),
		},
	}
}

// singleIDs are the PTX thread coordinates of a "single"-mode kernel.
type singleIDs struct {
	tid, ntid [3]value.Value
	linear    value.Value
}

// cached returns a value computed earlier in the current block (values of
// other blocks may not dominate it).
func (fl *fnLowerer) cached(key string) (value.Value, bool) {
	v, ok := fl.cache[fl.cur][key]
	return v, ok
}

func (fl *fnLowerer) remember(key string, v value.Value) {
	m := fl.cache[fl.cur]
	if m == nil {
		m = map[string]value.Value{}
		fl.cache[fl.cur] = m
	}
	m[key] = v
}
