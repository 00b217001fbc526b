package semantics

import "github.com/ptxamd/ptxamd/internal/diag"

// passVerify checks the structural invariants the lowering relies on.
func passVerify(m *Module, _ PassOptions, diags *diag.List) {
	for _, f := range m.Funcs {
		if f.Extern {
			continue
		}
		labels := map[string]bool{}
		for _, b := range f.Blocks {
			if labels[b.Label] {
				diags.Errorf(f.Pos, "%s: block %s is defined twice", f.Name, b.Label)
			}
			labels[b.Label] = true
		}
		for _, b := range f.Blocks {
			if len(b.Insts) == 0 || !isTerminator(b.Insts[len(b.Insts)-1]) || b.Insts[len(b.Insts)-1].Guard != nil {
				diags.Errorf(f.Pos, "%s: block %s does not end in an unguarded branch, ret or exit", f.Name, b.Label)
				continue
			}
			for _, in := range b.Insts {
				for _, s := range in.Src {
					if l, ok := s.(*Label); ok && !labels[l.Name] {
						diags.Errorf(in.Pos, "branch to unknown label %s", l.Name)
					}
				}
			}
		}
	}
}
