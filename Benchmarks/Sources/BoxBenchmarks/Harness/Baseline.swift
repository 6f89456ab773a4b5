#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The figures of one run, saved to compare later runs with.
struct Baseline: Codable, Equatable, Sendable {
  /// How the baseline was made, for whoever reads the file.
  var note: String
  /// Whether it came from a `--quick` run, whose figures are too rough to compare with.
  var isQuick: Bool
  var figures: [Figure]

  /// Reads a baseline from a JSON file.
  static func load(from path: String) throws -> Baseline {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try JSONDecoder().decode(Baseline.self, from: data)
  }

  /// Writes the baseline as JSON, keys sorted so that regenerating it gives a readable diff.
  func save(to path: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(self).write(to: URL(fileURLWithPath: path))
  }

  /// The figures of `current` that are worse than in this baseline by more than `tolerance`.
  ///
  /// Ratios to the floor are compared where a figure has one, since the shared machine moves every
  /// absolute number of a run together; figures without a ratio are compared by their medians.
  /// Every figure measures a cost, so higher is worse.
  func regressions(in current: [Figure], tolerance: Double = 0.2) -> [Regression] {
    current.compactMap { figure in
      guard
        let old = figures.first(where: { $0.caseID == figure.caseID && $0.contender == figure.contender })
      else { return nil }
      let (before, after, measure) =
        if let oldRatio = old.ratio, let newRatio = figure.ratio {
          (oldRatio, newRatio, Regression.Measure.ratio)
        } else {
          (old.median, figure.median, Regression.Measure.median)
        }
      guard after > before * (1 + tolerance) else { return nil }
      return Regression(
        caseID: figure.caseID, contender: figure.contender, measure: measure, before: before, after: after)
    }
  }
}

/// A figure that got worse than its baseline.
struct Regression: Equatable, Sendable {
  enum Measure: String, Sendable {
    case ratio
    case median
  }

  let caseID: String
  let contender: String
  let measure: Measure
  let before: Double
  let after: Double
}
