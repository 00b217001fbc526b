package amdgpu

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// Tensor maps and tensor copies (PTX ISA 5.5.8 "Tensor-map", 9.7.9.25.5
// cp.async.bulk.tensor, cp.reduce.async.bulk.tensor,
// cp.async.bulk.prefetch.tensor, 9.7.9.27 tensormap.replace,
// tensormap.cp_fenceproxy).
//
// A tensor map (CUtensorMap) is a 128-byte opaque object. NVIDIA's
// encoding is not documented, so ptxamd defines its own, written by
// tensormap.replace and read by the tensor copies (all fields
// little-endian; a field left at zero means the value 1 for element
// strides):
//
//	0x00 u64     global address
//	0x08 u32[5]  global dimensions (elements)
//	0x1c u32     mode (0 tile, 1 im2col; written by host encoders only)
//	0x20 u64[4]  global strides of dimensions 1..4 (bytes)
//	0x40 u32[5]  box dimensions (elements); in im2col mode:
//	0x40 u32     channels per pixel
//	0x44 u32     pixels per column
//	0x48 s16[3]  bounding-box lower corner (W, H, D)
//	0x4e s16[3]  bounding-box upper corner (W, H, D)
//	0x54 u32[5]  element (traversal) strides
//	0x68 u32     rank - 1, as tensormap.replace.rank writes it
//	0x6c u32     element type (tensormap.replace's codes: 0 u8, 1 u16,
//	             2 u32, 3 s32, 4 u64, 5 s64, 6 f16, 7 f32, 8 f32.ftz,
//	             9 f64, 10 bf16, 11 tf32, 12 tf32.ftz)
//	0x70 u32     interleave layout (0 only)
//	0x74 u32     swizzle mode (0 none, 1 32B, 2 64B, 3 128B)
//	0x78 u32     fill mode (0 zeros, 1 NaN for out-of-bound elements)
//	0x7c u32     swizzle atomicity (accepted, no effect)
//
// A map made on the host is encoded the same way by internal/tensormap
// (the tmap: argspecs of `ptxamd run` and the conformance cases) and by
// the nvcc drop-in's cuTensorMapEncodeTiled/Im2col
// (ccwrap/include/__ptxamd_tensormap.h). Maps built in the kernel, as
// Triton and CUTLASS do (tensormap.replace on a zeroed copy, then
// cp_fenceproxy to global), work as they are.
//
// A tiled copy moves the box, ceil(box[d]/elementStride[d]) elements in
// each dimension d, innermost first, between global memory and a packed
// shared-memory tile; global element (c[d] + i[d]*elementStride[d]) of
// each dimension is read or written, and elements outside the tensor read
// as the fill value (zeros, or NaN: the H100 writes the 16-bit pattern
// 0x7ff7 in every element, which is a NaN of every float type) and are
// not written, except that stores and reductions clip the innermost
// dimension at the next 16-byte boundary (the H100 wrote the elements
// between the end of a 50-float row and the 52-float stride). A swizzled
// tile starts each row (box row, or im2col pixel) at a multiple of the
// swizzle span, padding rows narrower than it (recorded:
// tma_tile_swz32_narrow, tma_im2col_3d_swz128_narrow), and permutes the
// 16-byte chunks of each shared address: 128B swizzle XORs address bits
// 4-6 with bits 7-9, 64B bits 4-5 with bits 7-8, 32B bit 4 with bit 7 (the
// tile is 1024-byte aligned, so this is the CUDA programming guide's
// pattern). Im2col mode is described at im2colGeometry. Like the bulk copies, the
// copy is synchronous and a load then does complete_tx with the box's
// bytes on its mbarrier. A tensor reduction applies its operation with one
// atomic per element, typed by the map's element type.

