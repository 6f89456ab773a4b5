import Foundation
import KeyboardHandler
import Testing

@testable import KeyboardHandlerUIKit

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The adapter's account of its own writes, with no UIKit: on every platform, `swift test` on Linux
/// included. A scroll view is read at rest, the adapter writes, and the scroll view is read again as the
/// app, the user or a layout pass left it.
@Suite("The adapter's own writes, told from the app's")
struct OwnWritesTests {
  /// A scroll view at rest: its bottom 18 pt above the safe area's bottom (818 on an 852 pt screen), its
  /// bottom insets clearing a 52 pt bar, scrolled to its content's end.
  static let rest = ScrollViewGeometry(
    frame: CGRect(x: 0, y: 0, width: 393, height: 800), contentHeight: 2000, bottomSafeAreaInset: 34,
    restInsets: ScrollInsets(content: 52, indicator: 52), contentOffset: 2000 + 52 + 34 - 800)
  /// Where the safe area's bottom is, in portrait and in landscape.
  static let anchorY: CGFloat = 818
  static let landscapeAnchorY: CGFloat = 393 - 21
  /// What the avoider decides at rest: the scroll view as it is.
  static let restTargets = AvoidanceTargets(scrollInsets: rest.restInsets, contentOffset: rest.contentOffset)
  /// What the adapter writes with a 336 pt keyboard up: the insets raised by as much, the content scrolled
  /// by as much, the constraint raised.
  static let raised = AvoidanceTargets(
    scrollInsets: ScrollInsets(content: 52 + 336, indicator: 52 + 336), contentOffset: rest.contentOffset + 336,
    constraintConstant: 336)

  /// The scroll view at rest, changed.
  static func atRest(_ change: (inout ScrollViewGeometry) -> Void = { _ in }) -> ScrollViewGeometry {
    var geometry = rest
    change(&geometry)
    return geometry
  }

  /// The scroll view as the adapter's writes of `raised` leave it under a strategy that moves the insets,
  /// changed.
  static func raisedInsets(_ change: (inout ScrollViewGeometry) -> Void = { _ in }) -> ScrollViewGeometry {
    atRest {
      $0.restInsets = raised.scrollInsets
      $0.contentOffset = raised.contentOffset
      change(&$0)
    }
  }

