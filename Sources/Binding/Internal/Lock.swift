#if os(Linux) && canImport(Glibc) && canImport(Synchronization)
  public import Glibc
  public import Synchronization
#elseif canImport(Darwin)
  public import Darwin
#elseif canImport(Glibc)
  public import Glibc
#elseif canImport(Musl)
  public import Musl
#elseif canImport(Android)
  public import Android
#endif

// The one lock of the package, guarding a value (`package`: the keyboard listeners' shared observer of a
// notification center takes it too). Every access to `State` goes through `withLock`,
// which is what makes the rest of the module checked-`Sendable`. `State` must itself be `Sendable`,
// since values move in and out of the lock across threads. `body` must not call back into code that
// takes the same lock (no variant is recursive), and must not run user code.
//
// Each platform gets the cheapest lock it has without an availability check (a set with no observer
// is one lock round trip and little else, so the lock is most of its cost):
//
// - Linux (glibc): a lock word of `Synchronization.Atomic` (in the toolchain on Linux since Swift 6.0,
//   with no availability restriction). Uncontended, a round trip is one compare-and-exchange and
//   one exchange, inlined into the caller; glibc's `pthread_mutex_lock` and `unlock` are calls into
//   libc that cost about 55 instructions (`Benchmarks/README.md`). A thread that finds the lock held
//   spins briefly, then sleeps on a `pthread_cond_t`. `Synchronization.Mutex` was measured too: 4
//   instructions dearer per set with no observer, and it hands a contended lock over inside the
//   kernel (a priority-inheriting futex), where ThreadSanitizer sees no synchronization and reports
//   races on the guarded state. Every hand-over here is an atomic operation or a pthread call,
//   which ThreadSanitizer understands.
// - Darwin: `os_unfair_lock`, Apple's low-level lock that "allows waiters to block efficiently on
//   contention" (https://developer.apple.com/documentation/os/os_unfair_lock_lock), iOS 10 and
//   macOS 10.12 onward (https://developer.apple.com/documentation/os/os_unfair_lock). `Mutex` would
//   need iOS 18 and macOS 15. An unfair lock must not move: Apple warns that passing one stored in
//   a Swift value with `&` "may lock or unlock the wrong object"
//   (https://developer.apple.com/documentation/os/osallocatedunfairlock), and that type needs iOS 16.
//   So it lives in the tail of a `ManagedBuffer`, whose address is stable, beside the state.
// - Elsewhere (Musl, Android, or no `Synchronization`): a `pthread_mutex_t`, likewise in the tail
//   of a `ManagedBuffer`.