// Offsets of the fields of ptxamd's tensor map.
const (
	tmapAddr       = 0x00
	tmapDims       = 0x08
	tmapStrides    = 0x20
	tmapBox        = 0x40
	tmapElemStride = 0x54
	tmapRank       = 0x68
	tmapElemType   = 0x6c
	tmapInterleave = 0x70
	tmapSwizzle    = 0x74
	tmapFill       = 0x78
	tmapAtomicity  = 0x7c
	tmapMode       = 0x1c // im2col maps (package internal/tensormap)
	tmapChannels   = 0x40
	tmapPixels     = 0x44
	tmapLower      = 0x48
	tmapUpper      = 0x4e
)

// tmapElemLog2 packs log2 of the element size of element-type codes 0..12
// in two bits each.
var tmapElemLog2 = func() int64 {
	lg := []int64{0, 1, 2, 2, 3, 3, 1, 2, 2, 3, 1, 2, 2}
	var k int64
	for i, l := range lg {
		k |= l << (2 * i)
	}
	return k
}()

func init() {
	lowerTable["tensormap"] = (*fnLowerer).lowerTensormap
	documentOp("tensormap", ".replace.tile (global_address, rank, box_dim, global_dim, global_stride, element_stride, elemtype, interleave_layout, swizzle_mode, swizzle_atomicity, fill_mode) in .global or .shared::cta; .cp_fenceproxy global←shared::cta",
		"a 128-byte tensor map of ptxamd's own layout (see amdgpu/lower_tma.go); cp_fenceproxy is a copy")
}

// lowerTensormap: tensormap.replace.tile.field{.space}.b1024.type [map],
// {ord,} value and tensormap.cp_fenceproxy.global.shared::cta.
// tensormap::generic.release.scope.sync.aligned [dst], [src], 128.
func (fl *fnLowerer) lowerTensormap(in *sir.Inst) {
	ops := allOperands(in)
	if in.Has("cp_fenceproxy") {
		checkMods(in, "cp_fenceproxy", "global", "shared::cta", "tensormap::generic", "release", "cta", "cluster", "gpu", "sys", "sync", "aligned")
		if len(ops) != 3 || !in.Has("global") || !in.Has("shared::cta") {
			unsupported("tensormap.cp_fenceproxy.global.shared::cta takes [dst], [src], 128")
		}
		if n, ok := ops[2].(*sir.Imm); !ok || n.Bits != 128 {
			unsupported("tensormap.cp_fenceproxy copies 128 bytes")
		}
		fl.bulkCopy(fl.address(ops[0], sir.SpaceGlobal), fl.address(ops[1], sir.SpaceShared), constant.NewInt(types.I32, 128))
		fl.fence(enum.AtomicOrderingRelease, "agent")
		return
	}
	fields := []string{"global_address", "rank", "box_dim", "global_dim", "global_stride", "element_stride",
		"elemtype", "interleave_layout", "swizzle_mode", "swizzle_atomicity", "fill_mode"}
	checkMods(in, append([]string{"replace", "tile", "global", "shared::cta", "b1024"}, fields...)...)
	if !in.Has("replace") || !in.Has("tile") || !in.Has("b1024") {
		unsupported("tensormap form (tensormap.replace.tile and tensormap.cp_fenceproxy are supported)")
	}
	sp := sir.SpaceGlobal
	if in.Has("shared::cta") {
		sp = sir.SpaceShared
	}
	field := in.ModIn(fields...)
	ordinal := func() int64 {
		if len(ops) != 3 {
			unsupported("tensormap.replace.%s takes [map], ordinal, value", field)
		}
		o, ok := ops[1].(*sir.Imm)
		if !ok {
			unsupported("tensormap.replace ordinal must be a constant")
		}
		return int64(o.Bits)
	}
	var off, bits int64 = 0, 32
	switch field {
	case "global_address":
		off, bits = tmapAddr, 64
	case "rank":
		off = tmapRank
	case "box_dim", "global_dim", "element_stride":
		o := ordinal()
		if o < 0 || o > 4 {
			unsupported("tensormap.replace.%s ordinal %d", field, o)
		}
		base := map[string]int64{"box_dim": tmapBox, "global_dim": tmapDims, "element_stride": tmapElemStride}[field]
		off = base + 4*o
	case "global_stride":
		o := ordinal()
		if o < 0 || o > 3 {
			unsupported("tensormap.replace.global_stride ordinal %d", o)
		}
		off, bits = tmapStrides+8*o, 64
	case "elemtype":
		off = tmapElemType
	case "interleave_layout":
		off = tmapInterleave
	case "swizzle_mode":
		off = tmapSwizzle
	case "swizzle_atomicity":
		off = tmapAtomicity
	case "fill_mode":
		off = tmapFill
	default:
		unsupported("tensormap.replace without a field")
	}
	if field != "box_dim" && field != "global_dim" && field != "element_stride" && field != "global_stride" && len(ops) != 2 {
		unsupported("tensormap.replace.%s takes [map], value", field)
	}
	t := sir.B32
	if bits == 64 {
		t = sir.B64
	}
	if instType(in).Bits != t.Bits {
		unsupported("tensormap.replace.%s takes .b%d", field, t.Bits)
	}
	v := fl.read(ops[len(ops)-1], t)
	p := fl.offsetPtr(fl.address(ops[0], sp), off)
	s := llvmx.NewStore(v, p)
	s.Align = ir.Align(bits / 8)
	fl.add(s)
}

