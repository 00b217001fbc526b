package conformance

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strings"
)

// Runner runs a case on the engine under test (the emulator or a HIP
// device) in one warp mode and returns each buffer argument's contents
// after the launch, by argument index. An error that wraps ErrSkip skips
// the case in that mode (something the engine does not support yet);
// any other error fails it.
type Runner interface {
	Run(c *Case, mode string) (map[int][]byte, error)
}

// ErrSkip, wrapped by a Runner's error, skips a case in one mode.
var ErrSkip = errors.New("skipped")

// Status is the outcome of one case in one mode.
type Status string

const (
	Pass  Status = "pass"
	Fail  Status = "fail"
	Skip  Status = "skip"
	XFail Status = "xfail" // a failure listed in the case's known_failures
)

// Result is one case run in one mode.
type Result struct {
	Case       string     `json:"case"`
	Family     string     `json:"family"`
	Mode       string     `json:"mode"`
	Status     Status     `json:"status"`
	Reason     string     `json:"reason,omitempty"` // why it failed or was skipped
	Mismatches []Mismatch `json:"mismatches,omitempty"`
}

// Report is the outcome of RunAll.
type Report struct {
	Results []Result `json:"results"`
	Passed  int      `json:"passed"`
	Failed  int      `json:"failed"`
	Skipped int      `json:"skipped"`
	// KnownFailures counts runs that failed as their case's known_failures
	// says they do.
	KnownFailures int `json:"known_failures"`
}

// RunAll runs every case in every mode of modes (all of each case's own
// modes when modes is empty) and compares the outputs. A case is skipped
// in a mode that its case.json does not list, and everywhere when it has
// no recorded output.
//
// When progress is a terminal, RunAll keeps one updating status line on
// it; otherwise it writes nothing while it runs. At the end it writes the
// failure lines and the summary (Report.WriteText) to progress, if not nil.
func RunAll(cases []*Case, runner Runner, modes []string, progress io.Writer) Report {
	type job struct {
		c    *Case
		mode string
	}
	var jobs []job
	for _, c := range cases {
		ms := modes
		if len(ms) == 0 {
			ms = c.Modes
		}
		for _, m := range ms {
			jobs = append(jobs, job{c, m})
		}
	}
	tty := isTerminal(progress)
	var r Report
	for n, j := range jobs {
		if tty {
			fmt.Fprintf(progress, "\r\x1b[K[%d/%d] %d passed, %d failed, %d skipped  %s [%s]",
				n+1, len(jobs), r.Passed, r.Failed, r.Skipped, j.c.ID, j.mode)
		}
		r.add(runOne(j.c, runner, j.mode))
	}
	if tty {
		fmt.Fprint(progress, "\r\x1b[K")
	}
	if progress != nil {
		r.WriteText(progress)
	}
	return r
}

func runOne(c *Case, runner Runner, mode string) (res Result) {
	res = Result{Case: c.ID, Family: c.Family, Mode: mode}
	switch {
	case !c.HasMode(mode):
		res.Status, res.Reason = Skip, "mode not listed in case.json"
		return res
	case c.Expected == nil:
		res.Status, res.Reason = Skip, "not recorded"
		return res
	}
	defer func() {
		// A runner's panic fails this case, not the whole run.
		if p := recover(); p != nil {
			res.Status, res.Reason, res.Mismatches = Fail, fmt.Sprintf("panic: %v", p), nil
		}
	}()
	out, err := runner.Run(c, mode)
	switch {
	case errors.Is(err, ErrSkip):
		res.Status, res.Reason = Skip, err.Error()
	case err != nil:
		res.Status, res.Reason = Fail, err.Error()
	default:
		if mr, ok := runner.(MatrixRunner); ok && mr.UsesMatrixUnits(c, mode) {
			res.Mismatches = CompareNorm(c, out)
		} else {
			res.Mismatches = Compare(c, out)
		}
		res.Status = Pass
		if len(res.Mismatches) > 0 {
			res.Status = Fail
		}
	}
	if why, known := c.knownFailure(mode); known {
		switch res.Status {
		case Fail:
			res.Status, res.Reason = XFail, "known failure ("+why+"): "+res.Reason
		case Pass:
			res.Status, res.Reason = Fail, "listed in known_failures ("+why+") but passes: remove it from case.json"
		}
	}
	return res
}

// knownFailure reports whether mode is listed in the case's known_failures.
func (c *Case) knownFailure(mode string) (string, bool) {
	if why, ok := c.KnownFailures[mode]; ok {
		return why, true
	}
	why, ok := c.KnownFailures["*"]
	return why, ok
}

