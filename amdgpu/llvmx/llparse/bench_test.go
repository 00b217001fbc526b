package llparse_test

import (
	"os"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx/llparse"
)

// BenchmarkParse parses the largest golden module of the emitter.
func BenchmarkParse(b *testing.B) {
	src, err := os.ReadFile("../../testdata/mma_wmma.ll")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if _, err := llparse.Parse("mma_wmma.ll", src); err != nil {
			b.Fatal(err)
		}
	}
}
