package argspec

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ptxamd/ptxamd/internal/amdimg"
	"github.com/ptxamd/ptxamd/internal/texdesc"
)

// Image describes a texture or surface argument:
//
//	tex:GEOM:FMT:SIZE:OPTS:INIT   a texture object
//	surf:GEOM:FMT:SIZE:INIT       a surface object
//
// GEOM is 1d, 2d, 3d, a1d (1D array), a2d (2D array), cube (a cube map),
// acube (a cube-map array) or lin (a 1D texture over linear memory,
// tex1Dfetch's); FMT a channel type u8 s8 u16 s16 u32
// s32 f16 f32, optionally with a channel count: u8x4, f32x2 (default 1);
// SIZE the extents WIDTH[xHEIGHT[xDEPTH]], the layer count last for
// arrays (a1d: WxL, a2d: WxHxL), the face width for cube maps (cube: W,
// acube: WxL with L cubes of six WxW faces); OPTS a comma-separated list
// (or -) of point or linear (filtering, default point), wrap, clamp,
// mirror or border (the address mode of every dimension, default clamp),
// norm (normalised coordinates), int (integer formats read as integers,
// else as normalised floats) and, for mipmapped textures, levels=N (N
// levels, each half the size of the one before, down to 1), miplinear
// (linear filtering between levels, else the nearest level), bias=F
// (added to every level of detail), minlod=F and maxlod=F (clamps of the
// level of detail, default 0 and N-1); INIT any buffer initialiser
// (zero, iota, random:SEED, values:..., file:PATH), for the channels in
// storage order: level 0 first, then level 1 and so on, each level layer
// by layer (a cube's faces +x, -x, +y, -y, +z, -z), row by row.
//
// The argument's data (Count channels of Type) is uploaded, passed as a
// handle and read back after the launch like a buffer's. On an NVIDIA GPU
// the recorder makes a CUDA array (a linear buffer for lin) and a texture
// or surface object; ptxamd makes the descriptor of package texdesc.
type Image struct {
	Surface  bool
	Geom     string
	Channels int
	Width    int
	Height   int // 1 unless 2D or 3D
	Depth    int // 1 unless 3D
	Layers   int // 1 unless an array
	Linear   bool
	Addr     int // texdesc.AddrWrap ...
	Norm     bool
	ReadInt  bool
	// Mipmaps: Levels (1 without), linear filtering between levels, the
	// level-of-detail bias and clamps.
	Levels    int
	MipLinear bool
	LodBias   float32
	MinLod    float32
	MaxLod    float32
}

// Cube reports whether the image is a cube map or cube-map array.
func (img *Image) Cube() bool { return img.Geom == "cube" || img.Geom == "acube" }

// LevelTexels is the number of texels (all layers) of mipmap level l.
func (img *Image) LevelTexels(l int) int {
	w, h, d := texdesc.LevelExtents(uint32(img.Width), uint32(img.Height), uint32(img.Depth), l)
	return int(w*h*d) * img.Layers
}

// Texels is the number of texels of every level.
func (img *Image) Texels() int {
	n := 0
	for l := 0; l < img.Levels; l++ {
		n += img.LevelTexels(l)
	}
	return n
}

var addrNames = map[string]int{"wrap": texdesc.AddrWrap, "clamp": texdesc.AddrClamp, "mirror": texdesc.AddrMirror, "border": texdesc.AddrBorder}

