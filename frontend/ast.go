package frontend

import "github.com/ptxamd/ptxamd/internal/diag"

// Pos is a source position (file:line:col).
type Pos = diag.Pos

// Node is any AST node; every node knows where it starts.
type Node interface{ NodePos() Pos }

// Module is one PTX module (a .ptx file, or the PTX of an inline-asm block).
type Module struct {
	Pos         Pos
	Version     string   // "8.5"
	Targets     []string // ".target sm_90a, texmode_independent" -> ["sm_90a", "texmode_independent"]
	AddressSize int      // 32 or 64; 0 when absent
	Decls       []Decl   // module-scope declarations, in source order
	// VersionPos and TargetPos locate the .version number and each
	// .target name, for the checks of semantics.
	VersionPos Pos
	TargetPos  []Pos
}

// Decl is a module-scope item: *Func, *VarDecl, *Directive.
type Decl interface {
	Node
	isDecl()
}

// Func is an .entry (kernel) or .func, with or without a body.
type Func struct {
	Pos      Pos
	Entry    bool   // .entry, else .func
	Linkage  string // "", ".visible", ".extern", ".weak", ".common"
	Name     string
	Returns  []*Param // .func return parameters, in order
	Params   []*Param
	Perf     []*PerfDirective // .maxntid, .reqntid, .noreturn, ...
	NoReturn bool
	Body     *Block // nil for a declaration (.extern, prototypes)
}

// Param is one parameter of an .entry or .func (or of a .callprototype).
type Param struct {
	Pos   Pos
	Space string // ".param" or ".reg"
	Align int    // .align N, 0 when absent
	Vec   int    // 0, 2, 4 or 8 for .v2/.v4/.v8
	Type  string // ".u64", ".b8", ".f32", ...
	Name  string // empty in a prototype without names
	Dims  []int  // array dimensions: .b8 p[16] -> [16]
	// PtrSpace and PtrAlign hold ".ptr .global .align 16" attributes of a
	// kernel parameter ("" and 0 when absent).
	PtrSpace string
	PtrAlign int
}

// PerfDirective is a performance-tuning or cluster directive of a function.
type PerfDirective struct {
	Pos  Pos
	Name string  // ".maxntid", ".reqntid", ".minnctapersm", ".maxnreg", ".explicitcluster", ...
	Args []int64 // the numbers after it
}

// Block is a { } scope: a function body or a nested scope.
type Block struct {
	Pos   Pos
	Stmts []Stmt
}

// Stmt is a statement in a block: *VarDecl, *Label, *Instr, *Block, *Directive.
type Stmt interface {
	Node
	isStmt()
}

// VarDecl declares variables or registers in a state space.
type VarDecl struct {
	Pos     Pos
	Linkage string // "", ".visible", ".extern", ".weak", ".common"
	Space   string // ".reg", ".shared", ".global", ".const", ".local", ".param", ".tex", ...
	Align   int
	Vec     int    // 0, 2, 4, 8
	Type    string // ".b32", ".f16x2", ".pred", ...
	Name    string
	// Range is N for a parameterized register declaration `%r<N>`, 0 otherwise.
	Range int
	// Dims are array dimensions; -1 for an unsized dimension `[]`.
	Dims []int
	Init *Init // nil when there is no initialiser
	// Attrs holds any other qualifiers in source order (".attribute(.managed)", ".v4" kept separately).
	Attrs []string
}

// Init is an initialiser: a scalar expression or a braced list.
type Init struct {
	Pos   Pos
	Expr  Operand // a constant expression (*ImmInt, *ImmFloat, *Symbol, *Generic, *BinaryExpr...) when List is nil
	List  []*Init // braced elements
	Brace bool    // written with braces
}

// Label is `name:`.
type Label struct {
	Pos  Pos
	Name string
}

// Directive is a directive the translator mostly passes over: .file, .loc,
// .pragma, .section, .callprototype used as a statement, ...
type Directive struct {
	Pos  Pos
	Name string // ".loc"
	// Text is the rest of the directive, verbatim up to the end of the
	// directive (for .section, the whole braced body).
	Text string
	// Proto is set for a `name: .callprototype ...` statement.
	Proto *Func
}

// Instr is one instruction: [@[!]p] opcode.mod.mod operands;
type Instr struct {
	Pos      Pos
	Guard    *Guard // nil when unguarded
	Opcode   string // "add", "ld", "shfl", "mma", ...
	Mods     []string
	ModsPos  []Pos // position of each modifier (same length as Mods)
	Operands []Operand
}

// Guard is @p or @!p.
type Guard struct {
	Pos Pos
	Neg bool
	Reg string
}

// Operand is an instruction operand or constant expression.
type Operand interface {
	Node
	isOperand()
}

// Reg names a register, a special register (%tid.x), a variable, a label or
// a function; the semantics stage decides which.
type Reg struct {
	Pos  Pos
	Name string
	// Sel is a video operand's byte or half selector (".b0".."b3", ".h0",
	// ".h1"), or "".
	Sel string
}

