package ccwrap

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Warp mode "single" on a wave64 (gfx9, or RDNA with -mwavefrontsize64):
// each PTX warp of 32 threads has a wave64 of its own, lanes 32-63 idle,
// as ptxamd's runtime launches PTX kernels in that mode (DESIGN.md, warp
// modes). For clang's C++ code the wrapper does the same remapping:
//
//   - Device (singleKernels): every kernel of clang's IR becomes an
//     internal function NAME.ptxamd_single, and a new kernel NAME takes
//     three u32 parameters first, the PTX block size, then the original
//     ones; it keeps the PTX block size in LDS for threadIdx and blockDim
//     (singleEntry), lets lanes 32-63 and lanes past the block's last
//     thread leave at once, and calls the body. The kernels' "amdgpu-flat-work-group-size" is
//     that of the hardware block: 64 lanes per 32 PTX threads, at most
//     1024, so a PTX block holds at most 512 threads.
//   - C++ (cuda_runtime.h with __PTXAMD_SINGLE__): threadIdx is computed
//     from the hardware lane (wave w, lane l < 32 is PTX thread 32w + l,
//     then split along the PTX block's x, y, z) and blockDim is the PTX
//     block; warpSize is 32 and the warp intrinsics are PTX translated in
//     mode single.
//   - Host: clang's launch stubs call hipLaunchKernel_spt
//     (-fgpu-default-stream=per-thread, with the per-thread default stream
//     macros undefined again, so that streams keep CUDA's legacy meaning),
//     which cuda_runtime.h defines: it looks the kernel up in the table
//     singleTable writes into the host object (kernel handle and number of
//     parameters), prepends the PTX block size to the arguments and
//     launches one wave64 per PTX warp, flattened along x.
//     cudaLaunchKernel and cudaLaunchCooperativeKernel do the same.

// singleKernel is a kernel rewritten for warp mode single.
type singleKernel struct {
	name   string // as written in the IR, without @ (maybe quoted)
	params int
}

var (
	kernelDefRE = regexp.MustCompile(`^define\s+(.*?)amdgpu_kernel\s+void\s+@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)\((.*)\)(.*)\{\s*$`)
	attrGroupRE = regexp.MustCompile(`^attributes #(\d+) = \{(.*)\}\s*$`)
	flatWGSRE   = regexp.MustCompile(`"amdgpu-flat-work-group-size"="(\d+),(\d+)"`)
	fnAttrRefRE = regexp.MustCompile(`#(\d+)`)
	dbgRE       = regexp.MustCompile(`!dbg !\d+`)
)

