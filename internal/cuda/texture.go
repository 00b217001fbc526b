package cuda

import (
	"encoding/binary"
	"fmt"
	"math"
	"runtime"
	"unsafe"
)

// Texture and surface objects (CUDA driver API, "Texture Object
// Management" and "Surface Object Management"). The driver's structures
// are built as byte images at the offsets of cuda.h on 64-bit Linux:
//
//	CUDA_ARRAY3D_DESCRIPTOR (40 bytes): Width 0, Height 8, Depth 16 (size_t),
//	  Format 24, NumChannels 28, Flags 32 (unsigned int)
//	CUDA_MEMCPY3D (200 bytes): srcXInBytes 0, srcY 8, srcZ 16, srcLOD 24,
//	  srcMemoryType 32, srcHost 40, srcDevice 48, srcArray 56, srcPitch 72,
//	  srcHeight 80, dstXInBytes 88 ... dstMemoryType 120, dstHost 128,
//	  dstDevice 136, dstArray 144, dstPitch 160, dstHeight 168,
//	  WidthInBytes 176, Height 184, Depth 192
//	CUDA_RESOURCE_DESC (144 bytes): resType 0; res at 8: array.hArray 8;
//	  mipmap.hMipmappedArray 8; linear.devPtr 8, format 16, numChannels 20, sizeInBytes 24; flags 136
//	CUDA_TEXTURE_DESC (104 bytes): addressMode[3] 0, filterMode 12, flags 16,
//	  maxAnisotropy 20, mipmapFilterMode 24, mipmapLevelBias 28,
//	  min/maxMipmapLevelClamp 32/36, borderColor[4] 40

// Array formats (CUarray_format).
const (
	FormatU8  = 0x01
	FormatU16 = 0x02
	FormatU32 = 0x03
	FormatS8  = 0x08
	FormatS16 = 0x09
	FormatS32 = 0x0a
	FormatF16 = 0x10
	FormatF32 = 0x20
)

// Array flags (CUDA_ARRAY3D_*).
const (
	ArrayLayered       = 0x01
	ArraySurfaceLdSt   = 0x02
	ArrayCubemap       = 0x04
	ArrayTextureGather = 0x08
)

// Texture flags (CU_TRSF_*).
const (
	TexReadAsInteger = 0x01
	TexNormalized    = 0x02
)

const (
	memHost  = 1
	memArray = 3

	resArray  = 0
	resMipmap = 1
	resLinear = 2
)

// ArrayDesc describes a CUDA array: Height 0 for 1D, Depth 0 for 1D and
// 2D (for a layered array Depth is the layer count).
type ArrayDesc struct {
	Width, Height, Depth int
	Format, Channels     int
	Flags                uint32
	TexelBytes           int // Channels times the format's size
}

// Array is a CUDA array.
type Array struct {
	d    *Device
	h    uintptr
	desc ArrayDesc
	// level is set for a level of a mipmapped array, which its
	// mipmapped array owns.
	level bool
}

func arrayDescBytes(desc ArrayDesc) []byte {
	b := make([]byte, 40)
	le := binary.LittleEndian
	le.PutUint64(b[0:], uint64(desc.Width))
	le.PutUint64(b[8:], uint64(desc.Height))
	le.PutUint64(b[16:], uint64(desc.Depth))
	le.PutUint32(b[24:], uint32(desc.Format))
	le.PutUint32(b[28:], uint32(desc.Channels))
	le.PutUint32(b[32:], desc.Flags)
	return b
}

// NewArray creates a CUDA array.
func (d *Device) NewArray(desc ArrayDesc) (*Array, error) {
	b := arrayDescBytes(desc)
	a := &Array{d: d, desc: desc}
	err := d.do(func() error {
		return d.lib.check("cuArray3DCreate", d.lib.cuArray3DCreate(&a.h, unsafe.Pointer(&b[0])))
	})
	if err != nil {
		return nil, err
	}
	return a, nil
}

