import Foundation
import KeyboardDemo
import KeyboardHandler

/// Fuzzes the demo end to end: bytes → a scenario file's text → the parser → the player → the text, JSON
/// and SVG outputs. A file the parser refuses is fine: it says where, in a typed error. A file it reads
/// must render in every format or be refused with the JSON path (a scenario longer than the SVG
/// plays); it must not trap, hang or write a number that is not finite, and the JSON must parse.
///
/// The frame rate and the pictures of the text come from the input's length, so every choice is run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDemo(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let data, count > 0 else { return 0 }
  let bytes = Data(bytes: data, count: count)
  guard let scenario = try? ScenarioParser.scenario(from: bytes) else { return 0 }
  // The input's own strings (a name, a field id) may spell `nan` or `inf`; numbers never may.
  let text = String(decoding: bytes, as: UTF8.self).lowercased()
  let mayHaveWords = text.contains("nan") || text.contains("inf")
  MainActor.assumeIsolated {
    var options = DemoOptions()
    options.framesPerSecond = [30, 1, 60, 240][count % 4]
    options.pictures = DemoOptions.Pictures.allCases[count % DemoOptions.Pictures.allCases.count]
    // A scenario the player refuses (an engine's rejection, overlapping simulator actions) is refused
    // alike in every format; only the SVG refuses more, a scenario longer than it plays.
    var refusal: ScenarioError?
    for format in DemoOptions.Format.allCases {
      options.format = format
      let output: String
      do throws(ScenarioError) {
        output = try DemoCommand.render(scenario, options)
      } catch {
        require(!error.path.isEmpty, "\(format) refused with no JSON path: \(error)")
        if format == .text { refusal = error }
        let isAlike = error == refusal || (format == .svg && error.description.contains("an SVG plays"))
        require(isAlike, "\(format) refused what text did not: \(error), text: \(String(describing: refusal))")
        continue
      }
      require(refusal == nil, "\(format) rendered what text refused: \(String(describing: refusal))")
      require(!output.isEmpty, "\(format) wrote nothing")
      if !mayHaveWords {
        let number = #"(^|[="; ,(])-?(nan|inf)"#
        require(
          output.range(of: number, options: .regularExpression) == nil, "\(format) wrote a number that is not finite")
      }
      if format == .json {
        require(
          (try? JSONSerialization.jsonObject(with: Data(output.utf8))) != nil, "the JSON output does not parse")
      }
    }
  }
  return 0
}

/// Stops the process with `message` when `condition` is false, in every build configuration.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("invariant broken: \(message())") }
}
