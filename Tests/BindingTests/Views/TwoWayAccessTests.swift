import Testing

@testable import Binding

#if canImport(Observation)
  import Observation
#endif

/// What SwiftUI's two-way bindings to a box are made of: a write sets the box once, and writing back
/// the value it holds changes nothing, so a view's write never comes back to it as a second change.
@Suite("Two-way access to a box")
@MainActor
struct TwoWayAccessTests {
  @Test("A write sets the box once, and a read gives the box's value")
  func writeSetsOnce() {
    let box = Box("")
    let recorder = Recorder<String>()
    box.bind(recorder.observer)
    let access = box.twoWayAccess(\.value)
    access.write("Ada")
    #expect(recorder.values == ["", "Ada"])
    #expect(access.read() == "Ada")
    box.value = "Grace"
    #expect(access.read() == "Grace")
  }

  @Test("Writing back the value the box holds delivers nothing")
  func writingTheSameValueChangesNothing() {
    let box = Box("Ada")
    let recorder = Recorder<String>()
    box.bind(recorder.observer)
    let access = box.twoWayAccess(\.value)
    access.write("Ada")
    access.write("Grace")
    access.write("Grace")
    #expect(recorder.values == ["Ada", "Grace"])
  }

  @Test("A value that is not Equatable is written every time")
  func valuesThatAreNotEquatableAreAlwaysWritten() {
    let box = Box(Opaque(0))
    let recorder = Recorder<Int>()
    box.bind { recorder.record($0.number) }
    let access = box.twoWayAccess(\.value)
    access.write(Opaque(0))
    access.write(Opaque(0))
    #expect(recorder.values == [0, 0, 0])
  }

  #if canImport(Observation)
    @Test("A tracking of the read is told of a write that changes the value, and of nothing else")
    func trackingToldOfChangesOnly() {
      let box = Box("Ada")
      let access = box.twoWayAccess(\.value)
      let log = SharedLog<String>()
      withObservationTracking {
        _ = access.read()
      } onChange: {
        log.append("told")
      }
      access.write("Ada")
      #expect(log.entries == [])
      access.write("Grace")
      #expect(log.entries == ["told"])
    }
  #endif
}

/// A value that is not `Equatable`, as a view model's may be.
private struct Opaque: Sendable {
  let number: Int

  init(_ number: Int) {
    self.number = number
  }
}
