package emu

import (
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/amdgpu/llvmx/llparse"
	"github.com/ptxamd/ptxamd/hipruntime"
)

type intrinsic func(c *compiler, in *ir.InstCall) error

// lookupIntrinsic finds the handler of an intrinsic name, dropping
// overload suffixes (".f32", ".p1", ".i64.i32") until one matches.
func lookupIntrinsic(name string) intrinsic {
	for n := name; ; {
		if h, ok := intrinsics[n]; ok {
			return h
		}
		i := strings.LastIndexByte(n, '.')
		if i <= len("llvm") {
			return nil
		}
		n = n[:i]
	}
}

func (c *compiler) call(in *ir.InstCall) error {
	callee := in.Callee
	if r, ok := callee.(*llvmx.Ref); ok {
		if f := r.Func(); f != nil {
			callee = f
		}
	}
	if a, ok := callee.(*ir.InlineAsm); ok {
		return c.emptyAsm(in, a)
	}
	f, ok := callee.(*ir.Func)
	if !ok {
		return c.indirectCall(in)
	}
	switch f.Name() { // HIP's device malloc and free (dmalloc.go)
	case "__ockl_dm_alloc":
		return dmAllocCall(c, in)
	case "__ockl_dm_dealloc":
		return nil
	}
	if len(f.Blocks) > 0 {
		if len(in.Args) != len(f.Params) {
			return unsupported("call of %s with %d arguments for %d parameters", f.Name(), len(in.Args), len(f.Params))
		}
		cf := c.p.funcs[f]
		ci, err := c.callArgs(in, cf)
		if err != nil {
			return err
		}
		c.fn.callees = append(c.fn.callees, cf)
		c.emit(op{ctl: ctlCall, d: c.vals[in], aux: ci})
		return nil
	}
	if n := f.Name(); strings.HasPrefix(n, "llvm.amdgcn.mfma.") || strings.HasPrefix(n, "llvm.amdgcn.wmma.") {
		return c.matrixCall(in, n)
	}
	switch f.Name() { // ops_matrix.go
	case "llvm.amdgcn.fdot2":
		return c.fdot2Call(in)
	case "llvm.amdgcn.sdot4":
		return c.sdot4Call(in)
	}
	h := lookupIntrinsic(f.Name())
	if h == nil {
		return unsupported("call of %s", f.Name())
	}
	return h(c, in)
}

// emptyAsm compiles an inline asm call whose template is empty: the
// optimisation barriers of CUDA/HIP code (asm volatile("" ::: "memory"),
// asm volatile("" : "+r"(x))), templates that are only assembler comments
// (the device library's "; ockl readfirstlane hoisting hack $0", a
// barrier against hoisting), and "s_nop N". Each output is tied to an
// input (a digit constraint), whose value it takes; nothing else happens.
// Real assembly is not emulated.
func (c *compiler) emptyAsm(in *ir.InstCall, a *ir.InlineAsm) error {
	if f := strings.Fields(a.Asm); len(f) == 2 && f[0] == "s_nop" {
		return nil // AMDGPU's own no-op (wait states), nothing to emulate
	}
	if !onlyComments(a.Asm) {
		return unsupported("inline assembly %q (the emulator runs only empty templates, which are compiler barriers)", a.Asm)
	}
	var outs []int // constraint index of each output
	tied := map[int]int{}
	arg := 0
	for i, con := range strings.Split(a.Constraint, ",") {
		switch {
		case con == "":
		case strings.HasPrefix(con, "~"):
		case strings.HasPrefix(con, "=*") || strings.HasPrefix(con, "*"):
			return unsupported("inline asm constraint %q (indirect operand)", con)
		case strings.HasPrefix(con, "="):
			outs = append(outs, i)
		default:
			if k, err := strconv.Atoi(con); err == nil {
				tied[k] = arg
			}
			arg++
		}
	}
	if len(outs) == 0 {
		return nil
	}
	var fields []types.Type
	if st, ok := in.Type().(*types.StructType); ok && len(outs) > 1 {
		fields = st.Fields
	} else {
		fields = []types.Type{in.Type()}
	}
	if len(fields) != len(outs) {
		return unsupported("inline asm with %d outputs returning %v", len(outs), in.Type())
	}
	off := int32(0)
	for k, t := range fields {
		n, err := slotsOf(t)
		if err != nil {
			return err
		}
		src, ok := tied[k]
		if !ok || src >= len(in.Args) {
			return unsupported("inline asm output %d is not tied to an input (its value would be undefined)", k)
		}
		s, err := c.operand(in.Args[src])
		if err != nil {
			return err
		}
		c.copySlots(c.vals[in]+off, s, n)
		off += int32(n)
	}
	return nil
}

func constArg(in *ir.InstCall, i int) (uint64, bool) {
	if i >= len(in.Args) {
		return 0, false
	}
	switch k := in.Args[i].(type) {
	case *constant.Int:
		return bigWords(k.X, int(k.Typ.BitSize))[0], true
	case *constant.ZeroInitializer, *constant.Null:
		return 0, true
	}
	return 0, false
}

func needConst(in *ir.InstCall, i int, what string) (uint64, error) {
	v, ok := constArg(in, i)
	if !ok {
		return 0, unsupported("%s: argument %d (%s) must be a constant", calleeName(in), i, what)
	}
	return v, nil
}

func calleeName(in *ir.InstCall) string {
	switch f := in.Callee.(type) {
	case *llvmx.Ref:
		return f.Ident()
	case *ir.Func:
		return f.Ident()
	}
	return "call"
}

// simple emits one op over the call's first n arguments.
func (c *compiler) simple(in *ir.InstCall, n int, o op) error {
	ss, err := c.ops(in.Args[:n]...)
	if err != nil {
		return err
	}
	o.d = c.vals[in]
	regs := []*int32{&o.a, &o.b, &o.c}
	for i, s := range ss {
		*regs[i] = s
	}
	c.emit(o)
	return nil
}

