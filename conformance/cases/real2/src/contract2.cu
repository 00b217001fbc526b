// More shapes of products that NVVM leaves unfused for ptxas: both
// operands of a sum/difference pair being shared products, products read
// across a branch, read by a product as well, chained sums, a product
// compared directly, and the same in double. Built at -O3 and with
// --use_fast_math (.ftz forms).
extern "C" __global__ void contract_shapes(const float* __restrict__ A, const float* __restrict__ B,
                                           const float* __restrict__ C, const float* __restrict__ D,
                                           const int* __restrict__ sel, float* __restrict__ o, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float a = A[i], b = B[i], c = C[i], d = D[i];
    int k = 0;
    // 0,1: butterfly of two shared products
    float p = a * b, q = c * d;
    o[n * k++ + i] = p + q;
    o[n * k++ + i] = p - q;
    // 2: product read across a branch
    float r = a * c;
    float t;
    if (sel[i] & 1) t = r + d;
    else t = b - r;
    o[n * k++ + i] = t;
    // 3,4: product read by an add and by a product
    float s = b * d;
    o[n * k++ + i] = s + a;
    o[n * k++ + i] = s * c;
    // 5: chain a*b + c*d + b*c with shared terms
    float u = a * d, v = b * c;
    o[n * k++ + i] = u + v + c;
    o[n * k++ + i] = u - v - a;
    // 7: product compared directly and added
    float w = c * c;
    o[n * k++ + i] = (w > 0.25f ? w + b : w - b);
    // 8: squared norm and a difference of squares sharing the squares
    float aa = a * a, bb = b * b;
    o[n * k++ + i] = aa + bb;
    o[n * k++ + i] = aa - bb;
    // 10: three readers
    float m = a * b;
    float e1 = m + c, e2 = m - d, e3 = c - m;
    o[n * k++ + i] = e1 * e2 + e3;
    // 11: product read by an add whose sum is stored and compared
    float z = c * d;
    float zs = z + a;
    o[n * k++ + i] = zs > 0.0f ? zs : 0.0f;
}

extern "C" __global__ void contract_shapes_f64(const double* __restrict__ A, const double* __restrict__ B,
                                               const double* __restrict__ C, double* __restrict__ o, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double a = A[i], b = B[i], c = C[i];
    double p = a * b, q = b * c;
    o[i] = p + q;
    o[n + i] = p - q;
    double r = a * c;
    o[2 * n + i] = r + b;
    o[3 * n + i] = r - a;
    o[4 * n + i] = r * b;
}
