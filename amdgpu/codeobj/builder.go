// Package codeobj builds AMD HSA code objects (HSACO) from textual AMDGPU
// LLVM IR, reads their metadata, and caches them on disk.
//
// Two builders do the work:
//   - comgr: AMD's Code Object Manager (libamd_comgr.so.3, else .so.2),
//     loaded with purego (no cgo) in a child process of the running binary,
//     because an LLVM fatal error aborts the whole process. The binary must
//     call ChildMain first thing in main (and in TestMain). The IR goes in
//     as an AMD_COMGR_DATA_KIND_BC data object holding *text*: comgr 2.4
//     (ROCm 5.2, LLVM 15) parses textual IR there, checked by the tests.
//     Actions: CODEGEN_BC_TO_RELOCATABLE then LINK_RELOCATABLE_TO_EXECUTABLE.
//   - llc: `llc -filetype=obj` then `ld.lld -shared`, from ROCm's LLVM or a
//     distribution's (llvm-19, lld-19). When the same LLVM's opt knows it,
//     `opt -passes=amdgpu-attributor` runs first, as in clang's and comgr's
//     pipelines, so that kernels do not reserve registers for inputs they
//     never read (see attributorPass).
//
// Auto picks comgr where comgr lists the target, llc otherwise. Cached wraps
// any of them with the on-disk Cache. ReadMetadata decodes the
// NT_AMDGPU_METADATA note (AMDGPUUsage "Code Object V4 Metadata") and
// Occupancy estimates waves per SIMD from it.
package codeobj

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/ptxamd/ptxamd/amdgpu/target"
)

// Emit selects the builder's output.
type Emit int

const (
	ObjectHSACO Emit = iota // a linked, loadable code object
	Asm                     // AMDGPU assembly text
)

func (e Emit) String() string {
	switch e {
	case ObjectHSACO:
		return "hsaco"
	case Asm:
		return "asm"
	}
	return fmt.Sprintf("Emit(%d)", int(e))
}

// Request is one build.
type Request struct {
	IR     []byte         // textual LLVM IR, LLVM 15 syntax, opaque pointers
	Target *target.Target // processor and target-ID features
	// OptLevel is 1-3, O0 for -O0, or 0 for DefaultOptLevel.
	OptLevel int
	// WaveSize is 32 or 64, or 0 for the target's default. The IR's
	// "target-features" attribute must agree; wave32 on gfx9 is refused.
	WaveSize int
	Emit     Emit
}

// DefaultOptLevel is the optimisation level of a Request that sets none.
const DefaultOptLevel = 3

// O0 in Request.OptLevel asks for -O0 (a zero OptLevel means the default).
const O0 = -1

// optLevel returns the effective -O level.
func (r *Request) optLevel() int {
	switch r.OptLevel {
	case 0:
		return DefaultOptLevel
	case O0:
		return 0
	}
	return r.OptLevel
}

// validate checks what every builder needs.
func (r *Request) validate() error {
	if r.Target == nil {
		return errors.New("codeobj: request has no target")
	}
	if len(r.IR) == 0 {
		return errors.New("codeobj: request has no IR")
	}
	if o := r.optLevel(); o < 0 || o > 3 {
		return fmt.Errorf("codeobj: optimisation level %d out of range 0-3", o)
	}
	if r.Emit != ObjectHSACO && r.Emit != Asm {
		return fmt.Errorf("codeobj: unknown emit kind %d", r.Emit)
	}
	if _, err := r.Target.ResolveWaveSize(r.WaveSize); err != nil {
		return fmt.Errorf("codeobj: %w", err)
	}
	return nil
}

// Result is a build's output: HSACO for ObjectHSACO, Asm for Asm.
type Result struct {
	HSACO []byte
	Asm   []byte
	Log   string // warnings and tool chatter; may be empty
	// FromCache reports that a CachedBuilder found the output on disk.
	FromCache bool
}

// Builder turns LLVM IR into a code object.
type Builder interface {
	Name() string
	// Available reports why the builder cannot build for t, or nil.
	Available(t *target.Target) error
	Build(ctx context.Context, req Request) (*Result, error)
}

// Versioned is implemented by builders whose output depends on a tool
// version; Cached keys entries by it.
type Versioned interface {
	// ToolVersion identifies the tools that would build for t,
	// e.g. "llc Debian LLVM version 19.1.7; ld.lld Debian LLD 19.1.7".
	ToolVersion(t *target.Target) (string, error)
}

// ErrToolMissing is wrapped by errors saying a builder's tool or library is
// not installed.
var ErrToolMissing = errors.New("tool missing")

