package conformance

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/ptxamd/ptxamd/internal/argspec"
	"github.com/ptxamd/ptxamd/internal/cuda"
	"github.com/ptxamd/ptxamd/internal/outfile"
)

// RunCUDA runs the case's PTX on an NVIDIA GPU (JIT through
// cuModuleLoadDataEx) and returns each buffer's contents afterwards.
func RunCUDA(c *Case, dev *cuda.Device) (map[int][]byte, error) {
	return runCUDA(c, dev, c.PTX)
}

// runCUDA runs the case from image: its PTX, or a cubin ptxas made of it.
func runCUDA(c *Case, dev *cuda.Device, image []byte) (map[int][]byte, error) {
	inputs, err := c.Inputs()
	if err != nil {
		return nil, err
	}
	mod, err := dev.LoadModule(image)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.ID, err)
	}
	defer mod.Unload()
	fn, err := mod.Function(c.Kernel)
	if err != nil {
		if mod.InfoLog != "" {
			return nil, fmt.Errorf("%s: %w (JIT log: %s)", c.ID, err, mod.InfoLog)
		}
		return nil, fmt.Errorf("%s: %w", c.ID, err)
	}
	if c.Shared > 48<<10 {
		if err := fn.SetMaxDynamicShared(c.Shared); err != nil {
			return nil, fmt.Errorf("%s: %w", c.ID, err)
		}
	}
	params := make([][]byte, len(inputs))
	ptrs := map[int]cuda.DevPtr{}
	defer func() {
		for _, p := range ptrs {
			dev.Free(p)
		}
	}()
	images := map[int]*cudaImage{}
	defer func() {
		for _, im := range images {
			im.destroy(dev)
		}
	}()
	var tmaps []int
	for i, in := range inputs {
		if c.Specs[i].TMap != nil {
			tmaps = append(tmaps, i) // after the buffers it points into
			continue
		}
		if c.Specs[i].Kind == argspec.Scalar {
			params[i] = in
			continue
		}
		if c.Specs[i].Image != nil {
			im, err := newCUDAImage(dev, c.Specs[i], in)
			if im != nil {
				images[i] = im
			}
			if err != nil {
				return nil, fmt.Errorf("%s: arg %d: %w", c.ID, i, err)
			}
			params[i] = binary.LittleEndian.AppendUint64(nil, im.handle)
			continue
		}
		p, err := dev.Alloc(len(in))
		if err != nil {
			return nil, fmt.Errorf("%s: arg %d: %w", c.ID, i, err)
		}
		ptrs[i] = p
		if err := dev.CopyToDevice(p, in); err != nil {
			return nil, fmt.Errorf("%s: arg %d: %w", c.ID, i, err)
		}
		params[i] = binary.LittleEndian.AppendUint64(nil, uint64(p))
	}
	for _, i := range tmaps {
		tm := c.Specs[i].TMap
		if err := tm.CheckRef(c.Specs); err != nil {
			return nil, fmt.Errorf("%s: arg %d: %w", c.ID, i, err)
		}
		b, err := dev.EncodeTensorMap(&tm.Map, ptrs[tm.Ref])
		if err != nil {
			return nil, fmt.Errorf("%s: arg %d: %w", c.ID, i, err)
		}
		if tm.Global {
			p, err := dev.Alloc(len(b))
			if err != nil {
				return nil, fmt.Errorf("%s: arg %d: %w", c.ID, i, err)
			}
			ptrs[-1-i] = p // freed with the buffers, not read back
			if err := dev.CopyToDevice(p, b); err != nil {
				return nil, fmt.Errorf("%s: arg %d: %w", c.ID, i, err)
			}
			b = binary.LittleEndian.AppendUint64(nil, uint64(p))
		}
		params[i] = b
	}
	dim := func(d [3]int) cuda.Dim3 { return cuda.Dim3{uint32(d[0]), uint32(d[1]), uint32(d[2])} }
	if c.Cluster != [3]int{} {
		err = dev.LaunchCluster(fn, dim(c.Grid), dim(c.Block), dim(c.Cluster), c.Shared, params)
	} else {
		err = dev.Launch(fn, dim(c.Grid), dim(c.Block), c.Shared, params)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.ID, err)
	}
	if err := dev.Synchronize(); err != nil {
		return nil, fmt.Errorf("%s: %w", c.ID, err)
	}
	out := map[int][]byte{}
	for i, p := range ptrs {
		if i < 0 {
			continue // a tensor map's global copy
		}
		b := make([]byte, len(inputs[i]))
		if err := dev.CopyFromDevice(b, p); err != nil {
			return nil, fmt.Errorf("%s: arg %d: %w", c.ID, i, err)
		}
		out[i] = b
	}
	for i, im := range images {
		b := make([]byte, len(inputs[i]))
		if err := im.read(dev, b); err != nil {
			return nil, fmt.Errorf("%s: arg %d: %w", c.ID, i, err)
		}
		out[i] = b
	}
	return out, nil
}

