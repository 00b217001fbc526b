// Package emu is the emulator device: it implements hipruntime.Device by
// executing the AMDGPU LLVM IR module of an Image (the in-memory llir
// module with the opaque-pointer conventions of amdgpu/llvmx), so that
// translated kernels run on machines without an AMD GPU.
//
// # Compilation
//
// Load lays out the module's globals and compiles every defined function
// once per wave size into a compact form (program, cfunc): each SSA value
// gets register slots, one []uint64 vector of WaveSize lanes per slot
// (vectors and aggregates take one slot per scalar leaf, i128 two); every
// instruction becomes one or more ops with pre-resolved slot offsets and an
// op function that loops over the lanes; constants live in slots filled
// once per pooled frame; phis become per-edge copy lists run when a branch
// is taken. The llir structures are never looked at while running. A
// function that does not compile (an unsupported instruction or intrinsic:
// the error wraps hipruntime.ErrNotSupported and names it) makes only the
// launches that reach it fail.
//
// # Execution model (SIMT)
//
// Workgroups (Launch.Grid, linearised x fastest) run in parallel on
// Options.Workers goroutines. A workgroup's Launch.Block threads are
// split into waves of WaveSize lanes; its waves run as coroutines on one
// goroutine, round-robin in slices of 64 blocks, so workgroups are
// deterministic. A cooperative launch (Launch.Cooperative, for grid-wide
// barriers) runs every workgroup at once, one goroutine each, and is
// refused beyond Options.MaxCooperativeBlocks workgroups. A wave executes a block for its active lanes; each
// function activation keeps a reconvergence stack of (block, reconvergence
// block, mask) entries: a uniform branch moves the top entry, a divergent
// one turns it into the entry of the branching block's immediate
// post-dominator and pushes one entry per target (the true side runs
// first), which pops when it reaches that post-dominator. This is the
// structured model that the AMDGPU structurizer gives. Post-dominators are
// computed per function over a virtual exit that ret and unreachable flow
// into (Cooper, Harvey and Kennedy's iterative algorithm). A ret from the
// kernel ends its lanes; calls of functions defined in the module run the
// callee under the caller's mask with its own frame.
//
// s_barrier (llvm.amdgcn.s.barrier) completes when every wave that has not
// ended waits at one; ending waves release the others, as on the hardware.
// When waves wait at a barrier while the others run Options.BarrierSpinLimit
// blocks without arriving, the launch fails with a deadlock report naming
// the waves and where they are. Options.MaxLaneSteps bounds the
// lane-instructions of a launch.
//
// Atomics (atomicrmw, cmpxchg and the amdgcn atomic intrinsics) run lane by
// lane in lane order; on global memory they hold one of 64 address-sharded
// locks, so they are atomic across workgroups. fence is a no-op: each
// workgroup runs on one goroutine and plain accesses go straight to memory.
//
// # Memory map
//
// One 64-bit address space:
//
//	0x0000_0001_0000_0000  heap: Malloc and module globals (addrspace 0, 1, 4),
//	                       never reused, a guard gap after each allocation
//	0x0000_7000_0000_0000  kernarg segment of the launch
//	0x0000_7000_1000_0000  hsa_kernel_dispatch_packet_t (llvm.amdgcn.dispatch.ptr)
//	0x0000_7000_2000_0000  256-byte implicit arguments (llvm.amdgcn.implicitarg.ptr):
//	                       block counts at 0/4/8 (u32), group sizes at 12/14/16 (u16)
//	0x0001_0000_0000_0000  LDS aperture: addrspacecast 3→0 adds a 32-bit LDS offset
//	0x0002_0000_0000_0000  private aperture: addrspacecast 5→0 adds a private offset
//
// Every access is bounds-checked; one outside every allocation fails the
// launch with an error naming kernel, workgroup, wave, lane, address and
// instruction. Flat (addrspace 0) accesses dispatch on the aperture; an
// addrspacecast 0→3/5 keeps the low 32 bits, 1→0 and 4→0 keep the value.
// Null is 0 in every address space (the hardware's -1 null for LDS and
// private is not modelled).
//
// LDS is one module-wide layout of the addrspace(3) globals with
// initialisers (every kernel gets all of them); zero-sized or external LDS
// globals (dynamic shared memory) all start at the end of that layout
// aligned to 16, and Launch.SharedBytes extends the workgroup's LDS past
// it. LDS is zeroed for each workgroup. Private memory (allocas) is a
// per-lane stack starting at offset 16 (offsets below fault, catching null)
// bounded by Options.MaxPrivateBytes.
//
// Kernel arguments: a kernel parameter of type ptr addrspace(4) (the
// emitter's byref(T) convention) points into the kernarg segment at the
// parameter's offset (Kernel.Params[i].Offset from the Image, else natural
// alignment); any other parameter (i32, i64, float, ptr addrspace(1), ...)
// is loaded from Launch.Args[i] directly. The wave size is the kernel's
// Kernel.WaveSize when the Image says 32 or 64, else the device's.
//
// # Hardware semantics chosen
//
//   - Floats are IEEE with denormals kept (no flushing); +, -, *, /, sqrt and
//     fma are correctly rounded (fma is fused, f32 fma avoids double
//     rounding); half arithmetic is done in float32 and rounded once.
//   - llvm.amdgcn.rcp, rsq, sqrt and fdiv.fast are exact (the hardware is
//     within 1 ulp); exp2, log (base 2), sin and cos use Go's math in
//     float64 then round; amdgcn.sin/cos take revolutions (sin(2πx)).
//     fract stays below 1; ldexp, frexp, class, fmed3 follow the ISA.
//   - minnum/maxnum return the non-NaN operand and order -0 below +0;
//     minimum/maximum propagate NaN as the canonical quiet NaN (0x7fc00000,
//     0x7ff8000000000000, 0x7e00), as AMDGPU's expansion selects it.
//   - llvm.frexp (scalar and vector) is v_frexp_mant/v_frexp_exp:
//     subnormals normalised, (x, 0) for infinities and NaNs.
//   - llvm.amdgcn.trig.preop.f64 (v_trig_preop_f64, the device library's
//     f64 sin/cos/tan reduction) is the ISA's 2/π table lookup, bit for
//     bit as LLVM 19 constant-folds it (trigpreop.go): the 53 bits of
//     2/π (computed at init) after bit shift = seg[4:0]·53 (plus
//     exponent(x)-1077 where that is positive), truncated, scaled by
//     2^(-53-shift), +128 for exponent(x) >= 1968; NaN is quieted and
//     shifts from 1120 on give 0.
//   - llvm.vector.reduce.fadd/fmul associate as llc-19 does (reduce.go):
//     in order without reassoc; with it, start last after a tree of
//     halves for 2^k elements, and for other lengths in order or as a
//     tree padded to 2^k, as llc legalises the vector type (which depends
//     on v_pk_add_f32: gfx90a/gfx94x differ from the other targets);
//     fmax/fmin/fmaximum/fminimum fold maxnum/minnum/maximum/minimum;
//     the integer reductions wrap at the element width.
//   - fptosi/fptoui saturate and map NaN to 0 (v_cvt_*); LLVM says poison.
//   - Shifts take the amount modulo the width; udiv/sdiv by 0 give all ones,
//     urem/srem by 0 give the dividend, INT_MIN/-1 wraps.
//   - Cross-lane reads see inactive lanes' registers, except ds.bpermute,
//     ds.swizzle and DPP/permlane with bound_ctrl, which read 0 there.
//     ds.swizzle supports the bitmask and quad-permute modes; DPP supports
//     quad_perm, row_shl/shr/ror, wave_shl/rol/shr/ror, row_mirror,
//     row_half_mirror, row_bcast15/31, row_share and row_xmask.
//   - s.memtime and s.memrealtime return a per-wave monotonic counter.
//
// atomicrmw fmin/fmax/uinc_wrap/udec_wrap/usub_cond/usub_sat, which llir
// v0.3.6 cannot represent, run as llparse.AtomicRMW (what the IR reader
// makes of them).
//
// Vectors of i128 (LLVM's middle end splats a 128-bit product into
// <2 x i128> to shift out two words at once) take two slots per element
// and run element by element.
//
// Indirect calls (virtual calls, tables of function pointers) call, for
// each group of lanes holding one address, the module's function of the
// call's signature at that address, one group after the other.
//
// Not modelled: vector GEPs, vectors of i1 in memory and inline asm.
package emu
