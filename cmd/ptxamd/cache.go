package main

import (
	"fmt"
	"io"

	"github.com/ptxamd/ptxamd/amdgpu/codeobj"
)

func init() {
	register(&command{name: "cache", summary: "show or clear the translation cache (info, clear)",
		usage: "info|clear", run: runCache})
}

// runCache: `ptxamd cache info` prints where the cache is and how big;
// `ptxamd cache clear` empties it. PTXAMD_CACHE_DIR moves it.
func runCache(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("cache", stdout)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usagef("expected info or clear")
	}
	c, err := codeobj.OpenCache("")
	if err != nil {
		return err
	}
	switch fs.Arg(0) {
	case "info":
		info, err := c.Info()
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "cache: %s\nentries: %d\nsize: %d bytes\n", info.Dir, info.Entries, info.Bytes)
	case "clear":
		if err := c.Clear(); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "cache cleared: %s\n", c.Dir())
	default:
		return usagef("unknown cache action %q (want info or clear)", fs.Arg(0))
	}
	return nil
}