func nop(c *compiler, in *ir.InstCall) error { return nil }

func laneConst(v uint64) intrinsic {
	return func(c *compiler, in *ir.InstCall) error {
		c.emit(op{fn: opLaneConst, d: c.vals[in], imm: v})
		return nil
	}
}

func fun1(f func(w int, a float64) float64) intrinsic {
	return func(c *compiler, in *ir.InstCall) error {
		return c.elementwise(in, in.Args[:1], func(sc scalar) (op, error) {
			w := int(sc.bits)
			return op{fn: fUn(w, func(a float64) float64 { return f(w, a) })}, nil
		})
	}
}

func fun2(f func(a, b float64) float64) intrinsic {
	return func(c *compiler, in *ir.InstCall) error {
		return c.elementwise(in, in.Args[:2], func(sc scalar) (op, error) {
			return op{fn: fBin(int(sc.bits), f)}, nil
		})
	}
}

func int1(f func(w int, a uint64) uint64) intrinsic {
	return func(c *compiler, in *ir.InstCall) error {
		return c.elementwise(in, in.Args[:1], func(sc scalar) (op, error) {
			w := int(sc.bits)
			m := sc.mask()
			return op{fn: mkUn(func(a uint64) uint64 { return f(w, a) & m })}, nil
		})
	}
}

func int2(f func(w int, a, b uint64) uint64) intrinsic {
	return func(c *compiler, in *ir.InstCall) error {
		return c.elementwise(in, in.Args[:2], func(sc scalar) (op, error) {
			w := int(sc.bits)
			m := sc.mask()
			return op{fn: mkBin(func(a, b uint64) uint64 { return f(w, a, b) & m })}, nil
		})
	}
}

func int3(f func(w int, a, b, c uint64) uint64) intrinsic {
	return func(c *compiler, in *ir.InstCall) error {
		return c.elementwise(in, in.Args[:3], func(sc scalar) (op, error) {
			w := int(sc.bits)
			m := sc.mask()
			return op{fn: mkTer(func(a, b, c uint64) uint64 { return f(w, a, b, c) & m })}, nil
		})
	}
}

// vecReduce compiles an integer llvm.vector.reduce.*: the elements of a
// vector (of up to 64-bit integers) folded with f, first to last (what
// LLVM's loop vectoriser leaves after a reduction loop).
func vecReduce(f func(w int, a, b uint64) uint64) intrinsic {
	return func(c *compiler, in *ir.InstCall) error {
		sc, n, err := elems(in.Args[0].Type())
		if err != nil {
			return err
		}
		if sc.bits > 64 || sc.k != kInt {
			return unsupported("%s of %v", in.Callee.Ident(), in.Args[0].Type())
		}
		a, err := c.operand(in.Args[0])
		if err != nil {
			return err
		}
		w, m, W := int(sc.bits), sc.mask(), int32(c.W)
		c.emit(op{d: c.vals[in], a: a, fn: func(x *exec, o *op) {
			r := x.regs
			for mm := x.mask; mm != 0; mm &= mm - 1 {
				i := int32(bits.TrailingZeros64(mm))
				v := r[o.a+i]
				for k := int32(1); k < int32(n); k++ {
					v = f(w, v, r[o.a+k*W+i]) & m
				}
				r[o.d+i] = v & m
			}
		}})
		return nil
	}
}

// pick is the minimum or maximum of two w-bit integers, signed or not.
func pick(signed, isMax bool) func(w int, a, b uint64) uint64 {
	return func(w int, a, b uint64) uint64 {
		less := a < b
		if signed {
			less = sext(a, w) < sext(b, w)
		}
		if less == isMax {
			return b
		}
		return a
	}
}

// minMax compiles llvm.{s,u}{min,max}, i128 included (LLVM's optimiser
// writes a clamp of a 128-bit product as smax.i128).
func minMax(signed, isMax bool) intrinsic {
	narrow := int2(pick(signed, isMax))
	return func(c *compiler, in *ir.InstCall) error {
		if sc, _, err := elems(in.Type()); err != nil || sc.bits <= 64 {
			return narrow(c, in)
		}
		return c.wide3(in, []value.Value{in.Args[0], in.Args[1], in.Args[1]}, func(a, b, _ [2]uint64) [2]uint64 {
			less := a[1] < b[1] || a[1] == b[1] && a[0] < b[0]
			if signed && a[1] != b[1] {
				less = int64(a[1]) < int64(b[1])
			}
			if less == isMax {
				return b
			}
			return a
		})
	}
}

// funnel compiles llvm.fshl (left) and llvm.fshr, i128 included (clang
// writes a 128-bit rotate by 64 as fshl.i128).
func funnel(left bool) intrinsic {
	narrow := int3(func(w int, a, b, c uint64) uint64 {
		if left {
			return fshl(a, b, c, w)
		}
		return fshr(a, b, c, w)
	})
	return func(c *compiler, in *ir.InstCall) error {
		if sc, _, err := elems(in.Type()); err != nil || sc.bits <= 64 {
			return narrow(c, in)
		}
		return c.wide3(in, in.Args[:3], func(a, b, s [2]uint64) [2]uint64 {
			n := uint(s[0] & 127)
			if !left {
				n = (128 - n) & 127 // fshr(a, b, s) = fshl(a, b, 128 - s)
			}
			if n == 0 {
				if left {
					return a
				}
				return b
			}
			return or128(shl128(a, n), shr128(b, 128-n))
		})
	}
}

func shl128(a [2]uint64, s uint) [2]uint64 {
	switch {
	case s == 0:
		return a
	case s >= 64:
		return [2]uint64{0, a[0] << (s - 64)}
	}
	return [2]uint64{a[0] << s, a[1]<<s | a[0]>>(64-s)}
}

