// Package outfile writes the files that commands produce (code objects,
// reports, recorded outputs) so that a user's file is never lost:
//
//   - an output appears whole or not at all: it is written to a temporary
//     file in the destination's directory and renamed over the destination
//     only once complete, so an error or a crash half-way leaves the old
//     file (or none) in place, never a truncated one;
//   - an output that is one of the command's inputs is refused, as C
//     compilers refuse `cc -o x.c x.c`; "the same" is decided by os.SameFile,
//     so another spelling of the path or a hard link is caught too.
//
// Destinations that are not regular files (/dev/null, a FIFO, a terminal)
// are written in place: renaming over them would replace the device.
// A symbolic link is followed, and its target is replaced.
package outfile

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// ErrSameAsInput is wrapped by CheckNotInput's error.
var ErrSameAsInput = errors.New("output file is an input file")

// CheckNotInput returns an error when out names the same file as one of
// inputs. Paths that do not exist (yet) and "-" (stdin/stdout) never match.
func CheckNotInput(out string, inputs ...string) error {
	if out == "" || out == "-" {
		return nil
	}
	oi, err := os.Stat(out)
	if err != nil {
		return nil
	}
	for _, in := range inputs {
		if in == "" || in == "-" {
			continue
		}
		ii, err := os.Stat(in)
		if err != nil {
			continue
		}
		if os.SameFile(oi, ii) && oi.Mode().IsRegular() {
			return fmt.Errorf("%w: %s is the input %s; refusing to overwrite it (choose another -o)", ErrSameAsInput, out, in)
		}
	}
	return nil
}

// File is an output being written; Commit makes it appear at its
// destination, Abort throws it away. Both are safe to call after the other
// (the second does nothing), so `defer f.Abort()` is the idiom.
type File struct {
	*os.File
	dst    string
	direct bool // written in place (not a regular file)
	done   bool
}

// Create starts writing the output path with permissions perm (before the
// umask) for a new file; an existing regular file keeps its own mode.
func Create(path string, perm fs.FileMode) (*File, error) {
	dst := path
	if real, err := filepath.EvalSymlinks(path); err == nil {
		dst = real
	}
	fi, err := os.Stat(dst)
	if err == nil && !fi.Mode().IsRegular() {
		f, err := os.OpenFile(dst, os.O_WRONLY|os.O_TRUNC, 0)
		if err != nil {
			return nil, err
		}
		return &File{File: f, dst: dst, direct: true}, nil
	}
	mode := perm
	if err == nil {
		mode = fi.Mode().Perm()
	}
	dir, base := filepath.Split(dst)
	for tries := 0; ; tries++ {
		var rnd [6]byte
		if _, err := rand.Read(rnd[:]); err != nil {
			return nil, err
		}
		tmp := filepath.Join(dir, "."+base+".tmp-"+hex.EncodeToString(rnd[:]))
		f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
		if errors.Is(err, fs.ErrExist) && tries < 10 {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("writing %s: %w", path, err)
		}
		if fi != nil {
			// An existing file keeps its mode whatever the umask says.
			f.Chmod(fi.Mode().Perm())
		}
		return &File{File: f, dst: dst}, nil
	}
}

// Commit closes the file and renames it over the destination.
func (f *File) Commit() error {
	if f.done {
		return nil
	}
	f.done = true
	err := f.File.Close()
	if f.direct {
		return err
	}
	if err == nil {
		err = os.Rename(f.File.Name(), f.dst)
	}
	if err != nil {
		os.Remove(f.File.Name())
		return err
	}
	return nil
}

// Abort closes and removes the temporary file; the destination is left as
// it was.
func (f *File) Abort() {
	if f.done {
		return
	}
	f.done = true
	f.File.Close()
	if !f.direct {
		os.Remove(f.File.Name())
	}
}

// WriteFile writes data to path as os.WriteFile does, but atomically (see
// the package doc).
func WriteFile(path string, data []byte, perm fs.FileMode) error {
	f, err := Create(path, perm)
	if err != nil {
		return err
	}
	defer f.Abort()
	if _, err := f.Write(data); err != nil {
		return err
	}
	return f.Commit()
}
