package import Foundation
internal import KeyboardModel

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

/// Reads a `Scenario` from JSON, the format `docs/Scenarios.md` describes.
///
/// Every problem is a ``ScenarioError`` naming the JSON path of the bad value: a missing or
/// unknown key, a wrong type, an unknown device, action or field, a duplicate field id, a time
/// that goes backwards, a malformed keyboard event, a file that is not JSON or is larger than
/// `maximumFileSize`.
package enum ScenarioParser {
  /// The largest scenario file read: 4 MiB, far more than any story written by hand needs, and room for
  /// a recording of `KeyboardSessionRecorder.defaultEventLimit` inputs (about 500 bytes each, with
  /// what the avoider published).
  package static let maximumFileSize = 4 << 20

  /// The step actions, as a scenario file names them.
  package static var actionNames: [String] {
    UserAction.Kind.allCases.map(\.rawValue) + StepActionName.allCases.map(\.rawValue)
  }

  /// Reads a scenario file, refusing anything but a regular file of at most `maximumFileSize` bytes.
  ///
  /// A path that names nothing, a directory, a device or a file that cannot be opened is a
  /// ``ScenarioError/Problem/unreadable(_:)`` error that says which, in words.
  package static func scenario(contentsOfFile path: String) throws(ScenarioError) -> Scenario {
    // The size is checked before reading, so a huge file, a directory or a device such as
    // /dev/zero is refused without reading it (APIs that read a bounded count are newer than macOS 10.15).
    // Attributes describe a link itself, not what it points to: resolve links first.
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    let files = FileManager.default
    func unreadable(_ reason: String) -> ScenarioError { ScenarioError(path: "", problem: .unreadable(reason)) }
    guard let attributes = try? files.attributesOfItem(atPath: resolved) else {
      throw unreadable(files.fileExists(atPath: resolved) ? "permission denied" : "no such file")
    }
    switch attributes[.type] as? FileAttributeType {
    case .typeRegular?: break
    case .typeDirectory?:
      throw unreadable("it is a directory, not a scenario file (such as Scenarios/worked-example.json)")
    default: throw unreadable("it is not a regular file")
    }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    guard size <= maximumFileSize else {
      throw ScenarioError(path: "", problem: .tooLarge(bytes: size, limit: maximumFileSize))
    }
    guard files.isReadableFile(atPath: resolved), let data = files.contents(atPath: resolved) else {
      throw unreadable("permission denied")
    }
    return try scenario(from: data)
  }

  /// Reads a scenario from JSON data.
  package static func scenario(from data: Data) throws(ScenarioError) -> Scenario {
    guard data.count <= maximumFileSize else {
      throw ScenarioError(path: "", problem: .tooLarge(bytes: data.count, limit: maximumFileSize))
    }
    // Strict JSON: Foundation's readers accept what other tools refuse (a trailing comma), and a file
    // read here must read everywhere.
    do {
      try StrictJSON.validate(data)
    } catch {
      switch error.kind {
      case .notJSON:
        throw ScenarioError(path: "", problem: .notJSON(located(error.reason, at: error.offset, in: data)))
      case .notUTF8:
        // A file in another encoding is told from its first bytes: a place there would say nothing more.
        let reason = error.offset == 0 ? error.reason : located(error.reason, at: error.offset, in: data)
        throw ScenarioError(path: "", problem: .notUTF8(reason))
      case .duplicateKey(let path, let first):
        throw ScenarioError(
          path: path,
          problem: .duplicateKey(first: place(of: first, in: data), again: place(of: error.offset, in: data)))
      }
    }
    let document: JSONValue
    do {
      document = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw ScenarioError(path: "", problem: .notJSON(reason(notJSON: data)))
    }
    return try scenario(document)
  }

  /// Why `data` is not JSON, and where: `line 4, column 24: invalid value around character 67.`
  ///
  /// `JSONDecoder` on Linux says only that the data is not valid JSON; `JSONSerialization` says what it
  /// found and at which character (Apple's newer versions give the line and column themselves). A
  /// character offset is turned into a line and a column, which is what an editor shows.
  static func reason(notJSON data: Data) -> String {
    var reason = "the document cannot be decoded"
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      if let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String {
        reason = description
      }
    }
    let unpunctuated = reason.hasSuffix(".") ? String(reason.dropLast()) : reason
    let message = unpunctuated.prefix(1).lowercased() + unpunctuated.dropFirst()
    guard let range = message.range(of: #"character [0-9]+"#, options: .regularExpression),
      let offset = Int(message[range].dropFirst("character ".count))
    else { return message }
    return located(message, at: offset, in: data)
  }

  /// `message` after the line and column of the byte at `offset` in `data`: `line 4, column 24: …`.
  static func located(_ message: String, at offset: Int, in data: Data) -> String {
    guard offset <= data.count else { return message }
    return "\(place(of: offset, in: data)): \(message)"
  }

  /// The line and column of the byte at `offset` in `data`, as an editor counts them: `line 4, column 24`.
  static func place(of offset: Int, in data: Data) -> String {
    let before = data.prefix(offset)
    let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
    let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
    return "line \(line), column \(column)"
  }

  private static func scenario(_ document: JSONValue) throws(ScenarioError) -> Scenario {
    // The version first: a later format may have keys this build does not know.
    var declaredVersion = 1
    if case .object(let members) = document, let format = members["format"] {
      let version = try JSONObject(.object(["format": format]), at: "", keys: ["format"]).integer("format")
      guard (1...Scenario.formatVersion).contains(version) else {
        throw ScenarioError(
          path: "format", problem: .unsupportedFormat(version: version, newest: Scenario.formatVersion))
      }
      declaredVersion = version
    }
    let root = try JSONObject(
      document, at: "",
      keys: [
        "format", "name", "device", "orientation", "predictiveBar", "container", "strategy", "spacing",
        "estimatedKeyboardHeight", "estimatesKeyboard", "keyboardWaitTimeout", "placement", "revealedItem",
        "navigationLoops", "messageListLift", "keyboardLatency", "observing", "fields", "steps", "expected",
        revealedItemFirstKey,
      ])
    let device = try self.device(root)
    let orientation =
      root.has("orientation") ? try root.choice("orientation", from: DeviceCatalog.orientations) : .portrait
    let fields = try self.fields(root.array("fields"), at: root.path("fields"))
    var scenario = Scenario(
      name: try root.optionalString("name") ?? "Scenario", device: device, orientation: orientation,
      isPredictiveBarVisible: root.has("predictiveBar") ? try root.bool("predictiveBar") : true,
      containerFrame: root.has("container") ? try rect(root.value("container"), at: root.path("container")) : nil,
      fields: fields, steps: try steps(root, fields: fields, format: declaredVersion))
    try configure(&scenario.configuration, from: root)
    if let latency = try root.optionalDistance("keyboardLatency") {
      scenario.keyboardLatency = TimeInterval(latency)
    }
    if root.has("observing") { scenario.isObserving = try root.bool("observing") }
    if root.has("strategy") {
      scenario.configuration.strategy = try strategy(root.value("strategy"), at: root.path("strategy"), for: scenario)
    }
    if root.has("expected") {
      scenario.expected = try expected(root.array("expected"), at: root.path("expected"), in: scenario)
    }
    // A file that says it is older must not hold a later format's part (a `layout` step is format 2's, the
    // `chat` strategy format 4's, the `messageList` strategy format 5's), which the versions that read only the older format would refuse as
    // unknown, or play as something else, not as a later format.
    if let part = scenario.laterFormatParts.first(where: { $0.version > declaredVersion }) {
      throw part.refusal(inFormat: declaredVersion)
    }
    return scenario
  }

  /// The key the first files of format 1 wrote `revealedItem` under, which they are still read with.
  static let revealedItemFirstKey = "revealTarget"

  /// The configuration's settings but the strategy, which depends on the container and fields.
  private static func configure(_ configuration: inout AvoidanceConfiguration, from root: JSONObject)
    throws(ScenarioError)
  {
    if let spacing = try root.optionalDistance("spacing") { configuration.spacing = spacing }
    if root.has("estimatedKeyboardHeight") {
      configuration.estimatedKeyboardHeight = try root.positive("estimatedKeyboardHeight")
    }
    if root.has("estimatesKeyboard") { configuration.isEstimatingKeyboard = try root.bool("estimatesKeyboard") }
    if root.has("keyboardWaitTimeout") { configuration.keyboardWaitTimeout = try root.positive("keyboardWaitTimeout") }
    if root.has("messageListLift") {
      configuration.messageListLift = try root.choice("messageListLift", from: ScenarioVocabulary.lifts)
    }
    if root.has("placement") {
      configuration.placement = try root.choice("placement", from: ScenarioVocabulary.placements)
    }
    if root.has("navigationLoops") { configuration.isNavigationLooping = try root.bool("navigationLoops") }
    if root.has("revealedItem"), root.has(revealedItemFirstKey) {
      throw root.invalid(revealedItemFirstKey, "is \"revealedItem\" as the first files of format 1 name it: give one")
    }
    for key in ["revealedItem", revealedItemFirstKey] where root.has(key) {
      configuration.revealedItem = try revealedItem(root, key: key)
    }
  }

  /// `"focusedField"`, `"nextField"`, or `{"kind": "nextField", "orElse": rectangle}`, under `key`.
  private static func revealedItem(_ root: JSONObject, key: String) throws(ScenarioError) -> RevealedItem {
    let value = try root.value(key)
    if case .string = value {
      return try root.choice(key, from: ["focusedField": .focusedField, "nextField": .nextField(orElse: nil)])
    }
    let object = try JSONObject(value, at: root.path(key), keys: ["kind", "orElse"])
    let kind = try object.string("kind")
    guard kind == "nextField" else { throw object.invalid("kind", "expected \"nextField\", found \"\(kind)\"") }
    return .nextField(
      orElse: try object.optional("orElse", rect(_:at:)))
  }

  // MARK: - Device and geometry

  private static func device(_ root: JSONObject) throws(ScenarioError) -> DevicePreset {
    let value = try root.value("device")
    if case .string = value { return try root.choice("device", from: DeviceCatalog.devices, ignoringCase: true) }
    let device = try JSONObject(
      value, at: root.path("device"), keys: ["name", "screen", "safeArea", "keyboard", "window"])
    let screen = try JSONObject(device.value("screen"), at: device.path("screen"), keys: ["width", "height"])
    let safeArea = try device.optional("safeArea", insets(_:at:))
    let keyboard = try JSONObject(
      device.value("keyboard"), at: device.path("keyboard"), keys: ["withPredictiveBar", "withoutPredictiveBar"])
    let heights = KeyboardHeights(
      withPredictiveBar: try keyboard.distance("withPredictiveBar"),
      withoutPredictiveBar: try keyboard.distance("withoutPredictiveBar"))
    return .custom(
      name: try device.optionalString("name") ?? "Custom device",
      screenSize: CGSize(width: try screenSide(screen, "width"), height: try screenSide(screen, "height")),
      safeArea: safeArea ?? .zero, keyboard: heights,
      windowInsets: try device.optional("window", insets(_:at:)) ?? .zero)
  }

  /// The smallest side a screen may have, in points: a screen of no width or height has nothing to
  /// draw, and every picture of it would divide by zero.
  static let smallestScreenSide = 1.0

  /// A screen's side: a number of at least ``smallestScreenSide`` points.
  private static func screenSide(_ object: JSONObject, _ key: String) throws(ScenarioError) -> Double {
    let side = try object.number(key)
    guard side >= smallestScreenSide else {
      throw object.invalid(key, "a screen's side must be at least 1 point, found \(side.formatted)")
    }
    return side
  }

  /// A screen's bounds: a rectangle whose sides are at least ``smallestScreenSide`` points.
  private static func screen(_ value: JSONValue, at path: String) throws(ScenarioError) -> CGRect {
    let rect = try JSONObject(value, at: path, keys: ["x", "y", "width", "height"])
    return CGRect(
      x: try rect.optionalNumber("x") ?? 0, y: try rect.optionalNumber("y") ?? 0, width: try screenSide(rect, "width"),
      height: try screenSide(rect, "height"))
  }

  static func rect(_ value: JSONValue, at path: String) throws(ScenarioError) -> CGRect {
    let rect = try JSONObject(value, at: path, keys: ["x", "y", "width", "height"])
    return CGRect(
      x: try rect.optionalNumber("x") ?? 0, y: try rect.optionalNumber("y") ?? 0, width: try rect.distance("width"),
      height: try rect.distance("height"))
  }

  static func insets(_ value: JSONValue, at path: String) throws(ScenarioError) -> LayoutInsets {
    let insets = try JSONObject(value, at: path, keys: ["top", "left", "bottom", "right"])
    return LayoutInsets(
      top: try insets.optionalDistance("top") ?? 0, left: try insets.optionalDistance("left") ?? 0,
      bottom: try insets.optionalDistance("bottom") ?? 0, right: try insets.optionalDistance("right") ?? 0)
  }

  private static func strategy(_ value: JSONValue, at path: String, for scenario: Scenario) throws(ScenarioError)
    -> AvoidanceStrategy
  {
    let derived = { (choice: StrategyChoice) in choice.strategy(for: scenario.container, fields: scenario.fields) }
    if case .string(let name) = value {
      guard let choice = StrategyChoice(rawValue: name) else {
        let names = StrategyChoice.allCases.map(\.rawValue)
        throw ScenarioError(
          path: path,
          problem: .invalidValue("unknown value \"\(name)\" (expected one of: \(names.joined(separator: ", ")))"),
          suggestion: Suggestion.closest(to: name, in: names))
      }
      return derived(choice)
    }
    let object = try JSONObject(
      value, at: path,
      keys: ["kind", "anchor", "composer"] + scrollViewKeys)
    let choice = try object.choice("kind", from: DeviceCatalog.strategies)
    // The keys are read (and checked) whatever the kind; a kind without a scroll view drops them.
    guard var geometry = derived(choice).scrollView ?? derived(.scroll).scrollView else { return derived(choice) }
    if let frame = object.optionalValue("frame") { geometry.frame = try rect(frame, at: object.path("frame")) }
    geometry.contentHeight = try object.optionalDistance("contentHeight") ?? geometry.contentHeight
    geometry.adjustedTopInset = try object.optionalDistance("adjustedTopInset") ?? geometry.adjustedTopInset
    geometry.bottomSafeAreaInset = try object.optionalDistance("bottomSafeAreaInset") ?? geometry.bottomSafeAreaInset
    geometry.contentOffset = try object.optionalNumber("contentOffset") ?? -geometry.adjustedTopInset
    if let rest = object.optionalValue("restInsets") {
      geometry.restInsets = try scrollInsets(rest, at: object.path("restInsets"))
    }
    var strategy = derived(choice).replacingScrollView(with: geometry)
    if case .messageList(let list, _) = strategy, object.has("composer") {
      strategy = .messageList(list, composer: try object.choice("composer", from: ScenarioVocabulary.composers))
    }
    guard strategy.constraintAnchor != nil, object.has("anchor") else { return strategy }
    return strategy.replacingConstraintAnchor(with: try object.choice("anchor", from: ScenarioVocabulary.anchors))
  }

  // MARK: - Fields

  private static func fields(_ values: [JSONValue], at path: String) throws(ScenarioError) -> [InputField] {
    var fields: [InputField] = []
    // A set, not a search of the list: a form of thousands of fields would take seconds to read.
    var ids = Set<String>()
    for (index, value) in values.enumerated() {
      let field = try JSONObject(
        value, at: "\(path)[\(index)]", keys: ["id", "frame", "kind", "spacing", "avoidsKeyboard", "caret"])
      let id = try field.string("id")
      guard !id.isEmpty else { throw field.invalid("id", "must not be empty") }
      guard ids.insert(id).inserted else {
        throw ScenarioError(path: field.path("id"), problem: .duplicateField(id))
      }
      fields.append(
        InputField(
          id: FieldID(id), frame: try rect(field.value("frame"), at: field.path("frame")),
          kind: field.has("kind") ? try field.choice("kind", from: ScenarioVocabulary.fieldKinds) : .textField,
          spacing: try field.optionalDistance("spacing").map { CGFloat($0) },
          isAvoidanceEnabled: field.has("avoidsKeyboard") ? try field.bool("avoidsKeyboard") : true,
          caret: field.has("caret") ? try rect(field.value("caret"), at: field.path("caret")) : nil))
    }
    return fields
  }

  // MARK: - Steps

  private static func steps(
    _ root: JSONObject, fields: [InputField], format declaredVersion: Int
  ) throws(ScenarioError) -> [ScenarioStep] {
    var steps: [ScenarioStep] = []
    // A step names a field of the list as it is then: a `fields` step replaces it. Found by id in a
    // dictionary: a long recording of a long form would otherwise search the form at every step.
    var fields = fields
    var fieldsByID = [String: InputField](fields.map { ($0.id.rawValue, $0) }) { first, _ in first }
    for (index, value) in try root.array("steps").enumerated() {
      let path = "steps[\(index)]"
      guard case .object(let members) = value else {
        throw ScenarioError(path: path, problem: .wrongType(expected: "an object", found: value.kind))
      }
      guard let actionValue = members["action"] else {
        throw ScenarioError(path: "\(path).action", problem: .missingKey)
      }
      guard case .string(let action) = actionValue else {
        throw ScenarioError(path: "\(path).action", problem: .wrongType(expected: "a string", found: actionValue.kind))
      }
      // A `layout` step of one part reads as that part's own step, so the scenario cannot tell that it
      // came as format 2's step: the name does.
      if action == StepActionName.layout.rawValue, declaredVersion < 2 {
        throw LaterFormatPart.layoutStep(at: "\(path).action").refusal(inFormat: declaredVersion)
      }
      let step = try self.step(value, action: action, at: path, fields: fields, byID: fieldsByID)
      if action == StepActionName.layout.rawValue, declaredVersion < 3,
        case .input(.layoutDidChange(let reading)) = step.action,
        let container = reading.container, container.windowFrame != container.screenBounds
      {
        throw LaterFormatPart.window(at: "\(path).container.window").refusal(inFormat: declaredVersion)
      }
      if let previous = steps.last, step.time < previous.time {
        throw ScenarioError(path: "\(path).time", problem: .timeGoesBackwards(time: step.time, previous: previous.time))
      }
      if case .input(.layoutDidChange(let reading)) = step.action, let replaced = reading.fields {
        fields = replaced
        fieldsByID = [String: InputField](replaced.map { ($0.id.rawValue, $0) }) { first, _ in first }
      }
      steps.append(step)
    }
    return steps
  }

  private static func step(
    _ value: JSONValue, action: String, at path: String, fields: [InputField], byID fieldsByID: [String: InputField]
  ) throws(ScenarioError) -> ScenarioStep {
    guard let name = StepName(action) else {
      throw ScenarioError(
        path: "\(path).action", problem: .unknownAction(action),
        suggestion: Suggestion.closest(to: action, in: ScenarioParser.actionNames))
    }
    let step = try JSONObject(value, at: path, keys: ["time", "action"] + name.keys)
    let time = try step.distance("time")
    /// The step's field; a tap must name a field of the kind it taps, since the two send UIKit's
    /// notifications in different orders.
    func field(tapping tapped: InputField.Kind? = nil) throws(ScenarioError) -> FieldID {
      let id = try step.string("field")
      guard let field = fieldsByID[id] else {
        throw ScenarioError(
          path: step.path("field"), problem: .unknownField(id),
          suggestion: Suggestion.closest(to: id, in: fields.map(\.id.rawValue)))
      }
      if let tapped, field.kind != tapped {
        let (kind, action): (String, UserAction.Kind) =
          field.kind == .textView ? ("text view", .tapTextView) : ("text field", .tapTextField)
        throw step.invalid("field", "\"\(id)\" is a \(kind): tap it with \(action.rawValue)")
      }
      return FieldID(id)
    }
    let input: StepActionName
    switch name {
    case .user(let user):
      let action = try UserAction(
        user,
        field: { () throws(ScenarioError) -> FieldID in
          guard case .field(let tapped) = user.parameter else { return try field() }
          return try field(tapping: tapped)
        },
        orientation: { () throws(ScenarioError) -> DeviceOrientation in
          try step.choice("orientation", from: DeviceCatalog.orientations)
        },
        drag: { () throws(ScenarioError) -> (top: CGFloat, release: UserAction.Release) in
          (CGFloat(try step.number("keyboardTop")), try step.choice("release", from: ScenarioVocabulary.releases))
        })
      return ScenarioStep(time: time, action: .user(action))
    case .input(let name):
      input = name
    }
    let kind: ScenarioStep.Action
    switch input {
    case .beginEditing: kind = .input(.didBeginEditing(try field()))
    case .endEditing: kind = .input(.didEndEditing(try field()))
    case .scroll: kind = .input(.didScroll(toContentOffset: try step.number("contentOffset")))
    case .drag: kind = .input(.keyboardDragged(top: try step.number("keyboardTop")))
    case .keyboard: kind = .input(.keyboard(try keyboardEvent(step)))
    case .start: kind = .input(.startObserving)
    case .stop: kind = .input(.stopObserving)
    case .focusElsewhere: kind = .input(.focusDidMoveElsewhere)
    case .expireKeyboardWait: kind = .input(.keyboardWaitDidExpire)
    case .navigate: kind = .input(.navigate(try step.choice("navigation", from: ScenarioVocabulary.navigations)))
    case .container: kind = .input(.containerDidChange(try container(step)))
    case .fields: kind = .input(.fieldsDidChange(try self.fields(step.array("fields"), at: step.path("fields"))))
    case .scrollView: kind = .input(.scrollViewDidChange(try scrollView(step)))
    case .layout: kind = .input(.layoutDidChange(try layout(step)))
    }
    return ScenarioStep(time: time, action: kind)
  }

  /// A container's geometry: its screen and frame, its window (the screen when left out), and its safe
  /// area (none when left out).
  private static func container(_ object: JSONObject) throws(ScenarioError) -> ContainerGeometry {
    ContainerGeometry(
      screenBounds: try screen(object.value("screen"), at: object.path("screen")),
      frame: try rect(object.value("frame"), at: object.path("frame")),
      windowFrame: try object.optional("window", rect(_:at:)),
      safeAreaInsets: try object.optional("safeArea", insets(_:at:)) ?? .zero)
  }

  /// A `layout` step: any of a container, the fields, a scroll view and the offset the user scrolled to.
  private static func layout(_ step: JSONObject) throws(ScenarioError) -> LayoutReading {
    var reading = LayoutReading()
    if let value = step.optionalValue("container") {
      reading.container = try container(
        JSONObject(value, at: step.path("container"), keys: ["screen", "frame", "window", "safeArea"]))
    }
    if step.has("fields") { reading.fields = try fields(step.array("fields"), at: step.path("fields")) }
    if let value = step.optionalValue("scrollView") {
      reading.scrollView = try scrollView(JSONObject(value, at: step.path("scrollView"), keys: scrollViewKeys))
    }
    reading.scrolledContentOffset = try step.optionalNumber("contentOffset").map { CGFloat($0) }
    return reading
  }

  /// The keys of a scroll view's geometry, in a strategy object and a `scrollView` step.
  static let scrollViewKeys = [
    "frame", "contentHeight", "adjustedTopInset", "bottomSafeAreaInset", "restInsets", "contentOffset",
  ]

  /// A scroll view's whole geometry; only the frame and the content height are required.
  private static func scrollView(_ object: JSONObject) throws(ScenarioError) -> ScrollViewGeometry {
    ScrollViewGeometry(
      frame: try rect(object.value("frame"), at: object.path("frame")),
      contentHeight: try object.distance("contentHeight"),
      adjustedTopInset: try object.optionalDistance("adjustedTopInset") ?? 0,
      bottomSafeAreaInset: try object.optionalDistance("bottomSafeAreaInset") ?? 0,
      restInsets: try object.optional("restInsets", scrollInsets(_:at:)) ?? .zero,
      contentOffset: try object.optionalNumber("contentOffset").map { CGFloat($0) })
  }

  static func scrollInsets(_ value: JSONValue, at path: String) throws(ScenarioError) -> ScrollInsets {
    let insets = try JSONObject(value, at: path, keys: ["content", "indicator"])
    return ScrollInsets(content: try insets.distance("content"), indicator: try insets.distance("indicator"))
  }

  /// A keyboard notification, read through `KeyboardEvent.init(phase:userInfo:)` as UIKit's
  /// `userInfo` would be: a missing begin frame is the end frame, a hide's missing end frame (or
  /// `null`) is `CGRect.null`, a missing duration is 0.25 s, a missing curve 7, and the event says which
  /// keys it lacks.
  private static func keyboardEvent(_ step: JSONObject) throws(ScenarioError) -> KeyboardEvent {
    let phase = try step.choice("phase", from: ScenarioVocabulary.phases)
    var userInfo: [AnyHashable: Any] = [:]
    // Only a hide may go without its end frame: anything else is told the key is missing, as before.
    if step.has("frame") || !phase.isHide {
      userInfo[KeyboardUserInfoKey.frameEnd.rawValue] = try keyboardFrame(step.value("frame"), at: step.path("frame"))
    }
    if let begin = try step.optional("beginFrame", keyboardFrame(_:at:)) {
      userInfo[KeyboardUserInfoKey.frameBegin.rawValue] = begin
    }
    if step.has("duration") { userInfo[KeyboardUserInfoKey.animationDuration.rawValue] = try step.distance("duration") }
    if step.has("curve") { userInfo[KeyboardUserInfoKey.animationCurve.rawValue] = try step.integer("curve") }
    if step.has("isLocal") { userInfo[KeyboardUserInfoKey.isLocal.rawValue] = try step.bool("isLocal") }
    do {
      return try KeyboardEvent(phase: phase, userInfo: userInfo)
    } catch {
      throw ScenarioError(path: step.path(jsonKey(for: error.key)), problem: .invalidValue("\(error.reason)"))
    }
  }

  /// A keyboard frame: a rectangle, or `null` for `CGRect.null` (which only a hide may carry).
  private static func keyboardFrame(_ value: JSONValue, at path: String) throws(ScenarioError) -> CGRect {
    if case .null = value { return .null }
    return try rect(value, at: path)
  }

  private static func jsonKey(for key: KeyboardUserInfoKey) -> String {
    switch key {
    case .frameBegin: "beginFrame"
    case .frameEnd: "frame"
    case .animationDuration: "duration"
    case .animationCurve: "curve"
    case .isLocal: "isLocal"
    }
  }
}
