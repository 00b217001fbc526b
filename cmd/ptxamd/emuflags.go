package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/spf13/pflag"

	"github.com/ptxamd/ptxamd/hipruntime/emu"
)

// emuFlags are the emulator's switches, shared by run and conform.
type emuFlags struct {
	maxSteps int64
	timeout  time.Duration
	strict   bool
	progress string
}

// register adds the flags; --progress only where withProgress (a command
// that runs one launch).
func (ef *emuFlags) register(fs *pflag.FlagSet, withProgress bool) {
	ef.progress = "never"
	fs.Int64Var(&ef.maxSteps, "max-steps", 0, "emulator: stop a launch after this many lane-instructions (default 1e10)")
	fs.DurationVar(&ef.timeout, "timeout", 0, "emulator: stop a launch that runs longer than this (e.g. 30s, 5m; default: no limit)")
	fs.BoolVar(&ef.strict, "strict", false, "emulator: fault where an NVIDIA GPU faults although AMD hardware does not (misaligned global, shared and local accesses), with NVIDIA's error")
	if !withProgress {
		return
	}
	fs.StringVar(&ef.progress, "progress", "auto", "emulator: show a launch's progress on stderr: auto (when stderr is a terminal and the launch runs over 2 s), always or never")
}

// options returns the emulator options the flags ask for; progress lines
// go to stderr.
func (ef *emuFlags) options(stderr io.Writer) (emu.Options, error) {
	if ef.maxSteps < 0 {
		return emu.Options{}, usagef("--max-steps %d: want a positive number", ef.maxSteps)
	}
	if ef.timeout < 0 {
		return emu.Options{}, usagef("--timeout %v: want a positive duration", ef.timeout)
	}
	o := emu.Options{MaxLaneSteps: ef.maxSteps, Timeout: ef.timeout, Strict: ef.strict}
	show := false
	switch ef.progress {
	case "auto":
		show = isTerminal(stderr)
	case "always":
		show = true
	case "never":
	default:
		return emu.Options{}, usagef("--progress %q: want auto, always or never", ef.progress)
	}
	if show {
		o.Progress = progressPrinter(stderr, ef.progress == "always")
	}
	return o, nil
}

// isTerminal reports whether w is a character device (a terminal).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// progressPrinter prints one line per report, rewritten in place with \r,
// once a launch has run 2 s (always: from the first report); the last
// report ends the line.
func progressPrinter(w io.Writer, always bool) func(emu.Progress) {
	var mu sync.Mutex
	shown, last := false, 0
	return func(p emu.Progress) {
		mu.Lock()
		defer mu.Unlock()
		if !always && !shown && (p.Final || p.Elapsed < 2*time.Second) {
			return
		}
		shown = true
		pct := 100 * float64(p.Done) / float64(max(p.Total, 1))
		eta := ""
		if p.Done > 0 && p.Done < p.Total && !p.Final {
			left := time.Duration(float64(p.Elapsed) * float64(p.Total-p.Done) / float64(p.Done))
			eta = fmt.Sprintf(", about %s left (--timeout stops it)", left.Round(time.Second))
		}
		line := fmt.Sprintf("ptxamd: emu: %s: %d of %d workgroups (%.1f%%), %.3g lane-instructions, %s%s",
			p.Kernel, p.Done, p.Total, pct, float64(p.LaneSteps), p.Elapsed.Round(time.Second), eta)
		// Spaces cover what a longer previous line left.
		fmt.Fprintf(w, "\r%-*s", last, line)
		last = len(line)
		if p.Final {
			fmt.Fprintln(w)
			shown, last = false, 0
		}
	}
}