func shr128(a [2]uint64, s uint) [2]uint64 {
	switch {
	case s == 0:
		return a
	case s >= 64:
		return [2]uint64{a[1] >> (s - 64), 0}
	}
	return [2]uint64{a[0]>>s | a[1]<<(64-s), a[1] >> s}
}

func or128(a, b [2]uint64) [2]uint64 { return [2]uint64{a[0] | b[0], a[1] | b[1]} }

// withOverflow compiles llvm.*.with.overflow: {result, overflowed}.
func withOverflow(f func(w int, a, b uint64) (uint64, bool)) intrinsic {
	return func(c *compiler, in *ir.InstCall) error {
		sc, n, err := elems(in.Args[0].Type())
		if err != nil || n != 1 || sc.bits > 64 {
			return unsupported("%s on %v", calleeName(in), in.Args[0].Type())
		}
		w := int(sc.bits)
		d := c.vals[in]
		if err := c.simple(in, 2, op{fn: mkBin(func(a, b uint64) uint64 { r, _ := f(w, a, b); return r })}); err != nil {
			return err
		}
		ss, err := c.ops(in.Args[0], in.Args[1])
		if err != nil {
			return err
		}
		c.emit(op{fn: mkBin(func(a, b uint64) uint64 { _, o := f(w, a, b); return b2u(o) }), d: d + int32(c.W), a: ss[0], b: ss[1]})
		return nil
	}
}

func sat(f func(w int, a, b uint64) uint64) intrinsic { return int2(f) }

// Saturating and overflow helpers.
func sMin(w int) int64 { return -1 << uint(w-1) }
func sMax(w int) int64 { return 1<<uint(w-1) - 1 }

func addOv(w int, a, b uint64, signed bool) (uint64, bool) {
	r := (a + b) & widthMask(w)
	if signed {
		x, y, z := sext(a, w), sext(b, w), sext(r, w)
		return r, (x >= 0) == (y >= 0) && (z >= 0) != (x >= 0)
	}
	return r, r < a
}

func subOv(w int, a, b uint64, signed bool) (uint64, bool) {
	r := (a - b) & widthMask(w)
	if signed {
		x, y, z := sext(a, w), sext(b, w), sext(r, w)
		return r, (x >= 0) != (y >= 0) && (z >= 0) != (x >= 0)
	}
	return r, b > a
}

func mulOv(w int, a, b uint64, signed bool) (uint64, bool) {
	r := (a * b) & widthMask(w)
	if signed {
		x, y := sext(a, w), sext(b, w)
		hi, lo := bits.Mul64(uint64(x), uint64(y))
		// Signed 128-bit product: fix up the high word.
		if x < 0 {
			hi -= uint64(y)
		}
		if y < 0 {
			hi -= uint64(x)
		}
		p := int64(lo)
		if w < 64 {
			return r, p != sext(r, w) || hi != uint64(p>>63)
		}
		return r, hi != uint64(p>>63)
	}
	hi, lo := bits.Mul64(a, b)
	return r, hi != 0 || lo != r
}

var intrinsics map[string]intrinsic

