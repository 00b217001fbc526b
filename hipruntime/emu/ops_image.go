package emu

import (
	"math"
	"math/bits"
	"strings"

	"github.com/llir/llvm/ir"

	"github.com/ptxamd/ptxamd/internal/amdimg"
)

// Image instructions (llvm.amdgcn.image.sample{,.l,.d}, image.load{,.mip},
// image.gather4) and the cube-map helpers (llvm.amdgcn.cube{id,sc,tc,ma}),
// which the translator emits with --tex=image.
//
// The resource (T#) and sampler (S#) are decoded in the GFX10.3 layout
// (package internal/amdimg) whatever the target, over linear storage
// with dense rows. What the hardware's texture unit does is modelled, not
// measured: coordinates times the level's extent when normalised;
// point filtering takes floor(u), bilinear floor(u - 0.5) and the next
// texel with the weight frac(u - 0.5) in float arithmetic (AMD documents
// no fixed-point weight width); the clamp modes per texel index; the
// level of detail of image.sample is 0 (a compute lane has no quad
// derivatives here; the hardware derives them from the 2x2 lane quad),
// of sample.l the operand, of sample.d log2 of the longer gradient in
// texels, each plus the sampler's bias and clamped to its MIN_LOD/MAX_LOD
// and the resource's levels; the mip filter takes the nearest level or
// blends two; formats convert as the ISA guide says (unorm x/(2^n-1),
// snorm max(x/(2^(n-1)-1), -1), integers as integers, f16 widened);
// DST_SEL picks the channels. Cube maps take (sc/|ma| + 1.5,
// tc/|ma| + 1.5, face + 8*layer) as the hardware does.

type imageOp struct {
	kind           string // sample, load, gather4
	dim            string // 1d, 2d, 3d, 1darray, 2darray, cube
	lod, grad, mip bool
	offset         bool // the .o variants: a dword of 6-bit texel offsets first
	offArg         int32
	dmask          uint64
	coords         []int32
	grads          []int32
	lodArg         int32
	rsrc, samp     int32
}

var imageCoords = map[string]int{"1d": 1, "2d": 2, "3d": 3, "1darray": 2, "2darray": 3, "cube": 3}

func init() {
	intrinsics["llvm.amdgcn.image"] = imageCall
	cube := func(f func(x, y, z float64) float64) intrinsic {
		return func(c *compiler, in *ir.InstCall) error {
			return c.elementwise(in, in.Args[:3], func(sc scalar) (op, error) {
				return op{fn: mkTer(func(a, b, cc uint64) uint64 {
					return fput(32, f(fget(32, a), fget(32, b), fget(32, cc)))
				})}, nil
			})
		}
	}
	intrinsics["llvm.amdgcn.cubeid"] = cube(func(x, y, z float64) float64 { f, _, _, _ := cubeFace(x, y, z); return float64(f) })
	intrinsics["llvm.amdgcn.cubesc"] = cube(func(x, y, z float64) float64 { _, s, _, _ := cubeFace(x, y, z); return s })
	intrinsics["llvm.amdgcn.cubetc"] = cube(func(x, y, z float64) float64 { _, _, t, _ := cubeFace(x, y, z); return t })
	intrinsics["llvm.amdgcn.cubema"] = cube(func(x, y, z float64) float64 { _, _, _, m := cubeFace(x, y, z); return m })
}

// cubeFace is V_CUBEID/SC/TC/MA: the face a direction points to (z before
// y before x on ties), the face coordinates and 2 times the major axis.
func cubeFace(x, y, z float64) (face int, sc, tc, ma float64) {
	ax, ay, az := math.Abs(x), math.Abs(y), math.Abs(z)
	switch {
	case az >= ax && az >= ay:
		face, tc, ma = 4, -y, 2*z
		sc = x
		if z < 0 {
			face, sc = 5, -x
		}
	case ay >= ax:
		face, sc, ma = 2, x, 2*y
		tc = z
		if y < 0 {
			face, tc = 3, -z
		}
	default:
		face, tc, ma = 0, -y, 2*x
		sc = -z
		if x < 0 {
			face, sc = 1, z
		}
	}
	return face, sc, tc, ma
}