// tmapLoad reads the u32 or u64 field at off of the tensor map at m.
func (fl *fnLowerer) tmapLoad(m value.Value, off int64, it *types.IntType) value.Value {
	l := llvmx.NewLoad(it, fl.offsetPtr(m, off))
	l.Align = ir.Align(it.BitSize / 8)
	fl.add(l)
	return l
}

// lowerCpBulkTensor: cp.async.bulk.tensor.Nd loads, stores, reductions and
// prefetches in tile mode and im2col mode (.im2col loads and prefetches,
// .im2col_no_offs stores and reductions).
func (fl *fnLowerer) lowerCpBulkTensor(in *sir.Inst) {
	dims := []string{"1d", "2d", "3d", "4d", "5d"}
	checkMods(in, append(append(append([]string{"tensor", "tile", "im2col", "im2col::w", "im2col::w::128", "im2col_no_offs", "tile::gather4", "tile::scatter4"}, bulkMods...), dims...), bulkRedOps...)...)
	if m := in.ModIn("im2col::w", "im2col::w::128", "tile::gather4", "tile::scatter4"); m != "" {
		unsupported("cp.async.bulk.tensor .%s: an sm_100a (Blackwell) form that ptxas rejects for sm_90a, so no H100 recording can check it; ptxamd supports .tile, .im2col and .im2col_no_offs", m)
	}
	rank := 0
	for i, d := range dims {
		if in.Has(d) {
			rank = i + 1
		}
	}
	if rank == 0 {
		unsupported("cp.async.bulk.tensor without a dimension (.1d-.5d)")
	}
	im2col := in.Has("im2col") || in.Has("im2col_no_offs")
	if im2col && rank < 3 {
		unsupported("cp.async.bulk.tensor .%s needs 3 to 5 dimensions", in.ModIn("im2col", "im2col_no_offs"))
	}
	// im2colOffsets reads im2col mode's offsets operand ({W[, H[, D]]},
	// 16-bit values, rank-2 of them) as i32s.
	im2colOffsets := func(o sir.Operand) []value.Value {
		vs := vecOperand(o, rank-2, "im2col offsets")
		out := make([]value.Value, len(vs))
		for i, v := range vs {
			out[i] = ib{fl}.ext(fl.read(v, sir.S16), types.I32, true)
		}
		return out
	}
	noOffs := func() []value.Value {
		if !in.Has("im2col_no_offs") {
			return nil
		}
		out := make([]value.Value, rank-2)
		for i := range out {
			out[i] = ci(types.I32, 0)
		}
		return out
	}
	ops := allOperands(in)
	tensorOperand := func(o sir.Operand) (value.Value, []value.Value) {
		tu, ok := o.(*sir.Tuple)
		if !ok || len(tu.Elems) != 2 {
			unsupported("cp.async.bulk.tensor needs [tensorMap, {coordinates}]")
		}
		cs := vecOperand(tu.Elems[1], rank, "tensor coordinates")
		coords := make([]value.Value, rank)
		for i, c := range cs {
			coords[i] = fl.read(c, sir.S32)
		}
		// The map is a generic address (or a kernel parameter's name).
		var m value.Value
		switch x := tu.Elems[0].(type) {
		case *sir.Sym:
			if x.Kind != sir.SymParam {
				unsupported("tensor map operand %s", x.Name)
			}
			m = fl.kernargPtr(x.Name, 0)
		default:
			m = fl.address(&sir.Addr{Base: x}, sir.SpaceGeneric)
		}
		return m, coords
	}
	if in.Has("prefetch") {
		checkMods(in, append([]string{"async", "bulk", "prefetch", "tensor", "L2", "global", "tile", "im2col", "L2::cache_hint"}, dims...)...)
		n := 1
		if in.Has("im2col") {
			n++
		}
		if in.Has("L2::cache_hint") {
			n++
		}
		if len(ops) != n {
			unsupported("cp.async.bulk.prefetch.tensor takes [tensorMap, {coordinates}]%s%s", map[bool]string{true: ", {im2colOffsets}"}[in.Has("im2col")], map[bool]string{true: ", policy"}[in.Has("L2::cache_hint")])
		}
		tensorOperand(ops[0])
		if in.Has("im2col") {
			im2colOffsets(ops[1])
		}
		return
	}
	var spaces []string
	for _, m := range in.Mods {
		switch m {
		case "global", "shared", "shared::cta", "shared::cluster":
			spaces = append(spaces, m)
		}
	}
	if len(spaces) != 2 {
		unsupported("cp.async.bulk.tensor needs a destination and a source state space")
	}
	load := spaces[0] != "global"
	if load {
		if spaces[1] != "global" || !in.Has("mbarrier::complete_tx::bytes") || in.Has("reduce") {
			unsupported("cp.async.bulk.tensor into shared memory: .shared::cluster.global.mbarrier::complete_tx::bytes")
		}
		if in.Has("im2col_no_offs") {
			unsupported("cp.async.bulk.tensor .im2col_no_offs is for stores and reductions; a load takes .im2col")
		}
		n, next := 3, 3
		if in.Has("im2col") {
			n++
			next++
		}
		if in.Has("multicast::cluster") {
			n++
		}
		if in.Has("L2::cache_hint") {
			n++
		}
		if len(ops) != n {
			unsupported("cp.async.bulk.tensor load takes [dst], [tensorMap, {coordinates}], [mbar]%s%s%s", map[bool]string{true: ", {im2colOffsets}"}[in.Has("im2col")],
				map[bool]string{true: ", ctaMask"}[in.Has("multicast::cluster")], map[bool]string{true: ", policy"}[in.Has("L2::cache_hint")])
		}
		m, coords := tensorOperand(ops[1])
		var offs []value.Value
		if in.Has("im2col") {
			offs = im2colOffsets(ops[3])
		}
		smem := fl.address(ops[0], sir.SpaceShared)
		if in.Has("multicast::cluster") && fl.cluster != nil {
			mb := fl.address(ops[2], sir.SpaceShared)
			fl.multicast(fl.read(ops[next], sir.U16), func(to func(value.Value) value.Value) {
				bytes := fl.tensorCopy(m, coords, to(smem), tensorLoad, atomic{}, offs)
				fl.mbarrierUpdate(to(mb), nil, fl.emit(ir.NewSub(constant.NewInt(types.I64, 0), fl.emit(ir.NewZExt(bytes, types.I64)))), false)
			})
			return
		}
		bytes := fl.tensorCopy(m, coords, smem, tensorLoad, atomic{}, offs)
		fl.mbarrierUpdate(fl.address(ops[2], sir.SpaceShared), nil, fl.emit(ir.NewSub(constant.NewInt(types.I64, 0), fl.emit(ir.NewZExt(bytes, types.I64)))), false)
		return
	}
	if !in.Has("bulk_group") {
		unsupported("cp.async.bulk.tensor into global memory needs .bulk_group")
	}
	if in.Has("im2col") {
		unsupported("cp.async.bulk.tensor .im2col is for loads; a store or reduction takes .im2col_no_offs")
	}
	n := 2
	if in.Has("L2::cache_hint") {
		n++
	}
	if len(ops) != n {
		unsupported("cp.async.bulk.tensor store takes [tensorMap, {coordinates}], [src]")
	}
	m, coords := tensorOperand(ops[0])
	smem := fl.address(ops[1], sir.SpaceShared)
	if in.Has("reduce") {
		op := in.ModIn(bulkRedOps...)
		if op == "" {
			unsupported("cp.reduce.async.bulk.tensor without an operation")
		}
		fl.tensorCopy(m, coords, smem, tensorReduce, atomic{op: op, ord: enum.AtomicOrderingMonotonic, scope: "agent"}, noOffs())
		return
	}
	fl.tensorCopy(m, coords, smem, tensorStore, atomic{}, noOffs())
}

