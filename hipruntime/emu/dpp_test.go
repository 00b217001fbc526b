package emu

import (
	"fmt"
	"strings"
	"testing"

	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Cross-lane VALU operations against their documented semantics
// (AMDGPUModifierSyntax "DPP Modifiers" and "DPP8 Modifiers"; the ISA
// manuals' DPP_CTRL table and V_PERMLANE16/X16_B32): which lane each lane
// reads, what row_mask, bank_mask, bound_ctrl and fi do, and what a lane
// gets when its source is out of range or inactive.

// laneOpCase is one cross-lane call: args builds its arguments from the
// lane's value and old value; source is the documented source of lane i
// (-1: out of range); fetchInactive is fi:1; zero says what an invalid
// source gives (bound_ctrl:1, or always for dpp8); write reports whether
// row_mask/bank_mask enable lane i.
type laneOpCase struct {
	name          string
	callee        string
	args          func(v, old value.Value) []value.Value
	source        func(i, W int) int
	zero          bool
	fetchInactive bool
	write         func(i int) bool
}

// runLaneOp runs c on a wave of W lanes of arch in which only the lanes
// that active selects take the branch that holds the call, and checks each
// active lane's result. Lane i's value is 100+i, its old value 5000+i.
func runLaneOp(t *testing.T, arch string, W int, c laneOpCase, active func(i int) bool) {
	t.Helper()
	k := newKernel(param("o", global))
	tid := k.tid()
	v := k.b.NewAdd(tid, i32(100))
	old := k.b.NewAdd(tid, i32(5000))
	var mask uint64
	for i := range W {
		if active(i) {
			mask |= 1 << uint(i)
		}
	}
	// Lane i takes the branch when bit i of mask is set.
	bit := k.b.NewAnd(k.b.NewLShr(i64(int64(mask)), k.b.NewZExt(tid, types.I64)), i64(1))
	take := k.b.NewICmp(enum.IPredNE, bit, i64(0))
	in, out := k.newBlock("in"), k.newBlock("out")
	k.b.NewCondBr(take, in, out)
	k.b = in
	r := k.call(c.callee, types.I32, c.args(v, old)...)
	k.storeAt(k.f.Params[0], tid, r)
	k.b.NewBr(out)
	k.b = out
	k.b.NewRet(nil)
	e := &env{t: t, d: New(arch, W)}
	o := e.buf(4 * W)
	e.mustRun(k, 1, uint32(W), 0, ptrArg(o))
	got := e.u32s(o, W)
	for i := range W {
		if !active(i) {
			continue
		}
		var want uint32
		s := c.source(i, W)
		switch {
		case c.write != nil && !c.write(i):
			want = uint32(5000 + i)
		case s < 0 || !active(s) && !c.fetchInactive:
			if c.zero {
				want = 0
			} else {
				want = uint32(5000 + i)
			}
		default:
			want = uint32(100 + s)
		}
		if got[i] != want {
			t.Errorf("%s on %s wave%d: lane %d = %d, want %d", c.name, arch, W, i, got[i], want)
		}
	}
}

func updateDPP(name string, ctrl, rows, banks int64, bound bool, source func(i, W int) int) laneOpCase {
	return laneOpCase{
		name:   fmt.Sprintf("%s row_mask:%#x bank_mask:%#x bound_ctrl:%t", name, rows, banks, bound),
		callee: "llvm.amdgcn.update.dpp.i32",
		args: func(v, old value.Value) []value.Value {
			return []value.Value{old, v, i32(ctrl), i32(rows), i32(banks), constBool(bound)}
		},
		source: source,
		zero:   bound,
		write:  func(i int) bool { return rows>>uint(i/16)&1 != 0 && banks>>uint(i%16/4)&1 != 0 },
	}
}

// The DPP16 controls as the documentation states them; rows are 16 lanes.
var dppControls = []struct {
	name string
	ctrl int64
	gfx9 bool // exists on gfx9 only
	gfx  int  // 10: gfx10+ only (row_share also on gfx90a as row_newbcast)
	src  func(i, W int) int
}{
	{"quad_perm:[2,0,3,1]", 2 | 0<<2 | 3<<4 | 1<<6, false, 0, func(i, W int) int { return i/4*4 + []int{2, 0, 3, 1}[i%4] }},
	{"row_shl:3", 0x103, false, 0, func(i, W int) int {
		if i%16+3 > 15 {
			return -1
		}
		return i + 3
	}},
	{"row_shr:5", 0x115, false, 0, func(i, W int) int {
		if i%16 < 5 {
			return -1
		}
		return i - 5
	}},
	{"row_ror:7", 0x127, false, 0, func(i, W int) int { return i/16*16 + (i%16+16-7)%16 }},
	{"row_mirror", 0x140, false, 0, func(i, W int) int { return i/16*16 + 15 - i%16 }},
	{"row_half_mirror", 0x141, false, 0, func(i, W int) int { return i/8*8 + 7 - i%8 }},
	{"wave_shl:1", 0x130, true, 0, func(i, W int) int {
		if i == W-1 {
			return -1
		}
		return i + 1
	}},
	{"wave_rol:1", 0x134, true, 0, func(i, W int) int { return (i + 1) % W }},
	{"wave_shr:1", 0x138, true, 0, func(i, W int) int { return i - 1 }}, // lane 0: -1
	{"wave_ror:1", 0x13c, true, 0, func(i, W int) int { return (i + W - 1) % W }},
	{"row_bcast:15", 0x142, true, 0, func(i, W int) int {
		if i < 16 {
			return -1
		}
		return i/16*16 - 1
	}},
	{"row_bcast:31", 0x143, true, 0, func(i, W int) int {
		if i < 32 {
			return -1
		}
		return 31
	}},
	{"row_share:5", 0x155, false, 10, func(i, W int) int { return i/16*16 + 5 }},
	{"row_xmask:6", 0x166, false, 10, func(i, W int) int { return i/16*16 + (i%16 ^ 6) }},
}

var activeSets = map[string]func(i int) bool{
	"all":          func(i int) bool { return true },
	"odd":          func(i int) bool { return i%2 == 1 },
	"not 3,17,40":  func(i int) bool { return i != 3 && i != 17 && i != 40 },
	"lower 20 out": func(i int) bool { return i >= 20 },
}

func TestUpdateDPP(t *testing.T) {
	for _, tg := range []struct {
		arch string
		W    int
	}{{"gfx90a", 64}, {"gfx1100", 32}, {"gfx1100", 64}} {
		for _, d := range dppControls {
			if d.gfx9 && tg.arch != "gfx90a" || d.gfx == 10 && tg.arch != "gfx1100" && d.ctrl >= 0x160 {
				continue
			}
			for _, m := range [][2]int64{{15, 15}, {5, 9}, {2, 6}} {
				for _, bound := range []bool{false, true} {
					for an, act := range activeSets {
						t.Run(fmt.Sprintf("%s/wave%d/%s/%x%x/%t/%s", tg.arch, tg.W, d.name, m[0], m[1], bound, an), func(t *testing.T) {
							runLaneOp(t, tg.arch, tg.W, updateDPP(d.name, d.ctrl, m[0], m[1], bound, d.src), act)
						})
					}
				}
			}
		}
	}
}

func TestMovDPP8(t *testing.T) {
	sel := []int{3, 0, 7, 7, 1, 2, 6, 5}
	var packed int64
	for i, s := range sel {
		packed |= int64(s) << (3 * uint(i))
	}
	c := laneOpCase{
		name:   "dpp8:[3,0,7,7,1,2,6,5]",
		callee: "llvm.amdgcn.mov.dpp8.i32",
		args:   func(v, old value.Value) []value.Value { return []value.Value{v, i32(packed)} },
		source: func(i, W int) int { return i/8*8 + sel[i%8] },
		zero:   true, // fi:0: an inactive source reads 0
	}
	for _, W := range []int{32, 64} {
		for an, act := range activeSets {
			t.Run(fmt.Sprintf("wave%d/%s", W, an), func(t *testing.T) { runLaneOp(t, "gfx1030", W, c, act) })
		}
	}
}

func TestPermlane(t *testing.T) {
	// Lane k of a row selects nibble k: 0xf, 0xe, ..., with lanes 2 and 9
	// changed.
	sel := uint64(0x0123456789abcdef)
	sel = sel&^(0xf<<8) | 0x4<<8
	sel = sel&^(0xf<<36) | 0x9<<36
	for _, x := range []bool{false, true} {
		for _, fi := range []bool{false, true} {
			for _, bound := range []bool{false, true} {
				name := "llvm.amdgcn.permlane16"
				if x {
					name = "llvm.amdgcn.permlanex16"
				}
				c := laneOpCase{
					name:   fmt.Sprintf("%s fi:%t bound_ctrl:%t", name, fi, bound),
					callee: name,
					args: func(v, old value.Value) []value.Value {
						return []value.Value{old, v, i32(int64(int32(uint32(sel)))), i32(int64(int32(uint32(sel >> 32)))), constBool(fi), constBool(bound)}
					},
					source: func(i, W int) int {
						row := i / 16 * 16
						if x {
							row ^= 16 // the other row of the same 32 lanes
						}
						return row + int(sel>>(4*uint(i%16))&15)
					},
					zero:          bound,
					fetchInactive: fi,
				}
				for _, W := range []int{32, 64} {
					for an, act := range activeSets {
						t.Run(fmt.Sprintf("%s/wave%d/%s", c.name, W, an), func(t *testing.T) { runLaneOp(t, "gfx1100", W, c, act) })
					}
				}
			}
		}
	}
}

// TestCrossLaneTargets: a control or instruction the target lacks is an
// error naming it, as llc rejects it.
func TestCrossLaneTargets(t *testing.T) {
	all := func(i int) bool { return true }
	cases := []struct {
		arch string
		c    laneOpCase
		err  string // "" when it exists
	}{
		{"gfx1100", updateDPP("wave_shr:1", 0x138, 15, 15, false, func(i, W int) int { return i - 1 }), "gfx9 only"},
		{"gfx1030", updateDPP("row_bcast:15", 0x142, 15, 15, false, nil), "gfx9 only"},
		{"gfx906", updateDPP("row_share:1", 0x151, 15, 15, false, nil), "gfx90a, gfx94x and gfx10+"},
		{"gfx90a", updateDPP("row_newbcast:1", 0x151, 15, 15, false, func(i, W int) int { return i/16*16 + 1 }), ""},
		{"gfx942", updateDPP("row_xmask:1", 0x161, 15, 15, false, nil), "gfx10+ only"},
		{"gfx906", laneOpCase{name: "dpp8", callee: "llvm.amdgcn.mov.dpp8.i32",
			args: func(v, old value.Value) []value.Value { return []value.Value{v, i32(0)} }}, "gfx10+ only"},
		{"gfx90a", laneOpCase{name: "permlanex16", callee: "llvm.amdgcn.permlanex16",
			args: func(v, old value.Value) []value.Value {
				return []value.Value{old, v, i32(0), i32(0), constBool(false), constBool(false)}
			}}, "gfx10+ only"},
	}
	for _, c := range cases {
		t.Run(c.arch+"/"+c.c.name, func(t *testing.T) {
			if c.err == "" {
				runLaneOp(t, c.arch, 64, c.c, all)
				return
			}
			k := newKernel(param("o", global))
			tid := k.tid()
			k.storeAt(k.f.Params[0], tid, k.call(c.c.callee, types.I32, c.c.args(tid, tid)...))
			k.b.NewRet(nil)
			e := &env{t: t, d: New(c.arch, 64)}
			err := e.run(k, 1, 64, 0, ptrArg(e.buf(4*64)))
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("err = %v, want one saying %q", err, c.err)
			}
		})
	}
}
