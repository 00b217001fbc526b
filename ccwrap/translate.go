package ccwrap

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"

	"github.com/ptxamd/ptxamd/amdgpu"
	"github.com/ptxamd/ptxamd/amdgpu/llvmx"
	"github.com/ptxamd/ptxamd/frontend/inlineasm"
	"github.com/ptxamd/ptxamd/internal/diag"
	"github.com/ptxamd/ptxamd/internal/pipeline"
)

// Target is what one device compilation translates for.
type Target struct {
	Arch     string // gfx90a
	Mode     string // wave32, paired or native64
	WaveSize int
	Features string // ptxamd's target-features for the wave size
	Mma      string // --ptxamd-mma: auto, hw or exact
	// Single is warp mode single asked for (single.go): the kernels are
	// rewritten for the remapped launch, whatever Mode the target's
	// inline PTX gets ("single" on a wave64, "wave32" on RDNA in wave32).
	Single bool
}

// pipelineOptions are the translator's options for PTX that goes into a
// clang-built module for t (inline asm, libdevice). Launch sizes (%ntid,
// %nctaid) come from the dispatch packet, as code object v4 reads them:
// the code object is clang's, of whatever version its flags pick, and the
// dispatch packet is there in every version, where the v5 hidden
// arguments are not.
func (t Target) pipelineOptions() pipeline.Options {
	return pipeline.Options{Arch: t.Arch, WaveSize: t.WaveSize, Mode: t.Mode, Features: t.Features, CodeObjectVersion: 4, Mma: t.Mma}
}

// WarpSize is the PTX warp size of the mode: what __PTXAMD_WARP_SIZE__
// and WARP_SZ are.
func (t Target) WarpSize() int {
	if t.Mode == "native64" {
		return 64
	}
	return 32
}

// operand is one register operand of a call site, as bound on both sides.
type operand struct {
	irType  string // the expression's IR type
	ptxBits int    // the width of the PTX register
	reg     string // PTX register type: .b32, .f32, ...
	letter  byte   // the constraint letter given to inlineasm
	str     string // a "C" operand's string
}

// site is one distinct translation of a statement: a statement can reach
// the IR more than once (templates), with other types or "n" values.
type site struct {
	name      string // the LLVM function the call is replaced by
	ptxName   string // the PTX .func
	stmt      *AsmStmt
	call      *irCall
	outs, ins []operand // ins holds nothing for "n" and "C" operands (reg == "")
	ptxStart  int       // first line of the template body in the PTX module
	ptxHeader string
	bodyLines []string
	// single: the template reads thread or warp ids in warp mode single,
	// which the call site passes in (singleSpecials).
	single bool
}

// Rewrite replaces the marked asm calls of clang's IR text (for one
// target) by calls to translated functions. It returns the rewritten
// module text and a second module that defines those functions, to be
// linked with it (llvm-link). stmts indexes the statements by Index; tu
// makes the names unique to the translation unit.
func Rewrite(irText string, stmts map[int]*AsmStmt, t Target, tu string) (main, asm string, diags *diag.List) {
	r, diags := rewrite(irText, stmts, t, tu)
	if r == nil {
		return "", "", diags
	}
	return r.main, r.asm, diags
}

// rewritten is what rewrite made of one module.
type rewritten struct {
	main, asm string
	ptx       string  // the PTX module of the translated statements
	sites     []*site // in the PTX module's order
}

