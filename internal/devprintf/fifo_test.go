package devprintf

import (
	"encoding/binary"
	"errors"
	"strings"
	"testing"
)

// fifoWriter builds a FIFO as a kernel would write it.
type fifoWriter struct{ recs []byte }

func (f *fifoWriter) str(b []byte, s *string) []byte {
	le := binary.LittleEndian
	if s == nil {
		b = le.AppendUint32(b, NullString)
		return le.AppendUint32(b, 0)
	}
	b = le.AppendUint32(b, uint32(len(*s)))
	b = le.AppendUint32(b, 0)
	return append(b, pad([]byte(*s))...)
}

func pad(b []byte) []byte { return append(b, make([]byte, Pad8(len(b))-len(b))...) }

func (f *fifoWriter) printf(format string, args []byte, strs ...*string) {
	le := binary.LittleEndian
	b := le.AppendUint32(nil, 0)
	b = le.AppendUint32(b, KindPrintf)
	b = le.AppendUint32(b, uint32(len(format)))
	b = le.AppendUint32(b, uint32(len(args)))
	b = append(b, pad([]byte(format))...)
	b = append(b, pad(append([]byte(nil), args...))...)
	for _, s := range strs {
		b = f.str(b, s)
	}
	le.PutUint32(b, uint32(len(b)))
	f.recs = append(f.recs, b...)
}

func (f *fifoWriter) bytes(capacity, dropped, asserts int, extraUsed int) []byte {
	le := binary.LittleEndian
	h := le.AppendUint64(nil, uint64(len(f.recs)+extraUsed))
	h = le.AppendUint32(h, uint32(capacity))
	h = le.AppendUint32(h, uint32(dropped))
	h = le.AppendUint32(h, uint32(asserts))
	h = append(h, make([]byte, HeaderSize-len(h))...)
	out := append(h, f.recs...)
	return append(out, make([]byte, capacity-len(f.recs))...)
}

func TestDrain(t *testing.T) {
	var f fifoWriter
	le := binary.LittleEndian
	args := le.AppendUint32(nil, 7)
	args = append(args, 0, 0, 0, 0)
	args = le.AppendUint64(args, 0x4000000000000000) // 2.0
	args = le.AppendUint64(args, 0xdead)             // the string pointer, unused
	hi := "hi"
	f.printf("tid %d val %f %s|%s\n", append(args, make([]byte, 8)...), &hi, nil)
	f.printf("plain\n", nil)
	// An assert record.
	b := le.AppendUint32(nil, 0)
	b = le.AppendUint32(b, KindAssert)
	b = le.AppendUint32(b, 12)
	b = le.AppendUint32(b, 0)
	for _, v := range []uint32{1, 0, 0, 3, 0, 0} {
		b = le.AppendUint32(b, v)
	}
	msg, file, fn := "x < 3", "k.cu", "void k(int *)"
	b = f.str(b, &msg)
	b = f.str(b, &file)
	b = f.str(b, &fn)
	le.PutUint32(b, uint32(len(b)))
	f.recs = append(f.recs, b...)
	// Room reserved past the capacity by a record that did not fit.
	fifo := f.bytes(len(f.recs)+24, 1, 1, 64)
	var out strings.Builder
	r, err := Drain(fifo, &out)
	if err != nil {
		t.Fatal(err)
	}
	if want := "tid 7 val 2.000000 hi|(null)\nplain\n"; out.String() != want {
		t.Errorf("printed %q, want %q", out.String(), want)
	}
	want := "k.cu:12: void k(int *): block: [1,0,0], thread: [3,0,0] Assertion `x < 3` failed."
	if r.Records != 3 || r.Dropped != 1 || r.Asserts != 1 || len(r.AssertMessages) != 1 || r.AssertMessages[0] != want {
		t.Errorf("report %+v, want 3 records, 1 dropped, the assertion %q", r, want)
	}
	e := &AssertError{Kernel: "k", Messages: r.AssertMessages, Dropped: 1}
	if !errors.Is(e, ErrAssert) || !strings.HasPrefix(e.Error(), want+"\nkernel k: device-side assert triggered (1 more") {
		t.Errorf("AssertError: %q", e.Error())
	}
}

func TestDrainBadRecord(t *testing.T) {
	var f fifoWriter
	f.printf("a\n", nil)
	fifo := f.bytes(64, 0, 0, 0)
	binary.LittleEndian.PutUint32(fifo[HeaderSize:], 12) // not a multiple of 8
	if _, err := Drain(fifo, &strings.Builder{}); err == nil {
		t.Error("a record of 12 bytes was accepted")
	}
}
