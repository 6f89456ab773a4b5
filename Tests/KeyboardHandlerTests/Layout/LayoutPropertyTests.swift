import Foundation
import KeyboardHandler
import KeyboardTestSupport
import Testing

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

@MainActor
@Suite("Layout properties: the one table of animated properties")
struct LayoutPropertyTests {
  @Test(
    "each property is a number of the targets of its own",
    arguments: LayoutProperty.allCases)
  func row(property: LayoutProperty) {
    #expect(!property.name.isEmpty)
    // Every number different, so that a property reading another's value reads another number.
    var targets = AvoidanceTargets()
    for (index, other) in LayoutProperty.allCases.enumerated() { targets[other] = CGFloat(index + 1) }
    let place = LayoutProperty.allCases.firstIndex(of: property) ?? 0
    #expect(targets[property] == CGFloat(place + 1))
    targets[property] = -1
    #expect(LayoutProperty.allCases.filter { targets[$0] == -1 } == [property])
  }

  @Test("the names in code and the released initializer read and write each property's own number")
  func names() {
    var targets = AvoidanceTargets(
      offset: 1, scrollInsets: ScrollInsets(content: 2, indicator: 3), contentOffset: 4, constraintConstant: 5)
    let byName = [
      targets.offset, targets.contentInset, targets.indicatorInset, targets.contentOffset, targets.constraintConstant,
    ]
    let byProperty = [
      targets[.offset], targets[.contentInset], targets[.indicatorInset], targets[.contentOffset],
      targets[.constraintConstant],
    ]
    #expect(byName == [1, 2, 3, 4, 5])
    #expect(byProperty == byName)
    #expect(targets.scrollInsets == ScrollInsets(content: 2, indicator: 3))
    targets.scrollInsets = .zero
    #expect(targets.contentInset == 0 && targets.indicatorInset == 0)
    targets.offset = -248
    #expect(targets[.offset] == -248)
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
        #expect(avoider[property].value.value == targets[property], "\(property)")
        #expect(layout[property].target == targets[property], "\(property)")
      }
      #expect(avoider.scrollInsets.value.value == targets.scrollInsets)
      moved.formUnion(layout.records.map(\.property))
      // The engine and the table agree: a property the engine forgets to move fails here.
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
    #expect(avoider[.offset].observerCount == 1)
    #expect(await Task.detached { avoider.scrollInsets.value.value }.value == .zero)
    #expect(await Task.detached { avoider.contentInset.value.value }.value == 0)
    avoider.offset.unbind(token)
    #expect(avoider.offset.observerCount == 0)
  }
}
