import Testing

@testable import KeyboardHandlerUIKit

/// What the bar shows and in which order, with no UIKit. On every platform.
@Suite("The accessory bar's layout")
struct AccessoryBarLayoutTests {
  @Test(
    "the chevrons, the app's items, the title between flexible spaces, Done",
    arguments: [
      (true, 0, true, [.previous, .next, .flexibleSpace, .title, .flexibleSpace, .done]),
      (true, 2, true, [.previous, .next, .appItem(0), .appItem(1), .flexibleSpace, .title, .flexibleSpace, .done]),
      (false, 1, true, [.appItem(0), .flexibleSpace, .title, .flexibleSpace, .done]),
      (true, 0, false, [.previous, .next, .flexibleSpace, .done]),
      (false, 0, false, [.flexibleSpace, .done]),
    ] as [(Bool, Int, Bool, [AccessoryBarLayout.Slot])])
  func slots(showsPreviousNext: Bool, appItemCount: Int, showsTitle: Bool, expected: [AccessoryBarLayout.Slot]) {
    #expect(
      AccessoryBarLayout(showsPreviousNext: showsPreviousNext, appItemCount: appItemCount, showsTitle: showsTitle)
        .slots == expected)
  }

  @Test(
    "the title is the field's placeholder, else its accessibility label, never blank",
    arguments: [
      ("Email", "Your email", "Email"),
      (nil, "Notes", "Notes"),
      ("  ", "Notes", "Notes"),
      ("", nil, nil),
      (nil, nil, nil),
    ] as [(String?, String?, String?)])
  func title(placeholder: String?, accessibilityLabel: String?, expected: String?) {
    #expect(AccessoryBarLayout.title(placeholder: placeholder, accessibilityLabel: accessibilityLabel) == expected)
  }
}
