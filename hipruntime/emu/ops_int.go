package emu

import "math/bits"

// Integer values live zero-extended in their 64-bit lane words; every op
// masks its result back to its width (imm holds the mask).

func mkUn(f func(a uint64) uint64) opFn {
	return func(x *exec, o *op) {
		d, a := x.da(o)
		for i := range d {
			d[i] = f(a[i])
		}
		x.commit(o)
	}
}

func mkBin(f func(a, b uint64) uint64) opFn {
	return func(x *exec, o *op) {
		d, a, b := x.dab(o)
		for i := range d {
			d[i] = f(a[i], b[i])
		}
		x.commit(o)
	}
}

func mkTer(f func(a, b, c uint64) uint64) opFn {
	return func(x *exec, o *op) {
		d, a, b, c := x.dabc(o)
		for i := range d {
			d[i] = f(a[i], b[i], c[i])
		}
		x.commit(o)
	}
}

func opCopy(x *exec, o *op) {
	d, a := x.da(o)
	copy(d, a)
	x.commit(o)
}

// opLaneConst writes imm to every active lane.
func opLaneConst(x *exec, o *op) {
	d := x.out(o)
	for i := range d {
		d[i] = o.imm
	}
	x.commit(o)
}

func opAdd(x *exec, o *op) {
	d, a, b := x.dab(o)
	m := o.imm
	for i := range d {
		d[i] = (a[i] + b[i]) & m
	}
	x.commit(o)
}

func opSub(x *exec, o *op) {
	d, a, b := x.dab(o)
	m := o.imm
	for i := range d {
		d[i] = (a[i] - b[i]) & m
	}
	x.commit(o)
}

func opMul(x *exec, o *op) {
	d, a, b := x.dab(o)
	m := o.imm
	for i := range d {
		d[i] = (a[i] * b[i]) & m
	}
	x.commit(o)
}

func opAnd(x *exec, o *op) {
	d, a, b := x.dab(o)
	for i := range d {
		d[i] = a[i] & b[i]
	}
	x.commit(o)
}

func opOr(x *exec, o *op) {
	d, a, b := x.dab(o)
	for i := range d {
		d[i] = a[i] | b[i]
	}
	x.commit(o)
}

func opXor(x *exec, o *op) {
	d, a, b := x.dab(o)
	for i := range d {
		d[i] = a[i] ^ b[i]
	}
	x.commit(o)
}

// Shifts take the amount modulo the width, as the hardware does (LLVM calls
// an amount ≥ the width poison). imm2 is width-1.
func opShl(x *exec, o *op) {
	d, a, b := x.dab(o)
	m, sm := o.imm, o.imm2
	for i := range d {
		d[i] = (a[i] << (b[i] & sm)) & m
	}
	x.commit(o)
}

func opLshr(x *exec, o *op) {
	d, a, b := x.dab(o)
	sm := o.imm2
	for i := range d {
		d[i] = a[i] >> (b[i] & sm)
	}
	x.commit(o)
}

