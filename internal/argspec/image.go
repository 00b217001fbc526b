package argspec

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ptxamd/ptxamd/internal/texdesc"
)

// Image describes a texture or surface argument:
//
//	tex:GEOM:FMT:SIZE:OPTS:INIT   a texture object
//	surf:GEOM:FMT:SIZE:INIT       a surface object
//
// GEOM is 1d, 2d, 3d, a1d (1D array), a2d (2D array) or lin (a 1D texture
// over linear memory, tex1Dfetch's); FMT a channel type u8 s8 u16 s16 u32
// s32 f16 f32, optionally with a channel count: u8x4, f32x2 (default 1);
// SIZE the extents WIDTH[xHEIGHT[xDEPTH]], the layer count last for
// arrays (a1d: WxL, a2d: WxHxL); OPTS a comma-separated list (or -) of
// point or linear (filtering, default point), wrap, clamp, mirror or
// border (the address mode of every dimension, default clamp), norm
// (normalised coordinates) and int (integer formats read as integers,
// else as normalised floats); INIT any buffer initialiser (zero, iota,
// random:SEED, values:..., file:PATH), for the channels in storage order.
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
	img := &Image{Surface: surface, Geom: parts[0], Channels: 1, Height: 1, Depth: 1, Layers: 1, Addr: texdesc.AddrClamp}
	dims := map[string]int{"1d": 1, "2d": 2, "3d": 3, "a1d": 2, "a2d": 3, "lin": 1}[img.Geom]
	if dims == 0 || surface && img.Geom == "lin" {
		return Spec{}, fmt.Sprintf("unknown geometry %q (want 1d, 2d, 3d, a1d, a2d or, for textures, lin)", img.Geom)
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
	}
	init := parts[n]
	if !surface {
		for _, o := range strings.Split(parts[3], ",") {
			switch o {
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
	}
	count := img.Width * img.Height * img.Depth * img.Layers * img.Channels
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
		"a1d": texdesc.GeomA1D, "a2d": texdesc.GeomA2D, "lin": texdesc.GeomLinear}[img.Geom]
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
