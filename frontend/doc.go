// Package frontend reads PTX text into an AST (ast.go) and prints it back.
//
// # Pipeline place
//
// PTX text → Parse → *Module (every node carries file:line:col) → semantics.
// Print writes the canonical form; Print(Parse(Print(Parse(x)))) equals
// Print(Parse(x)) for every input that parses without errors (tested over
// testdata and by FuzzParse).
//
// # Lexing (PTX ISA 4 "Syntax")
//
// The lexer works on bytes and slices the source string, so tokens and
// most names allocate nothing. Identifiers follow ISA 4.4
// ([A-Za-z_$%][A-Za-z0-9_$]*); a %-identifier followed by a one-letter
// component takes it into the name (%tid.x, %ntid.y, %r1.w). Directive
// and modifier tokens are a dot and identifier characters, with "::"
// parts (.shared::cta, .L2::128B, .mbarrier::complete_tx::bytes) and
// leading digits (.2d). Integer constants (ISA 4.5.1): decimal, 0x hex,
// 0b binary, leading-0 octal, U suffix. Floats: 0fXXXXXXXX (8 hex digits,
// single), 0dXXXXXXXXXXXXXXXX (16, double) and decimal (1.5, 2e3). Comments
// are // and /* */.
//
// # Grammar covered
//
//   - Module directives (ISA 11.1): .version, .target (several names),
//     .address_size; .file, .loc and .section (with its braced DWARF body)
//     are kept verbatim as Directive.Text, as are .pragma and any unknown
//     directive inside a body (.branchtargets, .calltargets).
//   - Functions (ISA 11.2, 11.3): linkage .extern .visible .weak .common;
//     .entry and .func with parameter lists, .func return parameters,
//     bodies or ";" declarations; parameters in .param or .reg with .align,
//     .v2/.v4/.v8, array dimensions, and kernel pointer attributes
//     (.ptr .global .align 16, ISA 5.1.6.1).
//   - Performance directives (ISA 11.4, 11.5): any ".name n, n, n" after
//     the header (.maxntid, .reqntid, .minnctapersm, .maxnreg, .noreturn,
//     .explicitcluster, .reqnctapercluster, .maxclusterrank, ...);
//     .noreturn also sets Func.NoReturn.
//   - .callprototype as a statement (ISA 9.7.13.4):
//     "name: .callprototype (.param .b32 _) _ (.param .b64 _);" becomes a
//     Directive whose Proto is a body-less Func named after the label.
//   - Variables (ISA 5.4) in every state space, with .align, vectors,
//     every type name (.b8 … .b128, .f16x2, .bf16x2, .e4m3x2, .tf32, .pred,
//     .texref …), other qualifiers kept in Attrs (.attribute(.managed)),
//     parameterised register names %r<100>, array dimensions including
//     unsized [], and initialisers: constant expressions, generic(var),
//     var+4, and nested brace lists. "a, b, c" declares one VarDecl each.
//   - Statements: nested { } blocks with their own declarations, labels,
//     and instructions "[@[!]p] opcode.mod.mod operands;". Instr.Opcode is
//     the bare opcode ("ld"); Instr.Mods keeps each modifier with its
//     leading dot (".global", ".shared::cta", ".v4", ".f32") in source
//     order, ModsPos their positions. The frontend does not check which
//     modifiers an opcode accepts: semantics does.
//   - Operands (ISA 6): registers, special registers, variables, labels,
//     function names and WARP_SZ (all *Reg); integer and float literals,
//     where a minus sign in front of a literal folds into it (-1 is one
//     *ImmInt with Text "-1"); vectors {a, _, c}; addresses [r], [r+8],
//     [r+-8], [name+4], [0x100] (Address.Base nil, Offset the constant),
//     with any constant expression as the offset; [a, {b, c}] tuples of
//     texture instructions (*AddrTuple); d|p pairs; the _ sink; !p
//     (*Not); constant expressions with C precedence (ISA 4.6.4:
//     || && | ^ & == != < > <= >= << >> + - * / % and unary - ~ !).
//   - call (ISA 9.7.13.4): "call[.uni] [(rets),] target[, (args)][, proto]"
//     gives one *Call operand.
//
// # Errors
//
// Diagnostics go to a diag.List (capped at diag.DefaultLimit errors). After
// an error the parser skips to the next ";" (or to the "}" closing the
// block; at module scope, past the next ";" or braced body, or up to the
// next module directive), so one run reports many independent errors but
// only the first of each statement. Nesting of blocks, braces and
// expressions is limited to 500 levels so that no input exhausts the stack;
// no input panics (FuzzParse).
//
// # Not covered
//
// Preprocessor lines (#include, #define), the ?: operator in constant
// expressions, and semantic checks (types, declared names, modifier
// validity) are outside this package.
package frontend
