/// The benchmark command: runs every case on the main actor and prints figures, goals and checks.
///
/// `swift run -c release --package-path Benchmarks box-benchmarks [--quick] [--save-baseline FILE]
/// [--compare FILE]`; see `Benchmarks/README.md`.
@main
enum BoxBenchmarks {
  @MainActor
  static func main() async {
    let options: Options
    do {
      options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
      if error != .helpRequested { print("box-benchmarks: \(error)") }
      print(Options.usage)
      Platform.terminate(status: error == .helpRequested ? 0 : 2)
    }
    let settings = Settings(options)
    printHeader(settings)

    let runner = Runner(settings: settings)
    var results: [CaseResult] = []
    var outcomes: [GoalOutcome] = []
    for benchmark in Suite.cases {
      let result = await runner.run(benchmark)
      let goals = Suite.goals.filter { $0.caseID == result.id }.map { $0.evaluate(result) }
      print(Report.render(result, goals: goals))
      results.append(result)
      outcomes += goals
    }
    print(Report.summary(results, goals: outcomes))
    print("checksum of delivered values: \(Tally.checksum)")

    let figures = results.flatMap(\.figures)
    let passed = results.allSatisfy(\.failures.isEmpty) && outcomes.allSatisfy { $0.isMet || !$0.isGate }
    var status: Int32 = passed ? 0 : 1
    if let path = options.baselineToCompare {
      do {
        let baseline = try Baseline.load(from: path)
        if baseline.isQuick != settings.isQuick {
          print("note: \(path) comes from a \(baseline.isQuick ? "quick" : "full") run; figures differ in kind")
        }
        print(Report.comparison(baseline.regressions(in: figures), with: path))
      } catch {
        print("box-benchmarks: cannot read baseline \(path): \(error)")
        status = 2
      }
    }
    if let path = options.baselineToSave {
      let baseline = Baseline(note: baselineNote(settings), isQuick: settings.isQuick, figures: figures)
      do {
        try baseline.save(to: path)
        print("baseline written to \(path)")
      } catch {
        print("box-benchmarks: cannot write baseline \(path): \(error)")
        status = 2
      }
    }
    Platform.terminate(status: status)
  }

  private static func printHeader(_ settings: Settings) {
    #if DEBUG
      print("WARNING: debug build; run with -c release for meaningful figures")
    #endif
    print(
      """
      box-benchmarks\(settings.isQuick ? " --quick (tiny counts: checks and gates only, figures are rough)" : "")
      Samples are taken round-robin across contenders; figures are the median, min and max of the samples.
      The last column is the ratio of the median to the first contender (the floor): compare ratios, not
      nanoseconds, on a shared machine.

      """)
  }

  private static func baselineNote(_ settings: Settings) -> String {
    "box-benchmarks\(settings.isQuick ? " --quick" : "") --save-baseline; medians per case and contender, "
      + "ratio = median / the case's first contender. Compare ratios (20% tolerance)."
  }
}
