package amdgpu

import (
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	sir "github.com/ptxamd/ptxamd/semantics"
)

// Video instructions (PTX ISA 9.7.16 "Video Instructions").
//
// Scalar forms (9.7.16.1): the operands are extended by their own types
// and operated on in 64 bits. vadd, vsub, vabsdiff, vmin and vmax then
// saturate and apply the secondary operation (.add, .min, .max) with c as
// ptxas does (videoFinish: not quite the ISA's clamp to the destination's
// range). vshl, vshr and vset wrap the intermediate to 34 bits (vshl shows
// the wrap, conformance case video/vshl_sat) and clamp .sat to the
// destination type's range.
//
// SIMD forms (9.7.16.2): each half-word (vop2) or byte (vop4) lane is
// extended to 32 bits, operated on, and then either merged into d (with
// .sat clamping to the lane's range) or, with .add, summed into c.
//
// Byte and half-word selectors on the operands of the scalar forms (a.b1,
// b.h0) pick the part that is extended; a destination selector (d.b2, the
// data-merge form) is refused. The SIMD forms take lane selections on a
// and b (.h10, .b3210 ...: elements of the pair {b, a}) and a mask on d
// (videoLanes).

func init() {
	for _, op := range []string{"vadd", "vsub", "vabsdiff", "vmin", "vmax"} {
		lowerTable[op] = (*fnLowerer).lowerVideoScalar
	}
	lowerTable["vshl"] = (*fnLowerer).lowerVideoScalar
	lowerTable["vshr"] = (*fnLowerer).lowerVideoScalar
	lowerTable["vset"] = (*fnLowerer).lowerVideoScalar
	lowerTable["vmad"] = (*fnLowerer).lowerVmad
	for _, op := range []string{"vadd", "vsub", "vavrg", "vabsdiff", "vmin", "vmax", "vset"} {
		lowerTable[op+"2"] = (*fnLowerer).lowerVideoSIMD
		lowerTable[op+"4"] = (*fnLowerer).lowerVideoSIMD
	}
}

// videoTypes checks that every type suffix is .u32 or .s32 and that there
// are n of them.
func videoTypes(in *sir.Inst, n int) []sir.Type {
	if len(in.Types) != n {
		unsupported("%s needs %d type suffixes", in.Op, n)
	}
	for _, t := range in.Types {
		if t != sir.U32 && t != sir.S32 {
			unsupported("%s on %s", in.Op, t)
		}
	}
	return in.Types
}

func isSigned(t sir.Type) bool { return t.Kind == sir.KindSigned }

// videoSrc reads 32-bit source i extended to 64 bits by t's signedness.
func (fl *fnLowerer) videoSrc(in *sir.Inst, i int, t sir.Type) value.Value {
	return ib{fl}.ext(fl.videoOperand(in, i, t), types.I64, isSigned(t))
}

// videoOperand reads 32-bit source i of a scalar video instruction,
// applying its byte or half selector (%r.b2, %r.h1): the selected part is
// sign- or zero-extended by t (PTX ISA 9.7.16.1).
func (fl *fnLowerer) videoOperand(in *sir.Inst, i int, t sir.Type) value.Value {
	if i >= len(in.Src) {
		unsupported("missing operand %d", i+1)
	}
	r, ok := in.Src[i].(*sir.RegOp)
	if !ok || r.Sel == "" {
		return fl.src(in, i, t)
	}
	if len(r.Sel) != 3 || r.Sel[1] == 'b' && r.Sel[2] > '3' || r.Sel[1] == 'h' && r.Sel[2] > '1' {
		unsupported("selector %s on an operand of the scalar %s (want .b0-.b3, .h0 or .h1)", r.Sel, in.Op)
	}
	x := fl.unselected(r)
	width, index := 8, int(r.Sel[2]-'0')
	if r.Sel[1] == 'h' {
		width = 16
	}
	b := ib{fl}
	part := b.ext(b.lshr(x, ci(types.I32, int64(width*index))), types.NewInt(uint64(width)), false)
	return b.ext(part, types.I32, isSigned(t))
}

// satRange is the range of a .sat result of type t.
func satRange(t sir.Type, bits int) (lo, hi int64) {
	if isSigned(t) {
		return -1 << uint(bits-1), 1<<uint(bits-1) - 1
	}
	return 0, 1<<uint(bits) - 1
}

