package hip

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/ptxamd/ptxamd/hipruntime"
)

// requireGPU returns the probe when a GPU is usable. Otherwise the test
// skips with the reason, or fails when PTXAMD_REQUIRE_GPU=1.
func requireGPU(t *testing.T) ProbeResult {
	t.Helper()
	r := Probe()
	if len(r.Devices) > 0 {
		return r
	}
	if os.Getenv("PTXAMD_REQUIRE_GPU") == "1" {
		t.Fatalf("PTXAMD_REQUIRE_GPU=1 but no GPU: %s", r)
	}
	t.Skipf("no AMD GPU: %s", r.Reason)
	return r
}

// requireLibNoGPU skips unless the HIP library loads and no GPU is usable:
// the situation of a CI machine with the runtime installed.
func requireLibNoGPU(t *testing.T) ProbeResult {
	t.Helper()
	r := Probe()
	if r.Library == "" {
		t.Skipf("HIP runtime library not installed: %v", r.LibraryErr)
	}
	if len(r.Devices) > 0 {
		t.Skip("a GPU is present; this test is for machines without one")
	}
	return r
}

func TestProbeLibraryWithoutGPU(t *testing.T) {
	r := requireLibNoGPU(t)
	t.Logf("probe:\n%s", r)
	if !strings.Contains(r.Library, "libamdhip64") {
		t.Errorf("Library = %q, want a libamdhip64 path", r.Library)
	}
	if r.RuntimeVersion <= 0 {
		t.Errorf("RuntimeVersion = %d, want > 0", r.RuntimeVersion)
	}
	if r.Reason == "" {
		t.Fatal("no GPU but Reason is empty")
	}
	if r.InitErr != nil {
		var he *Error
		if !errors.As(r.InitErr, &he) || he.Call != "hipInit" {
			t.Errorf("InitErr = %#v, want a *Error from hipInit", r.InitErr)
		} else if !strings.Contains(r.Reason, he.Name) {
			t.Errorf("Reason %q does not name %s", r.Reason, he.Name)
		}
		if !errors.Is(r.InitErr, hipruntime.ErrNotSupported) {
			t.Errorf("InitErr %v is not ErrNotSupported", r.InitErr)
		}
	} else if r.DeviceCount != 0 {
		t.Errorf("hipInit succeeded, %d devices, none usable: %s", r.DeviceCount, r)
	}
	if !strings.Contains(r.String(), "no usable GPU") {
		t.Errorf("String() does not say why:\n%s", r)
	}
}

func TestOpenWithoutGPU(t *testing.T) {
	requireLibNoGPU(t)
	d, err := Open(0)
	if err == nil {
		d.Close()
		t.Fatal("Open(0) succeeded without a GPU")
	}
	t.Logf("Open(0): %v", err)
	if !errors.Is(err, hipruntime.ErrNotSupported) {
		t.Errorf("errors.Is(%v, ErrNotSupported) = false", err)
	}
	var he *Error
	if errors.As(err, &he) {
		if !strings.Contains(err.Error(), "hip: "+he.Call+": "+he.Name) || !strings.HasPrefix(he.Name, "hipError") {
			t.Errorf("error text %q does not name the call and the error", err)
		}
	} else if !strings.Contains(err.Error(), "no device 0") {
		t.Errorf("Open(0) = %v, want a HIP call error or 'no device 0'", err)
	}
}

func TestBogusLibraryPath(t *testing.T) {
	bogus := t.TempDir() + "/libamdhip64.so.99"
	t.Setenv(EnvLib, bogus)
	r := Probe()
	if r.Library != "" || r.LibraryErr == nil {
		t.Fatalf("Probe with %s = %+v, want no library", bogus, r)
	}
	if !strings.Contains(r.Reason, "not found") {
		t.Errorf("Reason = %q", r.Reason)
	}
	_, err := Open(0)
	for _, e := range []error{r.LibraryErr, err} {
		if e == nil {
			t.Fatal("no error")
		}
		if !errors.Is(e, hipruntime.ErrNotSupported) {
			t.Errorf("%v is not ErrNotSupported", e)
		}
		for _, want := range []string{bogus, "install", EnvLib} {
			if !strings.Contains(e.Error(), want) {
				t.Errorf("error %q lacks %q", e, want)
			}
		}
	}
}