// singleKernels rewrites clang's device IR for warp mode single (see the
// note above) and returns it with the kernels it rewrote.
func singleKernels(irText string) (string, []singleKernel, error) {
	lines := strings.Split(irText, "\n")
	groups := map[int]string{}
	maxGroup := -1
	for _, l := range lines {
		if m := attrGroupRE.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(m[1])
			groups[n] = m[2]
			maxGroup = max(maxGroup, n)
		}
	}
	// Each kernel attribute group gets a copy with the hardware block's
	// flat work-group size, shared by the kernel and its body.
	newGroup := map[int]int{}
	var extra []string
	groupFor := func(g int) (int, error) {
		if n, ok := newGroup[g]; ok {
			return n, nil
		}
		text, ok := groups[g]
		if !ok {
			return 0, fmt.Errorf("warp mode single: attribute group #%d not found in clang's IR", g)
		}
		maxGroup++
		n := maxGroup
		newGroup[g] = n
		hw := func(ptx int) int { return min(1024, (ptx+31)/32*64) }
		if m := flatWGSRE.FindStringSubmatch(text); m != nil {
			lo, _ := strconv.Atoi(m[1])
			hi, _ := strconv.Atoi(m[2])
			text = strings.Replace(text, m[0], fmt.Sprintf(`"amdgpu-flat-work-group-size"="%d,%d"`, hw(lo), hw(hi)), 1)
		} else {
			text += ` "amdgpu-flat-work-group-size"="64,1024"`
		}
		extra = append(extra, fmt.Sprintf("attributes #%d = {%s}", n, text))
		return n, nil
	}
	var out []string
	var kernels []singleKernel
	for _, l := range lines {
		m := kernelDefRE.FindStringSubmatch(l)
		if m == nil {
			out = append(out, l)
			continue
		}
		prefix, name, params, tail := m[1], m[2], m[3], m[4]
		ps := splitParams(params)
		g := fnAttrRefRE.FindStringSubmatch(tail)
		if g == nil {
			return "", nil, fmt.Errorf("warp mode single: kernel %s has no attribute group in clang's IR", name)
		}
		old, _ := strconv.Atoi(g[1])
		ng, err := groupFor(old)
		if err != nil {
			return "", nil, err
		}
		body := bodyName(name)
		var bodyParams, wrapParams, callArgs []string
		wrapParams = []string{"i32 %__ptxamd_bx", "i32 %__ptxamd_by", "i32 %__ptxamd_bz"}
		for i, p := range ps {
			typ, attrs, pname := splitParam(p)
			bodyParams = append(bodyParams, joinFields(typ, stripByref(attrs), pname))
			v := fmt.Sprintf("%%__ptxamd_a%d", i)
			wrapParams = append(wrapParams, joinFields(typ, attrs, v))
			callArgs = append(callArgs, typ+" "+v)
		}
		comdat := ""
		if strings.Contains(tail, "comdat") {
			comdat = " comdat"
			if c := regexp.MustCompile(`comdat\s*\(\$[^)]*\)`).FindString(tail); c != "" {
				comdat = " " + c
			}
		}
		dbg := ""
		if m := dbgRE.FindString(tail); m != "" {
			dbg = " " + m // the body keeps its DISubprogram
		}
		out = append(out, fmt.Sprintf("define internal void @%s(%s) #%d%s {", body, strings.Join(bodyParams, ", "), ng, dbg))
		// The kernel itself, written after the body (the body's lines follow
		// this define; the kernel goes at the end of the module).
		kernels = append(kernels, singleKernel{name: name, params: len(ps)})
		extra = append(extra, fmt.Sprintf("define %samdgpu_kernel void @%s(%s) #%d%s {\n", prefix, name, strings.Join(wrapParams, ", "), ng, comdat)+
			singleEntry+fmt.Sprintf("  br i1 %%__ptxamd_idle, label %%__ptxamd_done, label %%__ptxamd_run\n"+
			"__ptxamd_run:\n  call void @%s(%s)\n  br label %%__ptxamd_done\n"+
			"__ptxamd_done:\n  ret void\n}",
			body, strings.Join(callArgs, ", ")))
	}
	if !strings.Contains(irText, "@__ptxamd_single_ntid = ") {
		extra = append(extra, "@__ptxamd_single_ntid = weak hidden addrspace(3) global [3 x i32] undef, align 4")
	}
	if !workitemDeclRE.MatchString(irText) {
		extra = append(extra, "declare i32 @llvm.amdgcn.workitem.id.x()")
	}
	return strings.Join(out, "\n") + "\n" + strings.Join(extra, "\n") + "\n", kernels, nil
}

// singleEntry starts each kernel: the PTX block size (the first three
// parameters) goes to LDS (@__ptxamd_single_ntid, which cuda_runtime.h's
// threadIdx and blockDim read), and %__ptxamd_idle is true for lanes
// 32-63 of each wave64 and for lanes past the PTX block's last thread
// (the hardware lane h of wave h/64 is PTX thread 32(h/64) + h%64).
const singleEntry = `  store i32 %__ptxamd_bx, ptr addrspace(3) @__ptxamd_single_ntid, align 4
  %__ptxamd_p1 = getelementptr inbounds [3 x i32], ptr addrspace(3) @__ptxamd_single_ntid, i32 0, i32 1
  store i32 %__ptxamd_by, ptr addrspace(3) %__ptxamd_p1, align 4
  %__ptxamd_p2 = getelementptr inbounds [3 x i32], ptr addrspace(3) @__ptxamd_single_ntid, i32 0, i32 2
  store i32 %__ptxamd_bz, ptr addrspace(3) %__ptxamd_p2, align 4
  %__ptxamd_h = call i32 @llvm.amdgcn.workitem.id.x()
  %__ptxamd_hi = and i32 %__ptxamd_h, 32
  %__ptxamd_upper = icmp ne i32 %__ptxamd_hi, 0
  %__ptxamd_w = lshr i32 %__ptxamd_h, 6
  %__ptxamd_w32 = shl i32 %__ptxamd_w, 5
  %__ptxamd_l = and i32 %__ptxamd_h, 31
  %__ptxamd_lin = or i32 %__ptxamd_w32, %__ptxamd_l
  %__ptxamd_nxy = mul i32 %__ptxamd_bx, %__ptxamd_by
  %__ptxamd_n = mul i32 %__ptxamd_nxy, %__ptxamd_bz
  %__ptxamd_past = icmp uge i32 %__ptxamd_lin, %__ptxamd_n
  %__ptxamd_idle = or i1 %__ptxamd_upper, %__ptxamd_past
`

