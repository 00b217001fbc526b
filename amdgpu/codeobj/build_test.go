package codeobj

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/target"
)

func TestLLCBuild(t *testing.T) {
	b := NewLLC()
	skipUnless(t, b.Available(mustTarget(t, "gfx906")))
	for _, name := range testTargets {
		t.Run(name, func(t *testing.T) {
			tg := mustTarget(t, name)
			if err := b.Available(tg); err != nil {
				skipUnless(t, err)
			}
			md := buildAndCheck(t, b, tg, 0)
			var out bytes.Buffer
			if err := WriteInfo(&out, tg, md); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(out.String(), "ptxamd info    : Used ") || !strings.Contains(out.String(), "waves/SIMD") {
				t.Errorf("info:\n%s", out.String())
			}
			t.Logf("\n%s", out.String())
		})
	}
	t.Run("gfx1100/wave64", func(t *testing.T) { buildAndCheck(t, b, mustTarget(t, "gfx1100"), 64) })
	t.Run("gfx90a:xnack-", func(t *testing.T) {
		md := buildAndCheck(t, b, mustTarget(t, "gfx90a:xnack-"), 0)
		if md.Target != "amdgcn-amd-amdhsa--gfx90a:xnack-" {
			t.Errorf("target %q", md.Target)
		}
	})
}

func TestLLCAsm(t *testing.T) {
	b := NewLLC()
	tg := mustTarget(t, "gfx90a")
	skipUnless(t, b.Available(tg))
	res, err := b.Build(context.Background(), Request{IR: kernelIR("+wavefrontsize64"), Target: tg, Emit: Asm})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(res.Asm, []byte(".amdhsa_kernel k")) || res.HSACO != nil {
		t.Errorf("asm output:\n%s", res.Asm)
	}
}

func TestLLCError(t *testing.T) {
	b := NewLLC()
	tg := mustTarget(t, "gfx90a")
	skipUnless(t, b.Available(tg))
	bad := []byte("define void @f() {\n  %x = add i32 1\n" + strings.Repeat("; filler\n", 20) + "}\n")
	_, err := b.Build(context.Background(), Request{IR: bad, Target: tg})
	var be *BuildError
	if !errors.As(err, &be) {
		t.Fatalf("error %v (%T) is not a *BuildError", err, err)
	}
	// opt, when it runs before llc, is the first to read the IR.
	if be.Stage != "llc" && be.Stage != "opt" || !strings.Contains(be.Log, "error") {
		t.Errorf("stage %q, log %q", be.Stage, be.Log)
	}
	if n := strings.Count(err.Error(), "\n"); n > shortLogLines+1 {
		t.Errorf("message has %d lines:\n%s", n, err)
	}
}

func TestLLCMissing(t *testing.T) {
	b := &LLC{Dir: t.TempDir()}
	err := b.Available(mustTarget(t, "gfx90a"))
	if !errors.Is(err, ErrToolMissing) || !strings.Contains(err.Error(), "apt-get install llvm-19 lld-19") {
		t.Fatalf("err = %v", err)
	}
	if _, err := b.Build(context.Background(), Request{IR: kernelIR("+wavefrontsize64"), Target: mustTarget(t, "gfx90a")}); !errors.Is(err, ErrToolMissing) {
		t.Fatalf("Build err = %v", err)
	}
}

func TestRequestValidation(t *testing.T) {
	b := &LLC{Dir: t.TempDir()} // validation comes before tool lookup
	for _, tc := range []struct {
		req  Request
		want string
	}{
		{Request{IR: kernelIR(""), Target: mustTarget(t, "gfx906"), WaveSize: 32}, "wave64 only"},
		{Request{IR: kernelIR("")}, "no target"},
		{Request{Target: mustTarget(t, "gfx906")}, "no IR"},
		{Request{IR: kernelIR(""), Target: mustTarget(t, "gfx906"), OptLevel: 4}, "out of range"},
	} {
		_, err := b.Build(context.Background(), tc.req)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("err = %v, want %q", err, tc.want)
		}
	}
}