func init() {
	two := 2 * math.Pi
	intrinsics = map[string]intrinsic{
		// Geometry.
		"llvm.amdgcn.workitem.id.x":       dim(opWorkitemID, 0),
		"llvm.amdgcn.workitem.id.y":       dim(opWorkitemID, 1),
		"llvm.amdgcn.workitem.id.z":       dim(opWorkitemID, 2),
		"llvm.amdgcn.workgroup.id.x":      dim(opWorkgroupID, 0),
		"llvm.amdgcn.workgroup.id.y":      dim(opWorkgroupID, 1),
		"llvm.amdgcn.workgroup.id.z":      dim(opWorkgroupID, 2),
		"llvm.amdgcn.dispatch.ptr":        laneConst(DispatchBase),
		"llvm.amdgcn.implicitarg.ptr":     laneConst(ImplicitArgBase),
		"llvm.amdgcn.kernarg.segment.ptr": laneConst(KernargBase),
		"llvm.amdgcn.dispatch.id":         laneConst(0),
		"llvm.amdgcn.s.getpc":             laneConst(0),
		"llvm.amdgcn.groupstaticsize": func(c *compiler, in *ir.InstCall) error {
			return laneConst(uint64(c.p.m.ldsStatic))(c, in)
		},
		// Synchronisation and scheduling.
		"llvm.amdgcn.s.barrier": func(c *compiler, in *ir.InstCall) error {
			c.emit(op{ctl: ctlBarrier, aux: barrierOf(in, llvmx.MDBarrier)})
			return nil
		},
		// s_endpgm: the whole wave ends, from any call depth.
		"llvm.amdgcn.endpgm": func(c *compiler, in *ir.InstCall) error {
			c.emit(op{ctl: ctlEndpgm})
			return nil
		},
		"llvm.amdgcn.set.inactive": func(c *compiler, in *ir.InstCall) error { return c.simple(in, 2, op{fn: opSetInactive}) },
		"llvm.amdgcn.strict.wwm": func(c *compiler, in *ir.InstCall) error {
			s, err := c.operand(in.Args[0])
			if err != nil {
				return err
			}
			n, err := slotsOf(in.Typ)
			if err != nil {
				return err
			}
			c.copySlots(c.vals[in], s, n)
			return nil
		},
		"llvm.amdgcn.wave.barrier":             nop,
		"llvm.amdgcn.s.sleep":                  nop,
		"llvm.amdgcn.s.waitcnt":                nop,
		"llvm.amdgcn.sched.barrier":            nop,
		"llvm.amdgcn.s.setprio":                nop,
		"llvm.amdgcn.s.nop":                    nop,
		"llvm.assume":                          nop,
		"llvm.lifetime.start":                  nop,
		"llvm.lifetime.end":                    nop,
		"llvm.experimental.noalias.scope.decl": nop,
		"llvm.dbg.value":                       nop,
		"llvm.dbg.declare":                     nop,
		"llvm.amdgcn.s.memtime": func(c *compiler, in *ir.InstCall) error {
			c.emit(op{fn: opMemtime, d: c.vals[in]})
			return nil
		},
		"llvm.amdgcn.s.memrealtime": func(c *compiler, in *ir.InstCall) error {
			c.emit(op{fn: opMemtime, d: c.vals[in]})
			return nil
		},
		// is.shared / is.private test a flat address against the apertures
		// the emulator chose for LDS and private memory.
		"llvm.amdgcn.is.shared": func(c *compiler, in *ir.InstCall) error {
			return c.simple(in, 1, op{fn: mkUn(func(a uint64) uint64 { return b2u(a>>32 == LDSAperture>>32) })})
		},
		"llvm.amdgcn.is.private": func(c *compiler, in *ir.InstCall) error {
			return c.simple(in, 1, op{fn: mkUn(func(a uint64) uint64 { return b2u(a>>32 == PrivateAperture>>32) })})
		},
		"llvm.readcyclecounter": func(c *compiler, in *ir.InstCall) error {
			c.emit(op{fn: opMemtime, d: c.vals[in]})
			return nil
		},
		// s_sendmsg_rtn: only MSG_RTN_GET_REALTIME (131) is modelled, as the
		// same monotonic counter as s_memrealtime.
		"llvm.amdgcn.s.sendmsg.rtn.i64": func(c *compiler, in *ir.InstCall) error {
			if k, ok := in.Args[0].(*constant.Int); !ok || k.X.Int64() != 131 {
				return fmt.Errorf("llvm.amdgcn.s.sendmsg.rtn.i64 with a message other than MSG_RTN_GET_REALTIME (131): %w", hipruntime.ErrNotSupported)
			}
			c.emit(op{fn: opMemtime, d: c.vals[in]})
			return nil
		},
		"llvm.trap":      trap,
		"llvm.debugtrap": trap,
		"llvm.expect": func(c *compiler, in *ir.InstCall) error {
			s, err := c.operand(in.Args[0])
			if err != nil {
				return err
			}
			c.copySlots(c.vals[in], s, 1)
			return nil
		},
		// Cross-lane.
		"llvm.amdgcn.mbcnt.lo": func(c *compiler, in *ir.InstCall) error { return c.simple(in, 2, op{fn: opMbcnt, imm: 0}) },
		"llvm.amdgcn.mbcnt.hi": func(c *compiler, in *ir.InstCall) error { return c.simple(in, 2, op{fn: opMbcnt, imm: 1}) },
		"llvm.amdgcn.ballot": func(c *compiler, in *ir.InstCall) error {
			sc, _ := scalarOf(in.Typ)
			return c.simple(in, 1, op{fn: opBallot, imm: sc.mask()})
		},
		"llvm.amdgcn.icmp":          waveCmp(false),
		"llvm.amdgcn.fcmp":          waveCmp(true),
		"llvm.amdgcn.readlane":      func(c *compiler, in *ir.InstCall) error { return c.simple(in, 2, op{fn: opReadlane}) },
		"llvm.amdgcn.readfirstlane": func(c *compiler, in *ir.InstCall) error { return c.simple(in, 1, op{fn: opReadfirstlane}) },
		"llvm.amdgcn.writelane":     func(c *compiler, in *ir.InstCall) error { return c.simple(in, 3, op{fn: opWritelane}) },
		"llvm.amdgcn.ds.bpermute": func(c *compiler, in *ir.InstCall) error {
			return c.simple(in, 2, op{fn: opBpermute})
		},
		"llvm.amdgcn.ds.permute": func(c *compiler, in *ir.InstCall) error {
			return c.simple(in, 2, op{fn: opPermute})
		},
		"llvm.amdgcn.ds.swizzle": func(c *compiler, in *ir.InstCall) error {
			pat, err := needConst(in, 1, "pattern")
			if err != nil {
				return err
			}
			src := swizzleSources(pat, c.W)
			if src == nil {
				return unsupported("ds.swizzle pattern %#x", pat)
			}
			return c.lanePerm(in, in.Args[0], nil, src, 1, 0xff)
		},
		"llvm.amdgcn.mov.dpp": func(c *compiler, in *ir.InstCall) error {
			return c.dpp(in, nil, in.Args[0], 1)
		},
		"llvm.amdgcn.update.dpp": func(c *compiler, in *ir.InstCall) error {
			return c.dpp(in, in.Args[0], in.Args[1], 2)
		},
		"llvm.amdgcn.mov.dpp8": func(c *compiler, in *ir.InstCall) error {
			sel, err := needConst(in, 1, "dpp8 selects")
			if err != nil {
				return err
			}
			if g := laneGenOf(c.arch()); g.known && !g.gfx10 {
				return unsupported("dpp8 on %s: it exists on gfx10+ only", c.arch())
			}
			// fi:0: an inactive source lane reads 0.
			return c.lanePerm(in, in.Args[0], nil, dpp8Sources(sel, c.W), 1, 0xff)
		},
		"llvm.amdgcn.permlane16":       permlane(false),
		"llvm.amdgcn.permlanex16":      permlane(true),
		"llvm.amdgcn.wave.reduce.umin": reduce(func(a, b uint64) uint64 { return min(a, b) }, ^uint64(0)),
		"llvm.amdgcn.wave.reduce.umax": reduce(func(a, b uint64) uint64 { return max(a, b) }, 0),
		// AMDGPU arithmetic. rcp, rsq and fdiv.fast are exact here.
		"llvm.amdgcn.rcp":       fun1(func(w int, a float64) float64 { return 1 / a }),
		"llvm.amdgcn.rsq":       fun1(func(w int, a float64) float64 { return 1 / math.Sqrt(a) }),
		"llvm.amdgcn.sqrt":      fun1(func(w int, a float64) float64 { return math.Sqrt(a) }),
		"llvm.amdgcn.exp2":      fun1(func(w int, a float64) float64 { return math.Exp2(a) }),
		"llvm.amdgcn.log":       fun1(func(w int, a float64) float64 { return math.Log2(a) }),
		"llvm.amdgcn.sin":       fun1(func(w int, a float64) float64 { return math.Sin(a * two) }),
		"llvm.amdgcn.cos":       fun1(func(w int, a float64) float64 { return math.Cos(a * two) }),
		"llvm.amdgcn.fract":     fun1(fract),
		"llvm.amdgcn.fdiv.fast": fun2(func(a, b float64) float64 { return a / b }),
		"llvm.amdgcn.ldexp":     ldexp,
		"llvm.ldexp":            ldexp,
		"llvm.frexp":            frexp,
		"llvm.amdgcn.frexp.mant": fun1(func(w int, a float64) float64 {
			return frexpMant(a)
		}),
		"llvm.amdgcn.frexp.exp": func(c *compiler, in *ir.InstCall) error {
			fs, _, err := elems(in.Args[0].Type())
			if err != nil {
				return err
			}
			w := int(fs.bits)
			rs, _ := scalarOf(in.Typ)
			m := rs.mask()
			return c.simple(in, 1, op{fn: mkUn(func(a uint64) uint64 { return uint64(frexpExp(fget(w, a))) & m })})
		},
		"llvm.amdgcn.trig.preop": trigPreopCall, // trigpreop.go
		"llvm.amdgcn.class": func(c *compiler, in *ir.InstCall) error {
			fs, _, err := elems(in.Args[0].Type())
			if err != nil {
				return err
			}
			w := int(fs.bits)
			return c.simple(in, 2, op{fn: mkBin(func(a, b uint64) uint64 { return b2u(fpclass(w, a, b)) })})
		},
		"llvm.is.fpclass": func(c *compiler, in *ir.InstCall) error {
			mask, err := needConst(in, 1, "class mask")
			if err != nil {
				return err
			}
			return c.elementwise(in, in.Args[:1], func(sc scalar) (op, error) {
				w := int(sc.bits)
				return op{fn: mkUn(func(a uint64) uint64 { return b2u(fpclass(w, a, mask)) })}, nil
			})
		},
		"llvm.amdgcn.fmed3": func(c *compiler, in *ir.InstCall) error {
			return c.elementwise(in, in.Args[:3], func(sc scalar) (op, error) {
				w := int(sc.bits)
				return op{fn: mkTer(func(a, b, cc uint64) uint64 {
					return fput(w, med3(fget(w, a), fget(w, b), fget(w, cc)))
				})}, nil
			})
		},
		"llvm.amdgcn.perm": int3(func(w int, a, b, s uint64) uint64 { return vperm(uint32(a), uint32(b), uint32(s)) }),
		"llvm.amdgcn.ubfe": int3(func(w int, a, b, c uint64) uint64 {
			off, n := uint(b)&uint(w-1), uint(c)&uint(w-1)
			return a >> off & widthMask(int(n))
		}),
		"llvm.amdgcn.sbfe": int3(func(w int, a, b, c uint64) uint64 {
			off, n := uint(b)&uint(w-1), uint(c)&uint(w-1)
			if n == 0 {
				return 0
			}
			return uint64(sext(a>>off&widthMask(int(n)), int(n)))
		}),
		"llvm.amdgcn.alignbit": int3(func(w int, a, b, c uint64) uint64 {
			return (a<<32 | b&0xffffffff) >> (c & 31)
		}),
		"llvm.amdgcn.alignbyte": int3(func(w int, a, b, c uint64) uint64 {
			return (a<<32 | b&0xffffffff) >> (8 * (c & 3))
		}),
		"llvm.amdgcn.mul.u24": int2(func(w int, a, b uint64) uint64 { return (a & 0xffffff) * (b & 0xffffff) }),
		"llvm.amdgcn.mul.i24": int2(func(w int, a, b uint64) uint64 { return uint64(sext(a, 24) * sext(b, 24)) }),
		"llvm.amdgcn.mulhi.u24": int2(func(w int, a, b uint64) uint64 {
			return (a & 0xffffff) * (b & 0xffffff) >> 32
		}),
		"llvm.amdgcn.mulhi.i24": int2(func(w int, a, b uint64) uint64 {
			return uint64(sext(a, 24) * sext(b, 24) >> 32)
		}),
		"llvm.amdgcn.atomic.inc": amdAtomic(func(sc scalar) atomicRMW {
			return func(o, v uint64) uint64 {
				if o >= v {
					return 0
				}
				return o + 1
			}
		}),
		"llvm.amdgcn.atomic.dec": amdAtomic(func(sc scalar) atomicRMW {
			return func(o, v uint64) uint64 {
				if o == 0 || o > v {
					return v
				}
				return o - 1
			}
		}),
		"llvm.amdgcn.global.atomic.fadd": amdAtomic(fatomic(func(a, b float64) float64 { return a + b })),
		"llvm.amdgcn.flat.atomic.fadd":   amdAtomic(fatomic(func(a, b float64) float64 { return a + b })),
		"llvm.amdgcn.ds.fadd":            amdAtomic(fatomic(func(a, b float64) float64 { return a + b })),
		"llvm.amdgcn.global.atomic.fmin": amdAtomic(fatomic(minnum)),
		"llvm.amdgcn.global.atomic.fmax": amdAtomic(fatomic(maxnum)),
		"llvm.amdgcn.flat.atomic.fmin":   amdAtomic(fatomic(minnum)),
		"llvm.amdgcn.flat.atomic.fmax":   amdAtomic(fatomic(maxnum)),
		"llvm.amdgcn.ds.fmin":            amdAtomic(fatomic(minnum)),
		"llvm.amdgcn.ds.fmax":            amdAtomic(fatomic(maxnum)),
		// Generic floating point.
		"llvm.fma":     fma,
		"llvm.fmuladd": fma,
		"llvm.sqrt":    fun1(func(w int, a float64) float64 { return math.Sqrt(a) }),
		// fabs and copysign act on the sign bit alone (LLVM LangRef; AMD
		// does them with v_and/v_bfi), so a signalling NaN stays one.
		"llvm.fabs":         int1(func(w int, a uint64) uint64 { return a &^ (1 << uint(w-1)) }),
		"llvm.canonicalize": fun1(func(w int, a float64) float64 { return a }),
		"llvm.copysign":     int2(func(w int, a, b uint64) uint64 { s := uint64(1) << uint(w-1); return a&^s | b&s }),
		"llvm.minnum":       fun2(minnum),
		"llvm.maxnum":       fun2(maxnum),
		"llvm.minimum":      fun2(minimum),
		"llvm.maximum":      fun2(maximum),
		"llvm.floor":        fun1(func(w int, a float64) float64 { return math.Floor(a) }),
		"llvm.ceil":         fun1(func(w int, a float64) float64 { return math.Ceil(a) }),
		"llvm.trunc":        fun1(func(w int, a float64) float64 { return math.Trunc(a) }),
		"llvm.rint":         fun1(func(w int, a float64) float64 { return math.RoundToEven(a) }),
		"llvm.nearbyint":    fun1(func(w int, a float64) float64 { return math.RoundToEven(a) }),
		"llvm.roundeven":    fun1(func(w int, a float64) float64 { return math.RoundToEven(a) }),
		"llvm.round":        fun1(func(w int, a float64) float64 { return math.Round(a) }),
		"llvm.exp2":         fun1(func(w int, a float64) float64 { return math.Exp2(a) }),
		"llvm.exp":          fun1(func(w int, a float64) float64 { return math.Exp(a) }),
		"llvm.log2":         fun1(func(w int, a float64) float64 { return math.Log2(a) }),
		"llvm.log":          fun1(func(w int, a float64) float64 { return math.Log(a) }),
		"llvm.log10":        fun1(func(w int, a float64) float64 { return math.Log10(a) }),
		"llvm.sin":          fun1(func(w int, a float64) float64 { return math.Sin(a) }),
		"llvm.cos":          fun1(func(w int, a float64) float64 { return math.Cos(a) }),
		"llvm.pow":          fun2(math.Pow),
		// Generic integer.
		"llvm.ctpop":              int1(func(w int, a uint64) uint64 { return uint64(bits.OnesCount64(a)) }),
		"llvm.ctlz":               int1(func(w int, a uint64) uint64 { return ctlz(a, w) }),
		"llvm.cttz":               int1(func(w int, a uint64) uint64 { return cttz(a, w) }),
		"llvm.bitreverse":         int1(func(w int, a uint64) uint64 { return bitrev(a, w) }),
		"llvm.bswap":              int1(func(w int, a uint64) uint64 { return bswap(a, w) }),
		"llvm.fshl":               funnel(true),
		"llvm.fshr":               funnel(false),
		"llvm.umin":               minMax(false, false),
		"llvm.umax":               minMax(false, true),
		"llvm.smin":               minMax(true, false),
		"llvm.smax":               minMax(true, true),
		"llvm.vector.reduce.add":  vecReduce(func(w int, a, b uint64) uint64 { return a + b }),
		"llvm.vector.reduce.mul":  vecReduce(func(w int, a, b uint64) uint64 { return a * b }),
		"llvm.vector.reduce.and":  vecReduce(func(w int, a, b uint64) uint64 { return a & b }),
		"llvm.vector.reduce.or":   vecReduce(func(w int, a, b uint64) uint64 { return a | b }),
		"llvm.vector.reduce.xor":  vecReduce(func(w int, a, b uint64) uint64 { return a ^ b }),
		"llvm.vector.reduce.umax": vecReduce(pick(false, true)),
		"llvm.vector.reduce.umin": vecReduce(pick(false, false)),
		"llvm.vector.reduce.smax": vecReduce(pick(true, true)),
		"llvm.vector.reduce.smin": vecReduce(pick(true, false)),
		// Floating-point reductions (reduce.go).
		"llvm.vector.reduce.fadd":     fReduceAcc(false),
		"llvm.vector.reduce.fmul":     fReduceAcc(true),
		"llvm.vector.reduce.fmax":     fReduceMinMax(maxnum),
		"llvm.vector.reduce.fmin":     fReduceMinMax(minnum),
		"llvm.vector.reduce.fmaximum": fReduceMinMax(maximum),
		"llvm.vector.reduce.fminimum": fReduceMinMax(minimum),
		"llvm.abs": int1(func(w int, a uint64) uint64 {
			if v := sext(a, w); v < 0 {
				return uint64(-v)
			}
			return a
		}),
		"llvm.sadd.with.overflow": withOverflow(func(w int, a, b uint64) (uint64, bool) { return addOv(w, a, b, true) }),
		"llvm.uadd.with.overflow": withOverflow(func(w int, a, b uint64) (uint64, bool) { return addOv(w, a, b, false) }),
		"llvm.ssub.with.overflow": withOverflow(func(w int, a, b uint64) (uint64, bool) { return subOv(w, a, b, true) }),
		"llvm.usub.with.overflow": withOverflow(func(w int, a, b uint64) (uint64, bool) { return subOv(w, a, b, false) }),
		"llvm.smul.with.overflow": withOverflow(func(w int, a, b uint64) (uint64, bool) { return mulOv(w, a, b, true) }),
		"llvm.umul.with.overflow": withOverflow(func(w int, a, b uint64) (uint64, bool) { return mulOv(w, a, b, false) }),
		"llvm.uadd.sat": sat(func(w int, a, b uint64) uint64 {
			if r, o := addOv(w, a, b, false); !o {
				return r
			}
			return widthMask(w)
		}),
		"llvm.usub.sat": sat(func(w int, a, b uint64) uint64 {
			if b > a {
				return 0
			}
			return a - b
		}),
		"llvm.sadd.sat": sat(func(w int, a, b uint64) uint64 {
			r, o := addOv(w, a, b, true)
			if !o {
				return r
			}
			if sext(a, w) < 0 {
				return uint64(sMin(w))
			}
			return uint64(sMax(w))
		}),
		"llvm.ssub.sat": sat(func(w int, a, b uint64) uint64 {
			r, o := subOv(w, a, b, true)
			if !o {
				return r
			}
			if sext(a, w) < 0 {
				return uint64(sMin(w))
			}
			return uint64(sMax(w))
		}),
		"llvm.memcpy":  memcpyIntrinsic(false),
		"llvm.memmove": memcpyIntrinsic(false),
		"llvm.memset":  memcpyIntrinsic(true),
	}
}

