import Foundation
import KeyboardHandler
import Testing

@testable import KeyboardHandlerTesting

@Suite("Invariants of a state")
struct AvoidanceInvariantStateTests {
  /// The violations in a copy of `engine`'s state changed by `change`.
  static func breaking(_ engine: AvoidanceEngine, _ change: (inout AvoidanceState) -> Void) -> [AvoidanceViolation] {
    var state = engine.state
    change(&state)
    return AvoidanceInvariant.violations(in: state)
  }

  static let scroll = AvoidanceConfiguration(strategy: .scroll(Screens.scrollView))
  static let manual = AvoidanceConfiguration(strategy: .manual)
  static let constraint = AvoidanceConfiguration(
    strategy: .bottomConstraint(Screens.scrollView, anchor: .safeAreaBottom))

  static let breakages: [Breakage] = [
    Breakage("a NaN content offset", caughtBy: [.valuesAreFinite]) {
      breaking(try Screens.editingLow(scroll)) { $0.decision.targets.contentOffset = .nan }
    },
    Breakage("a keyboard other than the one reported", caughtBy: [.keyboardIsThePhases]) {
      breaking(try Screens.editingLow()) { state in
        let screen = state.container.screenBounds
        let frame = CGRect(x: 0, y: screen.maxY - 291, width: screen.width, height: 291)
        state.decision.keyboard = KeyboardCoverage(frame: frame, source: .reported, in: state.container)
      }
    },
    Breakage("a covered part below the container", caughtBy: [.keyboardIsThePhases, .coverageIsInsideContainer]) {
      breaking(try Screens.editingLow()) { state in
        let taller = ContainerGeometry(screenBounds: CGRect(x: 0, y: 0, width: 393, height: 1200))
        let frame = CGRect(x: 0, y: 864, width: 393, height: 336)
        state.decision.keyboard = KeyboardCoverage(frame: frame, source: .reported, in: taller)
      }
    },
    Breakage("a focused field that is not one of the fields", caughtBy: [.focusIsKnown]) {
      breaking(try Screens.editingLow()) { state in
        state.context.phase = .shown(keyboard: state.phase.keyboardFrame ?? .zero, focus: "ghost")
        state.decision.focusedField = "ghost"
        state.decision.accessory = .inactive
      }
    },
    Breakage("an accessory bar that ignores the focus", caughtBy: [.accessoryFollowsFocus]) {
      breaking(try Screens.editingLow()) { $0.decision.accessory = .inactive }
    },
    Breakage("the shift strategy moving a constraint", caughtBy: [.strategyMovesOnlyItsTargets]) {
      breaking(try Screens.editingLow()) { $0.decision.targets.constraintConstant = 10 }
    },
    Breakage("the scroll strategy moving the container", caughtBy: [.strategyMovesOnlyItsTargets]) {
      breaking(try Screens.editingLow(scroll)) { $0.decision.targets.offset = -10 }
    },
    Breakage("scroll insets below their rest values", caughtBy: [.scrollInsetsNeverBelowRest]) {
      breaking(try Screens.editingLow(scroll)) { $0.decision.targets.scrollInsets = .zero }
    },
    Breakage("a bottom constraint below its anchor", caughtBy: [.constraintNeverBelowAnchor]) {
      breaking(try Screens.editingLow(constraint)) { $0.decision.targets.constraintConstant = -5 }
    },
    Breakage("a container raised for a field that opted out", caughtBy: [.restsWithNothingToAvoid]) {
      var low = Screens.low
      low.isAvoidanceEnabled = false
      return breaking(try Screens.editingLow(fields: [low])) { $0.decision.targets.offset = -10 }
    },
    Breakage("a container raised higher than the keyboard covers", caughtBy: [.shiftWithinCoverage]) {
      let topPlacement = AvoidanceConfiguration(placement: .topBelowTopGuide)
      return breaking(try Screens.editingLow(topPlacement)) { $0.decision.targets.offset = -400 }
    },
    Breakage("a field raised higher than the keyboard covers", caughtBy: [.shiftWithinCoverage]) {
      breaking(try Screens.editingLow()) { $0.decision.targets.offset = -400 }
    },
    Breakage("a field raised short of spacing above the keyboard", caughtBy: [.shiftPlacesTheField]) {
      breaking(try Screens.editingLow()) { $0.decision.targets.offset = -200 }
    },
    Breakage("a keyboard that does not follow the drag", caughtBy: [.keyboardIsThePhases]) {
      breaking(try Screens.editingLow(manual)) { $0.context.draggedKeyboardTop = 600 }
    },
    Breakage("a keyboard dragged above where it was reported", caughtBy: [.dragStaysOnTheKeyboardsPath]) {
      breaking(try Screens.editingLow(manual)) { state in
        state.context.draggedKeyboardTop = 400
        let frame = CGRect(x: 0, y: 400, width: 393, height: 336)
        state.decision.keyboard = KeyboardCoverage(frame: frame, source: .reported, in: state.container)
      }
    },
    Breakage("a drag with no keyboard shown", caughtBy: [.dragStaysOnTheKeyboardsPath]) {
      breaking(try Screens.resting()) { $0.context.draggedKeyboardTop = 700 }
    },
    Breakage("a chat's composer left at rest under the keyboard", caughtBy: [.composerRidesKeyboard]) {
      breaking(try Screens.editingLow(Screens.chat)) { $0.decision.targets.constraintConstant = 0 }
    },
    Breakage("a chat's composer that stays up while the keyboard is dragged down", caughtBy: [.composerRidesKeyboard]) {
      let risen = try Screens.editingLow(Screens.chat).state.targets.constraintConstant
      return breaking(try Screens.draggedLow(Screens.chat)) { $0.decision.targets.constraintConstant = risen }
    },
    Breakage("a last reported height of 0", caughtBy: [.reportedHeightIsUsable]) {
      breaking(try Screens.editingLow()) { $0.context.expectedKeyboard = .docked(height: 0) }
    },
    Breakage("a lower field revealed with less shift", caughtBy: [.lowerFieldIsRevealedNoLess]) {
      // A decision that gives up on fields below 720: the lower copy of "low" is not revealed at all.
      let givingUp: AvoidanceInvariant.Deciding = { context, position in
        var decision = AvoidanceDecision.deciding(in: context, from: position)
        let focused = decision.focusedField.flatMap { context.navigator.field($0) }
        if let focused, focused.frame.minY > 720 { decision.targets.offset = 0 }
        return decision
      }
      return AvoidanceInvariant.violations(in: try Screens.editingLow().state, deciding: givingUp)
    },
    Breakage("a lower field scrolled to less", caughtBy: [.lowerFieldIsRevealedNoLess]) {
      let givingUp: AvoidanceInvariant.Deciding = { context, position in
        var decision = AvoidanceDecision.deciding(in: context, from: position)
        let focused = decision.focusedField.flatMap { context.navigator.field($0) }
        if let focused, focused.frame.minY > 720 { decision.targets.contentOffset = -1_000 }
        return decision
      }
      return AvoidanceInvariant.violations(in: try Screens.editingLow(scroll).state, deciding: givingUp)
    },
  ]

  @Test("each broken state is caught by the invariants that name what broke", arguments: breakages)
  func caught(breakage: Breakage) throws {
    let violations = try breakage.violations()
    #expect(Set(violations.map(\.invariant)) == breakage.caughtBy, "\(violations)")
  }

  @Test("the worked example keeps every state invariant: shifted by 248, its field 20 above the keyboard")
  func workedExampleHolds() throws {
    let engine = try Screens.editingLow()
    #expect(engine.state.targets.offset == -248)
    #expect(AvoidanceInvariant.violations(in: engine.state) == [])
  }

  @Test("a violation says what it expected and what it found")
  func describesTheNumbers() throws {
    let violations = Self.breaking(try Screens.editingLow()) { $0.decision.targets.offset = -200 }
    #expect(
      violations.map(\.description) == [
        "the field ends spacing clear of the keyboard, unless the shift is as far as it may go: "
          + "expected \"low\" 20.0 clear of the keyboard's top 516.0, or a shift as far as it may go, "
          + "found its bottom at 544.0 with a shift of 200.0"
      ])
  }
}
