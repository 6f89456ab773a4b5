import Testing

@testable import KeyboardHandlerUIKit

/// The app-wide mode's rules, with no UIKit: which screen avoids the keyboard for a field, with which
/// strategy, or why none does. On every platform, `swift test` on Linux included.
@Suite("The app-wide mode's choice of screen and strategy")
struct ScreenChoiceTests {
  typealias Controller = ScreenChoice.Controller
  typealias Ancestor = ScreenChoice.Ancestor

  /// A field in a plain view, in the root view of `controllers[0]`, whose parents follow.
  static func placement(
    _ controllers: [Controller], ancestors: [Ancestor] = [Ancestor(), Ancestor()]
  ) -> ScreenChoice.Placement {
    ScreenChoice.Placement(isInAdapterView: false, controllers: controllers, ancestors: ancestors)
  }

  static let navigation = Controller(isContainer: true, rootView: nil)
  static let scroller = Ancestor(isScrollView: true, scrollsVertically: true)

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let placement: ScreenChoice.Placement
    var scope = ScreenChoice.Scope.everyScreen
    let expected: ScreenChoice
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a screen in a navigation controller shifts; the navigation controller does not",
      placement: placement([Controller(rootView: 1), navigation]), expected: .avoid(screen: 0, strategy: .shift)),
    Case(
      name: "a child view controller's field moves its whole screen, up to the container",
      placement: placement(
        [Controller(rootView: 0), Controller(rootView: 1), navigation], ancestors: [Ancestor(), Ancestor()]),
      expected: .avoid(screen: 1, strategy: .shift)),
    Case(
      name: "a presented view controller (a sheet, a popover) has no parent: it is the screen",
      placement: placement([Controller(rootView: 1)]), expected: .avoid(screen: 0, strategy: .shift)),
    Case(
      name: "a scroll view around the field is scrolled",
      placement: placement([Controller(rootView: 2)], ancestors: [Ancestor(), scroller, Ancestor()]),
      expected: .avoid(screen: 0, strategy: .scroll(ancestor: 1))),
    Case(
      name: "the nearest scroll view that scrolls vertically, past a sideways one",
      placement: placement(
        [Controller(rootView: 3)],
        ancestors: [Ancestor(isScrollView: true, scrollsVertically: false), scroller, scroller, Ancestor()]),
      expected: .avoid(screen: 0, strategy: .scroll(ancestor: 1))),
    Case(
      name: "a scroll view outside the screen's view is not the screen's",
      placement: placement([Controller(rootView: 1), navigation], ancestors: [Ancestor(), Ancestor(), scroller]),
      expected: .avoid(screen: 0, strategy: .shift)),
    Case(
      name: "a screen whose view is a scroll view that does not scroll is still scrolled, never shifted",
      placement: placement([Controller(rootView: 1)], ancestors: [Ancestor(), Ancestor(isScrollView: true)]),
      expected: .avoid(screen: 0, strategy: .scroll(ancestor: 1))),
    Case(
      name: "a table view controller adjusts its table itself: the bar and return keys only",
      placement: placement([Controller(adjustsForKeyboard: true, rootView: 1)], ancestors: [Ancestor(), scroller]),
      expected: .avoid(screen: 0, strategy: .manual)),
    Case(
      name: "a field an adapter's view holds is that adapter's",
      placement: ScreenChoice.Placement(
        isInAdapterView: true, controllers: [Controller(rootView: 0)], ancestors: [Ancestor()]),
      expected: .leave(.alreadyAvoided)),
    Case(name: "a field in no view controller is left alone", placement: placement([]), expected: .leave(.noScreen)),
    Case(
      name: "a field of a container's own (a navigation bar's search field) is left alone",
      placement: placement([navigation]), expected: .leave(.containerChrome)),
    Case(
      name: "an excluded screen is left alone",
      placement: placement([Controller(preference: .excluded, rootView: 1)]), expected: .leave(.excluded)),
    Case(
      name: "an excluded child on the way leaves its field alone, though the screen is included",
      placement: placement([
        Controller(preference: .excluded, rootView: 0), Controller(preference: .included, rootView: 1),
      ]),
      expected: .leave(.excluded)),
    Case(
      name: "with only included screens avoided, a screen not included is left alone",
      placement: placement([Controller(rootView: 1)]), scope: .includedScreens, expected: .leave(.notIncluded)),
    Case(
      name: "with only included screens avoided, an included screen is avoided",
      placement: placement([Controller(preference: .included, rootView: 1)]), scope: .includedScreens,
      expected: .avoid(screen: 0, strategy: .shift)),
  ]

  @Test("the choice for each placement", arguments: cases)
  func choice(_ test: Case) {
    #expect(ScreenChoice.choosing(for: test.placement, scope: test.scope) == test.expected)
  }

  @Test(
    "what the app said of a view controller itself comes first, then an exclusion of its class, then an inclusion",
    arguments: [
      (ScreenChoice.Preference?.some(.included), true, false, ScreenChoice.Preference?.some(.included)),
      (.some(.excluded), false, true, .some(.excluded)),
      (nil, true, true, .some(.excluded)),
      (nil, false, true, .some(.included)),
      (nil, false, false, nil),
    ])
  func preference(
    instance: ScreenChoice.Preference?, isClassExcluded: Bool, isClassIncluded: Bool,
    expected: ScreenChoice.Preference?
  ) {
    #expect(
      ScreenChoice.Preference.resolved(
        instance: instance, isClassExcluded: isClassExcluded, isClassIncluded: isClassIncluded) == expected)
  }
}
