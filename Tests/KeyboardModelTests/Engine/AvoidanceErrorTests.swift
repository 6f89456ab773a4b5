import Foundation
import KeyboardModel
import KeyboardScenarios
import Testing

@Suite("Error descriptions")
struct AvoidanceErrorTests {
  /// An error and the whole sentence it must read as, named for the test case by what is wrong.
  struct Reading<Failure: Error & Sendable>: Sendable, CustomTestStringConvertible {
    let label: String
    let error: Failure
    let sentence: String
    var testDescription: String { label }
  }

  static let avoidanceErrorReadings: [Reading<AvoidanceError>] = [
    Reading(label: "unknown field", error: .unknownField("email"), sentence: "no field has the id \"email\""),
    Reading(
      label: "already editing", error: .alreadyEditing("email"),
      sentence: "\"email\" is still being edited; it must end editing first"),
    Reading(
      label: "not editing", error: .notEditing("email"), sentence: "\"email\" ends editing but is not being edited"),
    Reading(label: "duplicate field", error: .duplicateField("email"), sentence: "two fields share the id \"email\""),
    Reading(
      label: "invalid field", error: .invalidField("email"),
      sentence:
        "the field \"email\" has an invalid frame or spacing (expected finite numbers, sizes and spacing not negative)"),
    Reading(
      label: "invalid container",
      error: .invalidContainer(
        AvoidanceError.InvalidValue(
          name: "safeAreaInsets.top", found: "-59.0", expected: "a finite number of 0 or more")),
      sentence: "the container is invalid at safeAreaInsets.top: expected a finite number of 0 or more, found -59.0"),
    Reading(
      label: "invalid configuration",
      error: .invalidConfiguration(
        AvoidanceError.InvalidValue(name: "spacing", found: "nan", expected: "a finite number of 0 or more")),
      sentence: "the configuration is invalid at spacing: expected a finite number of 0 or more, found nan"),
    Reading(
      label: "invalid content offset", error: .invalidContentOffset,
      sentence: "the content offset is not a finite number"),
    Reading(
      label: "malformed keyboard event",
      error: .malformedKeyboardEvent(KeyboardEventError(key: .frameEnd, reason: .negativeSize)),
      sentence:
        "the keyboard event is malformed: UIKeyboardFrameEndUserInfoKey: expected a frame whose width and height are 0 or more"
    ),
  ]

  @Test(
    "every avoidance error reads as a sentence naming what is wrong, also as localizedDescription",
    arguments: avoidanceErrorReadings)
  func avoidanceErrors(reading: Reading<AvoidanceError>) {
    #expect(String(describing: reading.error) == reading.sentence)
    #expect(reading.error.localizedDescription == reading.sentence)
  }

  static let keyboardEventErrorReadings: [Reading<KeyboardEventError>] = [
    Reading(
      label: "missing end frame", error: KeyboardEventError(key: .frameEnd, reason: .missing),
      sentence: "UIKeyboardFrameEndUserInfoKey: missing (a CGRect or an NSValue holding one is required)"),
    Reading(
      label: "begin frame of the wrong type",
      error: KeyboardEventError(key: .frameBegin, reason: .wrongType(found: "String")),
      sentence: "UIKeyboardFrameBeginUserInfoKey: expected a CGRect or an NSValue holding one, found String"),
    Reading(
      label: "infinite duration", error: KeyboardEventError(key: .animationDuration, reason: .notFinite),
      sentence: "UIKeyboardAnimationDurationUserInfoKey: expected finite numbers, found NaN or an infinity"),
    Reading(
      label: "negative frame size", error: KeyboardEventError(key: .frameEnd, reason: .negativeSize),
      sentence: "UIKeyboardFrameEndUserInfoKey: expected a frame whose width and height are 0 or more"),
    Reading(
      label: "negative duration", error: KeyboardEventError(key: .animationDuration, reason: .negativeDuration),
      sentence: "UIKeyboardAnimationDurationUserInfoKey: expected a duration of 0 s or more"),
    Reading(
      label: "curve of the wrong type",
      error: KeyboardEventError(key: .animationCurve, reason: .wrongType(found: "Bool")),
      sentence:
        "UIKeyboardAnimationCurveUserInfoKey: expected a whole number (UIView.AnimationCurve's raw value, 7 for the keyboard), found Bool"
    ),
    Reading(
      label: "is-local of the wrong type",
      error: KeyboardEventError(key: .isLocal, reason: .wrongType(found: "String")),
      sentence: "UIKeyboardIsLocalUserInfoKey: expected a Bool, found String"),
  ]

  @Test("every keyboard event error names its key and what UIKit puts there", arguments: keyboardEventErrorReadings)
  func keyboardEventErrors(reading: Reading<KeyboardEventError>) {
    #expect(String(describing: reading.error) == reading.sentence)
    #expect(reading.error.localizedDescription == reading.sentence)
  }

  @Test("the engine's own error for a bad configuration reads as its documentation says")
  func documentedExample() throws {
    do {
      _ = try AvoidanceEngine(
        configuration: AvoidanceConfiguration(spacing: -8), container: DevicePreset.iPhone15.container(.portrait),
        fields: [])
      Issue.record("a negative spacing was accepted")
    } catch {
      #expect(
        "\(error)" == "the configuration is invalid at spacing: expected a finite number of 0 or more, found -8.0")
    }
  }

  @Test("two errors are equal only with the same payload: the same case naming another value differs")
  func errorsCompareTheirPayloads() throws {
    let container = DevicePreset.iPhone15.container(.portrait)
    let spacing = AvoidanceError.InvalidValue(name: "spacing", found: "-8.0", expected: "a finite number of 0 or more")
    #expect(throws: AvoidanceError.invalidConfiguration(spacing)) {
      try AvoidanceEngine(configuration: AvoidanceConfiguration(spacing: -8), container: container, fields: [])
    }
    let other = AvoidanceError.InvalidValue(name: "estimatedKeyboardHeight", found: "-8.0", expected: "more")
    #expect(AvoidanceError.invalidConfiguration(spacing) != .invalidConfiguration(other))
    #expect(AvoidanceError.invalidConfiguration(spacing) != .invalidContainer(spacing))
    #expect(Set([AvoidanceError.invalidConfiguration(spacing), .invalidConfiguration(other)]).count == 2)
    #expect(AvoidanceError.unknownField("a") != AvoidanceError.unknownField("b"))
  }
}