// parseImage parses what follows "tex:" or "surf:".
func parseImage(surface bool, rest string) (Spec, string) {
	n := 4
	if surface {
		n = 3
	}
	parts := strings.SplitN(rest, ":", n+1)
	if len(parts) < n+1 {
		if surface {
			return Spec{}, "want surf:GEOM:FMT:SIZE:INIT"
		}
		return Spec{}, "want tex:GEOM:FMT:SIZE:OPTS:INIT"
	}
	img := &Image{Surface: surface, Geom: parts[0], Channels: 1, Height: 1, Depth: 1, Layers: 1, Addr: texdesc.AddrClamp, Levels: 1}
	dims := map[string]int{"1d": 1, "2d": 2, "3d": 3, "a1d": 2, "a2d": 3, "lin": 1, "cube": 1, "acube": 2}[img.Geom]
	if dims == 0 || surface && img.Geom == "lin" {
		return Spec{}, fmt.Sprintf("unknown geometry %q (want 1d, 2d, 3d, a1d, a2d, cube, acube or, for textures, lin)", img.Geom)
	}
	fmtName, ch, hasCh := strings.Cut(parts[1], "x")
	t, err := ParseType(fmtName)
	if err != nil || t.Size() > 4 || t.IsBits() || t == BF16 {
		return Spec{}, fmt.Sprintf("unknown channel format %q (want u8 s8 u16 s16 u32 s32 f16 f32, optionally xN)", parts[1])
	}
	if hasCh {
		if img.Channels, err = strconv.Atoi(ch); err != nil || (img.Channels != 1 && img.Channels != 2 && img.Channels != 4) {
			return Spec{}, fmt.Sprintf("channel count %q is not 1, 2 or 4", ch)
		}
	}
	sz := strings.Split(parts[2], "x")
	if len(sz) != dims {
		return Spec{}, fmt.Sprintf("size %q: geometry %s wants %d extents", parts[2], img.Geom, dims)
	}
	ext := make([]int, 3)
	for i, s := range sz {
		v, err := strconv.Atoi(s)
		if err != nil || v < 1 || v > 1<<16 {
			return Spec{}, fmt.Sprintf("size %q: extent %q is not 1 to 65536", parts[2], s)
		}
		ext[i] = v
	}
	img.Width = ext[0]
	switch img.Geom {
	case "2d":
		img.Height = ext[1]
	case "3d":
		img.Height, img.Depth = ext[1], ext[2]
	case "a1d":
		img.Layers = ext[1]
	case "a2d":
		img.Height, img.Layers = ext[1], ext[2]
	case "cube":
		img.Height, img.Layers = ext[0], 6
	case "acube":
		img.Height, img.Layers = ext[0], 6*ext[1]
	}
	init := parts[n]
	maxLod := ""
	if !surface {
		for _, o := range strings.Split(parts[3], ",") {
			key, val, isKV := strings.Cut(o, "=")
			if isKV {
				switch key {
				case "levels":
					v, err := strconv.Atoi(val)
					if err != nil || v < 1 || v > texdesc.MaxLevels {
						return Spec{}, fmt.Sprintf("levels=%s is not 1 to %d", val, texdesc.MaxLevels)
					}
					img.Levels = v
				case "bias", "minlod", "maxlod":
					v, err := strconv.ParseFloat(val, 32)
					if err != nil {
						return Spec{}, fmt.Sprintf("%s=%s is not a number", key, val)
					}
					switch key {
					case "bias":
						img.LodBias = float32(v)
					case "minlod":
						img.MinLod = float32(v)
					default:
						img.MaxLod, maxLod = float32(v), val
					}
				default:
					return Spec{}, fmt.Sprintf("unknown texture option %q (want levels=, bias=, minlod= or maxlod=)", o)
				}
				continue
			}
			switch o {
			case "miplinear":
				img.MipLinear = true
			case "mippoint":
			case "-", "point":
			case "linear":
				img.Linear = true
			case "norm":
				img.Norm = true
			case "int":
				img.ReadInt = true
			default:
				a, ok := addrNames[o]
				if !ok {
					return Spec{}, fmt.Sprintf("unknown texture option %q (want point, linear, wrap, clamp, mirror, border, norm, int)", o)
				}
				img.Addr = a
			}
		}
		if maxLod == "" {
			img.MaxLod = float32(img.Levels - 1)
		}
		if img.Levels > 1 {
			top := bitsLen(max(img.Width, img.Height, img.Depth))
			if img.Levels > top {
				return Spec{}, fmt.Sprintf("levels=%d: a %s texture of size %s has at most %d levels", img.Levels, img.Geom, parts[2], top)
			}
			if img.Geom == "lin" {
				return Spec{}, "a lin texture has no mipmaps"
			}
		}
	}
	count := img.Texels() * img.Channels
	if count*t.Size() > MaxBufferBytes {
		return Spec{}, fmt.Sprintf("image of more than %d bytes", MaxBufferBytes)
	}
	s, msg := parse(fmt.Sprintf("buf:%s:%d:%s", t, count, init))
	if msg != "" {
		return Spec{}, msg
	}
	s.Kind = Texture
	if surface {
		s.Kind = Surface
	}
	s.Image = img
	return s, ""
}

