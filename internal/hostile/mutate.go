package hostile

import (
	"math/rand/v2"
	"regexp"
	"strings"
)

// A mutator turns a valid module into a hostile one, or returns nil when
// the module has nothing it can work on. Expect says what the translator
// must then do.
type mutator struct {
	name   string
	expect Expect
	apply  func(r *rand.Rand, src string) string
}

var (
	labelLine = regexp.MustCompile(`(?m)^[ \t]*([A-Za-z_$][A-Za-z0-9_$]*):[ \t]*$`)
	intImm    = regexp.MustCompile(`(?m)^([ \t]*(?:add|sub|and|or|xor|min|max)\.[us](?:32|64)[ \t]+[^;]*,[ \t]*)(\d+)(;)`)
	setpDst   = regexp.MustCompile(`(?m)^([ \t]*setp\.[a-z]+\.[a-z0-9]+[ \t]+)(%[A-Za-z0-9_]+)(,)`)
	regDecl   = regexp.MustCompile(`\.reg \.(b32|u32|s32|f32|b64|u64|s64|f64) (%[A-Za-z_][A-Za-z0-9_]*)<(\d+)>`)
	alignNum  = regexp.MustCompile(`\.align (\d+)`)
	entryHead = regexp.MustCompile(`(?m)^\.visible \.entry [^\n]*\)[ \t]*$`)
)

// mutators are the mutations of the campaign: the first ones make the
// forms issue 22 found silently accepted (each must be rejected), the
// line-ending one must not change the verdict, and the blind ones (bytes
// and lines) must only never hang or crash.
var mutators = []mutator{
	{"duplicate-label", Reject, func(r *rand.Rand, s string) string {
		m := labelLine.FindAllStringSubmatchIndex(s, -1)
		if len(m) == 0 {
			return ""
		}
		x := m[r.IntN(len(m))]
		line := s[x[0]:x[1]]
		return s[:x[1]] + "\n" + line + s[x[1]:]
	}},
	{"float-literal-as-integer", Reject, func(r *rand.Rand, s string) string {
		m := intImm.FindAllStringSubmatchIndex(s, -1)
		if len(m) == 0 {
			return ""
		}
		x := m[r.IntN(len(m))]
		lit := []string{"1e999", "1.5", "0f3F800000", "2.0"}[r.IntN(4)]
		return s[:x[4]] + lit + s[x[5]:]
	}},
	{"setp-into-non-predicate", Reject, func(r *rand.Rand, s string) string {
		m := setpDst.FindAllStringSubmatchIndex(s, -1)
		d := regDecl.FindAllStringSubmatch(s, -1)
		if len(m) == 0 || len(d) == 0 {
			return ""
		}
		x := m[r.IntN(len(m))]
		reg := d[r.IntN(len(d))][2] + "0"
		return s[:x[4]] + reg + s[x[5]:]
	}},
	{"unknown-target", Reject, func(r *rand.Rand, s string) string {
		i := strings.Index(s, ".target ")
		if i < 0 {
			return ""
		}
		j := i + strings.IndexAny(s[i:], "\r\n,")
		return s[:i] + ".target " + []string{"sm_999", "foo", "sm_80a"}[r.IntN(3)] + s[j:]
	}},
	{"unknown-version", Reject, func(r *rand.Rand, s string) string {
		i := strings.Index(s, ".version ")
		if i < 0 {
			return ""
		}
		j := i + strings.IndexAny(s[i:], "\r\n")
		return s[:i] + ".version " + []string{"99.9", "7.9", "8.9", "9.9"}[r.IntN(4)] + s[j:]
	}},
	{"align-not-power-of-two", Reject, func(r *rand.Rand, s string) string {
		m := alignNum.FindAllStringSubmatchIndex(s, -1)
		if len(m) == 0 {
			return ""
		}
		x := m[r.IntN(len(m))]
		return s[:x[2]] + []string{"3", "0", "6", "12"}[r.IntN(4)] + s[x[3]:]
	}},
	{"zero-performance-directive", Reject, func(r *rand.Rand, s string) string {
		m := entryHead.FindStringIndex(s)
		if m == nil {
			return ""
		}
		return s[:m[1]] + "\n" + []string{".maxnreg 0", ".maxntid 0", ".reqntid 0, 1, 1", ".minnctapersm 0"}[r.IntN(4)] + s[m[1]:]
	}},
	{"lone-cr-line-ends", Same, func(r *rand.Rand, s string) string {
		if r.IntN(2) == 0 {
			return strings.ReplaceAll(s, "\n", "\r")
		}
		return strings.ReplaceAll(s, "\n", "\r\n")
	}},
	{"delete-line", NoCrash, func(r *rand.Rand, s string) string {
		lines := strings.Split(s, "\n")
		i := r.IntN(len(lines))
		return strings.Join(append(lines[:i:i], lines[i+1:]...), "\n")
	}},
	{"duplicate-line", NoCrash, func(r *rand.Rand, s string) string {
		lines := strings.Split(s, "\n")
		i := r.IntN(len(lines))
		out := append(lines[:i+1:i+1], lines[i:]...)
		return strings.Join(out, "\n")
	}},
	{"swap-lines", NoCrash, func(r *rand.Rand, s string) string {
		lines := strings.Split(s, "\n")
		i, j := r.IntN(len(lines)), r.IntN(len(lines))
		lines[i], lines[j] = lines[j], lines[i]
		return strings.Join(lines, "\n")
	}},
	{"truncate", NoCrash, func(r *rand.Rand, s string) string {
		if s == "" {
			return ""
		}
		return s[:r.IntN(len(s))]
	}},
	{"flip-bytes", NoCrash, func(r *rand.Rand, s string) string {
		if s == "" {
			return ""
		}
		b := []byte(s)
		for n := 1 + r.IntN(4); n > 0; n-- {
			const alphabet = "{}[]();,.:%@!-0x9fe\f\r\n\"/*_"
			b[r.IntN(len(b))] = alphabet[r.IntN(len(alphabet))]
		}
		return string(b)
	}},
	{"repeat-a-line", NoCrash, func(r *rand.Rand, s string) string {
		lines := strings.Split(s, "\n")
		i := r.IntN(len(lines))
		rep := strings.Repeat(lines[i]+"\n", 1000+r.IntN(20000))
		return strings.Join(lines[:i], "\n") + "\n" + rep + strings.Join(lines[i:], "\n")
	}},
}

// Mutate applies mutator number k (modulo their count) to src, trying the
// following ones when it has nothing to work on. It returns the case, or
// ok false when none applies.
func Mutate(r *rand.Rand, k int, name string, src []byte) (Case, bool) {
	for n := 0; n < len(mutators); n++ {
		m := mutators[(k+n)%len(mutators)]
		if out := m.apply(r, string(src)); out != "" {
			return Case{Name: name + "/" + m.name, Src: []byte(out), Expect: m.expect}, true
		}
	}
	return Case{}, false
}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 22)) }

// MutatorNames lists the mutations in order.
func MutatorNames() []string {
	var out []string
	for _, m := range mutators {
		out = append(out, m.name)
	}
	return out
}
