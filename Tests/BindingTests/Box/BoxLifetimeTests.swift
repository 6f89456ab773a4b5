import Binding
import Testing

/// Rule 9 and every exit path of a binding, checked with weak references.
@Suite("Box lifetimes")
@MainActor
struct BoxLifetimeTests {
  @Test("A box no longer referenced is freed together with its observers")
  func boxFreedWithObservers() {
    var box: Box<Int>? = Box(0)
    let captured = Tracked()
    let watchCaptured = WeakReference(captured)
    let token = box?.bind { [captured] _ in _ = captured }
    let watchBox = WeakReference(box!)
    _ = consume captured
    #expect(!watchCaptured.isFreed)
    box = nil
    #expect(watchBox.isFreed)
    #expect(watchCaptured.isFreed)
    token?.unbind()  // unbinding a token of a freed box does nothing
  }

  @Test("A token does not keep its box alive")
  func tokenDoesNotRetainBox() {
    var box: Box<Int>? = Box(0)
    let token = box!.bind { _ in }
    let watch = WeakReference(box!)
    box = nil
    #expect(watch.isFreed)
    _ = token
  }

  @Test("Unbinding releases the observer and what it captured")
  func unbindReleasesObserver() {
    let box = Box(0)
    var captured: Tracked? = Tracked()
    let watch = WeakReference(captured!)
    let token = box.bind { [captured] _ in _ = captured }
    captured = nil
    #expect(!watch.isFreed)
    token.unbind()
    #expect(watch.isFreed)
  }

  @Test("What an observer captured is released after the box's lock, so its deinit may use the box")
  func observerReleasedOutsideLock() {
    let box = Box(0)
    let reader = BoxReader(box)
    let watch = WeakReference(reader)
    let token = box.bind { [reader] _ in _ = reader }
    _ = consume reader
    token.unbind()  // deadlocks if the observer is released with the lock held
    #expect(watch.isFreed)
  }

  @Test("A box freed with deliveries still queued is freed, and drops them")
  func boxFreedWithQueuedDeliveries() async {
    var box: Box<Int>? = Box(0)
    let recorder = Recorder<Int>()
    box!.bind(recorder.observer)
    let watch = WeakReference(box!)
    let shared = box!
    runOnBackgroundThread { shared.value = 1 }
    _ = consume shared
    box = nil
    #expect(watch.isFreed)
    await flushMainQueue()
    #expect(recorder.values == [0])
  }
}

/// Reads its box when it is freed, as an object captured by an observer may.
final class BoxReader: Sendable {
  let box: Box<Int>

  init(_ box: Box<Int>) {
    self.box = box
  }

  deinit {
    _ = box.value
  }
}
