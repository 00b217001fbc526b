package pipeline

import (
	"encoding/binary"
	"fmt"
	"io"
	"math"

	"github.com/ptxamd/ptxamd/amdgpu"
	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/internal/argspec"
)

// RunRequest is one kernel launch with arguments given as specs.
type RunRequest struct {
	Kernel string
	Grid   hipruntime.Dim3
	Block  hipruntime.Dim3
	Shared uint32
	Args   []argspec.Spec
	// Cooperative launches every block at once (hipruntime.Launch).
	Cooperative bool
	// Dir resolves relative file: paths of buffer initialisers.
	Dir string
	// Tex is the texture mode the image was translated in
	// (amdgpu.Options.Tex): with "image", texture arguments are HIP
	// texture objects (package internal/amdimg) instead of ptxamd's
	// descriptors.
	Tex string
	// Stdout receives the text of the kernel's device printf, Stderr the
	// runtime's notes about it (dropped records); nil discards them.
	Stdout, Stderr io.Writer
	// PrintfFIFO is the size in bytes of the printf FIFO of a kernel that
	// calls printf or assert (0: CUDA's default, 1 MiB).
	PrintfFIFO int
	// Heap is the size in bytes of the device heap of a kernel that calls
	// malloc or free (0: devheap.DefaultCapacity).
	Heap int
}

// RunResult holds the contents of every buffer argument after the launch,
// by parameter index.
type RunResult struct {
	Buffers map[int][]byte
}

// Execute loads img on dev, sets up the arguments, launches the kernel and
// reads every buffer back.
func Execute(dev hipruntime.Device, img *hipruntime.Image, req RunRequest) (*RunResult, error) {
	k, err := img.Kernel(req.Kernel)
	if err != nil {
		return nil, err
	}
	explicit := 0
	for _, p := range k.Params {
		if !p.Hidden {
			explicit++
		}
	}
	if len(req.Args) != explicit {
		return nil, fmt.Errorf("kernel %s takes %d parameters, %d arguments given", k.Name, explicit, len(req.Args))
	}
	mod, err := dev.Load(img)
	if err != nil {
		return nil, err
	}
	defer mod.Unload()
	var ptrs []hipruntime.DevPtr
	defer func() {
		for _, p := range ptrs {
			dev.Free(p)
		}
	}()
	launch := hipruntime.Launch{Kernel: k.Name, Grid: req.Grid, Block: req.Block, SharedBytes: req.Shared, Cooperative: req.Cooperative}
	buffers := map[int]hipruntime.DevPtr{}
	sizes := map[int]int{}
	var tmaps []int
	for i, s := range req.Args {
		if s.TMap != nil {
			// After the buffers: the map holds its tensor's address.
			tmaps = append(tmaps, i)
			launch.Args = append(launch.Args, nil)
			continue
		}
		if s.Image != nil {
			// A texture or surface object (imagearg.go).
			ptr, handle, err := uploadImage(dev, s, k.Params[i], i, req.Dir, req.Tex == amdgpu.TexImage, &ptrs)
			if err != nil {
				return nil, err
			}
			buffers[i], sizes[i] = ptr, s.Size()
			launch.Args = append(launch.Args, handle)
			continue
		}
		p := k.Params[i]
		if s.Kind == argspec.Buffer {
			if p.Size != 8 {
				return nil, fmt.Errorf("argument %d (%s): parameter %s is %d bytes, a buffer needs a 64-bit parameter", i, s, p.Name, p.Size)
			}
			// Device memory first: a buffer the device cannot hold fails
			// here, before its host copy is made.
			size := s.Size()
			ptr, err := dev.Malloc(max(size, 1))
			if err != nil {
				return nil, fmt.Errorf("argument %d: %w", i, err)
			}
			ptrs = append(ptrs, ptr)
			data, err := s.BytesIn(req.Dir)
			if err != nil {
				return nil, fmt.Errorf("argument %d (%s): %w", i, s, err)
			}
			if size > 0 {
				if err := dev.CopyHtoD(ptr, data); err != nil {
					return nil, fmt.Errorf("argument %d: %w", i, err)
				}
			}
			buffers[i], sizes[i] = ptr, size
			b := make([]byte, 8)
			binary.LittleEndian.PutUint64(b, uint64(ptr))
			launch.Args = append(launch.Args, b)
			continue
		}
		data, err := s.BytesIn(req.Dir)
		if err != nil {
			return nil, fmt.Errorf("argument %d (%s): %w", i, s, err)
		}
		if len(data) != p.Size {
			return nil, fmt.Errorf("argument %d (%s) is %d bytes, parameter %s is %d bytes", i, s, len(data), p.Name, p.Size)
		}
		launch.Args = append(launch.Args, data)
	}
	for _, i := range tmaps {
		b, err := tensorMapArg(dev, req.Args, buffers, k.Params[i], i, &ptrs)
		if err != nil {
			return nil, err
		}
		launch.Args[i] = b
	}
	if err := CompleteLaunch(k, &launch); err != nil {
		return nil, err
	}
	window, err := PlaceSharedWindow(dev, k, &launch)
	if err != nil {
		return nil, err
	}
	if window != 0 {
		ptrs = append(ptrs, window)
	}
	if err := CheckClusterLDS(img.Arch, k, &launch); err != nil {
		return nil, err
	}
	var heap *DeviceHeap
	defer func() { heap.Free() }()
	if err := PlaceHeap(dev, mod, &heap, req.Heap); err != nil {
		return nil, err
	}
	fifo, err := PlacePrintfFIFO(dev, k, &launch, req.PrintfFIFO)
	if err != nil {
		return nil, err
	}
	err = mod.Launch(launch)
	// What the kernel printed before a failure is printed too, as CUDA
	// prints it.
	if perr := fifo.Drain(req.Stdout, req.Stderr); err == nil {
		err = perr
	}
	if err != nil {
		return nil, err
	}
	res := &RunResult{Buffers: map[int][]byte{}}
	for i, ptr := range buffers {
		out := make([]byte, sizes[i])
		if len(out) > 0 {
			if err := dev.CopyDtoH(out, ptr); err != nil {
				return nil, fmt.Errorf("reading argument %d back: %w", i, err)
			}
		}
		res.Buffers[i] = out
	}
	return res, nil
}