func dim(fn opFn, d uint64) intrinsic {
	return func(c *compiler, in *ir.InstCall) error {
		c.emit(op{fn: fn, d: c.vals[in], imm: d})
		return nil
	}
}

// onlyComments reports whether an AMDGPU assembly template holds nothing
// but blank lines and ';' comments.
func onlyComments(asm string) bool {
	for _, line := range strings.Split(asm, "\n") {
		if l := strings.TrimSpace(line); l != "" && !strings.HasPrefix(l, ";") {
			return false
		}
	}
	return true
}

func trap(c *compiler, in *ir.InstCall) error {
	c.emit(op{fn: func(x *exec, o *op) { x.failf(firstLane(x.mask), "trap") }})
	return nil
}

func fma(c *compiler, in *ir.InstCall) error {
	return c.elementwise(in, in.Args[:3], func(sc scalar) (op, error) {
		w := int(sc.bits)
		switch w {
		case 32:
			return op{fn: opFMA32}, nil
		case 64:
			return op{fn: opFMA64}, nil
		}
		return op{fn: mkTer(func(a, b, cc uint64) uint64 { return fmaBits(w, a, b, cc) })}, nil
	})
}

func ldexp(c *compiler, in *ir.InstCall) error {
	return c.elementwise(in, in.Args[:2], func(sc scalar) (op, error) {
		w := int(sc.bits)
		es, _, err := elems(in.Args[1].Type())
		if err != nil {
			return op{}, err
		}
		ew := int(es.bits)
		return op{fn: mkBin(func(a, b uint64) uint64 {
			e := sext(b, ew)
			e = max(min(e, 10000), -10000)
			return fput(w, math.Ldexp(fget(w, a), int(e)))
		})}, nil
	})
}

