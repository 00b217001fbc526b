package amdgpu

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/internal/amdimg"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// Textures on AMD's image instructions (--tex=image).
//
// A texture handle is a hipTextureObject_t: the address of HIP's texture
// object, whose first 8 dwords are the image resource descriptor (T#)
// and whose dwords 12-15 are the sampler descriptor (S#)
// (HIP_IMAGE_OBJECT_SIZE_DWORD = 12, HIP_SAMPLER_OBJECT_OFFSET_DWORD = 12;
// package internal/amdimg). tex becomes llvm.amdgcn.image.sample.* (with
// .l for tex.level, .d for tex.grad), tex with integer coordinates
// image.load(.mip), tld4 image.gather4; cube-map directions go through
// llvm.amdgcn.cube{id,sc,tc,ma} first (face coordinates sc/|ma| + 1.5 and
// the face, plus 8 per layer for cube arrays, the hardware's convention).
// The hardware does the addressing and filtering: its linear filter and
// level-of-detail arithmetic are AMD's, not the H100's (RATIONALE.md,
// "AMD image instructions"). A texel offset takes the .o variants.
// Surfaces keep ptxamd's descriptors; txq is a positioned error.

// TexSoft and TexImage are the values of Options.Tex.
const (
	TexSoft  = "soft"
	TexImage = "image"
)

// CheckTex reports whether mode is a value of Options.Tex.
func CheckTex(mode string) error {
	switch mode {
	case "", TexSoft, TexImage:
		return nil
	}
	return fmt.Errorf("texture mode %q (want soft or image)", mode)
}

func (lw *lowerer) texImage() bool { return lw.opts.Tex == TexImage }

// extendedImage reports whether the target has the extended image
// instructions (sample with an explicit level or gradients, gather4):
// gfx90a and the gfx94x family do not (LLVM: FeatureExtendedImageInsts;
// the device libraries' __oclc_ISA_version != 9010 test).
func extendedImage(arch string) bool {
	return arch != "gfx90a" && !strings.HasPrefix(arch, "gfx94") && arch != "gfx950"
}

// imageDescs loads the T# and S# of the texture object at handle operand o.
func (fl *fnLowerer) imageDescs(o sir.Operand) (rsrc, samp value.Value) {
	b := tb{fl}
	p := fl.texHandle(o) // ptr addrspace(1): HIP's objects live in device memory
	v8, v4 := types.NewVector(8, types.I32), types.NewVector(4, types.I32)
	l := llvmx.NewLoad(v8, p)
	l.Align = 4
	rsrc = b.e(l)
	s := llvmx.NewLoad(v4, fl.offsetPtr(p, 4*amdimg.SamplerOffset))
	s.Align = 4
	samp = b.e(s)
	return rsrc, samp
}

// imageDim is the intrinsic suffix of a geometry.
var imageDim = map[string]string{"1d": "1d", "2d": "2d", "3d": "3d", "a1d": "1darray", "a2d": "2darray", "cube": "cube", "acube": "cube"}

