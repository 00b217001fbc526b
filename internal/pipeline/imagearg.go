package pipeline

import (
	"encoding/binary"
	"fmt"

	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/internal/argspec"
)

// uploadImage sets up texture or surface argument i: its texels in a
// device buffer (returned, to be read back like a buffer's) and an
// internal/texdesc descriptor, whose address is the handle passed to the
// kernel. Allocations are appended to ptrs for the caller to free. With
// hipImage a texture is a HIP texture object instead (its texels 256-byte
// aligned, as an image resource's base address must be); surfaces keep
// ptxamd's descriptor in both modes.
func uploadImage(dev hipruntime.Device, s argspec.Spec, p hipruntime.Param, i int, dir string, hipImage bool, ptrs *[]hipruntime.DevPtr) (hipruntime.DevPtr, []byte, error) {
	if p.Size != 8 {
		return 0, nil, fmt.Errorf("argument %d (%s): parameter %s is %d bytes, a texture or surface handle needs a 64-bit parameter", i, s, p.Name, p.Size)
	}
	hipImage = hipImage && !s.Image.Surface
	pad := 0
	if hipImage {
		pad = 255
	}
	base, err := dev.Malloc(s.Size() + pad)
	if err != nil {
		return 0, nil, fmt.Errorf("argument %d: %w", i, err)
	}
	*ptrs = append(*ptrs, base)
	ptr := (base + hipruntime.DevPtr(pad)) &^ hipruntime.DevPtr(pad)
	data, err := s.BytesIn(dir)
	if err != nil {
		return 0, nil, fmt.Errorf("argument %d (%s): %w", i, s, err)
	}
	if err := dev.CopyHtoD(ptr, data); err != nil {
		return 0, nil, fmt.Errorf("argument %d: %w", i, err)
	}
	desc := s.Descriptor(uint64(ptr))
	if hipImage {
		if desc, err = s.HIPTextureObject(uint64(ptr)); err != nil {
			return 0, nil, fmt.Errorf("argument %d (%s): %w", i, s, err)
		}
	}
	dp, err := dev.Malloc(len(desc))
	if err != nil {
		return 0, nil, fmt.Errorf("argument %d: %w", i, err)
	}
	*ptrs = append(*ptrs, dp)
	if err := dev.CopyHtoD(dp, desc); err != nil {
		return 0, nil, fmt.Errorf("argument %d: %w", i, err)
	}
	return ptr, binary.LittleEndian.AppendUint64(nil, uint64(dp)), nil
}