// vperm is v_perm_b32: each selector byte picks a byte of {a, b} (b is
// bytes 0-3), a sign fill (8-11), 0x00 (12) or 0xff (13+).
func vperm(a, b, sel uint32) uint64 {
	v := uint64(a)<<32 | uint64(b)
	var r uint64
	for i := 0; i < 4; i++ {
		s := sel >> (8 * uint(i)) & 0xff
		var by uint64
		switch {
		case s < 8:
			by = v >> (8 * s) & 0xff
		case s < 12:
			if v>>(16*(s-8)+15)&1 != 0 {
				by = 0xff
			}
		case s == 12:
			by = 0
		default:
			by = 0xff
		}
		r |= by << (8 * uint(i))
	}
	return r
}

func (c *compiler) lanePerm(in *ir.InstCall, src, old value.Value, sources []int8, imm, imm2 uint64) error {
	s, err := c.operand(src)
	if err != nil {
		return err
	}
	o := op{fn: opLanePerm, d: c.vals[in], a: s, aux: sources, imm: imm, imm2: imm2}
	if old != nil {
		if o.c, err = c.operand(old); err != nil {
			return err
		}
	} else {
		o.c = c.constWord(0)
	}
	c.emit(o)
	return nil
}

// arch is the target the module runs on ("" when unknown).
func (c *compiler) arch() string {
	if c.p == nil || c.p.m == nil || c.p.m.dev == nil {
		return ""
	}
	return c.p.m.dev.arch
}