func rewrite(irText string, stmts map[int]*AsmStmt, t Target, tu string) (*rewritten, *diag.List) {
	diags := &diag.List{}
	lines := strings.Split(irText, "\n")
	calls, err := findAsmCalls(lines)
	if err != nil {
		diags.Errorf(diag.Pos{}, "ptxamd cc: reading clang's IR: %v", err)
		return nil, diags
	}
	if len(calls) == 0 {
		return &rewritten{main: irText}, diags
	}
	cpu, features := clangTargetAttrs(irText)
	globals := irGlobals(lines)
	sites := map[string]*site{}
	var order []*site
	for _, c := range calls {
		st := stmts[c.stmt]
		if st == nil {
			diags.Errorf(diag.Pos{}, "BUG: ccwrap: asm marker %d names no statement", c.stmt)
			continue
		}
		s, key := bindSite(c, st, globals, diags)
		if s == nil {
			continue
		}
		if old, ok := sites[key]; ok {
			s = old
		} else {
			s.name = fmt.Sprintf("__ptxamd_asm_%s_%d_%d", tu, st.Index, len(order))
			s.ptxName = s.name + "_ptx"
			sites[key] = s
			order = append(order, s)
		}
		call := fmt.Sprintf("%scall %s @%s(%s)", c.prefix, strings.TrimSpace(c.callAttrs+" "+c.retType), s.name, joinArgs(c.args))
		if c.memory {
			// A "memory" clobber is a compiler barrier on both sides.
			const barrier = `call void asm sideeffect "", "~{memory}"()`
			ind := c.prefix[:len(c.prefix)-len(strings.TrimLeft(c.prefix, " \t"))]
			call = ind + barrier + "\n" + call + "\n" + ind + barrier
		}
		lines[c.line] = call
	}
	if diags.HasErrors() {
		return nil, diags
	}
	// One PTX module holds every site's function.
	var ptx strings.Builder
	ptx.WriteString(".version 8.0\n.target sm_90\n.address_size 64\n\n")
	line := 5
	for _, s := range order {
		body, d := s.ptxFunc(t.Single)
		if d.HasErrors() {
			diags.Merge(d)
			continue
		}
		s.ptxStart = line + strings.Count(s.ptxHeader, "\n")
		ptx.WriteString(body)
		line += strings.Count(body, "\n")
	}
	if diags.HasErrors() {
		return nil, diags
	}
	keep := make([]string, len(order))
	for i, s := range order {
		keep[i] = s.ptxName
	}
	fmt.Fprintf(&ptx, ".global .u64 __ptxamd_keep[%d] = {%s};\n", len(order), strings.Join(keep, ", "))
	out, err := pipeline.Translate("inline-ptx.ptx", []byte(ptx.String()), t.pipelineOptions())
	if out != nil && out.Diags != nil {
		for _, d := range out.Diags.Diags {
			diags.Add(mapDiag(d, order))
		}
	}
	if err != nil || out == nil || out.Result == nil {
		if !diags.HasErrors() {
			diags.Errorf(diag.Pos{}, "ptxamd cc: translating inline PTX: %v", err)
		}
		return nil, diags
	}
	mod := out.Result.Module
	prepareModule(mod, irText, cpu, features)
	var b strings.Builder
	b.Write(llvmx.AppendModule(nil, mod))
	single := false
	for _, s := range order {
		b.WriteString(s.wrapper(cpu, features))
		single = single || s.single
	}
	if single {
		asmText := b.String()
		if !strings.Contains(asmText, "@"+singleNtid+" = ") {
			fmt.Fprintf(&b, "@%s = external addrspace(3) global [3 x i32], align 4\n", singleNtid)
		}
		if !workitemDeclRE.MatchString(asmText) {
			b.WriteString("declare i32 @llvm.amdgcn.workitem.id.x()\n")
		}
	}
	// The rewritten module declares what the other one defines.
	for _, s := range order {
		var ts []string
		for _, a := range s.call.args {
			ts = append(ts, a.typ)
		}
		lines = append(lines, fmt.Sprintf("declare hidden %s @%s(%s)", s.call.retType, s.name, strings.Join(ts, ", ")))
	}
	return &rewritten{main: strings.Join(lines, "\n") + "\n", asm: b.String(), ptx: ptx.String(), sites: order}, diags
}

