package ccwrap

import (
	"bytes"
	"os"
	"testing"
)

// toolchain returns the toolchain, or skips the test when it is missing
// (and fails instead when PTXAMD_REQUIRE_TOOLS=1).
func toolchain(t *testing.T) *Toolchain {
	t.Helper()
	tc, err := FindToolchain()
	if err != nil {
		if os.Getenv("PTXAMD_REQUIRE_TOOLS") == "1" {
			t.Fatalf("PTXAMD_REQUIRE_TOOLS=1: %v", err)
		}
		t.Skipf("needs clang and HIP headers: %v", err)
	}
	return tc
}

func testDriver(t *testing.T) (*Driver, *bytes.Buffer) {
	var out bytes.Buffer
	return &Driver{TC: toolchain(t), Stdout: &out, Stderr: &out}, &out
}
