package cuda

import (
	"fmt"
	"runtime"
	"unsafe"

	"github.com/ptxamd/ptxamd/internal/tensormap"
)

// EncodeTensorMap encodes m for the tensor at device address addr with the
// driver's cuTensorMapEncodeTiled or cuTensorMapEncodeIm2col, and returns
// NVIDIA's 128 bytes.
func (d *Device) EncodeTensorMap(m *tensormap.Map, addr DevPtr) ([]byte, error) {
	out := make([]byte, tensormap.Size+64)
	// CUtensorMap must be 64-byte aligned.
	off := int((64 - uintptr(unsafe.Pointer(&out[0]))%64) % 64)
	r := m.Rank()
	estr := m.ElemStrides
	if estr == nil {
		estr = make([]uint32, r)
		for i := range estr {
			estr[i] = 1
		}
	}
	strides := append([]uint64(nil), m.Strides...)
	if len(strides) == 0 {
		strides = []uint64{0} // rank 1: the array is not read
	}
	err := d.do(func() error {
		var pin runtime.Pinner
		defer pin.Unpin()
		ptr := func(p unsafe.Pointer) unsafe.Pointer { pin.Pin(p); return p }
		if m.Im2col {
			if d.lib.cuTensorMapEncodeIm2col == nil {
				return fmt.Errorf("cuda: the driver has no cuTensorMapEncodeIm2col")
			}
			return d.lib.check("cuTensorMapEncodeIm2col", d.lib.cuTensorMapEncodeIm2col(ptr(unsafe.Pointer(&out[off])), uint32(m.Type), uint32(r), uint64(addr),
				ptr(unsafe.Pointer(&m.Dims[0])), ptr(unsafe.Pointer(&strides[0])), ptr(unsafe.Pointer(&m.Lower[0])), ptr(unsafe.Pointer(&m.Upper[0])),
				m.Channels, m.Pixels, ptr(unsafe.Pointer(&estr[0])), m.Interleave, m.Swizzle, m.L2, m.Fill))
		}
		if d.lib.cuTensorMapEncodeTiled == nil {
			return fmt.Errorf("cuda: the driver has no cuTensorMapEncodeTiled")
		}
		return d.lib.check("cuTensorMapEncodeTiled", d.lib.cuTensorMapEncodeTiled(ptr(unsafe.Pointer(&out[off])), uint32(m.Type), uint32(r), uint64(addr),
			ptr(unsafe.Pointer(&m.Dims[0])), ptr(unsafe.Pointer(&strides[0])), ptr(unsafe.Pointer(&m.Box[0])), ptr(unsafe.Pointer(&estr[0])),
			m.Interleave, m.Swizzle, m.L2, m.Fill))
	})
	if err != nil {
		return nil, err
	}
	return out[off : off+tensormap.Size], nil
}

// launchAttrClusterDimension is CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION.
const launchAttrClusterDimension = 4

// LaunchCluster is Launch in thread-block clusters of the given shape
// (cuLaunchKernelEx with CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION).
func (d *Device) LaunchCluster(f *Function, grid, block, cluster Dim3, shared int, args [][]byte) error {
	return d.do(func() error {
		if d.lib.cuLaunchKernelEx == nil {
			return fmt.Errorf("cuda: the driver has no cuLaunchKernelEx")
		}
		var pin runtime.Pinner
		defer pin.Unpin()
		params := make([]unsafe.Pointer, len(args)+1)
		for i, a := range args {
			if len(a) == 0 {
				return fmt.Errorf("cuda: launch %s: argument %d has no bytes", f.Name, i)
			}
			pin.Pin(&a[0])
			params[i] = unsafe.Pointer(&a[0])
		}
		// CUlaunchAttribute: id (u32), 4 bytes of padding, a 64-byte
		// value union (clusterDim: x, y, z).
		attr := make([]byte, 72)
		le32 := func(b []byte, v uint32) { b[0], b[1], b[2], b[3] = byte(v), byte(v>>8), byte(v>>16), byte(v>>24) }
		le32(attr[0:], launchAttrClusterDimension)
		for i := 0; i < 3; i++ {
			le32(attr[8+4*i:], cluster[i])
		}
		pin.Pin(&attr[0])
		// CUlaunchConfig: grid x,y,z, block x,y,z, sharedMemBytes (u32
		// each), padding, hStream (8), attrs (8), numAttrs (u32), padding.
		cfg := make([]byte, 56)
		for i := 0; i < 3; i++ {
			le32(cfg[4*i:], grid[i])
			le32(cfg[12+4*i:], block[i])
		}
		le32(cfg[24:], uint32(shared))
		*(*uintptr)(unsafe.Pointer(&cfg[40])) = uintptr(unsafe.Pointer(&attr[0]))
		le32(cfg[48:], 1)
		pin.Pin(&cfg[0])
		code := d.lib.cuLaunchKernelEx(unsafe.Pointer(&cfg[0]), f.h, unsafe.Pointer(&params[0]), nil)
		runtime.KeepAlive(params)
		runtime.KeepAlive(attr)
		runtime.KeepAlive(cfg)
		if err := d.lib.check("cuLaunchKernelEx", code); err != nil {
			return fmt.Errorf("launch %s in clusters of %d,%d,%d: %w", f.Name, cluster[0], cluster[1], cluster[2], err)
		}
		return nil
	})
}
