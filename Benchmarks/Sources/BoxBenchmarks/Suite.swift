/// Every case of a run, in order, and the goals the figures are held to.
///
/// Adding a case is one function returning a `BenchmarkCase` (see `Cases/`) and one line here.
enum Suite {
  static let cases: [BenchmarkCase] = [
    .delivery(observers: 0),
    .delivery(observers: 1),
    .delivery(observers: 10),
    .delivery(observers: 100),
    .trackedSet,
    .untrackedReadThenSet,
    .bindUnbind(others: 0),
    .bindUnbind(others: 10),
    .memoryPerBinding,
    .floodThroughput,
    .floodBlocks,
    .contention,
    .asyncThroughput,
    .derivedDelivery(observers: 1),
    .derivedDelivery(observers: 10),
    .keyboardEvents,
    .keyboardFocusChange,
    .longLivedLayout,
    .sessionRecording,
  ]

  /// Every goal: the targets, printed as pass or MISS, and the gates, which fail the run.
  static let goals: [Goal] = targets + gates

  /// Where the figures should be; missing one is printed, not failed.
  static let targets: [Goal] = [
    Goal(
      caseID: "delivery.observers=0", contender: "Box", measure: .median, bound: .atMost(10),
      title: "Box set with no observer <= 10 ns"),
    Goal(
      caseID: "delivery.observers=1", contender: "Box", measure: .ratioToFloor, bound: .atMost(3),
      title: "Box within 3x of closures at N=1"),
    Goal(
      caseID: "delivery.observers=10", contender: "Box", measure: .ratioToFloor, bound: .atMost(1.3),
      title: "Box within 1.3x of closures at N>=10"),
    Goal(
      caseID: "delivery.observers=100", contender: "Box", measure: .ratioToFloor, bound: .atMost(1.3),
      title: "Box within 1.3x of closures at N>=10"),
    Goal(
      caseID: "bind-unbind.others=0", contender: "Box", measure: .median, bound: .below(250),
      title: "Box bind + unbind < 250 ns"),
    Goal(
      caseID: "bind-unbind.others=0", contender: "Box", measure: .ratioToFloor, bound: .atMost(2),
      title: "Box bind + unbind within 2x of closures"),
    Goal(
      caseID: "bind-unbind.others=0", contender: "Box", measure: .speedup(over: "OpenCombine"),
      bound: .atLeast(5), title: "Box at least 5x cheaper than OpenCombine sink + cancel"),
    Goal(
      caseID: "bind-unbind.others=10", contender: "Box", measure: .median, bound: .below(250),
      title: "Box bind + unbind < 250 ns"),
    Goal(
      caseID: "bind-unbind.others=10", contender: "Box", measure: .speedup(over: "OpenCombine"),
      bound: .atLeast(5), title: "Box at least 5x cheaper than OpenCombine sink + cancel"),
    Goal(
      caseID: "memory.bindings", contender: "Box", measure: .median, bound: .atMost(100),
      title: "Box <= 100 bytes per live binding"),
    Goal(
      caseID: "flood.throughput", contender: "Box", measure: .median, bound: .below(100),
      title: "Box < 100 ns per value"),
    Goal(
      caseID: "flood.blocks", contender: "Box", measure: .median, bound: .atMost(1),
      title: "Box <= 1 main-queue block per burst"),
    Goal(
      caseID: "keyboard.events", contender: "AvoidanceEngine", measure: .median, bound: .below(1_000),
      title: "keyboard engine over 1,000,000 events per second"),
    Goal(
      caseID: "contention.throughput", contender: "Box", measure: .speedup(over: "OpenCombine"),
      bound: .atLeast(1), title: "Box at least as fast as OpenCombine under contention"),
  ]

  /// The goals CI holds every run to, `--quick` included: each is several times looser than its
  /// goal and measured on the fastest sample, so that only a real regression crosses it.
  static let gates: [Goal] = [
    .gate("delivery.observers=0", "Box", .fastest, .atMost(40), title: "Box set with no observer <= 40 ns"),
    .gate("delivery.observers=1", "Box", .fastestRatioToFloor, .atMost(5), title: "Box within 5x of closures"),
    .gate("delivery.observers=10", "Box", .fastestRatioToFloor, .atMost(2), title: "Box within 2x of closures"),
    .gate("delivery.observers=100", "Box", .fastestRatioToFloor, .atMost(2), title: "Box within 2x of closures"),
    .gate("bind-unbind.others=0", "Box", .fastest, .atMost(400), title: "Box bind + unbind <= 400 ns"),
    .gate("memory.bindings", "Box", .median, .atMost(130), title: "Box <= 130 bytes per live binding"),
  ]
}
