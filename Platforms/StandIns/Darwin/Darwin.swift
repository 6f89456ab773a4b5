// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Darwin, Apple's C library module, as the package's code sees it. With this module in the build,
// `canImport(Darwin)` is true, so the code's Darwin branches compile on Linux.
//
// Darwin and Glibc share POSIX (`pthread_mutex_t`, `pthread_mutex_lock`, `exit`, ...), so this module
// re-exports Glibc for that part. The declarations below are the Darwin-only ones the code calls, with
// the signatures Swift imports from Apple's C headers. They are compiled, never run: each body traps.
//
// Sources:
// - pthread_main_np: `int pthread_main_np(void);` in <pthread.h>, 1 on the main thread, else 0
//   https://opensource.apple.com/source/libpthread/libpthread-416.60.2/man/pthread_main_np.3.auto.html
// - malloc_statistics_t and malloc_zone_statistics: <malloc/malloc.h>; a null zone means every zone
//   https://opensource.apple.com/source/Libc/Libc-391.2.7/include/malloc/malloc.h.auto.html
//   (`unsigned` imports as `UInt32`, `size_t` as `Int`, a pointer without nullability as `!`)

@_exported import Glibc

/// Whether the calling thread is the process's main thread: 1 if it is, 0 if not.
public func pthread_main_np() -> Int32 {
  fatalError("Platforms/StandIns/Darwin is compiled, never run")
}

/// A malloc zone; callers only pass pointers to it.
public struct malloc_zone_t {}

/// What a malloc zone reports about its memory.
public struct malloc_statistics_t {
  public var blocks_in_use: UInt32
  public var size_in_use: Int
  public var max_size_in_use: Int
  public var size_allocated: Int
  public init() {
    self.init(blocks_in_use: 0, size_in_use: 0, max_size_in_use: 0, size_allocated: 0)
  }
  public init(blocks_in_use: UInt32, size_in_use: Int, max_size_in_use: Int, size_allocated: Int) {
    self.blocks_in_use = blocks_in_use
    self.size_in_use = size_in_use
    self.max_size_in_use = max_size_in_use
    self.size_allocated = size_allocated
  }
}

/// Fills `stats` with the statistics of `zone`, or of every zone when `zone` is nil.
public func malloc_zone_statistics(
  _ zone: UnsafeMutablePointer<malloc_zone_t>!, _ stats: UnsafeMutablePointer<malloc_statistics_t>!
) {
  fatalError("Platforms/StandIns/Darwin is compiled, never run")
}