// Destroy frees the array (a level of a mipmapped array is freed with
// it).
func (a *Array) Destroy() error {
	if a.level {
		return nil
	}
	return a.d.do(func() error { return a.d.lib.check("cuArrayDestroy", a.d.lib.cuArrayDestroy(a.h)) })
}

// copy3D copies the whole array from (toArray) or to host memory host,
// stored densely.
func (a *Array) copy3D(host []byte, toArray bool) error {
	ds := a.desc
	w := ds.Width * ds.TexelBytes
	h, dep := max(ds.Height, 1), max(ds.Depth, 1)
	if len(host) != w*h*dep {
		return fmt.Errorf("cuda: array copy of %d bytes, the array has %d", len(host), w*h*dep)
	}
	b := make([]byte, 200)
	le := binary.LittleEndian
	hostPtr := uint64(uintptr(unsafe.Pointer(&host[0])))
	if toArray {
		le.PutUint32(b[32:], memHost)
		le.PutUint64(b[40:], hostPtr)
		le.PutUint64(b[72:], uint64(w))
		le.PutUint64(b[80:], uint64(h))
		le.PutUint32(b[120:], memArray)
		le.PutUint64(b[144:], uint64(a.h))
	} else {
		le.PutUint32(b[32:], memArray)
		le.PutUint64(b[56:], uint64(a.h))
		le.PutUint32(b[120:], memHost)
		le.PutUint64(b[128:], hostPtr)
		le.PutUint64(b[160:], uint64(w))
		le.PutUint64(b[168:], uint64(h))
	}
	le.PutUint64(b[176:], uint64(w))
	le.PutUint64(b[184:], uint64(h))
	le.PutUint64(b[192:], uint64(dep))
	return a.d.do(func() error {
		var pin runtime.Pinner
		defer pin.Unpin()
		pin.Pin(&host[0])
		code := a.d.lib.cuMemcpy3D(unsafe.Pointer(&b[0]))
		runtime.KeepAlive(host)
		return a.d.lib.check("cuMemcpy3D", code)
	})
}

// Bytes is the size of the array's dense contents.
func (a *Array) Bytes() int {
	ds := a.desc
	return ds.Width * ds.TexelBytes * max(ds.Height, 1) * max(ds.Depth, 1)
}

// Upload copies dense host data into the array.
func (a *Array) Upload(data []byte) error { return a.copy3D(data, true) }

// Download copies the array into dense host memory.
func (a *Array) Download(data []byte) error { return a.copy3D(data, false) }

// MipmappedArray is a CUDA mipmapped array.
type MipmappedArray struct {
	d      *Device
	h      uintptr
	desc   ArrayDesc
	Levels int
}

// NewMipmappedArray creates a mipmapped array of the given levels; desc
// describes level 0.
func (d *Device) NewMipmappedArray(desc ArrayDesc, levels int) (*MipmappedArray, error) {
	b := arrayDescBytes(desc)
	m := &MipmappedArray{d: d, desc: desc, Levels: levels}
	err := d.do(func() error {
		return d.lib.check("cuMipmappedArrayCreate", d.lib.cuMipmappedArrayCreate(&m.h, unsafe.Pointer(&b[0]), uint32(levels)))
	})
	if err != nil {
		return nil, err
	}
	return m, nil
}

// Level returns level l as an array: each extent halved l times (down to
// 1); a layered or cube-map array keeps its layer count (Depth).
func (m *MipmappedArray) Level(l int) (*Array, error) {
	ds := m.desc
	sh := func(x int) int {
		if x == 0 {
			return 0
		}
		return max(x>>l, 1)
	}
	ds.Width, ds.Height = sh(ds.Width), sh(ds.Height)
	if ds.Flags&(ArrayLayered|ArrayCubemap) == 0 {
		ds.Depth = sh(ds.Depth)
	}
	a := &Array{d: m.d, desc: ds, level: true}
	err := m.d.do(func() error {
		return m.d.lib.check("cuMipmappedArrayGetLevel", m.d.lib.cuMipmappedArrayGetLevel(&a.h, m.h, uint32(l)))
	})
	if err != nil {
		return nil, err
	}
	return a, nil
}

