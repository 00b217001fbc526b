// Command campaign runs the hostile-input campaign of issue 22: the
// targeted inputs of internal/hostile and mutations of the conformance
// modules, each translated in a child process with a time and memory
// limit, and reports hangs, panics, fatal errors and invalid PTX accepted
// without a word (and valid PTX turned away, for the mutations that keep
// the meaning).
//
//	go run ./internal/hostile/campaign -n 3000 -timeout 20s
//
// It exits 1 when there is a finding. -corpus writes the targeted inputs
// (those small enough) into the fuzz corpora of frontend (FuzzParse) and
// internal/pipeline (FuzzTranslate) as seeds.
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/ptxamd/ptxamd/internal/hostile"
)

func main() {
	var (
		n        = flag.Int("n", 1000, "mutated modules to try")
		seed     = flag.Uint64("seed", 22, "random seed (a campaign is reproducible from it)")
		timeout  = flag.Duration("timeout", 30*time.Second, "time limit per input")
		memLimit = flag.Int64("mem", 4<<30, "address-space limit of each child, bytes")
		parallel = flag.Int("parallel", 2, "inputs translated at once")
		cases    = flag.String("cases", "conformance/cases/*/*/case.ptx", "glob of the modules to mutate")
		corpus   = flag.Bool("corpus", false, "write the targeted inputs as fuzz seeds into frontend and internal/pipeline testdata, then exit")
		child    = flag.String("child", "", "internal: translate this file and exit 0 (accepted), 1 (rejected)")
	)
	flag.Parse()
	if *child != "" {
		runChild(*child, *memLimit)
		return
	}
	if *corpus {
		if err := writeCorpus(); err != nil {
			fmt.Fprintln(os.Stderr, "campaign:", err)
			os.Exit(2)
		}
		return
	}
	modules, err := filepath.Glob(*cases)
	if err != nil {
		fmt.Fprintln(os.Stderr, "campaign:", err)
		os.Exit(2)
	}
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(os.Stderr, "campaign:", err)
		os.Exit(2)
	}
	dir, err := os.MkdirTemp("", "campaign")
	if err != nil {
		fmt.Fprintln(os.Stderr, "campaign:", err)
		os.Exit(2)
	}
	defer os.RemoveAll(dir)
	var seq int64
	var mu = make(chan struct{}, 1)
	run := func(src []byte, timeout time.Duration) (hostile.Verdict, string) {
		mu <- struct{}{}
		seq++
		path := filepath.Join(dir, strconv.FormatInt(seq, 10)+".ptx")
		<-mu
		if err := os.WriteFile(path, src, 0o644); err != nil {
			return hostile.Fatal, err.Error()
		}
		defer os.Remove(path)
		return inChild(self, path, timeout, *memLimit)
	}
	cfg := hostile.Config{Seed: *seed, Mutations: *n, Timeout: *timeout, Parallel: *parallel, Modules: modules, Targeted: true,
		Log: func(s string) { fmt.Fprintln(os.Stderr, s) }}
	fmt.Printf("campaign: %d modules to mutate, %d mutations (%s), seed %d, %v per input\n",
		len(modules), *n, strings.Join(hostile.MutatorNames(), " "), *seed, *timeout)
	rep := hostile.Run(cfg, run)
	fmt.Print(rep)
	if len(rep.Findings) > 0 {
		os.Exit(1)
	}
}

// inChild translates path in a child process of this command.
func inChild(self, path string, timeout time.Duration, mem int64) (hostile.Verdict, string) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, self, "-child", path, "-mem", strconv.FormatInt(mem, 10))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	out := stderr.String()
	var exit *exec.ExitError
	switch {
	case ctx.Err() != nil:
		return hostile.Hung, "no verdict after " + timeout.String()
	case err == nil:
		return hostile.Accepted, ""
	case errors.As(err, &exit) && exit.ExitCode() == 1:
		return hostile.Rejected, out
	case strings.Contains(out, "panic:") && !strings.Contains(out, "fatal error:"):
		return hostile.Panicked, out
	}
	return hostile.Fatal, err.Error() + ": " + out
}

// runChild is the child side: translate, exit 0 or 1; a panic or a fatal
// error exits otherwise.
func runChild(path string, mem int64) {
	lim := &syscall.Rlimit{Cur: uint64(mem), Max: uint64(mem)}
	if err := syscall.Setrlimit(syscall.RLIMIT_AS, lim); err != nil {
		fmt.Fprintln(os.Stderr, "campaign: setrlimit:", err)
	}
	src, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(3)
	}
	v, msg := hostile.Translate(src)
	if v == hostile.Rejected {
		fmt.Fprintln(os.Stderr, msg)
		os.Exit(1)
	}
}

// writeCorpus writes the small targeted inputs as fuzz seeds.
func writeCorpus() error {
	for _, dir := range []string{"frontend/testdata/fuzz/FuzzParse", "internal/pipeline/testdata/fuzz/FuzzTranslate"} {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		for _, c := range hostile.Targeted() {
			if len(c.Src) > 4<<10 {
				continue // large shapes slow the fuzzer down; the benchmarks and the campaign have them
			}
			body := "go test fuzz v1\n[]byte(" + strconv.Quote(string(c.Src)) + ")\n"
			if err := os.WriteFile(filepath.Join(dir, "hostile-"+c.Name), []byte(body), 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}