func TestLibraryWithoutHipInit(t *testing.T) {
	t.Setenv(EnvLib, "libc.so.6")
	_, err := Open(0)
	if err == nil || !strings.Contains(err.Error(), "no symbol hipInit") || !errors.Is(err, hipruntime.ErrNotSupported) {
		t.Fatalf("Open with libc as HIP = %v", err)
	}
}

func TestOneThread(t *testing.T) {
	var mu sync.Mutex
	tids := map[int]bool{}
	var wg sync.WaitGroup
	for range 16 {
		wg.Go(func() {
			for range 20 {
				onThread(func() {
					mu.Lock()
					tids[syscall.Gettid()] = true
					mu.Unlock()
				})
			}
		})
	}
	wg.Wait()
	if len(tids) != 1 {
		t.Errorf("HIP calls ran on %d OS threads, want 1", len(tids))
	}
}

func TestThreadPanicComesBack(t *testing.T) {
	defer func() {
		if p := recover(); p == nil || !strings.Contains(p.(string), "boom") {
			t.Errorf("recovered %v", p)
		}
		// The thread still serves calls.
		ran := false
		onThread(func() { ran = true })
		if !ran {
			t.Error("HIP thread dead after a panic")
		}
	}()
	onThread(func() { panic("boom") })
}

func TestErrorText(t *testing.T) {
	e := &Error{Call: "hipModuleLoadData", Code: 200, Name: "hipErrorInvalidImage", Msg: "the code object is not valid"}
	if got, want := e.Error(), "hip: hipModuleLoadData: hipErrorInvalidImage (200): the code object is not valid"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	e.Msg = e.Name
	if got, want := e.Error(), "hip: hipModuleLoadData: hipErrorInvalidImage (200)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestErrorIs(t *testing.T) {
	for _, c := range []struct {
		call string
		code int
		want bool
	}{
		{"hipInit", codeNoDevice, true},
		{"hipInit", codeInvalidDevice, true},
		{"hipGetDeviceCount", codeInvalidDevice, true},
		{"hipSetDevice", codeInvalidDevice, false},
		{"hipMalloc", codeNotInitialized, true},
		{"hipModuleLaunchKernel", codeInvalidDeviceFunction, true},
		{"hipModuleLoadData", codeNoBinaryForGpu, true},
		{"hipModuleLoadData", codeInvalidImage, false},
		{"hipMalloc", codeOutOfMemory, false},
		{"hipMemcpyHtoD", codeInvalidValue, false},
	} {
		err := error(&Error{Call: c.call, Code: c.code, Name: codeNames[c.code]})
		if got := errors.Is(err, hipruntime.ErrNotSupported); got != c.want {
			t.Errorf("%v: Is(ErrNotSupported) = %v, want %v", err, got, c.want)
		}
		if errors.Is(err, errClosed) {
			t.Errorf("%v is errClosed", err)
		}
	}
}

func TestVersionString(t *testing.T) {
	for v, want := range map[int]string{50221153: "5.2.21153", 60032830: "6.0.32830", 0: "unknown"} {
		if got := VersionString(v); got != want {
			t.Errorf("VersionString(%d) = %q, want %q", v, got, want)
		}
	}
}

func TestGPUMemory(t *testing.T) {
	requireGPU(t)
	d, err := Open(0)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	t.Logf("%s wave%d", d.Name(), d.WaveSize())
	if !strings.HasPrefix(d.Name(), "hip:0 ") || d.Arch() == "" || !strings.HasSuffix(d.Name(), d.Arch()) {
		t.Errorf("Name %q, Arch %q", d.Name(), d.Arch())
	}
	if w := d.WaveSize(); w != 32 && w != 64 {
		t.Errorf("WaveSize = %d", w)
	}
	p, err := d.Malloc(256)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Free(p)
	src := make([]byte, 256)
	for i := range src {
		src[i] = byte(i)
	}
	if err := d.CopyHtoD(p, src); err != nil {
		t.Fatal(err)
	}
	if err := d.Memset(p+16, 0xAB, 16); err != nil {
		t.Fatal(err)
	}
	q, err := d.Malloc(256)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Free(q)
	if err := d.CopyDtoD(q, p, 256); err != nil {
		t.Fatal(err)
	}
	got := make([]byte, 256)
	if err := d.CopyDtoH(got, q); err != nil {
		t.Fatal(err)
	}
	for i := range got {
		want := byte(i)
		if i >= 16 && i < 32 {
			want = 0xAB
		}
		if got[i] != want {
			t.Fatalf("byte %d = %#x, want %#x", i, got[i], want)
		}
	}
}

