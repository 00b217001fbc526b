package codeobj

import (
	"reflect"
	"testing"
)

func TestMsgpack(t *testing.T) {
	for _, tc := range []struct {
		in   []byte
		want any
	}{
		{[]byte{0x05}, int64(5)},
		{[]byte{0xff}, int64(-1)},
		{[]byte{0xcc, 0xfa}, int64(250)},
		{[]byte{0xcd, 0x01, 0x00}, int64(256)},
		{[]byte{0xd0, 0x80}, int64(-128)},
		{[]byte{0xd1, 0xff, 0x00}, int64(-256)},
		{[]byte{0xcf, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}, uint64(1<<64 - 1)},
		{[]byte{0xc0}, nil},
		{[]byte{0xc3}, true},
		{[]byte{0xa2, 'h', 'i'}, "hi"},
		{[]byte{0xd9, 0x01, 'x'}, "x"},
		{[]byte{0xc4, 0x02, 1, 2}, []byte{1, 2}},
		{[]byte{0x92, 0x01, 0xa1, 'a'}, []any{int64(1), "a"}},
		{[]byte{0xdc, 0x00, 0x01, 0x07}, []any{int64(7)}},
		{[]byte{0x81, 0xa1, 'k', 0x90}, map[string]any{"k": []any{}}},
		{[]byte{0xde, 0x00, 0x01, 0x01, 0x02}, map[string]any{"1": int64(2)}},
		{[]byte{0xcb, 0x3f, 0xf0, 0, 0, 0, 0, 0, 0}, 1.0},
		{[]byte{0x92, 0xd4, 0x01, 0x02, 0x03}, []any{nil, int64(3)}},
	} {
		got, err := decodeMsgpack(tc.in)
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("decode % x = %#v, %v; want %#v", tc.in, got, err, tc.want)
		}
	}
	for _, bad := range [][]byte{{}, {0xa3, 'a'}, {0x92, 0x01}, {0xdd, 0xff, 0xff, 0xff, 0xff}, {0xc1}, {0xdf, 0, 0, 0}} {
		if _, err := decodeMsgpack(bad); err == nil {
			t.Errorf("decode % x: no error", bad)
		}
	}
}

func FuzzMsgpack(f *testing.F) {
	f.Add([]byte{0x81, 0xa1, 'k', 0x92, 0x01, 0xcb, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Add([]byte{0xdf, 0xff, 0xff, 0xff, 0xff})
	f.Fuzz(func(t *testing.T, b []byte) {
		decodeMsgpack(b) // must not panic or hang
	})
}

func TestEstimateOccupancy(t *testing.T) {
	for _, tc := range []struct {
		target string
		k      Kernel
		wg     int
		want   int
		by     string
	}{
		{"gfx906", Kernel{VGPRCount: 12, SGPRCount: 16, WavefrontSize: 64}, 256, 10, "hardware"},
		{"gfx906", Kernel{VGPRCount: 64, SGPRCount: 16, WavefrontSize: 64}, 256, 4, "VGPRs"},
		{"gfx906", Kernel{VGPRCount: 8, SGPRCount: 100, WavefrontSize: 64}, 256, 8, "SGPRs"},
		{"gfx90a", Kernel{VGPRCount: 128, WavefrontSize: 64}, 256, 4, "VGPRs"},
		{"gfx90a", Kernel{VGPRCount: 12, WavefrontSize: 64}, 256, 8, "hardware"},
		// 32 KiB LDS: 2 workgroups of 4 waves per CU = 2 waves per SIMD.
		{"gfx906", Kernel{VGPRCount: 8, SGPRCount: 16, GroupSegmentSize: 32 << 10, WavefrontSize: 64}, 256, 2, "LDS"},
		{"gfx1030", Kernel{VGPRCount: 64, WavefrontSize: 32}, 256, 16, "VGPRs"},
		{"gfx1030", Kernel{VGPRCount: 8, SGPRCount: 106, WavefrontSize: 32}, 256, 20, "hardware"},
		{"gfx1100", Kernel{VGPRCount: 96, WavefrontSize: 32}, 256, 16, "hardware"},
		{"gfx1100", Kernel{VGPRCount: 128, WavefrontSize: 32}, 256, 10, "VGPRs"},
	} {
		o := EstimateOccupancy(mustTarget(t, tc.target), &tc.k, tc.wg, 0)
		if o.Waves != tc.want || o.Limiter != tc.by {
			t.Errorf("%s %+v: %d waves by %s, want %d by %s", tc.target, tc.k, o.Waves, o.Limiter, tc.want, tc.by)
		}
	}
}
