// Package cuda is a small binding of the CUDA driver API (libcuda.so.1)
// through purego, without cgo. It exists to record conformance outputs on an
// NVIDIA GPU: JIT-compile PTX, allocate and copy buffers, launch, read back.
//
// Driver state (the current context) belongs to an OS thread, so each
// Device owns one goroutine locked to one OS thread, and every driver call
// of that Device runs there (see Device.do). The library is found at
// $PTXAMD_CUDA_LIB, else as libcuda.so.1 on the loader's path. Without it,
// Open returns an error that matches ErrNoDriver.
//
// Every failing call returns an *Error naming the call and the CUDA error
// (`cuda: cuModuleLoadDataEx: CUDA_ERROR_INVALID_PTX (218): a PTX JIT
// compilation failed`), with the JIT log for module loads.
package cuda

import (
	"errors"
	"fmt"
	"strings"
)

// ErrNoDriver means the CUDA driver library could not be loaded or has no
// usable device.
var ErrNoDriver = errors.New("cuda: no CUDA driver")

// Error is a CUDA driver call that did not return CUDA_SUCCESS.
type Error struct {
	Call string // the driver entry point, e.g. "cuLaunchKernel"
	Code int    // the CUresult
	Name string // e.g. "CUDA_ERROR_INVALID_PTX"
	Desc string // the driver's description
	Log  string // the JIT error log (module loads only)
}

// Error gives the call, the error and at most the first 20 lines of the JIT
// log; the whole log stays in Log.
func (e *Error) Error() string {
	msg := fmt.Sprintf("cuda: %s: %s (%d)", e.Call, e.Name, e.Code)
	if e.Desc != "" {
		msg += ": " + e.Desc
	}
	if log := strings.TrimSpace(e.Log); log != "" {
		lines := strings.Split(log, "\n")
		if len(lines) > 20 {
			lines = append(lines[:20], fmt.Sprintf("... (%d more lines)", len(lines)-20))
		}
		msg += "\nJIT log:\n" + strings.Join(lines, "\n")
	}
	return msg
}

// Is reports that CUDA_ERROR_NO_DEVICE (100) and CUDA_ERROR_STUB_LIBRARY
// (34) mean ErrNoDriver.
func (e *Error) Is(target error) bool {
	return target == ErrNoDriver && (e.Code == 100 || e.Code == 34)
}

// DevPtr is a device address (CUdeviceptr).
type DevPtr uint64

// Dim3 is a grid or block size.
type Dim3 [3]uint32

// Some CUdevice_attribute, CUjit_option and CUfunction_attribute values.
const (
	attrMaxSharedPerBlockOptin = 97
	attrComputeCapabilityMajor = 75
	attrComputeCapabilityMinor = 76

	jitInfoLogBuffer          = 3
	jitInfoLogBufferSizeBytes = 4
	jitErrorLogBuffer         = 5
	jitErrorLogBufferSize     = 6
	jitLogVerbose             = 12

	funcAttrMaxDynamicSharedSizeBytes = 8
)
