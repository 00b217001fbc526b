package amdgpu

// Documentation of the warp, synchronisation and control lowerings for
// docs/coverage.md.
func init() {
	documentOp("shfl", ".sync .up .down .bfly .idx .b32, with d|p; legacy shfl without .sync",
		"c holds clamp (bits 0-4) and segment mask (bits 8-12), 6-bit fields in native64; never crosses a PTX warp (paired halves); constant b and c: at most three DPP/dpp8/permlane moves where the target has them, else ds_swizzle for bitmask permutations; otherwise ds_bpermute")
	documentOp("vote", ".all .any .uni .pred, .ballot.b32, with or without .sync",
		"lanes outside membermask or inactive do not contribute; per PTX warp (wave half in paired mode); in native64 a ballot needs a 64-bit destination register (a 32-bit one is refused)")
	documentOp("activemask", ".b32 (64-bit mask in native64)", "the PTX warp's active lanes; in native64 the destination must be a 64-bit register (a 32-bit one is refused: lanes 32-63 would be lost)")
	documentOp("match", ".any .all .sync .b32 .b64, d|p for .all", "each lane compares with every lane of its warp; in native64 the lane mask needs a 64-bit register")
	documentOp("mov", "scalars, special registers, addresses of variables (also var+imm and array elements var[k], var[%r]), functions and kernel parameters; pack/unpack with {a, b}; .v2/.v4 between vector registers", "the address of a kernel parameter is its kernarg-segment address, read with ld.param through a register or, after cvta.param, with generic loads")
	documentOp("cvta", ".global .shared .local .const .param, and .to forms; .u32 .u64; a variable, var+imm or var[k]", "an array element's index counts elements, a register index in 32 bits zero-extended (mem/array_operand*); .param: a kernel parameter's address (from mov or its name) to generic, the same 64-bit value")
	documentOp("redux", ".sync .add .min .max (.u32 .s32), .and .or .xor (.b32)", "over active lanes in membermask")
	documentOp("elect", ".sync d|p", "leader = lowest active lane in membermask")
	documentOp("bar", ".sync / .cta.sync / .aligned with an id; with a thread count; .arrive; .red.popc/.and/.or; .warp.sync",
		"without a count, every id maps to the one AMD workgroup barrier; with a count or .arrive, a software barrier in LDS counting whole warps (paired mode warns: the two warps of a wave cannot wait for each other)")
	documentOp("barrier", "as bar; barrier.cluster.arrive/.wait (.release .acquire .relaxed .aligned)",
		"as bar; a thread-block cluster runs as one workgroup, so barrier.cluster.wait is the workgroup barrier and arrive a release fence (RATIONALE.md, Thread-block clusters)")
	documentOp("membar", ".cta .gl .sys", "seq_cst fence at workgroup / agent / system scope")
	documentOp("fence", ".sc .acq_rel with .cta .cluster .gpu .sys; .proxy forms; .mbarrier_init; .acquire.sync_restrict::shared::cluster and .release.sync_restrict::shared::cta (.cluster, also with .proxy.async::generic)",
		"LLVM fence with the matching sync scope; the proxy and sync_restrict forms are workgroup fences (one memory path for every proxy; a cluster is one workgroup)")
	documentOp("bra", "direct, guarded (@p / @!p)", "")
	documentOp("call", ".uni, direct, with .param or .reg (also .v2/.v4) parameters and return values, several returns", "parameters passed as pointers to the caller's private copies (.reg ones through .param copies: the regparams pass); inlined at -O3; vprintf and __assertfail, nvcc's printf and assert (.extern, defined in no module), write records to the launch's printf FIFO, which the runtime prints afterwards (lower_printf.go; the format must be a string constant of the module); malloc and free (device-side allocation, new and delete) take 16-byte-aligned blocks from a heap the runtime allocates (64 MiB by default) and free releases nothing (lower_malloc.go)")
	documentOp("ret", "kernel and .func", "")
	documentOp("exit", "in kernels (exact, also divergent)", "exit in a .func that is not inlined is rejected")
}