type tensorDir int

const (
	tensorLoad tensorDir = iota
	tensorStore
	tensorReduce
)

// tensorCopy moves the box at coords of the tensor map at m between global
// memory and the shared tile at smem, and returns the box's size in bytes
// (i32). offs, when not nil, are im2col mode's offsets (i32 each, rank-2 of
// them; zeros for .im2col_no_offs): the copy is then an im2col copy.
func (fl *fnLowerer) tensorCopy(m value.Value, coords []value.Value, smem value.Value, dir tensorDir, red atomic, offs []value.Value) value.Value {
	b := ib{fl}
	rank := len(coords)
	base := fl.tmapLoad(m, tmapAddr, types.I64)
	etype := fl.tmapLoad(m, tmapElemType, types.I32)
	lg := b.and(b.lshr(ci(types.I32, tmapElemLog2), b.shl(etype, ci(types.I32, 1))), ci(types.I32, 3))
	esz := b.shl(ci(types.I32, 1), lg)
	swz := fl.tmapLoad(m, tmapSwizzle, types.I32)
	fill := fl.tmapLoad(m, tmapFill, types.I32)
	dimv := make([]value.Value, rank)
	estr := make([]value.Value, rank)
	strides := make([]value.Value, rank) // bytes, i64
	for d := 0; d < rank; d++ {
		dimv[d] = fl.tmapLoad(m, tmapDims+4*int64(d), types.I32)
		es := fl.tmapLoad(m, tmapElemStride+4*int64(d), types.I32)
		estr[d] = b.sel(b.cmp(enum.IPredEQ, es, ci(types.I32, 0)), ci(types.I32, 1), es)
		if d == 0 {
			strides[d] = b.ext(esz, types.I64, false)
		} else {
			strides[d] = fl.tmapLoad(m, tmapStrides+8*int64(d-1), types.I64)
		}
	}
	// inner clips dimension 0 for stores and reductions: they write up to
	// the next 16-byte boundary, as recorded on the H100.
	inner := func(g value.Value) value.Value {
		lim := dimv[0]
		if dir != tensorLoad {
			lim = b.lshr(b.and(b.add(b.shl(lim, lg), ci(types.I32, 15)), ci(types.I32, -16)), lg)
		}
		return b.cmp(enum.IPredULT, g, lim)
	}
	var total, rowElems value.Value // elements in the tile, in one row of it
	// locate gives the global byte offset (i64, of the element's first
	// byte) and whether it is inside the tensor, for tile element n.
	var locate func(n value.Value) (value.Value, value.Value)
	if offs == nil {
		total = ci(types.I32, 1)
		boxn := make([]value.Value, rank) // elements of the tile along d
		for d := 0; d < rank; d++ {
			bx := fl.tmapLoad(m, tmapBox+4*int64(d), types.I32)
			boxn[d] = b.udiv(b.add(bx, b.sub(estr[d], ci(types.I32, 1))), estr[d])
			total = b.mul(total, boxn[d])
		}
		rowElems = boxn[0]
		locate = func(n value.Value) (value.Value, value.Value) {
			rem := n
			inb := value.Value(constant.True)
			goff := value.Value(ci(types.I64, 0))
			for d := 0; d < rank; d++ {
				id := b.urem(rem, boxn[d])
				rem = b.udiv(rem, boxn[d])
				g := b.add(coords[d], b.mul(id, estr[d]))
				if d == 0 {
					inb = inner(g)
				} else {
					inb = b.and(inb, b.cmp(enum.IPredULT, g, dimv[d]))
				}
				goff = b.add(goff, b.mul(b.ext(g, types.I64, true), strides[d]))
			}
			return goff, inb
		}
	} else {
		total, rowElems, locate = fl.im2colGeometry(m, coords, offs, dimv, estr, strides, inner)
	}
	bytes := b.shl(total, lg)
	smemBase := fl.emit(ir.NewPtrToInt(smem, types.I32))
	// One iteration per byte of the tile: element n = i >> lg, byte i & (esz-1);
	// a reduction goes element by element.
	step := int64(1)
	limit := bytes
	if dir == tensorReduce {
		limit = total
	}
	fl.bulkLoop(limit, step, func(i value.Value) {
		n, byteIdx := i, value.Value(ci(types.I32, 0))
		if dir != tensorReduce {
			n = b.lshr(i, lg)
			byteIdx = b.and(i, b.sub(esz, ci(types.I32, 1)))
		}
		goff, inb := locate(n)
		goff = b.add(goff, b.ext(byteIdx, types.I64, false))
		// Shared address of this byte, swizzled: with a swizzle, each row
		// of the tile starts a new swizzle span (the H100 pads narrower
		// rows, tma_tile_swz32_narrow).
		pitch := b.sel(b.cmp(enum.IPredEQ, swz, ci(types.I32, 0)), b.shl(rowElems, lg), b.shl(ci(types.I32, 16), swz))
		sa := b.add(smemBase, b.add(b.add(b.mul(b.udiv(n, rowElems), pitch), b.shl(b.urem(n, rowElems), lg)), byteIdx))
		sa = fl.swizzle(sa, swz)
		sp := fl.emit(ir.NewIntToPtr(sa, llvmx.Ptr(llvmx.Local)))
		gp := fl.emit(ir.NewIntToPtr(b.add(base, goff), llvmx.Ptr(llvmx.Generic)))
		switch dir {
		case tensorLoad:
			yes := fl.newBlock("tma.in")
			no := fl.newBlock("tma.out")
			join := fl.newBlock("tma.join")
			fl.cur.NewCondBr(inb, yes, no)
			fl.cur = yes
			v := llvmx.NewLoad(types.I8, gp)
			v.Align = 1
			fl.add(v)
			fl.cur.NewBr(join)
			fl.cur = no
			// NaN fill: 0x7ff7 in every 16 bits.
			nanByte := b.sel(b.cmp(enum.IPredEQ, b.and(byteIdx, ci(types.I32, 1)), ci(types.I32, 0)), ci(types.I8, 0xf7), ci(types.I8, 0x7f))
			isNaN := b.and(b.cmp(enum.IPredEQ, fill, ci(types.I32, 1)), b.cmp(enum.IPredUGE, etype, ci(types.I32, 6)))
			f := b.sel(isNaN, nanByte, ci(types.I8, 0))
			noEnd := fl.cur
			fl.cur.NewBr(join)
			fl.cur = join
			phi := &ir.InstPhi{Typ: types.I8, Incs: []*ir.Incoming{{X: v, Pred: yes}, {X: f, Pred: noEnd}}}
			fl.add(phi)
			s := llvmx.NewStore(phi, sp)
			s.Align = 1
			fl.add(s)
		case tensorStore:
			yes := fl.newBlock("tma.in")
			join := fl.newBlock("tma.join")
			fl.cur.NewCondBr(inb, yes, join)
			fl.cur = yes
			v := llvmx.NewLoad(types.I8, sp)
			v.Align = 1
			fl.add(v)
			s := llvmx.NewStore(v, gp)
			s.Align = 1
			fl.add(s)
			fl.cur.NewBr(join)
			fl.cur = join
		case tensorReduce:
			yes := fl.newBlock("tma.in")
			join := fl.newBlock("tma.join")
			fl.cur.NewCondBr(inb, yes, join)
			fl.cur = yes
			fl.tensorReduceElem(gp, sp, etype, red)
			fl.cur.NewBr(join)
			fl.cur = join
		}
	})
	return bytes
}