// Warp mode single: a translated template is a .func, whose special
// registers are the hardware's (one wave64 per PTX warp, the block
// flattened along x), not the PTX thread's. A template that reads %tid,
// %ntid, %warpid or %nwarpid gets them as parameters instead, computed by
// the call site's wrapper as cuda_runtime.h computes threadIdx and
// blockDim (the PTX block size in LDS, @__ptxamd_single_ntid).
var (
	singleSpecialRE = regexp.MustCompile(`%(n?tid)\.([xyz])\b|%(n?warpid)\b`)
	workitemDeclRE  = regexp.MustCompile(`(?m)^declare[^\n]*@llvm\.amdgcn\.workitem\.id\.x\(`)
)

// singleNtid is the LDS array that holds the PTX block size in warp mode
// single (single.go, cuda_runtime.h).
const singleNtid = "__ptxamd_single_ntid"

// singleSpecials are the values a single-mode template may read, in the
// order of their parameters.
var singleSpecials = []string{"%tid.x", "%tid.y", "%tid.z", "%ntid.x", "%ntid.y", "%ntid.z", "%warpid", "%nwarpid"}

func joinArgs(args []irArg) string {
	parts := make([]string, len(args))
	for i, a := range args {
		parts[i] = a.typ + " " + a.val
	}
	return strings.Join(parts, ", ")
}

// bindSite decides each operand's PTX register from its IR type (SCALE's
// rule: the expression's type governs, not the letter) and returns the
// site with a key naming what makes it distinct. globals (irGlobals)
// resolves "C" operands to their strings.
func bindSite(c *irCall, st *AsmStmt, globals map[string]string, diags *diag.List) (*site, string) {
	if len(c.outArgs) != len(st.Outputs) || len(c.inArgs) != len(st.Inputs) {
		diags.Errorf(st.Pos, "asm statement: clang saw %d outputs and %d inputs, the source has %d and %d (operands chosen by the preprocessor are not supported)",
			len(c.outArgs), len(c.inArgs), len(st.Outputs), len(st.Inputs))
		return nil, ""
	}
	s := &site{stmt: st, call: c}
	// The template is part of the key: a statement in a macro body has one
	// marker for every expansion, with the template the expansion gave.
	key := []string{strconv.Itoa(st.Index), strconv.Quote(c.template)}
	bind := func(op AsmOperand, a irArg) (operand, bool) {
		letter := constraintLetters(op.Constraint)[0]
		bits, float := typeBits(a.typ)
		if bits == 0 {
			diags.Errorf(op.Pos, "asm operand of IR type %s: only integers, floats and pointers can be bound to PTX registers", a.typ)
			return operand{}, false
		}
		lbits := map[byte]int{'h': 16, 'r': 32, 'l': 64, 'f': 32, 'd': 64, 'q': 128}[letter]
		o := operand{irType: a.typ, ptxBits: bits, letter: letter}
		if bits < 16 {
			// bool and char: widened to the letter's register.
			o.ptxBits = max(lbits, 16)
		}
		if o.ptxBits != lbits {
			o.letter = map[int]byte{16: 'h', 32: 'r', 64: 'l', 128: 'q'}[o.ptxBits]
			if float && o.ptxBits == 32 {
				o.letter = 'f'
			} else if float && o.ptxBits == 64 {
				o.letter = 'd'
			}
			if o.letter == 0 {
				diags.Errorf(op.Pos, "asm operand of IR type %s: no PTX register of %d bits", a.typ, o.ptxBits)
				return operand{}, false
			}
		}
		o.reg = map[byte]string{'h': ".b16", 'r': ".b32", 'l': ".b64", 'q': ".b128", 'f': ".f32", 'd': ".f64"}[o.letter]
		return o, true
	}
	for k, op := range st.Outputs {
		o, ok := bind(op, c.args[c.outArgs[k]])
		if !ok {
			return nil, ""
		}
		s.outs = append(s.outs, o)
		key = append(key, o.irType+string(o.letter))
	}
	for k, op := range st.Inputs {
		a := c.args[c.inArgs[k]]
		switch constraintLetters(op.Constraint) {
		case "n":
			if _, err := strconv.ParseInt(a.val, 10, 64); err != nil {
				diags.Errorf(op.Pos, "asm operand %d: an \"n\" operand needs an integer constant, clang gave %s %s", len(st.Outputs)+k, a.typ, a.val)
				return nil, ""
			}
			s.ins = append(s.ins, operand{irType: a.typ, letter: 'n'})
			key = append(key, "n"+a.val)
			continue
		case "C":
			str, err := constString(globals, a.val)
			if err != nil {
				diags.Errorf(op.Pos, "asm operand %d: a \"C\" operand must be the address of a constant-initialized char array of static storage: %v", len(st.Outputs)+k, err)
				return nil, ""
			}
			s.ins = append(s.ins, operand{irType: a.typ, letter: 'C', str: str})
			key = append(key, "C"+strconv.Quote(str))
			continue
		}
		o, ok := bind(op, a)
		if !ok {
			return nil, ""
		}
		s.ins = append(s.ins, o)
		key = append(key, o.irType+string(o.letter))
	}
	return s, strings.Join(key, ",")
}