// Documentation of the integer, bit, video and memory lowerings.
func init() {
	documentOp("add", ".s16-.s64 .u16-.u64 .b*, .sat (s32), .cc; floats: see float", "")
	documentOp("sub", "as add", "sub.cc stores the inverted borrow, as NVIDIA does")
	documentOp("addc", ".cc, .u32 .s32 .u64 .s64", "the carry flag is an SSA-tracked hidden predicate")
	documentOp("subc", ".cc, .u32 .s32 .u64 .s64", "a + ~b + CF, as NVIDIA computes it")
	documentOp("mul", ".lo .hi .wide for 16-64 bits (64-bit .hi through i128); floats: see float", "")
	documentOp("mad", ".lo .hi .wide, .hi.sat.s32, .cc; floats: see float", "")
	documentOp("madc", ".lo .hi with .cc", "")
	documentOp("mul24", ".lo .hi, .s32 .u32", "")
	documentOp("mad24", ".lo .hi, .hi.sat.s32", "")
	documentOp("sad", ".s16-.s64 .u16-.u64", "")
	documentOp("div", "every integer width, signed and unsigned; floats: see float", "x/0 gives all ones and INT_MIN/-1 gives INT_MIN, as recorded on NVIDIA")
	documentOp("rem", "every integer width", "x%0 gives all ones, INT_MIN%-1 gives 0")
	documentOp("min", "integers incl. .relu and .u16x2/.s16x2; floats: see float", "")
	documentOp("max", "as min", "")
	documentOp("lop3", ".b32 with any immLut; the .or/.and predicate form", "")
	documentOp("shf", ".l .r, .clamp .wrap", "")
	documentOp("bfe", ".u32 .s32 .u64 .s64", "position and length ≥ width per PTX; 64-bit forms use the whole 32-bit operands, as NVIDIA does (constant positions past 31 in bfe.s32 are folded differently by ptxas: bit/bitfield_imm_range)")
	documentOp("bfi", ".b32 .b64", "lengths past the word per PTX, as the H100 computes them from registers (ptxas folds a constant length of 35 as 3: bit/bitfield_imm_range)")
	documentOp("testp", ".finite .infinite .number .notanumber .normal .subnormal on .f32 .f64", "a guard does not hold the predicate back: the H100 writes it whether the guard holds or not (ptxas drops testp's guard; recorded, float/nan_signop_context4), and so does ptxamd")
	documentOp("bfind", ".u32 .s32 .u64 .s64, .shiftamt", "")
	documentOp("prmt", ".b32 default, .f4e .b4e .rc8 .ecl .ecr .rc16", "")
	documentOp("fns", ".b32", "an offset of INT_MIN gives 0, as recorded on NVIDIA")
	documentOp("vadd", "scalar video with .sat, secondary .add/.min/.max; byte and half selectors on a and b (%r.b0, %r.h1)", "a destination selector (the data-merge form) is refused")
	for _, op := range []string{"vadd2", "vsub2", "vavrg2", "vabsdiff2", "vmin2", "vmax2", "vset2", "vadd4", "vsub4", "vavrg4", "vabsdiff4", "vmin4", "vmax4", "vset4"} {
		documentOp(op, "SIMD merge and .add forms, .sat; lane selections on a and b (.h10, .h32, .b3210, .b7654 and any other) and masks on d (.h0, .h1, .b20 ...)", "video/simd_selectors recorded on the H200")
	}
	documentOp("vmad", ".po, .sat, .shr7, .shr15", "operands treated as signed, as recorded on NVIDIA")
	documentOp("ld", ".global .shared .shared::cluster .local .const .param and generic; [addr] or an array element var[k], var[%r]; .v2/.v4/.v8 (braces or a vector register); .b128; .volatile .relaxed .acquire with scopes; every cache hint; ld.param through a kernel parameter address in a 64-bit register", "ordered accesses are LLVM atomics with workgroup/agent/system scope; a cluster is one workgroup, so .shared::cluster (another CTA's copy, from mapa) is LDS")
	documentOp("st", "as ld (no st.const); .release; st.async .shared::cluster .mbarrier::complete_tx::bytes (.v2/.v4, b32/u32/s32/f32 and 64-bit)", "st.async is an LDS store followed by complete_tx on the mbarrier (a cluster is one workgroup)")
	documentOp("fma", "f32 and f64 with .rn .rz .rm .rp (.ftz and .sat on f32); f16, bf16, f16x2 and bf16x2 with .rn, .ftz and .sat (f16), .relu, and .oob (sm_90)", ".oob gives +0 where a or b is the OOB NaN (0x7ff7, either sign) that a tensor copy's NaN fill writes; c's OOB NaN is a NaN like any other (recorded: half/fma_rn_oob)")
	documentOp("atom", "add and or xor exch cas min max inc dec; b32/b64/u32/u64/s32/s64/f32/f64, f16/bf16/f16x2/bf16x2 add; vector (.v2/.v4/.v8) float add on .global or a generic address of global memory; .global .shared .shared::cluster generic; every .sem and .scope", "inc/dec wrap and 16-bit forms are compare-and-swap loops")
	documentOp("red", "as atom without a result; red.async.relaxed.cluster .shared::cluster .mbarrier::complete_tx::bytes add/min/max/inc/dec/and/or/xor", "red.async is an LDS atomic followed by complete_tx on the mbarrier")
	documentOp("cp", "cp.async.ca/.cg 4/8/16 bytes with src-size and ignore-src; commit_group, wait_group, wait_all; cp.async.mbarrier.arrive; cp.async.bulk global/shared↔shared with .mbarrier::complete_tx::bytes, shared→global .bulk_group, .multicast::cluster, .prefetch.L2; cp.reduce.async.bulk add/min/max/inc/dec/and/or/xor; bulk commit_group/wait_group(.read); cp{.reduce}.async.bulk.tensor.1d-.5d tile mode (load with mbarrier, store, reduce, prefetch), .im2col loads and prefetches (.3d-.5d, with im2col offsets), .im2col_no_offs stores and reductions, swizzle none/32B/64B/128B, element strides, zero/NaN fill",
		"every copy is synchronous (a bulk copy then does complete_tx on its mbarrier), so waiting is a no-op; bulk reductions are per-element atomics; multicast repeats the copy and its complete_tx in each CTA of ctaMask (a cluster is one workgroup; in a cluster of one, this CTA); tensor maps use ptxamd's own 128-byte layout (internal/tensormap; host maps from tmap: arguments and the nvcc drop-in's cuTensorMapEncodeTiled/Im2col); .tile::gather4, .tile::scatter4, .im2col::w and .im2col::w::128 are sm_100a forms that ptxas rejects for sm_90a, so no H100 recording can check them: rejected with an error that says so")
	documentOp("mbarrier", "init inval arrive arrive_drop (.expect_tx) expect_tx complete_tx pending_count test_wait try_wait (.parity); .cta/.cluster, .shared::cta/.shared::cluster",
		"a 64-bit layout of our own in shared memory: pending and expected arrivals, transaction count, phase; a phase completes when arrivals and transactions both reach zero")
	documentOp("ldmatrix", ".m8n8 .x1 .x2 .x4, .trans", "through ds_bpermute within the PTX warp; not in native64")
	documentOp("stmatrix", "as ldmatrix", "")
	documentOp("isspacep", ".global .shared .local .const", "")
	documentOp("prefetch", "every space and level; .tensormap", "a hint: no code")
}

