package ccwrap

import (
	"bytes"
	"debug/elf"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// Relocatable device code (-fgpu-rdc).
//
// Compiling (-c): the host object is clang's -fgpu-rdc host compile (its
// module constructor registers __hip_fatbin_<cuid> through the handle
// __hip_gpubin_handle_<cuid>, both left undefined), and the device code of
// each target, with the inline PTX already translated, travels in it as
// LLVM bitcode in a section rdcSection+arch marked SHF_EXCLUDE, so that
// a link that is not ptxamd's drops it.
//
// Linking: linkDevice collects those sections from the objects and
// archives on the command line, links each target's bitcode with
// llvm-link, compiles it to one code object, bundles them, and makes an
// object that defines every __hip_fatbin_<cuid> the objects reference (all
// at the one bundle, in .hip_fatbin) and their __hip_gpubin_handle_<cuid>
// slots. That is the job clang's driver gives clang-offload-bundler and a
// generated assembly file; Debian ships the bundler separately, and the
// wrapper's objects carry IR whose PTX has already been replaced.

// rdcSection prefixes the section that holds a target's device bitcode.
const rdcSection = ".ptxamd_rdc."

// compileRDC compiles src with -fgpu-rdc: host (host argv, ending in the
// source) to an object, then each target's device bitcode added to it.
func (d *Driver) compileRDC(a *args, src, abs, obj, tmp, tu string, tus *tuState, host []string) int {
	if a.asm {
		return d.fail(fmt.Errorf("-S with -fgpu-rdc: the device code has no place in host assembly; use --cuda-device-only -S"))
	}
	var sections []string
	for _, arch := range a.archs {
		linked, t, rc := d.deviceModule(a, abs, arch, tmp, tu, tus)
		if rc != 0 {
			return rc
		}
		bc := filepath.Join(tmp, strings.ReplaceAll(arch, ":", "_")+".rdc.bc")
		opt := a.opt
		if opt == "" {
			opt = "-O0"
		}
		argv := []string{"-target", "amdgcn-amd-amdhsa", "-mcpu=" + arch, opt, "-nogpulib", "-Wno-override-module"}
		if t.WaveSize == 64 && !strings.HasPrefix(arch, "gfx9") {
			argv = append(argv, "-mwavefrontsize64")
		}
		if rc := d.exec(d.TC.Clang, append(argv, "-c", "-emit-llvm", "-x", "ir", linked, "-o", bc)...); rc != 0 {
			return rc
		}
		sec := rdcSection + arch
		sections = append(sections, "--add-section", sec+"="+bc, "--set-section-flags", sec+"=exclude,readonly")
	}
	hostObj := filepath.Join(tmp, "host.o")
	if rc := d.exec(d.TC.Clang, append(host, "-o", hostObj)...); rc != 0 {
		return rc
	}
	if a.singleLaunch() {
		sections = append(sections, singleRename...)
	}
	return d.exec(d.TC.ObjCopy, append(sections, hostObj, obj)...)
}

// rdcInput is what an object of the link contributes to device linking.
type rdcInput struct {
	name    string
	device  map[string][]byte // arch → bitcode
	cuids   []string          // from undefined __hip_fatbin_<cuid>
	handles []string          // undefined __hip_gpubin_handle_<cuid>
}

// linkDevice links the device code of the -fgpu-rdc objects among inputs
// and returns an object holding the fat binary and the symbols the host
// objects need, or "" when no input has device code.
func (d *Driver) linkDevice(a *args, inputs []string, tmp string) (string, int) {
	var ins []rdcInput
	for _, path := range inputs {
		got, err := readRDCInputs(path)
		if err != nil {
			return "", d.fail(err)
		}
		ins = append(ins, got...)
	}
	anyDevice := false
	for _, in := range ins {
		anyDevice = anyDevice || len(in.device) > 0
	}
	if !anyDevice {
		return "", 0 // a plain link (CMake's probes pass -fgpu-rdc too)
	}
	fatbins, handles := map[string]bool{}, map[string]bool{}
	var entries []BundleEntry
	entries = append(entries, BundleEntry{ID: "host-x86_64-unknown-linux-gnu"})
	for _, arch := range a.archs {
		var files []string
		for i, in := range ins {
			bc, ok := in.device[arch]
			if !ok {
				if len(in.device) > 0 {
					return "", d.fail(fmt.Errorf("%s has -fgpu-rdc device code, but none for %s (it was compiled for other --offload-arch targets)", in.name, arch))
				}
				continue
			}
			f := filepath.Join(tmp, fmt.Sprintf("rdc%d-%s.bc", i, strings.ReplaceAll(arch, ":", "_")))
			if err := os.WriteFile(f, bc, 0o644); err != nil {
				return "", d.fail(err)
			}
			files = append(files, f)
		}
		t, err := d.target(a, arch)
		if err != nil {
			return "", d.fail(err)
		}
		base := filepath.Join(tmp, "rdc-"+strings.ReplaceAll(arch, ":", "_"))
		if rc := d.exec(d.TC.LLVMLink, append(files, "-o", base+".bc")...); rc != 0 {
			return "", rc
		}
		hsaco, rc := d.codeObject(a, arch, t, base+".bc", base)
		if rc != 0 {
			return "", rc
		}
		entries = append(entries, BundleEntry{ID: "hipv4-amdgcn-amd-amdhsa--" + arch, Data: hsaco})
	}
	for _, in := range ins {
		for _, c := range in.cuids {
			fatbins[c] = true
		}
		for _, c := range in.handles {
			handles[c] = true
		}
	}
	fatbin := filepath.Join(tmp, "rdc.hipfb")
	if err := os.WriteFile(fatbin, Bundle(entries), 0o644); err != nil {
		return "", d.fail(err)
	}
	asm := filepath.Join(tmp, "rdc-fatbin.s")
	if err := os.WriteFile(asm, []byte(fatbinAsm(fatbin, sortedKeys(fatbins), sortedKeys(handles))), 0o644); err != nil {
		return "", d.fail(err)
	}
	obj := filepath.Join(tmp, "rdc-fatbin.o")
	if rc := d.exec(d.TC.Clang, "-c", "-x", "assembler", asm, "-o", obj); rc != 0 {
		return "", rc
	}
	return obj, 0
}

func sortedKeys(m map[string]bool) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// fatbinAsm defines __hip_fatbin_<cuid> for every cuid at the bundle in
// file and a zeroed __hip_gpubin_handle_<cuid> for every handle.
func fatbinAsm(file string, cuids, handles []string) string {
	var b strings.Builder
	b.WriteString("\t.section .hip_fatbin,\"a\",@progbits\n\t.p2align 12\n")
	for _, c := range cuids {
		fmt.Fprintf(&b, "\t.globl __hip_fatbin_%s\n__hip_fatbin_%s:\n", c, c)
	}
	fmt.Fprintf(&b, "\t.incbin %s\n", strconv.Quote(file))
	if len(handles) > 0 {
		b.WriteString("\t.bss\n\t.p2align 3\n")
		for _, c := range handles {
			fmt.Fprintf(&b, "\t.globl __hip_gpubin_handle_%s\n\t.hidden __hip_gpubin_handle_%s\n__hip_gpubin_handle_%s:\n\t.zero 8\n", c, c, c)
		}
	}
	b.WriteString("\t.section .note.GNU-stack,\"\",@progbits\n")
	return b.String()
}

// readRDCInputs reads an object, or each member of an ar archive; other
// inputs (libraries, linker scripts, flags' values) contribute nothing.
func readRDCInputs(path string) ([]rdcInput, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		if os.IsNotExist(err) {
			return nil, nil // -l names and the like: the linker's business
		}
		return nil, err
	}
	if bytes.HasPrefix(data, []byte("!<arch>\n")) {
		members, err := arMembers(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		var out []rdcInput
		for _, m := range members {
			in, err := readRDCObject(path+"("+m.name+")", m.data)
			if err != nil {
				return nil, err
			}
			if in != nil {
				out = append(out, *in)
			}
		}
		return out, nil
	}
	in, err := readRDCObject(path, data)
	if err != nil || in == nil {
		return nil, err
	}
	return []rdcInput{*in}, nil
}

// readRDCObject returns what an ELF object contributes, or nil when data
// is not an ELF relocatable object.
func readRDCObject(name string, data []byte) (*rdcInput, error) {
	f, err := elf.NewFile(bytes.NewReader(data))
	if err != nil || f.Type != elf.ET_REL {
		return nil, nil
	}
	in := &rdcInput{name: name, device: map[string][]byte{}}
	for _, s := range f.Sections {
		if !strings.HasPrefix(s.Name, rdcSection) {
			continue
		}
		b, err := s.Data()
		if err != nil {
			return nil, fmt.Errorf("%s: section %s: %w", name, s.Name, err)
		}
		in.device[strings.TrimPrefix(s.Name, rdcSection)] = b
	}
	syms, err := f.Symbols()
	if err != nil && err != elf.ErrNoSymbols {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	for _, s := range syms {
		if s.Section != elf.SHN_UNDEF {
			continue
		}
		switch {
		case strings.HasPrefix(s.Name, "__hip_fatbin_"):
			in.cuids = append(in.cuids, strings.TrimPrefix(s.Name, "__hip_fatbin_"))
		case strings.HasPrefix(s.Name, "__hip_gpubin_handle_"):
			in.handles = append(in.handles, strings.TrimPrefix(s.Name, "__hip_gpubin_handle_"))
		}
	}
	return in, nil
}

type arMember struct {
	name string
	data []byte
}

// arMembers splits a System V / GNU ar archive: 60-byte member headers,
// "/" (symbol table) and "//" (long names) special members, names as
// "name/" or "/offset" into the long-name table.
func arMembers(data []byte) ([]arMember, error) {
	var out []arMember
	var longNames []byte
	for off := 8; off+60 <= len(data); {
		hdr := data[off : off+60]
		size, err := strconv.Atoi(strings.TrimSpace(string(hdr[48:58])))
		if err != nil || size < 0 || off+60+size > len(data) {
			return nil, fmt.Errorf("malformed ar member header at offset %d", off)
		}
		body := data[off+60 : off+60+size]
		name := strings.TrimRight(string(hdr[0:16]), " ")
		switch {
		case name == "/" || name == "/SYM64/":
		case name == "//":
			longNames = body
		case strings.HasPrefix(name, "/"):
			i, err := strconv.Atoi(name[1:])
			if err != nil || i < 0 || i >= len(longNames) {
				return nil, fmt.Errorf("malformed ar long name %q", name)
			}
			n := longNames[i:]
			if j := bytes.IndexByte(n, '\n'); j >= 0 {
				n = n[:j]
			}
			out = append(out, arMember{name: strings.TrimSuffix(string(n), "/"), data: body})
		default:
			out = append(out, arMember{name: strings.TrimSuffix(name, "/"), data: body})
		}
		off += 60 + size
		off += off & 1
	}
	return out, nil
}

// deviceLinkOnly is nvcc's -dlink: the device code of the -fgpu-rdc
// objects and archives among the inputs (and of libNAME.a found for -l
// along -L) is linked into one object, which defines the fat binary and
// the symbols the host objects reference; the host link (any linker,
// CMake's host link launcher included) then takes the objects, their
// archives and this one. Without device code the object is empty, as
// nvcc's is. The output is -o, else a_dlink.o (nvcc's name).
func (d *Driver) deviceLinkOnly(a *args) int {
	var inputs []string
	for _, in := range a.inputs {
		if in.hip {
			return d.fail(fmt.Errorf("-dlink takes objects and archives compiled with -dc (-rdc=true), not the source %s", in.path))
		}
		inputs = append(inputs, in.path)
	}
	inputs = append(inputs, libraryArchives(a.link)...)
	if len(a.archs) == 0 {
		a.archs = []string{"gfx90a"}
	}
	tmp, err := os.MkdirTemp("", "ptxamd-dlink-")
	if err != nil {
		return d.fail(err)
	}
	if d.KeepTemps {
		fmt.Fprintf(d.Stderr, "ptxamd cc: temporary files in %s\n", tmp)
	} else {
		defer os.RemoveAll(tmp)
	}
	obj, rc := d.linkDevice(a, inputs, tmp)
	if rc != 0 {
		return rc
	}
	out := a.out
	if out == "" {
		out = "a_dlink.o"
	}
	if obj == "" {
		asm := filepath.Join(tmp, "empty.s")
		if err := os.WriteFile(asm, []byte("\t.section .note.GNU-stack,\"\",@progbits\n"), 0o644); err != nil {
			return d.fail(err)
		}
		return d.exec(d.TC.Clang, "-c", "-x", "assembler", asm, "-o", out)
	}
	data, err := os.ReadFile(obj)
	if err != nil {
		return d.fail(err)
	}
	if err := os.WriteFile(out, data, 0o644); err != nil {
		return d.fail(err)
	}
	return 0
}

// libraryArchives finds, for each -lNAME of the link flags, libNAME.a in
// the -L directories (the first one that exists): the archives whose
// members may hold device code.
func libraryArchives(link []string) []string {
	var dirs, names, out []string
	for i := 0; i < len(link); i++ {
		s := link[i]
		switch {
		case (s == "-L" || s == "-l") && i+1 < len(link):
			if s == "-L" {
				dirs = append(dirs, link[i+1])
			} else {
				names = append(names, link[i+1])
			}
			i++
		case strings.HasPrefix(s, "-L"):
			dirs = append(dirs, s[2:])
		case strings.HasPrefix(s, "-l"):
			names = append(names, s[2:])
		}
	}
	for _, n := range names {
		for _, dir := range dirs {
			p := filepath.Join(dir, "lib"+n+".a")
			if _, err := os.Stat(p); err == nil {
				out = append(out, p)
				break
			}
		}
	}
	return out
}
