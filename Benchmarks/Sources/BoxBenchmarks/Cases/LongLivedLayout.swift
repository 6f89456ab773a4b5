import Foundation
import KeyboardHandler

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension BenchmarkCase {
  /// Heap growth of one avoider and its animated layout over 100,000 keyboard events, as a screen
  /// that stays up for a long time sees them.
  static let longLivedLayout = BenchmarkCase(
    id: "memory.long-lived-layout",
    title: "heap growth over 100,000 keyboard events to one avoider and layout",
    unit: "bytes",
    size: .fixed(full: 100_000, quick: 100_000, samples: 3)
  ) { _ in
    [LongLivedLayout.avoider(), LongLivedLayout.layout(keptRecords: nil), LongLivedLayout.layout(keptRecords: .max)]
  }
}

/// The contenders of the long-lived case.
///
/// Each sample builds a fresh avoider (and layout) with a field focused and the keyboard up, drains
/// the main queue, reads the heap, then hands it `count` keyboard frame changes (the predictive bar
/// toggling), 0.1 s apart on a manual clock so that each interrupts the last one's animation, and
/// reads the heap again. The figure is the growth in bytes.
@MainActor
enum LongLivedLayout {
  /// The most the heap may grow over a sample for a layout with the default number of kept
  /// records; more fails the run.
  ///
  /// Here only the offset moves, and its records and the layout's take about 20 KB once their
  /// arrays have grown to hold 100 each. A strategy that moves all four values keeps five such
  /// arrays, so the bound holds for any strategy while a leak of a few bytes per event breaks it.
  static let heapBound = 128 * 1024

  static let device = DevicePreset.iPhone15

  /// The avoider alone: the floor, what the layout adds to.
  static func avoider() -> Contender {
    var finding: Finding?
    return Contender(
      name: "KeyboardAvoider",
      sample: { count in
        guard let avoider = makeAvoider() else {
          finding = .failure("the avoider could not be built")
          return 0
        }
        await MainQueue.drain()
        let before = Platform.heapBytesInUse()
        let rejected = feed(avoider, count: count, clock: nil)
        await MainQueue.drain()
        let after = Platform.heapBytesInUse()
        finding = rejected > 0 ? .failure("\(rejected) events were rejected") : nil
        return Double(after - before)
      },
      check: { finding }
    )
  }

  /// The avoider with an ``AnimatedKeyboardLayout`` bound to it, keeping the default number of
  /// records (`keptRecords` nil) or as many as given.
  static func layout(keptRecords: Int?) -> Contender {
    var finding: Finding?
    return Contender(
      name: keptRecords == nil ? "+ layout" : "+ layout (all)",
      sample: { count in
        let clock = ManualAnimationClock()
        guard let avoider = makeAvoider(clock: clock) else {
          finding = .failure("the avoider could not be built")
          return 0
        }
        let layout =
          keptRecords.map { AnimatedKeyboardLayout(avoider: avoider, clock: clock, keptRecords: $0) }
          ?? AnimatedKeyboardLayout(avoider: avoider, clock: clock)
        await MainQueue.drain()
        let before = Platform.heapBytesInUse()
        let rejected = feed(avoider, count: count, clock: clock)
        await MainQueue.drain()
        let after = Platform.heapBytesInUse()
        finding = check(
          layout, of: avoider, count: count, rejected: rejected, growth: after - before,
          isBounded: keptRecords == nil)
        return Double(after - before)
      },
      check: { finding }
    )
  }

  /// A failure unless every event was taken and moved the layout to the avoider's offset, and, for
  /// a layout with the default number of kept records, the heap stayed within ``heapBound``.
  private static func check(
    _ layout: AnimatedKeyboardLayout, of avoider: KeyboardAvoider, count: Int, rejected: Int, growth: Int,
    isBounded: Bool
  ) -> Finding? {
    guard rejected == 0 else { return .failure("\(rejected) events were rejected") }
    guard layout[.offset].target == avoider.offset.value.value else {
      return .failure(
        "the layout's offset ends at \(layout[.offset].target), the avoider's at \(avoider.offset.value.value)")
    }
    guard isBounded else {
      return layout.records.count == count
        ? nil : .failure("only \(layout.records.count) of \(count) records were kept")
    }
    guard layout.records.count == 100 else { return .failure("\(layout.records.count) records kept, not 100") }
    guard growth <= heapBound else {
      return .failure("the heap grew by \(growth) bytes over \(count) events, more than \(heapBound)")
    }
    return nil
  }

  /// An avoider with one field focused and the keyboard up, or nil if the engine refuses the form.
  private static func makeAvoider(clock: any SchedulingClock = ManualAnimationClock()) -> KeyboardAvoider? {
    let field = InputField(id: "amount", frame: CGRect(x: 16, y: 700, width: 361, height: 44))
    guard let avoider = try? KeyboardAvoider(container: device.container(.portrait), fields: [field], clock: clock)
    else { return nil }
    let (tall, _) = frames()
    let hidden = tall.offsetBy(dx: 0, dy: tall.height)
    _ = try? avoider.didBeginEditing("amount")
    _ = try? avoider.handle(.keyboard(KeyboardEvent(phase: .willShow, beginFrame: hidden, endFrame: tall)))
    return avoider
  }

  /// The keyboard's frames with and without the predictive bar.
  private static func frames() -> (tall: CGRect, short: CGRect) {
    let screen = device.container(.portrait).screenBounds
    let heights = device.keyboard(.portrait)
    func frame(_ height: CGFloat) -> CGRect {
      CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
    }
    return (frame(heights.withPredictiveBar), frame(heights.withoutPredictiveBar))
  }

  /// Hands `avoider` `count` frame changes, advancing `clock` 0.1 s before each; returns how many
  /// it rejected.
  private static func feed(_ avoider: KeyboardAvoider, count: Int, clock: ManualAnimationClock?) -> Int {
    let (tall, short) = frames()
    let events = [
      KeyboardEvent(phase: .willChangeFrame, beginFrame: tall, endFrame: short),
      KeyboardEvent(phase: .willChangeFrame, beginFrame: short, endFrame: tall),
    ]
    var rejected = 0
    for index in 0..<count {
      clock?.advance(by: 0.1)
      do {
        _ = try avoider.handle(.keyboard(events[index & 1]))
      } catch {
        rejected += 1
      }
    }
    return rejected
  }
}
