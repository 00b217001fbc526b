package ccwrap

import (
	"reflect"
	"strings"
	"testing"
)

func TestTranslateNvcc(t *testing.T) {
	cases := []struct {
		argv []string
		cc   []string // the wrapper arguments after --ptxamd-cuda
		sms  []string
	}{
		{[]string{"-arch=sm_80", "-c", "k.cu", "-o", "k.o"}, []string{"-c", "k.cu", "-o", "k.o", "-O3"}, []string{"sm_80"}},
		{[]string{"-arch", "sm_86", "-lineinfo", "-O2", "k.cu"}, []string{"-O2", "k.cu"}, []string{"sm_86"}},
		{[]string{"-gencode", "arch=compute_80,code=sm_80", "-gencode=arch=compute_90,code=[sm_90,compute_90]", "-O3", "k.cu"},
			[]string{"-O3", "k.cu"}, []string{"sm_80", "sm_90"}},
		{[]string{"--generate-code=arch=compute_75,code=[compute_75,sm_75]", "-x", "cu", "-c", "k.cu", "-O1"},
			[]string{"-x", "cuda", "-c", "k.cu", "-O1"}, []string{"sm_75"}},
		{[]string{"-Xcompiler=-fPIC,-Wall", "-Xcompiler", "-O2", "k.cu"}, []string{"-fPIC", "-Wall", "-O2", "k.cu"}, nil},
		{[]string{"--expt-relaxed-constexpr", "--extended-lambda", "--use_fast_math", "-G", "k.cu"},
			[]string{"-D__CUDACC_RELAXED_CONSTEXPR__=1", "-D__CUDACC_EXTENDED_LAMBDA__=1", "--ptxamd-fast-math", "-g", "-ffp-contract=off", "k.cu"}, nil},
		{[]string{"-rdc=true", "-Xptxas", "-v", "-maxrregcount", "64", "-ccbin", "g++", "--keep", "-std=c++17", "k.cu", "-O3"},
			[]string{"-fgpu-rdc", "--ptxamd-save-temps", "-std=c++17", "k.cu", "-O3"}, nil},
		{[]string{"-dc", "k.cu", "-O3"}, []string{"-c", "-fgpu-rdc", "k.cu", "-O3"}, nil},
		{[]string{"--amd-fast-nan", "k.cu", "-O3"}, []string{"--ptxamd-fast-nan", "k.cu", "-O3"}, nil},
		{[]string{"-MD", "-MT", "k.o", "-MF", "k.d", "-I", "inc", "-Iinc2", "-DX=1", "-c", "k.cu", "-O3"},
			[]string{"-MD", "-MT", "k.o", "-MF", "k.d", "-I", "inc", "-Iinc2", "-DX=1", "-c", "k.cu", "-O3"}, nil},
		{[]string{"-Xlinker", "-rpath,/x", "k.o", "-lfoo", "-L/lib", "-o", "app", "-O3"},
			[]string{"-Xlinker", "-rpath", "-Xlinker", "/x", "k.o", "-lfoo", "-L/lib", "-o", "app", "-O3"}, nil},
		{[]string{"--warp-mode", "paired", "-cubin", "k.cu", "-O3"},
			[]string{"--ptxamd-warp-mode=paired", "--cuda-device-only", "-c", "--ptxamd-out-ext=.cubin", "k.cu", "-O3"}, nil},
		{[]string{"-fatbin", "k.cu"}, []string{"--cuda-device-only", "-c", "--ptxamd-fatbin", "k.cu", "-O3"}, nil},
		{[]string{"-dlink", "a.o", "b.o", "-o", "dl.o"}, []string{"--ptxamd-device-link", "a.o", "b.o", "-o", "dl.o", "-O3"}, nil},
		{[]string{"--device-link", "-shared", "a.o"}, []string{"--ptxamd-device-link", "-shared", "a.o", "-O3"}, nil},
		// What CMake and Makefiles pass (nvcc's documented spellings).
		{[]string{"-Xcompiler", "-fPIC", "--compiler-options", "-Wall,-Wextra", "--compiler-options=-g", "-std=c++17", "-O3", "-lineinfo",
			"-diag-suppress", "177", "--diag-suppress=20012", "--threads", "0", "-Wno-deprecated-gpu-targets", "--ptxas-options=-v",
			"-Xptxas=-O3", "--keep-dir", "/tmp/k", "--expt-extended-lambda", "-c", "k.cu"},
			[]string{"-fPIC", "-Wall", "-Wextra", "-g", "-std=c++17", "-O3", "-D__CUDACC_EXTENDED_LAMBDA__=1", "-c", "k.cu"}, nil},
		{[]string{"-forward-unknown-to-host-compiler", "-fvisibility=hidden", "-pipe", "-c", "k.cu"},
			[]string{"-fvisibility=hidden", "-pipe", "-c", "k.cu", "-O3"}, nil},
		{[]string{"-MD", "-MF", "k.d", "-c", "k.cu", "-odir", "out"}, []string{"-MD", "-MF", "k.d", "-c", "k.cu", "-o", "out/k.o", "-MT", "out/k.o", "-O3"}, nil},
		{[]string{"--output-directory=out", "-c", "src/k.cu", "-o", "x.o"}, []string{"-c", "src/k.cu", "-o", "x.o", "-O3"}, nil},
		{[]string{"-std", "c++14", "--std=c++20", "-O", "2", "--optimize=1", "k.cu"}, []string{"-std=c++14", "-std=c++20", "-O2", "-O1", "k.cu"}, nil},
		// libdevice, and the flags it follows (-prec-div has no effect).
		{[]string{"--libdevice-directory", "/cuda/nvvm/libdevice", "-ftz=true", "-prec-sqrt", "false", "--prec-div=false", "-ldir=/d", "k.cu"},
			[]string{"--ptxamd-libdevice=/cuda/nvvm/libdevice/libdevice.10.bc", "--ptxamd-ftz=true", "--ptxamd-prec-sqrt=false",
				"--ptxamd-libdevice=/d/libdevice.10.bc", "k.cu", "-O3"}, nil},
	}
	for _, c := range cases {
		n, err := TranslateNvcc(c.argv)
		if err != nil {
			t.Errorf("%v: %v", c.argv, err)
			continue
		}
		if want := append([]string{"--ptxamd-cuda"}, c.cc...); !reflect.DeepEqual(n.CC, want) {
			t.Errorf("%v:\n got %q\nwant %q", c.argv, n.CC, want)
		}
		if !reflect.DeepEqual(n.SMs, c.sms) {
			t.Errorf("%v: sms %q, want %q", c.argv, n.SMs, c.sms)
		}
	}
}

