package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
	"github.com/ptxamd/ptxamd/internal/testutil"
)

func TestPtxasFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want ptxasOptions // optLevel -1 unless set
		err  string
	}{
		{args: []string{"-arch=sm_80", "-o", "k.o", "k.ptx"}, want: ptxasOptions{sm: "sm_80", output: "k.o", inputs: []string{"k.ptx"}}},
		{args: []string{"-arch", "sm_90a", "k.ptx"}, want: ptxasOptions{sm: "sm_90a", inputs: []string{"k.ptx"}}},
		{args: []string{"--gpu-name", "sm_75", "--output-file=x.o", "k.ptx"}, want: ptxasOptions{sm: "sm_75", output: "x.o", inputs: []string{"k.ptx"}}},
		{args: []string{"--gpu-name=sm_86", "--output-file", "x.o", "k.ptx"}, want: ptxasOptions{sm: "sm_86", output: "x.o", inputs: []string{"k.ptx"}}},
		{args: []string{"-v", "-O3", "-m64", "-c", "k.ptx"}, want: ptxasOptions{verbose: true, optLevel: 3, machine: "64", compileOnly: true, inputs: []string{"k.ptx"}}},
		{args: []string{"--verbose", "-O0", "k.ptx"}, want: ptxasOptions{verbose: true, optLevel: 0, inputs: []string{"k.ptx"}}},
		{args: []string{"--opt-level", "2", "k.ptx"}, want: ptxasOptions{optLevel: 2, inputs: []string{"k.ptx"}}},
		{args: []string{"--opt-level=1", "--machine", "64", "k.ptx"}, want: ptxasOptions{optLevel: 1, machine: "64", inputs: []string{"k.ptx"}}},
		{args: []string{"-lineinfo", "-g", "--warn-on-spills", "k.ptx"}, want: ptxasOptions{lineInfo: true, debug: true, warnSpills: true, inputs: []string{"k.ptx"}}},
		{args: []string{"--generate-line-info", "--device-debug", "--compile-only", "k.ptx"}, want: ptxasOptions{lineInfo: true, debug: true, compileOnly: true, inputs: []string{"k.ptx"}}},
		{args: []string{"-maxrregcount", "32", "k.ptx"}, want: ptxasOptions{maxRegs: "32", inputs: []string{"k.ptx"}}},
		{args: []string{"-maxrregcount=64", "k.ptx"}, want: ptxasOptions{maxRegs: "64", inputs: []string{"k.ptx"}}},
		{args: []string{"--amd-arch", "gfx1100", "--amd-warp-mode=wave32", "k.ptx"}, want: ptxasOptions{amdArch: "gfx1100", warpMode: "wave32", inputs: []string{"k.ptx"}}},
		{args: []string{"--amd-code-object-version=4", "k.ptx"}, want: ptxasOptions{cov: 4, inputs: []string{"k.ptx"}}},
		{args: []string{"--amd-code-object-version", "five", "k.ptx"}, err: "value 'five' is not defined for option 'amd-code-object-version'"},
		{args: []string{"--version"}, want: ptxasOptions{version: true}},
		{args: []string{"-V"}, want: ptxasOptions{version: true}},
		{args: []string{"--help"}, want: ptxasOptions{help: true}},
		{args: []string{"-"}, want: ptxasOptions{inputs: []string{"-"}}},
		{args: []string{"-foo", "k.ptx"}, err: "Unknown option '-foo'"},
		{args: []string{"--fmad=false", "k.ptx"}, err: "Unknown option '--fmad=false'"},
		{args: []string{"-ofile", "k.ptx"}, err: "Unknown option '-ofile'"},
		{args: []string{"-O4", "k.ptx"}, err: "value '4' is not defined for option 'opt-level'"},
		{args: []string{"-m32", "k.ptx"}, err: "only 64-bit"},
		{args: []string{"-arch=compute_80", "k.ptx"}, err: "value 'compute_80' is not defined for option 'gpu-name'"},
		{args: []string{"-arch=sm_999", "k.ptx"}, err: "value 'sm_999' is not defined for option 'gpu-name'"},
		{args: []string{"-arch=sm_81", "k.ptx"}, err: "value 'sm_81' is not defined for option 'gpu-name'"},
		{args: []string{"-arch=sm_90f", "k.ptx"}, err: "value 'sm_90f' is not defined for option 'gpu-name'"},
		{args: []string{"--gpu-name", "sm_", "k.ptx"}, err: "value 'sm_' is not defined for option 'gpu-name'"},
		{args: []string{"-arch=sm_100f", "k.ptx"}, want: ptxasOptions{sm: "sm_100f", inputs: []string{"k.ptx"}}},
		{args: []string{"-arch=sm_121a", "k.ptx"}, want: ptxasOptions{sm: "sm_121a", inputs: []string{"k.ptx"}}},
		{args: []string{"-arch=sm_50", "k.ptx"}, want: ptxasOptions{sm: "sm_50", inputs: []string{"k.ptx"}}},
		{args: []string{"k.ptx", "-o"}, err: "option '-o' needs a value"},
		{args: []string{"-v=1", "k.ptx"}, err: "option '-v=1' takes no value"},
		{args: []string{"-maxrregcount", "many", "k.ptx"}, err: "value 'many' is not defined for option 'maxrregcount'"},
	} {
		got, err := parsePtxasArgs(tc.args)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: error %v, want %q", tc.args, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tc.args, err)
			continue
		}
		want := tc.want
		if !containsOpt(tc.args) {
			want.optLevel = -1
		}
		if !reflect.DeepEqual(*got, want) {
			t.Errorf("%q:\n got %+v\nwant %+v", tc.args, *got, want)
		}
	}
}

