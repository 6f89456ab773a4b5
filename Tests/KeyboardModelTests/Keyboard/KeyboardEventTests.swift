import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

@Suite("Keyboard event parsing")
struct KeyboardEventTests {
  let begin = CGRect(x: 0, y: 852, width: 393, height: 336)
  let end = CGRect(x: 0, y: 516, width: 393, height: 336)

  @Test("a complete userInfo parses into an event with every value")
  func parsesComplete() throws {
    var info = Fixtures.userInfo(endFrame: end, beginFrame: begin)
    info["UIKeyboardAnimationDurationUserInfoKey"] = 0.4
    info["UIKeyboardIsLocalUserInfoKey"] = false
    let event = try KeyboardEvent(phase: .willShow, userInfo: info)
    #expect(
      event
        == KeyboardEvent(phase: .willShow, beginFrame: begin, endFrame: end, duration: 0.4, curve: 7, isLocal: false))
  }

  @Test("a userInfo as UIKit posts it, frames in NSValue and numbers in NSNumber, parses")
  func parsesAsUIKitPostsIt() throws {
    let info: [AnyHashable: Any] = [
      "UIKeyboardFrameBeginUserInfoKey": Fixtures.boxed(begin),
      "UIKeyboardFrameEndUserInfoKey": Fixtures.boxed(end),
      "UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: 0.25),
      "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: 7),
      "UIKeyboardIsLocalUserInfoKey": NSNumber(value: true),
    ]
    let event = try KeyboardEvent(phase: .willShow, userInfo: info)
    #expect(event == KeyboardEvent(phase: .willShow, beginFrame: begin, endFrame: end, duration: 0.25, curve: 7))
  }

  @Test("a rotation's userInfo, boxed frames with no duration and no curve, parses with the usual animation")
  func parsesRotationLayout() throws {
    let hidden = CGRect(x: 0, y: 393, width: 852, height: 0)
    let info: [AnyHashable: Any] = [
      "UIKeyboardFrameBeginUserInfoKey": Fixtures.boxed(end),
      "UIKeyboardFrameEndUserInfoKey": Fixtures.boxed(hidden),
      "UIKeyboardIsLocalUserInfoKey": NSNumber(value: true),
    ]
    let event = try KeyboardEvent(phase: .willChangeFrame, userInfo: info)
    #expect(event.endFrame == hidden)
    #expect(event.animation == .keyboard)
    #expect(event.absentKeys == [.animationDuration, .animationCurve])
  }

  @Test("the keys a notification lacked travel with its event, and its userInfo leaves them out again")
  func absentKeysRoundTrip() throws {
    var info = Fixtures.userInfo(endFrame: end, beginFrame: begin)
    info["UIKeyboardAnimationCurveUserInfoKey"] = nil
    let event = try KeyboardEvent(phase: .willShow, userInfo: info)
    #expect(event.absentKeys == [.animationCurve])
    #expect(event.userInfo["UIKeyboardAnimationCurveUserInfoKey"] == nil)
    #expect(try KeyboardEvent(phase: .willShow, userInfo: event.userInfo) == event)
  }

  @Test("only an optional key whose value is its default can be absent, so leaving it out loses nothing")
  func absentOnlyWhenDefault() throws {
    let event = KeyboardEvent(
      phase: .willShow, beginFrame: begin, endFrame: end, duration: 0.4, curve: 7, isLocal: false,
      absentKeys: [.frameBegin, .frameEnd, .animationDuration, .animationCurve, .isLocal])
    #expect(event.absentKeys == [.animationCurve])
    #expect(try KeyboardEvent(phase: .willShow, userInfo: event.userInfo) == event)
  }

  @Test("an NSValue that holds no rectangle is the wrong type")
  func boxedPointIsWrongType() {
    var info = Fixtures.userInfo(endFrame: end, beginFrame: begin)
    info["UIKeyboardFrameEndUserInfoKey"] = Fixtures.boxed(CGPoint(x: 1, y: 2))
    #expect(throws: KeyboardEventError.self) {
      try KeyboardEvent(phase: .willShow, userInfo: info)
    }
  }

  @Test("numbers may come as Double, CGFloat or NSNumber", arguments: ["Double", "CGFloat", "NSNumber"])
  func numberTypes(type: String) throws {
    let duration: Any =
      switch type {
      case "Double": 0.5 as Double
      case "CGFloat": 0.5 as CGFloat
      default: NSNumber(value: 0.5)
      }
    var info = Fixtures.userInfo(endFrame: end, beginFrame: begin)
    info["UIKeyboardAnimationDurationUserInfoKey"] = duration
    info["UIKeyboardAnimationCurveUserInfoKey"] = NSNumber(value: 7)
    let event = try KeyboardEvent(phase: .willShow, userInfo: info)
    #expect(event.duration == 0.5)
    #expect(event.curve == 7)
  }

  @Test("an integer duration is accepted")
  func integerDuration() throws {
    var info = Fixtures.userInfo(endFrame: end, beginFrame: begin)
    info["UIKeyboardAnimationDurationUserInfoKey"] = 1
    #expect(try KeyboardEvent(phase: .willShow, userInfo: info).duration == 1)
  }

  @Test("a missing duration, curve or is-local flag takes UIKit's usual value")
  func defaults() throws {
    let info: [AnyHashable: Any] = ["UIKeyboardFrameBeginUserInfoKey": begin, "UIKeyboardFrameEndUserInfoKey": end]
    let event = try KeyboardEvent(phase: .willHide, userInfo: info)
    #expect(event.animation == KeyboardAnimation(duration: 0.25, curve: 7))
    #expect(event.isLocal)
  }

  // Other libraries' tests, and some apps, post keyboard notifications without the begin frame, which
  // nothing reads.
  @Test("a userInfo without the begin frame parses, the begin frame read as the end frame, and round-trips")
  func beginFrameIsOptional() throws {
    var info = Fixtures.userInfo(endFrame: end, beginFrame: begin)
    info["UIKeyboardFrameBeginUserInfoKey"] = nil
    let event = try KeyboardEvent(phase: .willShow, userInfo: info)
    #expect(event.beginFrame == end)
    #expect(event.absentKeys == [.frameBegin])
    #expect(event.userInfo["UIKeyboardFrameBeginUserInfoKey"] == nil)
    #expect(try KeyboardEvent(phase: .willShow, userInfo: event.userInfo) == event)
  }

  // iOS 26 field reports: a will-hide whose end frame is CGRect.null, or that carries no end frame at all.
  @Test(
    "a hide parses without an end frame, or with a null one; the missing frame is absent and round-trips",
    arguments: KeyboardPhase.allCases.filter(\.isHide))
  func hideFrameIsOptional(phase: KeyboardPhase) throws {
    var info = Fixtures.userInfo(endFrame: .null, beginFrame: end)
    let null = try KeyboardEvent(phase: phase, userInfo: info)
    #expect(null.endFrame.isNull)
    #expect(null.absentKeys == [])
    #expect(try KeyboardEvent(phase: phase, userInfo: null.userInfo) == null)

    info["UIKeyboardFrameEndUserInfoKey"] = nil
    let missing = try KeyboardEvent(phase: phase, userInfo: info)
    #expect(missing.endFrame.isNull)
    #expect(missing.absentKeys == [.frameEnd])
    #expect(try KeyboardEvent(phase: phase, userInfo: missing.userInfo) == missing)

    let bare = try KeyboardEvent(phase: phase, userInfo: [:])
    #expect(bare.endFrame.isNull && bare.beginFrame.isNull)
    #expect(bare.absentKeys == Set(KeyboardUserInfoKey.allCases))
  }

  @Test(
    "a show or frame change still needs its end frame, and a hide still refuses a NaN one",
    arguments: KeyboardPhase.allCases.filter { !$0.isHide })
  func showFrameIsRequired(phase: KeyboardPhase) {
    var info = Fixtures.userInfo(endFrame: end, beginFrame: begin)
    info["UIKeyboardFrameEndUserInfoKey"] = nil
    #expect(throws: KeyboardEventError(key: .frameEnd, reason: .missing)) {
      try KeyboardEvent(phase: phase, userInfo: info)
    }
    info["UIKeyboardFrameEndUserInfoKey"] = CGRect.null
    #expect(throws: KeyboardEventError(key: .frameEnd, reason: .notFinite)) {
      try KeyboardEvent(phase: phase, userInfo: info)
    }
    info["UIKeyboardFrameEndUserInfoKey"] = CGRect(x: 0, y: CGFloat.nan, width: 393, height: 336)
    #expect(throws: KeyboardEventError(key: .frameEnd, reason: .notFinite)) {
      try KeyboardEvent(phase: .willHide, userInfo: info)
    }
  }

  @Test("a zero duration animates over the usual 0.25 s")
  func zeroDuration() {
    let event = KeyboardEvent(phase: .willShow, beginFrame: begin, endFrame: end, duration: 0, curve: 7)
    #expect(event.animation.duration == 0.25)
  }

  /// One malformed userInfo and the error it must produce.
  struct BadUserInfo: Sendable, CustomTestStringConvertible {
    let label: String
    let key: String
    let value: (any Sendable)?
    let expected: KeyboardEventError
    var testDescription: String { label }
  }

  static let badUserInfos: [BadUserInfo] = [
    BadUserInfo(
      label: "missing end frame", key: "UIKeyboardFrameEndUserInfoKey", value: nil,
      expected: KeyboardEventError(key: .frameEnd, reason: .missing)),
    BadUserInfo(
      label: "null end frame", key: "UIKeyboardFrameEndUserInfoKey", value: CGRect.null,
      expected: KeyboardEventError(key: .frameEnd, reason: .notFinite)),
    BadUserInfo(
      label: "end frame as a string", key: "UIKeyboardFrameEndUserInfoKey", value: "516",
      expected: KeyboardEventError(key: .frameEnd, reason: .wrongType(found: "String"))),
    BadUserInfo(
      label: "end frame with NaN", key: "UIKeyboardFrameEndUserInfoKey",
      value: CGRect(x: 0, y: CGFloat.nan, width: 393, height: 336),
      expected: KeyboardEventError(key: .frameEnd, reason: .notFinite)),
    BadUserInfo(
      label: "begin frame with infinity", key: "UIKeyboardFrameBeginUserInfoKey",
      value: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 336),
      expected: KeyboardEventError(key: .frameBegin, reason: .notFinite)),
    BadUserInfo(
      label: "end frame whose bottom edge overflows to infinity", key: "UIKeyboardFrameEndUserInfoKey",
      value: CGRect(x: 0, y: CGFloat.greatestFiniteMagnitude, width: 393, height: CGFloat.greatestFiniteMagnitude),
      expected: KeyboardEventError(key: .frameEnd, reason: .notFinite)),
    BadUserInfo(
      label: "negative height", key: "UIKeyboardFrameEndUserInfoKey",
      value: CGRect(origin: .zero, size: CGSize(width: 393, height: -336)),
      expected: KeyboardEventError(key: .frameEnd, reason: .negativeSize)),
    BadUserInfo(
      label: "negative width", key: "UIKeyboardFrameBeginUserInfoKey",
      value: CGRect(origin: .zero, size: CGSize(width: -393, height: 336)),
      expected: KeyboardEventError(key: .frameBegin, reason: .negativeSize)),
    BadUserInfo(
      label: "end frame as an array", key: "UIKeyboardFrameEndUserInfoKey", value: [0, 516, 393, 336],
      expected: KeyboardEventError(key: .frameEnd, reason: .wrongType(found: "Array<Int>"))),
    BadUserInfo(
      label: "NaN curve in an NSNumber", key: "UIKeyboardAnimationCurveUserInfoKey", value: NSNumber(value: Double.nan),
      expected: KeyboardEventError(key: .animationCurve, reason: .notFinite)),
    BadUserInfo(
      label: "curve as a Boolean", key: "UIKeyboardAnimationCurveUserInfoKey", value: true,
      expected: KeyboardEventError(key: .animationCurve, reason: .wrongType(found: "Bool"))),
    BadUserInfo(
      label: "negative duration", key: "UIKeyboardAnimationDurationUserInfoKey", value: -0.25,
      expected: KeyboardEventError(key: .animationDuration, reason: .negativeDuration)),
    BadUserInfo(
      label: "NaN duration", key: "UIKeyboardAnimationDurationUserInfoKey", value: Double.nan,
      expected: KeyboardEventError(key: .animationDuration, reason: .notFinite)),
    BadUserInfo(
      label: "infinite duration", key: "UIKeyboardAnimationDurationUserInfoKey", value: Double.infinity,
      expected: KeyboardEventError(key: .animationDuration, reason: .notFinite)),
    BadUserInfo(
      label: "duration as a string", key: "UIKeyboardAnimationDurationUserInfoKey", value: "0.25",
      expected: KeyboardEventError(key: .animationDuration, reason: .wrongType(found: "String"))),
    BadUserInfo(
      label: "fractional curve", key: "UIKeyboardAnimationCurveUserInfoKey", value: 7.5,
      expected: KeyboardEventError(key: .animationCurve, reason: .wrongType(found: "Double"))),
    BadUserInfo(
      label: "is-local as a string", key: "UIKeyboardIsLocalUserInfoKey", value: "yes",
      expected: KeyboardEventError(key: .isLocal, reason: .wrongType(found: "String"))),
  ]

  @Test("every malformed userInfo is a typed error naming its key", arguments: badUserInfos)
  func rejects(bad: BadUserInfo) {
    var info = Fixtures.userInfo(endFrame: end, beginFrame: begin)
    info[bad.key] = bad.value
    #expect(throws: bad.expected) { try KeyboardEvent(phase: .willShow, userInfo: info) }
  }

  // Found by the userInfo fuzzer: the begin frame, read second so that it could default to the end frame,
  // hid a bad begin frame behind a missing end frame.
  @Test(
    "of several bad keys, the error names the first in the keys' order: a bad begin frame before a missing end frame")
  func firstBadKeyInOrder() {
    var info = Fixtures.userInfo(endFrame: end, beginFrame: begin)
    info["UIKeyboardFrameBeginUserInfoKey"] = "{{0, 516}, {393, 336}}"
    info["UIKeyboardFrameEndUserInfoKey"] = nil
    #expect(throws: KeyboardEventError(key: .frameBegin, reason: .wrongType(found: "String"))) {
      try KeyboardEvent(phase: .willShow, userInfo: info)
    }
  }

  @Test(
    "zero, off-screen and enormous frames and an enormous duration are accepted as given; the engine avoids only what is on screen",
    arguments: [
      (CGRect.zero, nil),
      (CGRect(x: 0, y: 2000, width: 393, height: 336), nil),
      (CGRect(x: -5000, y: 516, width: 393, height: 336), nil),
      (CGRect(x: 0, y: 516, width: 1e300, height: 1e300), CGRect(x: 0, y: 516, width: 393, height: 336)),
    ] as [(CGRect, CGRect?)])
  func acceptedAsGiven(endFrame: CGRect, covered: CGRect?) throws {
    var info = Fixtures.userInfo(endFrame: endFrame, beginFrame: begin)
    info["UIKeyboardAnimationDurationUserInfoKey"] = 1e300
    let event = try KeyboardEvent(phase: .willShow, userInfo: info)
    #expect(event.endFrame == endFrame)
    #expect(event.duration == 1e300)
    var engine = try AvoidanceEngine(container: Fixtures.workedContainer, fields: [])
    _ = try engine.publishing(.keyboard(event))
    #expect(engine.state.coveredFrame == covered)
  }

  @Test("the key names are UIKit's")
  func keyNames() {
    #expect(
      KeyboardUserInfoKey.allCases.map(\.rawValue) == [
        "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey", "UIKeyboardAnimationDurationUserInfoKey",
        "UIKeyboardAnimationCurveUserInfoKey", "UIKeyboardIsLocalUserInfoKey",
      ])
  }
}