// dpp compiles mov.dpp (old == nil) and update.dpp; ctl is the index of
// the dpp_ctrl argument. fi is 0 (LLVM's selection of both intrinsics):
// an inactive source lane is invalid, as one out of range.
func (c *compiler) dpp(in *ir.InstCall, old, src value.Value, ctl int) error {
	ctrl, err := needConst(in, ctl, "dpp_ctrl")
	if err != nil {
		return err
	}
	rm, err := needConst(in, ctl+1, "row_mask")
	if err != nil {
		return err
	}
	bm, err := needConst(in, ctl+2, "bank_mask")
	if err != nil {
		return err
	}
	bc, err := needConst(in, ctl+3, "bound_ctrl")
	if err != nil {
		return err
	}
	sources := dppSources(ctrl, c.W)
	if sources == nil {
		return unsupported("DPP control %#x", ctrl)
	}
	if why := laneGenOf(c.arch()).dppAllowed(ctrl); why != "" {
		return unsupported("DPP control %#x on %s: %s", ctrl, c.arch(), why)
	}
	if sc, ok := scalarOf(src.Type()); !ok || sc.bits > 64 {
		return unsupported("DPP on %v", src.Type())
	}
	return c.lanePerm(in, src, old, sources, bc&1, rm&15|(bm&15)<<4)
}

func permlane(x bool) intrinsic {
	return func(c *compiler, in *ir.InstCall) error {
		lo, err := needConst(in, 2, "lane select low")
		if err != nil {
			return err
		}
		hi, err := needConst(in, 3, "lane select high")
		if err != nil {
			return err
		}
		fi, err := needConst(in, 4, "fetch inactive")
		if err != nil {
			return err
		}
		bc, err := needConst(in, 5, "bound_ctrl")
		if err != nil {
			return err
		}
		if g := laneGenOf(c.arch()); g.known && !g.gfx10 {
			return unsupported("permlane on %s: it exists on gfx10+ only", c.arch())
		}
		sources := permlaneSources(lo&0xffffffff|hi<<32, x, c.W)
		return c.lanePerm(in, in.Args[1], in.Args[0], sources, bc&1|(fi&1)<<1, 0xff)
	}
}

