import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

/// A scenario written with `jsonData()` reads back equal: every step action, every configuration
/// option, an expected section, and every shipped file.
@Suite("Scenario files written and read back")
struct ScenarioJSONTests {
  static let shown = CGRect(x: 0, y: 516, width: 393, height: 336)
  static let hidden = CGRect(x: 0, y: 852, width: 393, height: 336)
  static let fields = [
    InputField(id: "email", frame: CGRect(x: 16, y: 700, width: 300, height: 44)),
    InputField(
      id: "notes", frame: CGRect(x: 16.5, y: 480.25, width: 300, height: 120), kind: .textView, spacing: 8,
      caret: CGRect(x: 20, y: 580.5, width: 2, height: 20)),
    InputField(id: "legal", frame: CGRect(x: 16, y: 100, width: 300, height: 44), isAvoidanceEnabled: false),
  ]
  /// A scroll view whose every value differs from what a strategy's name would derive.
  static let scrollView = ScrollViewGeometry(
    frame: CGRect(x: 0, y: 12, width: 393, height: 800), contentHeight: 1400.5, adjustedTopInset: 59,
    bottomSafeAreaInset: 34, restInsets: ScrollInsets(content: 10, indicator: 6), contentOffset: 120.25)

  /// One step of every action, simulator and raw, each phase, each navigation, and each set of keys a
  /// keyboard notification can lack.
  static var everyStep: [ScenarioStep] {
    let actions: [UserAction] = [
      .tapTextField("email"), .tapTextView("notes"), .togglePredictiveBar, .attachHardwareKeyboard,
      .toggleShortcutBar, .detachHardwareKeyboard, .undockKeyboard, .dockKeyboard, .rotate(.landscape),
      .rotate(.portrait), .dismiss, .dragKeyboard(to: 700.5, release: .cancel),
      .dragKeyboard(to: 800, release: .dismiss),
    ]
    let simulated = actions.map(ScenarioStep.Action.user)
    let landscape = CGRect(x: 0, y: 0, width: 852, height: 393)
    let raw: [AvoidanceInput] =
      [
        .startObserving, .didBeginEditing("email"),
        .containerDidChange(
          ContainerGeometry(
            screenBounds: landscape, frame: CGRect(x: 100, y: 40, width: 540, height: 320),
            safeAreaInsets: LayoutInsets(top: 20, left: 4, bottom: 10, right: 4))),
        .containerDidChange(DevicePreset.iPadStageManager.container(.landscape)),
        .fieldsDidChange(fields.reversed()), .scrollViewDidChange(scrollView), .didScroll(toContentOffset: -59.5),
        .keyboardDragged(top: 600.5),
        .layoutDidChange(
          LayoutReading(
            container: ContainerGeometry(screenBounds: landscape), fields: fields, scrollView: scrollView,
            scrolledContentOffset: 12.5)),
        .layoutDidChange(LayoutReading(scrolledContentOffset: -3)),
        .focusDidMoveElsewhere, .keyboardWaitDidExpire, .didEndEditing("email"), .stopObserving,
      ]
      + [NavigationAction.next, .previous, .done, .returnKey, .tapOutside].map { .navigate($0) }
      + KeyboardPhase.allCases.map { phase in
        .keyboard(
          KeyboardEvent(phase: phase, beginFrame: hidden, endFrame: shown, duration: 0.3, curve: 3, isLocal: false))
      }
    // A key left out reads as UIKit's default, so the event holds the defaults.
    let optional: [KeyboardUserInfoKey] = [.animationDuration, .animationCurve, .isLocal]
    let lacking = (1..<8).map { bits in Set(optional.indices.filter { bits & (1 << $0) != 0 }.map { optional[$0] }) }
    let lackingEvents = lacking.map { absentKeys in
      ScenarioStep.Action.input(
        .keyboard(
          KeyboardEvent(phase: .willChangeFrame, beginFrame: shown, endFrame: hidden, absentKeys: absentKeys)))
    }
    // Frames a notification can lack or carry null: a begin frame (read as the end frame), a hide's end frame.
    let frameless: [KeyboardEvent] = [
      KeyboardEvent(phase: .willChangeFrame, beginFrame: shown, endFrame: shown, absentKeys: [.frameBegin]),
      KeyboardEvent(phase: .willHide, beginFrame: shown, endFrame: .null),
      KeyboardEvent(phase: .didHide, beginFrame: .null, endFrame: .null, absentKeys: [.frameEnd]),
      KeyboardEvent(phase: .willHide, beginFrame: .null, endFrame: .null, absentKeys: [.frameBegin, .frameEnd]),
    ]
    let steps =
      simulated + raw.map { .input($0) } + lackingEvents + frameless.map { .input(.keyboard($0)) }
    return steps.enumerated().map { index, action in ScenarioStep(time: TimeInterval(index) / 10, action: action) }
  }