// ErrTargetUnsupported is wrapped by errors saying a builder's tool does not
// know the target.
var ErrTargetUnsupported = errors.New("target not supported by this tool")

// BuildError is a failed tool run. Error() is short (the first lines of the
// log); Log keeps the whole output.
type BuildError struct {
	Builder string // "llc", "comgr"
	Stage   string // "opt", "llc", "ld.lld", "codegen", "link", "child"
	Target  string
	Err     error // the underlying failure (exit status, comgr status)
	Log     string
}

// shortLogLines is how many log lines BuildError.Error shows.
const shortLogLines = 6

func (e *BuildError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s for %s failed: %v", e.Builder, e.Stage, e.Target, e.Err)
	lines := strings.Split(strings.TrimSpace(e.Log), "\n")
	if len(lines) == 1 && lines[0] == "" {
		return b.String()
	}
	for i, l := range lines {
		if i == shortLogLines {
			fmt.Fprintf(&b, "\n\t... (%d more lines; full log in BuildError.Log)", len(lines)-i)
			break
		}
		b.WriteString("\n\t")
		b.WriteString(l)
	}
	return b.String()
}

func (e *BuildError) Unwrap() error { return e.Err }

// ByName returns the builder called "comgr", "llc" or "auto".
func ByName(name string) (Builder, error) {
	switch name {
	case "comgr":
		return NewComgr(), nil
	case "llc":
		return NewLLC(), nil
	case "auto", "":
		return NewAuto(), nil
	}
	return nil, fmt.Errorf("codeobj: unknown builder %q (want comgr, llc or auto)", name)
}

// Auto uses comgr where it lists the target and llc otherwise.
type Auto struct {
	Comgr *Comgr
	LLC   *LLC
}

// NewAuto returns an Auto builder over the default comgr and llc builders.
func NewAuto() *Auto { return &Auto{Comgr: NewComgr(), LLC: NewLLC()} }

func (a *Auto) Name() string { return "auto" }

// pick returns the builder that would build for t.
func (a *Auto) pick(t *target.Target) (Builder, error) {
	cerr := a.Comgr.Available(t)
	if cerr == nil {
		return a.Comgr, nil
	}
	lerr := a.LLC.Available(t)
	if lerr == nil {
		return a.LLC, nil
	}
	return nil, fmt.Errorf("codeobj: no builder for %s:\n\tcomgr: %v\n\tllc: %v", t.ID(), cerr, lerr)
}

func (a *Auto) Available(t *target.Target) error {
	_, err := a.pick(t)
	return err
}

// Chosen returns the name of the builder Auto uses for t.
func (a *Auto) Chosen(t *target.Target) (string, error) {
	b, err := a.pick(t)
	if err != nil {
		return "", err
	}
	return b.Name(), nil
}

func (a *Auto) Build(ctx context.Context, req Request) (*Result, error) {
	if err := req.validate(); err != nil {
		return nil, err
	}
	b, err := a.pick(req.Target)
	if err != nil {
		return nil, err
	}
	if b == Builder(a.Comgr) && a.Comgr.coversVersion(req.codeObjectVersion()) != nil && a.LLC.Available(req.Target) == nil {
		// An older comgr's LLVM does not write this code object version.
		b = a.LLC
	}
	return b.Build(ctx, req)
}

func (a *Auto) ToolVersion(t *target.Target) (string, error) {
	b, err := a.pick(t)
	if err != nil {
		return "", err
	}
	v, err := b.(Versioned).ToolVersion(t)
	if err != nil {
		return "", err
	}
	return b.Name() + " " + v, nil
}

// codeObjectVersionFlag is how the module flag appears in textual IR.
var codeObjectVersionFlag = []byte(`!"amdhsa_code_object_version", i32 `)

// codeObjectVersion is the code object version (4, 5, ...) that the IR's
// amdhsa_code_object_version module flag asks for, or 0 when it has none
// (or is bitcode). LLVM 17 and later obey the flag; LLVM 15's code
// generator (comgr's, llc-15) ignores it and emits v4 unless told with an
// option, so the builders pass the flag's version as that option too:
// IR that reads the v5 hidden arguments in a v4 code object would read
// the wrong bytes.
func (r Request) codeObjectVersion() int {
	i := bytes.Index(r.IR, codeObjectVersionFlag)
	if i < 0 {
		return 0
	}
	n := 0
	for _, c := range r.IR[i+len(codeObjectVersionFlag):] {
		if c < '0' || c > '9' || n > 1e6 {
			break
		}
		n = 10*n + int(c-'0')
	}
	return n / 100
}
