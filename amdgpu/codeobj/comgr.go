package codeobj

import (
	"bytes"
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/ptxamd/ptxamd/amdgpu/target"
)

// EnvComgrChild, set to "1", makes ChildMain serve one comgr compilation.
const EnvComgrChild = "PTXAMD_COMGR_CHILD"

// childResultFD is the descriptor on which the child writes its result:
// not stdout, which LLVM and comgr may write to.
const childResultFD = 3

// Comgr builds with AMD's Code Object Manager in a child process.
//
// The child is the running executable (os.Executable, or Exe), started with
// EnvComgrChild=1; it must call ChildMain first thing in main, or in
// TestMain for a test binary. The child reads a gob-encoded request on
// stdin, writes a gob-encoded result on descriptor 3, and exits. An LLVM
// fatal error kills only the child: the parent reports its exit status and
// its stderr as a *BuildError.
type Comgr struct {
	// Exe, when not empty, is the executable run as the child.
	Exe string

	once  sync.Once
	lib   *comgrLib
	isas  []string
	err   error
	ident string
}

// NewComgr returns a comgr builder; the library is loaded on first use.
func NewComgr() *Comgr { return &Comgr{} }

func (c *Comgr) Name() string { return "comgr" }

// load opens comgr in this process to read its version and ISA list;
// both are plain table reads, safe outside the child.
func (c *Comgr) load() error {
	c.once.Do(func() {
		c.lib, c.err = loadComgr()
		if c.err != nil {
			return
		}
		c.isas, c.err = c.lib.isaNames()
		real := c.lib.path
		if p, err := findLoaded(c.lib.path); err == nil {
			real = p
		}
		c.ident = fmt.Sprintf("comgr %d.%d (%s", c.lib.major, c.lib.minor, filepath.Base(real))
		if fi, err := os.Stat(real); err == nil {
			c.ident += fmt.Sprintf(", %d bytes", fi.Size())
		}
		c.ident += ")"
	})
	return c.err
}

// findLoaded resolves a library name ("libamd_comgr.so.2") to the file the
// dynamic loader mapped, through /proc/self/maps.
func findLoaded(name string) (string, error) {
	if strings.Contains(name, "/") {
		return filepath.EvalSymlinks(name)
	}
	maps, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		return "", err
	}
	for _, line := range strings.Split(string(maps), "\n") {
		if i := strings.Index(line, "/"); i >= 0 && strings.Contains(line, "libamd_comgr") {
			return filepath.EvalSymlinks(line[i:])
		}
	}
	return "", errors.New("not mapped")
}

// ISANames returns the ISA names the loaded comgr supports.
func (c *Comgr) ISANames() ([]string, error) {
	if err := c.load(); err != nil {
		return nil, err
	}
	return slices.Clone(c.isas), nil
}

// Library returns the comgr library path and its ABI version.
func (c *Comgr) Library() (path string, major, minor int, err error) {
	if err := c.load(); err != nil {
		return "", 0, 0, err
	}
	return c.lib.path, c.lib.major, c.lib.minor, nil
}

func (c *Comgr) Available(t *target.Target) error {
	if err := c.load(); err != nil {
		return err
	}
	if !slices.Contains(c.isas, target.Triple+"--"+t.Name) {
		return fmt.Errorf("codeobj: %s (comgr %d.%d) does not list %s: %w",
			c.lib.path, c.lib.major, c.lib.minor, t.Name, ErrTargetUnsupported)
	}
	return nil
}

// coversVersion reports whether the loaded comgr's LLVM writes code object
// version v: v6 came with LLVM 18, in comgr 2.8 (ROCm 6.2).
func (c *Comgr) coversVersion(v int) error {
	if v < 6 {
		return nil
	}
	if err := c.load(); err != nil {
		return err
	}
	if c.lib.major > 2 || (c.lib.major == 2 && c.lib.minor >= 8) {
		return nil
	}
	return fmt.Errorf("codeobj: %s (comgr %d.%d) cannot write code object v%d (comgr 2.8, ROCm 6.2, or later can; or use --builder llc): %w",
		c.lib.path, c.lib.major, c.lib.minor, v, ErrTargetUnsupported)
}

func (c *Comgr) ToolVersion(t *target.Target) (string, error) {
	if err := c.load(); err != nil {
		return "", err
	}
	return c.ident, nil
}

// childRequest is what the parent sends the child.
type childRequest struct {
	Lib string // the library the parent loaded, so both agree
	Req compileRequest
}

