package main

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The printf cases run nvcc 13's PTX for testdata/printf/printf7.cu (with
// -O3 for sm_80 and sm_90a, and with -G) on the emulator in every warp
// mode, and compare what they print with what the same kernels printed on
// an H200 (testdata/printf/printf_host.out, recorded by printf_host.cu;
// see README there). Lines from different warps come in any order, on
// CUDA as here: each launch's lines are compared sorted.

// recordedPrintf returns the sorted lines CUDA printed for one launch of
// printf_host.out (the lines after "== kernel" up to the next "==").
func recordedPrintf(t *testing.T, kernel string) []string {
	t.Helper()
	data, err := os.ReadFile("testdata/printf/printf_host.out")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	in := false
	for _, l := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		if strings.HasPrefix(l, "== ") {
			in = strings.HasPrefix(l, "== "+kernel+" ")
			continue
		}
		if in {
			out = append(out, l)
		}
	}
	if len(out) == 0 {
		t.Fatalf("no lines recorded for %s", kernel)
	}
	slices.Sort(out)
	return out
}

// printfLines runs a kernel and returns its stdout without the buffer
// summaries, sorted.
func printfLines(t *testing.T, args ...string) ([]string, int, string) {
	t.Helper()
	code, stdout, stderr := ptxamd(t, append([]string{"run", "--device", "emu"}, args...)...)
	var out []string
	for _, l := range strings.Split(strings.TrimSuffix(stdout, "\n"), "\n") {
		if !strings.HasPrefix(l, "arg") && l != "" {
			out = append(out, l)
		}
	}
	slices.Sort(out)
	return out, code, stderr
}

var printfModes = []struct{ mode, arch string }{
	{"paired", "gfx90a"}, {"single", "gfx90a"}, {"native64", "gfx942"}, {"wave32", "gfx1100"},
}

func TestPrintfMatchesCUDA(t *testing.T) {
	dir := "testdata/printf"
	launches := []struct {
		kernel string
		args   []string
	}{
		{"printf_types", []string{"--grid", "2", "--block", "8", "--arg", "buf:f32:40:file:" + filepath.Join(dir, "x.f32"), "--arg", "s32:12"}},
		{"printf_divergent", []string{"--grid", "2", "--block", "64", "--arg", "buf:s32:40:file:" + filepath.Join(dir, "v.s32"), "--arg", "s32:40"}},
		{"special_floats", []string{"--grid", "1", "--block", "12", "--arg", "buf:f32:12:file:" + filepath.Join(dir, "special.f32"), "--arg", "s32:12"}},
	}
	for _, ptx := range []string{"printf7.sm80.ptx", "printf7.sm90a.ptx", "printf7.sm80.G.ptx"} {
		for _, m := range printfModes {
			for _, l := range launches {
				if testing.Short() && (ptx != "printf7.sm80.ptx" || m.mode != "paired") {
					continue
				}
				t.Run(ptx+"/"+m.mode+"/"+l.kernel, func(t *testing.T) {
					args := append([]string{filepath.Join(dir, ptx), "--arch", m.arch, "--warp-mode", m.mode, "--kernel", l.kernel}, l.args...)
					got, code, stderr := printfLines(t, args...)
					if code != 0 {
						t.Fatalf("exit %d: %s", code, stderr)
					}
					if want := recordedPrintf(t, l.kernel); !slices.Equal(got, want) {
						t.Errorf("printed (sorted):\n%s\nCUDA printed:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
					}
				})
			}
		}
	}
}

// TestAssertFailsLaunch: assert_kernel's thread 37 fails its assertion:
// the run exits 1 with CUDA's message and "device-side assert triggered"
// on stderr; the threads of the other warps print as on CUDA.
func TestAssertFailsLaunch(t *testing.T) {
	dir := "testdata/printf"
	want, err := os.ReadFile(filepath.Join(dir, "printf_host.err"))
	if err != nil {
		t.Fatal(err)
	}
	msg := strings.SplitN(string(want), "\n", 2)[0]
	for _, m := range printfModes {
		t.Run(m.mode, func(t *testing.T) {
			got, code, stderr := printfLines(t, filepath.Join(dir, "printf7.sm80.ptx"), "--arch", m.arch, "--warp-mode", m.mode,
				"--kernel", "assert_kernel", "--block", "40", "--arg", "buf:s32:40:file:"+filepath.Join(dir, "v.s32"), "--arg", "s32:40")
			if code != 1 {
				t.Errorf("exit %d, want 1", code)
			}
			if !strings.Contains(stderr, msg+"\n") || !strings.Contains(stderr, "kernel assert_kernel: device-side assert triggered") {
				t.Errorf("stderr:\n%s\nwant the line %q and the launch's error", stderr, msg)
			}
			// Every thread but 37 may print (CUDA stops the others at a
			// time of its choosing); thread 37 never does, and warp 0's
			// threads all do in the modes where a wave is one warp.
			if slices.Contains(got, "checked 37") {
				t.Error("thread 37 went on after its assertion failed")
			}
			if m.mode == "wave32" || m.mode == "single" {
				for i := 0; i < 32; i++ {
					if !slices.Contains(got, "checked "+strconv.Itoa(i)) {
						t.Errorf("warp 0's thread %d did not print", i)
					}
				}
			}
		})
	}
}

// TestPrintfFIFOOverflow: with a FIFO of 4 KiB, 256 threads' records do
// not all fit: those that do are printed whole, the rest are counted.
func TestPrintfFIFOOverflow(t *testing.T) {
	dir := "testdata/printf"
	got, code, stderr := printfLines(t, filepath.Join(dir, "printf7.sm80.ptx"), "--kernel", "printf_types", "--printf-fifo", "4096",
		"--grid", "4", "--block", "64", "--arg", "buf:f32:256:iota", "--arg", "s32:256")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	// 3 records per thread, 768 in all; about 4096/160 fit.
	if len(got) < 10 || len(got) > 60 {
		t.Errorf("%d lines printed from a 4 KiB FIFO", len(got))
	}
	for _, l := range got {
		if !strings.HasSuffix(l, "(nil)") && !strings.HasPrefix(l, "tid ") && !strings.HasPrefix(l, "f=") {
			t.Errorf("a partial or garbled record: %q", l)
		}
	}
	if !strings.Contains(stderr, "printf records dropped: the printf FIFO of 4096 bytes was full") {
		t.Errorf("stderr does not report the dropped records:\n%s", stderr)
	}
	n := 0
	for _, f := range strings.Fields(stderr[strings.Index(stderr, "printf_types: ")+len("printf_types: "):]) {
		for _, c := range f {
			n = n*10 + int(c-'0')
		}
		break
	}
	if n+len(got) != 768 {
		t.Errorf("%d records printed and %d dropped, want 768 in all", len(got), n)
	}
}
