import Foundation
import KeyboardHandler

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension BenchmarkCase {
  /// Heap growth of one avoider with a session recorder over 100,000 inputs: a recorder left on for
  /// a long session stops growing at its cap.
  static let sessionRecording = BenchmarkCase(
    id: "memory.session-recorder",
    title: "heap growth over 100,000 inputs to one avoider and its recorder",
    unit: "bytes",
    size: .fixed(full: 100_000, quick: 100_000, samples: 3)
  ) { _ in
    [
      SessionRecording.avoider(), SessionRecording.recorder(eventLimit: nil),
      SessionRecording.recorder(eventLimit: .max),
    ]
  }
}

/// The contenders of the session recorder case.
///
/// Each sample builds a fresh avoider (with a listener and a recorder, which records what the avoider
/// takes) for a one-field form, drains the main queue, reads the heap, then hands the avoider `count`
/// inputs: a user tapping the field and dismissing the keyboard, over and over, ten inputs a second on
/// a manual clock (begin editing and the four notifications of a show, end editing and the four of a
/// hide). It reads the heap again once the recorder is full, and at the end. The figure is the growth
/// in bytes.
@MainActor
enum SessionRecording {
  /// The most the heap may grow over a sample for a recorder with the default cap; more fails the run.
  ///
  /// The recorder keeps at most ``KeyboardSessionRecorder/defaultEventLimit`` steps, and here fewer
  /// snapshots than steps (a show's will-show and did-show change nothing that was published). Arrays
  /// grow by doubling, so each holds room for up to twice its count: twice the strides of as many steps
  /// and snapshots as the cap, plus 64 KiB for the rest.
  static var heapBound: Int {
    2 * KeyboardSessionRecorder.defaultEventLimit * bytesPerInput + growthAfterFull
  }

  /// What one kept input costs the recorder: a step and a snapshot, fixed-size values of 224 and 200
  /// bytes on x86_64 Linux (their strides, which only the package can read: the recorder keeps them
  /// out of its public API), rounded up.
  static let bytesPerInput = 512

  /// The most the heap may grow once the recorder is full: it keeps nothing more.
  static let growthAfterFull = 64 * 1024

  static let device = DevicePreset.iPhone15

  /// The avoider alone: the floor, what the recorder adds to.
  static func avoider() -> Contender {
    var finding: Finding?
    return Contender(
      name: "KeyboardAvoider",
      sample: { count in
        let clock = ManualAnimationClock()
        guard let avoider = makeAvoider(clock: clock) else {
          finding = .failure("the avoider could not be built")
          return 0
        }
        await MainQueue.drain()
        let before = Platform.heapBytesInUse()
        let rejected = feed(avoider, inputs: 0..<count, clock: clock)
        await MainQueue.drain()
        let after = Platform.heapBytesInUse()
        finding = rejected > 0 ? .failure("\(rejected) inputs were rejected") : nil
        return Double(after - before)
      },
      check: { finding }
    )
  }

  /// The avoider with a recorder that keeps the default number of inputs (`eventLimit` nil) or as many
  /// as given.
  static func recorder(eventLimit: Int?) -> Contender {
    var finding: Finding?
    var fileNote: String?
    return Contender(
      name: eventLimit == nil ? "+ recorder" : "+ recorder (4 MiB)",
      sample: { count in
        let clock = ManualAnimationClock()
        guard let avoider = makeAvoider(clock: clock) else {
          finding = .failure("the avoider could not be built")
          return 0
        }
        let listener = KeyboardListener(avoider: avoider, notificationCenter: NotificationCenter())
        let recorder =
          eventLimit.map { KeyboardSessionRecorder(listener: listener, clock: clock, eventLimit: $0) }
          ?? KeyboardSessionRecorder(listener: listener, clock: clock)
        // A recorder made once the avoider observes begins with a start step of its own.
        let preamble = recorder.eventCount
        let full = min(count, recorder.eventLimit - preamble)
        await MainQueue.drain()
        let before = Platform.heapBytesInUse()
        var rejected = feed(avoider, inputs: 0..<full, clock: clock)
        await MainQueue.drain()
        let whenFull = Platform.heapBytesInUse()
        rejected += feed(avoider, inputs: full..<count, clock: clock)
        await MainQueue.drain()
        let after = Platform.heapBytesInUse()
        finding = check(
          recorder, count: count, preamble: preamble, rejected: rejected, growth: after - before,
          growthAfterFull: after - whenFull,
          isBounded: eventLimit == nil)
        if eventLimit == nil, fileNote == nil { fileNote = note(on: recorder) }
        withExtendedLifetime(listener) {}
        return Double(after - before)
      },
      check: { finding ?? fileNote.map { .note($0) } }
    )
  }

