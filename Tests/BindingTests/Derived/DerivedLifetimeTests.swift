import Testing

@testable import Binding

/// A derived box lives while it is held, or observed while a source can still change it, and is freed
/// with its links to its sources on every way out. Each test watches the derived box, and what its
/// transform and its observer captured, through weak references.
@Suite("Derived box lifetimes")
@MainActor
struct DerivedLifetimeTests {
  @Test("An inline chain keeps delivering until it is unbound, then frees its derived box")
  func inlineChain() {
    let email = Box("")
    let counts = Recorder<Int>()
    let token = email.map { $0.count }.bind { counts.record($0) }
    email.value = "ada"
    #expect(counts.values == [0, 3])
    #expect(email.observerCount == 1)
    token.unbind()
    // Only the derived box's deinitializer unbinds it from `email`.
    #expect(email.observerCount == 0)
  }

  @Test("An inline chain frees its derived box on every way out", arguments: DerivedKind.allCases, Exit.allCases)
  func everyExit(kind: DerivedKind, exit: Exit) {
    var source: Box<Int>? = Box(0)
    var other: Box<Int>? = Box(0)
    let recorder = Recorder<Int>()
    var bag: BindingBag? = BindingBag()
    var owner: Label? = Label()
    var observerCapture: Tracked? = Tracked()
    let watchObserverCapture = WeakReference(observerCapture!)
    let (token, watchDerived) = observeInline(kind.make(source!, other!)) { derived in
      switch exit {
      case .unbind, .sourceFreed:
        return derived.bind { [observerCapture] value in
          _ = observerCapture
          recorder.record(value)
        }
      case .bagFreed:
        let token = derived.bind { [observerCapture] value in
          _ = observerCapture
          recorder.record(value)
        }
        token.store(in: bag!)
        return token
      case .ownerFreed:
        return derived.bind(owner: owner!) { [observerCapture] _, value in
          _ = observerCapture
          recorder.record(value)
        }
      }
    }
    observerCapture = nil
    source!.value = 1
    #expect(recorder.values == [0, 1])
    #expect(!watchDerived.isFreed)

    switch exit {
    case .unbind:
      token.unbind()
    case .bagFreed:
      bag = nil
    case .ownerFreed:
      owner = nil
      source!.value = 2  // the binding notices its owner is gone at its next value
    case .sourceFreed:
      source = nil
      #expect(kind != .combined || !watchDerived.isFreed)  // the other source can still change it
      other = nil
    }
    #expect(watchDerived.isFreed)
    #expect(watchObserverCapture.isFreed)
    #expect(source?.observerCount ?? 0 == 0)
    #expect(other?.observerCount ?? 0 == 0)
    _ = (bag, owner)
  }

  @Test(
    "A derived box that is held but not observed follows its source, and is freed once dropped",
    arguments: DerivedKind.allCases)
  func heldNotObserved(kind: DerivedKind) {
    let source = Box(0)
    let other = Box(0)
    var derived: ReadOnlyBox<Int>? = kind.make(source, other)
    let watch = WeakReference(derived!.box)
    source.value = 5
    #expect(derived?.value == 5)
    #expect(source.observerCount == 1)
    derived = nil
    #expect(watch.isFreed)
    #expect(source.observerCount == 0)
    #expect(other.observerCount == 0)
  }

  @Test("A derived box observed, then not, then again, is held by its source only while observed")
  func observedAgain() {
    let source = Box(1)
    var derived: ReadOnlyBox<Int>? = source.map { $0 * 10 }
    let watch = WeakReference(derived!.box)
    let recorder = Recorder<Int>()
    derived!.bind { _ in }.unbind()
    let token = derived!.bind(recorder.observer)
    derived = nil
    #expect(!watch.isFreed)
    source.value = 2
    #expect(recorder.values == [10, 20])
    token.unbind()
    #expect(watch.isFreed)
    #expect(source.observerCount == 0)
  }

  @Test("A chain of derived boxes frees every intermediate box once its end is unbound")
  func longChain() {
    let source = Box(1)
    let captured = Tracked()
    let watchCaptured = WeakReference(captured)
    let recorder = Recorder<String>()
    let token =
      source
      .map { [captured] value in withExtendedLifetime(captured) { value * 2 } }
      .filter(initial: 0) { $0 > 0 }
      .removeDuplicates()
      .map { "#\($0)" }
      .bind(recorder.observer)
    _ = consume captured
    source.value = 2
    source.value = -1
    #expect(recorder.values == ["#2", "#4"])
    token.unbind()
    #expect(watchCaptured.isFreed)
    #expect(source.observerCount == 0)
  }

  @Test("An observed combined box lives while one of its sources does, and delivers its changes")
  func combinedOutlivesOneSource() {
    var first: Box<Int>? = Box(1)
    var second: Box<Int>? = Box(10)
    let recorder = Recorder<Int>()
    let (_, watch) = observeInline(first!.combined(with: second!).map { $0 + $1 }) { derived in
      derived.bind(recorder.observer)
    }
    first = nil
    #expect(!watch.isFreed)
    second!.value = 20
    #expect(recorder.values == [11, 21])
    second = nil
    #expect(watch.isFreed)
  }

  @Test(
    "An observed derived box whose observer captures nothing of its source leaves no cycle once the source is freed")
  func noCycleThroughSource() {
    var source: Box<Int>? = Box(0)
    let watchSource = WeakReference(source!)
    let (_, watchDerived) = observeInline(source!.map { $0 + 1 }.map { $0 * 2 }) { derived in
      derived.bind { _ in }
    }
    source = nil
    #expect(watchSource.isFreed)
    #expect(watchDerived.isFreed)
  }

  @Test("Inline chains bound and unbound on four threads while the source changes leave nothing behind")
  func concurrentInlineChains() async {
    let source = Box(0)
    let captured = Tracked()
    let watchCaptured = WeakReference(captured)
    runOnBackgroundThreads(4) { [captured] thread in
      for round in 0..<200 {
        let token =
          source
          .map { [captured] value in withExtendedLifetime(captured) { value + 1 } }
          .removeDuplicates()
          .bind { _ in }
        source.value = thread * 1_000 + round
        if round.isMultiple(of: 2) {
          token.unbind()
        } else {
          let bag = BindingBag()
          token.store(in: bag)
        }
      }
    }
    _ = consume captured
    await flushMainQueue()
    #expect(source.observerCount == 0)
    #expect(watchCaptured.isFreed)
  }

  /// Makes `derived` in this scope only, observes it with `observe`, and returns the token with a
  /// weak reference to the derived box: the caller holds nothing else of it, as in an inline chain.
  private func observeInline(
    _ derived: ReadOnlyBox<Int>,
    _ observe: (ReadOnlyBox<Int>) -> BindingToken
  ) -> (BindingToken, WeakReference<Box<Int>>) {
    (observe(derived), WeakReference(derived.box))
  }
}

/// The ways a binding of a derived box ends.
enum Exit: String, CaseIterable, Sendable, CustomStringConvertible {
  case unbind
  case bagFreed
  case ownerFreed
  case sourceFreed

  var description: String { rawValue }
}
