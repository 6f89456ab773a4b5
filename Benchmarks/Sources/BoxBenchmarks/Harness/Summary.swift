/// The median and range of a contender's samples.
struct Summary: Equatable, Sendable {
  let median: Double
  let min: Double
  let max: Double

  /// Summarizes samples; nil when there are none.
  init?(_ samples: [Double]) {
    guard !samples.isEmpty else { return nil }
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    median = sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    min = sorted[0]
    max = sorted[sorted.count - 1]
  }
}

/// What one contender scored in one case: the unit of reports and baselines.
struct Figure: Codable, Equatable, Sendable {
  let caseID: String
  let contender: String
  let unit: String
  let median: Double
  let min: Double
  let max: Double
  /// The median divided by the floor's median; nil when the floor has no figure.
  let ratio: Double?
}

/// Everything one case produced.
struct CaseResult: Sendable {
  let id: String
  let title: String
  let unit: String
  let samples: Int
  /// The operations per sample of a fixed-size case; nil when each contender was calibrated.
  let fixedCount: Int?
  let figures: [Figure]
  /// Failed checks: any of them makes the run exit non-zero.
  let failures: [String]
  let notes: [String]

  /// The figure of a contender, if it produced one.
  func figure(of contender: String) -> Figure? {
    figures.first { $0.contender == contender }
  }
}
