package import Foundation
internal import KeyboardModel

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

extension Scenario {
  /// The scenario as a scenario file: JSON that `ScenarioParser` reads back to an equal scenario.
  ///
  /// Everything is written out, defaults included, so the file says what it plays: the configuration,
  /// the scroll view's whole geometry, every field. The top level is indented, and each field, step and
  /// expected snapshot is on a line of its own. A device that is one of `DeviceCatalog.devices` is
  /// written by its name; any other by its portrait screen, safe area and keyboard heights (as a
  /// custom device in a file reads).
  ///
  /// An `expected` entry holds the animated properties every version of the package has read
  /// (`ScenarioWriter.propertyKeysOfEveryEntry`), and any other only where it is not at rest.
  package func jsonData() -> Data {
    jsonData(alwaysWriting: ScenarioWriter.propertyKeysOfEveryEntry)
  }

  /// The scenario as a scenario file whose `expected` entries hold the animated properties of `keys`, and
  /// every other one only where it is not at rest: what a later version writes of a recording made with
  /// properties that `keys` lacks.
  package func jsonData(alwaysWriting keys: Set<String>) -> Data {
    Data((ScenarioWriter.document(self, alwaysWriting: keys).prettyPrinted(inliningFrom: 2) + "\n").utf8)
  }
}

