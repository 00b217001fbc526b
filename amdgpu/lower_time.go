package amdgpu

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// Timers and cluster registers (PTX ISA §10.19-10.22, §10.3-10.9).
//
//   - %clock64 is the shader cycle counter (llvm.readcyclecounter: s_memtime
//     on gfx9/gfx10, SHADER_CYCLES on gfx11+); %clock is its low 32 bits.
//   - %globaltimer is nanoseconds: AMD's real-time counter runs at a
//     constant 100 MHz (s_memrealtime on gfx9/gfx10, s_sendmsg_rtn
//     GET_REALTIME on gfx11+), so it is scaled by 10.
//   - %envregN and %pmN read 0 (NVIDIA's driver fills some envregs with
//     launch-internal values, e.g. %envreg0, that no AMD runtime has; a
//     plain launch leaves the others at 0, which a recorded case checks);
//     %reserved_smem_offset_{begin,end,cap,0,1} are 0 and %aggr_smem_size
//     is %total_smem_size.
//   - %smid is 0 and %nsmid 1: code uses them to spread work over per-SM
//     slots, and one slot is always correct; %gridid is 0.
//   - AMD GPUs have no thread-block clusters: a kernel without
//     .reqnctapercluster (or --cluster) runs every CTA as a cluster of one,
//     so %cluster_ctarank is 0, %cluster_nctarank 1, %clusterid is %ctaid
//     and %nclusterid is %nctaid; clusters of several CTAs are in
//     lower_cluster.go.

func init() {
	lowerTable["nanosleep"] = (*fnLowerer).lowerNanosleep
	documentOp("nanosleep", ".u32 with a register or immediate", "a hint: s_sleep 1 (about 64 cycles); PTX allows any duration in [0, 2t]")
}

func (fl *fnLowerer) cycleCounter() value.Value {
	return fl.emit(ir.NewCall(fl.lw.intrinsic("llvm.readcyclecounter", types.I64)))
}

func (fl *fnLowerer) realtimeNanoseconds() value.Value {
	var ticks value.Value
	if strings.HasPrefix(fl.lw.opts.Arch, "gfx11") || strings.HasPrefix(fl.lw.opts.Arch, "gfx12") {
		ticks = fl.emit(ir.NewCall(fl.lw.intrinsic("llvm.amdgcn.s.sendmsg.rtn.i64", types.I64, types.I32), constant.NewInt(types.I32, 131)))
	} else {
		ticks = fl.emit(ir.NewCall(fl.lw.intrinsic("llvm.amdgcn.s.memrealtime", types.I64)))
	}
	return fl.emit(ir.NewMul(ticks, constant.NewInt(types.I64, 10)))
}

// timeSpecial returns the value of a timer or cluster special register, or
// nil when name is not one.
func (fl *fnLowerer) timeSpecial(name string) value.Value {
	switch name {
	case "clock64":
		return fl.cycleCounter()
	case "clock":
		return fl.emit(ir.NewTrunc(fl.cycleCounter(), types.I32))
	case "clock_hi":
		return fl.emit(ir.NewTrunc(fl.emit(ir.NewLShr(fl.cycleCounter(), constant.NewInt(types.I64, 32))), types.I32))
	case "globaltimer":
		return fl.realtimeNanoseconds()
	case "globaltimer_lo":
		return fl.emit(ir.NewTrunc(fl.realtimeNanoseconds(), types.I32))
	case "globaltimer_hi":
		return fl.emit(ir.NewTrunc(fl.emit(ir.NewLShr(fl.realtimeNanoseconds(), constant.NewInt(types.I64, 32))), types.I32))
	case "cluster_ctarank", "cluster_ctaid.x", "cluster_ctaid.y", "cluster_ctaid.z", "is_explicit_cluster":
		return constant.NewInt(types.I32, 0)
	case "cluster_nctarank", "cluster_nctaid.x", "cluster_nctaid.y", "cluster_nctaid.z":
		return constant.NewInt(types.I32, 1)
	case "dynamic_smem_size", "total_smem_size":
		l := llvmx.NewLoad(types.I32, fl.kernargPtr(DynamicSharedParam, 0))
		l.Align = 4
		fl.add(l)
		if name == "dynamic_smem_size" {
			return l
		}
		// The static part as PTX declares it; LLVM may pad its own layout.
		return fl.emit(ir.NewAdd(l, constant.NewInt(types.I32, int64(fl.lw.kernelInfo(fl.sf).StaticLDS))))
	case "reserved_smem_offset_begin", "reserved_smem_offset_end", "reserved_smem_offset_cap",
		"reserved_smem_offset_0", "reserved_smem_offset_1":
		// AMD reserves no shared memory for the system. The two offsets
		// into the region (cooperative groups' this_thread_block() reads
		// %reserved_smem_offset_1 and keeps it, which nvcc -G leaves in)
		// are 0 as they are on the H200 for a kernel whose region holds
		// nothing (probed: begin 0, end 288, cap 1024, _0 and _1 0).
		return constant.NewInt(types.I32, 0)
	case "aggr_smem_size":
		return fl.timeSpecial("total_smem_size")
	case "smid", "warpid_hw":
		// The SM that runs the block; code uses it to spread work over
		// per-SM slots, where one slot is always correct.
		return constant.NewInt(types.I32, 0)
	case "nsmid":
		return constant.NewInt(types.I32, 1)
	case "gridid":
		return constant.NewInt(types.I64, 0)
	case "clusterid.x", "clusterid.y", "clusterid.z":
		return fl.special(&sir.Special{Name: "ctaid." + name[len(name)-1:], Type: sir.U32})
	case "nclusterid.x", "nclusterid.y", "nclusterid.z":
		return fl.special(&sir.Special{Name: "nctaid." + name[len(name)-1:], Type: sir.U32})
	}
	if strings.HasPrefix(name, "envreg") || strings.HasPrefix(name, "pm") {
		// %envregN are set by the driver (zero unless a launch sets them,
		// which AMD runtimes cannot); %pmN are performance-monitor counters,
		// which count nothing here.
		return constant.NewInt(types.I32, 0)
	}
	return nil
}

func (fl *fnLowerer) lowerNanosleep(in *sir.Inst) {
	checkMods(in)
	if len(in.Src) != 1 {
		unsupported("nanosleep takes one operand")
	}
	fl.src(in, 0, sir.U32) // evaluated for its checks; the duration is a hint
	fl.add(ir.NewCall(fl.lw.intrinsic("llvm.amdgcn.s.sleep", types.Void, types.I32), constant.NewInt(types.I32, 1)))
}
