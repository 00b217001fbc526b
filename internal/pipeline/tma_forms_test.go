package pipeline

import (
	"strings"
	"testing"
)

// TestTensorCopyForms: the im2col forms translate; the sm_100a forms
// (gather4, scatter4, im2col::w) and misused im2col forms are positioned
// errors that say why.
func TestTensorCopyForms(t *testing.T) {
	const head = `.version 8.6
.target sm_90a
.address_size 64
.extern .shared .align 1024 .b8 smem[];
.visible .entry k(.param .align 64 .b8 tmap[128], .param .u64 pol)
{
	.reg .b16 %h<4>;
	.reg .b32 %r<10>;
	.reg .b64 %rd<4>;
	mov.u64 %rd1, tmap;
	cvta.param.u64 %rd1, %rd1;
	ld.param.u64 %rd2, [pol];
	mov.u32 %r1, smem;
	mov.b16 %h1, 1;
`
	opts := Options{Arch: "gfx90a", WaveSize: 64, Mode: "paired", Features: "+wavefrontsize64"}
	for _, c := range []struct{ inst, err string }{
		{"cp.reduce.async.bulk.tensor.4d.global.shared::cta.add.im2col_no_offs.bulk_group [%rd1, {%r1, %r1, %r1, %r1}], [%r1];", ""},
		{"cp.async.bulk.tensor.3d.global.shared::cta.im2col_no_offs.bulk_group [%rd1, {%r1, %r1, %r1}], [%r1];", ""},
		{"cp.async.bulk.prefetch.tensor.4d.L2.global.im2col.L2::cache_hint [%rd1, {%r1, %r1, %r1, %r1}], {%h1, %h1}, %rd2;", ""},
		{"cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [%r1], [%rd1, {%r1, %r1, %r1, %r1, %r1}], [%r1], {%h1, %h1, %h1}, %rd2;", ""},
		{"cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r1, %r1, %r1, %r1, %r1}], [%r1];", ".tile::gather4: an sm_100a (Blackwell) form that ptxas rejects for sm_90a"},
		{"cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group [%rd1, {%r1, %r1, %r1, %r1, %r1}], [%r1];", ".tile::scatter4: an sm_100a"},
		{"cp.async.bulk.tensor.3d.shared::cluster.global.im2col::w.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r1, %r1, %r1}], [%r1], {%h1, %h1};", ".im2col::w: an sm_100a"},
		{"cp.async.bulk.tensor.2d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r1, %r1}], [%r1], {%h1};", "needs 3 to 5 dimensions"},
		{"cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r1, %r1, %r1}], [%r1];", "{im2colOffsets}"},
		{"cp.async.bulk.tensor.3d.global.shared::cta.im2col.bulk_group [%rd1, {%r1, %r1, %r1}], [%r1];", "takes .im2col_no_offs"},
		{"cp.async.bulk.tensor.3d.shared::cluster.global.im2col_no_offs.mbarrier::complete_tx::bytes [%r1], [%rd1, {%r1, %r1, %r1}], [%r1];", "a load takes .im2col"},
	} {
		src := head + "\t" + c.inst + "\n\tret;\n}\n"
		_, err := Translate("forms.ptx", []byte(src), opts)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s: %v", c.inst, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err) || !strings.Contains(err.Error(), "forms.ptx:15:")):
			t.Errorf("%s: %v, want a positioned error with %q", c.inst, err, c.err)
		}
	}
}