// Documentation of the matrix lowerings.
func init() {
	documentOp("mma", ".sync.aligned .row.col: m16n8k8/m16n8k16 f16→f16/f32, bf16→f32; m16n8k4/k8 tf32→f32; m16n8k16/k32 s8/u8→s32 (.satfinite); m16n8k32/k64 s4/u4→s32 (.satfinite) and m16n8k128/k256 b1 .xor.popc/.and.popc→s32 (software, every mode); the Turing forms m8n8k16 s8/u8, m8n8k32 s4/u4 (.satfinite) and m8n8k128 b1 →s32 (software, every mode); m16n8k16/k32 e4m3/e5m2 (mixed too)→f16/f32; m8n8k4 f64; m8n8k4 f16→f16/f32 with any .row/.col layouts (Volta's four quad-pair products; software, every mode, the H100's sequential f32 additions); mma.sp and mma.sp::ordered_metadata m16n8k16/k32 f16→f16/f32, bf16→f32 (2:4 sparse A, every sparsity selector; software, every mode, bit-exact: recorded)",
		"in software over the PTX warp with ds_bpermute: bit-exact with the H100's tensor cores (products and C aligned to the largest exponent, truncated 25 bits below it, summed exactly, rounded once; RATIONALE.md); not in native64 (32-lane fragment layouts). With --mma=hw (the default where the target has units): MFMA (gfx908/90a/94x) and WMMA (gfx11/12), within the bound of conformance/README.md; tf32 on WMMA as bf16 high and low parts (four v_wmma, exact products); fp8 on gfx12's fp8 WMMA (OCP e4m3/e5m2, as PTX's), elsewhere widened to f16 (exact) on the f16 MFMA/WMMA (gfx942's fp8 MFMAs take the FNUZ encodings, not PTX's); exact fp8 as the H100's two interleaved blocks truncated to f32 (rounded to nearest f16 for .f16 accumulators), then C added and rounded to nearest; bf16 on gfx908 and u8 x u8 stay in software; f64 is a chain of fused multiply-adds from C in k order, as the H100's, in every mode")
	documentOp("wmma", "load.a/b/c, mma, store.d, .row/.col, any stride (without one, the matrix's leading dimension): m16n16k16, m32n8k16 and m8n32k16 with f16 (f16/f32 accumulators, C and D of either type), bf16 (f32) and s8/u8 (s32, .satfinite); m16n16k8 tf32; m8n8k4 f64 (.rn); m8n8k32 s4/u4 (.satfinite) and m8n8k128 b1 (.xor.popc/.and.popc), A .row and B .col",
		"fragments hold the H100's elements, register by register (recorded): the mma.sync tiles that cover the matrix, .f16 A/B registers past the tiles' repeating the first, m8n32k16 as the transposed m32n8k16; wmma.mma is those mma.sync (lower_wmma_tiled.go), in software or with --mma=hw on MFMA and WMMA like any mma.sync; C and D of two types accumulate in f32 (an f16 D rounded once), as the H100 does; tf32 m16n16k8 is two k4 steps, as the H100 computes it; the sub-byte forms are their mma.sync (software), fragments as recorded")
}

// Documentation of instructions without a lowering: why, and what the user
// gets (a positioned "unsupported instruction ... (no lowering for OP)").
func init() {
	const tex = "needs texture and surface objects: HIP image/sampler descriptors on the GPU and a sampler in the emulator that follows CUDA's filtering and addressing, none of which exists yet"
	documentOp("tex", "", tex)
	documentOp("tld4", "", tex)
	documentOp("txq", "", tex)
	documentOp("suld", "", tex)
	documentOp("sust", "", tex)
	documentOp("istypep", "", tex)
	documentOp("multimem", "", "multimem addresses name NVLink multicast objects, which AMD GPUs do not have")
}
