package codeobj

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"unsafe"

	"github.com/ebitengine/purego"

	"github.com/ptxamd/ptxamd/internal/rocm"
)

// EnvComgrLib names a comgr shared library to use instead of searching.
const EnvComgrLib = "PTXAMD_COMGR_LIB"

// comgrCandidates lists the libraries tried in order: the ABI 3 library
// (ROCm 6 and 7) before ABI 2 (ROCm 5.x, Debian 12), in the ROCm folders
// that internal/rocm finds, then by soname on the system library path.
func comgrCandidates() []string {
	if p := os.Getenv(EnvComgrLib); p != "" {
		return []string{p}
	}
	var cs []string
	for _, c := range rocm.LibCandidates(rocm.ComgrSonames) {
		cs = append(cs, c.Name)
	}
	return cs
}

// Values from amd_comgr.h. Data kinds and statuses are the same in ABI 2
// and 3; action kinds were renumbered in ABI 3, which dropped
// ADD_DEVICE_LIBRARIES and OPTIMIZE_BC_TO_BC.
const (
	comgrSuccess = 0

	comgrDataSource     = 1
	comgrDataLog        = 5
	comgrDataBC         = 6
	comgrDataReloc      = 7
	comgrDataExecutable = 8
)

// comgrActions are the action kinds of one ABI.
type comgrActions struct {
	codegenBCToReloc, codegenBCToAsm, linkRelocToExe uint32
}

var (
	comgrActionsV2 = comgrActions{codegenBCToReloc: 6, codegenBCToAsm: 7, linkRelocToExe: 9}
	comgrActionsV3 = comgrActions{codegenBCToReloc: 4, codegenBCToAsm: 5, linkRelocToExe: 7}
)

// comgrLib is a loaded comgr. Handles (amd_comgr_data_t and friends) are
// structs of one uint64, passed in an integer register like a uint64.
type comgrLib struct {
	path         string
	major, minor int
	actions      comgrActions

	getVersion        func(major, minor *uintptr)
	statusString      func(status int32, s **byte) int32
	getISACount       func(count *uintptr) int32
	getISAName        func(index uintptr, name **byte) int32
	createData        func(kind uint32, data *uint64) int32
	releaseData       func(data uint64) int32
	setData           func(data uint64, size uintptr, bytes *byte) int32
	setDataName       func(data uint64, name string) int32
	getData           func(data uint64, size *uintptr, bytes *byte) int32
	createDataSet     func(set *uint64) int32
	destroyDataSet    func(set uint64) int32
	dataSetAdd        func(set, data uint64) int32
	actionDataCount   func(set uint64, kind uint32, count *uintptr) int32
	actionDataGetData func(set uint64, kind uint32, index uintptr, data *uint64) int32
	createActionInfo  func(info *uint64) int32
	destroyActionInfo func(info uint64) int32
	setISAName        func(info uint64, isa string) int32
	setOptionList     func(info uint64, options **byte, count uintptr) int32
	setLogging        func(info uint64, logging bool) int32
	doAction          func(kind uint32, info, input, result uint64) int32
}

// loadComgr opens the first comgr library that loads.
func loadComgr() (*comgrLib, error) {
	var errs []string
	for _, p := range comgrCandidates() {
		if strings.Contains(p, "/") {
			if _, err := os.Stat(p); err != nil {
				continue
			}
		}
		lib, err := openComgr(p)
		if err == nil {
			return lib, nil
		}
		errs = append(errs, err.Error())
	}
	msg := "no libamd_comgr.so.3 or .so.2 found"
	if len(errs) > 0 {
		msg = strings.Join(errs, "; ")
	}
	return nil, fmt.Errorf("codeobj: comgr: %s: %w; install comgr (Debian/Ubuntu: apt-get install libamd-comgr2; or ROCm), or set %s",
		msg, ErrToolMissing, EnvComgrLib)
}