// CompleteLaunch finishes a launch whose explicit arguments are set: it
// appends the hidden parameters in the order the translator declared them
// and, for a kernel of warp mode "single", turns the PTX block into the
// hardware block.
func CompleteLaunch(k *hipruntime.Kernel, l *hipruntime.Launch) error {
	for _, p := range k.Params {
		if !p.Hidden {
			continue
		}
		switch p.Name {
		case amdgpu.SingleBlockParam:
			// Warp mode "single": the kernel reads the PTX block size.
			b := make([]byte, 12)
			binary.LittleEndian.PutUint32(b[0:], l.Block.X)
			binary.LittleEndian.PutUint32(b[4:], l.Block.Y)
			binary.LittleEndian.PutUint32(b[8:], l.Block.Z)
			l.Args = append(l.Args, b)
		case amdgpu.DynamicSharedParam:
			b := make([]byte, 4)
			binary.LittleEndian.PutUint32(b, l.SharedBytes)
			l.Args = append(l.Args, b)
		case amdgpu.SharedWindowParam:
			// Filled in by PlaceSharedWindow, once the hardware grid is
			// known.
			l.Args = append(l.Args, make([]byte, p.Size))
		case amdgpu.PrintfParam:
			// Filled in by PlacePrintfFIFO.
			l.Args = append(l.Args, make([]byte, p.Size))

		default:
			return fmt.Errorf("BUG: pipeline: unknown hidden parameter %s of kernel %s", p.Name, k.Name)
		}
	}
	if err := ClusterLaunch(k, l); err != nil {
		return err
	}
	if k.Remapped() {
		// Warp mode "single": one wave64 per PTX warp, flattened along x.
		ptx := l.Block
		l.Block = k.SingleModeBlock(ptx)
		if l.Block.X > 1024 {
			return fmt.Errorf("warp mode single: a block of %d threads needs %d hardware lanes, more than 1024", ptx.Count(), l.Block.X)
		}
	}
	return nil
}

// hiddenArg is the index of kernel k's parameter named name (one of the
// translator's hidden parameters), or -1.
func hiddenArg(k *hipruntime.Kernel, name string) int {
	for i, p := range k.Params {
		if p.Name == name {
			return i
		}
	}
	return -1
}