// imageCall compiles an llvm.amdgcn.image.* call.
func imageCall(c *compiler, in *ir.InstCall) error {
	name := calleeName(in)
	name = strings.TrimPrefix(name, "@")
	f := strings.Split(strings.TrimPrefix(name, "llvm.amdgcn.image."), ".")
	o := &imageOp{}
	i := 0
	o.kind = f[i]
	i++
	if o.kind != "sample" && o.kind != "load" && o.kind != "gather4" {
		return unsupported("%s", name)
	}
	for ; i < len(f); i++ {
		switch f[i] {
		case "l":
			o.lod = true
			continue
		case "d":
			o.grad = true
			continue
		case "mip":
			o.mip = true
			continue
		case "o":
			o.offset = true
			continue
		}
		break
	}
	if i >= len(f) {
		return unsupported("%s", name)
	}
	o.dim = f[i]
	n, ok := imageCoords[o.dim]
	if !ok {
		return unsupported("%s (image dimension %s)", name, o.dim)
	}
	dm, err := needConst(in, 0, "dmask")
	if err != nil {
		return err
	}
	o.dmask = dm
	args := in.Args[1:]
	if o.offset {
		s, err := c.operand(args[0])
		if err != nil {
			return err
		}
		o.offArg, args = s, args[1:]
	}
	g := 0
	if o.grad {
		g = 2 * (n - map[bool]int{true: 1, false: 0}[strings.HasSuffix(o.dim, "array")])
		if o.dim == "cube" {
			return unsupported("%s", name)
		}
	}
	extra := 0
	if o.lod || o.mip {
		extra = 1
	}
	if len(args) < g+n+extra+1 {
		return unsupported("%s with %d arguments", name, len(in.Args))
	}
	ss, err := c.ops(args[:g+n+extra+2]...)
	if err != nil {
		return err
	}
	o.grads, o.coords = ss[:g], ss[g:g+n]
	if extra == 1 {
		o.lodArg = ss[g+n]
	}
	o.rsrc = ss[g+n+extra]
	if o.kind != "load" {
		o.samp = ss[g+n+extra+1]
	}
	c.emit(op{fn: opImage, d: c.vals[in], aux: o, inst: in})
	return nil
}

// imageLane is one lane's view of the resource and sampler.
type imageLane struct {
	x    *exec
	lane int
	r    amdimg.Resource
	s    amdimg.Sampler
	fi   amdimg.FormatInfo
	lay  amdimg.Layout
	off  [3]int // texel offsets (.o variants)
}

func opImage(x *exec, o *op) {
	m := o.aux.(*imageOp)
	res := make([][4]uint64, x.W)
	for mm := x.mask; mm != 0; mm &= mm - 1 {
		L := bits.TrailingZeros64(mm)
		var d [8]uint32
		for k := range d {
			d[k] = uint32(x.regs[int(m.rsrc)+k*x.W+L])
		}
		il := &imageLane{x: x, lane: L, r: amdimg.DecodeResource(d[:])}
		if m.kind != "load" {
			var s [4]uint32
			for k := range s {
				s[k] = uint32(x.regs[int(m.samp)+k*x.W+L])
			}
			il.s = amdimg.DecodeSampler(s[:])
		}
		fi, ok := amdimg.Format(il.r.Format)
		if !ok {
			x.failf(L, "image instruction: resource format %d is not one the emulator decodes", il.r.Format)
		}
		lay, err := amdimg.LayoutOf(il.r)
		if err != nil {
			x.failf(L, "image instruction: %v", err)
		}
		il.fi, il.lay = fi, lay
		arg := func(s int32) uint64 { return x.regs[int(s)+L] }
		argf := func(s int32) float64 { return float64(math.Float32frombits(uint32(arg(s)))) }
		var texel [4]float64
		var raw [4]uint64
		isInt := fi.Kind == amdimg.KindUint || fi.Kind == amdimg.KindSint
		switch m.kind {
		case "load":
			var c [3]int
			for k, s := range m.coords {
				c[k] = int(int32(uint32(arg(s))))
			}
			level := 0
			if m.mip {
				level = int(int32(uint32(arg(m.lodArg))))
			}
			raw = il.load(m.dim, c, level)
		default:
			var c [3]float64
			for k, s := range m.coords {
				c[k] = argf(s)
			}
			lod := 0.0
			switch {
			case m.lod:
				lod = argf(m.lodArg)
			case m.grad:
				nd := len(m.grads) / 2
				var lens [2]float64
				for gi := 0; gi < 2; gi++ {
					for k := 0; k < nd; k++ {
						v := argf(m.grads[gi*nd+k])
						if !il.s.Unnormalized {
							v *= float64(il.extent(k, 0))
						}
						lens[gi] += v * v
					}
				}
				lod = math.Log2(math.Sqrt(math.Max(lens[0], lens[1])))
			}
			if m.offset {
				v := uint32(arg(m.offArg))
				for k := 0; k < 3; k++ {
					il.off[k] = int(int32(v>>(8*k)&63<<26) >> 26)
				}
			}
			texel, raw = il.sample(m, c, lod, isInt)
		}
		for k := 0; k < 4; k++ {
			if isInt || m.kind == "load" {
				res[L][k] = raw[k]
			} else {
				res[L][k] = uint64(math.Float32bits(float32(texel[k])))
			}
		}
	}
	// Results: the dmask's channels in order (gather4: its four texels).
	for i := 0; i < 4; i++ {
		dst := x.outAt(o, i)
		for mm := x.mask; mm != 0; mm &= mm - 1 {
			L := bits.TrailingZeros64(mm)
			dst[L] = res[L][i]
		}
		x.commitAt(o, i)
	}
}

