import Dispatch

#if canImport(Darwin)
  import Darwin
#elseif canImport(CDispatch)
  // Dispatch's C interface, which the Swift overlay wraps: the same library, no other dependency.
  internal import CDispatch
#endif

/// The one place that asks "am I on the main queue?", hops onto it, and runs main-actor code there.
///
/// "Is this the main thread?" alone is the wrong question: under `dispatchMain()` (which is how
/// `swift test` runs on Linux, and how any command-line program that parks its main thread runs), the
/// main queue stops being bound to the main thread and is served by worker threads. A queue-specific
/// value set on the main queue answers for the queue itself, on every platform.
///
/// `package`: the keyboard module's notification listener asks the same question and hops the same way.
@usableFromInline
package enum MainQueue {
  private static let key: DispatchSpecificKey<Void> = {
    let key = DispatchSpecificKey<Void>()
    DispatchQueue.main.setSpecific(key: key, value: ())
    return key
  }()

  #if !canImport(Darwin) && canImport(CDispatch)
    /// The address under which `setSpecific` registered `key`: the key object's own, as Dispatch's
    /// Swift overlay passes it to the C function (`isCurrent` checks that they agree in debug builds).
    private static let keyAddress = UInt(bitPattern: Unmanaged.passUnretained(key).toOpaque())
  #endif

  /// Whether the caller runs on the main queue, and so holds the main actor.
  ///
  /// Every set asks this, so it must be cheap. `DispatchQueue.getSpecific(key:)` is exact but costs
  /// hundreds of instructions (a generic call into the overlay), so:
  ///
  /// - On Apple platforms, the main thread answers at once: while the main queue is bound to the main
  ///   thread (an app, or any program running the main run loop), its blocks run only there, and
  ///   nothing else runs on the main queue while the main thread is busy. Other threads ask the queue,
  ///   since after `dispatchMain()` main-queue blocks run on worker threads. The only answer that
  ///   differs from the queue-specific test alone: on the main thread inside a `sync` onto another
  ///   queue, this says yes, as `dispatchPrecondition(condition: .onQueue(.main))` does there.
  /// - Elsewhere, the C function `dispatch_get_specific` asks exactly what the overlay asks, without
  ///   the overlay's generic wrapper around it (the overlay hides the C function, hence `CDispatch`).
  @usableFromInline
  package static var isCurrent: Bool {
    #if canImport(Darwin)
      return pthread_main_np() != 0 || DispatchQueue.getSpecific(key: key) != nil
    #elseif canImport(CDispatch)
      let answer = CDispatch.dispatch_get_specific(UnsafeRawPointer(bitPattern: keyAddress)!) != nil
      assert(answer == (DispatchQueue.getSpecific(key: key) != nil), "the main-queue key moved")
      return answer
    #else
      return DispatchQueue.getSpecific(key: key) != nil
    #endif
  }

  /// Runs `work` on the main actor, asynchronously, after everything already queued there.
  @usableFromInline
  package static func schedule(_ work: @escaping @MainActor @Sendable () -> Void) {
    DispatchQueue.main.async {
      assumeIsolated(work) { work in work() }
    }
  }

  /// Runs `work` on the main actor: at once when the caller is on the main queue, otherwise after
  /// everything already queued there.
  package static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
    if isCurrent {
      assumeIsolated(work) { work in work() }
    } else {
      schedule(work)
    }
  }

  /// Runs main-actor code synchronously; the caller has just seen `isCurrent` be true.
  ///
  /// This does what `MainActor.assumeIsolated` does (a synchronous main-actor function has the same
  /// calling convention as a nonisolated one) without repeating the executor check: on Linux that
  /// check costs about 70 ns, more than a whole delivery to one observer, and the queue-specific
  /// test the caller made is the stricter of the two. Debug builds still verify it.
  ///
  /// `work` must capture nothing: it gets what it needs as `input`. A closure that captures nothing
  /// costs no allocation, and it is reinterpreted inside a struct rather than by itself, since a
  /// function passed through a generic parameter is wrapped in a heap-allocated thunk. (The
  /// `withoutActuallyEscaping` that `MainActor.assumeIsolated` uses allocates such a thunk on every
  /// call, which was a quarter of the cost of a set.)
  @inlinable @inline(__always)
  static func assumeIsolated<Input>(_ input: Input, _ work: @escaping @MainActor (Input) -> Void) {
    assert(isCurrent, "main-actor code must run on the main queue")
    unsafeBitCast(MainActorWork(work), to: NonisolatedWork<Input>.self).run(input)
  }
}

/// Main-actor work, laid out exactly as ``NonisolatedWork``.
@usableFromInline
struct MainActorWork<Input> {
  @usableFromInline let run: @MainActor (Input) -> Void

  @inlinable
  init(_ run: @escaping @MainActor (Input) -> Void) {
    self.run = run
  }
}

/// The same work seen without its isolation, to call where the main actor is already held.
@usableFromInline
struct NonisolatedWork<Input> {
  @usableFromInline let run: (Input) -> Void
}