// lowerVideoScalar: vadd, vsub, vabsdiff, vmin, vmax, vshl, vshr
// (.dtype.atype.btype) and vset (.atype.btype.cmp), with .sat and a
// secondary .add/.min/.max (PTX ISA 9.7.16.1.1-9.7.16.1.4).
func (fl *fnLowerer) lowerVideoScalar(in *sir.Inst) {
	b := ib{fl}
	var dt, at, bt sir.Type
	allowed := []string{"sat", "add", "min", "max"}
	switch in.Op {
	case "vset":
		ts := videoTypes(in, 2)
		at, bt, dt = ts[0], ts[1], sir.U32
		allowed = append(sortedKeys(intPreds), "add", "min", "max")
	default:
		ts := videoTypes(in, 3)
		dt, at, bt = ts[0], ts[1], ts[2]
	}
	if in.Op == "vshl" || in.Op == "vshr" {
		allowed = append(allowed, "clamp", "wrap")
		if bt != sir.U32 || in.ModIn("clamp", "wrap") == "" {
			unsupported("%s needs a .u32 shift amount and .clamp or .wrap", in.Op)
		}
	}
	checkMods(in, allowed...)
	op2 := in.ModIn("add", "min", "max")
	if op2 == "" && len(in.Src) != 2 || op2 != "" && len(in.Src) != 3 {
		unsupported("%s operands (a data merge needs a destination selector)", in.Op)
	}
	ta, tb := fl.videoSrc(in, 0, at), fl.videoSrc(in, 1, bt)
	i64 := types.I64
	var tmp value.Value
	switch in.Op {
	case "vadd":
		tmp = b.add(ta, tb)
	case "vsub":
		tmp = b.sub(ta, tb)
	case "vabsdiff":
		tmp = b.absDiff(ta, tb, true)
	case "vmin":
		tmp = b.min(ta, tb, true)
	case "vmax":
		tmp = b.max(ta, tb, true)
	case "vset":
		cmp := in.ModIn("eq", "ne", "lt", "le", "gt", "ge")
		if cmp == "" {
			unsupported("vset needs a comparison")
		}
		tmp = b.ext(b.cmp(intPred(cmp, sir.S64), ta, tb), i64, false)
	case "vshl", "vshr":
		n := tb
		if in.Has("wrap") {
			n = b.and(n, ci(i64, 31))
		} else {
			n = b.min(n, ci(i64, 32), false)
		}
		if in.Op == "vshl" {
			tmp = b.shl(ta, n)
		} else {
			tmp = b.ashr(ta, n)
		}
	}
	switch in.Op {
	case "vadd", "vsub", "vabsdiff", "vmin", "vmax":
		// Two 32-bit operands extended to 64 bits: the intermediate
		// never needs the 34-bit wrap below.
		fl.videoFinish(in, tmp, dt, op2)
		return
	}
	tmp = b.ashr(b.shl(tmp, ci(i64, 30)), ci(i64, 30))
	if in.Has("sat") {
		if in.Op == "vset" {
			unsupported("vset.sat")
		}
		lo, hi := satRange(dt, 32)
		tmp = b.clamp(tmp, lo, hi)
	}
	if op2 != "" {
		c := fl.videoSrc(in, 2, dt)
		if !isSigned(dt) {
			tmp = b.and(tmp, ci(i64, 1<<32-1))
		}
		switch op2 {
		case "add":
			tmp = b.add(tmp, c)
		case "min":
			tmp = b.min(tmp, c, isSigned(dt))
		case "max":
			tmp = b.max(tmp, c, isSigned(dt))
		}
	}
	fl.write(in, 0, b.ext(tmp, types.I32, false), dt)
}

// videoFinish applies .sat and the secondary operation of vadd, vsub,
// vabsdiff, vmin and vmax to their 64-bit intermediate t, the way the H100
// does (probe video/video_op2_sat_signs: 200 variants over 294 operand
// triples, every word matched by this model; read off ptxas's SASS for
// sm_90, which computes the intermediate in 64 bits):
//
//   - .sat to an unsigned destination only lifts negatives to 0; a value
//     above 0xffffffff keeps its low word (vadd.u32.u32.u32.sat of 1 and
//     0xffffffff is 0). To a signed one it clamps to [INT_MIN, INT_MAX].
//   - .add adds c to the low word of that result.
//   - .min and .max compare a 64-bit x with c extended by the destination's
//     signedness, as signed or unsigned 64-bit numbers by the same. After
//     vadd and vsub, x is the 32-bit result sign-extended (so an unsigned
//     result with its top bit set is above every unsigned c); after vmin,
//     vmax and vabsdiff it is the whole intermediate, or with .sat the
//     saturated value (unsigned: negatives lifted to 0, nothing clamped
//     above).
func (fl *fnLowerer) videoFinish(in *sir.Inst, t value.Value, dt sir.Type, op2 string) {
	b := ib{fl}
	i64 := types.I64
	signed := isSigned(dt)
	sat := in.Has("sat")
	lo := t
	switch {
	case sat && signed:
		lo = b.clamp(t, -1<<31, 1<<31-1)
	case sat:
		lo = b.max(t, ci(i64, 0), true)
	}
	r := b.ext(lo, types.I32, false)
	if op2 != "" {
		c := fl.videoOperand(in, 2, dt)
		switch op2 {
		case "add":
			r = b.add(r, c)
		case "min", "max":
			x := lo
			if in.Op == "vadd" || in.Op == "vsub" || sat && signed {
				x = b.ext(r, i64, true)
			}
			cx := b.ext(c, i64, signed)
			if op2 == "min" {
				x = b.min(x, cx, signed)
			} else {
				x = b.max(x, cx, signed)
			}
			r = b.ext(x, types.I32, false)
		}
	}
	fl.write(in, 0, r, dt)
}

