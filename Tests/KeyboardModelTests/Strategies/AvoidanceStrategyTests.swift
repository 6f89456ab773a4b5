import Foundation
import KeyboardModel
import KeyboardScenarios
import Testing

/// The questions every strategy answers in one place, which the engine, the formats, the demo and the
/// adapter ask instead of switching over the cases.
@Suite("Avoidance strategy: what each one holds and moves")
struct AvoidanceStrategyTests {
  static let scrollView = ScrollViewGeometry(frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 1_400)
  static let strategies: [AvoidanceStrategy] = [
    .shift, .scroll(scrollView), .bottomConstraint(scrollView, anchor: .containerBottom), .manual,
    .chat(messageList: scrollView, anchor: .containerBottom),
    .messageList(scrollView, composer: .inputAccessoryView), .messageList(scrollView, composer: .keyboardLayoutGuide),
  ]

  @Test("a new scroll view replaces the strategy's own and keeps its kind and anchor", arguments: strategies)
  func replacingTheScrollView(strategy: AvoidanceStrategy) {
    var taller = Self.scrollView
    taller.contentHeight = 2_000
    let replaced = strategy.replacingScrollView(with: taller)
    #expect(replaced.name == strategy.name)
    #expect(replaced.scrollView == (strategy.scrollView == nil ? nil : taller))
    #expect(replaced.constraintAnchor == strategy.constraintAnchor)
    #expect(replaced.movedProperties == strategy.movedProperties)
  }

  @Test("a new anchor replaces only a raised constraint's", arguments: strategies)
  func replacingTheAnchor(strategy: AvoidanceStrategy) {
    let replaced = strategy.replacingConstraintAnchor(with: .safeAreaBottom)
    #expect(replaced.constraintAnchor == (strategy.constraintAnchor == nil ? nil : .safeAreaBottom))
    #expect(replaced.scrollView == strategy.scrollView)
    #expect(replaced.name == strategy.name)
  }

  @Test("each name is the scenario format's and the demo's, which derives a strategy that bears it")
  func namesAreTheChoices() {
    let container = ContainerGeometry(screenBounds: CGRect(x: 0, y: 0, width: 393, height: 852))
    let names = StrategyChoice.allCases.map { $0.strategy(for: container, fields: []).name }
    #expect(names == StrategyChoice.allCases.map(\.rawValue))
    #expect(Set(Self.strategies.map(\.name)) == Set(names))
  }

  @Test("the properties a strategy moves are in the table's order, and only the manual strategy moves none")
  func movedPropertiesInOrder() {
    for strategy in Self.strategies {
      #expect(strategy.movedProperties == LayoutProperty.allCases.filter { strategy.movedProperties.contains($0) })
      #expect(strategy.movedProperties.isEmpty == (strategy == .manual))
    }
  }
}