// Destroy frees the mipmapped array and its levels.
func (m *MipmappedArray) Destroy() error {
	return m.d.do(func() error {
		return m.d.lib.check("cuMipmappedArrayDestroy", m.d.lib.cuMipmappedArrayDestroy(m.h))
	})
}

// MipmappedTexture creates a texture object over m.
func (d *Device) MipmappedTexture(m *MipmappedArray, t TexDesc) (uint64, error) {
	res := make([]byte, 144)
	binary.LittleEndian.PutUint32(res[0:], resMipmap)
	binary.LittleEndian.PutUint64(res[8:], uint64(m.h))
	return d.texObject(res, t)
}

// TexDesc is a texture object's sampling state.
type TexDesc struct {
	Addr   int // CU_TR_ADDRESS_MODE_*: 0 wrap, 1 clamp, 2 mirror, 3 border
	Linear bool
	Flags  uint32 // TexReadAsInteger, TexNormalized
	// Mipmaps: linear filtering between levels, the level-of-detail bias
	// and clamps.
	MipLinear               bool
	LodBias, MinLod, MaxLod float32
}

func texDescBytes(t TexDesc) []byte {
	b := make([]byte, 104)
	le := binary.LittleEndian
	for i := 0; i < 3; i++ {
		le.PutUint32(b[4*i:], uint32(t.Addr))
	}
	if t.Linear {
		le.PutUint32(b[12:], 1)
	}
	le.PutUint32(b[16:], t.Flags)
	if t.MipLinear {
		le.PutUint32(b[24:], 1)
	}
	le.PutUint32(b[28:], math.Float32bits(t.LodBias))
	le.PutUint32(b[32:], math.Float32bits(t.MinLod))
	le.PutUint32(b[36:], math.Float32bits(t.MaxLod))
	return b
}

// ArrayTexture creates a texture object over a.
func (d *Device) ArrayTexture(a *Array, t TexDesc) (uint64, error) {
	res := make([]byte, 144)
	binary.LittleEndian.PutUint32(res[0:], resArray)
	binary.LittleEndian.PutUint64(res[8:], uint64(a.h))
	return d.texObject(res, t)
}

// LinearTexture creates a texture object over n bytes of linear memory at
// p with the given format and channel count.
func (d *Device) LinearTexture(p DevPtr, n, format, channels int, t TexDesc) (uint64, error) {
	res := make([]byte, 144)
	le := binary.LittleEndian
	le.PutUint32(res[0:], resLinear)
	le.PutUint64(res[8:], uint64(p))
	le.PutUint32(res[16:], uint32(format))
	le.PutUint32(res[20:], uint32(channels))
	le.PutUint64(res[24:], uint64(n))
	return d.texObject(res, t)
}

func (d *Device) texObject(res []byte, t TexDesc) (uint64, error) {
	td := texDescBytes(t)
	var h uint64
	err := d.do(func() error {
		return d.lib.check("cuTexObjectCreate", d.lib.cuTexObjectCreate(&h, unsafe.Pointer(&res[0]), unsafe.Pointer(&td[0]), nil))
	})
	return h, err
}

// DestroyTexture destroys a texture object.
func (d *Device) DestroyTexture(h uint64) error {
	return d.do(func() error { return d.lib.check("cuTexObjectDestroy", d.lib.cuTexObjectDestroy(h)) })
}

// ArraySurface creates a surface object over a (made with ArraySurfaceLdSt).
func (d *Device) ArraySurface(a *Array) (uint64, error) {
	res := make([]byte, 144)
	binary.LittleEndian.PutUint32(res[0:], resArray)
	binary.LittleEndian.PutUint64(res[8:], uint64(a.h))
	var h uint64
	err := d.do(func() error {
		return d.lib.check("cuSurfObjectCreate", d.lib.cuSurfObjectCreate(&h, unsafe.Pointer(&res[0])))
	})
	return h, err
}

// DestroySurface destroys a surface object.
func (d *Device) DestroySurface(h uint64) error {
	return d.do(func() error { return d.lib.check("cuSurfObjectDestroy", d.lib.cuSurfObjectDestroy(h)) })
}
