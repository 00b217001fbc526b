package pipeline

import (
	"strings"
	"testing"
)

// TestPrefetchForms: prefetch.global.L2::evict_last/evict_normal (the
// eviction-priority forms, which name no other level; cp.async-heavy
// kernels issue them) translate like the other prefetches; misused ones are
// positioned errors.
func TestPrefetchForms(t *testing.T) {
	const head = `.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 p)
{
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [p];
	cvta.to.global.u64 %rd2, %rd1;
`
	opts := Options{Arch: "gfx1100", WaveSize: 32, Mode: "wave32", Features: "+wavefrontsize32"}
	for _, c := range []struct{ inst, err string }{
		{"prefetch.global.L2::evict_last [%rd2];", ""},
		{"prefetch.global.L2::evict_normal [%rd2+128];", ""},
		{"prefetch.global.L1 [%rd2];", ""},
		{"prefetch.L2 [%rd1];", ""},
		{"prefetch.global [%rd2];", "needs a cache level"},
		{"prefetch.L2::evict_last [%rd1];", "a form of prefetch.global alone"},
		{"prefetch.global.L2.L2::evict_last [%rd2];", "a form of prefetch.global alone"},
	} {
		src := head + "\t" + c.inst + "\n\tret;\n}\n"
		_, err := Translate("pf.ptx", []byte(src), opts)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s: %v", c.inst, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err) || !strings.Contains(err.Error(), "pf.ptx:9:")):
			t.Errorf("%s: %v, want a positioned error with %q", c.inst, err, c.err)
		}
	}
}

// TestCreatePolicyCvt: createpolicy.cvt.L2.b64 (an access-policy window's
// property as a cache policy, for .L2::cache_hint operands) translates; .L2
// without .cvt, and .cvt without .L2, are positioned errors.
func TestCreatePolicyCvt(t *testing.T) {
	const head = `.version 8.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 p, .param .u64 prop)
{
	.reg .b32 %r<4>;
	.reg .b64 %rd<6>;
	ld.param.u64 %rd1, [p];
	ld.param.u64 %rd2, [prop];
`
	opts := Options{Arch: "gfx1100", WaveSize: 32, Mode: "wave32", Features: "+wavefrontsize32"}
	for _, c := range []struct{ inst, err string }{
		{"createpolicy.cvt.L2.b64 %rd3, %rd2;\n\tld.global.L2::cache_hint.b32 %r1, [%rd1], %rd3;", ""},
		{"createpolicy.cvt.b64 %rd3, %rd2;", "createpolicy.cvt is createpolicy.cvt.L2.b64"},
		{"createpolicy.fractional.L2.b64 %rd3, 0.5;", "createpolicy.cvt is createpolicy.cvt.L2.b64"},
	} {
		src := head + "\t" + c.inst + "\n\tret;\n}\n"
		_, err := Translate("cp.ptx", []byte(src), opts)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s: %v", c.inst, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err) || !strings.Contains(err.Error(), "cp.ptx:10:")):
			t.Errorf("%s: %v, want a positioned error with %q", c.inst, err, c.err)
		}
	}
}

// TestFenceSyncRestrict: the PTX 8.6 fences restricted to shared memory
// (fence.acquire.sync_restrict::shared::cluster.cluster, fence.release
// .sync_restrict::shared::cta.cluster and their .proxy.async::generic
// forms) translate; the other pairings are positioned errors.
func TestFenceSyncRestrict(t *testing.T) {
	const head = `.version 8.6
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 p)
{
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [p];
	cvta.to.global.u64 %rd2, %rd1;
`
	opts := Options{Arch: "gfx1100", WaveSize: 32, Mode: "wave32", Features: "+wavefrontsize32"}
	const bad = "fence .sync_restrict is"
	for _, c := range []struct{ inst, err string }{
		{"fence.acquire.sync_restrict::shared::cluster.cluster;", ""},
		{"fence.release.sync_restrict::shared::cta.cluster;", ""},
		{"fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster;", ""},
		{"fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster;", ""},
		{"fence.release.sync_restrict::shared::cluster.cluster;", bad},
		{"fence.acquire.sync_restrict::shared::cta.cluster;", bad},
		{"fence.acquire.sync_restrict::shared::cluster.gpu;", "unsupported"},
		{"fence.sync_restrict::shared::cluster.cluster;", bad},
	} {
		src := head + "\t" + c.inst + "\n\tret;\n}\n"
		_, err := Translate("f.ptx", []byte(src), opts)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s: %v", c.inst, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err) || !strings.Contains(err.Error(), "f.ptx:9:")):
			t.Errorf("%s: %v, want a positioned error with %q", c.inst, err, c.err)
		}
	}
}
