import Dispatch
import Testing

@testable import Binding

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// `MainQueue.isCurrent` answers for the main queue itself, never for a thread: each answer is
/// checked against the queue-specific value the tests set on the main queue on their own.
@Suite("The main-queue test")
struct MainQueueTests {
  @Test("Main-actor code is on the main queue")
  @MainActor
  func mainActor() {
    #expect(MainQueue.isCurrent)
    #expect(MainQueueProbe.isCurrent)
  }

  @Test("A block queued on the main queue is on it, whichever thread serves the main queue")
  func mainQueueBlock() async {
    let answers = await answer(on: .main)
    #expect(answers == Answers(library: true, probe: true))
  }

  #if canImport(Glibc)
    @Test("Under swift test on Linux, a worker thread serves the main queue, and the test still answers yes")
    func mainQueueServedByWorker() async {
      let (onProcessMainThread, isCurrent) = await withCheckedContinuation { done in
        DispatchQueue.main.async {
          done.resume(returning: (Self.isProcessMainThread(), MainQueue.isCurrent))
        }
      }
      #expect(!onProcessMainThread)
      #expect(isCurrent)
    }
  #endif

  @Test("A synchronous block on the main queue from another thread is on it")
  func mainQueueSyncFromBackground() async {
    let answers = await withCheckedContinuation { done in
      DispatchQueue.global().async {
        done.resume(returning: DispatchQueue.main.sync { Answers.now() })
      }
    }
    #expect(answers == Answers(library: true, probe: true))
  }

  @Test("A queue that targets the main queue runs its blocks on the main queue")
  func queueTargetingMain() async {
    let answers = await answer(on: DispatchQueue(label: "targets main", target: .main))
    #expect(answers == Answers(library: true, probe: true))
  }

  @Test("A global queue is not the main queue")
  func globalQueue() async {
    let answers = await answer(on: .global())
    #expect(answers == Answers(library: false, probe: false))
  }

  @Test("A serial queue of one's own is not the main queue")
  func serialQueue() async {
    let answers = await answer(on: DispatchQueue(label: "serial"))
    #expect(answers == Answers(library: false, probe: false))
  }

  @Test("A queue of one's own named like the main queue is not the main queue")
  func queueNamedLikeMain() async {
    // The main queue is told by its label's address, never by the text, which anyone may reuse.
    let answers = await answer(on: DispatchQueue(label: DispatchQueue.main.label))
    #expect(answers == Answers(library: false, probe: false))
  }

  @Test("A serial queue entered synchronously from a main-queue block is the main queue's only on Apple's main thread")
  func serialQueueSyncFromMain() async {
    let serial = DispatchQueue(label: "serial, entered synchronously")
    let answers = await withCheckedContinuation { done in
      DispatchQueue.main.async {
        done.resume(returning: serial.sync { Answers.now() })
      }
    }
    // The queue-specific value follows the current queue, which is `serial` here. On Apple platforms
    // the main thread answers first: it is still holding the main queue, which is why
    // `dispatchPrecondition(condition: .onQueue(.main))` passes there too.
    #if canImport(Darwin)
      #expect(answers == Answers(library: Answers.isMainThread, probe: false))
    #else
      #expect(answers == Answers(library: false, probe: false))
    #endif
  }

  #if canImport(Glibc)
    /// Whether the calling thread is the process's first thread: its thread id is the process id,
    /// which `/proc/thread-self` (a link to `PID/task/TID`) shows.
    private static func isProcessMainThread() -> Bool {
      var buffer = [CChar](repeating: 0, count: 64)
      let count = buffer.withUnsafeMutableBufferPointer { readlink("/proc/thread-self", $0.baseAddress!, $0.count) }
      let path = String(decoding: buffer.prefix(max(count, 0)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let parts = path.split(separator: "/")
      return parts.count == 3 && parts[0] == parts[2]
    }
  #endif

  /// What the library and the tests' own probe answer inside a block run on `queue`.
  private func answer(on queue: DispatchQueue) async -> Answers {
    await withCheckedContinuation { done in
      queue.async { done.resume(returning: Answers.now()) }
    }
  }
}

/// The library's answer beside the one of the queue-specific value the tests set themselves.
struct Answers: Equatable, Sendable {
  var library: Bool
  var probe: Bool

  static func now() -> Answers {
    Answers(library: MainQueue.isCurrent, probe: MainQueueProbe.isCurrent)
  }

  #if canImport(Darwin)
    static var isMainThread: Bool { pthread_main_np() != 0 }
  #endif
}