  /// A failure unless every input was taken and recorded up to the cap, and, for the default cap,
  /// the heap stayed within ``heapBound`` and did not grow once the recorder was full.
  private static func check(
    _ recorder: KeyboardSessionRecorder, count: Int, preamble: Int, rejected: Int, growth: Int,
    growthAfterFull: Int, isBounded: Bool
  ) -> Finding? {
    guard rejected == 0 else { return .failure("\(rejected) inputs were rejected") }
    // Without a cap on inputs, the recorder stops where its file would pass the size of a scenario file.
    let kept = isBounded ? min(count, recorder.eventLimit - preamble) : recorder.eventCount - preamble
    guard recorder.eventCount == preamble + kept, recorder.droppedEventCount == count - kept else {
      return .failure(
        "\(recorder.eventCount) inputs recorded and \(recorder.droppedEventCount) dropped, not \(preamble + kept) "
          + "and \(count - kept)")
    }
    guard isBounded else { return nil }
    guard growth <= heapBound else {
      return .failure("the heap grew by \(growth) bytes over \(count) inputs, more than \(heapBound)")
    }
    guard growthAfterFull <= Self.growthAfterFull else {
      return .failure(
        "the heap grew by \(growthAfterFull) bytes after the recorder was full, more than \(Self.growthAfterFull)")
    }
    return nil
  }

  /// What the full recording's file weighs, against the size a scenario file may have.
  private static func note(on recorder: KeyboardSessionRecorder) -> String {
    guard let bytes = try? recorder.scenarioData().count else { return "the full recording could not be written" }
    let perInput = Double(bytes) / Double(recorder.eventCount)
    let limit = KeyboardSessionRecorder.maximumFileSize
    let fitting = Int(Double(limit) / perInput)
    return "the full recording of \(recorder.eventCount) inputs writes \(bytes) bytes, "
      + "\(Report.number(perInput)) per input; "
      + (bytes <= limit ? "within" : "over") + " the \(limit) bytes a scenario file may have, which holds about "
      + "\(fitting) such inputs"
  }

  /// An avoider for a one-field form, at rest.
  private static func makeAvoider(clock: ManualAnimationClock) -> KeyboardAvoider? {
    let field = InputField(id: "amount", frame: CGRect(x: 16, y: 700, width: 361, height: 44))
    return try? KeyboardAvoider(container: device.container(.portrait), fields: [field], clock: clock)
  }

  /// One tap and dismissal, as UIKit reports them, each input with its time from the tap.
  private static let cycle: [TimedInput] = {
    var simulator = KeyboardSimulator(device: device)
    return simulator.tapTextField("amount") + simulator.dismiss()
  }()

  /// Hands `avoider` the inputs at `positions` in an endless repetition of ``cycle``, one cycle a second,
  /// advancing `clock` to each input's time; returns how many it rejected.
  private static func feed(_ avoider: KeyboardAvoider, inputs positions: Range<Int>, clock: ManualAnimationClock)
    -> Int
  {
    var rejected = 0
    for position in positions {
      let (round, index) = position.quotientAndRemainder(dividingBy: cycle.count)
      let timed = cycle[index]
      clock.advance(by: max(0, TimeInterval(round) + timed.time - clock.now))
      do {
        try avoider.handle(timed.input)
      } catch {
        rejected += 1
      }
    }
    return rejected
  }
}
