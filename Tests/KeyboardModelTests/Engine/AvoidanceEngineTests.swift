import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

@Suite("Avoidance engine")
struct AvoidanceEngineTests {
  let screen = Fixtures.workedContainer.screenBounds
  let alone = AccessoryState(canGoPrevious: false, canGoNext: false, canFinish: true)

  @Test(
    "the worked example: estimate -272 over 0.25 s, willShow corrects to -248 with the event's timing, willHide returns to 0"
  )
  func workedExample() throws {
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [Fixtures.field("amount", y: 700)])
    let keyboardTop: CGFloat = 852 - 336
    let estimateTop: CGFloat = 852 - 360

    let began = try engine.publishing(.didBeginEditing("amount"))
    #expect(began.states.count == 1)
    #expect(began.updates(\.focusedField) == [AvoidanceUpdate("amount", animation: .keyboard, cause: .estimate)])
    #expect(began.updates(\.accessory).map(\.value) == [alone])
    #expect(
      began.offsets == [AvoidanceUpdate(-(744 + 20 - estimateTop), animation: .keyboard, cause: .estimate)])
    #expect(began.offsets.map(\.value) == [-272])
    #expect(engine.state.keyboard?.source == .estimated)
    #expect(engine.state.coveredFrame == nil)

    let show = Fixtures.event(.willShow, height: 336, in: screen, duration: 0.3, curve: 7)
    let shown = try engine.publishing(.keyboard(show))
    let showTiming = KeyboardAnimation(duration: 0.3, curve: 7)
    #expect(shown.states.count == 1)
    #expect(
      shown.updates(\.coveredFrame) == [
        AvoidanceUpdate<CGRect?>(
          CGRect(x: 0, y: keyboardTop, width: 393, height: 336), animation: showTiming, cause: .keyboard(.willShow))
      ])
    #expect(
      shown.updates(\.coveredHeight) == [AvoidanceUpdate(336, animation: showTiming, cause: .keyboard(.willShow))])
    #expect(
      shown.offsets == [AvoidanceUpdate(-(744 + 20 - keyboardTop), animation: showTiming, cause: .keyboard(.willShow))])
    #expect(shown.offsets.map(\.value) == [-248])

    let hide = Fixtures.event(.willHide, height: 336, in: screen, duration: 0.25, curve: 7)
    let hidden = try engine.publishing(.keyboard(hide))
    let cause = AvoidanceCause.keyboard(.willHide)
    #expect(hidden.updates(\.coveredFrame) == [AvoidanceUpdate(nil, animation: .keyboard, cause: cause)])
    #expect(hidden.updates(\.coveredHeight) == [AvoidanceUpdate(0, animation: .keyboard, cause: cause)])
    #expect(hidden.offsets == [AvoidanceUpdate(0, animation: .keyboard, cause: cause)])
    #expect(engine.state.reason == .keyboardHidden)
  }

  @Test("a field at y = 100 needs no shift: no transition at all")
  func fieldHighUpDoesNotMove() throws {
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [Fixtures.field("name", y: 100)])
    var published = try engine.publishing(.didBeginEditing("name"))
    published += try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    published += try engine.publishing(.keyboard(Fixtures.event(.willHide, height: 336, in: screen)))
    #expect(published.contentMoves == [])
  }

  @Test("a text view hears the keyboard first; content moves when focus arrives second")
  func textViewOrder() throws {
    var engine = try AvoidanceEngine(
      container: Fixtures.workedContainer, fields: [Fixtures.field("notes", y: 600, height: 120, kind: .textView)])
    let shown = try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    #expect(shown.contentMoves == [])
    let focused = try engine.publishing(.didBeginEditing("notes"))
    #expect(focused.offsets == [AvoidanceUpdate(-(720 + 20 - 516), animation: .keyboard, cause: .focusChange)])
  }

  @Test("switching fields with the keyboard up never bounces to rest")
  func switchingDoesNotBounce() throws {
    var engine = try AvoidanceEngine(
      container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700), Fixtures.field("b", y: 620)])
    _ = try engine.publishing(.didBeginEditing("a"))
    _ = try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    let ended = try engine.publishing(.didEndEditing("a"))
    #expect(ended.contentMoves == [])
    let shifted: CGFloat = -(744 + 20 - 516)
    #expect(engine.state.targets.offset == shifted)
    let began = try engine.publishing(.didBeginEditing("b"))
    #expect(began.offsets == [AvoidanceUpdate(-(664 + 20 - 516), animation: .keyboard, cause: .focusChange)])
  }

  @Test("the deferred rest decision is taken by the keyboard's willHide")
  func deferredRestOnHide() throws {
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700)])
    _ = try engine.publishing(.didBeginEditing("a"))
    _ = try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    _ = try engine.publishing(.didEndEditing("a"))
    let hidden = try engine.publishing(.keyboard(Fixtures.event(.willHide, height: 336, in: screen, duration: 0.4)))
    #expect(
      hidden.offsets == [
        AvoidanceUpdate(0, animation: KeyboardAnimation(duration: 0.4, curve: 7), cause: .keyboard(.willHide))
      ])
  }

  @Test("editing that ends before any keyboard arrives returns to rest at once")
  func endBeforeKeyboard() throws {
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700)])
    _ = try engine.publishing(.didBeginEditing("a"))
    let ended = try engine.publishing(.didEndEditing("a"))
    #expect(ended.offsets == [AvoidanceUpdate(0, animation: .keyboard, cause: .editingEnded)])
  }

  @Test("identical frames sent twice produce no second transition")
  func identicalFrames() throws {
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700)])
    _ = try engine.publishing(.didBeginEditing("a"))
    _ = try engine.publishing(.keyboard(Fixtures.event(.willChangeFrame, height: 336, in: screen)))
    for phase in [KeyboardPhase.willShow, .didChangeFrame, .didShow] {
      #expect(try engine.handle(.keyboard(Fixtures.event(phase, height: 336, in: screen))).isEmpty)
    }
  }

  @Test("the next estimate is the height the keyboard last reported")
  func estimateRemembersReportedHeight() throws {
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700)])
    _ = try engine.publishing(.didBeginEditing("a"))
    _ = try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 291, in: screen)))
    _ = try engine.publishing(.keyboard(Fixtures.event(.willHide, height: 291, in: screen)))
    _ = try engine.publishing(.didEndEditing("a"))
    #expect(engine.lastReportedHeight == 291)
    let again = try engine.publishing(.didBeginEditing("a"))
    #expect(again.offsets == [AvoidanceUpdate(-(744 + 20 - (852 - 291)), animation: .keyboard, cause: .estimate)])
  }

  @Test("a keyboard too thin to cover anything, or reaching above the screen, is never a zero or off-screen estimate")
  func estimateIsOnScreenHeight() throws {
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700)])
    // Found by fuzz-engine: this sub-ulp keyboard at the bottom edge used to become an estimate of 0.
    let sliver = CGRect(x: 0, y: 852, width: 393, height: CGFloat.ulpOfOne)
    _ = try engine.publishing(.keyboard(KeyboardEvent(phase: .didChangeFrame, beginFrame: sliver, endFrame: sliver)))
    #expect(engine.lastReportedHeight == nil)
    #expect(engine.state.coveredFrame == nil)
    let tall = CGRect(x: 0, y: -100, width: 393, height: 952)
    _ = try engine.publishing(.keyboard(KeyboardEvent(phase: .willShow, beginFrame: tall, endFrame: tall)))
    #expect(engine.lastReportedHeight == 852)
  }

  @Test("the estimated keyboard frame is docked at the bottom, configured first, then as tall as the last report")
  func estimatedKeyboardFrame() throws {
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700)])
    #expect(engine.estimatedKeyboardFrame == nil)
    _ = try engine.publishing(.didBeginEditing("a"))
    #expect(engine.estimatedKeyboardFrame == Fixtures.dockedFrame(height: 360, in: screen))
    _ = try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 291, in: screen)))
    #expect(engine.estimatedKeyboardFrame == nil)
    _ = try engine.publishing(.didEndEditing("a"))
    _ = try engine.publishing(.keyboard(Fixtures.event(.willHide, height: 291, in: screen)))
    _ = try engine.publishing(.didBeginEditing("a"))
    #expect(engine.estimatedKeyboardFrame == Fixtures.dockedFrame(height: 291, in: screen))
  }

  @Test("a height change while shown (predictive bar) moves content with that event's timing")
  func heightChangeWhileShown() throws {
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700)])
    _ = try engine.publishing(.didBeginEditing("a"))
    _ = try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    let changed = try engine.publishing(.keyboard(Fixtures.event(.willChangeFrame, height: 291, in: screen)))
    #expect(
      changed.offsets == [
        AvoidanceUpdate(-(744 + 20 - (852 - 291)), animation: .keyboard, cause: .keyboard(.willChangeFrame))
      ])
  }

  @Test("a field's own spacing replaces the configured one")
  func perFieldSpacing() throws {
    var field = Fixtures.field("a", y: 700)
    field.spacing = 8
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [field])
    _ = try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    let published = try engine.publishing(.didBeginEditing("a"))
    #expect(published.offsets.map(\.value) == [-(744 + 8 - 516)])
  }

  @Test("a field that opts out leaves everything at rest")
  func perFieldOptOut() throws {
    var field = Fixtures.field("a", y: 700)
    field.isAvoidanceEnabled = false
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [field])
    var published = try engine.publishing(.didBeginEditing("a"))
    published += try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    #expect(published.contentMoves == [])
  }

  @Test("top placement puts the field's top spacing below the top guide, never beyond the overlap")
  func topPlacement() throws {
    let configuration = AvoidanceConfiguration(placement: .topBelowTopGuide)
    var engine = try AvoidanceEngine(
      configuration: configuration, container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 300)])
    _ = try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    let published = try engine.publishing(.didBeginEditing("a"))
    #expect(published.offsets.map(\.value) == [-(300 - 59 - 20)])
  }

  @Test("reveal the next field rather than the focused one; on the last, the fallback frame")
  func revealNextField() throws {
    let button = CGRect(x: 16, y: 780, width: 300, height: 50)
    let configuration = AvoidanceConfiguration(revealedItem: .nextField(orElse: button))
    let fields = [Fixtures.field("a", y: 560), Fixtures.field("b", y: 640)]
    var engine = try AvoidanceEngine(configuration: configuration, container: Fixtures.workedContainer, fields: fields)
    _ = try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    let onFirst = try engine.publishing(.didBeginEditing("a"))
    #expect(onFirst.offsets.map(\.value) == [-(684 + 20 - 516)])
    _ = try engine.publishing(.didEndEditing("a"))
    let onLast = try engine.publishing(.didBeginEditing("b"))
    #expect(onLast.offsets.map(\.value) == [-min(830 + 20 - 516, 336)])
  }

  @Test("a field taller than the visible area is aligned to the top guide")
  func tallField() throws {
    var engine = try AvoidanceEngine(
      container: Fixtures.workedContainer, fields: [Fixtures.field("essay", y: 200, height: 500, kind: .textView)])
    _ = try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    let published = try engine.publishing(.didBeginEditing("essay"))
    #expect(published.offsets.map(\.value) == [-(200 - 59)])
  }

  @Test("the manual strategy publishes keyboard facts and focus, and moves nothing")
  func manualStrategy() throws {
    var engine = try AvoidanceEngine(
      configuration: AvoidanceConfiguration(strategy: .manual), container: Fixtures.workedContainer,
      fields: [Fixtures.field("a", y: 700)])
    var published = try engine.publishing(.didBeginEditing("a"))
    published += try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    #expect(published.contentMoves == [])
    #expect(engine.state.coveredHeight == 336)
    #expect(engine.state.coveredFrame == Fixtures.dockedFrame(height: 336, in: screen))
    #expect(engine.state.focusedField == "a")
  }

  @Test(
    "stopping returns to rest at once; events while stopped are ignored; starting again learns the keyboard from its next event"
  )
  func lifecycle() throws {
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700)])
    _ = try engine.publishing(.didBeginEditing("a"))
    _ = try engine.publishing(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
    let stopped = try engine.publishing(.stopObserving)
    #expect(stopped.offsets == [AvoidanceUpdate(0, animation: .immediate, cause: .stopped)])
    let before = engine
    #expect(try engine.handle(.didBeginEditing("a")).isEmpty)
    #expect(try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen))).isEmpty)
    #expect(engine == before)
    _ = try engine.publishing(.startObserving)
    #expect(engine.phase == .resting)
    let learnt = try engine.publishing(.keyboard(Fixtures.event(.didChangeFrame, height: 336, in: screen)))
    #expect(
      learnt.updates(\.coveredHeight) == [
        AvoidanceUpdate(336, animation: .keyboard, cause: .keyboard(.didChangeFrame))
      ])
  }

  @Test("navigation requests: next, previous, return and dismissal")
  func navigationRequests() throws {
    var engine = try AvoidanceEngine(
      container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 100), Fixtures.field("b", y: 200)])
    #expect(try engine.handle(.navigate(.next)).isEmpty)
    _ = try engine.publishing(.didBeginEditing("a"))
    #expect(try engine.handle(.navigate(.next)) == AvoidanceOutcome(request: .focus("b")))
    #expect(try engine.handle(.navigate(.returnKey)) == AvoidanceOutcome(request: .focus("b")))
    #expect(try engine.handle(.navigate(.tapOutside)) == AvoidanceOutcome(request: .endEditing))
    #expect(try engine.handle(.navigate(.previous)).isEmpty)
  }

  @Test("rotation moves content with the new container and the keyboard's new frame")
  func rotation() throws {
    let device = DevicePreset.iPhone15
    var engine = try AvoidanceEngine(container: device.container(.portrait), fields: [Fixtures.field("a", y: 300)])
    _ = try engine.publishing(.didBeginEditing("a"))
    let landscape = device.container(.landscape)
    let changed = try engine.publishing(.containerDidChange(landscape))
    #expect(changed.offsets.allSatisfy { $0.cause == .layoutChange })
    let height = device.landscapeKeyboard.withPredictiveBar
    _ = try engine.publishing(.keyboard(Fixtures.event(.willShow, height: height, in: landscape.screenBounds)))
    let top = landscape.screenBounds.height - height
    let expected = max(0, min(344 + 20 - top, 300 - landscape.topGuide, height))
    #expect(engine.state.targets.offset == (expected > 0 ? -expected : 0))
  }
}