// PlaceSharedWindow allocates the shared-memory window of a kernel whose
// shared memory lives in global memory (hipruntime.Kernel.SharedInGlobal;
// amdgpu.Options.SharedInGlobal) and passes it: one zeroed slice of
// SharedWindowStatic plus the dynamic shared bytes for each workgroup of
// the hardware grid. The launch then asks for no dynamic LDS. l is the
// hardware launch (after CompleteLaunch). It returns the window, which the
// caller frees after the launch (0 for other kernels).
func PlaceSharedWindow(dev hipruntime.Device, k *hipruntime.Kernel, l *hipruntime.Launch) (hipruntime.DevPtr, error) {
	if !k.SharedInGlobal {
		return 0, nil
	}
	at := hiddenArg(k, amdgpu.SharedWindowParam)
	if at < 0 || at >= len(l.Args) {
		return 0, fmt.Errorf("BUG: pipeline: kernel %s keeps shared memory in global memory but has no %s argument", k.Name, amdgpu.SharedWindowParam)
	}
	slice := (uint64(k.SharedWindowStatic) + uint64(l.SharedBytes) + 255) / 256 * 256
	if slice > math.MaxUint32 {
		return 0, fmt.Errorf("kernel %s: %d bytes of shared memory per workgroup is too much", k.Name, slice)
	}
	total := slice * l.Grid.Count()
	if total > 1<<40 {
		return 0, fmt.Errorf("kernel %s: shared memory in global memory: %d workgroups of %d bytes is too much", k.Name, l.Grid.Count(), slice)
	}
	ptr, err := dev.Malloc(int(max(total, 1)))
	if err != nil {
		return 0, fmt.Errorf("kernel %s: shared memory in global memory (%d workgroups of %d bytes): %w", k.Name, l.Grid.Count(), slice, err)
	}
	if err := dev.Memset(ptr, 0, int(max(total, 1))); err != nil {
		dev.Free(ptr)
		return 0, err
	}
	b := binary.LittleEndian.AppendUint64(nil, uint64(ptr))
	b = binary.LittleEndian.AppendUint32(b, uint32(slice))
	b = binary.LittleEndian.AppendUint32(b, l.Grid.X)
	b = binary.LittleEndian.AppendUint32(b, l.Grid.Y)
	l.Args[at] = append(b, make([]byte, len(l.Args[at])-len(b))...)
	l.SharedBytes = 0
	return ptr, nil
}

// ClusterLaunch turns the launch of a kernel with thread-block clusters of
// several CTAs into its hardware launch: one workgroup per cluster, the
// cluster's CTAs stacked along z (block X,Y,Z·n for n CTAs, grid divided by
// the cluster shape), each CTA with its own dynamic shared memory. It is a
// no-op for clusters of one. The hidden arguments must be set first (they
// hold the PTX block and the per-CTA dynamic shared memory).
func ClusterLaunch(k *hipruntime.Kernel, l *hipruntime.Launch) error {
	n := k.ClusterCTAs()
	if n <= 1 {
		return nil
	}
	c := k.Cluster
	if l.Grid.X%c.X != 0 || l.Grid.Y%c.Y != 0 || l.Grid.Z%c.Z != 0 {
		return fmt.Errorf("kernel %s: grid %s is not a whole number of %s clusters (.reqnctapercluster)", k.Name, l.Grid, c)
	}
	threads := l.Block.Count()
	if threads*n > 1024 {
		return fmt.Errorf("kernel %s: a cluster of %d CTAs of %d threads (block %s) cannot be placed: ptxamd runs a cluster as one workgroup, and %d threads is more than 1024", k.Name, n, threads, l.Block, threads*n)
	}
	if threads%32 != 0 {
		return fmt.Errorf("kernel %s: block %s in clusters of %d CTAs: a CTA's thread count must be a multiple of 32, so that no warp spans two CTAs of the workgroup", k.Name, l.Block, n)
	}
	if dyn := uint64(l.SharedBytes) * n; dyn > 1<<31 {
		return fmt.Errorf("kernel %s: %d bytes of dynamic shared memory per CTA in clusters of %d CTAs is too much", k.Name, l.SharedBytes, n)
	}
	l.Block.Z *= uint32(n)
	l.Grid = hipruntime.Dim3{X: l.Grid.X / c.X, Y: l.Grid.Y / c.Y, Z: l.Grid.Z / c.Z}
	l.SharedBytes *= uint32(n)
	return nil
}