  /// One snapshot of every cause and every reason (each reveal rule among them), with and without a
  /// covered frame and a focused field, the first one at the start.
  static func expected(steps: Int) -> [PublishedSnapshot] {
    let causes: [AvoidanceCause] =
      [.initial, .started, .estimate, .focusChange, .editingEnded, .layoutChange, .userScroll, .keyboardWaitExpired]
      + [.keyboardDrag, .stopped] + KeyboardPhase.allCases.map { .keyboard($0) }
    let rules: [RevealRule] = [
      .alreadyVisible, .bottomAboveKeyboard, .topBelowTopGuide, .alignedToTop, .limitedByCoverage, .limitedByContent,
      .leftToTheApp, .pinnedAboveKeyboard,
    ]
    let reasons: [AvoidanceReason] =
      [
        .notObserving, .nothingFocused, .heldBetweenFields, .keyboardHidden, .keyboardCoversNothing,
        .keyboardFromOldLayout, .focusedElsewhere, .keyboardAbsent, .optedOut("legal"),
      ]
      + rules.map { .revealed(AvoidanceReveal(field: "email", item: fields[0].frame, spacing: 20, rule: $0)) }
      + [
        .revealed(
          AvoidanceReveal(
            field: "notes", item: fields[1].caret!, spacing: 8, rule: .alignedToTop, textViewInset: 163.5,
            textViewScroll: -20.25))
      ]
    return (0..<max(causes.count, reasons.count)).map { index in
      let value = CGFloat(index)
      return PublishedSnapshot(
        step: index == 0 ? nil : min(index, steps - 1), time: TimeInterval(index) / 4,
        targets: AvoidanceTargets(
          offset: -value * 10.5, scrollInsets: ScrollInsets(content: value, indicator: value / 2),
          contentOffset: value - 59, constraintConstant: value * 3),
        reason: reasons[index % reasons.count], cause: causes[index % causes.count],
        animation: KeyboardAnimation(duration: index.isMultiple(of: 2) ? 0.25 : 0, curve: index % 8),
        coveredFrame: index.isMultiple(of: 3) ? nil : shown, focusedField: index.isMultiple(of: 2) ? "email" : nil)
    }
  }

  /// A scenario with every step and an expected section.
  static var everything: Scenario {
    var scenario = Scenario(name: "Every step", device: .iPhone15, fields: fields, steps: everyStep)
    scenario.expected = expected(steps: scenario.steps.count)
    // A setting of the latest format, so the file says that format.
    scenario.configuration.isEstimatingKeyboard = false
    return scenario
  }

  @Test(
    "a scenario is written as the oldest format that reads it: 1 without a layout step, a frameless hide or a drag, else 2, 3 or 4"
  )
  func oldestFormatThatReadsIt() throws {
    func isLayout(_ step: ScenarioStep) -> Bool {
      if case .input(.layoutDidChange) = step.action { true } else { false }
    }
    func isDrag(_ step: ScenarioStep) -> Bool {
      switch step.action {
      case .input(.keyboardDragged), .user(.dragKeyboard): true
      default: false
      }
    }
    func isFramelessHide(_ step: ScenarioStep) -> Bool {
      switch step.action {
      case .input(.keyboard(let event)): event.endFrame.isNull
      case .input(.layoutDidChange(let reading)):
        reading.container.map { $0.windowFrame != $0.screenBounds } ?? false
      default: false
      }
    }
    for (steps, format) in [
      (Self.everyStep.filter { !isLayout($0) && !isFramelessHide($0) && !isDrag($0) }, 1),
      (Self.everyStep.filter { !isFramelessHide($0) && !isDrag($0) }, 2),
      (Self.everyStep.filter { !isLayout($0) && !isDrag($0) }, 3),
      (Self.everyStep.filter { !isLayout($0) && !isFramelessHide($0) }, 4),
    ] {
      let scenario = Scenario(name: "Format \(format)", device: .iPhone15, fields: Self.fields, steps: steps)
      let document = try JSONSerialization.jsonObject(with: scenario.jsonData()) as? [String: Any]
      #expect(document?["format"] as? Int == format)
      #expect(try ScenarioParser.scenario(from: scenario.jsonData()) == scenario)
    }
  }