func containsOpt(args []string) bool {
	for _, a := range args {
		if strings.HasPrefix(a, "-O") || strings.HasPrefix(a, "--opt-level") {
			return true
		}
	}
	return false
}

func TestPtxasArchResolution(t *testing.T) {
	dir := t.TempDir()
	mapFile := filepath.Join(dir, "map")
	if err := os.WriteFile(mapFile, []byte("# comment\nsm_80 gfx90a\nsm_90 gfx942 # hopper\n\nsm_86   gfx1030\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	wild := filepath.Join(dir, "wild")
	if err := os.WriteFile(wild, []byte("sm_80 gfx90a\n* gfx1100\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(dir, "bad")
	if err := os.WriteFile(bad, []byte("sm_80 gfx90a\nsm_86\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	if err := os.MkdirAll(filepath.Join(home, ".config", "ptxamd"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(home, ".config", "ptxamd", "arch-map"), []byte("sm_75 gfx906\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	empty := t.TempDir()
	for _, tc := range []struct {
		name       string
		opts       ptxasOptions
		env        map[string]string
		want, from string
		err        string
	}{
		{name: "default", opts: ptxasOptions{sm: "sm_80"}, env: map[string]string{"HOME": empty}, want: "gfx90a", from: "default"},
		{name: "flag wins", opts: ptxasOptions{sm: "sm_80", amdArch: "gfx1100"}, env: map[string]string{envArch: "gfx942", envArchMap: mapFile}, want: "gfx1100", from: "--amd-arch"},
		{name: "gfx in -arch", opts: ptxasOptions{sm: "gfx1030"}, env: map[string]string{envArch: "gfx942"}, want: "gfx1030", from: "-arch"},
		{name: "env", opts: ptxasOptions{sm: "sm_80"}, env: map[string]string{envArch: "gfx942", envArchMap: mapFile}, want: "gfx942", from: envArch},
		{name: "map", opts: ptxasOptions{sm: "sm_86"}, env: map[string]string{envArchMap: mapFile}, want: "gfx1030", from: mapFile},
		{name: "map suffix", opts: ptxasOptions{sm: "sm_90a"}, env: map[string]string{envArchMap: mapFile}, want: "gfx942", from: mapFile},
		{name: "map miss", opts: ptxasOptions{sm: "sm_70"}, env: map[string]string{envArchMap: mapFile}, want: "gfx90a", from: "default"},
		{name: "map wildcard", opts: ptxasOptions{sm: "sm_70"}, env: map[string]string{envArchMap: wild}, want: "gfx1100", from: wild},
		{name: "home map", opts: ptxasOptions{sm: "sm_75"}, env: map[string]string{"HOME": home}, want: "gfx906", from: filepath.Join(home, ".config", "ptxamd", "arch-map")},
		{name: "xdg map", opts: ptxasOptions{sm: "sm_75"}, env: map[string]string{"HOME": empty, "XDG_CONFIG_HOME": filepath.Join(home, ".config")}, want: "gfx906", from: filepath.Join(home, ".config", "ptxamd", "arch-map")},
		{name: "missing explicit map", opts: ptxasOptions{sm: "sm_80"}, env: map[string]string{envArchMap: filepath.Join(dir, "nope")}, err: "no such file"},
		{name: "bad map", opts: ptxasOptions{sm: "sm_80"}, env: map[string]string{envArchMap: bad}, err: bad + ":2:"},
	} {
		getenv := func(k string) string { return tc.env[k] }
		got, from, err := resolveAMDArch(&tc.opts, getenv)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: error %v, want %q", tc.name, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want || from != tc.from {
			t.Errorf("%s: got %s from %s (%v), want %s from %s", tc.name, got, from, err, tc.want, tc.from)
		}
	}
}

func TestPtxasMessages(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := ptxasMain([]string{"-arch=sm_80", "--bogus", vadd}, &stdout, &stderr); code != 1 || !strings.Contains(stderr.String(), "ptxas fatal   : Unknown option '--bogus'") {
		t.Errorf("unknown flag: exit %d, stderr %q", code, stderr.String())
	}
	stderr.Reset()
	if code := ptxasMain(nil, &stdout, &stderr); code != 1 || !strings.Contains(stderr.String(), "No input files") {
		t.Errorf("no input: exit %d, stderr %q", code, stderr.String())
	}
	stdout.Reset()
	if code := ptxasMain([]string{"--version"}, &stdout, &stderr); code != 0 || !strings.Contains(stdout.String(), "ptxamd") || !strings.Contains(stdout.String(), "release "+ptxasCUDARelease) {
		t.Errorf("--version: exit %d, %q", code, stdout.String())
	}
	stdout.Reset()
	if code := ptxasMain([]string{"--help"}, &stdout, &stderr); code != 0 || !strings.Contains(stdout.String(), envArchMap) || !strings.Contains(stdout.String(), "-arch, --gpu-name") {
		t.Errorf("--help: exit %d, %q", code, stdout.String())
	}
	// As a ptxamd subcommand, the same.
	code, out, _ := ptxamd(t, "ptxas", "--version")
	if code != 0 || !strings.Contains(out, "Cuda compilation tools") {
		t.Errorf("ptxamd ptxas --version: %d %q", code, out)
	}
	for _, name := range []string{"ptxas", "/usr/local/bin/ptxas", "ptxas.exe"} {
		if !isPtxasName(name) {
			t.Errorf("isPtxasName(%q) = false", name)
		}
	}
	for _, name := range []string{"ptxamd", "/bin/ptxas-12", "ptxas2"} {
		if isPtxasName(name) {
			t.Errorf("isPtxasName(%q) = true", name)
		}
	}
}

// TestPtxasBuild builds examples/vadd.ptx through the ptxas command for a
// wave64 and a wave32 target and checks the code object and -v's lines.
func TestPtxasBuild(t *testing.T) {
	testutil.LLVMTool(t, "llc", 19)
	t.Setenv("PTXAMD_CACHE_DIR", t.TempDir())
	t.Setenv(envArch, "")
	t.Setenv(envArchMap, filepath.Join(t.TempDir(), "none")) // must not exist: an error
	dir := t.TempDir()
	for _, tc := range []struct {
		arch, sm string
		cov      []string // --amd-code-object-version
		wantCOV  int
	}{{"gfx90a", "sm_80", nil, 5}, {"gfx1100", "sm_89", []string{"--amd-code-object-version", "4"}, 4}} {
		out := filepath.Join(dir, tc.arch+".o")
		var stdout, stderr bytes.Buffer
		code := ptxasMain(append([]string{"-arch=" + tc.sm, "--amd-arch", tc.arch, "-v", "-O3", "-o", out, vadd}, tc.cov...), &stdout, &stderr)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", tc.arch, code, stderr.String())
		}
		for _, want := range []string{"ptxas info    : Compiling entry function 'vadd' for '" + tc.sm + "'", "ptxas info    : Used ", " registers (VGPRs)"} {
			if !strings.Contains(stderr.String(), want) {
				t.Errorf("%s: -v lacks %q:\n%s", tc.arch, want, stderr.String())
			}
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		md, err := codeobj.ReadMetadata(data)
		if err != nil {
			t.Fatalf("%s: %v", tc.arch, err)
		}
		if !strings.HasPrefix(md.Target, "amdgcn-amd-amdhsa--"+tc.arch) || md.Kernel("vadd") == nil {
			t.Errorf("%s: target %q, kernels %v", tc.arch, md.Target, md.Kernels)
		}
		if md.CodeObjectVersion != tc.wantCOV {
			t.Errorf("%s: code object version %d, want %d", tc.arch, md.CodeObjectVersion, tc.wantCOV)
		}
	}
	// The missing map file named by PTXAMD_ARCH_MAP is an error...
	var stderr bytes.Buffer
	if code := ptxasMain([]string{"-arch=sm_80", "-o", filepath.Join(dir, "x.o"), vadd}, &bytes.Buffer{}, &stderr); code != 1 || !strings.Contains(stderr.String(), "arch map") {
		t.Errorf("missing map: exit %d, %q", code, stderr.String())
	}
	// ... and the default output is elf.o in the working directory.
	t.Setenv(envArchMap, "")
	t.Setenv("HOME", t.TempDir())
	t.Setenv("XDG_CONFIG_HOME", "")
	abs, _ := filepath.Abs(vadd)
	t.Chdir(dir)
	if code := ptxasMain([]string{"-arch", "sm_80", abs}, &bytes.Buffer{}, &stderr); code != 0 {
		t.Fatalf("default output: exit %d: %s", code, stderr.String())
	}
	if _, err := os.Stat(filepath.Join(dir, "elf.o")); err != nil {
		t.Errorf("no elf.o: %v", err)
	}
}

// ptxasBinary builds ptxamd and links it as DIR/ptxas; it returns DIR.
func ptxasBinary(t *testing.T) string {
	t.Helper()
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go not on PATH")
	}
	dir := t.TempDir()
	exe := filepath.Join(dir, "ptxamd")
	cmd := exec.Command(gobin, "build", "-o", exe, ".")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	if err := os.Symlink("ptxamd", filepath.Join(dir, "ptxas")); err != nil {
		t.Fatal(err)
	}
	return dir
}

func needTool(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		if testutil.ToolsRequired() {
			t.Fatalf("%s not found and %s=1: %v", name, testutil.EnvRequireTools, err)
		}
		t.Skipf("%s not found: %v", name, err)
	}
	return p
}

// copyDir copies the plain files of src into a new temporary folder.
func copyDir(t *testing.T, src string) string {
	t.Helper()
	dst := t.TempDir()
	ents, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if e.Type().IsRegular() {
			data, err := os.ReadFile(filepath.Join(src, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dst, e.Name()), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	return dst
}

func checkHSACO(t *testing.T, path, arch string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	md, err := codeobj.ReadMetadata(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if !strings.HasPrefix(md.Target, "amdgcn-amd-amdhsa--"+arch) || md.Kernel("vadd") == nil {
		t.Errorf("%s: target %q, kernels %v", path, md.Target, md.Kernels)
	}
}

// TestPtxasSymlink runs the built binary through a symlink named ptxas:
// directly, from the Makefile example and from the CMake example.
func TestPtxasSymlink(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	testutil.LLVMTool(t, "llc", 19)
	bin := ptxasBinary(t)
	ptxas := filepath.Join(bin, "ptxas")
	env := append(os.Environ(), envArch+"=", envArchMap+"=", "HOME="+t.TempDir(), "XDG_CONFIG_HOME=", "PTXAMD_CACHE_DIR="+t.TempDir())

	t.Run("argv0", func(t *testing.T) {
		out, err := exec.Command(ptxas, "--version").CombinedOutput()
		if err != nil || !strings.HasPrefix(string(out), "ptxas: ptxamd") {
			t.Fatalf("ptxas --version: %v\n%s", err, out)
		}
		cmd := exec.Command(ptxas, "-bogus")
		out, err = cmd.CombinedOutput()
		if cmd.ProcessState.ExitCode() != 1 || !strings.Contains(string(out), "Unknown option '-bogus'") {
			t.Errorf("ptxas -bogus: %v\n%s", err, out)
		}
		dir := t.TempDir()
		cmd = exec.Command(ptxas, "-arch=sm_90", "-v", "-o", filepath.Join(dir, "v.o"), vadd)
		cmd.Env = append(env, envArch+"=gfx1100")
		if out, err := cmd.CombinedOutput(); err != nil || !strings.Contains(string(out), "for 'sm_90'") {
			t.Fatalf("ptxas build: %v\n%s", err, out)
		}
		checkHSACO(t, filepath.Join(dir, "v.o"), "gfx1100")
	})
	t.Run("make", func(t *testing.T) {
		mk := needTool(t, "make")
		dir := copyDir(t, "../../examples/ptxas-make")
		cmd := exec.Command(mk, "PTXAS="+ptxas)
		cmd.Dir, cmd.Env = dir, env
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("make: %v\n%s", err, out)
		}
		checkHSACO(t, filepath.Join(dir, "vadd.o"), DefaultArch)
	})
	t.Run("cmake", func(t *testing.T) {
		cm := needTool(t, "cmake")
		src, err := filepath.Abs("../../examples/ptxas-cmake")
		if err != nil {
			t.Fatal(err)
		}
		build := t.TempDir()
		for _, args := range [][]string{{"-S", src, "-B", build, "-DPTXAS=" + ptxas}, {"--build", build}} {
			cmd := exec.Command(cm, args...)
			cmd.Env = append(env, envArch+"=gfx1100")
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("cmake %s: %v\n%s", strings.Join(args, " "), err, out)
			}
		}
		checkHSACO(t, filepath.Join(build, "vadd.o"), "gfx1100")
	})
}
