// Spin-lock with exponential __nanosleep back-off (sm_70+), timed with clock64.
extern "C" __global__ void mutex_increment(int* mutex, unsigned long long* counter,
                                           long long* wait_cycles) {
    long long start = clock64();
    if ((threadIdx.x & 31) == 0) {
        unsigned ns = 8;
        while (atomicCAS(mutex, 0, 1) != 0) {
            __nanosleep(ns);
            if (ns < 256) ns *= 2;
        }
        __threadfence();
        *counter += 1;
        __threadfence();
        atomicExch(mutex, 0);
    }
    __syncwarp();
    if (threadIdx.x == 0) wait_cycles[blockIdx.x] = clock64() - start;
}

// Producer/consumer flag between blocks with volatile polling and sleep.
extern "C" __global__ void flag_wait(volatile int* flag, int* data) {
    if (blockIdx.x == 0) {
        if (threadIdx.x == 0) {
            data[0] = 42;
            __threadfence();
            *flag = 1;
        }
    } else if (threadIdx.x == 0) {
        while (*flag == 0) __nanosleep(100);
        data[blockIdx.x] = data[0] + blockIdx.x;
    }
}
