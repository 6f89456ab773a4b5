import Binding
import Testing

@Suite("Binding bags")
@MainActor
struct BindingBagTests {
  @Test("A bag unbinds everything it holds when it is freed")
  func bagFreedUnbinds() {
    let first = Box(0)
    let second = Box("")
    var bag: BindingBag? = BindingBag()
    let watch = WeakReference(bag!)
    first.bind { _ in }.store(in: bag!)
    first.bind { _ in }.store(in: bag!)
    second.bind { _ in }.store(in: bag!)
    #expect(bag?.count == 3)
    bag = nil
    #expect(watch.isFreed)
    #expect(first.observerCount == 0)
    #expect(second.observerCount == 0)
  }

  @Test("Unbinding all empties the bag, which can be used again")
  func unbindAllAndReuse() {
    let box = Box(0)
    let bag = BindingBag()
    let recorder = Recorder<Int>()
    box.bind { _ in }.store(in: bag)
    bag.unbindAll()
    #expect(bag.count == 0)
    #expect(box.observerCount == 0)
    box.bind(recorder.observer).store(in: bag)
    box.value = 1
    #expect(recorder.values == [0, 1])
  }

  @Test("A bag does not keep boxes or observers alive")
  func bagHoldsNothingStrongly() {
    let bag = BindingBag()
    var box: Box<Int>? = Box(0)
    let watch = WeakReference(box!)
    box!.bind { _ in }.store(in: bag)
    box = nil
    #expect(watch.isFreed)
    bag.unbindAll()
  }
}
