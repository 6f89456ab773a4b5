import Testing

@testable import Binding

@Suite("Read-only boxes")
@MainActor
struct ReadOnlyBoxTests {
  @Test("A read-only box shows its box's value and delivers its every change")
  func followsItsBox() {
    let box = Box(1)
    let output = box.readOnly
    let recorder = Recorder<Int>()
    output.bind(recorder.observer)
    box.value = 2
    #expect(output.value == 2)
    #expect(recorder.values == [1, 2])
    #expect(ReadOnlyBox(box).value == 2)
  }

  @Test("A read-only box's value cannot be written, where a box's can")
  func valueIsNotWritable() {
    let readOnlyValue: PartialKeyPath<ReadOnlyBox<Int>> = \ReadOnlyBox<Int>.value
    let boxValue: PartialKeyPath<Box<Int>> = \Box<Int>.value
    #expect(!(readOnlyValue is WritableKeyPath<ReadOnlyBox<Int>, Int>))
    #expect(boxValue is ReferenceWritableKeyPath<Box<Int>, Int>)
  }

  @Test("Unbinding through a read-only box unbinds from its box, and tokens of other boxes are ignored")
  func unbind() {
    let box = Box(0)
    let output = box.readOnly
    let recorder = Recorder<Int>()
    let token = output.bind(recorder.observer)
    output.unbind(Box(0).bind { _ in })
    #expect(output.observerCount == 1)
    output.unbind(token)
    box.value = 1
    #expect(recorder.values == [0])
    #expect(box.observerCount == 0)
  }

  @Test("A read-only box keeps its box alive, and a box's read-only face is that box")
  func lifetime() {
    var box: Box<Int>? = Box(0)
    let watch = WeakReference(box!)
    let output = box!.readOnly
    #expect(output.box === box)
    box = nil
    #expect(!watch.isFreed)
    _ = output
  }

  @Test("The description names the read-only box, its value and its observers")
  func description() {
    let output = Box(42).readOnly
    output.bind { _ in }
    #expect(output.description == "ReadOnlyBox<Int>(42, observers: 1)")
  }

  @Test("Derived boxes are read-only, and so are boxes derived from read-only boxes")
  func derivedAreReadOnly() {
    let box = Box(2)
    let doubled: ReadOnlyBox<Int> = box.map { $0 * 2 }
    let text: ReadOnlyBox<String> = doubled.map { "\($0)" }
    box.value = 3
    #expect(text.value == "6")
  }
}