// extent is the texel count of axis k at level lv (of the view).
func (il *imageLane) extent(k, lv int) int {
	l := il.lay.Levels[min(lv, len(il.lay.Levels)-1)]
	switch k {
	case 0:
		return l.Width
	case 1:
		return l.Height
	}
	return l.Depth
}

// channelRaw reads channel c of the texel at (x, y, z) of a layer and
// level, all in range: its bits, sign-extended for signed formats.
func (il *imageLane) channelRaw(lv, x, y, z, layer, c int) uint64 {
	l := il.lay.Levels[lv]
	nb := il.fi.Bits / 8
	addr := il.r.Base + uint64(l.Offset+layer*l.Layer+z*l.Slice+y*l.Row+x*il.lay.TexelBytes+c*nb)
	v := readLE(il.x.span(asGlobal, addr, nb, il.lane, "image read"), nb)
	if il.fi.Kind == amdimg.KindSint || il.fi.Kind == amdimg.KindSnorm {
		v = uint64(sext(v, il.fi.Bits)) & 0xffffffff
	}
	return v
}

// channelFloat converts a raw channel as the format reads.
func (il *imageLane) channelFloat(v uint64) float64 {
	n := il.fi.Bits
	switch il.fi.Kind {
	case amdimg.KindUnorm:
		return float64(v) / float64(uint64(1)<<n-1)
	case amdimg.KindSnorm:
		return math.Max(float64(int32(uint32(v)))/float64(uint64(1)<<(n-1)-1), -1)
	case amdimg.KindFloat:
		if n == 16 {
			return float64(halfToF32(uint16(v)))
		}
		return float64(math.Float32frombits(uint32(v)))
	}
	return float64(int32(uint32(v)))
}

// swizzle applies DST_SEL to the format's channels (missing ones 0, alpha
// 1 as the hardware fills them before the select).
func (il *imageLane) swizzle(ch [4]float64, raw [4]uint64, isInt bool) ([4]float64, [4]uint64) {
	one := uint64(math.Float32bits(1))
	if isInt {
		one = 1
	}
	for k := il.fi.Channels; k < 4; k++ {
		ch[k], raw[k] = 0, 0
		if k == 3 {
			ch[k], raw[k] = 1, one
		}
	}
	var out [4]float64
	var ro [4]uint64
	for k, s := range il.r.DstSel {
		switch s {
		case amdimg.Sel0:
		case amdimg.Sel1:
			out[k], ro[k] = 1, one
		case amdimg.SelX, amdimg.SelY, amdimg.SelZ, amdimg.SelW:
			out[k], ro[k] = ch[s-amdimg.SelX], raw[s-amdimg.SelX]
		}
	}
	return out, ro
}

