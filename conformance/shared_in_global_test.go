package conformance

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestSharedInGlobal runs recorded cases that use shared memory in every
// way ptxamd lowers it with their shared memory in global memory instead
// of LDS (amdgpu.Options.SharedInGlobal, forced for every kernel), and
// compares with the H100: atomics on shared memory, cp.async, ldmatrix
// and stmatrix, mbarriers with TMA tiles, isspacep/cvta on shared
// addresses, dynamic shared memory seen generically, bar.red's counter,
// named barriers, wgmma descriptors with a 128-byte swizzle, and
// distributed shared memory in clusters with st.async.
func TestSharedInGlobal(t *testing.T) {
	names := []string{
		"atom/shared_contention",
		"mem/cp_async_wait_group",
		"mem/ldmatrix_x4",
		"mem/stmatrix_x2_trans",
		"mem/tma_tile_host_3d",
		"mem/isspacep",
		"mem/shared_dynamic_generic",
		"real2/bitonic_sort_1024",
		"control/named_barrier_producer_consumer",
		"mma/wgmma_e4m3_f16_n16_swz128",
		"sreg/cluster_dsmem_2x2",
		"real4/cluster_async_exchange_sm90a",
		// ldmatrix rows gathered in whole-wave mode for a one-warp wave64
		// (paired): the lanes outside the block load too, and once read a
		// window address they never computed.
		"real5/triton_mm_small_sm80",
	}
	var cs []*Case
	for _, n := range names {
		c, err := Discover(filepath.Join("cases", n))
		if err != nil || len(c) != 1 {
			t.Fatalf("%s: %v (%d cases)", n, err, len(c))
		}
		cs = append(cs, c...)
	}
	var out strings.Builder
	rep := RunAll(cs, &PipelineRunner{SharedInGlobal: true}, nil, &out)
	for _, line := range rep.FailureLines() {
		t.Error(line)
	}
	t.Log(rep.Summary())
	if rep.Passed == 0 || rep.Failed != 0 || rep.KnownFailures != 0 {
		t.Errorf("%s", rep.Summary())
	}
}
