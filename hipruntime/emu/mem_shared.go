package emu

import (
	"math/bits"
	"sync/atomic"
	"unsafe"
)

// Global memory is shared by the workgroups of a launch, which run in
// parallel goroutines. A kernel may race on it (two workgroups store to
// one word, one spins on a flag another sets): that is legal GPU code
// with an unspecified result, and the emulator must stay a correct Go
// program under it. So while more than one workgroup runs at a time
// (launchCtx.shared), every access to global memory goes through
// sync/atomic on the aligned 64-bit words that hold it: loads and stores
// of naturally aligned 4 and 8 bytes are one atomic access each (a plain
// MOV for loads, XCHG for stores on amd64); narrower or misaligned ones
// read-modify-write their words with compare-and-swap, which keeps the
// neighbouring bytes that other workgroups write; atomic instructions
// that fit one 64-bit word are compare-and-swap loops on it, so they are
// atomic with respect to each other whatever their width. A launch with
// one worker (or one workgroup) uses plain accesses.
//
// This needs every global region's bytes to start on an 8-byte boundary
// and to be followed by the rest of their last 64-bit word:
// alignedBytes allocates them as []uint64.

// alignedBytes returns n zeroed bytes starting on an 8-byte boundary
// within a whole number of 64-bit words.
func alignedBytes(n int) []byte {
	if n == 0 {
		return []byte{}
	}
	w := make([]uint64, (n+7)/8)
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(w))), n)
}

// byteMask is a mask of the low n bytes (n ≤ 8).
func byteMask(n int) uint64 {
	if n >= 8 {
		return ^uint64(0)
	}
	return 1<<(8*uint(n)) - 1
}

// wordAt returns the aligned 64-bit word holding the byte at p and the
// byte's offset in it.
func wordAt(p unsafe.Pointer) (*uint64, uint) {
	off := uintptr(p) & 7
	return (*uint64)(unsafe.Add(p, -int(off))), uint(off)
}

// loadShared reads n ≤ 8 little-endian bytes at p atomically (per
// 64-bit word).
func loadShared(p []byte, n int) uint64 {
	ptr := unsafe.Pointer(unsafe.SliceData(p))
	a := uintptr(ptr)
	switch {
	case n == 4 && a&3 == 0:
		return uint64(atomic.LoadUint32((*uint32)(ptr)))
	case n == 8 && a&7 == 0:
		return atomic.LoadUint64((*uint64)(ptr))
	}
	var v uint64
	for i := 0; i < n; {
		wp, off := wordAt(unsafe.Add(ptr, i))
		k := min(8-int(off), n-i)
		v |= (atomic.LoadUint64(wp) >> (8 * off) & byteMask(k)) << (8 * uint(i))
		i += k
	}
	return v
}

// storeShared writes the n ≤ 8 low bytes of v at p atomically (per
// 64-bit word), leaving the other bytes of the words as they are.
func storeShared(p []byte, n int, v uint64) {
	ptr := unsafe.Pointer(unsafe.SliceData(p))
	a := uintptr(ptr)
	switch {
	case n == 4 && a&3 == 0:
		atomic.StoreUint32((*uint32)(ptr), uint32(v))
		return
	case n == 8 && a&7 == 0:
		atomic.StoreUint64((*uint64)(ptr), v)
		return
	}
	for i := 0; i < n; {
		wp, off := wordAt(unsafe.Add(ptr, i))
		k := min(8-int(off), n-i)
		m := byteMask(k) << (8 * off)
		part := (v >> (8 * uint(i)) << (8 * off)) & m
		for {
			old := atomic.LoadUint64(wp)
			if atomic.CompareAndSwapUint64(wp, old, old&^m|part) {
				break
			}
		}
		i += k
	}
}

// rmwShared replaces the n ≤ 8 bytes at p, which lie within one aligned
// 64-bit word, by f(old) in one compare-and-swap, and returns old.
func rmwShared(p []byte, n int, f func(old uint64) uint64) uint64 {
	wp, off := wordAt(unsafe.Pointer(unsafe.SliceData(p)))
	m := byteMask(n)
	for {
		w := atomic.LoadUint64(wp)
		old := w >> (8 * off) & m
		nw := w&^(m<<(8*off)) | (f(old)&m)<<(8*off)
		if atomic.CompareAndSwapUint64(wp, w, nw) {
			return old
		}
	}
}

// fitsWord reports whether the n bytes at p lie within one aligned 64-bit
// word.
func fitsWord(p []byte, n int) bool {
	return n <= 8 && int(uintptr(unsafe.Pointer(unsafe.SliceData(p)))&7)+n <= 8
}

// copyShared copies src to dst (memcpy, memmove) where dstShared or
// srcShared says which of them is global memory other workgroups may
// touch: that side goes word by word through storeShared/loadShared
// (which need alignedBytes memory), the other is plain. The source is
// read whole first, so overlapping ranges copy as copy does.
func copyShared(dst, src []byte, dstShared, srcShared bool) {
	tmp := make([]byte, len(src))
	if srcShared {
		for i := 0; i < len(src); i += 8 {
			k := min(8, len(src)-i)
			writeLE(tmp[i:], k, loadShared(src[i:], k))
		}
	} else {
		copy(tmp, src)
	}
	if !dstShared {
		copy(dst, tmp)
		return
	}
	for i := 0; i < len(tmp); i += 8 {
		k := min(8, len(tmp)-i)
		storeShared(dst[i:], k, readLE(tmp[i:], k))
	}
}

// misaligned faults in strict mode when addr is not a multiple of align
// (a power of two): NVIDIA GPUs stop the kernel with
// CUDA_ERROR_MISALIGNED_ADDRESS where AMD hardware goes on.
func (x *exec) misaligned(cls uint8, what string, n int, addr, align uint64, lane int) {
	x.failf(lane, "misaligned address (--strict; an NVIDIA GPU stops with CUDA_ERROR_MISALIGNED_ADDRESS): %s %s of %d bytes at %#x, which needs %d-byte alignment",
		asNames[cls], what, n, addr, align)
}

// log2Align encodes an alignment for op.al: log2(align)+1, 0 for none.
func log2Align(align uint64) uint8 {
	if align <= 1 || align&(align-1) != 0 {
		return 0
	}
	return uint8(bits.TrailingZeros64(align)) + 1
}
