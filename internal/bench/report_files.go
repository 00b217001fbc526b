package bench

import (
	"encoding/json"
	"os"
	"path/filepath"

	"github.com/ptxamd/ptxamd/internal/outfile"
)

// writeReportFiles writes a section's report into dir as NAME.json (r,
// indented) and NAME.md (md), each file whole (a temporary file renamed
// into place), creating dir if needed.
func writeReportFiles(dir, name string, r any, md string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	js, err := json.MarshalIndent(r, "", " ")
	if err != nil {
		return err
	}
	if err := outfile.WriteFile(filepath.Join(dir, name+".json"), append(js, '\n'), 0o644); err != nil {
		return err
	}
	return outfile.WriteFile(filepath.Join(dir, name+".md"), []byte(md), 0o644)
}
