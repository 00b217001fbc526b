package llvmx

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
)

// Barrier metadata tells the emulator which PTX barrier an instruction
// stands for, so that it can report what hangs on NVIDIA GPUs although
// the AMD code runs on: warps that wait at different barrier ids (AMD
// has one workgroup barrier for all of them) or at a named barrier no
// one is left to complete. LLVM keeps and ignores unknown metadata kinds.
//
//	call void @llvm.amdgcn.s.barrier(), !ptxamd.bar !{i32 ID, i32 COUNT, i32 WARPSIZE, i32 WAVETHREADS}
//	call void @llvm.amdgcn.s.sleep(i32 1), !ptxamd.bar.wait !{i32 ID, i32 COUNT, i32 WARPSIZE, i32 WAVETHREADS}
//
// ptxamd.bar marks the hardware barrier of a `bar.sync ID` (COUNT -1: the
// whole block); ptxamd.bar.wait marks the spin loop of a software named
// barrier (`bar.sync ID, COUNT`). An ID or COUNT held in a register is -1.
// WARPSIZE is the PTX warp size of the translation, WAVETHREADS the PTX
// threads one wave carries (the wave size, or 32 in warp mode single).
const (
	MDBarrier     = "ptxamd.bar"
	MDBarrierWait = "ptxamd.bar.wait"
)

// BarrierInfo is what barrier metadata says.
type BarrierInfo struct {
	ID, Count, WarpSize, WaveThreads int64
}

// BarrierMD builds the attachment kind (MDBarrier or MDBarrierWait).
func BarrierMD(kind string, b BarrierInfo) *metadata.Attachment {
	return &metadata.Attachment{Name: kind, Node: &metadata.Tuple{MetadataID: -1, Fields: []metadata.Field{
		constant.NewInt(types.I32, b.ID), constant.NewInt(types.I32, b.Count), constant.NewInt(types.I32, b.WarpSize), constant.NewInt(types.I32, b.WaveThreads),
	}}}
}

// ParseBarrierMD reads the attachment kind from md.
func ParseBarrierMD(md ir.Metadata, kind string) (BarrierInfo, bool) {
	for _, a := range md {
		if a.Name != kind {
			continue
		}
		t, ok := a.Node.(*metadata.Tuple)
		if !ok || len(t.Fields) != 4 {
			return BarrierInfo{}, false
		}
		var v [4]int64
		for i, f := range t.Fields {
			var c *constant.Int
			switch f := f.(type) {
			case *constant.Int:
				c = f
			case *metadata.Value:
				c, _ = f.Value.(*constant.Int)
			}
			if c == nil {
				return BarrierInfo{}, false
			}
			v[i] = c.X.Int64()
		}
		return BarrierInfo{ID: v[0], Count: v[1], WarpSize: v[2], WaveThreads: v[3]}, true
	}
	return BarrierInfo{}, false
}
