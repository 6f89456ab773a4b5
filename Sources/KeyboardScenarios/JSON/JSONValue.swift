internal import Foundation
internal import KeyboardModel

/// A JSON document as a tree, so the scenario parser can walk it and name every bad path.
package enum JSONValue: Decodable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// The value's kind, as an error message names it.
  package var kind: String {
    switch self {
    case .null: "null"
    case .bool(let value): "the boolean \(value)"
    case .number(let value): "the number \(value.formatted)"
    case .string(let value): "the string \"\(value)\""
    case .array: "an array"
    case .object: "an object"
    }
  }
}
