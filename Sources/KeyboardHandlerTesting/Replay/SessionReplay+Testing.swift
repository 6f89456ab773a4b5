// Swift Testing ships with the toolchain on Linux and in Xcode, not in the Apple SDKs a library is
// built against for an app: without it this module keeps its values and checks, and leaves this out.
#if canImport(Testing)
  public import Testing

  extension SessionReplay {
    /// Fails the current test unless today's engine publishes what the recording expected and keeps
    /// every invariant: one issue for each difference and for each broken invariant, each naming its
    /// step, at the caller's line.
    ///
    /// ```swift
    /// @MainActor
    /// @Test func checkoutReplaysAsRecorded() throws {
    ///   try SessionReplay(contentsOfFile: "Recordings/checkout.json").expectMatchesRecording()
    /// }
    /// ```
    ///
    /// A difference reads `steps[7] (keyboard willChangeFrame) at 0 s: offset: recorded -70, replayed
    /// -68`: the step's path in the file, its input, when, the one value that differs (inside an object,
    /// its member: `reason.revealed.spacing`) and both values. A broken invariant reads `steps[4]
    /// (keyboard willShow) breaks an invariant: …`. A scenario written by hand expects nothing, so only
    /// its invariants are checked.
    ///
    /// - Parameter sourceLocation: Where the issues are reported; the caller's line by default.
    public func expectMatchesRecording(sourceLocation: SourceLocation = #_sourceLocation) {
      for failure in failures {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
      }
    }
  }
#endif
