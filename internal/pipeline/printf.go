package pipeline

import (
	"encoding/binary"
	"fmt"
	"io"

	"github.com/ptxamd/ptxamd/amdgpu"
	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/internal/devprintf"
)

// PrintfFIFO is the printf FIFO of one launch (package devprintf has its
// layout): placed before the launch by PlacePrintfFIFO, printed and freed
// after it by Drain.
type PrintfFIFO struct {
	dev      hipruntime.Device
	kernel   string
	ptr      hipruntime.DevPtr
	capacity int
}

// PlacePrintfFIFO allocates the printf FIFO of a kernel that calls vprintf
// or __assertfail (it has the hidden parameter amdgpu.PrintfParam) and
// passes its address: a header and capacity bytes of records (0:
// devprintf.DefaultFIFO, CUDA's default cudaLimitPrintfFifoSize). It
// returns nil for other kernels. l is the launch after CompleteLaunch.
func PlacePrintfFIFO(dev hipruntime.Device, k *hipruntime.Kernel, l *hipruntime.Launch, capacity int) (*PrintfFIFO, error) {
	at := hiddenArg(k, amdgpu.PrintfParam)
	if at < 0 || !k.Params[at].Hidden {
		return nil, nil
	}
	if at >= len(l.Args) {
		return nil, fmt.Errorf("BUG: pipeline: kernel %s has no %s argument", k.Name, amdgpu.PrintfParam)
	}
	if capacity == 0 {
		capacity = devprintf.DefaultFIFO
	}
	if capacity < devprintf.MinFIFO || capacity > 1<<31 {
		return nil, fmt.Errorf("printf FIFO of %d bytes: it must hold %d bytes to 2 GiB", capacity, devprintf.MinFIFO)
	}
	capacity = capacity &^ 7
	ptr, err := dev.Malloc(devprintf.HeaderSize + capacity)
	if err != nil {
		return nil, fmt.Errorf("kernel %s: printf FIFO of %d bytes: %w", k.Name, capacity, err)
	}
	// Zero everything: Drain stops at a record that was reserved but not
	// written (it did not fit), whose size reads as 0.
	if err := dev.Memset(ptr, 0, devprintf.HeaderSize+capacity); err != nil {
		dev.Free(ptr)
		return nil, err
	}
	head := make([]byte, devprintf.HeaderSize)
	binary.LittleEndian.PutUint32(head[devprintf.OffCapacity:], uint32(capacity))
	if err := dev.CopyHtoD(ptr, head); err != nil {
		dev.Free(ptr)
		return nil, err
	}
	l.Args[at] = binary.LittleEndian.AppendUint64(nil, uint64(ptr))
	return &PrintfFIFO{dev: dev, kernel: k.Name, ptr: ptr, capacity: capacity}, nil
}

// Drain reads the FIFO back after the launch, prints its printf records
// to out in the order they were reserved, reports dropped records to
// diag, and frees the FIFO. It returns a *devprintf.AssertError when an
// assertion failed. out and diag may be nil (discarded). Drain on a nil
// FIFO does nothing.
func (f *PrintfFIFO) Drain(out, diag io.Writer) error {
	if f == nil {
		return nil
	}
	defer f.dev.Free(f.ptr)
	if out == nil {
		out = io.Discard
	}
	if diag == nil {
		diag = io.Discard
	}
	head := make([]byte, devprintf.HeaderSize)
	if err := f.dev.CopyDtoH(head, f.ptr); err != nil {
		return fmt.Errorf("kernel %s: reading the printf FIFO: %w", f.kernel, err)
	}
	used := binary.LittleEndian.Uint64(head[devprintf.OffUsed:])
	buf := make([]byte, devprintf.HeaderSize+int(min(used, uint64(f.capacity))))
	if err := f.dev.CopyDtoH(buf, f.ptr); err != nil {
		return fmt.Errorf("kernel %s: reading the printf FIFO: %w", f.kernel, err)
	}
	r, err := devprintf.Drain(buf, out)
	if err != nil {
		return fmt.Errorf("kernel %s: %w", f.kernel, err)
	}
	if r.Dropped > 0 {
		fmt.Fprintf(diag, "ptxamd: kernel %s: %d printf records dropped: the printf FIFO of %d bytes was full (CUDA drops them too; raise it with --printf-fifo)\n",
			f.kernel, r.Dropped, f.capacity)
	}
	if r.Asserts > 0 {
		return &devprintf.AssertError{Kernel: f.kernel, Messages: r.AssertMessages, Dropped: max(r.Asserts-len(r.AssertMessages), 0)}
	}
	return nil
}
