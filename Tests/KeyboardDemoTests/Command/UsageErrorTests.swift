import Foundation
import KeyboardDemo
import Testing

@Suite("Usage error descriptions")
struct UsageErrorTests {
  @Test(
    "a usage error names the option and the bad value, also as localizedDescription",
    arguments: [
      (["--spacing", "wide"], "invalid value 'wide' for --spacing (expected a number of points from 0 to 1000)"),
      (["--fps", "0"], "invalid value '0' for --fps (expected a whole number from 1 to 240)"),
      (["--colour"], "unknown option '--colour'"),
      (["--fps"], "option '--fps' needs a value"),
      (["--fps", "30", "--fps", "60"], "option '--fps' is given more than once"),
      (["story"], "unexpected argument 'story'"),
    ])
  func reads(arguments: [String], message: String) {
    do {
      _ = try DemoOptions(arguments: arguments)
      Issue.record("\(arguments) were accepted")
    } catch {
      #expect(String(describing: error) == message)
      #expect(error.localizedDescription == message)
    }
  }
}
