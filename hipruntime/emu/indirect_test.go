package emu

import "testing"

// indirectIR calls through a table of function pointers in global
// memory (a vtable's shape, "call addrspace(1)"), each lane picking its
// entry by lane % 3, so that one call site runs three functions for
// three groups of lanes; a fourth function has the same signature but is
// not in the table, and one of another signature is.
const indirectIR = `target triple = "amdgcn-amd-amdhsa"

@table = addrspace(1) constant [4 x ptr addrspace(1)] [ptr addrspace(1) addrspacecast (ptr @twice to ptr addrspace(1)), ptr addrspace(1) addrspacecast (ptr @square to ptr addrspace(1)), ptr addrspace(1) addrspacecast (ptr @negate to ptr addrspace(1)), ptr addrspace(1) addrspacecast (ptr @other to ptr addrspace(1))]

define internal i32 @twice(i32 %x) { %r = shl i32 %x, 1
  ret i32 %r }
define internal i32 @square(i32 %x) { %r = mul i32 %x, %x
  ret i32 %r }
define internal i32 @negate(i32 %x) { %r = sub i32 0, %x
  ret i32 %r }
define internal i32 @unused(i32 %x) { ret i32 7 }
define internal i64 @other(i64 %x) { ret i64 9 }

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %lane = tail call i32 @llvm.amdgcn.workitem.id.x()
  %sel = urem i32 %lane, 3
  %slot = getelementptr [4 x ptr addrspace(1)], ptr addrspace(1) @table, i32 0, i32 %sel
  %fn = load ptr addrspace(1), ptr addrspace(1) %slot
  %v = add i32 %lane, 1
  %r = call addrspace(1) i32 %fn(i32 %v)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %lane
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
`

// TestIndirectCall: every lane gets its own function's result.
func TestIndirectCall(t *testing.T) {
	e := newEnv(t, 32)
	out := e.buf(4 * 40)
	e.runIRBlock("indirect.ll", indirectIR, 40, ptrArg(out))
	for i, got := range e.u32s(out, 40) {
		v := uint32(i + 1)
		want := [3]uint32{2 * v, v * v, -v}[i%3]
		if got != want {
			t.Errorf("lane %d: %d, want %d", i, int32(got), int32(want))
		}
	}
}
