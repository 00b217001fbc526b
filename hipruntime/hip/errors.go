package hip

import (
	"fmt"

	"github.com/ptxamd/ptxamd/hipruntime"
)

// hipError_t values used by this package (the numbering is the same in ROCm
// 5.x and 6.x).
const (
	codeSuccess                = 0
	codeInvalidValue           = 1
	codeOutOfMemory            = 2
	codeNotInitialized         = 3
	codeDeinitialized          = 4
	codeInsufficientDriver     = 35
	codeInvalidDeviceFunction  = 98
	codeNoDevice               = 100
	codeInvalidDevice          = 101
	codeInvalidImage           = 200
	codeNoBinaryForGpu         = 209
	codeSharedObjectInitFailed = 303
	codeNotFound               = 500
	codeNotSupported           = 801
)

// codeNames names the codes above, for when the library cannot be asked
// (hipGetErrorName missing).
var codeNames = map[int]string{
	codeSuccess:                "hipSuccess",
	codeInvalidValue:           "hipErrorInvalidValue",
	codeOutOfMemory:            "hipErrorOutOfMemory",
	codeNotInitialized:         "hipErrorNotInitialized",
	codeDeinitialized:          "hipErrorDeinitialized",
	codeInsufficientDriver:     "hipErrorInsufficientDriver",
	codeInvalidDeviceFunction:  "hipErrorInvalidDeviceFunction",
	codeNoDevice:               "hipErrorNoDevice",
	codeInvalidDevice:          "hipErrorInvalidDevice",
	codeInvalidImage:           "hipErrorInvalidImage",
	codeNoBinaryForGpu:         "hipErrorNoBinaryForGpu",
	codeSharedObjectInitFailed: "hipErrorSharedObjectInitFailed",
	codeNotFound:               "hipErrorNotFound",
	codeNotSupported:           "hipErrorNotSupported",
}

// Error is a failed HIP runtime call.
type Error struct {
	Call string // the HIP function, e.g. "hipModuleLoadData"
	Code int    // the hipError_t value
	Name string // e.g. "hipErrorInvalidImage"
	Msg  string // hipGetErrorString's text; may be empty
}

func (e *Error) Error() string {
	s := fmt.Sprintf("hip: %s: %s (%d)", e.Call, e.Name, e.Code)
	if e.Msg != "" && e.Msg != e.Name {
		s += ": " + e.Msg
	}
	return s
}

// Is reports whether the error means that this machine cannot run HIP code
// at all (hipruntime.ErrNotSupported): no device, a runtime that could not
// initialise, a driver too old, no code for this GPU, or an operation HIP
// does not implement.
//
// hipErrorInvalidDevice counts only from hipInit and hipGetDeviceCount,
// where ROCm reports a machine without a usable GPU with it (ROCm 5.2's
// hipInit does); from other calls it means a bad device ordinal.
func (e *Error) Is(target error) bool {
	if target != hipruntime.ErrNotSupported {
		return false
	}
	if e.Code == codeInvalidDevice {
		return e.Call == "hipInit" || e.Call == "hipGetDeviceCount"
	}
	return notSupportedCode(e.Code)
}

func notSupportedCode(code int) bool {
	switch code {
	case codeNotInitialized, codeDeinitialized, codeInsufficientDriver,
		codeInvalidDeviceFunction, codeNoDevice, codeNoBinaryForGpu,
		codeSharedObjectInitFailed, codeNotSupported:
		return true
	}
	return false
}

// codeText explains codes for runtimes whose hipGetErrorString only repeats
// the name (ROCm 5.2 does).
var codeText = map[int]string{
	codeInvalidValue:          "an argument is out of range",
	codeOutOfMemory:           "out of device memory",
	codeNotInitialized:        "the HIP runtime is not initialised",
	codeInsufficientDriver:    "the amdgpu kernel driver is too old for this runtime",
	codeInvalidDeviceFunction: "the kernel cannot run on this device",
	codeNoDevice:              "no AMD GPU found",
	codeInvalidDevice:         "invalid device",
	codeInvalidImage:          "the code object is not valid",
	codeNoBinaryForGpu:        "the code object has no code for this GPU's arch",
	codeNotFound:              "the named symbol is not in the module",
	codeNotSupported:          "operation not supported",
}

// initHint is added to a failed hipInit.
const initHint = "no usable AMD GPU: is the amdgpu driver loaded and /dev/kfd present and readable by this user?"

// symbolError is returned by a binding whose symbol the loaded library lacks.
func symbolError(lib, sym string) error {
	return fmt.Errorf("hip: %s has no symbol %s (HIP runtime too old?): %w", lib, sym, hipruntime.ErrNotSupported)
}