// ptxFunc expands the site's template with frontend/inlineasm and wraps
// it in a .func whose parameters are .param variables (the lowering
// passes those by pointer; it does not lower .reg parameters):
//
//	.func (.param .b32 __r0) NAME(.param .b32 __io0, .param .b64 __in0)
//	{ .reg .b32 %o0; .reg .b64 %i0; ld.param ...; { TEMPLATE } st.param ...; ret; }
func (s *site) ptxFunc(single bool) (string, *diag.List) {
	st := inlineasm.Stmt{Pos: s.stmt.Pos, Template: s.call.template, Volatile: s.stmt.Volatile, Unique: s.name}
	for k, o := range s.outs {
		st.Outputs = append(st.Outputs, inlineasm.Operand{Pos: s.stmt.Outputs[k].Pos, Constraint: "+" + string(o.letter)})
	}
	for k, o := range s.ins {
		op := inlineasm.Operand{Pos: s.stmt.Inputs[k].Pos, Constraint: string(o.letter)}
		switch o.letter {
		case 'n':
			op.Value, _ = strconv.ParseInt(s.call.args[s.call.inArgs[k]].val, 10, 64)
		case 'C':
			op.Str = o.str
		}
		st.Inputs = append(st.Inputs, op)
	}
	body, d := inlineasm.Expand(st)
	if d.HasErrors() {
		return "", d
	}
	var rets, params, decls, loads, stores []string
	for k, o := range s.outs {
		rets = append(rets, fmt.Sprintf(".param %s __r%d", paramType(o), k))
		params = append(params, fmt.Sprintf(".param %s __io%d", paramType(o), k))
		decls = append(decls, fmt.Sprintf("\t.reg %s %%o%d;\n", o.reg, k))
		loads = append(loads, fmt.Sprintf("\tld.param%s %%o%d, [__io%d];\n", o.reg, k, k))
		stores = append(stores, fmt.Sprintf("\tst.param%s [__r%d], %%o%d;\n", o.reg, k, k))
	}
	for k, o := range s.ins {
		if o.reg == "" {
			continue
		}
		params = append(params, fmt.Sprintf(".param %s __in%d", paramType(o), k))
		decls = append(decls, fmt.Sprintf("\t.reg %s %%i%d;\n", o.reg, k))
		loads = append(loads, fmt.Sprintf("\tld.param%s %%i%d, [__in%d];\n", o.reg, k, k))
	}
	if single && singleSpecialRE.MatchString(body) {
		s.single = true
		index := map[string]int{}
		for k, name := range singleSpecials {
			index[name] = k
			params = append(params, fmt.Sprintf(".param .b32 __sp%d", k))
			decls = append(decls, fmt.Sprintf("\t.reg .b32 %%__s%d;\n", k))
			loads = append(loads, fmt.Sprintf("\tld.param.b32 %%__s%d, [__sp%d];\n", k, k))
		}
		body = singleSpecialRE.ReplaceAllStringFunc(body, func(m string) string { return fmt.Sprintf("%%__s%d", index[m]) })
	}
	var h strings.Builder
	h.WriteString(".func ")
	if len(rets) > 0 {
		h.WriteString("(" + strings.Join(rets, ", ") + ") ")
	}
	h.WriteString(s.ptxName + "(" + strings.Join(params, ", ") + ")\n{\n")
	h.WriteString(strings.Join(decls, "") + strings.Join(loads, "") + "\t{\n")
	s.ptxHeader = h.String()
	s.bodyLines = strings.Split(body, "\n")
	return s.ptxHeader + body + "\n\t}\n" + strings.Join(stores, "") + "\tret;\n}\n\n", d
}

