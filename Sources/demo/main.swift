internal import Foundation
internal import KeyboardDemo

var output = StandardStream.output
var error = StandardStream.error
exit(
  DemoCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), standardOutput: &output, standardError: &error))