// lowerTexImage lowers tex and tld4 onto image instructions.
func (fl *fnLowerer) lowerTexImage(in *sir.Inst) {
	b := tb{fl}
	gname, g := geomOf(in)
	if in.Op == "tld4" {
		checkMods(in, "r", "g", "b", "a", "2d", "a2d", "v4")
	} else {
		checkMods(in, "1d", "2d", "3d", "a1d", "a2d", "cube", "acube", "v4", "level", "grad", "base")
	}
	if len(in.Types) != 2 || in.Types[0].Bits != 32 || !in.Has("v4") {
		unsupported("%s: only .v4 with 32-bit results", in.Op)
	}
	ct := in.Types[1]
	if ct.Bits != 32 || ct.Kind != sir.KindFloat && ct.Kind != sir.KindSigned {
		unsupported("%s coordinates of type .%s (f32 or s32)", in.Op, ct)
	}
	intCoords := ct.Kind == sir.KindSigned
	dsts := fl.texDsts(in)
	tu, ok := in.Src[0].(*sir.Tuple)
	if !ok || len(tu.Elems) != 2 {
		unsupported("%s operand %s is not [texture, {coordinates}]", in.Op, sir.FormatOperand(in.Src[0]))
	}
	hasOffset := len(in.Src) > 1+map[bool]int{true: 1, false: 0}[in.Has("level")]+2*map[bool]int{true: 1, false: 0}[in.Has("grad")]
	if !extendedImage(fl.lw.opts.Arch) && (in.Op == "tld4" || (in.Has("level") || in.Has("grad") || hasOffset) && ct.Kind == sir.KindFloat) {
		form := in.Op
		if in.Op == "tex" {
			form = "tex." + in.ModIn("level", "grad")
			if hasOffset {
				form += " with a texel offset"
			}
		}
		unsupported("%s in --tex=image mode on %s (no image sample with a level, gradients or an offset, nor gather4, on that target; use --tex=soft)", form, fl.lw.opts.Arch)
	}
	rsrc, samp := fl.imageDescs(tu.Elems[0])
	cs := operandElems(tu.Elems[1])
	rest := in.Src[1:]
	var lod value.Value
	var grads [2][]sir.Operand
	switch {
	case in.Has("level"):
		if len(rest) < 1 {
			unsupported("tex.level without a level")
		}
		if intCoords {
			lod = fl.read(rest[0], sir.S32)
		} else {
			lod = fl.read(rest[0], sir.F32)
		}
		rest = rest[1:]
	case in.Has("grad"):
		if len(rest) < 2 {
			unsupported("tex.grad without gradients")
		}
		if g.cube {
			unsupported("tex.grad.%s (gradients of a cube-map direction)", gname)
		}
		grads = [2][]sir.Operand{operandElems(rest[0]), operandElems(rest[1])}
		rest = rest[2:]
	}
	// A texel offset: 6-bit fields of one dword (x [5:0], y [13:8],
	// z [21:16]), the .o variants' first address operand.
	var offset value.Value
	if len(rest) > 0 {
		if g.cube || intCoords {
			unsupported("%s.%s with a texel offset in --tex=image mode", in.Op, gname)
		}
		offset = i32c(0)
		for k, o := range memElems(rest[0], len(operandElems(rest[0])), in.Op) {
			if k >= g.dims {
				break
			}
			f := b.and(fl.read(o, sir.S32), i32c(63))
			offset = b.e(ir.NewOr(offset, b.e(ir.NewShl(f, i32c(int64(8*k))))))
		}
		rest = rest[1:]
	}
	if len(rest) > 0 {
		unsupported("%s with a depth-compare operand", in.Op)
	}
	ctype := sir.F32
	if intCoords {
		ctype = sir.S32
	}
	var layer value.Value
	if g.layered {
		if len(cs) < 1 {
			unsupported("%s.%s without a layer", in.Op, gname)
		}
		layer = fl.read(cs[0], sir.S32)
		cs = cs[1:]
	}
	need := g.dims
	if g.cube {
		need = 3
	}
	if len(cs) < need {
		unsupported("%s.%s with %d coordinates", in.Op, gname, len(cs))
	}
	var coords []value.Value
	for k := 0; k < need; k++ {
		coords = append(coords, fl.read(cs[k], ctype))
	}
	if g.cube {
		if intCoords {
			unsupported("%s.%s with integer coordinates", in.Op, gname)
		}
		x, y, z := coords[0], coords[1], coords[2]
		call := func(n string) value.Value { return b.call("llvm.amdgcn."+n, types.Float, x, y, z) }
		ma := call("cubema")
		inv := b.e(ir.NewFDiv(f32c(1), b.call("llvm.fabs.f32", types.Float, ma)))
		s := b.call("llvm.fma.f32", types.Float, call("cubesc"), inv, f32c(1.5))
		t := b.call("llvm.fma.f32", types.Float, call("cubetc"), inv, f32c(1.5))
		face := call("cubeid")
		if layer != nil {
			face = b.call("llvm.fma.f32", types.Float, b.e(ir.NewUIToFP(layer, types.Float)), f32c(8), face)
			layer = nil
		}
		coords = []value.Value{s, t, face}
	}
	if layer != nil {
		if intCoords {
			coords = append(coords, layer)
		} else {
			// Unsigned, as CUDA clamps the layer (-1 is the last one); the
			// hardware clamps the float slice to the resource's layers.
			coords = append(coords, b.e(ir.NewUIToFP(layer, types.Float)))
		}
	}
	v4f := types.NewVector(4, types.Float)
	dim := imageDim[gname]
	tail := []value.Value{rsrc}
	var name string
	var args []value.Value
	dmask := i32c(15)
	o := ""
	if offset != nil {
		o = ".o"
	}
	// head is the dmask, then the offset of the .o variants.
	head := func(dm value.Value) []value.Value {
		if offset != nil {
			return []value.Value{dm, offset}
		}
		return []value.Value{dm}
	}
	switch {
	case intCoords:
		if in.Op == "tld4" {
			unsupported("tld4 with integer coordinates")
		}
		name = "llvm.amdgcn.image.load." + dim + ".v4f32.i32"
		if lod != nil {
			name = "llvm.amdgcn.image.load.mip." + dim + ".v4f32.i32"
			coords = append(coords, lod)
		}
		args = append(append([]value.Value{dmask}, coords...), tail...)
	case in.Op == "tld4":
		comp := map[string]int64{"r": 1, "g": 2, "b": 4, "a": 8}[in.ModIn("r", "g", "b", "a")]
		name = "llvm.amdgcn.image.gather4" + o + "." + dim + ".v4f32.f32"
		args = append(append(head(i32c(comp)), coords...), rsrc, samp, constant.False)
	case lod != nil:
		name = "llvm.amdgcn.image.sample.l" + o + "." + dim + ".v4f32.f32"
		args = append(append(append(head(dmask), coords...), lod), rsrc, samp, constant.False)
	case grads[0] != nil:
		name = "llvm.amdgcn.image.sample.d" + o + "." + dim + ".v4f32.f32.f32"
		ga := head(dmask)
		for _, gv := range grads {
			if len(gv) < g.dims {
				unsupported("tex.grad with %d gradient components", len(gv))
			}
			for k := 0; k < g.dims; k++ {
				ga = append(ga, fl.read(gv[k], sir.F32))
			}
		}
		args = append(append(ga, coords...), rsrc, samp, constant.False)
	default:
		name = "llvm.amdgcn.image.sample" + o + "." + dim + ".v4f32.f32"
		args = append(append(head(dmask), coords...), rsrc, samp, constant.False)
	}
	args = append(args, i32c(0), i32c(0)) // texfailctrl, cachepolicy
	r := b.call(name, v4f, args...)
	for i, d := range dsts {
		e := b.e(ir.NewExtractElement(r, i32c(int64(i))))
		fl.writeOp(d, b.e(ir.NewBitCast(e, types.I32)), sir.B32)
	}
}
