// Package devheap is the layout of the device heap that malloc and free
// in translated PTX allocate from (CUDA's device-side malloc, which new
// and delete call too): a header the runtime writes before the first
// launch and the kernels bump, then the allocations.
//
// The heap is a bump allocator: malloc rounds the size up to 16 bytes
// (CUDA's alignment of a malloc'ed pointer), adds it to Used with one
// atomic add, and returns HeaderSize+old Used past the heap's base when
// the allocation ends within Capacity, else NULL; free releases nothing.
// So a program's allocations over all its launches add up to at most
// Capacity, where CUDA's heap (8 MiB by default) reuses freed memory.
package devheap

const (
	// OffUsed is the offset of the bytes handed out so far (u64).
	OffUsed = 0
	// OffCapacity is the offset of the bytes allocations may use (u64).
	OffCapacity = 8
	// HeaderSize is the header's size: the first allocation's offset.
	HeaderSize = 256
	// Align is the alignment of every allocation.
	Align = 16
	// DefaultCapacity is the heap's size when the caller gives none:
	// 64 MiB, eight times CUDA's default, since nothing is reused.
	DefaultCapacity = 64 << 20
)
