import Foundation
import KeyboardModel
import KeyboardScenarios
import KeyboardTestSupport
import Testing

@Suite("Keyboard event as a notification")
struct KeyboardEventNotificationTests {
  static let shown = CGRect(x: 0, y: 516, width: 393, height: 336)
  static let hidden = CGRect(x: 0, y: 852, width: 393, height: 336)

  @Test(
    "the userInfo UIKit would post reads back to the same event",
    arguments: [
      KeyboardEvent(phase: .willShow, beginFrame: hidden, endFrame: shown),
      KeyboardEvent(phase: .willHide, beginFrame: shown, endFrame: hidden, duration: 0.4, curve: 3, isLocal: false),
      // A rotation and a hardware keyboard: no animation, zero-height frames.
      KeyboardEvent(phase: .didChangeFrame, beginFrame: .zero, endFrame: .zero, duration: 0, curve: 0),
    ])
  func roundTrip(event: KeyboardEvent) throws {
    #expect(try KeyboardEvent(phase: event.phase, userInfo: event.userInfo) == event)
    #expect(try KeyboardEvent(notification: event.notification) == event)
    #expect(event.notification.name == event.phase.notificationName)
    #expect(event.notification.object == nil)
  }

  @Test("frames are boxed in NSValues and numbers in NSNumbers, as UIKit posts them")
  func boxing() {
    let userInfo = KeyboardEvent(phase: .willShow, beginFrame: Self.hidden, endFrame: Self.shown).userInfo
    #expect(Set(userInfo.keys.compactMap { $0 as? String }) == Set(KeyboardUserInfoKey.allCases.map(\.rawValue)))
    #expect(userInfo[KeyboardUserInfoKey.frameEnd.rawValue] is NSValue)
    #expect(userInfo[KeyboardUserInfoKey.animationDuration.rawValue] is NSNumber)
    #expect(userInfo[KeyboardUserInfoKey.animationCurve.rawValue] is NSNumber)
  }

  @Test("a notification with frames alone (no duration, curve or is-local) reads with UIKit's defaults")
  func framesAlone() throws {
    let notification = Notification(
      name: KeyboardPhase.willChangeFrame.notificationName, object: nil,
      userInfo: [
        KeyboardUserInfoKey.frameBegin.rawValue: Fixtures.boxed(Self.shown),
        KeyboardUserInfoKey.frameEnd.rawValue: Fixtures.boxed(CGRect(x: 0, y: 852, width: 393, height: 0)),
      ])
    let event = try #require(try KeyboardEvent(notification: notification))
    #expect(
      event
        == KeyboardEvent(
          phase: .willChangeFrame, beginFrame: Self.shown, endFrame: CGRect(x: 0, y: 852, width: 393, height: 0),
          absentKeys: [.animationDuration, .animationCurve, .isLocal]))
  }

  @Test(
    "any other notification is not a keyboard event; a show with no userInfo lacks its end frame, a hide needs none")
  func otherNotifications() throws {
    #expect(
      try KeyboardEvent(notification: Notification(name: EditingNotification.textFieldDidBeginEditing.name)) == nil)
    #expect(throws: KeyboardEventError(key: .frameEnd, reason: .missing)) {
      try KeyboardEvent(notification: Notification(name: KeyboardPhase.didShow.notificationName))
    }
    let hide = try #require(try KeyboardEvent(notification: Notification(name: KeyboardPhase.didHide.notificationName)))
    #expect(hide.endFrame.isNull)
  }
}
