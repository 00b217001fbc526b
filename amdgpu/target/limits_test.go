package target

import "testing"

func TestWorkgroupLDSBytes(t *testing.T) {
	for _, tc := range []struct {
		name string
		want int
	}{{"gfx900", 64 << 10}, {"gfx90a", 64 << 10}, {"gfx942", 64 << 10}, {"gfx1030", 64 << 10}, {"gfx1100", 64 << 10}, {"gfx1201", 64 << 10}} {
		tg, err := Lookup(tc.name)
		if err != nil {
			t.Fatal(err)
		}
		if got := tg.WorkgroupLDSBytes(); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}
	if got := (&Target{Name: "gfx950"}).WorkgroupLDSBytes(); got != 160<<10 {
		t.Errorf("gfx950: %d", got)
	}
}