// bitsLen is the number of mipmap levels of an extent n: 1 + floor(log2 n).
func bitsLen(n int) int {
	l := 0
	for ; n > 0; n >>= 1 {
		l++
	}
	return l
}

// imageString formats an image spec's head: tex:GEOM:FMT:SIZE:OPTS or
// surf:GEOM:FMT:SIZE.
func (s Spec) imageString() string {
	img := s.Image
	var b strings.Builder
	if img.Surface {
		b.WriteString("surf:")
	} else {
		b.WriteString("tex:")
	}
	b.WriteString(img.Geom + ":" + s.Type.String())
	if img.Channels != 1 {
		fmt.Fprintf(&b, "x%d", img.Channels)
	}
	fmt.Fprintf(&b, ":%d", img.Width)
	switch img.Geom {
	case "2d":
		fmt.Fprintf(&b, "x%d", img.Height)
	case "3d":
		fmt.Fprintf(&b, "x%dx%d", img.Height, img.Depth)
	case "a1d":
		fmt.Fprintf(&b, "x%d", img.Layers)
	case "a2d":
		fmt.Fprintf(&b, "x%dx%d", img.Height, img.Layers)
	case "acube":
		fmt.Fprintf(&b, "x%d", img.Layers/6)
	}
	if !img.Surface {
		opts := []string{"point"}
		if img.Linear {
			opts[0] = "linear"
		}
		for n, a := range addrNames {
			if a == img.Addr {
				opts = append(opts, n)
			}
		}
		if img.Norm {
			opts = append(opts, "norm")
		}
		if img.ReadInt {
			opts = append(opts, "int")
		}
		if img.Levels > 1 {
			opts = append(opts, fmt.Sprintf("levels=%d", img.Levels))
		}
		if img.MipLinear {
			opts = append(opts, "miplinear")
		}
		if img.LodBias != 0 {
			opts = append(opts, "bias="+strconv.FormatFloat(float64(img.LodBias), 'g', -1, 32))
		}
		if img.MinLod != 0 {
			opts = append(opts, "minlod="+strconv.FormatFloat(float64(img.MinLod), 'g', -1, 32))
		}
		if img.MaxLod != float32(img.Levels-1) {
			opts = append(opts, "maxlod="+strconv.FormatFloat(float64(img.MaxLod), 'g', -1, 32))
		}
		b.WriteString(":" + strings.Join(opts, ","))
	}
	return b.String()
}

// Format is the texdesc channel format of an image of element type t.
func Format(t Type) uint32 {
	return map[Type]uint32{U8: texdesc.FmtU8, S8: texdesc.FmtS8, U16: texdesc.FmtU16, S16: texdesc.FmtS16,
		U32: texdesc.FmtU32, S32: texdesc.FmtS32, F16: texdesc.FmtF16, F32: texdesc.FmtF32}[t]
}

// Descriptor is the texdesc descriptor of image argument s whose data is
// at device address data.
func (s Spec) Descriptor(data uint64) []byte {
	img := s.Image
	d := texdesc.Desc{Kind: texdesc.KindTexture, Data: data, Width: uint32(img.Width), Height: uint32(img.Height),
		Depth: uint32(img.Depth), Layers: uint32(img.Layers), Format: Format(s.Type), Channels: uint32(img.Channels)}
	if img.Surface {
		d.Kind = texdesc.KindSurface
	}
	d.Geom = map[string]uint32{"1d": texdesc.Geom1D, "2d": texdesc.Geom2D, "3d": texdesc.Geom3D,
		"a1d": texdesc.GeomA1D, "a2d": texdesc.GeomA2D, "lin": texdesc.GeomLinear,
		"cube": texdesc.GeomCube, "acube": texdesc.GeomACube}[img.Geom]
	d.Levels, d.LodBias, d.MinLod, d.MaxLod = uint32(img.Levels), img.LodBias, img.MinLod, img.MaxLod
	if img.MipLinear {
		d.MipFlags |= texdesc.MipLinear
	}
	if img.Linear {
		d.Flags |= texdesc.FlagLinear
	}
	if img.Norm {
		d.Flags |= texdesc.FlagNormCoords
	}
	if img.ReadInt {
		d.Flags |= texdesc.FlagReadInt
	}
	d.Addr = [3]uint8{uint8(img.Addr), uint8(img.Addr), uint8(img.Addr)}
	return d.Encode()
}