// cudaImage is a texture or surface argument on an NVIDIA GPU: a CUDA
// array (or, for geometry lin, linear memory) and the object over it.
type cudaImage struct {
	arr     *cuda.Array
	mip     *cuda.MipmappedArray
	levels  []*cuda.Array
	lin     cuda.DevPtr
	handle  uint64
	surface bool
}

func newCUDAImage(dev *cuda.Device, s argspec.Spec, data []byte) (*cudaImage, error) {
	img := s.Image
	format := map[argspec.Type]int{argspec.U8: cuda.FormatU8, argspec.U16: cuda.FormatU16, argspec.U32: cuda.FormatU32,
		argspec.S8: cuda.FormatS8, argspec.S16: cuda.FormatS16, argspec.S32: cuda.FormatS32,
		argspec.F16: cuda.FormatF16, argspec.F32: cuda.FormatF32}[s.Type]
	td := cuda.TexDesc{Addr: img.Addr, Linear: img.Linear, MipLinear: img.MipLinear, LodBias: img.LodBias, MinLod: img.MinLod, MaxLod: img.MaxLod}
	if img.ReadInt {
		td.Flags |= cuda.TexReadAsInteger
	}
	if img.Norm {
		td.Flags |= cuda.TexNormalized
	}
	im := &cudaImage{surface: img.Surface}
	if img.Geom == "lin" {
		p, err := dev.Alloc(len(data))
		if err != nil {
			return nil, err
		}
		im.lin = p
		if err := dev.CopyToDevice(p, data); err != nil {
			return im, err
		}
		im.handle, err = dev.LinearTexture(p, len(data), format, img.Channels, td)
		return im, err
	}
	ad := cuda.ArrayDesc{Width: img.Width, Format: format, Channels: img.Channels, TexelBytes: img.Channels * s.Type.Size()}
	switch img.Geom {
	case "2d":
		ad.Height = img.Height
		if !img.Surface && img.Levels == 1 {
			ad.Flags |= cuda.ArrayTextureGather
		}
	case "3d":
		ad.Height, ad.Depth = img.Height, img.Depth
	case "a1d":
		ad.Depth, ad.Flags = img.Layers, cuda.ArrayLayered
	case "a2d":
		ad.Height, ad.Depth, ad.Flags = img.Height, img.Layers, cuda.ArrayLayered
	case "cube":
		ad.Height, ad.Depth, ad.Flags = img.Height, 6, cuda.ArrayCubemap
	case "acube":
		ad.Height, ad.Depth, ad.Flags = img.Height, img.Layers, cuda.ArrayCubemap|cuda.ArrayLayered
	}
	if img.Surface {
		ad.Flags |= cuda.ArraySurfaceLdSt
	}
	if img.Levels > 1 {
		return newCUDAMipmapped(dev, img, ad, td, data)
	}
	arr, err := dev.NewArray(ad)
	if err != nil {
		return nil, err
	}
	im.arr = arr
	if err := arr.Upload(data); err != nil {
		return im, err
	}
	if img.Surface {
		im.handle, err = dev.ArraySurface(arr)
	} else {
		im.handle, err = dev.ArrayTexture(arr, td)
	}
	return im, err
}

