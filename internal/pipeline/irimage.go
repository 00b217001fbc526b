package pipeline

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/amdgpu/llvmx/llparse"
	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/hipruntime"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// IRImage makes an emulator image of AMDGPU LLVM IR that ptxamd did not
// emit itself: the device code of a HIP source, as `ptxamd cc
// --cuda-device-only -S -emit-llvm` writes it (its inline PTX already
// translated). The kernels are the amdgpu_kernel functions, their
// parameters laid out in the argument segment by natural alignment as
// clang lays out HIP kernel arguments; the processor and the wave size
// come from the kernels' "target-cpu" and "target-features" attributes
// (wave64 on gfx9, wave32 on gfx10+ unless +wavefrontsize64).
func IRImage(name string, text []byte) (*hipruntime.Image, error) {
	m, err := llparse.Parse(name, text)
	if err != nil {
		return nil, err
	}
	img := &hipruntime.Image{IR: m}
	for _, f := range m.Funcs {
		if f.CallingConv != enum.CallingConvAMDGPUKernel || len(f.Blocks) == 0 {
			continue
		}
		cpu, features := funcTarget(f)
		if cpu == "" {
			return nil, fmt.Errorf("%s: kernel %s has no \"target-cpu\" attribute (is this AMDGPU device IR?)", name, f.Name())
		}
		if img.Arch == "" {
			img.Arch = cpu
		} else if img.Arch != cpu {
			return nil, fmt.Errorf("%s: kernels for two processors (%s and %s)", name, img.Arch, cpu)
		}
		tg, err := target.Lookup(cpu)
		if err != nil {
			return nil, fmt.Errorf("%s: kernel %s: %w", name, f.Name(), err)
		}
		wave := 32
		switch {
		case strings.Contains(features, "+wavefrontsize64"):
			wave = 64
		case strings.Contains(features, "+wavefrontsize32"):
		case !tg.Family.IsRDNA():
			wave = 64
		}
		k := hipruntime.Kernel{Name: f.Name(), WaveSize: wave, ThreadsPerWave: wave}
		off := 0
		for _, p := range f.Params {
			size, align, err := paramLayout(p)
			if err != nil {
				return nil, fmt.Errorf("%s: kernel %s parameter %s: %w", name, f.Name(), p.Ident(), err)
			}
			off = sir.AlignUp(off, align)
			kind := hipruntime.ParamValue
			if _, ok := llvmx.IsPtr(p.Typ); ok {
				kind = hipruntime.ParamPointer
			}
			k.Params = append(k.Params, hipruntime.Param{Name: p.Name(), Kind: kind, Size: size, Align: align, Offset: off})
			off += size
		}
		k.ArgSegmentSize = off
		img.Kernels = append(img.Kernels, k)
	}
	if len(img.Kernels) == 0 {
		return nil, fmt.Errorf("%s: no amdgpu_kernel function", name)
	}
	return img, nil
}

// funcTarget returns f's "target-cpu" and "target-features" attributes,
// written inline or in an attribute group.
func funcTarget(f *ir.Func) (cpu, features string) {
	var visit func(attrs []ir.FuncAttribute)
	visit = func(attrs []ir.FuncAttribute) {
		for _, a := range attrs {
			switch a := a.(type) {
			case ir.AttrPair:
				switch a.Key {
				case "target-cpu":
					cpu = a.Value
				case "target-features":
					features = a.Value
				}
			case *ir.AttrGroupDef:
				visit(a.FuncAttrs)
			}
		}
	}
	visit(f.FuncAttrs)
	return cpu, features
}

// paramLayout is the size and alignment of kernel parameter p in the
// kernarg segment: a byref parameter (clang's convention for a struct
// passed by value, such as a CUtensorMap) occupies its type's bytes there,
// at the larger of its type's and its align attribute's alignment.
func paramLayout(p *ir.Param) (size, align int, err error) {
	for _, a := range p.Attrs {
		b, ok := a.(ir.ByRef)
		if !ok {
			continue
		}
		size, align, err = argLayout(b.Typ)
		for _, a := range p.Attrs {
			if al, ok := a.(ir.Align); ok {
				align = max(align, int(al))
			}
		}
		return sir.AlignUp(size, align), align, err
	}
	return argLayout(p.Typ)
}

// argLayout is the size and alignment of a by-value kernel argument of
// type t (LLVM's default AMDGPU data layout).
func argLayout(t types.Type) (size, align int, err error) {
	if _, ok := llvmx.IsPtr(t); ok {
		return 8, 8, nil
	}
	switch t := t.(type) {
	case *types.IntType:
		n := (int(t.BitSize) + 7) / 8
		a := 1
		for a < n && a < 8 {
			a *= 2
		}
		return sir.AlignUp(n, a), a, nil
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindHalf:
			return 2, 2, nil
		case types.FloatKindFloat:
			return 4, 4, nil
		case types.FloatKindDouble:
			return 8, 8, nil
		}
	case *types.ArrayType:
		s, a, err := argLayout(t.ElemType)
		return s * int(t.Len), a, err
	case *types.VectorType:
		s, _, err := argLayout(t.ElemType)
		n := s * int(t.Len)
		a := 1
		for a < n {
			a *= 2
		}
		return a, a, err
	case *types.StructType:
		off, maxA := 0, 1
		for _, f := range t.Fields {
			s, a, err := argLayout(f)
			if err != nil {
				return 0, 0, err
			}
			if !t.Packed {
				off = sir.AlignUp(off, a)
				maxA = max(maxA, a)
			}
			off += s
		}
		return sir.AlignUp(off, maxA), maxA, nil
	}
	return 0, 0, fmt.Errorf("type %s is not a kernel argument type the emulator lays out", t)
}
