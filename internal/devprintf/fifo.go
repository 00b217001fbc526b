package devprintf

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strings"
)

// The FIFO is one buffer in global memory that the runtime passes to a
// kernel that calls vprintf or __assertfail (the hidden parameter
// amdgpu.PrintfParam holds its address), all integers little-endian:
//
//	header, HeaderSize bytes:
//	  0  u64 used      bytes reserved so far (atomic add; may pass capacity)
//	  8  u32 capacity  bytes of records the buffer holds after the header
//	  12 u32 dropped   records that did not fit (atomic add)
//	  16 u32 asserts   failed assertions (atomic add)
//	records from HeaderSize on, each 8-byte aligned:
//	  0  u32 size      the record's bytes, a multiple of 8
//	  4  u32 kind      KindPrintf or KindAssert
//	  printf: 8 u32 format length, 12 u32 argument bytes, then the format
//	    (without its NUL), the argument buffer as vprintf got it, and one
//	    string per %s argument; each part padded to 8 bytes
//	  assert: 8 u32 line, 12 u32 0, 16 u32 ctaid.x,y,z, 28 u32 tid.x,y,z,
//	    then the strings message, file and function
//	  a string: u32 length (NullString for a NULL pointer), u32 0, the
//	    bytes (at most MaxString), padded to 8
//
// A thread reserves its record's bytes with one atomic add on used; when
// the record does not end within capacity it writes nothing and adds one
// to dropped, so that the records that fit are contiguous from the start.
const (
	HeaderSize     = 32
	OffUsed        = 0
	OffCapacity    = 8
	OffDropped     = 12
	OffAsserts     = 16
	RecordHeader   = 16 // size, kind and two u32 of either kind
	AssertIDs      = 24 // ctaid and tid after an assert record's header
	KindPrintf     = 1
	KindAssert     = 2
	StringHeader   = 8
	NullString     = 0xffffffff
	MaxString      = 1024    // the bytes of a %s argument copied; a longer string is cut
	DefaultFIFO    = 1 << 20 // CUDA's default cudaLimitPrintfFifoSize
	MinFIFO        = 4096
	assertFixedLen = RecordHeader + AssertIDs
)

// Pad8 rounds n up to a multiple of 8.
func Pad8(n int) int { return (n + 7) &^ 7 }

// ErrAssert is wrapped by the error of a launch in which a device-side
// assert failed (CUDA: cudaErrorAssert, "device-side assert triggered").
var ErrAssert = errors.New("device-side assert triggered")

// AssertError is a launch in which assert() failed: Messages are the
// lines CUDA prints for the failed assertions, in the order recorded.
type AssertError struct {
	Kernel   string
	Messages []string
	Dropped  int // failed assertions whose records the FIFO had no room for
}

func (e *AssertError) Error() string {
	var b strings.Builder
	for _, m := range e.Messages {
		b.WriteString(m)
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "kernel %s: %v", e.Kernel, ErrAssert)
	if e.Dropped > 0 {
		fmt.Fprintf(&b, " (%d more assertions failed; the printf FIFO had no room for their messages)", e.Dropped)
	}
	return b.String()
}

func (e *AssertError) Unwrap() error { return ErrAssert }

// Report is what Drain found besides the printed records.
type Report struct {
	Records, Dropped int
	Asserts          int
	AssertMessages   []string
}

