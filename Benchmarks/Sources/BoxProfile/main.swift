// One operation in a loop, for an instruction profile that does not depend on a noisy machine:
//
//   swift build -c release --package-path Benchmarks
//   valgrind --tool=callgrind Benchmarks/.build/release/box-profile set 20000   (also: set0, set10, closures,
//                                                      closures10, bind, map, tracked, readset, keyboard)
//   valgrind --tool=callgrind Benchmarks/.build/release/box-profile set 40000
//
// The difference between two counts, divided by the difference in operations, is the cost of one
// operation without the process's start-up; `callgrind_annotate` shows where it goes.
import Binding
import Dispatch
import Foundation
import KeyboardHandler
import Observation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

@MainActor
final class Sink {
  var total = 0
}

enum Operation: String, CaseIterable {
  /// A set on the main queue with no observer.
  case set0
  /// A set on the main queue delivered to one observer.
  case set
  /// A set on the main queue delivered to ten observers.
  case set10
  /// The floor of `set`: a stored value and an array of one closure, called in turn.
  case closures
  /// The floor of `set10`: the same with ten closures.
  case closures10
  /// Binding one observer (with its replay) and unbinding it.
  case bind
  /// A set on the main queue delivered through a `map` to one observer.
  case map
  /// A read of a box inside `withObservationTracking`, then a set on the main queue that tells it.
  case tracked
  /// A read of a box outside any tracking, then a set on the main queue, with no observer.
  case readset
  /// A keyboard frame change with a field of a 10,000-field form focused.
  case keyboard
}

@MainActor
func run(_ operation: Operation, count: Int) -> Int {
  let sink = Sink()
  switch operation {
  case .set0, .set, .set10:
    let box = Box(0)
    for _ in 0..<(operation == .set0 ? 0 : operation == .set ? 1 : 10) {
      box.bind { sink.total &+= $0 }
    }
    for value in 0..<count { box.value = value }
    sink.total &+= box.value
  case .closures, .closures10:
    let observers: [@MainActor @Sendable (Int) -> Void] = (0..<(operation == .closures ? 1 : 10)).map { _ in
      { sink.total &+= $0 }
    }
    var current = 0
    for value in 0..<count {
      current = value
      for observer in observers { observer(current) }
    }
  case .bind:
    let box = Box(1)
    for _ in 0..<count { box.bind { sink.total &+= $0 }.unbind() }
  case .map:
    let box = Box(0)
    let mapped = box.map { $0 }
    mapped.bind { sink.total &+= $0 }
    for value in 0..<count { box.value = value }
    withExtendedLifetime(mapped) {}
  case .tracked:
    let box = Box(0)
    for value in 0..<count {
      withObservationTracking {
        sink.total &+= box.value
      } onChange: {
      }
      box.value = value
    }
  case .readset:
    let box = Box(0)
    for value in 0..<count {
      sink.total &+= box.value
      box.value = value
    }
  case .keyboard:
    sink.total = keyboardEvents(count)
  }
  return sink.total
}

@MainActor
func keyboardEvents(_ count: Int) -> Int {
  let device = DevicePreset.iPhone15
  let fields = (0..<10_000).map { index in
    InputField(
      id: FieldID("field-\(index)"), frame: CGRect(x: 16, y: 420 + CGFloat(index % 8) * 52, width: 361, height: 44))
  }
  guard var engine = try? AvoidanceEngine(container: device.container(.portrait), fields: fields) else { return -1 }
  let screen = device.container(.portrait).screenBounds
  let heights = device.keyboard(.portrait)
  func frame(_ height: CGFloat) -> CGRect {
    CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
  }
  let tall = frame(heights.withPredictiveBar)
  let short = frame(heights.withoutPredictiveBar)
  var effects = (try? engine.handle(.didBeginEditing("field-9999")).count) ?? 0
  for index in 0..<count {
    let (from, to) = index.isMultiple(of: 2) ? (tall, short) : (short, tall)
    effects +=
      (try? engine.handle(.keyboard(KeyboardEvent(phase: .willChangeFrame, beginFrame: from, endFrame: to))).count) ?? 0
  }
  return effects
}

let arguments = CommandLine.arguments.dropFirst()
guard let name = arguments.first, let operation = Operation(rawValue: name),
  let count = arguments.dropFirst().first.flatMap({ Int($0) }), count > 0
else {
  let names = Operation.allCases.map(\.rawValue).joined(separator: "|")
  FileHandle.standardError.write(Data("usage: box-profile \(names) COUNT\n".utf8))
  exit(2)
}
let total = MainActor.assumeIsolated { run(operation, count: count) }
print("\(operation.rawValue) x \(count): checksum \(total)")