// lowerVmad: vmad.dtype.atype.btype{.po}{.sat}{.shr7,.shr15} d, a, b, c
// (PTX ISA 9.7.16.1.5): a*b + c (+1 with .po), optionally shifted right by
// 7 or 15, clamped with .sat to the range of the result's signedness
// (signed when a or b is, whatever dtype says). The product
// is formed in 128 bits. NVIDIA treats a, b and c as signed even for .u32
// operand types (conformance case video/vmad_u32_sat: 1 * 0x80000000
// saturates to 0), so they are sign-extended whatever their type.
func (fl *fnLowerer) lowerVmad(in *sir.Inst) {
	checkMods(in, "po", "sat", "shr7", "shr15")
	ts := videoTypes(in, 3)
	dt, at, bt := ts[0], ts[1], ts[2]
	if len(in.Src) != 3 {
		unsupported("vmad takes three sources")
	}
	b := ib{fl}
	i128 := types.NewInt(128)
	ta := b.ext(fl.videoOperand(in, 0, at), i128, true)
	tb := b.ext(fl.videoOperand(in, 1, bt), i128, true)
	tc := b.ext(fl.src(in, 2, sir.S32), i128, true)
	tmp := b.add(b.mul(ta, tb), tc)
	if in.Has("po") {
		tmp = b.add(tmp, ci(i128, 1))
	}
	switch {
	case in.Has("shr7"):
		tmp = b.ashr(tmp, ci(i128, 7))
	case in.Has("shr15"):
		tmp = b.ashr(tmp, ci(i128, 15))
	}
	if in.Has("sat") {
		// The range is the result's signedness by PTX's rule, not dt's:
		// unsigned when a and b are (recorded: random3, vmad.s32.u32.u32
		// saturates to [0, 2^32-1] and vmad.u32.s32.s32 to the s32 range).
		rt := sir.U32
		if isSigned(at) || isSigned(bt) {
			rt = sir.S32
		}
		lo, hi := satRange(rt, 32)
		tmp = b.clamp(tmp, lo, hi)
	}
	fl.write(in, 0, b.ext(tmp, types.I32, false), dt)
}

// videoLanes reads the SIMD selectors of a video instruction with n lanes:
// for each lane, the element of {b, a} that a's and b's selectors pick
// (element k is bits width*k of the 64-bit pair, a's in 0..n-1), and
// whether d's mask writes it. A selector lists lanes from the highest
// down: .h10 gives lane 1 element 1 and lane 0 element 0; a mask .h0 or
// .b20 names the lanes it writes. An operand that is not a register (an
// immediate) takes the defaults.
func videoLanes(in *sir.Inst, n int) (asel, bsel []int, mask []bool) {
	kind := byte('h')
	if n == 4 {
		kind = 'b'
	}
	sel := func(o sir.Operand, def int, what string) []int {
		lanes := make([]int, n)
		for i := range lanes {
			lanes[i] = def + i
		}
		r, ok := o.(*sir.RegOp)
		if !ok || r.Sel == "" {
			return lanes
		}
		if r.Sel[1] != kind || len(r.Sel) != 2+n {
			unsupported("%s selector %s on %s (want .%c and %d lanes)", what, r.Sel, in.Op, kind, n)
		}
		for i := range lanes {
			lanes[i] = int(r.Sel[len(r.Sel)-1-i] - '0')
		}
		return lanes
	}
	asel, bsel = sel(in.Src[0], 0, "a"), sel(in.Src[1], n, "b")
	mask = make([]bool, n)
	d, _ := in.Dst[0].(*sir.RegOp)
	if d == nil || d.Sel == "" {
		for i := range mask {
			mask[i] = true
		}
		return asel, bsel, mask
	}
	if d.Sel[1] != kind {
		unsupported("mask %s on %s (want .%c lanes)", d.Sel, in.Op, kind)
	}
	for _, ch := range d.Sel[2:] {
		k := int(ch - '0')
		if k >= n || mask[k] {
			unsupported("mask %s on %s", d.Sel, in.Op)
		}
		mask[k] = true
	}
	return asel, bsel, mask
}