func reduce(f func(a, b uint64) uint64, id uint64) intrinsic {
	return func(c *compiler, in *ir.InstCall) error {
		sc, _ := scalarOf(in.Typ)
		return c.simple(in, 1, op{fn: opReduce, aux: f, imm: id & sc.mask()})
	}
}

// LLVM CmpInst predicate numbers used by llvm.amdgcn.icmp/fcmp.
var fcmpPreds = []string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt", "uge", "ult", "ule", "une", "true"}
var icmpPreds = map[uint64]string{32: "eq", 33: "ne", 34: "ugt", 35: "uge", 36: "ult", 37: "ule", 38: "sgt", 39: "sge", 40: "slt", 41: "sle"}

func waveCmp(float bool) intrinsic {
	return func(c *compiler, in *ir.InstCall) error {
		p, err := needConst(in, 2, "predicate")
		if err != nil {
			return err
		}
		sc, _, err := elems(in.Args[0].Type())
		if err != nil {
			return err
		}
		rs, _ := scalarOf(in.Typ)
		w := int(sc.bits)
		var f func(a, b uint64) bool
		if float {
			if p >= uint64(len(fcmpPreds)) {
				return unsupported("llvm.amdgcn.fcmp predicate %d", p)
			}
			g := fcmpFn(fcmpPreds[p])
			f = func(a, b uint64) bool { return g(fget(w, a), fget(w, b)) }
		} else {
			name, ok := icmpPreds[p]
			if !ok {
				return unsupported("llvm.amdgcn.icmp predicate %d", p)
			}
			f = func(a, b uint64) bool {
				switch name {
				case "eq":
					return a == b
				case "ne":
					return a != b
				case "ugt":
					return a > b
				case "uge":
					return a >= b
				case "ult":
					return a < b
				case "ule":
					return a <= b
				case "sgt":
					return sext(a, w) > sext(b, w)
				case "sge":
					return sext(a, w) >= sext(b, w)
				case "slt":
					return sext(a, w) < sext(b, w)
				}
				return sext(a, w) <= sext(b, w)
			}
		}
		return c.simple(in, 2, op{fn: opWaveCmp, aux: f, imm: rs.mask()})
	}
}

func amdAtomic(mk func(sc scalar) atomicRMW) intrinsic {
	return func(c *compiler, in *ir.InstCall) error {
		sc, ok := scalarOf(in.Args[1].Type())
		if !ok || sc.bits > 64 {
			return unsupported("%s on %v", calleeName(in), in.Args[1].Type())
		}
		return c.atomic(in, in.Args[0], in.Args[1], mk(sc), sc)
	}
}

func fatomic(f func(a, b float64) float64) func(sc scalar) atomicRMW {
	return func(sc scalar) atomicRMW {
		w := int(sc.bits)
		return func(o, v uint64) uint64 { return fput(w, f(fget(w, o), fget(w, v))) }
	}
}

func memcpyIntrinsic(set bool) intrinsic {
	return func(c *compiler, in *ir.InstCall) error {
		das, err := ptrAS(in.Args[0])
		if err != nil {
			return err
		}
		o := op{fn: opMemcpy, as: asClass(das)}
		if set {
			o.imm2 = 1
		} else {
			sas, err := ptrAS(in.Args[1])
			if err != nil {
				return err
			}
			o.n = asClass(sas)
		}
		ls, _ := scalarOf(in.Args[2].Type())
		o.w = uint8(ls.bits)
		return c.simple(in, 3, o)
	}
}

// callArgs is the callInfo of a call of cf with in's arguments.
func (c *compiler) callArgs(in *ir.InstCall, cf *cfunc) (*callInfo, error) {
	ci := &callInfo{fn: cf}
	for _, a := range in.Args {
		if arg, ok := a.(*ir.Arg); ok {
			a = arg.Value // byval, byref and the like: the pointer itself is passed
		}
		s, err := c.operand(a)
		if err != nil {
			return nil, err
		}
		n, err := slotsOf(a.Type())
		if err != nil {
			return nil, err
		}
		ci.args = append(ci.args, s)
		ci.slots = append(ci.slots, n)
	}
	return ci, nil
}

// indirectCall compiles a call through a function pointer (a virtual
// call, a table of __device__ functions): its targets are the module's
// defined functions of the call's signature, each at its address
// (module.funcAddr). At run time the lanes are grouped by the address
// they hold and each group calls its function, one after the other
// (exec.callIndirect), as a divergent call runs on the hardware.
func (c *compiler) indirectCall(in *ir.InstCall) error {
	callee := in.Callee
	if ic, ok := callee.(*llparse.IndirectCallee); ok {
		callee = ic.Value
	}
	ptr, err := c.operand(callee)
	if err != nil {
		return err
	}
	ic := &indirectInfo{ptr: ptr, targets: map[uint64]*callInfo{}}
	for _, f := range c.p.m.ir.Funcs {
		cf := c.p.funcs[f]
		if cf == nil || len(f.Params) != len(in.Args) || f.Sig.Variadic || !f.Sig.RetType.Equal(in.Type()) {
			continue
		}
		same := true
		for i, a := range in.Args {
			if !f.Params[i].Type().Equal(a.Type()) {
				same = false
				break
			}
		}
		if !same {
			continue
		}
		addr, err := c.p.m.funcAddr(f)
		if err != nil {
			return err
		}
		ci, err := c.callArgs(in, cf)
		if err != nil {
			return err
		}
		ic.targets[addr] = ci
	}
	c.emit(op{ctl: ctlCallIndirect, d: c.vals[in], aux: ic})
	return nil
}
