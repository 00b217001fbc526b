package emu

import (
	"math/bits"

	gfx "github.com/ptxamd/ptxamd/amdgpu/target"
)

// Cross-lane operations. They read any lane of the source register,
// active or not (as the hardware's VGPR reads do: readlane), except where
// the ISA treats an inactive source lane as invalid: ds_bpermute and
// ds_swizzle read 0 from it, DPP, dpp8 and permlane as opLanePerm says.

// opWorkitemID: d = this lane's work-item id in dimension imm.
func opWorkitemID(x *exec, o *op) {
	d := x.out(o)
	copy(d, x.wave.tid[o.imm])
	x.commit(o)
}

// opWorkgroupID: d = the workgroup id in dimension imm.
func opWorkgroupID(x *exec, o *op) {
	d := x.out(o)
	v := uint64(x.wg.id[o.imm])
	for i := range d {
		d[i] = v
	}
	x.commit(o)
}

func (x *exec) uniform(o *op, v uint64) {
	d := x.reg(o.d)
	for mm := x.mask; mm != 0; mm &= mm - 1 {
		d[bits.TrailingZeros64(mm)] = v
	}
}

// opBallot: d = mask of active lanes where a is true, masked to imm.
func opBallot(x *exec, o *op) {
	a := x.reg(o.a)
	var v uint64
	for mm := x.mask; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros64(mm)
		v |= (a[i] & 1) << uint(i)
	}
	x.uniform(o, v&o.imm)
}

// opMbcnt: d = b + popcount(a & lanes below this one), for the low (imm=0)
// or high (imm=1) 32 lanes.
func opMbcnt(x *exec, o *op) {
	d, a, b := x.dab(o)
	for i := range d {
		below := uint64(1)<<uint(i) - 1
		var sel uint64
		if o.imm == 0 {
			sel = below & 0xffffffff
		} else {
			sel = below >> 32
		}
		d[i] = (b[i] + uint64(bits.OnesCount64(a[i]&sel))) & 0xffffffff
	}
	x.commit(o)
}

// opReadlane: d = a[b's lane] (b read from the first active lane).
func opReadlane(x *exec, o *op) {
	a, b := x.reg(o.a), x.reg(o.b)
	l := b[firstLane(x.mask)] % uint64(x.W)
	x.uniform(o, a[l])
}

func opReadfirstlane(x *exec, o *op) {
	a := x.reg(o.a)
	x.uniform(o, a[firstLane(x.mask)])
}

// opWritelane: d = c, except lane b gets a (a and b from the first active
// lane).
func opWritelane(x *exec, o *op) {
	d, a, b, c := x.dabc(o)
	f := firstLane(x.mask)
	l := int(b[f] % uint64(x.W))
	v := a[f]
	copy(d, c)
	d[l] = v
	x.commit(o)
}

// opBpermute: d = b[(a/4) mod W], 0 where that lane is inactive.
func opBpermute(x *exec, o *op) {
	d, a, b := x.dab(o)
	W := uint64(x.W)
	for i := range d {
		s := (a[i] >> 2) % W
		if x.mask>>s&1 != 0 {
			d[i] = b[s]
		} else {
			d[i] = 0
		}
	}
	x.commit(o)
}

// opPermute (ds_permute: each active lane pushes b to lane (a/4) mod W;
// lanes nobody writes get 0).
func opPermute(x *exec, o *op) {
	d, a, b := x.dab(o)
	t := make([]uint64, len(d))
	for mm := x.mask; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros64(mm)
		t[(a[i]>>2)%uint64(x.W)] = b[i]
	}
	copy(d, t)
	x.commit(o)
}

// opLanePerm: d[i] = a[src(i)] where src is precomputed in aux ([]int8:
// -1 means "invalid source": out of range by position). This is how DPP,
// dpp8, permlane and ds_swizzle read other lanes (AMDGPUModifierSyntax
// "DPP Modifiers", "DPP8 Modifiers"; the ISA manuals' DPP_CTRL and
// V_PERMLANE*_B32 pseudocode):
//   - imm2 has row_mask (bits 0-3) and bank_mask (bits 4-7): a lane of a
//     disabled row or bank (16 and 4 lanes) is not written and keeps c, the
//     old value;
//   - a source out of range, or a source lane that is inactive (unless imm
//     bit 1, fetch inactive: fi:1), is invalid: the lane reads 0 with imm
//     bit 0 (bound_ctrl:1, and always for dpp8 with fi:0 and the LDS
//     crossbar of ds_swizzle), else it is not written and keeps c.
//
// Every other lane reads a[src], whatever a's own lane holds.
func opLanePerm(x *exec, o *op) {
	src := o.aux.([]int8)
	d, a, _, c := x.dabc(o)
	for i := range d {
		row, bank := i/16, (i%16)/4
		if o.imm2>>uint(row)&1 == 0 || o.imm2>>uint(4+bank)&1 == 0 {
			d[i] = c[i]
			continue
		}
		s := src[i]
		if s < 0 || o.imm&2 == 0 && x.mask>>uint(s)&1 == 0 {
			if o.imm&1 == 1 {
				d[i] = 0
			} else {
				d[i] = c[i]
			}
			continue
		}
		d[i] = a[s]
	}
	x.commit(o)
}

// laneGen says which cross-lane controls a target has; the zero value (an
// unknown target) allows every one.
type laneGen struct {
	known    bool
	gfx9     bool // wave_shl/rol/shr/ror:1, row_bcast:15/31
	newBcast bool // row_newbcast:0-15 (gfx90a, gfx94x), encoded as row_share
	gfx10    bool // row_share, row_xmask, dpp8, permlane16/x16
}

