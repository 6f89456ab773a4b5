/// How much work a run does: many samples in a full run, tiny counts in a quick one.
struct Settings: Sendable {
  /// Samples per contender in a case whose operation count is calibrated.
  let samples: Int
  /// The least wall time one calibrated sample should take, so that timer and loop overheads vanish.
  let sampleTarget: Duration
  /// Whether this is a `--quick` run.
  let isQuick: Bool
  /// Accepts late delivery on the synchronous path as a note (see `Options.allowsAsynchronousDelivery`).
  let allowsAsynchronousDelivery: Bool

  init(_ options: Options) {
    isQuick = options.isQuick
    allowsAsynchronousDelivery = options.allowsAsynchronousDelivery
    samples = options.isQuick ? 3 : 21
    sampleTarget = options.isQuick ? .microseconds(200) : .milliseconds(8)
  }

  /// The operation count of one sample of a fixed-size case.
  func count(_ size: CaseSize) -> Int? {
    switch size {
    case .calibrated: nil
    case .fixed(let full, let quick, _): isQuick ? quick : full
    }
  }

  /// The number of samples per contender for a case of this size.
  func samples(_ size: CaseSize) -> Int {
    switch size {
    case .calibrated: samples
    case .fixed(_, _, let samples): isQuick ? 1 : samples
    }
  }
}

/// How many operations one sample of a case does.
enum CaseSize: Sendable {
  /// As many as it takes one sample of that contender to last `Settings.sampleTarget`.
  case calibrated
  /// A set count, for cases whose size is the point (a million bindings, a million-value flood).
  case fixed(full: Int, quick: Int, samples: Int)
}