func (c *Comgr) Build(ctx context.Context, req Request) (*Result, error) {
	if err := c.coversVersion(req.codeObjectVersion()); err != nil {
		return nil, err
	}
	if err := req.validate(); err != nil {
		return nil, err
	}
	if err := c.Available(req.Target); err != nil {
		return nil, err
	}
	exe := c.Exe
	if exe == "" {
		var err error
		if exe, err = os.Executable(); err != nil {
			return nil, fmt.Errorf("codeobj: comgr child: %w", err)
		}
	}
	creq := childRequest{Lib: c.lib.path, Req: compileRequest{
		ISA:     req.Target.ISAName(),
		Options: comgrOptions(req),
		IR:      req.IR,
		Emit:    req.Emit,
	}}
	var stdin bytes.Buffer
	if err := gob.NewEncoder(&stdin).Encode(&creq); err != nil {
		return nil, fmt.Errorf("codeobj: comgr child: %w", err)
	}
	res, err := runChild(ctx, exe, &stdin)
	bfail := func(stage string, err error, log string) error {
		return &BuildError{Builder: "comgr", Stage: stage, Target: req.Target.ID(), Err: err, Log: log}
	}
	if err != nil {
		var ce *childError
		if errors.As(err, &ce) {
			return nil, bfail("child", ce.err, ce.output)
		}
		return nil, fmt.Errorf("codeobj: comgr child: %w", err)
	}
	if res.Err != "" {
		return nil, bfail(res.Stage, errors.New(res.Err), res.Log)
	}
	out := &Result{Log: res.Log}
	if req.Emit == Asm {
		out.Asm = res.Data
	} else {
		out.HSACO = res.Data
	}
	return out, nil
}

// comgrOptions are the compile options of req: the optimisation level
// and the code object version its IR's module flag names.
func comgrOptions(req Request) []string {
	opts := []string{fmt.Sprintf("-O%d", req.optLevel())}
	if v := req.codeObjectVersion(); v != 0 {
		opts = append(opts, fmt.Sprintf("-mcode-object-version=%d", v))
	}
	return opts
}

// childError is a child that died or answered nothing.
type childError struct {
	err    error
	output string // the child's stdout and stderr
}

func (e *childError) Error() string { return e.err.Error() }

// runChild runs exe as a comgr child and decodes its answer.
func runChild(ctx context.Context, exe string, stdin io.Reader) (*compileResult, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	defer r.Close()
	// "-test.run=^$": a test binary whose TestMain forgot ChildMain runs no
	// test (and spawns no further child); ChildMain ignores arguments.
	cmd := exec.CommandContext(ctx, exe, "-test.run=^$")
	cmd.Env = append(os.Environ(), EnvComgrChild+"=1")
	cmd.Stdin = stdin
	var output bytes.Buffer
	cmd.Stdout, cmd.Stderr = &output, &output
	cmd.ExtraFiles = []*os.File{w} // descriptor 3 in the child
	if err := cmd.Start(); err != nil {
		w.Close()
		return nil, err
	}
	w.Close()
	answer, readErr := io.ReadAll(r)
	waitErr := cmd.Wait()
	if ctx.Err() != nil {
		return nil, &childError{err: fmt.Errorf("%w (child %v)", ctx.Err(), waitErr), output: output.String()}
	}
	var res compileResult
	if len(answer) > 0 && readErr == nil {
		if err := gob.NewDecoder(bytes.NewReader(answer)).Decode(&res); err == nil && waitErr == nil {
			return &res, nil
		}
	}
	switch {
	case waitErr != nil:
		return nil, &childError{err: fmt.Errorf("comgr child process died: %v", waitErr), output: output.String()}
	default:
		return nil, &childError{
			err:    fmt.Errorf("comgr child %s gave no answer: does its main (or TestMain) call codeobj.ChildMain first?", exe),
			output: output.String()}
	}
}

// ChildMain serves one comgr compilation and exits when the process was
// started as a comgr child (EnvComgrChild=1); otherwise it returns false at
// once. Call it first thing in main and in TestMain:
//
//	func main() {
//		if codeobj.ChildMain() {
//			return
//		}
//		...
//	}
func ChildMain() bool {
	if os.Getenv(EnvComgrChild) != "1" {
		return false
	}
	os.Exit(serveChild(os.Stdin, os.NewFile(childResultFD, "comgr-result")))
	return true
}

// serveChild decodes a request from in, compiles, and writes the result.
func serveChild(in io.Reader, out io.WriteCloser) int {
	if out == nil {
		fmt.Fprintln(os.Stderr, "ptxamd comgr child: no result descriptor")
		return 2
	}
	defer out.Close()
	var req childRequest
	var res compileResult
	if err := gob.NewDecoder(in).Decode(&req); err != nil || len(req.Req.IR) == 0 {
		if err == nil {
			err = errors.New("empty IR")
		}
		res = compileResult{Stage: "child", Err: "decoding request: " + err.Error()}
	} else if lib, err := openComgr(req.Lib); err != nil {
		res = compileResult{Stage: "child", Err: err.Error()}
	} else {
		res = lib.compile(req.Req)
	}
	if err := gob.NewEncoder(out).Encode(&res); err != nil {
		fmt.Fprintln(os.Stderr, "ptxamd comgr child: writing result:", err)
		return 2
	}
	return 0
}