func laneGenOf(arch string) laneGen {
	t, err := gfx.Lookup(arch)
	if err != nil {
		return laneGen{}
	}
	return laneGen{known: true, gfx9: t.DPPRowBcast, newBcast: t.Family == gfx.CDNA2 || t.Family == gfx.CDNA3,
		gfx10: t.Permlane16}
}

// dppAllowed reports why DPP16 control ctrl does not exist on g's target,
// or "" (the limits llc enforces).
func (g laneGen) dppAllowed(ctrl uint64) string {
	if !g.known {
		return ""
	}
	switch {
	case (ctrl >= 0x130 && ctrl <= 0x13c || ctrl == 0x142 || ctrl == 0x143) && !g.gfx9:
		return "wave shifts and row_bcast exist on gfx9 only"
	case ctrl >= 0x150 && ctrl <= 0x15f && !g.gfx10 && !g.newBcast:
		return "row_newbcast/row_share exist on gfx90a, gfx94x and gfx10+ only"
	case ctrl >= 0x160 && ctrl <= 0x16f && !g.gfx10:
		return "row_xmask exists on gfx10+ only"
	}
	return ""
}

// dppSources maps a DPP16 control to the source lane of each lane, or nil
// when the control is not a valid encoding. Rows are 16 lanes.
func dppSources(ctrl uint64, W int) []int8 {
	src := make([]int8, W)
	for i := range src {
		row := i &^ 15
		li := i & 15
		s := -1
		switch {
		case ctrl <= 0xff: // quad_perm
			s = i&^3 | int(ctrl>>(uint(i&3)*2)&3)
		case ctrl >= 0x101 && ctrl <= 0x10f: // row_shl: lane i reads i+n
			if n := int(ctrl & 15); li+n < 16 {
				s = i + n
			}
		case ctrl >= 0x111 && ctrl <= 0x11f: // row_shr: lane i reads i-n
			if n := int(ctrl & 15); li >= n {
				s = i - n
			}
		case ctrl >= 0x121 && ctrl <= 0x12f: // row_ror
			s = row + (li-int(ctrl&15)+16)%16
		case ctrl == 0x130: // wave_shl:1
			if i+1 < W {
				s = i + 1
			}
		case ctrl == 0x134: // wave_rol:1
			s = (i + 1) % W
		case ctrl == 0x138: // wave_shr:1
			if i > 0 {
				s = i - 1
			}
		case ctrl == 0x13c: // wave_ror:1
			s = (i - 1 + W) % W
		case ctrl == 0x140: // row_mirror
			s = row + 15 - li
		case ctrl == 0x141: // row_half_mirror
			s = i&^7 + 7 - i&7
		case ctrl == 0x142: // row_bcast:15: lane 15 of the row before
			if row > 0 {
				s = row - 1
			}
		case ctrl == 0x143: // row_bcast:31: lane 31 to rows 2 and 3
			if i >= 32 {
				s = 31
			}
		case ctrl >= 0x150 && ctrl <= 0x15f: // row_share (gfx10+), row_newbcast (gfx90a)
			s = row + int(ctrl&15)
		case ctrl >= 0x160 && ctrl <= 0x16f: // row_xmask (gfx10+)
			s = row + li ^ int(ctrl&15)
		default:
			return nil
		}
		src[i] = int8(s)
	}
	return src
}

// dpp8Sources maps dpp8 selects (3 bits per lane of a group of 8) to
// source lanes.
func dpp8Sources(sel uint64, W int) []int8 {
	src := make([]int8, W)
	for i := range src {
		src[i] = int8(i&^7 | int(sel>>(3*uint(i&7))&7))
	}
	return src
}

// swizzleSources maps a ds_swizzle offset to source lanes, or nil.
func swizzleSources(off uint64, W int) []int8 {
	src := make([]int8, W)
	switch {
	case off&0x8000 == 0: // bitmask mode, within groups of 32
		and, or, xor := int(off&31), int(off>>5&31), int(off>>10&31)
		for i := range src {
			src[i] = int8(i&^31 | ((i & 31 & and) | or) ^ xor)
		}
	case off&0xff00 == 0x8000: // quad permute
		for i := range src {
			src[i] = int8(i&^3 | int(off>>(uint(i&3)*2)&3))
		}
	default:
		return nil
	}
	return src
}

// permlaneSources: permlane16 (x=false) selects within each row of 16;
// permlanex16 (x=true) from the other row of each 32-lane half. sel holds
// 16 nibbles.
func permlaneSources(sel uint64, x bool, W int) []int8 {
	src := make([]int8, W)
	for i := range src {
		row := i &^ 15
		if x {
			row ^= 16
		}
		src[i] = int8(row + int(sel>>(uint(i&15)*4)&15))
	}
	return src
}

// opMemtime: a per-wave monotonic counter.
func opMemtime(x *exec, o *op) {
	x.uniform(o, x.wave.clock*4+uint64(x.wave.idx))
}

// opReduce: wave reduction over active lanes with f; imm is the identity.
func opReduce(x *exec, o *op) {
	f := o.aux.(func(a, b uint64) uint64)
	a := x.reg(o.a)
	v := o.imm
	for mm := x.mask; mm != 0; mm &= mm - 1 {
		v = f(v, a[bits.TrailingZeros64(mm)])
	}
	x.uniform(o, v)
}

// opWaveCmp: d = ballot of f(a, b) over active lanes (llvm.amdgcn.icmp and
// fcmp).
func opWaveCmp(x *exec, o *op) {
	f := o.aux.(func(a, b uint64) bool)
	a, b := x.reg(o.a), x.reg(o.b)
	var v uint64
	for mm := x.mask; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros64(mm)
		if f(a[i], b[i]) {
			v |= 1 << uint(i)
		}
	}
	x.uniform(o, v&o.imm)
}