// HIPTextureObject is the HIP texture object (package internal/amdimg,
// GFX10.3 descriptor layout) of texture argument s whose texels are at
// device address data, 256-byte aligned, stored as the argument's
// initialiser lays them out. Channels a format lacks read 0, as CUDA's
// do; addressing other than clamp needs normalised coordinates, as in
// CUDA.
func (s Spec) HIPTextureObject(data uint64) ([]byte, error) {
	img := s.Image
	if img.Surface {
		return nil, fmt.Errorf("a surface has no texture object")
	}
	kind := amdimg.KindFloat
	bits := s.Type.Size() * 8
	switch s.Type {
	case U8, U16:
		kind = amdimg.KindUnorm
		if img.ReadInt {
			kind = amdimg.KindUint
		}
	case S8, S16:
		kind = amdimg.KindSnorm
		if img.ReadInt {
			kind = amdimg.KindSint
		}
	case U32:
		kind = amdimg.KindUint
	case S32:
		kind = amdimg.KindSint
	}
	f, ok := amdimg.FormatOf(img.Channels, bits, kind)
	if !ok {
		return nil, fmt.Errorf("no image format for %d channels of %s", img.Channels, s.Type)
	}
	if img.Width > 1<<14 || img.Height > 1<<14 {
		return nil, fmt.Errorf("an image resource is at most 16384 texels wide and high")
	}
	r := amdimg.Resource{Base: data, Format: f, Width: img.Width, Height: img.Height, Depth: 1, LastLevel: img.Levels - 1}
	r.Type = map[string]int{"1d": amdimg.Type1D, "lin": amdimg.Type1D, "2d": amdimg.Type2D, "3d": amdimg.Type3D,
		"a1d": amdimg.Type1DArray, "a2d": amdimg.Type2DArray, "cube": amdimg.TypeCube, "acube": amdimg.TypeCube}[img.Geom]
	switch img.Geom {
	case "3d":
		r.Depth = img.Depth
	case "a1d", "a2d":
		r.Depth = img.Layers
	case "cube", "acube":
		r.Depth = img.Layers / 6
	}
	for k := range r.DstSel {
		r.DstSel[k] = amdimg.Sel0
		if k < img.Channels {
			r.DstSel[k] = amdimg.SelX + k
		}
	}
	sm := amdimg.Sampler{Unnormalized: !img.Norm && !img.Cube(), MinLod: img.MinLod, MaxLod: img.MaxLod, LodBias: img.LodBias}
	mode := map[int]int{texdesc.AddrWrap: amdimg.ClampWrap, texdesc.AddrClamp: amdimg.ClampLastTexel,
		texdesc.AddrMirror: amdimg.ClampMirror, texdesc.AddrBorder: amdimg.ClampBorder}[img.Addr]
	if sm.Unnormalized && (mode == amdimg.ClampWrap || mode == amdimg.ClampMirror) || img.Cube() {
		mode = amdimg.ClampLastTexel
	}
	sm.Clamp = [3]int{mode, mode, mode}
	if img.Linear {
		sm.MagFilter, sm.MinFilter = amdimg.FilterBilinear, amdimg.FilterBilinear
	}
	if img.Levels > 1 {
		sm.MipFilter = amdimg.MipFilterPoint
		if img.MipLinear {
			sm.MipFilter = amdimg.MipFilterLinear
		}
	}
	return amdimg.TextureObject(r, sm), nil
}
