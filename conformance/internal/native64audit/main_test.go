package main

import (
	"testing"

	"github.com/ptxamd/ptxamd/conformance"
)

// TestNoSilentWrongNative64 is the audit as a test: no conformance case
// may run wrong in native64 without a refusal or a warning (warp-size-
// aware code, which reads WARP_SZ, excepted: its 64-lane answer is not the
// 32-lane recording's), and the cases that list native64 must run right.
func TestNoSilentWrongNative64(t *testing.T) {
	cases, err := conformance.Discover("../../cases")
	if err != nil {
		t.Fatal(err)
	}
	if testing.Short() {
		var some []*conformance.Case
		for i, c := range cases {
			if c.Family != "random" || i%10 == 0 {
				some = append(some, c)
			}
		}
		cases = some
	}
	wrong, flagged := 0, 0
	for _, c := range cases {
		if c.KnownFailures["*"] != "" || c.KnownFailures["native64"] != "" {
			continue // known to be wrong in native64 for a reason of its own
		}
		r := audit(c)
		if r.wrong == "norec" {
			continue
		}
		if r.wrong != "" {
			wrong++
		}
		if r.flagged() {
			flagged++
		}
		switch {
		case r.wrong != "" && !r.flagged() && !r.warpSize:
			t.Errorf("%s: wrong in native64 and not flagged: %s", r.id, r.wrong)
		case r.declared && (r.wrong != "" || r.refused != ""):
			t.Errorf("%s lists native64 but %s%s", r.id, r.wrong, r.refused)
		}
	}
	t.Logf("%d cases: %d wrong in native64, %d flagged", len(cases), wrong, flagged)
	if wrong == 0 || flagged == 0 {
		t.Errorf("the audit found nothing wrong or nothing flagged: it is not looking")
	}
}