func TestTranslateNvccErrors(t *testing.T) {
	for _, c := range []struct {
		argv []string
		want string
	}{
		{[]string{"-ptx", "k.cu"}, "'-ptx'"},
		{[]string{"-dlto", "k.o"}, "'-dlto'"},
		{[]string{"--frobnicate", "k.cu"}, "'--frobnicate'"},
		{[]string{"-arch=sm_xyz", "k.cu"}, "sm_xyz"},
		{[]string{"-gencode", "code=sm_80", "k.cu"}, "-gencode"},
		{[]string{"-rdc=maybe"}, "true or false"},
		{[]string{"-ftz=yes", "k.cu"}, "true or false"},
		{[]string{"k.cu", "-prec-sqrt"}, "-prec-sqrt"},
	} {
		_, err := TranslateNvcc(c.argv)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: error %v, want one naming %s", c.argv, err, c.want)
		}
	}
	// Unknown options go to the host compiler when asked.
	if n, err := TranslateNvcc([]string{"-forward-unknown-to-host-compiler", "--frobnicate", "k.cu"}); err != nil || n.CC[1] != "--frobnicate" {
		t.Errorf("-forward-unknown-to-host-compiler: %v %v", n, err)
	}
}

func TestNvccTargets(t *testing.T) {
	n := &Nvcc{SMs: []string{"sm_80", "sm_90a", "sm_86"}}
	got, err := n.NvccTargets(func(sm string) (string, error) {
		return map[string]string{"sm_80": "gfx90a", "sm_90a": "gfx942", "sm_86": "gfx90a"}[sm], nil
	})
	want := []string{"--offload-arch=gfx90a", "--ptxamd-cuda-arch=gfx90a=800", "--offload-arch=gfx942", "--ptxamd-cuda-arch=gfx942=900a"}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("got %q %v, want %q", got, err, want)
	}
	n = &Nvcc{AMDArchs: []string{"gfx1100"}}
	got, _ = n.NvccTargets(nil)
	if want := []string{"--offload-arch=gfx1100", "--ptxamd-cuda-arch=gfx1100=520"}; !reflect.DeepEqual(got, want) {
		t.Errorf("--amd-arch alone: %q, want %q", got, want)
	}
}
