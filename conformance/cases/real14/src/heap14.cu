// real14: device-side malloc, free, new and delete, as CUDA code uses them:
// per-thread scratch arrays, objects with virtual functions made with new
// (the scene of a ray tracer), a per-thread linked list, a block's shared
// table allocated by one thread, and an allocation too large for any
// heap. Every output is independent of the addresses the heap hands out.
#include <cstdint>

extern "C" __global__ void scratch_arrays(const int* __restrict__ in, int* __restrict__ out, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const int len = 1 + i % 13;
    int* a = (int*)malloc(len * sizeof(int));
    if (a == nullptr) {
        out[3 * i] = -1;
        return;
    }
    for (int k = 0; k < len; k++) a[k] = in[(i + k) % n] * (k + 1);
    int s = 0;
    for (int k = len - 1; k >= 0; k--) s = s * 3 + a[k];
    out[3 * i] = s;
    out[3 * i + 1] = (int)((uintptr_t)a % 16);  // malloc's alignment
    double* d = (double*)malloc(3 * sizeof(double));
    d[0] = in[i] * 0.5;
    d[1] = d[0] * d[0];
    d[2] = d[1] - d[0];
    out[3 * i + 2] = (int)(d[2] * 4.0);
    free(d);
    free(a);
}

struct Shape {
    float x, y;
    __device__ Shape(float x_, float y_) : x(x_), y(y_) {}
    __device__ virtual ~Shape() {}
    __device__ virtual float area() const = 0;
    __device__ virtual float perimeter() const = 0;
    __device__ virtual int kind() const { return 0; }
};
struct Circle : Shape {
    float r;
    __device__ Circle(float x_, float y_, float r_) : Shape(x_, y_), r(r_) {}
    __device__ float area() const override { return 3.14159265f * r * r; }
    __device__ float perimeter() const override { return 2.0f * 3.14159265f * r; }
    __device__ int kind() const override { return 1; }
};
struct Rect : Shape {
    float w, h;
    __device__ Rect(float x_, float y_, float w_, float h_) : Shape(x_, y_), w(w_), h(h_) {}
    __device__ float area() const override { return w * h; }
    __device__ float perimeter() const override { return 2.0f * (w + h); }
    __device__ int kind() const override { return 2; }
};
struct Square : Rect {
    __device__ Square(float x_, float y_, float s) : Rect(x_, y_, s, s) {}
    __device__ int kind() const override { return 3; }
};

// Each block's first thread builds a scene of shapes with new (as a ray
// tracer's create_world kernel does), the block's threads query it
// through virtual calls, and the first thread deletes it.
extern "C" __global__ void scene_objects(const float* __restrict__ p, float* __restrict__ out, int* __restrict__ kinds) {
    __shared__ Shape** scene;
    __shared__ int count;
    const int t = threadIdx.x, b = blockIdx.x;
    if (t == 0) {
        count = 5 + b % 4;
        scene = new Shape*[count];
        for (int k = 0; k < count; k++) {
            const float v = p[(b * 8 + k) % 64];
            if (k % 3 == 0)
                scene[k] = new Circle(v, -v, 0.5f + v * 0.25f);
            else if (k % 3 == 1)
                scene[k] = new Rect(v, v, 1.0f + v, 2.0f - v * 0.5f);
            else
                scene[k] = new Square(-v, v, 0.75f + v);
        }
    }
    __syncthreads();
    const Shape* s = scene[t % count];
    const int g = b * blockDim.x + t;
    out[2 * g] = s->area() + s->x;
    out[2 * g + 1] = s->perimeter() - s->y;
    kinds[g] = s->kind() * 16 + count;
    __syncthreads();
    if (t == 0) {
        for (int k = 0; k < count; k++) delete scene[k];
        delete[] scene;
    }
}

struct Node {
    int value;
    Node* next;
};

// A per-thread linked list made with new, reversed in place, summed with
// position weights and deleted.
extern "C" __global__ void linked_lists(const int* __restrict__ in, int* __restrict__ out, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Node* head = nullptr;
    const int len = 2 + (in[i] & 7);
    for (int k = 0; k < len; k++) head = new Node{in[(i * 7 + k) % n] ^ k, head};
    Node* prev = nullptr;
    while (head) {
        Node* nx = head->next;
        head->next = prev;
        prev = head;
        head = nx;
    }
    int s = 0, w = 1;
    for (Node* q = prev; q; q = q->next) {
        s += q->value * w;
        w += 2;
    }
    out[2 * i] = s;
    int freed = 0;
    while (prev) {
        Node* nx = prev->next;
        delete prev;
        prev = nx;
        freed++;
    }
    out[2 * i + 1] = freed;
}

// One allocation no heap holds (1 TiB): NULL, and free(NULL) is harmless.
extern "C" __global__ void huge_alloc(int* __restrict__ out) {
    void* p = malloc((size_t)1 << 40);
    out[threadIdx.x] = p == nullptr ? 1 : 2;
    free(p);
    free(nullptr);
}