// tensorMapArg encodes tensor-map argument i (ptxamd's layout) over its
// tensor's buffer, and returns the parameter's bytes: the map itself for a
// 128-byte parameter, or for a 64-bit one (or a "global" map) the address
// of a copy in device memory, appended to ptrs.
func tensorMapArg(dev hipruntime.Device, args []argspec.Spec, buffers map[int]hipruntime.DevPtr, p hipruntime.Param, i int, ptrs *[]hipruntime.DevPtr) ([]byte, error) {
	tm := args[i].TMap
	if err := tm.CheckRef(args); err != nil {
		return nil, fmt.Errorf("argument %d: %w", i, err)
	}
	b, err := tm.Encode(uint64(buffers[tm.Ref]))
	if err != nil {
		return nil, fmt.Errorf("argument %d (%s): %w", i, args[i], err)
	}
	switch {
	case p.Size == len(b) && !tm.Global:
		return b, nil
	case p.Size == 8:
		dp, err := dev.Malloc(len(b))
		if err != nil {
			return nil, fmt.Errorf("argument %d: %w", i, err)
		}
		*ptrs = append(*ptrs, dp)
		if err := dev.CopyHtoD(dp, b); err != nil {
			return nil, fmt.Errorf("argument %d: %w", i, err)
		}
		return binary.LittleEndian.AppendUint64(nil, uint64(dp)), nil
	}
	return nil, fmt.Errorf("argument %d (%s): parameter %s is %d bytes; a tensor map is passed as 128 bytes (.param .align 64 .b8 [128]) or as a 64-bit pointer", i, args[i], p.Name, p.Size)
}

// CheckClusterLDS reports a launch whose thread-block clusters cannot be
// placed for lack of LDS: a cluster runs as one workgroup, so its CTAs'
// static and dynamic shared memory together must fit one workgroup's LDS
// on arch. l is the hardware launch (after CompleteLaunch).
func CheckClusterLDS(arch string, k *hipruntime.Kernel, l *hipruntime.Launch) error {
	n := k.ClusterCTAs()
	if n <= 1 {
		return nil
	}
	t, err := target.Lookup(arch)
	if err != nil {
		return nil // an image of the emulator's own: no target limit
	}
	// StaticLDS is one CTA's; every CTA of the cluster has its copy.
	static := uint64(k.StaticLDS) * n
	total := static + uint64(l.SharedBytes)
	if limit := uint64(t.WorkgroupLDSBytes()); total > limit {
		return fmt.Errorf("kernel %s: a cluster of %d CTAs (%s) cannot be placed: ptxamd runs a cluster as one workgroup, and its CTAs need %d bytes of shared memory (%d static and %d dynamic per CTA), more than the %d bytes one workgroup of %s may use",
			k.Name, n, k.Cluster, total, k.StaticLDS, uint64(l.SharedBytes)/n, limit, arch)
	}
	return nil
}

// SharedVariant returns the options under which kernel of out, launched
// with dynamic bytes of dynamic shared memory per CTA, can run: opts when
// its shared memory fits the target's LDS (or already lives in global
// memory), else opts with the kernel added to SharedInGlobal, and true:
// the module must then be translated again with them. The kernels that
// fit are translated exactly as before.
func SharedVariant(out *Output, opts Options, kernel string, dynamic uint32) (Options, bool) {
	t, err := target.Lookup(opts.Arch)
	if err != nil || out == nil || out.Result == nil {
		return opts, false
	}
	for _, k := range out.Result.Kernels {
		if k.Name != kernel {
			continue
		}
		if k.SharedInGlobal || k.MinLDS(int(dynamic)) <= t.WorkgroupLDSBytes() {
			return opts, false
		}
		opts.SharedInGlobal = append(append([]string(nil), opts.SharedInGlobal...), kernel)
		return opts, true
	}
	return opts, false
}
