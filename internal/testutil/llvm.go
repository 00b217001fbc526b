package testutil

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// Environment variables that steer the tool tests.
const (
	// EnvLLVMBin names a directory searched first for LLVM tools.
	EnvLLVMBin = "PTXAMD_LLVM_BIN"
	// EnvRequireTools set to 1 turns a missing tool from a skip into a
	// failure (CI machines that must run every test).
	EnvRequireTools = "PTXAMD_REQUIRE_TOOLS"
	// EnvToolJobs caps how many tool processes run at once (default 2).
	EnvToolJobs = "PTXAMD_TOOL_JOBS"
)

// ErrToolNotFound is wrapped by FindLLVMTool's error.
var ErrToolNotFound = errors.New("LLVM tool not found")

type toolKey struct {
	tool  string
	major int
}

type toolResult struct {
	path string
	err  error
}

var (
	toolMu    sync.Mutex
	toolCache = map[toolKey]toolResult{}
)

// FindLLVMTool finds an LLVM tool (llc, opt, ld.lld, ...) of LLVM major
// version major, or of any version when major is 0. It looks in
// $PTXAMD_LLVM_BIN, $ROCM_PATH/llvm/bin, /opt/rocm/llvm/bin (each only if the
// tool there has the right version), /usr/lib/llvm-N/bin, then `tool-N` and
// (for major 0) `tool` on PATH.
func FindLLVMTool(tool string, major int) (string, error) {
	toolMu.Lock()
	defer toolMu.Unlock()
	k := toolKey{tool, major}
	if r, ok := toolCache[k]; ok {
		return r.path, r.err
	}
	path, err := findLLVMTool(tool, major)
	toolCache[k] = toolResult{path, err}
	return path, err
}

func findLLVMTool(tool string, major int) (string, error) {
	var tried []string
	check := func(path string) bool {
		tried = append(tried, path)
		if fi, err := os.Stat(path); err != nil || fi.IsDir() {
			return false
		}
		if major == 0 {
			return true
		}
		v, err := llvmMajor(path)
		return err == nil && v == major
	}
	var dirs []string
	if d := os.Getenv(EnvLLVMBin); d != "" {
		dirs = append(dirs, d)
	}
	if r := os.Getenv("ROCM_PATH"); r != "" {
		dirs = append(dirs, filepath.Join(r, "llvm", "bin"))
	}
	dirs = append(dirs, "/opt/rocm/llvm/bin")
	want := major
	if want == 0 {
		want = 19 // the newest LLVM the project tests against
	}
	dirs = append(dirs, fmt.Sprintf("/usr/lib/llvm-%d/bin", want))
	for _, d := range dirs {
		if p := filepath.Join(d, tool); check(p) {
			return p, nil
		}
	}
	names := []string{fmt.Sprintf("%s-%d", tool, want)}
	if major == 0 {
		names = append(names, tool)
	}
	for _, name := range names {
		if p, err := exec.LookPath(name); err == nil && check(p) {
			return p, nil
		}
		tried = append(tried, name+" on PATH")
	}
	return "", fmt.Errorf("%w: %s of LLVM %d (tried %s; set %s)", ErrToolNotFound, tool, major, strings.Join(tried, ", "), EnvLLVMBin)
}

var versionRE = regexp.MustCompile(`LLVM version (\d+)\.`)

func llvmMajor(path string) (int, error) {
	out, err := exec.Command(path, "--version").CombinedOutput()
	if err != nil {
		return 0, err
	}
	m := versionRE.FindSubmatch(out)
	if m == nil {
		return 0, fmt.Errorf("%s --version: no LLVM version in %q", path, out)
	}
	return strconv.Atoi(string(m[1]))
}

// ToolsRequired reports whether PTXAMD_REQUIRE_TOOLS=1.
func ToolsRequired() bool { return os.Getenv(EnvRequireTools) == "1" }

// LLVMTool returns the path of an LLVM tool (see FindLLVMTool). When it is
// missing the test is skipped with the reason, or fails when
// PTXAMD_REQUIRE_TOOLS=1.
func LLVMTool(tb testing.TB, tool string, major int) string {
	tb.Helper()
	p, err := FindLLVMTool(tool, major)
	if err != nil {
		if ToolsRequired() {
			tb.Fatalf("%v (%s=1)", err, EnvRequireTools)
		}
		tb.Skipf("skipping: %v", err)
	}
	return p
}

var (
	jobsOnce sync.Once
	jobs     chan struct{}
)

func slots() chan struct{} {
	jobsOnce.Do(func() {
		n := 2
		if v, err := strconv.Atoi(os.Getenv(EnvToolJobs)); err == nil && v > 0 {
			n = v
		}
		jobs = make(chan struct{}, n)
	})
	return jobs
}

// ToolError is a failed tool run; it keeps the whole output but prints
// only its first lines.
type ToolError struct {
	Cmd    string
	Err    error
	Output string
}

const shownLines = 20

func (e *ToolError) Error() string {
	lines := strings.Split(strings.TrimRight(e.Output, "\n"), "\n")
	more := ""
	if len(lines) > shownLines {
		more = fmt.Sprintf("\n... (%d more lines)", len(lines)-shownLines)
		lines = lines[:shownLines]
	}
	return fmt.Sprintf("%s: %v\n%s%s", e.Cmd, e.Err, strings.Join(lines, "\n"), more)
}

func (e *ToolError) Unwrap() error { return e.Err }

// RunTool runs path with args and stdin, at most PTXAMD_TOOL_JOBS (2)
// tools at a time across the test binary, and returns its stdout.
func RunTool(ctx context.Context, stdin []byte, path string, args ...string) ([]byte, error) {
	s := slots()
	select {
	case s <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-s }()
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.Stdin = bytes.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return stdout.Bytes(), &ToolError{Cmd: filepath.Base(path) + " " + strings.Join(args, " "), Err: err, Output: stderr.String()}
	}
	return stdout.Bytes(), nil
}

// OptVerifyArgs are the arguments that make opt of LLVM major parse and
// verify textual IR from stdin with opaque pointers.
func OptVerifyArgs(major int) []string {
	args := []string{"-passes=verify", "-disable-output"}
	if major > 0 && major < 17 {
		args = append(args, "-opaque-pointers")
	}
	return args
}

// LLCArgs are the arguments that compile textual IR from stdin to an AMDGPU
// object for mcpu; the object is written to out.
func LLCArgs(mcpu, out string) []string {
	return []string{"-mtriple=amdgcn-amd-amdhsa", "-mcpu=" + mcpu, "-filetype=obj", "-o", out}
}