// joinFields joins the non-empty fields with spaces.
func joinFields(fs ...string) string {
	var out []string
	for _, f := range fs {
		if f != "" {
			out = append(out, f)
		}
	}
	return strings.Join(out, " ")
}

// bodyName names a kernel's body function.
func bodyName(name string) string {
	if strings.HasPrefix(name, `"`) {
		return strings.TrimSuffix(name, `"`) + `.ptxamd_single"`
	}
	return name + ".ptxamd_single"
}

// splitParams splits a parameter list at its top-level commas.
func splitParams(s string) []string {
	var out []string
	depth, start := 0, 0
	inQuote := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"':
			inQuote = !inQuote
		case inQuote:
		case c == '(' || c == '[' || c == '{' || c == '<':
			depth++
		case c == ')' || c == ']' || c == '}' || c == '>':
			depth--
		case c == ',' && depth == 0:
			out = append(out, strings.TrimSpace(s[start:i]))
			start = i + 1
		}
	}
	if t := strings.TrimSpace(s[start:]); t != "" {
		out = append(out, t)
	}
	return out
}

// splitParam splits "TYPE ATTRS %name" (clang's IR names every parameter).
func splitParam(p string) (typ, attrs, name string) {
	i := 0
	if p != "" && strings.ContainsRune("<[{", rune(p[0])) {
		depth := 0
		for ; i < len(p); i++ {
			if strings.ContainsRune("<[{", rune(p[i])) {
				depth++
			} else if strings.ContainsRune(">]}", rune(p[i])) {
				depth--
				if depth == 0 {
					i++
					break
				}
			}
		}
	} else {
		for i < len(p) && p[i] != ' ' {
			i++
		}
	}
	typ = p[:i]
	rest := strings.TrimSpace(p[i:])
	if strings.HasPrefix(rest, "addrspace(") {
		j := strings.IndexByte(rest, ')') + 1
		typ += " " + rest[:j]
		rest = strings.TrimSpace(rest[j:])
	}
	if k := strings.LastIndexByte(rest, ' '); k >= 0 && strings.HasPrefix(rest[k+1:], "%") {
		return typ, rest[:k], rest[k+1:]
	}
	if strings.HasPrefix(rest, "%") {
		return typ, "", rest
	}
	return typ, rest, ""
}

var byrefRE = regexp.MustCompile(`\bbyref\([^)]*\)\s*`)

func stripByref(attrs string) string { return strings.TrimSpace(byrefRE.ReplaceAllString(attrs, "")) }

// singleTable is the host-side table of the kernels rewritten for warp
// mode single: top-level assembly, pre-included in the host compile, that
// puts each kernel's handle (the host symbol named as the kernel) and
// parameter count in section ptxamd_single_kernels, which cuda_runtime.h's
// launch reads through __start_/__stop_ symbols.
func singleTable(kernels []singleKernel) string {
	if len(kernels) == 0 {
		return ""
	}
	sort.Slice(kernels, func(i, j int) bool { return kernels[i].name < kernels[j].name })
	var b strings.Builder
	b.WriteString("__asm__(\".pushsection ptxamd_single_kernels,\\\"aw\\\",@progbits\\n.p2align 3\\n\"\n")
	seen := map[string]bool{}
	for _, k := range kernels {
		if seen[k.name] {
			continue
		}
		seen[k.name] = true
		fmt.Fprintf(&b, "        %s\n", strconv.Quote(fmt.Sprintf(".quad %s\n.quad %d\n", k.name, k.params)))
	}
	b.WriteString("        \".popsection\\n\");\n")
	return b.String()
}
