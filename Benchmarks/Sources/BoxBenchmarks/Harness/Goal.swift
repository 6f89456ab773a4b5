/// A target a figure should meet, printed as pass or miss next to the figures.
///
/// Missing a goal never fails the run: goals say how far the library is from where it wants to be,
/// while failed checks say the harness measured something other than the work. A gate is the one
/// kind of goal that does fail it: a bound loose enough that noise on a shared machine cannot
/// cross it, only a real regression (a hop, a lock or an allocation too many), so CI can run it.
struct Goal: Sendable {
  /// Which number of a case's figures the goal is about.
  enum Measure: Sendable {
    /// The contender's median.
    case median
    /// The contender's median divided by the floor's.
    case ratioToFloor
    /// Another contender's median divided by this contender's: how many times cheaper it is.
    case speedup(over: String)
    /// The contender's fastest sample: noise only ever adds time, so gates use it.
    case fastest
    /// The contender's fastest sample divided by the floor's fastest.
    case fastestRatioToFloor
  }

  /// The limit the measure must respect.
  enum Bound: Sendable {
    case atMost(Double)
    case below(Double)
    case atLeast(Double)

    func isMet(by value: Double) -> Bool {
      switch self {
      case .atMost(let limit): value <= limit
      case .below(let limit): value < limit
      case .atLeast(let limit): value >= limit
      }
    }
  }

  let caseID: String
  let contender: String
  let measure: Measure
  let bound: Bound
  /// The goal in words, such as "Box within 3x of closures".
  let title: String
  /// Whether missing it fails the run.
  var isGate = false

  /// A goal that fails the run when missed; `measure` is `.fastest` or `.fastestRatioToFloor`.
  static func gate(_ caseID: String, _ contender: String, _ measure: Measure, _ bound: Bound, title: String) -> Goal {
    Goal(caseID: caseID, contender: contender, measure: measure, bound: bound, title: title, isGate: true)
  }

  /// Checks the goal against the result of its case.
  func evaluate(_ result: CaseResult) -> GoalOutcome {
    GoalOutcome(title: title, caseID: caseID, measured: measured(in: result), bound: bound, isGate: isGate)
  }

  private func measured(in result: CaseResult) -> Double? {
    guard let figure = result.figure(of: contender) else { return nil }
    switch measure {
    case .median:
      return figure.median
    case .ratioToFloor:
      return figure.ratio
    case .speedup(let other):
      guard let otherFigure = result.figure(of: other), figure.median > 0 else { return nil }
      return otherFigure.median / figure.median
    case .fastest:
      return figure.min
    case .fastestRatioToFloor:
      guard let floor = result.figures.first, floor.min > 0 else { return nil }
      return figure.min / floor.min
    }
  }
}

/// Whether a goal was met, and by what figure.
struct GoalOutcome: Equatable, Sendable {
  let title: String
  let caseID: String
  /// The measured number; nil when the case produced no figure for it.
  let measured: Double?
  let isMet: Bool
  /// Whether missing it fails the run.
  let isGate: Bool

  init(title: String, caseID: String, measured: Double?, bound: Goal.Bound, isGate: Bool = false) {
    self.title = title
    self.caseID = caseID
    self.measured = measured
    self.isGate = isGate
    isMet = measured.map(bound.isMet(by:)) ?? false
  }
}
