package codeobj

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/ptxamd/ptxamd/amdgpu/target"
)

// EnvCacheDir overrides the cache directory.
const EnvCacheDir = "PTXAMD_CACHE_DIR"

// Cache is an on-disk store of build outputs, shared by concurrent
// goroutines and processes.
//
// Each entry is one file, dir/v1/<2 hex>/<64 hex>.entry, holding a header
// (magic, payload length, SHA-256 of the payload) and the payload. Put
// writes a temporary file in the same directory and renames it over the
// entry, so a reader sees either no entry or a whole one; Get verifies the
// length and checksum and removes an entry that fails (a truncated or
// corrupted file), reporting a miss so the caller rebuilds.
//
// An entry that is not a regular file (a directory or a device someone put
// in its place) or that cannot be read is reported through OnProblem and
// moved aside and removed, so that the next Put can store the entry again:
// a broken entry must not turn every later build into a silent miss.
type Cache struct {
	dir string // .../v1

	// OnProblem, when set, hears of every entry the cache found broken
	// and dropped, and of every Put that failed (the build goes on
	// without the cache). It may be called from several goroutines.
	OnProblem func(err error)
}

func (c *Cache) problem(err error) {
	if c.OnProblem != nil {
		c.OnProblem(fmt.Errorf("codeobj: cache: %w", err))
	}
}

// discard removes the broken entry at p. A regular file is removed; any
// other kind of file (a directory, a FIFO) is first renamed aside, so
// that a concurrent Put never finds it half-removed, then removed with
// its contents (os.RemoveAll does not follow symbolic links out of the
// cache).
func (c *Cache) discard(p string) error {
	fi, err := os.Lstat(p)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		return err
	}
	if fi.Mode().IsRegular() || fi.Mode()&fs.ModeSymlink != 0 {
		if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		return nil
	}
	aside, err := os.MkdirTemp(filepath.Dir(p), ".bad-*")
	if err != nil {
		return err
	}
	defer os.RemoveAll(aside)
	if err := os.Rename(p, filepath.Join(aside, "entry")); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// cacheLayout versions the directory layout and entry format.
const cacheLayout = "v1"

var cacheMagic = []byte("PTXAMDC1")

const cacheHeaderSize = 8 + 8 + sha256.Size

// DefaultCacheDir returns EnvCacheDir, or os.UserCacheDir()/ptxamd.
func DefaultCacheDir() (string, error) {
	if d := os.Getenv(EnvCacheDir); d != "" {
		return d, nil
	}
	d, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("codeobj: cache: %w (set %s)", err, EnvCacheDir)
	}
	return filepath.Join(d, "ptxamd"), nil
}

// OpenCache opens (creating) the cache in dir, or in DefaultCacheDir when
// dir is empty.
func OpenCache(dir string) (*Cache, error) {
	if dir == "" {
		var err error
		if dir, err = DefaultCacheDir(); err != nil {
			return nil, err
		}
	}
	d := filepath.Join(dir, cacheLayout)
	if err := os.MkdirAll(d, 0o755); err != nil {
		return nil, fmt.Errorf("codeobj: cache: %w", err)
	}
	return &Cache{dir: d}, nil
}

// Dir returns the cache's root directory (the one given to OpenCache).
func (c *Cache) Dir() string { return filepath.Dir(c.dir) }

// Key identifies an entry.
type Key [sha256.Size]byte

func (k Key) String() string { return hex.EncodeToString(k[:]) }

// KeyParts is everything a build's output depends on.
type KeyParts struct {
	Input       []byte // PTX or LLVM IR text
	Options     string // options that change the output, in a stable spelling
	Target      string // target ID, "gfx90a:xnack-"
	WarpMode    string // "wave32", "paired", ... (empty for IR-level keys)
	Builder     string // builder name
	ToolVersion string // builder's tool version string
}

// Key hashes the parts, each length-prefixed so no two differ only in
// where one field ends.
func (p KeyParts) Key() Key {
	h := sha256.New()
	field := func(b []byte) {
		var n [8]byte
		binary.LittleEndian.PutUint64(n[:], uint64(len(b)))
		h.Write(n[:])
		h.Write(b)
	}
	field([]byte("ptxamd-cache-" + cacheLayout))
	field(p.Input)
	for _, s := range []string{p.Options, p.Target, p.WarpMode, p.Builder, p.ToolVersion} {
		field([]byte(s))
	}
	var k Key
	h.Sum(k[:0])
	return k
}

func (c *Cache) path(k Key) string {
	s := k.String()
	return filepath.Join(c.dir, s[:2], s+".entry")
}

// Get returns the entry's payload. A missing, truncated or corrupted entry
// is a miss; a bad one is removed.
func (c *Cache) Get(k Key) ([]byte, bool) {
	p := c.path(k)
	b, err := os.ReadFile(p)
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			if derr := c.discard(p); derr != nil {
				c.problem(fmt.Errorf("entry %s is unreadable (%v) and could not be removed: %w", p, err, derr))
			} else {
				c.problem(fmt.Errorf("entry %s was unreadable (%v); removed, the build is redone", p, err))
			}
		}
		return nil, false
	}
	payload, ok := decodeEntry(b)
	if !ok {
		os.Remove(p)
		return nil, false
	}
	return payload, true
}