// newCUDAMipmapped makes a mipmapped array (level 0 described by ad), its
// levels uploaded from data one after the other, and a texture object.
func newCUDAMipmapped(dev *cuda.Device, img *argspec.Image, ad cuda.ArrayDesc, td cuda.TexDesc, data []byte) (*cudaImage, error) {
	m, err := dev.NewMipmappedArray(ad, img.Levels)
	if err != nil {
		return nil, err
	}
	im := &cudaImage{mip: m}
	off := 0
	for l := 0; l < img.Levels; l++ {
		a, err := m.Level(l)
		if err != nil {
			return im, err
		}
		im.levels = append(im.levels, a)
		n := img.LevelTexels(l) * ad.TexelBytes
		if err := a.Upload(data[off : off+n]); err != nil {
			return im, fmt.Errorf("level %d: %w", l, err)
		}
		off += n
	}
	im.handle, err = dev.MipmappedTexture(m, td)
	return im, err
}

func (im *cudaImage) read(dev *cuda.Device, b []byte) error {
	if im.mip != nil {
		off := 0
		for _, a := range im.levels {
			n := a.Bytes()
			if err := a.Download(b[off : off+n]); err != nil {
				return err
			}
			off += n
		}
		return nil
	}
	if im.arr == nil {
		return dev.CopyFromDevice(b, im.lin)
	}
	return im.arr.Download(b)
}

func (im *cudaImage) destroy(dev *cuda.Device) {
	if im.handle != 0 {
		if im.surface {
			dev.DestroySurface(im.handle)
		} else {
			dev.DestroyTexture(im.handle)
		}
	}
	if im.arr != nil {
		im.arr.Destroy()
	}
	if im.mip != nil {
		im.mip.Destroy()
	}
	if im.lin != 0 {
		dev.Free(im.lin)
	}
}

// Record runs the case on an NVIDIA GPU and writes every buffer's output to
// expected/argN.bin and the provenance to expected.json, replacing an
// earlier recording.
func Record(c *Case, dev *cuda.Device) error {
	return recordWith(c, dev, RecordOptions{})
}

// RecordOptions changes how cases are recorded.
type RecordOptions struct {
	// Ptxas, when set, is the path of NVIDIA's ptxas: each case's PTX is
	// compiled offline for the device (ptxas -arch=sm_XY) and the cubin
	// loaded, instead of JIT compilation by the driver. Some forms the
	// driver's JIT refuses (suq, most txq queries on texture objects with
	// driver 580) compile and run that way.
	Ptxas string
}

func recordWith(c *Case, dev *cuda.Device, opts RecordOptions) error {
	image, recorder := c.PTX, "conformance.Record: CUDA driver API, PTX JIT by cuModuleLoadDataEx"
	if opts.Ptxas != "" {
		major, minor := dev.ComputeCapability()
		cubin, err := ptxasCompile(opts.Ptxas, c.PTX, fmt.Sprintf("sm_%d%d", major, minor))
		if err != nil {
			return fmt.Errorf("%s: %w", c.ID, err)
		}
		image = cubin
		recorder = fmt.Sprintf("conformance.Record: CUDA driver API, cubin by %s -arch=sm_%d%d, loaded by cuModuleLoadDataEx", ptxasVersion(opts.Ptxas), major, minor)
	}
	out, err := runCUDA(c, dev, image)
	if err != nil {
		return err
	}
	major, minor := dev.ComputeCapability()
	ef := expectedFile{
		Provenance: Provenance{
			GPU:               dev.Name(),
			ComputeCapability: fmt.Sprintf("%d.%d", major, minor),
			DriverVersion:     nvidiaDriverVersion(),
			CUDAVersion:       dev.CUDAVersion(),
			CUDADriverAPI:     dev.DriverVersion(),
			Date:              time.Now().UTC().Format(time.RFC3339),
			PtxamdVersion:     Version(),
			Recorder:          recorder,
		},
		Outputs: map[string]outputFile{},
	}
	dir := filepath.Join(c.Dir, "expected")
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for i, b := range out {
		name := fmt.Sprintf("expected/arg%d.bin", i)
		if err := outfile.WriteFile(filepath.Join(c.Dir, name), b, 0o644); err != nil {
			return err
		}
		sum := sha256.Sum256(b)
		ef.Outputs[strconv.Itoa(i)] = outputFile{File: name, Bytes: len(b), SHA256: hex.EncodeToString(sum[:])}
	}
	data, err := json.MarshalIndent(ef, "", "  ")
	if err != nil {
		return err
	}
	if err := outfile.WriteFile(filepath.Join(c.Dir, "expected.json"), append(data, '\n'), 0o644); err != nil {
		return err
	}
	c.Expected, c.Provenance = out, &ef.Provenance
	return nil
}

