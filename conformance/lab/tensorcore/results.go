package tensorcore

import (
	"bufio"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
)

// The results file (gzip): the magic line, then per set a header line
// "set FORM NAME NTILES\n" and the four buffers of its tiles as the kernel
// reads and writes them (Form.Bufs).
const resultsMagic = "tensorcore results 1\n"

// WriteResults writes sets (with their measured D) to w.
func WriteResults(w io.Writer, note string, sets []Set) error {
	zw := gzip.NewWriter(w)
	bw := bufio.NewWriter(zw)
	fmt.Fprint(bw, resultsMagic)
	fmt.Fprintf(bw, "note %d\n%s", len(note), note)
	for _, s := range sets {
		f, ok := FormByName(s.Form)
		if !ok {
			return fmt.Errorf("unknown form %q", s.Form)
		}
		fmt.Fprintf(bw, "set %s %s %d\n", s.Form, s.Name, len(s.Tiles))
		a, b, c, d := f.Bufs(s.Tiles)
		for _, buf := range [][]byte{a, b, c, d} {
			bw.Write(buf)
		}
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	return zw.Close()
}

// ReadResults reads a results file: its note and its sets.
func ReadResults(r io.Reader) (string, []Set, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return "", nil, err
	}
	br := bufio.NewReader(zr)
	line, err := br.ReadString('\n')
	if err != nil || line != resultsMagic {
		return "", nil, errors.New("not a tensorcore results file")
	}
	var n int
	if _, err := fmt.Fscanf(br, "note %d\n", &n); err != nil {
		return "", nil, err
	}
	nb := make([]byte, n)
	if _, err := io.ReadFull(br, nb); err != nil {
		return "", nil, err
	}
	var sets []Set
	for {
		var form, name string
		var nt int
		if _, err := br.Peek(1); err == io.EOF {
			break
		}
		if _, err := fmt.Fscanf(br, "set %s %s %d\n", &form, &name, &nt); err != nil {
			return "", nil, fmt.Errorf("set header: %w", err)
		}
		f, ok := FormByName(form)
		if !ok {
			return "", nil, fmt.Errorf("unknown form %q", form)
		}
		read := func(n int) ([]byte, error) {
			b := make([]byte, n)
			_, err := io.ReadFull(br, b)
			return b, err
		}
		la, lb, lc := 16*f.K*f.A.Bits/8, f.BElems()*f.B.Bits/8, f.CElems()*f.Acc.Bits/8
		var bufs [4][]byte
		for i, l := range []int{la, lb, lc, lc} {
			if bufs[i], err = read(nt * l); err != nil {
				return "", nil, fmt.Errorf("%s/%s: %w", form, name, err)
			}
		}
		ts, err := f.Unbufs(nt, bufs[0], bufs[1], bufs[2], bufs[3])
		if err != nil {
			return "", nil, err
		}
		sets = append(sets, Set{form, name, ts})
	}
	return string(nb), sets, nil
}