func opAshr(x *exec, o *op) {
	d, a, b := x.dab(o)
	m, sm, s := o.imm, o.imm2, 64-uint(o.w)
	for i := range d {
		d[i] = uint64(int64(a[i]<<s)>>(s+uint(b[i]&sm))) & m
	}
	x.commit(o)
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

func opEq(x *exec, o *op) {
	d, a, b := x.dab(o)
	for i := range d {
		d[i] = b2u(a[i] == b[i])
	}
	x.commit(o)
}

func opNe(x *exec, o *op) {
	d, a, b := x.dab(o)
	for i := range d {
		d[i] = b2u(a[i] != b[i])
	}
	x.commit(o)
}

func opUlt(x *exec, o *op) {
	d, a, b := x.dab(o)
	for i := range d {
		d[i] = b2u(a[i] < b[i])
	}
	x.commit(o)
}

func opUle(x *exec, o *op) {
	d, a, b := x.dab(o)
	for i := range d {
		d[i] = b2u(a[i] <= b[i])
	}
	x.commit(o)
}

// Signed compares shift both operands' sign bits to bit 63.
func opSlt(x *exec, o *op) {
	d, a, b := x.dab(o)
	s := 64 - uint(o.w)
	for i := range d {
		d[i] = b2u(int64(a[i]<<s) < int64(b[i]<<s))
	}
	x.commit(o)
}

func opSle(x *exec, o *op) {
	d, a, b := x.dab(o)
	s := 64 - uint(o.w)
	for i := range d {
		d[i] = b2u(int64(a[i]<<s) <= int64(b[i]<<s))
	}
	x.commit(o)
}

// opSelect: d = a&1 ? b : c.
func opSelect(x *exec, o *op) {
	d, a, b, c := x.dabc(o)
	for i := range d {
		if a[i]&1 != 0 {
			d[i] = b[i]
		} else {
			d[i] = c[i]
		}
	}
	x.commit(o)
}

// opMask: d = a & imm (trunc, and zext which is a copy).
func opMask(x *exec, o *op) {
	d, a := x.da(o)
	m := o.imm
	for i := range d {
		d[i] = a[i] & m
	}
	x.commit(o)
}

// opSext sign-extends from width w and masks to imm.
func opSext(x *exec, o *op) {
	d, a := x.da(o)
	m, s := o.imm, 64-uint(o.w)
	for i := range d {
		d[i] = uint64(int64(a[i]<<s)>>s) & m
	}
	x.commit(o)
}

// opAddImm: d = (a + imm) & imm2.
func opAddImm(x *exec, o *op) {
	d, a := x.da(o)
	k, m := o.imm, o.imm2
	for i := range d {
		d[i] = (a[i] + k) & m
	}
	x.commit(o)
}

// opGepIdx: d = (a + sext_w(b)*imm) & imm2.
func opGepIdx(x *exec, o *op) {
	d, a, b := x.dab(o)
	k, m, s := o.imm, o.imm2, 64-uint(o.w)
	for i := range d {
		d[i] = (a[i] + uint64(int64(b[i]<<s)>>s)*k) & m
	}
	x.commit(o)
}

func sext(v uint64, w int) int64 {
	s := 64 - uint(w)
	return int64(v<<s) >> s
}

// Division by zero has no LLVM meaning; the emulator returns all ones for
// the quotient and the dividend for the remainder, and INT_MIN/-1 wraps.
func udivFn(w int) func(a, b uint64) uint64 {
	m := widthMask(w)
	return func(a, b uint64) uint64 {
		if b == 0 {
			return m
		}
		return a / b
	}
}

func uremFn(w int) func(a, b uint64) uint64 {
	return func(a, b uint64) uint64 {
		if b == 0 {
			return a
		}
		return a % b
	}
}

func sdivFn(w int) func(a, b uint64) uint64 {
	m := widthMask(w)
	return func(a, b uint64) uint64 {
		x, y := sext(a, w), sext(b, w)
		switch {
		case y == 0:
			return m
		case y == -1:
			return uint64(-x) & m
		}
		return uint64(x/y) & m
	}
}

func sremFn(w int) func(a, b uint64) uint64 {
	m := widthMask(w)
	return func(a, b uint64) uint64 {
		x, y := sext(a, w), sext(b, w)
		switch {
		case y == 0:
			return a
		case y == -1:
			return 0
		}
		return uint64(x%y) & m
	}
}

func shiftFn(name string, w int) func(a, b uint64) uint64 {
	m := widthMask(w)
	amt := func(b uint64) uint {
		if w&(w-1) == 0 {
			return uint(b) & uint(w-1)
		}
		return uint(b % uint64(w))
	}
	switch name {
	case "shl":
		return func(a, b uint64) uint64 { return (a << amt(b)) & m }
	case "lshr":
		return func(a, b uint64) uint64 { return a >> amt(b) }
	}
	return func(a, b uint64) uint64 { return uint64(sext(a, w)>>amt(b)) & m }
}

// Bit-manipulation helpers for the generic intrinsics.

func ctlz(v uint64, w int) uint64 { return uint64(bits.LeadingZeros64(v) - (64 - w)) }

func cttz(v uint64, w int) uint64 {
	if v == 0 {
		return uint64(w)
	}
	return uint64(bits.TrailingZeros64(v))
}

func bitrev(v uint64, w int) uint64 { return bits.Reverse64(v) >> uint(64-w) }

func bswap(v uint64, w int) uint64 { return bits.ReverseBytes64(v) >> uint(64-w) }

func fshl(a, b, c uint64, w int) uint64 {
	s := uint(c % uint64(w))
	if s == 0 {
		return a
	}
	return (a<<s | b>>(uint(w)-s)) & widthMask(w)
}

func fshr(a, b, c uint64, w int) uint64 {
	s := uint(c % uint64(w))
	if s == 0 {
		return b
	}
	return (a<<(uint(w)-s) | b>>s) & widthMask(w)
}
