package pipeline

import (
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/hipruntime"
)

func TestCheckClusterLDS(t *testing.T) {
	k := &hipruntime.Kernel{Name: "k", StaticLDS: 1024, Cluster: hipruntime.Dim3{X: 4, Y: 1, Z: 1}}
	// The hardware launch: 4 CTAs' dynamic shared memory together.
	fits := &hipruntime.Launch{SharedBytes: 4 * 15 << 10}
	if err := CheckClusterLDS("gfx90a", k, fits); err != nil {
		t.Errorf("4 x (1 KiB + 15 KiB) on gfx90a: %v", err)
	}
	over := &hipruntime.Launch{SharedBytes: 4 * 16 << 10}
	err := CheckClusterLDS("gfx90a", k, over)
	if err == nil || !strings.Contains(err.Error(), "cannot be placed") || !strings.Contains(err.Error(), "69632 bytes") {
		t.Errorf("4 x (1 KiB + 16 KiB) on gfx90a: %v", err)
	}
	if err := CheckClusterLDS("gfx950", k, over); err != nil {
		t.Errorf("gfx950 has 160 KiB per workgroup: %v", err)
	}
	one := &hipruntime.Kernel{Name: "k", StaticLDS: 1 << 20}
	if err := CheckClusterLDS("gfx90a", one, over); err != nil {
		t.Errorf("a cluster of one is not checked here: %v", err)
	}
}