// Drain formats the records of a FIFO (its header and records, as read
// back from the device) to w in the order they were reserved. A record
// that cannot be decoded is an error (the buffer was overwritten by a
// stray store); the records before it are printed.
func Drain(fifo []byte, w io.Writer) (Report, error) {
	var r Report
	if len(fifo) < HeaderSize {
		return r, fmt.Errorf("printf FIFO: %d bytes, shorter than its header", len(fifo))
	}
	le := binary.LittleEndian
	used := le.Uint64(fifo[OffUsed:])
	capacity := uint64(le.Uint32(fifo[OffCapacity:]))
	r.Dropped = int(le.Uint32(fifo[OffDropped:]))
	r.Asserts = int(le.Uint32(fifo[OffAsserts:]))
	end := min(used, capacity, uint64(len(fifo)-HeaderSize))
	recs := fifo[HeaderSize : HeaderSize+end]
	for pos := 0; pos+8 <= len(recs); {
		size := int(le.Uint32(recs[pos:]))
		if size == 0 {
			break // the room of a record that did not fit: nothing was written
		}
		if size%8 != 0 || size < RecordHeader || pos+size > len(recs) {
			return r, fmt.Errorf("printf FIFO: bad record of %d bytes at offset %d", size, pos)
		}
		rec := recs[pos : pos+size]
		pos += size
		switch kind := le.Uint32(rec[4:]); kind {
		case KindPrintf:
			text, err := printfRecord(rec)
			if err != nil {
				return r, err
			}
			if _, err := io.WriteString(w, text); err != nil {
				return r, err
			}
		case KindAssert:
			msg, err := assertRecord(rec)
			if err != nil {
				return r, err
			}
			r.AssertMessages = append(r.AssertMessages, msg)
		default:
			return r, fmt.Errorf("printf FIFO: record of unknown kind %d", kind)
		}
		r.Records++
	}
	return r, nil
}

func printfRecord(rec []byte) (string, error) {
	le := binary.LittleEndian
	flen, abytes := int(le.Uint32(rec[8:])), int(le.Uint32(rec[12:]))
	pos := RecordHeader
	if flen > len(rec) || pos+Pad8(flen)+Pad8(abytes) > len(rec) {
		return "", fmt.Errorf("printf FIFO: record of %d bytes holds a %d-byte format and %d argument bytes", len(rec), flen, abytes)
	}
	f := Compile(string(rec[pos : pos+flen]))
	pos += Pad8(flen)
	args := rec[pos : pos+abytes]
	pos += Pad8(abytes)
	strs, err := readStrings(rec, pos, f.Strings())
	if err != nil {
		return "", err
	}
	return f.Sprint(args, strs), nil
}

func assertRecord(rec []byte) (string, error) {
	le := binary.LittleEndian
	if len(rec) < assertFixedLen {
		return "", fmt.Errorf("printf FIFO: assert record of %d bytes", len(rec))
	}
	line := le.Uint32(rec[8:])
	var ids [6]uint32
	for i := range ids {
		ids[i] = le.Uint32(rec[RecordHeader+4*i:])
	}
	s, err := readStrings(rec, assertFixedLen, 3)
	if err != nil {
		return "", err
	}
	str := func(x Str) string {
		if x.Null {
			return "(null)"
		}
		return string(x.Data)
	}
	// CUDA's wording of a failed assertion.
	return fmt.Sprintf("%s:%d: %s: block: [%d,%d,%d], thread: [%d,%d,%d] Assertion `%s` failed.",
		str(s[1]), line, str(s[2]), ids[0], ids[1], ids[2], ids[3], ids[4], ids[5], str(s[0])), nil
}

func readStrings(rec []byte, pos, n int) ([]Str, error) {
	le := binary.LittleEndian
	var out []Str
	for range n {
		if pos+StringHeader > len(rec) {
			return nil, fmt.Errorf("printf FIFO: record of %d bytes ends inside its strings", len(rec))
		}
		l := le.Uint32(rec[pos:])
		pos += StringHeader
		if l == NullString {
			out = append(out, Str{Null: true})
			continue
		}
		if int(l) > MaxString || pos+int(l) > len(rec) {
			return nil, fmt.Errorf("printf FIFO: a string of %d bytes in a record of %d", l, len(rec))
		}
		out = append(out, Str{Data: rec[pos : pos+int(l)]})
		pos += Pad8(int(l))
	}
	return out, nil
}
