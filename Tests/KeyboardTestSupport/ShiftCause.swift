/// Why a test's offset moved: a stand-in for the keyboard engine's own cause type.
package enum ShiftCause: Hashable, Sendable {
  case estimate
  case keyboardWillShow
  case keyboardWillHide
  case reset
}