// unselected reads a 32-bit source operand whole, without its selector.
func (fl *fnLowerer) unselected(o sir.Operand) value.Value {
	if r, ok := o.(*sir.RegOp); ok {
		o = &sir.RegOp{Reg: r.Reg}
	}
	return fl.read(o, sir.B32)
}

// lowerVideoSIMD: vadd2, vsub2, vavrg2, vabsdiff2, vmin2, vmax2, vset2
// and their 4-lane forms (PTX ISA 9.7.16.2.1-9.7.16.2.4).
func (fl *fnLowerer) lowerVideoSIMD(in *sir.Inst) {
	b := ib{fl}
	op := in.Op[:len(in.Op)-1]
	lanes := 2
	if in.Op[len(in.Op)-1] == '4' {
		lanes = 4
	}
	width := 32 / lanes
	var dt, at, bt sir.Type
	if op == "vset" {
		ts := videoTypes(in, 2)
		at, bt, dt = ts[0], ts[1], sir.U32
		checkMods(in, append(sortedKeys(intPreds), "add")...)
	} else {
		ts := videoTypes(in, 3)
		dt, at, bt = ts[0], ts[1], ts[2]
		checkMods(in, "sat", "add")
	}
	if len(in.Src) != 3 {
		unsupported("%s takes a, b and c", in.Op)
	}
	if in.Has("sat") && in.Has("add") {
		unsupported(".sat with the accumulate operation")
	}
	i32 := types.I32
	// The lanes of a and b are picked from the 2*lanes elements of the pair
	// {b, a} by the operands' selectors (.asel defaults to a's own lanes,
	// .h10/.b3210, .bsel to b's, .h32/.b7654); d's mask (.h10/.b3210 by
	// default) says which lanes the result writes or, with .add, sums.
	asel, bsel, mask := videoLanes(in, lanes)
	a, v, c := fl.unselected(in.Src[0]), fl.unselected(in.Src[1]), fl.src(in, 2, sir.B32)
	elem := func(k int, signed bool) value.Value {
		x := a
		if k >= lanes {
			x, k = v, k-lanes
		}
		p := b.ext(b.lshr(x, ci(i32, int64(width*k))), types.NewInt(uint64(width)), false)
		return b.ext(p, i32, signed)
	}
	var r value.Value = ci(i32, 0)
	if in.Has("add") {
		r = c
	}
	for i := 0; i < lanes; i++ {
		if !mask[i] {
			if !in.Has("add") {
				// A lane d's mask leaves out takes c's lane.
				r = b.or(r, b.and(c, ci(i32, int64((1<<uint(width)-1)<<uint(width*i)))))
			}
			continue
		}
		va, vb := elem(asel[i], isSigned(at)), elem(bsel[i], isSigned(bt))
		var t value.Value
		switch op {
		case "vadd":
			t = b.add(va, vb)
		case "vsub":
			t = b.sub(va, vb)
		case "vavrg":
			// Halves round away from zero (video/vavrg2), not up.
			sum := b.add(va, vb)
			up := b.ext(b.cmp(enum.IPredSGE, sum, ci(i32, 0)), i32, false)
			t = b.ashr(b.add(sum, up), ci(i32, 1))
		case "vabsdiff":
			t = b.absDiff(va, vb, true)
		case "vmin":
			t = b.min(va, vb, true)
		case "vmax":
			t = b.max(va, vb, true)
		case "vset":
			cmp := in.ModIn("eq", "ne", "lt", "le", "gt", "ge")
			if cmp == "" {
				unsupported("%s needs a comparison", in.Op)
			}
			t = b.ext(b.cmp(intPred(cmp, sir.S32), va, vb), i32, false)
		}
		if in.Has("add") {
			r = b.add(r, t)
			continue
		}
		if in.Has("sat") {
			lo, hi := satRange(dt, width)
			t = b.clamp(t, lo, hi)
		}
		t = b.and(t, ci(i32, 1<<uint(width)-1))
		r = b.or(r, b.shl(t, ci(i32, int64(width*i))))
	}
	d := in.Dst[0]
	if r, ok := d.(*sir.RegOp); ok {
		d = &sir.RegOp{Reg: r.Reg} // the mask is applied above
	}
	fl.writeOp(d, r, dt)
}
