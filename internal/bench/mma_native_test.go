package bench

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx/llparse"
	"github.com/ptxamd/ptxamd/ccwrap"
	"github.com/ptxamd/ptxamd/conformance"
	"github.com/ptxamd/ptxamd/hipruntime"
	"github.com/ptxamd/ptxamd/hipruntime/emu"
	"github.com/ptxamd/ptxamd/internal/pipeline"
	"github.com/ptxamd/ptxamd/internal/testutil"
)

// TestMmaNativeTwins runs the native HIP twins of the mma-native section
// on the emulator (clang's LLVM IR, with the MFMA/WMMA intrinsics and
// their AMD lane layouts) with the inputs of the conformance cases whose
// PTX they are compared with, and checks their results against the
// NVIDIA recordings within the matrix units' norm-wise bound: the twins
// do the same work as the translated kernels, not just a similar amount.
func TestMmaNativeTwins(t *testing.T) {
	tc, err := ccwrap.FindToolchain()
	if err != nil {
		if errors.Is(err, ccwrap.ErrToolMissing) && !testutil.ToolsRequired() {
			t.Skipf("skipping: %v", err)
		}
		t.Fatal(err)
	}
	cases := map[string]string{"matmul_4mma.hip": "triton_matmul_4mma", "gemm_int4.hip": "gemm_int4_marlin"}
	for _, p := range MmaNativePairs {
		c, err := conformance.Load(filepath.Join("../../conformance/cases/real", cases[p.HIP]))
		if err != nil {
			t.Fatal(err)
		}
		for _, arch := range MmaNativeArchs {
			t.Run(strings.TrimSuffix(p.HIP, ".hip")+"/"+arch, func(t *testing.T) {
				tmp := t.TempDir()
				libs, err := tc.DeviceLibs(arch, tmp)
				if err != nil {
					t.Fatal(err)
				}
				ll := filepath.Join(tmp, "k.ll")
				ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
				defer cancel()
				argv := []string{"-x", "hip", "--cuda-device-only", "--offload-arch=" + arch, "--rocm-path=" + tc.ROCm,
					"--rocm-device-lib-path=" + libs, "-O3", "-S", "-emit-llvm", filepath.Join("../../bench/native", p.HIP), "-o", ll}
				if out, err := exec.CommandContext(ctx, tc.Clang, argv...).CombinedOutput(); err != nil {
					t.Fatalf("clang: %v: %s", err, out)
				}
				text, err := os.ReadFile(ll)
				if err != nil {
					t.Fatal(err)
				}
				m, err := llparse.Parse("k.ll", text)
				if err != nil {
					t.Fatal(err)
				}
				ws, mode := 32, "wave32"
				if arch == "gfx90a" || arch == "gfx942" {
					ws, mode = 64, "native64"
				}
				k := hipruntime.Kernel{Name: c.Kernel, WarpMode: mode, WaveSize: ws, ThreadsPerWave: ws}
				for _, f := range m.Funcs {
					if f.Name() != c.Kernel {
						continue
					}
					for _, prm := range f.Params {
						size, kind := 4, hipruntime.ParamValue
						if strings.HasPrefix(prm.Type().String(), "ptr") {
							size, kind = 8, hipruntime.ParamPointer
						}
						k.ArgSegmentSize = (k.ArgSegmentSize + size - 1) / size * size
						k.Params = append(k.Params, hipruntime.Param{Name: prm.Name(), Kind: kind, Size: size, Align: size, Offset: k.ArgSegmentSize})
						k.ArgSegmentSize += size
					}
				}
				if k.Params == nil {
					t.Fatalf("no kernel %s in clang's IR", c.Kernel)
				}
				img := &hipruntime.Image{Arch: arch, IR: m, Kernels: []hipruntime.Kernel{k}}
				res, err := pipeline.Execute(emu.New(arch, ws), img, pipeline.RunRequest{Kernel: c.Kernel,
					Grid:  hipruntime.Dim3{X: uint32(c.Grid[0]), Y: uint32(c.Grid[1]), Z: uint32(c.Grid[2])},
					Block: hipruntime.Dim3{X: uint32(ws), Y: 1, Z: 1}, Args: c.Specs})
				if err != nil {
					t.Fatal(err)
				}
				for _, mm := range conformance.CompareNorm(c, res.Buffers) {
					t.Errorf("%s", mm)
				}
			})
		}
	}
}

// TestTritonAMDBuilds reads Triton's stored AMD builds of the matmul:
// each target's kernel body is there, with the two matrix instructions
// one wave needs for its 16x32 tile (16x16x16 units), and a plausible
// instruction count.
func TestTritonAMDBuilds(t *testing.T) {
	for _, arch := range MmaNativeArchs {
		k, err := TritonAMDISA(context.Background(), nil, filepath.Join("../../bench/native", TritonAMDDir), arch)
		if err != nil {
			t.Fatal(err)
		}
		if k.MatrixOps != 2 {
			t.Errorf("%s: %d matrix instructions, want 2", arch, k.MatrixOps)
		}
		if k.Instructions < 200 || k.Instructions > 5000 {
			t.Errorf("%s: %d instructions", arch, k.Instructions)
		}
	}
}