func decodeEntry(b []byte) ([]byte, bool) {
	if len(b) < cacheHeaderSize || !bytes.Equal(b[:8], cacheMagic) {
		return nil, false
	}
	n := binary.LittleEndian.Uint64(b[8:16])
	payload := b[cacheHeaderSize:]
	if uint64(len(payload)) != n {
		return nil, false
	}
	sum := sha256.Sum256(payload)
	if !bytes.Equal(sum[:], b[16:cacheHeaderSize]) {
		return nil, false
	}
	return payload, true
}

// Put stores payload under k, atomically.
func (c *Cache) Put(k Key, payload []byte) error {
	p := c.path(k)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return fmt.Errorf("codeobj: cache: %w", err)
	}
	f, err := os.CreateTemp(filepath.Dir(p), ".tmp-*")
	if err != nil {
		return fmt.Errorf("codeobj: cache: %w", err)
	}
	var hdr [cacheHeaderSize]byte
	copy(hdr[:], cacheMagic)
	binary.LittleEndian.PutUint64(hdr[8:], uint64(len(payload)))
	sum := sha256.Sum256(payload)
	copy(hdr[16:], sum[:])
	_, err = f.Write(hdr[:])
	if err == nil {
		_, err = f.Write(payload)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(f.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(f.Name(), p)
		if err != nil && c.discard(p) == nil {
			// Something that is not an entry (a directory) stood in the
			// way: it is gone now.
			err = os.Rename(f.Name(), p)
		}
	}
	if err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("codeobj: cache: %w", err)
	}
	return nil
}

// CacheInfo describes a cache's contents.
type CacheInfo struct {
	Dir     string
	Entries int
	Bytes   int64
}

// Info counts the entries and their bytes.
func (c *Cache) Info() (CacheInfo, error) {
	info := CacheInfo{Dir: c.Dir()}
	err := filepath.WalkDir(c.dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil
			}
			return err
		}
		if d.Type().IsRegular() && strings.HasSuffix(p, ".entry") {
			if fi, err := d.Info(); err == nil {
				info.Entries++
				info.Bytes += fi.Size()
			}
		}
		return nil
	})
	if err != nil {
		return info, fmt.Errorf("codeobj: cache: %w", err)
	}
	return info, nil
}

// Clear removes every entry (and stray temporary files); the directory stays.
func (c *Cache) Clear() error {
	subs, err := os.ReadDir(c.dir)
	if err != nil {
		return fmt.Errorf("codeobj: cache: %w", err)
	}
	var errs []error
	for _, s := range subs {
		if s.IsDir() && len(s.Name()) == 2 {
			if err := os.RemoveAll(filepath.Join(c.dir, s.Name())); err != nil {
				errs = append(errs, err)
			}
		}
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("codeobj: cache: %w", err)
	}
	return nil
}

// CachedBuilder is a Builder whose outputs go through a Cache.
type CachedBuilder struct {
	Builder Builder
	Cache   *Cache
}

// Cached wraps b with cache c. Entries are keyed by the IR, the options,
// the target ID, the builder's name and its ToolVersion; a builder that is
// not Versioned is not cached (its outputs pass through).
func Cached(b Builder, c *Cache) *CachedBuilder { return &CachedBuilder{Builder: b, Cache: c} }

func (cb *CachedBuilder) Name() string                     { return cb.Builder.Name() }
func (cb *CachedBuilder) Available(t *target.Target) error { return cb.Builder.Available(t) }

func (cb *CachedBuilder) ToolVersion(t *target.Target) (string, error) {
	v, ok := cb.Builder.(Versioned)
	if !ok {
		return "", fmt.Errorf("codeobj: builder %s has no tool version", cb.Builder.Name())
	}
	return v.ToolVersion(t)
}

// Key returns the cache key of req, or false when req cannot be cached.
func (cb *CachedBuilder) Key(req Request) (Key, bool) {
	v, ok := cb.Builder.(Versioned)
	if !ok || req.Target == nil {
		return Key{}, false
	}
	ver, err := v.ToolVersion(req.Target)
	if err != nil {
		return Key{}, false
	}
	wave, _ := req.Target.ResolveWaveSize(req.WaveSize)
	return KeyParts{
		Input:       req.IR,
		Options:     fmt.Sprintf("-O%d wave%d emit=%s", req.optLevel(), wave, req.Emit),
		Target:      req.Target.ID(),
		Builder:     cb.Builder.Name(),
		ToolVersion: ver,
	}.Key(), true
}

func (cb *CachedBuilder) Build(ctx context.Context, req Request) (*Result, error) {
	if err := req.validate(); err != nil {
		return nil, err
	}
	key, ok := cb.Key(req)
	if ok {
		if data, hit := cb.Cache.Get(key); hit {
			res := &Result{FromCache: true}
			if req.Emit == Asm {
				res.Asm = data
			} else {
				res.HSACO = data
			}
			return res, nil
		}
	}
	res, err := cb.Builder.Build(ctx, req)
	if err != nil || !ok {
		return res, err
	}
	data := res.HSACO
	if req.Emit == Asm {
		data = res.Asm
	}
	if err := cb.Cache.Put(key, data); err != nil {
		res.Log += "ptxamd: not cached: " + err.Error() + "\n"
		if cb.Cache.OnProblem != nil {
			cb.Cache.OnProblem(fmt.Errorf("not cached: %w", err))
		}
	}
	return res, nil
}
