package conformance

import (
	"strings"
	"testing"
)

func TestCompareIgnore(t *testing.T) {
	c := mkCase(t, []string{"buf:u32:6:zero"}, map[string]CompareRule{"0": {Mode: "exact", Ignore: [][2]int{{4, 6}}}},
		map[int][]byte{0: u32s(0, 1, 2, 3, 4, 5)})
	if m := Compare(c, map[int][]byte{0: u32s(0, 1, 2, 3, 40, 50)}); len(m) != 0 {
		t.Errorf("ignored elements compared: %v", m)
	}
	if m := Compare(c, map[int][]byte{0: u32s(0, 1, 2, 30, 4, 5)}); len(m) != 1 || m[0].Index != 3 {
		t.Errorf("element 3 is compared: %v", m)
	}
	bad := &Case{ID: "fam/c", Kernel: "k", Grid: [3]int{1, 1, 1}, Block: [3]int{1, 1, 1},
		Compare: map[string]CompareRule{"0": {Ignore: [][2]int{{3, 3}}}}}
	if err := bad.check(); err == nil || !strings.Contains(err.Error(), "ignore range") {
		t.Errorf("empty ignore range: %v", err)
	}
}

func TestCaseCluster(t *testing.T) {
	c := &Case{ID: "fam/c", Kernel: "k", Grid: [3]int{8, 2, 1}, Block: [3]int{64, 1, 1}, Cluster: [3]int{4, 1, 1}}
	if err := c.check(); err != nil {
		t.Errorf("cluster 4,1,1 of grid 8,2,1: %v", err)
	}
	c.Cluster = [3]int{3, 1, 1}
	if err := c.check(); err == nil || !strings.Contains(err.Error(), "cluster") {
		t.Errorf("cluster 3,1,1 of grid 8,2,1: %v", err)
	}
}
