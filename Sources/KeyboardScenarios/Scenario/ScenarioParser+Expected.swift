internal import Foundation
internal import KeyboardModel

#if canImport(CoreGraphics)
  internal import CoreGraphics
#endif

extension ScenarioParser {
  /// The keys of an `expected` entry besides the animated properties.
  static let snapshotKeys = ["step", "time", "cause", "reason", "animation", "coveredFrame", "focusedField"]

  /// A recording's `expected` section: one snapshot per published state, in order, each naming a step
  /// of the scenario (or none, for the state at the start).
  ///
  /// An entry may leave out any animated property, or a member of one (`scrollInsets.indicator`): it is at
  /// rest there (`ExpectedRest`). So a file written before a property was added to `LayoutProperty` reads
  /// on; a key this version does not know is refused by name, as a property of a later version.
  static func expected(_ values: [JSONValue], at path: String, in scenario: Scenario) throws(ScenarioError)
    -> [PublishedSnapshot]
  {
    let steps = scenario.steps.count
    var rests = ExpectedRest(scenario)
    var snapshots: [PublishedSnapshot] = []
    for (index, value) in values.enumerated() {
      let entry = try JSONObject(
        value, at: "\(path)[\(index)]", keys: snapshotKeys + LayoutProperty.keys.map(\.key),
        unknown: .unknownProperty(known: LayoutProperty.keys.map(\.key).joined(separator: ", ")))
      let step = entry.has("step") ? try entry.integer("step") : nil
      if let step {
        guard (0..<steps).contains(step) else {
          throw entry.invalid("step", "no step has the index \(step) (the scenario has \(steps) steps)")
        }
        if let previous = snapshots.last?.step, step < previous {
          throw entry.invalid("step", "step \(step) goes backwards: it is earlier than \(previous), the step before it")
        }
      }
      let animation = try JSONObject(
        entry.value("animation"), at: entry.path("animation"), keys: ["duration", "curve"])
      let targets = try self.targets(entry, rest: rests.rest(at: step))
      rests.follow(entry: targets)
      snapshots.append(
        PublishedSnapshot(
          step: step, time: try entry.distance("time"), targets: targets,
          reason: try reason(entry), cause: try entry.choice("cause", from: ScenarioVocabulary.causes),
          animation: KeyboardAnimation(
            duration: try animation.distance("duration"), curve: try animation.integer("curve")),
          coveredFrame: try entry.optional("coveredFrame", rect(_:at:)),
          focusedField: try entry.optionalString("focusedField").map { FieldID($0) }))
    }
    return snapshots
  }

  /// Every animated property under its `LayoutProperty.key`, as `ScenarioWriter` writes them; one left
  /// out, or a member left out of its key's object, is `rest`'s.
  private static func targets(_ entry: JSONObject, rest: AvoidanceTargets) throws(ScenarioError) -> AvoidanceTargets {
    var targets = rest
    for (key, properties) in LayoutProperty.keys {
      if let property = properties.first, properties.count == 1, property.member == nil {
        targets[property] = try entry.optionalNumber(key).map { CGFloat($0) } ?? rest[property]
        continue
      }
      guard let value = entry.optionalValue(key) else { continue }
      let members = properties.map { $0.member ?? $0.rawValue }
      let object = try JSONObject(
        value, at: entry.path(key), keys: members, unknown: .unknownProperty(known: members.joined(separator: ", ")))
      for (property, member) in zip(properties, members) {
        targets[property] = try object.optionalNumber(member).map { CGFloat($0) } ?? rest[property]
      }
    }
    return targets
  }

  /// A reason: a name, `{"optedOut": id}` or `{"revealed": {"field", "item", "spacing", "rule"}}`, the
  /// last with a text view's `textViewInset` and `textViewScroll` where it has them (0 when left out).
  private static func reason(_ entry: JSONObject) throws(ScenarioError) -> AvoidanceReason {
    let value = try entry.value("reason")
    if case .string = value { return try entry.choice("reason", from: ScenarioVocabulary.plainReasons) }
    let reason = try JSONObject(value, at: entry.path("reason"), keys: ["optedOut", "revealed"])
    if reason.has("optedOut") { return .optedOut(FieldID(try reason.string("optedOut"))) }
    let reveal = try JSONObject(
      reason.value("revealed"), at: reason.path("revealed"),
      keys: ["field", "item", "spacing", "rule", "textViewInset", "textViewScroll"])
    return .revealed(
      AvoidanceReveal(
        field: FieldID(try reveal.string("field")), item: try rect(reveal.value("item"), at: reveal.path("item")),
        spacing: try reveal.distance("spacing"), rule: try reveal.choice("rule", from: ScenarioVocabulary.rules),
        textViewInset: try reveal.optionalDistance("textViewInset").map { CGFloat($0) } ?? 0,
        textViewScroll: try reveal.optionalNumber("textViewScroll").map { CGFloat($0) } ?? 0))
  }
}
