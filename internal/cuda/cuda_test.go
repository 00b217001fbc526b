package cuda

import (
	"encoding/binary"
	"errors"
	"os"
	"strings"
	"testing"
)

// openOrSkip opens device 0, or skips the test with the reason, unless
// PTXAMD_REQUIRE_CUDA=1 says the driver must be there.
func openOrSkip(t *testing.T) *Device {
	t.Helper()
	d, err := Open()
	if err != nil {
		if os.Getenv("PTXAMD_REQUIRE_CUDA") == "1" {
			t.Fatalf("PTXAMD_REQUIRE_CUDA=1 but: %v", err)
		}
		t.Skipf("no CUDA: %v", err)
	}
	t.Cleanup(func() { d.Close() })
	return d
}

func TestMissingLibrary(t *testing.T) {
	t.Setenv("PTXAMD_CUDA_LIB", "/nonexistent/libcuda.so.1")
	_, err := Open()
	if !errors.Is(err, ErrNoDriver) || !strings.Contains(err.Error(), "/nonexistent/libcuda.so.1") {
		t.Errorf("Open with a missing library: %v", err)
	}
}

func TestErrorMessage(t *testing.T) {
	e := &Error{Call: "cuModuleLoadDataEx", Code: 218, Name: "CUDA_ERROR_INVALID_PTX", Desc: "a PTX JIT compilation failed", Log: "ptxas application ptx input, line 3; error   : bad\n"}
	want := "cuda: cuModuleLoadDataEx: CUDA_ERROR_INVALID_PTX (218): a PTX JIT compilation failed\nJIT log:\nptxas application ptx input, line 3; error   : bad"
	if e.Error() != want {
		t.Errorf("got %q\nwant %q", e.Error(), want)
	}
	if errors.Is(e, ErrNoDriver) || !errors.Is(&Error{Code: 100}, ErrNoDriver) {
		t.Error("Is(ErrNoDriver) is wrong")
	}
}

const addOnePTX = `.version 7.0
.target sm_50
.address_size 64
.visible .entry add_one(.param .u64 p, .param .u32 n)
{
	.reg .pred %p;
	.reg .b32 %r<4>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [p];
	ld.param.u32 %r1, [n];
	mov.u32 %r2, %tid.x;
	setp.ge.u32 %p, %r2, %r1;
	@%p bra DONE;
	cvta.to.global.u64 %rd2, %rd1;
	mul.wide.u32 %rd3, %r2, 4;
	add.s64 %rd2, %rd2, %rd3;
	ld.global.u32 %r3, [%rd2];
	add.u32 %r3, %r3, 1;
	st.global.u32 [%rd2], %r3;
DONE:
	ret;
}
`

func TestAddOne(t *testing.T) {
	d := openOrSkip(t)
	major, minor := d.ComputeCapability()
	t.Logf("%s, compute capability %d.%d, CUDA %s", d.Name(), major, minor, d.CUDAVersion())
	m, err := d.LoadModule([]byte(addOnePTX))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Unload()
	f, err := m.Function("add_one")
	if err != nil {
		t.Fatal(err)
	}
	const n = 100
	in := make([]byte, 4*n)
	for i := 0; i < n; i++ {
		binary.LittleEndian.PutUint32(in[4*i:], uint32(i*3))
	}
	p, err := d.Alloc(len(in))
	if err != nil {
		t.Fatal(err)
	}
	defer d.Free(p)
	if err := d.CopyToDevice(p, in); err != nil {
		t.Fatal(err)
	}
	ptr := binary.LittleEndian.AppendUint64(nil, uint64(p))
	cnt := binary.LittleEndian.AppendUint32(nil, n-1)
	if err := d.Launch(f, Dim3{1, 1, 1}, Dim3{128, 1, 1}, 0, [][]byte{ptr, cnt}); err != nil {
		t.Fatal(err)
	}
	if err := d.Synchronize(); err != nil {
		t.Fatal(err)
	}
	out := make([]byte, len(in))
	if err := d.CopyFromDevice(out, p); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n; i++ {
		want := uint32(i*3 + 1)
		if i == n-1 {
			want = uint32(i * 3)
		}
		if got := binary.LittleEndian.Uint32(out[4*i:]); got != want {
			t.Fatalf("out[%d] = %d, want %d", i, got, want)
		}
	}
}

func TestBadPTXLog(t *testing.T) {
	d := openOrSkip(t)
	_, err := d.LoadModule([]byte(".version 7.0\n.target sm_50\n.address_size 64\n.visible .entry k() { bogus.u32 %r1; ret; }\n"))
	var e *Error
	if !errors.As(err, &e) || e.Call != "cuModuleLoadDataEx" || e.Log == "" {
		t.Fatalf("want a cuModuleLoadDataEx error with a JIT log, got %v", err)
	}
	t.Logf("%v", err)
}