#if os(Linux) && canImport(Glibc) && canImport(Synchronization)

  /// The one lock of the module: a lock word of `Synchronization.Atomic` guarding a value (see
  /// above), with a `pthread_mutex_t` and a `pthread_cond_t` to sleep on when it is taken.
  ///
  /// This is the only unchecked-`Sendable` type of the module.
  @usableFromInline
  package final class Lock<State: Sendable>: @unchecked Sendable {
    /// 0: free. 1: held, nobody waits. 2: held, somebody may wait on `buffer`'s condition.
    @usableFromInline let word = Atomic<UInt32>(0)
    @usableFromInline let buffer: ManagedBuffer<State, Parking>

    @usableFromInline
    package init(_ initialState: State) {
      buffer = .create(minimumCapacity: 1) { _ in initialState }
      buffer.withUnsafeMutablePointerToElements { parking in
        parking.initialize(to: Parking())
        let mutexStatus = pthread_mutex_init(&parking.pointee.mutex, nil)
        precondition(mutexStatus == 0, "pthread_mutex_init failed: \(mutexStatus)")
        let conditionStatus = pthread_cond_init(&parking.pointee.condition, nil)
        precondition(conditionStatus == 0, "pthread_cond_init failed: \(conditionStatus)")
      }
    }

    deinit {
      buffer.withUnsafeMutablePointerToElements { parking in
        pthread_cond_destroy(&parking.pointee.condition)
        pthread_mutex_destroy(&parking.pointee.mutex)
        _ = parking.deinitialize(count: 1)
      }
    }

    /// Runs `body` with exclusive access to the state. `body` must not call back into code that
    /// takes the same lock (the lock is not recursive), and must not run user code.
    @inlinable @inline(__always)
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
      if !word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
        lockContended()
      }
      defer {
        if word.exchange(0, ordering: .releasing) == 2 { wakeWaiter() }
      }
      return try buffer.withUnsafeMutablePointerToHeader { try body(&$0.pointee) }
    }

    /// Takes the lock when its fast path found it held: spins a little, then sleeps on the
    /// condition until an unlock that saw 2 wakes it. A waiter that wins leaves 2 behind, so the
    /// next unlock wakes any other waiter in turn.
    @usableFromInline
    func lockContended() {
      for _ in 0..<64 {
        if word.load(ordering: .relaxed) == 0,
          word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
        {
          return
        }
      }
      buffer.withUnsafeMutablePointerToElements { parking in
        pthread_mutex_lock(&parking.pointee.mutex)
        // Setting 2 under the mutex, and waiting releases it atomically: an unlock that sees
        // the 2 takes the mutex before it signals, so its signal cannot come before the wait.
        while word.exchange(2, ordering: .acquiring) != 0 {
          pthread_cond_wait(&parking.pointee.condition, &parking.pointee.mutex)
        }
        pthread_mutex_unlock(&parking.pointee.mutex)
      }
    }

    /// Wakes one waiter, after an unlock that found 2.
    @usableFromInline
    func wakeWaiter() {
      buffer.withUnsafeMutablePointerToElements { parking in
        pthread_mutex_lock(&parking.pointee.mutex)
        pthread_cond_signal(&parking.pointee.condition)
        pthread_mutex_unlock(&parking.pointee.mutex)
      }
    }
  }

  /// Where a contended `Lock` sleeps. It lives in the tail of the lock's `ManagedBuffer`, so it
  /// never moves (a `pthread_mutex_t` and a `pthread_cond_t` must not).
  @usableFromInline
  struct Parking {
    @usableFromInline var mutex = pthread_mutex_t()
    @usableFromInline var condition = pthread_cond_t()
  }

#elseif canImport(Darwin)

  /// The one lock of the module: an `os_unfair_lock` guarding a value (see above).
  ///
  /// This is the only unchecked-`Sendable` type of the module.
  @usableFromInline
  package final class Lock<State: Sendable>: @unchecked Sendable {
    @usableFromInline let buffer: ManagedBuffer<State, os_unfair_lock>

    @usableFromInline
    package init(_ initialState: State) {
      buffer = .create(minimumCapacity: 1) { _ in initialState }
      buffer.withUnsafeMutablePointerToElements { lock in
        // `os_unfair_lock()` is `OS_UNFAIR_LOCK_INIT`, all zeros.
        lock.initialize(to: os_unfair_lock())
      }
    }

    deinit {
      buffer.withUnsafeMutablePointerToElements { lock in
        _ = lock.deinitialize(count: 1)
      }
    }

    /// Runs `body` with exclusive access to the state. `body` must not call back into code that
    /// takes the same lock (an unfair lock is not recursive), and must not run user code.
    @inlinable @inline(__always)
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
      try buffer.withUnsafeMutablePointers { state, lock in
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        return try body(&state.pointee)
      }
    }
  }

#else

  /// The one lock of the module: a `pthread_mutex_t` guarding a value (see above).
  ///
  /// This is the only unchecked-`Sendable` type of the module.
  @usableFromInline
  package final class Lock<State: Sendable>: @unchecked Sendable {
    @usableFromInline let buffer: ManagedBuffer<State, pthread_mutex_t>

    @usableFromInline
    package init(_ initialState: State) {
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
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
      try buffer.withUnsafeMutablePointers { state, mutex in
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state.pointee)
      }
    }
  }

#endif