// swizzle applies the tensor map's swizzle mode (0-3, an i32) to the
// shared address a (i32).
func (fl *fnLowerer) swizzle(a, mode value.Value) value.Value {
	b := ib{fl}
	// mode 1 (32B): 1 bit, 2 (64B): 2 bits, 3 (128B): 3 bits of bits 7.. into bits 4..
	mask := b.sub(b.shl(ci(types.I32, 1), mode), ci(types.I32, 1))
	x := b.and(b.lshr(a, ci(types.I32, 7)), mask)
	return b.xor(a, b.shl(x, ci(types.I32, 4)))
}

// tensorReduceElem applies red to the global element at gp with the
// shared element at sp, typed at run time by the map's element type.
func (fl *fnLowerer) tensorReduceElem(gp, sp, etype value.Value, red atomic) {
	types16 := []struct {
		code int64
		t    sir.Type
	}{{2, sir.U32}, {3, sir.S32}, {4, sir.U64}, {5, sir.S64}, {6, sir.F16}, {7, sir.F32}, {8, sir.F32}, {9, sir.F64}, {10, sir.BF16}}
	join := fl.newBlock("tma.red.join")
	bad := fl.newBlock("tma.red.bad")
	var cases []*ir.Case
	from := fl.cur
	for _, e := range types16 {
		a := red
		a.t = e.t
		if a.op == "and" || a.op == "or" || a.op == "xor" {
			if !e.t.IsInt() {
				continue
			}
			a.t = sir.Type{Kind: sir.KindBits, Bits: e.t.Bits}
		}
		if !bulkRedSupported(a) {
			continue
		}
		blk := fl.newBlock("tma.red")
		cases = append(cases, ir.NewCase(constant.NewInt(types.I32, e.code), blk))
		fl.cur = blk
		it := types.NewInt(uint64(e.t.Bits))
		l := llvmx.NewLoad(it, sp)
		l.Align = ir.Align(e.t.Bits / 8)
		fl.add(l)
		fl.atomRMW(gp, a, l)
		fl.cur.NewBr(join)
	}
	from.NewSwitch(etype, bad, cases...)
	fl.cur = bad
	fl.trap()
	fl.cur = join
}