  /// The scroll view as a raised bottom constraint leaves it: 336 pt shorter, above the home indicator,
  /// scrolled as written; changed.
  static func shortened(_ change: (inout ScrollViewGeometry) -> Void = { _ in }) -> ScrollViewGeometry {
    atRest {
      $0.frame.size.height -= 336 - 18
      $0.bottomSafeAreaInset = 0
      $0.contentOffset = raised.contentOffset
      change(&$0)
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let testDescription: String
    /// Whether the strategy moves the insets: scroll and chat do, bottom constraint does not.
    var movesInsets = true
    /// Whether the strategy has a bottom constraint, whose anchor is at `anchorY` now.
    var anchorY: CGFloat?
    /// What the adapter wrote after reading the scroll view at rest; `nil` for nothing yet.
    var written: AvoidanceTargets? = OwnWritesTests.raised
    /// The scroll view now.
    var now: ScrollViewGeometry
    var isAtRest = false
    /// The geometry at rest read from it, and the scroll.
    var geometry: ScrollViewGeometry
    var scrolled: CGFloat?
    /// Whether the views show the avoider's targets (`written`) after the reading.
    var showsTargets = true
  }

  static let cases: [Case] = [
    Case(
      testDescription: "the insets and the offset the adapter wrote are never read back as the app's",
      now: raisedInsets(), geometry: rest),
    Case(
      testDescription: "an inset other than the one written is the app's new rest, which the views show instead",
      now: raisedInsets { $0.restInsets.content = 80 }, geometry: atRest { $0.restInsets.content = 80 },
      showsTargets: false),
    Case(
      testDescription: "an indicator inset other than the one written is the app's too",
      now: raisedInsets { $0.restInsets.indicator = 60 }, geometry: atRest { $0.restInsets.indicator = 60 },
      showsTargets: false),
    Case(
      testDescription:
        "the app's rest inset set again over the adapter's (viewDidLayoutSubviews) is the rest, and the views lack the targets",
      now: raisedInsets { $0.restInsets = rest.restInsets }, geometry: rest, showsTargets: false),
    Case(
      testDescription: "an offset other than the one written is a scroll, and the rest offset stays",
      now: raisedInsets { $0.contentOffset = 1500 }, geometry: rest, scrolled: 1500),
    Case(
      testDescription: "before the first write an offset other than the avoider's is a scroll, the insets the app's",
      written: nil, now: atRest { ($0.contentOffset, $0.restInsets.content) = (1300, 70) },
      geometry: atRest { $0.restInsets.content = 70 }, scrolled: 1300, showsTargets: false),
    Case(
      testDescription: "a layout pass that resizes the scroll view while raised is read",
      now: raisedInsets { $0.frame.size.height = 700 }, geometry: atRest { $0.frame.size.height = 700 }),
    Case(
      testDescription:
        "bottom constraint: the rest frame is as far above the anchor as at rest, with the safe area it had then",
      movesInsets: false, anchorY: anchorY, now: shortened(), geometry: rest),
    Case(
      testDescription: "bottom constraint: the insets are the app's alone, read as they are",
      movesInsets: false, anchorY: anchorY, now: shortened { $0.restInsets.content = 70 },
      geometry: atRest { $0.restInsets.content = 70 }),
    Case(
      testDescription: "bottom constraint: turned while raised, the rest frame ends as far above the new anchor",
      movesInsets: false, anchorY: landscapeAnchorY, now: shortened { $0.frame.size = CGSize(width: 852, height: 100) },
      geometry: atRest { $0.frame.size = CGSize(width: 852, height: landscapeAnchorY - 18) }),
    Case(
      testDescription: "chat: while raised, the list's rest frame, safe area and insets are read together",
      anchorY: anchorY, now: shortened { $0.restInsets = raised.scrollInsets }, geometry: rest),
    Case(
      testDescription: "at rest everything is read as it is",
      anchorY: anchorY, written: restTargets,
      now: atRest { ($0.frame.size.height, $0.bottomSafeAreaInset, $0.restInsets.content) = (700, 21, 70) },
      isAtRest: true,
      geometry: atRest { ($0.frame.size.height, $0.bottomSafeAreaInset, $0.restInsets.content) = (700, 21, 70) },
      showsTargets: true),
  ]

  @Test("reading the scroll view", arguments: cases)
  func reading(_ test: Case) {
    var writes = OwnWrites(movesInsets: test.movesInsets)
    let anchorAtRest = test.anchorY.map { _ in Self.anchorY }
    _ = writes.read(Self.rest, anchorY: anchorAtRest, isAtRest: true, targets: Self.restTargets)
    let targets = test.written ?? Self.restTargets
    if let written = test.written { writes.didWrite(written) }

    let reading = writes.read(test.now, anchorY: test.anchorY, isAtRest: test.isAtRest, targets: targets)
    #expect(reading.geometry == test.geometry)
    #expect(reading.scrolledContentOffset == test.scrolled)
    #expect(writes.shows(targets) == test.showsTargets)
  }

  @Test("once written again, the targets are what the views show, and the app's rest inset is still the rest")
  func writtenAgain() {
    var writes = OwnWrites(movesInsets: true)
    _ = writes.read(Self.rest, anchorY: nil, isAtRest: true, targets: Self.restTargets)
    writes.didWrite(Self.raised)
    _ = writes.read(
      Self.raisedInsets { $0.restInsets.content = 80 }, anchorY: nil, isAtRest: false, targets: Self.raised)
    #expect(!writes.shows(Self.raised))

    writes.didWrite(Self.raised)
    #expect(writes.shows(Self.raised))
    let reading = writes.read(Self.raisedInsets(), anchorY: nil, isAtRest: false, targets: Self.raised)
    #expect(reading.geometry == Self.atRest { $0.restInsets.content = 80 })
    #expect(writes.shows(Self.raised))
  }

  @Test("the gap above the anchor is read anew at each reading at rest, and kept while raised")
  func gapReadAtRest() {
    var writes = OwnWrites(movesInsets: false)
    _ = writes.read(Self.rest, anchorY: Self.anchorY, isAtRest: true, targets: Self.restTargets)
    // The app moves the scroll view's bottom 20 pt higher at rest.
    let higher = Self.atRest { $0.frame.size.height -= 20 }
    _ = writes.read(higher, anchorY: Self.anchorY, isAtRest: true, targets: Self.restTargets)
    writes.didWrite(Self.raised)
    let reading = writes.read(Self.shortened(), anchorY: Self.anchorY, isAtRest: false, targets: Self.raised)
    #expect(writes.gapAboveAnchor == Self.anchorY - higher.frame.maxY)
    #expect(reading.geometry.frame == higher.frame)
  }
}