func paramType(o operand) string { return ".b" + strconv.Itoa(o.ptxBits) }

// mapDiag moves a diagnostic from the generated PTX module to the C++
// asm statement it came from, naming the PTX line inside the template.
func mapDiag(d diag.Diagnostic, sites []*site) diag.Diagnostic {
	for i := len(sites) - 1; i >= 0; i-- {
		s := sites[i]
		if s.ptxStart == 0 || d.Pos.Line < s.ptxStart {
			continue
		}
		k := d.Pos.Line - s.ptxStart // 0-based line of the template
		text := ""
		if k >= 0 && k < len(s.bodyLines) {
			text = strings.TrimSpace(s.bodyLines[k])
			// Show the line as written (operands %0, the user's register
			// names) when the expansion kept the template's lines.
			if tl := strings.Split(s.call.template, "\n"); len(tl) == len(s.bodyLines) {
				text = strings.TrimSpace(tl[k])
			}
		}
		if k >= len(s.bodyLines) {
			break
		}
		d.Msg = fmt.Sprintf("inline PTX, line %d of the template (%q): %s", k+1, text, s.operandNames(d.Msg))
		d.Pos = s.stmt.Pos
		return d
	}
	d.Msg = "inline PTX: " + d.Msg
	return d
}

var expandedOperandRE = regexp.MustCompile(`%([oi])(\d+)\b`)

// operandNames writes the expansion's operand registers (%o0, %i1) in a
// message as the template's operands (%0, %2).
func (s *site) operandNames(msg string) string {
	return expandedOperandRE.ReplaceAllStringFunc(msg, func(m string) string {
		k, _ := strconv.Atoi(m[2:])
		if m[1] == 'i' {
			k += len(s.outs)
		}
		return "%" + strconv.Itoa(k)
	})
}

var (
	datalayoutRE = regexp.MustCompile(`(?m)^target datalayout = "([^"]*)"`)
	cpuRE        = regexp.MustCompile(`"target-cpu"="([^"]*)"`)
	featuresRE   = regexp.MustCompile(`"target-features"="([^"]*)"`)
)

// clangTargetAttrs returns the target-cpu and target-features that clang
// gave the module's functions; the translated functions get the same, so
// that the inliner accepts them.
func clangTargetAttrs(irText string) (cpu, features string) {
	for _, l := range strings.Split(irText, "\n") {
		if !strings.HasPrefix(l, "attributes #") {
			continue
		}
		if m := cpuRE.FindStringSubmatch(l); m != nil {
			cpu = m[1]
			if f := featuresRE.FindStringSubmatch(l); f != nil {
				features = f[1]
			}
			return
		}
	}
	return
}

