package main

import (
	"fmt"
	"io"
	"runtime"
	"strings"
	"text/tabwriter"

	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
	"github.com/ptxamd/ptxamd/amdgpu/target"
	"github.com/ptxamd/ptxamd/hipruntime/hip"
)

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
	fmt.Fprintln(tw, "TARGET\tFAMILY\tWAVES\tAUTO MODE\tCOMGR\tLLC")
	for _, t := range target.All() {
		waves := make([]string, len(t.WaveSizes))
		for i, w := range t.WaveSizes {
			waves[i] = fmt.Sprint(w)
		}
		mode, _, _ := resolveMode(t, "auto")
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", t.Name, t.Family, strings.Join(waves, ","), mode,
			availability(comgr, t), availability(llc, t))
	}
	return tw.Flush()
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
	fmt.Fprintf(stdout, "ptxamd %s (%s, %s/%s)\n", version, runtime.Version(), runtime.GOOS, runtime.GOARCH)
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
