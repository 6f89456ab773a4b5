/// What the command line asked for.
struct Options: Equatable, Sendable {
  /// Runs every case with tiny counts, as a smoke test of the harness and the correctness checks.
  var isQuick = false
  /// Where to write this run's figures as a baseline.
  var baselineToSave: String?
  /// A baseline to compare this run's figures with.
  var baselineToCompare: String?
  /// Accepts delivery that arrives after the setter returned, as a note instead of a failure.
  ///
  /// The contract says a set on the main queue delivers synchronously; a Box that breaks this is
  /// wrong, but the provisional Box does so until the real engine lands.
  var allowsAsynchronousDelivery = false

  /// The text printed for `--help` and after a bad argument.
  static let usage = """
    usage: box-benchmarks [--quick] [--save-baseline FILE] [--compare FILE] [--allow-async-delivery]

      --quick                 every case with tiny counts (a few seconds); exits non-zero on a failed check or gate
      --save-baseline FILE    writes this run's medians and ratios to FILE (JSON)
      --compare FILE          flags figures more than 20% worse than in FILE
      --allow-async-delivery  reports main-queue sets that did not deliver synchronously as a note, not a failure
    """

  /// Reads the arguments that follow the program name.
  static func parse(_ arguments: [String]) throws(OptionsError) -> Options {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick":
        options.isQuick = true
      case "--allow-async-delivery":
        options.allowsAsynchronousDelivery = true
      case "--save-baseline", "--compare":
        guard let file = remaining.popFirst(), !file.hasPrefix("--") else { throw .missingFile(after: argument) }
        if argument == "--compare" {
          options.baselineToCompare = file
        } else {
          options.baselineToSave = file
        }
      case "--help", "-h":
        throw .helpRequested
      default:
        throw .unknown(argument)
      }
    }
    return options
  }
}

/// Why the command line could not be read.
enum OptionsError: Error, Equatable, CustomStringConvertible {
  case helpRequested
  case missingFile(after: String)
  case unknown(String)

  var description: String {
    switch self {
    case .helpRequested: "help requested"
    case .missingFile(let option): "\(option) needs a FILE"
    case .unknown(let argument): "unknown argument \(argument)"
    }
  }
}
