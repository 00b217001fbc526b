package emu

import (
	"encoding/binary"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/hipruntime"
)

// kb builds one kernel of a test module.
type kb struct {
	m *ir.Module
	f *ir.Func
	b *ir.Block
}

var global = llvmx.Ptr(llvmx.Global)

func newKernel(params ...*ir.Param) *kb {
	m := ir.NewModule()
	f := m.NewFunc("k", types.Void, params...)
	f.CallingConv = enum.CallingConvAMDGPUKernel
	return &kb{m: m, f: f, b: f.NewBlock("entry")}
}

func param(name string, t types.Type) *ir.Param { return ir.NewParam(name, t) }

func i32(v int64) *constant.Int { return constant.NewInt(types.I32, v) }
func i64(v int64) *constant.Int { return constant.NewInt(types.I64, v) }

// intrinsic declares (once) and calls an intrinsic.
func (k *kb) call(name string, ret types.Type, args ...value.Value) *ir.InstCall {
	var f *ir.Func
	for _, g := range k.m.Funcs {
		if g.Name() == name {
			f = g
		}
	}
	if f == nil {
		var ps []*ir.Param
		for _, a := range args {
			ps = append(ps, ir.NewParam("", a.Type()))
		}
		f = k.m.NewFunc(name, ret, ps...)
	}
	return k.b.NewCall(f, args...)
}

func (k *kb) tid() value.Value { return k.call("llvm.amdgcn.workitem.id.x", types.I32) }

// gtid is the global thread index along x: block.id*ntid + tid (ntid given).
func (k *kb) gtid(ntid int64) value.Value {
	g := k.call("llvm.amdgcn.workgroup.id.x", types.I32)
	return k.b.NewAdd(k.b.NewMul(g, i32(ntid)), k.tid())
}

func (k *kb) add(inst ir.Instruction) {
	k.b.Insts = append(k.b.Insts, inst)
}

func (k *kb) gep(elem types.Type, p value.Value, idx ...value.Value) value.Value {
	g := llvmx.NewGEP(elem, p, false, idx...)
	k.add(g)
	return g
}

func (k *kb) load(t types.Type, p value.Value) value.Value {
	l := llvmx.NewLoad(t, p)
	k.add(l)
	return l
}

func (k *kb) store(v, p value.Value) { k.add(llvmx.NewStore(v, p)) }

// storeAt stores v at base[i] (elements of v's type).
func (k *kb) storeAt(base value.Value, i value.Value, v value.Value) {
	k.store(v, k.gep(v.Type(), base, i))
}

func (k *kb) loadAt(t types.Type, base value.Value, i value.Value) value.Value {
	return k.load(t, k.gep(t, base, i))
}

func (k *kb) newBlock(name string) *ir.Block { return k.f.NewBlock(name) }

func u64s(vs ...uint64) []byte {
	b := make([]byte, 8*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint64(b[8*i:], v)
	}
	return b
}

func u32b(v uint32) []byte { return binary.LittleEndian.AppendUint32(nil, v) }

func ptrArg(p hipruntime.DevPtr) []byte { return u64s(uint64(p)) }

// env is a device with helpers to allocate and read buffers.
type env struct {
	t *testing.T
	d *Device
}

func newEnv(t *testing.T, W int) *env { return &env{t: t, d: New("gfx1100", W)} }

func (e *env) buf(n int) hipruntime.DevPtr {
	p, err := e.d.Malloc(n)
	if err != nil {
		e.t.Fatal(err)
	}
	return p
}

func (e *env) u32s(p hipruntime.DevPtr, n int) []uint32 {
	b := make([]byte, 4*n)
	if err := e.d.CopyDtoH(b, p); err != nil {
		e.t.Fatal(err)
	}
	out := make([]uint32, n)
	for i := range out {
		out[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	return out
}

func (e *env) u64s(p hipruntime.DevPtr, n int) []uint64 {
	b := make([]byte, 8*n)
	if err := e.d.CopyDtoH(b, p); err != nil {
		e.t.Fatal(err)
	}
	out := make([]uint64, n)
	for i := range out {
		out[i] = binary.LittleEndian.Uint64(b[8*i:])
	}
	return out
}

func (e *env) run(k *kb, grid, block uint32, shared uint32, args ...[]byte) error {
	mod, err := e.d.Load(&hipruntime.Image{Arch: "gfx1100", IR: k.m})
	if err != nil {
		return err
	}
	defer mod.Unload()
	return mod.Launch(hipruntime.Launch{Kernel: "k", Grid: hipruntime.Dim3{X: grid, Y: 1, Z: 1},
		Block: hipruntime.Dim3{X: block, Y: 1, Z: 1}, SharedBytes: shared, Args: args})
}

func (e *env) mustRun(k *kb, grid, block uint32, shared uint32, args ...[]byte) {
	e.t.Helper()
	if err := e.run(k, grid, block, shared, args...); err != nil {
		e.t.Fatal(err)
	}
}

func constBool(b bool) *constant.Int { return constant.NewBool(b) }

func constFloat(t *types.FloatType, f float64) *constant.Float { return constant.NewFloat(t, f) }

func constUndef(t types.Type) *constant.Undef { return constant.NewUndef(t) }

func constantInt(t *types.IntType, v int64) *constant.Int { return constant.NewInt(t, v) }

func constVec(t *types.IntType, vs ...int64) *constant.Vector {
	var es []constant.Constant
	for _, v := range vs {
		es = append(es, constant.NewInt(t, v))
	}
	return constant.NewVector(types.NewVector(uint64(len(vs)), t), es...)
}

func mkInc(v value.Value, b *ir.Block) *ir.Incoming { return ir.NewIncoming(v, b) }
