// Package amdgpu lowers SIR to AMDGPU LLVM IR, built in memory with
// github.com/llir/llvm and printed as LLVM-15-compatible text with opaque
// pointers (see package llvmx).
//
// Registers become SSA values: the lowering builds SSA form directly
// (Braun et al., "Simple and Efficient Construction of Static Single
// Assignment Form", CC 2013), so the output needs no mem2reg pass and the
// emulator runs it without private-memory traffic. Every PTX register is
// held as an integer of its width (i1 for predicates); an instruction that
// reads it as a float bitcasts, which instcombine folds away.
//
// Kernel parameters are `ptr addrspace(4) byref([N x i8])` arguments: a
// pointer into the kernel argument segment, so that ld.param of any type at
// any offset is a load from constant memory (s_load on the GPU). Launch
// geometry comes from the HSA dispatch packet (AMDGPUUsage, "Kernel
// Dispatch"): %ntid from workgroup_size_*, %nctaid from grid_size_* divided
// by it.
package amdgpu

import (
	"fmt"
	"sort"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/internal/diag"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// Options select the target of a lowering.
type Options struct {
	Arch     string // gfx target, e.g. "gfx90a"
	WaveSize int    // 32 or 64
	// Features is the "target-features" attribute value, e.g. "+wavefrontsize64".
	Features string
	// CodeObjectVersion is the AMDHSA code object version, 4, 5 or 6 (0:
	// DefaultCodeObjectVersion); the module flag amdhsa_code_object_version
	// is 100 times it. It decides where %ntid and %nctaid come from: the
	// v5 hidden kernel arguments, or before v5 the dispatch packet.
	CodeObjectVersion int
	// FastNaN skips making NaN results NVIDIA's (the canonical 0x7fffffff
	// of f32 arithmetic, f64's operand priority): a NaN stays a NaN, but its
	// payload and sign are the AMD hardware's. Off by default: every float
	// instruction gives the H100's bits.
	FastNaN bool
	// FastApprox computes the approximations that otherwise reproduce
	// the H100's unit: ex2/tanh .approx on f16 and bf16 in f32, rounded
	// once (lower_approx16.go), and the f32 rcp, rsqrt, sqrt, ex2, lg2,
	// tanh, sin and cos .approx (and div.approx/div.full, which use rcp)
	// and the f64 rcp/rsqrt.approx.ftz computed (lower_approx32.go): no
	// tables (up to 4 MiB of constants), no loads, results up to an ulp
	// away (rsqrt two; sin, cos and lg2 a few 2^-24; tanh about 2^-16
	// relative).
	FastApprox bool
	// Mma selects how mma.sync is computed: "auto" or "" (MmaAuto: the
	// matrix units where the target has them), "hw" (MmaHW) or "exact"
	// (MmaExact: NVIDIA's bits, in software). See lower_mma_hw.go.
	Mma string
	// Tex selects how textures are read: "soft" or "" (TexSoft: ptxamd's
	// descriptors and software sampler) or "image" (TexImage: HIP texture
	// objects and AMD's image instructions). See lower_tex_image.go.
	Tex string
	// SharedInGlobal names the kernels whose .shared memory lives in a
	// device buffer the runtime passes (one slice per workgroup) instead
	// of LDS, for launches that ask for more shared memory than the
	// target's LDS (lower_shared_global.go); AllKernels names every kernel.
	SharedInGlobal []string
}

// DefaultCodeObjectVersion is the code object version ptxamd emits
// unless told otherwise: clang's default since LLVM 17 and ROCm 6's. ROCm
// 5.2's HIP runtime knows it (libamdhip64 5.2 fills the v5 hidden
// arguments and logs "Using Code Object V5") and its device libraries
// ship oclc_abi_version_500; no AMD GPU has run one of ours yet.
const DefaultCodeObjectVersion = 5

// CheckCodeObjectVersion reports whether v is a version ptxamd emits.
func CheckCodeObjectVersion(v int) error {
	if v != 4 && v != 5 && v != 6 {
		return fmt.Errorf("code object version %d is not supported (want 4, 5 or 6)", v)
	}
	return nil
}

// KernelInfo describes a lowered kernel for the runtime.
type KernelInfo struct {
	Name           string
	Params         []ParamInfo
	ArgSegmentSize int
	// StaticLDS is the static .shared memory of one CTA, as PTX declares it:
	// the kernel's own and the module-scope variables it (or a function it
	// calls) names.
	StaticLDS int
	// Cluster is the kernel's thread-block cluster shape (.reqnctapercluster),
	// 1,1,1 for a cluster of one: the runtime runs each cluster as one
	// workgroup of Cluster[0]·Cluster[1]·Cluster[2] CTAs stacked along z.
	Cluster [3]int
	// SharedInGlobal is set for a kernel whose shared memory lives in
	// global memory (Options.SharedInGlobal): the runtime allocates the
	// window and passes it as the hidden parameter SharedWindowParam,
	// SharedWindowStatic plus the launch's dynamic shared bytes per
	// workgroup, and launches it with no dynamic LDS.
	SharedInGlobal     bool
	SharedWindowStatic int
	// OwnLDS is the LDS the translator adds for the kernel (named
	// barriers, bar.red's counter); ExternShared is set when the module
	// declares dynamic shared memory (.extern .shared). See MinLDS.
	OwnLDS       int
	ExternShared bool
}

// MinLDS is the least LDS one workgroup of kernel k takes when launched
// with dynamic bytes of dynamic shared memory per CTA with its shared
// memory in LDS: the static variables of each CTA of a cluster, the
// translator's own words, then, when the module has static LDS and
// dynamic shared memory, the dynamic array at DynamicSharedAlign after
// them. Every code generator's layout (and the emulator's) takes at
// least this much; a launch above the target's LDS cannot run in LDS.
func (k KernelInfo) MinLDS(dynamic int) int {
	n := max(k.Cluster[0]*k.Cluster[1]*k.Cluster[2], 1)
	static := n*k.StaticLDS + k.OwnLDS
	if dynamic > 0 && k.ExternShared && static > 0 {
		static = sir.AlignUp(static, DynamicSharedAlign)
	}
	return static + n*dynamic
}

// ParamInfo is one kernel parameter: its place in the argument segment.
type ParamInfo struct {
	Name                string
	Size, Align, Offset int
	// Pointer is true for 64-bit parameters (they may hold device pointers).
	Pointer bool
	// Hidden marks a parameter added by the translator (see SingleBlockParam).
	Hidden bool
}

// SingleBlockParam is the hidden last parameter of a kernel translated for
// warp mode "single": the PTX block size (three u32), which the runtime
// passes because the hardware block is laid out differently.
const SingleBlockParam = "__ptxamd_ptx_block"

// DynamicSharedParam is the hidden parameter of a kernel that reads
// %dynamic_smem_size, %total_smem_size or %aggr_smem_size: the launch's
// dynamic shared memory in bytes (u32), which the runtime passes.
const DynamicSharedParam = "__ptxamd_dynamic_smem"

type hiddenParam struct {
	name string
	size int
}

// hiddenParams lists the parameters the translator appends to kernel f,
// in order.
func (lw *lowerer) hiddenParams(f *sir.Func) []hiddenParam {
	if !f.Kernel {
		return nil
	}
	var hs []hiddenParam
	if lw.single() {
		hs = append(hs, hiddenParam{SingleBlockParam, 12})
	}
	if readsSpecial(f, "dynamic_smem_size", "total_smem_size", "aggr_smem_size") || (clusterSize(f) > 1 && !lw.single() && lw.externShared()) {
		hs = append(hs, hiddenParam{DynamicSharedParam, 4})
	}
	if lw.sharedInGlobal(f) {
		hs = append(hs, hiddenParam{SharedWindowParam, sharedWindowParamSize})
	}
	if lw.callsDeviceBuiltin(f, "vprintf", "__assertfail") {
		hs = append(hs, hiddenParam{PrintfParam, 8})
	}
	return hs
}

// readsSpecial reports whether f reads any of the named special registers.
func readsSpecial(f *sir.Func, names ...string) bool {
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			for _, o := range in.Src {
				if sp, ok := o.(*sir.Special); ok {
					for _, n := range names {
						if sp.Name == n {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// Result is a lowered module.
type Result struct {
	Module  *ir.Module
	Kernels []KernelInfo
}

// DataLayout is LLVM 15's AMDGPU data layout; LLVM 17+ upgrades it on load.
const DataLayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"

// Lower converts m to an LLVM IR module for opts. Instructions it cannot
// lower are reported as positioned errors naming the instruction.
func Lower(m *sir.Module, opts Options) (*Result, *diag.List) {
	if opts.CodeObjectVersion == 0 {
		opts.CodeObjectVersion = DefaultCodeObjectVersion
	}
	lw := &lowerer{sm: m, opts: opts, diags: &diag.List{}, mod: ir.NewModule(),
		globals: map[string]*ir.Global{}, funcs: map[string]*ir.Func{}, intrinsics: map[string]*ir.Func{}}
	lw.mod.TargetTriple = "amdgcn-amd-amdhsa"
	lw.mod.DataLayout = DataLayout
	lw.moduleFlags()
	lw.warpModeSymbol()
	lw.checkLimits()
	lw.checkSharedInGlobal()
	// Functions first: variables may hold their addresses.
	for _, f := range m.Funcs {
		lw.declare(f)
	}
	for _, v := range m.Globals {
		lw.global(v, lw.maxClusterSize())
	}
	for _, f := range m.Funcs {
		for _, v := range f.Locals {
			// .local and .param variables of a function are per thread:
			// allocas, made when the function is lowered.
			if v.Space != sir.SpaceLocal && v.Space != sir.SpaceParam {
				copies := 1
				if f.Kernel {
					copies = clusterSize(f)
				}
				lw.global(v, copies)
			}
		}
	}
	res := &Result{Module: lw.mod}
	for _, f := range m.Funcs {
		if f.Extern {
			continue
		}
		lw.function(f)
		if f.Kernel {
			res.Kernels = append(res.Kernels, lw.kernelInfo(f))
		}
	}
	if lw.anySharedInGlobal() {
		static := sharedWindowStatic(lw.mod)
		for i := range res.Kernels {
			if k := &res.Kernels[i]; k.SharedInGlobal {
				k.SharedWindowStatic = static
			}
		}
	}

	return res, lw.diags
}

type lowerer struct {
	sm         *sir.Module
	opts       Options
	diags      *diag.List
	mod        *ir.Module
	globals    map[string]*ir.Global
	funcs      map[string]*ir.Func
	intrinsics map[string]*ir.Func
	// irInsts counts the LLVM instructions emitted for the module, and
	// overBudget is set once they pass maxIRInsts (fnLowerer.add).
	irInsts    int
	overBudget bool
}

func (lw *lowerer) moduleFlags() {
	flag := &metadata.Tuple{MetadataID: -1, Fields: []metadata.Field{
		constant.NewInt(types.I32, 1),
		&metadata.String{Value: "amdhsa_code_object_version"},
		constant.NewInt(types.I32, int64(100*lw.opts.CodeObjectVersion)),
	}}
	flag.MetadataID = 0
	lw.mod.MetadataDefs = append(lw.mod.MetadataDefs, flag)
	lw.mod.NamedMetadataDefs["llvm.module.flags"] = &metadata.NamedDef{Name: "llvm.module.flags", Nodes: []metadata.Node{flag}}
}

// WarpModeSymbol names a constant in every code object that holds the
// warp mode it was translated for ("paired", ...), so that a code object
// says how it must be launched.
const WarpModeSymbol = "__ptxamd_warp_mode"

func (lw *lowerer) warpModeSymbol() {
	if lw.sm.Mode == "" {
		return
	}
	g := lw.mod.NewGlobalDef(WarpModeSymbol, constant.NewCharArrayFromString(lw.sm.Mode+"\x00"))
	g.Immutable = true
	g.AddrSpace = llvmx.Constant
	g.Visibility = enum.VisibilityProtected
}

func (lw *lowerer) kernelInfo(f *sir.Func) KernelInfo {
	k := KernelInfo{Name: f.Name, Cluster: ClusterShape(f), SharedInGlobal: lw.sharedInGlobal(f)}
	for _, p := range f.Params {
		k.Params = append(k.Params, ParamInfo{Name: p.Name, Size: p.Size(), Align: p.Align, Offset: p.Offset,
			Pointer: p.Count == 1 && p.Type.Bits == 64})
		if end := p.Offset + p.Size(); end > k.ArgSegmentSize {
			k.ArgSegmentSize = end
		}
	}
	for _, h := range lw.hiddenParams(f) {
		off := sir.AlignUp(k.ArgSegmentSize, 4)
		k.Params = append(k.Params, ParamInfo{Name: h.name, Size: h.size, Align: 4, Offset: off, Hidden: true})
		k.ArgSegmentSize = off + h.size
	}
	for _, v := range lw.reachableShared(f) {
		k.StaticLDS += v.Size()
	}
	if usesNamedBar(f) {
		k.OwnLDS += 32 * 4
	}
	if usesBarRed(f) {
		k.OwnLDS += 4
	}
	k.ExternShared = lw.externShared()
	return k
}

// addrSpace maps a PTX state space to an AMDGPU address space.
func addrSpace(s sir.Space) types.AddrSpace {
	switch s {
	case sir.SpaceGlobal:
		return llvmx.Global
	case sir.SpaceShared:
		return llvmx.Local
	case sir.SpaceConst:
		return llvmx.Constant
	case sir.SpaceLocal:
		return llvmx.Private
	case sir.SpaceParam:
		return llvmx.Constant
	}
	return llvmx.Generic
}

// global declares a module-scope variable (PTX ISA 5.1, 5.4): .global and
// .const variables are addrspace(1)/(4) globals with their initialisers;
// .shared ones are LDS globals (LDS cannot be initialised: `undef`);
// `.extern .shared` arrays are dynamic shared memory, an external
// zero-sized addrspace(3) global, which the AMDGPU backend places after
// the static LDS (AMDGPUUsage, "Dynamic LDS"); .local variables become
// per-thread allocas when a function is lowered.
//
// An initialiser that stores addresses (`.global .u64 p = generic(x)`,
// `= x`, `= x+8`) becomes an array of the element type whose address
// elements are constant expressions: ptrtoint of the variable (through
// addrspacecast for generic(), and a byte GEP for an addend). The
// backend turns them into relocations that the loader resolves.
//
// A .shared variable has copies copies, one per CTA of the largest
// thread-block cluster that can name it (see lower_cluster.go).
func (lw *lowerer) global(v *sir.Var, copies int) {
	if v.Space == sir.SpaceLocal {
		// .local variables are per thread: private memory has no globals on
		// AMDGPU, so they are lowered to allocas at function entry.
		return
	}
	size := v.Size()
	if v.Space == sir.SpaceShared {
		size *= copies
	}
	var content types.Type = types.NewArray(uint64(size), types.I8)
	var init constant.Constant
	switch {
	case v.Space == sir.SpaceShared:
		// LDS cannot be initialised.
		if v.Init != nil || len(v.InitSyms) > 0 {
			lw.diags.Errorf(v.Pos, ".shared variable %s cannot have an initialiser", v.Name)
		}
		init = constant.NewUndef(content)
	case len(v.InitSyms) > 0:
		init = lw.addressInit(v)
		if init == nil {
			init = constant.NewZeroInitializer(content)
		}
		content = init.Type()
	case v.Init != nil:
		init = constant.NewCharArray(append([]byte(nil), v.Init...))
		content = init.Type()
	default:
		init = constant.NewZeroInitializer(content)
	}
	var g *ir.Global
	switch {
	case v.Extern && v.Space == sir.SpaceShared:
		g = lw.mod.NewGlobal(v.Name, types.NewArray(0, types.I8))
		g.Linkage = enum.LinkageExternal
	case v.Extern:
		// A variable defined in another module: declare it.
		g = lw.mod.NewGlobal(v.Name, content)
		g.Linkage = enum.LinkageExternal
	default:
		g = lw.mod.NewGlobalDef(v.Name, init)
		g.Linkage = enum.LinkageInternal
		if v.Space == sir.SpaceGlobal || v.Space == sir.SpaceConst {
			// Module globals stay visible so that the runtime can find them.
			g.Linkage = enum.LinkageNone
			g.Visibility = enum.VisibilityProtected
		}
	}
	g.AddrSpace = addrSpace(v.Space)
	if v.Align > 0 {
		g.Align = ir.Align(v.Align)
	}
	if v.Extern && v.Space == sir.SpaceShared && g.Align < DynamicSharedAlign {
		g.Align = DynamicSharedAlign
	}
	lw.globals[v.Name] = g
}

// DynamicSharedAlign is the alignment of dynamic shared memory in LDS.
// NVIDIA starts a CTA's dynamic shared memory at the beginning of its
// shared window when the kernel has no static .shared variables, and
// kernels rely on it: Triton declares `.extern .shared .align 16 .b8
// global_smem[]` and computes the 128-byte swizzles of its TMA tiles,
// wgmma descriptors and stmatrix epilogues from offsets into it, which
// the hardware applies to absolute shared addresses (address bits 4-6
// XOR bits 7-9, a pattern that repeats every 1024 bytes). The translator's
// own LDS words (named barriers, bar.red's counter) are static LDS, which
// the AMDGPU backend places before the dynamic array; aligning the array
// to 1024 bytes keeps every offset into it congruent to NVIDIA's modulo
// 1024, so those patterns land where they do on the H100. Without static
// LDS the array starts at 0 and the alignment costs nothing.
const DynamicSharedAlign = 1024

// addressInit builds the initialiser of a variable with address elements:
// [Count x iW], W the element width. The variables it names must be
// declared earlier in the module (PTX requires it).
func (lw *lowerer) addressInit(v *sir.Var) constant.Constant {
	w := v.Elem.Bits / 8
	if w != 4 && w != 8 {
		lw.diags.Errorf(v.Pos, "unsupported: address initialiser in %s of type .%s (use .u32 or .u64)", v.Name, v.Elem)
		return nil
	}
	et := types.NewInt(uint64(8 * w))
	elems := make([]constant.Constant, v.Count)
	for i := range elems {
		var bits uint64
		for b := 0; b < w; b++ {
			if off := i*w + b; off < len(v.Init) {
				bits |= uint64(v.Init[off]) << (8 * b)
			}
		}
		elems[i] = intConst(et, bits)
	}
	for _, s := range v.InitSyms {
		if s.Offset%w != 0 || s.Offset/w >= len(elems) {
			lw.diags.Errorf(v.Pos, "unsupported: misplaced address initialiser in %s", v.Name)
			return nil
		}
		if fn, ok := lw.funcs[s.Sym]; ok {
			// A function address (a table of device functions).
			elems[s.Offset/w] = constant.NewPtrToInt(llvmx.FuncRef(fn), et)
			continue
		}
		g, ok := lw.globals[s.Sym]
		if !ok {
			lw.diags.Errorf(v.Pos, "initialiser of %s: %s is not a variable or function declared before it", v.Name, s.Sym)
			return nil
		}
		if s.Generic && g.AddrSpace == llvmx.Local && lw.anySharedInGlobal() {
			lw.diags.Errorf(v.Pos, "unsupported: the generic address of .shared variable %s in the initialiser of %s, in a module whose kernels keep shared memory in global memory (its address differs from workgroup to workgroup)", s.Sym, v.Name)
			return nil
		}
		var p constant.Constant = llvmx.GlobalRef(g)
		if s.Addend != 0 {
			p = &constant.ExprGetElementPtr{ElemType: types.I8, Src: p, InBounds: true,
				Indices: []constant.Constant{constant.NewInt(types.I64, s.Addend)}, Typ: llvmx.Ptr(g.AddrSpace)}
		}
		if s.Generic && g.AddrSpace != llvmx.Generic {
			p = constant.NewAddrSpaceCast(p, llvmx.Ptr(llvmx.Generic))
		}
		elems[s.Offset/w] = constant.NewPtrToInt(p, et)
	}
	return constant.NewArray(types.NewArray(uint64(len(elems)), et), elems...)
}

func llvmParamName(name string) string { return name }

func (lw *lowerer) declare(f *sir.Func) {
	if sir.IsDeviceBuiltin(f) {
		// vprintf, __assertfail, malloc, free: lowered at each call
		// (lower_printf.go, lower_malloc.go).
		lw.checkBuiltinDecl(f)
		return
	}
	var params []*ir.Param
	if f.Kernel {
		for _, p := range f.Params {
			ip := ir.NewParam(llvmParamName(p.Name), llvmx.Ptr(llvmx.Constant))
			ip.Attrs = append(ip.Attrs, ir.ByRef{Typ: types.NewArray(uint64(p.Size()), types.I8)}, ir.Align(max(p.Align, 1)))
			params = append(params, ip)
		}
	} else {
		// .func parameters and return parameters live in the .param space:
		// each is passed as a pointer to the caller's private copy, so that
		// ld.param/st.param of any type at any offset are plain accesses.
		// After inlining, SROA turns them back into registers.
		for _, p := range append(append([]*sir.Param{}, f.Returns...), f.Params...) {
			if p.Reg {
				lw.diags.Errorf(p.Pos, "unsupported: .reg parameter %s of .func %s (only .param parameters are lowered)", p.Name, f.Name)
				continue
			}
			params = append(params, ir.NewParam(llvmParamName(p.Name), llvmx.Ptr(llvmx.Private)))
		}
	}
	if f.Kernel {
		for _, h := range lw.hiddenParams(f) {
			ip := ir.NewParam(h.name, llvmx.Ptr(llvmx.Constant))
			ip.Attrs = append(ip.Attrs, ir.ByRef{Typ: types.NewArray(uint64(h.size), types.I8)}, ir.Align(4))
			params = append(params, ip)
		}
	}
	fn := lw.mod.NewFunc(f.Name, types.Void, params...)
	if f.Kernel {
		fn.CallingConv = enum.CallingConvAMDGPUKernel
	} else {
		fn.Linkage = enum.LinkageInternal
		if f.Extern {
			// Defined in another module: an external declaration.
			fn.Linkage = enum.LinkageNone
		}
		// A .func may hold barriers, shuffles and votes: an optimiser must
		// not make a call to it depend on more control flow than it did,
		// which is what convergent says (clang marks every CUDA/HIP
		// function so). The llc builder runs LLVM's -O pipeline.
		fn.FuncAttrs = append(fn.FuncAttrs, enum.FuncAttrConvergent)
	}
	if lw.opts.Features != "" {
		fn.FuncAttrs = append(fn.FuncAttrs, ir.AttrPair{Key: "target-features", Value: lw.opts.Features})
	}
	if f.Kernel {
		size := 1024
		if n := f.ReqNTID[0] * f.ReqNTID[1] * f.ReqNTID[2]; n > 0 {
			size = n
		} else if n := f.MaxNTID[0] * f.MaxNTID[1] * f.MaxNTID[2]; n > 0 {
			size = n
		}
		if c := clusterSize(f); c > 1 && !lw.single() {
			// A cluster runs as one workgroup of its CTAs.
			size = min(size*c, 1024)
		}
		fn.FuncAttrs = append(fn.FuncAttrs, ir.AttrPair{Key: "amdgpu-flat-work-group-size", Value: fmt.Sprintf("1,%d", size)},
			// CUDA grids are whole blocks (as %nctaid's exact division
			// assumes): no workgroup is partial.
			ir.AttrPair{Key: "uniform-work-group-size", Value: "true"})
	}
	lw.funcs[f.Name] = fn
}

// intrinsic declares (once) and returns an intrinsic function.
func (lw *lowerer) intrinsic(name string, ret types.Type, params ...types.Type) *ir.Func {
	if fn, ok := lw.intrinsics[name]; ok {
		return fn
	}
	var ps []*ir.Param
	for _, t := range params {
		ps = append(ps, ir.NewParam("", t))
	}
	fn := lw.mod.NewFunc(name, ret, ps...)
	lw.intrinsics[name] = fn
	return fn
}

// sortedKeys is used where map order must not leak into the output.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

var _ value.Value = (*llvmx.Ref)(nil)

// single reports whether the module runs one PTX warp per wave64.
func (lw *lowerer) single() bool { return lw.sm.Mode == "single" }

// funcByName finds a SIR function of the module.
func (lw *lowerer) funcByName(name string) *sir.Func {
	for _, f := range lw.sm.Funcs {
		if f.Name == name {
			return f
		}
	}
	return nil
}