  /// A step of a later format: the step, the format that first reads it, and the path of the part.
  static let laterSteps: [(step: String, format: Int, path: String)] = [
    (#"{"time": 1, "action": "layout", "contentOffset": 80}"#, 2, "steps[1].action"),
    (#"{"time": 1, "action": "keyboard", "phase": "willHide", "frame": null}"#, 3, "steps[1].frame"),
    (#"{"time": 1, "action": "keyboard", "phase": "didHide"}"#, 3, "steps[1].frame"),
    (
      #"{"time": 1, "action": "container", "screen": {"width": 1180, "height": 820}, "frame": {"width": 1180, "height": 720}, "window": {"width": 1180, "height": 720}}"#,
      3, "steps[1].window"
    ),
    (
      #"{"time": 1, "action": "layout", "container": {"screen": {"width": 1180, "height": 820}, "frame": {"width": 1180, "height": 720}, "window": {"width": 1180, "height": 720}}}"#,
      3, "steps[1].container.window"
    ),
    (#"{"time": 1, "action": "drag", "keyboardTop": 640}"#, 4, "steps[1].action"),
    (#"{"time": 1, "action": "dragKeyboard", "keyboardTop": 640, "release": "cancel"}"#, 4, "steps[1].action"),
  ]

  @Test(
    "a later format's step (a layout step, a hide without a frame, a window, a drag, a dragKeyboard) reads in a file of that format, and is refused at that step in an older one",
    arguments: laterSteps)
  func laterStepNeedsItsFormat(step: String, format: Int, path: String) throws {
    // A file that says nothing is format 1, which a layout step refuses first; the others say the format before.
    let saysNothing = !step.contains(#""layout""#) || format == 2
    for declared in [#""format": \#(format - 1), "#] + (saysNothing ? [""] : []) {
      let json =
        #"{\#(declared)"device": "iphone-15", "fields": [], "steps": [{"time": 0, "action": "start"}, \#(step)]}"#
      #expect {
        try ScenarioParser.scenario(from: Data(json.utf8))
      } throws: { error in
        guard let error = error as? ScenarioError, case .invalidValue(let message) = error.problem else { return false }
        return error.path == path && message.contains("in a file of format")
          && message.hasSuffix(#" says "format": \#(format)"#) && error.suggestion == nil
      }
    }
    let json = #"{"format": \#(format), "device": "iphone-15", "fields": [], "steps": [\#(step)]}"#
    #expect(try ScenarioParser.scenario(from: Data(json.utf8)).steps.count == 1)
  }

  @Test(
    "the chat strategy, by name or as an object, reads in a file of format 4 and is refused by name in an older one",
    arguments: [#""chat""#, #"{"kind": "chat", "contentHeight": 2000}"#])
  func chatNeedsFormat4(strategy: String) throws {
    for declared in [#""format": 1, "#, #""format": 3, "#, ""] {
      let json = #"{\#(declared)"device": "iphone-15", "strategy": \#(strategy), "fields": [], "steps": []}"#
      let format = declared.isEmpty ? 1 : Int(declared.filter(\.isNumber)) ?? 0
      #expect(
        throws: ScenarioError(
          path: "strategy",
          problem: .invalidValue(
            #"the "chat" strategy in a file of format \#(format): a file with the "chat" strategy says "format": 4"#))
      ) { try ScenarioParser.scenario(from: Data(json.utf8)) }
    }
    let json = #"{"format": 4, "device": "iphone-15", "strategy": \#(strategy), "fields": [], "steps": []}"#
    #expect(try ScenarioParser.scenario(from: Data(json.utf8)).configuration.strategy.name == "chat")
  }

  @Test(
    "an expected entry that only a format-4 file publishes (a drag's cause, a chat's rule) is refused by name in an older one",
    arguments: [
      (#""cause": "keyboardDrag", "reason": "nothingFocused""#, "expected[0].cause", #"the "keyboardDrag" cause"#),
      (
        #""cause": "initial", "reason": {"revealed": {"field": "a", "item": {"width": 1, "height": 1}, "spacing": 8, "rule": "pinnedAboveKeyboard"}}"#,
        "expected[0].reason.revealed.rule", #"the "pinnedAboveKeyboard" rule"#
      ),
    ])
  func laterExpectedEntry(members: String, path: String, name: String) throws {
    let entry = #"{"time": 0, \#(members), "animation": {"duration": 0, "curve": 0}}"#
    let json = #"{"format": 3, "device": "iphone-15", "fields": [], "steps": [], "expected": [\#(entry)]}"#
    #expect {
      try ScenarioParser.scenario(from: Data(json.utf8))
    } throws: { error in
      guard let error = error as? ScenarioError, case .invalidValue(let message) = error.problem else { return false }
      return error.path == path && message.hasPrefix("\(name) in a file of format 3: ")
        && message.hasSuffix(#" says "format": 4"#)
    }
    let later = json.replacingOccurrences(of: #""format": 3"#, with: #""format": 4"#)
    #expect(try ScenarioParser.scenario(from: Data(later.utf8)).expected?.count == 1)
  }

  /// A setting of format 5, as a file's members: what it says, and the path of the part.
  static let laterSettings: [(members: String, path: String)] = [
    (#""strategy": "messageList""#, "strategy"),
    (#""strategy": {"kind": "messageList", "composer": "inputAccessoryView"}"#, "strategy"),
    (#""estimatesKeyboard": false"#, "estimatesKeyboard"),
    (#""messageListLift": "persistent""#, "messageListLift"),
  ]

  @Test(
    "format 5's settings (the messageList strategy, no estimate, a message list's lift) read in a file of that format, and are refused by name in an older one",
    arguments: laterSettings)
  func laterSettingNeedsItsFormat(members: String, path: String) throws {
    for declared in [#""format": 4, "#, ""] {
      let json = #"{\#(declared)"device": "iphone-15", \#(members), "fields": [], "steps": []}"#
      #expect {
        try ScenarioParser.scenario(from: Data(json.utf8))
      } throws: { error in
        guard let error = error as? ScenarioError, case .invalidValue(let message) = error.problem else { return false }
        return error.path == path && message.contains("in a file of format") && message.hasSuffix(#"says "format": 5"#)
      }
    }
    let json = #"{"format": 5, "device": "iphone-15", \#(members), "fields": [], "steps": []}"#
    let written = try ScenarioParser.scenario(from: Data(json.utf8)).jsonData()
    #expect((try JSONSerialization.jsonObject(with: written) as? [String: Any])?["format"] as? Int == 5)
  }

  @Test("a default setting of format 5 is written as nothing, so the file stays in the format before")
  func defaultLaterSettingsAreLeftOut() throws {
    let scenario = Scenario(name: "Plain", device: .iPhone15, fields: Self.fields, steps: [])
    let text = String(decoding: scenario.jsonData(), as: UTF8.self)
    #expect(!text.contains("estimatesKeyboard"))
    #expect(!text.contains("messageListLift"))
    #expect(text.contains(#""format" : 1"#))
  }

  @Test("a hide's frame may be null or left out; a show's may not")
  func onlyAHideGoesWithoutFrame() throws {
    let hide = #"{"format": 3, "device": "iphone-15", "fields": [], "steps": [\#(Self.laterSteps[1].step)]}"#
    let step = try #require(try ScenarioParser.scenario(from: Data(hide.utf8)).steps.first)
    #expect(
      step.action
        == .input(
          .keyboard(
            KeyboardEvent(
              phase: .willHide, beginFrame: .null, endFrame: .null,
              absentKeys: [.frameBegin, .animationDuration, .animationCurve, .isLocal]))))
    for frame in [#", "frame": null"#, ""] {
      let show =
        #"{"format": 3, "device": "iphone-15", "fields": [], "steps": [{"time": 0, "action": "keyboard", "phase": "willShow"\#(frame)}]}"#
      #expect(throws: ScenarioError.self) { try ScenarioParser.scenario(from: Data(show.utf8)) }
    }
  }

  @Test("a scenario with every step action and an expected section reads back equal")
  func everyStepReadsBack() throws {
    let scenario = Self.everything
    #expect(try ScenarioParser.scenario(from: scenario.jsonData()) == scenario)
  }

  @Test("the steps written name every action the format has")
  func everyActionIsWritten() throws {
    let document = try JSONSerialization.jsonObject(with: Self.everything.jsonData()) as? [String: Any]
    let steps = try #require(document?["steps"] as? [[String: Any]])
    #expect(Set(steps.compactMap { $0["action"] as? String }) == Set(ScenarioParser.actionNames))
    #expect(document?["format"] as? Int == Scenario.formatVersion)
  }

  /// A scenario with one setting changed from the default, named after it.
  struct Variant: CustomTestStringConvertible, Sendable {
    var testDescription: String
    var scenario: Scenario

    init(_ description: String, change: (inout Scenario) -> Void) {
      testDescription = description
      var scenario = Scenario(
        name: description, device: .iPhone15, fields: ScenarioJSONTests.fields,
        steps: [
          ScenarioStep(time: 0, action: .user(.tapTextField("email"))), ScenarioStep(time: 1, action: .user(.dismiss)),
        ])
      change(&scenario)
      self.scenario = scenario
    }
  }

  static let variants: [Variant] =
    DevicePreset.all.map { device in Variant("device \(device.name)") { $0.device = device } } + [
      Variant("a custom device, named with quotes, a line break and a non-ASCII letter") {
        $0.device = .custom(
          name: "Tall \"phone\"\nÉ", screenSize: CGSize(width: 400, height: 900),
          safeArea: LayoutInsets(top: 50, left: 1, bottom: 30, right: 2),
          keyboard: KeyboardHeights(withPredictiveBar: 340, withoutPredictiveBar: 295))
      },
      Variant("the iPad in a Stage Manager window") { $0.device = .iPadStageManager },
      Variant("a custom device in a window of its own") {
        $0.device = .custom(
          name: "Windowed", screenSize: CGSize(width: 1000, height: 800), safeArea: LayoutInsets(top: 24),
          keyboard: KeyboardHeights(withPredictiveBar: 390, withoutPredictiveBar: 340),
          windowInsets: LayoutInsets(top: 30, left: 20, bottom: 90, right: 20))
      },
      Variant("landscape, without the predictive bar, in a form sheet") {
        $0.orientation = .landscape
        $0.isPredictiveBarVisible = false
        $0.containerFrame = CGRect(x: 136, y: 20.5, width: 580, height: 360)
      },
      Variant("the manual strategy") { $0.configuration.strategy = .manual },
      Variant("the scroll strategy with a scroll view of its own") { $0.configuration.strategy = .scroll(scrollView) },
      Variant("the constraint strategy anchored to the container's bottom") {
        $0.configuration.strategy = .bottomConstraint(scrollView, anchor: .containerBottom)
      },
      Variant("the constraint strategy anchored to the safe area's bottom") {
        $0.configuration.strategy = .bottomConstraint(scrollView, anchor: .safeAreaBottom)
      },
      Variant("the top below the top guide") { $0.configuration.placement = .topBelowTopGuide },
      Variant("the next field revealed") { $0.configuration.revealedItem = .nextField(orElse: nil) },
      Variant("the next field revealed, or else a rectangle") {
        $0.configuration.revealedItem = .nextField(orElse: CGRect(x: 0, y: 760.5, width: 393, height: 60))
      },
      Variant("spacing, estimate, wait and looping") {
        $0.configuration.spacing = 12.5
        $0.configuration.estimatedKeyboardHeight = 280
        $0.configuration.keyboardWaitTimeout = 0.75
        $0.configuration.isNavigationLooping = true
      },
      Variant("no spacing") { $0.configuration.spacing = 0 },
      Variant("no estimate, and a message list lifted only at its end") {
        $0.configuration.isEstimatingKeyboard = false
        $0.configuration.messageListLift = .whenAtEnd
      },
      Variant("the message list strategy, its composer a keyboard layout guide's") {
        $0.configuration.strategy = .messageList(scrollView, composer: .keyboardLayoutGuide)
      },
      Variant("the message list strategy, its composer an input accessory view") {
        $0.configuration.strategy = .messageList(scrollView, composer: .inputAccessoryView)
        $0.configuration.messageListLift = .never
      },
      Variant("a keyboard latency") { $0.keyboardLatency = 0.1 },
      Variant("not observing at the start") { $0.isObserving = false },
      Variant("an empty expected section") { $0.expected = [] },
    ]

  @Test("each configuration option reads back as written", arguments: variants)
  func optionReadsBack(variant: Variant) throws {
    #expect(try ScenarioParser.scenario(from: variant.scenario.jsonData()) == variant.scenario)
  }

  @Test("every shipped scenario reads back equal from what the writer makes of it, and the writer's text is stable")
  func shippedScenarios() throws {
    let folder = ShippedScenario.packageRoot.appendingPathComponent("Scenarios")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
    #expect(names.count >= 5)
    for name in names.sorted() {
      let scenario = try ScenarioParser.scenario(contentsOfFile: ShippedScenario.path(name))
      let written = scenario.jsonData()
      let read = try ScenarioParser.scenario(from: written)
      #expect(read == scenario, "\(name)")
      #expect(read.jsonData() == written, "\(name)")
    }
  }
}
