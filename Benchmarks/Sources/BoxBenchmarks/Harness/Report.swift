/// Turns results into the text the command prints.
enum Report {
  /// The table of one case, its goals, failures and notes.
  static func render(_ result: CaseResult, goals: [GoalOutcome]) -> String {
    let size = result.fixedCount.map { "n=\($0), " } ?? ""
    var lines = ["\(result.title)  [\(result.unit), \(size)median of \(result.samples), interleaved]"]
    let floor = result.figures.first?.contender ?? "floor"
    lines.append(
      "  " + pad("", 14) + padLeft("median", 11) + padLeft("min", 11) + padLeft("max", 11)
        + padLeft("x \(floor)", 16))
    for figure in result.figures {
      lines.append(
        "  " + pad(figure.contender, 14) + padLeft(number(figure.median), 11) + padLeft(number(figure.min), 11)
          + padLeft(number(figure.max), 11) + padLeft(figure.ratio.map(number) ?? "-", 16))
    }
    for goal in goals {
      let verdict = goal.isMet ? "pass" : goal.isGate ? "FAILED" : "MISS"
      lines.append(
        (goal.isGate ? "  gate  " : "  goal  ") + pad(goal.title, 54) + verdict + "  ("
          + (goal.measured.map(number) ?? "no figure") + ")")
    }
    lines += result.failures.map { "  FAILED  \($0)" }
    lines += result.notes.map { "  note  \($0)" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The closing lines: goals met, gates and checks failed.
  static func summary(_ results: [CaseResult], goals: [GoalOutcome]) -> String {
    let failures =
      results.flatMap { result in result.failures.map { "\(result.id): \($0)" } }
      + goals.filter { $0.isGate && !$0.isMet }.map { "\($0.caseID): gate \($0.title)" }
    let aims = goals.filter { !$0.isGate }
    var lines = ["goals: \(aims.filter(\.isMet).count) of \(aims.count) met"]
    lines += aims.filter { !$0.isMet }.map { "  missed  \($0.caseID): \($0.title)" }
    lines.append("checks: \(failures.isEmpty ? "all passed" : "\(failures.count) FAILED")")
    lines += failures.map { "  FAILED  \($0)" }
    return lines.joined(separator: "\n")
  }

  /// The regressions against a baseline.
  static func comparison(_ regressions: [Regression], with path: String) -> String {
    guard !regressions.isEmpty else { return "compared with \(path): no figure more than 20% worse" }
    let lines = regressions.map {
      "  WORSE  \($0.caseID) \($0.contender): \($0.measure.rawValue) \(number($0.before)) -> \(number($0.after))"
        + " (+\(number(($0.after / $0.before - 1) * 100))%)"
    }
    return (["compared with \(path): \(regressions.count) figures more than 20% worse"] + lines)
      .joined(separator: "\n")
  }

  /// A number with three significant digits or so: `1234`, `123`, `12.3`, `1.23`, `0.123`.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    func decimals(_ magnitude: Double) -> Int {
      magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
    }
    func scale(_ decimals: Int) -> Double {
      (0..<decimals).reduce(1) { scale, _ in scale * 10 }
    }
    // Decide on the decimals after rounding, so that 99.96 prints as 100, not 100.0.
    let roughDecimals = decimals(abs(value))
    let rounded = (abs(value) * scale(roughDecimals)).rounded() / scale(roughDecimals)
    let decimals = decimals(rounded)
    let scale = scale(decimals)
    let scaled = Int((rounded * scale).rounded())
    let whole = String(scaled / Int(scale))
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard decimals > 0 else { return sign + whole }
    let fraction = String(scaled % Int(scale))
    return sign + whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }

  private static func padLeft(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(1, width - text.count)) + text
  }
}