func TestComgrBuild(t *testing.T) {
	c := NewComgr()
	path, major, minor, err := c.Library()
	skipUnless(t, err)
	isas, _ := c.ISANames()
	t.Logf("comgr %d.%d at %s lists %d ISAs: %s", major, minor, path, len(isas), strings.Join(isas, " "))
	for _, name := range append(testTargets, "gfx90a:xnack-", "gfx908:sramecc+:xnack-") {
		t.Run(name, func(t *testing.T) {
			tg := mustTarget(t, name)
			if err := c.Available(tg); err != nil {
				if !errors.Is(err, ErrTargetUnsupported) {
					t.Fatal(err)
				}
				t.Skipf("%v", err) // a target comgr lacks is not a missing tool
			}
			md := buildAndCheck(t, c, tg, 0)
			if md.Target != tg.ISAName() {
				t.Errorf("target %q, want %q", md.Target, tg.ISAName())
			}
		})
	}
}

func TestComgrAsm(t *testing.T) {
	c := NewComgr()
	tg := mustTarget(t, "gfx90a")
	skipUnless(t, c.Available(tg))
	res, err := c.Build(context.Background(), Request{IR: kernelIR("+wavefrontsize64"), Target: tg, Emit: Asm})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(res.Asm, []byte(".amdhsa_kernel k")) {
		t.Errorf("asm output:\n%.2000s", res.Asm)
	}
}

// TestComgrInvalidIR: a parse error is an ordinary comgr failure, with its
// log, and the parent goes on.
func TestComgrInvalidIR(t *testing.T) {
	c := NewComgr()
	tg := mustTarget(t, "gfx906")
	skipUnless(t, c.Available(tg))
	_, err := c.Build(context.Background(), Request{IR: []byte("define void @f() {\n  %x = add i32 1\n}\n"), Target: tg})
	var be *BuildError
	if !errors.As(err, &be) {
		t.Fatalf("error %v (%T) is not a *BuildError", err, err)
	}
	if be.Stage != "codegen" || !strings.Contains(be.Log, "error: expected") {
		t.Errorf("stage %q, log %q", be.Stage, be.Log)
	}
	t.Logf("stage %s: %v", be.Stage, err)
	// The parent survives and builds again.
	buildAndCheck(t, c, tg, 0)
}

// TestComgrFatalError: IR that makes LLVM abort (ballot.i32 in a wave64
// kernel fails instruction selection) kills the child, not the parent.
func TestComgrFatalError(t *testing.T) {
	c := NewComgr()
	tg := mustTarget(t, "gfx906")
	skipUnless(t, c.Available(tg))
	ir := []byte(`target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %p) #0 {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %id, 3
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 %c)
  store i32 %b, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ballot.i32(i1)
attributes #0 = { "target-features"="+wavefrontsize64" }
`)
	_, err := c.Build(context.Background(), Request{IR: ir, Target: tg})
	var be *BuildError
	if !errors.As(err, &be) {
		t.Fatalf("error %v (%T) is not a *BuildError", err, err)
	}
	t.Logf("stage %s: %v", be.Stage, err)
	if be.Stage == "child" && !strings.Contains(be.Log, "LLVM ERROR") {
		t.Errorf("child died without an LLVM error in its log:\n%s", be.Log)
	}
	buildAndCheck(t, c, tg, 0)
}

// TestComgrChildWithoutChildMain: a child that never calls ChildMain gives
// no answer and the error says why.
func TestComgrChildWithoutChildMain(t *testing.T) {
	c := NewComgr()
	tg := mustTarget(t, "gfx906")
	skipUnless(t, c.Available(tg))
	c.Exe = "/bin/true"
	_, err := c.Build(context.Background(), Request{IR: kernelIR("+wavefrontsize64"), Target: tg})
	if err == nil || !strings.Contains(err.Error(), "ChildMain") {
		t.Fatalf("err = %v", err)
	}
}

