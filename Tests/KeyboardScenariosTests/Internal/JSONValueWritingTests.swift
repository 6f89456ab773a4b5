import Testing

@testable import KeyboardModel
@testable import KeyboardScenarios

@Suite("JSON writing")
struct JSONValueWritingTests {
  @Test("numbers are written whole or as the shortest text that reads back, never with 17 digits")
  func numbers() {
    let numbers: JSONValue = .array([.number(-172), .number(-149.433), .number(0.1), .number(1.1), .number(-0.0)])
    #expect(numbers.prettyPrinted == "[\n  -172,\n  -149.433,\n  0.1,\n  1.1,\n  0\n]")
  }

  @Test("keys are sorted, nested values indented by two spaces, and empty containers keep a blank line")
  func layout() {
    let document: JSONValue = .object([
      "b": .object(["y": .bool(true), "x": .null]), "a": .array([]), "c": .object([:]),
    ])
    #expect(
      document.prettyPrinted == """
        {
          "a" : [

          ],
          "b" : {
            "x" : null,
            "y" : true
          },
          "c" : {

          }
        }
        """)
  }

  @Test("quotes, backslashes and control characters are escaped; slashes and other text are not")
  func strings() {
    let text: JSONValue = .string("a/b \"c\" \\ \n\t\u{1} é")
    #expect(text.prettyPrinted == #""a/b \"c\" \\ \n\t\u0001 é""#)
  }

  @Test("a number JSON cannot hold is written as null", arguments: [Double.nan, .infinity, -.infinity])
  func nonFinite(number: Double) {
    #expect(JSONValue.number(number).prettyPrinted == "null")
  }
}
