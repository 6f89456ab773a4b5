import Foundation
import KeyboardModel

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension ScenarioParser {
  /// A recording's `expected` section: one snapshot per published state, in order, each naming a step
  /// of the scenario (or none, for the state at the start).
  static func expected(_ values: [JSONValue], at path: String, steps: Int) throws(ScenarioError)
    -> [PublishedSnapshot]
  {
    var snapshots: [PublishedSnapshot] = []
    for (index, value) in values.enumerated() {
      let entry = try JSONObject(
        value, at: "\(path)[\(index)]",
        keys: ["step", "time", "cause", "reason", "animation", "coveredFrame", "focusedField"]
          + LayoutProperty.keys.map(\.key))
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
      snapshots.append(
        PublishedSnapshot(
          step: step, time: try entry.distance("time"),
          targets: try targets(entry),
          reason: try reason(entry), cause: try entry.choice("cause", from: ScenarioVocabulary.causes),
          animation: KeyboardAnimation(
            duration: try animation.distance("duration"), curve: try animation.integer("curve")),
          coveredFrame: try entry.optional("coveredFrame", rect(_:at:)),
          focusedField: try entry.optionalString("focusedField").map { FieldID($0) }))
    }
    return snapshots
  }

  /// Every animated property under its `LayoutProperty.key`, as `ScenarioWriter` writes them.
  private static func targets(_ entry: JSONObject) throws(ScenarioError) -> AvoidanceTargets {
    var targets = AvoidanceTargets()
    for (key, properties) in LayoutProperty.keys {
      if let property = properties.first, properties.count == 1, property.member == nil {
        targets[property] = try entry.number(key)
        continue
      }
      let members = properties.map { $0.member ?? $0.rawValue }
      let object = try JSONObject(entry.value(key), at: entry.path(key), keys: members)
      for (property, member) in zip(properties, members) { targets[property] = try object.number(member) }
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
