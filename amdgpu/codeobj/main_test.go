package codeobj

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/target"
)

func TestMain(m *testing.M) {
	if ChildMain() {
		return
	}
	if dir := os.Getenv(envCacheChild); dir != "" {
		os.Exit(cacheChild(dir))
	}
	os.Exit(m.Run())
}

// kernelIR is a small opaque-pointer kernel: p[tid] += 1, with the wave size
// in its target-features.
func kernelIR(features string) []byte {
	return []byte(fmt.Sprintf(`target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %%p) #0 {
entry:
  %%id = call i32 @llvm.amdgcn.workitem.id.x()
  %%g = getelementptr inbounds i32, ptr addrspace(1) %%p, i32 %%id
  %%v = load i32, ptr addrspace(1) %%g, align 4
  %%w = add i32 %%v, 1
  store i32 %%w, ptr addrspace(1) %%g, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #1

attributes #0 = { nounwind "target-features"="%s" }
attributes #1 = { nounwind readnone }

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 400}
`, features))
}

// requireTools reports whether a missing tool must fail the test.
func requireTools() bool { return os.Getenv("PTXAMD_REQUIRE_TOOLS") == "1" }

// skipUnless skips (or fails, under PTXAMD_REQUIRE_TOOLS=1) when err says
// a tool is missing.
func skipUnless(t testing.TB, err error) {
	t.Helper()
	if err == nil {
		return
	}
	if requireTools() {
		t.Fatalf("tool required: %v", err)
	}
	t.Skipf("tool missing: %v", err)
}

func mustTarget(t testing.TB, name string) *target.Target {
	t.Helper()
	tg, err := target.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return tg
}

// testTargets are the processors the build tests cover, one per family.
var testTargets = []string{"gfx906", "gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1200"}

// buildAndCheck builds the test kernel for tg at wave and checks the code
// object: ELF for EM_AMDGPU, metadata naming kernel k with that wave size.
func buildAndCheck(t *testing.T, b Builder, tg *target.Target, wave int) *Metadata {
	t.Helper()
	feats, err := tg.FeatureString(wave)
	if err != nil {
		t.Fatal(err)
	}
	res, err := b.Build(context.Background(), Request{IR: kernelIR(feats), Target: tg, WaveSize: wave})
	if err != nil {
		var be *BuildError
		if errors.As(err, &be) {
			t.Fatalf("%v\nfull log:\n%s", err, be.Log)
		}
		t.Fatal(err)
	}
	md, err := ReadMetadata(res.HSACO)
	if err != nil {
		t.Fatal(err)
	}
	k := md.Kernel("k")
	if k == nil {
		t.Fatalf("no kernel k in metadata: %+v", md.Kernels)
	}
	want := wave
	if want == 0 {
		want = tg.DefaultWaveSize
	}
	if k.WavefrontSize != want {
		t.Errorf("wavefront size %d, want %d", k.WavefrontSize, want)
	}
	if !strings.HasPrefix(md.Target, target.Triple+"--"+tg.Name) {
		t.Errorf("metadata target %q, want %s", md.Target, tg.Name)
	}
	if md.CodeObjectVersion != 4 {
		t.Errorf("code object version %d, want 4", md.CodeObjectVersion)
	}
	if k.Symbol != "k.kd" || k.VGPRCount == 0 || k.KernargSegmentSize < 8 {
		t.Errorf("kernel metadata looks wrong: %+v", k)
	}
	if len(k.Args) == 0 || k.Args[0].ValueKind != "global_buffer" || k.Args[0].Size != 8 || k.Args[0].Offset != 0 {
		t.Errorf("args: %+v", k.Args)
	}
	return md
}
