import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

@Suite("Avoidance engine: bad input")
struct AvoidanceEngineBadInputTests {
  /// One bad input, the state it arrives in, and the error it must produce.
  struct BadInput: Sendable, CustomTestStringConvertible {
    let label: String
    let focused: FieldID?
    let input: AvoidanceInput
    let expected: AvoidanceError
    var testDescription: String { label }
  }

  static let screen = Fixtures.workedContainer.screenBounds
  static let nan = CGFloat.nan

  static let catalogue: [BadInput] = [
    BadInput(
      label: "begin editing an unknown field", focused: nil, input: .didBeginEditing("ghost"),
      expected: .unknownField("ghost")),
    BadInput(
      label: "end editing an unknown field", focused: "a", input: .didEndEditing("ghost"),
      expected: .unknownField("ghost")),
    BadInput(
      label: "begin editing while another field is focused", focused: "a", input: .didBeginEditing("b"),
      expected: .alreadyEditing("a")),
    BadInput(
      label: "begin editing the focused field again", focused: "a", input: .didBeginEditing("a"),
      expected: .alreadyEditing("a")),
    BadInput(
      label: "end editing a field that is not focused", focused: "a", input: .didEndEditing("b"),
      expected: .notEditing("b")),
    BadInput(
      label: "end editing with nothing focused", focused: nil, input: .didEndEditing("a"),
      expected: .notEditing("a")),
    BadInput(
      label: "a keyboard frame with NaN", focused: "a",
      input: .keyboard(
        KeyboardEvent(
          phase: .willShow, beginFrame: .zero,
          endFrame: CGRect(x: 0, y: nan, width: 393, height: 336))),
      expected: .malformedKeyboardEvent(KeyboardEventError(key: .frameEnd, reason: .notFinite))),
    BadInput(
      label: "a keyboard frame of negative size", focused: "a",
      input: .keyboard(
        KeyboardEvent(
          phase: .willShow, beginFrame: CGRect(x: 0, y: 0, width: -1, height: 1),
          endFrame: .zero)),
      expected: .malformedKeyboardEvent(KeyboardEventError(key: .frameBegin, reason: .negativeSize))),
    BadInput(
      label: "a negative duration", focused: "a",
      input: .keyboard(KeyboardEvent(phase: .willShow, beginFrame: .zero, endFrame: .zero, duration: -1)),
      expected: .malformedKeyboardEvent(KeyboardEventError(key: .animationDuration, reason: .negativeDuration))),
    BadInput(
      label: "an infinite duration", focused: "a",
      input: .keyboard(KeyboardEvent(phase: .willShow, beginFrame: .zero, endFrame: .zero, duration: .infinity)),
      expected: .malformedKeyboardEvent(KeyboardEventError(key: .animationDuration, reason: .notFinite))),
    BadInput(
      label: "a container with infinite bounds", focused: "a",
      input: .containerDidChange(
        ContainerGeometry(screenBounds: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 852))),
      expected: .invalidContainer(
        AvoidanceError.InvalidValue(
          name: "screenBounds", found: "(x: 0.0, y: 0.0, width: inf, height: 852.0)",
          expected: "a frame of finite numbers and edges, with a width and height of 0 or more"))),
    BadInput(
      label: "a container with a negative safe area", focused: nil,
      input: .containerDidChange(
        ContainerGeometry(screenBounds: screen, safeAreaInsets: LayoutInsets(top: -59))),
      expected: .invalidContainer(
        AvoidanceError.InvalidValue(
          name: "safeAreaInsets.top", found: "-59.0", expected: "a finite number of 0 or more"))),
    BadInput(
      label: "fields with a duplicate id", focused: nil,
      input: .fieldsDidChange([Fixtures.field("a", y: 1), Fixtures.field("a", y: 2)]),
      expected: .duplicateField("a")),
    BadInput(
      label: "a field with a NaN frame", focused: nil,
      input: .fieldsDidChange([InputField(id: "a", frame: CGRect(x: 0, y: nan, width: 1, height: 1))]),
      expected: .invalidField("a")),
    BadInput(
      label: "a field whose bottom edge overflows to infinity", focused: nil,
      input: .fieldsDidChange([
        InputField(id: "a", frame: CGRect(x: 0, y: 1e308, width: 1, height: CGFloat.greatestFiniteMagnitude))
      ]),
      expected: .invalidField("a")),
    BadInput(
      label: "a field with negative spacing", focused: nil,
      input: .fieldsDidChange([InputField(id: "a", frame: .zero, spacing: -4)]),
      expected: .invalidField("a")),
    BadInput(
      label: "a NaN scroll offset", focused: nil, input: .didScroll(toContentOffset: nan),
      expected: .invalidContentOffset),
  ]

  @Test("every bad input is a typed error and leaves the state unchanged", arguments: catalogue)
  func rejects(bad: BadInput) throws {
    var engine = try AvoidanceEngine(
      container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700), Fixtures.field("b", y: 600)])
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: Self.screen)))
    if let focused = bad.focused { _ = try engine.handle(.didBeginEditing(focused)) }
    let before = engine
    #expect(throws: bad.expected) { try engine.handle(bad.input) }
    #expect(engine == before)
  }

  @Test(
    "while stopped, editing, keyboard and navigation inputs are ignored; stopping or starting twice does nothing",
    arguments: [
      AvoidanceInput.didBeginEditing("a"), .didBeginEditing("ghost"), .didEndEditing("a"),
      .keyboard(Fixtures.event(.willShow, height: 336, in: screen)),
      .keyboard(Fixtures.event(.willHide, height: 336, in: screen)), .navigate(.next), .navigate(.done),
      .stopObserving,
    ])
  func ignoredWhileStopped(input: AvoidanceInput) throws {
    var engine = try AvoidanceEngine(
      container: Fixtures.workedContainer, fields: [Fixtures.field("a", y: 700), Fixtures.field("b", y: 600)])
    _ = try engine.handle(.didBeginEditing("a"))
    _ = try engine.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: Self.screen)))
    _ = engine.stopObserving()
    let stopped = engine
    #expect(try engine.handle(input).isEmpty)
    #expect(engine == stopped)
    engine.startObserving()
    let started = engine
    engine.startObserving()
    #expect(engine == started)
  }

  /// A configuration or container the engine refuses at creation, and the value the error must name.
  struct BadCreation: Sendable, CustomTestStringConvertible {
    let label: String
    var configuration = AvoidanceConfiguration()
    var container = Fixtures.workedContainer
    /// The path of the rejected value, and what it must say was found.
    let name: String
    let found: String
    var testDescription: String { label }
  }

  static func scroll(_ change: (inout ScrollViewGeometry) -> Void) -> AvoidanceConfiguration {
    var scrollView = ScrollViewGeometry(frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 1_200)
    change(&scrollView)
    return AvoidanceConfiguration(strategy: .scroll(scrollView))
  }

  static let badCreations: [BadCreation] = [
    BadCreation(
      label: "a NaN spacing", configuration: AvoidanceConfiguration(spacing: .nan), name: "spacing", found: "nan"),
    BadCreation(
      label: "a negative spacing", configuration: AvoidanceConfiguration(spacing: -8), name: "spacing", found: "-8.0"),
    BadCreation(
      label: "a keyboard estimate of 0", configuration: AvoidanceConfiguration(estimatedKeyboardHeight: 0),
      name: "estimatedKeyboardHeight", found: "0.0"),
    // Found by fuzz-userinfo: a NaN fallback frame was accepted, and broke "a rejected input changes nothing".
    BadCreation(
      label: "a NaN fallback frame for the next field",
      configuration: AvoidanceConfiguration(
        revealedItem: .nextField(orElse: CGRect(x: 0, y: 1e6, width: .nan, height: 393))),
      name: "revealedItem.nextField(orElse:)", found: "(x: 0.0, y: 1000000.0, width: nan, height: 393.0)"),
    BadCreation(
      label: "a scroll view with a negative content height", configuration: scroll { $0.contentHeight = -1 },
      name: "strategy.scrollView.contentHeight", found: "-1.0"),
    BadCreation(
      label: "a scroll view with an infinite frame", configuration: scroll { $0.frame.size.height = .infinity },
      name: "strategy.scrollView.frame", found: "(x: 0.0, y: 0.0, width: 393.0, height: inf)"),
    BadCreation(
      label: "a scroll view with a negative top inset", configuration: scroll { $0.adjustedTopInset = -59 },
      name: "strategy.scrollView.adjustedTopInset", found: "-59.0"),
    BadCreation(
      label: "a scroll view with a NaN bottom safe area", configuration: scroll { $0.bottomSafeAreaInset = .nan },
      name: "strategy.scrollView.bottomSafeAreaInset", found: "nan"),
    BadCreation(
      label: "a scroll view with a negative indicator inset",
      configuration: scroll { $0.restInsets = ScrollInsets(content: 0, indicator: -1) },
      name: "strategy.scrollView.restInsets.indicator", found: "-1.0"),
    BadCreation(
      label: "a scroll view with an infinite content offset", configuration: scroll { $0.contentOffset = .infinity },
      name: "strategy.scrollView.contentOffset", found: "inf"),
    // Found by fuzz-engine: a chat list's rest inset and safe area near the largest number added up to an
    // infinite content offset.
    BadCreation(
      label: "a scroll view whose numbers would add up to infinity",
      configuration: scroll { $0.bottomSafeAreaInset = .greatestFiniteMagnitude },
      name: "strategy.scrollView.bottomSafeAreaInset", found: "1.7976931348623157e+308"),
    BadCreation(
      label: "a scroll view content height beyond a billion points", configuration: scroll { $0.contentHeight = 2e9 },
      name: "strategy.scrollView.contentHeight", found: "2000000000.0"),
    BadCreation(
      label: "a screen of negative width",
      container: ContainerGeometry(screenBounds: CGRect(x: 0, y: 0, width: -1, height: 1)),
      name: "screenBounds", found: "(x: 0.0, y: 0.0, width: -1.0, height: 1.0)"),
    BadCreation(
      label: "a container frame whose bottom edge overflows to infinity",
      container: ContainerGeometry(
        screenBounds: Fixtures.workedContainer.screenBounds,
        frame: CGRect(x: 0, y: 1e308, width: 393, height: .greatestFiniteMagnitude)),
      name: "frame", found: "(x: 0.0, y: 1e+308, width: 393.0, height: 1.7976931348623157e+308)"),
    BadCreation(
      label: "a negative bottom safe area",
      container: ContainerGeometry(
        screenBounds: Fixtures.workedContainer.screenBounds, safeAreaInsets: LayoutInsets(bottom: -34)),
      name: "safeAreaInsets.bottom", found: "-34.0"),
  ]

  @Test("an invalid configuration or container is rejected at creation, naming the value", arguments: badCreations)
  func rejectsCreation(bad: BadCreation) {
    let isConfiguration = bad.configuration != AvoidanceConfiguration()
    do {
      _ = try AvoidanceEngine(configuration: bad.configuration, container: bad.container, fields: [])
      Issue.record("the engine accepted \(bad.label)")
    } catch {
      let named: AvoidanceError.InvalidValue? =
        switch error {
        case .invalidConfiguration(let invalid) where isConfiguration: invalid
        case .invalidContainer(let invalid) where !isConfiguration: invalid
        default: nil
        }
      #expect(named?.name == bad.name, "\(error)")
      #expect(named?.found == bad.found, "\(error)")
    }
  }
}
