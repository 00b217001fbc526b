package amdgpu

import sir "github.com/ptxamd/ptxamd/semantics"

func (fl *fnLowerer) lowerCpBulkTensor(in *sir.Inst) {
	unsupported("cp.async.bulk.tensor")
}