// bulkRedSupported reports whether atomRMW has operation a.op for a.t.
func bulkRedSupported(a atomic) bool {
	t := a.t
	switch a.op {
	case "add":
		return t.IsInt() && !(t == sir.S64) || t == sir.F32 || t == sir.F64 || t == sir.F16 || t == sir.BF16
	case "min", "max":
		return t.IsInt()
	case "inc", "dec":
		return t == sir.U32
	case "and", "or", "xor":
		return true
	}
	return false
}

// im2colGeometry is tensorCopy's im2col mode (PTX ISA 5.5.4): the tile is
// Pixels-per-Column rows of Channels-per-Pixel consecutive elements of
// dimension 0 from coords[0] (its element stride is ignored, as the H100
// did). The pixels are visited in the
// bounding box of the spatial dimensions 1..rank-2 (W, H, D), from
// lowerCorner to dims-1+upperCorner, starting at the coordinates: W
// advances by its element stride and, past the box, returns to the lower
// corner and carries into H, H into D, D into the batch dimension (rank-1,
// by its element stride). A visited pixel reads the tensor at its position
// plus the im2col offsets; elements outside the tensor are filled.
func (fl *fnLowerer) im2colGeometry(m value.Value, coords, offs, dimv, estr, strides []value.Value, inner func(value.Value) value.Value) (value.Value, value.Value, func(value.Value) (value.Value, value.Value)) {
	b := ib{fl}
	i32 := types.I32
	rank := len(coords)
	chans := fl.tmapLoad(m, tmapChannels, i32)
	pixels := fl.tmapLoad(m, tmapPixels, i32)
	row := chans // elements per pixel: the element stride of dimension 0 does not apply (tma_im2col_3d_cstride2)
	total := b.mul(row, pixels)
	corner := func(off int64) value.Value {
		return b.ext(fl.tmapLoad(m, off, types.I16), i32, true)
	}
	type span struct{ lo, hi, first, count value.Value }
	spans := make([]span, rank-2)
	zero, one := ci(i32, 0), ci(i32, 1)
	for s := 1; s <= rank-2; s++ {
		lo := corner(tmapLower + 2*int64(s-1))
		hi := b.add(b.sub(dimv[s], one), corner(tmapUpper+2*int64(s-1)))
		e := estr[s]
		// Positions in a whole pass of the box, and in the first (partial)
		// pass from the start coordinate; a start past the box has none.
		cnt := b.sel(b.cmp(enum.IPredSLT, hi, lo), one, b.add(b.udiv(b.sub(hi, lo), e), one))
		first := b.sel(b.cmp(enum.IPredSGT, coords[s], hi), zero, b.add(b.udiv(b.sub(hi, coords[s]), e), one))
		spans[s-1] = span{lo, hi, first, cnt}
	}
	locate := func(n value.Value) (value.Value, value.Value) {
		p := b.udiv(n, row)
		c := b.add(coords[0], b.urem(n, row))
		inb := inner(c)
		goff := b.mul(b.ext(c, types.I64, true), strides[0])
		k := p // steps still to take in the current dimension
		for s := 1; s <= rank-2; s++ {
			sp := spans[s-1]
			inFirst := b.cmp(enum.IPredULT, k, sp.first)
			q := b.sub(k, sp.first)
			v := b.sel(inFirst, b.add(coords[s], b.mul(k, estr[s])), b.add(sp.lo, b.mul(b.urem(q, sp.count), estr[s])))
			k = b.sel(inFirst, zero, b.add(one, b.udiv(q, sp.count)))
			x := b.add(v, offs[s-1])
			inb = b.and(inb, b.cmp(enum.IPredULT, x, dimv[s]))
			goff = b.add(goff, b.mul(b.ext(x, types.I64, true), strides[s]))
		}
		nb := b.add(coords[rank-1], b.mul(k, estr[rank-1]))
		inb = b.and(inb, b.cmp(enum.IPredULT, nb, dimv[rank-1]))
		goff = b.add(goff, b.mul(b.ext(nb, types.I64, true), strides[rank-1]))
		return goff, inb
	}
	return total, row, locate
}
