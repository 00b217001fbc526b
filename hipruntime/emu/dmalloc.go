package emu

import (
	"math/bits"
	"sync/atomic"

	"github.com/llir/llvm/ir"
)

// HIP's device-side malloc and free: code that HIP's headers compiled
// (ptxamd nvcc's device code) calls the device library's __ockl_dm_alloc
// and __ockl_dm_dealloc, whose bodies talk to the HIP runtime's heap
// through hardware registers and host calls the emulator does not model.
// The emulator runs the two calls itself, on one heap per device that
// outlives launches, as HIP's does: DeviceHeapSize bytes handed out by a
// bump allocator (16-byte aligned blocks, NULL when one does not fit), and
// free releases nothing. Translated PTX has its own heap (package
// internal/devheap); this is only for device code built from HIP C++.

// DeviceHeapSize is the size of the emulator's HIP device heap.
const DeviceHeapSize = 64 << 20

// dmHeap is a device's HIP heap.
type dmHeap struct {
	base, size uint64
	used       atomic.Uint64
}

// alloc returns the address of n fresh bytes, or 0.
func (h *dmHeap) alloc(n uint64) uint64 {
	r := (n + 15) &^ 15
	if r < n {
		return 0
	}
	end := h.used.Add(r)
	if end < r || end > h.size {
		return 0
	}
	return h.base + end - r
}

// deviceHeap returns the device's HIP heap, allocating it at first use.
func (d *Device) deviceHeap() (*dmHeap, error) {
	d.mu.RLock()
	h := d.dm
	d.mu.RUnlock()
	if h != nil {
		return h, nil
	}
	r, err := d.alloc(DeviceHeapSize, "device heap (HIP malloc)")
	if err != nil {
		return nil, err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.dm == nil {
		d.dm = &dmHeap{base: r.base, size: uint64(len(r.data))}
	}
	return d.dm, nil
}

// dmAllocCall compiles a call of __ockl_dm_alloc(size).
func dmAllocCall(c *compiler, in *ir.InstCall) error {
	c.p.deviceHeap = true
	return c.simple(in, 1, op{fn: opDmAlloc})
}

func opDmAlloc(x *exec, o *op) {
	d, a := x.da(o)
	for mm := x.mask; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros64(mm)
		d[i] = x.lc.heap.alloc(a[i])
	}
	x.commit(o)
}
