package codeobj

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/ptxamd/ptxamd/amdgpu/target"
)

// envCacheChild names a cache directory a re-executed test binary hammers.
const envCacheChild = "PTXAMD_TEST_CACHE_CHILD"

// payloadFor is the deterministic payload stored under key i.
func payloadFor(i int) []byte {
	return bytes.Repeat([]byte(fmt.Sprintf("entry %d;", i)), 200+i)
}

func keyFor(i int) Key {
	return KeyParts{Input: []byte(fmt.Sprint(i)), Target: "gfx90a", Builder: "test", ToolVersion: "1"}.Key()
}

// hammer puts and gets keys 0..n-1 rounds times; every hit must be whole.
func hammer(c *Cache, n, rounds, seed int) error {
	for r := 0; r < rounds; r++ {
		for j := 0; j < n; j++ {
			i := (j*7 + seed + r) % n
			if got, ok := c.Get(keyFor(i)); ok && !bytes.Equal(got, payloadFor(i)) {
				return fmt.Errorf("key %d: wrong payload (%d bytes)", i, len(got))
			}
			if err := c.Put(keyFor(i), payloadFor(i)); err != nil {
				return err
			}
		}
	}
	return nil
}

// cacheChild is the body of a re-executed test binary.
func cacheChild(dir string) int {
	c, err := OpenCache(dir)
	if err == nil {
		err = hammer(c, 16, 20, os.Getpid())
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

func TestCachePutGet(t *testing.T) {
	c, err := OpenCache(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	k := keyFor(1)
	if _, ok := c.Get(k); ok {
		t.Fatal("hit in an empty cache")
	}
	if err := c.Put(k, payloadFor(1)); err != nil {
		t.Fatal(err)
	}
	if got, ok := c.Get(k); !ok || !bytes.Equal(got, payloadFor(1)) {
		t.Fatal("miss after Put")
	}
	info, err := c.Info()
	if err != nil || info.Entries != 1 || info.Bytes != int64(len(payloadFor(1))+cacheHeaderSize) {
		t.Fatalf("Info = %+v, %v", info, err)
	}
	if err := c.Clear(); err != nil {
		t.Fatal(err)
	}
	if info, _ := c.Info(); info.Entries != 0 {
		t.Fatalf("after Clear: %+v", info)
	}
}

func TestCacheEnvDir(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(EnvCacheDir, dir)
	c, err := OpenCache("")
	if err != nil || c.Dir() != dir {
		t.Fatalf("Dir = %q, %v; want %q", c.Dir(), err, dir)
	}
}

func TestCacheKeyParts(t *testing.T) {
	base := KeyParts{Input: []byte("ir"), Options: "-O3", Target: "gfx90a", WarpMode: "paired", Builder: "llc", ToolVersion: "19.1.7"}
	variants := []KeyParts{base, base, base, base, base, base}
	variants[0].Input = []byte("ir2")
	variants[1].Options = "-O2"
	variants[2].Target = "gfx90a:xnack-"
	variants[3].WarpMode = "single"
	variants[4].Builder = "comgr"
	variants[5].ToolVersion = "19.1.8"
	for i, v := range variants {
		if v.Key() == base.Key() {
			t.Errorf("variant %d has the same key", i)
		}
	}
	// Field boundaries matter.
	a := KeyParts{Options: "ab", Target: "c"}
	b := KeyParts{Options: "a", Target: "bc"}
	if a.Key() == b.Key() {
		t.Error("keys ignore field boundaries")
	}
}

func TestCacheCorruptEntry(t *testing.T) {
	c, _ := OpenCache(t.TempDir())
	k := keyFor(2)
	for name, damage := range map[string]func([]byte) []byte{
		"truncated": func(b []byte) []byte { return b[:len(b)-10] },
		"header":    func(b []byte) []byte { return b[:5] },
		"flipped":   func(b []byte) []byte { b[len(b)-1] ^= 1; return b },
		"empty":     func([]byte) []byte { return nil },
	} {
		if err := c.Put(k, payloadFor(2)); err != nil {
			t.Fatal(err)
		}
		b, _ := os.ReadFile(c.path(k))
		os.WriteFile(c.path(k), damage(b), 0o644)
		if _, ok := c.Get(k); ok {
			t.Errorf("%s: hit on a damaged entry", name)
		}
		if _, err := os.Stat(c.path(k)); !os.IsNotExist(err) {
			t.Errorf("%s: damaged entry not removed", name)
		}
	}
}

func TestCacheConcurrentGoroutines(t *testing.T) {
	c, _ := OpenCache(t.TempDir())
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- hammer(c, 16, 10, g)
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	if info, _ := c.Info(); info.Entries != 16 {
		t.Errorf("entries %d, want 16 (stray temporary files?)", info.Entries)
	}
}

func TestCacheConcurrentProcesses(t *testing.T) {
	dir := t.TempDir()
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	var cmds []*exec.Cmd
	var outs []*bytes.Buffer
	for i := 0; i < 2; i++ {
		cmd := exec.Command(exe, "-test.run=^$")
		cmd.Env = append(os.Environ(), envCacheChild+"="+dir)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds, outs = append(cmds, cmd), append(outs, &out)
	}
	c, _ := OpenCache(dir)
	if err := hammer(c, 16, 20, 3); err != nil { // and this process too
		t.Error(err)
	}
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Errorf("child %d: %v\n%s", i, err, outs[i])
		}
	}
	if info, _ := c.Info(); info.Entries != 16 {
		t.Errorf("entries %d, want 16", info.Entries)
	}
}

// fakeBuilder counts builds; its tool version can be changed.
type fakeBuilder struct {
	builds  atomic.Int32
	version string
}

func (f *fakeBuilder) Name() string                               { return "fake" }
func (f *fakeBuilder) Available(*target.Target) error             { return nil }
func (f *fakeBuilder) ToolVersion(*target.Target) (string, error) { return f.version, nil }
func (f *fakeBuilder) Build(_ context.Context, req Request) (*Result, error) {
	f.builds.Add(1)
	return &Result{HSACO: append([]byte("hsaco:"), req.IR...)}, nil
}

func TestCachedBuilder(t *testing.T) {
	c, _ := OpenCache(t.TempDir())
	fb := &fakeBuilder{version: "v1"}
	cb := Cached(fb, c)
	req := Request{IR: []byte("ir"), Target: mustTarget(t, "gfx90a")}
	build := func(wantBuilds int32, wantCached bool) {
		t.Helper()
		res, err := cb.Build(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		if string(res.HSACO) != "hsaco:ir" || res.FromCache != wantCached || fb.builds.Load() != wantBuilds {
			t.Fatalf("result %q cached=%v builds=%d; want cached=%v builds=%d",
				res.HSACO, res.FromCache, fb.builds.Load(), wantCached, wantBuilds)
		}
	}
	build(1, false)
	build(1, true)
	// A truncated entry is detected and rebuilt.
	k, _ := cb.Key(req)
	b, _ := os.ReadFile(c.path(k))
	os.WriteFile(c.path(k), b[:len(b)/2], 0o644)
	build(2, false)
	build(2, true)
	// A new tool version misses.
	fb.version = "v2"
	build(3, false)
	build(3, true)
	// So do other options and targets.
	req.OptLevel = 2
	build(4, false)
	req.Target = mustTarget(t, "gfx90a:xnack-")
	build(5, false)
}

// BenchmarkBuildCold builds the test kernel with llc every time.
func BenchmarkBuildCold(b *testing.B) {
	l := NewLLC()
	tg := mustTarget(b, "gfx90a")
	skipUnless(b, l.Available(tg))
	req := Request{IR: kernelIR("+wavefrontsize64"), Target: tg}
	for b.Loop() {
		if _, err := l.Build(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCacheHit serves the same build from the cache (target: < 2 ms).
func BenchmarkCacheHit(b *testing.B) {
	l := NewLLC()
	tg := mustTarget(b, "gfx90a")
	skipUnless(b, l.Available(tg))
	c, _ := OpenCache(b.TempDir())
	cb := Cached(l, c)
	req := Request{IR: kernelIR("+wavefrontsize64"), Target: tg}
	if _, err := cb.Build(context.Background(), req); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		res, err := cb.Build(context.Background(), req)
		if err != nil || !res.FromCache {
			b.Fatal("miss", err)
		}
	}
}

// TestCacheEntryIsDirectory: an entry replaced by a directory (with files
// in it) is reported, removed, and the next build is stored and hit again
// instead of missing silently forever.
func TestCacheEntryIsDirectory(t *testing.T) {
	c, _ := OpenCache(t.TempDir())
	var problems []error
	var mu sync.Mutex
	c.OnProblem = func(err error) { mu.Lock(); problems = append(problems, err); mu.Unlock() }
	fb := &fakeBuilder{version: "v1"}
	cb := Cached(fb, c)
	req := Request{IR: []byte("ir"), Target: mustTarget(t, "gfx90a")}
	k, _ := cb.Key(req)
	p := c.path(k)
	if err := os.MkdirAll(p+"/inner", 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(p+"/inner/f", []byte("x"), 0o644)
	for i, wantCached := range []bool{false, true, true} {
		res, err := cb.Build(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		if res.FromCache != wantCached {
			t.Fatalf("build %d: cached=%v, want %v (log %q)", i, res.FromCache, wantCached, res.Log)
		}
	}
	if len(problems) != 1 || !bytes.Contains([]byte(problems[0].Error()), []byte("is a directory")) {
		t.Errorf("problems reported: %v", problems)
	}
	if fi, err := os.Stat(p); err != nil || !fi.Mode().IsRegular() {
		t.Errorf("entry: %v, %v", fi, err)
	}
	ents, _ := os.ReadDir(filepath.Dir(p))
	if len(ents) != 1 {
		t.Errorf("left in the entry's directory: %v", ents)
	}
	// Put alone (no Get before it) replaces a directory too.
	k2 := keyFor(9)
	os.MkdirAll(c.path(k2), 0o755)
	if err := c.Put(k2, payloadFor(9)); err != nil {
		t.Fatal(err)
	}
	if got, ok := c.Get(k2); !ok || !bytes.Equal(got, payloadFor(9)) {
		t.Errorf("Put over a directory: hit %v", ok)
	}
}
