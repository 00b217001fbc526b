package codeobj

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
	"sort"
)

// EMAMDGPU is the ELF machine of AMD GPU code objects.
const EMAMDGPU = 224

// ntAMDGPUMetadata is the note type of the msgpack metadata, in notes named
// "AMDGPU" (AMDGPUUsage "Note Records", code object V3 and later).
const ntAMDGPUMetadata = 32

// Metadata is what a code object says about itself.
type Metadata struct {
	// Target is the ISA name, "amdgcn-amd-amdhsa--gfx90a:xnack-".
	Target string
	// CodeObjectVersion is 4, 5, 6 (from the ELF ABI version; for V3+ the
	// metadata's amdhsa.version agrees).
	CodeObjectVersion int
	// Version is amdhsa.version, [major, minor].
	Version []int
	Kernels []Kernel
	// Raw is the whole decoded metadata map.
	Raw map[string]any
}

// Kernel is one entry of amdhsa.kernels.
type Kernel struct {
	Name                 string // .name
	Symbol               string // .symbol, "k.kd"
	SGPRCount            int    // .sgpr_count
	VGPRCount            int    // .vgpr_count
	AGPRCount            int    // .agpr_count (CDNA; 0 elsewhere)
	GroupSegmentSize     int    // .group_segment_fixed_size: static LDS bytes
	PrivateSegmentSize   int    // .private_segment_fixed_size: scratch bytes per work-item
	SGPRSpillCount       int    // .sgpr_spill_count
	VGPRSpillCount       int    // .vgpr_spill_count
	WavefrontSize        int    // .wavefront_size
	MaxFlatWorkgroupSize int    // .max_flat_workgroup_size
	KernargSegmentSize   int    // .kernarg_segment_size
	KernargSegmentAlign  int    // .kernarg_segment_align
	UsesDynamicStack     bool   // .uses_dynamic_stack
	Args                 []KernelArg
	Raw                  map[string]any
}

// KernelArg is one entry of a kernel's .args.
type KernelArg struct {
	Name      string // .name, when the producer kept it
	Offset    int    // .offset in the kernarg segment
	Size      int    // .size
	ValueKind string // .value_kind: by_value, global_buffer, hidden_*, ...
	AddrSpace string // .address_space, for pointers
}

// ReadMetadata parses a code object's ELF header and its
// NT_AMDGPU_METADATA note.
func ReadMetadata(hsaco []byte) (*Metadata, error) {
	f, err := elf.NewFile(bytes.NewReader(hsaco))
	if err != nil {
		return nil, fmt.Errorf("codeobj: not an ELF file: %w", err)
	}
	defer f.Close()
	if f.Machine != EMAMDGPU {
		return nil, fmt.Errorf("codeobj: ELF machine is %v, want EM_AMDGPU (%d)", f.Machine, EMAMDGPU)
	}
	md := &Metadata{}
	if f.OSABI == 64 { // ELFOSABI_AMDGPU_HSA; ABI version 1 = V3, 2 = V4, ...
		md.CodeObjectVersion = int(f.ABIVersion) + 2
	}
	desc, err := findNote(f)
	if err != nil {
		return nil, err
	}
	v, err := decodeMsgpack(desc)
	if err != nil {
		return nil, fmt.Errorf("codeobj: metadata note: %w", err)
	}
	raw, ok := v.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("codeobj: metadata note is a %T, want a map", v)
	}
	md.Raw = raw
	md.Target, _ = raw["amdhsa.target"].(string)
	if ver, ok := raw["amdhsa.version"].([]any); ok {
		for _, x := range ver {
			md.Version = append(md.Version, asInt(x))
		}
	}
	ks, _ := raw["amdhsa.kernels"].([]any)
	for _, kv := range ks {
		km, ok := kv.(map[string]any)
		if !ok {
			continue
		}
		k := Kernel{
			Name:                 asString(km[".name"]),
			Symbol:               asString(km[".symbol"]),
			SGPRCount:            asInt(km[".sgpr_count"]),
			VGPRCount:            asInt(km[".vgpr_count"]),
			AGPRCount:            asInt(km[".agpr_count"]),
			GroupSegmentSize:     asInt(km[".group_segment_fixed_size"]),
			PrivateSegmentSize:   asInt(km[".private_segment_fixed_size"]),
			SGPRSpillCount:       asInt(km[".sgpr_spill_count"]),
			VGPRSpillCount:       asInt(km[".vgpr_spill_count"]),
			WavefrontSize:        asInt(km[".wavefront_size"]),
			MaxFlatWorkgroupSize: asInt(km[".max_flat_workgroup_size"]),
			KernargSegmentSize:   asInt(km[".kernarg_segment_size"]),
			KernargSegmentAlign:  asInt(km[".kernarg_segment_align"]),
			UsesDynamicStack:     km[".uses_dynamic_stack"] == true,
			Raw:                  km,
		}
		args, _ := km[".args"].([]any)
		for _, av := range args {
			am, ok := av.(map[string]any)
			if !ok {
				continue
			}
			k.Args = append(k.Args, KernelArg{
				Name:      asString(am[".name"]),
				Offset:    asInt(am[".offset"]),
				Size:      asInt(am[".size"]),
				ValueKind: asString(am[".value_kind"]),
				AddrSpace: asString(am[".address_space"]),
			})
		}
		md.Kernels = append(md.Kernels, k)
	}
	sort.Slice(md.Kernels, func(i, j int) bool { return md.Kernels[i].Name < md.Kernels[j].Name })
	return md, nil
}

// Kernel returns the kernel called name, or nil.
func (m *Metadata) Kernel(name string) *Kernel {
	for i := range m.Kernels {
		if m.Kernels[i].Name == name {
			return &m.Kernels[i]
		}
	}
	return nil
}

// findNote returns the descriptor of the NT_AMDGPU_METADATA note.
func findNote(f *elf.File) ([]byte, error) {
	for _, s := range f.Sections {
		if s.Type != elf.SHT_NOTE {
			continue
		}
		data, err := s.Data()
		if err != nil {
			return nil, fmt.Errorf("codeobj: reading %s: %w", s.Name, err)
		}
		for len(data) >= 12 {
			namesz := int(binary.LittleEndian.Uint32(data[0:]))
			descsz := int(binary.LittleEndian.Uint32(data[4:]))
			typ := binary.LittleEndian.Uint32(data[8:])
			nameEnd := 12 + align4(namesz)
			descEnd := nameEnd + align4(descsz)
			if namesz < 0 || descsz < 0 || nameEnd > len(data) || nameEnd+descsz > len(data) {
				return nil, errors.New("codeobj: truncated ELF note")
			}
			name := string(bytes.TrimRight(data[12:12+namesz], "\x00"))
			if name == "AMDGPU" && typ == ntAMDGPUMetadata {
				return data[nameEnd : nameEnd+descsz], nil
			}
			if descEnd > len(data) {
				break
			}
			data = data[descEnd:]
		}
	}
	return nil, errors.New("codeobj: no NT_AMDGPU_METADATA note (code object V2 or not a kernel object?)")
}

func align4(n int) int { return (n + 3) &^ 3 }

func asInt(v any) int {
	switch x := v.(type) {
	case int64:
		return int(x)
	case uint64:
		return int(x)
	case float64:
		return int(x)
	case bool:
		if x {
			return 1
		}
	}
	return 0
}

func asString(v any) string {
	s, _ := v.(string)
	return s
}
