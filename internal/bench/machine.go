package bench

import (
	"bufio"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
)

// Machine describes where a report was measured.
type Machine struct {
	CPU        string `json:"cpu"`
	Cores      int    `json:"cores"`
	GOMAXPROCS int    `json:"gomaxprocs"`
	OS         string `json:"os"`
	Go         string `json:"go"`
	LLC        string `json:"llc"`
	LLVMMCA    string `json:"llvm_mca,omitempty"`
	Comgr      string `json:"comgr,omitempty"`
	Date       string `json:"date"`
}

// DescribeMachine reads the CPU model from /proc/cpuinfo (Linux) and asks
// the tools for their versions.
func DescribeMachine(tl *tools) Machine {
	m := Machine{CPU: cpuModel(), Cores: runtime.NumCPU(), GOMAXPROCS: runtime.GOMAXPROCS(0),
		OS: runtime.GOOS + "/" + runtime.GOARCH, Go: runtime.Version(), Date: time.Now().UTC().Format("2006-01-02")}
	llc, lld, _ := tl.llc.Tools()
	m.LLC = llc + " (" + toolVersion(llc) + "), " + lld
	if tl.mca != "" {
		m.LLVMMCA = tl.mca + " (" + toolVersion(tl.mca) + ")"
	}
	if tl.comgr != nil {
		if path, major, minor, err := tl.comgr.Library(); err == nil {
			m.Comgr = path + " (comgr " + itoa(major) + "." + itoa(minor) + ")"
		}
	} else if path, major, minor, err := codeobj.NewComgr().Library(); err == nil {
		m.Comgr = path + " (comgr " + itoa(major) + "." + itoa(minor) + "; not used)"
	}
	return m
}

func itoa(n int) string { return strconv.Itoa(n) }

func cpuModel() string {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return runtime.GOARCH
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if k, v, ok := strings.Cut(sc.Text(), ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return runtime.GOARCH
}

// toolVersion is the line of `tool --version` that names the LLVM version.
func toolVersion(tool string) string {
	out, err := exec.Command(tool, "--version").Output()
	if err != nil {
		return "unknown version"
	}
	for l := range strings.Lines(string(out)) {
		if strings.Contains(l, "version") {
			return strings.TrimSpace(l)
		}
	}
	return firstLine(string(out))
}
