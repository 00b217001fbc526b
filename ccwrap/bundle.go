package ccwrap

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
)

// bundleMagic starts a clang offload bundle (clang's documentation,
// "Clang Offload Bundler", binary bundle file layout).
const bundleMagic = "__CLANG_OFFLOAD_BUNDLE__"

// bundleAlign is the alignment of each code object in the bundle, as
// clang's HIP driver asks of clang-offload-bundler (-bundle-align=4096).
const bundleAlign = 4096

// BundleEntry is one code object of a fat binary.
type BundleEntry struct {
	ID   string // "hipv4-amdgcn-amd-amdhsa--gfx90a" or "host-x86_64-unknown-linux-gnu"
	Data []byte
}

// Bundle writes a clang offload bundle: the magic string, the number of
// entries (u64), for each entry its offset, size and ID length (u64) and
// ID, then the entries' contents, each aligned. The HIP runtime reads it
// from the host object's .hip_fatbin section.
func Bundle(entries []BundleEntry) []byte {
	var hdr bytes.Buffer
	hdr.WriteString(bundleMagic)
	u64 := func(v int) { binary.Write(&hdr, binary.LittleEndian, uint64(v)) }
	u64(len(entries))
	size := hdr.Len()
	for _, e := range entries {
		size += 24 + len(e.ID)
	}
	off := size
	offsets := make([]int, len(entries))
	for i, e := range entries {
		off = (off + bundleAlign - 1) / bundleAlign * bundleAlign
		offsets[i] = off
		off += len(e.Data)
	}
	for i, e := range entries {
		u64(offsets[i])
		u64(len(e.Data))
		u64(len(e.ID))
		hdr.WriteString(e.ID)
	}
	out := make([]byte, off)
	copy(out, hdr.Bytes())
	for i, e := range entries {
		copy(out[offsets[i]:], e.Data)
	}
	return out
}

// Unbundle reads a clang offload bundle written by Bundle (or by
// clang-offload-bundler).
func Unbundle(b []byte) ([]BundleEntry, error) {
	if !bytes.HasPrefix(b, []byte(bundleMagic)) {
		return nil, errors.New("not a clang offload bundle (no " + bundleMagic + ")")
	}
	off := len(bundleMagic)
	u64 := func() (int, error) {
		if off+8 > len(b) {
			return 0, errors.New("truncated offload bundle header")
		}
		v := binary.LittleEndian.Uint64(b[off:])
		off += 8
		if v > uint64(len(b)) {
			return 0, errors.New("offload bundle field out of range")
		}
		return int(v), nil
	}
	n, err := u64()
	if err != nil {
		return nil, err
	}
	var out []BundleEntry
	for i := 0; i < n; i++ {
		start, err := u64()
		if err != nil {
			return nil, err
		}
		size, err := u64()
		if err != nil {
			return nil, err
		}
		idLen, err := u64()
		if err != nil {
			return nil, err
		}
		if off+idLen > len(b) || start+size > len(b) {
			return nil, errors.New("offload bundle entry out of range")
		}
		out = append(out, BundleEntry{ID: string(b[off : off+idLen]), Data: b[start : start+size]})
		off += idLen
	}
	return out, nil
}

// ReadFatBinary returns the entries of the offload bundle that an
// executable, shared library or object built by ptxamd cc (or hipcc)
// holds in its .hip_fatbin section.
func ReadFatBinary(path string) ([]BundleEntry, error) {
	f, err := elf.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sec := f.Section(".hip_fatbin")
	if sec == nil {
		return nil, fmt.Errorf("%s has no .hip_fatbin section", path)
	}
	data, err := sec.Data()
	if err != nil {
		return nil, fmt.Errorf("%s: .hip_fatbin: %w", path, err)
	}
	es, err := Unbundle(data)
	if err != nil {
		return nil, fmt.Errorf("%s: .hip_fatbin: %w", path, err)
	}
	return es, nil
}