// layers is the resource's layer count (faces for cube maps).
func (il *imageLane) layers() int { return il.lay.Levels[0].Layers }

// load is image.load: integer coordinates, 0 out of range.
func (il *imageLane) load(dim string, c [3]int, level int) [4]uint64 {
	var zero [4]uint64
	lv := il.r.BaseLevel + level
	if level < 0 || lv >= len(il.lay.Levels) {
		return zero
	}
	l := il.lay.Levels[lv]
	x, y, z, layer := c[0], 0, 0, 0
	switch dim {
	case "2d":
		y = c[1]
	case "3d":
		y, z = c[1], c[2]
	case "1darray":
		layer = c[1]
	case "2darray", "cube":
		y, layer = c[1], c[2]
	}
	if x < 0 || x >= l.Width || y < 0 || y >= l.Height || z < 0 || z >= l.Depth || layer < 0 || layer >= l.Layers {
		return zero
	}
	var raw [4]uint64
	var ch [4]float64
	isInt := il.fi.Kind == amdimg.KindUint || il.fi.Kind == amdimg.KindSint
	for k := 0; k < il.fi.Channels; k++ {
		raw[k] = il.channelRaw(lv, x, y, z, layer, k)
		ch[k] = il.channelFloat(raw[k])
		if !isInt {
			raw[k] = uint64(math.Float32bits(float32(ch[k])))
		}
	}
	_, ro := il.swizzle(ch, raw, isInt)
	return ro
}

// address applies clamp mode m to texel index i of extent n: the index
// and whether the texel is inside (false: border).
func address(i, n, m int) (int, bool) {
	switch m {
	case amdimg.ClampWrap:
		return ((i % n) + n) % n, true
	case amdimg.ClampMirror:
		p := ((i % (2 * n)) + 2*n) % (2 * n)
		if p >= n {
			p = 2*n - 1 - p
		}
		return p, true
	case amdimg.ClampBorder:
		if i < 0 || i >= n {
			return 0, false
		}
		return i, true
	}
	return min(max(i, 0), n-1), true
}

// sample is image.sample and image.gather4.
func (il *imageLane) sample(m *imageOp, c [3]float64, lod float64, isInt bool) ([4]float64, [4]uint64) {
	s := il.s
	dims := map[string]int{"1d": 1, "2d": 2, "3d": 3, "1darray": 1, "2darray": 2, "cube": 2}[m.dim]
	layer := 0
	norm := !s.Unnormalized
	switch m.dim {
	case "1darray":
		layer = int(math.Min(math.RoundToEven(c[1]), 1<<40))
	case "2darray":
		layer = int(math.Min(math.RoundToEven(c[2]), 1<<40))
	case "cube":
		// Face coordinates in [1, 2]; the face (plus 8 per cube).
		id := int(math.Min(math.RoundToEven(c[2]), 1<<40))
		cubes := max(il.layers()/6, 1)
		layer = min(id/8, cubes-1)*6 + id%8
		c[0], c[1] = c[0]-1, c[1]-1
		norm = true
	}
	layer = min(max(layer, 0), il.layers()-1)
	// Level of detail.
	levels := il.r.LastLevel - il.r.BaseLevel + 1
	lod += float64(s.LodBias)
	lod = math.Max(lod, float64(s.MinLod))
	lod = math.Min(lod, float64(s.MaxLod))
	lod = math.Min(math.Max(lod, 0), float64(levels-1))
	l0, l1, w := 0, 0, 0.0
	switch s.MipFilter {
	case amdimg.MipFilterPoint:
		l0 = int(math.Floor(lod + 0.5))
		l1 = l0
	case amdimg.MipFilterLinear:
		l0 = int(math.Floor(lod))
		l1, w = min(l0+1, levels-1), lod-math.Floor(lod)
	}
	if m.kind == "gather4" {
		return il.gather(m, c, dims, layer, norm)
	}
	a, ra := il.filter(c, dims, layer, il.r.BaseLevel+l0, norm, isInt)
	if w == 0 || isInt {
		return il.swizzle(a, ra, isInt)
	}
	b, _ := il.filter(c, dims, layer, il.r.BaseLevel+l1, norm, isInt)
	for k := range a {
		a[k] = (1-w)*a[k] + w*b[k]
	}
	return il.swizzle(a, ra, isInt)
}

