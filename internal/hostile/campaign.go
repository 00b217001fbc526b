package hostile

import (
	"fmt"
	"math/rand/v2"
	"os"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/ptxamd/ptxamd/internal/pipeline"
)

// Verdict is what became of one input.
type Verdict int

const (
	Accepted Verdict = iota // translated
	Rejected                // diagnosed
	Panicked                // a Go panic escaped the translator
	Hung                    // no answer within the time limit
	Fatal                   // the process died (fatal error, out of memory, signal)
)

func (v Verdict) String() string {
	return [...]string{"accepted", "rejected", "panic", "hang", "fatal"}[v]
}

// Runner translates one input within timeout.
type Runner func(src []byte, timeout time.Duration) (Verdict, string)

// Options is the target every input is translated for: gfx90a in paired
// mode, as `ptxamd check` does by default.
var Options = pipeline.Options{Arch: "gfx90a", WaveSize: 64, Mode: "paired", Features: "+wavefrontsize64"}

// Translate is the work of one input: the whole translation to LLVM IR.
func Translate(src []byte) (Verdict, string) {
	if _, err := pipeline.Translate("hostile.ptx", src, Options); err != nil {
		msg := err.Error()
		if i := strings.IndexByte(msg, '\n'); i >= 0 {
			msg = msg[:i]
		}
		return Rejected, msg
	}
	return Accepted, ""
}

// InProcess runs Translate in a goroutine of this process: a panic is
// recovered, a hang is reported at the timeout (its goroutine is left
// behind). It cannot survive a fatal error; the campaign command runs each
// input in a child process instead.
func InProcess(src []byte, timeout time.Duration) (Verdict, string) {
	type result struct {
		v   Verdict
		msg string
	}
	done := make(chan result, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- result{Panicked, fmt.Sprintf("%v\n%s", r, debug.Stack())}
			}
		}()
		v, msg := Translate(src)
		done <- result{v, msg}
	}()
	select {
	case r := <-done:
		return r.v, r.msg
	case <-time.After(timeout):
		return Hung, "no verdict after " + timeout.String()
	}
}

// Config bounds a campaign.
type Config struct {
	Seed      uint64
	Mutations int           // mutated modules to try
	Timeout   time.Duration // per input
	Parallel  int
	Modules   []string // valid modules to mutate (conformance cases)
	Targeted  bool     // also run Targeted()
	// Log, when set, gets a line per finding as it comes.
	Log func(string)
}

// Finding is an input the translator mishandled.
type Finding struct {
	Case    Case
	Verdict Verdict
	Want    string
	Detail  string
}

// Report sums up a campaign.
type Report struct {
	Inputs   int
	Verdicts map[Verdict]int
	ByExpect map[string]int // inputs per mutator or targeted expectation
	Findings []Finding
	Elapsed  time.Duration
}

func (r *Report) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d inputs in %v:", r.Inputs, r.Elapsed.Round(time.Millisecond))
	for v := Accepted; v <= Fatal; v++ {
		fmt.Fprintf(&b, " %s %d", v, r.Verdicts[v])
	}
	fmt.Fprintf(&b, "; %d findings\n", len(r.Findings))
	var keys []string
	for k := range r.ByExpect {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(&b, "  %-40s %d\n", k, r.ByExpect[k])
	}
	for _, f := range r.Findings {
		fmt.Fprintf(&b, "FINDING %s: %s, want %s: %s\n", f.Case.Name, f.Verdict, f.Want, firstLine(f.Detail))
	}
	return b.String()
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// job is one input with, for Same, the verdict it must match.
type job struct {
	c    Case
	same Verdict
}

// Run runs the campaign: the targeted inputs, then cfg.Mutations mutations
// of modules picked from cfg.Modules (each checked to translate first),
// every input through run.
func Run(cfg Config, run Runner) *Report {
	start := time.Now()
	rep := &Report{Verdicts: map[Verdict]int{}, ByExpect: map[string]int{}}
	var jobs []job
	if cfg.Targeted {
		for _, c := range Targeted() {
			jobs = append(jobs, job{c: c})
		}
	}
	r := rand.New(rand.NewPCG(cfg.Seed, 22))
	valid := map[string]bool{}
	for i, tries := 0, 0; i < cfg.Mutations && len(cfg.Modules) > 0 && tries < 10*cfg.Mutations+100; tries++ {
		path := cfg.Modules[r.IntN(len(cfg.Modules))]
		src, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		ok, seen := valid[path]
		if !seen {
			// Only modules that translate are mutated: a mutation that
			// must be rejected then owes its rejection to the mutation.
			v, _ := run(src, cfg.Timeout)
			ok = v == Accepted
			valid[path] = ok
		}
		if !ok {
			continue
		}
		if c, ok := Mutate(r, i, path, src); ok {
			jobs = append(jobs, job{c: c, same: Accepted})
			i++
		}
	}
	var mu sync.Mutex
	work := make(chan job)
	var wg sync.WaitGroup
	for w := 0; w < max(cfg.Parallel, 1); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range work {
				v, detail := run(j.c.Src, cfg.Timeout)
				f, bad := judge(j, v, detail)
				mu.Lock()
				rep.Inputs++
				rep.Verdicts[v]++
				kind := j.c.Name
				if i := strings.LastIndexByte(kind, '/'); i >= 0 {
					kind = kind[i+1:]
				} else {
					kind = "targeted:" + kind
				}
				rep.ByExpect[kind]++
				if bad {
					rep.Findings = append(rep.Findings, f)
					if cfg.Log != nil {
						cfg.Log(fmt.Sprintf("FINDING %s: %s, want %s: %s", f.Case.Name, f.Verdict, f.Want, firstLine(f.Detail)))
					}
				}
				mu.Unlock()
			}
		}()
	}
	for _, j := range jobs {
		work <- j
	}
	close(work)
	wg.Wait()
	sort.Slice(rep.Findings, func(a, b int) bool { return rep.Findings[a].Case.Name < rep.Findings[b].Case.Name })
	rep.Elapsed = time.Since(start)
	return rep
}

// judge says whether verdict v of job j is a finding.
func judge(j job, v Verdict, detail string) (Finding, bool) {
	f := Finding{Case: j.c, Verdict: v, Detail: detail}
	switch {
	case v == Panicked || v == Hung || v == Fatal:
		f.Want = "a verdict"
		return f, true
	case j.c.Expect == Reject && v != Rejected:
		f.Want = "rejected"
		return f, true
	case j.c.Expect == Accept && v != Accepted:
		f.Want = "accepted"
		return f, true
	case j.c.Expect == Same && v != j.same:
		f.Want = j.same.String()
		return f, true
	}
	return f, false
}
