package emu

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/llir/llvm/ir/types"
)

// Address-space classes of memory ops.
const (
	asFlat   uint8 = 0
	asGlobal uint8 = 1 // global, constant and every other 64-bit space
	asLDS    uint8 = 3
	asPriv   uint8 = 5
)

func asClass(as types.AddrSpace) uint8 {
	switch as {
	case 0:
		return asFlat
	case 3:
		return asLDS
	case 5:
		return asPriv
	}
	return asGlobal
}

var asNames = map[uint8]string{asFlat: "flat", asGlobal: "global", asLDS: "LDS", asPriv: "private"}

// span returns the n bytes at addr for lane, or faults.
func (x *exec) span(cls uint8, addr uint64, n int, lane int, what string) []byte {
	switch cls {
	case asFlat:
		if addr-LDSAperture < 1<<32 {
			return x.span(asLDS, addr-LDSAperture, n, lane, what)
		}
		if addr-PrivateAperture < 1<<32 {
			return x.span(asPriv, addr-PrivateAperture, n, lane, what)
		}
		fallthrough
	case asGlobal:
		if off := addr - x.cBase; off < uint64(len(x.cData)) && uint64(n) <= uint64(len(x.cData))-off {
			return x.cData[off : off+uint64(n)]
		}
		r := findRegion(x.lc.regions, addr)
		if r == nil || uint64(n) > r.end()-addr {
			x.failf(lane, "out-of-bounds %s %s of %d bytes at address %#x", asNames[cls], what, n, addr)
		}
		x.cBase, x.cData = r.base, r.data
		off := addr - r.base
		return r.data[off : off+uint64(n)]
	case asLDS:
		off := uint64(uint32(addr))
		if off+uint64(n) > uint64(len(x.wg.lds)) {
			x.failf(lane, "out-of-bounds LDS %s of %d bytes at offset %#x (LDS size %d)", what, n, off, len(x.wg.lds))
		}
		return x.wg.lds[off : off+uint64(n)]
	case asPriv:
		off := uint64(uint32(addr))
		w := x.wave
		if off < privateFirstByte || off+uint64(n) > uint64(w.sp) {
			x.failf(lane, "out-of-bounds private %s of %d bytes at offset %#x (stack top %#x)", what, n, off, w.sp)
		}
		return w.priv[lane][off : off+uint64(n)]
	}
	panic(fmt.Sprintf("BUG: emu: address-space class %d", cls))
}

func readLE(p []byte, n int) uint64 {
	switch n {
	case 1:
		return uint64(p[0])
	case 2:
		return uint64(binary.LittleEndian.Uint16(p))
	case 4:
		return uint64(binary.LittleEndian.Uint32(p))
	case 8:
		return binary.LittleEndian.Uint64(p)
	}
	var v uint64
	for i := n - 1; i >= 0; i-- {
		v = v<<8 | uint64(p[i])
	}
	return v
}

func writeLE(p []byte, n int, v uint64) {
	switch n {
	case 1:
		p[0] = byte(v)
	case 2:
		binary.LittleEndian.PutUint16(p, uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(p, uint32(v))
	case 8:
		binary.LittleEndian.PutUint64(p, v)
	default:
		for i := 0; i < n; i++ {
			p[i] = byte(v >> (8 * uint(i)))
		}
	}
}

// isGlobal reports whether an access of class cls at addr reaches global
// memory (shared by the workgroups of a launch).
func isGlobal(cls uint8, addr uint64) bool {
	return cls == asGlobal || cls == asFlat && addr-LDSAperture >= 1<<32 && addr-PrivateAperture >= 1<<32
}

// strictMask is the address bits that must be zero for o in strict mode
// (0: no check).
func (x *exec) strictMask(o *op) uint64 {
	if o.al > 1 && x.lc.opts.Strict {
		return 1<<(o.al-1) - 1
	}
	return 0
}

// opLoad: d = load n bytes at a+imm, masked with imm2.
func opLoad(x *exec, o *op) {
	d := x.reg(o.d)
	a := x.reg(o.a)
	n, k, m := int(o.n), o.imm, o.imm2
	shared, strict := x.lc.shared, x.strictMask(o)
	for mm := x.mask; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros64(mm)
		if a[i]&strict != 0 {
			x.misaligned(o.as, "load", n, a[i], strict+1, i)
		}
		addr := a[i] + k
		var p []byte
		g := o.as == asGlobal
		if off := addr - x.cBase; g && off < uint64(len(x.cData)) && uint64(n) <= uint64(len(x.cData))-off {
			p = x.cData[off:]
		} else {
			p = x.span(o.as, addr, n, i, "load")
			g = isGlobal(o.as, addr)
		}
		switch {
		case !shared || !g:
			d[i] = readLE(p, n) & m
		case n == 4 && uintptr(unsafe.Pointer(&p[0]))&3 == 0:
			d[i] = uint64(atomic.LoadUint32((*uint32)(unsafe.Pointer(&p[0]))))
		default:
			d[i] = loadShared(p, n) & m
		}
	}
}

// opStore: store n bytes of b at a+imm.
func opStore(x *exec, o *op) {
	a := x.reg(o.a)
	b := x.reg(o.b)
	n, k := int(o.n), o.imm
	shared, strict := x.lc.shared, x.strictMask(o)
	for mm := x.mask; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros64(mm)
		if a[i]&strict != 0 {
			x.misaligned(o.as, "store", n, a[i], strict+1, i)
		}
		addr := a[i] + k
		var p []byte
		g := o.as == asGlobal
		if off := addr - x.cBase; g && off < uint64(len(x.cData)) && uint64(n) <= uint64(len(x.cData))-off {
			p = x.cData[off:]
		} else {
			p = x.span(o.as, addr, n, i, "store")
			g = isGlobal(o.as, addr)
		}
		v := b[i]
		if o.w == 1 {
			v &= 1
		}
		switch {
		case !shared || !g:
			writeLE(p, n, v)
		case n == 4 && uintptr(unsafe.Pointer(&p[0]))&3 == 0:
			atomic.StoreUint32((*uint32)(unsafe.Pointer(&p[0])), uint32(v))
		default:
			storeShared(p, n, v)
		}
	}
}

