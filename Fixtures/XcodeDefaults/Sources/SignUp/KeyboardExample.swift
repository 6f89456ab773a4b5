import Foundation
import KeyboardHandler

// The README's keyboard example, as written there; returns the offsets it printed.
@MainActor
func example() throws -> [CGFloat] {
  var offsets: [CGFloat] = []
  // An iPhone 15 (393 x 852 pt), a keyboard 336 pt high, the field "amount" whose bottom is at 744.
  let avoider = try KeyboardAvoider(
    container: DevicePreset.iPhone15.container(.portrait),
    fields: [InputField(id: "amount", frame: CGRect(x: 16, y: 700, width: 300, height: 44))])
  avoider.offset.bind { update in offsets.append(update.value) }  // a vertical transform in an app

  var simulator = KeyboardSimulator(device: .iPhone15)
  for step in simulator.tapTextField("amount") + simulator.dismiss() {
    try avoider.handle(step.input)  // -272 (estimate), -248, then 0
  }
  return offsets
}