func openComgr(path string) (lib *comgrLib, err error) {
	h, err := purego.Dlopen(path, purego.RTLD_NOW|purego.RTLD_LOCAL)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	defer func() {
		// RegisterLibFunc panics on a missing symbol: an old or odd library.
		if r := recover(); r != nil {
			lib, err = nil, fmt.Errorf("%s: %v", path, r)
		}
	}()
	l := &comgrLib{path: path}
	reg := func(fptr any, name string) { purego.RegisterLibFunc(fptr, h, name) }
	reg(&l.getVersion, "amd_comgr_get_version")
	reg(&l.statusString, "amd_comgr_status_string")
	reg(&l.getISACount, "amd_comgr_get_isa_count")
	reg(&l.getISAName, "amd_comgr_get_isa_name")
	reg(&l.createData, "amd_comgr_create_data")
	reg(&l.releaseData, "amd_comgr_release_data")
	reg(&l.setData, "amd_comgr_set_data")
	reg(&l.setDataName, "amd_comgr_set_data_name")
	reg(&l.getData, "amd_comgr_get_data")
	reg(&l.createDataSet, "amd_comgr_create_data_set")
	reg(&l.destroyDataSet, "amd_comgr_destroy_data_set")
	reg(&l.dataSetAdd, "amd_comgr_data_set_add")
	reg(&l.actionDataCount, "amd_comgr_action_data_count")
	reg(&l.actionDataGetData, "amd_comgr_action_data_get_data")
	reg(&l.createActionInfo, "amd_comgr_create_action_info")
	reg(&l.destroyActionInfo, "amd_comgr_destroy_action_info")
	reg(&l.setISAName, "amd_comgr_action_info_set_isa_name")
	reg(&l.setOptionList, "amd_comgr_action_info_set_option_list")
	reg(&l.setLogging, "amd_comgr_action_info_set_logging")
	reg(&l.doAction, "amd_comgr_do_action")

	var maj, min uintptr
	l.getVersion(&maj, &min)
	l.major, l.minor = int(maj), int(min)
	switch l.major {
	case 2:
		l.actions = comgrActionsV2
	case 3:
		l.actions = comgrActionsV3
	default:
		return nil, fmt.Errorf("%s: comgr ABI %d.%d not supported (want 2 or 3)", path, l.major, l.minor)
	}
	return l, nil
}

// cString copies a NUL-terminated C string.
func cString(p *byte) string {
	if p == nil {
		return ""
	}
	n := 0
	for *(*byte)(unsafe.Add(unsafe.Pointer(p), n)) != 0 {
		n++
	}
	return string(unsafe.Slice(p, n))
}

// comgrError is a failed comgr call.
type comgrError struct {
	call   string
	status int32
	text   string
}

func (e *comgrError) Error() string {
	return fmt.Sprintf("%s: %s (%d)", e.call, e.text, e.status)
}

func (l *comgrLib) check(call string, status int32) error {
	if status == comgrSuccess {
		return nil
	}
	var s *byte
	text := "unknown status"
	if l.statusString(status, &s) == comgrSuccess && s != nil {
		text = cString(s)
	}
	return &comgrError{call: call, status: status, text: text}
}

// isaNames lists the ISA names comgr supports ("amdgcn-amd-amdhsa--gfx90a").
func (l *comgrLib) isaNames() ([]string, error) {
	var n uintptr
	if err := l.check("amd_comgr_get_isa_count", l.getISACount(&n)); err != nil {
		return nil, err
	}
	names := make([]string, 0, n)
	for i := uintptr(0); i < n; i++ {
		var s *byte
		if err := l.check("amd_comgr_get_isa_name", l.getISAName(i, &s)); err != nil {
			return nil, err
		}
		names = append(names, cString(s))
	}
	return names, nil
}

// dataOf returns the bytes of every data object of kind in set.
func (l *comgrLib) dataOf(set uint64, kind uint32) ([][]byte, error) {
	var n uintptr
	if err := l.check("amd_comgr_action_data_count", l.actionDataCount(set, kind, &n)); err != nil {
		return nil, err
	}
	var out [][]byte
	for i := uintptr(0); i < n; i++ {
		var d uint64
		if err := l.check("amd_comgr_action_data_get_data", l.actionDataGetData(set, kind, i, &d)); err != nil {
			return nil, err
		}
		var size uintptr
		err := l.check("amd_comgr_get_data", l.getData(d, &size, nil))
		buf := make([]byte, size+1) // +1: never pass a nil pointer for an empty object
		if err == nil {
			err = l.check("amd_comgr_get_data", l.getData(d, &size, &buf[0]))
		}
		l.releaseData(d)
		if err != nil {
			return nil, err
		}
		out = append(out, buf[:size])
	}
	return out, nil
}

// compileRequest is one comgr compilation, run in the child process.
type compileRequest struct {
	ISA     string   // "amdgcn-amd-amdhsa--gfx90a:xnack-"
	Options []string // "-O3"
	IR      []byte
	Emit    Emit
}

