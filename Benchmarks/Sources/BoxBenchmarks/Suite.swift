/// Every case of a run, in order, and the goals the figures are held to.
///
/// Adding a case is one function returning a `BenchmarkCase` (see `Cases/`) and one line here.
enum Suite {
  static let cases: [BenchmarkCase] = [
    .delivery(observers: 1),
    .delivery(observers: 10),
    .delivery(observers: 100),
    .bindUnbind(others: 0),
    .bindUnbind(others: 10),
    .memoryPerBinding,
    .floodThroughput,
    .floodBlocks,
    .asyncThroughput,
    .derivedDelivery(observers: 1),
    .derivedDelivery(observers: 10),
    .keyboardEvents,
    .keyboardFocusChange,
    .longLivedLayout,
    .sessionRecording,
  ]

  static let goals: [Goal] = [
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
  ]
}
