import Binding

/// Every way to derive a box, each set up so that it passes the values the tests set on `source`
/// (non-negative and increasing) through unchanged: the rules are checked once per kind.
enum DerivedKind: String, CaseIterable, Sendable, CustomStringConvertible {
  case map
  case filter
  case compactMap
  case removeDuplicates
  case removeDuplicatesBy
  case combined

  /// A box derived from `source`; `other`, the second source of `combined`, must stay 0.
  func make(_ source: Box<Int>, _ other: Box<Int>) -> ReadOnlyBox<Int> {
    switch self {
    case .map: source.map { $0 }
    case .filter: source.filter(initial: -1) { $0 >= 0 }
    case .compactMap: source.compactMap(initial: -1) { $0 >= 0 ? $0 : nil }
    case .removeDuplicates: source.removeDuplicates()
    case .removeDuplicatesBy: source.removeDuplicates(by: ==)
    case .combined: source.combined(with: other).map { $0 + $1 }
    }
  }

  var description: String { rawValue }
}
