import Testing

@testable import BoxBenchmarks

@Suite struct OptionsTests {
  @Test func readsEveryOption() throws {
    let options = try Options.parse(["--quick", "--save-baseline", "a.json", "--compare", "b.json"])
    #expect(options == Options(isQuick: true, baselineToSave: "a.json", baselineToCompare: "b.json"))
  }

  @Test(arguments: [
    (["--compare"], OptionsError.missingFile(after: "--compare")),
    (["--save-baseline", "--quick"], .missingFile(after: "--save-baseline")),
    (["--fast"], .unknown("--fast")),
    (["--help"], .helpRequested),
  ])
  func rejectsBadArguments(arguments: [String], error: OptionsError) {
    #expect(throws: error) { try Options.parse(arguments) }
  }
}

@Suite struct SummaryTests {
  @Test func takesTheMiddleSampleOrTheMeanOfTheTwoMiddleOnes() {
    #expect(Summary([5, 1, 3]).map { [$0.median, $0.min, $0.max] } == [3, 1, 5])
    #expect(Summary([4, 1, 2, 3]).map { [$0.median, $0.min, $0.max] } == [2.5, 1, 4])
    #expect(Summary([]) == nil)
  }
}

@Suite struct BaselineTests {
  static func figure(_ contender: String, median: Double, ratio: Double?) -> Figure {
    Figure(caseID: "c", contender: contender, unit: "ns", median: median, min: median, max: median, ratio: ratio)
  }

  @Test func flagsRatiosMoreThanTwentyPercentWorseAndMediansWhereThereIsNoRatio() {
    let baseline = Baseline(
      note: "", isQuick: false,
      figures: [Self.figure("Box", median: 10, ratio: 2), Self.figure("Raw", median: 100, ratio: nil)])
    let current = [
      Self.figure("Box", median: 50, ratio: 2.3), Self.figure("Raw", median: 130, ratio: nil),
      Self.figure("New", median: 1, ratio: 1),
    ]
    #expect(
      baseline.regressions(in: current) == [
        Regression(caseID: "c", contender: "Raw", measure: .median, before: 100, after: 130)
      ])
    #expect(baseline.regressions(in: [Self.figure("Box", median: 1, ratio: 2.5)]).map(\.contender) == ["Box"])
  }
}

@Suite struct GoalTests {
  static let result = CaseResult(
    id: "c", title: "", unit: "ns", samples: 1, fixedCount: nil,
    figures: [
      BaselineTests.figure("closures", median: 10, ratio: 1),
      BaselineTests.figure("Box", median: 20, ratio: 2),
      BaselineTests.figure("OpenCombine", median: 200, ratio: 20),
    ],
    failures: [], notes: [])

  @Test func measuresRatiosMediansAndSpeedups() {
    let ratio = Goal(caseID: "c", contender: "Box", measure: .ratioToFloor, bound: .atMost(3), title: "")
    let median = Goal(caseID: "c", contender: "Box", measure: .median, bound: .below(20), title: "")
    let speedup = Goal(
      caseID: "c", contender: "Box", measure: .speedup(over: "OpenCombine"), bound: .atLeast(5), title: "")
    let missing = Goal(caseID: "c", contender: "Rx", measure: .median, bound: .atMost(1), title: "")
    #expect([ratio, median, speedup, missing].map { $0.evaluate(Self.result).isMet } == [true, false, true, false])
    #expect(speedup.evaluate(Self.result).measured == 10)
  }

  @Test func gatesMeasureTheFastestSamplesAndSayTheyGate() {
    let result = CaseResult(
      id: "c", title: "", unit: "ns", samples: 3, fixedCount: nil,
      figures: [
        Figure(caseID: "c", contender: "closures", unit: "ns", median: 10, min: 8, max: 30, ratio: 1),
        Figure(caseID: "c", contender: "Box", unit: "ns", median: 50, min: 24, max: 90, ratio: 5),
      ],
      failures: [], notes: [])
    let ratio = Goal.gate("c", "Box", .fastestRatioToFloor, .atMost(3), title: "")
    let fastest = Goal.gate("c", "Box", .fastest, .atMost(20), title: "")
    #expect(ratio.evaluate(result) == GoalOutcome(title: "", caseID: "c", measured: 3, bound: .atMost(3), isGate: true))
    #expect(fastest.evaluate(result).isMet == false)
    #expect(Report.summary([result], goals: [fastest.evaluate(result)]).contains("checks: 1 FAILED"))
  }
}

@Suite struct ReportTests {
  @Test(arguments: [
    (1234.4, "1234"), (99.96, "100"), (12.34, "12.3"), (1.005, "1.00"), (0.1234, "0.123"), (-2.5, "-2.50"),
  ])
  func printsAboutThreeSignificantDigits(value: Double, text: String) {
    #expect(Report.number(value) == text)
  }
}