// RecordAll records every case under roots on device 0 and logs one line
// per case (with a summary of each output buffer) to logw. It goes on after
// a failing case and returns all failures joined.
func RecordAll(roots []string, logw io.Writer) error {
	return RecordShard(roots, Shard{}, logw)
}

// RecordShard is RecordAll for one shard of the cases.
func RecordShard(roots []string, shard Shard, logw io.Writer) error {
	return RecordShardWith(roots, shard, RecordOptions{}, logw)
}

// RecordShardWith is RecordShard with options.
func RecordShardWith(roots []string, shard Shard, opts RecordOptions, logw io.Writer) error {
	cases, err := Discover(roots...)
	if err != nil {
		return err
	}
	cases = shard.Select(cases)
	dev, err := cuda.Open()
	if err != nil {
		return err
	}
	defer dev.Close()
	major, minor := dev.ComputeCapability()
	fmt.Fprintf(logw, "recording %d cases on %s (compute capability %d.%d, CUDA %s, driver %s)\n",
		len(cases), dev.Name(), major, minor, dev.CUDAVersion(), nvidiaDriverVersion())
	var errs []error
	for _, c := range cases {
		if err := recordWith(c, dev, opts); err != nil {
			fmt.Fprintf(logw, "FAIL %s: %v\n", c.ID, err)
			errs = append(errs, err)
			continue
		}
		fmt.Fprintf(logw, "ok   %s\n", c.ID)
		for _, i := range c.Buffers() {
			fmt.Fprintf(logw, "     arg%d %s\n", i, argspec.Summary(c.Specs[i].Type, c.Expected[i], 8))
		}
	}
	fmt.Fprintf(logw, "%d recorded, %d failed\n", len(cases)-len(errs), len(errs))
	return errors.Join(errs...)
}

// ptxasCompile compiles ptx with ptxas for arch into a cubin.
func ptxasCompile(ptxas string, ptx []byte, arch string) ([]byte, error) {
	dir, err := os.MkdirTemp("", "ptxamd-record")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	src, obj := filepath.Join(dir, "case.ptx"), filepath.Join(dir, "case.cubin")
	if err := os.WriteFile(src, ptx, 0o644); err != nil {
		return nil, err
	}
	out, err := exec.Command(ptxas, "-arch="+arch, src, "-o", obj).CombinedOutput()
	if err != nil {
		return nil, fmt.Errorf("ptxas: %v: %s", err, out)
	}
	return os.ReadFile(obj)
}

// ptxasVersion is the last line of ptxas --version (its build), or
// "ptxas".
func ptxasVersion(ptxas string) string {
	out, err := exec.Command(ptxas, "--version").Output()
	if err != nil {
		return "ptxas"
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	return "ptxas (" + strings.TrimSpace(lines[len(lines)-1]) + ")"
}

var driverVersionRE = regexp.MustCompile(`Kernel Module(?: for [^ ]+)?\s+([0-9][0-9.]+)`)

// nvidiaDriverVersion reads the NVIDIA kernel driver's version from /proc or
// /sys; "unknown" where neither says.
func nvidiaDriverVersion() string {
	if b, err := os.ReadFile("/proc/driver/nvidia/version"); err == nil {
		if m := driverVersionRE.FindSubmatch(b); m != nil {
			return string(m[1])
		}
	}
	if b, err := os.ReadFile("/sys/module/nvidia/version"); err == nil {
		if v := string(b); len(v) > 0 {
			return regexp.MustCompile(`\s+`).ReplaceAllString(v, "")
		}
	}
	return "unknown"
}

// Version describes the running ptxamd build: module version and VCS
// revision, "+dirty" when the tree had changes.
func Version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	v := bi.Main.Version
	var rev, dirty string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = "+dirty"
			}
		}
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if rev != "" {
		v += " " + rev + dirty
	}
	return v
}