/// Writes a `Scenario` in the format `ScenarioParser` reads, with `ScenarioVocabulary`'s names.
package enum ScenarioWriter {
  static func document(_ scenario: Scenario, alwaysWriting keys: Set<String>) -> JSONValue {
    let configuration = scenario.configuration
    return .object(
      omittingNil: [
        "format": .number(Double(scenario.oldestFormatVersion)), "name": .string(scenario.name),
        "device": device(scenario.device), "orientation": .string("\(scenario.orientation)"),
        "predictiveBar": .bool(scenario.isPredictiveBarVisible), "container": scenario.containerFrame.map(rect),
        "strategy": strategy(configuration.strategy), "spacing": number(configuration.spacing),
        "estimatedKeyboardHeight": number(configuration.estimatedKeyboardHeight),
        // Format 5's settings, written only where they differ from the default, so a file without them still
        // reads with the versions before.
        "estimatesKeyboard": configuration.isEstimatingKeyboard ? nil : .bool(false),
        "messageListLift": configuration.messageListLift == .always
          ? nil : .string(ScenarioVocabulary.name(of: configuration.messageListLift, in: ScenarioVocabulary.lifts)),
        "keyboardWaitTimeout": number(configuration.keyboardWaitTimeout),
        "placement": .string(ScenarioVocabulary.name(of: configuration.placement, in: ScenarioVocabulary.placements)),
        "revealedItem": revealedItem(configuration.revealedItem),
        "navigationLoops": .bool(configuration.isNavigationLooping),
        "keyboardLatency": number(scenario.keyboardLatency), "observing": .bool(scenario.isObserving),
        "fields": .array(scenario.fields.map(field)),
        "steps": .array(scenario.steps.map(step)), "expected": expected(scenario, alwaysWriting: keys),
      ])
  }

  // MARK: - Values

  static func number(_ value: some BinaryFloatingPoint) -> JSONValue {
    .number(Double(value))
  }

  static func rect(_ rect: CGRect) -> JSONValue {
    .object([
      "x": number(rect.origin.x), "y": number(rect.origin.y), "width": number(rect.size.width),
      "height": number(rect.size.height),
    ])
  }

  static func insets(_ insets: LayoutInsets) -> JSONValue {
    .object([
      "top": number(insets.top), "left": number(insets.left), "bottom": number(insets.bottom),
      "right": number(insets.right),
    ])
  }

  static func scrollInsets(_ insets: ScrollInsets) -> JSONValue {
    .object(["content": number(insets.content), "indicator": number(insets.indicator)])
  }

  private static func device(_ device: DevicePreset) -> JSONValue {
    if let preset = DeviceCatalog.devices.first(where: { $0.value == device }) { return .string(preset.key) }
    return .object(omittingNil: [
      "name": .string(device.name),
      "screen": .object([
        "width": number(device.portraitScreenSize.width), "height": number(device.portraitScreenSize.height),
      ]),
      "safeArea": insets(device.portraitSafeArea),
      "window": device.windowInsets == .zero ? nil : insets(device.windowInsets),
      "keyboard": .object([
        "withPredictiveBar": number(device.portraitKeyboard.withPredictiveBar),
        "withoutPredictiveBar": number(device.portraitKeyboard.withoutPredictiveBar),
      ]),
    ])
  }

  private static func strategy(_ strategy: AvoidanceStrategy) -> JSONValue {
    let kind = JSONValue.string(strategy.name)
    guard let geometry = strategy.scrollView else { return kind }
    guard case .object(var members) = scrollView(geometry) else { return kind }
    members["kind"] = kind
    if let anchor = strategy.constraintAnchor {
      members["anchor"] = .string(ScenarioVocabulary.name(of: anchor, in: ScenarioVocabulary.anchors))
    }
    if case .messageList(_, let composer) = strategy {
      members["composer"] = .string(ScenarioVocabulary.name(of: composer, in: ScenarioVocabulary.composers))
    }
    return .object(members)
  }

  static func scrollView(_ geometry: ScrollViewGeometry) -> JSONValue {
    .object([
      "frame": rect(geometry.frame), "contentHeight": number(geometry.contentHeight),
      "adjustedTopInset": number(geometry.adjustedTopInset),
      "bottomSafeAreaInset": number(geometry.bottomSafeAreaInset), "restInsets": scrollInsets(geometry.restInsets),
      "contentOffset": number(geometry.contentOffset),
    ])
  }

  private static func revealedItem(_ target: RevealedItem) -> JSONValue {
    switch target {
    case .focusedField: .string("focusedField")
    case .nextField(let fallback): .object(omittingNil: ["kind": .string("nextField"), "orElse": fallback.map(rect)])
    }
  }

  static func field(_ field: InputField) -> JSONValue {
    .object(
      omittingNil: [
        "id": .string(field.id.rawValue), "frame": rect(field.frame),
        "kind": .string(ScenarioVocabulary.name(of: field.kind, in: ScenarioVocabulary.fieldKinds)),
        "spacing": field.spacing.map(number), "avoidsKeyboard": .bool(field.isAvoidanceEnabled),
        "caret": field.caret.map(rect),
      ])
  }

  // MARK: - Steps

  package static func step(_ step: ScenarioStep) -> JSONValue {
    var members = action(step.action)
    members["time"] = number(step.time)
    return .object(members)
  }

  private static func action(_ action: ScenarioStep.Action) -> [String: JSONValue] {
    func named(_ name: StepActionName, _ members: [String: JSONValue] = [:]) -> [String: JSONValue] {
      members.merging(["action": .string(name.rawValue)]) { $1 }
    }
    switch action {
    case .user(let action):
      let (kind, field, orientation, drag) = action.parts
      return [
        "action": .string(kind.rawValue), "field": field.map { .string($0.rawValue) },
        "orientation": orientation.map { .string("\($0)") }, "keyboardTop": drag.map { number($0.top) },
        "release": drag.map { .string($0.release.rawValue) },
      ].compactMapValues { $0 }
    case .input(let input): return self.input(input, named: named)
    }
  }

  private static func input(
    _ input: AvoidanceInput, named: (StepActionName, [String: JSONValue]) -> [String: JSONValue]
  ) -> [String: JSONValue] {
    switch input {
    case .startObserving: return named(.start, [:])
    case .stopObserving: return named(.stop, [:])
    case .didBeginEditing(let id): return named(.beginEditing, ["field": .string(id.rawValue)])
    case .didEndEditing(let id): return named(.endEditing, ["field": .string(id.rawValue)])
    case .keyboard(let event): return named(.keyboard, keyboard(event))
    case .keyboardDragged(let top): return named(.drag, ["keyboardTop": number(top)])
    case .layoutDidChange(let reading):
      // A reading of one part is written as that part's step, which every format reads.
      switch reading.onlyPart {
      case .container(let container): return named(.container, self.container(container))
      case .fields(let fields): return named(.fields, ["fields": .array(fields.map(field))])
      case .scrollView(let geometry):
        guard case .object(let members) = scrollView(geometry) else { return named(.scrollView, [:]) }
        return named(.scrollView, members)
      case .scroll(let offset): return named(.scroll, ["contentOffset": number(offset)])
      case nil: break
      }
      return named(
        .layout,
        [
          "container": reading.container.map { .object(container($0)) },
          "fields": reading.fields.map { .array($0.map(field)) }, "scrollView": reading.scrollView.map(scrollView),
          "contentOffset": reading.scrolledContentOffset.map(number),
        ].compactMapValues { $0 })
    case .navigate(let navigation):
      return named(
        .navigate, ["navigation": .string(ScenarioVocabulary.name(of: navigation, in: ScenarioVocabulary.navigations))])
    case .focusDidMoveElsewhere: return named(.focusElsewhere, [:])
    case .keyboardWaitDidExpire: return named(.expireKeyboardWait, [:])
    }
  }

  /// A container's members; its window only when it is not the screen, as older files have none.
  private static func container(_ container: ContainerGeometry) -> [String: JSONValue] {
    [
      "screen": rect(container.screenBounds), "frame": rect(container.frame),
      "window": container.windowFrame == container.screenBounds ? nil : rect(container.windowFrame),
      "safeArea": insets(container.safeAreaInsets),
    ].compactMapValues { $0 }
  }

  private static func keyboard(_ event: KeyboardEvent) -> [String: JSONValue] {
    var members: [String: JSONValue] = ["phase": .string(event.phase.rawValue)]
    if !event.absentKeys.contains(.frameEnd) { members["frame"] = keyboardFrame(event.endFrame) }
    if !event.absentKeys.contains(.frameBegin) { members["beginFrame"] = keyboardFrame(event.beginFrame) }
    if !event.absentKeys.contains(.animationDuration) { members["duration"] = number(event.duration) }
    if !event.absentKeys.contains(.animationCurve) { members["curve"] = .number(Double(event.curve)) }
    if !event.absentKeys.contains(.isLocal) { members["isLocal"] = .bool(event.isLocal) }
    return members
  }

  /// A keyboard frame: a rectangle, or `null` for a hide's `CGRect.null`.
  private static func keyboardFrame(_ frame: CGRect) -> JSONValue {
    frame.isNull ? .null : rect(frame)
  }

  // MARK: - Expected

  /// The keys of the animated properties that every version of the package before this one requires in
  /// each `expected` entry (formats 1 to 4 had these): written in every entry, so that those versions read
  /// the file. A property added to `LayoutProperty` since is written only where it is not at rest, so a
  /// new property changes no file in which it rests.
  package static let propertyKeysOfEveryEntry: Set<String> = [
    "offset", "scrollInsets", "contentOffset", "constraintConstant",
  ]

  /// The scenario's `expected` section as the file holds it, if it has one: each entry with the
  /// properties of `keys`, and every other one that is not at rest there (`ExpectedRest`).
  private static func expected(_ scenario: Scenario, alwaysWriting keys: Set<String>) -> JSONValue? {
    guard let expected = scenario.expected else { return nil }
    var rests = ExpectedRest(scenario)
    return .array(
      expected.map { snapshot in
        let rest = rests.rest(at: snapshot.step)
        rests.follow(entry: snapshot.targets)
        return self.snapshot(snapshot, leavingOutAt: rest, alwaysWriting: keys)
      })
  }

  /// A snapshot as an `expected` entry with every animated property, as a replay compares them.
  package static func snapshot(_ snapshot: PublishedSnapshot) -> JSONValue {
    self.snapshot(snapshot, leavingOutAt: nil, alwaysWriting: [])
  }

  /// A snapshot as an `expected` entry, leaving out the properties that are at `rest` but those of
  /// `keys`; every property when `rest` is `nil`.
  private static func snapshot(
    _ snapshot: PublishedSnapshot, leavingOutAt rest: AvoidanceTargets?, alwaysWriting keys: Set<String>
  ) -> JSONValue {
    .object(
      omittingNil: targets(snapshot.targets, leavingOutAt: rest, alwaysWriting: keys).mapValues { Optional($0) }
        .merging([
          "step": snapshot.step.map { .number(Double($0)) }, "time": number(snapshot.time),
          "cause": .string(snapshot.cause.name), "reason": reason(snapshot.reason),
          "animation": .object([
            "duration": number(snapshot.animation.duration), "curve": .number(Double(snapshot.animation.curve)),
          ]),
          "coveredFrame": snapshot.coveredFrame.map(rect),
          "focusedField": snapshot.focusedField.map { .string($0.rawValue) },
        ]) { target, _ in target })
  }

  /// Every animated property under its `LayoutProperty.key`: a number, or an object of the
  /// `LayoutProperty.member`s that share the key (`"scrollInsets": {"content": 260, "indicator": 226}`);
  /// leaving out those at `rest` but the ones of `keys`.
  private static func targets(
    _ targets: AvoidanceTargets, leavingOutAt rest: AvoidanceTargets?, alwaysWriting keys: Set<String>
  ) -> [String: JSONValue] {
    var written: [String: JSONValue] = [:]
    for (key, properties) in LayoutProperty.keys {
      let shown = properties.filter { property in
        guard let rest, !keys.contains(key) else { return true }
        return targets[property] != rest[property]
      }
      if let property = properties.first, properties.count == 1, property.member == nil {
        if !shown.isEmpty { written[key] = number(targets[property]) }
      } else if !shown.isEmpty {
        written[key] = .object(
          Dictionary(uniqueKeysWithValues: shown.map { ($0.member ?? $0.rawValue, number(targets[$0])) }))
      }
    }
    return written
  }

  static func reason(_ reason: AvoidanceReason) -> JSONValue {
    switch reason {
    case .optedOut(let id): return .object(["optedOut": .string(id.rawValue)])
    case .revealed(let reveal):
      // A text view's inset and scroll are written only where there are any: a field's reveal has none.
      return .object([
        "revealed": .object(omittingNil: [
          "field": .string(reveal.field.rawValue), "item": rect(reveal.item), "spacing": number(reveal.spacing),
          "rule": .string(ScenarioVocabulary.name(of: reveal.rule, in: ScenarioVocabulary.rules)),
          "textViewInset": reveal.textViewInset == 0 ? nil : number(reveal.textViewInset),
          "textViewScroll": reveal.textViewScroll == 0 ? nil : number(reveal.textViewScroll),
        ])
      ])
    default: return .string(ScenarioVocabulary.name(of: reason, in: ScenarioVocabulary.plainReasons))
    }
  }
}

extension JSONValue {
  /// An object of the members that have a value: a `nil` member is left out, not written as `null`.
  package static func object(omittingNil members: [String: JSONValue?]) -> JSONValue {
    .object(members.compactMapValues { $0 })
  }
}
