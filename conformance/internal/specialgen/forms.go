package main

import (
	"fmt"
	"strings"
)

func caseName(inst string) string { return strings.ReplaceAll(inst, ".", "_") }

// simple is the form `inst %d, %a0[, %a1[, %a2]]` on the given lists.
func simple(inst, dst string, srcs []string, lists ...[]uint64) form {
	ops := []string{"%d"}
	for i := range srcs {
		ops = append(ops, fmt.Sprintf("%%a%d", i))
	}
	return form{name: caseName(inst), body: inst + " " + strings.Join(ops, ", ") + ";", dst: dst, srcs: srcs, lists: lists}
}

func rep(t string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = t
	}
	return out
}

func forms() []form {
	var fs []form
	add := func(f form, notes string) {
		if notes != "" {
			f.notes = notes
		}
		fs = append(fs, f)
	}
	rnd := []string{"rn", "rz", "rm", "rp"}

	// f32 add, sub, mul: every rounding mode, with and without .ftz; .sat.
	for _, op := range []string{"add", "sub", "mul"} {
		for _, r := range rnd {
			for _, m := range []string{"", ".ftz"} {
				add(simple(op+"."+r+m+".f32", "f32", rep("f32", 2), f32Special, f32Special), "")
			}
		}
		add(simple(op+".rn.sat.f32", "f32", rep("f32", 2), f32Special, f32Special), "")
		add(simple(op+".rz.ftz.sat.f32", "f32", rep("f32", 2), f32Special, f32Special), "")
		add(simple(op+".f32", "f32", rep("f32", 2), f32Special, f32Special), "")
		for _, r := range rnd {
			add(simple(op+"."+r+".f64", "f64", rep("f64", 2), f64Special, f64Special), "")
		}
	}
	// fma and mad.
	for _, r := range rnd {
		for _, m := range []string{"", ".ftz"} {
			add(simple("fma."+r+m+".f32", "f32", rep("f32", 3), f32Short, f32Short, f32Short), "")
		}
		add(simple("fma."+r+".f64", "f64", rep("f64", 3), f64Short, f64Short, f64Short), "")
	}
	add(simple("fma.rn.sat.f32", "f32", rep("f32", 3), f32Short, f32Short, f32Short), "")
	add(simple("fma.rn.ftz.sat.f32", "f32", rep("f32", 3), f32Short, f32Short, f32Short), "")
	add(simple("mad.rn.f32", "f32", rep("f32", 3), f32Short, f32Short, f32Short), "")
	add(simple("mad.rz.ftz.sat.f32", "f32", rep("f32", 3), f32Short, f32Short, f32Short), "")
	add(simple("mad.rn.f64", "f64", rep("f64", 3), f64Short, f64Short, f64Short), "")

	// div.
	for _, m := range []string{"rn", "rz", "rm", "rp", "rn.ftz"} {
		add(simple("div."+m+".f32", "f32", rep("f32", 2), f32Special, f32Special), "")
	}
	for _, m := range []string{"approx", "approx.ftz", "full", "full.ftz"} {
		inst := "div." + m + ".f32"
		add(simple(inst, "f32", rep("f32", 2), f32DivApprox, f32DivApprox),
			inst+" on quotients of powers of two, zeros, infinities, NaN payloads, subnormals and overflow; NVIDIA computes a times an approximate reciprocal (within 2 ulp), which differs from ours in the last bit for ordinary quotients: those are in float2 with ULP bounds")
	}
	for _, r := range rnd {
		add(simple("div."+r+".f64", "f64", rep("f64", 2), f64Special, f64Special), "")
	}
	// sqrt, rcp, rsqrt.
	f32Un := concat(f32Special, f32Convert)
	f64Un := concat(f64Special, f64Convert)
	for _, m := range []string{"rn", "rz", "rm", "rp", "rn.ftz"} {
		add(simple("sqrt."+m+".f32", "f32", []string{"f32"}, f32Un), "")
		add(simple("rcp."+m+".f32", "f32", []string{"f32"}, f32Un), "")
	}
	for _, r := range rnd {
		add(simple("sqrt."+r+".f64", "f64", []string{"f64"}, f64Un), "")
		add(simple("rcp."+r+".f64", "f64", []string{"f64"}, f64Un), "")
	}
	approxNote := func(inst string) string {
		return inst + " at its special points (±0, ±inf, NaN payloads, subnormals, negatives, the ends of the range) and at inputs whose result an approximation gives exactly (powers of two, saturation); ordinary inputs are in float2 with ULP bounds"
	}
	for _, inst := range []string{"sqrt.approx.f32", "sqrt.approx.ftz.f32", "rcp.approx.f32", "rcp.approx.ftz.f32",
		"rsqrt.approx.f32", "rsqrt.approx.ftz.f32", "sin.approx.f32", "sin.approx.ftz.f32", "cos.approx.f32",
		"cos.approx.ftz.f32", "ex2.approx.f32", "ex2.approx.ftz.f32", "lg2.approx.f32", "lg2.approx.ftz.f32", "tanh.approx.f32"} {
		add(simple(inst, "f32", []string{"f32"}, f32Approx(strings.SplitN(inst, ".", 2)[0])), approxNote(inst))
	}
	add(simple("rsqrt.approx.f64", "f64", []string{"f64"}, f64Approx), approxNote("rsqrt.approx.f64"))
	add(simple("rsqrt.approx.ftz.f64", "f64", []string{"f64"}, f64Approx), approxNote("rsqrt.approx.ftz.f64"))
	add(simple("rcp.approx.ftz.f64", "f64", []string{"f64"}, f64Approx), approxNote("rcp.approx.ftz.f64"))
	for _, inst := range []string{"ex2.approx.f16", "tanh.approx.f16"} {
		op := strings.SplitN(inst, ".", 2)[0]
		add(simple(inst, "f16", []string{"f16"}, f16Approx(op)), approxNote(inst))
		x2 := strings.Replace(inst, "f16", "f16x2", 1)
		add(simple(x2, "f16x2", []string{"f16x2"}, f16Approx(op)), approxNote(x2))
	}
	for _, inst := range []string{"ex2.approx.ftz.bf16", "tanh.approx.bf16"} {
		op := strings.SplitN(inst, ".", 2)[0]
		add(simple(inst, "bf16", []string{"bf16"}, bf16Approx(op)), approxNote(inst))
		x2 := strings.Replace(inst, "bf16", "bf16x2", 1)
		add(simple(x2, "bf16x2", []string{"bf16x2"}, bf16Approx(op)), approxNote(x2))
	}

	// min, max, abs, neg, copysign, mov, selp.
	for _, op := range []string{"min", "max"} {
		for _, m := range []string{"", ".ftz", ".NaN", ".ftz.NaN", ".xorsign.abs"} {
			add(simple(op+m+".f32", "f32", rep("f32", 2), f32Special, f32Special), "")
		}
		add(simple(op+".f64", "f64", rep("f64", 2), f64Special, f64Special), "")
		for _, m := range []string{"", ".ftz", ".NaN", ".xorsign.abs"} {
			add(simple(op+m+".f16", "f16", rep("f16", 2), f16Special, f16Special), "")
			add(simple(op+m+".f16x2", "f16x2", rep("f16x2", 2), f16Special, f16Special), "")
		}
		for _, m := range []string{"", ".NaN", ".xorsign.abs"} {
			add(simple(op+m+".bf16", "bf16", rep("bf16", 2), bf16Special, bf16Special), "")
			add(simple(op+m+".bf16x2", "bf16x2", rep("bf16x2", 2), bf16Special, bf16Special), "")
		}
	}
	for _, op := range []string{"abs", "neg"} {
		add(simple(op+".f32", "f32", []string{"f32"}, f32Special), "")
		add(simple(op+".ftz.f32", "f32", []string{"f32"}, f32Special), "")
		add(simple(op+".f64", "f64", []string{"f64"}, f64Special), "")
		add(simple(op+".f16", "f16", []string{"f16"}, f16Special), "")
		add(simple(op+".ftz.f16", "f16", []string{"f16"}, f16Special), "")
		add(simple(op+".f16x2", "f16x2", []string{"f16x2"}, f16Special), "")
		add(simple(op+".bf16", "bf16", []string{"bf16"}, bf16Special), "")
		add(simple(op+".bf16x2", "bf16x2", []string{"bf16x2"}, bf16Special), "")
	}
	add(simple("copysign.f32", "f32", rep("f32", 2), f32Special, f32Special), "")
	add(simple("copysign.f64", "f64", rep("f64", 2), f64Special, f64Special), "")
	add(simple("mov.f32", "f32", []string{"f32"}, f32Special), "")
	add(simple("mov.f64", "f64", []string{"f64"}, f64Special), "")
	add(form{name: "selp_f32", dst: "f32", srcs: rep("f32", 2), lists: [][]uint64{f32Special, f32Special},
		body: "setp.ne.b32 %q0, %a0, 0;\nselp.f32 %d, %a0, %a1, %q0;"}, "selp.f32 picks the first source when its bits are not zero: both pass NaN payloads as they are")
	add(form{name: "selp_f64", dst: "f64", srcs: rep("f64", 2), lists: [][]uint64{f64Special, f64Special},
		body: "setp.ne.b64 %q0, %a0, 0;\nselp.f64 %d, %a0, %a1, %q0;"}, "selp.f64 picks the first source when its bits are not zero: both pass NaN payloads as they are")
	add(form{name: "slct_f32_f32", dst: "f32", srcs: rep("f32", 3), lists: [][]uint64{f32Short, f32Short, f32Special},
		body: "slct.f32.f32 %d, %a0, %a1, %a2;"}, "")
	add(form{name: "slct_ftz_f32_f32", dst: "f32", srcs: rep("f32", 3), lists: [][]uint64{f32Short, f32Short, f32Special},
		body: "slct.ftz.f32.f32 %d, %a0, %a1, %a2;"}, "")

	// Comparisons: every CmpOp into one word, bit k for the k-th.
	cmps := []string{"eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"}
	setpBody := func(t string, packed bool) string {
		var b strings.Builder
		b.WriteString("mov.b32 %d, 0;\n")
		for k, c := range cmps {
			if packed {
				fmt.Fprintf(&b, "setp.%s.%s %%q0|%%q1, %%a0, %%a1;\n", c, t)
				fmt.Fprintf(&b, "selp.b32 %%t0, %d, 0, %%q0;\nselp.b32 %%t1, %d, 0, %%q1;\nor.b32 %%d, %%d, %%t0;\nor.b32 %%d, %%d, %%t1;\n", 1<<k, 1<<(16+k))
				continue
			}
			fmt.Fprintf(&b, "setp.%s.%s %%q0, %%a0, %%a1;\nselp.b32 %%t0, %d, 0, %%q0;\nor.b32 %%d, %%d, %%t0;\n", c, t, 1<<k)
		}
		return b.String()
	}
	cmpNote := "setp with every comparison (bit k of the result is the k-th of " + strings.Join(cmps, " ") + ")"
	add(form{name: "setp_f32", dst: "bits", srcs: rep("f32", 2), lists: [][]uint64{f32Special, f32Special}, body: setpBody("f32", false)}, cmpNote)
	add(form{name: "setp_ftz_f32", dst: "bits", srcs: rep("f32", 2), lists: [][]uint64{f32Special, f32Special}, body: setpBody("ftz.f32", false)}, cmpNote)
	add(form{name: "setp_f64", dst: "bits", srcs: rep("f64", 2), lists: [][]uint64{f64Special, f64Special}, body: setpBody("f64", false)}, cmpNote)
	add(form{name: "setp_f16", dst: "bits", srcs: rep("f16", 2), lists: [][]uint64{f16Special, f16Special}, body: setpBody("f16", false)}, cmpNote)
	add(form{name: "setp_ftz_f16", dst: "bits", srcs: rep("f16", 2), lists: [][]uint64{f16Special, f16Special}, body: setpBody("ftz.f16", false)}, cmpNote)
	add(form{name: "setp_bf16", dst: "bits", srcs: rep("bf16", 2), lists: [][]uint64{bf16Special, bf16Special}, body: setpBody("bf16", false)}, cmpNote)
	add(form{name: "setp_f16x2", dst: "bits", srcs: rep("f16x2", 2), lists: [][]uint64{f16Special, f16Special}, body: setpBody("f16x2", true)}, cmpNote+"; the upper lanes' bits from bit 16")
	add(form{name: "setp_bf16x2", dst: "bits", srcs: rep("bf16x2", 2), lists: [][]uint64{bf16Special, bf16Special}, body: setpBody("bf16x2", true)}, cmpNote+"; the upper lanes' bits from bit 16")
	add(simple("set.gtu.f32.f32", "f32", rep("f32", 2), f32Special, f32Special), "")
	add(simple("set.lt.ftz.u32.f32", "u32", rep("f32", 2), f32Special, f32Special), "")
	add(simple("set.neu.s32.f64", "s32", rep("f64", 2), f64Special, f64Special), "")
	add(simple("set.leu.f16x2.f16x2", "f16x2", rep("f16x2", 2), f16Special, f16Special), "")
	add(simple("set.ge.bf16x2.bf16x2", "bf16x2", rep("bf16x2", 2), bf16Special, bf16Special), "")
	tests := []string{"finite", "infinite", "number", "notanumber", "normal", "subnormal"}
	testpBody := func(t string) string {
		var b strings.Builder
		b.WriteString("mov.b32 %d, 0;\n")
		for k, c := range tests {
			fmt.Fprintf(&b, "testp.%s.%s %%q0, %%a0;\nselp.b32 %%t0, %d, 0, %%q0;\nor.b32 %%d, %%d, %%t0;\n", c, t, 1<<k)
		}
		return b.String()
	}
	testNote := "testp with every test (bit k of the result is the k-th of " + strings.Join(tests, " ") + ")"
	add(form{name: "testp_f32", dst: "bits", srcs: []string{"f32"}, lists: [][]uint64{f32Un}, body: testpBody("f32")}, testNote)
	add(form{name: "testp_f64", dst: "bits", srcs: []string{"f64"}, lists: [][]uint64{f64Un}, body: testpBody("f64")}, testNote)

	// Half precision arithmetic.
	for _, op := range []string{"add", "sub", "mul"} {
		for _, m := range []string{"", ".rn", ".ftz", ".sat", ".rn.ftz.sat"} {
			add(simple(op+m+".f16", "f16", rep("f16", 2), f16Special, f16Special), "")
			add(simple(op+m+".f16x2", "f16x2", rep("f16x2", 2), f16Special, f16Special), "")
		}
		add(simple(op+".rn.bf16", "bf16", rep("bf16", 2), bf16Special, bf16Special), "")
		add(simple(op+".rn.bf16x2", "bf16x2", rep("bf16x2", 2), bf16Special, bf16Special), "")
	}
	for _, m := range []string{"", ".ftz", ".sat", ".ftz.sat", ".relu"} {
		add(simple("fma.rn"+m+".f16", "f16", rep("f16", 3), f16Short, f16Short, f16Short), "")
		add(simple("fma.rn"+m+".f16x2", "f16x2", rep("f16x2", 3), f16Short, f16Short, f16Short), "")
	}
	for _, m := range []string{"", ".relu"} {
		add(simple("fma.rn"+m+".bf16", "bf16", rep("bf16", 3), bf16Short, bf16Short, bf16Short), "")
		add(simple("fma.rn"+m+".bf16x2", "bf16x2", rep("bf16x2", 3), bf16Short, bf16Short, bf16Short), "")
	}

	// Conversions between float types.
	for _, r := range rnd {
		add(simple("cvt."+r+".f16.f32", "f16", []string{"f32"}, f32Un), "")
		add(simple("cvt."+r+".bf16.f32", "bf16", []string{"f32"}, f32Un), "")
		add(simple("cvt."+r+".f32.f64", "f32", []string{"f64"}, f64Un), "")
		add(simple("cvt."+r+".f16.f64", "f16", []string{"f64"}, f64Un), "")
		add(simple("cvt."+r+".bf16.f64", "bf16", []string{"f64"}, f64Un), "")
	}
	add(simple("cvt.rn.ftz.f32.f64", "f32", []string{"f64"}, f64Un), "")
	add(simple("cvt.rn.sat.f32.f64", "f32", []string{"f64"}, f64Un), "")
	add(simple("cvt.rn.relu.f16.f32", "f16", []string{"f32"}, f32Un), "")
	add(simple("cvt.rn.relu.bf16.f32", "bf16", []string{"f32"}, f32Un), "")
	add(simple("cvt.rn.satfinite.f16.f32", "f16", []string{"f32"}, f32Un), "")
	add(simple("cvt.rn.satfinite.bf16.f32", "bf16", []string{"f32"}, f32Un), "")
	add(simple("cvt.rn.bf16.f16", "bf16", []string{"f16"}, f16Special), "")
	add(simple("cvt.rn.f16.bf16", "f16", []string{"bf16"}, bf16Special), "")
	add(simple("cvt.f32.f16", "f32", []string{"f16"}, f16Special), "")
	add(simple("cvt.f32.bf16", "f32", []string{"bf16"}, bf16Special), "")
	add(simple("cvt.f64.f16", "f64", []string{"f16"}, f16Special), "")
	add(simple("cvt.f64.bf16", "f64", []string{"bf16"}, bf16Special), "")
	add(simple("cvt.f64.f32", "f64", []string{"f32"}, f32Un), "")
	add(simple("cvt.ftz.f64.f32", "f64", []string{"f32"}, f32Un), "")
	add(simple("cvt.ftz.f32.f32", "f32", []string{"f32"}, f32Un), "")
	add(simple("cvt.sat.f32.f32", "f32", []string{"f32"}, f32Un), "")
	add(simple("cvt.ftz.sat.f32.f32", "f32", []string{"f32"}, f32Un), "")
	for _, r := range []string{"rni", "rzi", "rmi", "rpi"} {
		add(simple("cvt."+r+".f32.f32", "f32", []string{"f32"}, f32Un), "")
		add(simple("cvt."+r+".ftz.f32.f32", "f32", []string{"f32"}, f32Un), "")
		add(simple("cvt."+r+".f64.f64", "f64", []string{"f64"}, f64Un), "")
		add(simple("cvt."+r+".f16.f16", "f16", []string{"f16"}, f16Special), "")
	}
	// .rn/.rz with .satfinite into tf32 need sm_100.
	for _, m := range []string{"rna", "rna.satfinite", "rn", "rz"} {
		add(simple("cvt."+m+".tf32.f32", "tf32", []string{"f32"}, f32Un), "")
	}
	// Packed and 8-bit conversions.
	// Packed f16x2/bf16x2 from f32 take .rn and .rz only.
	for _, m := range []string{"rn", "rz", "rn.relu", "rn.satfinite", "rz.relu.satfinite"} {
		add(form{name: caseName("cvt." + m + ".f16x2.f32"), dst: "f16x2", srcs: rep("f32", 2), lists: [][]uint64{f32Un, f32Un}, zip: true,
			body: "cvt." + m + ".f16x2.f32 %d, %a0, %a1;"}, "")
		add(form{name: caseName("cvt." + m + ".bf16x2.f32"), dst: "bf16x2", srcs: rep("f32", 2), lists: [][]uint64{f32Un, f32Un}, zip: true,
			body: "cvt." + m + ".bf16x2.f32 %d, %a0, %a1;"}, "")
	}
	f16Conv := concat(f16Special, []uint64{0x5f00, 0x5f40, 0x5f80, 0x5f7f, 0x1800, 0x1400, 0x1600, 0x7b00, 0x7b80, 0x7bc0, 0x0100, 0x0080, 0x00c0, 0x0180})
	for _, t := range []string{"e4m3x2", "e5m2x2"} {
		for _, m := range []string{"rn.satfinite", "rn.satfinite.relu"} {
			add(form{name: caseName("cvt." + m + "." + t + ".f32"), dst: "e8x2", srcs: rep("f32", 2), lists: [][]uint64{f32Un, f32Un}, zip: true,
				body: "cvt." + m + "." + t + ".f32 %d, %a0, %a1;"}, "")
			add(simple("cvt."+m+"."+t+".f16x2", "e8x2", []string{"f16x2"}, f16Conv), "")
		}
		var all []uint64
		for b := uint64(0); b < 256; b++ {
			all = append(all, b|(b^0x5a)<<8)
		}
		for _, m := range []string{"rn", "rn.relu"} {
			add(simple("cvt."+m+".f16x2."+t, "f16x2", []string{"e8x2"}, all), "cvt."+m+".f16x2."+t+" of every byte in both lanes")
		}
	}
	// Float to integer and integer to float.
	f32Int := concat(f32Special, f32Convert)
	for _, it := range []string{"s32", "u32", "s64", "u64", "s16", "u16"} {
		for _, r := range []string{"rni", "rzi", "rmi", "rpi"} {
			add(simple("cvt."+r+"."+it+".f32", it, []string{"f32"}, f32Int), "")
		}
		add(simple("cvt.rzi.ftz."+it+".f32", it, []string{"f32"}, f32Int), "")
		add(simple("cvt.rni."+it+".f64", it, []string{"f64"}, f64Un), "")
		add(simple("cvt.rzi."+it+".f64", it, []string{"f64"}, f64Un), "")
		add(simple("cvt.rni."+it+".f16", it, []string{"f16"}, f16Special), "")
		add(simple("cvt.rzi."+it+".bf16", it, []string{"bf16"}, bf16Special), "")
	}
	for _, it := range []string{"s32", "u32", "s64", "u64"} {
		vals := int32Vals
		if strings.HasSuffix(it, "64") {
			vals = int64Vals
		}
		for _, r := range rnd {
			add(simple("cvt."+r+".f32."+it, "f32", []string{it}, vals), "")
			add(simple("cvt."+r+".f16."+it, "f16", []string{it}, vals), "")
		}
		add(simple("cvt.rn.bf16."+it, "bf16", []string{it}, vals), "")
		add(simple("cvt.rz.f64."+it, "f64", []string{it}, vals), "")
		add(simple("cvt.rn.f64."+it, "f64", []string{it}, vals), "")
	}
	return fs
}
