package amdgpu

import (
	"fmt"
	"sort"
	"strings"

	"github.com/ptxamd/ptxamd/amdgpu/target"
	sir "github.com/ptxamd/ptxamd/semantics"
)

// checkLimits reports module data that no code object for the target can
// hold, at the PTX position of the variable (LLVM would otherwise fail
// later with a message that names no PTX line, or the emulator would try
// to allocate it):
//
//   - a kernel's static .shared memory beyond the target's LDS per
//     workgroup (target.WorkgroupLDSBytes): its own .shared variables and
//     the module-scope ones that it, or a function it calls, names;
//   - .const variables beyond CUDA's 64 KiB constant bank
//     (target.ConstBankBytes), counted over the module as ptxas does.
//
// Dynamic shared memory (.extern .shared) is sized at launch and checked
// there.
//
// A kernel with thread-block clusters of several CTAs runs a cluster as
// one workgroup (lower_cluster.go): its CTAs' threads and static .shared
// memory together must fit one workgroup, which checkClusters checks when
// .reqntid fixes the block.
func (lw *lowerer) checkLimits() {
	lw.checkClusters()
	t, err := target.Lookup(lw.opts.Arch)
	if err != nil {
		return // an unknown target is reported elsewhere
	}
	lds := t.WorkgroupLDSBytes()

	// .const: the bank fills in module order; the variable that overflows
	// it is the one reported.
	consts := 0
	for _, v := range lw.sm.Globals {
		if v.Space != sir.SpaceConst || v.Extern {
			continue
		}
		consts = sir.AlignUp(consts, max(v.Align, 1)) + v.Size()
		if consts > target.ConstBankBytes {
			lw.diags.Errorf(v.Pos, ".const variable %s (%d bytes) brings the module's constant data to %d bytes, beyond the %d-byte constant bank",
				v.Name, v.Size(), consts, target.ConstBankBytes)
			break
		}
	}

	// .shared: per kernel, over the module-scope variables it can reach.
	shared := map[string]*sir.Var{}
	for _, v := range lw.sm.Globals {
		if v.Space == sir.SpaceShared && !v.Extern {
			shared[v.Name] = v
			if v.Size() > lds {
				lw.diags.Errorf(v.Pos, ".shared variable %s is %d bytes; %s has %d bytes of LDS per workgroup", v.Name, v.Size(), t.Name, lds)
			}
		}
	}
	for _, k := range lw.sm.Funcs {
		if !k.Kernel || k.Extern {
			continue
		}
		used := lw.reachableShared(k)
		for _, v := range used {
			if shared[v.Name] != v && v.Size() > lds {
				lw.diags.Errorf(v.Pos, ".shared variable %s is %d bytes; %s has %d bytes of LDS per workgroup", v.Name, v.Size(), t.Name, lds)
			}
		}
		total, biggest := 0, []string{}
		sort.SliceStable(used, func(i, j int) bool { return used[i].Size() > used[j].Size() })
		for _, v := range used {
			total = sir.AlignUp(total, max(v.Align, 1)) + v.Size()
			if len(biggest) < 3 {
				biggest = append(biggest, fmt.Sprintf("%s %d", v.Name, v.Size()))
			}
		}
		if len(used) > 3 {
			biggest = append(biggest, fmt.Sprintf("%d more", len(used)-3))
		}
		if n := clusterSize(k); n > 1 && total*n > lds && total <= lds {
			lw.diags.Errorf(k.Pos, "kernel %s: a cluster of %d CTAs runs as one workgroup and needs %d bytes of static .shared memory (%d per CTA); %s has %d bytes of LDS per workgroup",
				k.Name, n, total*n, total, t.Name, lds)
		}
		if total > lds && len(used) > 1 {
			lw.diags.Errorf(k.Pos, "kernel %s uses %d bytes of static .shared memory (%s); %s has %d bytes of LDS per workgroup",
				k.Name, total, strings.Join(biggest, ", "), t.Name, lds)
		}
	}
}

// reachableShared returns the static .shared variables kernel k can name:
// those of k and of every function it calls, and the module-scope ones
// they name (ptxas allocates a kernel these, not the module's sum).
func (lw *lowerer) reachableShared(k *sir.Func) []*sir.Var {
	funcs := map[string]*sir.Func{}
	for _, f := range lw.sm.Funcs {
		funcs[f.Name] = f
	}
	shared := map[string]*sir.Var{}
	for _, v := range lw.sm.Globals {
		if v.Space == sir.SpaceShared && !v.Extern {
			shared[v.Name] = v
		}
	}
	var used []*sir.Var
	seen := map[*sir.Var]bool{}
	visited := map[*sir.Func]bool{}
	var walk func(f *sir.Func)
	walk = func(f *sir.Func) {
		if f == nil || visited[f] {
			return
		}
		visited[f] = true
		for _, v := range f.Locals {
			if v.Space == sir.SpaceShared && !v.Extern && !seen[v] {
				seen[v] = true
				used = append(used, v)
			}
		}
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				forEachSym(in, func(s *sir.Sym) {
					switch s.Kind {
					case sir.SymFunc:
						walk(funcs[s.Name])
					case sir.SymVar:
						if v := shared[s.Name]; v != nil && !seen[v] {
							seen[v] = true
							used = append(used, v)
						}
					}
				})
			}
		}
	}
	walk(k)
	return used
}

// forEachSym calls f for every symbol an instruction names.
func forEachSym(in *sir.Inst, f func(*sir.Sym)) {
	var visit func(o sir.Operand)
	visit = func(o sir.Operand) {
		switch o := o.(type) {
		case *sir.Sym:
			f(o)
		case *sir.Addr:
			if o.Base != nil {
				visit(o.Base)
			}
		case *sir.Vec:
			for _, e := range o.Elems {
				visit(e)
			}
		}
	}
	for _, o := range in.Src {
		visit(o)
	}
	for _, o := range in.Dst {
		visit(o)
	}
}

// checkClusters reports cluster kernels that cannot run as one workgroup.
func (lw *lowerer) checkClusters() {
	for _, k := range lw.sm.Funcs {
		if !k.Kernel || k.Extern {
			continue
		}
		n := clusterSize(k)
		if n <= 1 {
			continue
		}
		if lw.single() {
			lw.diags.Errorf(k.Pos, "kernel %s: thread-block clusters of %d,%d,%d CTAs (.reqnctapercluster, or a launch's cluster shape) are not supported in warp mode single (use wave32, paired or native64)", k.Name, k.ReqNCluster[0], k.ReqNCluster[1], k.ReqNCluster[2])
			continue
		}
		r := k.ReqNTID
		if r[0] <= 0 || r[1] <= 0 || r[2] <= 0 {
			continue // checked at launch
		}
		threads := r[0] * r[1] * r[2]
		switch {
		case threads*n > 1024:
			lw.diags.Errorf(k.Pos, "kernel %s: a cluster of %d CTAs of %d threads runs as one workgroup of %d threads, more than 1024", k.Name, n, threads, threads*n)
		case threads%32 != 0:
			lw.diags.Errorf(k.Pos, "kernel %s: in a cluster, a CTA's thread count (%d) must be a multiple of 32, so that no warp spans two CTAs of the workgroup", k.Name, threads)
		}
	}
}
