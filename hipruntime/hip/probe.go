package hip

import (
	"errors"
	"fmt"
	"strings"
)

// ProbeResult says what HIP can offer on this machine, for people
// (`ptxamd devices`).
type ProbeResult struct {
	// Library is the HIP runtime file that loaded ("" if none did);
	// LibraryErr says why none did.
	Library    string
	LibraryErr error
	// LibraryFrom says why that file was tried: "ROCM_PATH", "/opt/rocm",
	// "/opt/rocm-*", "system library path" or PTXAMD_HIP_LIB.
	LibraryFrom string
	// RuntimeVersion and DriverVersion are hipRuntimeGetVersion and
	// hipDriverGetVersion (0 when unknown); see VersionString.
	RuntimeVersion int
	DriverVersion  int
	// InitErr is hipInit(0)'s error; nil when it succeeded.
	InitErr     error
	DeviceCount int
	Devices     []DeviceInfo
	// DeviceErrs holds, per index, an error from querying that device.
	DeviceErrs map[int]error
	// Reason says why no GPU can be used; "" when at least one can.
	Reason string
}

// Probe loads the HIP runtime and lists the GPUs. It never fails: whatever
// goes wrong ends up in the result's fields and Reason.
func Probe() (r ProbeResult) {
	defer func() {
		if p := recover(); p != nil {
			r.Reason = fmt.Sprintf("probe panicked: %v", p)
		}
	}()
	lib, err := loadLibrary()
	if err != nil {
		r.LibraryErr = err
		r.Reason = "HIP runtime library not found"
		return r
	}
	r.Library, r.LibraryFrom = lib.path, lib.from
	onThread(func() {
		var v int32
		if lib.hipRuntimeGetVersion != nil && lib.hipRuntimeGetVersion(&v) == codeSuccess {
			r.RuntimeVersion = int(v)
		}
		v = 0
		if lib.hipDriverGetVersion != nil && lib.hipDriverGetVersion(&v) == codeSuccess {
			r.DriverVersion = int(v)
		}
	})
	if err := lib.init(); err != nil {
		r.InitErr = err
		r.Reason = "hipInit failed"
		var he *Error
		if errors.As(err, &he) {
			r.Reason = "hipInit failed: " + he.Name
		}
		return r
	}
	n, err := lib.deviceCount()
	if err != nil {
		r.Reason = err.Error()
		return r
	}
	r.DeviceCount = n
	if n == 0 {
		r.Reason = "no AMD GPU (hipGetDeviceCount returned 0)"
		return r
	}
	for i := 0; i < n; i++ {
		info, err := lib.deviceInfo(i)
		if err != nil {
			if r.DeviceErrs == nil {
				r.DeviceErrs = map[int]error{}
			}
			r.DeviceErrs[i] = err
			continue
		}
		r.Devices = append(r.Devices, info)
	}
	if len(r.Devices) == 0 {
		r.Reason = "no device could be queried"
	}
	return r
}

// String formats the result for a terminal.
func (r ProbeResult) String() string {
	var b strings.Builder
	if r.Library == "" {
		fmt.Fprintf(&b, "hip: no runtime: %v\n", r.LibraryErr)
	} else {
		fmt.Fprintf(&b, "hip: %s (found through %s; runtime %s, driver %s)\n", r.Library, r.LibraryFrom, VersionString(r.RuntimeVersion), VersionString(r.DriverVersion))
	}
	if r.InitErr != nil {
		fmt.Fprintf(&b, "%v\n", r.InitErr)
	}
	for _, d := range r.Devices {
		fmt.Fprintf(&b, "hip:%d %s %s wave%d %d CUs %d MiB\n", d.Index, d.Name, d.ArchFull, d.WaveSize, d.ComputeUnits, d.TotalMem>>20)
	}
	for i := 0; i < r.DeviceCount; i++ {
		if err := r.DeviceErrs[i]; err != nil {
			fmt.Fprintf(&b, "hip:%d %v\n", i, err)
		}
	}
	if r.Reason != "" {
		fmt.Fprintf(&b, "hip: no usable GPU: %s\n", r.Reason)
	}
	return b.String()
}
