package main

import (
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/target"
)

// TestAutoNeverNative64: --warp-mode auto picks wave32 or paired, never
// native64, on every target: PTX producers write 32-lane warps into their
// code, and native64 runs such code only with a warning or not at all.
func TestAutoNeverNative64(t *testing.T) {
	for _, tg := range target.All() {
		mode, _, err := resolveMode(tg, "auto")
		if err != nil {
			t.Errorf("%s: %v", tg.Name, err)
			continue
		}
		if mode != "wave32" && mode != "paired" {
			t.Errorf("%s: auto picked %s", tg.Name, mode)
		}
	}
}

// TestNative64Warp32Warning: a kernel written for 32-lane warps (Triton's
// argmax shape) builds in native64 with positioned warp32 warnings, which
// -Werror turns into a failure; a 32-bit ballot is an error.
func TestNative64Warp32Warning(t *testing.T) {
	const argmax = "../../conformance/cases/warp/argmax_32lane_shape/case.ptx"
	code, _, errOut := ptxamd(t, "check", "--arch", "gfx90a", "--warp-mode", "native64", argmax)
	if code != 0 {
		t.Fatalf("check: %d\n%s", code, errOut)
	}
	for _, want := range []string{"case.ptx:33:2: warning: shfl.sync.bfly.b32: c = 0x1f", "[-Wwarp32]", "case.ptx:28:2: warning: and.b32"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("missing %q in:\n%s", want, errOut)
		}
	}
	if code, _, _ := ptxamd(t, "check", "--arch", "gfx90a", "--warp-mode", "native64", "-Werror", argmax); code == 0 {
		t.Error("-Werror: the warp32 warnings did not fail the check")
	}
	if code, _, errOut := ptxamd(t, "check", "--arch", "gfx90a", "--warp-mode", "native64", "-Wno-warp32", argmax); code != 0 || strings.Contains(errOut, "Wwarp32") {
		t.Errorf("-Wno-warp32: %d\n%s", code, errOut)
	}
	if code, _, _ := ptxamd(t, "check", "--arch", "gfx90a", "--warp-mode", "paired", argmax); code != 0 {
		t.Error("paired: the kernel should build")
	}
	const ballot = "../../conformance/cases/warp/warpmix_b64/case.ptx"
	if code, _, errOut := ptxamd(t, "check", "--arch", "gfx90a", "--warp-mode", "native64", ballot); code == 0 || !strings.Contains(errOut, "error:") {
		t.Errorf("32-bit ballot in native64: %d\n%s", code, errOut)
	}
}
