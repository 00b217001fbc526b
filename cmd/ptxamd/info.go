package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"strings"
	"text/tabwriter"

	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/hipruntime/hip"
	"github.com/ptxamd/ptxamd/internal/rocm"
)

// buildVersion is the version set at link time, or, for a binary built by
// `go install module@version`, the module version Go recorded in it.
func buildVersion() string {
	if version != devVersion {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return version
}

func init() {
	register(&command{name: "targets", summary: "list the AMD GPU targets, their wave sizes and which builders here can build each",
		usage: "", run: runTargets})
	register(&command{name: "version", summary: "print the version of ptxamd and of the tools it builds with", usage: "", run: runVersion})
	register(&command{name: "devices", summary: "list the devices kernels can run on (HIP GPUs and the emulator)", usage: "", run: runDevices})
}

func runTargets(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("targets", stdout)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	comgr, _ := codeobj.ByName("comgr")
	llc, _ := codeobj.ByName("llc")
	tw := tabwriter.NewWriter(stdout, 0, 8, 2, ' ', 0)
	fmt.Fprintln(tw, "TARGET\tFAMILY\tWAVES\tAUTO MODE\tMATRIX\tLDS\tCOMGR\tLLC")
	for _, t := range target.All() {
		waves := make([]string, len(t.WaveSizes))
		for i, w := range t.WaveSizes {
			waves[i] = fmt.Sprint(w)
		}
		mode, _, _ := resolveMode(t, "auto")
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%d KiB\t%s\t%s\n", t.Name, t.Family, strings.Join(waves, ","), mode,
			matrixUnit(t), t.LDSBytes>>10, availability(comgr, t), availability(llc, t))
	}
	return tw.Flush()
}

// matrixUnit names the target's matrix instructions.
func matrixUnit(t *target.Target) string {
	switch {
	case t.MFMA:
		return "MFMA"
	case t.WMMA:
		return "WMMA"
	}
	return "-"
}

func availability(b codeobj.Builder, t *target.Target) string {
	if b == nil {
		return "no"
	}
	if err := b.Available(t); err != nil {
		return "no"
	}
	return "yes"
}

func runVersion(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("version", stdout)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "ptxamd %s (%s, %s/%s)\n", buildVersion(), runtime.Version(), runtime.GOOS, runtime.GOARCH)
	if roots := rocm.Roots(); len(roots) == 0 {
		fmt.Fprintf(stdout, "rocm:  none found (searched %s)\n", rocm.Searched())
	} else {
		for _, r := range roots {
			fmt.Fprintf(stdout, "rocm:  %s (from %s)\n", r.Path, r.From)
		}
	}
	t, _ := target.Lookup(DefaultArch)
	for _, name := range []string{"comgr", "llc"} {
		b, err := codeobj.ByName(name)
		if err != nil {
			continue
		}
		v := "not available"
		if vb, ok := b.(codeobj.Versioned); ok {
			if s, err := vb.ToolVersion(t); err == nil {
				v = s
			} else {
				v = "not available: " + shortReason(err)
			}
		}
		fmt.Fprintf(stdout, "%-6s %s\n", name+":", v)
	}
	p := hip.Probe()
	if p.Library == "" {
		fmt.Fprintf(stdout, "hip:   not available: %v\n", p.LibraryErr)
	} else {
		fmt.Fprintf(stdout, "hip:   %s (found through %s; runtime %s)\n", p.Library, p.LibraryFrom, hip.VersionString(p.RuntimeVersion))
	}
	return nil
}

func runDevices(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("devices", stdout)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	p := hip.Probe()
	fmt.Fprintf(stdout, "%s\n", strings.TrimRight(p.String(), "\n"))
	fmt.Fprintf(stdout, "emu: the built-in emulator (any target; --device emu)\n")
	return nil
}
