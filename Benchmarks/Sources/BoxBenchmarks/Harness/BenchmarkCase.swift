/// One comparison: contenders doing the same work, sampled in turn and reported side by side.
struct BenchmarkCase: Sendable {
  /// A stable key for baselines, such as `delivery.observers=10`.
  let id: String
  /// The heading printed above the figures.
  let title: String
  /// What a figure counts, such as `ns/set`.
  let unit: String
  /// How many operations one sample does.
  let size: CaseSize
  /// Builds the contenders, floor first; they are built afresh for each run of the case.
  let makeContenders: @MainActor @Sendable (Settings) async -> [Contender]
}