func TestAuto(t *testing.T) {
	a := NewAuto()
	for _, name := range testTargets {
		tg := mustTarget(t, name)
		chosen, err := a.Chosen(tg)
		if err != nil {
			t.Logf("%s: %v", name, err)
			continue
		}
		if chosen == "comgr" && a.Comgr.Available(tg) != nil || chosen == "llc" && a.Comgr.Available(tg) == nil {
			t.Errorf("%s: chose %s", name, chosen)
		}
		t.Logf("%s: %s", name, chosen)
	}
	tg := mustTarget(t, "gfx1100")
	skipUnless(t, a.Available(tg))
	buildAndCheck(t, a, tg, 0)
}

func TestByName(t *testing.T) {
	for _, n := range []string{"comgr", "llc", "auto"} {
		b, err := ByName(n)
		if err != nil || b.Name() != n {
			t.Errorf("ByName(%q) = %v, %v", n, b, err)
		}
	}
	if _, err := ByName("nvcc"); err == nil {
		t.Error("ByName(nvcc) succeeded")
	}
}

func TestReadMetadataRejects(t *testing.T) {
	if _, err := ReadMetadata([]byte("not an elf")); err == nil {
		t.Error("accepted garbage")
	}
	// An x86-64 ELF (this test binary's own format) is refused by machine.
	exe, err := os.ReadFile("/proc/self/exe")
	if err != nil {
		t.Skip(err)
	}
	if _, err := ReadMetadata(exe); err == nil || !strings.Contains(err.Error(), "EM_AMDGPU") {
		t.Errorf("host ELF: err = %v", err)
	}
}

// TestLLCAttributor: with opt beside llc, a kernel that reads only
// workitem id x gets no dispatch or queue pointer, no dispatch id, no
// workgroup id y and one workitem id, as clang's own builds do.
func TestLLCAttributor(t *testing.T) {
	b := NewLLC()
	tg := mustTarget(t, "gfx90a")
	skipUnless(t, b.Available(tg))
	tools, _ := b.find()
	if tools.opt == "" {
		t.Skipf("no opt with %s beside %s", attributorPass, tools.llc)
	}
	v, err := b.ToolVersion(tg)
	if err != nil || !strings.Contains(v, "-passes=default<On>,"+attributorPass) {
		t.Errorf("ToolVersion %q, %v", v, err)
	}
	res, err := b.Build(context.Background(), Request{IR: kernelIR("+wavefrontsize64"), Target: tg, Emit: Asm})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{".amdhsa_user_sgpr_dispatch_ptr 0", ".amdhsa_user_sgpr_queue_ptr 0",
		".amdhsa_user_sgpr_dispatch_id 0", ".amdhsa_system_sgpr_workgroup_id_y 0", ".amdhsa_system_vgpr_workitem_id 0"} {
		if !bytes.Contains(res.Asm, []byte(want)) {
			t.Errorf("no %q in:\n%s", want, res.Asm)
		}
	}
}

// TestCodeObjectVersionFlag checks that every builder makes the code
// object version the IR's module flag names, LLVM 15's comgr included
// (which ignores the flag and must be told by option): a v5 kernel's
// hidden arguments start with the block counts, a v4 kernel's with the
// global offsets.
func TestCodeObjectVersionFlag(t *testing.T) {
	const ir = `target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %%p) {
  %%ia = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %%v = load i32, ptr addrspace(4) %%ia, align 4
  store i32 %%v, ptr addrspace(1) %%p, align 4
  ret void
}

declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 %d}
`
	firstHidden := map[int]string{4: "hidden_global_offset_x", 5: "hidden_block_count_x"}
	tg := mustTarget(t, "gfx90a")
	for _, b := range []Builder{NewLLC(), NewComgr()} {
		t.Run(b.Name(), func(t *testing.T) { testCodeObjectVersion(t, b, tg, ir, firstHidden) })
	}
	if v := (Request{IR: []byte("define void @f() {\n  ret void\n}\n")}).codeObjectVersion(); v != 0 {
		t.Errorf("IR without the flag: version %d, want 0", v)
	}
}

