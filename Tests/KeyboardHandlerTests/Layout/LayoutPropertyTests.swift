import Foundation
import KeyboardHandler
import KeyboardTestSupport
import Testing

@MainActor
@Suite("Layout properties: the one table of animated properties")
struct LayoutPropertyTests {
  @Test("the table lists every property of AvoidanceTargets, in their order, under its own name")
  func everyTarget() {
    let stored = Mirror(reflecting: AvoidanceTargets()).children.map(\.label)
    #expect(stored == LayoutProperty.allCases.map(\.rawValue))
  }

  @Test("a property's row reads its own value and records its changes as its own", arguments: LayoutProperty.allCases)
  func row(property: LayoutProperty) throws {
    let target = property.target
    #expect(target.property == property)
    #expect(!target.name.isEmpty)
    // Every number different, so that a row reading another property's value reads another number.
    let targets = AvoidanceTargets(
      offset: 1, scrollInsets: ScrollInsets(content: 2, indicator: 3), contentOffset: 4, constraintConstant: 5)
    let stored = try #require(Mirror(reflecting: targets).children.first { $0.label == property.rawValue })
    let readsItsValue = Self.isValue(of: target, in: targets, stored.value)
    let record = Self.record(of: target, in: targets)
    #expect(readsItsValue)
    #expect(record.property == property)
  }

  @Test("the avoider has a box and the layout an animated value for every property, which follow the state")
  func everyPropertyIsPublished() throws {
    let scrollView = ScrollViewGeometry(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852), contentHeight: 1000, adjustedTopInset: 59,
      bottomSafeAreaInset: 34)
    let configurations = [
      AvoidanceConfiguration(),
      AvoidanceConfiguration(strategy: .scroll(scrollView)),
      AvoidanceConfiguration(strategy: .bottomConstraint(scrollView, anchor: .safeAreaBottom)),
    ]
    var moved: Set<LayoutProperty> = []
    for configuration in configurations {
      let avoider = try KeyboardAvoider(
        configuration: configuration, container: Fixtures.workedContainer, fields: [Fixtures.field("amount", y: 700)])
      let layout = AnimatedKeyboardLayout(avoider: avoider, clock: ManualAnimationClock(now: 0))
      try avoider.didBeginEditing("amount")
      let screen = Fixtures.workedContainer.screenBounds
      try avoider.handle(.keyboard(Fixtures.event(.willShow, height: 336, in: screen)))
      let targets = avoider.state.value.targets
      for property in LayoutProperty.allCases {
        let isPublished = Self.isPublished(property.target, by: avoider, and: layout, as: targets)
        #expect(isPublished, "\(property)")
      }
      moved.formUnion(layout.records.map(\.property))
      let strategy = configuration.strategy
      #expect(Set(layout.records.map(\.property)) == Set(LayoutProperty.allCases.filter { $0.isMoved(by: strategy) }))
    }
    #expect(moved == Set(LayoutProperty.allCases))
  }

  @Test("the avoider gives the same box every time it is asked for a property, on any thread")
  func sameBox() async throws {
    let avoider = try KeyboardAvoider(container: Fixtures.workedContainer, fields: [Fixtures.field("amount", y: 700)])
    let token = avoider.offset.bind { _ in }
    #expect(avoider.offset.observerCount == 1)
    #expect(await Task.detached { avoider.scrollInsets.value.value }.value == .zero)
    avoider.offset.unbind(token)
    #expect(avoider.offset.observerCount == 0)
  }

  static func isValue<Target: LayoutTarget>(of target: Target, in targets: AvoidanceTargets, _ stored: Any) -> Bool {
    targets[keyPath: target.keyPath] == stored as? Target.Value
  }

  static func record<Target: LayoutTarget>(of target: Target, in targets: AvoidanceTargets) -> LayoutRecord {
    let value = targets[keyPath: target.keyPath]
    let transition = Transition(from: value, to: value, startTime: 0, duration: 0, curve: .linear)
    return target.record(RecordedTransition(transition, cause: .initial))
  }

  static func isPublished<Target: LayoutTarget>(
    _ target: Target, by avoider: KeyboardAvoider, and layout: AnimatedKeyboardLayout, as targets: AvoidanceTargets
  ) -> Bool {
    let value = targets[keyPath: target.keyPath]
    return avoider[dynamicMember: target.keyPath].value.value == value
      && layout[dynamicMember: target.keyPath].target == value
  }
}