// atomicLocks serialise the global atomics that do not fit one 64-bit
// word (misaligned or wider ones) across workgroups, sharded by address.
type atomicLocks [64]sync.Mutex

func (l *atomicLocks) lock(addr uint64) *sync.Mutex { return &l[(addr>>3)%64] }

// atomicAt replaces the n bytes at addr by f(old) atomically and returns
// old. Global memory that other workgroups may touch is updated by a
// compare-and-swap on its 64-bit word (see mem_shared.go); LDS and private
// memory belong to this worker alone. In strict mode an atomic must be
// naturally aligned, as on NVIDIA GPUs.
func (x *exec) atomicAt(cls uint8, addr uint64, n int, lane int, f func(old uint64) uint64) uint64 {
	if x.lc.opts.Strict && n > 1 && addr&uint64(n-1) != 0 {
		x.misaligned(cls, "atomic", n, addr, uint64(n), lane)
	}
	p := x.span(cls, addr, n, lane, "atomic")
	if !x.lc.shared || !isGlobal(cls, addr) {
		old := readLE(p, n)
		writeLE(p, n, f(old))
		return old
	}
	if fitsWord(p, n) {
		return rmwShared(p, n, f)
	}
	mu := x.lc.locks.lock(addr)
	mu.Lock()
	defer mu.Unlock()
	var old uint64
	if n <= 8 {
		old = loadShared(p, n)
		storeShared(p, n, f(old))
		return old
	}
	// Wider than a register: only the low 8 bytes take part.
	old = loadShared(p, 8)
	storeShared(p, 8, f(old))
	return old
}

// atomicRMW is the aux of an atomicrmw op: new = f(old, x).
type atomicRMW func(old, v uint64) uint64

// opAtomicRMW: d = old; *a = f(old, b); lane by lane in lane order.
func opAtomicRMW(x *exec, o *op) {
	f := o.aux.(atomicRMW)
	d, a, b := x.reg(o.d), x.reg(o.a), x.reg(o.b)
	n := int(o.n)
	for mm := x.mask; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros64(mm)
		v := b[i]
		d[i] = x.atomicAt(o.as, a[i], n, i, func(old uint64) uint64 { return f(old, v) })
	}
}

// opCmpXchg: {d, d+W} = {old, old == b}; if equal *a = c.
func opCmpXchg(x *exec, o *op) {
	d, a, b, c := x.reg(o.d), x.reg(o.a), x.reg(o.b), x.reg(o.c)
	ok := x.reg(o.d + int32(x.W))
	n := int(o.n)
	m := byteMask(n)
	for mm := x.mask; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros64(mm)
		want, nv := b[i]&m, c[i]
		old := x.atomicAt(o.as, a[i], n, i, func(old uint64) uint64 {
			if old == want {
				return nv
			}
			return old
		})
		ok[i] = 0
		if old == want {
			ok[i] = 1
		}
		d[i] = old
	}
}

// opAlloca: d = a new private block of imm bytes × count(a) aligned to imm2.
func opAlloca(x *exec, o *op) {
	w := x.wave
	count := uint64(1)
	if o.a >= 0 {
		a := x.reg(o.a)
		count = 0
		for mm := x.mask; mm != 0; mm &= mm - 1 {
			count = max(count, a[bits.TrailingZeros64(mm)]&widthMask(int(o.w)))
		}
	}
	al := o.imm2
	addr := (uint64(w.sp) + al - 1) / al * al
	end := addr + o.imm*count
	if end > uint64(x.lc.opts.MaxPrivateBytes) {
		x.failf(firstLane(x.mask), "private memory exceeds %d bytes per lane", x.lc.opts.MaxPrivateBytes)
	}
	w.sp = uint32(end)
	if w.sp > w.hiPriv {
		w.hiPriv = w.sp
	}
	for i := range w.priv {
		if uint64(len(w.priv[i])) < end {
			n := max(end, 2*uint64(len(w.priv[i])))
			np := make([]byte, n)
			copy(np, w.priv[i])
			w.priv[i] = np
		}
	}
	d := x.reg(o.d)
	for mm := x.mask; mm != 0; mm &= mm - 1 {
		d[bits.TrailingZeros64(mm)] = addr
	}
}

// memcpy/memmove (imm2 = 1: memset) per lane: a = dst, b = src or value,
// c = length; as = dst class, n = src class.
func opMemcpy(x *exec, o *op) {
	a, b, c := x.reg(o.a), x.reg(o.b), x.reg(o.c)
	for mm := x.mask; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros64(mm)
		ln := int(c[i] & widthMask(int(o.w)))
		if ln == 0 {
			continue
		}
		dst := x.span(o.as, a[i], ln, i, "store")
		dstShared := x.lc.shared && isGlobal(o.as, a[i])
		if o.imm2 == 1 {
			if dstShared {
				v := byte(b[i])
				for k := range dst {
					storeShared(dst[k:], 1, uint64(v))
				}
				continue
			}
			for k := range dst {
				dst[k] = byte(b[i])
			}
			continue
		}
		src := x.span(o.n, b[i], ln, i, "load")
		if srcShared := x.lc.shared && isGlobal(o.n, b[i]); dstShared || srcShared {
			copyShared(dst, src, dstShared, srcShared)
			continue
		}
		copy(dst, src)
	}
}
