package pipeline

import (
	"encoding/binary"
	"fmt"

	"github.com/ptxamd/ptxamd/amdgpu"
	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/internal/devheap"
)

// DeviceHeap is the heap that malloc and free in translated kernels
// allocate from (package devheap has its layout and rules). One heap
// serves every launch of a program, as CUDA's does, so that memory one
// kernel allocates stays valid in the next.
type DeviceHeap struct {
	dev hipruntime.Device
	ptr hipruntime.DevPtr
}

// NewDeviceHeap allocates a heap of capacity bytes (0:
// devheap.DefaultCapacity) on dev and writes its header.
func NewDeviceHeap(dev hipruntime.Device, capacity int) (*DeviceHeap, error) {
	if capacity == 0 {
		capacity = devheap.DefaultCapacity
	}
	if capacity < devheap.Align || capacity > 1<<40 {
		return nil, fmt.Errorf("device heap of %d bytes: it must hold %d bytes to 1 TiB", capacity, devheap.Align)
	}
	capacity &^= devheap.Align - 1
	ptr, err := dev.Malloc(devheap.HeaderSize + capacity)
	if err != nil {
		return nil, fmt.Errorf("device heap of %d bytes: %w", capacity, err)
	}
	head := make([]byte, devheap.HeaderSize)
	binary.LittleEndian.PutUint64(head[devheap.OffCapacity:], uint64(capacity))
	if err := dev.CopyHtoD(ptr, head); err != nil {
		dev.Free(ptr)
		return nil, err
	}
	return &DeviceHeap{dev: dev, ptr: ptr}, nil
}

// Free releases the heap; every pointer malloc returned from it is then
// invalid.
func (h *DeviceHeap) Free() error {
	if h == nil {
		return nil
	}
	return h.dev.Free(h.ptr)
}

// PlaceHeap sets the heap variable (amdgpu.HeapGlobal) of a module that
// calls malloc to the heap's address, allocating the heap (capacity
// bytes, 0 for the default) into *heap when it is nil; a module without
// the variable is left alone. Several modules may share one heap.
func PlaceHeap(dev hipruntime.Device, mod hipruntime.Module, heap **DeviceHeap, capacity int) error {
	at, size, err := mod.Global(amdgpu.HeapGlobal)
	if err != nil || size != 8 {
		return nil // the module does not call malloc
	}
	if *heap == nil {
		h, err := NewDeviceHeap(dev, capacity)
		if err != nil {
			return err
		}
		*heap = h
	}
	return dev.CopyHtoD(at, binary.LittleEndian.AppendUint64(nil, uint64((*heap).ptr)))
}