// ImmInt is an integer literal; Text keeps the spelling for printing.
type ImmInt struct {
	Pos      Pos
	Value    uint64 // two's complement bits of the value
	Unsigned bool   // written with a U suffix
	Text     string
}

// ImmFloat is a float literal: 0fXXXXXXXX (Bits32), 0dXXXXXXXXXXXXXXXX, or a
// decimal float (stored as float64 bits).
type ImmFloat struct {
	Pos    Pos
	Bits   uint64
	Single bool // 0f spelling: Bits holds float32 bits
	Text   string
}

// Address is [base], [base+off], [base+-off], [imm] or [name+off].
type Address struct {
	Pos    Pos
	Base   Operand // *Reg, *ImmInt, or nil for [imm]
	Offset int64
	// Unified is ld's [a].unified qualifier.
	Unified bool
}

// Vector is a braced operand list {a, b, c, d}.
type Vector struct {
	Pos   Pos
	Elems []Operand
}

// Pair is the d|p destination pair of setp and friends.
type Pair struct {
	Pos  Pos
	A, B Operand
}

// Sink is the `_` operand.
type Sink struct{ Pos Pos }

// Not is !p used as an operand (predicate negation).
type Not struct {
	Pos Pos
	X   Operand
}

// Unary is -x or ~x in a constant expression.
type Unary struct {
	Pos Pos
	Op  string
	X   Operand
}

// Binary is a constant expression x op y (+ - * / % << >> & | ^ && ||, ==...).
type Binary struct {
	Pos  Pos
	Op   string
	X, Y Operand
}

// Index is an array element written with square brackets after a
// variable's name, var[k] (PTX ISA 6.4.2 "Arrays as Operands"): as mov's
// or cvta's source, the element's address.
type Index struct {
	Pos   Pos
	Base  *Reg
	Index Operand
}

// Generic is generic(var) in an initialiser.
type Generic struct {
	Pos  Pos
	Name string
}

// Call is the operand list of a call: call (ret...), func, (args...), proto;
// it appears as the single operand of a `call` Instr.
type Call struct {
	Pos     Pos
	Returns []Operand // nil when there are no return operands
	Target  Operand   // *Reg naming a function, or a register for indirect calls
	Args    []Operand
	// Proto names a prototype label or lists jump targets for indirect calls.
	Proto Operand
	// ArgsParen records whether the argument list was written with parentheses.
	HasArgs bool
}

func (n *Module) NodePos() Pos        { return n.Pos }
func (n *Func) NodePos() Pos          { return n.Pos }
func (n *Param) NodePos() Pos         { return n.Pos }
func (n *PerfDirective) NodePos() Pos { return n.Pos }
func (n *Block) NodePos() Pos         { return n.Pos }
func (n *VarDecl) NodePos() Pos       { return n.Pos }
func (n *Init) NodePos() Pos          { return n.Pos }
func (n *Label) NodePos() Pos         { return n.Pos }
func (n *Directive) NodePos() Pos     { return n.Pos }
func (n *Instr) NodePos() Pos         { return n.Pos }
func (n *Guard) NodePos() Pos         { return n.Pos }
func (n *Reg) NodePos() Pos           { return n.Pos }
func (n *ImmInt) NodePos() Pos        { return n.Pos }
func (n *ImmFloat) NodePos() Pos      { return n.Pos }
func (n *Address) NodePos() Pos       { return n.Pos }
func (n *Vector) NodePos() Pos        { return n.Pos }
func (n *Pair) NodePos() Pos          { return n.Pos }
func (n *Sink) NodePos() Pos          { return n.Pos }
func (n *Not) NodePos() Pos           { return n.Pos }
func (n *Unary) NodePos() Pos         { return n.Pos }
func (n *Binary) NodePos() Pos        { return n.Pos }
func (n *Generic) NodePos() Pos       { return n.Pos }
func (n *Index) NodePos() Pos         { return n.Pos }
func (n *Call) NodePos() Pos          { return n.Pos }

func (*Func) isDecl()      {}
func (*VarDecl) isDecl()   {}
func (*Directive) isDecl() {}

func (*VarDecl) isStmt()   {}
func (*Label) isStmt()     {}
func (*Instr) isStmt()     {}
func (*Block) isStmt()     {}
func (*Directive) isStmt() {}

func (*Reg) isOperand()      {}
func (*ImmInt) isOperand()   {}
func (*ImmFloat) isOperand() {}
func (*Address) isOperand()  {}
func (*Vector) isOperand()   {}
func (*Pair) isOperand()     {}
func (*Sink) isOperand()     {}
func (*Not) isOperand()      {}
func (*Unary) isOperand()    {}
func (*Binary) isOperand()   {}
func (*Generic) isOperand()  {}
func (*Index) isOperand()    {}
func (*Call) isOperand()     {}

// AddrTuple is a bracketed operand list [a, b, ...], as in texture and
// surface instructions: tex.2d.v4.f32.f32 d, [tex, {x, y}].
// (Added by the parser; not part of the original AST.)
type AddrTuple struct {
	Pos   Pos
	Elems []Operand
}

func (n *AddrTuple) NodePos() Pos { return n.Pos }
func (*AddrTuple) isOperand()     {}
