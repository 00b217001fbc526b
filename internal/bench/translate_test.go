package bench

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu"
	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/frontend"
	"github.com/ptxamd/ptxamd/internal/diag"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// stageFiles are the inputs whose translation takes the largest share of
// their code generation time (docs/performance.md, section 1).
var stageFiles = []string{
	"../../conformance/cases/real/triton_layernorm/case.ptx",
	"../../frontend/testdata/corpus/inductor_triton_per_fused__to_copy_add_mul_prepare_softmax_online_0.sm90a.ptx",
	"../../frontend/testdata/corpus/inductor_triton_per_fused_add_gelu_mul_native_layer_norm_sigmoid_0.sm90a.ptx",
	"../../frontend/testdata/corpus/triton_layernorm_fwd.sm80.ptx",
	"../../frontend/testdata/corpus/softmax.sm80.fastmath.ptx",
	"../../frontend/testdata/corpus/mma_ldmatrix.sm90a.lineinfo.ptx",
}

// BenchmarkStages times the translation stages on the files of
// stageFiles, for gfx90a in the default (paired) mode:
//
//	go test ./internal/bench -run '^$' -bench Stages -benchmem
//
// Each stage runs on the output of the previous ones, made once outside
// the timing: Lower on the same SIR module every time (it does not change
// it), the printers on the same LLVM module (numbering its values the
// first time is all they change). "translate" is every stage from PTX to
// IR text, as ptxamd bench times them; print-llir is llir's printer, which
// the pipeline used before llvmx.AppendModule.
func BenchmarkStages(b *testing.B) {
	s, err := NewSetup("gfx90a")
	if err != nil {
		b.Fatal(err)
	}
	for _, path := range stageFiles {
		src, err := os.ReadFile(path)
		if err != nil {
			b.Fatal(err)
		}
		name := filepath.Base(path)
		if name == "case.ptx" {
			name = filepath.Base(filepath.Dir(path))
		}
		ast, d := frontend.Parse(path, src)
		m, d2 := sir.Build(ast)
		all := &diag.List{}
		all.Merge(d)
		all.Merge(d2)
		if err := sir.RunPasses(m, sir.PassOptions{Mode: s.Mode, WaveSize: s.WaveSize}, all, nil); err != nil || all.HasErrors() {
			b.Fatalf("%s: %v %v", path, err, all.Err())
		}
		opts := amdgpu.Options{Arch: s.Target.Name, WaveSize: s.WaveSize, Features: s.Features}
		res, d := amdgpu.Lower(m, opts)
		if d.HasErrors() {
			b.Fatal(d.Err())
		}
		b.Run(name+"/parse", func(b *testing.B) {
			for b.Loop() {
				frontend.Parse(path, src)
			}
		})
		b.Run(name+"/build", func(b *testing.B) {
			for b.Loop() {
				sir.Build(ast)
			}
		})
		b.Run(name+"/lower", func(b *testing.B) {
			for b.Loop() {
				amdgpu.Lower(m, opts)
			}
		})
		b.Run(name+"/print-llir", func(b *testing.B) {
			for b.Loop() {
				_ = res.Module.String()
			}
		})
		b.Run(name+"/print", func(b *testing.B) {
			var buf []byte
			for b.Loop() {
				buf = llvmx.AppendModule(buf[:0], res.Module)
			}
			b.SetBytes(int64(len(buf)))
		})
		b.Run(name+"/translate", func(b *testing.B) {
			for b.Loop() {
				if _, err := translateOnce(path, src, s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
