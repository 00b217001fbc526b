package amdgpu

// Documentation of the warp, synchronisation and control lowerings for
// docs/coverage.md.
func init() {
	documentOp("shfl", ".sync .up .down .bfly .idx .b32, with d|p; legacy shfl without .sync",
		"c holds clamp (bits 0-4) and segment mask (bits 8-12), 6-bit fields in native64; never crosses a PTX warp (paired halves); ds_bpermute")
	documentOp("vote", ".all .any .uni .pred, .ballot.b32, with or without .sync",
		"lanes outside membermask or inactive do not contribute; per PTX warp (wave half in paired mode)")
	documentOp("activemask", ".b32 (64-bit mask in native64)", "the PTX warp's active lanes")
	documentOp("match", ".any .all .sync .b32 .b64, d|p for .all", "each lane compares with every lane of its warp")
	documentOp("redux", ".sync .add .min .max (.u32 .s32), .and .or .xor (.b32)", "over active lanes in membermask")
	documentOp("elect", ".sync d|p", "leader = lowest active lane in membermask")
	documentOp("bar", ".sync / .cta.sync / .aligned with an immediate id; .warp.sync",
		"every id maps to the one AMD workgroup barrier; a thread count operand is rejected")
	documentOp("barrier", "as bar", "as bar")
	documentOp("membar", ".cta .gl .sys", "seq_cst fence at workgroup / agent / system scope")
	documentOp("fence", ".sc .acq_rel with .cta .cluster .gpu .sys", "LLVM fence with the matching sync scope")
	documentOp("bra", "direct, guarded (@p / @!p)", "")
	documentOp("call", ".uni, direct, with .param return and arguments", "parameters passed as pointers to the caller's private copies; inlined at -O3")
	documentOp("ret", "kernel and .func", "")
	documentOp("exit", "in kernels (exact, also divergent)", "exit in a .func that is not inlined is rejected")
}
