package conformance

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// Shard is one part K of N (1 ≤ K ≤ N) of a suite, so that a sweep can
// be split across CI matrix jobs, Slurm array tasks or the GPUs of a host
// without a scheduler of our own. The zero Shard is the whole suite.
type Shard struct{ K, N int }

// ParseShard reads "K/N".
func ParseShard(s string) (Shard, error) {
	if s == "" {
		return Shard{}, nil
	}
	k, n, ok := strings.Cut(s, "/")
	ki, err1 := strconv.Atoi(k)
	ni, err2 := strconv.Atoi(n)
	if !ok || err1 != nil || err2 != nil || ni < 1 || ki < 1 || ki > ni {
		return Shard{}, fmt.Errorf("shard %q: want K/N with 1 ≤ K ≤ N (e.g. 2/8)", s)
	}
	return Shard{ki, ni}, nil
}

func (s Shard) String() string {
	if s.N == 0 {
		return "all"
	}
	return fmt.Sprintf("%d/%d", s.K, s.N)
}

// Select returns the shard's cases: every N-th case, starting at the
// K-th, of the list in ID order, so the shards are disjoint, together are
// the whole list, and a case's warp modes stay in one shard. Interleaving
// spreads each family (whose cases cost alike) over all shards.
func (s Shard) Select(cases []*Case) []*Case {
	if s.N <= 1 {
		return cases
	}
	sorted := append([]*Case(nil), cases...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].ID < sorted[j].ID })
	var out []*Case
	for i, c := range sorted {
		if i%s.N == s.K-1 {
			out = append(out, c)
		}
	}
	return out
}

// ReadReport reads a report that WriteJSON wrote.
func ReadReport(r io.Reader) (Report, error) {
	var rep Report
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&rep); err != nil {
		return Report{}, err
	}
	return rep, nil
}

// MergeReports joins the reports of the shards of one sweep into one, in
// case and mode order, with the counts recomputed from the results. The
// same case run in the same mode by two reports is an error: the shards
// overlapped, or a report was given twice.
func MergeReports(reports ...Report) (Report, error) {
	seen := map[string]bool{}
	var all []Result
	for _, rep := range reports {
		for _, res := range rep.Results {
			key := res.Case + "\x00" + res.Mode
			if seen[key] {
				return Report{}, fmt.Errorf("merge: %s [%s] is in more than one report", res.Case, res.Mode)
			}
			seen[key] = true
			all = append(all, res)
		}
	}
	sort.SliceStable(all, func(i, j int) bool {
		if all[i].Case != all[j].Case {
			return all[i].Case < all[j].Case
		}
		return modeRank(all[i].Mode) < modeRank(all[j].Mode)
	})
	var out Report
	for _, res := range all {
		out.add(res)
	}
	return out, nil
}