// prepareModule fits ptxamd's module for linking into clang's: clang's
// data layout, no module flags (clang's carry the code-object version),
// no warp-mode symbol (the code object is clang's), no keep-alive table,
// and clang's target attributes on every function.
func prepareModule(mod *ir.Module, irText, cpu, features string) {
	if m := datalayoutRE.FindStringSubmatch(irText); m != nil {
		mod.DataLayout = m[1]
	}
	delete(mod.NamedMetadataDefs, "llvm.module.flags")
	mod.MetadataDefs = nil
	gs := mod.Globals[:0]
	for _, g := range mod.Globals {
		if g.Name() == amdgpu.WarpModeSymbol || g.Name() == "__ptxamd_keep" {
			continue
		}
		gs = append(gs, g)
	}
	mod.Globals = gs
	for _, f := range mod.Funcs {
		if len(f.Blocks) == 0 {
			continue
		}
		var attrs []ir.FuncAttribute
		for _, a := range f.FuncAttrs {
			if p, ok := a.(ir.AttrPair); ok && (p.Key == "target-features" || p.Key == "target-cpu") {
				continue
			}
			attrs = append(attrs, a)
		}
		attrs = append(attrs, enum.FuncAttrAlwaysInline)
		if cpu != "" {
			attrs = append(attrs, ir.AttrPair{Key: "target-cpu", Value: cpu})
		}
		if features != "" {
			attrs = append(attrs, ir.AttrPair{Key: "target-features", Value: features})
		}
		f.FuncAttrs = attrs
	}
}

// wrapperAttrs are the function attributes of a wrapper over translated
// PTX (an asm statement's, a libdevice function's).
func wrapperAttrs(cpu, features string) string {
	attrs := "alwaysinline nounwind"
	if cpu != "" {
		attrs += fmt.Sprintf(` "target-cpu"="%s"`, cpu)
	}
	if features != "" {
		attrs += fmt.Sprintf(` "target-features"="%s"`, features)
	}
	return attrs
}

// wrapper returns the LLVM function that replaces the asm call: it takes
// the call's arguments, passes them to the PTX function through private
// .param slots, and returns the outputs as clang expects them.
func (s *site) wrapper(cpu, features string) string {
	c := s.call
	var b strings.Builder
	var params []string
	for i, a := range c.args {
		params = append(params, fmt.Sprintf("%s %%a%d", a.typ, i))
	}
	fmt.Fprintf(&b, "\ndefine hidden %s @%s(%s) %s {\nentry:\n", c.retType, s.name, strings.Join(params, ", "), wrapperAttrs(cpu, features))
	var callArgs []string
	for k, o := range s.outs {
		it := fmt.Sprintf("i%d", o.ptxBits)
		fmt.Fprintf(&b, "  %%r%d = alloca %s, align 4, addrspace(5)\n", k, it)
		callArgs = append(callArgs, fmt.Sprintf("ptr addrspace(5) %%r%d", k))
	}
	store := func(slot string, o operand, arg int) {
		it := fmt.Sprintf("i%d", o.ptxBits)
		fmt.Fprintf(&b, "  %%%s = alloca %s, align 4, addrspace(5)\n", slot, it)
		v := toInt(&b, slot+".v", o, fmt.Sprintf("%%a%d", arg))
		fmt.Fprintf(&b, "  store %s %s, ptr addrspace(5) %%%s, align 4\n", it, v, slot)
		callArgs = append(callArgs, "ptr addrspace(5) %"+slot)
	}
	for k, o := range s.outs {
		store(fmt.Sprintf("io%d", k), o, c.outArgs[k])
	}
	for k, o := range s.ins {
		if o.reg != "" {
			store(fmt.Sprintf("in%d", k), o, c.inArgs[k])
		}
	}
	if s.single {
		// The PTX thread's ids and counts (singleSpecials' order): lane l
		// < 32 of wave w is PTX thread 32w + l.
		fmt.Fprintf(&b, "  %%sh = call i32 @llvm.amdgcn.workitem.id.x()\n")
		for d, name := range []string{"snx", "sny", "snz"} {
			fmt.Fprintf(&b, "  %%%s.p = getelementptr inbounds [3 x i32], ptr addrspace(3) @%s, i32 0, i32 %d\n", name, singleNtid, d)
			fmt.Fprintf(&b, "  %%%s = load i32, ptr addrspace(3) %%%s.p, align 4\n", name, name)
		}
		b.WriteString("  %sw = lshr i32 %sh, 6\n  %sw32 = shl i32 %sw, 5\n  %sl = and i32 %sh, 31\n  %slin = or i32 %sw32, %sl\n" +
			"  %stx = urem i32 %slin, %snx\n  %sq = udiv i32 %slin, %snx\n  %sty = urem i32 %sq, %sny\n" +
			"  %snxy = mul i32 %snx, %sny\n  %stz = udiv i32 %slin, %snxy\n  %swid = lshr i32 %slin, 5\n" +
			"  %sn = mul i32 %snxy, %snz\n  %sn31 = add i32 %sn, 31\n  %snw = lshr i32 %sn31, 5\n")
		for k, v := range []string{"stx", "sty", "stz", "snx", "sny", "snz", "swid", "snw"} {
			fmt.Fprintf(&b, "  %%sp%d = alloca i32, align 4, addrspace(5)\n  store i32 %%%s, ptr addrspace(5) %%sp%d, align 4\n", k, v, k)
			callArgs = append(callArgs, fmt.Sprintf("ptr addrspace(5) %%sp%d", k))
		}
	}
	fmt.Fprintf(&b, "  call void @%s(%s)\n", s.ptxName, strings.Join(callArgs, ", "))
	var results []string
	for k, o := range s.outs {
		it := fmt.Sprintf("i%d", o.ptxBits)
		fmt.Fprintf(&b, "  %%l%d = load %s, ptr addrspace(5) %%r%d, align 4\n", k, it, k)
		results = append(results, fromInt(&b, fmt.Sprintf("o%d", k), o, fmt.Sprintf("%%l%d", k)))
	}
	switch len(results) {
	case 0:
		b.WriteString("  ret void\n}\n")
	case 1:
		fmt.Fprintf(&b, "  ret %s %s\n}\n", s.outs[0].irType, results[0])
	default:
		agg := "poison"
		for k, r := range results {
			fmt.Fprintf(&b, "  %%agg%d = insertvalue %s %s, %s %s, %d\n", k, c.retType, agg, s.outs[k].irType, r, k)
			agg = fmt.Sprintf("%%agg%d", k)
		}
		fmt.Fprintf(&b, "  ret %s %s\n}\n", c.retType, agg)
	}
	return b.String()
}

