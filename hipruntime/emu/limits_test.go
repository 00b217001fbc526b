package emu

import (
	"errors"
	"strings"
	"testing"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/hipruntime"
)

// TestDeviceMemoryLimit: allocations beyond Options.MaxDeviceBytes fail
// with ErrOutOfMemory before any host memory is taken; freeing returns
// the memory.
func TestDeviceMemoryLimit(t *testing.T) {
	d := NewWithOptions("gfx90a", 64, Options{MaxDeviceBytes: 1 << 20})
	if _, err := d.Malloc(4_000_000_000); !errors.Is(err, ErrOutOfMemory) || !strings.Contains(err.Error(), "4000000000 bytes") {
		t.Fatalf("4 GB malloc: %v", err)
	}
	p, err := d.Malloc(600 << 10)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Malloc(600 << 10); !errors.Is(err, ErrOutOfMemory) {
		t.Fatalf("second 600 KiB: %v", err)
	}
	if err := d.Free(p); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Malloc(600 << 10); err != nil {
		t.Fatalf("after Free: %v", err)
	}
	if New("gfx90a", 64).opts.MaxDeviceBytes != DefaultDeviceBytes {
		t.Errorf("default device memory")
	}
}

// TestGlobalTooLarge: a module global beyond the device memory fails the
// load with a clear error (`.global .b64 g[2147483647]` is 16 GiB).
func TestGlobalTooLarge(t *testing.T) {
	k := newKernel()
	g := k.m.NewGlobalDef("g", constant.NewZeroInitializer(types.NewArray(2147483647, types.I64)))
	g.AddrSpace = llvmx.Global
	k.b.NewRet(nil)
	e := newEnv(t, 32)
	_, err := e.d.Load(&hipruntime.Image{Arch: "gfx1100", IR: k.m})
	if !errors.Is(err, ErrOutOfMemory) || !strings.Contains(err.Error(), "global g of 17179869176 bytes") {
		t.Fatalf("load: %v", err)
	}
}

// TestLDSLimit: static plus dynamic LDS beyond the target's 64 KiB per
// workgroup is a launch error, as hipModuleLaunchKernel's would be.
func TestLDSLimit(t *testing.T) {
	k := newKernel()
	k.b.NewRet(nil)
	e := newEnv(t, 32)
	if err := e.run(k, 1, 32, 64<<10); err != nil {
		t.Fatalf("64 KiB: %v", err)
	}
	err := e.run(k, 1, 32, 64<<10+1)
	if err == nil || !strings.Contains(err.Error(), "65537 bytes of LDS") || !strings.Contains(err.Error(), "65536 bytes a workgroup of gfx1100") {
		t.Fatalf("64 KiB + 1: %v", err)
	}
}
