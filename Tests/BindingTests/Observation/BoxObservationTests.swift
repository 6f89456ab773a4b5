#if canImport(Observation)
  import Observation
  import Testing

  @testable import Binding

  /// A box in Swift's Observation: a read of its value inside `withObservationTracking` is told of the
  /// next set, once, on the main queue, after the value is stored, and `bind`'s rules are unchanged.
  @Suite("Box in Observation")
  @MainActor
  struct BoxObservationTests {
    @Test("A read inside tracking is told of a set on the main queue before the setter returns")
    func toldOfMainQueueSet() {
      let box = Box(0)
      let log = SharedLog<Notice>()
      track(box, into: log)
      box.value = 1
      #expect(log.entries == [.onMainQueue(1)])
    }

    @Test("A second set after the first notice is not reported to the same tracking")
    func toldOnce() {
      let box = Box(0)
      let log = SharedLog<Notice>()
      track(box, into: log)
      box.value = 1
      box.value = 2
      #expect(log.entries == [.onMainQueue(1)])
      track(box, into: log)
      box.value = 3
      #expect(log.entries == [.onMainQueue(1), .onMainQueue(3)])
    }

    @Test("A set from another thread tells the tracking on the main queue, after the value is stored")
    func toldOnMainQueueOfSetElsewhere() async {
      let box = Box(0)
      let log = SharedLog<Notice>()
      track(box, into: log)
      runOnBackgroundThread { box.value = 7 }  // the main actor is busy meanwhile: the notice waits
      #expect(log.entries == [])
      await flushMainQueue()
      #expect(log.entries == [.onMainQueue(7)])
    }

    @Test("A read outside tracking is never told")
    func untrackedReadNeverTold() {
      let tracked = Box(0)
      let untracked = Box(0)
      let log = SharedLog<Notice>()
      track(tracked, into: log)
      _ = untracked.value
      untracked.value = 1
      #expect(log.entries == [])
      tracked.value = 1
      #expect(log.entries == [.onMainQueue(1)])
    }

    @Test("A read of a read-only box inside tracking is told of a set of its box")
    func readOnlyBoxTold() async {
      let box = Box(0)
      let log = SharedLog<Notice>()
      track(box.readOnly, into: log)
      box.value = 1
      #expect(log.entries == [.onMainQueue(1)])
      track(box.readOnly, into: log)
      runOnBackgroundThread { box.value = 2 }
      await flushMainQueue()
      #expect(log.entries == [.onMainQueue(1), .onMainQueue(2)])
    }

    @Test(
      "A read of a derived box inside tracking is told when a set of its source changes it",
      arguments: DerivedKind.allCases)
    func derivedBoxTold(kind: DerivedKind) async {
      let source = Box(0)
      let derived = kind.make(source, Box(0))
      let log = SharedLog<Notice>()
      track(derived, into: log)
      source.value = 1
      #expect(log.entries == [.onMainQueue(1)])
      track(derived, into: log)
      runOnBackgroundThread { source.value = 2 }
      await flushMainQueue()
      #expect(log.entries == [.onMainQueue(1), .onMainQueue(2)])
    }

    @Test("The registrar is told of a value after every observer has it, and before the next value")
    func toldAfterObservers() async {
      let box = Box(0)
      let events = SharedLog<String>()
      box.bindChanges { value in events.append("first \(value)") }
      box.bindChanges { value in events.append("second \(value)") }
      withObservationTracking {
        _ = box.value
      } onChange: {
        events.append("told")
      }
      box.value = 1
      withObservationTracking {
        _ = box.value
      } onChange: {
        events.append("told")
      }
      runOnBackgroundThread {
        box.value = 2
        box.value = 3
      }
      await flushMainQueue()
      #expect(events.entries == ["first 1", "second 1", "told", "first 2", "second 2", "told", "first 3", "second 3"])
    }

    @Test("A set made when Observation tells the box is queued behind the value being delivered")
    func setFromNoticeIsQueued() {
      let box = Box(0)
      let recorder = Recorder<Int>()
      box.bind(recorder.observer)
      withObservationTracking {
        _ = box.value
      } onChange: {
        box.value = 2
      }
      box.bind(recorder.observer)
      box.value = 1
      #expect(recorder.values == [0, 0, 1, 1, 2, 2])
      #expect(box.value == 2)
    }

    @Test("A flood of sets from another thread, each after a read, reaches the main queue in one block")
    func floodIsOneHop() async {
      let box = Box(0)
      let recorder = Recorder<Int>()
      box.bind(recorder.observer)
      let log = SharedLog<Notice>()
      track(box, into: log)
      runOnBackgroundThread {
        for _ in 0..<1_000 {
          box.value = box.value + 1
        }
      }
      await flushMainQueue()
      #expect(recorder.values == Array(0...1_000))
      #expect(log.entries == [.onMainQueue(1_000)])
      #expect(box.mainQueueBlockCount == 1)
    }

    @Test("With no observer, a flood of sets after reads queues one notice, not one per value")
    func floodWithoutObserversQueuesOneNotice() async {
      let box = Box(0)
      let log = SharedLog<Notice>()
      track(box, into: log)
      runOnBackgroundThread {
        for _ in 0..<1_000 {
          box.value = box.value + 1
        }
        #expect(box.state.withLock { $0.pending.count } == 1)
      }
      await flushMainQueue()
      #expect(log.entries == [.onMainQueue(1_000)])
      #expect(box.mainQueueBlockCount == 1)
    }

    @Test("Under .latest, a notice survives the value that replaced its own")
    func latestKeepsNotice() async {
      let box = Box(0, delivery: .latest)
      let recorder = Recorder<Int>()
      box.bind(recorder.observer)
      let log = SharedLog<Notice>()
      track(box, into: log)
      runOnBackgroundThread {
        box.value = 1  // carries the notice
        box.value = 2  // replaces 1 while both wait
      }
      await flushMainQueue()
      #expect(recorder.values == [0, 2])
      #expect(log.entries == [.onMainQueue(2)])
    }

    @Test("A set that nobody observes and nobody read since the last one queues nothing")
    func unreadUnobservedSetQueuesNothing() {
      let box = Box(0)
      let log = SharedLog<String>()
      withObservationTracking {
        _ = box.value
      } onChange: {
        log.append("told")
      }
      box.value = 1
      runOnBackgroundThread { box.value = 2 }
      #expect(box.state.withLock { ($0.pending.count, $0.isHopScheduled) } == (0, false))
      #expect(log.entries == ["told"])
    }

    @Test("A tracking is told as often as one of an @Observable property would be")
    func toldAsObservablePropertyIs() {
      let box = Box(0)
      let model = ObservedCounter()
      let boxLog = SharedLog<String>()
      let modelLog = SharedLog<String>()
      let script: [ScriptStep] = [.track, .set, .set, .track, .track, .set, .read, .set, .track, .read, .set]
      for (index, step) in script.enumerated() {
        switch step {
        case .track:
          withObservationTracking {
            _ = box.value
          } onChange: {
            boxLog.append("told at \(index)")
          }
          withObservationTracking {
            _ = model.count
          } onChange: {
            modelLog.append("told at \(index)")
          }
        case .set:
          box.value = index
          model.count = index
        case .read:
          _ = box.value
          _ = model.count
        }
      }
      // Trackings told by one set are told in no particular order, for both.
      #expect(boxLog.entries.sorted() == modelLog.entries.sorted())
      #expect(boxLog.entries.count == 4)
    }

    @Test(
      "Sets and first reads from several threads while the main actor tracks: each tracking told once, on the main queue"
    )
    func concurrentReadsSetsAndTracking() async {
      let log = SharedLog<Notice>()
      for round in 1...40 {
        let box = Box(0)
        await runAlongsideMainQueue(3) { _ in _ = box.value }  // the first reads race to make the registrar
        track(box, into: log)
        await runAlongsideMainQueue(3) { thread in
          _ = box.value
          box.value = round * 10 + thread
        }
        await flushMainQueue()
        #expect(log.entries.count == round)
      }
      #expect(log.entries.filter { !$0.isOnMainQueue } == [])
    }

    /// Tracks a read of `box`'s value; the tracking logs the box's value each time it is told.
    private func track<Observed: ObservableBox<Int>>(_ box: Observed, into log: SharedLog<Notice>) {
      withObservationTracking {
        _ = box.value
      } onChange: {
        log.append(Notice(value: box.value, isOnMainQueue: MainQueueProbe.isCurrent))
      }
    }
  }

  /// One step of the comparison with an `@Observable` property.
  enum ScriptStep {
    case track, set, read
  }

  /// The same state as an `@Observable` class: what a box is compared with.
  @Observable
  final class ObservedCounter {
    var count = 0
  }
#endif