// compileResult is its outcome. Stage names the failing step.
type compileResult struct {
	Data  []byte
	Log   string
	Stage string
	Err   string
}

// compile runs comgr: IR text in a BC data object, codegen, then link.
func (l *comgrLib) compile(req compileRequest) compileResult {
	var log strings.Builder
	fail := func(stage string, err error) compileResult {
		return compileResult{Log: log.String(), Stage: stage, Err: err.Error()}
	}
	var cleanup []func()
	defer func() {
		for i := len(cleanup) - 1; i >= 0; i-- {
			cleanup[i]()
		}
	}()
	newSet := func() (uint64, error) {
		var s uint64
		if err := l.check("amd_comgr_create_data_set", l.createDataSet(&s)); err != nil {
			return 0, err
		}
		cleanup = append(cleanup, func() { l.destroyDataSet(s) })
		return s, nil
	}

	var bc uint64
	if err := l.check("amd_comgr_create_data", l.createData(comgrDataBC, &bc)); err != nil {
		return fail("setup", err)
	}
	cleanup = append(cleanup, func() { l.releaseData(bc) })
	ir := append(append([]byte(nil), req.IR...), 0) // NUL after the text; size excludes it
	err := l.check("amd_comgr_set_data", l.setData(bc, uintptr(len(req.IR)), &ir[0]))
	runtime.KeepAlive(ir)
	if err == nil {
		err = l.check("amd_comgr_set_data_name", l.setDataName(bc, "ptxamd.bc"))
	}
	if err != nil {
		return fail("setup", err)
	}
	input, err := newSet()
	if err != nil {
		return fail("setup", err)
	}
	if err := l.check("amd_comgr_data_set_add", l.dataSetAdd(input, bc)); err != nil {
		return fail("setup", err)
	}

	var info uint64
	if err := l.check("amd_comgr_create_action_info", l.createActionInfo(&info)); err != nil {
		return fail("setup", err)
	}
	cleanup = append(cleanup, func() { l.destroyActionInfo(info) })
	if err := l.check("amd_comgr_action_info_set_isa_name", l.setISAName(info, req.ISA)); err != nil {
		return fail("setup", err)
	}
	opts := make([][]byte, len(req.Options))
	ptrs := make([]*byte, len(req.Options)+1)
	for i, o := range req.Options {
		opts[i] = append([]byte(o), 0)
		ptrs[i] = &opts[i][0]
	}
	err = l.check("amd_comgr_action_info_set_option_list", l.setOptionList(info, &ptrs[0], uintptr(len(req.Options))))
	runtime.KeepAlive(opts)
	runtime.KeepAlive(ptrs)
	if err != nil {
		return fail("setup", err)
	}
	if err := l.check("amd_comgr_action_info_set_logging", l.setLogging(info, true)); err != nil {
		return fail("setup", err)
	}

	// do runs one action and appends its log.
	do := func(stage string, action uint32, in uint64) (uint64, error) {
		out, err := newSet()
		if err != nil {
			return 0, err
		}
		status := l.doAction(action, info, in, out)
		if logs, lerr := l.dataOf(out, comgrDataLog); lerr == nil {
			for _, b := range logs {
				log.Write(b)
			}
		}
		return out, l.check("amd_comgr_do_action("+stage+")", status)
	}

	if req.Emit == Asm {
		out, err := do("codegen", l.actions.codegenBCToAsm, input)
		if err != nil {
			return fail("codegen", err)
		}
		srcs, err := l.dataOf(out, comgrDataSource)
		if err != nil || len(srcs) != 1 {
			return fail("codegen", fmt.Errorf("want 1 assembly object, got %d (%v)", len(srcs), err))
		}
		return compileResult{Data: srcs[0], Log: log.String()}
	}
	relocs, err := do("codegen", l.actions.codegenBCToReloc, input)
	if err != nil {
		return fail("codegen", err)
	}
	exe, err := do("link", l.actions.linkRelocToExe, relocs)
	if err != nil {
		return fail("link", err)
	}
	exes, err := l.dataOf(exe, comgrDataExecutable)
	if err != nil || len(exes) != 1 {
		return fail("link", fmt.Errorf("want 1 executable, got %d (%v)", len(exes), err))
	}
	return compileResult{Data: exes[0], Log: log.String()}
}
