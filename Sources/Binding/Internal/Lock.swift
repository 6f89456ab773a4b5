#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// The one lock of the module: a `pthread_mutex_t` guarding a value.
///
/// `Synchronization.Mutex` needs iOS 18 and `os_unfair_lock` is Darwin-only, so this wraps the
/// POSIX mutex that exists everywhere the package runs. The mutex lives in the tail of a
/// `ManagedBuffer`, beside the state it guards, so it never moves (a `pthread_mutex_t` must not).
/// This is the only unchecked-`Sendable` type of the module: every access to `State` goes through
/// `withLock`, which is what makes the rest of the module checked-`Sendable`. `State` must itself be
/// `Sendable`, since values move in and out of the lock across threads.
@usableFromInline
final class Lock<State: Sendable>: @unchecked Sendable {
  @usableFromInline let buffer: ManagedBuffer<State, pthread_mutex_t>

  @usableFromInline
  init(_ initialState: State) {
    buffer = .create(minimumCapacity: 1) { _ in initialState }
    buffer.withUnsafeMutablePointerToElements { mutex in
      mutex.initialize(to: pthread_mutex_t())
      let status = pthread_mutex_init(mutex, nil)
      precondition(status == 0, "pthread_mutex_init failed: \(status)")
    }
  }

  deinit {
    buffer.withUnsafeMutablePointerToElements { mutex in
      pthread_mutex_destroy(mutex)
      _ = mutex.deinitialize(count: 1)
    }
  }

  /// Runs `body` with exclusive access to the state. `body` must not call back into code that
  /// takes the same lock (the mutex is not recursive), and must not run user code.
  @inlinable @inline(__always)
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try buffer.withUnsafeMutablePointers { state, mutex in
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&state.pointee)
    }
  }
}
