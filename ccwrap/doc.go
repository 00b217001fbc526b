// Package ccwrap is `ptxamd cc`: a drop-in compiler wrapper that builds
// CUDA/HIP C++ containing inline PTX (`asm("...PTX..." : outputs : inputs)`)
// for AMD GPUs with clang's HIP toolchain, translating every PTX asm
// statement with ptxamd's own translator.
//
// # Pipeline, per .cu/.hip source
//
//  1. Pre-pass (scan.go, lex.go). clang rejects PTX constraint letters
//     (h l f d q C) for the amdgcn target in Sema, before any hook could
//     see them, so the source is rewritten first. A small C++ lexer
//     (comments, encoding-prefixed and raw string literals, preprocessor
//     lines) finds `asm`/`__asm__`/`__asm` statements inside function
//     bodies (brace depth > 0; an asm after a declarator is a label
//     `int x asm("sym")` and is skipped), splits them into template,
//     outputs, inputs and clobbers (":" and "::", nested parentheses), and
//     classifies each:
//     - PTX: a marker literal "__ptxamd_asm N;" is put in front of the
//     template; every output constraint becomes "+r" (so the IR carries
//     the variable's current value: "=r" behaves as "+r", SCALE's rule),
//     register inputs become "r", "n" stays "n", "C" becomes "r" (the
//     char array decays to a pointer to its constant global); "%name" in the
//     template's literals becomes "%%name" (nvcc accepts %laneid, clang
//     does not). The operand expressions are untouched, so clang's IR
//     gives each operand the type of its expression, which is what
//     binds it (SCALE's rule), not the letter.
//     - Empty template (`asm volatile("" ::: "memory")`, `asm volatile("" :
//     "+f"(x))`): kept as the optimisation barrier it is meant to be; its
//     register letters become "v" (AMDGPU's VGPR class; "r" would mean
//     SGPR there and fail for divergent values).
//     - AMDGPU assembly (v/s/a constraints, or a first mnemonic s_, v_, ds_,
//     global_, ...): passed through untouched.
//     The template's own literals stay in place, so macros and #if lines
//     inside an asm statement still work (the brief's __PTXAMD_WARP_SIZE__
//     example); where #if lines choose between templates or operands
//     (CUTLASS's cp_async_zfill), every form they can give the statement
//     is rewritten, and the forms must agree on kind and constraints. The
//     rewrite keeps every line where it was. One more edit, made for the
//     host compile too: `uint1 x = {v}` (any one-element vector type)
//     loses its '=', since HIP's one-value constructor is explicit and
//     CUDA's vector types are aggregates. The source and
//     the headers it includes (clang -M; system headers too, less the C
//     and C++ libraries', clang's and HIP's) are pre-passed, #define
//     bodies included (see "CUDA personality"); each rewritten file replaces its original
//     through a clang VFS overlay
//     (-ivfsoverlay, use-external-names false), so includes relative to
//     the source, diagnostics and __FILE__ keep the original path.
//
//  2. clang, once per --offload-arch, in device-only mode to LLVM IR
//     before any LLVM pass (-O<n> -Xclang -disable-llvm-passes), with
//     -D__PTXAMD__=1 and -D__PTXAMD_WARP_SIZE__=32|64 (the PTX warp size
//     of the warp mode: 64 only in native64). The device libraries are
//     linked by clang as in any HIP compile.
//
//  3. IR rewrite (irasm.go, translate.go). llir/llvm cannot read
//     opaque-pointer IR, so clang's textual IR is processed as text: each
//     `call T asm [sideeffect] "__ptxamd_asm N;TEMPLATE", "CONSTRAINTS"(ARGS)`
//     is found by a regular expression; the template is turned back from
//     LLVM's spelling ($N → %N, $$ → $, $( $| $) → { | }, % → %%), the
//     constraint list maps the arguments back to the statement's outputs
//     (their tied inputs) and inputs, and the call becomes
//     `call T @__ptxamd_asm_<tu>_<N>_<k>(ARGS)`. A "memory" clobber puts an
//     empty `asm sideeffect "", "~{memory}"` (a compiler barrier) on both
//     sides. A "C" operand's argument must be that global (directly, or
//     through an addrspacecast or zero-index getelementptr); its
//     `constant [N x i8] c"..."` initializer, less the trailing NUL, is
//     spliced into the template (an error at the operand's C++ position
//     otherwise). A statement reached with other operand types, "n"
//     values or "C" strings (templates) gets one function per distinct
//     binding.
//
//  4. Translation. Every distinct statement becomes a PTX .func built
//     around frontend/inlineasm.Expand (operand substitution, %%, scoped
//     names renamed per statement):
//
//     .func (.param .b32 __r0) NAME_ptx(.param .b32 __io0, .param .b64 __in0)
//     { .reg .b32 %o0; .reg .b64 %i0; ld.param...; { TEMPLATE } st.param...; ret; }
//
//     inlineasm.Func is not used: it makes .reg parameters, which the
//     lowering does not accept (it passes .func parameters as pointers to
//     the caller's .param copies). All functions of a translation unit go
//     through internal/pipeline.Translate as one PTX module (warp mode:
//     wave32 on RDNA, paired on wave64, or --ptxamd-warp-mode; "single"
//     on a wave64 remaps the launch in the CUDA personality, see
//     single.go, and is refused for HIP code); a .global table of
//     their addresses keeps the inline pass from dropping them, and is
//     removed from the llir module afterwards together with the warp-mode
//     symbol and the module flags (clang's carry the code-object version);
//     the functions get clang's target-cpu/target-features and
//     alwaysinline. A small LLVM function per call site (written as
//     text) stores the IR arguments into private slots (bitcast for
//     floats, ptrtoint for pointers, zext for bool/char), calls the PTX
//     function and loads the outputs back; after inlining, SROA removes
//     the slots. A cleaner API for this would be a pipeline entry point
//     that lowers one .func to an LLVM function with value parameters and
//     results (amdgpu lowering .reg parameters), and an option to leave
//     out the module flags and warp-mode symbol.
//     Errors inside the PTX are reported at the asm statement's C++
//     position, naming the line of the template and its text.
//
//  5. llvm-link joins clang's module and the translated one; clang
//     (-x ir, -mllvm -amdgpu-internalize-symbols) optimises and compiles
//     it and ld.lld links the code object. The code objects go into a
//     clang offload bundle written here (bundle.go; no
//     clang-offload-bundler needed), which the host compile
//     (--cuda-host-only, original source) embeds with
//     -Xclang -fcuda-include-gpubinary, exactly where clang's HIP driver
//     puts it; the HIP runtime registers it as usual. Linking adds
//     --hip-link (libamdhip64).
//
// Inputs that are not .cu/.hip (nor after -x hip/-x cuda) go to clang
// unchanged, and so does a command line without such inputs (CMake's
// compiler probes): the wrapper works as CMAKE_CXX_COMPILER, and a .hip
// source is HIP even when CMake adds "-x c++". -E, -M and -MM are clang's;
// -fsyntax-only runs clang through the pre-pass; -S without
// --cuda-device-only writes host assembly (the fat binary embedded).
//
// # Device code alone
//
// --cuda-device-only (or --offload-device-only) with -S writes each
// target's assembly, with -S -emit-llvm its optimised LLVM IR (the
// translated asm inlined: what the emulator can run, see
// amdgpu/llvmx/llparse), with -c its code object and with -c -emit-llvm
// its bitcode; names follow clang's (stem-hip-amdgcn-amd-amdhsa-gfxN.ext)
// unless -o names the only output.
//
// # Relocatable device code (-fgpu-rdc)
//
// See rdc.go: compiled objects carry each target's translated device
// bitcode in an excluded section; the link (ptxamd cc -fgpu-rdc, with
// objects and ar archives) links it per target, builds the code objects
// and defines the fat-binary symbols clang's host code expects. A link
// done by plain clang drops the device code (the host objects then miss
// __hip_fatbin_<cuid>).
//
// # Debian 12
//
// clang-19, lld-19 and llvm-19 (llvm-link) from bookworm, the HIP 5.2
// headers from libamdhip64-dev and the ROCm 5.2 device libraries from
// rocm-device-libs (found in /usr/lib/x86_64-linux-gnu/amdgcn/bitcode and
// passed with --rocm-path=/usr --rocm-device-lib-path=...). clang 19
// reads the 5.2 headers and libraries; it picks code-object v4 for HIP
// 5.2. ROCm 5.2 has no oclc_isa_version_*.bc for gfx11, gfx12 or gfx94x:
// that library only defines the constant __oclc_ISA_version, so the
// wrapper compiles it into an overlay directory that links the others.
// PTXAMD_CLANG and ROCM_PATH override discovery.
//
// # CUDA personality (ptxamd nvcc)
//
// nvcc.go translates nvcc's command line into the wrapper's, with
// --ptxamd-cuda (cuda_runtime.h pre-included) and, per target,
// --ptxamd-cuda-arch=GFX=NNN (that target's __CUDA_ARCH__). The CUDA
// headers of include/ (headers.go writes them, with linker scripts for
// -lcudart and the like, into a toolkit-like directory in the user's
// cache) are searched with -isystem by every HIP compile. See
// docs/nvcc.md.
//
// Statements inside #define bodies are scanned as code: every expansion
// carries the statement's marker, and the IR pass keys translations by
// template too. A #pragma in a macro body becomes _Pragma (nvcc allows
// the former). A source that does not preprocess is reported as such,
// with clang's messages, before any constraint error can mislead.
//
// # Not supported
//
// "%name" inside a template string that comes from a macro argument is
// not escaped (write %%name there); asm operands chosen by #if; named
// operands ([x]); -S with -fgpu-rdc unless --cuda-device-only; thin
// archives; headers included only for some targets (the header list
// comes from the first target); warp mode single on a wave64 for HIP code
// (its launches and threadIdx are HIP's).
package ccwrap
