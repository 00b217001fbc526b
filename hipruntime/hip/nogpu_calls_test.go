package hip

import (
	"errors"
	"testing"

	"github.com/ptxamd/ptxamd/hipruntime"
)

// TestCallsReachHIPWithoutGPU drives every binding through the real library
// on a machine without a GPU: a Device is built by hand and hipSetDevice is
// skipped, so each call reaches HIP, which must refuse it with an *Error
// naming the call, without crashing the process.
func TestCallsReachHIPWithoutGPU(t *testing.T) {
	requireLibNoGPU(t)
	l, err := loadLibrary()
	if err != nil {
		t.Fatal(err)
	}
	onThread(func() { curDevice = 0 })
	defer onThread(func() { curDevice = -1 })
	d := &Device{lib: l}
	k := hipruntime.Kernel{Name: "k", Params: []hipruntime.Param{{Name: "n", Size: 4, Align: 4}}, ArgSegmentSize: 4}
	m := &Module{dev: d, img: &hipruntime.Image{Kernels: []hipruntime.Kernel{k}}, funcs: map[string]uintptr{"k": 0}}
	launch := hipruntime.Launch{Kernel: "k", Grid: hipruntime.Dim3{X: 1, Y: 1, Z: 1}, Block: hipruntime.Dim3{X: 64, Y: 1, Z: 1}, Args: [][]byte{{1, 2, 3, 4}}}
	buf := make([]byte, 16)
	for _, c := range []struct {
		call string
		run  func() error
	}{
		{"hipMalloc", func() error { _, err := d.Malloc(16); return err }},
		{"hipFree", func() error { return d.Free(0x1000) }},
		{"hipMemcpyHtoD", func() error { return d.CopyHtoD(0x1000, buf) }},
		{"hipMemcpyDtoH", func() error { return d.CopyDtoH(buf, 0x1000) }},
		{"hipMemcpyDtoD", func() error { return d.CopyDtoD(0x1000, 0x2000, 16) }},
		{"hipMemset", func() error { return d.Memset(0x1000, 7, 16) }},
		{"hipModuleLoadData", func() error { _, err := d.Load(&hipruntime.Image{HSACO: []byte("not a code object")}); return err }},
		{"hipModuleLaunchKernel", func() error { return m.Launch(launch) }},
		{"hipEventCreate", func() error { _, err := m.LaunchTimed(launch); return err }},
		{"hipDeviceSynchronize", d.Synchronize},
	} {
		err := c.run()
		var he *Error
		if !errors.As(err, &he) || he.Call != c.call {
			t.Errorf("%s: got %v, want an error from %s", c.call, err, c.call)
			continue
		}
		t.Logf("%s: %v", c.call, err)
	}
	_ = d.LastError() // clears the thread's last error; any result is fine
}
