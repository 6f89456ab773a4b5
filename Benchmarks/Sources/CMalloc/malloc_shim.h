// The allocator statistics the heap measurement reads: `mallinfo2` (glibc) lives in <malloc.h>,
// which the Glibc module does not import; Darwin's malloc zones come with the Darwin module.
#if defined(__linux__)
#include <malloc.h>
#endif
