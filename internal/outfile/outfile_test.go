package outfile

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestWriteFileReplacesWhole(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.bin")
	if err := os.WriteFile(p, []byte("old contents"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(p, []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(p)
	if err != nil || string(b) != "new" {
		t.Fatalf("got %q, %v", b, err)
	}
	fi, _ := os.Stat(p)
	if fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v: an existing file should keep its mode", fi.Mode())
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Errorf("temporary files left: %v", ents)
	}
}

// An output abandoned half-way leaves the old file untouched and no
// temporary behind.
func TestAbortKeepsOld(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.bin")
	os.WriteFile(p, []byte("old"), 0o644)
	f, err := Create(p, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("partial"))
	f.Abort()
	if err := f.Commit(); err != nil {
		t.Errorf("Commit after Abort: %v", err)
	}
	if b, _ := os.ReadFile(p); string(b) != "old" {
		t.Errorf("destination %q after Abort", b)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("temporary files left: %v", ents)
	}
}

func TestSymlinkAndDevice(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real")
	link := filepath.Join(dir, "link")
	os.WriteFile(real, []byte("x"), 0o644)
	if err := os.Symlink(real, link); err != nil {
		t.Skip(err)
	}
	if err := WriteFile(link, []byte("via link"), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(real); string(b) != "via link" {
		t.Errorf("target %q", b)
	}
	if fi, _ := os.Lstat(link); fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced by a file")
	}
	if err := WriteFile(os.DevNull, []byte("discarded"), 0o644); err != nil {
		t.Errorf("writing %s: %v", os.DevNull, err)
	}
	if fi, err := os.Stat(os.DevNull); err != nil || fi.Mode().IsRegular() {
		t.Errorf("%s is no longer a device: %v %v", os.DevNull, fi, err)
	}
}

func TestCheckNotInput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "k.ptx")
	os.WriteFile(in, []byte("ptx"), 0o644)
	hard := filepath.Join(dir, "hard.ptx")
	if err := os.Link(in, hard); err != nil {
		t.Skip(err)
	}
	for _, out := range []string{in, filepath.Join(dir, ".", "k.ptx"), hard} {
		if err := CheckNotInput(out, "-", in); !errors.Is(err, ErrSameAsInput) {
			t.Errorf("%s: %v, want ErrSameAsInput", out, err)
		}
	}
	for _, out := range []string{filepath.Join(dir, "k.o"), "-", ""} {
		if err := CheckNotInput(out, in); err != nil {
			t.Errorf("%s: %v", out, err)
		}
	}
	if err := CheckNotInput(os.DevNull, os.DevNull); err != nil {
		t.Errorf("/dev/null in and out: %v", err)
	}
}
