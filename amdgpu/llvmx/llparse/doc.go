// Package llparse reads textual LLVM IR with opaque pointers (the syntax
// of LLVM 15–19, which clang 17+ writes) into an llir module built by the
// rules of amdgpu/llvmx, so that the emulator (hipruntime/emu) runs it and
// llir prints it. llir's own parser (github.com/llir/llvm/asm) reads only
// typed pointers.
//
//	m, err := llparse.Parse("kernel.ll", src)
//
// # Algorithm
//
// A lexer after LLVM's LLLexer (lib/AsmParser/LLLexer.cpp) makes tokens
// with positions; a recursive-descent parser reads them in three passes
// so that module-level names may be used before their definitions, as
// LLVM allows (clang declares intrinsics after the functions that call
// them):
//
//	A  split the file into top-level entities; make a shell for every
//	   named struct type;
//	B  fill in struct bodies and type aliases; make every global, function
//	   (header, parameters, attributes), attribute group, comdat and
//	   numbered metadata node;
//	C  parse metadata nodes, global initialisers and function bodies.
//
// Inside a function, a local used before its definition (a phi's back
// edge) is a placeholder of the type the use writes; when the function
// ends, every placeholder must have been defined with that type and is
// replaced in the operands of every instruction. Labels are blocks made on
// first mention. Numbered values and blocks share one counter, and an
// unnamed entry block or unnamed value takes the next number, as in LLVM.
// Unnamed values keep llir's ID 0, so that passes may insert instructions;
// llir numbers them when printing.
//
// # What is built (amdgpu/llvmx's conventions)
//
//   - ptr and ptr addrspace(N) are *llvmx.PtrType; a global or function
//     used as an operand or in a constant is an *llvmx.Ref; null is
//     *llvmx.NullPtr; alloca is *llvmx.Alloca; getelementptr, load, store,
//     atomicrmw and cmpxchg carry the types llvmx's constructors give.
//   - A call of a function of the module has the *ir.Func as callee (as
//     the emitter writes); the call site's function type must match the
//     declaration's. A call through a pointer has an *IndirectCallee; an
//     inline asm callee is an *ir.InlineAsm. An intrinsic called but not
//     declared is declared, as LLVM 19 does.
//   - Float constants written in decimal are *constant.Float; written in
//     hex (0x, 0xH, 0xK, 0xL, 0xM) they are *HexFloat, spelled as written,
//     so that NaN payloads survive; bfloat (BFloat, 0xR) has its own type,
//     as llir lacks one.
//   - atomicrmw fmax, fmin, uinc_wrap, udec_wrap, usub_cond and usub_sat,
//     which enum.AtomicOp lacks, are *AtomicRMW.
//   - Metadata: generic nodes !{...} are llir tuples, specialised nodes
//     (!DILocation(...), ...) keep their source text; every node keeps its
//     number; named metadata and attachments on instructions, functions
//     and globals are kept.
//
// # Read but dropped
//
// llir v0.3.6 has no place for these; each only states a fact for the
// optimiser, so dropping it keeps the module's meaning:
//
//   - instruction flags nneg (zext, uitofp), disjoint (or), samesign
//     (icmp), nuw and nsw on trunc, nuw, nusw and inrange on
//     getelementptr, fast-math flags on fptrunc/fpext;
//   - the align of atomicrmw and cmpxchg (the natural alignment is
//     assumed);
//   - attributes memory(...), range(...), nofpclass(...), captures(...),
//     initializes(...), dead_on_unwind, writable, allockind and the others
//     in droppedAttrs; dereferenceable on functions; at call sites, every
//     argument attribute but byval, byref, sret, elementtype, inalloca and
//     preallocated (which are kept on an *ir.Arg);
//   - LLVM 19 debug records (#dbg_value(...) and the like), comments,
//     uselistorder directives, code_model and sanitizer flags of globals.
//
// # Not read (an error wrapping ErrUnsupported, at the construct)
//
// Typed pointers (i32*); target extension types (target(...)) and
// x86_amx; symbolic address spaces (addrspace("A")); alias and ifunc;
// the terminators indirectbr, invoke, callbr, resume, catchswitch,
// catchret, cleanupret and the instructions va_arg, landingpad,
// catchpad, cleanuppad; blockaddress, dso_local_equivalent, no_cfi and
// ptrauth constants; prefix, prologue and personality data; forwarding
// varargs (musttail call with ...); a call of a module function with a
// function type other than its declaration's; calls of functions in a
// non-zero address space.
//
// # Printing
//
// m.String() prints valid IR (opt -passes=verify accepts it). For IR that
// llir printed (the emitter's goldens) the text comes back byte for byte;
// for clang's it differs only in form (no comments, tabs, the entry
// block's label written out, llir's float spelling, named metadata sorted)
// and by what is dropped above.
package llparse
