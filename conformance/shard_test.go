package conformance

import (
	"bytes"
	"fmt"
	"testing"
)

func TestShardsPartitionTheSuite(t *testing.T) {
	var cases []*Case
	for i := 0; i < 23; i++ {
		cases = append(cases, &Case{ID: fmt.Sprintf("f/c%02d", i), Modes: []string{"wave32", "paired"}})
	}
	for _, bad := range []string{"0/3", "4/3", "1/0", "x/2", "2", "-1/2"} {
		if _, err := ParseShard(bad); err == nil {
			t.Errorf("ParseShard(%q) accepted", bad)
		}
	}
	seen := map[string]int{}
	var reports []Report
	for k := 1; k <= 4; k++ {
		s, err := ParseShard(fmt.Sprintf("%d/4", k))
		if err != nil {
			t.Fatal(err)
		}
		part := s.Select(cases)
		if len(part) < 5 || len(part) > 6 {
			t.Errorf("shard %s has %d cases, want 5 or 6", s, len(part))
		}
		var rep Report
		for _, c := range part {
			seen[c.ID]++
			for _, m := range c.Modes {
				rep.add(Result{Case: c.ID, Mode: m, Status: Pass})
			}
		}
		// Through JSON, as the shards' reports travel.
		var buf bytes.Buffer
		if err := rep.WriteJSON(&buf); err != nil {
			t.Fatal(err)
		}
		back, err := ReadReport(&buf)
		if err != nil {
			t.Fatal(err)
		}
		reports = append(reports, back)
	}
	for _, c := range cases {
		if seen[c.ID] != 1 {
			t.Errorf("%s is in %d shards", c.ID, seen[c.ID])
		}
	}
	merged, err := MergeReports(reports...)
	if err != nil {
		t.Fatal(err)
	}
	if merged.Passed != 46 || len(merged.Results) != 46 || merged.Results[0].Case != "f/c00" || merged.Results[1].Mode != "paired" {
		t.Errorf("merged report: %d passed, first %+v", merged.Passed, merged.Results[:2])
	}
	if _, err := MergeReports(reports[0], reports[0]); err == nil {
		t.Error("merging a report with itself succeeded")
	}
}
