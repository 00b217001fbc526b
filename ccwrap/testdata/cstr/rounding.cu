// "C" operands: the rounding mode of cvt chosen at compile time, after
// the example of NVIDIA's inline PTX guide ("C" constraint section).
#include "../exec/ccasm.h"

constexpr int mode_rz = 0;
constexpr int mode_rn = 1;

template <int mode> struct helper;
template <> struct helper<mode_rz> { static constexpr const char mode[] = ".rz"; };
template <> struct helper<mode_rn> { static constexpr const char mode[] = ".rn"; };

template <int rounding_mode>
__device__ float narrow(double x) {
  float r;
  asm("cvt%1.f32.f64 %0, %2;" : "=f"(r) : "C"(helper<rounding_mode>::mode), "d"(x));
  return r;
}

CASE(narrow_rn) { OUT(0) = __float_as_uint(narrow<mode_rn>(__longlong_as_double(IN(1)))); }
CASE(narrow_rz) { OUT(0) = __float_as_uint(narrow<mode_rz>(__longlong_as_double(IN(1)))); }
