package main

import (
	"strings"
	"testing"
)

// TestRunMallocHeap: ptxamd run gives a kernel that calls malloc the
// default heap, and --malloc-heap a smaller one, which runs out: malloc
// returns NULL and the kernel's store through it faults at address 0.
func TestRunMallocHeap(t *testing.T) {
	src := "../../semantics/testdata/malloc_free.ptx"
	args := []string{"run", "--device", "emu", src, "--kernel", "k", "--block", "8", "--arg", "buf:u32:8:zero"}
	code, stdout, stderr := ptxamd(t, args...)
	if code != 0 || !strings.Contains(stdout, "u32[8]: 1 1 1 1 1 1 1 1") {
		t.Fatalf("default heap: exit %d\n%s%s", code, stdout, stderr)
	}
	code, _, stderr = ptxamd(t, append(args, "--malloc-heap", "64")...)
	if code == 0 || !strings.Contains(stderr, "at address 0x0") {
		t.Errorf("a 64-byte heap: exit %d, want a store through NULL to fault\n%s", code, stderr)
	}
	code, _, stderr = ptxamd(t, append(args, "--malloc-heap", "3")...)
	if code == 0 || !strings.Contains(stderr, "device heap of 3 bytes") {
		t.Errorf("a 3-byte heap: exit %d, want it refused\n%s", code, stderr)
	}
}
