/// Runs cases: warms each contender up, calibrates its operation count, then takes interleaved samples.
///
/// Samples are taken round-robin, one per contender in turn, and each round starts with the next
/// contender, so that noise from the shared machine falls on every contender alike instead of on
/// whichever ran while a neighbour was busy.
@MainActor
struct Runner {
  let settings: Settings

  /// Runs one case and summarizes it.
  func run(_ benchmark: BenchmarkCase) async -> CaseResult {
    let contenders = await benchmark.makeContenders(settings)
    var findings = FindingLog()
    var counts: [Int] = []
    for contender in contenders {
      counts.append(await warmUp(contender, size: benchmark.size, findings: &findings))
    }
    let samples = settings.samples(benchmark.size)
    var values = Array(repeating: [Double](), count: contenders.count)
    for round in 0..<samples {
      for turn in contenders.indices {
        let index = (round + turn) % contenders.count
        let contender = contenders[index]
        values[index].append(await contender.sample(counts[index]))
        findings.record(await contender.check(), from: contender.name)
      }
    }
    let summaries = values.map { Summary($0) }
    let floor = summaries.first.flatMap(\.self)?.median
    let figures = zip(contenders, summaries).compactMap { contender, summary -> Figure? in
      guard let summary else { return nil }
      return Figure(
        caseID: benchmark.id, contender: contender.name, unit: benchmark.unit,
        median: summary.median, min: summary.min, max: summary.max,
        ratio: floor.flatMap { $0 > 0 ? summary.median / $0 : nil }
      )
    }
    return CaseResult(
      id: benchmark.id, title: benchmark.title, unit: benchmark.unit, samples: samples,
      fixedCount: settings.count(benchmark.size),
      figures: figures, failures: findings.failures, notes: findings.notes
    )
  }

  /// Runs unrecorded samples until the contender is warm, and returns its operation count per sample.
  ///
  /// A calibrated count grows until one sample lasts `Settings.sampleTarget`; each contender gets
  /// its own count, since the figure is per operation.
  private func warmUp(_ contender: Contender, size: CaseSize, findings: inout FindingLog) async -> Int {
    if let count = settings.count(size) {
      _ = await contender.sample(count)
      findings.record(await contender.check(), from: contender.name)
      return count
    }
    let target = settings.sampleTarget.nanoseconds
    var count = 1
    while true {
      let start = ContinuousClock.now
      _ = await contender.sample(count)
      let elapsed = (ContinuousClock.now - start).nanoseconds
      findings.record(await contender.check(), from: contender.name)
      if elapsed >= target || count >= 1 << 30 { return count }
      let estimate = elapsed > 0 ? Double(count) * target / elapsed * 1.1 : Double(count) * 16
      count = Int(Swift.min(Swift.max(estimate, Double(count) * 2), Double(count) * 16))
    }
  }
}

/// The failures and notes of one case, each told once per contender.
private struct FindingLog {
  private(set) var failures: [String] = []
  private(set) var notes: [String] = []

  mutating func record(_ finding: Finding?, from contender: String) {
    switch finding {
    case .failure(let message):
      let line = "\(contender): \(message)"
      if !failures.contains(line) { failures.append(line) }
    case .note(let message):
      let line = "\(contender): \(message)"
      if !notes.contains(line) { notes.append(line) }
    case nil:
      break
    }
  }
}
