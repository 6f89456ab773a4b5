// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Darwin, Apple's C library module, as the package's tests see it. With this module in the build,
// `canImport(Darwin)` is true, so the Darwin branches of the tests (and of the code they import) compile
// on Linux, where no Apple SDK can compile a test target.
//
// Darwin and Glibc share POSIX (`pthread_mutex_t`, `pthread_mutex_lock`, `exit`, ...), so this module
// re-exports Glibc for that part. The declaration below is the one Darwin-only function the code and the
// tests call, with the signature Swift imports from Apple's C headers. It is compiled, never run.
//
// Source:
// - pthread_main_np: `int pthread_main_np(void);` in <pthread.h>, 1 on the main thread, else 0
//   https://opensource.apple.com/source/libpthread/libpthread-416.60.2/man/pthread_main_np.3.auto.html

@_exported import Glibc

/// Whether the calling thread is the process's main thread: 1 if it is, 0 if not.
public func pthread_main_np() -> Int32 {
  fatalError("Platforms/StandIns/Darwin is compiled, never run")
}
