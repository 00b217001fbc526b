package amdgpu

// SetMaxIRInsts sets the module size bound for a test and returns the
// function that restores it.
func SetMaxIRInsts(n int) (restore func()) {
	old := maxIRInsts
	maxIRInsts = n
	return func() { maxIRInsts = old }
}
