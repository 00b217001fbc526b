package hip

import (
	"fmt"
	"runtime"
	"sync"
)

// The HIP thread: one goroutine locked to one OS thread runs every HIP call,
// so HIP's per-thread state (current device, last error) is the same for all
// callers.
var (
	threadOnce sync.Once
	threadCh   chan func()
	// curDevice is the device last made current with hipSetDevice; only the
	// HIP thread reads or writes it.
	curDevice = -1
)

func startThread() {
	threadCh = make(chan func())
	go func() {
		runtime.LockOSThread() // never unlocked: the thread belongs to HIP
		for f := range threadCh {
			f()
		}
	}()
}

// onThread runs f on the HIP thread and waits for it. A panic in f is
// carried back and re-raised on the caller's goroutine.
func onThread(f func()) {
	threadOnce.Do(startThread)
	done := make(chan any, 1)
	threadCh <- func() {
		defer func() { done <- recover() }()
		f()
	}
	if p := <-done; p != nil {
		panic(fmt.Sprintf("hip: panic on the HIP thread: %v", p))
	}
}

// onDevice runs f on the HIP thread with device dev current.
func (l *library) onDevice(dev int, f func() error) error {
	var err error
	onThread(func() {
		if curDevice != dev {
			if l.hipSetDevice == nil {
				err = l.missing("hipSetDevice")
				return
			}
			if err = l.check("hipSetDevice", l.hipSetDevice(int32(dev))); err != nil {
				return
			}
			curDevice = dev
		}
		err = f()
	})
	return err
}
