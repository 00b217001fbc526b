package main

import "testing"

func TestParseCluster(t *testing.T) {
	for _, c := range []struct {
		in   string
		want [3]int
		ok   bool
	}{
		{"", [3]int{}, true},
		{"4", [3]int{4, 1, 1}, true},
		{"2,2", [3]int{2, 2, 1}, true},
		{"1, 2, 4", [3]int{1, 2, 4}, true},
		{"0", [3]int{}, false},
		{"2,x", [3]int{}, false},
		{"1,1,1,1", [3]int{}, false},
		{"64,32", [3]int{}, false},
	} {
		got, err := parseCluster(c.in)
		if (err == nil) != c.ok || (c.ok && got != c.want) {
			t.Errorf("parseCluster(%q) = %v, %v; want %v (ok %v)", c.in, got, err, c.want, c.ok)
		}
	}
}
