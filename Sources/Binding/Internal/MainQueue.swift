internal import Dispatch

#if canImport(Darwin)
  internal import Darwin
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
/// `package`: the keyboard module's notification listener asks the same question and hops the same way,
/// and the UIKit adapter's app-wide mode reads each field that begins editing through `assumeIsolated`.
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
  /// Every set with observers asks this, so it must be cheap. `DispatchQueue.getSpecific(key:)` is
  /// exact but costs hundreds of instructions (a generic call into the overlay), so:
  ///
  /// - On Apple platforms, the main thread answers at once: while the main queue is bound to the main
  ///   thread (an app, or any program running the main run loop), its blocks run only there, and
  ///   nothing else runs on the main queue while the main thread is busy. Other threads ask the queue,
  ///   since after `dispatchMain()` main-queue blocks run on worker threads. The only answer that
  ///   differs from the queue-specific test alone: on the main thread inside a `sync` onto another
  ///   queue, this says yes, as `dispatchPrecondition(condition: .onQueue(.main))` does there.
  /// - Elsewhere, the label of the running queue answers first: Dispatch reads the running queue
  ///   from a thread-local slot, a few instructions, where `dispatch_get_specific` also takes the
  ///   queue's lock. Only a queue other than the main queue itself asks `dispatch_get_specific`
  ///   (what the overlay asks, without its generic wrapper; the overlay hides the C function, hence
  ///   `CDispatch`), which also says yes on a queue that targets the main queue.
  @usableFromInline
  package static var isCurrent: Bool {
    #if canImport(Darwin)
      return pthread_main_np() != 0 || DispatchQueue.getSpecific(key: key) != nil
    #elseif canImport(CDispatch)
      // The main queue's label is a pointer of Dispatch's own, which the running queue's label
      // equals only on the main queue: queues of one's own get copies of their labels. Asked each
      // time, since a `static let` costs a call to `swift_once` on every read.
      let main = CDispatch.dispatch_queue_get_label(CDispatch.dispatch_get_main_queue())
      return CDispatch.dispatch_queue_get_label(nil) == main || isCurrentBySpecific
    #else
      return DispatchQueue.getSpecific(key: key) != nil
    #endif
  }

  #if !canImport(Darwin) && canImport(CDispatch)
    /// The queue-specific test: whether the running queue, or a queue it targets, is the main queue.
    private static var isCurrentBySpecific: Bool {
      let answer = CDispatch.dispatch_get_specific(UnsafeRawPointer(bitPattern: keyAddress)!) != nil
      assert(answer == (DispatchQueue.getSpecific(key: key) != nil), "the main-queue key moved")
      return answer
    }
  #endif

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
  package static func assumeIsolated<Input, Output>(
    _ input: Input, _ work: @escaping @MainActor (Input) -> Output
  ) -> Output {
    assert(isCurrent, "main-actor code must run on the main queue")
    return unsafeBitCast(MainActorWork(work), to: NonisolatedWork<Input, Output>.self).run(input)
  }

  /// ``assumeIsolated(_:_:)`` with three inputs, passed as they are: packed into one tuple, they
  /// would be copied, which costs a retain and a release for each reference among them.
  @inlinable @inline(__always)
  static func assumeIsolated<First, Second, Third>(
    _ first: First, _ second: Second, _ third: Third,
    _ work: @escaping @MainActor (First, Second, Third) -> Void
  ) {
    assert(isCurrent, "main-actor code must run on the main queue")
    unsafeBitCast(MainActorWork3(work), to: NonisolatedWork3<First, Second, Third>.self).run(first, second, third)
  }
}

/// Main-actor work, laid out exactly as ``NonisolatedWork``.
@usableFromInline
struct MainActorWork<Input, Output> {
  @usableFromInline let run: @MainActor (Input) -> Output

  @inlinable
  init(_ run: @escaping @MainActor (Input) -> Output) {
    self.run = run
  }
}

/// The same work seen without its isolation, to call where the main actor is already held.
@usableFromInline
struct NonisolatedWork<Input, Output> {
  @usableFromInline let run: (Input) -> Output
}

/// Main-actor work of three inputs, laid out exactly as ``NonisolatedWork3``.
@usableFromInline
struct MainActorWork3<First, Second, Third> {
  @usableFromInline let run: @MainActor (First, Second, Third) -> Void

  @inlinable
  init(_ run: @escaping @MainActor (First, Second, Third) -> Void) {
    self.run = run
  }
}

/// The same work seen without its isolation.
@usableFromInline
struct NonisolatedWork3<First, Second, Third> {
  @usableFromInline let run: (First, Second, Third) -> Void
}