func testCodeObjectVersion(t *testing.T, b Builder, tg *target.Target, ir string, firstHidden map[int]string) {
	skipUnless(t, b.Available(tg))
	for _, v := range []int{4, 5} {
		t.Run(fmt.Sprintf("v%d", v), func(t *testing.T) {
			req := Request{IR: []byte(fmt.Sprintf(ir, 100*v)), Target: tg}
			if got := req.codeObjectVersion(); got != v {
				t.Fatalf("codeObjectVersion() = %d, want %d", got, v)
			}
			res, err := b.Build(context.Background(), req)
			if err != nil {
				t.Fatal(err)
			}
			md, err := ReadMetadata(res.HSACO)
			if err != nil {
				t.Fatal(err)
			}
			if md.CodeObjectVersion != v {
				t.Errorf("code object version %d, want %d", md.CodeObjectVersion, v)
			}
			k := md.Kernel("k")
			if k == nil || len(k.Args) < 2 {
				t.Fatalf("kernel k's arguments: %+v", k)
			}
			if a := k.Args[1]; a.ValueKind != firstHidden[v] || a.Offset != 8 {
				t.Errorf("first hidden argument %s at %d, want %s at 8", a.ValueKind, a.Offset, firstHidden[v])
			}
		})
	}
}

// TestOptimizedIR checks that OptimizedIR gives the IR after opt's
// passes (the attributor's marks show they ran) and, at -O0, the input.
func TestOptimizedIR(t *testing.T) {
	b := NewLLC()
	tg := mustTarget(t, "gfx90a")
	skipUnless(t, b.Available(tg))
	if tools, _ := b.find(); tools.opt == "" {
		if requireTools() {
			t.Fatalf("no opt with %s beside %s", attributorPass, tools.llc)
		}
		t.Skipf("no opt with %s beside %s", attributorPass, tools.llc)
	}
	in := kernelIR("+wavefrontsize64")
	out, err := b.OptimizedIR(context.Background(), Request{IR: in, Target: tg})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(out, []byte(`"amdgpu-no-dispatch-ptr"`)) || !bytes.Contains(out, []byte("define amdgpu_kernel void @k(")) {
		t.Errorf("optimised IR lacks the kernel or the attributor's marks:\n%s", out)
	}
	same, err := b.OptimizedIR(context.Background(), Request{IR: in, Target: tg, OptLevel: O0})
	if err != nil || !bytes.Equal(same, in) {
		t.Errorf("-O0: %v, IR changed: %v", err, !bytes.Equal(same, in))
	}
}

// Code object v6 (LLVM 18+): the llc builder writes it, an older comgr
// refuses with a reason, and auto then builds with llc.
func TestCodeObjectV6(t *testing.T) {
	tg, _ := target.Lookup("gfx90a")
	ir := "define amdgpu_kernel void @k(ptr addrspace(1) %p) {\n  ret void\n}\n!llvm.module.flags = !{!0}\n!0 = !{i32 1, !\"amdhsa_code_object_version\", i32 600}\n"
	llc := NewLLC()
	skipUnless(t, llc.Available(tg))
	for _, b := range []Builder{llc, NewAuto()} {
		res, err := b.Build(context.Background(), Request{IR: []byte(ir), Target: tg})
		if err != nil {
			t.Fatalf("%s: %v", b.Name(), err)
		}
		md, err := ReadMetadata(res.HSACO)
		if err != nil {
			t.Fatal(err)
		}
		if md.CodeObjectVersion != 6 {
			t.Errorf("%s: code object version %d, want 6", b.Name(), md.CodeObjectVersion)
		}
	}
	c := NewComgr()
	if c.Available(tg) != nil {
		return
	}
	if err := c.coversVersion(6); err != nil {
		if _, berr := c.Build(context.Background(), Request{IR: []byte(ir), Target: tg}); berr == nil || !strings.Contains(berr.Error(), "cannot write code object v6") {
			t.Errorf("comgr %d.%d built v6 or failed unclearly: %v", c.lib.major, c.lib.minor, berr)
		}
	}
}
