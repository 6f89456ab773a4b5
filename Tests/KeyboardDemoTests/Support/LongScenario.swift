import Foundation

/// A scenario as long as a recording gets: the worked example's two fields edited in turn, the
/// keyboard shown and hidden each time, five steps a cycle and a cycle every second and a half.
enum LongScenario {
  /// The scenario file's text, with `steps` steps.
  static func json(steps count: Int) -> String {
    let hidden = #"{"x": 0, "y": 852, "width": 393, "height": 336}"#
    let shown = #"{"x": 0, "y": 516, "width": 393, "height": 336}"#
    var steps: [String] = []
    var cycle = 0
    while steps.count < count {
      let time = Double(cycle) * 1.5
      let field = cycle % 2 == 0 ? "amount" : "note"
      func at(_ delay: Double) -> String { String(format: "%.2f", time + delay) }
      steps += [
        #"{"time": \#(at(0)), "action": "beginEditing", "field": "\#(field)"}"#,
        #"{"time": \#(at(0.1)), "action": "keyboard", "phase": "willShow", "beginFrame": \#(hidden), "frame": \#(shown), "duration": 0.25, "curve": 7}"#,
        #"{"time": \#(at(0.35)), "action": "keyboard", "phase": "didShow", "beginFrame": \#(hidden), "frame": \#(shown)}"#,
        #"{"time": \#(at(1)), "action": "keyboard", "phase": "willHide", "beginFrame": \#(shown), "frame": \#(hidden), "duration": 0.25, "curve": 7}"#,
        #"{"time": \#(at(1)), "action": "endEditing", "field": "\#(field)"}"#,
      ]
      cycle += 1
    }
    return #"""
      {"name": "\#(count) steps", "device": "iphone-15", "strategy": "shift", "fields": [
        {"id": "amount", "frame": {"x": 16, "y": 700, "width": 300, "height": 44}},
        {"id": "note", "frame": {"x": 16, "y": 100, "width": 300, "height": 44}}],
       "steps": [
      \#(steps.prefix(count).joined(separator: ",\n"))
      ]}
      """#
  }

}