// taps computes the texel indices and weights along each axis.
func (il *imageLane) taps(c [3]float64, dims, lv int, norm, linear bool) (i0, i1 [3]int, in0, in1 [3]bool, wt [3]float64) {
	for k := 0; k < dims; k++ {
		n := il.extent(k, lv)
		u := c[k]
		if norm {
			u *= float64(n)
		}
		u += float64(il.off[k])
		if linear {
			u -= 0.5
		}
		f := math.Floor(u)
		wt[k] = u - f
		fi := int(math.Max(math.Min(f, 1<<30), -(1 << 30)))
		i0[k], in0[k] = address(fi, n, il.s.Clamp[k])
		i1[k], in1[k] = address(fi+1, n, il.s.Clamp[k])
	}
	return
}

func (il *imageLane) texel(lv, x, y, z, layer int, inside, isInt bool) ([4]float64, [4]uint64) {
	var ch [4]float64
	var raw [4]uint64
	if !inside {
		// Border colour types 0 and 1: black, transparent or opaque.
		if il.s.BorderType == 1 {
			ch[3] = 1
		}
		return ch, raw
	}
	for k := 0; k < il.fi.Channels; k++ {
		raw[k] = il.channelRaw(lv, x, y, z, layer, k)
		ch[k] = il.channelFloat(raw[k])
	}
	return ch, raw
}

// filter samples level lv with the sampler's filter.
func (il *imageLane) filter(c [3]float64, dims, layer, lv int, norm, isInt bool) ([4]float64, [4]uint64) {
	linear := il.s.MagFilter == amdimg.FilterBilinear && !isInt
	i0, i1, in0, in1, wt := il.taps(c, dims, lv, norm, linear)
	if !linear {
		var idx [3]int
		inside := true
		for k := 0; k < dims; k++ {
			idx[k] = i0[k]
			inside = inside && in0[k]
		}
		return il.texel(lv, idx[0], idx[1], idx[2], layer, inside, isInt)
	}
	var sum [4]float64
	for m := 0; m < 1<<dims; m++ {
		var idx [3]int
		w, inside := 1.0, true
		for k := 0; k < dims; k++ {
			if m>>k&1 == 0 {
				idx[k], inside, w = i0[k], inside && in0[k], w*(1-wt[k])
			} else {
				idx[k], inside, w = i1[k], inside && in1[k], w*wt[k]
			}
		}
		t, _ := il.texel(lv, idx[0], idx[1], idx[2], layer, inside, false)
		for k := range sum {
			sum[k] += w * t[k]
		}
	}
	return sum, [4]uint64{}
}

// gather is image.gather4: one channel (the dmask's bit) of the four
// texels of the bilinear footprint, in the order (i, j+1), (i+1, j+1),
// (i+1, j), (i, j).
func (il *imageLane) gather(m *imageOp, c [3]float64, dims, layer int, norm bool) ([4]float64, [4]uint64) {
	lv := il.r.BaseLevel
	i0, i1, in0, in1, _ := il.taps(c, dims, lv, norm, true)
	comp := bits.TrailingZeros64(m.dmask)
	sel := il.r.DstSel[min(comp, 3)]
	var out [4]float64
	var raw [4]uint64
	isInt := il.fi.Kind == amdimg.KindUint || il.fi.Kind == amdimg.KindSint
	for n, s := range [][2]int{{0, 1}, {1, 1}, {1, 0}, {0, 0}} {
		x, inX := i0[0], in0[0]
		if s[0] == 1 {
			x, inX = i1[0], in1[0]
		}
		y, inY := i0[1], in0[1]
		if s[1] == 1 {
			y, inY = i1[1], in1[1]
		}
		t, r := il.texel(lv, x, y, 0, layer, inX && inY, isInt)
		t, r = il.swizzle(t, r, isInt)
		_ = sel
		out[n], raw[n] = t[min(comp, 3)], r[min(comp, 3)]
		if !isInt {
			raw[n] = uint64(math.Float32bits(float32(out[n])))
		}
	}
	return out, raw
}