// toInt converts a value of the operand's IR type to the integer the PTX
// side reads (bitcast, ptrtoint, or zext for bool and char).
func toInt(b *strings.Builder, name string, o operand, v string) string {
	it := fmt.Sprintf("i%d", o.ptxBits)
	bits, float := typeBits(o.irType)
	switch {
	case strings.HasPrefix(o.irType, "ptr"):
		fmt.Fprintf(b, "  %%%s = ptrtoint %s %s to %s\n", name, o.irType, v, it)
	case float:
		fmt.Fprintf(b, "  %%%s = bitcast %s %s to %s\n", name, o.irType, v, it)
	case bits < o.ptxBits:
		fmt.Fprintf(b, "  %%%s = zext %s %s to %s\n", name, o.irType, v, it)
	default:
		return v
	}
	return "%" + name
}

// fromInt is toInt's inverse for outputs.
func fromInt(b *strings.Builder, name string, o operand, v string) string {
	it := fmt.Sprintf("i%d", o.ptxBits)
	bits, float := typeBits(o.irType)
	switch {
	case strings.HasPrefix(o.irType, "ptr"):
		fmt.Fprintf(b, "  %%%s = inttoptr %s %s to %s\n", name, it, v, o.irType)
	case float:
		fmt.Fprintf(b, "  %%%s = bitcast %s %s to %s\n", name, it, v, o.irType)
	case bits < o.ptxBits:
		fmt.Fprintf(b, "  %%%s = trunc %s %s to %s\n", name, it, v, o.irType)
	default:
		return v
	}
	return "%" + name
}