func TestGPULoadBadImage(t *testing.T) {
	requireGPU(t)
	d, err := Open(0)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	_, err = d.Load(&hipruntime.Image{HSACO: []byte("not an ELF code object")})
	var he *Error
	if !errors.As(err, &he) || he.Call != "hipModuleLoadData" {
		t.Fatalf("Load(garbage) = %v, want a hipModuleLoadData error", err)
	}
	t.Log(err)
}

func TestGPULaunch(t *testing.T) {
	requireGPU(t)
	path := os.Getenv("PTXAMD_TEST_HSACO")
	if path == "" {
		t.Skip("set PTXAMD_TEST_HSACO to a code object whose kernel fill(u32* out, u32 v) stores v to out[global id]")
	}
	code, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	d, err := Open(0)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	img := &hipruntime.Image{HSACO: code, Kernels: []hipruntime.Kernel{{
		Name: "fill",
		Params: []hipruntime.Param{
			{Name: "out", Kind: hipruntime.ParamPointer, Size: 8, Align: 8, Offset: 0},
			{Name: "v", Kind: hipruntime.ParamValue, Size: 4, Align: 4, Offset: 8},
		},
		ArgSegmentSize: 12,
	}}}
	m, err := d.LoadModule(img)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Unload()
	const n = 1024
	out, err := d.Malloc(4 * n)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Free(out)
	ptr := make([]byte, 8)
	for i := range 8 {
		ptr[i] = byte(uint64(out) >> (8 * i))
	}
	dur, err := m.LaunchTimed(hipruntime.Launch{
		Kernel: "fill", Grid: hipruntime.Dim3{X: n / 256, Y: 1, Z: 1}, Block: hipruntime.Dim3{X: 256, Y: 1, Z: 1},
		Args: [][]byte{ptr, {0x78, 0x56, 0x34, 0x12}},
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("fill took %v", dur)
	got := make([]byte, 4*n)
	if err := d.CopyDtoH(got, out); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n; i++ {
		if got[4*i] != 0x78 || got[4*i+3] != 0x12 {
			t.Fatalf("out[%d] = % x", i, got[4*i:4*i+4])
		}
	}
}

// TestFakeROCm7Tree stands a copy of the installed runtime in for ROCm 7's
// libamdhip64.so.7 in a folder named by ROCM_PATH: the loader must pick it
// before the system's .so.5 and say where it found it. It runs in a child
// process, so the second copy of the runtime stays out of this one.
func TestFakeROCm7Tree(t *testing.T) {
	if os.Getenv("PTXAMD_FAKE_ROCM_CHILD") == "1" {
		r := Probe()
		fmt.Printf("LIBRARY=%s\nFROM=%s\n%s", r.Library, r.LibraryFrom, r)
		return
	}
	sys := Probe()
	if sys.Library == "" {
		t.Skipf("HIP runtime library not installed: %v", sys.LibraryErr)
	}
	data, err := os.ReadFile(sys.Library)
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	lib := filepath.Join(root, "lib", "libamdhip64.so.7")
	if err := os.MkdirAll(filepath.Dir(lib), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(lib, data, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestFakeROCm7Tree$", "-test.v")
	cmd.Env = append(os.Environ(), "PTXAMD_FAKE_ROCM_CHILD=1", "ROCM_PATH="+root, EnvLib+"=")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	t.Logf("%s", out)
	if !strings.Contains(string(out), "LIBRARY="+lib+"\n") || !strings.Contains(string(out), "FROM=ROCM_PATH\n") {
		t.Fatalf("the loader did not pick %s through ROCM_PATH:\n%s", lib, out)
	}
	if !strings.Contains(string(out), "found through ROCM_PATH") {
		t.Fatalf("the probe does not say where the runtime came from:\n%s", out)
	}
}
