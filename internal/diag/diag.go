// Package diag holds source positions and compiler-style diagnostics shared
// by every stage of ptxamd: the frontend, the SIR passes and the inline-asm
// layer report through it, so every message a user sees has one shape:
//
//	file:line:col: error: message
//	    source line
//	        ^
package diag

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// Pos is a position in a source file. Line and Col count from 1; a zero Pos
// means "no position".
type Pos struct {
	File string
	Line int
	Col  int
}

// IsValid reports whether p names a real position.
func (p Pos) IsValid() bool { return p.Line > 0 }

func (p Pos) String() string {
	switch {
	case !p.IsValid() && p.File == "":
		return "<unknown>"
	case !p.IsValid():
		return p.File
	case p.Col > 0:
		return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
	default:
		return fmt.Sprintf("%s:%d", p.File, p.Line)
	}
}

// Severity orders diagnostics: notes explain, warnings do not stop a build,
// errors do.
type Severity int

const (
	Note Severity = iota
	Warning
	Error
)

func (s Severity) String() string {
	switch s {
	case Note:
		return "note"
	case Warning:
		return "warning"
	default:
		return "error"
	}
}

// Diagnostic is one message at one position. Code, when set, names a
// warning class that `-Wno-<code>` silences.
type Diagnostic struct {
	Pos      Pos
	Severity Severity
	Code     string
	Msg      string
}

func (d Diagnostic) String() string {
	return fmt.Sprintf("%s: %s: %s", d.Pos, d.Severity, d.Msg)
}

// Error lets a single diagnostic travel as an error.
func (d Diagnostic) Error() string { return d.String() }

// DefaultLimit caps how many errors a List keeps, like a compiler's
// -ferror-limit.
const DefaultLimit = 50

// List collects diagnostics. The zero value is ready to use and keeps at most
// DefaultLimit errors; warnings and notes are not capped.
type List struct {
	Diags []Diagnostic
	Limit int // errors kept; 0 means DefaultLimit, negative means no cap
	// Suppressed names warning codes that are dropped (from -Wno-<code>).
	Suppressed map[string]bool
	errors     int
	dropped    int
}

// Add records a diagnostic.
func (l *List) Add(d Diagnostic) {
	if d.Severity == Warning && d.Code != "" && l.Suppressed[d.Code] {
		return
	}
	if d.Severity == Error {
		limit := l.Limit
		if limit == 0 {
			limit = DefaultLimit
		}
		if limit > 0 && l.errors >= limit {
			l.dropped++
			return
		}
		l.errors++
	}
	l.Diags = append(l.Diags, d)
}

// Errorf records an error at pos.
func (l *List) Errorf(pos Pos, format string, args ...any) {
	l.Add(Diagnostic{Pos: pos, Severity: Error, Msg: fmt.Sprintf(format, args...)})
}

// Warnf records a warning of class code at pos.
func (l *List) Warnf(pos Pos, code, format string, args ...any) {
	l.Add(Diagnostic{Pos: pos, Severity: Warning, Code: code, Msg: fmt.Sprintf(format, args...)})
}

// Merge appends every diagnostic of o.
func (l *List) Merge(o *List) {
	if o == nil {
		return
	}
	for _, d := range o.Diags {
		l.Add(d)
	}
	l.dropped += o.dropped
}

// HasErrors reports whether any error was recorded (or dropped by the cap).
func (l *List) HasErrors() bool { return l != nil && (l.errors > 0 || l.dropped > 0) }

// ErrorCount is the number of errors seen, dropped ones included.
func (l *List) ErrorCount() int { return l.errors + l.dropped }

// Dropped is the number of errors not kept because of the cap.
func (l *List) Dropped() int { return l.dropped }

// Sort orders diagnostics by file, line and column, keeping the order of
// equal positions.
func (l *List) Sort() {
	sort.SliceStable(l.Diags, func(i, j int) bool {
		a, b := l.Diags[i].Pos, l.Diags[j].Pos
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

// Err returns nil when there are no errors, else an *ErrorList holding every
// diagnostic, so that callers can return it as an error and still print the
// whole list.
func (l *List) Err() error {
	if !l.HasErrors() {
		return nil
	}
	return &ErrorList{List: l}
}

// ErrorList is the error form of a List with errors.
type ErrorList struct{ List *List }

func (e *ErrorList) Error() string {
	var errs []string
	for _, d := range e.List.Diags {
		if d.Severity == Error {
			errs = append(errs, d.String())
		}
	}
	if n := e.List.Dropped(); n > 0 {
		errs = append(errs, fmt.Sprintf("(%d more errors not shown)", n))
	}
	return strings.Join(errs, "\n")
}

// AsList finds the diagnostic list inside err, if there is one.
func AsList(err error) (*List, bool) {
	var el *ErrorList
	if errors.As(err, &el) {
		return el.List, true
	}
	var d Diagnostic
	if errors.As(err, &d) {
		l := &List{}
		l.Add(d)
		return l, true
	}
	return nil, false
}

// Sources maps file names to their text so that diagnostics can quote the
// line they point at.
type Sources map[string][]byte

// Format writes every diagnostic of l in compiler style, quoting the source
// line with a caret under the column when the source is known.
func Format(l *List, src Sources) string {
	var b strings.Builder
	for _, d := range l.Diags {
		b.WriteString(FormatOne(d, src))
	}
	if n := l.Dropped(); n > 0 {
		fmt.Fprintf(&b, "too many errors: %d more not shown\n", n)
	}
	return b.String()
}

// FormatOne formats a single diagnostic like Format.
func FormatOne(d Diagnostic, src Sources) string {
	var b strings.Builder
	b.WriteString(d.String())
	b.WriteByte('\n')
	if line, ok := sourceLine(src[d.Pos.File], d.Pos.Line); ok {
		fmt.Fprintf(&b, "    %s\n", expandTabs(line))
		if d.Pos.Col > 0 {
			col := visualColumn(line, d.Pos.Col)
			fmt.Fprintf(&b, "    %s^\n", strings.Repeat(" ", col))
		}
	}
	return b.String()
}

func sourceLine(text []byte, line int) (string, bool) {
	if text == nil || line <= 0 {
		return "", false
	}
	// Lines end at "\n", "\r\n" or a lone "\r", as the frontend counts them.
	cur := 1
	start := 0
	for i, c := range text {
		if c == '\n' || c == '\r' && (i+1 == len(text) || text[i+1] != '\n') {
			if cur == line {
				return strings.TrimRight(string(text[start:i]), "\r"), true
			}
			cur++
			start = i + 1
		}
	}
	if cur == line && start <= len(text) {
		return strings.TrimRight(string(text[start:]), "\r"), true
	}
	return "", false
}

func expandTabs(s string) string { return strings.ReplaceAll(s, "\t", "    ") }

// visualColumn turns a 1-based byte column into a 0-based screen column with
// tabs expanded to four spaces.
func visualColumn(line string, col int) int {
	v := 0
	for i := 0; i < col-1 && i < len(line); i++ {
		if line[i] == '\t' {
			v += 4
		} else {
			v++
		}
	}
	return v
}