func (r *Report) add(res Result) {
	r.Results = append(r.Results, res)
	switch res.Status {
	case Pass:
		r.Passed++
	case Fail:
		r.Failed++
	case XFail:
		r.KnownFailures++
	default:
		r.Skipped++
	}
}

// Summary is "N passed, M failed, K skipped".
func (r Report) Summary() string {
	return fmt.Sprintf("%d passed, %d failed, %d skipped", r.Passed, r.Failed, r.Skipped)
}

// FailureLines lists the failures, one line per mismatch:
//
//	FAIL int/vadd_u32 [paired]: arg2[17]: got 0x00000011 (17) want 0x00000012 (18)
//	FAIL int/vadd_u32 [paired]: arg2: 12 more elements differ
//	FAIL float/add_f32 [wave32]: translate: ...
func (r Report) FailureLines() []string {
	var lines []string
	for _, res := range r.Results {
		if res.Status != Fail {
			continue
		}
		head := fmt.Sprintf("FAIL %s [%s]: ", res.Case, res.Mode)
		if len(res.Mismatches) == 0 {
			lines = append(lines, head+firstLine(res.Reason))
			continue
		}
		for k, m := range res.Mismatches {
			lines = append(lines, head+m.String())
			last := k+1 == len(res.Mismatches) || res.Mismatches[k+1].Arg != m.Arg
			if last && m.Index >= 0 && m.Total > MaxMismatchesPerBuffer {
				lines = append(lines, fmt.Sprintf("%sarg%d: %d more elements differ", head, m.Arg, m.Total-MaxMismatchesPerBuffer))
			}
		}
	}
	return lines
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i] + " …"
	}
	return s
}

// WriteText writes the failure lines, a count of known failures, and then
// the summary line.
func (r Report) WriteText(w io.Writer) error {
	var b strings.Builder
	for _, l := range r.FailureLines() {
		b.WriteString(l + "\n")
	}
	if r.KnownFailures > 0 {
		fmt.Fprintf(&b, "%d known failures (listed in their cases' known_failures)\n", r.KnownFailures)
	}
	b.WriteString(r.Summary() + "\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteJSON writes the report as indented JSON.
func (r Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// WriteMarkdown writes a table of families × modes with the pass, fail and
// skip counts of each, then the summary and the failure lines.
func (r Report) WriteMarkdown(w io.Writer) error {
	type key struct{ family, mode string }
	counts := map[key]*[4]int{}
	var families, modes []string
	for _, res := range r.Results {
		if !slices.Contains(families, res.Family) {
			families = append(families, res.Family)
		}
		if !slices.Contains(modes, res.Mode) {
			modes = append(modes, res.Mode)
		}
		for _, k := range []key{{res.Family, res.Mode}, {"total", res.Mode}} {
			if counts[k] == nil {
				counts[k] = &[4]int{}
			}
			counts[k][map[Status]int{Pass: 0, Fail: 1, Skip: 2, XFail: 3}[res.Status]]++
		}
	}
	sort.Strings(families)
	sort.SliceStable(modes, func(i, j int) bool { return modeRank(modes[i]) < modeRank(modes[j]) })
	var b strings.Builder
	b.WriteString("| family |")
	for _, m := range modes {
		b.WriteString(" " + m + " |")
	}
	b.WriteString("\n|---|")
	for range modes {
		b.WriteString("---|")
	}
	b.WriteString("\n")
	for _, f := range append(families, "total") {
		if f == "total" {
			f = "**total**"
		}
		b.WriteString("| " + f + " |")
		for _, m := range modes {
			c := counts[key{strings.Trim(f, "*"), m}]
			if c == nil {
				b.WriteString(" |")
				continue
			}
			cell := fmt.Sprintf("%d pass, %d fail", c[0], c[1])
			if c[2] > 0 {
				cell += fmt.Sprintf(", %d skip", c[2])
			}
			if c[3] > 0 {
				cell += fmt.Sprintf(", %d known", c[3])
			}
			b.WriteString(" " + cell + " |")
		}
		b.WriteString("\n")
	}
	b.WriteString("\n" + r.Summary() + "\n")
	if lines := r.FailureLines(); len(lines) > 0 {
		b.WriteString("\n```\n" + strings.Join(lines, "\n") + "\n```\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func modeRank(m string) int {
	if i := slices.Index(Modes, m); i >= 0 {
		return i
	}
	return len(Modes)
}

// isTerminal reports whether w is a character device (a terminal).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
